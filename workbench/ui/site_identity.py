"""The Site panel's "Project and people" box: the project's name (all sites) and, per site,
address, APN, applicant, preparer (engineer of record) and license number (issue 42 N8).

The name is the project file's; the rest is the scenario's ``project`` block
(docs/SCENARIO.md), which the plan-check title block prints and the forms prefill. Every
change is one undo step; a blank box means not given."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

#: (field of the scenario's project block, label, placeholder)
FIELDS = (
    ("address", "Site address", "street, city"),
    ("apn", "APN", "assessor's parcel number"),
    ("applicant", "Applicant", "owner or applicant"),
    ("preparer", "Preparer", "engineer of record"),
    ("preparer_license", "License number", "e.g. RCE 12345"),
)


class IdentityBox(QGroupBox):
    """Project name and the site's identification; ``edit(change, text)`` stores a scenario
    change, ``rename(name)`` names the project."""

    def __init__(
        self,
        edit: Callable[[Callable[[Any], None], str], None],
        rename: Callable[[str], None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__("Project and people (printed on the plan-check summary)", parent)
        self.edit, self.rename = edit, rename
        grid = QGridLayout(self)
        self.project_name = QLineEdit()
        self.project_name.setObjectName("field_project_name")
        self.project_name.setAccessibleName("Project name")
        self.project_name.setPlaceholderText("names every export of the project")
        self.project_name.editingFinished.connect(self._commit_name)
        grid.addWidget(QLabel("Project name (all sites)"), 0, 0)
        grid.addWidget(self.project_name, 0, 1, 1, 3)
        self.edits: dict[str, QLineEdit] = {}
        for index, (name, label, hint) in enumerate(FIELDS):
            box = QLineEdit()
            box.setObjectName(f"field_project_{name}")
            box.setAccessibleName(label)
            box.setPlaceholderText(f"not given ({hint})")
            box.editingFinished.connect(lambda name=name, label=label: self._commit(name, label))
            self.edits[name] = box
            row, column = 1 + index // 2, (index % 2) * 2
            grid.addWidget(QLabel(label), row, column)
            grid.addWidget(box, row, column + 1)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.stored: dict[str, str] = {}
        self.stored_name = ""

    def show_site(self, project_name: str, info: Any | None) -> None:
        """Show the project's name and a site's project block (None: no site)."""
        self.stored_name = project_name
        self.project_name.setText(project_name)
        self.project_name.setCursorPosition(0)
        for name, box in self.edits.items():
            value = getattr(info, name, None) if info is not None else None
            self.stored[name] = value or ""
            box.setText(value or "")
            box.setCursorPosition(0)

    def _commit_name(self) -> None:
        text = " ".join(self.project_name.text().split())
        if not text:
            self.project_name.setText(self.stored_name)  # a project always has a name
            return
        if text != self.stored_name:
            self.stored_name = text
            self.rename(text)

    def _commit(self, name: str, label: str) -> None:
        text = " ".join(self.edits[name].text().split())
        if text == self.stored.get(name, ""):
            return
        self.stored[name] = text

        def change(scenario: Any) -> None:
            setattr(scenario.project, name, text or None)

        self.edit(change, f"Edit {label.lower()}")
