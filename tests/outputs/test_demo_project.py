"""End to end with the real city plugins and the bundled demo scenarios: import them into a
project file, then compare the exports with ``evaluate --json`` of that project."""

from __future__ import annotations

import json
from datetime import date, datetime
from pathlib import Path

import icalendar
import pytest
from openpyxl import load_workbook

from workbench.cli import main

ROOT = Path(__file__).resolve().parents[2]
DEMO = sorted((ROOT / "resources" / "demo").glob("*.json"))
pytestmark = pytest.mark.skipif(not DEMO, reason="no demo scenarios in resources/demo yet")


@pytest.fixture(scope="module")
def demo_project(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("demo") / "demo.swproj"
    for path in DEMO:
        assert main(["import", str(path), "--project", str(project)]) == 0
    return project


@pytest.fixture(scope="module")
def evaluated(demo_project) -> dict:
    import contextlib
    import io

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        assert main(["evaluate", str(demo_project), "--json"]) == 0
    return json.loads(buffer.getvalue())


def test_project_holds_every_demo_site(evaluated):
    assert len(evaluated["sites"]) == len(DEMO)


def test_calendar_has_one_event_per_deadline(demo_project, evaluated, tmp_path):
    out = tmp_path / "demo.ics"
    assert main(["export", str(demo_project), "--ics", str(out)]) == 0
    events = list(icalendar.Calendar.from_ical(out.read_bytes()).walk("VEVENT"))
    deadlines = [d for site in evaluated["sites"] for r in site["results"] for d in r["deadlines"]]
    assert deadlines and len(events) == len(deadlines)
    starts = sorted(str(ev.decoded("DTSTART"))[:16].replace(" ", "T") for ev in events)
    # an event is on the last day CCP § 12a extends to, where it moves (issue 21)
    assert starts == sorted((d.get("extended_due") or d["due"])[:16] for d in deadlines)
    assert any(d.get("extended_due") for d in deadlines)


def test_workbook_holds_the_numbers_of_evaluate_json(demo_project, evaluated, tmp_path):
    out = tmp_path / "demo.xlsx"
    assert main(["export", str(demo_project), "--xlsx", str(out)]) == 0
    wb = load_workbook(out)
    sheets = {
        name: list(wb[name].values) for name in ("findings", "sizing", "deadlines", "penalties")
    }
    rows = {name: [dict(zip(v[0], r, strict=True)) for r in v[1:]] for name, v in sheets.items()}
    results = [(site["site"], r) for site in evaluated["sites"] for r in site["results"]]

    assert len(rows["findings"]) == sum(len(r["findings"]) for _, r in results)
    expected_sizing = {
        (site, r["jurisdiction"], s["tool_id"], name): q["value"]
        for site, r in results
        for s in r["sizing"]
        for kind in ("inputs", "outputs")
        for name, q in s[kind].items()
    }
    got_sizing = {
        (x["site"], x["jurisdiction"], x["tool_id"], x["quantity"]): x["value"]
        for x in rows["sizing"]
        if x["quantity"]
    }
    assert got_sizing == expected_sizing
    assert all(isinstance(v, int | float) for v in got_sizing.values() if v is not None)

    expected_due = [
        (site, d["rule_id"], d["due"], d["amount"]) for site, r in results for d in r["deadlines"]
    ]
    assert [(x["site"], x["rule_id"], x["amount"]) for x in rows["deadlines"]] == [
        (site, rule, amount) for site, rule, _, amount in expected_due
    ]
    for (_, _, due_text, _), row in zip(expected_due, rows["deadlines"], strict=True):
        if "T" in due_text:
            assert row["due"] == datetime.fromisoformat(due_text)
        else:
            assert row["due"].date() == date.fromisoformat(due_text)

    expected_usd = [
        (site, p["rule_id"], p["max_usd"]) for site, r in results for p in r["penalties"]
    ]
    assert [(x["site"], x["rule_id"], x["max_usd"]) for x in rows["penalties"]] == expected_usd


def test_demo_project_report_from_the_project_file(demo_project, tmp_path):
    out = tmp_path / "demo.pdf"
    assert main(["report", str(demo_project), "--out", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF-")
