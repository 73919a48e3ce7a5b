"""Review defect 16: contradictory input accepted silently. L151 (c37: 'pdp_confirmed' and
'not_pdp_confirmed' together), L401 (c10: condition 'spill_may_endanger' but the saved form says
may_endanger false), L239 (s26b: discretionary permit yes, City permit no)."""

from __future__ import annotations

from .helpers import classification, evaluate, finding


def test_L151_both_pdp_confirmations_are_a_contradiction():
    site = {
        "project_type": "new_development",
        "new_impervious_sqft": 12_000,
        "conditions": ["pdp_confirmed", "not_pdp_confirmed"],
    }
    c = classification(evaluate(site=site), "pdp")
    assert c["status"] == "needs_info"
    assert any("CONTRADICTION" in r for r in c["reasons"])


def test_L401_condition_and_form_disagree_on_danger():
    result = evaluate(
        site={"facility_types": ["commercial"], "conditions": ["spill_may_endanger"]},
        events=[{"kind": "spill_discovered", "at": "2025-11-17T08:00"}],
        forms={
            "del_mar.spill_report": {
                "discovered_at": "2025-11-17T08:00",
                "reported_at": "2025-11-19T00:00",
                "may_endanger": False,
            }
        },
    )
    f = finding(result, "spill_notification")
    assert f["status"] == "needs_info"
    assert any("CONTRADICTION" in r for r in f["reasons"])


def test_L239_discretionary_permit_without_a_city_permit_is_flagged():
    site = {
        "disturbed_area_sqft": 5_000,
        "requires_city_permit": False,
        "discretionary_permit": True,
    }
    f = finding(evaluate(site=site), "city_permit_plans")
    assert any("CONTRADICTION" in x for x in f["flags"])
