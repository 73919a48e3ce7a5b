"""Shared helpers of the Signal Hill plugin: citations bound to the ordinance file, number
formatting, three-valued threshold tests and the ids this plugin declares for
``site.conditions`` and ``site.exemptions_claimed``.

The ordinance text has no section headings. Only §§ 12.16.114, 12.16.116 and 12.16.120 can
be confirmed from cross-references inside the text (L87, L454, L544, L85, L213, L598, L656,
L698); every other citation names its place descriptively ("definitions YY", "discharge
prohibitions Q") and never guesses a section number.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from workbench.api import (
    Citation,
    MissingFact,
    Outcome,
    cite,
    external,
    needs_info,
)

if TYPE_CHECKING:
    from workbench.api import Scenario

SOURCE = "001_b9d915ebd0357d68.txt"
JID = "signal_hill"

S114 = "12.16.114"
S116 = "12.16.116"
S120 = "12.16.120"

#: one acre in square feet; the text states the conversion only for vacant parcels (L626).
ACRE_SQFT = 43_560.0


def c(first: int, last: int, quote: str, section: str | None = None) -> Citation:
    """A citation of lines ``first``-``last`` (1-based, inclusive) of the Signal Hill text."""
    return cite(SOURCE, section, first, last, quote)


def ext(source: str, section: str | None, quote: str) -> Citation:
    """A citation of a document outside the ordinance (always marked for verification)."""
    return external(source, section, quote, verify=True)


# --------------------------------------------------------------------------- ids
# site.exemptions_claimed ids: the six exemptions of § 12.16.114(F) (L508-520), repeated as
# § 12.16.116(D) (L580-592). Items 1 and 6 are also read from site.emergency_work and
# site.requires_city_permit.
EX_EMERGENCY = "emergency_construction_only"
EX_RIGHT_OF_WAY = "public_right_of_way_infrastructure"
EX_UTILITY = "utility_services_only"
EX_PARKING_RESURFACING = "parking_lot_resurfacing_only"
EX_FILM_FACADE = "film_sets_or_facades_only"
EX_NO_PERMIT = "no_city_permit"
EXEMPTION_IDS = (
    EX_EMERGENCY,
    EX_RIGHT_OF_WAY,
    EX_UTILITY,
    EX_PARKING_RESURFACING,
    EX_FILM_FACADE,
    EX_NO_PERMIT,
)

# site.conditions ids
CO_OPT_IN = "lid_opt_in"  # § 12.16.114(G) L522, § 12.16.116(E) L594
CO_ESA_IMPACT = "esa_impact_likely"  # L436
CO_ESA_NO_IMPACT = "esa_impact_unlikely"  # L436
CO_NOT_SUBJECT = "existing_not_subject_to_post_construction"  # L446, L448
CO_SUBJECT = "existing_subject_to_post_construction"  # L446, L448 (not addressed)
CO_AMEND_INFEASIBLE = "soil_amendment_infeasible"  # L486, L576
CO_IMPERMEABLE = "impermeable_soil_reported"  # L574
CO_REPAVING = "repaving_with_soil_disturbance"  # L33, L371
CO_HOA = "hoa_common_area_bmps"  # L536, L608
CO_CONTIGUOUS = "contiguous_vacant_parcels"  # L231
CO_PERMITTED_STRUCTURE = "permitted_structure_on_parcel"  # L239
CO_DEDICATION = "bmps_in_area_for_public_dedication"  # L538, L610
CONDITION_IDS = (
    CO_OPT_IN,
    CO_ESA_IMPACT,
    CO_ESA_NO_IMPACT,
    CO_NOT_SUBJECT,
    CO_SUBJECT,
    CO_AMEND_INFEASIBLE,
    CO_IMPERMEABLE,
    CO_REPAVING,
    CO_HOA,
    CO_CONTIGUOUS,
    CO_PERMITTED_STRUCTURE,
    CO_DEDICATION,
)

# site.facility_types this ordinance names
FT_INDUSTRIAL_PARK = "industrial_park"
FT_COMMERCIAL_MALL = "commercial_mall"
FT_GAS_OUTLET = "retail_gasoline_outlet"
FT_RESTAURANT = "restaurant"
FT_AUTOMOTIVE = "automotive_service_facility"
FT_PARKING_LOT = "parking_lot"
FT_STREET = "street_or_road"
FT_TREATMENT = "treatment_system"


# --------------------------------------------------------------------------- formatting
#: the format spec of each number of decimals (built once, not per call)
_SPECS = {digits: f",.{digits}f" for digits in range(7)}


def num(value: float, digits: int = 2) -> str:
    """``43560.0 -> '43,560'``, ``0.3 -> '0.3'``: thousands separators, no needless decimals.

    No cache: a site's figures are random, so a value-keyed cache mostly missed and cost more than it saved."""
    if value.__class__ is float:
        if value.is_integer():
            return f"{value:,.0f}"
    elif float(value).is_integer():
        return f"{value:,.0f}"
    spec = _SPECS.get(digits) or f",.{digits}f"
    return f"{value:{spec}}".rstrip("0").rstrip(".")


def sqft(value: float) -> str:
    return f"{num(value)} sq ft"


def pct(value: float) -> str:
    return f"{num(value, 2)}%"


_NEGATE = {">=": "<", ">": "<=", "<": ">=", "<=": ">"}
_OPS = {">=": operator.ge, ">": operator.gt, "<": operator.lt, "<=": operator.le}


def _holds(value: float, op: str, threshold: float) -> bool:
    test = _OPS.get(op)
    if test is None:
        raise ValueError(op)
    return test(value, threshold)


# --------------------------------------------------------------------------- three-valued tests
class Test:
    """One condition of a rule: True, False or None (a fact is missing), with its reason.

    A plain slotted class (rules build dozens per site; a frozen dataclass is three times slower to make)."""

    __slots__ = ("result", "reason")

    def __init__(self, result: bool | None, reason: str) -> None:
        self.result = result
        self.reason = reason

    def __repr__(self) -> str:
        return f"Test(result={self.result!r}, reason={self.reason!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Test:
            return NotImplemented
        return self.result == other.result and self.reason == other.reason  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self.result, self.reason))


def compare(
    value: float | None,
    op: str,
    threshold: float,
    *,
    label: str,
    field: str,
    threshold_text: str,
    quote: str,
    unit: str = "sq ft",
) -> Test:
    """``label (field) VALUE op THRESHOLD: 'quote'``; None when the fact is not given."""
    if value is None:
        return Test(
            None, f"{field} is not given: needed to test {label} {op} {threshold_text} ('{quote}')"
        )
    test = _OPS.get(op)  # _holds, inlined: rules make dozens of comparisons per site
    if test is None:
        raise ValueError(op)
    ok = test(value, threshold)
    sign = op if ok else _NEGATE[op]
    if unit == "sq ft":
        shown = f"{num(value)} sq ft"
    else:
        word = unit[:-1] if value == 1 and unit in ("units", "spaces") else unit
        shown = f"{num(value)} {word}".rstrip()
    return Test(ok, f"{label} ({field}) {shown} {sign} {threshold_text}: '{quote}'")


def flag_test(value: bool | None, *, field: str, yes: str, no: str) -> Test:
    if value is None:
        return Test(None, f"{field} is not given: {yes}?")
    if value:
        return Test(True, f"{field} = true: {yes}")
    return Test(False, f"{field} = false: {no}")


def all_of(tests: Sequence[Test], *, lead: str = "", flags: Iterable[str] = ()) -> Outcome:
    """applies if every test holds; does_not_apply if one fails; else needs_info."""
    failed = []
    unknown = []
    for t in tests:  # one pass (rules call this for every site; the lists are short)
        result = t.result
        if result is False:
            failed.append(t.reason)
        elif result is None:
            unknown.append(t.reason)
    if failed:
        return Outcome("does_not_apply", [lead, *failed] if lead else failed, list(flags))
    if unknown:
        held = [t.reason for t in tests if t.result]
        return Outcome(
            "needs_info", [lead, *unknown, *held] if lead else [*unknown, *held], list(flags)
        )
    reasons = [lead] if lead else []
    for t in tests:
        reasons.append(t.reason)
    return Outcome("applies", reasons, list(flags))


def any_of(tests: Sequence[Test]) -> Test:
    """One test: True if any holds, False if all fail, else None."""
    held = [t.reason for t in tests if t.result]
    if held:
        return Test(True, "; or ".join(held))
    failed = [t.reason for t in tests if t.result is False]
    if len(failed) == len(tests):  # every test failed
        return Test(False, "; and ".join(failed))
    text = "; ".join([t.reason for t in tests if t.result is None])
    if failed:
        text += " (" + "; ".join(failed) + ")"
    return Test(None, text)


# --------------------------------------------------------------------------- site readers
def has_condition(scenario: Scenario, cid: str) -> bool:
    return cid in scenario.site.conditions


_UNSET = object()
#: new_plus_replaced's last (new_impervious_sqft, replaced_impervious_sqft, result): several rules of one site ask for
#: it. Keyed on the identity of the two values, which it holds (so their ids cannot be reused): the very same value
#: objects give the very same text, signed zeros included.
_NPR_LAST: list[tuple[Any, Any, Any]] = [
    (_UNSET, _UNSET, None)
]  # one tuple: read and replaced whole


def new_plus_replaced(scenario: Scenario) -> tuple[float | None, str]:
    """Impervious surface created/added plus replaced, and how it was read."""
    site = scenario.site
    new = site.new_impervious_sqft
    replaced = site.replaced_impervious_sqft
    last = _NPR_LAST[0]
    if new is last[0] and replaced is last[1]:
        return last[2]
    if new is None or replaced is None:
        missing = [
            f
            for f, v in (("new_impervious_sqft", new), ("replaced_impervious_sqft", replaced))
            if v is None
        ]
        result: tuple[float | None, str] = (None, " and ".join(f"site.{f}" for f in missing))
    else:
        total = new + replaced
        result = (
            total,
            f"site.new_impervious_sqft {sqft(new)} + site.replaced_impervious_sqft {sqft(replaced)}",
        )
    _NPR_LAST[0] = (new, replaced, result)
    return result


def impervious_created_or_replaced(
    scenario: Scenario,
    *,
    label: str,
    threshold: float,
    threshold_text: str,
    quote: str,
    op: str = ">=",
) -> Test:
    total, how = new_plus_replaced(scenario)
    if total is None:
        return Test(
            None, f"{how} not given: needed to test {label} {op} {threshold_text} ('{quote}')"
        )
    ok = _holds(total, op, threshold)
    sign = op if ok else _NEGATE[op]
    return Test(ok, f"{label} ({how} = {sqft(total)}) {sign} {threshold_text}: '{quote}'")


NOT_A_PROJECT = ("existing_facility", "vacant_parcel")
_NOT_DEVELOPMENT = {
    "maintenance": "site.project_type = maintenance: routine maintenance is not development "
    "('It does not include routine maintenance to maintain original line and grade', L39; L450)",
    **{
        kind: f"site.project_type = {kind}: no development, redevelopment or land disturbing activity ('Project' "
        "means 'all development, redevelopment, and land disturbing activities', L157)"
        for kind in NOT_A_PROJECT
    },
}


def not_development(scenario: Scenario) -> Outcome | None:
    """does_not_apply for routine maintenance and for sites without a project; else None."""
    reason = _NOT_DEVELOPMENT.get(scenario.site.project_type)  # type: ignore[arg-type]
    if reason is None:
        return None
    return Outcome("does_not_apply", [reason], [])


def first_reasons(outcome: Outcome, limit: int = 2) -> list[str]:
    return outcome.reasons[:limit]


def safe(evaluate: Any, scenario: Scenario, params: Any) -> Outcome:
    """Run a rule function, turning a MissingFact into needs_info (for rules that combine rules)."""
    try:
        return evaluate(scenario, params)
    except MissingFact as missing:
        return needs_info(f"{missing.field_name} is not given")


# --------------------------------------------------------------------------- memo
_LIST_FIELDS = ("facility_types", "activities", "exemptions_claimed", "conditions")
#: the site's list facts, as one tuple (one C call: ``_context`` runs some thirty times per site)
_list_facts = operator.itemgetter(*_LIST_FIELDS)


class _Context:
    """Derived results of one site under one set of parameters.

    ``facts`` is the site's own attribute dict (held, so its id cannot be reused while remembered); ``lists``
    are copies of the site's list facts as they were, ``params`` a copy of the parameters."""

    __slots__ = ("facts", "lists", "params", "zero_signs", "values")

    def __init__(self, facts: dict[str, Any], params: dict[str, Any]) -> None:
        self.facts = facts
        self.lists = tuple(map(list, _list_facts(facts)))
        self.params = params
        self.zero_signs = _zero_signs(params)
        self.values: dict[str, Any] = {}


def _zero_signs(params: Mapping[str, Any]) -> tuple[tuple[str, float], ...]:
    """The sign of each zero parameter: 0.0 == -0.0, yet a text may show '-0'."""
    return tuple(
        (k, math.copysign(1.0, v)) for k, v in params.items() if v == 0 and isinstance(v, float)
    )


_LAST: list[_Context | None] = [None]


def _context(scenario: Scenario, params: Any) -> dict[str, Any]:
    """The results already derived for these exact site facts and parameters.

    The core runs every rule of one site in turn, so one remembered site is enough. A result is reused only for
    the very same site facts: the same attribute dict (pydantic's validated assignment, ``site.x = v``, gives the
    site a new dict, so an edited site is a different one), with the same list contents (a list edited in place is
    compared against the copy taken) and parameters equal by value. A different site, or one edited in any way,
    is never served a stale result."""
    facts = scenario.site.__dict__
    last = _LAST[0]
    if (
        last is not None
        and last.facts is facts
        and _list_facts(facts) == last.lists
        and last.params == (params or {})
        and (not last.zero_signs or last.zero_signs == _zero_signs(params))
    ):
        return last.values
    context = _Context(facts, dict(params or {}))
    _LAST[0] = context
    return context.values


def _copy(value: Any) -> Any:
    if isinstance(value, Outcome):
        return Outcome(value.status, list(value.reasons), list(value.flags))
    return value


def memo(fn: Any) -> Any:
    """Compute a rule function once per site (see ``_context``); callers get a copy of an Outcome, so they may
    edit it. Functions returning other values must not have them edited by callers. Only for functions of the
    site facts and the parameters (never of events, drainage areas or other scenario parts).

    ``wrapped.shared(scenario, params)`` returns the remembered value itself, without the copy: for callers in
    this plugin that only read it."""
    name = f"{fn.__module__}.{fn.__qualname__}"

    def shared(scenario: Scenario, params: Any) -> Any:
        facts = scenario.site.__dict__
        last = _LAST[0]
        if (
            last is not None
            and last.facts is facts
            and _list_facts(facts) == last.lists  # _context's test, inlined
            and last.params == (params or {})
            and (not last.zero_signs or last.zero_signs == _zero_signs(params))
        ):
            values = last.values
        else:
            values = _context(scenario, params)
        hit = values.get(name)
        if hit is None:
            hit = fn(scenario, params)
            values[name] = hit
        return hit

    def wrapped(scenario: Scenario, params: Any) -> Any:
        value = shared(scenario, params)
        if value.__class__ is Outcome:  # _copy, inlined for the usual case
            return Outcome(value.status, list(value.reasons), list(value.flags))
        return _copy(value)

    wrapped.__name__ = getattr(fn, "__name__", "rule")
    wrapped.__doc__ = fn.__doc__
    wrapped.shared = shared  # type: ignore[attr-defined]
    return wrapped
