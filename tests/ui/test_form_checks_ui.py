"""The form's own checks and record retention on the desktop, through the real widgets: a late
NOTC amendment (Soledad L409) warns on the form panel and on the printed form; a record kept for
years (Del Mar L781) reads "Keep until" in the Deadlines panel."""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QDate, Qt

from tests.outputs.pdftext import pdf_text, squash
from tests.ui.conftest import select_site, wait_evaluated
from workbench.core.model import Event, Scenario


def _fill_amendment(panel, filed: QDate) -> None:
    editors = panel.renderer.editors
    editors["notc_termination_date"].widget.setDate(QDate(2025, 6, 11))  # a Wednesday
    editors["amended_termination_date"].widget.setDate(QDate(2025, 6, 25))
    editors["filing_date"].widget.setDate(filed)
    editors["amendment_description"].widget.setPlainText("More time for the landscaping")


def test_L409_a_late_notc_amendment_warns_on_the_form_panel(qtbot, window, tmp_path):
    site = next(s for s in window.doc.sites() if s.jurisdiction == "soledad")
    select_site(qtbot, window, site)
    window.show_panel("forms")
    panel = window.forms
    panel.picker.setCurrentIndex(panel.picker.findData("soledad.notc_amendment"))
    assert panel.current_spec().id == "notc_amendment"

    _fill_amendment(panel, QDate(2025, 6, 10))  # one working day before: late (L409)
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert "complete" in panel.status.text()  # every field is filled: the filing is the filing
    assert panel.warnings.isVisible()
    shown = panel.warnings.text()
    assert "filed 2025-06-10, after 2025-06-09" in shown
    assert "may be rejected or require reasonable additional fee" in shown
    assert "line 409" in shown  # the citation of L409

    pdf = tmp_path / "amendment.pdf"
    assert panel.print_to_pdf(str(pdf))
    text = squash(pdf_text(pdf.read_bytes()))
    assert squash("Checked against the ordinance") in text
    assert squash("filed 2025-06-10, after 2025-06-09") in text
    assert "DRAFT" in text  # a check warns: not ready to sign as it stands (issue 38)

    _fill_amendment(panel, QDate(2025, 6, 9))  # two working days before: without penalty
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert not panel.warnings.isVisible()
    assert panel.warnings.text() == ""


def test_L781_record_retention_reads_keep_until_in_the_deadlines_panel(qtbot, window):
    site = next(s for s in window.doc.sites() if s.jurisdiction == "del_mar")
    select_site(qtbot, window, site)

    def change(s: Scenario) -> None:
        s.events = [*s.events, Event(kind="maintenance_record_made", at=date(2024, 2, 29))]

    window.doc.edit_scenario(site.id, change, "Add a maintenance record")
    wait_evaluated(qtbot, window)
    window.show_panel("deadlines")
    panel = window.deadlines
    retention = "rule maintenance_records_retention"

    def rows():  # the due-date rows of the retention rule (named in the title cell's tooltip)
        shown = range(panel.due.rowCount())
        return [r for r in shown if panel.due.item(r, 2).toolTip() == retention]

    qtbot.waitUntil(lambda: bool(rows()), timeout=20_000)
    row = rows()[0]  # the first, as listed
    assert panel.due.item(row, 0).text().startswith("Keep until")
    assert panel.due.item(row, 1).text() == "2027-02-28"
    panel.due.selectRow(row)
    assert "Keep until 2027-02-28" in panel.detail.toPlainText()


def test_L161_the_forms_panel_checks_a_form_against_the_site(qtbot, window, tmp_path):
    """Issue 38: the Forms panel tells what `workbench form` tells, checks that read the site
    included: an ESCP saved for a site that needs the State construction permit (Livingston
    L161, review C22) warns on screen and marks the printed form DRAFT."""
    site = next(s for s in window.doc.sites() if s.jurisdiction == "livingston")
    select_site(qtbot, window, site)

    def disturb(scenario: Scenario) -> None:
        scenario.site.disturbed_area_sqft = 90_000
        scenario.site.part_of_common_plan = False

    window.doc.edit_scenario(site.id, disturb, "Disturbed area")
    wait_evaluated(qtbot, window)
    window.show_panel("forms")
    panel = window.forms
    panel.picker.setCurrentIndex(panel.picker.findData("livingston.escp"))
    assert panel.current_spec().id == "escp"
    editors = panel.renderer.editors
    editors["project_name"].widget.setText("Corner lot, 1 Main St")
    editors["disturbed_area_sqft"].widget.setText("90000")
    qtbot.mouseClick(panel.save_button, Qt.MouseButton.LeftButton)
    assert panel.warnings.isVisible()
    assert "State construction general permit" in panel.warnings.text()
    pdf = tmp_path / "escp.pdf"
    assert panel.print_to_pdf(str(pdf))
    assert "DRAFT" in squash(pdf_text(pdf.read_bytes()))
