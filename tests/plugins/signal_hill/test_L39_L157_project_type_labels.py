"""L39 'It does not include routine maintenance to maintain original line and grade'; L450
'Impervious surface replacement ... which does not disturb additional area ... is considered a
routine maintenance activity'; L157 'Project' means 'all development, redevelopment, and land
disturbing activities'. A project_type label is checked against the areas: a 'maintenance'
site adding 20,000 sq ft on 50,000 sq ft disturbed is a project (Core 32 labels)."""

from __future__ import annotations

from .helpers import BASE, get, run

SITE = {**BASE, "project_type": "maintenance", "land_use": "commercial"}
SITE.update(disturbed_area_sqft=50_000, new_impervious_sqft=20_000, replaced_impervious_sqft=0)


def _contradicted(item) -> bool:
    return any(flag.startswith("CLAIM CONTRADICTED: Routine maintenance") for flag in item["flags"])


def test_L39_a_maintenance_label_the_areas_contradict_is_a_project():
    result = run(SITE)
    assert get(result, "lid114_c01_development_one_acre")["status"] == "applies"
    plan = get(result, "lid114_lid_plan")
    assert plan["status"] == "applies" and _contradicted(plan)


def test_L450_maintenance_replacing_surface_without_more_area_is_no_project():
    site = {**SITE, "new_impervious_sqft": 0, "replaced_impervious_sqft": 20_000}
    site.update(existing_impervious_sqft=20_000, disturbed_area_sqft=20_000)
    result = run(site)
    plan = get(result, "lid114_lid_plan")
    assert plan["status"] == "does_not_apply" and not _contradicted(plan)


def test_L157_an_existing_facility_label_with_new_surface_is_a_project():
    site = {**SITE, "project_type": "existing_facility", "new_impervious_sqft": 600}
    site["disturbed_area_sqft"] = 600
    assert get(run(site), "lid116_small_site_plan")["status"] == "applies"


def test_L157_no_flag_from_a_label_only_assumed():
    site = {k: v for k, v in SITE.items() if k != "project_type"}
    result = run(site)
    assert not any(_contradicted(f) for f in result["findings"])
