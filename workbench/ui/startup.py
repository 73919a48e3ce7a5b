"""Progressive startup: what each panel shows until the city plugins are loaded, and the
worker that loads the plugins, the project and the panels' modules off the GUI thread."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from workbench.ui.workers import Progress

LOADING = "Loading city plugins…"
#: modules the panels need, imported on the startup worker so that building the panels on the
#: GUI thread does not wait for them
PANEL_MODULES = (
    "workbench.core.evaluate",
    "workbench.core.compare",
    "workbench.ui.site_editor",
    "workbench.ui.panels",
    "workbench.ui.forms",
    "workbench.ui.compare_panel",
    "workbench.ui.ordinance",
    "workbench.outputs",
)


def app_version() -> str:
    try:
        from importlib.metadata import version

        return version("stormwater-workbench")
    except Exception:  # noqa: BLE001 - plain checkout or frozen
        return "0.1.0"


def load_plugins() -> Any:
    """Every installed city plugin. A plugin that fails is a record in the host (reported in
    the Plugins panel); should loading itself fail (strict mode, a broken installation), the
    window still opens, with no city and the failure as a broken record."""
    from workbench.core.plugins.host import Host, PluginRecord, load_host

    try:
        return load_host()
    except Exception as error:  # noqa: BLE001 - shown in the Plugins panel, never a crash
        host = Host(strict=False)
        message = f"{type(error).__name__}: {error}".splitlines()[0]
        host.records["plugins"] = PluginRecord(
            "plugins", "workbench.plugins", status="broken", errors=[message]
        )
        return host


def startup_work(_progress: Progress, read_project: Callable[[], Any] | None) -> dict[str, Any]:
    """The startup worker: plugins, the project's scenarios and the panels' modules."""
    import importlib

    host = load_plugins()
    project = error = None
    if read_project is not None:
        try:
            project = read_project()
        except Exception as problem:  # noqa: BLE001 - reported; the window opens an empty project
            error = str(problem)
    for name in PANEL_MODULES:
        try:
            importlib.import_module(name)
        except (
            ImportError
        ):  # workbench.outputs may be missing from a build; the rest is reported by attach
            pass
    try:  # the deadlines calendar: the holidays package and this year's holidays
        from datetime import date

        from workbench.core.evaluate import calendar_for

        calendar_for(()).holiday_name(date.today())
    except Exception:  # noqa: BLE001 - a warm-up only; the panel reports real problems
        pass
    return {"host": host, "project": project, "error": error}


class LoadingPage(QWidget):
    """What a panel shows until the city plugins are loaded: what is happening, and a busy bar."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = title
        box = QWidget()
        box.setFixedWidth(460)
        inner = QVBoxLayout(box)
        inner.setSpacing(10)
        self.heading = QLabel(LOADING)
        self.heading.setProperty("role", "title")  # the theme's title and hint styles
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        inner.addWidget(self.heading)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)
        self.bar.setTextVisible(False)
        self.bar.setFixedSize(240, 8)
        inner.addWidget(self.bar, 0, Qt.AlignmentFlag.AlignHCenter)
        self.text = QLabel()
        self.text.setProperty("role", "hint")
        self.text.setWordWrap(True)
        self.text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        inner.addWidget(self.text)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(box)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addLayout(row)
        layout.addStretch(2)
        self.set_detail(True)

    def failed(self, message: str) -> None:
        self.heading.setText("The workbench could not start")
        self.heading.setStyleSheet("color: #b03a2e;")
        self.bar.hide()
        self.text.setText(
            f"{message}\n\nPlease report this error; the project file, if any, was not changed."
        )
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

    def set_detail(self, listed: bool) -> None:
        """``listed``: the project's sites are already in the project tree."""
        self.text.setText(
            f"The {self.title} panel opens as soon as the cities' rules are loaded."
            + (" The project's sites are listed on the left." if listed else "")
        )
