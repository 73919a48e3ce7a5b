"""Reading what a user hands the workbench: a scenario or project file, a date, the version.

Shared by the command line (``workbench.cli``) and the outputs (``workbench.outputs``), so
neither imports the other. Errors here name no command-line option: the command line adds
its flag names to the messages it prints.
"""

from __future__ import annotations

import stat
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING

# The model (pydantic) is imported only where needed: the command line imports this module
# before it opens the desktop, whose start must stay quick.
if TYPE_CHECKING:
    from workbench.core.model import Scenario

SQLITE_MAGIC = b"SQLite format 3\x00"
PROJECT_SUFFIX = ".swproj"
SERVER_SCHEMES = ("postgresql://", "postgres://")

__all__ = ["is_project_file", "is_server_address", "load_sites", "parse_day", "workbench_version"]


def is_server_address(value: object) -> bool:
    """True for a ``postgresql://`` address given as text (the store's test, repeated here so
    that the command line need not import the store to ask)."""
    return isinstance(value, str) and value.strip().lower().startswith(SERVER_SCHEMES)


def is_project_file(path: Path) -> bool:
    """True when ``path`` is named ``*.swproj`` or starts like an SQLite file."""
    if path.suffix.lower() == PROJECT_SUFFIX:
        return True
    try:
        if not stat.S_ISREG(path.stat().st_mode):  # a FIFO or device is never opened here
            return False
        with path.open("rb") as handle:
            return handle.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC
    except OSError:
        return False


def load_sites(path: str | Path) -> tuple[str | None, list[tuple[str | None, Scenario]]]:
    """(project name or None, [(site name or None, Scenario)]) from a scenario or project file.

    A scenario file gives one unnamed site. Raises the core's ``ScenarioError`` or
    ``ProjectFileError`` (one line each) for a file that cannot be read.
    """
    from workbench.core.scenario import load

    if is_server_address(path):  # a project on a PostgreSQL server (docs/TEAM.md)
        from workbench.core.store import close_project, open_project

        project = open_project(str(path), readonly=True)
        try:
            return project.name, [(s.name, s.scenario) for s in project.sites]
        finally:
            close_project(project)
    path = Path(path)
    if is_project_file(path):
        from workbench.core.store import close_project, open_project

        project = open_project(path, readonly=True)
        try:
            return project.name, [(s.name, s.scenario) for s in project.sites]
        finally:
            close_project(project)
    return None, [(None, load(path))]


def parse_day(text: str) -> date:
    """A day from ``YYYY-MM-DD`` (a date-time gives its date); ValueError says what is wrong."""
    from workbench.core.model import parse_when

    value = parse_when(text)
    return value.date() if isinstance(value, datetime) else value


def workbench_version() -> str:
    """The installed package version; ``0.1.0`` when there is no metadata (frozen, checkout)."""
    try:
        from importlib.metadata import version

        return version("stormwater-workbench")
    except Exception:  # noqa: BLE001 - any metadata failure means "not installed"
        return "0.1.0"
