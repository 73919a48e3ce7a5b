"""Penalties of Ch. 11.30 (11.30.200; enforcement tools 11.30.180; violations 11.30.190).

The only dollar figure in the chapter is the civil penalty: "a maximum civil penalty of
$2,500.00 per violation of this Chapter for each day" (L857). Administrative penalties,
misdemeanor and infraction punishments live in other codes and carry ``max_usd=None`` with a
note saying where. The misdemeanor route excludes Section 11.30.080 (Residential Activities).
"""

from __future__ import annotations

from workbench.api import PenaltySchedule

from .common import c
from .vocabulary import VIOLATIONS

ALL_KINDS = tuple(VIOLATIONS)
EXCEPT_FAILURE_TO_CORRECT = tuple(k for k in ALL_KINDS if k != "failure_to_correct")
SEPARATE_DAYS_CITE = c(833, 833, "is a separate violation of this Chapter", "11.30.190.C")
SEPARATE_DAYS_NOTE = (
    "Each day (or part) after the correction period without corrective action is a separate "
    "violation (L833): a violation of the kind 'failure_to_correct' given with N days is N "
    "counted violations, each counted once."
)
CIVIL_MAX_USD = 2_500.0

FACTORS = (
    "the nature, circumstances, extent, and gravity of the violation or violations",
    "whether any discharge caused the violation is susceptible to cleanup or abatement",
    "the ability to pay",
    "the effect on ability to continue in business",
    "any voluntary cleanup efforts undertaken",
    "any prior history of violations",
    "the degree of culpability",
    "economic savings, if any resulting from the violation",
    "an such other matters as justice may require",
)
FACTORS_CITE = c(859, 859, "the superior court shall take into consideration", "11.30.200.D")
CIVIL_CITE = c(
    857,
    857,
    "a maximum civil penalty of $2,500.00 per violation of this Chapter for each day",
    "11.30.200.D",
)
CUMULATIVE_FLAG = (
    "Penalties and remedies 'may be cumulative' (L861; the text says 'this Article' of what is a "
    "Chapter); each schedule is a separate maximum, not a share of one total"
)

SCHEDULES: tuple[PenaltySchedule, ...] = (
    PenaltySchedule(
        id="civil_penalty",
        title="Civil penalty in a civil action by the City (maximum per violation per day)",
        basis="civil",
        citations=(
            CIVIL_CITE,
            FACTORS_CITE,
            c(
                819,
                819,
                "authorized to file civil actions in Superior Court to enforce this Chapter",
                "11.30.180.B.1",
            ),
        ),
        max_usd=CIVIL_MAX_USD,
        per="violation_day",
        factors=FACTORS,
        notes="A court may assess up to $2,500.00 per violation for each day the violation is "
        "committed, continued, permitted or maintained; no aggregate cap is stated. Administrative "
        "procedures need not come first (L819).",
        applies_to=tuple(k for k in ALL_KINDS if k != "failure_to_correct"),
        flags=(
            "'for each day during which any violation ... is committed' could be read as counting "
            "every violation on each day any one continues; the workbench multiplies each "
            "violation by its own days (L857)",
            CUMULATIVE_FLAG,
        ),
    ),
    PenaltySchedule(
        id="civil_penalty_failure_to_correct",
        title="Civil penalty for failure to correct: each day (or part) after the correction "
        "period is a separate violation",
        basis="civil",
        citations=(
            c(833, 833, "is a separate violation of this Chapter", "11.30.190.C"),
            CIVIL_CITE,
            FACTORS_CITE,
        ),
        max_usd=CIVIL_MAX_USD,
        per="violation",
        each_day_separate=True,
        factors=FACTORS,
        notes="Days = each day or part of a day after the period the official specified during "
        "which correction is not initiated and diligently pursued (the deadline 'Correction period "
        "over: each further day (or part) without corrective action is a separate violation'); "
        "each is a separate violation at up to $2,500.00.",
        applies_to=("failure_to_correct",),
        flags=(
            "'Each day (or part thereof)': counting calendar days touched gives the maximum; a "
            "per-24-hour count can be one lower (L833)",
            "The correction period is whatever the official specified; the text sets none (L833)",
            CUMULATIVE_FLAG,
        ),
    ),
    PenaltySchedule(
        id="misdemeanor",
        title="Misdemeanor (every part of the Chapter except 11.30.080 Residential Activities)",
        basis="criminal",
        citations=(
            c(
                841,
                841,
                "other than Section 11.30.080 (Residential Activities), constitutes a misdemeanor",
                "11.30.200.B",
            ),
            c(
                823,
                823,
                "The assistance of a peace officer may be enlisted to arrest violators",
                "11.30.180.B.3",
            ),
        ),
        max_usd=None,
        per="violation",
        notes="Ch. 11.30 states no fine or jail term: it is 'enforced and punished as "
        "prescribed in the Penal Code and Government Code of the State of California' (L841). "
        "Violations of 11.30.080 (kind 'residential_activity') are not misdemeanors.",
        applies_to=tuple(
            k for k in ALL_KINDS if k not in ("residential_activity", "failure_to_correct")
        ),
    ),
    PenaltySchedule(
        id="infraction",
        title="Infraction (any violation, at the enforcement official's discretion)",
        basis="infraction",
        citations=(
            c(
                843,
                843,
                "may charge any violation of this Chapter as an infraction at their discretion",
                "11.30.200.C",
            ),
        ),
        max_usd=None,
        per="violation",
        notes="No amount in Ch. 11.30: infractions are 'abated as a nuisance or enforced and "
        "punished as prescribed in the Penal Code and Government Code' (L843). Residential "
        "Activities violations may be charged this way.",
        applies_to=EXCEPT_FAILURE_TO_CORRECT,
    ),
    PenaltySchedule(
        id="administrative_penalty",
        title="Administrative penalties and citations (DMMC 1.08.080 and Ch. 1.10)",
        basis="administrative",
        citations=(
            c(
                801,
                801,
                "Administrative penalties may be imposed pursuant to Del Mar Municipal Code "
                "Section 1.08.080",
                "11.30.180.A.1",
            ),
            c(839, 839, "Section 1.08.080 and Chapter 1.10", "11.30.200.A"),
        ),
        max_usd=None,
        per="violation",
        notes="The amounts live in Del Mar Municipal Code Section 1.08.080 and Chapter 1.10 "
        "(administrative citations), not in Ch. 11.30.",
        applies_to=EXCEPT_FAILURE_TO_CORRECT,
        flags=(
            "L839 'shall also be applicable to Ordinance, unless otherwise provided therein' is "
            "garbled",
        ),
    ),
    PenaltySchedule(
        id="misdemeanor_failure_to_correct",
        title="Misdemeanor for failure to correct: each day (or part) after the correction "
        "period is a separate violation",
        basis="criminal",
        citations=(
            SEPARATE_DAYS_CITE,
            c(841, 841, "constitutes a misdemeanor", "11.30.200.B"),
        ),
        max_usd=None,
        per="violation",
        each_day_separate=True,
        notes="Ch. 11.30 states no fine or jail term (L841). " + SEPARATE_DAYS_NOTE,
        applies_to=("failure_to_correct",),
    ),
    PenaltySchedule(
        id="infraction_failure_to_correct",
        title="Infraction for failure to correct: each day (or part) after the correction "
        "period is a separate violation",
        basis="infraction",
        citations=(
            SEPARATE_DAYS_CITE,
            c(843, 843, "may charge any violation of this Chapter as an infraction", "11.30.200.C"),
        ),
        max_usd=None,
        per="violation",
        each_day_separate=True,
        notes="No amount in Ch. 11.30 (L843). " + SEPARATE_DAYS_NOTE,
        applies_to=("failure_to_correct",),
    ),
    PenaltySchedule(
        id="administrative_penalty_failure_to_correct",
        title="Administrative penalties for failure to correct: each day (or part) is a "
        "separate violation",
        basis="administrative",
        citations=(
            SEPARATE_DAYS_CITE,
            c(839, 839, "Section 1.08.080 and Chapter 1.10", "11.30.200.A"),
        ),
        max_usd=None,
        per="violation",
        each_day_separate=True,
        notes="The amounts live in DMMC 1.08.080 and Ch. 1.10. " + SEPARATE_DAYS_NOTE,
        applies_to=("failure_to_correct",),
    ),
    PenaltySchedule(
        id="civil_remedies_costs",
        title="Costs, damages, restitution and injunctive relief in a civil action (no monetary "
        "limit)",
        basis="cost_recovery",
        citations=(
            c(
                845,
                845,
                "the following may also be awarded without monetary limitations",
                "11.30.200.D",
            ),
            c(
                849,
                851,
                "Costs to investigate, inspect, monitor, survey, or litigate",
                "11.30.200.D",
            ),
        ),
        max_usd=None,
        per="occurrence",
        notes="Awardable without monetary limitation: injunctive relief; costs to investigate, "
        "inspect, monitor, survey or litigate; costs to place or remove soils or erosion control "
        "materials, to correct the violation and to restore environmental damage; compensatory "
        "damages; restitution to third parties (L845-L855). The amount is the actual cost or loss.",
        applies_to=ALL_KINDS,
        flags=(CUMULATIVE_FLAG,),
    ),
    PenaltySchedule(
        id="permit_suspension_revocation",
        title="Permit and/or other City license suspension or revocation (no amount)",
        basis="administrative",
        citations=(
            c(
                815,
                815,
                "Violations of this Chapter may be grounds for permit and/or other City license "
                "suspension or revocation",
                "11.30.180.A.8",
            ),
        ),
        max_usd=None,
        per="occurrence",
        notes="Any violation of Ch. 11.30 may be grounds for suspending or revoking a City permit "
        "or other City license (L815): a loss of the permit or license, not a sum of money. The "
        "chapter states no procedure or criteria; the City decides.",
        applies_to=ALL_KINDS,
        flags=(CUMULATIVE_FLAG,),
    ),
    PenaltySchedule(
        id="abatement_cost_lien",
        title="Nuisance abatement: City costs may be made a lien against the property",
        basis="cost_recovery",
        citations=(c(811, 811, "may be made a lien against the property", "11.30.180.A.6"),),
        max_usd=None,
        per="occurrence",
        notes="City costs for pollution detection and abatement, if not paid by the Discharger, "
        "may become a lien; the amount is the City's actual cost.",
        applies_to=ALL_KINDS,
        flags=(
            "The lien is made 'in accordance with this procedure', but no procedure is stated "
            "(L811)",
        ),
    ),
)
