"""The Site panel's discharges: non-stormwater discharges described for the city to judge
(exempt, allowed on conditions, prohibited), with the conditions confirmed."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
)

from workbench.core.model import Scenario
from workbench.ui.widgets import hint_label, shrinkable

# --------------------------------------------------------------------------- the editor


class DischargesMixin:
    """The discharges half of ``SiteEditor`` (which provides host, doc, layout and the site)."""

    def _build_discharges(self) -> None:
        self.discharges_box = QGroupBox("Non-stormwater discharges to check")
        dl = QVBoxLayout(self.discharges_box)
        dl.addWidget(
            hint_label(
                "Describe a discharge to see whether the ordinance exempts it, allows it on "
                "conditions, or prohibits it (a finding under Discharge prohibitions). Tick the "
                "conditions that hold."
            )
        )
        row_layout = QHBoxLayout()
        self.discharges = QListWidget()
        self.discharges.setObjectName("discharges")
        self.discharges.setMaximumHeight(150)
        self.discharges.setWordWrap(True)
        self.discharges.currentRowChanged.connect(self._show_conditions)
        self.conditions = QListWidget()
        self.conditions.setObjectName("discharge_conditions")
        self.conditions.setMaximumHeight(150)
        self.conditions.setWordWrap(True)
        self.conditions.itemChanged.connect(self._commit_conditions)
        for lst in (self.discharges, self.conditions):  # long conditions wrap, never widen
            lst.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            lst.setResizeMode(QListWidget.ResizeMode.Adjust)
            lst.setTextElideMode(Qt.TextElideMode.ElideRight)
        row_layout.addWidget(self.discharges, 1)
        row_layout.addWidget(self.conditions, 1)
        dl.addLayout(row_layout)
        add_row = QHBoxLayout()
        self.discharge_kind = shrinkable(QComboBox())
        self.discharge_kind.setObjectName("discharge_kind")
        # long rule titles are elided (full text in the list's tooltips), not a wider panel
        self.discharge_kind.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.discharge_kind.setMinimumContentsLength(24)
        add_discharge = QPushButton("Add discharge")
        add_discharge.setObjectName("add_discharge")
        add_discharge.clicked.connect(self._add_discharge)
        remove_discharge = QPushButton("Remove selected")
        remove_discharge.setObjectName("remove_discharge")
        remove_discharge.clicked.connect(self._remove_discharge)
        add_row.addWidget(self.discharge_kind, 1)
        add_row.addWidget(add_discharge)
        add_row.addWidget(remove_discharge)
        dl.addLayout(add_row)
        self.layout_.addWidget(self.discharges_box)

    def _discharge_rules(self, jid: str | None) -> dict[str, Any]:
        jids = [jid] if jid else [j.id for j in self.host.jurisdictions()]
        rules: dict[str, Any] = {}
        for j in jids:
            for rule in self.host.descriptors(j, "discharge"):
                rules.setdefault(rule.id, rule)
        return rules

    def _show_discharges(self, scenario: Scenario) -> None:
        rules = self._discharge_rules(scenario.jurisdiction)
        self._rules = rules
        current = self.discharges.currentRow()
        self.discharges.blockSignals(True)
        self.discharges.clear()
        labels = {
            "exempt": "exempt",
            "conditional": "allowed on conditions",
            "prohibited": "prohibited",
        }
        for d in scenario.discharges:
            rule = rules.get(d.kind)
            text = (
                f"{rule.title} — {labels.get(rule.status, rule.status)}"
                if rule
                else f"{d.kind} (not in this ordinance's catalog)"
            )
            if rule and rule.conditions:
                confirmed = len([c for c in rule.conditions if c in d.conditions_met])
                text += f" ({confirmed}/{len(rule.conditions)} confirmed)"
            self.discharges.addItem(text)
            self.discharges.item(self.discharges.count() - 1).setToolTip(text)
        self.discharges.blockSignals(False)
        self.discharge_kind.clear()
        for rid, rule in sorted(rules.items(), key=lambda kv: kv[1].title.lower()):
            title = f"{rule.title} ({labels.get(rule.status, rule.status)})"
            self.discharge_kind.addItem(title, rid)
            self.discharge_kind.setItemData(
                self.discharge_kind.count() - 1, title, Qt.ItemDataRole.ToolTipRole
            )
        self.discharges_box.setVisible(bool(rules) or bool(scenario.discharges))
        if scenario.discharges:
            self.discharges.setCurrentRow(min(max(current, 0), len(scenario.discharges) - 1))
        self._show_conditions(self.discharges.currentRow())

    def _show_conditions(self, row: int) -> None:
        site = self._site()
        self.conditions.blockSignals(True)
        self.conditions.clear()
        if site is not None and 0 <= row < len(site.scenario.discharges):
            d = site.scenario.discharges[row]
            rule = getattr(self, "_rules", {}).get(d.kind)
            for condition in rule.conditions if rule else ():
                entry = QListWidgetItem(condition)
                entry.setToolTip(condition)
                entry.setFlags(entry.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                entry.setCheckState(
                    Qt.CheckState.Checked
                    if condition in d.conditions_met
                    else Qt.CheckState.Unchecked
                )
                self.conditions.addItem(entry)
            if rule is not None and not rule.conditions:
                note = QListWidgetItem(f"No conditions: {rule.status}.")
                note.setFlags(Qt.ItemFlag.NoItemFlags)
                self.conditions.addItem(note)
        self.conditions.blockSignals(False)

    def _commit_conditions(self, _item: Any = None) -> None:
        site = self._site()
        row = self.discharges.currentRow()
        if site is None or not (0 <= row < len(site.scenario.discharges)):
            return
        met = [
            self.conditions.item(i).text()
            for i in range(self.conditions.count())
            if self.conditions.item(i).checkState() == Qt.CheckState.Checked
        ]

        def change(s: Scenario) -> None:
            discharges = list(s.discharges)
            discharges[row] = discharges[row].model_copy(update={"conditions_met": met})
            s.discharges = discharges

        self.doc.edit_scenario(site.id, change, "Confirm discharge conditions")

    def _add_discharge(self) -> None:
        site = self._site()
        kind = self.discharge_kind.currentData()
        if site is None or not kind:
            return
        from workbench.core.model import Discharge

        def change(s: Scenario) -> None:
            s.discharges = [*s.discharges, Discharge(kind=kind)]

        self.doc.edit_scenario(site.id, change, "Add discharge")

    def _remove_discharge(self) -> None:
        site = self._site()
        row = self.discharges.currentRow()
        if site is None or row < 0:
            return

        def change(s: Scenario) -> None:
            s.discharges = [d for i, d in enumerate(s.discharges) if i != row]

        self.doc.edit_scenario(site.id, change, "Remove discharge")
