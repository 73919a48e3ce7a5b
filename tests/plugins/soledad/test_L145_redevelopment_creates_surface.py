"""L145: "'Redevelopment' means land disturbing activity that results in the creation, addition,
or replacement of exterior impervious surface area on a site on which some past development has
occurred." Review 2026-12-03 defect 15 / C51 (coverage row 38): a redevelopment with nothing
disturbed, created or replaced was development, so post-construction and O&M applied."""

from __future__ import annotations

from .common import finding, run

C51 = {
    "project_type": "redevelopment",
    "land_use": "commercial",
    "disturbed_area_sqft": 0,
    "new_impervious_sqft": 0,
    "replaced_impervious_sqft": 0,
    "parcel_area_sqft": 20000,
    "part_of_common_plan": False,
}


def classification(result: dict, cid: str) -> dict:
    return next(c for c in result["classifications"] if c["id"] == cid)


def test_L145_redevelopment_creating_nothing_is_not_development():
    r = run(C51)
    assert classification(r, "development")["status"] == "does_not_apply"
    assert finding(r, "post_construction_requirements")["status"] == "does_not_apply"
    assert finding(r, "om_agreement")["status"] == "does_not_apply"
    assert any("L145" in x for x in classification(r, "development")["reasons"])


def test_L145_redevelopment_replacing_surface_is_development():
    r = run({**C51, "replaced_impervious_sqft": 500, "existing_impervious_sqft": 1000})
    assert classification(r, "development")["status"] == "applies"


def test_L145_redevelopment_with_areas_unknown_stays_development_by_its_label():
    site = {k: v for k, v in C51.items() if k != "replaced_impervious_sqft"}
    assert classification(run(site), "development")["status"] == "applies"
