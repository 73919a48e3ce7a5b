"""L33: Construction Activity 'includes ... any other activity that results in land disturbance'
and 'does not include ... routine maintenance activities required to maintain the integrity of
structures by performing minor repair and restoration work'; L49 Disturbed Area 'an area that is
altered as a result of clearing, grading, and/or excavation'. A maintenance project with land
disturbed is open, and says so (review defect 13, A3; coverage row 1)."""

from __future__ import annotations

from .helpers import BASE, get, run, text

A3 = {**BASE, "project_type": "maintenance", "land_use": "public", "disturbed_area_sqft": 60_000}
A3.update(new_impervious_sqft=0, replaced_impervious_sqft=20_000, existing_impervious_sqft=20_000)


def test_L33_maintenance_with_60000_sq_ft_disturbed_is_open_and_names_the_area():
    result = run(A3)
    item = get(result, "construction_minimum_bmps")
    assert item["status"] == "needs_info", item
    assert "60,000" in text(item) and "reading A" in text(item) and "L49" in text(item)


def test_L33_maintenance_disturbing_no_land_is_no_construction():
    site = {**A3, "disturbed_area_sqft": 0}
    assert get(run(site), "construction_minimum_bmps")["status"] == "does_not_apply"


def test_L371_repaving_with_soil_disturbance_decides_it():
    site = {**A3, "conditions": ["repaving_with_soil_disturbance"]}
    assert get(run(site), "construction_minimum_bmps")["status"] == "applies"
