"""The discharge checker's catalog (L193-247, L271, L293): the fifteen exempt discharges, the
conditionally allowed ones, and the prohibited ones. Conditions are plain statements the user
confirms (scenario ``discharges[].conditions_met`` holds the statements' ids, i.e. the text).
"""

from __future__ import annotations

from workbench.api import DischargeRule

from . import flags as F
from .common import c

_EX = "Discharge prohibitions A.1.a"


def _exempt(
    rule_id: str,
    title: str,
    line: int,
    quote: str,
    item: int,
    *conditions: str,
    notes: str = "",
    flags: tuple[str, ...] = (),
) -> DischargeRule:
    return DischargeRule(
        id=rule_id,
        title=title,
        status="exempt",
        citations=(
            c(199, 199, "The following discharges are exempt from discharge prohibitions", _EX),
            c(line, line, quote, f"{_EX}.{item}"),
        ),
        conditions=conditions,
        notes=notes,
        flags=flags,
    )


UNCONTAMINATED = "the ground water is uncontaminated"

RULES: list[DischargeRule] = [
    _exempt("water_line_flushing", "Water line flushing", 201, "Water line flushing", 1),
    _exempt(
        "residential_car_washing",
        "Individual residential car washing",
        203,
        "Individual residential car washing",
        2,
        "the washing is individual residential car washing (not commercial or fund-raising)",
    ),
    _exempt("diverted_stream_flows", "Diverted stream flows", 205, "Diverted stream flows", 3),
    _exempt("rising_ground_waters", "Rising ground waters", 207, "Rising ground waters", 4),
    _exempt(
        "ground_water_infiltration",
        "Uncontaminated ground water infiltration to separate storm sewers",
        209,
        "Uncontaminated ground water infiltration",
        5,
        UNCONTAMINATED + " (infiltration as defined at 40 C.F.R. § 35.2005(20))",
        flags=(F.A18_UNDEFINED_TERMS,),
    ),
    _exempt(
        "pumped_ground_water",
        "Uncontaminated pumped ground water",
        211,
        "Uncontaminated pumped ground water",
        6,
        UNCONTAMINATED,
        flags=(F.A18_UNDEFINED_TERMS,),
    ),
    _exempt(
        "potable_water_sources",
        "Discharges from potable water sources",
        213,
        "Discharges from potable water sources",
        7,
    ),
    _exempt("foundation_drains", "Foundation drains", 215, "Foundation drains", 8),
    _exempt(
        "air_conditioning_condensation",
        "Air conditioning condensation",
        217,
        "Air conditioning condensation",
        9,
    ),
    _exempt("springs", "Springs", 219, "springs", 10),
    _exempt(
        "crawl_space_pumps", "Water from crawl space pumps", 221, "Water from crawl space pumps", 11
    ),
    _exempt("footing_drains", "Footing drains", 223, "Footing drains", 12),
    _exempt(
        "riparian_wetland_flows",
        "Flows from riparian habitats and wetlands",
        225,
        "Flows from riparian habitats and wetlands",
        13,
    ),
    _exempt(
        "swimming_pool",
        "Dechlorinated swimming pool discharges",
        227,
        "Dechlorinated swimming pool discharges",
        14,
        "the pool water has been dechlorinated",
        notes="No dechlorination standard is given.",
        flags=(F.A18_UNDEFINED_TERMS,),
    ),
    DischargeRule(
        id="incidental_landscape_runoff",
        title="Incidental runoff from landscaped areas",
        status="exempt",
        citations=(
            c(229, 229, "Incidental runoff from landscaped areas", f"{_EX}.15"),
            c(
                95,
                95,
                "unintended, minimal over-spray from sprinklers that escapes the area of intended "
                "use",
                "Definitions: Incidental runoff",
            ),
        ),
        conditions=(
            "the runoff is an unintended, minimal amount (e.g. over-spray from sprinklers) "
            "escaping the area of intended use",
            "it is not part of the facility design",
            "it is not due to excessive application",
            "it is not due to intentional overflow or application",
            "it is not due to negligence",
        ),
        notes="Runoff in excess of incidental runoff 'shall be controlled': leaks corrected "
        "within 72 hours, sprinklers properly designed and aimed, no irrigation during "
        "precipitation (L229-235).",
        flags=(F.A3_INCIDENTAL_XREF,),
    ),
    DischargeRule(
        id="excess_landscape_runoff",
        title="Landscape runoff in excess of incidental runoff",
        status="prohibited",
        citations=(
            c(
                229,
                229,
                "Discharges in excess of an amount deemed to be incidental runoff shall be "
                "controlled",
                f"{_EX}.15",
            ),
            c(
                95,
                95,
                "is not considered incidental if it is part of the facility design",
                "Definitions: Incidental runoff",
            ),
        ),
        notes="Not exempt: it 'shall be controlled', including correcting leaks within 72 hours "
        "of learning of them (L231) and not irrigating during precipitation events (L235).",
        flags=(F.A3_INCIDENTAL_XREF,),
    ),
    DischargeRule(
        id="recycled_water_pond",
        title="Discharge from a pond containing recycled water",
        status="conditional",
        citations=(
            c(
                237,
                237,
                "such that no discharge occurs unless the discharge is a result of a twenty-five "
                "year",
                f"{_EX}.15.d",
            ),
        ),
        conditions=(
            "the discharge is a result of a twenty-five year, twenty four hour storm event or "
            "greater",
            "the regional water board is notified by email no later than twenty four hours after "
            "the discharge, with the pond owner's name and permit identification number",
        ),
        notes="The text gives no rainfall depth for the 25-year, 24-hour storm.",
    ),
    DischargeRule(
        id="city_specified_public_health",
        title="Discharge the city specifies in writing as necessary to protect "
        "public health and safety",
        status="conditional",
        citations=(
            c(
                239,
                239,
                "Discharges specified in writing by the city as being necessary to protect public "
                "health and safety",
                "Discharge prohibitions A.1.b",
            ),
        ),
        conditions=(
            "the city has specified the discharge in writing as necessary to protect public "
            "health and safety",
        ),
    ),
    DischargeRule(
        id="dye_testing",
        title="Dye testing",
        status="conditional",
        citations=(
            c(241, 241, "Dye testing is an allowable discharge", "Discharge prohibitions A.1.c"),
        ),
        conditions=("verbal notification was given to the city prior to the time of the test",),
    ),
    DischargeRule(
        id="npdes_permitted",
        title="Non-stormwater discharge permitted under an NPDES permit, waiver or waste "
        "discharge order",
        status="conditional",
        citations=(
            c(
                243,
                243,
                "any non-stormwater discharge permitted under a NPDES permit, waiver, or waste "
                "discharge order",
                "Discharge prohibitions A.1.d",
            ),
            c(
                243,
                243,
                "written approval has been granted for any discharge to the storm drain system",
                "Discharge prohibitions A.1.d",
            ),
        ),
        conditions=(
            "the discharge is permitted under an NPDES permit, waiver or waste discharge order "
            "issued to the discharger",
            "the discharger is in full compliance with all requirements of the permit, waiver or "
            "order and other applicable laws and regulations",
            "written approval has been granted for the discharge to the storm drain system",
        ),
        flags=(F.A16_WRITTEN_APPROVAL,),
    ),
    DischargeRule(
        id="construction_authorized",
        title="Construction site discharge specifically authorized by the CGP, this "
        "chapter or another NPDES permit",
        status="conditional",
        citations=(
            c(
                271,
                271,
                "specifically authorized by the state construction general permit (CGP), this "
                "chapter or any other NPDES permit",
                "Construction",
            ),
        ),
        conditions=(
            "the discharge is specifically authorized by the CGP, this chapter or another NPDES "
            "permit",
        ),
    ),
    DischargeRule(
        id="construction_dewatering",
        title="Construction dewatering",
        status="conditional",
        citations=(
            c(629, 629, "Dewatering", "Construction F.1.d.iii(E)"),
            c(211, 211, "Uncontaminated pumped ground water", f"{_EX}.6"),
        ),
        conditions=(UNCONTAMINATED + " (only uncontaminated pumped ground water is exempt)",),
        flags=(F.A17_DEWATERING,),
    ),
    DischargeRule(
        id="commercial_car_washing",
        title="Commercial or fund-raising car washing",
        status="prohibited",
        citations=(
            c(203, 203, "Individual residential car washing", f"{_EX}.2"),
            c(
                93,
                93,
                "includes all non-stormwater discharges not composed entirely of stormwater",
                "Definitions: Illicit discharge",
            ),
        ),
        notes="Only individual residential car washing is on the exempt list (L203).",
    ),
    DischargeRule(
        id="sewage",
        title="Sewage, or a line conveying sewage connected to the MS4",
        status="prohibited",
        citations=(
            c(
                247,
                247,
                "connects a line conveying sewage to the MS4, or allows such a connection to "
                "continue",
                "Discharge prohibitions A.2.a",
            ),
        ),
    ),
    DischargeRule(
        id="indoor_drains",
        title="Discharge from indoor drains and sinks",
        status="prohibited",
        citations=(
            c(
                87,
                87,
                "Any connection to the storm drain system from indoor drains and sinks",
                "Definitions: Illicit connection",
            ),
            c(
                247,
                247,
                "continued existence of illicit connections to the storm drain are prohibited",
                "Discharge prohibitions A.2.a",
            ),
        ),
    ),
    DischargeRule(
        id="construction_pollutants",
        title="Construction pollutants (sediment, concrete, slurries, wash water, "
        "vehicle fluids, paint, debris and waste)",
        status="prohibited",
        citations=(
            c(293, 293, "sediment, silt, earth, soil, dirt, sand and gravel", "Construction A.2.b"),
            c(293, 293, "construction vehicle cleaning and wash waters", "Construction A.2.b"),
            c(271, 271, "All discharges are prohibited except", "Construction"),
        ),
    ),
    DischargeRule(
        id="other_non_stormwater",
        title="Any other non-stormwater discharge not listed as exempt or allowed",
        status="prohibited",
        citations=(
            c(
                195,
                195,
                "any materials, including but not limited to pollutants",
                "Discharge prohibitions A.1",
            ),
            c(
                141,
                141,
                "not otherwise specifically authorized by this chapter",
                "Definitions: Prohibited discharge",
            ),
            c(
                93,
                93,
                "includes all non-stormwater discharges not composed entirely of stormwater",
                "Definitions: Illicit discharge",
            ),
        ),
        flags=(F.A15_PROHIBITION_SCOPE,),
    ),
]

EXEMPT_LIST_COUNT = 15  # items 1-15 at L201-229
