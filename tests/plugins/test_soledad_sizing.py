"""Soledad sizing: the Central Coast treatment and retention calculations the chapter incorporates
(L673 'Resolution No. R3-2013-0032, Attachment 1'; L675 performance requirements No. 1-5).
Vectors are computed by hand here: C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 (WEF MOP 23),
V = C x d/12 x A, Q = C x i x A / 43,560.
"""

from __future__ import annotations

import pytest

from .conftest import host_for, make_scenario, result_for

HOST = host_for("soledad")

SITE = {
    "project_type": "new_development",
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
    "existing_impervious_sqft": 0,
    "single_family_home": False,
    "watershed_management_zone": 1,
}
AREAS = [
    {"name": "Roof", "area_sqft": 12_000, "impervious_fraction": 1.0},
    {"name": "Landscape", "area_sqft": 8_000, "impervious_fraction": 0.0},
]


def sizing(tool_id, site=None, areas=None, rainfall=None, parameters=None):
    scenario = make_scenario(
        "soledad",
        site=site or SITE,
        drainage_areas=AREAS if areas is None else areas,
        rainfall=rainfall if rainfall is not None else {"p85_24hr_in": 0.8, "p95_24hr_in": 1.3},
        parameters=parameters or {},
    )
    results = [
        s for s in result_for(HOST, scenario, "soledad")["sizing"] if s["tool_id"] == tool_id
    ]
    return results[0] if results else None


def value(result, name):
    return result["outputs"][name]["value"]


def test_treatment_volume_per_area_by_hand():
    """L673/L675, PR 2 volume (external): roof C = 0.858 - 0.78 + 0.774 + 0.04 = 0.892,
    V = 0.892 x 0.8/12 x 12,000 = 713.6 cu ft; landscape C = 0.04, V = 0.04 x 0.8/12 x 8,000 =
    21.33; total 734.93 cu ft."""
    r = sizing("pr2_treatment_volume")
    assert r["status"] == "applies"
    c_roof = 0.858 - 0.78 + 0.774 + 0.04
    v_roof = c_roof * 0.8 / 12 * 12_000
    v_land = 0.04 * 0.8 / 12 * 8_000
    assert value(r, "runoff_coefficient[Roof]") == pytest.approx(0.892)
    assert value(r, "design_volume_cuft[Roof]") == pytest.approx(round(v_roof, 1))
    assert value(r, "design_volume_cuft[Landscape]") == pytest.approx(round(v_land, 1))
    assert value(r, "design_volume_cuft") == pytest.approx(round(v_roof + v_land, 1))
    assert value(r, "runoff_coefficient") == pytest.approx(
        round((c_roof * 12_000 + 0.04 * 8_000) / 20_000, 4)
    )
    assert any("0.892 x 0.8/12 x 12,000 = 713.6 cu ft" in s for s in r["steps"])
    assert any("external" in s for s in r["steps"])


def test_treatment_volume_half_impervious():
    """WEF C at i = 0.5: 0.858(0.125) - 0.78(0.25) + 0.774(0.5) + 0.04 = 0.33925; 10,000 sq ft at a
    1.0 in depth: V = 0.33925 / 12 x 10,000 = 282.7 cu ft."""
    r = sizing(
        "pr2_treatment_volume",
        areas=[{"name": "Lot", "area_sqft": 10_000, "impervious_fraction": 0.5}],
        rainfall={"p85_24hr_in": 1.0},
    )
    assert value(r, "design_volume_cuft") == pytest.approx(round(0.33925 / 12 * 10_000, 1))


def test_treatment_flow_at_design_intensity():
    """PR 2 flow (external, 0.2 in/hr, verify): Q = 0.892 x 0.2 x 12,000 / 43,560 = 0.0491 cfs;
    0.04 x 0.2 x 8,000 / 43,560 = 0.0015 cfs; total 0.0506 cfs."""
    r = sizing("pr2_treatment_flow")
    q_roof = 0.892 * 0.2 * 12_000 / 43_560
    q_land = 0.04 * 0.2 * 8_000 / 43_560
    assert value(r, "design_intensity_in_per_hr") == 0.2
    assert value(r, "design_flow_cfs[Roof]") == pytest.approx(round(q_roof, 4))
    assert value(r, "design_flow_cfs") == pytest.approx(round(q_roof + q_land, 4))


def test_design_intensity_and_percentile_are_overridable():
    """External figures are parameters: intensity 0.4 in/hr doubles the flow; percentile 95 uses the
    95th percentile depth (1.3 in): roof V = 0.892 x 1.3/12 x 12,000 = 1,159.6 cu ft."""
    r = sizing("pr2_treatment_flow", parameters={"soledad.pr2_treatment_intensity_in_per_hr": 0.4})
    assert value(r, "design_flow_cfs[Roof]") == pytest.approx(
        round(0.892 * 0.4 * 12_000 / 43_560, 4)
    )
    v = sizing("pr2_treatment_volume", parameters={"soledad.pr2_design_storm_percentile": 95})
    assert value(v, "design_volume_cuft[Roof]") == pytest.approx(
        round(0.892 * 1.3 / 12 * 12_000, 1)
    )


def test_given_runoff_coefficient_overrides_wef():
    """A drainage area's own runoff coefficient is used as given: 0.9 x 0.8/12 x 1,000 = 60 cu
    ft."""
    r = sizing(
        "pr2_treatment_volume",
        areas=[{"name": "Court", "area_sqft": 1_000, "runoff_coefficient": 0.9}],
    )
    assert value(r, "design_volume_cuft") == pytest.approx(60.0)


def test_missing_depth_asks_for_it():
    """No Central Coast depth is bundled (design_rainfall.md: not found): needs_info naming
    rainfall.p85_24hr_in."""
    r = sizing("pr2_treatment_volume", rainfall={})
    assert r["status"] == "needs_info"
    assert "rainfall.p85_24hr_in" in r["warnings"][0]


def test_sizing_not_required_when_pr2_does_not_apply():
    """PR 2 Tier 2 (external): 4,000 sq ft net < 5,000 sq ft: the treatment sizing is gated by the
    PR 2 finding and says required: no (sized for information only)."""
    r = sizing("pr2_treatment_volume", site={**SITE, "new_impervious_sqft": 4_000})
    assert r["required"] == "no"
    assert r["gated_by"] == ["pr2_water_quality_treatment"]


def test_self_retaining_area_left_out():
    """Self-retaining areas do not drain to a BMP (external practice): only the roof is sized."""
    areas = [AREAS[0], {**AREAS[1], "dma_type": "self_retaining"}]
    r = sizing("pr2_treatment_volume", areas=areas)
    assert value(r, "design_volume_cuft") == pytest.approx(713.6)
    assert "design_volume_cuft[Landscape]" not in r["outputs"]


def test_retention_needs_zone_figure_then_uses_it():
    """PR 3 (external): the percentile by watershed management zone is not confirmed -> needs_info;
    with the project's figure (95) V = 0.892 x 1.3/12 x 12,000 + 0.04 x 1.3/12 x 8,000 = 1,194.3 cu
    ft."""
    r = sizing("pr3_retention_volume")
    assert r["status"] == "needs_info"
    assert any("pcr_pr3_percentile_wmz_1" in w for w in r["warnings"])
    r = sizing("pr3_retention_volume", parameters={"soledad.pcr_pr3_percentile_wmz_1": 95})
    assert r["status"] == "applies"
    expected = 0.892 * 1.3 / 12 * 12_000 + 0.04 * 1.3 / 12 * 8_000
    assert value(r, "design_volume_cuft") == pytest.approx(round(expected, 1))
    assert value(r, "design_depth_in") == 1.3


def test_no_drainage_areas_no_sizing():
    """Sizing is per drainage area: a scenario without drainage areas has no sizing results."""
    assert sizing("pr2_treatment_volume", areas=[]) is None
