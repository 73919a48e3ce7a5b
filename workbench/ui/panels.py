"""Result panels: applicability, sizing, deadlines, penalties. Each shows one site's
evaluation (the ``evaluate`` document of its jurisdiction) and emits ``citationActivated``
so the main window can open the ordinance viewer."""

from __future__ import annotations

from datetime import date, datetime, timedelta
from typing import Any

from PySide6.QtCore import QDate, QDateTime, Qt, QTime, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut, QTextCharFormat
from PySide6.QtWidgets import (
    QCalendarWidget,
    QCheckBox,
    QComboBox,
    QDateTimeEdit,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core import plots
from workbench.core.compare import category_status
from workbench.core.evaluate import calendar_for
from workbench.core.model import Event, Scenario, Violation, format_when
from workbench.core.rules import CATEGORIES
from workbench.ui.theme import (
    DUE_BACKGROUNDS,
    DUE_COLOURS,
    DUE_LABELS,
    category_label,
    citation_text,
    fmt_number,
    humanise,
    quantity_label,
    status_brush,
    status_colour,
    status_text,
    usd,
)
from workbench.ui.user_input import ColumnShares
from workbench.ui.widgets import (
    DetailBrowser,
    PlotCanvas,
    bullet_list,
    esc,
    hint_label,
    item,
    make_table,
    status_heading,
    title_label,
)

ROLE = Qt.ItemDataRole.UserRole
#: the group of the city's classifications of the site in the findings tree
CLASSIFICATIONS = "classifications"


def humanise_path(path: str) -> str:
    """``site.parcel_area_sqft`` -> ``Parcel area (site.parcel_area_sqft)``."""
    return f"{humanise(path.rsplit('.', 1)[-1])} ({path})"


class ResultPanel(QWidget):
    """Base: knows the host, the document, the current site and its result."""

    citationActivated = Signal(dict, str)

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.host = host
        self.doc: Any = None
        self.site: Any = None
        self.result: dict[str, Any] | None = None
        self.error: str | None = None
        self._vocab_for: object = object()  # the jurisdiction the kind picker was filled for

    def set_document(self, doc: Any) -> None:
        self.doc = doc

    def set_site(
        self, site: Any | None, result: dict[str, Any] | None, error: str | None = None
    ) -> None:
        self.site, self.result, self.error = site, result, error
        self.refresh()

    def refresh(self) -> None:  # pragma: no cover - overridden
        pass

    def _connect(self, browser: DetailBrowser) -> None:
        browser.citationActivated.connect(self.citationActivated)

    def _add_list_and_detail(self, layout: QVBoxLayout, box: QGroupBox) -> None:
        """The lower half of an entry panel: a list box beside the detail browser."""
        bottom = QSplitter(Qt.Orientation.Horizontal)
        bottom.addWidget(box)
        self.detail = DetailBrowser()
        self._connect(self.detail)
        bottom.addWidget(self.detail)
        bottom.setStretchFactor(0, 3)
        bottom.setStretchFactor(1, 2)
        layout.addWidget(bottom, 4)

    def _fill_kinds(self) -> None:
        """Refill the kind picker with the vocabulary of the site's jurisdiction (or all)."""
        jid = self.jurisdiction()
        if jid == self._vocab_for:
            return
        self._vocab_for = jid
        self.kind.clear()
        jids = [jid] if jid else [j.id for j in self.host.jurisdictions()]
        kinds = self._kinds(jids)
        for key, label in sorted(kinds.items(), key=lambda kv: kv[1].lower()):
            self.kind.addItem(label, key)
        self.add_button.setEnabled(bool(kinds))

    def _kinds(self, jids: list[str]) -> dict[str, str]:  # pragma: no cover - overridden
        return {}

    def jurisdiction(self) -> str | None:
        if self.result:
            return self.result.get("jurisdiction")
        return self.site.scenario.jurisdiction if self.site is not None else None

    def placeholder(self) -> str:
        if self.site is None:
            if self.doc is not None and not self.doc.sites():
                return "This project has no sites yet: use Add site (Ctrl+Shift+N) to start one."
            return "Select a site in the project tree."
        if self.error:
            hint = (
                " The Site panel lists the terms this city does not know: remove them there "
                "(undoable), or switch the city back."
                if "unknown" in self.error
                else ""
            )
            return f"This site cannot be evaluated: {self.error}{hint}"
        if self.result is None:
            return "Evaluating…"
        return ""


# --------------------------------------------------------------------------- applicability
class ApplicabilityPanel(ResultPanel):
    """Findings grouped by category with status, reasons and flags; citations open the viewer."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        layout = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setWordWrap(True)
        layout.addWidget(self.summary)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.tree = QTreeWidget()
        self.tree.setObjectName("findings")
        self.tree.setColumnCount(3)
        self.tree.setHeaderLabels(["Requirement", "Status", "Reason"])
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        header = self.tree.header()
        header.setStretchLastSection(True)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.resizeSection(0, 330)
        header.setMinimumSectionSize(60)
        self.tree.currentItemChanged.connect(lambda cur, _prev: self._select(cur))
        self.detail = DetailBrowser()
        self._connect(self.detail)
        split.addWidget(self.tree)
        split.addWidget(self.detail)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout.addWidget(split, 1)

    def finding_items(self) -> dict[str, QTreeWidgetItem]:
        """rule id -> tree item (for tests and keyboard navigation)."""
        items = {}
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                items[child.data(0, ROLE)["rule_id"]] = child
        return items

    def status_of(self, rule_id: str) -> str | None:
        found = self.finding_items().get(rule_id)
        return found.data(1, ROLE) if found is not None else None

    def refresh(self) -> None:
        previous = self.tree.currentItem()
        keep = (
            previous.data(0, ROLE)["rule_id"]
            if previous is not None and previous.parent()
            else None
        )
        self.tree.clear()
        text = self.placeholder()
        if text:
            self.summary.setText(f"<span style='color:#5d6d7e'>{esc(text)}</span>")
            self.detail.set_detail("")
            return
        result = self.result or {}
        findings = result.get("findings", [])
        counts = {
            s: sum(1 for f in findings if f["status"] == s)
            for s in ("applies", "needs_info", "does_not_apply", "error")
        }
        parts = [
            f"<b style='color:{status_colour(s).name()}'>{n}&nbsp;{status_text(s).replace(' ', '&nbsp;')}</b>"
            for s, n in counts.items()
        ]
        notes = result.get("notes") or []
        self.summary.setText(
            f"<b>{esc(result.get('jurisdiction_name', ''))}</b> — {esc(result.get('ordinance', ''))}, "
            f"ruleset {esc(result.get('ruleset_version', ''))} &nbsp; | &nbsp; "
            + " &nbsp; ".join(parts)
            + (
                "<br><span style='color:#9a5b00'>" + "<br>".join(esc(n) for n in notes) + "</span>"
                if notes
                else ""
            )
        )
        order = {c: i for i, c in enumerate(CATEGORIES)}
        order[CLASSIFICATIONS] = -1  # how the city classifies the site: first
        by_category: dict[str, list[dict[str, Any]]] = {}
        for c in result.get("classifications") or []:
            entry = {**c, "rule_id": c["id"], "category": CLASSIFICATIONS}
            by_category.setdefault(CLASSIFICATIONS, []).append(entry)
        for f in findings:
            by_category.setdefault(f["category"], []).append(f)
        select = None
        bold = QFont(self.tree.font())
        bold.setBold(True)
        for category in sorted(by_category, key=lambda c: order.get(c, 99)):
            group = by_category[category]
            status = category_status(group)
            top = QTreeWidgetItem(
                [
                    "How the city classifies this site"
                    if category == CLASSIFICATIONS
                    else category_label(category),
                    status_text(status),
                    f"{len(group)} rule" + ("s" if len(group) != 1 else ""),
                ]
            )
            top.setFont(0, bold)
            top.setForeground(1, QBrush(status_colour(status)))
            top.setFont(1, bold)
            for col in range(3):
                top.setBackground(col, status_brush(status))
            top.setData(1, ROLE, status)
            self.tree.addTopLevelItem(top)
            for f in group:
                flag = "  ⚑" if f.get("flags") else ""
                child = QTreeWidgetItem(
                    [f["title"] + flag, status_text(f["status"]), "; ".join(f["reasons"])]
                )
                child.setData(0, ROLE, f)
                child.setData(1, ROLE, f["status"])
                child.setForeground(1, QBrush(status_colour(f["status"])))
                child.setFont(1, bold)
                child.setToolTip(2, "\n".join(f["reasons"]))
                if f.get("flags"):
                    child.setToolTip(0, "Ambiguity in the text:\n" + "\n".join(f["flags"]))
                top.addChild(child)
                if f["rule_id"] == keep:
                    select = child
            top.setExpanded(True)
        if select is None and self.tree.topLevelItemCount():
            select = self.tree.topLevelItem(0).child(0)
        if select is not None:
            self.tree.setCurrentItem(select)

    def _select(self, current: QTreeWidgetItem | None) -> None:
        if current is None or current.parent() is None:
            if current is not None:
                self.detail.set_detail(
                    f"<h3>{esc(current.text(0))}</h3><p>{esc(current.text(1))}: "
                    f"{esc(current.text(2))}. Select a requirement for its reasons and citations.</p>"
                )
            return
        f = current.data(0, ROLE)
        body = status_heading(f["title"], f["status"])
        kind = "classification" if f["category"] == CLASSIFICATIONS else "rule"
        where = "" if kind == "classification" else f"{esc(category_label(f['category']))} · "
        body += f"<p class='hint' title='{esc(f['rule_id'])}'>{where}{kind} {esc(f['rule_id'])}</p>"
        if f.get("based_on"):
            body += (
                "<p class='hint'>Based on the classifications: "
                + esc(", ".join(f["based_on"]))
                + "</p>"
            )
        if f.get("missing"):
            body += "<h3>Facts that would decide it</h3>" + bullet_list(
                [humanise_path(m) for m in f["missing"]]
            )
        body += "<h3>Reasons</h3>" + (bullet_list(f["reasons"]) or "<p class='hint'>none given</p>")
        if f.get("flags"):
            body += "<h3>⚑ Ambiguities in the text</h3>" + bullet_list(f["flags"], "flag")
        if f.get("uses"):
            body += (
                "<h3>Facts read</h3><p>"
                + ", ".join(
                    f"<span title='{esc(u)}'>{esc(humanise_path(u))}</span>" for u in f["uses"]
                )
                + "</p>"
            )
        self.detail.set_detail(body, f.get("citations", []), f["title"])


# --------------------------------------------------------------------------- sizing
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
            body += "<h3>Warnings</h3>" + bullet_list(s["warnings"], "flag")
        self.detail.set_detail(body, s.get("citations", []), s["title"])
        if s.get("plot"):
            self.canvas.draw_with(lambda fig: plots.sizing_figure(s["plot"], fig))
        else:
            self.canvas.message("This tool draws no chart.")


# --------------------------------------------------------------------------- deadlines
class DeadlinesPanel(ResultPanel):
    """Events in, due dates out: a sorted list, a month calendar and season windows."""

    def __init__(self, host: Any, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        layout = QVBoxLayout(self)
        top = QSplitter(Qt.Orientation.Horizontal)

        events_box = QGroupBox("Events (deadline triggers)")
        ev = QVBoxLayout(events_box)
        self.events = make_table(["Event", "Date / time", "Note"], stretch=0)
        self.events.setObjectName("events")
        self.events_columns = ColumnShares(self.events, {0: 0.7, 2: 0.3}, {0: 200, 2: 100})
        remove_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.events)
        remove_key.setContext(Qt.ShortcutContext.WidgetShortcut)  # Delete removes the event
        remove_key.activated.connect(self._remove_event)
        ev.addWidget(self.events)
        form = QGridLayout()
        self.kind = QComboBox()
        self.kind.setObjectName("event_kind")
        self.when = QDateTimeEdit()
        self.when.setObjectName("event_when")
        self.when.setCalendarPopup(True)
        self.when.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.when.setDateTime(QDateTime(QDate.currentDate(), QTime(9, 0)))
        self.with_time = QCheckBox("time of day known")
        self.with_time.setToolTip(
            "Hour-based deadlines count from the time; day counts use the date."
        )
        self.with_time.setChecked(True)
        self.with_time.toggled.connect(
            lambda on: self.when.setDisplayFormat("yyyy-MM-dd HH:mm" if on else "yyyy-MM-dd")
        )
        self.note = QLineEdit()
        self.note.setPlaceholderText("note (optional)")
        self.add_button = QPushButton("Add event")
        self.add_button.setObjectName("add_event")
        self.add_button.clicked.connect(self.add_event)
        remove = QPushButton("Remove selected")
        remove.clicked.connect(self._remove_event)
        form.addWidget(QLabel("Event"), 0, 0)
        form.addWidget(self.kind, 0, 1, 1, 3)
        form.addWidget(QLabel("When"), 1, 0)
        form.addWidget(self.when, 1, 1)
        form.addWidget(self.with_time, 1, 2, 1, 2)
        form.addWidget(QLabel("Note"), 2, 0)
        form.addWidget(self.note, 2, 1, 1, 3)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(remove)
        buttons.addStretch(1)
        form.setColumnStretch(1, 1)
        ev.addLayout(form)
        ev.addLayout(buttons)
        self.event_error = QLabel()
        self.event_error.setProperty("role", "error")
        ev.addWidget(self.event_error)
        top.addWidget(events_box)

        cal_box = QGroupBox("Calendar")
        cal_box.setMinimumWidth(340)
        cl = QVBoxLayout(cal_box)
        self.calendar = QCalendarWidget()
        self.calendar.setObjectName("deadline_calendar")
        self.calendar.setGridVisible(True)
        self.calendar.setVerticalHeaderFormat(QCalendarWidget.VerticalHeaderFormat.NoVerticalHeader)
        self.calendar.currentPageChanged.connect(lambda _y, _m: self._paint_calendar())
        self.calendar.selectionChanged.connect(self._show_day)
        cl.addWidget(self.calendar, 1)
        self.legend = QLabel(
            "<span style='background:#f9dcd8'>&nbsp;Overdue&nbsp;</span> "
            "<span style='background:#fbecc8'>&nbsp;Due soon&nbsp;</span> "
            "<span style='background:#dce9f5'>&nbsp;Upcoming&nbsp;</span> "
            "<span style='color:#1a5fb4; text-decoration:underline'><b>Event</b></span> "
            "<span style='color:#8a3ffc'><i>Holiday / closure</i></span> "
            "<span style='background:#e8f4ea'>&nbsp;Season window&nbsp;</span>"
        )
        self.legend.setWordWrap(True)
        cl.addWidget(self.legend)
        self.day_info = hint_label("")
        cl.addWidget(self.day_info)
        top.addWidget(cal_box)
        top.setStretchFactor(0, 3)
        top.setStretchFactor(1, 2)
        top.setSizes([640, 460])
        layout.addWidget(top, 3)

        due_box = QGroupBox("Due dates (sorted by date)")
        dl = QVBoxLayout(due_box)
        self.summary = hint_label("")
        dl.addWidget(self.summary)
        self.due = make_table(["Status", "Due", "Deadline", "Counted from", "Citation"])
        # what is due keeps half the free width, never under 220 px (issue 22 item 5)
        self.due_columns = ColumnShares(self.due, {2: 0.5, 3: 0.3, 4: 0.2}, {2: 220, 3: 140})
        self.due.setObjectName("due_dates")
        self.due.itemSelectionChanged.connect(self._select_due)
        dl.addWidget(self.due)
        self._add_list_and_detail(layout, due_box)
        self._deadlines: list[dict[str, Any]] = []

    # ----------------------------------------------------------------- events
    def _kinds(self, jids: list[str]) -> dict[str, str]:
        seen: dict[str, str] = {}
        for j in jids:
            for key, label in self.host.vocabulary(j).get("event", {}).items():
                seen.setdefault(key, label)
        return seen

    def add_event(self) -> None:
        if self.site is None or self.doc is None:
            return
        kind = self.kind.currentData()
        if not kind:
            self.event_error.setText("Choose an event kind (this jurisdiction declares none).")
            return
        dt = self.when.dateTime().toPython()
        at: date | datetime = (
            dt.replace(second=0, microsecond=0) if self.with_time.isChecked() else dt.date()
        )
        try:
            event = Event(kind=kind, at=at, note=self.note.text().strip())
        except ValueError as error:
            self.event_error.setText(str(error))
            return
        self.event_error.setText("")
        self.note.clear()

        def change(s: Scenario) -> None:
            s.events = [*s.events, event]

        self.doc.edit_scenario(self.site.id, change, f"Add event “{self.kind.currentText()}”")

    def _remove_event(self) -> None:
        row = self.events.currentRow()
        if self.site is None or row < 0:
            return

        def change(s: Scenario) -> None:
            s.events = [e for i, e in enumerate(s.events) if i != row]

        self.doc.edit_scenario(self.site.id, change, "Remove event")

    # ----------------------------------------------------------------- refresh
    def refresh(self) -> None:
        self._fill_kinds()
        site_id = self.site.id if self.site is not None else None
        if site_id != getattr(self, "_dated_for", object()):
            self._dated_for = site_id
            as_of = self.site.scenario.as_of if self.site is not None else None
            day = QDate(as_of.year, as_of.month, as_of.day) if as_of else QDate.currentDate()
            self.when.setDateTime(QDateTime(day, QTime(9, 0)))
        labels = {}
        if self.jurisdiction():
            labels = self.host.vocabulary(self.jurisdiction()).get("event", {})
        self.events.setRowCount(0)
        if self.site is not None:
            for e in self.site.scenario.events:
                r = self.events.rowCount()
                self.events.insertRow(r)
                self.events.setItem(
                    r, 0, item(labels.get(e.kind, e.kind.replace("_", " ")), tooltip=e.kind)
                )
                self.events.setItem(r, 1, item(format_when(e.at).replace("T", " ")))
                self.events.setItem(r, 2, item(e.note, tooltip=e.note))
        self.events_columns.apply()
        text = self.placeholder()
        self._deadlines = [] if text else list((self.result or {}).get("deadlines", []))
        self.due.setRowCount(0)
        for d in self._deadlines:
            r = self.due.rowCount()
            self.due.insertRow(r)
            status = d.get("status", "upcoming")
            conditional = d.get("required") == "conditional"
            cell = item(
                f"{'⚠ ' if status == 'overdue' else ''}{DUE_LABELS.get(status, status)}"
                + ("\n(conditional)" if conditional else ""),
                data=d,
                tooltip=required_note(d).lstrip(" —") if conditional else "",
            )
            cell.setBackground(QBrush(QColor(DUE_BACKGROUNDS.get(status, "#ffffff"))))
            cell.setForeground(QBrush(QColor(DUE_COLOURS.get(status, "#000000"))))
            font = cell.font()
            font.setBold(True)
            cell.setFont(font)
            self.due.setItem(r, 0, cell)
            due_cell = item(str(d["due"]).replace("T", " "))
            due_cell.setFont(font)
            self.due.setItem(r, 1, due_cell)
            trig = d["trigger"]
            self.due.setItem(
                r,
                2,
                item(
                    f"{d['title']}\n{_counting(d)}{required_note(d)}",
                    tooltip=f"rule {d['rule_id']}",
                ),
            )
            self.due.setItem(
                r,
                3,
                item(
                    f"{labels.get(trig['kind'], trig['kind'].replace('_', ' '))}\n"
                    f"{trig['at'].replace('T', ' ')}"
                ),
            )
            cited = dict.fromkeys(citation_text(c) for c in d.get("citations", []))
            self.due.setItem(r, 4, item("; ".join(cited)))  # each citation once (item 15)
        self.due_columns.apply()
        counts = {s: sum(1 for d in self._deadlines if d.get("status") == s) for s in DUE_LABELS}
        as_of = (self.result or {}).get("as_of", "")
        if text:
            self.summary.setText(text)
        elif not self._deadlines:
            self.summary.setText(
                "No due dates: add an event above (a spill, a notice received, a permit issued …)."
            )
        else:
            self.summary.setText(
                f"Relative to {as_of}: "
                + ", ".join(f"{n} {DUE_LABELS[s].lower()}" for s, n in counts.items())
                + ". Select a row for the counting steps and the citation."
            )
        left_out = [] if text else list((self.result or {}).get("deadlines_left_out", []))
        if left_out:
            reasons = sorted({entry.get("reason", "") for entry in left_out} - {""})
            n = len(left_out)
            self.summary.setText(
                self.summary.text()
                + f" {n} deadline{'s' if n != 1 else ''} left out because the dut"
                + ("ies are" if n != 1 else "y is")
                + " not required here"
                + (f" ({'; '.join(reasons)})" if reasons else "")
                + "."
            )
            self.summary.setToolTip(
                "\n".join(f"{e['title']}: {e.get('reason', '')}" for e in left_out)
            )
        else:
            self.summary.setToolTip("")
        if self._deadlines:
            self.due.selectRow(0)
            self._jump_to(self._deadlines[0]["due"])
        else:
            self.detail.set_detail("")
        self._paint_calendar()

    def _jump_to(self, when: str) -> None:
        day = date.fromisoformat(when[:10])
        self.calendar.setSelectedDate(QDate(day.year, day.month, day.day))

    def _select_due(self) -> None:
        row = self.due.currentRow()
        if not (0 <= row < len(self._deadlines)):
            return
        d = self._deadlines[row]
        body = f"<h3>{esc(d['title'])}</h3>"
        body += (
            f"<p><b>Due {esc(str(d['due']).replace('T', ' '))}</b> — "
            f"{esc(DUE_LABELS.get(d.get('status', ''), ''))}<br>{esc(_counting(d))}"
            f"{' at' if d.get('unit') == 'immediate' else ''} the trigger "
            f"({esc(d['trigger']['kind'].replace('_', ' '))}, {esc(d['trigger']['at'].replace('T', ' '))})</p>"
        )
        if d.get("responsible"):
            body += f"<p>Responsible: {esc(d['responsible'])}</p>"
        if d.get("steps"):
            body += (
                "<h3>Counting steps</h3><ol>"
                + "".join(f"<li>{esc(s)}</li>" for s in d["steps"])
                + "</ol>"
            )
        if d.get("notes"):
            body += "<h3>Notes</h3>" + bullet_list(d["notes"])
        if d.get("flags"):
            body += "<h3>⚑ Ambiguities in the text</h3>" + bullet_list(d["flags"], "flag")
        self.detail.set_detail(body, d.get("citations", []), d["title"])

    # ----------------------------------------------------------------- calendar
    def _paint_calendar(self) -> None:
        self.calendar.setDateTextFormat(QDate(), QTextCharFormat())  # clear every format
        year, month = self.calendar.yearShown(), self.calendar.monthShown()
        first = date(year, month, 1) - timedelta(days=7)
        days = [first + timedelta(days=i) for i in range(50)]
        jid = self.jurisdiction()
        jurisdiction = None
        if jid:
            try:
                jurisdiction = self.host.jurisdiction(jid)
            except KeyError:
                jurisdiction = None
        closures = set(jurisdiction.closures if jurisdiction else ())
        if self.site is not None:
            closures |= {d.isoformat() for d in self.site.scenario.closures}
        cal = calendar_for(tuple(date.fromisoformat(c) for c in sorted(closures)))
        seasons = list(jurisdiction.seasons) if jurisdiction else []
        self._day_notes: dict[date, list[str]] = {}
        for day in days:
            fmt = QTextCharFormat()
            notes = []
            for label, start, end in seasons:
                if _in_season(day, start, end):
                    fmt.setBackground(QBrush(QColor("#e8f4ea")))
                    notes.append(f"{label} ({start} to {end})")
            holiday = cal.holiday_name(day)
            if holiday:
                fmt.setForeground(QBrush(QColor("#8a3ffc")))
                fmt.setFontItalic(True)
                notes.append(f"Not a working day: {holiday}")
            if notes:
                self.calendar.setDateTextFormat(QDate(day.year, day.month, day.day), fmt)
                self._day_notes.setdefault(day, []).extend(notes)
        if self.site is not None:
            labels = self.host.vocabulary(jid).get("event", {}) if jid else {}
            for e in self.site.scenario.events:
                day = e.at.date() if isinstance(e.at, datetime) else e.at
                q = QDate(day.year, day.month, day.day)
                fmt = self.calendar.dateTextFormat(q)
                fmt.setForeground(QBrush(QColor("#1a5fb4")))
                fmt.setFontWeight(QFont.Weight.Bold)
                fmt.setFontUnderline(True)
                self.calendar.setDateTextFormat(q, fmt)
                self._day_notes.setdefault(day, []).append(f"Event: {labels.get(e.kind, e.kind)}")
        for d in self._deadlines:
            day = date.fromisoformat(str(d["due"])[:10])
            q = QDate(day.year, day.month, day.day)
            fmt = self.calendar.dateTextFormat(q)
            status = d.get("status", "upcoming")
            fmt.setBackground(QBrush(QColor(DUE_BACKGROUNDS.get(status, "#dce9f5"))))
            fmt.setFontWeight(QFont.Weight.Bold)
            self.calendar.setDateTextFormat(q, fmt)
            self._day_notes.setdefault(day, []).append(
                f"{DUE_LABELS.get(status, status)}: {d['title']}"
            )
        self._show_day()

    def _show_day(self) -> None:
        day = self.calendar.selectedDate().toPython()
        notes = getattr(self, "_day_notes", {}).get(day, [])
        self.day_info.setText(
            f"{day.isoformat()}: " + ("; ".join(notes) if notes else "nothing due")
        )


def sizing_state(s: dict[str, Any]) -> str:
    status = s.get("status", "applies")
    if status == "applies":
        text = "Computed" + (f" with {len(s['warnings'])} warning(s)" if s.get("warnings") else "")
    else:
        text = status_text(status)
    return text + required_note(s)


def required_note(entry: dict[str, Any]) -> str:
    """“ — conditional: required only if …” for a result whose duty is not settled
    (``required`` = ``conditional``; ``no`` for one shown although not required)."""
    required = entry.get("required", "yes")
    gates = ", ".join(entry.get("gated_by") or [])
    if required == "conditional":
        return f" — conditional: required only if {gates or 'its gate'} applies"
    if required == "no":
        return f" — not required ({gates or 'its gate'} does not apply)"
    return ""


def _counting(d: dict[str, Any]) -> str:
    unit = str(d.get("unit", "")).replace("_", " ")
    if d.get("unit") == "immediate":
        return "immediately"
    amount = d.get("amount")
    direction = "before" if d.get("direction") == "before" else "after"
    return f"{amount} {unit} {direction}"


def _in_season(day: date, start: str, end: str) -> bool:
    key = day.strftime("%m-%d")
    if start <= end:
        return start <= key <= end
    return key >= start or key <= end


# --------------------------------------------------------------------------- penalties
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
        self.kind = QComboBox()
        self.kind.setObjectName("violation_kind")
        self.count = QSpinBox()
        self.count.setObjectName("violation_count")
        self.count.setRange(1, 1_000_000)
        self.count.setSuffix(" violation(s)")
        self.days = QSpinBox()
        self.days.setObjectName("violation_days")
        self.days.setRange(1, 36_500)
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
        vl.addWidget(
            hint_label(
                "Exposure is the maximum the ordinance allows, never a predicted fine. "
                "Schedules are alternatives (civil, criminal, administrative …) and are not added up."
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
        self._penalties: list[dict[str, Any]] = []

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
        self._penalties = [] if text else list((self.result or {}).get("penalties", []))
        self.exposure.setRowCount(0)
        for p in self._penalties:
            r = self.exposure.rowCount()
            self.exposure.insertRow(r)
            self.exposure.setItem(
                r, 0, item(p["title"] + required_note(p), tooltip=f"rule {p['rule_id']}")
            )
            self.exposure.setItem(r, 1, item(str(p["basis"]).replace("_", " ")))
            amount = item(usd(p.get("max_usd")), align_right=True)
            font = amount.font()
            font.setBold(p.get("max_usd") is not None)
            font.setItalic(p.get("max_usd") is None)
            amount.setFont(font)
            self.exposure.setItem(r, 2, amount)
            self.exposure.setItem(r, 3, item(p.get("imprisonment") or "—"))
            self.exposure.setItem(
                r, 4, item("; ".join(citation_text(c) for c in p.get("citations", [])))
            )
        if self._penalties:
            self.exposure.selectRow(0)
            self.canvas.draw_with(lambda fig: plots.penalty_figure(self._penalties, fig))
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
        p = self._penalties[row]
        body = (
            f"<h3>{esc(p['title'])}</h3><p><b>{esc(usd(p.get('max_usd')))}</b> · {esc(p['basis'])}"
        )
        if p.get("imprisonment"):
            body += f" · imprisonment {esc(p['imprisonment'])}"
        body += "</p>"
        if p.get("arithmetic"):
            body += (
                "<h3>Arithmetic</h3><ol>"
                + "".join(f"<li>{esc(a)}</li>" for a in p["arithmetic"])
                + "</ol>"
            )
        if p.get("notes"):
            body += f"<h3>Notes</h3><p>{esc(p['notes'])}</p>"
        if p.get("factors"):
            body += "<h3>Factors the court weighs</h3>" + bullet_list(p["factors"])
        self.detail.set_detail(body, p.get("citations", []), p["title"])
