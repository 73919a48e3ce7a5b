"""Deadlines of duties that do not apply are never exported, and the exports say how many were
left out and why (issue 15 item 4)."""

from __future__ import annotations

import icalendar
from openpyxl import load_workbook

from tests.core import ctxcity
from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import Host
from workbench.outputs.ics import build_calendar
from workbench.outputs.workbook import write_xlsx


def _doc(new_impervious: int) -> dict:
    host = Host(strict=True)
    host.register(ctxcity, "ctxcity")
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "name": "gated",
            "jurisdiction": "ctxcity",
            "as_of": "2025-06-01",
            "site": {
                "new_impervious_sqft": new_impervious,
                "replaced_impervious_sqft": 0,
                "hillside": False,
            },
            "events": [
                {"kind": "application_filed", "at": "2025-06-02"},
                {"kind": "notice_received", "at": "2025-06-02"},
            ],
        }
    )
    return evaluate(host, scenario)


def test_a_duty_that_does_not_apply_is_not_exported(tmp_path) -> None:
    doc = _doc(100)
    calendar = build_calendar([doc])
    summaries = [str(e["summary"]) for e in calendar.walk("VEVENT")]
    assert len(summaries) == 1 and "Appeal" in summaries[0]
    assert "1 deadline(s) left out" in str(calendar["x-wr-caldesc"])
    out = write_xlsx([doc], tmp_path / "gated.xlsx")
    wb = load_workbook(out)
    assert [r[2] for r in wb["deadlines"].iter_rows(min_row=2, values_only=True)] == ["appeal"]
    left = list(wb["deadlines_left_out"].iter_rows(min_row=2, values_only=True))
    assert [r[2] for r in left] == ["plan_due"] and "does not apply" in left[0][-1]


def test_a_duty_that_applies_is_exported(tmp_path) -> None:
    calendar = build_calendar([_doc(9_000)])
    assert len(list(calendar.walk("VEVENT"))) == 2
    assert "x-wr-caldesc" not in calendar
    assert icalendar.Calendar.from_ical(calendar.to_ical())
