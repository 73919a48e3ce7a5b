"""Checks of the Del Mar forms: the spill report within 24 hours of discovery and the two storm
events a year of the monitoring records.
"""

from __future__ import annotations

import math
import re
from datetime import date, datetime, timedelta

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


def _naive(when: object) -> object:
    return when.replace(tzinfo=None) if isinstance(when, datetime) else when


def spill_report_against_the_site(form: FormValues) -> list[str]:
    """L401 against the site (issue 38): the report's 'potential to endanger' answer against
    the site's stated condition ``spill_may_endanger`` (review c10: the finding called the
    report late while the form said no), and its discovery time against the recorded
    ``spill_discovered`` event, from which the 24 hours run."""
    found: list[str] = []
    says = form.get("may_endanger")
    stated = "spill_may_endanger" in (form.site.conditions or [])
    if says is False and stated:
        found.append(
            "the report says the spill has no potential to endanger health, safety or the "
            "environment; the site states 'spill_may_endanger': the report to the City 'within "
            "24 hours after discovery' turns on it (L401); correct one of them"
        )
    discovered = _naive(form.when("discovered_at"))
    recorded = [_naive(e.at) for e in form.events("spill_discovered")]
    if discovered is not None and recorded and discovered not in recorded:
        found.append(
            f"the report's discovery at {format_when(discovered)}; the site records it at "
            f"{', '.join(format_when(r) for r in recorded)} (event spill_discovered): the 24 "
            "hours run from the discovery (L401)"
        )
    return found


SPILL_REPORT_AGAINST_THE_SITE = FormCheck(
    id="spill_report_against_the_site",
    title="The spill report against the site's condition and recorded discovery",
    fields=("discovered_at",),
    citations=SPILL_CITES,
    check=spill_report_against_the_site,
)

SPILL_REPORT_LATE = FormCheck(
    id="spill_reported_late",
    title="Report time against the 24 hours after discovery",
    fields=("discovered_at", "reported_at"),
    citations=SPILL_CITES,
    check=spill_report_hours,
)


# --------------------------------------------------------------------------- SWPPP (L559)
#: The seven non-structural BMPs of 11.30.100.C.4 (L561-L573), as the form lists them.
NON_STRUCTURAL = (
    "Material handling and storage",
    "Non-hazardous and hazardous waste handling and recycling",
    "Employee training programs",
    "Good housekeeping",
    "Equipment and building preventive maintenance",
    "Self inspection",
    "Spill response planning and prevention",
)
HPIF_BASIS = "High Priority Industrial Facility without a State SWPPP"


def seven_non_structural(form: FormValues) -> list[str]:
    """L559: a High Priority Industrial Facility "shall incorporate into the SWPPP" the seven
    non-structural BMPs: for an HPIF SWPPP (its basis, or any HPIF BMP ticked) every one missing
    is named."""
    ticked = form.values.get("non_structural_bmps") or []
    if form.get("basis") != HPIF_BASIS and not ticked:
        return []
    missing = [b for b in NON_STRUCTURAL if b not in ticked]
    if not missing:
        return []
    return [
        f"{len(ticked)} of the 7 non-structural BMPs incorporated; a High Priority Industrial "
        f"Facility {q('shall incorporate into the SWPPP')} all of them (L559-L573); missing: "
        + "; ".join(missing)
    ]


SEVEN_NON_STRUCTURAL = FormCheck(
    id="seven_non_structural_bmps",
    title="The seven non-structural BMPs of a High Priority Industrial SWPPP",
    fields=(),
    citations=(c(559, 559, "shall incorporate into the SWPPP", "11.30.100.C.4"),),
    check=seven_non_structural,
)


# --------------------------------------------------------------------------- maintenance (L781)
_MONTHS = {
    name: number
    for number, name in enumerate(
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ),
        start=1,
    )
}


def month_day(text: str) -> tuple[int, int] | None:
    """'November 15', 'Nov 15', '11-15', '09/30' -> (month, day); None when not read."""
    text = text.strip().lower()
    m = re.fullmatch(r"([a-z]+)\.?\s+(\d{1,2})(st|nd|rd|th)?", text)
    if m:
        month = next((n for k, n in _MONTHS.items() if k.startswith(m.group(1)[:3])), None)
        return (month, int(m.group(2))) if month else None
    m = re.fullmatch(r"(\d{1,2})[-/](\d{1,2})", text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def servicing_before_rainy_season(form: FormValues) -> list[str]:
    """L781 servicing "at least annually and prior to the start of the rainy season": the Rainy
    Season runs October 1 through April 30 (L153), so the annual date falls May 1 - September
    30."""
    text = str(form.get("annual_servicing_date", ""))
    found = month_day(text)
    if found is None:
        return [
            f"annual servicing date '{text}' is not read as a month and day (e.g. 'September 15')"
        ]
    month, day = found
    try:
        date(2001, month, day)
    except ValueError:
        return [f"annual servicing date '{text}' is not a day of the year"]
    if 5 <= month <= 9:
        return []
    return [
        f"annual servicing date '{text}' falls in the Rainy Season (October 1 through April 30, "
        f"L153); servicing is {q('prior to the start of the rainy season')} (L781): May 1 - "
        "September 30"
    ]


SERVICING_DATE = FormCheck(
    id="servicing_before_rainy_season",
    title="Annual servicing before the Rainy Season",
    fields=("annual_servicing_date",),
    citations=(c(781, 781, "prior to the start of the rainy season", "11.30.160.F"),),
    check=servicing_before_rainy_season,
)


# --------------------------------------------------------------------------- correction (L833)
def days_without_correction(form: FormValues) -> list[str]:
    """L833: "Each day (or part thereof) ... during which correction is not initiated" after the
    period specified is a separate violation: the calendar days touched from the end of the
    period to the start of correction (the 24-hour count, one lower at most, beside it)."""
    ended, started = form.when("correction_period_ends"), form.when("correction_initiated")
    if not (isinstance(ended, datetime) and isinstance(started, datetime)) or started <= ended:
        return []
    days = (started.date() - ended.date()).days + (
        0 if started.time() == datetime.min.time() else 1
    )
    days = max(days, 1)
    periods = math.ceil((started - ended) / timedelta(hours=24))
    return [
        f"corrective action initiated {format_when(started)}, after the correction period ended "
        f"{format_when(ended)}: each day (or part thereof) {q('is a separate violation')} (L833): "
        f"{days} calendar day(s) touched ({ended.date().isoformat()} to "
        f"{started.date().isoformat()}), {periods} by 24-hour periods"
    ]


CORRECTION_DAYS = FormCheck(
    id="days_without_correction",
    title="Days after the correction period without corrective action",
    fields=("correction_period_ends", "correction_initiated"),
    citations=(c(833, 833, "is a separate violation of this Chapter", "11.30.190.C"),),
    check=days_without_correction,
)
