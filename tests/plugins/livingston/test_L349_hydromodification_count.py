"""L349 counts "create and/or replace" as L201 does (issue 35, review D6 and D14).

L349: "Projects that create and/or replace one acre or more of impervious surface are considered
to be hydromodification management projects."
L233: "pavement grinding and resurfacing of existing roadways and parking lots" (excluded from
the regulated-project count, so excluded here too: one quantity, one reading).
"""

from __future__ import annotations

from .helpers import BASE_SITE, classification, result

C03D = {
    **BASE_SITE,
    "disturbed_area_sqft": 40_000,
    "project_type": "redevelopment",
    "existing_impervious_sqft": 60_000,
    "new_impervious_sqft": 30_000,
    "replaced_impervious_sqft": 20_000,
    "post_project_impervious_sqft": 90_000,
    "exemptions_claimed": ["pavement_grinding_resurfacing"],
}


def test_L349_claimed_resurfacing_is_not_counted_toward_one_acre():
    res = result(site=C03D)
    hm = classification(res, "hydromodification_management_project")
    assert hm["status"] == "does_not_apply", hm
    assert "30,000" in " ".join(hm["reasons"])
    assert any("AMB-6" in f for f in hm["flags"])


def test_L349_without_the_claim_the_resurfacing_counts():
    site = {**C03D, "exemptions_claimed": []}
    hm = classification(result(site=site), "hydromodification_management_project")
    assert hm["status"] == "applies"


def test_L349_replaced_area_not_given_on_a_bare_site_is_zero():
    """D14: replaced surface is existing surface (docs/SCENARIO.md 'Areas that must agree'):
    with no existing impervious area, 6,000 sq ft created is all there is: not one acre."""
    site = {
        **BASE_SITE,
        "project_type": "new_development",
        "existing_impervious_sqft": 0,
        "new_impervious_sqft": 6_000,
    }
    hm = classification(result(site=site), "hydromodification_management_project")
    assert hm["status"] == "does_not_apply", hm
