"""Soledad Ch. 13.52: every answer the review found wrong, misleading or missing (issue 17),
each test named after the ordinance line that decides it (1-based lines of
../shared/seeds/000_085165dcaf1d7ca0.txt)."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plugins.soledad.penalties import LATE_NOTC_FLAG
from plugins.soledad.timing import late_notc_amendment, late_petition
from workbench.api import FormValues, WorkCalendar, extend_ccp12a
from workbench.core.evaluate import evaluate
from workbench.outputs.ics import calendar_text

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("soledad")
ACRE = 43_560


def run(site=None, **parts):
    return result_for(HOST, make_scenario("soledad", site=site or {}, **parts), "soledad")


def status(result, rule_id):
    return finding(result, rule_id)["status"]


def classification(result, cid):
    return next(c for c in result["classifications"] if c["id"] == cid)


FACILITY_RULES = (
    "commercial_industrial_facility",
    "facility_documents_on_request",
    "facility_spill_records",
)


# --------------------------------------------------------------------------- 1. L265
def test_L265_commercial_industrial_duties_without_land_use_need_info():
    """L265 binds persons 'engaged in commercial or industrial activities or operations': with no
    land use and no facility type the answer is open, never 'does not apply'."""
    r = run({"disturbed_area_sqft": 0})
    for rule in FACILITY_RULES:
        f = finding(r, rule)
        assert f["status"] == "needs_info"
        assert f["missing"] == ["site.land_use"]
    assert status(run({"land_use": "residential"}), FACILITY_RULES[0]) == "does_not_apply"
    assert status(run({"land_use": "industrial"}), FACILITY_RULES[0]) == "applies"
    named = run({"facility_types": ["commercial_facility"]})
    assert all(status(named, rule) == "applies" for rule in FACILITY_RULES)


def test_L265_mixed_land_use_asks_for_the_facility_type():
    f = finding(
        run({"land_use": "mixed", "facility_types": None}), "commercial_industrial_facility"
    )
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.facility_types"]
    # "none of these" (Core 32: an empty list is given): no facility, nothing to ask
    none = finding(run({"land_use": "mixed"}), "commercial_industrial_facility")
    assert none["status"] == "does_not_apply"


# --------------------------------------------------------------------------- 2. L65, L273, L275
REDEV_NO_SOIL = {
    "project_type": "redevelopment",
    "disturbed_area_sqft": 0,
    "new_impervious_sqft": 0,
    "replaced_impervious_sqft": 10_000,
    "existing_impervious_sqft": 10_000,
    "post_project_impervious_sqft": 10_000,
    "part_of_common_plan": False,
    "land_use": "commercial",
    "single_family_home": False,
}


def test_L65_building_without_exposed_soil_is_construction_activity():
    """L65: 'demolition ... or building of above and below ground structures' is construction
    activity; L145: redevelopment is 'land disturbing activity'; L275: 'All other construction or
    demolition activity' prepares an ESCP. A redevelopment replacing 10,000 sq ft with 0 sq ft
    disturbed gets the construction duties, consistently with its stormwater control plan."""
    r = run(REDEV_NO_SOIL)
    assert classification(r, "construction_activity")["status"] == "applies"
    assert classification(r, "cgp_coverage")["status"] == "does_not_apply"
    for rule in (
        "construction_stormwater_permit",
        "erosion_sediment_control_plan",
        "construction_bmps",
        "closure_final_stabilization",
        "notice_of_termination",
        "stormwater_control_plan",
        "pr2_water_quality_treatment",
    ):
        assert status(r, rule) == "applies", rule
    assert status(r, "cgp_swppp") == "does_not_apply"


def test_L65_demolition_stated_as_a_condition():
    site = {
        "disturbed_area_sqft": 0,
        "new_impervious_sqft": 0,
        "replaced_impervious_sqft": 0,
        "project_type": "existing_facility",
    }
    assert status(run(site), "construction_bmps") == "does_not_apply"
    stated = run({**site, "conditions": ["demolition_or_building"]})
    assert status(stated, "construction_bmps") == "applies"
    assert status(stated, "construction_stormwater_permit") == "applies"


def test_L341_zero_disturbance_with_building_unknown_is_open():
    r = run({"disturbed_area_sqft": 0, "project_type": "road"})
    f = finding(r, "construction_bmps")
    assert f["status"] == "needs_info"
    assert set(f["missing"]) == {"site.new_impervious_sqft", "site.replaced_impervious_sqft"}


# --------------------------------------------------------------------------- 3. L515
def test_L515_emergency_work_without_determination_is_open_then_exempt_while_it_lasts():
    site = {
        "disturbed_area_sqft": 5_000,
        "part_of_common_plan": False,
        "project_type": "redevelopment",
        "emergency_work": True,
    }
    for rule in ("construction_stormwater_permit", "erosion_sediment_control_plan"):
        assert status(run(site), rule) == "needs_info"
    with_determination = {**site, "conditions": ["emergency_determined_by_city_manager"]}
    assert status(run(with_determination), "construction_stormwater_permit") == "does_not_apply"
    assert status(run(with_determination), "construction_bmps") == "applies"  # L291 still
    ended = {**site, "conditions": ["emergency_determined_by_city_manager", "emergency_ended"]}
    assert status(run(ended), "construction_stormwater_permit") == "applies"


# --------------------------------------------------------------------------- 4. L407-409, L757
def test_L409_late_notc_amendment_is_a_fee_not_a_criminal_fine():
    """L409: a late amendment 'may be rejected or require reasonable additional fee'; whether it is
    also a violation under L757 the text does not say: flagged, not in the criminal fine."""
    r = run(
        {"disturbed_area_sqft": 5_000, "part_of_common_plan": False, "project_type": "road"},
        violations=[{"kind": "late_notc_amendment", "count": 1, "days": 1}],
    )
    ids = {p["rule_id"]: p for p in r["penalties"]}
    assert "criminal_fine" not in ids
    fee = ids["late_notc_amendment_fee"]
    assert fee["max_usd"] is None
    assert "rejected" in HOST.descriptor("soledad", "penalty", fee["rule_id"]).notes
    assert LATE_NOTC_FLAG in fee["flags"]
    assert fee["required"] == "yes"


def test_L757_other_violations_keep_the_criminal_fine():
    r = run(violations=[{"kind": "construction_bmp_failure", "count": 1, "days": 1}])
    assert any(p["rule_id"] == "criminal_fine" for p in r["penalties"])


# --------------------------------------------------------------------------- 5. L673-675
BIG = {
    "project_type": "new_development",
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
    "existing_impervious_sqft": 0,
    "single_family_home": False,
    "watershed_management_zone": 2,
}


def test_L675_pr3_pr4_pr5_name_the_unconfirmed_figures_and_their_source():
    """L675: 'the applicable performance requirements (No. 1 through No. 5, as applicable)'. The
    figures design_rainfall.md could not confirm stay empty parameters: the answer names them."""
    r = run(BIG)
    expected = {
        "pr3_runoff_retention": ["parameters.soledad.pcr_pr3_percentile_wmz_2"],
        "pr4_peak_management": [
            "parameters.soledad.pcr_tier4_threshold_sqft",
            "parameters.soledad.pcr_pr4_applies_wmz_2",
        ],
        "pr5_special_circumstances": ["parameters.soledad.pcr_pr5_special_circumstances"],
    }
    for rule, missing in expected.items():
        f = finding(r, rule)
        assert f["status"] == "needs_info", rule
        assert f["missing"] == missing, rule
        assert any("R3-2013-0032" in x for x in f["reasons"]), rule


def test_L675_pr3_pr4_pr5_decided_once_the_figures_are_given():
    params = {
        "soledad.pcr_pr3_percentile_wmz_2": 95,
        "soledad.pcr_tier4_threshold_sqft": 22_500,
        "soledad.pcr_pr4_applies_wmz_2": 1,
        "soledad.pcr_pr5_special_circumstances": 0,
    }
    r = run(BIG, parameters=params)
    assert status(r, "pr3_runoff_retention") == "applies"
    assert status(r, "pr4_peak_management") == "does_not_apply"  # 20,000 < 22,500
    assert status(r, "pr5_special_circumstances") == "does_not_apply"
    big = run({**BIG, "new_impervious_sqft": 22_500}, parameters=params)
    assert status(big, "pr4_peak_management") == "applies"
    special = run(BIG, parameters={**params, "soledad.pcr_pr5_special_circumstances": 1})
    assert status(special, "pr5_special_circumstances") == "applies"


@pytest.mark.parametrize(
    ("area", "expected"),
    [(14_999, "does_not_apply"), (15_000, "needs_info"), (15_001, "needs_info")],
)
def test_L675_pr5_edges_at_the_tier3_size(area, expected):
    """Below the Tier 3 size the flow chart (secondary) sends projects to PR 1-2 only."""
    assert (
        status(run({**BIG, "new_impervious_sqft": area}), "pr5_special_circumstances") == expected
    )


# --------------------------------------------------------------------------- 6. L605-617
def test_L605_L617_escp_inspections_and_records_are_a_finding():
    r = run({"disturbed_area_sqft": 10_000, "part_of_common_plan": False, "project_type": "road"})
    f = finding(r, "escp_inspections_records")
    assert f["status"] == "applies"
    text = " ".join(f["reasons"])
    for quote in (
        "for each inspection performed",
        "copy of each inspection report to the city",
        "as soon as possible",
        "maintenance records",
    ):
        assert quote in text
    cgp = run({"disturbed_area_sqft": ACRE, "project_type": "road"})
    assert status(cgp, "escp_inspections_records") == "does_not_apply"


# --------------------------------------------------------------------------- 7. L395
def test_L395_notc_where_a_city_permit_was_issued():
    """L395: a NOTC 'for any site for which a construction stormwater permit is required or
    issued': a CGP site needs no permit, but one that was issued still needs a NOTC."""
    site = {"disturbed_area_sqft": ACRE, "project_type": "road"}
    assert status(run(site), "notice_of_termination") == "does_not_apply"
    issued = run({**site, "conditions": ["construction_permit_issued"]})
    assert status(issued, "notice_of_termination") == "applies"


# --------------------------------------------------------------------------- 8. L409, L721
def _amendment(filed: str) -> dict:
    return {
        "soledad.notc_amendment": {
            "notc_termination_date": "2025-06-11",  # a Wednesday
            "amended_termination_date": "2025-06-25",
            "filing_date": filed,
            "amendment_description": "more time for the landscaping",
        }
    }


@pytest.mark.parametrize(
    ("filed", "expected"),
    [
        ("2025-06-06", "does_not_apply"),  # Friday: three working days prior
        ("2025-06-09", "does_not_apply"),  # Monday: two working days prior (L407)
        ("2025-06-10", "applies"),  # Tuesday: one working day prior (L409)
    ],
)
def test_L409_notc_amendment_form_filed_late_is_flagged(filed, expected):
    r = run(forms=_amendment(filed))
    f = finding(r, "notc_amendment_filing_time")
    assert f["status"] == expected
    if expected == "applies":
        assert any(
            "may be rejected or require reasonable additional fee" in x for x in f["reasons"]
        )


def test_L409_amendment_without_dates_needs_them():
    forms = _amendment("2025-06-09")
    del forms["soledad.notc_amendment"]["filing_date"]
    f = finding(run(forms=forms), "notc_amendment_filing_time")
    assert f["status"] == "needs_info"
    assert f["missing"] == ["forms.soledad.notc_amendment.filing_date"]


@pytest.mark.parametrize(
    ("filed", "expected"),
    [("2025-06-10", "does_not_apply"), ("2025-06-11", "does_not_apply"), ("2025-06-12", "applies")],
)
def test_L721_petition_filed_more_than_ten_calendar_days_late_is_flagged(filed, expected):
    """L721 'within ten calendar days of the affected person's notice'; L723 late = waiver."""
    forms = {
        "soledad.petition_for_reconsideration": {
            "order_type": "stop work order",
            "notice_date": "2025-06-01",
            "filing_date": filed,
        }
    }
    f = finding(run(forms=forms), "petition_filing_time")
    assert f["status"] == expected
    if expected == "applies":
        assert any("waiver of any further right" in x for x in f["reasons"])


def form_entry(result, form_id):
    return next(f for f in result["forms"] if f["form_id"] == form_id)


@pytest.mark.parametrize(
    ("filed", "late"), [("2025-06-06", False), ("2025-06-09", False), ("2025-06-10", True)]
)
def test_L409_the_notc_amendment_form_checks_its_own_timing(filed, late):
    """Item 8: the form itself says it was filed late (a complete form with a cited warning),
    not only a finding: 'less than two working days prior ... may be rejected or require
    reasonable additional fee' (L409)."""
    entry = form_entry(run(forms=_amendment(filed)), "notc_amendment")
    assert entry["complete"] is True and entry["problems"] == {}
    assert bool(entry["warnings"]) == late
    if late:
        (w,) = entry["warnings"]
        assert w["check_id"] == "notc_amendment_filed_late"
        assert w["message"].startswith("filed 2025-06-10, after 2025-06-09")
        assert "may be rejected or require reasonable additional fee" in w["message"]
        assert [c["lines"] for c in w["citations"]] == [[407, 407], [409, 409]]


def test_L407_working_days_on_the_form_skip_the_projects_closures():
    """L407 counts working days (L189: not days the city's offices are closed): a closure on
    Tuesday 2025-06-10 makes Monday's filing late, on the form and in the finding alike."""
    r = run(forms=_amendment("2025-06-09"), closures=["2025-06-10"])
    (w,) = form_entry(r, "notc_amendment")["warnings"]
    assert w["message"].startswith("filed 2025-06-09, after 2025-06-06")
    assert status(r, "notc_amendment_filing_time") == "applies"


def _petition(notice: str, filed: str) -> dict:
    return {
        "soledad.petition_for_reconsideration": {
            "order_type": "stop work order",
            "notice_date": notice,
            "filing_date": filed,
        }
    }


@pytest.mark.parametrize(
    ("filed", "late"), [("2025-06-10", False), ("2025-06-11", False), ("2025-06-12", True)]
)
def test_L721_the_petition_form_checks_its_own_timing(filed, late):
    """'within ten calendar days of the affected person's notice' (L721); later is 'deemed to
    be a waiver' (L723): flagged on the form."""
    entry = form_entry(run(forms=_petition("2025-06-01", filed)), "petition_for_reconsideration")
    assert bool(entry["warnings"]) == late
    if late:
        (w,) = entry["warnings"]
        assert w["check_id"] == "petition_filed_late"
        assert "waiver of any further right" in w["message"]
        assert [c["lines"] for c in w["citations"]] == [[721, 721], [723, 723]]


def test_L721_a_last_day_on_a_weekend_ends_on_the_ccp12a_day():
    """Notice 2025-06-04: the tenth day is Saturday 06-14, extended by CCP 12a to Monday 06-16
    (issue 33: the period runs against the filer and ends on the day the tool prints), so
    Monday's filing is on time and Tuesday's is the waiver of L723."""
    entry = form_entry(
        run(forms=_petition("2025-06-04", "2025-06-16")), "petition_for_reconsideration"
    )
    assert entry["warnings"] == []
    entry = form_entry(
        run(forms=_petition("2025-06-04", "2025-06-17")), "petition_for_reconsideration"
    )
    (w,) = entry["warnings"]
    assert "after 2025-06-16" in w["message"] and "12a" in w["message"]


def test_L409_the_warning_shows_in_the_cli_text_and_on_the_printed_form(tmp_path, capsys):
    import json

    from workbench.cli import main
    from workbench.core.evaluate import site_calendar
    from workbench.ui.form_fields import form_html

    forms = _amendment("2025-06-10")
    path = tmp_path / "late.json"
    path.write_text(
        json.dumps({"format": "workbench-scenario/1", "jurisdiction": "soledad", "forms": forms})
    )
    assert main(["evaluate", str(path), "--as-of", "2025-06-01"]) == 0
    text = capsys.readouterr().out
    assert "form [complete] Amended notice of termination of construction (notc_amendment)" in text
    assert "! filed 2025-06-10, after 2025-06-09" in text
    assert "lines 409-409" in text
    spec = HOST.descriptor("soledad", "form", "notc_amendment")
    scenario = make_scenario("soledad", forms=forms)
    printed = form_html(
        spec,
        forms["soledad.notc_amendment"],
        "Site",
        "soledad",
        site_calendar(HOST, "soledad", scenario),
    )
    assert "Checked against the ordinance" in printed
    assert "filed 2025-06-10, after 2025-06-09" in printed


# Friday 2025-06-06 09:00: the next working day is Monday 06-09
@pytest.mark.parametrize(
    ("notified", "late"),
    [
        ("2025-06-06T10:00", None),
        ("2025-06-09T17:00", None),  # the working day ends at five p.m. (L189)
        ("2025-06-09T17:30", "after 5 p.m. on the last day 2025-06-09"),
        ("2025-06-10T08:00", "after 2025-06-09 (the next working day after 2025-06-06)"),
        ("2025-06-05T08:00", "is dated before the release became known"),
    ],
)
def test_L689_the_spill_notification_form_checks_the_next_working_day(notified, late):
    """'notify the city ... no later than the next working day' (L689) for a non-hazardous
    release: the form checks its own two times, with the working day of L189."""
    values = {"hazardous": False, "discovered_at": "2025-06-06T09:00", "notified_at": notified}
    entry = form_entry(run(forms={"soledad.spill_notification": values}), "spill_notification")
    messages = [w["message"] for w in entry["warnings"]]
    assert (late is None) == (messages == [])
    if late:
        assert late in messages[0]
        assert [c["lines"] for c in entry["warnings"][0]["citations"]] == [[689, 689], [189, 189]]


def test_L689_a_hazardous_release_has_no_number_to_check():
    """Hazardous releases: 'immediately notify emergency response agencies' (L689): no allowance
    is invented; a notice weeks later is shown with its delay, never called on time (issue 33,
    tests/plugins/soledad/test_L689_hazardous_notice.py)."""
    values = {
        "hazardous": True,
        "discovered_at": "2025-06-06T09:00",
        "notified_at": "2025-07-01T09:00",
    }
    entry = form_entry(run(forms={"soledad.spill_notification": values}), "spill_notification")
    (w,) = entry["warnings"]
    assert w["check_id"] == "hazardous_notice_delayed"
    assert "25 days after" in w["message"] and "it states no allowance" in w["message"]


@pytest.mark.parametrize(("mailed", "late"), [("2025-06-11", False), ("2025-06-12", True)])
def test_L689_the_written_confirmation_is_mailed_within_three_working_days(mailed, late):
    """Phone notice Friday 2025-06-06: three working days end Wednesday 06-11 (L689)."""
    values = {"phone_notice_at": "2025-06-06T10:00", "mailed_on": mailed}
    entry = form_entry(
        run(forms={"soledad.spill_written_confirmation": values}), "spill_written_confirmation"
    )
    assert bool(entry["warnings"]) == late
    if late:
        assert "after 2025-06-11" in entry["warnings"][0]["message"]


def test_L721_the_form_command_checks_a_saved_petition(tmp_path, capsys):
    """`workbench form FILE --form soledad.petition_for_reconsideration`: the form's own check on
    the command line, for a scenario and for a project's site; a form not saved is refused."""
    import json

    from workbench.cli import main

    scenario = tmp_path / "petition.json"
    scenario.write_text(
        json.dumps(
            {
                "format": "workbench-scenario/1",
                "name": "Petition",
                "jurisdiction": "soledad",
                "forms": _petition("2025-06-01", "2025-06-12"),
            }
        )
    )
    form = ["--form", "soledad.petition_for_reconsideration"]
    assert main(["form", str(scenario), *form, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["form_id"] == "petition_for_reconsideration"
    assert [w["check_id"] for w in data["warnings"]] == ["petition_filed_late"]
    assert main(["form", str(scenario), *form]) == 0
    text = capsys.readouterr().out
    assert text.startswith("form [incomplete] Petition for reconsideration")  # fields missing
    assert "! filed 2025-06-12, after 2025-06-11" in text and "lines 723-723" in text

    project = tmp_path / "p.swproj"
    assert main(["import", str(scenario), "--project", str(project)]) == 0
    capsys.readouterr()
    assert main(["form", str(project), *form, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert [(f["site"], len(f["warnings"])) for f in data["forms"]] == [("Petition", 1)]

    assert main(["form", str(scenario), "--form", "soledad.appeal"]) == 2
    assert "no site has the form soledad.appeal saved" in capsys.readouterr().err


def test_no_saved_forms_no_timing_findings():
    r = run()
    assert status(r, "notc_amendment_filing_time") == "does_not_apply"
    assert status(r, "petition_filing_time") == "does_not_apply"


# --------------------------------------------------------------------------- 9. deadlines
EVENTS = [
    {"kind": "construction_start", "at": "2025-07-01"},
    {"kind": "permit_termination_date", "at": "2025-09-01"},
    {"kind": "nonhazardous_spill_discovered", "at": "2025-05-01"},
]


def test_L353_L689_deadlines_follow_the_findings_and_are_not_exported():
    """A CGP site needs no city permit (L353) and so no permit or NOTC deadlines; a residential
    site keeps no L689 record: those deadlines are left out, never due, never in the calendar."""
    site = {"disturbed_area_sqft": 50_000, "project_type": "road", "land_use": "residential"}
    scenario = make_scenario("soledad", site=site, events=EVENTS)
    doc = evaluate(HOST, scenario, "soledad", date(2025, 8, 1))
    result = doc["results"][0]
    shown = {d["rule_id"] for d in result["deadlines"]}
    left = {d["rule_id"] for d in result["deadlines_left_out"]}
    gone = {
        "permit_application_lead",
        "permit_obtained_lead",
        "notc_submission",
        "spill_record_retention",
    }
    assert gone <= left
    assert not gone & shown
    assert "spill_city_notice" in shown  # L689: anyone with a release
    text, _ = calendar_text(doc)
    summaries = [
        line for line in text.replace("\r\n ", "").split("\r\n") if line.startswith("SUMMARY:")
    ]
    assert summaries
    for rule_id in gone:
        title = HOST.descriptor("soledad", "deadline", rule_id).title
        assert not any(title[:40] in line for line in summaries), rule_id


RETENTION = ("spill_record_retention", "hazardous_record_retention", "city_report_record")


def test_L689_L695_record_retention_is_declared_as_retention():
    for rule_id in RETENTION:
        rule = HOST.descriptor("soledad", "deadline", rule_id)
        assert rule.kind == "retention", rule_id
        assert "earliest day the record may be discarded" in rule.notes


def test_L689_record_retention_is_kept_until_not_due():
    """'Such records shall be retained for at least five years' (L689): the date is the
    earliest discard day: status keep_until (never overdue, even judged after it), 'Keep
    until' in the calendar export (no reminder) and in the command line's text."""
    site = {
        "land_use": "commercial",
        "disturbed_area_sqft": 0,
        "new_impervious_sqft": 0,
        "replaced_impervious_sqft": 0,
        "project_type": "existing_facility",
    }
    events = [{"kind": "nonhazardous_spill_discovered", "at": "2025-05-01"}]
    scenario = make_scenario("soledad", site=site, events=events)
    doc = evaluate(HOST, scenario, "soledad", date(2031, 1, 1))  # after the five years
    record = next(
        d for d in doc["results"][0]["deadlines"] if d["rule_id"] == "spill_record_retention"
    )
    assert (record["due"], record["kind"], record["status"]) == (
        "2030-05-01",
        "retention",
        "keep_until",
    )
    assert "extended_due" not in record
    text, _ = calendar_text(doc)
    unfolded = text.replace("\r\n ", "")
    assert "SUMMARY:Keep until: Keep the on-site record of a discharge" in unfolded
    assert "SUMMARY:Due: Keep" not in unfolded
    spill_notice = next(d for d in doc["results"][0]["deadlines"] if d["kind"] == "deadline")
    assert spill_notice["status"] == "overdue"  # other deadlines keep their status


def test_L689_keep_until_on_the_command_line(capsys):
    from workbench.cli import main

    code = main(
        ["deadline", "--jurisdiction", "soledad", "--rule", "spill_record_retention", "--from",
         "2025-05-01", "--json"]
    )  # fmt: skip
    assert code == 0
    import json

    data = json.loads(capsys.readouterr().out)
    assert (data["due"], data["kind"]) == ("2030-05-01", "retention")
    assert "extended_due" not in data


# -------------------------------------------------------------------------- 10. needless needs_info
def test_L675_tier1_met_by_new_area_alone():
    """New impervious 3,000 sq ft alone meets Tier 1 (2,500); the replaced area cannot lower it."""
    r = run({"project_type": "redevelopment", "new_impervious_sqft": 3_000})
    for rule in ("stormwater_control_plan", "pr1_site_design"):
        assert status(r, rule) == "applies"


def test_L675_tier2_met_by_new_area_alone():
    r = run(
        {
            "project_type": "redevelopment",
            "new_impervious_sqft": 6_000,
            "existing_impervious_sqft": 8_000,
            "post_project_impervious_sqft": 14_000,
            "single_family_home": False,
        }
    )
    assert status(r, "pr2_water_quality_treatment") == "applies"


def test_L675_pr3_pr4_do_not_apply_below_tier1():
    r = run(
        {
            "project_type": "new_development",
            "new_impervious_sqft": 1_000,
            "replaced_impervious_sqft": 0,
        }
    )
    for rule in ("pr3_runoff_retention", "pr4_peak_management", "pr5_special_circumstances"):
        assert status(r, rule) == "does_not_apply", rule


def test_L675_single_family_question_not_asked_when_both_tier3_thresholds_agree():
    site = {**BIG}
    del site["single_family_home"]
    params = {
        "soledad.pcr_tier3_sfh_threshold_sqft": 15_000,
        "soledad.pcr_pr3_percentile_wmz_2": 85,
    }
    assert status(run(site, parameters=params), "pr3_runoff_retention") == "applies"
    small = {**site, "new_impervious_sqft": 3_000}
    assert status(run(small, parameters=params), "pr3_runoff_retention") == "does_not_apply"


@pytest.mark.parametrize("missing", ["part_of_common_plan", "disturbed_area_sqft"])
def test_L511_L513_residential_maintenance_exempt_either_way(missing):
    """A CGP site needs no city permit (L353); otherwise residential maintenance is exempt (L511,
    L513): the permit, ESCP and NOTC do not apply whatever the missing fact is."""
    site = {
        "project_type": "maintenance",
        "land_use": "residential",
        "disturbed_area_sqft": 10_000,
        "part_of_common_plan": True,
        "new_impervious_sqft": 0,  # the areas bear the label out (L513, issue 33)
    }
    del site[missing]
    r = run(site)
    for rule in (
        "construction_stormwater_permit",
        "erosion_sediment_control_plan",
        "notice_of_termination",
    ):
        assert status(r, rule) == "does_not_apply", rule


# --------------------------------------------------------------------------- 11. PR2 percentile
def test_L675_pr2_percentile_outside_85_95_is_refused_naming_the_allowed_values():
    scenario = make_scenario(
        "soledad",
        site=BIG,
        drainage_areas=[{"name": "Roof", "area_sqft": 1_000, "impervious_fraction": 1.0}],
        rainfall={"p85_24hr_in": 0.8, "p95_24hr_in": 1.3},
        parameters={"soledad.pr2_design_storm_percentile": 90},
    )
    import pytest

    from workbench.core.evaluate import InputError

    with pytest.raises(InputError, match=r"must be one of 85, 95 \(got 90\)"):
        result_for(HOST, scenario, "soledad")


# --------------------------------------------------------------------------- 8. properties
DAYS = st.dates(min_value=date(2023, 1, 1), max_value=date(2030, 12, 31))


@settings(max_examples=150, deadline=None)
@given(DAYS, st.integers(min_value=-15, max_value=15))
def test_L407_L409_a_later_filing_is_never_less_late(termination, offset):
    """The NOTC amendment check: late exactly after the second working day before the NOTC's
    termination date (counted back, L407), and filing later never clears the warning."""
    cal = WorkCalendar()
    filed = termination + timedelta(days=offset)

    def late(day: date) -> bool:
        values = {"notc_termination_date": termination.isoformat(), "filing_date": day.isoformat()}
        return bool(late_notc_amendment(FormValues(values, cal)))

    latest = cal.working_days_before(termination, 2)
    assert late(filed) == (filed > latest)
    if late(filed):
        assert late(filed + timedelta(days=1))


@settings(max_examples=150, deadline=None)
@given(DAYS, st.integers(min_value=0, max_value=30))
def test_L721_late_exactly_after_the_tenth_calendar_day(notice, offset):
    filed = notice + timedelta(days=offset)
    values = {"notice_date": notice.isoformat(), "filing_date": filed.isoformat()}
    extension = extend_ccp12a(notice + timedelta(days=10))
    last = extension.extended_due if extension else notice + timedelta(days=10)
    assert bool(late_petition(FormValues(values))) == (filed > last)
