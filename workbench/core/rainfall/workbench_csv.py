"""The workbench's own hourly record: ``timestamp,inches`` (optionally ``,flag``).

Documentation followed: this module and docs/SCENARIO.md ("Rainfall records"). One row per
hour, ISO timestamps in local standard time without an offset, on the hour, naming the hour
*beginning* (``2001-01-05T13:00`` is 13:00-14:00); depths in inches >= 0; hours without a
row had no rain, so a file may list only wet hours plus its first and last hour. Optional:

* a third column ``flag`` of letters: ``M`` missing (depth empty), ``D`` deleted by the
  provider (with ``M``), ``A`` part of an accumulation period, ``T`` trace, ``Q`` kept with a
  provider's quality flag; records written by ``workbench rainfall import`` carry it;
* leading comment lines ``# key: value`` (station, sources, choices made on import).
"""

from __future__ import annotations

import csv
import io
import json
import math
from datetime import datetime
from typing import Any

import numpy as np

from workbench.core.rainfall.base import (
    FLAG_LETTERS,
    MISSING,
    Options,
    Rows,
    Series,
    bulk_columns,
    bulk_depths,
    bulk_hours,
    count_rows,
    fail,
    hour_number,
    hour_text,
    iso_hour,
    shown,
)

FORMAT = "workbench"
DOCUMENTATION = "workbench hourly record: docs/SCENARIO.md, 'Rainfall records'"
HEADERS = (("timestamp", "inches"), ("timestamp", "inches", "flag"))
_LETTER_BITS = {letter: bit for bit, letter in FLAG_LETTERS}


def matches(header: list[str]) -> bool:
    return tuple(header) in HEADERS


def comments(text: str) -> dict[str, Any]:
    """The leading ``# key: value`` lines (``sources`` as JSON) of a record's text."""
    meta: dict[str, Any] = {}
    for line in io.StringIO(text):
        if not line.startswith("#"):
            break
        key, sep, value = line[1:].partition(":")
        if not sep:
            continue
        key, value = key.strip(), value.strip()
        if key == "sources":
            try:
                meta[key] = json.loads(value)
            except ValueError:
                meta[key] = []
        else:
            meta[key] = value
    return meta


def _slow_hour(name: str, line: int, stamp: str) -> int:
    """Hour number of any ISO timestamp form, with the checks of the format."""
    try:
        when = datetime.fromisoformat(stamp)
    except ValueError:
        raise fail(name, line, f"bad timestamp {shown(stamp)}") from None
    if when.tzinfo is not None:
        raise fail(
            name,
            line,
            f"timestamp {shown(stamp)} has a UTC offset; give local standard time without one",
        )
    if when.minute or when.second or when.microsecond:
        raise fail(name, line, f"timestamp {shown(stamp)} is not on the hour")
    return hour_number(when)


def _finish(name: str, rows: Rows, station: str) -> list[Series]:
    return [
        rows.series(
            name,
            format=FORMAT,
            documentation=DOCUMENTATION,
            absent="dry",
            utc_offset=None,
            time_note="local standard time, hour beginning (workbench record)",
            unit_note="inches",
            station=station,
        )
    ]


def _fast(name: str, text: str) -> list[Series] | None:
    """The whole file in numpy passes when every row is ``YYYY-MM-DDTHH:00,depth[,]`` (a
    long record); None otherwise (the row loop reads it and names any bad line)."""
    split = bulk_columns(text)
    if split is None or tuple(split[0]) not in HEADERS:
        return None
    columns = split[1]
    if len(columns) == 3 and any(cell.strip() for cell in columns[2]):
        return None
    hours, inches = bulk_hours(columns[0]), bulk_depths(columns[1])
    if hours is None or inches is None or (np.diff(hours) <= 0).any():
        return None
    count_rows(name, hours.size)
    series = _finish(name, Rows(), str(comments(text).get("station", "")))
    series[0].hours, series[0].inches = hours, inches
    series[0].flags = np.zeros(hours.size, dtype=np.uint8)
    return series


def parse(name: str, text: str, options: Options) -> list[Series]:
    """The record as one series (local standard time, inches)."""
    if not text.strip():
        raise fail(name, None, "empty file (expected header 'timestamp,inches')")
    meta = comments(text)
    rows = Rows(station_name=str(meta.get("station_name", "")))
    reader = csv.reader(io.StringIO(text))
    header: tuple[str, ...] | None = None
    width = 2
    fast = _fast(name, text)
    if fast is not None:
        return fast
    add = rows.add
    days: dict[str, int] = {}
    for row in reader:
        line = reader.line_num
        if not row or (len(row) == 1 and not row[0].strip()):
            continue
        if header is None:
            if row[0].startswith("#"):
                continue
            header = tuple(cell.strip().lower() for cell in row)
            if header not in HEADERS:
                raise fail(
                    name,
                    line,
                    "header must be 'timestamp,inches' or 'timestamp,inches,flag' "
                    f"(got {shown(','.join(row))})",
                )
            width = len(header)
            continue
        if len(row) != width:
            raise fail(name, line, f"expected {width} columns, got {len(row)}")
        stamp = row[0].strip()
        try:
            hour = iso_hour(stamp, days)
        except ValueError:
            hour = None
        if hour is None:
            hour = _slow_hour(name, line, stamp)
        bits = 0
        if width == 3:
            for letter in row[2].strip().upper():
                bit = _LETTER_BITS.get(letter)
                if bit is None:
                    raise fail(name, line, f"unknown flag {shown(letter)} (use M, D, A, T, Q)")
                bits |= bit
        value = row[1].strip()
        if bits & MISSING:
            if value:
                raise fail(name, line, "a missing hour (flag M) must have an empty depth")
            inches = 0.0
        else:
            try:
                inches = float(value)
            except ValueError:
                raise fail(name, line, f"bad depth {shown(value)} (not a number)") from None
            if not math.isfinite(inches) or inches < 0:
                raise fail(name, line, f"depth {shown(value)} must be a finite number >= 0")
        add(hour, inches, bits, line)
    if header is None:
        raise fail(name, None, "empty file (expected header 'timestamp,inches')")
    if not rows.hours:
        raise fail(name, None, "no data rows")
    count_rows(name, len(rows.hours))
    return _finish(name, rows, str(meta.get("station", "")))


def _number(value: float) -> str:
    text = f"{value:.6f}".rstrip("0").rstrip(".")
    return text or "0"


def to_text(
    start: int,
    inches: np.ndarray,
    flags: np.ndarray,
    meta: dict[str, Any],
) -> str:
    """A record as workbench CSV: comment lines, then the first and last hour, every wet
    hour and every flagged hour (other hours are dry)."""
    out = io.StringIO()
    for key, value in meta.items():
        text = json.dumps(value, ensure_ascii=True) if key == "sources" else str(value)
        out.write(f"# {key}: {' '.join(text.split())}\n")
    out.write("timestamp,inches,flag\n")
    keep = (inches > 0) | (flags != 0)
    keep[0] = keep[-1] = True
    letters: dict[int, str] = {}
    for i in np.flatnonzero(keep).tolist():
        bits = int(flags[i])
        flag = letters.get(bits)
        if flag is None:
            flag = letters[bits] = "".join(letter for bit, letter in FLAG_LETTERS if bits & bit)
        depth = "" if bits & MISSING else _number(float(inches[i]))
        out.write(f"{hour_text(start + i)},{depth},{flag}\n")
    return out.getvalue()
