"""docs/cities/signal_hill.md: the coverage table names only descriptors that exist, and every
requirement left out says why (issue 18)."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import host_for

HOST = host_for("signal_hill")
DOC = Path(__file__).resolve().parents[2] / "docs" / "cities" / "signal_hill.md"
KINDS = ("applicability", "classification", "sizing", "deadline", "form", "penalty")


def rows() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## Coverage of the operative requirements", 1)[1]
    lines = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    return [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines[1:]]


def test_every_id_in_the_coverage_table_exists():
    known = {d.id for kind in KINDS for d in HOST.descriptors("signal_hill", kind)}
    named = {name for _, ids, _ in rows() for name in re.findall(r"`([a-z0-9_]+)`", ids)}
    assert named, "the coverage table names no ids"
    assert named <= known, sorted(named - known)


def test_every_left_out_requirement_gives_a_reason():
    table = rows()
    assert len(table) >= 40
    for requirement, ids, reason in table:
        assert ids or reason, f"{requirement}: neither ids nor a reason"
        assert not (ids and reason), f"{requirement}: both ids and a reason"


def test_every_applicability_rule_appears_in_the_table():
    named = {name for _, ids, _ in rows() for name in re.findall(r"`([a-z0-9_]+)`", ids)}
    rules = {d.id for d in HOST.descriptors("signal_hill", "applicability")}
    assert rules <= named, sorted(rules - named)
