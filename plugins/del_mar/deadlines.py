"""Every duration Ch. 11.30 sets, as DeadlineRules keyed by the event that starts it.

The chapter counts no working or business days: its durations are clock hours (24 hours),
years, seasons and "before" / "prior to" / "immediately". It never
says that a due date falling on a weekend or holiday moves, so no rule rolls forward; the
core adds a note when a date lands on a non-working day. Periods the City sets case by case
(the correction period, an Order's "reasonable date", mitigation dates) have no number in the
text: they are flags on the rules that need them, not invented durations. A High Priority
designation "shall take effect 90 days after mailing or service" (L507, L537): an effective
date, not an act to perform by a last day, so it is no deadline here (neither extended under
CCP 12a nor "overdue"); the classification states it once (review defect 11, c15).

Over 500 lines: the deadline rules of Ch. 11.30, one declaration each with its citations, in
one table; a split by section would scatter that table to save a few lines.
"""

from __future__ import annotations

from workbench.api import DeadlineRule, Scenario

from .common import c, misdated_season_events


def season_events_on_their_dates(scenario: Scenario) -> bool:
    """Season deadlines are counted only from season events dated on the season's first day
    (October 1, L153; May 1, L61): a misdated one is refused (left out, and flagged on the
    findings) rather than counted from the wrong day."""
    return not misdated_season_events(scenario)


def city_monitoring_program(scenario: Scenario) -> bool:
    """The City program of L617-619 (two storm events a year) binds only facilities outside the
    State industrial permit: where the site is subject to it (required to monitor under it, or
    asked which), the finding high_priority_industrial_monitoring is about the State records duty,
    and the monitoring year has no due date."""
    conditions = scenario.site.conditions
    return not {"subject_to_igp", "igp_monitoring_required"} & set(conditions)


NO_ROLL = (
    "The text does not say a due date on a weekend or holiday moves; the due date is not moved "
    "(Ch. 11.30 counts no working days). Where state law (CCP § 12a) extends the last day, the "
    "extended due date says so."
)
WINDOW_12A = (
    "AMBIGUITY (CCP § 12a): this date ends a window in which the act is done (sampling in the "
    "year, cleanup in the week), not a last day to file; § 12a extends 'the last day for the "
    "performance of any act', and whether it reaches such a window is not settled: the "
    "ordinance's date is the one to plan for, the extended date is shown only as the state-law "
    "reading"
)
SEASON_EVENT = (
    "Enter the event on the season's first day; the due date is the last day of the preceding "
    "season"
)

RULES: tuple[DeadlineRule, ...] = (
    DeadlineRule(
        id="spill_report_to_city",
        title="Report the spill, release or illegal discharge to the City",
        trigger="spill_discovered",
        amount=24,
        unit="hours",
        citations=(
            c(
                401,
                401,
                "shall be reported to the City within 24 hours after discovery",
                "11.30.070.E",
            ),
        ),
        responsible="Discharger",
        notes="Spills, releases and illegal discharges 'with the potential to endanger health, "
        "safety or the environment'; also report as State and Federal law require. 24 clock hours: "
        "nights, weekends and holidays count.",
        flags=("'after discovery' does not say discovery by whom (L401)",),
        trigger_label="Spill, release or illegal discharge discovered (L401)",
        gated_by=("spill_notification",),
    ),
    DeadlineRule(
        id="commercial_annual_review",
        title="Next annual review of commercial facilities, activities, operations and procedures",
        trigger="commercial_annual_review_done",
        amount=1,
        unit="years",
        citations=(
            c(
                453,
                453,
                "shall review their facilities, activities, operations and procedures at least "
                "annually",
                "11.30.090.A",
            ),
        ),
        responsible="Regulated Commercial Facility",
        flags=(
            "'at least annually' is read as within one year of the last review; a calendar-year "
            "reading is also possible (L453)",
            NO_ROLL,
        ),
        gated_by=("regulated_commercial_facility",),
    ),
    DeadlineRule(
        id="industrial_annual_review",
        title="Next annual review of industrial facilities, activities, operations and procedures",
        trigger="industrial_annual_review_done",
        amount=1,
        unit="years",
        citations=(
            c(
                525,
                525,
                "shall review their facilities, activities, operations and procedures at least "
                "annually",
                "11.30.100.A",
            ),
        ),
        responsible="Regulated Industrial Facility",
        flags=(
            "'at least annually' is read as within one year of the last review; a calendar-year "
            "reading is also possible (L525)",
            NO_ROLL,
        ),
        gated_by=("regulated_industrial_facility",),
    ),
    DeadlineRule(
        id="manned_pre_rain_inspection",
        title="Manned facility: inspect BMPs before the Forecast Rain Event",
        trigger="forecast_rain_event",
        amount=0,
        unit="immediate",
        direction="before",
        citations=(
            c(
                393,
                393,
                "BMPs at manned facilities must be inspected by the Discharger before forecast "
                "rain events",
                "11.30.070.C",
            ),
            c(
                69,
                69,
                "Forecast Rain Event means a forecast rain event of greater than 1/10 th of an "
                "inch",
                "11.30.030",
            ),
        ),
        responsible="Discharger (manned facility)",
        notes="Enter the forecast start of a rain event of more than 0.1 inch at 50 % "
        "probability or more; the inspection is due before it. Inspect again during and after the "
        "event when safe and feasible.",
        flags=("No lead time is stated: the due time shown is the forecast start (L393)",),
        gated_by=("manned",),
    ),
    DeadlineRule(
        id="unmanned_rainy_season_inspection",
        title="Unmanned facility: BMP inspection during the Rainy Season (by April 30)",
        trigger="dry_season_begins",
        amount=1,
        unit="calendar_days",
        direction="before",
        citations=(
            c(393, 393, "at least once during the rainy season", "11.30.070.C"),
            c(153, 153, "from October 1 through April 30", "11.30.030"),
        ),
        responsible="Discharger (unmanned facility)",
        notes=SEASON_EVENT + " (May 1 -> April 30).",
        flags=(NO_ROLL,),
        trigger_label="Dry Season begins (May 1) (L61)",
        gated_by=("bmp_inspection_unmanned_seasons",),
        when=season_events_on_their_dates,
    ),
    DeadlineRule(
        id="unmanned_between_seasons_inspection",
        title="Unmanned facility: BMP inspection between Rainy Seasons (by September 30)",
        trigger="rainy_season_begins",
        amount=1,
        unit="calendar_days",
        direction="before",
        citations=(
            c(393, 393, "at least once between each rainy season", "11.30.070.C"),
            c(61, 61, "May 1 through September 30 of each year", "11.30.030"),
        ),
        responsible="Discharger (unmanned facility)",
        notes=SEASON_EVENT + " (October 1 -> September 30).",
        flags=(
            "'between each rainy season' is read as the Dry Season, May 1 through September 30 "
            "(L393)",
            NO_ROLL,
        ),
        trigger_label="Rainy Season begins (October 1) (L153)",
        gated_by=("bmp_inspection_unmanned_seasons",),
        when=season_events_on_their_dates,
    ),
    DeadlineRule(
        id="treatment_bmp_servicing_before_rainy_season",
        title="Service post-construction structural treatment BMPs before the Rainy Season",
        trigger="rainy_season_begins",
        amount=1,
        unit="calendar_days",
        direction="before",
        citations=(
            c(
                781,
                781,
                "at least annually and prior to the start of the rainy season",
                "11.30.160.F",
            ),
        ),
        responsible="Persons responsible under the maintenance plan",
        notes=SEASON_EVENT
        + " (October 1 -> September 30). Required content of the maintenance plan of "
        "discretionary-permit projects.",
        flags=(
            "Whether one servicing before October 1 each year satisfies 'at least annually' is not "
            "stated (L781)",
            NO_ROLL,
        ),
        gated_by=("maintenance_plan",),
        when=season_events_on_their_dates,
    ),
    DeadlineRule(
        id="treatment_bmp_servicing_annual",
        title="Next annual servicing of post-construction structural treatment BMPs",
        trigger="treatment_bmps_serviced",
        amount=1,
        unit="years",
        citations=(
            c(
                781,
                781,
                "servicing of all post-construction structural treatment BMPs at least annually",
                "11.30.160.F",
            ),
        ),
        responsible="Persons responsible under the maintenance plan",
        notes="It must also fall before the start of the Rainy Season (see the deadline "
        "'Service post-construction structural treatment BMPs before the Rainy Season').",
        flags=(NO_ROLL,),
        gated_by=("maintenance_plan",),
    ),
    DeadlineRule(
        id="maintenance_records_retention",
        title="Keep inspection and maintenance records (at least three years)",
        trigger="maintenance_record_made",
        amount=3,
        unit="years",
        kind="retention",
        citations=(
            c(
                781,
                781,
                "retention of inspection and maintenance records for at least three years",
                "11.30.160.F",
            ),
        ),
        responsible="Persons responsible under the maintenance plan",
        notes="Keep until: the earliest date the record may be discarded, not a due date; keeping "
        "it longer is never late.",
        flags=(
            "The start of the three years is not stated; counted from the record's date (L781)",
            "AMBIGUITY (L781): three years from a record made on February 29 end on February 28 "
            "of a common year by the anniversary count the workbench uses, or on March 1 if 'at "
            "least three years' must be three full years; keeping it to March 1 satisfies both",
        ),
        gated_by=("maintenance_plan",),
    ),
    DeadlineRule(
        id="city_no_notice_entry",
        title="City: next routine entry without prior notice (once per year)",
        trigger="city_routine_inspection",
        amount=1,
        unit="years",
        citations=(
            c(
                791,
                791,
                "without prior notice once per year for routine inspections",
                "11.30.170.B",
            ),
        ),
        responsible="City",
        notes="Earliest next routine entry without notice; entries for cause, follow-ups and "
        "abatement are not limited.",
        flags=(
            "'once per year' may mean a calendar year; counted as one year from the last routine "
            "entry (L791)",
        ),
        gated_by=("structural_bmp_upkeep",),
    ),
    DeadlineRule(
        id="maintenance_plan_before_permit",
        title="Maintenance plan provided for review and approval before the discretionary "
        "permit issues",
        trigger="discretionary_permit_issuance",
        amount=0,
        unit="immediate",
        direction="before",
        citations=(
            c(781, 781, "for review and approval prior to issuance of such permit", "11.30.160.F"),
        ),
        responsible="Project proponents",
        notes="Due before the planned issuance; the text sets no lead time.",
        gated_by=("maintenance_plan",),
    ),
    DeadlineRule(
        id="access_easement_before_permit",
        title="Executed permanent access easement provided before the discretionary permit issues",
        trigger="discretionary_permit_issuance",
        amount=0,
        unit="immediate",
        direction="before",
        citations=(
            c(
                783,
                783,
                "prior to issuance of such permit an executed, permanent, easement",
                "11.30.160.G",
            ),
        ),
        responsible="Project proponents",
        notes="Due before the planned issuance; the text sets no lead time.",
        gated_by=("maintenance_access_easement",),
    ),
    DeadlineRule(
        id="maintenance_assurance_before_permit",
        title="Proof of a long-term maintenance mechanism before the discretionary permit issues",
        trigger="discretionary_permit_issuance",
        amount=0,
        unit="immediate",
        direction="before",
        citations=(
            c(
                785,
                785,
                "prior to issuance of such permit, proof of a mechanism acceptable to the City",
                "11.30.160.H",
            ),
        ),
        responsible="Project proponents",
        notes="Due before the planned issuance; the text sets no lead time.",
        gated_by=("maintenance_assurance",),
    ),
    DeadlineRule(
        id="bmp_transfer_notice",
        title="Written notice of BMP maintenance obligations before the transfer",
        trigger="bmp_transfer",
        amount=0,
        unit="immediate",
        direction="before",
        citations=(
            c(
                779,
                779,
                "to the new or additional responsible party prior to that transfer",
                "11.30.160.E",
            ),
        ),
        responsible="Developer transferring the land, the BMP or its maintenance",
        notes="Due before the transfer; the text sets no lead time.",
        gated_by=("structural_bmp_upkeep",),
    ),
    DeadlineRule(
        id="stop_work_immediately",
        title="Stop the work immediately",
        trigger="stop_work_order_served",
        amount=0,
        unit="immediate",
        citations=(
            c(813, 813, "shall immediately stop such work until authorized", "11.30.180.A.7"),
        ),
        responsible="Any person doing or causing the work",
        notes="Until the Authorized Enforcement Official authorizes the work to proceed.",
    ),
    DeadlineRule(
        id="failure_to_correct_separate_violations",
        title="Correction period over: each further day (or part) without corrective action is "
        "a separate violation",
        trigger="correction_period_ended",
        amount=0,
        unit="immediate",
        citations=(
            c(833, 833, "Each day (or part thereof) in excess of that period", "11.30.190.C"),
        ),
        responsible="Violator",
        notes="Enter the end of the period the Authorized Enforcement Official or Staff "
        "specified (the text sets none). From then on, each day or part of a day during which "
        "correction is not initiated and diligently pursued is a separate violation: in the "
        "penalty estimate enter violations of kind 'failure_to_correct' with days = the number of "
        "such days, counting a part day as a day.",
        flags=(
            "The correction period itself is set by the official ('with the time period "
            "specified', read as 'within'); no number is in the text (L833)",
            "'Each day (or part thereof)': whether a part day is counted per calendar day touched "
            "or per started 24 hours is not stated; counting calendar days touched gives the "
            "larger, maximum count (L833)",
        ),
    ),
    DeadlineRule(
        id="hpif_two_storm_events",
        title="High Priority Industrial monitoring: two storm events sampled by the last day of "
        "the monitoring year",
        trigger="monitoring_year_begins",
        amount=1,
        unit="years",
        inclusive_end=True,
        citations=(
            c(619, 619, "obtained from two storm events in a year", "11.30.100.D.1"),
            c(
                617,
                617,
                "Dischargers owning or operating manned High Priority Industrial Facilities",
                "11.30.100.D",
            ),
        ),
        responsible="Manned High Priority Industrial Facility not required to monitor under the "
        "State permit",
        notes="'in a year': the monitoring year starts on the trigger date and ends one year later "
        "less one day (a year from July 1 ends June 30; from February 29, on February 28). The "
        "finding 'High Priority Industrial monitoring' counts the 'storm_event_sampled' events in "
        "it.",
        flags=(
            "'in a year' does not say calendar year or another monitoring year: the year entered "
            "as 'monitoring_year_begins' is counted (L619)",
            NO_ROLL,
            WINDOW_12A,
        ),
        trigger_label="Start of a High Priority Industrial monitoring year (L619)",
        gated_by=("high_priority_industrial_monitoring",),
        when=city_monitoring_program,
    ),
    DeadlineRule(
        id="manure_cleanup_twice_weekly",
        title="Manure cleanup at least twice within the week",
        trigger="manure_week_begins",
        amount=7,
        unit="calendar_days",
        inclusive_end=True,
        citations=(
            c(649, 649, "manure must be cleaned up at least twice weekly", "11.30.110.D.1"),
        ),
        responsible="Operator where large animals are confined and runoff capture is impracticable",
        notes="Two cleanups are due by the last day of the 7-day week that starts on the "
        "trigger date (the trigger day is the week's first day).",
        flags=(
            "'weekly' does not define the week; a 7-day week from the trigger is assumed (L649)",
            NO_ROLL,
            WINDOW_12A,
        ),
        gated_by=("manure_management",),
    ),
    DeadlineRule(
        id="slope_protection_immediate",
        title="Protect the completed slope from erosion immediately, and continuously thereafter",
        trigger="slope_completed",
        amount=0,
        unit="immediate",
        citations=(
            c(
                387,
                387,
                "protected from erosion immediately following completion of the slope",
                "11.30.070.B.4",
            ),
        ),
        responsible="Discharger",
        notes="Slopes more than 5 ft high, more than 250 sq ft, steeper than 3:1 and disturbed "
        "(see the finding 'Completed slope protection').",
        gated_by=("slope_protection",),
    ),
)
