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
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
)

from . import parameters as P
from . import postconstruction as PC
from .common import RESOLUTION, c, ext, num, sqft
from .context import Facts, facts, once

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


_LEFT_OUT = {kind: f"{kind.replace('_', '-')} area, not routed to a BMP; left out ({DMA_NOTE})"
             for kind in ("self_treating", "self_retaining")}


def _areas(ctx: Facts) -> tuple[tuple[str, ...], tuple[tuple[DrainageArea, float], ...]]:
    """The steps explaining each C, and (area, C) for every drainage area that drains to a BMP:
    the same for every tool of one evaluation, so worked out once."""
    steps: list[str] = []
    out: list[tuple[DrainageArea, float]] = []
    for index, area in enumerate(ctx.s.drainage_areas):
        left_out = _LEFT_OUT.get(area.dma_type)  # type: ignore[arg-type]
        if left_out is not None:
            steps.append(f"{area.name}: {left_out}")
            continue
        value, how = _coefficient(index, area)
        steps.append(f"{area.name}: area {sqft(area.area_sqft)}; {how}")
        out.append((area, value))
    return tuple(steps), tuple(out)


def _sized_areas(s: Scenario, steps: list[str], p: Params | None = None) -> list[tuple[DrainageArea, float]]:
    """(area, C) for every drainage area that drains to a BMP; steps explain each C."""
    lines, out = once(Facts(s, None) if p is None else facts(s, p), _areas)
    steps.extend(lines)
    return list(out)


def _area_texts(ctx: Facts) -> tuple[tuple, ...]:
    """Per sized area, what both the volume and the flow tools write about it:
    (area, C, A, C to 4 places, A as text, name, key prefix, Quantity of the rounded C)."""
    return tuple((area, coef, area.area_sqft, num(coef, 4), num(area.area_sqft), area.name,
                  f"{area.name}: ", Quantity(round(coef, 4), ""))
                 for area, coef in once(ctx, _areas)[1])


_INF = float("inf")


def _design_volume(coef: float, depth: float, a: float) -> float:
    """H.design_volume_cuft, without its checks when the inputs plainly pass them (same arithmetic)."""
    if (coef.__class__ is float and a.__class__ is float and depth.__class__ is float
            and 0.0 <= coef <= 1.0 and 0.0 <= a < _INF and 0.0 <= depth < _INF):
        return coef * depth / 12.0 * a
    return H.design_volume_cuft(coef, depth, a)


def _rational_flow(coef: float, intensity: float, a: float) -> float:
    """H.rational_flow_cfs_from_sqft (k = 1), without its checks when the inputs plainly pass them."""
    if (coef.__class__ is float and a.__class__ is float and intensity.__class__ is float
            and 0.0 <= coef <= 1.0 and 0.0 <= a < _INF and 0.0 <= intensity < _INF):
        return coef * intensity * (a / H.ACRE_SQFT)
    return H.rational_flow_cfs_from_sqft(coef, intensity, a)


def _composite(ctx: Facts) -> tuple[float, float, str, str]:
    """(area-weighted C, total area, C to 4 places, total area as text) of the sized areas."""
    areas = once(ctx, _areas)[1]
    total = 0.0
    weighted = 0.0
    for area, coef in areas:
        a = area.area_sqft
        if not (a.__class__ is float and coef.__class__ is float and 0.0 <= a < _INF and 0.0 <= coef <= 1.0):
            break
        total += a
        weighted += a * coef
    else:
        if total > 0:
            composite = weighted / total
            return composite, total, num(composite, 4), sqft(total)
    composite = H.composite_coefficient((a.area_sqft, coef) for a, coef in areas)  # checks (and raises)
    total_area = sum(a.area_sqft for a, _ in areas)
    return composite, total_area, num(composite, 4), sqft(total_area)


def _gate(ctx: Facts, outcome) -> tuple[str, tuple[str, ...]]:
    """The performance requirement's status for this project, with its reasons."""
    try:
        status, reasons, _ = once(ctx, outcome)
    except MissingFact as missing:
        return "needs_info", (f"whether the requirement applies is not settled: {missing.field_name} is not given"
                              + (f" ({missing.why})" if missing.why else ""),)
    return status, reasons


def _gated(ctx: Facts, outcome, what: str) -> tuple[SizingResult | None, list[str]]:
    status, reasons = _gate(ctx, outcome)
    if status == "does_not_apply":
        return SizingResult(outputs={}, status="does_not_apply",
                            steps=[f"{what} does not apply to this project:", *reasons]), []
    if status == "needs_info":
        return None, [*[f"{what}: " + r for r in reasons], SIZED_ANYWAY]
    return None, []


_K9 = range(9)


def _volume(ctx: Facts, depth: float, depth_label: str, steps: list[str], warnings: list[str],
            status: str) -> SizingResult:
    lines, sized = once(ctx, _areas)
    steps.extend(lines)
    if not sized:
        return SizingResult(outputs={}, steps=steps + ["no drainage area drains to a BMP"], warnings=warnings,
                            status="does_not_apply")
    outputs: dict[str, Quantity] = {}
    texts = []
    total = 0.0
    d = f" x {num(depth)}/12 x "
    for _area, coef, a, coef4, a_text, _name, prefix, c_quantity in once(ctx, _area_texts):
        volume = _design_volume(coef, depth, a)
        total += volume
        text = num(volume, 1)
        texts.append(text)
        steps.append(f"{prefix}V = C x d/12 x A = {coef4}{d}{a_text} = {text} cu ft")
        outputs[prefix + "runoff_coefficient"] = c_quantity
        outputs[prefix + "design_volume_cuft"] = Quantity(round(volume, 1), "cu ft")
    composite, total_area, composite4, total_area_text = once(ctx, _composite)
    steps.append(f"total V = {' + '.join(texts)} = {num(total, 1)} cu ft over {total_area_text} "
                 f"(area-weighted C = {composite4})")
    depth_q = Quantity(depth, "in")
    outputs = {"design_volume_cuft": Quantity(round(total, 1), "cu ft"),
               "design_depth_in": depth_q,
               "runoff_coefficient": Quantity(round(composite, 4), ""), **outputs}
    xs = tuple([depth * k / 4 for k in _K9])
    slope = composite / 12 * total_area
    plot = PlotSpec(title=f"Design volume vs {depth_label}", x_label="24-hour rainfall depth (in)",
                    y_label="design volume (cu ft)",
                    series=(PlotSeries("all BMP drainage areas", xs, tuple([slope * x for x in xs])),),
                    marker_x=depth, marker_label=depth_label)
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, plot=plot, status=status,  # type: ignore[arg-type]
                        inputs={"design_depth_in": depth_q})


_DEPTHS = {85: ("p85_24hr_in", "85th percentile 24-hour depth"), 95: ("p95_24hr_in", "95th percentile 24-hour depth")}


def _design_depth(s: Scenario, percentile: float | None, param_id: str) -> tuple[float, str]:
    """The design depth for percentile 85 or 95, and its label; a missing depth says why none is
    bundled (DEPTH_WHY)."""
    if percentile == 85:
        name, label = _DEPTHS[85]
    elif percentile == 95:
        name, label = _DEPTHS[95]
    else:
        raise MissingFact(f"parameters.soledad.{param_id}", "must be 85 or 95 (the percentile of the 24-hour depth)")
    depth = getattr(s.rainfall, name)
    if depth is None:
        raise MissingFact(f"rainfall.{name}", DEPTH_WHY)
    return depth, label


# --------------------------------------------------------------------------- tools
_PR2 = "Performance Requirement No. 2 (treatment)"


def _treatment_volume(s: Scenario, p: Params) -> SizingResult:
    ctx = facts(s, p)
    gated, warnings = _gated(ctx, PC.pr2_outcome, _PR2)
    if gated:
        return gated
    pct = p.get(P.PR2_PERCENTILE.id)
    depth, label = _design_depth(s, pct, P.PR2_PERCENTILE.id)
    steps = [f"Method (external, verify): treat the runoff of the {label} ({num(depth)} in, rainfall input) "
             f"from each drainage area routed to a treatment BMP; V = C x d/12 x A ({RESOLUTION}; percentile "
             f"parameter {P.PR2_PERCENTILE.id} = {num(pct or 0)})"]
    return _volume(ctx, depth, label, steps, warnings, "needs_info" if warnings else "applies")


@lru_cache(maxsize=256)
def _flow_method(intensity: float) -> str:
    return (f"Method (external, verify): flow-based treatment at i = {num(intensity)} in/hr (parameter "
            f"{P.PR2_INTENSITY.id}); Q = C x i x A / 43,560 (rational method, A in sq ft)")


def _treatment_flow(s: Scenario, p: Params) -> SizingResult:
    ctx = facts(s, p)
    gated, warnings = _gated(ctx, PC.pr2_outcome, _PR2)
    if gated:
        return gated
    intensity = p.get(P.PR2_INTENSITY.id)
    if intensity is None:
        raise MissingFact(f"parameters.soledad.{P.PR2_INTENSITY.id}", "the flow-based design intensity")
    lines, sized = once(ctx, _areas)
    steps = [_flow_method(intensity), *lines]
    if not sized:
        return SizingResult(outputs={}, steps=steps + ["no drainage area drains to a BMP"], warnings=warnings,
                            status="does_not_apply")
    outputs: dict[str, Quantity] = {}
    total = 0.0
    i_text = f" x {num(intensity)} x "
    for _area, coef, a, coef4, a_text, _name, prefix, _ in once(ctx, _area_texts):
        flow = _rational_flow(coef, intensity, a)
        total += flow
        steps.append(f"{prefix}Q = {coef4}{i_text}{a_text} / 43,560 = {num(flow, 4)} cfs")
        outputs[prefix + "design_flow_cfs"] = Quantity(round(flow, 4), "cfs")
    steps.append(f"total Q = {num(total, 4)} cfs")
    intensity_q = Quantity(intensity, "in/hr")
    outputs = {"design_flow_cfs": Quantity(round(total, 4), "cfs"),
               "design_intensity_in_per_hr": intensity_q, **outputs}
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings,
                        status="needs_info" if warnings else "applies",
                        inputs={"design_intensity_in_per_hr": intensity_q})


def _retention_volume(s: Scenario, p: Params) -> SizingResult:
    ctx = facts(s, p)
    gated, warnings = _gated(ctx, PC.pr3_outcome, "Performance Requirement No. 3 (runoff retention)")
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
    depth, label = _design_depth(s, pct, param.id)
    steps = [f"Method (external, verify): retain on site the runoff of the {label} ({num(depth)} in, rainfall "
             f"input) in watershed management zone {zone} (parameter {param.id} = {num(pct)}); V = C x d/12 x A "
             f"({RESOLUTION})"]
    return _volume(ctx, depth, label, steps, warnings, "needs_info" if warnings else "applies")


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
