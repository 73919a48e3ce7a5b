"""Continuous simulation of a storage BMP over an hourly rainfall record (CASQA unit basin).

Model, per hour of the record (hours are consecutive; a missing hour is a dry hour):

1. runoff = C x rain/12 x A (cu ft) arrives;
2. it fills the basin's free space; whatever exceeds the free space bypasses untreated;
3. the basin then drains for the rest of the hour at V / drawdown_hr (cu ft per hour), so a
   full basin empties in ``drawdown_hr`` hours.

The captured (treated) fraction is (total runoff - bypass) / total runoff. Dry hours only
drain, so a run of ``g`` dry hours is one step (free space grows by g x rate, up to V) and the
work is proportional to the number of wet hours; all basin sizes advance together as a numpy
vector.

numpy is imported by the functions that compute, not with the module: every plugin imports
this module through ``workbench.api``, and a command that simulates nothing (most evaluations)
does not pay numpy's import (issue 41 item 2).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np

    from workbench.core.rainfall.use import RecordInUse

__all__ = [
    "SimulationCancelled",
    "capture_curve",
    "read_hourly_record",
    "scenario_record",
    "synthetic_record",
    "volume_for_capture",
]

_CHECK_EVERY = 2048  # wet hours between progress/cancel callbacks


class SimulationCancelled(Exception):
    """Raised by ``capture_curve`` when its ``cancel`` callback returns True."""


def read_hourly_record(path: str | os.PathLike[str]) -> tuple[np.ndarray, np.ndarray]:
    """Read a workbench hourly rainfall record: header ``timestamp,inches`` (or
    ``timestamp,inches,flag`` as ``workbench rainfall import`` writes it), one row per hour.

    Timestamps are ISO local standard time on the hour (``2001-01-05T13:00``), strictly
    increasing; depths are inches in that hour (>= 0). Hours without a row had no rain, so a
    file may list only wet hours plus its first and last hour to mark the period; hours
    flagged missing count as dry here (the record report counts them). Blank lines and
    leading ``#`` comment lines are skipped; only a regular file is read, its size checked
    first (``workbench.core.rainfall``). Returns ``(hours, inches)``: every consecutive hour
    from the first to the last row as ``datetime64[h]``, and the depth of each (float64). A
    bad row raises ValueError naming its line number. Other formats (NCEI, IEM, CIMIS) are
    refused: import them with ``workbench rainfall import``.
    """
    from workbench.core.rainfall import base, record, workbench_csv

    name = str(path)
    text = base.read_text(path)
    if text.strip() and record.detect(name, text) != workbench_csv.FORMAT:
        raise base.fail(
            name, None, "is not a workbench record; import it with 'workbench rainfall import'"
        )
    (series,) = workbench_csv.parse(name, text, base.Options())
    joined = record.join([(series, "")], base.Options())
    return joined.hours, joined.inches


def scenario_record(scenario: object) -> RecordInUse:
    """The hourly record a scenario uses (``rainfall.record_csv``): the copy kept in its
    project, else the file (``workbench.core.rainfall.use``). ``.record.hours`` and
    ``.record.inches`` are what ``read_hourly_record`` returns; ``.origin``, ``.path`` and
    ``.sha256`` say which record it is. Raises ValueError (one line) when none is named or
    the record cannot be used."""
    from workbench.core.rainfall.use import record_in_use

    used = record_in_use(scenario)
    if used is None:
        raise ValueError("rainfall.record_csv is not given")
    return used


def capture_curve(
    rain_in: np.ndarray,
    runoff_coefficient: float,
    area_sqft: float,
    volumes_cuft: Sequence[float],
    drawdown_hr: float,
    progress: Callable[[float], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> np.ndarray:
    """Fraction of the record's total runoff captured by a basin of each volume (see module).

    ``rain_in``: hourly depths (in), one per consecutive hour. ``progress`` receives the
    fraction done (0..1); when ``cancel`` returns True the run stops with SimulationCancelled.
    Raises ValueError for bad input or a record that makes no runoff.
    """
    import numpy as np

    rain = np.asarray(rain_in, dtype=np.float64)
    if rain.ndim != 1:
        raise ValueError("rain_in must be a 1-D array of hourly depths")
    if not np.all(np.isfinite(rain)) or np.any(rain < 0):
        raise ValueError("rain_in must hold finite depths >= 0")
    if not 0.0 <= runoff_coefficient <= 1.0:
        raise ValueError(f"runoff_coefficient must be between 0 and 1 (got {runoff_coefficient})")
    if not area_sqft > 0 or not math.isfinite(area_sqft):
        raise ValueError(f"area_sqft must be > 0 (got {area_sqft})")
    if not drawdown_hr > 0 or not math.isfinite(drawdown_hr):
        raise ValueError(f"drawdown_hr must be > 0 (got {drawdown_hr})")
    volumes = np.asarray(volumes_cuft, dtype=np.float64)
    if volumes.ndim != 1 or volumes.size == 0:
        raise ValueError("volumes_cuft must be a non-empty sequence of volumes")
    if not np.all(np.isfinite(volumes)) or np.any(volumes < 0):
        raise ValueError("volumes_cuft must be finite and >= 0")

    wet = np.flatnonzero(rain > 0)
    inflow = (runoff_coefficient * area_sqft / 12.0) * rain[wet]
    # Summed in hour order, as ``captured`` is below: a basin that takes every inflow gets
    # exactly ``total``, and since each take is <= its inflow, no fraction exceeds 1.
    total = float(np.cumsum(inflow)[-1]) if inflow.size else 0.0
    if total <= 0:
        raise ValueError("the record produces no runoff (no rain, or C or area is zero)")

    rate = volumes / drawdown_hr
    gaps = np.diff(wet, prepend=wet[0]).astype(np.float64)  # hours of draining before each
    refill = gaps[:, None] * rate[None, :]  # free space regained before each wet hour

    free = volumes.copy()
    captured = np.zeros_like(volumes)
    take = np.empty_like(volumes)
    minimum, add, subtract = np.minimum, np.add, np.subtract
    n = wet.size
    for j in range(n):
        if j % _CHECK_EVERY == 0 and j:
            if cancel is not None and cancel():
                raise SimulationCancelled("capture simulation cancelled")
            if progress is not None:
                progress(j / n)
        add(free, refill[j], out=free)
        minimum(free, volumes, out=free)
        minimum(free, inflow[j], out=take)
        add(captured, take, out=captured)
        subtract(free, take, out=free)
    if progress is not None:
        progress(1.0)
    return captured / total


def volume_for_capture(
    volumes: Sequence[float], fractions: Sequence[float], target: float = 0.80
) -> float | None:
    """Smallest volume whose capture reaches ``target``, interpolating linearly between sizes.

    ``volumes`` must be increasing; returns None when no size reaches the target.
    """
    import numpy as np

    v = np.asarray(volumes, dtype=np.float64)
    f = np.asarray(fractions, dtype=np.float64)
    if v.ndim != 1 or v.shape != f.shape or v.size == 0:
        raise ValueError("volumes and fractions must be non-empty and of equal length")
    if np.any(np.diff(v) <= 0):
        raise ValueError("volumes must be strictly increasing")
    if not 0.0 < target <= 1.0:
        raise ValueError(f"target must be in (0, 1] (got {target})")
    reached = np.flatnonzero(f >= target)
    if reached.size == 0:
        return None
    i = int(reached[0])
    if i == 0:
        return float(v[0])
    v0, v1, f0, f1 = v[i - 1], v[i], f[i - 1], f[i]
    return float(v0 + (target - f0) / (f1 - f0) * (v1 - v0))


# Storms per month of a synthetic Mediterranean (coastal California-like) climate.
_STORMS_PER_MONTH = (6.0, 6.0, 5.0, 2.5, 1.0, 0.3, 0.1, 0.1, 0.5, 1.5, 3.0, 5.0)
_MEAN_STORM_DEPTH_IN = 0.5
_MEAN_STORM_HOURS = 8.0


def synthetic_record(years: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """A deterministic synthetic hourly record from 2001-01-01 for ``years`` calendar years.

    Not a real gauge: storms arrive at random with a wet winter and dry summer (about 30
    storms and 15 in a year), last a geometric number of hours (mean about 8) and split an
    exponential depth (mean 0.5 in) over their hours; depths are rounded to 0.01 in, as a
    tipping-bucket gauge reports. Only uniform draws of numpy's PCG64 are used, so a seed
    gives the same record on every platform. Returns ``(hours, inches)`` like
    ``read_hourly_record``.
    """
    import numpy as np

    if years < 1:
        raise ValueError(f"years must be >= 1 (got {years})")
    start = np.datetime64("2001-01-01T00", "h")
    end = np.datetime64(f"{2001 + years:04d}-01-01T00", "h")
    hours = np.arange(start, end, dtype="datetime64[h]")
    months = hours.astype("datetime64[M]").astype(np.int64) % 12
    month_hours = np.array([31, 28.25, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]) * 24
    start_prob = (np.array(_STORMS_PER_MONTH) / month_hours)[months]
    rng = np.random.default_rng(seed)
    starts = np.flatnonzero(rng.random(hours.size) < start_prob)
    u = rng.random((starts.size, 2))
    durations = 1 + np.floor(-np.log1p(-u[:, 0]) * (_MEAN_STORM_HOURS - 1)).astype(np.int64)
    depths = -np.log1p(-u[:, 1]) * _MEAN_STORM_DEPTH_IN
    rain = np.zeros(hours.size + int(durations.max(initial=1)), dtype=np.float64)
    for s, d, depth in zip(starts, durations, depths, strict=True):
        weights = -np.log1p(-rng.random(int(d)))
        rain[s : s + d] += depth * weights / weights.sum()
    rain = np.round(rain[: hours.size], 2)
    return hours, rain
