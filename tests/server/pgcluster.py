"""A throwaway PostgreSQL server for the tests and the benchmark (standard library only).

``PgCluster.start()`` runs ``initdb`` and ``pg_ctl`` (Debian's PostgreSQL 15 under
/usr/lib/postgresql/<version>/bin, or whatever ``pg_ctl`` is on PATH, or the folder in
``WORKBENCH_PG_BIN``) in a new temporary folder: the server listens on a Unix socket in that
folder and on 127.0.0.1 at a free port, with password (scram-sha-256) authentication for
every connection. PostgreSQL refuses to run as root: when the tests run as root (CI), the
server runs as the unprivileged user ``nobody`` (``runuser``), which owns the folder.
``stop()`` stops it and removes the folder. See docs/TEAM.md for Windows and macOS.
"""

from __future__ import annotations

import glob
import os
import secrets
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

SUPERUSER = "postgres"
UNPRIVILEGED = "nobody"


class Unavailable(Exception):
    """PostgreSQL cannot be had here (the reason says why)."""


def find_bin() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl`` (the newest Debian version first)."""
    given = os.environ.get("WORKBENCH_PG_BIN")
    if given:  # this folder and no other
        folder = Path(given)
        return folder if (folder / "initdb").exists() and (folder / "pg_ctl").exists() else None
    candidates = [
        Path(p)
        for p in sorted(
            glob.glob("/usr/lib/postgresql/*/bin"),
            key=lambda p: int(Path(p).parent.name) if Path(p).parent.name.isdigit() else 0,
            reverse=True,
        )
    ]
    on_path = shutil.which("pg_ctl")
    if on_path:
        candidates.append(Path(os.path.realpath(on_path)).parent)
    for folder in candidates:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    return None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class PgCluster:
    """A running throwaway server: ``socket_dir``, ``port``, the superuser's ``password``."""

    bin: Path
    folder: Path
    port: int
    password: str = field(default_factory=lambda: "pw-" + secrets.token_hex(12))
    as_user: str | None = None  # run the server as this user (when we are root)
    durable: bool = False  # fsync as a real server does (the benchmark); tests skip it (-F)

    @property
    def socket_dir(self) -> Path:
        return self.folder

    @classmethod
    def start(cls, *, durable: bool = False) -> PgCluster:
        folder_bin = find_bin()
        if folder_bin is None:
            raise Unavailable(
                "PostgreSQL (initdb, pg_ctl) is not installed: apt-get install postgresql, "
                "or set WORKBENCH_PG_BIN (docs/TEAM.md)"
            )
        as_user = None
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            if shutil.which("runuser") is None:
                raise Unavailable("running as root without runuser: cannot start PostgreSQL")
            as_user = UNPRIVILEGED
        # as root, under /tmp: the server's user must reach the folder (a private TMPDIR
        # would not let it); the socket's path must also stay short (about 100 bytes)
        folder = Path(tempfile.mkdtemp(prefix="wb-pg-", dir="/tmp" if as_user else None))
        cluster = cls(folder_bin, folder, _free_port(), as_user=as_user, durable=durable)
        try:
            cluster._init()
            cluster._run("pg_ctl", "-D", str(cluster.data), "-l", str(folder / "log"), "-w",
                         "-o", cluster._options(), "start")  # fmt: skip
        except (OSError, subprocess.CalledProcessError) as error:
            log = folder / "log"
            detail = log.read_text(errors="replace")[-800:] if log.exists() else ""
            shutil.rmtree(folder, ignore_errors=True)
            raise Unavailable(f"PostgreSQL did not start ({error}) {detail}") from None
        return cluster

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def _options(self) -> str:
        return (
            f"-k {self.folder} -p {self.port} -c listen_addresses=127.0.0.1 "
            f"-c max_connections=60 -c shared_buffers=32MB{'' if self.durable else ' -F'}"
        )

    def _init(self) -> None:
        pwfile = self.folder / "pw"
        pwfile.write_text(self.password + "\n")
        if self.as_user is not None:
            shutil.chown(self.folder, self.as_user)
            shutil.chown(pwfile, self.as_user)
        self.folder.chmod(0o700)
        self._run("initdb", "-D", str(self.data), "-U", SUPERUSER, "--pwfile", str(pwfile),
                  "-A", "scram-sha-256", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync")  # fmt: skip
        pwfile.unlink()

    def _run(self, tool: str, *args: str) -> None:
        command = [str(self.bin / tool), *args]
        if self.as_user is not None:
            command = ["runuser", "-u", self.as_user, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=120)

    def stop(self) -> None:
        try:
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        except (OSError, subprocess.SubprocessError):
            pass
        shutil.rmtree(self.folder, ignore_errors=True)

    # -- using it

    def address(self, database: str, project: str, user: str, *, tcp: bool = False) -> str:
        """A project's address as a user gives it (no password in it)."""
        if tcp:
            return f"postgresql://{user}@127.0.0.1:{self.port}/{database}/{project}"
        return f"postgresql://{user}@/{database}/{project}?host={self.folder}&port={self.port}"

    def psql(self, sql: str, database: str = "postgres") -> str:
        """Run SQL as the superuser (over the socket); its output."""
        psql = self.bin / "psql"
        env = {**os.environ, "PGPASSWORD": self.password}
        done = subprocess.run(
            [str(psql), "-h", str(self.folder), "-p", str(self.port), "-U", SUPERUSER, "-d",
             database, "-v", "ON_ERROR_STOP=1", "-qAt", "-c", sql],
            check=True, capture_output=True, text=True, env=env, timeout=60,
        )  # fmt: skip
        return done.stdout


def office(cluster: PgCluster, database: str = "office") -> dict[str, str]:
    """An office as docs/TEAM.md sets one up: the database, the group roles, two engineers and
    a reviewer (login roles with passwords); returns {role: password}."""
    passwords = {role: "pw-" + secrets.token_hex(10) for role in ("eng1", "eng2", "rev1")}
    statements = [
        "CREATE ROLE workbench_engineer NOLOGIN",
        "CREATE ROLE workbench_reviewer NOLOGIN",
        *(
            f"CREATE ROLE {role} LOGIN PASSWORD '{pw}' IN ROLE "
            f"{'workbench_reviewer' if role.startswith('rev') else 'workbench_engineer'}"
            for role, pw in passwords.items()
        ),
    ]
    for statement in statements:
        cluster.psql(statement)
    cluster.psql(f"CREATE DATABASE {database}")
    cluster.psql(f"REVOKE ALL ON DATABASE {database} FROM PUBLIC")
    cluster.psql(
        f"GRANT CONNECT, CREATE ON DATABASE {database} TO workbench_engineer; "
        f"GRANT CONNECT ON DATABASE {database} TO workbench_reviewer"
    )
    return passwords
