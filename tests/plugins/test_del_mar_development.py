"""Del Mar Ch. 11.30 construction (11.30.140) and development (11.30.150-170): land disturbance
with no size threshold, seasons, the State construction permit screen, permit plans, the
external Priority Development Project screen and the discretionary-permit documents."""

from __future__ import annotations

import pytest

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("del_mar")


def run(rule: str, as_of: str = "2025-11-20", **parts):
    scenario = make_scenario("del_mar", as_of=as_of, **parts)
    return finding(result_for(HOST, scenario, "del_mar", as_of), rule)


def why(rule: str, as_of: str = "2025-11-20", **parts) -> str:
    """The finding's reasons with those of the classifications it is based on."""
    result = result_for(HOST, make_scenario("del_mar", as_of=as_of, **parts), "del_mar", as_of)
    found = finding(result, rule)
    texts = list(found["reasons"])
    for c in result["classifications"]:
        if c["id"] in found["based_on"]:
            texts += c["reasons"]
    return " ".join(texts)


# --------------------------------------------------------------------------- land disturbance
# (L107, L681)
@pytest.mark.parametrize(
    "area, status", [(0, "does_not_apply"), (1, "applies"), (500_000, "applies")]
)
def test_land_disturbance_bmps_have_no_size_threshold(area, status):
    """L681: BMPs apply to all land disturbance "Whether a City permit or approval is required or
    not"; no minimum size."""
    site = {"disturbed_area_sqft": area, "new_impervious_sqft": 0, "replaced_impervious_sqft": 0}
    assert run("land_disturbance_bmps", site=site)["status"] == status


def test_emergency_and_routine_maintenance_are_not_land_disturbance():
    """L107: it "does not include routine maintenance ... nor does it include emergency construction
    activities"."""
    assert (
        run("land_disturbance_bmps", site={"disturbed_area_sqft": 9000, "emergency_work": True})[
            "status"
        ]
        == "does_not_apply"
    )
    site = {
        "disturbed_area_sqft": 9000,
        "new_impervious_sqft": 0,  # issue 36: the claim holds only when nothing is added
        "exemptions_claimed": ["routine_maintenance"],
    }
    assert run("land_disturbance_bmps", site=site)["status"] == "does_not_apply"
    assert "original line and grade" in why("land_disturbance_bmps", site=site)


def test_stormwater_management_plan_goes_with_the_permit_application():
    """L679: "All applications ... associated with a Land Disturbance Activity must be accompanied
    by a Stormwater Management Plan"."""
    assert (
        run(
            "construction_stormwater_management_plan",
            site={"disturbed_area_sqft": 5000, "requires_city_permit": True},
        )["status"]
        == "applies"
    )
    no_application = {
        "requires_city_permit": False,
        "discretionary_permit": False,
        "facility_types": ["none"],  # not the City's project (L661, issue 36)
    }
    assert (
        run(
            "construction_stormwater_management_plan",
            site={"disturbed_area_sqft": 5000, **no_application},
        )["status"]
        == "does_not_apply"
    )
    assert (
        run("construction_stormwater_management_plan", site={"disturbed_area_sqft": 5000})["status"]
        == "needs_info"
    )


@pytest.mark.parametrize(
    "day, rainy, dry",
    [
        ("2026-04-30", "applies", "does_not_apply"),
        ("2026-05-01", "does_not_apply", "applies"),
        ("2025-09-30", "does_not_apply", "applies"),
        ("2025-10-01", "applies", "does_not_apply"),
    ],
)
def test_construction_season_duties_switch_on_the_defined_dates(day, rainy, dry):
    """L153 Rainy Season "from October 1 through April 30"; L61 Dry Season "May 1 through September
    30"; L713 duties."""
    site = {"disturbed_area_sqft": 20000}
    assert run("construction_rainy_season", as_of=day, site=site)["status"] == rainy
    assert run("construction_dry_season", as_of=day, site=site)["status"] == dry


def test_rainy_season_duties_quote_the_text():
    """L693 "Minimization of grading during the rainy season"; L713 inactive slopes; L715 active
    slopes in rain."""
    f = run("construction_rainy_season", as_of="2025-12-01", site={"disturbed_area_sqft": 20000})
    text = " ".join(f["reasons"])
    assert "Minimization of grading during the rainy season" in text
    assert "Slope stabilization on all inactive slopes during the rainy season" in text
    assert "regardless of the season" in text


@pytest.mark.parametrize("area, status", [(43_559, "does_not_apply"), (43_560, "needs_info")])
def test_state_construction_permit_screen_is_external_and_overridable(area, status):
    """L723 binds "Dischargers required to comply with the State Construction General Stormwater
    Permit"; the 1-acre
    screen is an external parameter (verify), and the user's confirmation decides."""
    f = run(
        "construction_state_permit",
        site={"disturbed_area_sqft": area, "part_of_common_plan": False},
    )
    assert f["status"] == status
    assert any("General Construction" in x for x in f["flags"])  # L725 term mismatch
    raised = run(
        "construction_state_permit",
        site={"disturbed_area_sqft": 43_560, "part_of_common_plan": False},
        parameters={"del_mar.cgp_disturbance_threshold_sqft": 50_000},
    )
    assert raised["status"] == "does_not_apply"
    assert (
        run(
            "construction_state_permit",
            site={"disturbed_area_sqft": 100, "conditions": ["cgp_coverage_required"]},
        )["status"]
        == "applies"
    )


# --------------------------------------------------------------------------- development (L239,
# L739, L767)
def test_discretionary_and_ministerial_permits_need_plans():
    """L239: discretionary applications need "plans demonstrating how the requirements of this
    Chapter will be met";
    L279: ministerial ones the Manual's "specifically applicable requirements, if any"."""
    assert run("city_permit_plans", site={"discretionary_permit": True})["status"] == "applies"
    f = run("city_permit_plans", site={"discretionary_permit": False, "requires_city_permit": True})
    assert f["status"] == "applies"
    assert any("specifically applicable requirements" in r for r in f["reasons"])
    assert (
        run(
            "city_permit_plans", site={"discretionary_permit": False, "requires_city_permit": False}
        )["status"]
        == "does_not_apply"
    )


def test_redevelopment_exclusions_remove_post_construction_duties():
    """L157: "Redevelopment does not include ... resurfacing and reconfiguring surface parking lots
    and existing roadways"."""
    site = {"project_type": "redevelopment", "requires_city_permit": True}
    assert run("post_construction_swmp", site=site)["status"] == "applies"
    resurfacing = {**site, "exemptions_claimed": ["parking_road_resurfacing"]}
    f = run("post_construction_bmps", site={**resurfacing, "new_impervious_sqft": 0})
    assert f["status"] == "does_not_apply"
    # the claim holds only when no impervious area is added (L157 "road widening"): asked otherwise
    assert run("post_construction_bmps", site=resurfacing)["status"] == "needs_info"


def test_pdp_screen_needs_the_permit_figure_and_flags_the_order_number():
    """L151 defers PDP categories to "Provision E.3.b of Order No. R9-2013-001" (sic; L127 says
    R9-2013-0001)."""
    f = run(
        "priority_development_project",
        site={"project_type": "new_development", "new_impervious_sqft": 20000},
    )
    assert f["status"] == "needs_info"
    assert any("pdp_new_development_impervious_sqft" in r for r in f["reasons"])
    assert any("R9-2013-001" in x for x in f["flags"])


@pytest.mark.parametrize(
    "new, status", [(9_999, "needs_info"), (10_000, "applies"), (10_001, "applies")]
)
def test_pdp_screen_with_a_user_entered_threshold(new, status):
    """L767: PDPs use the Manual's methods; with an overridden (external, verify) threshold the
    screen compares
    created + replaced impervious area at or above it; below it the other E.3.b categories stay
    open."""
    f = run(
        "priority_development_project",
        site={"project_type": "new_development", "new_impervious_sqft": new},
        parameters={"del_mar.pdp_new_development_impervious_sqft": 10_000},
    )
    assert f["status"] == status
    hydromod = run(
        "hydromodification_management",
        site={"project_type": "new_development", "new_impervious_sqft": new},
        parameters={"del_mar.pdp_new_development_impervious_sqft": 10_000},
    )
    assert hydromod["status"] == status


def test_confirmed_pdp_status_decides_the_screen():
    """L151: PDP status comes from the permit; the user's confirmation is taken as given."""
    site = {"project_type": "redevelopment"}
    assert (
        run("priority_development_project", site={**site, "conditions": ["pdp_confirmed"]})[
            "status"
        ]
        == "applies"
    )
    assert (
        run("structural_treatment_bmps", site={**site, "conditions": ["not_pdp_confirmed"]})[
            "status"
        ]
        == "does_not_apply"
    )


def test_discretionary_permit_needs_plan_easement_and_assurance_before_issuance():
    """L781-L785: maintenance plan, "executed, permanent, easement" and maintenance mechanism "prior
    to issuance"."""
    site = {
        "project_type": "new_development",
        "discretionary_permit": True,
        "conditions": ["structural_post_construction_bmps"],
    }
    plan = run("maintenance_plan", site=site)
    assert plan["status"] == "applies"
    assert any("at least three years" in r for r in plan["reasons"])
    assert run("maintenance_access_easement", site=site)["status"] == "applies"
    assert run("maintenance_assurance", site=site)["status"] == "applies"
    ministerial = {**site, "discretionary_permit": False}
    assert run("maintenance_plan", site=ministerial)["status"] == "does_not_apply"
    no_bmps = {**site, "conditions": []}
    assert run("maintenance_plan", site=no_bmps)["status"] == "needs_info"
