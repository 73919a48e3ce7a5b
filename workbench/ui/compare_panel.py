"""The compare view (consultants, trainers): one site under every loaded jurisdiction side by
side by category, differences highlighted, sizing outputs compared, and a what-if sweep of
one input showing where each city's thresholds flip."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core.compare import COMPARED_OUTPUTS, compare
from workbench.core.evaluate import evaluate
from workbench.core.user_text import glossary
from workbench.ui.document import copy_scenario
from workbench.ui.result_panel import tooltip_for_desktop
from workbench.ui.site_evaluation import plain_error
from workbench.ui.theme import (
    category_label,
    fmt_number,
    humanise,
    status_text,
)
from workbench.ui.unknown_terms import unknown_terms
from workbench.ui.user_input import ColumnShares
from workbench.ui.what_if import WhatIfBox, nearest_text
from workbench.ui.widgets import (
    hint_label,
    item,
    make_table,
    status_item,
    title_label,
)
from workbench.ui.workers import TaskRunner

#: category rows the comparison keeps readable whatever the what-if takes (past them the
#: panel scrolls)
READABLE_ROWS = 8


class ComparePanel(QWidget):
    """Side-by-side comparison of every loaded jurisdiction for the current site."""

    citationActivated = Signal(dict, str)

    def __init__(self, host: Any, runner: TaskRunner, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.runner = runner
        self.site: Any = None
        self.data: dict[str, Any] | None = None
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
        self.table.setWordWrap(False)  # a cell's nearest thresholds elide, never add lines
        self.columns: ColumnShares | None = None  # made with the columns (one per city)
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
        self.what_if = WhatIfBox(host, runner)
        self.what_if.unfolded.connect(lambda _shown: self._share_room())
        split.addWidget(self.what_if)
        split.setStretchFactor(0, 3)  # the comparison first; the what-if below it
        split.setStretchFactor(1, 1)
        split.setStretchFactor(2, 0)
        split.setChildrenCollapsible(False)
        self.split = split
        self._sized = False  # the split is set once, when the panel first has its room
        # unfolded, the what-if and a readable comparison may need more than the window:
        # then the panel scrolls rather than squeeze the categories
        self.scroll = QScrollArea()
        self.scroll.setObjectName("compare_scroll")
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(split)
        layout.addWidget(self.scroll, 1)
        self._share_room()

    # ----------------------------------------------------------------- comparison
    def set_site(self, site: Any | None) -> None:
        changed = site is None or self.site is None or site.id != self.site.id
        self.site = site
        if changed:
            self.what_if.set_site(site)
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

        def explained(_progress: Any) -> dict[str, Any]:
            data = compare(host, scenario, explained=True)  # with each city's nearest
            data.setdefault("notes", {})
            return data

        self._asked = getattr(self, "_asked", 0) + 1
        asked = self._asked

        def nearest(data: dict[str, Any]) -> None:
            if asked == self._asked:  # not a comparison asked for before the last one
                self._show(data)

        def shown(data: dict[str, Any]) -> None:
            self._show(data)
            # each city's nearest threshold (issue 45) once the comparison is on screen
            self.runner.submit(
                "compare_explain",
                explained,
                nearest,
                label="Nearest thresholds per city",
                on_error=lambda _message: None,
            )

        self.runner.submit(
            "compare",
            work,
            shown,
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
                    nearest = cell_data.get("nearest") or []
                    if nearest:  # issue 45: each city's nearest threshold, side by side
                        # one line (the rows keep their height): elided, the tooltip in full
                        cell.setText(
                            cell.text() + "".join(f" · {nearest_text(n)}" for n in nearest)
                        )
                        cell.setToolTip(
                            cell.toolTip()
                            + "\n\nNearest thresholds:\n"
                            + "\n".join(f"{n['finding']}: {n['text']}" for n in nearest)
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
        header.setMinimumSectionSize(32)
        # shares of the width, each city column never narrower than its name (a narrow window
        # read "vingston", "ignal Hill": issue 42 N6)
        metrics = header.fontMetrics()
        city = {c: 0.6 / max(len(jids), 1) for c in range(2, len(jids) + 2)}
        named = {c: max(90, metrics.horizontalAdvance(names[jids[c - 2]]) + 28) for c in city}
        if self.columns is not None:
            self.table.viewport().removeEventFilter(self.columns)
            self.columns.deleteLater()
        self.columns = ColumnShares(self.table, {1: 0.4, **city}, {1: 200, **named})
        self.columns.apply()
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
        self.what_if.set_categories(data)
        offered = [
            n["fact"]
            for entry in data["categories"]
            for cell in entry["by_jurisdiction"].values()
            for n in (cell or {}).get("nearest") or []
        ]
        self.what_if.offer(list(dict.fromkeys(offered)))

    # ----------------------------------------------------------------- room
    def _share_room(self) -> None:
        """Categories 3 : sizing outputs 1 over what the what-if takes (its title folded, its
        own height unfolded); the categories keep ``READABLE_ROWS`` rows: where the window
        is too small for that and the what-if, the panel scrolls."""
        table = self.table
        rows = table.verticalHeader().defaultSectionSize() * READABLE_ROWS
        head = table.horizontalHeader().sizeHint().height()
        table.setMinimumHeight(rows + head + 2 * table.frameWidth())
        if not self._sized:
            return
        total = max(self.scroll.viewport().height(), self.split.minimumSizeHint().height())
        what = self.what_if.sizeHint().height()
        what = max(what, self.what_if.minimumSizeHint().height())
        rest = total - what - 2 * self.split.handleWidth()
        self.split.setSizes([rest * 3 // 4, rest - rest * 3 // 4, what])
