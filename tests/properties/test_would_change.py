"""What would change this answer (issue 45), over generated scenarios of every city.

1. Applying each change ``would_change`` reports and evaluating again gives the status it
   reports (for findings, classifications and gated sizing tools).
2. No single-fact change the harness tries flips a status that ``would_change`` did not list:
   the harness tries every numeric fact at the values around the four ordinances' thresholds
   (``test_monotone.AREAS``) and every yes/no fact at each other value; a change of fact F to
   status S in a direction (more, less, or set while F is not given / not a number) must be
   listed as a change of F to S in that direction. This is asked of the items whose deciding
   comparisons on F the core saw: F is compared by them (an area threshold, ``is_true``) and
   never read plainly (``ctx.get``/``ctx.fact``, which the core cannot see into).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from pydantic import ValidationError

from tests.properties.test_monotone import AREAS, CITIES, HOST, NUMERIC, sites
from workbench.core.context import FACT_KINDS
from workbench.core.evaluate import evaluate, recorded_comparisons
from workbench.core.model import Scenario
from workbench.core.would_change import read_plainly, seen_facts

YES_NO = list(FACT_KINDS)


def _scenario(jid: str, site: dict[str, Any]) -> Scenario | None:
    data = {"format": "workbench-scenario/1", "jurisdiction": jid, "as_of": "2025-06-01"}
    try:
        return Scenario.model_validate({**data, "site": site})
    except ValidationError:
        return None


def _items(result: dict[str, Any]) -> dict[tuple[str, Any], dict[str, Any]]:
    """Findings (of rules: discharges come after), classifications and gated sizing tools,
    keyed as ``recorded_comparisons`` keys them."""
    items: dict[tuple[str, Any], dict[str, Any]] = {
        ("finding", i): f for i, f in enumerate(result["findings"])
    }
    items.update({("classification", c["id"]): c for c in result["classifications"]})
    items.update({("sizing", s["tool_id"]): s for s in result["sizing"] if s["gated_by"]})
    return items


def _status(item: dict[str, Any]) -> str:
    return item["required"] if "tool_id" in item else item["status"]


def _statuses(jid: str, site: dict[str, Any]) -> dict[tuple[str, Any], str] | None:
    scenario = _scenario(jid, site)
    if scenario is None:
        return None
    result = evaluate(HOST, scenario)["results"][0]
    return {key: _status(item) for key, item in _items(result).items()}


def _direction(current: Any, value: Any) -> str:
    numbers = (int, float)
    if isinstance(value, bool) or current is None or not isinstance(value, numbers):
        return "set"
    return "more" if value > current else "less"


def _tries(site: dict[str, Any], seen: set[str]) -> list[tuple[str, Any]]:
    """The changes to try, of the facts some item compares (a change of another fact has
    nothing to be checked against)."""
    tries: list[tuple[str, Any]] = []
    for name in [n for n in NUMERIC if f"site.{n}" in seen]:
        tries += [(name, value) for value in AREAS if value != site.get(name)]
    for name in [n for n in YES_NO if f"site.{n}" in seen]:
        values = [True, False] if site.get(name) is None else [not site[name]]
        tries += [(name, value) for value in values]
    return tries


def check_city(jid: str, site: dict[str, Any]) -> list[str]:
    scenario = _scenario(jid, site)
    if scenario is None:
        return []
    result = evaluate(HOST, scenario, explained=True)["results"][0]
    items = _items(result)
    problems: list[str] = []
    # 1. every reported change gives the status reported
    for key, item in items.items():
        for change in item.get("would_change", []):
            name = change["fact"].removeprefix("site.")
            after = _statuses(jid, {**site, name: change["value"]})
            assert after is not None, f"{key}: {change['text']} is refused as input"
            if after.get(key) != change["becomes"]:
                problems.append(f"{key} {item.get('title')}: {change['text']}: {after.get(key)}")
    # 2. no change the harness tries flips a status would_change did not list
    recorded = recorded_comparisons(HOST, jid, scenario)
    seen = set().union(*(seen_facts(found) for found in recorded.values()))
    for name, value in _tries(site, seen):
        after = _statuses(jid, {**site, name: value})
        if after is None:
            continue
        fact = f"site.{name}"
        for key, item in items.items():
            now, then = _status(item), after.get(key)
            if then is None or then == now or "error" in (now, then):
                continue
            found = recorded.get(key, [])
            if fact not in seen_facts(found) or fact in read_plainly(found):
                continue  # a comparison the core did not see: would_change says nothing
            direction = _direction(site.get(name), value)
            listed = [
                c
                for c in item.get("would_change", [])
                if c["fact"] == fact
                and c["becomes"] == then
                and _direction(c["current"], c["value"]) == direction
            ]
            if not listed:
                problems.append(
                    f"{key} {item.get('title')}: {fact} {site.get(name)!r} -> {value!r} makes it "
                    f"{then} (now {now}); would_change lists "
                    f"{[c['text'] for c in item.get('would_change', [])]}"
                )
    return problems


@pytest.mark.parametrize("jid", CITIES)
def test_would_change_is_right_and_complete(jid: str) -> None:
    @settings(
        max_examples=8,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
        database=None,
    )
    @given(site=sites(jid))
    def check(site: dict[str, Any]) -> None:
        assert check_city(jid, site) == []

    check()
