"""The fast deadline code agrees with the reference (the code before issue 9's speed work) on
every due date, step and note, ``add_hours``' wall-clock shortcut with the UTC round trip, and
``format_when`` with isoformat."""

from __future__ import annotations

from dataclasses import fields
from datetime import UTC, date, datetime, time, timedelta, timezone

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core import calendar_reference as ref
from workbench.core import calendar as cal_mod
from workbench.core.model import format_when
from workbench.core.rules import DEADLINE_UNITS

TZ = cal_mod.TZ
dates = st.dates(min_value=date(2020, 1, 1), max_value=date(2035, 12, 31))
closure_sets = st.frozensets(dates, max_size=12)
#: days whose noon has another UTC offset than the next day's noon (the DST changes)
DST_DAYS = [
    d
    for d in (date(2020, 1, 1) + timedelta(days=k) for k in range(16 * 366))
    if TZ.utcoffset(datetime.combine(d, time(12)))
    != TZ.utcoffset(datetime.combine(d + timedelta(days=1), time(12)))
]
near_dst = st.builds(
    lambda day, minutes, fold: (datetime.combine(day, time()) + timedelta(minutes=minutes)).replace(
        fold=fold
    ),
    st.sampled_from(DST_DAYS),
    st.integers(-3 * 1440, 4 * 1440),
    st.integers(0, 1),
)
naive_times = st.datetimes(
    min_value=datetime(2020, 1, 1), max_value=datetime(2035, 12, 31)
).flatmap(
    lambda dt: st.sampled_from(
        [dt.replace(fold=0), dt.replace(fold=1), dt.replace(second=0, microsecond=0)]
    )
)
aware_times = st.builds(
    lambda dt, tz: dt.replace(tzinfo=tz),
    naive_times,
    st.sampled_from([UTC, timezone(timedelta(hours=5, minutes=30)), TZ]),
)
starts = st.one_of(dates, naive_times, near_dst, aware_times)
amounts = st.one_of(
    st.integers(0, 12), st.sampled_from([24, 30, 48, 72, 90, 180, 360, 365]), st.integers(0, 2000)
)


def _same(fast: cal_mod.Due, slow: ref.Due) -> None:
    assert list(vars(fast)) == [f.name for f in fields(cal_mod.Due)]  # every field set, in order
    assert (fast.due, type(fast.due), getattr(fast.due, "fold", 0)) == (
        slow.due,
        type(slow.due),
        getattr(slow.due, "fold", 0),
    )
    assert (fast.unit, fast.amount, fast.direction) == (slow.unit, slow.amount, slow.direction)
    assert fast.steps == slow.steps
    assert fast.notes == slow.notes


@settings(deadline=None, max_examples=800)
@given(
    amount=amounts,
    unit=st.sampled_from(DEADLINE_UNITS),
    start=starts,
    closures=closure_sets,
    direction=st.sampled_from(["after", "before"]),
    roll_forward=st.booleans(),
)
def test_compute_due_matches_the_reference(
    amount: int,
    unit: str,
    start: date | datetime,
    closures: frozenset[date],
    direction: str,
    roll_forward: bool,
) -> None:
    fast_cal, slow_cal = cal_mod.WorkCalendar(closures), ref.WorkCalendar(closures)
    for _ in range(2):  # the second time from the calendar's and the texts' caches
        fast = cal_mod.compute_due(
            amount, unit, start, fast_cal, direction=direction, roll_forward=roll_forward
        )
        slow = ref.compute_due(
            amount, unit, start, slow_cal, direction=direction, roll_forward=roll_forward
        )
        _same(fast, slow)
    due, steps, notes = cal_mod.due_counter(
        amount, unit, direction=direction, roll_forward=roll_forward
    )(start, fast_cal)
    _same(cal_mod.Due(due, unit, amount, direction, steps, notes), slow)


@settings(deadline=None, max_examples=800)
@given(
    start=st.one_of(near_dst, naive_times, aware_times),
    hours=st.one_of(st.integers(-200, 200), st.integers(-4 * 2000, 4 * 2000).map(lambda q: q / 4)),
)
def test_add_hours_matches_the_utc_round_trip(start: datetime, hours: float) -> None:
    fast = cal_mod.WorkCalendar().add_hours(start, hours)
    slow = ref.WorkCalendar().add_hours(start, hours)
    assert (fast, fast.fold, fast.tzinfo) == (slow, slow.fold, slow.tzinfo)


def test_add_hours_every_half_hour_of_the_dst_weeks() -> None:
    fast_cal, slow_cal = cal_mod.WorkCalendar(), ref.WorkCalendar()
    for day in DST_DAYS[:8]:
        for half_hours in range(-4 * 48, 4 * 48):
            for fold in (0, 1):
                start = (
                    datetime.combine(day, time()) + timedelta(minutes=30 * half_hours)
                ).replace(fold=fold)
                for hours in (0.5, 1, 2, 24, 72, -0.5, -1, -2, -24, -72):
                    fast, slow = fast_cal.add_hours(start, hours), slow_cal.add_hours(start, hours)
                    assert (fast, fast.fold) == (slow, slow.fold), (start, hours)


@settings(deadline=None, max_examples=300)
@given(day=dates, closures=closure_sets, observed=st.booleans(), as_datetime=st.booleans())
def test_day_classification_matches_the_reference(
    day: date, closures: frozenset[date], observed: bool, as_datetime: bool
) -> None:
    fast, slow = (
        cal_mod.WorkCalendar(closures, observed=observed),
        ref.WorkCalendar(closures, observed=observed),
    )
    when = datetime.combine(day, time(9)) if as_datetime else day
    for _ in range(2):
        assert fast.is_working_day(when) == slow.is_working_day(when)
        assert fast.is_business_day(when) == slow.is_business_day(when)
        assert fast.holiday_name(when) == slow.holiday_name(when)


@given(
    day=st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31)),
    months=st.integers(-2400, 2400),
)
def test_add_months_matches_the_reference(day: date, months: int) -> None:
    try:
        expected: date | str = ref.add_months(day, months)
    except (ValueError, OverflowError) as error:
        expected = f"{type(error).__name__}: {error}"
    try:
        got: date | str = cal_mod.add_months(day, months)
    except (ValueError, OverflowError) as error:
        got = f"{type(error).__name__}: {error}"
    assert got == expected


@pytest.mark.parametrize("amount", [True, False, 1.0, -1, "1", None])
@pytest.mark.parametrize("unit", ["calendar_days", "hours", "fortnights", ["hours"]])
@pytest.mark.parametrize("direction", ["after", "sideways", ["after"]])
def test_bad_arguments_raise_as_before(amount: object, unit: object, direction: object) -> None:
    def outcome(module):  # noqa: ANN001, ANN202
        try:
            module.compute_due(
                amount, unit, date(2025, 1, 6), module.WorkCalendar(), direction=direction
            )
        except Exception as error:  # noqa: BLE001 - the outcome is compared
            return f"{type(error).__name__}: {error}"
        return "no error"

    for _ in range(2):  # the second time after any caching
        assert outcome(cal_mod) == outcome(ref)


@given(
    value=st.one_of(
        st.dates(),
        st.datetimes(),
        st.datetimes(timezones=st.sampled_from([UTC, TZ, timezone(timedelta(hours=-8))])),
    )
)
def test_format_when_is_isoformat_to_minutes_or_seconds(value: date | datetime) -> None:
    """``format_when`` composes cached day texts; it must stay the isoformat text it replaced."""
    if isinstance(value, datetime):
        expected = value.isoformat(timespec="seconds" if value.second else "minutes")
    else:
        expected = value.isoformat()
    assert format_when(value) == expected
    assert format_when(value) == expected  # from the cache
