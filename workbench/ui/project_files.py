"""Project files for the window: the unsaved-work prompt, new/open/save, importing and
exporting scenarios, reports and exports in the background, recent files and settings.

Over 500 lines: the window's one mixin for projects as files and (since issue 43) as server
projects, opening, saving and exporting sharing the unsaved-work and lock handling; the
wording of locks already lives in ``lock_text``, exports are the next to move out."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox

from workbench.core.paths import ordinance_dir, save_settings
from workbench.ui.document import ProjectDocument, copy_scenario, store
from workbench.ui.lock_text import UNTITLED, in_use_text
from workbench.ui.theme import APP_TITLE
from workbench.ui.workers import Progress

MAX_RECENT = 10


class ProjectFilesMixin:
    """The file half of ``MainWindow`` (which provides the document, widgets and runner)."""

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
        drafts = self.forms.unsaved_names() if self.is_loaded() else []
        box.setInformativeText(
            "Save them before closing?"
            + (
                "\n\nForm input typed and not saved (saved into the site with Save): "
                + "; ".join(drafts)
                if drafts
                else ""
            )
        )
        box.setDefaultButton(QMessageBox.StandardButton.Save)
        return QMessageBox.StandardButton(box.exec())

    def has_unsaved_work(self) -> bool:
        """Whether anything would be lost by dropping the project: a change not saved to the
        file, or form input typed and not saved into its site (issue 22 item 3). The one
        notion of "unsaved" the close prompt and the window title's mark both use."""
        if self.doc is None:
            return False
        return self.doc.modified or (self.is_loaded() and self.forms.has_unsaved())

    def maybe_save(self) -> bool:
        """True when it is fine to drop the current project."""
        if not self.has_unsaved_work():
            return True
        drafts = self.is_loaded() and self.forms.has_unsaved()
        answer = self.ask_unsaved()
        if answer == QMessageBox.StandardButton.Save:
            if drafts:
                self.forms.save_drafts()
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            if drafts:
                self.forms.discard_drafts()
            return True
        return False

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
        self.set_document(ProjectDocument(store().new_project(UNTITLED)))

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

    def ask_server_address(self) -> str:
        """The address typed into File > Open server project (tests replace this)."""
        text, ok = QInputDialog.getText(
            self,
            "Open server project",
            "Address: postgresql://USER@HOST/DATABASE/PROJECT\n(the password comes from "
            "PGPASSWORD or your PostgreSQL password file, never from the address)",
        )
        return text.strip() if ok else ""

    def open_server_dialog(self) -> None:
        if not self.maybe_save():
            return
        address = self.ask_server_address()
        if address:
            self.open_path(address, ask=False)

    def _open_server(self, address: str, readonly: bool) -> bool:
        """Open a project on a PostgreSQL server (issue 44). No lock, so never "in use": row
        versions refuse a stale save instead. Not put among the recent files (a path list)."""
        api = store()
        project, error, _readonly = self._try_open(api, address, readonly)
        if error is not None:
            self._error("Cannot open the project", str(error))
            return False
        self._release()
        self.set_document(ProjectDocument(project))
        if getattr(project, "migrated_from", None) is not None:
            self.statusBar().showMessage(
                f"Upgraded from schema {project.migrated_from} (the old tables are kept)", 15000
            )
        return True

    def _where(self) -> str:
        """Where the project is saved, for a message: its file, or its masked address."""
        assert self.doc is not None
        if self.doc.path is not None:
            return str(self.doc.path)
        address = store().server_address(self.doc.project)
        if address:
            from workbench.core.store.server_db import ServerAddress

            return ServerAddress.parse(address).shown
        return self.doc.name

    def open_path(self, path: str | Path, ask: bool = True, readonly: bool = False) -> bool:
        """Open a project file, or a scenario file as a new unsaved project with one site, or
        (a ``postgresql://`` address) a project on a server."""
        if ask and not self.maybe_save():
            return False
        if isinstance(path, str) and store().is_server_address(path):
            return self._open_server(path, readonly)
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
        reopening = self.doc is not None and bool(self.doc.path) and _same_file(self.doc.path, path)
        if reopening:  # the project on screen (after Discard): let go of it first, or its
            self._release()  # own lock would make it look in use by someone else
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
        opened = self._opened(api, path, *self._try_open(api, path, readonly))
        if reopening and not opened:  # nothing stays on screen that is no longer open
            self.set_document(ProjectDocument(store().new_project(UNTITLED)))
        return opened

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
            answer = QMessageBox.question(
                self, APP_TITLE, f"{in_use_text(path, error)}\n\nOpen it read-only instead?"
            )
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
        on_server = store().server_address(self.doc.project) is not None
        if (self.doc.path is None and not on_server) or self.doc.readonly:
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
        if self.doc.name == UNTITLED:  # a project never named takes its file's (issue 42 N8)
            self.doc.rename_project(Path(path).stem)
        return self._save_to(Path(path))

    def _save_to(self, path: Path | None) -> bool:
        assert self.doc is not None
        api = store()
        try:
            if path is None:
                api.save_project(self.doc.project)
            else:
                api.save_project(self.doc.project, path)
        except api.ProjectConflictError as error:  # a server project: others saved first
            self._offer_reload(api, error)
            return False
        except (api.ProjectFileError, OSError, ValueError) as error:
            shown = (
                in_use_text(Path(getattr(error, "path", "") or ""), error)
                if isinstance(error, api.ProjectInUseError)
                else str(error)
            )
            self._error("Cannot save the project", shown)
            return False
        self.doc.mark_saved()
        self._remember(self.doc.path)
        drafts = self.forms.unsaved_names() if self.is_loaded() else []
        if drafts:  # the title keeps its unsaved mark: say why
            self.statusBar().showMessage(
                f"Saved {self._where()}. Form input typed and not saved into its site (Save "
                f"form keeps it): {'; '.join(drafts)}",
                15000,
            )
        else:
            self.statusBar().showMessage(f"Saved {self._where()}", 5000)
        self._update_title()
        return True

    def ask_reload(self, message: str) -> bool:
        """Whether to reload the sites others saved (tests replace this)."""
        answer = QMessageBox.question(
            self,
            APP_TITLE,
            f"{message}\n\nReload those sites from the server? Your version of each is kept "
            f"as a new site named “… (my version)”.",
        )
        return answer == QMessageBox.StandardButton.Yes

    def _offer_reload(self, api: Any, error: Any) -> None:
        """A refused save of a server project: offer to reload the sites others saved,
        keeping this workbench's version of each as a copy (nothing typed is lost)."""
        assert self.doc is not None
        sites = [c.site_id for c in error.conflicts if c.site_id and self.doc.site(c.site_id)]
        if not sites:
            self._error("Cannot save the project", str(error))
            return
        if not self.ask_reload(str(error)):
            return
        for site_id in sites:
            api.reload_site(self.doc.project, site_id, keep_copy=True)
        self.doc.undo_stack.clear()  # undo steps referred to the sites as they were
        self.doc.undo_stack.resetClean()  # the copies are not saved yet
        self.doc.sitesChanged.emit()
        self.statusBar().showMessage(
            "Reloaded from the server; your versions are kept as “(my version)” sites. "
            "Save to store them.",
            15000,
        )

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
        try:  # never replace the open project, a project file or the file the desktop opened
            outputs.check_out_path(path, [self.doc.path])
        except outputs.OutputError as error:
            self._error("Cannot export", str(error))
            return
        project_name, project_path = self.doc.name, self.doc.path
        if name in ("write_report", "write_summary") and project_path and self.has_unsaved_work():
            answer = self.ask_report_unsaved()
            if answer == QMessageBox.StandardButton.Cancel:
                return
            if answer == QMessageBox.StandardButton.Save:
                if not self.save():
                    return
                project_name, project_path = self.doc.name, self.doc.path
            else:  # the saved file does not hold these facts: never named as the source (N10)
                project_name, project_path = f"{project_name} (changes not saved)", None
        pairs = [(s.name, copy_scenario(s.scenario), s.jurisdiction) for s in sites]
        host = self.host
        function = getattr(outputs, name)

        def work(progress: Progress) -> tuple[str, list[str], list[str]]:
            """Evaluate every site (city by city); a site that cannot be evaluated is left
            out and named, never blocking the others (issue 22 item 7)."""
            from workbench.core.evaluate import evaluate_each

            docs: list[Any] = [None] * len(pairs)
            left_out: list[str] = []
            batch = [(scenario, jid or "all") for _name, scenario, jid in pairs]
            for done, (i, doc) in enumerate(evaluate_each(host, batch)):
                progress.step(done, len(pairs) + 1, pairs[i][0])
                if isinstance(doc, Exception):
                    left_out.append(f"{pairs[i][0]} ({str(doc).splitlines()[0]})")
                    continue
                doc["site"] = pairs[i][0]
                docs[i] = doc
            kept = [i for i, doc in enumerate(docs) if doc is not None]
            if not kept:
                raise ValueError("no site could be evaluated: " + "; ".join(left_out))
            progress.step(len(pairs), len(pairs) + 1, "writing")
            if name in ("write_report", "write_summary"):  # they name the project, file, sites
                source = SimpleNamespace(
                    name=project_name,
                    path=project_path,
                    sites=[SimpleNamespace(name=pairs[i][0], scenario=pairs[i][1]) for i in kept],
                )
                function(
                    source,
                    path,
                    host=host,
                    progress=lambda done, total, text: progress.step(done, total, text),
                )
                return path, left_out, [path]
            files = function([docs[i] for i in kept], path)
            # the CSV export writes one file per table, never the name typed (issue 42 N9)
            return path, left_out, [str(f) for f in files] if isinstance(files, list) else [path]

        def done(outcome: tuple[str, list[str], list[str]]) -> None:
            written, left_out, files = outcome
            if files != [written]:
                folder = Path(files[0]).parent if files else Path(written).parent
                written = f"{len(files)} files in {folder}: " + ", ".join(
                    Path(f).name for f in files
                )
            if left_out:
                self._error(
                    "Some sites were left out",
                    f"Exported {written}, without {len(left_out)} site"
                    f"{'s' if len(left_out) != 1 else ''} that cannot be evaluated:\n\n"
                    + "\n".join(left_out),
                )
            self.statusBar().showMessage(
                f"Exported {written}"
                + (
                    f"; left out: {', '.join(n.split(' (')[0] for n in left_out)}"
                    if left_out
                    else ""
                ),
                12000,
            )

        self.runner.submit(
            f"export:{path}",
            work,
            done,
            label=f"Exporting {Path(path).name}",
            on_error=lambda message: self._error("Export failed", message),
        )

    def ask_report_unsaved(self) -> QMessageBox.StandardButton:
        """Save before a report of unsaved changes? Save, No (a report that says its facts are
        not saved and names no file to reproduce it from) or Cancel (issue 42 N10)."""
        where = f" “{Path(self.doc.path).name}”" if self.doc and self.doc.path else ""
        return QMessageBox.question(
            self,
            "Changes not saved",
            "The project has changes that are not saved. The report shows them, but the "
            f"project file{where} does not hold them.\n\nSave the project first? (No: the "
            "report says on its cover that its facts are not saved.)",
            QMessageBox.StandardButton.Save
            | QMessageBox.StandardButton.No
            | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Save,
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
        # a dock closed to make room once is back at the next start; the ordinance opens at
        # the first citation, wide enough for its title (issue 42 N14)
        self.tree_dock.show()
        self.viewer_dock.hide()
        self.fit_screen()

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


def _outputs() -> Any | None:
    try:
        import workbench.outputs as outputs
    except ImportError:
        return None
    return outputs


def _same_file(a: str | Path, b: str | Path) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return False
