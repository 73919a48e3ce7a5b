"""Livingston deadlines: one DeadlineRule per duration in the text.

Day counting (AMB-14): "working days" (L153, L175) and "business days" (L447) are not defined;
the core counts Mon-Fri without California holidays (working days also skip declared city
closures). Unqualified "days" (L445, L453, L455, L459, L463, L465) are counted as calendar days.
The chapter never says a due date on a weekend or holiday moves, so no rule rolls forward;
each such rule carries a flag saying so. Durations the text leaves open ("the deadline" an
NOV sets, L439; the inspector's due date, L171; the written release report, L383) have no rule:
they are flags on the findings, never an invented number.
"""

from __future__ import annotations

from workbench.api import DeadlineRule

from .common import c
from .vocabulary import EVENTS

UNQUALIFIED = (
    "AMB-14: the text says '{n} days' without 'calendar' or 'working'; counted as calendar days. "
    "The text does not say a due date on a weekend or holiday moves (the due date); where state "
    "law (CCP § 12a) extends the last day, the extended due date says so"
)
NO_ROLL = (
    "AMB-14: the text does not say a due date on a weekend or holiday moves (the due date); where "
    "state law (CCP § 12a) extends the last day, the extended due date says so"
)
UNDEFINED_WORKING = (
    "AMB-14: 'working days' is not defined in the chapter; counted Mon-Fri without California "
    "state holidays and declared city closures"
)
UNDEFINED_BUSINESS = (
    "AMB-14: 'business days' is not defined in the chapter; counted Mon-Fri without California "
    "state holidays"
)


def _d(
    rid: str,
    title: str,
    trigger: str,
    amount: int,
    unit: str,
    citations,
    responsible: str,
    notes: str = "",
    flags=(),
    gated_by: tuple[str, ...] = (),
) -> DeadlineRule:
    return DeadlineRule(
        id=rid,
        title=title,
        trigger=trigger,
        amount=amount,
        unit=unit,
        citations=tuple(citations),
        responsible=responsible,
        notes=notes,
        flags=tuple(flags),
        trigger_label=EVENTS[trigger],
        gated_by=gated_by,
    )


RULES: list[DeadlineRule] = [
    _d(
        "irrigation_leak_repair",
        "Correct an irrigation leak",
        "irrigation_leak_learned",
        72,
        "hours",
        [c(123, 123, "correct the leaks within 72 hours of learning of the leak", "prohibitions")],
        "person responsible for controlling runoff in excess of incidental runoff",
        flags=[
            "AMB-14: the 72 hours run from 'learning of the leak'; clock hours, weekends and "
            "holidays included"
        ],
        gated_by=("irrigation_runoff",),
    ),
    _d(
        "recycled_pond_notice",
        "E-mail the regional water board after a recycled-water pond discharge",
        "recycled_pond_discharge",
        24,
        "hours",
        [
            c(
                129,
                129,
                "notified by e-mail no later than 24 hours after the discharge",
                "prohibitions",
            )
        ],
        "person managing the pond",
        "Only a discharge resulting from a 25-year, 24-hour storm event or greater is allowed; the "
        "notice includes the permittee's name and permit identification number.",
        flags=[
            "AMB-24: the 'appropriate regional water board' and the permit are not identified in "
            "the chapter"
        ],
        gated_by=("irrigation_runoff",),
    ),
    _d(
        "bmp_petition",
        "Petition City Council to reconsider a BMP requirement (received by the City Clerk)",
        "bmp_requirement_notice",
        10,
        "working_days",
        [
            c(
                153,
                153,
                "must be received by the City Clerk within ten working days of the notice",
                "industrial",
            )
        ],
        "person receiving the notice",
        "The petition sets out the reasons BMPs should not be required and any proposed "
        "alternatives.",
        flags=[UNDEFINED_WORKING, NO_ROLL],
    ),
    _d(
        "construction_bmp_petition",
        "Construction: petition City Council to reconsider a BMP requirement",
        "construction_bmp_requirement_notice",
        10,
        "working_days",
        [
            c(
                175,
                175,
                "must be received within ten working days at the issuance of the notice",
                "construction",
            )
        ],
        "person receiving the notice",
        "Counted from the issuance of the notice.",
        flags=[
            UNDEFINED_WORKING,
            NO_ROLL,
            "AMB-16: L175 does not name the recipient (L153 names the City Clerk) and says 'within "
            "ten working days at the issuance of the notice'",
        ],
    ),
    _d(
        "council_petition_action",
        "City Council acts on a BMP petition",
        "bmp_petition_filed",
        30,
        "calendar_days",
        [
            c(
                153,
                153,
                "The City Council will act within 30 calendar days of the filing of the petition",
                "industrial",
            ),
            c(175, 175, "The City Council will act within 30 calendar days", "construction"),
        ],
        "City Council",
        flags=[NO_ROLL, "AMB-16: the text does not say what follows if the Council does not act"],
    ),
    _d(
        "release_notification",
        "Notify the city of a release immediately",
        "spill_discovered",
        0,
        "immediate",
        [
            c(377, 377, "to assure immediate notification is provided to the city", "release"),
            c(381, 381, "By telephone as soon as practical or by calling 9-1-1", "release"),
        ],
        "persons in charge of the facility, activity or development",
        "Telephone the Director or City Engineer as soon as practical (9-1-1 if hazardous "
        "materials are involved) and send a written report (source, extent, pollutant, mitigation, "
        "prevention).",
        flags=[
            "AMB-17: 'immediate', 'promptly' and 'as soon as practical' are not quantified; the "
            "written report (L383) has no deadline in the chapter"
        ],
    ),
    _d(
        "spill_cleanup",
        "Abate and clean up a discharge, spill or release after a cease and desist order",
        "cease_and_desist_spill",
        72,
        "hours",
        [c(443, 443, "within 72 hours of notification", "nov")],
        "violator",
        "A high risk spill should be cleaned up as soon as possible.",
        flags=[
            "AMB-14: what counts as 'notification' (issuance or receipt) is not defined",
            "AMB-19: the notice of violation also sets its own completion deadline (L439); which "
            "controls is not stated",
        ],
    ),
    _d(
        "uncontrolled_source_abatement",
        "Complete abatement of an uncontrolled source of pollutants",
        "cease_and_desist_uncontrolled_source",
        30,
        "calendar_days",
        [c(445, 445, "shall complete abatement within 30 days of notification", "nov")],
        "violator",
        flags=[
            UNQUALIFIED.format(n=30),
            "AMB-19: 'uncontrolled sources of pollutants that could pose an environmental threat' "
            "is not defined",
        ],
    ),
    _d(
        "regional_board_revision_notice",
        "Notify the regional water board in writing of a revised cleanup deadline",
        "cleanup_timeframe_revised",
        5,
        "business_days",
        [c(447, 447, "in writing within five business days of the determination", "nov")],
        "Director",
        flags=[UNDEFINED_BUSINESS, NO_ROLL],
    ),
    _d(
        "urgency_abatement",
        "Abate an immediate threat immediately",
        "urgency_abatement_order",
        0,
        "immediate",
        [
            c(
                469,
                469,
                "If any such violation is not abated immediately as directed by the Director",
                "urgency",
            )
        ],
        "violator",
        "If not abated immediately the city may enter and remediate; the owner or responsible "
        "party reimburses the expense in full (L471).",
    ),
    _d(
        "appeal_filing",
        "Notice of appeal received by the City Manager",
        "notice_of_violation_received",
        15,
        "calendar_days",
        [
            c(
                453,
                453,
                "must be received by the City Manager within 15 days from the date of the notice "
                "of violation",
                "appeal",
            )
        ],
        "person receiving the notice of violation",
        "Counted from the date of the notice of violation, not from its receipt: enter the date on "
        "the notice.",
        flags=[
            UNQUALIFIED.format(n=15),
            "AMB-22: 'Notwithstanding the provisions of urgency abatement' (L451) leaves unclear "
            "whether urgency abatement can be appealed; civil citations and BMP requirements "
            "(Council petition) have no stated appeal to the City Manager",
        ],
    ),
    _d(
        "appeal_hearing",
        "Hearing on the appeal before the City Manager",
        "appeal_received",
        15,
        "calendar_days",
        [
            c(
                455,
                455,
                "within 15 days from the date of the city’s receipt of the notice of appeal",
                "appeal",
            )
        ],
        "City Manager",
        "The decision of the City Manager is final.",
        flags=[UNQUALIFIED.format(n=15)],
    ),
    _d(
        "correction_after_appeal",
        "Correct the violation after the City Manager upholds the Director",
        "appeal_decision_upheld",
        10,
        "calendar_days",
        [
            c(
                459,
                459,
                "within ten days of the decision of the City Manager upholding the decision",
                "city_abatement",
            )
        ],
        "violator",
        "If not corrected, the city or its contractor may enter under a court warrant and abate at "
        "the violator's expense.",
        flags=[UNQUALIFIED.format(n=10)],
    ),
    _d(
        "abatement_cost_notice",
        "Director notifies the owner of the cost of abatement",
        "city_abatement_completed",
        30,
        "calendar_days",
        [c(463, 463, "Within 30 days after abatement of the nuisance by city", "cost")],
        "Director",
        flags=[UNQUALIFIED.format(n=30)],
    ),
    _d(
        "cost_protest",
        "File a written protest of the abatement cost with the City Clerk",
        "abatement_cost_notice",
        15,
        "calendar_days",
        [
            c(
                463,
                463,
                "file a written protest objecting to the amount of the assessment with the City "
                "Clerk within 15 days",
                "cost",
            )
        ],
        "property owner",
        flags=[
            UNQUALIFIED.format(n=15),
            "AMB-15: the start of the 15 days is not stated; counted from the cost notice",
        ],
    ),
    _d(
        "cost_payment_after_council",
        "Pay the abatement cost after the Council decision, or it becomes a lien",
        "council_cost_decision",
        10,
        "calendar_days",
        [
            c(
                465,
                465,
                "If the amount due is not paid within ten days of the decision of the City Council",
                "cost",
            )
        ],
        "property owner",
        "Unpaid charges become a special assessment and lien on the property tax bill.",
        flags=[UNQUALIFIED.format(n=10)],
    ),
    _d(
        "cost_payment_after_protest_period",
        "Pay the abatement cost after the protest time expires, or it becomes a lien",
        "cost_protest_period_expired",
        10,
        "calendar_days",
        [
            c(
                465,
                465,
                "or the expiration of the time in which to file an appeal under this section",
                "cost",
            )
        ],
        "property owner",
        flags=[
            UNQUALIFIED.format(n=10),
            "AMB-15: L465 speaks of 'the time in which to file an appeal under this section', but "
            "the section provides a protest",
        ],
    ),
    _d(
        "nuisance_lien_sale",
        "Lien for abatement cost: property may be sold if unsatisfied",
        "abatement_lien_attached",
        3,
        "months",
        [
            c(
                413,
                413,
                "If the lien is not satisfied by the owner of the property within three months",
                "nuisance",
            )
        ],
        "property owner",
        "After three months the property may be sold in satisfaction of the lien.",
        flags=[
            "AMB-15: the start of the three months is not stated; counted from the lien attaching",
            NO_ROLL,
        ],
    ),
]
