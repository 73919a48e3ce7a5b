"""Smoke test of the frozen app: build it with PyInstaller (onedir, into a temporary folder)
and run it. Takes about a minute (51 s on a 2-core machine, 2026-12-03), so it is marked slow; it is
skipped only when PyInstaller is not installed (``pip install -e .[build]``)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from tests.fifthcity.install import ORDINANCE, SCENARIO, install
from workbench.core.plugins.host import BUNDLED

ROOT = Path(__file__).resolve().parents[2]


def _packaging_build():
    """packaging/build.py as a module (by path: ``build`` is also the name of a PyPA package)."""
    spec = importlib.util.spec_from_file_location(
        "workbench_packaging_build", ROOT / "packaging" / "build.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        importlib.util.find_spec("PyInstaller") is None,
        reason="PyInstaller is not installed (pip install -e .[build])",
    ),
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
    hidden = ("WORKBENCH_ORDINANCE_DIR", "PYTHONPATH", "WORKBENCH_PLUGIN_DIR")
    environ = {k: v for k, v in os.environ.items() if k not in hidden}
    environ.update(env)
    return subprocess.run(
        [str(exe), *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=environ,
        cwd=exe.parent.parent,
    )


def _plugins(exe: Path, **env: str) -> dict[str, dict]:
    done = _run(exe, "plugins", "--json", **env)
    assert done.returncode == 0, done.stderr
    return {p["name"]: p for p in json.loads(done.stdout)}


def test_frozen_app_lists_the_bundled_plugins(frozen):
    plugins = _plugins(frozen)
    assert set(plugins) == set(BUNDLED)
    assert all(p["status"] == "ok" for p in plugins.values()), plugins
    assert all(p["ruleset_version"] for p in plugins.values())


def test_frozen_app_loads_a_city_installed_beside_it(frozen, tmp_path):
    """A city installed with its entry point in ``cities/`` beside the executable (as ``pip
    install --target`` does) loads beside the bundled ones and evaluates; so does one in a
    folder named by ``WORKBENCH_PLUGIN_DIR``."""
    cities = frozen.parent / "cities"
    install(cities)
    try:
        plugins = _plugins(frozen)
        assert set(plugins) == set(BUNDLED) | {"fifth_city"}
        assert plugins["fifth_city"]["status"] == "ok", plugins["fifth_city"]["error"]
        done = _run(frozen, "evaluate", str(SCENARIO), "--json")
        assert done.returncode == 0, done.stderr
        (result,) = json.loads(done.stdout)["results"]
        assert result["jurisdiction"] == "fifth_city"
        assert {f["rule_id"]: f["status"] for f in result["findings"]}["control_plan"] == "applies"
        assert result["sizing"][0]["outputs"]["design_volume_cuft"]["value"] == 142.7
        seeds = tmp_path / "seeds"
        seeds.mkdir()
        shutil.copy(ORDINANCE, seeds)
        done = _run(
            frozen,
            *("check-citations", "--ordinance-dir", str(seeds), "--json"),
            WORKBENCH_DISABLE_PLUGINS=",".join(BUNDLED),
        )
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
    finally:
        shutil.rmtree(cities)
    assert "fifth_city" not in _plugins(frozen)
    elsewhere = install(tmp_path / "elsewhere")
    assert _plugins(frozen, WORKBENCH_PLUGIN_DIR=str(elsewhere))["fifth_city"]["status"] == "ok"


def test_frozen_app_finds_the_ordinances_and_writes_a_report(frozen, tmp_path):
    """The ordinance texts beside the app folder; Qt's platform plugin, fonts and matplotlib."""
    if (frozen.parent.parent / "shared" / "seeds").is_dir():
        done = _run(frozen, "check-citations", "--json")
        assert done.returncode == 0, done.stdout[-2000:] + done.stderr
        ordinance_dir = Path(json.loads(done.stdout)["ordinance_dir"])
        assert ordinance_dir == frozen.parent.parent / "shared" / "seeds"
    demo = sorted((ROOT / "resources" / "demo").glob("*.json"))
    if not demo:
        pytest.skip("no demo scenario to report on yet")
    out = tmp_path / "frozen.pdf"
    done = _run(frozen, "report", str(demo[0]), "--out", str(out), QT_QPA_PLATFORM="offscreen")
    assert done.returncode == 0, done.stderr
    assert out.read_bytes().startswith(b"%PDF-")
    bad = _run(frozen, "report", str(tmp_path / "missing.json"), "--out", str(out))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1
