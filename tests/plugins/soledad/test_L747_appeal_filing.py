"""L747-749: "The appeal must be filed within five working days of the discharger or operator
receiving the penalty"; failing that "shall be deemed to be a waiver of further administrative
review". Review 2026-12-03 defect 13 / C59 (coverage row 64): the appeal form had no filing date
and no late check."""

from __future__ import annotations

from .common import HOST, deadline, form, run

APPEAL = {
    "appellant": "operator",
    "order_type": "compliance order",
    "evidence_no_violation": "photos",
}


def appeal(received: str, filed: str, as_of: str = "2026-03-02") -> dict:
    values = {**APPEAL, "penalty_received_on": received, "filing_date": filed}
    return run(
        {},
        as_of=as_of,
        forms={"soledad.appeal": values},
        events=[{"kind": "penalty_received", "at": received}],
    )


def test_L747_the_appeal_form_asks_for_its_filing_date():
    spec = HOST.descriptor("soledad", "form", "appeal")
    field = next(x for x in spec.fields if x.id == "filing_date")
    assert field.required and field.kind == "date"
    assert form(run({}, forms={"soledad.appeal": APPEAL}), "appeal")["problems"].get("filing_date")


def test_L749_a_late_appeal_is_flagged_on_the_form():
    """Penalty received Mon 2026-03-02: five working days end Mon 03-09; filed Tue 03-10."""
    entry = form(appeal("2026-03-02", "2026-03-10"), "appeal")
    (w,) = entry["warnings"]
    assert w["check_id"] == "appeal_filed_late"
    assert "after 2026-03-09" in w["message"] and "waiver" in w["message"]
    assert form(appeal("2026-03-02", "2026-03-09"), "appeal")["warnings"] == []


def test_L747_form_and_deadline_agree_on_the_ccp12a_day():
    """Received Thu 2026-02-05: the fifth working day is Thu 02-12 (Lincoln Day, a city working
    day on its list, a CCP § 135 holiday), extended to Fri 02-13: an appeal filed then is on
    time on the form and on the deadline."""
    r = appeal("2026-02-05", "2026-02-13", as_of="2026-02-13")
    d = deadline(r, "appeal")
    assert (d["due"], d["extended_due"]) == ("2026-02-12", "2026-02-13")
    assert d["status"] != "overdue"
    assert form(r, "appeal")["warnings"] == []
