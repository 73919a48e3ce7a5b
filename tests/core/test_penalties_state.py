"""Gov. Code §§ 36900-36901 beside the ordinances' penalties (issue 21, item 4)."""

from __future__ import annotations

import pytest

from tests.plugins.conftest import host_for
from workbench.core.penalties import (
    STATE_FINE_CAP,
    estimate,
    state_flags,
    state_penalty_defaults,
)
from workbench.core.rules import PenaltySchedule, PenaltyTier, cite


def schedule(basis: str, max_usd: float | None, tiers: tuple[PenaltyTier, ...] = ()):
    return PenaltySchedule(
        id="s",
        title="t",
        basis=basis,  # type: ignore[arg-type]
        citations=(cite("x.txt", None, 1, 1, "q"),),
        max_usd=max_usd,
        tiers=tiers,
    )


@pytest.mark.parametrize(
    ("amount", "flagged"), [(999.0, False), (1_000.0, False), (1_000.01, True), (15_000.0, True)]
)
def test_criminal_fines_above_the_cap_are_flagged_below_and_at_are_not(amount, flagged):
    flags = state_flags(schedule("criminal", amount))
    assert bool(flags) is flagged
    if flagged:
        assert "charter" in flags[0] and "§ 36901" in flags[0]


def test_a_tier_above_the_cap_is_flagged():
    tiers = (PenaltyTier(1, 500.0, "first"), PenaltyTier(2, 2_500.0, "second"))
    assert state_flags(schedule("criminal", None, tiers))


@pytest.mark.parametrize("basis", ["civil", "administrative", "cost_recovery", "infraction"])
def test_other_bases_get_no_state_flag(basis):
    assert state_flags(schedule(basis, 50_000.0)) == ()


def test_a_criminal_schedule_without_an_amount_gets_the_state_default_not_an_amount():
    (flag,) = state_flags(schedule("criminal", None))
    assert "misdemeanor unless" in flag and "$1,000" in flag
    exposure = estimate(schedule("criminal", None), 2, 3)
    assert exposure.max_usd is None and flag in exposure.flags


def test_flags_reach_the_evaluation_entries_of_the_cities():
    host = host_for("soledad", "livingston", "signal_hill")
    flagged = {
        (jid, s.id)
        for jid in ("soledad", "livingston", "signal_hill")
        for s in host.descriptors(jid, "penalty")
        if any(f.startswith("CHECK (state law)") for f in estimate(s, 1, 1).flags)
    }
    assert ("livingston", "criminal_misdemeanor") in flagged  # $15,000 (L403)
    assert not any(jid == "signal_hill" for jid, _ in flagged)  # $1,000 (L690): at the cap
    assert not any(s == "civil_liability" for _, s in flagged)


def test_state_defaults_cite_the_statutes_as_external_sources():
    data = state_penalty_defaults()
    assert data["fine_cap"]["value"] == STATE_FINE_CAP.value == 1_000.0
    assert [c["section"] for c in data["citations"]] == ["§ 36900(a)", "§ 36901"]
    assert all(c["external"] and c["verify"] for c in data["citations"])
