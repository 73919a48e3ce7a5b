"""docs/cities/livingston.md's coverage table names only ids Livingston declares, and every row
without ids says why it is left out or external (issue 19, "Done means")."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import host_for

HOST = host_for("livingston")
DOC = Path(__file__).resolve().parents[2] / "docs" / "cities" / "livingston.md"
KINDS = ("classification", "applicability", "sizing", "deadline", "penalty", "form", "discharge")


def _rows() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## Coverage of the operative requirements", 1)[1]
    rows = []
    for line in table.splitlines():
        if line.startswith("| ") and not line.startswith("| requirement") and "---" not in line:
            rows.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return rows


def test_every_id_in_the_coverage_table_exists():
    declared = {d.id for kind in KINDS for d in HOST.descriptors("livingston", kind)}
    rows = _rows()
    assert len(rows) >= 43
    named = {name for row in rows for name in re.findall(r"`([a-z0-9_]+)`", row[2])}
    assert named and named <= declared, sorted(named - declared)


def test_every_row_without_ids_gives_a_reason():
    for requirement, lines, ids, note in _rows():
        assert re.match(r"L\d+", lines), requirement
        if not ids:
            assert re.match(r"(left out|external): \w+", note), requirement


def test_every_applicability_rule_is_in_the_table():
    text = DOC.read_text(encoding="utf-8").split("## Coverage of the operative requirements", 1)[1]
    for rule in HOST.descriptors("livingston", "applicability"):
        assert f"`{rule.id}`" in text, rule.id
