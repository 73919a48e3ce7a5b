"""The what-if of the compare view: one input swept over a range, every city evaluated at
each value, and where each city's category status flips (a chart and a sentence per city).
It folds to its title so the comparison above keeps its room."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from workbench.core import plots
from workbench.core.compare import summarise
from workbench.core.evaluate import evaluate
from workbench.core.model import SiteFacts
from workbench.ui.document import copy_scenario
from workbench.ui.site_fields import field_kind
from workbench.ui.theme import category_label, fmt_number, humanise, status_label, unit_of
from workbench.ui.widgets import PlotCanvas, esc, shrinkable
from workbench.ui.workers import Progress, TaskRunner

DEFAULT_SWEEP_FIELDS = ("new_impervious_sqft", "disturbed_area_sqft")


def run_sweep(
    host: Any, scenario: Any, field: str, values: list[float], progress: Progress
) -> dict[str, Any]:
    """Per jurisdiction, the category summary at each value (cancellable between values)."""
    summaries: dict[str, list[dict[str, Any]]] = {}
    for i, value in enumerate(values):
        progress.step(i, len(values), f"{humanise(field)} = {fmt_number(value, unit_of(field))}")
        trial = copy.deepcopy(scenario)
        setattr(trial.site, field, value)
        for result in evaluate(host, trial, "all")["results"]:
            summaries.setdefault(result["jurisdiction"], []).append(summarise(result))
    progress.step(len(values), len(values), "done")
    return {"field": field, "values": values, "summaries": summaries}


def flips(values: list[float], statuses: list[str | None], unit: str) -> str:
    """``does not apply below 5,000 sq ft; applies from 5,000 sq ft``."""
    if not statuses:
        return ""
    parts = [f"{status_label(statuses[0]).lower()} at {fmt_number(values[0], unit)}"]
    for i in range(1, len(values)):
        if statuses[i] != statuses[i - 1]:
            parts.append(f"{status_label(statuses[i]).lower()} from {fmt_number(values[i], unit)}")
    return (
        "; ".join(parts)
        if len(parts) > 1
        else f"{status_label(statuses[0]).lower()} across the range"
    )


def nearest_text(nearest: dict[str, Any]) -> str:
    """A city's nearest threshold in a compare cell: "8,441 sq ft less: not apply (L31)"."""
    field = nearest["fact"].removeprefix("site.")
    unit = unit_of(field)
    delta = abs(nearest["value"] - nearest["current"])
    becomes = status_label(nearest["becomes"]).lower()
    where = f" ({nearest['line']})" if nearest.get("line") else ""
    return f"{fmt_number(delta, unit)} {nearest['direction']}: {becomes}{where}"


class WhatIfBox(QWidget):
    """The what-if: a title that folds and unfolds, the input and range, the run, the chart."""

    unfolded = Signal(bool)

    def __init__(self, host: Any, runner: TaskRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.runner = runner
        self.site: Any = None
        self.sweep_data: dict[str, Any] | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.toggle = QToolButton()
        self.toggle.setObjectName("what_if_toggle")
        self.toggle.setText("What if: where each city's thresholds flip")
        self.toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toggle.setCheckable(True)
        self.toggle.setAutoRaise(True)
        self.toggle.toggled.connect(self.unfold)
        outer.addWidget(self.toggle)
        self.body = QGroupBox()
        outer.addWidget(self.body, 1)
        wl = QVBoxLayout(self.body)
        controls = QHBoxLayout()
        self.field = shrinkable(QComboBox())
        self.field.setObjectName("sweep_field")
        for name, info in SiteFacts.model_fields.items():
            kind, _extra = field_kind(info.annotation)
            if kind in ("number", "integer"):
                unit = unit_of(name)
                self.field.addItem(f"{humanise(name)}{f' ({unit})' if unit else ''}", name)
        self.field.setCurrentIndex(max(0, self.field.findData(DEFAULT_SWEEP_FIELDS[0])))
        self.low = QDoubleSpinBox()
        self.low.setRange(0, 1e9)
        self.low.setDecimals(0)
        self.low.setGroupSeparatorShown(True)
        self.high = QDoubleSpinBox()
        self.high.setRange(0, 1e9)
        self.high.setDecimals(0)
        self.high.setGroupSeparatorShown(True)
        self.high.setValue(60000)
        self.steps = QSpinBox()
        self.steps.setRange(2, 200)
        self.steps.setValue(25)
        self.steps.setSuffix(" steps")
        self.category = shrinkable(QComboBox())
        self.category.setObjectName("sweep_category")
        self.category.currentIndexChanged.connect(lambda _i: self._draw_sweep())
        self.run_button = QPushButton("Run what-if")
        self.run_button.setObjectName("run_sweep")
        self.run_button.clicked.connect(self.start_sweep)
        self.cancel_button = QPushButton("Cancel")
        self.cancel_button.clicked.connect(lambda: self.runner.cancel("sweep"))
        self.cancel_button.setEnabled(False)
        for label, widget in (
            ("Input", self.field),
            ("from", self.low),
            ("to", self.high),
            ("", self.steps),
        ):
            if label:
                controls.addWidget(QLabel(label))
            controls.addWidget(widget)
        controls.addStretch(1)
        wl.addLayout(controls)
        controls2 = QHBoxLayout()
        controls2.addWidget(QLabel("Category"))
        controls2.addWidget(self.category, 1)
        controls2.addWidget(self.run_button)
        controls2.addWidget(self.cancel_button)
        wl.addLayout(controls2)
        self.progress = QProgressBar()
        self.progress.setTextVisible(True)
        self.progress.hide()
        wl.addWidget(self.progress)
        lower = QHBoxLayout()
        self.canvas = PlotCanvas(7.0, 2.8)
        self.canvas.setMinimumHeight(140)  # the chart gives way to the comparison above
        lower.addWidget(self.canvas, 3)
        self.flip_text = QLabel()
        self.flip_text.setWordWrap(True)
        self.flip_text.setTextFormat(Qt.TextFormat.RichText)
        self.flip_text.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.flip_text.setMinimumWidth(220)
        self.flip_text.setMaximumWidth(320)
        lower.addWidget(self.flip_text, 1)
        wl.addLayout(lower)
        self.canvas.message("Choose an input and a range, then run the what-if.")
        self.unfold(False)

    def unfold(self, shown: bool) -> None:
        """Unfold (or fold to its title) the what-if."""
        self.toggle.blockSignals(True)
        self.toggle.setChecked(shown)
        self.toggle.blockSignals(False)
        arrow = Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        self.toggle.setArrowType(arrow)
        self.body.setVisible(shown)
        self.unfolded.emit(shown)

    def set_site(self, site: Any | None) -> None:
        """A new site: the last what-if is gone; the range reaches twice its figure."""
        self.site = site
        self.sweep_data = None
        self.canvas.message("Choose an input and a range, then run the what-if.")
        self.flip_text.setText("")
        if site is not None:
            field = self.field.currentData()
            current = getattr(site.scenario.site, field, None) or 0
            self.high.setValue(max(60000.0, float(current) * 2))

    def set_categories(self, data: dict[str, Any]) -> None:
        """The categories of the comparison to choose from (the one chosen kept)."""
        current = self.category.currentData()
        self.category.blockSignals(True)
        self.category.clear()
        for entry in data["categories"]:
            self.category.addItem(category_label(entry["category"]), entry["category"])
        preferred = current or next(
            (
                e["category"]
                for e in data["categories"]
                if e["category"] == "post_construction_plan"
            ),
            None,
        )
        self.category.setCurrentIndex(max(0, self.category.findData(preferred)))
        self.category.blockSignals(False)
        self._draw_sweep()

    #: the mark of an input that would change an answer (issue 45)
    OFFERED = "◆ "

    def offer(self, facts: list[str]) -> None:
        """The inputs ``would_change`` names (``site.<field>``) first in the list, marked,
        the first chosen: the facts whose change would flip an answer of some city."""
        names = [f.removeprefix("site.") for f in facts]
        self.field.blockSignals(True)
        for i in range(self.field.count()):  # unmark what an earlier comparison offered
            text = self.field.itemText(i)
            if text.startswith(self.OFFERED):
                self.field.setItemText(i, text.removeprefix(self.OFFERED))
        for place, name in enumerate(n for n in names if self.field.findData(n) >= 0):
            index = self.field.findData(name)
            text = self.field.itemText(index)
            self.field.removeItem(index)
            self.field.insertItem(place, self.OFFERED + text, name)
            self.field.setItemData(
                place, "a change of this input would flip an answer", Qt.ItemDataRole.ToolTipRole
            )
        if names and self.field.findData(names[0]) >= 0:
            self.field.setCurrentIndex(self.field.findData(names[0]))
        self.field.blockSignals(False)

    def offered(self) -> list[str]:
        """The inputs offered (for tests)."""
        return [
            self.field.itemData(i)
            for i in range(self.field.count())
            if self.field.itemText(i).startswith(self.OFFERED)
        ]

    def start_sweep(self) -> None:
        if self.site is None:
            return
        if not self.toggle.isChecked():
            self.unfold(True)
        field = self.field.currentData()
        low, high, n = self.low.value(), self.high.value(), self.steps.value()
        if high <= low:
            self.flip_text.setText(
                "<span style='color:#b03a2e'>“to” must be larger than “from”.</span>"
            )
            return
        values = [low + (high - low) * i / (n - 1) for i in range(n)]
        if field_kind(SiteFacts.model_fields[field].annotation)[0] == "integer":
            values = sorted({int(round(v)) for v in values})
        scenario = copy_scenario(self.site.scenario)
        host = self.host
        self.progress.setRange(0, len(values))
        self.progress.setValue(0)
        self.progress.setFormat(f"Evaluating {len(values)} values × every city … %v / %m")
        self.progress.show()
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.runner.submit(
            "sweep",
            lambda p: run_sweep(host, scenario, field, values, p),
            self._sweep_done,
            label="What-if sweep",
            on_error=self._sweep_failed,
            on_cancel=self._sweep_cancelled,
        )
        self.runner.activity.connect(self._activity)

    def _activity(self, label: str, done: int, total: int, _cancellable: bool) -> None:
        if label.startswith("What-if") and total:
            self.progress.setValue(done)

    def _sweep_finished(self) -> None:
        try:
            self.runner.activity.disconnect(self._activity)
        except (RuntimeError, TypeError):
            pass
        self.progress.hide()
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _sweep_done(self, data: dict[str, Any]) -> None:
        self._sweep_finished()
        self.sweep_data = data
        self._draw_sweep()

    def _sweep_failed(self, message: str) -> None:
        self._sweep_finished()
        self.flip_text.setText(
            f"<span style='color:#b03a2e'>The what-if failed: {esc(message)}</span>"
        )

    def _sweep_cancelled(self) -> None:
        self._sweep_finished()
        self.flip_text.setText("What-if cancelled.")

    def flipping_categories(self) -> list[str]:
        """Categories whose status changes across the last what-if for some city."""
        data = self.sweep_data or {}
        found = []
        for i in range(self.category.count()):
            category = self.category.itemData(i)
            for rows in data.get("summaries", {}).values():
                if len({r.get(category, {}).get("status") for r in rows}) > 1:
                    found.append(category)
                    break
        return found

    def _draw_sweep(self) -> None:
        data = self.sweep_data
        category = self.category.currentData()
        if not data or not category:
            return
        field, values = data["field"], data["values"]
        statuses = {
            jid: [s.get(category, {}).get("status") for s in rows]
            for jid, rows in data["summaries"].items()
        }
        names = {}
        for jid in statuses:
            try:
                names[jid] = self.host.jurisdiction(jid).name
            except KeyError:
                names[jid] = jid
        labelled = {names[j]: v for j, v in statuses.items()}
        unit = unit_of(field)
        self.canvas.draw_with(
            lambda fig: plots.sweep_figure(
                f"{humanise(field)} ({unit})" if unit else humanise(field),
                values,
                labelled,
                category_label(category),
                fig,
            )
        )
        self.flip_text.setText(
            f"<b>{esc(category_label(category))}</b><br>"
            + "".join(
                f"<p><b>{esc(names[j])}</b>: {esc(flips(values, s, unit))}</p>"
                for j, s in statuses.items()
            )
        )
