"""Fuzzing through the command line (issue 9), beyond test_fuzz.py (which fuzzes the loader and
evaluation in-process and sends fixed payloads and five mutations through the CLI).

Hypothesis-mutated scenario files (wrong types, huge and negative numbers, NaN, unicode, deep
nesting, truncation) go through ``workbench evaluate`` and ``compare`` in-process under a time
limit per file, and a set of nasty files through a real ``python -m workbench`` process under a
timeout: exit 0, or exit 2 with exactly one line on stderr; never a traceback, never exit 1,
never a hang.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.reliability.test_fuzz import _base, _paths, _set, json_values
from workbench import cli

ROOT = Path(__file__).resolve().parents[2]
PER_FILE_S = 20


class Hung(Exception):
    pass


def _raise_hung(signum, frame):
    raise Hung(f"the command did not finish within {PER_FILE_S} s")


def run_in_process(capsys, argv: list[str]) -> tuple[int, str, str]:
    previous = signal.signal(signal.SIGALRM, _raise_hung)
    signal.alarm(PER_FILE_S)
    try:
        code = cli.main(argv)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)
    out, err = capsys.readouterr()
    return code, out, err


def assert_answered_or_one_line(code: int, out: str, err: str) -> None:
    assert code in (0, 2), (code, err)
    if code == 0:
        json.loads(out)
    else:
        lines = err.strip().splitlines()
        assert len(lines) == 1 and lines[0].startswith("error: ") and "Traceback" not in err, err


def mutate(data) -> str:
    doc = _base()
    path = data.draw(st.sampled_from(list(_paths(doc))))
    doc = _set(doc, path, data.draw(json_values))
    text = json.dumps(doc, allow_nan=True, ensure_ascii=data.draw(st.booleans()))
    if data.draw(st.integers(0, 9)) == 0:  # now and then cut the file short
        text = text[: data.draw(st.integers(0, len(text)))]
    return text


@settings(
    max_examples=120,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(data=st.data())
def test_mutated_scenario_files_through_the_command_line(tmp_path, capsys, data):
    path = tmp_path / "fuzz.json"
    path.write_text(mutate(data), encoding="utf-8")
    command = data.draw(st.sampled_from(["evaluate", "compare"]))
    code, out, err = run_in_process(capsys, [command, str(path), "--json"])
    assert_answered_or_one_line(code, out, err)


NASTY = {
    "deep nesting": '{"format": "workbench-scenario/1", "site": '
    + "[" * 50_000
    + "]" * 50_000
    + "}",
    "huge number": '{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": 1'
    + "0" * 5000
    + "}}",
    "NaN literal": '{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": NaN}}',
    "negative counts": '{"format": "workbench-scenario/1", "jurisdiction": "soledad", '
    '"violations": [{"kind": "illicit_discharge", "count": -3, "days": -1}]}',
    "unicode kinds": '{"format": "workbench-scenario/1", '
    '"events": [{"kind": "\\u202e\\ud83d\\ude00", '
    '"at": "2025-01-01"}]}',
    "byte order mark and truncation": "\ufeff"
    + '{"format": "workbench-scenario/1", "site": {"parcel_',
    "lone surrogate": '{"format": "workbench-scenario/1", "name": "\\udc00"}',
}


@pytest.mark.parametrize("name", list(NASTY))
def test_nasty_files_through_a_real_process(tmp_path, name):
    path = tmp_path / "nasty.json"
    path.write_text(NASTY[name], encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, "-m", "workbench", "evaluate", str(path), "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=ROOT,
        env=dict(os.environ),
    )
    assert_answered_or_one_line(proc.returncode, proc.stdout, proc.stderr)
