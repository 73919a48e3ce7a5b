"""The fifth city, installed beside the workbench, in the desktop: listed in the Plugins panel,
and a site in it evaluates in the window like a bundled city's."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from tests.fifthcity.install import SCENARIO  # noqa: E402
from tests.ui.conftest import make_window, wait_evaluated  # noqa: E402
from workbench.core.plugins.host import load_host  # noqa: E402


def test_the_desktop_lists_and_evaluates_the_installed_city(qtbot, installed):
    host = load_host()
    window = make_window(qtbot, host)
    try:
        wait_evaluated(qtbot, window)
        panel = window.plugins
        listed = {panel.table.item(row, 0).text() for row in range(panel.table.rowCount())}
        assert any("fifth_city" in text or "Fifth City" in text for text in listed), listed
        window.import_scenario(SCENARIO)
        wait_evaluated(qtbot, window)
        result = window.applicability.result
        assert result["jurisdiction"] == "fifth_city"
        status = {f["rule_id"]: f["status"] for f in result["findings"]}
        assert status["control_plan"] == "applies"
    finally:
        window.runner.shutdown()
