"""Crash safety (issue 9): a process saving a project over and over is killed (SIGKILL) at random
moments, 120 times; after every kill the file opens and holds exactly the last completed save.

Same pattern as tests/core/test_store.py (which kills 20 times), made fast enough for 120: one
helper process imports the store once and forks a saver per round (a fork is milliseconds, an
interpreter start is most of a second here). Every save is deterministic in its counter n
(which sites are renamed and get new results, when a site moves to the front), so after each
kill this test rebuilds the expected project for the counter the file holds and compares the
whole project: site ids, order, names, results and settings. The file may hold the save the
saver reported last, or one more if the kill fell between COMMIT and the report; nothing else.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from workbench.core.scenario import parse_scenario
from workbench.core.store import (
    close_project,
    new_project,
    open_project,
    save_project,
)

REPO = Path(__file__).resolve().parents[2]
ROUNDS = 120
SITES = 6

#: The edits of save number n, applied by the saver to the project and by this test to its
#: expected model of it: a list of [site id, name, result counter or None].
EDITS = textwrap.dedent(
    """
    def edit(sites, n, rename, set_result, move_last_to_front):
        for i, site in enumerate(sites):
            if (n + i) % 3 == 0:
                rename(site, f"site {n}-{i}")
                set_result(site, n)
        if n % 4 == 0:
            move_last_to_front()
    """
)

HELPER = EDITS + textwrap.dedent(
    """
    import json, os, random, signal, sys, time
    from workbench.core.store import StoredResult, open_project, save_project

    def save_forever(path, report):
        project = open_project(path)
        n = project.settings.get("counter", 0)

        def rename(site, name):
            site.name = name

        def set_result(site, counter):
            site.results["livingston"] = StoredResult("livingston", "1", "r", "2025-01-01",
                                                      {"counter": counter, "pad": "x" * 2000})

        def move_last_to_front():
            project.sites.insert(0, project.sites.pop())

        while True:
            n += 1
            edit(project.sites, n, rename, set_result, move_last_to_front)
            project.settings["counter"] = n
            save_project(project)
            os.write(report, f"{n}\\n".encode())  # < PIPE_BUF: never a partial line

    path, rounds, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    rng = random.Random(seed)
    for _ in range(rounds):
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read_end)
            try:
                save_forever(path, write_end)
            finally:
                os._exit(1)
        os.close(write_end)
        reader = os.fdopen(read_end)
        first = reader.readline()  # the saver has opened the file and saved once
        time.sleep(rng.uniform(0.0, 0.04))
        os.kill(pid, signal.SIGKILL)
        _, status = os.waitpid(pid, 0)
        lines = (first + reader.read()).split()
        reader.close()
        journal = os.path.exists(path + "-journal")
        killed = os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGKILL
        last = int(lines[-1]) if lines else None
        print(json.dumps({"last": last, "killed": killed, "journal": journal}), flush=True)
        if sys.stdin.readline().strip() != "next":
            break
    """
)

namespace: dict[str, Any] = {}
exec(EDITS, namespace)  # noqa: S102 - the same edit() the saver runs
edit = namespace["edit"]


def scenario(i: int):
    return parse_scenario(
        {
            "format": "workbench-scenario/1",
            "name": f"k{i}",
            "jurisdiction": "livingston",
            "site": {"parcel_area_sqft": 10_000 + i},
        }
    )


def expected_state(initial: list[list[Any]], counter: int) -> list[list[Any]]:
    sites = [list(s) for s in initial]

    def rename(site, name):
        site[1] = name

    def set_result(site, n):
        site[2] = n

    def move_last_to_front():
        sites.insert(0, sites.pop())

    for n in range(1, counter + 1):
        edit(sites, n, rename, set_result, move_last_to_front)
    return sites


#: The first bytes of a rollback journal that needs playing back (sqlite3.c ``aJournalMagic``);
#: a journal killed before its header was synced starts with zeros and is ignored by SQLite.
JOURNAL_MAGIC = bytes.fromhex("d9d505f920a163d7")


def _hot_journal(path: Path) -> bool:
    journal = Path(f"{path}-journal")
    return journal.exists() and journal.read_bytes()[:8] == JOURNAL_MAGIC


def read_state(path: Path, readonly: bool = False) -> tuple[int, list[list[Any]]]:
    with open_project(path, readonly=readonly) as project:
        counter = project.settings.get("counter", 0)
        sites = []
        for site in project.sites:
            result = site.results.get("livingston")
            sites.append([site.id, site.name, None if result is None else result.data["counter"]])
            assert site.scenario.name  # every scenario still parses
        return counter, sites


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs fork (POSIX)")
def test_a_saving_process_killed_120_times_never_loses_a_completed_save(tmp_path):
    path = tmp_path / "crash.swproj"
    project = new_project("Crash test")
    for i in range(SITES):
        project.add_site(scenario(i))
    save_project(project, path)
    initial = [[s.id, s.name, None] for s in project.sites]
    close_project(project)

    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    helper = subprocess.Popen(
        [sys.executable, "-c", HELPER, str(path), str(ROUNDS), "20250310"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    known = 0
    mid_save = 0
    try:
        assert helper.stdin is not None and helper.stdout is not None
        for round_ in range(ROUNDS):
            line = helper.stdout.readline()
            assert line, helper.stderr.read() if helper.stderr else "helper ended"
            report = json.loads(line)
            assert report["killed"] and report["last"] is not None, report
            mid_save += report["journal"]  # killed inside a transaction: a rollback journal is left
            last = report["last"]
            assert last > known
            if (
                round_ % 10 == 0 and report["journal"]
            ):  # a viewer recovers a copy, the file untouched
                before = path.read_bytes()
                counter_ro, sites_ro = read_state(path, readonly=True)
                assert path.read_bytes() == before
            counter, sites = read_state(path)  # rolls an interrupted save back, in place
            assert counter in (last, last + 1), (round_, last, counter)
            assert sites == expected_state(initial, counter), (round_, counter)
            if round_ % 10 == 0 and report["journal"]:
                assert (counter_ro, sites_ro) == (counter, sites)
            assert not _hot_journal(path)  # rolled back; a journal left is one SQLite ignores
            known = counter
            helper.stdin.write("next\n")
            helper.stdin.flush()
    finally:
        helper.kill()
        helper.wait()
    assert known >= ROUNDS
    assert mid_save >= ROUNDS // 10, mid_save  # many kills landed inside a save
    # the lock of the last killed saver is stale and taken over; nothing else is left beside the
    # file
    with open_project(path) as project:
        assert len(project.sites) == SITES
    assert {p.name for p in tmp_path.iterdir()} <= {"crash.swproj", "crash.swproj-journal"}
    assert not _hot_journal(path)
