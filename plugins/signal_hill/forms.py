"""Declarative forms for each submittal Ch. 12.16 lists, field by field.

``required=True`` where the text says the item "shall" or "must" be included; a required yes/no
field whose help starts with "Certification" must be confirmed (``workbench.core.forms``).
"""

from __future__ import annotations

from workbench.api import FormField, FormSpec

from .common import S114, S116, c

CATEGORIES_114 = (
    "1 development: 1 acre or more disturbed, adds more than 10,000 sq ft impervious",
    "2 industrial park: 10,000 sq ft or more of surface area",
    "3 commercial mall: 10,000 sq ft or more of surface area",
    "4 retail gasoline outlet: 5,000 sq ft or more of surface area",
    "5 restaurant: 5,000 sq ft or more of surface area",
    "6 parking lot: 5,000 sq ft or more impervious, or 25 or more spaces",
    "7 streets and roads: 10,000 sq ft or more impervious",
    "8 automotive service facility: 5,000 sq ft or more of surface area",
    "9 in, directly adjacent to or discharging directly to an ESA, 2,500 sq ft or more impervious",
    "10 single-family hillside property",
    "11 redevelopment: 5,000 sq ft or more created, added or replaced",
)
INFEASIBILITY_114 = (
    "a infiltration rate below 0.3 in/hr and soil amendment not feasible",
    "b seasonal high groundwater within five to ten feet of grade",
    "c within 100 feet of a drinking water well",
    "d brownfield or documented pollutant mobilization",
    "e potential geotechnical hazards",
    "f smart growth, infill or redevelopment density",
)
INFEASIBILITY_116 = (
    "a seasonal high groundwater within five to ten feet of grade",
    "b within 100 feet of a drinking water well",
    "c brownfield or documented pollutant mobilization",
    "d potential geotechnical hazards",
    "e impermeable soil type in soils and geotechnical reports",
    "f infiltration rate below 0.3 in/hr and soil amendment not feasible",
    "other condition (the list is not exhaustive)",
)
PROFESSIONS = ("registered professional engineer", "geologist", "architect", "landscape architect")


def f(fid: str, label: str, kind: str = "text", required: bool = False, **more) -> FormField:
    return FormField(id=fid, label=label, kind=kind, required=required, **more)  # type: ignore[arg-type]


def cert(fid: str, label: str, citation=None) -> FormField:
    return FormField(
        id=fid,
        label=label,
        kind="bool",
        required=True,
        help="Certification: must be confirmed.",
        citations=(citation,) if citation else (),
    )


APPLICANT = (
    f("applicant_name", "Project applicant", required=True),
    f("project_address", "Project address or APN", required=True),
)

FORMS: list[FormSpec] = [
    FormSpec(
        id="lid_plan",
        gated_by=("lid114_lid_plan",),
        title="LID plan (§ 12.16.114(D))",
        description="Prepared by the project applicant for every § 12.16.114(C) project; no "
        "building or grading permit is issued until the Director approves it (L528).",
        citations=(
            c(454, 454, "The project applicant shall prepare a LID plan", f"{S114}(D)"),
            c(
                87,
                87,
                "such plan prepared by the project applicant pursuant to § 12.16.114(D)",
                "definitions OO",
            ),
            c(614, 614, "the applicant shall pay a LID plan check fee", "LID plan check fee"),
        ),
        fields=(
            *APPLICANT,
            f(
                "categories",
                "§ 12.16.114(C) categories the project falls in",
                "multichoice",
                True,
                choices=CATEGORIES_114,
                citations=(c(419, 419, "This section applies to the following projects"),),
            ),
            f("disturbed_area_sqft", "Disturbed area", "number", unit="sq ft", minimum=0),
            f(
                "new_impervious_sqft",
                "Impervious surface created or added",
                "number",
                unit="sq ft",
                minimum=0,
            ),
            f(
                "replaced_impervious_sqft",
                "Impervious surface replaced",
                "number",
                unit="sq ft",
                minimum=0,
            ),
            f(
                "ms4_compliance_documentation",
                "Documentation demonstrating compliance with the MS4 Permit on the plans "
                "and permit application",
                "multiline",
                True,
                citations=(
                    c(
                        454,
                        454,
                        "provides documentation to demonstrate compliance with the MS4 Permit",
                    ),
                ),
            ),
            f(
                "impervious_minimization",
                "How impervious surface is minimized and runoff controlled (infiltration, "
                "evapotranspiration, bioretention, rainfall harvest and use)",
                "multiline",
                True,
                citations=(
                    c(454, 454, "by minimizing impervious surface area and controlling runoff"),
                ),
            ),
            f(
                "hillside_conserve_natural_areas",
                "D.1(a) Conserve natural areas",
                "bool",
                section="Single-family hillside",
                citations=(c(458, 458, "Conserve natural areas"),),
            ),
            f(
                "hillside_protect_slopes_channels",
                "D.1(b) Protect slopes and channels",
                "bool",
                section="Single-family hillside",
                citations=(c(460, 460, "Protect slopes and channels"),),
            ),
            f(
                "hillside_stenciling_signage",
                "D.1(c) Storm drain system stenciling and signage",
                "bool",
                section="Single-family hillside",
                citations=(c(462, 462, "storm drain system stenciling and signage"),),
            ),
            f(
                "hillside_roof_runoff_to_vegetation",
                "D.1(d) Roof runoff diverted to vegetated areas before discharge",
                "bool",
                section="Single-family hillside",
                citations=(c(464, 464, "Divert roof runoff to vegetated areas before discharge"),),
            ),
            f(
                "hillside_surface_flow_to_vegetation",
                "D.1(e) Surface flow directed to vegetated areas before discharge",
                "bool",
                section="Single-family hillside",
                citations=(c(466, 466, "Direct surface flow to vegetated areas before discharge"),),
            ),
            f(
                "hillside_slope_instability",
                "Where a diversion would result in slope instability, explain",
                "multiline",
                section="Single-family hillside",
                citations=(c(464, 466, "would result in slope instability"),),
            ),
            f(
                "green_streets_measures",
                "D.2 Street and road construction: US EPA wet weather guidance and Green "
                "Streets Manual measures",
                "multiline",
                section="Streets and roads",
                citations=(c(468, 468, "the city's most current Green Streets Manual"),),
            ),
            f(
                "p85_24hr_in",
                "85th percentile 24-hour depth (Los Angeles County isohyetal map)",
                "number",
                unit="in",
                minimum=0,
                section="Retention (D.3)",
                citations=(
                    c(474, 474, "Los Angeles County 85th percentile precipitation isohyetal map"),
                ),
            ),
            f(
                "swqdv_cuft",
                "Storm water quality design volume (greater of the 85th percentile and 0.75-inch "
                "events)",
                "number",
                unit="cu ft",
                minimum=0,
                section="Retention (D.3)",
                citations=(c(476, 476, "0.75 inch, 24-hour rain event, whichever is greater"),),
            ),
            f(
                "retention_bmps",
                "BMPs retaining the SWQDv onsite",
                "table",
                section="Retention (D.3)",
                columns=(
                    f("drainage_area", "Drainage area", required=True),
                    f(
                        "bmp_type",
                        "BMP",
                        "choice",
                        True,
                        choices=(
                            "infiltration",
                            "bioretention",
                            "evapotranspiration",
                            "rainfall harvest and use",
                            "green roof",
                        ),
                    ),
                    f("volume_cuft", "Volume retained", "number", True, unit="cu ft", minimum=0),
                ),
                citations=(c(472, 472, "Retain storm water runoff onsite"),),
            ),
            f(
                "hydromodification_measures",
                "Measures minimizing hydromodification impacts to natural drainage systems",
                "multiline",
                section="Retention (D.3)",
                citations=(
                    c(478, 478, "Minimize hydromodification impacts to natural drainage systems"),
                ),
            ),
            cert(
                "plan_check_fee_paid",
                "LID plan check fee paid before review",
                c(614, 614, "the applicant shall pay a LID plan check fee"),
            ),
        ),
    ),
    FormSpec(
        id="small_site_lid_plan",
        gated_by=("lid116_small_site_plan",),
        title="Small site LID plan (§ 12.16.116(B))",
        description="For projects not listed in § 12.16.114(C) creating, adding or replacing 500 "
        "sq ft or more of impervious surface; per the LID manual for small sites.",
        citations=(
            c(544, 544, "shall prepare a small site LID plan", f"{S116}(B)"),
            c(
                213,
                213,
                "such plan prepared by the project applicant pursuant to § 12.16.116(B)",
                "definitions PPP",
            ),
        ),
        fields=(
            *APPLICANT,
            f(
                "impervious_created_added_replaced_sqft",
                "Impervious surface created, added or replaced",
                "number",
                True,
                unit="sq ft",
                minimum=500,
                citations=(c(544, 544, "500 square feet or more of impervious surface area"),),
            ),
            f(
                "lid_category",
                "LID category of the manual for small sites",
                "choice",
                True,
                choices=(
                    "residential (four or fewer units)",
                    "commercial/industrial (five or more units or nonresidential)",
                ),
                citations=(c(554, 556, "for the commercial/industrial LID category"),),
            ),
            f("residential_units", "Residential units", "integer", minimum=0),
            f(
                "compliance_extent",
                "Extent of compliance",
                "choice",
                True,
                choices=(
                    "entire site (50% or more of existing impervious altered, or new development)",
                    "incremental development only (less than 50% altered)",
                ),
                citations=(c(558, 560, "only such incremental development shall comply"),),
            ),
            f(
                "altered_share_pct",
                "Share of existing impervious surfaces altered",
                "number",
                unit="%",
                minimum=0,
                maximum=100,
            ),
            f(
                "design_storm_option",
                "Water quality design storm",
                "choice",
                True,
                choices=(
                    "(a) 85th percentile 24-hour event as maximized capture volume, 48 to 72-hour "
                    "drawdown",
                    "(b) 0.75 inch, 24 hour rain event",
                ),
                citations=(
                    c(
                        548,
                        550,
                        "The volume of runoff produced from a 0.75 inch, 24 hour rain event",
                    ),
                ),
            ),
            f(
                "design_volume_cuft",
                "Design storm volume managed onsite without runoff leaving the site",
                "number",
                True,
                unit="cu ft",
                minimum=0,
                citations=(c(546, 546, "without any storm water runoff leaving the site"),),
            ),
            f(
                "lid_bmps",
                "LID BMP alternatives from the manual for small sites",
                "table",
                True,
                columns=(
                    f("drainage_area", "Drainage area", required=True),
                    f("bmp", "LID BMP alternative", required=True),
                    f("volume_cuft", "Volume managed", "number", unit="cu ft", minimum=0),
                ),
                citations=(c(546, 546, "high removal efficiency LID BMP alternatives"),),
            ),
            f(
                "pollutant_control",
                "How pollutants are kept onsite for the design storm, or the approved LID strategy "
                "treating the site",
                "multiline",
                True,
                citations=(c(552, 552, "Pollutants shall be prevented from leaving the site"),),
            ),
            cert(
                "documentation_on_plans",
                "Documentation of compliance with the manual is on the plans submitted",
                c(
                    544,
                    544,
                    "provides documentation to demonstrate compliance with the LID manual for "
                    "small sites",
                ),
            ),
            f(
                "infeasibility_demonstration",
                "Technical infeasibility, if claimed, demonstrated here",
                "multiline",
                citations=(
                    c(
                        564,
                        564,
                        "the infeasibility shall be demonstrated in the submitted small site LID "
                        "plan",
                    ),
                ),
            ),
        ),
    ),
    FormSpec(
        id="technical_infeasibility_request",
        gated_by=("lid114_d3_retain_swqdv",),
        title="Technical infeasibility / waiver request (§ 12.16.114(E))",
        description="In writing to the Director; approvable only where the MS4 permit allows "
        "(L482).",
        citations=(
            c(482, 482, "Any waiver request shall be in writing to the director", f"{S114}(E)(1)"),
            c(
                484,
                484,
                "submitting a site-specific hydrologic and/or design analysis",
                f"{S114}(E)(2)",
            ),
        ),
        fields=(
            *APPLICANT,
            f(
                "waiver",
                "Waiver requested",
                "choice",
                True,
                choices=("full", "partial"),
                citations=(c(482, 482, "Full or partial waivers of compliance"),),
            ),
            f(
                "impracticability",
                "Why the design elements are impracticable and non-economical or physically "
                "impossible due to site characteristics",
                "multiline",
                True,
                citations=(
                    c(
                        482,
                        482,
                        "are impracticable and are non-economical or otherwise physically "
                        "impossible",
                    ),
                ),
            ),
            f(
                "conditions",
                "Conditions of technical infeasibility",
                "multichoice",
                True,
                choices=INFEASIBILITY_114,
                citations=(
                    c(
                        484,
                        484,
                        "Technical infeasibility may result from conditions including the "
                        "following",
                    ),
                ),
            ),
            cert(
                "cannot_retain_100_percent",
                "The project cannot reliably retain 100 percent of the SWQDv on-site, even "
                "with the maximum application of green roofs and rainwater harvest and use",
                c(484, 484, "cannot reliably retain 100 percent of the SWQDv on-site"),
            ),
            f(
                "analysis",
                "Site-specific hydrologic and/or design analysis (summary and attachment "
                "reference)",
                "multiline",
                True,
                citations=(c(484, 484, "site-specific hydrologic and/or design analysis"),),
            ),
            f(
                "endorsed_by",
                "Analysis conducted and endorsed by",
                "choice",
                True,
                choices=PROFESSIONS,
                citations=(
                    c(
                        484,
                        484,
                        "endorsed by a registered professional engineer, geologist, architect",
                    ),
                ),
            ),
            f("endorser_name", "Name of the endorsing professional", required=True),
            f("endorser_registration", "Registration or license number", required=True),
            f("swqdv_cuft", "SWQDv", "number", True, unit="cu ft", minimum=0),
            f(
                "retained_volume_cuft",
                "Volume reliably retained onsite",
                "number",
                True,
                unit="cu ft",
                minimum=0,
            ),
            f(
                "biofiltration_volume_cuft",
                "Biofiltration volume (1.5 times the portion not reliably retained)",
                "number",
                unit="cu ft",
                minimum=0,
                citations=(
                    c(498, 498, "biofiltrate 1.5 times the portion of the remaining SWQDv"),
                ),
            ),
            f(
                "flow_through_intensity_in_per_hr",
                "Flow-through design intensity (greater of 0.2 in/hr and the one-year, "
                "one-hour intensity)",
                "number",
                unit="in/hr",
                minimum=0.2,
                citations=(c(504, 506, "whichever is greater"),),
            ),
            f(
                "flow_through_design_flow_cfs",
                "Flow-through design flow",
                "number",
                unit="cfs",
                minimum=0,
            ),
            f(
                "offsite_alternative",
                "Offsite infiltration or groundwater replenishment eligibility asked of the "
                "Director",
                "bool",
                citations=(
                    c(
                        500,
                        500,
                        "The applicant should contact the director to determine eligibility",
                    ),
                ),
            ),
        ),
    ),
    FormSpec(
        id="small_site_waiver_request",
        gated_by=("lid116_small_site_plan",),
        title="Small site technical infeasibility and waiver (§ 12.16.116(C))",
        description="Demonstrated in the small site LID plan; determined by the Director in "
        "consultation with the Department of Building and Safety (L564).",
        citations=(
            c(
                564,
                564,
                "reviewed in consultation with the Department of Building and Safety",
                f"{S116}(C)(1)",
            ),
            c(578, 578, "will be granted a waiver", f"{S116}(C)(2)"),
        ),
        fields=(
            *APPLICANT,
            f(
                "conditions",
                "Conditions of technical infeasibility",
                "multichoice",
                True,
                choices=INFEASIBILITY_116,
                citations=(c(564, 564, "may include, but are not limited to"),),
            ),
            f(
                "demonstration",
                "Demonstration of infeasibility (as in the small site LID plan)",
                "multiline",
                True,
            ),
            f("extent", "Infeasible", "choice", True, choices=("fully", "partially")),
            f(
                "equivalent_area_proposal",
                "Equivalent area proposed within the same project area",
                "multiline",
                citations=(c(578, 578, "propose an equivalent area within the same project area"),),
            ),
            f("equivalent_area_sqft", "Equivalent area", "number", unit="sq ft", minimum=0),
        ),
    ),
    FormSpec(
        id="lid_plan_extension_request",
        gated_by=("lid114_lid_plan", "lid116_small_site_plan"),
        title="Written request to extend a LID or small site LID plan (180 days at most)",
        description="The Director may extend the time by written extension for not more than 180 "
        "days (L530, L602).",
        citations=(
            c(530, 530, "upon written request by the applicant", f"{S114}(H)(3)"),
            c(602, 602, "upon written request by the applicant", f"{S116}(F)(3)"),
        ),
        fields=(
            *APPLICANT,
            f(
                "plan",
                "Plan",
                "choice",
                True,
                choices=("LID plan (§ 12.16.114)", "small site LID plan (§ 12.16.116)"),
            ),
            f("approved_on", "Date the plan was approved", "date", True),
            f(
                "circumstances",
                "Circumstances beyond the applicant's control that prevented construction from "
                "commencing",
                "multiline",
                True,
                citations=(
                    c(
                        530,
                        530,
                        "circumstances beyond the control of the applicant prevented the "
                        "construction",
                    ),
                ),
            ),
            f(
                "extension_days",
                "Extension requested",
                "integer",
                True,
                unit="days",
                minimum=1,
                maximum=180,
                citations=(
                    c(530, 530, "for a period not to exceed one hundred eighty (180) days"),
                ),
            ),
        ),
    ),
    FormSpec(
        id="vacant_parcel_compliance_plan",
        gated_by=("vacant_parcel_compliance_plan",),
        title="Vacant parcel compliance plan (sediment controls and maintenance plan)",
        description="For vacant parcels of 43,560 sq ft (one acre) or more, following the City's "
        "guidance manual; reviewed by the City's stormwater consulting firm (L634).",
        citations=(
            c(
                626,
                626,
                "shall submit a compliance plan following the guidance manual",
                "vacant parcels C.1",
            ),
            c(630, 630, "must incorporate measures to control sediment", "vacant parcels C.2.a"),
            c(632, 632, "must also include a maintenance section", "vacant parcels C.2.b"),
        ),
        fields=(
            f("owner_name", "Property owner or other responsible party", required=True),
            f("parcel", "Parcel address or APN(s)", required=True),
            f(
                "parcel_kind",
                "Parcel",
                "choice",
                True,
                choices=(
                    "vacant parcel",
                    "partially vacant parcel (permitted structure, unimproved portion)",
                    "contiguous vacant parcels of one owner",
                ),
                citations=(
                    c(231, 231, "collectively be considered a single unimproved vacant parcel"),
                    c(239, 239, "unimproved portion totals 1.0 acre or more in size"),
                ),
            ),
            f(
                "vacant_area_sqft",
                "Vacant (unimproved) area",
                "number",
                True,
                unit="sq ft",
                minimum=43_560,
                citations=(
                    c(626, 626, "equal to or greater than 43,560 square feet (one acre or more)"),
                ),
            ),
            f(
                "sediment_control_measures",
                "Sediment control measures",
                "table",
                True,
                columns=(
                    f("device", "Device or measure", required=True),
                    f(
                        "source",
                        "Source",
                        "choice",
                        True,
                        choices=(
                            "listed in the guidance manual",
                            "alternate device of equal effectiveness",
                        ),
                    ),
                    f("location", "Location on the parcel", required=True),
                    f("quantity", "Quantity or extent"),
                ),
                citations=(c(630, 630, "can propose alternate devices of equal effectiveness"),),
            ),
            f(
                "maintenance_plan",
                "Maintenance procedures keeping soil erosion and sediment control measures in "
                "proper working condition indefinitely",
                "multiline",
                True,
                citations=(c(632, 632, "in proper working condition indefinitely"),),
            ),
            f(
                "notice_date",
                "Date of the original mailing or posting of the notice",
                "date",
                citations=(c(636, 636, "from the date of the original mailing or posting"),),
            ),
        ),
    ),
    FormSpec(
        id="vacant_parcel_additional_time_request",
        gated_by=("vacant_parcel_compliance_plan",),
        title="Vacant parcel: request for additional time",
        description="Written request to the Director for time beyond the 180 days (L636).",
        citations=(
            c(
                636,
                636,
                "Any request for additional time shall be made in writing",
                "vacant parcels D",
            ),
        ),
        fields=(
            f("parcel", "Parcel address or APN(s)", required=True),
            cert(
                "agreement_to_comply",
                "The owner agrees to comply with the requirements of this section",
                c(
                    636,
                    636,
                    "shall include agreement to comply with the requirements of this section",
                ),
            ),
            f(
                "justification",
                "Justification for the request",
                "multiline",
                True,
                citations=(c(636, 636, "shall provide justification for the request"),),
            ),
            f(
                "estimated_completion",
                "Estimated completion date",
                "date",
                True,
                citations=(c(636, 636, "shall state an estimated completion date"),),
            ),
            f(
                "owner_signatures",
                "Signatures of the property owner(s)",
                "table",
                True,
                columns=(
                    f("owner", "Owner", required=True),
                    f("signed_on", "Signed on", "date", True),
                ),
                citations=(c(636, 636, "shall be signed by the property owner(s)"),),
            ),
        ),
    ),
    FormSpec(
        id="discharge_notification",
        gated_by=("discharge_notification_and_report",),
        title="Immediate and 48-hour written notification of a discharge",
        description="Immediately by telephone or in person; the same information in writing "
        "within 48 hours (L331).",
        citations=(
            c(
                331,
                331,
                "shall immediately notify the Director by telephone or in person",
                "notification A",
            ),
            c(331, 331, "Written notification of such discharge information", "notification A"),
        ),
        fields=(
            f(
                "notified_by",
                "Immediate notice given",
                "choice",
                True,
                choices=("telephone", "in person"),
            ),
            f("notified_at", "Immediate notice given at", "datetime", True),
            f(
                "location",
                "Location of the discharge",
                required=True,
                citations=(c(331, 331, "the location of the Discharge"),),
            ),
            f(
                "discharged_at",
                "Date and time of the discharge",
                "datetime",
                True,
                citations=(c(331, 331, "the date and time of the Discharge"),),
            ),
            f("pollutant", "Type of pollutant discharged", required=True),
            f(
                "concentration_volume",
                "Concentration and volume discharged",
                required=True,
                citations=(
                    c(331, 331, "the type and concentration of the volume of Pollutant Discharged"),
                ),
            ),
            f(
                "corrective_action",
                "Corrective action taken",
                "multiline",
                True,
                citations=(
                    c(331, 331, "any corrective action taken as a result of the Illicit Discharge"),
                ),
            ),
            f(
                "written_notification_at",
                "Written notification provided at (within 48 hours)",
                "datetime",
            ),
        ),
    ),
    FormSpec(
        id="discharge_written_report",
        gated_by=("discharge_notification_and_report",),
        title="Detailed written report of a discharge (10 calendar days)",
        description="Filed with the Director within ten calendar days; not a waiver of liability "
        "(L333).",
        citations=(
            c(333, 333, "file with the Director a detailed written report", "notification B"),
        ),
        fields=(
            f(
                "cause",
                "Cause of the discharge",
                "multiline",
                True,
                citations=(c(333, 333, "describing the cause of the discharge"),),
            ),
            f("discharged_at", "Date and time of the discharge", "datetime", True),
            f("material", "Type of material discharged", required=True),
            f("concentration", "Concentration", required=True),
            f(
                "volume",
                "Volume discharged",
                required=True,
                citations=(
                    c(333, 333, "the type, concentration and volume of material discharged"),
                ),
            ),
            f("location", "Location of the discharge", required=True),
            f(
                "impacts",
                "Information needed to fully explain the potential impacts",
                "multiline",
                True,
                citations=(
                    c(333, 333, "to fully explain the potential impacts from the Discharge"),
                ),
            ),
            f("corrective_action", "Corrective action or other measures taken", "multiline", True),
            f(
                "prevention",
                "Measures taken to prevent similar discharges in the future",
                "multiline",
                True,
                citations=(
                    c(333, 333, "any measures taken to prevent similar Discharges in the future"),
                ),
            ),
        ),
    ),
    FormSpec(
        id="lid_bmp_transfer_conditions",
        gated_by=("treatment_system_maintenance",),
        title="Transfer or lease of a property with LID BMPs: maintenance conditions",
        description="Conditions included in the sale or lease agreement or deed (L534, L606).",
        citations=(
            c(534, 534, "shall include conditions requiring the transferee", f"{S114}(I)(1)"),
            c(
                606,
                606,
                "Such requirement shall be included in any sale or lease agreement or deed",
                f"{S116}(G)(1)",
            ),
        ),
        fields=(
            f("transferee", "Transferee or lessee", required=True),
            f(
                "obligation",
                "Transferee's obligation",
                "choice",
                True,
                choices=(
                    "(a) assume responsibility for maintenance of the existing LID BMPs",
                    "(b) replace the LID BMPs with measures meeting the then current City and MS4 "
                    "standards",
                ),
                citations=(
                    c(534, 534, "assume responsibility for maintenance of any existing LID BMP"),
                ),
            ),
            f(
                "instrument",
                "Included in",
                "multichoice",
                True,
                choices=("sale agreement", "lease agreement", "deed"),
            ),
            cert(
                "annual_inspection_provision",
                "The condition requires maintenance inspections of all LID BMPs at least "
                "once a year and retention of proof",
                c(534, 534, "at least once a year and retain proof of inspection"),
            ),
            f(
                "hoa_ccr_language",
                "HOA common-area BMPs: maintenance responsibility stated in the CC&Rs",
                "bool",
                citations=(
                    c(
                        536,
                        536,
                        "shall be included in the project's conditions, covenants and restrictions",
                    ),
                ),
            ),
            f(
                "educational_materials",
                "Printed educational materials accompany the deed transfer",
                "bool",
                citations=(
                    c(
                        536,
                        536,
                        "Printed educational materials will be required to accompany the first "
                        "deed transfer",
                    ),
                ),
            ),
            f(
                "dedication_pending",
                "BMPs in an area proposed for dedication (developer responsible until accepted)",
                "bool",
                citations=(
                    c(
                        538,
                        538,
                        "the responsibility of the developer until the dedication is accepted",
                    ),
                ),
            ),
        ),
    ),
    FormSpec(
        id="construction_permit_documents",
        gated_by=("construction_cgp_documents",),
        title="Construction site: State permit documents kept on site",
        description="Kept readily available at the construction site and retained three years "
        "(L361-367).",
        citations=(
            c(
                361,
                361,
                "shall have at least the following readily available at the construction site",
                "construction A",
            ),
            c(387, 387, "certification that an SWPPP has been prepared", "construction C.2.a"),
        ),
        fields=(
            cert(
                "noi_copy",
                "One copy of the notice of intent for the State Construction General Permit",
                c(363, 363, "One (1) copy of the notice of intent"),
            ),
            f(
                "wdid",
                "Waste discharge identification (WDID) number issued by the State Board",
                required=True,
                citations=(c(364, 364, "The waste discharge identification (WDID) number"),),
            ),
            cert(
                "swppp_copy",
                "One copy of the SWPPP and storm water monitoring plan",
                c(365, 365, "One (1) copy of the SWPPP and storm water monitoring plan"),
            ),
            f(
                "latest_document_date",
                "Date generated or submitted, whichever is last",
                "date",
                True,
                citations=(c(367, 367, "whichever is last"),),
            ),
        ),
    ),
    FormSpec(
        id="construction_waiver_request",
        gated_by=("construction_minimum_bmps",),
        title="Construction requirements: written request for a full or partial waiver",
        description="In writing to the Director; approvable only where the construction general "
        "permit allows (L411).",
        citations=(
            c(
                411,
                411,
                "Any waiver request shall be in writing to the director",
                "construction D.6",
            ),
            c(
                411,
                411,
                "may only be approved where permitted in accordance with the terms of the existing "
                "construction general permit",
                "construction D.6",
            ),
        ),
        fields=(
            *APPLICANT,
            f(
                "scope",
                "Full or partial waiver",
                "choice",
                True,
                choices=("full", "partial"),
                citations=(c(411, 411, "Full or partial waivers of compliance"),),
            ),
            f(
                "requirements",
                "Construction requirements the waiver is asked for",
                "multiline",
                True,
            ),
            f(
                "why_impracticable",
                "Why the design elements are impracticable, and non-economical or otherwise "
                "physically impossible due to the site characteristics or other characteristics "
                "unique to the project",
                "multiline",
                True,
                citations=(
                    c(
                        411,
                        411,
                        "are impracticable, and are non-economical or otherwise physically "
                        "impossible",
                    ),
                ),
            ),
            f(
                "cgp_provision",
                "Provision of the construction general permit that permits the waiver",
                required=True,
                citations=(c(411, 411, "the terms of the existing construction general permit"),),
            ),
        ),
    ),
]
