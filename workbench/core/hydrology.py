"""Hydrology formulas for stormwater sizing: pure functions, US customary units in the names.

Sources and test vectors: ``shared/reference/engineering_methods.md`` section 6; the NRCS
runoff equation and the TR-55 graphical peak discharge method from ``TR55_SOURCE`` (their test
vectors are the equations' own arithmetic: the reference gives none). Every function validates
its inputs and raises ``ValueError`` naming the offending argument.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Iterable

from workbench.core.units import ACRE_INCH_CUFT, ACRE_SQFT, SQMI_SQFT

__all__ = [
    "ACRE_INCH_CUFT",
    "ACRE_SQFT",
    "EXACT_CFS_PER_ACRE_INCH_PER_HR",
    "RATIONAL_K",
    "RATIONAL_UNITS_STEP",
    "SQMI_SQFT",
    "TR55_IA_P_RANGE",
    "TR55_SOURCE",
    "TR55_TABLE_F1",
    "TR55_TC_HR_RANGE",
    "TR55_TYPE_I_F1",
    "bioretention_area_flow_sqft",
    "bioretention_area_sizing_factor_sqft",
    "bioretention_storage_cuft",
    "composite_coefficient",
    "dcv_cuft",
    "design_volume_cuft",
    "drawdown_hr",
    "rational_flow_cfs",
    "rational_flow_cfs_from_sqft",
    "scs_runoff_in",
    "simple_method_rv",
    "simple_method_volume_cuft",
    "tr55_ia_over_p",
    "tr55_peak_discharge_cfs",
    "tr55_type_i_coefficients",
    "tr55_unit_peak_csm_in",
    "wef_maximized_capture_depth_in",
    "wef_runoff_coefficient",
]


def _number(name: str, value: float) -> float:
    kind = type(value)
    if kind is float or kind is int:  # fast path: the ABC check below is slow
        if value - value != 0:  # NaN or infinity
            raise ValueError(f"{name} must be finite (got {value!r})")
        return float(value)
    if isinstance(value, bool) or not isinstance(value, numbers.Real):
        raise ValueError(f"{name} must be a number (got {value!r})")
    if not math.isfinite(value):
        raise ValueError(f"{name} must be finite (got {value!r})")
    return float(value)


def _non_negative(name: str, value: float) -> float:
    v = _number(name, value)
    if v < 0:
        raise ValueError(f"{name} must be >= 0 (got {value!r})")
    return v


def _positive(name: str, value: float) -> float:
    v = _number(name, value)
    if v <= 0:
        raise ValueError(f"{name} must be > 0 (got {value!r})")
    return v


def _between(name: str, value: float, low: float, high: float) -> float:
    v = _number(name, value)
    if not low <= v <= high:
        raise ValueError(f"{name} must be between {low:g} and {high:g} (got {value!r})")
    return v


def _coefficient(name: str, value: float) -> float:
    return _between(name, value, 0.0, 1.0)


# -- rational method ------------------------------------------------------------------------


#: Cubic feet per second in one acre-inch per hour: 43,560 ft2 x 1/12 ft / 3,600 s = 1.00833.
EXACT_CFS_PER_ACRE_INCH_PER_HR = ACRE_SQFT / 12 / 3_600
#: The factor every city's rational method uses (issue 21, item 5): the customary 1.0, as
#: Q = C i A is written in the California stormwater manuals the ordinances defer to. One choice
#: for all cities; ``RATIONAL_UNITS_STEP`` says it in the steps.
RATIONAL_K = 1.0
RATIONAL_UNITS_STEP = (
    "Units: C x i (in/hr) x A (acres) gives acre-inches per hour; 1 ac-in/hr = 1.008 cfs exactly "
    "(43,560 ft2 x 1/12 ft / 3,600 s). The customary factor 1.0 is used, as Q = C i A is "
    "written in the stormwater manuals: Q is 0.8% below the exact conversion."
)


def rational_flow_cfs(
    c: float, intensity_in_per_hr: float, area_acres: float, k: float = RATIONAL_K
) -> float:
    """Rational method peak flow Q = k C i A (cfs); ``RATIONAL_K`` (1.0) unless given, and
    ``EXACT_CFS_PER_ACRE_INCH_PER_HR`` (1.008) converts ac-in/hr to cfs exactly."""
    return (
        _positive("k", k)
        * _coefficient("c", c)
        * _non_negative("intensity_in_per_hr", intensity_in_per_hr)
        * _non_negative("area_acres", area_acres)
    )


def rational_flow_cfs_from_sqft(
    c: float, intensity_in_per_hr: float, area_sqft: float, k: float = RATIONAL_K
) -> float:
    """Rational method with the area in square feet: Q = k C i A / 43,560 (cfs)."""
    area = _non_negative("area_sqft", area_sqft)
    return rational_flow_cfs(c, intensity_in_per_hr, area / ACRE_SQFT, k)


# -- runoff coefficients ---------------------------------------------------------------------


def wef_runoff_coefficient(impervious_fraction: float) -> float:
    """WEF MOP 23 / ASCE MOP 87 (1998): C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 (i in 0..1)."""
    i = _between("impervious_fraction", impervious_fraction, 0.0, 1.0)
    return 0.858 * i**3 - 0.78 * i**2 + 0.774 * i + 0.04


def wef_maximized_capture_depth_in(
    c: float, mean_storm_depth_in: float, regression_constant_a: float
) -> float:
    """WEF maximized capture depth P0 = a C P6 (in); ``a`` depends on the drawdown time."""
    return (
        _positive("regression_constant_a", regression_constant_a)
        * _coefficient("c", c)
        * _non_negative("mean_storm_depth_in", mean_storm_depth_in)
    )


def simple_method_rv(impervious_percent: float) -> float:
    """Schueler Simple Method runoff coefficient Rv = 0.05 + 0.009 I (I in percent, 0..100)."""
    return 0.05 + 0.009 * _between("impervious_percent", impervious_percent, 0.0, 100.0)


def composite_coefficient(areas_and_coefficients: Iterable[tuple[float, float]]) -> float:
    """Area-weighted runoff coefficient of (area, C) pairs (any consistent area unit)."""
    total_area = 0.0
    weighted = 0.0
    count = 0
    for index, (area, c) in enumerate(areas_and_coefficients):
        a = _non_negative(f"areas_and_coefficients[{index}] area", area)
        cc = _coefficient(f"areas_and_coefficients[{index}] c", c)
        total_area += a
        weighted += a * cc
        count += 1
    if count == 0:
        raise ValueError("areas_and_coefficients must not be empty")
    if total_area <= 0:
        raise ValueError("areas_and_coefficients must have a total area > 0")
    return weighted / total_area


# -- volumes ---------------------------------------------------------------------------------


def simple_method_volume_cuft(
    impervious_percent: float, depth_in: float, area_sqft: float
) -> float:
    """Simple Method runoff volume V = Rv P/12 A (cu ft) for a rainfall depth P (in)."""
    rv = simple_method_rv(impervious_percent)
    return rv * _non_negative("depth_in", depth_in) / 12.0 * _non_negative("area_sqft", area_sqft)


def design_volume_cuft(c: float, depth_in: float, area_sqft: float) -> float:
    """Design capture volume V = C d/12 A (cu ft); equals 3,630 C d A_acres."""
    return (
        _coefficient("c", c)
        * _non_negative("depth_in", depth_in)
        / 12.0
        * _non_negative("area_sqft", area_sqft)
    )


def dcv_cuft(c: float, depth_in: float, area_acres: float) -> float:
    """San Diego design capture volume DCV = 3,630 C d A (cu ft; A in acres)."""
    return (
        ACRE_INCH_CUFT
        * _coefficient("c", c)
        * _non_negative("depth_in", depth_in)
        * _non_negative("area_acres", area_acres)
    )


# -- bioretention ----------------------------------------------------------------------------


def bioretention_area_sizing_factor_sqft(
    tributary_area_sqft: float, c: float, factor: float = 0.04
) -> float:
    """Sizing-factor method: A_BMP = factor x C x A_trib (the Bay Area "4 % rule" at C = 1)."""
    return (
        _between("factor", factor, 0.0, 1.0)
        * _coefficient("c", c)
        * _non_negative("tributary_area_sqft", tributary_area_sqft)
    )


def bioretention_area_flow_sqft(
    c: float,
    tributary_area_sqft: float,
    design_intensity_in_per_hr: float = 0.2,
    media_rate_in_per_hr: float = 5.0,
) -> float:
    """Flow-based bioretention area A_BMP = C A i / media rate (sq ft)."""
    return (
        _coefficient("c", c)
        * _non_negative("tributary_area_sqft", tributary_area_sqft)
        * _non_negative("design_intensity_in_per_hr", design_intensity_in_per_hr)
        / _positive("media_rate_in_per_hr", media_rate_in_per_hr)
    )


def bioretention_storage_cuft(
    area_sqft: float,
    ponding_in: float,
    media_depth_in: float,
    media_porosity: float,
    gravel_depth_in: float = 0.0,
    gravel_porosity: float = 0.0,
) -> float:
    """Storage V = A (d_pond + n_media d_media + n_gravel d_gravel) / 12 (cu ft)."""
    depth_in = (
        _non_negative("ponding_in", ponding_in)
        + _between("media_porosity", media_porosity, 0.0, 1.0)
        * _non_negative("media_depth_in", media_depth_in)
        + _between("gravel_porosity", gravel_porosity, 0.0, 1.0)
        * _non_negative("gravel_depth_in", gravel_depth_in)
    )
    return _non_negative("area_sqft", area_sqft) * depth_in / 12.0


# -- infiltration ----------------------------------------------------------------------------


def drawdown_hr(
    depth_in: float, measured_rate_in_per_hr: float, factor_of_safety: float = 1.0
) -> float:
    """Drawdown time t = d / (f_measured / FS) (hours)."""
    design_rate = _positive("measured_rate_in_per_hr", measured_rate_in_per_hr) / _positive(
        "factor_of_safety", factor_of_safety
    )
    return _non_negative("depth_in", depth_in) / design_rate


# -- NRCS runoff and the TR-55 graphical peak discharge ------------------------------------

TR55_SOURCE = (
    "USDA NRCS, Urban Hydrology for Small Watersheds, Technical Release 55 (TR-55), 2nd ed., "
    "June 1986, chapter 4 (graphical peak discharge method)"
)
#: The Ia/P range of TR-55's unit peak discharge table; outside it the limiting value is used.
TR55_IA_P_RANGE = (0.10, 0.50)
#: The times of concentration (hours) the graphical method covers.
TR55_TC_HR_RANGE = (0.1, 10.0)


def scs_runoff_in(rain_in: float, curve_number: float) -> tuple[float, float, float]:
    """NRCS runoff equation (TR-55 eq. 2-1 to 2-4): (S, Ia, Q) in inches for rainfall P and
    curve number CN: S = 1000/CN - 10, Ia = 0.2 S, Q = (P - Ia)^2 / (P - Ia + S) when P > Ia,
    else 0."""
    p = _non_negative("rain_in", rain_in)
    cn = _number("curve_number", curve_number)
    if not 0 < cn <= 100:
        raise ValueError(f"curve_number must be above 0, up to 100 (got {curve_number!r})")
    s = 1000.0 / cn - 10.0
    ia = 0.2 * s
    q = (p - ia) ** 2 / (p - ia + s) if p > ia else 0.0
    return s, ia, q


def tr55_ia_over_p(ia_in: float, rain_in: float) -> tuple[float, float]:
    """(Ia/P, the value TR-55's table is read at): the ratio limited to ``TR55_IA_P_RANGE``."""
    ratio = _non_negative("ia_in", ia_in) / _positive("rain_in", rain_in)
    low, high = TR55_IA_P_RANGE
    return ratio, min(max(ratio, low), high)


#: Where the TR-55 Table F-1 figures below were read: the manual itself (public, USDA) and, as a
#: machine-readable copy, USEPA's PRZM5 pesticide root zone model source (erosion module,
#: subroutine TMCOEF: "Gets Coefficients from Table F-1 in TR-55").
TR55_TABLE_F1 = (
    "TR-55 (USDA NRCS, 210-VI-TR-55, 2nd ed., June 1986), appendix F, table F-1 'Coefficients for "
    "the equation used to generate exhibits 4-I through 4-III', rainfall type I; reproduced in "
    "USEPA PRZM5, erosion module, subroutine TMCOEF"
)
#: TR-55 table F-1, rainfall distribution type I: (Ia/P, C0, C1, C2).
TR55_TYPE_I_F1: tuple[tuple[float, float, float, float], ...] = (
    (0.10, 2.30550, -0.51429, -0.11750),
    (0.20, 2.23537, -0.50387, -0.08929),
    (0.25, 2.18219, -0.48488, -0.06589),
    (0.30, 2.10624, -0.45695, -0.02835),
    (0.35, 2.00303, -0.40769, 0.01983),
    (0.40, 1.87733, -0.32274, 0.05754),
    (0.45, 1.76312, -0.15644, 0.00453),
    (0.50, 1.67889, -0.06930, 0.0),
)


def tr55_type_i_coefficients(ia_over_p: float) -> tuple[float, float, float]:
    """(C0, C1, C2) of TR-55 table F-1, type I, at ``ia_over_p``: a row where it is one, linear
    interpolation between the two rows around it (as PRZM5's TMCOEF does), the limiting row
    outside the table's 0.10-0.50 (TR-55 chapter 4: 'use the limiting values')."""
    x = _non_negative("ia_over_p", ia_over_p)
    rows = TR55_TYPE_I_F1
    if x <= rows[0][0]:
        return rows[0][1:]
    for (x0, *c_low), (x1, *c_high) in zip(rows, rows[1:], strict=False):
        if x <= x1:
            t = (x - x0) / (x1 - x0)
            c0, c1, c2 = (lo + t * (hi - lo) for lo, hi in zip(c_low, c_high, strict=True))
            return c0, c1, c2
    return rows[-1][1:]


def tr55_unit_peak_csm_in(tc_hr: float, c0: float, c1: float, c2: float) -> float:
    """TR-55 unit peak discharge qu (csm/in, cfs per square mile per inch of runoff):
    log10 qu = C0 + C1 log10 Tc + C2 (log10 Tc)^2, with the coefficients the user takes from
    the manual's table for the rainfall distribution and Ia/P."""
    x = math.log10(_positive("tc_hr", tc_hr))
    exponent: float = _number("c0", c0) + _number("c1", c1) * x + _number("c2", c2) * x * x
    return float(10.0**exponent)  # float ** float is typed Any (it may be complex)


def tr55_peak_discharge_cfs(
    unit_peak_csm_in: float, area_sqmi: float, runoff_in: float, pond_factor: float = 1.0
) -> float:
    """TR-55 peak discharge qp = qu Am Q Fp (cfs)."""
    return (
        _non_negative("unit_peak_csm_in", unit_peak_csm_in)
        * _non_negative("area_sqmi", area_sqmi)
        * _non_negative("runoff_in", runoff_in)
        * _between("pond_factor", pond_factor, 0.0, 1.0)
    )
