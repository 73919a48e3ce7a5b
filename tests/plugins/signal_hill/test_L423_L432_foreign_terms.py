"""L423-432, L544: a site described in another city's terms that 'may be' a listed use leaves
every plan finding open, not only the category findings (review defect 1: C04c, C04e; coverage
rows 100, 102). A Del Mar 'commercial' site of 6,000 sq ft may be a restaurant, gasoline
outlet, automotive facility or mall (L423-426, L432)."""

from __future__ import annotations

import pytest

from .helpers import BASE, get
from .helpers import run_all as run

C04C = {
    **BASE,
    "project_type": "new_development",
    "land_use": "commercial",
    "disturbed_area_sqft": 8_000,
    "new_impervious_sqft": 6_000,
    "replaced_impervious_sqft": 0,
    "existing_impervious_sqft": 0,
    "facility_types": ["commercial"],
    "development_area_sqft": 6_000,
}
C04E = {**C04C, "land_use": "industrial", "facility_types": ["industrial"]}
C04E["development_area_sqft"] = 15_000


@pytest.mark.parametrize("site", [C04C, C04E], ids=["C04c", "C04e"])
def test_L423_a_foreign_term_leaves_the_plan_findings_open(site):
    result = run(site)
    for rule in ("lid114_lid_plan", "lid116_small_site_plan", "lid114_d3_retain_swqdv"):
        assert get(result, rule)["status"] == "needs_info", rule
    listed = next(c for c in result["classifications"] if c["id"] == "lid114_project")
    assert listed["status"] == "needs_info"
    assert get(result, "lid114_technical_infeasibility")["status"] != "does_not_apply"


def test_L544_no_finding_says_does_not_apply_for_114_and_applies_for_116_in_one_run():
    result = run(C04C)
    plan = get(result, "lid114_lid_plan")["status"]
    small = get(result, "lid116_small_site_plan")["status"]
    assert (plan, small) != ("does_not_apply", "applies")
