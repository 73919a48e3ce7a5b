"""L129: a recorded recycled-water pond discharge presupposes the pond (issue 35, review D4, D7,
C16a, C16e): the 24-hour e-mail is due without a separate condition, and Soledad's
``recycled_water_pond`` facility type is L129's pond.

L129: "(d) Manage pond containing recycled water such that no discharge occurs unless the
discharge is a result of a 25-year, 24-hour storm event or greater, and the appropriate regional
water board is notified by e-mail no later than 24 hours after the discharge."
"""

from __future__ import annotations

from .helpers import all_cities_result, result, status


def test_L129_pond_discharge_event_alone_starts_the_24_hours():
    res = result(
        as_of="2025-12-26",
        site={},
        events=[{"kind": "recycled_pond_discharge", "at": "2025-12-24T18:00"}],
    )
    assert status(res, "irrigation_runoff") == "applies"
    due = [d for d in res["deadlines"] if d["rule_id"] == "recycled_pond_notice"]
    assert due and due[0]["due"].startswith("2025-12-25T18:00"), due


def test_L129_soledad_recycled_water_pond_is_the_pond():
    res = all_cities_result(
        as_of="2025-12-26",
        site={"facility_types": ["recycled_water_pond"]},
        events=[{"kind": "recycled_pond_discharge", "at": "2025-12-24T18:00"}],
    )
    assert status(res, "irrigation_runoff") == "applies"
    reasons = " ".join(
        next(f for f in res["findings"] if f["rule_id"] == "irrigation_runoff")["reasons"]
    )
    assert "L129" in reasons
