"""The project file's tables: the schema of record (SQLModel), and the SQL derived from it.

The tables are declared here as SQLModel classes and nowhere else. Every new project file gets
its tables from these declarations (``create_statements``, called by ``saving.py`` when it
writes a complete file). Opening and saving do their bulk reads and writes with the standard
library's ``sqlite3`` (``executemany``) for speed and for exact control of transactions, with
the SQL these declarations compile to (``insert_statement``, ``select_statement``,
``COLUMNS``) kept as text in ``schema.SQL`` so that opening a project does not import
SQLAlchemy (about half a second); ``tests/core/test_store.py`` checks that the text is exactly
what these declarations compile to, and that new and migrated files have exactly these
columns, so neither can drift from the schema of record. A schema change goes here first, then
into ``schema.SQL`` and ``schema.SCHEMA_VERSION``, with a step in ``migrations.MIGRATIONS``
(which keeps its own SQL). See docs/STORE.md.

Only JSON text is stored (never pickle, nothing executable): ``meta.value`` is plain text or
JSON, ``site.scenario_json`` is ``json.dumps(Scenario.to_json())``, ``result.data_json`` is
``json.dumps(StoredResult.data)``; ``rainfall_record.content`` is the bytes of a record CSV;
``capture_curve.points_json`` is a JSON list of [depth, fraction] pairs.
"""

from __future__ import annotations

from sqlalchemy import LargeBinary, Table, Text
from sqlalchemy.dialects import sqlite
from sqlalchemy.orm import registry
from sqlalchemy.schema import CreateTable
from sqlalchemy.sql import insert, select
from sqlmodel import Field, SQLModel

# Own registry, so these tables never mix with other SQLModel tables of the application.
_registry = registry()


class StoreModel(SQLModel, registry=_registry):
    """Base of the project-file tables (their own metadata)."""


class MetaRow(StoreModel, table=True):
    """Project-level key/value pairs: name, created, app_version, saved_at, settings (JSON)."""

    __tablename__ = "meta"

    key: str = Field(primary_key=True, sa_type=Text)
    value: str = Field(sa_type=Text)


class SiteRow(StoreModel, table=True):
    """One site: its place in the project tree and its scenario as JSON text."""

    __tablename__ = "site"

    id: str = Field(primary_key=True, sa_type=Text)  # uuid4 hex
    position: int
    name: str = Field(sa_type=Text)
    jurisdiction: str | None = Field(default=None, sa_type=Text)
    scenario_json: str = Field(sa_type=Text)
    updated_at: str = Field(sa_type=Text)  # ISO 8601, UTC


class ResultRow(StoreModel, table=True):
    """A computed result of one site under one jurisdiction, with the versions that made it."""

    __tablename__ = "result"

    site_id: str = Field(primary_key=True, foreign_key="site.id", sa_type=Text)
    jurisdiction: str = Field(primary_key=True, sa_type=Text)
    plugin_version: str = Field(sa_type=Text)
    ruleset_version: str = Field(sa_type=Text)
    computed_at: str = Field(sa_type=Text)  # ISO 8601
    data_json: str = Field(sa_type=Text)


class RainfallRecordRow(StoreModel, table=True):
    """An imported hourly rainfall record kept in the project, so it moves with the file:
    the record's CSV bytes (``workbench rainfall import``), their sha256, and the files it
    was made from (JSON list with each file's name, format and sha256)."""

    __tablename__ = "rainfall_record"

    name: str = Field(primary_key=True, sa_type=Text)  # as a scenario's rainfall.record_csv
    sha256: str = Field(sa_type=Text)  # of content
    sources_json: str = Field(sa_type=Text)
    imported_at: str = Field(sa_type=Text)  # ISO 8601, UTC
    content: bytes = Field(sa_type=LargeBinary)


class CaptureCurveRow(StoreModel, table=True):
    """A capture curve derived from a kept record's content (``workbench.core.capture_curves``):
    the record's sha256, the basin drawdown, the simulation engine's version and the simulated
    points (JSON list of [storage depth in, captured fraction]); kept so that reopening the
    project does not simulate again (issue 41)."""

    __tablename__ = "capture_curve"

    record_sha256: str = Field(primary_key=True, sa_type=Text)  # rainfall_record.sha256
    drawdown_hr: float = Field(primary_key=True)
    engine_version: str = Field(primary_key=True, sa_type=Text)
    points_json: str = Field(sa_type=Text)


METADATA = _registry.metadata
TABLES: dict[str, Table] = {
    "meta": MetaRow.__table__,  # type: ignore[attr-defined]
    "site": SiteRow.__table__,  # type: ignore[attr-defined]
    "result": ResultRow.__table__,  # type: ignore[attr-defined]
    "rainfall_record": RainfallRecordRow.__table__,  # type: ignore[attr-defined]
    "capture_curve": CaptureCurveRow.__table__,  # type: ignore[attr-defined]
}
COLUMNS: dict[str, tuple[str, ...]] = {
    name: tuple(column.name for column in table.columns) for name, table in TABLES.items()
}

_dialect = sqlite.dialect(paramstyle="qmark")


def create_statements() -> list[str]:
    """``CREATE TABLE`` statements for the current schema, in dependency order."""
    return [
        str(CreateTable(table).compile(dialect=_dialect)).strip()
        for table in METADATA.sorted_tables
    ]


def insert_statement(table: str, *, replace: bool = False) -> str:
    """``INSERT [OR REPLACE] INTO table (all columns) VALUES (?, ...)`` in ``COLUMNS`` order."""
    statement = insert(TABLES[table])
    if replace:
        statement = statement.prefix_with("OR REPLACE")
    return str(statement.compile(dialect=_dialect))


def select_statement(table: str) -> str:
    """``SELECT all columns FROM table`` in ``COLUMNS`` order."""
    return str(select(TABLES[table]).compile(dialect=_dialect))
