"""Deadline arithmetic: calendar days, working days, business days, clock hours.

Time zone: America/Los_Angeles (``TZ``). Dates are plain ``datetime.date``; date-times are
naive local wall-clock times (aware inputs are converted to ``TZ`` first).

Holidays: the California state holidays of the ``holidays`` package
(``holidays.country_holidays("US", subdiv="CA")``) stand in for "city holidays" unless the
jurisdiction declares its own closures (``WorkCalendar(closures=...)``). The package list
includes observed dates (a Sunday holiday is observed on Monday) when ``observed=True``.
The package's CA list is broader than the days government offices close: it includes
Susan B. Anthony Day (Feb 15) and, from 2026, Diwali. Those are left out (``NOT_CLOSED``):
treating a doubtful day as a working day gives the earlier, safer due date; a city that does
close on one declares it as a closure (jurisdiction or project ``closures``).

Definitions used throughout:

* working day: Mon-Fri, not a holiday and not a closure;
* business day: Mon-Fri, not a holiday (closures ignored);
* "N working days after D": D itself is not counted; the N-th working day after D;
* "at least N working days before D": count back N working days from D (D not counted).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import holidays as _holidays_pkg

from workbench.core.rules import DEADLINE_UNITS

__all__ = ["TZ", "Counter", "Due", "WorkCalendar", "add_months", "compute_due", "due_counter"]

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


def _head(d: date) -> str:
    """``2025-12-01 (Mon)``: the start of a day count's step."""
    text = _HEAD_CACHE.get(d)
    if text is None:
        text = f"{d.isoformat()} ({_WEEKDAYS[d.weekday()]})"
        if len(_HEAD_CACHE) > 20_000:
            _HEAD_CACHE.clear()
        _HEAD_CACHE[d] = text
    return text


def _counted_from(d: date) -> str:
    """The note of a day count from a date-time trigger on ``d``."""
    text = _FROM_CACHE.get(d)
    if text is None:
        text = f"Counted from the trigger's date {d}; the trigger day itself is not counted."
        if len(_FROM_CACHE) > 20_000:
            _FROM_CACHE.clear()
        _FROM_CACHE[d] = text
    return text


#: ``_fmt``, ``_head`` and ``_counted_from`` texts by date (deadlines name the same days again
#: and again; strings only, so the collector has nothing to scan in them).
_FMT_CACHE: dict[date, str] = {}
_HEAD_CACHE: dict[date, str] = {}
_FROM_CACHE: dict[date, str] = {}
#: ``HH:MM`` by minute of the day (``f"{dt:%H:%M}"`` costs a strftime call).
_HHMM: tuple[str, ...] = tuple(f"{h:02d}:{m:02d}" for h in range(24) for m in range(60))
_DAYS_IN_MONTH = (0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
_UNSET: object = object()
_new = object.__new__


def add_months(d: date, n: int) -> date:
    """``d`` plus ``n`` calendar months (n may be negative), clamped to the month's last day."""
    month0 = d.month - 1 + n
    year = d.year + month0 // 12
    month = month0 % 12 + 1
    day = d.day
    if day > 28:
        last = _DAYS_IN_MONTH[month]
        if month == 2 and year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
            last = 29
        day = min(day, last)
    return date(year, month, day)


class WorkCalendar:
    """Working-day calendar: weekends, California holidays (package) and closure dates."""

    def __init__(
        self, closures: Iterable[date] = (), *, subdiv: str = "CA", observed: bool = True
    ) -> None:
        self.closures: frozenset[date] = frozenset(_as_date(d) for d in closures)
        self.subdiv = subdiv
        self.observed = observed
        # Why a date is not a working (business) day, by date (deadlines ask often): None for
        # a working (business) day, else the holiday or closure name, "" for a weekend day.
        self._off: dict[date, str | None] = {}
        self._business_off: dict[date, str | None] = {}

    # -- day classification -------------------------------------------------------------

    def _holiday(self, d: date) -> str | None:
        return _holidays_for(self.subdiv, d.year, self.observed).get(d)

    def _off_day(self, d: date) -> str | None:
        """None for a working day, else ``holiday_name(d)`` (``""`` for a weekend day)."""
        reason = self._off.get(d, _UNSET)
        if reason is _UNSET:
            name = self._holiday(d)
            if name is None and d in self.closures:
                name = CLOSURE_NAME
            reason = name if name is not None else ("" if d.weekday() >= 5 else None)
            if len(self._off) > 20_000:
                self._off.clear()
            self._off[d] = reason
        return reason  # type: ignore[return-value]

    def _business_off_day(self, d: date) -> str | None:
        """None for a business day, else the holiday's name (``""`` for a weekend day)."""
        reason = self._business_off.get(d, _UNSET)
        if reason is _UNSET:
            name = self._holiday(d)
            reason = name if name is not None else ("" if d.weekday() >= 5 else None)
            if len(self._business_off) > 20_000:
                self._business_off.clear()
            self._business_off[d] = reason
        return reason  # type: ignore[return-value]

    def is_working_day(self, d: date) -> bool:
        """Mon-Fri, not a holiday, not a closure."""
        if isinstance(d, datetime):
            d = d.date()
        return self._off_day(d) is None

    def is_business_day(self, d: date) -> bool:
        """Mon-Fri, not a holiday (closures are ignored)."""
        return self._business_off_day(_as_date(d)) is None

    def holiday_name(self, d: date) -> str | None:
        """The holiday's name, ``"City closure"`` for a closure date, else None."""
        return self._off_day(_as_date(d)) or None

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
        if start.tzinfo is not None:
            start = start.astimezone(TZ).replace(tzinfo=None)
        return _add_hours(start, timedelta(hours=hours))


def _check_count(n: int) -> None:
    if n < 0:
        raise ValueError(f"n must be >= 0 (got {n}); count backwards with working_days_before")


def _add_hours(start: datetime, elapsed: timedelta) -> datetime:
    """Naive local ``start`` plus ``elapsed`` real time, as naive local wall-clock time.

    The general way: local -> UTC, add, back to local. Wall-clock addition gives the same
    whenever the UTC offset at ``start`` (its ``fold`` counted) equals the offset at the sum
    and the sum is not on a day next to an offset change (``_dst_days``: no skipped or
    repeated wall-clock time there, so the sum is the one local time of that instant, fold 0).
    """
    try:
        later = start + elapsed
    except OverflowError:
        later = None
    if (
        later is not None
        and TZ.utcoffset(later) == TZ.utcoffset(start)
        and 1 < later.year < 9999
        and later.date() not in (_DST_DAYS.get(later.year) or _dst_days(later.year))
    ):
        return later
    aware = start.replace(tzinfo=TZ)
    return (aware.astimezone(UTC) + elapsed).astimezone(TZ).replace(tzinfo=None)


#: year -> the days of that year next to a change of TZ's UTC offset (see ``_dst_days``).
_DST_DAYS: dict[int, frozenset[date]] = {}


def _dst_days(year: int) -> frozenset[date]:
    """The days of ``year`` whose midnight or next midnight has another UTC offset than the
    midnight after or before it: every day with a transition, and the day after one.

    Wall-clock times are skipped or repeated only next to a transition, so on any other day
    every wall-clock time is exactly one instant. (Two transitions that cancel out between
    two midnights would go unseen; America/Los_Angeles never had them.)
    """
    days = _DST_DAYS.get(year)
    if days is None:
        first = date(year, 1, 1)
        count = (date(year + 1, 1, 1) - first).days
        one = timedelta(days=1)
        offsets = [
            TZ.utcoffset(datetime.combine(first + one * k, datetime.min.time()))
            for k in range(-1, count + 1)
        ]
        days = frozenset(
            first + one * k
            for k in range(count)
            if offsets[k] != offsets[k + 1] or offsets[k + 1] != offsets[k + 2]
        )
        _DST_DAYS[year] = days
    return days


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


def _describe_skips(skipped: list[tuple[date, str]]) -> str:
    """``skips Thu 2025-11-27 Thanksgiving Day, Sat, Sun`` (weekends summarised when many).

    ``skipped``: (day, why) pairs, ``why`` the holiday or closure name or "" for a weekend day.
    """
    if len(skipped) <= 8 or all(name for _, name in skipped):
        parts = [f"{_fmt(d)} {name}" if name else _WEEKDAYS[d.weekday()] for d, name in skipped]
    else:
        parts = [f"{_fmt(d)} {name}" for d, name in skipped if name]
        parts.append(_plural(sum(1 for _, name in skipped if not name), "weekend day"))
    return "skips " + ", ".join(parts)


#: The count a rule fixes: (trigger, calendar) -> (due, steps, notes) (see ``due_counter``).
Counter = Callable[[date | datetime, WorkCalendar], tuple[date | datetime, list[str], list[str]]]
#: due_counter results by (amount's type, amount, unit, direction, roll_forward); the type
#: keeps True (refused) apart from 1.
_COUNTERS: dict[tuple[Any, ...], Counter] = {}


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
    try:
        count = _COUNTERS[amount.__class__, amount, unit, direction, roll_forward]
    except (KeyError, TypeError):
        count = due_counter(amount, unit, direction=direction, roll_forward=roll_forward)
    due, steps, notes = count(start, cal)
    made = _new(Due)  # Due(...) without calling the dataclass __init__ (a Python frame)
    made.due = due
    made.unit = unit
    made.amount = amount
    made.direction = direction
    made.steps = steps
    made.notes = notes
    return made


def due_counter(
    amount: int, unit: str, *, direction: str = "after", roll_forward: bool = False
) -> Counter:
    """``compute_due`` of one rule as a function of (start, cal) that gives the Due's (due,
    steps, notes), with the arguments checked and the rule's own texts made once."""
    if unit not in DEADLINE_UNITS:
        raise ValueError(f"unit must be one of {', '.join(DEADLINE_UNITS)} (got {unit!r})")
    if direction not in ("after", "before"):
        raise ValueError(f"direction must be 'after' or 'before' (got {direction!r})")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise ValueError(f"amount must be a whole number >= 0 (got {amount!r})")
    before = direction == "before"
    sign = "-" if before else "+"
    if unit == "immediate":
        counter = _immediate
    elif unit == "hours":
        counter = _hours(amount, before, sign)
    elif unit in ("working_days", "next_working_day", "business_days"):
        counter = _working(amount, unit, before, sign)
    else:
        counter = _dated(amount, unit, before, sign, bool(roll_forward))
    try:
        if len(_COUNTERS) >= 512:
            _COUNTERS.clear()
        _COUNTERS[amount.__class__, amount, unit, direction, roll_forward] = counter
    except TypeError:  # an unhashable roll_forward: not kept
        pass
    return counter


def _local(start: date | datetime) -> tuple[datetime, date, bool]:
    """The start as naive local time, its date, and whether it has a time of day."""
    if isinstance(start, datetime):
        start_dt = start.astimezone(TZ).replace(tzinfo=None) if start.tzinfo else start
        return start_dt, start_dt.date(), True
    return datetime(start.year, start.month, start.day), start, False


def _day_start(start: date | datetime) -> tuple[date, list[str]]:
    """The date a day count starts from, and its first notes."""
    _, day, time_given = _local(start)
    return day, [_counted_from(day)] if time_given else []


_IMMEDIATE_NOTE = "Immediately: due at the trigger itself; no time is allowed."


def _immediate(
    start: date | datetime, cal: WorkCalendar
) -> tuple[date | datetime, list[str], list[str]]:
    day = start.date() if start.__class__ is datetime and start.tzinfo is None else _local(start)[1]
    return start, [(_FMT_CACHE.get(day) or _fmt(day)) + ": immediately"], [_IMMEDIATE_NOTE]


def _hours(amount: int, before: bool, sign: str) -> Counter:
    elapsed = timedelta(hours=-amount if before else amount)
    label = f" {sign} {_plural(amount, 'clock hour')} (weekends and holidays are not skipped) -> "

    def count(
        start: date | datetime, cal: WorkCalendar
    ) -> tuple[date | datetime, list[str], list[str]]:
        if start.__class__ is datetime and start.tzinfo is None:
            start_dt, day, notes = start, start.date(), []
        else:
            start_dt, day, time_given = _local(start)
            notes = (
                []
                if time_given
                else [f"The trigger's time of day was not given; counted from 00:00 on {day}."]
            )
        due_dt = _add_hours(start_dt, elapsed)
        due_day = due_dt.date()
        due_text = _FMT_CACHE.get(due_day) or _fmt(due_day)
        steps = [
            f"{_FMT_CACHE.get(day) or _fmt(day)} {_HHMM[start_dt.hour * 60 + start_dt.minute]}"
            f"{label}{due_text} {_HHMM[due_dt.hour * 60 + due_dt.minute]}"
        ]
        why = cal._off.get(due_day, _UNSET)
        if why is _UNSET:
            why = cal._off_day(due_day)
        if why is not None:
            notes.append(
                f"{due_text} is not a working day ({why or _WEEKDAYS[due_day.weekday()]}); "
                "clock hours do not skip it."
            )
        return due_dt, steps, notes

    return count


def _working(amount: int, unit: str, before: bool, sign: str) -> Counter:
    """working_days, next_working_day (amount 0 or 1: the next one) and business_days."""
    n = max(amount, 1) if unit == "next_working_day" else amount
    business = unit == "business_days"
    one = timedelta(days=-1 if before else 1)
    label = f" {sign} {_plural(n, 'business day' if business else 'working day')}"

    def count(
        start: date | datetime, cal: WorkCalendar
    ) -> tuple[date | datetime, list[str], list[str]]:
        if start.__class__ is datetime and start.tzinfo is None:
            day = start.date()
            notes = [_FROM_CACHE.get(day) or _counted_from(day)]
        else:
            day, notes = _day_start(start)
        off, off_day = (
            (cal._business_off, cal._business_off_day) if business else (cal._off, cal._off_day)
        )
        skipped: list[tuple[date, str]] = []
        counted: list[date] = []
        d = day
        remaining = n
        while remaining > 0:
            d += one
            why = off.get(d, _UNSET)
            if why is _UNSET:
                why = off_day(d)
            if why is None:
                remaining -= 1
                counted.append(d)
            else:
                skipped.append((d, why))
        due_text = _FMT_CACHE.get(d) or _fmt(d)
        if not skipped:
            step = f"{_HEAD_CACHE.get(day) or _head(day)}{label} -> {due_text}"
        elif n <= 5:
            step = (
                f"{_HEAD_CACHE.get(day) or _head(day)}{label}: {_describe_skips(skipped)}; counts "
                f"{', '.join([_FMT_CACHE.get(c) or _fmt(c) for c in counted])} -> {due_text}"
            )
        else:
            step = f"{_HEAD_CACHE.get(day) or _head(day)}{label}: {_describe_skips(skipped)} -> {due_text}"
        if business and cal.closures and d in cal.closures:
            notes.append(f"{due_text} is a declared closure; business days ignore closures.")
        return d, [step], notes

    return count


def _dated(amount: int, unit: str, before: bool, sign: str, roll_forward: bool) -> Counter:
    """calendar_days, months and years."""
    by_month = unit != "calendar_days"
    delta = timedelta(days=-amount if before else amount)
    months = amount * (12 if unit == "years" else 1) * (-1 if before else 1)
    word = "calendar day" if unit == "calendar_days" else "year" if unit == "years" else "month"
    label = f" {sign} {_plural(amount, word)} -> "

    def count(
        start: date | datetime, cal: WorkCalendar
    ) -> tuple[date | datetime, list[str], list[str]]:
        if start.__class__ is datetime and start.tzinfo is None:
            day = start.date()
            notes = [_FROM_CACHE.get(day) or _counted_from(day)]
        else:
            day, notes = _day_start(start)
        if by_month:
            due = add_months(day, months)
            if due.day != day.day:
                notes.append(f"{day} has no matching day in {due:%B %Y}; clamped to {due}.")
        else:
            due = day + delta
        due_text = _FMT_CACHE.get(due) or _fmt(due)
        steps = [f"{_HEAD_CACHE.get(day) or _head(day)}{label}{due_text}"]
        why = cal._off.get(due, _UNSET)
        if why is _UNSET:
            why = cal._off_day(due)
        if why is not None:
            why = why or _WEEKDAYS[due.weekday()]
            if roll_forward:
                due = _roll(cal, due, due_text, why, before, steps)
            else:
                notes.append(
                    f"{due_text} is not a working day ({why}); the text does not say the date moves."
                )
        return due, steps, notes

    return count


def _roll(
    cal: WorkCalendar, due: date, due_text: str, why: str, before: bool, steps: list[str]
) -> date:
    """The working day a non-working ``due`` moves to (earlier for a "before" rule), with its step."""
    if before:
        moved = cal._walk(due, 1, -1, cal.is_working_day)[0]
        steps.append(
            f"{due_text} is not a working day ({why}); moved back to "
            f"{_fmt(moved)} so the lead time is not shortened"
        )
    else:
        moved = cal.next_working_day(due)
        steps.append(f"{due_text} is not a working day ({why}); rolled forward to {_fmt(moved)}")
    return moved
