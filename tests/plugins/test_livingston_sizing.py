"""Livingston sizing golden cases: WEF/ASCE volume (L287), 80% capture by continuous simulation
(L289), flow criteria (L293, L295) and the baseline bioretention (L303-311). Expected values are
computed by hand in each test.
"""

from __future__ import annotations

import time

import pytest

from .conftest import host_for, make_scenario, result_for

HOST = host_for("livingston")
REGULATED = dict(
    new_impervious_sqft=20_000, replaced_impervious_sqft=0, project_type="new_development"
)


def sizing(tool_id: str, areas, rainfall=None, parameters=None, site=None, as_scenario=False):
    scenario = make_scenario(
        "livingston",
        site=site or REGULATED,
        drainage_areas=areas,
        rainfall=rainfall or {},
        parameters=parameters or {},
    )
    result = result_for(HOST, scenario, "livingston")
    for s in result["sizing"]:
        if s["tool_id"] == tool_id:
            return s
    raise AssertionError(f"no sizing {tool_id}: {[s['tool_id'] for s in result['sizing']]}")


def out(s, key):
    return s["outputs"][key]["value"]


def test_wef_runoff_coefficient_vectors():
    """L287 WEF MOP 23/ASCE MOP 87 coefficient: C(1.0) = 0.858 - 0.78 + 0.774 + 0.04 = 0.892; C(0.5)
    = 0.339."""
    s = sizing(
        "flow_based",
        [
            {"name": "A", "area_sqft": 1000, "impervious_fraction": 1.0},
            {"name": "B", "area_sqft": 1000, "impervious_fraction": 0.5},
        ],
    )
    assert out(s, "runoff_coefficient[A]") == pytest.approx(0.892, abs=1e-4)
    # 0.858/8 - 0.78/4 + 0.774/2 + 0.04 = 0.10725 - 0.195 + 0.387 + 0.04 = 0.33925
    assert out(s, "runoff_coefficient[B]") == pytest.approx(0.3393, abs=1e-4)


def test_wef_volume_needs_the_unconfirmed_regression_constant():
    """L287: the 'formula and volume capture coefficients' of WEF MOP 23; a is not confirmed ->
    needs_info."""
    s = sizing(
        "wef_asce_volume",
        [{"name": "Roof", "area_sqft": 10_000, "impervious_fraction": 1.0}],
        rainfall={"mean_storm_depth_in": 0.5},
    )
    assert s["status"] == "needs_info"
    assert any("livingston.wef_a_48h" in w for w in s["warnings"])
    assert out(s, "runoff_coefficient[Roof]") == pytest.approx(0.892, abs=1e-4)


def test_wef_volume_with_a_user_supplied_constant():
    """L287: P0 = a C P6 = 1.5 x 0.892 x 0.5 = 0.669 in; V = 0.669/12 x 10,000 = 557.5 cu ft (a =
    1.5 given by
    the user as a project override, not a shipped value)."""
    s = sizing(
        "wef_asce_volume",
        [{"name": "Roof", "area_sqft": 10_000, "impervious_fraction": 1.0}],
        rainfall={"mean_storm_depth_in": 0.5},
        parameters={"livingston.wef_a_48h": 1.5},
    )
    assert s["status"] == "applies"
    assert out(s, "design_depth_in[Roof]") == pytest.approx(0.669, abs=1e-4)
    assert out(s, "design_volume_cuft[Roof]") == pytest.approx(557.5, abs=0.05)
    assert out(s, "design_volume_cuft") == pytest.approx(557.5, abs=0.05)


def test_flow_based_q_equals_c_i_a():
    """L293/L295: Q = C i A: 0.9 x 0.2 x 1 ac = 0.18 cfs; with 2 x 0.15 = 0.3 in/hr, 0.9 x 0.3 x 1 =
    0.27 cfs."""
    s = sizing(
        "flow_based",
        [{"name": "Lot", "area_sqft": 43_560, "runoff_coefficient": 0.9}],
        rainfall={"p85_hourly_in_per_hr": 0.15},
    )
    assert out(s, "design_flow_cfs[Lot]") == pytest.approx(0.18, abs=1e-5)
    assert out(s, "design_flow_cfs_2x_p85[Lot]") == pytest.approx(0.27, abs=1e-5)
    assert out(s, "design_intensity_in_per_hr_2x_p85") == pytest.approx(0.3)
    assert not s["warnings"]


def test_flow_based_without_p85_still_offers_the_0_2_criterion():
    """L293 stands alone ('at least one of', L283); L295 needs the local 85th-percentile hourly
    intensity."""
    s = sizing("flow_based", [{"name": "Lot", "area_sqft": 43_560, "runoff_coefficient": 0.5}])
    assert s["status"] == "applies"
    assert out(s, "design_flow_cfs[Lot]") == pytest.approx(0.1, abs=1e-5)
    assert any("p85_hourly_in_per_hr" in w for w in s["warnings"])


def test_flow_based_warns_when_the_volumetric_c_stands_in():
    """L293 states no runoff coefficient (AMB-8): using the WEF/ASCE C is a stated, overridable
    choice."""
    s = sizing("flow_based", [{"name": "Roof", "area_sqft": 43_560, "impervious_fraction": 1.0}])
    assert out(s, "design_flow_cfs[Roof]") == pytest.approx(0.892 * 0.2, abs=1e-5)
    assert any("states no runoff coefficient for the flow criteria" in w for w in s["warnings"])


def test_bioretention_four_percent_of_10000_sqft_is_400():
    """L303: 'A sizing factor of 4% of tributary impervious area may be used': 0.04 x 10,000 = 400
    sq ft."""
    s = sizing(
        "baseline_bioretention",
        [
            {
                "name": "Roof",
                "area_sqft": 10_000,
                "impervious_fraction": 1.0,
                "runoff_coefficient": 1.0,
            }
        ],
    )
    assert out(s, "bmp_area_sqft_4pct[Roof]") == pytest.approx(400.0)


def test_bioretention_loading_rate_area_and_reservoir():
    """L303/L305: area = C A i / 5 in/hr = 1.0 x 10,000 x 0.2 / 5 = 400 sq ft; reservoir 400 x 6/12
    = 200 cu ft."""
    s = sizing(
        "baseline_bioretention",
        [
            {
                "name": "Roof",
                "area_sqft": 10_000,
                "impervious_fraction": 1.0,
                "runoff_coefficient": 1.0,
            }
        ],
    )
    assert out(s, "bmp_area_sqft[Roof]") == pytest.approx(400.0)
    assert out(s, "surface_reservoir_cuft[Roof]") == pytest.approx(200.0)


def test_bioretention_half_impervious_dma():
    """L303: 4% of tributary impervious area: 0.04 x (20,000 x 0.5) = 400 sq ft."""
    s = sizing(
        "baseline_bioretention",
        [{"name": "Mixed", "area_sqft": 20_000, "impervious_fraction": 0.5}],
    )
    assert out(s, "bmp_area_sqft_4pct[Mixed]") == pytest.approx(400.0)


def test_bioretention_equivalence_check_of_a_small_facility():
    """L303/L319: 350 sq ft for 10,000 sq ft at C = 1: loading = 0.2 x 10,000 / 350 = 5.714 in/hr >
    5 -> warned."""
    s = sizing(
        "baseline_bioretention",
        [
            {
                "name": "Roof",
                "area_sqft": 10_000,
                "impervious_fraction": 1.0,
                "runoff_coefficient": 1.0,
                "bmp_area_sqft": 350,
            }
        ],
    )
    assert out(s, "surface_loading_in_per_hr[Roof]") == pytest.approx(5.714, abs=1e-3)
    assert any("L319-327" in w for w in s["warnings"])


def test_bioretention_storage_counts_media_only_with_porosities():
    """L305-309: 400 sq ft x (6 + 0.3 x 18 + 0.4 x 12) / 12 = 400 x 16.2 / 12 = 540 cu ft with user
    porosities."""
    s = sizing(
        "baseline_bioretention",
        [
            {
                "name": "Roof",
                "area_sqft": 10_000,
                "impervious_fraction": 1.0,
                "runoff_coefficient": 1.0,
            }
        ],
        parameters={
            "livingston.bioretention_media_porosity": 0.3,
            "livingston.bioretention_gravel_porosity": 0.4,
        },
    )
    assert out(s, "biofiltration_volume_cuft[Roof]") == pytest.approx(540.0)


def test_self_retaining_dmas_are_not_sized():
    """L301: 'remaining runoff from impervious DMAs must be directed to one or more facilities'."""
    s = sizing(
        "flow_based",
        [
            {
                "name": "Lawn",
                "area_sqft": 5_000,
                "impervious_fraction": 0.0,
                "dma_type": "self_retaining",
            },
            {"name": "Roof", "area_sqft": 43_560, "runoff_coefficient": 1.0},
        ],
    )
    assert "design_flow_cfs[Lawn]" not in s["outputs"]
    assert out(s, "design_flow_cfs") == pytest.approx(0.2, abs=1e-5)


def test_L283_sizing_is_not_required_for_a_project_that_is_not_regulated():
    """L283: numeric sizing applies to regulated projects (L201: 5,000 sq ft or more); below it
    the tools are shown as not required (gated by the findings), never as due."""
    scenario = make_scenario(
        "livingston",
        site=dict(
            new_impervious_sqft=3_000, replaced_impervious_sqft=0, project_type="new_development"
        ),
        drainage_areas=[{"name": "Roof", "area_sqft": 3_000, "impervious_fraction": 1.0}],
    )
    sizing = result_for(HOST, scenario, "livingston")["sizing"]
    assert {
        s["tool_id"]: s["required"] for s in sizing if s["tool_id"] != "peak_flow_2yr_24hr"
    } == {
        "wef_asce_volume": "no",
        "casqa_80pct_capture": "no",
        "flow_based": "no",
        "baseline_bioretention": "no",
        "site_design_85th_volume": "no",
    }


# --------------------------------------------------------------------------- continuous simulation
# (L289)
def _record(tmp_path, rows):
    path = tmp_path / "rain.csv"
    path.write_text("timestamp,inches\n" + "".join(f"{t},{v}\n" for t, v in rows))
    return str(path)


def test_capture_curve_matches_a_hand_checked_record(tmp_path):
    """L289 80% capture: two 1-in hours 3 hours apart, C = 1, A = 1,200 sq ft (100 cu ft per storm
    hour),
    drawdown 10 h. A basin of V >= 100 cu ft takes 100, then regains 3 x V/10 of space: captured
    100 + min(1.3 V - 100, 100). 80% of 200 = 160 -> 1.3 V = 160 -> V = 123.08 cu ft."""
    csv = _record(tmp_path, [("2020-01-01T00:00", 1.0), ("2020-01-01T03:00", 1.0)])
    s = sizing(
        "casqa_80pct_capture",
        [{"name": "Roof", "area_sqft": 1_200, "runoff_coefficient": 1.0}],
        rainfall={"record_csv": csv},
        parameters={"livingston.casqa_drawdown_hr": 10},
    )
    assert s["status"] == "applies"
    assert out(s, "design_volume_cuft[Roof]") == pytest.approx(123.1, abs=0.05)
    series = s["plot"]["series"][0]
    # V = 50 cu ft (0.5 in): 1.3 x 50 = 65 of 200 = 32.5 %
    assert series["y"][series["x"].index(50.0)] == pytest.approx(32.5)
    assert s["plot"]["hline_y"] == 80.0


def test_capture_curve_is_monotonic_on_the_bundled_record():
    """L289: capture grows with basin volume; the 80% volume lies where the curve crosses 80%."""
    s = sizing(
        "casqa_80pct_capture",
        [{"name": "Roof", "area_sqft": 20_000, "impervious_fraction": 1.0}],
        rainfall={"record_csv": "rainfall/synthetic_hourly.csv"},
    )
    y = s["plot"]["series"][0]["y"]
    assert all(b >= a - 1e-9 for a, b in zip(y, y[1:], strict=False))
    assert y[0] == 0.0 and y[-1] <= 100.0
    v = out(s, "design_volume_cuft[Roof]")
    x = s["plot"]["series"][0]["x"]
    i = next(k for k, value in enumerate(y) if value >= 80.0)
    assert x[i - 1] <= v <= x[i]
    assert any("synthetic record is not a rain gauge" in w for w in s["warnings"])


def test_capture_needs_a_local_record():
    """L289: 'using local rainfall data' - without a record the tool asks for one."""
    s = sizing(
        "casqa_80pct_capture", [{"name": "Roof", "area_sqft": 20_000, "impervious_fraction": 1.0}]
    )
    assert s["status"] == "needs_info"
    assert "rainfall.record_csv" in s["warnings"][0]


def test_fifty_years_of_hourly_data_simulate_quickly(tmp_path):
    """L289 with a 50-year hourly record (performance issue): the tool answers in seconds."""
    from workbench.core.simulation import synthetic_record

    hours, rain = synthetic_record(50, seed=7)
    wet = rain > 0
    rows = [(str(hours[0]), 0.0)] + [
        (str(h), f"{r:.2f}") for h, r in zip(hours[wet], rain[wet], strict=True)
    ]
    rows.append((str(hours[-1]), 0.0))
    csv = _record(tmp_path, rows)
    start = time.perf_counter()
    s = sizing(
        "casqa_80pct_capture",
        [{"name": f"D{k}", "area_sqft": 10_000 + k, "impervious_fraction": 0.9} for k in range(3)],
        rainfall={"record_csv": csv},
    )
    assert time.perf_counter() - start < 20
    assert s["status"] == "applies"
    assert "50.00 years" in s["steps"][0], s["steps"][0]


def test_unreadable_record_is_refused_as_bad_input(tmp_path):
    """L289 'using local rainfall data': a record file that is not a record is bad input
    (issue 24 item 4: one line naming the file and the problem), not a crash and not a note."""
    from workbench.core.evaluate import InputError

    bad = tmp_path / "bad.csv"
    bad.write_text("time,rain\n2020-01-01T00:00,1\n")
    with pytest.raises(InputError, match=r"^rainfall\.record_csv: .*bad\.csv: line 1: header"):
        sizing(
            "casqa_80pct_capture",
            [{"name": "Roof", "area_sqft": 1_200, "runoff_coefficient": 1.0}],
            rainfall={"record_csv": str(bad)},
        )
