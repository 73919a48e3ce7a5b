"""How Signal Hill Ch. 12.16's defined terms read in the core vocabulary (issue 16)."""

from __future__ import annotations

from workbench.api import TermMap, cite

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
]
