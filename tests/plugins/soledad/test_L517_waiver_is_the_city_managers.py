"""L517: "The city manager may provide a waiver to the requirement for a construction stormwater
permit upon the request of the owner and/or operator"; "only if" the five conditions of L519-527
are "demonstrated to the satisfaction of the city manager". Review 2026-12-03 defect 1 / C18
(coverage row 17, WRONG) and defect 17 / C19: a request with the five conditions dropped the
permit, NOTC and their deadlines; a request is not a waiver."""

from __future__ import annotations

from .common import finding, run

WAIVER_IDS = [
    "waiver_no_violation",
    "waiver_no_significant_discharge",
    "waiver_compelling_public_interest",
    "waiver_health_safety_interest",
    "waiver_city_conditions_met",
]
C18 = {
    "parcel_area_sqft": 60000,
    "part_of_common_plan": False,
    "project_type": "new_development",
    "land_use": "commercial",
    "single_family_home": False,
    "disturbed_area_sqft": 3000,
    "exemptions_claimed": ["csp_waiver"],
    "conditions": WAIVER_IDS,
}
EVENTS = [
    {"kind": "permit_termination_date", "at": "2026-06-30"},
    {"kind": "construction_start", "at": "2026-03-16"},
]


def test_L517_a_request_with_all_five_conditions_is_not_a_waiver():
    r = run(C18, events=EVENTS)
    f = finding(r, "exemption_permit_waiver")
    assert f["status"] == "does_not_apply"
    assert any("waits for the city manager's decision" in x for x in f["reasons"])
    assert finding(r, "construction_stormwater_permit")["status"] == "applies"
    assert finding(r, "notice_of_termination")["status"] == "applies"
    shown = {d["rule_id"] for d in r["deadlines"]}
    assert {"permit_application_lead", "permit_amendment", "notc_submission"} <= shown


def test_L517_four_conditions_read_as_not_waived_not_open():
    """C19: a condition not stated is not claimed; no waiver without the decision either way."""
    r = run({**C18, "conditions": WAIVER_IDS[:4]}, events=EVENTS)
    assert finding(r, "exemption_permit_waiver")["status"] == "does_not_apply"
    assert finding(r, "construction_stormwater_permit")["status"] == "applies"


def test_L517_the_recorded_waiver_lifts_the_permit_not_the_escp():
    granted = [*EVENTS, {"kind": "permit_waiver_granted", "at": "2026-03-02"}]
    r = run(C18, events=granted)
    assert finding(r, "exemption_permit_waiver")["status"] == "applies"
    assert finding(r, "construction_stormwater_permit")["status"] == "does_not_apply"
    assert finding(r, "erosion_sediment_control_plan")["status"] == "applies"
