"""The evaluation context: classifications decided once, gated results, fresh documents."""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.core import ctxcity
from workbench.core.context import Context
from workbench.core.evaluate import evaluate, required_by
from workbench.core.facts import Tri, all_of, any_of, negate
from workbench.core.model import PROJECT_TYPES, Scenario
from workbench.core.plugins.host import Host
from workbench.core.rules import Classification, Outcome
from workbench.core.sizing_totals import add_site_totals


@pytest.fixture(scope="module")
def host() -> Host:
    h = Host(strict=True)
    h.register(ctxcity, "ctxcity")
    return h


def run(host: Host, site: dict[str, Any], **extra: Any) -> dict[str, Any]:
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "ctxcity",
            "as_of": "2025-06-01",
            "site": site,
            **extra,
        }
    )
    return evaluate(host, scenario)["results"][0]


EVENTS = {
    "events": [
        {"kind": "application_filed", "at": "2025-06-02"},
        {"kind": "notice_received", "at": "2025-06-02"},
    ],
    "drainage_areas": [{"name": "Roof", "area_sqft": 1200}, {"name": "Lot", "area_sqft": 3600}],
    "violations": [{"kind": "any", "count": 1, "days": 2}],
    "forms": {"ctxcity.plan_form": {"name": "x"}},
}


def test_created_area_alone_decides_when_it_meets_the_threshold(host: Host) -> None:
    result = run(host, {"new_impervious_sqft": 6_000})
    (regulated,) = result["classifications"]
    assert regulated["status"] == "applies"
    assert result["findings"][0]["status"] == "applies"
    assert result["findings"][0]["based_on"] == ["regulated"]


def test_an_open_threshold_names_only_the_missing_fact(host: Host) -> None:
    result = run(host, {"new_impervious_sqft": 1_000, "hillside": False})
    (regulated,) = result["classifications"]
    assert regulated["status"] == "needs_info"
    assert regulated["missing"] == ["site.replaced_impervious_sqft"]


def test_known_facts_that_cannot_reach_the_threshold_do_not_apply(host: Host) -> None:
    result = run(
        host, {"new_impervious_sqft": 1_000, "replaced_impervious_sqft": 3_999, "hillside": False}
    )
    assert result["classifications"][0]["status"] == "does_not_apply"


def test_gated_results_are_not_required_where_the_finding_does_not_apply(host: Host) -> None:
    site = {"new_impervious_sqft": 100, "replaced_impervious_sqft": 0, "hillside": False}
    result = run(host, site, **EVENTS)
    assert [d["rule_id"] for d in result["deadlines"]] == ["appeal"]
    assert result["deadlines"][0]["required"] == "yes"
    (left_out,) = result["deadlines_left_out"]
    assert left_out["rule_id"] == "plan_due" and "plan: does not apply" in left_out["reason"]
    (sizing,) = result["sizing"]
    assert sizing["required"] == "no" and sizing["gated_by"] == ["plan"]
    assert result["forms"][0]["required"] == "no"
    assert result["penalties"][0]["required"] == "no"


def test_gated_results_are_conditional_while_the_finding_is_open(host: Host) -> None:
    result = run(host, {"new_impervious_sqft": 100}, **EVENTS)
    due = {d["rule_id"]: d["required"] for d in result["deadlines"]}
    assert due == {"plan_due": "conditional", "appeal": "yes"}
    assert result["sizing"][0]["required"] == "conditional"


def test_gated_results_are_required_where_the_finding_applies(host: Host) -> None:
    result = run(host, {"new_impervious_sqft": 9_000}, **EVENTS)
    assert {d["rule_id"] for d in result["deadlines"]} == {"plan_due", "appeal"}
    assert result["deadlines_left_out"] == []
    assert result["sizing"][0]["required"] == "yes"


def test_site_totals_of_per_area_outputs(host: Host) -> None:
    outputs = run(host, {"new_impervious_sqft": 9_000}, **EVENTS)["sizing"][0]["outputs"]
    assert outputs["design_volume_cuft"]["value"] == pytest.approx(100 + 300)
    # composite runoff coefficient weighted by area: (0.5 x 1200 + 0.6 x 3600) / 4800
    assert outputs["runoff_coefficient"]["value"] == pytest.approx(0.575)


def test_documents_share_no_mutable_object(host: Host) -> None:
    site = {"new_impervious_sqft": 9_000}
    first = run(host, site, **EVENTS)
    before = json.dumps(run(host, site, **EVENTS), sort_keys=True)

    def scribble(node: Any) -> None:
        if isinstance(node, dict):
            for value in node.values():
                scribble(value)
            node["scribbled"] = True
        elif isinstance(node, list):
            for value in node:
                scribble(value)
            node.append("scribbled")

    scribble(first)
    assert json.dumps(run(host, site, **EVENTS), sort_keys=True) == before


@pytest.mark.parametrize(
    ("statuses", "expected"),
    [
        ({}, "conditional"),
        ({"a": "applies"}, "yes"),
        ({"a": "does_not_apply", "b": "does_not_apply"}, "no"),
        ({"a": "does_not_apply", "b": "needs_info"}, "conditional"),
        ({"a": "error", "b": "does_not_apply"}, "conditional"),
        ({"a": "needs_info", "b": "applies"}, "yes"),
    ],
)
def test_required_by(statuses: dict[str, str], expected: str) -> None:
    assert required_by(("a", "b"), statuses) == expected
    assert required_by((), statuses) == "yes"


def test_an_unknown_gate_is_a_plugin_error() -> None:
    import types

    bad = types.SimpleNamespace(
        wb_jurisdiction=ctxcity.wb_jurisdiction,
        wb_sizing_tools=lambda: [
            ctxcity.SizingTool("v", "V", (ctxcity.C_ACRE,), ctxcity.volume, gated_by=("nope",))
        ],
    )
    bad.wb_sizing_tools = ctxcity.hookimpl(bad.wb_sizing_tools)
    host = Host()
    record = host.register(bad, "bad")
    assert record.status == "degraded"
    assert "gated by unknown id 'nope'" in "; ".join(record.errors)


def test_scenario_doc_lists_every_yes_no_fact_with_its_kind() -> None:
    import re
    from pathlib import Path

    from workbench.core.context import FACT_KINDS
    from workbench.core.model import SiteFacts

    text = (Path(__file__).parents[2] / "docs" / "SCENARIO.md").read_text(encoding="utf-8")
    rows = dict(re.findall(r"^\| `(\w+)` \| (classification|exception) \|", text, re.M))
    assert rows == FACT_KINDS
    booleans = {
        name
        for name, field in SiteFacts.model_fields.items()
        if "bool" in str(field.annotation).lower()
    }
    assert booleans == set(FACT_KINDS)


# --------------------------------------------------------------------------- ctx.each_value
def context(site: dict[str, Any], **kwargs: Any) -> Context:
    scenario = Scenario.model_validate({"format": "workbench-scenario/1", "site": site})
    return Context(scenario, {}, **kwargs)


def exempt_dwelling(ctx: Context) -> Tri:
    """A rule that reads one fact twice (L452-style): not a home, or a home that is listed."""
    home = ctx.is_true("single_family_home")
    return all_of(negate(home), any_of(ctx.is_true("hillside"), home))


def test_each_value_decides_what_every_value_of_a_missing_fact_decides() -> None:
    ctx = context({"hillside": False})
    assert exempt_dwelling(ctx).unknown  # Kleene logic alone leaves it open
    answer = ctx.each_value("single_family_home", exempt_dwelling)
    assert answer.no  # a home: not exempt-able; no home: not listed
    assert "site.single_family_home is not given" in answer.reasons[0]
    assert answer.reasons[1:] == (  # no reason is shared: each value's own
        "if site.single_family_home = True: single family home: yes",
        "if site.single_family_home = False: hillside: no; single family home: no",
    )


def test_each_value_stays_open_where_the_values_differ_naming_the_fact() -> None:
    answer = context({"hillside": True}).each_value("single_family_home", exempt_dwelling)
    assert answer.unknown
    assert answer.missing == ("site.single_family_home",)


def test_each_value_names_what_the_open_answers_miss() -> None:
    answer = context({}).each_value("single_family_home", exempt_dwelling)
    assert answer.unknown
    assert answer.missing == ("site.single_family_home", "site.hillside")


def test_each_value_of_a_given_fact_is_the_answer_itself() -> None:
    ctx = context({"single_family_home": True, "hillside": True})
    assert ctx.each_value("single_family_home", exempt_dwelling) == exempt_dwelling(ctx)


def test_each_value_reads_an_exception_fact_as_stated() -> None:
    ctx = context({})
    answer = ctx.each_value("emergency_work", lambda c: c.is_true("emergency_work"))
    assert answer.no and answer.reasons == ("emergency work: not stated (reads as no)",)


def test_each_value_tries_every_choice_of_a_listed_fact() -> None:
    seen: list[str] = []

    def answer(ctx: Context) -> Tri:
        seen.append(ctx.get("project_type"))
        return Tri(ctx.get("project_type") != "maintenance")

    assert context({}).each_value("project_type", answer).unknown
    assert seen == list(PROJECT_TYPES)
    assert context({}).each_value("project_type", lambda c: Tri(True, ("same",))).reasons[1:] == (
        "same",
    )


def test_each_value_keeps_classifications_and_derived_values_per_assumed_value() -> None:
    calls: list[bool] = []

    def decide(ctx: Context) -> Outcome:
        calls.append(ctx.get("hillside"))
        return ctx.is_true("hillside").outcome()

    declared = {"steep": Classification("steep", "Steep", (), decide)}
    ctx = context({}, classifications=declared)
    for _ in range(2):
        answer = ctx.each_value("hillside", lambda c: c.classification("steep"))
        assert answer.unknown and answer.missing == ("site.hillside",)
    assert calls == [True, False]  # decided once per assumed value, not per call
    assert ctx.take_consulted() == ["steep"]  # the rule that asked consulted it
    assert ctx.classified() == {}  # the evaluation's own (unassumed) answer is not touched


def test_each_value_refuses_a_fact_without_a_list_of_values() -> None:
    with pytest.raises(ValueError, match="new_impervious_sqft"):
        context({}).each_value("new_impervious_sqft", lambda c: Tri(True))
    with pytest.raises(ValueError, match="not a site fact"):
        context({}).each_value("no_such_fact", lambda c: Tri(True))


def test_each_value_open_alike_for_every_value_names_only_what_is_missing() -> None:
    answer = context({}).each_value("land_use", lambda c: c.is_true("hillside"))
    assert answer.unknown and answer.missing == ("site.hillside",)


def test_the_core_owns_site_values_of_per_area_outputs() -> None:
    entry = {
        "outputs": {
            "design_volume_cuft[Roof]": {"value": 100.0, "unit": "cu ft"},
            "design_volume_cuft[Lot]": {"value": 300.0, "unit": "cu ft"},
            "design_volume_cuft": {"value": 401.0, "unit": "cu ft"},  # a tool's own (rounded)
            "design_flow_cfs[Roof]": {"value": 0.1, "unit": "cfs"},
            "design_flow_cfs[Lot]": {"value": None, "unit": "cfs"},  # open
        },
        "steps": [],
    }
    scenario = Scenario.model_validate(
        {"format": "workbench-scenario/1", **{k: v for k, v in EVENTS.items() if k != "forms"}}
    )
    add_site_totals(entry, scenario)
    assert entry["outputs"]["design_volume_cuft"] == {"value": 400.0, "unit": "cu ft"}
    assert "design_flow_cfs" not in entry["outputs"]
    assert entry["steps"] == [
        "site design volume = sum over the drainage areas: Roof 100.0 + Lot 300.0 = 400.0 cu ft"
    ]


# --------------------------------------------------------------------------- claims (issue 32)
def _maintenance_exemption() -> Any:
    from workbench.core.facts import Tri
    from workbench.core.rules import Citation, Exemption

    def conditions(ctx: Context) -> Tri:
        new = ctx.get("new_impervious_sqft")
        if new is None:
            return Tri(
                None, ("site.new_impervious_sqft is not given",), ("site.new_impervious_sqft",)
            )
        if new > 0 or ctx.get("project_type") == "new_development":
            return Tri(False, (f"new_impervious_sqft {new:,.0f}: maintenance adds no surface",))
        return Tri(True, ("no surface added",))

    cite = Citation("x.txt", "s", (1, 1), "maintenance")
    return Exemption("maint", "Routine maintenance", (cite,), conditions, claim="maint")


def test_a_claim_the_facts_contradict_is_flagged_and_does_not_exempt() -> None:
    ctx = context(
        {"new_impervious_sqft": 3000, "exemptions_claimed": ["maint"]},
        exemptions={"maint": _maintenance_exemption()},
    )
    assert ctx.exempt("maint").no
    flags = ctx.take_contradicted()
    assert flags and flags[0].startswith("CLAIM CONTRADICTED: Routine maintenance does not apply")
    assert "new_impervious_sqft 3,000" in flags[0]


def test_an_unclaimed_exemption_is_no_and_flags_nothing() -> None:
    ctx = context({"new_impervious_sqft": 3000}, exemptions={"maint": _maintenance_exemption()})
    assert ctx.exempt("maint").no and ctx.take_contradicted() == []


def test_a_claim_contradicted_only_under_an_assumed_value_is_not_flagged() -> None:
    """Signal Hill's note: each_value tries every project type; a contradiction found only
    under one of them (new_development) is no contradiction of this site."""
    from workbench.core.facts import Tri

    ctx = context(
        {"new_impervious_sqft": 0, "exemptions_claimed": ["maint"]},
        exemptions={"maint": _maintenance_exemption()},
    )

    def answer(c: Context) -> Tri:
        c.exempt("maint")
        return Tri(True, ("same either way",))

    assert ctx.each_value("project_type", answer).yes
    assert ctx.take_contradicted() == []


def test_a_decision_is_never_inferred() -> None:
    ctx = context({})
    assert ctx.decision("waiver_granted", "the city manager's waiver", "L517").no
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "events": [{"kind": "waiver_granted", "at": "2025-01-02"}],
        }
    )
    assert Context(scenario, {}).decision("waiver_granted", "the waiver").yes


def test_a_list_not_given_is_unknown_and_none_of_these_is_no() -> None:
    assert context({}).includes("facility_types", "restaurant").unknown
    assert context({"facility_types": []}).includes("facility_types", "restaurant").no
    assert context({"facility_types": ["restaurant"]}).includes("facility_types", "restaurant").yes
