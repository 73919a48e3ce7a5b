"""Shared builders for the issue-36 Del Mar tests (one file per ordinance line)."""

from __future__ import annotations

from typing import Any

from tests.plugins.conftest import finding, host_for, make_scenario, result_for

HOST = host_for("del_mar")


def evaluate(as_of: str = "2025-11-20", **parts: Any) -> dict[str, Any]:
    return result_for(HOST, make_scenario("del_mar", as_of=as_of, **parts), "del_mar", as_of)


def status(rule: str, as_of: str = "2025-11-20", **parts: Any) -> str:
    return finding(evaluate(as_of, **parts), rule)["status"]


def classification(result: dict[str, Any], cid: str) -> dict[str, Any]:
    return next(c for c in result["classifications"] if c["id"] == cid)


__all__ = ["HOST", "classification", "evaluate", "finding", "status"]
