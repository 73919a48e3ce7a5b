"""Issue 26 item 3 on the desktop: the Sizing panel shows the report of the rainfall record
the evaluation used, here the copy kept in the project file (no record file on disk), and
"Full record report" shows the whole report. Driven through the real window."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import make_window, select_site, wait_evaluated
from workbench.core.paths import resources_dir
from workbench.core.scenario import parse_scenario
from workbench.core.store import (
    StoredRecord,
    close_project,
    new_project,
    open_project,
    save_project,
)

BUNDLED = resources_dir() / "rainfall" / "synthetic_hourly.csv"


@pytest.fixture
def kept_record_project(tmp_path):
    data = json.loads((resources_dir() / "demo" / "livingston.json").read_text("utf-8"))
    data["rainfall"]["record_csv"] = "rain.csv"
    project = new_project("Kept record")
    project.add_site(parse_scenario(data), name="Livingston site")
    plain = dict(data, rainfall={})
    project.add_site(parse_scenario(plain), name="No record")
    missing = dict(data, rainfall={"record_csv": "elsewhere.csv"})
    project.add_site(parse_scenario(missing), name="Missing record")
    project.rainfall_records["rain.csv"] = StoredRecord("rain.csv", BUNDLED.read_bytes())
    path = tmp_path / "kept.swproj"
    save_project(project, path)
    close_project(project)
    assert not (tmp_path / "rain.csv").exists()
    opened = open_project(path)
    yield opened
    close_project(opened)


def test_sizing_panel_shows_the_kept_record_and_its_full_report(
    qtbot, host, kept_record_project
) -> None:
    window = make_window(qtbot, host, kept_record_project)
    try:
        wait_evaluated(qtbot, window)
        first, second, third = window.doc.sites()
        select_site(qtbot, window, first)
        window.show_panel("sizing")
        view = window.sizing.record_view
        qtbot.waitUntil(view.isVisible, timeout=5_000)
        summary = view.summary.text()
        assert "rain.csv: the copy kept in this project" in summary
        assert "Station synthetic" in summary and "2 covered year(s)" in summary
        assert "Flagged hours: missing 0" in summary
        assert "warning(s)" in summary  # two years is short for a continuous simulation

        tools = window.sizing.tools
        capture = [  # the tool's line in the list (its id is the tooltip's first line)
            tools.item(r).text()
            for r in range(tools.count())
            if tools.item(r).toolTip().split("\n")[0] == "casqa_80pct_capture"
        ]
        assert capture and capture[0].splitlines()[1].startswith("Computed")
        row = next(
            r
            for r in range(tools.count())
            if tools.item(r).toolTip().split("\n")[0] == "casqa_80pct_capture"
        )
        tools.setCurrentRow(row)  # issue 40 item 7: what the simulation assumes, said there
        qtbot.waitUntil(
            lambda: "Rainfall record simulated:" in window.sizing.detail.toPlainText(),
            timeout=5_000,
        )
        detail = window.sizing.detail.toPlainText()
        assert "0 of its 17,520 hours (0.0%) have no value and are simulated as dry; " in detail
        assert "2 calendar year(s) covered" in detail
        assert "the record covers 2 calendar year(s) with at least 90%" in detail

        qtbot.mouseClick(view.full, Qt.MouseButton.LeftButton)
        detail = window.sizing.detail.toPlainText()
        assert "Completeness per year" in detail and "2001" in detail and "2002" in detail
        assert "the copy kept in this project" in detail
        assert "workbench default, not from a regulation" in detail  # thresholds labelled

        select_site(qtbot, window, second)  # a site naming no record: no box
        window.show_panel("sizing")
        qtbot.waitUntil(lambda: not view.isVisible(), timeout=5_000)

        window.tree.select_site(third.id)  # a record neither kept nor on disk: refused
        qtbot.waitUntil(
            lambda: window.is_evaluated(third),
            timeout=20_000,
        )
        window.show_panel("sizing")
        text = window.sizing.placeholder()
        assert text.startswith("This site cannot be evaluated: rainfall.record_csv: ")
        assert "elsewhere.csv: file not found" in text and "\n" not in text
        assert not view.isVisible()
    finally:
        window.runner.shutdown()
