"""Signal Hill deadlines: every duration in Ch. 12.16, across weekends, holidays (Thanksgiving Thu
2025-11-27, the day after Fri 2025-11-28, Christmas Thu 2025-12-25) and the end of daylight saving
time (Sun 2025-11-02). The text never moves a due date off a weekend or holiday."""

from __future__ import annotations

from typing import Any

import pytest

from plugins.signal_hill import flags as F

from .conftest import host_for, make_scenario, result_for

HOST = host_for("signal_hill")


def due(kind: str, at: str, rule: str, as_of: str = "2025-11-20") -> dict[str, Any]:
    scenario = make_scenario("signal_hill", events=[{"kind": kind, "at": at}])
    for d in result_for(HOST, scenario, "signal_hill", as_of=as_of)["deadlines"]:
        if d["rule_id"] == rule:
            return d
    raise AssertionError(f"no deadline {rule}")


def test_immediate_notice_is_due_at_the_discharge():
    """L331: 'shall immediately notify the Director by telephone or in person'."""
    d = due("pollutant_discharge", "2025-11-17T14:30", "discharge_immediate_notice")
    assert d["due"] == "2025-11-17T14:30" and d["unit"] == "immediate"


def test_48_hours_across_the_end_of_daylight_saving_time():
    """L331: 'within forty-eight hours of the discharge': 48 clock hours from Sat 2025-11-01 10:00
    end at Mon 2025-11-03 09:00 wall-clock time, because 2025-11-02 has 25 hours."""
    assert (
        due("pollutant_discharge", "2025-11-01T10:00", "discharge_written_notification")["due"]
        == "2025-11-03T09:00"
    )


def test_48_hours_run_through_thanksgiving():
    """L331: clock hours are not suspended on holidays: Wed 2025-11-26 16:00 + 48 h = Fri 2025-11-28
    16:00, the day after Thanksgiving (a California state holiday)."""
    d = due("pollutant_discharge", "2025-11-26T16:00", "discharge_written_notification")
    assert d["due"] == "2025-11-28T16:00"
    assert any("not a working day" in n for n in d["notes"])


def test_ten_calendar_day_report_lands_on_thanksgiving_and_does_not_move():
    """L333: 'within ten calendar days after any such Discharge': 2025-11-17 + 10 = Thu 2025-11-27
    (Thanksgiving); the text does not move it (flagged), and with as_of 2025-11-20 it is due
    soon."""
    d = due("pollutant_discharge", "2025-11-17T14:30", "discharge_written_report")
    assert d["due"] == "2025-11-27"
    assert d["status"] == "due_soon"
    assert any("Thanksgiving" in n for n in d["notes"])
    assert F.NO_ROLL in d["flags"]


def test_lid_plan_decision_30_calendar_days_lands_on_christmas():
    """L528: 'within thirty (30) calendar days of submittal': Tue 2025-11-25 + 30 = Thu
    2025-12-25."""
    d = due("lid_plan_submitted", "2025-11-25", "lid_plan_decision")
    assert d["due"] == "2025-12-25"
    assert any("Christmas" in n for n in d["notes"])


@pytest.mark.parametrize(
    ("kind", "rule"),
    [
        ("lid_plan_planning_commission_approval", "lid_plan_decision_after_planning_commission"),
        ("lid_plan_resubmitted", "lid_plan_resubmittal_decision"),
        (
            "small_site_plan_planning_commission_approval",
            "small_site_plan_decision_after_planning_commission",
        ),
        ("small_site_plan_resubmitted", "small_site_plan_resubmittal_decision"),
    ],
)
def test_thirty_days_without_calendar_are_flagged(kind, rule):
    """L528, L600: 'within thirty (30) days of approval ... by the planning commission' and 'A
    resubmitted plan will be approved or disapproved within thirty (30) days of submittal' say
    'days', not 'calendar days'."""
    d = due(kind, "2025-11-03", rule)
    assert d["due"] == "2025-12-03"
    assert F.DAYS_NOT_CALENDAR in d["flags"]


def test_small_site_plan_decision_30_calendar_days():
    """L600: 'within thirty (30) calendar days of submittal' (Fri 2025-11-28 + 30 = Sun 2025-12-28,
    not moved)."""
    assert (
        due("small_site_plan_submitted", "2025-11-28", "small_site_plan_decision")["due"]
        == "2025-12-28"
    )


@pytest.mark.parametrize(
    ("kind", "expiry", "extended"),
    [
        ("lid_plan_approved", "lid_plan_expiry", "lid_plan_extended_expiry_limit"),
        (
            "small_site_plan_approved",
            "small_site_plan_expiry",
            "small_site_plan_extended_expiry_limit",
        ),
    ],
)
def test_plan_expiry_180_days_and_the_180_day_extension(kind, expiry, extended):
    """L530, L602: the plan expires if no building permit or construction 'within a period of one
    hundred eighty (180) days of approval'; the Director may extend 'for a period not to exceed one
    hundred eighty (180) days'.
    2025-06-28 + 180 = 2025-12-25 (Christmas, not moved); + 180 more = 2026-06-23."""
    assert due(kind, "2025-06-28", expiry)["due"] == "2025-12-25"
    latest = due(kind, "2025-06-28", extended)
    assert latest["due"] == "2026-06-23"
    assert F.EXPIRY_OR in latest["flags"]


def test_vacant_parcel_devices_180_days_from_the_mailing_or_posting():
    """L636: 'no later than 180 days from the date of the original mailing or posting': 2025-06-01 +
    180 = Fri 2025-11-28, the day after Thanksgiving (holiday; not moved); no deadline for the plan
    itself (flagged)."""
    d = due("vacant_parcel_notice", "2025-06-01", "vacant_parcel_install_devices")
    assert d["due"] == "2025-11-28"
    assert any("not a working day" in n for n in d["notes"])
    assert F.VACANT_DEADLINES in d["flags"]


def test_construction_documents_kept_three_years_whichever_is_last():
    """L367: 'retained for three (3) years from the date generated or date submitted, whichever is
    last':
    2024-02-29 + 3 years = 2027-02-28 (no February 29 in 2027)."""
    assert due("cgp_document_dated", "2024-02-29", "cgp_documents_retention")["due"] == "2027-02-28"


def test_annual_lid_bmp_inspection():
    """L534: 'conduct maintenance inspections of all LID BMPs at least once a year'."""
    assert (
        due("lid_bmp_inspected", "2025-12-25", "lid_bmp_annual_inspection")["due"] == "2026-12-25"
    )
    assert (
        due("vacant_parcel_inspected", "2025-03-10", "vacant_parcel_annual_inspection")["due"]
        == "2026-03-10"
    )


def test_inspection_notice_24_hours_before_entry():
    """L664: 'on twenty-four hour oral or written notice': an inspection Fri 2025-11-28 09:00 needs
    notice by Thu 2025-11-27 09:00 (Thanksgiving; clock hours are not suspended)."""
    d = due("inspection_scheduled", "2025-11-28T09:00", "inspection_notice")
    assert d["due"] == "2025-11-27T09:00" and d["direction"] == "before"


def test_no_signal_hill_deadline_rolls_forward():
    """Ch. 12.16 never says a due date moves off a weekend or holiday (L331-333, L528-530, L600-602,
    L636)."""
    rules = HOST.descriptors("signal_hill", "deadline")
    assert len(rules) >= 20
    assert not any(r.roll_forward for r in rules)
    assert all(r.citations for r in rules)
