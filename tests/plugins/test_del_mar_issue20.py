"""Issue 20: every answer the Del Mar review found wrong, misleading or missing, each test named
after the ordinance line that decides it (Ch. 11.30, ../shared/seeds/004_8d9d5682f72cc2fe.txt).
Scenario numbers (s03 ...) are those of the review (../shared/reviews/del_mar.md)."""

from __future__ import annotations

from datetime import date, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plugins.del_mar.common import elapsed_hours, year_last_day
from plugins.del_mar.form_checks import spill_report_hours
from workbench.api import FormValues

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("del_mar")
TWO_ACRES = 87_120


def evaluate(as_of: str = "2025-11-20", **parts):
    return result_for(HOST, make_scenario("del_mar", as_of=as_of, **parts), "del_mar", as_of)


def status(rule: str, as_of: str = "2025-11-20", **parts) -> str:
    return finding(evaluate(as_of, **parts), rule)["status"]


def classification(result, cid: str):
    return next(c for c in result["classifications"] if c["id"] == cid)


# --------------------------------------------------------------------------- 1. L163, L527-L537
def test_L163_state_permit_alone_makes_a_regulated_industrial_facility():
    """s03: "any facility subject to the State Industrial General Stormwater Permit"; no
    facility_types needed;
    L529 then makes it High Priority."""
    result = evaluate(site={"conditions": ["subject_to_igp"]})
    assert classification(result, "regulated_industrial")["status"] == "applies"
    assert finding(result, "regulated_industrial_facility")["status"] == "applies"
    assert finding(result, "high_priority_industrial")["status"] == "applies"
    assert finding(result, "regulated_commercial_facility")["status"] == "does_not_apply"


def test_L163_a_municipal_facility_under_the_state_permit_is_industrial():
    """L163: "Municipal Facilities are not Regulated Industrial Facilities, unless they are subject
    to the State
    Industrial General Stormwater Permit"."""
    site = {"land_use": "public", "outdoor_industrial_area_sqft": 200_000}
    assert status("regulated_industrial_facility", site=site) == "does_not_apply"
    site["conditions"] = ["subject_to_igp"]
    assert status("regulated_industrial_facility", site=site) == "applies"


@pytest.mark.parametrize(
    "area, expected",
    [(TWO_ACRES - 1, "needs_info"), (TWO_ACRES, "needs_info"), (TWO_ACRES + 1, "applies")],
)
def test_L163_more_than_two_acres_decides_without_facility_types(area, expected):
    """s02: land_use industrial (not municipal) and "more than two acres" of outdoor uncovered
    industrial area.
    At or below two acres only the use prong is left open: the facility types would decide it."""
    site = {"land_use": "industrial", "outdoor_industrial_area_sqft": area}
    f = finding(evaluate(site=site), "regulated_industrial_facility")
    assert f["status"] == expected
    if expected == "needs_info":
        assert f["missing"] == ["site.facility_types"]
    site["facility_types"] = ["commercial"]
    assert status("regulated_industrial_facility", site=site) == (
        "applies" if expected == "applies" else "does_not_apply"
    )


def test_L163_whether_municipal_is_the_only_question_left():
    """s02 without land_use: more than two acres is sufficient unless the facility is municipal:
    needs_info naming
    only what decides that."""
    f = finding(
        evaluate(site={"outdoor_industrial_area_sqft": 100_000}), "regulated_industrial_facility"
    )
    assert f["status"] == "needs_info"
    assert set(f["missing"]) == {"site.facility_types", "site.land_use"}


def test_L163_primarily_industrial_use_without_the_area():
    """L163: "any other facility primarily engaged in manufacturing, processing, storage or
    handling"."""
    site = {"facility_types": ["industrial"]}
    assert status("regulated_industrial_facility", site=site) == "applies"


# --------------------------------------------------------------------------- 2. L91, L395, L107
@pytest.mark.parametrize(
    "site",
    [
        {"facility_types": ["municipal"], "conditions": ["subject_to_igp", "city_required_swppp"]},
        {
            "facility_types": ["agricultural"],
            "outdoor_industrial_area_sqft": 100_000,
            "conditions": ["city_required_swppp"],
        },
        {"facility_types": ["commercial"], "conditions": ["city_required_swppp"]},
    ],
    ids=["s43-municipal-igp", "s44-agricultural-large", "commercial-area-unknown"],
)
def test_L395_swppp_demand_reaches_the_plugins_industrial_and_commercial_dischargers(site):
    """L395 "a Commercial, Industrial or Land Disturbance Activities Discharger"; L91 "Industrial
    Discharger means a
    Discharger who operates a Regulated Industrial Facility". A business that is not municipal is
    one or the other."""
    assert status("swppp_on_demand", site=site) == "applies"


def test_L107_emergency_work_is_no_land_disturbance_for_the_swppp_demand():
    """s45: emergency construction is not a Land Disturbance Activity (L107)."""
    site = {
        "facility_types": ["none"],
        "disturbed_area_sqft": 5000,
        "emergency_work": True,
        "conditions": ["city_required_swppp"],
    }
    result = evaluate(site=site)
    assert finding(result, "land_disturbance_bmps")["status"] == "does_not_apply"
    assert finding(result, "swppp_on_demand")["status"] == "does_not_apply"


# --------------------------------------------------------------------------- 3. L617
HPIF = {"facility_types": ["industrial"], "distance_to_sensitive_area_ft": 100}
#: L617: the City program binds facilities that would not be exempt under the State permit; absent
#: is asked since issue 36 (tests/plugins/del_mar/test_L617_monitoring.py)
NOT_EXEMPT = "igp_monitoring_exemption_would_not_apply"


def test_L617_a_state_permit_facility_is_asked_whether_it_monitors_under_that_permit():
    """s53: a covered facility either monitors under the State permit (records duty) or is exempt
    under it: never
    the City program, never a silent "not required"."""
    site = {**HPIF, "manned_facility": True, "conditions": ["subject_to_igp"]}
    f = finding(evaluate(site=site), "high_priority_industrial_monitoring")
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.conditions: igp_monitoring_required"]
    site["conditions"] = ["subject_to_igp", "igp_monitoring_required"]
    f = finding(evaluate(site=site), "high_priority_industrial_monitoring")
    assert f["status"] == "applies"
    assert any("submit a copy of such records" in r for r in f["reasons"])
    site["conditions"] = ["subject_to_igp", "igp_monitoring_exemption_would_apply"]
    assert status("high_priority_industrial_monitoring", site=site) == "does_not_apply"


@pytest.mark.parametrize(
    "manned, expected", [(True, "applies"), (False, "does_not_apply"), (None, "needs_info")]
)
def test_L617_the_city_program_binds_manned_facilities_outside_the_state_permit(manned, expected):
    """L617: "manned High Priority Industrial Facilities that are not required to conduct
    monitoring"."""
    site = {**HPIF, "manned_facility": manned, "conditions": [NOT_EXEMPT]}
    assert status("high_priority_industrial_monitoring", site=site) == expected


# --------------------------------------------------------------------------- 4. L679
@pytest.mark.parametrize("city_permit", [None, False, True])
def test_L679_a_discretionary_permit_application_needs_the_construction_plan(city_permit):
    """s26/s26b: "All applications to the City for a permit or approval associated with a Land
    Disturbance
    Activity", discretionary permits included (as city_permit_plans and post_construction_swmp read
    them)."""
    site = {"disturbed_area_sqft": 5000, "discretionary_permit": True}
    if city_permit is not None:
        site["requires_city_permit"] = city_permit
    assert status("construction_stormwater_management_plan", site=site) == "applies"


def test_L679_no_application_no_plan_the_bmps_still_apply():
    site = {
        "disturbed_area_sqft": 5000,
        "discretionary_permit": False,
        "requires_city_permit": False,
        "facility_types": ["none"],  # not the City's project (L661, issue 36)
    }
    result = evaluate(site=site)
    assert finding(result, "construction_stormwater_management_plan")["status"] == "does_not_apply"
    assert finding(result, "land_disturbance_bmps")["status"] == "applies"


# --------------------------------------------------------------------------- 5. L619
@pytest.mark.parametrize(
    "start, last",
    [
        (date(2025, 7, 1), date(2026, 6, 30)),
        (date(2024, 2, 29), date(2025, 2, 28)),
        (date(2023, 3, 1), date(2024, 2, 29)),
        (date(2024, 3, 1), date(2025, 2, 28)),
        (date(2025, 1, 1), date(2025, 12, 31)),
    ],
)
def test_L619_a_year_ends_one_year_after_its_start_less_one_day(start, last):
    """L619 "two storm events in a year": the year's last day, right across February 29."""
    assert year_last_day(start) == last


def test_L619_the_monitoring_year_and_the_events_still_needed():
    """The finding shows the monitoring year and the storm events still needed in it; no due date
    one day late."""
    site = {**HPIF, "manned_facility": True, "conditions": [NOT_EXEMPT]}
    events = [
        {"kind": "monitoring_year_begins", "at": "2025-07-01"},
        {"kind": "storm_event_sampled", "at": "2025-10-14"},
        {"kind": "storm_event_sampled", "at": "2024-12-01"},  # in an earlier year: not counted
    ]
    result = evaluate(site=site, events=events)
    text = " ".join(finding(result, "high_priority_industrial_monitoring")["reasons"])
    assert "monitoring year 2025-07-01 to 2026-06-30" in text
    assert "1 storm event(s) sampled, 1 still needed by 2026-06-30" in text
    assert not [d for d in result["deadlines"] if d["due"].startswith("2026-07-01")]


@pytest.mark.parametrize(
    ("start", "due"),
    [
        ("2025-07-01", "2026-06-30"),  # s-review: 2026-06-30, not 2026-07-01
        ("2024-02-29", "2025-02-28"),
        ("2023-03-01", "2024-02-29"),
        ("2024-03-01", "2025-02-28"),
    ],
)
def test_L619_the_due_date_is_the_last_day_of_the_monitoring_year(start, due):
    """Item 5: the deadline hpif_two_storm_events counts the monitoring year with the start day as
    its first (the core's inclusive_end), so its due date is the year's last day, the same day
    the finding names."""
    site = {**HPIF, "manned_facility": True, "conditions": [NOT_EXEMPT]}
    result = evaluate(site=site, events=[{"kind": "monitoring_year_begins", "at": start}])
    (d,) = [d for d in result["deadlines"] if d["rule_id"] == "hpif_two_storm_events"]
    assert (d["due"], d["inclusive_end"], d["required"]) == (due, True, "yes")
    reasons = " ".join(finding(result, "high_priority_industrial_monitoring")["reasons"])
    assert f"still needed by {due}" in reasons or start > "2025-11-20"


def test_L619_the_command_line_gives_the_last_day(capsys):
    import json

    from workbench.cli import main

    args = ["deadline", "--jurisdiction", "del_mar", "--rule", "hpif_two_storm_events"]
    assert main([*args, "--from", "2025-07-01", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["due"], data["inclusive_end"]) == ("2026-06-30", True)
    assert main([*args, "--from", "2024-02-29"]) == 0
    assert "due 2025-02-28 (1 years after 2024-02-29, the start day counted)" in (
        capsys.readouterr().out
    )


@pytest.mark.parametrize(
    "conditions", [["subject_to_igp"], ["subject_to_igp", "igp_monitoring_required"]]
)
def test_L617_no_monitoring_year_due_under_the_state_permit(conditions):
    """The City program (two storm events a year) binds only facilities outside the State
    industrial permit (L617): under it the monitoring year has no due date."""
    site = {**HPIF, "manned_facility": True, "conditions": conditions}
    result = evaluate(site=site, events=[{"kind": "monitoring_year_begins", "at": "2025-07-01"}])
    assert not [d for d in result["deadlines"] if d["rule_id"] == "hpif_two_storm_events"]
    assert [d for d in result["deadlines_left_out"] if d["rule_id"] == "hpif_two_storm_events"]


def _sampled(day: str) -> dict:
    return {
        "date": day,
        "effluent_guideline_pollutants": "none listed",
        "npdes_limited_pollutants": "none",
        "oil_grease_or_toc": "oil and grease 3 mg/L",
        "ph": 7.2,
        "tss_mg_l": 40,
        "conductance_us_cm": 300,
        "toxics": "none likely",
    }


@pytest.mark.parametrize(
    ("days", "expected"),
    [
        (["2024-03-05", "2025-02-28"], []),  # both in the year from Feb 29 (last day Feb 28)
        (
            ["2024-03-05", "2025-03-01"],
            [
                "storm event on 2025-03-01 is outside the monitoring year 2024-02-29 to 2025-02-28",
                '1 storm event(s) recorded in the monitoring year 2024-02-29 to 2025-02-28: "two '
                'storm events in a year" needs 1 more by 2025-02-28',
            ],
        ),
    ],
)
def test_L619_the_monitoring_records_form_counts_the_events_in_its_year(days, expected):
    """The monitoring records form checks its events against 'two storm events in a year' (L619),
    the year counted like the deadline (the start day the first, across February 29)."""
    values = {
        "year": "2024-25",
        "year_begins": "2024-02-29",
        "events": [_sampled(d) for d in days],
        "state_conditions": True,
        "kept_on_site": True,
    }
    result = evaluate(forms={"del_mar.monitoring_records": values})
    entry = next(f for f in result["forms"] if f["form_id"] == "monitoring_records")
    assert entry["complete"] is True
    assert [w["message"] for w in entry["warnings"]] == expected


def test_L781_maintenance_records_are_kept_until_not_due():
    """'retention of inspection and maintenance records for at least three years' (L781): the
    earliest discard day, status keep_until, never overdue."""
    rule = HOST.descriptor("del_mar", "deadline", "maintenance_records_retention")
    assert rule.kind == "retention"
    events = [{"kind": "maintenance_record_made", "at": "2024-02-29"}]
    result = evaluate(as_of="2030-01-01", events=events)
    (d,) = [d for d in result["deadlines"] if d["rule_id"] == rule.id]
    assert (d["due"], d["status"]) == ("2027-02-28", "keep_until")


# --------------------------------------------------------------------------- 6. L219
@pytest.mark.parametrize("feet, expected", [(0, "applies"), (0.5, "does_not_apply")])
def test_L219_development_within_a_wqsa_is_high_priority(feet, expected):
    """s47: "Development Projects ... located within WQSA are categorized as high priority"."""
    site = {
        "project_type": "new_development",
        "distance_to_sensitive_area_ft": feet,
        "discharges_to_sensitive_area": False,
    }
    assert status("wqsa_high_priority_development", site=site) == expected


def test_L219_commercial_facility_within_a_wqsa_is_high_priority():
    """s60: a commercial facility inside a WQSA (distance 0) is high priority (L219), not "ask the
    City"."""
    site = {
        "facility_types": ["commercial"],
        "outdoor_industrial_area_sqft": 0,
        "outdoor_parking_vehicles": 0,
        "affects_impaired_or_sensitive_waters": False,
        "distance_to_sensitive_area_ft": 0,
        "discharges_to_sensitive_area": True,
    }
    assert status("high_priority_commercial", site=site) == "applies"
    site["distance_to_sensitive_area_ft"] = 50  # discharging directly: the L219 AMBIGUITY
    assert status("high_priority_commercial", site=site) == "needs_info"
    assert status(
        "high_priority_commercial", site={**site, "discharges_to_sensitive_area": False}
    ) == ("does_not_apply")
    del site["distance_to_sensitive_area_ft"]
    assert status("high_priority_commercial", site=site) == "needs_info"


# --------------------------------------------------------------------------- 7. L229
@pytest.mark.parametrize(
    "day, expected", [("2015-07-14", "does_not_apply"), ("2015-07-15", "applies")]
)
def test_L229_the_chapter_takes_effect_on_july_15_2015(day, expected):
    """s38: "This Chapter shall take effect on July 15, 2015": earlier dates get a note on every
    finding."""
    result = evaluate(as_of=day, site={})
    in_force = finding(result, "chapter_not_yet_in_force")["status"] == "does_not_apply"
    assert in_force is (expected == "applies")
    noted = [f for f in result["findings"] if any("July 15, 2015" in x for x in f["flags"])]
    if expected == "applies":
        assert noted == []
    else:
        assert len(noted) == len(result["findings"])


# --------------------------------------------------------------------------- 8. L401
@pytest.mark.parametrize(
    "reported, late",
    [("2025-11-21T09:15", True), ("2025-11-20T16:30", False), ("2025-11-20T16:31", True)],
)
def test_L401_a_spill_report_is_checked_against_24_hours(reported, late):
    """s54: discovered 2025-11-19T16:30, reported 2025-11-21T09:15: 40.75 hours, later than "within
    24 hours after
    discovery"; exactly 24 hours is in time."""
    f = finding(
        evaluate(
            site={"conditions": ["spill_may_endanger"]},
            events=[{"kind": "spill_discovered", "at": "2025-11-19T16:30"}],
            forms={
                "del_mar.spill_report": {
                    "discovered_at": "2025-11-19T16:30",
                    "reported_at": reported,
                    "may_endanger": True,
                }
            },
        ),
        "spill_notification",
    )
    flagged = [x for x in f["flags"] if "later than" in x]
    assert bool(flagged) == late
    if reported == "2025-11-21T09:15":
        assert "40.75 hours" in flagged[0]


def spill_form(result):
    return next(f for f in result["forms"] if f["form_id"] == "spill_report")


@pytest.mark.parametrize(
    ("reported", "late"),
    [("2025-11-21T09:15", True), ("2025-11-20T16:30", False), ("2025-11-20T16:31", True)],
)
def test_L401_the_spill_report_form_checks_its_own_24_hours(reported, late):
    """Item 8, s54: the form itself is flagged (complete, with a warning citing L401), not only
    the finding: 40.75 hours is later than 'within 24 hours after discovery'; 24 hours is not."""
    values = {"discovered_at": "2025-11-19T16:30", "reported_at": reported, "may_endanger": True}
    entry = spill_form(evaluate(forms={"del_mar.spill_report": values}))
    assert entry["complete"] is True
    assert bool(entry["warnings"]) == late
    if late:
        (w,) = entry["warnings"]
        assert w["check_id"] == "spill_reported_late"
        assert w["citations"][0]["lines"] == [401, 401]
        if reported == "2025-11-21T09:15":
            assert w["message"].startswith("reported 40.75 hours after discovery")


def test_L401_the_form_counts_clock_hours_across_daylight_saving():
    """2025-11-01T10:00 to 11-02T09:00 is 24 elapsed hours (the clocks fall back on Nov 2)."""
    values = {"discovered_at": "2025-11-01T10:00", "reported_at": "2025-11-02T09:00"}
    assert spill_form(evaluate(forms={"del_mar.spill_report": values}))["warnings"] == []
    values["reported_at"] = "2025-11-02T09:01"
    (w,) = spill_form(evaluate(forms={"del_mar.spill_report": values}))["warnings"]
    assert "24.02 hours" in w["message"]
    assert "'Potential to endanger' is not answered" in w["message"]


@pytest.mark.parametrize(
    ("discovered", "reported", "late"),
    [
        ("2025-11-19", "2025-11-20", False),  # may be within 24 hours: the times decide
        ("2025-11-19", "2025-11-21", True),  # two days later: more than 24 hours at any time
        ("2025-11-19T23:00", "2025-11-21", True),
    ],
)
def test_L401_a_report_dated_without_times(discovered, reported, late):
    values = {"discovered_at": discovered, "reported_at": reported, "may_endanger": True}
    entry = spill_form(evaluate(forms={"del_mar.spill_report": values}))
    assert bool(entry["warnings"]) == late


def test_L401_a_spill_without_the_potential_to_endanger_is_not_held_to_24_hours():
    """Only spills 'with the potential to endanger health, safety or the environment' (L401)."""
    values = {
        "discovered_at": "2025-11-19T16:30",
        "reported_at": "2025-11-21T09:15",
        "may_endanger": False,
    }
    assert spill_form(evaluate(forms={"del_mar.spill_report": values}))["warnings"] == []


def test_L401_24_hours_are_clock_hours_across_daylight_saving():
    """2025-03-08T10:00 to 03-09T11:00 is 24 elapsed hours (clocks go forward on March 9)."""
    f = finding(
        evaluate(
            site={"conditions": ["spill_may_endanger"]},
            events=[{"kind": "spill_discovered", "at": "2025-03-08T10:00"}],
            forms={
                "del_mar.spill_report": {
                    "discovered_at": "2025-03-08T10:00",
                    "reported_at": "2025-03-09T11:00",
                }
            },
        ),
        "spill_notification",
    )
    assert not [x for x in f["flags"] if "later than" in x]
    assert any("24 hours after discovery" in r for r in f["reasons"])


# --------------------------------------------------------------------------- 9. L157, L61/L153,
# common plan
@pytest.mark.parametrize(
    "common_plan, expected",
    [(True, "needs_info"), (False, "does_not_apply"), (None, "needs_info")],
)
def test_L723_part_of_a_common_plan_reaches_the_state_construction_permit(common_plan, expected):
    """s25: 20,000 sq ft disturbed; the State permit also covers sites in a larger common plan of
    development."""
    site = {"disturbed_area_sqft": 20_000, "part_of_common_plan": common_plan}
    f = finding(evaluate(site=site), "construction_state_permit")
    assert f["status"] == expected
    if common_plan is None:
        assert "site.part_of_common_plan" in f["missing"]


def test_L157_a_resurfacing_claim_does_not_beat_new_impervious_area():
    """s50: a road project with 20,000 sq ft of new impervious area: "road widening" is
    Redevelopment; the claimed
    resurfacing exclusion covers only work that adds none."""
    site = {
        "project_type": "road",
        "new_impervious_sqft": 20_000,
        "requires_city_permit": True,
        "exemptions_claimed": ["parking_road_resurfacing"],
    }
    result = evaluate(site=site)
    assert finding(result, "post_construction_bmps")["status"] == "applies"
    assert finding(result, "post_construction_swmp")["status"] == "applies"
    site["new_impervious_sqft"] = 0
    assert status("post_construction_bmps", site=site) == "does_not_apply"


def test_L153_a_misdated_season_event_is_refused():
    """s64: seasons are fixed dates ("from October 1 through April 30", L153): a rainy_season_begins
    event on
    October 5 is refused as bad input (Jurisdiction.fixed_date_events), in evaluate as on the
    command
    line; October 1 counts."""
    import pytest

    from workbench.core.evaluate import InputError

    site = {"manned_facility": False}
    with pytest.raises(InputError, match="the Rainy Season begins October 1"):
        evaluate(
            as_of="2025-09-01",
            site=site,
            events=[{"kind": "rainy_season_begins", "at": "2025-10-05"}],
        )
    good = evaluate(
        as_of="2025-09-01", site=site, events=[{"kind": "rainy_season_begins", "at": "2025-10-01"}]
    )
    dues = {d["rule_id"]: d["due"] for d in good["deadlines"]}
    assert dues["unmanned_between_seasons_inspection"] == "2025-09-30"


# --------------------------------------------------------------------------- 10. L107
def test_L107_paving_and_exterior_construction_are_land_disturbance():
    """s61: new development with 12,000 sq ft of new impervious area and no disturbed area given:
    "paving ...
    exterior construction" is a Land Disturbance Activity."""
    site = {
        "project_type": "new_development",
        "new_impervious_sqft": 12_000,
        "requires_city_permit": True,
    }
    result = evaluate(as_of="2025-12-01", site=site)
    assert finding(result, "land_disturbance_bmps")["status"] == "applies"
    assert finding(result, "construction_stormwater_management_plan")["status"] == "applies"
    assert finding(result, "construction_rainy_season")["status"] == "applies"


def test_L107_nothing_disturbed_paved_or_replaced_is_no_land_disturbance():
    site = {"disturbed_area_sqft": 0, "new_impervious_sqft": 0, "replaced_impervious_sqft": 0}
    assert status("land_disturbance_bmps", site=site) == "does_not_apply"
    f = finding(evaluate(site={"disturbed_area_sqft": 0}), "land_disturbance_bmps")
    assert f["status"] == "needs_info"
    assert "site.new_impervious_sqft" in f["missing"]


# --------------------------------------------------------------------------- 11. L833, L401, L387
def test_L833_each_day_of_failure_to_correct_is_one_counted_violation():
    """s34: five days after the correction period are five separate violations, each counted once:
    $12,500 civil
    maximum, and the misdemeanor, infraction and administrative routes count five too (never x days
    again)."""
    result = evaluate(site={}, violations=[{"kind": "failure_to_correct", "count": 1, "days": 5}])
    penalties = {p["rule_id"]: p for p in result["penalties"]}
    assert penalties["civil_penalty_failure_to_correct"]["max_usd"] == 12_500
    for rid in (
        "misdemeanor_failure_to_correct",
        "infraction_failure_to_correct",
        "administrative_penalty_failure_to_correct",
    ):
        assert "x 5 days" in penalties[rid]["arithmetic"][0]
        assert "separate violation" in " ".join(penalties[rid]["arithmetic"])
    assert "misdemeanor" not in penalties  # no second, per-violation count of the same days
    assert "civil_penalty" not in penalties


def test_L401_the_spill_deadline_is_conditional_while_the_spill_finding_is_open():
    """s52: a spill without spill_may_endanger: the 24-hour deadline is marked conditional."""
    events = [{"kind": "spill_discovered", "at": "2025-11-19T16:30"}]
    result = evaluate(site={}, events=events)
    assert finding(result, "spill_notification")["status"] == "needs_info"
    spill = next(d for d in result["deadlines"] if d["rule_id"] == "spill_report_to_city")
    assert spill["required"] == "conditional"
    result = evaluate(site={"conditions": ["spill_may_endanger"]}, events=events)
    spill = next(d for d in result["deadlines"] if d["rule_id"] == "spill_report_to_city")
    assert spill["required"] == "yes"


def test_L387_no_slope_over_five_feet_stated_means_no_slope_duty():
    """s51: a residence with no slope facts: one question, "slope over five feet on the site",
    absent = no."""
    assert status("slope_protection", site={"facility_types": ["residence"]}) == "does_not_apply"
    site = {
        "slope_over_five_feet": True,
        "slope_area_sqft": 251,
        "slope_run_per_rise": 2.99,
        "slope_disturbed": True,
    }
    assert status("slope_protection", site=site) == "applies"
    f = finding(evaluate(site={"slope_over_five_feet": True}), "slope_protection")
    assert f["status"] == "needs_info"
    assert set(f["missing"]) == {
        "site.slope_area_sqft",
        "site.slope_run_per_rise",
        "site.slope_disturbed",
    }


@pytest.mark.parametrize("height, expected", [(5, "does_not_apply"), (5.01, "applies")])
def test_L387_a_measured_height_decides_before_the_yes_no_fact(height, expected):
    """ "more than five feet in height": the measured height, where given, decides (5 ft is not
    more)."""
    site = {
        "slope_over_five_feet": False,
        "slope_height_ft": height,
        "slope_area_sqft": 600,
        "slope_run_per_rise": 2,
        "slope_disturbed": True,
    }
    assert status("slope_protection", site=site) == expected


# --------------------------------------------------------------------------- 12. L767, E.3.b
def test_L767_every_redevelopment_project_is_designed_with_the_manuals_methods():
    """s69: "All priority development projects and redevelopment projects (including ministerial
    projects)":
    applies with a flag; hydromodification and treatment follow the PDP classification only."""
    site = {"project_type": "redevelopment", "conditions": ["not_pdp_confirmed"]}
    result = evaluate(site=site)
    f = finding(result, "priority_development_project")
    assert f["status"] == "applies"
    assert any("including ministerial" in x for x in f["flags"])
    assert finding(result, "hydromodification_management")["status"] == "does_not_apply"
    assert finding(result, "structural_treatment_bmps")["status"] == "does_not_apply"


@pytest.mark.parametrize(
    "existing, expected", [(9_999, "needs_info"), (10_000, "applies"), (None, "needs_info")]
)
def test_L151_redevelopment_pdp_screen_reads_the_existing_impervious_parameter(existing, expected):
    """s31: Provision E.3.b's redevelopment category (outside the ordinance): existing impervious
    area against a
    labelled parameter; below it, not a PDP by area (the other categories stay open)."""
    site = {"project_type": "redevelopment", "replaced_impervious_sqft": 5000}
    if existing is not None:
        site["existing_impervious_sqft"] = existing
    params = {
        "del_mar.pdp_redevelopment_impervious_sqft": 5000,
        "del_mar.pdp_redevelopment_existing_impervious_sqft": 10_000,
    }
    result = evaluate(site=site, parameters=params)
    assert classification(result, "pdp")["status"] == expected
    assert finding(result, "hydromodification_management")["status"] == expected


def test_L151_the_redevelopment_parameter_is_external_and_empty_by_default():
    param = HOST.descriptor("del_mar", "parameter", "pdp_redevelopment_existing_impervious_sqft")
    assert param.value is None
    assert all(c.external and c.verify for c in param.citations)
    site = {"project_type": "redevelopment", "existing_impervious_sqft": 20_000}
    f = classification(
        evaluate(site=site, parameters={"del_mar.pdp_redevelopment_impervious_sqft": 5000}), "pdp"
    )
    assert f["status"] == "needs_info"
    assert "parameter del_mar.pdp_redevelopment_existing_impervious_sqft" in f["missing"]


# --------------------------------------------------------------------------- gating
def test_L737_sizing_is_required_only_where_the_treatment_finding_applies():
    """Sizing tools are gated by structural_treatment_bmps (L737, L759): required no for a
    non-PDP."""
    base = {
        "rainfall": {"p85_24hr_in": 0.6},
        "drainage_areas": [{"name": "Roof", "area_sqft": 1000, "runoff_coefficient": 0.9}],
    }
    result = evaluate(site={"project_type": "maintenance", "new_impervious_sqft": 0}, **base)
    dcv = next(s for s in result["sizing"] if s["tool_id"] == "design_capture_volume")
    assert dcv["required"] == "no"
    assert dcv["outputs"]["design_volume_cuft[Roof]"]["value"] == 45.0
    assert dcv["outputs"]["design_volume_cuft"]["value"] == 45.0  # the core's site total
    result = evaluate(
        site={"project_type": "new_development", "conditions": ["pdp_confirmed"]}, **base
    )
    dcv = next(s for s in result["sizing"] if s["tool_id"] == "design_capture_volume")
    assert dcv["required"] == "yes"


def test_no_memo_machinery_left_in_the_plugin():
    """Issue 15/20: no module-level caches, lru_cache, __class__ checks or __new__ tricks in
    plugins/del_mar."""
    from pathlib import Path

    folder = Path(__file__).resolve().parents[2] / "plugins" / "del_mar"
    for path in folder.glob("*.py"):
        text = path.read_text()
        for trick in ("lru_cache", "__class__ is", "__new__", "_LAST", "def shared(", "__dict__"):
            assert trick not in text, f"{path.name}: {trick}"


# --------------------------------------------------------------------------- reread: what was still
# missing
def test_L789_regulatory_inspections_and_split_samples():
    """L789 "an inspection warrant shall be obtained prior to inspection" if entry is refused; L793
    split samples."""
    f = finding(evaluate(site={}), "regulatory_inspections")
    assert f["status"] == "applies"
    assert any("inspection warrant" in r for r in f["reasons"])
    assert any("split samples" in r for r in f["reasons"])


def test_L403_monitoring_ordered_by_the_official():
    """L403: the official "may order a Discharger to conduct analyzing or monitoring and to report
    the results"."""
    assert status("city_ordered_monitoring", site={}) == "does_not_apply"
    assert status("city_ordered_monitoring", site={"conditions": ["city_monitoring_order"]}) == (
        "applies"
    )


def test_L305_requirements_modified_for_stormwater_use():
    """L305: modified requirements must be "enforceable and provide equivalent environmental
    protection"."""
    site = {"conditions": ["stormwater_use_modification_granted"]}
    f = finding(evaluate(site=site), "stormwater_use_modification")
    assert f["status"] == "applies"
    assert any("equivalent environmental protection" in r for r in f["reasons"])


@pytest.mark.parametrize(
    "kind, expected",
    [("new_development", "applies"), ("existing_facility", "does_not_apply"), (None, "needs_info")],
)
def test_L733_developers_and_land_owners_are_dischargers(kind, expected):
    """L733: "Developers, Development Project Proponents, and Land Owners ... are Dischargers"."""
    site = {} if kind is None else {"project_type": kind}
    if kind == "existing_facility":  # issue 36: the label holds only when no area is added
        site |= {"new_impervious_sqft": 0, "replaced_impervious_sqft": 0}
    assert status("development_dischargers", site=site) == expected


def test_L153_a_misdated_season_event_is_refused_on_the_command_line() -> None:
    import subprocess
    import sys

    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "workbench",
            "deadline",
            "--jurisdiction",
            "del_mar",
            "--rule",
            "unmanned_between_seasons_inspection",
            "--from",
            "2025-10-05",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 2
    assert (
        proc.stderr.strip()
        .splitlines()[-1]
        .endswith(
            "--from: rainy_season_begins is dated 2025-10-05; the Rainy Season begins October 1 "
            "(L153)"
        )
    )


@settings(max_examples=200, deadline=None)
@given(
    st.datetimes(min_value=datetime(2024, 1, 1), max_value=datetime(2027, 12, 31)),
    st.integers(min_value=0, max_value=72 * 60),
)
def test_L401_late_exactly_after_24_clock_hours(found, minutes):
    """The spill report form's check: late exactly when more than 24 elapsed hours (across
    daylight saving) separate discovery and report, and a later report is never less late."""
    found = found.replace(second=0, microsecond=0)

    def late(made: datetime) -> bool:
        values = {
            "discovered_at": found.isoformat(timespec="minutes"),
            "reported_at": made.isoformat(timespec="minutes"),
            "may_endanger": True,
        }
        return bool(spill_report_hours(FormValues(values)))

    made = found + timedelta(minutes=minutes)
    assert late(made) == (elapsed_hours(found, made) > 24)
    if late(made):
        assert late(made + timedelta(minutes=1))
