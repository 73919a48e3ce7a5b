"""Livingston post-construction forms: the small project measures, the regulated project's
treatment submittal and the operation and maintenance agreement.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import c
from .form_checks import SMALL_AREA_AGAINST_THE_SITE, SMALL_BAND
from .form_parts import CRITERIA, SITE_ASSESSMENT_METHODS, SITE_DESIGN_MEASURES, F, _yes
from .vocabulary import ACTIVITIES

POST_CONSTRUCTION_FORMS: list[FormSpec] = [
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
        checks=(SMALL_BAND, SMALL_AREA_AGAINST_THE_SITE),
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
]
