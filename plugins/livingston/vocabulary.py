"""Livingston vocabularies: event, violation, facility-type, activity, condition and exclusion ids.

``site.activities`` takes the eighteen pollutant-generating activities and sources of the
source-control list (L237-257). ``site.conditions`` and ``site.exemptions_claimed`` take the
ids below; docs/cities/livingston.md documents each one.
"""

from __future__ import annotations

#: The eighteen pollutant-generating activities and sources (L237-257): id -> (line, label).
ACTIVITIES: dict[str, tuple[int, str]] = {
    "accidental_spills_leaks": (237, "Accidental spills or leaks"),
    "interior_floor_drains": (238, "Interior floor drains"),
    "parking_storage_maintenance": (239, "Parking/storage areas and maintenance"),
    "indoor_structural_pest_control": (240, "Indoor and structural pest control"),
    "landscape_pesticide_use": (241, "Landscape/outdoor pesticide use"),
    "pools_spas_fountains": (
        242,
        "Pools, spas, ponds, decorative fountains and other water features",
    ),
    "food_service": (243, "Restaurants, grocery stores, and other food service operations"),
    "refuse_areas": (244, "Refuse areas"),
    "industrial_processes": (245, "Industrial processes"),
    "outdoor_storage": (246, "Outdoor storage of equipment or materials"),
    "vehicle_equipment_cleaning": (247, "Vehicle and equipment cleaning"),
    "vehicle_equipment_repair": (248, "Vehicle and equipment repair and maintenance"),
    "fuel_dispensing": (249, "Fuel dispensing areas"),
    "loading_docks": (250, "Loading docks"),
    "fire_sprinkler_test_water": (251, "Fire sprinkler test water"),
    "drain_wash_water": (
        253,
        "Drain or wash water from boiler drain lines, condensate drain lines, rooftop equipment, "
        "drainage sumps and other sources",
    ),
    "unauthorized_nonstormwater": (255, "Unauthorized nonstormwater discharges"),
    "building_grounds_maintenance": (257, "Building and grounds maintenance"),
}

#: Activities the chapter regulates outside the source-control list: irrigation (L121-127).
OTHER_ACTIVITIES: dict[str, str] = {
    "landscape_irrigation": "Landscape irrigation (sprinklers; excess irrigation runoff, L121-127)",
}

#: Quotes (verbatim, short) of each activity line, for the source-control citations.
ACTIVITY_QUOTES: dict[str, str] = {
    "accidental_spills_leaks": "Accidental spills or leaks",
    "interior_floor_drains": "Interior floor drains",
    "parking_storage_maintenance": "Parking/storage areas and maintenance",
    "indoor_structural_pest_control": "Indoor and structural pest control",
    "landscape_pesticide_use": "Landscape/outdoor pesticide use",
    "pools_spas_fountains": "Pools, spas, ponds, decorative fountains",
    "food_service": "other food service operations",
    "refuse_areas": "Refuse areas",
    "industrial_processes": "Industrial processes",
    "outdoor_storage": "Outdoor storage of equipment or materials",
    "vehicle_equipment_cleaning": "Vehicle and equipment cleaning",
    "vehicle_equipment_repair": "Vehicle and equipment repair and maintenance",
    "fuel_dispensing": "Fuel dispensing areas",
    "loading_docks": "Loading docks",
    "fire_sprinkler_test_water": "Fire sprinkler test water",
    "drain_wash_water": "Drain or wash water from boiler drain lines",
    "unauthorized_nonstormwater": "Unauthorized nonstormwater discharges",
    "building_grounds_maintenance": "Building and grounds maintenance",
}

#: Facility types the text names: high-risk areas (L337) and industrial-permit examples (L137).
FACILITY_TYPES: dict[str, str] = {
    "fueling_station": "Fueling station (high-risk area, L337)",
    "truck_stop": "Truck stop (high-risk area, L337)",
    "auto_repair": "Auto repair (high-risk area, L337)",
    "heavy_industrial": "Heavy industrial site (high-risk area, L337)",
    "maintenance_operations": "Maintenance operations (industrial permit example, L137)",
    "storage_facility": "Storage facility (industrial permit example, L137)",
    "manufacturing": "Manufacturing activity (industrial permit example, L137)",
    "assembly_operations": "Assembly operations (industrial permit example, L137)",
    "equipment_operations": "Equipment operations (industrial permit example, L137)",
    "vehicle_loading_fueling": "Vehicle loading or fueling (industrial permit example, L137)",
    "food_processing": "Food processing (industrial permit example, L137)",
    "trucking": "Trucking (industrial permit example, L137)",
    "restaurant": "Restaurant or other food service operation (L243)",
    "grocery_store": "Grocery store (food service operation, L243)",
    "recycled_water_pond": "Pond containing recycled water (L129)",
}

#: The pollutant-generating activities and sources of L237-257 a facility type brings with it
#: (L243 names restaurants and grocery stores; fueling and repair are L249 and L248).
FACILITY_ACTIVITIES: dict[str, tuple[str, ...]] = {
    "restaurant": ("food_service",),
    "grocery_store": ("food_service",),
    "fueling_station": ("fuel_dispensing",),
    "truck_stop": ("fuel_dispensing",),
    "vehicle_loading_fueling": ("fuel_dispensing",),
    "auto_repair": ("vehicle_equipment_repair",),
    "heavy_industrial": ("industrial_processes",),
    "manufacturing": ("industrial_processes",),
}
HIGH_RISK_FACILITIES = ("fueling_station", "truck_stop", "auto_repair", "heavy_industrial")
IGP_EXAMPLES = (
    "maintenance_operations",
    "storage_facility",
    "manufacturing",
    "assembly_operations",
    "equipment_operations",
    "vehicle_loading_fueling",
    "food_processing",
    "trucking",
)

#: Event kinds (deadline triggers); shared kinds where the text's trigger matches them.
EVENTS: dict[str, str] = {
    "irrigation_leak_learned": "Learned of an irrigation leak (e.g. a broken sprinkler head)",
    "recycled_pond_discharge": "Recycled-water pond discharged (25-year, 24-hour storm or greater)",
    "bmp_requirement_notice": "Notice of a BMP requirement issued by the Director or City "
    "Engineer (business)",
    "construction_bmp_requirement_notice": "Notice of a BMP requirement issued to a "
    "construction project",
    "bmp_petition_filed": "Petition for reconsideration of a BMP requirement filed",
    "spill_discovered": "Release or discharge discovered (actual or constructive knowledge)",
    "cease_and_desist_spill": "Notified of a cease and desist order: discharge, spill or "
    "pollutant release",
    "cease_and_desist_uncontrolled_source": "Notified of a cease and desist order: uncontrolled "
    "source of pollutants",
    "cleanup_timeframe_revised": "Director determined the cleanup time frame requires revision",
    "notice_of_violation_received": "Notice of violation (enter the date of the notice)",
    "penalty_received": "Penalty received (the chapter runs no duration from it)",
    "appeal_received": "Notice of appeal received by the City Manager",
    "appeal_decision_upheld": "City Manager decision upholding the Director (date of the decision)",
    "city_abatement_completed": "City completed abatement of the nuisance",
    "abatement_cost_notice": "Director's notice of the cost of abatement",
    "council_cost_decision": "City Council decision on a cost protest",
    "cost_protest_period_expired": "Time to file a cost protest expired",
    "abatement_lien_attached": "Abatement cost lien attached to the property",
    "urgency_abatement_order": "Director required immediate abatement of an immediate threat",
}

#: Violation kinds for penalty exposure.
VIOLATIONS: dict[str, str] = {
    "illicit_discharge": "Prohibited (nonstormwater) discharge",
    "illicit_connection": "Unlawful connection to the storm drain system",
    "construction_bmp_failure": "Construction BMPs not implemented or maintained",
    "excess_irrigation_runoff": "Irrigation runoff in excess of incidental runoff",
    "failure_to_report": "Failure to notify or report a release",
    "permit_condition": "Violation of an applicable NPDES stormwater permit condition",
    "maintenance_failure": "Failure to operate and maintain controls",
    "refusal_of_entry": "Refusing entry for abatement under a warrant",
    "aiding_or_concealing": "Causing, permitting, aiding, abetting or concealing a violation",
    "general": "Any other violation of the chapter",
}

#: ``site.conditions`` ids this plugin reads.
CONDITIONS: dict[str, str] = {
    "pavement_removed_base_exposed": "Pavement is removed and base rock or soil is exposed (L233)",
    "widening_with_traffic_lanes": "Road project widens an existing street or road with "
    "additional traffic lanes (L215)",
    "lup_discrete_location": "Linear underground/overhead project at a discrete location (L211)",
    "erosivity_waiver": "Project has an erosivity waiver from the construction general permit "
    "(L165)",
    "novs_consecutive": "Two of the notices of violation were consecutive (L171)",
    "nov_not_corrected_by_due_date": "A notice of violation was not corrected by the "
    "inspector's due date (L171)",
    "bioretention_infeasible_construction": "Bioretention (or equivalent) is infeasible due to "
    "construction constraints, not financial constraints (L339)",
    "runoff_solely_from_existing_impervious": "Facility receives runoff solely from existing "
    "(preproject) impervious areas (L343)",
    "historic_site": "Historic site, structure or landscape that cannot alter its original "
    "configuration (L345)",
    "high_pollutant_soil_or_groundwater": "Documented high concentrations of pollutants in "
    "underlying soil or groundwater (L333)",
    "elevated_plaza": "Facility on an elevated plaza or other structure (L333)",
    "high_groundwater": "Facility in an area of high groundwater (L335)",
    "highly_infiltrative_soils": "Facility in highly infiltrative soils (L335)",
    "underdrain_connection_infeasible": "Connecting the underdrain to a surface or subsurface "
    "storm drain is infeasible (L335)",
    "high_risk_area_isolated": "High-risk areas are isolated from stormwater runoff or "
    "bioretention areas (L337)",
    "alternative_design": "A facility of a different design than the baseline bioretention is "
    "proposed (L319)",
    "equal_infiltration_et": "Alternative: equal or greater runoff infiltrated or "
    "evapotranspired (L321)",
    "equal_pollutant_concentrations": "Alternative: equal or lower pollutant concentrations "
    "after biotreatment (L323)",
    "equal_shock_spill_protection": "Alternative: equal or greater protection against shock "
    "loadings and spills (L325)",
    "equal_access_maintenance": "Alternative: equal or greater accessibility and ease of "
    "inspection and maintenance (L327)",
    "multi_owner_project": "Multi-parcel or multiowner project (gated community, condominium "
    "and the like) (L359)",
    "public_row_controls": "Controls are publicly owned or built within the public right-of-way "
    "(L361)",
    "igp_coverage_required": "Federal or state law requires an NOI for an NPDES stormwater "
    "permit (L135)",
    "swppp_required_by_city": "The enforcement official required a business SWPPP (L143)",
    "hazmat_business_plan": "Business requires a hazardous materials release response and "
    "inventory plan (L145)",
    "hazwaste_contingency_plan": "Business requires a hazardous waste generator contingency "
    "plan (L147)",
    "irrigated_landscape": "Site has irrigated landscape (L121-127)",
    "recycled_water_pond": "Site has a pond containing recycled water (L129)",
    "unpermitted_storm_drain_connection": "A connection to the storm drain system not permitted "
    "by the city (L47, L119)",
    "sewage_connection": "A line conveying sewage is connected to a stormwater conveyance (L119)",
    "monitoring_required_by_officer": "An enforcement officer required monitoring, analysis or "
    "reports (L391)",
    "inspection_consent_refused": "The owner or occupant refused consent to a city inspection or "
    "sampling (L387-389)",
    "common_plan_one_acre_or_more": "The larger common plan of development the site is part of "
    "disturbs one acre or more, all phases together (L31)",
    "common_plan_under_one_acre": "The larger common plan of development the site is part of "
    "disturbs less than one acre, all phases together (L31)",
    "watercourse_on_property": "A watercourse or public irrigation/stormwater canal originates "
    "in or passes through the property (L369)",
}

#: ``site.exemptions_claimed`` ids: the road/LUP exclusions (L223-233).
EXCLUSIONS: dict[str, tuple[int, str, str]] = {
    # id: (line, label, verbatim quote)
    "sidewalk_to_vegetation": (
        225,
        "Sidewalks built as part of new streets or roads and built to direct stormwater runoff to "
        "adjacent vegetated areas",
        "Sidewalks built as part of new streets or roads",
    ),
    "bike_lane_to_vegetation": (
        227,
        "Bicycle lanes built as part of new streets or roads that direct stormwater runoff to "
        "adjacent vegetated areas",
        "Bicycle lanes that are built as part of new streets or roads",
    ),
    "trail_to_vegetation": (
        229,
        "Impervious trails built to direct stormwater runoff to adjacent vegetated areas or other "
        "nonerodible permeable areas",
        "Impervious trails built to direct stormwater runoff",
    ),
    "permeable_sidewalk_bike_trail": (
        231,
        "Sidewalks, bicycle lanes or trails constructed with permeable surfaces",
        "constructed with permeable surfaces",
    ),
    "lup_trenching_resurfacing": (
        233,
        "Trenching, excavation and resurfacing associated with LUPs",
        "Trenching, excavation and resurfacing associated with LUPs",
    ),
    "pavement_grinding_resurfacing": (
        233,
        "Pavement grinding and resurfacing of existing roadways and parking lots",
        "pavement grinding and resurfacing of existing roadways and parking lots",
    ),
    "new_sidewalk_ramp_bike_on_existing_road": (
        233,
        "Construction of new sidewalks, pedestrian ramps or bike lanes on existing roadways",
        "construction of new sidewalks, pedestrian ramps or bike lanes on existing roadways",
    ),
    "routine_pavement_replacement": (
        233,
        "Routine replacement of damaged pavement (pothole repair, short noncontiguous sections)",
        "routine replacement of damaged pavement such as pothole repair",
    ),
}
#: Exclusions that are facility elements (their area is left out of the count) vs. maintenance
#: work (the whole project is routine maintenance unless the base-rock proviso applies).
ELEMENT_EXCLUSIONS = (
    "sidewalk_to_vegetation",
    "bike_lane_to_vegetation",
    "trail_to_vegetation",
    "permeable_sidewalk_bike_trail",
)
MAINTENANCE_EXCLUSIONS = (
    "lup_trenching_resurfacing",
    "pavement_grinding_resurfacing",
    "new_sidewalk_ramp_bike_on_existing_road",
    "routine_pavement_replacement",
)

#: Other ordinances' ids for L233's own exclusions (issue 35, D1): id -> (the L233 exclusion it
#: is, the label naming whose term it is). The core translates no exemption ids between cities,
#: so Livingston accepts these ids as its own and reads each as the L233 exclusion it names.
FOREIGN_EXCLUSIONS: dict[str, tuple[str, str]] = {
    "pothole_repair": (
        "routine_pavement_replacement",
        "Routine replacement of damaged pavement, such as pothole repair (Del Mar's term; "
        "Livingston L233)",
    ),
    "parking_road_resurfacing": (
        "pavement_grinding_resurfacing",
        "Resurfacing (and reconfiguring) surface parking lots and existing roadways (Del Mar's "
        "term; Livingston L233 'pavement grinding and resurfacing')",
    ),
    "utility_trenching_resurfacing": (
        "lup_trenching_resurfacing",
        "Trenching and resurfacing associated with utility work (Del Mar's term; Livingston L233 "
        "'associated with LUPs')",
    ),
    "sidewalk_ramp_bike_lane": (
        "new_sidewalk_ramp_bike_on_existing_road",
        "New sidewalk construction, pedestrian ramps, or bike lane on existing roads (Del Mar's "
        "term; Livingston L233)",
    ),
    "parking_lot_resurfacing_only": (
        "pavement_grinding_resurfacing",
        "Only resurfacing and/or re-striping of permitted parking lots (Signal Hill's term; "
        "Livingston L233 'pavement grinding and resurfacing of ... parking lots')",
    ),
}


def claimed_exclusions(claims: list[str]) -> list[str]:
    """The L223-233 exclusions the claims name: Livingston's ids, and other ordinances' ids
    read as the exclusion they are (each once, in the order claimed)."""
    found = []
    for claim in claims:
        own = claim if claim in EXCLUSIONS else FOREIGN_EXCLUSIONS.get(claim, ("",))[0]
        if own and own not in found:
            found.append(own)
    return found


def vocabulary() -> dict[str, dict[str, str]]:
    return {
        "event": dict(EVENTS),
        "violation": dict(VIOLATIONS),
        "facility_type": dict(FACILITY_TYPES),
        "activity": {
            **{k: f"{label} (L{line})" for k, (line, label) in ACTIVITIES.items()},
            **OTHER_ACTIVITIES,
        },
        "condition": dict(CONDITIONS),
        "exemption": {
            **{k: f"{label} (L{line})" for k, (line, label, _) in EXCLUSIONS.items()},
            **{k: label for k, (_, label) in FOREIGN_EXCLUSIONS.items()},
        },
    }
