"""L619: "Quantitative stormwater data must be obtained from two storm events in a year". Review
defect 10 (c06b): two samples dated the same day passed as two storm events."""

from __future__ import annotations

from plugins.del_mar.form_checks import storm_events_in_the_year
from workbench.api import FormValues

from .helpers import evaluate, finding


def test_L619_two_samples_on_one_day_are_one_storm_event_on_the_form():
    form = FormValues(
        {"year_begins": "2025-03-01", "events": [{"date": "2025-12-10"}, {"date": "2025-12-10"}]}
    )
    problems = storm_events_in_the_year(form)
    assert any("one storm event" in p for p in problems)
    assert any("1 storm event(s) recorded" in p for p in problems)


def test_L619_two_samples_on_one_day_count_once_in_the_finding():
    site = {
        "facility_types": ["industrial"],
        "distance_to_sensitive_area_ft": 100,
        "manned_facility": True,
        "conditions": ["igp_monitoring_exemption_would_not_apply"],
    }
    events = [
        {"kind": "monitoring_year_begins", "at": "2025-03-01"},
        {"kind": "storm_event_sampled", "at": "2025-12-10T08:00"},
        {"kind": "storm_event_sampled", "at": "2025-12-10T15:00"},
    ]
    f = finding(
        evaluate(as_of="2026-01-15", site=site, events=events),
        "high_priority_industrial_monitoring",
    )
    assert any("1 storm event(s) sampled, 1 still needed" in r for r in f["reasons"])
