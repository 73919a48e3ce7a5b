"""L511-513: exemption from the permit and ESCP for construction "undertaken at a single or
multiple family residential property site for the sole purpose of maintenance of the residential
property site". Review 2026-12-03 defect 3 / C55 (coverage row 15, WRONG): a maintenance project
adding 3,000 sq ft of impervious surface was exempt while the same run called it development."""

from __future__ import annotations

from .common import finding, run

C55 = {
    "parcel_area_sqft": 12000,
    "disturbed_area_sqft": 4000,
    "part_of_common_plan": False,
    "project_type": "maintenance",
    "land_use": "residential",
    "single_family_home": True,
    "existing_impervious_sqft": 2000,
    "new_impervious_sqft": 3000,
    "replaced_impervious_sqft": 0,
    "post_project_impervious_sqft": 5000,
}


def test_L513_maintenance_adding_impervious_surface_is_not_exempt():
    r = run(C55)
    f = finding(r, "exemption_residential_maintenance")
    assert f["status"] == "does_not_apply"
    assert any("3,000" in x and "L105" in x for x in f["reasons"]), f["reasons"]
    assert any("CLAIM CONTRADICTED" in x and "3,000" in x for x in f["flags"]), f["flags"]
    permit = finding(r, "construction_stormwater_permit")
    assert permit["status"] == "applies"
    assert any("CLAIM CONTRADICTED" in x for x in permit["flags"])
    assert finding(r, "erosion_sediment_control_plan")["status"] == "applies"


def test_L513_maintenance_creating_nothing_is_exempt():
    r = run({**C55, "new_impervious_sqft": 0, "post_project_impervious_sqft": 2000})
    assert finding(r, "exemption_residential_maintenance")["status"] == "applies"
    assert finding(r, "construction_stormwater_permit")["status"] == "does_not_apply"


def test_L513_L145_replaced_surface_is_read_both_ways():
    """Replacing 1,000 sq ft: maintenance in kind (L513) or redevelopment (L145)? The finding
    states both readings and asks for the one that decides it."""
    site = {**C55, "new_impervious_sqft": 0, "replaced_impervious_sqft": 1000}
    site["post_project_impervious_sqft"] = 2000
    f = finding(run(site), "exemption_residential_maintenance")
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.conditions:replacement_is_maintenance"]
    assert any("AMBIGUITY" in x and "L145" in x for x in f["reasons"])
    stated = {**site, "conditions": ["replacement_is_maintenance"]}
    assert finding(run(stated), "exemption_residential_maintenance")["status"] == "applies"
