"""Livingston penalty golden cases (L395-425, L459-471): caps per day per violation, imprisonment
reported not summed, infraction and cost recovery without a stated amount."""

from __future__ import annotations

import pytest

from .conftest import host_for, make_scenario, result_for

HOST = host_for("livingston")


def penalties(violations):
    scenario = make_scenario("livingston", violations=violations)
    return {p["rule_id"]: p for p in result_for(HOST, scenario, "livingston")["penalties"]}


def test_civil_liability_per_day_per_violation():
    """L401: 'not to exceed $10,000 per day per violation': 2 violations x 3 days = $60,000."""
    p = penalties([{"kind": "illicit_discharge", "count": 2, "days": 3}])["civil_liability"]
    assert p["basis"] == "civil"
    assert p["max_usd"] == pytest.approx(60_000)
    assert p["cumulative_by_day"] == [20_000, 40_000, 60_000]


def test_criminal_fine_and_imprisonment():
    """L403: 'a fine not to exceed $15,000 per day per violation and/or imprisonment ... not to
    exceed six months'."""
    p = penalties([{"kind": "illicit_discharge", "count": 2, "days": 3}])["criminal_misdemeanor"]
    assert p["max_usd"] == pytest.approx(90_000)
    assert p["imprisonment"] == "not to exceed six months"
    assert "willfully or negligently" in p["factors"][0]


def test_totals_over_several_kinds():
    """L401/L403: construction failure 2 x 3 days + discharge 1 x 1 day = 7 violation-days: $70,000
    / $105,000."""
    p = penalties(
        [
            {"kind": "construction_bmp_failure", "count": 2, "days": 3},
            {"kind": "illicit_discharge", "count": 1, "days": 1},
        ]
    )
    assert p["civil_liability"]["max_usd"] == pytest.approx(70_000)
    assert p["criminal_misdemeanor"]["max_usd"] == pytest.approx(105_000)


@pytest.mark.parametrize(("days", "civil"), [(1, 10_000), (30, 300_000), (365, 3_650_000)])
def test_civil_cap_scales_with_days(days, civil):
    """L401: the cap is per day: one violation for N days is N x $10,000."""
    assert (
        penalties([{"kind": "general", "count": 1, "days": days}])["civil_liability"]["max_usd"]
        == civil
    )


def test_infraction_has_no_stated_amount():
    """L395/L399: a misdemeanor may be charged as an infraction; the chapter states no amount
    (max_usd null)."""
    p = penalties([{"kind": "general", "count": 1, "days": 1}])["infraction"]
    assert p["basis"] == "infraction"
    assert p["max_usd"] is None
    assert "states no infraction amount" in p["notes"]


def test_aiding_and_abetting_only_for_its_kind():
    """L407: 'Causing, permitting, aiding, abetting or concealing a violation' is a misdemeanor; no
    amount of its own."""
    assert "aiding_abetting" not in penalties(
        [{"kind": "illicit_discharge", "count": 1, "days": 1}]
    )
    p = penalties([{"kind": "aiding_or_concealing", "count": 1, "days": 1}])
    assert p["aiding_abetting"]["max_usd"] is None
    assert p["civil_liability"]["max_usd"] == 10_000


def test_abatement_costs_and_liens_are_cost_recovery_without_amount():
    """L413: abatement cost is 'a lien upon and against any such property'; L471 urgency costs
    reimbursed in full."""
    p = penalties([{"kind": "illicit_discharge", "count": 1, "days": 1}])
    for rid in ("abatement_cost_lien", "civil_action_remedies", "urgency_abatement_costs"):
        assert p[rid]["basis"] == "cost_recovery"
        assert p[rid]["max_usd"] is None
    assert "three months" in p["abatement_cost_lien"]["notes"]
