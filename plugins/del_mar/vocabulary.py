"""Labels for the Del Mar vocabularies: facility types, activities, events, violations, and the
ids this plugin reads from ``site.conditions`` and ``site.exemptions_claimed``.

Every label points to the line of Ch. 11.30 that gives the kind its meaning.
"""

from __future__ import annotations

FACILITY_TYPES: dict[str, str] = {
    "none": "No facility: vacant land or a construction site only",
    "residence": "Residence; its occupants (or owner and manager when vacant) are Residential "
    "Dischargers (L165)",
    "residence_commercial_use": "Residence used for commercial repair, maintenance, cleaning, "
    "manufacturing, food preparation or painting activity (L159)",
    "commercial": "Non-residential facility or entity engaged in business or commerce (L159)",
    "mobile_business": "Mobile Business: services at the client's premises (L119)",
    "nursery_greenhouse": "Nursery or greenhouse operation, classified as commercial (L641)",
    "industrial": "Facility primarily engaged in manufacturing, processing, storage or handling "
    "of raw materials, processed bulk materials, or refuse (L163)",
    "municipal": "Municipal Facility: owned or operated by the City and used for a governmental "
    "purpose (L121)",
    "agricultural": "Agricultural operation (L655)",
}

#: 11.30.090.B.1 (L457-L503): commercial activities that make a facility High Priority.
HP_COMMERCIAL_ACTIVITIES: dict[str, tuple[str, int]] = {
    "airplane_service": ("Airplane mechanical repair, maintenance, fueling, or cleaning", 459),
    "vehicle_parking_storage": ("Vehicle parking lots and storage facilities", 461),
    "vehicle_body_repair_painting": ("Vehicle body repair or painting", 463),
    "vehicle_repair_fueling_cleaning": ("Vehicle repair, maintenance, fueling, or cleaning", 465),
    "botanical_zoological": ("Botanical or zoological gardens and exhibits", 467),
    "cement_mixing_cutting": ("Cement mixing or cutting", 469),
    "cemetery": ("Cemeteries", 471),
    "eating_drinking": ("Eating or drinking establishments, including food markets", 473),
    "golf_parks_recreation": ("Golf courses, parks and other recreational areas/facilities", 475),
    "landscaping": ("Landscaping", 477),
    "marina": ("Marinas", 479),
    "masonry": ("Masonry", 481),
    "mobile_vehicle_washing": ("Mobile Vehicle washing", 483),
    "mobile_carpet_drape_furniture_cleaning": ("Mobile carpet, drape or furniture cleaning", 485),
    "nursery_greenhouse": ("Nurseries and greenhouses operations", 487),
    "painting_coating": ("Painting and coating", 489),
    "pest_control": ("Pest control services", 491),
    "pool_fountain_cleaning": ("Pool and fountain cleaning", 493),
    "portable_sanitary": ("Portable sanitary services", 495),
    "retail_wholesale_fueling": ("Retail or wholesale fueling", 497),
    "building_material_retail_storage": ("Building material retailers and storage", 499),
    "animal_facilities_services": ("Animal facilities or services", 501),
    "power_washing_services": ("Power washing services", 503),
}

#: 11.30.080.A (L427-L449): residential activity categories.
RESIDENTIAL_ACTIVITIES: dict[str, tuple[str, int]] = {
    "vehicle_maintenance": ("Vehicle maintenance", 427),
    "vehicle_washing": ("Vehicle washing", 429),
    "irrigation_practices": ("Irrigation practices and management", 431),
    "irrigation_system_testing": ("Irrigation system testing", 433),
    "landscape_maintenance": ("Landscape maintenance", 435),
    "fertilizer_application": ("Fertilizer application", 437),
    "pesticide_application": ("Pesticide application", 439),
    "pet_waste_disposal": ("Pet waste disposal", 441),
    "power_washing": ("Power washing", 443),
    "septic_system_maintenance": ("Septic system maintenance", 445),
    "sanitary_sewer_maintenance": ("Sanitary sewer system maintenance", 447),
    "minor_home_maintenance": ("Minor home maintenance, repair and upgrades", 449),
}

#: 11.30.100.C.5 (L577-L603): industrial areas or activities needing Manual BMPs.
INDUSTRIAL_ACTIVITIES: dict[str, tuple[str, int]] = {
    "bulk_materials_storage": ("Raw or processes materials bulk storage", 577),
    "mixing": ("Mixing, where there is the potential for release of a pollutant", 579),
    "cutting_trimming_grinding": (
        "Cutting, trimming or grinding in connection with a production process",
        581,
    ),
    "casting_forging_forming": ("Casting, forging, or forming", 583),
    "hazardous_materials_storage": ("Hazardous materials storage (including tanks)", 585),
    "construction_painting_coating": ("Construction, painting and coating", 587),
    "chemical_formulation_packaging": (
        "Pesticide or other chemical products formulation or packaging",
        589,
    ),
    "process_water_pretreatment": ("Process water pre-treatment", 591),
    "solid_waste_storage": ("Solid waste storage", 593),
    "wastewater_treatment": ("Wastewater treatment", 595),
    "welding": ("Welding", 597),
    "blasting": ("Blasting", 599),
    "chemical_treatment": ("Chemical treatment", 601),
    "industrial_power_washing": ("Power washing (industrial area)", 603),
}

OTHER_ACTIVITIES: dict[str, str] = {
    "tilling_cultivating": "Tilling or cultivating land to grow plants or animals (L643)",
    "agricultural_grading_clearing": "Agricultural grading and clearing (L643)",
    "animal_confinement": "Areas where livestock, horses or other large animals are confined "
    "(L649)",
}

#: Ids read from ``site.conditions``: facts the user confirms (present = yes).
CONDITIONS: dict[str, str] = {
    "subject_to_igp": "The facility is subject to the State Industrial General Stormwater "
    "Permit (L163, L529)",
    "igp_swppp_required": "The State Industrial General Stormwater Permit requires the facility "
    "to prepare a SWPPP (L543)",
    "igp_monitoring_required": "The State Industrial General Stormwater Permit requires the "
    "facility to monitor (L617)",
    "igp_monitoring_exemption_would_apply": "The facility would qualify for an exemption from "
    "monitoring under the State Industrial General Stormwater Permit if it applied (L617)",
    "tributary_to_impaired_water": "Urban runoff from the facility is Tributary To or "
    "discharges directly to an Impaired Water Body (L531)",
    "generates_impairing_pollutant": "The facility generates a pollutant for which that water "
    "body is impaired (L531)",
    "district_22_daa_activities": "The site's activities are activities of the 22nd District "
    "Agricultural Association (the Del Mar Fairgrounds), which Industrial Activity includes (L89)",
    "no_impairing_pollutant_generated": "The facility generates no pollutant for which the "
    "impaired water body is impaired (L531)",
    "in_city_tributary_presumption_area": "The site lies in an area the City identifies as "
    "presumed tributary to an impaired water body (L303)",
    "tributary_presumption_rebutted": "The Discharger has overcome the tributary presumption for "
    "this discharge with site-specific facts and analysis (L303)",
    "located_within_wqsa": "The City decides the site is located within a Water Quality "
    "Sensitive Area (L219)",
    "not_located_within_wqsa": "The City decides the site is not located within a Water Quality "
    "Sensitive Area (L219)",
    "igp_swppp_not_required": "The State Industrial General Stormwater Permit does not require "
    "the facility to prepare a SWPPP (L543)",
    "igp_monitoring_exemption_would_not_apply": "The facility would not qualify for an exemption "
    "from monitoring under the State Industrial General Stormwater Permit if it applied (L617)",
    "sara_313": "The facility is subject to Section 313 of Title III of SARA (1986) (L535)",
    "city_determined_discharge_potential": "The City has determined the residence's commercial "
    "activity has the potential to result in a discharge (L159)",
    "primarily_engaged_in_listed_activity": "The facility is primarily engaged in the listed "
    "High Priority commercial activity (L457)",
    "residential_activities_on_behalf": "The business conducts residential activities on behalf "
    "of a Residential Discharger (L425)",
    "spill_may_endanger": "The spill, release or illegal discharge has the potential to "
    "endanger health, safety or the environment (L401)",
    "illegal_connection_present": "A pipe, facility or device connected to the Stormwater "
    "Conveyance System or Receiving Waters is not reviewed and authorized by the City, or conveys "
    "Illegal Discharges (L79)",
    "city_required_swppp": "An Authorized Enforcement Official has required the Discharger to "
    "prepare and submit a SWPPP (L395)",
    "city_order_additional_bmps": "The City has ordered additional BMPs for a significant "
    "source (L301)",
    "city_monitoring_order": "An Authorized Enforcement Official or Staff has ordered analyzing "
    "or monitoring (L403)",
    "stormwater_use_modification_granted": "An Authorized Enforcement Official has modified "
    "requirements to allow the collection and use of stormwater (L305)",
    "cgp_coverage_required": "The project must comply with the State Construction General "
    "Stormwater Permit (L723)",
    "cgp_coverage_not_required": "The project is not required to comply with the State "
    "Construction General Stormwater Permit (L723)",
    "similar_private_project_needs_permit": "A similar private development project would need a "
    "City permit or approval (for a public improvement project, L661)",
    "similar_private_project_needs_no_permit": "A similar private development project would need "
    "no City permit or approval (for a public improvement project, L661)",
    "others_work_in_public_row": "The work is conducted by others in a public right-of-way; "
    "the City or public authority owning it is not a discharger as to it (L55)",
    "tilled_material_stays_on_site": "All disturbed material remains on the same site (L643)",
    "drainage_way_not_blocked": "The tilling or cultivating will not block or divert any "
    "natural drainage way (L643)",
    "agricultural_production_1_of_5_years": "The land has been in agricultural production for "
    "at least one of the preceding five years (L643)",
    "runoff_capture_impracticable": "Collecting and managing runoff from animal confinement "
    "areas is not practicable (L649)",
    "structural_post_construction_bmps": "The project has or will have structural "
    "post-construction BMPs (L773, L781)",
    "pdp_confirmed": "The project is a Priority Development Project under Provision E.3.b of Order "
    "R9-2013-0001 (checked against the permit or the Manual) (L151)",
    "not_pdp_confirmed": "The project is confirmed not to be a Priority Development Project "
    "under Provision E.3.b of Order R9-2013-0001 (L151)",
}

#: Ids read from ``site.exemptions_claimed``.
EXEMPTIONS: dict[str, str] = {
    "agricultural_tilling": "Tilling or cultivating exclusively to grow plants or animals is "
    "not grading or clearing (L643)",
    "routine_maintenance": "Routine maintenance to maintain original line and grade, hydraulic "
    "capacity, or the original purpose of the facility (L107)",
    "utility_trenching_resurfacing": "Trenching and resurfacing associated with utility work "
    "(L157)",
    "parking_road_resurfacing": "Resurfacing and reconfiguring surface parking lots and "
    "existing roadways (L157)",
    "sidewalk_ramp_bike_lane": "New sidewalk construction, pedestrian ramps, or bike lane on "
    "existing roads (L157)",
    "pothole_repair": "Routine replacement of damaged pavement, such as pothole repair (L157)",
    "completed_under_valid_permit": "The physical aspects of the project were completed or "
    "substantially completed under a valid City permit (L731)",
}

EVENTS: dict[str, str] = {
    "spill_discovered": "Spill, release or illegal discharge discovered (L401)",
    "hp_commercial_designation_notice": "Written High Priority Commercial designation mailed or "
    "served (L507)",
    "hp_industrial_designation_notice": "Written High Priority Industrial designation mailed or "
    "served (L537)",
    "commercial_annual_review_done": "Annual commercial facility review completed (L453)",
    "industrial_annual_review_done": "Annual industrial facility review completed (L525)",
    "forecast_rain_event": "Forecast Rain Event expected to begin (L69, L393)",
    "rainy_season_begins": "Rainy Season begins (October 1) (L153)",
    "dry_season_begins": "Dry Season begins (May 1) (L61)",
    "treatment_bmps_serviced": "Post-construction structural treatment BMPs serviced (L781)",
    "maintenance_record_made": "Inspection or maintenance record made (L781)",
    "city_routine_inspection": "City routine inspection entry without prior notice (L791)",
    "discretionary_permit_issuance": "Planned issuance of a discretionary City permit (L781-L785)",
    "bmp_transfer": "Transfer of land with a BMP, of a BMP, or of its maintenance (L779)",
    "stop_work_order_served": "Stop Work Order served in writing (L813)",
    "correction_period_ended": "End of the correction period an Authorized Enforcement Official "
    "specified (L833)",
    "monitoring_year_begins": "Start of a High Priority Industrial monitoring year (L619); the "
    "year ends one year later, less one day",
    "storm_event_sampled": "Storm event sampled under a High Priority Industrial monitoring "
    "program (L619)",
    "manure_week_begins": "Start of a week of manure cleanup (L649)",
    "slope_completed": "Completion of a slope (L387)",
    "notice_of_violation_received": "Notice of Violation received (L805); Ch. 11.30 sets no "
    "response period: enter 'correction_period_ended' for the period the notice specifies",
}

VIOLATIONS: dict[str, str] = {
    "illicit_discharge": "Illegal Discharge (L309)",
    "illicit_connection": "Establishing or using an Illegal Connection (L311)",
    "litter_dumping_stockpile": "Litter, dumps or stockpiles that may cause an Illegal "
    "Discharge (L313)",
    "non_emergency_flares": "Non-emergency use of flares (L315)",
    "slope_protection_failure": "Completed slope not protected from erosion (L387)",
    "facility_bmp_failure": "Minimum BMPs, inspection or maintenance not done at a facility "
    "(L379-L393, L453, L525)",
    "construction_bmp_failure": "Land disturbance BMPs not implemented (L681-L721)",
    "post_construction_bmp_failure": "Post-construction BMPs not implemented or maintained "
    "(L743-L785)",
    "swppp_noncompliance": "Failure to conform to a SWPPP (L543, L725, L835)",
    "permit_condition_noncompliance": "Failure to comply with stormwater-related permit "
    "provisions (L835)",
    "order_noncompliance": "Failure to install, implement or maintain BMPs an Order requires "
    "(L301)",
    "failure_to_report": "Spill, release or illegal discharge not reported within 24 hours (L401)",
    "false_statement": "Concealment, misrepresentation or false statement (L831)",
    "aiding_abetting": "Causing, permitting, aiding or abetting non-compliance (L829)",
    "failure_to_correct": "Each day (or part) a violation is not corrected after the specified "
    "period (L833)",
    "residential_activity": "Violation of Section 11.30.080 (Residential Activities) (L425, L841)",
    "general": "Any other violation of Ch. 11.30 (L827)",
}

ALL_ACTIVITIES: dict[str, str] = {
    **{
        k: f"{label} (L{line}; High Priority commercial activity)"
        for k, (label, line) in HP_COMMERCIAL_ACTIVITIES.items()
    },
    **{
        k: f"{label} (L{line}; residential activity)"
        for k, (label, line) in RESIDENTIAL_ACTIVITIES.items()
    },
    **{
        k: f"{label} (L{line}; industrial area or activity)"
        for k, (label, line) in INDUSTRIAL_ACTIVITIES.items()
    },
    **OTHER_ACTIVITIES,
}

VOCABULARY: dict[str, dict[str, str]] = {
    "event": EVENTS,
    "violation": VIOLATIONS,
    "facility_type": FACILITY_TYPES,
    "activity": ALL_ACTIVITIES,
    "condition": CONDITIONS,
    "exemption": EXEMPTIONS,
}
