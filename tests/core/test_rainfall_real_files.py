"""Real downloads (faithful excerpts, sources in rainfall_data/README.md): each imports, and
its annual totals, largest hour and counts of missing, deleted, accumulated and trace hours
equal a parse written here, independently of the importers."""

from __future__ import annotations

import csv
import json
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

import pytest

from workbench.core.rainfall import Options, RecordError, import_files, record_report

DATA = Path(__file__).parent / "rainfall_data"


def summary_of(record) -> dict:
    """The figures compared, from the importer's record and report."""
    report = record_report(record)
    largest = int(record.inches.argmax())
    return {
        "years": {y["year"]: y["total_in"] for y in report["per_year"]},
        "largest_in": round(float(record.inches.max()), 4),
        "largest_at": str(record.hours[largest]),
        "missing": report["missing_hours"],
        "deleted": report["deleted_hours"],
        "accumulated": report["accumulated_hours"],
        "trace": report["trace_hours"],
    }


# --------------------------------------------------------------------------- HPD v2 (access)


def hpd_access_expected(path: Path) -> dict:
    """STATION, DATE, HR00Val..HR23Val in hundredths of an inch, -9999 missing, HRnn the hour
    nn:00-nn+1:00 local standard time; a day between the first and last without a row is 24
    missing hours."""
    with path.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    values: dict[tuple[date, int], int] = {}
    for row in rows:
        day = date.fromisoformat(row["DATE"])
        for h in range(24):
            values[(day, h)] = int(row[f"HR{h:02d}Val"])
    first = min(d for d, _h in values)
    last = max(d for d, _h in values)
    years: dict[int, float] = defaultdict(float)
    missing, best, best_at = 0, -1, None
    day = first
    while day <= last:
        for h in range(24):
            v = values.get((day, h), -9999)
            years[day.year] += 0 if v < 0 else v / 100
            missing += v == -9999
            if v > best:
                best, best_at = v, f"{day.isoformat()}T{h:02d}"
        day += timedelta(days=1)
    return {
        "years": {y: round(t, 2) for y, t in years.items()},
        "largest_in": best / 100,
        "largest_at": best_at,
        "missing": missing,
        "deleted": 0,
        "accumulated": 0,
        "trace": 0,
    }


def test_hpd_v2_from_the_access_service_without_flag_columns() -> None:
    path = DATA / "hpd_v2_access_USC00045741_modesto.csv"
    record = import_files([path])
    assert summary_of(record) == hpd_access_expected(path)
    assert record.station == "USC00045741"


def test_hpd_v2_without_an_hour_column_is_refused_naming_it(tmp_path: Path) -> None:
    source = (DATA / "hpd_v2_access_USC00045741_modesto.csv").read_text().splitlines()
    cut = [",".join(c for c in line.split(",") if c != '"HR05Val"') for line in source[:1]]
    path = tmp_path / "cut.csv"
    path.write_text("\n".join(cut + source[1:3]) + "\n")
    with pytest.raises(RecordError, match=r"cut.csv: line 1: .*HR05Val missing"):
        import_files([path])


# --------------------------------------------------------------------------- PRECIP_HLY


def hly_expected(rows: list[dict], scale: float, missing_value: str) -> dict:
    """PRECIP_HLY by its documentation: DATE ends the hour (LST); an hour not listed is dry;
    `[`..`]` missing (not received), `{`..`}` deleted (received, unreadable), both
    inclusive; `a`..`A` an accumulation (spread evenly here), `T` trace; HPCP = missing
    value: missing."""
    from datetime import datetime

    def hour_of(text: str) -> datetime:
        day = datetime.strptime(text[:8], "%Y%m%d")
        return day + timedelta(hours=int(text[9:11]) - 1)

    parsed = [(hour_of(r["DATE"]), r["HPCP"].strip(), r["Measurement Flag"].strip()) for r in rows]
    first, last = parsed[0][0], parsed[-1][0]
    n = int((last - first) / timedelta(hours=1)) + 1
    depth, missing, deleted, acc, trace = (
        [0.0] * n,
        [False] * n,
        [False] * n,
        [False] * n,
        [False] * n,
    )
    opened: dict[str, int] = {}
    for when, value, flag in parsed:
        i = int((when - first) / timedelta(hours=1))
        if flag in "[{a" and flag:
            opened[flag] = i
        elif flag in ("]", "}"):
            start = opened.pop("[" if flag == "]" else "{", i)
            for k in range(start, i + 1):
                missing[k] = True
                deleted[k] = deleted[k] or flag == "}"
        elif flag == "A":
            start = opened.pop("a", i)
            for k in range(start, i + 1):
                acc[k] = True
                depth[k] = float(value) * scale / (i - start + 1)
        elif value == missing_value:
            missing[i] = True
        else:
            depth[i] = float(value) * scale
            trace[i] = flag == "T"
    years: dict[int, float] = defaultdict(float)
    best, best_at = -1.0, None
    for k in range(n):
        miss = missing[k] and not acc[k]
        when = first + timedelta(hours=k)
        value = 0.0 if miss else depth[k]
        years[when.year] += value
        if value > best:
            best, best_at = value, when.strftime("%Y-%m-%dT%H")
    return {
        "years": {y: round(t, 2) for y, t in years.items()},
        "largest_in": round(best, 4),
        "largest_at": best_at,
        "missing": sum(m and not a for m, a in zip(missing, acc, strict=True)),
        "deleted": sum(d and not a for d, a in zip(deleted, acc, strict=True)),
        "accumulated": sum(acc),
        "trace": sum(trace),
    }


def hly_rows(path: Path) -> dict[str, list[dict]]:
    with path.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    stations: dict[str, list[dict]] = defaultdict(list)
    for row in rows:
        stations[row["STATION"]].append(row)
    return stations


def one_station(path: Path, station: str, out: Path) -> Path:
    lines = path.read_text().splitlines(keepends=True)
    out.write_text(lines[0] + "".join(x for x in lines[1:] if x.startswith(station + ",")))
    return out


@pytest.mark.parametrize("station", ["COOP:190408", "COOP:190770", "COOP:192501"])
def test_precip_hly_real_stations_flags_as_ncei_defines_them(tmp_path: Path, station) -> None:
    path = DATA / "precip_hly_MA_three_stations.csv"
    expected = hly_expected(hly_rows(path)[station], 1.0, "999.99")
    record = import_files([one_station(path, station, tmp_path / "one.csv")], Options(units="in"))
    assert summary_of(record) == expected


def test_precip_hly_real_deleted_and_missing_periods_are_named_right(tmp_path: Path) -> None:
    """BARRE FALLS DAM has only `[ ]` (not received): no hour of it is "deleted"; EDGARTOWN's
    deleted hours are those inside its `{ }`; the report's notes name each flag by NCEI's
    meaning."""
    path = DATA / "precip_hly_MA_three_stations.csv"
    barre = import_files([one_station(path, "COOP:190408", tmp_path / "a.csv")], Options("in"))
    assert record_report(barre)["deleted_hours"] == 0
    assert record_report(barre)["missing_hours"] > 10_000
    edgartown = import_files([one_station(path, "COOP:192501", tmp_path / "b.csv")], Options("in"))
    report = record_report(edgartown)
    assert 0 < report["deleted_hours"] < report["missing_hours"]
    notes = report["sources"][0]["notes"]
    assert (
        "PRECIP_HLY measurement flag '{' on 6 row(s): begin deleted period: data received "
        "but unreadable or noise" in notes
    )
    assert (
        "PRECIP_HLY measurement flag '[' on 5 row(s): begin missing period: data not "
        "received" in notes
    )


def test_precip_hly_real_sample_in_hundredths() -> None:
    path = DATA / "precip_hly_sample_asheville.csv"
    record = import_files([path], Options(units="hundredths_in"))
    assert summary_of(record) == hly_expected(hly_rows(path)["COOP:310301"], 0.01, "99999")
    assert summary_of(record)["years"] == {2009: 0.0, 2010: 0.01}


# --------------------------------------------------------------------------- one station


@pytest.mark.parametrize("station", ["COOP:190408", "COOP:190770", "COOP:192501"])
def test_station_option_picks_one_station_of_a_real_multi_station_file(station) -> None:
    path = DATA / "precip_hly_MA_three_stations.csv"
    record = import_files([path], Options(units="in", station=station))
    assert record.station == station
    assert summary_of(record) == hly_expected(hly_rows(path)[station], 1.0, "999.99")


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    from workbench.cli import main

    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_rainfall_report_takes_station_and_overlap_like_import(tmp_path: Path, capsys) -> None:
    path = str(DATA / "precip_hly_MA_three_stations.csv")
    code, out, _ = run_cli(
        capsys, "rainfall", "report", path, "--units", "in", "--station", "COOP:190770", "--json"
    )
    assert code == 0
    report = json.loads(out)
    assert report["station"] == "COOP:190770" and report["trace_hours"] == 208
    code, out, _ = run_cli(
        capsys, "rainfall", "report", path, "--units", "in", "--overlap", "first"
    )
    assert code == 0 and "warning: the record joins 3 stations" in out
    code, _, _ = run_cli(
        capsys,
        "rainfall",
        "import",
        path,
        "--units",
        "in",
        "--station",
        "COOP:192501",
        "--out",
        str(tmp_path / "edgartown.csv"),
    )
    assert code == 0
    code, out, err = run_cli(capsys, "rainfall", "report", path, "--units", "in", "--station", "X1")
    assert code == 2 and out == ""
    assert err.strip().count("\n") == 0
    assert "--station: " in err and "holds no station 'X1' (its stations: COOP:190408" in err


# --------------------------------------------------------------------------- IEM ASOS


@pytest.mark.parametrize(
    ("name", "line"),
    [
        ("iem_asos_LGA_2013_p01i.csv", 1),
        ("iem_asos_LGA_2017_5min_debug.txt", 6),
        ("iem_asos_CVG_2024_specials_tab.txt", 6),
    ],
)
def test_iem_asos_downloads_are_refused_naming_the_download_to_use(capsys, name, line) -> None:
    """p01i is the precipitation since the last reset, not an hourly total: refused, exit 2,
    one line naming the file, the header's line and IEM's hourly precipitation download."""
    path = str(DATA / name)
    with pytest.raises(RecordError) as refused:
        import_files([path], Options(source_tz="UTC", lst_offset=-5))
    assert str(refused.value).startswith(f"{path}: line {line}: is an IEM ASOS download")
    code, out, err = run_cli(capsys, "rainfall", "report", path, "--source-tz", "UTC")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "download the station's IEM hourly precipitation instead" in err
    assert "mesonet.agron.iastate.edu/request/hourlyprecip.phtml" in err


# --------------------------------------------------------------------------- CIMIS


def cimis_expected(path: Path) -> dict:
    """CIMIS hourly CSV: Date M/D/YYYY, Hour (PST) 0100-2400 ending the hour, Precip (in)
    followed by its qc column; a severe qc flag (I, M, S, N/A) or not collected (N, N/C), or
    an empty, '--' or '*' value: missing."""
    from datetime import datetime

    with path.open(newline="", encoding="utf-8") as handle:
        rows = [r for r in csv.reader(handle) if r and any(c.strip() for c in r)]
    header = rows[0]
    i_precip = header.index("Precip (in)")
    years: dict[int, float] = defaultdict(float)
    missing, best, best_at = 0, -1.0, None
    for row in rows[1:]:
        end = datetime.strptime(row[3], "%m/%d/%Y") + timedelta(hours=int(row[4]) // 100)
        start = end - timedelta(hours=1)
        value, qc = row[i_precip].strip(), row[i_precip + 1].strip()
        if qc in ("I", "M", "S", "N/A", "N", "N/C") or value in ("", "--", "*"):
            missing += 1
            continue
        years[start.year] += float(value)
        if float(value) > best:
            best, best_at = float(value), start.strftime("%Y-%m-%dT%H")
    return {
        "years": {y: round(t, 2) for y, t in years.items()},
        "largest_in": round(best, 4),
        "largest_at": best_at,
        "missing": missing,
        "deleted": 0,
        "accumulated": 0,
        "trace": 0,
    }


def test_cimis_real_hourly_export() -> None:
    path = DATA / "cimis_hourly_80_fresno_state.csv"
    assert path.read_bytes().count(b"\r\n") == 25  # the real file's CRLF lines, kept
    record = import_files([path])
    assert summary_of(record) == cimis_expected(path)
    assert record.station == "80" and record.station_name == "Fresno State"
    assert str(record.hours[0]) == "2022-10-01T00" and record.inches.size == 24  # 0100 PST ends


# --------------------------------------------------------------------------- every file


@pytest.mark.parametrize(
    "name", sorted(p.name for p in DATA.iterdir() if p.suffix in (".csv", ".txt"))
)
def test_no_importer_raises_anything_but_a_one_line_refusal(name: str) -> None:
    """Every file here, with any of the usual choices, imports or is refused with one line
    naming the file (a RecordError), never another exception."""
    for options in (
        Options(),
        Options(units="in"),
        Options(units="hundredths_in"),
        Options(source_tz="UTC", lst_offset=-8),
        Options(units="in", overlap="first"),
    ):
        try:
            import_files([DATA / name], options)
        except RecordError as error:
            assert str(error).startswith(str(DATA / name)) and "\n" not in str(error)
