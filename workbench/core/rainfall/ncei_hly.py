"""NCEI "U.S. Hourly Precipitation Data" CSV from Climate Data Online (dataset PRECIP_HLY).

Documentation followed: NCEI, "PRECIP_HLY documentation"
(https://www.ncei.noaa.gov/pub/data/cdo/documentation/PRECIP_HLY_documentation.pdf, as
restated by rnoaa's ``units-precip_hly.R``) and the DSI-3240 flag definitions (TD-3240
documentation, Hammer and Steurer 2000):

* columns STATION, STATION_NAME, ELEVATION, LATITUDE, LONGITUDE, DATE, HPCP,
  Measurement Flag, Quality Flag (only DATE and HPCP are required here);
* DATE ``yyyymmdd hh:mm``, local standard time; HPCP is the precipitation "for the hour
  ending at the time specified for DATE" -- stored here as the hour beginning one hour
  earlier;
* HPCP "in hundredths of inches or tenths of millimeters depending on user's specification
  of standard or metric units" -- the file does not say which, so the units are required
  (``Options.units``); 99999 means missing; "Hours with no precipitation are not shown" (an
  hour not listed is dry);
* Measurement Flag (the documentation's Table 2, each meaning checked against its text as
  restated in rnoaa's vignette "NOAA NCDC dataset attributes", section PRECIP_HLY, fl_m):
  ``a`` begin accumulation (value 99999) and ``A`` end accumulation (the total; 99999 at a
  month's last hour: the accumulation continues into the next month); ``,`` (before 1984) an
  accumulation in progress from the previous month (99999): read as the start of the
  accumulation when the file holds no ``a`` for it; an accumulation never ended is missing;
  ``{``/``}`` begin/end of a **deleted** period ("The original data were received, but were
  unreadable or clearly recognized as noise"); ``[``/``]`` begin/end of a **missing** period
  ("the data were not received"); both inclusive, 99999; ``E`` evaporation may have occurred
  ("Data may or may not be reliable", 1984-1993): the value is kept and the hour counted as
  quality-flagged; ``g`` day 1, hour 0100, zero; ``T`` trace (value 0); ``M`` missing;
* Quality Flag (Table 3: ``Z`` melting frozen precipitation, ``R`` failed a quality control
  test, ``Q`` an extreme or single erroneous value that is present, ``q`` the hour excludes
  15-minute periods): the value is kept and the hour counted as quality-flagged. The record
  report lists each flag seen with its meaning.
"""

from __future__ import annotations

import csv
import io
from collections import defaultdict
from datetime import datetime

from workbench.core.rainfall.base import (
    DELETED,
    MISSING,
    QUALITY,
    TRACE,
    UNIT_NAMES,
    UNITS,
    Options,
    Rows,
    Series,
    count_rows,
    data_rows,
    fail,
    header_row,
    hour_number,
    shown,
    station_rows,
)

FORMAT = "ncei_precip_hly"
DOCUMENTATION = (
    "NCEI PRECIP_HLY documentation (cdo/documentation/PRECIP_HLY_documentation.pdf) "
    "and TD-3240 flag definitions"
)
#: raw (hundredths of an inch or tenths of a mm), and as CDO writes them in inches (999.99)
#: or millimetres (25399.75; "inches/999.99 (standard) or millimeters/25399.75 (metric)", as
#: the earth-analytics PRECIP_HLY lessons note the downloads differ from the documentation)
_MISSING_VALUES = (99999.0, 999.99, 9999.9, 25399.75)
#: An hourly depth above this (not an accumulation) means the unit was chosen wrongly: the
#: world's greatest 60-minute rainfall is 305 mm (12 in), Holt, Missouri, 22 June 1947
#: (WMO Archive of Weather and Climate Extremes, wmo.asu.edu). A unit check, not a rule.
MAX_HOURLY_IN = 15.0


def matches(header: list[str]) -> bool:
    return "hpcp" in header and "date" in header


def _when(name: str, line: int, text: str) -> int:
    """Hour number of the hour *beginning* for a DATE naming the hour ending."""
    t = text.strip()
    try:
        day = datetime.strptime(t[:8], "%Y%m%d")
        hh, mm = t[8:].strip().split(":")
        hours, minutes = int(hh), int(mm)
    except ValueError:
        raise fail(name, line, f"bad DATE {shown(t)} (expected yyyymmdd hh:mm)") from None
    if not 0 <= hours <= 24 or minutes:
        raise fail(name, line, f"DATE {shown(t)} is not on the hour")
    return hour_number(day) + hours - 1


def parse(name: str, text: str, options: Options) -> list[Series]:
    reader = csv.reader(io.StringIO(text))
    header = header_row(name, reader)
    col = {cell: i for i, cell in enumerate(header)}
    i_date, i_value = col["date"], col["hpcp"]
    i_station, i_name = col.get("station"), col.get("station_name")
    i_mflag, i_qflag = col.get("measurement flag"), col.get("quality flag")
    if options.units is None:
        raise fail(
            name,
            None,
            "unit cannot be determined: a PRECIP_HLY file does not say whether HPCP is in "
            "hundredths of inches or tenths of millimetres (chosen when ordering); give the "
            "units: hundredths_in or tenths_mm (or in / mm for values already scaled)",
            field="units",
        )
    scale = UNITS[options.units]
    whole = options.units in ("hundredths_in", "tenths_mm")
    stations: dict[str, Rows] = {}
    seen: dict[str, dict[str, int]] = defaultdict(dict)  # station -> measurement flag -> rows
    open_periods: dict[tuple[str, str], int] = {}  # (station, kind) -> first hour
    count = 0
    for line, row in data_rows(name, reader, header):
        count += 1
        station, rows = station_rows(stations, row, i_station, i_name)
        hour = _when(name, line, row[i_date])
        mflag = row[i_mflag].strip() if i_mflag is not None else ""
        qflag = row[i_qflag].strip() if i_qflag is not None else ""
        cell = row[i_value].strip()
        try:
            raw = float(cell)
        except ValueError:
            raise fail(name, line, f"bad HPCP {shown(cell)} (not a number)") from None
        missing = raw in _MISSING_VALUES
        if not missing and not (0 <= raw < float("inf")):  # NaN, inf, 1e400 (review C2)
            raise fail(name, line, f"HPCP {shown(cell)} must be a number >= 0")
        if not missing and whole and raw != int(raw):
            raise fail(
                name,
                line,
                f"HPCP {shown(cell)} is not a whole number of {UNIT_NAMES[options.units]}: "
                "check the units given",
                field="units",
            )
        inches = 0.0 if missing else raw * scale
        if mflag:
            seen[station][mflag] = seen[station].get(mflag, 0) + 1
        if mflag in ("[", "{"):
            open_periods[(station, mflag)] = hour
            rows.add(hour, 0.0, MISSING | (DELETED if mflag == "{" else 0), line)
        elif mflag in ("]", "}"):
            start = open_periods.pop((station, "[" if mflag == "]" else "{"), hour)
            bits = MISSING | (DELETED if mflag == "}" else 0)
            rows.ranges.append((start, hour, bits))
            rows.add(hour, 0.0, bits, line)
        elif mflag == "a":
            open_periods[(station, "a")] = hour
            rows.add(hour, 0.0, MISSING, line)  # replaced by the accumulation period
        elif mflag == "," or (mflag == "A" and missing):
            # an accumulation goes on (A with 99999 at a month's last hour: into the next month)
            open_periods.setdefault((station, "a"), hour)
            rows.add(hour, 0.0, MISSING, line)
        elif mflag == "A":
            start = open_periods.pop((station, "a"), hour)
            rows.accumulations.append((start, hour, inches))
            rows.add(hour, 0.0, 0, line)
        elif missing or mflag == "M":
            rows.add(hour, 0.0, MISSING, line)
        else:
            if inches > MAX_HOURLY_IN:
                raise fail(
                    name,
                    line,
                    f"HPCP {shown(cell)} is {inches:.1f} in in one hour, more than any "
                    f"recorded hourly rainfall: check the units given ({options.units})",
                    field="units",
                )
            bits = (TRACE if mflag == "T" else 0) | (QUALITY if qflag or mflag == "E" else 0)
            rows.add(hour, inches, bits, line)
    count_rows(name, count)
    if not stations:
        raise fail(name, None, "no data rows")
    result = []
    for station, rows in stations.items():
        for (st, kind), start in open_periods.items():
            if st == station:  # a period begun and never ended: missing to the file's end
                bits = MISSING | (DELETED if kind == "{" else 0)
                rows.ranges.append((start, rows.hours[-1], bits))
        series = rows.series(
            name,
            format=FORMAT,
            documentation=DOCUMENTATION,
            absent="dry",
            utc_offset=None,
            time_note="local standard time (PRECIP_HLY DATE, hour ending, stored as the "
            "hour beginning)",
            unit_note=f"HPCP in {UNIT_NAMES[options.units]} (units given: {options.units})",
            station=station,
        )
        series.notes = [flag_note(flag, n) for flag, n in sorted(seen[station].items())]
        result.append(series)
    return result


#: Measurement flags as the PRECIP_HLY documentation defines them (see the module docstring)
FLAG_MEANINGS = {
    "a": "begin accumulation",
    "A": "end accumulation (the total)",
    ",": "accumulation in progress from the previous month (before 1984)",
    "{": "begin deleted period: data received but unreadable or noise",
    "}": "end deleted period: data received but unreadable or noise",
    "[": "begin missing period: data not received",
    "]": "end missing period: data not received",
    "E": "evaporation may have occurred (1984-1993); value kept, counted as quality-flagged",
    "g": "day 1, hour 0100, zero precipitation",
    "T": "trace (counted as 0)",
    "M": "missing",
}


def flag_note(flag: str, rows: int) -> str:
    """The record report's line for a measurement flag seen on ``rows`` rows."""
    meaning = FLAG_MEANINGS.get(
        flag, "not in the PRECIP_HLY documentation; the row was read by its value"
    )
    return f"PRECIP_HLY measurement flag {flag!r} on {rows} row(s): {meaning}"
