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

from workbench.api import (
    DrainageArea,
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    Scenario,
    SizingResult,
    SizingTool,
)
from workbench.api import hydrology as H

from . import parameters as P
from . import postconstruction as PC
from .common import RESOLUTION, c, ext, num, num_round, sqft
from .context import Facts, NeedParameter, facts, once, peek

Params = Mapping[str, float | None]

WEF = ext(
    "Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of Practice No. 87 (1998), "
    "as given in engineering_methods.md section 6.2",
    "runoff coefficient",
    "C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04",
)
DMA_NOTE = (
    "Self-treating and self-retaining drainage management areas do not drain to a treatment or retention "
    "BMP and are left out of the BMP sizing (Central Coast stormwater control plan practice, "
    "engineering_methods.md section 6.8; external, verify)."
)
DEPTH_WHY = (
    "no Central Coast depth is bundled: use the Central Coast Water Board's rainfall statistics or a "
    "site-specific depth computed by the USEPA method (Resolution R3-2013-0032 provision B.4.c)"
)
SIZED_ANYWAY = "sized anyway, for information, until the open question above is settled"
_CITES = (
    c(673, 673, "Resolution No. R3-2013-0032, Attachment 1", "Post-construction F.1"),
    c(
        675,
        675,
        "the applicable performance requirements (No. 1 through No. 5, as applicable)",
        "Post-construction F.2",
    ),
)


def _coefficient(index: int, area: DrainageArea) -> tuple[float, str]:
    if area.runoff_coefficient is not None:
        return area.runoff_coefficient, f"C = {num(area.runoff_coefficient)} (given for this area)"
    if area.impervious_fraction is None:
        raise MissingFact(
            f"drainage_areas[{index}].impervious_fraction",
            f"area {area.name!r} needs an impervious fraction or a runoff_coefficient",
        )
    return _wef(area.impervious_fraction)


@lru_cache(maxsize=1024)
def _wef(i: float) -> tuple[float, str]:
    value = H.wef_runoff_coefficient(i)
    return value, (
        f"C = 0.858({num(i)})^3 - 0.78({num(i)})^2 + 0.774({num(i)}) + 0.04 = {num(value, 4)} "
        "(WEF MOP 23 / ASCE MOP 87, external)"
    )


_LEFT_OUT = {
    kind: f"{kind.replace('_', '-')} area, not routed to a BMP; left out ({DMA_NOTE})"
    for kind in ("self_treating", "self_retaining")
}

_INF = float("inf")
_Q = (
    tuple.__new__
)  # Quantity(value, unit) without the named tuple's Python-level __new__ (same tuple)


def _areas(
    ctx: Facts,
) -> tuple[tuple[str, ...], tuple[tuple[DrainageArea, float], ...], tuple[tuple, ...]]:
    """The steps explaining each C, (area, C) for every drainage area that drains to a BMP, and
    per such area what both the volume and the flow tools write about it: (C, A, C to 4 places,
    A as text, key prefix, Quantity of the rounded C, whether C and A plainly pass the
    hydrology checks). The same for every tool of one evaluation, so worked out once."""
    steps: list[str] = []
    out: list[tuple[DrainageArea, float]] = []
    rows: list[tuple] = []
    for index, area in enumerate(ctx.s.drainage_areas):
        left_out = _LEFT_OUT.get(area.dma_type)  # type: ignore[arg-type]
        if left_out is not None:
            steps.append(f"{area.name}: {left_out}")
            continue
        value, how = _coefficient(index, area)
        a = area.area_sqft
        name = area.name
        steps.append(f"{name}: area {num(a, 2)} sq ft; {how}")
        out.append((area, value))
        coef4, rounded = num_round(value, 4)
        rows.append(
            (
                value,
                a,
                coef4,
                num(a),
                name + ": ",
                _Q(Quantity, (rounded, "")),
                value.__class__ is float
                and a.__class__ is float
                and 0.0 <= value <= 1.0
                and 0.0 <= a < _INF,
            )
        )
    return tuple(steps), tuple(out), tuple(rows)


def _sized_areas(
    s: Scenario, steps: list[str], p: Params | None = None
) -> list[tuple[DrainageArea, float]]:
    """(area, C) for every drainage area that drains to a BMP; steps explain each C."""
    lines, out, _ = once(Facts(s, None) if p is None else facts(s, p), _areas)
    steps.extend(lines)
    return list(out)


def _design_volume(coef: float, depth: float, a: float) -> float:
    """H.design_volume_cuft, without its checks when the inputs plainly pass them (same arithmetic)."""
    if (
        coef.__class__ is float
        and a.__class__ is float
        and depth.__class__ is float
        and 0.0 <= coef <= 1.0
        and 0.0 <= a < _INF
        and 0.0 <= depth < _INF
    ):
        return coef * depth / 12.0 * a
    return H.design_volume_cuft(coef, depth, a)


def _rational_flow(coef: float, intensity: float, a: float) -> float:
    """H.rational_flow_cfs_from_sqft (k = 1), without its checks when the inputs plainly pass them."""
    if (
        coef.__class__ is float
        and a.__class__ is float
        and intensity.__class__ is float
        and 0.0 <= coef <= 1.0
        and 0.0 <= a < _INF
        and 0.0 <= intensity < _INF
    ):
        return coef * intensity * (a / H.ACRE_SQFT)
    return H.rational_flow_cfs_from_sqft(coef, intensity, a)


def _composite(ctx: Facts) -> tuple[float, float, str, str, Quantity]:
    """(area-weighted C, total area, C to 4 places, total area as text, Quantity of the rounded C)
    of the sized areas."""
    areas = once(ctx, _areas)[1]
    total = 0.0
    weighted = 0.0
    for area, coef in areas:
        a = area.area_sqft
        if not (
            a.__class__ is float
            and coef.__class__ is float
            and 0.0 <= a < _INF
            and 0.0 <= coef <= 1.0
        ):
            break
        total += a
        weighted += a * coef
    else:
        if total > 0:
            composite = weighted / total
            text, rounded = num_round(composite, 4)
            return composite, total, text, sqft(total), _Q(Quantity, (rounded, ""))
    composite = H.composite_coefficient(
        (a.area_sqft, coef) for a, coef in areas
    )  # checks (and raises)
    total_area = sum(a.area_sqft for a, _ in areas)
    return (
        composite,
        total_area,
        num(composite, 4),
        sqft(total_area),
        Quantity(round(composite, 4), ""),
    )


def _gate_of(outcome, what: str):
    """The performance requirement's gate for a sizing tool, once per evaluation: (status,
    steps when it does not apply, warnings when it is not settled)."""

    def gate(ctx: Facts) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        hit = peek(ctx, outcome)
        if len(hit) == 1:
            status, reasons, _ = hit[0]
        elif len(hit) == 3:  # a MissingFact: hit = (None, field_name, why)
            status = "needs_info"
            reasons = (
                f"whether the requirement applies is not settled: {hit[1]} is not given"
                + (f" ({hit[2]})" if hit[2] else ""),
            )
        else:  # a NeedParameter: re-raise it, as asking the outcome did
            raise NeedParameter(hit[1])
        if status == "does_not_apply":
            return status, (f"{what} does not apply to this project:", *reasons), ()
        if status == "needs_info":
            return status, (), (*[f"{what}: " + r for r in reasons], SIZED_ANYWAY)
        return status, (), ()

    gate.__name__ = gate.__qualname__ = f"gate({what})"
    return gate


def _gated(ctx: Facts, gate) -> tuple[SizingResult | None, list[str]]:
    status, steps, warnings = once(ctx, gate)
    if status == "does_not_apply":
        return SizingResult(outputs={}, status="does_not_apply", steps=list(steps)), []
    return None, list(warnings)


_NO_AREA = "no drainage area drains to a BMP"


def _volume(
    ctx: Facts,
    depth: float,
    depth_text: str,
    depth_label: str,
    steps: list[str],
    warnings: list[str],
    status: str,
) -> SizingResult:
    lines, sized, rows = once(ctx, _areas)
    steps.extend(lines)
    if not sized:
        return SizingResult(
            outputs={}, steps=steps + [_NO_AREA], warnings=warnings, status="does_not_apply"
        )
    # the totals first, then each area (the keys' order is the outputs' order)
    outputs: dict[str, Quantity] = {
        "design_volume_cuft": None,
        "design_depth_in": None,  # type: ignore[dict-item]
        "runoff_coefficient": None,
    }
    texts = []
    total = 0.0
    d = f" x {depth_text}/12 x "
    plain = depth.__class__ is float and 0.0 <= depth < _INF
    for coef, a, coef4, a_text, prefix, c_quantity, ok in rows:
        volume = coef * depth / 12.0 * a if ok and plain else H.design_volume_cuft(coef, depth, a)
        total += volume
        text, rounded = num_round(volume, 1)
        texts.append(text)
        steps.append(f"{prefix}V = C x d/12 x A = {coef4}{d}{a_text} = {text} cu ft")
        outputs[prefix + "runoff_coefficient"] = c_quantity
        outputs[prefix + "design_volume_cuft"] = _Q(Quantity, (rounded, "cu ft"))
    composite, total_area, composite4, total_area_text, composite_q = once(ctx, _composite)
    total_text, total_rounded = num_round(total, 1)
    steps.append(
        f"total V = {' + '.join(texts)} = {total_text} cu ft over {total_area_text} "
        f"(area-weighted C = {composite4})"
    )
    depth_q = _Q(Quantity, (depth, "in"))
    outputs["design_volume_cuft"] = _Q(Quantity, (total_rounded, "cu ft"))
    outputs["design_depth_in"] = depth_q
    outputs["runoff_coefficient"] = composite_q
    xs = (
        depth * 0 / 4,
        depth * 1 / 4,
        depth * 2 / 4,
        depth * 3 / 4,
        depth * 4 / 4,
        depth * 5 / 4,
        depth * 6 / 4,
        depth * 7 / 4,
        depth * 8 / 4,
    )
    slope = composite / 12 * total_area
    plot = PlotSpec(
        f"Design volume vs {depth_label}",
        "24-hour rainfall depth (in)",
        "design volume (cu ft)",
        (PlotSeries("all BMP drainage areas", xs, tuple([slope * x for x in xs])),),
        depth,
        depth_label,
    )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        plot=plot,
        status=status,  # type: ignore[arg-type]
        inputs={"design_depth_in": depth_q},
    )


_DEPTHS = {
    85: ("p85_24hr_in", "85th percentile 24-hour depth"),
    95: ("p95_24hr_in", "95th percentile 24-hour depth"),
}


def _design_depth(s: Scenario, percentile: float | None, param_id: str) -> tuple[float, str]:
    """The design depth for percentile 85 or 95, and its label; a missing depth says why none is
    bundled (DEPTH_WHY)."""
    if percentile == 85:
        name, label = _DEPTHS[85]
    elif percentile == 95:
        name, label = _DEPTHS[95]
    else:
        raise MissingFact(
            f"parameters.soledad.{param_id}",
            "must be 85 or 95 (the percentile of the 24-hour depth)",
        )
    depth = getattr(s.rainfall, name)
    if depth is None:
        raise MissingFact(f"rainfall.{name}", DEPTH_WHY)
    return depth, label


# --------------------------------------------------------------------------- tools
_PR2 = "Performance Requirement No. 2 (treatment)"


_PR2_GATE = _gate_of(PC.pr2_outcome, _PR2)
_PR3_GATE = _gate_of(PC.pr3_outcome, "Performance Requirement No. 3 (runoff retention)")
_PR2_PCT = P.PR2_PERCENTILE.id
_PR2_METHOD = (
    "from each drainage area routed to a treatment BMP; V = C x d/12 x A ("
    + RESOLUTION
    + "; percentile parameter "
    + _PR2_PCT
    + " = "
)


def _treatment_volume(s: Scenario, p: Params) -> SizingResult:
    ctx = facts(s, p)
    gated, warnings = _gated(ctx, _PR2_GATE)
    if gated:
        return gated
    pct = p.get(_PR2_PCT)
    depth, label = _design_depth(s, pct, _PR2_PCT)
    depth_text = num(depth)
    steps = [
        f"Method (external, verify): treat the runoff of the {label} ({depth_text} in, rainfall input) "
        f"{_PR2_METHOD}{num(pct or 0)})"
    ]
    return _volume(
        ctx, depth, depth_text, label, steps, warnings, "needs_info" if warnings else "applies"
    )


@lru_cache(maxsize=256)
def _flow_method(intensity: float) -> tuple[str, str]:
    """The method step and the `` x i x `` text of a design intensity (one value: the parameter's)."""
    i = num(intensity)
    return (
        f"Method (external, verify): flow-based treatment at i = {i} in/hr (parameter "
        f"{P.PR2_INTENSITY.id}); Q = C x i x A / 43,560 (rational method, A in sq ft)"
    ), f" x {i} x "


_PR2_INTENSITY = P.PR2_INTENSITY.id


def _treatment_flow(s: Scenario, p: Params) -> SizingResult:
    ctx = facts(s, p)
    gated, warnings = _gated(ctx, _PR2_GATE)
    if gated:
        return gated
    intensity = p.get(_PR2_INTENSITY)
    if intensity is None:
        raise MissingFact(f"parameters.soledad.{_PR2_INTENSITY}", "the flow-based design intensity")
    lines, sized, rows = once(ctx, _areas)
    method, i_text = _flow_method(intensity)
    steps = [method, *lines]
    if not sized:
        return SizingResult(
            outputs={}, steps=steps + [_NO_AREA], warnings=warnings, status="does_not_apply"
        )
    # the totals first, then each area (the keys' order is the outputs' order)
    outputs: dict[str, Quantity] = {"design_flow_cfs": None, "design_intensity_in_per_hr": None}  # type: ignore[dict-item]
    total = 0.0
    plain = intensity.__class__ is float and 0.0 <= intensity < _INF
    acre = H.ACRE_SQFT
    for coef, a, coef4, a_text, prefix, _, ok in rows:
        flow = (
            coef * intensity * (a / acre)
            if ok and plain
            else H.rational_flow_cfs_from_sqft(coef, intensity, a)
        )
        total += flow
        text, rounded = num_round(flow, 4)
        steps.append(f"{prefix}Q = {coef4}{i_text}{a_text} / 43,560 = {text} cfs")
        outputs[prefix + "design_flow_cfs"] = _Q(Quantity, (rounded, "cfs"))
    total_text, total_rounded = num_round(total, 4)
    steps.append(f"total Q = {total_text} cfs")
    intensity_q = _Q(Quantity, (intensity, "in/hr"))
    outputs["design_flow_cfs"] = _Q(Quantity, (total_rounded, "cfs"))
    outputs["design_intensity_in_per_hr"] = intensity_q
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status="needs_info" if warnings else "applies",
        inputs={"design_intensity_in_per_hr": intensity_q},
    )


def _retention_volume(s: Scenario, p: Params) -> SizingResult:
    ctx = facts(s, p)
    gated, warnings = _gated(ctx, _PR3_GATE)
    if gated:
        return gated
    zone = s.site.watershed_management_zone
    if zone is None:
        raise MissingFact(
            "site.watershed_management_zone", "the retention percentile depends on the zone"
        )
    param = P.WMZ_PERCENTILE[zone]
    pct = p.get(param.id)
    if pct is None:
        others = [w for w in warnings if param.id not in w and w != SIZED_ANYWAY]
        return SizingResult(
            outputs={},
            status="needs_info",
            steps=[],
            warnings=others
            + [
                f"{param.label}: not confirmed (parameter soledad.{param.id} is not set). "
                f"{param.note}"
            ],
        )
    if pct == 0:
        return SizingResult(
            outputs={},
            status="does_not_apply",
            steps=[
                f"watershed management zone {zone}: no retention requirement (parameter "
                f"{param.id} = 0)"
            ],
        )
    depth, label = _design_depth(s, pct, param.id)
    depth_text = num(depth)
    steps = [
        f"Method (external, verify): retain on site the runoff of the {label} ({depth_text} in, rainfall "
        f"input) in watershed management zone {zone} (parameter {param.id} = {num(pct)}); V = C x d/12 x A "
        f"({RESOLUTION})"
    ]
    return _volume(
        ctx, depth, depth_text, label, steps, warnings, "needs_info" if warnings else "applies"
    )


def _has_areas(s: Scenario) -> bool:
    return bool(s.drainage_areas)


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
        title="Performance Requirement No. 2: treatment design volume (24-hour design storm x runoff coefficient), "
        "per drainage area",
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
    ),
    SizingTool(
        id="pr2_treatment_flow",
        title="Performance Requirement No. 2: treatment design flow (rational method at the design intensity), "
        "per drainage area",
        citations=_CITES
        + (
            ext(RESOLUTION, "Performance Requirement No. 2, flow-based treatment", "0.2 in/hr"),
            WEF,
        ),
        compute=_treatment_flow,
        parameters=(P.PR2_INTENSITY, P.TIER2, P.TIER2_SFH),
        when=_has_areas,
        uses=_USES,
    ),
    SizingTool(
        id="pr3_retention_volume",
        title="Performance Requirement No. 3: runoff retention volume (percentile by watershed management zone), "
        "per drainage area",
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
    ),
]
