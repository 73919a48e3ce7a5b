"""The workbook and CSV exports hold the same numbers as evaluate --json."""

from __future__ import annotations

import csv
from datetime import date, datetime

import pytest
from openpyxl import load_workbook

from tests.outputs.extended import DUE, EXTENDED, extended_doc
from workbench.outputs import OutputError
from workbench.outputs.workbook import COLUMNS, csv_paths, write_csv, write_xlsx


def _rows(ws):
    values = list(ws.values)
    header = values[0]
    return [dict(zip(header, row, strict=True)) for row in values[1:]]


def test_workbook_holds_the_numbers_of_evaluate(tmp_path, doc):
    out = tmp_path / "results.xlsx"
    write_xlsx(doc, out)
    wb = load_workbook(out)
    assert wb.sheetnames == [
        "findings",
        "sizing",
        "deadlines",
        "penalties",
        "deadlines_left_out",
        "checks",
        "classifications",
        "about",
    ]
    result = doc["results"][0]

    findings = _rows(wb["findings"])
    assert [(f["rule_id"], f["status"]) for f in findings] == [
        (f["rule_id"], f["status"]) for f in result["findings"]
    ]
    assert all(f["site"] == "Retail site" and f["jurisdiction"] == "testcity" for f in findings)
    assert "line 273" in findings[0]["citations"]

    sizing = _rows(wb["sizing"])
    for s in result["sizing"]:
        for kind in ("inputs", "outputs"):
            for name, q in s[kind].items():
                row = next(
                    r for r in sizing if r["tool_id"] == s["tool_id"] and r["quantity"] == name
                )
                assert row["kind"] == kind[:-1]
                assert isinstance(row["value"], int | float) and row["value"] == pytest.approx(
                    q["value"], abs=0
                )
                assert (row["unit"] or "") == q["unit"]

    deadlines = _rows(wb["deadlines"])
    assert len(deadlines) == len(result["deadlines"])
    for row, d in zip(deadlines, result["deadlines"], strict=True):
        assert row["rule_id"] == d["rule_id"] and row["amount"] == d["amount"]
        if "T" in d["due"]:
            assert row["due"] == datetime.fromisoformat(d["due"])
        else:
            assert isinstance(row["due"], datetime) and row["due"].date() == date.fromisoformat(
                d["due"]
            )

    penalties = _rows(wb["penalties"])
    assert [p["max_usd"] for p in penalties] == [p["max_usd"] for p in result["penalties"]]
    assert penalties[0]["max_usd"] == 6000 and penalties[-1]["max_usd"] is None
    assert "Total = $6,000" in penalties[0]["arithmetic"]

    about = [row for row in wb["about"].values]
    flat = [str(cell) for row in about for cell in row if cell is not None]
    assert "testcity-2026.1" in flat and "9.9.9" in flat and "workbench version" in flat


def test_csv_files_one_per_table(tmp_path, doc):
    out = tmp_path / "results.csv"
    written = write_csv(doc, out)
    assert [p.name for p in written] == [
        "results-findings.csv",
        "results-sizing.csv",
        "results-deadlines.csv",
        "results-penalties.csv",
        "results-deadlines_left_out.csv",
        "results-checks.csv",
        "results-classifications.csv",
    ]
    assert list(csv_paths(out).values()) == written
    assert written[0].read_bytes().startswith(b"\xef\xbb\xbf")  # BOM: Excel reads UTF-8 right
    result = doc["results"][0]
    for path, name in zip(written, COLUMNS, strict=True):
        with path.open(encoding="utf-8-sig", newline="") as handle:
            header, *rows = list(csv.reader(handle))
        assert header == list(COLUMNS[name])
        rows = [dict(zip(header, row, strict=True)) for row in rows]
        if name == "deadlines":
            assert [r["due"] for r in rows] == [d["due"] for d in result["deadlines"]]
        if name == "penalties":
            assert [r["max_usd"] for r in rows] == ["6000", "2300", ""]
        if name == "sizing":
            volume = next(r for r in rows if r["quantity"] == "design_volume_cuft")
            assert (
                float(volume["value"])
                == result["sizing"][0]["outputs"]["design_volume_cuft"]["value"]
            )


def test_exports_reject_a_missing_folder(tmp_path, doc):
    with pytest.raises(OutputError, match="does not exist"):
        write_xlsx(doc, tmp_path / "no" / "x.xlsx")
    with pytest.raises(OutputError, match="does not exist"):
        write_csv(doc, tmp_path / "no" / "x.csv")


def test_an_extended_last_day_has_its_own_columns(tmp_path):
    """Issue 21: extended_due is an Excel date beside due; extension says why, which date to
    use and cites the statute; other deadlines leave both empty (xlsx and CSV alike)."""
    doc = extended_doc()
    write_xlsx(doc, tmp_path / "x.xlsx")
    rows = _rows(load_workbook(tmp_path / "x.xlsx")["deadlines"])
    header = list(COLUMNS["deadlines"])
    assert header[header.index("due") + 1 : header.index("due") + 3] == [
        "extended_due",
        "extension",
    ]
    (row,) = [r for r in rows if r["rule_id"] == "appeal"]
    assert row["due"].date() == date.fromisoformat(DUE)
    assert row["extended_due"].date() == date.fromisoformat(EXTENDED)
    assert "Native American Day (CCP § 135)" in row["extension"]
    assert "For a filer the earlier date (due) is the safe one" in row["extension"]
    assert (
        "external: California Code of Civil Procedure, §§ 12, 12a, 12b, 135" in (row["extension"])
    )
    assert all(r["extended_due"] is None and not r["extension"] for r in rows if r is not row)
    (deadlines_csv,) = [p for p in write_csv(doc, tmp_path / "x.csv") if "deadlines." in p.name]
    with deadlines_csv.open(encoding="utf-8-sig", newline="") as handle:
        by_rule = {r["rule_id"]: r for r in csv.DictReader(handle)}
    assert by_rule["appeal"]["extended_due"] == EXTENDED
    assert by_rule["leak_repair"]["extended_due"] == ""
