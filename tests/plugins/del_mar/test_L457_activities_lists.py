"""L457: a High Priority Commercial Facility is "primarily engaged in any of the following
commercial activities" (L459-L503). Review defect 9 (c14b): activities not given read as "lists
none" -> does_not_apply; MINOR 26 (c36): another city's 'restaurant' was asked whether it is
primarily an eating establishment. Lists are read through Core 32's ctx.includes: not given is
unknown, [] is "none of these"."""

from __future__ import annotations

from .helpers import classification, evaluate

C14 = {
    "facility_types": ["commercial"],
    "outdoor_industrial_area_sqft": 0,
    "outdoor_parking_vehicles": 100,
    "affects_impaired_or_sensitive_waters": False,
    "distance_to_sensitive_area_ft": 1_000,
    "discharges_to_sensitive_area": False,
}


def hp(**more):
    return classification(evaluate(site={**C14, **more}), "hp_commercial")


def test_L457_activities_not_given_are_asked():
    c = hp(activities=None)
    assert c["status"] == "needs_info"
    assert "site.activities" in c["missing"]


def test_L457_none_of_these_decides_and_a_listed_one_asks_primarily():
    assert hp(activities=[])["status"] == "does_not_apply"
    c = hp(activities=["eating_drinking"])
    assert c["status"] == "needs_info"
    assert "site.conditions: primarily_engaged_in_listed_activity" in c["missing"]


def test_L473_a_restaurant_of_another_city_is_an_eating_establishment():
    c = hp(facility_types=["restaurant"], activities=None)
    assert c["status"] == "applies"
