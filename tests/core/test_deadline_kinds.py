"""Deadline kinds: a period whose first day is the trigger's (``inclusive_end``: "two storm
events in a year" from July 1 ends June 30) and record retention (``kind="retention"``: the
earliest discard day, shown as keep_until, never overdue, never moved)."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core import checkcity
from workbench.core.calendar import WorkCalendar, add_months, compute_due, inclusive_last_day
from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import Host
from workbench.outputs.ics import calendar_text
from workbench.outputs.workbook import tables

CAL = WorkCalendar()


@pytest.mark.parametrize(
    ("start", "months", "last"),
    [
        (date(2025, 7, 1), 12, date(2026, 6, 30)),  # Del Mar L619's golden case
        (date(2025, 1, 1), 12, date(2025, 12, 31)),
        (date(2024, 2, 29), 12, date(2025, 2, 28)),  # a year from Feb 29
        (date(2024, 2, 28), 12, date(2025, 2, 27)),
        (date(2024, 3, 1), 12, date(2025, 2, 28)),
        (date(2023, 3, 1), 12, date(2024, 2, 29)),  # across Feb 29
        (date(2023, 2, 28), 12, date(2024, 2, 27)),
        (date(2024, 2, 29), 48, date(2028, 2, 28)),  # four years: Feb 29 exists again
        (date(2025, 1, 31), 1, date(2025, 2, 28)),  # no Feb 31: the month ends the period
        (date(2024, 1, 31), 1, date(2024, 2, 29)),
        (date(2025, 1, 28), 1, date(2025, 2, 27)),
        (date(2025, 12, 15), 1, date(2026, 1, 14)),
    ],
)
def test_inclusive_last_day_golden(start, months, last):
    assert inclusive_last_day(start, months) == last


@pytest.mark.parametrize(
    ("amount", "unit", "start", "due"),
    [
        (1, "years", "2025-07-01", "2026-06-30"),
        (1, "years", "2024-02-29", "2025-02-28"),
        (7, "calendar_days", "2025-06-02", "2025-06-08"),  # a week that starts Monday
        (1, "calendar_days", "2025-06-02", "2025-06-02"),  # one day: the start day itself
        (3, "months", "2025-11-30", "2026-02-28"),
    ],
)
def test_compute_due_inclusive_end(amount, unit, start, due):
    result = compute_due(amount, unit, date.fromisoformat(start), CAL, inclusive_end=True)
    assert result.due == date.fromisoformat(due)
    assert result.steps  # the counting is shown


def test_inclusive_end_from_a_timed_trigger_counts_its_date():
    at_noon = compute_due(1, "years", datetime(2025, 7, 1, 12), CAL, inclusive_end=True)
    assert at_noon.due == date(2026, 6, 30)
    assert any("first day" in n for n in at_noon.notes)


@pytest.mark.parametrize(
    ("amount", "unit", "direction"),
    [
        (2, "working_days", "after"),
        (24, "hours", "after"),
        (1, "years", "before"),
        (0, "years", "after"),
        (0, "calendar_days", "after"),
    ],
)
def test_inclusive_end_refuses_what_it_cannot_mean(amount, unit, direction):
    with pytest.raises(ValueError, match="inclusive_end"):
        compute_due(amount, unit, date(2025, 7, 1), CAL, direction=direction, inclusive_end=True)


@given(
    st.dates(min_value=date(1990, 1, 1), max_value=date(2099, 12, 31)),
    st.integers(min_value=1, max_value=120),
)
def test_inclusive_period_is_the_plain_period_less_a_day_or_its_month_end(start, months):
    """The last day is one day before the same date ``months`` later; where that date does not
    exist, the last day of the month the plain count clamps to. Never before the start, and a
    later start never ends earlier."""
    last = inclusive_last_day(start, months)
    plain = add_months(start, months)
    assert last == (plain - timedelta(days=1) if plain.day == start.day else plain)
    assert last >= start
    if start < date(2099, 12, 31):
        assert inclusive_last_day(start + timedelta(days=1), months) >= last


@given(st.dates(min_value=date(1990, 1, 1), max_value=date(2099, 12, 31)))
def test_a_year_holds_365_or_366_days(start):
    days = (inclusive_last_day(start, 12) - start).days + 1
    assert days in (365, 366)


# --------------------------------------------------------------------------- in results
@pytest.fixture(scope="module")
def host() -> Host:
    h = Host(strict=True)
    h.register(checkcity, "checkcity")
    return h


def result(host: Host, events: list[dict[str, str]], as_of: str = "2031-01-01"):
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "name": "kinds",
            "jurisdiction": "checkcity",
            "as_of": as_of,
            "events": events,
        }
    )
    return evaluate(host, scenario)


def test_retention_is_keep_until_never_overdue_and_never_moved(host):
    """Five years from 2020-11-28 end on Saturday 2025-11-28: kept until then (the record may be
    discarded after), never overdue however late as_of is, and never moved by CCP 12a."""
    doc = result(host, [{"kind": "record_made", "at": "2020-11-28"}])
    (d,) = doc["results"][0]["deadlines"]
    assert (d["due"], d["kind"], d["status"]) == ("2025-11-28", "retention", "keep_until")
    assert "extended_due" not in d
    ics, _count = calendar_text(doc)
    unfolded = ics.replace("\r\n ", "")
    assert "SUMMARY:Keep until: Keep the record" in unfolded
    assert "Keep until: 2025-11-28 (keep until" in unfolded.replace("\\n", "\n")
    assert "BEGIN:VALARM" not in unfolded  # nothing is due: no reminder
    (row,) = tables(doc)["deadlines"]
    assert (row["due"], row["status"]) == (date(2025, 11, 28), "keep_until")


def test_inclusive_period_in_results(host):
    doc = result(host, [{"kind": "year_begins", "at": "2024-02-29"}], as_of="2025-02-01")
    (d,) = doc["results"][0]["deadlines"]
    assert (d["due"], d["kind"], d["inclusive_end"], d["status"]) == (
        "2025-02-28",
        "deadline",
        True,
        "upcoming",
    )
