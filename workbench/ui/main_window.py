"""The main window: menus and shortcuts, the project tree, the panels, the ordinance viewer,
background evaluation with progress and cancel, recent files and window geometry.

Startup is progressive. ``MainWindow()`` without a host opens at once: menus, the project
tree (``start_loading`` lists the demo project's sites from its files) and a "Loading city
plugins…" page in every panel. The plugin host, the project's scenarios (the pydantic model)
and the panels' modules load on a worker thread after the first paint; ``attach`` then builds
the panels on the GUI thread, shows the project and starts evaluating. Nothing heavy is
imported by this module: matplotlib, numpy, pydantic, the evaluation core and the plugins
all arrive later. ``MainWindow(host, project)`` builds everything at once (tests, scripts).
"""

from __future__ import annotations

import sys
import time
from collections import OrderedDict
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from workbench.core.memory import hold_long_lived, release_long_lived
from workbench.core.paths import load_settings, ordinance_dir, ordinance_lines, save_settings
from workbench.ui.document import ProjectDocument, copy_scenario, scenario_from_text, store
from workbench.ui.project_tree import ProjectTree
from workbench.ui.theme import APP_TITLE, citation_text
from workbench.ui.workers import Progress, TaskRunner

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QUndoView

    from workbench.core.model import Scenario

MAX_RECENT = 10
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


def evaluate(host: Any, scenario: Any, jid: str) -> dict[str, Any]:
    """``workbench.core.evaluate.evaluate`` (imported at the first evaluation, not at startup)."""
    from workbench.core.evaluate import evaluate as core_evaluate

    return core_evaluate(host, scenario, jid)


def evaluate_site(host: Any, scenario: Scenario, jid: str | None) -> dict[str, Any]:
    """The evaluation of one site under its own jurisdiction (what the panels show)."""
    if not jid:
        raise ValueError(
            "no jurisdiction chosen for this site: pick one in the Site panel, "
            "or see every city side by side in Compare"
        )
    return evaluate(host, scenario, jid)["results"][0]


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


def result_json(result: dict[str, Any]) -> str:
    """A result as the project file stores it (strict, compact JSON)."""
    import json

    return json.dumps(result, allow_nan=False, separators=(",", ":"))


def finding_summary(result: dict[str, Any]) -> tuple[str, str]:
    findings = result.get("findings", [])
    applies = sum(1 for f in findings if f["status"] == "applies")
    needs = sum(1 for f in findings if f["status"] == "needs_info")
    errors = sum(1 for f in findings if f["status"] == "error")
    parts = [f"{applies} apply"]
    if needs:
        parts.append(f"{needs} info")
    if errors:
        parts.append(f"{errors} error")
    status = (
        "error" if errors else "needs_info" if needs else "applies" if applies else "does_not_apply"
    )
    return ", ".join(parts), status


class MainWindow(QMainWindow):
    #: the city plugins are loaded and the panels built (emitted once)
    loaded = Signal()

    def __init__(
        self, host: Any | None = None, project: Any | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.host: Any | None = None
        self.runner = TaskRunner(self)
        self.runner.activity.connect(self._activity)
        self.runner.error.connect(
            lambda channel, message: self.statusBar().showMessage(
                f"{channel} failed: {message}", 10000
            )
        )
        self.doc: ProjectDocument | None = None
        self.site_id: str | None = None
        # id -> (key, result, error) of the sites evaluated one by one, the most recent last; a
        # project's other sites have only their summary in the tree (memory: issue 9)
        self.results: OrderedDict[str, tuple[Any, dict[str, Any] | None, str | None]] = (
            OrderedDict()
        )
        self.settings = load_settings()
        self.painted = False  # the project tree has been painted once
        self._attaching = False
        self._loaded = False
        self.startup_error: str | None = (
            None  # the startup worker failed (a bug: see start_loading)
        )
        self._after_paint: list[Callable[[], None]] = []
        self.setObjectName("main_window")
        self.resize(1440, 900)
        self.setMinimumSize(1000, 640)

        # panels: a loading page each until attach() builds the real ones
        self.tabs = QTabWidget()
        self.tabs.setObjectName("panels")
        self.tabs.setDocumentMode(False)
        self.panels: dict[str, QWidget] = {}
        for key, title in zip(PANELS, TITLES, strict=True):
            page = LoadingPage(title)
            page.setObjectName(f"loading_{key}")
            self.panels[key] = page
            self.tabs.addTab(page, title)
        self.setCentralWidget(self.tabs)
        self.tabs.currentChanged.connect(self._tab_changed)

        # docks
        self.tree = ProjectTree(None)
        self.tree.siteSelected.connect(self.select_site)
        self.tree.addRequested.connect(self.add_site)
        self.tree.renameRequested.connect(
            lambda sid, name: self.doc and self.doc.rename_site(sid, name)
        )
        self.tree.duplicateRequested.connect(self.duplicate_site)
        self.tree.deleteRequested.connect(self.delete_site)
        self.tree.setMinimumWidth(280)
        self.tree.firstPainted.connect(self._first_paint)
        self.tree_dock = self._dock(
            "Project", "dock_project", self.tree, Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.viewer: Any = None  # the OrdinanceViewer, made by attach()
        self.viewer_dock = self._dock(
            "Ordinance", "dock_ordinance", QWidget(), Qt.DockWidgetArea.RightDockWidgetArea
        )
        self.undo_view: QUndoView | None = None  # made by attach()
        self.history_dock = self._dock(
            "Undo history", "dock_history", QWidget(), Qt.DockWidgetArea.LeftDockWidgetArea
        )
        self.history_dock.hide()
        self.viewer_dock.hide()  # opens at the first citation selected
        self.resizeDocks([self.tree_dock], [300], Qt.Orientation.Horizontal)

        # status bar
        self.plugin_status = QLabel()
        self.plugin_status.setTextFormat(Qt.TextFormat.RichText)
        self.plugin_status.linkActivated.connect(lambda _l: self.show_panel("plugins"))
        self.eval_status = QLabel()
        self.eval_status.setMinimumWidth(
            1
        )  # a long site name is cut off rather than squeezing the plugin status
        self.progress = QProgressBar()
        self.progress.setMinimumWidth(200)
        self.progress.setMaximumWidth(260)
        self.progress.setTextVisible(True)
        self.progress.hide()
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.setToolTip("Stop the running evaluation (Esc)")
        self.cancel_button.clicked.connect(lambda: self.runner.cancel())
        self.cancel_button.hide()
        self.statusBar().addWidget(self.eval_status, 1)
        self.statusBar().addPermanentWidget(self.progress)
        self.statusBar().addPermanentWidget(self.cancel_button)
        self.statusBar().addPermanentWidget(self.plugin_status)
        self._busy_timer = QTimer(self)
        self._busy_timer.setSingleShot(True)
        self._busy_timer.timeout.connect(self._show_busy)
        self._pending_activity: tuple[str, int, int, bool] = ("", 0, 0, False)
        self._eval_timer = QTimer(self)
        self._eval_timer.setSingleShot(True)
        self._eval_timer.setInterval(120)
        self._eval_timer.timeout.connect(self.evaluate_current)

        self._build_menus()
        self._restore_geometry()
        if host is not None:
            self.attach(host, project)
        else:
            self.eval_status.setText(LOADING)

    # ----------------------------------------------------------------- progressive startup
    def is_loaded(self) -> bool:
        """The plugins are loaded, the panels built and the project shown."""
        return self._loaded

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

    def attach(
        self,
        host: Any,
        project: Any | None = None,
        *,
        progressively: bool = False,
        then: Callable[[], None] | None = None,
    ) -> None:
        """Build the panels over a loaded plugin host, show ``project`` (default: a new, empty
        one), then call ``then()``. Called once: by the constructor (at once), or when the
        startup worker is done (``progressively``: one panel per turn of the event loop, so the
        window keeps repainting and responding while they are built)."""
        from PySide6.QtWidgets import QUndoView

        from workbench.ui.compare_panel import ComparePanel
        from workbench.ui.forms import FormsPanel
        from workbench.ui.ordinance import OrdinanceViewer
        from workbench.ui.panels import (
            ApplicabilityPanel,
            DeadlinesPanel,
            PenaltiesPanel,
            SizingPanel,
        )
        from workbench.ui.plugins_panel import PluginsPanel
        from workbench.ui.site_editor import SiteEditor

        assert not self._loaded and not self._attaching, "attach() is called once"
        self._attaching = True
        self.tree.host = host
        makers: dict[str, Callable[[], QWidget]] = {
            "site": lambda: SiteEditor(host),
            "applicability": lambda: ApplicabilityPanel(host),
            "sizing": lambda: SizingPanel(host),
            "deadlines": lambda: DeadlinesPanel(host),
            "penalties": lambda: PenaltiesPanel(host),
            "forms": lambda: FormsPanel(host),
            "compare": lambda: ComparePanel(host, self.runner),
            "plugins": lambda: PluginsPanel(host),
        }
        built: dict[str, QWidget] = {}

        def build(key: str) -> Callable[[], None]:
            return lambda: built.__setitem__(key, makers[key]())

        def show_project() -> None:
            self.viewer = OrdinanceViewer()
            self.undo_view = QUndoView()
            for dock, widget in (
                (self.viewer_dock, self.viewer),
                (self.history_dock, self.undo_view),
            ):
                placeholder = dock.widget()
                dock.setWidget(widget)
                placeholder.deleteLater()
            self.site_editor, self.applicability, self.sizing, self.deadlines = (
                built["site"],
                built["applicability"],
                built["sizing"],
                built["deadlines"],
            )
            self.penalties, self.forms, self.compare, self.plugins = (
                built["penalties"],
                built["forms"],
                built["compare"],
                built["plugins"],
            )
            for panel in (
                self.applicability,
                self.sizing,
                self.deadlines,
                self.penalties,
                self.forms,
                self.compare,
            ):
                panel.citationActivated.connect(self.show_citation)
            self.plugins.chooseOrdinanceFolder.connect(self.choose_ordinance_folder)
            self.host = host
            self._show_plugin_status()
            self.eval_status.setText("")
            # the tree shows the project and the first evaluation starts; the panels fill in
            # before they replace the loading pages (next step)
            self.set_document(
                ProjectDocument(
                    project if project is not None else store().new_project("Untitled project")
                )
            )

        def swap(index: int) -> Callable[[], None]:
            def step() -> None:  # the loading page of one tab gives way to its panel
                key, current = PANELS[index], self.tabs.currentIndex()
                panel, old = built[key], self.panels[key]
                panel.setObjectName(f"panel_{key}")
                self.panels[key] = panel
                self.tabs.blockSignals(True)
                self.tabs.removeTab(index)
                self.tabs.insertTab(index, panel, TITLES[index])
                self.tabs.setCurrentIndex(current)
                self.tabs.blockSignals(False)
                old.deleteLater()
                if index == current:
                    self._flush_charts()

            return step

        def done() -> None:
            self._attaching = False
            self._loaded = True
            self._enable_actions()
            self.loaded.emit()
            if then is not None:
                then()

        first = max(self.tabs.currentIndex(), 0)  # the tab in view first
        order = [first, *[i for i in range(len(PANELS)) if i != first]]
        steps = (
            [build(PANELS[i]) for i in order] + [show_project] + [swap(i) for i in order] + [done]
        )
        if not progressively:
            for step in steps:
                step()
            return

        def run_next() -> None:
            steps.pop(0)()
            if steps:
                QTimer.singleShot(0, run_next)

        run_next()

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

    # ----------------------------------------------------------------- construction
    def _dock(self, title: str, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetClosable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.addDockWidget(area, dock)
        return dock

    def _action(
        self, menu: Any, text: str, slot: Any, shortcut: Any = None, tip: str = ""
    ) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False: slot())
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        """Menus and toolbar. Actions that need the plugins or a project are disabled until
        ``attach`` (``_enable_actions``)."""
        bar = self.menuBar()
        S = QKeySequence.StandardKey
        file = bar.addMenu("&File")
        new_action = self._action(file, "&New project", self.new_project, S.New)
        open_action = self._action(
            file,
            "&Open…",
            self.open_dialog,
            S.Open,
            "Open a project (.swproj) or a scenario (.json)",
        )
        self.recent_menu = file.addMenu("Open &Recent")
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        file.addSeparator()
        self.save_action = self._action(file, "&Save", self.save, S.Save)
        save_as_action = self._action(file, "Save &As…", self.save_as, S.SaveAs)
        file.addSeparator()
        import_action = self._action(
            file,
            "&Import scenario…",
            self.import_dialog,
            "Ctrl+I",
            "Add a workbench-scenario/1 JSON file to the project as a site",
        )
        self.export_menu = file.addMenu("&Export")
        self._build_export_menu()
        file.addSeparator()
        close_action = self._action(file, "&Close project", self.close_project, S.Close)
        self._action(file, "&Quit", self.close, S.Quit)

        edit = bar.addMenu("&Edit")
        self.undo_action = None
        self.redo_action = None
        self.edit_menu = edit
        edit.addSeparator()
        add_action = self._action(edit, "&Add site", lambda: self.add_site(""), "Ctrl+Shift+N")
        site_actions = [
            self._action(edit, "&Rename site", self.rename_current, "F2"),
            self._action(
                edit, "&Duplicate site", lambda: self.duplicate_site(self.site_id), "Ctrl+D"
            ),
            self._action(edit, "De&lete site", lambda: self.delete_site(self.site_id), S.Delete),
        ]

        view = bar.addMenu("&View")
        for i, (key, title) in enumerate(
            zip(PANELS, [self.tabs.tabText(i) for i in range(self.tabs.count())], strict=True),
            start=1,
        ):
            self._action(view, f"{title} panel", lambda k=key: self.show_panel(k), f"Ctrl+{i}")
        view.addSeparator()
        for dock in (self.tree_dock, self.viewer_dock, self.history_dock):
            view.addAction(dock.toggleViewAction())

        tools = bar.addMenu("&Tools")
        compare_action = self._action(
            tools, "&Compare jurisdictions", lambda: self.show_panel("compare"), "Ctrl+K"
        )
        self._action(tools, "&Plugins", lambda: self.show_panel("plugins"))
        self._action(tools, "&Ordinance folder…", self.choose_ordinance_folder)
        tools.addSeparator()
        all_action = self._action(
            tools,
            "&Evaluate all sites",
            self.evaluate_all,
            "F5",
            "Evaluate every site of the project in the background",
        )
        self._action(tools, "Ca&ncel running work", lambda: self.runner.cancel(), "Esc")

        help_menu = bar.addMenu("&Help")
        self._action(help_menu, "&Ordinance sources", self.show_sources)
        self._action(help_menu, "&About", self.show_about)

        toolbar = self.addToolBar("Main")
        toolbar.setObjectName("toolbar_main")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        for action in (
            new_action,
            open_action,
            self.save_action,
            None,
            add_action,
            all_action,
            None,
            self.report_action,
            compare_action,
        ):
            if action is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(action)
        self.report_action.setIconText("Report")
        all_action.setIconText("Evaluate all")
        compare_action.setIconText("Compare")
        add_action.setIconText("Add site")
        open_action.setIconText("Open")
        new_action.setIconText("New")
        self._wait_actions = [
            new_action,
            open_action,
            self.recent_menu.menuAction(),
            self.save_action,
            save_as_action,
            import_action,
            self.export_menu.menuAction(),
            close_action,
            add_action,
            *site_actions,
            all_action,
        ]
        for action in self._wait_actions:
            action.setEnabled(False)

    def _enable_actions(self) -> None:
        for action in self._wait_actions:
            action.setEnabled(True)
        outputs = _outputs()
        for (name, _scope), action in self.export_actions.items():
            available = outputs is not None and hasattr(outputs, name)
            action.setEnabled(available)
            if not available:
                action.setToolTip("not available in this build (workbench.outputs is missing)")

    def _build_export_menu(self) -> None:
        """The export entries; whether workbench.outputs provides each is checked when the
        plugins are loaded (``_enable_actions``)."""
        self.export_menu.clear()
        entries = (
            (
                "Compliance report for this site (PDF)…",
                "write_report",
                "site",
                "PDF (*.pdf)",
                ".pdf",
            ),
            (
                "Compliance report for the project (PDF)…",
                "write_report",
                "project",
                "PDF (*.pdf)",
                ".pdf",
            ),
            (
                "Plan-check summary for the project (PDF)…",
                "write_summary",
                "project",
                "PDF (*.pdf)",
                ".pdf",
            ),
            ("Deadlines calendar (.ics)…", "write_ics", "project", "iCalendar (*.ics)", ".ics"),
            ("Workbook (.xlsx)…", "write_xlsx", "project", "Excel workbook (*.xlsx)", ".xlsx"),
            ("Tables (.csv)…", "write_csv", "project", "CSV (*.csv)", ".csv"),
        )
        self.report_action: QAction | None = None
        self.export_actions: dict[tuple[str, str], QAction] = {}
        for text, name, scope, pattern, suffix in entries:
            action = self._action(
                self.export_menu,
                text,
                lambda n=name, sc=scope, p=pattern, sf=suffix: self.export_output(n, sc, p, sf),
            )
            action.setEnabled(False)
            self.export_actions[(name, scope)] = action
            if name == "write_report" and scope == "site":
                action.setShortcut(QKeySequence("Ctrl+P"))
                self.report_action = action
        self.export_menu.addSeparator()
        self._action(self.export_menu, "Site as scenario (.json)…", self.export_scenario)

    # ----------------------------------------------------------------- document
    def set_document(self, doc: ProjectDocument) -> None:
        old = self.doc
        if old is not None:
            self.runner.cancel()
            old.undo_stack.cleanChanged.disconnect(self._update_title)
            old.sitesChanged.disconnect(self._sites_changed)
            old.siteChanged.disconnect(self._site_changed)
            old.pathChanged.disconnect(self._update_title)
            if self.undo_action is not None:
                self.edit_menu.removeAction(self.undo_action)
                self.edit_menu.removeAction(self.redo_action)
        if old is not None:
            release_long_lived()  # the old project's objects may be collected again
        self.doc = doc
        self.results.clear()
        doc.undo_stack.cleanChanged.connect(self._update_title)
        doc.sitesChanged.connect(self._sites_changed)
        doc.siteChanged.connect(self._site_changed)
        doc.pathChanged.connect(self._update_title)
        self.undo_action = doc.undo_stack.createUndoAction(self, "&Undo")
        self.undo_action.setShortcut(QKeySequence.StandardKey.Undo)
        self.redo_action = doc.undo_stack.createRedoAction(self, "&Redo")
        self.redo_action.setShortcuts([QKeySequence.StandardKey.Redo, QKeySequence("Ctrl+Y")])
        first = self.edit_menu.actions()[0] if self.edit_menu.actions() else None
        self.edit_menu.insertActions(first, [self.undo_action, self.redo_action])
        self.undo_view.setStack(doc.undo_stack)
        for panel in (
            self.site_editor,
            self.applicability,
            self.sizing,
            self.deadlines,
            self.penalties,
            self.forms,
        ):
            panel.set_document(doc)
        self.site_id = None
        self.tree.set_document(doc)
        if not doc.sites():
            self.select_site("")
        self._update_title()
        hold_long_lived()  # the project lives until the next one: full collections skip it
        if doc.sites():
            QTimer.singleShot(0, self.evaluate_all)  # summaries in the tree for every site
        if doc.readonly:
            reason = getattr(doc.project, "readonly_reason", None) or "opened read-only"
            self.statusBar().showMessage(
                f"Read-only: {reason}. Use Save As to keep changes.", 15000
            )

    def _update_title(self, *_args: Any) -> None:
        if self.doc is None:
            return
        try:
            readonly = " (read-only)" if self.doc.readonly else ""
            self.setWindowTitle(f"{self.doc.display_name()}{readonly}[*] — {APP_TITLE}")
            self.setWindowModified(self.doc.modified)
        except RuntimeError:  # the window is being destroyed
            pass

    def _sites_changed(self) -> None:
        self.tree.rebuild()
        if self.site_id and self.doc and self.doc.site(self.site_id) is None:
            self.site_id = None
            self.tree.rebuild()
        self._update_title()

    def _site_changed(self, site_id: str) -> None:
        site = self.doc.site(site_id) if self.doc else None
        if site is not None:
            node = self.tree.site_item(site_id)
            group_jid = (
                node.parent().data(1, Qt.ItemDataRole.UserRole)
                if node is not None and node.parent()
                else None
            )
            if node is None or (group_jid or None) != (site.jurisdiction or None):
                self.tree.rebuild(select=site_id)
        if site_id == self.site_id:
            self.site_editor.set_site(site)
            self._show_result(site)
            self._eval_timer.start()
        self._update_title()

    # ----------------------------------------------------------------- selection and evaluation
    def current_site(self) -> Any | None:
        return self.doc.site(self.site_id) if self.doc and self.site_id else None

    def select_site(self, site_id: str) -> None:
        site = self.doc.site(site_id) if self.doc and site_id else None
        self.site_id = site.id if site is not None else None
        if site is not None and self.tree.current_site_id() != site.id:
            self.tree.select_site(site.id)
        self.site_editor.set_site(site)
        self.compare.set_site(site)
        self._show_result(site)
        if site is not None:
            self.evaluate_current()

    #: full results kept for quick switching between recently viewed sites
    RESULTS_KEPT = 24

    def _key(self, site: Any) -> tuple[str | None, str]:
        """What a result depends on: the jurisdiction and the scenario text."""
        return site.jurisdiction, site.scenario_text()

    def _show_result(self, site: Any | None) -> None:
        result = error = None
        if site is not None:
            cached = self.results.get(site.id)
            if cached is not None and cached[0] == self._key(site):
                _key, result, error = cached
        for panel in (self.applicability, self.sizing, self.deadlines, self.penalties):
            panel.set_site(site, result, error)
        self.forms.set_site(site)

    def evaluate_current(self) -> None:
        site = self.current_site()
        if site is None:
            return
        key = self._key(site)
        cached = self.results.get(site.id)
        if cached is not None and cached[0] == key:
            self._show_result(site)
            return
        scenario = copy_scenario(site.scenario)
        jid = scenario.jurisdiction
        host = self.host
        site_id = site.id
        self.eval_status.setText(f"Evaluating {site.name}…")

        def work(_progress: Progress) -> tuple[dict[str, Any], str]:
            result = evaluate_site(host, scenario, jid)
            return result, result_json(result)  # the project file's text, made off the GUI thread

        def done(pair: tuple[dict[str, Any], str]) -> None:
            self._evaluated(site_id, key, pair[0], None, pair[1])

        def failed(message: str) -> None:
            self._evaluated(
                site_id,
                key,
                None,
                message.split(": ", 1)[-1]
                if message.startswith(("ValueError", "InputError"))
                else message,
            )

        self.runner.submit(
            "evaluate",
            work,
            done,
            label=f"Evaluating {site.name}",
            on_error=failed,
            on_cancel=lambda: self.eval_status.setText("Evaluation cancelled."),
        )
        if self.tabs.currentWidget() is self.compare:
            self.compare.start()

    def _evaluated(
        self,
        site_id: str,
        key: Any,
        result: dict[str, Any] | None,
        error: str | None,
        text_json: str | None = None,
    ) -> None:
        self.results[site_id] = (key, result, error)
        self.results.move_to_end(site_id)
        while len(self.results) > self.RESULTS_KEPT:
            self.results.popitem(last=False)
        site = self.doc.site(site_id) if self.doc else None
        if site is None:
            return
        if result is not None:
            self._store_result(site, result, text_json)
            text, status = finding_summary(result)
            self.tree.set_summary(site_id, text, status)
            when = datetime.now().strftime("%H:%M:%S")
            self.eval_status.setText(
                f"{site.name}: {text} under {result.get('jurisdiction_name')} "
                f"(ruleset {result.get('ruleset_version')}) — evaluated {when}"
            )
        else:
            self.tree.set_summary(site_id, "cannot evaluate", "error")
            self.eval_status.setText(f"{site.name}: {error}")
        if site_id == self.site_id and key == self._key(site):
            self._show_result(site)
        if self.tabs.currentWidget() is self.compare and self.compare.data is None:
            self.compare.start()

    def _store_result(
        self, site: Any, result: dict[str, Any], text_json: str | None = None
    ) -> None:
        """Keep the result with the versions that produced it, for the project file (as its JSON
        text when given: compact, and the stored result it replaces is never decoded)."""
        try:
            from workbench.core.store.project import StoredResult

            site.results[result["jurisdiction"]] = StoredResult(
                result["jurisdiction"],
                str(result.get("plugin_version")),
                str(result.get("ruleset_version")),
                datetime.now(UTC).isoformat(timespec="seconds"),
                None if text_json is not None else result,
                data_json=text_json,
            )
        except Exception:  # noqa: BLE001 - results are a cache; the scenario is what matters
            pass

    def evaluate_all(self) -> None:
        """Every site of the project, in the background, with progress and cancel: the summary
        of each in the tree. Only summaries are kept (a full result is ~60 KB of JSON; a project
        of 5,000 sites would hold hundreds of MB); the site shown is evaluated on its own, and
        scenarios go to the worker as their stored text (not parsed on the GUI thread)."""
        if self.doc is None or not self.doc.sites():
            return
        jobs = [
            (s.id, s.jurisdiction, s.scenario_text(), s.scenario_folder(), s.name)
            for s in self.doc.sites()
        ]
        jobs.sort(
            key=lambda job: job[1] or ""
        )  # city by city, as core.evaluate.evaluate_each (faster)
        host = self.host

        def work(progress: Progress) -> list[tuple[str, tuple[str, str] | None, str | None]]:
            out = []
            for i, (sid, jid, text, folder, name) in enumerate(jobs):
                progress.step(i, len(jobs), name)
                try:
                    out.append(
                        (
                            sid,
                            finding_summary(
                                evaluate_site(host, scenario_from_text(text, folder), jid)
                            ),
                            None,
                        )
                    )
                except Exception as error:  # noqa: BLE001 - one site's problem is that site's error
                    out.append((sid, None, str(error)))
            return out

        def done(out: list[tuple[str, tuple[str, str] | None, str | None]]) -> None:
            self.tree.set_summaries(
                {sid: summary or ("cannot evaluate", "error") for sid, summary, _error in out}
            )
            errors = sum(1 for *_rest, e in out if e)
            self.eval_status.setText(
                f"Evaluated {len(out)} sites"
                + (f"; {errors} could not be evaluated" if errors else "")
            )

        self.runner.submit(
            "project",
            work,
            done,
            label="Evaluating all sites",
            on_cancel=lambda: self.eval_status.setText("Evaluation of all sites cancelled."),
        )

    def _activity(self, label: str, done: int, total: int, cancellable: bool) -> None:
        self._pending_activity = (label, done, total, cancellable)
        if not label:
            self._busy_timer.stop()
            self.progress.hide()
            self.cancel_button.hide()
            return
        if self.progress.isVisible():
            self._show_busy()
        elif not self._busy_timer.isActive():
            self._busy_timer.start(300)

    def _show_busy(self) -> None:
        label, done, total, cancellable = self._pending_activity
        if not label:
            return
        self.progress.setRange(0, total if total else 0)
        if total:
            self.progress.setValue(done)
        self.progress.setFormat(f"{label[:40]} %p%" if total else label[:40])
        self.progress.setToolTip(label)
        self.progress.show()
        self.cancel_button.setVisible(cancellable)

    # ----------------------------------------------------------------- panels and viewer
    def _tab_changed(self, _index: int) -> None:
        # charts of hidden panels are drawn when their panel is shown
        QTimer.singleShot(0, self._flush_charts)

    def _charts_pending(self) -> bool:
        """A chart of the panel in view is asked for and not drawn yet."""
        panel = self.tabs.currentWidget()
        widgets = sys.modules.get("workbench.ui.widgets")
        if panel is None or widgets is None:
            return False
        return any(
            canvas.pending()
            for canvas in panel.findChildren(widgets.PlotCanvas)
            if canvas.isVisible()
        )

    def _flush_charts(self) -> None:
        panel = self.tabs.currentWidget()
        if panel is not None:
            from workbench.ui.widgets import PlotCanvas

            for canvas in panel.findChildren(PlotCanvas):
                canvas.flush()

    def show_panel(self, key: str) -> None:
        self.tabs.setCurrentWidget(self.panels[key])

    def show_citation(self, citation: dict, context: str = "") -> None:
        if self.viewer is None:  # only panels cite, and they exist once the plugins are loaded
            return
        if not self.viewer_dock.isVisible():
            self.viewer_dock.show()
            QTimer.singleShot(
                0,
                lambda: self.resizeDocks(
                    [self.viewer_dock], [max(420, self.width() * 2 // 7)], Qt.Orientation.Horizontal
                ),
            )
        self.viewer_dock.raise_()
        found = self.viewer.show_citation(citation, context)
        self.statusBar().showMessage(
            f"Ordinance {citation.get('source')}: {citation_text(citation)}"
            if found
            else "Ordinance text not available; showing the citation only.",
            6000,
        )

    def _show_plugin_status(self) -> None:
        from workbench.ui.plugins_panel import plugin_problems

        problems = plugin_problems(self.host)
        loaded = len(self.host.jurisdictions())
        if problems:
            self.plugin_status.setText(
                f"<a href='plugins' style='color:#7d3c98'><b>⚠ {len(problems)} plugin problem"
                f"{'s' if len(problems) != 1 else ''}</b></a> · {loaded} cities loaded"
            )
            self.plugin_status.setToolTip("\n".join(problems))
        else:
            self.plugin_status.setText(f"✔ {loaded} cities loaded")
            self.plugin_status.setToolTip("")

    # ----------------------------------------------------------------- site commands
    def add_site(self, jid: str = "") -> None:
        if self.doc is None:
            return
        current = self.current_site()
        jurisdiction = jid or (current.jurisdiction if current is not None else None)
        if not jurisdiction and self.host.jurisdictions():
            jurisdiction = self.host.jurisdictions()[0].id
        from workbench.core.model import FORMAT, Scenario

        n = len(self.doc.sites()) + 1
        scenario = Scenario(format=FORMAT, name=f"New site {n}", jurisdiction=jurisdiction)
        site_id = self.doc.add_site(scenario, f"New site {n}")
        self.tree.rebuild(select=site_id)
        self.show_panel("site")

    def rename_current(self) -> None:
        found = self.tree.site_item(self.site_id) if self.site_id else None
        if found is not None:
            self.tree.editItem(found, 0)

    def duplicate_site(self, site_id: str | None) -> None:
        if self.doc is None or not site_id:
            return
        new_id = self.doc.duplicate_site(site_id)
        if new_id:
            self.tree.rebuild(select=new_id)

    def delete_site(self, site_id: str | None) -> None:
        if self.doc is None or not site_id:
            return
        site = self.doc.site(site_id)
        if site is None:
            return
        self.doc.remove_site(site_id)
        self.statusBar().showMessage(f"Deleted “{site.name}”. Undo with Ctrl+Z.", 8000)

    # ----------------------------------------------------------------- files
    def ask_unsaved(self) -> QMessageBox.StandardButton:
        """Save / Discard / Cancel (tests replace this)."""
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            APP_TITLE,
            f"“{self.doc.display_name() if self.doc else ''}” has unsaved changes.",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.Discard
            | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setInformativeText("Save them before closing?")
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        return QMessageBox.StandardButton(box.exec())

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current project."""
        if self.doc is None or not self.doc.modified:
            return True
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def _release(self) -> None:
        if self.doc is not None:
            try:
                store().close_project(self.doc.project)
            except Exception:  # noqa: BLE001 - closing an unsaved project or one already closed
                pass

    def new_project(self) -> None:
        if not self.maybe_save():
            return
        self._release()
        self.set_document(ProjectDocument(store().new_project("Untitled project")))

    def close_project(self) -> None:
        self.new_project()

    def open_dialog(self) -> None:
        if not self.maybe_save():
            return
        start = str(Path(self.doc.path).parent) if self.doc and self.doc.path else str(Path.home())
        path, _ = QFileDialog.getOpenFileName(
            self,
            "Open project or scenario",
            start,
            "Projects and scenarios (*.swproj *.json);;Projects (*.swproj);;"
            "Scenarios (*.json);;All files (*)",
        )
        if path:
            self.open_path(path, ask=False)

    def open_path(self, path: str | Path, ask: bool = True, readonly: bool = False) -> bool:
        """Open a project file, or a scenario file as a new unsaved project with one site."""
        if ask and not self.maybe_save():
            return False
        path = Path(path)
        if path.suffix.lower() == ".json":
            from workbench.core.scenario import ScenarioError, load

            try:
                scenario = load(path)
            except ScenarioError as error:
                self._error("Cannot open the scenario", str(error))
                return False
            project = store().new_project(scenario.name or path.stem)
            project.add_site(scenario, name=scenario.name or path.stem)
            self._release()
            self.set_document(ProjectDocument(project))
            self._remember(path)
            return True
        api = store()
        if self._opens_slowly(path):
            # Opening checks the whole file (integrity, schema) before using it: seconds for a
            # project of thousands of sites with results, so it runs off the GUI thread.
            self.runner.submit(
                "open",
                lambda _progress: self._try_open(api, path, readonly),
                lambda outcome: self._opened(api, path, *outcome),
                label=f"Opening {path.name}",
                cancellable=False,
            )
            return True
        return self._opened(api, path, *self._try_open(api, path, readonly))

    #: Files above this size are opened off the GUI thread with a progress indicator.
    SLOW_OPEN_BYTES = 20_000_000

    def _opens_slowly(self, path: Path) -> bool:
        try:
            return path.stat().st_size > self.SLOW_OPEN_BYTES
        except OSError:
            return False

    @staticmethod
    def _try_open(api: Any, path: Path, readonly: bool) -> tuple[Any, Exception | None, bool]:
        """(project or None, the error, readonly) without touching widgets (any thread)."""
        try:
            return api.open_project(path, readonly=readonly), None, readonly
        except api.ProjectFileError as error:
            return None, error, readonly

    def _opened(
        self, api: Any, path: Path, project: Any, error: Exception | None, readonly: bool
    ) -> bool:
        """Show an opened project, or say why it could not be opened (GUI thread)."""
        if isinstance(error, api.ProjectInUseError):
            answer = QMessageBox.question(self, APP_TITLE, f"{error}\n\nOpen it read-only instead?")
            if answer != QMessageBox.StandardButton.Yes:
                return False
            return self.open_path(path, ask=False, readonly=True)
        if error is not None:
            self._error("Cannot open the project", str(error))
            return False
        self._release()
        self.set_document(ProjectDocument(project))
        if getattr(project, "migrated_from", None) is not None:
            self.statusBar().showMessage(
                f"Upgraded from file version {project.migrated_from}; "
                f"backup at {project.backup_path}",
                15000,
            )
        self._remember(path)
        return True

    def save(self) -> bool:
        if self.doc is None:
            return False
        if self.doc.path is None or self.doc.readonly:
            return self.save_as()
        return self._save_to(None)

    def save_as(self) -> bool:
        if self.doc is None:
            return False
        suggested = (
            str(self.doc.path) if self.doc.path else str(Path.home() / f"{self.doc.name}.swproj")
        )
        path, _ = QFileDialog.getSaveFileName(
            self, "Save project as", suggested, "Projects (*.swproj)"
        )
        if not path:
            return False
        if not path.lower().endswith(".swproj"):
            path += ".swproj"
        return self._save_to(Path(path))

    def _save_to(self, path: Path | None) -> bool:
        assert self.doc is not None
        api = store()
        try:
            if path is None:
                api.save_project(self.doc.project)
            else:
                api.save_project(self.doc.project, path)
        except (api.ProjectFileError, OSError, ValueError) as error:
            self._error("Cannot save the project", str(error))
            return False
        self.doc.mark_saved()
        self._remember(self.doc.path)
        self.statusBar().showMessage(f"Saved {self.doc.path}", 5000)
        return True

    def import_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, "Import scenario", str(Path.home()), "Scenarios (*.json);;All files (*)"
        )
        if path:
            self.import_scenario(path)

    def import_scenario(self, path: str | Path) -> str | None:
        """Add a scenario file to the project as a new site (one undo step)."""
        if self.doc is None:
            return None
        from workbench.core.scenario import ScenarioError, load

        try:
            scenario = load(path)
        except ScenarioError as error:
            self._error("Cannot import the scenario", str(error))
            return None
        site_id = self.doc.add_site(
            scenario, scenario.name or Path(path).stem, text=f"Import {Path(path).name}"
        )
        self.tree.rebuild(select=site_id)
        self.statusBar().showMessage(f"Imported {Path(path).name} as a new site.", 6000)
        return site_id

    def export_scenario(self) -> None:
        site = self.current_site()
        if site is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, "Export site as scenario", f"{site.name}.json", "Scenario (*.json)"
        )
        if not path:
            return
        from workbench.core.scenario import dump

        scenario = copy_scenario(site.scenario)
        if not scenario.name:
            scenario.name = site.name
        outputs = _outputs()
        try:
            if outputs is not None and hasattr(outputs, "export_scenario"):
                outputs.export_scenario(scenario, path)
            else:
                dump(scenario, path)
        except Exception as error:  # noqa: BLE001 - shown to the user
            self._error("Cannot export the scenario", str(error))
            return
        self.statusBar().showMessage(f"Exported {path}", 5000)

    def export_output(
        self, name: str, scope: str, pattern: str, suffix: str, path: str | None = None
    ) -> None:
        """Write a report or export (workbench.outputs) in the background."""
        outputs = _outputs()
        site = self.current_site()
        if outputs is None or not hasattr(outputs, name) or self.doc is None:
            return
        sites = [site] if scope == "site" and site is not None else self.doc.sites()
        if not sites:
            return
        stem = sites[0].name if scope == "site" else self.doc.name
        if path is None:
            start = str(
                (Path(self.doc.path).parent if self.doc.path else Path.home()) / f"{stem}{suffix}"
            )
            path, _ = QFileDialog.getSaveFileName(self, "Export", start, pattern)
        if not path:
            return
        pairs = [(s.name, copy_scenario(s.scenario), s.jurisdiction) for s in sites]
        host = self.host
        function = getattr(outputs, name)

        def work(progress: Progress) -> str:
            if name in ("write_report", "write_summary"):
                progress.step(0, 1, "writing the report")
                function(
                    [(n, sc) for n, sc, _j in pairs],
                    path,
                    host=host,
                    progress=lambda done, total, text: progress.step(done, total, text),
                )
                return path
            from workbench.core.evaluate import evaluate_each

            docs: list[Any] = [None] * len(pairs)
            batch = [(scenario, jid or "all") for _name, scenario, jid in pairs]
            for done, (i, doc) in enumerate(evaluate_each(host, batch)):  # city by city
                progress.step(done, len(pairs) + 1, pairs[i][0])
                if isinstance(doc, Exception):
                    raise doc
                doc["site"] = pairs[i][0]
                docs[i] = doc
            progress.step(len(pairs), len(pairs) + 1, "writing")
            function(docs, path)
            return path

        self.runner.submit(
            f"export:{path}",
            work,
            lambda p: self.statusBar().showMessage(f"Exported {p}", 8000),
            label=f"Exporting {Path(path).name}",
            on_error=lambda message: self._error("Export failed", message),
        )

    def _remember(self, path: Path | str | None) -> None:
        if not path:
            return
        text = str(Path(path).resolve())
        recent = [
            p for p in self.settings.get("recent_files", []) if isinstance(p, str) and p != text
        ]
        self.settings["recent_files"] = [text, *recent][:MAX_RECENT]
        self._save_settings()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        recent = [p for p in self.settings.get("recent_files", []) if isinstance(p, str)]
        for i, p in enumerate(recent, start=1):
            action = self.recent_menu.addAction(f"&{i % 10} {Path(p).name}  —  {Path(p).parent}")
            action.setEnabled(Path(p).exists())
            action.triggered.connect(lambda _c=False, p=p: self.open_path(p))
        if not recent:
            self.recent_menu.addAction("(no recent files)").setEnabled(False)
        else:
            self.recent_menu.addSeparator()
            clear = self.recent_menu.addAction("Clear list")
            clear.triggered.connect(self._clear_recent)

    def _clear_recent(self) -> None:
        self.settings["recent_files"] = []
        self._save_settings()

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as error:
            self.statusBar().showMessage(f"Settings not saved: {error}", 8000)

    def _restore_geometry(self) -> None:
        geometry = self.settings.get("window_geometry")
        state = self.settings.get("window_state")
        try:
            if isinstance(geometry, str):
                self.restoreGeometry(QByteArray.fromBase64(geometry.encode("ascii")))
            if isinstance(state, str):
                self.restoreState(QByteArray.fromBase64(state.encode("ascii")))
        except (ValueError, UnicodeError):
            pass

    def choose_ordinance_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(
            self, "Folder holding the ordinance texts", str(ordinance_dir())
        )
        if not folder:
            return
        self.settings["ordinance_dir"] = folder
        self._save_settings()
        if self.is_loaded():
            self.plugins.refresh()
        if self.viewer is None:
            return
        self.viewer.loaded_source = None
        if self.viewer.citation:
            self.viewer.show_citation(self.viewer.citation)

    def _error(self, title: str, message: str) -> None:
        QMessageBox.warning(self, title, message)

    # ----------------------------------------------------------------- help
    def show_about(self) -> None:
        import html
        from importlib.metadata import PackageNotFoundError, version
        from platform import python_version

        from PySide6 import __version__ as pyside_version
        from PySide6.QtCore import qVersion

        try:
            mpl = version("matplotlib")  # the metadata: importing matplotlib takes a second
        except PackageNotFoundError:  # pragma: no cover - frozen build
            mpl = "?"
        cities = self.host.jurisdictions() if self.host is not None else []
        rows = "".join(
            f"<tr><td>{html.escape(j.name)}</td><td>plugin {html.escape(j.plugin_version)}</td>"
            f"<td>ruleset {html.escape(j.ruleset_version)}</td></tr>"
            for j in cities
        )
        if self.host is None:
            rows = f"<tr><td>{LOADING}</td></tr>"
        QMessageBox.about(
            self,
            f"About {APP_TITLE}",
            (
                f"<h3>{APP_TITLE} {app_version()}</h3>"
                "<p>What a California small city's stormwater ordinance requires of a project, how big the "
                "controls must be, when filings are due and what a violation can cost — every answer cited "
                "to the ordinance line.</p>"
                f"<p>Python {python_version()} · Qt {qVersion()} · PySide6 {pyside_version} · "
                f"matplotlib {mpl} · {html.escape(sys.platform)}</p><table cellpadding='3'>{rows}</table>"
            ),
        )

    def show_sources(self) -> None:
        import html

        rows = []
        for j in self.host.jurisdictions() if self.host is not None else []:
            found = ordinance_lines(j.source_file) is not None
            rows.append(
                f"<tr><td><b>{html.escape(j.name)}</b></td><td>{html.escape(j.ordinance)}, "
                f"{html.escape(j.chapter)}</td><td>{html.escape(j.source_file)}</td>"
                f"<td style='color:{'#1e8449' if found else '#c0392b'}'>{'found' if found else 'not found'}</td></tr>"
            )
        QMessageBox.information(
            self,
            "Ordinance sources",
            (
                f"<p>Citations point to line numbers in these texts, read from<br><code>{html.escape(str(ordinance_dir()))}"
                "</code></p><table cellpadding='4'>" + "".join(rows) + "</table>"
                "<p>Change the folder with Tools &gt; Ordinance folder…</p>"
            ),
        )

    # ----------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt API
        if not self.maybe_save():
            event.ignore()
            return
        self.settings["window_geometry"] = bytes(self.saveGeometry().toBase64()).decode("ascii")
        self.settings["window_state"] = bytes(self.saveState().toBase64()).decode("ascii")
        self._save_settings()
        self.runner.shutdown()
        self._release()
        event.accept()


def _charts_loading() -> bool:
    """matplotlib is being imported for a chart (``workbench.ui.widgets``, imported by then if
    any chart was asked for)."""
    widgets = sys.modules.get("workbench.ui.widgets")
    return bool(widgets and widgets.charts_loading())


def _outputs() -> Any | None:
    try:
        import workbench.outputs as outputs
    except ImportError:
        return None
    return outputs
