"""Rows of the coverage table (docs/cities/livingston.md) the review found right that had no
test of their own (issue 35): each named after the line that decides it.
"""

from __future__ import annotations

from .helpers import BASE_SITE, result, status

REGULATED = {
    **BASE_SITE,
    "project_type": "new_development",
    "existing_impervious_sqft": 0,
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
}


def _finding(res, rule_id):
    return next(f for f in res["findings"] if f["rule_id"] == rule_id)


def test_L135_industrial_permit_proof_on_request():
    """L135 'shall provide proof of permit coverage and the stormwater pollution prevention plan
    (SWPPP) to the Director upon request'."""
    assert (
        status(result(site={"conditions": ["igp_coverage_required"]}), "industrial_permit_proof")
        == "applies"
    )
    assert (
        status(result(site={"facility_types": []}), "industrial_permit_proof") == "does_not_apply"
    )


def test_L143_business_swppp_only_when_the_official_requires_one():
    """L143: the enforcement official 'may require' a SWPPP with 'an employee training program'."""
    assert (
        status(result(site={"conditions": ["swppp_required_by_city"]}), "business_swppp")
        == "applies"
    )
    assert status(result(site={}), "business_swppp") == "does_not_apply"


def test_L145_L147_hazardous_materials_plans_coordinate():
    res = result(site={"conditions": ["hazmat_business_plan", "hazwaste_contingency_plan"]})
    f = _finding(res, "hazmat_plan_coordination")
    assert f["status"] == "applies" and len(f["reasons"]) == 2


def test_L173_construction_waste_is_a_prohibited_discharge():
    res = result(site={}, discharges=[{"kind": "construction_waste"}])
    assert status(res, "discharge:construction_waste") == "applies"


def test_L259_L281_site_assessment_and_dmas_for_regulated_projects():
    res = result(site=REGULATED)
    assert status(res, "lid_site_assessment") == "applies"
    assert status(res, "drainage_management_areas") == "applies"
    small = {**REGULATED, "new_impervious_sqft": 3_000}
    assert status(result(site=small), "lid_site_assessment") == "does_not_apply"


def test_L369_watercourse_on_the_property():
    assert (
        status(result(site={"conditions": ["watercourse_on_property"]}), "watercourse_maintenance")
        == "applies"
    )
    assert status(result(site={}), "watercourse_maintenance") == "does_not_apply"


def test_L417_L481_civil_action_remedies_and_federal_notice():
    res = result(site={}, violations=[{"kind": "general", "count": 1, "days": 1}])
    ids = {p["rule_id"] for p in res["penalties"]}
    assert {"civil_action_remedies", "urgency_abatement_costs", "civil_liability"} <= ids
    civil = next(p for p in res["penalties"] if p["rule_id"] == "civil_liability")
    assert "Porter-Cologne" in civil["notes"] and "L481" in civil["notes"]


def test_L297_site_design_85th_percentile_volume():
    """L297 'the eighty-fifth percentile 24-hour storm runoff event': V = C P85/12 A (the C of
    a 15,000 sq ft DMA at 60 % impervious, WEF: 0.408928; 0.65 in: 332.3 cu ft)."""
    res = result(
        site=REGULATED,
        rainfall={"p85_24hr_in": 0.65},
        drainage_areas=[
            {"name": "Lot", "area_sqft": 15_000, "impervious_fraction": 0.6, "dma_type": "to_bmp"}
        ],
    )
    tool = next(s for s in res["sizing"] if s["tool_id"] == "site_design_85th_volume")
    assert tool["outputs"]["design_volume_cuft[Lot]"]["value"] == 332.3


def test_L203_baseline_hydromodification_for_regulated_projects_only():
    assert status(result(site=REGULATED), "baseline_hydromodification") == "applies"
    small = {**REGULATED, "new_impervious_sqft": 3_000}
    assert status(result(site=small), "baseline_hydromodification") == "does_not_apply"
