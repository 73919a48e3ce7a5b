"""What every rainfall format module shares: the error, the parsed series, units and times.

A format module turns the text of one file into a ``Series``: the hours it lists (each the
hour *beginning*, as integer hours since 1970-01-01T00 in the file's own time basis), the
depth of each in inches (0 where missing), a flag mask per hour, the missing or deleted
periods and the accumulation periods it reports. ``record.join`` puts series on one hourly
grid in local standard time.
"""

from __future__ import annotations

import csv
import math
import os
import stat
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

import numpy as np

# Flag bits of an hour (a record's ``flags`` array, uint8)
MISSING = 1  # no value: missing, deleted, or failed quality control and excluded
ACCUMULATED = 2  # part of an accumulation period (its total spread or kept at the end)
TRACE = 4  # a trace: less than the gauge resolves, counted as 0
QUALITY = 8  # carries a quality flag; the value is kept (see each format)
DELETED = 16  # with MISSING: deleted by the data provider's quality control

FLAG_LETTERS = ((MISSING, "M"), (DELETED, "D"), (ACCUMULATED, "A"), (TRACE, "T"), (QUALITY, "Q"))

MM_PER_INCH = 25.4
#: Files larger than this are refused before reading (a 50-year hourly download is 4 MB as
#: HPD v2, about 15 MB as IEM).
MAX_FILE_BYTES = 256 * 1024 * 1024
# A field as long as a whole file is read (and then refused as a bad value naming its line),
# not an internal error from csv's default limit of 131,072 characters (review C3).
csv.field_size_limit(MAX_FILE_BYTES)
#: Data rows per file at most (100 years of hourly rows is 876,600).
MAX_ROWS = 2_000_000
#: Longest record, first to last hour (NOAA's hourly records begin in the 1940s).
MAX_YEARS = 250
MAX_SPAN_HOURS = MAX_YEARS * 8766

UNITS = {
    "in": 1.0,
    "mm": 1.0 / MM_PER_INCH,
    "hundredths_in": 0.01,
    "tenths_mm": 0.1 / MM_PER_INCH,
}
UNIT_NAMES = {
    "in": "inches",
    "mm": "millimetres",
    "hundredths_in": "hundredths of an inch",
    "tenths_mm": "tenths of a millimetre",
}

_EPOCH = datetime(1970, 1, 1)
HOUR = timedelta(hours=1)
FIRST_HOUR = (datetime(1, 1, 1) - _EPOCH) // HOUR  # the hours a record may hold
LAST_HOUR = (datetime(9999, 12, 31, 23) - _EPOCH) // HOUR


class RecordError(ValueError):
    """A rainfall file that cannot be imported; the message is one line naming the file,
    the line (when there is one) and the problem, in the user's terms.

    ``field`` names the input at fault when it is one of the user's choices rather than the
    file: an ``Options`` attribute (``"units"``, ``"source_tz"``, ``"lst_offset"``,
    ``"accumulation"``, ``"overlap"``, ``"station"``) or a parameter of
    ``workbench.core.rainfall.files``
    (``"out"``, ``"name"``, ``"min_years"``, ``"min_completeness"``); a caller such as the
    command line maps it to its own wording (an option name). None: the file itself.
    """

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


def fail(name: str, line: int | None, problem: str, *, field: str | None = None) -> RecordError:
    where = f"{name}: line {line}: " if line else f"{name}: "
    return RecordError(where + problem, field=field)


def shown(value: str, limit: int = 40) -> str:
    """A cell quoted in an error message: ASCII only, short."""
    text = value if len(value) <= limit else value[:limit] + "..."
    return ascii(text)


ACCUMULATIONS = ("spread", "single")
OVERLAPS = ("refuse", "first")


@dataclass(frozen=True)
class Options:
    """The user's choices for an import (all stated in the record report); a choice out of
    range is a RecordError naming it (``field``: the attribute)."""

    units: str | None = None  # a key of UNITS; needed where the file does not say
    accumulation: str = "spread"  # "spread" over its hours, or "single" (total at its end)
    overlap: str = "refuse"  # joining: "refuse" overlapping hours, or "first" file wins
    source_tz: str | None = None  # time zone of the file's times where the file does not say
    lst_offset: float | None = None  # the station's local standard time, hours from UTC
    station: str | None = None  # take only this station of each file (its STATION/station id)

    def __post_init__(self) -> None:
        if self.units is not None and self.units not in UNITS:
            raise RecordError(
                f"the units must be one of {', '.join(UNITS)} (got {shown(str(self.units))})",
                field="units",
            )
        if self.accumulation not in ACCUMULATIONS:
            raise RecordError(
                f"accumulated totals are spread or single (got {shown(str(self.accumulation))})",
                field="accumulation",
            )
        if self.overlap not in OVERLAPS:
            raise RecordError(
                f"overlapping hours are refuse or first (got {shown(str(self.overlap))})",
                field="overlap",
            )
        if self.station is not None and not (
            isinstance(self.station, str) and 0 < len(self.station.strip()) <= 64
        ):
            raise RecordError(
                f"a station is named by its identifier, 1 to 64 characters (got "
                f"{shown(str(self.station))})",
                field="station",
            )
        lst = self.lst_offset
        if lst is not None and not (isinstance(lst, int | float) and -12 <= lst <= 14):
            raise RecordError(
                "the station's local standard time must be between -12 and +14 hours from UTC "
                f"(got {shown(str(lst))})",
                field="lst_offset",
            )


@dataclass
class Series:
    """One file's hours in its own time basis (see the module docstring)."""

    name: str  # the file's name as given
    format: str  # a key of detect.FORMATS
    documentation: str  # which documentation the parser follows
    hours: np.ndarray  # int64 hours since 1970-01-01T00, hour beginning, strictly increasing
    inches: np.ndarray  # float64, 0 where missing
    flags: np.ndarray  # uint8 flag bits
    absent: str  # what an hour the file does not list means: "dry" or "missing"
    utc_offset: float | None  # hours from UTC of the file's times; None: local standard time
    time_note: str  # how the file's times were read, in words
    unit_note: str  # the unit the file's values were in, in words
    station: str = ""
    station_name: str = ""
    default_lst: float | None = None  # the local standard time the format implies, if any
    ranges: list[tuple[int, int, int]] = field(default_factory=list)  # first, last, flag bits
    accumulations: list[tuple[int, int, float]] = field(default_factory=list)  # first, last, in
    notes: list[str] = field(default_factory=list)


def read_text(path: str | os.PathLike[str]) -> str:
    """The text of a regular file, size checked before reading.

    FIFOs, devices, folders and /proc-like files are refused with one line that quotes
    nothing from them; so are files over MAX_FILE_BYTES and files that are not text.
    """
    name = str(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        before = os.stat(name)
    except FileNotFoundError:
        raise fail(name, None, "file not found") from None
    except OSError as error:
        raise fail(name, None, f"cannot be read ({error.strerror or error})") from None
    if not stat.S_ISREG(before.st_mode):
        raise fail(name, None, "is not a regular file (a folder, device, FIFO or socket)")
    try:
        fd = os.open(name, flags)
    except OSError as error:
        raise fail(name, None, f"cannot be read ({error.strerror or error})") from None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise fail(name, None, "is not a regular file (a folder, device, FIFO or socket)")
        if st.st_size > MAX_FILE_BYTES:
            raise fail(
                name,
                None,
                f"is {st.st_size:,} bytes; rainfall files are limited to {MAX_FILE_BYTES:,} bytes",
            )
        if st.st_size == 0 and Path(name).resolve().is_relative_to("/proc"):
            raise fail(name, None, "is not a regular file (a /proc entry)")
        with os.fdopen(os.dup(fd), "rb") as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise fail(name, None, f"cannot be read ({error.strerror or error})") from None
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        raise fail(name, None, f"grew past {MAX_FILE_BYTES:,} bytes while being read")
    if b"\x00" in data:
        raise fail(name, None, "is not a text (CSV) file")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        # CIMIS exports can carry a degree sign in Windows-1252; nothing else decodes here
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            raise fail(name, None, "is not a text (CSV) file") from None


def hour_number(when: datetime) -> int:
    """Integer hours since 1970-01-01T00 of a naive datetime on the hour."""
    return (when - _EPOCH) // HOUR


def hour_text(hour: int | np.integer) -> str:
    """``YYYY-MM-DDTHH:00`` of an hour number."""
    return (_EPOCH + timedelta(hours=int(hour))).isoformat(timespec="minutes")


def check_increasing(series_name: str, hours: list[int], lines: list[int]) -> None:
    """Refuse a date that goes backwards (or repeats), or an hour outside the years 1 to
    9999, naming its line."""
    if not hours:
        return
    array = np.asarray(hours, dtype=np.int64)
    outside = np.flatnonzero((array < FIRST_HOUR) | (array > LAST_HOUR))
    if outside.size:
        raise fail(series_name, lines[int(outside[0])], "the hour is outside the years 1 to 9999")
    if len(hours) < 2:
        return
    steps = np.diff(array)
    bad = np.flatnonzero(steps <= 0)
    if bad.size:
        i = int(bad[0]) + 1
        problem = "repeats an hour" if steps[i - 1] == 0 else "goes backwards"
        raise fail(
            series_name,
            lines[i],
            f"date {hour_text(hours[i])} {problem}: it is not after the previous row "
            f"({hour_text(hours[i - 1])})",
        )


def depth(name: str, line: int, text: str, scale: float) -> float:
    """A depth cell times ``scale`` (inches per unit); refuses text, negatives and infinities."""
    try:
        value = float(text)
    except ValueError:
        raise fail(name, line, f"bad depth {shown(text)} (not a number)") from None
    if not math.isfinite(value) or value < 0:
        raise fail(name, line, f"depth {shown(text)} must be a finite number >= 0")
    return value * scale


def parse_offset(text: str) -> float | None:
    """``UTC``, ``UTC+5``, ``UTC-08:00`` -> hours east of UTC; None if not of that form."""
    t = text.strip().upper()
    if t in ("UTC", "GMT", "Z", "ETC/UTC"):
        return 0.0
    if not (t.startswith("UTC") and len(t) > 4 and t[3] in "+-"):
        return None
    sign = -1.0 if t[3] == "-" else 1.0
    body = t[4:]
    hours, _, minutes = body.partition(":")
    try:
        h, m = int(hours), int(minutes or 0)
    except ValueError:
        return None
    if not (0 <= h <= 14 and 0 <= m < 60):
        return None
    return sign * (h + m / 60.0)


def iana_to_utc(spec: str) -> Callable[[datetime], datetime] | None:
    """For an IANA zone name (``America/Los_Angeles``): a function (local wall time, fold)
    -> naive UTC; None when ``spec`` is not one. A wall time repeated when daylight saving
    time ends is its first occurrence with ``fold=0`` (the default), its second with
    ``fold=1``."""
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    if "/" not in spec:
        return None
    try:
        zone = ZoneInfo(spec)
    except (ZoneInfoNotFoundError, ValueError, OSError):
        return None

    def to_utc(when: datetime, fold: int = 0) -> datetime:
        return when.replace(tzinfo=zone, fold=fold).astimezone(UTC).replace(tzinfo=None)

    return to_utc


@dataclass
class Rows:
    """The rows of one station while a file is parsed (hour beginning, in the file's basis)."""

    hours: list[int] = field(default_factory=list)
    inches: list[float] = field(default_factory=list)
    flags: list[int] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)
    ranges: list[tuple[int, int, int]] = field(default_factory=list)
    accumulations: list[tuple[int, int, float]] = field(default_factory=list)
    station_name: str = ""

    def add(self, hour: int, inches: float, flags: int, line: int) -> None:
        self.hours.append(hour)
        self.inches.append(inches)
        self.flags.append(flags)
        self.lines.append(line)

    def series(self, name: str, **kwargs: object) -> Series:
        """The finished series; refuses a date that goes backwards or repeats."""
        check_increasing(name, self.hours, self.lines)
        return Series(
            name=name,
            hours=np.asarray(self.hours, dtype=np.int64),
            inches=np.asarray(self.inches, dtype=np.float64),
            flags=np.asarray(self.flags, dtype=np.uint8),
            ranges=self.ranges,
            accumulations=self.accumulations,
            station_name=kwargs.pop("station_name", self.station_name),  # type: ignore[arg-type]
            **kwargs,  # type: ignore[arg-type]
        )


def count_rows(name: str, count: int) -> None:
    """Refuse a file with more than MAX_ROWS data rows, naming the limit."""
    if count > MAX_ROWS:
        raise fail(name, None, f"has more than {MAX_ROWS:,} data rows (the limit of one file)")


def data_rows(name: str, reader: Any, header: Sequence[str]) -> Iterator[tuple[int, list[str]]]:
    """The data rows a ``csv.reader`` gives after the header, with their line numbers: blank
    lines skipped, a row with fewer columns than the header refused."""
    for row in reader:
        if not row or (len(row) == 1 and not row[0].strip()):
            continue
        if len(row) < len(header):
            raise fail(name, reader.line_num, f"expected {len(header)} columns, got {len(row)}")
        yield reader.line_num, row


def station_rows(
    stations: dict[str, Rows], row: list[str], i_station: int | None, i_name: int | None
) -> tuple[str, Rows]:
    """The row's station (column ``i_station``; one unnamed station without it) and its rows,
    started with its name (column ``i_name``) the first time the station is seen."""
    station = row[i_station].strip() if i_station is not None else ""
    if station not in stations:
        name = row[i_name].strip() if i_name is not None else ""
        stations[station] = Rows(station_name=name)
    return station, stations[station]


def header_row(name: str, reader: Iterator[list[str]]) -> list[str]:
    """The first row that is not blank or a ``#`` comment, lower-cased and stripped."""
    for row in reader:
        if not row or all(not cell.strip() for cell in row) or row[0].startswith("#"):
            continue
        return [cell.strip().lower() for cell in row]
    raise fail(name, None, "empty file (no header)")


_ORDINAL_1970 = date(1970, 1, 1).toordinal()


def iso_hour(text: str, days: dict[str, int]) -> int | None:
    """Hour number of ``YYYY-MM-DD[T ]HH:00[:00]`` (the common case, fast; ``days`` caches
    each date's hour number); None for any other form (the caller parses it fully).
    Raises ValueError for an impossible date."""
    if len(text) not in (16, 19) or text[10] not in "T " or text[13:16] != ":00":
        return None
    if len(text) == 19 and text[16:] != ":00":
        return None
    hh = text[11:13]
    if not hh.isdigit() or int(hh) > 23:
        return None
    day = days.get(text[:10])
    if day is None:
        day = days[text[:10]] = (date.fromisoformat(text[:10]).toordinal() - _ORDINAL_1970) * 24
    return day + int(hh)


_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12]  # positions of digits in YYYY-MM-DDTHH:00


def bulk_hours(stamps: Sequence[str]) -> np.ndarray | None:
    """Hour numbers of ``YYYY-MM-DD[T ]HH:00`` stamps in numpy passes over their bytes (large
    files); None when any stamp has another form or is an impossible date (the caller's row
    loop then names the line)."""
    n = len(stamps)
    joined = "".join(stamps)
    if n == 0 or len(joined) != 16 * n or not joined.isascii():
        return None
    c = np.frombuffer(joined.encode("ascii"), dtype=np.uint8).reshape(n, 16)
    digits = c[:, _DIGITS].astype(np.int64) - 48
    sep = c[:, 10]
    if not (
        (digits >= 0).all()
        and (digits <= 9).all()
        and (c[:, [4, 7, 13, 14, 15]] == [45, 45, 58, 48, 48]).all()  # - - : 0 0
        and ((sep == 84) | (sep == 32)).all()  # T or space
    ):
        return None
    year = digits[:, 0] * 1000 + digits[:, 1] * 100 + digits[:, 2] * 10 + digits[:, 3]
    month = digits[:, 4] * 10 + digits[:, 5]
    day = digits[:, 6] * 10 + digits[:, 7]
    hour = digits[:, 8] * 10 + digits[:, 9]
    if not ((month >= 1) & (month <= 12) & (day >= 1) & (hour <= 23)).all():
        return None
    months = (year - 1970) * 12 + month - 1
    first = months.astype("datetime64[M]").astype("datetime64[D]").astype(np.int64)
    following = (months + 1).astype("datetime64[M]").astype("datetime64[D]").astype(np.int64)
    days = first + day - 1
    if (days >= following).any():  # 31 April, 29 February of a common year
        return None
    hours: np.ndarray = days * 24 + hour
    return hours


def bulk_depths(cells: Sequence[str], scale: float = 1.0) -> np.ndarray | None:
    """Depths (times ``scale``) of many cells; None when any cell is not a finite number
    >= 0 (the caller's row loop then names the line)."""
    try:
        values = np.fromiter(map(float, cells), dtype=np.float64, count=len(cells))
    except ValueError:
        return None
    if not (np.isfinite(values).all() and (values >= 0).all()):
        return None
    return values * scale


def bulk_columns(text: str, min_rows: int = 1000) -> tuple[list[str], list[list[str]]] | None:
    """(lower-cased header, columns of cells) of a plain CSV (no quotes, no blank or comment
    lines after the header, every row as wide as the header) with at least ``min_rows`` data
    rows, split in C-speed string operations; None otherwise (the caller's row loop reads
    such a file and names any bad line)."""
    lines = text.splitlines()
    first = 0
    while first < len(lines) and (not lines[first].strip() or lines[first].startswith("#")):
        first += 1
    body = lines[first + 1 :]
    while body and not body[-1]:
        body.pop()
    if len(body) < min_rows or "" in body:
        return None
    header = [cell.strip().lower() for cell in lines[first].split(",")]
    width = len(header)
    joined = ",".join(body)
    cells = joined.split(",")
    if '"' in joined or len(cells) != width * len(body):
        return None
    return header, [cells[i::width] for i in range(width)]
