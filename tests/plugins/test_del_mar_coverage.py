"""docs/cities/del_mar.md's coverage table: every rule id it names exists in the plugin, and
every row that names none says why it is left out or external (issue 20)."""

from __future__ import annotations

import re
from pathlib import Path

from workbench.core.rules import DESCRIPTOR_KINDS

from .conftest import host_for

HOST = host_for("del_mar")
DOC = Path(__file__).resolve().parents[2] / "docs" / "cities" / "del_mar.md"


def coverage_rows() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Coverage of the operative requirements", 1)[1].split("\n## ", 1)[0]
    rows = []
    for line in section.splitlines():
        if not line.startswith("| ") or line.startswith("| lines") or line.startswith("|---"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 4, line
        rows.append(cells)
    return rows


def known_ids() -> set[str]:
    ids = {p.id for p in HOST.descriptors("del_mar", "parameter")}
    for kind in DESCRIPTOR_KINDS:
        ids |= {item.id for item in HOST.descriptors("del_mar", kind)}
    # the forms' own checks (FormSpec.checks)
    return ids | {c.id for spec in HOST.descriptors("del_mar", "form") for c in spec.checks}


def test_the_table_covers_the_review_and_the_reread():
    rows = coverage_rows()
    assert len(rows) >= 95
    lines = " ".join(row[0] for row in rows)
    for line in ("L163", "L219", "L229", "L305", "L401", "L617", "L679", "L733", "L789", "L833"):
        assert line in lines


def test_every_rule_id_in_the_table_exists():
    known = known_ids()
    for lines, requirement, ids, _ in coverage_rows():
        for rule_id in re.findall(r"`([^`]+)`", ids):
            assert rule_id in known, f"{lines} {requirement}: no rule {rule_id!r}"


def test_every_row_without_rule_ids_gives_its_reason():
    for lines, requirement, ids, note in coverage_rows():
        if re.findall(r"`([^`]+)`", ids):
            continue
        assert re.match(r"(left out|external): \S", note), f"{lines} {requirement}: no reason"


def test_every_applicability_rule_and_classification_is_in_the_table():
    named = {i for row in coverage_rows() for i in re.findall(r"`([^`]+)`", row[2])}
    for kind in ("applicability", "classification"):
        for item in HOST.descriptors("del_mar", kind):
            assert item.id in named, f"{kind} {item.id} is not in the coverage table"
