"""Livingston's form checks (issue 35, review D10): when an appeal, a petition or a cost protest
was received against the days the text allows, and whether a pond discharge was one L129
allows; these read only their form's fields (``FormValues``). Issue 38 adds checks that read
the site's evaluation: the pond notice against the recorded discharge and its 24 hours, and an
ESCP saved for a site under the State construction general permit (L161). The appeal, petition
and protest also name the deadline they answer (``FormSpec.answers``), so the core warns one
with no receipt date once the deadline has passed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from workbench.api import FormCheck, FormValues, compute_due, format_when

from .common import c

CCP_NOTE = (
    "{due} is not a working day: state law (CCP § 12a) extends a last day on a weekend or holiday "
    "to the next day that is not one, so a receipt on {received} may be timely"
)


def _late(
    form: FormValues, start_field: str, received_field: str, amount: int, unit: str, quote: str
) -> list[str]:
    """A filing received later than ``amount`` ``unit`` after the notice it answers."""
    start, received = form.day(start_field), form.day(received_field)
    if start is None or received is None:
        return []
    if received < start:
        return [f"received {received.isoformat()}, before the notice it answers ({start})"]
    due = compute_due(amount, unit, start, form.calendar).due  # a date: a day count
    if received <= due:
        return []
    words = unit.replace("_", " ")
    late = (
        f"received {received.isoformat()}, after {due.isoformat()} ({amount} {words} after "
        f"{start.isoformat()}): later than {quote}"
    )
    if unit == "calendar_days" and not form.calendar.is_working_day(due):
        first_open = due + timedelta(days=1)
        while not form.calendar.is_working_day(first_open):
            first_open += timedelta(days=1)
        if received <= first_open:
            return [late + "; " + CCP_NOTE.format(due=due.isoformat(), received=received)]
    return [late]


def late_appeal(form: FormValues) -> list[str]:
    return _late(form, "nov_date", "received_on", 15, "calendar_days", "'within 15 days' (L453)")


def late_petition(form: FormValues) -> list[str]:
    return _late(
        form, "notice_date", "received_on", 10, "working_days", "'within ten working days' (L153)"
    )


def late_protest(form: FormValues) -> list[str]:
    return _late(
        form, "cost_notice_date", "filed_on", 15, "calendar_days", "'within 15 days' (L463)"
    )


def pond_storm(form: FormValues) -> list[str]:
    if form.get("storm_25yr_24hr") is False:
        return [
            "the discharge did not result from a 25-year, 24-hour storm event or greater: L129 "
            "allows no such discharge ('no discharge occurs unless the discharge is a result of a "
            "25-year, 24-hour storm event or greater'); the notice reports a prohibited discharge"
        ]
    return []


APPEAL_LATE = FormCheck(
    id="appeal_received_late",
    title="Appeal received more than 15 days after the notice of violation",
    fields=("nov_date", "received_on"),
    citations=(c(453, 453, "must be received by the City Manager within 15 days", "appeal"),),
    check=late_appeal,
)
PETITION_LATE = FormCheck(
    id="petition_received_late",
    title="Petition received more than ten working days after the notice",
    fields=("notice_date", "received_on"),
    citations=(
        c(
            153,
            153,
            "The written petition must be received by the City Clerk within ten working days",
            "industrial",
        ),
        c(175, 175, "must be received within ten working days", "construction"),
    ),
    check=late_petition,
)
PROTEST_LATE = FormCheck(
    id="protest_filed_late",
    title="Cost protest filed more than 15 days after the cost notice",
    fields=("cost_notice_date", "filed_on"),
    citations=(c(463, 463, "within 15 days", "cost"),),
    check=late_protest,
)
POND_STORM = FormCheck(
    id="pond_discharge_not_25yr_storm",
    title="Pond discharge not from a 25-year, 24-hour storm or greater",
    fields=("storm_25yr_24hr",),
    citations=(
        c(129, 129, "a result of a 25-year, 24-hour storm event or greater", "prohibitions"),
    ),
    check=pond_storm,
)


def small_band(form: FormValues) -> list[str]:
    """The area the small-project form states against L183's band (L201 above it)."""
    area = form.get("created_replaced_sqft")
    if not isinstance(area, int | float) or isinstance(area, bool):
        return []
    if area < 2_500:
        return [
            f"{area:,.0f} sq ft is below L183's 2,500 sq ft: the chapter asks no small-project "
            "site design measures of it"
        ]
    if area >= 5_000:
        return [
            f"{area:,.0f} sq ft is a regulated project ('5,000 square feet or more', L201): file "
            "the regulated project's treatment submittal (L259-351); a detached single-family "
            "home of that size is read the same way (AMB-2)"
        ]
    return []


SMALL_BAND = FormCheck(
    id="small_project_area_outside_band",
    title="Area outside the small-project band (2,500 to 5,000 sq ft)",
    fields=("created_replaced_sqft",),
    citations=(
        c(183, 183, "between 2,500 square feet and 5,000 square feet", "post"),
        c(201, 201, "5,000 square feet or more of impervious surface", "post"),
    ),
    check=small_band,
)


def phoned_before_discovery(form: FormValues) -> list[str]:
    """L381 notifies 'as soon as practical' after a discharge is known: a telephone notice timed
    before the discovery it reports is a typing error or a different discharge."""
    found, phoned = form.when("discovered_at"), form.when("phoned_at")
    if found is None or phoned is None or type(found) is not type(phoned) or phoned >= found:
        return []
    return [
        f"the telephone notice ({phoned.isoformat()}) is timed before the discovery it reports "
        f"({found.isoformat()}): check both times"
    ]


PHONED_BEFORE_DISCOVERY = FormCheck(
    id="phoned_before_discovery",
    title="Telephone notice timed before the discovery",
    fields=("discovered_at", "phoned_at"),
    citations=(c(381, 381, "By telephone as soon as practical", "release"),),
    check=phoned_before_discovery,
)


def _naive(when: object) -> object:
    return when.replace(tzinfo=None) if isinstance(when, datetime) else when


def pond_discharge_time(form: FormValues) -> list[str]:
    """L129: the notice e-mailed 'no later than 24 hours after the discharge' (the core compares
    ``emailed_at`` with the deadline the recorded discharge starts); the discharge the notice
    reports against the one the site records."""
    discharged = _naive(form.when("discharge_at"))
    recorded = [_naive(e.at) for e in form.events("recycled_pond_discharge")]
    if not recorded or discharged is None or discharged in recorded:
        return []
    return [
        f"the notice reports a discharge at {format_when(discharged)}; the site records it at "
        f"{', '.join(format_when(r) for r in recorded)} (event recycled_pond_discharge): the 24 "
        "hours of L129 run from the discharge"
    ]


POND_DISCHARGE_TIME = FormCheck(
    id="pond_discharge_time",
    title="The pond discharge's time against the site's record",
    fields=("discharge_at",),
    citations=(c(129, 129, "no later than 24 hours after the discharge", "prohibitions"),),
    check=pond_discharge_time,
)


def escp_on_a_state_permit_site(form: FormValues) -> list[str]:
    """L161: the ESCP and worksheet are for 'projects with less than an acre of soil
    disturbance or not subject to the construction general permit'; a project subject to the
    permit submits its WDID number and SWPPP. Read from the evaluation's findings."""
    if form.status("erosion_sediment_control_plan") != "does_not_apply":
        return []
    if form.status("construction_general_permit") != "applies":
        return []
    area = form.fact("disturbed_area_sqft")
    said = f" ({area:,.0f} sq ft disturbed)" if isinstance(area, int | float) else ""
    return [
        f"this site is subject to the State construction general permit{said}: the city takes "
        "'the WDID number and the SWPPP' (L161), not an ESCP, which is for projects with less "
        "than an acre of soil disturbance or not subject to the permit (L161, L165)"
    ]


ESCP_ON_STATE_PERMIT_SITE = FormCheck(
    id="escp_on_state_permit_site",
    title="An ESCP for a site that needs the State construction general permit",
    fields=(),
    citations=(
        c(161, 161, "the WDID number and the SWPPP shall be submitted to the city", "construction"),
        c(161, 161, "For projects with less than an acre of soil disturbance", "construction"),
    ),
    check=escp_on_a_state_permit_site,
)


def small_area_against_the_site(form: FormValues) -> list[str]:
    """L183 counts what a project 'create[s] and/or replace[s]': the area the small-project form
    states against the site's created (new) and replaced impervious areas (review C29c: 1,200 sq
    ft on the form, 3,000 on the site)."""
    stated = form.get("created_replaced_sqft")
    new, replaced = form.fact("new_impervious_sqft"), form.fact("replaced_impervious_sqft")
    if not isinstance(stated, int | float) or isinstance(stated, bool) or new is None:
        return []
    site = float(new) + float(replaced or 0)
    if abs(float(stated) - site) < 0.5 or (replaced is None and float(stated) >= site):
        return []  # the same, or at least the new area where the replaced one is not given
    said = (
        f"{site:,.0f} sq ft (new {float(new):,.0f} + replaced {float(replaced):,.0f})"
        if replaced is not None
        else f"at least {site:,.0f} sq ft new (replaced not given)"
    )
    return [
        f"the form states {stated:,.0f} sq ft created or replaced; the site says {said}: L183 "
        "counts what the project creates and/or replaces"
    ]


SMALL_AREA_AGAINST_THE_SITE = FormCheck(
    id="small_project_area_against_the_site",
    title="The small-project area against the site's",
    fields=("created_replaced_sqft",),
    citations=(c(183, 183, "Projects that create and/or replace", "post"),),
    check=small_area_against_the_site,
)
