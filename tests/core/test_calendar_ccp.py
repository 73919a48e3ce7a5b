"""Computing time under CCP §§ 12a, 12b, 135, project open days, and daylight-saving edges
(issue 21): golden cases from the issue, and properties."""

from __future__ import annotations

import json
from datetime import date, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.plugins.conftest import host_for, make_scenario, result_for
from workbench import cli
from workbench.core.calendar import (
    WorkCalendar,
    compute_due,
    deadline_extension,
    extend_ccp12a,
    local_time_problem,
)
from workbench.core.holidays_ca import ccp135_holidays

HOST = host_for("soledad", "livingston")


def _deadline(jid: str, rule_id: str, at: str, **parts) -> dict:
    rule = HOST.descriptor(jid, "deadline", rule_id)
    scenario = make_scenario(jid, events=[{"kind": rule.trigger, "at": at}], **parts)
    (entry,) = [d for d in result_for(HOST, scenario, jid)["deadlines"] if d["rule_id"] == rule_id]
    return entry


# -- the examples ---------------------------------------------------------------


def test_soledad_deemed_acceptance_runs_past_veterans_day():
    """L439: 30 calendar days from Sun 2025-10-12 end Tue 11-11 (Veterans Day): the city's
    clock runs to Wed 11-12 under CCP § 12a."""
    d = _deadline("soledad", "notc_certification_deemed_accepted", "2025-10-12")
    assert d["due"] == "2025-11-11"
    assert d["extended_due"] == "2025-11-12"
    ext = d["extension"]
    assert ext["external"] and ext["section"] == "§§ 12, 12a, 12b, 135"
    assert ext["holiday_list"]["id"] == "ccp-135"
    assert ext["skipped"] == ["Tue 2025-11-11 Veterans Day (CCP § 135)"]
    assert "extended_due" in ext["use"] and "filer" in ext["use"]


def test_livingston_appeal_filing_moves_past_cesar_chavez_day():
    """L453: 15 days from Fri 2025-03-14 end Sat 03-29; Sun 03-30 and Mon 03-31 (Cesar Chavez
    Day) are holidays too, so the last day is Tue 04-01."""
    d = _deadline("livingston", "appeal_filing", "2025-03-14")
    assert d["due"] == "2025-03-29"
    assert d["extended_due"] == "2025-04-01"
    assert len(d["extension"]["skipped"]) == 3


def test_a_due_date_on_a_working_day_gets_no_extension_keys():
    d = _deadline("livingston", "appeal_filing", "2025-03-10")  # Tue 03-25
    assert d["due"] == "2025-03-25"
    assert "extended_due" not in d and "extension" not in d


def test_deadline_command_gives_both_dates(capsys):
    args = ["deadline", "--jurisdiction", "soledad", "--rule"]
    assert cli.main([*args, "notc_certification_deemed_accepted", "--from", "2025-10-12"]) == 0
    text = capsys.readouterr().out
    assert "due 2025-11-11" in text and "extended_due 2025-11-12" in text
    assert (
        cli.main([*args, "notc_certification_deemed_accepted", "--from", "2025-10-12", "--json"])
        == 0
    )
    data = json.loads(capsys.readouterr().out)
    assert (data["due"], data["extended_due"]) == ("2025-11-11", "2025-11-12")


def test_closures_count_under_ccp_12b_and_lead_times_are_not_extended():
    ext = extend_ccp12a(date(2025, 12, 26), closures=[date(2025, 12, 26)])
    assert ext is not None and ext.extended_due == date(2025, 12, 29)
    assert ext.to_json()["extension"]["holiday_list"]["closures_ccp_12b"] == ["2025-12-26"]
    assert deadline_extension(date(2025, 11, 29), "calendar_days", "before") == {}
    assert deadline_extension(datetime(2025, 11, 29, 9, 0), "hours", "after") == {}
    assert deadline_extension(date(2019, 11, 30), "calendar_days", "after") == {}  # no § 135 list


# -- properties ---------------------------------------------------------------------------

dates = st.dates(min_value=date(2022, 1, 1), max_value=date(2059, 12, 1))


@settings(max_examples=300, deadline=None)
@given(due=dates, closures=st.frozensets(dates, max_size=10))
def test_an_extended_date_is_later_and_never_a_holiday(due, closures):
    ext = extend_ccp12a(due, closures)
    if ext is None:
        assert due.weekday() < 5 and due not in ccp135_holidays(due.year) and due not in closures
        return
    later = ext.extended_due
    assert later > due
    assert later.weekday() < 5
    assert later not in ccp135_holidays(later.year)
    assert later not in closures
    # every day in between was a holiday for computing time
    assert [d for d, _ in ext.skipped] == [
        due + timedelta(days=k) for k in range((later - due).days)
    ]


# -- a project's open days -----------------------------------------------------------------


def test_removing_juneteenth_moves_a_working_day_deadline_by_one_day():
    """Soledad L747, 5 working days from Mon 2025-06-16: Thu 06-19 skipped -> Tue 06-24; a city
    open on June 19 counts it -> Mon 06-23."""
    closed = _deadline("soledad", "appeal", "2025-06-16")
    opened = _deadline("soledad", "appeal", "2025-06-16", open_days=["2025-06-19"])
    assert (closed["due"], opened["due"]) == ("2025-06-24", "2025-06-23")
    assert "Juneteenth" in closed["steps"][0] and "Juneteenth" not in opened["steps"][0]
    assert "Holiday list: soledad-state-offices" in closed["notes"][-1]
    assert opened["notes"][-1].endswith("with 1 open day.")


def test_open_days_do_not_shrink_the_ccp_135_list():
    cal = WorkCalendar(open_days=[date(2025, 6, 19)])
    assert cal.is_working_day(date(2025, 6, 19)) and cal.is_business_day(date(2025, 6, 19))
    assert extend_ccp12a(date(2025, 6, 19)) is not None
    info = cal.info()
    assert info["open_days"] == ["2025-06-19"]
    assert info["holiday_list"]["id"] == "ca-state-offices"
    assert info["extension_list"]["id"] == "ccp-135"
    assert "ca-state-offices" in info["summary"] and "1 open day removed" in info["summary"]


def test_scenario_open_days_are_validated():
    with pytest.raises(ValueError, match="open_days"):
        make_scenario("soledad", open_days=["2025-06-31"])


# -- daylight saving time ------------------------------------------------------------------


def test_nonexistent_and_repeated_local_times_are_named():
    assert "does not exist" in (local_time_problem(datetime(2025, 3, 9, 2, 30)) or "")
    assert "occurs twice" in (local_time_problem(datetime(2025, 11, 2, 1, 30)) or "")
    assert local_time_problem(datetime(2025, 11, 2, 2, 30)) is None
    assert local_time_problem(datetime(2025, 3, 9, 3, 30)) is None


def test_hour_counts_explain_the_clock_change_and_flag_the_start():
    due = compute_due(24, "hours", datetime(2025, 3, 8, 16, 30), WorkCalendar())
    assert due.due == datetime(2025, 3, 9, 17, 30)
    assert "16:30 PST" in due.steps[0] and "17:30 PDT" in due.steps[0]
    assert "clocks move forward one hour" in due.steps[1]
    repeated = compute_due(2, "hours", datetime(2025, 11, 2, 1, 30), WorkCalendar())
    assert any("occurs twice" in n for n in repeated.notes)


def test_deadline_command_refuses_a_time_that_does_not_exist(capsys):
    args = ["deadline", "--jurisdiction", "soledad", "--rule", "irrigation_leak_correction"]
    assert cli.main([*args, "--from", "2025-03-09T02:30"]) == 2
    err = capsys.readouterr().err.strip()
    assert "does not exist" in err and len(err.splitlines()) == 1
    assert cli.main([*args, "--from", "2025-11-02T01:30"]) == 0
    assert "occurs twice" in capsys.readouterr().out


def test_a_year_without_a_pinned_list_is_bad_input_naming_the_event():
    from workbench.core.evaluate import InputError

    with pytest.raises(InputError, match="events: penalty_received at 1985-01-02"):
        _deadline("soledad", "appeal", "1985-01-02")


@settings(max_examples=150, deadline=None)
@given(
    start=st.dates(min_value=date(2020, 1, 1), max_value=date(2035, 12, 31)),
    n=st.integers(1, 30),
    open_days=st.frozensets(st.dates(date(2020, 1, 1), date(2036, 3, 31)), max_size=20),
)
def test_open_days_never_make_a_working_day_count_later(start, n, open_days):
    assert WorkCalendar(open_days=open_days).add_working_days(
        start, n
    ) <= WorkCalendar().add_working_days(start, n)


def test_a_calendar_day_count_landing_on_a_listed_holiday_names_the_list():
    """Issue 21 item 1: every result says which list it used. 30 calendar days from 2025-10-12
    land on Veterans Day: the note naming the holiday is followed by the list's note; a count
    landing on a plain weekend day used no list and says none."""
    on_holiday = compute_due(30, "calendar_days", date(2025, 10, 12), WorkCalendar())
    assert "Veterans Day" in on_holiday.notes[0]
    assert on_holiday.notes[1].startswith("Holiday list: ca-state-offices ")
    on_saturday = compute_due(1, "calendar_days", date(2025, 11, 14), WorkCalendar())
    assert not any(n.startswith("Holiday list:") for n in on_saturday.notes)


def test_evaluate_text_shows_the_extended_last_day(tmp_path, capsys):
    """Issue 21 item 1: evaluate's text output gives extended_due under the due line."""
    scenario = make_scenario(
        "livingston", events=[{"kind": "notice_of_violation_received", "at": "2025-03-14"}]
    )
    path = tmp_path / "site.json"
    path.write_text(scenario.model_dump_json(), encoding="utf-8")
    assert cli.main(["evaluate", str(path), "--jurisdiction", "livingston"]) == 0
    text = capsys.readouterr().out
    assert "due 2025-03-29" in text
    assert "extended to 2025-04-01: Sat 2025-03-29 is a holiday for computing time" in text


def test_deadline_command_takes_closures_and_open_days(capsys):
    """Juneteenth open for the project moves Soledad's 2 working days from 2025-06-18 one day
    earlier; a closure on the ordinance's last day extends it under CCP § 12b; a bad date is
    one line naming the option (exit 2)."""
    args = ["deadline", "--jurisdiction", "soledad", "--rule", "owner_change_reissue", "--json"]
    assert cli.main([*args, "--from", "2025-06-18"]) == 0
    assert json.loads(capsys.readouterr().out)["due"] == "2025-06-23"
    assert cli.main([*args, "--from", "2025-06-18", "--open-day", "2025-06-19"]) == 0
    assert json.loads(capsys.readouterr().out)["due"] == "2025-06-20"
    deemed = ["deadline", "--jurisdiction", "soledad", "--rule"]
    deemed += ["notc_certification_deemed_accepted", "--from", "2025-10-13", "--json"]
    assert cli.main([*deemed, "--closure", "2025-11-12"]) == 0  # due Wed 11-12, closed
    data = json.loads(capsys.readouterr().out)
    assert (data["due"], data["extended_due"]) == ("2025-11-12", "2025-11-13")
    assert data["extension"]["holiday_list"]["closures_ccp_12b"] == ["2025-11-12"]
    assert cli.main([*args, "--from", "2025-06-18", "--open-day", "June 19"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "--open-day" in err and "June 19" in err


def test_an_inclusive_period_ending_on_a_listed_holiday_names_the_list():
    """A year whose first day is 2024-12-26 ends on Christmas 2025: the list is named."""
    due = compute_due(1, "years", date(2024, 12, 26), WorkCalendar(), inclusive_end=True)
    assert due.due == date(2025, 12, 25)
    assert due.notes[-1].startswith("Holiday list: ca-state-offices ")
