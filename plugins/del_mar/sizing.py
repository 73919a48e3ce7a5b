"""Sizing tools: the design capture volume DCV = C x d x A per drainage area and a bioretention
footprint check. Both are EXTERNAL methods (San Diego region BMP Design Manual, Appendix B):
Ch. 11.30 states no design storm, DCV or sizing rule; it defers sizing to the Manual and the
City's templates (L737, L767). Every figure they use is a project input or an overridable
Parameter; none is confirmed, so a missing one makes the tool answer needs_info naming it."""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from workbench.api import (
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    hydrology,
)

from .common import c, ext, num, shared, sqft
from .development import ORDER_FLAG, _pdp_screen
from .parameters import BIO_CITE, BY_ID, MANUAL, RUNOFF_CITE, SURFACES

if TYPE_CHECKING:
    from workbench.api import DrainageArea, Scenario

Params = Mapping[str, float | None]

DCV_CITE = ext(
    f"{MANUAL}, Appendix B.1 (summarised in shared/reference/engineering_methods.md 6.4)",
    "B.1",
    "DCV (ft3) = 3,630 x C x d x A; C runoff factor, d 85th-percentile 24-h depth",
)
EXTERNAL_WARNING = (
    "External method, not ordinance text: Ch. 11.30 states no design storm, design capture volume or "
    "sizing rule; it defers sizing to the City Stormwater Standards Manual and City templates (L737, "
    "L767). Formula and factors from the San Diego BMP Design Manual, Appendix B: verify."
)
DEPTH_WHY = (
    "the 85th percentile 24-hour rainfall depth is a project input read from the BMP Design Manual's "
    "isopluvial map (Fig. B.1-1); no value for Del Mar was confirmed"
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


class AreaVolume(NamedTuple):  # immutable: one evaluation's rows are shared by both tools
    name: str
    area_sqft: float
    c: float | None
    c_source: str
    volume_cuft: float | None
    dma_type: str | None
    bmp_area_sqft: float | None


_FACTOR_KEYS = {surface: f"runoff_factor_{surface}" for surface in SURFACES}


def _coefficient(area: DrainageArea, params: Params) -> tuple[float | None, str]:
    if area.runoff_coefficient is not None:
        return area.runoff_coefficient, "drainage area runoff_coefficient"
    if area.surface:
        surface = area.surface.strip().lower()
        if surface not in SURFACES:
            return None, (
                f"surface {area.surface!r} is not a known surface ({', '.join(SURFACES)}); give "
                "runoff_coefficient"
            )
        value = params.get(_FACTOR_KEYS[surface])
        if value is None:
            return None, (
                f"parameter del_mar.runoff_factor_{surface} is not set (Table B.1-1 not confirmed) and no "
                "runoff_coefficient is given"
            )
        return value, f"parameter runoff_factor_{surface} (external, verify)"
    return None, _NO_C_SOURCE


_NO_C_SOURCE = "neither runoff_coefficient nor surface is given"
_new_tuple = tuple.__new__  # builds a NamedTuple without its Python-level __new__ (same object)


def area_volumes(scenario: Scenario, params: Params, depth_in: float) -> list[AreaVolume]:
    out = []
    for area in scenario.drainage_areas:
        coef, source = _coefficient(area, params)
        volume = (
            None if coef is None else hydrology.design_volume_cuft(coef, depth_in, area.area_sqft)
        )
        out.append(
            AreaVolume(
                area.name, area.area_sqft, coef, source, volume, area.dma_type, area.bmp_area_sqft
            )
        )
    return out


def _area_rows(scenario: Scenario, params: Params) -> tuple[AreaVolume, ...]:
    """``tuple(area_volumes(scenario, params, depth))`` in one pass: an area with neither a
    coefficient nor a surface (the usual case) skips ``_coefficient``; the test suite checks
    the two agree."""
    depth = scenario.rainfall.p85_24hr_in
    if depth is None:
        raise MissingFact("rainfall.p85_24hr_in", DEPTH_WHY)
    rows = []
    for area in scenario.drainage_areas:
        d = area.__dict__  # pydantic fields; reading the dict skips the model's __getattr__ hook
        if d["runoff_coefficient"] is None and not d["surface"]:
            coef, source = None, _NO_C_SOURCE
        else:
            coef, source = _coefficient(area, params)
        volume = None if coef is None else hydrology.design_volume_cuft(coef, depth, d["area_sqft"])
        rows.append(
            _new_tuple(
                AreaVolume,
                (
                    d["name"],
                    d["area_sqft"],
                    coef,
                    source,
                    volume,
                    d["dma_type"],
                    d["bmp_area_sqft"],
                ),
            )
        )
    return tuple(rows)


def _rows(scenario: Scenario, params: Params) -> tuple[AreaVolume, ...]:
    """``area_volumes`` once per evaluation: both tools read the same rows (and never change them)."""
    return shared(_area_rows, scenario, params)


_PDP_WARNINGS = {
    False: (
        "The project is not a Priority Development Project (rule priority_development_project): the DCV is "
        "shown for reference"
    ),
    None: (
        "The project is not yet confirmed as a Priority Development Project (rule priority_development_project): "
        "the DCV is shown for reference"
    ),
}


#: Quantity is frozen: these constant ones can be shared by every result.
_NO_VOLUME = Quantity(None, "cu ft")
_NO_COEFFICIENT = Quantity(None, "-")
_SELF_TYPES = ("self_treating", "self_retaining")
_SELF_WARNING = (
    "Self-treating and self-retaining areas are included in the total; whether the Manual "
    "excludes them is not confirmed (verify)"
)
_MISSING_TAIL = ". Give drainage_areas[].runoff_coefficient or set del_mar.runoff_factor_<surface>."


def _invalid(problem: ValueError) -> SizingResult:
    """Out-of-range inputs (a runoff factor above 1, a negative depth) are the user's to fix:
    answer needs_info with the engine's message instead of an error."""
    return SizingResult(
        outputs={}, status="needs_info", warnings=[EXTERNAL_WARNING, f"invalid input: {problem}"]
    )


def _dcv(scenario: Scenario, params: Params) -> SizingResult:
    try:
        depth = scenario.rainfall.p85_24hr_in
        if depth is None:
            raise MissingFact("rainfall.p85_24hr_in", DEPTH_WHY)
        rows = shared(_area_rows, scenario, params)
        state = shared(_pdp_screen, scenario, params)[0]
        warnings = (
            [EXTERNAL_WARNING, ORDER_FLAG]
            if state is True
            else [EXTERNAL_WARNING, ORDER_FLAG, _PDP_WARNINGS[False if state is False else None]]
        )
        depth_text = num(depth)
        steps = [
            f"DCV = C x d/12 x A (cu ft), d = rainfall.p85_24hr_in = {depth_text} in (project input)"
        ]
        depth_q = _new_tuple(Quantity, (depth, "in"))
        outputs: dict[str, Quantity] = {"design_depth_in": depth_q}
        missing = []
        self_area = False
        total_area = 0
        for name, area_sqft, coef, source, volume, dma_type, _ in rows:
            total_area += area_sqft
            if dma_type:
                tag = f" [{dma_type}]"
                if dma_type in _SELF_TYPES:
                    self_area = True
            else:
                tag = ""
            if volume is None:
                missing.append(name)
                steps.append(f"{name}{tag}: C unknown: {source}")
                outputs[f"design_volume_cuft[{name}]"] = _NO_VOLUME
                continue
            steps.append(
                f"{name}{tag}: C {num(coef)} ({source}) x {depth_text} in / 12 x {sqft(area_sqft)} "
                f"= {num(volume, 1)} cu ft"
            )
            outputs[f"design_volume_cuft[{name}]"] = _new_tuple(
                Quantity, (round(volume, 1), "cu ft")
            )
        if self_area:
            warnings.append(_SELF_WARNING)
        inputs = {
            "rainfall.p85_24hr_in": depth_q,
            "total_area_sqft": _new_tuple(Quantity, (total_area, "sq ft")),
        }
        if missing:
            warnings.append("Runoff factor missing for: " + ", ".join(missing) + _MISSING_TAIL)
            outputs["design_volume_cuft"] = _NO_VOLUME
            outputs["runoff_coefficient"] = _NO_COEFFICIENT
            return SizingResult(outputs, steps, warnings, None, "needs_info", inputs)
        total = sum([r.volume_cuft for r in rows])  # type: ignore[misc]
        composite = hydrology.composite_coefficient([(r.area_sqft, r.c) for r in rows])  # type: ignore[misc]
        steps.append(f"composite C = sum(C x A) / sum(A) = {composite:.3f} over {sqft(total_area)}")
        steps.append(f"total DCV = {num(total, 1)} cu ft")
        outputs["design_volume_cuft"] = Quantity(round(total, 1), "cu ft")
        outputs["runoff_coefficient"] = Quantity(round(composite, 4), "-")
        depths = _PLOT_DEPTHS
        per_inch = hydrology.design_volume_cuft(
            composite, 1.0, total_area
        )  # DCV is linear in the depth
        plot = PlotSpec(
            title="Design capture volume vs 85th percentile depth (external method)",
            x_label="85th percentile 24-hour depth (in)",
            y_label="DCV (cu ft)",
            series=(
                PlotSeries("total DCV", depths, tuple(round(per_inch * d, 1) for d in depths)),
            ),
            marker_x=depth,
            marker_label=f"project depth {depth_text} in",
        )
        return SizingResult(outputs, steps, warnings, plot, "applies", inputs)
    except ValueError as problem:
        return _invalid(problem)


_BIO_WARNINGS = (
    EXTERNAL_WARNING,
    "Storage method A x (ponding + media porosity x media depth + gravel porosity x "
    "gravel depth) >= DCV; the Manual's own bioretention criteria govern (verify)",
)


@lru_cache(maxsize=32)  # one entry per subset of BIO_PARAMS at most
def _unset_warning(unset: tuple[str, ...]) -> str:
    return (
        "Set the bioretention design values (scenario parameters, external, not confirmed): "
        + ", ".join(f"del_mar.{p}" for p in unset)
    )


def _bioretention(scenario: Scenario, params: Params) -> SizingResult:
    depth = scenario.rainfall.p85_24hr_in
    if depth is None:
        raise MissingFact("rainfall.p85_24hr_in", DEPTH_WHY)
    get = params.get
    unset = tuple([p for p in BIO_PARAMS if get(p) is None])
    if unset:  # nothing above raises ValueError: only the rest needs the guard
        return SizingResult({}, [], [*_BIO_WARNINGS, _unset_warning(unset)], None, "needs_info", {})
    try:
        return _bioretention_sized(scenario, params, depth)
    except ValueError as problem:
        return _invalid(problem)


def _bioretention_sized(scenario: Scenario, params: Params, depth: float) -> SizingResult:
    warnings = list(_BIO_WARNINGS)
    pond, media, n_media, gravel, n_gravel = (float(params[p]) for p in BIO_PARAMS)  # type: ignore[arg-type]
    per_sqft = hydrology.bioretention_storage_cuft(1.0, pond, media, n_media, gravel, n_gravel)
    storage_in = per_sqft * 12.0
    if per_sqft <= 0:
        return SizingResult(
            outputs={},
            status="needs_info",
            warnings=warnings
            + [
                "The bioretention design values give no storage depth (ponding, media and gravel storage are all 0)"
            ],
        )
    steps = [
        f"storage depth = {num(pond)} + {num(n_media)} x {num(media)} + {num(n_gravel)} x {num(gravel)} = "
        f"{num(storage_in)} in = {num(per_sqft, 4)} cu ft per sq ft"
    ]
    outputs: dict[str, Quantity] = {}
    rows = [r for r in _rows(scenario, params) if r.dma_type in (None, "to_bmp") or r.bmp_area_sqft]
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
    total_required = 0.0
    failing = []
    for r in rows:
        required = r.volume_cuft / per_sqft  # type: ignore[operator]
        total_required += required
        outputs[f"bmp_area_sqft[{r.name}]"] = Quantity(_up(required), "sq ft")
        line = (
            f"{r.name}: required footprint = DCV {num(r.volume_cuft, 1)} cu ft / {num(per_sqft, 4)} = "
            f"{num(_up(required), 1)} sq ft (rounded up)"
        )
        if r.bmp_area_sqft is not None:
            provided = hydrology.bioretention_storage_cuft(
                r.bmp_area_sqft, pond, media, n_media, gravel, n_gravel
            )
            ok = provided >= r.volume_cuft  # type: ignore[operator]
            if not ok:
                failing.append(r.name)
            line += (
                f"; provided {sqft(r.bmp_area_sqft)} stores {num(provided, 1)} cu ft "
                f"{'>=' if ok else '<'} DCV: {'passes' if ok else 'FAILS'}"
            )
            outputs[f"biofiltration_volume_cuft[{r.name}]"] = Quantity(round(provided, 1), "cu ft")
        else:
            line += "; no bmp_area_sqft given to check"
        steps.append(line)
    outputs["bmp_area_sqft"] = Quantity(_up(total_required), "sq ft")
    rate, fos = (
        scenario.site.soil_infiltration_in_per_hr,
        params.get("infiltration_factor_of_safety"),
    )
    if rate and fos:
        hours = hydrology.drawdown_hr(storage_in, rate, fos)
        outputs["drawdown_hr"] = Quantity(round(hours, 1), "hr")
        steps.append(
            f"drawdown = {num(storage_in)} in / ({num(rate)} in/hr / {num(fos)}) = {num(hours, 1)} hr "
            "(no drawdown limit is stated in Ch. 11.30; compare with the Manual)"
        )
    if failing:
        warnings.append("Footprint too small for: " + ", ".join(failing))
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        inputs={
            "rainfall.p85_24hr_in": Quantity(depth, "in"),
            "storage_depth_in": Quantity(round(storage_in, 3), "in"),
        },
    )


def _guarded(compute):
    """Out-of-range inputs (a runoff factor above 1, a negative depth) are the user's to fix:
    answer needs_info with the engine's message instead of an error. (The two tools catch
    ValueError in their own bodies, without this extra call layer; kept for other callers.)"""

    def run(scenario: Scenario, params: Params) -> SizingResult:
        try:
            return compute(scenario, params)
        except ValueError as problem:
            return _invalid(problem)

    run.__name__ = compute.__name__
    return run


def _has_areas(scenario: Scenario) -> bool:
    return bool(scenario.drainage_areas)


TOOLS: tuple[SizingTool, ...] = (
    SizingTool(
        id="design_capture_volume",
        title="Design capture volume DCV = C x d x A per drainage area (external: BMP Design Manual)",
        citations=(
            c(737, 737, "selected, designed, and sized for approval by the City", "11.30.150.D"),
            c(
                767,
                767,
                "methods and including the studies and reviews described in the City Stormwater Standards Manual",
                "11.30.150.I",
            ),
            DCV_CITE,
            RUNOFF_CITE,
        ),
        compute=_dcv,
        parameters=tuple(BY_ID[f"runoff_factor_{s}"] for s in SURFACES),
        when=_has_areas,
        uses=("rainfall.p85_24hr_in", "drainage_areas"),
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
    ),
)
