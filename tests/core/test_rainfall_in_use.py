"""Issue 26: evaluation reads the rainfall record kept in the project file itself (no
``workbench rainfall extract`` first), says which record is in use, and issue 24 item 4: a
record that cannot be used is refused with one line naming the file and the problem."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.core.evaluate import InputError, evaluate
from workbench.core.paths import resources_dir
from workbench.core.plugins.host import load_host
from workbench.core.rainfall import record_in_use
from workbench.core.scenario import load, parse_scenario
from workbench.core.store import (
    StoredRecord,
    close_project,
    new_project,
    open_project,
    save_project,
)

BUNDLED = resources_dir() / "rainfall" / "synthetic_hourly.csv"
DEMO = resources_dir() / "demo" / "livingston.json"


@pytest.fixture(scope="module")
def host():
    return load_host()


def livingston(record: str) -> dict:
    data = json.loads(DEMO.read_text(encoding="utf-8"))
    data["rainfall"]["record_csv"] = record
    return data


def capture(result: dict) -> dict:
    (tool,) = [s for s in result["sizing"] if s["tool_id"] == "casqa_80pct_capture"]
    return tool


def project_keeping(path: Path, record: bytes, name: str = "rain.csv") -> Path:
    project = new_project("P")
    project.add_site(parse_scenario(livingston(name)), name="Site A")
    project.rainfall_records[name] = StoredRecord(name, record, ({"file": "rain.csv"},))
    save_project(project, path)
    close_project(project)
    return path


def test_evaluation_reads_the_copy_kept_in_the_project(tmp_path: Path, host) -> None:
    """The project moved to a machine without the record file: the kept copy is used, and the
    result is the one the file itself gives."""
    path = project_keeping(tmp_path / "P.swproj", BUNDLED.read_bytes())
    assert not (tmp_path / "rain.csv").exists()
    project = open_project(path, readonly=True)
    try:
        (result,) = evaluate(host, project.sites[0].scenario, "livingston")["results"]
    finally:
        close_project(project)
    report = result["rainfall_record"]
    assert report["record"] == "rain.csv"
    assert report["in_use"]["origin"] == "project" and report["in_use"]["kept_in_project"]
    assert report["in_use"]["file"] is None and len(report["in_use"]["sha256"]) == 64
    assert report["station"] == "synthetic" and report["covered_years"] == 2
    tool = capture(result)
    assert tool["status"] == "applies"
    assert "the copy kept in the project" in tool["steps"][0]

    from_file = parse_scenario(livingston(str(BUNDLED)))
    (direct,) = evaluate(host, from_file, "livingston")["results"]
    assert capture(direct)["outputs"] == tool["outputs"]
    assert direct["rainfall_record"]["in_use"]["origin"] == "file"


def test_the_kept_copy_wins_over_a_different_file_and_says_so(tmp_path: Path, host) -> None:
    path = project_keeping(tmp_path / "P.swproj", BUNDLED.read_bytes())
    (tmp_path / "rain.csv").write_text("timestamp,inches\n2001-01-01T00:00,0.5\n")
    project = open_project(path, readonly=True)
    try:
        (result,) = evaluate(host, project.sites[0].scenario, "livingston")["results"]
    finally:
        close_project(project)
    report = result["rainfall_record"]
    assert report["in_use"]["origin"] == "project" and report["covered_years"] == 2
    assert any("holds other data than the record kept" in w for w in report["warnings"])


def test_a_damaged_kept_copy_is_bad_input_naming_it(tmp_path: Path, host) -> None:
    path = project_keeping(tmp_path / "P.swproj", b"timestamp,inches\n2001-01-01T00:00,-1\n")
    project = open_project(path, readonly=True)
    try:
        with pytest.raises(InputError, match=r"^rainfall\.record_csv: rain\.csv: line 2: .*kept"):
            evaluate(host, project.sites[0].scenario, "livingston")
    finally:
        close_project(project)


def test_every_site_sees_the_records_its_project_keeps(tmp_path: Path) -> None:
    """Sites added, duplicated or opened from the file, and records kept after the site was
    added: the scenario each hands out looks in the project's records."""
    project = new_project("P")
    site = project.add_site(load(DEMO), name="A")
    name = site.scenario.rainfall.record_csv  # the bundled record, also a file
    project.rainfall_records[name] = StoredRecord(name, BUNDLED.read_bytes())
    copy = project.duplicate_site(site.id)
    for each in (site, copy):
        assert record_in_use(each.scenario).origin == "project"
        assert each.rainfall_records() is project.rainfall_records
    save_project(project, tmp_path / "P.swproj")
    close_project(project)
    opened = open_project(tmp_path / "P.swproj", readonly=True)
    try:
        assert all(record_in_use(s.scenario).origin == "project" for s in opened.sites)
    finally:
        close_project(opened)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_evaluates_a_moved_project_from_its_kept_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    scenario = tmp_path / "t.json"
    scenario.write_text(json.dumps(livingston("rain.csv")), encoding="utf-8")
    path = tmp_path / "P.swproj"
    assert run(["import", str(scenario), "--project", str(path)], capsys)[0] == 0
    code, _out, err = run(["evaluate", str(path), "--json"], capsys)
    assert code == 2 and err.count("\n") == 1 and "rain.csv: file not found" in err
    imported = ["rainfall", "import", str(BUNDLED), "--out", str(tmp_path / "rain.csv")]
    assert run([*imported, "--project", str(path)], capsys)[0] == 0
    (tmp_path / "rain.csv").unlink()  # moved to another machine without the file
    code, out, err = run(["evaluate", str(path), "--json"], capsys)
    assert code == 0 and err == ""
    (result,) = json.loads(out)["sites"][0]["results"]
    assert result["rainfall_record"]["in_use"]["origin"] == "project"
    assert capture(result)["status"] == "applies"


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("a,b\n1,2\n", "header is in none of the rainfall formats"),
        ("timestamp,inches\n2001-01-01T01:00,0.1\n2001-01-01T00:00,0.1\n", "goes backwards"),
        ("\x00\x01binary", "is not a text (CSV) file"),
        ("", "empty file"),
    ],
    ids=["not a record", "date backwards", "binary", "empty"],
)
def test_cli_evaluate_refuses_a_bad_record_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str, problem: str
) -> None:
    (tmp_path / "rain.csv").write_text(content, encoding="utf-8")
    scenario = tmp_path / "t.json"
    scenario.write_text(json.dumps(livingston("rain.csv")), encoding="utf-8")
    code, out, err = run(["evaluate", str(scenario)], capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "rain.csv" in err and problem in err, err
