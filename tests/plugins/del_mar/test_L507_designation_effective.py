"""L507: "Such designations shall take effect 90 days after mailing or service of this notice"
(L537 the same for industrial). Review defect 11 (c15a/b/c): the classification said in effect on
Sun 2025-11-30 while a deadline entry extended it to Mon 12-01 under CCP 12a and called it
"overdue". An effective date is not an act to perform: one date, told once, not extended."""

from __future__ import annotations

import pytest

from .helpers import classification, evaluate

SITE = {
    "facility_types": ["commercial"],
    "outdoor_industrial_area_sqft": 0,
    "outdoor_parking_vehicles": 10,
    "distance_to_sensitive_area_ft": 500,
    "discharges_to_sensitive_area": False,
}
NOTICE = [{"kind": "hp_commercial_designation_notice", "at": "2025-09-01"}]


@pytest.mark.parametrize(
    "as_of, status",
    [("2025-11-29", "does_not_apply"), ("2025-11-30", "applies"), ("2025-12-01", "applies")],
)
def test_L507_in_effect_on_the_90th_day_even_a_sunday(as_of, status):
    result = evaluate(as_of=as_of, site=SITE, events=NOTICE)
    c = classification(result, "hp_commercial")
    assert c["status"] == status
    assert any("2025-11-30" in r for r in c["reasons"])


def test_L507_the_effective_date_is_no_deadline_extended_or_overdue():
    result = evaluate(as_of="2025-12-01", site=SITE, events=NOTICE)
    everything = result["deadlines"] + result["deadlines_left_out"]
    assert not [d for d in everything if "designation" in str(d.get("rule_id", ""))]


def test_L537_industrial_designation_on_christmas_is_not_moved():
    site = {
        "facility_types": ["industrial"],
        "distance_to_sensitive_area_ft": 1_000,
        "discharges_to_sensitive_area": False,
    }
    events = [{"kind": "hp_industrial_designation_notice", "at": "2025-09-26"}]
    c = classification(evaluate(as_of="2025-12-25", site=site, events=events), "hp_industrial")
    assert c["status"] == "applies"
    assert any("2025-12-25" in r for r in c["reasons"])
