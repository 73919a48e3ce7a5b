"""Forms that check their own timing: a saved NOTC amendment filed later than L407-409 allows,
and a petition for reconsideration filed after the ten calendar days of L721-723, are flagged
as findings (the core's form check validates fields only; see docs/cities/soledad.md).

Read from the scenario's saved forms (``forms["soledad.notc_amendment"]`` and
``forms["soledad.petition_for_reconsideration"]``); a form that is not saved gives
``does_not_apply``, one without its dates ``needs_info`` naming the field.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import Any

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    WorkCalendar,
    compute_due,
)

from . import flags as F
from .common import c


def saved_form(ctx: Context, form_id: str) -> dict[str, Any] | None:
    values = ctx.scenario.forms.get(f"soledad.{form_id}")
    return values if isinstance(values, dict) else None


def form_date(values: dict[str, Any], key: str) -> date | None:
    try:
        return date.fromisoformat(str(values[key]))
    except (KeyError, ValueError):
        return None


def _open(form_id: str, *keys: str) -> Outcome:
    return Outcome(
        "needs_info",
        [f"the saved form {form_id} needs {' and '.join(keys)} to check its timing"],
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
    latest = compute_due(
        2, "working_days", termination, WorkCalendar(ctx.scenario.closures), direction="before"
    ).due
    if filed <= latest:
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
            f"filed {filed.isoformat()}, after {latest.isoformat()}: less than two working days "
            f"before the NOTC termination date {termination.isoformat()}",
            "'such amendment may be rejected or require reasonable additional fee as may be "
            "established by the city manager' (L409); see the penalty schedule "
            "late_notc_amendment_fee",
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
    last = notice + timedelta(days=10)
    if filed <= last:
        return Outcome(
            "does_not_apply",
            [
                f"filed {filed.isoformat()}, within ten calendar days of the notice "
                f"{notice.isoformat()} (last day {last.isoformat()}) (L721)"
            ],
        )
    return Outcome(
        "applies",
        [
            f"filed {filed.isoformat()}, after {last.isoformat()}: more than ten calendar days after "
            f"the notice {notice.isoformat()}",
            "'Failure to submit a written petition for reconsideration within ten calendar days ... "
            "shall be deemed to be a waiver of any further right to administrative reconsideration "
            "or review of the order' (L723)",
        ],
        [F.A21_NO_ROLL_FORWARD],
    )


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="notc_amendment_filing_time",
        title="NOTC amendment filed less than two working days before the termination date "
        "(may be rejected or need an additional fee)",
        category="construction_local_permit",
        citations=(
            c(
                407,
                407,
                "at least two working days prior to the date of termination of "
                "construction specified in the NOTC",
                "Construction D.5.c.i",
            ),
            c(
                409,
                409,
                "such amendment may be rejected or require reasonable additional fee",
                "Construction D.5.c.ii",
            ),
        ),
        evaluate=_notc_amendment_timing,
        uses=("forms",),
        flags=(F.A20_WORKING_DAY,),
    ),
    ApplicabilityRule(
        id="petition_filing_time",
        title="Petition for reconsideration filed more than ten calendar days after the notice "
        "(waiver of further review)",
        category="discharge_prohibition",
        citations=(
            c(
                721,
                721,
                "within ten calendar days of the affected person's notice of issuance",
                "Petitions A.1",
            ),
            c(
                723,
                723,
                "shall be deemed to be a waiver of any further right to administrative "
                "reconsideration",
                "Petitions A.2",
            ),
        ),
        evaluate=_petition_timing,
        uses=("forms",),
        flags=(F.A33_PETITION_NOTICE,),
    ),
]
