"""L387 (11.30.070.B.4): "Completed slopes that are more than five feet in height, more than 250
square feet in total area, and steeper than 3:1 (run-to-rise) that have been disturbed ... shall
be protected from erosion immediately following completion of the slope". Review defect 1 (c01,
c47): a slope whose other facts are given, or whose completion is recorded, is a slope on the
site; its height not given is a question, not "no slope"."""

from __future__ import annotations

from .helpers import evaluate, finding, status

SLOPE = {"slope_area_sqft": 600, "slope_run_per_rise": 2, "slope_disturbed": True}


def test_L387_height_not_given_is_asked_when_the_slope_is_described():
    """c01: 600 sq ft, 2:1, disturbed, height not given -> needs_info on the height."""
    f = finding(evaluate(site={"facility_types": ["residence"], **SLOPE}), "slope_protection")
    assert f["status"] == "needs_info"
    assert "site.slope_height_ft" in f["missing"]
    assert not any("reads as no" in r for r in f["reasons"])


def test_L387_height_decides_once_given():
    """c01b: with 8 ft the same slope applies; 5 ft (not "more than five") does not."""
    assert status("slope_protection", site={**SLOPE, "slope_height_ft": 8}) == "applies"
    assert status("slope_protection", site={**SLOPE, "slope_height_ft": 5}) == "does_not_apply"


def test_L387_no_slope_facts_at_all_still_reads_as_no_slope():
    """A row 18: a residence with no slope facts and no slope event: no slope duty."""
    assert status("slope_protection", site={"facility_types": ["residence"]}) == "does_not_apply"


def test_L387_a_completed_slope_event_keeps_its_deadline():
    """c47: a recorded 'slope_completed' is a slope on the site: the finding asks the height and
    the immediate-protection deadline stays (conditional), not left out."""
    result = evaluate(
        site={"facility_types": ["residence"]},
        events=[{"kind": "slope_completed", "at": "2025-11-19T10:00"}],
    )
    assert finding(result, "slope_protection")["status"] == "needs_info"
    left_out = [d.get("rule_id") for d in result["deadlines_left_out"]]
    assert "slope_protection_immediate" not in left_out
    slope = [d for d in result["deadlines"] if d["rule_id"] == "slope_protection_immediate"]
    assert slope and slope[0]["required"] == "conditional"
