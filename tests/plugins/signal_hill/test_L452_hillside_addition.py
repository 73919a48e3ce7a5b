"""L440, L452, L456: a 100 sq ft patio at an existing single-family hillside home. Category 10
names 'Single-family hillside properties' (L440); D.1 binds 'A new single-family hillside
property development' (L456); L452 exempts 'Existing single-family dwelling and accessory
structures' from 'the redevelopment requirements' below 10,000 sq ft. Whether a LID plan is owed
is open (review defect 7, A5; part A row 5; coverage row 71)."""

from __future__ import annotations

from .helpers import BASE, get, run, text

A5 = {
    **BASE,
    "project_type": "redevelopment",
    "land_use": "residential",
    "single_family_home": True,
    "hillside": True,
    "existing_impervious_sqft": 3_000,
    "new_impervious_sqft": 100,
    "replaced_impervious_sqft": 0,
    "disturbed_area_sqft": 150,
}


def test_L452_the_lid_plan_for_a_hillside_addition_is_open_with_both_readings():
    plan = get(run(A5), "lid114_lid_plan")
    assert plan["status"] == "needs_info", plan
    assert "L452" in text(plan) and "L456" in text(plan) and "L440" in text(plan)
    assert any(flag.startswith("AMBIGUITY (L440") for flag in plan["flags"])


def test_L456_a_new_hillside_home_still_owes_the_plan():
    site = {**A5, "project_type": "new_development", "existing_impervious_sqft": 0}
    site["new_impervious_sqft"] = 300
    assert get(run(site), "lid114_lid_plan")["status"] == "applies"


def test_L452_an_addition_of_10000_is_not_exempt():
    site = {**A5, "new_impervious_sqft": 10_000, "disturbed_area_sqft": 12_000}
    assert get(run(site), "lid114_lid_plan")["status"] == "applies"


def test_L544_a_patio_under_500_owes_no_small_site_plan_either_way():
    assert get(run(A5), "lid116_small_site_plan")["status"] == "does_not_apply"
