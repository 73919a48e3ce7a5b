"""Compare at 1280x720 (issue 22 item 4): the categories table shows at least ten rows with the
what-if folded, and keeps eight readable rows with it unfolded (the panel scrolls to the
what-if rather than squeeze the table); the what-if folds to its title and unfolds on a click
(or when a sweep is run). Real widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import EVAL_TIMEOUT_MS, make_window, select_site, wait_evaluated
from workbench.ui.compare_panel import READABLE_ROWS


def _compare_at_1280x720(qtbot, host):
    window = make_window(qtbot, host)
    window.resize(1280, 720)
    wait_evaluated(qtbot, window)
    # the longest site name: the heading takes two lines
    site = max(window.doc.sites(), key=lambda s: len(s.name))
    select_site(qtbot, window, site)
    window.show_panel("compare")
    panel = window.compare
    qtbot.waitUntil(lambda: panel.data is not None, timeout=EVAL_TIMEOUT_MS)
    qtbot.waitUntil(lambda: panel.table.rowCount() >= 10, timeout=EVAL_TIMEOUT_MS)
    return window, panel


def _rows_shown(table) -> int:
    """Whole rows the table's viewport shows."""
    return table.viewport().height() // table.rowHeight(0)


def test_the_categories_table_keeps_ten_rows_at_1280x720(qtbot, host) -> None:
    window, panel = _compare_at_1280x720(qtbot, host)
    try:
        what_if = panel.what_if
        assert _rows_shown(panel.table) >= 10
        assert not what_if.body.isVisible() and what_if.toggle.isVisible()

        qtbot.mouseClick(what_if.toggle, Qt.MouseButton.LeftButton)
        assert what_if.body.isVisible() and what_if.run_button.isVisible()
        assert what_if.canvas.height() >= 100  # the chart has room once unfolded
        qtbot.mouseClick(what_if.toggle, Qt.MouseButton.LeftButton)
        assert not what_if.body.isVisible()
        assert _rows_shown(panel.table) >= 10

        what_if.steps.setValue(3)
        what_if.start_sweep()  # running a what-if unfolds it
        assert what_if.body.isVisible()
        assert what_if.progress.isVisible() and not what_if.run_button.isEnabled()  # under way
    finally:
        window.runner.shutdown()


def test_unfolded_the_what_if_leaves_the_categories_readable(qtbot, host) -> None:
    """The what-if unfolded at 1280x720: the table keeps its rows, the chart its height, and
    the panel scrolls to reach it; folded again, nothing scrolls."""
    window, panel = _compare_at_1280x720(qtbot, host)
    try:
        what_if = panel.what_if
        qtbot.mouseClick(what_if.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: what_if.body.isVisible())
        assert _rows_shown(panel.table) >= READABLE_ROWS
        header = panel.table.horizontalHeader()
        assert all(header.sectionSize(c) > 60 for c in range(1, header.count()))
        assert what_if.canvas.height() >= 140
        bar = panel.scroll.verticalScrollBar()
        qtbot.waitUntil(lambda: bar.maximum() > 0)  # the what-if is reached by scrolling
        panel.scroll.ensureWidgetVisible(what_if.canvas)
        assert bar.value() > 0
        qtbot.mouseClick(what_if.toggle, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: bar.maximum() == 0)
        assert _rows_shown(panel.table) >= 10
    finally:
        window.runner.shutdown()
