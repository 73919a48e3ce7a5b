"""docs/cities/soledad.md's coverage table: every id it names exists in the plugin, and every row
that names none says why the requirement is left out or external (issue 17)."""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import host_for

HOST = host_for("soledad")
DOC = Path(__file__).resolve().parents[2] / "docs" / "cities" / "soledad.md"
KINDS = ("classification", "applicability", "deadline", "sizing", "form", "penalty", "discharge")


def rows() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## Coverage", 1)[1]
    found = []
    for line in table.splitlines():
        if not line.startswith("| ") or line.startswith("| Requirement") or line.startswith("|---"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        found.append(cells)
    return found


def known_ids() -> set[str]:
    """Descriptor ids, and the ids of the forms' own checks (``FormSpec.checks``)."""
    ids = {item.id for kind in KINDS for item in HOST.descriptors("soledad", kind)}
    return ids | {c.id for spec in HOST.descriptors("soledad", "form") for c in spec.checks}


def test_coverage_table_has_every_review_row():
    table = rows()
    assert len(table) >= 30  # the review's 30 rows (50 requirements), and the added ones
    assert all(len(cells) == 3 for cells in table), [c for c in table if len(c) != 3]
    assert all(re.search(r"L\d+", cells[0]) for cells in table)  # each row cites its lines


def test_every_id_in_the_coverage_table_exists():
    known = known_ids()
    for requirement, ids, _ in rows():
        for rule_id in re.findall(r"`([a-z0-9_]+)`", ids):
            assert rule_id in known, f"{requirement}: no rule, classification or tool {rule_id!r}"


def test_every_row_without_ids_gives_a_reason():
    for requirement, ids, why in rows():
        if not re.findall(r"`([a-z0-9_]+)`", ids):
            assert why.startswith(("left out:", "external:")) and len(why) > 20, requirement


def test_every_applicability_rule_and_classification_is_in_the_table():
    named = {rule_id for _, ids, _ in rows() for rule_id in re.findall(r"`([a-z0-9_]+)`", ids)}
    for kind in ("applicability", "classification"):
        for item in HOST.descriptors("soledad", kind):
            assert item.id in named, f"{kind} {item.id} is not in the coverage table"
