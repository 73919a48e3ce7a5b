"""Shared helpers of the Del Mar plugin: citations bound to the ordinance text, number
formatting for reasons, the two seasons the chapter defines, and small scenario readers.

The ordinance file prints no section numbers or headings. The numbers used in citations are
derived from the chapter's own cross-references (``docs/cities/del_mar.md``); those that no
cross-reference confirms carry the suffix ``(no. inferred)`` so a reader never mistakes them
for printed numbers.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import TYPE_CHECKING
from zoneinfo import ZoneInfo

from workbench.api import Citation, cite, external, inclusive_last_day, units

from . import SOURCE  # the ordinance file the citations point into

if TYPE_CHECKING:
    from workbench.api import Scenario

JID = "del_mar"

#: Section numbers the chapter itself names in a cross-reference (catalog section 1).
CONFIRMED_SECTIONS = frozenset({"040", "060", "070", "080", "090", "140", "150", "200"})

ACRE_SQFT = units.ACRE_SQFT


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


# --------------------------------------------------------------------------- formatting
def num(x: float, places: int = 3) -> str:
    """``87120.0 -> '87,120'``, ``0.25 -> '0.25'``, ``2.999 -> '2.999'``."""
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:,.{places}f}".rstrip("0").rstrip(".")


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


def season_reason(day: date) -> str:
    season = season_of(day)
    if season == RAINY:
        return (
            f"as of {day.isoformat()} falls in the Rainy Season: "
            f"{q('from October 1 through April 30')}"
        )
    return (
        f"as of {day.isoformat()} falls in the Dry Season: "
        f"{q('May 1 through September 30 of each year')}"
    )


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


# --------------------------------------------------------------------------- scenario readers
def has(scenario: Scenario, kind: str, item: str) -> bool:
    """Whether ``site.<kind>`` (a list field) holds ``item``."""
    return item in getattr(scenario.site, kind)


def events_of(scenario: Scenario, kind: str) -> list:
    return [e for e in scenario.events if e.kind == kind]


def day_of(when: date | datetime) -> date:
    return when.date() if isinstance(when, datetime) else when


#: "two storm events in a year" (L619)
MONITORING_EVENTS = 2


def year_last_day(start: date) -> date:
    """The last day of "a year" that begins on ``start``: the same date one year later, less
    one day (a year from February 29 ends on February 28; one from March 1 ends on the day
    before the next March 1, February 29 in a leap year). The core's inclusive period, the
    same count as the deadline hpif_two_storm_events (``inclusive_end``)."""
    return inclusive_last_day(start, 12)


EFFECTIVE_DATE = date(2015, 7, 15)
EFFECTIVE_NOTE = (
    "the as-of date is before July 15, 2015: Ch. 11.30 "
    '"shall take effect on July 15, 2015" (L229); these answers apply the chapter as if it were '
    "in force"
)

#: Ch. 11.30's clock: local time in Del Mar (the core's calendar counts in the same zone).
LOCAL = ZoneInfo("America/Los_Angeles")


def parse_when(value: object) -> date | datetime:
    """A saved form value: an ISO date or a local date-time; ValueError otherwise."""
    if not isinstance(value, str):
        raise ValueError("not a date or date-time")
    text = value.strip()
    return date.fromisoformat(text) if len(text) == 10 else datetime.fromisoformat(text)


def elapsed_hours(start: datetime, end: datetime) -> float:
    """Clock hours from ``start`` to ``end`` (local times), across daylight-saving changes."""
    first = start if start.tzinfo else start.replace(tzinfo=LOCAL)
    last = end if end.tzinfo else end.replace(tzinfo=LOCAL)
    return (last.astimezone(UTC) - first.astimezone(UTC)).total_seconds() / 3600


def public_row_proviso(has_condition) -> list[str]:
    """L55 (repeated L677, L733): "a local government or public authority is not a discharger as
    to activities conducted by others in public rights-of-way": stated with the condition
    'others_work_in_public_row', the reason says on whom the duties fall."""
    if not has_condition("others_work_in_public_row"):
        return []
    return [
        "'others_work_in_public_row': "
        + q(
            "a local government or public authority is not a discharger as to activities "
            "conducted by others in public rights-of-way"
        )
        + " (L55, L677, L733): these duties fall on those conducting the work, not on the City "
        "or public authority that owns the right-of-way"
    ]
