"""Penalties (L715, L753-761, L769, L777-795): the only amounts in the text are the criminal fine
maxima, "upon conviction", per violation per day. The chapter does not classify offenses as
misdemeanors or infractions and states no imprisonment, so none is shown. Administrative
citations, civil penalties, fees and abatement costs have no amount here (``max_usd=None``, with
a note saying where the amount lives).
"""

from __future__ import annotations

from workbench.api import PenaltySchedule

from . import flags as F
from .common import c

#: violation kind -> label (the violation vocabulary)
VIOLATIONS: dict[str, str] = {
    "illicit_discharge": "Prohibited (illicit) discharge to the storm drain system or "
    "watercourses (L195)",
    "illicit_connection": "Illicit connection, including one made in the past (L247)",
    "construction_bmp_failure": "Construction not conducted in accord with the chapter / BMPs not "
    "used (L283, L291)",
    "failure_to_report": "Failure to notify the city or emergency agencies of a release (L689)",
    "general": "Any other violation of a provision of the chapter (L757)",
    "order_violation": "Violation of an order issued under the chapter (L757)",
    "no_construction_permit": "No timely construction stormwater permit application, ESCP or NOTC "
    "(L287)",
    "inactive_site": "Inactive construction site without closure for 14 continuous calendar days "
    "(L389)",
    "post_construction_noncompliance": "Failure to implement post-construction terms and "
    "conditions (L677)",
    "ms4_access_reinstated": "Reinstating terminated MS4 access without the city manager's "
    "approval (L261)",
    "late_notc_amendment": "NOTC amendment filed less than two working days before the "
    "termination date (L409)",
    "false_statement": "Knowingly false statement, representation or certification in a filed or "
    "required document (L759)",
    "monitoring_tampering": "Falsifying, tampering with or knowingly rendering inaccurate a "
    "required monitoring device or method (L759)",
}
FALSE_OR_TAMPERING = ("false_statement", "monitoring_tampering")
#: a late NOTC amendment "may be rejected or require reasonable additional fee" (L409); the text
#: does not make it a violation under L757, so it is not in the criminal fine by default
LATE_NOTC = "late_notc_amendment"
ORDINARY = tuple(k for k in VIOLATIONS if k not in (*FALSE_OR_TAMPERING, LATE_NOTC))
#: every violation of the chapter (L715, L753, L769 reach "violation of any provision"): not the
#: late NOTC amendment, which the text makes a fee or a rejection (L409), as for the fine
VIOLATIONS_OF_CHAPTER = ORDINARY + FALSE_OR_TAMPERING
LATE_NOTC_FLAG = (
    "L409: an NOTC amendment filed less than two working days before the termination date "
    "'may be rejected or require reasonable additional fee'. Whether it is also a violation "
    "punishable under L757 the text does not say: a possibility to confirm with the city, not "
    "counted in the criminal fine."
)

FACTORS = (
    "the extent of harm caused by the violation",
    "the magnitude and duration of the violation",
    "any economic benefit gained through the violation",
    "corrective actions by the violator",
    "the compliance history of the violator",
    "the knowledge, intent, negligence, or other state of mind of the violator",
    "any other factor as justice requires",
)
_FACTORS_CITE = c(
    761, 761, "the court shall take into account all relevant circumstances", "Penalties C"
)

RULES: list[PenaltySchedule] = [
    PenaltySchedule(
        id="criminal_fine",
        title="Criminal fine on conviction: any violation of the chapter or an order (per "
        "violation, per day)",
        basis="criminal",
        citations=(
            c(
                757,
                757,
                "fine of not more than two thousand dollars per violation, per day",
                "Penalties B.1",
            ),
            c(757, 757, "shall be strictly liable for such violation", "Penalties B.1"),
            _FACTORS_CITE,
        ),
        max_usd=2000.0,
        per="violation_day",
        each_day_separate=True,
        imprisonment=None,
        factors=FACTORS,
        notes="Maximum 'upon conviction'; strict liability. Knowingly false statements and "
        "monitoring tampering carry the higher $4,000 maximum (L759) and are listed under that "
        "schedule instead. The chapter does not classify the offense as a misdemeanor or "
        "infraction and states no imprisonment.",
        applies_to=ORDINARY,
        flags=(F.A36_NO_CLASSIFICATION, F.GOV36900_STATE_DEFAULT),
    ),
    PenaltySchedule(
        id="criminal_fine_false_statement",
        title="Criminal fine on conviction: knowingly false statements or monitoring tampering "
        "(per violation, per day)",
        basis="criminal",
        citations=(
            c(
                759,
                759,
                "fine of not more than four thousand dollars per violation, per day",
                "Penalties B.2",
            ),
            c(
                759,
                759,
                "knowingly made any false statement, representation or certification",
                "Penalties B.2",
            ),
            _FACTORS_CITE,
        ),
        max_usd=4000.0,
        per="violation_day",
        each_day_separate=True,
        imprisonment=None,
        factors=FACTORS,
        notes="Maximum 'upon conviction'. The chapter does not classify the offense as a "
        "misdemeanor or infraction and states no imprisonment.",
        applies_to=FALSE_OR_TAMPERING,
        flags=(F.A36_NO_CLASSIFICATION,),
    ),
    PenaltySchedule(
        id="administrative_citation",
        title="Administrative citation and fee",
        basis="administrative",
        citations=(
            c(
                715,
                715,
                "may be subject to an administrative citation and fee, as set forth in Section "
                "13.52.170",
                "Administrative citations",
            ),
            c(
                715,
                715,
                "either immediately at the site or at any time thereafter",
                "Administrative citations",
            ),
        ),
        max_usd=None,
        per="violation",
        notes="The amount is 'as set forth in Section 13.52.170' (L715), which is not part of "
        "this text; fee amounts are set by city council resolution (L795). The chapter sets no "
        "procedure or escalation ladder.",
        applies_to=VIOLATIONS_OF_CHAPTER,
        flags=(F.A2_CITATION_XREF, F.A34_NO_ENFORCEMENT_PROCEDURE, LATE_NOTC_FLAG),
    ),
    PenaltySchedule(
        id="civil_penalties",
        title="Civil penalties available under applicable law",
        basis="civil",
        citations=(
            c(
                753,
                753,
                "any and all civil penalties available under applicable law in state or federal "
                "court",
                "Penalties A",
            ),
        ),
        max_usd=None,
        per="violation_day",
        notes="Amounts are set by state or federal law, not by this chapter (L753).",
        applies_to=VIOLATIONS_OF_CHAPTER,
        flags=(F.A36_CIVIL_EXTERNAL, LATE_NOTC_FLAG),
    ),
    PenaltySchedule(
        id="nuisance_abatement",
        title="Nuisance abatement at the violator's expense",
        basis="cost_recovery",
        citations=(
            c(769, 769, "is declared and deemed a nuisance", "Nuisance"),
            c(769, 769, "summarily abated or restored at the violator's expense", "Nuisance"),
        ),
        max_usd=None,
        per="occurrence",
        notes="The actual cost of abatement or restoration; the chapter states no amount (L769). "
        "A civil action to abate, enjoin or compel cessation may also be taken. The chapter sets "
        "no notice, lien or cost-collection procedure.",
        flags=(F.A40_NUISANCE,),
    ),
    PenaltySchedule(
        id="late_notc_amendment_fee",
        title="Late NOTC amendment: reasonable additional fee",
        basis="administrative",
        citations=(
            c(
                409,
                409,
                "may be rejected or require reasonable additional fee as may be established by the "
                "city manager",
                "Construction D.5.c.ii",
            ),
        ),
        max_usd=None,
        per="occurrence",
        notes="The late amendment 'may be rejected or require reasonable additional fee as may be "
        "established by the city manager' (L409); no amount in the chapter.",
        applies_to=(LATE_NOTC,),
        flags=(LATE_NOTC_FLAG,),
        gated_by=("notice_of_termination",),
    ),
    PenaltySchedule(
        id="spill_response_fees",
        title="Fees for responding to spills and releases (cost recovery)",
        basis="cost_recovery",
        citations=(
            c(789, 789, "Fees for responding to spills and releases", "Fees A.6"),
            c(795, 795, "adoption of resolutions by the city council", "Fees C"),
            c(793, 793, "separate from all other fees, fines and penalties", "Fees B"),
        ),
        max_usd=None,
        per="occurrence",
        notes="Set by city council resolution (L795), not in the chapter; separate from fines and "
        "penalties (L793).",
        applies_to=("illicit_discharge", "failure_to_report"),
    ),
]
