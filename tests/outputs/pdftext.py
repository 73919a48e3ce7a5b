"""Text of a PDF written by Qt's PDF writer, with the standard library only (tests only).

Qt writes each font as a Type0 font with a ToUnicode CMap and draws glyphs with ``<hex> Tj``;
this maps the glyph ids back through those CMaps. Spaces are not drawn as glyphs, so compare
texts with whitespace removed (``squash``)."""

from __future__ import annotations

import re
import unicodedata
import zlib

_OBJ = re.compile(rb"(\d+) 0 obj(.*?)endobj", re.S)
_STREAM = re.compile(rb"stream\r?\n(.*?)\r?\nendstream", re.S)


def _stream(body: bytes) -> bytes:
    match = _STREAM.search(body)
    if not match:
        return b""
    data = match.group(1)
    if b"/FlateDecode" in body[: body.find(b"stream")]:
        data = zlib.decompress(data)
    return data


def _cmap(data: bytes) -> dict[int, str]:
    table: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        for src, dst in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            table[int(src, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", data, re.S):
        for lo, hi, dst, array in re.findall(
                rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])", block):
            codes = range(int(lo, 16), int(hi, 16) + 1)
            if array:
                targets = [bytes.fromhex(t.decode()).decode("utf-16-be") for t in re.findall(rb"<([0-9A-Fa-f]+)>", array)]
                table.update(zip(codes, targets, strict=False))
            else:
                table.update((code, chr(int(dst, 16) + offset)) for offset, code in enumerate(codes))
    return table


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


def pdf_text(data: bytes) -> str:
    objects = {int(num): body for num, body in _OBJ.findall(data)}
    cmaps: dict[int, dict[int, str]] = {}
    for num, body in objects.items():
        ref = re.search(rb"/ToUnicode (\d+) 0 R", body)
        if ref and b"/Type0" in body:
            cmaps[num] = _cmap(_stream(objects[int(ref.group(1))]))
    out: list[str] = []
    for body in objects.values():
        if b"/Length" not in body or b"/Subtype /Image" in body:
            continue
        try:
            content = _stream(body)
        except zlib.error:
            continue
        if b" Tj" not in content:
            continue
        font: dict[int, str] = {}
        for token in re.finditer(rb"/F(\d+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj|\bET\b", content):
            if token.group(1):
                font = cmaps.get(int(token.group(1)), {})
            elif token.group(2) is not None:
                hexes = token.group(2).decode()
                out.append("".join(font.get(int(hexes[i:i + 4], 16), "?") for i in range(0, len(hexes), 4)))
            else:
                out.append("\n")
    return "".join(out)


def squash(text: str) -> str:
    """Whitespace removed and ligatures (fi, fl) unfolded, for containment checks."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))
