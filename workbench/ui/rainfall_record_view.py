"""The Sizing panel's rainfall record box (issue 26 item 3): which record the evaluation used
(the copy kept in the project, or a file), its station and period, how much of it is there,
its flagged hours and warnings; "Full report" shows the whole record report (per year, gaps,
sources, thresholds) in the panel's detail pane.

It shows evaluate's ``rainfall_record`` (typed: ``workbench.core.results.RainfallRecord``),
with the reader's view of its completeness (missing hours simulated as dry, covered years),
and is hidden when the site names no record.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QVBoxLayout, QWidget

from workbench.core.reader import record_view
from workbench.core.results import RainfallRecord
from workbench.ui.widgets import bullet_list, esc


def in_use_text(report: RainfallRecord) -> str:
    """Which record is in use, in words."""
    use = report.in_use
    name = report.record
    if use is None:
        return name
    if use.origin == "project":
        return f"{name}: the copy kept in this project (sha256 {use.sha256[:12]})"
    if use.file:
        return f"{name}: the file {use.file} (sha256 {use.sha256[:12]})"
    return name


def flagged_text(report: RainfallRecord) -> str:
    """The flagged hours in one line."""
    return (
        f"missing {report.missing_hours:,} (deleted {report.deleted_hours:,}), "
        f"accumulated {report.accumulated_hours:,}, trace {report.trace_hours:,}, "
        f"quality-flagged {report.quality_flagged_hours:,}"
    )


def report_html(report: RainfallRecord) -> str:
    """The whole record report as HTML for the detail pane: the reader's view of it (missing
    hours simulated as dry, covered years; ``core.reader``), then every figure."""
    t = report.thresholds
    told = record_view(report)
    rows = [
        ("In use", in_use_text(report)),
        ("Station", f"{report.station} {report.station_name}".strip() or "(not stated)"),
        ("Period", f"{report.first_hour} to {report.last_hour} ({report.time})"),
        (
            "Coverage",
            f"{report.covered_years} covered year(s) of {report.span_years} spanned; "
            f"{report.completeness:.1%} of hours have a value",
        ),
        ("Flagged hours", flagged_text(report)),
        ("Accumulation periods", report.accumulation),
        ("Joining overlaps", report.overlap),
        (
            "Thresholds",
            f"a year is covered with {t.min_year_completeness:.0%} of its hours; "
            f"{t.min_years:g} covered years expected ({t.source})",
        ),
    ]
    body = "<h3>Rainfall record</h3>"
    if told is not None:
        body += bullet_list(list(told.lines))
    body += "<table>" + "".join(
        f"<tr><td><b>{esc(k)}</b></td><td>{esc(v)}</td></tr>" for k, v in rows
    )
    body += "</table>"
    if report.warnings:
        body += "<h3>Warnings</h3>" + bullet_list(report.warnings, "flag")
    body += "<h3>Completeness per year</h3><table><tr><th>Year</th><th>Hours with a value</th>"
    body += "<th>Total (in)</th><th>Covered</th></tr>"
    for y in report.per_year:
        body += (
            f"<tr><td>{y.year}</td><td>{y.completeness:.1%}</td>"
            f"<td>{y.total_in}</td><td>{'yes' if y.covered else 'no'}</td></tr>"
        )
    body += "</table>"
    if report.gaps_over_a_day:
        body += f"<h3>Gaps longer than a day ({report.gaps_over_a_day_count})</h3>"
        body += bullet_list(
            [f"{g.first_hour} to {g.last_hour} ({g.hours} h)" for g in report.gaps_over_a_day]
        )
    sources = [
        f"{s.file}: {s.format}, station {s.station or '-'}, sha256 {s.sha256}"
        + (f"; {s.time}" if s.time else "")
        + (f"; {s.unit}" if s.unit else "")
        for s in report.sources
    ]
    notes = [n for s in report.sources for n in s.notes]
    if sources:
        body += "<h3>Sources</h3>" + bullet_list(sources)
    if notes:
        body += "<h3>Notes from the sources</h3>" + bullet_list(notes)
    return body


class RainfallRecordView(QGroupBox):
    """The record box; ``reportRequested`` carries the full report's HTML."""

    reportRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("Rainfall record", parent)
        self.setObjectName("rainfall_record_view")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        self.summary = QLabel()
        self.summary.setObjectName("rainfall_record_summary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.summary)
        self.full = QPushButton("Full record report")
        self.full.setObjectName("rainfall_record_full")
        self.full.clicked.connect(self._full)
        layout.addWidget(self.full)
        self.report: RainfallRecord | None = None
        self.setVisible(False)

    def show_report(self, report: RainfallRecord | None) -> None:
        """Show an evaluation's rainfall record; hidden for None."""
        self.report = report
        self.setVisible(report is not None)
        if report is None:
            self.summary.setText("")
            return
        r = report
        told = record_view(r)
        lines = [
            f"<b>{esc(in_use_text(r))}</b>",
            esc(f"Station {r.station or '(not stated)'} {r.station_name}".strip()),
            esc(f"{r.first_hour[:10]} to {r.last_hour[:10]}"),
            esc(
                f"{r.covered_years} covered year(s) of {r.span_years}; "
                f"{r.completeness:.1%} of hours have a value"
            ),
            *(esc(line) for line in (told.lines[1:2] if told is not None else ())),
            esc(f"Flagged hours: {flagged_text(r)}"),
        ]
        if r.warnings:
            lines.append(
                f"<span style='color:#9a5b00'>{len(r.warnings)} warning(s): see the report</span>"
            )
        self.summary.setText("<br>".join(lines))
        self.summary.setToolTip("\n".join(r.warnings))

    def _full(self) -> None:
        if self.report is not None:
            self.reportRequested.emit(report_html(self.report))
