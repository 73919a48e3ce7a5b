"""Livingston sizing tools, per drainage management area (L281-317), and the two-year peak
flow check of hydromodification management projects (L351).

The ordinance lets the designer satisfy "at least one of" four hydraulic criteria (L283):
two volumetric (WEF/ASCE MOP volume, L287; 80% annual capture by the CASQA method with local
rainfall data, L289) and two flow-based (0.2 in/hr, L293; twice the 85th-percentile hourly
intensity, L295). Each tool below computes one family for every DMA and shows its steps; the
baseline bioretention tool applies the L303-311 parameters and checks a provided facility
area. Figures from outside the ordinance are Parameters with external citations; where none is
confirmed (the WEF regression constants, media porosities, the TR-55 unit peak discharge
coefficients) the value is None and the tool answers needs_info naming the parameter.

Every tool reads the evaluation context and declares the findings that make it required
(``gated_by``); per-area outputs are named ``<name>[<DMA>]`` and the core adds the site value.

Over 500 lines: the six sizing tools share the parameter table, the per-DMA helpers and the step
records; splitting the volumetric, flow and peak-flow tools into modules of their own (with the
shared helpers apart) is the natural next step.
"""

from __future__ import annotations

import math
import os
from datetime import datetime

import numpy as np

from workbench.api import (
    Context,
    DrainageArea,
    MissingFact,
    Parameter,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    resources_dir,
    simulation,
)
from workbench.api import hydrology as hy

from .common import c, ext

FLOW_INTENSITY_IN_PER_HR = 0.2  # L293 "at least 0.2 inch per hour intensity"
P85_MULTIPLIER = 2.0  # L295 "two times the eighty-fifth percentile hourly rainfall intensity"
CAPTURE_TARGET = 0.80  # L289 "80% or more capture"
LOADING_RATE_IN_PER_HR = 5.0  # L303 "Maximum surface loading rate of five inches per hour"
SIZING_FACTOR = 0.04  # L303 "A sizing factor of 4% of tributary impervious area may be used"
PONDING_IN = 6.0  # L305 "a depth of six inches"
MEDIA_IN = 18.0  # L307 "Minimum planting medium depth of 18 inches"
MEDIA_RATE_IN_PER_HR = 5.0  # L307 "minimum infiltration rate of five inches per hour"
GRAVEL_IN = 12.0  # L309 "a minimum depth of 12 inches"
WEF_DRAWDOWNS = (12, 24, 48, 72)
#: Basin sizes of the capture curve, as storage depth over the runoff-producing area
#: (V = s / 12 x C x A): 0 to 12 in by 0.25 in; the 80% size is then searched between the
#: two sizes that bracket it until it is known to 1e-6 in.
CURVE_DEPTHS_IN = tuple(0.25 * k for k in range(0, 49))
SEARCH_POINTS = 32
SEARCH_TOLERANCE_IN = 1e-6

WEF_SOURCE = (
    "Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of Practice No. "
    "87 (1998)"
)
WEF_TABLE = "the manual's table of the regression constant a by drawdown time"
WEF_C_TEXT = "C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 (i = impervious fraction)"
CASQA_SOURCE = "CASQA Stormwater BMP Handbook, New Development and Redevelopment (2003), Section 5"
TR55_SOURCE = hy.TR55_SOURCE
TR55_TABLE = "TR-55 exhibit 4-I / appendix F table F-1, Type I distribution"


def _wef_a(hours: int) -> Parameter:
    return Parameter(
        f"wef_a_{hours}h",
        f"WEF/ASCE regression constant a for a {hours}-hour drawdown ({WEF_SOURCE}: {WEF_TABLE})",
        None,
        "-",
        (
            ext(
                WEF_SOURCE,
                "maximized detention volume P0 = (a C) P6",
                f"regression constant a, {hours}-h drawdown",
            ),
        ),
        "Not confirmed: give it from WEF MOP 23 or the CASQA handbook; the WEF/ASCE volume needs "
        "this information until it is given for the chosen drawdown.",
    )


def _tr55_c(which: str, k: int) -> Parameter:
    return Parameter(
        f"tr55_{which}_c{k}",
        f"TR-55 unit peak discharge coefficient C{k} at the {which}-project Ia/P ({TR55_TABLE})",
        None,
        "-",
        (ext(TR55_SOURCE, "exhibit 4-I, table F-1", f"coefficient C{k}, Type I"),),
        "Not confirmed here: read C0, C1 and C2 for the Type I distribution at the Ia/P the tool's "
        "steps show (interpolate between rows, or use the limiting row where Ia/P is outside it).",
    )


PARAMETERS: tuple[Parameter, ...] = (
    Parameter(
        "wef_drawdown_hr",
        "Drawdown time for the WEF/ASCE maximized capture volume",
        48.0,
        "hr",
        (
            ext(
                "City of Los Angeles, Cornfields Arroyo Specific Plan draft p.108 (as restated in "
                "a secondary summary)",
                None,
                "using a 48 to 72-hour draw down time",
            ),
        ),
        "The chapter states no drawdown time; California permits use 48-72 h. 12, 24, 48 and 72 h "
        "each have a regression constant parameter.",
    ),
    *(_wef_a(hours) for hours in WEF_DRAWDOWNS),
    Parameter(
        "casqa_drawdown_hr",
        "Drawdown time of the simulated basin (80% capture)",
        48.0,
        "hr",
        (ext(CASQA_SOURCE, "unit basin storage volume for 80% capture", "48-hour drawdown"),),
        "The chapter states no drawdown time; 48 h is common California practice [verify].",
    ),
    Parameter(
        "bioretention_media_porosity",
        "Planting medium porosity (storage in the 18-inch medium)",
        None,
        "-",
        (
            ext(
                "not stated in the ordinance; project geotechnical or media specification",
                None,
                "planting medium porosity",
            ),
        ),
        "Needed only to count storage in the planting medium; not stated in the chapter.",
    ),
    Parameter(
        "bioretention_gravel_porosity",
        "Gravel layer porosity (storage in the 12-inch gravel layer)",
        None,
        "-",
        (
            ext(
                "not stated in the ordinance; project gravel specification",
                None,
                "gravel layer porosity",
            ),
        ),
        "Needed only to count storage in the gravel layer; not stated in the chapter.",
    ),
    *(_tr55_c(which, k) for which in ("pre", "post") for k in (0, 1, 2)),
    Parameter(
        "tr55_pond_factor",
        "TR-55 pond and swamp adjustment factor Fp (1.0: no pond or swamp areas)",
        1.0,
        "-",
        (ext(TR55_SOURCE, "table 4-2", "pond and swamp adjustment factor Fp"),),
        "1.0 where the watershed has no pond or swamp areas; otherwise from TR-55 table 4-2.",
    ),
)
PARAMETER_IDS = {p.id: p for p in PARAMETERS}


# --------------------------------------------------------------------------- helpers
def _has_areas(scenario) -> bool:
    """Sizing is shown once drainage areas are given (whether it is required is its gate)."""
    return bool(scenario.drainage_areas)


def _coefficient(
    da: DrainageArea, steps: list[str], warnings: list[str], *, rational: bool = False
) -> float | None:
    """The DMA's runoff coefficient: given, else the WEF/ASCE formula from its impervious
    fraction."""
    if da.runoff_coefficient is not None:
        steps.append(f"{da.name}: C = {da.runoff_coefficient:g} (given for the DMA)")
        return da.runoff_coefficient
    if da.impervious_fraction is None:
        warnings.append(f"{da.name}: give the impervious fraction or the runoff coefficient")
        return None
    i = da.impervious_fraction
    value = hy.wef_runoff_coefficient(i)
    steps.append(
        f"{da.name}: C = 0.858({i:g})^3 - 0.78({i:g})^2 + 0.774({i:g}) + 0.04 = {value:.3f} "
        f"({WEF_C_TEXT}; {WEF_SOURCE})"
    )
    if rational:
        warnings.append(
            f"{da.name}: the chapter states no runoff coefficient for the flow criteria; the "
            f"WEF/ASCE volumetric coefficient {value:.3f} is used as the rational C - give the "
            "DMA's runoff coefficient to override"
        )
    return value


def _treated(ctx: Context, steps: list[str]) -> list[DrainageArea]:
    """DMAs whose runoff goes to a facility (L301: 'remaining runoff from impervious DMAs must be
    directed to
    one or more facilities'); self-treating and self-retaining DMAs are listed and skipped."""
    out = []
    for da in ctx.scenario.drainage_areas:
        if da.dma_type in ("self_treating", "self_retaining"):
            steps.append(
                f"{da.name}: {da.dma_type.replace('_', '-')} DMA, managed without a facility; not "
                "sized"
            )
        else:
            out.append(da)
    return out


def _name(key: str, da: DrainageArea) -> str:
    return f"{key}[{da.name}]"


def _status(missing: bool) -> str:
    return "needs_info" if missing else "applies"


def _open(outputs: dict[str, Quantity], da: DrainageArea, **units: str) -> None:
    """Mark a DMA's outputs open (value None) where its coefficient is not known, so no site
    value is stated from the other DMAs alone (the core states site values, docs/SCENARIO.md)."""
    for key, unit in units.items():
        outputs[_name(key, da)] = Quantity(None, unit)


# --------------------------------------------------------------------------- WEF/ASCE volume (L287)
def _wef_constant(
    ctx: Context, steps: list[str], warnings: list[str], inputs: dict[str, Quantity]
) -> float | None:
    """The regression constant a for the chosen drawdown, or None (with the warning naming the
    parameter to give)."""
    drawdown = ctx.param("wef_drawdown_hr")
    given = [h for h in WEF_DRAWDOWNS if ctx.param(f"wef_a_{h}h") is not None]
    if drawdown is None or drawdown not in WEF_DRAWDOWNS:
        warnings.append(
            f"parameter '{PARAMETER_IDS['wef_drawdown_hr'].label}' is "
            f"{'not set' if drawdown is None else f'{drawdown:g} h'}: give one of "
            f"{', '.join(f'{h} h' for h in WEF_DRAWDOWNS)} (the drawdowns with a regression "
            f"constant parameter)"
        )
        return None
    hours = int(drawdown)
    inputs["drawdown_hr"] = Quantity(drawdown, "hr")
    a = ctx.param(f"wef_a_{hours}h")
    if a is None:
        others = (
            f"; a constant is given for {', '.join(f'{h} h' for h in given)}: set the parameter "
            f"'{PARAMETER_IDS['wef_drawdown_hr'].label}' to use it"
            if given
            else ""
        )
        warnings.append(
            f"the WEF/ASCE regression constant a for a {hours}-hour drawdown is not "
            f"confirmed here: give parameter livingston.wef_a_{hours}h from {WEF_SOURCE} "
            f"({WEF_TABLE}){others}"
        )
        return None
    inputs[f"wef_a_{hours}h"] = Quantity(a, "-")
    steps.append(
        f"regression constant a = {a:g} for a {hours}-hour drawdown (parameter; {WEF_SOURCE}; "
        "verify)"
    )
    return a


def _wef(ctx: Context) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    inputs: dict[str, Quantity] = {}
    a = _wef_constant(ctx, steps, warnings, inputs)
    missing = a is None
    p6 = ctx.rainfall.mean_storm_depth_in
    if p6 is None:
        warnings.append(
            "rainfall.mean_storm_depth_in is not given: the mean runoff-producing storm depth P6 "
            "from local rainfall data (the chapter states none)"
        )
        missing = True
    else:
        inputs["mean_storm_depth_in"] = Quantity(p6, "in")
    if a is not None:
        outputs["drawdown_hr"] = Quantity(ctx.param("wef_drawdown_hr"), "hr")
    for da in _treated(ctx, steps):
        coeff = _coefficient(da, steps, warnings)
        if coeff is None:
            missing = True
            _open(outputs, da, runoff_coefficient="-", design_volume_cuft="cu ft")
            continue
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        if a is None or p6 is None:
            continue
        p0 = hy.wef_maximized_capture_depth_in(coeff, p6, a)
        volume = hy.design_volume_cuft(1.0, p0, da.area_sqft)
        steps.append(
            f"{da.name}: P0 = a C P6 = {a:g} x {coeff:.3f} x {p6:g} in = {p0:.3f} in; V = P0/12 x "
            f"A = {p0:.3f}/12 x {da.area_sqft:,.0f} sq ft = {volume:,.1f} cu ft"
        )
        outputs[_name("design_depth_in", da)] = Quantity(round(p0, 4), "in")
        outputs[_name("design_volume_cuft", da)] = Quantity(round(volume, 1), "cu ft")
    return SizingResult(
        outputs=outputs, steps=steps, warnings=warnings, status=_status(missing), inputs=inputs
    )


# --------------------------------------------------------------------------- 80% capture (L289)
def _record(ctx: Context) -> tuple[str, str, object]:
    """The scenario's hourly rainfall record (its name, path ("" for the copy kept in the
    project), and (hours, depths)); MissingFact when it is not given (L289). The core reads
    the kept copy or the file once per version and refuses a record it cannot use before any
    tool runs."""
    name = ctx.rainfall.record_csv
    if not name:
        raise MissingFact(
            "rainfall.record_csv",
            "an hourly record of local rainfall (CSV 'timestamp,inches') to simulate; L289 "
            "requires 'local rainfall data'",
        )
    try:  # the copy kept in the project, else the file (the core refuses one it cannot use)
        used = simulation.scenario_record(ctx.scenario)
    except ValueError as error:
        raise MissingFact("rainfall.record_csv", f"the record cannot be read: {error}") from None
    if used.path is None:
        name = f"{name} (the copy kept in the project, sha256 {used.sha256[:12]})"
    return name, used.path or "", (used.record.hours, used.record.inches)


def _fractions(rain, depths_in: list[float], drawdown: float) -> list[float]:
    """Captured fraction of runoff for basins of the given storage depths over the
    runoff-producing area (C A = 1 sq ft, so V = s / 12 cu ft): the curve is the same for every
    coefficient and area, since inflow and basin both scale with C A."""
    return simulation.capture_curve(
        rain, 1.0, 1.0, [d / 12.0 for d in depths_in], drawdown
    ).tolist()


def capture_depth_in(rain, drawdown: float) -> tuple[list[float], float | None]:
    """The capture curve at CURVE_DEPTHS_IN, and the smallest storage depth over the
    runoff-producing area that captures 80% (searched between the bracketing sizes until it is
    known to SEARCH_TOLERANCE_IN; None when 12 in does not reach it)."""
    curve = _fractions(rain, list(CURVE_DEPTHS_IN), drawdown)
    above = next((k for k, f in enumerate(curve) if f >= CAPTURE_TARGET), None)
    if above is None:
        return curve, None
    if above == 0:
        return curve, 0.0
    low, high = CURVE_DEPTHS_IN[above - 1], CURVE_DEPTHS_IN[above]
    f_low, f_high = curve[above - 1], curve[above]
    while high - low > SEARCH_TOLERANCE_IN:
        step = (high - low) / (SEARCH_POINTS + 1)
        depths = [low + step * (k + 1) for k in range(SEARCH_POINTS)]
        fractions = _fractions(rain, depths, drawdown)
        for depth, fraction in zip(depths, fractions, strict=True):
            if fraction >= CAPTURE_TARGET:
                high, f_high = depth, fraction
                break
            low, f_low = depth, fraction
    if f_high == f_low:
        return curve, high
    return curve, low + (CAPTURE_TARGET - f_low) / (f_high - f_low) * (high - low)


def record_years(first, last) -> float:
    """The length of a record from its first to the end of its last hour, in years: whole
    calendar years, then the rest in years of 365.25 days."""
    start = first.astype("datetime64[s]").astype(datetime)
    end = (last + np.timedelta64(1, "h")).astype("datetime64[s]").astype(datetime)
    whole = end.year - start.year
    while whole > 0 and _add_years(start, whole) > end:
        whole -= 1
    rest = (end - _add_years(start, whole)).total_seconds() / (365.25 * 86_400)
    return whole + rest


def _add_years(moment: datetime, years: int) -> datetime:
    try:
        return moment.replace(year=moment.year + years)
    except ValueError:  # 29 February in a year that has none
        return moment.replace(year=moment.year + years, day=28)


def record_length(years: float) -> str:
    """The record's length, never rounded up to a figure it does not reach (9.999 -> 9.99)."""
    return f"{math.floor(years * 100 + 1e-9) / 100:.2f} years"


def _casqa(ctx: Context) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    name, path, (hours, rain) = _record(ctx)
    years = record_years(hours[0], hours[-1])
    steps.append(
        f"record {name}: {rain.size:,} hours ({record_length(years)}) from {hours[0]} to "
        f"{hours[-1]}, total {rain.sum():.2f} in, {int((rain > 0).sum()):,} wet hours"
    )
    bundled = resources_dir() / "rainfall" / "synthetic_hourly.csv"
    if os.path.abspath(path) == os.path.abspath(bundled):
        warnings.append(
            "the bundled synthetic record is not a rain gauge: demonstration only; L289 requires "
            "'local rainfall data'"
        )
    if years < 10:
        warnings.append(
            f"the record covers {record_length(years)}, less than 10 years; a short record gives "
            "an unstable capture curve"
        )
    drawdown = ctx.param("casqa_drawdown_hr")
    if drawdown is None or drawdown <= 0:
        raise MissingFact(
            "parameters.livingston.casqa_drawdown_hr", "the drawdown time of the simulated basin"
        )
    steps.append(
        f"each candidate basin drains over {drawdown:g} h (parameter "
        f"'{PARAMETER_IDS['casqa_drawdown_hr'].label}'; {CASQA_SOURCE}; verify); runoff above its "
        "free space bypasses (core simulation engine)"
    )
    curve, depth = ctx.derived(
        f"livingston.capture[{drawdown}]", lambda _: capture_depth_in(rain, drawdown)
    )
    if depth is None:
        warnings.append(
            f"no basin up to {CURVE_DEPTHS_IN[-1]:g} in of storage over the runoff-producing area "
            f"captures 80% of this record's runoff"
        )
    else:
        steps.append(
            "the capture fraction depends only on the storage per unit of runoff-producing "
            f"area V / (C A): 80% is first reached at s = {depth:.4f} in (searched to "
            f"{SEARCH_TOLERANCE_IN:g} in between the simulated sizes that bracket it); V = s / 12 "
            "x C x A"
        )
    series = []
    missing = depth is None
    for da in _treated(ctx, steps):
        coeff = _coefficient(da, steps, warnings)
        if coeff is None:
            missing = True
            _open(outputs, da, runoff_coefficient="-", design_volume_cuft="cu ft")
            continue
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        runoff_area = coeff * da.area_sqft
        volumes = tuple(d / 12.0 * runoff_area for d in CURVE_DEPTHS_IN)
        series.append(PlotSeries(da.name, volumes, tuple(100.0 * f for f in curve)))
        if depth is None:
            continue
        needed = depth / 12.0 * runoff_area
        steps.append(
            f"{da.name}: C = {coeff:.3f}, A = {da.area_sqft:,.0f} sq ft; V = "
            f"{depth:.4f}/12 x {coeff:.3f} x {da.area_sqft:,.0f} = {needed:,.1f} cu ft "
            f"({needed / da.area_sqft * 12 if da.area_sqft else 0:.3f} in over the DMA)"
        )
        outputs[_name("design_volume_cuft", da)] = Quantity(round(needed, 1), "cu ft")
    outputs["drawdown_hr"] = Quantity(drawdown, "hr")
    single = len(series) == 1 and depth is not None
    plot = (
        PlotSpec(
            title="Annual runoff capture vs basin volume (continuous simulation)",
            x_label="basin volume (cu ft)",
            y_label="runoff captured (%)",
            series=tuple(series),
            hline_y=80.0,
            marker_x=outputs[f"design_volume_cuft[{series[0].label}]"].value if single else None,
            marker_label="80% capture" if single else "",
        )
        if series
        else None
    )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        plot=plot,
        inputs={"drawdown_hr": Quantity(drawdown, "hr")},
    )


# --------------------------------------------------------------------------- flow (L293, L295)
def _flow(ctx: Context) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    missing = False
    intensities = [("design_flow_cfs", FLOW_INTENSITY_IN_PER_HR, "0.2 in/hr (L293)")]
    p85 = ctx.rainfall.p85_hourly_in_per_hr
    if p85 is None:
        warnings.append(
            "rainfall.p85_hourly_in_per_hr is not given: the 85th-percentile hourly intensity from "
            "local rainfall records (L295) is needed for the second flow criterion"
        )
    else:
        i2 = P85_MULTIPLIER * p85
        intensities.append(("design_flow_cfs_2x_p85", i2, f"2 x {p85:g} = {i2:g} in/hr (L295)"))
        outputs["design_intensity_in_per_hr_2x_p85"] = Quantity(round(i2, 4), "in/hr")
    outputs["design_intensity_in_per_hr"] = Quantity(FLOW_INTENSITY_IN_PER_HR, "in/hr")
    steps.append(hy.RATIONAL_UNITS_STEP)  # the flow units, as in every city (issue 21 item 5)
    for da in _treated(ctx, steps):
        coeff = _coefficient(da, steps, warnings, rational=da.runoff_coefficient is None)
        if coeff is None:
            missing = True
            _open(outputs, da, runoff_coefficient="-", design_flow_cfs="cfs")
            continue
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        for key, i, label in intensities:
            q = hy.rational_flow_cfs_from_sqft(coeff, i, da.area_sqft)
            steps.append(
                f"{da.name}: Q = C i A = {coeff:.3f} x {i:g} in/hr x {da.area_sqft:,.0f}/43,560 ac "
                f"= {q:.4f} cfs [{label}]"
            )
            outputs[_name(key, da)] = Quantity(round(q, 5), "cfs")
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, status=_status(missing))


# --------------------------------------------------------------------------- baseline bioretention
# (L301-317)
def _bioretention(ctx: Context) -> SizingResult:
    steps: list[str] = [
        "baseline bioretention (L303-317): surface loading <= 5 in/hr (or 4% of tributary "
        "impervious area); surface reservoir >= area x 6 in; planting medium >= 18 in at >= 5 "
        "in/hr (60-70% ASTM C33 sand and 30-40% compost may be used, L307); gravel layer >= 12 in "
        "over the same area; underdrain discharging at the top of the gravel layer; no compaction "
        "beneath, no liners, a suitable plant palette (L313-317)"
    ]
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    missing = False
    n_media = ctx.param("bioretention_media_porosity")
    n_gravel = ctx.param("bioretention_gravel_porosity")
    p85 = ctx.rainfall.p85_hourly_in_per_hr
    for da in _treated(ctx, steps):
        if da.impervious_fraction is None:
            warnings.append(
                f"{da.name}: the impervious fraction is needed for the 4% sizing factor (tributary "
                "impervious area)"
            )
            missing = True
        else:
            imp = da.area_sqft * da.impervious_fraction
            a4 = hy.bioretention_area_sizing_factor_sqft(imp, 1.0, SIZING_FACTOR)
            steps.append(
                f"{da.name}: 4% sizing factor: 0.04 x tributary impervious area "
                f"{da.area_sqft:,.0f} x {da.impervious_fraction:g} = 0.04 x {imp:,.0f} sq ft = "
                f"{a4:,.1f} sq ft (L303)"
            )
            outputs[_name("bmp_area_sqft_4pct", da)] = Quantity(round(a4, 1), "sq ft")
        coeff = _coefficient(da, steps, warnings, rational=da.runoff_coefficient is None)
        if coeff is None:
            missing = True
            _open(outputs, da, bmp_area_sqft="sq ft", biofiltration_volume_cuft="cu ft")
            continue
        flows = [("bmp_area_sqft", FLOW_INTENSITY_IN_PER_HR, "0.2 in/hr")]
        if p85 is not None:
            flows.append(("bmp_area_sqft_2x_p85", P85_MULTIPLIER * p85, f"2 x {p85:g} in/hr"))
        area_req = None
        for key, i, label in flows:
            area = hy.bioretention_area_flow_sqft(coeff, da.area_sqft, i, LOADING_RATE_IN_PER_HR)
            steps.append(
                f"{da.name}: loading-rate area = C A i / 5 in/hr = {coeff:.3f} x "
                f"{da.area_sqft:,.0f} x {i:g} / 5 = {area:,.1f} sq ft [{label}]"
            )
            outputs[_name(key, da)] = Quantity(round(area, 1), "sq ft")
            area_req = area if area_req is None else area_req
        reservoir = hy.bioretention_storage_cuft(area_req, PONDING_IN, MEDIA_IN, 0.0)
        steps.append(
            f"{da.name}: surface reservoir >= {area_req:,.1f} sq ft x 6 in / 12 = {reservoir:,.1f} "
            "cu ft (L305)"
        )
        outputs[_name("surface_reservoir_cuft", da)] = Quantity(round(reservoir, 1), "cu ft")
        if n_media is not None and n_gravel is not None:
            storage = hy.bioretention_storage_cuft(
                area_req, PONDING_IN, MEDIA_IN, n_media, GRAVEL_IN, n_gravel
            )
            steps.append(
                f"{da.name}: storage = A (6 + {n_media:g} x 18 + {n_gravel:g} x 12) / 12 = "
                f"{storage:,.1f} cu ft"
            )
            outputs[_name("biofiltration_volume_cuft", da)] = Quantity(round(storage, 1), "cu ft")
        if da.bmp_area_sqft is not None:
            _equivalence(da, coeff, area_req, outputs, steps, warnings)
    if n_media is None or n_gravel is None:
        warnings.append(
            "planting medium and gravel storage not counted: the parameters "
            f"'{PARAMETER_IDS['bioretention_media_porosity'].label}' and "
            f"'{PARAMETER_IDS['bioretention_gravel_porosity'].label}' are not stated in the "
            "chapter (give them to count storage)"
        )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        inputs={"loading_rate_in_per_hr": Quantity(LOADING_RATE_IN_PER_HR, "in/hr")},
    )


def _equivalence(
    da: DrainageArea,
    coeff: float,
    required: float,
    outputs: dict[str, Quantity],
    steps: list[str],
    warnings: list[str],
) -> None:
    """Check a provided facility area against the baseline loading rate (0.2 in/hr flow)."""
    provided = da.bmp_area_sqft or 0.0
    if provided <= 0:
        warnings.append(f"{da.name}: provided facility area is 0 sq ft")
        return
    loading = coeff * FLOW_INTENSITY_IN_PER_HR * da.area_sqft / provided  # in/hr over the facility
    steps.append(
        f"{da.name}: provided facility {provided:,.0f} sq ft; surface loading = C i A / A_bmp "
        f"= {coeff:.3f} x 0.2 x {da.area_sqft:,.0f} / {provided:,.0f} = {loading:.2f} in/hr "
        f"({'<=' if loading <= LOADING_RATE_IN_PER_HR else '>'} 5 in/hr)"
    )
    outputs[_name("surface_loading_in_per_hr", da)] = Quantity(round(loading, 3), "in/hr")
    if provided < required:
        warnings.append(
            f"{da.name}: provided area {provided:,.0f} sq ft < {required:,.1f} sq ft required at 5 "
            "in/hr (L303); an alternative design must show all four measures of L319-327"
        )


# --------------------------------------------------------------------------- 85th-percentile site
# design (L297)
def _site_design_85(ctx: Context) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    p85 = ctx.rain("p85_24hr_in")
    missing = False
    for da in ctx.scenario.drainage_areas:
        coeff = _coefficient(da, steps, warnings)
        if coeff is None:
            missing = True
            _open(outputs, da, runoff_coefficient="-", design_volume_cuft="cu ft")
            continue
        volume = hy.design_volume_cuft(coeff, p85, da.area_sqft)
        steps.append(
            f"{da.name}: V = C P85/12 A = {coeff:.3f} x {p85:g}/12 x {da.area_sqft:,.0f} = "
            f"{volume:,.1f} cu ft"
        )
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        outputs[_name("design_volume_cuft", da)] = Quantity(round(volume, 1), "cu ft")
    outputs["design_depth_in"] = Quantity(p85, "in")
    warnings.append(
        "L297 sets this as a site-design target 'to the extent technically feasible', not a sizing "
        "criterion of L283; the chapter states no Livingston 85th-percentile depth"
    )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        inputs={"p85_24hr_in": Quantity(p85, "in")},
    )


# --------------------------------------------------------------------------- 2-year peak flow
# (L351)
# The NRCS runoff equation and TR-55's unit peak discharge are core hydrology
# (workbench.api.hydrology: scs_runoff_in, tr55_ia_over_p, tr55_unit_peak_csm_in,
# tr55_peak_discharge_cfs).
TR55_IA_P = hy.TR55_IA_P_RANGE
TR55_TC_HR = hy.TR55_TC_HR_RANGE


def _watershed_sqft(ctx: Context, steps: list[str]) -> float:
    areas = ctx.scenario.drainage_areas
    if areas:
        total = sum(da.area_sqft for da in areas)
        steps.append(f"drainage area = sum of the DMAs = {total:,.0f} sq ft")
        return total
    parcel = ctx.fact("parcel_area_sqft")
    steps.append(f"drainage area = the parcel, {parcel:,.0f} sq ft (no DMAs given)")
    return parcel


def _tr55_peak(
    ctx: Context,
    which: str,
    rain_in: float,
    area_sqmi: float,
    steps: list[str],
    warnings: list[str],
    outputs: dict[str, Quantity],
) -> float | None:
    """The peak of one condition (pre or post), or None while its coefficients are not given."""
    cn = ctx.fact(f"{which}_project_curve_number")
    tc = ctx.fact(f"{which}_project_tc_hr")
    if not 0 < cn <= 100:
        raise MissingFact(f"site.{which}_project_curve_number", "a curve number above 0, up to 100")
    if tc <= 0:
        raise MissingFact(f"site.{which}_project_tc_hr", "a time of concentration above 0 hours")
    s, ia, q = hy.scs_runoff_in(rain_in, cn)
    ratio, used = hy.tr55_ia_over_p(ia, rain_in)
    steps.append(
        f"{which}-project: CN = {cn:g}; S = 1000/CN - 10 = {s:.3f} in; Ia = 0.2 S = {ia:.3f} in; Q "
        f"= (P - Ia)^2 / (P - Ia + S) = {q:.3f} in; Ia/P = {ratio:.3f}"
        + (
            f" (outside TR-55's {TR55_IA_P[0]:g}-{TR55_IA_P[1]:g}: the limiting value {used:g} is "
            "used)"
            if used != ratio
            else ""
        )
    )
    outputs[f"{which}_project_runoff_depth_in"] = Quantity(round(q, 4), "in")
    outputs[f"{which}_project_ia_over_p"] = Quantity(round(used, 4), "-")
    if not TR55_TC_HR[0] <= tc <= TR55_TC_HR[1]:
        warnings.append(
            f"{which}-project Tc = {tc:g} h is outside the graphical method's range "
            f"({TR55_TC_HR[0]:g}-{TR55_TC_HR[1]:g} h, {TR55_SOURCE}); the result is an "
            "extrapolation"
        )
    coefficients = [ctx.param(f"tr55_{which}_c{k}") for k in (0, 1, 2)]
    if any(value is None for value in coefficients):
        absent = [f"livingston.tr55_{which}_c{k}" for k, v in enumerate(coefficients) if v is None]
        warnings.append(
            f"give parameter(s) {', '.join(absent)}: the TR-55 unit peak discharge coefficients "
            f"C0, C1, C2 at the {which}-project Ia/P = {used:.3f} ({TR55_TABLE}) (not confirmed "
            "here, so not built in)"
        )
        return None
    c0, c1, c2 = coefficients
    qu = hy.tr55_unit_peak_csm_in(tc, c0, c1, c2)
    fp = ctx.param("tr55_pond_factor")
    fp = 1.0 if fp is None else fp
    qp = hy.tr55_peak_discharge_cfs(qu, area_sqmi, q, fp)
    steps.append(
        f"{which}-project: Tc = {tc:g} h; log10 qu = {c0:g} + {c1:g} log10 Tc + {c2:g} (log10 "
        f"Tc)^2: qu = {qu:,.1f} csm/in; qp = qu Am Q Fp = {qu:,.1f} x {area_sqmi:.6f} sq mi x "
        f"{q:.3f} in x {fp:g} = {qp:.4f} cfs"
    )
    outputs[f"{which}_project_unit_peak_csm_in"] = Quantity(round(qu, 2), "csm/in")
    outputs[f"{which}_project_peak_cfs"] = Quantity(round(qp, 4), "cfs")
    return qp


def _peak_flow_2yr(ctx: Context) -> SizingResult:
    steps: list[str] = [
        "L351: 'The postproject runoff from a hydromodification management project shall not "
        "exceed the estimated preproject flow rate for the two-year, 24-hour storm'. The chapter "
        f"names no method; this tool uses {TR55_SOURCE} (an outside method, Type I rainfall "
        "distribution)"
    ]
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    rain_in = ctx.fact("two_year_24hr_rainfall_in")
    if rain_in <= 0:
        raise MissingFact("site.two_year_24hr_rainfall_in", "a 2-year, 24-hour depth above 0 in")
    steps.append(f"P = 2-year, 24-hour rainfall {rain_in:g} in (site.two_year_24hr_rainfall_in)")
    area_sqft = _watershed_sqft(ctx, steps)
    area_sqmi = area_sqft / hy.SQMI_SQFT
    steps.append(
        f"Am = {area_sqft:,.0f} / {hy.SQMI_SQFT:,} sq ft per sq mi = {area_sqmi:.6f} sq mi"
    )
    pre = _tr55_peak(ctx, "pre", rain_in, area_sqmi, steps, warnings, outputs)
    post = _tr55_peak(ctx, "post", rain_in, area_sqmi, steps, warnings, outputs)
    inputs = {
        "two_year_24hr_rainfall_in": Quantity(rain_in, "in"),
        "drainage_area_sqft": Quantity(area_sqft, "sq ft"),
    }
    if pre is None or post is None:
        return SizingResult(
            outputs=outputs, steps=steps, warnings=warnings, status="needs_info", inputs=inputs
        )
    passes = post <= pre
    outputs["post_minus_pre_peak_cfs"] = Quantity(round(post - pre, 4), "cfs")
    verdict = (
        f"PASS: post-project peak {post:.4f} cfs <= pre-project peak {pre:.4f} cfs (L351)"
        if passes
        else f"FAIL: post-project peak {post:.4f} cfs > pre-project peak {pre:.4f} cfs: 'shall "
        "not exceed the estimated preproject flow rate' (L351)"
    )
    steps.append(verdict)
    if not passes:
        warnings.append(verdict)
    return SizingResult(
        outputs=outputs, steps=steps, warnings=warnings, status="applies", inputs=inputs
    )


# --------------------------------------------------------------------------- descriptors
TREATMENT_GATES = ("numeric_sizing_criteria",)

TOOLS: list[SizingTool] = [
    SizingTool(
        "wef_asce_volume",
        "Volumetric: WEF MOP 23 / ASCE MOP 87 maximized capture volume",
        (
            c(
                287,
                287,
                "Water Environment Federation (WEF) Manual of Practice No. 23/ASCE Manual of "
                "Practice No. 87",
                "post",
            ),
            ext(WEF_SOURCE, "runoff coefficient regression", WEF_C_TEXT),
        ),
        _wef,
        parameters=tuple(
            PARAMETER_IDS[p] for p in ("wef_drawdown_hr", *(f"wef_a_{h}h" for h in WEF_DRAWDOWNS))
        ),
        when=_has_areas,
        gated_by=TREATMENT_GATES,
        uses=("drainage_areas", "rainfall.mean_storm_depth_in"),
    ),
    SizingTool(
        "casqa_80pct_capture",
        "Volumetric: 80% annual capture by continuous simulation",
        (
            c(289, 289, "required to achieve 80% or more capture", "post"),
            c(289, 289, "using local rainfall data", "post"),
            ext(CASQA_SOURCE, "unit basin storage", "80% capture by continuous simulation"),
        ),
        _casqa,
        parameters=(PARAMETER_IDS["casqa_drawdown_hr"],),
        when=_has_areas,
        gated_by=TREATMENT_GATES,
        uses=("drainage_areas", "rainfall.record_csv"),
    ),
    SizingTool(
        "flow_based",
        "Flow-based: 0.2 in/hr or twice the 85th-percentile hourly intensity",
        (
            c(293, 293, "equal to at least 0.2 inch per hour intensity", "post"),
            c(
                295,
                295,
                "at least two times the eighty-fifth percentile hourly rainfall intensity",
                "post",
            ),
        ),
        _flow,
        when=_has_areas,
        gated_by=TREATMENT_GATES,
        uses=("drainage_areas", "rainfall.p85_hourly_in_per_hr"),
    ),
    SizingTool(
        "baseline_bioretention",
        "Baseline bioretention: 5 in/hr loading or 4% factor, reservoir, media, gravel",
        (
            c(303, 303, "Maximum surface loading rate of five inches per hour", "post"),
            c(303, 303, "A sizing factor of 4% of tributary impervious area may be used", "post"),
            c(305, 305, "surface area times a depth of six inches", "post"),
            c(307, 307, "Minimum planting medium depth of 18 inches", "post"),
            c(309, 311, "having a minimum depth of 12 inches", "post"),
            c(319, 319, "measures of equivalent effectiveness are demonstrated", "post"),
        ),
        _bioretention,
        parameters=(
            PARAMETER_IDS["bioretention_media_porosity"],
            PARAMETER_IDS["bioretention_gravel_porosity"],
        ),
        when=_has_areas,
        gated_by=("bioretention_design_parameters",),
        uses=("drainage_areas", "rainfall.p85_hourly_in_per_hr"),
    ),
    SizingTool(
        "site_design_85th_volume",
        "Site design target: 85th-percentile 24-hour storm runoff",
        (c(297, 297, "eighty-fifth percentile 24-hour storm runoff event", "post"),),
        _site_design_85,
        when=_has_areas,
        gated_by=("regulated_project",),
        uses=("drainage_areas", "rainfall.p85_24hr_in"),
    ),
    SizingTool(
        "peak_flow_2yr_24hr",
        "Hydromodification: 2-year, 24-hour peak flow, post vs pre (TR-55 graphical, Type I)",
        (
            c(
                351,
                351,
                "shall not exceed the estimated preproject flow rate for the two-year",
                "post",
            ),
            ext(TR55_SOURCE, "chapter 4, graphical peak discharge method", "qp = qu Am Q Fp"),
        ),
        _peak_flow_2yr,
        parameters=tuple(
            PARAMETER_IDS[f"tr55_{which}_c{k}"] for which in ("pre", "post") for k in (0, 1, 2)
        )
        + (PARAMETER_IDS["tr55_pond_factor"],),
        gated_by=("hydromodification_management_project",),
        uses=(
            "site.two_year_24hr_rainfall_in",
            "site.pre_project_curve_number",
            "site.post_project_curve_number",
            "site.pre_project_tc_hr",
            "site.post_project_tc_hr",
            "drainage_areas",
        ),
    ),
]
