"""Rules of server projects that need no server: addresses, masking, the skip-or-fail rule."""

from __future__ import annotations

import pytest

from tests.server import conftest
from workbench.core.store import ProjectFileError, is_server_address
from workbench.core.store.server_db import ServerAddress, describe


def test_an_address_names_host_database_and_project():
    address = ServerAddress.parse(
        "postgresql://ann@db.office:5433/office/livingston?sslmode=require"
    )
    assert (address.database, address.project) == ("office", "livingston")
    assert address.options == {
        "sslmode": "require", "host": "db.office", "port": "5433", "user": "ann"
    }  # fmt: skip
    assert address.shown == "postgresql://db.office:5433/office/livingston"  # no user, options
    assert is_server_address(" postgres://h/d/p") and not is_server_address("a.swproj")


@pytest.mark.parametrize(
    "text",
    [
        "postgresql://ann:hunter22@db/office/p",
        "postgresql://db/office/p?password=hunter22",
        "postgresql://db/office/p?sslpassword=hunter22",
    ],
)
def test_an_address_with_a_password_is_refused_without_showing_it(text):
    with pytest.raises(ProjectFileError, match="holds a password") as refused:
        ServerAddress.parse(text)
    assert "hunter22" not in str(refused.value) and "ann" not in str(refused.value)


@pytest.mark.parametrize(
    "text, problem",
    [
        ("postgresql://db/office", "HOST/DATABASE/PROJECT"),
        ("postgresql://db/office/Mixed", "lowercase"),
        ("postgresql://db/office/pg_x", "lowercase"),
        ("postgresql://db:x/office/p", "port"),
    ],
)
def test_an_unusable_address_says_why(text, problem):
    with pytest.raises(ProjectFileError, match=problem):
        ServerAddress.parse(text)


def test_server_messages_never_show_the_password(monkeypatch):
    monkeypatch.setenv("PGPASSWORD", "s3cret-value")
    error = RuntimeError("failed: password=s3cret-value for s3cret-value")
    assert "s3cret-value" not in describe(error)


def test_missing_postgresql_skips_on_a_desk_and_fails_under_ci(monkeypatch):
    monkeypatch.delenv("WORKBENCH_REQUIRE_POSTGRES", raising=False)
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception):
        conftest.unavailable("not installed")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception):
        conftest.unavailable("not installed")
    monkeypatch.delenv("CI")
    monkeypatch.setenv("WORKBENCH_REQUIRE_POSTGRES", "1")
    with pytest.raises(pytest.fail.Exception):
        conftest.unavailable("not installed")


def test_an_address_alone_on_the_command_line_opens_the_desktop():
    from workbench.cli import _opens_a_file

    assert _opens_a_file(["postgresql://ann@db/office/main_st"])
    assert not _opens_a_file(["evaluate", "postgresql://ann@db/office/main_st"])
