"""Penalty estimator: golden cases worked by hand, a brute-force oracle for tiers, properties."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from workbench.core.penalties import estimate, estimate_many, usd
from workbench.core.rules import PenaltySchedule, PenaltyTier, external

CITE = (external("test ordinance", "1.1", "a maximum"),)


def schedule(**kw) -> PenaltySchedule:
    kw.setdefault("id", "s")
    kw.setdefault("title", "Test schedule")
    kw.setdefault("basis", "civil")
    return PenaltySchedule(citations=CITE, **kw)


# An escalating infraction: $100 first, $200 second, $250 each further (Signal Hill style).
INFRACTION_TIERS = (
    PenaltyTier(1, 100.0, "first"),
    PenaltyTier(2, 200.0, "second"),
    PenaltyTier(3, 250.0, "each additional"),
)


def test_usd_formatting() -> None:
    assert usd(12000) == "$12,000"
    assert usd(0) == "$0"
    assert usd(1234567.5) == "$1,234,567.50"
    assert usd(2500.0) == "$2,500"
    assert usd(-100) == "-$100"


def test_per_violation_per_day() -> None:
    exp = estimate(schedule(max_usd=2000.0, per="violation_day"), violations=2, days=3)
    assert exp.max_usd == 12_000
    assert exp.arithmetic == ["$2,000 per violation per day x 2 violations x 3 days = $12,000"]
    assert exp.cumulative_by_day == [4000, 8000, 12000]


def test_per_violation_ignores_days_unless_each_day_is_separate() -> None:
    plain = estimate(schedule(max_usd=1000.0, per="violation"), 2, 3)
    assert plain.max_usd == 2000
    assert plain.cumulative_by_day == [2000, 2000, 2000]
    daily = estimate(schedule(max_usd=1000.0, per="violation", each_day_separate=True), 2, 3)
    assert daily.max_usd == 6000
    assert any("separate violation" in line for line in daily.arithmetic)


def test_per_occurrence_is_charged_once() -> None:
    exp = estimate(schedule(max_usd=1000.0, per="occurrence"), 5, 10)
    assert exp.max_usd == 1000
    assert exp.cumulative_by_day == [1000] * 10


def test_escalating_tiers_each_day_separate() -> None:
    """2 violations x 3 days = 6 counted violations: 100 + 200 + 4 x 250 = 1,300.

    Numbered day 1 of both violations (1, 2), day 2 (3, 4), day 3 (5, 6): the cumulative
    maxima are 300, 800, 1,300.
    """
    sched = schedule(
        basis="infraction", per="violation", tiers=INFRACTION_TIERS, each_day_separate=True
    )
    exp = estimate(sched, 2, 3)
    assert exp.max_usd == 1300
    assert exp.cumulative_by_day == [300, 800, 1300]
    text = "\n".join(exp.arithmetic)
    assert "each day of each violation is a separate counted violation" in text
    assert "violations 3-6 (each additional): $250 x 4 = $1,000" in text
    assert exp.arithmetic[-1] == "Total = $1,300"


def test_escalating_tiers_per_violation_only() -> None:
    exp = estimate(schedule(per="violation", tiers=INFRACTION_TIERS), 4, 30)
    assert exp.max_usd == 100 + 200 + 250 + 250
    assert exp.cumulative_by_day[0] == exp.max_usd


def test_tiers_per_violation_day_charge_each_violation_its_tier_every_day() -> None:
    """3 violations x 2 days: (100 + 200 + 250) per day x 2 days = 1,100."""
    exp = estimate(schedule(per="violation_day", tiers=INFRACTION_TIERS), 3, 2)
    assert exp.max_usd == 1100
    assert exp.cumulative_by_day == [550, 1100]


def test_a_tier_without_amount_makes_the_total_unknown() -> None:
    tiers = (PenaltyTier(1, 100.0, "first"), PenaltyTier(3, None, "third and later"))
    sched = schedule(per="violation", tiers=tiers, each_day_separate=True)
    early = estimate(sched, 1, 2)
    assert early.max_usd == 200
    late = estimate(sched, 1, 3)
    assert late.max_usd is None
    assert late.cumulative_by_day == [100, 200, None]
    assert "no amount" in late.notes


def test_no_stated_amount() -> None:
    exp = estimate(
        schedule(basis="administrative", max_usd=None, notes="Amounts are in Chapter 1.10."),
        1,
        1,
    )
    assert exp.max_usd is None
    assert exp.cumulative_by_day == [None]
    assert exp.notes.startswith("Amounts are in Chapter 1.10.")
    assert "no stated amount" in exp.arithmetic[0]


def test_imprisonment_is_text_and_descriptor_fields_are_carried() -> None:
    sched = schedule(
        basis="criminal",
        max_usd=1000.0,
        per="violation",
        imprisonment="up to 6 months",
        factors=("willfulness",),
        flags=("ambiguous",),
        jurisdiction="x",
    )
    exp = estimate(sched, 2, 1)
    assert exp.max_usd == 2000
    assert exp.imprisonment == "up to 6 months"
    assert exp.factors == ["willfulness"]
    assert exp.citations == list(CITE)
    assert exp.flags == ["ambiguous"]
    assert (exp.schedule_id, exp.basis, exp.jurisdiction) == ("s", "criminal", "x")


@pytest.mark.parametrize(
    ("violations", "days", "message"),
    [(0, 1, "violations must be >= 1"), (1, 0, "days must be >= 1"), (1.5, 1, "whole number")],
)
def test_inputs_are_validated(violations, days, message) -> None:
    with pytest.raises(ValueError, match=message):
        estimate(schedule(max_usd=1.0), violations, days)


def test_tiers_must_cover_the_first_violation() -> None:
    with pytest.raises(ValueError, match="no penalty tier covers violation 1"):
        estimate(schedule(per="violation", tiers=(PenaltyTier(2, 5.0, "second"),)), 1, 1)


def test_estimate_many_selects_and_sums_by_kind() -> None:
    everything = schedule(id="civil", max_usd=2500.0)
    discharge_only = schedule(id="d", max_usd=100.0, per="violation", applies_to=("discharge",))
    other_only = schedule(id="o", max_usd=1.0, applies_to=("signage",))
    out = estimate_many(
        [everything, discharge_only, other_only], [("discharge", 2, 3), ("bmp", 1, 5)]
    )
    assert [e.schedule_id for e in out] == ["civil", "d"]
    civil, disch = out
    assert civil.max_usd == 2500 * (2 * 3 + 1 * 5)
    assert civil.arithmetic[0].startswith("discharge: $2,500 per violation per day")
    assert civil.arithmetic[1].startswith("bmp: ")
    assert civil.arithmetic[-1] == "Total = $27,500"
    # Day 4 and 5: only the bmp violation continues.
    assert civil.cumulative_by_day == [7500, 15000, 22500, 25000, 27500]
    assert disch.max_usd == 200
    assert len(disch.cumulative_by_day) == 3


def test_estimate_many_escalates_tiers_across_kinds() -> None:
    sched = schedule(per="violation", tiers=INFRACTION_TIERS, each_day_separate=True)
    (exp,) = estimate_many([sched], [("a", 1, 1), ("b", 1, 2)])
    # Counted: day 1 -> a, b (100, 200); day 2 -> b (250).
    assert exp.max_usd == 550
    assert exp.cumulative_by_day == [300, 550]


def test_estimate_many_validates() -> None:
    with pytest.raises(ValueError, match="'a'.*days must be >= 1"):
        estimate_many([schedule(max_usd=1.0)], [("a", 1, 0)])
    with pytest.raises(ValueError, match="at least one"):
        estimate_many([schedule(max_usd=1.0)], [])


# -- properties ---------------------------------------------------------------------------

amounts = st.one_of(st.none(), st.integers(0, 50_000).map(float))
tier_sets = st.lists(
    st.tuples(st.integers(2, 12), amounts), max_size=4, unique_by=lambda t: t[0]
).flatmap(
    lambda rest: st.tuples(amounts).map(
        lambda first: (
            PenaltyTier(1, first[0], "first"),
            *(PenaltyTier(k, a, f"from {k}") for k, a in rest),
        )
    )
)
schedules = st.builds(
    schedule,
    max_usd=amounts,
    per=st.sampled_from(["violation_day", "violation", "occurrence"]),
    tiers=st.one_of(st.just(()), tier_sets),
    each_day_separate=st.booleans(),
)
counts = st.integers(1, 40)


def _le(a: float | None, b: float | None) -> bool:
    """a <= b where None (no stated amount) is an upper bound that never goes back."""
    if a is None:
        return b is None
    return b is None or a <= b


@settings(max_examples=300)
@given(sched=schedules, v=counts, d=counts)
def test_totals_are_monotonic_in_violations_and_days(sched, v: int, d: int) -> None:
    base = estimate(sched, v, d).max_usd
    assert _le(base, estimate(sched, v + 1, d).max_usd)
    assert _le(base, estimate(sched, v, d + 1).max_usd)


@settings(max_examples=300)
@given(sched=schedules, v=counts, d=counts)
def test_cumulative_by_day_rises_to_the_total(sched, v: int, d: int) -> None:
    exp = estimate(sched, v, d)
    cum = exp.cumulative_by_day
    assert len(cum) == d
    assert cum[-1] == exp.max_usd
    for a, b in zip(cum, cum[1:], strict=False):
        assert _le(a, b)


@given(amount=st.integers(0, 10**6).map(float), v=st.integers(1, 10**4), d=st.integers(1, 10**4))
def test_per_violation_day_is_exact(amount: float, v: int, d: int) -> None:
    exp = estimate(schedule(max_usd=amount, per="violation_day"), v, d)
    assert exp.max_usd == amount * v * d


def _tier_of(tiers, k: int):
    return max((t for t in tiers if t.from_violation <= k), key=lambda t: t.from_violation)


@settings(max_examples=200)
@given(tiers=tier_sets, v=st.integers(1, 12), d=st.integers(1, 12))
def test_each_day_separate_tiers_match_brute_force(tiers, v: int, d: int) -> None:
    """Oracle: number every (day, violation) in day-major order and look each tier up."""
    sched = schedule(per="violation", tiers=tiers, each_day_separate=True)
    exp = estimate(sched, v, d)
    running: float | None = 0.0
    expected_cum: list[float | None] = []
    k = 0
    for _day in range(d):
        for _violation in range(v):
            k += 1
            amount = _tier_of(tiers, k).max_usd
            running = None if running is None or amount is None else running + amount
        expected_cum.append(running)
    assert exp.cumulative_by_day == expected_cum
    assert exp.max_usd == expected_cum[-1]
