"""Review 2026-12-03 rows D7 and D8: what ``rainfall import --project`` and ``import`` write.

D7: the record is stored in the project only after ``--out`` was written (and ``--out`` is
put back when storing fails), so a refusal changes nothing. D8: two imports that both make a
new project never replace each other's file: the later one adds to the first's.
"""

from __future__ import annotations

import errno
import hashlib
from pathlib import Path

import pytest

import workbench.core.atomic as atomic
import workbench.core.store.saving as saving
from workbench.cli import main
from workbench.core.scenario import load
from workbench.core.store import close_project, new_project, open_project, save_project

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo"
RECORD_TEXT = "timestamp,inches\n2001-01-01T04:00,0.1\n2001-01-01T05:00,0.2\n"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def make_project(path: Path, names: list[str]) -> Path:
    project = new_project(path.stem)
    for name in names:
        project.add_site(load(DEMO / "soledad.json"), name=name)
    save_project(project, path)
    close_project(project)
    return path


def test_D7_record_stored_only_after_out_was_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review D7: ``--out`` in a folder that cannot be written (or on a full disk): refused,
    but the record was stored in the project first. Now nothing is stored."""
    p = make_project(tmp_path / "P.swproj", ["A"])
    source = tmp_path / "in.csv"
    source.write_text(RECORD_TEXT)
    before = digest(p)
    real = atomic._write_part

    def full(target: Path, data: bytes):  # the disk fills up while --out is written
        if target.name == "r.csv":
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(target, data)

    monkeypatch.setattr(atomic, "_write_part", full)
    code = main(
        ["rainfall", "import", str(source), "--out", str(tmp_path / "r.csv"), "--project", str(p)]
    )
    err = capsys.readouterr().err
    assert code == 2 and "nothing was changed" in err, err
    assert digest(p) == before
    with open_project(p, readonly=True) as project:
        assert project.rainfall_records == {}
    assert not (tmp_path / "r.csv").exists()


def test_D7_out_put_back_when_the_record_cannot_be_stored(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The other order's risk: --out written, then the project refuses the record (held open
    by another workbench): --out is put back as it was."""
    p = make_project(tmp_path / "P.swproj", ["A"])
    source = tmp_path / "in.csv"
    source.write_text(RECORD_TEXT)
    out = tmp_path / "r.csv"
    out.write_text("the previous file\n")
    holder = open_project(p)
    try:
        code = main(["rainfall", "import", str(source), "--out", str(out), "--project", str(p)])
    finally:
        close_project(holder)
    err = capsys.readouterr().err
    assert code == 2 and "already open" in err, err
    assert out.read_text() == "the previous file\n"


def test_D8_two_imports_both_creating_a_new_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Review D8: B checks that N.swproj does not exist, A then makes it and finishes, and B's
    Save As replaced A's new file (both exit 0, only B's site kept). Now B adds to A's file."""
    target = tmp_path / "N.swproj"
    real = saving._check_target
    raced = []

    def check_target(path: Path, same_file: bool) -> None:
        if not raced:  # importer A runs to the end between B's check and B's Save As
            raced.append(True)
            make_project(target, ["site_A"])
        real(path, same_file)

    monkeypatch.setattr(saving, "_check_target", check_target)
    scenario = tmp_path / "b.json"
    scenario.write_text((DEMO / "livingston.json").read_text("utf-8"))
    code = main(["import", str(scenario), "--project", str(target)])
    err = capsys.readouterr().err
    assert code == 0, err
    with open_project(target, readonly=True) as project:
        names = [site.name for site in project.sites]
    assert names[0] == "site_A" and len(names) == 2, names
