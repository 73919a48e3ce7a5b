"""Projects on a PostgreSQL server: open, save, Save As, reload a site (issue 44).

The same ``Project`` as a file's, in the same tables (``server_db.py``). What differs:

- **No lock: row versions.** Several workbenches open a server project read-write at once.
  Opening reads every item's row version (``row_version``) in the same snapshot as the sites.
  A save writes only what changed, in ONE transaction that first locks the version rows of
  what it writes (``SELECT ... FOR UPDATE``) and refuses, writing nothing, when any of them
  moved since this workbench read it (``ProjectConflictError``: who saved it and when). Two
  engineers editing different sites both save; the second of two saving the same site is
  refused and may ``reload_site`` (keeping their version as a copy). A killed client leaves
  the transaction to the server, which rolls it back.
- **Read-only** when asked, or when the database role may not write the project's tables
  (a reviewers' role), or when the server is read-only (a standby).
- **Results** of a read-write project are read on first use, and only while the site's row
  version is still the one read at open (otherwise the site changed meanwhile: its stored
  results are not shown, they are computed again).
- **Marks and migrations** as for a file: ``store_mark`` holds the application id and the
  schema version; a newer schema is refused with the file's words, an older one is migrated
  with the same ``MIGRATIONS`` steps, in one transaction, after a copy of the project's
  tables into the schema ``<project>_v<old>_backup``.

``project.path`` is None for a server project (``server_address(project)`` gives its
address); Save As to a file, or to another address, works from either store.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from typing import Any

from workbench.core.store.errors import ProjectFileError
from workbench.core.store.project import Project, _dumps_settings, _record_hashes, _Saved
from workbench.core.store.schema import APPLICATION_ID, SCHEMA_VERSION, SQL
from workbench.core.store.server_db import (
    SERVER_TABLES,
    ServerAddress,
    ServerPlace,
    connect,
    create_statements,
    describe,
    is_server_address,
)
from workbench.core.store.sites import Site, StoredRecord, _scenario_text

_TABLES = ("meta", "site", "result", "rainfall_record")
_PG_SELECT = {name: text.replace(" \n", " ") for name, text in SQL.SELECT.items()}
_PG_INSERT = {name: text.replace("?", "%s") for name, text in SQL.INSERT.items()}
_UPSERT_SITE = _PG_INSERT["site"] + (
    " ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name = EXCLUDED.name, "
    "jurisdiction = EXCLUDED.jurisdiction, scenario_json = EXCLUDED.scenario_json, "
    "updated_at = EXCLUDED.updated_at"
)
_UPSERT_META = _PG_INSERT["meta"] + ' ON CONFLICT ("key") DO UPDATE SET value = EXCLUDED.value'
_UPSERT_RECORD = _PG_INSERT["rainfall_record"] + (
    " ON CONFLICT (name) DO UPDATE SET sha256 = EXCLUDED.sha256, "
    "sources_json = EXCLUDED.sources_json, imported_at = EXCLUDED.imported_at, "
    "content = EXCLUDED.content"
)
_UPSERT_VERSION = (
    "INSERT INTO row_version (item, version, saved_by, saved_at) VALUES (%s, %s, %s, %s) "
    "ON CONFLICT (item) DO UPDATE SET version = EXCLUDED.version, "
    "saved_by = EXCLUDED.saved_by, saved_at = EXCLUDED.saved_at"
)
PROJECT_ITEM = "project"


class ProjectConflictError(ProjectFileError):
    """A save refused because another workbench saved some of what it writes since this one
    read it; nothing was written. ``conflicts`` lists them (``Conflict``)."""

    def __init__(self, message: str, conflicts: list[Conflict]) -> None:
        super().__init__(message)
        self.conflicts = conflicts


@dataclass(frozen=True)
class Conflict:
    """One item saved by somebody else: ``site_id`` for a site (None otherwise)."""

    item: str
    what: str  # "site 'North lot'", "the project's name or settings", "rainfall record 'x'"
    saved_by: str
    saved_at: str
    removed: bool = False
    site_id: str | None = None


@dataclass(eq=False)
class _ServerSaved(_Saved):
    """What the server holds of an open project; ``conn`` is its psycopg connection (None
    once closed, or for a read-only project, which is read whole at open)."""

    address: ServerAddress | None = None
    versions: dict[str, int] = field(default_factory=dict)  # item -> row version read
    role: str = ""


class _ServerResults:
    """Reads one site's results on first use, while the site is still as read (the project
    and this object share ``versions``); ``conn`` is set to None when the project closes."""

    _QUERY = _PG_SELECT["result"] + " WHERE result.site_id = %s ORDER BY result.jurisdiction"

    def __init__(self, conn: Any, place: ServerPlace, versions: dict[str, int]) -> None:
        self.conn = conn
        self.path = place
        self.versions = versions

    def __call__(self, site_id: str) -> list[tuple[Any, ...]]:
        import psycopg

        if self.conn is None:
            raise ProjectFileError(
                f"{self.path} is closed; results not read before closing are unavailable"
            )
        item = f"site:{site_id}"
        try:
            with self.conn.transaction():
                self.conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
                row = self.conn.execute(
                    "SELECT version FROM row_version WHERE item = %s", (item,)
                ).fetchone()
                if row is None or row[0] != self.versions.get(item):
                    return []  # saved by another workbench since: these results are not ours
                rows: list[tuple[Any, ...]] = self.conn.execute(self._QUERY, (site_id,)).fetchall()
                return rows
        except psycopg.Error as error:
            raise ProjectFileError(f"{self.path} cannot be read ({describe(error)})") from None


def server_address(project: Project) -> str | None:
    """The ``postgresql://`` address of a server project (None for a file project)."""
    saved = project._saved
    if isinstance(saved, _ServerSaved) and saved.address is not None:
        return saved.address.text
    return None


def is_server_project(project: Project) -> bool:
    return isinstance(project._saved, _ServerSaved)


# --------------------------------------------------------------------------- opening
def open_server_project(text: str, *, readonly: bool = False) -> Project:
    """Open the project at a ``postgresql://`` address; see the module docstring."""
    import psycopg

    address = ServerAddress.parse(text)
    place = address.place
    conn = connect(address)
    try:
        version = _check_marks(conn, address)
        reason = "was opened read-only" if readonly else _why_not_writable(conn, address)
        pending = version < SCHEMA_VERSION and reason is not None
        if version < SCHEMA_VERSION and reason is None:
            _migrate(conn, address, version)
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
            if pending:  # read-only: the same steps inside this transaction, then undone
                _run_steps_or_say(conn, place, version)
            role = conn.execute("SELECT current_user").fetchone()[0]
            versions = dict(conn.execute("SELECT item, version FROM row_version").fetchall())
            fetch = None if reason is not None else _ServerResults(conn, place, versions)
            project = _load(conn, place, fetch)
            if pending:
                raise _Rollback(project, versions, role)
    except _Rollback as done:
        project, versions, role = done.project, done.versions, done.role
    except psycopg.Error as error:
        conn.close()
        raise ProjectFileError(f"{place} cannot be read ({describe(error)})") from None
    except BaseException:
        conn.close()
        raise
    project.migrated_from = version if version < SCHEMA_VERSION else None
    if reason is not None:
        conn.close()
        conn = None
        project.readonly, project.readonly_reason = True, reason
    project._saved = _state(project, conn, fetch, address, versions, role)
    return project


class _Rollback(Exception):  # noqa: N818 - leaves a transaction (psycopg rolls back on it)
    def __init__(self, project: Project, versions: dict[str, int], role: str) -> None:
        self.project, self.versions, self.role = project, versions, role


def _check_marks(conn: Any, address: ServerAddress) -> int:
    """The project's schema version, after the checks a file's marks pass."""
    place = address.place
    found = conn.execute(
        "SELECT count(*) FROM pg_namespace WHERE nspname = %s", (address.project,)
    ).fetchone()[0]
    if not found:
        raise ProjectFileError(
            f"{place} holds no project (copy one there: workbench project copy FILE ADDRESS)"
        )
    tables = {
        row[0]
        for row in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = %s", (address.project,)
        )
    }
    missing = [t for t in (*_TABLES, *SERVER_TABLES) if t not in tables]
    if missing:
        raise ProjectFileError(f"{place} is not a workbench project (no {missing[0]} table)")
    marks = dict(conn.execute("SELECT key, value FROM store_mark").fetchall())
    if marks.get("application_id") != APPLICATION_ID:
        raise ProjectFileError(f"{place} is not a workbench project (another application's)")
    version = marks.get("schema_version")
    if not isinstance(version, int):
        raise ProjectFileError(f"{place} is damaged (no schema version)")
    if version > SCHEMA_VERSION:
        raise ProjectFileError(
            f"{place} was written by a newer version of the workbench (schema {version}); "
            f"this version reads up to schema {SCHEMA_VERSION}"
        )
    if version < 2:
        raise ProjectFileError(f"{place} uses schema {version}, which this version cannot upgrade")
    return version


def _why_not_writable(conn: Any, address: ServerAddress) -> str | None:
    """Why this connection may not write the project (None when it may)."""
    read_only, standby = conn.execute(
        "SELECT current_setting('transaction_read_only') = 'on', pg_is_in_recovery()"
    ).fetchone()
    if read_only or standby:
        return "is on a server that is read-only"
    allowed = conn.execute(
        "SELECT bool_and(has_table_privilege(quote_ident(%s) || '.' || t, p)) "
        "FROM unnest(%s::text[]) t, unnest(ARRAY['INSERT', 'UPDATE', 'DELETE']) p",
        (address.project, [*_TABLES, "row_version"]),
    ).fetchone()[0]
    if not allowed:
        role = conn.execute("SELECT current_user").fetchone()[0]
        return f"is read-only for database role {role!r}"
    return None


def _run_steps(conn: Any, version: int) -> None:
    """The file's migration steps, ``version`` to SCHEMA_VERSION, on the server's tables."""
    from workbench.core.store.migrations import MIGRATIONS

    adapter = _Adapter(conn)
    for step in range(version, SCHEMA_VERSION):
        MIGRATIONS[step](adapter)  # type: ignore[arg-type]
    conn.execute("UPDATE store_mark SET value = %s WHERE key = 'schema_version'", (SCHEMA_VERSION,))


def _run_steps_or_say(conn: Any, place: ServerPlace, version: int) -> None:
    """The steps inside a read-only open's transaction (undone after reading); a role that may
    not write the tables cannot run them even so."""
    import psycopg

    try:
        _run_steps(conn, version)
    except psycopg.errors.InsufficientPrivilege:
        raise ProjectFileError(
            f"{place} uses schema {version}, older than this workbench's {SCHEMA_VERSION}: it "
            f"is upgraded the first time a role that may edit it (an engineer's) opens it"
        ) from None


def _migrate(conn: Any, address: ServerAddress, version: int) -> None:
    """Upgrade in one transaction, after copying the tables to ``<project>_v<old>_backup``."""
    from psycopg import sql

    backup = sql.Identifier(f"{address.project}_v{version}_backup")
    with conn.transaction():
        found = conn.execute(
            "SELECT value FROM store_mark WHERE key = 'schema_version' FOR UPDATE"
        ).fetchone()[0]
        if found != version:
            return  # another workbench upgraded it meanwhile
        conn.execute(sql.SQL("DROP SCHEMA IF EXISTS {} CASCADE").format(backup))
        conn.execute(sql.SQL("CREATE SCHEMA {}").format(backup))
        for table in (*_TABLES, *SERVER_TABLES):
            conn.execute(
                sql.SQL("CREATE TABLE {}.{} AS TABLE {}").format(
                    backup, sql.Identifier(table), sql.Identifier(table)
                )
            )
        _run_steps(conn, version)


class _Adapter:
    """A psycopg connection as the ``sqlite3`` connection the migration steps expect:
    ``execute(sql, params)`` with ``?`` placeholders."""

    def __init__(self, conn: Any) -> None:
        self.conn = conn

    def execute(self, statement: str, params: tuple[Any, ...] = ()) -> Any:
        return self.conn.execute(statement.replace("?", "%s"), params)


def _load(conn: Any, place: ServerPlace, fetch: _ServerResults | None) -> Project:
    """Meta, sites and records (results too when ``fetch`` is None), as a file's ``_load``."""
    meta = dict(conn.execute(_PG_SELECT["meta"]).fetchall())
    try:
        settings = json.loads(meta.get("settings", "{}"))
    except (TypeError, ValueError, RecursionError):
        settings = None
    if not isinstance(settings, dict):
        raise ProjectFileError(f"{place} is damaged: its settings are not readable")
    name = meta.get("name")
    if not isinstance(name, str) or not name.strip():
        name = place.name
    results: dict[str, list[tuple[Any, ...]]] = {}
    if fetch is None:
        query = _PG_SELECT["result"] + " ORDER BY result.site_id, result.jurisdiction"
        for row in conn.execute(query):
            results.setdefault(row[0], []).append(row)
    sites = [
        Site._stored(row, None if fetch is not None else results.get(row[0], []), place, fetch)  # type: ignore[arg-type]
        for row in conn.execute(_PG_SELECT["site"] + " ORDER BY site.position, site.id")
    ]
    records = {}
    for name_, digest, sources_json, imported_at, content in conn.execute(
        _PG_SELECT["rainfall_record"]
    ):
        try:
            sources = tuple(json.loads(sources_json))
            records[name_] = StoredRecord(name_, bytes(content), sources, imported_at, digest)
        except (TypeError, ValueError, RecursionError):
            raise ProjectFileError(
                f"{place} is damaged: rainfall record {str(name_)[:60]!r} is not readable"
            ) from None
    return Project(
        name=name,
        sites=sites,
        path=None,
        settings=settings,
        created=str(meta.get("created", "")),
        rainfall_records=records,
    )


def _state(
    project: Project,
    conn: Any,
    fetch: _ServerResults | None,
    address: ServerAddress,
    versions: dict[str, int],
    role: str,
) -> _ServerSaved:
    return _ServerSaved(
        conn=conn,
        lock=None,
        fetch=fetch,  # type: ignore[arg-type]
        sites={site.id: site for site in project.sites},
        positions={site.id: index for index, site in enumerate(project.sites)},
        name=project.name,
        settings_json=_dumps_settings(project.settings),
        file_id=None,
        records=_record_hashes(project),
        address=address,
        versions=versions,
        role=role,
    )


# --------------------------------------------------------------------------- saving
def save_server_changes(project: Project) -> None:
    """Write what changed since it was read, refusing what others saved meanwhile."""
    from workbench.core.store.server_save import save_changes

    saved = project._saved
    assert isinstance(saved, _ServerSaved) and saved.address is not None
    place = saved.address.place
    if project._closed or (saved.conn is None and not project.readonly):
        raise ProjectFileError(f"{place} is closed; open it again or save a copy")
    if project.readonly:
        raise ProjectFileError(
            f"{place} {project.readonly_reason or 'is read-only'}; use Save As to save a copy"
        )
    if saved.conn.broken or saved.conn.closed:  # the server or network dropped it: again
        saved.conn = connect(saved.address)
        if saved.fetch is not None:
            saved.fetch.conn = saved.conn
    save_changes(project, saved)


def detach(project: Project) -> None:
    """Read into memory what a server project has not read yet, and leave the server: before
    Save As to a file or to another address."""
    saved = project._saved
    if not isinstance(saved, _ServerSaved):
        return
    for site in [*project.sites, *saved.sites.values()]:
        site._keep_results()
        site._fetch = None
    conn, saved.conn = saved.conn, None
    if saved.fetch is not None:
        saved.fetch.conn = None
    saved.fetch = None
    if conn is not None:
        with contextlib.suppress(Exception):
            conn.close()


def save_as_server(project: Project, text: str) -> None:
    """Write the whole project as a new server project at ``text`` (refusing a target that
    holds anything) and switch the project to it."""
    from workbench.core.store.server_save import write_new_project

    address = ServerAddress.parse(text)
    old = project._saved
    for site in [*project.sites, *(old.sites.values() if old is not None else ())]:
        site._keep_results()  # undecoded results stay in memory: the old store is left
    conn = connect(address)
    try:
        versions, role = write_new_project(project, conn, address)
    except BaseException:
        conn.close()
        raise
    if old is not None:  # leave the previous file or server
        for closing in (old.conn, old.lock):
            if closing is not None:
                with contextlib.suppress(Exception):
                    closing.close() if closing is old.conn else closing.release()
    place = address.place
    for site in project.sites:
        if site._scenario is not None:
            site._scenario_json = _scenario_text(site._scenario)
        site._dirty = site._results_dirty = False
        site._source = place  # type: ignore[assignment]
        site._fetch = None
    project.path = None
    project.readonly, project.readonly_reason, project._closed = False, None, False
    fetch = _ServerResults(conn, place, versions)
    project._saved = _state(project, conn, fetch, address, versions, role)


def reload_site(project: Project, site_id: str, *, keep_copy: bool = False) -> Site | None:
    """Replace a site with what the server holds now (after a refused save); with
    ``keep_copy`` this workbench's version is kept first as a new site, "<name> (my
    version)", which the copy returns. A site removed on the server leaves the project."""
    import psycopg

    saved = project._saved
    if not isinstance(saved, _ServerSaved) or saved.conn is None or saved.address is None:
        raise ProjectFileError(f"project {project.name!r} is not open on a server")
    place = saved.address.place
    copy = None
    if keep_copy:
        copy = project.duplicate_site(site_id)
        copy.name = f"{project.site(site_id).name} (my version)"
    item = f"site:{site_id}"
    conn = saved.conn
    try:
        with conn.transaction():
            conn.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY")
            row = conn.execute(_PG_SELECT["site"] + " WHERE site.id = %s", (site_id,)).fetchone()
            results = conn.execute(_ServerResults._QUERY, (site_id,)).fetchall()
            version = conn.execute(
                "SELECT version FROM row_version WHERE item = %s", (item,)
            ).fetchone()
    except psycopg.Error as error:
        raise ProjectFileError(f"{place} cannot be read ({describe(error)})") from None
    if version is not None:
        saved.versions[item] = version[0]
    index = next(i for i, site in enumerate(project.sites) if site.id == site_id)
    if row is None:  # removed there
        del project.sites[index]
        saved.positions.pop(site_id, None)
        saved.sites.pop(site_id, None)
        return copy
    fresh = Site._stored(row, results, place, None)  # type: ignore[arg-type]
    fresh._records = project.rainfall_records
    project.sites[index] = fresh
    saved.sites[site_id] = fresh
    saved.positions.setdefault(site_id, index)
    return copy


__all__ = [
    "Conflict",
    "ProjectConflictError",
    "create_statements",
    "is_server_address",
    "open_server_project",
    "reload_site",
    "save_as_server",
    "save_server_changes",
    "server_address",
]
