"""Sizing for the Central Coast post-construction requirements the chapter incorporates (L673):
Performance Requirement No. 2 treatment (volume from the 24-hour design-storm depth and the
runoff coefficient; flow at the design intensity) and No. 3 runoff retention, per drainage area.

Every figure is external (Resolution R3-2013-0032, marked verify, overridable). No rainfall depth
is bundled: the Resolution requires the Central Coast Water Board's statistics or a site-specific
depth (design_rainfall.md section 1), so a missing depth answers needs_info. Formulas come from
``workbench.core.hydrology``.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache

from workbench.core import hydrology as H
from workbench.core.model import DrainageArea, Scenario
from workbench.core.rules import (
    MissingFact,
    Outcome,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
)

from . import parameters as P
from . import postconstruction as PC
from .common import RESOLUTION, c, ext, num, sqft

Params = Mapping[str, float | None]

WEF = ext("Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of Practice No. 87 (1998), "
          "as given in engineering_methods.md section 6.2", "runoff coefficient",
          "C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04")
DMA_NOTE = ("Self-treating and self-retaining drainage management areas do not drain to a treatment or retention "
            "BMP and are left out of the BMP sizing (Central Coast stormwater control plan practice, "
            "engineering_methods.md section 6.8; external, verify).")
DEPTH_WHY = ("no Central Coast depth is bundled: use the Central Coast Water Board's rainfall statistics or a "
             "site-specific depth computed by the USEPA method (Resolution R3-2013-0032 provision B.4.c)")
SIZED_ANYWAY = "sized anyway, for information, until the open question above is settled"
_CITES = (
    c(673, 673, "Resolution No. R3-2013-0032, Attachment 1", "Post-construction F.1"),
    c(675, 675, "the applicable performance requirements (No. 1 through No. 5, as applicable)", "Post-construction F.2"),
)


def _coefficient(index: int, area: DrainageArea) -> tuple[float, str]:
    if area.runoff_coefficient is not None:
        return area.runoff_coefficient, f"C = {num(area.runoff_coefficient)} (given for this area)"
    if area.impervious_fraction is None:
        raise MissingFact(f"drainage_areas[{index}].impervious_fraction",
                          f"area {area.name!r} needs an impervious fraction or a runoff_coefficient")
    return _wef(area.impervious_fraction)


@lru_cache(maxsize=1024)
def _wef(i: float) -> tuple[float, str]:
    value = H.wef_runoff_coefficient(i)
    return value, (f"C = 0.858({num(i)})^3 - 0.78({num(i)})^2 + 0.774({num(i)}) + 0.04 = {num(value, 4)} "
                   "(WEF MOP 23 / ASCE MOP 87, external)")


def _sized_areas(s: Scenario, steps: list[str]) -> list[tuple[DrainageArea, float]]:
    """(area, C) for every drainage area that drains to a BMP; steps explain each C."""
    out: list[tuple[DrainageArea, float]] = []
    for index, area in enumerate(s.drainage_areas):
        if area.dma_type in ("self_treating", "self_retaining"):
            steps.append(f"{area.name}: {area.dma_type.replace('_', '-')} area, not routed to a BMP; left out ({DMA_NOTE})")
            continue
        value, how = _coefficient(index, area)
        steps.append(f"{area.name}: area {sqft(area.area_sqft)}; {how}")
        out.append((area, value))
    return out


def _tier_gate(rule, s: Scenario, p: Params) -> tuple[str, list[str]]:
    """The performance requirement's status for this project, with its reasons."""
    try:
        outcome: Outcome = rule(s, p)
    except MissingFact as missing:
        return "needs_info", [f"whether the requirement applies is not settled: {missing.field_name} is not given"
                              + (f" ({missing.why})" if missing.why else "")]
    return outcome.status, list(outcome.reasons)


def _gated(rule, s: Scenario, p: Params, what: str) -> tuple[SizingResult | None, list[str]]:
    status, reasons = _tier_gate(rule, s, p)
    if status == "does_not_apply":
        return SizingResult(outputs={}, status="does_not_apply",
                            steps=[f"{what} does not apply to this project:"] + reasons), []
    if status == "needs_info":
        return None, [f"{what}: " + r for r in reasons] + [SIZED_ANYWAY]
    return None, []


def _volume(s: Scenario, depth: float, depth_label: str, steps: list[str], warnings: list[str],
            status: str) -> SizingResult:
    areas = _sized_areas(s, steps)
    outputs: dict[str, Quantity] = {}
    if not areas:
        return SizingResult(outputs={}, steps=steps + ["no drainage area drains to a BMP"], warnings=warnings,
                            status="does_not_apply")
    texts = []
    total = 0.0
    for area, coef in areas:
        volume = H.design_volume_cuft(coef, depth, area.area_sqft)
        total += volume
        texts.append(num(volume, 1))
        steps.append(f"{area.name}: V = C x d/12 x A = {num(coef, 4)} x {num(depth)}/12 x {num(area.area_sqft)} = "
                     f"{texts[-1]} cu ft")
        outputs[f"{area.name}: runoff_coefficient"] = Quantity(round(coef, 4), "")
        outputs[f"{area.name}: design_volume_cuft"] = Quantity(round(volume, 1), "cu ft")
    composite = H.composite_coefficient((a.area_sqft, coef) for a, coef in areas)
    total_area = sum(a.area_sqft for a, _ in areas)
    steps.append(f"total V = {' + '.join(texts)} = {num(total, 1)} cu ft over {sqft(total_area)} "
                 f"(area-weighted C = {num(composite, 4)})")
    outputs = {"design_volume_cuft": Quantity(round(total, 1), "cu ft"),
               "design_depth_in": Quantity(depth, "in"),
               "runoff_coefficient": Quantity(round(composite, 4), ""), **outputs}
    xs = tuple(depth * k / 4 for k in range(9))
    slope = composite / 12 * total_area
    plot = PlotSpec(title=f"Design volume vs {depth_label}", x_label="24-hour rainfall depth (in)",
                    y_label="design volume (cu ft)",
                    series=(PlotSeries("all BMP drainage areas", xs, tuple(slope * x for x in xs)),),
                    marker_x=depth, marker_label=depth_label)
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, plot=plot, status=status,  # type: ignore[arg-type]
                        inputs={"design_depth_in": Quantity(depth, "in")})


def _percentile_depth(s: Scenario, percentile: float | None, param_id: str) -> tuple[float, str]:
    if percentile == 85:
        return s.rain("p85_24hr_in"), "85th percentile 24-hour depth"
    if percentile == 95:
        return s.rain("p95_24hr_in"), "95th percentile 24-hour depth"
    raise MissingFact(f"parameters.soledad.{param_id}", "must be 85 or 95 (the percentile of the 24-hour depth)")


# --------------------------------------------------------------------------- tools
def _treatment_volume(s: Scenario, p: Params) -> SizingResult:
    gated, warnings = _gated(PC._pr2_rule, s, p, "Performance Requirement No. 2 (treatment)")
    if gated:
        return gated
    pct = p.get(P.PR2_PERCENTILE.id)
    try:
        depth, label = _percentile_depth(s, pct, P.PR2_PERCENTILE.id)
    except MissingFact as missing:
        if missing.field_name.startswith("rainfall."):
            missing.why = DEPTH_WHY
        raise
    steps = [f"Method (external, verify): treat the runoff of the {label} ({num(depth)} in, rainfall input) "
             f"from each drainage area routed to a treatment BMP; V = C x d/12 x A ({RESOLUTION}; percentile "
             f"parameter {P.PR2_PERCENTILE.id} = {num(pct or 0)})"]
    return _volume(s, depth, label, steps, warnings, "needs_info" if warnings else "applies")


def _treatment_flow(s: Scenario, p: Params) -> SizingResult:
    gated, warnings = _gated(PC._pr2_rule, s, p, "Performance Requirement No. 2 (treatment)")
    if gated:
        return gated
    intensity = p.get(P.PR2_INTENSITY.id)
    if intensity is None:
        raise MissingFact(f"parameters.soledad.{P.PR2_INTENSITY.id}", "the flow-based design intensity")
    steps = [f"Method (external, verify): flow-based treatment at i = {num(intensity)} in/hr (parameter "
             f"{P.PR2_INTENSITY.id}); Q = C x i x A / 43,560 (rational method, A in sq ft)"]
    areas = _sized_areas(s, steps)
    if not areas:
        return SizingResult(outputs={}, steps=steps + ["no drainage area drains to a BMP"], warnings=warnings,
                            status="does_not_apply")
    outputs: dict[str, Quantity] = {}
    total = 0.0
    for area, coef in areas:
        flow = H.rational_flow_cfs_from_sqft(coef, intensity, area.area_sqft)
        total += flow
        steps.append(f"{area.name}: Q = {num(coef, 4)} x {num(intensity)} x {num(area.area_sqft)} / 43,560 = "
                     f"{num(flow, 4)} cfs")
        outputs[f"{area.name}: design_flow_cfs"] = Quantity(round(flow, 4), "cfs")
    steps.append(f"total Q = {num(total, 4)} cfs")
    outputs = {"design_flow_cfs": Quantity(round(total, 4), "cfs"),
               "design_intensity_in_per_hr": Quantity(intensity, "in/hr"), **outputs}
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings,
                        status="needs_info" if warnings else "applies",
                        inputs={"design_intensity_in_per_hr": Quantity(intensity, "in/hr")})


def _retention_volume(s: Scenario, p: Params) -> SizingResult:
    gated, warnings = _gated(PC._pr3_rule, s, p, "Performance Requirement No. 3 (runoff retention)")
    if gated:
        return gated
    zone = s.site.watershed_management_zone
    if zone is None:
        raise MissingFact("site.watershed_management_zone", "the retention percentile depends on the zone")
    param = P.WMZ_PERCENTILE[zone]
    pct = p.get(param.id)
    if pct is None:
        others = [w for w in warnings if param.id not in w and w != SIZED_ANYWAY]
        return SizingResult(outputs={}, status="needs_info", steps=[],
                            warnings=others + [f"{param.label}: not confirmed (parameter soledad.{param.id} is not set). "
                                      f"{param.note}"])
    if pct == 0:
        return SizingResult(outputs={}, status="does_not_apply",
                            steps=[f"watershed management zone {zone}: no retention requirement (parameter "
                                   f"{param.id} = 0)"])
    try:
        depth, label = _percentile_depth(s, pct, param.id)
    except MissingFact as missing:
        if missing.field_name.startswith("rainfall."):
            missing.why = DEPTH_WHY
        raise
    steps = [f"Method (external, verify): retain on site the runoff of the {label} ({num(depth)} in, rainfall "
             f"input) in watershed management zone {zone} (parameter {param.id} = {num(pct)}); V = C x d/12 x A "
             f"({RESOLUTION})"]
    return _volume(s, depth, label, steps, warnings, "needs_info" if warnings else "applies")


def _has_areas(s: Scenario) -> bool:
    return bool(s.drainage_areas)


_USES = ("drainage_areas", "site.project_type", "site.new_impervious_sqft", "site.replaced_impervious_sqft",
         "site.existing_impervious_sqft", "site.post_project_impervious_sqft", "site.single_family_home")

TOOLS: list[SizingTool] = [
    SizingTool(
        id="pr2_treatment_volume",
        title="Performance Requirement No. 2: treatment design volume (24-hour design storm x runoff coefficient), "
        "per drainage area",
        citations=_CITES + (ext(RESOLUTION, "Performance Requirement No. 2, volume-based treatment",
                                "85th percentile 24-hour storm"), WEF),
        compute=_treatment_volume,
        parameters=(P.PR2_PERCENTILE, P.TIER2, P.TIER2_SFH),
        when=_has_areas,
        uses=_USES + ("rainfall.p85_24hr_in", "rainfall.p95_24hr_in"),
    ),
    SizingTool(
        id="pr2_treatment_flow",
        title="Performance Requirement No. 2: treatment design flow (rational method at the design intensity), "
        "per drainage area",
        citations=_CITES + (ext(RESOLUTION, "Performance Requirement No. 2, flow-based treatment", "0.2 in/hr"), WEF),
        compute=_treatment_flow,
        parameters=(P.PR2_INTENSITY, P.TIER2, P.TIER2_SFH),
        when=_has_areas,
        uses=_USES,
    ),
    SizingTool(
        id="pr3_retention_volume",
        title="Performance Requirement No. 3: runoff retention volume (percentile by watershed management zone), "
        "per drainage area",
        citations=_CITES + (ext(RESOLUTION, "Performance Requirement No. 3, runoff retention",
                                "95th or 85th percentile 24-hour rainfall by watershed management zone"), WEF),
        compute=_retention_volume,
        parameters=(P.TIER3, P.TIER3_SFH, *P.WMZ_PERCENTILE.values()),
        when=_has_areas,
        uses=_USES + ("site.watershed_management_zone", "rainfall.p85_24hr_in", "rainfall.p95_24hr_in"),
    ),
]
