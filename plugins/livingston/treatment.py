"""Livingston LID and treatment: site assessment, drainage management areas, numeric sizing,
bioretention design, alternative designs, exceptions, variations and high-risk treatment.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    all_of,
    applies,
    does_not_apply,
    needs_info,
    negate,
    unknown,
)

from .common import ACRE_NOTE, ACRE_SQFT, c
from .flags import (
    COVERAGE_MIN_PCT,
    CUTOFF_WALL_FT,
    F_GEOTECH,
    F_HIGH_RISK,
    F_ROAD_EPA,
    F_SIZING_EXTERNAL,
    F_SMART_GROWTH,
    F_VARIATION_TERMS,
)
from .rule_helpers import REG_USES, _only_regulated, _rule, _total
from .vocabulary import (
    HIGH_RISK_FACILITIES,
)


def _lid_site_assessment(ctx: Context) -> Outcome:
    return _only_regulated(
        ctx,
        "LID site assessment (L261)",
        lambda: applies(
            "assess how soils, vegetation and flow paths influence placement of buildings and "
            "paved surfaces, using methods (a)-(i) (L261-279)"
        ),
    )


def _dmas(ctx: Context) -> Outcome:
    areas = ctx.scenario.drainage_areas
    have = (
        f"{len(areas)} drainage management area(s) given: " + ", ".join(d.name for d in areas)
        if areas
        else "no drainage areas given yet: divide the site into discrete DMAs"
    )
    return _only_regulated(
        ctx,
        "Drainage management areas (L281)",
        lambda: applies("'the project site shall be divided into discrete DMAs' (L281)", have),
    )


def _numeric_sizing(ctx: Context) -> Outcome:
    flags = [F_SIZING_EXTERNAL]
    if ctx.get("project_type") in ("road", "linear_utility"):
        flags.append(F_ROAD_EPA)
    return _only_regulated(
        ctx,
        "Numeric sizing criteria (L283)",
        lambda: applies(
            "satisfy at least one of: WEF/ASCE volume (L287), 80% annual capture (L289), 0.2 in/hr "
            "flow (L293), twice the 85th-percentile hourly intensity (L295); remaining runoff from "
            "impervious DMAs to facilities at least as effective as the baseline bioretention "
            "(L301)",
            flags=flags,
        ),
    )


def _bioretention_design(ctx: Context) -> Outcome:
    return _only_regulated(
        ctx,
        "The baseline bioretention design parameters (L301-317)",
        lambda: applies(
            "facilities at least as effective as a bioretention system with (a) surface loading <= "
            "5 in/hr or a 4% sizing factor, (b) a surface reservoir of area x 6 in, (c) planting "
            "medium >= 18 in sustaining >= 5 in/hr (a mix of 60-70% ASTM C33 sand and 30-40% "
            "compost 'may be used'), (d) a gravel layer >= 12 in, (e) an underdrain discharging at "
            "the top of the gravel (L303-311)",
            "(f) no compaction of soils beneath the facility, or ripping/loosening of soils if "
            "compacted (L313)",
            "(g) no liners or other barriers interfering with infiltration (L315), unless a "
            "variation of L333 applies",
            "(h) an appropriate plant palette for the specified soil mix and maximum available "
            "water use (L317)",
        ),
    )


def _alternative(ctx: Context) -> Outcome:
    if not ctx.has_condition("alternative_design"):
        return does_not_apply(
            "no alternative design proposed (condition 'alternative_design'; L319)"
        )
    return _only_regulated(ctx, "An alternative design (L319)", lambda: _alternative_inner(ctx))


def _alternative_inner(ctx: Context) -> Outcome:
    measures = {
        "equal_infiltration_et": "(a) equal or greater amount of runoff infiltrated or "
        "evapotranspired (L321)",
        "equal_pollutant_concentrations": "(b) equal or lower pollutant concentrations after "
        "biotreatment (L323)",
        "equal_shock_spill_protection": "(c) equal or greater protection against shock loadings "
        "and spills (L325)",
        "equal_access_maintenance": "(d) equal or greater accessibility and ease of inspection "
        "and maintenance (L327)",
    }
    shown = [text for key, text in measures.items() if ctx.has_condition(key)]
    missing = [
        f"not demonstrated: {text} (condition '{key}')"
        for key, text in measures.items()
        if not ctx.has_condition(key)
    ]
    if missing:
        return needs_info(
            "an alternative design 'may be permitted if all of the following measures of "
            "equivalent effectiveness are demonstrated' (L319)",
            *missing,
            *[f"demonstrated: {t}" for t in shown],
            missing=["site.conditions"],
        )
    return applies("all four measures of equivalent effectiveness demonstrated (L319-327)", *shown)


def _exceptions(ctx: Context) -> Outcome:
    if not ctx.has_condition("bioretention_infeasible_construction"):
        return does_not_apply(
            "bioretention is not shown infeasible 'due to construction constraints, not financial "
            "constraints' (condition 'bioretention_infeasible_construction'; L339)"
        )
    return _only_regulated(ctx, "Exceptions to bioretention (L339)", lambda: _exceptions_inner(ctx))


def _exceptions_inner(ctx: Context) -> Outcome:
    reasons = ["bioretention infeasible due to construction constraints (L339)"]
    if ctx.has_condition("runoff_solely_from_existing_impervious"):
        return applies(
            *reasons,
            "(b) 'Facilities receiving runoff solely from existing (preproject) impervious areas' "
            "(L343): other biotreatment or media filters may be used",
        )
    if ctx.has_condition("historic_site"):
        return applies(
            *reasons,
            "(c) historic site, structure or landscape (L345): other biotreatment or media filters "
            "may be used",
        )
    smart = ctx.is_true("smart_growth", "designated pedestrian oriented commercial district")
    if smart.no:
        return does_not_apply(
            *reasons,
            *smart.reasons,
            "not a smart growth project (L341), and neither (b) nor (c) is claimed",
            flags=[F_SMART_GROWTH],
        )
    acre = negate(
        _total(ctx).more_than(
            ACRE_SQFT,
            f"'creating or replacing an acre or less of impervious area' (L341); {ACRE_NOTE}",
        )
    )
    coverage = ctx.get("permanent_structure_coverage_pct")
    if coverage is None:
        covered = unknown("site.permanent_structure_coverage_pct")
    else:
        ok = coverage >= COVERAGE_MIN_PCT
        covered = Tri(
            ok,
            (
                f"permanent structures cover {coverage:g}% of the entire project site "
                f"{'>=' if ok else '<'} 85%: 'having at least 85% of the entire project site "
                "covered by permanent structures' (L341)",
            ),
        )
    return (
        all_of(smart, acre, covered)
        .because(*reasons)
        .outcome(
            [
                "(a) smart growth project: tree box type biofilters or in-vault media filters may "
                "be used"
            ],
            flags=[F_SMART_GROWTH],
        )
    )


def _cutoff_wall(ctx: Context) -> Outcome:
    distance = ctx.get("bmp_distance_to_structure_ft")
    if distance is None:
        return does_not_apply(
            "no facility within ten feet of a structure or geotechnical hazard is given "
            "(site.bmp_distance_to_structure_ft; L331)"
        )
    head = f"facility {distance:g} ft from a structure or geotechnical hazard"

    def decide() -> Outcome:
        if distance <= CUTOFF_WALL_FT:
            return applies(
                f"{head} <= 10 ft: 'Facilities located within ten feet of structures or other "
                "potential geotechnical hazards ... may incorporate an impervious cutoff wall' "
                "(L331)",
                flags=[F_GEOTECH],
            )
        return does_not_apply(f"{head} > 10 ft: not 'within ten feet' (L331)", flags=[F_GEOTECH])

    return _only_regulated(ctx, "A bioretention variation (L329-331)", decide)


def _flow_through(ctx: Context) -> Outcome:
    why = []
    if ctx.has_condition("high_pollutant_soil_or_groundwater"):
        why.append("documented high concentrations of pollutants in underlying soil or groundwater")
    if ctx.is_true("geotechnical_hazard").yes:
        why.append(
            "infiltration could contribute to a geotechnical hazard (site.geotechnical_hazard)"
        )
    if ctx.has_condition("elevated_plaza"):
        why.append("facility on an elevated plaza or other structure")
    if not why:
        return does_not_apply(
            "none of the L333 conditions is given (high pollutant concentrations, geotechnical "
            "hazard, elevated plaza)"
        )
    return _only_regulated(
        ctx,
        "A bioretention variation (L329, L333)",
        lambda: applies(
            *why,
            "may incorporate an impervious liner with the underdrain at the bottom: 'flow through "
            "planter' (L333)",
        ),
    )


def _omit_underdrain(ctx: Context) -> Outcome:
    why = [
        text
        for key, text in (
            ("high_groundwater", "high groundwater"),
            ("highly_infiltrative_soils", "highly infiltrative soils"),
            ("underdrain_connection_infeasible", "underdrain connection infeasible"),
        )
        if ctx.has_condition(key)
    ]
    if not why:
        return does_not_apply("none of the L335 conditions is given")
    return _only_regulated(
        ctx,
        "A bioretention variation (L329, L335)",
        lambda: applies(*why, "'may omit the underdrain' (L335)", flags=[F_VARIATION_TERMS]),
    )


def _high_risk(ctx: Context) -> Outcome:
    risky = ctx.includes(
        "facility_types",
        *HIGH_RISK_FACILITIES,
        label="a high-risk area: fueling station, truck stop, auto repair, heavy industrial (L337)",
    )
    if risky.no:
        return does_not_apply(
            *risky.reasons,
            "no high-risk area (fueling station, truck stop, auto repair, heavy industrial; L337)",
        )
    if ctx.has_condition("high_risk_area_isolated"):
        return does_not_apply(
            "high-risk areas isolated from stormwater runoff or bioretention areas (condition "
            "'high_risk_area_isolated'; L337)",
            flags=[F_HIGH_RISK],
        )
    return _only_regulated(
        ctx,
        "A bioretention variation (L329, L337)",
        lambda: risky.outcome(
            applies=[
                "facilities serving high-risk areas 'may be required to provide additional "
                "treatment to address pollutants of concern' (L337)"
            ],
            flags=[F_HIGH_RISK],
        ),
    )


TREATMENT_RULES: list[ApplicabilityRule] = [
    _rule(
        "lid_site_assessment",
        "LID site assessment and site layout methods",
        "post_construction_plan",
        _lid_site_assessment,
        [
            c(
                259,
                259,
                "All regulated projects shall implement low impact development standards",
                "post",
            ),
            c(261, 261, "shall assess and evaluate how site conditions", "post"),
            c(263, 279, "Detain and retain runoff throughout the site", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "drainage_management_areas",
        "Drainage management areas (DMAs)",
        "post_construction_plan",
        _dmas,
        [c(281, 281, "the project site shall be divided into discrete DMAs", "post")],
        [*REG_USES, "drainage_areas"],
    ),
    _rule(
        "numeric_sizing_criteria",
        "Numeric sizing criteria for retention and treatment",
        "treatment_sizing",
        _numeric_sizing,
        [
            c(
                283,
                283,
                "satisfy at least one of the following hydraulic sizing design criteria",
                "post",
            ),
            c(287, 295, "two times the eighty-fifth percentile hourly rainfall intensity", "post"),
            c(301, 301, "at least as effective as a bioretention system", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "alternative_design_equivalence",
        "Alternative designs: four measures of equivalent effectiveness",
        "treatment_sizing",
        _alternative,
        [
            c(
                319,
                319,
                "may be permitted if all of the following measures of equivalent effectiveness",
                "post",
            ),
            c(
                321,
                327,
                "Equal or greater accessibility and ease of inspection and maintenance",
                "post",
            ),
        ],
        ["site.conditions"],
    ),
    _rule(
        "bioretention_exceptions",
        "Exceptions: other biotreatment or media filters (smart growth and others)",
        "treatment_sizing",
        _exceptions,
        [
            c(339, 339, "due to construction constraints, not financial constraints", "post"),
            c(
                341,
                341,
                "having at least 85% of the entire project site covered by permanent structures",
                "post",
            ),
            c(
                343,
                345,
                "Facilities receiving runoff solely from existing (preproject) impervious areas",
                "post",
            ),
        ],
        [*REG_USES, "site.smart_growth", "site.permanent_structure_coverage_pct"],
    ),
    _rule(
        "cutoff_wall_variation",
        "Variation: impervious cutoff wall within ten feet of structures",
        "treatment_sizing",
        _cutoff_wall,
        [c(331, 331, "Facilities located within ten feet of structures", "post")],
        ["site.bmp_distance_to_structure_ft"],
    ),
    _rule(
        "flow_through_planter_variation",
        "Variation: impervious liner, underdrain at the bottom (flow through planter)",
        "treatment_sizing",
        _flow_through,
        [c(333, 333, "this configuration is commonly known as a", "post")],
        ["site.conditions", "site.geotechnical_hazard"],
    ),
    _rule(
        "omit_underdrain_variation",
        "Variation: omit the underdrain",
        "treatment_sizing",
        _omit_underdrain,
        [c(335, 335, "may omit the underdrain", "post")],
        ["site.conditions"],
    ),
    _rule(
        "high_risk_additional_treatment",
        "High-risk areas: additional treatment may be required",
        "treatment_sizing",
        _high_risk,
        [
            c(
                337,
                337,
                "fueling stations, truck stops, auto repairs and heavy industrial sites",
                "post",
            )
        ],
        ["site.facility_types", "site.conditions"],
    ),
]

BIORETENTION_DESIGN_RULES: list[ApplicabilityRule] = [
    _rule(
        "bioretention_design_parameters",
        "Baseline bioretention design parameters (a)-(h), media mix",
        "treatment_sizing",
        _bioretention_design,
        [
            c(301, 301, "at least as effective as a bioretention system", "post"),
            c(307, 307, "A mixture of sand (60% to 70%)", "post"),
            c(313, 313, "No compaction of soils beneath the facility", "post"),
            c(315, 315, "No liners or other barriers interfering with infiltration", "post"),
            c(317, 317, "Appropriate plant palette for the specified soil mix", "post"),
        ],
        REG_USES,
    ),
]
