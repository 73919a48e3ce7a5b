"""L107: Land Disturbance Activity "does not include routine maintenance to maintain original line
and grade, hydraulic capacity, or the original purpose of the facility". L157: "Redevelopment
means the creation, addition, and or replacement of impervious surface on an already developed
site". Review defects 2 (c03) and 3 (c50, c50b): a claim or a project_type label beat the areas."""

from __future__ import annotations

import pytest

from .helpers import classification, evaluate, finding

C03 = {
    "project_type": "redevelopment",
    "new_impervious_sqft": 20_000,
    "disturbed_area_sqft": 25_000,
    "exemptions_claimed": ["routine_maintenance"],
    "requires_city_permit": True,
    "discretionary_permit": False,
}


def test_L107_routine_maintenance_adding_20000_sq_ft_is_contradicted():
    result = evaluate(site=C03)
    land = classification(result, "land_disturbance")
    assert land["status"] == "applies"
    assert any("CLAIM CONTRADICTED" in r for r in land["reasons"] + land["flags"])
    assert finding(result, "land_disturbance_bmps")["status"] == "applies"
    assert finding(result, "construction_stormwater_management_plan")["status"] == "applies"


def test_L107_routine_maintenance_that_adds_nothing_holds_and_unknown_asks():
    holds = {**C03, "new_impervious_sqft": 0}
    assert classification(evaluate(site=holds), "land_disturbance")["status"] == "does_not_apply"
    asks = {k: v for k, v in C03.items() if k != "new_impervious_sqft"}
    land = classification(evaluate(site=asks), "land_disturbance")
    assert land["status"] == "needs_info" and "site.new_impervious_sqft" in land["missing"]


C50 = {
    "project_type": "existing_facility",
    "facility_types": ["commercial"],
    "outdoor_industrial_area_sqft": 0,
    "existing_impervious_sqft": 20_000,
    "new_impervious_sqft": 6_000,
    "disturbed_area_sqft": 8_000,
    "requires_city_permit": True,
    "discretionary_permit": True,
}
POST = ("post_construction_swmp", "post_construction_bmps", "priority_development_project")


@pytest.mark.parametrize(
    "label, extra",
    [("existing_facility", {}), ("maintenance", {"replaced_impervious_sqft": 4_000})],
)
def test_L157_a_label_does_not_beat_added_impervious_area(label, extra):
    result = evaluate(site={**C50, "project_type": label, **extra})
    dev = classification(result, "land_development")
    assert dev["status"] == "applies"
    assert any("CLAIM CONTRADICTED" in r for r in dev["reasons"] + dev["flags"])
    for rule in POST:
        assert finding(result, rule)["status"] != "does_not_apply", rule


def test_L157_the_label_holds_when_nothing_is_added_or_replaced():
    site = {**C50, "new_impervious_sqft": 0, "replaced_impervious_sqft": 0}
    assert classification(evaluate(site=site), "land_development")["status"] == "does_not_apply"


def test_L107_L157_L643_the_exclusions_are_declared_exemptions():
    """Core 32: the claims and labels are declared (wb_exemptions), so the core checks them and
    its property test (a contradicted claim changes nothing) runs over each."""
    from .helpers import HOST

    declared = {e.id: e for e in HOST.descriptors("del_mar", "exemption")}
    claims = {e.claim for e in declared.values() if e.claim}
    labels = {e.label for e in declared.values() if e.label}
    assert {"routine_maintenance", "agricultural_tilling", "parking_road_resurfacing"} <= claims
    assert {"existing_facility", "maintenance", "vacant_parcel"} <= labels
