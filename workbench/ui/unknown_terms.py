"""Terms of a site (facility types, activities, events, violations, discharges …) that a city
does not know: listed after a switch of city, removable one by one or all at once, each
removal an undo step; the site keeps every other fact (issue 22 items 6 and 8).

A city's own terms and how it reads another city's or a core term come from the core
(``host.terms()``, ``workbench.core.vocabulary``), so the list says what the evaluation does."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from workbench.core.model import Scenario

#: (vocabulary key, scenario field, what it is called); events, violations and discharges
#: are lists of entries whose ``kind`` is the term
FIELDS = (
    ("facility_type", "site.facility_types", "Facility type"),
    ("activity", "site.activities", "Activity"),
    ("condition", "site.conditions", "Condition"),
    ("exemption", "site.exemptions_claimed", "Exemption claimed"),
    ("event", "events", "Event"),
    ("violation", "violations", "Violation"),
    ("discharge", "discharges", "Discharge"),
)
#: vocabularies a city may leave undeclared (then it judges none of their terms)
DECLARED_ONLY = ("condition", "exemption")


@dataclass(frozen=True)
class Term:
    key: str  # vocabulary key
    field: str  # scenario field
    index: int  # place in that list
    value: str  # the term (an id)
    label: str  # what a user reads
    reading: str = ""  # how the city reads it (the core's note), if it reads it at all


def _values(scenario: Scenario, field: str) -> list[str]:
    if field.startswith("site."):
        return list(getattr(scenario.site, field[5:]) or [])  # None: not given (issue 32)
    return [entry.kind for entry in getattr(scenario, field)]


def term_label(host: Any, key: str, value: str) -> str:
    """The term's label (``workbench.core.evaluate.term_label``: the one the core's notes use)."""
    from workbench.core.evaluate import term_label as core_term_label

    return core_term_label(host, key, value)


def unknown_terms(host: Any, scenario: Scenario, jid: str | None) -> list[Term]:
    """The site's terms that are not the city ``jid``'s own (none without a city), each with
    how the city reads it (``workbench.core.vocabulary``: as one of its own terms, as maybe
    one, or not at all)."""
    if not jid:
        return []
    try:
        host.jurisdiction(jid)
    except KeyError:  # the city's plugin is not loaded: the site panel says so
        return []
    vocab = host.terms()
    own = vocab.own.get(jid, {})
    found = []
    for key, field, title in FIELDS:
        if key in DECLARED_ONLY and not own.get(key):
            continue  # a city that declares no such terms judges none
        for index, value in enumerate(_values(scenario, field)):
            if key == "discharge":
                known = host.descriptor(jid, "discharge", value) is not None
            else:
                known = value in own.get(key, {})
            if known:
                continue
            reading = ""
            if key not in DECLARED_ONLY and key != "discharge":
                notes = vocab.translate(jid, {key: [value]}).notes
                reading = notes[0] if notes else ""
            label = f"{title}: {term_label(host, key, value)}"
            found.append(Term(key, field, index, value, label, reading))
    return found


def remove_terms(scenario: Scenario, terms: list[Term]) -> None:
    """Remove ``terms`` from ``scenario`` (a copy being edited); everything else stays."""
    for _key, field, _title in FIELDS:
        places = {t.index for t in terms if t.field == field}
        if not places:
            continue
        if field.startswith("site."):
            name = field[5:]
            given = getattr(scenario.site, name) or []
            kept = [v for i, v in enumerate(given) if i not in places]
            # removing the last foreign term leaves the list not given, never "none of these"
            setattr(scenario.site, name, kept or None)
        else:
            kept_entries = [e for i, e in enumerate(getattr(scenario, field)) if i not in places]
            setattr(scenario, field, kept_entries)
