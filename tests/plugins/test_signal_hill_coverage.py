"""docs/cities/signal_hill.md: the coverage table (the review's, kept as the city's own) names
only descriptors that exist, marks no requirement wrong, covers at least 95 % of the review's 144
requirements as right, and every row marked right names tests that exist (issues 18, 34)."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from .conftest import host_for

HOST = host_for("signal_hill")
ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "cities" / "signal_hill.md"
TESTS = ROOT / "tests" / "plugins"
KINDS = ("applicability", "classification", "sizing", "deadline", "form", "penalty", "discharge")
STATES = ("right", "partly", "n/a")


def rows() -> list[list[str]]:
    text = DOC.read_text(encoding="utf-8")
    table = text.split("## Coverage of the operative requirements", 1)[1]
    lines = [line for line in table.splitlines() if line.startswith("| ") and "---" not in line]
    return [[cell.strip() for cell in line.strip().strip("|").split("|")] for line in lines[1:]]


def weight(number: str) -> int:
    """How many of the review's requirements a row carries ('16-38' is 23; '-' none)."""
    if number == "-":
        return 0
    first, _, last = number.partition("-")
    return int(last or first) - int(first) + 1


@cache
def defined_tests(path: str) -> frozenset[str]:
    file = TESTS / path
    if not file.is_file():
        return frozenset()
    tree = ast.parse(file.read_text(encoding="utf-8"))
    return frozenset(
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")
    )


def named_tests(cell: str) -> list[tuple[str, str]]:
    return [tuple(ref.split("::", 1)) for ref in re.findall(r"`([^`]+::[^`]+)`", cell)]


def test_every_id_in_the_coverage_table_exists():
    known = {d.id for kind in KINDS for d in HOST.descriptors("signal_hill", kind)}
    named = {name for row in rows() for name in re.findall(r"`([a-z0-9_]+)`", row[2])}
    assert named, "the coverage table names no ids"
    assert named <= known, sorted(named - known)


def test_every_row_has_a_state_and_no_row_is_wrong():
    for number, requirement, ids, state, _ in rows():
        assert state.split(" ")[0].rstrip(":") in STATES, f"{number} {requirement}: {state}"
        if state.startswith("n/a"):
            assert not ids and ":" in state, f"{requirement}: n/a needs a reason, no ids"
        else:
            assert ids, f"{number} {requirement}: no ids"


def test_every_row_marked_right_names_existing_tests():
    for number, requirement, _, state, tests in rows():
        if not state.startswith("right"):
            continue
        refs = named_tests(tests)
        assert refs, f"row {number} ({requirement}) is marked right but names no test"
        for path, name in refs:
            assert name in defined_tests(path), f"row {number}: no test {path}::{name}"


def test_at_least_95_percent_of_the_review_requirements_are_right():
    table = rows()
    total = sum(weight(row[0]) for row in table)
    right = sum(weight(row[0]) for row in table if row[3].startswith("right"))
    assert total == 144
    assert right / total >= 0.95, f"{right} of {total}"


def test_every_applicability_rule_appears_in_the_table():
    named = {name for row in rows() for name in re.findall(r"`([a-z0-9_]+)`", row[2])}
    rules = {d.id for d in HOST.descriptors("signal_hill", "applicability")}
    assert rules <= named, sorted(rules - named)
