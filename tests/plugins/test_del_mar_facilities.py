"""Del Mar Ch. 11.30 facility programs: Regulated Commercial and Industrial Facilities, the
High Priority criteria and their duties, Municipal and Residential Dischargers."""

from __future__ import annotations

import pytest

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("del_mar")
TWO_ACRES = 87_120


def run(rule: str, as_of: str = "2025-11-20", **parts):
    """The finding, with the reasons and flags of the classifications it is based on (listed
    once in the result, under classifications) added for the assertions."""
    scenario = make_scenario("del_mar", as_of=as_of, **parts)
    result = result_for(HOST, scenario, "del_mar", as_of)
    found = dict(finding(result, rule))
    for c in result["classifications"]:
        if c["id"] in found["based_on"]:
            found["reasons"] = [*found["reasons"], *c["reasons"]]
            found["flags"] = [*found["flags"], *c["flags"]]
    return found


COMMERCIAL = {
    "facility_types": ["commercial"],
    "outdoor_industrial_area_sqft": 0,
    "outdoor_parking_vehicles": 0,
    "affects_impaired_or_sensitive_waters": True,
    "distance_to_sensitive_area_ft": 1000,
    "discharges_to_sensitive_area": False,  # L219: else asked whether within a WQSA (issue 36)
}
INDUSTRIAL = {
    "facility_types": ["industrial"],
    "distance_to_sensitive_area_ft": 1000,
    "discharges_to_sensitive_area": False,
}


# --------------------------------------------------------------------------- Regulated Industrial
# (L163)
@pytest.mark.parametrize(
    "area, status",
    [(TWO_ACRES - 1, "does_not_apply"), (TWO_ACRES, "does_not_apply"), (TWO_ACRES + 1, "applies")],
)
def test_outdoor_industrial_area_must_be_more_than_two_acres(area, status):
    """L163: "any other facility with a total outdoor uncovered area of more than two acres" -
    exactly 2 ac is not more."""
    f = run(
        "regulated_industrial_facility",
        site={"facility_types": ["commercial"], "outdoor_industrial_area_sqft": area},
    )
    assert f["status"] == status
    assert any("more than two acres" in r for r in f["reasons"])


def test_municipal_facility_is_not_industrial_unless_under_the_state_permit():
    """L163: "Municipal Facilities are not Regulated Industrial Facilities, unless they are subject
    to the State Industrial General Stormwater Permit"."""
    big = {"facility_types": ["municipal"], "outdoor_industrial_area_sqft": 200_000}
    assert run("regulated_industrial_facility", site=big)["status"] == "does_not_apply"
    f = run("regulated_industrial_facility", site={**big, "conditions": ["subject_to_igp"]})
    assert f["status"] == "applies"
    assert any("99-08-DWQ" in x for x in f["flags"])
    assert run("municipal_facility", site=big)["status"] == "applies"


def test_municipal_facility_flags_the_commercial_cross_reference():
    """L659: municipal BMPs "specified in Section 11.30.090" - the commercial section, flagged as a
    possible error."""
    f = run("municipal_facility", site={"facility_types": ["municipal"]})
    assert any("11.30.090" in x for x in f["flags"])


# --------------------------------------------------------------------------- High Priority
# Commercial (L455-L507)
@pytest.mark.parametrize(
    "area, status", [(TWO_ACRES - 1, "does_not_apply"), (TWO_ACRES, "applies")]
)
def test_commercial_outdoor_industrial_areas_of_two_acres_or_more(area, status):
    """L505: "outdoor Industrial Areas totaling two acres or more" together with an effect on
    impaired or ESA waters."""
    f = run("high_priority_commercial", site={**COMMERCIAL, "outdoor_industrial_area_sqft": area})
    assert f["status"] == status


def test_just_above_two_acres_a_commercial_facility_becomes_industrial():
    """L163 and L159: more than two acres of outdoor industrial area makes it a Regulated Industrial
    Facility, which
    "does not include" commercial status - so the commercial B.2 prong no longer applies
    (flagged)."""
    site = {**COMMERCIAL, "outdoor_industrial_area_sqft": TWO_ACRES + 1}
    assert run("high_priority_commercial", site=site)["status"] == "does_not_apply"
    assert run("regulated_commercial_facility", site=site)["status"] == "does_not_apply"
    assert run("regulated_industrial_facility", site=site)["status"] == "applies"


@pytest.mark.parametrize(
    "vehicles, status", [(99, "does_not_apply"), (100, "applies"), (101, "applies")]
)
def test_outdoor_parking_lot_for_100_or_more_vehicles(vehicles, status):
    """L505: "an outdoor parking lot for 100 or more vehicles" - 100 counts."""
    f = run("high_priority_commercial", site={**COMMERCIAL, "outdoor_parking_vehicles": vehicles})
    assert f["status"] == status
    assert any("100 or more vehicles" in r for r in f["reasons"])


def test_size_prong_needs_an_effect_on_impaired_or_esa_waters():
    """L505: "; and stormwater or runoff from the facility may adversely affect impaired waters or
    waters within an ESA"."""
    site = {
        **COMMERCIAL,
        "outdoor_parking_vehicles": 150,
        "affects_impaired_or_sensitive_waters": False,
    }
    assert run("high_priority_commercial", site=site)["status"] == "does_not_apply"
    site["affects_impaired_or_sensitive_waters"] = None
    assert run("high_priority_commercial", site=site)["status"] == "needs_info"


def test_listed_activity_counts_only_when_primary():
    """L457: a Regulated Commercial Facility "primarily engaged in" a listed activity, e.g. eating
    or drinking (L473)."""
    site = {**COMMERCIAL, "activities": ["eating_drinking"]}
    assert run("high_priority_commercial", site=site)["status"] == "needs_info"
    f = run(
        "high_priority_commercial",
        site={**site, "conditions": ["primarily_engaged_in_listed_activity"]},
    )
    assert f["status"] == "applies"
    assert any("CAS 0108758" in x for x in f["flags"])


def test_nursery_is_commercial_and_high_priority():
    """L641: nurseries "are classified as commercial operations"; L487 lists "Nurseries and
    greenhouses operations"."""
    site = {**COMMERCIAL, "facility_types": ["nursery_greenhouse"]}
    assert run("regulated_commercial_facility", site=site)["status"] == "applies"
    assert run("high_priority_commercial", site=site)["status"] == "applies"


@pytest.mark.parametrize(
    "as_of, status", [("2025-11-26", "does_not_apply"), ("2025-11-27", "applies")]
)
def test_designation_by_notice_takes_effect_90_days_after_mailing(as_of, status):
    """L507: "Such designations shall take effect 90 days after mailing or service of this notice"
    (Aug 29 + 90 = Nov 27)."""
    f = run(
        "high_priority_commercial",
        as_of=as_of,
        site=COMMERCIAL,
        events=[{"kind": "hp_commercial_designation_notice", "at": "2025-08-29"}],
    )
    assert f["status"] == status
    assert any("2025-11-27" in r for r in f["reasons"])


def test_commercial_facility_duties_include_annual_review():
    """L453: Regulated Commercial Facilities "shall review their facilities ... at least
    annually"."""
    f = run("regulated_commercial_facility", site=COMMERCIAL)
    assert f["status"] == "applies"
    assert any("at least annually" in r for r in f["reasons"])


# --------------------------------------------------------------------------- High Priority
# Industrial (L527-L637)
@pytest.mark.parametrize(
    "feet, status", [(199, "applies"), (200, "applies"), (201, "does_not_apply")]
)
def test_industrial_facility_within_200_feet_of_a_wqsa(feet, status):
    """L533: "located within or adjacent to (i.e., within 200 feet of), or discharges directly to, a
    WQSA" (200 ft inclusive, flagged)."""
    f = run("high_priority_industrial", site={**INDUSTRIAL, "distance_to_sensitive_area_ft": feet})
    assert f["status"] == status
    assert any("within 200 feet" in x for x in f["flags"])


def test_industrial_facility_discharging_directly_to_a_wqsa_is_high_priority():
    """L533: "or discharges directly to, a WQSA" regardless of distance."""
    f = run("high_priority_industrial", site={**INDUSTRIAL, "discharges_to_sensitive_area": True})
    assert f["status"] == "applies"


def test_high_priority_industrial_without_state_swppp_prepares_a_city_swppp():
    """L543: "If a High Priority Industrial Facility is not required to prepare a State SWPPP, the
    facility shall prepare a SWPPP"."""
    f = run("high_priority_industrial", site={**INDUSTRIAL, "conditions": ["sara_313"]})
    assert f["status"] == "applies"
    assert any("submit that SWPPP for approval" in r for r in f["reasons"])
    assert any("11.30.090.C" in x for x in f["flags"])  # L575 cross-reference error


def test_manned_high_priority_industrial_monitors_two_storm_events():
    """L617-L619: manned HPIFs without State monitoring obtain data "from two storm events in a
    year"; unmanned ones do not."""
    site = {
        **INDUSTRIAL,
        "discharges_to_sensitive_area": True,
        "manned_facility": True,
        "conditions": ["igp_monitoring_exemption_would_not_apply"],  # L617 (issue 36)
    }
    f = run("high_priority_industrial_monitoring", site=site)
    assert f["status"] == "applies"
    assert any("two storm events in a year" in r for r in f["reasons"])
    assert (
        run("high_priority_industrial_monitoring", site={**site, "manned_facility": False})[
            "status"
        ]
        == "does_not_apply"
    )
    exempt = {**site, "conditions": ["igp_monitoring_exemption_would_apply"]}
    assert run("high_priority_industrial_monitoring", site=exempt)["status"] == "does_not_apply"


# --------------------------------------------------------------------------- residential (L425,
# L841)
def test_residential_activities_apply_to_residents_and_say_no_misdemeanor():
    """L425: "apply to all Residential Dischargers"; L841 excludes 11.30.080 from the misdemeanor
    route."""
    f = run(
        "residential_activities",
        site={"facility_types": ["residence"], "activities": ["pet_waste_disposal"]},
    )
    assert f["status"] == "applies"
    assert any("Pet waste disposal (L441)" in r for r in f["reasons"])
    assert any("not a misdemeanor" in r for r in f["reasons"])
    assert (
        run("residential_activities", site={"facility_types": ["commercial"]})["status"]
        == "does_not_apply"
    )
