"""Detection, joining, and the hourly record the workbench simulates.

``import_files(paths, options)`` reads each file, detects its format from its header line,
parses it, puts every station's series on one hourly grid in local standard time (hour
beginning) and joins them:

* overlaps: ``options.overlap == "refuse"`` (the default) refuses two series that both
  have a value for the same hour, naming both files and the first such hour; ``"first"``
  keeps the value of the file given first and fills only the hours it lacks from the later
  ones. The rule is stated in the record;
* accumulation periods: ``"spread"`` divides the total evenly over the period's hours;
  ``"single"`` keeps the total as one value at the period's last hour (zeros before). Either
  way the hours are flagged ``A`` and counted in the report;
* missing hours are kept as flagged hours (``M``); the simulation treats them as dry and the
  report says how many there are.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from workbench.core.rainfall import cimis, hpd_v2, iem, iem_asos, ncei_hly, workbench_csv
from workbench.core.rainfall.base import (
    ACCUMULATED,
    FIRST_HOUR,
    LAST_HOUR,
    MAX_SPAN_HOURS,
    MAX_YEARS,
    MISSING,
    Options,
    RecordError,
    Series,
    fail,
    hour_text,
    read_text,
    shown,
)

#: format key -> module (``matches(header)``, ``parse(name, text, options)``), detection order
FORMATS = {
    workbench_csv.FORMAT: workbench_csv,
    ncei_hly.FORMAT: ncei_hly,
    hpd_v2.FORMAT: hpd_v2,
    iem.FORMAT: iem,
    cimis.FORMAT: cimis,
}
FORMAT_TITLES = {
    workbench_csv.FORMAT: "workbench 'timestamp,inches'",
    ncei_hly.FORMAT: "NCEI PRECIP_HLY CSV",
    hpd_v2.FORMAT: "NCEI COOP HPD v2",
    iem.FORMAT: "IEM hourly precipitation",
    cimis.FORMAT: "CIMIS hourly CSV",
}


@dataclass
class Record:
    """An hourly record on a full grid: hour ``start + i`` (local standard time, hour
    beginning, hours since 1970-01-01T00) had ``inches[i]``, with flag bits ``flags[i]``."""

    start: int
    inches: np.ndarray
    flags: np.ndarray
    station: str = ""
    station_name: str = ""
    sources: list[dict[str, Any]] = field(default_factory=list)
    accumulation: str = "spread"
    overlap: str = "refuse"
    time_basis: str = "local standard time, hour beginning"

    @property
    def hours(self) -> np.ndarray:
        """Every hour of the record as ``datetime64[h]``."""
        first = np.datetime64(self.start, "h")
        return first + np.arange(self.inches.size, dtype=np.int64).astype("timedelta64[h]")

    def meta(self) -> dict[str, Any]:
        return {
            "record": "workbench hourly rainfall record (inches)",
            "time": self.time_basis,
            "station": self.station,
            "station_name": self.station_name,
            "accumulation": self.accumulation,
            "overlap": self.overlap,
            "sources": self.sources,
        }

    def to_text(self) -> str:
        """The record as workbench CSV (see ``workbench_csv``)."""
        return workbench_csv.to_text(self.start, self.inches, self.flags, self.meta())


def detect(name: str, text: str) -> str:
    """The format key of a file's text, from its first line that is not blank or a comment."""
    titles = ", ".join(FORMAT_TITLES.values())
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        header = [cell.strip().strip('"').lower() for cell in line.split(",")]
        for key, module in FORMATS.items():
            if module.matches(header):
                return key
        tabbed = [cell.strip().lower() for cell in line.split("\t")]
        if iem_asos.matches(header) or iem_asos.matches(tabbed):  # IEM writes either
            raise iem_asos.refusal(name, number)
        raise fail(
            name,
            number,
            f"header is in none of the rainfall formats the workbench reads ({titles})",
        )
    raise fail(name, None, "empty file (expected a header, e.g. 'timestamp,inches')")


def read_series(path: str | Path, options: Options) -> tuple[list[Series], str]:
    """The series of one file and the sha256 of its bytes' text."""
    name = str(path)
    text = read_text(path)
    key = detect(name, text)
    series = FORMATS[key].parse(name, text, options)
    return series, hashlib.sha256(text.encode("utf-8")).hexdigest()


def _to_lst(series: Series, options: Options) -> tuple[Series, str]:
    """The series shifted to local standard time, and the words that say how."""
    if series.utc_offset is None:
        return series, series.time_note
    lst = options.lst_offset if options.lst_offset is not None else series.default_lst
    if lst is None:
        raise fail(
            series.name,
            None,
            f"its times are {series.time_note}; give the station's local standard time in "
            "hours from UTC (e.g. -8 in California) to convert them",
            field="lst_offset",
        )
    shift = lst - series.utc_offset
    if shift != int(shift):
        raise fail(
            series.name, None, f"a shift of {shift:g} h to local standard time is not whole hours"
        )
    shift = int(shift)
    if shift:
        series.hours = series.hours + shift
        series.ranges = [(a + shift, b + shift, bits) for a, b, bits in series.ranges]
        series.accumulations = [(a + shift, b + shift, t) for a, b, t in series.accumulations]
    note = f"{series.time_note}; shifted {shift:+d} h to local standard time UTC{lst:+g}"
    return series, note


def _span(series: Series) -> tuple[int, int]:
    firsts = [int(series.hours[0])] + [a for a, _b, _x in series.ranges + series.accumulations]
    lasts = [int(series.hours[-1])] + [b for _a, b, _x in series.ranges + series.accumulations]
    return min(firsts), max(lasts)


def _grid(series: Series, first: int, size: int, accumulation: str) -> tuple[np.ndarray, ...]:
    """(inches, flags) of a series on the grid ``first .. first + size - 1``; hours outside
    the series' own span are MISSING."""
    inches = np.zeros(size, dtype=np.float64)
    flags = np.full(size, MISSING, dtype=np.uint8)
    lo, hi = _span(series)
    if series.absent == "dry":
        flags[lo - first : hi - first + 1] = 0
    idx = series.hours - first
    inches[idx] = series.inches
    flags[idx] = series.flags
    for a, b, bits in series.ranges:
        flags[a - first : b - first + 1] |= bits
        inches[a - first : b - first + 1] = 0.0
    for a, b, total in series.accumulations:
        sl = slice(a - first, b - first + 1)
        flags[sl] = ACCUMULATED
        if accumulation == "spread":
            inches[sl] = total / (b - a + 1)
        else:
            inches[sl] = 0.0
            inches[b - first] = total
    inches[(flags & MISSING) != 0] = 0.0
    return inches, flags


def join(items: list[tuple[Series, str]], options: Options) -> Record:
    """One record from series (with their input sha256), by the rules of the module."""
    shifted = []
    for series, digest in items:
        moved, note = _to_lst(series, options)
        shifted.append((moved, digest, note))
    spans = [_span(s) for s, _d, _n in shifted]
    for (lo, hi), (series, _d, _n) in zip(spans, shifted, strict=True):
        if lo < FIRST_HOUR or hi > LAST_HOUR:
            raise fail(
                series.name, None, "in local standard time it runs outside the years 1 to 9999"
            )
    first = min(a for a, _b in spans)
    size = max(b for _a, b in spans) - first + 1
    if size > MAX_SPAN_HOURS:
        names = ", ".join(dict.fromkeys(Path(s.name).name for s, _d, _n in shifted))
        raise RecordError(
            f"{names}: the record would run from {hour_text(first)} to "
            f"{hour_text(first + size - 1)}; a record spans at most {MAX_YEARS} years"
        )
    inches = np.zeros(size, dtype=np.float64)
    flags = np.full(size, MISSING, dtype=np.uint8)
    present = np.zeros(size, dtype=bool)
    owner = np.full(size, -1, dtype=np.int64)
    sources = []
    for k, (series, digest, note) in enumerate(shifted):
        s_inches, s_flags = _grid(series, first, size, options.accumulation)
        s_present = (s_flags & MISSING) == 0
        both = present & s_present
        if both.any():
            i = int(np.flatnonzero(both)[0])
            if options.overlap == "refuse":
                other = shifted[int(owner[i])][0]
                raise fail(
                    series.name,
                    None,
                    f"{_station(series)}overlaps {other.name}{_station(other, ' ')}at "
                    f"{hour_text(first + i)} "
                    f"(local standard time): both have a value for that hour; import them "
                    "separately or let the file given first win the overlapping hours",
                    field="overlap",
                )
        take = s_present & ~present
        fill = ~present & ~s_present & (flags == MISSING)
        inches[take] = s_inches[take]
        flags[take] = s_flags[take]
        flags[fill] = s_flags[fill] | MISSING
        owner[take] = k
        present |= s_present
        lo, hi = _span(series)
        sources.append(
            {
                "file": Path(series.name).name,
                "sha256": digest,
                "format": series.format,
                "documentation": series.documentation,
                "station": series.station,
                "station_name": series.station_name,
                "first_hour": hour_text(lo),
                "last_hour": hour_text(hi),
                "time": note,
                "unit": series.unit_note,
                "hours_used": int(take.sum()),
                "notes": list(series.notes),
            }
        )
    stations = list(dict.fromkeys(s.station for s, _d, _n in shifted if s.station))
    station_names = list(dict.fromkeys(s.station_name for s, _d, _n in shifted if s.station_name))
    return Record(
        start=first,
        inches=inches,
        flags=flags,
        station="; ".join(stations),
        station_name="; ".join(station_names),
        sources=sources,
        accumulation=options.accumulation,
        overlap=options.overlap,
    )


def _station(series: Series, before: str = "") -> str:
    return f"{before}(station {series.station}) " if series.station else before


def import_files(paths: Sequence[str | Path], options: Options | None = None) -> Record:
    """Read, detect, parse and join rainfall files (see the module docstring).

    Raises RecordError (one line naming the file, the line and the problem).
    """
    options = options or Options()
    if not paths:
        raise RecordError("give at least one rainfall file")
    items: list[tuple[Series, str]] = []
    for path in paths:
        series_list, digest = read_series(path, options)
        if options.station is not None:
            series_list = _pick_station(str(path), series_list, options.station)
        items.extend((series, digest) for series in series_list)
    return join(items, options)


def _pick_station(name: str, series_list: list[Series], wanted: str) -> list[Series]:
    """The series of station ``wanted`` (its identifier as the file writes it, case and
    surrounding spaces aside); a file without it is refused, naming the stations it holds."""
    key = wanted.strip().casefold()
    picked = [s for s in series_list if s.station.strip().casefold() == key]
    if not picked:
        held = [s.station for s in series_list if s.station]
        listed = ", ".join(held[:10]) + (f" and {len(held) - 10} more" if len(held) > 10 else "")
        raise fail(
            name,
            None,
            f"holds no station {shown(wanted)} ("
            + (f"its stations: {listed}" if held else "its rows name no station")
            + "); give one of its stations",
            field="station",
        )
    return picked


def load_record(path: str | Path) -> Record:
    """A workbench record file (as written by ``Record.to_text``) with its flags and sources."""
    return record_from_text(str(path), read_text(path))


def record_from_text(name: str, text: str) -> Record:
    """A record from the text of a workbench record file (``name`` is named in errors)."""
    if detect(name, text) != workbench_csv.FORMAT:
        raise fail(name, None, "is not a workbench record ('timestamp,inches'); import it first")
    meta = workbench_csv.comments(text)
    (series,) = workbench_csv.parse(name, text, Options())
    record = join([(series, hashlib.sha256(text.encode("utf-8")).hexdigest())], Options())
    sources = meta.get("sources")
    if isinstance(sources, list) and sources:
        record.sources = sources
    record.station = str(meta.get("station", record.station))
    record.station_name = str(meta.get("station_name", record.station_name))
    record.accumulation = str(meta.get("accumulation", "not stated"))
    record.overlap = str(meta.get("overlap", "not stated"))
    return record
