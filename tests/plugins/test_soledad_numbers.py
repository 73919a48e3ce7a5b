"""Soledad number text: the fast fixed-point path of ``num`` prints exactly what rounding and
printing the float prints (``num_reference``), for every places the plugin uses."""

from __future__ import annotations

import math

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from plugins.soledad.common import num, num_reference, num_round, sqft, sqft_param


def _fresh(value: float, places: int) -> str:
    text, rounded = num_round(value, places)  # the combined path: both halves by their definitions
    assert text == num(value, places)
    assert rounded == round(value, places) or (rounded != rounded and value != value)
    assert type(rounded) is type(round(value, places))
    assert math.copysign(1.0, rounded) == math.copysign(1.0, round(value, places))
    return num(value, places)


@settings(max_examples=3000, deadline=None)
@given(value=st.floats(allow_nan=False, allow_infinity=False), places=st.sampled_from([1, 2, 3, 4]))
@example(value=-0.0, places=3)
@example(value=-0.0004, places=3)
@example(value=0.00005, places=4)
@example(value=2.675, places=2)
@example(value=0.125, places=2)
@example(value=1234.5, places=1)
@example(value=99999999999.99998, places=4)
@example(value=1e11, places=4)
@example(value=123456789012.34, places=3)
def test_num_matches_reference(value, places):
    assert _fresh(value, places) == num_reference(value, places)


@settings(max_examples=2000, deadline=None)
@given(
    cents=st.integers(min_value=-(10**13), max_value=10**13),
    scale=st.sampled_from([1, 10, 100, 1000, 10000]),
    places=st.sampled_from([1, 2, 3, 4]),
)
def test_num_matches_reference_on_decimal_values(cents, scale, places):
    """Values that are short decimals (halfway cases included) round the same way."""
    value = cents / scale
    assert _fresh(value, places) == num_reference(value, places)
    assert _fresh(value + 0.5 / 10**places, places) == num_reference(
        value + 0.5 / 10**places, places
    )


@pytest.mark.parametrize("value", [0, 1, 12_000, True, 43_560, 2.5, 1e20, -3])
def test_num_other_types_use_the_definition(value):
    assert _fresh(value, 3) == num_reference(value, 3)
    assert _fresh(float(value), 3) == num_reference(float(value), 3)


def test_num_examples():
    assert num(0.8921) == "0.892"
    assert num(713.6) == "713.6"
    assert num(12000.0) == "12,000"
    assert sqft(43560.0) == "43,560 sq ft"
    assert sqft_param(2500.0) == sqft(2500.0) == "2,500 sq ft"
    assert num_round(1487.84, 1) == ("1,487.8", 1487.8)
    assert num_round(469.04, 1) == ("469", 469.0)
    assert num(-0.0001) == "0"
    assert math.isfinite(float(num(1234.56789, 4).replace(",", "")))
