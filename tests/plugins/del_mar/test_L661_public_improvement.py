"""L661: "public improvement projects in the City shall conform to the requirements this Chapter
would impose on similar private development projects within the City." Review defect 17 (c43): a
City road project with 8,000 sq ft new impervious and no permit had both plans does_not_apply."""

from __future__ import annotations

import pytest

from .helpers import evaluate, finding

C43 = {
    "facility_types": ["municipal"],
    "land_use": "public",
    "project_type": "road",
    "new_impervious_sqft": 8_000,
    "requires_city_permit": False,
    "discretionary_permit": False,
}
PLANS = ("construction_stormwater_management_plan", "post_construction_swmp")


@pytest.mark.parametrize("rule", PLANS)
def test_L661_a_city_project_is_asked_what_a_private_one_would_need(rule):
    f = finding(evaluate(site=C43), rule)
    assert f["status"] == "needs_info"
    assert "site.conditions: similar_private_project_needs_permit" in f["missing"]


@pytest.mark.parametrize("rule", PLANS)
def test_L661_the_answer_decides(rule):
    yes = {**C43, "conditions": ["similar_private_project_needs_permit"]}
    no = {**C43, "conditions": ["similar_private_project_needs_no_permit"]}
    assert finding(evaluate(site=yes), rule)["status"] == "applies"
    assert finding(evaluate(site=no), rule)["status"] == "does_not_apply"


def test_L661_a_private_project_without_a_permit_is_not_asked():
    private = {**C43, "facility_types": ["commercial"], "land_use": "commercial"}
    assert finding(evaluate(site=private), "post_construction_swmp")["status"] == "does_not_apply"


def test_L661_both_readings_are_stated():
    f = finding(evaluate(site=C43), "post_construction_swmp")
    assert any(x.startswith("AMBIGUITY (L661)") and "Reading 2" in x for x in f["flags"])
