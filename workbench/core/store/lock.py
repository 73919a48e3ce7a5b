"""An exclusive, OS-level lock on a project file, held for as long as the project is open.

The lock lives in a sidecar file ``<file>.lock`` next to the project (``site.swproj.lock``),
locked with ``fcntl.flock(LOCK_EX | LOCK_NB)`` on POSIX and ``msvcrt.locking`` on Windows. The
OS drops the lock when the holding process ends, however it ends, so a lock file left behind
by a crashed workbench is not locked and is taken over silently. The file holds the holder's
pid and host (JSON) so that a second opener can say who has the project open.
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

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


def _try_lock(fd: int) -> bool:
    """Take the OS lock on an open lock file without waiting; False if someone holds it."""
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt

        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _unlock(fd: int) -> None:
    if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
        import msvcrt

        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(fd, fcntl.LOCK_UN)


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


@dataclass(eq=False)
class ProjectLock:
    """A held lock; ``release()`` it when the project closes (idempotent)."""

    path: Path
    _fd: int | None

    @classmethod
    def acquire(cls, project_path: Path) -> ProjectLock:
        """Lock ``project_path`` for this process.

        Raises ``LockHeld`` if another open project holds it (another process, or this one),
        and ``OSError`` if the lock file cannot be created (for example a read-only folder).
        """
        path = lock_path_for(Path(project_path))
        for _attempt in range(20):
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            try:
                if not _try_lock(fd):
                    pid, host = _read_owner_soon(path)
                    raise LockHeld(path, pid, host)
                # The previous holder may have deleted the file between our open and our lock;
                # then we hold a lock on a file nobody else can see: start again.
                try:
                    same = os.path.samestat(os.fstat(fd), os.stat(path))
                except FileNotFoundError:
                    same = False
                if not same:
                    _unlock(fd)
                    os.close(fd)
                    continue
                owner = {
                    "pid": os.getpid(),
                    "host": socket.gethostname(),
                    "since": datetime.now(UTC).isoformat(timespec="seconds"),
                }
                # Padded to a fixed size, so that no older, longer text is left after it
                # (Windows keeps the file's length: the locked byte lies past the text).
                text = json.dumps(owner).encode("utf-8").ljust(_OWNER_SIZE - 1) + b"\n"
                os.lseek(fd, 0, os.SEEK_SET)
                os.write(fd, text)
                if sys.platform != "win32":
                    os.ftruncate(fd, len(text))
                return cls(path, fd)
            except BaseException:
                try:
                    os.close(fd)
                except OSError:
                    pass
                raise
        raise OSError(f"could not lock {path}: it keeps being replaced")

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Remove the lock file and drop the OS lock."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if sys.platform == "win32":  # pragma: no cover - Windows cannot delete open files
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
