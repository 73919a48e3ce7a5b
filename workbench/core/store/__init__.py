"""The project file (``.swproj``): one SQLite file per project; see ``project.py``.

Headless: nothing here imports Qt.
"""

from workbench.core.store.project import (
    APPLICATION_ID,
    EXTENSION,
    MIGRATIONS,
    SCHEMA_VERSION,
    Project,
    ProjectFileError,
    ProjectInUseError,
    Site,
    StoredRecord,
    StoredResult,
    close_project,
    new_project,
    open_project,
    save_project,
    utc_now,
)

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
