"""L89: Industrial Activity ... "This includes activities of the 22nd District Agricultural
Association." Review B5 (MISSING). With L163 ("total outdoor uncovered area of more than two
acres" used for Industrial Activity) the Fairgrounds' outdoor area counts."""

from __future__ import annotations

from .helpers import classification, evaluate

DAA = {"facility_types": ["none"], "outdoor_industrial_area_sqft": 100_000}


def test_L89_22nd_daa_activities_are_industrial_activity():
    result = evaluate(site={**DAA, "conditions": ["district_22_daa_activities"]})
    ri = classification(result, "regulated_industrial")
    assert ri["status"] == "applies"
    assert any("22nd District Agricultural Association" in r for r in ri["reasons"])


def test_L89_two_acres_still_needed():
    site = {
        **DAA,
        "outdoor_industrial_area_sqft": 87_120,
        "conditions": ["district_22_daa_activities"],
    }
    assert classification(evaluate(site=site), "regulated_industrial")["status"] == "does_not_apply"
