"""L675 (Performance Requirements No. 1-5 "as applicable", the Resolution's tiers external):
created + replaced impervious surface is bounded by the post-project impervious area and by new
+ existing (the replaced surface is existing surface; both checked on input, docs/SCENARIO.md).
Review 2026-12-03 defect 5 / C52: new 3,000 on existing 10,000, post-project 13,000, replaced not
given: below the Tier 3 size (15,000) whatever the replaced area, so PR3/PR4/PR5 do not apply."""

from __future__ import annotations

from .common import finding, run

C52 = {
    "parcel_area_sqft": 60000,
    "part_of_common_plan": False,
    "project_type": "redevelopment",
    "land_use": "commercial",
    "single_family_home": False,
    "disturbed_area_sqft": 10000,
    "existing_impervious_sqft": 10000,
    "new_impervious_sqft": 3000,
    "post_project_impervious_sqft": 13000,
    "watershed_management_zone": 1,
}


def test_L675_pr3_pr4_pr5_bounded_by_the_post_project_area():
    r = run(C52)
    for rule in ("pr3_runoff_retention", "pr4_peak_management", "pr5_special_circumstances"):
        f = finding(r, rule)
        assert f["status"] == "does_not_apply", (rule, f["reasons"], f["missing"])
        assert "site.replaced_impervious_sqft" not in f["missing"]
        assert any("created + replaced <=" in x for x in f["reasons"]), f["reasons"]


def test_L675_the_bound_decides_nothing_it_does_not_bound():
    """Post-project 20,000 leaves room for 15,000 created + replaced: still open."""
    r = run({**C52, "existing_impervious_sqft": 17000, "post_project_impervious_sqft": 20000})
    f = finding(r, "pr3_runoff_retention")
    assert f["status"] == "needs_info"
    assert "site.replaced_impervious_sqft" in f["missing"]


def test_L675_new_plus_existing_bounds_without_post_project():
    site = {k: v for k, v in C52.items() if k != "post_project_impervious_sqft"}
    f = finding(run(site), "pr3_runoff_retention")
    assert f["status"] == "does_not_apply", f["reasons"]
