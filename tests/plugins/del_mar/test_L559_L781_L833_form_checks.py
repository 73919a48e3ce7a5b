"""Review defect 21 (c33, c31b, c34) and the check title of c09b (L401):
L559 "shall incorporate into the SWPPP" the seven non-structural BMPs; L781 servicing "at least
annually and prior to the start of the rainy season"; L833 "Each day (or part thereof) ... is a
separate violation"."""

from __future__ import annotations

from plugins.del_mar import forms_plans, forms_reports
from workbench.core.forms import check_form

SWPPP = next(f for f in forms_plans.PLAN_FORMS if f.id == "facility_swppp")
PLAN = next(f for f in forms_plans.PLAN_FORMS if f.id == "maintenance_plan")
NOTICE = next(f for f in forms_reports.REPORT_FORMS if f.id == "notice_response")
SPILL = next(f for f in forms_reports.REPORT_FORMS if f.id == "spill_report")


def messages(spec, values):
    return [w.message for w in check_form(spec, values)]


def test_L559_three_of_seven_non_structural_bmps_is_a_problem():
    values = {
        "basis": "High Priority Industrial Facility without a State SWPPP",
        "non_structural_bmps": [
            "Good housekeeping",
            "Self inspection",
            "Employee training programs",
        ],
    }
    found = messages(SWPPP, values)
    assert any("3 of the 7" in m and "Spill response planning and prevention" in m for m in found)
    values["non_structural_bmps"] = list(forms_plans.NON_STRUCTURAL)
    assert messages(SWPPP, values) == []


def test_L781_servicing_in_the_rainy_season_is_a_problem():
    assert any(
        "Rainy Season" in m for m in messages(PLAN, {"annual_servicing_date": "November 15"})
    )
    assert messages(PLAN, {"annual_servicing_date": "September 15"}) == []


def test_L833_each_day_or_part_after_the_period_is_counted():
    values = {
        "correction_period_ends": "2025-11-10T17:00",
        "correction_initiated": "2025-11-14T09:00",
    }
    found = messages(NOTICE, values)
    assert any("5 calendar day(s)" in m and "4 by 24-hour periods" in m for m in found)


def test_L401_a_report_before_discovery_is_not_titled_late():
    warnings = check_form(
        SPILL, {"discovered_at": "2025-11-19T16:30", "reported_at": "2025-11-19T10:00"}
    )
    assert warnings and all("more than 24 hours" not in w.title for w in warnings)
