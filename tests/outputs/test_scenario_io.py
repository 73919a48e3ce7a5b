"""Scenario import and export between project files and workbench-scenario/1 files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.outputs.conftest import SCENARIO
from workbench.core.scenario import ScenarioError
from workbench.core.store import close_project, open_project
from workbench.outputs import OutputError, export_scenario, import_scenario

ROOT = Path(__file__).resolve().parents[2]
DEMO = sorted((ROOT / "resources" / "demo").glob("*.json"))


def _round_trip(source: Path, tmp_path: Path) -> tuple[dict, dict]:
    project = tmp_path / "p.swproj"
    site_id = import_scenario(source, project)
    out = tmp_path / "back.json"
    export_scenario(project, site_id, out)
    return json.loads(source.read_text(encoding="utf-8")), json.loads(
        out.read_text(encoding="utf-8")
    )


def test_scenario_survives_import_then_export(tmp_path, scenario_file):
    original, back = _round_trip(scenario_file, tmp_path)
    assert back == original


@pytest.mark.parametrize("path", DEMO, ids=[p.stem for p in DEMO])
def test_demo_scenarios_survive_import_then_export(tmp_path, path):
    original, back = _round_trip(path, tmp_path)
    assert back == original


def test_import_adds_sites_with_unique_names(tmp_path, scenario_file):
    project = tmp_path / "p.swproj"
    first = import_scenario(scenario_file, project)
    second = import_scenario(scenario_file, project)
    opened = open_project(project, readonly=True)
    try:
        assert [s.id for s in opened.sites] == [first, second]
        assert [s.name for s in opened.sites] == [
            "Corner retail, 1.2 ac",
            "Corner retail, 1.2 ac (2)",
        ]
    finally:
        close_project(opened)
    out = tmp_path / "second.json"
    export_scenario(project, "Corner retail, 1.2 ac (2)", out)
    assert json.loads(out.read_text(encoding="utf-8")) == SCENARIO
    with pytest.raises(OutputError, match="2 sites"):
        export_scenario(project, None, out)
    with pytest.raises(OutputError, match="no site 'Elsewhere'"):
        export_scenario(project, "Elsewhere", out)


def test_import_rejects_bad_scenarios(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(
        json.dumps({"format": "workbench-scenario/1", "site": {"parcel_area": 5}}), encoding="utf-8"
    )
    with pytest.raises(ScenarioError, match="site.parcel_area"):
        import_scenario(bad, tmp_path / "p.swproj")
    assert not (tmp_path / "p.swproj").exists()
    with pytest.raises(OutputError, match="does not exist"):
        import_scenario(bad, tmp_path / "nope" / "p.swproj")


def test_export_of_an_in_memory_scenario_and_project(tmp_path, scenario_file):
    from workbench.core.scenario import load
    from workbench.core.store import new_project

    scenario = load(scenario_file)
    export_scenario(scenario, tmp_path / "a.json")  # the desktop's short form
    export_scenario(scenario, None, tmp_path / "b.json")
    project = new_project("memory")
    project.add_site(scenario, name="Only site")
    export_scenario(project, None, tmp_path / "c.json")
    for name in "abc":
        assert json.loads((tmp_path / f"{name}.json").read_text(encoding="utf-8")) == SCENARIO


def test_library_errors_name_the_parameter_not_a_command_line_flag(tmp_path, scenario_file):
    project = tmp_path / "p.swproj"
    import_scenario(scenario_file, project)
    import_scenario(scenario_file, project)
    with pytest.raises(OutputError) as caught:
        export_scenario(project, "Elsewhere", tmp_path / "x.json")
    assert caught.value.field == "site" and "--" not in str(caught.value)
    with pytest.raises(OutputError) as caught:
        export_scenario(project, "Elsewhere", tmp_path / "no" / "x.json")
    assert caught.value.field == "out_path" and "--" not in str(caught.value)
    with pytest.raises(OutputError) as caught:
        import_scenario(scenario_file, tmp_path)
    assert caught.value.field == "project_path" and "--" not in str(caught.value)
