"""Writing a server project: a save of what changed, checked against the row versions, and a
whole new project (Save As, ``workbench project copy``). See ``server.py``."""

from __future__ import annotations

from typing import Any

from workbench.core.store.errors import ProjectFileError
from workbench.core.store.project import Project, _dumps_settings, _record_hashes
from workbench.core.store.saving import _app_version, _Changes
from workbench.core.store.schema import APPLICATION_ID, SCHEMA_VERSION
from workbench.core.store.server import (
    _PG_INSERT,
    _TABLES,
    _UPSERT_META,
    _UPSERT_RECORD,
    _UPSERT_SITE,
    _UPSERT_VERSION,
    PROJECT_ITEM,
    Conflict,
    ProjectConflictError,
    _ServerSaved,
)
from workbench.core.store.server_db import (
    ENGINEER_ROLE,
    REVIEWER_ROLE,
    SERVER_TABLES,
    ServerAddress,
    create_statements,
    describe,
)
from workbench.core.store.sites import _scenario_text, utc_now


def save_changes(project: Project, saved: _ServerSaved) -> None:
    """Write what changed since the project was read in ONE transaction, after locking and
    checking the row version of every item written (``ProjectConflictError`` if one moved)."""
    import psycopg

    assert saved.address is not None
    place = saved.address.place
    now = utc_now()
    try:
        changes, items, written, texts, result_sites = _what_changed(project, saved, now)
    except ValueError as error:  # data that cannot be stored (found before writing anything)
        raise ProjectFileError(f"{place} could not be saved: {error}") from None
    if not items and not changes.moved:
        return
    conn = saved.conn
    try:
        with conn.transaction():
            current = {
                item: (version, by, at)
                for item, version, by, at in conn.execute(
                    "SELECT item, version, saved_by, saved_at FROM row_version "
                    "WHERE item = ANY(%s) ORDER BY item FOR UPDATE",
                    (sorted(items),),
                )
            }
            stale = [
                i for i in sorted(items) if current.get(i, (None,))[0] != saved.versions.get(i)
            ]
            if stale:
                raise _conflict(conn, project, saved, stale, current)
            versions = {item: current.get(item, (0,))[0] + 1 for item in items}
            with conn.pipeline():  # the writes go out together: one wait, not one each
                _write_rows(conn, changes)
                conn.cursor().executemany(
                    _UPSERT_VERSION, [(item, v, saved.role, now) for item, v in versions.items()]
                )
    except ProjectConflictError:
        raise
    except psycopg.Error as error:
        raise ProjectFileError(
            f"{place} could not be saved ({describe(error)}); the server still holds the "
            f"previous save"
        ) from None
    saved.versions.update(versions)
    for site, text in zip(written, texts, strict=True):
        site._scenario_json = text
        site._dirty = False
        site.updated_at = now
        site._source = place
    for site in result_sites:
        site._results_dirty = False
    saved.positions = {site.id: index for index, site in enumerate(project.sites)}
    saved.sites = {site.id: site for site in project.sites}
    saved.name = project.name
    saved.settings_json = _dumps_settings(project.settings)
    saved.records = _record_hashes(project)


def _what_changed(
    project: Project, saved: _ServerSaved, now: str
) -> tuple[_Changes, set[str], list[Any], list[str], list[Any]]:
    """The rows to write, the items they belong to, and the sites written (with their text)."""
    sites = project.sites
    ids = [site.id for site in sites]
    if len(set(ids)) != len(ids):
        raise ValueError(f"project {project.name!r} lists a site twice")
    written = [
        (index, site)
        for index, site in enumerate(sites)
        if site._dirty or site.id not in saved.positions
    ]
    texts = [site._text() for _index, site in written]
    fresh = {site.id for _index, site in written}
    result_sites = [s for s in sites if s._results_dirty or s.id not in saved.positions]
    present = set(ids)
    removed = [site_id for site_id in saved.positions if site_id not in present]
    for site_id in removed:  # a removed site may come back (undo): keep what it had
        saved.sites[site_id]._keep_results()
    meta: list[tuple[str, str]] = []
    if project.name != saved.name:
        meta.append(("name", project.name))
    settings_json = _dumps_settings(project.settings)
    if settings_json != saved.settings_json:
        meta.append(("settings", settings_json))
    hashes = _record_hashes(project)
    changed = [name for name, digest in hashes.items() if saved.records.get(name) != digest]
    gone = [name for name in saved.records if name not in hashes]
    items = {f"site:{site.id}" for _index, site in written}
    items |= {f"site:{site.id}" for site in result_sites}
    items |= {f"site:{site_id}" for site_id in removed}
    items |= {f"record:{name}" for name in (*changed, *gone)}
    if meta:
        items.add(PROJECT_ITEM)
    changes = _Changes(
        removed=[(site_id,) for site_id in removed],
        site_params=[
            (site.id, index, site.name, site.jurisdiction, text, now)
            for (index, site), text in zip(written, texts, strict=True)
        ],
        result_sites=[(site.id,) for site in result_sites],
        result_params=[row for site in result_sites for row in site._result_params()],
        moved=[
            (index, site.id)
            for index, site in enumerate(sites)
            if site.id not in fresh and saved.positions.get(site.id) != index
        ],
        records_removed=[(name,) for name in gone],
        record_rows=[project.rainfall_records[name]._row() for name in changed],
        meta=meta + [("saved_at", now), ("app_version", _app_version())],
    )
    return changes, items, [site for _i, site in written], texts, result_sites


def _write_rows(conn: Any, changes: _Changes) -> None:
    """The writes of one save (inside its transaction)."""
    cursor = conn.cursor()
    if changes.removed:
        gone = [site_id for (site_id,) in changes.removed]
        cursor.execute("DELETE FROM result WHERE site_id = ANY(%s)", (gone,))
        cursor.execute("DELETE FROM site WHERE id = ANY(%s)", (gone,))
    if changes.site_params:
        cursor.executemany(_UPSERT_SITE, changes.site_params)
    if changes.result_sites:
        again = [site_id for (site_id,) in changes.result_sites]
        cursor.execute("DELETE FROM result WHERE site_id = ANY(%s)", (again,))
        cursor.executemany(_PG_INSERT["result"], changes.result_params)
    if changes.moved:
        cursor.executemany("UPDATE site SET position = %s WHERE id = %s", changes.moved)
    if changes.records_removed:
        names = [name for (name,) in changes.records_removed]
        cursor.execute("DELETE FROM rainfall_record WHERE name = ANY(%s)", (names,))
    if changes.record_rows:
        cursor.executemany(_UPSERT_RECORD, changes.record_rows)
    cursor.executemany(_UPSERT_META, changes.meta)


def _conflict(
    conn: Any,
    project: Project,
    saved: _ServerSaved,
    stale: list[str],
    current: dict[str, tuple[int, str, str]],
) -> ProjectConflictError:
    site_ids = [item[5:] for item in stale if item.startswith("site:")]
    existing = {
        row[0] for row in conn.execute("SELECT id FROM site WHERE id = ANY(%s)", (site_ids,))
    }
    names = {site.id: site.name for site in (*saved.sites.values(), *project.sites)}
    conflicts = []
    for item in stale:
        _version, by, at = current.get(item, (0, "somebody", "an unknown time"))
        if item.startswith("site:"):
            site_id = item[5:]
            what = f"site {names.get(site_id, site_id)!r}"
            conflicts.append(Conflict(item, what, by, at, site_id not in existing, site_id))
        elif item.startswith("record:"):
            conflicts.append(Conflict(item, f"rainfall record {item[7:]!r}", by, at))
        else:
            conflicts.append(Conflict(item, "the project's name or settings", by, at))
    first = conflicts[0]
    done = "removed" if first.removed else "saved"
    more = f" (and {len(conflicts) - 1} more)" if len(conflicts) > 1 else ""
    assert saved.address is not None
    return ProjectConflictError(
        f"{saved.address.place}: {first.what} was {done} by {first.saved_by} at "
        f"{first.saved_at}, after this workbench read it{more}; nothing was saved. Reload "
        f"it (your version can be kept as a copy), then save again",
        conflicts,
    )


def write_new_project(
    project: Project, conn: Any, address: ServerAddress
) -> tuple[dict[str, int], str]:
    """The whole project as a new project at ``address`` (refusing one that holds anything);
    returns the row versions written and the database role."""
    import psycopg
    from psycopg import sql

    place = address.place
    ids = [site.id for site in project.sites]
    if len(set(ids)) != len(ids):
        raise ProjectFileError(f"{place} could not be written: the project lists a site twice")
    now = utc_now()
    try:
        site_rows = [
            (
                site.id,
                index,
                site.name,
                site.jurisdiction,
                _scenario_text(site._scenario) if site._scenario is not None else site._text(),
                site.updated_at if not site.dirty else now,
            )
            for index, site in enumerate(project.sites)
        ]
        result_rows = [row for site in project.sites for row in site._result_params()]
    except ValueError as error:
        raise ProjectFileError(f"{place} could not be written: {error}") from None
    version = _app_version()
    meta = [
        ("name", project.name),
        ("created", project.created or now),
        ("created_by", version),
        ("app_version", version),
        ("saved_at", now),
        ("settings", _dumps_settings(project.settings)),
    ]
    schema = sql.Identifier(address.project)
    try:
        with conn.transaction():
            role = conn.execute("SELECT current_user").fetchone()[0]
            _refuse_non_empty(conn, address)
            conn.execute(sql.SQL("CREATE SCHEMA IF NOT EXISTS {}").format(schema))
            for statement in create_statements():
                conn.execute(statement)
            cursor = conn.cursor()
            cursor.executemany(
                "INSERT INTO store_mark (key, value) VALUES (%s, %s)",
                [("application_id", APPLICATION_ID), ("schema_version", SCHEMA_VERSION)],
            )
            cursor.executemany(_PG_INSERT["meta"], meta)
            cursor.executemany(_PG_INSERT["site"], site_rows)
            cursor.executemany(_PG_INSERT["result"], result_rows)
            cursor.executemany(
                _PG_INSERT["rainfall_record"],
                [record._row() for record in project.rainfall_records.values()],
            )
            items = [PROJECT_ITEM, *(f"site:{i}" for i in ids)]
            items += [f"record:{name}" for name in project.rainfall_records]
            cursor.executemany(_UPSERT_VERSION, [(item, 1, role, now) for item in items])
            grant_to_office_roles(conn, address)
    except psycopg.Error as error:
        raise ProjectFileError(
            f"{place} could not be written ({describe(error)}); nothing was written"
        ) from None
    return dict.fromkeys(items, 1), role


def _refuse_non_empty(conn: Any, address: ServerAddress) -> None:
    """Refuse a project name whose schema holds any row (a project, or anything else)."""
    from psycopg import sql

    tables = [
        row[0]
        for row in conn.execute(
            "SELECT tablename FROM pg_tables WHERE schemaname = %s", (address.project,)
        )
    ]
    for table in tables:
        query = sql.SQL("SELECT EXISTS (SELECT 1 FROM {}.{})").format(
            sql.Identifier(address.project), sql.Identifier(table)
        )
        if conn.execute(query).fetchone()[0]:
            what = "a project" if table in (*_TABLES, *SERVER_TABLES) else f"table {table}"
            raise ProjectFileError(
                f"{address.place} already holds {what}; refusing to overwrite it (nothing "
                f"was written)"
            )


def grant_to_office_roles(conn: Any, address: ServerAddress) -> None:
    """Hand a new project to the engineers' group role and let the reviewers' role read it,
    where the office made these roles (docs/TEAM.md); otherwise nothing."""
    from psycopg import sql

    schema = sql.Identifier(address.project)
    roles = {
        row[0]
        for row in conn.execute(
            "SELECT rolname FROM pg_roles WHERE rolname = ANY(%s)",
            ([ENGINEER_ROLE, REVIEWER_ROLE],),
        )
    }
    if REVIEWER_ROLE in roles:
        reviewer = sql.Identifier(REVIEWER_ROLE)
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA {} TO {}").format(schema, reviewer))
        conn.execute(
            sql.SQL("GRANT SELECT ON ALL TABLES IN SCHEMA {} TO {}").format(schema, reviewer)
        )
    member = (
        conn.execute("SELECT pg_has_role(current_user, %s, 'MEMBER')", (ENGINEER_ROLE,)).fetchone()[
            0
        ]
        if ENGINEER_ROLE in roles
        else False
    )
    if member:
        engineer = sql.Identifier(ENGINEER_ROLE)
        conn.execute(sql.SQL("ALTER SCHEMA {} OWNER TO {}").format(schema, engineer))
        for table in (*_TABLES, *SERVER_TABLES):
            conn.execute(
                sql.SQL("ALTER TABLE {}.{} OWNER TO {}").format(
                    schema, sql.Identifier(table), engineer
                )
            )
