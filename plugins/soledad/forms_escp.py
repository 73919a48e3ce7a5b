"""Soledad erosion and sediment control plan form (Construction F.1): the plan's contents,
one field per item the text lists.
"""

from __future__ import annotations

from workbench.api import FormField, FormSpec

from . import flags as F
from .common import c
from .form_parts import _PERMIT_TABLE, f

_F1 = "Construction F.1"
_SEDIMENT = (
    "silt fence",
    "sand bag berms",
    "hay bales",
    "check dams",
    "interceptor swales/dikes",
    "other",
)
_TEMP_STAB = (
    "temporary seeding",
    "erosion control blankets/matting",
    "mulch/compost",
    "temporary sodding",
    "other",
)
_FINAL_STAB = ("permanent seeding", "permanent sodding", "impervious surfaces", "other")
_NSW_SOURCES = (
    "return flows from landscape irrigation",
    "ground water",
    "water line flushing",
    "discharges from potable water sources",
    "dewatering",
    "other",
)

ESCP = FormSpec(
    id="erosion_sediment_control_plan",
    gated_by=("erosion_sediment_control_plan",),
    title="Erosion and sediment control plan",
    description="Required for ground-disturbing projects not subject to the CGP (L529); approved "
    "before commencement where a construction stormwater permit is required (L355); must also "
    "meet section E.10 of Order 2013-0001-DWQ (outside this chapter). Keep on site and available "
    "for inspection (L531).",
    citations=(
        c(533, 533, "Contents of Erosion and Sediment Control Plan", _F1),
        c(
            531,
            531,
            "The plan must describe the implementation of best management practices",
            "Construction F",
        ),
        c(529, 529, "must meet the requirements of section E.10", "Construction F"),
    ),
    fields=(
        f(
            "construction_activity",
            "Description of the construction activity",
            "multiline",
            True,
            c(537, 537, "A description of the construction activity", f"{_F1}.a.i"),
            section="Site description",
        ),
        f(
            "development_plans",
            "Copy of any development plans (reference or attachment)",
            "text",
            True,
            c(539, 539, "A copy of any development plans", f"{_F1}.a.ii"),
            section="Site description",
        ),
        f(
            "construction_schedule",
            "Proposed construction schedule",
            "multiline",
            True,
            c(541, 541, "A proposed construction schedule", f"{_F1}.a.iii"),
            section="Site description",
        ),
        f(
            "total_site_area_sqft",
            "Total area of the site",
            "number",
            True,
            c(543, 543, "Total area of the site", f"{_F1}.a.iv"),
            unit="sq ft",
            minimum=0,
            section="Site description",
        ),
        f(
            "total_disturbed_area_sqft",
            "Total disturbed area, including off-site staging/storage areas",
            "number",
            True,
            c(543, 543, "including off-site staging/storage areas", f"{_F1}.a.iv"),
            unit="sq ft",
            minimum=0,
            section="Site description",
        ),
        f(
            "runoff_coefficient_before",
            "Estimated runoff coefficient before construction",
            "number",
            True,
            c(
                545,
                545,
                "An estimate of the runoff coefficient before and after construction",
                f"{_F1}.a.v",
            ),
            minimum=0,
            maximum=1,
            section="Site description",
            help="The chapter gives no method or value (L153, L545).",
        ),
        f(
            "runoff_coefficient_after",
            "Estimated runoff coefficient after construction activities are completed",
            "number",
            True,
            minimum=0,
            maximum=1,
            section="Site description",
        ),
        f(
            "soil_data",
            "Existing data describing the soil and soil erosion potential",
            "multiline",
            True,
            c(
                545,
                545,
                "existing data describing the soil and soil erosion potential",
                f"{_F1}.a.v",
            ),
            section="Site description",
        ),
        f(
            "existing_vegetation",
            "Existing vegetation at the site, including coverage",
            "multiline",
            True,
            c(
                547,
                547,
                "A description of the existing vegetation at the site, including coverage",
                f"{_F1}.a.vi",
            ),
            section="Site description",
        ),
        f(
            "other_pollution_sources",
            "Location of other sources of pollution (vehicle fueling, storage of "
            "chemicals, concrete washout areas, etc.)",
            "multiline",
            True,
            c(549, 549, "The location of other sources of pollution", f"{_F1}.a.vii"),
            section="Site description",
        ),
        f(
            "receiving_waters",
            "Name of the receiving water(s)",
            "text",
            True,
            c(551, 551, "The name of the receiving water(s)", f"{_F1}.a.viii"),
            section="Site description",
        ),
        f(
            "outfalls",
            "Outfalls (size, type and location)",
            "table",
            False,
            c(551, 551, "description of any outfalls (size, type and location)", f"{_F1}.a.viii"),
            columns=(
                FormField("size", "Size", "text", required=True),
                FormField("type", "Type", "text", required=True),
                FormField("location", "Location", "text", required=True),
            ),
            section="Site description",
        ),
        f(
            "ms4_system",
            "If the discharge is to an MS4: name of the system, location of the storm sewer "
            "discharge, and the ultimate receiving water(s)",
            "multiline",
            False,
            c(551, 551, "if the discharge is to a MS4, the name of the system", f"{_F1}.a.viii"),
            section="Site description",
        ),
        f(
            "grading_permits",
            "Applicable permits directly associated with grading activities",
            "table",
            False,
            c(
                553,
                553,
                "List applicable permits directly associated with grading activities",
                f"{_F1}.a.ix",
            ),
            columns=_PERMIT_TABLE,
            section="Site description",
            help="List every applicable permit (CGP, 401, 404, 1600, including but not limited "
            "to).",
        ),
        f(
            "grading_permit_evidence",
            "Evidence that all permits directly associated with the grading activity "
            "have been obtained prior to soil disturbance",
            "bool",
            True,
            c(
                555,
                555,
                "Include evidence that all permits directly associated with the grading activity "
                "have been obtained",
                f"{_F1}.a.x",
            ),
            section="Site description",
            help="Certification that the evidence is included (L555).",
        ),
        f(
            "bmp_implementation",
            "Implementation of best management practices to reduce pollutants in stormwater "
            "discharges (construction and post-development)",
            "multiline",
            True,
            c(
                531,
                531,
                "The plan must describe the implementation of best management practices",
                "Construction F",
            ),
            section="BMPs",
        ),
        f(
            "bmp_rationale",
            "Rationale used for selecting BMPs",
            "multiline",
            True,
            c(
                531,
                531,
                "The plan must also include the rationale used for selecting BMPs",
                "Construction F",
            ),
            section="BMPs",
        ),
        f(
            "soil_loss_calculations",
            "Supporting soil loss calculations, if necessary",
            "multiline",
            False,
            c(531, 531, "supporting soil loss calculations, if necessary", "Construction F"),
            section="BMPs",
        ),
        f(
            "bmp_locations",
            "Locations and descriptions of control measures",
            "multiline",
            False,
            c(557, 557, "indicate locations for and descriptions of control measures", f"{_F1}.b"),
            section="BMPs",
        ),
        f(
            "bmps_before_clearing",
            "BMPs before clearing and grading activities begin",
            "multiline",
            False,
            c(559, 559, "Before clearing and grading activities begin", f"{_F1}.b.i"),
            section="BMPs by phase",
        ),
        f(
            "bmps_during_construction",
            "BMPs during all phases of construction",
            "multiline",
            False,
            c(561, 561, "During all phases of construction", f"{_F1}.b.ii"),
            section="BMPs by phase",
        ),
        f(
            "bmps_post_construction",
            "BMPs post-construction/post development",
            "multiline",
            False,
            c(563, 563, "Post-construction/post development", f"{_F1}.b.iii"),
            section="BMPs by phase",
        ),
        f(
            "temporary_sediment_controls",
            "Temporary sediment control measures",
            "multichoice",
            False,
            c(569, 579, "Temporary Sediment Control Measures", f"{_F1}.c.i(A)"),
            choices=_SEDIMENT,
            section="Control measures",
        ),
        f(
            "temporary_stabilization",
            "Temporary stabilization measures",
            "multichoice",
            False,
            c(581, 589, "Temporary Stabilization Measures", f"{_F1}.c.i(B)"),
            choices=_TEMP_STAB,
            section="Control measures",
        ),
        f(
            "final_stabilization",
            "Final stabilization measures",
            "multichoice",
            False,
            c(591, 597, "Final Stabilization Measures", f"{_F1}.c.i(C)"),
            choices=_FINAL_STAB,
            section="Control measures",
        ),
        f(
            "priority_level",
            "Project priority level (sets the inspection frequency)",
            "text",
            False,
            c(
                603,
                603,
                "required inspection frequencies determined by the project's priority level",
                f"{_F1}.d.i",
            ),
            section="Inspection and maintenance",
            help=F.plain(F.A18_UNDEFINED_TERMS),
        ),
        f(
            "inspection_procedures",
            "Inspection procedures and frequency for the entire construction phase",
            "multiline",
            False,
            c(
                599,
                599,
                "inspection and maintenance procedures during the entire construction phase",
                f"{_F1}.d",
            ),
            section="Inspection and maintenance",
        ),
        f(
            "inspection_reports",
            "An inspection report on the city's form for each inspection, a copy to the city, "
            "and reports retained on site",
            "bool",
            False,
            c(
                605,
                609,
                "Complete an inspection report (provided by the city) for each inspection "
                "performed",
                f"{_F1}.d.i",
            ),
            section="Inspection and maintenance",
        ),
        f(
            "maintenance_procedures",
            "Maintenance procedures (as soon as possible where inspections identify a need; "
            "per manufacturer's specifications; records kept on site)",
            "multiline",
            False,
            c(
                613,
                617,
                "Maintenance shall be performed on applicable BMPs as soon as possible",
                f"{_F1}.d.ii",
            ),
            section="Inspection and maintenance",
        ),
        f(
            "non_stormwater_discharges",
            "Non-stormwater discharges: location, description and BMPs",
            "table",
            False,
            c(619, 629, "a location and description of non-stormwater discharges", f"{_F1}.d.iii"),
            columns=(
                FormField("source", "Source", "choice", required=True, choices=_NSW_SOURCES),
                FormField("location", "Location", "text", required=True),
                FormField("description", "Description", "text", required=True),
                FormField("bmps", "BMPs for managing it", "text", required=True),
            ),
            section="Non-stormwater discharges",
            help=F.plain(F.A17_DEWATERING),
        ),
    ),
)
