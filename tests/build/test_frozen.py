"""Smoke test of the frozen app: build it with PyInstaller (onedir, into a temporary folder)
and run it. Takes a few minutes (about 3 on a 2-core machine), so it is marked slow; it is
skipped only when PyInstaller is not installed (``pip install -e .[build]``)."""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _packaging_build():
    """packaging/build.py as a module (by path: ``build`` is also the name of a PyPA package)."""
    spec = importlib.util.spec_from_file_location("workbench_packaging_build", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None,
                       reason="PyInstaller is not installed (pip install -e .[build])"),
]


@pytest.fixture(scope="module")
def frozen(tmp_path_factory) -> Path:
    """The built console executable (the build runs once for this module)."""
    packaging_build = _packaging_build()
    base = tmp_path_factory.mktemp("frozen")
    seeds = ROOT.parent / "shared" / "seeds"
    seconds = packaging_build.build(base / "dist", base / "work", seeds if seeds.is_dir() else None)
    print(f"frozen build took {seconds:.0f} s")
    exe = packaging_build.executable(base / "dist")
    assert exe.exists(), exe
    return exe


def _run(exe: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {k: v for k, v in os.environ.items() if k not in ("WORKBENCH_ORDINANCE_DIR", "PYTHONPATH")}
    environ.update(env)
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=300, env=environ,
                          cwd=exe.parent.parent)


def test_frozen_app_lists_the_four_plugins(frozen):
    done = _run(frozen, "plugins", "--json")
    assert done.returncode == 0, done.stderr
    plugins = json.loads(done.stdout)
    assert sorted(p["name"] for p in plugins) == ["del_mar", "livingston", "signal_hill", "soledad"]
    assert all(p["status"] == "ok" for p in plugins), [(p["name"], p["error"]) for p in plugins]
    assert all(p["ruleset_version"] for p in plugins)


def test_frozen_app_finds_the_ordinances_and_writes_a_report(frozen, tmp_path):
    """The ordinance texts beside the app folder; Qt's platform plugin, fonts and matplotlib."""
    if (frozen.parent.parent / "shared" / "seeds").is_dir():
        done = _run(frozen, "check-citations", "--json")
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        assert Path(json.loads(done.stdout)["ordinance_dir"]) == frozen.parent.parent / "shared" / "seeds"
    demo = sorted((ROOT / "resources" / "demo").glob("*.json"))
    if not demo:
        pytest.skip("no demo scenario to report on yet")
    out = tmp_path / "frozen.pdf"
    done = _run(frozen, "report", str(demo[0]), "--out", str(out), QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF-")
    bad = _run(frozen, "report", str(tmp_path / "missing.json"), "--out", str(out))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
