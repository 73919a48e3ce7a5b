"""L815: "Violations of this Chapter may be grounds for permit and/or other City license
suspension or revocation." Review B118 (MISSING): nothing told a user a permit can be lost."""

from __future__ import annotations

from .helpers import evaluate


def test_L815_a_violation_may_cost_the_permit():
    result = evaluate(violations=[{"kind": "illicit_discharge", "count": 1, "days": 1}])
    ids = {p["rule_id"] for p in result["penalties"]}
    assert "permit_suspension_revocation" in ids
