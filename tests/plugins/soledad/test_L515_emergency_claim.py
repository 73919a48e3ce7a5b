"""L515: construction is exempt where "the city manager determines the construction is necessary
on an emergency basis", and "only so long as such imminent harm or endangerment ... exists".
The claim 'emergency_construction' is the declared exemption: a claim whose facts say the
emergency ended is contradicted (Core 32), and changes nothing against the claim withdrawn."""

from __future__ import annotations

from .common import finding, run

SITE = {"disturbed_area_sqft": 5000, "part_of_common_plan": False, "project_type": "road"}


def test_L515_a_claimed_emergency_that_ended_is_contradicted():
    claimed = {
        **SITE,
        "exemptions_claimed": ["emergency_construction"],
        "conditions": ["emergency_determined_by_city_manager", "emergency_ended"],
    }
    r = run(claimed)
    f = finding(r, "exemption_emergency")
    assert f["status"] == "does_not_apply"
    assert any("CLAIM CONTRADICTED" in x and "L515" in x for x in f["flags"]), f["flags"]
    assert finding(r, "construction_stormwater_permit")["status"] == "applies"
    withdrawn = run({**claimed, "exemptions_claimed": []})
    assert finding(withdrawn, "construction_stormwater_permit")["status"] == "applies"


def test_L515_a_claimed_emergency_determined_and_lasting_is_exempt():
    r = run(
        {
            **SITE,
            "exemptions_claimed": ["emergency_construction"],
            "conditions": ["emergency_determined_by_city_manager"],
        }
    )
    assert finding(r, "exemption_emergency")["status"] == "applies"
    assert finding(r, "construction_stormwater_permit")["status"] == "does_not_apply"
