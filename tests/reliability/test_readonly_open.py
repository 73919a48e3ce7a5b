"""Issue 24 (review row #18, last part): opening a project read-only, or a file that cannot be
written, leaves the folder as it was: no ``-wal``/``-shm``/journal/lock file appears beside it
and no byte of it changes. A WAL-mode file (written by another SQLite program, or left by a
crash) is the case SQLite itself would touch; its committed ``-wal`` pages are still read."""

from __future__ import annotations

import hashlib
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.core.scenario import load
from workbench.core.store import close_project, new_project, open_project, save_project

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "livingston.json"


def listing(folder: Path) -> dict[str, str]:
    """Every file in ``folder`` with its sha256."""
    return {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(folder.iterdir())
        if p.is_file()
    }


def make_project(path: Path) -> Path:
    project = new_project(path.stem)
    project.add_site(load(DEMO), name="Site A")
    save_project(project, path)
    close_project(project)
    return path


def to_wal(path: Path) -> None:
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA journal_mode = WAL").fetchone()[0] == "wal"
    conn.close()
    assert sorted(os.listdir(path.parent)) == [path.name]


def wal_with_pages(tmp_path: Path, *, with_shm: bool) -> Path:
    """A WAL-mode project whose last change (site renamed "Site W") is only in its -wal, as a
    crash of the program that wrote it leaves it."""
    work = tmp_path / "work"
    work.mkdir()
    source = make_project(work / "P.swproj")
    to_wal(source)
    conn = sqlite3.connect(source)
    conn.execute("PRAGMA wal_autocheckpoint = 0")
    conn.execute("UPDATE site SET name = 'Site W'")
    conn.commit()
    folder = tmp_path / "crashed"
    folder.mkdir()
    names = ["P.swproj", "P.swproj-wal"] + (["P.swproj-shm"] if with_shm else [])
    for name in names:
        shutil.copyfile(work / name, folder / name)
    conn.close()
    assert (folder / "P.swproj-wal").stat().st_size > 0
    return folder / "P.swproj"


def open_and_read(path: Path, **kwargs: bool) -> list[str]:
    project = open_project(path, **kwargs)
    try:
        assert project.readonly
        return [site.name for site in project.sites]
    finally:
        close_project(project)


@pytest.mark.parametrize("mode", ["rollback", "wal"])
def test_a_read_only_open_leaves_the_folder_unchanged(tmp_path: Path, mode: str) -> None:
    path = make_project(tmp_path / "P.swproj")
    if mode == "wal":
        to_wal(path)
    before = listing(tmp_path)
    assert open_and_read(path, readonly=True) == ["Site A"]
    assert listing(tmp_path) == before


@pytest.mark.parametrize("with_shm", [False, True], ids=["wal only", "wal and shm"])
def test_a_read_only_open_of_a_crashed_wal_file_reads_its_wal_and_changes_nothing(
    tmp_path: Path, with_shm: bool
) -> None:
    path = wal_with_pages(tmp_path, with_shm=with_shm)
    before = listing(path.parent)
    assert open_and_read(path, readonly=True) == ["Site W"]
    assert listing(path.parent) == before


@pytest.mark.parametrize("mode", ["rollback", "wal"])
def test_a_read_only_file_opens_read_only_and_stays_as_it_was(tmp_path: Path, mode: str) -> None:
    path = make_project(tmp_path / "P.swproj")
    if mode == "wal":
        to_wal(path)
    path.chmod(0o444)
    try:
        before = listing(tmp_path)
        assert open_and_read(path) == ["Site A"]  # read-only because of its permissions
        assert listing(tmp_path) == before
    finally:
        path.chmod(0o644)


@pytest.mark.parametrize(
    "argv",
    [
        ["evaluate", "{p}", "--json"],
        ["rainfall", "extract", "{p}"],
        ["export", "{p}", "--csv", "{out}/csv"],
    ],
    ids=["evaluate", "rainfall extract", "export"],
)
def test_commands_that_read_a_wal_project_leave_its_folder_unchanged(
    tmp_path: Path, argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    path = wal_with_pages(tmp_path, with_shm=False)
    out = tmp_path / "out"
    out.mkdir()
    before = listing(path.parent)
    code = main([a.replace("{p}", str(path)).replace("{out}", str(out)) for a in argv])
    assert code == 0, capsys.readouterr().err
    assert listing(path.parent) == before
