"""Review defect 18: reasons that contradicted their status. L681 and L743: the BMPs apply
"Whether a City permit or approval is required or not" to a Land Disturbance Activity / land
development, not "either way" on a site that has none. L767: "All priority development projects
and redevelopment projects (including ministerial projects)": a redevelopment project confirmed
not a PDP is not told "PDPs shall be designed" under a "PDP screen" title (a16)."""

from __future__ import annotations

from .helpers import evaluate, finding


def test_L681_no_either_way_when_the_bmps_do_not_apply():
    result = evaluate(
        site={"emergency_work": True, "disturbed_area_sqft": 5_000, "discretionary_permit": True}
    )
    assert finding(result, "land_disturbance_bmps")["status"] == "does_not_apply"
    swmp = finding(result, "construction_stormwater_management_plan")
    assert not any("either way" in r for r in swmp["reasons"])


def test_L743_no_either_way_in_the_post_construction_plan():
    result = evaluate(
        site={
            "project_type": "existing_facility",
            "requires_city_permit": False,
            "discretionary_permit": False,
        }
    )
    plan = finding(result, "post_construction_swmp")
    assert not any("either way" in r for r in plan["reasons"])


def test_L767_a_redevelopment_not_a_pdp_is_not_called_a_pdp():
    site = {
        "project_type": "redevelopment",
        "new_impervious_sqft": 3_000,
        "conditions": ["not_pdp_confirmed"],
    }
    f = finding(evaluate(site=site), "priority_development_project")
    assert f["status"] == "applies"
    assert "screen" not in f["title"]
    assert any("redevelopment projects (including ministerial" in r for r in f["reasons"])
    assert not any(r.startswith("PDPs") for r in f["reasons"])
