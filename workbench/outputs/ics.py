"""Deadlines as an iCalendar file (RFC 5545), written by hand: no dependency, exact control.

* One VEVENT per computed deadline (every site, every jurisdiction of the documents).
* A ``due`` date (day counts: calendar, working, business days, months, years, next working
  day) becomes an all-day event: ``DTSTART;VALUE=DATE`` and ``DTEND`` the next day.
* A ``due`` date-time (hour counts, or "immediately" after a timed trigger) becomes a timed
  event in ``TZID=America/Los_Angeles`` lasting 30 minutes from the due time, and the file
  carries a VTIMEZONE for that zone (US rules since 2007).
* ``UID`` is derived from site, jurisdiction, rule, trigger and due, so importing an updated
  export into Outlook or Google Calendar updates the events instead of duplicating them.
* ``DESCRIPTION`` holds the rule (amount, unit, direction, trigger), the trigger's time,
  status, responsible party, notes and every citation (section, lines, quote).
* Each event carries a reminder (VALARM): the day before for all-day events, two hours
  before for timed ones.
* Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character; TEXT
  values escape backslash, semicolon, comma and newlines.
"""

from __future__ import annotations

import hashlib
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

from workbench.core.inputs import workbench_version
from workbench.outputs import (
    OutputError,
    as_docs,
    check_out_path,
    format_citation,
    parse_when_text,
    site_label,
)

TZID = "America/Los_Angeles"
TIMED_MINUTES = 30
PRODID = "-//Stormwater Compliance Workbench//workbench {version}//EN"

VTIMEZONE = [
    "BEGIN:VTIMEZONE",
    f"TZID:{TZID}",
    "X-LIC-LOCATION:America/Los_Angeles",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:-0800",
    "TZOFFSETTO:-0700",
    "TZNAME:PDT",
    "DTSTART:19700308T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:-0700",
    "TZOFFSETTO:-0800",
    "TZNAME:PST",
    "DTSTART:19701101T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
]


def escape_text(value: str) -> str:
    """RFC 5545 TEXT escaping: backslash, semicolon, comma, newline."""
    return (
        str(value)
        .replace("\\", "\\\\")
        .replace(";", "\\;")
        .replace(",", "\\,")
        .replace("\r\n", "\\n")
        .replace("\r", "\\n")
        .replace("\n", "\\n")
    )


def fold(line: str) -> str:
    """Fold a content line at 75 octets (continuations start with a space) on UTF-8 boundaries."""
    data = line.encode("utf-8")
    if len(data) <= 75:
        return line
    parts: list[str] = []
    start, limit = 0, 75
    while start < len(data):
        end = min(start + limit, len(data))
        while end < len(data) and (data[end] & 0xC0) == 0x80:  # never split a character
            end -= 1
        parts.append(data[start:end].decode("utf-8"))
        start, limit = end, 74  # a continuation line's leading space is one of its 75 octets
    return "\r\n ".join(parts)


def _stamp(moment: datetime) -> str:
    return moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")


def _uid(doc: dict[str, Any], result: dict[str, Any], deadline: dict[str, Any]) -> str:
    key = "|".join(
        [
            site_label(doc),
            result["jurisdiction"],
            deadline["rule_id"],
            deadline["trigger"]["kind"],
            str(deadline["trigger"]["at"]),
            str(deadline["due"]),
        ]
    )
    return f"{hashlib.sha256(key.encode('utf-8')).hexdigest()[:32]}@stormwater-workbench"


def _rule_text(d: dict[str, Any]) -> str:
    unit = str(d.get("unit", "")).replace("_", " ")
    trigger = d["trigger"]["kind"].replace("_", " ")
    if d.get("unit") == "immediate":
        return f"immediately {d.get('direction', 'after')} {trigger}"
    if d.get("unit") == "next_working_day":
        return f"next working day {d.get('direction', 'after')} {trigger}"
    return f"{d.get('amount')} {unit} {d.get('direction', 'after')} {trigger}"


def describe(doc: dict[str, Any], result: dict[str, Any], d: dict[str, Any]) -> str:
    lines = [
        f"{d['title']}",
        f"Rule: {_rule_text(d)}",
        f"Trigger: {d['trigger']['kind']} at {d['trigger']['at']}",
        f"Due: {d['due']} ({d.get('status', '')} as of {result.get('as_of', '')})",
    ]
    if d.get("responsible"):
        lines.append(f"Responsible: {d['responsible']}")
    lines.append(f"Site: {site_label(doc)}")
    lines.append(
        f"Jurisdiction: {result.get('jurisdiction_name') or result['jurisdiction']}, "
        f"{result.get('ordinance', '')} (ruleset {result.get('ruleset_version', '')})"
    )
    for note in d.get("notes", []):
        lines.append(f"Note: {note}")
    for flag in d.get("flags", []):
        lines.append(f"Flag: {flag}")
    for c in d.get("citations", []):
        lines.append(f"Citation: {format_citation(c)}")
    lines.append("Computed by the Stormwater Compliance Workbench; check against the ordinance.")
    return "\n".join(lines)


def event_lines(
    doc: dict[str, Any], result: dict[str, Any], d: dict[str, Any], dtstamp: str
) -> tuple[list[str], bool]:
    """The VEVENT content lines of one deadline, and whether it is timed."""
    due = parse_when_text(str(d["due"]))
    where = result.get("jurisdiction_name") or result["jurisdiction"]
    summary = f"Due: {d['title']} ({where}, {site_label(doc)})"
    lines = ["BEGIN:VEVENT", f"UID:{_uid(doc, result, d)}", f"DTSTAMP:{dtstamp}"]
    timed = isinstance(due, datetime)
    if timed:
        end = due + timedelta(minutes=TIMED_MINUTES)
        lines += [
            f"DTSTART;TZID={TZID}:{due.strftime('%Y%m%dT%H%M%S')}",
            f"DTEND;TZID={TZID}:{end.strftime('%Y%m%dT%H%M%S')}",
        ]
    else:
        assert isinstance(due, date)
        lines += [
            f"DTSTART;VALUE=DATE:{due.strftime('%Y%m%d')}",
            f"DTEND;VALUE=DATE:{(due + timedelta(days=1)).strftime('%Y%m%d')}",
            "TRANSP:TRANSPARENT",
        ]
    lines += [
        f"SUMMARY:{escape_text(summary)}",
        f"DESCRIPTION:{escape_text(describe(doc, result, d))}",
        f"CATEGORIES:{escape_text('Stormwater')},{escape_text(where)}",
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        f"DESCRIPTION:{escape_text(summary)}",
        f"TRIGGER:{'-PT2H' if timed else '-P1D'}",
        "END:VALARM",
        "END:VEVENT",
    ]
    return lines, timed


def calendar_text(docs: Any, *, dtstamp: datetime | None = None) -> tuple[str, int]:
    """The .ics text of every deadline in ``docs`` and the number of events."""
    stamp = _stamp(dtstamp or datetime.now(UTC))
    events: list[str] = []
    any_timed = False
    count = 0
    names = []
    for doc in as_docs(docs):
        names.append(site_label(doc))
        for result in doc.get("results", []):
            for d in result.get("deadlines", []):
                lines, timed = event_lines(doc, result, d, stamp)
                events += lines
                any_timed |= timed
                count += 1
    if not count:
        raise OutputError(
            "no deadlines to export: no event in the file starts a deadline rule "
            "(add events, see workbench rules --jurisdiction ID --kind deadline)"
        )
    head = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:{PRODID.format(version=workbench_version())}",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        f"X-WR-CALNAME:{escape_text('Stormwater deadlines: ' + ', '.join(dict.fromkeys(names)))}",
        f"X-WR-TIMEZONE:{TZID}",
    ]
    body = head + (VTIMEZONE if any_timed else []) + events + ["END:VCALENDAR"]
    return "".join(fold(line) + "\r\n" for line in body), count


def write_ics(docs: Any, out_path: str | Path, *, dtstamp: datetime | None = None) -> int:
    """Write every deadline of ``docs`` (evaluate documents) to ``out_path``; the event count."""
    out = check_out_path(out_path)
    text, count = calendar_text(docs, dtstamp=dtstamp)
    out.write_bytes(text.encode("utf-8"))
    return count
