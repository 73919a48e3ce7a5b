"""NCEI Cooperative Observer Program Hourly Precipitation Data, version 2 (COOP HPD v2).

Documentation followed: NCEI, "README FILE FOR HOURLY PRECIPITATION DATA (HPD) NETWORK
Version 2.0", section IV "FORMAT OF HPD .csv DATA FILES"
(https://www.ncei.noaa.gov/data/coop-hourly-precipitation/v2/doc/readme.csv.txt):

* one line per station-day: station, latitude, longitude, elevation, the date (one DATE
  column ``YYYY-MM-DD`` as the station files ship it, or Year, Month, Day columns as the
  readme lists them), then for each hour HRnnVal, HRnnMF, HRnnQF, HRnnS1, HRnnS2, then the
  DlySum columns;
* HR00Val is "the precipitation total during the time of day 00:00-01:00"; values are
  hundredths of an inch; missing = -9999. Times are the station's local standard time (the
  station inventory gives its UTC_Offset);
* measurement flags: ``a`` begins an accumulation period (value -9999), ``.`` is an hour
  within it (-9999), ``A`` ends it with the total; ``T`` trace; ``g`` and ``Z`` mark zeros;
* files from NCEI's data access service carry ``STATION, DATE, HR00Val .. HR23Val`` only,
  quoted, without the flag columns (seen in real downloads; the test data's README names
  them): an hour whose flag columns are absent has no flag, as an empty flag cell; the
  values and -9999 mean what the readme says;
* quality flags: ``A`` the value is an accumulation total (with measurement flag ``A``);
  ``M`` missing and ``D`` deleted; any other letter (X, N, Y, K, G, O, Z, Q, q, R) means the
  value failed a quality check. Those are excluded as NCEI's own DlySum excludes them (the
  hour is missing, counted as flagged).
"""

from __future__ import annotations

import csv
import io
from datetime import date

from workbench.core.rainfall.base import (
    DELETED,
    MISSING,
    QUALITY,
    TRACE,
    Options,
    Rows,
    Series,
    count_rows,
    data_rows,
    fail,
    header_row,
    shown,
    station_rows,
)

FORMAT = "ncei_hpd_v2"
DOCUMENTATION = "NCEI COOP HPD v2 readme.csv.txt, section IV (coop-hourly-precipitation/v2)"
_EPOCH_DAY = date(1970, 1, 1)


def matches(header: list[str]) -> bool:
    return "hr00val" in header and "hr23val" in header


def _day(name: str, line: int, row: list[str], col: dict[str, int]) -> int:
    """Hour number of 00:00 of the row's day."""
    try:
        if "date" in col:
            text = row[col["date"]].strip()
            day = date.fromisoformat(text[:10])
        else:
            day = date(int(row[col["year"]]), int(row[col["month"]]), int(row[col["day"]]))
    except (ValueError, KeyError):
        text = row[col["date"]] if "date" in col else "Year/Month/Day"
        raise fail(name, line, f"bad date {shown(text)}") from None
    return (day - _EPOCH_DAY).days * 24


def parse(name: str, text: str, options: Options) -> list[Series]:
    if options.units not in (None, "hundredths_in"):
        raise fail(
            name,
            None,
            f"HPD v2 values are hundredths of an inch (readme.csv.txt); the units given "
            f"({options.units}) contradict the file's format",
            field="units",
        )
    reader = csv.reader(io.StringIO(text))
    header = header_row(name, reader)
    col = {cell: i for i, cell in enumerate(header)}
    if "date" not in col and not {"year", "month", "day"} <= col.keys():
        raise fail(name, 1, "an HPD v2 header needs DATE or Year, Month, Day")
    i_station = col.get("station", col.get("stnid"))
    i_name = col.get("name")
    missing_hours = [f"HR{h:02d}Val" for h in range(24) if f"hr{h:02d}val" not in col]
    if missing_hours:
        raise fail(
            name,
            1,
            f"an HPD v2 header needs HR00Val to HR23Val; {', '.join(missing_hours[:3])} "
            "missing: download the station's file again with every hour",
        )
    # the flag columns are optional (NCEI's access service writes the values only)
    columns = [
        (col[f"hr{h:02d}val"], col.get(f"hr{h:02d}mf"), col.get(f"hr{h:02d}qf")) for h in range(24)
    ]
    stations: dict[str, Rows] = {}
    open_start: dict[str, int] = {}
    count = 0
    for line, row in data_rows(name, reader, header):
        count += 1
        station, rows = station_rows(stations, row, i_station, i_name)
        first = _day(name, line, row, col)
        add = rows.add
        for h, (iv, im, iq) in enumerate(columns):
            hour = first + h
            cell = row[iv].strip()
            mflag = row[im].strip() if im is not None else ""
            qflag = row[iq].strip() if iq is not None else ""
            try:
                raw = int(cell)
            except ValueError:
                try:
                    raw = int(float(cell))
                except (ValueError, OverflowError):  # also 'inf', '1e400' (review C2)
                    raise fail(
                        name, line, f"bad HR{h:02d}Val {shown(cell)} (not a number)"
                    ) from None
            if mflag == "a":
                open_start[station] = hour
                add(hour, 0.0, MISSING, line)  # replaced by the accumulation period
            elif mflag == ".":
                add(hour, 0.0, MISSING, line)
            elif mflag == "A" or qflag == "A":
                if raw < 0:
                    raise fail(name, line, f"HR{h:02d}: an accumulation end has no total")
                start = open_start.pop(station, hour)
                rows.accumulations.append((start, hour, raw * 0.01))
                add(hour, 0.0, 0, line)
            elif raw == -9999 or qflag in ("M", "D"):
                add(hour, 0.0, MISSING | (DELETED if qflag == "D" else 0), line)
            elif qflag:
                add(hour, 0.0, MISSING | QUALITY, line)  # failed QC: excluded like DlySum
            elif raw < 0:
                raise fail(name, line, f"HR{h:02d}Val {shown(cell)} must be >= 0 or -9999")
            else:
                add(hour, raw * 0.01, TRACE if mflag == "T" else 0, line)
    count_rows(name, count * 24)
    if not stations:
        raise fail(name, None, "no data rows")
    return [
        rows.series(
            name,
            format=FORMAT,
            documentation=DOCUMENTATION,
            absent="missing",
            utc_offset=None,
            time_note="local standard time (HPD v2: HRnn is nn:00 to nn+1:00)",
            unit_note="hundredths of an inch (HPD v2)",
            station=station,
        )
        for station, rows in stations.items()
    ]
