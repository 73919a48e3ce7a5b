"""Livingston deadline golden cases: every duration in Ch. 12, counted by hand across weekends,
California holidays (Veterans Day Tue 2025-11-11, Thanksgiving Thu 2025-11-27 and the day after,
Christmas Thu 2025-12-25, New Year Thu 2026-01-01) and the end of daylight saving time (2025-11-02).
"""

from __future__ import annotations

import pytest

from .conftest import host_for, make_scenario, result_for

HOST = host_for("livingston")


def deadline(rule_id: str, kind: str, at: str, closures=()):
    scenario = make_scenario(
        "livingston",
        events=[{"kind": kind, "at": at}],
        closures=list(closures),
        site={"conditions": ["irrigated_landscape", "recycled_water_pond"]},
    )
    result = result_for(HOST, scenario, "livingston", as_of="2025-11-20")
    for d in result["deadlines"]:
        if d["rule_id"] == rule_id:
            return d
    raise AssertionError(f"no deadline {rule_id}: {[d['rule_id'] for d in result['deadlines']]}")


@pytest.mark.parametrize(
    ("rule_id", "kind", "at", "due"),
    [
        # L123 'within 72 hours of learning of the leak': 72 clock hours across the end of DST (Nov
        # 2, 2 am)
        (
            "irrigation_leak_repair",
            "irrigation_leak_learned",
            "2025-11-01T10:00",
            "2025-11-04T09:00",
        ),
        # L129 'no later than 24 hours after the discharge': clock hours run through Thanksgiving
        ("recycled_pond_notice", "recycled_pond_discharge", "2025-11-26T20:00", "2025-11-27T20:00"),
        # L153 'within ten working days of the notice': Thu 11-20 -> Fri 21, Mon-Wed 24-26, skip Thu
        # 27 Thanksgiving,
        # Fri 28 Day After, weekend; Mon 12-1 .. Fri 12-5 (9), Mon 12-8 (10)
        ("bmp_petition", "bmp_requirement_notice", "2025-11-20", "2025-12-08"),
        # L175 'within ten working days at the issuance': Mon 12-15 -> 16..19 (4), 22..24 (7), skip
        # 25 Christmas, 26 (8),
        # 29 (9), 30 (10)
        (
            "construction_bmp_petition",
            "construction_bmp_requirement_notice",
            "2025-12-15",
            "2025-12-30",
        ),
        # L153/L175 'within 30 calendar days of the filing': 11-25 + 30 = Thu 12-25 (Christmas; the
        # text does not move it)
        ("council_petition_action", "bmp_petition_filed", "2025-11-25", "2025-12-25"),
        # L443 'within 72 hours of notification': Wed 16:00 -> Sat 16:00
        ("spill_cleanup", "cease_and_desist_spill", "2025-11-26T16:00", "2025-11-29T16:00"),
        # L445 'within 30 days of notification' for uncontrolled sources
        (
            "uncontrolled_source_abatement",
            "cease_and_desist_uncontrolled_source",
            "2025-11-03",
            "2025-12-03",
        ),
        # L447 'within five business days': Thu 11-20 -> 21, 24, 25, 26, skip 27/28 + weekend, Mon
        # 12-1
        ("regional_board_revision_notice", "cleanup_timeframe_revised", "2025-11-20", "2025-12-01"),
        # L453 'within 15 days from the date of the notice of violation': Fri 11-14 + 15 = Sat 11-29
        ("appeal_filing", "notice_of_violation_received", "2025-11-14", "2025-11-29"),
        # L455 hearing 'within 15 days from the date of the city's receipt': 12-10 + 15 = Thu 12-25
        ("appeal_hearing", "appeal_received", "2025-12-10", "2025-12-25"),
        # L459 'within ten days of the decision': Mon 12-22 + 10 = Thu 2026-01-01 (New Year's Day)
        ("correction_after_appeal", "appeal_decision_upheld", "2025-12-22", "2026-01-01"),
        # L463 'Within 30 days after abatement': 10-29 + 30 = Fri 11-28 (Day After Thanksgiving)
        ("abatement_cost_notice", "city_abatement_completed", "2025-10-29", "2025-11-28"),
        # L463 protest 'within 15 days': Fri 11-28 + 15 = Sat 12-13
        ("cost_protest", "abatement_cost_notice", "2025-11-28", "2025-12-13"),
        # L465 'not paid within ten days of the decision of the City Council': 12-15 + 10 = 12-25
        ("cost_payment_after_council", "council_cost_decision", "2025-12-15", "2025-12-25"),
        # L465 'or the expiration of the time in which to file': 12-13 + 10 = 12-23
        (
            "cost_payment_after_protest_period",
            "cost_protest_period_expired",
            "2025-12-13",
            "2025-12-23",
        ),
        # L413 'within three months': 2025-11-30 + 3 months = 2026-02-28 (no Feb 30)
        ("nuisance_lien_sale", "abatement_lien_attached", "2025-11-30", "2026-02-28"),
    ],
)
def test_every_duration(rule_id, kind, at, due):
    """Each duration of the chapter, counted by hand (line cited per case above)."""
    assert deadline(rule_id, kind, at)["due"] == due


def test_immediate_release_notification():
    """L377: 'to assure immediate notification is provided to the city' - due at discovery
    itself."""
    d = deadline("release_notification", "spill_discovered", "2025-11-17T14:30")
    assert d["due"] == "2025-11-17T14:30"
    assert any("AMB-17" in flag for flag in d["flags"])


def test_urgency_abatement_is_immediate():
    """L469: 'If any such violation is not abated immediately as directed by the Director'."""
    assert (
        deadline("urgency_abatement", "urgency_abatement_order", "2025-11-18T08:00")["due"]
        == "2025-11-18T08:00"
    )


def test_weekend_due_date_is_not_moved_and_says_so():
    """L453: the text does not say a due date on a weekend moves; Sat 11-29 stays, with a note and a
    flag."""
    d = deadline("appeal_filing", "notice_of_violation_received", "2025-11-14")
    assert d["due"] == "2025-11-29"
    assert any("does not say the date moves" in n for n in d["notes"])
    assert any("AMB-14" in flag for flag in d["flags"])


def test_working_days_skip_a_declared_closure_but_business_days_do_not():
    """L153 'working days' vs L447 'business days': a city closure on Mon 12-1 delays only the
    working-day count."""
    closed = ["2025-12-01"]
    assert (
        deadline("bmp_petition", "bmp_requirement_notice", "2025-11-20", closed)["due"]
        == "2025-12-09"
    )
    assert (
        deadline(
            "regional_board_revision_notice", "cleanup_timeframe_revised", "2025-11-20", closed
        )["due"]
        == "2025-12-01"
    )


def test_thanksgiving_steps_are_shown():
    """L153: the steps name the holidays skipped (Thanksgiving Day, Day After Thanksgiving)."""
    steps = " ".join(deadline("bmp_petition", "bmp_requirement_notice", "2025-11-20")["steps"])
    assert "Thanksgiving Day" in steps and "Day After Thanksgiving" in steps


def test_overdue_and_due_soon_status():
    """L123: a leak learned on 11-08 was due 11-11, overdue on 2025-11-20; L443 cleanup notified
    11-18 09:00 is due 11-21 09:00, within the week (due soon)."""
    assert (
        deadline("irrigation_leak_repair", "irrigation_leak_learned", "2025-11-08T09:00")["status"]
        == "overdue"
    )
    assert (
        deadline("spill_cleanup", "cease_and_desist_spill", "2025-11-18T09:00")["status"]
        == "due_soon"
    )


def test_every_trigger_is_an_event_kind_with_a_label():
    """Every duration has a trigger the event vocabulary names (L123-L465)."""
    vocab = HOST.vocabulary("livingston")["event"]
    for rule in HOST.descriptors("livingston", "deadline"):
        assert rule.trigger in vocab
        assert vocab[rule.trigger] != rule.trigger.replace("_", " ")
    assert not any(rule.roll_forward for rule in HOST.descriptors("livingston", "deadline"))


def test_L121_irrigation_leak_event_presupposes_irrigation():
    """L121-129 bind persons with irrigated landscape or a recycled-water pond; a recorded leak
    presupposes the irrigation (issue 35, D4): the 72-hour deadline is due, none left out."""
    scenario = make_scenario(
        "livingston", events=[{"kind": "irrigation_leak_learned", "at": "2025-11-08T09:00"}]
    )
    result = result_for(HOST, scenario, "livingston", as_of="2025-11-20")
    assert [d["rule_id"] for d in result["deadlines"]] == ["irrigation_leak_repair"]
    assert result["deadlines_left_out"] == []
