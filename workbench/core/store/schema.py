"""The project file's format: its marks, its tables and the SQL the store runs on them.

``PRAGMA application_id`` = ``APPLICATION_ID`` ('SWBP'); ``PRAGMA user_version`` = the schema
version. Tables are declared in ``tables.py`` (SQLModel, the schema of record): a new file's
tables are created from those declarations (``create_statements``). Reads and writes use the
standard ``sqlite3`` module (bulk ``executemany``, explicit ``BEGIN IMMEDIATE``/``COMMIT``) with
the SQL the declarations compile to, held as text in ``SQL`` so that opening and saving a
project do not import SQLAlchemy (about half a second); a test keeps the two equal. See
docs/STORE.md. Only JSON text is stored; opening a file never runs anything from it (files
holding triggers or views are refused, and ``trusted_schema`` is off).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from workbench.core.store.errors import _fail

APPLICATION_ID = 0x53574250  # 'SWBP'
SCHEMA_VERSION = 4  # 3: lists not given vs none; 4: capture curves kept (migrations)
EXTENSION = ".swproj"

_SQLITE_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
_REQUIRED_TABLES = ("meta", "site", "result", "rainfall_record", "capture_curve")


class SQL:
    """The SQL of reads and writes, compiled from ``tables.py`` (test_store checks these are
    equal to it)."""

    COLUMNS = {
        "meta": ("key", "value"),
        "site": ("id", "position", "name", "jurisdiction", "scenario_json", "updated_at"),
        "result": (
            "site_id",
            "jurisdiction",
            "plugin_version",
            "ruleset_version",
            "computed_at",
            "data_json",
        ),
        "rainfall_record": ("name", "sha256", "sources_json", "imported_at", "content"),
        "capture_curve": ("record_sha256", "drawdown_hr", "engine_version", "points_json"),
    }
    INSERT = {
        "meta": 'INSERT INTO meta ("key", value) VALUES (?, ?)',
        "site": "INSERT INTO site (id, position, name, jurisdiction, scenario_json, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        "result": "INSERT INTO result (site_id, jurisdiction, plugin_version, ruleset_version, "
        "computed_at, data_json) VALUES (?, ?, ?, ?, ?, ?)",
        "rainfall_record": "INSERT INTO rainfall_record (name, sha256, sources_json, "
        "imported_at, content) VALUES (?, ?, ?, ?, ?)",
        "capture_curve": "INSERT INTO capture_curve (record_sha256, drawdown_hr, engine_version, "
        "points_json) VALUES (?, ?, ?, ?)",
    }
    REPLACE = {
        name: statement.replace("INSERT INTO", "INSERT OR REPLACE INTO", 1)
        for name, statement in INSERT.items()
    }
    SELECT = {
        "meta": 'SELECT meta."key", meta.value \nFROM meta',
        "site": "SELECT site.id, site.position, site.name, site.jurisdiction, "
        "site.scenario_json, site.updated_at \nFROM site",
        "result": "SELECT result.site_id, result.jurisdiction, result.plugin_version, "
        "result.ruleset_version, result.computed_at, result.data_json \nFROM result",
        "rainfall_record": "SELECT rainfall_record.name, rainfall_record.sha256, "
        "rainfall_record.sources_json, rainfall_record.imported_at, rainfall_record.content "
        "\nFROM rainfall_record",
        "capture_curve": "SELECT capture_curve.record_sha256, capture_curve.drawdown_hr, "
        "capture_curve.engine_version, capture_curve.points_json \nFROM capture_curve",
    }


def create_statements() -> list[str]:
    """``CREATE TABLE`` statements of a new file, compiled from the SQLModel declarations in
    ``tables.py`` (imported here, on first use: only creating a file needs SQLAlchemy)."""
    from workbench.core.store import tables

    return tables.create_statements()


def _check_tables(conn: sqlite3.Connection, path: Path) -> None:
    for table in _REQUIRED_TABLES:
        columns = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns:
            raise _fail(path, f"is damaged or incomplete (the {table} table is missing)")
        missing = [c for c in SQL.COLUMNS[table] if c not in columns]
        if missing:
            raise _fail(path, f"is damaged or incomplete (table {table} lacks column {missing[0]})")
