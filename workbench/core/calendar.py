"""Deadline arithmetic: calendar days, working days, business days, months, years, clock hours.

Time zone: America/Los_Angeles (``TZ``). Dates are plain ``datetime.date``; date-times are naive
local wall-clock times (aware inputs are converted to ``TZ`` first).

Holidays (``holidays_ca``): working and business days skip the city's holidays, the pinned list
its ``Jurisdiction.holiday_list`` declares (the stand-in ``holidays_ca.CITY_STANDIN`` where a city
declares none), plus declared closures (jurisdiction and project
``closures``), minus days a project says the city is open (``open_days``).

Definitions used throughout:

* working day: Mon-Fri, not a holiday and not a closure;
* business day: Mon-Fri, not a holiday (closures ignored);
* "N working days after D": D itself is not counted; the N-th working day after D;
* "at least N working days before D": count back N working days from D (D not counted);
* clock hours: elapsed time (local -> UTC, add, back to local), so across a daylight-saving
  change the wall clock shows one hour more (March) or less (November) than the count.

Computing time under CCP § 12a (``extend_ccp12a``, ``deadline_extension``): see
``workbench.core.computing_time``, re-exported here.

Over 500 lines: every unit of counting the ordinances use (calendar, working and business days,
months, years, clock hours) in one place, because each must count the same holidays, closures
and open days; the CCP § 12a extension lives in ``computing_time``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from functools import partial
from typing import Any
from zoneinfo import ZoneInfo

from workbench.core.computing_time import Extension, deadline_extension, extend_ccp12a
from workbench.core.holidays_ca import (
    CCP135,
    CITY_STANDIN,
    HolidayList,
    HolidaysNotPinned,
)
from workbench.core.rules import DEADLINE_UNITS

__all__ = [
    "TZ",
    "Counter",
    "Due",
    "Extension",
    "HolidaysNotPinned",
    "WorkCalendar",
    "add_months",
    "compute_due",
    "deadline_extension",
    "due_counter",
    "extend_ccp12a",
    "inclusive_last_day",
    "local_time_exists",
    "local_time_problem",
]

TZ: ZoneInfo = ZoneInfo("America/Los_Angeles")

_WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")
CLOSURE_NAME = "City closure"
#: What info() and every count say of a stand-in list the city did not declare.
NOT_DECLARED = "[not declared by the city]"
_WORKING_UNITS = ("working_days", "next_working_day", "business_days")
_INCLUSIVE_UNITS = ("calendar_days", "months", "years")


def _as_date(d: date) -> date:
    return d.date() if isinstance(d, datetime) else d


def _fmt(d: date) -> str:
    """``Mon 2025-12-01``."""
    return f"{_WEEKDAYS[d.weekday()]} {d.isoformat()}"


def _head(d: date) -> str:
    """``2025-12-01 (Mon)``: the start of a day count's step."""
    return f"{d.isoformat()} ({_WEEKDAYS[d.weekday()]})"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def inclusive_last_day(d: date, months: int) -> date:
    """The last day of a period of ``months`` (> 0) calendar months whose first day is ``d``:
    the day before the same date ``months`` later, or, where that date does not exist
    (a year from February 29, a month from January 31), the last day of the month before it.

    A year from 2025-07-01 ends 2026-06-30; from 2024-02-29, 2025-02-28; from 2023-03-01,
    2024-02-29.
    """
    if months <= 0:
        raise ValueError(f"an inclusive period needs at least one month (got {months})")
    same_date = add_months(d, months)
    if same_date.day != d.day:  # no such date: the period runs to the end of that month
        return same_date
    return same_date - timedelta(days=1)


def add_months(d: date, n: int) -> date:
    """``d`` plus ``n`` calendar months (n may be negative), clamped to the month's last day."""
    month0 = d.month - 1 + n
    year, month = d.year + month0 // 12, month0 % 12 + 1
    next_month = date(year + month // 12, month % 12 + 1, 1)
    last_day = (next_month - timedelta(days=1)).day
    return date(year, month, min(d.day, last_day))


class WorkCalendar:
    """Which days are working days: weekends, the city's holiday list, closures, open days.

    ``closures``: days the city is closed besides the list (jurisdiction and project);
    ``open_days``: days on the list the city is open for the project (they count as working
    and business days); ``holiday_list``: the city's declared list (None: the stand-in
    ``CITY_STANDIN``, shown as not declared by the city).
    """

    def __init__(
        self,
        closures: Iterable[date] = (),
        *,
        open_days: Iterable[date] = (),
        holiday_list: HolidayList | None = None,
    ) -> None:
        self.closures: frozenset[date] = frozenset(_as_date(d) for d in closures)
        self.open_days: frozenset[date] = frozenset(_as_date(d) for d in open_days)
        self.declared: bool = holiday_list is not None
        self.holiday_list: HolidayList = holiday_list or CITY_STANDIN

    def holiday(self, d: date) -> str | None:
        """The list's holiday name on ``d`` unless the project keeps it open, else None."""
        d = _as_date(d)
        if d in self.open_days:
            return None
        return self.holiday_list.holiday(d)

    def holiday_name(self, d: date) -> str | None:
        """The holiday's name, ``"City closure"`` for a closure date, else None."""
        d = _as_date(d)
        return self.holiday(d) or (CLOSURE_NAME if d in self.closures else None)

    def off_reason(self, d: date, *, business: bool = False) -> str | None:
        """None for a working (business) day; else why not: the holiday or closure name, or ""
        for a weekend day. Business days ignore closures."""
        name = self.holiday(d) if business else self.holiday_name(d)
        if name:
            return name
        return "" if d.weekday() >= 5 else None

    def is_working_day(self, d: date) -> bool:
        """Mon-Fri, not a holiday, not a closure."""
        return self.off_reason(_as_date(d)) is None

    def is_business_day(self, d: date) -> bool:
        """Mon-Fri, not a holiday (closures are ignored)."""
        return self.off_reason(_as_date(d), business=True) is None

    def list_note(self) -> str:
        """Which holiday list a count used, in one line (every working-day result says it)."""
        listed = self.holiday_list
        extra = [
            _plural(len(self.closures), "closure") if self.closures else "",
            _plural(len(self.open_days), "open day") if self.open_days else "",
        ]
        with_extra = " and ".join(e for e in extra if e)
        return (
            f"Holiday list: {listed.id} {listed.version} ({listed.title})"
            + ("" if self.declared else f" {NOT_DECLARED}")
            + (f", with {with_extra}" if with_extra else "")
            + "."
        )

    def info(self) -> dict[str, Any]:
        """What the calendar panel shows: the list in force, its source, the project's changes
        (``summary`` is one line for a label)."""
        listed = self.holiday_list
        changes = [
            f"{_plural(len(self.closures), 'closure')} added" if self.closures else "",
            f"{_plural(len(self.open_days), 'open day')} removed" if self.open_days else "",
        ]
        summary = (
            f"Working days skip: {listed.title} ({listed.id} {listed.version})"
            + ("" if self.declared else f" {NOT_DECLARED}")
            + "".join(f"; {c}" for c in changes if c)
            + f". Last days move under CCP § 12a with the {CCP135.id} list ({CCP135.version})."
        )
        return {
            "summary": summary,
            "holiday_list": self.holiday_list.to_json(),
            "holiday_list_declared": self.declared,
            "closures": sorted(d.isoformat() for d in self.closures),
            "open_days": sorted(d.isoformat() for d in self.open_days),
            "extension_list": CCP135.to_json(),
        }

    # -- stepping -----------------------------------------------------------------------

    def _walk(self, start: date, n: int, step: int, ok: Callable[[date], bool]) -> date:
        """The n-th day satisfying ``ok`` from ``start`` (excluded), moving ``step`` days."""
        d = _as_date(start)
        while n > 0:
            d += timedelta(days=step)
            if ok(d):
                n -= 1
        return d

    def next_working_day(self, d: date) -> date:
        """The first working day strictly after ``d``."""
        return self._walk(d, 1, 1, self.is_working_day)

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
        return self._walk(start, n, 1, self.is_working_day)

    def add_business_days(self, start: date, n: int) -> date:
        """The n-th business day after ``start`` (start not counted; n=0 gives start)."""
        _check_count(n)
        return self._walk(start, n, 1, self.is_business_day)

    def working_days_before(self, d: date, n: int) -> date:
        """Latest date at least ``n`` working days before ``d``: count back n working days.

        ``add_working_days(working_days_before(d, n), n) == d`` whenever ``d`` is a working day.
        """
        _check_count(n)
        return self._walk(d, n, -1, self.is_working_day)

    def business_days_before(self, d: date, n: int) -> date:
        """Count back ``n`` business days from ``d`` (d not counted)."""
        _check_count(n)
        return self._walk(d, n, -1, self.is_business_day)

    def working_days_between(self, a: date, b: date) -> int:
        """Working days in (a, b] (negative, counting (b, a], when b < a).

        Inverse of ``add_working_days``: ``working_days_between(a, add_working_days(a, n)) == n``.
        """
        a, b = _as_date(a), _as_date(b)
        sign = 1
        if b < a:
            a, b, sign = b, a, -1
        days = (a + timedelta(days=k) for k in range(1, (b - a).days + 1))
        return sign * sum(1 for d in days if self.is_working_day(d))

    def add_hours(self, start: datetime, hours: float) -> datetime:
        """Clock hours across DST: local -> UTC, add, back to naive local wall-clock time.

        A naive ``start`` is local time (its ``fold`` picks the side of an ambiguous hour);
        the result keeps ``fold`` so a repeated hour in November round-trips.
        """
        if start.tzinfo is not None:
            start = start.astimezone(TZ).replace(tzinfo=None)
        return _add_elapsed(start, timedelta(hours=hours))


def _check_count(n: int) -> None:
    if n < 0:
        raise ValueError(f"n must be >= 0 (got {n}); count backwards with working_days_before")


def _add_elapsed(start: datetime, elapsed: timedelta) -> datetime:
    """Naive local ``start`` plus ``elapsed`` real time, as naive local wall-clock time."""
    aware = start.replace(tzinfo=TZ)
    return (aware.astimezone(UTC) + elapsed).astimezone(TZ).replace(tzinfo=None)


def _zone(dt: datetime) -> str:
    """``PST`` or ``PDT`` for a naive local time (its ``fold`` counted)."""
    return dt.replace(tzinfo=TZ).tzname() or ""


def local_time_exists(dt: datetime) -> bool:
    """False for a naive local time in the spring-forward gap (2025-03-09T02:30)."""
    if dt.tzinfo is not None:
        return True
    first_reading = dt.replace(fold=0)
    return _add_elapsed(first_reading, timedelta(0)) == first_reading


def local_time_problem(dt: datetime) -> str | None:
    """Why a naive local time is not one instant: it does not exist (the spring-forward gap)
    or it occurs twice (the fall-back hour); None for an ordinary time."""
    if dt.tzinfo is not None:
        return None
    if dt.replace(fold=0, tzinfo=TZ).utcoffset() == dt.replace(fold=1, tzinfo=TZ).utcoffset():
        return None
    text = dt.replace(fold=0).isoformat(timespec="minutes")
    if not local_time_exists(dt):
        moved = _add_elapsed(dt.replace(fold=0), timedelta(0))  # the instant it would name
        return (
            f"{text} does not exist in Los Angeles (the clocks jump from 02:00 PST to 03:00 PDT); "
            f"counted as {moved:%H:%M} {_zone(moved)}: check the trigger's time"
        )
    side = "the second (PST)" if dt.fold else "the first (PDT)"
    return (
        f"{text} occurs twice in Los Angeles (01:00-02:00 is repeated when the clocks fall back); "
        f"counted from {side}: the other reading moves the due time by one hour"
    )


@dataclass
class Due:
    """A computed due date (``date`` for day counts, ``datetime`` for hour counts)."""

    due: date | datetime
    unit: str
    amount: int
    direction: str
    steps: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


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


def compute_due(
    amount: int,
    unit: str,
    start: date | datetime,
    cal: WorkCalendar,
    *,
    direction: str = "after",
    roll_forward: bool = False,
    inclusive_end: bool = False,
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

    ``inclusive_end`` (calendar days, months, years counted forward): the start day is the
    period's first day, so the due date is its last day, one day before the plain count
    ("in a year" from July 1 ends June 30; see ``inclusive_last_day`` for February 29).
    """
    count = due_counter(
        amount, unit, direction=direction, roll_forward=roll_forward, inclusive_end=inclusive_end
    )
    due, steps, notes = count(start, cal)
    return Due(due, unit, amount, direction, steps, notes)


def due_counter(
    amount: int,
    unit: str,
    *,
    direction: str = "after",
    roll_forward: bool = False,
    inclusive_end: bool = False,
) -> Counter:
    """``compute_due`` of one rule as a function of (start, cal) that gives the Due's (due,
    steps, notes), with the arguments checked once."""
    if unit not in DEADLINE_UNITS:
        raise ValueError(f"unit must be one of {', '.join(DEADLINE_UNITS)} (got {unit!r})")
    if direction not in ("after", "before"):
        raise ValueError(f"direction must be 'after' or 'before' (got {direction!r})")
    if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
        raise ValueError(f"amount must be a whole number >= 0 (got {amount!r})")
    before = direction == "before"
    if inclusive_end:
        if unit not in _INCLUSIVE_UNITS or before or amount < 1:
            raise ValueError(
                "inclusive_end counts forward at least one calendar day, month or year "
                f"(got {amount} {unit} {direction})"
            )
        return partial(_count_inclusive, amount, unit, bool(roll_forward))
    if unit == "immediate":
        return _count_immediate
    if unit == "hours":
        return partial(_count_hours, amount, before)
    if unit in _WORKING_UNITS:
        return partial(_count_working, amount, unit, before)
    return partial(_count_dated, amount, unit, before, bool(roll_forward))


def _local(start: date | datetime) -> tuple[datetime, date, bool]:
    """The start as naive local time, its date, and whether it has a time of day."""
    if isinstance(start, datetime):
        start_dt = start.astimezone(TZ).replace(tzinfo=None) if start.tzinfo else start
        return start_dt, start_dt.date(), True
    return datetime(start.year, start.month, start.day), start, False


def _day_start(start: date | datetime) -> tuple[date, list[str]]:
    """The date a day count starts from, and its first notes."""
    _, day, time_given = _local(start)
    if not time_given:
        return day, []
    return day, [f"Counted from the trigger's date {day}; the trigger day itself is not counted."]


def _count_immediate(
    start: date | datetime, cal: WorkCalendar
) -> tuple[date | datetime, list[str], list[str]]:
    day = _local(start)[1]
    return (
        start,
        [f"{_fmt(day)}: immediately"],
        ["Immediately: due at the trigger itself; no time is allowed."],
    )


def _count_hours(
    amount: int, before: bool, start: date | datetime, cal: WorkCalendar
) -> tuple[date | datetime, list[str], list[str]]:
    """Clock hours: elapsed time, the wall clock's daylight-saving shift explained."""
    start_dt, day, time_given = _local(start)
    notes = (
        []
        if time_given
        else [f"The trigger's time of day was not given; counted from 00:00 on {day}."]
    )
    problem = local_time_problem(start_dt)
    if problem:
        notes.append(problem)
    due_dt = _add_elapsed(start_dt, timedelta(hours=-amount if before else amount))
    sign = "-" if before else "+"
    steps = [
        f"{_fmt(day)} {start_dt:%H:%M} {_zone(start_dt)} {sign} "
        f"{_plural(amount, 'clock hour')} (elapsed time; weekends and holidays are not skipped) "
        f"-> {_fmt(due_dt.date())} {due_dt:%H:%M} {_zone(due_dt)}"
    ]
    start_zone, due_zone = _zone(start_dt), _zone(due_dt)
    if start_zone != due_zone:
        earlier_zone = due_zone if before else start_zone
        shift = "forward" if earlier_zone == "PST" else "back"
        steps.append(
            f"Daylight saving time changes in between ({start_zone} to {due_zone}): the clocks "
            f"move {shift} one hour, so the wall-clock time differs from the start's by one hour "
            f"while exactly {_plural(amount, 'hour')} elapse."
        )
    why = cal.off_reason(due_dt.date())
    if why is not None:
        notes.append(
            f"{_fmt(due_dt.date())} is not a working day ({why or _WEEKDAYS[due_dt.weekday()]}); "
            "clock hours do not skip it."
        )
    return due_dt, steps, notes


def _count_working(
    amount: int, unit: str, before: bool, start: date | datetime, cal: WorkCalendar
) -> tuple[date | datetime, list[str], list[str]]:
    """working_days, next_working_day (amount 0 or 1: the next one) and business_days."""
    n = max(amount, 1) if unit == "next_working_day" else amount
    business = unit == "business_days"
    day, notes = _day_start(start)
    one = timedelta(days=-1 if before else 1)
    skipped: list[tuple[date, str]] = []
    counted: list[date] = []
    d = day
    while len(counted) < n:
        d += one
        why = cal.off_reason(d, business=business)
        if why is None:
            counted.append(d)
        else:
            skipped.append((d, why))
    label = (
        f"{_head(day)} {'-' if before else '+'} "
        f"{_plural(n, 'business day' if business else 'working day')}"
    )
    if not skipped:
        step = f"{label} -> {_fmt(d)}"
    elif n <= 5:
        counts = ", ".join(_fmt(c) for c in counted)
        step = f"{label}: {_describe_skips(skipped)}; counts {counts} -> {_fmt(d)}"
    else:
        step = f"{label}: {_describe_skips(skipped)} -> {_fmt(d)}"
    if business and d in cal.closures:
        notes.append(f"{_fmt(d)} is a declared closure; business days ignore closures.")
    notes.append(cal.list_note())
    return d, [step], notes


def _count_inclusive(
    amount: int, unit: str, roll_forward: bool, start: date | datetime, cal: WorkCalendar
) -> tuple[date | datetime, list[str], list[str]]:
    """A period whose first day is the trigger's date: its last day."""
    _, day, time_given = _local(start)
    notes = (
        [f"Counted from the trigger's date {day}, the period's first day."] if time_given else []
    )
    if unit == "calendar_days":
        due = day + timedelta(days=amount - 1)
        span = _plural(amount, "calendar day")
        steps = [f"{_head(day)} is day 1 of {span} -> the last day {_fmt(due)}"]
    else:
        months = amount * (12 if unit == "years" else 1)
        due = inclusive_last_day(day, months)
        span = _plural(amount, "year" if unit == "years" else "month")
        same = add_months(day, months)
        if same.day == day.day:
            how = f"the day before {_fmt(same)}"
        else:
            how = f"{same:%B %Y} has no day {day.day}: the period ends with the month"
        steps = [f"{_head(day)} starts {span} (the start day counted): {how} -> {_fmt(due)}"]
    why = cal.off_reason(due)
    if why is None:
        return due, steps, notes
    listed = [cal.list_note()] if why else []  # a holiday or closure: name the list (issue 21)
    why = why or _WEEKDAYS[due.weekday()]
    if not roll_forward:
        notes.append(
            f"{_fmt(due)} is not a working day ({why}); the text does not say the date moves."
        )
        return due, steps, notes + listed
    moved = cal.next_working_day(due)
    steps.append(f"{_fmt(due)} is not a working day ({why}); rolled forward to {_fmt(moved)}")
    return moved, steps, notes + listed


def _count_dated(
    amount: int,
    unit: str,
    before: bool,
    roll_forward: bool,
    start: date | datetime,
    cal: WorkCalendar,
) -> tuple[date | datetime, list[str], list[str]]:
    """calendar_days, months and years."""
    day, notes = _day_start(start)
    if unit == "calendar_days":
        due = day + timedelta(days=-amount if before else amount)
        word = "calendar day"
    else:
        months = amount * (12 if unit == "years" else 1) * (-1 if before else 1)
        due = add_months(day, months)
        word = "year" if unit == "years" else "month"
        if due.day != day.day:
            notes.append(f"{day} has no matching day in {due:%B %Y}; clamped to {due}.")
    steps = [f"{_head(day)} {'-' if before else '+'} {_plural(amount, word)} -> {_fmt(due)}"]
    why = cal.off_reason(due)
    if why is None:
        return due, steps, notes
    listed = [cal.list_note()] if why else []  # a holiday or closure: name the list (issue 21)
    why = why or _WEEKDAYS[due.weekday()]
    if not roll_forward:
        notes.append(
            f"{_fmt(due)} is not a working day ({why}); the text does not say the date moves."
        )
        return due, steps, notes + listed
    notes += listed
    if before:
        moved = cal._walk(due, 1, -1, cal.is_working_day)
        steps.append(
            f"{_fmt(due)} is not a working day ({why}); moved back to {_fmt(moved)} so the lead "
            "time is not shortened"
        )
    else:
        moved = cal.next_working_day(due)
        steps.append(f"{_fmt(due)} is not a working day ({why}); rolled forward to {_fmt(moved)}")
    return moved, steps, notes
