"""Upgrading older project files: one function per schema step (``MIGRATIONS``), all run in
one transaction after a byte-for-byte backup copy ``<stem>.v<old>.bak``.

A migration holds the SQL of its own step as text: it upgrades schema N to N + 1 as that schema
was, whatever the tables look like later.
"""

from __future__ import annotations

import contextlib
import itertools
import os
import shutil
import sqlite3
import uuid
from collections.abc import Callable
from pathlib import Path

from workbench.core.store.errors import _fail
from workbench.core.store.files import _fsync_dir
from workbench.core.store.schema import SCHEMA_VERSION, _check_tables
from workbench.core.store.sites import utc_now


def _migrate_0_to_1(conn: sqlite3.Connection) -> None:
    """Schema 0 (pre-release files) had no ``site.updated_at``; add it, dated now."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(site)")}
    if "updated_at" not in columns:
        conn.execute("ALTER TABLE site ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''")
        conn.execute("UPDATE site SET updated_at = ?", (utc_now(),))


# The rainfall_record table of schema 2, as schema 2 made it (the step keeps its own SQL: a
# later schema changes tables.py and adds a step, it does not change what this one did).
_CREATE_RAINFALL_RECORD_V2 = (
    "CREATE TABLE rainfall_record (\n\tname TEXT NOT NULL, \n\tsha256 TEXT NOT NULL, "
    "\n\tsources_json TEXT NOT NULL, \n\timported_at TEXT NOT NULL, \n\t"
    "content BLOB NOT NULL, \n\tPRIMARY KEY (name)\n)"
)


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Schema 2 keeps imported rainfall records in the project (table rainfall_record)."""
    conn.execute(_CREATE_RAINFALL_RECORD_V2)


# version N -> function that upgrades a schema-N file to N + 1 (run inside one transaction)
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _migrate_0_to_1,
    1: _migrate_1_to_2,
}


def _run_migrations(conn: sqlite3.Connection, path: Path, version: int) -> None:
    """Upgrade from ``version`` to SCHEMA_VERSION in one transaction (rolled back on error)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        found = conn.execute("PRAGMA user_version").fetchone()[0]
        if found != version:
            raise _fail(path, f"changed while it was being opened (schema {found})")
        for step in range(version, SCHEMA_VERSION):
            MIGRATIONS[step](conn)
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
        _check_tables(conn, path)
        conn.execute("COMMIT")
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise


def _backup_path(path: Path, version: int) -> Path:
    candidate = path.with_name(f"{path.stem}.v{version}.bak")
    for n in itertools.count(2):
        if not candidate.exists():
            return candidate
        candidate = path.with_name(f"{path.stem}.v{version}-{n}.bak")
    raise AssertionError("unreachable")


def _write_backup(path: Path, version: int) -> Path:
    """Copy ``path`` byte for byte to ``<stem>.v<version>.bak`` (atomically, fsynced)."""
    target = _backup_path(path, version)
    temp = target.with_name(f".{target.name}.{uuid.uuid4().hex[:8]}.tmp")
    try:
        shutil.copyfile(path, temp)
        with temp.open("rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(temp, target)
        _fsync_dir(path.parent)
    except OSError as error:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise _fail(
            path,
            f"could not be upgraded from schema {version}: its backup copy could not be "
            f"written ({error.strerror or error}); the file is unchanged",
        ) from None
    return target
