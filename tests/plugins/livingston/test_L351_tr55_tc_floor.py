"""L351 "shall not exceed the estimated preproject flow rate for the two-year, 24-hour storm",
estimated with TR-55 (an outside method): a time of concentration below 0.1 h is read as 0.1 h,
the least TR-55 uses, not extrapolated (issue 35, review D17, C38b).
"""

from __future__ import annotations

import math

import pytest

from .helpers import result

ACRE = 43_560
COEFFS = {"c0": 2.5, "c1": -0.6, "c2": -0.1}  # stand-ins for the arithmetic only


def _tool(tc_post):
    site = {
        "project_type": "new_development",
        "new_impervious_sqft": 2 * ACRE,
        "existing_impervious_sqft": 0,
        "two_year_24hr_rainfall_in": 2.0,
        "pre_project_curve_number": 70,
        "post_project_curve_number": 90,
        "pre_project_tc_hr": 0.5,
        "post_project_tc_hr": tc_post,
    }
    params = {f"livingston.tr55_{w}_{k}": v for w in ("pre", "post") for k, v in COEFFS.items()}
    res = result(
        site=site,
        parameters=params,
        drainage_areas=[{"name": "Site", "area_sqft": 2 * ACRE, "impervious_fraction": 0.8}],
    )
    return next(s for s in res["sizing"] if s["tool_id"] == "peak_flow_2yr_24hr")


def test_L351_tc_below_a_tenth_of_an_hour_is_read_as_0_1():
    floor, at = _tool(0.05), _tool(0.1)
    assert floor["outputs"]["post_project_unit_peak_csm_in"]["value"] == pytest.approx(
        at["outputs"]["post_project_unit_peak_csm_in"]["value"]
    )
    x = math.log10(0.1)
    qu = 10 ** (COEFFS["c0"] + COEFFS["c1"] * x + COEFFS["c2"] * x * x)
    assert floor["outputs"]["post_project_unit_peak_csm_in"]["value"] == pytest.approx(qu, abs=0.01)
    assert any("0.1 h is used" in w for w in floor["warnings"])


def test_L351_peak_flow_is_not_asked_of_a_project_L349_does_not_reach():
    """Review D12 / part A #12 (A06a): a 1,500 sq ft project is no hydromodification management
    project, so the peak-flow tool does not apply instead of asking for TR-55 inputs."""
    site = {
        "project_type": "redevelopment",
        "existing_impervious_sqft": 2_000,
        "new_impervious_sqft": 1_500,
        "replaced_impervious_sqft": 0,
        "post_project_impervious_sqft": 3_500,
    }
    res = result(site=site, drainage_areas=[{"name": "Lot", "area_sqft": 3_500}])
    tool = next(s for s in res["sizing"] if s["tool_id"] == "peak_flow_2yr_24hr")
    assert tool["status"] == "does_not_apply" and tool["required"] == "no", tool
