"""Issue 39 item 5 in the core: a sizing tool whose every gating finding does not apply is not
required and says so (status does_not_apply, a first step naming the finding); one that could
compute keeps its figures for information, one that could not asks for no fact or value; a tool
whose gate applies or is open computes as before."""

from __future__ import annotations

from tests.plugins.conftest import host_for, make_scenario, result_for

HOST = host_for("livingston")
AREAS = [{"name": "Roof", "area_sqft": 1_500, "impervious_fraction": 1.0, "dma_type": "to_bmp"}]


def sizing(**site):
    scenario = make_scenario(
        "livingston",
        site={
            "project_type": "new_development",
            "land_use": "commercial",
            "replaced_impervious_sqft": 0,
            "single_family_home": False,
            "part_of_common_plan": False,
            "disturbed_area_sqft": 2_000,
            **site,
        },
        drainage_areas=AREAS,
    )
    return {s["tool_id"]: s for s in result_for(HOST, scenario, "livingston")["sizing"]}


def test_a_tool_not_required_says_why_and_asks_for_nothing():
    """The WEF/ASCE volume lacks its regression constant: not required, it no longer asks."""
    tools = sizing(new_impervious_sqft=1_500, existing_impervious_sqft=0)
    wef = tools["wef_asce_volume"]
    assert wef["required"] == "no"
    assert wef["status"] == "does_not_apply"
    assert wef["steps"][0].startswith("not required: ") and "does not apply" in wef["steps"][0]
    assert wef["warnings"] == [] and wef["outputs"] == {} and wef["checks"] == []


def test_a_tool_not_required_that_computes_says_so_and_keeps_its_figures():
    tools = sizing(new_impervious_sqft=1_500, existing_impervious_sqft=0)
    flow = tools["flow_based"]
    assert flow["required"] == "no" and flow["status"] == "does_not_apply"
    assert flow["steps"][0].startswith("not required: ")
    assert "for information only" in flow["steps"][0]
    assert flow["outputs"]["design_flow_cfs[Roof]"]["value"] > 0


def test_a_required_tool_still_computes():
    tools = sizing(new_impervious_sqft=20_000, existing_impervious_sqft=0)
    flow = tools["flow_based"]
    assert flow["required"] == "yes" and flow["status"] == "applies"
    assert flow["outputs"]["design_flow_cfs[Roof]"]["value"] > 0
