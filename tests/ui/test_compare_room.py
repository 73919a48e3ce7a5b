"""Compare at 1280x720 (issue 22 item 4): the categories table shows at least ten rows; the
what-if folds to its title and unfolds on a click (or when a sweep is run). Real widgets."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.ui.conftest import EVAL_TIMEOUT_MS, make_window, select_site, wait_evaluated


def test_the_categories_table_keeps_ten_rows_at_1280x720(qtbot, host) -> None:
    window = make_window(qtbot, host)
    try:
        window.resize(1280, 720)
        wait_evaluated(qtbot, window)
        # the longest site name: the heading takes two lines
        site = max(window.doc.sites(), key=lambda s: len(s.name))
        select_site(qtbot, window, site)
        window.show_panel("compare")
        panel = window.compare
        qtbot.waitUntil(lambda: panel.data is not None, timeout=EVAL_TIMEOUT_MS)
        qtbot.waitUntil(lambda: panel.table.rowCount() >= 10, timeout=EVAL_TIMEOUT_MS)
        table = panel.table
        ten_rows = 10 * table.rowHeight(0)
        assert table.viewport().height() >= ten_rows
        assert not panel.what_body.isVisible() and panel.what_toggle.isVisible()

        qtbot.mouseClick(panel.what_toggle, Qt.MouseButton.LeftButton)
        assert panel.what_body.isVisible() and panel.run_button.isVisible()
        assert panel.canvas.height() >= 100  # the chart has room once unfolded
        qtbot.mouseClick(panel.what_toggle, Qt.MouseButton.LeftButton)
        assert not panel.what_body.isVisible()
        assert table.viewport().height() >= ten_rows

        panel.steps.setValue(3)
        panel.start_sweep()  # running a what-if unfolds it
        assert panel.what_body.isVisible()
        assert panel.progress.isVisible() and not panel.run_button.isEnabled()  # under way
    finally:
        window.runner.shutdown()
