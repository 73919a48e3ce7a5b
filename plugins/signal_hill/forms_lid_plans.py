"""Signal Hill LID plan forms: the LID plan (§ 12.16.114(D)) and the small site LID plan
(§ 12.16.116(B)).
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import S114, S116, c
from .form_checks import LID_PLAN_CONTENT
from .form_checks_site import SWQDV_AGAINST_THE_SITE
from .form_parts import APPLICANT, CATEGORIES_114, cert, f

LID_PLAN_FORMS: list[FormSpec] = [
    FormSpec(
        id="lid_plan",
        checks=(LID_PLAN_CONTENT, SWQDV_AGAINST_THE_SITE),
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
]
