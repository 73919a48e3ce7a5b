"""What a rule reads is what the core relies on (issue 46 item 7).

The evaluation context records every site fact a rule reads (``ctx.get``, ``ctx.fact``,
``ctx.is_true``, ``ctx.area``, ``ctx.includes``, ``ctx.site.<fact>`` ...); the vocabulary step
relies on that record. A rule's declared ``uses`` (shown beside the fields in the desktop) must
name every fact the rule was seen to read, over the demo sites and generated sites of its city:
a declared ``uses`` that leaves out a fact the rule reads fails here. The facts a classification
reads are its own (the rule links to it, ``based_on``), not the rule's.

``KNOWN`` lists the rules whose ``uses`` did not yet name every fact they read when the record
was introduced (2026-12-03): a fact read and not declared that is not listed fails, and an entry
whose facts the rule's ``uses`` now names must leave the list.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from tests.properties.test_monotone import HOST, sites
from workbench.core.context import Context
from workbench.core.evaluate import gated_decision, parameters_for, read_for
from workbench.core.model import Scenario

DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo"
CITIES = sorted(j.id for j in HOST.jurisdictions())


def unread_uses(jid: str, scenario: Scenario) -> dict[str, set[str]]:
    """Rule id -> the facts it read that its ``uses`` does not name."""
    read, _ = read_for(HOST, jid, scenario)
    params, _ = parameters_for(HOST, jid, read)
    ctx = Context(
        read,
        params,
        jurisdiction=jid,
        classifications={c.id: c for c in HOST.descriptors(jid, "classification")},
        exemptions={e.id: e for e in HOST.descriptors(jid, "exemption")},
    )
    found: list[dict[str, Any]] = []
    gaps: dict[str, set[str]] = {}
    for rule in HOST.descriptors(jid, "applicability"):
        ctx.take_read()
        outcome = gated_decision(rule, ctx, found)
        found.append(
            {"rule_id": rule.id, "title": rule.title, "status": outcome.status, "missing": []}
        )
        extra = set(ctx.take_read()) - set(rule.uses)
        if extra:
            gaps[rule.id] = extra
    return gaps


def test_the_context_records_what_a_rule_reads() -> None:
    scenario = Scenario.model_validate(
        {"format": "workbench-scenario/1", "site": {"hillside": True, "parcel_area_sqft": 5}}
    )
    ctx = Context(scenario, {})
    ctx.is_true("hillside")
    assert ctx.site.parcel_area_sqft == 5
    ctx.area("new_impervious_sqft", "replaced_impervious_sqft")
    ctx.includes("facility_types", "restaurant")
    assert ctx.take_read() == [
        "site.hillside",
        "site.parcel_area_sqft",
        "site.new_impervious_sqft",
        "site.replaced_impervious_sqft",
        "site.facility_types",
    ]
    assert ctx.take_read() == []


def _gaps(jid: str) -> dict[str, set[str]]:
    gaps: dict[str, set[str]] = {}
    for demo in sorted(DEMO.glob("*.json")):
        scenario = Scenario.model_validate(json.loads(demo.read_text("utf-8")))
        for rule_id, extra in unread_uses(jid, scenario).items():
            gaps.setdefault(rule_id, set()).update(extra)
    return gaps


@pytest.mark.parametrize("jid", CITIES)
def test_declared_uses_name_every_fact_a_rule_reads(jid: str) -> None:
    gaps = _gaps(jid)

    @settings(
        max_examples=25,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
        database=None,
    )
    @given(site=sites(jid))
    def collect(site: dict[str, Any]) -> None:
        data = {"format": "workbench-scenario/1", "jurisdiction": jid, "site": site}
        try:
            scenario = Scenario.model_validate(data)
        except ValueError:
            return
        for rule_id, extra in unread_uses(jid, scenario).items():
            gaps.setdefault(rule_id, set()).update(extra)

    collect()
    new = {
        rule: sorted(extra - set(KNOWN.get(f"{jid}:{rule}", ())))
        for rule, extra in gaps.items()
        if extra - set(KNOWN.get(f"{jid}:{rule}", ()))
    }
    assert new == {}, "facts these rules read are missing from their uses"
    rules = {rule.id: rule for rule in HOST.descriptors(jid, "applicability")}
    fixed = [
        key
        for key, facts in KNOWN.items()
        if key.startswith(f"{jid}:") and set(facts) <= set(rules[key.partition(":")[2]].uses)
    ]
    assert fixed == [], "these rules' uses now name what they read: remove them from KNOWN"


#: city:rule -> facts it reads that its ``uses`` leaves out (emptied 2026-12-03; keep it empty)
KNOWN: dict[str, list[str]] = {}


def test_a_derived_value_records_its_reads_for_every_rule_that_reuses_it() -> None:
    """``ctx.derived`` computes once; the facts it read are recorded again for each later rule
    (before 2026-12-03 only the rule that asked first was seen to read them)."""
    scenario = Scenario.model_validate(
        {"format": "workbench-scenario/1", "site": {"hillside": True}}
    )
    ctx = Context(scenario, {})
    assert ctx.derived("steep", lambda c: c.is_true("hillside")).yes
    assert ctx.take_read() == ["site.hillside"]
    assert ctx.derived("steep", lambda c: c.is_true("hillside")).yes
    assert ctx.take_read() == ["site.hillside"]
