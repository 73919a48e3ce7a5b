"""The project file: one SQLite file per project (``.swproj``) holding its sites and results.

File format
    ``PRAGMA application_id`` = ``APPLICATION_ID`` ('SWBP'); ``PRAGMA user_version`` = the
    schema version. Tables are declared in ``tables.py`` (SQLModel, the schema of record); reads
    and writes here use the standard ``sqlite3`` module (bulk ``executemany``, explicit
    ``BEGIN IMMEDIATE``/``COMMIT``) with the SQL those declarations compile to, held as text in
    ``_SQL`` so that opening a project does not import SQLAlchemy; a test keeps the two equal.
    Only JSON text is stored; opening a file never runs anything from it (files holding
    triggers or views are refused, and ``trusted_schema`` is off).

Opening
    Checks run in order and nothing is written to a file until all have passed: a regular file;
    the SQLite header (not empty, not foreign, not truncated); this application's id; a schema
    no newer than ``SCHEMA_VERSION``; ``PRAGMA quick_check``; the expected tables. Only then is
    the project locked (``lock.py``) and opened read-write. Older schemas are migrated in one
    transaction after a backup copy ``<stem>.v<old>.bak``; read-only opens migrate a copy in
    memory and never touch the file nor add one beside it (a WAL-mode file, which SQLite would
    give ``-wal``/``-shm`` files, is read from a temporary copy). Scenarios are parsed on first access (``Site.scenario``) so
    that large projects open quickly.

Saving
    ``save_project(project)`` writes only what changed (dirty and removed sites, order, meta) in
    ONE transaction with ``synchronous=FULL`` and ``journal_mode=DELETE``: a crash or a full disk
    mid-save leaves the previous save intact. ``save_project(project, path)`` (Save As) writes a
    complete new file beside the target, fsyncs it and moves it into place with ``os.replace``.

The project object is not thread-safe: use it from one thread at a time (saving from a worker
thread is allowed; the connection is opened with ``check_same_thread=False``).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import hashlib
import itertools
import json
import os
import shutil
import sqlite3
import stat
import tempfile
import uuid
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from workbench.core.model import Scenario
from workbench.core.scenario import ScenarioError, parse_scenario
from workbench.core.store.lock import LockHeld, ProjectLock, UnsafeLockFile

APPLICATION_ID = 0x53574250  # 'SWBP'
SCHEMA_VERSION = 2
EXTENSION = ".swproj"

_SQLITE_MAGIC = b"SQLite format 3\x00"
_HEADER_SIZE = 100
_REQUIRED_TABLES = ("meta", "site", "result", "rainfall_record")


class _SQL:
    """The SQL compiled from ``tables.py`` (test_store checks these are equal to it)."""

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
    }
    CREATE_RAINFALL_RECORD = (
        "CREATE TABLE rainfall_record (\n\tname TEXT NOT NULL, \n\tsha256 TEXT NOT NULL, "
        "\n\tsources_json TEXT NOT NULL, \n\timported_at TEXT NOT NULL, \n\t"
        "content BLOB NOT NULL, \n\tPRIMARY KEY (name)\n)"
    )
    CREATE = (
        'CREATE TABLE meta (\n\t"key" TEXT NOT NULL, \n\tvalue TEXT NOT NULL, \n\t'
        'PRIMARY KEY ("key")\n)',
        CREATE_RAINFALL_RECORD,
        "CREATE TABLE site (\n\tid TEXT NOT NULL, \n\tposition INTEGER NOT NULL, \n\t"
        "name TEXT NOT NULL, \n\tjurisdiction TEXT, \n\tscenario_json TEXT NOT NULL, \n\t"
        "updated_at TEXT NOT NULL, \n\tPRIMARY KEY (id)\n)",
        "CREATE TABLE result (\n\tsite_id TEXT NOT NULL, \n\tjurisdiction TEXT NOT NULL, "
        "\n\tplugin_version TEXT NOT NULL, \n\truleset_version TEXT NOT NULL, \n\t"
        "computed_at TEXT NOT NULL, \n\tdata_json TEXT NOT NULL, \n\t"
        "PRIMARY KEY (site_id, jurisdiction), \n\tFOREIGN KEY(site_id) REFERENCES site (id)\n)",
    )
    INSERT = {
        "meta": 'INSERT INTO meta ("key", value) VALUES (?, ?)',
        "site": "INSERT INTO site (id, position, name, jurisdiction, scenario_json, updated_at) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        "result": "INSERT INTO result (site_id, jurisdiction, plugin_version, ruleset_version, "
        "computed_at, data_json) VALUES (?, ?, ?, ?, ?, ?)",
        "rainfall_record": "INSERT INTO rainfall_record (name, sha256, sources_json, "
        "imported_at, content) VALUES (?, ?, ?, ?, ?)",
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
    }


# --------------------------------------------------------------------------- errors


class ProjectFileError(Exception):
    """A project file that cannot be opened or saved; ``str()`` is one line for the user."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(" ".join(message.split()))
        self.path = path


class ProjectInUseError(ProjectFileError):
    """The project file is open (and locked) in another workbench."""


def _fail(path: Path, problem: str) -> ProjectFileError:
    return ProjectFileError(f"{path} {problem}", path)


def _describe(error: BaseException) -> str:
    text = str(error) or type(error).__name__
    return " ".join(text.split())[:200]


# --------------------------------------------------------------------------- model


def utc_now() -> str:
    """The current time as ISO 8601 text (UTC, seconds)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class StoredResult:
    """A computed result of one site under one jurisdiction, with the versions that made it.

    ``data`` is the JSON-able result. It may be given as JSON text instead (``data_json``):
    results read from a file, or handed over already serialised, stay text until ``data`` is
    first read (a project of thousands of sites holds its results compactly, and a result is
    decoded only when somebody looks at it). Text that is not JSON raises ProjectFileError
    then, naming the site.
    """

    __slots__ = (
        "jurisdiction",
        "plugin_version",
        "ruleset_version",
        "computed_at",
        "_data",
        "_json",
        "_where",
    )

    def __init__(
        self,
        jurisdiction: str,
        plugin_version: str,
        ruleset_version: str,
        computed_at: str,
        data: dict[str, Any] | None = None,
        *,
        data_json: str | None = None,
        where: tuple[Path, str] | None = None,
    ) -> None:
        if (data is None) == (data_json is None):
            raise TypeError("give a StoredResult either data or data_json")
        self.jurisdiction = jurisdiction
        self.plugin_version = plugin_version
        self.ruleset_version = ruleset_version
        self.computed_at = computed_at  # ISO 8601
        self._data = data
        self._json = data_json
        self._where = where  # (file, site name) for the message if the text is damaged

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            try:
                self._data = json.loads(self._json or "")
            except (TypeError, ValueError, RecursionError) as error:
                path, name = self._where or (Path("project"), "?")
                raise _fail(
                    path,
                    f"is damaged: the {self.jurisdiction} result of site {name!r} cannot "
                    f"be read ({_describe(error)})",
                ) from None
            self._json = None
        return self._data

    def json_text(self) -> str:
        """The result as the file stores it (strict, compact JSON); ValueError if it is not JSON data."""
        if self._json is not None:
            return self._json
        return _dumps(self._data)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, StoredResult):
            return NotImplemented
        return (
            self.jurisdiction,
            self.plugin_version,
            self.ruleset_version,
            self.computed_at,
            self.data,
        ) == (
            other.jurisdiction,
            other.plugin_version,
            other.ruleset_version,
            other.computed_at,
            other.data,
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"StoredResult({self.jurisdiction!r}, {self.plugin_version!r}, {self.ruleset_version!r}, "
            f"{self.computed_at!r}, {'<json text>' if self._data is None else '{...}'})"
        )


def _dumps(value: Any) -> str:
    """Strict, compact, ASCII JSON (no NaN; any string encodes safely into SQLite)."""
    return json.dumps(value, allow_nan=False, separators=(",", ":"))


def _scenario_text(scenario: Scenario) -> str:
    return _dumps(scenario.to_json())


class _Results(dict[str, StoredResult]):
    """A site's results by jurisdiction id; every change marks the site's results dirty."""

    def __init__(self, items: Iterable[tuple[str, StoredResult]], changed: Callable[[], None]):
        super().__init__()
        for key, value in items:
            dict.__setitem__(self, key, value)
        self._changed = changed

    def __setitem__(self, key: str, value: StoredResult) -> None:
        if not isinstance(value, StoredResult):
            raise TypeError(f"results hold StoredResult values, not {type(value).__name__}")
        if key != value.jurisdiction:
            raise ValueError(f"result for {value.jurisdiction!r} stored under key {key!r}")
        super().__setitem__(key, value)
        self._changed()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self._changed()

    def __ior__(self, other: Any) -> _Results:  # type: ignore[override]
        self.update(other)
        return self

    def clear(self) -> None:
        super().clear()
        self._changed()

    def pop(self, key: str, *default: Any) -> Any:
        value = super().pop(key, *default)
        self._changed()
        return value

    def popitem(self) -> tuple[str, StoredResult]:
        item = super().popitem()
        self._changed()
        return item

    def setdefault(self, key: str, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value


@dataclass(frozen=True)
class StoredRecord:
    """A rainfall record kept in the project file (table ``rainfall_record``): the record's
    CSV bytes as imported, their sha256 and the files it came from, so that a project moves
    between machines offline and its results can be reproduced."""

    name: str
    content: bytes
    sources: tuple[dict[str, Any], ...] = ()
    imported_at: str = field(default_factory=lambda: utc_now())
    sha256: str = ""

    def __post_init__(self) -> None:
        digest = hashlib.sha256(self.content).hexdigest()
        if self.sha256 and self.sha256 != digest:
            raise ValueError(
                f"rainfall record {self.name!r}: its content does not match its sha256"
            )
        object.__setattr__(self, "sha256", digest)

    def _row(self) -> tuple[str, str, str, str, bytes]:
        return (self.name, self.sha256, _dumps(list(self.sources)), self.imported_at, self.content)


class Site:
    """One site of a project: a name, the jurisdiction it is evaluated under, its scenario and
    the results computed for it.

    Setting ``name``, ``jurisdiction``, ``scenario`` or ``results``, or changing ``results``
    (``site.results[j] = StoredResult(...)``) marks the site dirty. A ``Scenario`` is a mutable
    model: after changing one in place, call ``project.update_site(site.id, site.scenario)`` or
    ``site.mark_dirty()``, or the change is not saved. (Comparing every scenario that has been
    read with its stored text at each save would catch that, but costs about 80 us a site:
    0.4 s per save once a comparison has read all 5,000 sites.) The scenario is parsed from its
    stored JSON on first access.
    """

    __slots__ = (
        "id",
        "updated_at",
        "_name",
        "_jurisdiction",
        "_scenario",
        "_scenario_json",
        "_results",
        "_result_rows",
        "_fetch",
        "_dirty",
        "_results_dirty",
        "_source",
        "_records",
    )

    def __init__(
        self,
        id: str,
        name: str,
        jurisdiction: str | None,
        scenario: Scenario,
        results: dict[str, StoredResult] | None = None,
    ) -> None:
        self.id = id
        self.updated_at = utc_now()
        self._name = _clean_name(name)
        self._jurisdiction = jurisdiction
        self._scenario: Scenario | None = scenario
        self._scenario_json: str | None = None  # the text as stored in the file, if any
        self._results: _Results | None = None
        self._result_rows: list[tuple[Any, ...]] | None = []  # None: still in the file
        self._fetch: _ResultSource | None = None
        self._dirty = True
        self._results_dirty = True
        self._source: Path | None = None
        self._records: dict[str, StoredRecord] = {}  # the project's, once it holds the site
        self.results = dict(results or {})
        self._results_dirty = True

    @classmethod
    def _stored(
        cls,
        row: tuple[Any, ...],
        result_rows: list[tuple[Any, ...]] | None,
        source: Path,
        fetch: _ResultSource | None,
    ) -> Site:
        """A clean site from a ``site`` row; scenario and results are decoded on first use
        (results are read from the file then if ``result_rows`` is None)."""
        site = cls.__new__(cls)
        site.id, _position, site._name, site._jurisdiction, site._scenario_json, site.updated_at = (
            row
        )
        site._scenario = None
        site._results = None
        site._result_rows = result_rows
        site._fetch = fetch
        site._dirty = False
        site._results_dirty = False
        site._source = source
        site._records = {}
        return site

    def __repr__(self) -> str:
        return f"Site(id={self.id!r}, name={self._name!r}, jurisdiction={self._jurisdiction!r})"

    # -- tracked attributes

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        value = _clean_name(value)
        if value != self._name:
            self._name = value
            self._dirty = True

    @property
    def jurisdiction(self) -> str | None:
        return self._jurisdiction

    @jurisdiction.setter
    def jurisdiction(self, value: str | None) -> None:
        if value is not None and not isinstance(value, str):
            raise TypeError("jurisdiction must be a string or None")
        if value != self._jurisdiction:
            self._jurisdiction = value
            self._dirty = True

    @property
    def scenario(self) -> Scenario:
        if self._scenario is None:
            try:
                scenario = parse_scenario(json.loads(self._scenario_json or ""))
            except (ValueError, ScenarioError, RecursionError) as error:
                raise _fail(
                    self._source or Path("project"),
                    f"is damaged: the scenario of site {self._name!r} cannot be read "
                    f"({_describe(error)})",
                ) from None
            if self._source is not None:  # relative file names resolve beside the project
                scenario._source_dir = str(self._source.parent)
            self._scenario = scenario
        # a record the project keeps is read from there, not from a file (issue 26)
        self._scenario._rainfall_records = self._records
        return self._scenario

    @scenario.setter
    def scenario(self, value: Scenario) -> None:
        if not isinstance(value, Scenario):
            raise TypeError(f"scenario must be a Scenario, not {type(value).__name__}")
        self._scenario = value
        self._dirty = True

    @property
    def results(self) -> dict[str, StoredResult]:
        if self._results is None:
            where = (self._source or Path("project"), self._name)
            stored = []
            for (
                _site_id,
                jurisdiction,
                plugin_v,
                ruleset_v,
                computed_at,
                data_json,
            ) in self._stored_result_rows():
                if not isinstance(data_json, str):
                    raise _fail(
                        where[0],
                        f"is damaged: the {jurisdiction} result of site {self._name!r} cannot be "
                        "read (not JSON text)",
                    )
                stored.append(
                    (
                        jurisdiction,
                        StoredResult(
                            jurisdiction,
                            plugin_v,
                            ruleset_v,
                            computed_at,
                            data_json=data_json,
                            where=where,
                        ),
                    )
                )
            self._results = _Results(stored, self._results_changed)
            self._result_rows = []
        return self._results

    def _stored_result_rows(self) -> list[tuple[Any, ...]]:
        if self._result_rows is None:
            assert self._fetch is not None
            return self._fetch(self.id)
        return self._result_rows

    def _keep_results(self) -> None:
        """Read results still in the file into memory (before the file forgets them)."""
        if self._results is None and self._result_rows is None:
            self._result_rows = self._stored_result_rows()

    @results.setter
    def results(self, value: dict[str, StoredResult]) -> None:
        fresh = _Results((), self._results_changed)
        fresh.update(value)
        self._results = fresh
        self._result_rows = []
        self._results_dirty = True

    def _results_changed(self) -> None:
        self._results_dirty = True

    def mark_dirty(self) -> None:
        """Save this site (its scenario and results) with the next save."""
        self._dirty = True
        self._results_dirty = True

    @property
    def dirty(self) -> bool:
        """True if the site has changes the file does not hold yet."""
        return self._dirty or self._results_dirty

    def scenario_text(self) -> str:
        """The scenario as JSON text, as the file stores it: the stored text while the site is
        unchanged (no parsing), else the current scenario's. For comparing scenarios and for
        handing one to another thread (``workbench.core.scenario.loads``)."""
        return self._text()

    def rainfall_records(self) -> dict[str, StoredRecord]:
        """The rainfall records the site's project keeps (what its scenario's
        ``rainfall.record_csv`` names is read from there first): for a worker thread."""
        return self._records

    def scenario_folder(self) -> str | None:
        """The folder relative file names of the scenario resolve against (the project's)."""
        if self._scenario is not None:
            return self._scenario._source_dir
        return str(self._source.parent) if self._source is not None else None

    # -- serialisation helpers

    def _text(self) -> str:
        if self._scenario is not None and (self._dirty or self._scenario_json is None):
            return _scenario_text(self._scenario)
        assert self._scenario_json is not None
        return self._scenario_json

    def _result_params(self) -> list[tuple[str, str, str, str, str, str]]:
        if self._results is None:  # never decoded: write back what was stored
            return [tuple(row) for row in self._stored_result_rows()]  # type: ignore[misc]
        params = []
        for key, result in self._results.items():
            try:
                data_json = result.json_text()
            except (TypeError, ValueError) as error:
                raise ValueError(
                    f"the {key} result of site {self._name!r} is not JSON data ({error})"
                ) from None
            params.append(
                (
                    self.id,
                    key,
                    str(result.plugin_version),
                    str(result.ruleset_version),
                    str(result.computed_at),
                    data_json,
                )
            )
        return params


def _clean_name(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a site name must be a string, not {type(value).__name__}")
    value = " ".join(value.split())
    if not value:
        raise ValueError("a site name must not be empty")
    return value


class _ResultSource:
    """Reads one site's results from the open file, on first use of ``Site.results``.

    Used for read-write projects only: the lock guarantees nobody else changes the file, so
    results read late still belong to the scenarios read at open. (Results are the bulk of a
    project: reading them all would dominate the time to open it.)
    """

    _QUERY = _SQL.SELECT["result"] + " WHERE result.site_id = ? ORDER BY result.rowid"

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


@dataclass(eq=False)
class _Saved:
    """What the open file holds, to tell what changed (present while the project is open)."""

    conn: sqlite3.Connection | None  # None for read-only projects (their data is in memory)
    lock: ProjectLock | None
    fetch: _ResultSource | None  # reads results on first use (read-write projects)
    sites: dict[str, Site]  # the sites the file holds, by id
    positions: dict[str, int]  # site id -> position in the file
    name: str
    settings_json: str
    file_id: tuple[int, int] | None  # (st_dev, st_ino) of the file when opened
    records: dict[str, str] = field(default_factory=dict)  # rainfall record name -> sha256


@dataclass(eq=False)
class Project:
    """A project: named, ordered sites with their results, and project settings.

    ``readonly`` is True when the project was opened read-only or the file cannot be written
    (then ``readonly_reason`` says why); Save As still works. ``migrated_from`` and
    ``backup_path`` are set when opening upgraded an older file.
    """

    name: str
    sites: list[Site] = field(default_factory=list)
    path: Path | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    created: str = field(default_factory=utc_now)
    readonly: bool = False
    readonly_reason: str | None = None
    migrated_from: int | None = None
    backup_path: Path | None = None
    rainfall_records: dict[str, StoredRecord] = field(default_factory=dict)
    _saved: _Saved | None = field(default=None, repr=False)
    _closed: bool = field(default=False, repr=False)

    def __post_init__(self) -> None:
        for site in self.sites:
            site._records = self.rainfall_records

    # -- sites

    def site(self, site_id: str) -> Site:
        """The site with this id; KeyError if there is none."""
        for site in self.sites:
            if site.id == site_id:
                return site
        raise KeyError(f"no site {site_id!r} in project {self.name!r}")

    def add_site(self, scenario: Scenario, name: str | None = None) -> Site:
        """Append a new site for ``scenario``; its name defaults to the scenario's name."""
        name = (
            name if name is not None else (scenario.name.strip() or f"Site {len(self.sites) + 1}")
        )
        site = Site(uuid.uuid4().hex, name, scenario.jurisdiction, scenario)
        site._records = self.rainfall_records
        self.sites.append(site)
        return site

    def duplicate_site(self, site_id: str) -> Site:
        """A copy of a site (scenario and results), placed right after the original."""
        original = self.site(site_id)
        scenario = parse_scenario(original.scenario.to_json())
        scenario._source_dir = original.scenario._source_dir
        results = {
            key: StoredResult(
                r.jurisdiction,
                r.plugin_version,
                r.ruleset_version,
                r.computed_at,
                json.loads(_dumps(r.data)),
            )
            for key, r in original.results.items()
        }
        copy = Site(
            uuid.uuid4().hex, f"{original.name} (copy)", original.jurisdiction, scenario, results
        )
        copy._records = self.rainfall_records
        self.sites.insert(self.sites.index(original) + 1, copy)
        return copy

    def remove_site(self, site_id: str) -> None:
        """Remove a site (and its results) from the project."""
        self.sites.remove(self.site(site_id))

    def rename_site(self, site_id: str, name: str) -> None:
        self.site(site_id).name = name

    def update_site(self, site_id: str, scenario: Scenario) -> None:
        """Replace a site's scenario; its jurisdiction follows the scenario's."""
        site = self.site(site_id)
        site.scenario = scenario
        site.jurisdiction = scenario.jurisdiction

    # -- state

    @property
    def dirty(self) -> bool:
        """True if there are changes that are not saved to ``path``."""
        saved = self._saved
        if saved is None:  # never saved
            return bool(self.sites or self.settings or self.rainfall_records)
        if self.name != saved.name or _dumps_settings(self.settings) != saved.settings_json:
            return True
        if _record_hashes(self) != saved.records:
            return True
        if len(self.sites) != len(saved.positions):
            return True
        previous = -1
        for site in self.sites:
            position = saved.positions.get(site.id)
            if site.dirty or position is None or position <= previous:
                return True
            previous = position
        return False

    def __enter__(self) -> Project:
        return self

    def __exit__(self, *exc: object) -> None:
        close_project(self)


def _dumps_settings(settings: dict[str, Any]) -> str:
    return _dumps(settings)


def _record_hashes(project: Project) -> dict[str, str]:
    return {name: record.sha256 for name, record in project.rainfall_records.items()}


# --------------------------------------------------------------------------- connections


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


@functools.cache
def _app_version() -> str:
    """The workbench version written into ``meta.app_version`` (looked up once: ~1-5 ms)."""
    try:
        from importlib.metadata import version

        return version("stormwater-workbench")
    except Exception:  # noqa: BLE001 - not installed (running from a checkout)
        return "unknown"


# --------------------------------------------------------------------------- checks


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
        version = conn.execute("PRAGMA user_version").fetchone()[0]
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


def _check_tables(conn: sqlite3.Connection, path: Path) -> None:
    for table in _REQUIRED_TABLES:
        columns = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
        if not columns:
            raise _fail(path, f"is damaged or incomplete (the {table} table is missing)")
        missing = [c for c in _SQL.COLUMNS[table] if c not in columns]
        if missing:
            raise _fail(path, f"is damaged or incomplete (table {table} lacks column {missing[0]})")


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


# --------------------------------------------------------------------------- migrations


def _migrate_0_to_1(conn: sqlite3.Connection) -> None:
    """Schema 0 (pre-release files) had no ``site.updated_at``; add it, dated now."""
    columns = {row[1] for row in conn.execute("PRAGMA table_info(site)")}
    if "updated_at" not in columns:
        conn.execute("ALTER TABLE site ADD COLUMN updated_at TEXT NOT NULL DEFAULT ''")
        conn.execute("UPDATE site SET updated_at = ?", (utc_now(),))


def _migrate_1_to_2(conn: sqlite3.Connection) -> None:
    """Schema 2 keeps imported rainfall records in the project (table rainfall_record)."""
    conn.execute(_SQL.CREATE_RAINFALL_RECORD)


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


def _fsync_dir(folder: Path) -> None:
    if os.name != "posix":  # pragma: no cover - Windows has no directory fsync
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


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


# --------------------------------------------------------------------------- open


def new_project(name: str) -> Project:
    """A new, empty project in memory (no file until ``save_project(project, path)``)."""
    return Project(name=_clean_name(name))


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
            conn = _reader(path, stack)
            _prepare(conn, writable=False)
            version = _check_database(conn, path)
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
        return _open_readonly(path, _no_lock_reason(error), hot)
    conn = None
    try:
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


def _no_lock_reason(error: OSError) -> str:
    """Why no lock file could be made beside the project (the project then opens read-only)."""
    if error.errno == errno.ENOSPC:
        return "is on a full disk (no room for its lock file)"
    return "is in a folder that cannot be written"


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


def _load(conn: sqlite3.Connection, path: Path, fetch: _ResultSource | None) -> Project:
    """Read meta and sites, and results unless ``fetch`` will read them on first use.

    Scenarios and result data stay JSON text until used.
    """
    meta = dict(conn.execute(_SQL.SELECT["meta"]).fetchall())
    try:
        settings = json.loads(meta.get("settings", "{}"))
    except (TypeError, ValueError):
        settings = None
    if not isinstance(settings, dict):
        raise _fail(path, "is damaged: its settings are not readable")
    name = meta.get("name")
    if not isinstance(name, str) or not name.strip():
        name = path.stem
    results: dict[str, list[tuple[Any, ...]]] = {}
    if fetch is None:
        rows = conn.execute(_SQL.SELECT["result"] + " ORDER BY result.rowid").fetchall()
        _check_result_rows(rows, path)
        for row in rows:
            results.setdefault(row[0], []).append(row)
    sites = []
    for row in conn.execute(_SQL.SELECT["site"] + " ORDER BY position, rowid"):
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
    return project


def _load_records(conn: sqlite3.Connection, path: Path) -> dict[str, StoredRecord]:
    try:
        rows = conn.execute(_SQL.SELECT["rainfall_record"]).fetchall()
    except UnicodeDecodeError:
        raise _fail(path, "is damaged: a rainfall record's text is not UTF-8") from None
    records = {}
    for name, digest, sources_json, imported_at, content in rows:
        try:
            sources = json.loads(sources_json)
            if not isinstance(sources, list) or not isinstance(content, bytes):
                raise ValueError("wrong types")
            records[name] = StoredRecord(name, content, tuple(sources), imported_at, digest)
        except (TypeError, ValueError):
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
    )


def close_project(project: Project) -> None:
    """Close the file and release its lock (idempotent). The project stays readable in
    memory and can be saved elsewhere (Save As), not to its closed file."""
    project._closed = True
    saved = project._saved
    if saved is None:
        return
    conn, saved.conn = saved.conn, None
    lock, saved.lock = saved.lock, None
    if saved.fetch is not None:
        saved.fetch.conn = None
    try:
        if conn is not None:
            conn.close()
    finally:
        if lock is not None:
            lock.release()


# --------------------------------------------------------------------------- save


def save_project(project: Project, path: str | os.PathLike[str] | None = None) -> None:
    """Save changes to ``project.path``, or with ``path`` write a complete new file (Save As).

    Raises ProjectFileError with a plain message when the file cannot be written; the file
    then still holds the previous save, and the project keeps its unsaved changes.
    """
    target = Path(os.path.abspath(path)) if path is not None else project.path
    try:
        _save(project, target, save_as=path is not None)
    except ValueError as error:  # data that cannot be stored (found before writing anything)
        raise ProjectFileError(f"{target or project.name} could not be saved: {error}") from None


def _save(project: Project, target: Path | None, *, save_as: bool) -> None:
    if save_as:
        assert target is not None
        _save_as(project, target)
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
    if not (
        site_params or result_sites or removed or moved or meta or record_rows or records_removed
    ):
        return
    meta += [("saved_at", now), ("app_version", _app_version())]

    try:
        conn.execute("BEGIN IMMEDIATE")
        if removed:
            conn.executemany("DELETE FROM result WHERE site_id = ?", removed)
            conn.executemany("DELETE FROM site WHERE id = ?", removed)
        if site_params:
            conn.executemany(_SQL.REPLACE["site"], site_params)
        if result_sites:
            conn.executemany(
                "DELETE FROM result WHERE site_id = ?", [(site.id,) for site in result_sites]
            )
            conn.executemany(_SQL.INSERT["result"], result_params)
        if moved:
            conn.executemany("UPDATE site SET position = ? WHERE id = ?", moved)
        conn.executemany("DELETE FROM rainfall_record WHERE name = ?", records_removed)
        conn.executemany(_SQL.REPLACE["rainfall_record"], record_rows)
        conn.executemany(_SQL.REPLACE["meta"], meta)
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


def _save_as(project: Project, target: Path) -> None:
    """Write the whole project to a new file and switch the project to it."""
    old = project._saved
    same_file = old is not None and old.lock is not None and project.path == target
    if target.exists():
        if not target.is_file():
            raise _fail(target, "is not a file; choose another name")
        if not same_file and _why_not_writable(target) == "is read-only (file permissions)":
            raise _fail(target, "is read-only (file permissions); choose another name")
    if not target.parent.is_dir():
        raise _fail(target, "cannot be saved: its folder does not exist")

    if same_file:
        assert old is not None
        lock = old.lock
    else:
        try:
            lock = ProjectLock.acquire(target)
        except LockHeld as held:
            raise _in_use(target, held) from None
        except UnsafeLockFile as error:
            raise _fail(target, f"cannot be saved: {error}") from None
        except OSError as error:
            raise _fail(target, f"cannot be saved ({error.strerror or error})") from None
    assert lock is not None
    if old is not None:  # removed sites may come back (undo): keep what the old file had
        present = {site.id for site in project.sites}
        try:
            for site_id, site in old.sites.items():
                if site_id not in present:
                    site._keep_results()
        except BaseException:
            if not same_file:
                lock.release()
            raise
    _remove_stale_temps(target)
    now = utc_now()
    temp = target.with_name(f".{target.name}.{uuid.uuid4().hex[:12]}.tmp")
    try:
        try:
            _write_complete(project, temp, now)
            if same_file and old is not None and old.conn is not None:
                old.conn.close()  # Windows cannot replace a file that is open
                old.conn = None
            os.replace(temp, target)
            lock.relock_file()
            _fsync_dir(target.parent)
        except BaseException:
            for leftover in (temp, _journal(temp)):
                with contextlib.suppress(OSError):
                    leftover.unlink()
            if same_file and old is not None and old.conn is None:
                _reconnect(old, target)
            raise
        conn = _connect(str(target))
        _prepare(conn, writable=True)
    except (OSError, sqlite3.Error) as error:
        if not same_file:
            lock.release()
        detail = error.strerror if isinstance(error, OSError) and error.strerror else error
        unchanged = "the existing file is unchanged" if target.exists() else "nothing was written"
        raise _fail(target, f"could not be saved ({_describe(detail)}); {unchanged}") from None
    except BaseException:
        if not same_file:
            lock.release()
        raise

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
    meta = [
        ("name", project.name),
        ("created", project.created or now),
        ("created_by", version),
        ("app_version", version),
        ("saved_at", now),
        ("settings", _dumps_settings(project.settings)),
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
        for statement in _SQL.CREATE:
            conn.execute(statement)
        conn.executemany(_SQL.INSERT["meta"], meta)
        conn.executemany(_SQL.INSERT["site"], site_params)
        conn.executemany(_SQL.INSERT["result"], result_params)
        conn.executemany(
            _SQL.INSERT["rainfall_record"], [r._row() for r in project.rainfall_records.values()]
        )
        conn.execute("COMMIT")
    finally:
        conn.close()
    with temp.open("rb+") as handle:
        os.fsync(handle.fileno())
