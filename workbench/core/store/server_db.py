"""A project on a PostgreSQL server: its address, the connection, and its tables there.

An address is ``postgresql://[USER@]HOST[:PORT]/DATABASE/PROJECT[?libpq options]``: one
database holds an office's projects, each in a PostgreSQL schema named PROJECT holding the same
tables as a project file (the SQLModel declarations of ``tables.py``, compiled here for
PostgreSQL) and two of the server's own: ``store_mark`` (the application id and schema version,
what ``PRAGMA application_id``/``user_version`` are in a file) and ``row_version`` (one row
version per site, per rainfall record and for the project's name and settings: what replaces
the file lock, see ``server.py``).

Credentials never pass through here: an address holding a password is refused, and libpq
takes the password from ``PGPASSWORD`` or the user's password file (``~/.pgpass``,
``%APPDATA%\\postgresql\\pgpass.conf``, ``PGPASSFILE``). Messages show ``shown``, the address
without user or options, and every server message is scrubbed of the password before it is
shown (``describe``).

psycopg and SQLAlchemy are imported on first use: opening a project file never loads them.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from typing import Any, cast
from urllib.parse import parse_qsl, unquote, urlsplit

from workbench.core.store.errors import ProjectFileError

SCHEMES = ("postgresql://", "postgres://")
#: Libpq options an address may not carry: they are credentials (environment or password file).
_SECRET_OPTIONS = frozenset({"password", "sslpassword"})
#: A project's name on a server is a PostgreSQL schema name.
_PROJECT_NAME = re.compile(r"[a-z][a-z0-9_]{0,47}")
_RESERVED = ("pg_", "information_schema", "public")
#: The tables a server project holds besides the project file's four.
SERVER_TABLES = ("store_mark", "row_version")
#: Group roles an office may create (docs/TEAM.md): a new project is handed to the engineers'
#: role and readable by the reviewers' role when these roles exist.
ENGINEER_ROLE = "workbench_engineer"
REVIEWER_ROLE = "workbench_reviewer"
LOCK_TIMEOUT = "10s"  # a save waits at most this long for another workbench's save


def is_server_address(value: object) -> bool:
    """True for a ``postgresql://`` (or ``postgres://``) address given as text."""
    return isinstance(value, str) and value.strip().lower().startswith(SCHEMES)


@dataclass(frozen=True)
class ServerPlace:
    """Where a server project's messages say it is: its address without user or options.

    Stands where a project file's path stands (``Site._source``, ``ProjectFileError``): its
    text is the shown address; ``parent`` is the current folder, against which a scenario's
    relative file names resolve (a server has no folder beside the project)."""

    shown: str

    def __str__(self) -> str:
        return self.shown

    @property
    def parent(self) -> str:
        return os.getcwd()

    @property
    def name(self) -> str:
        return self.shown.rsplit("/", 1)[-1]


@dataclass(frozen=True)
class ServerAddress:
    """A parsed ``postgresql://`` address (never holding a password)."""

    text: str  # as given, stripped
    database: str
    project: str  # the schema
    options: dict[str, str] = field(default_factory=dict)  # libpq keywords: host, port, user...

    @property
    def shown(self) -> str:
        """The address for messages: host, port, database and project; no user, no options."""
        host = self.options.get("host", "") or "localhost"
        if host.startswith("/") or "," in host:  # a Unix socket folder, or several hosts
            host = "localhost"
        port = self.options.get("port")
        return f"postgresql://{host}{':' + port if port else ''}/{self.database}/{self.project}"

    @property
    def place(self) -> ServerPlace:
        return ServerPlace(self.shown)

    @classmethod
    def parse(cls, text: str) -> ServerAddress:
        """Parse an address; ProjectFileError (naming the masked address) when it is unusable."""
        text = text.strip()
        parts = urlsplit(text)
        userinfo, _, hostport = parts.netloc.rpartition("@")
        user, has_password, _secret = userinfo.partition(":")
        segments = [unquote(s) for s in parts.path.split("/") if s]
        rough = "postgresql://" + (unquote(hostport) or "localhost") + "/" + "/".join(segments)
        options = dict(parse_qsl(parts.query, keep_blank_values=True))
        if has_password or _SECRET_OPTIONS & {k.lower() for k in options}:
            raise ProjectFileError(
                f"{_mask(rough)}: the address holds a password; give it in PGPASSWORD or the "
                f"PostgreSQL password file instead (an address is remembered as typed)"
            )
        if len(segments) != 2:
            raise ProjectFileError(
                f"{_mask(rough)}: give a server project as postgresql://HOST/DATABASE/PROJECT"
            )
        database, project = segments
        if not _PROJECT_NAME.fullmatch(project) or project.startswith(_RESERVED):
            raise ProjectFileError(
                f"{_mask(rough)}: a project's name on a server is 1-48 lowercase letters, digits "
                f"and _, starting with a letter (not pg_..., public or information_schema)"
            )
        host, port = unquote(hostport), ""
        if ":" in host and not host.endswith("]"):  # [::1] alone has no port
            host, _, port = host.rpartition(":")
            if not port.isdigit():
                raise ProjectFileError(f"{_mask(rough)}: the port is not a number")
        if host:
            options.setdefault("host", host)
        if port:
            options.setdefault("port", port)
        if user:
            options.setdefault("user", unquote(user))
        return cls(text, database, project, options)


def _mask(text: str) -> str:
    """An address for a message, before it could be parsed: no user, password or options."""
    head, sep, rest = text.partition("://")
    if not sep:
        return "postgresql://?"
    netloc, _, path = rest.partition("/")
    host = netloc.rpartition("@")[2] or "localhost"
    return f"{head}://{host}/{path.split('?', 1)[0]}"


def _secrets() -> list[str]:
    """Texts no message may show: the password libpq would send from the environment."""
    secret = os.environ.get("PGPASSWORD", "")
    return [secret] if secret else []


def describe(error: BaseException) -> str:
    """A server error as one line for a message, without any password."""
    text = " ".join((str(error) or type(error).__name__).split())
    for secret in _secrets():
        text = text.replace(secret, "***")
    text = re.sub(r"(?i)(password\s*=\s*)\S+", r"\1***", text)
    return text[:300]


def connect(address: ServerAddress) -> Any:
    """A psycopg connection (autocommit: every transaction is explicit) with the project's
    schema as its search path; ProjectFileError when the server cannot be reached."""
    import psycopg
    from psycopg import sql

    try:
        conn = psycopg.connect(
            dbname=address.database,
            autocommit=True,
            application_name="stormwater-workbench",
            **cast(dict[str, Any], {"connect_timeout": "10", **address.options}),
        )
    except psycopg.Error as error:
        raise ProjectFileError(
            f"{address.shown} cannot be reached ({describe(error)})", None
        ) from None
    except (TypeError, ValueError) as error:  # an unknown libpq option
        raise ProjectFileError(f"{address.shown}: {describe(error)}", None) from None
    try:
        conn.execute(sql.SQL("SET search_path TO {}").format(sql.Identifier(address.project)))
        conn.execute(sql.SQL("SET lock_timeout TO {}").format(sql.Literal(LOCK_TIMEOUT)))
    except psycopg.Error as error:
        conn.close()
        raise ProjectFileError(f"{address.shown} cannot be used ({describe(error)})") from None
    return conn


def create_statements() -> list[str]:
    """``CREATE TABLE IF NOT EXISTS`` for the project file's tables (``tables.py``) and the
    server's own, compiled for PostgreSQL, unqualified (they land in the search path)."""
    from sqlalchemy.dialects import postgresql
    from sqlalchemy.schema import CreateTable

    from workbench.core.store import server_tables, tables

    dialect = postgresql.dialect()  # type: ignore[no-untyped-call]  # SQLAlchemy's is untyped
    return [
        str(CreateTable(table, if_not_exists=True).compile(dialect=dialect)).strip()
        for metadata in (tables.METADATA, server_tables.METADATA)
        for table in metadata.sorted_tables
    ]
