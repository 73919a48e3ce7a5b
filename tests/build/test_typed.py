"""The type checker stays on: ``python run.py test`` (and so CI) runs mypy with the settings
of pyproject's [tool.mypy], strict on the headless core and the plugin API (issue 37 item 4)."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_mypy_is_strict_on_the_core_and_the_plugin_api():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert config["strict"] is True
    strict_files = {"workbench/core", "workbench/api.py", "workbench/outputs", "workbench/cli.py"}
    assert strict_files <= set(config["files"])
    assert not any(o.get("ignore_errors") for o in config.get("overrides", []))


def test_run_py_runs_mypy():
    assert '"-m", "mypy"' in (ROOT / "run.py").read_text("utf-8")


def test_mypy_is_pinned():
    pins = (ROOT / "constraints.txt").read_text("utf-8").split()
    assert any(p.startswith("mypy==") for p in pins)
