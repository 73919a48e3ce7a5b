"""Soledad construction stormwater permit forms: the application (Construction E.1-E.2), its
amendment and the request for a waiver (Construction E.5.c).
"""

from __future__ import annotations

from workbench.api import FormSpec

from . import flags as F
from .common import c
from .form_parts import _PERMIT_TABLE, f

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
            after="commencement_date",  # stabilization follows the start of construction
        ),
        f(
            "closure_date",
            "Proposed date of closure of the site",
            "date",
            True,
            c(483, 483, "closure of the site", f"{_E2}.e"),
            c(367, 367, "Final stabilization of the site", "Construction D.3.b.i"),
            section="e",
            # proper closure includes final stabilization (L365-367), so it is not earlier;
            # against the termination date the text is read both ways (docs/cities/soledad.md)
            after="final_stabilization_date",
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
