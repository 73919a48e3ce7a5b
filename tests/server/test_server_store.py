"""Projects on a PostgreSQL server (issue 44), against a real server (conftest.pg_office).

Each test uses its own project name in the office's database.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap
import time
import uuid
from pathlib import Path

import pytest

from tests.server.conftest import Office
from workbench.core.scenario import load
from workbench.core.store import (
    ProjectConflictError,
    ProjectFileError,
    StoredRecord,
    StoredResult,
    close_project,
    copy_project,
    new_project,
    open_project,
    reload_site,
    save_project,
    server_address,
)
from workbench.core.store.server_db import ServerAddress

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "livingston.json"
STAMP = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d")


def _schema(address: str) -> str:
    return ServerAddress.parse(address).project


def _name() -> str:
    return "p" + uuid.uuid4().hex[:12]


def _project(sites: int = 3):
    project = new_project("Team demo")
    scenario = load(DEMO)
    for index in range(sites):
        project.add_site(scenario, name=f"Site {index}")
    project.sites[0].results["livingston"] = StoredResult(
        "livingston", "1.0", "2", "2026-12-01T00:00:00+00:00", {"answer": 42}
    )
    project.settings["units"] = "US"
    project.rainfall_records["r.csv"] = StoredRecord("r.csv", b"hour,in\n1,0.1\n")
    return project


def _on_server(office: Office, sites: int = 3, user: str = "eng1") -> str:
    address = office.address(_name(), user)
    project = _project(sites)
    save_project(project, address)
    close_project(project)
    return address


def _as(address: str, user: str) -> str:
    return re.sub(r"//\w+@", f"//{user}@", address)


def _same(a, b) -> None:
    assert a.name == b.name and a.settings == b.settings
    assert [s.name for s in a.sites] == [s.name for s in b.sites]
    assert [s.scenario_text() for s in a.sites] == [s.scenario_text() for s in b.sites]
    assert [dict(s.results) for s in a.sites] == [dict(s.results) for s in b.sites]
    assert a.rainfall_records == b.rainfall_records


def _run(args: list[str], env: dict[str, str], **kw) -> subprocess.CompletedProcess[str]:
    env = {**env, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "workbench", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        cwd=kw.get("cwd", ROOT),
    )


# --------------------------------------------------------------------------- the same project


def test_file_to_server_to_file_keeps_everything(pg_office: Office, as_user, tmp_path):
    file = tmp_path / "a.swproj"
    project = _project()
    save_project(project, file)
    close_project(project)
    address = pg_office.address(_name())
    assert copy_project(file, address) == 3
    back = tmp_path / "b.swproj"
    assert copy_project(address, back) == 3
    with open_project(file) as one, open_project(address) as two, open_project(back) as three:
        assert server_address(two) == address and two.path is None and not two.readonly
        _same(one, two)
        _same(one, three)


def test_copy_refuses_a_target_that_is_not_empty(pg_office: Office, as_user, tmp_path):
    address = _on_server(pg_office)
    file = tmp_path / "a.swproj"
    copy_project(address, file)
    with pytest.raises(ProjectFileError, match="already holds a project; refusing"):
        copy_project(file, address)
    with pytest.raises(ProjectFileError, match="is not empty; refusing"):
        copy_project(address, file)


def test_cli_copy_and_evaluate_a_server_project(pg_office: Office, tmp_path):
    file = tmp_path / "a.swproj"
    project = _project(2)
    save_project(project, file)
    close_project(project)
    address = pg_office.address(_name())
    done = _run(["project", "copy", str(file), address], pg_office.env())
    assert done.returncode == 0, done.stderr
    assert "(2 sites)" in done.stdout and "eng1" not in done.stdout
    done = _run(["evaluate", _as(address, "rev1"), "--json"], pg_office.env("rev1"))
    assert done.returncode == 0, done.stderr
    again = _run(["project", "copy", str(file), address], pg_office.env())
    assert again.returncode == 2 and "refusing to overwrite" in again.stderr


# --------------------------------------------------------------------------- several users


def test_different_sites_both_save(pg_office: Office, as_user):
    address = _on_server(pg_office)
    as_user("eng1")
    one = open_project(address)
    as_user("eng2")
    two = open_project(_as(address, "eng2"))
    one.sites[0].name = "by one"
    two.sites[1].name = "by two"
    as_user("eng1")
    save_project(one)
    as_user("eng2")
    save_project(two)
    close_project(one)
    close_project(two)
    as_user("eng1")
    with open_project(address, readonly=True) as seen:
        assert [s.name for s in seen.sites[:2]] == ["by one", "by two"]


def test_stale_save_is_refused_with_who_and_when(pg_office: Office, as_user):
    address = _on_server(pg_office)
    one = open_project(address)
    two = open_project(address)  # opened before one's save: its site 0 is stale after it
    one.sites[0].name = "first"
    save_project(one)
    two.sites[0].name = "second"
    two.sites[2].name = "also mine"
    with pytest.raises(ProjectConflictError) as refused:
        save_project(two)
    message = str(refused.value)
    assert "site 'second' was saved by eng1 at" in message and STAMP.search(message)
    assert "nothing was saved" in message
    assert [c.site_id for c in refused.value.conflicts] == [two.sites[0].id]
    assert two.dirty and two.sites[0].name == "second"  # nothing typed is lost
    with open_project(address, readonly=True) as seen:  # nothing of the refused save written
        assert [s.name for s in seen.sites] == ["first", "Site 1", "Site 2"]
    copy = reload_site(two, two.sites[0].id, keep_copy=True)
    assert copy is not None and copy.name == "second (my version)"
    assert two.sites[0].name == "first"
    save_project(two)
    with open_project(address, readonly=True) as seen:
        names = [s.name for s in seen.sites]
        assert names == ["first", "second (my version)", "Site 1", "also mine"]
    close_project(one)
    close_project(two)


def test_a_removed_site_refuses_a_stale_save_of_it(pg_office: Office, as_user):
    address = _on_server(pg_office)
    one, two = open_project(address), open_project(address)
    one.remove_site(one.sites[1].id)
    save_project(one)
    two.sites[1].name = "edited meanwhile"
    with pytest.raises(ProjectConflictError, match="was removed by eng1"):
        save_project(two)
    reload_site(two, two.sites[1].id)
    assert [s.name for s in two.sites] == ["Site 0", "Site 2"]
    close_project(one)
    close_project(two)


_CHILD = textwrap.dedent(
    """
    import json, os, sys, time
    from pathlib import Path
    from workbench.core.store import open_project, save_project, ProjectConflictError
    address, site, go = sys.argv[1], int(sys.argv[2]), Path(sys.argv[3])
    project = open_project(address)
    project.sites[site].name = "by " + os.environ["WHO"]
    Path(str(go) + "." + os.environ["WHO"]).touch()
    while not go.exists():
        time.sleep(0.01)
    try:
        save_project(project)
        print(json.dumps({"saved": True}))
    except ProjectConflictError as error:
        print(json.dumps({"saved": False, "message": str(error)}))
    """
)


def _two_processes(office: Office, address: str, sites: tuple[int, int], tmp: Path) -> list:
    go = tmp / f"go{sites}"
    children = [
        subprocess.Popen(
            [sys.executable, "-c", _CHILD, _as(address, who), str(site), str(go)],
            env={**office.env(who), "WHO": who, "PYTHONPATH": str(ROOT)},
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for who, site in zip(("eng1", "eng2"), sites, strict=True)
    ]
    deadline = time.monotonic() + 60
    while not all(Path(f"{go}.{who}").exists() for who in ("eng1", "eng2")):
        assert time.monotonic() < deadline and all(c.poll() is None for c in children)
        time.sleep(0.02)
    go.touch()  # both have read the project: now both save at once
    outs = [c.communicate(timeout=60) for c in children]
    assert all(c.returncode == 0 for c in children), [err for _out, err in outs]
    return [json.loads(out) for out, _err in outs]


def test_concurrent_saves_from_two_processes(pg_office: Office, as_user, tmp_path):
    address = _on_server(pg_office)
    assert _two_processes(pg_office, address, (0, 1), tmp_path) == [{"saved": True}] * 2
    with open_project(address, readonly=True) as seen:
        assert [s.name for s in seen.sites[:2]] == ["by eng1", "by eng2"]
    address = _on_server(pg_office)
    outcome = _two_processes(pg_office, address, (0, 0), tmp_path)
    assert sorted(o["saved"] for o in outcome) == [False, True]
    winner = "eng1" if outcome[0]["saved"] else "eng2"
    loser = next(o for o in outcome if not o["saved"])
    assert f"was saved by {winner} at" in loser["message"]
    with open_project(address, readonly=True) as seen:
        assert seen.sites[0].name == f"by {winner}"


_KILLED = textwrap.dedent(
    """
    import sys, time
    from pathlib import Path
    from workbench.core.store import open_project, save_project, server_save
    address, marker = sys.argv[1], Path(sys.argv[2])
    original = server_save._write_rows

    def write_then_hang(conn, changes):
        original(conn, changes)
        conn.execute("SELECT 1").fetchone()  # the rows reach the server (pipeline synced)
        marker.touch()  # every row written, not committed: now the parent kills us
        time.sleep(120)

    server_save._write_rows = write_then_hang
    project = open_project(address)
    for site in project.sites:
        site.name = site.name + " (half saved)"
    project.remove_site(project.sites[-1].id)
    save_project(project)
    """
)


def test_a_client_killed_mid_save_leaves_the_project_as_it_was(
    pg_office: Office, as_user, tmp_path
):
    address = _on_server(pg_office, sites=40)
    with open_project(address, readonly=True) as before:
        names = [s.name for s in before.sites]
    marker = tmp_path / "written"
    child = subprocess.Popen(
        [sys.executable, "-c", _KILLED, address, str(marker)],
        env={**pg_office.env(), "PYTHONPATH": str(ROOT)},
    )
    deadline = time.monotonic() + 60
    while not marker.exists():
        assert child.poll() is None and time.monotonic() < deadline
        time.sleep(0.02)
    child.kill()  # SIGKILL (TerminateProcess on Windows): no cleanup of any kind
    child.wait(timeout=30)
    project = open_project(address)
    assert [s.name for s in project.sites] == names
    _same(project, _on_memory_copy(project))
    project.sites[0].name = "saved after the crash"  # its rows are not held by the dead save
    save_project(project)
    close_project(project)
    with open_project(address, readonly=True) as after:
        assert after.sites[0].name == "saved after the crash" and len(after.sites) == 40


def _on_memory_copy(project):
    """The project as it reads (every scenario and result decodes)."""
    for site in project.sites:
        site.scenario  # noqa: B018 - decoding is the check
        dict(site.results)
    return project


# --------------------------------------------------------------------------- roles, marks


def test_a_reviewer_role_opens_projects_read_only(pg_office: Office, as_user):
    address = _on_server(pg_office)
    as_user("rev1")
    project = open_project(_as(address, "rev1"))
    assert project.readonly and project.readonly_reason == "is read-only for database role 'rev1'"
    assert project.sites[0].results["livingston"].data == {"answer": 42}
    project.sites[0].name = "reviewer edit"
    with pytest.raises(ProjectFileError, match="read-only for database role 'rev1'"):
        save_project(project)
    close_project(project)
    as_user("eng1")
    with open_project(address, readonly=True) as asked:
        assert asked.readonly and asked.readonly_reason == "was opened read-only"


def test_a_newer_schema_is_refused_as_for_a_file(pg_office: Office, as_user):
    address = _on_server(pg_office)
    schema = _schema(address)
    pg_office.cluster.psql(
        f"UPDATE {schema}.store_mark SET value = 99 WHERE key = 'schema_version'", "office"
    )
    with pytest.raises(ProjectFileError, match=r"newer version of the workbench \(schema 99\)"):
        open_project(address)


def test_an_older_schema_is_migrated_by_the_same_steps(pg_office: Office, as_user):
    project = new_project("Old")
    scenario = load(DEMO)
    site = project.add_site(scenario, name="Lists")
    address = pg_office.address(_name())
    save_project(project, address)
    close_project(project)
    schema = _schema(address)
    data = json.loads(site.scenario_text())
    data["site"]["facility_types"] = []  # schema 2 could not tell "none" from "not given"
    text = json.dumps(data).replace("'", "''")
    pg_office.cluster.psql(
        f"UPDATE {schema}.site SET scenario_json = '{text}'; "
        f"UPDATE {schema}.store_mark SET value = 2 WHERE key = 'schema_version'",
        "office",
    )
    as_user("rev1")
    with pytest.raises(ProjectFileError, match="upgraded the first time a role that may edit"):
        open_project(_as(address, "rev1"))
    as_user("eng1")
    with open_project(address, readonly=True) as looked:  # upgraded in the read, undone
        assert looked.migrated_from == 2
        assert "facility_types" not in json.loads(looked.sites[0].scenario_text())["site"]
    mark = pg_office.cluster.psql(f"SELECT value FROM {_schema(address)}.store_mark", "office")
    assert "2" in mark.split()
    with open_project(address) as upgraded:
        assert upgraded.migrated_from == 2
        assert "facility_types" not in json.loads(upgraded.sites[0].scenario_text())["site"]
    with open_project(address) as again:
        assert again.migrated_from is None
    backup = pg_office.cluster.psql(f"SELECT value FROM {schema}_v2_backup.store_mark", "office")
    assert "2" in backup.split()


def test_an_unknown_project_name_says_so(pg_office: Office, as_user):
    with pytest.raises(ProjectFileError, match="holds no project"):
        open_project(pg_office.address(_name()))


# --------------------------------------------------------------------------- credentials


def test_credentials_never_appear_in_any_output(pg_office: Office, tmp_path):
    secret = pg_office.passwords["eng1"]
    file = tmp_path / "a.swproj"
    project = _project(2)
    save_project(project, file)
    close_project(project)
    address = pg_office.address(_name())
    with_password = address.replace("eng1@", f"eng1:{secret}@")
    outputs = [
        _run(["project", "copy", str(file), address], pg_office.env()),
        _run(["evaluate", address], pg_office.env()),
        _run(
            ["export", address, "--scenario", str(tmp_path / "s.json"), "--site", "Site 0"],
            pg_office.env(),
        ),  # fmt: skip
        _run(["evaluate", with_password], pg_office.env()),  # refused: a password in it
        _run(["evaluate", address], {**pg_office.env(), "PGPASSWORD": secret + "x"}),  # wrong
        _run(["project", "copy", address, str(file)], pg_office.env()),  # refused: not empty
    ]
    codes = [done.returncode for done in outputs]
    assert codes == [0, 0, 0, 2, 2, 2], [done.stderr for done in outputs]
    assert "holds a password" in outputs[3].stderr
    assert "password authentication failed" in outputs[4].stderr
    for done in outputs:
        assert secret not in done.stdout + done.stderr
        assert "eng1@" not in done.stdout + done.stderr  # addresses are shown masked
    stored = pg_office.cluster.psql(
        f"SELECT string_agg(value, ' ') FROM {_schema(address)}.meta", "office"
    )
    assert secret not in stored
    assert secret not in (tmp_path / "s.json").read_text()


def test_the_password_file_is_enough(pg_office: Office, tmp_path, monkeypatch):
    address = pg_office.address(_name(), tcp=True)
    passfile = tmp_path / "pgpass"
    passfile.write_text(f"127.0.0.1:{pg_office.cluster.port}:office:eng1:"
                        f"{pg_office.passwords['eng1']}\n")  # fmt: skip
    passfile.chmod(0o600)
    monkeypatch.delenv("PGPASSWORD", raising=False)
    monkeypatch.setenv("PGPASSFILE", str(passfile))
    project = _project(1)
    save_project(project, address)
    close_project(project)
    with open_project(address) as opened:
        assert len(opened.sites) == 1


def test_opening_a_file_loads_no_server_library(tmp_path):
    file = tmp_path / "a.swproj"
    project = _project(1)
    save_project(project, file)
    close_project(project)
    code = (
        "import sys; from workbench.core.store import open_project, save_project\n"
        f"p = open_project({str(file)!r}); p.sites[0].name = 'x'; save_project(p)\n"
        "print('psycopg' in sys.modules, 'sqlalchemy' in sys.modules)"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={
            **os.environ, "PYTHONPATH": str(ROOT)}, check=True,
    )  # fmt: skip
    assert done.stdout.split() == ["False", "False"]


def test_cli_import_report_and_rainfall_take_an_address(pg_office: Office, as_user, tmp_path):
    address = _on_server(pg_office, sites=1)
    env = pg_office.env()
    done = _run(["import", str(DEMO), "--project", address], env)
    assert done.returncode == 0, done.stderr
    assert "eng1" not in done.stdout
    out = tmp_path / "r.pdf"
    done = _run(["report", address, "--out", str(out)], env)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:4] == b"%PDF"
    done = _run(["rainfall", "extract", address, "--name", "r.csv", "--out",
                 str(tmp_path / "r.csv")], env)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert (tmp_path / "r.csv").read_bytes() == b"hour,in\n1,0.1\n"
    with open_project(address, readonly=True) as seen:
        assert len(seen.sites) == 2


def test_a_dropped_connection_is_made_again_for_the_next_save(pg_office: Office, as_user):
    address = _on_server(pg_office)
    project = open_project(address)
    pg_office.cluster.psql(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
        "WHERE usename = 'eng1' AND pid <> pg_backend_pid()"
    )
    project.sites[0].name = "first try"
    with pytest.raises(ProjectFileError, match="could not be saved"):
        save_project(project)  # the server went away mid-session: said, nothing lost
    assert project.dirty
    save_project(project)  # and the next save connects again
    close_project(project)
    with open_project(address, readonly=True) as seen:
        assert seen.sites[0].name == "first try"
