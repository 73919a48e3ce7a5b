"""L147: for redevelopment, pre-development runoff conditions assume "infiltration
characteristics of the underlying soil, and existing grade. Runoff coefficients of concrete or
asphalt must not be used." Review B20 (MISSING)."""

from __future__ import annotations

from .helpers import evaluate, finding

REDEV_PDP = {
    "project_type": "redevelopment",
    "new_impervious_sqft": 6_000,
    "existing_impervious_sqft": 20_000,
    "conditions": ["pdp_confirmed"],
}


def test_L147_redevelopment_hmp_must_not_use_concrete_or_asphalt_coefficients():
    f = finding(evaluate(site=REDEV_PDP), "hydromodification_management")
    assert f["status"] == "applies"
    assert any(
        "Runoff coefficients of concrete or asphalt must not be used" in r for r in f["reasons"]
    )
    assert any(c["lines"][0] == 147 for c in f["citations"])
