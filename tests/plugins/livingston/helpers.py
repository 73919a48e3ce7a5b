"""Shared builders for the Livingston line tests."""

from __future__ import annotations

from typing import Any

from ..conftest import finding, host_for, make_scenario, result_for

HOST = host_for("livingston")
ALL = None  # the every-city host, built on first use (cross-city terms)

BASE_SITE: dict[str, Any] = {
    "land_use": "commercial",
    "single_family_home": False,
    "part_of_common_plan": False,
}


def result(as_of: str = "2025-06-02", host=None, **parts: Any) -> dict[str, Any]:
    return result_for(host or HOST, make_scenario("livingston", **parts), "livingston", as_of)


def all_cities_result(as_of: str = "2025-06-02", **parts: Any) -> dict[str, Any]:
    global ALL
    if ALL is None:
        from workbench.core.plugins.host import BUNDLED

        ALL = host_for(*BUNDLED)
    return result(as_of, host=ALL, **parts)


def status(res: dict[str, Any], rule_id: str) -> str:
    return finding(res, rule_id)["status"]


def classification(res: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for c in res["classifications"] if c["id"] == cid)


def text(item: dict[str, Any]) -> str:
    return " ".join([*item.get("reasons", []), *item.get("flags", [])])
