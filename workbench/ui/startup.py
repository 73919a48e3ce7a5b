"""Progressive startup: the panels, what each shows until the city plugins are loaded, and the
worker that loads the plugins, the project and the panels' modules off the GUI thread."""

from __future__ import annotations

import sys
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QVBoxLayout, QWidget

from workbench.ui.workers import Progress

PANELS = (
    "site",
    "applicability",
    "sizing",
    "deadlines",
    "penalties",
    "forms",
    "compare",
    "plugins",
)
TITLES = (
    "Site",
    "Applicability",
    "Sizing",
    "Deadlines",
    "Penalties",
    "Forms",
    "Compare",
    "Plugins",
)
LOADING = "Loading city plugins…"
#: modules the panels need, imported on the startup worker so that building the panels on the
#: GUI thread does not wait for them
PANEL_MODULES = (
    "workbench.core.evaluate",
    "workbench.core.compare",
    "workbench.ui.site_editor",
    "workbench.ui.applicability_panel",
    "workbench.ui.sizing_panel",
    "workbench.ui.deadlines_panel",
    "workbench.ui.penalties_panel",
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


class StartupMixin:
    """Progressive startup of ``MainWindow``: the worker after the first paint, then
    ``attach``; waiting for it (tests, screenshots, scripts)."""

    def start_loading(
        self,
        read_project: Callable[[], Any] | None = None,
        listing: list[tuple[str, str | None]] | None = None,
        then: Callable[[], None] | None = None,
    ) -> None:
        """Load the plugins (and ``read_project()``'s project) on a worker after the first
        paint, then ``attach`` them and call ``then()``; ``listing`` (site name, jurisdiction
        id) fills the project tree meanwhile."""
        if listing:
            self.tree.show_pending(listing)
        for page in self.panels.values():
            if isinstance(page, LoadingPage):
                page.set_detail(bool(listing))

        def done(out: dict[str, Any]) -> None:
            if out["error"]:
                self.statusBar().showMessage(f"Cannot read the project: {out['error']}", 15000)
            self.attach(out["host"], out["project"], progressively=True, then=then)

        def failed(message: str) -> None:  # a bug, not a broken plugin (load_plugins reports those)
            self.startup_error = message
            self.eval_status.setText("The workbench could not start.")
            if listing:
                self.tree.show_pending(listing, "not loaded: the workbench could not start")
            for page in self.panels.values():
                if isinstance(page, LoadingPage):
                    page.failed(message)

        def submit() -> None:
            # no label: the loading pages show the busy state, the status bar says what loads
            self.runner.submit(
                "startup",
                lambda p: startup_work(p, read_project),
                done,
                on_error=failed,
                cancellable=False,
            )

        self._when_painted(submit)

    def _when_painted(self, action: Callable[[], None]) -> None:
        """Run ``action`` once the window has been painted (a worker started earlier would
        compete with the first paint for the interpreter); at the latest after 300 ms."""
        if self.painted:
            QTimer.singleShot(0, action)
            return
        self._after_paint.append(action)
        QTimer.singleShot(300, self._run_after_paint)

    def _run_after_paint(self) -> None:
        actions, self._after_paint = self._after_paint, []
        for action in actions:
            action()

    def _first_paint(self) -> None:
        self.painted = True
        QTimer.singleShot(0, self._run_after_paint)

    def wait_loaded(self, timeout_s: float = 60.0) -> bool:
        """Process events until the plugins are loaded and the project is shown."""
        deadline = time.monotonic() + timeout_s
        while not self.is_loaded() and self.startup_error is None and time.monotonic() < deadline:
            self.runner.pool.waitForDone(10)
            QCoreApplication.processEvents()
        return self.is_loaded()

    def wait_idle(self, timeout_s: float = 60.0) -> bool:
        """Process events until the plugins are loaded and no work or chart is pending (for
        screenshots, probes and scripts)."""
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline and self.startup_error is None:
            self.runner.wait_idle(max(0.0, deadline - time.monotonic()))
            QCoreApplication.processEvents()
            if (
                self.is_loaded()
                and not self.runner.busy()
                and not _charts_loading()
                and not self._charts_pending()
            ):
                return True
            time.sleep(0.01)
        return False


def _charts_loading() -> bool:
    """matplotlib is being imported for a chart (``workbench.ui.widgets``, imported by then if
    any chart was asked for)."""
    widgets = sys.modules.get("workbench.ui.widgets")
    return bool(widgets and widgets.charts_loading())
