"""The holiday lists deadlines count with, pinned in the repository (issue 21, item 2).

Two lists, each explicit and versioned, so that no release of the ``holidays`` package can move a
deadline silently:

* ``CITY_STANDIN`` (``ca-state-offices``): the days a city's offices are taken to be closed when
  counting working and business days. None of the four chapters lists its city's holidays
  (Soledad L189 says only "any legal holiday recognized by the city"), and Government Code
  § 6700 leaves several of its days to each city's adoption (charter, ordinance, resolution or
  memorandum of understanding). The stand-in is the California list of the ``holidays`` package
  (``US``, subdivision ``CA``, observed days included), read through an allow-list
  (``CITY_NAMES``), generated once and pinned in ``holidays_ca_data.py``. A project adds days
  (scenario ``closures``) and removes them (scenario ``open_days``).
* ``ccp135_holidays(year)``: the judicial holidays of Code of Civil Procedure § 135, which
  § 12a uses to extend a period whose last day is a holiday. Rules written out below, not the
  package.

``python tools/pin_holidays.py`` (a maintainer's script) regenerates ``holidays_ca_data.py``
from the installed package; ``tests/core/test_holidays_ca.py`` fails while the package would
now give another list, so a change is a reviewed commit (bump ``CITY_STANDIN_VERSION``), never a
surprise.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import date, timedelta
from functools import lru_cache
from typing import Any

from workbench.core.holidays_ca_data import FIRST_YEAR, LAST_YEAR, PACKAGE_VERSION, STATE_OFFICES
from workbench.core.rules import Citation, external

__all__ = [
    "CCP135",
    "CITY_STANDIN",
    "HolidayList",
    "HolidaysNotPinned",
    "ccp135_holidays",
    "city_holiday",
    "gov6700_adopted",
    "generate_city_standin",
]

#: Raise when the pinned data changes (a regenerated file, a changed allow-list).
CITY_STANDIN_VERSION = "2026.12.1"
#: Raise when ``ccp135_holidays`` changes.
CCP135_VERSION = "2026.12.1"

#: Names in the package's CA list that the stand-in keeps (observed days: "<name> (observed)").
CITY_NAMES = frozenset(
    {
        "New Year's Day",
        "Martin Luther King Jr. Day",
        "Lincoln's Birthday",
        "Presidents' Day",
        "Cesar Chavez Day",
        "Memorial Day",
        "Juneteenth National Independence Day",
        "Independence Day",
        "Labor Day",
        "Columbus Day",
        "Veterans Day",
        "Thanksgiving Day",
        "Day After Thanksgiving",
        "Christmas Day",
    }
)
#: Names in the package's CA list on which offices are not generally closed: left out.
NOT_OFFICE_CLOSURES = frozenset({"Susan B. Anthony Day", "Diwali"})


class HolidaysNotPinned(ValueError):
    """A date outside the years a holiday list covers; one line for the user."""


@dataclass(frozen=True)
class HolidayList:
    """A named, versioned holiday list and where it comes from; ``days`` are the pinned days a
    calendar counts with (CCP135's are written out in ``ccp135_holidays`` instead)."""

    id: str
    version: str
    title: str
    citations: tuple[Citation, ...]
    note: str
    first_year: int
    last_year: int
    days: Mapping[date, str] = field(default_factory=dict, repr=False, hash=False)

    def holiday(self, day: date) -> str | None:
        """The list's holiday name on ``day``, or None; a year outside the list is refused."""
        if not self.first_year <= day.year <= self.last_year:
            raise HolidaysNotPinned(
                f"no pinned holiday list for {day.year} (the list {self.id} covers "
                f"{self.first_year}-{self.last_year})"
            )
        return self.days.get(day)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "version": self.version,
            "title": self.title,
            "years": [self.first_year, self.last_year],
            "note": self.note,
            "citations": [c.to_json() for c in self.citations],
        }


GOV_6700 = external(
    "California Government Code",
    "§ 6700",
    "shall not apply to a city, county, or district unless made applicable by charter, or by "
    "ordinance or resolution of the governing body thereof",
)

#: ``STATE_OFFICES`` by date (deadlines look days up often).
_CITY_DAYS: dict[date, str] = {date.fromisoformat(d): name for d, name in STATE_OFFICES.items()}

CITY_STANDIN = HolidayList(
    id="ca-state-offices",
    version=CITY_STANDIN_VERSION,
    title="California state holidays on which offices close, a stand-in for the city's own list",
    citations=(GOV_6700,),
    note=(
        f"Generated from the holidays package {PACKAGE_VERSION} (US, subdivision CA, observed "
        "days) through an allow-list and pinned; Susan B. Anthony Day and Diwali are left out "
        "(offices stay open). The ordinance lists no city holidays, and Gov. Code § 6700 leaves "
        "Martin Luther King Jr. Day, Cesar Chavez Day and proclaimed days to the city's "
        "adoption: check the city's own list and declare closures (closures) or days the city "
        "is open (open_days) for the project."
    ),
    first_year=FIRST_YEAR,
    last_year=LAST_YEAR,
    days=_CITY_DAYS,
)


def gov6700_adopted(city_id: str, city_name: str, why: str) -> HolidayList:
    """A city's own list: the pinned Gov. Code § 6700 days of ``CITY_STANDIN`` (the same days,
    nothing added), declared by the city as the list it adopts; ``why`` is the city's note."""
    return HolidayList(
        id=f"{city_id}-gov6700",
        version=CITY_STANDIN_VERSION,
        title=f"{city_name}: Gov. Code § 6700 holidays as adopted by the city, pinned",
        citations=(GOV_6700,),
        note=f"{why} Days: the pinned {CITY_STANDIN.id} list. {CITY_STANDIN.note}",
        first_year=FIRST_YEAR,
        last_year=LAST_YEAR,
        days=_CITY_DAYS,
    )


CCP_135 = external(
    "California Code of Civil Procedure",
    "§ 135",
    "Every full day designated as a holiday by Section 6700 of the Government Code",
)
CRC_1_11 = external(
    "California Rules of Court",
    "rule 1.11",
    "(summary, not the rule's words) a judicial holiday on a Saturday is observed on the "
    "Friday before, one on a Sunday on the Monday after",
)
#: The first year ``ccp135_holidays`` answers for: § 135 as amended by Stats. 2021, ch. 283
#: (Native American Day in, Columbus Day out) took effect on 2022-01-01.
CCP135_FIRST_YEAR = 2022
CCP135_LAST_YEAR = LAST_YEAR

CCP135 = HolidayList(
    id="ccp-135",
    version=CCP135_VERSION,
    title="Judicial holidays, Code of Civil Procedure § 135 (with Saturdays)",
    citations=(CCP_135, CRC_1_11),
    note=(
        "Every full-day holiday of Gov. Code § 6700 except Admission Day, Columbus Day, Lunar New "
        "Year, Genocide Remembrance Day and Diwali (from 2026), plus every Saturday and the day "
        "after Thanksgiving: New Year's Day, Martin Luther King Jr. Day, Lincoln Day, Presidents' "
        "Day, Cesar Chavez Day, Memorial Day, Juneteenth (from 2023), Independence Day, Labor "
        "Day, Native American Day, Veterans Day, Thanksgiving Day and the day after, Christmas "
        "Day. A holiday on a Saturday is observed on the Friday before, on a Sunday on the "
        "Monday after. Written out in workbench.core.holidays_ca, not taken from a package."
    ),
    first_year=CCP135_FIRST_YEAR,
    last_year=CCP135_LAST_YEAR,
)


def city_holiday(day: date) -> str | None:
    """The stand-in city list's holiday name on ``day``, or None."""
    return CITY_STANDIN.holiday(day)


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th ``weekday`` (Mon=0) of a month; n=-1 for the last one."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = date(year + month // 12, month % 12 + 1, 1) - timedelta(days=1)
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def _observed(day: date) -> date:
    """Rule 1.11: Saturday -> the Friday before, Sunday -> the Monday after."""
    if day.weekday() == 5:
        return day - timedelta(days=1)
    if day.weekday() == 6:
        return day + timedelta(days=1)
    return day


@lru_cache(maxsize=128)
def ccp135_holidays(year: int) -> dict[date, str]:
    """The judicial holidays of CCP § 135 in ``year`` (without Saturdays), observed days named
    "<name> (observed)"."""
    if not CCP135_FIRST_YEAR <= year <= CCP135_LAST_YEAR:
        raise HolidaysNotPinned(
            f"no CCP § 135 holiday list for {year} (written out for "
            f"{CCP135_FIRST_YEAR}-{CCP135_LAST_YEAR})"
        )
    fixed = [
        (date(year, 1, 1), "New Year's Day"),
        (date(year, 2, 12), "Lincoln Day"),
        (date(year, 3, 31), "Cesar Chavez Day"),
        (date(year, 7, 4), "Independence Day"),
        (date(year, 11, 11), "Veterans Day"),
        (date(year, 12, 25), "Christmas Day"),
    ]
    if year >= 2023:  # Juneteenth joined Gov. Code § 6700 on 2023-01-01 (Stats. 2022, AB 1655)
        fixed.append((date(year, 6, 19), "Juneteenth"))
    thanksgiving = _nth_weekday(year, 11, 3, 4)
    days = {
        _nth_weekday(year, 1, 0, 3): "Martin Luther King Jr. Day",
        _nth_weekday(year, 2, 0, 3): "Presidents' Day",
        _nth_weekday(year, 5, 0, -1): "Memorial Day",
        _nth_weekday(year, 9, 0, 1): "Labor Day",
        _nth_weekday(year, 9, 4, 4): "Native American Day",
        thanksgiving: "Thanksgiving Day",
        thanksgiving + timedelta(days=1): "Day after Thanksgiving",
    }
    for day, name in fixed:
        observed = _observed(day)
        days[observed] = name if observed == day else f"{name} (observed)"
    # New Year's Day on a Saturday is observed on Dec 31 of the year before.
    next_new_year = date(year + 1, 1, 1)
    if next_new_year.weekday() == 5:
        days[next_new_year - timedelta(days=1)] = "New Year's Day (observed)"
    return {d: n for d, n in sorted(days.items()) if d.year == year}


# -- generating the pinned city stand-in ----------------------------------------------------


def generate_city_standin(first: int = FIRST_YEAR, last: int = LAST_YEAR) -> dict[str, str]:
    """The stand-in list as the installed ``holidays`` package gives it now (ISO date -> name).

    Raises ValueError naming any holiday the package lists that is in neither ``CITY_NAMES``
    nor ``NOT_OFFICE_CLOSURES``: a new day must be decided on, not taken in silently.
    """
    import holidays

    days: dict[str, str] = {}
    for year in range(first, last + 1):
        for day, names in holidays.country_holidays(
            "US", subdiv="CA", years=year, observed=True
        ).items():
            kept = []
            for name in names.split("; "):
                base = name.removesuffix(" (observed)")
                if base in CITY_NAMES:
                    kept.append(name)
                elif base not in NOT_OFFICE_CLOSURES:
                    raise ValueError(f"the holidays package lists {name!r} on {day}: decide on it")
            if kept and day.year == year:
                days[day.isoformat()] = "; ".join(kept)
    return dict(sorted(days.items()))
