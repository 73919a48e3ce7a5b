"""Sizing tools: the design capture volume DCV = C x d x A per drainage area and a bioretention
footprint check. Both are EXTERNAL methods (San Diego region BMP Design Manual, Appendix B):
Ch. 11.30 states no design storm, DCV or sizing rule; it defers sizing to the Manual and the
City's templates (L737, L767). Every figure they use is a project input or an overridable
Parameter; none is confirmed, so a missing one makes the tool answer needs_info naming it."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, NamedTuple

from workbench.api import (
    Context,
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    hydrology,
)

from .common import c, ext, num, sqft
from .development import ORDER_FLAG
from .parameters import BIO_CITE, BY_ID, MANUAL, RUNOFF_CITE, SURFACES

if TYPE_CHECKING:
    from workbench.api import DrainageArea, Scenario

DCV_CITE = ext(
    f"{MANUAL}, Appendix B.1",
    "B.1",
    "DCV (ft3) = 3,630 x C x d x A; C runoff factor, d 85th-percentile 24-h depth",
)
EXTERNAL_WARNING = (
    "External method, not ordinance text: Ch. 11.30 states no design storm, design capture volume "
    "or sizing rule; it defers sizing to the City Stormwater Standards Manual and City templates "
    "(L737, L767). Formula and factors from the San Diego BMP Design Manual, Appendix B: verify."
)
DEPTH_WHY = (
    "the 85th percentile 24-hour rainfall depth is a project input read from the BMP Design "
    "Manual's isopluvial map (Fig. B.1-1); no value for Del Mar was confirmed"
)
BIO_PARAMS = (
    "bioretention_ponding_in",
    "bioretention_media_depth_in",
    "bioretention_media_porosity",
    "bioretention_gravel_depth_in",
    "bioretention_gravel_porosity",
)


def _up(x: float) -> float:
    """A required area rounded up to 0.1 sq ft (never down), ignoring float noise."""
    return math.ceil(round(x, 6) * 10) / 10


_PLOT_DEPTHS = tuple(round(0.2 + 0.1 * k, 2) for k in range(12))


class AreaVolume(NamedTuple):
    name: str
    area_sqft: float
    c: float | None
    c_source: str
    volume_cuft: float | None
    dma_type: str | None
    bmp_area_sqft: float | None


def _coefficient(
    area: DrainageArea, params: Mapping[str, float | None]
) -> tuple[float | None, str]:
    if area.runoff_coefficient is not None:
        return area.runoff_coefficient, "the drainage area's runoff coefficient"
    if area.surface:
        surface = area.surface.strip().lower()
        if surface not in SURFACES:
            return None, (
                f"surface '{area.surface}' is not a known surface "
                f"({', '.join(repr(s) for s in SURFACES)}); give its runoff coefficient"
            )
        value = params.get(f"runoff_factor_{surface}")
        if value is None:
            return None, (
                f"parameter del_mar.runoff_factor_{surface} is not set (Table B.1-1 not confirmed) "
                "and no runoff coefficient is given"
            )
        return value, f"parameter '{BY_ID[f'runoff_factor_{surface}'].label}' (external, verify)"
    return None, "neither a runoff coefficient nor a surface is given"


def design_depth(ctx: Context) -> float:
    depth = ctx.rainfall.p85_24hr_in
    if depth is None:
        raise MissingFact("rainfall.p85_24hr_in", DEPTH_WHY)
    return depth


def area_volumes(ctx: Context, depth_in: float) -> list[AreaVolume]:
    """DCV = C x d x A for each drainage area (C None where no coefficient is known)."""
    out = []
    for area in ctx.scenario.drainage_areas:
        coef, source = _coefficient(area, ctx.params)
        volume = (
            None if coef is None else hydrology.design_volume_cuft(coef, depth_in, area.area_sqft)
        )
        out.append(
            AreaVolume(
                area.name, area.area_sqft, coef, source, volume, area.dma_type, provided_area(area)
            )
        )
    return out


def provided_area(area) -> float | None:
    """The BMP footprint provided: ``bmp_area_sqft``, else the BMP's ``footprint_sqft`` (one
    size whichever way it is given, review defect 14, c26c)."""
    if area.bmp_area_sqft is not None:
        return area.bmp_area_sqft
    return area.bmp.footprint_sqft if area.bmp is not None else None


def footprint_conflicts(ctx: Context) -> list[str]:
    """Warnings for drainage areas that give two different BMP footprints."""
    return [
        f"{a.name}: bmp_area_sqft {num(a.bmp_area_sqft)} and bmp.footprint_sqft "
        f"{num(a.bmp.footprint_sqft)} differ; bmp_area_sqft is checked"
        for a in ctx.scenario.drainage_areas
        if a.bmp_area_sqft is not None
        and a.bmp is not None
        and a.bmp.footprint_sqft is not None
        and a.bmp.footprint_sqft != a.bmp_area_sqft
    ]


_SELF_TYPES = ("self_treating", "self_retaining")
#: ``DrainageArea.dma_type`` in words, for the steps
_DMA_WORDS = {
    "to_bmp": "drains to a BMP",
    "self_treating": "self-treating",
    "self_retaining": "self-retaining",
}
_SELF_WARNING = (
    "Self-treating and self-retaining areas are included in the total; whether the Manual excludes "
    "them is not confirmed (verify)"
)
_MISSING_TAIL = (
    ". Give the drainage area's runoff coefficient or set the parameter 'DCV runoff factor C' for "
    f"its surface: an engineer finds it in the {MANUAL}, Appendix B, Table B.1-1 (runoff factors "
    "by surface type); no public copy of that table could be confirmed for the workbench, so it "
    "ships no default."
)


def _invalid(problem: ValueError) -> SizingResult:
    """Out-of-range inputs (a runoff factor above 1, a negative depth) are the user's to fix:
    answer needs_info with the engine's message instead of an error."""
    return SizingResult(
        outputs={}, status="needs_info", warnings=[EXTERNAL_WARNING, f"invalid input: {problem}"]
    )


def _dcv(ctx: Context) -> SizingResult:
    """Per drainage area: ``design_volume_cuft[area]`` and ``runoff_coefficient[area]``; the
    core adds the site values (sum; area-weighted composite)."""
    depth = design_depth(ctx)
    try:
        rows = area_volumes(ctx, depth)
    except ValueError as problem:
        return _invalid(problem)
    warnings = [EXTERNAL_WARNING, ORDER_FLAG]
    steps = [
        f"DCV = C x d/12 x A (cu ft), d = rainfall.p85_24hr_in = {num(depth)} in (project input)"
    ]
    outputs: dict[str, Quantity] = {"design_depth_in": Quantity(depth, "in")}
    missing = []
    for row in rows:
        tag = f" ({_DMA_WORDS[row.dma_type]})" if row.dma_type else ""
        if row.volume_cuft is None:
            missing.append(row.name)
            steps.append(f"{row.name}{tag}: C unknown: {row.c_source}")
            outputs[f"design_volume_cuft[{row.name}]"] = Quantity(None, "cu ft")
            outputs[f"runoff_coefficient[{row.name}]"] = Quantity(None, "-")
            continue
        steps.append(
            f"{row.name}{tag}: C {num(row.c)} ({row.c_source}) x {num(depth)} in / 12 x "
            f"{sqft(row.area_sqft)} = {num(row.volume_cuft, 1)} cu ft"
        )
        outputs[f"design_volume_cuft[{row.name}]"] = Quantity(round(row.volume_cuft, 1), "cu ft")
        outputs[f"runoff_coefficient[{row.name}]"] = Quantity(row.c, "-")
    if any(row.dma_type in _SELF_TYPES for row in rows):
        warnings.append(_SELF_WARNING)
    total_area = sum(row.area_sqft for row in rows)
    inputs = {
        "rainfall.p85_24hr_in": Quantity(depth, "in"),
        "total_area_sqft": Quantity(total_area, "sq ft"),
    }
    if missing:
        warnings.append("Runoff factor missing for: " + ", ".join(missing) + _MISSING_TAIL)
        return SizingResult(outputs, steps, warnings, None, "needs_info", inputs)
    total = sum(row.volume_cuft or 0.0 for row in rows)
    per_inch = total / depth if depth else 0.0  # DCV is linear in the depth
    plot = PlotSpec(
        title="Design capture volume vs 85th percentile depth (external method)",
        x_label="85th percentile 24-hour depth (in)",
        y_label="DCV (cu ft)",
        series=(
            PlotSeries(
                "total DCV", _PLOT_DEPTHS, tuple(round(per_inch * d, 1) for d in _PLOT_DEPTHS)
            ),
        ),
        marker_x=depth,
        marker_label=f"project depth {num(depth)} in",
    )
    return SizingResult(outputs, steps, warnings, plot, "applies", inputs)


_BIO_WARNINGS = (
    EXTERNAL_WARNING,
    "Storage method A x (ponding + media porosity x media depth + gravel porosity x gravel depth) "
    ">= DCV; the Manual's own bioretention criteria govern (verify)",
)


def _bioretention(ctx: Context) -> SizingResult:
    depth = design_depth(ctx)
    unset = [p for p in BIO_PARAMS if ctx.param(p) is None]
    if unset:
        return SizingResult(
            {},
            [],
            [
                *_BIO_WARNINGS,
                "Set the bioretention design values (scenario parameters, external, not "
                "confirmed): " + ", ".join(f"del_mar.{p}" for p in unset),
            ],
            None,
            "needs_info",
            {},
        )
    try:
        return _bioretention_sized(ctx, depth)
    except ValueError as problem:
        return _invalid(problem)


def _bioretention_sized(ctx: Context, depth: float) -> SizingResult:
    """Per drainage area draining to a BMP: the required footprint ``bmp_area_sqft[area]`` and,
    where a footprint is given, the volume it stores; the core adds the site sums."""
    warnings = list(_BIO_WARNINGS)
    # every BIO_PARAMS value is set here (the caller returned needs_info otherwise)
    values = (float(ctx.params[p]) for p in BIO_PARAMS)  # type: ignore[arg-type]
    pond, media, n_media, gravel, n_gravel = values
    per_sqft = hydrology.bioretention_storage_cuft(1.0, pond, media, n_media, gravel, n_gravel)
    storage_in = per_sqft * 12.0
    if per_sqft <= 0:
        return SizingResult(
            outputs={},
            status="needs_info",
            warnings=warnings
            + [
                "The bioretention design values give no storage depth (ponding, media and gravel "
                "storage are all 0)"
            ],
        )
    steps = [
        f"storage depth = {num(pond)} + {num(n_media)} x {num(media)} + {num(n_gravel)} x "
        f"{num(gravel)} = {num(storage_in)} in = {num(per_sqft, 4)} cu ft per sq ft"
    ]
    outputs: dict[str, Quantity] = {}
    rows = [
        r for r in area_volumes(ctx, depth) if r.dma_type in (None, "to_bmp") or r.bmp_area_sqft
    ]
    if not rows:
        return SizingResult(
            outputs={},
            status="does_not_apply",
            steps=steps,
            warnings=warnings
            + ["No drainage area drains to a BMP (all are self-treating or self-retaining)"],
        )
    missing = [r.name for r in rows if r.volume_cuft is None]
    if missing:
        return SizingResult(
            outputs={},
            status="needs_info",
            steps=steps,
            warnings=warnings + ["Runoff factor missing for: " + ", ".join(missing)],
        )
    failing = []
    for r in rows:
        required = r.volume_cuft / per_sqft  # type: ignore[operator]
        outputs[f"bmp_area_sqft[{r.name}]"] = Quantity(_up(required), "sq ft")
        line = (
            f"{r.name}: required footprint = DCV {num(r.volume_cuft, 1)} cu ft / "
            f"{num(per_sqft, 4)} = {num(_up(required), 1)} sq ft (rounded up)"
        )
        if r.bmp_area_sqft is not None:
            provided = hydrology.bioretention_storage_cuft(
                r.bmp_area_sqft, pond, media, n_media, gravel, n_gravel
            )
            # compared at the precision printed (0.1 cu ft): 0.9 x 0.6/12 x 10,000 is
            # 450.00000000000006 in floating point, and 375 sq ft storing 450.0 passes (c28)
            ok = round(provided, 1) >= round(r.volume_cuft, 1)  # type: ignore[arg-type]
            if not ok:
                failing.append(r.name)
            line += (
                f"; provided {sqft(r.bmp_area_sqft)} stores {num(provided, 1)} cu ft "
                f"{'>=' if ok else '<'} DCV: {'passes' if ok else 'FAILS'}"
            )
            # the storage the given footprint provides: a city name of its own, since the
            # contract's biofiltration_volume_cuft is a required volume (review defect 14, c26b)
            outputs[f"provided_storage_cuft[{r.name}]"] = Quantity(round(provided, 1), "cu ft")
        else:
            line += "; no BMP area given to check"
        steps.append(line)
    rate, fos = (
        ctx.site.soil_infiltration_in_per_hr,
        ctx.param("infiltration_factor_of_safety"),
    )
    if rate == 0:
        warnings.append(
            "site.soil_infiltration_in_per_hr is 0: the bioretention does not drain by "
            "infiltration; no drawdown time can be computed (an underdrain or another BMP per the "
            "Manual, verify)"
        )
    if rate and fos:
        hours = hydrology.drawdown_hr(storage_in, rate, fos)
        outputs["drawdown_hr"] = Quantity(round(hours, 1), "hr")
        steps.append(
            f"drawdown = {num(storage_in)} in / ({num(rate)} in/hr / {num(fos)}) = {num(hours, 1)} "
            "hr (no drawdown limit is stated in Ch. 11.30; compare with the Manual)"
        )
    if failing:
        warnings.append("Footprint too small for: " + ", ".join(failing))
    warnings += footprint_conflicts(ctx)
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        inputs={
            "rainfall.p85_24hr_in": Quantity(depth, "in"),
            "storage_depth_in": Quantity(round(storage_in, 3), "in"),
        },
    )


def _has_areas(scenario: Scenario) -> bool:
    return bool(scenario.drainage_areas)


TOOLS: tuple[SizingTool, ...] = (
    SizingTool(
        id="design_capture_volume",
        title="Design capture volume DCV = C x d x A per drainage area (external: BMP Design "
        "Manual)",
        citations=(
            c(737, 737, "selected, designed, and sized for approval by the City", "11.30.150.D"),
            c(
                767,
                767,
                "methods and including the studies and reviews described in the City Stormwater "
                "Standards Manual",
                "11.30.150.I",
            ),
            DCV_CITE,
            RUNOFF_CITE,
        ),
        compute=_dcv,
        parameters=tuple(BY_ID[f"runoff_factor_{s}"] for s in SURFACES),
        when=_has_areas,
        uses=("rainfall.p85_24hr_in", "drainage_areas"),
        gated_by=("structural_treatment_bmps",),
    ),
    SizingTool(
        id="bioretention_footprint",
        title="Bioretention footprint check against the DCV (external: BMP Design Manual)",
        citations=(
            c(737, 737, "selected, designed, and sized for approval by the City", "11.30.150.D"),
            DCV_CITE,
            BIO_CITE,
        ),
        compute=_bioretention,
        parameters=tuple(BY_ID[p] for p in (*BIO_PARAMS, "infiltration_factor_of_safety")),
        when=_has_areas,
        uses=("rainfall.p85_24hr_in", "drainage_areas", "site.soil_infiltration_in_per_hr"),
        gated_by=("structural_treatment_bmps",),
    ),
)
