"""The Deadlines panel: events in, due dates out (sorted, on a month calendar, with season
windows), and the deadlines left out because their duty is not required.

Where Code of Civil Procedure § 12a moves a last day (``extended_due``, issue 21) the due
date shows both dates, and the detail says why, which to use and cites the statute. The
calendar says which holiday lists are in force (``WorkCalendar.info()``) and counts with the
site's closures and open days, as the evaluation does.

Over 500 lines: one panel whose linked views (events, due dates, month calendar, detail) share
the selection; the wording of a deadline's counting lives in the core (``counting_text``).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime, timedelta
from typing import Any

from PySide6.QtCore import QDate, QDateTime, Qt, QTime
from PySide6.QtGui import QBrush, QColor, QFont, QKeySequence, QShortcut, QTextCharFormat
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCalendarWidget,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from workbench.core.calendar import WorkCalendar
from workbench.core.evaluate import calendar_for, counting_text, site_calendar
from workbench.core.holidays_ca import HolidaysNotPinned, ccp135_holidays
from workbench.core.model import Event, Scenario, format_when
from workbench.ui.date_field import DEFAULT_TIME, DateField
from workbench.ui.result_panel import (
    ResultPanel,
    for_desktop,
    html_for_desktop,
    required_note,
)
from workbench.ui.theme import (
    DUE_BACKGROUNDS,
    DUE_COLOURS,
    DUE_LABELS,
    citation_text,
)
from workbench.ui.user_input import ColumnShares, parse_user_when
from workbench.ui.widgets import (
    bullet_list,
    esc,
    hint_label,
    item,
    make_table,
    shrinkable,
)


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
        # the date and the note are edited in place: double-click or F2 (issue 42 N11)
        self.events.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.events.setToolTip("Double-click a date or a note to change it (F2 on the keyboard).")
        self.events.itemChanged.connect(self._event_edited)
        self._filling_events = False
        remove_key = QShortcut(QKeySequence(QKeySequence.StandardKey.Delete), self.events)
        remove_key.setContext(Qt.ShortcutContext.WidgetShortcut)  # Delete removes the event
        remove_key.activated.connect(self._remove_event)
        ev.addWidget(self.events)
        form = QGridLayout()
        self.kind = shrinkable(QComboBox())
        self.kind.setObjectName("event_kind")
        # typed as people type dates, says what it read (issue 42 N1)
        self.when = DateField("When", with_time=True)
        self.when.setObjectName("event_when")
        self.when.set_value(datetime.combine(date.today(), DEFAULT_TIME))
        self.with_time = QCheckBox("time of day known")
        self.with_time.setToolTip(
            "Hour-based deadlines count from the time; day counts use the date. "
            "Typing a time ticks it."
        )
        self.with_time.setChecked(True)
        self.with_time.toggled.connect(self._time_toggled)
        self.when.valueChanged.connect(self._when_read)
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
        form.addWidget(self.when.reading, 2, 1, 1, 3)
        form.addWidget(QLabel("Note"), 3, 0)
        form.addWidget(self.note, 3, 1, 1, 3)
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
        # which holiday lists are in force (issue 21): one line; the link shows the rest
        self.holiday_lists = hint_label("")
        self.holiday_lists.setObjectName("holiday_lists")
        self.holiday_lists.setTextFormat(Qt.TextFormat.RichText)
        self.holiday_lists.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.holiday_lists.linkActivated.connect(lambda _link: self.show_holiday_lists())
        cl.addWidget(self.holiday_lists)
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
        try:
            at = self.when.value()
            if at is None:
                raise ValueError("When is empty: type the date (and time) the event happened.")
            event = Event(kind=kind, at=at, note=self.note.text().strip())
        except ValueError as error:
            self.event_error.setText(str(error))
            return
        self.event_error.setText("")
        self.note.clear()

        def change(s: Scenario) -> None:
            s.events = [*s.events, event]

        self.doc.edit_scenario(self.site.id, change, f"Add event “{self.kind.currentText()}”")

    def _time_toggled(self, on: bool) -> None:
        """Ticking "time of day known" gives the date a time (09:00), unticking drops it."""
        self.when.time_wanted = on
        try:
            value = self.when.value()
        except ValueError:
            return
        if on and value is not None and not isinstance(value, datetime):
            self.when.set_value(datetime.combine(value, DEFAULT_TIME))
        elif not on and isinstance(value, datetime):
            self.when.set_value(value.date())

    def _when_read(self) -> None:
        """The box follows what is typed: a time ticks "time of day known"."""
        try:
            value = self.when.value()
        except ValueError:
            return
        if value is not None and self.with_time.isChecked() != isinstance(value, datetime):
            self.with_time.blockSignals(True)
            self.with_time.setChecked(isinstance(value, datetime))
            self.when.time_wanted = self.with_time.isChecked()
            self.with_time.blockSignals(False)
        self.event_error.setText("")

    def _event_edited(self, cell: QTableWidgetItem) -> None:
        """A date or note typed into the events table: stored (undoable) or refused with a
        message, the cell showing the stored value again."""
        if self._filling_events or self.site is None or self.doc is None:
            return
        row, column = cell.row(), cell.column()
        events = self.site.scenario.events
        if not 0 <= row < len(events) or column not in (1, 2):
            return
        old = events[row]
        try:
            if column == 1:
                at = parse_user_when(cell.text(), with_time=True)
                if at is None:
                    raise ValueError("is empty: type the date (and time) the event happened")
                new = Event(kind=old.kind, at=at, note=old.note)
            else:
                new = Event(kind=old.kind, at=old.at, note=cell.text().strip())
        except ValueError as error:
            name = "When" if column == 1 else "Note"
            self.event_error.setText(f"Event {row + 1}, {name} {error}")
            self._filling_events = True
            cell.setText(format_when(old.at).replace("T", " ") if column == 1 else old.note)
            self._filling_events = False
            return
        self.event_error.setText("")
        if new == old:
            return

        def change(s: Scenario) -> None:
            s.events = [new if i == row else e for i, e in enumerate(s.events)]

        self.doc.edit_scenario(self.site.id, change, f"Edit event {row + 1}")

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
            self.when.setDateTime(
                QDateTime(
                    QDate(as_of.year, as_of.month, as_of.day) if as_of else QDate.currentDate(),
                    QTime(DEFAULT_TIME.hour, DEFAULT_TIME.minute),
                )
            )
        labels = {}
        if self.jurisdiction():
            words = self.words()
            vocabulary = self.host.vocabulary(self.jurisdiction()).get("event", {})
            labels = {kind: for_desktop(label, words) for kind, label in vocabulary.items()}
        shown = (site_id, tuple(self.site.scenario.events) if self.site else (), str(labels))
        if shown != getattr(self, "_events_shown", None):  # a result arriving keeps an open editor
            self._events_shown = shown
            self._fill_events(labels)
        self.events_columns.apply()
        self._fill_due()

    def _fill_events(self, labels: dict[str, str]) -> None:
        self._filling_events = True
        self.events.setRowCount(0)
        if self.site is not None:
            for e in self.site.scenario.events:
                r = self.events.rowCount()
                self.events.insertRow(r)
                kind = item(labels.get(e.kind, e.kind.replace("_", " ")), tooltip=e.kind)
                kind.setFlags(kind.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.events.setItem(r, 0, kind)
                self.events.setItem(
                    r,
                    1,
                    item(
                        format_when(e.at).replace("T", " "),
                        tooltip="Double-click to change: MM/DD/YYYY or YYYY-MM-DD, and HH:MM",
                    ),
                )
                self.events.setItem(r, 2, item(e.note, tooltip=e.note))
        self._filling_events = False

    def _fill_due(self) -> None:
        labels = {}
        if self.jurisdiction():
            words = self.words()
            vocabulary = self.host.vocabulary(self.jurisdiction()).get("event", {})
            labels = {kind: for_desktop(label, words) for kind, label in vocabulary.items()}
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
            due_cell = item(
                str(d["due"]).replace("T", " ")
                + (f"\nextended: {d['extended_due']}" if d.get("extended_due") else ""),
                tooltip=(d.get("extension") or {}).get("step", ""),
            )
            due_cell.setFont(font)
            self.due.setItem(r, 1, due_cell)
            trig = d["trigger"]
            self.due.setItem(
                r,
                2,
                item(
                    f"{d['title']}\n{counting_text(d, with_trigger=False)}{required_note(d)}",
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
                + ", ".join(
                    f"{n} {DUE_LABELS[s].lower()}"
                    for s, n in counts.items()
                    if n or s != "keep_until"
                )
                + ". Select a row for the counting steps and the citation."
            )
        left_out = [] if text else list((self.result or {}).get("deadlines_left_out", []))
        if left_out:
            words = self.words()
            reasons = sorted(
                {for_desktop(entry.get("reason", ""), words) for entry in left_out} - {""}
            )
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
                "\n".join(
                    f"{e['title']}: {for_desktop(e.get('reason', ''), words)}" for e in left_out
                )
            )
        else:
            self.summary.setToolTip("")
        if self._deadlines:
            self.due.selectRow(0)
            self._jump_to(self._deadlines[0]["due"])
        else:  # the calendar on the site's "as of" day, never a day of another site (N13)
            self.detail.set_detail("")
            as_of = self.site.scenario.as_of if self.site is not None else None
            self._jump_to((as_of or date.today()).isoformat())
        self._paint_calendar()

    def _jump_to(self, when: str) -> None:
        day = date.fromisoformat(when[:10])
        self.calendar.setSelectedDate(QDate(day.year, day.month, day.day))

    def _select_due(self) -> None:
        row = self.due.currentRow()
        if not (0 <= row < len(self._deadlines)):
            return
        d = self._deadlines[row]
        trigger = d["trigger"]
        words = self.words()
        trigger_label = html_for_desktop(
            trigger.get("label") or trigger["kind"].replace("_", " "), words
        )
        body = f"<h3>{esc(d['title'])}</h3>"
        due = "Keep until" if d.get("kind") == "retention" else "Due"
        body += (
            f"<p><b>{due} {esc(str(d['due']).replace('T', ' '))}</b> — "
            f"{esc(DUE_LABELS.get(d.get('status', ''), ''))}"
            f"<br>{esc(counting_text(d, with_trigger=False))}"
            f"{' at' if d.get('unit') == 'immediate' else ''} the trigger "
            f"(<span title='{esc(trigger['kind'])}'>{trigger_label}</span>,"
            f" {esc(trigger['at'].replace('T', ' '))})</p>"
        )
        extension = d.get("extension") if d.get("extended_due") else None
        if extension:
            listed = extension.get("holiday_list", {})
            body += (
                f"<p><b>Last day extended to {esc(d['extended_due'])}</b> (Code of Civil "
                f"Procedure § 12a): {esc(extension.get('step', ''))}<br>"
                f"{esc(extension.get('use', ''))}<br>"
                f"<span class='hint'>Holidays for this: {esc(listed.get('title', ''))} "
                f"({esc(listed.get('id', ''))} {esc(listed.get('version', ''))})</span></p>"
            )
        if d.get("responsible"):
            body += f"<p>Responsible: {esc(d['responsible'])}</p>"

        def render(text: str) -> str:
            return html_for_desktop(text, words)

        if d.get("steps"):
            body += (
                "<h3>Counting steps</h3><ol>"
                + "".join(f"<li>{render(s)}</li>" for s in d["steps"])
                + "</ol>"
            )
        if d.get("notes"):
            body += "<h3>Notes</h3>" + bullet_list(d["notes"], render=render)
        if d.get("flags"):
            body += "<h3>⚑ Ambiguities in the text</h3>" + bullet_list(d["flags"], "flag", render)
        cited = [*d.get("citations", []), *([extension] if extension else [])]
        self.detail.set_detail(body, cited, d["title"])

    # ----------------------------------------------------------------- holiday lists
    def work_calendar(self) -> WorkCalendar:
        """The calendar the site's deadlines count with (``evaluate.site_calendar``: the city's
        holiday list, the city's and the site's closures, the site's open days); the city's
        alone without a site."""
        city = self._city()
        if self.site is not None and city is not None:
            return site_calendar(self.host, city.id, self.site.scenario)
        closures = tuple(sorted(map(date.fromisoformat, city.closures if city else ())))
        return calendar_for(closures, (), city.holiday_list if city else None)

    def _show_lists(self, cal: WorkCalendar) -> None:
        """One line naming the lists in force and the site's changes; the summary in the
        tooltip, the rest behind the link."""
        info = cal.info()
        listed = info["holiday_list"]
        changes = [
            f"{len(info[key])} {label}{'s' if len(info[key]) != 1 else ''}"
            for key, label in (("closures", "closure"), ("open_days", "open day"))
            if info[key]
        ]
        whose = "the city's list" if info["holiday_list_declared"] else "a stand-in list"
        self.holiday_lists.setText(  # the lists by what they are; their ids in the tooltip
            f"Holidays: {whose} (version {esc(listed['version'])})"
            + "".join(f", {esc(c)}" for c in changes)
            + "; §&nbsp;12a: judicial holidays (CCP §&nbsp;135) <a href='lists'>lists…</a>"
        )
        self.holiday_lists.setToolTip(info["summary"])

    def show_holiday_lists(self) -> None:
        """The holiday lists in force, where they come from, the site's changes (detail pane)."""
        info = self.work_calendar().info()
        body = "<h3>Holiday lists in force</h3>"
        citations: list[dict[str, Any]] = []
        for role, listed in (
            ("Working and business days skip", info["holiday_list"]),
            ("A last day moves under CCP § 12a past", info["extension_list"]),
        ):
            first, last = listed["years"]
            body += (
                f"<p><b>{esc(role)}</b>: {esc(listed['title'])} ({esc(listed['id'])}, version "
                f"{esc(listed['version'])}, pinned for {first}-{last})<br>"
                f"<span class='hint'>{esc(listed['note'])}</span></p>"
            )
            citations += listed["citations"]
        body += (
            "<p><b>This site</b>: closures (not working days; office closed under CCP § 12b): "
            f"{esc(', '.join(info['closures']) or 'none')}; open days (the city is open on a "
            f"listed holiday): {esc(', '.join(info['open_days']) or 'none')}. "
            "Edit them in the Site panel.</p>"
        )
        city = self._city()
        if city is not None and city.working_day_note:  # the city's own words on counting
            body += f"<p><b>How {esc(city.name)} counts</b>: {esc(city.working_day_note)}</p>"
        self.detail.set_detail(body, citations, "Holiday lists")

    def _city(self) -> Any | None:
        """The site's jurisdiction (``Jurisdiction``), or None."""
        jid = self.jurisdiction()
        try:
            return self.host.jurisdiction(jid) if jid else None
        except KeyError:
            return None

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
        cal = self.work_calendar()
        self._show_lists(cal)
        seasons = list(jurisdiction.seasons) if jurisdiction else []
        self._day_notes: dict[date, list[str]] = {}
        for day in days:
            fmt = QTextCharFormat()
            notes = []
            for label, start, end in seasons:
                if _in_season(day, start, end):
                    fmt.setBackground(QBrush(QColor("#e8f4ea")))
                    notes.append(f"{label} ({start} to {end})")
            holiday = _pinned(cal.holiday_name, day)
            if holiday:
                fmt.setForeground(QBrush(QColor("#8a3ffc")))
                fmt.setFontItalic(True)
                notes.append(f"Not a working day: {holiday}")
            elif day in cal.open_days:
                notes.append("Open day for this site (a listed holiday on which the city is open)")
            judicial = _pinned(lambda d: ccp135_holidays(d.year).get(d), day)
            if judicial and judicial != holiday:
                notes.append(f"CCP § 135 holiday: {judicial} (a last day here moves, § 12a)")
            if notes:
                self.calendar.setDateTextFormat(QDate(day.year, day.month, day.day), fmt)
                self._day_notes.setdefault(day, []).extend(notes)
        if self.site is not None:
            labels = self.host.vocabulary(jid).get("event", {}) if jid else {}
            words = self.words()
            for e in self.site.scenario.events:
                day = e.at.date() if isinstance(e.at, datetime) else e.at
                q = QDate(day.year, day.month, day.day)
                fmt = self.calendar.dateTextFormat(q)
                fmt.setForeground(QBrush(QColor("#1a5fb4")))
                fmt.setFontWeight(QFont.Weight.Bold)
                fmt.setFontUnderline(True)
                self.calendar.setDateTextFormat(q, fmt)
                label = labels.get(e.kind, e.kind.replace("_", " "))
                self._day_notes.setdefault(day, []).append(f"Event: {for_desktop(label, words)}")
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
            if d.get("extended_due"):  # the last day CCP 12a extends it to
                day = date.fromisoformat(str(d["extended_due"]))
                q = QDate(day.year, day.month, day.day)
                fmt = self.calendar.dateTextFormat(q)
                fmt.setBackground(QBrush(QColor(DUE_BACKGROUNDS.get(status, "#dce9f5"))))
                fmt.setFontWeight(QFont.Weight.Bold)
                self.calendar.setDateTextFormat(q, fmt)
                self._day_notes.setdefault(day, []).append(
                    f"Last day extended from {d['due']} (CCP § 12a): {d['title']}"
                )
        self._show_day()

    def _show_day(self) -> None:
        day = self.calendar.selectedDate().toPython()
        notes = getattr(self, "_day_notes", {}).get(day, [])
        self.day_info.setText(
            f"{day.isoformat()}: " + ("; ".join(notes) if notes else "nothing due")
        )


def _pinned(name: Callable[[date], str | None], day: date) -> str | None:
    """``name(day)``, or None for a year no holiday list is pinned for."""
    try:
        return name(day)
    except HolidaysNotPinned:
        return None


def _in_season(day: date, start: str, end: str) -> bool:
    key = day.strftime("%m-%d")
    if start <= end:
        return start <= key <= end
    return key >= start or key <= end


# --------------------------------------------------------------------------- penalties
