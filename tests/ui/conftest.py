"""Fixtures for the desktop tests: the real plugins and the bundled demo project, driven
through the real widgets with pytest-qt. Settings go to a temporary folder (tests/conftest.py)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from PySide6.QtWidgets import QMessageBox  # noqa: E402

from workbench.core.demo import demo_project  # noqa: E402
from workbench.core.plugins.host import load_host  # noqa: E402

EVAL_TIMEOUT_MS = 20_000


@pytest.fixture(scope="session")
def host():
    return load_host()


def make_window(qtbot, host, project=None):
    from workbench.ui.app import application
    from workbench.ui.main_window import MainWindow

    application()
    window = MainWindow(host, project if project is not None else demo_project())
    # never a modal dialog in tests
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard
    window.confirm_delete = lambda _name: True
    window.ask_city = lambda default: default or host.jurisdictions()[0].id
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


def wait_evaluated(qtbot, window):
    """Until the current site's result is on screen (evaluation runs off the GUI thread)."""
    qtbot.waitUntil(
        lambda: (
            not window.runner.busy("evaluate")
            and window.applicability.result is not None
            and window.current_site() is not None
            and window.results.get(window.site_id, ("",))[0] == window._key(window.current_site())
        ),
        timeout=EVAL_TIMEOUT_MS,
    )


@pytest.fixture
def window(qtbot, host):
    win = make_window(qtbot, host)
    wait_evaluated(qtbot, win)
    yield win
    win.runner.shutdown()


def select_site(qtbot, window, site):
    window.tree.select_site(site.id)
    assert window.site_id == site.id
    wait_evaluated(qtbot, window)
