"""Issue 38, Signal Hill (review defect 9: C13b, C39, C40) through ``workbench form --form
signal_hill.FORM FILE --json``, each test named after its lines: the form's own checks
(``form_checks``, the Signal Hill helper's) and the checks that read the site's evaluation
(``form_checks_site``): the discharge the notice reports against the recorded one, the SWQDv and
the volumes stated against the site's figures."""

from __future__ import annotations

from typing import Any

from tests.plugins.form_cli import form_json, warned

NOTIFICATION = {
    "notified_by": "telephone",
    "notified_at": "2026-05-19T09:00",
    "location": "Inlet at driveway",
    "discharged_at": "2026-05-20T10:00",
    "pollutant": "motor oil",
    "concentration_volume": "2 gal",
    "corrective_action": "absorbent",
    "written_notification_at": "2026-05-27T10:00",
}
REQUEST = {
    "applicant_name": "A",
    "project_address": "1 Main",
    "waiver": "partial",
    "impracticability": "soils",
    "conditions": ["e potential geotechnical hazards"],
    "cannot_retain_100_percent": True,
    "analysis": "report",
    "endorsed_by": "geologist",
    "endorser_name": "B",
    "endorser_registration": "PG 1",
    "swqdv_cuft": 900,
    "retained_volume_cuft": 200,
    "biofiltration_volume_cuft": 10,
    "flow_through_intensity_in_per_hr": 0.2,
    "flow_through_design_flow_cfs": 0.0,
}
DISCHARGE = [{"kind": "pollutant_discharge", "at": "2026-05-20T10:00"}]
# 0.5 x 1/12 x 18,000 = 750 cu ft (the 85th percentile depth 1.0 in > 0.75 in)
SITE_PARTS = {
    "drainage_areas": [{"name": "Lot", "area_sqft": 18_000, "runoff_coefficient": 0.5}],
    "rainfall": {"p85_24hr_in": 1.0},
}
RESTAURANT = {
    "requires_city_permit": True,
    "project_type": "new_development",
    "land_use": "commercial",
    "facility_types": ["restaurant"],
    "new_impervious_sqft": 6_000,
    "disturbed_area_sqft": 18_000,
    "retained_volume_cuft": 200,
}


def sh(tmp_path, capsys, form: str, values: dict[str, Any], **parts: Any) -> dict[str, Any]:
    scenario = {"jurisdiction": "signal_hill", "forms": {f"signal_hill.{form}": values}, **parts}
    return form_json(tmp_path, capsys, f"signal_hill.{form}", scenario)


def test_L331_notice_before_the_discharge_and_written_seven_days_after(tmp_path, capsys):
    """C13b: told 25 hours before the discharge, written seven days after it."""
    found = warned(sh(tmp_path, capsys, "discharge_notification", NOTIFICATION), 331)
    assert any("before the discharge" in m for m in found)
    assert any("later than 'within forty-eight hours of the discharge'" in m for m in found)


def test_L331_the_discharge_reported_against_the_recorded_one(tmp_path, capsys):
    """The form's discharge time against the site's event ``pollutant_discharge``."""
    moved = {**NOTIFICATION, "discharged_at": "2026-05-21T10:00"}
    found = warned(sh(tmp_path, capsys, "discharge_notification", moved, events=DISCHARGE), 331)
    assert any("the site records it at 2026-05-20T10:00" in m for m in found)
    same = warned(
        sh(tmp_path, capsys, "discharge_notification", NOTIFICATION, events=DISCHARGE), 331
    )
    assert not any("the site records it" in m for m in same)


def test_L498_infeasibility_biofiltration_10_where_1050_is_required(tmp_path, capsys):
    """C13b: 1.5 x (900 - 200) = 1,050 cu ft."""
    found = warned(sh(tmp_path, capsys, "technical_infeasibility_request", REQUEST), 498)
    assert any("1.5 x (900 - 200) = 1,050" in m for m in found)


def test_L470_476_L498_request_volumes_against_the_site(tmp_path, capsys):
    """The request's SWQDv (500) below the site's (750 from its drainage area), and a retained
    volume other than the site's: both named with the site's figure."""
    values = {**REQUEST, "swqdv_cuft": 500, "retained_volume_cuft": 100}
    entry = sh(
        tmp_path, capsys, "technical_infeasibility_request", values, site=RESTAURANT, **SITE_PARTS
    )
    assert any("the site's drainage areas give 750 cu ft" in m for m in warned(entry, 472))
    assert any("the site says 200 cu ft" in m for m in warned(entry, 498))


def test_L470_476_restaurant_lid_plan_without_swqdv_or_retention(tmp_path, capsys):
    """C39: a restaurant's LID plan with no SWQDv and no retention BMPs."""
    values = {"categories": ["5 restaurant: 5,000 sq ft or more of surface area"]}
    found = warned(sh(tmp_path, capsys, "lid_plan", values), 472)
    assert any(m.startswith("D.3") for m in found)


def test_L456_466_hillside_plan_without_the_d1_measures(tmp_path, capsys):
    """C40: 'conserve natural areas' false and no other D.1 measure."""
    values = {
        "categories": ["10 single-family hillside property"],
        "hillside_conserve_natural_areas": False,
    }
    found = warned(sh(tmp_path, capsys, "lid_plan", values), 456)
    assert any("conserve natural areas" in m for m in found)
