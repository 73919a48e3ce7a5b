"""One answer, told the same everywhere (issue 37 item 2): every demo site and the review
scenarios the issue quotes, rendered through each output (the text of ``evaluate``, the PDF
report's pages, the plan-check summary's pages, the workbook's tables, the calendar), holds
what the reader's view (``workbench.core.reader``) tells of it. Each output carries the
parts it is for (the calendar holds deadlines only; the workbook has no rainfall record);
within those parts, a field of the view missing from an output fails here, naming the
output, the site and the field."""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable, Iterator
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.cli.test_evaluate_text import C04C, C13
from workbench.cli import _evaluate_text
from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import load_host
from workbench.core.reader import ResultView, result_view
from workbench.core.results import Evaluation
from workbench.core.scenario import load, parse_scenario
from workbench.outputs.ics import calendar_text
from workbench.outputs.report import site_part
from workbench.outputs.report_pdf import Images
from workbench.outputs.summary import site_html as summary_html
from workbench.outputs.workbook import tables

DEMOS = sorted((Path(__file__).resolve().parents[2] / "resources" / "demo").glob("*.json"))
AS_OF = date(2025, 11, 20)
_TAG = re.compile(r"<[^>]+>")

#: the parts of the view each output is for
PARTS = {
    "text": {"classifications", "findings", "sizing", "deadlines", "penalties", "record"},
    "report": {"classifications", "findings", "sizing", "deadlines", "penalties", "record"},
    "summary": {"findings_applying", "checks", "deadlines", "penalties"},
    "workbook": {"classifications", "findings", "sizing", "deadlines", "penalties"},
    "calendar": {"deadlines"},
}


@pytest.fixture(scope="module")
def host() -> Any:
    return load_host()


HTML_OUTPUTS = ("report", "summary")


def squash(text: str, markup: bool = False) -> str:
    """Text without zero-width breaks, case and spacing differences (and, of ``markup``,
    without tags and entities)."""
    if markup:
        text = html.unescape(_TAG.sub(" ", text))
    text = text.replace("\u200b", "").replace("\u00ad", "").replace("\\n", " ")
    text = text.replace("\\,", ",").replace("\\;", ";")  # iCalendar escapes
    return re.sub(r"\s+", "", text).casefold()


def _items(view: ResultView, parts: set[str]) -> Iterator[tuple[str, str]]:
    for part in ("classifications", "findings"):
        if part in parts:
            for item in getattr(view, part):
                yield f"{part[:-1]} {item.id}: title", item.title
                yield from ((f"{part[:-1]} {item.id}: reason", r) for r in item.reasons)
                yield from ((f"{part[:-1]} {item.id}: flag", f) for f in item.flags)
    if "findings_applying" in parts:
        for item in view.findings:
            if item.status == "applies":
                yield f"finding {item.id}: title", item.title


def _tools(view: ResultView, parts: set[str]) -> Iterator[tuple[str, str]]:
    for tool in view.sizing:
        if "sizing" in parts:
            yield f"tool {tool.id}: title", tool.title
            if tool.required != "yes":
                yield f"tool {tool.id}: required", tool.required_words
        if parts & {"sizing", "checks"}:
            for check in tool.checks:
                yield f"tool {tool.id}: check {check.area} {check.quantity}", check.verdict


def _deadlines(view: ResultView) -> Iterator[tuple[str, str]]:
    for d in view.deadlines:
        yield f"deadline {d.id}: title", d.title
        yield f"deadline {d.id}: date", d.date
        if d.extended:
            yield f"deadline {d.id}: extended", d.extended
        if d.condition:
            yield f"deadline {d.id}: conditional", "conditional"


def fields(view: ResultView, parts: set[str]) -> Iterator[tuple[str, str]]:
    """(what, text) of each field of the view an output carrying ``parts`` must hold."""
    yield from _items(view, parts)
    yield from _tools(view, parts)
    if "deadlines" in parts:
        yield from _deadlines(view)
    if "penalties" in parts:
        for p in view.penalties:
            yield f"penalty {p.id}: title", p.title
            yield from ((f"penalty {p.id}: caveat", c[:80]) for c in p.caveats)
    if "record" in parts and view.record is not None:
        yield from (("rainfall record", line) for line in view.record.lines)


def _workbook_text(doc: dict[str, Any], host: Any) -> str:
    rows = [row for table in tables(doc, host).values() for row in table]
    return " ".join(str(value) for row in rows for value in row.values())


def _calendar_text(doc: dict[str, Any], host: Any) -> str:
    stamp = datetime(2025, 11, 20, tzinfo=UTC)
    return calendar_text(doc, dtstamp=stamp, host=host)[0].replace("\r\n ", "")


def renders(host: Any) -> dict[str, Callable[[str, Scenario, dict[str, Any]], str]]:
    return {
        "text": lambda name, scenario, doc: _evaluate_text(doc, host),
        "report": lambda name, scenario, doc: site_part(name, scenario, doc, Images(), host),
        "summary": lambda name, scenario, doc: summary_html(doc, scenario, None, host=host),
        "workbook": lambda name, scenario, doc: _workbook_text(doc, host),
        "calendar": lambda name, scenario, doc: _calendar_text(doc, host),
    }


def sites() -> Iterator[tuple[str, Scenario]]:
    """Every demo site and the review scenarios the issue quotes (Soledad C13, Signal Hill
    C04c), each under its own city."""
    for path in DEMOS:
        yield path.stem, load(path)
    yield "soledad C13", parse_scenario(json.loads(C13))
    yield "signal_hill C04c", parse_scenario(json.loads(C04C))


@pytest.mark.parametrize("output", list(PARTS))
def test_every_output_tells_what_the_view_holds(host, output):
    missing: dict[str, list[str]] = {}
    for name, scenario in sites():
        doc = evaluate(host, scenario, None, AS_OF)
        if output == "calendar" and not any(r["deadlines"] for r in doc["results"]):
            continue
        told = squash(renders(host)[output](name, scenario, doc), output in HTML_OUTPUTS)
        for result in Evaluation.from_json(doc).results:
            view = result_view(result, host)
            for what, text in fields(view, PARTS[output]):
                if squash(text) not in told:
                    missing.setdefault(name, []).append(f"{what}: {text[:60]}")
    assert missing == {}, f"{output} leaves out fields of the reader's view"
