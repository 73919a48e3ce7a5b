"""L31: the NOI covers "projects that disturb one acre of land or more, in one or more phases of
construction" (issue 35, review D11, C37): a lot of a larger common plan is decided by the plan's
disturbance, not the lot's; and the erosivity waiver above five acres is flagged (D16, C36).
"""

from __future__ import annotations

from .helpers import BASE_SITE, result, status

LOT = {**BASE_SITE, "disturbed_area_sqft": 20_000, "part_of_common_plan": True}


def test_L31_a_lot_of_a_common_plan_waits_for_the_plan_total():
    res = result(site=LOT)
    assert status(res, "construction_general_permit") == "needs_info"
    assert status(res, "erosion_sediment_control_plan") == "needs_info"


def test_L31_the_plan_total_decides():
    res = result(site={**LOT, "conditions": ["common_plan_one_acre_or_more"]})
    assert status(res, "construction_general_permit") == "applies"
    assert status(res, "erosion_sediment_control_plan") == "does_not_apply"
    res = result(site={**LOT, "conditions": ["common_plan_under_one_acre"]})
    assert status(res, "construction_general_permit") == "does_not_apply"


def test_L31_a_lot_of_one_acre_needs_no_plan_total():
    res = result(site={**LOT, "disturbed_area_sqft": 43_560})
    assert status(res, "construction_general_permit") == "applies"


def test_L165_erosivity_waiver_above_five_acres_is_flagged():
    site = {**BASE_SITE, "disturbed_area_sqft": 261_360, "conditions": ["erosivity_waiver"]}
    res = result(site=site)
    cgp = next(f for f in res["findings"] if f["rule_id"] == "construction_general_permit")
    assert cgp["status"] == "does_not_apply"
    assert any("five acres" in f for f in cgp["flags"])
