"""Review 2026-12-03 rows D1, D2, H1 and part of M4: what lies at ``<project>-journal``.

SQLite rolls any hot journal named ``<file>-journal`` into the file when it opens it for
writing. A journal that is not the file's own (moved there, left by a later save before a
backup copy was put back, planted by ``rainfall extract``) must be refused with nothing
changed; the file's own journal (a save killed mid-commit) is still rolled back.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import signal
import sqlite3
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.core.scenario import load
from workbench.core.store import (
    ProjectFileError,
    StoredRecord,
    close_project,
    new_project,
    open_project,
    save_project,
)

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "livingston.json"
SOLEDAD = ROOT / "resources" / "demo" / "soledad.json"


def make_project(path: Path, names: list[str]) -> Path:
    project = new_project(path.stem)
    for name in names:
        project.add_site(load(DEMO), name=name)
    save_project(project, path)
    close_project(project)
    return path


def add_sites(path: Path, names: list[str]) -> None:
    project = open_project(path)
    for name in names:
        project.add_site(load(DEMO), name=name)
    save_project(project)
    close_project(project)


def killed_save(path: Path, folder: Path) -> Path:
    """A copy of ``path`` in ``folder`` as a save killed mid-transaction leaves it: the file
    with some pages written and its hot journal. (A one-page cache makes SQLite write pages
    into the file before the commit, as a large save does.)"""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA cache_size = 1")
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("UPDATE site SET name = name || ' changed', scenario_json = scenario_json || ' '")
    folder.mkdir(exist_ok=True)
    shutil.copyfile(path, folder / path.name)
    shutil.copyfile(f"{path}-journal", folder / f"{path.name}-journal")
    conn.execute("ROLLBACK")
    conn.close()
    return folder / path.name


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def site_names(path: Path) -> list[str]:
    project = open_project(path, readonly=True)
    try:
        return [site.name for site in project.sites]
    finally:
        close_project(project)


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_D1_foreign_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Review D1 (a): another project's hot journal moved beside P is refused by every open;
    P and the journal are unchanged (before the fix: P's sites were replaced by Q's, exit 0,
    and the file failed integrity_check)."""
    p = make_project(tmp_path / "P.swproj", ["P-alpha", "P-beta", "P-gamma"])
    q = make_project(tmp_path / "Q.swproj", ["Q-one", "Q-two", "Q-three"])
    crashed = killed_save(q, tmp_path / "crash")
    shutil.copyfile(f"{crashed}-journal", f"{p}-journal")
    before = (digest(p), digest(Path(f"{p}-journal")))
    for argv in (
        ["import", str(SOLEDAD), "--project", str(p)],
        ["evaluate", str(p), "--json"],
        ["rainfall", "extract", str(p)],
    ):
        code, out, err = run(argv, capsys)
        assert code == 2, (argv, out, err)
        assert "does not belong to it" in err and len(err.strip().splitlines()) == 1, err
    assert (digest(p), digest(Path(f"{p}-journal"))) == before
    with pytest.raises(ProjectFileError, match="does not belong"):
        open_project(p)
    os.unlink(f"{p}-journal")  # moved away, as the message says: P is whole again
    assert site_names(p) == ["P-alpha", "P-beta", "P-gamma"]


def test_D1_restored_backup_with_a_later_saves_journal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Review D1 (b): a backup copy put back over P while the hot journal of a later, killed
    save of P lies beside it: the journal is P's, but not of this file's state (before the
    fix the open itself damaged the good backup)."""
    p = make_project(tmp_path / "P.swproj", ["P-alpha"])
    backup = tmp_path / "backup.swproj"
    shutil.copyfile(p, backup)
    for name in ("P-beta", "P-gamma", "P-delta"):
        add_sites(p, [name])
    crashed = killed_save(p, tmp_path / "crash")
    shutil.copyfile(backup, p)
    shutil.copyfile(f"{crashed}-journal", f"{p}-journal")
    before = digest(p)
    code, _out, err = run(["import", str(SOLEDAD), "--project", str(p)], capsys)
    assert code == 2 and "does not belong to it" in err, err
    assert digest(p) == before
    os.unlink(f"{p}-journal")
    assert site_names(p) == ["P-alpha"]


def test_D1_own_journal_is_still_rolled_back(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The file's own journal (a save killed mid-transaction) is rolled back as before."""
    (tmp_path / "work").mkdir()
    p = make_project(tmp_path / "work" / "P.swproj", ["P-alpha", "P-beta"])
    crashed = killed_save(p, tmp_path / "crash")
    assert site_names(crashed) == ["P-alpha", "P-beta"]  # read-only: a recovered copy
    code, _out, err = run(["import", str(SOLEDAD), "--project", str(crashed)], capsys)
    assert code == 0, err
    assert not Path(f"{crashed}-journal").exists()
    assert site_names(crashed)[:2] == ["P-alpha", "P-beta"]
    conn = sqlite3.connect(crashed)
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    conn.close()


def test_D2_record_named_like_a_journal(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """Review D2: a received project keeps a record named ``P.swproj-journal`` whose bytes are
    a hot journal; ``rainfall extract`` beside the user's P refuses to write it (before the fix:
    written, and the next import rolled it into P). ``rainfall import --name`` refuses such
    names too."""
    p = make_project(tmp_path / "P.swproj", ["P-alpha"])
    (tmp_path / "other").mkdir()
    q = make_project(tmp_path / "other" / "Q.swproj", ["Q-one"])
    journal = Path(f"{killed_save(q, tmp_path / 'crash')}-journal").read_bytes()
    received = tmp_path / "received.swproj"
    project = new_project("received")
    project.rainfall_records["P.swproj-journal"] = StoredRecord("P.swproj-journal", journal, ())
    save_project(project, received)
    close_project(project)
    before = digest(p)
    code, _out, err = run(["rainfall", "extract", str(received)], capsys)
    assert code == 2 and "journal" in err and len(err.strip().splitlines()) == 1, err
    assert not Path(f"{p}-journal").exists()
    code, _out, err = run(
        [
            "rainfall",
            *("extract", str(received), "--name", "P.swproj-journal"),
            *("--out", str(tmp_path / "P.swproj-journal")),
        ],
        capsys,
    )
    assert code == 2 and not Path(f"{p}-journal").exists(), err
    code, _out, err = run(["import", str(SOLEDAD), "--project", str(p)], capsys)
    assert code == 0, err
    assert site_names(p)[0] == "P-alpha" and digest(p) != before
    source = tmp_path / "in.csv"
    source.write_text("timestamp,inches\n2001-01-01T04:00,0.1\n2001-01-01T05:00,0.2\n")
    for name in ("P.swproj-journal", "x-wal", "x-SHM", "P.swproj.lock", "Q.swproj"):
        args = ["rainfall", "import", str(source), "--out", str(tmp_path / "r.csv")]
        code, _out, err = run([*args, "--project", str(p), "--name", name], capsys)
        assert code == 2 and len(err.strip().splitlines()) == 1, (name, err)
        assert "name" in err, err
    assert not (tmp_path / "r.csv").exists()


def _hung(_signum: int, _frame: object) -> None:
    raise TimeoutError("the command hung (a FIFO journal blocks SQLite's open)")


@pytest.mark.parametrize("kind", ["fifo", "symlink", "folder"])
def test_H1_journal_that_is_not_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], kind: str
) -> None:
    """Review H1 (and M4): a FIFO at ``X.swproj-journal`` hung evaluate and import for ever;
    a symlink or folder there was "damaged or not a project file". Now: exit 2 at once,
    naming the journal."""
    p = make_project(tmp_path / "X.swproj", ["A"])
    journal = Path(f"{p}-journal")
    if kind == "fifo":
        os.mkfifo(journal)
    elif kind == "symlink":
        (tmp_path / "elsewhere").write_bytes(b"x" * 600)
        journal.symlink_to(tmp_path / "elsewhere")
    else:
        journal.mkdir()
    before = digest(p)
    signal.signal(signal.SIGALRM, _hung)
    for argv in (["evaluate", str(p)], ["import", str(SOLEDAD), "--project", str(p)]):
        signal.alarm(20)
        try:
            code, _out, err = run(argv, capsys)
        finally:
            signal.alarm(0)
        assert code == 2 and "X.swproj-journal, which is a" in err, err
        assert len(err.strip().splitlines()) == 1
    assert digest(p) == before
