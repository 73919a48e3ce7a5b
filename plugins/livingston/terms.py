"""How Livingston Ch. 12's terms read in the core vocabulary (issue 16)."""

from __future__ import annotations

from workbench.api import TermMap, cite, own_terms

SOURCE = "002_8540cd4a663a2d61.txt"
_POST = "Development standards (L179-353)"
_HIGH_RISK = cite(SOURCE, _POST, 337, 337, "fueling stations, truck stops, auto repairs")
_IGP = cite(
    SOURCE,
    "Industrial/commercial requirements (L133-155)",
    137,
    137,
    "maintenance operations, storage facilities, manufacturing activity",
)


def _item(line: int, quote: str):
    return (cite(SOURCE, _POST, line, line, quote),)


TERMS = [
    TermMap(
        "facility_type",
        "restaurant",
        ("facility_type:restaurant",),
        "same",
        _item(243, "Restaurants, grocery stores, and other food service operations"),
    ),
    TermMap(
        "facility_type",
        "grocery_store",
        ("facility_type:grocery_store",),
        "same",
        _item(243, "Restaurants, grocery stores, and other food service operations"),
    ),
    TermMap(
        "facility_type",
        "fueling_station",
        ("facility_type:fueling_station",),
        "same",
        (_HIGH_RISK,),
    ),
    TermMap(
        "facility_type", "auto_repair", ("facility_type:automotive_service",), "same", (_HIGH_RISK,)
    ),
    TermMap(
        "facility_type", "truck_stop", ("facility_type:fueling_station",), "narrower", (_HIGH_RISK,)
    ),
    TermMap(
        "facility_type",
        "heavy_industrial",
        ("facility_type:industrial_facility",),
        "narrower",
        (_HIGH_RISK,),
    ),
    *[
        TermMap("facility_type", term, ("facility_type:industrial_facility",), "narrower", (_IGP,))
        for term in (
            "maintenance_operations",
            "storage_facility",
            "manufacturing",
            "assembly_operations",
            "equipment_operations",
            "food_processing",
            "trucking",
            "vehicle_loading_fueling",
        )
    ],
    TermMap(
        "activity",
        "food_service",
        ("activity:food_service",),
        "same",
        _item(243, "Restaurants, grocery stores, and other food service operations"),
    ),
    TermMap(
        "activity",
        "landscape_pesticide_use",
        ("activity:landscape_maintenance",),
        "narrower",
        _item(241, "Landscape/outdoor pesticide use"),
    ),
    TermMap(
        "activity",
        "pools_spas_fountains",
        ("activity:pool_fountain",),
        "same",
        _item(242, "Pools, spas, ponds, decorative fountains"),
    ),
    TermMap(
        "activity", "refuse_areas", ("activity:refuse_storage",), "same", _item(244, "Refuse areas")
    ),
    TermMap(
        "activity",
        "outdoor_storage",
        ("activity:outdoor_storage",),
        "same",
        _item(246, "Outdoor storage of equipment or materials"),
    ),
    TermMap(
        "activity",
        "vehicle_equipment_cleaning",
        ("activity:vehicle_washing",),
        "same",
        _item(247, "Vehicle and equipment cleaning"),
    ),
    TermMap(
        "activity",
        "vehicle_equipment_repair",
        ("activity:vehicle_repair",),
        "same",
        _item(248, "Vehicle and equipment repair and maintenance"),
    ),
    TermMap(
        "activity",
        "fuel_dispensing",
        ("activity:fuel_dispensing",),
        "same",
        _item(249, "Fuel dispensing areas"),
    ),
    TermMap(
        "activity",
        "building_grounds_maintenance",
        ("activity:landscape_maintenance",),
        "broader",
        _item(257, "Building and grounds maintenance"),
    ),
    TermMap(
        "activity",
        "parking_storage_maintenance",
        ("facility_type:parking_lot",),
        "broader",
        _item(239, "Parking/storage areas and maintenance"),
    ),
    TermMap(
        "activity",
        "landscape_irrigation",
        ("activity:landscape_irrigation",),
        "same",
        (
            cite(
                SOURCE,
                "Discharge prohibitions (L67-131)",
                121,
                121,
                "No person shall allow irrigation runoff in excess of incidental runoff to occur",
            ),
        ),
    ),
    *own_terms(
        "facility_type",
        "a pond containing recycled water (L129); Soledad's facility type of the same id (its "
        "L237) names the same feature, so the id is shared, not translated",
        "recycled_water_pond",
    ),
    *own_terms(
        "activity",
        "a source of pollutants the source-control list (L237-257) names that no other ordinance "
        "lists as an activity of a site",
        "accidental_spills_leaks",
        "interior_floor_drains",
        "indoor_structural_pest_control",
        "industrial_processes",
        "loading_docks",
        "fire_sprinkler_test_water",
        "drain_wash_water",
        "unauthorized_nonstormwater",
    ),
    *own_terms(
        "event",
        "a step of Ch. 12's own procedures (BMP notices, cease and desist orders, appeals, "
        "abatement and its costs): the other ordinances start no duration from it",
        "bmp_requirement_notice",
        "construction_bmp_requirement_notice",
        "bmp_petition_filed",
        "cease_and_desist_spill",
        "cease_and_desist_uncontrolled_source",
        "cleanup_timeframe_revised",
        "penalty_received",
        "appeal_received",
        "appeal_decision_upheld",
        "city_abatement_completed",
        "abatement_cost_notice",
        "council_cost_decision",
        "cost_protest_period_expired",
        "abatement_lien_attached",
        "urgency_abatement_order",
    ),
    *own_terms(
        "violation",
        "a violation Ch. 12 names in its own words; no core violation kind is it (the other "
        "ordinances word theirs differently)",
        "excess_irrigation_runoff",
        "permit_condition",
        "maintenance_failure",
        "refusal_of_entry",
        "aiding_or_concealing",
    ),
]
