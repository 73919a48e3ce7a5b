"""Iowa Environmental Mesonet (IEM) hourly precipitation download.

Documentation followed: IEM, "Hourly Precipitation Download"
(https://mesonet.agron.iastate.edu/request/hourlyprecip.phtml, "Download Fields"), the
backend documentation (/cgi-bin/request/hourlyprecip.py?help), and IEM's own code, which
settles what ``valid`` means (akrherz/iem on GitHub):

* columns ``station`` (identifier), ``network`` (e.g. CA_ASOS), ``valid`` ("Hour on which
  the precip fell"), ``precip_in`` ("Hourly Precipitation [inch]. A value of 0.0001 denotes
  a Trace"); optional ``lat``, ``lon``, ``st``;
* ``valid`` is the hour's **start**: IEM's ``scripts/summary/hourly_precip.py`` fills its
  ``hourly`` table with, for each hour ``ts``, ``max(p01i)`` of the METAR reports ``WHERE
  valid > ts and valid <= ts + 60 minutes``, stored at ``valid = ts``; the download
  (``cgi-bin/request/hourlyprecip.py``) writes that ``valid``. So 12:00 holds the rain of
  12:00-13:00 and is stored here as the hour beginning 12:00;
* the times are written as ``valid.astimezone(tz):%Y-%m-%d %H:%M`` in the zone chosen on
  the download form (the ``tz`` argument, an IANA name, America/Chicago by default); the
  file does not say which, so the zone is required (``Options.source_tz``);
* ``M`` or an empty cell is a missing value; an hour not listed is missing.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Callable
from datetime import datetime

import numpy as np

from workbench.core.rainfall.base import (
    MISSING,
    TRACE,
    Options,
    Rows,
    Series,
    bulk_columns,
    bulk_depths,
    bulk_hours,
    count_rows,
    data_rows,
    depth,
    fail,
    header_row,
    hour_number,
    iana_to_utc,
    iso_hour,
    parse_offset,
    shown,
)

FORMAT = "iem_hourly_precip"
DOCUMENTATION = "IEM hourly precipitation download fields (request/hourlyprecip.phtml)"
TRACE_VALUE = 0.0001


def matches(header: list[str]) -> bool:
    return {"station", "valid", "precip_in"} <= set(header)


def parse(name: str, text: str, options: Options) -> list[Series]:
    if options.units not in (None, "in"):
        raise fail(
            name,
            None,
            f"IEM precip_in is in inches; the units given ({options.units}) contradict it",
            field="units",
        )
    spec = options.source_tz
    if not spec:
        raise fail(
            name,
            None,
            "the time zone of IEM 'valid' times is not stated in the file (it is chosen on the "
            "download form); give the time zone of its times (UTC, UTC-08:00 or an IANA name)",
            field="source_tz",
        )
    offset = parse_offset(spec)
    to_utc = None if offset is not None else iana_to_utc(spec)
    if offset is None and to_utc is None:
        raise fail(
            name,
            None,
            f"the time zone given, {shown(spec)}, is not UTC, UTC+H[:MM] or an IANA zone",
            field="source_tz",
        )
    if to_utc is None:
        fast = _fast(name, text, offset, spec)
        if fast is not None:
            return fast
    reader = csv.reader(io.StringIO(text))
    header = header_row(name, reader)
    col = {cell: i for i, cell in enumerate(header)}
    i_station, i_valid, i_value = col["station"], col["valid"], col["precip_in"]
    i_network = col.get("network")
    stations: dict[str, Rows] = {}
    repeats: dict[str, list[str]] = {}  # station -> wall times read as their second occurrence
    count = 0
    days: dict[str, int] = {}
    for line, row in data_rows(name, reader, header):
        count += 1
        station = row[i_station].strip()
        rows = stations.get(station)
        if rows is None:
            network = row[i_network].strip() if i_network is not None else ""
            rows = stations[station] = Rows(station_name=network)
        stamp = row[i_valid].strip()
        previous = rows.hours[-1] if rows.hours else None
        hour, repeated = _hour(name, line, stamp, to_utc, days, previous, spec)
        if repeated:
            rows_repeated = repeats.setdefault(station, [])
            rows_repeated.append(stamp)
        cell = row[i_value].strip()
        if cell in ("", "M"):
            rows.add(hour, 0.0, MISSING, line)
            continue
        value = depth(name, line, cell, 1.0)
        if value == TRACE_VALUE:
            rows.add(hour, 0.0, TRACE, line)
        else:
            rows.add(hour, value, 0, line)
    count_rows(name, count)
    if not stations:
        raise fail(name, None, "no data rows")
    basis = 0.0 if to_utc is not None else offset
    result = [_series(name, rows, station, basis, spec) for station, rows in stations.items()]
    for series in result:
        series.notes += _repeat_note(repeats.get(series.station, []), spec)
    return result


def _hour(
    name: str,
    line: int,
    stamp: str,
    to_utc: Callable[..., datetime] | None,
    days: dict[str, int],
    previous: int | None,
    spec: str,
) -> tuple[int, bool]:
    """The hour number of a ``valid`` time (UTC when the zone is an IANA name), and whether
    it was read as the second occurrence of a wall time repeated when daylight saving time
    ends: IEM writes ``valid.astimezone(tz)``, so in a local zone the repeated hour appears
    twice, in time order; the second is the later (standard time) hour."""
    try:
        hour = iso_hour(stamp, days) if to_utc is None else None
    except ValueError:
        hour = None
    if hour is not None:
        return hour, False
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        raise fail(name, line, f"bad valid time {shown(stamp)}") from None
    if when.minute or when.second or when.tzinfo is not None:
        raise fail(name, line, f"valid time {shown(stamp)} is not on the hour")
    try:
        if to_utc is None:
            return hour_number(when), False
        hour = hour_number(to_utc(when))
        if previous is not None and hour <= previous:
            later = hour_number(to_utc(when, fold=1))
            if later > previous:  # the second of a repeated wall time
                return later, True
            raise fail(
                name,
                line,
                f"valid time {shown(stamp)} is not after the previous row of its station (in "
                f"{spec}, only the hour repeated when daylight saving time ends appears twice)",
            )
        return hour, False
    except OverflowError:
        raise fail(name, line, f"valid time {shown(stamp)} is out of range") from None


def _repeat_note(stamps: list[str], spec: str) -> list[str]:
    """The record report's words for wall times read as their second occurrence."""
    if not stamps:
        return []
    listed = ", ".join(stamps[:5]) + (f" and {len(stamps) - 5} more" if len(stamps) > 5 else "")
    return [
        f"{len(stamps)} hour(s) repeated when daylight saving time ends in {spec} ({listed}): "
        "each appears twice in the file, in time order; the first was read as daylight time, "
        "the second as standard time, one hour later (two different hours)"
    ]


def _series(name: str, rows: Rows, station: str, basis: float | None, spec: str) -> Series:
    return rows.series(
        name,
        format=FORMAT,
        documentation=DOCUMENTATION,
        absent="missing",
        utc_offset=basis,
        time_note=f"{spec}, the time zone given for the file ('valid' is the hour's start)",
        unit_note="inches (precip_in)",
        station=station,
    )


def _fast(name: str, text: str, offset: float | None, spec: str) -> list[Series] | None:
    """One station's long file in numpy passes; None when the row loop must read it."""
    split = bulk_columns(text)
    if split is None:
        return None
    header, columns = split
    col = {cell: i for i, cell in enumerate(header)}
    stations = set(columns[col["station"]])
    if len(stations) != 1:
        return None
    hours = bulk_hours(columns[col["valid"]])
    cells = np.asarray(columns[col["precip_in"]], dtype=str)
    missing = (cells == "M") | (cells == "")
    inches = bulk_depths(np.where(missing, "0", cells).tolist())
    if hours is None or inches is None or (np.diff(hours) <= 0).any():
        return None
    count_rows(name, hours.size)
    trace = inches == TRACE_VALUE
    inches[trace | missing] = 0.0
    network = columns[col["network"]][0] if "network" in col else ""
    series = _series(name, Rows(station_name=network), stations.pop(), offset, spec)
    series.hours, series.inches = hours, inches  # 'valid' is the hour's start
    series.flags = np.where(missing, MISSING, np.where(trace, TRACE, 0)).astype(np.uint8)
    return [series]
