"""A city form on screen: one editor per field (text, numbers, dates, choices, checklists,
yes/no, tables), sections titled by what they hold, reading the values back with a message per
unreadable field, and the printable HTML of a filled form."""

from __future__ import annotations

import html
from datetime import datetime
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.calendar import WorkCalendar
from workbench.core.forms import check_form, missing_items
from workbench.core.rules import FormField, FormSpec, FormWarning
from workbench.ui.date_field import DateField
from workbench.ui.theme import citation_text, fmt_number
from workbench.ui.user_input import NumberEdit, parse_number, parse_user_when
from workbench.ui.widgets import hint_label


def _number_text(value: Any) -> str:
    return "" if value is None else fmt_number(value)


class _FieldEditor:
    """One FormField's editor; ``value()`` raises ValueError for unreadable input."""

    def __init__(self, spec: FormField) -> None:
        self.spec = spec
        kind = spec.kind
        if kind == "multiline":
            w: QWidget = QPlainTextEdit()
            w.setFixedHeight(78)
        elif kind in ("number", "integer"):
            w = NumberEdit()  # never narrower than its figure (issue 22 item 4)
            bounds = []
            if spec.minimum is not None:
                bounds.append(f"≥ {spec.minimum:g}")
            if spec.maximum is not None:
                bounds.append(f"≤ {spec.maximum:g}")
            w.setPlaceholderText(
                ", ".join(bounds) or ("whole number" if kind == "integer" else "number")
            )
            w.setMinimumWidth(160)
        elif kind in ("date", "datetime"):
            # typed in both styles, says what it read, calendar on today (issue 42 N3)
            w = DateField(spec.label, with_time=kind == "datetime")
            w.setMinimumWidth(200)
            w.setMaximumWidth(260)
        elif kind == "choice":
            w = QComboBox()
            w.addItem("— choose —", None)
            for c in spec.choices:
                w.addItem(c, c)
        elif kind == "multichoice":
            w = QListWidget()
            for c in spec.choices:
                entry = QListWidgetItem(c)
                entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                entry.setCheckState(Qt.CheckState.Unchecked)
                w.addItem(entry)
            w.setFixedHeight(
                min(max(len(spec.choices), 1), 8) * max(w.sizeHintForRow(0), 16)
                + 2 * w.frameWidth()
                + 4
            )
        elif kind == "bool":
            w = QCheckBox("Yes")
        elif kind == "table":
            w = _TableField(spec)
        else:
            w = QLineEdit()
        w.setObjectName(f"form_{spec.id}")
        w.setAccessibleName(spec.label)
        self.widget = w

    def set_value(self, value: Any) -> None:
        w, kind = self.widget, self.spec.kind
        if kind == "multiline":
            w.setPlainText("" if value is None else str(value))
        elif kind in ("number", "integer"):
            w.setText(_number_text(value))
        elif kind in ("date", "datetime"):
            w.setText("" if value is None else str(value).replace("T", " ")[:16])
        elif kind == "choice":
            w.setCurrentIndex(max(0, w.findData(value)))
        elif kind == "multichoice":
            chosen = set(value or [])
            for i in range(w.count()):
                w.item(i).setCheckState(
                    Qt.CheckState.Checked if w.item(i).text() in chosen else Qt.CheckState.Unchecked
                )
        elif kind == "bool":
            w.setChecked(bool(value))
        elif kind == "table":
            w.set_rows(value or [])
        else:
            w.setText("" if value is None else str(value))

    def value(self) -> Any:
        w, kind = self.widget, self.spec.kind
        if kind == "multiline":
            return w.toPlainText().strip() or None
        if kind in ("number", "integer"):
            return parse_number(w.text(), kind == "integer")
        if kind == "date":
            day = parse_user_when(w.text(), with_time=False)
            return None if day is None else day.isoformat()
        if kind == "datetime":
            when = parse_user_when(w.text(), with_time=True)
            if when is not None and not isinstance(when, datetime):
                raise ValueError(f"needs the time of day too: '{w.text().strip()}' (add HH:MM)")
            return None if when is None else when.strftime("%Y-%m-%dT%H:%M")
        if kind == "choice":
            return w.currentData()
        if kind == "multichoice":
            return [
                w.item(i).text()
                for i in range(w.count())
                if w.item(i).checkState() == Qt.CheckState.Checked
            ] or None
        if kind == "bool":
            return w.isChecked()
        if kind == "table":
            return w.rows() or None
        return w.text().strip() or None


class _TableField(QWidget):
    """A table field: one row per entry, columns from the spec."""

    def __init__(self, spec: FormField) -> None:
        super().__init__()
        self.spec = spec
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        headers = [
            f"{c.label}{' *' if c.required else ''}{f' ({c.unit})' if c.unit else ''}"
            for c in spec.columns
        ]
        self.table = QTableWidget(0, len(spec.columns))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(110)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        add = QPushButton("Add row")
        add.clicked.connect(lambda: self.table.insertRow(self.table.rowCount()))
        remove = QPushButton("Remove row")
        remove.clicked.connect(
            lambda: (
                self.table.removeRow(self.table.currentRow())
                if self.table.currentRow() >= 0
                else None
            )
        )
        buttons.addWidget(add)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        layout.addLayout(buttons)

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        self.table.setRowCount(0)
        for row in rows:
            r = self.table.rowCount()
            self.table.insertRow(r)
            for c, column in enumerate(self.spec.columns):
                value = row.get(column.id)
                text = (
                    _number_text(value)
                    if column.kind in ("number", "integer")
                    else ("" if value is None else str(value))
                )
                self.table.setItem(r, c, QTableWidgetItem(text))

    def rows(self) -> list[dict[str, Any]]:
        rows = []
        for r in range(self.table.rowCount()):
            row: dict[str, Any] = {}
            for c, column in enumerate(self.spec.columns):
                cell = self.table.item(r, c)
                text = cell.text().strip() if cell else ""
                if not text:
                    continue
                if column.kind in ("number", "integer"):
                    try:
                        row[column.id] = parse_number(text, column.kind == "integer")
                    except ValueError as error:
                        raise ValueError(f"row {r + 1}, {column.label}: {error}") from None
                elif column.kind == "bool":
                    row[column.id] = text.lower() in ("yes", "true", "1", "y")
                else:
                    row[column.id] = text
            if row:
                rows.append(row)
        return rows


def section_title(section: str, fields: list[FormField]) -> str:
    """A section's title says what it holds: a bare item letter of the city's form ("a")
    becomes "Item (a): <its first field>" (issue 22 item 15)."""
    if not section:
        return "Details"
    if len(section) > 3:
        return section
    more = " …" if len(fields) > 1 else ""
    return f"Item ({section}): {fields[0].label}{more}"


def _edited_signals(widget: QWidget) -> list[Any]:
    """The signals a field's widget sends when its value changes."""
    if isinstance(widget, QLineEdit):
        return [widget.textChanged]
    if isinstance(widget, QPlainTextEdit):
        return [widget.textChanged]
    if isinstance(widget, QComboBox):
        return [widget.currentIndexChanged]
    if isinstance(widget, QListWidget):
        return [widget.itemChanged]
    if isinstance(widget, QCheckBox):
        return [widget.toggled]
    if isinstance(widget, _TableField):
        model = widget.table.model()
        return [widget.table.itemChanged, model.rowsInserted, model.rowsRemoved]
    return []


class FormRenderer(QWidget):
    """Widgets for one FormSpec, grouped by field section, with inline messages; ``edited``
    is sent whenever a field's value changes (typed or set)."""

    edited = Signal()

    def __init__(self, spec: FormSpec, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.spec = spec
        self.editors: dict[str, _FieldEditor] = {}
        self.errors: dict[str, QLabel] = {}
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        sections: dict[str, list[FormField]] = {}
        for f in spec.fields:
            sections.setdefault(f.section or "", []).append(f)
        for section, fields in sections.items():
            box = QGroupBox(section_title(section, fields))
            grid = QGridLayout(box)
            grid.setVerticalSpacing(4)
            r = 0
            for f in fields:
                editor = _FieldEditor(f)
                self.editors[f.id] = editor
                for signal in _edited_signals(editor.widget):
                    signal.connect(lambda *_args: self.edited.emit())
                label = QLabel(
                    f"{html.escape(f.label)}"
                    f"{' <span style=color:#c0392b>*</span>' if f.required else ''}"
                )
                label.setTextFormat(Qt.TextFormat.RichText)
                label.setWordWrap(True)
                label.setMinimumWidth(180)
                tip = f.help or ""
                if f.citations:
                    tip += ("\n" if tip else "") + "; ".join(
                        citation_text(c.to_json()) for c in f.citations
                    )
                if tip:
                    label.setToolTip(tip)
                    editor.widget.setToolTip(tip)
                unit = QLabel(f.unit)
                unit.setProperty("role", "unit")
                error = QLabel()
                error.setProperty("role", "error")
                error.setWordWrap(True)
                error.hide()
                self.errors[f.id] = error
                grid.addWidget(label, r, 0, Qt.AlignmentFlag.AlignTop)
                if f.kind in ("number", "integer", "date", "datetime"):
                    holder = QWidget()
                    row_layout = QHBoxLayout(holder)
                    row_layout.setContentsMargins(0, 0, 0, 0)
                    row_layout.addWidget(editor.widget)
                    row_layout.addWidget(unit)
                    if isinstance(editor.widget, DateField):
                        row_layout.addWidget(editor.widget.reading, 1)
                    else:
                        row_layout.addStretch(1)
                    grid.addWidget(holder, r, 1, 1, 2)
                else:
                    grid.addWidget(editor.widget, r, 1)
                    grid.addWidget(unit, r, 2, Qt.AlignmentFlag.AlignTop)
                r += 1
                if f.help:
                    grid.addWidget(hint_label(f.help), r, 1, 1, 2)
                    r += 1
                grid.addWidget(error, r, 1, 1, 2)
                r += 1
            grid.setColumnStretch(1, 1)
            layout.addWidget(box)
        layout.addStretch(1)

    def set_values(self, values: dict[str, Any]) -> None:
        for fid, editor in self.editors.items():
            editor.set_value(values.get(fid))
        self.show_problems({})

    def read(self) -> tuple[dict[str, Any], dict[str, str]]:
        """(values, problems reading the widgets)."""
        values: dict[str, Any] = {}
        problems: dict[str, str] = {}
        for fid, editor in self.editors.items():
            try:
                value = editor.value()
            except ValueError as error:
                problems[fid] = str(error)
                continue
            if value is not None and not (
                editor.spec.kind == "bool" and value is False and not editor.spec.required
            ):
                values[fid] = value
        return values, problems

    def show_problems(self, problems: dict[str, str]) -> None:
        for fid, label in self.errors.items():
            text = problems.get(fid, "")
            label.setText(f"{self.editors[fid].spec.label} {text}" if text else "")
            label.setVisible(bool(text))


def warnings_html(warnings: list[FormWarning]) -> str:
    """The form's own checks that found something (timing, consistency), each citing its lines."""
    if not warnings:
        return ""
    esc = html.escape
    items = "".join(
        f"<li><b>{esc(w.title)}</b>: {esc(w.message)} "
        f"<span style='color:#5d6d7e'>"
        f"({esc('; '.join(citation_text(c.to_json()) for c in w.citations))})"
        "</span></li>"
        for w in warnings
    )
    return (
        f"<p style='color:#b03a2e'><b>\u2691 Checked against the ordinance:</b></p><ul>{items}</ul>"
    )


def form_html(
    spec: FormSpec,
    values: dict[str, Any],
    site_name: str,
    jurisdiction: str,
    calendar: WorkCalendar | None = None,
    warnings: list[FormWarning] | None = None,
) -> str:
    """The form as printable HTML: every field with its value, required marks, citations,
    and the warnings of the form's own checks (``calendar``: the site's working days;
    ``warnings``: those of the site's evaluation, which reads the site, its events and results,
    when the caller has them). DRAFT while a required field is empty or wrong or a check warns
    (issue 38)."""
    esc = html.escape
    rows = []
    for f in spec.fields:
        value = values.get(f.id)
        if f.kind == "table" and isinstance(value, list):
            head = "".join(f"<th>{esc(c.label)}</th>" for c in f.columns)
            body = "".join(
                "<tr>"
                + "".join(f"<td>{esc(str(row.get(c.id, '')))}</td>" for c in f.columns)
                + "</tr>"
                for row in value
            )
            shown = (
                f"<table border='1' cellspacing='0' cellpadding='3'><tr>{head}</tr>{body}</table>"
            )
        elif isinstance(value, list):
            shown = esc(", ".join(map(str, value)))
        elif isinstance(value, bool):
            shown = "Yes" if value else "No"
        elif value is None:
            shown = "<span style='color:#888'>—</span>"
        else:
            shown = esc(
                fmt_number(value) if isinstance(value, int | float) else str(value)
            ).replace("\n", "<br>")
        unit = f" {esc(f.unit)}" if f.unit and value is not None else ""
        rows.append(
            f"<tr><td width='35%'><b>{esc(f.label)}</b>{' *' if f.required else ''}</td>"
            f"<td>{shown}{unit}</td></tr>"
        )
    cites = "<br>".join(
        f"{esc(citation_text(c.to_json()))}: “{esc(c.quote)}”" for c in spec.citations
    )
    missing = missing_items(spec, values)
    found = check_form(spec, values, calendar) if warnings is None else warnings
    draft = (
        "<p style='font-size:20pt; color:#b03a2e'><b>DRAFT \u2014 not ready to sign</b></p>"
        + (
            "<p><b>Missing or wrong before it can be signed:</b></p><ul>"
            + "".join(f"<li>{esc(m)}</li>" for m in missing)
            + "</ul>"
            if missing
            else "<p><b>The ordinance's checks below warn: resolve or explain them first.</b></p>"
        )
        if missing or found
        else ""
    )
    return (
        draft + warnings_html(found) + f"<h2>{esc(spec.title)}</h2><p>Site: <b>{esc(site_name)}</b>"
        f" · Jurisdiction: {esc(jurisdiction)}</p>"
        f"<p>{esc(spec.description)}</p>"
        f"<table border='1' cellspacing='0' cellpadding='5' width='100%'>{''.join(rows)}</table>"
        f"<p style='font-size:8pt'>* required by the ordinance. Source: {cites}</p>"
    )


def shown_value(value: Any) -> str:
    """A form value as a sentence shows it."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return fmt_number(value)
    return str(value)
