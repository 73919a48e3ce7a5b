"""Labels for the kinds a Signal Hill scenario may use: events (deadline triggers), violations,
facility types and the ids this plugin reads from ``site.conditions`` and
``site.exemptions_claimed``.
"""

from __future__ import annotations

from . import common as K

EVENTS: dict[str, str] = {
    "pollutant_discharge": "Discharge of a pollutant to the storm drain system (date and time of "
    "the discharge itself)",
    "waste_discharged": "Refuse, hazardous or infectious waste discharged to the storm drain "
    "system or onto property",
    "exempted_discharge_withdrawn": "Notice that the Director removed a discharge from the "
    "exempted list",
    "cgp_document_dated": "Construction permit document generated or submitted (whichever is last)",
    "lid_plan_submitted": "LID plan (§ 12.16.114) submitted",
    "lid_plan_planning_commission_approval": "Planning commission approves the development "
    "project (LID plan)",
    "lid_plan_resubmitted": "Disapproved LID plan revised and resubmitted",
    "lid_plan_approved": "LID plan approved by the Director",
    "small_site_plan_submitted": "Small site LID plan (§ 12.16.116) submitted",
    "small_site_plan_planning_commission_approval": "Planning commission approves the development "
    "project (small site plan)",
    "small_site_plan_resubmitted": "Disapproved small site LID plan revised and resubmitted",
    "small_site_plan_approved": "Small site LID plan approved by the Director",
    "vacant_parcel_notice": "Original mailing or posting of the vacant parcel notice",
    "vacant_parcel_inspected": "Director's inspection of a vacant parcel",
    "lid_bmp_inspected": "Maintenance inspection of all LID BMPs",
    "lid_bmp_property_transferred": "Transfer or lease of a property with LID BMPs",
    "inspection_scheduled": "City inspection of private premises (scheduled date and time)",
}

VIOLATIONS: dict[str, str] = {
    "illicit_discharge": "Illicit or prohibited discharge to the storm drain system (L283-321)",
    "illicit_connection": "Illicit connection to the storm drain system (L277-279)",
    "construction_bmp_failure": "Construction site BMPs not implemented or maintained (L369-405)",
    "failure_to_report": "Discharge not notified or reported (L331-333)",
    "prohibited_waste_disposal": "Refuse, hazardous or infectious waste discharged (L337)",
    "bmp_not_maintained": "Treatment system or LID BMP not maintained (L353)",
    "vacant_parcel_no_compliance_plan": "Vacant parcel: compliance plan not submitted (L656)",
    "vacant_parcel_improvements_not_constructed": "Vacant parcel: approved improvements not "
    "constructed in time (L658)",
    "vacant_parcel_not_maintained": "Vacant parcel: property or improvements not maintained (L660)",
    "general": "Any other violation of Ch. 12.16 (L690)",
}

FACILITY_TYPES: dict[str, str] = {
    K.FT_INDUSTRIAL_PARK: "Industrial park (L79; category 2, L423)",
    K.FT_COMMERCIAL_MALL: "Commercial mall (L29; category 3, L424)",
    K.FT_GAS_OUTLET: "Retail gasoline outlet (L171; category 4, L425)",
    K.FT_RESTAURANT: "Restaurant (L169; category 5, L426)",
    K.FT_PARKING_LOT: "Parking lot (L127; category 6, L428)",
    K.FT_AUTOMOTIVE: "Automotive service facility (L7; category 8, L432)",
    K.FT_STREET: "Streets or roads within a larger project (category 7, L430)",
    K.FT_TREATMENT: "Storm water treatment system: clarifier, separator, sediment pond, LID BMP "
    "(L353)",
}

CONDITIONS: dict[str, str] = {
    K.CO_OPT_IN: "An exempt development opts in to the LID requirements (L522, L594)",
    K.CO_ESA_IMPACT: "Runoff is likely to impact a sensitive biological species or habitat (L436)",
    K.CO_ESA_NO_IMPACT: "Runoff is not likely to impact a sensitive biological species or habitat "
    "(L436)",
    K.CO_NOT_SUBJECT: "The existing development was not subject to post-construction storm water "
    "controls (L446-448)",
    K.CO_SUBJECT: "The existing development was subject to post-construction storm water controls "
    "(L446-448)",
    K.CO_AMEND_INFEASIBLE: "Amending the in-situ soils to a workable infiltration rate is not "
    "technically feasible (L486, L576)",
    K.CO_IMPERMEABLE: "Impermeable soil type indicated in soils and geotechnical reports (L574)",
    K.CO_REPAVING: "Repaving with clearing, grading or excavating of underlying soil (L33, L371)",
    K.CO_HOA: "LID BMPs in a common area maintained by a homeowners' association (L536, L608)",
    K.CO_CONTIGUOUS: "Contiguous vacant parcels of the same owner, taken together (L231)",
    K.CO_PERMITTED_STRUCTURE: "The parcel has a permitted structure; site.vacant_area_sqft is its "
    "unimproved portion (L239)",
    K.CO_DEDICATION: "LID BMPs in an area proposed for dedication to a public agency (L538, L610)",
    K.CO_WAIVER: "A written waiver of the construction requirements is requested (L411)",
    K.CO_WASTE_TO_MS4: "The discharged refuse or hazardous waste reached the municipal storm "
    "drain system (L331, L337)",
    K.CO_WASTE_NOT_TO_MS4: "The discharged refuse or hazardous waste stayed on property and did "
    "not reach the municipal storm drain system (L331, L337)",
}

EXEMPTIONS: dict[str, str] = {
    K.EX_EMERGENCY: "Only emergency construction to immediately protect public health and safety "
    "(L510, L582)",
    K.EX_RIGHT_OF_WAY: "Infrastructure project within the public right-of-way (L512, L584)",
    K.EX_UTILITY: "Only gas, water, cable or electricity service work on private property (L514, "
    "L586)",
    K.EX_PARKING_RESURFACING: "Only resurfacing and/or re-striping of permitted parking lots "
    "(L516, L588)",
    K.EX_FILM_FACADE: "Only exterior movie or television sets, or facades, on a developed site "
    "(L518, L590)",
    K.EX_NO_PERMIT: "No City building, grading, demolition or other permit required (L520, L592)",
}


def vocabulary() -> dict[str, dict[str, str]]:
    return {
        "event": dict(EVENTS),
        "violation": dict(VIOLATIONS),
        "facility_type": dict(FACILITY_TYPES),
        "activity": {},
        "condition": dict(CONDITIONS),
        "exemption": dict(EXEMPTIONS),
    }
