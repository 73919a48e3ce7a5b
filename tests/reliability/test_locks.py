"""The project lock holds whatever path names the file, and never harms a file it did not make.

Review rows #5 (symlink and hard link spellings), #6 (a symlink planted as the lock file) and
#18 (debris), and the Windows branch of the lock behind ``Locker`` run on any platform.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest

from tests.core.test_store import make_project
from workbench.core.store import ProjectFileError, ProjectInUseError, open_project, save_project
from workbench.core.store import lock as lock_module
from workbench.core.store.lock import Locker, ProjectLock


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_symlink_to_an_open_project_finds_it_locked(tmp_path: Path) -> None:
    real = make_project(tmp_path / "real.swproj")
    link = tmp_path / "link.swproj"
    link.symlink_to(real)
    with open_project(real):
        with pytest.raises(ProjectInUseError):
            open_project(link)
    with open_project(link):
        with pytest.raises(ProjectInUseError):
            open_project(real)


@pytest.mark.skipif(os.name != "posix", reason="the project file itself is locked on POSIX")
def test_a_hard_link_to_an_open_project_finds_it_locked(tmp_path: Path) -> None:
    real = make_project(tmp_path / "real.swproj")
    other = tmp_path / "elsewhere"
    other.mkdir()
    hard = other / "hard.swproj"
    os.link(real, hard)
    with open_project(real):
        with pytest.raises(ProjectInUseError):
            open_project(hard)
    with open_project(hard):
        with pytest.raises(ProjectInUseError):
            open_project(real)


def test_a_symlink_planted_as_the_lock_file_is_never_followed(tmp_path: Path) -> None:
    path = make_project(tmp_path / "x.swproj")
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n" * 1000)
    before = sha(victim)
    (tmp_path / "x.swproj.lock").symlink_to(victim)
    with pytest.raises(ProjectFileError, match="symbolic link"):
        open_project(path)
    assert sha(victim) == before
    dangling = tmp_path / "y.swproj"
    make_project(dangling)
    (tmp_path / "y.swproj.lock").symlink_to(tmp_path / "would-be-created.txt")
    with pytest.raises(ProjectFileError, match="symbolic link"):
        open_project(dangling)
    assert not (tmp_path / "would-be-created.txt").exists()


def test_a_hard_link_planted_as_the_lock_file_is_never_truncated(tmp_path: Path) -> None:
    path = make_project(tmp_path / "x.swproj")
    victim = tmp_path / "victim.txt"
    victim.write_text('{"pid": 1, "host": "h"}')  # looks like a lock file, yet is linked
    before = sha(victim)
    os.link(victim, tmp_path / "x.swproj.lock")
    with pytest.raises(ProjectFileError, match="hard link"):
        open_project(path)
    assert sha(victim) == before


def test_save_as_cleans_up_what_a_killed_save_as_left(tmp_path: Path) -> None:
    path = make_project(tmp_path / "a.swproj")
    stale = tmp_path / ".b.swproj.0123456789ab.tmp"
    stale.write_bytes(b"half a project")
    (tmp_path / ".b.swproj.0123456789ab.tmp-journal").write_bytes(b"j")
    keep = tmp_path / ".b.swproj.notours.tmp"
    keep.write_bytes(b"someone else's")
    with open_project(path) as project:
        save_project(project, tmp_path / "b.swproj")
    names = {p.name for p in tmp_path.iterdir()}
    assert stale.name not in names and ".b.swproj.0123456789ab.tmp-journal" not in names
    assert keep.name in names


class FakeMsvcrt:
    """``msvcrt.locking`` semantics: one byte range per file, shared by every handle."""

    LK_NBLCK, LK_UNLCK = 2, 0

    def __init__(self) -> None:
        self.held: dict[tuple[int, int, int], int] = {}
        self.calls: list[tuple[str, int]] = []

    def locking(self, fd: int, mode: int, nbytes: int) -> None:
        st = os.fstat(fd)
        key = (st.st_dev, st.st_ino, os.lseek(fd, 0, os.SEEK_CUR))
        self.calls.append(("lock" if mode == self.LK_NBLCK else "unlock", key[2]))
        if mode == self.LK_NBLCK:
            if key in self.held:
                raise PermissionError(13, "Permission denied")
            self.held[key] = fd
        else:
            del self.held[key]


def test_the_windows_branch_locks_one_byte_past_the_owner_text(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake = FakeMsvcrt()
    monkeypatch.setattr(lock_module, "LOCKER", Locker(fake))
    project = tmp_path / "w.swproj"
    project.write_bytes(b"")
    first = ProjectLock.acquire(project)
    assert fake.calls == [("lock", 1 << 20)]
    with pytest.raises(lock_module.LockHeld) as held:
        ProjectLock.acquire(project)
    assert held.value.pid == os.getpid()
    # Windows keeps the file's length (no truncate) and the owner text stays readable
    assert b'"pid"' in (tmp_path / "w.swproj.lock").read_bytes()
    first.release()
    assert fake.held == {} and not (tmp_path / "w.swproj.lock").exists()
    second = ProjectLock.acquire(project)
    second.release()
    assert [c[0] for c in fake.calls] == ["lock", "lock", "unlock", "lock", "unlock"]
