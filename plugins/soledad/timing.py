"""Forms that check their own timing: an NOTC amendment filed later than L407-409 allows, and a
petition for reconsideration filed after the ten calendar days of L721-723.

Each is declared once as a ``FormCheck`` on its form (``NOTC_AMENDMENT_LATE``,
``PETITION_LATE``: the core shows its warning on the form, in ``evaluate``'s ``forms`` and on
the printed form) and read again by a finding over the scenario's saved forms
(``forms["soledad.notc_amendment"]``, ``forms["soledad.petition_for_reconsideration"]``), so
the consequence also shows among the findings. A form that is not saved gives
``does_not_apply``, one without its dates ``needs_info`` naming the field.
"""

from __future__ import annotations

from datetime import date, datetime, time, timedelta
from typing import Any

from workbench.api import (
    ApplicabilityRule,
    Context,
    FormCheck,
    FormValues,
    Outcome,
    WorkCalendar,
    compute_due,
    extend_ccp12a,
    format_when,
)

from . import flags as F
from .common import c

_D5 = "Construction D.5"
NOTC_AMENDMENT_CITES = (
    c(
        407,
        407,
        "at least two working days prior to the date of termination of "
        "construction specified in the NOTC",
        f"{_D5}.c.i",
    ),
    c(
        409,
        409,
        "such amendment may be rejected or require reasonable additional fee",
        f"{_D5}.c.ii",
    ),
)
PETITION_CITES = (
    c(
        721,
        721,
        "within ten calendar days of the affected person's notice of issuance",
        "Petitions A.1",
    ),
    c(
        723,
        723,
        "shall be deemed to be a waiver of any further right to administrative reconsideration",
        "Petitions A.2",
    ),
)
PETITION_DAYS = 10


def saved_form(ctx: Context, form_id: str) -> dict[str, Any] | None:
    values = ctx.scenario.forms.get(f"soledad.{form_id}")
    return values if isinstance(values, dict) else None


def form_date(values: dict[str, Any], key: str) -> date | None:
    try:
        return date.fromisoformat(str(values[key]))
    except (KeyError, ValueError):
        return None


def site_form(ctx: Context, values: dict[str, Any]) -> FormValues:
    """A saved form as its check reads it, with the site's working days (the chapter declares
    no closures; the project's closures and open days count)."""
    return FormValues(values, WorkCalendar(ctx.scenario.closures, open_days=ctx.scenario.open_days))


def notc_amendment_latest(termination: date, cal: WorkCalendar) -> date:
    """The last filing day 'without penalty': two working days before the termination date
    specified in the NOTC, counted back (L407; flag A-22 for the stricter reading)."""
    return compute_due(2, "working_days", termination, cal, direction="before").due


def late_notc_amendment(form: FormValues) -> list[str]:
    """L407-409: an amendment filed after the last day 'without penalty'."""
    termination, filed = form.day("notc_termination_date"), form.day("filing_date")
    if termination is None or filed is None:
        return []
    latest = notc_amendment_latest(termination, form.calendar)
    if filed <= latest:
        return []
    return [
        f"filed {filed.isoformat()}, after {latest.isoformat()}: less than two working days "
        f"before the NOTC termination date {termination.isoformat()}, so 'such amendment may be "
        "rejected or require reasonable additional fee as may be established by the city manager'"
    ]


def petition_last_day(notice: date, cal: WorkCalendar) -> tuple[date, date]:
    """(the tenth calendar day after the notice, the last day of the period): L721 counts ten
    calendar days; a tenth day on a Saturday, Sunday, CCP section 135 holiday or a closure
    (section 12b) is extended by CCP section 12a to the next day that is none. The period runs
    against the filer (L723), so it ends on that extended day, the one the deadline prints."""
    tenth = notice + timedelta(days=PETITION_DAYS)
    try:
        extension = extend_ccp12a(tenth, cal.closures)
    except ValueError:  # a year the CCP section 135 list does not cover: no extension shown
        extension = None
    return tenth, (extension.extended_due if extension else tenth)


def late_petition(form: FormValues) -> list[str]:
    """L721-723: a petition filed after the ten calendar days of the notice of issuance, as CCP
    section 12a extends them."""
    notice, filed = form.day("notice_date"), form.day("filing_date")
    if notice is None or filed is None:
        return []
    tenth, last = petition_last_day(notice, form.calendar)
    if filed <= last:
        return []
    moved = (
        f" (the tenth day {tenth.isoformat()} extended by Cal. Code Civ. Proc. section 12a)"
        if last != tenth
        else ""
    )
    return [
        f"filed {filed.isoformat()}, after {last.isoformat()}{moved}: more than ten calendar "
        f"days after the notice {notice.isoformat()}, which 'shall be deemed to be a waiver of "
        "any further right to administrative reconsideration or review of the order'"
    ]


APPEAL_CITES = (
    c(
        747,
        747,
        "The appeal must be filed within five working days of the discharger or operator "
        "receiving the penalty",
        "Appeal B.1",
    ),
    c(749, 749, "shall be deemed to be a waiver of further administrative review", "Appeal B.2"),
)


def appeal_last_day(received: date, cal: WorkCalendar) -> tuple[date, date]:
    """(the fifth working day after the penalty was received, the last day of the period):
    L747 counts five working days; CCP section 12a extends a fifth day that is a CCP section
    135 holiday the city works (Lincoln Day, Native American Day) to the next day that is
    none. The period runs against the appellant (L749), so it ends on that day, as the
    deadline ``appeal`` prints it."""
    fifth = compute_due(5, "working_days", received, cal).due
    try:
        extension = extend_ccp12a(fifth, cal.closures)
    except ValueError:  # a year the CCP section 135 list does not cover
        extension = None
    return fifth, (extension.extended_due if extension else fifth)


def late_appeal(form: FormValues) -> list[str]:
    """L747-749: an appeal filed after the five working days of receiving the penalty."""
    received, filed = form.day("penalty_received_on"), form.day("filing_date")
    if received is None or filed is None:
        return []
    fifth, last = appeal_last_day(received, form.calendar)
    if filed <= last:
        return []
    moved = f" (the fifth working day {fifth.isoformat()} extended by CCP section 12a)"
    return [
        f"filed {filed.isoformat()}, after {last.isoformat()}{moved if last != fifth else ''}: "
        f"more than five working days after the penalty was received ({received.isoformat()}), "
        "which 'shall be deemed to be a waiver of further administrative review'"
    ]


APPEAL_LATE = FormCheck(
    id="appeal_filed_late",
    title="Filed more than five working days after the penalty was received",
    fields=("penalty_received_on", "filing_date"),
    citations=APPEAL_CITES,
    check=late_appeal,
)

_SP = "Spills and releases"
C_WORKING_DAY = c(189, 189, "eight a.m. to five p.m.", "Definitions")
SPILL_NOTICE_CITES = (
    c(689, 689, "no later than the next working day", _SP),
    C_WORKING_DAY,
)
CONFIRMATION_CITES = (
    c(
        689,
        689,
        "confirmed by written notice addressed and mailed to the city manager within three "
        "working days of the phone notice",
        _SP,
    ),
)


def _as_day(when: date | datetime) -> date:
    return when.date() if isinstance(when, datetime) else when


def _after_hours(when: date | datetime | None, last: date) -> bool:
    """On the last working day, after its five p.m. end (L189; flag A-20)."""
    return isinstance(when, datetime) and when.date() == last and when.time() > time(17, 0)


def late_spill_notice(form: FormValues) -> list[str]:
    """L689: a non-hazardous release is notified to the city 'no later than the next working
    day' after it became known. A hazardous release is notified 'immediately' to emergency
    agencies: no number to check."""
    if form.get("hazardous") is not False:
        return []
    found, told = form.when("discovered_at"), form.when("notified_at")
    if found is None or told is None:
        return []
    both_timed = isinstance(told, datetime) and isinstance(found, datetime)
    if (told < found) if both_timed else (_as_day(told) < _as_day(found)):
        return [
            f"the notice ({format_when(told)}) is dated before the release became known "
            f"({format_when(found)})"
        ]
    last = compute_due(1, "next_working_day", found, form.calendar).due
    if _as_day(told) > last:
        return [
            f"the city was notified on {_as_day(told).isoformat()}, after {last.isoformat()} (the "
            f"next working day after {_as_day(found).isoformat()}): later than 'no later than the "
            "next working day'"
        ]
    if _after_hours(told, last):
        return [
            f"notified at {format_when(told)}, after 5 p.m. on the last day {last.isoformat()}: a "
            "working day is 'eight a.m. to five p.m.', so the notice may be late"
        ]
    return []


HAZARDOUS_CITES = (
    c(
        689,
        689,
        "such person shall immediately notify emergency response agencies of the occurrence via "
        "emergency dispatch services",
        _SP,
    ),
)
DISPATCH = "emergency dispatch services (hazardous)"


def hazardous_notice_channel(form: FormValues) -> list[str]:
    """L689: a hazardous release is notified to emergency response agencies 'via emergency
    dispatch services'; a notice to the city in person, by phone or electronically is the
    non-hazardous release's notice, not this one."""
    if form.get("hazardous") is not True or form.get("method") in (None, DISPATCH):
        return []
    return [
        f"a hazardous release was notified by '{form.get('method')}': the chapter requires "
        "immediate notice to emergency response agencies 'via emergency dispatch services' "
        "(a notice to the city does not replace it)"
    ]


def hazardous_notice_delay(form: FormValues) -> list[str]:
    """L689: 'immediately' sets no allowance to count; a notice given later than the moment
    (or, for dates without a time, the day) the release became known is shown with its delay,
    never called on time."""
    if form.get("hazardous") is not True:
        return []
    found, told = form.when("discovered_at"), form.when("notified_at")
    if found is None or told is None:
        return []
    if isinstance(found, datetime) and isinstance(told, datetime):
        delay = told - found
        if delay <= timedelta(0):
            return []
        hours = delay.total_seconds() / 3600
        said = f"{hours:,.1f} hours" if hours < 48 else f"{delay.days} days"
    else:
        days = (_as_day(told) - _as_day(found)).days
        if days <= 0:
            return []
        said = f"{days} day{'s' if days != 1 else ''}"
    return [
        f"notice given {format_when(told)}, {said} after the hazardous release became known "
        f"({format_when(found)}): the chapter says 'immediately' (it states no allowance); "
        "confirm the agencies were notified as soon as the release was known"
    ]


def late_spill_confirmation(form: FormValues) -> list[str]:
    """L689: an in-person or phone notice is confirmed in writing, 'mailed to the city manager
    within three working days of the phone notice'."""
    told, mailed = form.when("phone_notice_at"), form.day("mailed_on")
    if told is None or mailed is None:
        return []
    if mailed < _as_day(told):
        return [
            f"the confirmation is dated as mailed ({mailed.isoformat()}) before the notice it "
            f"confirms ({format_when(told)})"
        ]
    last = compute_due(3, "working_days", told, form.calendar).due
    if mailed <= last:
        return []
    return [
        f"mailed {mailed.isoformat()}, after {last.isoformat()} (three working days after the "
        f"notice of {_as_day(told).isoformat()}): later than 'within three working days of the "
        "phone notice'"
    ]


NOTC_AMENDMENT_LATE = FormCheck(
    id="notc_amendment_filed_late",
    title="Filed less than two working days before the NOTC termination date",
    fields=("notc_termination_date", "filing_date"),
    citations=NOTC_AMENDMENT_CITES,
    check=late_notc_amendment,
)
SPILL_NOTICE_LATE = FormCheck(
    id="spill_notice_late",
    title="City notified later than the next working day (non-hazardous release)",
    fields=("hazardous", "discovered_at", "notified_at"),
    citations=SPILL_NOTICE_CITES,
    check=late_spill_notice,
)
SPILL_CONFIRMATION_LATE = FormCheck(
    id="spill_confirmation_late",
    title="Written confirmation mailed later than three working days after the notice",
    fields=("phone_notice_at", "mailed_on"),
    citations=CONFIRMATION_CITES,
    check=late_spill_confirmation,
)
HAZARDOUS_NOT_DISPATCH = FormCheck(
    id="hazardous_notice_not_dispatch",
    title="Hazardous release not notified via emergency dispatch services",
    fields=("hazardous", "method"),
    citations=HAZARDOUS_CITES,
    check=hazardous_notice_channel,
)
HAZARDOUS_NOT_IMMEDIATE = FormCheck(
    id="hazardous_notice_delayed",
    title="Hazardous release notified later than when it became known ('immediately')",
    fields=("hazardous", "discovered_at", "notified_at"),
    citations=HAZARDOUS_CITES,
    check=hazardous_notice_delay,
)
PETITION_LATE = FormCheck(
    id="petition_filed_late",
    title="Filed more than ten calendar days after the notice of issuance",
    fields=("notice_date", "filing_date"),
    citations=PETITION_CITES,
    check=late_petition,
)


#: form id -> (its title, field id -> label), for the findings that read saved forms
FORM_LABELS = {
    "notc_amendment": (
        "Amended notice of termination of construction",
        {
            "notc_termination_date": "the NOTC termination date",
            "filing_date": "the filing date",
        },
    ),
    "petition_for_reconsideration": (
        "Petition for reconsideration",
        {"notice_date": "the date of the notice of issuance", "filing_date": "the filing date"},
    ),
}


def _open(form_id: str, *keys: str) -> Outcome:
    title, labels = FORM_LABELS[form_id]
    wanted = " and ".join(labels[key] for key in keys)
    return Outcome(
        "needs_info",
        [f'the saved form "{title}" needs {wanted} to check its timing'],
        missing=[f"forms.soledad.{form_id}.{key}" for key in keys],
    )


def _notc_amendment_timing(ctx: Context) -> Outcome:
    values = saved_form(ctx, "notc_amendment")
    if values is None:
        return Outcome("does_not_apply", ["no NOTC amendment form is saved in the project"])
    termination = form_date(values, "notc_termination_date")
    filed = form_date(values, "filing_date")
    if termination is None or filed is None:
        keys = [
            k
            for k, v in (("notc_termination_date", termination), ("filing_date", filed))
            if v is None
        ]
        return _open("notc_amendment", *keys)
    form = site_form(ctx, values)
    latest = notc_amendment_latest(termination, form.calendar)
    late = late_notc_amendment(form)
    if not late:
        return Outcome(
            "does_not_apply",
            [
                f"filed {filed.isoformat()}, on or before {latest.isoformat()} (two working days "
                f"before the NOTC termination date {termination.isoformat()}): 'without penalty' "
                "(L407)"
            ],
        )
    return Outcome(
        "applies",
        [
            f'{late[0]} (L409); see the penalty "Late NOTC amendment: reasonable additional fee" '
            "and the warning on the form",
        ],
    )


def _petition_timing(ctx: Context) -> Outcome:
    values = saved_form(ctx, "petition_for_reconsideration")
    if values is None:
        return Outcome("does_not_apply", ["no petition for reconsideration is saved"])
    notice = form_date(values, "notice_date")
    filed = form_date(values, "filing_date")
    if notice is None or filed is None:
        keys = [k for k, v in (("notice_date", notice), ("filing_date", filed)) if v is None]
        return _open("petition_for_reconsideration", *keys)
    form = site_form(ctx, values)
    tenth, last = petition_last_day(notice, form.calendar)
    late = late_petition(form)
    if not late:
        moved = (
            f"; the tenth day {tenth.isoformat()} is a holiday for computing time, extended by "
            f"Cal. Code Civ. Proc. section 12a to {last.isoformat()}"
            if last != tenth
            else ""
        )
        return Outcome(
            "does_not_apply",
            [
                f"filed {filed.isoformat()}, within ten calendar days of the notice "
                f"{notice.isoformat()} (last day {last.isoformat()}{moved}) (L721)"
            ],
            [F.CCP12A_FILER_PERIOD] if moved else [],
        )
    return Outcome(
        "applies", [f"{late[0]} (L723); see the warning on the form"], [F.CCP12A_FILER_PERIOD]
    )


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="notc_amendment_filing_time",
        title="NOTC amendment filed less than two working days before the termination date "
        "(may be rejected or need an additional fee)",
        category="construction_local_permit",
        citations=NOTC_AMENDMENT_CITES,
        evaluate=_notc_amendment_timing,
        uses=("forms",),
        flags=(F.A20_WORKING_DAY,),
    ),
    ApplicabilityRule(
        id="petition_filing_time",
        title="Petition for reconsideration filed more than ten calendar days after the notice "
        "(waiver of further review)",
        category="discharge_prohibition",
        citations=PETITION_CITES,
        evaluate=_petition_timing,
        uses=("forms",),
        flags=(F.A33_PETITION_NOTICE,),
    ),
]
