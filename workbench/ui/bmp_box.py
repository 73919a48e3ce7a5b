"""The BMP as designed, for the drainage area selected in the Site panel's table: its type and
what it provides (footprint, storage, ponding and media depth, treatment flow), the
``DrainageArea.bmp`` the sizing checks compare with what is required (issue 42 N7: the table's
BMP cell took only text and answered "must be dictionary or instance of Bmp")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCompleter, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from workbench.core.checks import CORE_BMP_NOTE, CORE_BMP_TYPES
from workbench.core.model import Bmp
from workbench.core.scenario import describe_validation_error
from workbench.ui.theme import fmt_number
from workbench.ui.user_input import NumberEdit, parse_area, parse_number

#: (field of Bmp, label, unit)
BMP_FIELDS = (
    ("type", "BMP type", ""),
    ("footprint_sqft", "Footprint", "sq ft"),
    ("storage_cuft", "Storage provided", "cu ft"),
    ("ponding_depth_in", "Ponding depth", "in"),
    ("media_depth_in", "Media depth", "in"),
    ("treatment_flow_cfs", "Treatment flow", "cfs"),
)


class BmpBox(QGroupBox):
    """Edits the selected drainage area's BMP; ``store(row, bmp)`` keeps it (None: no BMP)."""

    def __init__(self, store: Callable[[int, Bmp | None], None], parent: QWidget | None = None):
        super().__init__("BMP as designed (select a drainage area above)", parent)
        self.setObjectName("bmp_box")
        self.store = store
        self.row = -1
        grid = QGridLayout(self)
        self.edits: dict[str, QLineEdit] = {}
        for index, (name, label, unit) in enumerate(BMP_FIELDS):
            edit = QLineEdit() if name == "type" else NumberEdit()
            edit.setObjectName(f"bmp_{name}")
            edit.setAccessibleName(label)
            edit.setPlaceholderText("e.g. bioretention" if name == "type" else "not given")
            edit.editingFinished.connect(self._commit)
            self.edits[name] = edit
            row, column = index // 2, (index % 2) * 3
            grid.addWidget(QLabel(label), row, column)
            grid.addWidget(edit, row, column + 1)
            grid.addWidget(QLabel(unit), row, column + 2)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(4, 1)
        self.error = QLabel()
        self.error.setObjectName("bmp_error")
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        grid.addWidget(self.error, 3, 0, 1, 6)
        self.shown: dict[str, str] = {}
        self.type_choices: list[str] = []
        self.set_types(())
        self.show_bmp(-1, None, "")

    def set_types(self, city_types: tuple[tuple[str, str], ...]) -> None:
        """The type ids offered (issue 39 item 4): the city's (the ordinance's words) first,
        then the workbench's own list, marked as not from the ordinance; typing shows them."""
        city = [key for key, _ in city_types]
        self.type_choices = city + [key for key in CORE_BMP_TYPES if key not in city]
        completer = QCompleter(self.type_choices, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        edit = self.edits["type"]
        edit.setCompleter(completer)
        labels = [f"{key} ({label})" for key, label in city_types] + [
            f"{key} ({CORE_BMP_TYPES[key]})" for key in CORE_BMP_TYPES if key not in city
        ]
        edit.setToolTip(
            ("The city's BMP types, then " if city else "")
            + f"the {CORE_BMP_NOTE}:\n"
            + "\n".join(labels)
        )

    def show_bmp(self, row: int, bmp: Bmp | None, area_name: str) -> None:
        self.row = row
        self.setEnabled(row >= 0)
        self.setTitle(
            f"BMP as designed for {area_name or f'drainage area {row + 1}'}"
            if row >= 0
            else "BMP as designed (select a drainage area above)"
        )
        for name, edit in self.edits.items():
            value = getattr(bmp, name, None) if bmp is not None else None
            text = "" if value is None else value if name == "type" else fmt_number(value)
            edit.setText(str(text))
        self.shown = {name: edit.text() for name, edit in self.edits.items()}
        self.error.setText("")

    def read(self) -> Bmp | None:
        """The BMP the boxes describe (None when all are empty); ValueError with a message."""
        data: dict[str, Any] = {}
        for name, label, _unit in BMP_FIELDS:
            text = self.edits[name].text().strip()
            if not text:
                continue
            try:
                if name == "type":
                    data[name] = text
                elif name.endswith("_sqft"):
                    data[name] = parse_area(text)
                else:
                    data[name] = parse_number(text, False)
            except ValueError as error:
                raise ValueError(f"{label} {error}") from None
        if not data:
            return None
        if "type" not in data:
            raise ValueError("BMP type is needed with its figures (e.g. bioretention)")
        try:
            return Bmp.model_validate(data)
        except ValidationError as error:
            text = describe_validation_error(error)
            for name, label, _unit in BMP_FIELDS:
                text = text.replace(name, label)
            raise ValueError(text) from None

    def _commit(self) -> None:
        if self.row < 0:
            return
        now = {name: edit.text() for name, edit in self.edits.items()}
        if now == self.shown:
            return
        try:
            bmp = self.read()
        except ValueError as error:
            self.error.setText(f"Drainage area {self.row + 1}: {error}; not stored")
            return
        self.error.setText("")
        self.shown = now
        self.store(self.row, bmp)
