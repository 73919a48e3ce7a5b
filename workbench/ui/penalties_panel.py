"""The Penalties panel: violations in, the exposure per schedule with its arithmetic and a
chart of the cumulative amount by day."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from workbench.core import plots
from workbench.core.model import Scenario, Violation
from workbench.core.reader import PenaltyView, once, required_words, result_view
from workbench.core.results import Penalty
from workbench.ui.result_panel import (
    ResultPanel,
    html_for_desktop,
)
from workbench.ui.theme import (
    citation_text,
    usd,
)
from workbench.ui.widgets import (
    PlotCanvas,
    bullet_list,
    esc,
    hint_label,
    item,
    make_table,
    shrinkable,
)

#: the model's limits of a violation's count and duration (core/model.py, Violation)
COUNT_MAX = Violation.model_fields["count"].metadata[-1].le
DAYS_MAX = Violation.model_fields["days"].metadata[-1].le
#: what the boxes take (a QSpinBox holds 32-bit integers)
TYPED_MAX = 2_000_000_000


class PenaltiesPanel(ResultPanel):
    """Violations in; maximum exposure under each schedule, the arithmetic, factors, chart."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        layout = QVBoxLayout(self)
        top = QSplitter(Qt.Orientation.Horizontal)
        box = QGroupBox("Violations")
        vl = QVBoxLayout(box)
        self.violations = make_table(["Violation", "Count", "Days"], stretch=0)
        self.violations.setObjectName("violations")
        vl.addWidget(self.violations)
        form = QGridLayout()
        self.kind = shrinkable(QComboBox())
        self.kind.setObjectName("violation_kind")
        self.count = QSpinBox()
        self.count.setObjectName("violation_count")
        # a wider range than the model's: a typed figure is kept and refused with a message,
        # never cut to its first digits without a word (issue 42 N16)
        self.count.setRange(1, TYPED_MAX)
        self.count.setSuffix(" violation(s)")
        self.days = QSpinBox()
        self.days.setObjectName("violation_days")
        self.days.setRange(1, TYPED_MAX)
        self.days.setSuffix(" day(s)")
        self.add_button = QPushButton("Add violation")
        self.add_button.setObjectName("add_violation")
        self.add_button.clicked.connect(self.add_violation)
        remove = QPushButton("Remove selected")
        remove.clicked.connect(self._remove)
        form.addWidget(QLabel("Kind"), 0, 0)
        form.addWidget(self.kind, 0, 1, 1, 3)
        form.addWidget(QLabel("Count"), 1, 0)
        form.addWidget(self.count, 1, 1)
        form.addWidget(QLabel("Duration"), 1, 2)
        form.addWidget(self.days, 1, 3)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        vl.addLayout(form)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        vl.addLayout(buttons)
        self.violation_error = QLabel()
        self.violation_error.setObjectName("violation_error")
        self.violation_error.setProperty("role", "error")
        self.violation_error.setWordWrap(True)
        vl.addWidget(self.violation_error)
        vl.addWidget(
            hint_label(
                "Exposure is the maximum the ordinance allows, never a predicted fine. "
                "Schedules are alternatives (civil, criminal, administrative …)"
                " and are not added up."
            )
        )
        top.addWidget(box)
        self.canvas = PlotCanvas(6.0, 3.2)
        top.addWidget(self.canvas)
        top.setStretchFactor(0, 2)
        top.setStretchFactor(1, 3)
        top.setSizes([470, 700])
        layout.addWidget(top, 3)

        ebox = QGroupBox("Maximum exposure under each schedule")
        el = QVBoxLayout(ebox)
        self.exposure = make_table(
            ["Schedule", "Basis", "Maximum exposure", "Imprisonment", "Citation"], stretch=0
        )
        self.exposure.setObjectName("exposure")
        self.exposure.itemSelectionChanged.connect(self._select)
        el.addWidget(self.exposure)
        self._add_list_and_detail(layout, ebox)
        self._penalties: list[Penalty] = []
        self._told: list[PenaltyView] = []  # the reader's view of each (caveats)

    def _kinds(self, jids: list[str]) -> dict[str, str]:
        kinds: dict[str, str] = {}
        for j in jids:
            kinds.update(self.host.vocabulary(j).get("violation", {}))
            for schedule in self.host.descriptors(j, "penalty"):
                for k in schedule.applies_to:
                    kinds.setdefault(k, k.replace("_", " "))
        return kinds

    def add_violation(self) -> None:
        if self.site is None or self.doc is None or not self.kind.currentData():
            return
        too_big = [
            f"{label} must be at most {limit:,} (got {box.value():,})"
            for label, box, limit in (
                ("Count", self.count, COUNT_MAX),
                ("Duration", self.days, DAYS_MAX),
            )
            if box.value() > limit
        ]
        self.violation_error.setText("; ".join(too_big))
        if too_big:
            return
        violation = Violation(
            kind=self.kind.currentData(), count=self.count.value(), days=self.days.value()
        )

        def change(s: Scenario) -> None:
            s.violations = [*s.violations, violation]

        self.doc.edit_scenario(self.site.id, change, f"Add violation “{self.kind.currentText()}”")

    def _remove(self) -> None:
        row = self.violations.currentRow()
        if self.site is None or row < 0:
            return

        def change(s: Scenario) -> None:
            s.violations = [v for i, v in enumerate(s.violations) if i != row]

        self.doc.edit_scenario(self.site.id, change, "Remove violation")

    def refresh(self) -> None:
        self._fill_kinds()
        jid = self.jurisdiction()
        labels = self.host.vocabulary(jid).get("violation", {}) if jid else {}
        self.violations.setRowCount(0)
        if self.site is not None:
            for v in self.site.scenario.violations:
                r = self.violations.rowCount()
                self.violations.insertRow(r)
                self.violations.setItem(
                    r, 0, item(labels.get(v.kind, v.kind.replace("_", " ")), tooltip=v.kind)
                )
                self.violations.setItem(r, 1, item(f"{v.count:,}", align_right=True))
                self.violations.setItem(r, 2, item(f"{v.days:,}", align_right=True))
        text = self.placeholder()
        result = None if text else self.typed
        self._penalties = list(result.penalties) if result is not None else []
        self._told = list(result_view(result, self.host).penalties) if result is not None else []
        self.exposure.setRowCount(0)
        for p, told in zip(self._penalties, self._told, strict=True):
            r = self.exposure.rowCount()
            self.exposure.insertRow(r)
            gates = p.gated_by_titles or p.gated_by
            note = "" if p.required == "yes" else f" — {required_words(p.required, gates)}"
            self.exposure.setItem(r, 0, item(p.title + note, tooltip=f"rule {p.rule_id}"))
            self.exposure.setItem(r, 1, item(told.basis))
            amount = item(usd(p.max_usd), align_right=True)
            font = amount.font()
            font.setBold(p.max_usd is not None)
            font.setItalic(p.max_usd is None)
            amount.setFont(font)
            self.exposure.setItem(r, 2, amount)
            self.exposure.setItem(r, 3, item(p.imprisonment or "—"))
            self.exposure.setItem(
                r, 4, item("; ".join(citation_text(c.to_json()) for c in p.citations))
            )
        if self._penalties:
            self.exposure.selectRow(0)
            schedules = [p.to_json() for p in self._penalties]
            self.canvas.draw_with(lambda fig: plots.penalty_figure(schedules, fig))
        else:
            self.detail.set_detail(
                f"<p class='hint'>{esc(text or 'Add a violation to see the exposure.')}</p>"
            )
            self.canvas.message(
                text or "Add a violation (kind, count, days) to see the exposure over time."
            )

    def _select(self) -> None:
        row = self.exposure.currentRow()
        if not (0 <= row < len(self._penalties)):
            return
        p, told = self._penalties[row], self._told[row]
        body = (
            f"<h3>{esc(p.title)}</h3><p><b>{esc(usd(p.max_usd))}</b> · "
            f"<span title='{esc(p.basis)}'>{esc(told.basis)}</span>"
        )
        if p.imprisonment:
            body += f" · imprisonment {esc(p.imprisonment)}"
        body += "</p>"
        words = self.words()

        def render(text: str) -> str:
            return html_for_desktop(text, words)

        if p.arithmetic:
            body += (
                "<h3>Arithmetic</h3><ol>"
                + "".join(f"<li>{render(a)}</li>" for a in p.arithmetic)
                + "</ol>"
            )
        if p.notes:
            body += f"<h3>Notes</h3><p>{render(p.notes)}</p>"
        flags = once(p.flags, already=[p.notes])
        if flags:  # the Gov. Code §§ 36900/36901 flags and the city's own (issue 37)
            body += "<h3>⚑ Caveats</h3>" + bullet_list(list(flags), "flag", render)
        if p.factors:
            body += "<h3>Factors the court weighs</h3>" + bullet_list(p.factors, render=render)
        self.detail.set_detail(body, [c.to_json() for c in p.citations], p.title)
