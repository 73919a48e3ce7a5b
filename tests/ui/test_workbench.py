"""The desktop workbench, driven through its real widgets (issue 7, "Done when")."""

from __future__ import annotations

import copy
from argparse import Namespace
from datetime import date

import pytest
from PySide6.QtCore import QDate, QDateTime, Qt, QTime
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QMessageBox, QPushButton

from tests.outputs.pdftext import pdf_text, squash
from tests.ui import fake_city
from tests.ui.conftest import (
    EVAL_TIMEOUT_MS,
    make_window,
    saved_as,
    select_site,
    wait_evaluated,
)
from workbench.core.demo import DEMO_NAME, demo_scenario_paths
from workbench.core.evaluate import evaluate
from workbench.core.forms import check_form, validate_form
from workbench.core.plugins.host import load_host
from workbench.ui.project_tree import NAME_ROLE, SUMMARY_ROLE
from workbench.ui.theme import usd

pytestmark = pytest.mark.filterwarnings("ignore:constrained_layout not applied")


def _type(qtbot, editor, text):
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def test_opens_the_demo_project(qtbot, window, host):
    sites = window.doc.sites()
    assert len(sites) == len(demo_scenario_paths()) >= 1
    assert window.doc.name == DEMO_NAME
    assert (
        window.windowTitle().startswith(DEMO_NAME)
        and "Stormwater Compliance Workbench" in window.windowTitle()
    )
    assert not window.isWindowModified()
    # every site is in the tree, grouped under its jurisdiction's name
    for site in sites:
        node = window.tree.site_item(site.id)
        assert (
            node is not None
            and node.data(0, NAME_ROLE) == site.name
            and node.text(0).startswith(site.name)
        )
        assert node.parent().text(0).startswith(host.jurisdiction(site.jurisdiction).name)
    # the evaluated site carries its summary (text, not colour alone)
    qtbot.waitUntil(
        lambda: all(
            "apply" in (window.tree.site_item(s.id).data(0, SUMMARY_ROLE) or "") for s in sites
        ),
        timeout=EVAL_TIMEOUT_MS,
    )
    # the selected site's findings are shown, grouped by category
    assert window.applicability.tree.topLevelItemCount() > 0
    assert len(window.applicability.finding_items()) == len(
        window.applicability.result["findings"]
    ) + len(window.applicability.result.get("classifications", []))  # shown as their own group
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Site",
        "Applicability",
        "Sizing",
        "Deadlines",
        "Penalties",
        "Forms",
        "Compare",
        "Plugins",
    ]


def test_editing_impervious_area_changes_a_finding(qtbot, window, host):
    # the first demo site where some finding depends on new impervious area
    chosen = None
    for site in window.doc.sites():
        trial = copy.deepcopy(site.scenario)
        statuses = []
        for value in (0, 400_000):
            try:
                trial.site.new_impervious_sqft = value
            except ValueError:  # the site's other areas refuse it (docs/SCENARIO.md)
                break
            result = evaluate(host, trial, site.jurisdiction)["results"][0]
            statuses.append({f["rule_id"]: f["status"] for f in result["findings"]})
        if len(statuses) < 2:
            continue
        flipped = [rid for rid in statuses[0] if statuses[0][rid] != statuses[1].get(rid)]
        if flipped:
            chosen = (site, flipped[0], statuses)
            break
    assert chosen is not None, "no demo site has a finding that depends on new impervious area"
    site, rule_id, statuses = chosen
    select_site(qtbot, window, site)
    window.show_panel("site")
    editor = window.site_editor.rows[("site", "new_impervious_sqft")].editor
    assert window.site_editor.rows[("site", "new_impervious_sqft")].unit.text() == "sq ft"

    _type(qtbot, editor, "0")
    qtbot.waitUntil(
        lambda: window.applicability.status_of(rule_id) == statuses[0][rule_id],
        timeout=EVAL_TIMEOUT_MS,
    )
    _type(qtbot, editor, "400,000")
    qtbot.waitUntil(
        lambda: window.applicability.status_of(rule_id) == statuses[1][rule_id],
        timeout=EVAL_TIMEOUT_MS,
    )
    assert window.current_site().scenario.site.new_impervious_sqft == 400_000
    assert window.applicability.status_of(rule_id) != statuses[0][rule_id]


def test_invalid_value_shows_an_inline_message_and_changes_nothing(qtbot, window):
    row = window.site_editor.rows[("site", "disturbed_area_sqft")]
    before = window.current_site().scenario.site.disturbed_area_sqft
    _type(qtbot, row.editor, "-5")
    assert "must not be negative" in row.error.text()
    assert row.error.isVisibleTo(window.site_editor)
    assert window.current_site().scenario.site.disturbed_area_sqft == before
    assert window.doc.undo_stack.count() == 0


def test_add_an_event_and_see_its_due_date(qtbot, window, host):
    site = next(s for s in window.doc.sites() if host.descriptors(s.jurisdiction, "deadline"))
    select_site(qtbot, window, site)
    window.show_panel("deadlines")
    panel = window.deadlines
    trigger = host.descriptors(site.jurisdiction, "deadline")[0].trigger
    panel.kind.setCurrentIndex(panel.kind.findData(trigger))
    panel.with_time.setChecked(True)
    panel.when.setDateTime(QDateTime(QDate(2025, 4, 7), QTime(10, 30)))
    events_before = len(site.scenario.events)
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    assert len(window.current_site().scenario.events) == events_before + 1

    expected = [
        d
        for d in evaluate(host, window.current_site().scenario, site.jurisdiction)["results"][0][
            "deadlines"
        ]
        if (d["trigger"]["kind"], d["trigger"]["at"]) == (trigger, "2025-04-07T10:30")
    ]
    assert expected

    def shown():
        rows = [
            (panel.due.item(r, 1).text(), panel.due.item(r, 3).text())
            for r in range(panel.due.rowCount())
        ]
        return [due for due, source in rows if source.endswith("2025-04-07 10:30")]

    qtbot.waitUntil(lambda: len(shown()) == len(expected), timeout=EVAL_TIMEOUT_MS)
    assert sorted(shown()) == sorted(d["due"].replace("T", " ") for d in expected)
    # the list is sorted by date and the calendar marks the event day
    dues = [panel.due.item(r, 1).text() for r in range(panel.due.rowCount())]
    assert dues == sorted(dues)
    assert panel.calendar.dateTextFormat(QDate(2025, 4, 7)).fontUnderline()


def test_enter_a_violation_and_see_the_exposure(qtbot, window, host):
    site = next(s for s in window.doc.sites() if host.descriptors(s.jurisdiction, "penalty"))
    select_site(qtbot, window, site)
    window.show_panel("penalties")
    panel = window.penalties
    panel.kind.setCurrentIndex(0)
    panel.count.setValue(2)
    panel.days.setValue(3)
    kind = panel.kind.currentData()
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    violation = window.current_site().scenario.violations[-1]
    assert (violation.kind, violation.count, violation.days) == (kind, 2, 3)

    expected = evaluate(host, window.current_site().scenario, site.jurisdiction)["results"][0][
        "penalties"
    ]
    qtbot.waitUntil(lambda: panel.exposure.rowCount() == len(expected) > 0, timeout=EVAL_TIMEOUT_MS)
    shown = [panel.exposure.item(r, 2).text() for r in range(panel.exposure.rowCount())]
    assert shown == [usd(p["max_usd"]) for p in expected]
    assert any(text.startswith("$") for text in shown)
    assert panel.detail.toPlainText().strip()  # arithmetic / notes of the selected schedule
    qtbot.waitUntil(
        lambda: not panel.canvas.pending(), timeout=EVAL_TIMEOUT_MS
    )  # matplotlib loads in the background
    assert panel.canvas.figure.axes


def _fill(renderer):
    """A valid value in every field of a rendered form, whatever its kinds."""
    from PySide6.QtWidgets import QTableWidgetItem

    for editor in renderer.editors.values():
        spec, w = editor.spec, editor.widget
        if spec.kind in ("number", "integer"):
            low = spec.minimum if spec.minimum is not None else 0
            high = spec.maximum if spec.maximum is not None else low + 10
            w.setText(
                str(
                    int(min(max(low, 1), high))
                    if spec.kind == "integer" or float(low).is_integer()
                    else low
                )
            )
        elif spec.kind == "date":
            w.setDate(QDate(2025, 3, 14))
        elif spec.kind == "datetime":
            w.setDateTime(QDateTime(QDate(2025, 3, 14), QTime(10, 0)))
        elif spec.kind == "choice":
            w.setCurrentIndex(1)
        elif spec.kind == "multichoice":
            w.item(0).setCheckState(Qt.CheckState.Checked)
        elif spec.kind == "bool":
            w.setChecked(True)
        elif spec.kind == "table":
            w.table.insertRow(0)
            for c, column in enumerate(spec.columns):
                value = (
                    "1"
                    if column.kind in ("number", "integer")
                    else (
                        "2025-03-14"
                        if column.kind == "date"
                        else "yes"
                        if column.kind == "bool"
                        else (column.choices[0] if column.choices else "Row value")
                    )
                )
                w.table.setItem(0, c, QTableWidgetItem(value))
        elif spec.kind == "multiline":
            w.setPlainText("Line one\nLine two")
        else:
            w.setText("Entered by the test")


def test_fill_and_save_a_form_then_reopen_the_project(qtbot, window, host, tmp_path):
    site = next(s for s in window.doc.sites() if host.descriptors(s.jurisdiction, "form"))
    select_site(qtbot, window, site)
    window.show_panel("forms")
    panel = window.forms
    spec = panel.current_spec()
    assert spec is not None and panel.renderer is not None
    # saving an empty form names the required fields (clear what was prefilled from the site)
    panel.renderer.set_values({})
    if any(f.required for f in spec.fields):
        qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
        first_required = next(f for f in spec.fields if f.required)
        assert "required" in panel.renderer.errors[first_required.id].text()
        assert "draft" in panel.status.text()
    _fill(panel.renderer)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    key = f"{site.jurisdiction}.{spec.id}"
    saved = window.current_site().scenario.forms[key]
    assert validate_form(spec, saved) == {}
    assert "complete" in panel.status.text()
    pdf = tmp_path / "form.pdf"
    assert panel.print_to_pdf(str(pdf)) and pdf.read_bytes()[:4] == b"%PDF"
    # complete: ready to sign unless one of the form's own checks warns (issue 38)
    warned = check_form(spec, saved, panel.calendar())
    assert ("DRAFT" in squash(pdf_text(pdf.read_bytes()))) == bool(warned)
    if any(f.required for f in spec.fields):  # an incomplete form prints as a DRAFT
        panel.renderer.set_values({})
        draft = tmp_path / "draft.pdf"
        assert panel.print_to_pdf(str(draft))
        text = squash(pdf_text(draft.read_bytes()))
        assert "DRAFT" in text and squash(f"{first_required.label}: is required") in text

    path = tmp_path / "demo.swproj"
    assert saved_as(window, path)
    if any(f.required for f in spec.fields):  # the cleared form is typed input not saved
        assert window.isWindowModified() and "Form input typed" in (
            window.statusBar().currentMessage()
        )
        panel.revert()
    assert not window.isWindowModified() and "demo.swproj" in window.windowTitle()
    window.close()

    again = make_window(qtbot, host, project=None)
    assert again.open_path(path, ask=False)
    reopened = next(s for s in again.doc.sites() if s.name == site.name)
    select_site(qtbot, again, reopened)
    again.show_panel("forms")
    again.forms.picker.setCurrentIndex(again.forms.picker.findData(key))
    values, problems = again.forms.renderer.read()
    # the saved form also remembers what the site gave its prefilled fields (issue 38)
    assert problems == {} and values == {k: v for k, v in saved.items() if k != "_prefilled"}
    assert "(saved)" in again.forms.picker.currentText()
    again.runner.shutdown()


def test_compare_view_and_what_if(qtbot, window, host):
    window.show_panel("compare")
    panel = window.compare
    qtbot.waitUntil(lambda: panel.data is not None, timeout=EVAL_TIMEOUT_MS)
    names = [
        panel.table.horizontalHeaderItem(c).text().removesuffix(" †")  # † a city's notes
        for c in range(2, panel.table.columnCount())
    ]
    assert names == [host.jurisdiction(j).name for j in panel.data["jurisdictions"]]
    assert panel.table.rowCount() == len(panel.data["categories"]) > 0
    for r, entry in enumerate(panel.data["categories"]):
        mark = "≈" if entry.get("vocabulary_only") else "≠" if entry["differs"] else "="
        assert panel.table.item(r, 0).text() == mark
    what_if = panel.what_if
    what_if.low.setValue(0)
    what_if.high.setValue(200_000)
    what_if.steps.setValue(4)
    qtbot.mouseClick(what_if.toggle, Qt.MouseButton.LeftButton)  # folded at first
    qtbot.mouseClick(what_if.run_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: what_if.sweep_data is not None, timeout=EVAL_TIMEOUT_MS)
    assert set(what_if.sweep_data["summaries"]) == set(panel.data["jurisdictions"])
    qtbot.waitUntil(
        lambda: not what_if.canvas.pending(), timeout=EVAL_TIMEOUT_MS
    )  # matplotlib loads in the background
    assert what_if.canvas.figure.axes and what_if.flip_text.text()


def test_undo_and_redo_an_edit(qtbot, window):
    row = window.site_editor.rows[("site", "parcel_area_sqft")]
    before = window.current_site().scenario.site.parcel_area_sqft
    _type(qtbot, row.editor, "123456")
    assert window.current_site().scenario.site.parcel_area_sqft == 123456
    assert window.isWindowModified()
    window.undo_action.trigger()
    assert window.current_site().scenario.site.parcel_area_sqft == before
    assert row.editor.text() == ("" if before is None else f"{before:,.0f}")
    assert not window.isWindowModified()
    window.redo_action.trigger()
    assert window.current_site().scenario.site.parcel_area_sqft == 123456


def test_site_commands_are_undoable(qtbot, window):
    count = len(window.doc.sites())
    site = window.current_site()
    window.duplicate_site(site.id)
    assert len(window.doc.sites()) == count + 1
    window.doc.rename_site(site.id, "Renamed site")
    assert window.tree.site_item(site.id).data(0, NAME_ROLE) == "Renamed site"
    window.delete_site(site.id)
    assert window.doc.site(site.id) is None and window.tree.site_item(site.id) is None
    for _ in range(3):
        window.undo_action.trigger()
    assert len(window.doc.sites()) == count and window.doc.site(site.id).name == site.name
    imported = window.import_scenario(demo_scenario_paths()[0])
    assert imported and len(window.doc.sites()) == count + 1
    window.undo_action.trigger()
    assert len(window.doc.sites()) == count


def test_closing_with_unsaved_changes_asks(qtbot, window):
    _type(qtbot, window.site_editor.rows[("site", "parcel_area_sqft")].editor, "1000")
    asked = []
    window.ask_unsaved = lambda: asked.append(1) or QMessageBox.StandardButton.Cancel
    assert not window.close() and window.isVisible() and asked
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    assert window.close()


@pytest.mark.ordinances
def test_a_citation_opens_the_ordinance_viewer_at_the_cited_lines(qtbot, window):
    panel = window.applicability
    finding = next(
        i
        for i in panel.finding_items().values()
        if i.data(0, Qt.ItemDataRole.UserRole)["item"].citations  # the typed finding
    )
    panel.tree.setCurrentItem(finding)
    citation = finding.data(0, Qt.ItemDataRole.UserRole)["item"].citations[0].to_json()
    panel.detail.activate_citation(0)
    assert window.viewer_dock.isVisible()
    viewer = window.viewer
    if citation.get("lines"):
        first, last = citation["lines"]
        assert viewer.text.cited == (first, last)
        assert viewer.text.textCursor().blockNumber() == first - 1
        assert any(sel.cursor.selectedText() for sel in viewer.text.extraSelections())  # the quote


def test_a_broken_plugin_is_reported_and_the_window_still_opens(qtbot, monkeypatch):
    host = load_host()
    host.register(fake_city.BrokenPlugin(), "broken_city")
    host.load_module("ghost_city", "no_such_plugin_module_for_tests")
    window = make_window(qtbot, host)
    wait_evaluated(qtbot, window)
    assert window.applicability.result is not None  # the working cities still evaluate
    assert "2 plugin problems" in window.plugin_status.text()
    table = window.plugins.table
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    assert "broken" in table.item(rows["broken_city"], 1).text()
    assert "ordinance table failed to load" in table.item(rows["broken_city"], 7).text()
    assert "import failed" in table.item(rows["ghost_city"], 7).text()
    window.runner.shutdown()


def test_a_disabled_city_shows_why_its_sites_cannot_be_evaluated(qtbot, monkeypatch):
    from workbench.core.demo import demo_project

    project = demo_project()
    off = project.sites[0].jurisdiction
    monkeypatch.setenv("WORKBENCH_DISABLE_PLUGINS", off)
    window = make_window(qtbot, load_host(), project)
    window.tree.select_site(project.sites[0].id)
    qtbot.waitUntil(lambda: window.applicability.error is not None, timeout=EVAL_TIMEOUT_MS)
    assert "disabled" in window.applicability.summary.text()
    assert "plugin problem" in window.plugin_status.text()
    window.runner.shutdown()


def test_screenshot_writes_a_png_per_panel(qtbot, tmp_path):
    from workbench.ui import screenshot

    assert screenshot.run(Namespace(out=str(tmp_path), file=None)) == 0
    for name in ("main", *screenshot.SHOTS):
        image = QImage(str(tmp_path / f"{name}.png"))
        assert not image.isNull(), name
        assert image.width() >= 1000 and image.height() >= 600
        colours = {
            image.pixel(x, y)
            for x in range(0, image.width(), 37)
            for y in range(0, image.height(), 29)
        }
        assert len(colours) > 8, f"{name}.png looks blank"


@pytest.mark.parametrize("as_of", [date(2025, 1, 1)])
def test_scenario_as_of_is_editable(qtbot, window, as_of):
    _type(qtbot, window.site_editor.as_of_edit, as_of.isoformat())
    assert window.current_site().scenario.as_of == as_of
    qtbot.waitUntil(
        lambda: (window.deadlines.result or {}).get("as_of") == as_of.isoformat(),
        timeout=EVAL_TIMEOUT_MS,
    )


def test_stale_results_are_dropped_and_long_work_can_be_cancelled(qtbot):
    import threading
    import time

    from workbench.ui.workers import TaskRunner

    runner = TaskRunner()
    seen, cancelled = [], []
    gate = threading.Event()

    def slow(progress):
        gate.wait(5)
        return "old"

    runner.submit("evaluate", slow, seen.append)
    runner.submit("evaluate", lambda p: "new", seen.append)  # supersedes the first
    gate.set()
    qtbot.waitUntil(lambda: not runner.busy(), timeout=5000)
    qtbot.wait(100)
    assert seen == ["new"]

    def steps(progress):
        for i in range(1000):
            progress.step(i, 1000, "step")
            time.sleep(0.01)
        return "finished"

    runner.submit("sweep", steps, seen.append, on_cancel=lambda: cancelled.append(True))
    qtbot.wait(50)
    runner.cancel("sweep")
    qtbot.waitUntil(lambda: not runner.busy(), timeout=5000)
    runner.pool.waitForDone(5000)
    assert cancelled and "finished" not in seen
    runner.shutdown()


def test_the_what_if_can_be_cancelled(qtbot, window):
    window.show_panel("compare")
    panel = window.compare.what_if
    panel.steps.setValue(200)
    panel.high.setValue(1_000_000)
    qtbot.mouseClick(panel.run_button, Qt.MouseButton.LeftButton)
    assert panel.cancel_button.isEnabled() and not panel.progress.isHidden()
    qtbot.mouseClick(panel.cancel_button, Qt.MouseButton.LeftButton)
    assert panel.sweep_data is None and "cancelled" in panel.flip_text.text()
    assert panel.run_button.isEnabled()


def test_report_and_exports_are_written_in_the_background(qtbot, window, tmp_path):
    pytest.importorskip("workbench.outputs")
    ics, pdf = str(tmp_path / "deadlines.ics"), str(tmp_path / "site.pdf")
    window.export_output("write_ics", "project", "", ".ics", path=ics)
    window.export_output("write_report", "site", "", ".pdf", path=pdf)
    qtbot.waitUntil(
        lambda: not window.runner.busy(f"export:{ics}") and not window.runner.busy(f"export:{pdf}"),
        timeout=60_000,
    )
    assert (tmp_path / "site.pdf").read_bytes()[:4] == b"%PDF"
    assert "BEGIN:VCALENDAR" in (tmp_path / "deadlines.ics").read_text(encoding="utf-8")


def test_plan_check_summary_is_written_in_the_background_with_progress(qtbot, window, tmp_path):
    pytest.importorskip("workbench.outputs.summary")
    pdf = str(tmp_path / "summary.pdf")
    steps = []
    window.runner.activity.connect(lambda *args: steps.append(args))
    window.export_actions[("write_summary", "project")]  # the menu entry exists
    window.export_output("write_summary", "project", "", ".pdf", path=pdf)
    qtbot.waitUntil(lambda: not window.runner.busy(f"export:{pdf}"), timeout=120_000)
    assert (tmp_path / "summary.pdf").read_bytes()[:4] == b"%PDF"
    sites = len(window.doc.sites())
    assert any(total == sites and done >= 1 for _label, done, total, _c in steps)  # per site


def test_describe_a_discharge_and_confirm_its_conditions(qtbot, window, host):
    site, rule = next(
        (s, r)
        for s in window.doc.sites()
        for r in host.descriptors(s.jurisdiction, "discharge")
        if r.status == "conditional" and r.conditions
    )
    select_site(qtbot, window, site)
    editor = window.site_editor
    editor.discharge_kind.setCurrentIndex(editor.discharge_kind.findData(rule.id))
    before = len(site.scenario.discharges)
    window.show_panel("site")
    add = editor.findChild(QPushButton, "add_discharge")
    assert add is not None and add.text() == "Add discharge"
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    assert len(window.current_site().scenario.discharges) == before + 1
    rule_id = f"discharge:{rule.id}"
    qtbot.waitUntil(
        lambda: window.applicability.status_of(rule_id) == "needs_info", timeout=EVAL_TIMEOUT_MS
    )
    editor.discharges.setCurrentRow(before)
    assert editor.conditions.count() == len(rule.conditions)
    for i in range(editor.conditions.count()):
        editor.conditions.item(i).setCheckState(Qt.CheckState.Checked)
    qtbot.waitUntil(
        lambda: window.applicability.status_of(rule_id) == "does_not_apply", timeout=EVAL_TIMEOUT_MS
    )


def test_recent_files_and_window_geometry_are_remembered(qtbot, window, host, tmp_path):
    from workbench.core.paths import load_settings

    path = tmp_path / "remembered.swproj"
    assert saved_as(window, path)
    assert load_settings()["recent_files"][0] == str(path.resolve())
    window.resize(1234, 777)
    assert window.close()
    settings = load_settings()
    assert settings.get("window_geometry")
    again = make_window(qtbot, host)
    again.recent_menu.aboutToShow.emit()
    assert any("remembered.swproj" in a.text() for a in again.recent_menu.actions())
    again.runner.shutdown()


def test_without_the_ordinance_text_the_viewer_shows_the_citation(
    qtbot, window, monkeypatch, tmp_path
):
    monkeypatch.setenv("WORKBENCH_ORDINANCE_DIR", str(tmp_path))  # an empty ordinance folder
    citation = {
        "source": "004_missing.txt",
        "section": "11.30.040",
        "lines": [239, 240],
        "quote": "shall be accompanied by plans",
    }
    window.show_citation(citation, "A rule")
    viewer = window.viewer
    assert viewer.stack.currentWidget() is viewer.missing
    text = viewer.missing.text()
    assert "11.30.040" in text and "239–240" in text and "shall be accompanied by plans" in text


def test_a_large_project_opens_off_the_gui_thread(qtbot, tmp_path, monkeypatch):
    """Opening checks the whole file first (seconds for thousands of sites): above the size
    threshold it runs on the worker pool with a progress label, and the window stays usable."""
    from workbench.core.demo import demo_project
    from workbench.core.store import close_project, save_project
    from workbench.ui.main_window import MainWindow

    path = tmp_path / "large.swproj"
    project = demo_project()
    save_project(project, path)
    close_project(project)
    host = load_host()
    window = make_window(qtbot, host)
    monkeypatch.setattr(MainWindow, "SLOW_OPEN_BYTES", 0)
    assert window.open_path(path, ask=False)
    assert window.runner.busy("open")  # submitted, not done on the GUI thread
    qtbot.waitUntil(
        lambda: window.doc is not None and window.doc.path == path, timeout=EVAL_TIMEOUT_MS
    )
    assert sorted(s.name for s in window.doc.sites()) == sorted(
        s.name for s in demo_project().sites
    )
    assert "large.swproj" in window.windowTitle()


def test_evaluating_a_whole_project_keeps_summaries_not_results(qtbot, tmp_path, monkeypatch):
    """Opening a project evaluates every site for the tree's summaries; only the sites looked
    at keep a full result (a 5,000-site project would otherwise hold hundreds of MB), and the
    results stored in the file are left as they are (no save rewrites them all)."""
    from workbench.core.demo import demo_project
    from workbench.core.store import StoredResult, close_project, open_project, save_project
    from workbench.ui.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "RESULTS_KEPT", 3)
    project = demo_project()
    base = list(project.sites)
    for k in range(12):
        template = base[k % len(base)]
        site = project.add_site(copy.deepcopy(template.scenario), name=f"copy {k}")
        site.jurisdiction = template.jurisdiction
        site.results[site.jurisdiction] = StoredResult(
            site.jurisdiction, "0", "old", "2020-01-01T00:00:00", {"kept": k}
        )
    path = tmp_path / "many.swproj"
    save_project(project, path)
    close_project(project)
    window = make_window(qtbot, load_host(), open_project(path))
    sites = window.doc.sites()
    qtbot.waitUntil(
        lambda: not window.runner.busy() and all(window.tree.summaries.get(s.id) for s in sites),
        timeout=EVAL_TIMEOUT_MS,
    )
    for site in sites:  # every row shows its own summary, as evaluating it alone gives
        node = window.tree.site_item(site.id)
        assert node.data(0, SUMMARY_ROLE) == window.tree.summaries[site.id][0]
    expected = evaluate(window.host, sites[-1].scenario, sites[-1].jurisdiction)["results"][0]
    applies = sum(1 for f in expected["findings"] if f["status"] == "applies")
    assert window.tree.summaries[sites[-1].id][0].startswith(f"{applies} apply")
    for site in sites[-4:]:
        select_site(qtbot, window, site)
    assert len(window.results) == 3  # the three most recently viewed
    assert list(window.results) == [s.id for s in sites[-3:]]
    untouched = [s for s in sites[:-4] if s.name.startswith("copy ")]
    assert untouched and all(
        s.results[s.jurisdiction].data == {"kept": int(s.name.split()[1])} for s in untouched
    )
    viewed = sites[-1]
    assert viewed.results[viewed.jurisdiction].data["findings"] == expected["findings"]
    window.runner.shutdown()
