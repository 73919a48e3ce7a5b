"""Del Mar Ch. 11.30: duties of every Discharger (slopes, forecast rain events, seasons,
spills, connections, orders), agriculture (manure, tilling). Golden cases from the text."""

from __future__ import annotations

import pytest

from workbench.core.evaluate import InputError

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("del_mar")


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


SLOPE = {
    "slope_height_ft": 8,
    "slope_area_sqft": 600,
    "slope_run_per_rise": 2,
    "slope_disturbed": True,
}


# --------------------------------------------------------------------------- slopes (L387)
@pytest.mark.parametrize(
    "height, status", [(4.99, "does_not_apply"), (5, "does_not_apply"), (5.01, "applies")]
)
def test_slope_height_is_strictly_more_than_five_feet(height, status):
    """L387: "Completed slopes that are more than five feet in height" - 5 ft exactly is not
    more."""
    f = run("slope_protection", site={**SLOPE, "slope_height_ft": height})
    assert f["status"] == status
    assert any("more than five feet in height" in r for r in f["reasons"])


@pytest.mark.parametrize(
    "area, status", [(249, "does_not_apply"), (250, "does_not_apply"), (251, "applies")]
)
def test_slope_area_is_strictly_more_than_250_sqft(area, status):
    """L387: "more than 250 square feet in total area" - 250 sq ft is not more."""
    f = run("slope_protection", site={**SLOPE, "slope_area_sqft": area})
    assert f["status"] == status
    assert any("250 sq ft" in r for r in f["reasons"])


@pytest.mark.parametrize(
    "run_per_rise, status", [(2.99, "applies"), (3, "does_not_apply"), (3.01, "does_not_apply")]
)
def test_slope_must_be_steeper_than_three_to_one(run_per_rise, status):
    """L387: "steeper than 3:1 (run-to-rise)" - 3:1 itself is not steeper; 2.99:1 is."""
    f = run("slope_protection", site={**SLOPE, "slope_run_per_rise": run_per_rise})
    assert f["status"] == status


def test_undisturbed_slope_needs_no_protection():
    """L387: the slope must have been "disturbed at any time by clearing, grading, or
    landscaping"."""
    f = run("slope_protection", site={**SLOPE, "slope_disturbed": False})
    assert f["status"] == "does_not_apply"
    assert any("slope disturbed" in r and r.endswith(": no") for r in f["reasons"])


def test_slope_with_one_failing_fact_does_not_wait_for_missing_ones():
    """L387: the four conditions are conjunctive, so one failing fact decides even if others are
    missing."""
    assert run("slope_protection", site={"slope_height_ft": 3})["status"] == "does_not_apply"
    missing = run("slope_protection", site={"slope_height_ft": 6})
    assert missing["status"] == "needs_info"
    assert any("site.slope_area_sqft is not given" in r for r in missing["reasons"])


def test_qualifying_slope_is_protected_immediately_and_continuously():
    """L387: "shall be protected from erosion immediately following completion of the slope, and
    continuously thereafter"."""
    f = run("slope_protection", site=SLOPE)
    assert f["status"] == "applies"
    assert any("immediately following completion" in r for r in f["reasons"])


# --------------------------------------------------------------------------- forecast rain event
# (L69, L393)
@pytest.mark.parametrize(
    "inches, status", [(0.09, "does_not_apply"), (0.1, "does_not_apply"), (0.11, "applies")]
)
def test_forecast_rain_must_exceed_a_tenth_of_an_inch(inches, status):
    """L69: a Forecast Rain Event is "greater than 1/10 th of an inch" - 0.1 in is not greater."""
    f = run(
        "bmp_inspection_forecast_rain",
        site={
            "manned_facility": True,
            "forecast_rain_in": inches,
            "forecast_rain_probability_pct": 60,
        },
    )
    assert f["status"] == status


@pytest.mark.parametrize("pct, status", [(49, "does_not_apply"), (50, "applies"), (51, "applies")])
def test_forecast_probability_of_fifty_percent_counts(pct, status):
    """L69: "with an equal or greater than 50 percent probability" - 50 % itself qualifies."""
    f = run(
        "bmp_inspection_forecast_rain",
        site={
            "manned_facility": True,
            "forecast_rain_in": 0.5,
            "forecast_rain_probability_pct": pct,
        },
    )
    assert f["status"] == status
    assert any("50 percent probability" in r for r in f["reasons"])


def test_unmanned_facility_has_no_pre_rain_inspection_duty():
    """L393: pre-rain inspections bind "BMPs at manned facilities"; unmanned ones inspect by
    season."""
    f = run(
        "bmp_inspection_forecast_rain",
        site={
            "manned_facility": False,
            "forecast_rain_in": 0.5,
            "forecast_rain_probability_pct": 90,
        },
    )
    assert f["status"] == "does_not_apply"
    assert (
        run("bmp_inspection_unmanned_seasons", site={"manned_facility": False})["status"]
        == "applies"
    )


# --------------------------------------------------------------------------- seasons (L61, L153,
# L393)
@pytest.mark.parametrize(
    "day, season",
    [
        ("2026-04-30", "Rainy Season"),
        ("2026-05-01", "Dry Season"),
        ("2025-09-30", "Dry Season"),
        ("2025-10-01", "Rainy Season"),
    ],
)
def test_unmanned_inspection_reports_the_season_at_its_boundaries(day, season):
    """L153 "from October 1 through April 30" and L61 "May 1 through September 30": both ends
    inclusive."""
    f = run("bmp_inspection_unmanned_seasons", as_of=day, site={"manned_facility": False})
    assert f["status"] == "applies"
    assert any(f"falls in the {season}" in r for r in f["reasons"])


def test_L153_season_event_on_the_wrong_day_is_refused():
    """L153: the Rainy Season begins October 1; an event dated otherwise would shift every season
    deadline, so it is refused as bad input naming the event (issue 20 item 9)."""
    with pytest.raises(
        InputError, match=r"events\[0\]\.at: rainy_season_begins is dated 2025-10-02"
    ):
        run(
            "bmp_inspection_unmanned_seasons",
            site={"manned_facility": False},
            events=[{"kind": "rainy_season_begins", "at": "2025-10-02"}],
        )


# --------------------------------------------------------------------------- spills, connections,
# orders
def test_spill_with_potential_to_endanger_must_be_reported_within_24_hours():
    """L401: spills "with the potential to endanger health, safety or the environment shall be
    reported to the City within 24 hours after discovery"."""
    spill = [{"kind": "spill_discovered", "at": "2025-11-19T16:30"}]
    assert run("spill_notification", events=spill)["status"] == "needs_info"
    f = run("spill_notification", events=spill, site={"conditions": ["spill_may_endanger"]})
    assert f["status"] == "applies"
    assert any("within 24 hours after discovery" in r for r in f["reasons"])
    assert run("spill_notification")["status"] == "does_not_apply"


def test_illegal_connection_must_be_eliminated_even_if_legal_when_built():
    """L385: "Illicit connections must be eliminated (even if ... legal at the time it was
    constructed)"."""
    f = run("illegal_connection", site={"conditions": ["illegal_connection_present"]})
    assert f["status"] == "applies"
    assert any("legal at the time it was constructed" in r for r in f["reasons"])


def test_unknown_condition_ids_are_never_silently_ignored():
    """A typo in site.conditions must never silently change a finding (CONTRACT): the core rejects
    ids no plugin
    declares; should one get through, the plugin flags it on the finding that always applies
    (L377)."""
    try:
        f = run("minimum_bmps_all_dischargers", site={"conditions": ["spill_may_endager"]})
    except InputError as error:
        assert "spill_may_endager" in str(error)
    else:
        assert any("'spill_may_endager'" in x for x in f["flags"])
    assert not run("minimum_bmps_all_dischargers", site={"conditions": ["spill_may_endanger"]})[
        "flags"
    ][1:]


def test_swppp_may_be_demanded_after_warnings_but_only_of_listed_dischargers():
    """L395: the official "may require a Commercial, Industrial or Land Disturbance Activities
    Discharger" to submit a SWPPP."""
    assert (
        run("swppp_on_demand", site={"facility_types": ["residence"]})["status"] == "does_not_apply"
    )
    f = run(
        "swppp_on_demand",
        site={"facility_types": ["commercial"], "conditions": ["city_required_swppp"]},
    )
    assert f["status"] == "applies"


# --------------------------------------------------------------------------- agriculture (L643,
# L649)
def test_tilling_exemption_needs_all_three_conditions():
    """L643: tilling is not grading or clearing only if material stays on site, no drainage way is
    blocked, and the
    land "has been in agricultural production for at least one of the preceding five years"."""
    two = ["tilled_material_stays_on_site", "drainage_way_not_blocked"]
    f = run(
        "agricultural_tilling_exemption",
        site={"exemptions_claimed": ["agricultural_tilling"], "conditions": two},
    )
    assert f["status"] == "needs_info"
    assert any("agricultural_production_1_of_5_years" in r for r in f["reasons"])
    all_three = two + ["agricultural_production_1_of_5_years"]
    f = run(
        "agricultural_tilling_exemption",
        site={"exemptions_claimed": ["agricultural_tilling"], "conditions": all_three},
    )
    assert f["status"] == "applies"
    land = run(
        "land_disturbance_bmps",
        site={
            "disturbed_area_sqft": 40000,
            "exemptions_claimed": ["agricultural_tilling"],
            "conditions": all_three,
        },
    )
    assert land["status"] == "does_not_apply"


def test_manure_cleanup_twice_weekly_where_runoff_capture_is_impracticable():
    """L649: "Where this is not practicable, manure must be cleaned up at least twice weekly"."""
    f = run(
        "manure_management",
        site={"activities": ["animal_confinement"], "conditions": ["runoff_capture_impracticable"]},
    )
    assert f["status"] == "applies"
    assert any("at least twice weekly" in r for r in f["reasons"])
    assert run("manure_management")["status"] == "does_not_apply"
