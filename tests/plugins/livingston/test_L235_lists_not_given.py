"""Facility and activity lists not given are not "none" (issue 35, review D3, C09a-d; issue 32):
source controls (L235 "Operators of regulated projects with pollutant generating activities and
sources"), CASQA BMPs (L139 "any activity or use of premises that may cause or contribute to
stormwater pollution") and high-risk treatment (L337 "fueling stations, truck stops, auto
repairs and heavy industrial sites") are needs_info naming the list until it is given.
"""

from __future__ import annotations

import pytest

from ..conftest import make_scenario, result_for
from .helpers import BASE_SITE, HOST, status

C09A = {
    **BASE_SITE,
    "disturbed_area_sqft": 20_000,
    "project_type": "new_development",
    "existing_impervious_sqft": 0,
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
}
RULES = ("source_controls", "casqa_bmps", "high_risk_additional_treatment")


def _res(site, **parts):
    scenario = make_scenario("livingston", lists_not_given=True, site=site, **parts)
    return result_for(HOST, scenario, "livingston", "2025-06-02")


@pytest.mark.parametrize("rule_id", RULES)
def test_L235_L139_L337_lists_not_given_are_open(rule_id):
    f = next(f for f in _res(C09A)["findings"] if f["rule_id"] == rule_id)
    assert f["status"] == "needs_info", f
    assert {"site.facility_types", "site.activities"} & set(f["missing"]), f


@pytest.mark.parametrize("rule_id", RULES)
def test_L235_L139_L337_a_fueling_station_applies(rule_id):
    res = _res({**C09A, "facility_types": ["fueling_station"]})
    assert status(res, rule_id) == "applies"


@pytest.mark.parametrize("rule_id", RULES)
def test_L235_L139_L337_none_of_these_does_not_apply(rule_id):
    res = _res({**C09A, "facility_types": [], "activities": []})
    assert status(res, rule_id) == "does_not_apply"


def test_L121_irrigation_waits_for_the_activity_list():
    f = next(f for f in _res({})["findings"] if f["rule_id"] == "irrigation_runoff")
    assert f["status"] == "needs_info" and "site.activities" in f["missing"]
