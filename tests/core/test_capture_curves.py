"""Issue 41 item 1: the core derives a capture curve once per (record content, drawdown,
engine version), hands it to Livingston's 80 % capture tool through the context, and keeps it
beside the record the project keeps, so a reopened project does not simulate again."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.core import capture_curves
from workbench.core.evaluate import evaluate
from workbench.core.paths import resources_dir
from workbench.core.plugins.host import load_host
from workbench.core.scenario import parse_scenario
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


@pytest.fixture(autouse=True)
def fresh_process():
    capture_curves.forget()  # as a new process starts
    yield
    capture_curves.forget()


def livingston(record: str) -> dict:
    data = json.loads(DEMO.read_text(encoding="utf-8"))
    data["rainfall"]["record_csv"] = record
    return data


def capture(host, scenario) -> dict:
    (result,) = evaluate(host, scenario, "livingston")["results"]
    (tool,) = [s for s in result["sizing"] if s["tool_id"] == "casqa_80pct_capture"]
    assert tool["status"] == "applies"
    return tool


def wetter(record: bytes) -> bytes:
    """The record with every wet hour's depth doubled: another content, another curve."""
    lines = record.decode().splitlines()
    out = []
    for line in lines:
        parts = line.split(",")
        try:
            depth = float(parts[1])
        except (IndexError, ValueError):
            out.append(line)
            continue
        parts[1] = f"{depth * 2:.2f}" if depth > 0 else parts[1]
        out.append(",".join(parts))
    return ("\n".join(out) + "\n").encode()


def test_a_record_is_simulated_once_then_its_curve_is_reused(host, tmp_path: Path) -> None:
    scenario = parse_scenario(livingston(str(BUNDLED)))
    first = capture(host, scenario)
    simulated = capture_curves.simulated_depths
    assert simulated > 0
    again = capture(host, parse_scenario(livingston(str(BUNDLED))))
    assert capture_curves.simulated_depths == simulated  # nothing simulated the second time
    assert again["outputs"] == first["outputs"]


def test_a_changed_record_gives_a_new_curve(host, tmp_path: Path) -> None:
    (tmp_path / "a.csv").write_bytes(BUNDLED.read_bytes())
    (tmp_path / "b.csv").write_bytes(wetter(BUNDLED.read_bytes()))
    a = capture(host, parse_scenario(livingston(str(tmp_path / "a.csv"))))
    simulated = capture_curves.simulated_depths
    b = capture(host, parse_scenario(livingston(str(tmp_path / "b.csv"))))
    assert capture_curves.simulated_depths > simulated  # the new content was simulated
    assert a["plot"] != b["plot"] and a["outputs"] != b["outputs"]


def test_the_curve_is_the_simulation_of_the_record(host) -> None:
    """The core's curve is exactly what the simulation engine gives for those depths."""
    from workbench.core import simulation

    used = simulation.scenario_record(parse_scenario(livingston(str(BUNDLED))))
    depths = [0.1, 0.5, 1.0, 2.0]
    curve = capture_curves.curve_for(used, 48.0)
    expected = simulation.capture_curve(
        used.record.inches, 1.0, 1.0, [d / 12 for d in depths], 48.0
    ).tolist()
    assert curve.fractions(depths[2:]) == expected[2:]  # some first, the rest later
    assert curve.fractions(depths) == expected


def project_keeping(path: Path, record: bytes) -> Path:
    project = new_project("P")
    project.add_site(parse_scenario(livingston("rain.csv")), name="Site A")
    project.rainfall_records["rain.csv"] = StoredRecord("rain.csv", record)
    save_project(project, path)
    close_project(project)
    return path


def evaluate_and_save(host, path: Path) -> dict:
    project = open_project(path)
    try:
        tool = capture(host, project.sites[0].scenario)
        save_project(project)
    finally:
        close_project(project)
    return tool


def test_a_reopened_project_does_not_simulate_again(host, tmp_path: Path) -> None:
    path = project_keeping(tmp_path / "P.swproj", BUNDLED.read_bytes())
    first = evaluate_and_save(host, path)
    assert capture_curves.simulated_depths > 0
    capture_curves.forget()  # another process: only the file holds the curve
    simulated = capture_curves.simulated_depths
    again = evaluate_and_save(host, path)
    assert capture_curves.simulated_depths == simulated
    assert again == first


def test_another_engine_version_simulates_again(host, tmp_path: Path, monkeypatch) -> None:
    path = project_keeping(tmp_path / "P.swproj", BUNDLED.read_bytes())
    evaluate_and_save(host, path)
    capture_curves.forget()
    monkeypatch.setattr(capture_curves, "ENGINE_VERSION", "test-next")
    simulated = capture_curves.simulated_depths
    evaluate_and_save(host, path)
    assert capture_curves.simulated_depths > simulated


def test_a_changed_kept_record_simulates_again_and_drops_the_old_curve(
    host, tmp_path: Path
) -> None:
    import sqlite3

    path = project_keeping(tmp_path / "P.swproj", BUNDLED.read_bytes())
    evaluate_and_save(host, path)
    project = open_project(path)
    try:
        project.rainfall_records["rain.csv"] = StoredRecord(
            "rain.csv", wetter(BUNDLED.read_bytes())
        )
        save_project(project)
    finally:
        close_project(project)
    capture_curves.forget()
    simulated = capture_curves.simulated_depths
    evaluate_and_save(host, path)
    assert capture_curves.simulated_depths > simulated
    with sqlite3.connect(path) as raw:
        kept = {row[0] for row in raw.execute("SELECT record_sha256 FROM capture_curve")}
        (sha,) = {row[0] for row in raw.execute("SELECT sha256 FROM rainfall_record")}
    assert kept == {sha}


def test_a_schema_3_file_is_migrated_with_an_empty_curve_table(host, tmp_path: Path) -> None:
    import sqlite3

    from workbench.core.store import SCHEMA_VERSION

    path = project_keeping(tmp_path / "P.swproj", BUNDLED.read_bytes())
    with sqlite3.connect(path) as raw:
        raw.execute("DROP TABLE capture_curve")
        raw.execute("PRAGMA user_version = 3")
    first = evaluate_and_save(host, path)  # migrated, then the curve is kept
    with sqlite3.connect(path) as raw:
        assert raw.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 4
        assert raw.execute("SELECT count(*) FROM capture_curve").fetchone()[0] == 1
    assert (tmp_path / "P.v3.bak").exists()
    capture_curves.forget()
    simulated = capture_curves.simulated_depths
    assert evaluate_and_save(host, path) == first
    assert capture_curves.simulated_depths == simulated


def test_the_schema_4_step_makes_the_declared_table() -> None:
    """The migration keeps its own SQL: the table tables.py declares (IF NOT EXISTS)."""
    from workbench.core.store import migrations, tables

    (declared,) = [s for s in tables.create_statements() if "capture_curve" in s]
    assert migrations._CREATE_CAPTURE_CURVE_V4 == declared.replace(
        "CREATE TABLE", "CREATE TABLE IF NOT EXISTS", 1
    )
