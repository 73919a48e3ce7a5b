"""Contract tests: every JSON shape the command line prints, for every demo site, validated
against the models of ``tests/contract/shapes.py`` (one per shape). The demo sites and the
cities are those found (``resources/demo``, the loaded plugins), never a fixed list."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from tests.contract import shapes
from workbench.core.plugins.host import load_host

ROOT = Path(__file__).resolve().parents[2]
DEMOS = sorted((ROOT / "resources" / "demo").glob("*.json"))
HOST = load_host()
CITIES = [j.id for j in HOST.jurisdictions()]


def test_every_city_has_a_demo_site():
    """Each loaded city ships a demo site, so the shapes below are seen for every city."""
    demo_cities = {json.loads(p.read_text("utf-8")).get("jurisdiction") for p in DEMOS}
    assert set(CITIES) <= demo_cities


@pytest.fixture(scope="module", params=DEMOS, ids=[p.stem for p in DEMOS])
def demo(request) -> Path:
    return request.param


def test_evaluate_json(cli, demo):
    code, data, err = cli("evaluate", str(demo), "--json")
    assert code == 0, err
    document = shapes.EvaluateDocument.model_validate(data)
    scenario = json.loads(demo.read_text("utf-8"))
    areas = {a["name"] for a in scenario.get("drainage_areas", [])}
    for result, raw in zip(document.results, data["results"], strict=True):
        assert result.jurisdiction in CITIES
        for entry in raw["sizing"]:
            assert shapes.output_name_problems(entry["outputs"], areas) == [], entry["tool_id"]
        assert [d.due for d in result.deadlines] == sorted(d.due for d in result.deadlines)


def test_evaluate_explain_json(cli, demo):
    """``evaluate --explain --json``: every finding, classification and gated sizing tool
    carries ``would_change`` (docs/CLI.md)."""
    code, data, err = cli("evaluate", str(demo), "--explain", "--json")
    assert code == 0, err
    document = shapes.EvaluateDocument.model_validate(data)
    for result in document.results:
        assert all(f.would_change is not None for f in result.findings)
        assert all(c.would_change is not None for c in result.classifications)
        assert all(s.would_change is not None for s in result.sizing if s.gated_by)


def test_evaluate_under_every_city(cli, demo):
    code, data, err = cli("evaluate", str(demo), "--jurisdiction", "all", "--json")
    assert code == 0, err
    document = shapes.EvaluateDocument.model_validate(data)
    assert [r.jurisdiction for r in document.results] == CITIES


def test_compare_json(cli, demo):
    code, data, err = cli("compare", str(demo), "--json")
    assert code == 0, err
    document = shapes.CompareDocument.model_validate(data)
    assert document.jurisdictions == CITIES
    for category in document.categories:
        assert set(category.by_jurisdiction) == set(CITIES)


def test_deadline_json_for_every_trigger_of_the_site(cli, demo):
    """``deadline --json`` for each event of the demo site and each rule it triggers gives the
    same ``due`` as the evaluation does."""
    scenario = json.loads(demo.read_text("utf-8"))
    jid = scenario["jurisdiction"]
    _, evaluated, _ = cli("evaluate", str(demo), "--json")
    due_by = {(d["rule_id"], d["trigger"]["at"]): d for d in evaluated["results"][0]["deadlines"]}
    asked = 0
    for event in scenario.get("events", []):
        for rule in HOST.descriptors(jid, "deadline"):
            if rule.trigger != event["kind"]:
                continue
            code, data, err = cli(
                "deadline",
                "--jurisdiction",
                jid,
                "--rule",
                rule.id,
                "--from",
                event["at"],
                "--json",
            )
            if code == 2:  # refused with one line (e.g. a fixed-date event or a season)
                assert err.count("\n") == 1, err
                continue
            assert code == 0, err
            answer = shapes.DeadlineAnswer.model_validate(data)
            asked += 1
            same = due_by.get((rule.id, answer.from_))
            if same is not None:
                assert answer.due == same["due"]
                assert answer.extended_due == same.get("extended_due")
    assert asked, "the demo site triggers no deadline"


def test_penalty_json_for_the_site_violations(cli, demo):
    scenario = json.loads(demo.read_text("utf-8"))
    jid = scenario["jurisdiction"]
    for violation in scenario.get("violations", []):
        code, data, err = cli(
            "penalty",
            "--jurisdiction",
            jid,
            "--violations",
            str(violation["count"]),
            "--days",
            str(violation["days"]),
            "--json",
        )
        assert code == 0, err
        assert shapes.PENALTY_LIST.validate_python(data)


@pytest.mark.parametrize("kind", [None, "classification", "parameter", "vocabulary"])
def test_rules_json(cli, kind):
    for jid in CITIES:
        code, data, err = cli(
            "rules", "--jurisdiction", jid, "--json", *(["--kind", kind] if kind else [])
        )
        assert code == 0, err
        entries = shapes.RULES_LIST.validate_python(data)
        assert entries or kind == "parameter"
        if kind:
            assert {e.kind for e in entries} <= {kind}


def test_plugins_json(cli):
    code, data, err = cli("plugins", "--json")
    assert code == 0, err
    assert [p.jurisdiction for p in shapes.PLUGINS_LIST.validate_python(data)] == CITIES


def test_check_citations_json(cli):
    """The shape holds with or without the ordinance texts (without them it lists problems)."""
    code, data, err = cli("check-citations", "--json")
    assert code in (0, 1), err
    check = shapes.CitationCheck.model_validate(data)
    assert check.ok == (code == 0) == (check.problems == [])


def test_rainfall_report_json(cli):
    """The record each demo site names, reported alone, has the shape it has in evaluate."""
    records = set()
    for demo in DEMOS:
        record = json.loads(demo.read_text("utf-8")).get("rainfall", {}).get("record_csv")
        if record:  # relative to the scenario's folder, else to the bundled resources
            beside = demo.parent / record
            records.add(beside if beside.exists() else ROOT / "resources" / record)
    assert records, "no demo site names a rainfall record"
    for record in sorted(records):
        code, data, err = cli("rainfall", "report", str(record), "--json")
        assert code == 0, err
        shapes.RainfallReport.model_validate(data)


@pytest.mark.parametrize(
    "model, broken",
    [
        (shapes.DeadlineAnswer, lambda d: d.pop("due")),
        (shapes.DeadlineAnswer, lambda d: d.update(amount="2")),
        (shapes.DeadlineAnswer, lambda d: d.update(due="2025-03-17T17:00")),
        (shapes.DeadlineAnswer, lambda d: d.update(unit="hours")),
        (shapes.SizingEntry, lambda d: d.update(outputs={"v": {"value": "1", "unit": "cu ft"}})),
        (shapes.PenaltyAnswer, lambda d: d.update(max_usd=-1)),
        (shapes.PenaltyAnswer, lambda d: d.update(renamed=1)),
        (shapes.SizingEntry, lambda d: d.update(citations=[])),
        (shapes.PenaltyAnswer, lambda d: d.update(max_usd=None, notes="")),
    ],
)
def test_the_models_refuse_a_broken_shape(model, broken):
    """A lost key, a number as text, a negative maximum, an undocumented key or a result
    without citations fails."""
    cited = [{"source": "x.txt", "section": None, "lines": [1, 2], "quote": "q"}]
    good = {
        shapes.DeadlineAnswer: {
            "rule_id": "r",
            "title": "t",
            "due": "2025-03-17",
            "from": "2025-03-14",
            "unit": "working_days",
            "amount": 2,
            "direction": "after",
            "kind": "deadline",
            "inclusive_end": False,
            "citations": cited,
            "notes": [],
            "steps": [],
        },
        shapes.SizingEntry: {
            "tool_id": "v",
            "title": "t",
            "status": "applies",
            "inputs": {},
            "outputs": {"v": {"value": 1.0, "unit": "cu ft"}},
            "steps": [],
            "warnings": [],
            "plot": None,
            "checks": [],
            "required": "yes",
            "gated_by": [],
            "gated_by_titles": [],
            "citations": cited,
        },
        shapes.PenaltyAnswer: {
            "rule_id": "p",
            "title": "t",
            "basis": "civil",
            "max_usd": 100,
            "imprisonment": None,
            "notes": "",
            "arithmetic": [],
            "factors": [],
            "flags": [],
            "citations": cited,
        },
    }[model]
    model.model_validate(good)
    broken(good)
    with pytest.raises(ValidationError):
        model.model_validate(good)


def test_output_names_follow_the_contract():
    areas = {"Roof"}
    good = {
        "design_volume_cuft[Roof]": {"value": 1.0, "unit": "cu ft"},
        "design_volume_cuft": {"value": 1.0, "unit": "cu ft"},
    }
    assert shapes.output_name_problems(good, areas) == []
    assert shapes.output_name_problems(
        {"Roof: design_volume_cuft": good["design_volume_cuft"]}, areas
    )
    assert shapes.output_name_problems(
        {"design_volume_cuft[Roof]": good["design_volume_cuft"]}, areas
    )
    assert shapes.output_name_problems({"design_volume_cuft": {"value": 1.0, "unit": "gal"}}, areas)
    assert shapes.output_name_problems({"drawdown_hr[Lot]": {"value": 1.0, "unit": "hr"}}, areas)


def test_project_file_shapes(cli, tmp_path):
    """A project holding every demo site: ``evaluate`` and ``compare`` give one document per
    site, in the project's order."""
    project = tmp_path / "demos.swproj"
    for demo in DEMOS:
        code, _, err = cli("import", str(demo), "--project", str(project))
        assert code == 0, err
    code, data, err = cli("evaluate", str(project), "--json")
    assert code == 0, err
    evaluated = shapes.EvaluateProject.model_validate(data)
    assert len(evaluated.sites) == len(DEMOS)
    code, data, err = cli("compare", str(project), "--json")
    assert code == 0, err
    assert len(shapes.CompareProject.model_validate(data).sites) == len(DEMOS)
