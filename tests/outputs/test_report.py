"""The PDF compliance report: valid PDF, more than one page, every section present."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.outputs.conftest import AS_OF, SCENARIO
from tests.outputs.extended import DUE, EXTENDED, RECEIVED
from tests.outputs.pdftext import pdf_pages, pdf_text, squash
from workbench.core.scenario import loads
from workbench.outputs import OutputError, write_report
from workbench.outputs.report import fmt_num, label_unit

ROOT = Path(__file__).resolve().parents[2]
DEMO = sorted((ROOT / "resources" / "demo").glob("*.json"))


def _check_pdf(path: Path, pages: int) -> str:
    data = path.read_bytes()
    assert data.startswith(b"%PDF-1.")
    assert data.rstrip().endswith(b"%%EOF")
    assert pdf_pages(data) == pages > 1
    return squash(pdf_text(data))


def test_report_has_every_section(tmp_path, host):
    scenario = loads(json.dumps(SCENARIO))
    out = tmp_path / "report.pdf"
    info = write_report([("Retail site", scenario)], out, None, AS_OF, host=host)
    assert info.path == out
    text = _check_pdf(out, info.pages)
    for expected in [
        "Stormwater compliance report",
        "Plugins and rulesets used",
        "testcity-2026.1",
        "9.9.9",
        "Reproducing this report",
        "--as-of 2025-03-12",
        "Project and site facts",
        "52,272 sq ft (1.20 ac)",
        "Drainage areas",
        "Events (deadline triggers)",
        "Applicable requirements",
        "APPLIES",
        "NEEDS INFO",
        "DOES NOT",
        "ERROR",
        "disturbed area 52,272 sq ft >= 1 acre",
        "stockpile areas count",  # reason and flag
        "§ 13.52.050(B)(1)",
        "line 273",
        "land disturbance of equal to or greater than one acre",  # citation
        "Sizing",
        "Design capture volume",
        "Inputs",
        "Steps",
        "Results",
        "545.2",
        "C = 0.858 i^3",
        "Deadlines",
        "2025-03-10 19:30",
        "OVERDUE",
        "2 working days before construction start",
        "Penalty exposure",
        "Total = $6,000",
        "$2,300",
        "amount not stated",
        "up to six months",
        "Appendix: scenarios as evaluated",
        "SHA-256",
        "workbench-scenario/1",
        "Cover, page 1 of 1 \u00b7 page 1",  # numbered as painted (one layout per part)
        "Contents",  # the closing contents, with the report's total
        f"This report has {info.pages} pages",
        f"page {info.pages} of {info.pages}",
    ]:
        assert squash(expected) in text, expected
    data = out.read_bytes()
    assert data.count(b"/Subtype /Image") >= 2  # the sizing plot and the penalty chart


def test_report_of_a_scenario_file_and_of_a_project(tmp_path, host, scenario_file):
    from workbench.core.store import close_project, new_project, save_project

    info = write_report(scenario_file, tmp_path / "a.pdf", host=host)
    text = _check_pdf(info.path, info.pages)
    assert squash(str(scenario_file)) in text  # the source file, for reproducing
    project = new_project("Two sites")
    scenario = loads(scenario_file.read_text(encoding="utf-8"))
    project.add_site(scenario, name="North lot")
    project.add_site(scenario, name="South lot")
    path = tmp_path / "two.swproj"
    save_project(project, path)
    close_project(project)
    info = write_report(path, tmp_path / "b.pdf", "testcity", AS_OF, host=host)
    text = _check_pdf(info.path, info.pages)
    assert squash("Site: North lot") in text and squash("Site: South lot") in text
    assert squash("Two sites") in text


@pytest.mark.skipif(not DEMO, reason="no demo scenarios in resources/demo yet")
def test_report_of_the_demo_project(tmp_path):
    """The bundled demo project (one site per city) with the installed city plugins."""
    from workbench.core.demo import demo_project
    from workbench.core.plugins.host import load_host

    host = load_host()
    project = demo_project()
    info = write_report(project, tmp_path / "demo.pdf", host=host)
    text = _check_pdf(info.path, info.pages)
    for heading in (
        "Plugins and rulesets used",
        "Project and site facts",
        "Applicable requirements",
        "Sizing",
        "Deadlines",
        "Penalty exposure",
        "Appendix: scenarios as evaluated",
    ):
        assert squash(heading) in text
    for site in project.sites:
        assert squash(f"Site: {site.name}") in text
        jids = (
            [site.scenario.jurisdiction]
            if site.scenario.jurisdiction
            else [j.id for j in host.jurisdictions()]
        )
        for jid in jids:
            assert squash(host.jurisdiction(jid).ruleset_version) in text


def test_report_rejects_a_missing_folder_and_a_missing_file(tmp_path, host, scenario_file):
    with pytest.raises(OutputError, match="does not exist"):
        write_report(scenario_file, tmp_path / "nope" / "r.pdf", host=host)
    with pytest.raises(OutputError, match="no such file"):
        write_report(tmp_path / "missing.json", tmp_path / "r.pdf", host=host)
    assert not list(tmp_path.glob("*.pdf")) and not list(tmp_path.glob(".*.part"))


def test_the_deadlines_table_shows_an_extended_last_day(tmp_path, host):
    """Issue 21: the appeal due on Native American Day shows the ordinance's date, the last day
    CCP § 12a extends it to, why, which date to use and the statute."""
    data = json.loads(json.dumps(SCENARIO))
    for event in data["events"]:
        if event["kind"] == "penalty_received":
            event["at"] = RECEIVED
    out = tmp_path / "report.pdf"
    info = write_report([("Retail site", loads(json.dumps(data)))], out, None, AS_OF, host=host)
    text = _check_pdf(out, info.pages)
    for expected in [
        DUE,
        f"lastdayextendedto{EXTENDED}(CCP§12a)",
        "NativeAmericanDay(CCP§135)",
        "Forafilertheearlierdate(due)isthesafeone",
        "CaliforniaCodeofCivilProcedure,§§12,12a,12b,135",
    ]:
        assert squash(expected) in text, expected


def test_number_and_unit_formatting():
    assert fmt_num(52272.0) == "52,272"
    assert fmt_num(0.40891) == "0.409"
    assert fmt_num(1234.56) == "1,234.6"
    assert fmt_num(None) == "\u2014"
    assert label_unit("soil_infiltration_in_per_hr") == ("soil infiltration", "in/hr")
    assert label_unit("design_volume_cuft") == ("design volume", "cu ft")


def _first_line_page(layout, block, page_height: float) -> int:
    """The page of a block's first line (a block can start at a page's foot and its first
    line on the next page)."""
    top = layout.blockBoundingRect(block).top()
    lines = block.layout()
    if lines.lineCount():
        top = max(top, lines.position().y() + lines.lineAt(0).y())
    return int(top // page_height)


@pytest.mark.parametrize("lines", [1, 30])
def test_headings_stay_with_what_they_introduce(tmp_path, lines):
    """A heading that would end a page moves to the next one, with the first line of what it
    introduces (a long paragraph's too), and nothing goes missing."""
    from workbench.outputs.report import (
        BODY_H,
        Images,
        ensure_gui_app,
        keep_headings_with_next,
        render_pdf,
    )

    ensure_gui_app()
    from PySide6.QtCore import QSizeF
    from PySide6.QtGui import QTextDocument

    filler = "".join(f"<p>filler paragraph {i}</p>" for i in range(200))
    body = "".join(
        f"{filler[: 40 * k]}<h3>Heading {k}</h3><p>introduced text {k}"
        + " and more of it" * (8 * lines)
        + "</p>"
        for k in range(1, 60)
    )
    doc = QTextDocument()
    doc.setHtml(body)
    doc.setPageSize(QSizeF(600, BODY_H))
    moved = keep_headings_with_next(doc)
    assert moved  # this layout has headings at page ends
    while keep_headings_with_next(doc):
        pass
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().headingLevel():
            here = int(layout.blockBoundingRect(block).top() // BODY_H)
            assert _first_line_page(layout, block.next(), BODY_H) == here, block.text()
        block = block.next()
    out = tmp_path / "headings.pdf"
    pages = render_pdf(
        body, Images(), out, title="t", header_left="h", header_right="r", footer_left="f"
    )
    text = squash(pdf_text(out.read_bytes()))
    assert pages > 1
    for k in range(1, 60):
        assert squash(f"Heading {k}introduced text {k}") in text, k


def test_report_from_a_worker_thread_beside_the_desktop(qapp, tmp_path, host):
    """The desktop writes reports off the GUI thread while its QApplication runs."""
    import threading

    scenario = loads(json.dumps(SCENARIO))
    result: dict = {}

    def work():
        try:
            result["info"] = write_report(
                [("Worker site", scenario)], tmp_path / "w.pdf", host=host
            )
        except BaseException as error:  # noqa: BLE001 - reported below
            result["error"] = error

    thread = threading.Thread(target=work)
    thread.start()
    while thread.is_alive():
        qapp.processEvents()
        thread.join(0.05)
    assert "error" not in result, result.get("error")
    _check_pdf(result["info"].path, result["info"].pages)


def test_report_names_terms_and_fields_by_their_labels(tmp_path):
    """Issue 22 item 14: the core's texts in the report (vocabulary notes, facts, deadline
    triggers, missing facts) name terms and fields by their labels; ids stay in the appendix's
    scenario JSON, which is for machines."""
    from workbench.core.plugins.host import load_host

    host = load_host()
    source = ROOT / "resources" / "demo" / "soledad.json"
    info = write_report(source, tmp_path / "soledad_as_signal_hill.pdf", "signal_hill", host=host)
    text = _check_pdf(info.path, info.pages)
    body = text[: text.index(squash("Appendix: scenarios as evaluated"))]
    vocab = host.terms()
    for label in (
        vocab.label("facility_type", "commercial_facility"),  # the note and the facts
        vocab.label("event", "nonhazardous_spill_discovered", "soledad"),  # the facts' events
        "is not a term of Signal Hill Ch. 12.16",
    ):
        assert squash(label) in body, label
    for raw in ("commercial_facility", "spill_discovered", "landscape_irrigation", "site.land_use"):
        assert raw not in body, raw
    assert "commercial_facility" in text[len(body) :]  # the appendix keeps the scenario as is
