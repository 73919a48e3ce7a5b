"""California Irrigation Management Information System (CIMIS) hourly CSV report.

Documentation followed: CIMIS station reports, "CSV with headers" hourly export, and the
CIMIS data quality control flag descriptions (cimis.water.ca.gov, "Data Overview - Quality
Control"):

* columns ``Stn Id``, ``Stn Name``, ``CIMIS Region``, ``Date`` (M/D/YYYY), ``Hour (PST)``
  (0100 to 2400, the hour ending), ``Jul``, then each sensor followed by its ``qc`` column;
  precipitation is ``Precip (in)`` or ``Precip (mm)`` as the report's unit was chosen;
* times are Pacific Standard Time all year (UTC-8): CIMIS stations are in California, whose
  local standard time that is; stored as the hour beginning one hour earlier;
* the ``qc`` flags are read by ``FLAGS`` below, each labelled with its source: a severe flag
  (the value has no meaning, is missing, or its sensor was out of service) or "not collected
  by this station" makes the hour missing; an informative flag keeps the value and counts the
  hour as quality-flagged; the report lists every flag seen, with its meaning and source.

Sources and what they confirm (searched with the project's search tool; the project's
reference /work/shared/reference/design_rainfall.md says nothing about CIMIS):

* ``CIMIS_FORMER``: CIMIS's own page "Former Flag Summary" (cimis.water.ca.gov/cimis/
  dataQcFormer.jsp) states the flags of data before 1995: severe I, N/A, S; informative H,
  N/C, Q, R, Y. Stated in source.
* ``CIMIR``: the current flags (severe I, M, S; informative A, E, T, H, J, K, L, N, P, Q, R,
  Y) come from the cimir R package's ``cimis_flags()`` (CRAN, version 0.4-1), which restates
  CIMIS's "Data Overview - Quality Control" page; that CIMIS page itself was not retrieved.
  Secondary.
* The order "value, then its qc column" is that of a real hourly export (the test data's
  ``cimis_hourly_80_fresno_state.csv``: "... Jul,ETo (in),qc,Precip (in),qc,Sol Rad
  (Ly/day),qc ...", CRLF lines, ending with a line of spaces, which is skipped).
* Unconfirmed: ``--`` and ``*`` as empty values (kept from the first import, no document
  found), and any flag not in these tables (kept, counted as quality-flagged, and reported
  as unconfirmed).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from datetime import datetime

from workbench.core.rainfall.base import (
    MISSING,
    QUALITY,
    UNITS,
    Options,
    Rows,
    Series,
    count_rows,
    data_rows,
    depth,
    fail,
    header_row,
    hour_number,
    shown,
    station_rows,
)

CIMIS_FORMER = (
    "CIMIS, Former Flag Summary (cimis.water.ca.gov/cimis/dataQcFormer.jsp), data before 1995: "
    "stated in source"
)
CIMIR = (
    "cimir R package, cimis_flags() (CRAN 0.4-1), restating CIMIS 'Data Overview - Quality "
    "Control': secondary, the CIMIS page itself not retrieved"
)
UNCONFIRMED = "not in the CIMIS flag tables found: unconfirmed"


@dataclass(frozen=True)
class Flag:
    """A CIMIS qc flag: what it means, whether the hour's value is used, and the source."""

    meaning: str
    missing: bool  # True: the hour has no usable value (severe, or not collected)
    source: str


#: CIMIS qc flags (letters as the qc column writes them). Severe flags and "not collected"
#: make the hour missing; informative ones keep the value, counted as quality-flagged.
FLAGS: dict[str, Flag] = {
    "I": Flag("severe: data value has no meaning/ignore", True, f"{CIMIR}; {CIMIS_FORMER}"),
    "M": Flag("severe: missing", True, CIMIR),
    "S": Flag(
        "severe: sensor is not in service or data is out of sensor threshold",
        True,
        f"{CIMIR}; {CIMIS_FORMER}",
    ),
    "N/A": Flag("severe: data value is not available (before 1995)", True, CIMIS_FORMER),
    "N": Flag("data value is not collected by this station", True, CIMIR),
    "N/C": Flag("data value is not collected by this station (before 1995)", True, CIMIS_FORMER),
    "A": Flag("informative: historical average (an estimate, not measured)", False, CIMIR),
    "E": Flag(
        "informative: historical average of one of the sensors used to calculate a parameter",
        False,
        CIMIR,
    ),
    "T": Flag(
        "informative: historical average of one of the sensors used to calculate a parameter",
        False,
        CIMIR,
    ),
    "H": Flag(
        "informative: a daily value flagged because its hourly data are flagged (a daily flag "
        "in an hourly report)",
        False,
        f"{CIMIR}; {CIMIS_FORMER}",
    ),
    "J": Flag("informative: a monthly flag (some daily data missing)", False, CIMIR),
    "K": Flag("informative: a monthly flag (daily data flagged)", False, CIMIR),
    "L": Flag("informative: a monthly flag (daily data missing and flagged)", False, CIMIR),
    "P": Flag("informative: quality test pending", False, CIMIR),
    "Q": Flag(
        "informative: all quality control could not be performed because a comparison sensor "
        "is severe",
        False,
        f"{CIMIR}; {CIMIS_FORMER}",
    ),
    "R": Flag(
        "informative: data are far out of historical limits", False, f"{CIMIR}; {CIMIS_FORMER}"
    ),
    "Y": Flag(
        "informative: data are moderately out of historical limits",
        False,
        f"{CIMIR}; {CIMIS_FORMER}",
    ),
}


def flag_note(code: str, hours: int) -> str:
    """The report's line for a flag seen on ``hours`` hours."""
    flag = FLAGS.get(code)
    if flag is None:
        return (
            f"CIMIS qc flag {code!r} on {hours} hour(s): {UNCONFIRMED}; the values were kept "
            "and counted as quality-flagged"
        )
    use = "counted as missing" if flag.missing else "kept, counted as quality-flagged"
    return f"CIMIS qc flag {code} on {hours} hour(s): {flag.meaning}; {use} (source: {flag.source})"


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
            name,
            1,
            f"the Precip column is in {unit}; the units given ({options.units}) contradict it",
            field="units",
        )
    i_qc = i_value + 1 if i_value + 1 < len(header) and header[i_value + 1] == "qc" else None
    i_hour = next(i for i, c in enumerate(header) if c.startswith("hour"))
    i_date, i_station, i_name = col["date"], col["stn id"], col.get("stn name")
    scale = UNITS[unit]
    stations: dict[str, Rows] = {}
    seen: dict[str, dict[str, int]] = {}  # station -> qc flag -> hours
    count = 0
    for line, row in data_rows(name, reader, header):
        count += 1
        station, rows = station_rows(stations, row, i_station, i_name)
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
        qc = row[i_qc].strip().upper() if i_qc is not None else ""
        if qc:
            flags_seen = seen.setdefault(station, {})
            flags_seen[qc] = flags_seen.get(qc, 0) + 1
        flag = FLAGS.get(qc)
        if (flag is not None and flag.missing) or cell in ("", "--", "*"):
            rows.add(hour, 0.0, MISSING, line)
            continue
        rows.add(hour, depth(name, line, cell, scale), QUALITY if qc else 0, line)
    count_rows(name, count)
    if not stations:
        raise fail(name, None, "no data rows")
    series = [
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
    for item in series:
        item.notes = [flag_note(code, n) for code, n in sorted(seen.get(item.station, {}).items())]
    return series
