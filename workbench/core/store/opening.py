"""Opening a project file: ``open_project``, and reading what it holds.

The checks of ``checks.py`` run first and nothing is written to a file until all have passed.
Only then is the project locked (``lock.py``) and opened read-write. Older schemas are migrated
in one transaction after a backup copy ``<stem>.v<old>.bak`` (``migrations.py``); read-only opens
migrate a copy in memory and never touch the file nor add one beside it (a WAL-mode file, which
SQLite would give ``-wal``/``-shm`` files, is read from a temporary copy). Scenarios are parsed
on first access (``Site.scenario``) and the results of a read-write project are read on first
use (``_ResultSource``), so that large projects open quickly.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import shutil
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from workbench.core import capture_curves
from workbench.core.store.checks import _check_database, _check_file, _HotJournal
from workbench.core.store.errors import ProjectInUseError, _describe, _fail
from workbench.core.store.files import (
    _connect,
    _file_id,
    _journal,
    _prepare,
    _reader,
    _why_not_writable,
)
from workbench.core.store.journal import check_journal
from workbench.core.store.lock import LockHeld, ProjectLock, UnsafeLockFile
from workbench.core.store.migrations import _run_migrations, _write_backup
from workbench.core.store.project import Project, _dumps_settings, _record_hashes, _Saved
from workbench.core.store.schema import SCHEMA_VERSION, SQL, _check_tables
from workbench.core.store.sites import Site, StoredRecord


class _ResultSource:
    """Reads one site's results from the open file, on first use of ``Site.results``.

    Used for read-write projects only: the lock guarantees nobody else changes the file, so
    results read late still belong to the scenarios read at open. (Results are the bulk of a
    project: reading them all would dominate the time to open it.)
    """

    _QUERY = SQL.SELECT["result"] + " WHERE result.site_id = ? ORDER BY result.rowid"

    def __init__(self, conn: sqlite3.Connection | None, path: Path) -> None:
        self.conn = conn
        self.path = path

    def __call__(self, site_id: str) -> list[tuple[Any, ...]]:
        if self.conn is None:
            raise _fail(self.path, "is closed; results not read before closing are unavailable")
        try:
            rows = self.conn.execute(self._QUERY, (site_id,)).fetchall()
        except sqlite3.Error as error:
            raise _fail(self.path, f"cannot be read ({_describe(error)})") from None
        _check_result_rows(rows, self.path)
        return rows


def _check_result_rows(rows: list[tuple[Any, ...]], path: Path) -> None:
    for row in rows:
        if not all(isinstance(value, str) for value in row):
            raise _fail(path, "is damaged: a stored result has values of the wrong type")


def open_project(path: str | os.PathLike[str], *, readonly: bool = False) -> Project:
    """Open a project file after checking it; see the module docstring for the order.

    Raises ProjectFileError (ProjectInUseError if another workbench has it open). A file that
    cannot be written (permissions, folder) opens read-only with ``readonly_reason`` set.
    """
    path = Path(os.path.abspath(path))
    _check_file(path)
    reason = "was opened read-only" if readonly else _why_not_writable(path)
    hot = False
    try:
        with contextlib.ExitStack() as stack:
            reader = _reader(path, stack)
            _prepare(reader, writable=False)
            version = _check_database(reader, path)
    except _HotJournal:
        hot = True

    if reason is not None:
        return _open_readonly(path, reason, hot)

    try:
        lock = ProjectLock.acquire(path)
    except LockHeld as held:
        raise _in_use(path, held) from None
    except UnsafeLockFile as error:
        raise _fail(path, f"cannot be locked: {error}") from None
    except OSError as error:  # no lock file possible here: view only
        return _open_readonly(path, _no_lock_reason(error, path), hot)
    conn: sqlite3.Connection | None = None
    try:
        if hot:  # roll back only a journal that is the file's own (rows D1/D2)
            check_journal(path)
        conn = _connect(str(path))
        _prepare(conn, writable=True)
        if hot:  # the first read rolls the interrupted save back; then check everything again
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
            _check_file(path)
            version = _check_database(conn, path)
        backup = None
        if version < SCHEMA_VERSION:
            backup = _write_backup(path, version)
            try:
                _run_migrations(conn, path, version)
            except sqlite3.Error as error:
                raise _fail(
                    path,
                    f"could not be upgraded from schema {version} ({_describe(error)}); "
                    f"the file is unchanged",
                ) from None
        fetch = _ResultSource(conn, path)
        project = _load(conn, path, fetch)
        project.migrated_from = version if backup else None
        project.backup_path = backup
        project._saved = _saved_state(project, conn, lock, fetch, _file_id(path))
        return project
    except sqlite3.Error as error:
        if conn is not None:
            conn.close()
        lock.release()
        raise _fail(path, f"is damaged or not a project file ({_describe(error)})") from None
    except BaseException:
        if conn is not None:
            conn.close()
        lock.release()
        raise


def _no_lock_reason(error: OSError, path: Path | None = None) -> str:
    """Why no lock file could be made beside the project (the project then opens read-only),
    naming the cause (review M4: a folder at the lock's name, a name too long)."""
    lock = f"{path.name}.lock" if path is not None else "its lock file"
    if error.errno == errno.ENOSPC:
        return "is on a full disk (no room for its lock file)"
    if error.errno in (errno.EISDIR, errno.ENOTDIR):
        return f"cannot be locked: the name of its lock file, {lock}, is taken by a folder"
    if error.errno == errno.ENAMETOOLONG:
        return f"has a name too long for its lock file ({lock}); rename the project shorter"
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return "is in a folder that cannot be written"
    return f"cannot have its lock file {lock} ({error.strerror or error})"


def _in_use(path: Path, held: LockHeld) -> ProjectInUseError:
    if held.by_this_process:
        return ProjectInUseError(f"{path} is already open in this workbench", path)
    who = f"pid {held.pid} on {held.host}" if held.pid is not None else "owner unknown"
    return ProjectInUseError(
        f"{path} is open in another workbench ({who}); open it read-only or close it there",
        path,
    )


def _open_readonly(path: Path, reason: str, hot: bool) -> Project:
    """Load a snapshot without writing anything next to or into the file."""
    with contextlib.ExitStack() as stack:
        if hot:  # recover a copy (file + journal) in a temporary folder
            check_journal(path)  # only with the file's own journal (rows D1/D2)
            folder = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="swproj-")))
            copy = folder / "recover.swproj"
            try:
                shutil.copyfile(path, copy)
                shutil.copyfile(_journal(path), _journal(copy))
            except OSError as error:
                raise _fail(path, f"cannot be read ({error.strerror or error})") from None
            source = _connect(str(copy))
            stack.callback(source.close)
            try:
                source.execute("SELECT count(*) FROM sqlite_master").fetchone()  # rolls back
            except sqlite3.Error as error:
                raise _fail(
                    path, f"is damaged or not a project file ({_describe(error)})"
                ) from None
            _check_file(copy, shown=path)
        else:
            source = _reader(path, stack)
        try:
            _prepare(source, writable=False)
            version = _check_database(source, path)
            if version < SCHEMA_VERSION:  # upgrade a copy in memory
                memory = _connect(":memory:")
                stack.callback(memory.close)
                source.backup(memory)
                _run_migrations(memory, path, version)
                source = memory
            source.execute("BEGIN")  # one snapshot, even if another workbench saves meanwhile
            _check_tables(source, path)
            project = _load(source, path, None)
            source.execute("ROLLBACK")
        except _HotJournal:
            raise _fail(path, "has an interrupted save that cannot be recovered") from None
        except sqlite3.Error as error:
            raise _fail(path, f"is damaged or not a project file ({_describe(error)})") from None
    project.readonly = True
    project.readonly_reason = reason
    project._saved = _saved_state(project, None, None, None, _file_id(path))
    return project


def _load(conn: sqlite3.Connection, path: Path, fetch: _ResultSource | None) -> Project:
    """Read meta and sites, and results unless ``fetch`` will read them on first use.

    Scenarios and result data stay JSON text until used.
    """
    meta = dict(conn.execute(SQL.SELECT["meta"]).fetchall())
    try:
        settings = json.loads(meta.get("settings", "{}"))
    except (TypeError, ValueError, RecursionError):  # nested 100,000 deep (review C1)
        settings = None
    if not isinstance(settings, dict):
        raise _fail(path, "is damaged: its settings are not readable")
    name = meta.get("name")
    if not isinstance(name, str) or not name.strip():
        name = path.stem
    results: dict[str, list[tuple[Any, ...]]] = {}
    if fetch is None:
        rows = conn.execute(SQL.SELECT["result"] + " ORDER BY result.rowid").fetchall()
        _check_result_rows(rows, path)
        for row in rows:
            results.setdefault(row[0], []).append(row)
    sites = []
    for row in conn.execute(SQL.SELECT["site"] + " ORDER BY position, rowid"):
        site_id, position, site_name, jurisdiction, scenario_json, updated_at = row
        if not (
            isinstance(site_id, str)
            and isinstance(position, int)
            and isinstance(site_name, str)
            and site_name.strip()
            and (jurisdiction is None or isinstance(jurisdiction, str))
            and isinstance(scenario_json, str)
            and isinstance(updated_at, str)
        ):
            raise _fail(
                path, f"is damaged: site {str(site_name)[:60]!r} has values of the wrong type"
            )
        stored_results = None if fetch is not None else results.get(site_id, [])
        sites.append(Site._stored(row, stored_results, path, fetch))
    project = Project(
        name=name,
        sites=sites,
        path=path,
        settings=settings,
        created=str(meta.get("created", "")),
        rainfall_records=_load_records(conn, path),
    )
    _load_curves(conn, path)
    return project


def _load_curves(conn: sqlite3.Connection, path: Path) -> None:
    """The capture curves kept beside the project's records, for the core to use instead of
    simulating again (``workbench.core.capture_curves``; issue 41)."""
    try:
        capture_curves.load(conn.execute(SQL.SELECT["capture_curve"]).fetchall())
    except (TypeError, ValueError, UnicodeDecodeError):
        raise _fail(path, "is damaged: a capture curve is not readable") from None


def _load_records(conn: sqlite3.Connection, path: Path) -> dict[str, StoredRecord]:
    try:
        rows = conn.execute(SQL.SELECT["rainfall_record"]).fetchall()
    except UnicodeDecodeError:
        raise _fail(path, "is damaged: a rainfall record's text is not UTF-8") from None
    records = {}
    for name, digest, sources_json, imported_at, content in rows:
        try:
            sources = json.loads(sources_json)
            if not isinstance(sources, list) or not isinstance(content, bytes):
                raise ValueError("wrong types")
            records[name] = StoredRecord(name, content, tuple(sources), imported_at, digest)
        except (TypeError, ValueError, RecursionError):  # review C1
            raise _fail(
                path, f"is damaged: rainfall record {str(name)[:60]!r} is not readable"
            ) from None
    return records


def _saved_state(
    project: Project,
    conn: sqlite3.Connection | None,
    lock: ProjectLock | None,
    fetch: _ResultSource | None,
    file_id: tuple[int, int] | None,
) -> _Saved:
    return _Saved(
        conn=conn,
        lock=lock,
        fetch=fetch,
        sites={site.id: site for site in project.sites},
        positions={site.id: index for index, site in enumerate(project.sites)},
        name=project.name,
        settings_json=_dumps_settings(project.settings),
        file_id=file_id,
        records=_record_hashes(project),
        curves=set(capture_curves.rows(_record_hashes(project).values())),
    )
