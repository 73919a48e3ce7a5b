"""Soledad Ch. 13.52 deadlines: every duration with its unit, across weekends, Thanksgiving (Thu
Nov 27 2025 and the CA day-after holiday Fri Nov 28), Christmas (Thu Dec 25 2025) and DST.

Working day (L189): 'any calendar day, eight a.m. to five p.m., but not including Saturday,
Sunday, any legal holiday recognized by the city or any day for which the city manager's offices
are closed'.
"""

from __future__ import annotations

import pytest

from plugins.soledad import flags as F

from .conftest import host_for, make_scenario, result_for

HOST = host_for("soledad")


def due(rule_id: str, kind: str, at: str, closures=()):
    scenario = make_scenario("soledad", events=[{"kind": kind, "at": at}], closures=list(closures))
    deadlines = [
        d for d in result_for(HOST, scenario, "soledad")["deadlines"] if d["rule_id"] == rule_id
    ]
    assert len(deadlines) == 1, deadlines
    return deadlines[0]


# rule id -> (amount, unit, direction) as the text states it
UNITS = {
    "permit_application_lead": (2, "working_days", "before"),  # L351
    "permit_obtained_lead": (2, "working_days", "before"),  # L461
    "construction_start_window": (30, "calendar_days", "after"),  # L465
    "commencement_date_change": (2, "working_days", "before"),  # L467
    "termination_date_change": (2, "working_days", "before"),  # L467
    "permit_amendment": (2, "working_days", "before"),  # L497
    "late_amendment_filing": (2, "working_days", "before"),  # L503
    "permit_suspended_cease": (0, "immediate", "after"),  # L469
    "stop_work_order_cease": (0, "immediate", "after"),  # L301
    "owner_change_reissue": (2, "working_days", "after"),  # L327
    "inactive_site": (14, "calendar_days", "after"),  # L389
    "notc_submission": (14, "calendar_days", "after"),  # L403
    "notc_amendment": (2, "working_days", "before"),  # L407
    "notc_certification_deemed_accepted": (30, "calendar_days", "after"),  # L439
    "notc_revocation_window": (3, "years", "after"),  # L445
    "escp_revision": (2, "working_days", "after"),  # L633
    "escp_revision_approval_lead": (2, "working_days", "before"),  # L635
    "escp_revision_city_review": (2, "working_days", "after"),  # L637
    "hazardous_release_notice": (0, "immediate", "after"),  # L689
    "spill_city_notice": (1, "next_working_day", "after"),  # L689
    "spill_written_confirmation": (3, "working_days", "after"),  # L689
    "spill_record_retention": (5, "years", "after"),  # L689
    "hazardous_record_retention": (5, "years", "after"),  # L689
    "city_report_record": (5, "years", "after"),  # L695
    "irrigation_leak_correction": (72, "hours", "after"),  # L231
    "recycled_pond_notice": (24, "hours", "after"),  # L237
    "dye_test_notice": (0, "immediate", "before"),  # L241
    "remediation_actions": (72, "hours", "after"),  # L701
    "abate_uncontrolled_sources": (30, "calendar_days", "after"),  # L711
    "regional_board_schedule_notice": (5, "business_days", "after"),  # L711
    "petition_for_reconsideration": (10, "calendar_days", "after"),  # L721
    "petition_decision": (10, "calendar_days", "after"),  # L729
    "hearing_notice": (10, "calendar_days", "before"),  # L731
    "appeal": (5, "working_days", "after"),  # L747
}


def test_every_duration_has_the_unit_the_text_states():
    """L231-L747: each DeadlineRule's amount, unit and direction as written; none rolls forward
    (the text never moves a due date, A-21)."""
    rules = {r.id: r for r in HOST.descriptors("soledad", "deadline")}
    assert set(rules) == set(UNITS)
    for rule_id, (amount, unit, direction) in UNITS.items():
        rule = rules[rule_id]
        assert (rule.amount, rule.unit, rule.direction) == (amount, unit, direction), rule_id
        assert rule.roll_forward is False
        if unit == "calendar_days" and not rule.ends_on_extended:
            assert F.A21_NO_ROLL_FORWARD in rule.flags, rule_id
        if rule.ends_on_extended:  # a filer's period (L721, L747) or the city's clock (L439, L729)
            assert {F.CCP12A_FILER_PERIOD, F.A21_CITY_CLOCK} & set(rule.flags), rule_id


def test_permit_lead_time_counts_back_across_thanksgiving():
    """L351/L461: 'at least two working days prior' to a Mon Dec 1 2025 start: skips Sun, Sat, the
    day after Thanksgiving and Thanksgiving -> Tue Nov 25."""
    for rule_id in ("permit_application_lead", "permit_obtained_lead"):
        d = due(rule_id, "construction_start", "2025-12-01")
        assert d["due"] == "2025-11-25"
        assert F.A22_AT_LEAST_PRIOR in d["flags"]
        assert F.A23_CSP_LEAD_CONFLICT in d["flags"]


def test_permit_lead_time_across_weekend_and_closure():
    """L461 and L189 (closed city offices are not working days): start Mon Nov 17 2025 -> Thu Nov
    13; with a declared closure on Nov 13 -> Wed Nov 12."""
    assert due("permit_obtained_lead", "construction_start", "2025-11-17")["due"] == "2025-11-13"
    assert (
        due("permit_obtained_lead", "construction_start", "2025-11-17", ["2025-11-13"])["due"]
        == "2025-11-12"
    )


def test_owner_change_across_christmas():
    """L327: reissued 'no later than two working days after such change': change Wed Dec 24 2025 ->
    skip Christmas Thu Dec 25 -> Fri Dec 26 (1), Mon Dec 29 (2)."""
    assert due("owner_change_reissue", "owner_operator_change", "2025-12-24")["due"] == "2025-12-29"


def test_spill_next_working_day_across_thanksgiving():
    """L689: non-hazardous release notified 'no later than the next working day': discovered Wed Nov
    26
    2025 16:00 -> Mon Dec 1 (Thanksgiving, day after, weekend skipped)."""
    d = due("spill_city_notice", "nonhazardous_spill_discovered", "2025-11-26T16:00")
    assert d["due"] == "2025-12-01"
    assert F.A20_WORKING_DAY in d["flags"]


def test_spill_next_working_day_across_weekend():
    """L689: discovered Fri Nov 21 2025 -> Mon Nov 24."""
    assert (
        due("spill_city_notice", "nonhazardous_spill_discovered", "2025-11-21T09:00")["due"]
        == "2025-11-24"
    )


def test_written_confirmation_three_working_days():
    """L689: 'within three working days of the phone notice': phone notice Wed Nov 26 2025 -> Mon
    Dec 1 (1), Tue Dec 2 (2), Wed Dec 3 (3)."""
    assert (
        due("spill_written_confirmation", "spill_phone_notice", "2025-11-26T09:00")["due"]
        == "2025-12-03"
    )


def test_appeal_five_working_days_across_thanksgiving():
    """L747: 'within five working days of ... receiving the penalty': Mon Nov 24 2025 -> Wed Dec
    3."""
    d = due("appeal", "penalty_received", "2025-11-24")
    assert d["due"] == "2025-12-03"
    assert F.A35_APPEAL_VS_PETITION in d["flags"]


def test_irrigation_leak_72_clock_hours_across_weekend():
    """L231: correct leaks 'within seventy two hours of learning of the leak': clock hours, weekends
    not skipped: Fri Nov 21 2025 15:00 -> Mon Nov 24 15:00."""
    assert (
        due("irrigation_leak_correction", "irrigation_leak_learned", "2025-11-21T15:00")["due"]
        == "2025-11-24T15:00"
    )


def test_irrigation_leak_across_dst_end():
    """L231: 72 elapsed hours from Fri Oct 31 2025 10:00 PDT end Mon Nov 3 09:00 PST (clocks fall
    back)."""
    assert (
        due("irrigation_leak_correction", "irrigation_leak_learned", "2025-10-31T10:00")["due"]
        == "2025-11-03T09:00"
    )


def test_recycled_pond_email_24_hours_over_weekend():
    """L237: email the regional board 'no later than twenty four hours after the discharge'."""
    assert (
        due("recycled_pond_notice", "recycled_pond_discharge", "2025-11-22T20:00")["due"]
        == "2025-11-23T20:00"
    )


def test_remediation_72_hours_do_not_skip_holidays():
    """L701: actions 'within seventy two hours of notification': Wed Nov 26 2025 10:00 -> Sat Nov 29
    10:00."""
    d = due("remediation_actions", "remediation_order_notice", "2025-11-26T10:00")
    assert d["due"] == "2025-11-29T10:00"
    assert F.A27_REMEDIATION_CLOCK in d["flags"]


def test_petition_ten_calendar_days_ends_on_the_ccp12a_extended_day():
    """L721: 'within ten calendar days': notice Thu Nov 20 2025 -> Sun Nov 30; the chapter does
    not move it, CCP 12a extends it to Mon Dec 1, and the period (run against the filer, L723)
    ends there (issue 33)."""
    d = due("petition_for_reconsideration", "order_notice_received", "2025-11-20")
    assert d["due"] == "2025-11-30"
    assert d["extended_due"] == "2025-12-01"
    assert F.CCP12A_FILER_PERIOD in d["flags"]


def test_notc_fourteen_calendar_days_lands_on_christmas():
    """L403: 'no later than fourteen calendar days after the date for termination': Thu Dec 11 2025
    -> Thu Dec 25 (Christmas, not moved); NOTC timing conflict flagged (A-24)."""
    d = due("notc_submission", "permit_termination_date", "2025-12-11")
    assert d["due"] == "2025-12-25"
    assert F.A24_NOTC_TIMING in d["flags"]


def test_inactive_site_fourteen_continuous_calendar_days():
    """L389: 'halted for a period of fourteen continuous calendar days': last active day Fri Nov 14
    2025 -> in violation after Fri Nov 28 (holiday not skipped)."""
    assert due("inactive_site", "construction_halted", "2025-11-14")["due"] == "2025-11-28"


def test_hearing_notice_ten_calendar_days_before():
    """L731: notice 'at least ten calendar days prior to the hearing': hearing Mon Dec 15 2025 ->
    Fri Dec 5."""
    assert due("hearing_notice", "hearing_date", "2025-12-15")["due"] == "2025-12-05"


def test_thirty_day_start_window():
    """L465: start 'no later than thirty calendar days after the date of commencement' or the permit
    is void: Thu Nov 20 2025 -> Sat Dec 20."""
    assert (
        due("construction_start_window", "permit_commencement_date", "2025-11-20")["due"]
        == "2025-12-20"
    )


def test_revocation_three_years_from_leap_day():
    """L445: revoke 'within three years of issuance': Feb 29 2028 -> Feb 28 2031 (month-end
    clamp)."""
    assert (
        due("notc_revocation_window", "notc_acceptance_issued", "2028-02-29")["due"] == "2031-02-28"
    )


def test_business_days_ignore_city_closures_but_working_days_do_not():
    """L711 'five business days' (undefined, A-20) vs L747 'five working days' (L189 excludes
    closures): Mon Nov 24 2025 with a closure on Mon Dec 1 -> business Wed Dec 3, working Thu Dec
    4."""
    closures = ["2025-12-01"]
    business = due(
        "regional_board_schedule_notice", "schedule_extension_determination", "2025-11-24", closures
    )
    working = due("appeal", "penalty_received", "2025-11-24", closures)
    assert (business["due"], working["due"]) == ("2025-12-03", "2025-12-04")
    assert F.A20_BUSINESS_DAYS in business["flags"]


def test_escp_revision_clocks():
    """L633 revise within two working days; L637 the city has two working days, silence = approved;
    L635 approval two working days before implementation (A-26)."""
    assert due("escp_revision", "escp_revision_needed", "2025-11-26")["due"] == "2025-12-02"
    assert (
        due("escp_revision_city_review", "escp_revision_submitted", "2025-12-24")["due"]
        == "2025-12-29"
    )
    lead = due("escp_revision_approval_lead", "escp_revision_implementation", "2025-12-29")
    assert lead["due"] == "2025-12-24"
    assert F.A26_ESCP_APPROVAL in lead["flags"]


@pytest.mark.parametrize(
    ("rule_id", "kind"),
    [("hazardous_release_notice", "hazardous_release_discovered"), ("dye_test_notice", "dye_test")],
)
def test_immediate_and_prior_notices_due_at_the_trigger(rule_id, kind):
    """L689 'shall immediately notify emergency response agencies'; L241 verbal notice 'prior to the
    time of the test' (no lead time stated)."""
    assert due(rule_id, kind, "2025-11-27T14:30")["due"] == "2025-11-27T14:30"


def test_deadline_status_against_as_of():
    """L747: an appeal due Wed Dec 3 2025 is overdue on Dec 4, due soon on Nov 28."""
    scenario = make_scenario("soledad", events=[{"kind": "penalty_received", "at": "2025-11-24"}])
    late = result_for(HOST, scenario, "soledad", as_of="2025-12-04")["deadlines"][0]
    soon = result_for(HOST, scenario, "soledad", as_of="2025-11-28")["deadlines"][0]
    assert (late["status"], soon["status"]) == ("overdue", "due_soon")
