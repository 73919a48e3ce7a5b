"""Shared helpers of the Del Mar plugin: citations bound to the ordinance text, number
formatting for reasons, the two seasons the chapter defines, and small scenario readers.

The ordinance file prints no section numbers or headings. The numbers used in citations are
derived from the chapter's own cross-references (``docs/cities/del_mar.md``); those that no
cross-reference confirms carry the suffix ``(no. inferred)`` so a reader never mistakes them
for printed numbers.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date, datetime
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from workbench.api import Citation, cite, external

from . import SOURCE  # the ordinance file the citations point into

if TYPE_CHECKING:
    from workbench.api import Scenario

JID = "del_mar"

#: Section numbers the chapter itself names in a cross-reference (catalog section 1).
CONFIRMED_SECTIONS = frozenset({"040", "060", "070", "080", "090", "140", "150", "200"})

ACRE_SQFT = 43_560  # the hydrology engine's constant has the same value; used for text only


def section_label(section: str | None) -> str | None:
    """``11.30.070.B.4`` stays; ``11.30.100.B.3`` becomes ``11.30.100.B.3 (no. inferred)``."""
    if not section:
        return section
    parts = section.split(".")
    if (
        len(parts) >= 3
        and parts[0] == "11"
        and parts[1] == "30"
        and parts[2] not in CONFIRMED_SECTIONS
    ):
        return f"{section} (no. inferred)"
    return section


def c(first: int, last: int, quote: str, section: str | None = None) -> Citation:
    """A citation into Ch. 11.30: 1-based inclusive lines and a short verbatim quote."""
    return cite(SOURCE, section_label(section), first, last, quote)


def ext(source: str, section: str | None, quote: str) -> Citation:
    """A figure or method from outside the ordinance: always marked for verification."""
    return external(source, section, quote, verify=True)


# --------------------------------------------------------------------------- shared facts
# Facts several rules of one evaluation derive from the same scenario and parameters, as
# (scenario, params, memo): keyed by the identity of BOTH objects, and holding strong references
# to them so neither id can be reused by another object while the entry lives. The core builds a
# fresh parameters dict for every evaluation, so one evaluation never sees another's facts. Only
# the last evaluation's facts are kept (bounded memory); values are immutable (tuples), so a rule
# that extends a list copies it first.
_LAST: tuple[Any, Any, dict[Callable[..., Any], Any]] | None = None
_UNSET = object()


def shared(
    compute: Callable[[Scenario, Mapping[str, float | None]], Any],
    scenario: Scenario,
    params: Mapping[str, float | None],
) -> Any:
    """``compute(scenario, params)`` once per evaluation; ``compute`` must return an immutable
    value. An exception is not remembered: the next caller computes (and raises) again."""
    global _LAST
    last = _LAST
    if last is None or last[0] is not scenario or last[1] is not params:
        last = _LAST = (scenario, params, {})
    memo = last[2]
    value = memo.get(compute, _UNSET)
    if value is _UNSET:
        value = memo[compute] = compute(scenario, params)
    return value


# --------------------------------------------------------------------------- formatting
_NUM_SPECS = {places: f",.{places}f" for places in range(7)}


# Formatting a number with thousands separators costs more than a cache hit, and one evaluation
# formats the same figures in several rules (areas, thresholds). typed=True keeps 1 and 1.0 apart.
@lru_cache(maxsize=1024, typed=True)
def num(x: float, places: int = 3) -> str:
    """``87120.0 -> '87,120'``, ``0.25 -> '0.25'``, ``2.999 -> '2.999'``."""
    if x.__class__ is float:  # fast path for the usual case; same text as below
        if x.is_integer():
            return f"{int(x):,}"
        spec = _NUM_SPECS.get(places)
        if spec is not None:
            return format(x, spec).rstrip("0").rstrip(".")
    if float(x).is_integer():
        return f"{int(x):,}"
    text = f"{x:,.{places}f}".rstrip("0").rstrip(".")
    return text


def sqft(x: float) -> str:
    return f"{num(x)} sq ft"


def acres(x_sqft: float) -> str:
    """Square feet as acres with enough places to show a one-square-foot difference."""
    return f"{x_sqft / ACRE_SQFT:.5f}".rstrip("0").rstrip(".") + " ac"


def q(text: str) -> str:
    """A verbatim quotation of the ordinance inside a reason (double quotes; ids use single)."""
    return f'"{text}"'


# --------------------------------------------------------------------------- seasons
RAINY = "Rainy Season"
DRY = "Dry Season"
SEASONS: tuple[tuple[str, str, str], ...] = ((RAINY, "10-01", "04-30"), (DRY, "05-01", "09-30"))


def season_of(day: date) -> str:
    """Rainy Season "from October 1 through April 30" (L153); Dry Season "May 1 through
    September 30" (L61). Both ends are inclusive; together they cover every day."""
    return DRY if 5 <= day.month <= 9 else RAINY


def as_of(scenario: Scenario) -> date | None:
    return scenario.as_of


@lru_cache(maxsize=512)
def season_reason(day: date) -> str:
    season = season_of(day)
    if season == RAINY:
        return f"as_of {day.isoformat()} falls in the Rainy Season: {q('from October 1 through April 30')}"
    return f"as_of {day.isoformat()} falls in the Dry Season: {q('May 1 through September 30 of each year')}"


SEASON_EVENTS = {"rainy_season_begins": (10, 1), "dry_season_begins": (5, 1)}


def misdated_season_events(scenario: Scenario) -> list[str]:
    """Flags for season events that are not dated on the season's first day."""
    flags = []
    get = SEASON_EVENTS.get
    for event in scenario.events:
        expected = get(event.kind)
        if expected is None:
            continue
        at = event.at.date() if isinstance(event.at, datetime) else event.at
        if (at.month, at.day) != expected:
            month = "October 1" if expected == (10, 1) else "May 1"
            flags.append(
                f"event {event.kind} is dated {at.isoformat()}, but that season begins on {month} "
                "(L153, L61): the deadlines counted from it are wrong until it is corrected"
            )
    return flags


def _misdated(scenario: Scenario, params: Mapping[str, float | None]) -> tuple[str, ...]:
    return tuple(misdated_season_events(scenario))


def misdated_flags(scenario: Scenario, params: Mapping[str, float | None]) -> tuple[str, ...]:
    """``misdated_season_events`` once per evaluation (a tuple: copy it to extend it)."""
    return shared(_misdated, scenario, params)


# --------------------------------------------------------------------------- scenario readers
def has(scenario: Scenario, kind: str, item: str) -> bool:
    """Whether ``site.<kind>`` (a list field) holds ``item``."""
    return item in getattr(scenario.site, kind)


def events_of(scenario: Scenario, kind: str) -> list:
    return [e for e in scenario.events if e.kind == kind]


def day_of(when: date | datetime) -> date:
    return when.date() if isinstance(when, datetime) else when
