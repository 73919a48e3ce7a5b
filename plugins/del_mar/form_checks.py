"""Checks of the Del Mar forms: the spill report within 24 hours of discovery and the two storm
events a year of the monitoring records.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from workbench.api import (
    FormCheck,
    FormValues,
    format_when,
    inclusive_last_day,
)

from .common import MONITORING_EVENTS, c, elapsed_hours, num, q

SPILL_HOURS = 24
SPILL_CITES = (
    c(401, 401, "shall be reported to the City within 24 hours after discovery", "11.30.070.E"),
)
_IN_24 = q("within 24 hours after discovery")


def reached_neither(form: FormValues) -> bool:
    """The saved report answers 'Reached' with neither the Stormwater Conveyance System nor
    Receiving Waters (an empty list; not given is not an answer). L401 covers "spills ... of
    Pollutants to Receiving Waters or to the Stormwater Conveyance System"."""
    reached = form.values.get("reached")
    return isinstance(reached, list | tuple) and not reached


def spill_report_hours(form: FormValues) -> list[str]:
    """L401: the report's time against the 24 hours after discovery (clock hours, across
    daylight-saving changes). Dates without a time of day are late only when the report is two
    or more days after the discovery's date (more than 24 hours whatever the times were). A
    report marked as not able to endanger health, safety or the environment is not checked."""
    found, made = form.when("discovered_at"), form.when("reported_at")
    if found is None or made is None or form.get("may_endanger") is False:
        return []
    if reached_neither(form):
        return []
    if isinstance(found, datetime) and isinstance(made, datetime):
        hours = elapsed_hours(found, made)
        if hours < 0:
            return [f"Reported at {format_when(made)} is before Discovered at {format_when(found)}"]
        if hours <= SPILL_HOURS:
            return []
        late = (
            f"reported {num(hours, 2)} hours after discovery ({format_when(found)} to "
            f"{format_when(made)}): later than {_IN_24}"
        )
    else:
        first = found.date() if isinstance(found, datetime) else found
        last = made.date() if isinstance(made, datetime) else made
        if last < first:
            return [f"reported on {last.isoformat()}, before the discovery on {first.isoformat()}"]
        if last - first < timedelta(days=2):
            return []
        late = (
            f"reported on {last.isoformat()}, {(last - first).days} days after the discovery on "
            f"{first.isoformat()}: later than {_IN_24} whatever the times of day"
        )
    if form.get("may_endanger") is None:
        late += (
            " (if it has the potential to endanger health, safety or the environment: 'Potential "
            "to endanger' is not answered)"
        )
    return [late]


def same_day_samples(days: list) -> list[str]:
    """L619 "two storm events": samples dated the same day are counted as one storm event."""
    seen = sorted({d for d in days if d is not None and days.count(d) > 1})
    return [
        f"{days.count(d)} rows are dated {d.isoformat()}: samples taken on one day are one storm "
        f"event, counted once toward {q('two storm events in a year')} (L619)"
        for d in seen
    ]


def storm_events_in_the_year(form: FormValues) -> list[str]:
    """L619 'two storm events in a year': the events recorded in the monitoring year that
    begins on ``year_begins`` (its last day one year later less one day), and any outside it."""
    first = form.day("year_begins")
    if first is None:
        return same_day_samples([FormValues(row).day("date") for row in form.get("events", [])])
    last = inclusive_last_day(first, 12)
    days = [FormValues(row).day("date") for row in form.get("events", [])]
    outside = sorted(d for d in days if d is not None and not first <= d <= last)
    inside = sorted({d for d in days if d is not None and first <= d <= last})
    span = f"the monitoring year {first.isoformat()} to {last.isoformat()}"
    messages = [f"storm event on {d.isoformat()} is outside {span}" for d in outside]
    messages += same_day_samples(days)
    if len(inside) < MONITORING_EVENTS:
        messages.append(
            f"{len(inside)} storm event(s) recorded in {span}: {q('two storm events in a year')} "
            f"needs {MONITORING_EVENTS - len(inside)} more by {last.isoformat()}"
        )
    return messages


TWO_STORM_EVENTS = FormCheck(
    id="two_storm_events_in_the_year",
    title="Storm events recorded in the monitoring year",
    fields=("year_begins", "events"),
    citations=(c(619, 619, "obtained from two storm events in a year", "11.30.100.D.1"),),
    check=storm_events_in_the_year,
)

SPILL_REPORT_LATE = FormCheck(
    id="spill_reported_late",
    title="Reported more than 24 hours after discovery",
    fields=("discovered_at", "reported_at"),
    citations=SPILL_CITES,
    check=spill_report_hours,
)
