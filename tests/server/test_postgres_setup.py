"""How the test command gets PostgreSQL: run.py installs it where it can, the server tests
skip without it on a developer's machine and fail without it under CI (.ci/run)."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TEST = "tests/server/test_server_store.py::test_an_unknown_project_name_says_so"


def _run_py():
    spec = importlib.util.spec_from_file_location("run_launcher", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_run_py_installs_postgresql_where_missing_as_root(monkeypatch):
    launcher = _run_py()
    calls: list[list[str]] = []
    found = iter([None, "/usr/lib/postgresql/15/bin"])
    monkeypatch.setattr(launcher, "find_postgresql", lambda: next(found))
    monkeypatch.setattr(launcher.sys, "platform", "linux")
    monkeypatch.setattr(launcher.os, "geteuid", lambda: 0, raising=False)
    monkeypatch.setattr("shutil.which", lambda name: "/usr/bin/" + name)
    monkeypatch.setattr(launcher.subprocess, "call", lambda command, **kw: calls.append(command))
    launcher.ensure_postgresql()
    assert calls[0][:2] == ["apt-get", "update"]
    assert calls[1][:2] == ["apt-get", "install"] and "postgresql" in calls[1]


def test_ci_run_requires_postgresql_and_the_test_command_installs_it():
    """.ci/run is the README's test command and nothing besides: run.py test installs the
    server where it is missing; under CI a missing server fails the server tests."""
    text = (ROOT / ".ci" / "run").read_text()
    assert "export WORKBENCH_REQUIRE_POSTGRES=1" in text
    assert text.rstrip().endswith("exec python3 run.py test")
    launcher = (ROOT / "run.py").read_text()
    assert '"apt-get", "install", "-y", "-q", "--no-install-recommends", "postgresql"' in launcher


def _pytest(tmp_path: Path, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k not in ("CI", "WORKBENCH_REQUIRE_POSTGRES")}
    environ.update(WORKBENCH_PG_BIN=str(tmp_path / "no_postgresql_here"), **env)
    return subprocess.run(
        [sys.executable, "-m", "pytest", TEST, "-rs", "-p", "no:cacheprovider"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=environ,
        timeout=300,
    )


def test_without_postgresql_the_server_tests_skip_and_say_why(tmp_path):
    done = _pytest(tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 skipped" in done.stdout and "no PostgreSQL" in done.stdout


def test_under_ci_a_missing_postgresql_fails(tmp_path):
    done = _pytest(tmp_path, CI="true")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "PostgreSQL is required here (CI)" in done.stdout
