"""What a city's texts must not show the user (issue 22 item 14), for the city text tests.

The desktop turns ``site.<field>`` paths and single-quoted term ids into labels; what it cannot
mend is checked here: flag codes in prose (a flag keeps its code at its start, for the
tooltip), reference-note file names, Python reprs and ids that are neither quoted nor after
``site.<field> =``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

#: the result keys whose texts the city writes (the core writes arithmetic and site totals)
TEXT_KEYS = ("reasons", "notes", "steps", "warnings", "responsible", "title", "message")
BAD = {
    "flag code": re.compile(r"\b[A-Z]{1,3}-\d+[a-z]?\b"),
    "file name": re.compile(r"\b\w+\.(md|txt|py)\b"),
    "repr": re.compile(r"\bNone\b|\[\]|\{'|!r\b"),
    "issue number": re.compile(r"issue #\d"),
}
#: a bare id: snake_case, not inside quotes, not part of a dotted path or a [key]
_ID = re.compile(r"(?<![\w.'\"/\[-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w'\"(\[])")
_QUOTED = re.compile(r"'[^']*'|\"[^\"]*\"")
_ALLOWED = re.compile(r"\b(site|rainfall)\.\w+ = [a-z_]+")
#: core texts carried in a city's result (site totals, the holiday list line)
_CORE = re.compile(r"^(site \w+ = |Holiday list: )")


def problems(text: str) -> list[str]:
    """What in ``text`` would still read badly once labels replace paths and quoted ids."""
    found = [f"{what}: {m.group(0)}" for what, p in BAD.items() if (m := p.search(text))]
    rest = _QUOTED.sub("", _ALLOWED.sub("", text))
    found += [f"bare id: {m}" for m in _ID.findall(rest)]
    return found


def result_texts(result: Any, key: str = "") -> Iterator[str]:
    """The texts of a result the city writes: reasons, notes, steps, warnings ..."""
    if isinstance(result, dict):
        for k, v in result.items():
            if k not in ("flags", "citations", "arithmetic", "vocabulary_notes"):
                yield from result_texts(v, k)
    elif isinstance(result, list):
        for v in result:
            yield from result_texts(v, key)
    elif isinstance(result, str) and key in TEXT_KEYS and not _CORE.match(result):
        yield result


def descriptor_texts(host: Any, jid: str) -> Iterator[str]:
    """The fixed texts of a city's descriptors: parameter labels and notes, deadline notes
    and parties, penalty notes, discharge notes and conditions, form descriptions and help."""
    for p in host.parameters(jid).values():
        yield from (p.label, p.note or "")
    for d in host.descriptors(jid, "deadline"):
        yield from (d.title, d.notes or "", d.responsible or "")
    for p in host.descriptors(jid, "penalty"):
        yield p.notes or ""
    for d in host.descriptors(jid, "discharge"):
        yield from (d.notes, *d.conditions)
    for spec in host.descriptors(jid, "form"):
        yield from (spec.description, *(f.help for f in spec.fields))


def bad_texts(texts: Iterable[str]) -> dict[str, list[str]]:
    return {t: found for t in texts if t and (found := problems(t))}


DEMO = Path(__file__).parents[2] / "resources" / "demo"
