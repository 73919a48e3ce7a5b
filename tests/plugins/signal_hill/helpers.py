"""Shared builders of the Signal Hill tests (issue 34): run a site, read a finding. A site that
names no list gets [] ("none of these", conftest.make_scenario); a test of a list not given
passes facility_types=None."""

from __future__ import annotations

from functools import cache
from typing import Any

from workbench.core.plugins.host import BUNDLED

from ..conftest import finding, host_for, make_scenario, result_for

HOST = host_for("signal_hill")


@cache
def all_cities():
    """A host with every bundled city: other cities' terms are known to the vocabulary."""
    return host_for(*BUNDLED)


def run_all(site: dict[str, Any], as_of: str = "2026-06-01", **parts: Any) -> dict[str, Any]:
    """Signal Hill's result for a site described in any city's terms."""
    scenario = make_scenario("signal_hill", site=site, **parts)
    return result_for(all_cities(), scenario, "signal_hill", as_of)


#: facts every review scenario states (a permit, no common plan, not near an ESA)
BASE: dict[str, Any] = {
    "requires_city_permit": True,
    "part_of_common_plan": False,
    "single_family_home": False,
    "hillside": False,
    "distance_to_sensitive_area_ft": 5000,
    "discharges_to_sensitive_area": False,
}


def run(site: dict[str, Any], as_of: str = "2026-06-01", **parts: Any) -> dict[str, Any]:
    scenario = make_scenario("signal_hill", site=site, **parts)
    return result_for(HOST, scenario, "signal_hill", as_of)


def get(result: dict[str, Any], rule: str) -> dict[str, Any]:
    return finding(result, rule)


def status(site: dict[str, Any], rule: str, **parts: Any) -> str:
    return finding(run(site, **parts), rule)["status"]


def tool(result: dict[str, Any], tool_id: str) -> dict[str, Any]:
    return next(t for t in result["sizing"] if t["tool_id"] == tool_id)


def text(item: dict[str, Any]) -> str:
    """A finding's reasons and flags as one string."""
    return "\n".join([*item.get("reasons", []), *item.get("flags", [])])
