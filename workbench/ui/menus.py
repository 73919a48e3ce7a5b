"""The window's menus, toolbar and shortcuts; actions that need the plugins or a project
wait for them. Delete acts on the focused widget (the site only from the project tree)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence

from workbench.ui.project_files import _outputs

if TYPE_CHECKING:
    pass

from workbench.ui.startup import PANELS


class MenusMixin:
    """The menus of ``MainWindow``."""

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
        server_action = self._action(
            file,
            "Open &server project…",
            self.open_server_dialog,
            None,
            "Open a project on a PostgreSQL server: postgresql://USER@HOST/DATABASE/PROJECT "
            "(docs/TEAM.md)",
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
            self._action(edit, "De&lete site…", lambda: self.delete_site(self.site_id), S.Delete),
        ]
        # Delete acts on the widget that has focus (issue 22 item 2): the site only when the
        # project tree has it; a table cell in a panel is cleared by that table instead
        delete_action = site_actions[-1]
        delete_action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.tree.addAction(delete_action)

        view = bar.addMenu("&View")
        for i, (key, title) in enumerate(
            zip(PANELS, [self.tabs.tabText(i) for i in range(self.tabs.count())], strict=True),
            start=1,
        ):
            self._action(view, f"{title} panel", lambda k=key: self.show_panel(k), f"Ctrl+{i}")
        view.addSeparator()
        for dock in (self.tree_dock, self.viewer_dock, self.history_dock):
            view.addAction(dock.toggleViewAction())
        view.addSeparator()
        zoom_in = self._action(view, "Zoom &in", lambda: self.zoom(+1), "Ctrl+=", "Larger text")
        zoom_in.setShortcuts([QKeySequence("Ctrl+="), QKeySequence("Ctrl++")])
        self._action(view, "Zoom &out", lambda: self.zoom(-1), "Ctrl+-", "Smaller text")
        self._action(view, "&Reset zoom", lambda: self.zoom(0), "Ctrl+0", "Normal text size")

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
        self._action(help_menu, "&Getting started", self.show_getting_started, "F1")
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
            server_action,
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
