"""L444, L430, L544: a facility list that is not given is not 'none'. A redevelopment of an
unstated use, or 12,000 sq ft of streets with the list omitted, is not sent to the § 116
small-site plan: needs_info naming site.facility_types (review defect 2: C03, C03b; coverage
rows 76, 102)."""

from __future__ import annotations

from .helpers import BASE, get, run

C03B = {
    **BASE,
    "project_type": "redevelopment",
    "land_use": "commercial",
    "development_area_sqft": 6_000,
    "existing_impervious_sqft": 6_000,
    "replaced_impervious_sqft": 6_000,
    "new_impervious_sqft": 0,
    "altered_existing_impervious_sqft": 6_000,
    "disturbed_area_sqft": 6_000,
    "facility_types": None,
}
C03 = {
    **BASE,
    "project_type": "new_development",
    "land_use": "residential",
    "residential_units": 20,
    "street_impervious_sqft": 12_000,
    "disturbed_area_sqft": 30_000,
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
    "facility_types": None,
}


def test_L444_redevelopment_of_an_unstated_use_is_needs_info_not_116():
    result = run(C03B)
    c11 = get(result, "lid114_c11_redevelopment")
    assert c11["status"] == "needs_info" and "site.facility_types" in c11["missing"]
    small = get(result, "lid116_small_site_plan")
    assert small["status"] == "needs_info" and "site.facility_types" in small["missing"]
    assert get(result, "lid114_lid_plan")["status"] == "needs_info"


def test_L444_a_given_empty_list_decides():
    result = run({**C03B, "facility_types": []})
    assert get(result, "lid114_c11_redevelopment")["status"] == "does_not_apply"
    assert get(result, "lid116_small_site_plan")["status"] == "applies"


def test_L430_streets_with_the_list_omitted_are_needs_info():
    result = run(C03)
    c07 = get(result, "lid114_c07_streets_roads")
    assert c07["status"] == "needs_info" and "site.facility_types" in c07["missing"]
    assert get(result, "lid116_small_site_plan")["status"] == "needs_info"
