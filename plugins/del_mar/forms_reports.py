"""Del Mar reports and responses: the spill report, the monitoring records of High Priority
Industrial facilities and the response to a City notice, order or designation.
"""

from __future__ import annotations

from workbench.api import (
    FormField,
    FormSpec,
)

from .common import c
from .form_checks import (
    CORRECTION_DAYS,
    SPILL_CITES,
    SPILL_REPORT_AGAINST_THE_SITE,
    SPILL_REPORT_LATE,
    TWO_STORM_EVENTS,
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

REPORT_FORMS: tuple[FormSpec, ...] = (
    FormSpec(
        id="spill_report",
        gated_by=("spill_notification",),
        title="Report of a spill, release or illegal discharge to the City",
        description="Within 24 hours after discovery when it has the potential to endanger "
        "health, safety or the environment (11.30.070.E). The text specifies no content; only the "
        "times are required here. The form checks the two times against the 24 hours (and so does "
        "the finding on reporting a spill).",
        citations=SPILL_CITES,
        checks=(SPILL_REPORT_LATE, SPILL_REPORT_AGAINST_THE_SITE),
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
        checks=(CORRECTION_DAYS,),
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
