"""§ 12.16.120(B) enforcement (L688-714): misdemeanor, infraction tiers, each day a new
violation, restitution, cost recovery, nuisance abatement and liens, injunction, other law.

Only the misdemeanor and infraction state amounts. Every other remedy has ``max_usd=None`` and
says where the amount comes from. Vacant parcel violations (L656-660) are enforced under
§ 12.16.120(B), so the general schedules cover them.
"""

from __future__ import annotations

from workbench.api import PenaltySchedule, PenaltyTier

from . import flags as F
from .common import S120, c

EACH_DAY = c(
    710,
    710,
    "each day a violation of this chapter exists, without correction, shall constitute a new and "
    "separate violation",
    f"{S120}(B)(10)",
)
VACANT = c(656, 660, "subject to enforcement pursuant to Section 12.16.120(B)", "vacant parcels F")

SCHEDULES: list[PenaltySchedule] = [
    PenaltySchedule(
        id="misdemeanor",
        title="Misdemeanor: fine up to $1,000 or six months in the county jail, or both",
        basis="criminal",
        max_usd=1_000.0,
        per="violation",
        each_day_separate=True,
        imprisonment="six months in the county jail (per violation; fine or jail, or both)",
        citations=(
            c(690, 690, "Any violation of this chapter is a misdemeanor", f"{S120}(B)(1)"),
            c(
                690,
                690,
                "a fine of up to one thousand dollars or six months in the county jail, or both",
                f"{S120}(B)(1)",
            ),
            EACH_DAY,
            VACANT,
        ),
        notes="Each separate discharge and each day a violation exists without correction is a "
        "new and separate violation (L710).",
        flags=(F.JAIL,),
    ),
    PenaltySchedule(
        id="infraction",
        title="Infraction (prosecutor's discretion): $100 first, $200 second, $250 each further "
        "violation",
        basis="infraction",
        per="violation",
        each_day_separate=True,
        tiers=(
            PenaltyTier(1, 100.0, "first violation"),
            PenaltyTier(2, 200.0, "second violation"),
            PenaltyTier(3, 250.0, "each additional violation"),
        ),
        citations=(
            c(
                692,
                692,
                "may be charged, at the discretion of the prosecuting attorney, with an infraction",
                f"{S120}(B)(2)",
            ),
            c(
                692,
                692,
                "not more than one hundred dollars for the first violation, two hundred dollars "
                "for the second violation, and two hundred fifty dollars for each additional "
                "violation",
                f"{S120}(B)(2)",
            ),
            EACH_DAY,
            VACANT,
        ),
        notes="Charged instead of the misdemeanor, at the prosecuting attorney's discretion "
        "(L692). " + F.INFRACTION_NUMBERING,
        flags=(F.INFRACTION_NUMBERING,),
    ),
    PenaltySchedule(
        id="restitution",
        title="Restitution to the City or any injured person (court order)",
        basis="civil",
        per="occurrence",
        citations=(
            c(
                694,
                694,
                "the court may also order that restitution be paid to the City or any injured "
                "person",
                f"{S120}(B)(3)",
            ),
        ),
        notes="No amount is stated: restitution is set by the court and 'may include the amount "
        "of any reward' (L694); no reward program is defined in the chapter.",
    ),
    PenaltySchedule(
        id="cost_recovery",
        title="Reimbursement of the City's response, cleanup, administrative and legal costs",
        basis="cost_recovery",
        per="occurrence",
        citations=(
            c(
                696,
                696,
                "shall reimburse the City for any and all costs incurred by the City",
                f"{S120}(B)(4)",
            ),
            c(
                698,
                698,
                "all administrative expenses and all legal expenses, including costs and "
                "attorneys' fees",
                f"{S120}(B)(4)",
            ),
            c(
                325,
                325,
                "including all reasonable attorneys' fees and environmental and related "
                "consulting fees",
                "discharge prohibitions V",
            ),
            c(
                341,
                341,
                "may be assessed against all violating persons",
                "refuse and hazardous waste C",
            ),
        ),
        notes="No amount is stated: the City's actual costs of responding, investigating, "
        "monitoring, cleaning, remediating and enforcing, including attorneys' fees on any "
        "appeal, recoverable from any and all violators (L696-698); on top of any fine.",
    ),
    PenaltySchedule(
        id="nuisance_abatement_lien",
        title="Public nuisance abatement; costs become a lien and special assessment on the "
        "premises",
        basis="cost_recovery",
        per="occurrence",
        citations=(
            c(702, 702, "may further be deemed to be a public nuisance", f"{S120}(B)(6)"),
            c(704, 704, "shall become a lien against the subject premises", f"{S120}(B)(7)"),
            c(704, 704, "Government Code Sections 38773.1 and 38773.5", f"{S120}(B)(7)"),
            c(
                700,
                700,
                "abate the violation and danger created to the public safety",
                f"{S120}(B)(5)",
            ),
        ),
        notes="No amount is stated: the City's nuisance abatement costs and fees, a lien on the "
        "premises and a personal obligation of the owner; the record owner is notified before the "
        "lien is recorded; collected by money judgment or special assessment (Gov. Code §§ "
        "38773.1, 38773.5; L704).",
    ),
    PenaltySchedule(
        id="injunction",
        title="Civil action for an injunction, with reimbursement of enforcement costs",
        basis="civil",
        per="occurrence",
        citations=(
            c(
                708,
                708,
                "a civil action seeking an injunction against any violation",
                f"{S120}(B)(9)",
            ),
        ),
        notes="No amount is stated: an injunction may order reimbursement of all inspection, "
        "investigation, monitoring, abatement and remediation costs and legal expenses (L708).",
    ),
    PenaltySchedule(
        id="other_law_liability",
        title="Liability under the Clean Water Act and Porter-Cologne; citizen's suit",
        basis="civil",
        per="occurrence",
        citations=(
            c(
                706,
                706,
                "may be subject to damages, fines and penalties, including civil liability under "
                "such other laws",
                f"{S120}(B)(8)",
            ),
            c(
                706,
                706,
                "authorized to file a citizen's suit pursuant to the Clean Water Act",
                f"{S120}(B)(8)",
            ),
        ),
        notes="No amount is stated in the ordinance: penalties under the Clean Water Act and "
        "California Water Code § 13000 et seq. are set by those laws (L706).",
    ),
]
