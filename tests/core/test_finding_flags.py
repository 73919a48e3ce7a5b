"""A flag a rule both declares and raises is one flag in its finding (the report printed such
flags twice, word for word, under Soledad's construction classifications)."""

from __future__ import annotations

from workbench.core.evaluate import classification_entry, finding_entry
from workbench.core.rules import ApplicabilityRule, Classification, applies, needs_info

DECLARED = "A-1: the text is ambiguous here"
RAISED = "A-2: another reading is possible"


def _never(_ctx):  # the entries are built from outcomes; the rule itself is not run
    raise AssertionError


def test_a_classification_lists_each_flag_once_declaration_first() -> None:
    item = Classification("c", "C", (), _never, flags=(DECLARED,))
    entry = classification_entry(item, applies("x", flags=[RAISED, DECLARED, RAISED]))
    assert entry["flags"] == [DECLARED, RAISED]


def test_a_finding_lists_each_flag_once_and_keeps_distinct_ones() -> None:
    rule = ApplicabilityRule("r", "R", "permit", (), _never, flags=(DECLARED,))
    entry = finding_entry(rule, needs_info("y", flags=[DECLARED]), [])
    assert entry["flags"] == [DECLARED]
    entry = finding_entry(rule, needs_info("y", flags=[RAISED]), [])
    assert entry["flags"] == [DECLARED, RAISED]
