"""Soledad petition for reconsideration of an order and appeal."""

from __future__ import annotations

from workbench.api import FormSpec

from . import flags as F
from .common import c
from .form_parts import ORDER_TYPES, f
from .timing import (
    APPEAL_LATE,
    PETITION_LATE,
)

PETITION = FormSpec(
    id="petition_for_reconsideration",
    title="Petition for reconsideration",
    description="File in writing with the city manager within ten calendar days of notice of "
    "issuance of the order; missing it waives further administrative reconsideration or review "
    "(L721-723).",
    citations=(
        c(
            721,
            721,
            "may petition in writing to the city manager to reconsider the basis for the order",
            "Petitions A.1",
        ),
        c(
            725,
            725,
            "In its petition for reconsideration, the petitioning party must indicate",
            "Petitions A.3",
        ),
    ),
    fields=(
        f(
            "order_type",
            "Order petitioned",
            "choice",
            True,
            c(
                721,
                721,
                "Any person subject to a stop work order; compliance order",
                "Petitions A.1",
            ),
            choices=ORDER_TYPES,
            help=F.plain(F.A19_MS4_PETITION),
        ),
        f(
            "notice_date",
            "Date of the affected person's notice of issuance of the order",
            "date",
            True,
            c(
                721,
                721,
                "the affected person's notice of issuance of such an order",
                "Petitions A.1",
            ),
            help=F.plain(F.A33_PETITION_NOTICE),
        ),
        f(
            "filing_date",
            "Date this petition is filed with the city manager",
            "date",
            False,
            c(
                723,
                723,
                "Failure to submit a written petition for reconsideration within ten calendar days",
                "Petitions A.2",
            ),
            help="A petition filed more than ten calendar days after the notice is flagged late "
            "on this form (and by the finding on petitions filed late): it waives further "
            "administrative reconsideration (L723).",
        ),
        f(
            "provisions_objected",
            "Provisions of the order objected to",
            "multiline",
            True,
            c(725, 725, "the provisions of the order objected to", "Petitions A.3"),
        ),
        f(
            "reasons",
            "Reasons for the objection(s)",
            "multiline",
            True,
            c(725, 725, "the reasons for the objection(s)", "Petitions A.3"),
        ),
        f(
            "contested_facts",
            "Facts that are contested",
            "multiline",
            True,
            c(725, 725, "any facts that are contested", "Petitions A.3"),
        ),
        f(
            "evidence",
            "Evidence that supports the petitioner's view of the facts",
            "multiline",
            True,
            c(
                725,
                725,
                "the evidence that supports the petitioner's view of the facts",
                "Petitions A.3",
            ),
        ),
        f(
            "alternative_terms",
            "Alternative terms of an order the petitioner would accept",
            "multiline",
            True,
            c(
                725,
                725,
                "any alternative terms of an order that the petitioner would accept",
                "Petitions A.3",
            ),
        ),
        f(
            "hearing_requested",
            "The petitioning party requests a hearing on its petition",
            "bool",
            True,
            c(
                725,
                725,
                "whether the petitioning party requests a hearing on its petition",
                "Petitions A.3",
            ),
        ),
    ),
    checks=(PETITION_LATE,),
)

APPEAL = FormSpec(
    id="appeal",
    title="Appeal of a penalty",
    description="Written appeal to the city manager within five working days of receiving the "
    "penalty; missing it waives further administrative review (L747-749). "
    + F.plain(F.A35_APPEAL_VS_PETITION),
    citations=(c(747, 747, "may file a written appeal to the city manager", "Appeal B.1"),),
    fields=(
        f(
            "appellant",
            "Appellant is the",
            "choice",
            True,
            c(747, 747, "such discharger or operator", "Appeal B.1"),
            choices=("discharger", "operator"),
        ),
        f(
            "order_type",
            "Order the penalty resulted from",
            "choice",
            True,
            c(747, 747, "penalized as a result of a stop work order", "Appeal B.1"),
            choices=ORDER_TYPES,
        ),
        f(
            "penalty_received_on",
            "Date the penalty was received",
            "date",
            True,
            c(
                747,
                747,
                "within five working days of the discharger or operator receiving the penalty",
                "Appeal B.1",
            ),
        ),
        f(
            "filing_date",
            "Date the appeal is filed",
            "date",
            True,
            c(
                747,
                747,
                "The appeal must be filed within five working days of the discharger or operator "
                "receiving the penalty",
                "Appeal B.1",
            ),
            after="penalty_received_on",
            help="Five working days after the penalty was received; later is a waiver of further "
            "administrative review (L749). The form checks it.",
        ),
        f(
            "evidence_no_violation",
            "Evidence proving that the discharger or operator did not violate this chapter",
            "multiline",
            True,
            c(
                747,
                747,
                "must include evidence proving that the discharger or operator did not violate "
                "this chapter",
                "Appeal B.1",
            ),
        ),
    ),
    checks=(APPEAL_LATE,),
)
