"""L409: a late NOTC amendment "may be rejected or require reasonable additional fee"; the text
does not make it a violation. L715 (administrative citation), L753 (civil penalties) reach a
"violation of any provision of this chapter". Review 2026-12-03 defect 16 / A04: the late
amendment was out of the criminal fine but still listed as a violation under L715 and L753."""

from __future__ import annotations

from .common import run


def schedule_ids(kind: str) -> set[str]:
    r = run({}, violations=[{"kind": kind, "count": 1, "days": 1}])
    return {p["rule_id"] for p in r["penalties"]}


def test_L409_a_late_notc_amendment_is_a_fee_not_a_violation_of_L715_or_L753():
    ids = schedule_ids("late_notc_amendment")
    assert "late_notc_amendment_fee" in ids
    assert not {"administrative_citation", "civil_penalties", "criminal_fine"} & ids


def test_L715_L753_still_reach_ordinary_violations():
    ids = schedule_ids("illicit_discharge")
    assert {"administrative_citation", "civil_penalties", "criminal_fine"} <= ids
