"""Hydrology formulas: the test vectors of engineering_methods.md section 6, then properties."""

from __future__ import annotations

import math

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from workbench.core import hydrology as h

# -- test vectors from engineering_methods.md section 6 ---------------------------------------


def test_rational_method_vector() -> None:
    assert round(h.rational_flow_cfs(0.9, 0.2, 1.0), 3) == 0.180
    assert round(h.rational_flow_cfs(0.9, 0.2, 1.0, k=1.008), 3) == 0.181
    assert h.rational_flow_cfs_from_sqft(0.9, 0.2, 43_560) == pytest.approx(0.18)
    assert h.rational_flow_cfs_from_sqft(1.0, 1.0, 21_780) == pytest.approx(0.5)


@pytest.mark.parametrize(
    ("impervious_fraction", "expected"), [(0.0, 0.040), (0.5, 0.339), (0.75, 0.544), (1.0, 0.892)]
)
def test_wef_coefficient_vectors(impervious_fraction: float, expected: float) -> None:
    assert round(h.wef_runoff_coefficient(impervious_fraction), 3) == expected


def test_simple_method_vectors() -> None:
    assert h.simple_method_rv(100) == pytest.approx(0.95)
    assert h.simple_method_rv(50) == pytest.approx(0.50)
    # Rv 0.95 x 1.2 in / 12 x 10,000 sq ft = 950 cu ft.
    assert h.simple_method_volume_cuft(100, 1.2, 10_000) == pytest.approx(950.0)


def test_dcv_vector() -> None:
    assert round(h.dcv_cuft(0.90, 0.60, 1.0)) == 1960
    # The same volume from square feet.
    assert h.design_volume_cuft(0.90, 0.60, h.ACRE_SQFT) == pytest.approx(1960.2)


def test_la_city_v_capture_form() -> None:
    # 0.75 in x 10,000 sq ft at C = 1: 0.0625 ft x 10,000 = 625 cu ft.
    assert h.design_volume_cuft(1.0, 0.75, 10_000) == pytest.approx(625.0)


def test_four_percent_rule_vectors() -> None:
    assert h.bioretention_area_sizing_factor_sqft(10_000, 1.0) == pytest.approx(400.0)
    assert h.bioretention_area_flow_sqft(1.0, 10_000) == pytest.approx(400.0)
    assert h.bioretention_area_flow_sqft(0.5, 10_000, 0.4, 4.0) == pytest.approx(500.0)


def test_drawdown_vector() -> None:
    assert h.drawdown_hr(12, 0.5, factor_of_safety=3) == pytest.approx(72.0)
    assert h.drawdown_hr(12, 0.5) == pytest.approx(24.0)


def test_wef_capture_depth_and_storage() -> None:
    assert h.wef_maximized_capture_depth_in(0.5, 0.4, 1.545) == pytest.approx(0.309)
    # 100 sq ft x (6 + 0.25 x 18 + 0.4 x 12) in / 12 = 100 x 15.3 / 12 = 127.5 cu ft.
    assert h.bioretention_storage_cuft(100, 6, 18, 0.25, 12, 0.4) == pytest.approx(127.5)
    assert h.bioretention_storage_cuft(100, 12, 0, 0.3) == pytest.approx(100.0)


def test_composite_coefficient() -> None:
    # 12,000 sq ft roof at 0.9 + 8,000 sq ft landscape at 0.1 -> (10,800 + 800) / 20,000.
    assert h.composite_coefficient([(12_000, 0.9), (8_000, 0.1)]) == pytest.approx(0.58)
    assert h.composite_coefficient([(0, 0.1), (5, 0.7)]) == pytest.approx(0.7)


def test_constants() -> None:
    assert h.ACRE_SQFT == 43_560
    assert h.ACRE_INCH_CUFT * 12 == h.ACRE_SQFT


def test_numpy_scalars_are_accepted() -> None:
    assert h.dcv_cuft(np.float64(0.9), np.int64(1), np.float32(1.0)) == pytest.approx(3267.0)


# -- validation -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda: h.rational_flow_cfs(1.2, 0.2, 1), "c"),
        (lambda: h.rational_flow_cfs(0.9, -0.2, 1), "intensity_in_per_hr"),
        (lambda: h.rational_flow_cfs(0.9, 0.2, -1), "area_acres"),
        (lambda: h.rational_flow_cfs(0.9, 0.2, 1, k=0), "k"),
        (lambda: h.rational_flow_cfs_from_sqft(0.9, 0.2, -5), "area_sqft"),
        (lambda: h.wef_runoff_coefficient(1.5), "impervious_fraction"),
        (lambda: h.wef_runoff_coefficient(float("nan")), "impervious_fraction"),
        (lambda: h.wef_maximized_capture_depth_in(0.5, 0.4, 0), "regression_constant_a"),
        (lambda: h.simple_method_rv(101), "impervious_percent"),
        (lambda: h.simple_method_volume_cuft(50, -1, 10), "depth_in"),
        (lambda: h.design_volume_cuft(0.9, 1, float("inf")), "area_sqft"),
        (lambda: h.dcv_cuft(-0.1, 0.6, 1), "c"),
        (lambda: h.composite_coefficient([]), "areas_and_coefficients"),
        (lambda: h.composite_coefficient([(0, 0.5)]), "total area"),
        (lambda: h.composite_coefficient([(10, 0.5), (-1, 0.5)]), r"\[1\] area"),
        (lambda: h.bioretention_area_sizing_factor_sqft(100, 1, factor=-0.04), "factor"),
        (lambda: h.bioretention_area_flow_sqft(1, 100, media_rate_in_per_hr=0), "media_rate"),
        (lambda: h.bioretention_storage_cuft(100, 6, 18, 1.5), "media_porosity"),
        (lambda: h.bioretention_storage_cuft(100, 6, 18, 0.3, -1, 0.4), "gravel_depth_in"),
        (lambda: h.drawdown_hr(12, 0), "measured_rate_in_per_hr"),
        (lambda: h.drawdown_hr(12, 0.5, factor_of_safety=0), "factor_of_safety"),
        (lambda: h.drawdown_hr("12", 0.5), "depth_in"),
        (lambda: h.dcv_cuft(True, 0.6, 1), "c"),
    ],
)
def test_bad_input_names_the_argument(call, name: str) -> None:
    with pytest.raises(ValueError, match=name):
        call()


# -- properties -----------------------------------------------------------------------------

fractions = st.floats(0.0, 1.0)
areas = st.floats(0.0, 1e7)
depths = st.floats(0.0, 10.0, allow_subnormal=False)  # physical depths; subnormals lose precision


@given(a=fractions, b=fractions)
def test_wef_coefficient_is_monotonic(a: float, b: float) -> None:
    lo, hi = sorted((a, b))
    assert h.wef_runoff_coefficient(lo) <= h.wef_runoff_coefficient(hi)
    assert 0.04 <= h.wef_runoff_coefficient(lo) <= 0.892 + 1e-12


@given(c=fractions, d=depths, area=areas, k=st.floats(0.0, 100.0))
def test_volumes_are_linear_in_area(c: float, d: float, area: float, k: float) -> None:
    for f in (
        lambda a: h.design_volume_cuft(c, d, a),
        lambda a: h.simple_method_volume_cuft(c * 100, d, a),
        lambda a: h.bioretention_area_sizing_factor_sqft(a, c),
        lambda a: h.bioretention_storage_cuft(a, d, d, c, d, c),
    ):
        assert math.isclose(f(k * area), k * f(area), rel_tol=1e-9, abs_tol=1e-6)


@given(c=fractions, d=depths, acres=st.floats(0.0, 1000.0))
def test_dcv_agrees_with_the_square_foot_form(c: float, d: float, acres: float) -> None:
    assert math.isclose(
        h.dcv_cuft(c, d, acres),
        h.design_volume_cuft(c, d, acres * h.ACRE_SQFT),
        rel_tol=1e-9,
        abs_tol=1e-9,
    )


@given(
    parts=st.lists(st.tuples(st.floats(0.0, 1e6), fractions), min_size=1, max_size=10).filter(
        lambda p: sum(a for a, _ in p) > 1e-6
    )
)
def test_composite_coefficient_lies_between_min_and_max(parts) -> None:
    used = [c for a, c in parts if a > 0]
    value = h.composite_coefficient(parts)
    assert min(used) - 1e-12 <= value <= max(used) + 1e-12


@given(d=depths, rate=st.floats(0.01, 20.0), fs=st.floats(1.0, 5.0))
def test_drawdown_scales_with_factor_of_safety(d: float, rate: float, fs: float) -> None:
    assert math.isclose(h.drawdown_hr(d, rate, fs), fs * h.drawdown_hr(d, rate), rel_tol=1e-12)


def test_flow_units_one_choice_and_the_exact_factor() -> None:
    """Issue 21 item 5: 1 ac-in/hr = 1.008 cfs; the customary 1.0 is the one factor used."""
    assert h.EXACT_CFS_PER_ACRE_INCH_PER_HR == pytest.approx(1.00833, abs=1e-5)
    assert h.RATIONAL_K == 1.0
    assert h.rational_flow_cfs(0.892, 0.2, 1.0) == pytest.approx(0.1784)
    exact = h.rational_flow_cfs_from_sqft(0.892, 0.2, 43_560, k=h.EXACT_CFS_PER_ACRE_INCH_PER_HR)
    assert exact == pytest.approx(0.1799, abs=1e-4)
    assert "1.008 cfs" in h.RATIONAL_UNITS_STEP and "1.0" in h.RATIONAL_UNITS_STEP


# -- NRCS runoff equation and TR-55 graphical peak discharge ----------------------------------
# engineering_methods.md gives no vectors for these; the expected values are the equations'
# own arithmetic, worked by hand in each comment.


def test_scs_runoff_vector() -> None:
    # CN 80: S = 1000/80 - 10 = 2.5 in; Ia = 0.5 in; P 5 in: Q = 4.5^2 / (4.5 + 2.5) = 2.892857
    s, ia, q = h.scs_runoff_in(5.0, 80)
    assert (s, ia) == pytest.approx((2.5, 0.5))
    assert q == pytest.approx(20.25 / 7.0)
    # P 1 in: Q = 0.5^2 / (0.5 + 2.5) = 0.083333
    assert h.scs_runoff_in(1.0, 80)[2] == pytest.approx(0.25 / 3.0)


def test_scs_runoff_is_zero_up_to_the_initial_abstraction() -> None:
    # CN 50: S = 10 in, Ia = 2 in: no runoff at P <= 2 in
    assert h.scs_runoff_in(2.0, 50) == pytest.approx((10.0, 2.0, 0.0))
    assert h.scs_runoff_in(2.01, 50)[2] > 0


def test_scs_runoff_of_an_impervious_surface_is_the_rainfall() -> None:
    assert h.scs_runoff_in(1.7, 100) == pytest.approx((0.0, 0.0, 1.7))


@pytest.mark.parametrize(("rain", "cn"), [(1.0, 0), (1.0, -5), (1.0, 100.5), (-1.0, 80)])
def test_scs_runoff_refuses_bad_input(rain: float, cn: float) -> None:
    with pytest.raises(ValueError, match="curve_number|rain_in"):
        h.scs_runoff_in(rain, cn)


def test_tr55_ia_over_p_is_limited_to_the_table() -> None:
    assert h.tr55_ia_over_p(0.5, 5.0) == pytest.approx((0.1, 0.1))
    assert h.tr55_ia_over_p(0.2, 5.0) == pytest.approx((0.04, 0.10))
    assert h.tr55_ia_over_p(2.0, 2.5) == pytest.approx((0.8, 0.50))
    assert h.tr55_ia_over_p(1.0, 4.0) == pytest.approx((0.25, 0.25))


def test_tr55_unit_peak_and_peak_discharge_vectors() -> None:
    # log10 qu = 2.5 - 0.5 log10 Tc: Tc 1 h gives 10^2.5 = 316.23; Tc 10 h gives 10^2 = 100
    assert h.tr55_unit_peak_csm_in(1.0, 2.5, -0.5, 0.0) == pytest.approx(10**2.5)
    assert h.tr55_unit_peak_csm_in(10.0, 2.5, -0.5, 0.0) == pytest.approx(100.0)
    # C2 term: Tc 10 h, C2 0.1: log10 qu = 2.5 - 0.5 + 0.1 = 2.1
    assert h.tr55_unit_peak_csm_in(10.0, 2.5, -0.5, 0.1) == pytest.approx(10**2.1)
    # qp = qu Am Q Fp = 100 x 0.1 sq mi x 2 in x 0.87 = 17.4 cfs
    assert h.tr55_peak_discharge_cfs(100.0, 0.1, 2.0, 0.87) == pytest.approx(17.4)
    assert h.tr55_peak_discharge_cfs(100.0, h.ACRE_SQFT * 640 / h.SQMI_SQFT, 1.0) == 100.0
    with pytest.raises(ValueError, match="tc_hr"):
        h.tr55_unit_peak_csm_in(0.0, 2.5, -0.5, 0.0)
    with pytest.raises(ValueError, match="pond_factor"):
        h.tr55_peak_discharge_cfs(100.0, 0.1, 2.0, 1.5)


@given(
    rain=st.floats(0, 20, allow_nan=False),
    cn=st.floats(30, 100, allow_nan=False),
    more=st.floats(0, 5, allow_nan=False),
)
def test_scs_runoff_grows_with_rain_and_curve_number_and_stays_below_rain(
    rain: float, cn: float, more: float
) -> None:
    q = h.scs_runoff_in(rain, cn)[2]
    assert 0 <= q <= rain + 1e-9
    assert h.scs_runoff_in(rain + more, cn)[2] >= q - 1e-9
    assert h.scs_runoff_in(rain, min(cn + more, 100))[2] >= q - 1e-9
