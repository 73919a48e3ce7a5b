"""L516 'A development involving only resurfacing and/or re-striping of permitted parking lots,
where the original line and grade ... is maintained'; L518 'A project involving only exterior
movie or television production sets, or facades on an existing developed site'. A claim the
areas contradict does not exempt, and says so (review defect 8: C14, C44; coverage rows 91,
92)."""

from __future__ import annotations

from .helpers import BASE, get, run

C14 = {
    **BASE,
    "project_type": "redevelopment",
    "land_use": "commercial",
    "facility_types": ["parking_lot"],
    "parking_lot_area_sqft": 30_000,
    "parking_spaces": 90,
    "existing_impervious_sqft": 30_000,
    "new_impervious_sqft": 6_000,
    "replaced_impervious_sqft": 30_000,
    "altered_existing_impervious_sqft": 30_000,
    "disturbed_area_sqft": 36_000,
    "parcel_area_sqft": 40_000,
    "exemptions_claimed": ["parking_lot_resurfacing_only"],
    "conditions": ["existing_not_subject_to_post_construction"],
}
C44 = {
    **BASE,
    "project_type": "new_development",
    "land_use": "commercial",
    "facility_types": [],
    "disturbed_area_sqft": 43_560,
    "new_impervious_sqft": 12_000,
    "replaced_impervious_sqft": 0,
    "existing_impervious_sqft": 0,
    "exemptions_claimed": ["film_sets_or_facades_only"],
}


def _contradicted(item) -> bool:
    return any(flag.startswith("CLAIM CONTRADICTED") for flag in item["flags"])


def test_L516_resurfacing_only_with_6000_new_is_contradicted():
    plan = get(run(C14), "lid114_lid_plan")
    assert plan["status"] == "applies", plan
    assert _contradicted(plan)


def test_L518_facades_only_on_a_new_development_is_contradicted():
    plan = get(run(C44), "lid114_lid_plan")
    assert plan["status"] == "applies", plan
    assert _contradicted(plan)


def test_L516_a_resurfacing_claim_the_areas_allow_exempts():
    site = {**C14, "new_impervious_sqft": 0, "disturbed_area_sqft": 30_000}
    assert get(run(site), "lid114_lid_plan")["status"] == "does_not_apply"


def test_L516_no_contradiction_from_a_project_type_only_assumed():
    """A claim is checked against the facts given, never against a project type the rules
    assume for a missing one (ctx.each_value)."""
    site = {**C14, "new_impervious_sqft": 0, "disturbed_area_sqft": 30_000}
    del site["project_type"]
    result = run(site)
    assert not any(_contradicted(f) for f in result["findings"])
