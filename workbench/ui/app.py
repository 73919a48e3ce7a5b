"""Starting the desktop workbench: ``workbench`` (no sub-command) calls ``main(argv)``."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication

from workbench.ui.theme import APP_TITLE, STYLESHEET


def application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), styled."""
    app = QApplication.instance()
    if app is None:
        app = QApplication([sys.argv[0] if sys.argv else "workbench", *(argv or [])])
    app.setApplicationName(APP_TITLE)
    app.setOrganizationName("StormwaterWorkbench")
    app.setStyle("Fusion")
    app.setStyleSheet(STYLESHEET)
    return app  # type: ignore[return-value]


def load_project(path: str | None) -> tuple[Any, str | None]:
    """(project or None, path to open in the window); no path: the bundled demo project."""
    if path:
        return None, path
    from workbench.core.demo import demo_project

    return demo_project(), None


def build_window(host: Any = None, path: str | None = None) -> Any:
    """The main window over a host (default: every installed plugin) and a project."""
    from workbench.core.plugins.host import load_host
    from workbench.ui.main_window import MainWindow

    host = host if host is not None else load_host()
    project, to_open = load_project(path)
    window = MainWindow(host, project)
    if to_open:
        if not window.open_path(to_open, ask=False):
            from workbench.core.demo import demo_project
            from workbench.ui.document import ProjectDocument

            window.set_document(ProjectDocument(demo_project()))
    return window


def main(argv: list[str]) -> int:
    """Open the workbench; ``argv`` may hold a project (.swproj) or scenario (.json) path."""
    paths = [a for a in argv if not a.startswith("-")]
    if paths and not Path(paths[0]).exists():
        sys.stderr.write(f"error: {paths[0]}: no such file\n")
        return 2
    os.environ.setdefault("QT_AUTO_SCREEN_SCALE_FACTOR", "1")
    app = application()
    window = build_window(path=paths[0] if paths else None)
    window.show()
    return app.exec()
