"""Del Mar sizing (external method; Ch. 11.30 defers sizing to the Manual, L737, L767): DCV =
C x d x A per drainage area and a bioretention footprint check, vectors computed by hand."""

from __future__ import annotations

import pytest

from .conftest import host_for, make_scenario, result_for

HOST = host_for("del_mar")
BIO = {
    "del_mar.bioretention_ponding_in": 6,
    "del_mar.bioretention_media_depth_in": 18,
    "del_mar.bioretention_media_porosity": 0.2,
    "del_mar.bioretention_gravel_depth_in": 12,
    "del_mar.bioretention_gravel_porosity": 0.4,
}


def sizing(tool: str, **parts):
    scenario = make_scenario("del_mar", as_of="2025-11-20", **parts)
    for s in result_for(HOST, scenario, "del_mar", "2025-11-20")["sizing"]:
        if s["tool_id"] == tool:
            return s
    return None


def test_dcv_one_acre_vector():
    """L737 (sizing per Manual): DCV = 3,630 x C x d x A: A = 1 ac, C = 0.90, d = 0.60 in -> 1,960.2
    cu ft."""
    s = sizing(
        "design_capture_volume",
        rainfall={"p85_24hr_in": 0.6},
        drainage_areas=[{"name": "Lot", "area_sqft": 43_560, "runoff_coefficient": 0.9}],
    )
    assert s["status"] == "applies"
    assert s["outputs"]["design_volume_cuft"]["value"] == pytest.approx(
        3_630 * 0.9 * 0.6 * 1, abs=0.05
    )
    assert any("external" in w.lower() for w in s["warnings"])


def test_dcv_sums_drainage_areas_and_shows_each_step():
    """L737: per drainage area: roof 0.9 x 0.55/12 x 8,000 = 330; parking 0.9 x 0.55/12 x 6,000 =
    247.5; lawn
    0.1 x 0.55/12 x 4,000 = 18.33; total 595.8 cu ft; composite C = (7,200 + 5,400 + 400) / 18,000 =
    0.7222."""
    s = sizing(
        "design_capture_volume",
        rainfall={"p85_24hr_in": 0.55},
        drainage_areas=[
            {"name": "Roof", "area_sqft": 8000, "runoff_coefficient": 0.9},
            {"name": "Parking", "area_sqft": 6000, "runoff_coefficient": 0.9},
            {"name": "Lawn", "area_sqft": 4000, "runoff_coefficient": 0.1},
        ],
    )
    out = s["outputs"]
    assert out["design_volume_cuft[Roof]"]["value"] == 330.0
    assert out["design_volume_cuft[Parking]"]["value"] == 247.5
    assert out["design_volume_cuft"]["value"] == pytest.approx(330 + 247.5 + 18.333, abs=0.05)
    assert out["runoff_coefficient"]["value"] == pytest.approx(13_000 / 18_000, abs=1e-4)
    assert any("Roof: C 0.9" in step and "330 cu ft" in step for step in s["steps"])


def test_dcv_depth_is_a_project_input():
    """No design storm is in Ch. 11.30 (L737): without rainfall.p85_24hr_in the tool asks for it."""
    s = sizing(
        "design_capture_volume",
        drainage_areas=[{"name": "Roof", "area_sqft": 1000, "runoff_coefficient": 0.9}],
    )
    assert s["status"] == "needs_info"
    assert any("rainfall.p85_24hr_in" in w for w in s["warnings"])


def test_surface_runoff_factor_is_unconfirmed_until_entered():
    """Runoff factors are external (BMP Design Manual Table B.1-1, not confirmed): None until the
    user enters one."""
    areas = [{"name": "Roof", "area_sqft": 10_000, "surface": "roof"}]
    s = sizing("design_capture_volume", rainfall={"p85_24hr_in": 0.6}, drainage_areas=areas)
    assert s["status"] == "needs_info"
    assert any("del_mar.runoff_factor_roof" in w for w in s["warnings"] + s["steps"])
    s = sizing(
        "design_capture_volume",
        rainfall={"p85_24hr_in": 0.6},
        drainage_areas=areas,
        parameters={"del_mar.runoff_factor_roof": 0.9},
    )
    assert s["outputs"]["design_volume_cuft"]["value"] == 450.0  # 0.9 x 0.6/12 x 10,000


def test_bioretention_footprint_check_by_hand():
    """Storage depth 6 + 0.2 x 18 + 0.4 x 12 = 14.4 in = 1.2 ft per sq ft; DCV 330 -> 275 sq ft
    required;
    300 sq ft stores 360 cu ft (passes); DCV 247.5 needs 206.25 sq ft, 150 sq ft stores 180 cu ft
    (fails)."""
    s = sizing(
        "bioretention_footprint",
        rainfall={"p85_24hr_in": 0.55},
        parameters=BIO,
        drainage_areas=[
            {"name": "Roof", "area_sqft": 8000, "runoff_coefficient": 0.9, "bmp_area_sqft": 300},
            {"name": "Parking", "area_sqft": 6000, "runoff_coefficient": 0.9, "bmp_area_sqft": 150},
        ],
    )
    out = s["outputs"]
    assert out["bmp_area_sqft[Roof]"]["value"] == 275.0
    assert out["provided_storage_cuft[Roof]"]["value"] == 360.0  # issue 36: not a required volume
    assert out["bmp_area_sqft[Parking]"]["value"] == 206.3  # 206.25 rounded up, never down
    assert any("Parking" in w for w in s["warnings"] if "too small" in w)
    assert not any("Roof" in w for w in s["warnings"] if "too small" in w)


def test_bioretention_check_asks_for_its_design_values():
    """The Manual's bioretention criteria were not confirmed: every design value must be entered."""
    s = sizing(
        "bioretention_footprint",
        rainfall={"p85_24hr_in": 0.55},
        drainage_areas=[{"name": "Roof", "area_sqft": 8000, "runoff_coefficient": 0.9}],
    )
    assert s["status"] == "needs_info"
    assert any("del_mar.bioretention_ponding_in" in w for w in s["warnings"])


def test_no_drainage_areas_no_sizing():
    """Sizing is per drainage area; a scenario without any has no sizing result."""
    assert sizing("design_capture_volume", rainfall={"p85_24hr_in": 0.6}) is None


def test_out_of_range_inputs_ask_again_instead_of_failing():
    """A runoff factor must lie between 0 and 1 and a storage depth must exist; bad values answer
    needs_info."""
    s = sizing(
        "design_capture_volume",
        rainfall={"p85_24hr_in": 0.6},
        drainage_areas=[{"name": "Roof", "area_sqft": 1000, "surface": "roof"}],
        parameters={"del_mar.runoff_factor_roof": 1.5},
    )
    assert s["status"] == "needs_info"
    assert any("invalid input" in w for w in s["warnings"])
    zero = {k: 0 for k in BIO}
    s = sizing(
        "bioretention_footprint",
        rainfall={"p85_24hr_in": 0.6},
        parameters=zero,
        drainage_areas=[{"name": "Roof", "area_sqft": 1000, "runoff_coefficient": 0.9}],
    )
    assert s["status"] == "needs_info"
