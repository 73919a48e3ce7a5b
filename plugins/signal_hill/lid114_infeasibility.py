"""§ 12.16.114(E) (L480-506): technical infeasibility of on-site retention and the alternatives
it opens.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    all_of,
    unknown,
)

from . import flags as F
from .common import (
    CO_AMEND_INFEASIBLE,
    CO_IMPERMEABLE,
    PLAN_FACTS,
    S114,
    c,
    condition,
    num,
    within,
)
from .lid114_categories import _rule
from .lid114_plan import d3_status
from .volumes import FLOOR_DEPTH_IN, site_swqdv


# --------------------------------------------------------------------------- (E)
def infeasibility_conditions(ctx: Context, *, small_site: bool) -> list[Tri]:
    """The listed technical infeasibility conditions (§ 114(E)(2) a-f or § 116(C)(1) a-f)."""
    rate = ctx.get("soil_infiltration_in_per_hr")
    if rate is None:
        soil = unknown(
            "site.soil_infiltration_in_per_hr",
            reason="is the saturated in-situ infiltration rate 'less than 0.3 inch per hour'?",
        )
    elif rate >= 0.3:
        soil = Tri(
            False,
            (
                f"infiltration rate (site.soil_infiltration_in_per_hr) {rate:g} in/hr >= 0.3 "
                "in/hr: not 'less than 0.3 inch per hour'",
            ),
        )
    else:
        soil = condition(
            ctx,
            CO_AMEND_INFEASIBLE,
            f"infiltration rate {rate:g} in/hr < 0.3 in/hr and 'it is not technically feasible "
            "to amend the in-situ soils'",
            f"infiltration rate {rate:g} in/hr < 0.3 in/hr, but amending the soil is not shown "
            f"infeasible (add '{CO_AMEND_INFEASIBLE}' to site.conditions if so)",
        )
    depth_limit = ctx.param("groundwater_infeasibility_depth_ft")
    if depth_limit is None:
        groundwater = unknown(
            "parameter signal_hill.groundwater_infeasibility_depth_ft",
            reason="the depth of 'within five to ten feet' is not set",
        )
    else:
        groundwater = within(
            ctx,
            "groundwater_depth_ft",
            depth_limit,
            "seasonal high groundwater depth",
            "within five to ten feet of surface grade",
        )
    tests = [
        soil,
        groundwater,
        within(
            ctx,
            "drinking_water_well_distance_ft",
            100,
            "distance to a drinking water well",
            "within 100 feet of a groundwater well used for drinking water",
        ),
        ctx.is_true("brownfield", "brownfield development site"),
        ctx.is_true("geotechnical_hazard", "potential geotechnical hazards"),
    ]
    if small_site:
        tests.append(
            condition(
                ctx,
                CO_IMPERMEABLE,
                "impermeable soil type indicated in soils and geotechnical reports (L574)",
            )
        )
    else:
        tests.append(ctx.is_true("smart_growth", "smart growth or infill location"))
    return tests


def retention_shortfall(ctx: Context) -> Tri:
    """Whether the project cannot reliably retain 100 percent of the SWQDv on-site (L484):
    site.retained_volume_cuft against the SWQDv (at least the 0.75-inch volume)."""
    retained = ctx.get("retained_volume_cuft")
    if retained is None:
        return unknown(
            "site.retained_volume_cuft",
            reason="the site-specific analysis (L484) shows how much is reliably retained",
        )
    try:
        volume = site_swqdv(ctx)
    except Exception:  # noqa: BLE001 - no drainage areas or coefficients: the SWQDv is open
        return unknown("drainage_areas", reason="the SWQDv needs the drainage areas (L472-476)")
    floor = sum(volume.floor_volumes)
    text = f"retained {num(retained, 1)} cu ft (site.retained_volume_cuft)"
    if retained < floor:
        return Tri(
            True,
            (
                f"{text} < the SWQDv, at least {num(floor, 1)} cu ft ({FLOOR_DEPTH_IN:g}-inch "
                "event): it 'cannot reliably retain 100 percent of the SWQDv on-site' (L484)",
            ),
        )
    if volume.total is None:
        return unknown(
            "rainfall.p85_24hr_in", reason=f"{text}; the SWQDv needs the 85th percentile depth"
        )
    if retained < volume.total:
        return Tri(
            True,
            (
                f"{text} < SWQDv {num(volume.total, 1)} cu ft: it 'cannot reliably retain 100 "
                "percent of the SWQDv on-site' (L484)",
            ),
        )
    return Tri(
        False,
        (f"{text} >= SWQDv {num(volume.total, 1)} cu ft: onsite retention is shown feasible",),
    )


def infeasible(ctx: Context) -> Tri:
    """Technical infeasibility of onsite retention under D.3 (L484): the shortfall, with the
    listed conditions (an open list, 'including') as its causes."""
    return all_of(d3_status(ctx), retention_shortfall(ctx))


def _infeasibility(ctx: Context) -> Outcome:
    answer = ctx.derived("lid114_infeasible", infeasible)
    causes = [t for t in infeasibility_conditions(ctx, small_site=False) if t.yes]
    flags = [F.GROUNDWATER_RANGE, F.WELL_100, F.INFEASIBILITY_LIST, F.WAIVER_RELATION]
    return answer.outcome(
        applies=[
            *(f"listed cause ('may result from', L484): {r}" for t in causes for r in t.reasons),
            "to demonstrate it, a site-specific hydrologic and/or design analysis 'conducted "
            "and endorsed by a registered professional engineer, geologist, architect, and/or "
            "landscape architect' (L484)",
            "then 'biofiltrate 1.5 times the portion of the remaining SWQDv that is not reliably "
            "retained onsite' (L498; the biofiltration sizing tool)",
            "what cannot be retained or biofiltered is treated onsite; flow-through BMPs are "
            "sized on the greater of 0.2 in/hr and the one-year, one-hour intensity (L502-506; "
            "the flow-through sizing tool)",
            "offsite infiltration and groundwater replenishment may be available: contact the "
            "Director (L500); a written full or partial waiver may be requested where the MS4 "
            "permit allows (L482)",
        ],
        needs_info=[
            f"listed cause ('may result from', L484): {r}" for t in causes for r in t.reasons
        ],
        flags=[*flags, F.OFFSITE, F.BIOFILTRATION_PARTIAL, F.MS4_SPECS]
        if not answer.no
        else [F.INFEASIBILITY_LIST],
    )


INFEASIBILITY_RULES: list[ApplicabilityRule] = [
    _rule(
        "lid114_technical_infeasibility",
        "§ 12.16.114(E): technical infeasibility and alternative compliance (1.5x biofiltration, "
        "flow-through)",
        _infeasibility,
        (
            c(484, 484, "cannot reliably retain 100 percent of the SWQDv on-site", f"{S114}(E)(2)"),
            c(486, 486, "less than 0.3 inch per hour", f"{S114}(E)(2)(a)"),
            c(
                488,
                488,
                "seasonal high groundwater is within five to ten feet of surface grade",
                f"{S114}(E)(2)(b)",
            ),
            c(
                490,
                490,
                "within 100 feet of a groundwater well used for drinking water",
                f"{S114}(E)(2)(c)",
            ),
            c(492, 492, "Brownfield development sites", f"{S114}(E)(2)(d)"),
            c(494, 494, "potential geotechnical hazards", f"{S114}(E)(2)(e)"),
            c(496, 496, "Smart growth and infill or redevelopment locations", f"{S114}(E)(2)(f)"),
            c(
                498,
                498,
                "biofiltrate 1.5 times the portion of the remaining SWQDv",
                f"{S114}(E)(3)",
            ),
            c(
                500,
                500,
                "offsite infiltration and groundwater replenishment projects",
                f"{S114}(E)(4)",
            ),
            c(482, 482, "Full or partial waivers of compliance", f"{S114}(E)(1)"),
        ),
        (
            *PLAN_FACTS,
            "site.soil_infiltration_in_per_hr",
            "site.groundwater_depth_ft",
            "site.drinking_water_well_distance_ft",
            "site.brownfield",
            "site.geotechnical_hazard",
            "site.smart_growth",
            "site.retained_volume_cuft",
        ),
        category="treatment_sizing",
    ),
]
