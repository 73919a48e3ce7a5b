"""Declarative forms for each submittal Ch. 13.52 lists (rendered by the shell, validated by
workbench.core.forms). ``required=True`` where the text says "shall", "must" or lists an item
as contents; "should" and "may include" items are optional. A certification is a ``bool``
whose help starts with "Certification", so the validator demands it be confirmed.
"""

from __future__ import annotations

from workbench.api import FormField, FormSpec

from . import flags as F
from .common import c
from .timing import (
    NOTC_AMENDMENT_LATE,
    PETITION_LATE,
    SPILL_CONFIRMATION_LATE,
    SPILL_NOTICE_LATE,
)

ORDER_TYPES = (
    "stop work order",
    "compliance order",
    "remediation, abatement and restoration order",
    "emergency cease and desist order",
)
GRADING_PERMITS = (
    "State construction general permit (CGP)",
    "State Water Board 401 Water Quality Certification",
    "U.S. Army Corps 404 Permit",
    "California Department of Fish and Game 1600 Agreement",
    "other permit directly associated with grading",
)
_PERMIT_TABLE = (
    FormField("permit", "Permit", "choice", required=True, choices=GRADING_PERMITS),
    FormField("identifier", "Permit number or identifier", "text", required=True),
    FormField("obtained_on", "Date obtained", "date"),
)


def f(fid: str, label: str, kind: str = "text", required: bool = False, *cites, **kw) -> FormField:
    return FormField(fid, label, kind, required=required, citations=tuple(cites), **kw)  # type: ignore[arg-type]


_E2 = "Construction E.2"
PERMIT_APPLICATION = FormSpec(
    id="construction_permit_application",
    gated_by=("construction_stormwater_permit",),
    title="Construction stormwater permit application",
    description="Submit at least two working days before beginning construction (L351); the "
    "permit must be obtained at least two working days before commencement (L461). Submit the "
    "erosion and sediment control plan with it (L459) and evidence of all permits directly "
    "associated with grading (L471).",
    citations=(
        c(
            457,
            457,
            "by application to the city manager by the owner and/or operator",
            "Construction E.1.b",
        ),
        c(473, 473, "Contents of a Construction Stormwater Permit", _E2),
        c(
            459,
            459,
            "shall require the submission of an erosion and sediment control plan",
            "Construction E.1.c",
        ),
    ),
    fields=(
        f(
            "site_location",
            "Address or other description of location of the construction site",
            "text",
            True,
            c(475, 475, "Address or other description of location", f"{_E2}.a"),
            section="a",
        ),
        f(
            "applicant_capacity",
            "Applicant is",
            "choice",
            True,
            c(331, 333, "A lessee if the lessee undertakes development", "Construction C.2"),
            choices=("owner of the property", "lessee undertaking development under the lease"),
            section="b",
        ),
        f(
            "owner_operator",
            "Name and address of the construction site owner and/or operator",
            "multiline",
            True,
            c(
                477,
                477,
                "Name and address of the construction site owner and/or operator",
                f"{_E2}.b",
            ),
            section="b",
        ),
        f(
            "general_contractor",
            "Name and address of the general construction contractor, if different",
            "multiline",
            False,
            c(
                477,
                477,
                "name and address of general construction contractor, if different",
                f"{_E2}.b",
            ),
            section="b",
        ),
        f(
            "onsite_rep_name",
            "On-site representative: name",
            "text",
            True,
            c(479, 479, "on-site representative", f"{_E2}.c"),
            section="c",
        ),
        f("onsite_rep_address", "On-site representative: address", "multiline", True, section="c"),
        f(
            "onsite_rep_phone",
            "On-site representative: business telephone number",
            "text",
            True,
            c(479, 479, "business telephone number", f"{_E2}.c"),
            section="c",
        ),
        f(
            "commencement_date",
            "Earliest date of commencement of construction activity",
            "date",
            True,
            c(481, 481, "Earliest date of commencement of construction activity", f"{_E2}.d"),
            section="d",
            help="Construction must start no later than thirty calendar days after this date or "
            "the permit is void (L465).",
        ),
        f(
            "termination_date",
            "Proposed date of termination of construction activity",
            "date",
            True,
            c(483, 483, "Proposed dates of termination of construction activity", f"{_E2}.e"),
            section="e",
            after="commencement_date",
        ),
        f(
            "final_stabilization_date",
            "Proposed date of completion of final stabilization activities",
            "date",
            True,
            c(483, 483, "completion of final stabilization activities", f"{_E2}.e"),
            section="e",
        ),
        f(
            "closure_date",
            "Proposed date of closure of the site",
            "date",
            True,
            c(483, 483, "closure of the site", f"{_E2}.e"),
            section="e",
        ),
        f(
            "stabilization_practices",
            "Practices to be employed for site stabilization during construction",
            "multiline",
            True,
            c(485, 485, "Practices to be employed for site stabilization", f"{_E2}.f"),
            section="f",
        ),
        f(
            "site_plan",
            "Site plan: land areas to be disturbed, types of disturbance, and areas that will be "
            "pervious and impervious after construction",
            "multiline",
            True,
            c(487, 487, "A site plan identifying land areas to be disturbed", f"{_E2}.g"),
            section="g",
        ),
        f(
            "disturbed_area_sqft",
            "Land area to be disturbed",
            "number",
            False,
            unit="sq ft",
            minimum=0,
            section="g",
        ),
        f(
            "suspension_stabilization",
            "Means of stabilizing the site during suspensions of fourteen or more days "
            "and permanently by completion",
            "multiline",
            True,
            c(
                489,
                489,
                "during suspension of construction activity for periods of fourteen or more days",
                f"{_E2}.h",
            ),
            section="h",
            help="'fourteen or more days' has no unit qualifier (compare 'fourteen continuous "
            "calendar days', L389).",
        ),
        f(
            "other_information",
            "Other information the city manager may deem necessary",
            "multiline",
            False,
            c(491, 491, "Any other information the city manager may deem necessary", f"{_E2}.i"),
            section="i",
        ),
        f(
            "escp_submitted",
            "Erosion and sediment control plan submitted with this application",
            "bool",
            True,
            c(
                459,
                459,
                "shall require the submission of an erosion and sediment control plan",
                "Construction E.1.c",
            ),
            help="Certification that the erosion and sediment control plan accompanies this "
            "application (L459).",
        ),
        f(
            "grading_permits",
            "Permits directly associated with grading activities, with evidence",
            "table",
            False,
            c(
                471,
                471,
                "all permits directly associated with grading activities",
                "Construction E.1.i",
            ),
            columns=_PERMIT_TABLE,
            help="The city manager will not issue the permit until evidence of these permits is "
            "submitted (L471).",
        ),
        f(
            "applicant_certification",
            "Applicant certifies the information provided is true and accurate",
            "bool",
            True,
            c(
                493,
                493,
                "information provided on the construction stormwater permit application is true "
                "and accurate",
                f"{_E2}.j",
            ),
            section="j",
            help="Certification by the applicant (L493).",
        ),
    ),
)

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

_D5 = "Construction D.5"
NOTC = FormSpec(
    id="notice_of_termination",
    gated_by=("notice_of_termination",),
    title="Notice of termination of construction (NOTC)",
    description="Submitted by the owner and/or operator at the completion of construction, no "
    "later than fourteen calendar days after the termination date in the construction stormwater "
    "permit (L395, L403).",
    citations=(
        c(397, 397, "the following shall be submitted with the NOTC", f"{_D5}.a"),
        c(
            395,
            395,
            "shall be submitted by the owner and/or operator at the completion of construction",
            _D5,
        ),
    ),
    fields=(
        f(
            "permit_reference",
            "Construction stormwater permit identifying the site",
            "text",
            False,
            c(395, 395, "a construction site identified in a construction stormwater permit", _D5),
        ),
        f(
            "termination_date",
            "Date of termination of construction",
            "date",
            False,
            c(
                407,
                407,
                "the date of termination of construction specified in the NOTC",
                f"{_D5}.c.i",
            ),
            help=F.plain(F.A24_NOTC_DATE),
        ),
        f(
            "stabilization_description",
            "Means, methods and extent of final stabilization of the construction site",
            "multiline",
            True,
            c(
                399,
                399,
                "A description of the means, methods and extent of final stabilization",
                f"{_D5}.a.i",
            ),
        ),
        f(
            "post_notc_actions",
            "Summary of actions, procedures or practices to be performed, by the owner/operator "
            "or by agreement with others, after issuance of the NOTC",
            "multiline",
            True,
            c(
                399,
                399,
                "performed by agreement with others after issuance of the NOTC",
                f"{_D5}.a.i",
            ),
        ),
        f(
            "other_information",
            "Any other information the city manager may deem necessary",
            "multiline",
            False,
            c(399, 399, "any other information the city manager may deem necessary", f"{_D5}.a.i"),
        ),
        f(
            "closure_completed",
            "Proper closure items completed",
            "multichoice",
            False,
            c(
                365,
                387,
                "Proper closure includes, but is not limited to, the following",
                "Construction D.3.b",
            ),
            choices=(
                "final stabilization",
                "surplus and residual materials and containers removed",
                "soaps, cleaners, solvents and soil amendments removed",
                "vehicle maintenance fluids removed",
                "wastes, trash and debris removed",
                "temporary waste bins removed",
                "temporary stormwater pollution control devices removed",
                "damaged conveyances and drainage works repaired",
            ),
        ),
        f(
            "certification_basis",
            "The operator certifies that",
            "choice",
            True,
            c(
                401,
                401,
                "the site has been stabilized or that agreement for stabilization has been "
                "accomplished",
                f"{_D5}.a.ii",
            ),
            choices=(
                "the site has been stabilized",
                "agreement for stabilization has been accomplished",
            ),
        ),
        f(
            "operator_certification",
            "Operator certifies stabilization in accordance with the approved erosion and "
            "sediment control plan",
            "bool",
            True,
            c(
                401,
                401,
                "in accordance with an erosion and sediment control plan approved by the city "
                "manager",
                f"{_D5}.a.ii",
            ),
            help="Certification by the operator of the construction site (L401).",
        ),
    ),
)

NOTC_AMENDMENT = FormSpec(
    id="notc_amendment",
    gated_by=("notice_of_termination",),
    title="Amended notice of termination of construction",
    description="Without penalty if filed at least two working days before the termination date "
    "specified in the NOTC; filed later it may be rejected or require a reasonable additional fee "
    "(L407-409).",
    citations=(c(407, 407, "by filing application of an amended NOTC", f"{_D5}.c.i"),),
    fields=(
        f(
            "notc_termination_date",
            "Date of termination of construction specified in the NOTC",
            "date",
            True,
            c(
                407,
                407,
                "the date of termination of construction specified in the NOTC",
                f"{_D5}.c.i",
            ),
        ),
        f("amended_termination_date", "Amended date of termination of construction", "date", True),
        f(
            "filing_date",
            "Date this amendment is filed",
            "date",
            True,
            c(409, 409, "filed less than two working days prior", f"{_D5}.c.ii"),
        ),
        f("amendment_description", "What the amendment changes", "multiline", True),
    ),
    checks=(NOTC_AMENDMENT_LATE,),
)

PERMIT_AMENDMENT = FormSpec(
    id="construction_permit_amendment",
    gated_by=("construction_stormwater_permit",),
    title="Amendment to a construction stormwater permit",
    description="File two or more working days before the completion time in the permit; later "
    "filings are late filings and the work waits for approval (L497-509).",
    citations=(
        c(
            497,
            497,
            "Application for amendment to a construction stormwater permit",
            "Construction E.3.a",
        ),
    ),
    fields=(
        f(
            "completion_time",
            "Time identified in the permit for completion of construction activities",
            "date",
            True,
            c(
                497,
                497,
                "the time identified in the construction stormwater permit for completion",
                "Construction E.3.a",
            ),
        ),
        f(
            "activity_date",
            "Date the activities or conditions described by the amendment are to occur",
            "date",
            True,
            c(
                503,
                503,
                "the time for which the activities or conditions described by the amendment",
                "Construction E.4.a",
            ),
        ),
        f(
            "amendment_description",
            "Activities or conditions described by the amendment",
            "multiline",
            True,
        ),
        f(
            "escp_modified",
            "A modified erosion and sediment control plan is provided (if the amendment changes "
            "it)",
            "bool",
            False,
            c(
                499,
                499,
                "an appropriately modified erosion and sediment control plan shall also be "
                "provided",
                "Construction E.3.b",
            ),
        ),
        f(
            "not_in_violation",
            "The applicant is not in violation of this chapter",
            "bool",
            True,
            c(
                497,
                497,
                "provided the person(s) making application is not in violation of this chapter",
                "Construction E.3.a",
            ),
            help="Certification that the person(s) making application are not in violation (L497).",
        ),
    ),
)

_E5 = "Construction E.5.c"
WAIVER_REQUEST = FormSpec(
    id="permit_waiver_request",
    gated_by=("construction_activity",),
    title="Request for waiver of the construction stormwater permit",
    description="The city manager may waive the permit only if all five conditions are "
    "demonstrated to the city manager's satisfaction (L517-527). " + F.plain(F.A10_WAIVER_SCOPE),
    citations=(
        c(517, 517, "upon the request of the owner and/or operator seeking such waiver", _E5),
    ),
    fields=(
        f(
            "requester",
            "Requested by",
            "choice",
            True,
            c(517, 517, "the owner and/or operator seeking such waiver", _E5),
            choices=("owner", "operator", "owner and operator"),
        ),
        f(
            "construction_description",
            "Construction for which the waiver is sought",
            "multiline",
            True,
        ),
        f(
            "no_violation",
            "(i) Why it will not contribute to a violation of this chapter or any permit or "
            "license the city holds to discharge stormwater",
            "multiline",
            True,
            c(519, 519, "Will not contribute to a violation of this chapter", f"{_E5}.i"),
        ),
        f(
            "no_significant_discharge",
            "(ii) Why its size, extent, magnitude or location has no potential to cause a "
            "significant discharge of sediments or other pollutants",
            "multiline",
            True,
            c(
                521,
                521,
                "neither allow, cause, or have potential to cause a significant discharge",
                f"{_E5}.ii",
            ),
            help=F.plain(F.A18_UNDEFINED_TERMS),
        ),
        f(
            "public_interest",
            "(iii) The compelling public interest for issuance of a waiver",
            "multiline",
            True,
            c(
                523,
                523,
                "There is a compelling public interest for issuance of a waiver",
                f"{_E5}.iii",
            ),
        ),
        f(
            "health_safety_interest",
            "(iv) Why the waiver is in the general interest of health and safety or "
            "protection of the environment (not based upon cost or economic considerations)",
            "multiline",
            True,
            c(525, 525, "not to be based upon cost or economic considerations", f"{_E5}.iv"),
        ),
        f(
            "other_conditions",
            "(v) Other conditions the city manager may deem necessary",
            "multiline",
            False,
            c(527, 527, "Other such conditions the city manager may deem necessary", f"{_E5}.v"),
        ),
    ),
)

PETITION = FormSpec(
    id="petition_for_reconsideration",
    title="Petition for reconsideration",
    description="File in writing with the city manager within ten calendar days of notice of "
    "issuance of the order; missing it waives further administrative reconsideration or review "
    "(L721-723).",
    citations=(
        c(
            721,
            721,
            "may petition in writing to the city manager to reconsider the basis for the order",
            "Petitions A.1",
        ),
        c(
            725,
            725,
            "In its petition for reconsideration, the petitioning party must indicate",
            "Petitions A.3",
        ),
    ),
    fields=(
        f(
            "order_type",
            "Order petitioned",
            "choice",
            True,
            c(
                721,
                721,
                "Any person subject to a stop work order; compliance order",
                "Petitions A.1",
            ),
            choices=ORDER_TYPES,
            help=F.plain(F.A19_MS4_PETITION),
        ),
        f(
            "notice_date",
            "Date of the affected person's notice of issuance of the order",
            "date",
            True,
            c(
                721,
                721,
                "the affected person's notice of issuance of such an order",
                "Petitions A.1",
            ),
            help=F.plain(F.A33_PETITION_NOTICE),
        ),
        f(
            "filing_date",
            "Date this petition is filed with the city manager",
            "date",
            False,
            c(
                723,
                723,
                "Failure to submit a written petition for reconsideration within ten calendar days",
                "Petitions A.2",
            ),
            help="A petition filed more than ten calendar days after the notice is flagged late "
            "on this form (and by the finding on petitions filed late): it waives further "
            "administrative reconsideration (L723).",
        ),
        f(
            "provisions_objected",
            "Provisions of the order objected to",
            "multiline",
            True,
            c(725, 725, "the provisions of the order objected to", "Petitions A.3"),
        ),
        f(
            "reasons",
            "Reasons for the objection(s)",
            "multiline",
            True,
            c(725, 725, "the reasons for the objection(s)", "Petitions A.3"),
        ),
        f(
            "contested_facts",
            "Facts that are contested",
            "multiline",
            True,
            c(725, 725, "any facts that are contested", "Petitions A.3"),
        ),
        f(
            "evidence",
            "Evidence that supports the petitioner's view of the facts",
            "multiline",
            True,
            c(
                725,
                725,
                "the evidence that supports the petitioner's view of the facts",
                "Petitions A.3",
            ),
        ),
        f(
            "alternative_terms",
            "Alternative terms of an order the petitioner would accept",
            "multiline",
            True,
            c(
                725,
                725,
                "any alternative terms of an order that the petitioner would accept",
                "Petitions A.3",
            ),
        ),
        f(
            "hearing_requested",
            "The petitioning party requests a hearing on its petition",
            "bool",
            True,
            c(
                725,
                725,
                "whether the petitioning party requests a hearing on its petition",
                "Petitions A.3",
            ),
        ),
    ),
    checks=(PETITION_LATE,),
)

APPEAL = FormSpec(
    id="appeal",
    title="Appeal of a penalty",
    description="Written appeal to the city manager within five working days of receiving the "
    "penalty; missing it waives further administrative review (L747-749). "
    + F.plain(F.A35_APPEAL_VS_PETITION),
    citations=(c(747, 747, "may file a written appeal to the city manager", "Appeal B.1"),),
    fields=(
        f(
            "appellant",
            "Appellant is the",
            "choice",
            True,
            c(747, 747, "such discharger or operator", "Appeal B.1"),
            choices=("discharger", "operator"),
        ),
        f(
            "order_type",
            "Order the penalty resulted from",
            "choice",
            True,
            c(747, 747, "penalized as a result of a stop work order", "Appeal B.1"),
            choices=ORDER_TYPES,
        ),
        f(
            "penalty_received_on",
            "Date the penalty was received",
            "date",
            True,
            c(
                747,
                747,
                "within five working days of the discharger or operator receiving the penalty",
                "Appeal B.1",
            ),
        ),
        f(
            "evidence_no_violation",
            "Evidence proving that the discharger or operator did not violate this chapter",
            "multiline",
            True,
            c(
                747,
                747,
                "must include evidence proving that the discharger or operator did not violate "
                "this chapter",
                "Appeal B.1",
            ),
        ),
    ),
)

_SP = "Spills and releases"
SPILL_NOTIFICATION = FormSpec(
    id="spill_notification",
    title="Notification of a release",
    description="Hazardous materials: immediately notify emergency response agencies via "
    "emergency dispatch. Non-hazardous: notify the city no later than the next working day; "
    "confirm in-person or phone notices in writing within three working days (L689).",
    citations=(c(689, 689, "has information of any known or suspected release of materials", _SP),),
    fields=(
        f(
            "hazardous",
            "The release is of hazardous materials",
            "bool",
            True,
            c(689, 689, "In the event of such a release of hazardous materials", _SP),
            help="Hazardous materials as defined at L81.",
        ),
        f("discovered_at", "When the release became known or suspected", "datetime", True),
        f("location", "Facility or operation and location of the release", "text", True),
        f("materials", "Materials released and estimated quantity", "multiline", True),
        f(
            "method",
            "How notice was given",
            "choice",
            True,
            c(
                689,
                689,
                "by the designated phone number for reporting spills or the designated electronic "
                "transmission address",
                _SP,
            ),
            choices=(
                "emergency dispatch services (hazardous)",
                "in person",
                "designated phone number",
                "designated electronic transmission address",
            ),
        ),
        f("notified_at", "When notice was given", "datetime", True),
        f(
            "containment_cleanup",
            "Steps taken to ensure the discovery, containment, and cleanup of the release",
            "multiline",
            True,
            c(689, 689, "ensure the discovery, containment, and cleanup of such release", _SP),
        ),
        f(
            "commercial_industrial",
            "The discharge emanates from a commercial or industrial establishment",
            "bool",
            False,
            c(689, 689, "emanates from a commercial or industrial establishment", _SP),
            help="If so, keep an on-site written record for at least five years (L689).",
        ),
    ),
    checks=(SPILL_NOTICE_LATE,),
)

SPILL_CONFIRMATION = FormSpec(
    id="spill_written_confirmation",
    title="Written confirmation of a spill notice",
    description="In-person or phone notices 'shall be confirmed by written notice addressed and "
    "mailed to the city manager within three working days of the phone notice' (L689). "
    + F.plain(F.A29_SPILL_CONFIRMATION),
    citations=(
        c(689, 689, "confirmed by written notice addressed and mailed to the city manager", _SP),
    ),
    fields=(
        f(
            "phone_notice_at",
            "When the phone or in-person notice was given",
            "datetime",
            True,
            c(689, 689, "within three working days of the phone notice", _SP),
        ),
        f(
            "addressed_to",
            "Addressed to",
            "text",
            True,
            c(689, 689, "addressed and mailed to the city manager", _SP),
            help="The city manager (L689).",
        ),
        f("mailed_on", "Date mailed", "date", True),
        f("release_summary", "The release and the notice given", "multiline", True),
        f(
            "recurrence_prevention",
            "Action taken to prevent recurrence (commercial or industrial establishments)",
            "multiline",
            False,
            c(689, 689, "the action taken to prevent its recurrence", _SP),
        ),
    ),
    checks=(SPILL_CONFIRMATION_LATE,),
)

FORMS: list[FormSpec] = [
    PERMIT_APPLICATION,
    ESCP,
    NOTC,
    NOTC_AMENDMENT,
    PERMIT_AMENDMENT,
    WAIVER_REQUEST,
    PETITION,
    APPEAL,
    SPILL_NOTIFICATION,
    SPILL_CONFIRMATION,
]
