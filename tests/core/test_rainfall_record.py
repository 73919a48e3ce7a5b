"""Joining files, the written record, the record report and the simulation reading it."""

from __future__ import annotations

import json
import time
from datetime import datetime
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.core.test_rainfall_formats import hpd_day, hpd_header
from workbench.core.rainfall import (
    Options,
    RecordError,
    import_files,
    load_record,
    record_report,
)
from workbench.core.rainfall.base import ACCUMULATED, DELETED, MISSING, QUALITY, TRACE
from workbench.core.rainfall.record import Record
from workbench.core.simulation import read_hourly_record, synthetic_record

NOW = datetime(2026, 1, 1, 9, 0)


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def wb(rows: list[tuple[str, float]]) -> str:
    return "timestamp,inches\n" + "".join(f"{t},{v}\n" for t, v in rows)


# --------------------------------------------------------------------------- joining


def test_two_files_join_with_the_hours_between_missing(tmp_path: Path) -> None:
    a = write(tmp_path, "a.csv", wb([("2001-01-01T00:00", 0.1), ("2001-01-01T02:00", 0)]))
    b = write(tmp_path, "b.csv", wb([("2001-01-01T05:00", 0.2), ("2001-01-01T06:00", 0)]))
    r = import_files([b, a])  # order of the files does not matter without overlap
    assert r.inches.tolist() == pytest.approx([0.1, 0, 0, 0, 0, 0.2, 0])
    assert ((r.flags & MISSING) != 0).tolist() == [False] * 3 + [True] * 2 + [False] * 2
    assert [s["file"] for s in r.sources] == ["b.csv", "a.csv"]
    assert all(len(s["sha256"]) == 64 for s in r.sources)


def test_overlap_is_refused_or_resolved_by_the_first_file(tmp_path: Path) -> None:
    a = write(tmp_path, "a.csv", wb([("2001-01-01T00:00", 0.1), ("2001-01-01T03:00", 0)]))
    b = write(tmp_path, "b.csv", wb([("2001-01-01T02:00", 0.5), ("2001-01-01T05:00", 0.3)]))
    with pytest.raises(RecordError, match=r"b.csv: overlaps .*a.csv at 2001-01-01T02:00"):
        import_files([a, b])
    r = import_files([a, b], Options(overlap="first"))
    assert r.inches.tolist() == pytest.approx([0.1, 0, 0, 0, 0, 0.3])  # a wins 02:00, 03:00
    assert r.overlap == "first"
    assert [s["hours_used"] for s in r.sources] == [4, 2]


# --------------------------------------------------------------------------- written record


def test_written_record_keeps_flags_sources_and_choices(tmp_path: Path) -> None:
    inches = np.array([0.0, 0.25, 0.0, 0.0, 0.1, 0.1, 0.0, 0.0])
    flags = np.array(
        [0, 0, MISSING, MISSING | DELETED, ACCUMULATED, ACCUMULATED, TRACE, QUALITY], np.uint8
    )
    record = Record(
        start=int(np.datetime64("2003-03-01T00", "h").astype(np.int64)),
        inches=inches,
        flags=flags,
        station="USC00045114",
        sources=[{"file": "x.csv", "sha256": "0" * 64, "format": "ncei_hpd_v2"}],
        accumulation="single",
    )
    path = write(tmp_path, "rec.csv", record.to_text())
    back = load_record(path)
    assert back.flags.tolist() == flags.tolist()
    assert back.inches.tolist() == pytest.approx(inches.tolist())
    assert back.station == "USC00045114" and back.accumulation == "single"
    assert back.sources[0]["format"] == "ncei_hpd_v2"
    hours, depth = read_hourly_record(path)  # the simulation reads it: missing hours are dry
    assert str(hours[0]) == "2003-03-01T00" and depth.tolist() == pytest.approx(inches.tolist())


@settings(max_examples=40, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.sampled_from([0.0, 0.01, 0.37, 1.25]),
            st.sampled_from([0, MISSING, MISSING | DELETED, ACCUMULATED, TRACE, QUALITY]),
        ),
        min_size=1,
        max_size=60,
    )
)
def test_any_record_round_trips_through_its_text(hours: list[tuple[float, int]]) -> None:
    inches = np.array([0.0 if f & MISSING else v for v, f in hours])
    flags = np.array([f for _v, f in hours], dtype=np.uint8)
    record = Record(start=300_000, inches=inches, flags=flags)
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "r.csv"
        path.write_text(record.to_text(), encoding="utf-8")
        back = load_record(path)
    assert back.start == record.start
    assert back.flags.tolist() == flags.tolist()
    assert back.inches.tolist() == pytest.approx(inches.tolist())


@settings(max_examples=40, deadline=None)
@given(
    total=st.integers(min_value=1, max_value=500),
    length=st.integers(min_value=1, max_value=40),
    mode=st.sampled_from(["spread", "single"]),
)
def test_an_accumulation_keeps_its_total_either_way(
    tmp_path_factory: pytest.TempPathFactory, total: int, length: int, mode: str
) -> None:
    days: dict[str, dict[int, tuple[int, str, str]]] = {}
    start = np.datetime64("2012-02-01T05", "h")
    for k in range(length + 1):
        when = str(start + np.timedelta64(k, "h"))
        day, hour = when[:10], int(when[11:13])
        mf = "a" if k == 0 else "A" if k == length else "."
        days.setdefault(day, {})[hour] = (total if k == length else -9999, mf, "")
    text = hpd_header() + "".join(hpd_day(day, hours) for day, hours in days.items())
    path = tmp_path_factory.mktemp("acc") / "hpd.csv"
    path.write_text(text, encoding="utf-8")
    r = import_files([path], Options(accumulation=mode))
    assert r.inches.sum() == pytest.approx(total / 100)
    assert int(((r.flags & ACCUMULATED) != 0).sum()) == length + 1


# --------------------------------------------------------------------------- report


def full_years(years: int, missing: slice | None = None) -> Record:
    hours, inches = synthetic_record(years, 3)
    flags = np.zeros(inches.size, dtype=np.uint8)
    if missing is not None:
        flags[missing] = MISSING
        inches = inches.copy()
        inches[missing] = 0
    return Record(start=int(hours[0].astype(np.int64)), inches=inches, flags=flags)


def test_report_per_year_completeness_and_gaps() -> None:
    record = full_years(2, slice(100, 100 + 25))  # a 25-hour gap in 2001
    report = record_report(record)
    assert report["first_hour"] == "2001-01-01T00:00" and report["last_hour"] == "2002-12-31T23:00"
    y2001, y2002 = report["per_year"]
    assert y2001["hours_with_value"] == 8760 - 25 and y2002["completeness"] == 1.0
    assert report["gaps_over_a_day"] == [
        {"first_hour": "2001-01-05T04:00", "last_hour": "2001-01-06T04:00", "hours": 25}
    ]
    assert report["missing_hours"] == 25 and report["covered_years"] == 2
    assert any("shorter" in w or "short" in w for w in report["warnings"])
    assert "not from a regulation" in report["thresholds"]["source"]
    one_day = record_report(full_years(1, slice(100, 124)))  # exactly 24 h is not listed
    assert one_day["gaps_over_a_day"] == []


@pytest.mark.parametrize(("years", "warned"), [(9, True), (10, False), (11, False)])
def test_short_record_warning_at_the_threshold(years: int, warned: bool) -> None:
    report = record_report(full_years(years))
    assert report["covered_years"] == years
    assert any("short for a continuous simulation" in w for w in report["warnings"]) is warned


@pytest.mark.parametrize(("missing_hours", "covered"), [(876, 1), (877, 0)])
def test_a_year_is_covered_from_90_percent_of_its_hours(missing_hours: int, covered: int) -> None:
    report = record_report(full_years(1, slice(0, missing_hours)))  # 8760 h: 876 is 10%
    assert report["covered_years"] == covered


def test_report_thresholds_are_parameters() -> None:
    report = record_report(full_years(2), min_years=2, min_completeness=0.5)
    assert report["thresholds"]["min_years"] == 2 and not report["warnings"]


# --------------------------------------------------------------------------- speed


def test_fifty_years_of_hpd_import_in_under_two_seconds(tmp_path: Path) -> None:
    from tests.core.test_rainfall_formats import hpd_header

    hours, inches = synthetic_record(50, 5)
    values = np.round(inches * 100).astype(int).reshape(-1, 24)
    lines = [hpd_header()]
    for day, row in zip(hours[::24], values, strict=True):
        cells = ["USC00045114", "LIVINGSTON", "37.38", "-120.72", "50.3", str(day)[:10]]
        for v in row.tolist():
            cells += [str(v), "", "", "H", ""]
        lines.append(",".join(cells + ["0", "", "", "", "C"]) + "\n")
    path = write(tmp_path, "hpd50.csv", "".join(lines))
    cpu = time.process_time()
    record = import_files([path])
    assert time.process_time() - cpu < 2.0
    assert record.inches.size == hours.size
    assert record.inches.sum() == pytest.approx(values.sum() / 100)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.datetimes(
            min_value=datetime(1850, 1, 1),
            max_value=datetime(2150, 12, 31, 23),
        ),
        min_size=1,
        max_size=30,
    ),
    st.sampled_from(["T", " "]),
)
def test_bulk_hour_parsing_agrees_with_numpy(stamps: list, sep: str) -> None:
    from workbench.core.rainfall.base import bulk_depths, bulk_hours

    texts = [d.strftime(f"%Y-%m-%d{sep}%H:00") for d in stamps]
    expected = np.array([d.strftime("%Y-%m-%dT%H") for d in stamps], dtype="datetime64[h]")
    assert bulk_hours(texts).tolist() == expected.astype(np.int64).tolist()
    assert bulk_hours([t.replace(":00", ":30") for t in texts]) is None
    assert bulk_depths(["0.1", "x"]) is None and bulk_depths(["-1"]) is None


def test_the_report_of_a_scenarios_record(tmp_path: Path) -> None:
    from workbench.core.rainfall import scenario_record_report
    from workbench.core.scenario import load

    def scenario(record: str | None) -> object:
        """A scenario file in tmp_path naming ``record``, loaded (relative names resolve
        beside it)."""
        data = {"format": "workbench-scenario/1", "rainfall": {}}
        if record is not None:
            data["rainfall"]["record_csv"] = record
        path = tmp_path / "s.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        return load(path)

    assert scenario_record_report(scenario(None)) is None
    bundled = scenario_record_report(scenario("rainfall/synthetic_hourly.csv"))
    assert (
        bundled["station"] == "synthetic" and bundled["record"] == "rainfall/synthetic_hourly.csv"
    )
    assert bundled["covered_years"] == 2 and bundled["warnings"]
    assert bundled["in_use"]["origin"] == "file" and not bundled["in_use"]["kept_in_project"]
    with pytest.raises(RecordError, match=r"^rainfall\.record_csv: nowhere\.csv: file not found"):
        scenario_record_report(scenario("nowhere.csv"))
    write(tmp_path, "bad.csv", "a,b\n")
    with pytest.raises(RecordError, match="none of the rainfall formats"):
        scenario_record_report(scenario("bad.csv"))


def test_evaluate_gives_each_result_the_record_report() -> None:
    from workbench.core.evaluate import evaluate
    from workbench.core.paths import resources_dir
    from workbench.core.plugins.host import load_host
    from workbench.core.scenario import load, parse_scenario

    host = load_host()
    scenario = load(resources_dir() / "demo" / "livingston.json")
    document = evaluate(host, scenario)
    reports = [r["rainfall_record"] for r in document["results"]]
    assert reports and all(r["station"] == "synthetic" for r in reports)
    assert reports[0]["record"] == "rainfall/synthetic_hourly.csv"
    json.dumps(document)  # JSON-able
    plain = parse_scenario({"format": "workbench-scenario/1", "jurisdiction": "soledad"})
    assert evaluate(host, plain)["results"][0]["rainfall_record"] is None


def test_the_pdf_report_has_a_rainfall_record_section() -> None:
    """The report's HTML (``build_html``) of a site whose evaluation carries a record report."""
    from workbench.core.evaluate import evaluate
    from workbench.core.plugins.host import load_host
    from workbench.core.scenario import parse_scenario
    from workbench.outputs.report import build_html

    scenario = parse_scenario({"format": "workbench-scenario/1", "jurisdiction": "soledad"})
    plain = evaluate(load_host(), scenario)

    def html(*records: object) -> str:
        doc = json.loads(json.dumps(plain))
        doc["results"] = [dict(doc["results"][0], rainfall_record=r) for r in records]
        page, _images = build_html(None, [("A", scenario)], [doc], "a.json", None, None, NOW)
        return page

    record = full_years(2, slice(10, 50))
    report = record_report(record)
    report["record"] = "rain.csv"
    page = html(None, report)
    assert page.count("<h4>Rainfall record</h4>") == 1 and "rain.csv" in page
    assert "Gaps longer than a day" in page and "<td>2001</td>" in page
    assert "not from a regulation" in page and "Warning:" in page
    in_use = {"name": "rain.csv", "origin": "project", "file": None, "sha256": "ab" * 32}
    kept = dict(report, in_use={**in_use, "kept_in_project": True, "notes": []})
    assert "the copy kept in the project, sha256 abab" in html(kept)
    heading = "<h4>Rainfall record</h4>"
    assert heading not in html(None)
    older = json.loads(json.dumps(plain))  # a document from before issue 26: no such key
    for result in older["results"]:
        result.pop("rainfall_record", None)
    assert heading not in build_html(None, [("A", scenario)], [older], "a", None, None, NOW)[0]
    # (a record that cannot be used never reaches a result: evaluate refuses it as bad input,
    # one line; the report's old {"record", "error"} form is gone with the typed results)
