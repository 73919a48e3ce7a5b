"""L531 (11.30.100.B.2): "urban runoff from the facility is Tributary To or discharges directly to
an Impaired Water Body, and the facility generates a pollutant for which that water body is
impaired." L303: "Areas within which facilities and sources will be presumed to be tributary to
an impaired water body are identified by the City. The presumption ... can be overcome".
Review defect 9 (c52) and defect 19 / B26 (L303 MISSING)."""

from __future__ import annotations

from .helpers import classification, evaluate

FAR = {
    "facility_types": ["industrial"],
    "distance_to_sensitive_area_ft": 1_000,
    "discharges_to_sensitive_area": False,
}


def hp(conditions):
    return classification(evaluate(site={**FAR, "conditions": conditions}), "hp_industrial")


def test_L531_generates_not_stated_is_asked():
    """c52: tributary stated, "generates" not stated -> needs_info, not does_not_apply."""
    c = hp(["tributary_to_impaired_water"])
    assert c["status"] == "needs_info"
    assert "site.conditions: generates_impairing_pollutant" in c["missing"]


def test_L531_generates_stated_either_way_decides():
    assert (
        hp(["tributary_to_impaired_water", "generates_impairing_pollutant"])["status"] == "applies"
    )
    no = hp(["tributary_to_impaired_water", "no_impairing_pollutant_generated"])
    assert no["status"] == "does_not_apply"


def test_L303_a_site_in_a_city_presumption_area_is_presumed_tributary():
    c = hp(["in_city_tributary_presumption_area", "generates_impairing_pollutant"])
    assert c["status"] == "applies"
    assert any("(L303)" in r for r in c["reasons"])


def test_L303_the_presumption_can_be_overcome():
    c = hp(
        [
            "in_city_tributary_presumption_area",
            "tributary_presumption_rebutted",
            "generates_impairing_pollutant",
        ]
    )
    assert c["status"] == "does_not_apply"


def test_L303_is_stated_on_the_classification():
    c = hp([])
    assert any("L303" in f for f in c["flags"])
    assert any((x.get("lines") or [0])[0] == 303 for x in c["citations"])
