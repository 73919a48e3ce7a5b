"""Upgrading older project files: one function per schema step (``MIGRATIONS``), all run in
one transaction after a byte-for-byte backup copy ``<stem>.v<old>.bak``.

A migration holds the SQL of its own step as text: it upgrades schema N to N + 1 as that schema
was, whatever the tables look like later.
"""

from __future__ import annotations

import contextlib
import itertools
import json
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


#: The list facts that schema 3 reads three-valued (None: not given; []: "none of these").
_LISTS_V3 = ("facility_types", "activities")


def _migrate_2_to_3(conn: sqlite3.Connection) -> None:
    """Schema 3 tells a list that is not given from "none of these" (issue 32). A file of
    schema 2 could not: its empty list meant either. It is read as *not given*, the reading
    that never decides an answer the list could change (the site then asks for the list);
    the stored results of such a site are dropped, to be computed again."""
    rows = conn.execute("SELECT id, scenario_json FROM site").fetchall()
    for site_id, text in rows:
        data = json.loads(text)
        site = data.get("site") if isinstance(data, dict) else None
        if not isinstance(site, dict):
            continue
        empty = [name for name in _LISTS_V3 if site.get(name) == []]
        if not empty:
            continue
        for name in empty:
            del site[name]
        conn.execute(
            "UPDATE site SET scenario_json = ? WHERE id = ?",
            (json.dumps(data, allow_nan=False, separators=(",", ":")), site_id),
        )
        conn.execute("DELETE FROM result WHERE site_id = ?", (site_id,))


# The capture_curve table of schema 4, as schema 4 made it ("IF NOT EXISTS": a server project
# made by a workbench of schema 4 and marked older, as its tests do, has it already).
_CREATE_CAPTURE_CURVE_V4 = (
    "CREATE TABLE IF NOT EXISTS capture_curve (\n\trecord_sha256 TEXT NOT NULL, "
    "\n\tdrawdown_hr FLOAT NOT NULL, \n\tengine_version TEXT NOT NULL, "
    "\n\tpoints_json TEXT NOT NULL, \n\t"
    "PRIMARY KEY (record_sha256, drawdown_hr, engine_version)\n)"
)


def _migrate_3_to_4(conn: sqlite3.Connection) -> None:
    """Schema 4 keeps the capture curves derived from a kept record beside it (issue 41): the
    table starts empty; curves are derived at the next evaluation and kept at the next save."""
    conn.execute(_CREATE_CAPTURE_CURVE_V4)


# version N -> function that upgrades a schema-N file to N + 1 (run inside one transaction)
MIGRATIONS: dict[int, Callable[[sqlite3.Connection], None]] = {
    0: _migrate_0_to_1,
    1: _migrate_1_to_2,
    2: _migrate_2_to_3,
    3: _migrate_3_to_4,
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
