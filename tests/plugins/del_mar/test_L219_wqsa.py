"""L219: "Water Quality Sensitive Area means the areas located within or discharging directly to,
or Tributary to ESAs ... commercial and industrial dischargers located within WQSA are
categorized as high priority". Review defect 8 (c04): a commercial site 350 ft away that
discharges directly was does_not_apply with no question. Contestable: both readings are stated
(AMBIGUITY flag) and the City's decision is asked."""

from __future__ import annotations

from .helpers import classification, evaluate

C04 = {
    "facility_types": ["commercial"],
    "outdoor_industrial_area_sqft": 0,
    "outdoor_parking_vehicles": 20,
    "affects_impaired_or_sensitive_waters": True,
    "distance_to_sensitive_area_ft": 350,
    "discharges_to_sensitive_area": True,
}


def hp(**more):
    return classification(evaluate(site={**C04, **more}), "hp_commercial")


def test_L219_a_site_discharging_directly_asks_the_citys_decision():
    c = hp()
    assert c["status"] == "needs_info"
    assert "site.conditions: located_within_wqsa" in c["missing"]
    assert any(f.startswith("AMBIGUITY (L219)") for f in c["flags"])


def test_L219_the_decision_or_no_direct_discharge_decides():
    assert hp(conditions=["located_within_wqsa"])["status"] == "applies"
    assert hp(conditions=["not_located_within_wqsa"])["status"] == "does_not_apply"
    assert hp(discharges_to_sensitive_area=False)["status"] == "does_not_apply"


def test_L219_a_development_discharging_directly_states_both_readings():
    from .helpers import finding

    site = {
        "project_type": "new_development",
        "new_impervious_sqft": 5_000,
        "distance_to_sensitive_area_ft": 350,
        "discharges_to_sensitive_area": True,
    }
    f = finding(evaluate(site=site), "wqsa_high_priority_development")
    assert f["status"] == "needs_info"
    assert any(x.startswith("AMBIGUITY (L219)") for x in f["flags"])
