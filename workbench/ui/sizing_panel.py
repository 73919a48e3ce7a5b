"""The Sizing panel: each sizing tool of the city with inputs, outputs, steps and a chart.

Above the tables, the values the selected tool takes from outside the ordinance that have no
default (a manual's constant the workbench could not confirm): the user types them there,
they are stored in the project as parameter overrides, and the result is evaluated again.

Below them, "Provided versus required": each check of the tool, per drainage area and for the
site, the requirement beside what the area's control provides and PASS, FAIL or NOT SHOWN
(no control value given: never a pass) (issue 39 item 4).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core import plots
from workbench.core.rainfall.report import simulation_note
from workbench.core.reader import ToolView, once, result_view
from workbench.core.results import Check, SizingTool
from workbench.ui.rainfall_record_view import RainfallRecordView
from workbench.ui.result_panel import (
    ResultPanel,
    html_for_desktop,
)
from workbench.ui.theme import (
    fmt_number,
    quantity_label,
    status_colour,
    status_text,
)
from workbench.ui.user_input import parse_number
from workbench.ui.widgets import (
    DetailBrowser,
    PlotCanvas,
    bullet_list,
    esc,
    hint_label,
    item,
    make_table,
    title_label,
)


class SizingPanel(ResultPanel):
    """Each applicable sizing tool: inputs, outputs with units, steps and a plot."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        layout = QHBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel("<b>Sizing tools</b>"))
        self.tools = QListWidget()
        self.tools.setObjectName("sizing_tools")
        self.tools.setWordWrap(True)
        self.tools.currentRowChanged.connect(self._select)
        left_layout.addWidget(self.tools)
        self.empty = hint_label("")
        left_layout.addWidget(self.empty)
        self.record_view = RainfallRecordView()  # the record the evaluation used (issue 26)
        left_layout.addWidget(self.record_view)
        split.addWidget(left)

        right = QWidget()
        grid = QVBoxLayout(right)
        grid.setContentsMargins(0, 0, 0, 0)
        self.heading = title_label("")
        grid.addWidget(self.heading)
        grid.addWidget(self._build_needs())
        tables = QHBoxLayout()
        in_box = QGroupBox("Inputs")
        in_layout = QVBoxLayout(in_box)
        self.inputs = make_table(["Input", "Value", "Unit"], stretch=0)
        in_layout.addWidget(self.inputs)
        out_box = QGroupBox("Outputs")
        out_layout = QVBoxLayout(out_box)
        self.outputs = make_table(["Output", "Value", "Unit"], stretch=0)
        self.outputs.setObjectName("sizing_outputs")
        out_layout.addWidget(self.outputs)
        tables.addWidget(in_box)
        tables.addWidget(out_box)
        for table in (self.inputs, self.outputs):
            table.setMaximumHeight(230)
            table.verticalHeader().setDefaultSectionSize(24)
        grid.addLayout(tables, 2)
        checks_box = QGroupBox("Provided versus required")
        checks_layout = QVBoxLayout(checks_box)
        self.checks = make_table(
            ["Drainage area", "Check", "Required", "Provided", "Unit", "Result"], stretch=1
        )
        self.checks.setObjectName("sizing_checks")
        self.checks.setMaximumHeight(170)
        self.checks.verticalHeader().setDefaultSectionSize(24)
        checks_layout.addWidget(self.checks)
        self.checks_box = checks_box
        grid.addWidget(checks_box, 1)
        lower = QSplitter(Qt.Orientation.Horizontal)
        self.detail = DetailBrowser()
        self._connect(self.detail)
        self.record_view.reportRequested.connect(lambda body: self.detail.set_detail(body))
        self.canvas = PlotCanvas(6.0, 3.4)
        lower.addWidget(self.detail)
        lower.addWidget(self.canvas)
        lower.setStretchFactor(0, 2)
        lower.setStretchFactor(1, 3)
        lower.setSizes([380, 560])
        grid.addWidget(lower, 5)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 4)
        split.setSizes([250, 1000])
        layout.addWidget(split)
        self._sizing: list[SizingTool] = []
        self._told: list[ToolView] = []  # the reader's view of each (required, checks)

    # ----------------------------------------------------------------- values to give
    def _build_needs(self) -> QGroupBox:
        self.needs_box = QGroupBox("Values to give (from outside the ordinance, no default)")
        self.needs_box.setObjectName("sizing_needs")
        box_layout = QVBoxLayout(self.needs_box)
        box_layout.setContentsMargins(6, 4, 6, 4)
        self.needs_hint = hint_label(
            "Not confirmed, so none is built in: type the source's value (kept in the project)."
        )
        box_layout.addWidget(self.needs_hint)
        rows = QWidget()
        self.needs_grid = QGridLayout(rows)
        self.needs_grid.setContentsMargins(0, 0, 0, 0)
        self.needs_grid.setColumnStretch(0, 1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(rows)
        scroll.setMaximumHeight(120)
        box_layout.addWidget(scroll)
        self.needs_error = QLabel()
        self.needs_error.setProperty("role", "error")
        self.needs_error.setWordWrap(True)
        box_layout.addWidget(self.needs_error)
        self.needs_box.setVisible(False)
        #: parameter id -> (label, input, state) of the tool shown
        self.need_rows: dict[str, tuple[QLabel, QLineEdit, QLabel]] = {}
        self._needs_for: tuple[str, ...] = ()
        return self.needs_box

    def _tool(self, tool_id: str) -> Any | None:
        jid = self.jurisdiction()
        if not jid:
            return None
        try:
            tools = self.host.descriptors(jid, "sizing")
        except KeyError:
            return None
        return next((t for t in tools if t.id == tool_id), None)

    def _show_needs(self, s: SizingTool) -> None:
        """An input for each parameter of the tool without a default: the ones the result
        asks for first, marked "needed now", then the ones given."""
        tool = self._tool(s.tool_id)
        jid = self.jurisdiction()
        overrides = self.site.scenario.parameters if self.site is not None else {}
        said = " ".join([*s.warnings, *s.steps])

        def needed(p: Any) -> bool:
            return overrides.get(f"{jid}.{p.id}") is None and f"{jid}.{p.id}" in said

        params = [p for p in (tool.parameters if tool else ()) if p.value is None]
        # needed now, then given, then the rest; stable: the tool's order within each
        params.sort(key=lambda p: 0 if needed(p) else 1 if f"{jid}.{p.id}" in overrides else 2)
        ids = tuple(p.id for p in params)
        if ids != self._needs_for:  # other rows (the same ones: keep what has focus)
            self._needs_for = ids
            self.needs_error.setText("")
            while self.needs_grid.count():
                widget = self.needs_grid.takeAt(0).widget()
                if widget is not None:
                    widget.hide()  # at once: deleteLater waits for the event loop
                    widget.deleteLater()
            self.need_rows = {}
            for row, p in enumerate(params):
                label = QLabel(p.label or p.id)
                label.setWordWrap(True)
                label.setToolTip(f"{jid}.{p.id}\n{p.note}".strip())
                editor = QLineEdit()
                editor.setObjectName(f"need:{p.id}")
                editor.setPlaceholderText("not given")
                editor.setMaximumWidth(110)
                editor.setToolTip(p.note or p.label)
                editor.editingFinished.connect(lambda pid=p.id: self._commit_need(pid))
                unit = QLabel(p.unit or "—")
                state = QLabel()
                for column, widget in enumerate((label, editor, unit, state)):
                    self.needs_grid.addWidget(widget, row, column)
                self.need_rows[p.id] = (label, editor, state)
        for p in params:
            _, editor, state = self.need_rows[p.id]
            value = overrides.get(f"{jid}.{p.id}")
            if not editor.hasFocus():
                editor.setText("" if value is None else f"{value:.10g}")  # as typed
            state.setText("needed now" if needed(p) else ("given" if value is not None else ""))
            state.setProperty("role", "error" if needed(p) else "hint")
            state.style().unpolish(state)
            state.style().polish(state)
        self.needs_box.setVisible(bool(params))

    @property
    def need_inputs(self) -> dict[str, QLineEdit]:
        """Parameter id -> its input, for the tool shown."""
        return {pid: editor for pid, (_, editor, _) in self.need_rows.items()}

    def _commit_need(self, pid: str) -> None:
        """Store the typed value as the project's override of ``pid`` (one undo step)."""
        editor = self.need_inputs.get(pid)
        jid = self.jurisdiction()
        if editor is None or self.site is None or self.doc is None or not jid:
            return
        key = f"{jid}.{pid}"
        try:
            value = parse_number(editor.text(), False)
        except ValueError as error:
            self.needs_error.setText(f"{pid}: {error}; not stored")
            return
        self.needs_error.setText("")
        if value == self.site.scenario.parameters.get(key):
            return

        def change(scenario: Any) -> None:
            params = dict(scenario.parameters)
            if value is None:
                params.pop(key, None)
            else:
                params[key] = value
            scenario.parameters = params

        try:
            self.doc.edit_scenario(self.site.id, change, "Give parameter")
        except ValueError as error:  # the model refuses it: one line, nothing changes
            self.needs_error.setText(f"{pid}: {str(error).splitlines()[0]}; not stored")

    def refresh(self) -> None:
        current = self.tools.currentRow()
        self.tools.blockSignals(True)
        self.tools.clear()
        text = self.placeholder()
        result = None if text else self.typed
        self._sizing = list(result.sizing) if result is not None else []
        self._told = list(result_view(result, self.host).sizing) if result is not None else []
        record = result.rainfall_record if result is not None else None
        self.record_view.show_report(record)
        for s, told in zip(self._sizing, self._told, strict=True):
            entry = QListWidgetItem(f"{s.title}\n{tool_state(s, told)}")
            entry.setForeground(
                QBrush(status_colour(s.status))
                if s.status != "applies"
                else QBrush(QColor("#1f2d3d"))
            )
            entry.setToolTip(
                s.tool_id + (f"\nGated by: {', '.join(s.gated_by)}" if s.gated_by else "")
            )
            if s.required == "conditional":
                entry.setForeground(QBrush(status_colour("needs_info")))
            self.tools.addItem(entry)
        self.tools.blockSignals(False)
        if not self._sizing:
            self.empty.setText(text or "No sizing tool of this jurisdiction applies to this site.")
            self.heading.setText("")
            self.needs_box.setVisible(False)
            self._needs_for = ()
            self.inputs.setRowCount(0)
            self.outputs.setRowCount(0)
            self.checks.setRowCount(0)
            self.detail.set_detail("")
            self.canvas.message(text or "No sizing tool applies to this site.")
            return
        self.empty.setText("")
        # the tool chosen stays chosen while the site re-evaluates (issue 42 N18: typing a
        # value PR 3 needs jumped back to the first tool)
        ids = [s.tool_id for s in self._sizing]
        chosen = getattr(self, "_chosen_tool", None)
        row = ids.index(chosen) if chosen in ids else min(max(current, 0), len(ids) - 1)
        self.tools.setCurrentRow(row)
        self._select(self.tools.currentRow())

    def _select(self, row: int) -> None:
        if not (0 <= row < len(self._sizing)):
            return
        s, told = self._sizing[row], self._told[row]
        self._chosen_tool = s.tool_id
        self.heading.setText(s.title)
        self._show_needs(s)
        for table, values in ((self.inputs, s.inputs), (self.outputs, s.outputs)):
            table.setRowCount(0)
            for name, q in values.items():
                r = table.rowCount()
                table.insertRow(r)
                table.setItem(r, 0, item(quantity_label(name), tooltip=name))
                value = item(fmt_number(q.value), align_right=True)
                if table is self.outputs:
                    font = value.font()
                    font.setBold(True)
                    value.setFont(font)
                table.setItem(r, 1, value)
                table.setItem(r, 2, item(q.unit or "—"))
        self._show_checks(list(s.checks))
        body = f"<h3>{esc(s.title)}</h3><p><b>{esc(tool_state(s, told))}</b></p>"
        record = self.typed.rainfall_record if self.typed is not None else None
        if record is not None and any(f"record {record.record}" in x for x in s.steps):
            # what the simulation assumes, where it is used (issue 40 item 7)
            note = simulation_note(record.to_json())
            body += f"<p><b>Rainfall record simulated:</b> {esc(note)}</p>"
        if told.checks:  # provided versus required, as every output tells it (issue 37)
            body += "<h3>Provided versus required</h3>" + bullet_list(
                [c.text for c in told.checks], render=esc
            )
        words = self.words()
        if s.steps:
            body += (
                "<h3>Calculation steps</h3><ol>"
                + "".join(f"<li>{html_for_desktop(x, words)}</li>" for x in s.steps)
                + "</ol>"
            )
        warnings = once(s.warnings)
        if warnings:
            body += "<h3>Warnings</h3>" + bullet_list(
                list(warnings), "flag", lambda w: html_for_desktop(w, words)
            )
        self.detail.set_detail(body, [c.to_json() for c in s.citations], s.title)
        if s.plot is not None:
            plot = s.plot.to_json()
            self.canvas.draw_with(lambda fig: plots.sizing_figure(plot, fig))
        else:
            self.canvas.message("This tool draws no chart.")

    # ----------------------------------------------------------------- provided vs required
    def _show_checks(self, rows: list[Check]) -> None:
        """One row per check: the requirement, what the control provides, PASS / FAIL / NOT
        SHOWN; a check that a limit is not exceeded says "at most" beside its requirement."""
        self.checks.setRowCount(0)
        for row in rows:
            r = self.checks.rowCount()
            self.checks.insertRow(r)
            area = "Site (all areas)" if row.area == "site" else str(row.area)
            required = fmt_number(row.required)
            if row.direction == "at_most" and row.required is not None:
                required = f"at most {required}"
            what = quantity_label(row.quantity)
            if row.governs:
                what += f" ({row.governs})"
            cells = (
                item(area),
                item(what, tooltip=row.quantity),
                item(required, align_right=True),
                item(fmt_number(row.provided), align_right=True),
                item(row.unit or "—"),
                item(row.verdict),
            )
            for column, cell in enumerate(cells):
                self.checks.setItem(r, column, cell)
            colour = {"PASS": "#1e7b34", "FAIL": "#b03a2e"}.get(row.verdict, "#707b7c")
            self.checks.item(r, 5).setForeground(QBrush(QColor(colour)))
        self.checks_box.setVisible(bool(rows))


def tool_state(s: SizingTool, told: ToolView) -> str:
    """ "Computed (with n warning(s))" or the status in words, then whether the tool is
    required, in the reader's view's words when it is not simply required."""
    if s.status == "applies":
        text = "Computed" + (f" with {len(s.warnings)} warning(s)" if s.warnings else "")
    else:
        text = status_text(s.status)
    return text if s.required == "yes" else f"{text} — {told.required_words}"
