"""Rule texts for a reader: the ids a rule's text quotes become the labels the user sees.

A city's reasons, flags and notes are written against the scenario ("site.conditions does not
include 'industrial_park'"). The desktop, the PDF report and the command line's text output
show them through :func:`readable`, which names each *known* id by its label: a scenario field
(``site.<field>``, ``rainfall.<field>`` or a bare field name with an underscore) by the label
the Site panel shows; a term of the city (condition, exemption, discharge, facility type,
activity, event, violation, project type, land use) or of the core vocabulary by its label; a
parameter (``parameters.<city>.<id>``, ``<city>.<id>`` or its bare id) by its label; a rule,
classification, deadline, sizing tool or form of the city by its title; a reference note's
file name by what it is. A single word (``'commercial'``) is a term only where it is quoted
or is the value after its field (``site.land_use = commercial``, read in that field's own
terms); words nobody declared are never touched. Issue 22 item 14;
docs/USER_TEXT.md.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

#: unit suffixes of field names, longest first where one ends another
UNIT_SUFFIXES: tuple[tuple[str, str], ...] = (
    ("_in_per_hr", "in/hr"),
    ("_sqft", "sq ft"),
    ("_cuft", "cu ft"),
    ("_cfs", "cfs"),
    ("_usd", "US$"),
    ("_pct", "%"),
    ("_hr", "hr"),
    ("_ft", "ft"),
    ("_in", "in"),
)
_SPECIAL_WORDS = {"p85": "85th percentile", "p95": "95th percentile", "bmp": "BMP", "usd": "US$"}
_DESCRIPTOR_KINDS = ("classification", "applicability", "deadline", "sizing", "form", "penalty")


def humanise(field_name: str) -> str:
    """A field's label as the Site panel shows it: ``p85_24hr_in`` -> ``85th percentile
    24-hr``; ``new_impervious_sqft`` -> ``New impervious``."""
    name = field_name
    for suffix, _unit in UNIT_SUFFIXES:
        if name.endswith(suffix):
            name = name[: -len(suffix)]
            break
    name = re.sub(r"(\d+)hr\b", r"\1-hr", name)
    words = [_SPECIAL_WORDS.get(w, w) for w in name.replace("_", " ").split()]
    text = " ".join(words)
    return text[:1].upper() + text[1:]


#: a reference note's path or file name ("shared/reference/engineering_methods.md")
_NOTE_FILE = re.compile(r"\b(?:[\w.-]+/)*(\w+)\.md\b")


def readable_source(text: str) -> str:
    """A text without the file names of the project's reference notes:
    ``engineering_methods.md section 6.2`` reads "the reference notes on engineering methods
    section 6.2"."""
    return _NOTE_FILE.sub(lambda m: f"the reference notes on {m.group(1).replace('_', ' ')}", text)


#: a label's trailing note with line references ("Industrial park (L79; category 2, L423)",
#: "Streets or roads within a larger project (category 7, L430)")
_LINE_NOTE = re.compile(r"\s*\([^()]*\bL\d+[^()]*\)$")


def short_label(label: str) -> str:
    """A label as a running text quotes it: without its trailing line references."""
    return _LINE_NOTE.sub("", label).strip() or label


@dataclass(frozen=True)
class Glossary:
    """What one city's texts may quote, by id: field labels, term labels, parameter labels
    and descriptor titles (build it with :func:`glossary`)."""

    fields: Mapping[str, str]
    terms: Mapping[str, str]
    parameters: Mapping[str, str]
    titles: Mapping[str, str]
    jurisdictions: frozenset[str] = frozenset()
    #: field -> its values' labels, for "project_type = redevelopment" (a value is read in
    #: its field's own terms: land use "commercial" is not Del Mar's facility type)
    values: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def label(self, token: str) -> tuple[str, str] | None:
        """(kind, label) of a known id or path, or None. Kinds: field, term, parameter,
        title. A single word is only ever a term (``'manned'`` may be an ordinance's word that
        a classification is named after)."""
        head, _, rest = token.partition(".")
        if head in ("site", "rainfall") and rest in self.fields:
            return "field", self.fields[rest]
        if head == "parameters":
            head, _, rest = rest.partition(".")
        if head in self.jurisdictions and rest in self.parameters:
            return "parameter", self.parameters[rest]
        if rest:
            return None
        if "_" not in token:
            return ("term", self.terms[token]) if token in self.terms else None
        for kind, table in (
            ("term", self.terms),
            ("field", self.fields),
            ("parameter", self.parameters),
            ("title", self.titles),
        ):
            if token in table:
                return kind, table[token]
        return None


def glossary(host: Any, jid: str | None) -> Glossary:
    """The glossary of city ``jid``: its own terms first, then the core's, then the other
    cities' (a site's terms may be another city's); its parameters and descriptor titles
    (with ``jid`` None, every city's). ``host`` None: fields and core terms only."""
    # here, not at the top: the desktop's theme imports this module before its first paint,
    # which must not wait for the model (pydantic)
    from workbench.core.model import LAND_USES, PROJECT_TYPES, Rainfall, SiteFacts
    from workbench.core.vocabulary import CORE_TERMS

    fields = {name: humanise(name) for name in (*SiteFacts.model_fields, *Rainfall.model_fields)}
    cities = [j.id for j in host.jurisdictions()] if host is not None else []
    mine = [jid] if jid is not None and jid in cities else []
    others = [c for c in cities if c not in mine]
    own = host.terms().own if host is not None else {}
    terms: dict[str, str] = {}
    parameters: dict[str, str] = {}
    titles: dict[str, str] = {}
    for city in mine:
        _add_city(host, city, own.get(city, {}), terms, parameters, titles)
    for kind_terms in CORE_TERMS.values():
        for term, label in kind_terms.items():
            terms.setdefault(term, label)
    for term in (*PROJECT_TYPES, *LAND_USES):
        terms.setdefault(term, term.replace("_", " "))
    for city in others:
        if jid is None:
            _add_city(host, city, own.get(city, {}), terms, parameters, titles)
        else:
            _add_terms(terms, own.get(city, {}))
    city_terms = own.get(jid, {}) if jid else {}
    values = {
        "project_type": {t: t.replace("_", " ") for t in PROJECT_TYPES},
        "land_use": {t: t.replace("_", " ") for t in LAND_USES},
        "facility_types": _labels(
            {**CORE_TERMS["facility_type"], **city_terms.get("facility_type", {})}
        ),
        "activities": _labels({**CORE_TERMS["activity"], **city_terms.get("activity", {})}),
    }
    return Glossary(fields, terms, parameters, titles, frozenset(cities), values)


def _add_city(
    host: Any,
    city: str,
    kinds: Mapping[str, Mapping[str, str]],
    terms: dict[str, str],
    parameters: dict[str, str],
    titles: dict[str, str],
) -> None:
    """A city's terms, discharges, parameters and descriptor titles (first entry wins)."""
    _add_terms(terms, kinds)
    for rule in host.descriptors(city, "discharge"):
        terms.setdefault(rule.id, rule.title or rule.id.replace("_", " "))
    for pid, parameter in host.parameters(city).items():
        parameters.setdefault(pid, parameter.label or pid.replace("_", " "))
    for kind in _DESCRIPTOR_KINDS:
        for item in host.descriptors(city, kind):
            titles.setdefault(item.id, getattr(item, "title", "") or item.id.replace("_", " "))


def _labels(terms: Mapping[str, str]) -> dict[str, str]:
    """Term id -> the label a running text quotes."""
    return {
        term: short_label(label) if label != term else term.replace("_", " ")
        for term, label in terms.items()
    }


def _add_terms(terms: dict[str, str], kinds: Mapping[str, Mapping[str, str]]) -> None:
    for kind_terms in kinds.values():
        for term, label in _labels(kind_terms).items():
            terms.setdefault(term, label)


#: a parameter's "where to set it" as a rule writes it, and as the desktop says it
_SET_PARAMETER = re.compile(r"([Ss])et it in the scenario's parameters as \"(\w+)\.(\w+)\"")
_PARAMETER_MISSING = re.compile(r"\bparameters\.(\w+)\.(\w+) is not given")
#: an id or dotted path, maybe quoted
_ID = (
    r"(?P<open>['\"‘“]?)"
    r"(?<![\w.])(?P<id>[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)*)(?![\w])(?!\.\w)"
    r"(?P<close>['\"’”]?)"
)
#: a field and its value ("site.project_type = redevelopment", "facility_types commercial")
_VALUE = (
    r"(?P<pair>(?<![\w.])(?P<path>(?:site\.)?"
    r"(?P<field>project_type|land_use|facility_types|activities))"
    r"(?P<sep>\s*=\s*|\s+)(?P<value>[a-z][a-z0-9_]*)(?![\w.]))"
)
_TOKEN = re.compile(f"{_VALUE}|{_ID}")
_GENERIC = re.compile(_ID)


def readable(text: str, words: Glossary, *, desktop: bool = False) -> str:
    """``text`` with every known id named by its label (module docstring). ``desktop``: a
    parameter is set in the Site panel's Parameters table, not in "the scenario's
    parameters"."""
    return _rewrite(text, words, desktop, lambda label, _id: f"“{label}”", str)


def readable_html(text: str, words: Glossary, *, desktop: bool = False) -> str:
    """:func:`readable` as escaped HTML, each label in a span whose tooltip is its id (for
    experts)."""
    return _rewrite(
        text,
        words,
        desktop,
        lambda label, id_: f"<span title='{html.escape(id_)}'>“{html.escape(label)}”</span>",
        html.escape,
    )


Quote = Callable[[str, str], str]


def _rewrite(
    text: str, words: Glossary, desktop: bool, quote: Quote, escape: Callable[[str], str]
) -> str:
    if desktop:
        text = _SET_PARAMETER.sub(
            lambda m: (
                f"{m.group(1)}et it in the Site panel's Parameters table "
                f"(“{_parameter(words, m.group(3))}”)"
            ),
            text,
        )
        text = _PARAMETER_MISSING.sub(
            lambda m: (
                f"the parameter “{_parameter(words, m.group(2))}” (Site panel, Parameters "
                "table) has no accepted value"
            ),
            text,
        )
    return _each(_TOKEN, readable_source(text), escape, lambda m: _replace(m, words, quote, escape))


def _each(
    pattern: re.Pattern[str],
    text: str,
    escape: Callable[[str], str],
    replace: Callable[[re.Match[str]], str],
) -> str:
    """``pattern.sub(replace, text)`` with the text between the matches escaped."""
    out, pos = [], 0
    for match in pattern.finditer(text):
        out += [escape(text[pos : match.start()]), replace(match)]
        pos = match.end()
    out.append(escape(text[pos:]))
    return "".join(out)


def _parameter(words: Glossary, pid: str) -> str:
    return words.parameters.get(pid, pid.replace("_", " "))


def _replace(
    match: re.Match[str], words: Glossary, quote: Quote, escape: Callable[[str], str]
) -> str:
    if match.group("pair"):
        field, value = match.group("field"), match.group("value")
        label = words.values[field].get(value)
        if label is None:  # not a value of the field: the field alone, then what follows
            return _each(
                _GENERIC,
                match.group("pair"),
                escape,
                lambda m: _replace_id(m, words, quote, escape),
            )
        return (
            quote(words.fields[field], match.group("path"))
            + escape(match.group("sep"))
            + quote(label, value)
        )
    return _replace_id(match, words, quote, escape)


def _replace_id(
    match: re.Match[str], words: Glossary, quote: Quote, escape: Callable[[str], str]
) -> str:
    token = match.group("id")
    found = words.label(token)
    quoted = _pair(match.group("open"), match.group("close"))
    single = "_" not in token and "." not in token
    if found is None or (single and not quoted):
        return escape(match.group(0))
    if quoted:
        return quote(found[1], token)
    return escape(match.group("open")) + quote(found[1], token) + escape(match.group("close"))


def _pair(open_: str, close: str) -> bool:
    """Whether the quotes around a token belong together ('x', "x", ‘x’, “x”)."""
    return bool(open_) and {"'": "'", '"': '"', "‘": "’", "“": "”"}.get(open_) == close


def ids_left(text: str, words: Glossary) -> list[str]:
    """The known ids and scenario paths a reader would still see in ``text`` (for tests and
    checks): dotted paths and underscore ids the glossary knows, and quoted known words."""
    left = []
    # a single word that is a label itself ("commercial", the land use) is no id left
    labels = {label for table in words.values.values() for label in table.values()}
    for match in _GENERIC.finditer(text):
        token = match.group("id")
        single = "_" not in token and "." not in token
        quoted = _pair(match.group("open"), match.group("close"))
        found = words.label(token)
        if single and token in labels:
            continue
        if found and found[1] != token and (not single or quoted):
            left.append(token)
        elif token.split(".", 1)[0] in ("site", "rainfall", "parameters") and "." in token:
            left.append(token)
    return left
