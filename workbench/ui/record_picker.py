"""The Site panel's "Choose…" button for the rainfall record (issue 24 item 4): a CSV file the
user picks, stored relative to the project's folder when it lies under it (absolute otherwise),
checked by the core before anything is stored (``workbench.core.simulation.scenario_record``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QFileDialog, QPushButton

from workbench.core.model import Scenario
from workbench.ui.document import copy_scenario

FILTER = "Rainfall records (*.csv);;All files (*)"


def project_folder(doc: Any, scenario: Scenario) -> str | None:
    """The folder relative record names are read from: the project file's, else the
    scenario's own (``Scenario._source_dir``)."""
    if doc is not None and doc.path:
        return str(Path(doc.path).resolve().parent)
    return scenario._source_dir


def stored_name(path: str, folder: str | None) -> str:
    """``path`` relative to ``folder`` (with ``/``) when it lies under it, else absolute."""
    chosen = Path(path).resolve()
    if folder:
        try:
            return chosen.relative_to(Path(folder).resolve()).as_posix()
        except ValueError:
            pass
    return str(chosen)


def record_problem(scenario: Scenario, name: str) -> str | None:
    """Why ``name`` is not a usable record for ``scenario`` (the core's one line), or None."""
    from workbench.core.simulation import scenario_record

    trial = copy_scenario(scenario)
    trial.rainfall.record_csv = name
    try:
        scenario_record(trial)
    except ValueError as error:
        return str(error)
    return None


class RecordPickerMixin:
    """The picker half of ``SiteEditor`` (which provides ``doc``, ``rows`` and ``_site``)."""

    def _record_button(self) -> QPushButton:
        button = QPushButton("Choose…")
        button.setObjectName("choose_record_csv")
        button.setToolTip("Pick an hourly rainfall record (timestamp,inches CSV)")
        button.clicked.connect(self.choose_record)
        return button

    def choose_record(self) -> None:
        """Ask for a CSV file; store it as the site's record (one undo step) when usable."""
        site = self._site()  # type: ignore[attr-defined]
        if site is None:
            return
        row = self.rows[("rainfall", "record_csv")]  # type: ignore[attr-defined]
        folder = project_folder(self.doc, site.scenario)  # type: ignore[attr-defined]
        path, _ = QFileDialog.getOpenFileName(
            self,  # type: ignore[arg-type]
            "Choose the rainfall record",
            folder or os.path.expanduser("~"),
            FILTER,
        )
        if not path:
            return
        from workbench.core.rainfall.use import choose_record

        choose_record(path)  # picked by the user: read even outside the project's folder (L1)
        name = stored_name(path, folder)
        problem = record_problem(site.scenario, name)
        if problem is not None:
            row.set_error(problem)
            return
        row.set_error("")
        row.show(name)

        def change(s: Scenario) -> None:
            s.rainfall.record_csv = name

        self.doc.edit_scenario(site.id, change, "Choose rainfall record")  # type: ignore[attr-defined]
