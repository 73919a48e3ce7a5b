"""Signal Hill § 12.16.120(B) penalties (L688-714): misdemeanor, infraction tiers, each day a new
violation, and the remedies without a stated amount."""

from __future__ import annotations

import pytest

from plugins.signal_hill import flags as F
from workbench.core.penalties import estimate

from .conftest import host_for, make_scenario, result_for

HOST = host_for("signal_hill")


def schedule(sid: str):
    return HOST.descriptor("signal_hill", "penalty", sid)


@pytest.mark.parametrize(
    ("violations", "days", "total"), [(1, 1, 1_000), (1, 3, 3_000), (2, 3, 6_000)]
)
def test_misdemeanor_up_to_1000_per_violation_each_day_separate(violations, days, total):
    """L690: 'a fine of up to one thousand dollars or six months in the county jail, or both'; L710:
    'each day a violation of this chapter exists, without correction, shall constitute a new and
    separate violation'."""
    exposure = estimate(schedule("misdemeanor"), violations, days)
    assert exposure.max_usd == total
    assert "six months in the county jail" in exposure.imprisonment


@pytest.mark.parametrize(
    ("days", "total"),
    [
        (1, 100),  # first violation
        (2, 100 + 200),  # second
        (3, 100 + 200 + 250),  # each additional
        (5, 100 + 200 + 250 * 3),
    ],
)
def test_infraction_tiers_counting_each_day(days, total):
    """L692: 'not more than one hundred dollars for the first violation, two hundred dollars for the
    second violation, and two hundred fifty dollars for each additional violation thereafter'; L710
    each day counts."""
    assert estimate(schedule("infraction"), 1, days).max_usd == total


def test_infraction_tier_numbering_assumption_is_shown():
    """L692 does not say how violations are numbered; the assumption (L710 each day next-numbered)
    is stated."""
    s = schedule("infraction")
    assert F.INFRACTION_NUMBERING in s.flags
    assert "next-numbered" in estimate(s, 2, 3).notes


def test_two_kinds_escalate_together_in_an_evaluation():
    """L692, L710: 1 illicit discharge for 3 days and 1 construction BMP failure for 2 days = 5
    counted violations: $100 + $200 + 3 x $250 = $1,050 (infraction); 5 x $1,000 = $5,000
    (misdemeanor)."""
    scenario = make_scenario(
        "signal_hill",
        violations=[
            {"kind": "illicit_discharge", "count": 1, "days": 3},
            {"kind": "construction_bmp_failure", "count": 1, "days": 2},
        ],
    )
    penalties = {p["rule_id"]: p for p in result_for(HOST, scenario, "signal_hill")["penalties"]}
    assert penalties["infraction"]["max_usd"] == 1_050
    assert penalties["misdemeanor"]["max_usd"] == 5_000


@pytest.mark.parametrize(
    "sid",
    [
        "restitution",
        "cost_recovery",
        "nuisance_abatement_lien",
        "injunction",
        "other_law_liability",
    ],
)
def test_remedies_without_a_stated_amount(sid):
    """L694 restitution, L696-698 cost recovery, L702-704 nuisance abatement and lien, L708
    injunction, L706 other law: the ordinance states no amount, so none is given and the notes say
    where it comes from."""
    exposure = estimate(schedule(sid), 1, 1)
    assert exposure.max_usd is None
    assert "No amount is stated" in exposure.notes


def test_vacant_parcel_violations_are_enforced_under_12_16_120b():
    """L656-660: failing to submit, construct or maintain a vacant parcel compliance plan 'is
    subject to enforcement pursuant to Section 12.16.120(B)'."""
    scenario = make_scenario(
        "signal_hill",
        violations=[{"kind": "vacant_parcel_no_compliance_plan", "count": 1, "days": 2}],
    )
    penalties = {p["rule_id"]: p for p in result_for(HOST, scenario, "signal_hill")["penalties"]}
    assert penalties["misdemeanor"]["max_usd"] == 2_000
    assert penalties["infraction"]["max_usd"] == 300
