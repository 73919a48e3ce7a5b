"""L389-393: a site halted fourteen continuous calendar days without closure "shall be considered
in violation ... unless ... it is demonstrated to the satisfaction of the city manager that" the
halt is "only temporary suspension of activities" (L391) and the site is "maintained in a
condition satisfactory to prevent the discharge of pollutants" (L393). Review 2026-12-03 defect
8 / C62: with the suspension shown, neither the finding nor its deadline may say otherwise."""

from __future__ import annotations

from .common import finding, run

C62 = {
    "parcel_area_sqft": 50000,
    "disturbed_area_sqft": 20000,
    "part_of_common_plan": False,
    "project_type": "new_development",
    "land_use": "commercial",
    "conditions": ["temporary_suspension_shown", "ms4_access_terminated"],
}
HALT = [{"kind": "construction_halted", "at": "2026-02-10"}]


def test_L391_suspension_shown_no_violation_no_overdue():
    r = run(C62, events=HALT)
    f = finding(r, "inactive_site")
    assert f["status"] == "does_not_apply", f["reasons"]
    assert not [d for d in r["deadlines"] if d["rule_id"] == "inactive_site"]
    assert [d for d in r["deadlines_left_out"] if d["rule_id"] == "inactive_site"]


def test_L389_without_the_suspension_the_site_is_overdue():
    site = {**C62, "conditions": []}
    r = run(site, events=HALT)
    assert finding(r, "inactive_site")["status"] == "applies"
    (d,) = [d for d in r["deadlines"] if d["rule_id"] == "inactive_site"]
    assert d["due"] == "2026-02-24" and d["status"] == "overdue"
