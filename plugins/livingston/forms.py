"""Livingston submittals as declarative forms.

``required=True`` only where the text says what a submittal shall contain or must be. The
chapter never names a single post-construction plan ("stormwater control plan"): the
treatment submittal below gathers what L259-351 require of regulated projects, and says so.
"""

from __future__ import annotations

from workbench.api import FormField, FormSpec

from .common import c
from .vocabulary import ACTIVITIES

F = FormField


def _yes(fid: str, label: str, citation, required: bool = True, help: str = "") -> FormField:
    return F(fid, label, "bool", required=required, citations=(citation,), help=help)


SITE_DESIGN_MEASURES = (
    "stream_setbacks_buffers",
    "soil_quality",
    "tree_planting",
    "rooftop_disconnection",
    "porous_pavement",
    "green_roofs",
    "vegetated_swales",
)
SITE_ASSESSMENT_METHODS = (
    "development_envelope",
    "less_permeable_soils",
    "limit_impervious",
    "setbacks",
    "significant_trees",
    "natural_landforms",
    "avoid_grading",
    "natural_drainage",
    "detain_retain",
)
CRITERIA = ("wef_asce_volume", "casqa_80pct_capture", "flow_0_2_in_per_hr", "flow_2x_p85_hourly")

FORMS: list[FormSpec] = [
    FormSpec(
        id="escp",
        gated_by=("erosion_sediment_control_plan",),
        title="Erosion and sediment control plan (ESCP) and ESCP worksheet",
        description="For projects with less than an acre of soil disturbance or not subject to "
        "the construction general permit (L161), such as one with an erosivity waiver over one "
        "acre (L165). The chapter does not specify the ESCP's or the worksheet's contents ; the "
        "fields below are the minimum BMPs every construction project must implement (L159).",
        citations=(
            c(
                161,
                161,
                "an erosion and sediment control plan (ESCP) and the ESCP worksheet must be "
                "submitted",
                "construction",
            ),
            c(
                159,
                159,
                "implement BMPs for erosion and sediment controls, soil stabilization, dewatering",
                "construction",
            ),
        ),
        fields=(
            F("project_name", "Project name and address", required=True),
            F(
                "disturbed_area_sqft",
                "Area of soil disturbance",
                "number",
                required=True,
                unit="sq ft",
                minimum=0,
                help="Less than one acre, or any area with an erosivity waiver (L161, L165): a "
                "project not subject to the construction general permit",
            ),
            _yes(
                "erosivity_waiver",
                "Erosivity waiver",
                c(165, 165, "have an erosivity waiver", "construction"),
                required=False,
            ),
            F(
                "erosion_sediment_controls",
                "Erosion and sediment controls",
                "multiline",
                required=True,
                citations=(c(159, 159, "erosion and sediment controls", "construction"),),
            ),
            F(
                "soil_stabilization",
                "Soil stabilization",
                "multiline",
                required=True,
                citations=(c(159, 159, "soil stabilization", "construction"),),
            ),
            F(
                "dewatering",
                "Dewatering",
                "multiline",
                required=True,
                citations=(c(159, 159, "dewatering", "construction"),),
            ),
            F(
                "source_controls",
                "Source controls",
                "multiline",
                required=True,
                citations=(c(159, 159, "source controls", "construction"),),
            ),
            F(
                "pollution_prevention",
                "Pollution prevention measures",
                "multiline",
                required=True,
                citations=(c(159, 159, "pollution prevention measures", "construction"),),
            ),
            F(
                "prohibited_discharges",
                "Prohibited discharges",
                "multiline",
                required=True,
                citations=(c(159, 159, "prohibited discharges", "construction"),),
            ),
            F(
                "waste_control",
                "Waste control and disposal (building materials, concrete truck washout, "
                "chemicals, litter, sanitary waste)",
                "multiline",
                required=True,
                citations=(
                    c(
                        173,
                        173,
                        "concrete truck washout, chemicals, litter and sanitary waste",
                        "construction",
                    ),
                ),
            ),
            F(
                "worksheet_attached",
                "ESCP worksheet attached",
                "bool",
                required=True,
                help="Certification: the ESCP worksheet is submitted with the plan",
                citations=(
                    c(161, 161, "the ESCP worksheet must be submitted to the city", "construction"),
                ),
            ),
        ),
    ),
    FormSpec(
        id="cgp_evidence",
        gated_by=("construction_general_permit",),
        title="Construction general permit: WDID number and SWPPP",
        description="Projects subject to the state construction general permit submit the WDID "
        "number and the SWPPP before a construction permit is issued or improvement plans are "
        "approved (L161).",
        citations=(
            c(
                161,
                161,
                "the WDID number and the SWPPP shall be submitted to the city",
                "construction",
            ),
        ),
        fields=(
            F(
                "wdid_number",
                "WDID number",
                required=True,
                citations=(c(161, 161, "the WDID number", "construction"),),
            ),
            F(
                "swppp_reference",
                "SWPPP (title, date, preparer)",
                required=True,
                citations=(c(161, 161, "and the SWPPP shall be submitted", "construction"),),
            ),
            F(
                "disturbed_area_sqft",
                "Area of soil disturbance",
                "number",
                required=True,
                unit="sq ft",
                minimum=0,
            ),
            F(
                "risk_level",
                "CGP risk level / LUP type",
                "choice",
                required=True,
                choices=("risk 1", "risk 2", "risk 3", "LUP type 1", "LUP type 2", "LUP type 3"),
                citations=(c(167, 169, "risk 3/LUP type 3", "construction"),),
            ),
            F(
                "qsp_name",
                "Qualified SWPPP practitioner (QSP)",
                citations=(c(163, 163, "qualified SWPPP practitioner (QSP)", "construction"),),
            ),
        ),
    ),
    FormSpec(
        id="small_project_measures",
        gated_by=("small_project_site_design",),
        title="Small project: site design measures and runoff reduction",
        description="Projects creating and/or replacing between 2,500 and 5,000 sq ft (and "
        "detached single-family homes of 2,500 sq ft or more not part of a larger plan) implement "
        "one or more site design measures and quantify the runoff reduction (L183-199).",
        citations=(
            c(
                183,
                183,
                "shall implement one or more of the following site design measures",
                "post",
            ),
            c(199, 199, "shall quantify the runoff reduction", "post"),
        ),
        fields=(
            F(
                "created_replaced_sqft",
                "Impervious area created and/or replaced",
                "number",
                required=True,
                unit="sq ft",
                minimum=0,
            ),
            F(
                "measures",
                "Site design measures implemented (one or more)",
                "multichoice",
                required=True,
                choices=SITE_DESIGN_MEASURES,
                citations=(c(185, 197, "Green roofs", "post"),),
            ),
            F(
                "quantification_method",
                "Runoff-reduction quantification method",
                "choice",
                required=True,
                choices=("SMARTS postconstruction calculator", "other method accepted by the city"),
                citations=(
                    c(
                        199,
                        199,
                        "or another methodology determined to be acceptable by the city",
                        "post",
                    ),
                ),
            ),
            F("runoff_reduction", "Quantified runoff reduction", "multiline", required=True),
        ),
    ),
    FormSpec(
        id="stormwater_treatment_submittal",
        gated_by=("regulated_project",),
        title="Regulated project: site assessment, DMAs, numeric sizing and bioretention",
        description="What L201-351 require of a regulated project. The chapter names no single "
        "plan document (no 'stormwater control plan'); this form gathers the required analyses.",
        citations=(
            c(
                259,
                259,
                "All regulated projects shall implement low impact development standards",
                "post",
            ),
            c(281, 281, "the project site shall be divided into discrete DMAs", "post"),
            c(
                283,
                283,
                "satisfy at least one of the following hydraulic sizing design criteria",
                "post",
            ),
        ),
        fields=(
            F(
                "site_assessment",
                "Site assessment: how soils, vegetation and flow paths influence placement",
                "multiline",
                required=True,
                section="Site assessment",
                citations=(c(261, 261, "shall assess and evaluate how site conditions", "post"),),
            ),
            F(
                "layout_methods",
                "Site layout methods used",
                "multichoice",
                required=True,
                choices=SITE_ASSESSMENT_METHODS,
                section="Site assessment",
                citations=(
                    c(
                        261,
                        279,
                        "The following methods shall be used to optimize the site layout",
                        "post",
                    ),
                ),
            ),
            F(
                "dmas",
                "Drainage management areas",
                "table",
                required=True,
                section="DMAs",
                citations=(c(281, 281, "Each DMA shall manage runoff", "post"),),
                columns=(
                    F("name", "DMA", required=True),
                    F("area_sqft", "Area", "number", required=True, unit="sq ft", minimum=0),
                    F(
                        "impervious_fraction",
                        "Impervious fraction",
                        "number",
                        required=True,
                        minimum=0,
                        maximum=1,
                    ),
                    F(
                        "management",
                        "Managed by",
                        "choice",
                        required=True,
                        choices=(
                            "site design measures",
                            "source controls",
                            "treatment facility",
                            "self-retaining",
                        ),
                    ),
                    F("facility", "Facility"),
                    F(
                        "facility_area_sqft",
                        "Facility surface area",
                        "number",
                        unit="sq ft",
                        minimum=0,
                    ),
                ),
            ),
            F(
                "sizing_criteria",
                "Hydraulic sizing criteria satisfied (at least one)",
                "multichoice",
                required=True,
                choices=CRITERIA,
                section="Sizing",
                citations=(
                    c(
                        283,
                        295,
                        "two times the eighty-fifth percentile hourly rainfall intensity",
                        "post",
                    ),
                ),
            ),
            F(
                "sizing_calculations",
                "Sizing calculations (steps)",
                "multiline",
                required=True,
                section="Sizing",
            ),
            F(
                "runoff_reduction",
                "Quantified runoff reduction from site design, source control, LID and baseline "
                "hydromodification measures",
                "multiline",
                required=True,
                section="Sizing",
                citations=(c(203, 203, "shall quantify the runoff reduction", "post"),),
            ),
            F(
                "source_controls",
                "Pollutant-generating activities and their source controls",
                "multichoice",
                choices=tuple(ACTIVITIES),
                section="Source controls",
                citations=(c(235, 257, "Building and grounds maintenance", "post"),),
            ),
            F(
                "ponding_depth_in",
                "Surface reservoir depth",
                "number",
                unit="in",
                minimum=6,
                section="Bioretention",
                citations=(c(305, 305, "a depth of six inches", "post"),),
            ),
            F(
                "media_depth_in",
                "Planting medium depth",
                "number",
                unit="in",
                minimum=18,
                section="Bioretention",
                citations=(c(307, 307, "Minimum planting medium depth of 18 inches", "post"),),
            ),
            F(
                "media_rate_in_per_hr",
                "Planting medium infiltration rate",
                "number",
                unit="in/hr",
                minimum=5,
                section="Bioretention",
                citations=(
                    c(307, 307, "a minimum infiltration rate of five inches per hour", "post"),
                ),
            ),
            F(
                "gravel_depth_in",
                "Gravel layer depth",
                "number",
                unit="in",
                minimum=12,
                section="Bioretention",
                citations=(c(309, 309, "having a minimum depth of 12 inches", "post"),),
            ),
            F(
                "underdrain_at_top_of_gravel",
                "Underdrain discharge at top of gravel layer",
                "bool",
                section="Bioretention",
                citations=(c(311, 311, "discharge elevation at top of gravel layer", "post"),),
            ),
            F(
                "alternative_design_equivalence",
                "Alternative design: the four measures of equivalent effectiveness",
                "multiline",
                section="Bioretention",
                citations=(
                    c(
                        319,
                        327,
                        "Equal or greater protection against shock loadings and spills",
                        "post",
                    ),
                ),
            ),
            F(
                "hydromodification_analysis",
                "Hydromodification: postproject vs estimated preproject flow rate, two-year "
                "24-hour storm",
                "multiline",
                section="Hydromodification",
                citations=(
                    c(351, 351, "shall not exceed the estimated preproject flow rate", "post"),
                ),
            ),
        ),
    ),
    FormSpec(
        id="om_agreement",
        gated_by=("om_agreement",),
        title="Operation and maintenance agreement (signed, notarized, recorded)",
        description="Owners of property with a regulated project accept responsibility for the "
        "on-site source controls, treatment systems and hydromodification controls (L357-365).",
        citations=(
            c(
                357,
                357,
                "signed and notarized operation and maintenance agreement to be recorded",
                "om",
            ),
            c(
                365,
                365,
                "shall include a provision authorizing the city to access the project site",
                "om",
            ),
        ),
        fields=(
            F("owner", "Property owner", required=True),
            F("parcel", "Parcel (APN) and address", required=True),
            F(
                "controls",
                "Source controls, treatment systems and hydromodification controls covered",
                "multiline",
                required=True,
                citations=(
                    c(
                        357,
                        357,
                        "on site installed source control measures, treatment systems and "
                        "hydromodification controls",
                        "om",
                    ),
                ),
            ),
            _yes(
                "signed_notarized",
                "Signed and notarized",
                c(357, 357, "signed and notarized", "om"),
                help="Certification: the agreement is signed and notarized",
            ),
            F(
                "recording_number",
                "Merced County Recorder document number",
                required=True,
                citations=(c(357, 357, "recorded in the Merced County Recorder’s office", "om"),),
            ),
            _yes(
                "successors_bound",
                "Responsibility transfers to successors in interest",
                c(357, 357, "responsibility shall transfer to any successors in interest", "om"),
                help="Certification: the agreement binds successors in interest",
            ),
            _yes(
                "inspection_access",
                "City access for inspections of treatment and hydromodification controls",
                c(365, 365, "authorizing the city to access the project site", "om"),
                help="Certification: the agreement includes the inspection-access provision",
            ),
            F(
                "common_maintenance",
                "Multi-parcel or multiowner: maintenance mechanism",
                "choice",
                choices=(
                    "homeowners' association",
                    "condominium agreement",
                    "other legally enforceable agreement",
                ),
                citations=(c(359, 359, "either through a homeowners’ association", "om"),),
            ),
            F(
                "assessment_consent",
                "Consent to assessment fees for public or right-of-way controls",
                "bool",
                citations=(
                    c(363, 363, "shall agree to and consent to these assessment fees", "om"),
                ),
            ),
        ),
    ),
    FormSpec(
        id="bmp_petition",
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
        ),
    ),
    FormSpec(
        id="nov_appeal",
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
        ),
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
    ),
    FormSpec(
        id="recycled_pond_notice",
        gated_by=("irrigation_runoff",),
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
        ),
    ),
    FormSpec(
        id="cost_protest",
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
        ),
    ),
]
