"""The Site panel's parameters table: the figures from outside the ordinance a city uses,
their defaults and sources, and a per-site override checked against what the city's rules
accept when it is entered (issue 22 item 9)."""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGroupBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from workbench.core.model import Scenario
from workbench.core.user_text import glossary, readable
from workbench.ui.document import copy_scenario
from workbench.ui.theme import fmt_number
from workbench.ui.user_input import ColumnShares, parse_number

# --------------------------------------------------------------------------- the editor


class ParametersMixin:
    """The parameters half of ``SiteEditor`` (which provides host, doc, layout and the site)."""

    def _build_params(self) -> None:
        self.params_box = QGroupBox(
            "Parameters (figures from outside the ordinance; override per project)"
        )
        params_layout = QVBoxLayout(self.params_box)
        self.params = QTableWidget(0, 5)
        self.params.setObjectName("parameters")
        self.params.setHorizontalHeaderLabels(
            ["Parameter", "Default", "Unit", "Project override", "Source"]
        )
        self.params.verticalHeader().setVisible(False)
        self.params.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.params.setWordWrap(True)
        # long labels and sources wrap; the override column stays in view (item 16 of the review)
        self.params_columns = ColumnShares(self.params, {0: 0.6, 4: 0.4}, {0: 200, 4: 120})
        self.params.cellChanged.connect(self._commit_param)
        self.params_error = QLabel()
        self.params_error.setProperty("role", "error")
        params_layout.addWidget(self.params)
        params_layout.addWidget(self.params_error)
        self.layout_.addWidget(self.params_box)

    def _show_params(self, scenario: Scenario) -> None:
        jid = scenario.jurisdiction
        self.params.blockSignals(True)
        self.params.setRowCount(0)
        self._param_keys: list[str] = []
        if jid:
            words = glossary(self.host, jid)
            for pid, p in self.host.parameters(jid).items():
                r = self.params.rowCount()
                self.params.insertRow(r)
                key = f"{jid}.{pid}"
                self._param_keys.append(key)
                label = QTableWidgetItem(readable(p.label or pid, words))
                label.setToolTip(f"{key}\n{readable(p.note, words)}".strip())
                label.setFlags(label.flags() & ~Qt.ItemFlag.ItemIsEditable)
                default = QTableWidgetItem(fmt_number(p.value))
                default.setFlags(default.flags() & ~Qt.ItemFlag.ItemIsEditable)
                unit = QTableWidgetItem(p.unit or "—")
                unit.setFlags(unit.flags() & ~Qt.ItemFlag.ItemIsEditable)
                override = scenario.parameters.get(key)
                value = QTableWidgetItem("" if override is None else fmt_number(override))
                value.setToolTip(
                    "Type a value to override the default for this site; "
                    "clear it to use the default."
                )
                sources, every_source = source_text(p.citations)
                src = QTableWidgetItem(sources)
                src.setToolTip(every_source)
                src.setFlags(src.flags() & ~Qt.ItemFlag.ItemIsEditable)
                for c, cell in enumerate((label, default, unit, value, src)):
                    self.params.setItem(r, c, cell)
        self.params_box.setVisible(bool(self._param_keys))
        self.params_columns.apply()
        rows = sum(self.params.rowHeight(r) for r in range(self.params.rowCount()))
        self.params.setFixedHeight(min(360, 36 + max(28, rows)))
        self.params.blockSignals(False)
        self.params_error.setText("")

    def _commit_param(self, r: int, c: int) -> None:
        site = self._site()
        if site is None or c != 3 or r >= len(self._param_keys):
            return
        key = self._param_keys[r]
        text = self.params.item(r, c).text()
        label = self.params.item(r, 0).text()
        try:
            value = parse_number(text, False)
            problem = self._refused(site, key, value) if value is not None else None
            if problem:
                raise ValueError(problem)
        except ValueError as error:
            self.params_error.setText(f"“{label}” {error}: not stored")
            stored = site.scenario.parameters.get(key)
            self.params.blockSignals(True)  # the cell shows what is stored (issue 42 N17)
            self.params.item(r, c).setText("" if stored is None else fmt_number(stored))
            self.params.blockSignals(False)
            return
        self.params_error.setText("")

        def change(s: Scenario) -> None:
            params = dict(s.parameters)
            if value is None:
                params.pop(key, None)
            else:
                params[key] = value
            s.parameters = params

        self.doc.edit_scenario(site.id, change, "Override parameter")

    def _refused(self, site: Any, key: str, value: float) -> str | None:
        """What the city's own rules say when they refuse ``value`` for parameter ``key``
        (a rule that reads it answers "parameters.<key> is not given: must be …"), else None:
        an override is checked against what the rule accepts when it is entered (item 9)."""
        from workbench.core.evaluate import InputError, evaluate

        trial = copy_scenario(site.scenario)
        trial.parameters = {**trial.parameters, key: value}
        try:
            document = evaluate(self.host, trial, trial.jurisdiction)
        except InputError as error:  # a value outside the parameter's choices
            prefix = f"parameters.{key}: "
            return str(error)[len(prefix) :] if str(error).startswith(prefix) else None
        except Exception:  # noqa: BLE001 - the site's own evaluation reports other problems
            return None
        needle = f"parameters.{key} "  # "... is not given: must be ..." or "... must be ..."
        for text in _texts(document):
            if needle in text and "must" in text.split(needle, 1)[1]:
                said = text.split(needle, 1)[1].removeprefix("is not given").lstrip(": ")
                return said or "is not accepted by the rules"
        return None


_ORDINANCE_FILE = re.compile(r"^\d{3}_[0-9a-f]+\.txt$")


def source_text(citations: Any) -> tuple[str, str]:
    """(one short line for the Source cell, every source for its tooltip): the ordinance text's
    file id reads "the ordinance", the first source stands for the rest (issue 42 N17: six to
    nine lines a row, three rows in view)."""
    lines = [
        ("the ordinance" if _ORDINANCE_FILE.match(c.source or "") else c.source)
        + (f", {c.section}" if c.section else "")
        + (" (verify)" if c.verify else "")
        for c in citations
    ]
    if not lines:
        return "—", ""
    first = lines[0] if len(lines[0]) <= 70 else lines[0][:69] + "…"
    more = f" (+{len(lines) - 1} more)" if len(lines) > 1 else ""
    return first + more, "\n".join(lines)


def _texts(value: Any) -> list[str]:
    """Every string in a result document (reasons, messages, notes)."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for v in value.values() for t in _texts(v)]
    if isinstance(value, list):
        return [t for v in value for t in _texts(v)]
    return []
