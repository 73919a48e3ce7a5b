"""L439: a conditional NOTC acceptance is final when "the city does not notify the operator within
thirty calendar days of receipt of such written request"; L729 gives the city ten calendar days
to decide a petition. Both clocks are the city's: nobody files on them. Review 2026-12-03 defect
10: the flag advised "file by the previous working day to be safe"; the status must count to the
CCP § 12a extended day the tool prints (a period the city runs ends there)."""

from __future__ import annotations

from .common import HOST, deadline, run

SITE = {"disturbed_area_sqft": 20000, "part_of_common_plan": False}


def test_L439_no_filing_advice_on_the_city_clock():
    for rule_id in ("notc_certification_deemed_accepted", "petition_decision"):
        rule = HOST.descriptor("soledad", "deadline", rule_id)
        assert not any("file by the previous working day" in f for f in rule.flags), rule_id


def test_L439_deemed_accepted_counts_to_the_extended_day():
    """Request received Fri 2026-01-02: the 30th day is Sun 02-01, extended to Mon 02-02; on
    Mon 02-02 the city's time has not run out."""
    r = run(
        SITE,
        as_of="2026-02-02",
        events=[{"kind": "conditional_acceptance_request", "at": "2026-01-02"}],
    )
    d = deadline(r, "notc_certification_deemed_accepted")
    assert (d["due"], d["extended_due"]) == ("2026-02-01", "2026-02-02")
    assert d["status"] != "overdue"
