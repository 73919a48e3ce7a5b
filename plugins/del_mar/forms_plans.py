"""Del Mar plan and maintenance forms: the SWPPP, the maintenance plan for post-construction
structural BMPs, the access easement and the proof of a long-term maintenance mechanism.
"""

from __future__ import annotations

from workbench.api import (
    FormField,
    FormSpec,
)

from .common import c
from .form_checks import NON_STRUCTURAL, SERVICING_DATE, SEVEN_NON_STRUCTURAL

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

PLAN_FORMS: tuple[FormSpec, ...] = (
    FormSpec(
        id="facility_swppp",
        gated_by=("swppp_on_demand", "hpif_city_swppp"),
        checks=(SEVEN_NON_STRUCTURAL,),
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
        checks=(SERVICING_DATE,),
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
)
