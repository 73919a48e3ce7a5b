"""report / export / import on the command line: exit codes and one-line errors."""

from __future__ import annotations

import json

import icalendar
import pytest
from openpyxl import load_workbook

from workbench.cli import main


def _one_line_error(capsys, code: int, argv: list[str], match: str) -> None:
    assert main(argv) == code
    err = capsys.readouterr().err
    assert err.endswith("\n") and err.count("\n") == 1, err
    assert "Traceback" not in err and match in err, err


def test_report_and_exports(tmp_path, scenario_file, capsys, use_fake_host):
    pdf = tmp_path / "r.pdf"
    assert main(["report", str(scenario_file), "--out", str(pdf), "--as-of", "2025-03-12"]) == 0
    assert pdf.read_bytes().startswith(b"%PDF") and "pages" in capsys.readouterr().out
    ics = tmp_path / "d.ics"
    assert main(["export", str(scenario_file), "--ics", str(ics)]) == 0
    assert len(list(icalendar.Calendar.from_ical(ics.read_bytes()).walk("VEVENT"))) == 3
    xlsx = tmp_path / "r.xlsx"
    assert (
        main(["export", str(scenario_file), "--xlsx", str(xlsx), "--jurisdiction", "testcity"]) == 0
    )
    assert load_workbook(xlsx).sheetnames[:4] == ["findings", "sizing", "deadlines", "penalties"]
    assert main(["export", str(scenario_file), "--csv", str(tmp_path / "r.csv")]) == 0
    assert sorted(p.name for p in tmp_path.glob("r-*.csv")) == [
        "r-checks.csv",
        "r-classifications.csv",
        "r-deadlines.csv",
        "r-deadlines_left_out.csv",
        "r-findings.csv",
        "r-penalties.csv",
        "r-sizing.csv",
    ]


def test_import_then_export_scenario(tmp_path, scenario_file, capsys):
    project = tmp_path / "p.swproj"
    assert main(["import", str(scenario_file), "--project", str(project)]) == 0
    assert "added site" in capsys.readouterr().out
    out = tmp_path / "back.json"
    assert main(["export", str(project), "--scenario", str(out)]) == 0
    assert json.loads(out.read_text(encoding="utf-8")) == json.loads(
        scenario_file.read_text(encoding="utf-8")
    )


@pytest.mark.parametrize(
    "argv, match",
    [
        (["report", "{tmp}/missing.json", "--out", "{tmp}/r.pdf"], "no such file"),
        (["report", "{scenario}", "--out", "{tmp}/no/such/folder/r.pdf"], "does not exist"),
        (["report", "{bad}", "--out", "{tmp}/r.pdf"], "site.parcel_area"),
        (["report", "{scenario}", "--out", "{tmp}/r.pdf", "--as-of", "2025-13-01"], "--as-of"),
        (
            ["report", "{scenario}", "--out", "{tmp}/r.pdf", "--jurisdiction", "atlantis"],
            "unknown jurisdiction",
        ),
        (["export", "{tmp}/missing.json", "--ics", "{tmp}/d.ics"], "no such file"),
        (["export", "{scenario}", "--xlsx", "{tmp}/no/x.xlsx"], "does not exist"),
        (["export", "{bad}", "--csv", "{tmp}/x.csv"], "site.parcel_area"),
        (["export", "{scenario}", "--ics", "{tmp}"], "is a folder"),
        (["import", "{bad}", "--project", "{tmp}/p.swproj"], "site.parcel_area"),
        (["import", "{tmp}/missing.json", "--project", "{tmp}/p.swproj"], "no such file"),
        (["import", "{scenario}", "--project", "{tmp}/no/p.swproj"], "does not exist"),
        (["export", "{tmp}/missing.swproj", "--scenario", "{tmp}/s.json"], "no such file"),
        (["export", "{notproject}", "--scenario", "{tmp}/s.json", "--site", "x"], "not a project"),
        # the command line names its own flags for the parameters the library reports
        (["export", "{scenario}", "--ics", "{tmp}/no/d.ics"], "--ics: folder"),
        (["export", "{scenario}", "--scenario", "{tmp}/no/s.json"], "--scenario: folder"),
        (["export", "{notproject}", "--scenario", "{tmp}/s.json", "--site", "x"], "--site: "),
        (["export", "{scenario}", "--csv", "{tmp}/x.csv", "--site", "x"], "--site: only"),
        (["import", "{scenario}", "--project", "{tmp}"], "--project: "),
        (["report", "{scenario}", "--out", "{tmp}/no/r.pdf"], "--out: folder"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path, scenario_file, capsys, use_fake_host, argv, match
):
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"format": "workbench-scenario/1", "site": {"parcel_area": 1}}), encoding="utf-8"
    )
    values = {
        "tmp": str(tmp_path),
        "scenario": str(scenario_file),
        "bad": str(bad),
        "notproject": str(scenario_file),
    }
    _one_line_error(capsys, 2, [a.format(**values) for a in argv], match)
    assert not list(tmp_path.glob("*.pdf"))
