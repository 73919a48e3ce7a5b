"""Every duration Ch. 12.16 sets, keyed by the event that starts it.

The text never says that a due date moves off a weekend or holiday (no rule has
``roll_forward``), and only the 10-day report (L333) and the first 30-day plan reviews (L528,
L600) say "calendar"; the other day counts say "days" and are counted as calendar days with a
flag. Durations the text leaves open (compliance plan submission, corrective actions, illicit
connection removal) are not invented: the flags of the neighbouring rules say so.
"""

from __future__ import annotations

from workbench.api import DeadlineRule

from . import flags as F
from .common import S114, S116, S120, c

HOURS_RUN = (
    "Clock hours run through nights, weekends and holidays; the text does not extend the period.",
)

DISCHARGE = "pollutant_discharge"

RULES: list[DeadlineRule] = [
    # ------------------------------------------------------------ discharge notification (L331-333)
    DeadlineRule(
        id="discharge_immediate_notice",
        gated_by=("discharge_notification_and_report",),
        title="Notify the Director immediately, by telephone or in person",
        trigger=DISCHARGE,
        amount=0,
        unit="immediate",
        responsible="the person whose violation caused the discharge",
        citations=(
            c(
                331,
                331,
                "shall immediately notify the Director by telephone or in person",
                "notification A",
            ),
        ),
        notes="Give the location, the date and time, the type and concentration of the volume "
        "discharged, and any corrective action taken (L331).",
        flags=(F.NOTICE_GARBLED,),
        trigger_label="Discharge of a pollutant to the storm drain system (date and time of the "
        "discharge itself)",
    ),
    DeadlineRule(
        id="discharge_written_notification",
        gated_by=("discharge_notification_and_report",),
        title="Written notification of the discharge to the Director (48 hours)",
        trigger=DISCHARGE,
        amount=48,
        unit="hours",
        responsible="the person whose violation caused the discharge",
        citations=(c(331, 331, "within forty-eight hours of the discharge", "notification A"),),
        notes="Counted from the discharge, not from its discovery.",
        flags=HOURS_RUN,
    ),
    DeadlineRule(
        id="discharge_written_report",
        gated_by=("discharge_notification_and_report",),
        title="Detailed written report to the Director (10 calendar days)",
        trigger=DISCHARGE,
        amount=10,
        unit="calendar_days",
        responsible="all persons violating this chapter",
        citations=(
            c(333, 333, "within ten calendar days after any such Discharge", "notification B"),
        ),
        notes="Cause, date and time, type, concentration and volume, location, impacts, "
        'corrective and preventive measures (L333); form "Detailed written report of a discharge '
        '(10 calendar days)".',
        flags=(F.NO_ROLL,),
    ),
    DeadlineRule(
        id="discharge_response_action",
        title="Immediately commence response action (investigate, remove, remediate)",
        trigger=DISCHARGE,
        amount=0,
        unit="immediate",
        responsible="any person who violates the discharge prohibitions",
        citations=(
            c(
                325,
                325,
                "shall immediately commence all appropriate response action",
                "discharge prohibitions V",
            ),
        ),
        notes="Costs of investigation and cleanup, attorneys' and consulting fees are reimbursed "
        "to the City (L325).",
    ),
    DeadlineRule(
        id="waste_abatement",
        title="Immediately collect and abate discharged refuse, hazardous or infectious waste",
        trigger="waste_discharged",
        amount=0,
        unit="immediate",
        responsible="the person who discharged the waste",
        citations=(
            c(
                339,
                339,
                "shall immediately cause the proper collection and abatement",
                "refuse and hazardous waste B",
            ),
        ),
        trigger_label="Refuse, hazardous or infectious waste discharged to the storm drain system "
        "or onto property",
    ),
    DeadlineRule(
        id="cease_discharge_on_notice",
        title="Cease a discharge removed from the exempted list, immediately on notice",
        trigger="exempted_discharge_withdrawn",
        amount=0,
        unit="immediate",
        responsible="the discharger",
        citations=(
            c(
                327,
                327,
                "such discharger shall immediately cease the discharge",
                "discharge prohibitions W",
            ),
        ),
        trigger_label="Notice that the Director removed a discharge from the exempted list",
    ),
    # ----------------------------------------------------------------- construction records (L367)
    DeadlineRule(
        id="cgp_documents_retention",
        kind="retention",  # a keep-until date, not a last day to act (L367; review defect 10)
        gated_by=("construction_cgp_documents",),
        title="Retain the NOI, WDID, SWPPP and monitoring plan for three years",
        trigger="cgp_document_dated",
        amount=3,
        unit="years",
        responsible="persons engaged in construction activity "
        "requiring State Construction General Permit coverage",
        citations=(
            c(
                367,
                367,
                "retained for three (3) years from the date generated or date submitted, "
                "whichever is last",
                "construction A",
            ),
        ),
        notes="Enter the later of the date the document was generated and the date it was "
        "submitted.",
        trigger_label="Construction permit document generated or submitted (whichever is last)",
    ),
    # ----------------------------------------------------------------- § 12.16.114(H) LID plan
    DeadlineRule(
        id="lid_plan_decision",
        gated_by=("lid114_lid_plan",),
        title="Director approves or disapproves the LID plan (30 calendar days of submittal)",
        trigger="lid_plan_submitted",
        amount=30,
        unit="calendar_days",
        responsible="Director",
        citations=(c(528, 528, "within thirty (30) calendar days of submittal", f"{S114}(H)(2)"),),
        notes="Reasons for a disapproval are given in writing (L528).",
        flags=(F.NO_ROLL, F.PLANNING_COMMISSION),
    ),
    DeadlineRule(
        id="lid_plan_decision_after_planning_commission",
        gated_by=("lid114_lid_plan",),
        title="Director decides the LID plan (30 days of planning commission approval, where "
        "required)",
        trigger="lid_plan_planning_commission_approval",
        amount=30,
        unit="calendar_days",
        responsible="Director",
        citations=(
            c(
                528,
                528,
                "within thirty (30) days of approval of the development project by the planning "
                "commission",
                f"{S114}(H)(2)",
            ),
        ),
        flags=(F.DAYS_NOT_CALENDAR, F.PLANNING_COMMISSION, F.NO_ROLL),
        trigger_label="Planning commission approves the development project (LID plan under § "
        "12.16.114)",
    ),
    DeadlineRule(
        id="lid_plan_resubmittal_decision",
        gated_by=("lid114_lid_plan",),
        title="Director decides a resubmitted LID plan (30 days of submittal)",
        trigger="lid_plan_resubmitted",
        amount=30,
        unit="calendar_days",
        responsible="Director",
        citations=(
            c(
                528,
                528,
                "A resubmitted plan will be approved or disapproved within thirty (30) days of "
                "submittal",
                f"{S114}(H)(2)",
            ),
        ),
        flags=(F.DAYS_NOT_CALENDAR, F.NO_ROLL),
    ),
    DeadlineRule(
        id="lid_plan_expiry",
        gated_by=("lid114_lid_plan",),
        title="LID plan expires without a building permit or start of construction (180 days)",
        trigger="lid_plan_approved",
        amount=180,
        unit="calendar_days",
        responsible="applicant",
        citations=(
            c(
                530,
                530,
                "within a period of one hundred eighty (180) days of approval of a LID plan",
                f"{S114}(H)(3)",
            ),
        ),
        notes="Renewal after expiry: resubmit all necessary forms and data and pay a new LID plan "
        "check fee (L530).",
        flags=(F.DAYS_PLAIN, F.EXPIRY_OR, F.NO_ROLL),
    ),
    DeadlineRule(
        id="lid_plan_extended_expiry_limit",
        gated_by=("lid114_lid_plan",),
        title="Latest LID plan expiry with the longest written extension (180 days + not more "
        "than 180 days)",
        trigger="lid_plan_approved",
        amount=360,
        unit="calendar_days",
        responsible="Director, on the applicant's written request",
        citations=(
            c(
                530,
                530,
                "for a period not to exceed one hundred eighty (180) days",
                f"{S114}(H)(3)",
            ),
            c(530, 530, "circumstances beyond the control of the applicant", f"{S114}(H)(3)"),
        ),
        notes="180 days to expiry plus an extension 'not to exceed one hundred eighty (180) "
        "days', assumed to run from the original expiry; the written request must show "
        "circumstances beyond the applicant's control.",
        flags=(F.DAYS_PLAIN, F.EXPIRY_OR, F.NO_ROLL),
    ),
    # ----------------------------------------------------------- § 12.16.116(F) small site LID plan
    DeadlineRule(
        id="small_site_plan_decision",
        gated_by=("lid116_small_site_plan",),
        title="Director approves or disapproves the small site LID plan (30 calendar days of "
        "submittal)",
        trigger="small_site_plan_submitted",
        amount=30,
        unit="calendar_days",
        responsible="Director",
        citations=(c(600, 600, "within thirty (30) calendar days of submittal", f"{S116}(F)(2)"),),
        notes="Reasons for a disapproval are given in writing (L600).",
        flags=(F.NO_ROLL, F.PLANNING_COMMISSION),
    ),
    DeadlineRule(
        id="small_site_plan_decision_after_planning_commission",
        gated_by=("lid116_small_site_plan",),
        title="Director decides the small site LID plan (30 days of planning commission approval, "
        "where required)",
        trigger="small_site_plan_planning_commission_approval",
        amount=30,
        unit="calendar_days",
        responsible="Director",
        citations=(
            c(
                600,
                600,
                "within thirty (30) days of approval of the development project by the planning "
                "commission",
                f"{S116}(F)(2)",
            ),
        ),
        flags=(F.DAYS_NOT_CALENDAR, F.PLANNING_COMMISSION, F.NO_ROLL),
        trigger_label="Planning commission approves the development project (small site LID plan, "
        "§ 12.16.116)",
    ),
    DeadlineRule(
        id="small_site_plan_resubmittal_decision",
        gated_by=("lid116_small_site_plan",),
        title="Director decides a resubmitted small site LID plan (30 days of submittal)",
        trigger="small_site_plan_resubmitted",
        amount=30,
        unit="calendar_days",
        responsible="Director",
        citations=(
            c(
                600,
                600,
                "A resubmitted plan will be approved or disapproved within thirty (30) days of "
                "submittal",
                f"{S116}(F)(2)",
            ),
        ),
        flags=(F.DAYS_NOT_CALENDAR, F.NO_ROLL),
    ),
    DeadlineRule(
        id="small_site_plan_expiry",
        gated_by=("lid116_small_site_plan",),
        title="Small site LID plan expires without a building permit or start of construction "
        "(180 days)",
        trigger="small_site_plan_approved",
        amount=180,
        unit="calendar_days",
        responsible="applicant",
        citations=(
            c(
                602,
                602,
                "within a period of one hundred eighty (180) days of approval of a small site LID "
                "plan",
                f"{S116}(F)(3)",
            ),
        ),
        notes="Renewal after expiry: resubmit all necessary forms and data and pay a new plan "
        "review fee (L602).",
        flags=(F.DAYS_PLAIN, F.EXPIRY_OR, F.NO_ROLL),
    ),
    DeadlineRule(
        id="small_site_plan_extended_expiry_limit",
        gated_by=("lid116_small_site_plan",),
        title="Latest small site LID plan expiry with the longest written extension (180 + not "
        "more than 180 days)",
        trigger="small_site_plan_approved",
        amount=360,
        unit="calendar_days",
        responsible="Director, on the applicant's written request",
        citations=(
            c(
                602,
                602,
                "for a period not to exceed one hundred eighty (180) days",
                f"{S116}(F)(3)",
            ),
        ),
        notes="180 days to expiry plus an extension 'not to exceed one hundred eighty (180) "
        "days', assumed to run from the original expiry.",
        flags=(F.DAYS_PLAIN, F.EXPIRY_OR, F.NO_ROLL),
    ),
    # ----------------------------------------------------------------- vacant parcels (L636, L642)
    DeadlineRule(
        id="vacant_parcel_install_devices",
        gated_by=("vacant_parcel_compliance_plan",),
        title="Vacant parcel: install devices consistent with the guidance manual (180 days of "
        "the mailing or posting)",
        trigger="vacant_parcel_notice",
        amount=180,
        unit="calendar_days",
        responsible="property owner",
        citations=(
            c(
                636,
                636,
                "no later than 180 days from the date of the original mailing or posting",
                "vacant parcels D",
            ),
            c(636, 636, "unless additional time is granted by the director", "vacant parcels D"),
        ),
        notes="Applies whether the compliance plan is approved or disapproved. A request for "
        "additional time is written, agrees to comply, justifies the request, states an estimated "
        'completion date and is signed by the owner(s) (L636; form "Vacant parcel: request for '
        'additional time").',
        flags=(F.DAYS_PLAIN, F.VACANT_DEADLINES, F.NO_ROLL),
        trigger_label="Original mailing or posting of the vacant parcel notice",
    ),
    DeadlineRule(
        id="vacant_parcel_annual_inspection",
        gated_by=("vacant_parcel_compliance_plan",),
        title="Vacant parcel: next annual inspection by the Director",
        trigger="vacant_parcel_inspected",
        amount=1,
        unit="years",
        responsible="Director",
        citations=(
            c(
                642,
                642,
                "The Director shall conduct annual or as necessary inspections",
                "vacant parcels E.2",
            ),
        ),
        notes="'annual or as necessary': the Director may inspect sooner.",
    ),
    # -------------------------------------------------------------- LID BMP maintenance inspections
    DeadlineRule(
        id="lid_bmp_annual_inspection",
        gated_by=("treatment_system_maintenance",),
        title="Next maintenance inspection of all LID BMPs (at least once a year)",
        trigger="lid_bmp_inspected",
        amount=1,
        unit="years",
        responsible="successor property owner or lessee",
        citations=(
            c(
                534,
                534,
                "conduct maintenance inspections of all LID BMPs at least once a year",
                f"{S114}(I)(1)",
            ),
            c(606, 606, "at least once a year and retain proof of inspection", f"{S116}(G)(1)"),
        ),
        notes="Retain proof of each inspection (L534, L606).",
    ),
    DeadlineRule(
        id="lid_bmp_first_inspection_after_transfer",
        gated_by=("treatment_system_maintenance",),
        title="First maintenance inspection of all LID BMPs after a transfer or lease (within a "
        "year)",
        trigger="lid_bmp_property_transferred",
        amount=1,
        unit="years",
        responsible="successor property owner or lessee",
        citations=(
            c(534, 534, "at least once a year and retain proof of inspection", f"{S114}(I)(1)"),
            c(
                606,
                606,
                "The transfer or lease of a property subject to maintenance requirements",
                f"{S116}(G)(1)",
            ),
        ),
        notes="'at least once a year' read as within a year of the transfer for the first "
        "inspection (assumption).",
        trigger_label="Transfer or lease of a property with LID BMPs",
    ),
    # ----------------------------------------------------------------- inspections (L664)
    DeadlineRule(
        id="inspection_notice",
        title="Notice before the City enters and inspects private premises (24 hours)",
        trigger="inspection_scheduled",
        amount=24,
        unit="hours",
        direction="before",
        responsible="City Manager or Director",
        citations=(
            c(
                664,
                664,
                "on twenty-four hour oral or written notice, unless exigent circumstances justify "
                "a shorter time period",
                f"{S120}(A)",
            ),
        ),
        notes="Oral or written notice; exigent circumstances may justify a shorter time, and an "
        "imminent danger none (L700).",
        flags=HOURS_RUN,
        trigger_label="City inspection of private premises (scheduled date and time)",
    ),
]
