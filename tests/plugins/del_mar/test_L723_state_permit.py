"""L723: "Dischargers required to comply with the State Construction General Stormwater Permit"
keep the WDID and NOI on site. Part A row 10 (a10): 20,000 sq ft disturbed, part of a common plan:
'applies' stood on a reason that said coverage is only "likely". The State permit decides."""

from __future__ import annotations

from .helpers import evaluate, finding

A10 = {"disturbed_area_sqft": 20_000, "part_of_common_plan": True}


def test_L723_likely_coverage_is_asked_not_assumed():
    f = finding(evaluate(site=A10), "construction_state_permit")
    assert f["status"] == "needs_info"
    assert "site.conditions: cgp_coverage_required" in f["missing"]


def test_L723_the_answer_decides():
    yes = {**A10, "conditions": ["cgp_coverage_required"]}
    no = {**A10, "conditions": ["cgp_coverage_not_required"]}
    assert finding(evaluate(site=yes), "construction_state_permit")["status"] == "applies"
    assert finding(evaluate(site=no), "construction_state_permit")["status"] == "does_not_apply"
