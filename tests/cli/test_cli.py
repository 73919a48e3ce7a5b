"""The command line as outside tests drive it: exit codes, one-line errors, JSON shapes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.core.plugins.host import BUNDLED

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, env: dict | None = None) -> subprocess.CompletedProcess:
    full_env = {**os.environ, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "workbench", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=full_env,
        timeout=120,
    )


def write(tmp_path: Path, text: str, name: str = "s.json") -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def assert_one_line_error(proc: subprocess.CompletedProcess, *needles: str) -> None:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr
    assert "Traceback" not in proc.stderr
    for needle in needles:
        assert needle in lines[0]


def test_plugins_json_lists_the_bundled_cities_ok():
    proc = run("plugins", "--json")
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout)
    assert {d["jurisdiction"] for d in data} == set(BUNDLED)
    assert all(d["status"] == "ok" for d in data), data


@pytest.mark.parametrize(
    "text, needles",
    [
        (
            '{"format": "workbench-scenario/1", "site": {"bogus": 1}}',
            ["site.bogus", "unknown field"],
        ),
        (
            '{"format": "workbench-scenario/1", "site": {"disturbed_area_sqft": -3}}',
            ["site.disturbed_area_sqft", "negative"],
        ),
        (
            '{"format": "workbench-scenario/1", "site": {"disturbed_area_sqft": "big"}}',
            ["site.disturbed_area_sqft", "number"],
        ),
        (
            '{"format": "workbench-scenario/1", "events": [{"kind": "x", "at": "2025-02-30"}]}',
            ["events[0].at", "possible date"],
        ),
        ('{"format": "workbench-scenario/1", "site": {"disturbed', ["not valid JSON"]),
    ],
)
def test_bad_scenarios_exit_2_with_one_line(tmp_path, text, needles):
    assert_one_line_error(run("evaluate", write(tmp_path, text), "--json"), *needles)


def test_unknown_vocabulary_is_bad_input(tmp_path):
    path = write(
        tmp_path,
        '{"format": "workbench-scenario/1", '
        '"events": [{"kind": "no_such_event", "at": "2025-01-02"}]}',
    )
    assert_one_line_error(run("evaluate", path), "events[0].kind", "no_such_event")


def test_usage_errors_are_one_line(tmp_path):
    assert_one_line_error(run("evaluate"), "file")
    assert_one_line_error(run("rules", "--jurisdiction", "atlantis"), "atlantis")
    assert_one_line_error(run("evaluate", str(tmp_path / "missing.json")), "no such file")
    assert_one_line_error(run("frobnicate"), "invalid choice")


def test_unknown_parameter_override_is_named(tmp_path):
    path = write(
        tmp_path, '{"format": "workbench-scenario/1", "parameters": {"soledad.no_such_param": 1}}'
    )
    assert_one_line_error(
        run("evaluate", path, "--jurisdiction", "soledad"), "parameters.soledad.no_such_param"
    )


def test_evaluate_shape(tmp_path):
    path = write(
        tmp_path,
        json.dumps(
            {
                "format": "workbench-scenario/1",
                "name": "shape",
                "site": {"disturbed_area_sqft": 1000},
            }
        ),
    )
    proc = run("evaluate", path, "--json", "--as-of", "2025-03-10")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["scenario"] == "shape"
    assert {r["jurisdiction"] for r in doc["results"]} == {
        "soledad",
        "signal_hill",
        "livingston",
        "del_mar",
    }
    for result in doc["results"]:
        assert {
            "jurisdiction",
            "ruleset_version",
            "findings",
            "sizing",
            "deadlines",
            "penalties",
        } <= set(result)
        assert result["as_of"] == "2025-03-10"
        for f in result["findings"]:
            assert {
                "rule_id",
                "category",
                "title",
                "status",
                "reasons",
                "flags",
                "citations",
            } <= set(f)
            assert f["status"] in ("applies", "does_not_apply", "needs_info", "error")


def test_demo_scenarios_evaluate_without_errors():
    demos = sorted((ROOT / "resources" / "demo").glob("*.json"))
    assert {p.stem for p in demos} == set(BUNDLED)  # one demo site per bundled city
    for path in demos:
        proc = run("evaluate", str(path), "--json")
        assert proc.returncode == 0, (path.name, proc.stderr)
        doc = json.loads(proc.stdout)
        for result in doc["results"]:
            assert not [f for f in result["findings"] if f["status"] == "error"], path.name


def test_broken_plugin_is_listed_and_others_work(tmp_path):
    """A plugin raising at import (an import hook makes plugins.del_mar raise) is listed as
    broken."""
    (tmp_path / "sitecustomize.py").write_text(
        "import sys\n"
        "class _Finder:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'plugins.del_mar':\n"
        "            raise RuntimeError('del mar import boom')\n"
        "        return None\n"
        "sys.meta_path.insert(0, _Finder())\n"
    )
    env = {"PYTHONPATH": str(tmp_path) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    proc = run("plugins", "--json", env=env)
    assert proc.returncode == 0, proc.stderr
    by_name = {d["name"]: d for d in json.loads(proc.stdout)}
    assert by_name["del_mar"]["status"] == "broken"
    assert "del mar import boom" in by_name["del_mar"]["error"]
    assert all(by_name[n]["status"] == "ok" for n in set(BUNDLED) - {"del_mar"})


@pytest.mark.ordinances
def test_check_citations_passes():
    proc = run("check-citations")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "0 problem(s)" in proc.stdout


def test_deadline_and_penalty_usage_errors():
    assert_one_line_error(
        run("deadline", "--jurisdiction", "soledad", "--rule", "nope", "--from", "2025-01-01"),
        "--rule",
    )
    assert_one_line_error(
        run("penalty", "--jurisdiction", "soledad", "--violations", "0", "--days", "1"),
        "--violations",
    )


def test_project_error_names_the_site(tmp_path):
    """In a project, a site with an unknown kind is named in the one-line error."""
    scenario = tmp_path / "bad.json"
    scenario.write_text(
        json.dumps(
            {
                "format": "workbench-scenario/1",
                "name": "Bad kinds site",
                "events": [{"kind": "no_such_event", "at": "2025-01-02"}],
            }
        )
    )
    project = tmp_path / "p.swproj"
    assert run("import", str(scenario), "--project", str(project)).returncode == 0
    assert_one_line_error(
        run("evaluate", str(project), "--json"), "Bad kinds site", "no_such_event"
    )
    assert_one_line_error(run("compare", str(project)), "Bad kinds site")


def test_project_error_names_the_first_bad_site_in_project_order(tmp_path):
    """Sites are evaluated city by city; the error still names the first bad site of the project."""
    project = tmp_path / "p.swproj"
    for name, city in (("First bad (Soledad)", "soledad"), ("Second bad (Del Mar)", "del_mar")):
        scenario = tmp_path / f"{city}.json"
        scenario.write_text(
            json.dumps(
                {
                    "format": "workbench-scenario/1",
                    "name": name,
                    "jurisdiction": city,
                    "events": [{"kind": "no_such_event", "at": "2025-01-02"}],
                }
            )
        )
        assert run("import", str(scenario), "--project", str(project)).returncode == 0
    proc = run("evaluate", str(project), "--json")
    assert_one_line_error(proc, "First bad (Soledad)", "no_such_event")
    assert "Second bad" not in proc.stderr


def test_files_in_the_current_folder_never_change_a_command(tmp_path):
    """A file named like a sub-command (or a folder named like a package) in the current
    folder must not open the desktop or shadow the workbench (issue 25 item 10)."""
    for name in ("plugins", "rules", "evaluate", "report"):
        (tmp_path / name).write_text("not a scenario\n")
    (tmp_path / "workbench").mkdir()
    (tmp_path / "workbench" / "__init__.py").write_text("raise SystemExit('shadowed')\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("DISPLAY", None)  # if the desktop opened anyway, fail fast instead of hanging
    proc = subprocess.run(
        [sys.executable, "-P", "-m", "workbench", "plugins", "--json"],  # as run.py starts it
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert {d["status"] for d in json.loads(proc.stdout)} == {"ok"}
    proc = subprocess.run(
        [sys.executable, "-P", "-m", "workbench", "rules"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        timeout=120,
    )
    assert_one_line_error(proc, "--jurisdiction")
