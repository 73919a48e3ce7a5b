"""L428 '25 or more parking spaces'; L127 a Parking Lot is a lot 'with 25 or more parking
spaces'. Parking figures that meet the category with no parking lot named in facility_types do
not decide 'no' (issue 34: the 25-parking-space case)."""

from __future__ import annotations

from .helpers import BASE, get, run

SITE = {
    **BASE,
    "project_type": "new_development",
    "land_use": "commercial",
    "disturbed_area_sqft": 8_000,
    "new_impervious_sqft": 4_000,
    "replaced_impervious_sqft": 0,
    "parking_spaces": 25,
}


def test_L428_25_spaces_with_the_facility_list_silent_is_never_does_not_apply():
    result = run({**SITE, "facility_types": None})
    c06 = get(result, "lid114_c06_parking_lot")
    assert c06["status"] in ("needs_info", "applies"), c06
    assert get(result, "lid116_small_site_plan")["status"] != "applies"


def test_L428_a_given_list_without_a_parking_lot_decides_and_notes_the_figures():
    c06 = get(run({**SITE, "facility_types": []}), "lid114_c06_parking_lot")
    assert c06["status"] == "does_not_apply"
    assert any(flag.startswith("NOTE (L127, L428)") for flag in c06["flags"])


def test_L428_24_spaces_and_a_small_lot_decide_no():
    site = {**SITE, "facility_types": [], "parking_spaces": 24, "parking_lot_area_sqft": 4_000}
    assert get(run(site), "lid114_c06_parking_lot")["status"] == "does_not_apply"
