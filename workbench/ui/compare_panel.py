"""The compare view (consultants, trainers): one site under every loaded jurisdiction side by
side by category, differences highlighted, sizing outputs compared, and a what-if sweep of
one input showing where each city's thresholds flip."""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from workbench.core import plots
from workbench.core.compare import COMPARED_OUTPUTS, compare, summarise
from workbench.core.evaluate import evaluate
from workbench.core.model import SiteFacts
from workbench.core.user_text import glossary
from workbench.ui.document import copy_scenario
from workbench.ui.result_panel import tooltip_for_desktop
from workbench.ui.site_evaluation import plain_error
from workbench.ui.site_fields import field_kind
from workbench.ui.theme import (
    category_label,
    fmt_number,
    humanise,
    status_label,
    status_text,
    unit_of,
)
from workbench.ui.unknown_terms import unknown_terms
from workbench.ui.widgets import (
    PlotCanvas,
    esc,
    hint_label,
    item,
    make_table,
    status_item,
    title_label,
)
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


class ComparePanel(QWidget):
    """Side-by-side comparison of every loaded jurisdiction for the current site."""

    citationActivated = Signal(dict, str)

    def __init__(self, host: Any, runner: TaskRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.runner = runner
        self.site: Any = None
        self.data: dict[str, Any] | None = None
        self.sweep_data: dict[str, Any] | None = None
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        self.heading = title_label("Compare jurisdictions")
        head.addWidget(self.heading, 1)
        self.refresh_button = QPushButton("Recompare")
        self.refresh_button.clicked.connect(self.start)
        head.addWidget(self.refresh_button)
        layout.addLayout(head)
        self.summary = hint_label("")
        layout.addWidget(self.summary)

        split = QSplitter(Qt.Orientation.Vertical)
        cat_box = QGroupBox(
            "Requirements by category (rows marked ≠ differ between cities;"
            " hover a cell for its rules)"
        )
        cl = QVBoxLayout(cat_box)
        self.table = make_table(["Category"])
        self.table.setObjectName("compare_table")
        self.table.setSelectionMode(self.table.SelectionMode.SingleSelection)
        self.table.setSelectionBehavior(self.table.SelectionBehavior.SelectItems)
        self.table.setMinimumHeight(130)  # a few categories readable at 1280x720 and 150 %
        cl.addWidget(self.table)
        split.addWidget(cat_box)
        sizing_box = QWidget()
        sl = QVBoxLayout(sizing_box)
        sl.setContentsMargins(0, 0, 0, 0)
        sl.addWidget(QLabel("<b>Sizing outputs</b> (every tool that computes one, per city)"))
        self.sizing = make_table(["Output"])
        self.sizing.setObjectName("compare_sizing")
        self.sizing.setMinimumHeight(60)
        sl.addWidget(self.sizing)
        split.addWidget(sizing_box)

        # the what-if folds to its title so the comparison keeps the room at 1280x720
        what_box = QWidget()
        outer = QVBoxLayout(what_box)
        outer.setContentsMargins(0, 0, 0, 0)
        self.what_toggle = QToolButton()
        self.what_toggle.setObjectName("what_if_toggle")
        self.what_toggle.setText("What if: where each city's thresholds flip")
        self.what_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.what_toggle.setCheckable(True)
        self.what_toggle.setAutoRaise(True)
        self.what_toggle.toggled.connect(self.show_what_if)
        outer.addWidget(self.what_toggle)
        self.what_body = QGroupBox()
        outer.addWidget(self.what_body, 1)
        wl = QVBoxLayout(self.what_body)
        controls = QHBoxLayout()
        self.field = QComboBox()
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
        self.category = QComboBox()
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
        split.addWidget(what_box)
        split.setStretchFactor(0, 3)  # the comparison first; the what-if below it
        split.setStretchFactor(1, 1)
        split.setStretchFactor(2, 0)
        split.setChildrenCollapsible(False)
        self.split = split
        self._sized = False  # the split is set once, when the panel first has its room
        self.show_what_if(False)
        layout.addWidget(split, 1)
        self.canvas.message("Choose an input and a range, then run the what-if.")

    # ----------------------------------------------------------------- comparison
    def set_site(self, site: Any | None) -> None:
        changed = site is None or self.site is None or site.id != self.site.id
        self.site = site
        if changed:
            self.sweep_data = None
            self.canvas.message("Choose an input and a range, then run the what-if.")
            self.flip_text.setText("")
            if site is not None:
                field = self.field.currentData()
                current = getattr(site.scenario.site, field, None) or 0
                self.high.setValue(max(60000.0, float(current) * 2))
        self.heading.setText(
            f"Compare jurisdictions: {site.name}" if site is not None else "Compare jurisdictions"
        )
        if self.isVisible():
            self.start()
        else:
            self.data = None

    def showEvent(self, event: Any) -> None:  # noqa: N802 - Qt API
        super().showEvent(event)
        if not self._sized and self.split.height() > 0:
            self._sized = True
            self._share_room()
        if self.data is None and self.site is not None:
            self.start()

    def start(self) -> None:
        if self.site is None:
            self.summary.setText("Select a site in the project tree.")
            return
        scenario = copy_scenario(self.site.scenario)
        host = self.host
        self.summary.setText("Comparing…")

        def work(_progress: Any) -> dict[str, Any]:
            """The comparison, with each city's notes on the terms it does not read; none for
            a site that cannot be evaluated under its own city (its panels say so)."""
            own = scenario.jurisdiction
            if own:
                try:
                    evaluate(host, scenario, own)
                except ValueError as error:  # InputError is a ValueError
                    raise ValueError(
                        f"this site cannot be evaluated under its own city ({error}). "
                        "Fix it in the Site panel first."
                    ) from None
            data = compare(host, scenario)
            if "notes" not in data:  # a core before issue 16: the terms each city lacks
                data["notes"] = {
                    jid: [term.label for term in unknown_terms(host, scenario, jid)]
                    for jid in data["jurisdictions"]
                }
            return data

        self.runner.submit(
            "compare",
            work,
            self._show,
            label="Comparing jurisdictions",
            on_error=self._failed,
        )

    def _failed(self, message: str) -> None:
        self.data = None
        self.table.setRowCount(0)
        self.sizing.setRowCount(0)
        self.summary.setText(f"Cannot compare this site: {plain_error(message)}")

    def _show(self, data: dict[str, Any]) -> None:
        self.data = data
        jids = data["jurisdictions"]
        names = {}
        for jid in jids:
            try:
                names[jid] = self.host.jurisdiction(jid).name
            except KeyError:
                names[jid] = jid
        notes = data.get("notes", {})
        words = {jid: glossary(self.host, jid) for jid in jids}
        self.table.clear()
        self.table.setColumnCount(len(jids) + 2)
        self.table.setHorizontalHeaderLabels(
            ["", "Category", *[names[j] + (" †" if notes.get(j) else "") for j in jids]]
        )
        self.table.setRowCount(0)
        differing = 0
        for entry in data["categories"]:
            r = self.table.rowCount()
            self.table.insertRow(r)
            vocabulary_only = entry.get("vocabulary_only", False)
            mark = item(
                "≈" if vocabulary_only else "≠" if entry["differs"] else "=",
                tooltip="differs only because the site's terms are not every city's own: "
                "not a legal difference"
                if vocabulary_only
                else "differs between cities"
                if entry["differs"]
                else "the same in every city",
            )
            mark.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            label = item(category_label(entry["category"]), tooltip=entry["category"])
            if entry["differs"]:
                differing += 1
                font = label.font()
                font.setBold(True)
                label.setFont(font)
                mark.setFont(font)
                for cell in (mark, label):
                    cell.setBackground(QBrush(QColor("#fff3b0")))
            self.table.setItem(r, 0, mark)
            self.table.setItem(r, 1, label)
            for c, jid in enumerate(jids, start=2):
                cell_data = entry["by_jurisdiction"].get(jid)
                status = cell_data["status"] if cell_data else "not_addressed"
                cell = status_item(status)
                if cell_data:
                    cell.setToolTip(
                        "\n".join(
                            f"{status_text(f['status'])}: {f['title']}"
                            for f in cell_data["findings"]
                        )
                    )
                else:
                    cell.setToolTip("This ordinance has no rule in this category.")
                behind = (cell_data or {}).get("notes") or notes.get(jid) or []
                if behind:  # the notes behind the cell: how this city reads the site's terms
                    cell.setText(cell.text() + " †")
                    cell.setToolTip(
                        cell.toolTip()
                        + f"\n\n† How {names[jid]} reads the site's terms:\n"
                        + tooltip_for_desktop(list(behind), words[jid])
                    )
                self.table.setItem(r, c, cell)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        header.resizeSection(1, 270)
        for c in range(2, len(jids) + 2):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(32)
        self.table.resizeRowsToContents()
        self.sizing.clear()
        self.sizing.setColumnCount(len(jids) + 1)
        self.sizing.setHorizontalHeaderLabels(["Output", *[names[j] for j in jids]])
        self.sizing.setRowCount(0)
        for name in COMPARED_OUTPUTS:
            per = data["sizing"].get(name)
            if not per:
                continue
            r = self.sizing.rowCount()
            self.sizing.insertRow(r)
            self.sizing.setItem(r, 0, item(humanise(name), tooltip=name))
            for c, jid in enumerate(jids, start=1):
                values = per.get(jid, [])
                text = "\n".join(fmt_number(v["value"], v["unit"]) for v in values) or "—"
                cell = item(
                    text,
                    align_right=True,
                    tooltip="\n".join(
                        f"{v['title']}: {fmt_number(v['value'], v['unit'])}" for v in values
                    ),
                )
                self.sizing.setItem(r, c, cell)
        self.sizing.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.sizing.horizontalHeader().resizeSection(0, 270)
        for c in range(1, len(jids) + 1):
            self.sizing.horizontalHeader().setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
        self.sizing.resizeRowsToContents()
        if not self.sizing.rowCount():
            self.sizing.setRowCount(1)
            self.sizing.setItem(0, 0, item("No compared sizing output for this site"))
        ignoring = [names[j] for j in jids if notes.get(j)]
        self.summary.setText(
            f"{len(jids)} jurisdictions · {len(data['categories'])} categories addressed · "
            f"{differing} differ. Hover a cell for the rules behind it."
            + (
                f" † {', '.join(ignoring)} read some terms of this site as other terms or not "
                "at all (hover a cell): a difference there may come from the words, not the "
                "law; ≈ marks one that only the words cause."
                if ignoring
                else ""
            )
        )
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

    # ----------------------------------------------------------------- what-if
    def show_what_if(self, shown: bool) -> None:
        """Unfold (or fold to its title) the what-if below the comparison."""
        self.what_toggle.blockSignals(True)
        self.what_toggle.setChecked(shown)
        self.what_toggle.blockSignals(False)
        arrow = Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow
        self.what_toggle.setArrowType(arrow)
        self.what_body.setVisible(shown)
        if self._sized:
            self._share_room()

    def _share_room(self) -> None:
        """Categories 3 : sizing outputs 1, over what the what-if leaves (2 of 5 unfolded,
        its title folded)."""
        total = sum(self.split.sizes())
        what = (
            total * 2 // 5 if self.what_toggle.isChecked() else self.what_toggle.sizeHint().height()
        )
        rest = total - what
        self.split.setSizes([rest * 3 // 4, rest - rest * 3 // 4, what])

    def start_sweep(self) -> None:
        if self.site is None:
            return
        if not self.what_toggle.isChecked():
            self.show_what_if(True)
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
