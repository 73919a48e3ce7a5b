"""Livingston sizing tools, per drainage management area (L281-317).

The ordinance lets the designer satisfy "at least one of" four hydraulic criteria (L283):
two volumetric (WEF/ASCE MOP volume, L287; 80% annual capture by the CASQA method with local
rainfall data, L289) and two flow-based (0.2 in/hr, L293; twice the 85th-percentile hourly
intensity, L295). Each tool below computes one family for every DMA and shows its steps; the
baseline bioretention tool applies the L303-311 parameters and checks a provided facility
area. Figures from outside the ordinance are Parameters with external citations; where none is
confirmed (the WEF regression constant ``a``, media porosities) the value is None and the tool
answers needs_info naming the parameter.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from workbench.api import (
    DrainageArea,
    MissingFact,
    Parameter,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
)
from workbench.api import hydrology as hy

from .applicability import may_be_regulated
from .common import c, ext

if TYPE_CHECKING:
    from workbench.api import Scenario

Params = Mapping[str, float | None]

FLOW_INTENSITY_IN_PER_HR = 0.2  # L293 "at least 0.2 inch per hour intensity"
P85_MULTIPLIER = 2.0  # L295 "two times the eighty-fifth percentile hourly rainfall intensity"
CAPTURE_TARGET = 0.80  # L289 "80% or more capture"
LOADING_RATE_IN_PER_HR = 5.0  # L303 "Maximum surface loading rate of five inches per hour"
SIZING_FACTOR = 0.04  # L303 "A sizing factor of 4% of tributary impervious area may be used"
PONDING_IN = 6.0  # L305 "a depth of six inches"
MEDIA_IN = 18.0  # L307 "Minimum planting medium depth of 18 inches"
MEDIA_RATE_IN_PER_HR = 5.0  # L307 "minimum infiltration rate of five inches per hour"
GRAVEL_IN = 12.0  # L309 "a minimum depth of 12 inches"
WEF_DRAWDOWNS = (12, 24, 48)
#: Candidate basin sizes for the capture curve: runoff depth over the DMA, 0 to 3 in by 0.02 in.
UNIT_DEPTHS_IN = tuple(round(0.02 * k, 2) for k in range(0, 151))

WEF_SOURCE = "Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of Practice No. 87 (1998)"
WEF_C_TEXT = "C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 (i = impervious fraction)"
CASQA_SOURCE = "CASQA Stormwater BMP Handbook, New Development and Redevelopment (2003), Section 5"

# --------------------------------------------------------------------------- parameters
PARAMETERS: tuple[Parameter, ...] = (
    Parameter(
        "wef_drawdown_hr",
        "Drawdown time for the WEF/ASCE maximized capture volume",
        48.0,
        "hr",
        (
            ext(
                "City of Los Angeles, Cornfields Arroyo Specific Plan draft p.108 (as restated in "
                "engineering_methods.md 6.2)",
                None,
                "using a 48 to 72-hour draw down time",
            ),
        ),
        "The chapter states no drawdown time; California permits use 48-72 h. Only 12, 24 and 48 h "
        "have a regression constant parameter.",
    ),
    Parameter(
        "wef_a_12h",
        "WEF/ASCE regression constant a, 12-hour drawdown",
        None,
        "-",
        (
            ext(
                WEF_SOURCE,
                "maximized detention volume P0 = (a C) P6",
                "regression constant a, 12-h drawdown",
            ),
        ),
        "Not confirmed (design_rainfall.md section 3): give it from WEF MOP 23 or the CASQA handbook.",
    ),
    Parameter(
        "wef_a_24h",
        "WEF/ASCE regression constant a, 24-hour drawdown",
        None,
        "-",
        (
            ext(
                WEF_SOURCE,
                "maximized detention volume P0 = (a C) P6",
                "regression constant a, 24-h drawdown",
            ),
        ),
        "Not confirmed (design_rainfall.md section 3): give it from WEF MOP 23 or the CASQA handbook.",
    ),
    Parameter(
        "wef_a_48h",
        "WEF/ASCE regression constant a, 48-hour drawdown",
        None,
        "-",
        (
            ext(
                WEF_SOURCE,
                "maximized detention volume P0 = (a C) P6",
                "regression constant a, 48-h drawdown",
            ),
        ),
        "Not confirmed (design_rainfall.md section 3): give it from WEF MOP 23 or the CASQA handbook.",
    ),
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
)


# --------------------------------------------------------------------------- helpers
def _gate(s: Scenario) -> bool:
    """Sizing is shown when drainage areas are given and the project is (or may be) regulated."""
    if not s.drainage_areas:
        return False
    return may_be_regulated(s)


@lru_cache(maxsize=4096)
def _wef_c(impervious_fraction: float) -> float:
    """The core's WEF/ASCE coefficient, memoised (the engine validates every call)."""
    return hy.wef_runoff_coefficient(impervious_fraction)


def _coefficient(
    da: DrainageArea, steps: list[str], warnings: list[str], *, rational: bool = False
) -> float | None:
    """The DMA's runoff coefficient: given, else the WEF/ASCE formula from its impervious fraction."""
    if da.runoff_coefficient is not None:
        steps.append(f"{da.name}: C = {da.runoff_coefficient:g} (given for the DMA)")
        return da.runoff_coefficient
    if da.impervious_fraction is None:
        warnings.append(
            f"drainage_areas '{da.name}': give impervious_fraction or runoff_coefficient"
        )
        return None
    value = _wef_c(da.impervious_fraction)
    steps.append(
        f"{da.name}: C = 0.858({da.impervious_fraction:g})^3 - 0.78({da.impervious_fraction:g})^2 + "
        f"0.774({da.impervious_fraction:g}) + 0.04 = {value:.3f} ({WEF_C_TEXT}; {WEF_SOURCE})"
    )
    if rational:
        warnings.append(
            f"{da.name}: the chapter states no runoff coefficient for the flow criteria (AMB-8); the "
            f"WEF/ASCE volumetric coefficient {value:.3f} is used as the rational C - give the DMA's "
            f"runoff_coefficient to override"
        )
    return value


def _quiet_coefficient(da: DrainageArea) -> float | None:
    """The coefficient ``_coefficient`` gives, without its steps and warnings."""
    if da.runoff_coefficient is not None:
        return da.runoff_coefficient
    if da.impervious_fraction is None:
        return None
    return _wef_c(da.impervious_fraction)


def _treated(s: Scenario, steps: list[str]) -> list[DrainageArea]:
    """DMAs whose runoff goes to a facility (L301: 'remaining runoff from impervious DMAs must be directed to
    one or more facilities'); self-treating and self-retaining DMAs are listed and skipped."""
    out = []
    for da in s.drainage_areas:
        if da.dma_type in ("self_treating", "self_retaining"):
            steps.append(
                f"{da.name}: {da.dma_type.replace('_', '-')} DMA, managed without a facility; not sized"
            )
        else:
            out.append(da)
    return out


def _name(key: str, da: DrainageArea) -> str:
    return f"{key}[{da.name}]"


def _status(warnings_missing: bool) -> str:
    return "needs_info" if warnings_missing else "applies"


# --------------------------------------------------------------------------- WEF/ASCE volume (L287)
def _wef_inputs(
    s: Scenario,
    p: Params,
    steps: list[str],
    warnings: list[str],
    inputs: dict[str, Quantity],
    outputs: dict[str, Quantity],
) -> tuple[float | None, float | None, bool]:
    """The regression constant a (by drawdown) and the storm depth P6, with their steps and
    warnings: (a, P6, something missing)."""
    missing = False
    drawdown = p.get("wef_drawdown_hr")
    a = None
    if drawdown is None or int(drawdown) != drawdown or int(drawdown) not in WEF_DRAWDOWNS:
        warnings.append(
            f"parameter livingston.wef_drawdown_hr = {drawdown}: give 12, 24 or 48 (the drawdowns with "
            f"a regression constant parameter)"
        )
        missing = True
    else:
        key = f"wef_a_{int(drawdown)}h"
        a = p.get(key)
        inputs["drawdown_hr"] = Quantity(drawdown, "hr")
        outputs["drawdown_hr"] = Quantity(drawdown, "hr")
        if a is None:
            warnings.append(
                f"the WEF/ASCE regression constant a for a {int(drawdown)}-hour drawdown is not confirmed "
                f"(design_rainfall.md section 3): give parameter livingston.{key} from {WEF_SOURCE}"
            )
            missing = True
        else:
            steps.append(
                f"regression constant a = {a:g} for a {int(drawdown)}-hour drawdown (parameter {key}; "
                f"{WEF_SOURCE}; verify)"
            )
    p6 = s.rainfall.mean_storm_depth_in
    if p6 is None:
        warnings.append(
            "rainfall.mean_storm_depth_in is not given: the mean runoff-producing storm depth P6 from "
            "local rainfall data (the chapter states none)"
        )
        missing = True
    else:
        inputs["mean_storm_depth_in"] = Quantity(p6, "in")
    return a, p6, missing


def _wef_general(s: Scenario, p: Params) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    inputs: dict[str, Quantity] = {}
    a, p6, missing = _wef_inputs(s, p, steps, warnings, inputs, outputs)
    total = 0.0
    for da in _treated(s, steps):
        coeff = _coefficient(da, steps, warnings)
        if coeff is None:
            missing = True
            continue
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        if a is None or p6 is None:
            continue
        p0 = hy.wef_maximized_capture_depth_in(coeff, p6, a)
        volume = hy.design_volume_cuft(1.0, p0, da.area_sqft)
        steps.append(
            f"{da.name}: P0 = a C P6 = {a:g} x {coeff:.3f} x {p6:g} in = {p0:.3f} in; V = P0/12 x A = "
            f"{p0:.3f}/12 x {da.area_sqft:,.0f} sq ft = {volume:,.1f} cu ft"
        )
        outputs[_name("design_depth_in", da)] = Quantity(round(p0, 4), "in")
        outputs[_name("design_volume_cuft", da)] = Quantity(round(volume, 1), "cu ft")
        total += volume
    if a is not None and p6 is not None and not missing:
        outputs["design_volume_cuft"] = Quantity(round(total, 1), "cu ft")
        steps.append(f"total design volume = {total:,.1f} cu ft")
    return SizingResult(
        outputs=outputs, steps=steps, warnings=warnings, status=_status(missing), inputs=inputs
    )


# --------------------------------------------------------------------------- 80% capture (L289)
#: Most unit-basin curves kept per record (one per runoff coefficient and drawdown).
_UNIT_CURVES_KEPT = 4096
#: Candidate depths in feet (d / 12, as the volumes d / 12 x A are computed).
_UNIT_DEPTHS_FT = tuple(d / 12.0 for d in UNIT_DEPTHS_IN)
#: Smallest area whose candidate volumes are certainly normal, strictly increasing floats.
_NORMAL_AREA = 1e-200


_NO_CURVES: dict = {}  # never filled


class _Record:
    """An hourly rainfall record, read once per file version, with its unit-basin curves.

    CASQA unit basin: the captured fraction of a basin of volume V over a DMA of area A and
    runoff coefficient C depends only on the storage per unit of runoff-producing area,
    V / (C A), and the drawdown time (the simulation is linear in C A). So the curve is
    simulated once per (coefficient, drawdown) for a unit DMA (C A / 12 = 1 cu ft per inch of
    rain, basins of d / C inches for the candidate depths d) and scaled to each DMA's area:
    volumes d / 12 x A with the same fractions. It agrees with simulating each DMA directly
    up to floating-point rounding (about 1e-15; tests/reliability/test_results_unchanged.py).
    """

    def __init__(self, path: str) -> None:
        from workbench.api import simulation

        hours, rain = simulation.read_hourly_record(path)
        self.rain = rain
        self.years = rain.size / 8766.0
        self.summary = (
            f"{rain.size:,} hours ({self.years:.2f} years) from {hours[0]} to {hours[-1]}, "
            f"total {rain.sum():.2f} in, {int((rain > 0).sum()):,} wet hours"
        )
        self._curves: dict[float, dict[float, _UnitCurve]] = {}  # drawdown -> coefficient -> curve
        self._kept = 0

    def curves(self, coefficients: list[float], drawdown: float) -> dict[float, _UnitCurve]:
        """The unit-basin curve of each coefficient (> 0), in a mapping that holds at least those;
        one simulation runs every coefficient not seen before (all their basins advance together
        as one vector)."""
        known = self._curves.get(drawdown, _NO_CURVES)
        for coeff in coefficients:
            if coeff not in known:
                break
        else:
            return known
        from workbench.api import simulation

        new = sorted({k for k in coefficients if k not in known})
        storages = [d / k for k in new for d in UNIT_DEPTHS_IN]
        captured = simulation.capture_curve(self.rain, 1.0, 12.0, storages, drawdown).tolist()
        if known is _NO_CURVES:  # a drawdown kept only once its simulation ran
            known = self._curves[drawdown] = {}
        if (
            self._kept + len(new) > _UNIT_CURVES_KEPT
        ):  # bounded: start again, keeping the ones asked for
            keep = {k: known[k] for k in coefficients if k in known}
            self._curves.clear()
            known = self._curves[drawdown] = keep
            self._kept = len(keep)
        n = len(UNIT_DEPTHS_IN)
        for j, coeff in enumerate(new):
            known[coeff] = _UnitCurve(tuple(captured[j * n : (j + 1) * n]))
        self._kept += len(new)
        return known


class _UnitCurve:
    """Capture fractions at UNIT_DEPTHS_IN, their percentages and where they reach 80%."""

    __slots__ = ("fractions", "percents", "reached", "rises_from", "rises_to")

    def __init__(self, fractions: tuple[float, ...]) -> None:
        self.fractions = fractions
        self.percents = tuple(100.0 * f for f in fractions)
        self.reached = next((i for i, f in enumerate(fractions) if f >= CAPTURE_TARGET), None)
        # the capture percentages the step text quotes (the same for every DMA of this curve)
        self.rises_from = f"{100 * fractions[1]:.1f}%"
        self.rises_to = f"{100 * fractions[-1]:.1f}%"

    def volume_for_capture(self, volumes: tuple[float, ...]) -> float | None:
        """``simulation.volume_for_capture(volumes, fractions, 0.80)``, the same arithmetic
        without converting to arrays (volumes are strictly increasing: the caller checks)."""
        i = self.reached
        if i is None:
            return None
        if i == 0:
            return volumes[0]
        f = self.fractions
        v0, v1, f0, f1 = volumes[i - 1], volumes[i], f[i - 1], f[i]
        return v0 + (CAPTURE_TARGET - f0) / (f1 - f0) * (v1 - v0)


@lru_cache(maxsize=8)
def _record(path: str, mtime_ns: int, size: int) -> _Record:
    return _Record(path)


@lru_cache(maxsize=1)
def _bundled_record() -> str:
    from workbench.api import resources_dir

    return os.path.abspath(str(resources_dir() / "rainfall" / "synthetic_hourly.csv"))


#: A record file found this recently is not looked up again (``Scenario.resolve_file``): a
#: replaced record is read at most this many seconds late.
RECORD_RECHECK_S = 1.0


def _open_record(s: Scenario) -> tuple[str, str, _Record]:
    """The scenario's rainfall record (its name, resolved path and contents), read once per
    file version (looked up again after ``RECORD_RECHECK_S``); MissingFact when it is not
    given, not found or not readable (L289)."""
    name = s.rainfall.record_csv
    if not name:
        raise MissingFact(
            "rainfall.record_csv",
            "an hourly record of local rainfall (CSV 'timestamp,inches') to "
            "simulate; L289 requires 'local rainfall data'",
        )
    path, stat = s.resolve_file(name, max_age_s=RECORD_RECHECK_S)
    if stat is None:
        raise MissingFact("rainfall.record_csv", f"file {name!r} not found")
    try:
        return name, path, _record(path, stat.st_mtime_ns, stat.st_size)
    except ValueError as error:
        raise MissingFact("rainfall.record_csv", f"the record cannot be read: {error}") from None


def _casqa_general(s: Scenario, p: Params) -> SizingResult:
    from workbench.api import simulation

    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    name, path, record = _open_record(s)
    years = record.years
    steps.append(f"record {name}: {record.summary}")
    bundled = os.path.abspath(path) == _bundled_record()
    if bundled:
        warnings.append(
            "the bundled synthetic record is not a rain gauge: demonstration only; L289 requires "
            "'local rainfall data'"
        )
    if years < 10:
        warnings.append(
            f"the record covers {years:.1f} years; a short record gives an unstable capture curve"
        )
    drawdown = p.get("casqa_drawdown_hr")
    if drawdown is None or drawdown <= 0:
        raise MissingFact(
            "parameters.livingston.casqa_drawdown_hr", "the drawdown time of the simulated basin"
        )
    steps.append(
        f"each candidate basin drains over {drawdown:g} h (parameter casqa_drawdown_hr; {CASQA_SOURCE}; "
        f"verify); runoff above its free space bypasses (core simulation engine)"
    )
    series = []
    missing = False
    total = 0.0
    marker = None
    treated = _treated(s, steps)
    curves = record.curves(
        [
            round(c, 6)
            for da in treated
            if (c := _quiet_coefficient(da)) is not None and c > 0 and da.area_sqft > 0
        ],
        drawdown,
    )
    for da in treated:
        coeff = _coefficient(da, steps, warnings)
        if coeff is None or coeff <= 0 or da.area_sqft <= 0:
            missing = True if coeff is None else missing
            continue
        area = da.area_sqft
        volumes = tuple([d * area for d in _UNIT_DEPTHS_FT])  # d / 12 x A
        curve = curves[round(coeff, 6)]
        fractions = curve.fractions
        if area >= _NORMAL_AREA:  # the volumes are strictly increasing
            needed = curve.volume_for_capture(volumes)
        else:  # sub-normal products: let the engine check (and refuse) them
            needed = simulation.volume_for_capture(volumes, fractions, CAPTURE_TARGET)
        series.append(PlotSeries(da.name, volumes, curve.percents))
        if needed is None:
            warnings.append(
                f"{da.name}: no basin up to {UNIT_DEPTHS_IN[-1]:g} in of runoff depth "
                f"({volumes[-1]:,.0f} cu ft) captures 80%"
            )
            missing = True
            continue
        steps.append(
            f"{da.name}: C = {coeff:.3f}, A = {da.area_sqft:,.0f} sq ft; capture rises from "
            f"{100 * fractions[1]:.1f}% at {volumes[1]:,.1f} cu ft to {100 * fractions[-1]:.1f}% at "
            f"{volumes[-1]:,.0f} cu ft; smallest volume reaching 80% = {needed:,.1f} cu ft "
            f"({needed / da.area_sqft * 12:.3f} in over the DMA)"
        )
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        outputs[_name("design_volume_cuft", da)] = Quantity(round(needed, 1), "cu ft")
        total += needed
        marker = needed if marker is None else marker
    outputs["drawdown_hr"] = Quantity(drawdown, "hr")
    if series and not missing:
        outputs["design_volume_cuft"] = Quantity(round(total, 1), "cu ft")
        steps.append(f"total design volume for 80% capture = {total:,.1f} cu ft")
    plot = (
        PlotSpec(
            title="Annual runoff capture vs basin volume (continuous simulation)",
            x_label="basin volume (cu ft)",
            y_label="runoff captured (%)",
            series=tuple(series),
            hline_y=80.0,
            marker_x=marker if len(series) == 1 else None,
            marker_label="80% capture" if len(series) == 1 else "",
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
def _flow_general(s: Scenario, p: Params) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    missing = False
    intensities = [("design_flow_cfs", FLOW_INTENSITY_IN_PER_HR, "0.2 in/hr (L293)")]
    p85 = s.rainfall.p85_hourly_in_per_hr
    if p85 is None:
        warnings.append(
            "rainfall.p85_hourly_in_per_hr is not given: the 85th-percentile hourly intensity from local "
            "rainfall records (L295) is needed for the second flow criterion"
        )
    else:
        i2 = P85_MULTIPLIER * p85
        intensities.append(("design_flow_cfs_2x_p85", i2, f"2 x {p85:g} = {i2:g} in/hr (L295)"))
        outputs["design_intensity_in_per_hr_2x_p85"] = Quantity(round(i2, 4), "in/hr")
    outputs["design_intensity_in_per_hr"] = Quantity(FLOW_INTENSITY_IN_PER_HR, "in/hr")
    totals = {key: 0.0 for key, _, _ in intensities}
    for da in _treated(s, steps):
        coeff = _coefficient(da, steps, warnings, rational=da.runoff_coefficient is None)
        if coeff is None:
            missing = True
            continue
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        for key, i, label in intensities:
            q = hy.rational_flow_cfs_from_sqft(coeff, i, da.area_sqft)
            steps.append(
                f"{da.name}: Q = C i A = {coeff:.3f} x {i:g} in/hr x {da.area_sqft:,.0f}/43,560 ac = "
                f"{q:.4f} cfs [{label}]"
            )
            outputs[_name(key, da)] = Quantity(round(q, 5), "cfs")
            totals[key] += q
    if not missing:
        for key, total in totals.items():
            outputs[key] = Quantity(round(total, 5), "cfs")
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, status=_status(missing))


# --------------------------------------------------------------------------- baseline bioretention (L301-317)
def _bioretention_general(s: Scenario, p: Params) -> SizingResult:
    steps: list[str] = [
        "baseline bioretention (L303-317): surface loading <= 5 in/hr (or 4% of tributary impervious area); "
        "surface reservoir >= area x 6 in; planting medium >= 18 in at >= 5 in/hr; gravel layer >= 12 in over the "
        "same area; underdrain discharging at the top of the gravel layer"
    ]
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    missing = False
    n_media = p.get("bioretention_media_porosity")
    n_gravel = p.get("bioretention_gravel_porosity")
    p85 = s.rainfall.p85_hourly_in_per_hr
    for da in _treated(s, steps):
        if da.impervious_fraction is None:
            warnings.append(
                f"drainage_areas '{da.name}': impervious_fraction is needed for the 4% sizing factor "
                f"(tributary impervious area)"
            )
            missing = True
        else:
            imp = da.area_sqft * da.impervious_fraction
            a4 = hy.bioretention_area_sizing_factor_sqft(imp, 1.0, SIZING_FACTOR)
            steps.append(
                f"{da.name}: 4% sizing factor: 0.04 x tributary impervious area {da.area_sqft:,.0f} x "
                f"{da.impervious_fraction:g} = 0.04 x {imp:,.0f} sq ft = {a4:,.1f} sq ft (L303)"
            )
            outputs[_name("bmp_area_sqft_4pct", da)] = Quantity(round(a4, 1), "sq ft")
        coeff = _coefficient(da, steps, warnings, rational=da.runoff_coefficient is None)
        if coeff is None:
            missing = True
            continue
        flows = [("bmp_area_sqft", FLOW_INTENSITY_IN_PER_HR, "0.2 in/hr")]
        if p85 is not None:
            flows.append(("bmp_area_sqft_2x_p85", P85_MULTIPLIER * p85, f"2 x {p85:g} in/hr"))
        area_req = None
        for key, i, label in flows:
            area = hy.bioretention_area_flow_sqft(coeff, da.area_sqft, i, LOADING_RATE_IN_PER_HR)
            steps.append(
                f"{da.name}: loading-rate area = C A i / 5 in/hr = {coeff:.3f} x {da.area_sqft:,.0f} x "
                f"{i:g} / 5 = {area:,.1f} sq ft [{label}]"
            )
            outputs[_name(key, da)] = Quantity(round(area, 1), "sq ft")
            area_req = area if area_req is None else area_req
        reservoir = hy.bioretention_storage_cuft(area_req, PONDING_IN, MEDIA_IN, 0.0)
        steps.append(
            f"{da.name}: surface reservoir >= {area_req:,.1f} sq ft x 6 in / 12 = {reservoir:,.1f} cu ft "
            f"(L305)"
        )
        outputs[_name("surface_reservoir_cuft", da)] = Quantity(round(reservoir, 1), "cu ft")
        if n_media is not None and n_gravel is not None:
            storage = hy.bioretention_storage_cuft(
                area_req, PONDING_IN, MEDIA_IN, n_media, GRAVEL_IN, n_gravel
            )
            steps.append(
                f"{da.name}: storage = A (6 + {n_media:g} x 18 + {n_gravel:g} x 12) / 12 = {storage:,.1f} cu ft"
            )
            outputs[_name("biofiltration_volume_cuft", da)] = Quantity(round(storage, 1), "cu ft")
        if da.bmp_area_sqft is not None:
            _equivalence(da, coeff, area_req, outputs, steps, warnings)
    if n_media is None or n_gravel is None:
        warnings.append(
            "planting medium and gravel storage not counted: parameters bioretention_media_porosity and "
            "bioretention_gravel_porosity are not stated in the chapter (give them to count storage)"
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
        f"{da.name}: provided facility {provided:,.0f} sq ft; surface loading = C i A / A_bmp = "
        f"{coeff:.3f} x 0.2 x {da.area_sqft:,.0f} / {provided:,.0f} = {loading:.2f} in/hr "
        f"({'<=' if loading <= LOADING_RATE_IN_PER_HR else '>'} 5 in/hr)"
    )
    outputs[_name("surface_loading_in_per_hr", da)] = Quantity(round(loading, 3), "in/hr")
    if provided < required:
        warnings.append(
            f"{da.name}: provided area {provided:,.0f} sq ft < {required:,.1f} sq ft required at 5 in/hr "
            f"(L303); an alternative design must show all four measures of L319-327"
        )


# --------------------------------------------------------------------------- 85th-percentile site design (L297)
def _site_design_85_general(s: Scenario, p: Params) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    p85 = s.rain("p85_24hr_in")
    total = 0.0
    missing = False
    for da in s.drainage_areas:
        coeff = _coefficient(da, steps, warnings)
        if coeff is None:
            missing = True
            continue
        volume = hy.design_volume_cuft(coeff, p85, da.area_sqft)
        steps.append(
            f"{da.name}: V = C P85/12 A = {coeff:.3f} x {p85:g}/12 x {da.area_sqft:,.0f} = {volume:,.1f} cu ft"
        )
        outputs[_name("design_volume_cuft", da)] = Quantity(round(volume, 1), "cu ft")
        total += volume
    if not missing:
        outputs["design_volume_cuft"] = Quantity(round(total, 1), "cu ft")
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


# --------------------------------------------------------------------------- fast paths
# The tools above are the general path. The ones below give exactly the same results for the
# values a validated scenario holds (every DMA a DrainageArea with float areas and fractions
# within the model's bounds; rainfall figures floats >= 0 within those bounds) and hand
# anything else to the general path, so odd input still fails with the general path's message.
# They save work three ways:
# * what every tool reads of a DMA (its coefficient, the coefficient's step and warnings,
#   the area as text) is derived once per distinct DMA (value-keyed, bounded cache);
# * the hydrology formulas whose arguments are known valid are evaluated inline, in the
#   same operation order as workbench.core.hydrology (so the same floats); formulas with a
#   user parameter (a, porosities) still go through hydrology, which validates them;
# * text that does not depend on the DMA is built once per call, not once per DMA.
# tests/plugins/test_livingston_sizing_fast.py compares both paths on generated scenarios.

#: ``_q(Quantity, (value, unit))`` is ``Quantity(value, unit)`` without the named tuple's Python-level
#: ``__new__`` (the same object; sizing builds tens per site).
_q = tuple.__new__

#: Largest magnitude the scenario model accepts for a number (workbench.core.model._number).
_MODEL_MAX = 1e15


class _Dma:
    """What every tool reads of one drainage area (name, area, fraction, coefficient)."""

    __slots__ = (
        "name",
        "area",
        "coeff",
        "step",
        "warning",
        "rational",
        "coeff_text",
        "area_text",
        "fraction_text",
        "coeff_key",
        "coeff_quantity",
        "curve_key",
    )


@lru_cache(maxsize=512, typed=True)
def _dma_cached(name: str, area: float, fraction: float | None, given: float | None) -> _Dma | None:
    return _dma_facts(name, area, fraction, given)


def _dma_facts(name: str, area: float, fraction: float | None, given: float | None) -> _Dma | None:
    """The DMA's facts, or None when a value is not what a validated DrainageArea holds."""
    if name.__class__ is not str or area.__class__ is not float or not 0.0 <= area <= _MODEL_MAX:
        return None
    if fraction is not None and (fraction.__class__ is not float or not 0.0 <= fraction <= 1.0):
        return None
    if given is not None and (given.__class__ is not float or not 0.0 <= given <= 1.0):
        return None
    f = _Dma()
    f.name = name
    f.area = area
    f.area_text = f"{area:,.0f}"
    f.coeff_key = f"runoff_coefficient[{name}]"
    f.fraction_text = None if fraction is None else f"{fraction:g}"
    f.warning = f.rational = f.step = None
    if given is not None:  # as _coefficient
        coeff = given
        f.step = f"{name}: C = {given:g} (given for the DMA)"
    elif fraction is None:
        coeff = None
        f.warning = f"drainage_areas '{name}': give impervious_fraction or runoff_coefficient"
    else:
        coeff = _wef_c(fraction)
        i = f.fraction_text
        ct = f"{coeff:.3f}"  # formatted once: the step, the warning and the tools quote it
        f.step = f"{name}: C = 0.858({i})^3 - 0.78({i})^2 + 0.774({i}) + 0.04 = {ct} ({WEF_C_TEXT}; {WEF_SOURCE})"
        f.rational = (
            f"{name}: the chapter states no runoff coefficient for the flow criteria (AMB-8); the "
            f"WEF/ASCE volumetric coefficient {ct} is used as the rational C - give the DMA's "
            f"runoff_coefficient to override"
        )
    f.coeff = coeff
    if coeff is not None:
        f.coeff_text = f"{coeff:.3f}" if given is not None else ct
        f.coeff_quantity = _q(Quantity, (round(coeff, 4), "-"))
        f.curve_key = round(coeff, 6)  # the unit-basin curve's key (_casqa)
    return f


def _facts(areas: list[DrainageArea]) -> list[_Dma] | None:
    """The facts of every DMA, or None when one is not plain (then the general path runs)."""
    out = []
    for da in areas:
        if da.__class__ is not DrainageArea:
            return None
        name, area, fraction, given = (
            da.name,
            da.area_sqft,
            da.impervious_fraction,
            da.runoff_coefficient,
        )
        if (
            name.__class__ is str
            and area.__class__ is float
            and area
            and (fraction is None or (fraction.__class__ is float and fraction))
            and (given is None or (given.__class__ is float and given))
        ):
            f = _dma_cached(name, area, fraction, given)
        else:  # zero (0.0 and -0.0 are one cache key but not one text) or not plain: not cached
            f = _dma_facts(name, area, fraction, given)
        if f is None:
            return None
        out.append(f)
    return out


def _plain(value: float | None) -> bool:
    """A rainfall figure as the scenario model holds it (or not given)."""
    return value is None or (value.__class__ is float and 0.0 <= value <= _MODEL_MAX)


def _treated_facts(
    s: Scenario, facts: list[_Dma], steps: list[str]
) -> list[tuple[DrainageArea, _Dma]]:
    """``_treated`` with each DMA's facts."""
    out = []
    for da, f in zip(s.drainage_areas, facts, strict=True):
        kind = da.dma_type
        if kind == "self_treating" or kind == "self_retaining":
            steps.append(
                f"{da.name}: {kind.replace('_', '-')} DMA, managed without a facility; not sized"
            )
        else:
            out.append((da, f))
    return out


def _wef(s: Scenario, p: Params) -> SizingResult:
    facts = _facts(s.drainage_areas)
    if facts is None:
        return _wef_general(s, p)
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    inputs: dict[str, Quantity] = {}
    a, p6, missing = _wef_inputs(s, p, steps, warnings, inputs, outputs)
    total = 0.0
    for da, f in _treated_facts(s, facts, steps):
        coeff = f.coeff
        if coeff is None:
            warnings.append(f.warning)
            missing = True
            continue
        steps.append(f.step)
        outputs[f.coeff_key] = f.coeff_quantity
        if a is None or p6 is None:
            continue
        p0 = hy.wef_maximized_capture_depth_in(coeff, p6, a)  # a is a user parameter: validated
        volume = hy.design_volume_cuft(1.0, p0, da.area_sqft)
        steps.append(
            f"{da.name}: P0 = a C P6 = {a:g} x {coeff:.3f} x {p6:g} in = {p0:.3f} in; V = P0/12 x A = "
            f"{p0:.3f}/12 x {da.area_sqft:,.0f} sq ft = {volume:,.1f} cu ft"
        )
        outputs[f"design_depth_in[{da.name}]"] = _q(Quantity, (round(p0, 4), "in"))
        outputs[f"design_volume_cuft[{da.name}]"] = _q(Quantity, (round(volume, 1), "cu ft"))
        total += volume
    if a is not None and p6 is not None and not missing:
        outputs["design_volume_cuft"] = _q(Quantity, (round(total, 1), "cu ft"))
        steps.append(f"total design volume = {total:,.1f} cu ft")
    return SizingResult(
        outputs=outputs, steps=steps, warnings=warnings, status=_status(missing), inputs=inputs
    )


_BUNDLED_WARNING = (
    "the bundled synthetic record is not a rain gauge: demonstration only; L289 requires "
    "'local rainfall data'"
)


@lru_cache(maxsize=16)
def _is_bundled(path: str) -> bool:
    """``os.path.abspath(path) == _bundled_record()`` for an absolute path (then pure string work)."""
    return os.path.abspath(path) == _bundled_record()


@lru_cache(maxsize=16, typed=True)
def _drains_step(drawdown: float) -> str:
    return (
        f"each candidate basin drains over {drawdown:g} h (parameter casqa_drawdown_hr; {CASQA_SOURCE}; "
        f"verify); runoff above its free space bypasses (core simulation engine)"
    )


_PLOT_TITLE = "Annual runoff capture vs basin volume (continuous simulation)"


def _casqa(s: Scenario, p: Params) -> SizingResult:
    facts = _facts(s.drainage_areas)
    if facts is None:
        return _casqa_general(s, p)
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    name, path, record = _open_record(s)
    years = record.years
    steps.append(f"record {name}: {record.summary}")
    bundled = (
        _is_bundled(path) if os.path.isabs(path) else os.path.abspath(path) == _bundled_record()
    )
    if bundled:
        warnings.append(_BUNDLED_WARNING)
    if years < 10:
        warnings.append(
            f"the record covers {years:.1f} years; a short record gives an unstable capture curve"
        )
    drawdown = p.get("casqa_drawdown_hr")
    if drawdown is None or drawdown <= 0:
        raise MissingFact(
            "parameters.livingston.casqa_drawdown_hr", "the drawdown time of the simulated basin"
        )
    steps.append(_drains_step(drawdown))
    series = []
    missing = False
    total = 0.0
    marker = None
    treated = _treated_facts(s, facts, steps)
    curves = record.curves(
        [f.curve_key for _, f in treated if (c := f.coeff) is not None and c > 0 and f.area > 0],
        drawdown,
    )
    for _, f in treated:
        coeff = f.coeff
        if coeff is None:
            warnings.append(f.warning)
            missing = True
            continue
        steps.append(f.step)
        area = f.area
        if coeff <= 0 or area <= 0:
            continue
        # d / 12 x A, the products numpy gave; a list comprehension, since a cold numpy call
        # (evaluations run it once a site, between other work) costs several times as much
        volumes = tuple([d * area for d in _UNIT_DEPTHS_FT])
        curve = curves[f.curve_key]
        if area >= _NORMAL_AREA:  # the volumes are strictly increasing
            needed = curve.volume_for_capture(volumes)
        else:  # sub-normal products: let the engine check (and refuse) them
            from workbench.api import simulation

            needed = simulation.volume_for_capture(volumes, curve.fractions, CAPTURE_TARGET)
        series.append(_q(PlotSeries, (f.name, volumes, curve.percents)))
        if needed is None:
            warnings.append(
                f"{f.name}: no basin up to {UNIT_DEPTHS_IN[-1]:g} in of runoff depth "
                f"({volumes[-1]:,.0f} cu ft) captures 80%"
            )
            missing = True
            continue
        steps.append(
            f"{f.name}: C = {f.coeff_text}, A = {f.area_text} sq ft; capture rises from "
            f"{curve.rises_from} at {volumes[1]:,.1f} cu ft to {curve.rises_to} at "
            f"{volumes[-1]:,.0f} cu ft; smallest volume reaching 80% = {needed:,.1f} cu ft "
            f"({needed / area * 12:.3f} in over the DMA)"
        )
        outputs[f.coeff_key] = f.coeff_quantity
        outputs[f"design_volume_cuft[{f.name}]"] = _q(Quantity, (round(needed, 1), "cu ft"))
        total += needed
        marker = needed if marker is None else marker
    drawdown_quantity = _q(Quantity, (drawdown, "hr"))
    outputs["drawdown_hr"] = drawdown_quantity
    if series and not missing:
        outputs["design_volume_cuft"] = _q(Quantity, (round(total, 1), "cu ft"))
        steps.append(f"total design volume for 80% capture = {total:,.1f} cu ft")
    # PlotSpec(title, x_label, y_label, series, marker_x, marker_label, hline_y), as the general path builds it
    plot = (
        _q(
            PlotSpec,
            (
                _PLOT_TITLE,
                "basin volume (cu ft)",
                "runoff captured (%)",
                tuple(series),
                marker if len(series) == 1 else None,
                "80% capture" if len(series) == 1 else "",
                80.0,
            ),
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
        inputs={"drawdown_hr": drawdown_quantity},
    )


_Q_FLOW_INTENSITY = Quantity(FLOW_INTENSITY_IN_PER_HR, "in/hr")
_P85_MISSING = (
    "rainfall.p85_hourly_in_per_hr is not given: the 85th-percentile hourly intensity from local "
    "rainfall records (L295) is needed for the second flow criterion"
)
#: (output key, intensity, intensity text, end of the step) of the 0.2 in/hr criterion
_FLOW_02 = (
    "design_flow_cfs",
    FLOW_INTENSITY_IN_PER_HR,
    f"{FLOW_INTENSITY_IN_PER_HR:g}",
    " cfs [0.2 in/hr (L293)]",
)


def _flow(s: Scenario, p: Params) -> SizingResult:
    facts = _facts(s.drainage_areas)
    p85 = s.rainfall.p85_hourly_in_per_hr
    if facts is None or not _plain(p85):
        return _flow_general(s, p)
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    missing = False
    if p85 is None:
        warnings.append(_P85_MISSING)
        intensities = (_FLOW_02,)
    else:
        i2 = P85_MULTIPLIER * p85
        i2_text = f"{i2:g}"
        intensities = (
            _FLOW_02,
            ("design_flow_cfs_2x_p85", i2, i2_text, f" cfs [2 x {p85:g} = {i2_text} in/hr (L295)]"),
        )
        outputs["design_intensity_in_per_hr_2x_p85"] = _q(Quantity, (round(i2, 4), "in/hr"))
    outputs["design_intensity_in_per_hr"] = _Q_FLOW_INTENSITY
    totals = {key: 0.0 for key, _, _, _ in intensities}
    for _, f in _treated_facts(s, facts, steps):
        coeff = f.coeff
        if coeff is None:
            warnings.append(f.warning)
            missing = True
            continue
        steps.append(f.step)
        if f.rational is not None:  # the WEF/ASCE C stands in (no runoff_coefficient given)
            warnings.append(f.rational)
        name = f.name
        outputs[f.coeff_key] = f.coeff_quantity
        acres = f.area / hy.ACRE_SQFT
        head = f"{name}: Q = C i A = {f.coeff_text} x "
        area_text = f" in/hr x {f.area_text}/43,560 ac = "
        for key, i, i_text, tail in intensities:
            q = (
                coeff * i * acres
            )  # hy.rational_flow_cfs_from_sqft: 1.0 x C x i x A/43,560, all valid here
            steps.append(f"{head}{i_text}{area_text}{q:.4f}{tail}")
            outputs[f"{key}[{name}]"] = _q(Quantity, (round(q, 5), "cfs"))
            totals[key] += q
    if not missing:
        for key, total in totals.items():
            outputs[key] = _q(Quantity, (round(total, 5), "cfs"))
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, status=_status(missing))


_BIORETENTION_HEAD = (
    "baseline bioretention (L303-317): surface loading <= 5 in/hr (or 4% of tributary impervious area); "
    "surface reservoir >= area x 6 in; planting medium >= 18 in at >= 5 in/hr; gravel layer >= 12 in over the "
    "same area; underdrain discharging at the top of the gravel layer"
)
_NO_POROSITY = (
    "planting medium and gravel storage not counted: parameters bioretention_media_porosity and "
    "bioretention_gravel_porosity are not stated in the chapter (give them to count storage)"
)
_Q_LOADING = Quantity(LOADING_RATE_IN_PER_HR, "in/hr")
#: The reservoir depth hy.bioretention_storage_cuft adds up without media or gravel storage.
_RESERVOIR_DEPTH_IN = PONDING_IN + 0.0 * MEDIA_IN + 0.0 * 0.0


def _bioretention(s: Scenario, p: Params) -> SizingResult:
    facts = _facts(s.drainage_areas)
    p85 = s.rainfall.p85_hourly_in_per_hr
    if facts is None or not _plain(p85):
        return _bioretention_general(s, p)
    steps: list[str] = [_BIORETENTION_HEAD]
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    missing = False
    n_media = p.get("bioretention_media_porosity")
    n_gravel = p.get("bioretention_gravel_porosity")
    flows = [
        (
            "bmp_area_sqft",
            FLOW_INTENSITY_IN_PER_HR,
            f" x {FLOW_INTENSITY_IN_PER_HR:g} / 5 = ",
            " sq ft [0.2 in/hr]",
        )
    ]
    if p85 is not None:
        i2 = P85_MULTIPLIER * p85
        flows.append(
            ("bmp_area_sqft_2x_p85", i2, f" x {i2:g} / 5 = ", f" sq ft [2 x {p85:g} in/hr]")
        )
    for da, f in _treated_facts(s, facts, steps):
        name = f.name
        if f.fraction_text is None:
            warnings.append(
                f"drainage_areas '{name}': impervious_fraction is needed for the 4% sizing factor "
                f"(tributary impervious area)"
            )
            missing = True
        else:
            imp = f.area * da.impervious_fraction
            a4 = (
                SIZING_FACTOR * 1.0 * imp
            )  # hy.bioretention_area_sizing_factor_sqft(imp, 1.0, 0.04)
            steps.append(
                f"{name}: 4% sizing factor: 0.04 x tributary impervious area {f.area_text} x "
                f"{f.fraction_text} = 0.04 x {imp:,.0f} sq ft = {a4:,.1f} sq ft (L303)"
            )
            outputs[f"bmp_area_sqft_4pct[{name}]"] = _q(Quantity, (round(a4, 1), "sq ft"))
        coeff = f.coeff
        if coeff is None:
            warnings.append(f.warning)
            missing = True
            continue
        steps.append(f.step)
        if f.rational is not None:
            warnings.append(f.rational)
        area_req = None
        head = f"{name}: loading-rate area = C A i / 5 in/hr = {f.coeff_text} x {f.area_text}"
        coeff_area = coeff * f.area
        for key, i, middle, tail in flows:
            # hy.bioretention_area_flow_sqft(C, A, i, 5): C x A x i / 5, all valid here
            area = coeff_area * i / LOADING_RATE_IN_PER_HR
            area_text = f"{area:,.1f}"
            steps.append(f"{head}{middle}{area_text}{tail}")
            outputs[f"{key}[{name}]"] = _q(Quantity, (round(area, 1), "sq ft"))
            if area_req is None:
                area_req, required_text = area, area_text
        reservoir = (
            area_req * _RESERVOIR_DEPTH_IN / 12.0
        )  # hy.bioretention_storage_cuft(A, 6, 18, 0)
        steps.append(
            f"{name}: surface reservoir >= {required_text} sq ft x 6 in / 12 = {reservoir:,.1f} cu ft (L305)"
        )
        outputs[f"surface_reservoir_cuft[{name}]"] = _q(Quantity, (round(reservoir, 1), "cu ft"))
        if n_media is not None and n_gravel is not None:
            storage = hy.bioretention_storage_cuft(
                area_req, PONDING_IN, MEDIA_IN, n_media, GRAVEL_IN, n_gravel
            )
            steps.append(
                f"{name}: storage = A (6 + {n_media:g} x 18 + {n_gravel:g} x 12) / 12 = {storage:,.1f} cu ft"
            )
            outputs[f"biofiltration_volume_cuft[{name}]"] = _q(
                Quantity, (round(storage, 1), "cu ft")
            )
        if da.bmp_area_sqft is not None:
            _equivalence(da, coeff, area_req, outputs, steps, warnings)
    if n_media is None or n_gravel is None:
        warnings.append(_NO_POROSITY)
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        inputs={"loading_rate_in_per_hr": _Q_LOADING},
    )


_SITE_DESIGN_WARNING = (
    "L297 sets this as a site-design target 'to the extent technically feasible', not a sizing "
    "criterion of L283; the chapter states no Livingston 85th-percentile depth"
)


def _site_design_85(s: Scenario, p: Params) -> SizingResult:
    p85 = s.rain("p85_24hr_in")
    facts = _facts(s.drainage_areas)
    if facts is None or not _plain(p85):
        return _site_design_85_general(s, p)
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    total = 0.0
    missing = False
    middle = f" x {p85:g}/12 x "
    for f in facts:
        coeff = f.coeff
        if coeff is None:
            warnings.append(f.warning)
            missing = True
            continue
        steps.append(f.step)
        volume = coeff * p85 / 12.0 * f.area  # hy.design_volume_cuft(C, P85, A), all valid here
        steps.append(
            f"{f.name}: V = C P85/12 A = {f.coeff_text}{middle}{f.area_text} = {volume:,.1f} cu ft"
        )
        outputs[f"design_volume_cuft[{f.name}]"] = _q(Quantity, (round(volume, 1), "cu ft"))
        total += volume
    if not missing:
        outputs["design_volume_cuft"] = _q(Quantity, (round(total, 1), "cu ft"))
    depth = _q(Quantity, (p85, "in"))
    outputs["design_depth_in"] = depth
    warnings.append(_SITE_DESIGN_WARNING)
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        inputs={"p85_24hr_in": depth},
    )


TOOLS: list[SizingTool] = [
    SizingTool(
        "wef_asce_volume",
        "Volumetric: WEF MOP 23 / ASCE MOP 87 maximized capture volume",
        (
            c(
                287,
                287,
                "Water Environment Federation (WEF) Manual of Practice No. 23/ASCE Manual of Practice No. 87",
                "post",
            ),
            ext(WEF_SOURCE, "runoff coefficient regression", WEF_C_TEXT),
        ),
        _wef,
        parameters=PARAMETERS[:4],
        when=_gate,
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
        parameters=(PARAMETERS[4],),
        when=_gate,
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
        when=_gate,
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
        parameters=PARAMETERS[5:],
        when=_gate,
        uses=("drainage_areas", "rainfall.p85_hourly_in_per_hr"),
    ),
    SizingTool(
        "site_design_85th_volume",
        "Site design target: 85th-percentile 24-hour storm runoff",
        (c(297, 297, "eighty-fifth percentile 24-hour storm runoff event", "post"),),
        _site_design_85,
        when=_gate,
        uses=("drainage_areas", "rainfall.p85_24hr_in"),
    ),
]
