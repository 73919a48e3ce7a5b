"""L55: a Discharger includes land owners, "provided however that a local government or public
authority is not a discharger as to activities conducted by others in public rights-of-way"
(repeated at L677 and L733). Review B3 (PARTLY): no fact let a user state it."""

from __future__ import annotations

from .helpers import evaluate, finding

SITE = {"project_type": "linear_utility", "new_impervious_sqft": 500, "disturbed_area_sqft": 2_000}


def test_L55_work_by_others_in_the_public_row_names_who_is_the_discharger():
    result = evaluate(site={**SITE, "conditions": ["others_work_in_public_row"]})
    for rule in ("land_disturbance_bmps", "development_dischargers"):
        f = finding(result, rule)
        assert f["status"] == "applies"
        assert any(
            "not a discharger as to activities conducted by others" in r for r in f["reasons"]
        )


def test_L55_not_stated_no_proviso():
    f = finding(evaluate(site=SITE), "development_dischargers")
    assert not any("others_work_in_public_row" in r for r in f["reasons"])
