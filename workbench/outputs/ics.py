"""Deadlines as an iCalendar file (RFC 5545), built with the ``icalendar`` library.

* One VEVENT per computed deadline (every site, every jurisdiction of the documents).
* A ``due`` date (day counts: calendar, working, business days, months, years, next working
  day) becomes an all-day event: ``DTSTART;VALUE=DATE`` and ``DTEND`` the next day.
* A ``due`` date-time (hour counts, or "immediately" after a timed trigger) becomes a timed
  event in ``America/Los_Angeles`` lasting 30 minutes from the due time; the file then
  carries a VTIMEZONE for that zone (US rules since 2007, as yearly rules, no end year).
* ``UID`` is a hash of site, jurisdiction, rule and trigger kind, never of a date: when a
  trigger date moves, the next export keeps every id, so importing it into Outlook or Google
  Calendar updates the events instead of duplicating them. When one rule is started by
  several events of the same kind, its deadlines are numbered in the order of their trigger
  times (the second gets ``-2``, and so on).
* ``DTSTAMP`` is when the file was made (UTC); ``SEQUENCE`` is the whole minutes from
  2020-01-01 UTC to then, so each newer export counts as a newer revision of every event.
* ``DESCRIPTION`` holds the rule (amount, unit, direction, trigger), the trigger's time,
  status, responsible party, notes and every citation (section, lines, quote).
* Each event carries a reminder (VALARM): the day before for all-day events, two hours
  before for timed ones. A record-retention period (``kind`` ``retention``) is titled
  "Keep until:" instead of "Due:" and has no reminder: its date is the earliest day the
  record may be discarded, nothing is due.
* Control characters (other than line breaks in the description) are removed from every
  text; icalendar escapes the rest and folds lines at 75 octets.
* A deadline whose last day Code of Civil Procedure § 12a moves (``extended_due``, issue 21)
  is an all-day event on the extended day; its summary says so, and its description names the
  date as the ordinance counts it, the days passed over, which date to use and the statute.
  Its reminder fires the day before the ordinance's date, the safe one for a filer.
"""

from __future__ import annotations

import hashlib
import re
from collections import Counter
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import icalendar

from workbench.core.inputs import workbench_version
from workbench.core.reader import DeadlineView, result_view
from workbench.core.results import Deadline, Evaluation, Result
from workbench.outputs import (
    OutputError,
    as_docs,
    check_out_path,
    doc_sources,
    format_citation,
    parse_when_text,
    site_label,
    write_file,
)

TZID = "America/Los_Angeles"
TIMED_MINUTES = 30
PRODID = "-//Stormwater Compliance Workbench//workbench {version}//EN"
UID_DOMAIN = "stormwater-workbench"
SEQUENCE_EPOCH = datetime(2020, 1, 1, tzinfo=UTC)

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")  # keeps \t and \n


def clean(text: Any, *, newlines: bool = False) -> str:
    """``text`` without control characters; line breaks kept only when ``newlines``."""
    value = str(text).replace("\r\n", "\n").replace("\r", "\n")
    if not newlines:
        value = " ".join(value.split("\n"))
    return _CONTROL.sub("", value).replace("\t", " ")


def event_uid(site: str, jurisdiction: str, rule_id: str, trigger_kind: str, nth: int = 1) -> str:
    """The event id: the same for a site, rule and trigger kind whatever the dates are."""
    key = "\x1f".join([site, jurisdiction, rule_id, trigger_kind])
    digest = hashlib.sha256(key.encode("utf-8")).hexdigest()[:32]
    return f"{digest}{'' if nth == 1 else f'-{nth}'}@{UID_DOMAIN}"


def _label(d: Deadline) -> str:
    """``Due``, or ``Keep until`` for a record-retention period (the earliest discard day)."""
    return "Keep until" if d.kind == "retention" else "Due"


def _where(result: Result) -> str:
    return result.jurisdiction_name or result.jurisdiction


def describe(doc: Evaluation, result: Result, d: Deadline, told: DeadlineView) -> str:
    """The event description: rule, trigger, due date, site, city, notes, citations (what the
    reader's view tells of the deadline)."""
    lines = [
        f"{d.title}",
        f"Rule: {told.counting}",
        f"Trigger: {d.trigger.label or d.trigger.kind} at {told.trigger_at}",
        f"{_label(d)}: {told.date} ({told.status} as of {result.as_of})",
    ]
    if told.condition:
        lines.append(f"Required: conditional, {told.condition}")
    if d.responsible:
        lines.append(f"Responsible: {d.responsible}")
    lines.append(f"Site: {site_label(doc)}")
    lines.append(
        f"Jurisdiction: {_where(result)}, {result.ordinance} (ruleset {result.ruleset_version})"
    )
    lines += _extension_lines(d, told)
    lines += [f"Note: {note}" for note in told.notes]
    lines += [f"Flag: {flag}" for flag in told.flags]
    lines += [f"Citation: {format_citation(c)}" for c in d.citations]
    lines.append("Computed by the Stormwater Compliance Workbench; check against the ordinance.")
    return "\n".join(lines)


def _extension_lines(d: Deadline, told: DeadlineView) -> list[str]:
    """The CCP § 12a lines of a deadline whose last day moves; none otherwise."""
    extension = d.extension
    if not told.extended or extension is None:
        return []
    listed = extension.holiday_list
    return [
        f"Last day extended to {told.extended} (the event's date); the ordinance counts {d.due}",
        f"Why: {told.extension_step}",
        f"Which date: {extension.use}",
        f"Holiday list: {listed.id} {listed.version} ({listed.title})",
        f"Citation: {format_citation(extension)}",
    ]


def _timezone() -> icalendar.Timezone:
    """America/Los_Angeles as yearly rules (second Sunday of March, first of November)."""
    zone = icalendar.Timezone()
    zone.add("tzid", TZID)
    for part, name, offsets, start, month, day in (
        (icalendar.TimezoneDaylight, "PDT", (-8, -7), datetime(1970, 3, 8, 2), 3, "2SU"),
        (icalendar.TimezoneStandard, "PST", (-7, -8), datetime(1970, 11, 1, 2), 11, "1SU"),
    ):
        rule = part()
        rule.add("tzname", name)
        rule.add("tzoffsetfrom", timedelta(hours=offsets[0]))
        rule.add("tzoffsetto", timedelta(hours=offsets[1]))
        rule.add("dtstart", start)
        rule.add("rrule", {"freq": "yearly", "bymonth": month, "byday": day})
        zone.add_component(rule)
    return zone


def make_event(
    doc: Evaluation,
    result: Result,
    d: Deadline,
    told: DeadlineView,
    uid: str,
    stamp: datetime,
) -> icalendar.Event:
    """The VEVENT of one deadline."""
    due = parse_when_text(d.due)
    where = _where(result)
    summary = clean(f"{_label(d)}: {d.title} ({where}, {site_label(doc)})")
    event = icalendar.Event()
    event.add("uid", uid)
    event.add("dtstamp", stamp)
    event.add("sequence", int((stamp - SEQUENCE_EPOCH).total_seconds() // 60))
    warn_days = 1  # the reminder, days before the event's date
    if d.extended_due:  # CCP 12a: on the extended day, reminded before the ordinance's
        ordinance_day = due.date() if isinstance(due, datetime) else due
        due = date.fromisoformat(d.extended_due)
        warn_days += (due - ordinance_day).days
        summary = clean(f"{summary}, last day extended from {ordinance_day.isoformat()}")
    timed = isinstance(due, datetime)
    if isinstance(due, datetime):
        start = due.replace(tzinfo=ZoneInfo(TZID))
        event.add("dtstart", start)
        event.add("dtend", start + timedelta(minutes=TIMED_MINUTES))
    else:
        assert isinstance(due, date)
        event.add("dtstart", due)
        event.add("dtend", due + timedelta(days=1))
        event.add("transp", "TRANSPARENT")
    event.add("summary", summary)
    event.add("description", clean(describe(doc, result, d, told), newlines=True))
    event.add("categories", ["Stormwater", clean(where)])
    if d.kind == "retention":  # nothing is due: no reminder before a keep-until day
        return event
    alarm = icalendar.Alarm()
    alarm.add("action", "DISPLAY")
    alarm.add("description", summary)
    alarm.add("trigger", timedelta(hours=-2) if timed else timedelta(days=-warn_days))
    event.add_component(alarm)
    return event


def build_calendar(
    docs: Any, *, dtstamp: datetime | None = None, host: Any = None
) -> icalendar.Calendar:
    """The calendar of every deadline in ``docs``; OutputError when there is none. ``host``:
    the loaded cities, whose labels name the ids in notes and flags (as every output does)."""
    stamp = (dtstamp or datetime.now(UTC)).astimezone(UTC).replace(microsecond=0)
    evaluations = [Evaluation.from_json(doc) for doc in as_docs(docs)]
    events: list[icalendar.Event] = []
    seen: Counter[str] = Counter()
    left_out = []  # deadlines of duties that do not apply: never exported, but counted
    for doc in evaluations:
        for result in doc.results:
            view = result_view(result, host)
            left_out += [f"{d.title}: {d.reason}" for d in view.left_out]
            told = dict(zip((id(d) for d in result.deadlines), view.deadlines, strict=True))
            for d in sorted(result.deadlines, key=lambda d: d.trigger.at):
                parts = (site_label(doc), result.jurisdiction, d.rule_id, d.trigger.kind)
                key = "\x1f".join(parts)
                seen[key] += 1
                uid = event_uid(*parts, seen[key])
                events.append(make_event(doc, result, d, told[id(d)], uid, stamp))
    if not events:
        raise OutputError(
            "no deadlines to export: no event in the file starts a deadline rule "
            "(add an event of a kind that one of the city's deadline rules starts from)"
        )
    names = ", ".join(dict.fromkeys(clean(site_label(doc)) for doc in evaluations))
    calendar = icalendar.Calendar()
    calendar.add("version", "2.0")
    calendar.add("prodid", PRODID.format(version=workbench_version()))
    calendar.add("calscale", "GREGORIAN")
    calendar.add("method", "PUBLISH")
    calendar.add("x-wr-calname", f"Stormwater deadlines: {names}")
    calendar.add("x-wr-timezone", TZID)
    if left_out:
        calendar.add(
            "x-wr-caldesc",
            clean(
                f"{len(left_out)} deadline(s) left out because the duty does not apply: "
                + "; ".join(left_out)
            ),
        )
    if any(isinstance(e.decoded("dtstart"), datetime) for e in events):
        calendar.add_component(_timezone())
    for event in events:
        calendar.add_component(event)
    return calendar


def calendar_text(
    docs: Any, *, dtstamp: datetime | None = None, host: Any = None
) -> tuple[str, int]:
    """The .ics text of every deadline in ``docs`` and the number of events."""
    calendar = build_calendar(docs, dtstamp=dtstamp, host=host)
    return calendar.to_ical().decode("utf-8"), len(calendar.walk("VEVENT"))


def write_ics(
    docs: Any, out_path: str | Path, *, dtstamp: datetime | None = None, host: Any = None
) -> int:
    """Write every deadline of ``docs`` (evaluate documents) to ``out_path``; the event count.

    The file is written atomically (``write_file``): a failed export never leaves half a
    calendar or destroys the previous one.
    """
    out = check_out_path(out_path, doc_sources(docs))
    text, count = calendar_text(docs, dtstamp=dtstamp, host=host)
    write_file(out, text.encode("utf-8"))
    return count
