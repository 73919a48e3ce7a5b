"""Livingston penalty schedules (L395-425, L459-471).

The only dollar figures in the chapter are the civil liability cap ($10,000 per day per
violation, L401) and the criminal fine cap ($15,000 per day per violation, L403). A violation is
a misdemeanor unless otherwise specified and may be charged as an infraction (L395), for which
no amount is stated. Abatement costs, liens and civil-action remedies are cost recovery without
a stated amount. Remedies are cumulative (L485), so each schedule is reported separately.
"""

from __future__ import annotations

from workbench.api import PenaltySchedule

from .common import c

CWA_NOTE = (
    "A violator may also be subject to Clean Water Act and Porter-Cologne sanctions (L481); every "
    "enforcement action must give written notice of that potential liability."
)

SCHEDULES: list[PenaltySchedule] = [
    PenaltySchedule(
        id="civil_liability",
        title="Civil liability to the city",
        basis="civil",
        citations=(
            c(
                401,
                401,
                "civilly liable to the city for a sum not to exceed $10,000 per day per violation",
                "penalties",
            ),
            c(401, 401, "shall issue a civil citation to any person who has violated", "penalties"),
        ),
        max_usd=10_000.0,
        per="violation_day",
        notes="Cap, not a fine: 'not to exceed $10,000 per day per violation', for violating "
        "any requirement of the chapter or any applicable NPDES stormwater discharge permit "
        "condition. In addition to any other "
        "enforcement authority; remedies are cumulative (L485). " + CWA_NOTE,
        flags=(
            "AMB-18: how days of a continuing violation are counted is not stated; the estimate "
            "multiplies the cap by violations and days",
            "AMB-18: the civil citation 'shall' issue (L401) but the chapter gives no procedure or "
            "schedule of amounts",
        ),
    ),
    PenaltySchedule(
        id="criminal_misdemeanor",
        title="Misdemeanor (willful or negligent violation): fine and imprisonment",
        basis="criminal",
        citations=(
            c(403, 403, "a fine not to exceed $15,000 per day per violation", "penalties"),
            c(403, 403, "imprisonment for a period not to exceed six months", "penalties"),
            c(
                395,
                395,
                "the violation of the provisions of this chapter shall constitute a misdemeanor",
                "violation",
            ),
            c(399, 399, "subject to payment of a fine or imprisonment, or both", "penalties"),
        ),
        max_usd=15_000.0,
        per="violation_day",
        imprisonment="not to exceed six months",
        factors=("a person who 'willfully or negligently' violates the chapter (L403)",),
        notes="Upon conviction: a fine not to exceed $15,000 per day per violation and/or "
        "imprisonment not to exceed six months (L403).",
        flags=(
            "AMB-18: whether 'six months' applies per violation or in total is not stated; it is "
            "reported, not multiplied",
            "AMB-18: L395 makes any violation a misdemeanor without a mental state; L403's amounts "
            "are for a person who 'willfully or negligently' violates",
        ),
    ),
    PenaltySchedule(
        id="infraction",
        title="Infraction (misdemeanor charged as an infraction)",
        basis="infraction",
        citations=(
            c(395, 395, "may be charged and prosecuted as an infraction", "violation"),
            c(399, 399, "Upon conviction of a misdemeanor or an infraction", "penalties"),
        ),
        max_usd=None,
        per="violation",
        notes="The chapter states no infraction amount: L399 says only 'payment of a fine or "
        "imprisonment, or both'. The amount lives outside this chapter (state law on infractions); "
        "the enforcement officer decides whether to charge an infraction (L395).",
        flags=("AMB-18: no infraction fine amount is stated in the chapter",),
    ),
    PenaltySchedule(
        id="aiding_abetting",
        title="Causing, permitting, aiding, abetting or concealing a violation",
        basis="criminal",
        citations=(
            c(
                407,
                407,
                "Causing, permitting, aiding, abetting or concealing a violation",
                "aiding",
            ),
        ),
        max_usd=None,
        per="violation",
        applies_to=("aiding_or_concealing",),
        notes="Unlawful and punishable as a misdemeanor (L407); the section states no amount of "
        "its own.",
        flags=(
            "AMB-18: whether L403's caps ($15,000 per day per violation, six months) reach aiding "
            "and abetting is not stated",
        ),
    ),
    PenaltySchedule(
        id="abatement_cost_lien",
        title="Abatement and restoration costs: lien, sale, costs of suit and attorney fees",
        basis="cost_recovery",
        citations=(
            c(
                411,
                411,
                "is declared and deemed a nuisance, and may be summarily abated",
                "nuisance",
            ),
            c(
                413,
                413,
                "the cost thereof shall be a lien upon and against any such property",
                "nuisance",
            ),
            c(
                413,
                413,
                "the city shall be awarded all costs of suit and reasonable attorney fees",
                "nuisance",
            ),
            c(
                465,
                465,
                "shall constitute a lien on the property for the amount of the assessment",
                "cost",
            ),
        ),
        max_usd=None,
        per="occurrence",
        notes="The actual cost of abatement and restoration (including administrative, "
        "investigative, testing and hearing costs, L463) is borne by the owner and/or operator; "
        "no amount is stated. Unpaid costs are a lien; if unsatisfied within three months the "
        "property may be sold (L413); after the Council decision they become a special assessment "
        "on the tax bill (L465). A prevailing city is awarded costs of suit and reasonable "
        "attorney fees (L413).",
        flags=(
            "AMB-15: the relationship between the L413 nuisance lien and the L465 special "
            "assessment is not explained",
        ),
    ),
    PenaltySchedule(
        id="civil_action_remedies",
        title="Civil action: investigation costs, correction costs, compensatory damages",
        basis="cost_recovery",
        citations=(
            c(
                417,
                417,
                "this chapter may be enforced by civil action brought by the city",
                "civil_action",
            ),
            c(
                421,
                425,
                "Compensatory damages for loss or destruction to water quality",
                "civil_action",
            ),
        ),
        max_usd=None,
        per="occurrence",
        notes="A court may grant an injunction; the costs of investigation, inspection or "
        "monitoring and of bringing the action; the costs of removing or correcting the adverse "
        "effects; and compensatory damages paid to the city (L419-425). No amounts are stated.",
    ),
    PenaltySchedule(
        id="urgency_abatement_costs",
        title="Urgency abatement: remediation expense reimbursed in full",
        basis="cost_recovery",
        citations=(
            c(
                471,
                471,
                "shall be fully reimbursed by the property owner and/or responsible party",
                "urgency",
            ),
        ),
        max_usd=None,
        per="occurrence",
        notes="The city's remediation expense for an immediate threat is reimbursed in full "
        "(L471); no amount is stated. Other relief remains available (L473).",
    ),
]
