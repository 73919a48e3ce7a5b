"""Every duration Ch. 13.52 sets, as DeadlineRules the core computes (workbench.core.calendar).

Units follow the text: "working days" (defined at L189: 8 a.m.-5 p.m., no weekends, city
holidays or closures), "calendar days", clock "hours", "the next working day", "business days"
(L711, undefined), years. "At least N working days prior" counts backwards. The text never
says a due date moves off a weekend, so ``roll_forward`` is False throughout and calendar-day
rules carry flag A-21. Durations the text leaves to the city manager ("within a timeframe
specified by the city manager", "as soon as possible") are not deadlines here: the findings
that carry them say so.

Over 500 lines: the 33 deadline rules of Ch. 13.52, one declaration each with its citations, in
one table (some 670 lines) after the events and gates they share; a split by section would
scatter that table.
"""

from __future__ import annotations

from workbench.api import DeadlineRule

from . import flags as F
from .common import c

OWNER = "owner and/or operator"
CITY = "city manager"

#: event kind -> label (the event vocabulary)
EVENTS: dict[str, str] = {
    "construction_start": "Planned beginning (commencement) of construction activities, including "
    "clearing and leveling (non-CGP site)",
    "permit_commencement_date": "Date of commencement of construction specified in the "
    "construction stormwater permit",
    "permit_termination_date": "Date of termination (completion) of construction specified in the "
    "construction stormwater permit, or the latest approved extension",
    "proposed_commencement_date": "Proposed new date of commencement of construction (change of "
    "dates)",
    "amended_activity_date": "Date the activities or conditions described by a permit amendment "
    "are to occur",
    "notc_termination_date": "Date of termination of construction specified in the NOTC",
    "construction_halted": "Last day of active on-site construction activity before a halt",
    "owner_operator_change": "Change (all or in part) of the owner and/or operator of the "
    "construction site",
    "escp_revision_needed": "Occurrence of conditions or activities requiring an ESCP revision",
    "escp_revision_implementation": "Planned implementation of an ESCP revision that could "
    "increase the discharge of pollutants",
    "escp_revision_submitted": "Submittal of a proposed ESCP revision to the city manager",
    "conditional_acceptance_request": "City's receipt of the written request to accept a "
    "certification that the conditions of a conditional NOTC acceptance are met",
    "notc_acceptance_issued": "Issuance of the city's acceptance of a NOTC",
    "permit_suspended": "Construction stormwater permit suspended, revoked, terminated or voided",
    "nonhazardous_spill_discovered": "Known or suspected release of non-hazardous materials "
    "discovered",
    "hazardous_release_discovered": "Known or suspected release of hazardous materials discovered",
    "spill_phone_notice": "Release notified to the city in person or by phone",
    "irrigation_leak_learned": "Learning of an irrigation leak (e.g. a broken sprinkler head)",
    "recycled_pond_discharge": "Discharge from a pond containing recycled water",
    "dye_test": "Time of a dye test",
    "remediation_order_notice": "Notification of a remediation, abatement and restoration order",
    "schedule_extension_determination": "Determination that clean-up cannot be completed within "
    "the original compliance schedule",
    "permit_waiver_granted": "The city manager granted a waiver of the construction stormwater "
    "permit (L517)",
    "stop_work_order_issued": "Stop work order issued to the operator and posted at the "
    "construction site (L299)",
    "order_notice_received": "Notice of issuance of a stop work order, compliance order, "
    "remediation, abatement and restoration order, or emergency cease and desist order",
    "petition_submitted": "Submittal of a petition for reconsideration",
    "hearing_date": "Date of a show cause hearing on a petition",
    "penalty_received": "Discharger or operator received a penalty resulting from a stop work, "
    "compliance, remediation or emergency cease and desist order",
    "violation_report_made": "Report of a spill, release, illicit connection or violation made to "
    "the city",
}

_WD = (F.A20_WORKING_DAY,)
_BEFORE_WD = (F.A20_WORKING_DAY, F.A22_AT_LEAST_PRIOR)
_CAL = (F.A21_NO_ROLL_FORWARD,)
#: a clock the city must meet (L439, L729): no filer advice (review 2026-12-03 defect 10)
_CITY_CAL = (F.A21_CITY_CLOCK,)


_NOTC = ("notice_of_termination",)
#: a permit's own clocks (start window, date changes, amendments, cease on suspension) exist
#: where the permit is required or one was issued (L395 "required or issued"; review 2026-12-03
#: defect 21): the NOTC finding applies exactly then, so it gates them beside the permit
_PERMIT = ("construction_stormwater_permit", *_NOTC)
_PERMIT_REQUIRED = ("construction_stormwater_permit",)
_ESCP = ("erosion_sediment_control_plan",)
_RECORD = ("facility_spill_records",)

#: deadline id -> the findings or classifications whose duty it counts (a deadline of a duty that
#: does not apply to the site is left out, never shown as due or exported); deadlines not listed
#: bind anyone the triggering event concerns (spill notices, orders, petitions, appeals)
GATES: dict[str, tuple[str, ...]] = {
    "permit_application_lead": _PERMIT_REQUIRED,
    "permit_obtained_lead": _PERMIT_REQUIRED,
    "construction_start_window": _PERMIT,
    "commencement_date_change": _PERMIT,
    "termination_date_change": _PERMIT,
    "permit_amendment": _PERMIT,
    "late_amendment_filing": _PERMIT,
    "permit_suspended_cease": _PERMIT,
    "owner_change_reissue": ("construction_activity",),
    "inactive_site": ("inactive_site",),  # not counted while a suspension is shown (L391-393)
    "notc_submission": _NOTC,
    "notc_amendment": _NOTC,
    "notc_certification_deemed_accepted": _NOTC,
    "notc_revocation_window": _NOTC,
    "escp_revision": _ESCP,
    "escp_revision_approval_lead": _ESCP,
    "escp_revision_city_review": _ESCP,
    "spill_record_retention": _RECORD,
    "hazardous_record_retention": _RECORD,
}

#: record-retention periods (spill_record_retention, hazardous_record_retention,
#: city_report_record) give the earliest day a record may be discarded, never a due date: they are
#: declared ``kind="retention"`` (results show ``keep_until``, calendars "Keep until") and say so
KEEP_UNTIL = (
    "Keep until: the date is the earliest day the record may be discarded, not a due date; "
    "keeping it longer is never late."
)


def _rule(
    rule_id: str, title: str, trigger: str, amount: int, unit: str, citations, **kw
) -> DeadlineRule:
    return DeadlineRule(
        id=rule_id,
        title=title,
        trigger=trigger,
        amount=amount,
        unit=unit,  # type: ignore[arg-type]
        citations=tuple(citations),
        trigger_label=EVENTS[trigger],
        gated_by=GATES.get(rule_id, ()),
        **kw,
    )


RULES: list[DeadlineRule] = [
    # ---------------------------------------------------------------- construction permit
    _rule(
        "permit_application_lead",
        "Submit the construction stormwater permit application (at least 2 working "
        "days before construction begins)",
        "construction_start",
        2,
        "working_days",
        [
            c(
                351,
                351,
                "at least two working days prior to beginning construction activities of any type",
                "Construction D.2.c",
            )
        ],
        direction="before",
        responsible=OWNER,
        notes="Latest day to submit the application. The permit itself must be held two working "
        "days before commencement (L461) and the city's review time is not stated: apply earlier.",
        flags=_BEFORE_WD + (F.A23_CSP_LEAD_CONFLICT,),
    ),
    _rule(
        "permit_obtained_lead",
        "Obtain the construction stormwater permit (at least 2 working days before commencement)",
        "construction_start",
        2,
        "working_days",
        [
            c(
                461,
                461,
                "must be obtained from the city manager at least two working days prior to "
                "commencement",
                "Construction E.1.d",
            )
        ],
        direction="before",
        responsible=OWNER,
        notes="Latest day by which the issued permit must be in hand; the ESCP must also be "
        "approved before commencement (L355).",
        flags=_BEFORE_WD + (F.A23_CSP_LEAD_CONFLICT,),
    ),
    _rule(
        "construction_start_window",
        "Start construction within 30 calendar days of the permit's commencement "
        "date, or the permit is void",
        "permit_commencement_date",
        30,
        "calendar_days",
        [
            c(
                465,
                465,
                "no later than thirty calendar days after the date of commencement",
                "Construction E.1.f",
            ),
            c(
                465,
                465,
                "will render the construction stormwater permit void",
                "Construction E.1.f",
            ),
        ],
        responsible=OWNER,
        flags=_CAL,
    ),
    _rule(
        "commencement_date_change",
        "Apply to change the commencement date (at least 2 working days before the proposed date)",
        "proposed_commencement_date",
        2,
        "working_days",
        [
            c(
                467,
                467,
                "must be made at least two working days prior to: (1) the date of the proposed "
                "change for commencement",
                "Construction E.1.g",
            )
        ],
        direction="before",
        responsible=OWNER,
        flags=_BEFORE_WD,
    ),
    _rule(
        "termination_date_change",
        "Apply to change the termination date (at least 2 working days before the "
        "specified or latest approved date)",
        "permit_termination_date",
        2,
        "working_days",
        [
            c(
                467,
                467,
                "the date of the originally specified termination date or latest previously "
                "approved date of extension",
                "Construction E.1.g",
            )
        ],
        direction="before",
        responsible=OWNER,
        flags=_BEFORE_WD,
    ),
    _rule(
        "permit_amendment",
        "Apply to amend the construction stormwater permit (two or more working days before "
        "the completion time in the permit)",
        "permit_termination_date",
        2,
        "working_days",
        [
            c(
                497,
                497,
                "at any time two or more working days prior to the time identified",
                "Construction E.3.a",
            ),
            c(
                497,
                497,
                "provided the person(s) making application is not in violation of this chapter",
                "Construction E.3.a",
            ),
        ],
        direction="before",
        responsible=OWNER,
        notes="Include a modified ESCP if the amendment changes it (L499).",
        flags=_BEFORE_WD + (F.A25_EXACTLY_TWO,),
    ),
    _rule(
        "late_amendment_filing",
        "Amendment filed after this day is a late filing (less than 2 working days before "
        "the amended activity)",
        "amended_activity_date",
        2,
        "working_days",
        [
            c(
                503,
                503,
                "less than two working days prior to the time for which the activities",
                "Construction E.4.a",
            ),
            c(
                507,
                507,
                "shall not be undertaken until such amendment is approved by the city manager",
                "Construction E.4.c",
            ),
        ],
        direction="before",
        responsible=OWNER,
        notes="A late filing must meet all the same requirements, the work waits for approval, "
        "and approval or fees do not relieve the applicant from enforcement (L505-509).",
        flags=_BEFORE_WD + (F.A25_EXACTLY_TWO,),
    ),
    _rule(
        "permit_suspended_cease",
        "Cease construction immediately when the permit is suspended, revoked, "
        "terminated or voided",
        "permit_suspended",
        0,
        "immediate",
        [
            c(
                469,
                469,
                "construction activity at the site shall immediately cease",
                "Construction E.1.h",
            )
        ],
        responsible=OWNER,
        flags=(F.A39_CSP_SUSPENSION,),
    ),
    _rule(
        "stop_work_order_cease",
        "Stop all construction activity at the site when a stop work order is issued",
        "stop_work_order_issued",
        0,
        "immediate",
        [
            c(
                301,
                301,
                "the SWO shall prohibit any and all further construction activity at the site",
                "Construction A.3.c",
            )
        ],
        responsible="operator of the construction site",
        notes="Unless the city manager makes an express written exception (L301). A petition "
        "for reconsideration is due within ten calendar days of notice of the order (L721).",
        flags=(F.A38_SWO_STAY,),
    ),
    # ---------------------------------------------------------------- owners, inactive sites, NOTC
    _rule(
        "owner_change_reissue",
        "Reissue or re-approve permits, plans and NOTCs naming the new owner/operator "
        "(no later than 2 working days after the change)",
        "owner_operator_change",
        2,
        "working_days",
        [c(327, 327, "no later than two working days after such change", "Construction C.1.b")],
        responsible=OWNER,
        flags=_WD,
    ),
    _rule(
        "inactive_site",
        "Inactive site: in violation after 14 continuous calendar days without active work, "
        "closure or a NOTC",
        "construction_halted",
        14,
        "calendar_days",
        [
            c(
                389,
                389,
                "halted for a period of fourteen continuous calendar days",
                "Construction D.4",
            )
        ],
        responsible=OWNER,
        notes="Unless a NOTC was submitted, or the city manager is satisfied the halt is only a "
        "temporary suspension and the site is maintained to prevent discharge (L389-393).",
        flags=(F.A30_INACTIVE_COUNT,) + _CAL,
    ),
    _rule(
        "notc_submission",
        "Submit the NOTC (no later than 14 calendar days after the permit's termination date)",
        "permit_termination_date",
        14,
        "calendar_days",
        [
            c(
                403,
                403,
                "no later than fourteen calendar days after the date for termination of "
                "construction given in the construction stormwater permit",
                "Construction D.5.b",
            )
        ],
        responsible=OWNER,
        flags=(F.A24_NOTC_TIMING,) + _CAL,
    ),
    _rule(
        "notc_amendment",
        "Amend the NOTC without penalty (at least 2 working days before its termination date)",
        "notc_termination_date",
        2,
        "working_days",
        [
            c(
                407,
                407,
                "at least two working days prior to the date of termination of construction "
                "specified in the NOTC",
                "Construction D.5.c.i",
            ),
            c(
                409,
                409,
                "may be rejected or require reasonable additional fee",
                "Construction D.5.c.ii",
            ),
        ],
        direction="before",
        responsible=OWNER,
        notes="Filed later, the amendment may be rejected or require a reasonable additional fee "
        "set by the city manager (L409).",
        flags=_BEFORE_WD + (F.A24_NOTC_DATE,),
    ),
    _rule(
        "notc_certification_deemed_accepted",
        "City's 30 calendar days to accept or deny a certification after "
        "conditional NOTC acceptance (silence: accepted)",
        "conditional_acceptance_request",
        30,
        "calendar_days",
        [
            c(
                439,
                439,
                "does not notify the operator within thirty calendar days of receipt of such "
                "written request",
                "Construction D.5.d.iii(C)",
            )
        ],
        responsible=CITY,
        notes="If the city neither accepts nor denies within this time, the certification counts "
        "as accepted (L439).",
        flags=(F.A32_DEFAULT_ACCEPTANCE, F.CCP12_CITY_CLOCK) + _CITY_CAL,
        ends_on_extended=True,
    ),
    _rule(
        "notc_revocation_window",
        "End of the city's right to revoke the NOTC (three years)",
        "notc_acceptance_issued",
        3,
        "years",
        [
            c(
                445,
                445,
                "shall have the right to revoke a NOTC within three years of issuance",
                "Construction D.5.d.v",
            )
        ],
        responsible=CITY,
        notes="Grounds: acceptance based on false or misleading information, or conditions of a "
        "conditional acceptance not met (L447-449).",
        flags=(F.A31_REVOCATION_CLOCK,),
    ),
    # ---------------------------------------------------------------- ESCP revisions
    _rule(
        "escp_revision",
        "Revise the ESCP (no later than 2 working days after the conditions requiring it)",
        "escp_revision_needed",
        2,
        "working_days",
        [
            c(
                633,
                633,
                "in no case later than two working days after the occurrence of conditions",
                "Construction F.1.e.i",
            )
        ],
        responsible=OWNER,
        flags=_WD,
    ),
    _rule(
        "escp_revision_approval_lead",
        "ESCP revision that could increase pollutant discharge: approved at least 2 "
        "working days before implementation",
        "escp_revision_implementation",
        2,
        "working_days",
        [
            c(
                635,
                635,
                "at least two working days prior to the implementation of activities described by "
                "the revision",
                "Construction F.1.e.ii",
            )
        ],
        direction="before",
        responsible=OWNER,
        notes="The city manager has two working days to act on a submitted revision (L637); to be "
        "safe submit at least four working days before implementation.",
        flags=_BEFORE_WD + (F.A26_ESCP_APPROVAL,),
    ),
    _rule(
        "escp_revision_city_review",
        "City's 2 working days to approve or reject an ESCP revision (silence: approved)",
        "escp_revision_submitted",
        2,
        "working_days",
        [
            c(
                637,
                637,
                "shall have two working days to approve or reject a revision",
                "Construction F.1.e.iii",
            ),
            c(
                637,
                637,
                "the revision(s) shall be assumed to be approved",
                "Construction F.1.e.iii",
            ),
        ],
        responsible=CITY,
        flags=_WD,
    ),
    # ---------------------------------------------------------------- spills and releases
    _rule(
        "hazardous_release_notice",
        "Notify emergency response agencies via emergency dispatch (immediately)",
        "hazardous_release_discovered",
        0,
        "immediate",
        [
            c(
                689,
                689,
                "shall immediately notify emergency response agencies of the occurrence via "
                "emergency dispatch services",
                "Spills and releases",
            )
        ],
        responsible="person responsible for the facility or operation or its emergency response",
        flags=(F.A29_SPILL_CONFIRMATION,),
    ),
    _rule(
        "spill_city_notice",
        "Notify the city of a non-hazardous release (no later than the next working day)",
        "nonhazardous_spill_discovered",
        1,
        "next_working_day",
        [
            c(
                689,
                689,
                "shall notify the city in person or by the designated phone number",
                "Spills and releases",
            ),
            c(689, 689, "no later than the next working day", "Spills and releases"),
        ],
        responsible="person responsible for the facility or operation or its emergency response",
        flags=_WD + (F.A29_SPILL_CONFIRMATION,),
    ),
    _rule(
        "spill_written_confirmation",
        "Mail written confirmation of a phone or in-person spill notice to the city "
        "manager (within 3 working days)",
        "spill_phone_notice",
        3,
        "working_days",
        [
            c(
                689,
                689,
                "confirmed by written notice addressed and mailed to the city manager within "
                "three working days",
                "Spills and releases",
            )
        ],
        responsible="person who gave the notice",
        flags=_WD + (F.A29_SPILL_CONFIRMATION,),
    ),
    _rule(
        "spill_record_retention",
        "Keep the on-site record of a discharge from a commercial or industrial "
        "establishment (at least five years)",
        "nonhazardous_spill_discovered",
        5,
        "years",
        [
            c(
                689,
                689,
                "Such records shall be retained for at least five years",
                "Spills and releases",
            )
        ],
        responsible="owner or operator of the commercial or industrial establishment",
        kind="retention",
        notes=KEEP_UNTIL + " Applies to discharges from a commercial or industrial establishment "
        "(L689).",
    ),
    _rule(
        "hazardous_record_retention",
        "Keep the on-site record of a hazardous release from a commercial or "
        "industrial establishment (at least five years)",
        "hazardous_release_discovered",
        5,
        "years",
        [
            c(
                689,
                689,
                "Such records shall be retained for at least five years",
                "Spills and releases",
            )
        ],
        responsible="owner or operator of the commercial or industrial establishment",
        kind="retention",
        notes=KEEP_UNTIL + " Applies to discharges from a commercial or industrial establishment "
        "(L689).",
    ),
    _rule(
        "city_report_record",
        "Keep the city's record of a report (at least five years)",
        "violation_report_made",
        5,
        "years",
        [
            c(
                695,
                695,
                "kept on file for a period of at least five years by the city",
                "Reporting B",
            )
        ],
        responsible=CITY,
        kind="retention",
        notes=KEEP_UNTIL + " A copy is furnished to the reporting person on request at no charge "
        "(L695).",
    ),
    # ---------------------------------------------------------------- irrigation, ponds, dye tests
    _rule(
        "irrigation_leak_correction",
        "Correct an irrigation leak (within 72 hours of learning of it)",
        "irrigation_leak_learned",
        72,
        "hours",
        [
            c(
                231,
                231,
                "correct the leaks within seventy two hours of learning of the leak",
                "Discharge prohibitions A.1.a.15.a",
            )
        ],
        responsible="party responsible for runoff in excess of incidental runoff",
        flags=(F.A3_INCIDENTAL_XREF,),
    ),
    _rule(
        "recycled_pond_notice",
        "Email the regional water board after a recycled-water pond discharge (no later "
        "than 24 hours)",
        "recycled_pond_discharge",
        24,
        "hours",
        [
            c(
                237,
                237,
                "notified by email no later than twenty four hours after the discharge",
                "Discharge prohibitions A.1.a.15.d",
            )
        ],
        responsible="pond owner",
        notes="Include identifying information, including the pond owner's name and permit "
        "identification number. A discharge is allowed only as a result of a 25-year, 24-hour "
        "storm or greater (L237).",
        flags=(F.A3_INCIDENTAL_XREF,),
    ),
    _rule(
        "dye_test_notice",
        "Verbal notification to the city before a dye test",
        "dye_test",
        0,
        "immediate",
        [
            c(
                241,
                241,
                "requires a verbal notification to the city prior to the time of the test",
                "Discharge prohibitions A.1.c",
            )
        ],
        direction="before",
        responsible="person conducting the test",
        notes="Due before the time of the test; the text sets no lead time.",
    ),
    # ---------------------------------------------------------------- remediation orders
    _rule(
        "remediation_actions",
        "Remediation, abatement and restoration actions (within 72 hours of notification)",
        "remediation_order_notice",
        72,
        "hours",
        [
            c(
                701,
                701,
                "must occur within seventy two hours of notification",
                "Remediation orders A.1",
            ),
            c(701, 701, "as soon as possible for high risk spills", "Remediation orders A.1"),
        ],
        responsible="violator named in the order",
        notes="High risk spills: as soon as possible (no number in the text).",
        flags=(F.A27_REMEDIATION_CLOCK, F.A18_UNDEFINED_TERMS),
    ),
    _rule(
        "abate_uncontrolled_sources",
        "Abate uncontrolled sources of pollutants (within thirty days of notification)",
        "remediation_order_notice",
        30,
        "calendar_days",
        [c(711, 711, "shall occur within thirty days of notification", "Remediation orders A.2")],
        responsible="violator named in the order",
        flags=(F.A20_DAYS_UNQUALIFIED, F.A27_ABATEMENT_OVERLAP) + _CAL,
    ),
    _rule(
        "regional_board_schedule_notice",
        "Notify the regional board in writing of a new compliance schedule "
        "(within five business days)",
        "schedule_extension_determination",
        5,
        "business_days",
        [
            c(
                711,
                711,
                "notified in writing within five business days of the determination",
                "Remediation orders A.2",
            )
        ],
        responsible="not stated (L711 does not say which parties)",
        flags=(F.A20_BUSINESS_DAYS, F.A28_ALL_PARTIES, F.A5_L711_TRUNCATED),
    ),
    # ---------------------------------------------------------------- petitions, hearings, appeals
    _rule(
        "petition_for_reconsideration",
        "Petition the city manager in writing for reconsideration (within 10 "
        "calendar days of notice of the order)",
        "order_notice_received",
        10,
        "calendar_days",
        [
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
        ],
        responsible="person subject to the order",
        notes="Missing it waives any further administrative reconsideration or review (L723). "
        "Compliance and remediation orders are stayed while a petition is pending unless the city "
        "manager decides otherwise in writing; emergency cease and desist orders are not (L727).",
        flags=(
            F.A33_PETITION_NOTICE,
            F.A38_SWO_STAY,
            F.A19_MS4_PETITION,
            F.A2_PETITION_XREF,
            F.A34_NO_ENFORCEMENT_PROCEDURE,
            F.CCP12A_FILER_PERIOD,
        ),
        ends_on_extended=True,
    ),
    _rule(
        "petition_decision",
        "City manager grants, denies or schedules a show cause hearing (within 10 calendar "
        "days of the petition)",
        "petition_submitted",
        10,
        "calendar_days",
        [
            c(
                729,
                729,
                "Within ten calendar days of the submittal of a petition for reconsideration",
                "Petitions A.5",
            )
        ],
        responsible=CITY,
        flags=(F.CCP12_CITY_CLOCK,) + _CITY_CAL,
        ends_on_extended=True,
    ),
    _rule(
        "hearing_notice",
        "Serve written notice of the hearing (at least 10 calendar days before it)",
        "hearing_date",
        10,
        "calendar_days",
        [c(731, 731, "at least ten calendar days prior to the hearing", "Petitions A.6")],
        direction="before",
        responsible=CITY,
        notes="Served personally or by registered or certified mail, return receipt requested; "
        "may be served on an authorized representative (L731).",
        flags=_CAL,
    ),
    _rule(
        "appeal",
        "File a written appeal to the city manager (within 5 working days of receiving the "
        "penalty)",
        "penalty_received",
        5,
        "working_days",
        [
            c(
                747,
                747,
                "The appeal must be filed within five working days of the discharger or operator "
                "receiving the penalty",
                "Appeal B.1",
            ),
            c(
                749,
                749,
                "shall be deemed to be a waiver of further administrative review",
                "Appeal B.2",
            ),
        ],
        responsible="discharger or operator",
        notes="The appeal must include evidence proving that the discharger or operator did not "
        "violate this chapter (L747). Missing the deadline waives further administrative review "
        "(L749).",
        flags=_WD + (F.A35_APPEAL_VS_PETITION, F.CCP12A_FILER_PERIOD),
        ends_on_extended=True,
    ),
]
