"""L673-675: the performance requirements apply "as applicable"; a sizing tool sizes a BMP for
its requirement only. Review 2026-12-03 defect 4 / C15b: net impervious 3,000 (below Tier 2's
5,000): PR2 does not apply, so its volume and flow are not sized; PR3 does not apply, so no
zone percentile is asked."""

from __future__ import annotations

from .common import finding, run

C15B = {
    "parcel_area_sqft": 60000,
    "disturbed_area_sqft": 30000,
    "part_of_common_plan": False,
    "project_type": "new_development",
    "land_use": "commercial",
    "single_family_home": False,
    "existing_impervious_sqft": 0,
    "new_impervious_sqft": 3000,
    "replaced_impervious_sqft": 0,
    "post_project_impervious_sqft": 3000,
    "watershed_management_zone": 3,
}
AREAS = [{"name": "Acre", "area_sqft": 3000, "runoff_coefficient": 0.9, "dma_type": "to_bmp"}]


def sizing(result: dict, tool: str) -> dict:
    return next(s for s in result["sizing"] if s["tool_id"] == tool)


def test_L675_no_pr2_or_pr3_sizing_where_they_do_not_apply():
    r = run(C15B, rainfall={"p85_24hr_in": 1.0}, drainage_areas=AREAS)
    assert finding(r, "pr2_water_quality_treatment")["status"] == "does_not_apply"
    assert finding(r, "pr3_runoff_retention")["status"] == "does_not_apply"
    for tool in ("pr2_treatment_volume", "pr2_treatment_flow", "pr3_retention_volume"):
        entry = sizing(r, tool)
        assert entry["status"] == "does_not_apply", (tool, entry["status"], entry.get("reason"))
        assert entry["outputs"] == {}


def test_L675_sizing_still_runs_where_pr2_applies():
    site = {**C15B, "new_impervious_sqft": 20000, "post_project_impervious_sqft": 20000}
    r = run(site, rainfall={"p85_24hr_in": 1.0}, drainage_areas=AREAS)
    assert finding(r, "pr2_water_quality_treatment")["status"] == "applies"
    assert sizing(r, "pr2_treatment_volume")["status"] == "applies"
