"""docs/cities/livingston.md's coverage table is the city's own (issue 35): it names only ids
Livingston declares, every test it names exists, every row marked right names a test, no row is
wrong and at least 95 % are right; every applicability rule appears in it.
"""

from __future__ import annotations

import re
from pathlib import Path

from .conftest import host_for

HOST = host_for("livingston")
DOC = Path(__file__).resolve().parents[2] / "docs" / "cities" / "livingston.md"
TESTS = Path(__file__).resolve().parent
KINDS = ("classification", "applicability", "sizing", "deadline", "penalty", "form", "discharge")
STATES = ("right", "partly", "missing", "wrong")


def _table() -> str:
    return DOC.read_text(encoding="utf-8").split("## Coverage of the operative requirements", 1)[1]


def _rows() -> list[dict[str, str]]:
    rows = []
    for line in _table().splitlines():
        if not re.match(r"\| \d+ \|", line):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        number, requirement, lines, ids, state, tests, note = cells
        rows.append(
            {
                "n": number,
                "requirement": requirement,
                "lines": lines,
                "ids": ids,
                "state": state,
                "tests": tests,
                "note": note,
            }
        )
    return rows


def _test_refs(cell: str) -> list[tuple[str, str]]:
    return [tuple(ref.split("::", 1)) for ref in re.findall(r"`([^`]+::[^`]+)`", cell)]


def test_the_table_has_the_reviews_70_rows_in_order():
    assert [int(r["n"]) for r in _rows()] == list(range(1, 71))


def test_every_id_in_the_coverage_table_exists():
    declared = {d.id for kind in KINDS for d in HOST.descriptors("livingston", kind)}
    named = {name for row in _rows() for name in re.findall(r"`([a-z0-9_]+)`", row["ids"])}
    assert named and named <= declared, sorted(named - declared)


def test_every_row_cites_lines_and_has_a_state():
    for row in _rows():
        assert re.match(r"L\d+", row["lines"]), row["requirement"]
        assert row["state"] in STATES, row


def test_every_test_a_row_names_exists():
    for row in _rows():
        for path, name in _test_refs(row["tests"]):
            source = TESTS / path
            assert source.is_file(), (row["n"], path)
            assert re.search(rf"^def {re.escape(name)}\(", source.read_text("utf-8"), re.M), (
                row["n"],
                path,
                name,
            )


def test_every_right_row_names_a_test_and_every_other_row_says_why():
    for row in _rows():
        if row["state"] == "right":
            assert _test_refs(row["tests"]), f"row {row['n']} is right but names no test"
        else:
            assert row["note"], f"row {row['n']} is {row['state']} without a note"


def test_at_least_95_percent_right_and_none_wrong():
    states = [row["state"] for row in _rows()]
    assert "wrong" not in states
    assert states.count("right") / len(states) >= 0.95, states.count("right")


def test_every_applicability_rule_is_in_the_table():
    text = _table()
    for rule in HOST.descriptors("livingston", "applicability"):
        assert f"`{rule.id}`" in text, rule.id
