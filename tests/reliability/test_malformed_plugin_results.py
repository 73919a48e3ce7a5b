"""Plugin faults beyond test_plugin_faults.py: malformed *results* and odd exceptions.

A rule returning an Outcome whose reasons are not a list, a sizing tool whose outputs are not
quantities, a rule that calls sys.exit(), a deadline filter that loops, penalty and deadline
descriptors with values of the wrong type, a rule written with another signature than
``evaluate(ctx)``: each is reported against its own plugin (an
``error`` finding or tool, or a degraded plugin record) and the other cities still evaluate.
"""

from __future__ import annotations

import json
import sys
import time

import pytest

from workbench.core import watchdog
from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.plugins.host import BUNDLED, Host
from workbench.core.rules import (
    ApplicabilityRule,
    Classification,
    DeadlineRule,
    Jurisdiction,
    Outcome,
    PenaltySchedule,
    PenaltyTier,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    applies,
    cite,
)

SRC = "000_085165dcaf1d7ca0.txt"
CITE = (cite(SRC, None, 1, 1, "Stormwater Quality"),)

RULE_RESULTS = {
    "reasons_not_a_list": lambda ctx: Outcome("applies", None),  # type: ignore[arg-type]
    "flags_not_iterable": lambda ctx: Outcome("applies", ["ok"], 5),  # type: ignore[arg-type]
    "status_unhashable": lambda ctx: Outcome(["applies"], ["ok"]),  # type: ignore[arg-type]
    "returns_a_dict": lambda ctx: {"status": "applies"},
    "calls_sys_exit": lambda ctx: sys.exit(3),
    "raises_generator_exit": lambda ctx: (_ for _ in ()).throw(GeneratorExit()),
}
SIZING_RESULTS = {
    "outputs_not_quantities": lambda ctx: SizingResult(outputs={"v": 5}),  # type: ignore[dict-item]
    "outputs_not_a_dict": lambda ctx: SizingResult(outputs=[1, 2]),  # type: ignore[arg-type]
    "plot_series_not_series": lambda ctx: SizingResult(
        outputs={"v": Quantity(1.0, "cu ft")}, plot=PlotSpec("t", "x", "y", series=(1, 2))
    ),  # type: ignore[arg-type]
    "steps_not_iterable": lambda ctx: SizingResult(outputs={}, steps=7),  # type: ignore[arg-type]
    "when_calls_sys_exit": None,
}


class Odd:
    """A plugin whose rules and tools return malformed results."""

    @hookimpl
    def wb_jurisdiction(self):
        return Jurisdiction(
            id="odd",
            name="Odd",
            ordinance="Test",
            chapter="1",
            source_file=SRC,
            ruleset_version="1",
            plugin_version="1",
        )

    @hookimpl
    def wb_applicability_rules(self):
        rules = [
            ApplicabilityRule(
                id=name, title=name, category="exemption", citations=CITE, evaluate=fn
            )
            for name, fn in RULE_RESULTS.items()
        ]
        return rules + [
            ApplicabilityRule(
                id="fine",
                title="fine",
                category="exemption",
                citations=CITE,
                evaluate=lambda ctx: applies("fine"),
            )
        ]

    @hookimpl
    def wb_sizing_tools(self):
        tools = [
            SizingTool(id=name, title=name, citations=CITE, compute=fn)
            for name, fn in SIZING_RESULTS.items()
            if fn is not None
        ]
        tools.append(
            SizingTool(
                id="when_calls_sys_exit",
                title="w",
                citations=CITE,
                compute=lambda ctx: SizingResult(outputs={}),
                when=lambda s: sys.exit(4),
            )
        )
        return tools

    @hookimpl
    def wb_deadline_rules(self):
        def loops(scenario):
            while True:
                pass

        return [
            DeadlineRule(
                id="filter_loops",
                title="f",
                trigger="notice",
                amount=3,
                unit="calendar_days",
                citations=CITE,
                when=loops,
            ),
            DeadlineRule(
                id="fine",
                title="f",
                trigger="notice",
                amount=3,
                unit="calendar_days",
                citations=CITE,
            ),
        ]


def host_with(plugin, name="odd") -> Host:
    host = Host()
    host.register(plugin, name)
    for city, module in BUNDLED.items():
        host.load_module(city, module)
    return host


SCENARIO = Scenario.model_validate(
    {
        "format": "workbench-scenario/1",
        "name": "f",
        "as_of": "2025-06-01",
        "site": {
            "disturbed_area_sqft": 50_000,
            "new_impervious_sqft": 12_000,
            "project_type": "new_development",
        },
        "drainage_areas": [{"name": "A", "area_sqft": 10_000, "impervious_fraction": 0.8}],
    }
)


def _cities_work(host: Host, scenario: Scenario) -> None:
    for city in BUNDLED:
        result = evaluate(host, scenario, city)["results"][0]
        assert all(f["status"] != "error" for f in result["findings"]), city
        assert all(s["status"] != "error" for s in result["sizing"]), (
            city,
            [s["warnings"] for s in result["sizing"] if s["status"] == "error"],
        )


@pytest.fixture
def short_limit(monkeypatch):
    # One-time work (numpy's import, reading the rainfall record) is done under the normal
    # limit first: on a loaded machine it can take longer than the short one.
    host = host_with(Odd())
    for city in BUNDLED:
        evaluate(host, SCENARIO, city)
    monkeypatch.setattr(watchdog, "DEFAULT_LIMIT_S", 0.3)


def test_malformed_rule_and_sizing_results_are_errors_of_that_plugin(short_limit):
    host = host_with(Odd())
    scenario = Scenario.model_validate(
        {**SCENARIO.to_json(), "events": [{"kind": "notice", "at": "2025-06-02"}]}
    )
    start = time.monotonic()
    result = evaluate(host, scenario, "odd")["results"][0]
    assert time.monotonic() - start < 10
    findings = {f["rule_id"]: f for f in result["findings"]}
    for name in RULE_RESULTS:
        assert findings[name]["status"] == "error", (name, findings[name])
        assert len(findings[name]["reasons"]) == 1 and findings[name]["reasons"][0], name
    assert findings["fine"]["status"] == "applies"
    tools = {t["tool_id"]: t for t in result["sizing"]}
    for name in SIZING_RESULTS:
        assert tools[name]["status"] == "error", (name, tools[name])
    # a filter that loops keeps its deadline (safer than hiding it) and is stopped
    assert sorted(d["rule_id"] for d in result["deadlines"]) == ["filter_loops", "fine"]
    json.dumps(result)  # the document stays JSON
    _cities_work(host, SCENARIO)


class BadDescriptors:
    """Descriptors whose fields have the wrong types: refused at registration."""

    @hookimpl
    def wb_jurisdiction(self):
        return Jurisdiction(
            id="bad",
            name="Bad",
            ordinance="Test",
            chapter="1",
            source_file=SRC,
            ruleset_version="1",
            plugin_version="1",
        )

    @hookimpl
    def wb_penalty_schedules(self):
        return [
            PenaltySchedule(
                id="amount_text", title="t", basis="civil", citations=CITE, max_usd="100"
            ),  # type: ignore[arg-type]
            PenaltySchedule(id="negative", title="t", basis="civil", citations=CITE, max_usd=-5.0),
            PenaltySchedule(
                id="per_unknown", title="t", basis="civil", citations=CITE, max_usd=5.0, per="week"
            ),  # type: ignore[arg-type]
            PenaltySchedule(
                id="tier_not_a_tier", title="t", basis="civil", citations=CITE, tiers=(3,)
            ),  # type: ignore[arg-type]
            PenaltySchedule(
                id="tier_amount_text",
                title="t",
                basis="civil",
                citations=CITE,
                tiers=(PenaltyTier(1, "x", ""),),
            ),  # type: ignore[arg-type]
            PenaltySchedule(
                id="applies_to_text",
                title="t",
                basis="civil",
                citations=CITE,
                max_usd=5.0,
                applies_to="spill",
            ),  # type: ignore[arg-type]
            PenaltySchedule(
                id="ok",
                title="t",
                basis="civil",
                citations=CITE,
                max_usd=100.0,
                applies_to=("spill",),
            ),
        ]

    @hookimpl
    def wb_deadline_rules(self):
        return [
            DeadlineRule(
                id="direction",
                title="t",
                trigger="notice",
                amount=1,
                unit="calendar_days",
                citations=CITE,
                direction="sideways",
            ),  # type: ignore[arg-type]
            DeadlineRule(
                id="amount_bool",
                title="t",
                trigger="notice",
                amount=True,
                unit="calendar_days",
                citations=CITE,
            ),
            DeadlineRule(
                id="ok", title="t", trigger="notice", amount=1, unit="calendar_days", citations=CITE
            ),
        ]


def test_descriptors_with_wrong_types_are_refused_and_reported():
    host = host_with(BadDescriptors(), "bad")
    record = host.records["bad"]
    assert record.status == "degraded"
    refused = " ".join(record.errors)
    for name in (
        "amount_text",
        "negative",
        "per_unknown",
        "tier_not_a_tier",
        "tier_amount_text",
        "applies_to_text",
        "direction",
        "amount_bool",
    ):
        assert f"'{name}'" in refused, (name, record.errors)
    assert [s.id for s in host.descriptors("bad", "penalty")] == ["ok"]
    assert [d.id for d in host.descriptors("bad", "deadline")] == ["ok"]
    scenario = Scenario.model_validate(
        {
            **SCENARIO.to_json(),
            "jurisdiction": "bad",
            "events": [{"kind": "notice", "at": "2025-06-02"}],
            "violations": [{"kind": "spill", "count": 2, "days": 3}],
        }
    )
    result = evaluate(host, scenario, "bad")["results"][0]
    assert [p["rule_id"] for p in result["penalties"]] == ["ok"]
    assert [d["rule_id"] for d in result["deadlines"]] == ["ok"]
    _cities_work(host, SCENARIO)


class OldSignatures:
    """Rules, a classification and a tool that cannot be called with the one context."""

    @hookimpl
    def wb_jurisdiction(self):
        return Jurisdiction(
            id="old",
            name="Old",
            ordinance="Test",
            chapter="1",
            source_file=SRC,
            ruleset_version="1",
            plugin_version="1",
        )

    @hookimpl
    def wb_applicability_rules(self):
        def two_arguments(site, params):
            return applies("never reached")

        return [
            ApplicabilityRule(
                id="two_arguments",
                title="t",
                category="exemption",
                citations=CITE,
                evaluate=two_arguments,
            ),
            ApplicabilityRule(
                id="no_argument",
                title="t",
                category="exemption",
                citations=CITE,
                evaluate=lambda: applies("never reached"),
            ),
            ApplicabilityRule(
                id="fine",
                title="t",
                category="exemption",
                citations=CITE,
                evaluate=lambda ctx: applies("ok"),
            ),
        ]

    @hookimpl
    def wb_classifications(self):
        return [
            Classification(
                id="regulated", title="t", citations=CITE, decide=lambda s, p: applies("never")
            )
        ]

    @hookimpl
    def wb_sizing_tools(self):
        return [
            SizingTool(
                id="volume",
                title="t",
                citations=CITE,
                compute=lambda s, p: SizingResult(outputs={}),
            )
        ]


def test_a_rule_with_another_signature_than_ctx_is_refused_by_name():
    host = host_with(OldSignatures(), "old")
    record = host.records["old"]
    assert record.status == "degraded"
    assert sorted(record.errors) == [
        "wb_applicability_rules: ApplicabilityRule 'no_argument' evaluate must take one "
        "argument, the evaluation context (evaluate(ctx)), not evaluate()",
        "wb_applicability_rules: ApplicabilityRule 'two_arguments' evaluate must take one "
        "argument, the evaluation context (evaluate(ctx)), not evaluate(site, params)",
        "wb_classifications: Classification 'regulated' decide must take one argument, the "
        "evaluation context (decide(ctx)), not decide(s, p)",
        "wb_sizing_tools: SizingTool 'volume' compute must take one argument, the evaluation "
        "context (compute(ctx)), not compute(s, p)",
    ]
    assert [r.id for r in host.descriptors("old", "applicability")] == ["fine"]
    assert host.descriptors("old", "sizing") == []
    scenario = Scenario.model_validate({**SCENARIO.to_json(), "jurisdiction": "old"})
    result = evaluate(host, scenario, "old")["results"][0]
    assert [(f["rule_id"], f["status"]) for f in result["findings"]] == [("fine", "applies")]
    _cities_work(host, SCENARIO)
