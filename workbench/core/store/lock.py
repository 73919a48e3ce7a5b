"""An exclusive, OS-level lock on a project file, held for as long as the project is open.

The lock lives in a sidecar file ``<file>.lock`` next to the project (``site.swproj.lock``),
locked with ``fcntl.flock(LOCK_EX | LOCK_NB)`` on POSIX and ``msvcrt.locking`` on Windows. The
OS drops the lock when the holding process ends, however it ends, so a lock file left behind
by a crashed workbench is not locked and is taken over silently. The file holds the holder's
pid, host and user name (JSON) so that a second opener can say who has the project open
(``lock_holder``).
"""

from __future__ import annotations

import errno
import getpass
import json
import os
import socket
import stat
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

# Windows: lock one byte far past the pid/host text, so other processes can still read it.
_WINDOWS_LOCK_OFFSET = 1 << 20
_OWNER_SIZE = 512
_OWNER_RETRIES = 10
_OWNER_RETRY_S = 0.01


class LockHeld(Exception):
    """The project file is locked by another open project (this process or another one)."""

    def __init__(self, lock_path: Path, pid: int | None, host: str | None) -> None:
        super().__init__(f"{lock_path} is held by pid {pid} on {host}")
        self.lock_path = lock_path
        self.pid = pid
        self.host = host

    @property
    def by_this_process(self) -> bool:
        return self.pid == os.getpid() and self.host == socket.gethostname()


def lock_path_for(project_path: Path) -> Path:
    """The sidecar lock file of a project file: ``<file>.lock``."""
    return project_path.with_name(project_path.name + ".lock")


class Locker:
    """The OS locking calls, behind one small interface so both branches run in tests.

    ``try_lock(fd)`` takes an exclusive lock without waiting (False if another holds it);
    ``unlock(fd)`` drops it. POSIX uses ``flock`` (whole file, per open file); Windows uses
    ``msvcrt.locking`` on one byte far past the owner text, so others can still read it.
    """

    def __init__(self, windows_module: Any = None) -> None:
        self.msvcrt = windows_module  # the msvcrt module on Windows (or a test's stand-in)

    def try_lock(self, fd: int) -> bool:
        if self.msvcrt is not None:
            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            try:
                self.msvcrt.locking(fd, self.msvcrt.LK_NBLCK, 1)
            except OSError:
                return False
            return True
        import fcntl

        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def unlock(self, fd: int) -> None:
        if self.msvcrt is not None:
            os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
            self.msvcrt.locking(fd, self.msvcrt.LK_UNLCK, 1)
            return
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)

    @property
    def windows(self) -> bool:
        return self.msvcrt is not None


def _platform_locker() -> Locker:
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt

        return Locker(msvcrt)
    return Locker()


LOCKER = _platform_locker()


def _try_lock(fd: int) -> bool:
    return LOCKER.try_lock(fd)


def _unlock(fd: int) -> None:
    LOCKER.unlock(fd)


class UnsafeLockFile(Exception):
    """The lock file's name is taken by something the workbench did not create (a symlink,
    a hard link, a file that is not a lock file): it is never followed, written or truncated."""

    def __init__(self, lock_path: Path, problem: str) -> None:
        super().__init__(f"{lock_path} {problem}; remove it if it is not needed")
        self.lock_path = lock_path


_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_BINARY = getattr(os, "O_BINARY", 0)


def _open_lock_file(path: Path) -> tuple[int, bool]:
    """Open (creating it when missing) the lock file without following a symlink; (fd, created).

    An existing file is used only when it is a regular, singly linked file holding nothing
    but a workbench owner record (or nothing): anything else raises UnsafeLockFile.
    """
    try:
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_EXCL | _NOFOLLOW | _BINARY, 0o644)
        return fd, True
    except FileExistsError:
        pass
    if os.path.islink(path):
        raise UnsafeLockFile(path, "is a symbolic link, not a lock file")
    try:
        fd = os.open(path, os.O_RDWR | _NOFOLLOW | _BINARY)
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise UnsafeLockFile(path, "is a symbolic link, not a lock file") from None
        raise
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise UnsafeLockFile(path, "is not a regular file")
        if st.st_nlink > 1:
            raise UnsafeLockFile(path, "is a hard link to another file, not a lock file")
        if st.st_size > 2 * _OWNER_SIZE and not LOCKER.windows:
            raise UnsafeLockFile(path, "is not a workbench lock file")
        text = os.pread(fd, 2 * _OWNER_SIZE, 0) if hasattr(os, "pread") else b""
        if text.strip(b"\x00 \n") and not _is_owner_record(text):
            raise UnsafeLockFile(path, "is not a workbench lock file")
    except BaseException:
        os.close(fd)
        raise
    return fd, False


def _is_owner_record(raw: bytes) -> bool:
    """Text a workbench wrote into a lock file: a whole owner record, or the start of one
    that a crash cut short (the record is written in one call, starting ``{"pid": ``)."""
    text = raw.strip(b"\x00 \n")
    if text.startswith(b'{"pid": '):
        return True
    try:
        data = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        return False
    return isinstance(data, dict) and "pid" in data and "host" in data


def _user_name() -> str:
    """The login name of this process's user ("" when the system gives none)."""
    try:
        return getpass.getuser()[:64]
    except (KeyError, OSError, ImportError):  # no name for the uid (a container)
        return ""


def lock_holder(project_path: Path) -> dict[str, Any]:
    """Who holds a project's lock, as its lock file says: ``pid``, ``host``, ``user`` and
    ``since`` (UTC ISO time), each present only when written (older workbenches wrote no
    user); empty when the file cannot be read. For messages only: the lock is the OS's."""
    path = lock_path_for(Path(os.path.realpath(project_path)))
    try:
        data = json.loads(path.read_text(encoding="utf-8", errors="replace")[:_OWNER_SIZE] or "{}")
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {
        key: data[key]
        for key, kind in (("pid", int), ("host", str), ("user", str), ("since", str))
        if isinstance(data.get(key), kind) and data[key] != ""
    }


def _read_owner(path: Path) -> tuple[int | None, str | None]:
    """The pid and host written into a lock file, or (None, None) if unreadable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8", errors="replace")[:_OWNER_SIZE] or "{}")
    except (OSError, ValueError):
        return None, None
    if not isinstance(data, dict):
        return None, None
    pid = data.get("pid")
    host = data.get("host")
    return (
        pid if isinstance(pid, int) else None,
        host if isinstance(host, str) else None,
    )


def _read_owner_soon(path: Path) -> tuple[int | None, str | None]:
    """The holder's pid and host; a holder that has just taken the lock writes them a moment
    later (two workbenches opening at once), so an empty lock file is read again for up to
    about 0.1 s before the owner is called unknown."""
    for _attempt in range(_OWNER_RETRIES):
        pid, host = _read_owner(path)
        if pid is not None:
            break
        time.sleep(_OWNER_RETRY_S)
    return pid, host


def _lock_project_file(path: Path) -> int | None:
    """Lock the project file itself (its inode), so that a second name for the same file (a
    hard link) finds it locked too; the open descriptor, None when there is no file yet.
    POSIX only: on Windows the file's own bytes belong to SQLite's locking."""
    if LOCKER.windows:
        return None
    try:
        fd = os.open(path, os.O_RDONLY | _NOFOLLOW)
    except FileNotFoundError:
        return None
    except OSError as error:
        if error.errno == errno.ELOOP:  # the name became a link: nothing to lock here
            return None
        raise
    if not LOCKER.try_lock(fd):
        os.close(fd)
        raise LockHeld(path, None, None)
    return fd


@dataclass(eq=False)
class ProjectLock:
    """A held lock; ``release()`` it when the project closes (idempotent).

    Held on the resolved file (symlinks followed, so every spelling of a path shares one lock
    file) and, on POSIX, on the project file itself (so a hard link shares it too).
    """

    path: Path
    _fd: int | None
    _file_fd: int | None = None
    project_path: Path | None = None

    @classmethod
    def acquire(cls, project_path: Path) -> ProjectLock:
        """Lock ``project_path`` for this process.

        Raises ``LockHeld`` if another open project holds it (another process, or this one),
        ``UnsafeLockFile`` if the lock file's name is taken by something else, and ``OSError``
        if the lock file cannot be created (for example a read-only folder or a full disk).
        """
        target = Path(os.path.realpath(project_path))
        path = lock_path_for(target)
        for _attempt in range(20):
            fd, created = _open_lock_file(path)
            try:
                if not _try_lock(fd):
                    pid, host = _read_owner_soon(path)
                    raise LockHeld(path, pid, host)
                # The previous holder may have deleted the file between our open and our lock;
                # then we hold a lock on a file nobody else can see: start again.
                try:
                    same = os.path.samestat(os.fstat(fd), os.lstat(path))
                except FileNotFoundError:
                    same = False
                if not same:
                    _unlock(fd)
                    os.close(fd)
                    continue
                file_fd = _lock_project_file(target)
                owner = {
                    "pid": os.getpid(),
                    "host": socket.gethostname(),
                    "user": _user_name(),
                    "since": datetime.now(UTC).isoformat(timespec="seconds"),
                }
                # Padded to a fixed size, so that no older, longer text is left after it
                # (Windows keeps the file's length: the locked byte lies past the text).
                text = json.dumps(owner).encode("utf-8").ljust(_OWNER_SIZE - 1) + b"\n"
                try:
                    os.lseek(fd, 0, os.SEEK_SET)
                    os.write(fd, text)
                    if not LOCKER.windows:
                        os.ftruncate(fd, len(text))  # only ever a lock file (checked above)
                except BaseException:
                    if file_fd is not None:
                        os.close(file_fd)
                    raise
                return cls(path, fd, file_fd, target)
            except BaseException:
                if created:  # a file this call made and could not finish: no debris
                    try:
                        os.unlink(path)
                    except OSError:
                        pass
                try:
                    os.close(fd)
                except OSError:
                    pass
                raise
        raise OSError(f"could not lock {path}: it keeps being replaced")

    @property
    def held(self) -> bool:
        return self._fd is not None

    def relock_file(self) -> None:
        """Lock the project file again after it was replaced (Save As): the new file."""
        if self._fd is None or self.project_path is None:
            return
        old, self._file_fd = self._file_fd, None
        if old is not None:
            os.close(old)
        try:
            self._file_fd = _lock_project_file(self.project_path)
        except (LockHeld, OSError):
            self._file_fd = None

    def release(self) -> None:
        """Remove the lock file and drop the OS lock."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        file_fd, self._file_fd = self._file_fd, None
        if file_fd is not None:
            os.close(file_fd)
        if LOCKER.windows:  # Windows cannot delete open files
            try:
                _unlock(fd)
            finally:
                os.close(fd)
            try:
                self.path.unlink()
            except OSError:
                pass
            return
        try:
            self.path.unlink()  # while still locked, so no one locks a file about to vanish
        except OSError:
            pass
        os.close(fd)  # closing drops the flock
