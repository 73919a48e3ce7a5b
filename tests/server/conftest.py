"""A real PostgreSQL server for tests/server, started and stopped by the session (pgcluster).

Where PostgreSQL cannot be had, the tests skip with the reason, except under CI (``CI=true``,
or ``WORKBENCH_REQUIRE_POSTGRES=1`` as .ci/run sets): there they fail, so that a CI machine
without the server never passes by skipping them.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from dataclasses import dataclass

import pytest

from tests.server.pgcluster import PgCluster, Unavailable, office


def required() -> bool:
    """Whether a missing PostgreSQL fails the tests instead of skipping them."""
    return (
        os.environ.get("CI", "").lower() == "true"
        or os.environ.get("WORKBENCH_REQUIRE_POSTGRES") == "1"
    )


def unavailable(reason: str) -> None:
    """Skip (on a developer's machine) or fail (under CI) for want of PostgreSQL."""
    if required():
        pytest.fail(f"PostgreSQL is required here (CI): {reason}", pytrace=False)
    pytest.skip(f"no PostgreSQL: {reason}")


@dataclass
class Office:
    """The running server with an office's database (docs/TEAM.md) and its login roles."""

    cluster: PgCluster
    passwords: dict[str, str]  # eng1, eng2 (engineers), rev1 (reviewer)
    database: str = "office"

    def address(self, project: str, user: str = "eng1", *, tcp: bool = False) -> str:
        return self.cluster.address(self.database, project, user, tcp=tcp)

    def env(self, user: str = "eng1") -> dict[str, str]:
        """The environment of a workbench run by ``user`` (password in PGPASSWORD)."""
        return {**os.environ, "PGPASSWORD": self.passwords[user]}


@pytest.fixture(scope="session")
def pg_office() -> Iterator[Office]:
    try:
        import psycopg  # noqa: F401
    except ImportError as error:
        unavailable(f"psycopg is not installed ({error})")
    try:
        cluster = PgCluster.start()
    except Unavailable as error:
        unavailable(str(error))
    try:
        yield Office(cluster, office(cluster))
    finally:
        cluster.stop()


@pytest.fixture
def as_user(pg_office: Office, monkeypatch: pytest.MonkeyPatch):
    """Set PGPASSWORD for ``user`` in this process (the workbench's own environment)."""

    def use(user: str) -> None:
        monkeypatch.setenv("PGPASSWORD", pg_office.passwords[user])

    use("eng1")
    return use
