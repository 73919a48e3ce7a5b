"""The plugins panel: every plugin's status, versions, ordinance and the error of a broken one."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core.paths import ordinance_dir, ordinance_lines
from workbench.ui.theme import PLUGIN_STATUS_COLOURS
from workbench.ui.widgets import DetailBrowser, esc, hint_label, item, make_table, title_label

KINDS = ("applicability", "sizing", "deadline", "penalty", "form", "discharge")


def plugin_problems(host: Any) -> list[str]:
    """One line per plugin that is not ok (for the status bar)."""
    return [
        f"{r.name}: {r.status}" + (f" ({r.errors[0]})" if r.errors else "")
        for r in host.records.values()
        if r.status != "ok"
    ]


class PluginsPanel(QWidget):
    chooseOrdinanceFolder = Signal()

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        layout = QVBoxLayout(self)
        head = QHBoxLayout()
        head.addWidget(title_label("Plugins"), 1)
        self.folder = QLabel()
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        head.addWidget(self.folder)
        choose = QPushButton("Ordinance folder…")
        choose.clicked.connect(self.chooseOrdinanceFolder)
        head.addWidget(choose)
        layout.addLayout(head)
        layout.addWidget(
            hint_label(
                "Each city is a plugin. A plugin that fails to load is listed here with its error; "
                "the other cities keep working. Disable plugins with "
                "WORKBENCH_DISABLE_PLUGINS=name,name."
            )
        )
        split = QSplitter(Qt.Orientation.Vertical)
        self.table = make_table(
            [
                "Plugin",
                "Status",
                "Jurisdiction",
                "Ordinance",
                "Versions",
                "Ordinance text",
                "Rules declared",
                "Error",
            ],
            stretch=7,
        )
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().resizeSection(3, 250)
        self.table.horizontalHeader().setSectionResizeMode(6, QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().resizeSection(6, 230)
        self.table.setObjectName("plugins_table")
        self.table.itemSelectionChanged.connect(self._select)
        split.addWidget(self.table)
        self.detail = DetailBrowser()
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)
        self.refresh()

    def refresh(self) -> None:
        self.folder.setText(f"Ordinance folder: {ordinance_dir()}")
        self.records = list(self.host.records.values())
        self.table.setRowCount(0)
        for record in self.records:
            r = self.table.rowCount()
            self.table.insertRow(r)
            j = record.jurisdiction
            broken = record.status in ("broken", "conflict")
            mark = "✔" if record.status == "ok" else "✖" if broken else "!"
            status = item(f"{mark} {record.status}")
            colour = PLUGIN_STATUS_COLOURS.get(record.status, "#000000")
            status.setForeground(QBrush(QColor(colour)))
            font = status.font()
            font.setBold(True)
            status.setFont(font)
            text_ok = ordinance_lines(j.source_file) is not None if j else False
            counts = []
            if j and record.status in ("ok", "degraded"):
                for kind in KINDS:
                    n = len(self.host.descriptors(j.id, kind))
                    if n:
                        counts.append(f"{n} {kind}")
            cells = [
                record.name,
                None,
                f"{j.name} ({j.id})" if j else "—",
                f"{j.ordinance}, {j.chapter}" if j else "—",
                f"plugin {j.plugin_version}\nruleset {j.ruleset_version}" if j else "—",
                ("found" if text_ok else "not found") if j else "—",
                ", ".join(counts) or "—",
                "\n".join(record.errors) or "",
            ]
            for c, value in enumerate(cells):
                self.table.setItem(
                    r, c, status if c == 1 else item(value, tooltip=value if c == 7 else "")
                )
            if record.errors:
                self.table.item(r, 7).setForeground(QBrush(QColor(colour)))
        self.table.resizeRowsToContents()
        if self.records:
            bad = next((i for i, rec in enumerate(self.records) if rec.status != "ok"), 0)
            self.table.selectRow(bad)

    def _select(self) -> None:
        row = self.table.currentRow()
        if not (0 <= row < len(self.records)):
            return
        record = self.records[row]
        j = record.jurisdiction
        body = (
            f"<h3>{esc(record.name)}"
            f" <span style='color:{PLUGIN_STATUS_COLOURS.get(record.status, '#000')}'>"
            f"({esc(record.status)})</span></h3><p>Module <code>{esc(record.module)}</code></p>"
        )
        if j:
            body += (
                f"<table><tr><td><b>Jurisdiction</b></td>"
                f"<td>{esc(j.name)} (<code>{esc(j.id)}</code>)</td></tr>"
                f"<tr><td><b>Ordinance</b></td><td>{esc(j.ordinance)}, {esc(j.chapter)}</td></tr>"
                f"<tr><td><b>Effective</b></td><td>{esc(j.effective_date or '—')}</td></tr>"
                f"<tr><td><b>Source file</b></td>"
                f"<td>{esc(ordinance_dir() / j.source_file)}</td></tr>"
                f"<tr><td><b>Versions</b></td><td>plugin {esc(j.plugin_version)},"
                f" ruleset {esc(j.ruleset_version)}"
                "</td></tr></table>"
            )
        if record.errors:
            body += (
                "<h3>Errors</h3><ul>"
                + "".join(f"<li class='flag'>{esc(e)}</li>" for e in record.errors)
                + "</ul>"
            )
        self.detail.set_detail(body)
