"""Issue 42 N19: the first ``python run.py`` on Linux checks for the system libraries Qt
needs before it builds anything and prints the one install line for the user's system; the
installer's notices (the setuptools build-backend box) are shown only when it fails."""

from __future__ import annotations

import importlib.util
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def run_py():
    spec = importlib.util.spec_from_file_location("run_launcher", ROOT / "run.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ldconfig(run_py, without: set[str]) -> str:
    return "\n".join(
        f"\tlib{row[0]}.so.0 (libc6,x86-64) => /usr/lib/lib{row[0]}.so.0"
        for row in run_py.QT_LIBRARIES
        if row[0] not in without
    )


def test_n19_a_missing_qt_library_stops_before_the_environment_is_built(
    run_py, monkeypatch, capsys
):
    monkeypatch.setattr(run_py.sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    monkeypatch.delenv("WORKBENCH_SKIP_LIBRARY_CHECK", raising=False)
    monkeypatch.setattr(run_py, "linked_libraries", lambda: _ldconfig(run_py, {"xcb-cursor"}))

    def never(*_args, **_kwargs):
        raise AssertionError("the environment is built before the check")

    monkeypatch.setattr(run_py, "ensure_environment", never)
    assert run_py.main([]) == 1
    err = capsys.readouterr().err
    assert "libxcb-cursor" in err
    assert "sudo apt-get install libxcb-cursor0\n" in err  # one line, only what is missing
    # the command line and the tests never need the window system's libraries
    monkeypatch.setattr(run_py, "ensure_environment", lambda *_a: Path("/bin/true"))
    monkeypatch.setattr(run_py.subprocess, "call", lambda *_a, **_k: 0)
    assert run_py.main(["plugins"]) == 0


@pytest.mark.parametrize(
    ("os_release", "line"),
    [
        ("ID=ubuntu\nID_LIKE=debian\n", "sudo apt-get install libxcb-cursor0 libegl1"),
        ('ID="fedora"\n', "sudo dnf install xcb-util-cursor mesa-libEGL"),
        ("ID=manjaro\nID_LIKE=arch\n", "sudo pacman -S --needed xcb-util-cursor libglvnd"),
        ("", "sudo apt-get install libxcb-cursor0 libegl1"),
    ],
)
def test_n19_the_install_line_is_the_users_systems(run_py, os_release, line):
    missing = run_py.missing_qt_libraries(_ldconfig(run_py, {"xcb-cursor", "EGL"}))
    assert run_py.install_line(missing, os_release) == line
    assert run_py.missing_qt_libraries(None) == []  # no linker list: no claim


def test_n19_the_installers_notices_are_shown_only_when_it_fails(run_py, monkeypatch, capsys):
    box = "BuildBackendWarning ... Editable installation"

    def quiet_success(command, **_kwargs):
        return subprocess.CompletedProcess(command, 0, stdout="", stderr=box)

    monkeypatch.setattr(run_py.subprocess, "run", quiet_success)
    run_py.install(["pip", "install"])
    assert box not in capsys.readouterr().err

    def failure(command, **_kwargs):
        return subprocess.CompletedProcess(command, 1, stdout="", stderr="no network")

    monkeypatch.setattr(run_py.subprocess, "run", failure)
    with pytest.raises(subprocess.CalledProcessError):
        run_py.install(["pip", "install"])
    assert "no network" in capsys.readouterr().err
