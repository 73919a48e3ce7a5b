"""Shared builders for Soledad's issue-33 tests (1-based lines of
../shared/seeds/000_085165dcaf1d7ca0.txt)."""

from __future__ import annotations

from typing import Any

from ..conftest import finding, host_for, make_scenario, result_for

HOST = host_for("soledad")


def run(site: dict[str, Any] | None = None, as_of: str = "2026-03-02", **parts: Any) -> dict:
    return result_for(HOST, make_scenario("soledad", site=site or {}, **parts), "soledad", as_of)


def status(result: dict, rule_id: str) -> str:
    return finding(result, rule_id)["status"]


def deadline(result: dict, rule_id: str) -> dict:
    for entry in result["deadlines"]:
        if entry["rule_id"] == rule_id:
            return entry
    raise AssertionError(f"no deadline {rule_id!r}")


def form(result: dict, form_id: str) -> dict:
    return next(f for f in result["forms"] if f["form_id"] == form_id)


__all__ = ["HOST", "deadline", "finding", "form", "run", "status"]
