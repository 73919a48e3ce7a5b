"""Issue 39 items 2 and 3 in the core: provided versus required at the precision the requirement
is printed with (a test at each boundary), the minimum ponding and media depths checked like
every other requirement, and the criterion that governs carried beside the check."""

from __future__ import annotations

from typing import Any

import pytest

from workbench.core.checks import checks, decimals
from workbench.core.model import Scenario


def scenario(bmp: dict[str, Any], infiltration: float | None = None) -> Scenario:
    site: dict[str, Any] = {"new_impervious_sqft": 9_000}
    if infiltration is not None:
        site["soil_infiltration_in_per_hr"] = infiltration
    return Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "livingston",
            "as_of": "2025-06-01",
            "site": site,
            "drainage_areas": [{"name": "Roof", "area_sqft": 10_000, "bmp": bmp}],
        }
    )


def row(outputs: dict[str, Any], bmp: dict[str, Any], name: str, **kw: Any) -> dict[str, Any]:
    rows = checks(outputs, scenario(bmp, kw.pop("infiltration", None)), kw.pop("governs", None))
    return next(r for r in rows if r["area"] == "Roof" and r["quantity"] == name)


def area(required: float) -> dict[str, Any]:
    return {"bmp_area_sqft[Roof]": {"value": required, "unit": "sq ft"}}


def test_decimals_of_the_printed_requirement():
    assert decimals(321.1) == 1 and decimals(375.0) == 1 and decimals(0.03686) == 5
    assert decimals(450.00000000000006) == 1 and decimals(1e-9) == 1


@pytest.mark.parametrize(
    ("provided", "verdict"),
    [(321.1, True), (321.2, True), (321.0, False), (321.06, True), (321.04, False)],
)
def test_footprint_at_the_boundary_of_the_printed_requirement(provided, verdict):
    """C18b: 321.1 sq ft required (2 x P85, L295); a footprint equal to it at the printed
    precision passes, one a tenth under fails."""
    got = row(area(321.1), {"type": "bioretention", "footprint_sqft": provided}, "bmp_area_sqft")
    assert got["pass"] is verdict


def test_float_noise_in_the_requirement_never_fails_an_equal_design():
    """Del Mar c28: 0.9 x 0.6/12 x 10,000 = 450.00000000000006; 450 cu ft provided passes."""
    noisy = 0.9 * 0.6 / 12 * 10_000
    assert noisy > 450
    outputs = {"design_volume_cuft[Roof]": {"value": noisy, "unit": "cu ft"}}
    got = row(outputs, {"type": "bioretention", "storage_cuft": 450}, "design_volume_cuft")
    assert got["pass"] is True
    got = row(outputs, {"type": "bioretention", "storage_cuft": 449.9}, "design_volume_cuft")
    assert got["pass"] is False


@pytest.mark.parametrize(("ponding", "verdict"), [(12.0, True), (12.01, True), (12.1, False)])
def test_drawdown_at_most_the_limit_at_its_printed_precision(ponding, verdict):
    """12 in over 0.25 in/hr drains in 48.0 h: at the 48.0 h limit passes (48.04 h prints
    48.0); 48.4 h fails."""
    outputs = {"drawdown_hr[Roof]": {"value": 48.0, "unit": "hr"}}
    bmp = {"type": "bioretention", "ponding_depth_in": ponding}
    assert row(outputs, bmp, "drawdown_hr", infiltration=0.25)["pass"] is verdict


@pytest.mark.parametrize(
    ("name", "field", "minimum", "given", "verdict"),
    [
        ("min_ponding_depth_in", "ponding_depth_in", 6.0, 6.0, True),
        ("min_ponding_depth_in", "ponding_depth_in", 6.0, 5.9, False),
        ("min_media_depth_in", "media_depth_in", 18.0, 18.0, True),
        ("min_media_depth_in", "media_depth_in", 18.0, 16.0, False),
    ],
)
def test_L305_L307_minimum_depths_are_checks(name, field, minimum, given, verdict):
    """Livingston L305 (six inches of surface reservoir) and L307 (18 inches of planting
    medium): a tool states the minimum per area; the control's depth is checked against it."""
    outputs = {f"{name}[Roof]": {"value": minimum, "unit": "in"}}
    got = row(outputs, {"type": "bioretention", field: given}, name)
    assert got["pass"] is verdict and got["direction"] == "at_least"
    rows = checks(outputs, scenario({"type": "bioretention", field: given}))
    site = next(r for r in rows if r["area"] == "site")
    assert site["pass"] is verdict


def test_the_governing_criterion_is_carried_beside_the_check():
    why = "L295: 2 x P85 = 0.18 in/hr, the least any criterion allows (L283)"
    got = row(
        area(321.1),
        {"type": "bioretention", "footprint_sqft": 330},
        "bmp_area_sqft",
        governs={"bmp_area_sqft[Roof]": why},
    )
    assert got["pass"] is True and got["governs"] == why
    plain = row(area(321.1), {"type": "bioretention", "footprint_sqft": 330}, "bmp_area_sqft")
    assert "governs" not in plain
