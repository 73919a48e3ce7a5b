"""Provided versus required, per drainage area and for the site (issue 23 item 1)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core import ctxcity
from workbench.core.evaluate import InputError, evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import Host


@pytest.fixture(scope="module")
def host() -> Host:
    h = Host(strict=True)
    h.register(ctxcity, "ctxcity")
    return h


def checks(host: Host, roof: dict | None, lot: dict | None) -> list[dict[str, Any]]:
    areas = [{"name": "Roof", "area_sqft": 1200}, {"name": "Lot", "area_sqft": 3600}]
    for area, bmp in zip(areas, (roof, lot), strict=True):
        if bmp is not None:
            area["bmp"] = bmp
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "ctxcity",
            "as_of": "2025-06-01",
            "site": {"new_impervious_sqft": 9_000},
            "drainage_areas": areas,
        }
    )
    return evaluate(host, scenario)["results"][0]["sizing"][0]["checks"]


def volume_rows(rows: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {r["area"]: r for r in rows if r["quantity"] == "design_volume_cuft"}


def test_provided_over_required_passes_per_area_and_site(host: Host) -> None:
    # required: Roof 100 cu ft, Lot 300 cu ft (area / 12), site 400
    rows = volume_rows(
        checks(
            host,
            {"type": "bioretention", "storage_cuft": 100},
            {"type": "bioretention", "storage_cuft": 301},
        )
    )
    assert rows["Roof"]["pass"] is True and rows["Lot"]["pass"] is True
    assert rows["site"] == {**rows["site"], "required": 400, "provided": 401, "pass": True}


def test_provided_under_required_fails_and_fails_the_site(host: Host) -> None:
    rows = volume_rows(
        checks(
            host,
            {"type": "bioretention", "storage_cuft": 99.9},
            {"type": "bioretention", "storage_cuft": 1_000},
        )
    )
    assert rows["Roof"]["pass"] is False and rows["Lot"]["pass"] is True
    assert rows["site"]["pass"] is False  # a site passes only if every area passes


def test_a_missing_provided_value_is_not_shown_never_a_pass(host: Host) -> None:
    rows = volume_rows(checks(host, {"type": "bioretention", "storage_cuft": 100}, None))
    assert rows["Lot"]["provided"] is None and rows["Lot"]["pass"] is None
    assert rows["site"]["pass"] is None and rows["site"]["provided"] is None
    rows = volume_rows(checks(host, {"type": "bioretention", "footprint_sqft": 50}, None))
    assert rows["Roof"]["pass"] is None


def test_an_unknown_bmp_type_is_refused(host: Host) -> None:
    with pytest.raises(InputError, match=r"drainage_areas\[0\]\.bmp\.type: unknown BMP type"):
        checks(host, {"type": "moat", "storage_cuft": 1}, None)
