"""Non-storm water discharges the chapter names.

The chapter lists no exempt discharge itself: exempt and conditionally exempt discharges are
those "Identified in Part III.A of the 2012 NPDES MS4 permit" (L323), which the Director may
change (L327). Discharges the text defines but does not exempt (dechlorinated pool water, L37;
potable water sources, L153) are therefore conditional on that outside list, never exempt.
"""

from __future__ import annotations

from workbench.api import DischargeRule

from .common import c

PERMIT_LIST = (
    "the discharge is identified in Part III.A of the 2012 NPDES MS4 permit (Order No. "
    "R4-2012-0175), with any conditions the permit attaches"
)
NOT_WITHDRAWN = (
    "the Director has not modified or revised the exempted list to prohibit it (L323, L327)"
)
PERMIT_NOTE = (
    "The exempted list is in the MS4 permit (Part III.A of the 2012 NPDES MS4 permit), not in the "
    "ordinance (L71, L323); verify it there. The Director may add to or delete from it (L327)."
)


def _p(
    did: str, title: str, first: int, last: int, quote: str, where: str, notes: str = ""
) -> DischargeRule:
    return DischargeRule(
        id=did,
        title=title,
        status="prohibited",
        citations=(c(first, last, quote, where),),
        notes=notes,
    )


RULES: list[DischargeRule] = [
    DischargeRule(
        id="ms4_permit_exempted",
        title="Discharge identified in Part III.A of the 2012 NPDES MS4 permit",
        status="conditional",
        conditions=(PERMIT_LIST, NOT_WITHDRAWN),
        citations=(
            c(
                323,
                323,
                "Discharges Identified in Part III.A of the 2012 NPDES MS4 permit",
                "discharge prohibitions U",
            ),
            c(
                327,
                327,
                "the Director may modify the list of Exempted Discharges",
                "discharge prohibitions W",
            ),
        ),
        notes=PERMIT_NOTE,
    ),
    DischargeRule(
        id="dechlorinated_pool_water",
        title="Dechlorinated/debrominated swimming pool water (not filter backwash)",
        status="conditional",
        conditions=(
            "no measurable chlorine or bromine, and no detergents, wastes or chemicals not "
            "typically found in swimming pool water (L37)",
            "not swimming pool filter backwash (L37, L299)",
            PERMIT_LIST,
            NOT_WITHDRAWN,
        ),
        citations=(
            c(
                37,
                37,
                "swimming pool discharges which have no measurable chlorine or bromine",
                "definitions Q",
            ),
            c(
                323,
                323,
                "Discharges Identified in Part III.A of the 2012 NPDES MS4 permit",
                "discharge prohibitions U",
            ),
        ),
        notes="The ordinance defines this discharge but does not itself exempt it. " + PERMIT_NOTE,
    ),
    DischargeRule(
        id="potable_water_sources",
        title="Flows from drinking water distribution systems (potable water sources)",
        status="conditional",
        conditions=(PERMIT_LIST, NOT_WITHDRAWN),
        citations=(
            c(153, 153, "flows from drinking water distribution systems", "definitions BBB"),
            c(
                323,
                323,
                "are not prohibited by this chapter, unless otherwise modified or revised by the "
                "Director",
                "discharge prohibitions U",
            ),
        ),
        notes="The ordinance defines this discharge but does not itself exempt it; super "
        "chlorinated water from line flushing is a construction pollutant (L149). " + PERMIT_NOTE,
    ),
    DischargeRule(
        id="industrial_commercial_non_storm_water",
        title="Non-storm water runoff from industrial or commercial premises",
        status="conditional",
        conditions=("the discharge is otherwise permitted under federal, state or local law",),
        citations=(
            c(
                317,
                317,
                "Except as otherwise permitted under federal, state or local law",
                "discharge prohibitions R",
            ),
        ),
    ),
    _p(
        "non_storm_water",
        "Any other non-storm water discharge to the municipal storm drain system",
        283,
        283,
        "all non-storm water discharges to the municipal storm drain system are prohibited",
        "discharge prohibitions A",
        "Prohibited 'Except as otherwise permitted herein' (L283): see the discharges identified "
        "in Part III.A of the 2012 NPDES MS4 permit.",
    ),
    _p(
        "illicit",
        "Illicit discharge",
        285,
        285,
        "No person shall cause, facilitate or permit any illicit discharge",
        "discharge prohibitions B",
    ),
    _p(
        "water_quality_standard_exceedance",
        "Discharge causing or contributing to an exceedance of a water quality standard",
        287,
        287,
        "causes or contributes to an exceedence of any water quality standard",
        "discharge prohibitions C",
    ),
    _p(
        "pollution_or_nuisance",
        "Discharge causing or threatening pollution, contamination or nuisance",
        289,
        289,
        "causes or threatens to cause a condition of pollution, contamination, or nuisance",
        "discharge prohibitions D",
    ),
    _p(
        "pollutants_not_reduced",
        "Discharge with pollutants not reduced to the maximum extent practicable",
        291,
        291,
        "containing pollutants which have not been reduced to the Maximum Extent Practicable",
        "discharge prohibitions E",
    ),
    _p(
        "auto_service_washwater",
        "Washwater from cleaning a gas station, auto or truck repair garage or similar",
        293,
        293,
        "any discharge of washwaters to the municipal storm drain system",
        "discharge prohibitions F",
    ),
    _p(
        "mobile_washing_wastewater",
        "Wastewater from mobile auto washing, steam cleaning, carpet cleaning and similar",
        295,
        295,
        "mobile auto washing, steam cleaning, mobile carpet cleaning",
        "discharge prohibitions G",
    ),
    _p(
        "chlorinated_pool_water_or_backwash",
        "Chlorinated/brominated swimming pool water or filter backwash",
        299,
        299,
        "chlorinated/brominated swimming pool water or filter backwash",
        "discharge prohibitions I",
    ),
    _p(
        "hazardous_or_toxic_substance",
        "Release or threat of release of hazardous or toxic substances",
        301,
        301,
        "any hazardous or toxic substance in an area that creates a release",
        "discharge prohibitions J",
    ),
    _p(
        "concrete_truck_washwater",
        "Untreated wastewater from washing or cleaning concrete trucks",
        303,
        303,
        "untreated waste water from the washing or cleaning of concrete trucks",
        "discharge prohibitions K",
    ),
    _p(
        "landscape_or_construction_debris",
        "Leaves, dirt, other landscape debris or construction debris",
        305,
        305,
        "any leaves, dirt or other landscape debris, or construction debris",
        "discharge prohibitions L",
    ),
    _p(
        "banned_pesticides",
        "Pesticides, fungicides or herbicides banned by US EPA or the Department of Pesticide "
        "Regulation",
        307,
        307,
        "presently banned by the United States Environmental Protection Agency",
        "discharge prohibitions M",
        "Their use or application anywhere in the city is also prohibited (L345).",
    ),
    _p(
        "food_wastes",
        "Food or food processing wastes",
        319,
        319,
        "The discharge of any food or food processing wastes is prohibited",
        "discharge prohibitions S",
    ),
    _p(
        "fuel_chemical_animal_wastes_garbage_batteries",
        "Fuel and chemical wastes, animal wastes, garbage, batteries",
        321,
        321,
        "fuel and chemical wastes, animal wastes, garbage, batteries",
        "discharge prohibitions T",
    ),
    _p(
        "refuse_hazardous_infectious_waste",
        "Refuse, hazardous waste or infectious waste (Ch. 8.08) to the storm drain "
        "system or onto property, except in proper containers or at licensed facilities",
        337,
        337,
        'refuse," "hazardous waste," or "infectious waste',
        "refuse and hazardous waste A",
        "Violators must immediately collect and abate the waste (L339); the City's costs may be "
        "assessed (L341).",
    ),
    _p(
        "construction_vehicle_wash_water",
        "Water from washing construction or other vehicles leaving a construction site",
        405,
        405,
        "No water from the washing of construction or other vehicles is permitted to run off the "
        "construction site",
        "construction D.3.d",
    ),
]
