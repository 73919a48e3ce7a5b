"""Continuous simulation: a hand-worked record, an hour-by-hour oracle, properties, the reader."""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.core.simulation import (
    SimulationCancelled,
    capture_curve,
    read_hourly_record,
    synthetic_record,
    volume_for_capture,
)

RAINFALL_DIR = Path(__file__).resolve().parents[2] / "resources" / "rainfall"

# C = 1 on 1,200 sq ft: 1 in of rain is 100 cu ft of runoff.
HAND_RAIN = np.array([0.5, 0.8, 0.0, 0.0, 0.3, 0.2])


def test_hand_checked_record() -> None:
    """Inflows 50, 80, 0, 0, 30, 20 cu ft (180 in all); each hour fills, then drains.

    V = 100, drawdown 10 h (drains 10/h); storage S after each hour:
      h1: S 0 + 50 = 50, no bypass; drain -> 40
      h2: free 60, inflow 80 -> 20 bypass, S 100; drain -> 90
      h3, h4: dry, drain -> 80, 70
      h5: free 30, inflow 30 -> no bypass, S 100; drain -> 90
      h6: free 10, inflow 20 -> 10 bypass
      bypass 30: captured 150 / 180 = 0.8333
    V = 50, drawdown 10 h (drains 5/h):
      h1: 50 in, S 50; -> 45.  h2: free 5, bypass 75; -> 45.  h3, h4 -> 40, 35
      h5: free 15, bypass 15; -> 45.  h6: free 5, bypass 15
      bypass 105: captured 75 / 180 = 0.4167
    """
    fractions = capture_curve(HAND_RAIN, 1.0, 1200.0, [0.0, 50.0, 100.0, 10_000.0], 10.0)
    assert fractions == pytest.approx([0.0, 75 / 180, 150 / 180, 1.0])


def test_zero_volume_captures_nothing_and_a_huge_volume_captures_everything() -> None:
    _, rain = synthetic_record(3, seed=7)
    total_cuft = 0.9 * rain.sum() / 12 * 10_000
    fractions = capture_curve(rain, 0.9, 10_000, [0.0, 10 * total_cuft], 48.0)
    assert fractions[0] == 0.0
    assert fractions[1] == pytest.approx(1.0, abs=1e-12)


def _hour_by_hour(rain, c, area, volume, drawdown) -> float:
    """Oracle: step every hour, including dry ones, tracking storage and bypass."""
    storage = bypass = total = 0.0
    for depth in rain:
        inflow = c * depth / 12 * area
        total += inflow
        storage += inflow
        if storage > volume:
            bypass += storage - volume
            storage = volume
        storage = max(0.0, storage - volume / drawdown)
    return (total - bypass) / total


wet_or_dry = st.one_of(st.just(0.0), st.just(0.0), st.floats(0.001, 2.0))
records = st.lists(wet_or_dry, min_size=1, max_size=300).filter(lambda r: sum(r) > 0)


@settings(max_examples=150, deadline=None)
@given(
    rain=records,
    volumes=st.lists(st.floats(0.0, 5000.0), min_size=1, max_size=8),
    drawdown=st.floats(1.0, 120.0),
    c=st.floats(0.05, 1.0),
)
def test_matches_an_hour_by_hour_oracle(rain, volumes, drawdown, c) -> None:
    got = capture_curve(np.array(rain), c, 2000.0, volumes, drawdown)
    expected = [_hour_by_hour(rain, c, 2000.0, v, drawdown) for v in volumes]
    assert got == pytest.approx(expected, rel=1e-9, abs=1e-9)


@settings(max_examples=150, deadline=None)
@given(
    rain=records,
    volumes=st.lists(st.floats(0.0, 5000.0), min_size=2, max_size=10),
    drawdown=st.floats(1.0, 120.0),
)
def test_capture_is_monotonic_in_volume(rain, volumes, drawdown) -> None:
    volumes = sorted(volumes)
    fractions = capture_curve(np.array(rain), 0.8, 5000.0, volumes, drawdown)
    assert np.all(np.diff(fractions) >= -1e-12)
    assert np.all((fractions >= 0) & (fractions <= 1 + 1e-12))


@settings(max_examples=100, deadline=None)
@given(
    rain=records, volume=st.floats(1.0, 5000.0), d1=st.floats(1.0, 96.0), d2=st.floats(1.0, 96.0)
)
def test_faster_drawdown_never_captures_less(rain, volume, d1, d2) -> None:
    fast, slow = sorted((d1, d2))
    a = capture_curve(np.array(rain), 1.0, 3000.0, [volume], fast)[0]
    b = capture_curve(np.array(rain), 1.0, 3000.0, [volume], slow)[0]
    assert a >= b - 1e-12


def test_progress_and_cancel() -> None:
    _, rain = synthetic_record(20, seed=3)
    seen: list[float] = []
    capture_curve(rain, 0.9, 10_000, [100.0, 200.0], 48.0, progress=seen.append)
    assert seen[-1] == 1.0
    assert len(seen) > 1
    assert seen == sorted(seen)
    with pytest.raises(SimulationCancelled):
        capture_curve(rain, 0.9, 10_000, [100.0], 48.0, cancel=lambda: True)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (([0.1, -0.1], 0.9, 100, [1.0], 48), "rain_in"),
        (([0.1, float("nan")], 0.9, 100, [1.0], 48), "rain_in"),
        (([0.1], 1.5, 100, [1.0], 48), "runoff_coefficient"),
        (([0.1], 0.9, 0, [1.0], 48), "area_sqft"),
        (([0.1], 0.9, 100, [-1.0], 48), "volumes_cuft"),
        (([0.1], 0.9, 100, [], 48), "volumes_cuft"),
        (([0.1], 0.9, 100, [1.0], 0), "drawdown_hr"),
        (([0.0, 0.0], 0.9, 100, [1.0], 48), "no runoff"),
    ],
)
def test_capture_curve_validates(args, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        capture_curve(np.array(args[0], dtype=float), *args[1:])


def test_fifty_years_of_twenty_sizes_well_under_a_second() -> None:
    _, rain = synthetic_record(50, seed=11)
    assert rain.size >= 50 * 8760
    volumes = np.linspace(0.0, 5000.0, 20)
    best = min(_timed(lambda: capture_curve(rain, 0.9, 43_560, volumes, 48.0)) for _ in range(3))
    assert best < 1.0


def _timed(fn) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


# -- sizing from the curve ------------------------------------------------------------------


def test_volume_for_capture_interpolates() -> None:
    # 0.8 lies 2/3 of the way from 0.6 (100 cu ft) to 0.9 (200 cu ft).
    assert volume_for_capture([0, 100, 200], [0.0, 0.6, 0.9]) == pytest.approx(166.6667, rel=1e-6)
    assert volume_for_capture([50, 100], [0.85, 0.9]) == 50.0
    assert volume_for_capture([0, 100], [0.0, 0.8]) == 100.0
    assert volume_for_capture([0, 100], [0.0, 0.7]) is None
    assert volume_for_capture([0, 100], [0.0, 0.5], target=0.25) == pytest.approx(50.0)


def test_volume_for_capture_validates() -> None:
    with pytest.raises(ValueError, match="equal length"):
        volume_for_capture([1, 2], [0.5])
    with pytest.raises(ValueError, match="increasing"):
        volume_for_capture([2, 1], [0.5, 0.6])
    with pytest.raises(ValueError, match="target"):
        volume_for_capture([1, 2], [0.5, 0.6], target=0)


def test_curve_and_sizing_agree_on_a_synthetic_record() -> None:
    _, rain = synthetic_record(10, seed=5)
    volumes = np.linspace(0.0, 6000.0, 31)
    fractions = capture_curve(rain, 0.9, 43_560, volumes, 48.0)
    v80 = volume_for_capture(volumes, fractions)
    assert v80 is not None
    # Simulating the interpolated size lands close to 80 % (the curve is smooth and concave).
    at_v80 = capture_curve(rain, 0.9, 43_560, [v80], 48.0)[0]
    assert at_v80 == pytest.approx(0.80, abs=0.01)


# -- the reader and the synthetic record ------------------------------------------------------


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "rain.csv"
    path.write_text(text, encoding="utf-8")
    return path


def test_reader_fills_missing_hours_with_zero(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        "timestamp,inches\n2001-01-01T00:00,0\n2001-01-01T03:00,0.25\n\n2001-01-01 05:00,0.1\n",
    )
    hours, inches = read_hourly_record(path)
    assert hours.dtype == np.dtype("datetime64[h]")
    assert list(hours.astype(str)) == [f"2001-01-01T0{h}" for h in range(6)]
    assert inches.tolist() == [0, 0, 0, 0.25, 0, 0.1]


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ("time,rain\n", "line 1: header"),
        ("timestamp,inches\n2001-01-01T00:00,0.1\n2001-01-01T01:00,-0.2\n", "line 3: depth"),
        ("timestamp,inches\n2001-01-01T02:00,0.1\n2001-01-01T01:00,0.2\n", "line 3: .*not after"),
        ("timestamp,inches\n2001-01-01T02:00,0.1\n2001-01-01T02:00,0.2\n", "line 3: .*not after"),
        ("timestamp,inches\n2001-01-01T00:30,0.1\n", "line 2: .*not on the hour"),
        ("timestamp,inches\nyesterday,0.1\n", "line 2: bad timestamp"),
        ("timestamp,inches\n2001-01-01T00:00,lots\n", "line 2: bad depth"),
        ("timestamp,inches\n2001-01-01T00:00,0.1,x\n", "line 2: expected 2 columns"),
        ("timestamp,inches\n2001-01-01T00:00+00:00,0.1\n", "line 2: .*offset"),
        ("timestamp,inches\n", "no data rows"),
        ("", "empty file"),
    ],
)
def test_reader_rejects_bad_rows_naming_the_line(tmp_path: Path, body: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        read_hourly_record(_write(tmp_path, body))


def test_shipped_synthetic_record_is_current_and_small() -> None:
    path = RAINFALL_DIR / "synthetic_hourly.csv"
    assert path.stat().st_size < 200_000
    hours, inches = read_hourly_record(path)
    expected_hours, expected_inches = synthetic_record(2, 20250101)  # make_synthetic.py
    assert hours.size == 2 * 8760  # 2001 and 2002, no leap day
    assert np.array_equal(hours, expected_hours)
    assert np.allclose(inches, expected_inches, rtol=0, atol=1e-9)
    assert 5 < inches.sum() / 2 < 40  # a plausible annual depth, inches


def test_synthetic_record_is_deterministic_and_seasonal() -> None:
    hours, a = synthetic_record(5, seed=1)
    _, b = synthetic_record(5, seed=1)
    _, c = synthetic_record(5, seed=2)
    assert np.array_equal(a, b)
    assert not np.array_equal(a, c)
    assert np.all(a >= 0)
    assert np.array_equal(np.round(a, 2), a)
    months = hours.astype("datetime64[M]").astype(int) % 12 + 1
    winter = a[np.isin(months, [12, 1, 2])].sum()
    summer = a[np.isin(months, [6, 7, 8])].sum()
    assert winter > 5 * summer
    with pytest.raises(ValueError, match="years"):
        synthetic_record(0, seed=1)
