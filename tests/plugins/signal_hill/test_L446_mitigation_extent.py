"""L446-448: 'more than fifty percent' -> the entire project; 'less than fifty percent' -> only
the alteration; both only where the existing development 'was not subject to post-construction
storm water quality control requirements'. An unknown share, exactly 50 % and development that
was subject are open questions (review defect 6: A1a, C42, C32; coverage row 73; the
regression of the exact-50 % answer)."""

from __future__ import annotations

import pytest

from .helpers import BASE, get, run, text, tool

C42 = {
    **BASE,
    "project_type": "redevelopment",
    "land_use": "commercial",
    "facility_types": ["commercial_mall"],
    "development_area_sqft": 40_000,
    "existing_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 10_000,
    "altered_existing_impervious_sqft": 10_000,
    "new_impervious_sqft": 0,
    "disturbed_area_sqft": 10_000,
    "conditions": ["existing_not_subject_to_post_construction"],
}
PARTS = {
    "rainfall": {"p85_24hr_in": 1.0},
    "drainage_areas": [{"name": "Altered", "area_sqft": 10_000, "impervious_fraction": 1.0}],
}
RULE = "lid114_c11_mitigation_extent"


def test_L446_exactly_half_is_needs_info():
    result = run(C42, **PARTS)
    extent = get(result, RULE)
    assert extent["status"] == "needs_info", extent
    assert "L446" in text(extent) and "L448" in text(extent)
    warnings = "\n".join(tool(result, "sh_swqdv")["warnings"])
    assert "the entire project must be mitigated: the drainage areas" not in warnings


def test_L446_an_unknown_share_is_needs_info():
    site = {k: v for k, v in C42.items() if k != "altered_existing_impervious_sqft"}
    extent = get(run(site), RULE)
    assert extent["status"] == "needs_info"
    assert "site.altered_existing_impervious_sqft" in extent["missing"]


def test_L446_development_that_was_subject_is_needs_info():
    site = {**C42, "altered_existing_impervious_sqft": 15_000, "replaced_impervious_sqft": 15_000}
    site["conditions"] = ["existing_subject_to_post_construction"]
    result = run(site, **PARTS)
    extent = get(result, RULE)
    assert extent["status"] == "needs_info", extent
    assert "'the entire project must be mitigated' (L446)" not in text(extent)
    warnings = "\n".join(tool(result, "sh_swqdv")["warnings"])
    assert "L446: the entire project must be mitigated" not in warnings


def test_L446_not_stated_whether_it_was_subject_is_needs_info():
    site = {**C42, "altered_existing_impervious_sqft": 15_000, "replaced_impervious_sqft": 15_000}
    site["conditions"] = []
    extent = get(run(site), RULE)
    assert extent["status"] == "needs_info"
    assert "site.conditions" in extent["missing"]


@pytest.mark.parametrize(("altered", "words"), [(15_000, "entire project"), (5_000, "alteration")])
def test_L446_L448_a_stated_share_of_unsubject_development_applies(altered, words):
    site = {**C42, "altered_existing_impervious_sqft": altered, "replaced_impervious_sqft": altered}
    if altered < 10_000:
        site["new_impervious_sqft"] = 5_000
    extent = get(run(site), RULE)
    assert extent["status"] == "applies"
    assert words in text(extent)


def test_L446_a_small_site_gets_no_category_11_extent_warning():
    """C12: the L446 'entire project' warning belongs to category 11; a § 116 small site's
    extent is L558-560 (lid116_compliance_extent)."""
    site = {**BASE, "project_type": "redevelopment", "land_use": "commercial"}
    site.update(facility_types=[], parcel_area_sqft=8_000, existing_impervious_sqft=4_000)
    site.update(replaced_impervious_sqft=3_000, altered_existing_impervious_sqft=3_000)
    site.update(new_impervious_sqft=400, conditions=["existing_not_subject_to_post_construction"])
    result = run(site, **PARTS)
    assert get(result, "lid116_small_site_plan")["status"] == "applies"
    warnings = "\n".join(tool(result, "sh_swqdv")["warnings"])
    assert "L446" not in warnings
