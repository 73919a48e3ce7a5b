"""One site, every city: the core vocabulary and the translation of a site's terms.

Facility types, activities, event kinds and violation kinds that two or more ordinances share
are core terms (``CORE_TERMS``), each with a plain label. Each city maps its ordinance's defined
terms onto core terms (``TermMap`` descriptors from its ``wb_terms`` hook, cited to the
defining lines) with their relation: the same, broader (every one of the core terms is the city
term) or narrower (the city term is one of them, not every one of them is it).

Evaluating a site under a city never fails on another city's word: a term the city defines is
used as given; another city's term, or a core term, is translated (it certainly is a city term,
it may be one, or it is nothing the ordinance defines). What is not certain becomes a note on
the result, and the findings that read that field and do not apply become ``needs_info``. A
term no city and no core entry knows is refused.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from workbench.core.rules import TermMap

#: kind -> core term -> plain label. Kinds are the vocabulary keys of the scenario fields.
CORE_TERMS: dict[str, dict[str, str]] = {
    "facility_type": {
        "restaurant": "Restaurant or other food service operation",
        "automotive_service": "Automotive service or repair facility",
        "fueling_station": "Fueling station or retail gasoline outlet",
        "retail_center": "Retail center or commercial mall",
        # Livingston L243 "grocery stores", Del Mar L473 "food markets"
        "grocery_store": "Grocery store or food market",
        "commercial_facility": "Commercial facility (business or commerce)",
        "industrial_facility": (
            "Industrial facility (manufacturing, processing, storage, industrial park)"
        ),
        "parking_lot": "Parking lot or vehicle storage facility",
        "residence": "Residence",
        "street_or_road": "Street or road",
    },
    "activity": {
        "food_service": "Food service (restaurants, food markets)",
        "vehicle_washing": "Vehicle and equipment washing or cleaning",
        "vehicle_repair": "Vehicle and equipment repair and maintenance",
        "fuel_dispensing": "Fuel dispensing",
        "outdoor_storage": "Outdoor storage of equipment or materials",
        "landscape_maintenance": "Landscape maintenance and pesticide use",
        "pool_fountain": "Pools, spas and fountains",
        "refuse_storage": "Refuse and solid waste storage areas",
        "landscape_irrigation": "Landscape irrigation",
    },
    "event": {
        "spill_discovered": "Spill or release discovered",
        "notice_of_violation_received": "Notice of violation received",
        "irrigation_leak_learned": "Irrigation leak or excess irrigation runoff learned of",
        "recycled_pond_discharge": "Discharge from a recycled-water pond",
    },
    "violation": {
        "illicit_discharge": "Illicit or prohibited discharge",
        "illicit_connection": "Illicit connection to the storm drain system",
        "construction_bmp_failure": "Construction site BMPs not implemented or maintained",
        "failure_to_report": "Discharge or spill not reported",
        "general": "Any other violation of the chapter",
    },
}

#: What a core term always is as well (a restaurant is a commercial facility with food service).
CORE_IMPLIES: dict[str, tuple[str, ...]] = {
    "facility_type:restaurant": ("facility_type:commercial_facility", "activity:food_service"),
    "facility_type:automotive_service": (
        "facility_type:commercial_facility",
        "activity:vehicle_repair",
    ),
    "facility_type:fueling_station": (
        "facility_type:commercial_facility",
        "activity:fuel_dispensing",
    ),
    "facility_type:retail_center": ("facility_type:commercial_facility",),
    "facility_type:grocery_store": ("facility_type:commercial_facility", "activity:food_service"),
}

#: vocabulary key -> the scenario field holding such terms
FIELDS = {
    "facility_type": "site.facility_types",
    "activity": "site.activities",
    "event": "events",
    "violation": "violations",
}


#: kind -> how a note names it
_KIND_LABELS = {
    "facility_type": "Facility type",
    "activity": "Activity",
    "event": "Event",
    "violation": "Violation",
    "condition": "Condition",
    "exemption": "Exemption",
    "discharge": "Discharge",
}


def kind_label(kind: str) -> str:
    """How a note names a vocabulary kind ("Facility type")."""
    return _KIND_LABELS.get(kind, kind.replace("_", " ").capitalize())


def core_label(qualified: str) -> str:
    kind, _, term = qualified.partition(":")
    return CORE_TERMS.get(kind, {}).get(term, term)


def closure(terms: Iterable[str]) -> set[str]:
    """The core terms and everything they always are (``CORE_IMPLIES``)."""
    found: set[str] = set()
    todo = list(terms)
    while todo:
        term = todo.pop()
        if term not in found:
            found.add(term)
            todo.extend(CORE_IMPLIES.get(term, ()))
    return found


@dataclass
class Translation:
    """A site's terms as one city reads them.

    ``terms``: kind -> the city's own terms present (given or certainly implied);
    ``read``: (kind, given term) -> the city's terms ((kind, term)) it is certainly read as
    (the term itself where the city defines it; empty where it is nothing certain);
    ``notes``: one line per term the city cannot read as given, in labels (no ids);
    ``possible``: kind -> the city's terms some given term may be;
    ``open_fields``: scenario fields whose findings could change with a term the city may or
    may not read as one of its own (``needs_info`` where they do not apply): field -> the
    labels of those given terms.
    """

    terms: dict[str, list[str]] = field(default_factory=dict)
    read: dict[tuple[str, str], list[tuple[str, str]]] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)
    open_fields: dict[str, list[str]] = field(default_factory=dict)
    #: kind -> the city's terms a given term may be (none certainly is): three-valued reading
    possible: dict[str, list[str]] = field(default_factory=dict)

    def first(self, kind: str, term: str) -> str | None:
        """The city term of the same kind a given term is certainly read as (None: none)."""
        return next((t for k, t in self.read.get((kind, term), []) if k == kind), None)


class Vocabulary:
    """Every city's terms and their core mappings, for translating a site between cities."""

    def __init__(
        self,
        own: Mapping[str, Mapping[str, Mapping[str, str]]],
        maps: Mapping[str, Iterable[TermMap]],
        chapters: Mapping[str, str],
    ) -> None:
        """``own``: jid -> kind -> term -> label; ``maps``: jid -> its TermMaps;
        ``chapters``: jid -> the chapter's short name for notes ("Ch. 12.16")."""
        self.own = {jid: {k: dict(v) for k, v in kinds.items()} for jid, kinds in own.items()}
        self.chapters = dict(chapters)
        self.maps: dict[str, dict[tuple[str, str], TermMap]] = {}
        for jid, items in maps.items():
            self.maps[jid] = {(m.kind, m.term): m for m in items}
        # a city term spelled as a core term of its kind is that core term, exactly
        for jid, kinds in self.own.items():
            for kind, terms in kinds.items():
                for term in terms:
                    if term in CORE_TERMS.get(kind, {}) and (kind, term) not in self.maps.get(
                        jid, {}
                    ):
                        self.maps.setdefault(jid, {})[(kind, term)] = TermMap(
                            kind, term, (f"{kind}:{term}",), "same", ()
                        )

    # ----------------------------------------------------------------- lookups
    def known_anywhere(self, kind: str, term: str) -> bool:
        return term in CORE_TERMS.get(kind, {}) or any(
            term in kinds.get(kind, {}) for kinds in self.own.values()
        )

    def label(self, kind: str, term: str, jid: str | None = None) -> str:
        """A term's plain label: the city's own (``jid``), else the core's, else the first
        city's that defines it; the id itself only where nobody labels it."""
        if jid is not None and term in self.own.get(jid, {}).get(kind, {}):
            return self.own[jid][kind][term]
        if term in CORE_TERMS.get(kind, {}):
            return CORE_TERMS[kind][term]
        for kinds in self.own.values():
            if term in kinds.get(kind, {}):
                return kinds[kind][term]
        return term

    def meaning(self, kind: str, term: str, reader: str) -> tuple[set[str], set[str], list[str]]:
        """What a term given at a site means in core terms for a reader city that does not
        define it: (what it certainly is, the core terms it maps to, the cities whose term it
        is)."""
        owners = [
            jid for jid, kinds in self.own.items() if jid != reader and term in kinds.get(kind, {})
        ]
        if term in CORE_TERMS.get(kind, {}):
            return closure([f"{kind}:{term}"]), {f"{kind}:{term}"}, owners
        certain: set[str] | None = None
        possible: set[str] = set()
        for jid in owners:
            mapped = self.maps.get(jid, {}).get((kind, term))
            if mapped is None or not mapped.core:
                continue
            closures = [closure([c]) for c in mapped.core]
            possible |= set(mapped.core)
            # the same as, or narrower than, its core terms: certainly what they all are
            is_ = set.intersection(*closures) if mapped.relation != "broader" else set()
            certain = is_ if certain is None else certain & is_
        return certain or set(), possible, owners

    def city_terms(self, jid: str) -> list[tuple[str, str, TermMap]]:
        """(kind, term, its map) for each mapped term a city defines."""
        return [
            (kind, term, m)
            for (kind, term), m in self.maps.get(jid, {}).items()
            if term in self.own.get(jid, {}).get(kind, {})
        ]

    # ----------------------------------------------------------------- translation
    def translate(self, jid: str, given: Mapping[str, Iterable[str]]) -> Translation:
        """The site's terms (kind -> terms as given) as city ``jid`` reads them, all kinds in
        one pass: what a term may be is left open only where no given term certainly is it."""
        out = Translation({kind: [] for kind in given})
        chapter = self.chapters.get(jid, jid)
        mapped = self.city_terms(jid)
        foreign = []
        for kind, terms in given.items():
            for term in dict.fromkeys(terms):
                if term in self.own.get(jid, {}).get(kind, {}):
                    _add(out.terms, kind, term)
                    out.read[(kind, term)] = [(kind, term)]
                    continue
                certain, possible, owners = self.meaning(kind, term, jid)
                # certainly the city's term: it is one of the core terms the city term covers
                sure = [
                    (k, t)
                    for k, t, m in mapped
                    if m.relation != "narrower" and certain & set(m.core)
                ]
                # possibly the city's term: one's core term is a kind of the other's
                maybe = [
                    (k, t)
                    for k, t, m in mapped
                    if (k, t) not in sure and _overlap(possible, m.core)
                ]
                out.read[(kind, term)] = sure
                for k, t in sure:
                    _add(out.terms, k, t)
                foreign.append((kind, term, owners, sure, maybe))
        for kind, term, owners, sure, maybe in foreign:
            # a city term another given term certainly is leaves nothing open
            maybe = [(k, t) for k, t in maybe if t not in out.terms.get(k, [])]
            where = ", ".join(self.chapters.get(o, o) for o in owners) or "core term"
            given_as = f"{kind_label(kind)} {_q(self.label(kind, term))} ({where})"
            read = ", ".join(_q(self.label(k, t, jid)) for k, t in sure)
            names = ", ".join(_q(self.label(k, t, jid)) for k, t in maybe)
            decide = "choose the ordinance's own term to decide the findings it could change"
            if sure and maybe:
                note = (
                    f"{given_as} is read as {read} in {chapter}; it may also be {names}: {decide}"
                )
            elif sure:
                note = f"{given_as} is read as {read} in {chapter}"
            elif maybe:
                note = f"{given_as} is not a term of {chapter}; it may be {names}: {decide}"
            else:
                note = f"{given_as} is not a term of {chapter}, which has nothing like it"
            out.notes.append(note)
            for k, t in maybe:
                _add(out.open_fields, FIELDS.get(k, k), self.label(kind, term))
                _add(out.possible, k, t)
        return out

    def listing(self, jid: str) -> list[dict[str, Any]]:
        """The city's terms with their core mapping (``rules --kind vocabulary``)."""
        rows = []
        for kind, terms in self.own.get(jid, {}).items():
            if kind not in FIELDS:
                continue
            for term, label in terms.items():
                m = self.maps.get(jid, {}).get((kind, term))
                rows.append(
                    {
                        "id": term,
                        "kind": "vocabulary",
                        "vocabulary": kind,
                        "title": label,
                        "core": [
                            {"term": c, "label": core_label(c)} for c in (m.core if m else ())
                        ],
                        "relation": m.relation if m else None,
                        "own_term": m is None or m.relation == "own",
                        "reason": m.reason if m else "",
                        "citations": [c.to_json() for c in (m.citations if m else ())],
                    }
                )
        return rows


def _q(text: str) -> str:
    """A label quoted in a note."""
    return f'"{text}"'


def _overlap(given: Iterable[str], city: Iterable[str]) -> bool:
    """Whether a core term of one side is (a kind of) a core term of the other."""
    return any(c in closure([g]) or g in closure([c]) for g in given for c in city)


def _add(target: dict[str, list[str]], key: str, value: str) -> None:
    values = target.setdefault(key, [])
    if value not in values:
        values.append(value)
