"""L171: "If a project has been issued two consecutive notices of violation ... the project's
'threat to water quality' will be elevated" (issue 35, review D15, C10a): a count that is not
given is never read as 0; the elevation is open and the base inspections still hold.
"""

from __future__ import annotations

from .helpers import BASE_SITE, result, status

SITE = {**BASE_SITE, "disturbed_area_sqft": 20_000}


def test_L171_notices_not_given_leave_the_elevation_open():
    res = result(site=SITE)
    assert status(res, "construction_risk_elevation") == "needs_info"
    f = next(f for f in res["findings"] if f["rule_id"] == "construction_risk_elevation")
    assert "site.notices_of_violation" in f["missing"]
    assert not any("0 <" in r for r in f["reasons"])
    assert status(res, "city_construction_inspections") == "applies"


def test_L171_zero_notices_given_decides():
    res = result(site={**SITE, "notices_of_violation": 0})
    assert status(res, "construction_risk_elevation") == "does_not_apply"


def test_L159_no_disturbance_reads_as_none_not_as_a_comparison():
    """Review part E #7: 'soil disturbance 0 sq ft <= 0 sq ft' read as a value; L159 'having
    soil disturbance'."""
    res = result(site={"disturbed_area_sqft": 0})
    f = next(f for f in res["findings"] if f["rule_id"] == "construction_bmps")
    assert f["status"] == "does_not_apply"
    assert not any("<= 0" in r for r in f["reasons"]) and "no soil disturbance" in f["reasons"][0]
