"""Issue 22: what a new user does from File > New, driven through the real widgets.

A site is added in each city, every kind of field is typed (numbers, acres, whole numbers,
yes/no, choices, checklists, US dates, closures, drainage areas), the user switches sites
and back, undoes and redoes, saves, closes, reopens, and every stored value is compared.
Also: the Delete key, a form typed and abandoned, exports with a site that cannot be
evaluated, parameter overrides the rules refuse, zoom and Getting started."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QMessageBox,
    QPushButton,
    QTextBrowser,
)

from tests.ui.conftest import make_window, menu_action, saved_as, shown_warnings, wait_evaluated

pytestmark = pytest.mark.filterwarnings("ignore:constrained_layout not applied")


def _type(qtbot, editor, text):
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def _choose(combo, data):
    index = combo.findData(data)
    assert index >= 0, data
    combo.setCurrentIndex(index)
    combo.activated.emit(index)


def _row(window, section, name):
    return window.site_editor.rows[(section, name)]


@pytest.fixture
def fresh(qtbot, host):
    """A window after File > New: an empty project."""
    win = make_window(qtbot, host)
    wait_evaluated(qtbot, win)
    win.new_project()
    yield win
    win.runner.shutdown()


def _fill(qtbot, window, city_index):
    """Type every kind of site field; returns what must be stored."""
    big = 1_234_567 + city_index
    _type(qtbot, _row(window, "site", "parcel_area_sqft").editor, f"{big:,}")
    _type(qtbot, _row(window, "site", "disturbed_area_sqft").editor, "0.8 ac")
    _type(qtbot, _row(window, "site", "new_impervious_sqft").editor, "52272")
    _type(qtbot, _row(window, "site", "residential_units").editor, "12")
    _type(qtbot, _row(window, "site", "slope_run_per_rise").editor, "2.5")
    _choose(_row(window, "site", "hillside").editor, True)
    _choose(_row(window, "site", "project_type").editor, "redevelopment")
    _type(qtbot, _row(window, "rainfall", "p85_24hr_in").editor, "0.85")
    checklist = _row(window, "site", "facility_types").editor
    first = checklist.item(0)
    facility = first.data(Qt.ItemDataRole.UserRole)
    first.setCheckState(Qt.CheckState.Checked)  # the list is refilled: items are new ones
    _type(qtbot, window.site_editor.as_of_edit, "11/20/2025")
    _type(qtbot, window.site_editor.closures_edit, "12/24/2025, 2025-12-26")
    qtbot.mouseClick(window.site_editor.areas_box.add_button, Qt.MouseButton.LeftButton)
    table = window.site_editor.areas
    assert table.rowCount() == 1
    table.item(0, 1).setText("0.5 ac")  # as the cell editor commits it
    return {
        "site": {
            "parcel_area_sqft": big,
            "disturbed_area_sqft": 34848,
            "new_impervious_sqft": 52272,
            "project_type": "redevelopment",
            "facility_types": [facility],
            "residential_units": 12,
            "hillside": True,
            "slope_run_per_rise": 2.5,
        },
        "rainfall": {"p85_24hr_in": 0.85},
        "as_of": "2025-11-20",
        "closures": ["2025-12-24", "2025-12-26"],
        "drainage_areas": [{"name": "Area 1", "area_sqft": 21780}],
    }


def _stored(site):
    data = site.scenario.to_json()
    return {k: data.get(k) for k in ("site", "rainfall", "as_of", "closures", "drainage_areas")}


def _shown(window, expected):
    """The Site panel shows every stored value."""
    for name, value in expected["site"].items():
        row = _row(window, "site", name)
        assert row.read() == value, name
    assert _row(window, "rainfall", "p85_24hr_in").read() == 0.85
    assert window.site_editor.as_of_edit.text() == expected["as_of"]
    assert window.site_editor.areas.item(0, 1).text() == "21,780"


def test_a_first_project_from_file_new_keeps_every_value(qtbot, fresh, host, tmp_path):
    window = fresh
    assert window.doc.sites() == [] and not window.doc.modified
    assert "No site yet" in window.site_editor.title.text()
    assert _row(window, "site", "parcel_area_sqft").editor.text() == ""  # nothing of the demo
    assert "no sites yet" in window.applicability.placeholder()
    expected = {}
    cities = [j.id for j in host.jurisdictions()]
    for i, jid in enumerate(cities):
        window.ask_city = lambda default, jid=jid: jid
        window.add_site("")
        site = window.current_site()
        assert site is not None and site.jurisdiction == jid
        steps = window.doc.undo_stack.count()
        expected[site.id] = _fill(qtbot, window, i)
        assert window.doc.undo_stack.count() >= steps + 12  # one undo step per edit
        assert _stored(window.doc.site(site.id)) == expected[site.id]
        window.doc.rename_site(site.id, f"Site in {jid}")
        assert window.doc.site(site.id).scenario.name == f"Site in {jid}"
    assert window.settings["last_city"] == cities[-1]

    # switch sites and back: the panel shows what is stored
    ids = list(expected)
    for site_id in [*ids, ids[0]]:
        window.tree.select_site(site_id)
        _shown(window, expected[site_id])

    # undo and redo the last two edits of the last site: its name, its drainage area's acres
    window.tree.select_site(ids[-1])
    window.undo_action.trigger()
    window.undo_action.trigger()
    last = window.current_site()
    assert last.name != f"Site in {cities[-1]}"
    assert last.scenario.drainage_areas[0].area_sqft == 0
    assert window.site_editor.areas.item(0, 1).text() == "0"
    window.redo_action.trigger()
    window.redo_action.trigger()
    assert window.current_site().scenario.drainage_areas[0].area_sqft == 21780
    assert window.current_site().scenario.name == f"Site in {cities[-1]}"

    # save, close, reopen, compare every stored value
    path = tmp_path / "first.swproj"
    assert saved_as(window, path)
    texts = {s.id: s.scenario_text() for s in window.doc.sites()}
    window.new_project()
    assert window.doc.sites() == []
    assert window.open_path(path)
    reopened = {s.id: s for s in window.doc.sites()}
    assert set(reopened) == set(expected)
    for site_id, site in reopened.items():
        assert _stored(site) == expected[site_id]
        assert site.scenario_text() == texts[site_id]
        assert json.loads(site.scenario_text())["name"] == site.name
    window.tree.select_site(ids[1])
    _shown(window, expected[ids[1]])


def test_delete_in_a_table_never_deletes_the_site(qtbot, fresh, host):
    window = fresh
    window.add_site("")
    site = window.current_site()
    qtbot.mouseClick(window.site_editor.areas_box.add_button, Qt.MouseButton.LeftButton)
    table = window.site_editor.areas
    window.show_panel("site")
    table.setFocus()
    table.setCurrentCell(0, 2)
    qtbot.keyClick(table, Qt.Key.Key_Delete)
    assert window.doc.site(site.id) is not None
    assert len(window.doc.sites()) == 1

    # Delete on an Events row removes that event, not the site
    window.show_panel("deadlines")
    panel = window.deadlines
    panel.kind.setCurrentIndex(0)
    panel.add_event()
    assert len(window.current_site().scenario.events) == 1
    panel.events.setFocus()
    panel.events.selectRow(0)
    qtbot.keyClick(panel.events, Qt.Key.Key_Delete)
    assert window.doc.site(site.id) is not None
    assert window.current_site().scenario.events == []

    # Delete in the project tree asks, then deletes (undoable)
    asked = []
    window.confirm_delete = lambda name: asked.append(name) or True
    window.tree.setFocus()
    window.tree.select_site(site.id)
    qtbot.keyClick(window.tree, Qt.Key.Key_Delete)
    assert asked and window.doc.site(site.id) is None
    window.undo_action.trigger()
    assert window.doc.site(site.id) is not None


def test_an_invalid_drainage_cell_is_named_and_keeps_other_rows(qtbot, fresh):
    window = fresh
    window.add_site("")
    box = window.site_editor.areas_box
    add = box.add_button
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(add, Qt.MouseButton.LeftButton)
    table = box.table
    table.item(0, 2).setText("95")  # impervious fraction: must be 0 to 1
    assert "Drainage area 1 (Area 1)" in box.error.text() and "between 0 and 1" in box.error.text()
    table.item(1, 1).setText("1,200")
    areas = window.current_site().scenario.drainage_areas
    assert areas[1].area_sqft == 1200  # stored although row 1 is invalid
    assert table.item(0, 2).text() == "95"  # what was typed stays for correction
    table.item(0, 1).setText("two acres")
    assert "Drainage area 1" in box.error.text()


def test_a_form_typed_and_abandoned_is_kept_and_asked_about(
    qtbot, fresh, host, tmp_path, monkeypatch
):
    window = fresh
    window.ask_city = lambda _default: "soledad"
    window.add_site("")
    window.show_panel("forms")
    forms = window.forms
    forms.picker.setCurrentIndex(0)
    field = forms.renderer.editors["site_location"].widget
    _type(qtbot, field, "215 Front St")
    window.doc.undo_stack.setClean()  # nothing else is unsaved: the form input alone counts
    forms.picker.setCurrentIndex(1)
    forms.picker.setCurrentIndex(0)
    assert forms.renderer.editors["site_location"].widget.text() == "215 Front St"
    other = window.current_site().id
    window.add_site("")
    window.tree.select_site(other)
    assert forms.renderer.editors["site_location"].widget.text() == "215 Front St"
    asked = []
    window.ask_unsaved = lambda: asked.append(1) or QMessageBox.StandardButton.Cancel
    assert not window.maybe_save() and asked
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Save
    saved = tmp_path / "kept.swproj"  # a new project: Save asks where (the file dialog)
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *_args: (str(saved), ""))
    )
    assert window.maybe_save()
    assert saved.is_file() and not window.isWindowModified()
    key = forms.form_key(forms.current_spec())
    assert window.doc.site(other).scenario.forms[key]["site_location"] == "215 Front St"
    assert not forms.has_unsaved()


def test_one_site_that_cannot_be_evaluated_never_blocks_an_export(
    qtbot, fresh, tmp_path, monkeypatch
):
    window = fresh
    window.add_site("")
    good = window.current_site()
    window.add_site("")
    bad = window.current_site()
    window.doc.rename_site(bad.id, "Broken site")

    def stale_id(s):
        s.jurisdiction = "soledad"
        s.site.facility_types = ["no_such_facility"]

    window.doc.edit_scenario(bad.id, stale_id, "stale id")
    messages = shown_warnings(monkeypatch)
    out = tmp_path / "all.csv"
    window.export_output("write_csv", "project", "", ".csv", str(out))
    qtbot.waitUntil(lambda: not window.runner.busy(), timeout=30_000)
    assert any("Broken site" in m for _t, m in messages), messages
    assert list(tmp_path.glob("all*.csv"))
    assert good.id


def test_a_parameter_override_the_rules_refuse_is_not_stored(qtbot, fresh):
    window = fresh
    from workbench.core.paths import resources_dir

    window.import_scenario(resources_dir() / "demo" / "soledad.json")  # a site in zone 1
    editor = window.site_editor
    key = "soledad.pcr_pr3_percentile_wmz_1"
    row = next(  # the row whose parameter names the key (its tooltip's first line)
        r
        for r in range(editor.params.rowCount())
        if editor.params.item(r, 0).toolTip().splitlines()[0] == key
    )
    editor.params.item(row, 3).setText("90")
    assert "must be 85 or 95" in editor.params_error.text()
    assert key not in window.current_site().scenario.parameters
    editor.params.item(row, 3).setText("85")
    assert editor.params_error.text() == ""
    assert window.current_site().scenario.parameters[key] == 85


def test_zoom_is_remembered_and_getting_started_opens(qtbot, fresh):
    from PySide6.QtWidgets import QApplication

    window = fresh
    base = QApplication.font().pointSizeF()
    window.zoom(+1)
    assert QApplication.font().pointSizeF() > base
    assert window.settings["zoom_percent"] == 110
    window.zoom(0)
    assert QApplication.font().pointSizeF() == pytest.approx(base)
    menu_action(window, "Help", "Getting started").trigger()
    dialog = window.findChild(QDialog, "getting_started")
    assert dialog is not None and dialog.isVisible()
    assert "Add site" in dialog.findChild(QTextBrowser).toPlainText()
    close = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert not dialog.isVisible()


def test_a_site_switched_to_another_city_keeps_its_facts_and_lists_unknown_terms(qtbot, fresh):
    from workbench.core.paths import resources_dir

    window = fresh
    site_id = window.import_scenario(resources_dir() / "demo" / "soledad.json")
    wait_evaluated(qtbot, window)
    before = window.current_site().scenario.to_json()
    editor = window.site_editor
    assert not editor.terms_box.isVisibleTo(window)
    _choose(editor.jurisdiction_combo, "signal_hill")
    after = window.current_site().scenario.to_json()
    assert after.pop("jurisdiction") == "signal_hill"
    assert {k: v for k, v in before.items() if k != "jurisdiction"} == after  # every fact kept
    assert editor.terms_box.isVisibleTo(window)
    labels = [editor.terms_list.item(i).text() for i in range(editor.terms_list.count())]
    assert any(label.startswith("Facility type: ") for label in labels)
    assert not any("_" in label.split("\n")[0].split(": ", 1)[1] for label in labels)

    # the site evaluates under the new city; its notes say how the city reads the terms
    wait_evaluated(qtbot, window)
    assert window.applicability.error is None
    assert window.applicability.result["notes"]
    summary = window.applicability.summary.text()
    assert "Commercial facility" in summary and "commercial_facility" not in summary  # labels

    # remove the terms: one undo step; undo brings them back, and the city switch
    qtbot.mouseClick(
        editor.terms_box.findChild(QPushButton, "remove_all_terms"), Qt.MouseButton.LeftButton
    )
    assert not editor.terms_box.isVisibleTo(window)
    # the city's terms are not known: not given, never "none of these" (issue 32)
    assert window.current_site().scenario.site.facility_types is None
    assert window.current_site().scenario.site.parcel_area_sqft == before["site"].get(
        "parcel_area_sqft"
    )
    window.undo_action.trigger()
    assert editor.terms_list.count() == len(labels)
    window.undo_action.trigger()
    assert window.doc.site(site_id).scenario.to_json() == before


def test_compare_never_shows_a_site_its_own_city_cannot_evaluate(qtbot, fresh):
    window = fresh
    window.add_site("")
    site = window.current_site()

    def unknown(s):
        s.site.facility_types = ["no_such_facility"]

    window.doc.edit_scenario(site.id, unknown, "a term no city knows")
    qtbot.waitUntil(lambda: window.applicability.error is not None, timeout=20_000)
    assert "no_such_facility" in window.applicability.placeholder()
    assert "InputError" not in window.applicability.placeholder()
    window.show_panel("compare")
    qtbot.waitUntil(lambda: "Cannot compare" in window.compare.summary.text(), timeout=30_000)
    assert "cannot be evaluated under its own city" in window.compare.summary.text()
    assert window.compare.table.rowCount() == 0 and window.compare.data is None


def test_compare_shows_the_notes_behind_each_cell(qtbot, fresh):
    from workbench.core.paths import resources_dir

    window = fresh
    window.import_scenario(resources_dir() / "demo" / "soledad.json")
    wait_evaluated(qtbot, window)
    window.show_panel("compare")
    qtbot.waitUntil(lambda: window.compare.data is not None, timeout=30_000)
    notes = window.compare.data["notes"]
    ignoring = [jid for jid, terms in notes.items() if terms]
    assert ignoring and "soledad" not in ignoring
    table = window.compare.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert any(h.endswith("†") for h in headers)
    column = next(c for c, h in enumerate(headers) if h.endswith("†"))
    cell = next(table.item(r, column) for r in range(table.rowCount()) if table.item(r, column))
    assert "reads the site's terms" in cell.toolTip()
    assert "not the law" in window.compare.summary.text()


def test_a_missing_parameter_points_to_the_parameters_table():
    from workbench.core.user_text import Glossary
    from workbench.ui.result_panel import for_desktop

    words = Glossary(
        fields={},
        terms={},
        parameters={"pcr_pr3_percentile_wmz_1": "PR3 retention percentile, zone 1"},
        titles={},
        jurisdictions=frozenset({"soledad"}),
    )
    text = for_desktop(
        "parameters.soledad.pcr_pr3_percentile_wmz_1 is not given: must be 85 or 95", words
    )
    assert text.startswith("the parameter “PR3 retention percentile, zone 1” (Site panel")
    assert "must be 85 or 95" in text and "parameters." not in text
    text = for_desktop('Set it in the scenario\'s parameters as "soledad.pcr_x" from R.', words)
    assert text == "Set it in the Site panel's Parameters table (“pcr x”) from R."


def test_switching_cities_leaves_no_stale_checklist_on_screen(qtbot, window):
    """Each list field keeps one checklist, refilled with the city's terms; a chosen term the
    city lacks stays ticked and marked so it can be unticked."""
    from PySide6.QtWidgets import QListWidget

    editor = window.site_editor
    lists = {row.editor for row in editor.rows.values() if row.kind == "list"}
    for site in [*window.doc.sites(), window.doc.sites()[0]]:
        window.tree.select_site(site.id)
        wait_evaluated(qtbot, window)
        box = next(iter(lists)).parentWidget()
        shown = [w for w in box.findChildren(QListWidget) if w.isVisibleTo(box)]
        assert set(shown) == lists
    row = _row(window, "site", "facility_types")
    window.doc.edit_scenario(
        window.site_id, lambda s: setattr(s.site, "facility_types", ["no_such_term"]), "x"
    )
    texts = [row.editor.item(i).text() for i in range(row.editor.count())]
    assert "no_such_term — not a term of this city" in texts


def test_the_report_names_the_saved_project_file_and_each_site(qtbot, fresh, tmp_path):
    import workbench.outputs as outputs

    window = fresh
    window.add_site("")
    window.doc.rename_site(window.site_id, "Front St pad")
    path = tmp_path / "named.swproj"
    assert saved_as(window, path)
    seen = []
    original = outputs.write_report

    def spy(sources, out, **kwargs):
        seen.append(sources)
        return original(sources, out, **kwargs)

    outputs.write_report = spy
    try:
        window.export_output("write_report", "project", "", ".pdf", str(tmp_path / "r.pdf"))
        qtbot.waitUntil(lambda: not window.runner.busy(), timeout=60_000)
    finally:
        outputs.write_report = original
    assert (tmp_path / "r.pdf").exists()
    source = seen[0]
    assert str(source.path) == str(path) and source.name == window.doc.name
    assert [s.name for s in source.sites] == ["Front St pad"]
    assert source.sites[0].scenario.name == "Front St pad"  # renaming a site renames its scenario


def test_drainage_area_type_is_a_choice_of_labels(qtbot, fresh):
    from PySide6.QtWidgets import QComboBox

    from workbench.ui.drainage_areas import CHOICE_COLUMN, DMA_TYPES

    window = fresh
    window.add_site("")
    box = window.site_editor.areas_box
    qtbot.mouseClick(box.add_button, Qt.MouseButton.LeftButton)
    table = box.table
    index = table.model().index(0, CHOICE_COLUMN)
    delegate = table.itemDelegateForColumn(CHOICE_COLUMN)
    editor = delegate.createEditor(table.viewport(), None, index)
    assert isinstance(editor, QComboBox)
    assert [editor.itemText(i) for i in range(1, editor.count())] == list(DMA_TYPES.values())
    editor.setCurrentIndex(editor.findData("self_retaining"))
    delegate.setModelData(editor, table.model(), index)
    assert window.current_site().scenario.drainage_areas[0].dma_type == "self_retaining"
    assert table.item(0, CHOICE_COLUMN).text() == "Self-retaining area"


def test_dates_in_the_users_form_and_a_clear_message(qtbot, fresh):
    window = fresh
    window.add_site("")
    editor = window.site_editor
    _type(qtbot, editor.as_of_edit, "11/20/2025")
    assert str(window.current_site().scenario.as_of) == "2025-11-20"
    _type(qtbot, editor.as_of_edit, "20.11.2025")
    assert "MM/DD/YYYY" in editor.as_of_error.text() and "YYYY-MM-DD" in editor.as_of_error.text()
    assert str(window.current_site().scenario.as_of) == "2025-11-20"


def test_user_facing_text_hides_internal_codes():
    from workbench.ui.theme import citation_text
    from workbench.ui.widgets import bullet_list

    shown = citation_text(
        {"source": "WEF MOP 23, as given in engineering_methods.md section 6.2", "external": True}
    )
    assert ".md" not in shown and "engineering methods" in shown
    html = bullet_list(["A-9: the text sets no minimum area"], "flag")
    assert ">the text sets no minimum area<" in html and "title='A-9'" in html


def test_an_export_never_replaces_the_open_project(qtbot, fresh, tmp_path, monkeypatch):
    """Issue 24 item 1 from the desktop: an export onto the project file is refused, the
    project stays as saved."""
    window = fresh
    window.add_site("")
    project = tmp_path / "p.swproj"
    assert saved_as(window, project)
    before = project.read_bytes()
    messages = shown_warnings(monkeypatch)
    window.export_output("write_ics", "project", "", ".ics", str(project))
    assert messages and "project" in messages[0][1]
    assert project.read_bytes() == before
