"""docs/cities/soledad.md's coverage table (the 2026-12-03 review's 72 operative requirements,
kept as the city's own, issue 33): every id it names exists, every applicability rule and
classification is named, the states are counted (at least 95 % right, none wrong), and every row
marked right names tests that exist."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from .conftest import host_for

HOST = host_for("soledad")
ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "cities" / "soledad.md"
TESTS = ROOT / "tests" / "plugins"
KINDS = ("classification", "applicability", "deadline", "sizing", "form", "penalty", "discharge")
STATES = ("right", "partly", "wrong", "missing")


def rows() -> list[list[str]]:
    """The table's rows: [number, requirement, encoded as, state, tests]."""
    table = DOC.read_text(encoding="utf-8").split("## Coverage", 1)[1]
    found = []
    for line in table.splitlines():
        if not line.startswith("| ") or line.startswith("| #") or line.startswith("|---"):
            continue
        found.append([cell.strip() for cell in line.strip().strip("|").split("|")])
    return found


def known_ids() -> set[str]:
    """Descriptor ids, and the ids of the forms' own checks (``FormSpec.checks``)."""
    ids = {item.id for kind in KINDS for item in HOST.descriptors("soledad", kind)}
    return ids | {c.id for spec in HOST.descriptors("soledad", "form") for c in spec.checks}


@cache
def defined_tests(path: str) -> frozenset[str]:
    file = TESTS / path
    if not file.is_file():
        return frozenset()
    tree = ast.parse(file.read_text(encoding="utf-8"))
    return frozenset(n.name for n in tree.body if isinstance(n, ast.FunctionDef))


def named_tests(cell: str) -> list[tuple[str, str]]:
    return re.findall(r"`([\w/]+\.py)::(test_\w+)`", cell)


def test_the_table_has_the_reviews_72_rows_with_lines_and_a_state():
    table = rows()
    assert [int(r[0]) for r in table] == list(range(1, 73))
    assert all(len(r) == 5 for r in table), [r for r in table if len(r) != 5]
    assert all(re.search(r"L\d+", r[1]) for r in table)  # each row cites its lines
    assert all(r[3] in STATES for r in table), [r[:4] for r in table if r[3] not in STATES]


def test_every_id_in_the_coverage_table_exists():
    known = known_ids()
    for _, requirement, encoded, _, _ in rows():
        for rule_id in re.findall(r"`([a-z0-9_]+)`", encoded):
            assert rule_id in known, f"{requirement}: no rule, classification or tool {rule_id!r}"


def test_every_applicability_rule_and_classification_is_in_the_table():
    named = {i for r in rows() for i in re.findall(r"`([a-z0-9_]+)`", r[2])}
    named |= {"notc_amendment_filing_time", "petition_filing_time"}  # rows 35, 61 by the form
    for kind in ("applicability", "classification"):
        for item in HOST.descriptors("soledad", kind):
            assert item.id in named, f"{kind} {item.id} is not in the coverage table"


def test_at_least_95_percent_right_and_none_wrong():
    states = [r[3] for r in rows()]
    assert states.count("wrong") == 0, [r[:2] for r in rows() if r[3] == "wrong"]
    assert states.count("right") / len(states) >= 0.95


def test_every_row_marked_right_names_existing_tests():
    for number, requirement, _, state, tests in rows():
        if state != "right":
            continue
        named = named_tests(tests)
        assert named, f"row {number} ({requirement}) is marked right but names no test"
        for path, name in named:
            assert name in defined_tests(path), f"row {number}: no test {path}::{name}"
