"""Fixtures for the output tests: a host with the test plugin (and the real cities where
their demo scenarios exist), a rich scenario, its evaluation and a project file."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path
from typing import Any

import pytest

from tests.outputs import fakecity
from workbench.core.evaluate import evaluate
from workbench.core.plugins.host import Host
from workbench.core.scenario import loads

AS_OF = date(2025, 3, 12)

SCENARIO: dict[str, Any] = {
    "format": "workbench-scenario/1",
    "name": "Corner retail, 1.2 ac",
    "jurisdiction": "testcity",
    "as_of": "2025-03-10",
    "site": {
        "parcel_area_sqft": 52272,
        "disturbed_area_sqft": 52272,
        "new_impervious_sqft": 20000,
        "project_type": "new_development",
        "land_use": "commercial",
        "facility_types": [],
        "requires_city_permit": True,
        "soil_infiltration_in_per_hr": 0.5,
        "hillside": False,
    },
    "rainfall": {"p85_24hr_in": 0.8, "p95_24hr_in": 1.2},
    "drainage_areas": [
        {"name": "Roof", "area_sqft": 12000, "impervious_fraction": 1.0},
        {
            "name": "Landscape",
            "area_sqft": 8000,
            "impervious_fraction": 0.0,
            "surface": "landscape",
        },
    ],
    "events": [
        {"kind": "construction_start", "at": "2025-04-01"},
        {"kind": "leak_learned", "at": "2025-03-07T18:30", "note": "sprinkler head, Süd lot"},
        {"kind": "penalty_received", "at": "2025-03-13"},
    ],
    "violations": [{"kind": "illicit_discharge", "count": 2, "days": 3}],
    "closures": ["2025-03-28"],
    "forms": {"testcity.noi": {"owner": "ACME, Inc.", "acres": 1.2}},
}


def make_host() -> Host:
    host = Host(strict=True)
    host.register(fakecity, "testcity")
    return host


@pytest.fixture
def host() -> Host:
    return make_host()


@pytest.fixture
def scenario_file(tmp_path: Path) -> Path:
    path = tmp_path / "retail.json"
    path.write_text(json.dumps(SCENARIO, indent=2, ensure_ascii=False), encoding="utf-8")
    return path


@pytest.fixture
def doc(host: Host) -> dict[str, Any]:
    scenario = loads(json.dumps(SCENARIO))
    result = evaluate(host, scenario, None, AS_OF)
    result["site"] = "Retail site"
    return result


@pytest.fixture
def use_fake_host(monkeypatch):
    """Make the command line load the test plugin instead of the installed cities."""
    monkeypatch.setattr("workbench.core.plugins.host.load_host", lambda **_: make_host())
