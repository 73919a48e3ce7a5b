"""L121-123: a recorded irrigation leak presupposes irrigation (issue 35, review D4, C13, C14c,
C16d): its 72-hour correction deadline is due without a separate condition, and other
ordinances' irrigation terms are read as L121-127's irrigated landscape.

L123: "(a) Detect leaks (for example, from broken sprinkler heads) and correct the leaks within
72 hours of learning of the leak;"
"""

from __future__ import annotations

import pytest

from .helpers import all_cities_result, result, status


def _due(res, rule_id):
    return [d for d in res["deadlines"] if d["rule_id"] == rule_id]


def test_L123_leak_event_alone_starts_the_72_hours():
    res = result(
        as_of="2025-11-20",
        site={},
        events=[
            {"kind": "cease_and_desist_spill", "at": "2025-11-18"},
            {"kind": "irrigation_leak_learned", "at": "2025-11-08"},
        ],
    )
    assert status(res, "irrigation_runoff") == "applies"
    due = _due(res, "irrigation_leak_repair")
    assert due and due[0]["due"].startswith("2025-11-11T00:00"), due


@pytest.mark.parametrize(
    "site",
    [
        {"activities": ["landscape_irrigation"]},  # the core term (C13)
        {"activities": ["irrigation_practices"]},  # Del Mar L431 (C16d)
    ],
)
def test_L121_other_ordinances_irrigation_terms_are_irrigated_landscape(site):
    res = all_cities_result(site=site)
    assert status(res, "irrigation_runoff") == "applies"
    assert not any("Landscape irrigation" in n and "nothing" in n for n in res.get("notes", []))
