"""How Signal Hill Ch. 12.16's defined terms read in the core vocabulary (issue 16)."""

from __future__ import annotations

from workbench.api import TermMap, cite, own_terms

SOURCE = "001_b9d915ebd0357d68.txt"


def _c(line: int, quote: str):
    return (cite(SOURCE, "12.16.020", line, line, quote),)


TERMS = [
    TermMap(
        "facility_type",
        "restaurant",
        ("facility_type:restaurant",),
        "same",
        _c(169, '"Restaurant" means a facility that sells prepared foods'),
    ),
    TermMap(
        "facility_type",
        "retail_gasoline_outlet",
        ("facility_type:fueling_station",),
        "same",
        _c(171, "any facility engaged in selling gasoline and lubricating oils"),
    ),
    TermMap(
        "facility_type",
        "automotive_service_facility",
        ("facility_type:automotive_service",),
        "same",
        _c(7, '"Automotive Service Facility"'),
    ),
    TermMap(
        "facility_type",
        "commercial_mall",
        ("facility_type:retail_center",),
        "same",
        _c(29, "a complex of stores which sells various merchandise"),
    ),
    TermMap(
        "facility_type",
        "industrial_park",
        ("facility_type:industrial_facility",),
        "narrower",
        _c(79, "land development that is set aside for industrial development"),
    ),
    TermMap(
        "facility_type",
        "parking_lot",
        ("facility_type:parking_lot",),
        "narrower",
        _c(127, "with a lot size of 5,000 square feet or more of surface area"),
    ),
    TermMap(
        "facility_type",
        "street_or_road",
        ("facility_type:street_or_road",),
        "same",
        (cite(SOURCE, "12.16.114", 430, 430, "Streets and roads construction"),),
    ),
    *own_terms(
        "facility_type",
        "a storm water treatment system (L353) is equipment on a site, not a kind of facility "
        "any other ordinance names",
        "treatment_system",
    ),
    *own_terms(
        "event",
        "counted from the discharge itself, not from its discovery (L331-333): a spill "
        "discovered in another city's terms does not give its date",
        "pollutant_discharge",
    ),
    *own_terms(
        "event",
        "a step of Ch. 12.16's own procedures (LID and small site plans, vacant parcels, "
        "inspections, exempted list, construction permit documents): the other ordinances "
        "start no duration from it",
        "waste_discharged",
        "exempted_discharge_withdrawn",
        "cgp_document_dated",
        "lid_plan_submitted",
        "lid_plan_planning_commission_approval",
        "lid_plan_resubmitted",
        "lid_plan_approved",
        "small_site_plan_submitted",
        "small_site_plan_planning_commission_approval",
        "small_site_plan_resubmitted",
        "small_site_plan_approved",
        "vacant_parcel_notice",
        "vacant_parcel_inspected",
        "lid_bmp_inspected",
        "lid_bmp_property_transferred",
        "inspection_scheduled",
    ),
    *own_terms(
        "violation",
        "a violation Ch. 12.16 names in its own words; no core violation kind is it "
        "(the other ordinances word theirs differently)",
        "prohibited_waste_disposal",
        "bmp_not_maintained",
        "vacant_parcel_no_compliance_plan",
        "vacant_parcel_improvements_not_constructed",
        "vacant_parcel_not_maintained",
    ),
]
