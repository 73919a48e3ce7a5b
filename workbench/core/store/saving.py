"""Saving a project: ``save_project``.

``save_project(project)`` writes only what changed (dirty and removed sites, order, meta) in ONE
transaction with ``synchronous=FULL`` and ``journal_mode=DELETE``: a crash or a full disk
mid-save leaves the previous save intact. ``save_project(project, path)`` (Save As) writes a
complete new file beside the target, fsyncs it and moves it into place with ``os.replace``.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sqlite3
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from workbench.core import capture_curves
from workbench.core.store.errors import ProjectFileError, _describe, _fail
from workbench.core.store.files import (
    _connect,
    _file_id,
    _fsync_dir,
    _journal,
    _prepare,
    _why_not_writable,
)
from workbench.core.store.lock import LockHeld, ProjectLock, UnsafeLockFile
from workbench.core.store.opening import _in_use, _ResultSource, _saved_state
from workbench.core.store.project import Project, _dumps_settings, _record_hashes, _Saved
from workbench.core.store.schema import APPLICATION_ID, SCHEMA_VERSION, SQL, create_statements
from workbench.core.store.sites import _scenario_text, utc_now


@functools.cache
def _app_version() -> str:
    """The workbench version written into ``meta.app_version`` (looked up once: ~1-5 ms)."""
    try:
        from importlib.metadata import version

        return version("stormwater-workbench")
    except Exception:  # noqa: BLE001 - not installed (running from a checkout)
        return "unknown"


class ProjectExistsError(ProjectFileError):
    """Save As with ``replace=False``: a file appeared at the target (another workbench made
    it meanwhile); nothing was written."""


def save_project(
    project: Project, path: str | os.PathLike[str] | None = None, *, replace: bool = True
) -> None:
    """Save changes to ``project.path``, or with ``path`` write a complete new file (Save As).

    With ``replace=False`` Save As refuses (``ProjectExistsError``) a target that exists once
    its lock is held: two commands that both make a new project never replace each other's
    file (review D8). Raises ProjectFileError with a plain message when the file cannot be
    written; the file then still holds the previous save, and the project keeps its unsaved
    changes.
    """
    target = Path(os.path.abspath(path)) if path is not None else project.path
    try:
        _save(project, target, save_as=path is not None, replace=replace)
    except ValueError as error:  # data that cannot be stored (found before writing anything)
        raise ProjectFileError(f"{target or project.name} could not be saved: {error}") from None


def _save(project: Project, target: Path | None, *, save_as: bool, replace: bool) -> None:
    if save_as:
        assert target is not None
        _save_as(project, target, replace)
        return
    if project.path is None:
        raise ProjectFileError(
            f"project {project.name!r} has not been saved yet; choose a file to save it to"
        )
    saved = project._saved
    if saved is None or project._closed:
        raise _fail(project.path, "is closed; open it again or save a copy")
    if project.readonly:
        raise _fail(
            project.path, f"{project.readonly_reason or 'is read-only'}; use Save As to save a copy"
        )
    assert target is not None
    if _file_id(target) != saved.file_id:
        raise _fail(
            target, "was moved, replaced or deleted since it was opened; use Save As to save it"
        )
    reason = _why_not_writable(target)
    if reason is not None:
        raise _fail(target, f"{reason}; use Save As to save a copy")
    assert saved.conn is not None
    _save_changes(project, saved, saved.conn, target)


def _save_changes(project: Project, saved: _Saved, conn: sqlite3.Connection, path: Path) -> None:
    """Write what changed since the last save in one transaction."""
    now = utc_now()
    sites = project.sites
    ids = [site.id for site in sites]
    if len(set(ids)) != len(ids):
        raise ValueError(f"project {project.name!r} lists a site twice")
    # Everything is serialised before the transaction starts.
    written = [
        (index, site)
        for index, site in enumerate(sites)
        if site._dirty or site.id not in saved.positions
    ]
    texts = [site._text() for _index, site in written]
    site_params = [
        (site.id, index, site.name, site.jurisdiction, text, now)
        for (index, site), text in zip(written, texts, strict=True)
    ]
    fresh = {site.id for _index, site in written}
    result_sites = [site for site in sites if site._results_dirty or site.id not in saved.positions]
    result_params = [row for site in result_sites for row in site._result_params()]
    present = set(ids)
    removed = [(site_id,) for site_id in saved.positions if site_id not in present]
    for (site_id,) in removed:  # a removed site may come back (undo): keep what it had
        saved.sites[site_id]._keep_results()
    moved = [
        (index, site.id)
        for index, site in enumerate(sites)
        if site.id not in fresh and saved.positions.get(site.id) != index
    ]
    meta: list[tuple[str, str]] = []
    settings_json = _dumps_settings(project.settings)
    if project.name != saved.name:
        meta.append(("name", project.name))
    if settings_json != saved.settings_json:
        meta.append(("settings", settings_json))
    hashes = _record_hashes(project)
    record_rows = [
        project.rainfall_records[name]._row()
        for name, digest in hashes.items()
        if saved.records.get(name) != digest
    ]
    records_removed = [(name,) for name in saved.records if name not in hashes]
    curves = set(capture_curves.rows(hashes.values()))
    curve_rows = sorted(curves - saved.curves)
    curves_removed = [(sha,) for sha in set(saved.records.values()) - set(hashes.values())]
    if not (
        site_params
        or result_sites
        or removed
        or moved
        or meta
        or record_rows
        or records_removed
        or curve_rows
    ):
        return
    meta += [("saved_at", now), ("app_version", _app_version())]
    changes = _Changes(
        removed=removed,
        site_params=site_params,
        result_sites=[(site.id,) for site in result_sites],
        result_params=result_params,
        moved=moved,
        records_removed=records_removed,
        record_rows=record_rows,
        curves_removed=curves_removed,
        curve_rows=curve_rows,
        meta=meta,
    )
    _write_changes(conn, path, changes)

    for (_index, site), text in zip(written, texts, strict=True):
        site._scenario_json = text
        site._dirty = False
        site.updated_at = now
        site._source = path
    for site in result_sites:
        site._results_dirty = False
    saved.positions = {site_id: index for index, site_id in enumerate(ids)}
    saved.sites = {site.id: site for site in sites}
    saved.name = project.name
    saved.settings_json = settings_json
    saved.records = hashes
    saved.curves = curves


@dataclass
class _Changes:
    """The rows one save writes, serialised before its transaction starts."""

    removed: list[tuple[str]]  # (site id,) of removed sites
    site_params: list[tuple[Any, ...]]  # site rows to write (new or changed sites)
    result_sites: list[tuple[str]]  # (site id,) of sites whose results are written anew
    result_params: Sequence[tuple[str, ...]]  # their result rows
    moved: list[tuple[int, str]]  # (position, site id) of unchanged sites that moved
    records_removed: list[tuple[str]]  # (name,) of rainfall records no longer kept
    record_rows: list[tuple[Any, ...]]  # rainfall records to write (new or changed)
    meta: list[tuple[str, str]]  # meta keys to write
    # capture curves of kept records (a file's; a server project keeps none yet)
    curves_removed: list[tuple[str]] = field(default_factory=list)  # (record sha256,)
    curve_rows: list[tuple[Any, ...]] = field(default_factory=list)  # new or grown curves


def _write_changes(conn: sqlite3.Connection, path: Path, changes: _Changes) -> None:
    """Write ``changes`` in ONE transaction: all of them, or (rolled back) none."""
    try:
        conn.execute("BEGIN IMMEDIATE")
        if changes.removed:
            conn.executemany("DELETE FROM result WHERE site_id = ?", changes.removed)
            conn.executemany("DELETE FROM site WHERE id = ?", changes.removed)
        if changes.site_params:
            conn.executemany(SQL.REPLACE["site"], changes.site_params)
        if changes.result_sites:
            conn.executemany("DELETE FROM result WHERE site_id = ?", changes.result_sites)
            conn.executemany(SQL.INSERT["result"], changes.result_params)
        if changes.moved:
            conn.executemany("UPDATE site SET position = ? WHERE id = ?", changes.moved)
        conn.executemany("DELETE FROM rainfall_record WHERE name = ?", changes.records_removed)
        conn.executemany(SQL.REPLACE["rainfall_record"], changes.record_rows)
        conn.executemany(
            "DELETE FROM capture_curve WHERE record_sha256 = ?", changes.curves_removed
        )
        conn.executemany(SQL.REPLACE["capture_curve"], changes.curve_rows)
        conn.executemany(SQL.REPLACE["meta"], changes.meta)
        conn.execute("COMMIT")
    except BaseException as error:
        with contextlib.suppress(sqlite3.Error):
            if conn.in_transaction:
                conn.execute("ROLLBACK")
        if isinstance(error, sqlite3.Error):
            raise _fail(
                path,
                f"could not be saved ({_describe(error)}); the file still holds the previous save",
            ) from None
        raise


def _save_as(project: Project, target: Path, replace: bool = True) -> None:
    """Write the whole project to a new file and switch the project to it."""
    old = project._saved
    same_file = old is not None and old.lock is not None and project.path == target
    _check_target(target, same_file)
    lock = old.lock if same_file and old is not None else _lock_target(target)
    assert lock is not None
    try:
        if not replace and not same_file and os.path.lexists(target):  # checked under the lock
            raise ProjectExistsError(
                f"{target} was created meanwhile (by another workbench); nothing was written",
                target,
            )
        if old is not None:  # removed sites may come back (undo): keep what the old file had
            _keep_removed_results(project, old)
        conn = _write_new_file(project, target, lock, old if same_file else None)
    except BaseException:
        if not same_file:
            lock.release()
        raise
    _switch_to(project, target, conn, lock, old, same_file)


def _check_target(target: Path, same_file: bool) -> None:
    """Refuse a target that cannot become the project's file (before anything is written)."""
    if target.exists():
        if not target.is_file():
            raise _fail(target, "is not a file; choose another name")
        if not same_file and _why_not_writable(target) == "is read-only (file permissions)":
            raise _fail(target, "is read-only (file permissions); choose another name")
    if not target.parent.is_dir():
        raise _fail(target, "cannot be saved: its folder does not exist")


def _lock_target(target: Path) -> ProjectLock:
    """The lock of a file the project saves to for the first time."""
    try:
        return ProjectLock.acquire(target)
    except LockHeld as held:
        raise _in_use(target, held) from None
    except UnsafeLockFile as error:
        raise _fail(target, f"cannot be saved: {error}") from None
    except OSError as error:
        from workbench.core.store.opening import _no_lock_reason

        raise _fail(target, f"cannot be saved: it {_no_lock_reason(error, target)}") from None


def _keep_removed_results(project: Project, old: _Saved) -> None:
    """Read into memory the results the old file holds for sites no longer in the project."""
    present = {site.id for site in project.sites}
    for site_id, site in old.sites.items():
        if site_id not in present:
            site._keep_results()


def _write_new_file(
    project: Project, target: Path, lock: ProjectLock, same: _Saved | None
) -> sqlite3.Connection:
    """Write the project to a temporary file beside ``target``, fsync it, move it into place
    and return a connection to it. ``same`` is the project's state when ``target`` is its own
    open file: its connection is closed for the move (Windows cannot replace an open file)
    and opened again if the move fails."""
    _remove_stale_temps(target)
    now = utc_now()
    temp = target.with_name(f".{target.name}.{uuid.uuid4().hex[:12]}.tmp")
    try:
        try:
            _write_complete(project, temp, now)
            if same is not None and same.conn is not None:
                same.conn.close()  # Windows cannot replace a file that is open
                same.conn = None
            os.replace(temp, target)
            lock.relock_file()
            _fsync_dir(target.parent)
        except BaseException:
            for leftover in (temp, _journal(temp)):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            if same is not None and same.conn is None:
                _reconnect(same, target)
            raise
        conn = _connect(str(target))
        _prepare(conn, writable=True)
    except (OSError, sqlite3.Error) as error:
        detail = error.strerror if isinstance(error, OSError) and error.strerror else error
        unchanged = "the existing file is unchanged" if target.exists() else "nothing was written"
        raise _fail(target, f"could not be saved ({_describe(detail)}); {unchanged}") from None
    return conn


def _switch_to(
    project: Project,
    target: Path,
    conn: sqlite3.Connection,
    lock: ProjectLock,
    old: _Saved | None,
    same_file: bool,
) -> None:
    """Leave the previous file (if any): ``target``, just written, is the project's file now."""
    if old is not None:  # leave the previous file
        if old.conn is not None:
            old.conn.close()
        if old.lock is not None and not same_file:
            old.lock.release()
    for site in project.sites:
        if site._scenario is not None:
            site._scenario_json = _scenario_text(site._scenario)
        site._dirty = False
        site._results_dirty = False
        site._source = target
    project.path = target
    project.readonly = False
    project.readonly_reason = None
    project._closed = False
    fetch = old.fetch if old is not None and old.fetch is not None else None
    if fetch is None:
        fetch = _ResultSource(conn, target)
    fetch.conn, fetch.path = conn, target  # results not read yet: now read from the new file
    project._saved = _saved_state(project, conn, lock, fetch, _file_id(target))


def _remove_stale_temps(target: Path) -> None:
    """Remove what a Save As to ``target`` killed mid-write left behind. Only the holder of
    ``target``'s lock writes these files, and the caller holds it: any found are stale."""
    prefix = f".{target.name}."
    with contextlib.suppress(OSError):
        for name in os.listdir(target.parent):
            rest = name[len(prefix) :] if name.startswith(prefix) else ""
            stem = rest.removesuffix("-journal").removesuffix(".tmp")
            if rest.endswith((".tmp", ".tmp-journal")) and len(stem) == 12:
                if all(c in "0123456789abcdef" for c in stem):
                    with contextlib.suppress(OSError):
                        (target.parent / name).unlink()


def _reconnect(saved: _Saved, path: Path) -> None:
    """Reopen the connection of a project whose Save As over its own file failed."""
    with contextlib.suppress(sqlite3.Error):
        saved.conn = _connect(str(path))
        _prepare(saved.conn, writable=True)
        if saved.fetch is not None:
            saved.fetch.conn = saved.conn


def _write_complete(project: Project, temp: Path, now: str) -> None:
    """A complete project file at ``temp`` (a new name in the target's folder), fsynced."""
    ids = [site.id for site in project.sites]
    if len(set(ids)) != len(ids):
        raise ValueError(f"project {project.name!r} lists a site twice")
    site_params = [
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
    result_params = [row for site in project.sites for row in site._result_params()]
    version = _app_version()
    statements = create_statements()
    meta = [
        ("name", project.name),
        ("created", project.created or now),
        ("created_by", version),
        ("app_version", version),
        ("saved_at", now),
        ("settings", _dumps_settings(project.settings)),
        ("file_uid", uuid.uuid4().hex),  # tells this file's rollback journals from others'
    ]
    # O_EXCL: never write into someone else's file; the mode follows the umask like any file.
    os.close(os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
    conn = _connect(str(temp))
    try:
        # The file is invisible until os.replace, so no rollback journal is needed; it is
        # fsynced as a whole below.
        conn.execute("PRAGMA journal_mode = OFF")
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("BEGIN")
        conn.execute(f"PRAGMA application_id = {APPLICATION_ID:d}")
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION:d}")
        for statement in statements:
            conn.execute(statement)
        conn.executemany(SQL.INSERT["meta"], meta)
        conn.executemany(SQL.INSERT["site"], site_params)
        conn.executemany(SQL.INSERT["result"], result_params)
        conn.executemany(
            SQL.INSERT["rainfall_record"], [r._row() for r in project.rainfall_records.values()]
        )
        conn.executemany(
            SQL.INSERT["capture_curve"], capture_curves.rows(_record_hashes(project).values())
        )
        conn.execute("COMMIT")
    finally:
        conn.close()
    with temp.open("rb+") as handle:
        os.fsync(handle.fileno())
