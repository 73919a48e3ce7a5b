"""Outputs never lose a file: Windows "open in another program", killed writers, and the
evaluate-during-save race (review rows #3, #11, #18; issue 24 items 2, 7 and 9)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.core.test_store import make_project
from workbench.core.store import open_project
from workbench.outputs import OutputError, write_file, write_files


def test_a_file_open_in_another_program_is_one_line_and_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    out = tmp_path / "results.xlsx"
    out.write_bytes(b"the workbook Excel has open")

    def held_by_excel(src, dst, *args, **kwargs):
        error = PermissionError(13, "Access is denied")
        error.winerror = 32  # ERROR_SHARING_VIOLATION, as Windows reports it
        raise error

    monkeypatch.setattr(os, "replace", held_by_excel)
    with pytest.raises(OutputError, match="open in another program") as info:
        write_file(out, b"new")
    assert "\n" not in str(info.value) and info.value.field == "out_path"
    assert out.read_bytes() == b"the workbook Excel has open"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.xlsx"]


def test_a_csv_set_is_written_all_or_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    files = {tmp_path / f"o-{n}.csv": n.encode() * 10 for n in ("a", "b", "c")}
    for path in files:
        path.write_bytes(b"old")
    real_write = os.write

    def full_on_the_third(fd, data):  # the disk fills while the third file is written
        if bytes(data) == b"c" * 10:
            raise OSError(28, "No space left on device")
        return real_write(fd, data)

    with monkeypatch.context() as patch:
        patch.setattr(os, "write", full_on_the_third)
        with pytest.raises(OutputError, match="the disk is full"):
            write_files(files)
    assert all(path.read_bytes() == b"old" for path in files)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(p.name for p in files)


def test_a_killed_writers_temporary_file_is_removed_by_the_next_write(tmp_path: Path) -> None:
    out = tmp_path / "d.ics"
    stale = tmp_path / ".d.ics.0123456789ab.part"
    stale.write_bytes(b"half a calendar")  # nobody holds its lock: its writer is gone
    other = tmp_path / ".d.ics.notours.part"
    other.write_bytes(b"not ours")
    write_file(out, b"BEGIN:VCALENDAR")
    assert not stale.exists() and other.exists() and out.read_bytes() == b"BEGIN:VCALENDAR"


@pytest.mark.skipif(os.name != "posix", reason="flock on POSIX")
def test_a_temporary_file_being_written_is_left_alone(tmp_path: Path) -> None:
    import fcntl

    out = tmp_path / "d.ics"
    busy = tmp_path / ".d.ics.0123456789ab.part"
    busy.write_bytes(b"being written")
    with busy.open("rb") as handle:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX)
        write_file(out, b"x")
        assert busy.exists()


def test_a_journal_deleted_by_a_save_in_progress_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A save in another process may delete its journal between any two looks at it: the
    project opens (read-only and read-write) as if there was none."""
    path = make_project(tmp_path / "a.swproj")
    real_stat = os.stat

    def vanishing(p, *args, **kwargs):
        if str(p).endswith("-journal"):
            raise FileNotFoundError(2, "No such file or directory")
        return real_stat(p, *args, **kwargs)

    monkeypatch.setattr(os, "stat", vanishing)
    with open_project(path, readonly=True) as project:
        assert len(project.sites) == 3
    with open_project(path) as project:
        assert len(project.sites) == 3
