"""L183 small projects and L201 regulated projects cover every project between them (issue 35,
review D2): the area L233 leaves out of the L201 count is left out of the L183 band too, so
4,000 sq ft created plus 6,000 sq ft of claimed grinding and resurfacing is a small project.

L183: "Projects that create and/or replace (including projects with no net increase in
impervious footprint) between 2,500 square feet and 5,000 square feet of impervious surface";
L201: "Projects that create and/or replace 5,000 square feet or more of impervious surface";
L233: "pavement grinding and resurfacing of existing roadways and parking lots".
"""

from __future__ import annotations

from .helpers import BASE_SITE, classification, result, status

C03C = {
    **BASE_SITE,
    "disturbed_area_sqft": 20_000,
    "project_type": "redevelopment",
    "existing_impervious_sqft": 30_000,
    "new_impervious_sqft": 4_000,
    "replaced_impervious_sqft": 6_000,
    "post_project_impervious_sqft": 34_000,
    "exemptions_claimed": ["pavement_grinding_resurfacing"],
}


def test_L183_created_4000_plus_claimed_resurfacing_is_a_small_project():
    res = result(site=C03C)
    assert status(res, "regulated_project") == "does_not_apply"
    assert status(res, "small_project_site_design") == "applies"


def test_L183_the_small_project_reason_counts_as_the_regulated_rule_does():
    res = result(site=C03C)
    small = next(f for f in res["findings"] if f["rule_id"] == "small_project_site_design")
    joined = " ".join(small["reasons"])
    assert "4,000" in joined and "10,000" not in joined
    assert "L233" in joined


def test_L183_single_family_home_of_6000_is_a_regulated_project_only():
    """AMB-2: L183's single-family clause has no upper bound; L201 takes 5,000 or more. The
    workbench reads 5,000 or more as regulated (its site design measures, L203) and flags it."""
    site = {
        **BASE_SITE,
        "single_family_home": True,
        "project_type": "new_development",
        "new_impervious_sqft": 6_000,
        "replaced_impervious_sqft": 0,
    }
    res = result(site=site)
    assert status(res, "regulated_project") == "applies"
    assert status(res, "small_project_site_design") == "does_not_apply"
    assert any("AMB-2" in f for f in classification(res, "regulated_project")["flags"])
