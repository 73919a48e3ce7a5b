"""The main window: menus and shortcuts, the project tree, the panels, the ordinance viewer,
background evaluation with progress and cancel, recent files and window geometry.

Startup is progressive. ``MainWindow()`` without a host opens at once: menus, the project
tree (``start_loading`` lists the demo project's sites from its files) and a "Loading city
plugins…" page in every panel. The plugin host, the project's scenarios (the pydantic model)
and the panels' modules load on a worker thread after the first paint; ``attach`` then builds
the panels on the GUI thread, shows the project and starts evaluating. Nothing heavy is
imported by this module: matplotlib, numpy, pydantic, the evaluation core and the plugins
all arrive later. ``MainWindow(host, project)`` builds everything at once (tests, scripts).

The window's other halves are mixins in modules named by what they hold: ``startup``
(progressive loading), ``menus``, ``site_commands`` (add/rename/delete sites, zoom),
``site_evaluation``, ``project_files`` (unsaved prompt, open/save, exports) and
``help_dialogs``.
"""

from __future__ import annotations

import sys
from collections import OrderedDict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QWidget,
)

from workbench.core.memory import hold_long_lived, release_long_lived
from workbench.core.paths import load_settings
from workbench.ui.document import ProjectDocument, store
from workbench.ui.help_dialogs import HelpMixin
from workbench.ui.menus import MenusMixin
from workbench.ui.panel_page import PanelPage, page_of, panel_in
from workbench.ui.project_files import UNTITLED, ProjectFilesMixin
from workbench.ui.project_tree import ProjectTree
from workbench.ui.site_commands import SiteCommandsMixin
from workbench.ui.site_evaluation import EvaluationMixin
from workbench.ui.startup import LOADING, PANELS, TITLES, LoadingPage, StartupMixin
from workbench.ui.theme import APP_TITLE, citation_text
from workbench.ui.undo_keys import UndoKeys
from workbench.ui.workers import TaskRunner

if TYPE_CHECKING:
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QUndoView


class MainWindow(
    StartupMixin,
    MenusMixin,
    SiteCommandsMixin,
    ProjectFilesMixin,
    EvaluationMixin,
    HelpMixin,
    QMainWindow,
):
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
        self.setMinimumSize(640, 400)  # a 1280x720 screen at 150 % is 853x480 (issue 42 N6)

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
        self.tree.setMinimumWidth(160)  # room for the panels on a small screen (N6)
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
        self.undo_keys = UndoKeys(self)  # Ctrl+Z from a field (issue 42 N4)
        self._restore_geometry()
        zoom = self.settings.get("zoom_percent")
        if isinstance(zoom, int) and zoom != 100 and zoom in self.ZOOM_STEPS:
            self.apply_zoom(zoom)
        if host is not None:
            self.attach(host, project)
        else:
            self.eval_status.setText(LOADING)

    # ----------------------------------------------------------------- progressive startup
    def is_loaded(self) -> bool:
        """The plugins are loaded, the panels built and the project shown."""
        return self._loaded

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

        from workbench.ui.applicability_panel import ApplicabilityPanel
        from workbench.ui.compare_panel import ComparePanel
        from workbench.ui.deadlines_panel import DeadlinesPanel
        from workbench.ui.forms import FormsPanel
        from workbench.ui.ordinance import OrdinanceViewer
        from workbench.ui.penalties_panel import PenaltiesPanel
        from workbench.ui.plugins_panel import PluginsPanel
        from workbench.ui.site_editor import SiteEditor
        from workbench.ui.sizing_panel import SizingPanel

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
            self.forms.unsavedChanged.connect(self._update_title)  # typed form input counts
            self.host = host
            self._show_plugin_status()
            self.eval_status.setText("")
            # the tree shows the project and the first evaluation starts; the panels fill in
            # before they replace the loading pages (next step)
            self.set_document(
                ProjectDocument(project if project is not None else store().new_project(UNTITLED))
            )

        def swap(index: int) -> Callable[[], None]:
            def step() -> None:  # the loading page of one tab gives way to its panel
                key, current = PANELS[index], self.tabs.currentIndex()
                panel, old = built[key], self.panels[key]
                panel.setObjectName(f"panel_{key}")
                self.panels[key] = panel
                self.tabs.blockSignals(True)
                self.tabs.removeTab(index)
                self.tabs.insertTab(index, PanelPage(panel), TITLES[index])
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
        self.eval_status.setText("")  # nothing of the previous project stays on screen
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
            self.setWindowModified(self.has_unsaved_work())
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
        self.tabs.setCurrentWidget(page_of(self.panels[key]))

    def current_panel(self) -> QWidget | None:
        """The panel in view (its tab holds it in a scroll area)."""
        return panel_in(self.tabs.currentWidget())

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
            f"Ordinance: {citation_text(citation)}"
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
