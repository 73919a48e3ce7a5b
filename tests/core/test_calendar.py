"""Calendar engine: golden dates (checked by hand against a wall calendar) and properties."""

from __future__ import annotations

import time
from datetime import UTC, date, datetime, timedelta

import holidays
import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from workbench.core.calendar import TZ, WorkCalendar, add_months, compute_due

CAL = WorkCalendar()
WED_BEFORE_THANKSGIVING = date(2025, 11, 26)

dates = st.dates(min_value=date(2020, 1, 1), max_value=date(2035, 12, 31))
closure_sets = st.frozensets(dates, max_size=15)
slow = settings(deadline=None, max_examples=150)


# -- the holiday source ----------------------------------------------------------------


def test_package_ca_subdivision_has_the_thanksgiving_and_christmas_holidays() -> None:
    ca = holidays.country_holidays("US", subdiv="CA", years=2025)
    assert ca.get(date(2025, 11, 27)) == "Thanksgiving Day"
    assert ca.get(date(2025, 11, 28)) == "Day After Thanksgiving"
    assert ca.get(date(2025, 12, 25)) == "Christmas Day"


def test_holiday_names_and_closures() -> None:
    cal = WorkCalendar(closures=[date(2025, 12, 26)])
    assert cal.holiday_name(date(2025, 11, 27)) == "Thanksgiving Day"
    assert cal.holiday_name(date(2025, 12, 26)) == "City closure"
    assert cal.holiday_name(date(2025, 12, 23)) is None
    assert cal.holiday_name(datetime(2025, 12, 25, 9, 30)) == "Christmas Day"


def test_observed_holidays_count_only_when_observed() -> None:
    # 2028-01-01 is a Saturday: New Year's Day is observed on Fri 2027-12-31.
    assert not CAL.is_working_day(date(2027, 12, 31))
    assert "observed" in (CAL.holiday_name(date(2027, 12, 31)) or "")
    # Independence Day 2027 is a Sunday: observed Monday 5 July.
    assert not CAL.is_working_day(date(2027, 7, 5))


def test_classification() -> None:
    cal = WorkCalendar(closures=[date(2025, 12, 26)])
    assert cal.is_working_day(date(2025, 12, 24))  # Wednesday
    assert not cal.is_working_day(date(2025, 12, 27))  # Saturday
    assert not cal.is_working_day(date(2025, 12, 25))  # Christmas
    assert not cal.is_working_day(date(2025, 12, 26))  # closure
    assert cal.is_business_day(date(2025, 12, 26))  # closures do not stop business days
    assert not cal.is_business_day(date(2025, 12, 25))


def test_evaluation_is_fast_enough_for_interactive_use() -> None:
    CAL.add_working_days(date(2025, 1, 1), 1)  # warm the holiday cache
    t0 = time.perf_counter()
    for k in range(1000):
        CAL.add_working_days(date(2025, 1, 1) + timedelta(days=k % 300), 10)
    assert time.perf_counter() - t0 < 1.0


# -- golden working-day arithmetic ------------------------------------------------------


def test_working_days_across_thanksgiving_2025() -> None:
    # Wed 11-26 -> skip Thu (Thanksgiving), Fri (Day After), Sat, Sun -> Mon 12-01 is day 1.
    assert CAL.add_working_days(WED_BEFORE_THANKSGIVING, 1) == date(2025, 12, 1)
    assert CAL.add_working_days(WED_BEFORE_THANKSGIVING, 2) == date(2025, 12, 2)
    assert CAL.next_working_day(WED_BEFORE_THANKSGIVING) == date(2025, 12, 1)
    due = compute_due(2, "working_days", WED_BEFORE_THANKSGIVING, CAL)
    assert due.due == date(2025, 12, 2)
    (step,) = due.steps
    assert step.startswith("2025-11-26 (Wed) + 2 working days: skips ")
    assert "Thu 2025-11-27 Thanksgiving Day" in step
    assert "Fri 2025-11-28 Day After Thanksgiving" in step
    assert "Sat, Sun" in step
    assert step.endswith("-> Tue 2025-12-02")


def test_working_days_across_christmas_and_new_year_2025() -> None:
    # Thu 12-25 Christmas; Thu 2026-01-01 New Year's Day.
    assert CAL.add_working_days(date(2025, 12, 24), 1) == date(2025, 12, 26)
    assert CAL.add_working_days(date(2025, 12, 24), 2) == date(2025, 12, 29)
    assert CAL.add_working_days(date(2025, 12, 31), 1) == date(2026, 1, 2)
    # 10 working days from Mon 12-22: 23 24 26 29 30 31 (6), 2 (7), 5 6 7 (10).
    assert CAL.add_working_days(date(2025, 12, 22), 10) == date(2026, 1, 7)


def test_working_days_across_a_weekend_and_from_a_friday() -> None:
    friday = date(2025, 6, 6)
    assert CAL.next_working_day(friday) == date(2025, 6, 9)
    assert CAL.add_working_days(friday, 3) == date(2025, 6, 11)
    assert CAL.add_working_days(friday, 0) == friday
    assert CAL.roll_forward(date(2025, 6, 7)) == date(2025, 6, 9)
    assert CAL.roll_forward(friday) == friday


def test_closures_are_respected_by_working_days_only() -> None:
    cal = WorkCalendar(closures=[date(2025, 12, 26), date(2025, 12, 29)])
    assert cal.add_working_days(date(2025, 12, 24), 1) == date(2025, 12, 30)
    assert cal.add_business_days(date(2025, 12, 24), 1) == date(2025, 12, 26)
    due = compute_due(1, "working_days", date(2025, 12, 24), cal)
    assert due.due == date(2025, 12, 30)
    assert "Fri 2025-12-26 City closure" in due.steps[0]


def test_counting_back_working_days() -> None:
    # "at least two working days prior" to Mon 12-01: Wed 11-26 (1), Tue 11-25 (2).
    assert CAL.working_days_before(date(2025, 12, 1), 2) == date(2025, 11, 25)
    assert CAL.working_days_before(date(2025, 6, 9), 1) == date(2025, 6, 6)
    assert CAL.working_days_between(date(2025, 11, 25), date(2025, 12, 1)) == 2
    assert CAL.working_days_between(date(2025, 12, 1), date(2025, 11, 25)) == -2
    due = compute_due(2, "working_days", date(2025, 12, 1), CAL, direction="before")
    assert due.due == date(2025, 11, 25)


def test_negative_counts_are_rejected() -> None:
    with pytest.raises(ValueError, match="n must be >= 0"):
        CAL.add_working_days(date(2025, 1, 6), -1)
    with pytest.raises(ValueError, match="n must be >= 0"):
        CAL.working_days_before(date(2025, 1, 6), -1)


# -- clock hours --------------------------------------------------------------------------


def test_hours_do_not_skip_weekends() -> None:
    assert CAL.add_hours(datetime(2025, 6, 6, 16, 0), 48) == datetime(2025, 6, 8, 16, 0)
    due = compute_due(72, "hours", datetime(2025, 11, 26, 14, 0), CAL)
    assert due.due == datetime(2025, 11, 29, 14, 0)  # Saturday, after two holidays
    assert any("not a working day" in n for n in due.notes)


def test_hours_across_dst_changes() -> None:
    # 2025-03-09 02:00 PST -> 03:00 PDT: 24 elapsed hours from Saturday noon is 13:00.
    assert CAL.add_hours(datetime(2025, 3, 8, 12, 0), 24) == datetime(2025, 3, 9, 13, 0)
    assert CAL.add_hours(datetime(2025, 3, 9, 1, 30), 1) == datetime(2025, 3, 9, 3, 30)
    # 2025-11-02 02:00 PDT -> 01:00 PST: 24 elapsed hours from Saturday noon is 11:00.
    assert CAL.add_hours(datetime(2025, 11, 1, 12, 0), 24) == datetime(2025, 11, 2, 11, 0)
    second_one_thirty = CAL.add_hours(datetime(2025, 11, 2, 0, 30), 2)
    assert (second_one_thirty.hour, second_one_thirty.fold) == (1, 1)
    assert CAL.add_hours(second_one_thirty, -2) == datetime(2025, 11, 2, 0, 30)


def test_aware_start_is_converted_to_local_time() -> None:
    start = datetime(2025, 7, 1, 19, 0, tzinfo=UTC)  # 12:00 PDT
    assert CAL.add_hours(start, 1) == datetime(2025, 7, 1, 13, 0)


def test_hours_from_a_date_start_note_the_missing_time() -> None:
    due = compute_due(24, "hours", date(2025, 3, 14), CAL)
    assert due.due == datetime(2025, 3, 15, 0, 0)
    assert any("time of day was not given" in n for n in due.notes)
    back = compute_due(24, "hours", datetime(2025, 3, 9, 12, 0), CAL, direction="before")
    assert back.due == datetime(2025, 3, 8, 11, 0)  # the lost hour of 9 March


# -- compute_due for the other units -------------------------------------------------------


def test_calendar_days_landing_on_a_weekend_note_or_roll() -> None:
    plain = compute_due(10, "calendar_days", WED_BEFORE_THANKSGIVING, CAL)
    assert plain.due == date(2025, 12, 6)  # Saturday
    assert any("does not say the date moves" in n for n in plain.notes)
    rolled = compute_due(10, "calendar_days", WED_BEFORE_THANKSGIVING, CAL, roll_forward=True)
    assert rolled.due == date(2025, 12, 8)
    assert "rolled forward to Mon 2025-12-08" in rolled.steps[-1]
    assert not rolled.notes


def test_roll_for_a_before_rule_moves_earlier() -> None:
    # 10 days before Tue 2025-12-09 is Sat 11-29; moving later would shorten the notice.
    due = compute_due(
        10, "calendar_days", date(2025, 12, 9), CAL, direction="before", roll_forward=True
    )
    assert due.due == date(2025, 11, 26)  # Fri 28 and Thu 27 are holidays
    assert "moved back" in due.steps[-1]


def test_calendar_days_on_a_holiday_is_noted() -> None:
    due = compute_due(1, "calendar_days", WED_BEFORE_THANKSGIVING, CAL)
    assert due.due == date(2025, 11, 27)
    assert any("Thanksgiving Day" in n for n in due.notes)


def test_datetime_start_with_day_unit_counts_from_its_date() -> None:
    due = compute_due(3, "calendar_days", datetime(2025, 3, 14, 23, 59), CAL)
    assert due.due == date(2025, 3, 17)
    assert any("trigger day itself is not counted" in n for n in due.notes)


def test_next_working_day_unit_and_business_days() -> None:
    assert compute_due(1, "next_working_day", date(2025, 6, 6), CAL).due == date(2025, 6, 9)
    assert compute_due(0, "next_working_day", date(2025, 6, 6), CAL).due == date(2025, 6, 9)
    due = compute_due(1, "business_days", WED_BEFORE_THANKSGIVING, CAL)
    assert due.due == date(2025, 12, 1)


def test_months_and_years_clamp_to_month_end() -> None:
    assert compute_due(1, "months", date(2025, 1, 31), CAL).due == date(2025, 2, 28)
    assert compute_due(1, "months", date(2024, 1, 31), CAL).due == date(2024, 2, 29)
    assert compute_due(1, "years", date(2024, 2, 29), CAL).due == date(2025, 2, 28)
    assert compute_due(6, "months", date(2025, 8, 31), CAL, direction="before").due == date(
        2025, 2, 28
    )
    assert add_months(date(2025, 11, 30), 3) == date(2026, 2, 28)
    assert add_months(date(2025, 3, 15), -15) == date(2023, 12, 15)


def test_immediate_returns_the_start() -> None:
    start = datetime(2025, 3, 14, 18, 0)
    due = compute_due(0, "immediate", start, CAL)
    assert due.due == start
    assert due.notes


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"amount": 1, "unit": "fortnights"}, "unit must be one of"),
        ({"amount": -1, "unit": "calendar_days"}, "amount must be"),
        ({"amount": 1, "unit": "calendar_days", "direction": "sideways"}, "direction"),
    ],
)
def test_compute_due_validates(kwargs: dict, message: str) -> None:
    direction = kwargs.pop("direction", "after")
    with pytest.raises(ValueError, match=message):
        compute_due(start=date(2025, 1, 6), cal=CAL, direction=direction, **kwargs)


# -- properties ---------------------------------------------------------------------------


@slow
@given(start=dates, n=st.integers(1, 60), closures=closure_sets)
def test_adding_working_days_lands_on_a_working_day(
    start: date, n: int, closures: frozenset[date]
) -> None:
    cal = WorkCalendar(closures=closures)
    due = cal.add_working_days(start, n)
    assert due.weekday() < 5
    assert due not in closures
    assert cal.holiday_name(due) is None
    assert cal.working_days_between(start, due) == n


@slow
@given(d=dates, n=st.integers(0, 40), closures=closure_sets)
def test_counting_back_then_forward_returns_to_a_working_day(
    d: date, n: int, closures: frozenset[date]
) -> None:
    cal = WorkCalendar(closures=closures)
    assume(cal.is_working_day(d))
    earlier = cal.working_days_before(d, n)
    assert earlier <= d
    assert cal.add_working_days(earlier, n) == d


@slow
@given(start=dates, n=st.integers(0, 40))
def test_add_working_days_is_strictly_increasing_in_n(start: date, n: int) -> None:
    assert CAL.add_working_days(start, n) < CAL.add_working_days(start, n + 1)


@given(start=dates, n=st.integers(-5000, 5000))
def test_add_days_negative_inverts(start: date, n: int) -> None:
    assert CAL.add_days(CAL.add_days(start, n), -n) == start
    assert (CAL.add_days(start, n) - start).days == n


local_times = st.datetimes(min_value=datetime(2020, 1, 1), max_value=datetime(2034, 12, 31))
quarter_hours = st.integers(-4 * 2000, 4 * 2000).map(lambda q: q / 4)


def _exists(dt: datetime) -> bool:
    """False for wall-clock times skipped by the spring-forward change."""
    aware = dt.replace(tzinfo=TZ)
    return aware.astimezone(UTC).astimezone(TZ).replace(tzinfo=None) == dt


@slow
@given(start=local_times, hours=quarter_hours, fold=st.sampled_from([0, 1]))
def test_add_hours_round_trips_and_elapses_exactly(
    start: datetime, hours: float, fold: int
) -> None:
    start = start.replace(fold=fold)
    assume(_exists(start))
    later = CAL.add_hours(start, hours)
    assert CAL.add_hours(later, -hours) == start
    elapsed = later.replace(tzinfo=TZ).astimezone(UTC) - start.replace(tzinfo=TZ).astimezone(UTC)
    assert elapsed == timedelta(hours=hours)


@given(
    day=st.sampled_from(
        [date(2025, 3, 8), date(2026, 3, 7), date(2025, 11, 1), date(2026, 10, 31)]
    ),
    hour=st.integers(5, 20),
)
def test_add_24_hours_across_dst_shifts_the_wall_clock(day: date, hour: int) -> None:
    """The Saturday before a change: 24 h later is one hour later (March) or earlier (Nov)."""
    start = datetime(day.year, day.month, day.day, hour)
    shift = 1 if day.month == 3 else -1
    expected = start + timedelta(hours=24 + shift)
    assert CAL.add_hours(start, 24) == expected


def test_commemorative_days_are_working_days_but_presidents_day_is_not():
    """Susan B. Anthony Day and Diwali are in the package's CA list but offices do not close:
    they count as working days (the earlier, safer due date); Presidents' Day 2027 shares
    Feb 15 with Susan B. Anthony Day and stays a holiday."""
    cal = WorkCalendar()
    assert cal.is_working_day(date(2027, 10, 29))  # Diwali 2027, a Friday
    assert not cal.is_working_day(date(2027, 2, 15))
    assert cal.holiday_name(date(2027, 2, 15)) == "Presidents' Day"
    assert cal.is_working_day(date(2028, 2, 15))  # Susan B. Anthony Day 2028, a Tuesday


# -- golden cases for every unit and direction (in place of the frozen oracle copy) ----------

XMAS_CLOSED = WorkCalendar(closures=[date(2025, 12, 26)])
JUNETEENTH_OPEN = WorkCalendar(open_days=[date(2025, 6, 19)])


@pytest.mark.parametrize(
    ("amount", "unit", "start", "cal", "kwargs", "expected"),
    [
        # back from Mon 12-01: Fri 11-28 and Thu 11-27 are holidays, Sat/Sun skipped -> 24, 25, 26
        (3, "business_days", date(2025, 12, 1), CAL, {"direction": "before"}, date(2025, 11, 24)),
        # business days ignore closures: Wed 12-24 + 1 -> Fri 12-26 (closed, still a business day)
        (1, "business_days", date(2025, 12, 24), XMAS_CLOSED, {}, date(2025, 12, 26)),
        (1, "working_days", date(2025, 12, 24), XMAS_CLOSED, {}, date(2025, 12, 29)),
        # Wed 06-18 + 1 working day: Thu 06-19 Juneteenth skipped, unless the city is open
        (1, "working_days", date(2025, 6, 18), CAL, {}, date(2025, 6, 20)),
        (1, "working_days", date(2025, 6, 18), JUNETEENTH_OPEN, {}, date(2025, 6, 19)),
        (1, "years", date(2025, 3, 1), CAL, {"direction": "before"}, date(2024, 3, 1)),
        # 10-27 + 1 month = Thu 11-27 Thanksgiving; rolled: Fri (day after), Sat, Sun -> Mon 12-01
        (1, "months", date(2025, 10, 27), CAL, {"roll_forward": True}, date(2025, 12, 1)),
        # 12-24 + 2 days = Fri 12-26, a closure; rolled past the weekend -> Mon 12-29
        (2, "calendar_days", date(2025, 12, 24), XMAS_CLOSED, {"roll_forward": True},
         date(2025, 12, 29)),
        # Sun 11-02 12:00 PST - 24 elapsed hours = Sat 11-01 13:00 PDT
        (24, "hours", datetime(2025, 11, 2, 12, 0), CAL, {"direction": "before"},
         datetime(2025, 11, 1, 13, 0)),
        (0, "immediate", datetime(2025, 3, 14, 18, 0), CAL, {}, datetime(2025, 3, 14, 18, 0)),
    ],
)  # fmt: skip
def test_golden_due_dates(amount, unit, start, cal, kwargs, expected) -> None:
    assert compute_due(amount, unit, start, cal, **kwargs).due == expected


def test_long_working_day_count_names_the_holidays_it_skips() -> None:
    due = compute_due(10, "working_days", date(2025, 12, 22), CAL)
    assert due.due == date(2026, 1, 7)
    (step,) = due.steps
    assert "Thu 2025-12-25 Christmas Day" in step and "Thu 2026-01-01 New Year's Day" in step
    assert step.endswith("-> Wed 2026-01-07")
