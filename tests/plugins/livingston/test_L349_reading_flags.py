"""L349 and L351 readings stated (issue 35, review D12, D18, D19).

L349: "Projects that create and/or replace one acre or more of impervious surface are considered
to be hydromodification management projects." It says "Projects", not "regulated projects"
(D18: a road that L211 does not regulate is still reached; flagged). L351's estimate is made by
the TR-55 peak-flow tool: the finding no longer says the workbench does not compute it (D12).
Under a maintenance claim the regulated finding no longer prints AMB-3 "counted in full" beside
"not counted" (D19).
"""

from __future__ import annotations

from .helpers import BASE_SITE, classification, result


def test_L349_road_not_regulated_but_one_acre_is_flagged():
    site = {
        **BASE_SITE,
        "project_type": "road",
        "existing_impervious_sqft": 0,
        "new_impervious_sqft": 50_000,
        "replaced_impervious_sqft": 0,
        "new_contiguous_impervious_sqft": 4_000,
    }
    res = result(site=site)
    assert classification(res, "regulated_project")["status"] == "does_not_apply"
    hm = classification(res, "hydromodification_management_project")
    assert hm["status"] == "applies"
    assert any("not 'regulated projects'" in f for f in hm["flags"])
    assert not any("does not compute" in f for f in hm["flags"])


def test_L233_maintenance_claim_drops_the_counted_in_full_flag():
    site = {
        **BASE_SITE,
        "project_type": "redevelopment",
        "existing_impervious_sqft": 30_000,
        "new_impervious_sqft": 4_000,
        "replaced_impervious_sqft": 6_000,
        "post_project_impervious_sqft": 34_000,
        "exemptions_claimed": ["pavement_grinding_resurfacing"],
    }
    reg = classification(result(site=site), "regulated_project")
    assert not any("counted in full" in f for f in reg["flags"])
