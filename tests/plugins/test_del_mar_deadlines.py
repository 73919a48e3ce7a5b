"""Del Mar Ch. 11.30 durations: 24 clock hours, 90 calendar days, seasons, years and
"immediately", across weekends, holidays (Thanksgiving Thu 2025-11-27, the day after, Christmas
Thu 2025-12-25) and the end of daylight saving time. Nothing rolls forward: the text never says
a date moves."""

from __future__ import annotations

from datetime import date

import pytest

from workbench.core.calendar import WorkCalendar, compute_due

from .conftest import host_for, make_scenario, result_for

HOST = host_for("del_mar")
CAL = WorkCalendar()


def due(rule_id: str, at: str, as_of: str = "2025-11-20", site: dict | None = None):
    rule = HOST.descriptor("del_mar", "deadline", rule_id)
    scenario = make_scenario(
        "del_mar", as_of=as_of, site=site or {}, events=[{"kind": rule.trigger, "at": at}]
    )
    deadlines = [
        d
        for d in result_for(HOST, scenario, "del_mar", as_of)["deadlines"]
        if d["rule_id"] == rule_id
    ]
    assert len(deadlines) == 1
    return deadlines[0]


def test_spill_report_24_clock_hours_run_through_thanksgiving():
    """L401: "within 24 hours after discovery": Wed 2025-11-26 18:00 -> Thu 2025-11-27 18:00,
    holiday not skipped."""
    d = due("spill_report_to_city", "2025-11-26T18:00")
    assert d["due"] == "2025-11-27T18:00"
    assert any("Thanksgiving" in n for n in d["notes"])


def test_spill_report_across_the_end_of_daylight_saving_time():
    """L401: 24 clock hours from Sat 2025-11-01 10:00 PDT end at Sun 2025-11-02 09:00 PST (the clock
    falls back)."""
    assert due("spill_report_to_city", "2025-11-01T10:00")["due"] == "2025-11-02T09:00"


def test_spill_report_over_a_weekend():
    """L401: Fri 2025-12-05 16:00 + 24 h = Sat 2025-12-06 16:00; weekends count for clock hours."""
    assert due("spill_report_to_city", "2025-12-05T16:00")["due"] == "2025-12-06T16:00"


def test_unmanned_rainy_season_inspection_due_april_30():
    """L393 with L153: the Rainy Season inspection falls "from October 1 through April 30": due the
    day before May 1."""
    assert due("unmanned_rainy_season_inspection", "2026-05-01")["due"] == "2026-04-30"


def test_servicing_before_the_rainy_season_due_september_30():
    """L781: servicing "prior to the start of the rainy season" (October 1, L153): due 2025-09-30,
    overdue on 2025-11-20."""
    d = due("treatment_bmp_servicing_before_rainy_season", "2025-10-01")
    assert d["due"] == "2025-09-30"
    assert d["status"] == "overdue"
    assert due("unmanned_between_seasons_inspection", "2025-10-01")["due"] == "2025-09-30"


def test_maintenance_records_kept_three_years_with_leap_day_clamped():
    """L781: records kept "for at least three years": 2024-02-29 -> 2027-02-28 (no Feb 29 in 2027;
    clamped, noted)."""
    d = due("maintenance_records_retention", "2024-02-29")
    assert d["due"] == "2027-02-28"
    assert any("clamped" in n for n in d["notes"])


def test_annual_reviews_count_one_year():
    """L453/L525: reviews "at least annually": 2024-11-25 -> 2025-11-25, due soon on 2025-11-20."""
    d = due("commercial_annual_review", "2024-11-25")
    assert (d["due"], d["status"]) == ("2025-11-25", "due_soon")
    assert due("industrial_annual_review", "2025-03-01")["due"] == "2026-03-01"


def test_documents_are_due_before_discretionary_permit_issuance():
    """L781, L783, L785: plan, easement and assurance "prior to issuance of such permit"."""
    rule_ids = {
        "maintenance_plan_before_permit",
        "access_easement_before_permit",
        "maintenance_assurance_before_permit",
    }
    scenario = make_scenario(
        "del_mar",
        as_of="2025-11-20",
        events=[{"kind": "discretionary_permit_issuance", "at": "2026-01-15"}],
    )
    deadlines = result_for(HOST, scenario, "del_mar", "2025-11-20")["deadlines"]
    assert {d["rule_id"] for d in deadlines} == rule_ids
    assert {d["due"] for d in deadlines} == {"2026-01-15"}


def test_stop_work_and_failure_to_correct_are_immediate():
    """L813 "shall immediately stop such work"; L833 each day (or part) after the period is a
    separate violation."""
    assert due("stop_work_immediately", "2025-11-18T10:15")["due"] == "2025-11-18T10:15"
    d = due("failure_to_correct_separate_violations", "2025-11-10T17:00")
    assert d["status"] == "overdue"
    assert any("or part thereof" in x or "part day" in x for x in d["flags"] + d["notes"])


def test_manure_week_ends_six_days_after_it_starts():
    """L649: manure "cleaned up at least twice weekly": two cleanups by the last day of the 7-day
    week."""
    confined = {"activities": ["animal_confinement"]}
    assert due("manure_cleanup_twice_weekly", "2025-11-24", site=confined)["due"] == "2025-11-30"


@pytest.mark.parametrize(
    "rule_id",
    [
        "spill_report_to_city",
        "unmanned_rainy_season_inspection",
        "maintenance_records_retention",
        "manure_cleanup_twice_weekly",
    ],
)
def test_no_del_mar_deadline_rolls_forward(rule_id):
    """The chapter never says a due date on a weekend or holiday moves (e.g. L401, L507, L537,
    L781)."""
    rule = HOST.descriptor("del_mar", "deadline", rule_id)
    assert rule.roll_forward is False
    assert rule.unit not in ("working_days", "business_days")


def test_core_arithmetic_matches_a_hand_count():
    """L507: 90 calendar days from 2025-08-29, counted by hand: Aug 2, Sep 30, Oct 31, Nov 27 =
    90."""
    assert 2 + 30 + 31 + 27 == 90
    assert str(compute_due(90, "calendar_days", date(2025, 8, 29), CAL).due) == "2025-11-27"
