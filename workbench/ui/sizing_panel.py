"""The Sizing panel: each sizing tool of the city with inputs, outputs, steps and a chart."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core import plots
from workbench.ui.rainfall_record_view import RainfallRecordView
from workbench.ui.result_panel import (
    ResultPanel,
    for_desktop,
    parameter_labels,
    sizing_state,
)
from workbench.ui.theme import (
    fmt_number,
    quantity_label,
    status_colour,
)
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
        self._sizing: list[dict[str, Any]] = []

    def refresh(self) -> None:
        current = self.tools.currentRow()
        self.tools.blockSignals(True)
        self.tools.clear()
        text = self.placeholder()
        self._sizing = [] if text else list((self.result or {}).get("sizing", []))
        self.record_view.show_report(None if text else (self.result or {}).get("rainfall_record"))
        for s in self._sizing:
            entry = QListWidgetItem(f"{s['title']}\n{sizing_state(s)}")
            entry.setForeground(
                QBrush(status_colour(s.get("status")))
                if s.get("status") != "applies"
                else QBrush(QColor("#1f2d3d"))
            )
            entry.setToolTip(
                f"{s['tool_id']}"
                + (f"\nGated by: {', '.join(s['gated_by'])}" if s.get("gated_by") else "")
            )
            if s.get("required") == "conditional":
                entry.setForeground(QBrush(status_colour("needs_info")))
            self.tools.addItem(entry)
        self.tools.blockSignals(False)
        if not self._sizing:
            self.empty.setText(text or "No sizing tool of this jurisdiction applies to this site.")
            self.heading.setText("")
            self.inputs.setRowCount(0)
            self.outputs.setRowCount(0)
            self.detail.set_detail("")
            self.canvas.message(text or "No sizing tool applies to this site.")
            return
        self.empty.setText("")
        self.tools.setCurrentRow(min(max(current, 0), len(self._sizing) - 1))
        self._select(self.tools.currentRow())

    def _select(self, row: int) -> None:
        if not (0 <= row < len(self._sizing)):
            return
        s = self._sizing[row]
        self.heading.setText(s["title"])
        for table, values in (
            (self.inputs, s.get("inputs", {})),
            (self.outputs, s.get("outputs", {})),
        ):
            table.setRowCount(0)
            for name, q in values.items():
                r = table.rowCount()
                table.insertRow(r)
                table.setItem(r, 0, item(quantity_label(name), tooltip=name))
                value = item(fmt_number(q.get("value")), align_right=True)
                if table is self.outputs:
                    font = value.font()
                    font.setBold(True)
                    value.setFont(font)
                table.setItem(r, 1, value)
                table.setItem(r, 2, item(q.get("unit") or "—"))
        body = f"<h3>{esc(s['title'])}</h3><p><b>{esc(sizing_state(s))}</b></p>"
        if s.get("steps"):
            body += (
                "<h3>Calculation steps</h3><ol>"
                + "".join(f"<li>{esc(x)}</li>" for x in s["steps"])
                + "</ol>"
            )
        if s.get("warnings"):
            labels = parameter_labels(self.host, self.jurisdiction())
            warnings = [for_desktop(w, labels) for w in s["warnings"]]
            body += "<h3>Warnings</h3>" + bullet_list(warnings, "flag")
        self.detail.set_detail(body, s.get("citations", []), s["title"])
        if s.get("plot"):
            self.canvas.draw_with(lambda fig: plots.sizing_figure(s["plot"], fig))
        else:
            self.canvas.message("This tool draws no chart.")
