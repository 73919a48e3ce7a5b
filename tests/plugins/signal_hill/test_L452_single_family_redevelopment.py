"""L452: 'Existing single-family dwelling and accessory structures are exempt from the
redevelopment requirements unless such projects create, add, or replace 10,000 square feet' vs
L444 'on an already developed site of one of the projects identified in this subsection'
(review defect 15, C31, A1d; coverage row 75)."""

from __future__ import annotations

from .helpers import BASE, get, run, text

C31 = {
    **BASE,
    "project_type": "redevelopment",
    "land_use": "residential",
    "single_family_home": True,
    "hillside": False,
    "parcel_area_sqft": 8_000,
    "existing_impervious_sqft": 10_000,
    "new_impervious_sqft": 0,
    "replaced_impervious_sqft": 10_000,
    "altered_existing_impervious_sqft": 10_000,
    "disturbed_area_sqft": 10_000,
    "conditions": ["existing_not_subject_to_post_construction"],
}


def test_L452_a_single_family_redevelopment_of_10000_is_open_with_both_readings():
    result = run(C31)
    c11 = get(result, "lid114_c11_redevelopment")
    assert c11["status"] == "needs_info", c11
    assert "reading A" in text(c11) and "reading B" in text(c11) and "L452" in text(c11)
    assert get(result, "lid116_small_site_plan")["status"] == "needs_info"
    assert get(result, "lid114_lid_plan")["status"] == "needs_info"


def test_L452_below_10000_the_dwelling_is_exempt_and_falls_to_116():
    site = {**C31, "replaced_impervious_sqft": 9_999, "altered_existing_impervious_sqft": 9_999}
    result = run(site)
    assert get(result, "lid114_c11_redevelopment")["status"] == "does_not_apply"
    assert get(result, "lid116_small_site_plan")["status"] == "applies"
