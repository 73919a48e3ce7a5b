"""California Irrigation Management Information System (CIMIS) hourly CSV report.

Documentation followed: CIMIS station reports, "CSV with headers" hourly export, and the
CIMIS data quality control flag descriptions (cimis.water.ca.gov, "Data Overview - Quality
Control"):

* columns ``Stn Id``, ``Stn Name``, ``CIMIS Region``, ``Date`` (M/D/YYYY), ``Hour (PST)``
  (0100 to 2400, the hour ending), ``Jul``, then each sensor followed by its ``qc`` column;
  precipitation is ``Precip (in)`` or ``Precip (mm)`` as the report's unit was chosen;
* times are Pacific Standard Time all year (UTC-8): CIMIS stations are in California, whose
  local standard time that is; stored as the hour beginning one hour earlier;
* a ``qc`` flag ``M`` (or an empty, ``--`` or ``*`` value) is missing data; any other flag
  (e.g. ``Y`` moderately or ``R`` far out of historical limits) is kept and counted as
  flagged.
"""

from __future__ import annotations

import csv
import io
from datetime import datetime

from workbench.core.rainfall.base import (
    MISSING,
    QUALITY,
    UNITS,
    Options,
    Rows,
    Series,
    count_rows,
    depth,
    fail,
    header_row,
    hour_number,
    shown,
)

FORMAT = "cimis_hourly"
DOCUMENTATION = "CIMIS hourly station report, CSV with headers; CIMIS quality control flags"
PST = -8.0


def _precip_column(header: list[str]) -> tuple[int, str] | None:
    for i, cell in enumerate(header):
        if cell.startswith("precip"):
            if "(in)" in cell:
                return i, "in"
            if "(mm)" in cell:
                return i, "mm"
    return None


def matches(header: list[str]) -> bool:
    return "stn id" in header and "date" in header and any(c.startswith("hour") for c in header)


def parse(name: str, text: str, options: Options) -> list[Series]:
    reader = csv.reader(io.StringIO(text))
    header = header_row(name, reader)
    col = {cell: i for i, cell in enumerate(header)}
    found = _precip_column(header)
    if found is None:
        if any(c.startswith("precip") for c in header):
            raise fail(
                name, 1, "unit cannot be determined: the Precip column names no (in) or (mm)"
            )
        raise fail(name, 1, "this CIMIS report has no Precip column")
    i_value, unit = found
    if options.units not in (None, unit):
        raise fail(
            name, 1, f"the Precip column is in {unit}; --units {options.units} contradicts it"
        )
    i_qc = i_value + 1 if i_value + 1 < len(header) and header[i_value + 1] == "qc" else None
    i_hour = next(i for i, c in enumerate(header) if c.startswith("hour"))
    i_date, i_station, i_name = col["date"], col["stn id"], col.get("stn name")
    scale = UNITS[unit]
    stations: dict[str, Rows] = {}
    count = 0
    for row in reader:
        line = reader.line_num
        if not row or (len(row) == 1 and not row[0].strip()):
            continue
        count += 1
        if len(row) < len(header):
            raise fail(name, line, f"expected {len(header)} columns, got {len(row)}")
        station = row[i_station].strip()
        rows = stations.get(station)
        if rows is None:
            rows = stations[station] = Rows(
                station_name=row[i_name].strip() if i_name is not None else ""
            )
        day_text, hour_text = row[i_date].strip(), row[i_hour].strip()
        try:
            day = (
                datetime.strptime(day_text, "%m/%d/%Y")
                if "/" in day_text
                else datetime.fromisoformat(day_text)
            )
            hhmm = int(hour_text)
        except ValueError:
            raise fail(name, line, f"bad Date/Hour {shown(day_text)} {shown(hour_text)}") from None
        if hhmm % 100 or not 100 <= hhmm <= 2400:
            raise fail(name, line, f"Hour {shown(hour_text)} is not 0100 to 2400 on the hour")
        hour = hour_number(day) + hhmm // 100 - 1
        cell = row[i_value].strip()
        qc = row[i_qc].strip() if i_qc is not None else ""
        if qc == "M" or cell in ("", "--", "*"):
            rows.add(hour, 0.0, MISSING, line)
            continue
        rows.add(hour, depth(name, line, cell, scale), QUALITY if qc else 0, line)
    count_rows(name, count)
    if not stations:
        raise fail(name, None, "no data rows")
    return [
        rows.series(
            name,
            format=FORMAT,
            documentation=DOCUMENTATION,
            absent="missing",
            utc_offset=PST,
            time_note="Pacific Standard Time (CIMIS 'Hour (PST)', hour ending)",
            unit_note=f"{'inches' if unit == 'in' else 'millimetres'} (Precip ({unit}))",
            station=station,
            default_lst=PST,
        )
        for station, rows in stations.items()
    ]
