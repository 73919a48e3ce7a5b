"""Durability tests that fail when durability is lost (review: a mutant with
``synchronous=OFF`` and no fsyncs passed every kill test), and exports under a real full disk.

* Saves: the connection a project saves through runs ``synchronous=FULL`` with a rollback
  journal; Save As fsyncs the new file before renaming it and the folder after.
* Outputs: every file is fsynced before its rename and the folder after it.
* A real full disk (a small tmpfs, when root may mount one): every export and the report
  fail with exit 2 and one line, the previous files stay intact and nothing is left behind.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
import stat
import subprocess
import uuid
from pathlib import Path
from typing import Any

import pytest

from tests.core.test_store import make_project
from tests.reliability.test_attack_harness import BASE, run_cli, write_json
from workbench.core.store import close_project, open_project, save_project


def test_saves_run_with_synchronous_full_and_a_rollback_journal(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The connection an open project keeps (the one its saves write through) commits with
    ``synchronous=FULL`` and a rollback journal; the connections it opened only to check and
    read the file are closed by then."""
    path = make_project(tmp_path / "a.swproj")
    opened: list[sqlite3.Connection] = []
    real_connect = sqlite3.connect

    def connect(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = real_connect(*args, **kwargs)
        opened.append(conn)
        return conn

    monkeypatch.setattr(sqlite3, "connect", connect)

    def still_open() -> list[sqlite3.Connection]:
        alive = []
        for conn in opened:
            try:
                conn.execute("SELECT 1")
            except sqlite3.ProgrammingError:  # closed
                continue
            alive.append(conn)
        return alive

    with open_project(path) as project:
        (conn,) = still_open()
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
        project.name = "renamed"
        save_project(project)
        assert still_open() == [conn]
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2
    assert still_open() == []
    with open_project(path, readonly=True) as project:
        assert project.name == "renamed"


class Recorder:
    """Records fsync and rename calls in order: ("fsync", inode, is_folder) / ("replace", …)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.events: list[tuple[str, int, bool]] = []
        real_fsync, real_replace = os.fsync, os.replace

        def fsync(fd: int) -> None:
            st = os.fstat(fd)
            self.events.append(("fsync", st.st_ino, stat.S_ISDIR(st.st_mode)))
            real_fsync(fd)

        def replace(src, dst, *args, **kwargs) -> None:
            self.events.append(("replace", os.stat(src).st_ino, False))
            real_replace(src, dst, *args, **kwargs)

        monkeypatch.setattr(os, "fsync", fsync)
        monkeypatch.setattr(os, "replace", replace)

    def assert_durable(self, final: Path) -> None:
        ino = final.stat().st_ino
        folder = final.parent.stat().st_ino
        names = [e for e in self.events if e[1] in (ino, folder)]
        replaced = names.index(("replace", ino, False))
        assert ("fsync", ino, False) in names[:replaced], "file not fsynced before its rename"
        assert ("fsync", folder, True) in names[replaced:], "folder not fsynced after the rename"


def test_save_as_fsyncs_the_file_before_the_rename_and_the_folder_after(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_project(tmp_path / "a.swproj")
    project = open_project(path)
    recorder = Recorder(monkeypatch)
    save_project(project, tmp_path / "b.swproj")
    close_project(project)
    recorder.assert_durable(tmp_path / "b.swproj")


@pytest.mark.parametrize("kind", ["ics", "xlsx", "csv", "scenario"])
def test_every_export_is_fsynced_before_and_after_its_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str
) -> None:
    source = write_json(tmp_path / "s.json", BASE)
    out = tmp_path / f"o.{'json' if kind == 'scenario' else kind}"
    recorder = Recorder(monkeypatch)
    code, _out, err = run_cli(["export", str(source), f"--{kind}", str(out)])
    assert code == 0, err
    finals = (
        [tmp_path / f"o-{t}.csv" for t in ("findings", "sizing", "deadlines", "penalties")]
        if kind == "csv"
        else [out]
    )
    for final in finals:
        recorder.assert_durable(final)


# --------------------------------------------------------------------------- a real full disk
@pytest.fixture
def small_disk(tmp_path: Path):
    """A 3 MB tmpfs (needs root and mount); skipped with the reason otherwise."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("mount"):
        pytest.skip("a real full disk needs root to mount a small tmpfs")
    mount = tmp_path / f"disk-{uuid.uuid4().hex[:6]}"
    mount.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(mount)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode(errors='replace').strip()}")
    try:
        yield mount
    finally:
        subprocess.run(["umount", "-l", str(mount)], capture_output=True)


def _fill(folder: Path, leave: int) -> None:
    """Fill the disk of ``folder`` until about ``leave`` bytes are free."""
    free = shutil.disk_usage(folder).free
    with (folder / "filler").open("wb") as handle:
        try:
            handle.write(b"\0" * max(0, free - leave))
        except OSError:
            pass


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.mark.slow
def test_exports_and_the_report_on_a_full_disk_keep_the_previous_files(
    small_disk: Path, tmp_path: Path
) -> None:
    source = write_json(tmp_path / "s.json", BASE)
    outs = {
        "--ics": small_disk / "old.ics",
        "--xlsx": small_disk / "old.xlsx",
        "--csv": small_disk / "old.csv",
        "--scenario": small_disk / "old.json",
    }
    for flag, out in outs.items():
        assert run_cli(["export", str(source), flag, str(out)])[0] == 0
    assert run_cli(["report", str(source), "--out", str(small_disk / "old.pdf")])[0] == 0
    before = {p.name: sha(p) for p in small_disk.iterdir()}
    _fill(small_disk, 0)
    attempts = [["export", str(source), flag, str(out)] for flag, out in outs.items()]
    attempts.append(["report", str(source), "--out", str(small_disk / "old.pdf")])
    for argv in attempts:
        code, stdout, err = run_cli(argv)
        assert code == 2, (argv, err)
        assert err.count("\n") == 1 and "the disk is full" in err, err
        assert stdout == ""
    after = {p.name: sha(p) for p in small_disk.iterdir() if p.name != "filler"}
    assert after == before, "a previous file changed or a temporary file was left"
