"""A project in memory: named, ordered sites with their results, project settings and kept
rainfall records; and what its open file holds (``_Saved``), to tell what changed.

The project object is not thread-safe: use it from one thread at a time (saving from a worker
thread is allowed; the connection is opened with ``check_same_thread=False``).
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from workbench.core.model import Scenario
from workbench.core.scenario import parse_scenario
from workbench.core.store.sites import (
    Site,
    StoredRecord,
    StoredResult,
    _clean_name,
    _dumps,
    utc_now,
)

if TYPE_CHECKING:
    from workbench.core.store.lock import ProjectLock
    from workbench.core.store.opening import _ResultSource


@dataclass(eq=False)
class _Saved:
    """What the open file holds, to tell what changed (present while the project is open)."""

    #: sqlite3.Connection of a file, psycopg.Connection of a server project (store/server*.py);
    #: None for read-only projects (their data is in memory)
    conn: Any
    lock: ProjectLock | None
    fetch: _ResultSource | None  # reads results on first use (read-write projects)
    sites: dict[str, Site]  # the sites the file holds, by id
    positions: dict[str, int]  # site id -> position in the file
    name: str
    settings_json: str
    file_id: tuple[int, int] | None  # (st_dev, st_ino) of the file when opened
    records: dict[str, str] = field(default_factory=dict)  # rainfall record name -> sha256
    curves: set[tuple[str, float, str, str]] = field(default_factory=set)  # capture_curve rows


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


def new_project(name: str) -> Project:
    """A new, empty project in memory (no file until ``save_project(project, path)``)."""
    return Project(name=_clean_name(name))


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
