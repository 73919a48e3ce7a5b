"""Sizing for the Central Coast post-construction requirements the chapter incorporates (L673):
Performance Requirement No. 2 treatment (volume from the 24-hour design-storm depth and the
runoff coefficient; flow at the design intensity) and No. 3 runoff retention, per drainage area.

Every figure is external (Resolution R3-2013-0032, marked verify, overridable). No rainfall depth
is bundled: the Resolution requires the Central Coast Water Board's statistics or a site-specific
depth (design_rainfall.md section 1), so a missing depth answers needs_info. Formulas come from
``workbench.core.hydrology``.
"""

from __future__ import annotations

from workbench.api import (
    Context,
    DrainageArea,
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    Tri,
)
from workbench.api import hydrology as H

from . import parameters as P
from .common import RESOLUTION, c, ext, num
from .postconstruction import pr2, pr3

WEF = ext(
    "Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of Practice No. "
    "87 (1998), as quoted in California permit language (secondary)",
    "runoff coefficient",
    "C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04",
)
DMA_NOTE = (
    "Self-treating and self-retaining drainage management areas do not drain to a treatment or "
    "retention BMP and are left out of the BMP sizing (Central Coast stormwater control plan "
    "template practice; external, verify)."
)
DEPTH_WHY = (
    "no Central Coast depth is bundled: use the Central Coast Water Board's rainfall statistics or "
    "a site-specific depth computed by the USEPA method (Resolution R3-2013-0032 provision B.4.c)"
)
ALLOWED_PERCENTILES = (85, 95)
_CITES = (
    c(673, 673, "Resolution No. R3-2013-0032, Attachment 1", "Post-construction F.1"),
    c(
        675,
        675,
        "the applicable performance requirements (No. 1 through No. 5, as applicable)",
        "Post-construction F.2",
    ),
)
_DEPTHS = {
    85: ("p85_24hr_in", "85th percentile 24-hour depth"),
    95: ("p95_24hr_in", "95th percentile 24-hour depth"),
}


def coefficient(index: int, area: DrainageArea) -> tuple[float, str]:
    """The area's runoff coefficient C and how it was found."""
    if area.runoff_coefficient is not None:
        return area.runoff_coefficient, f"C = {num(area.runoff_coefficient)} (given for this area)"
    if area.impervious_fraction is None:
        raise MissingFact(
            f"drainage_areas[{index}].impervious_fraction",
            f'area "{area.name}" needs an impervious fraction or a runoff coefficient',
        )
    i = area.impervious_fraction
    value = H.wef_runoff_coefficient(i)
    return value, (
        f"C = 0.858({num(i)})^3 - 0.78({num(i)})^2 + 0.774({num(i)}) + 0.04 = {num(value, 4)} "
        "(WEF MOP 23 / ASCE MOP 87, external)"
    )


def sized_areas(ctx: Context) -> tuple[list[str], list[tuple[DrainageArea, float]]]:
    """Steps explaining each C, and (area, C) for every drainage area that drains to a BMP
    (worked out once per evaluation: every tool sizes the same areas)."""
    steps, sized = ctx.derived("soledad.sized_areas", _sized_areas)
    return list(steps), list(sized)


def _sized_areas(ctx: Context) -> tuple[tuple[str, ...], tuple[tuple[DrainageArea, float], ...]]:
    steps: list[str] = []
    sized: list[tuple[DrainageArea, float]] = []
    for index, area in enumerate(ctx.scenario.drainage_areas):
        if area.dma_type in ("self_treating", "self_retaining"):
            kind = area.dma_type.replace("_", "-")
            steps.append(f"{area.name}: {kind} area, not routed to a BMP; left out ({DMA_NOTE})")
            continue
        value, how = coefficient(index, area)
        steps.append(f"{area.name}: area {num(area.area_sqft, 2)} sq ft; {how}")
        sized.append((area, value))
    return tuple(steps), tuple(sized)


def design_depth(ctx: Context, param_id: str) -> tuple[float, float, str]:
    """(percentile, depth, label) for the percentile parameter (85 or 95)."""
    percentile = ctx.param(param_id)
    if percentile is None:
        raise MissingFact(f"parameters.soledad.{param_id}", "the design storm percentile")
    if percentile not in ALLOWED_PERCENTILES:
        # the core's form for a refused value, which the desktop shows by the parameter's label
        raise ValueError(
            f"parameters.soledad.{param_id} is not given: must be 85 or 95 (got {num(percentile)})"
        )
    name, label = _DEPTHS[int(percentile)]
    depth = getattr(ctx.rainfall, name)
    if depth is None:
        raise MissingFact(f"rainfall.{name}", DEPTH_WHY)
    return float(percentile), depth, label


def _refused(message: str) -> SizingResult:
    return SizingResult(outputs={}, status="needs_info", steps=[], warnings=[message])


def volume_result(ctx: Context, param_id: str, method: str) -> SizingResult:
    """V = C x d/12 x A per drainage area that drains to a BMP, at the parameter's percentile."""
    try:
        percentile, depth, label = design_depth(ctx, param_id)
    except ValueError as refused:
        return _refused(str(refused))
    steps = [
        f"Method (external, verify): {method} the runoff of the {label} ({num(depth)} in, "
        f'rainfall input; parameter "{P.BY_ID[param_id].label}" = {num(percentile)}); '
        "V = C x d/12 x A "
        f"({RESOLUTION})"
    ]
    lines, sized = sized_areas(ctx)
    steps += lines
    if not sized:
        return SizingResult(
            outputs={}, steps=[*steps, "no drainage area drains to a BMP"], status="does_not_apply"
        )
    outputs = {"design_depth_in": Quantity(depth, "in")}
    total_area = 0.0
    weighted = 0.0
    for area, coef in sized:
        volume = H.design_volume_cuft(coef, depth, area.area_sqft)
        steps.append(
            f"{area.name}: V = {num(coef, 4)} x {num(depth)}/12 x {num(area.area_sqft)} = "
            f"{num(volume, 1)} cu ft"
        )
        outputs[f"runoff_coefficient[{area.name}]"] = Quantity(round(coef, 4), "")
        outputs[f"design_volume_cuft[{area.name}]"] = Quantity(round(volume, 1), "cu ft")
        total_area += area.area_sqft
        weighted += area.area_sqft * coef
    slope = (weighted / 12) if total_area else 0.0
    xs = tuple(depth * k / 4 for k in range(9))
    plot = PlotSpec(
        f"Design volume vs {label}",
        "24-hour rainfall depth (in)",
        "design volume (cu ft)",
        (PlotSeries("all BMP drainage areas", xs, tuple(slope * x for x in xs)),),
        depth,
        label,
    )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        plot=plot,
        inputs={"design_depth_in": Quantity(depth, "in")},
    )


# --------------------------------------------------------------------------- tools
def _not_required(gate: Tri, requirement: str) -> SizingResult | None:
    """A sizing result ``does_not_apply`` where its performance requirement does not apply
    (review 2026-12-03 defect 4: no PR2 volume shown as applying under a PR2 that does not);
    None where it applies or is open (then the figures are computed, the result's ``required``
    says yes or conditional)."""
    if not gate.no:
        return None
    return SizingResult(
        outputs={},
        status="does_not_apply",
        steps=[f"{requirement} does not apply: {'; '.join(gate.reasons)}; nothing to size"],
    )


def _pr2_gate(ctx: Context) -> SizingResult | None:
    return _not_required(pr2(ctx), "Performance Requirement No. 2")


def _treatment_volume(ctx: Context) -> SizingResult:
    if (skipped := _pr2_gate(ctx)) is not None:
        return skipped
    return volume_result(
        ctx, P.PR2_PERCENTILE.id, "treat (Performance Requirement No. 2, volume-based)"
    )


def _treatment_flow(ctx: Context) -> SizingResult:
    if (skipped := _pr2_gate(ctx)) is not None:
        return skipped
    pid = P.PR2_INTENSITY.id
    intensity = ctx.param(pid)
    if intensity is None:
        raise MissingFact(f"parameters.soledad.{pid}", "the flow-based design intensity")
    steps = [
        f"Method (external, verify): flow-based treatment at i = {num(intensity)} in/hr "
        f'(parameter "{P.PR2_INTENSITY.label}"); Q = C x i x A / 43,560 (rational method, A in '
        "sq ft)",
        H.RATIONAL_UNITS_STEP,  # the flow units, as in every city (issue 21 item 5)
    ]
    lines, sized = sized_areas(ctx)
    steps += lines
    if not sized:
        return SizingResult(
            outputs={}, steps=[*steps, "no drainage area drains to a BMP"], status="does_not_apply"
        )
    outputs = {"design_intensity_in_per_hr": Quantity(intensity, "in/hr")}
    for area, coef in sized:
        flow = H.rational_flow_cfs_from_sqft(coef, intensity, area.area_sqft)
        steps.append(
            f"{area.name}: Q = {num(coef, 4)} x {num(intensity)} x {num(area.area_sqft)} / "
            f"43,560 = {num(flow, 4)} cfs"
        )
        outputs[f"design_flow_cfs[{area.name}]"] = Quantity(round(flow, 4), "cfs")
    return SizingResult(
        outputs=outputs,
        steps=steps,
        inputs={"design_intensity_in_per_hr": Quantity(intensity, "in/hr")},
    )


def _retention_volume(ctx: Context) -> SizingResult:
    if (skipped := _not_required(pr3(ctx), "Performance Requirement No. 3")) is not None:
        return skipped
    zone = ctx.fact("watershed_management_zone")
    param = P.WMZ_PERCENTILE[zone]
    if ctx.param(param.id) is None:
        raise MissingFact(
            f"parameters.soledad.{param.id}",
            f"{param.label}: not confirmed; set it from {RESOLUTION}",
        )
    if ctx.param(param.id) == 0:
        return SizingResult(
            outputs={},
            status="does_not_apply",
            steps=[
                f"watershed management zone {zone}: no retention requirement (parameter "
                f'"{param.label}" = 0)'
            ],
        )
    return volume_result(
        ctx,
        param.id,
        f"retain on site (Performance Requirement No. 3, watershed management zone {zone})",
    )


def _has_areas(scenario) -> bool:  # noqa: ANN001 - the core's when(scenario) filter
    return bool(scenario.drainage_areas)


_USES = (
    "drainage_areas",
    "site.project_type",
    "site.new_impervious_sqft",
    "site.replaced_impervious_sqft",
    "site.existing_impervious_sqft",
    "site.post_project_impervious_sqft",
    "site.single_family_home",
)

TOOLS: list[SizingTool] = [
    SizingTool(
        id="pr2_treatment_volume",
        title="Performance Requirement No. 2: treatment design volume (24-hour design storm x "
        "runoff coefficient), per drainage area",
        citations=_CITES
        + (
            ext(
                RESOLUTION,
                "Performance Requirement No. 2, volume-based treatment",
                "85th percentile 24-hour storm",
            ),
            WEF,
        ),
        compute=_treatment_volume,
        parameters=(P.PR2_PERCENTILE, P.TIER2, P.TIER2_SFH),
        when=_has_areas,
        uses=_USES + ("rainfall.p85_24hr_in", "rainfall.p95_24hr_in"),
        gated_by=("pr2_water_quality_treatment",),
    ),
    SizingTool(
        id="pr2_treatment_flow",
        title="Performance Requirement No. 2: treatment design flow (rational method at the "
        "design intensity), per drainage area",
        citations=_CITES
        + (
            ext(RESOLUTION, "Performance Requirement No. 2, flow-based treatment", "0.2 in/hr"),
            WEF,
        ),
        compute=_treatment_flow,
        parameters=(P.PR2_INTENSITY, P.TIER2, P.TIER2_SFH),
        when=_has_areas,
        uses=_USES,
        gated_by=("pr2_water_quality_treatment",),
    ),
    SizingTool(
        id="pr3_retention_volume",
        title="Performance Requirement No. 3: runoff retention volume (percentile by watershed "
        "management zone), per drainage area",
        citations=_CITES
        + (
            ext(
                RESOLUTION,
                "Performance Requirement No. 3, runoff retention",
                "95th or 85th percentile 24-hour rainfall by watershed management zone",
            ),
            WEF,
        ),
        compute=_retention_volume,
        parameters=(P.TIER3, P.TIER3_SFH, *P.WMZ_PERCENTILE.values()),
        when=_has_areas,
        uses=_USES
        + ("site.watershed_management_zone", "rainfall.p85_24hr_in", "rainfall.p95_24hr_in"),
        gated_by=("pr3_runoff_retention",),
    ),
]
