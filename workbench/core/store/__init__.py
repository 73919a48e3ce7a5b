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
  atomic Save As).

Its modules are imported when a name is first used (``__getattr__``): a command that never
opens a project (``workbench evaluate site.json``) imports only what it names, such as
``ProjectFileError``, and not SQLite, the lock or the migrations (issue 41 item 2).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from workbench.core.store.errors import ProjectFileError, ProjectInUseError
    from workbench.core.store.migrations import MIGRATIONS
    from workbench.core.store.opening import open_project
    from workbench.core.store.project import Project, close_project, new_project
    from workbench.core.store.saving import save_project
    from workbench.core.store.schema import APPLICATION_ID, EXTENSION, SCHEMA_VERSION
    from workbench.core.store.sites import Site, StoredRecord, StoredResult, utc_now

#: public name -> the module of this package that defines it
_HOMES = {
    "ProjectFileError": "errors",
    "ProjectInUseError": "errors",
    "MIGRATIONS": "migrations",
    "open_project": "opening",
    "Project": "project",
    "close_project": "project",
    "new_project": "project",
    "save_project": "saving",
    "APPLICATION_ID": "schema",
    "EXTENSION": "schema",
    "SCHEMA_VERSION": "schema",
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
