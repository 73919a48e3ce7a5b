"""L617: the City monitoring program binds "manned High Priority Industrial Facilities that are
not required to conduct monitoring under the State Industrial General Stormwater Permit, and which
would not qualify for an exemption from monitoring under the terms of that permit if the permit
were applicable". Review defect 9 (c05/c05b): the hypothetical exemption absent read as "no"."""

from __future__ import annotations

from .helpers import evaluate, finding

C05 = {
    "facility_types": ["industrial"],
    "distance_to_sensitive_area_ft": 200,
    "manned_facility": True,
}


def run(conditions):
    site = {**C05, "conditions": conditions}
    return finding(evaluate(as_of="2026-01-15", site=site), "high_priority_industrial_monitoring")


def test_L617_the_hypothetical_exemption_is_asked():
    f = run([])
    assert f["status"] == "needs_info"
    assert "site.conditions: igp_monitoring_exemption_would_not_apply" in f["missing"]


def test_L617_answered_either_way_decides():
    assert run(["igp_monitoring_exemption_would_not_apply"])["status"] == "applies"
    assert run(["igp_monitoring_exemption_would_apply"])["status"] == "does_not_apply"
