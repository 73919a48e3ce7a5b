"""``open_project``, ``save_project`` and ``copy_project`` for both stores: a project file
(``opening.py``, ``saving.py``) or a ``postgresql://`` address (``server.py``).

The package exports these, so every caller that accepts a project path accepts an address.
Nothing here imports psycopg or SQLAlchemy until an address is used.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from workbench.core.store import opening, saving
from workbench.core.store.errors import ProjectFileError
from workbench.core.store.project import Project, close_project
from workbench.core.store.server_db import is_server_address


def open_project(path: str | os.PathLike[str], *, readonly: bool = False) -> Project:
    """Open a project file, or the project at a ``postgresql://`` address."""
    if is_server_address(path):
        from workbench.core.store.server import open_server_project

        return open_server_project(str(path), readonly=readonly)
    return opening.open_project(path, readonly=readonly)


def save_project(
    project: Project, path: str | os.PathLike[str] | None = None, **options: Any
) -> None:
    """Save changes where the project is (file or server); with ``path`` (a file or an
    address) write a complete new project there (Save As). ``options`` go to the file
    store's ``save_project``."""
    from workbench.core.store import server

    if is_server_address(path):
        server.save_as_server(project, str(path))
    elif path is None and server.is_server_project(project):
        server.save_server_changes(project)
    else:
        if path is not None:
            server.detach(project)
        saving.save_project(project, path, **options)


def copy_project(source: str | os.PathLike[str], target: str | os.PathLike[str]) -> int:
    """Copy the project at ``source`` to ``target`` (files or addresses, either way),
    refusing a target that is not empty; returns the number of sites copied. The source is
    opened read-only: its schema is checked as any open checks it, and an older one is
    upgraded in the copy only."""
    if not is_server_address(target):
        file = Path(os.path.abspath(target))
        if file.exists() and (not file.is_file() or file.stat().st_size > 0):
            raise ProjectFileError(f"{file} is not empty; refusing to overwrite it", file)
    project = open_project(source, readonly=True)
    try:
        save_project(project, target)
        return len(project.sites)
    finally:
        close_project(project)
