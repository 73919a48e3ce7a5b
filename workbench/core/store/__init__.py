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
"""

from workbench.core.store.errors import ProjectFileError, ProjectInUseError
from workbench.core.store.migrations import MIGRATIONS
from workbench.core.store.opening import open_project
from workbench.core.store.project import Project, close_project, new_project
from workbench.core.store.saving import save_project
from workbench.core.store.schema import APPLICATION_ID, EXTENSION, SCHEMA_VERSION
from workbench.core.store.sites import Site, StoredRecord, StoredResult, utc_now

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
