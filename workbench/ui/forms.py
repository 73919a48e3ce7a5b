"""The forms panel: any plugin ``FormSpec`` rendered generically (plugins ship no widgets),
required-field validation with messages, saved in the site's ``Scenario.forms`` through the
undo stack, printable (printer or PDF)."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QDate, QDateTime, QMarginsF, Qt, Signal
from PySide6.QtGui import QPageLayout, QPageSize, QTextDocument
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDateTimeEdit,
    QFileDialog,
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
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.forms import missing_items, prefill, validate_form
from workbench.core.model import Scenario
from workbench.core.rules import FormField, FormSpec
from workbench.ui.site_editor import parse_number
from workbench.ui.theme import citation_text, fmt_number
from workbench.ui.widgets import hint_label, title_label

EMPTY_DATE = QDate(1900, 1, 1)


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
            w = QLineEdit()
            w.setAlignment(Qt.AlignmentFlag.AlignRight)
            bounds = []
            if spec.minimum is not None:
                bounds.append(f"≥ {spec.minimum:g}")
            if spec.maximum is not None:
                bounds.append(f"≤ {spec.maximum:g}")
            w.setPlaceholderText(
                ", ".join(bounds) or ("whole number" if kind == "integer" else "number")
            )
            w.setMaximumWidth(220)
        elif kind == "date":
            w = QDateEdit()
            w.setCalendarPopup(True)
            w.setDisplayFormat("yyyy-MM-dd")
            w.setMinimumDate(EMPTY_DATE)
            w.setSpecialValueText("not set")
            w.setDate(EMPTY_DATE)
            w.setMaximumWidth(220)
        elif kind == "datetime":
            w = QDateTimeEdit()
            w.setCalendarPopup(True)
            w.setDisplayFormat("yyyy-MM-dd HH:mm")
            w.setMinimumDate(EMPTY_DATE)
            w.setSpecialValueText("not set")
            w.setDateTime(QDateTime(EMPTY_DATE, w.time()))
            w.setMaximumWidth(220)
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
        elif kind == "date":
            w.setDate(QDate.fromString(str(value)[:10], "yyyy-MM-dd") if value else EMPTY_DATE)
        elif kind == "datetime":
            if value:
                text = str(value)
                w.setDateTime(
                    QDateTime.fromString(text[:16], "yyyy-MM-ddTHH:mm")
                    if "T" in text
                    else QDateTime(QDate.fromString(text[:10], "yyyy-MM-dd"), w.time())
                )
            else:
                w.setDateTime(QDateTime(EMPTY_DATE, w.time()))
            w.setMaximumWidth(220)
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
            return None if w.date() == EMPTY_DATE else w.date().toString("yyyy-MM-dd")
        if kind == "datetime":
            return None if w.date() == EMPTY_DATE else w.dateTime().toString("yyyy-MM-ddTHH:mm")
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


class FormRenderer(QWidget):
    """Widgets for one FormSpec, grouped by field section, with inline messages."""

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
            box = QGroupBox(section or "Details")
            grid = QGridLayout(box)
            grid.setVerticalSpacing(4)
            r = 0
            for f in fields:
                editor = _FieldEditor(f)
                self.editors[f.id] = editor
                label = QLabel(
                    f"{html.escape(f.label)}{' <span style=color:#c0392b>*</span>' if f.required else ''}"
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


def form_html(spec: FormSpec, values: dict[str, Any], site_name: str, jurisdiction: str) -> str:
    """The form as printable HTML: every field with its value, required marks, citations."""
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
            f"<tr><td width='35%'><b>{esc(f.label)}</b>{' *' if f.required else ''}</td><td>{shown}{unit}</td></tr>"
        )
    cites = "<br>".join(
        f"{esc(citation_text(c.to_json()))}: “{esc(c.quote)}”" for c in spec.citations
    )
    missing = missing_items(spec, values)
    draft = (
        "<p style='font-size:20pt; color:#b03a2e'><b>DRAFT \u2014 not ready to sign</b></p>"
        "<p><b>Missing or wrong before it can be signed:</b></p><ul>"
        + "".join(f"<li>{esc(m)}</li>" for m in missing)
        + "</ul>"
        if missing
        else ""
    )
    return (
        draft
        + f"<h2>{esc(spec.title)}</h2><p>Site: <b>{esc(site_name)}</b> · Jurisdiction: {esc(jurisdiction)}</p>"
        f"<p>{esc(spec.description)}</p>"
        f"<table border='1' cellspacing='0' cellpadding='5' width='100%'>{''.join(rows)}</table>"
        f"<p style='font-size:8pt'>* required by the ordinance. Source: {cites}</p>"
    )


class FormsPanel(QWidget):
    """Pick a form of the site's jurisdiction, fill it, save it into the site, print it."""

    citationActivated = Signal(dict, str)

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.doc: Any = None
        self.site: Any = None
        self.renderer: FormRenderer | None = None
        self.specs: list[FormSpec] = []
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel("Form"))
        self.picker = QComboBox()
        self.picker.setObjectName("form_picker")
        self.picker.setMinimumWidth(240)
        self.picker.currentIndexChanged.connect(self._show_form)
        row.addWidget(self.picker, 1)
        self.save_button = QPushButton("Save form")
        self.save_button.setObjectName("save_form")
        self.save_button.setShortcut("Ctrl+Return")
        self.save_button.clicked.connect(self.save)
        self.revert_button = QPushButton("Revert")
        self.revert_button.clicked.connect(self._show_form)
        self.print_button = QPushButton("Print…")
        self.print_button.clicked.connect(self.print_dialog)
        self.pdf_button = QPushButton("Save as PDF…")
        self.pdf_button.clicked.connect(self._pdf_dialog)
        for b in (self.save_button, self.revert_button, self.print_button, self.pdf_button):
            row.addWidget(b)
        layout.addLayout(row)
        self.heading = title_label("")
        layout.addWidget(self.heading)
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.RichText)
        self.about.linkActivated.connect(self._cite)
        layout.addWidget(self.about)
        self._citations: list[dict[str, Any]] = []
        self.status = QLabel()
        self.status.setWordWrap(True)
        layout.addWidget(self.status)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        layout.addWidget(self.scroll, 1)

    def set_document(self, doc: Any) -> None:
        self.doc = doc

    def _cite(self, link: str) -> None:
        index = int(link.split(":", 1)[1]) if link.startswith("cite:") else -1
        if 0 <= index < len(self._citations):
            spec = self.current_spec()
            self.citationActivated.emit(self._citations[index], spec.title if spec else "")

    def form_key(self, spec: FormSpec) -> str:
        return f"{spec.jurisdiction}.{spec.id}"

    def set_site(self, site: Any | None, result: Any = None, error: Any = None) -> None:
        previous = self.picker.currentData()
        same_site = self.site is not None and site is not None and self.site.id == site.id
        self.site = site
        jid = site.scenario.jurisdiction if site is not None else None
        self.specs = list(self.host.descriptors(jid, "form")) if jid else []
        self.picker.blockSignals(True)
        self.picker.clear()
        for spec in self.specs:
            key = self.form_key(spec)
            saved = site is not None and key in site.scenario.forms
            self.picker.addItem(f"{spec.title}{'  (saved)' if saved else ''}", key)
        index = self.picker.findData(previous)
        self.picker.setCurrentIndex(index if index >= 0 else 0)
        self.picker.blockSignals(False)
        if same_site and self.renderer is not None and index >= 0:
            self._show_saved_state()
            return
        self._show_form()

    def current_spec(self) -> FormSpec | None:
        index = self.picker.currentIndex()
        return self.specs[index] if 0 <= index < len(self.specs) else None

    def _show_form(self) -> None:
        spec = self.current_spec()
        for b in (self.save_button, self.revert_button, self.print_button, self.pdf_button):
            b.setEnabled(spec is not None)
        if spec is None:
            self.renderer = None
            self.heading.setText("")
            self.about.setText("")
            self.status.setText(
                "Select a site whose jurisdiction declares forms."
                if self.site is None
                else "This site's jurisdiction declares no forms."
            )
            self.scroll.setWidget(QWidget())
            return
        self.heading.setText(spec.title)
        self._citations = [c.to_json() for c in spec.citations]
        links = " · ".join(
            f"<a href='cite:{i}'>{html.escape(citation_text(c))}</a> "
            f"<span style='color:#5d6d7e'>“{html.escape(c.get('quote') or '')}”</span>"
            for i, c in enumerate(self._citations)
        )
        description = f"{html.escape(spec.description)}<br>" if spec.description else ""
        self.about.setText(
            f"{description}Source: {links}<br><span style='color:#5d6d7e'>Fields marked "
            "<span style='color:#c0392b'>*</span> are required by the ordinance.</span>"
        )
        self.renderer = FormRenderer(spec)
        saved = self.site.scenario.forms.get(self.form_key(spec)) if self.site else None
        # a form not saved yet starts from the site's facts and events (a draft to check)
        self.renderer.set_values(
            saved if saved is not None else prefill(spec, self.site.scenario) if self.site else {}
        )
        self.scroll.setWidget(self.renderer)
        self._show_saved_state()

    def _show_saved_state(self) -> None:
        spec = self.current_spec()
        if spec is None or self.site is None:
            return
        saved = self.site.scenario.forms.get(self.form_key(spec))
        if saved is None:
            self.status.setText("<span style='color:#5d6d7e'>Not saved yet.</span>")
            return
        problems = validate_form(spec, saved)
        if problems:
            self.status.setText(
                f"<span style='color:#b9770e'><b>Saved as a draft</b>: {len(problems)} field"
                f"{'s' if len(problems) != 1 else ''} still need attention.</span>"
            )
        else:
            self.status.setText(
                "<span style='color:#1e8449'><b>Saved and complete</b>: every required field is filled.</span>"
            )

    def save(self) -> bool:
        """Validate, show messages, save into the site's scenario (one undo step). True when complete."""
        spec = self.current_spec()
        if spec is None or self.renderer is None or self.site is None or self.doc is None:
            return False
        values, unreadable = self.renderer.read()
        problems = {**validate_form(spec, values), **unreadable}
        self.renderer.show_problems(problems)
        if unreadable:
            self.status.setText(
                f"<span style='color:#b03a2e'><b>Not saved</b>: {len(unreadable)} field"
                f"{'s' if len(unreadable) != 1 else ''} cannot be read; see the messages.</span>"
            )
            return False
        key = self.form_key(spec)

        def change(s: Scenario) -> None:
            forms = dict(s.forms)
            forms[key] = values
            s.forms = forms

        self.doc.edit_scenario(self.site.id, change, f"Save form “{spec.title}”")
        self._show_saved_state()
        self.renderer.show_problems(problems)
        return not problems

    # ----------------------------------------------------------------- printing
    def document(self) -> QTextDocument | None:
        spec = self.current_spec()
        if spec is None or self.renderer is None:
            return None
        values, _problems = self.renderer.read()
        doc = QTextDocument()
        site_name = self.site.name if self.site is not None else ""
        doc.setHtml(form_html(spec, values, site_name, spec.jurisdiction))
        return doc

    def _printer(self) -> QPrinter:
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setPageSize(QPageSize(QPageSize.PageSizeId.Letter))
        printer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
        return printer

    def print_to_pdf(self, path: str) -> bool:
        doc = self.document()
        if doc is None:
            return False
        printer = self._printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(path)
        doc.print_(printer)
        return True

    def print_dialog(self) -> None:
        doc = self.document()
        if doc is None:
            return
        printer = self._printer()
        dialog = QPrintDialog(printer, self)
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            doc.print_(printer)

    def _pdf_dialog(self) -> None:
        spec = self.current_spec()
        if spec is None:
            return
        path, _ = QFileDialog.getSaveFileName(
            self, "Save form as PDF", f"{spec.id}.pdf", "PDF (*.pdf)"
        )
        if path:
            self.print_to_pdf(path)
