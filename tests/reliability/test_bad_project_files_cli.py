"""Corrupt and foreign project files through the command line (issue 9).

tests/core/test_store.py checks the store refuses each kind of bad file and leaves it byte for
byte unchanged. Here the same files go through ``workbench evaluate`` / ``compare`` /
``import``: exit 2, exactly one line on stderr naming the file, the file unchanged, nothing
written beside it. Also: a read-only project (evaluate works, import is refused), a full disk
while importing into a project (the previous save stays), a site whose stored scenario is
damaged, random byte damage (never a traceback, never a hang), and two real subprocess runs.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from tests.core.test_store import BAD_FILES, make_project, scenario_data, sha, siblings
from workbench import cli
from workbench.core.scenario import load
from workbench.core.store import close_project, new_project, save_project

REPO = Path(__file__).resolve().parents[2]


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_refused(code: int, err: str, path: Path, expected: str = "") -> None:
    assert code == 2, err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0].startswith("error: ") and str(path) in lines[0], err
    assert expected in lines[0], err


def bad_file(tmp_path: Path, kind: str) -> Path:
    damage, _ = BAD_FILES[kind]
    path = tmp_path / "bad.swproj"
    if kind not in ("empty file", "random bytes", "text file") and "SQLite file" not in kind:
        make_project(path, n=40)
    damage(path)
    return path


def demo_project(path: Path, copies: int = 1) -> Path:
    """A project of the demo scenarios (valid for evaluation, unlike test_store's storage data)."""
    project = new_project("Demo")
    for _ in range(copies):
        for demo in sorted((REPO / "resources" / "demo").glob("*.json")):
            project.add_site(load(demo))
    save_project(project, path)
    close_project(project)
    return path


def scenario_file(tmp_path: Path) -> Path:
    path = tmp_path / "site.json"
    path.write_text(json.dumps(scenario_data(7)))
    return path


@pytest.mark.parametrize("command", ["evaluate", "compare", "import"])
@pytest.mark.parametrize("kind", list(BAD_FILES))
def test_bad_project_files_exit_2_with_one_line_and_stay_unchanged(tmp_path, capsys, kind, command):
    path = bad_file(tmp_path, kind)
    before, mtime = sha(path), path.stat().st_mtime_ns
    if command == "import":
        source = scenario_file(tmp_path)
        code, out, err = run_cli(capsys, "import", str(source), "--project", str(path))
    else:
        code, out, err = run_cli(capsys, command, str(path), "--json")
    assert_refused(code, err, path, BAD_FILES[kind][1])
    assert out == ""
    assert sha(path) == before and path.stat().st_mtime_ns == mtime
    assert siblings(path) <= {"bad.swproj", "site.json"}  # no lock, journal, backup or temp file


def test_read_only_project_evaluates_and_refuses_an_import(tmp_path, capsys):
    path = demo_project(tmp_path / "ro.swproj")
    path.chmod(stat.S_IRUSR | stat.S_IRGRP | stat.S_IROTH)
    try:
        before = sha(path)
        code, out, err = run_cli(capsys, "evaluate", str(path), "--json")
        assert code == 0, err
        assert len(json.loads(out)["sites"]) == 4
        code, out, err = run_cli(
            capsys, "import", str(scenario_file(tmp_path)), "--project", str(path)
        )
        assert_refused(code, err, path, "read-only")
        assert sha(path) == before
        assert siblings(path) == {"ro.swproj", "site.json"}
    finally:
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)


def test_full_disk_during_an_import_keeps_the_previous_save(tmp_path, capsys, monkeypatch):
    """SQLite's own SQLITE_FULL: the file may not grow by a page (as on a full disk)."""
    path = demo_project(tmp_path / "full.swproj")
    before = sha(path)
    real_connect = sqlite3.connect

    def connect(target: str, *args, **kwargs) -> sqlite3.Connection:
        conn = real_connect(target, *args, **kwargs)
        if not kwargs.get("uri") and target == str(path):
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {pages}")
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)
    big = scenario_data(9)
    big["name"] = "big " + "x" * 9_000  # needs new pages
    source = tmp_path / "big.json"
    source.write_text(json.dumps(big))
    code, out, err = run_cli(capsys, "import", str(source), "--project", str(path))
    assert_refused(code, err, path, "database or disk is full")
    assert "previous save" in err
    assert sha(path) == before
    assert not Path(f"{path}-journal").exists()
    monkeypatch.undo()
    code, out, err = run_cli(capsys, "evaluate", str(path), "--json")
    assert code == 0 and len(json.loads(out)["sites"]) == 4


def test_a_site_with_a_damaged_scenario_is_one_line(tmp_path, capsys):
    path = demo_project(tmp_path / "site.swproj")
    conn = sqlite3.connect(path)
    conn.execute("UPDATE site SET scenario_json = '{\"format\": 5' WHERE position = 1")
    conn.commit()
    conn.close()
    before = sha(path)
    code, out, err = run_cli(capsys, "evaluate", str(path), "--json")
    assert_refused(code, err, path, "cannot be read")
    assert sha(path) == before


def test_random_byte_damage_never_gives_a_traceback(tmp_path, capsys):
    """Flip bytes anywhere in a valid project: evaluate answers (exit 0) or refuses (exit 2, one
    line); it never crashes and never writes the file."""
    good = demo_project(tmp_path / "good.swproj", copies=3).read_bytes()
    rng = random.Random(91)
    path = tmp_path / "damaged.swproj"
    refused = 0

    def hung(signum, frame):
        raise TimeoutError("evaluate of a damaged project did not finish within 20 s")

    previous = signal.signal(signal.SIGALRM, hung)
    try:
        refused = _damage_rounds(good, path, rng, capsys)
    finally:
        signal.signal(signal.SIGALRM, previous)
    assert refused > 0


def _damage_rounds(good: bytes, path: Path, rng: random.Random, capsys) -> int:
    refused = 0
    for _ in range(60):
        data = bytearray(good)
        for _ in range(rng.choice([1, 3, 30])):
            data[rng.randrange(len(data))] = rng.randrange(256)
        path.write_bytes(bytes(data))
        before = sha(path)
        signal.alarm(20)  # never a hang
        try:
            code, out, err = run_cli(capsys, "evaluate", str(path), "--json")
        finally:
            signal.alarm(0)
        assert code in (0, 2), err
        if code == 2:  # the file refused, or a damaged value refused by the evaluation
            refused += 1
            assert len(err.strip().splitlines()) == 1 and err.startswith("error: "), err
        else:
            assert "sites" in json.loads(out)
        assert sha(path) == before
    return refused


@pytest.mark.parametrize(
    "kind",
    [
        "truncated in the middle of a page",
        "newer schema version",
        "another application's SQLite file",
    ],
)
def test_through_a_real_process(tmp_path, kind):
    path = bad_file(tmp_path, kind)
    before = sha(path)
    proc = subprocess.run(
        [sys.executable, "-m", "workbench", "evaluate", str(path), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
        env=dict(os.environ),
    )
    assert_refused(proc.returncode, proc.stderr, path, BAD_FILES[kind][1])
    assert proc.stdout == ""
    assert sha(path) == before
