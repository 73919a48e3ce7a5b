"""L721-723: the ten calendar days to petition run against the person subject to the order
(a late petition "shall be deemed to be a waiver", L723). CCP § 12a extends a last day on a
Saturday, Sunday or § 135 holiday; the tool prints that extended day, so the deadline's status,
the finding ``petition_filing_time`` and the form's warning all end the period on it."""

from __future__ import annotations

from .common import deadline, finding, form, run

PETITION = {
    "order_type": "compliance order",
    "provisions_objected": "all",
    "reasons": "x",
    "contested_facts": "x",
    "evidence": "x",
    "alternative_terms": "x",
    "hearing_requested": True,
}
SITE = {"disturbed_area_sqft": 0, "project_type": "existing_facility", "land_use": "commercial"}


def c26(notice: str, filed: str, as_of: str) -> dict:
    values = {**PETITION, "notice_date": notice, "filing_date": filed}
    return run(
        SITE,
        as_of=as_of,
        events=[
            {"kind": "order_notice_received", "at": notice},
            {"kind": "petition_submitted", "at": filed},
        ],
        forms={"soledad.petition_for_reconsideration": values},
    )


def test_L721_saturday_tenth_day_ends_on_the_monday_the_tool_prints():
    """C26: notice Wed 03-04, 10th day Sat 03-14, extended to Mon 03-16; as of Sun 03-15 the
    period is still open and a Monday filing is on time."""
    r = c26("2026-03-04", "2026-03-16", "2026-03-15")
    d = deadline(r, "petition_for_reconsideration")
    assert d["due"] == "2026-03-14" and d["extended_due"] == "2026-03-16"
    assert d["status"] != "overdue"
    f = finding(r, "petition_filing_time")
    assert f["status"] == "does_not_apply", f["reasons"]
    assert "2026-03-16" in " ".join(f["reasons"])
    assert form(r, "petition_for_reconsideration")["warnings"] == []


def test_L723_filing_after_the_extended_day_is_the_waiver():
    r = c26("2026-03-04", "2026-03-17", "2026-03-17")
    assert deadline(r, "petition_for_reconsideration")["status"] == "overdue"
    f = finding(r, "petition_filing_time")
    assert f["status"] == "applies"
    assert "2026-03-16" in " ".join(f["reasons"])
    assert form(r, "petition_for_reconsideration")["warnings"]


def test_L721_lincoln_day_is_a_ccp_holiday_even_where_the_city_works():
    """Notice Mon 02-02: the 10th day is Thu 02-12, Lincoln Day (CCP § 135), extended to Fri
    02-13; a filing on 02-13 is timely everywhere the tool answers."""
    r = c26("2026-02-02", "2026-02-13", "2026-02-13")
    assert deadline(r, "petition_for_reconsideration")["extended_due"] == "2026-02-13"
    assert deadline(r, "petition_for_reconsideration")["status"] != "overdue"
    assert finding(r, "petition_filing_time")["status"] == "does_not_apply"
    assert form(r, "petition_for_reconsideration")["warnings"] == []
