"""Livingston non-stormwater discharges (L67-131, L173).

Every exemption of subsection (C) yields to a written notice from the Director that the discharge
may be a source of pollutants (L115), and every discharge remains subject to the MS4-permit
prohibition (L117) and the unlawful-connection prohibition (L119); the permissible categories
say so expressly (L75). Those three limits are conditions of every exempt category, so each is
``conditional``: the user confirms them.
"""

from __future__ import annotations

from workbench.api import DischargeRule

from .common import c

NO_NOTICE = (
    "the Director has not given written notice that the discharge may be a source of pollutants "
    "(L115)"
)
NO_PERMIT_VIOLATION = (
    "the discharge does not cause or contribute to a violation of the city's MS4 permit (L117)"
)
NO_UNLAWFUL_CONNECTION = (
    "the discharge does not flow through an unlawful connection to the storm drain system (L119)"
)
LIMITS = (NO_NOTICE, NO_PERMIT_VIOLATION, NO_UNLAWFUL_CONNECTION)
CATEGORY = c(
    75, 75, "The following categories of nonstormwater discharges are permissible", "prohibitions"
)

# (id, title, line, quote, extra conditions)
PERMISSIBLE: tuple[tuple[str, str, int, str, tuple[str, ...]], ...] = (
    ("water_line_flushing", "Water line flushing", 77, "Water line flushing", ()),
    (
        "incidental_landscape_runoff",
        "Incidental runoff from landscaped areas",
        79,
        "unintended, minimal overspray from sprinklers",
        (
            "the runoff is unintended, minimal overspray and not part of the facility design, "
            "excessive application, intentional overflow or negligence (L121)",
        ),
    ),
    ("diverted_stream_flows", "Diverted stream flows", 81, "Diverted stream flows", ()),
    ("rising_groundwater", "Rising groundwaters", 83, "Rising groundwaters", ()),
    (
        "groundwater_infiltration",
        "Uncontaminated groundwater infiltration",
        85,
        "Uncontaminated groundwater infiltration",
        ("the groundwater is uncontaminated (40 C.F.R. 35.2005(b)(20))",),
    ),
    (
        "pumped_groundwater",
        "Uncontaminated pumped groundwater",
        87,
        "Uncontaminated pumped groundwater",
        ("the groundwater is uncontaminated",),
    ),
    (
        "potable_water",
        "Discharges from potable water sources",
        89,
        "Discharges from potable water sources",
        (),
    ),
    ("foundation_drains", "Foundation drains", 91, "Foundation drains", ()),
    ("ac_condensation", "Air conditioning condensation", 93, "Air conditioning condensation", ()),
    ("springs", "Springs", 95, "Springs", ()),
    ("crawl_space_pumps", "Water from crawl space pumps", 97, "Water from crawl space pumps", ()),
    ("footing_drains", "Footing drains", 99, "Footing drains", ()),
    (
        "residential_car_washing",
        "Individual residential car washing on private property",
        101,
        "Individual residential car washing on private property",
        ("no commercial enterprise or nonprofit fundraising is conducted in the washing (L101)",),
    ),
    (
        "riparian_wetland_flows",
        "Flows from riparian habitats and wetlands",
        103,
        "Flows from riparian habitats and wetlands",
        (),
    ),
    (
        "dechlorinated_pool",
        "Dechlorinated swimming pool discharges",
        105,
        "Dechlorinated swimming pool discharges",
        ("the pool water is dechlorinated (L105)",),
    ),
    (
        "emergency_firefighting",
        "Discharges from emergency firefighting activity",
        107,
        "Discharges from emergency firefighting activity",
        (),
    ),
    (
        "public_health_determination",
        "Discharge determined necessary to protect public health and safety",
        109,
        "determines, in writing, is necessary for the protection of the public health",
        (
            "the enforcement official, local health officer or Regional Water Quality Control "
            "Board determined it in writing (L109)",
        ),
    ),
    (
        "natural_disaster",
        "Discharge caused by flooding or other natural disaster",
        111,
        "caused by flooding or other natural disaster",
        (
            "it could not have been reasonably foreseen or mitigated, as determined by the "
            "enforcement official (L111)",
        ),
    ),
    (
        "director_identified",
        "Activity the Director identifies as not a significant contributor of pollutants",
        113,
        "not a significant contributor of pollutants",
        ("the Director identified the activity during the MS4 permit term (L113)",),
    ),
)

RULES: list[DischargeRule] = [
    DischargeRule(
        "separate_npdes_permit",
        "Discharge authorized by a separate NPDES or RWQCB permit",
        "conditional",
        (
            c(73, 73, "Discharges authorized by a separate NPDES or RWQCB permit", "prohibitions"),
            c(115, 115, "any exempted discharge under this subsection (C)", "prohibitions"),
        ),
        conditions=("the discharge is authorized by a separate NPDES or RWQCB permit", *LIMITS),
    ),
    *[
        DischargeRule(
            rid,
            title,
            "conditional",
            (c(line, line, quote, "prohibitions"), CATEGORY),
            conditions=(*extra, *LIMITS),
            notes="Permissible 'unless otherwise prohibited under subsection (C)3., (C)4. or "
            "(C)5.' (L75).",
        )
        for rid, title, line, quote, extra in PERMISSIBLE
    ],
    DischargeRule(
        "recycled_water_pond",
        "Discharge from a pond containing recycled water",
        "conditional",
        (
            c(
                129,
                129,
                "unless the discharge is a result of a 25-year, 24-hour storm event or greater",
                "prohibitions",
            ),
        ),
        conditions=(
            "the discharge results from a 25-year, 24-hour storm event or greater",
            "the regional water board is notified by e-mail no later than 24 hours after the "
            "discharge",
        ),
    ),
    DischargeRule(
        "excess_irrigation_runoff",
        "Irrigation runoff in excess of incidental runoff",
        "prohibited",
        (
            c(
                121,
                121,
                "No person shall allow irrigation runoff in excess of incidental runoff",
                "prohibitions",
            ),
        ),
        notes="Not incidental if part of the facility design, due to excessive application, "
        "intentional overflow or application, or negligence (L121).",
    ),
    DischargeRule(
        "irrigation_during_precipitation",
        "Irrigating during precipitation events",
        "prohibited",
        (c(127, 127, "Not irrigate during precipitation events", "prohibitions"),),
    ),
    DischargeRule(
        "sewage_connection",
        "Sewage line connected to a stormwater conveyance",
        "prohibited",
        (
            c(
                119,
                119,
                "connects a line conveying sewage to a stormwater conveyance system",
                "prohibitions",
            ),
        ),
    ),
    DischargeRule(
        "unlawful_connection",
        "Unlawful connection to the public storm drain system",
        "prohibited",
        (
            c(
                119,
                119,
                "No person shall establish, use, maintain or continue any unlawful connection",
                "prohibitions",
            ),
        ),
        notes="Retroactive: applies to any connection made in the past, even if permitted or "
        "lawful then (L119).",
    ),
    DischargeRule(
        "car_wash_fundraiser",
        "Car wash fundraisers and commercial car washing",
        "prohibited",
        (
            c(67, 67, "car wash fundraisers", "prohibitions"),
            c(101, 101, "no commercial enterprise or nonprofit fundraising", "prohibitions"),
        ),
    ),
    DischargeRule(
        "washdown",
        "Washdown from parking lots, private paved roads, gasoline stations, industrial facilities "
        "and businesses",
        "prohibited",
        (
            c(
                67,
                67,
                "washdown from parking lots, private paved roads, gasoline stations",
                "prohibitions",
            ),
        ),
    ),
    DischargeRule(
        "chlorinated_pool",
        "Swimming pool water that is not dechlorinated",
        "prohibited",
        (
            c(67, 67, "any substance that is not composed entirely of stormwater", "prohibitions"),
            c(105, 105, "Dechlorinated swimming pool discharges", "prohibitions"),
        ),
        notes="Only dechlorinated pool discharges are permissible (L105).",
    ),
    DischargeRule(
        "pollutant_substances",
        "Oil and grease, pesticides, fertilizers, chemicals, process wastewater, domestic sewage, "
        "animal waste",
        "prohibited",
        (
            c(
                67,
                67,
                "petroleum products (oil and grease), pesticides, fertilizers",
                "prohibitions",
            ),
        ),
    ),
    DischargeRule(
        "construction_waste",
        "Construction waste: concrete truck washout, building materials, chemicals, litter, "
        "sanitary waste",
        "prohibited",
        (
            c(
                173,
                173,
                "concrete truck washout, chemicals, litter and sanitary waste",
                "construction",
            ),
            c(35, 35, "fresh concrete", "definitions"),
        ),
    ),
    DischargeRule(
        "materials_disposal",
        "Refuse, rubbish, garbage or litter where it can enter the storm drain",
        "prohibited",
        (
            c(
                69,
                69,
                "no person shall use, store, spill, dump or dispose of materials",
                "prohibitions",
            ),
        ),
        notes="Except in containers or in lawfully established waste disposal facilities (L69).",
    ),
    DischargeRule(
        "permit_violation",
        "Any discharge that would cause or contribute to an MS4 permit violation",
        "prohibited",
        (
            c(
                117,
                117,
                "would result in or contribute to a violation of the city’s NPDES",
                "prohibitions",
            ),
        ),
    ),
]
