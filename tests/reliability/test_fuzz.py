"""Fuzzing the scenario loader and the command line: bad input never produces a traceback,
always a one-line message and exit code 2, and never hangs."""

from __future__ import annotations

import json
import math
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench import cli
from workbench.core.evaluate import InputError, evaluate
from workbench.core.plugins.host import load_host
from workbench.core.scenario import ScenarioError, loads

ROOT = Path(__file__).resolve().parents[2]
DEMOS = sorted((ROOT / "resources" / "demo").glob("*.json"))
HOST = load_host()

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.sampled_from(
        ["2025-02-30", "2025-03-14T25:00", "NaN", "-1", "1e999", "\u202e\u0000", "2025-03-14"]
    ),
)
json_values = st.recursive(
    scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4)
    ),
    max_leaves=20,
)


def _base() -> dict:
    return (
        json.loads(DEMOS[0].read_text())
        if DEMOS
        else {"format": "workbench-scenario/1", "site": {}}
    )


def _paths(value, prefix=()):
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from _paths(child, (*prefix, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _paths(child, (*prefix, index))


def _set(doc, path, value):
    if not path:
        return value
    node = doc
    for part in path[:-1]:
        node = node[part]
    node[path[-1]] = value
    return doc


def _accepts_or_one_line(text: str) -> None:
    try:
        scenario = loads(text)
    except ScenarioError as error:
        message = str(error)
        assert message and "\n" not in message and "Traceback" not in message
        return
    try:
        evaluate(HOST, scenario, "all")
    except InputError as error:
        assert "\n" not in str(error)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=json_values)
def test_arbitrary_json_never_crashes_the_loader(value):
    _accepts_or_one_line(json.dumps(value, allow_nan=True))


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_mutated_demo_scenarios_never_crash(data):
    doc = _base()
    paths = list(_paths(doc))
    path = data.draw(st.sampled_from(paths))
    doc = _set(doc, path, data.draw(json_values))
    _accepts_or_one_line(json.dumps(doc, allow_nan=True))


@settings(max_examples=60, deadline=None)
@given(cut=st.integers(min_value=0, max_value=10_000))
def test_truncated_files_are_refused_with_one_line(cut):
    text = (
        DEMOS[0].read_text()
        if DEMOS
        else '{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": 1}}'
    )
    cut = cut % len(text)
    truncated = text[:cut]
    try:
        json.loads(truncated)
    except ValueError:
        with pytest.raises(ScenarioError) as info:
            loads(truncated)
        assert "\n" not in str(info.value)


LONG_NAME = "\u00e9\U0001f600" * 5000  # 10,000 characters: the longest text allowed


@pytest.mark.parametrize(
    ("payload", "expected"),
    [
        ("[" * 100_000, 2),
        ('{"format": "workbench-scenario/1", "name": "' + LONG_NAME + '"}', 0),
        ('{"format": "workbench-scenario/1", "name": "' + LONG_NAME + 'x"}', 2),
        ('{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": 1e400}}', 2),
        ('{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": -0.0001}}', 2),
        (
            '{"format": "workbench-scenario/1", '
            '"violations": [{"kind": "x", "count": 10000000000000}]}',
            2,
        ),
        ('{"format": "workbench-scenario/1", "as_of": "9999-12-31"}', 2),
        ('{"format": "workbench-scenario/1", "as_of": "0001-01-01"}', 2),
        ('{"format": "workbench-scenario/1", "name": "a", "name": "b"}', 2),
        ("\xff\xfe garbage", 2),
        ("", 2),
    ],
)
def test_nasty_payloads_in_process(tmp_path, capsys, payload, expected):
    """Each payload has one right outcome: accepting an absurd value fails the test."""
    path = tmp_path / "nasty.json"
    path.write_bytes(payload.encode("utf-8", "surrogatepass"))
    code = cli.main(["evaluate", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == expected, err
    if code == 0:
        assert json.loads(out)["scenario"] == LONG_NAME
    else:
        assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


def test_command_line_subprocess_on_mutations(tmp_path):
    """A handful of mutated files through the real command line, each under a time limit."""
    doc = _base()
    cases = [
        _set(json.loads(json.dumps(doc)), ("site",), []),
        _set(json.loads(json.dumps(doc)), ("format",), 1),
        {**doc, "events": [{"kind": "x", "at": "2025-13-40"}]},
        {**doc, "drainage_areas": [{"name": "a", "area_sqft": -1}]},
        {**doc, "site": {**doc.get("site", {}), "parcel_area_sqft": "1,000"}},
    ]
    for index, case in enumerate(cases):
        path = tmp_path / f"m{index}.json"
        path.write_text(json.dumps(case))
        proc = subprocess.run(
            [sys.executable, "-m", "workbench", "evaluate", str(path), "--json"],
            capture_output=True,
            text=True,
            timeout=60,
            cwd=ROOT,
            env=dict(os.environ),
        )
        assert proc.returncode == 2, (case, proc.stderr)
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_nan_is_never_accepted():
    with pytest.raises(ScenarioError):
        loads(
            json.dumps(
                {"format": "workbench-scenario/1", "site": {"parcel_area_sqft": math.nan}},
                allow_nan=True,
            )
        )
