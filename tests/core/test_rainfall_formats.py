"""Each hourly format, from sample rows written from its documented layout (see each
module's docstring for the documentation followed)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench.core.rainfall import Options, RecordError, detect, import_files
from workbench.core.rainfall.base import ACCUMULATED, DELETED, MISSING, QUALITY, TRACE

# PRECIP_HLY (CDO CSV): STATION, STATION_NAME, ELEVATION, LATITUDE, LONGITUDE, DATE (hour
# ending, LST), HPCP (hundredths of an inch here), Measurement Flag, Quality Flag.
HLY_HEADER = (
    "STATION,STATION_NAME,ELEVATION,LATITUDE,LONGITUDE,DATE,HPCP,Measurement Flag,Quality Flag\n"
)
HLY_STATION = "COOP:045114,LIVINGSTON CA US,50.3,37.38,-120.72"


def hly(*rows: str) -> str:
    return HLY_HEADER + "".join(f"{HLY_STATION},{row}\n" for row in rows)


def write(tmp_path: Path, text: str, name: str = "rain.csv") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def at(record, stamp: str) -> int:
    return int(np.datetime64(stamp, "h").astype(np.int64)) - record.start


# --------------------------------------------------------------------------- PRECIP_HLY


def test_precip_hly_hour_ending_units_and_unlisted_dry_hours(tmp_path: Path) -> None:
    path = write(
        tmp_path, hly("20100101 01:00,0,g,", "20100105 14:00,12, ,", "20100106 24:00,3, ,")
    )
    record = import_files([path], Options(units="hundredths_in"))
    assert record.station == "COOP:045114" and record.station_name == "LIVINGSTON CA US"
    assert str(record.hours[0]) == "2010-01-01T00"  # 01:00 ends the hour 00:00-01:00
    assert str(record.hours[-1]) == "2010-01-06T23"  # 24:00 ends 23:00-24:00
    assert record.inches[at(record, "2010-01-05T13")] == pytest.approx(0.12)
    assert record.inches[at(record, "2010-01-05T14")] == 0  # not listed: dry
    assert not (record.flags & MISSING).any()
    metric = import_files([path], Options(units="tenths_mm"))
    assert metric.inches.sum() == pytest.approx(1.5 / 25.4)


def test_precip_hly_unit_must_be_given_and_fit(tmp_path: Path) -> None:
    path = write(tmp_path, hly("20100105 14:00,12, ,"))
    with pytest.raises(RecordError, match=r"rain.csv: unit cannot be determined.*give the units"):
        import_files([path])
    with pytest.raises(RecordError) as missing:
        import_files([path])
    assert missing.value.field == "units"  # the caller names its own input (CLI: --units)
    scaled = write(tmp_path, hly("20100105 14:00,0.12, ,"), "scaled.csv")
    with pytest.raises(RecordError, match=r"line 2: HPCP '0.12' is not a whole number"):
        import_files([scaled], Options(units="hundredths_in"))
    assert import_files([scaled], Options(units="in")).inches.sum() == pytest.approx(0.12)
    with pytest.raises(RecordError, match=r"line 2: .*more than any recorded hourly rainfall"):
        import_files([write(tmp_path, hly("20100105 14:00,40, ,"))], Options(units="in"))


def test_precip_hly_accumulation_spread_or_single(tmp_path: Path) -> None:
    path = write(tmp_path, hly("20100105 15:00,99999,a,", "20100105 18:00,40,A,"))
    spread = import_files([path], Options(units="hundredths_in"))
    hours = slice(at(spread, "2010-01-05T14"), at(spread, "2010-01-05T17") + 1)
    assert spread.inches[hours].tolist() == pytest.approx([0.1] * 4)
    assert (spread.flags[hours] == ACCUMULATED).all()
    single = import_files([path], Options(units="hundredths_in", accumulation="single"))
    assert single.inches[hours].tolist() == pytest.approx([0, 0, 0, 0.4])
    assert single.accumulation == "single" and (single.flags[hours] == ACCUMULATED).all()


def test_precip_hly_deleted_missing_trace_and_quality_flags(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        hly(
            "20100101 01:00,0,g,",
            "20100102 05:00,0,T,",
            "20100103 01:00,99999,[,",
            "20100103 04:00,99999,],",
            "20100104 01:00,99999,{,",
            "20100104 03:00,99999,},",
            "20100105 10:00,99999,M,",
            "20100106 10:00,25, ,Q",
        ),
    )
    r = import_files([path], Options(units="hundredths_in"))
    assert r.flags[at(r, "2010-01-02T04")] == TRACE and r.inches[at(r, "2010-01-02T04")] == 0
    # NCEI: [ ] a missing period ("the data were not received"); { } a deleted period
    # ("received, but ... unreadable or clearly recognized as noise")
    not_received = slice(at(r, "2010-01-03T00"), at(r, "2010-01-03T03") + 1)
    assert (r.flags[not_received] == MISSING).all()
    deleted = slice(at(r, "2010-01-04T00"), at(r, "2010-01-04T02") + 1)
    assert (r.flags[deleted] == MISSING | DELETED).all()
    assert r.flags[at(r, "2010-01-05T09")] == MISSING
    assert r.flags[at(r, "2010-01-06T09")] == QUALITY
    assert r.inches[at(r, "2010-01-06T09")] == pytest.approx(0.25)
    assert int((r.flags & MISSING != 0).sum()) == 4 + 3 + 1


# --------------------------------------------------------------------------- COOP HPD v2


def hpd_header() -> str:
    cols = ["STATION", "NAME", "LATITUDE", "LONGITUDE", "ELEVATION", "DATE"]
    for h in range(24):
        cols += [f"HR{h:02d}Val", f"HR{h:02d}MF", f"HR{h:02d}QF", f"HR{h:02d}S1", f"HR{h:02d}S2"]
    cols += ["DlySum", "DlySumMF", "DlySumQF", "DlySumS1", "DlySumS2"]
    return ",".join(cols) + "\n"


def hpd_day(day: str, hours: dict[int, tuple[int, str, str]]) -> str:
    cells = ["USC00045114", "LIVINGSTON", "37.38", "-120.72", "50.3", day]
    for h in range(24):
        value, mf, qf = hours.get(h, (0, "", ""))
        cells += [str(value), mf, qf, "H", ""]
    cells += ["0", "", "", "", "C"]
    return ",".join(cells) + "\n"


def test_hpd_v2_hours_flags_and_accumulation_across_midnight(tmp_path: Path) -> None:
    text = (
        hpd_header()
        + hpd_day(
            "2012-02-01",
            {
                3: (15, "", ""),
                4: (0, "T", ""),
                5: (-9999, "", "M"),
                6: (-9999, "", "D"),
                7: (300, "", "X"),  # failed the global extreme check: excluded
                22: (-9999, "a", ""),
                23: (-9999, ".", ""),
            },
        )
        + hpd_day("2012-02-02", {0: (-9999, ".", ""), 1: (80, "A", "A")})
    )
    r = import_files([write(tmp_path, text)])
    assert str(r.hours[0]) == "2012-02-01T00" and r.inches.size == 48  # HR00 = 00:00-01:00
    assert r.inches[3] == pytest.approx(0.15)
    assert r.flags[4] == TRACE
    assert r.flags[5] == MISSING and r.flags[6] == MISSING | DELETED
    assert r.flags[7] == MISSING | QUALITY and r.inches[7] == 0
    assert r.inches[22:26].tolist() == pytest.approx([0.2] * 4)  # 0.80 in over 22:00-02:00
    assert (r.flags[22:26] == ACCUMULATED).all()


def test_hpd_v2_missing_day_is_missing_and_units_are_fixed(tmp_path: Path) -> None:
    text = hpd_header() + hpd_day("2012-02-01", {}) + hpd_day("2012-02-03", {2: (5, "", "")})
    r = import_files([write(tmp_path, text)])
    assert (r.flags[24:48] == MISSING).all() and r.inches.size == 72
    with pytest.raises(RecordError, match=r"hundredths of an inch.*units given \(mm\) contradict"):
        import_files([write(tmp_path, text)], Options(units="mm"))


def test_hpd_v2_day_going_backwards_names_the_line(tmp_path: Path) -> None:
    text = hpd_header() + hpd_day("2012-02-02", {}) + hpd_day("2012-02-01", {})
    with pytest.raises(
        RecordError, match=r"rain.csv: line 3: date 2012-02-01T00:00 goes backwards"
    ):
        import_files([write(tmp_path, text)])


# --------------------------------------------------------------------------- IEM


IEM = (
    "station,network,valid,precip_in\n"
    "LVN,CA_ASOS,2015-01-10 09:00,0.05\n"
    "LVN,CA_ASOS,2015-01-10 10:00,0.0001\n"
    "LVN,CA_ASOS,2015-01-10 11:00,M\n"
    "LVN,CA_ASOS,2015-01-10 13:00,0.20\n"
)


def test_iem_time_zone_is_required_and_converted(tmp_path: Path) -> None:
    path = write(tmp_path, IEM)
    with pytest.raises(RecordError, match="time zone of IEM 'valid' times is not stated"):
        import_files([path])
    with pytest.raises(RecordError, match="give the station's local standard time") as lst:
        import_files([path], Options(source_tz="UTC"))
    assert lst.value.field == "lst_offset"
    r = import_files([path], Options(source_tz="UTC", lst_offset=-8))
    # IEM's 'valid' is the hour's start (hourly_precip.py: max(p01i) over valid > ts and
    # valid <= ts + 60 min, stored at ts): 09:00 UTC is 09:00-10:00 UTC = 01:00 PST
    assert str(r.hours[0]) == "2015-01-10T01"
    assert r.inches[0] == pytest.approx(0.05)
    assert r.flags[1] == TRACE and r.inches[1] == 0
    assert r.flags[2] == MISSING
    assert r.flags[3] == MISSING  # 12:00 not listed: missing, not dry
    assert r.inches[4] == pytest.approx(0.2)
    local = import_files([path], Options(source_tz="America/Los_Angeles", lst_offset=-8))
    assert str(local.hours[0]) == "2015-01-10T09"  # January: PST, no shift


def test_iem_valid_is_the_hours_start_as_in_the_review(tmp_path: Path) -> None:
    """Review 2026-12-03 defect 2: 0.10 in at 12:00 UTC falls in 12:00-13:00 UTC, the hour
    beginning 04:00 LST (UTC-8)."""
    text = (
        "station,network,valid,precip_in\nSAC,CA_ASOS,2023-01-10 11:00,0.00\n"
        "SAC,CA_ASOS,2023-01-10 12:00,0.10\nSAC,CA_ASOS,2023-01-10 13:00,0.00\n"
    )
    r = import_files([write(tmp_path, text)], Options(source_tz="UTC", lst_offset=-8))
    assert r.inches[at(r, "2023-01-10T04")] == pytest.approx(0.10)
    assert r.to_text().splitlines()[-2].startswith("2023-01-10T04:00,0.1")


def test_iem_several_stations_join_by_the_overlap_rule(tmp_path: Path) -> None:
    text = IEM + "MER,CA_ASOS,2015-01-10 09:00,0.10\n"
    with pytest.raises(
        RecordError,
        match=r"rain.csv: \(station MER\) overlaps .*rain.csv \(station LVN\) at 2015-01-10T09:00",
    ):
        import_files([write(tmp_path, text)], Options(source_tz="UTC-08:00", lst_offset=-8))
    r = import_files(
        [write(tmp_path, text)], Options(source_tz="UTC-08:00", lst_offset=-8, overlap="first")
    )
    assert r.inches[0] == pytest.approx(0.05) and r.station == "LVN; MER"


# --------------------------------------------------------------------------- CIMIS

CIMIS = (
    "Stn Id,Stn Name,CIMIS Region,Date,Hour (PST),Jul,ETo (in),qc,Precip (in),qc,"
    "Air Temp (F),qc\n"
    "148,Merced,San Joaquin Valley,1/5/2020,0100,5,0.00, ,0.04, ,45.1, \n"
    "148,Merced,San Joaquin Valley,1/5/2020,0200,5,0.00, ,--,M,45.0, \n"
    "148,Merced,San Joaquin Valley,1/5/2020,0300,5,0.00, ,0.30,Y,44.8, \n"
    "148,Merced,San Joaquin Valley,1/5/2020,2400,5,0.00, ,0.01, ,40.2, \n"
)


def test_cimis_pst_hour_ending_qc_flags_and_unit_from_header(tmp_path: Path) -> None:
    r = import_files([write(tmp_path, CIMIS)])
    assert r.station == "148" and r.station_name == "Merced"
    assert str(r.hours[0]) == "2020-01-05T00" and str(r.hours[-1]) == "2020-01-05T23"
    assert r.inches[0] == pytest.approx(0.04)
    assert r.flags[1] == MISSING
    assert r.flags[2] == QUALITY and r.inches[2] == pytest.approx(0.30)
    assert (r.flags[3:23] == MISSING).all()  # hours not listed
    mm = import_files([write(tmp_path, CIMIS.replace("Precip (in)", "Precip (mm)"))])
    assert mm.inches[0] == pytest.approx(0.04 / 25.4)
    no_unit = CIMIS.replace("Precip (in)", "Precip")
    with pytest.raises(RecordError, match="line 1: unit cannot be determined"):
        import_files([write(tmp_path, no_unit)])


# --------------------------------------------------------------------------- detection


@pytest.mark.parametrize(
    ("text", "key"),
    [
        (HLY_HEADER, "ncei_precip_hly"),
        (hpd_header(), "ncei_hpd_v2"),
        (IEM, "iem_hourly_precip"),
        (CIMIS, "cimis_hourly"),
        ("# station: X\ntimestamp,inches\n", "workbench"),
        ("timestamp,inches,flag\n", "workbench"),
    ],
)
def test_format_is_detected_from_the_contents(text: str, key: str) -> None:
    assert detect("f.csv", text) == key


def test_a_file_in_no_format_is_refused_naming_file_and_line(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match=r"x.txt: line 2: header is in none of the rainfall"):
        import_files([write(tmp_path, "\nDate,Rain\n2020-01-01,3\n", "x.txt")])


def test_only_regular_files_are_read(tmp_path: Path) -> None:
    import os

    with pytest.raises(RecordError, match="is not a regular file"):
        import_files([tmp_path])
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "pipe.csv"
        os.mkfifo(fifo)
        with pytest.raises(RecordError, match=r"pipe.csv: is not a regular file"):
            import_files([fifo])
    if Path("/dev/zero").exists():
        with pytest.raises(RecordError, match="is not a regular file"):
            import_files(["/dev/zero"])
    binary = tmp_path / "b.csv"
    binary.write_bytes(b"timestamp,inches\n\x00\x01")
    with pytest.raises(RecordError, match="is not a text"):
        import_files([binary])


def test_size_is_checked_before_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from workbench.core.rainfall import base

    path = write(tmp_path, "timestamp,inches\n2001-01-01T00:00,0\n")
    monkeypatch.setattr(base, "MAX_FILE_BYTES", 10)
    with pytest.raises(RecordError, match="limited to 10 bytes"):
        import_files([path])


def test_years_1_and_9999_are_read_and_a_span_too_long_is_refused(tmp_path: Path) -> None:
    from workbench.core.rainfall import record_report

    first = write(tmp_path, hly("00010101 01:00,5, ,", "00010102 24:00,0, ,"), "first.csv")
    last = write(tmp_path, hly("99991231 01:00,5, ,", "99991231 24:00,7, ,"), "last.csv")
    early = record_report(import_files([first], Options(units="hundredths_in")))
    assert early["first_hour"] == "0001-01-01T00:00" and early["per_year"][0]["year"] == 1
    late = record_report(import_files([last], Options(units="hundredths_in")))
    assert late["last_hour"] == "9999-12-31T23:00" and late["total_in"] == pytest.approx(0.12)
    with pytest.raises(RecordError, match=r"first.csv, last.csv: .* at most 250 years"):
        import_files([first, last], Options(units="hundredths_in"))
    far = write(tmp_path, IEM.replace("2015-01-10 13:00", "9999-12-31 23:00"), "far.csv")
    with pytest.raises(RecordError, match="far.csv: line 5: valid time .* out of range"):
        import_files([far], Options(source_tz="America/Los_Angeles", lst_offset=-8))


def test_rows_are_capped_naming_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from workbench.core.rainfall import base

    monkeypatch.setattr(base, "MAX_ROWS", 3)
    with pytest.raises(RecordError, match="more than 3 data rows"):
        import_files([write(tmp_path, CIMIS)])


_CELLS = st.sampled_from(
    ["", " ", "0", "12", "-9999", "99999", "0.0001", "M", "T", "a", "A", "[", "]", "{", "}",
     ".", "Q", "X", "--", "*", "1e400", "nan", "-1", "2010-01-05", "20100105 14:00",
     "20100105 25:00", "1/5/2020", "0100", "2400", "2015-01-10 09:00", "9999-12-31 23:00",
     "0001-01-01T00:00", "0001-01-01 00:00", "00010101 00:00", "1/1/0001", "\u00e9", '"', "x,y",
     "2023-11-05 01:00", ",", "E", "25399.75", "USC00045741", "LVN", "COOP:045114"]
)  # fmt: skip


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    header=st.sampled_from(
        [
            HLY_HEADER.strip(),
            hpd_header().strip(),
            IEM.splitlines()[0],
            CIMIS.splitlines()[0],
            "timestamp,inches",
            "timestamp,inches,flag",
            "STATION,DATE," + ",".join(f"HR{h:02d}Val" for h in range(24)),  # NCEI access
            "station,valid,tmpf,p01i,metar",  # IEM ASOS: refused
            "station,valid,precip_in",  # IEM without network
        ]
    ),  # fmt: skip
    data=st.data(),
    options=st.builds(
        Options,
        units=st.sampled_from([None, "in", "mm", "hundredths_in", "tenths_mm"]),
        accumulation=st.sampled_from(["spread", "single"]),
        overlap=st.sampled_from(["refuse", "first"]),
        source_tz=st.sampled_from(
            [None, "UTC", "UTC-08:00", "America/Los_Angeles", "America/New_York", "bad"]
        ),
        lst_offset=st.sampled_from([None, -8.0, 0.0, 5.5]),
        station=st.sampled_from([None, "COOP:045114", "LVN"]),
    ),
)
def test_any_input_is_imported_or_refused_with_a_record_error(
    tmp_path_factory: pytest.TempPathFactory, header: str, data: st.DataObject, options: Options
) -> None:
    """Never another exception (a traceback): each cell, date, flag and option combination
    either imports or is refused with one line naming the file."""
    from workbench.core.rainfall import record_report

    width = header.count(",") + 1
    sizes = st.one_of(st.just(width), st.integers(min_value=1, max_value=width + 2))
    rows = data.draw(
        st.lists(sizes.flatmap(lambda n: st.lists(_CELLS, min_size=n, max_size=n)), max_size=6)
    )
    text = header + "\n" + "".join(",".join(row) + "\n" for row in rows)
    path = tmp_path_factory.mktemp("fuzz") / "f.csv"
    path.write_text(text, encoding="utf-8")
    try:
        record = import_files([path], options)
    except RecordError as error:
        message = str(error)
        assert message.startswith(str(path)) and "\n" not in message
        return
    report = record_report(record)
    assert report["hours"] == record.inches.size >= 1
    assert np.isfinite(record.inches).all() and (record.inches >= 0).all()


def test_hours_before_year_1_are_refused_naming_the_line(tmp_path: Path) -> None:
    path = write(tmp_path, hly("00010101 01:00,5, ,", "00010101 00:00,5, ,"))  # ends year 0
    with pytest.raises(RecordError, match="line 3: the hour is outside the years 1 to 9999"):
        import_files([path], Options(units="hundredths_in"))
    cimis = write(tmp_path, CIMIS.replace("1/5/2020", "1/1/0001"), "c.csv")
    with pytest.raises(RecordError, match="c.csv: in local standard time it runs outside"):
        import_files([cimis], Options(lst_offset=-9))  # PST 00:00 of year 1 is year 0 at -9
    late = write(tmp_path, IEM.replace("2015-01-10", "9999-12-31"), "late.csv")
    with pytest.raises(RecordError, match="late.csv: in local standard time it runs outside"):
        import_files([late], Options(source_tz="UTC", lst_offset=14))


@pytest.mark.parametrize(
    ("choices", "field", "words"),
    [
        ({"units": "inches"}, "units", "the units must be one of in, mm"),
        ({"accumulation": "smear"}, "accumulation", "accumulated totals are spread or single"),
        ({"overlap": "last"}, "overlap", "overlapping hours are refuse or first"),
        ({"lst_offset": float("nan")}, "lst_offset", "between -12 and +14 hours from UTC"),
        ({"lst_offset": 15}, "lst_offset", "between -12 and +14 hours from UTC"),
    ],
)
def test_a_choice_out_of_range_is_refused_by_name(choices, field, words) -> None:
    with pytest.raises(RecordError, match=re.escape(words)) as refused:
        Options(**choices)
    assert refused.value.field == field and "--" not in str(refused.value)


def test_iem_local_time_autumn_clock_change_reads_the_repeated_hour_twice(tmp_path: Path) -> None:
    """Review 2026-12-03 defect 3: IEM writes valid.astimezone(tz), so 01:00 on 2023-11-05 in
    America/New_York appears twice (EDT, then EST): two different hours, read in order."""
    text = (
        "station,network,valid,precip_in\n"
        "LGA,NY_ASOS,2023-11-05 00:00,0.01\n"
        "LGA,NY_ASOS,2023-11-05 01:00,0.02\n"
        "LGA,NY_ASOS,2023-11-05 01:00,0.03\n"
        "LGA,NY_ASOS,2023-11-05 02:00,0.04\n"
    )
    r = import_files([write(tmp_path, text)], Options(source_tz="America/New_York", lst_offset=-5))
    assert str(r.hours[0]) == "2023-11-04T23"  # 00:00 EDT = 04:00 UTC = 23:00 EST
    assert r.inches.tolist() == pytest.approx([0.01, 0.02, 0.03, 0.04])
    assert not (r.flags & MISSING).any()
    from workbench.core.rainfall import record_report, report_text

    text_report = report_text(record_report(r))
    assert "1 hour(s) repeated when daylight saving time ends in America/New_York " in text_report
    assert "(2023-11-05 01:00)" in text_report and "two different hours" in text_report
    # a repeat that is not a clock change is still refused
    bad = text.replace("2023-11-05 02:00", "2023-11-05 01:00")
    with pytest.raises(RecordError, match=r"line 5: valid time '2023-11-05 01:00' is not after"):
        import_files([write(tmp_path, bad)], Options(source_tz="America/New_York", lst_offset=-5))


def test_precip_hly_metric_missing_value_is_missing(tmp_path: Path) -> None:
    """CDO writes PRECIP_HLY in millimetres with 25399.75 for missing (999.99 in x 25.4)."""
    r = import_files(
        [write(tmp_path, hly("20100101 01:00,0.0,g,", "20100101 03:00,25399.75, ,"))],
        Options(units="mm"),
    )
    assert r.flags[at(r, "2010-01-01T02")] == MISSING and r.inches.sum() == 0


def test_a_tab_separated_download_of_a_comma_format_is_refused_in_one_line(
    tmp_path: Path,
) -> None:
    text = "station\tnetwork\tvalid\tprecip_in\nSAC\tCA_ASOS\t2023-01-10 11:00\t0.01\n"
    with pytest.raises(RecordError, match=r"rain.csv: line 1: header is in none of the"):
        import_files([write(tmp_path, text)], Options(source_tz="UTC", lst_offset=-8))
