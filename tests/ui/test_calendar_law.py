"""California computing time on the desktop (issue 21): the Deadlines panel shows the last day
CCP § 12a extends to and which holiday lists are in force; the Site panel takes open days
(validated) and the deadlines follow."""

from __future__ import annotations

from datetime import date

import pytest
from PySide6.QtCore import QDate, QDateTime, Qt, QTime

from tests.ui.conftest import EVAL_TIMEOUT_MS, select_site
from workbench.core.holidays_ca import CITY_STANDIN

pytestmark = pytest.mark.filterwarnings("ignore:constrained_layout not applied")


def _type(qtbot, editor, text):
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def _add_event(qtbot, panel, kind: str, day: date) -> None:
    panel.kind.setCurrentIndex(panel.kind.findData(kind))
    assert panel.kind.currentData() == kind
    panel.with_time.setChecked(False)
    panel.when.setDateTime(QDateTime(QDate(day.year, day.month, day.day), QTime(9, 0)))
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)


def _due_cells(panel) -> dict[str, str]:
    """Due column text by deadline title (first line of the Deadline column)."""
    return {
        panel.due.item(r, 2).text().split("\n")[0]: panel.due.item(r, 1).text()
        for r in range(panel.due.rowCount())
    }


def _row(panel, title_start: str) -> int:
    return next(
        r
        for r in range(panel.due.rowCount())
        if panel.due.item(r, 2).text().startswith(title_start)
    )


def test_extended_last_day_open_days_and_the_holiday_lists(qtbot, window, host):
    site = next(s for s in window.doc.sites() if s.jurisdiction == "soledad")
    select_site(qtbot, window, site)
    window.show_panel("deadlines")
    panel = window.deadlines
    # the holiday lists in force are named under the calendar
    shown = panel.holiday_lists.text()
    assert f"the city's list (version {CITY_STANDIN.version})" in shown
    assert "judicial holidays (CCP" in shown
    assert "gov6700" not in shown and "ccp-135" not in shown  # ids only in the tooltip
    assert f"soledad-state-offices {CITY_STANDIN.version}" in panel.holiday_lists.toolTip()
    assert "Soledad: California state-office holidays" in panel.holiday_lists.toolTip()
    assert "not declared by the city" not in panel.holiday_lists.toolTip()

    # Soledad's 30 days to act on a NOTC certification from 2025-10-12 end on Veterans Day;
    # the city's clock runs to Wed 2025-11-12 (the example)
    _add_event(qtbot, panel, "conditional_acceptance_request", date(2025, 10, 12))
    # a working-day count across Juneteenth: 2 working days after 2025-06-18
    _add_event(qtbot, panel, "owner_operator_change", date(2025, 6, 18))
    deemed = host.descriptor("soledad", "deadline", "notc_certification_deemed_accepted").title
    reissue = host.descriptor("soledad", "deadline", "owner_change_reissue").title
    qtbot.waitUntil(
        lambda: (
            _due_cells(panel).get(deemed) == "2025-11-11\nextended: 2025-11-12"
            and _due_cells(panel).get(reissue) == "2025-06-23"
        ),
        timeout=EVAL_TIMEOUT_MS,
    )
    row = _row(panel, deemed)
    assert "Veterans Day (CCP § 135)" in panel.due.item(row, 1).toolTip()
    panel.due.selectRow(row)
    detail = panel.detail.toPlainText()
    assert "Last day extended to 2025-11-12 (Code of Civil Procedure § 12a)" in detail
    # the city's own clock ends on the extended day (issue 33, L439): no filer advice first
    assert "This period ends on extended_due (CCP § 12a)" in detail
    assert "California Code of Civil Procedure" in detail  # the statute among the citations
    panel.calendar.setSelectedDate(QDate(2025, 11, 12))
    assert "Last day extended from 2025-11-11 (CCP § 12a)" in panel.day_info.text()

    # a day that is not on the holiday list is refused, naming the list; nothing changes
    editor = window.site_editor
    window.show_panel("site")
    _type(qtbot, editor.open_days_edit, "2025-06-18")
    assert "not a holiday on the list in force (ca-state-offices" in editor.open_days_error.text()
    assert window.current_site().scenario.open_days == []
    _type(qtbot, editor.open_days_edit, "06/31/2025")
    assert "is not a possible date" in editor.open_days_error.text()
    assert window.current_site().scenario.open_days == []

    # the city open on Juneteenth: the working-day deadline is one working day earlier
    _type(qtbot, editor.open_days_edit, "06/19/2025")
    assert editor.open_days_error.text() == ""
    assert window.current_site().scenario.open_days == [date(2025, 6, 19)]
    window.show_panel("deadlines")
    qtbot.waitUntil(lambda: _due_cells(panel).get(reissue) == "2025-06-20", timeout=EVAL_TIMEOUT_MS)
    # open days never shrink the CCP 135 list: the extension stays
    assert _due_cells(panel)[deemed] == "2025-11-11\nextended: 2025-11-12"
    assert "1 open day" in panel.holiday_lists.text()
    assert "1 open day removed" in panel.holiday_lists.toolTip()
    panel.calendar.setSelectedDate(QDate(2025, 6, 19))
    assert "Open day for this site" in panel.day_info.text()
    assert "CCP § 135 holiday: Juneteenth" in panel.day_info.text()
    panel.holiday_lists.linkActivated.emit("lists")  # the "lists…" link
    lists = panel.detail.toPlainText()
    assert "Holiday lists in force" in lists and "2025-06-19" in lists
    assert "Judicial holidays, Code of Civil Procedure § 135" in lists
    assert "Government Code" in lists  # where the stand-in list comes from (Gov. Code § 6700)
    assert "How Soledad counts: 'Working day' means any calendar day" in lists

    # undo gives the holiday back
    window.doc.undo_stack.undo()
    qtbot.waitUntil(lambda: _due_cells(panel).get(reissue) == "2025-06-23", timeout=EVAL_TIMEOUT_MS)


def test_open_days_are_parsed_each_once_and_must_be_listed_holidays():
    from workbench.ui.site_days import parse_open_days

    assert parse_open_days("") == []
    assert parse_open_days("06/19/2025; 2025-03-31, 2025-06-19,") == [
        date(2025, 3, 31),  # Cesar Chavez Day, on the stand-in list
        date(2025, 6, 19),
    ]
    with pytest.raises(ValueError, match=r"^2025-06-20: not a holiday on the list in force"):
        parse_open_days("2025-06-19, 2025-06-20")
    with pytest.raises(ValueError, match=r"^2101-01-01: no pinned holiday list for 2101"):
        parse_open_days("2101-01-01")
    with pytest.raises(ValueError, match=r"^June 19: is not a date"):
        parse_open_days("June 19")
