"""Capture curves, derived once per (record content, drawdown, engine version) (issue 41).

A capture curve (the fraction of a record's runoff a basin of a given storage depth over its
runoff-producing area captures, ``simulation.capture_curve``) depends only on the hourly record
and the basin's drawdown: not on the site, its areas or its coefficients. The core therefore
derives it once per record *content* (the record's sha256), drawdown and ``ENGINE_VERSION``,
and hands it to a tool through the evaluation context (``Context.capture_curve``); plugins
hold no cache of their own.

A ``CaptureCurve`` knows the depths it has simulated. Asked for depths it does not know, it
simulates only those (all basins of one run advance elementwise, so a depth's fraction is the
same float whether it is simulated alone or beside others) and keeps them. A tool that
searches the curve asks the same depths for the same record every time, so after the first
evaluation it simulates nothing.

Where the curves live: in this process (``_CURVES``, keyed as above), and in a project file
beside the record it keeps (table ``capture_curve``, schema 4): opening a project loads the
curves of its kept records (``load``), saving writes them (``rows``), so reopening a project
does not simulate again. A changed record has another sha256, and a changed engine another
``ENGINE_VERSION``: either finds no curve and simulates.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

#: Bump when ``simulation.capture_curve`` would give other fractions for the same record and
#: drawdown: curves kept under another version are not used (and are simulated anew).
ENGINE_VERSION = "1"

# (record sha256, drawdown in hours, engine version) -> {storage depth (in): captured fraction}
_CURVES: dict[tuple[str, float, str], dict[float, float]] = {}
#: How many depths this process has simulated (tests read it: a reopened project adds none).
simulated_depths = 0


class CaptureCurve:
    """The capture curve of one record's content and one drawdown (see the module)."""

    def __init__(self, sha256: str, drawdown_hr: float, rain: Any) -> None:
        self.sha256 = sha256
        self.drawdown_hr = float(drawdown_hr)
        self._rain = rain
        self._points = _CURVES.setdefault((sha256, self.drawdown_hr, ENGINE_VERSION), {})

    def fractions(self, depths_in: Sequence[float]) -> list[float]:
        """The captured fraction of runoff for basins of these storage depths (in) over the
        runoff-producing area (C A = 1 sq ft, V = s / 12 cu ft: the same for every coefficient
        and area, since inflow and basin both scale with C A)."""
        global simulated_depths
        wanted = [float(d) for d in depths_in]
        new = sorted({d for d in wanted if d not in self._points})
        if new:
            from workbench.core import simulation  # numpy: only when something is simulated

            computed = simulation.capture_curve(
                self._rain, 1.0, 1.0, [d / 12.0 for d in new], self.drawdown_hr
            ).tolist()
            self._points.update(zip(new, computed, strict=True))
            simulated_depths += len(new)
        return [self._points[d] for d in wanted]


def curve_for(used: Any, drawdown_hr: float) -> CaptureCurve:
    """The capture curve of the record in use ``used`` (``rainfall.use.RecordInUse``)."""
    return CaptureCurve(used.sha256, drawdown_hr, used.record.inches)


def load(rows: Iterable[tuple[str, float, str, str]]) -> None:
    """Take the curves a project file keeps (``capture_curve`` rows); rows of another engine
    version are ignored. Raises ValueError for a row that is not a curve."""
    for sha256, drawdown, engine, points_json in rows:
        if engine != ENGINE_VERSION:
            continue
        points = json.loads(points_json)
        if not isinstance(points, list) or not all(
            isinstance(p, list) and len(p) == 2 and all(isinstance(v, float) for v in p)
            for p in points
        ):
            raise ValueError("a capture curve is not a list of [depth, fraction] pairs")
        known = _CURVES.setdefault((str(sha256), float(drawdown), ENGINE_VERSION), {})
        known.update((d, f) for d, f in points)


def rows(sha256s: Iterable[str]) -> list[tuple[str, float, str, str]]:
    """The ``capture_curve`` rows of the records with these sha256s (the records a project
    keeps), in a stable order: (record sha256, drawdown, engine version, points as JSON)."""
    wanted = set(sha256s)
    return [
        (sha, drawdown, engine, json.dumps(sorted(points.items())))
        for (sha, drawdown, engine), points in sorted(_CURVES.items())
        if sha in wanted and points
    ]


def forget() -> None:
    """Drop this process's curves (tests: as a new process would start)."""
    _CURVES.clear()
