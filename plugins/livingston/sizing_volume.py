"""Livingston volumetric sizing criteria, per DMA: the WEF/ASCE MOP volume (L287) and 80% annual
capture by the CASQA method with local rainfall data (L289).
"""

from __future__ import annotations

import math
import os
from datetime import datetime

from workbench.api import (
    Context,
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    resources_dir,
    simulation,
)
from workbench.api import hydrology as hy

from .sizing_helpers import _coefficient, _name, _open, _status, _treated
from .sizing_parameters import (
    CAPTURE_TARGET,
    CASQA_SOURCE,
    CURVE_DEPTHS_IN,
    PARAMETER_IDS,
    SEARCH_POINTS,
    SEARCH_TOLERANCE_IN,
    WEF_DRAWDOWNS,
    WEF_SOURCE,
    WEF_TABLE,
)


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
def _record(ctx: Context) -> tuple[str, str, object, object]:
    """The scenario's hourly rainfall record (its name, path ("" for the copy kept in the
    project), (hours, depths), and the record in use with its report: hours missing,
    calendar years covered); MissingFact when it is not given (L289). The core reads
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
    return name, used.path or "", (used.record.hours, used.record.inches), used


def capture_depth_in(curve) -> tuple[list[float], float | None]:
    """The capture curve at CURVE_DEPTHS_IN, and the smallest storage depth over the
    runoff-producing area that captures 80% (searched between the bracketing sizes until it is
    known to SEARCH_TOLERANCE_IN; None when 12 in does not reach it). ``curve`` is the core's
    capture curve of the record and drawdown (``ctx.capture_curve``): its fractions are for
    basins of a storage depth over the runoff-producing area (C A = 1 sq ft, V = s / 12 cu ft),
    the same for every coefficient and area, since inflow and basin both scale with C A."""
    fractions_at = curve.fractions
    curve = fractions_at(list(CURVE_DEPTHS_IN))
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
        fractions = fractions_at(depths)
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
    import numpy as np  # here, not at import: loading the city must not import numpy

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
    name, path, (hours, rain), used = _record(ctx)
    years = record_years(hours[0], hours[-1])
    steps.append(
        f"record {name}: {rain.size:,} hours ({record_length(years)}) from {hours[0]} to "
        f"{hours[-1]}, total {rain.sum():.2f} in, {int((rain > 0).sum()):,} wet hours; "
        f"{used.simulation_note}"
    )
    bundled = resources_dir() / "rainfall" / "synthetic_hourly.csv"
    if os.path.abspath(path) == os.path.abspath(bundled):
        warnings.append(
            "the bundled synthetic record is not a rain gauge: demonstration only; L289 requires "
            "'local rainfall data'"
        )
    if used.covered_years < 10:  # calendar years with a value, not the span (issue 40)
        share = used.report["thresholds"]["min_year_completeness"]
        warnings.append(
            f"the record covers {used.covered_years} calendar year(s) with at least {share:.0%} "
            f"of their hours, less than 10 years (it spans {record_length(years)}); a short "
            "record gives an unstable capture curve"
        )
    if used.missing_hours:
        warnings.append(
            f"{used.missing_hours:,} hour(s) of the record have no value and are simulated as "
            "dry, which understates runoff"
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
        f"livingston.capture[{drawdown}]",
        lambda _: capture_depth_in(ctx.capture_curve(drawdown)),
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
