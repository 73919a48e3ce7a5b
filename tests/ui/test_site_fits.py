"""The Site panel fits 1280x720 (issue 22 item 4) with a discharge selected whose condition is
long (Soledad's dye testing): conditions wrap, long rule titles are elided with the full text
in a tooltip, and no horizontal scroll bar appears. Driven through the real window."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QListWidgetItem, QScrollArea

from tests.ui.conftest import make_window, select_site, wait_evaluated

LONG = (
    "verbal notification was given to the city prior to the time of the test and the dye "
    "is non-toxic, biodegradable and approved by the Regional Water Quality Control Board "
    "for use in the storm drain system"
)


def _hbar(window):
    scroll = window.site_editor.findChild(QScrollArea)
    QApplication.processEvents()
    return scroll.horizontalScrollBar()


def test_a_long_discharge_condition_wraps_within_1280_px(qtbot, host) -> None:
    window = make_window(qtbot, host)
    try:
        window.resize(1280, 720)
        wait_evaluated(qtbot, window)
        (site,) = [s for s in window.doc.sites() if s.scenario.jurisdiction == "soledad"]
        select_site(qtbot, window, site)
        window.show_panel("site")
        editor = window.site_editor
        titles = [editor.discharges.item(i).text() for i in range(editor.discharges.count())]
        dye = next(i for i, t in enumerate(titles) if t.startswith("Dye testing"))
        editor.discharges.setCurrentRow(dye)
        assert editor.conditions.count() >= 1
        assert editor.discharges.item(dye).toolTip() == titles[dye]
        condition = editor.conditions.item(0)
        assert condition.toolTip() == condition.text()
        assert window.width() <= 1280
        assert not _hbar(window).isVisible() and _hbar(window).maximum() == 0

        # longer than any city's text today: still no wider than the window
        editor.conditions.addItem(QListWidgetItem(LONG))
        editor.discharges.addItem(LONG)
        editor.discharge_kind.addItem(LONG, "long")
        editor.discharge_kind.setCurrentIndex(editor.discharge_kind.count() - 1)
        qtbot.wait(50)
        assert not _hbar(window).isVisible() and _hbar(window).maximum() == 0
        assert editor.conditions.horizontalScrollBar().maximum() == 0
        assert editor.discharges_box.width() < 1280 - window.tree.width()
    finally:
        window.runner.shutdown()
