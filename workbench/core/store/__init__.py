"""The project file (``.swproj``): one SQLite file per project.

Headless: nothing here imports Qt. The modules, in the order a project file meets them:

- ``schema.py``: the file's marks (application id, schema version), its tables as SQL text
  (``tables.py`` declares them with SQLModel, the schema of record);
- ``errors.py``: ``ProjectFileError`` and ``ProjectInUseError``, one line for the user;
- ``sites.py`` and ``project.py``: the project in memory (``Project``, ``Site``,
  ``StoredResult``, ``StoredRecord``);
- ``files.py``: connections, and what lies beside a file (journal, WAL, folder);
- ``checks.py``: the checks a file passes before it is opened;
- ``migrations.py``: upgrading older files, after a backup copy;
- ``lock.py``: one workbench at a time writes a project;
- ``opening.py`` and ``saving.py``: ``open_project`` and ``save_project`` (transactional saves,
  atomic Save As);
- ``server.py`` (with ``server_db.py``, ``server_tables.py``, ``server_save.py``): the same
  project on a PostgreSQL server, row versions instead of the lock (docs/TEAM.md);
- ``dispatch.py``: the exported ``open_project``/``save_project``/``copy_project``, which take
  a file or a ``postgresql://`` address.

Its modules are imported when a name is first used (``__getattr__``): a command that never
opens a project (``workbench evaluate site.json``) imports only what it names, such as
``ProjectFileError``, and not SQLite, the lock or the migrations (issue 41 item 2).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from workbench.core.store.dispatch import copy_project, open_project, save_project
    from workbench.core.store.errors import ProjectFileError, ProjectInUseError
    from workbench.core.store.migrations import MIGRATIONS
    from workbench.core.store.project import Project, close_project, new_project
    from workbench.core.store.schema import APPLICATION_ID, EXTENSION, SCHEMA_VERSION
    from workbench.core.store.server import (
        Conflict,
        ProjectConflictError,
        reload_site,
        server_address,
    )
    from workbench.core.store.server_db import is_server_address
    from workbench.core.store.sites import Site, StoredRecord, StoredResult, utc_now

#: public name -> the module of this package that defines it
_HOMES = {
    "copy_project": "dispatch",
    "open_project": "dispatch",
    "save_project": "dispatch",
    "ProjectFileError": "errors",
    "ProjectInUseError": "errors",
    "MIGRATIONS": "migrations",
    "Project": "project",
    "close_project": "project",
    "new_project": "project",
    "APPLICATION_ID": "schema",
    "EXTENSION": "schema",
    "SCHEMA_VERSION": "schema",
    "Conflict": "server",
    "ProjectConflictError": "server",
    "reload_site": "server",
    "server_address": "server",
    "is_server_address": "server_db",
    "Site": "sites",
    "StoredRecord": "sites",
    "StoredResult": "sites",
    "utc_now": "sites",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{home}"), name)
    globals()[name] = value
    return value


__all__ = [
    "APPLICATION_ID",
    "EXTENSION",
    "MIGRATIONS",
    "Conflict",
    "ProjectConflictError",
    "copy_project",
    "is_server_address",
    "reload_site",
    "server_address",
    "SCHEMA_VERSION",
    "Project",
    "ProjectFileError",
    "ProjectInUseError",
    "Site",
    "StoredRecord",
    "StoredResult",
    "close_project",
    "new_project",
    "open_project",
    "save_project",
    "utc_now",
]
