"""Computing time under California law: Code of Civil Procedure §§ 12, 12a, 12b, 135.

§ 12a extends a period "provided or required by law", ordinances included, whose last day is a
holiday "to and including the next day that is not a holiday"; holiday there means Saturdays,
the judicial holidays of § 135 (``holidays_ca.ccp135_holidays``, not the city's list) and, under
§ 12b, days the office is closed for the whole day (declared closures). A deadline's ``due``
stays the date as the ordinance counts; ``deadline_extension`` gives the keys beside it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from workbench.core.holidays_ca import CCP135, HolidaysNotPinned, ccp135_holidays
from workbench.core.rules import external

__all__ = ["CCP_12A", "EXTENSION_USE", "Extension", "deadline_extension", "extend_ccp12a"]

_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
#: Units whose periods § 12a extends: counted forward in days, months or years.
_EXTENDED_UNITS = frozenset(
    {"calendar_days", "working_days", "business_days", "next_working_day", "months", "years"}
)


def _fmt(d: date) -> str:
    """``Mon 2025-12-01``."""
    return f"{_WEEKDAYS[d.weekday()]} {d.isoformat()}"


def _as_date(d: date) -> date:
    return d.date() if isinstance(d, datetime) else d


CCP_12A = external(
    "California Code of Civil Procedure",
    "§§ 12, 12a, 12b, 135",
    "that period is hereby extended to and including the next day that is not a holiday",
)
#: Which date to use, shown with every extension.
EXTENSION_USE = (
    "For a filer the earlier date (due) is the safe one; a period the city runs (a decision "
    "due, 'deemed accepted') ends on extended_due."
)


@dataclass(frozen=True)
class Extension:
    """A last day that CCP § 12a moves: the days it passes over, and where it ends."""

    due: date
    extended_due: date
    skipped: tuple[tuple[date, str], ...]
    closures: tuple[date, ...]

    def to_json(self) -> dict[str, Any]:
        """The ``extended_due`` and ``extension`` keys of a deadline result."""
        citation = CCP_12A.to_json()
        return {
            "extended_due": self.extended_due.isoformat(),
            "extension": {
                **citation,
                "holiday_list": {
                    "id": CCP135.id,
                    "version": CCP135.version,
                    "title": CCP135.title,
                    "closures_ccp_12b": [d.isoformat() for d in self.closures],
                },
                "skipped": [f"{_fmt(d)} {why}" for d, why in self.skipped],
                "step": (
                    f"{_fmt(self.due)} is a holiday for computing time ("
                    + ", ".join(why for _, why in self.skipped)
                    + f"): extended to {_fmt(self.extended_due)} (CCP § 12a)"
                ),
                "use": EXTENSION_USE,
            },
        }


def _ccp_holiday(d: date, closures: frozenset[date]) -> str | None:
    """Why ``d`` is a holiday under CCP § 12a, or None."""
    if d.weekday() == 5:
        return "Saturday"
    if d.weekday() == 6:
        return "Sunday"
    name = ccp135_holidays(d.year).get(d)
    if name:
        return f"{name} (CCP § 135)"
    if d in closures:
        return "office closed (CCP § 12b)"
    return None


def extend_ccp12a(due: date | datetime, closures: Iterable[date] = ()) -> Extension | None:
    """The CCP § 12a extension of a period whose last day is ``due``, or None where ``due`` is
    not a holiday under § 12a (a Saturday, Sunday, § 135 holiday, or closure under § 12b).

    Raises ``HolidaysNotPinned`` for a year the § 135 list does not cover.
    """
    day = _as_date(due)
    closed = frozenset(_as_date(d) for d in closures)
    skipped: list[tuple[date, str]] = []
    d = day
    while (why := _ccp_holiday(d, closed)) is not None:
        skipped.append((d, why))
        d += timedelta(days=1)
    if not skipped:
        return None
    used = tuple(sorted(c for c, why in skipped if why.endswith("(CCP § 12b)")))
    return Extension(day, d, tuple(skipped), used)


def deadline_extension(
    due: date | datetime, unit: str, direction: str, closures: Iterable[date] = ()
) -> dict[str, Any]:
    """The keys a deadline result gets beside ``due``: ``extended_due`` and ``extension`` where
    CCP § 12a moves the last day, else none.

    Only periods counted forward in days, months or years are extended: a lead time ("at least
    10 days before") is not a period ending on its last day, and clock hours are not days.
    A due date in a year the § 135 list does not cover gets no extension.
    """
    if direction != "after" or unit not in _EXTENDED_UNITS:
        return {}
    try:
        extension = extend_ccp12a(due, closures)
    except HolidaysNotPinned:
        return {}
    return extension.to_json() if extension else {}
