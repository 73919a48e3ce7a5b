"""Terms of a site (facility types, activities, events, violations, discharges …) that a city
does not know: listed after a switch of city, removable one by one or all at once, each
removal an undo step; the site keeps every other fact (issue 22 items 6 and 8).

The city's vocabulary is the core's (``workbench.core.evaluate.vocabulary_names``), so what
is listed here is exactly what the evaluation does not read."""

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


def _values(scenario: Scenario, field: str) -> list[str]:
    if field.startswith("site."):
        return list(getattr(scenario.site, field[5:]))
    return [entry.kind for entry in getattr(scenario, field)]


def term_label(host: Any, key: str, value: str) -> str:
    """The term's label in any loaded city that knows it, else the id in words."""
    for city in host.jurisdictions():
        label = host.vocabulary(city.id).get(key, {}).get(value)
        if label:
            return str(label)
        if key == "discharge":
            rule = host.descriptor(city.id, "discharge", value)
            if rule is not None:
                return str(rule.title)
    return value.replace("_", " ")


def unknown_terms(host: Any, scenario: Scenario, jid: str | None) -> list[Term]:
    """The site's terms the city ``jid`` does not know (none without a city)."""
    if not jid:
        return []
    from workbench.core.evaluate import vocabulary_names

    try:
        names = vocabulary_names(host, jid)
    except KeyError:  # the city's plugin is not loaded: the site panel says so
        return []
    found = []
    for key, field, title in FIELDS:
        if key in DECLARED_ONLY and not names[key]:
            continue
        for index, value in enumerate(_values(scenario, field)):
            if value not in names[key]:
                label = f"{title}: {term_label(host, key, value)}"
                found.append(Term(key, field, index, value, label))
    return found


def remove_terms(scenario: Scenario, terms: list[Term]) -> None:
    """Remove ``terms`` from ``scenario`` (a copy being edited); everything else stays."""
    for _key, field, _title in FIELDS:
        places = {t.index for t in terms if t.field == field}
        if not places:
            continue
        if field.startswith("site."):
            name = field[5:]
            kept = [v for i, v in enumerate(getattr(scenario.site, name)) if i not in places]
            setattr(scenario.site, name, kept)
        else:
            kept_entries = [e for i, e in enumerate(getattr(scenario, field)) if i not in places]
            setattr(scenario, field, kept_entries)
