"""L543: "Dischargers required to prepare a SWPPP under the State Industrial General Stormwater
Permit must prepare the Plan ... If a High Priority Industrial Facility is not required to
prepare a State SWPPP, the facility shall prepare a SWPPP, submit that SWPPP for approval".
Review defect 4 (c02): an IGP facility was told it is "not required to prepare a State SWPPP"."""

from __future__ import annotations

from .helpers import evaluate, finding

C02 = {
    "facility_types": ["industrial"],
    "manned_facility": True,
    "outdoor_industrial_area_sqft": 20_000,
}


def reasons(conditions):
    f = finding(evaluate(site={**C02, "conditions": conditions}), "high_priority_industrial")
    assert f["status"] == "applies"
    return " ".join(f["reasons"])


def test_L543_an_igp_facility_is_not_told_it_needs_no_state_swppp():
    text = reasons(["subject_to_igp"])
    assert "C.2: not required to prepare a State SWPPP" not in text
    assert "C.2 open" in text and "'igp_swppp_not_required'" in text


def test_L543_the_answer_decides_which_swppp():
    assert "the SWPPP the State permit requires" in reasons(
        ["subject_to_igp", "igp_swppp_required"]
    )
    text = reasons(["subject_to_igp", "igp_swppp_not_required"])
    assert "submit that SWPPP for approval" in text


def test_L543_outside_the_state_permit_the_city_swppp():
    site = {**C02, "distance_to_sensitive_area_ft": 100}
    f = finding(evaluate(site=site), "high_priority_industrial")
    assert any("submit that SWPPP for approval" in r for r in f["reasons"])


def test_L543_the_city_swppp_form_waits_for_the_answer():
    """c02: the facility_swppp form was required on the High Priority finding alone; it is the
    City SWPPP, so it follows the finding 'hpif_city_swppp' (conditional while C.2 is open)."""

    def required(conditions):
        result = evaluate(
            site={**C02, "conditions": conditions}, forms={"del_mar.facility_swppp": {}}
        )
        return next(f for f in result["forms"] if f["form_id"] == "facility_swppp")["required"]

    assert required(["subject_to_igp"]) == "conditional"
    assert required(["subject_to_igp", "igp_swppp_required"]) == "no"
    assert required(["subject_to_igp", "igp_swppp_not_required"]) == "yes"
