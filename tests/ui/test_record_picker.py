"""Issue 24 item 4 on the desktop: the rainfall record is picked with "Choose…" beside the
field; a file under the project's folder is stored relative to it, any other absolute; the
choice is one undo step and the Sizing panel shows the record; a file that is not a usable
record is refused with one line under the field and nothing is stored. Driven through the
real window (the file dialog's answer is given by monkeypatching ``getOpenFileName``)."""

from __future__ import annotations

import json
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QPushButton

from tests.ui.conftest import make_window, select_site, wait_evaluated
from workbench.core.paths import resources_dir
from workbench.core.scenario import parse_scenario
from workbench.core.store import close_project, new_project, open_project, save_project

BUNDLED = resources_dir() / "rainfall" / "synthetic_hourly.csv"


@pytest.fixture
def saved_project(tmp_path):
    data = json.loads((resources_dir() / "demo" / "livingston.json").read_text("utf-8"))
    data["rainfall"] = {}
    project = new_project("Picker")
    project.add_site(parse_scenario(data), name="Livingston site")
    folder = tmp_path / "proj"
    (folder / "records").mkdir(parents=True)
    path = folder / "picker.swproj"
    save_project(project, path)
    close_project(project)
    opened = open_project(path)
    yield opened
    close_project(opened)


def _answer(monkeypatch, path) -> list[str]:
    """The dialog returns ``path``; the filters it was given are recorded."""
    seen: list[str] = []

    def fake(_parent, _title, _start, filters, *args, **kwargs):
        seen.append(filters)
        return str(path), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(fake))
    return seen


def _record(window, site) -> str | None:
    return window.doc.site(site.id).scenario.rainfall.record_csv


def test_a_picked_record_is_stored_relative_undoable_and_evaluated(
    qtbot, host, saved_project, tmp_path, monkeypatch
) -> None:
    window = make_window(qtbot, host, saved_project)
    try:
        wait_evaluated(qtbot, window)
        (site,) = window.doc.sites()
        select_site(qtbot, window, site)
        window.show_panel("site")
        editor = window.site_editor
        button = editor.findChild(QPushButton, "choose_record_csv")
        assert button is not None and button.isVisible()
        row = editor.rows[("rainfall", "record_csv")]

        # not a record: refused with one line, nothing stored, no undo step
        bad = tmp_path / "proj" / "records" / "notes.csv"
        bad.write_text("hello, this is not rain\n", "utf-8")
        _answer(monkeypatch, bad)
        steps = window.doc.undo_stack.count()
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert row.error.isVisible() and "\n" not in row.error.text()
        assert "rainfall.record_csv" in row.error.text()
        assert "hello" not in row.error.text()  # quotes nothing from the file
        assert _record(window, site) is None and window.doc.undo_stack.count() == steps

        # under the project's folder: relative, one undo step, the Sizing panel shows it
        inside = tmp_path / "proj" / "records" / "rain.csv"
        shutil.copyfile(BUNDLED, inside)
        filters = _answer(monkeypatch, inside)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert "*.csv" in filters[0]
        assert not row.error.isVisible()
        assert _record(window, site) == "records/rain.csv"
        assert row.editor.text() == "records/rain.csv"
        assert window.doc.undo_stack.count() == steps + 1
        wait_evaluated(qtbot, window)
        window.show_panel("sizing")
        view = window.sizing.record_view
        qtbot.waitUntil(view.isVisible, timeout=20_000)
        assert "records/rain.csv" in view.summary.text()

        # elsewhere: absolute
        outside = tmp_path / "elsewhere.csv"
        shutil.copyfile(BUNDLED, outside)
        _answer(monkeypatch, outside)
        window.show_panel("site")
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        assert _record(window, site) == str(outside.resolve())

        window.doc.undo_stack.undo()
        assert _record(window, site) == "records/rain.csv"
        window.doc.undo_stack.undo()
        assert _record(window, site) is None
    finally:
        window.runner.shutdown()
