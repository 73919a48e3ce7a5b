"""Claims never outweigh the facts, and complementary bands leave no gap (issue 32).

- Every exemption a city declares with a claim (``Exemption(claim=...)``): over generated sites
  of that city, where the facts contradict the exemption's conditions, making the claim
  changes no finding's or classification's status (the claim is checked, not believed).
- Every band of classifications a city declares (``Classification(band=...)``): for any facts
  exactly one member applies, or none applies and at least one is open (needs_info).
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from pydantic import ValidationError

from tests.properties.test_monotone import HOST, sites
from workbench.core.context import Context
from workbench.core.evaluate import evaluate, parameters_for, read_for
from workbench.core.model import Scenario

CLAIMS = [
    pytest.param(jid, item.id, id=f"{jid}:{item.id}")
    for j in HOST.jurisdictions()
    for jid in [j.id]
    for item in HOST.descriptors(jid, "exemption")
    if item.claim
]

BANDS: dict[tuple[str, str], list[str]] = defaultdict(list)
for _j in HOST.jurisdictions():
    for _c in HOST.descriptors(_j.id, "classification"):
        if _c.band:
            BANDS[(_j.id, _c.band)].append(_c.id)

SETTINGS = settings(
    max_examples=40,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
    database=None,
)


def _scenario(jid: str, site: dict[str, Any]) -> Scenario | None:
    data = {"format": "workbench-scenario/1", "jurisdiction": jid, "as_of": "2025-06-01"}
    try:
        return Scenario.model_validate({**data, "site": site})
    except ValidationError:
        return None


def _statuses(jid: str, scenario: Scenario) -> dict[str, str]:
    result = evaluate(HOST, scenario)["results"][0]
    found = {f["rule_id"]: f["status"] for f in result["findings"]}
    found.update({f"class:{c['id']}": c["status"] for c in result["classifications"]})
    return found


def _exempt(jid: str, scenario: Scenario, eid: str) -> bool | None:
    """What the city's exemption ``eid`` answers for this claimed site (the core's check)."""
    read, _ = read_for(HOST, jid, scenario)
    params, _ = parameters_for(HOST, jid, read)
    ctx = Context(
        read,
        params,
        jurisdiction=jid,
        classifications={c.id: c for c in HOST.descriptors(jid, "classification")},
        exemptions={e.id: e for e in HOST.descriptors(jid, "exemption")},
    )
    return ctx.exempt(eid).value


@pytest.mark.parametrize(("jid", "eid"), CLAIMS)
def test_a_claim_the_facts_contradict_changes_nothing(jid: str, eid: str) -> None:
    claim = HOST.descriptor(jid, "exemption", eid).claim

    @SETTINGS
    @given(site=sites(jid))
    def check(site: dict[str, Any]) -> None:
        plain = _scenario(jid, site)
        claimed = _scenario(jid, {**site, "exemptions_claimed": [claim]})
        if plain is None or claimed is None or _exempt(jid, claimed, eid) is not False:
            return
        assert _statuses(jid, claimed) == _statuses(jid, plain)

    check()


def band_problem(statuses: dict[str, str]) -> str:
    """What is wrong with one band's member statuses ("" when nothing is)."""
    applying = [cid for cid, status in statuses.items() if status == "applies"]
    if len(applying) > 1:
        return f"more than one member applies: {applying}"
    if not applying and all(s == "does_not_apply" for s in statuses.values()):
        return f"no member applies and none is open: {statuses}"
    return ""


def test_the_band_check_finds_an_overlap_and_a_gap() -> None:
    assert band_problem({"small": "applies", "regulated": "applies"})
    assert band_problem({"small": "does_not_apply", "regulated": "does_not_apply"})
    assert not band_problem({"small": "does_not_apply", "regulated": "applies"})
    assert not band_problem({"small": "needs_info", "regulated": "does_not_apply"})


@pytest.mark.parametrize(("jid", "band"), sorted(BANDS), ids=[f"{j}:{b}" for j, b in sorted(BANDS)])
def test_complementary_bands_leave_no_gap_and_no_overlap(jid: str, band: str) -> None:
    members = BANDS[(jid, band)]

    @SETTINGS
    @given(site=sites(jid))
    def check(site: dict[str, Any]) -> None:
        scenario = _scenario(jid, site)
        if scenario is None:
            return
        found = _statuses(jid, scenario)
        assert band_problem({m: found[f"class:{m}"] for m in members}) == "", site

    check()
