"""The open project as the desktop sees it, and the undo commands that change it.

Every change a user makes to a site (its facts, events, violations, forms, name, its place
in the project) goes through a ``QUndoCommand`` on the document's ``QUndoStack``, so Edit >
Undo reverses it. The document emits ``siteChanged`` / ``sitesChanged`` for the panels.
The store's ``Project`` (``workbench.core.store``) stays the single owner of the data.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

if (
    TYPE_CHECKING
):  # the model (pydantic) is imported when a scenario is first handled, not at startup
    from workbench.core.model import Scenario


def store() -> Any:
    """The project-file API (``new_project``, ``open_project``, ``save_project`` ...)."""
    import workbench.core.store as package

    return package


def copy_scenario(scenario: Scenario) -> Scenario:
    """An independent copy that keeps the file's folder (for relative rainfall records)."""
    from workbench.core.scenario import parse_scenario

    clone = parse_scenario(scenario.to_json())
    clone._source_dir = scenario._source_dir
    clone._rainfall_records = scenario._rainfall_records  # the project's kept records
    return clone


def scenario_from_text(text: str, folder: str | None, records: Any = None) -> Scenario:
    """A scenario parsed from a site's JSON text (``Site.scenario_text``), with the project's
    folder for relative rainfall records and the records the project keeps
    (``Site.rainfall_records``): what a worker thread evaluates."""
    from workbench.core.scenario import loads

    scenario = loads(text)
    scenario._source_dir = folder
    scenario._rainfall_records = records or {}
    return scenario


class ProjectDocument(QObject):
    """One open project with its undo stack."""

    sitesChanged = Signal()  # sites added, removed, renamed, reordered
    siteChanged = Signal(str)  # a site's scenario changed (site id)
    pathChanged = Signal()

    def __init__(self, project: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.project = project
        self.undo_stack = QUndoStack(self)

    # ----------------------------------------------------------------- state
    @property
    def name(self) -> str:
        return self.project.name

    @property
    def path(self) -> Path | None:
        return self.project.path

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def readonly(self) -> bool:
        return bool(getattr(self.project, "readonly", False))

    def display_name(self) -> str:
        return Path(self.path).name if self.path else self.name

    def sites(self) -> list[Any]:
        return list(self.project.sites)

    def site(self, site_id: str) -> Any | None:
        for site in self.project.sites:
            if site.id == site_id:
                return site
        return None

    def mark_saved(self) -> None:
        self.undo_stack.setClean()
        self.pathChanged.emit()

    # ------------------------------------------------------ raw changes (commands call these)
    def _set_scenario(self, site_id: str, scenario: Scenario) -> None:
        self.project.update_site(site_id, copy_scenario(scenario))
        self.siteChanged.emit(site_id)

    def _rename(self, site_id: str, name: str, scenario_name: str | None = None) -> None:
        """Rename a site and its scenario (``scenario_name``, default the site's new name), so
        a report or an exported scenario carries the name the user sees."""
        self.project.rename_site(site_id, name)
        site = self.site(site_id)
        wanted = name if scenario_name is None else scenario_name
        if site is not None and site.scenario.name != wanted:
            scenario = copy_scenario(site.scenario)
            scenario.name = wanted
            self.project.update_site(site_id, scenario)
        self.sitesChanged.emit()
        self.siteChanged.emit(site_id)

    def _insert(self, index: int, site: Any) -> None:
        self.project.sites.insert(min(index, len(self.project.sites)), site)
        site.mark_dirty()
        self.sitesChanged.emit()

    def _remove(self, site_id: str) -> tuple[int, Any]:
        site = self.project.site(site_id)
        index = self.project.sites.index(site)
        self.project.remove_site(site_id)
        self.sitesChanged.emit()
        return index, site

    # ----------------------------------------------------------------- user edits (undoable)
    def edit_scenario(
        self, site_id: str, change: Callable[[Scenario], None] | Scenario, text: str
    ) -> None:
        """Apply ``change`` (a function editing a copy, or a new scenario) as one undo step.

        Raises the model's ValueError (pydantic) when the change is invalid; nothing changes then.
        """
        from workbench.core.model import Scenario

        site = self.site(site_id)
        if site is None:
            return
        before = copy_scenario(site.scenario)
        if isinstance(change, Scenario):
            after = copy_scenario(change)
        else:
            after = copy_scenario(site.scenario)
            change(after)
            after = copy_scenario(after)  # re-validates the whole scenario
        if after.to_json() == before.to_json():
            return
        self.undo_stack.push(_EditScenario(self, site_id, before, after, text))

    def rename_project(self, name: str) -> None:
        """Name the project (titles of exports and the default export file names; issue 42
        N8); one undo step."""
        name = " ".join(name.split())
        if name and name != self.project.name:
            self.undo_stack.push(_RenameProject(self, self.project.name, name))

    def _set_project_name(self, name: str) -> None:
        self.project.name = name
        self.pathChanged.emit()  # the window title and the exports follow

    def rename_site(self, site_id: str, name: str) -> None:
        site = self.site(site_id)
        name = " ".join(name.split())
        if site is None or not name or name == site.name:
            return
        self.undo_stack.push(_Rename(self, site_id, site.name, name, site.scenario.name))

    def add_site(self, scenario: Scenario, name: str | None = None, text: str = "Add site") -> str:
        command = _AddSite(self, scenario, name, text)
        self.undo_stack.push(command)
        return command.site.id

    def duplicate_site(self, site_id: str) -> str | None:
        if self.site(site_id) is None:
            return None
        command = _Duplicate(self, site_id)
        self.undo_stack.push(command)
        return command.copy.id

    def remove_site(self, site_id: str) -> None:
        site = self.site(site_id)
        if site is None:
            return
        self.undo_stack.push(_Remove(self, site_id, site.name))


class _EditScenario(QUndoCommand):
    def __init__(
        self, doc: ProjectDocument, site_id: str, before: Scenario, after: Scenario, text: str
    ):
        super().__init__(text)
        self.doc, self.site_id, self.before, self.after = doc, site_id, before, after

    def redo(self) -> None:
        self.doc._set_scenario(self.site_id, self.after)

    def undo(self) -> None:
        self.doc._set_scenario(self.site_id, self.before)


class _RenameProject(QUndoCommand):
    def __init__(self, doc: ProjectDocument, old: str, new: str):
        super().__init__(f"Name the project “{new}”")
        self.doc, self.old, self.new = doc, old, new

    def redo(self) -> None:
        self.doc._set_project_name(self.new)

    def undo(self) -> None:
        self.doc._set_project_name(self.old)


class _Rename(QUndoCommand):
    def __init__(self, doc: ProjectDocument, site_id: str, old: str, new: str, old_scenario: str):
        super().__init__(f"Rename site to “{new}”")
        self.doc, self.site_id, self.old, self.new = doc, site_id, old, new
        self.old_scenario = old_scenario

    def redo(self) -> None:
        self.doc._rename(self.site_id, self.new)

    def undo(self) -> None:
        self.doc._rename(self.site_id, self.old, self.old_scenario)


class _AddSite(QUndoCommand):
    def __init__(self, doc: ProjectDocument, scenario: Scenario, name: str | None, text: str):
        super().__init__(text)
        self.doc = doc
        self.site = doc.project.add_site(copy_scenario(scenario), name=name)
        self.index = len(doc.project.sites) - 1
        doc.project.remove_site(self.site.id)  # redo() puts it in place

    def redo(self) -> None:
        self.doc._insert(self.index, self.site)

    def undo(self) -> None:
        self.doc._remove(self.site.id)


class _Duplicate(QUndoCommand):
    def __init__(self, doc: ProjectDocument, site_id: str):
        self.doc = doc
        self.copy = doc.project.duplicate_site(site_id)
        self.index = doc.project.sites.index(self.copy)
        doc.project.remove_site(self.copy.id)
        super().__init__(f"Duplicate site “{self.copy.name}”")

    def redo(self) -> None:
        self.doc._insert(self.index, self.copy)

    def undo(self) -> None:
        self.doc._remove(self.copy.id)


class _Remove(QUndoCommand):
    def __init__(self, doc: ProjectDocument, site_id: str, name: str):
        super().__init__(f"Delete site “{name}”")
        self.doc, self.site_id = doc, site_id
        self.index = 0
        self.site: Any = None

    def redo(self) -> None:
        self.index, self.site = self.doc._remove(self.site_id)

    def undo(self) -> None:
        self.doc._insert(self.index, self.site)
