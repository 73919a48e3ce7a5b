"""Fixtures for the desktop tests: the real plugins and the bundled demo project, driven
through the real widgets with pytest-qt. Settings go to a temporary folder (tests/conftest.py)."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")
pytest.importorskip("pytestqt")

from pathlib import Path  # noqa: E402

from PySide6.QtGui import QAction  # noqa: E402
from PySide6.QtWidgets import QFileDialog, QMessageBox  # noqa: E402

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
    window.ask_report_unsaved = lambda: QMessageBox.StandardButton.No
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
            and window.is_evaluated(window.current_site())
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


def menu_action(window, menu: str, entry: str) -> QAction:
    """The action a user picks as ``menu`` > ``entry`` (visible texts, without the ``&``)."""

    def plain(text: str) -> str:
        return text.replace("&", "")

    for top in window.menuBar().actions():
        if plain(top.text()) == menu and top.menu() is not None:
            for action in top.menu().actions():
                if plain(action.text()) == entry:
                    return action
    raise AssertionError(f"no menu entry {menu} > {entry}")


def save_as(window, path: Path) -> list[tuple[str, str]]:
    """File > Save As… with the file dialog answering ``path``: the warnings the user was
    shown (title, text), none when the project was saved."""
    warnings: list[tuple[str, str]] = []

    def warn(_parent, title, text, *_args, **_kwargs):
        warnings.append((title, text))
        return QMessageBox.StandardButton.Ok

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(
            QFileDialog,
            "getSaveFileName",
            staticmethod(lambda *_args, **_kwargs: (str(path), "Projects (*.swproj)")),
        )
        patch.setattr(QMessageBox, "warning", staticmethod(warn))
        menu_action(window, "File", "Save As…").trigger()
    return warnings


def saved_as(window, path: Path) -> bool:
    """File > Save As… ``path`` succeeded as the user sees it: no warning, the file written,
    the status bar saying so."""
    warnings = save_as(window, path)
    message = window.statusBar().currentMessage()
    return (
        not warnings
        and Path(path).is_file()
        and Path(window.doc.path).resolve() == Path(path).resolve()
        and message.startswith(f"Saved {window.doc.path}")
    )


def shown_warnings(monkeypatch) -> list[tuple[str, str]]:
    """Record the warning and question boxes the window shows the user (title, text) instead
    of opening them (a question is answered No)."""
    shown: list[tuple[str, str]] = []

    def box(answer):
        def show(_parent, title, text, *_args, **_kwargs):
            shown.append((title, text))
            return answer

        return staticmethod(show)

    monkeypatch.setattr(QMessageBox, "warning", box(QMessageBox.StandardButton.Ok))
    monkeypatch.setattr(QMessageBox, "question", box(QMessageBox.StandardButton.No))
    return shown
