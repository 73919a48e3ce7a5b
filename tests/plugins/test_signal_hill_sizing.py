"""Signal Hill sizing: SWQDv (L472-476), biofiltration of 1.5 times the unretained SWQDv (L498),
flow-through intensity (L502-506) and the small-site design storm (L546-550). Every expected value
is worked by hand in the test from V = C x d / 12 x A (cu ft) and Q = C x i x A / 43,560 (cfs)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from .conftest import host_for, make_scenario, result_for

HOST = host_for("signal_hill")

MALL = {
    "requires_city_permit": True,
    "project_type": "new_development",
    "land_use": "commercial",
    "facility_types": ["commercial_mall"],
    "development_area_sqft": 20_000,
    "single_family_home": False,
    "hillside": False,
    "new_impervious_sqft": 10_000,
    "replaced_impervious_sqft": 0,
    "distance_to_sensitive_area_ft": 5_000,
    "discharges_to_sensitive_area": False,
}
ONE_AREA = [{"name": "Lot", "area_sqft": 10_000, "runoff_coefficient": 0.9}]


def sizing(
    site: dict[str, Any], rain: dict[str, Any], areas=ONE_AREA, **parts: Any
) -> dict[str, dict[str, Any]]:
    scenario = make_scenario("signal_hill", site=site, rainfall=rain, drainage_areas=areas, **parts)
    return {s["tool_id"]: s for s in result_for(HOST, scenario, "signal_hill")["sizing"]}


def out(tool: dict[str, Any], name: str) -> float | None:
    return tool["outputs"][name]["value"]


@pytest.mark.parametrize(
    ("p85", "depth", "volume"),
    [
        (0.74, 0.75, 0.9 * 0.75 / 12 * 10_000),  # 562.5: the 0.75-inch floor governs
        (0.75, 0.75, 0.9 * 0.75 / 12 * 10_000),  # 562.5: equal
        (0.76, 0.76, 0.9 * 0.76 / 12 * 10_000),  # 570.0: the 85th percentile event governs
        (1.10, 1.10, 0.9 * 1.10 / 12 * 10_000),  # 825.0
    ],
)
def test_swqdv_is_the_greater_of_the_85th_percentile_and_0_75_inch(p85, depth, volume):
    """L474-476: runoff from 'The 85th percentile 24-hour runoff event ...; or ... a 0.75 inch,
    24-hour rain event, whichever is greater'."""
    tool = sizing(MALL, {"p85_24hr_in": p85})["sh_swqdv"]
    assert tool["status"] == "applies"
    assert out(tool, "design_depth_in") == pytest.approx(depth)
    assert out(tool, "design_volume_cuft") == pytest.approx(volume, abs=0.05)
    assert any("whichever is greater" in s for s in tool["steps"])


def test_swqdv_without_the_map_depth_asks_for_it_and_shows_the_floor():
    """L474: the depth comes from the Los Angeles County isohyetal map, a project input; 0.75 in
    gives 562.5."""
    tool = sizing(MALL, {})["sh_swqdv"]
    assert tool["status"] == "needs_info"
    assert out(tool, "design_volume_cuft") is None
    assert "rainfall.p85_24hr_in" in tool["warnings"][0] and "562.5 cu ft" in tool["warnings"][0]


def test_swqdv_per_drainage_area_with_named_wef_coefficient():
    """L472 SWQDv per drainage area; C from the WEF/ASCE formula when only the impervious fraction
    is given: C(1.0) = 0.858 - 0.78 + 0.774 + 0.04 = 0.892, C(0) = 0.04; p85 = 1.0 in."""
    areas = [
        {"name": "Roof", "area_sqft": 12_000, "impervious_fraction": 1.0},
        {"name": "Lawn", "area_sqft": 8_000, "impervious_fraction": 0.0},
    ]
    tool = sizing(MALL, {"p85_24hr_in": 1.0}, areas)["sh_swqdv"]
    roof = 0.892 * 1.0 / 12 * 12_000  # 892.0
    lawn = 0.04 * 1.0 / 12 * 8_000  # 26.67
    assert out(tool, "design_volume_cuft[Roof]") == pytest.approx(roof, abs=0.05)
    assert out(tool, "design_volume_cuft[Lawn]") == pytest.approx(lawn, abs=0.05)
    assert out(tool, "design_volume_cuft") == pytest.approx(roof + lawn, abs=0.05)
    assert any("WEF MOP 23" in s for s in tool["steps"])


def test_wef_coefficient_can_be_switched_off():
    """L472-476 name no runoff method: with parameter use_wef_runoff_coefficient = 0 a drainage area
    without its own coefficient is asked for one."""
    areas = [{"name": "Roof", "area_sqft": 12_000, "impervious_fraction": 1.0}]
    tool = sizing(
        MALL, {"p85_24hr_in": 1.0}, areas, parameters={"signal_hill.use_wef_runoff_coefficient": 0}
    )["sh_swqdv"]
    assert tool["status"] == "needs_info"
    assert "drainage_areas[0].runoff_coefficient" in tool["warnings"][0]


@pytest.mark.parametrize(
    ("retained", "bio"), [(200.0, 1.5 * (562.5 - 200.0)), (562.5, 0.0), (700.0, 0.0)]
)
def test_biofiltration_of_1_5_times_the_unretained_swqdv(retained, bio):
    """L498: 'biofiltrate 1.5 times the portion of the remaining SWQDv that is not reliably retained
    onsite' (SWQDv 562.5 cu ft at the 0.75-inch floor)."""
    site = {**MALL, "retained_volume_cuft": retained}
    tool = sizing(site, {"p85_24hr_in": 0.6})["sh_biofiltration"]
    assert out(tool, "unretained_volume_cuft") == pytest.approx(max(0.0, 562.5 - retained))
    assert out(tool, "biofiltration_volume_cuft") == pytest.approx(bio, abs=0.05)


@pytest.mark.parametrize(
    ("one_year", "intensity"), [(0.19, 0.2), (0.2, 0.2), (0.21, 0.21), (0.45, 0.45)]
)
def test_flow_through_intensity_greater_of_0_2_and_map(one_year, intensity):
    """L504-506: flow-through BMPs sized on '0.2 inches per hour, or ... The one year, one-hour
    rainfall intensity ..., whichever is greater'; Q = C i A / 43,560, for the share of the SWQDv
    (600 cu ft) that remains after the 100 cu ft retained (L502 'the remaining SWQDv')."""
    site = {**MALL, "retained_volume_cuft": 100.0}
    tool = sizing(site, {"p85_24hr_in": 0.8, "one_year_one_hour_in_per_hr": one_year})[
        "sh_flow_through"
    ]
    assert out(tool, "design_intensity_in_per_hr") == pytest.approx(intensity)
    assert out(tool, "design_flow_cfs") == pytest.approx(
        0.9 * intensity * 10_000 / 43_560 * 500 / 600, abs=5e-4
    )


def test_flow_through_without_the_map_intensity_asks_for_it():
    """L506: the one-year, one-hour intensity comes from 'the most recent Los Angeles County
    isohyetal map'."""
    tool = sizing({**MALL, "retained_volume_cuft": 100.0}, {"p85_24hr_in": 0.8})["sh_flow_through"]
    assert tool["status"] == "needs_info"
    assert "rainfall.one_year_one_hour_in_per_hr" in tool["warnings"][0]


@pytest.mark.parametrize(
    ("retained", "required"), [(None, "conditional"), (599.0, "yes"), (600.0, "no")]
)
def test_L484_alternative_compliance_is_gated_on_infeasibility(retained, required):
    """L484: infeasibility is shown when the project 'cannot reliably retain 100 percent of the
    SWQDv on-site' (600 cu ft here); L498 biofiltration and L502 flow-through follow only then:
    required no where retention is shown feasible, conditional while it is open."""
    site = {**MALL} if retained is None else {**MALL, "retained_volume_cuft": retained}
    tools = sizing(site, {"p85_24hr_in": 0.8, "one_year_one_hour_in_per_hr": 0.3})
    assert tools["sh_swqdv"]["required"] == "yes"
    assert tools["sh_biofiltration"]["required"] == required
    assert tools["sh_flow_through"]["required"] == required
    assert tools["sh_biofiltration"]["gated_by"] == ["lid114_technical_infeasibility"]


def test_L502_flow_through_treats_only_the_remaining_swqdv():
    """L502: 'The remaining SWQDv that cannot be retained or biofiltered': with 100 cu ft retained
    and 750 cu ft biofiltrated (covering 500 cu ft) of a 600 cu ft SWQDv nothing remains."""
    site = {**MALL, "retained_volume_cuft": 100.0, "biofiltered_volume_cuft": 750.0}
    tool = sizing(site, {"p85_24hr_in": 0.8, "one_year_one_hour_in_per_hr": 0.3})["sh_flow_through"]
    assert out(tool, "design_flow_cfs") == pytest.approx(0.0)
    all_retained = {**MALL, "retained_volume_cuft": 600.0}
    tool = sizing(all_retained, {"p85_24hr_in": 0.8, "one_year_one_hour_in_per_hr": 0.3})[
        "sh_flow_through"
    ]
    assert out(tool, "design_flow_cfs") == pytest.approx(0.0) and tool["required"] == "no"


HOME = {
    "requires_city_permit": True,
    "project_type": "new_development",
    "land_use": "residential",
    "residential_units": 1,
    "single_family_home": True,
    "hillside": False,
    "new_impervious_sqft": 900,
    "replaced_impervious_sqft": 0,
    "distance_to_sensitive_area_ft": 5_000,
    "discharges_to_sensitive_area": False,
}


def test_small_site_design_storm_option_b():
    """L550: 'The volume of runoff produced from a 0.75 inch, 24 hour rain event': 0.9 x 0.75/12 x
    10,000 = 562.5."""
    tools = sizing(HOME, {})
    assert tools["sh_swqdv"]["required"] == "no"
    assert tools["sh_small_site_design_storm"]["required"] == "yes"
    tool = tools["sh_small_site_design_storm"]
    assert out(tool, "design_volume_cuft") == pytest.approx(562.5)
    assert "design_volume_cuft_option_a" not in tool["outputs"]


def test_small_site_option_a_when_the_regression_constant_is_given():
    """L548: 'maximized capture storm water volume for the area using a 48 to 72-hour draw down
    time': P0 = a C P6 = 2.0 x 0.9 x 0.5 = 0.9 in; V = 0.9/12 x 10,000 = 750 cu ft (a is a
    user-entered parameter)."""
    tool = sizing(
        HOME,
        {"mean_storm_depth_in": 0.5},
        parameters={"signal_hill.wef_regression_constant_a": 2.0},
    )["sh_small_site_design_storm"]
    assert out(tool, "design_volume_cuft_option_a") == pytest.approx(750.0)
    assert out(tool, "design_volume_cuft") == pytest.approx(562.5)


def test_swqdv_names_the_mitigation_basis_of_a_partial_redevelopment():
    """L448: 'only the alteration must be mitigated, and not the entire development' (20,000 of
    52,000 altered)."""
    site = {
        **MALL,
        "project_type": "redevelopment",
        "existing_impervious_sqft": 52_000,
        "altered_existing_impervious_sqft": 20_000,
        "new_impervious_sqft": 0,
        "replaced_impervious_sqft": 20_000,
        "conditions": ["existing_not_subject_to_post_construction"],
    }
    tool = sizing(site, {"p85_24hr_in": 0.9})["sh_swqdv"]
    assert any(w.startswith("L448: only the alteration") for w in tool["warnings"])


@settings(max_examples=200, deadline=None)
@given(
    areas=st.lists(st.tuples(st.floats(0.0, 1.0), st.floats(0.0, 1e7)), min_size=1, max_size=5),
    p85=st.one_of(st.none(), st.floats(0.0, 3.0)),
)
def test_swqdv_plot_equals_the_plain_formula(areas, p85):
    """The plot's points (floor depths computed once, the rest by map) equal round(C*A * max(x,
    0.75) / 12, 1), for the drainage areas and depth a scenario gives."""
    from plugins.signal_hill.sizing import FLOOR_DEPTH_IN, PLOT_DEPTHS_IN

    given = [
        {"name": f"DA{k}", "area_sqft": a, "runoff_coefficient": c}
        for k, (c, a) in enumerate(areas)
    ]
    rain = {} if p85 is None else {"p85_24hr_in": p85}
    plot = sizing(MALL, rain, given)["sh_swqdv"]["plot"]
    ca = sum([c * a for c, a in areas])
    assert plot["series"][0]["y"] == [
        round(ca * max(x, FLOOR_DEPTH_IN) / 12.0, 1) for x in PLOT_DEPTHS_IN
    ]
    assert plot["hline_y"] == round(ca * FLOOR_DEPTH_IN / 12.0, 1)
    assert plot["marker_x"] == p85 and plot["marker_label"] == (
        "project depth" if p85 is not None else ""
    )
