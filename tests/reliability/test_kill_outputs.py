"""Issue 43: a kill -9 loop over ``report``, ``export --csv`` and ``rainfall import``, each
writing over an older output. After every kill the output is the old one or the new one
(whole), never a mix of the CSV set's old and new members; after the next write, nothing but
the outputs is left in the folder (a killed writer's temporary file is removed by it).

Kills fall between a quarter of an uninterrupted run's time and its end (a shared machine's
load moves the moment of writing; the late ones land in it). Marked slow: about a minute on
two shared cores.
"""

from __future__ import annotations

import hashlib
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from workbench.outputs.workbook import TABLE_NAMES

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo"
RECORD = ROOT / "resources" / "rainfall" / "synthetic_hourly.csv"
TABLES = TABLE_NAMES  # every member of the CSV set

ROUNDS = {"report": 4, "csv": 8, "rainfall": 6}

pytestmark = pytest.mark.slow


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def argv_for(kind: str, folder: Path, new: bool) -> list[str]:
    scenario = str(DEMO / ("soledad.json" if new else "del_mar.json"))
    if kind == "report":
        return ["report", scenario, "--out", str(folder / "old.pdf")]
    if kind == "csv":
        return ["export", scenario, "--csv", str(folder / "old.csv")]
    source = folder.parent / ("new-in.csv" if new else "old-in.csv")
    return ["rainfall", "import", str(source), "--out", str(folder / "r.csv")]


def outputs(kind: str, folder: Path) -> list[Path]:
    if kind == "report":
        return [folder / "old.pdf"]
    if kind == "csv":
        return [folder / f"old-{t}.csv" for t in TABLES]
    return [folder / "r.csv"]


def start(argv: list[str]) -> subprocess.Popen[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-m", "workbench", *argv],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def finish(argv: list[str]) -> float:
    began = time.monotonic()
    proc = start(argv)
    _out, err = proc.communicate(timeout=600)
    assert proc.returncode == 0, err
    return time.monotonic() - began


def pdf_whole(path: Path) -> bool:
    data = path.read_bytes()
    if not (data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")):
        return False
    start_at = int(data[data.rindex(b"startxref") + 9 :].split()[0])
    return data[start_at : start_at + 4] == b"xref"


@pytest.mark.parametrize("kind", list(ROUNDS))
def test_kill_9_loop_leaves_old_or_new_never_a_mix(tmp_path: Path, kind: str) -> None:
    rng = random.Random(43)
    text = RECORD.read_text("utf-8").splitlines(keepends=True)
    (tmp_path / "old-in.csv").write_text("".join(text[: len(text) // 2]), "utf-8")
    (tmp_path / "new-in.csv").write_text("".join(text), "utf-8")
    ref, work = tmp_path / "ref", tmp_path / "work"
    ref.mkdir()
    work.mkdir()
    finish(argv_for(kind, ref, new=True))  # the new output, for comparison
    new = {p.name: digest(p) for p in outputs(kind, ref)}
    duration = finish(argv_for(kind, work, new=False))
    old = {p.name: digest(p) for p in outputs(kind, work)}
    expected_names = sorted(old)
    kills = landed_new = 0
    for _round in range(ROUNDS[kind]):
        proc = start(argv_for(kind, work, new=True))
        time.sleep(rng.uniform(0.25, 1.0) * duration)
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        proc.wait(timeout=600)
        now = {p.name: digest(p) for p in outputs(kind, work)}
        if kind == "report":
            assert now == old or pdf_whole(work / "old.pdf"), "a damaged PDF"
            landed_new += now != old
        else:
            assert now in (old, new), f"a mix: {now}"
            landed_new += now == new
        leftovers = sorted(set(os.listdir(work)) - set(expected_names))
        assert all(n.startswith(".") and n.endswith(".part") for n in leftovers), leftovers
        old = now  # the next round writes over what is there now
    assert kills >= 2, "the runs must be killed, not finish (the machine was much faster?)"
    finish(argv_for(kind, work, new=True))  # the next write removes any debris
    assert sorted(os.listdir(work)) == expected_names
    assert {p.name: digest(p) for p in outputs(kind, work)} == new or kind == "report"
