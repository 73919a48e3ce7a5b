"""Each city declares the holiday list it counts with (issue 21, item 2): its deadlines and
calendar name that list; a jurisdiction with another list counts with it; one that declares
none gets the stand-in, shown as not declared by the city."""

from __future__ import annotations

from datetime import date

import pytest

from tests.core.test_host import jurisdiction
from tests.plugins.conftest import host_for, make_scenario, result_for
from workbench import api
from workbench.core.calendar import NOT_DECLARED, WorkCalendar, compute_due
from workbench.core.evaluate import calendar_for, site_calendar
from workbench.core.holidays_ca import CITY_STANDIN, HolidayList, HolidaysNotPinned
from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.plugins.host import BUNDLED, Host

CITIES = tuple(BUNDLED)  # the bundled cities, as the host lists them
HOST = host_for(*CITIES)

FOUNDERS = HolidayList(
    id="fake-founders",
    version="1",
    title="Fake City holidays",
    citations=(),
    note="A test list: Founders Day only.",
    first_year=2025,
    last_year=2025,
    days={date(2025, 6, 18): "Founders Day"},
)


class ListCity:
    """A city declaring its own list (or none)."""

    def __init__(self, jid: str, holiday_list: HolidayList | None) -> None:
        self.jid, self.holiday_list = jid, holiday_list

    @hookimpl
    def wb_jurisdiction(self):
        j = jurisdiction(self.jid)
        return api.Jurisdiction(**{**vars(j), "holiday_list": self.holiday_list})


#: Soledad names its list for what it holds, the state-office holidays (issue 33;
#: tests/plugins/soledad/test_L189_holiday_list.py): the same pinned days, another title
GOV6700_CITIES = tuple(c for c in CITIES if c != "soledad")


@pytest.mark.parametrize("jid", GOV6700_CITIES)
def test_every_city_declares_the_pinned_gov_6700_list(jid):
    listed = HOST.jurisdiction(jid).holiday_list
    assert listed is not None and listed.id == f"{jid}-gov6700"
    assert listed.version == CITY_STANDIN.version
    assert dict(listed.days) == dict(CITY_STANDIN.days)  # the same days: nothing invented
    assert listed.citations[0].section == "§ 6700"
    info = site_calendar(HOST, jid, make_scenario(jid)).info()
    assert info["holiday_list"]["id"] == f"{jid}-gov6700" and info["holiday_list_declared"]
    assert HOST.jurisdiction(jid).name in info["summary"] and NOT_DECLARED not in info["summary"]
    assert "Gov. Code § 6700 as adopted by the city" in info["holiday_list"]["note"]


@pytest.mark.parametrize(
    ("jid", "rule_id", "at", "due"),
    [
        ("soledad", "appeal", "2025-06-16", "2025-06-24"),  # across Juneteenth
        ("livingston", "bmp_petition", "2025-11-24", "2025-12-10"),  # 10 across Thanksgiving
    ],
)
def test_a_working_day_deadline_names_the_city_list(jid, rule_id, at, due):
    rule = HOST.descriptor(jid, "deadline", rule_id)
    scenario = make_scenario(jid, events=[{"kind": rule.trigger, "at": at}])
    (entry,) = [d for d in result_for(HOST, scenario, jid)["deadlines"] if d["rule_id"] == rule_id]
    assert entry["due"] == due
    listed = HOST.jurisdiction(jid).holiday_list
    assert any(n.startswith(f"Holiday list: {listed.id} ") for n in entry["notes"])


def test_a_jurisdiction_with_another_list_counts_with_it():
    host = Host(strict=True)
    host.register(ListCity("fake", FOUNDERS), "fake")
    cal = site_calendar(host, "fake", make_scenario("fake"))
    assert cal.holiday_list is FOUNDERS and cal.info()["holiday_list"]["id"] == "fake-founders"
    # 2 working days after Tue 2025-06-17: Wed 06-18 is Founders Day, Thu 06-19 (Juneteenth on
    # the state list) is a working day here -> Fri 06-20
    due = compute_due(2, "working_days", date(2025, 6, 17), cal)
    assert due.due == date(2025, 6, 20)
    assert any("Founders Day" in s for s in due.steps)
    assert due.notes[-1].startswith("Holiday list: fake-founders 1 (Fake City holidays)")
    with pytest.raises(HolidaysNotPinned, match="fake-founders covers 2025-2025"):
        compute_due(2, "working_days", date(2026, 6, 17), cal)


def test_a_jurisdiction_without_a_list_gets_the_stand_in_shown_as_not_declared():
    host = Host(strict=True)
    host.register(ListCity("bare", None), "bare")
    cal = site_calendar(host, "bare", make_scenario("bare"))
    info = cal.info()
    assert info["holiday_list"]["id"] == CITY_STANDIN.id and not info["holiday_list_declared"]
    assert NOT_DECLARED in info["summary"] and NOT_DECLARED in cal.list_note()
    assert calendar_for(()).holiday_list is CITY_STANDIN
    assert WorkCalendar().holiday(date(2025, 6, 19)) == "Juneteenth National Independence Day"


def test_a_package_release_cannot_move_a_city_deadline(monkeypatch):
    """The city lists are pinned data: whatever the installed holidays package says now."""
    import holidays

    def no_holidays(*_args, **_kwargs):
        return {}

    monkeypatch.setattr(holidays, "country_holidays", no_holidays)
    rule = HOST.descriptor("soledad", "deadline", "appeal")
    scenario = make_scenario("soledad", events=[{"kind": rule.trigger, "at": "2025-06-16"}])
    (entry,) = [
        d for d in result_for(HOST, scenario, "soledad")["deadlines"] if d["rule_id"] == "appeal"
    ]
    assert entry["due"] == "2025-06-24"  # Juneteenth still skipped
