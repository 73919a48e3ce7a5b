"""The pinned holiday lists: the city stand-in cannot move with a package release, and the CCP
§ 135 list matches the courts' published calendars."""

from __future__ import annotations

from datetime import date

import pytest

from workbench.core import holidays_ca
from workbench.core.holidays_ca import (
    CCP135,
    CITY_STANDIN,
    HolidaysNotPinned,
    ccp135_holidays,
    city_holiday,
    generate_city_standin,
)
from workbench.core.holidays_ca_data import STATE_OFFICES


def test_the_pinned_city_list_is_what_the_installed_package_gives():
    """Fails when a holidays release adds, drops or renames a day: regenerate with
    ``python tools/pin_holidays.py``, review the diff and raise
    ``CITY_STANDIN_VERSION`` (a deadline then moves by a reviewed commit, never silently)."""
    assert generate_city_standin() == STATE_OFFICES


def test_a_holiday_the_allow_list_does_not_know_is_refused(monkeypatch):
    monkeypatch.setattr(holidays_ca, "CITY_NAMES", holidays_ca.CITY_NAMES - {"Labor Day"})
    with pytest.raises(ValueError, match="Labor Day"):
        generate_city_standin(2025, 2025)


def test_city_list_golden_days_and_left_out_days():
    assert city_holiday(date(2025, 11, 27)) == "Thanksgiving Day"
    assert city_holiday(date(2025, 6, 19)) == "Juneteenth National Independence Day"
    assert city_holiday(date(2027, 12, 31)) == "New Year's Day (observed)"
    assert city_holiday(date(2027, 10, 29)) is None  # Diwali 2027: offices open
    assert city_holiday(date(2028, 2, 15)) is None  # Susan B. Anthony Day 2028
    assert city_holiday(date(2026, 2, 12)) is None  # Lincoln Day: not on the stand-in (D6)


def test_years_outside_the_pinned_range_are_refused_in_one_line():
    with pytest.raises(HolidaysNotPinned, match="no pinned holiday list for 2101"):
        city_holiday(date(2101, 1, 2))
    with pytest.raises(HolidaysNotPinned, match="CCP § 135"):
        ccp135_holidays(2021)


# Judicial holidays published by the Superior Court (San Bernardino) for 2025 and 2026.
COURT_2025 = [
    "2025-01-01", "2025-01-20", "2025-02-12", "2025-02-17", "2025-03-31", "2025-05-26",
    "2025-06-19", "2025-07-04", "2025-09-01", "2025-09-26", "2025-11-11", "2025-11-27",
    "2025-11-28", "2025-12-25",
]  # fmt: skip
COURT_2026 = [
    "2026-01-01", "2026-01-19", "2026-02-12", "2026-02-16", "2026-03-31", "2026-05-25",
    "2026-06-19", "2026-07-03", "2026-09-07", "2026-09-25", "2026-11-11", "2026-11-26",
    "2026-11-27", "2026-12-25",
]  # fmt: skip


@pytest.mark.parametrize(("year", "days"), [(2025, COURT_2025), (2026, COURT_2026)])
def test_ccp135_list_matches_the_courts_calendar(year, days):
    assert [d.isoformat() for d in ccp135_holidays(year)] == days


def test_ccp135_history_and_exclusions():
    assert date(2022, 6, 20) not in ccp135_holidays(2022)  # Juneteenth from 2023
    assert date(2023, 6, 19) in ccp135_holidays(2023)
    assert date(2025, 10, 13) not in ccp135_holidays(2025)  # Columbus Day excluded
    assert date(2025, 9, 9) not in ccp135_holidays(2025)  # Admission Day excluded
    assert date(2027, 12, 31) in ccp135_holidays(2027)  # New Year's Day 2028 is a Saturday


def test_lists_say_what_they_are_and_where_they_come_from():
    for holiday_list in (CITY_STANDIN, CCP135):
        data = holiday_list.to_json()
        assert data["id"] and data["version"] and data["note"]
        assert all(c["external"] for c in data["citations"])
        assert all(c["section"] for c in data["citations"])
