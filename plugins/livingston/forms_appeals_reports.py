"""Livingston petitions, appeals, protests and reports: the BMP petition, the appeal of a notice
of violation, the release report, the recycled-water pond notice and the cost protest.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import c
from .form_checks import (
    APPEAL_LATE,
    PETITION_LATE,
    PHONED_BEFORE_DISCOVERY,
    POND_DISCHARGE_TIME,
    POND_STORM,
    PROTEST_LATE,
)
from .form_parts import F, _yes

APPEAL_REPORT_FORMS: list[FormSpec] = [
    FormSpec(
        id="bmp_petition",
        optional=True,  # L151, L175: "may petition"
        answers=("bmp_petition", "construction_bmp_petition"),
        filed_field="received_on",
        title="Petition to City Council for reconsideration of a BMP requirement",
        description="Received by the City Clerk within ten working days of the notice; the "
        "Council acts within 30 calendar days of filing (L151-153, L175).",
        citations=(
            c(
                153,
                153,
                "The written petition must be received by the City Clerk within ten working days",
                "industrial",
            ),
            c(175, 175, "may petition the City Council of the city to reconsider", "construction"),
        ),
        fields=(
            F("petitioner", "Petitioner", required=True),
            F("notice_date", "Date of the notice of the BMP requirement", "date", required=True),
            F(
                "issued_by",
                "Notice issued by",
                "choice",
                required=True,
                choices=("Director", "City Engineer"),
            ),
            F("bmp_required", "BMP required and premises or activity", "multiline", required=True),
            F(
                "reasons",
                "Reasons why application of BMPs should not be required",
                "multiline",
                required=True,
                citations=(
                    c(
                        153,
                        153,
                        "shall set forth any reasons as to why application of BMPs",
                        "industrial",
                    ),
                ),
            ),
            F(
                "alternatives",
                "Proposed alternatives",
                "multiline",
                citations=(
                    c(153, 153, "any proposed alternatives to such requirement", "industrial"),
                ),
            ),
            F(
                "received_on",
                "Date the City Clerk received the petition",
                "date",
                help="Checked against the ten working days of L153 and L175.",
            ),
        ),
        checks=(PETITION_LATE,),
    ),
    FormSpec(
        id="nov_appeal",
        optional=True,  # L451: "may appeal"
        answers="appeal_filing",
        filed_field="received_on",
        title="Notice of appeal of a notice of violation to the City Manager",
        description="Received by the City Manager within 15 days from the date of the notice of "
        "violation; hearing within 15 days of receipt; the decision is final (L451-455).",
        citations=(
            c(
                451,
                451,
                "may appeal the determination of the director to the City Manager",
                "appeal",
            ),
            c(453, 453, "must be received by the City Manager within 15 days", "appeal"),
        ),
        fields=(
            F("appellant", "Appellant", required=True),
            F(
                "nov_date",
                "Date of the notice of violation",
                "date",
                required=True,
                citations=(c(453, 453, "from the date of the notice of violation", "appeal"),),
            ),
            F("determination", "Determination appealed", "multiline", required=True),
            F("grounds", "Grounds for the appeal", "multiline"),
            F(
                "received_on",
                "Date the City Manager received the notice of appeal",
                "date",
                help="Checked against the 15 days of L453.",
            ),
        ),
        checks=(APPEAL_LATE,),
    ),
    FormSpec(
        id="release_report",
        gated_by=("release_notification",),
        title="Release notification (telephone) and written report",
        description="Notify the Director or City Engineer by telephone as soon as practical "
        "(9-1-1 if hazardous materials are involved) and by written report (L379-383). The chapter "
        "sets no deadline for the written report.",
        citations=(
            c(
                379,
                379,
                "shall notify the Director or the City Engineer of the discharge",
                "release",
            ),
            c(383, 383, "By written report identifying the discharge source", "release"),
        ),
        fields=(
            F("discovered_at", "Discharge discovered", "datetime", required=True),
            F(
                "phoned_at",
                "Telephone notification made",
                "datetime",
                required=True,
                citations=(c(381, 381, "By telephone as soon as practical", "release"),),
            ),
            _yes(
                "hazardous_materials",
                "Hazardous materials involved (call 9-1-1)",
                c(381, 381, "by calling 9-1-1, if hazardous materials are involved", "release"),
                required=False,
            ),
            F(
                "source",
                "Discharge source",
                "multiline",
                required=True,
                citations=(c(383, 383, "identifying the discharge source", "release"),),
            ),
            F(
                "extent",
                "Extent",
                "multiline",
                required=True,
                citations=(c(383, 383, "extent", "release"),),
            ),
            F(
                "pollutant",
                "Pollutant",
                required=True,
                citations=(c(383, 383, "pollutant", "release"),),
            ),
            F(
                "mitigation",
                "Measures taken to mitigate the discharge",
                "multiline",
                required=True,
                citations=(c(383, 383, "measures taken to mitigate the discharge", "release"),),
            ),
            F(
                "prevention",
                "Preventative measures put into place to prevent a subsequent discharge",
                "multiline",
                required=True,
                citations=(c(383, 383, "preventative measures put into place", "release"),),
            ),
        ),
        checks=(PHONED_BEFORE_DISCOVERY,),
    ),
    FormSpec(
        id="recycled_pond_notice",
        gated_by=("irrigation_runoff",),
        answers="recycled_pond_notice",
        filed_field="emailed_at",
        title="Recycled-water pond discharge: e-mail to the regional water board",
        description="No later than 24 hours after a discharge resulting from a 25-year, 24-hour "
        "storm or greater (L129).",
        citations=(
            c(129, 129, "The notification is to include identifying information", "prohibitions"),
        ),
        fields=(
            F("discharge_at", "Discharge", "datetime", required=True),
            _yes(
                "storm_25yr_24hr",
                "Discharge resulted from a 25-year, 24-hour storm event or greater",
                c(
                    129,
                    129,
                    "a result of a 25-year, 24-hour storm event or greater",
                    "prohibitions",
                ),
            ),
            F(
                "permittee_name",
                "Permittee's name",
                required=True,
                citations=(c(129, 129, "the permittee’s name", "prohibitions"),),
            ),
            F(
                "permit_id",
                "Permit identification number",
                required=True,
                citations=(c(129, 129, "permit identification number", "prohibitions"),),
            ),
            F(
                "identifying_information",
                "Other identifying information",
                "multiline",
                required=True,
            ),
            F(
                "emailed_at",
                "E-mailed to the regional water board",
                "datetime",
                after="discharge_at",
                help="When the e-mail was sent: no later than 24 hours after the discharge (L129)",
                citations=(
                    c(129, 129, "notified by e-mail no later than 24 hours", "prohibitions"),
                ),
            ),
        ),
        checks=(POND_STORM, POND_DISCHARGE_TIME),
    ),
    FormSpec(
        id="cost_protest",
        optional=True,  # L463: "may file a written protest"
        answers="cost_protest",
        filed_field="filed_on",
        title="Written protest of the abatement cost to the City Clerk",
        description="Filed with the City Clerk within 15 days; the City Council hears it and "
        "its decision is final (L463).",
        citations=(
            c(
                463,
                463,
                "may file a written protest objecting to the amount of the assessment",
                "cost",
            ),
        ),
        fields=(
            F("owner", "Property owner", required=True),
            F("cost_notice_date", "Date of the cost notice", "date", required=True),
            F("amount_usd", "Amount objected to", "number", required=True, unit="USD", minimum=0),
            F("objection", "Objection to the amount", "multiline", required=True),
            F(
                "filed_on",
                "Date the protest was filed with the City Clerk",
                "date",
                help="Checked against the 15 days of L463.",
            ),
        ),
        checks=(PROTEST_LATE,),
    ),
]
