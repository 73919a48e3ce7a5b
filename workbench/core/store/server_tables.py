"""The two tables a server project holds besides the project file's (``tables.py``), declared
with SQLModel like those: ``store_mark`` and ``row_version`` (see ``server_db.py``).

A project file needs neither: its marks are SQLite pragmas, and its lock file keeps a second
workbench from writing it, where on a server several workbenches write one project and each
site's row version tells whether the site changed since it was read.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Text
from sqlalchemy.orm import registry
from sqlmodel import Field, SQLModel

_registry = registry()


class ServerModel(SQLModel, registry=_registry):
    """Base of the server's own tables (their own metadata)."""


class StoreMarkRow(ServerModel, table=True):
    """``application_id`` and ``schema_version``: the marks a project file keeps as pragmas."""

    __tablename__ = "store_mark"

    key: str = Field(primary_key=True, sa_type=Text)
    value: int = Field(sa_type=BigInteger)


class RowVersionRow(ServerModel, table=True):
    """The version of one item of the project, raised by every save that writes it, with who
    saved it and when. Items: ``site:<id>`` (a site with its results), ``record:<name>``
    (a rainfall record), ``project`` (the project's name and settings). A removed site keeps
    its row (raised once more), so that a save of it from a stale copy is refused too."""

    __tablename__ = "row_version"

    item: str = Field(primary_key=True, sa_type=Text)
    version: int = Field(sa_type=BigInteger)
    saved_by: str = Field(sa_type=Text)  # the database role
    saved_at: str = Field(sa_type=Text)  # ISO 8601, UTC


METADATA = _registry.metadata
