"""L395: the NOTC is due "for any site for which a construction stormwater permit is required or
issued"; an issued permit's own clocks exist with it: date changes two working days ahead (L467)
and amendments two working days before completion (L497). Review 2026-12-03 defect 21 / A07b: on
a CGP site holding an issued city permit the NOTC applied but the amendment and date-change
clocks were left out."""

from __future__ import annotations

from .common import finding, run

A07B = {
    "disturbed_area_sqft": 43560,
    "part_of_common_plan": False,
    "project_type": "new_development",
    "land_use": "commercial",
    "conditions": ["construction_permit_issued"],
}
EVENTS = [{"kind": "permit_termination_date", "at": "2026-06-30"}]


def test_L467_L497_an_issued_permit_keeps_its_clocks_on_a_cgp_site():
    r = run(A07B, events=EVENTS)
    assert finding(r, "construction_stormwater_permit")["status"] == "does_not_apply"
    assert finding(r, "notice_of_termination")["status"] == "applies"
    shown = {d["rule_id"] for d in r["deadlines"]}
    assert {"notc_submission", "permit_amendment", "termination_date_change"} <= shown


def test_L353_without_an_issued_permit_they_stay_left_out():
    r = run({**A07B, "conditions": []}, events=EVENTS)
    shown = {d["rule_id"] for d in r["deadlines"]}
    assert not {"permit_amendment", "termination_date_change"} & shown
