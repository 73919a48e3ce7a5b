"""L331-333: 'Any person who ... violates any provision of this chapter resulting in a
Discharge of a Pollutant or Pollutants to the municipal storm drain system shall immediately
notify the Director'. L337 forbids refuse and hazardous waste 'into the municipal storm drain
system ... or onto any public or private property'; where the waste went decides the notice
duties (review defect 11, C41; coverage row 42)."""

from __future__ import annotations

from .helpers import BASE, get, run

RULE = "discharge_notification_and_report"
EVENTS = [{"kind": "waste_discharged", "at": "2026-05-20T10:00"}]
SITE = {**BASE, "project_type": "existing_facility", "land_use": "industrial"}


def test_L331_waste_discharged_asks_where_the_waste_went():
    found = get(run(SITE, events=EVENTS), RULE)
    assert found["status"] == "needs_info", found
    assert "site.conditions" in found["missing"]


def test_L331_waste_that_reached_the_storm_drain_starts_the_notices():
    site = {**SITE, "conditions": ["waste_reached_storm_drain"]}
    assert get(run(site, events=EVENTS), RULE)["status"] == "applies"


def test_L337_waste_kept_on_property_starts_no_notice():
    site = {**SITE, "conditions": ["waste_did_not_reach_storm_drain"]}
    assert get(run(site, events=EVENTS), RULE)["status"] == "does_not_apply"
