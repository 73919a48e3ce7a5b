"""Livingston's form checks (issue 35, review D10): when an appeal, a petition or a cost protest
was received against the days the text allows, and whether a pond discharge was one L129
allows. Each check reads only its form's fields (``FormValues``) and returns its messages.
"""

from __future__ import annotations

from datetime import timedelta

from workbench.api import FormCheck, FormValues, compute_due

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
