"""Text of a PDF written by Qt's PDF writer, with the standard library only (tests only).

Qt writes each font as a Type0 font with a ToUnicode CMap and draws glyphs with ``<hex> Tj``;
this maps the glyph ids back through those CMaps. Spaces are not drawn as glyphs, so compare
texts with whitespace removed (``squash``)."""

from __future__ import annotations

import re
import unicodedata
import zlib

_OBJ = re.compile(rb"(?:^|[\r\n])(\d+) 0 obj\b")


def _objects(data: bytes) -> dict[int, tuple[bytes, bytes]]:
    """{object number: (dictionary text, raw stream bytes)}; streams are cut by /Length."""
    starts = [(int(m.group(1)), m.end()) for m in _OBJ.finditer(data)]
    heads: dict[int, tuple[int, bytes]] = {}
    for num, start in starts:
        stream_at = data.find(b"stream", start)
        end_at = data.find(b"endobj", start)
        if 0 <= stream_at < end_at:
            heads[num] = (stream_at, data[start:stream_at])
        else:
            heads[num] = (-1, data[start:end_at])
    out: dict[int, tuple[bytes, bytes]] = {}
    for num, (stream_at, head) in heads.items():
        if stream_at < 0:
            out[num] = (head, b"")
            continue
        length = re.search(rb"/Length (\d+)(?: 0 R)?", head)
        size = int(length.group(1)) if length else 0
        if length and length.group(0).endswith(b"R"):
            size = int(heads[size][1].strip())
        begin = stream_at + len(b"stream")
        begin += 2 if data[begin : begin + 2] == b"\r\n" else 1
        out[num] = (head, data[begin : begin + size])
    return out


def _stream(head: bytes, raw: bytes) -> bytes:
    return zlib.decompress(raw) if b"/FlateDecode" in head else raw


def _cmap(data: bytes) -> dict[int, str]:
    table: dict[int, str] = {}
    for block in re.findall(rb"beginbfchar(.*?)endbfchar", data, re.S):
        for src, dst in re.findall(rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            table[int(src, 16)] = bytes.fromhex(dst.decode()).decode("utf-16-be")
    for block in re.findall(rb"beginbfrange(.*?)endbfrange", data, re.S):
        for lo, hi, dst, array in re.findall(
            rb"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(?:<([0-9A-Fa-f]+)>|\[([^\]]*)\])", block
        ):
            codes = range(int(lo, 16), int(hi, 16) + 1)
            if array:
                targets = [
                    bytes.fromhex(t.decode()).decode("utf-16-be")
                    for t in re.findall(rb"<([0-9A-Fa-f]+)>", array)
                ]
                table.update(zip(codes, targets, strict=False))
            else:
                table.update(
                    (code, chr(int(dst, 16) + offset)) for offset, code in enumerate(codes)
                )
    return table


def pdf_pages(data: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b(?!s)", data))


def pdf_text(data: bytes) -> str:
    return "".join(pdf_page_texts(data))


def pdf_page_texts(data: bytes) -> list[str]:
    """The text of each content stream with text in it: one per page, in page order (the
    reports paint each page once), for checks such as "no page holds only the header and
    footer"."""
    objects = _objects(data)
    cmaps: dict[int, dict[int, str]] = {}
    for num, (head, _raw) in objects.items():
        ref = re.search(rb"/ToUnicode (\d+) 0 R", head)
        if ref and b"/Type0" in head:
            cmaps[num] = _cmap(_stream(*objects[int(ref.group(1))]))
    pages: list[str] = []
    for head, raw in objects.values():
        if not raw or b"/Subtype /Image" in head:
            continue
        try:
            content = _stream(head, raw)
        except zlib.error:
            continue
        if b" Tj" not in content:
            continue
        out: list[str] = []
        font: dict[int, str] = {}
        for token in re.finditer(rb"/F(\d+) [\d.]+ Tf|<([0-9A-Fa-f]*)> Tj|\bET\b", content):
            if token.group(1):
                font = cmaps.get(int(token.group(1)), {})
            elif token.group(2) is not None:
                hexes = token.group(2).decode()
                out.append(
                    "".join(
                        font.get(int(hexes[i : i + 4], 16), "?") for i in range(0, len(hexes), 4)
                    )
                )
            else:
                out.append("\n")
        pages.append("".join(out))
    return pages


def squash(text: str) -> str:
    """Whitespace removed and ligatures (fi, fl) unfolded, for containment checks."""
    return re.sub(r"\s+", "", unicodedata.normalize("NFKC", text))
