"""L444: category 11(a) is redevelopment 'on an already developed site of one of the projects
identified in this subsection'. The existing site's own facts decide whether it is such a site
(review defect 3, C18; coverage row 72)."""

from __future__ import annotations

from .helpers import BASE, get, run, text

#: C18: an office redevelopment on a 90,000 sq ft parcel with 60,000 sq ft existing impervious
C18 = {
    **BASE,
    "project_type": "redevelopment",
    "land_use": "commercial",
    "facility_types": [],
    "parcel_area_sqft": 90_000,
    "existing_impervious_sqft": 60_000,
    "new_impervious_sqft": 0,
    "replaced_impervious_sqft": 40_000,
    "altered_existing_impervious_sqft": 40_000,
    "disturbed_area_sqft": 50_000,
    "conditions": ["existing_not_subject_to_post_construction"],
}


def test_L444_an_office_site_of_one_acre_is_a_category_1_site():
    result = run(C18)
    c11 = get(result, "lid114_c11_redevelopment")
    assert c11["status"] == "applies", c11
    assert "43,560" in text(c11) and "60,000" in text(c11)
    assert get(result, "lid114_lid_plan")["status"] == "applies"
    assert get(result, "lid116_small_site_plan")["status"] == "does_not_apply"
    assert get(result, "lid114_c11_mitigation_extent")["status"] == "applies"


def test_L444_a_small_existing_site_is_not_a_category_1_site():
    site = {**C18, "parcel_area_sqft": 20_000, "existing_impervious_sqft": 9_000}
    site.update(replaced_impervious_sqft=6_000, altered_existing_impervious_sqft=6_000)
    result = run(site)
    assert get(result, "lid114_c11_redevelopment")["status"] == "does_not_apply"
    assert get(result, "lid116_small_site_plan")["status"] == "applies"


def test_L444_the_site_area_decides_when_it_is_missing():
    site = {key: value for key, value in C18.items() if key != "parcel_area_sqft"}
    c11 = get(run(site), "lid114_c11_redevelopment")
    assert c11["status"] == "needs_info"
    assert "site.parcel_area_sqft" in c11["missing"]


def test_L444_the_reading_is_flagged_with_both_readings():
    c11 = get(run(C18), "lid114_c11_redevelopment")
    flags = "\n".join(c11["flags"])
    assert "L444" in flags and "L165" in flags and "existing site" in flags
