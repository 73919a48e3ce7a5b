"""What would change this answer (issue 45): the single-fact changes that flip a status.

The evaluation context records each comparison it decides (``Comparison``): a threshold over
a sum of areas (``AreaSum.at_least``/``more_than``/``less_than``), a yes/no fact
(``ctx.is_true``), a list entry (``ctx.includes``), and plain reads of a fact
(``ctx.get``/``ctx.fact``, which it cannot see into). The core keeps them per finding,
classification and gated sizing tool (a consulted classification's comparisons count for the
rule that consulted it, one step deeper).

``would_change`` turns them into candidate changes of one fact: for a number, the values on
each side of every threshold it enters; for a yes/no fact, the other value (both while it is
not given); for a list, the entry that flips it. Each candidate is then checked by evaluating
the city again with the change applied (one evaluation per candidate and city, shared by every
finding), and only a change that really gives another status is reported, with the status it
gives. So nothing wrong is reported; a rule whose comparison the core cannot see says nothing.
For each fact, direction and resulting status, the nearest change is kept.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

#: the statuses in words, for the sentence of a change
_BECOMES = {
    "applies": "makes it apply",
    "does_not_apply": "makes it not apply",
    "needs_info": "leaves it open (needs info)",
    "error": "makes it fail",
    "yes": "makes it required",
    "no": "makes it not required",
    "conditional": "makes it required only if its gate applies",
}


@dataclass(frozen=True)
class Comparison:
    """One comparison the context decided.

    ``kind``: "sum" (``facts`` are the parts of an ``AreaSum``, ``op`` one of ">=", ">",
    "<", ``threshold`` the number), "fact" (a yes/no fact; ``threshold`` its kind, as
    ``FACT_KINDS``), "list" (``threshold`` the terms looked for), "read" (a plain read the
    core cannot see into). ``facts`` are (``site.<name>``, value as read) pairs.
    """

    kind: str
    facts: tuple[tuple[str, Any], ...]
    op: str
    threshold: Any = None
    wording: str = ""
    label: str = ""
    unit: str = ""


@dataclass(frozen=True)
class Recorded:
    """A comparison as recorded in a scope: ``owner`` is the scope it was decided in ("" for
    the rule itself, ``class:<id>``, ``exempt:<id>``, ``derived:<key>``), ``depth`` how many
    consultations away from the reader it was."""

    comparison: Comparison
    owner: str
    depth: int

    def deeper(self) -> Recorded:
        return replace(self, depth=self.depth + 1)


@dataclass(frozen=True)
class Candidate:
    """A change of one fact to try: ``fact`` (``site.<name>``) to ``value``."""

    fact: str
    value: Any
    current: Any
    recorded: Recorded
    boundary: Any  # the fact's value where the comparison changes (numbers), else the value


def _key(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _step(*numbers: float) -> float:
    return 1.0 if all(float(n).is_integer() for n in numbers) else 0.01


def _sum_candidates(recorded: Recorded) -> Iterable[Candidate]:
    comparison = recorded.comparison
    threshold = float(comparison.threshold)
    for name, current in comparison.facts:
        others = sum(v for n, v in comparison.facts if n != name and v is not None)
        boundary = threshold - others
        step = _step(threshold, others, current or 0)
        if comparison.op == ">":
            values = [boundary, boundary + step]
        else:  # ">=" and "<" change at the threshold itself
            values = [boundary - step, boundary]
        if current is None:
            values.append(0.0)
        for value in values:
            if value >= 0 and value != current:
                yield Candidate(name, value, current, recorded, boundary)


def _fact_candidates(recorded: Recorded) -> Iterable[Candidate]:
    ((name, current),) = recorded.comparison.facts
    values = [True, False] if current is None else [not current]
    for value in values:
        yield Candidate(name, value, current, recorded, value)


def _list_candidates(recorded: Recorded, given: Any) -> Iterable[Candidate]:
    ((name, _read),) = recorded.comparison.facts
    terms = tuple(recorded.comparison.threshold)
    if not terms:
        return
    if given is None:
        values = [[terms[0]], []]
    elif any(t in given for t in terms):
        values = [[t for t in given if t not in terms]]
    else:
        values = [[*given, terms[0]]]
    for value in values:
        yield Candidate(name, value, given, recorded, value)


def candidates(found: Sequence[Recorded], site: Any) -> list[Candidate]:
    """The single-fact changes the comparisons of one finding suggest (values as the user
    gave them: ``site`` is the scenario's site before the city's vocabulary reads it)."""
    out: list[Candidate] = []
    for recorded in found:
        kind = recorded.comparison.kind
        if kind == "sum":
            out.extend(_sum_candidates(recorded))
        elif kind == "fact":
            out.extend(_fact_candidates(recorded))
        elif kind == "list":
            name = recorded.comparison.facts[0][0].removeprefix("site.")
            out.extend(_list_candidates(recorded, getattr(site, name, None)))
    return out


def seen_facts(found: Iterable[Recorded]) -> set[str]:
    """The facts whose comparisons the core saw (read plainly too or not)."""
    return {n for r in found if r.comparison.kind != "read" for n, _ in r.comparison.facts}


def read_plainly(found: Iterable[Recorded]) -> set[str]:
    """The facts read in a way the core cannot see into (``ctx.get``/``ctx.fact``)."""
    return {n for r in found if r.comparison.kind == "read" for n, _ in r.comparison.facts}


def changed_scenario(scenario: Any, fact: str, value: Any) -> Any | None:
    """The scenario with ``site.<fact>`` set to ``value``; None where the site's facts would
    then disagree (docs/SCENARIO.md "Areas that must agree": no single change gets there)."""
    from pydantic import ValidationError

    name = fact.removeprefix("site.")
    try:
        site = type(scenario.site).model_validate(
            {**scenario.site.model_dump(exclude_unset=True), name: value}
        )
    except ValidationError:
        return None
    return scenario.model_copy(update={"site": site})


# --------------------------------------------------------------------------- citations
_QUOTED = re.compile(r"'([^']{6,})'|\u2018([^\u2019]{6,})\u2019|\"([^\"]{6,})\"")
_LINE = re.compile(r"\bL(\d{1,5})\b")


def _norm(text: str) -> str:
    return " ".join(text.lower().replace("\u2019", "'").split())


def citation_for(
    wording: str,
    citations: Sequence[Mapping[str, Any]],
    origin: Sequence[Mapping[str, Any]] = (),
) -> dict[str, Any] | None:
    """The citation of a threshold: the rule's (then, ``origin``, the citations of the
    classification or exemption that compared it) whose quote contains (or is contained in)
    a phrase the wording quotes (or the wording itself); else the one whose lines hold the
    line the wording names ("(L201)"); else the rule's first."""
    first = citations[0] if citations else (origin[0] if origin else None)
    if first is None:
        return None
    citations = [*citations, *origin]
    phrases = [_norm(p) for m in _QUOTED.finditer(wording) for p in m.groups() if p]
    phrases.append(_norm(wording))
    for phrase in phrases:
        if not phrase:
            continue
        for citation in citations:
            quote = _norm(str(citation.get("quote", "")))
            if quote and (quote in phrase or phrase in quote):
                return dict(citation)
    for line in (int(m.group(1)) for m in _LINE.finditer(wording)):
        for citation in citations:
            lines = citation.get("lines")
            if lines and lines[0] <= line <= lines[1]:
                return dict(citation)
    return dict(first)


def _line_text(citation: Mapping[str, Any] | None) -> str:
    if not citation:
        return ""
    lines = citation.get("lines")
    if not lines:
        return str(citation.get("source", ""))
    return f"L{lines[0]}" if lines[0] == lines[1] else f"L{lines[0]}-{lines[1]}"


# --------------------------------------------------------------------------- sentences
def _number(value: float) -> str:
    return f"{value:,.0f}" if float(value).is_integer() else f"{value:,.2f}"


def _value_text(value: Any) -> str:
    if value is None:
        return "not given"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (int, float)):
        return _number(value)
    if isinstance(value, (list, tuple)):
        return ", ".join(map(str, value)) or "none of these"
    return str(value)


def _crossing(change: Mapping[str, Any]) -> str:
    """Where the compared sum ends up against its threshold: "reaches 5,000 sq ft"."""
    op, limit = change.get("operator"), change.get("threshold")
    if limit is None:
        return ""
    unit = f" {change['unit']}" if change.get("unit") else ""
    shown = f"{_number(float(limit))}{unit}"
    above = float(change["value"]) >= float(change["at"])
    if op == ">":
        above = float(change["value"]) > float(change["at"])
        return f"more than {shown}" if above else f"{shown} or less"
    return f"reaches {shown}" if above else f"below {shown}"


def sentence(change: Mapping[str, Any]) -> str:
    """The change in words: "1,000 sq ft more of created + replaced impervious area
    (site.new_impervious_sqft 4,000 -> 5,000: reaches 5,000 sq ft) makes it apply (L201)"."""
    becomes = _BECOMES.get(change["becomes"], f"makes it {change['becomes']}")
    where = f" ({change['line']})" if change.get("line") else ""
    fact = change["fact"]
    current, value = change["current"], change["value"]
    moved = f"{fact} {_value_text(current)} -> {_value_text(value)}"
    if change["kind"] == "sum":
        crossing = _crossing(change)
        unit = f" {change['unit']}" if change.get("unit") else ""
        what = change.get("label") or fact
        if current is None:
            return f"{moved}{unit} ({what} {crossing}) {becomes}{where}"
        delta = abs(float(value) - float(current))
        more = "more" if value > current else "less"
        return f"{_number(delta)}{unit} {more} of {what} ({moved}: {crossing}) {becomes}{where}"
    return f"{moved} {becomes}{where}"


# --------------------------------------------------------------------------- the search
Statuses = Mapping[tuple[str, int], str]


def _direction(candidate: Candidate) -> str:
    current, value = candidate.current, candidate.value
    if isinstance(value, bool) or not isinstance(value, (int, float)) or current is None:
        return "set"
    return "more" if value > current else "less"


def _distance(candidate: Candidate) -> float:
    value, current = candidate.value, candidate.current
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(abs(value - (current or 0.0)))
    return 0.0


def would_change(
    items: Mapping[tuple[str, int], tuple[str, Sequence[Recorded], Sequence[Mapping[str, Any]]]],
    site: Any,
    statuses_after: Callable[[str, Any], Statuses],
    origins: Mapping[str, Sequence[Mapping[str, Any]]] | None = None,
) -> dict[tuple[str, int], list[dict[str, Any]]]:
    """For each item (``(kind, index)`` -> (its status now, its recorded comparisons, its
    citations)), the verified single-fact changes that flip its status.

    ``statuses_after(fact, value)`` evaluates the city with the change applied and gives every
    item's status then (called once per distinct candidate). ``origins``: the citations of
    each scope a comparison may come from (``class:<id>``, ``exempt:<id>``)."""
    tried: dict[tuple[str, Any], Statuses] = {}
    result: dict[tuple[str, int], list[dict[str, Any]]] = {}
    for key, (status, found, citations) in items.items():
        best: dict[tuple[str, str, str], tuple[tuple[float, int], Candidate]] = {}
        for candidate in candidates(found, site):
            change = (candidate.fact, _key(candidate.value))
            if change not in tried:
                tried[change] = statuses_after(candidate.fact, candidate.value)
            after = tried[change].get(key)
            if after is None or after == status:
                continue
            slot = (candidate.fact, _direction(candidate), after)
            rank = (_distance(candidate), candidate.recorded.depth)
            if slot not in best or rank < best[slot][0]:
                best[slot] = (rank, candidate)
        result[key] = [
            _entry(candidate, after, citations, (origins or {}).get(candidate.recorded.owner, ()))
            for (_fact, _dir, after), (_rank, candidate) in sorted(
                best.items(), key=lambda kv: (kv[0][0], kv[1][0])
            )
        ]
    return result


def _plain(value: Any) -> Any:
    """A whole number as an int (5000, not 5000.0, in the JSON)."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def _entry(
    candidate: Candidate,
    becomes: str,
    citations: Sequence[Mapping[str, Any]],
    origin: Sequence[Mapping[str, Any]] = (),
) -> dict[str, Any]:
    comparison = candidate.recorded.comparison
    citation = citation_for(comparison.wording or comparison.label, citations, origin)
    value = candidate.value
    entry: dict[str, Any] = {
        "fact": candidate.fact,
        "current": _plain(candidate.current),
        "value": list(value) if isinstance(value, tuple) else _plain(value),
        "becomes": becomes,
        "kind": comparison.kind,
        "comparison": _comparison_text(comparison),
        "label": comparison.label,
        "unit": comparison.unit,
        "line": _line_text(citation),
        "citation": citation,
    }
    if comparison.kind == "sum":
        entry["operator"] = comparison.op
        entry["threshold"] = _plain(comparison.threshold)  # of the compared sum
        entry["at"] = _plain(candidate.boundary)  # the fact's value where it changes
    entry["text"] = sentence(entry)
    return entry


def _comparison_text(comparison: Comparison) -> str:
    if comparison.kind == "sum":
        names = " + ".join(n for n, _ in comparison.facts)
        unit = f" {comparison.unit}" if comparison.unit else ""
        text = f"{names} {comparison.op} {_number(float(comparison.threshold))}{unit}"
        return text + (f" ({comparison.wording})" if comparison.wording else "")
    if comparison.kind == "list":
        return f"{comparison.facts[0][0]} includes {comparison.label}"
    return f"{comparison.facts[0][0]} ({comparison.label})"
