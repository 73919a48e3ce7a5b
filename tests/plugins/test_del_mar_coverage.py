"""docs/cities/del_mar.md's coverage table (issue 36: the review's part B kept as the city's own):
every id it names exists in the plugin, every row marked right names a test that exists, every
other row gives its reason, at least 95 % of the review's rows are right and none is wrong, and
every applicability rule and classification appears in the section."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from workbench.core.rules import DESCRIPTOR_KINDS

from .conftest import host_for

HOST = host_for("del_mar")
ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "cities" / "del_mar.md"
TESTS = ROOT / "tests" / "plugins"
STATES = ("right", "partly", "left out", "external")


def section() -> str:
    text = DOC.read_text(encoding="utf-8")
    return text.split("## Coverage of the operative requirements", 1)[1].split("\n## ", 1)[0]


def coverage_rows() -> list[list[str]]:
    """The main table: | # | lines | requirement | encoded by | state | test or note |."""
    table = section().split("### ", 1)[0]
    rows = []
    for line in table.splitlines():
        if not line.startswith("| ") or line.startswith("| # ") or line.startswith("|---"):
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        assert len(cells) == 6, line
        rows.append(cells)
    return rows


def known_ids() -> set[str]:
    ids = {p.id for p in HOST.descriptors("del_mar", "parameter")}
    for kind in DESCRIPTOR_KINDS:
        ids |= {item.id for item in HOST.descriptors("del_mar", kind)}
    # the forms' own checks (FormSpec.checks)
    return ids | {c.id for spec in HOST.descriptors("del_mar", "form") for c in spec.checks}


@cache
def functions_in(path: Path) -> frozenset[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return frozenset(
        node.name
        for node in tree.body
        if isinstance(node, ast.FunctionDef) and node.name.startswith("test")
    )


def test_the_table_is_the_reviews_with_95_percent_right_and_none_wrong():
    rows = [r for r in coverage_rows() if r[0].startswith("B")]
    assert [r[0] for r in rows] == [f"B{n}" for n in range(1, 129)]
    states = [r[4] for r in rows]
    assert all(s in STATES for s in states), set(states)
    assert states.count("right") >= 0.95 * len(rows)


def test_every_row_marked_right_names_an_existing_test():
    for number, lines, requirement, _, state, test in coverage_rows():
        if state != "right":
            continue
        match = re.fullmatch(r"`([\w/]+\.py)::(test_\w+)`", test)
        assert match, f"{number} {lines} {requirement}: no test named ({test!r})"
        path = TESTS / match.group(1)
        assert path.is_file(), f"{number} {lines}: no file {path}"
        assert match.group(2) in functions_in(path), f"{number} {lines}: no {match.group(2)}"


def test_every_other_row_gives_its_reason():
    for number, lines, requirement, _, state, note in coverage_rows():
        if state != "right":
            assert len(note) > 20, f"{number} {lines} {requirement}: no reason"


def test_every_rule_id_in_the_table_exists():
    known = known_ids()
    for cells in [*coverage_rows()]:
        for rule_id in re.findall(r"`([a-z0-9_]+)`", cells[3]):
            assert rule_id in known, f"{cells[0]} {cells[1]}: no id {rule_id!r}"


def test_every_applicability_rule_and_classification_is_in_the_section():
    named = set(re.findall(r"`([a-z0-9_]+)`", section()))
    for kind in ("applicability", "classification"):
        for item in HOST.descriptors("del_mar", kind):
            assert item.id in named, f"{kind} {item.id} is not in the coverage section"
