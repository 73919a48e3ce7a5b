"""The typed results (``workbench.core.results``) hold the whole ``evaluate`` document: for
every demo site under every city, ``Evaluation.from_json(document).to_json()`` is the very
document (same keys, order and values), so ``evaluate --json`` is one rendering of the typed
objects and nothing an output reads by attribute is left out of them (issue 37 item 1)."""

from __future__ import annotations

import json
from datetime import date
from pathlib import Path

import pytest

from workbench.core.evaluate import evaluate, evaluate_results
from workbench.core.plugins.host import load_host
from workbench.core.results import Check, Evaluation, Finding
from workbench.core.scenario import load

ROOT = Path(__file__).resolve().parents[2]
DEMOS = sorted((ROOT / "resources" / "demo").glob("*.json"))
HOST = load_host()


@pytest.mark.parametrize("demo", DEMOS, ids=[p.stem for p in DEMOS])
def test_the_typed_result_is_the_whole_document(demo):
    scenario = load(demo)
    document = evaluate(HOST, scenario, "all", date(2026, 6, 1))
    typed = Evaluation.from_json(document)
    assert json.dumps(typed.to_json()) == json.dumps(document)
    assert [r.jurisdiction for r in typed.results] == [j.id for j in HOST.jurisdictions()]


def test_evaluate_results_reads_by_attribute():
    typed = evaluate_results(HOST, load(DEMOS[0]), None, date(2026, 6, 1))
    (result,) = typed.results
    assert all(isinstance(f, Finding) and f.citations for f in result.findings)
    assert all(isinstance(c, Check) for s in result.sizing for c in s.checks)


def test_an_unknown_key_is_refused():
    """A key added to the document must be added to the types (and the contract)."""
    document = evaluate(HOST, load(DEMOS[0]), None, date(2026, 6, 1))
    document["results"][0]["findings"][0]["surprise"] = 1
    with pytest.raises(ValueError, match="surprise"):
        Evaluation.from_json(document)


def test_a_check_says_pass_fail_or_not_shown():
    row = {"area": "Lot", "quantity": "design_volume_cuft", "required": 282.7, "unit": "cu ft"}
    row |= {"direction": "at_least"}
    assert Check.from_json({**row, "provided": 250.0, "pass": False}).verdict == "FAIL"
    assert Check.from_json({**row, "provided": 300.0, "pass": True}).verdict == "PASS"
    assert Check.from_json({**row, "provided": None, "pass": None}).verdict == "NOT SHOWN"
    assert Check.from_json({**row, "provided": 250.0, "pass": False}).to_json()["pass"] is False
