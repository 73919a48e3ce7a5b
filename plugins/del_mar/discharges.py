"""Non-stormwater discharges: the prohibitions of 11.30.050 and the allowed and conditionally
allowed categories of 11.30.060 with their conditions, as stated.

A conditional discharge is allowed only when every condition holds (the user confirms each in
``discharges[].conditions_met``); otherwise it is an illicit discharge (L321, L331, L355).
"""

from __future__ import annotations

from workbench.api import DischargeRule

from .common import c

G = (
    "The RWQCB or the enforcement official has not determined the discharge to be a source of "
    "pollutants to receiving waters, a danger to public health or safety, or a public nuisance "
    "(11.30.060.G, L367)"
)
D = (
    "The enforcement official or the RWQCB has not identified the discharge as a source of "
    "pollutants to receiving waters (11.30.060.D, L333)"
)
CAG919002 = (
    "Either coverage under NPDES Permit No. CAG919002 (Order No. R9-2008-0002 or subsequent order) "
    "and compliance with it and all other applicable laws, or a written RWQCB determination that "
    "such coverage is not required (L321)"
)
CAG679001 = (
    "Coverage under NPDES Permit No. CAG679001 (Order No. R9-2010-0003 or subsequent order) and "
    "compliance with it and other applicable laws (L331)"
)
BMPS_070 = "Addressed with BMPs as described in DMMC Section 11.30.070 (L355)"
ABOVE_GW = (
    "The drain system is designed to be located above the groundwater table at all times of the "
    "year and is only expected to produce non-storm water discharges under unusual circumstances "
    "(L347, L349)"
)
BELOW_GW = (
    "The drain system is designed to be located at or below the groundwater table (L325, L329)"
)
MS4_NOTE = "'MS4' is not defined in the chapter; read as the Stormwater Conveyance System (L181)."

S060 = "11.30.060"


def _b(kid: str, title: str, line: int, quote: str, extra: tuple[str, ...] = ()) -> DischargeRule:
    return DischargeRule(
        id=kid,
        title=title,
        status="conditional",
        citations=(
            c(
                321,
                321,
                "are allowed if the discharger obtains coverage under NPDES Permit No. CAG919002",
                f"{S060}.B",
            ),
            c(line, line, quote, f"{S060}.B"),
        ),
        conditions=extra + (CAG919002, G),
        notes="Otherwise it is an illicit discharge (L321). Overlaps 11.30.060.D (rising "
        "groundwater, groundwater "
        "infiltration), which needs no permit. " + MS4_NOTE,
    )


def _d(
    kid: str, title: str, line: int, quote: str, extra: tuple[str, ...] = (), note: str = ""
) -> DischargeRule:
    return DischargeRule(
        id=kid,
        title=title,
        status="conditional",
        citations=(
            c(
                333,
                333,
                "unless the enforcement official or the Regional Water Quality Control Board "
                "identifies",
                f"{S060}.D",
            ),
            c(line, line, quote, f"{S060}.D"),
        ),
        conditions=extra + (D, G),
        notes=(note + " " if note else "") + MS4_NOTE,
    )


def _f(kid: str, title: str, line: int, quote: str, note: str = "") -> DischargeRule:
    return DischargeRule(
        id=kid,
        title=title,
        status="conditional",
        citations=(
            c(
                355,
                355,
                "are allowed if they are addressed with BMPs as described in DMMC Section "
                "11.30.070",
                f"{S060}.F",
            ),
            c(line, line, quote, f"{S060}.F"),
        ),
        conditions=(BMPS_070, G),
        notes=(note + " " if note else "") + "Otherwise it is an illicit discharge (L355).",
    )


RULES: tuple[DischargeRule, ...] = (
    # ---- 11.30.050 prohibitions
    DischargeRule(
        id="non_stormwater_pollutants",
        title="Pollutants in non-stormwater not allowed by 11.30.060",
        status="prohibited",
        citations=(
            c(
                309,
                309,
                "in non-stormwater is prohibited, except as exempted in Section 11.30.060",
                "11.30.050.A",
            ),
        ),
        notes="Any discharge of non-stormwater that no 11.30.060 category allows is an Illegal "
        "Discharge (L81).",
    ),
    DischargeRule(
        id="illegal_connection_discharge",
        title="Discharge through an Illegal Connection",
        status="prohibited",
        citations=(
            c(311, 311, "The use of Illegal Connections is prohibited", "11.30.050.B"),
            c(81, 81, "any discharge from an Illegal Connection", "11.30.030"),
        ),
        notes="Prohibited even if the connection was legal when it was built (L311).",
    ),
    DischargeRule(
        id="litter_dumps_stockpiles",
        title="Materials or wastes left where they may result in an Illegal Discharge",
        status="conditional",
        citations=(
            c(
                313,
                313,
                "in a manner and place where they may result in an Illegal Discharge is prohibited",
                "11.30.050.C",
            ),
        ),
        conditions=("Written authorization is provided by the City (L313)",),
        notes="The written authorization process is not described in the chapter.",
    ),
    DischargeRule(
        id="non_emergency_flares",
        title="Non-emergency use of flares",
        status="conditional",
        citations=(c(315, 315, "The non-emergency use of flares is prohibited", "11.30.050.D"),),
        conditions=("Written authorization is provided by the City (L315)",),
        notes="The written authorization process is not described in the chapter.",
    ),
    DischargeRule(
        id="product_disposal_rinsing",
        title="Products disposed of or rinsed into Receiving Waters or the conveyance system",
        status="prohibited",
        citations=(
            c(
                391,
                391,
                "No such product may be disposed of or rinsed into Receiving Waters",
                "11.30.070.B.6",
            ),
        ),
    ),
    DischargeRule(
        id="animal_waste",
        title="Animal wastes to the stormwater conveyance system or receiving waters",
        status="prohibited",
        citations=(
            c(
                653,
                653,
                "Animal wastes shall not be disposed to the stormwater conveyance system",
                "11.30.110.D.3",
            ),
        ),
    ),
    DischargeRule(
        id="water_line_break_under_4_inch",
        title="Break of a water line under four inches in diameter",
        status="prohibited",
        citations=(
            c(
                331,
                331,
                "Otherwise, discharges from water lines are illicit discharges",
                f"{S060}.C",
            ),
            c(215, 215, "greater than or equal to four inches in diameter", "11.30.030"),
        ),
        notes="A Water Main is a potable or recycled line 'greater than or equal to four inches "
        "in diameter' (L215); 11.30.060.C allows 'water line flushing and water main breaks' only, "
        "so a break of a smaller line is not covered.",
    ),
    # ---- 11.30.060.A
    DischargeRule(
        id="npdes_permitted",
        title="Discharge regulated under the discharger's own NPDES permit",
        status="conditional",
        citations=(
            c(319, 319, "regulated under an NPDES permit issued to the discharger", f"{S060}.A"),
        ),
        conditions=(
            "Regulated under an NPDES permit issued to the discharger and administered by the "
            "State under Division 7 of the Water Code (L319)",
            "The discharger complies with all requirements of that permit and other applicable "
            "laws to the satisfaction of the RWQCB (L319)",
            G,
        ),
        notes=MS4_NOTE,
    ),
    # ---- 11.30.060.B (CAG919002)
    _b(
        "uncontaminated_pumped_groundwater",
        "Uncontaminated pumped groundwater",
        323,
        "Discharges from uncontaminated pumped groundwater",
    ),
    _b(
        "foundation_drains_below_groundwater",
        "Foundation drains at or below the groundwater table",
        325,
        "Discharges from foundation drains when the system is designed to be located at or below "
        "the groundwater table",
        (BELOW_GW,),
    ),
    _b("crawl_space_pumps", "Crawl space pumps", 327, "Discharges from crawl space pumps"),
    _b(
        "footing_drains_below_groundwater",
        "Footing drains at or below the groundwater table",
        329,
        "Discharges from footing drains when the system is designed to be located at or below the "
        "groundwater table",
        (BELOW_GW,),
    ),
    # ---- 11.30.060.C (CAG679001)
    DischargeRule(
        id="water_line_flushing",
        title="Water line flushing",
        status="conditional",
        citations=(
            c(
                331,
                331,
                "Non-storm water discharges to the MS4 from water line flushing and water main "
                "breaks are allowed",
                f"{S060}.C",
            ),
        ),
        conditions=(CAG679001, G),
        notes="Includes discharges from water purveyors with a California Department of Public "
        "Health water supply "
        "permit and federal military installations (L331). " + MS4_NOTE,
    ),
    DischargeRule(
        id="water_main_break",
        title="Water main break (potable or recycled line of 4 inches or more)",
        status="conditional",
        citations=(
            c(331, 331, "water line flushing and water main breaks", f"{S060}.C"),
            c(
                215,
                215,
                "Water Main means a potable or recycled water delivery line greater than or equal "
                "to four inches",
                "11.30.030",
            ),
        ),
        conditions=(
            "The broken line is a potable or recycled water delivery line greater than or equal to "
            "four inches in diameter (Water Main, L215)",
            CAG679001,
            G,
        ),
        notes="A break of a line under four inches is not covered: see 'Break of a water line "
        "under four inches in diameter'. " + MS4_NOTE,
    ),
    DischargeRule(
        id="recycled_water_line",
        title="Discharge from a recycled or reclaimed water line",
        status="conditional",
        citations=(
            c(
                331,
                331,
                "Discharges from recycled or reclaimed water lines to the MS4 are allowed",
                f"{S060}.C",
            ),
        ),
        conditions=(
            "Coverage under an NPDES permit and compliance with it and other applicable laws "
            "(L331)",
            G,
        ),
        notes="Recycled water use and discharge after use are not prohibited, but need BMPs as "
        "necessary (L233). " + MS4_NOTE,
    ),
    # ---- 11.30.060.D (allowed unless identified as a pollutant source)
    _d(
        "diverted_stream_flows",
        "Diverted stream flows",
        335,
        "Discharges from diverted stream flows",
    ),
    _d("rising_groundwater", "Rising groundwater", 337, "Discharges from rising groundwater"),
    _d(
        "groundwater_infiltration",
        "Uncontaminated groundwater infiltration to the MS4",
        339,
        "Discharges from uncontaminated groundwater infiltration to the MS4",
    ),
    _d("springs", "Springs", 341, "Discharges from springs"),
    _d(
        "riparian_wetlands",
        "Riparian habitats and wetlands",
        343,
        "Discharges from riparian habitats and wetlands",
    ),
    _d(
        "potable_water_sources",
        "Potable water sources",
        345,
        "Discharges from potable water sources",
        note="'except as set forth in Del Mar Municipal Code' names no section: check the rest "
        "of the Code (L345).",
    ),
    _d(
        "foundation_drains_above_groundwater",
        "Foundation drains above the groundwater table",
        347,
        "located above the groundwater table at all times of the year",
        (ABOVE_GW,),
    ),
    _d(
        "footing_drains_above_groundwater",
        "Footing drains above the groundwater table",
        349,
        "Discharges from footing drains when the system is designed to be located above the "
        "groundwater table",
        (ABOVE_GW,),
    ),
    _d(
        "saline_swimming_pool",
        "Saline swimming pool discharged directly to a naturally saline water body",
        351,
        "Discharges from saline swimming pools",
        (
            "The water is discharged via a pipe or concrete channel directly to a naturally saline "
            "water body (e.g., Pacific Ocean) (L351)",
        ),
    ),
    # ---- 11.30.060.E
    DischargeRule(
        id="onsite_wastewater_subsurface",
        title="Subsurface discharge from an on-site wastewater system",
        status="conditional",
        citations=(
            c(
                353,
                353,
                "Discharges to the subsurface from permitted properly functioning on-site "
                "wastewater systems",
                f"{S060}.E",
            ),
        ),
        conditions=(
            "The on-site wastewater system is permitted (L353)",
            "The system is properly functioning (L353)",
            "The discharge is to the subsurface (L353)",
        ),
        notes="Not prohibited by this Chapter (L353).",
    ),
    # ---- 11.30.060.F (allowed with 11.30.070 BMPs)
    _f(
        "air_conditioning_condensation",
        "Air conditioning condensation",
        357,
        "Air conditioning condensation",
    ),
    _f(
        "residential_vehicle_washing",
        "Individual residential vehicle washing",
        359,
        "Individual residential vehicle washing",
    ),
    _f(
        "non_emergency_fire_fighting",
        "Flows from non-emergency fire fighting activities",
        361,
        "Flows from non-emergency fire fighting activities",
    ),
    _f(
        "emergency_fire_fighting",
        "Flows from emergency fire fighting activities",
        363,
        "Flows from emergency [2] fire fighting activities",
        note="Footnote (2): in emergencies priority goes to 'life, property, and the "
        "environment (in descending order)' and BMPs 'should not interfere with immediate "
        "emergency response operations' (L375), which sits uneasily with the BMP condition.",
    ),
    _f(
        "dechlorinated_swimming_pool",
        "Dechlorinated swimming pool discharges",
        365,
        "Dechlorinated Swimming Pool Discharges",
    ),
)
