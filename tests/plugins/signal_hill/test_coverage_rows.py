"""Coverage rows of docs/cities/signal_hill.md that no other test names: each test checks the
finding, deadline, form or catalog entry that encodes the requirement, named after its lines
(L = line of ../shared/seeds/001_b9d915ebd0357d68.txt)."""

from __future__ import annotations

from functools import cache
from typing import Any

from plugins.signal_hill import flags as F

from .helpers import BASE, HOST, get, run, text

#: a new one-acre commercial development with a treatment system: most duties reach it
BIG = {
    **BASE,
    "project_type": "new_development",
    "land_use": "commercial",
    "facility_types": ["treatment_system"],
    "disturbed_area_sqft": 60_000,
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
    "parking_spaces": 10,
    "parking_lot_area_sqft": 3_000,
}
VACANT = {**BASE, "project_type": "vacant_parcel", "land_use": "commercial"}
VACANT["parcel_area_sqft"] = 50_000


@cache
def big() -> dict[str, Any]:
    return run(BIG)


def found(rule: str, result: dict[str, Any] | None = None) -> dict[str, Any]:
    return get(result or big(), rule)


def descriptor(kind: str, did: str):
    return next(d for d in HOST.descriptors("signal_hill", kind) if d.id == did)


def lines(item) -> set[int]:
    return {n for c in item.citations if c.lines for n in range(c.lines[0], c.lines[1] + 1)}


# --------------------------------------------------------------------------- definitions
def test_L51_esa_definition_is_flagged_on_category_9():
    site = {**BASE, "project_type": "new_development", "distance_to_sensitive_area_ft": 100}
    site.update(new_impervious_sqft=3_000, conditions=["esa_impact_likely"])
    c09 = get(run(site), "lid114_c09_sensitive_area")
    assert c09["status"] == "applies" and F.ESA in c09["flags"]


def test_L67_hillside_not_given_leaves_category_10_open():
    site = {**BASE, "project_type": "new_development", "land_use": "residential"}
    site.update(single_family_home=True, new_impervious_sqft=300, replaced_impervious_sqft=0)
    del site["hillside"]
    c10 = get(run(site), "lid114_c10_hillside_single_family")
    assert c10["status"] == "needs_info" and "site.hillside" in c10["missing"]


def test_L149_L151_potable_water_is_conditional_on_the_permit_list():
    rule = descriptor("discharge", "potable_water_sources")
    assert rule.status == "conditional"


# --------------------------------------------------------------------------- administration
def test_L273_L616_fees_set_by_council_resolution():
    assert "City Council resolution (L614-616)" in text(found("lid114_lid_plan"))


def test_L277_L279_illicit_connections_always_apply_with_the_gap_flagged():
    item = found("illicit_connections")
    assert item["status"] == "applies"
    assert "L277" in text(item) and F.ILLICIT_CONNECTION_DEADLINE in item["flags"]


def test_L283_L327_every_named_prohibition_is_prohibited():
    prohibited = {
        d.id for d in HOST.descriptors("signal_hill", "discharge") if d.status == "prohibited"
    }
    assert len(prohibited) == 16
    item = found("discharge_prohibitions")
    assert item["status"] == "applies"
    for marker in ("L283", "L285", "L287-321", "L323", "L325"):
        assert marker in text(item)


def test_L337_L345_refuse_and_banned_pesticides_are_prohibited():
    item = found("discharge_prohibitions")
    assert "L337" in text(item) and "L345" in text(item)
    assert descriptor("discharge", "refuse_hazardous_infectious_waste").status == "prohibited"
    assert descriptor("discharge", "banned_pesticides").status == "prohibited"


def test_L339_waste_is_abated_immediately():
    rule = descriptor("deadline", "waste_abatement")
    assert rule.trigger == "waste_discharged" and rule.unit == "immediate"
    assert 339 in lines(rule)


def test_L341_costs_of_abatement_are_recoverable():
    assert 341 in lines(descriptor("penalty", "cost_recovery"))


def test_L349_federal_and_state_requirements_and_proof_before_permits():
    item = found("federal_state_permit_compliance")
    assert item["status"] == "applies" and "L349" in text(item)


def test_L357_commercial_and_residential_bmps():
    item = found("commercial_residential_bmps")
    assert item["status"] == "applies" and "L357" in text(item)


# --------------------------------------------------------------------------- construction
def test_L361_L367_L395_cgp_documents_on_site_and_before_a_grading_permit():
    item = found("construction_cgp_documents")
    assert item["status"] == "applies"
    for marker in ("L361-365", "L367", "L395"):
        assert marker in text(item)


def test_L369_L375_L383_L397_L409_construction_bmps():
    item = found("construction_minimum_bmps")
    assert item["status"] == "applies"
    for marker in ("L369", "L375-383", "L397-405", "L407", "L409"):
        assert marker in text(item)
    assert F.GRADING_MANUAL in item["flags"]


def test_L389_proof_on_transfer_during_construction():
    assert "L389" in text(found("construction_one_acre_duties"))


def test_L361_construction_permit_documents_form():
    form = descriptor("form", "construction_permit_documents")
    assert form.gated_by == ("construction_cgp_documents",) and 361 in lines(form)


# --------------------------------------------------------------------------- § 114
def test_L500_offsite_options_are_flagged():
    assert F.OFFSITE in found("lid114_technical_infeasibility")["flags"]


def test_L536_L538_hoa_and_dedication_duties():
    site = {**BIG, "conditions": ["hoa_common_area_bmps", "bmps_in_area_for_public_dedication"]}
    item = get(run(site), "treatment_system_maintenance")
    assert "L536" in text(item) and "L538" in text(item)


def test_L534_lid_bmp_transfer_conditions_form():
    form = descriptor("form", "lid_bmp_transfer_conditions")
    assert 534 in lines(form)


# --------------------------------------------------------------------------- § 116
SMALL = {
    **BASE,
    "project_type": "new_development",
    "land_use": "commercial",
    "facility_types": [],
    "disturbed_area_sqft": 2_000,
    "new_impervious_sqft": 1_200,
    "replaced_impervious_sqft": 0,
}


def test_L542_L552_small_site_manual_and_pollutants_kept_onsite():
    item = get(run(SMALL), "lid116_small_site_plan")
    assert item["status"] == "applies"
    assert "L552" in text(item) and F.SMALL_MANUAL in item["flags"]


def test_L602_small_site_plan_expiry_and_extension():
    assert 602 in lines(descriptor("deadline", "small_site_plan_expiry"))
    assert descriptor("deadline", "small_site_plan_expiry").amount == 180


def test_L606_L610_small_site_transfer():
    site = {**BIG, "conditions": ["hoa_common_area_bmps", "bmps_in_area_for_public_dedication"]}
    item = get(run(site), "treatment_system_maintenance")
    assert "L606" in text(item) and "L608" in text(item) and "L610" in text(item)


# --------------------------------------------------------------------------- vacant parcels
def test_L620_L622_L640_L646_vacant_parcel_plan_duties_and_flags():
    item = get(run(VACANT), "vacant_parcel_compliance_plan")
    assert item["status"] == "applies"
    for marker in ("L626", "L630", "L632", "L636", "L640", "L642", "L646-650"):
        assert marker in text(item)
    assert F.VACANT_MANUAL in item["flags"] and F.VACANT_DEADLINES in item["flags"]


def test_L642_vacant_parcel_annual_inspection():
    rule = descriptor("deadline", "vacant_parcel_annual_inspection")
    assert 642 in lines(rule) and rule.amount == 1 and rule.unit == "years"


# --------------------------------------------------------------------------- inspections
def test_L664_L686_L700_inspection_scope_and_imminent_danger():
    item = found("city_inspections")
    assert item["status"] == "applies"
    assert "L664" in text(item) and "L700" in text(item)
