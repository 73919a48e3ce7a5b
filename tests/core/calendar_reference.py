"""The deadline arithmetic of ``workbench.core.calendar`` as it was before issue 9's speed work
(commit 6dd7f64), kept unchanged as the oracle of ``test_calendar_reference.py``: the fast
code must give the same due dates, steps and notes (the texts are legal reasoning).

Do not "fix" or speed up this file; it is the reference.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from zoneinfo import ZoneInfo

import holidays as _holidays_pkg

from workbench.core.rules import DEADLINE_UNITS

TZ: ZoneInfo = ZoneInfo("America/Los_Angeles")

_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
CLOSURE_NAME = "City closure"

# (subdiv, year, observed) -> {date: holiday name}; package construction is slow (~ms per
# year), lookups must be fast, so each year is built once per process.
_HOLIDAY_CACHE: dict[tuple[str, int, bool], dict[date, str]] = {}
#: Package holidays on which offices are not generally closed (see the module docstring).
NOT_CLOSED = frozenset({"Susan B. Anthony Day", "Diwali"})


def _closed_name(name: str) -> str | None:
    """The holiday name without days in NOT_CLOSED; None when nothing is left."""
    kept = [part for part in name.split("; ") if part not in NOT_CLOSED]
    return "; ".join(kept) or None


_CACHE_LOCK = threading.Lock()


def _holidays_for(subdiv: str, year: int, observed: bool) -> dict[date, str]:
    key = (subdiv, year, observed)
    table = _HOLIDAY_CACHE.get(key)
    if table is None:
        with _CACHE_LOCK:
            table = _HOLIDAY_CACHE.get(key)
            if table is None:
                h = _holidays_pkg.country_holidays(
                    "US", subdiv=subdiv, years=year, observed=observed
                )
                table = {
                    d: kept
                    for d, name in h.items()
                    if d.year == year and (kept := _closed_name(name))
                }
                _HOLIDAY_CACHE[key] = table
    return table


def _as_date(d: date) -> date:
    return d.date() if isinstance(d, datetime) else d


def _fmt(d: date) -> str:
    """``Mon 2025-12-01``."""
    text = _FMT_CACHE.get(d)
    if text is None:
        text = f"{_WEEKDAYS[d.weekday()]} {d.isoformat()}"
        if len(_FMT_CACHE) > 20_000:
            _FMT_CACHE.clear()
        _FMT_CACHE[d] = text
    return text


#: ``_fmt`` texts by date (deadline steps name the same days again and again).
_FMT_CACHE: dict[date, str] = {}


def add_months(d: date, n: int) -> date:
    """``d`` plus ``n`` calendar months (n may be negative), clamped to the month's last day."""
    index = d.year * 12 + (d.month - 1) + n
    year, month0 = divmod(index, 12)
    month = month0 + 1
    if month == 12:
        last = 31
    else:
        last = (date(year, month + 1, 1) - timedelta(days=1)).day
    return date(year, month, min(d.day, last))


class WorkCalendar:
    """Working-day calendar: weekends, California holidays (package) and closure dates."""

    def __init__(
        self, closures: Iterable[date] = (), *, subdiv: str = "CA", observed: bool = True
    ) -> None:
        self.closures: frozenset[date] = frozenset(_as_date(d) for d in closures)
        self.subdiv = subdiv
        self.observed = observed
        self._working: dict[date, bool] = {}  # is_working_day by date (deadlines ask often)

    # -- day classification -------------------------------------------------------------

    def _holiday(self, d: date) -> str | None:
        return _holidays_for(self.subdiv, d.year, self.observed).get(d)

    def is_working_day(self, d: date) -> bool:
        """Mon-Fri, not a holiday, not a closure."""
        if isinstance(d, datetime):
            d = d.date()
        working = self._working.get(d)
        if working is None:
            working = d.weekday() < 5 and d not in self.closures and self._holiday(d) is None
            if len(self._working) > 20_000:
                self._working.clear()
            self._working[d] = working
        return working

    def is_business_day(self, d: date) -> bool:
        """Mon-Fri, not a holiday (closures are ignored)."""
        d = _as_date(d)
        return d.weekday() < 5 and self._holiday(d) is None

    def holiday_name(self, d: date) -> str | None:
        """The holiday's name, ``"City closure"`` for a closure date, else None."""
        d = _as_date(d)
        name = self._holiday(d)
        if name is not None:
            return name
        return CLOSURE_NAME if d in self.closures else None

    # -- stepping -----------------------------------------------------------------------

    def _walk(
        self, start: date, n: int, step: int, ok: Callable[[date], bool]
    ) -> tuple[date, list[date]]:
        """Move ``n`` days satisfying ``ok`` from ``start`` (excluded); also the days skipped."""
        d = _as_date(start)
        skipped: list[date] = []
        one = timedelta(days=step)
        remaining = n
        while remaining > 0:
            d += one
            if ok(d):
                remaining -= 1
            else:
                skipped.append(d)
        return d, skipped

    def next_working_day(self, d: date) -> date:
        """The first working day strictly after ``d``."""
        return self._walk(d, 1, 1, self.is_working_day)[0]

    def roll_forward(self, d: date) -> date:
        """``d`` itself if it is a working day, else the next working day."""
        d = _as_date(d)
        return d if self.is_working_day(d) else self.next_working_day(d)

    def add_days(self, start: date, n: int) -> date:
        """``start`` plus ``n`` calendar days (n may be negative)."""
        return _as_date(start) + timedelta(days=n)

    def add_working_days(self, start: date, n: int) -> date:
        """The n-th working day after ``start`` (start not counted; n=0 gives start)."""
        _check_count(n)
        return self._walk(start, n, 1, self.is_working_day)[0]

    def add_business_days(self, start: date, n: int) -> date:
        """The n-th business day after ``start`` (start not counted; n=0 gives start)."""
        _check_count(n)
        return self._walk(start, n, 1, self.is_business_day)[0]

    def working_days_before(self, d: date, n: int) -> date:
        """Latest date at least ``n`` working days before ``d``: count back n working days.

        ``add_working_days(working_days_before(d, n), n) == d`` whenever ``d`` is a working day.
        """
        _check_count(n)
        return self._walk(d, n, -1, self.is_working_day)[0]

    def business_days_before(self, d: date, n: int) -> date:
        """Count back ``n`` business days from ``d`` (d not counted)."""
        _check_count(n)
        return self._walk(d, n, -1, self.is_business_day)[0]

    def working_days_between(self, a: date, b: date) -> int:
        """Working days in (a, b] (negative, counting (b, a], when b < a).

        Inverse of ``add_working_days``: ``working_days_between(a, add_working_days(a, n)) == n``.
        """
        a, b = _as_date(a), _as_date(b)
        sign = 1
        if b < a:
            a, b, sign = b, a, -1
        count = 0
        d = a
        one = timedelta(days=1)
        while d < b:
            d += one
            if self.is_working_day(d):
                count += 1
        return sign * count

    def add_hours(self, start: datetime, hours: float) -> datetime:
        """Clock hours across DST: local -> UTC, add, back to naive local wall-clock time.

        A naive ``start`` is local time (its ``fold`` picks the side of an ambiguous hour);
        the result keeps ``fold`` so a repeated hour in November round-trips.
        """
        if start.tzinfo is None:
            aware = start.replace(tzinfo=TZ)
        else:
            aware = start.astimezone(TZ)
        utc = aware.astimezone(UTC) + timedelta(hours=hours)
        return utc.astimezone(TZ).replace(tzinfo=None)


def _check_count(n: int) -> None:
    if n < 0:
        raise ValueError(f"n must be >= 0 (got {n}); count backwards with working_days_before")


@dataclass
class Due:
    """A computed due date (``date`` for day counts, ``datetime`` for hour counts)."""

    due: date | datetime
    unit: str
    amount: int
    direction: str
    steps: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _describe_skips(skipped: list[date], name_of: Callable[[date], str | None]) -> str:
    """``skips Thu 2025-11-27 Thanksgiving Day, Sat, Sun`` (weekends summarised when many)."""
    named = [(d, name_of(d)) for d in skipped]
    plain = [d for d, name in named if name is None]
    if len(skipped) <= 8 or not plain:
        parts = [
            f"{_fmt(d)} {name}" if name is not None else _WEEKDAYS[d.weekday()] for d, name in named
        ]
    else:
        parts = [f"{_fmt(d)} {name}" for d, name in named if name is not None]
        parts.append(_plural(len(plain), "weekend day"))
    return "skips " + ", ".join(parts)


def compute_due(
    amount: int,
    unit: str,
    start: date | datetime,
    cal: WorkCalendar,
    *,
    direction: str = "after",
    roll_forward: bool = False,
) -> Due:
    """Due date of a duration of ``amount`` ``unit`` counted from ``start``.

    Units are ``rules.DEADLINE_UNITS``. Day units count from the trigger's date and never
    count the trigger day itself (a date-time start uses its date). ``hours`` counts clock
    hours (weekends and holidays are not skipped); a plain date start counts from 00:00 with
    a note that the time of day was not given. ``next_working_day`` is the amount-th working
    day (amount 0 or 1: the next one). ``months``/``years`` clamp to the month's end.
    ``immediate`` returns the start. ``direction="before"`` counts backwards.

    ``roll_forward`` moves a date that lands on a non-working day to the next working day
    (for ``direction="before"`` to the previous one, since moving later would shorten the
    required lead time); without it a note says the text does not move the date.
    """
    if unit not in DEADLINE_UNITS:
        raise ValueError(f"unit must be one of {', '.join(DEADLINE_UNITS)} (got {unit!r})")
    if direction not in ("after", "before"):
        raise ValueError(f"direction must be 'after' or 'before' (got {direction!r})")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise ValueError(f"amount must be a whole number >= 0 (got {amount!r})")

    before = direction == "before"
    sign = "-" if before else "+"
    steps: list[str] = []
    notes: list[str] = []

    if isinstance(start, datetime):
        start_dt = start.astimezone(TZ).replace(tzinfo=None) if start.tzinfo else start
        start_day = start_dt.date()
        time_given = True
    else:
        start_dt = datetime(start.year, start.month, start.day)
        start_day = start
        time_given = False

    if unit == "immediate":
        notes.append("Immediately: due at the trigger itself; no time is allowed.")
        steps.append(f"{_fmt(start_day)}: immediately")
        return Due(start, unit, amount, direction, steps, notes)

    if unit == "hours":
        if not time_given:
            notes.append(
                f"The trigger's time of day was not given; counted from 00:00 on {start_day}."
            )
        due_dt = cal.add_hours(start_dt, -amount if before else amount)
        steps.append(
            f"{_fmt(start_day)} {start_dt:%H:%M} {sign} {_plural(amount, 'clock hour')} "
            f"(weekends and holidays are not skipped) -> {_fmt(due_dt.date())} {due_dt:%H:%M}"
        )
        if not cal.is_working_day(due_dt.date()):
            notes.append(_non_working_note(cal, due_dt.date(), "clock hours do not skip it"))
        return Due(due_dt, unit, amount, direction, steps, notes)

    if time_given:
        notes.append(
            f"Counted from the trigger's date {start_day}; the trigger day itself is not counted."
        )

    head = f"{start_day.isoformat()} ({_WEEKDAYS[start_day.weekday()]}) {sign} "
    if unit in ("working_days", "next_working_day", "business_days"):
        n = max(amount, 1) if unit == "next_working_day" else amount
        business = unit == "business_days"
        ok = cal.is_business_day if business else cal.is_working_day
        name_of = cal._holiday if business else cal.holiday_name
        due, skipped = cal._walk(start_day, n, -1 if before else 1, ok)
        label = "business day" if business else "working day"
        parts = [_describe_skips(skipped, name_of)] if skipped else []
        if skipped and n <= 5:
            counted = _counted_days(start_day, due, ok)
            parts.append("counts " + ", ".join(_fmt(d) for d in counted))
        text = head + _plural(n, label) + (": " + "; ".join(parts) if parts else "")
        steps.append(f"{text} -> {_fmt(due)}")
        if business and cal.closures and due in cal.closures:
            notes.append(f"{_fmt(due)} is a declared closure; business days ignore closures.")
        return Due(due, unit, amount, direction, steps, notes)

    # calendar_days, months, years
    if unit == "calendar_days":
        due = cal.add_days(start_day, -amount if before else amount)
        label = _plural(amount, "calendar day")
    else:
        months = amount * (12 if unit == "years" else 1)
        due = add_months(start_day, -months if before else months)
        label = _plural(amount, "year" if unit == "years" else "month")
        if due.day != start_day.day:
            notes.append(f"{start_day} has no matching day in {due:%B %Y}; clamped to {due}.")
    steps.append(f"{head}{label} -> {_fmt(due)}")
    if not cal.is_working_day(due):
        if roll_forward:
            if before:
                moved = cal._walk(due, 1, -1, cal.is_working_day)[0]
                steps.append(
                    f"{_fmt(due)} is not a working day ({_why(cal, due)}); moved back to "
                    f"{_fmt(moved)} so the lead time is not shortened"
                )
            else:
                moved = cal.next_working_day(due)
                steps.append(
                    f"{_fmt(due)} is not a working day ({_why(cal, due)}); rolled forward to "
                    f"{_fmt(moved)}"
                )
            due = moved
        else:
            notes.append(_non_working_note(cal, due, "the text does not say the date moves"))
    return Due(due, unit, amount, direction, steps, notes)


def _counted_days(start: date, due: date, ok: Callable[[date], bool]) -> list[date]:
    """The days counted between ``start`` (excluded) and ``due`` (included), in walk order."""
    step = timedelta(days=1 if due >= start else -1)
    days: list[date] = []
    d = start
    while d != due:
        d += step
        if ok(d):
            days.append(d)
    return days


def _why(cal: WorkCalendar, d: date) -> str:
    name = cal.holiday_name(d)
    return name if name is not None else _WEEKDAYS[d.weekday()]


def _non_working_note(cal: WorkCalendar, d: date, tail: str) -> str:
    return f"{_fmt(d)} is not a working day ({_why(cal, d)}); {tail}."
