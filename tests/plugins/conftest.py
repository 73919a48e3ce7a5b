"""Fixtures for city plugin tests: a host with one city, and quick scenario builders."""

from __future__ import annotations

import importlib
from typing import Any

import pytest

from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import BUNDLED, Host


def host_for(*cities: str) -> Host:
    host = Host(strict=True)
    for city in cities:
        host.register(importlib.import_module(BUNDLED[city]), city)
    return host


#: The list facts (Core 32: None is "not given", [] is "none of these").
LISTS = ("facility_types", "activities")


def make_scenario(
    jurisdiction: str | None = None, *, lists_not_given: bool = False, **parts: Any
) -> Scenario:
    """``make_scenario("soledad", site={...}, events=[...])`` -> a validated Scenario.

    The city tests written before lists became three-valued describe sites with nothing
    listed, meaning "none of these": a site that names no list here gets ``[]`` for it. A test
    of a list that is *not given* passes ``facility_types=None`` in the site (kept as given), or
    ``lists_not_given=True`` to leave every list out."""
    data: dict[str, Any] = {"format": "workbench-scenario/1", "name": "test"}
    if jurisdiction:
        data["jurisdiction"] = jurisdiction
    data.update(parts)
    if not lists_not_given:
        site = dict(data.get("site") or {})
        for name in LISTS:
            site.setdefault(name, [])
        data["site"] = site
    return Scenario.model_validate(data)


def result_for(
    host: Host, scenario: Scenario, jurisdiction: str, as_of: str = "2025-01-15"
) -> dict[str, Any]:
    from datetime import date

    return evaluate(host, scenario, jurisdiction, date.fromisoformat(as_of))["results"][0]


def finding(result: dict[str, Any], rule_id: str) -> dict[str, Any]:
    for f in result["findings"]:
        if f["rule_id"] == rule_id:
            return f
    raise AssertionError(
        f"no finding {rule_id!r}; have {[f['rule_id'] for f in result['findings']]}"
    )


@pytest.fixture
def all_host() -> Host:
    return host_for(*BUNDLED)
