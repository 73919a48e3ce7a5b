"""The PDF report: one line per finding saying what would change it (issue 45)."""

from __future__ import annotations

import html
import re

from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import load_host
from workbench.core.user_text import glossary, ids_left
from workbench.outputs.report import site_part
from workbench.outputs.report_pdf import Images

_TAG = re.compile(r"<[^>]+>")


def test_report_line_what_would_change_each_finding() -> None:
    host = load_host()
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "livingston",
            "as_of": "2025-06-01",
            "site": {
                "new_impervious_sqft": 4000,
                "replaced_impervious_sqft": 0,
                "project_type": "new_development",
            },
        }
    )
    doc = evaluate(host, scenario, explained=True)
    page = site_part("L201 site", scenario, doc, Images(), host)
    text = html.unescape(_TAG.sub(" ", page))
    lines = [line for line in text.split("What would change this:")[1:]]
    assert len(lines) == sum(1 for f in doc["results"][0]["findings"] if f["would_change"])
    assert any("1,000 sq ft more" in line and "(L201)" in line for line in lines)
    # the fact names read as their labels, as every text of the report (issue 22 item 14)
    assert ids_left(text, glossary(host, "livingston")) == []
