"""Plugin faults: each kind is reported against the right plugin and the others keep working."""

from __future__ import annotations

import time

import pytest

from workbench.core import watchdog
from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.plugins.host import BUNDLED, Host
from workbench.core.rules import (
    ApplicabilityRule,
    Jurisdiction,
    SizingResult,
    SizingTool,
    applies,
    cite,
)

SRC = "000_085165dcaf1d7ca0.txt"
CITE = (cite(SRC, None, 1, 1, "Stormwater Quality"),)


def rule(rule_id, fn):
    return ApplicabilityRule(
        id=rule_id, title=rule_id, category="exemption", citations=CITE, evaluate=fn
    )


class Faulty:
    """A plugin whose fault is chosen by ``mode``."""

    def __init__(self, jid: str, mode: str) -> None:
        self.jid, self.mode = jid, mode

    @hookimpl
    def wb_jurisdiction(self):
        return Jurisdiction(
            id=self.jid,
            name=self.jid,
            ordinance="Test",
            chapter="1",
            source_file=SRC,
            ruleset_version="1",
            plugin_version="1",
        )

    @hookimpl
    def wb_applicability_rules(self):
        if self.mode == "hook_raises":
            raise RuntimeError("hook exploded")
        if self.mode == "malformed":
            return [{"id": "not a descriptor"}, rule("fine", lambda ctx: applies("fine"))]
        if self.mode == "hook_loops":
            while True:
                pass

        def body(ctx):
            if self.mode == "rule_raises":
                raise KeyError("missing key inside rule")
            if self.mode == "rule_loops":
                while True:
                    time.sleep(0.001)
            return applies("fine")

        return [rule("r", body), rule("other", lambda ctx: applies("still fine"))]

    @hookimpl
    def wb_sizing_tools(self):
        def compute(ctx):
            if self.mode == "sizing_loops":
                while True:
                    pass
            return SizingResult(outputs={})

        return [SizingTool(id="t", title="t", citations=CITE, compute=compute)]


def host_with(mode: str) -> Host:
    host = Host()
    host.register(Faulty("faulty", mode), "faulty")
    for name, module in BUNDLED.items():
        host.load_module(name, module)
    return host


SCENARIO = Scenario.model_validate(
    {"format": "workbench-scenario/1", "name": "f", "site": {"disturbed_area_sqft": 50_000}}
)


def others_work(host: Host) -> None:
    doc = evaluate(host, SCENARIO, "all")
    cities = {r["jurisdiction"]: r for r in doc["results"]}
    for city in BUNDLED:
        assert host.records[city].status == "ok", host.records[city].errors
        assert all(f["status"] != "error" for f in cities[city]["findings"]), city


@pytest.mark.parametrize(
    "mode, needle",
    [("hook_raises", "hook exploded"), ("malformed", "dict is not a ApplicabilityRule")],
)
def test_hook_faults_are_recorded_on_the_plugin(mode, needle):
    host = host_with(mode)
    record = host.records["faulty"]
    assert record.status == "degraded"
    assert any(needle in e for e in record.errors), record.errors
    others_work(host)


def test_import_fault(tmp_path, monkeypatch):
    (tmp_path / "city_that_raises.py").write_text("raise ImportError('cannot import city data')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    host = Host()
    host.load_module("raiser", "city_that_raises")
    for name, module in BUNDLED.items():
        host.load_module(name, module)
    assert host.records["raiser"].status == "broken"
    assert "cannot import city data" in host.records["raiser"].errors[0]
    others_work(host)


def test_rule_fault_is_an_error_finding_of_that_plugin():
    host = host_with("rule_raises")
    result = next(
        r for r in evaluate(host, SCENARIO, "all")["results"] if r["jurisdiction"] == "faulty"
    )
    by_id = {f["rule_id"]: f for f in result["findings"]}
    assert by_id["r"]["status"] == "error" and "KeyError" in by_id["r"]["reasons"][0]
    assert by_id["other"]["status"] == "applies"
    others_work(host)


@pytest.fixture
def short_limit(monkeypatch):
    monkeypatch.setattr(watchdog, "DEFAULT_LIMIT_S", 0.3)


def test_rule_looping_past_the_limit_is_stopped(short_limit):
    host = host_with("rule_loops")
    start = time.monotonic()
    result = next(
        r for r in evaluate(host, SCENARIO, "all")["results"] if r["jurisdiction"] == "faulty"
    )
    assert time.monotonic() - start < 5
    by_id = {f["rule_id"]: f for f in result["findings"]}
    assert by_id["r"]["status"] == "error" and "did not finish" in by_id["r"]["reasons"][0]
    assert by_id["other"]["status"] == "applies"
    others_work(host)


def test_sizing_looping_past_the_limit_is_stopped(short_limit):
    host = host_with("sizing_loops")
    result = next(
        r for r in evaluate(host, SCENARIO, "all")["results"] if r["jurisdiction"] == "faulty"
    )
    (tool,) = result["sizing"]
    assert tool["status"] == "error" and "did not finish" in tool["warnings"][0]


def test_hook_looping_at_load_is_stopped(short_limit):
    start = time.monotonic()
    host = host_with("hook_loops")
    assert time.monotonic() - start < 10
    record = host.records["faulty"]
    assert any("time limit" in e for e in record.errors), record.errors
    others_work(host)
