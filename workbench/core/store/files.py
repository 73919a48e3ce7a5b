"""Connections to project files, and what lies beside a file: its rollback journal, a WAL
file's ``-wal``, the folder it is in (fsync, whether it can be written)."""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import stat
import tempfile
from pathlib import Path

from workbench.core.store.errors import _describe, _fail


def _connect(target: str, *, uri: bool = False) -> sqlite3.Connection:
    """Every connection the store opens (one place, so tests can inject failures)."""
    return sqlite3.connect(target, uri=uri, isolation_level=None, check_same_thread=False)


def _readonly_uri(path: Path) -> str:
    """``file:`` URI opening ``path`` read-only.

    ``as_uri()`` percent-encodes '?', '#', '%' and spaces and writes Windows drives as
    ``file:///C:/...``, which SQLite accepts. A UNC path (``\\\\server\\share``) becomes
    ``file://server/share``, whose authority SQLite refuses; it is moved into the path.
    """
    uri = path.absolute().as_uri()
    if not uri.startswith("file:///"):
        uri = "file:////" + uri.removeprefix("file://")
    return uri + "?mode=ro"


def _prepare(conn: sqlite3.Connection, *, writable: bool) -> None:
    conn.execute("PRAGMA trusted_schema = OFF")
    if writable:
        conn.execute("PRAGMA journal_mode = DELETE")
        conn.execute("PRAGMA synchronous = FULL")


def _is_wal(path: Path) -> bool:
    """The file is in WAL mode (header bytes 18-19 are 2): written by another SQLite program,
    or left by one; the workbench itself saves with a rollback journal."""
    try:
        with path.open("rb") as handle:
            head = handle.read(20)
    except OSError:
        return False
    return len(head) == 20 and 2 in (head[18], head[19])


def _reader(path: Path, stack: contextlib.ExitStack) -> sqlite3.Connection:
    """A connection that reads ``path`` and writes nothing into or beside it (closed by
    ``stack``). SQLite gives a WAL-mode file ``-wal`` and ``-shm`` files even when it opens it
    read-only, so such a file is read from a copy (with its ``-wal``, whose committed pages
    count) in a temporary folder; any other file is opened ``mode=ro``."""
    try:
        if _is_wal(path):
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="swproj-")))
            copy = folder / "read.swproj"
            shutil.copyfile(path, copy)
            wal = path.with_name(path.name + "-wal")
            if wal.is_file():
                shutil.copyfile(wal, copy.with_name(copy.name + "-wal"))
            conn = _connect(str(copy))
        else:
            conn = _connect(_readonly_uri(path), uri=True)
    except OSError as error:
        raise _fail(path, f"cannot be read ({error.strerror or error})") from None
    except sqlite3.Error as error:
        raise _fail(path, f"cannot be opened ({_describe(error)})") from None
    stack.callback(conn.close)
    return conn


def _journal(path: Path) -> Path:
    return path.with_name(path.name + "-journal")


def _has_journal(path: Path) -> bool:
    """A non-empty rollback journal lies beside ``path`` (one stat: a save running in another
    process may delete it at any moment, which simply means there is none)."""
    try:
        st = os.stat(_journal(path))
    except OSError:
        return False
    return stat.S_ISREG(st.st_mode) and st.st_size > 0


def _file_id(path: Path) -> tuple[int, int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":  # pragma: no cover - Windows has no directory fsync
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _why_not_writable(path: Path) -> str | None:
    """Why saving to ``path`` is impossible, or None. (Mode bits too: root ignores them.)"""
    try:
        mode = path.stat().st_mode
    except OSError as error:
        return f"cannot be checked ({error.strerror or error})"
    if not mode & 0o222 or not os.access(path, os.W_OK):
        return "is read-only (file permissions)"
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return "is in a folder that cannot be written"
    return None
