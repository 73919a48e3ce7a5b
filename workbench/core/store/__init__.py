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
"""

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
