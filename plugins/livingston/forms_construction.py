"""Livingston construction forms: the erosion and sediment control plan (ESCP) with its
worksheet and the construction general permit evidence.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import c
from .form_checks import ESCP_ON_STATE_PERMIT_SITE
from .form_parts import F, _yes

CONSTRUCTION_FORMS: list[FormSpec] = [
    FormSpec(
        id="escp",
        gated_by=("erosion_sediment_control_plan",),
        checks=(ESCP_ON_STATE_PERMIT_SITE,),
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
]
