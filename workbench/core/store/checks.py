"""The checks a file passes before it is opened, in order: a regular file; the SQLite header
(not empty, not foreign, not truncated); this application's id; a schema no newer than
``SCHEMA_VERSION``; ``PRAGMA quick_check``; no triggers or views; the expected tables. Nothing is
written to a file until all have passed."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

from workbench.core.store.errors import _describe, _fail
from workbench.core.store.files import _has_journal
from workbench.core.store.journal import journal_problem
from workbench.core.store.migrations import MIGRATIONS
from workbench.core.store.schema import (
    _HEADER_SIZE,
    _SQLITE_MAGIC,
    APPLICATION_ID,
    SCHEMA_VERSION,
    _check_tables,
)


class _HotJournal(Exception):
    """The file has a journal left by a save that was interrupted (it needs a rollback)."""


def _check_file(path: Path, shown: Path | None = None) -> None:
    """Checks on the raw bytes, before SQLite sees the file (messages name ``shown``).

    With a rollback journal beside the file (an interrupted or running save) the size checks
    are left to SQLite: mid-save the header may promise pages not written yet.
    """
    shown = shown or path
    try:
        st = path.stat()
    except FileNotFoundError:
        raise _fail(shown, "does not exist") from None
    except OSError as error:
        raise _fail(shown, f"cannot be read ({error.strerror or error})") from None
    if not stat.S_ISREG(st.st_mode):
        raise _fail(shown, "is not a file")
    problem = journal_problem(path)  # a FIFO would block SQLite's open (row H1)
    if problem is not None:
        raise _fail(shown, problem)
    try:
        with path.open("rb") as handle:
            head = handle.read(_HEADER_SIZE)
    except OSError as error:
        raise _fail(shown, f"cannot be read ({error.strerror or error})") from None
    size = st.st_size
    if size == 0:
        raise _fail(shown, "is empty (0 bytes), not a workbench project")
    if not head.startswith(_SQLITE_MAGIC[: len(head)]):
        raise _fail(shown, "is not a workbench project (not an SQLite file)")
    if size < _HEADER_SIZE:
        raise _fail(shown, f"is truncated ({size} bytes; not even a complete header)")
    page_size = int.from_bytes(head[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if page_size < 512 or page_size > 65536 or page_size & (page_size - 1):
        raise _fail(shown, "is damaged or not a project file (invalid page size in the header)")
    pages = int.from_bytes(head[28:32], "big")
    header_count_valid = pages > 0 and head[24:28] == head[92:96]
    if not _has_journal(path):
        if header_count_valid and size < pages * page_size:
            raise _fail(shown, f"is truncated ({size:,} of {pages * page_size:,} bytes)")
        if size % page_size:
            raise _fail(shown, f"is truncated ({size:,} bytes is not a whole number of pages)")
    application_id = int.from_bytes(head[68:72], "big")
    if application_id != APPLICATION_ID:
        raise _fail(shown, "is an SQLite file of another application, not a workbench project")
    _check_version(shown, int.from_bytes(head[60:64], "big", signed=True))


def _check_version(path: Path, version: int) -> None:
    if version > SCHEMA_VERSION:
        raise _fail(
            path,
            f"was written by a newer version of the workbench (schema {version}); "
            f"this version reads up to schema {SCHEMA_VERSION}",
        )
    if version < 0 or (version < SCHEMA_VERSION and version not in MIGRATIONS):
        raise _fail(path, f"uses schema {version}, which this version cannot upgrade")


def _check_database(conn: sqlite3.Connection, path: Path) -> int:
    """Checks through SQLite; returns the schema version. Raises _HotJournal.

    The tables of an older schema are checked after migrating it.
    """
    try:
        application_id = conn.execute("PRAGMA application_id").fetchone()[0]
        if application_id != APPLICATION_ID:
            raise _fail(path, "is an SQLite file of another application, not a workbench project")
        version: int = conn.execute("PRAGMA user_version").fetchone()[0]
        _check_version(path, version)
        problems = [row[0] for row in conn.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            more = f" (and {len(problems) - 1} more problems)" if len(problems) > 1 else ""
            raise _fail(path, f"is damaged: {_describe(problems[0])}{more}")
        kinds = dict(
            conn.execute(
                "SELECT type, count(*) FROM sqlite_master WHERE type IN ('trigger', 'view') "
                "GROUP BY type"
            ).fetchall()
        )
        if kinds:
            raise _fail(path, "is not a workbench project (it contains SQL triggers or views)")
        if version == SCHEMA_VERSION:
            _check_tables(conn, path)
        return version
    except sqlite3.Error as error:
        name = getattr(error, "sqlite_errorname", "")
        if name == "SQLITE_READONLY_ROLLBACK":
            raise _HotJournal() from None
        if name.startswith("SQLITE_BUSY") or name.startswith("SQLITE_LOCKED"):
            raise _fail(path, "is busy (another program is writing it); try again") from None
        raise _fail(path, f"is damaged or not a project file ({_describe(error)})") from None
    except UnicodeDecodeError:  # quick_check quoting damaged bytes of the schema
        raise _fail(path, "is damaged (its structure holds text that is not UTF-8)") from None
