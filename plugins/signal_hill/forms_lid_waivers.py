"""Signal Hill requests to be relieved of or given time for a LID plan: technical infeasibility
and waiver (§ 12.16.114(E), § 12.16.116(C)) and the extension of a plan.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import S114, S116, c
from .form_checks import INFEASIBILITY_VOLUMES
from .form_checks_site import SWQDV_AGAINST_THE_SITE, VOLUMES_AGAINST_THE_SITE
from .form_parts import APPLICANT, INFEASIBILITY_114, INFEASIBILITY_116, PROFESSIONS, cert, f

LID_WAIVER_FORMS: list[FormSpec] = [
    FormSpec(
        id="technical_infeasibility_request",
        checks=(INFEASIBILITY_VOLUMES, SWQDV_AGAINST_THE_SITE, VOLUMES_AGAINST_THE_SITE),
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
]
