"""Declarative forms for the submittals Ch. 11.30 names. ``required=True`` only where the text
says what the submittal shall contain or the deadline depends on the field; other fields are
aids and say so in their help."""

from __future__ import annotations

from datetime import datetime, timedelta

from workbench.api import (
    FormCheck,
    FormField,
    FormSpec,
    FormValues,
    format_when,
    inclusive_last_day,
)

from .common import MONITORING_EVENTS, c, elapsed_hours, num, q

SPILL_HOURS = 24
SPILL_CITES = (
    c(401, 401, "shall be reported to the City within 24 hours after discovery", "11.30.070.E"),
)
_IN_24 = q("within 24 hours after discovery")


def spill_report_hours(form: FormValues) -> list[str]:
    """L401: the report's time against the 24 hours after discovery (clock hours, across
    daylight-saving changes). Dates without a time of day are late only when the report is two
    or more days after the discovery's date (more than 24 hours whatever the times were). A
    report marked as not able to endanger health, safety or the environment is not checked."""
    found, made = form.when("discovered_at"), form.when("reported_at")
    if found is None or made is None or form.get("may_endanger") is False:
        return []
    if isinstance(found, datetime) and isinstance(made, datetime):
        hours = elapsed_hours(found, made)
        if hours < 0:
            return [f"Reported at {format_when(made)} is before Discovered at {format_when(found)}"]
        if hours <= SPILL_HOURS:
            return []
        late = (
            f"reported {num(hours, 2)} hours after discovery ({format_when(found)} to "
            f"{format_when(made)}): later than {_IN_24}"
        )
    else:
        first = found.date() if isinstance(found, datetime) else found
        last = made.date() if isinstance(made, datetime) else made
        if last < first:
            return [f"reported on {last.isoformat()}, before the discovery on {first.isoformat()}"]
        if last - first < timedelta(days=2):
            return []
        late = (
            f"reported on {last.isoformat()}, {(last - first).days} days after the discovery on "
            f"{first.isoformat()}: later than {_IN_24} whatever the times of day"
        )
    if form.get("may_endanger") is None:
        late += (
            " (if it has the potential to endanger health, safety or the environment: 'Potential "
            "to endanger' is not answered)"
        )
    return [late]


def storm_events_in_the_year(form: FormValues) -> list[str]:
    """L619 'two storm events in a year': the events recorded in the monitoring year that
    begins on ``year_begins`` (its last day one year later less one day), and any outside it."""
    first = form.day("year_begins")
    if first is None:
        return []
    last = inclusive_last_day(first, 12)
    days = [FormValues(row).day("date") for row in form.get("events", [])]
    outside = sorted(d for d in days if d is not None and not first <= d <= last)
    inside = [d for d in days if d is not None and first <= d <= last]
    span = f"the monitoring year {first.isoformat()} to {last.isoformat()}"
    messages = [f"storm event on {d.isoformat()} is outside {span}" for d in outside]
    if len(inside) < MONITORING_EVENTS:
        messages.append(
            f"{len(inside)} storm event(s) recorded in {span}: {q('two storm events in a year')} "
            f"needs {MONITORING_EVENTS - len(inside)} more by {last.isoformat()}"
        )
    return messages


TWO_STORM_EVENTS = FormCheck(
    id="two_storm_events_in_the_year",
    title="Storm events recorded in the monitoring year",
    fields=("year_begins", "events"),
    citations=(c(619, 619, "obtained from two storm events in a year", "11.30.100.D.1"),),
    check=storm_events_in_the_year,
)

SPILL_REPORT_LATE = FormCheck(
    id="spill_reported_late",
    title="Reported more than 24 hours after discovery",
    fields=("discovered_at", "reported_at"),
    citations=SPILL_CITES,
    check=spill_report_hours,
)

NON_STRUCTURAL = (
    "Material handling and storage",
    "Non-hazardous and hazardous waste handling and recycling",
    "Employee training programs",
    "Good housekeeping",
    "Equipment and building preventive maintenance",
    "Self inspection",
    "Spill response planning and prevention",
)
POLLUTION_PREVENTION = (
    "Smaller quantities or less toxic materials",
    "Changes to production processes to reduce waste",
    "Decreases in waste water flows",
    "Recycling of wastes in the production process",
    "Segregation of wastes",
    "Treatment of wastes on site",
)
STRUCTURAL = (
    "Overhead coverage of outdoor work areas or chemical storage",
    "Retention ponds, basins, or surface impoundments",
    "Berms and concrete swales or channels",
    "Secondary containment structures",
    "Treatment controls (infiltration devices, oil/water separators)",
)
INDUSTRIAL_AREAS = (
    "Raw or processed materials bulk storage",
    "Mixing",
    "Cutting, trimming or grinding",
    "Casting, forging, or forming",
    "Hazardous materials storage",
    "Construction, painting and coating",
    "Pesticide or chemical formulation or packaging",
    "Process water pre-treatment",
    "Solid waste storage",
    "Wastewater treatment",
    "Welding",
    "Blasting",
    "Chemical treatment",
    "Power washing",
)
NOTICE_TYPES = (
    "Warning notice",
    "Notice of Violation",
    "Cease and Desist Order",
    "Notice and Order to Clean, Test, or Abate",
    "Stop Work Order",
    "Order for additional BMPs (11.30.040.I)",
    "SWPPP demand (11.30.070.D)",
    "Monitoring order (11.30.070.F)",
    "Mitigation requirement (11.30.070.G)",
    "High Priority designation notice",
)

FORMS: tuple[FormSpec, ...] = (
    FormSpec(
        id="facility_swppp",
        gated_by=("swppp_on_demand", "high_priority_industrial"),
        title="Stormwater Pollution Prevention Plan (facility or land disturbance)",
        description="Required when an Authorized Enforcement Official demands it (11.30.070.D) "
        "and of High Priority Industrial Facilities without a State SWPPP (11.30.100.C.2). "
        "Industrial SWPPPs meet at least the State industrial permit; construction SWPPPs at least "
        "the State construction permit (L397).",
        citations=(
            c(395, 395, "prepare and submit a SWPPP for approval by that official", "11.30.070.D"),
            c(397, 397, "The SWPPP shall identify the BMPs", "11.30.070.D"),
            c(
                543,
                543,
                "submit that SWPPP for approval or modification and approval",
                "11.30.100.C.2",
            ),
            c(
                187,
                187,
                "must describe the BMPs to be implemented and other steps to be taken",
                "11.30.030",
            ),
        ),
        fields=(
            FormField("discharger", "Discharger (name)", "text", required=True),
            FormField(
                "discharger_type",
                "Discharger type",
                "choice",
                required=True,
                choices=("Commercial", "Industrial", "Land Disturbance Activities"),
                help="The official may require a SWPPP of these three only (L395).",
            ),
            FormField(
                "basis",
                "Why the SWPPP is required",
                "choice",
                required=True,
                choices=(
                    "Not in compliance after one or more warnings or other enforcement action",
                    "Significant source of contaminants despite compliance",
                    "High Priority Industrial Facility without a State SWPPP",
                ),
                citations=(
                    c(
                        395,
                        395,
                        "after one or more warnings or other enforcement action",
                        "11.30.070.D",
                    ),
                ),
            ),
            FormField(
                "bmps",
                "BMPs to prevent or control pollution of stormwater to the MEP",
                "table",
                required=True,
                columns=(
                    FormField("bmp", "BMP", "text", required=True),
                    FormField("area_or_activity", "Area or activity", "text"),
                    FormField("steps", "Implementation steps", "multiline"),
                ),
                help="The SWPPP 'shall identify the BMPs' and 'must describe the BMPs to be "
                "implemented and other steps to be taken' (L397, L187).",
            ),
            FormField(
                "meets_state_permit",
                "Meets at least the applicable State general permit SWPPP requirements",
                "bool",
                required=True,
                help="Certification: industrial facilities the State industrial permit, "
                "construction or land disturbance the State construction permit (L397).",
            ),
            FormField(
                "pollution_prevention",
                "Pollution prevention measures considered (HPIF)",
                "multichoice",
                choices=POLLUTION_PREVENTION,
                section="High Priority Industrial",
                citations=(
                    c(
                        545,
                        545,
                        "shall consider and where determined to be appropriate",
                        "11.30.100.C.3",
                    ),
                ),
            ),
            FormField(
                "non_structural_bmps",
                "Non-structural BMPs incorporated (HPIF)",
                "multichoice",
                choices=NON_STRUCTURAL,
                section="High Priority Industrial",
                help="High Priority Industrial Facilities shall incorporate all seven (L559-L573).",
                citations=(c(559, 559, "shall incorporate into the SWPPP", "11.30.100.C.4"),),
            ),
            FormField(
                "activity_bmps",
                "Industrial areas or activities with Manual BMPs (HPIF)",
                "multichoice",
                choices=INDUSTRIAL_AREAS,
                section="High Priority Industrial",
                citations=(
                    c(
                        575,
                        575,
                        "for areas at the facility where industrial activities are conducted",
                        "11.30.100.C.5",
                    ),
                ),
            ),
            FormField(
                "structural_bmps",
                "Additional structural BMPs (HPIF; one or more where practicable)",
                "multichoice",
                choices=STRUCTURAL,
                section="High Priority Industrial",
                citations=(
                    c(605, 605, "one or more of the additional structural BMPs", "11.30.100.C.6"),
                ),
            ),
            FormField(
                "wdid",
                "State WDID (if covered by a State general permit)",
                "text",
                citations=(
                    c(541, 541, "Waste Discharge Identification Number (WDID)", "11.30.100.C.1"),
                ),
            ),
            FormField(
                "kept_on_site",
                "The SWPPP is maintained on site",
                "bool",
                help="High Priority Industrial and State SWPPPs are kept at the site (L543, L725).",
            ),
        ),
    ),
    FormSpec(
        id="maintenance_plan",
        gated_by=("maintenance_plan",),
        title="Maintenance plan for post-construction structural BMPs (discretionary permit)",
        description="Provided for review and approval before a discretionary permit is issued "
        "(11.30.160.F). Every field the text lists is required.",
        citations=(
            c(
                781,
                781,
                "The plan shall specify the persons or entities responsible for maintenance "
                "activity",
                "11.30.160.F",
            ),
        ),
        fields=(
            FormField(
                "bmps",
                "Post-construction structural BMPs covered",
                "table",
                required=True,
                columns=(
                    FormField("bmp", "BMP", "text", required=True),
                    FormField("treatment", "Structural treatment BMP", "bool"),
                    FormField("location", "Location", "text"),
                ),
                help="'all post-construction structural BMPs associated with the project' (L781).",
            ),
            FormField(
                "maintenance_responsible",
                "Persons or entities responsible for maintenance activity",
                "table",
                required=True,
                columns=(
                    FormField("name", "Name", "text", required=True),
                    FormField("contact", "Contact", "text"),
                ),
            ),
            FormField(
                "funding_responsible",
                "Persons or entities responsible for funding",
                "table",
                required=True,
                columns=(
                    FormField("name", "Name", "text", required=True),
                    FormField("contact", "Contact", "text"),
                ),
            ),
            FormField(
                "inspection_schedule",
                "Schedules and procedures for inspection and maintenance",
                "multiline",
                required=True,
            ),
            FormField(
                "worker_training", "Worker training requirements", "multiline", required=True
            ),
            FormField(
                "other_activities",
                "Any other activities necessary to ensure BMP maintenance",
                "multiline",
                required=True,
            ),
            FormField(
                "annual_servicing_date",
                "Annual servicing of structural treatment BMPs (month and day, before October 1)",
                "text",
                required=True,
                help="Servicing 'at least annually and prior to the start of the rainy season' "
                "(L781).",
            ),
            FormField(
                "servicing_before_rainy_season",
                "Servicing at least annually and before the Rainy Season",
                "bool",
                required=True,
                help="Certification: the plan provides for it (L781).",
            ),
            FormField(
                "record_retention_years",
                "Retention of inspection and maintenance records (years)",
                "integer",
                required=True,
                minimum=3,
                unit="years",
                help="'for at least three years' (L781).",
            ),
        ),
    ),
    FormSpec(
        id="access_easement",
        gated_by=("maintenance_access_easement", "structural_bmp_upkeep"),
        title="Access easement / agreement for post-construction structural BMPs",
        description="An executed, permanent easement provided before a discretionary permit is "
        "issued (11.30.160.G); the City inspection easement for new structural BMPs on permitted "
        "projects (11.30.170.B).",
        citations=(
            c(783, 783, "an executed, permanent, easement onto the land", "11.30.160.G"),
            c(791, 791, "the property owner shall grant to the City an easement", "11.30.170.B"),
        ),
        fields=(
            FormField("grantor", "Grantor (land owner)", "text", required=True),
            FormField(
                "land",
                "Land on which the post-construction structural BMPs will be located",
                "multiline",
                required=True,
            ),
            FormField(
                "access_across", "Other lands crossed for access (as necessary)", "multiline"
            ),
            FormField(
                "purposes",
                "Purposes",
                "multichoice",
                required=True,
                choices=("Inspection", "Operation", "Maintenance"),
                help="'to allow inspection, operation, and/or maintenance of those BMPs' (L783).",
            ),
            FormField(
                "permanent",
                "The easement is permanent",
                "bool",
                required=True,
                help="Certification: 'executed, permanent' (L783).",
            ),
            FormField("executed_on", "Date executed", "date", required=True),
            FormField(
                "no_notice_entry",
                "Grants entry without prior notice once per year for routine inspections",
                "bool",
                help="City easement terms of 11.30.170.B (L791).",
            ),
        ),
    ),
    FormSpec(
        id="maintenance_assurance",
        gated_by=("maintenance_assurance",),
        title="Proof of a long-term maintenance mechanism",
        description="Provided before a discretionary permit is issued (11.30.160.H). The "
        "mechanism must be acceptable to the City; the proponents stay responsible until an "
        "alternative is accepted and effective.",
        citations=(c(785, 785, "proof of a mechanism acceptable to the City", "11.30.160.H"),),
        fields=(
            FormField(
                "mechanism",
                "Mechanism ensuring ongoing long-term maintenance",
                "multiline",
                required=True,
            ),
            FormField(
                "bmps",
                "Structural post-construction BMPs covered",
                "multiline",
                required=True,
                help="'all structural post-construction BMPs associated with the proposed "
                "project' (L785).",
            ),
            FormField(
                "responsible_until_accepted",
                "Proponents responsible until the mechanism is accepted and effective",
                "text",
                required=True,
            ),
            FormField("accepted_on", "Date accepted by the City", "date"),
            FormField("effective_on", "Date the mechanism becomes effective", "date"),
        ),
    ),
    FormSpec(
        id="spill_report",
        gated_by=("spill_notification",),
        title="Report of a spill, release or illegal discharge to the City",
        description="Within 24 hours after discovery when it has the potential to endanger "
        "health, safety or the environment (11.30.070.E). The text specifies no content; only the "
        "times are required here. The form checks the two times against the 24 hours (and so does "
        "the finding on reporting a spill).",
        citations=SPILL_CITES,
        checks=(SPILL_REPORT_LATE,),
        fields=(
            FormField("discovered_at", "Discovered at", "datetime", required=True),
            FormField(
                "reported_at",
                "Reported to the City at",
                "datetime",
                required=True,
                help="Due within 24 clock hours of discovery (L401).",
            ),
            FormField("discharger", "Discharger", "text"),
            FormField("location", "Location", "text"),
            FormField("material", "Pollutant or material", "text"),
            FormField("quantity", "Estimated quantity", "text"),
            FormField(
                "reached",
                "Reached",
                "multichoice",
                choices=("Stormwater Conveyance System", "Receiving Waters"),
            ),
            FormField(
                "may_endanger", "Potential to endanger health, safety or the environment", "bool"
            ),
            FormField(
                "containment",
                "Actions taken to contain and minimize (if safe to do so)",
                "multiline",
            ),
            FormField(
                "other_agencies",
                "Reports made under State and Federal law",
                "table",
                columns=(
                    FormField("agency", "Agency", "text", required=True),
                    FormField("reported_at", "Reported at", "datetime"),
                ),
            ),
        ),
    ),
    FormSpec(
        id="monitoring_records",
        gated_by=("high_priority_industrial_monitoring",),
        title="High Priority Industrial monitoring program records (two storm events a year)",
        description="Manned High Priority Industrial Facilities not monitoring under the State "
        "permit (11.30.100.D). Records are kept on site and submitted if directed, possibly in a "
        "specified electronic format.",
        checks=(TWO_STORM_EVENTS,),
        citations=(
            c(619, 619, "obtained from two storm events in a year", "11.30.100.D.1"),
            c(621, 621, "These monitoring events must address", "11.30.100.D.2"),
            c(
                637,
                637,
                "The Discharger must retain records of such monitoring on site",
                "11.30.100.D",
            ),
        ),
        fields=(
            FormField("year", "Monitoring year", "text", required=True),
            FormField(
                "year_begins",
                "First day of the monitoring year",
                "date",
                help="The year runs to the day before the same date a year later (L619); the form "
                "then checks the storm events recorded in it.",
            ),
            FormField(
                "events",
                "Storm events sampled (at least two in the year)",
                "table",
                required=True,
                columns=(
                    FormField("date", "Date", "date", required=True),
                    FormField(
                        "effluent_guideline_pollutants",
                        "Effluent-guideline pollutants",
                        "text",
                        required=True,
                    ),
                    FormField(
                        "npdes_limited_pollutants",
                        "Pollutants with NPDES effluent limits",
                        "text",
                        required=True,
                    ),
                    FormField(
                        "oil_grease_or_toc",
                        "Oil/grease or total organic carbon",
                        "text",
                        required=True,
                    ),
                    FormField("ph", "pH", "number", required=True, minimum=0, maximum=14),
                    FormField(
                        "tss_mg_l",
                        "Total suspended solids",
                        "number",
                        required=True,
                        minimum=0,
                        unit="mg/L",
                    ),
                    FormField(
                        "conductance_us_cm",
                        "Specific conductance",
                        "number",
                        required=True,
                        minimum=0,
                        unit="uS/cm",
                    ),
                    FormField(
                        "toxics",
                        "Toxic chemicals and other pollutants likely present",
                        "text",
                        required=True,
                    ),
                ),
                help="Quantitative data from two storm events, addressing each listed parameter "
                "(L619-L635).",
            ),
            FormField(
                "state_conditions",
                "Conducted under the conditions of the State industrial permit",
                "bool",
                required=True,
                help="Certification (L637).",
            ),
            FormField(
                "kept_on_site",
                "Records retained on site",
                "bool",
                required=True,
                help="Certification (L637).",
            ),
        ),
    ),
    FormSpec(
        id="notice_response",
        title="Response to a City notice, order or designation",
        description="Warning notices, Notices of Violation, orders and designations "
        "(11.30.180.A, 11.30.040.I, 11.30.070.D/F/G, 11.30.090.B.3, 11.30.100.B.5). Ch. 11.30 "
        "sets no response period: the notice does; each day (or part) beyond the correction period "
        "without corrective action is a separate violation (L833).",
        citations=(
            c(
                805,
                805,
                "Written and/or verbal notices of violation may be issued",
                "11.30.180.A.3",
            ),
            c(833, 833, "must be corrected with the time period specified", "11.30.190.C"),
            c(419, 419, "submit a mitigation plan and schedule by a specified date", "11.30.070.G"),
        ),
        fields=(
            FormField(
                "notice_type", "Notice or order", "choice", required=True, choices=NOTICE_TYPES
            ),
            FormField("notice_date", "Date of the notice", "date", required=True),
            FormField(
                "mailed_or_served",
                "Date mailed or served",
                "date",
                help="A High Priority designation takes effect 90 days after mailing or service "
                "(L507, L537).",
            ),
            FormField(
                "correction_period_ends",
                "End of the correction period the notice specifies",
                "datetime",
            ),
            FormField("correction_initiated", "Corrective action initiated", "datetime"),
            FormField("actions", "Actions taken and diligently pursued", "multiline"),
            FormField(
                "mitigation_plan",
                "Mitigation plan and schedule (illegal discharges)",
                "multiline",
                help="Due by the date the City specifies (L419).",
            ),
            FormField(
                "mitigation_summary",
                "Summary of completed mitigation",
                "multiline",
                help="Due by the date the City specifies (L419).",
            ),
        ),
    ),
)
