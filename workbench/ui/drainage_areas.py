"""The Site panel's drainage-area table: one row per area, the type a choice list with labels,
areas in square feet or acres, every edit stored row by row (an invalid cell never holds back
the other rows' edits) and every message naming its row (issue 22 item 12)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.model import DrainageArea, Scenario
from workbench.core.scenario import describe_validation_error
from workbench.ui.bmp_box import BmpBox
from workbench.ui.site_fields import field_kind, field_unit
from workbench.ui.theme import fmt_number, humanise
from workbench.ui.user_input import parse_area, parse_number

#: labels of ``DrainageArea.dma_type`` (the id in each item's tooltip)
DMA_TYPES = {
    "to_bmp": "Drains to a BMP",
    "self_treating": "Self-treating area",
    "self_retaining": "Self-retaining area",
}
KEY = Qt.ItemDataRole.UserRole
#: the table's columns: the BMP as designed has its own box under the table (BmpBox)
FIELDS = [name for name in DrainageArea.model_fields if name != "bmp"]
CHOICE_COLUMN = FIELDS.index("dma_type")


def city_bmp_types(host: Any, jid: str | None) -> tuple[tuple[str, str], ...]:
    """The BMP types the city's ordinance names (none where no city is chosen or loaded)."""
    if not jid:
        return ()
    try:
        return tuple(host.jurisdiction(jid).bmp_types)
    except (KeyError, LookupError, AttributeError):
        return ()


def header(name: str) -> str:
    if name == "dma_type":
        return "Type"
    unit = field_unit(name, *field_kind(DrainageArea.model_fields[name].annotation))
    return f"{humanise(name)} ({unit})" if unit else humanise(name)


class _TypeDelegate(QStyledItemDelegate):
    """The type column edits with a choice list of labels; the cell keeps the id (KEY)."""

    def createEditor(  # noqa: N802 - Qt API
        self, parent: QWidget, _option: QStyleOptionViewItem, _index: QModelIndex
    ) -> QWidget:
        combo = QComboBox(parent)
        combo.addItem("— not given —", None)
        for key, label in DMA_TYPES.items():
            combo.addItem(label, key)
            combo.setItemData(combo.count() - 1, key, Qt.ItemDataRole.ToolTipRole)
        return combo

    def setEditorData(self, editor: QWidget, index: QModelIndex) -> None:  # noqa: N802
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(max(0, editor.findData(index.data(KEY))))

    def setModelData(  # noqa: N802 - Qt API
        self, editor: QWidget, model: QAbstractItemModel, index: QModelIndex
    ) -> None:
        assert isinstance(editor, QComboBox)
        key = editor.currentData()
        model.setData(index, key, KEY)
        model.setData(index, DMA_TYPES.get(key, "") if key else "", Qt.ItemDataRole.DisplayRole)


class DrainageAreasBox(QGroupBox):
    """The table with Add / Remove; ``edit(change, text)`` applies one undoable change to the
    site's scenario (the Site editor routes it to the document)."""

    def __init__(self, edit: Callable[[Callable[[Scenario], None], str], None]) -> None:
        super().__init__("Drainage areas")
        self.edit = edit
        self.areas: list[DrainageArea] = []
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, len(FIELDS))
        self.table.setObjectName("drainage_areas")
        self.table.setHorizontalHeaderLabels([header(n) for n in FIELDS])
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        head.setStretchLastSection(True)
        self.table.verticalHeader().setVisible(False)
        self.table.setMinimumHeight(120)
        self.table.setItemDelegateForColumn(CHOICE_COLUMN, _TypeDelegate(self.table))
        self.table.cellChanged.connect(self._commit_row)
        # Delete clears the selected cells (never the site: issue 22 item 2)
        clear = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.table)
        clear.setContext(Qt.ShortcutContext.WidgetShortcut)
        clear.activated.connect(self.clear_selected)
        buttons = QHBoxLayout()
        add = self.add_button = QPushButton("Add drainage area")
        add.setObjectName("add_drainage_area")
        add.clicked.connect(self._add)
        remove = QPushButton("Remove selected")
        remove.setObjectName("remove_drainage_area")
        remove.clicked.connect(self._remove)
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        self.error = QLabel()
        self.error.setObjectName("drainage_areas_error")
        self.error.setProperty("role", "error")
        self.error.setWordWrap(True)
        hint = QLabel("Areas in square feet; type acres as 0.8 ac. Fractions from 0 to 1.")
        hint.setProperty("role", "hint")
        layout.addWidget(hint)
        layout.addWidget(self.table)
        layout.addWidget(self.error)
        layout.addLayout(buttons)
        self.bmp_box = BmpBox(self._store_bmp)
        layout.addWidget(self.bmp_box)
        self.table.currentCellChanged.connect(lambda row, *_: self._show_bmp(row))
        self._problems: dict[int, str] = {}

    # ----------------------------------------------------------------- showing
    def show_areas(self, areas: list[DrainageArea], same_site: bool = True) -> None:
        """Show the stored areas; on the same site, rows with an uncorrected invalid cell keep
        what was typed (and their message)."""
        if not same_site:
            self._problems = {}
        kept = {
            r: [self._text(r, c) for c in range(len(FIELDS))]
            for r in self._problems
            if r < len(areas) and r < self.table.rowCount()
        }
        self.areas = list(areas)
        self.table.blockSignals(True)
        self.table.setRowCount(len(areas))
        for r, area in enumerate(areas):
            for c, name in enumerate(FIELDS):
                value = getattr(area, name)
                if name == "dma_type":
                    cell = QTableWidgetItem(DMA_TYPES.get(value, "") if value else "")
                    cell.setData(KEY, value)
                    cell.setToolTip(f"dma_type: {value}" if value else "")
                else:
                    shown = "" if value is None else fmt_number(value) if name != "name" else value
                    cell = QTableWidgetItem(str(shown))
                if name != "name" and name != "dma_type":
                    cell.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                if r in kept and name != "dma_type":
                    cell.setText(kept[r][c])
                self.table.setItem(r, c, cell)
        self.table.blockSignals(False)
        self._problems = {r: p for r, p in self._problems.items() if r in kept}
        self._show_problems()
        self._show_bmp(self.table.currentRow())

    def _text(self, r: int, c: int) -> str:
        cell = self.table.item(r, c)
        return cell.text().strip() if cell is not None else ""

    def _show_problems(self) -> None:
        self.error.setText("\n".join(self._problems[r] for r in sorted(self._problems)))

    # ----------------------------------------------------------------- reading a row
    def read_row(self, r: int) -> DrainageArea:
        """The row as a drainage area; ValueError naming the row and the column."""
        label = self._text(r, 0) or f"row {r + 1}"
        where = f"Drainage area {r + 1} ({label})" if self._text(r, 0) else f"Drainage area {r + 1}"
        data: dict[str, Any] = {}
        for c, name in enumerate(FIELDS):
            cell = self.table.item(r, c)
            if name == "dma_type":
                key = cell.data(KEY) if cell is not None else None
                if key:
                    data[name] = key
                continue
            text = self._text(r, c)
            if not text:
                continue
            kind, _extra = field_kind(DrainageArea.model_fields[name].annotation)
            try:
                if kind == "number" and name.endswith("_sqft"):
                    data[name] = parse_area(text)
                elif kind == "number":
                    data[name] = parse_number(text, False)
                else:
                    data[name] = text
            except ValueError as error:
                raise ValueError(f"{where}, {header(name)}: {error}") from None
        if r < len(self.areas) and self.areas[r].bmp is not None:  # edited in its box
            data["bmp"] = self.areas[r].bmp
        try:
            return DrainageArea.model_validate(data)
        except ValidationError as error:
            text = describe_validation_error(error)
            for name in sorted(FIELDS, key=len, reverse=True):  # the column, not the field id
                text = re.sub(rf"\b{re.escape(name)}\b", header(name), text)
            raise ValueError(f"{where}, {text}") from None

    # ----------------------------------------------------------------- edits
    def _commit_row(self, r: int, _c: int = 0) -> None:
        """Store one edited row; an invalid row is named and keeps its text, and the other
        rows' edits are stored regardless."""
        if r >= len(self.areas):
            return
        try:
            area = self.read_row(r)
        except ValueError as error:
            self._problems[r] = str(error)
            self._show_problems()
            return
        self._problems.pop(r, None)
        self._show_problems()

        def change(s: Scenario) -> None:
            areas = list(s.drainage_areas)
            if r < len(areas):
                areas[r] = area
            s.drainage_areas = areas

        self.edit(change, f"Edit drainage area {r + 1}")

    def set_city_types(self, city_types: tuple[tuple[str, str], ...]) -> None:
        """The BMP types offered for the selected area's BMP: the city's, then the workbench's
        own (issue 39 item 4)."""
        self.bmp_box.set_types(city_types)

    def _show_bmp(self, row: int) -> None:
        area = self.areas[row] if 0 <= row < len(self.areas) else None
        self.bmp_box.show_bmp(
            row if area is not None else -1, area.bmp if area else None, area.name if area else ""
        )

    def _store_bmp(self, row: int, bmp: Any) -> None:
        def change(s: Scenario) -> None:
            areas = list(s.drainage_areas)
            if row < len(areas):
                kept = areas[row].model_dump(exclude_unset=True, exclude={"bmp"})
                areas[row] = DrainageArea.model_validate(
                    {**kept, **({"bmp": bmp} if bmp is not None else {})}
                )
            s.drainage_areas = areas

        self.edit(change, f"Edit the BMP of drainage area {row + 1}")

    def clear_selected(self) -> None:
        """Delete: blank the selected cells (a required one then says so on its row)."""
        rows = sorted({index.row() for index in self.table.selectedIndexes()})
        self.table.blockSignals(True)
        for index in self.table.selectedIndexes():
            cell = self.table.item(index.row(), index.column())
            if cell is not None:
                cell.setText("")
                cell.setData(KEY, None)
        self.table.blockSignals(False)
        for r in rows:
            self._commit_row(r)

    def _add(self) -> None:
        n = len(self.areas) + 1

        def change(s: Scenario) -> None:
            s.drainage_areas = [*s.drainage_areas, DrainageArea(name=f"Area {n}", area_sqft=0)]

        self.edit(change, "Add drainage area")

    def _remove(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            return
        self._problems = {
            (r if r < row else r - 1): p for r, p in self._problems.items() if r != row
        }

        def change(s: Scenario) -> None:
            s.drainage_areas = [a for i, a in enumerate(s.drainage_areas) if i != row]

        self.edit(change, "Remove drainage area")
