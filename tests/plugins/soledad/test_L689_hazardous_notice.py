"""L689: "In the event of such a release of hazardous materials, such person shall immediately
notify emergency response agencies of the occurrence via emergency dispatch services." Review
2026-12-03 defect 9 / C46: a hazardous release found Fri 01-16 10:00 and phoned to the city Tue
01-20 was a complete form with no warning."""

from __future__ import annotations

from .common import form, run

BASE = {
    "hazardous": True,
    "discovered_at": "2026-01-16T10:00",
    "location": "yard",
    "materials": "solvent, 5 gal",
    "containment_cleanup": "absorbent",
}


def spill(**values) -> dict:
    forms = {"soledad.spill_notification": {**BASE, **values}}
    return form(run({}, forms=forms), "spill_notification")


def test_L689_hazardous_by_phone_four_days_later_is_warned_twice():
    entry = spill(method="designated phone number", notified_at="2026-01-20T09:00")
    assert entry["complete"]
    ids = {w["check_id"] for w in entry["warnings"]}
    assert {"hazardous_notice_not_dispatch", "hazardous_notice_delayed"} <= ids
    text = " ".join(w["message"] for w in entry["warnings"])
    assert "via emergency dispatch services" in text and "immediately" in text
    assert all([689, 689] in [c["lines"] for c in w["citations"]] for w in entry["warnings"])


def test_L689_hazardous_via_dispatch_at_once_has_no_warning():
    entry = spill(method="emergency dispatch services (hazardous)", notified_at="2026-01-16T10:00")
    assert entry["warnings"] == []


def test_L689_non_hazardous_is_not_held_to_the_dispatch_rule():
    entry = spill(hazardous=False, method="designated phone number", notified_at="2026-01-16T11:00")
    assert entry["warnings"] == []
