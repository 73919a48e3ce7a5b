"""L189: a working day excludes "any legal holiday recognized by the city", which the chapter
does not list. Review 2026-12-03 defect 11: the list was titled as the Gov. Code § 6700 holidays
adopted by the city, yet counts Lincoln Day and Native American Day (both § 6700 days) as
working days, and nothing shows Soledad adopted § 6700. Decision: the list is named for what it
holds (the California state-office holidays, a stand-in), and says which days it leaves out."""

from __future__ import annotations

from datetime import date

from .common import HOST, deadline, run


def test_L189_the_list_is_named_for_the_days_it_holds():
    listed = HOST.jurisdiction("soledad").holiday_list
    assert listed.id == "soledad-state-offices"
    assert "state-office holidays" in listed.title
    assert "adopted by the city" not in listed.title
    assert "not every Gov. Code § 6700 day" in listed.title
    assert "Native American Day" in listed.note and "Lincoln Day" in listed.note
    # what it holds: neither Lincoln Day nor Native American Day 2026 is on it
    assert listed.holiday(date(2026, 2, 12)) is None
    assert listed.holiday(date(2026, 9, 25)) is None
    assert listed.holiday(date(2026, 1, 19)) == "Martin Luther King Jr. Day"


def test_L189_deadline_notes_name_the_list_by_what_it_is():
    r = run({}, events=[{"kind": "penalty_received", "at": "2026-02-05"}])
    d = deadline(r, "appeal")
    # five working days counting Lincoln Day (a working day on this list) -> Thu 02-12, which
    # CCP 12a (Lincoln Day is a CCP § 135 holiday) extends to Fri 02-13
    assert (d["due"], d["extended_due"]) == ("2026-02-12", "2026-02-13")
    note = next(n for n in d["notes"] if n.startswith("Holiday list:"))
    assert "soledad-state-offices" in note and "adopted by the city" not in note
