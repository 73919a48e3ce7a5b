"""How Del Mar Ch. 11.30's terms read in the core vocabulary (issue 16)."""

from __future__ import annotations

from workbench.api import TermMap, cite

SOURCE = "004_8d9d5682f72cc2fe.txt"


def _line(line: int, quote: str, section: str = "11.30.020"):
    return (cite(SOURCE, section, line, line, quote),)


TERMS = [
    TermMap(
        "facility_type",
        "commercial",
        ("facility_type:commercial_facility",),
        "same",
        _line(159, "all non-residential facilities or entities engaged in business or commerce"),
    ),
    TermMap(
        "facility_type",
        "industrial",
        ("facility_type:industrial_facility",),
        "same",
        _line(163, "primarily engaged in manufacturing, processing, storage or handling"),
    ),
    TermMap(
        "facility_type",
        "residence",
        ("facility_type:residence",),
        "same",
        _line(165, "for an occupied residence, the occupants"),
    ),
    TermMap(
        "activity",
        "eating_drinking",
        ("activity:food_service",),
        "same",
        _line(473, "Eating or drinking establishments, including food markets", "11.30.100"),
    ),
    TermMap(
        "activity",
        "vehicle_maintenance",
        ("activity:vehicle_repair",),
        "same",
        _line(427, "Vehicle maintenance", "11.30.090"),
    ),
    TermMap(
        "activity",
        "vehicle_washing",
        ("activity:vehicle_washing",),
        "same",
        _line(429, "Vehicle washing", "11.30.090"),
    ),
    TermMap(
        "activity",
        "irrigation_practices",
        ("activity:landscape_irrigation",),
        "same",
        _line(431, "Irrigation practices and management", "11.30.090"),
    ),
    TermMap(
        "activity",
        "landscape_maintenance",
        ("activity:landscape_maintenance",),
        "same",
        _line(435, "Landscape maintenance", "11.30.090"),
    ),
    TermMap(
        "activity",
        "vehicle_parking_storage",
        ("facility_type:parking_lot",),
        "same",
        _line(461, "Vehicle parking lots and storage facilities", "11.30.100"),
    ),
    TermMap(
        "activity",
        "vehicle_repair_fueling_cleaning",
        ("activity:vehicle_repair", "activity:fuel_dispensing", "activity:vehicle_washing"),
        "broader",
        _line(465, "Vehicle repair, maintenance, fueling, or cleaning", "11.30.100"),
    ),
    TermMap(
        "activity",
        "pool_fountain_cleaning",
        ("activity:pool_fountain",),
        "same",
        _line(493, "Pool and fountain cleaning", "11.30.100"),
    ),
    TermMap(
        "activity",
        "retail_wholesale_fueling",
        ("facility_type:fueling_station",),
        "broader",
        _line(497, "Retail or wholesale fueling", "11.30.100"),
    ),
    TermMap(
        "activity",
        "solid_waste_storage",
        ("activity:refuse_storage",),
        "same",
        _line(593, "Solid waste storage", "11.30.100"),
    ),
]
