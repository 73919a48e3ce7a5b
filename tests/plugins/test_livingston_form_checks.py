"""Issue 38, Livingston (review D10, D13): forms that check what the ordinance checks, each
through ``workbench form --form livingston.FORM FILE --json``, each test named after its line.
The receipt dates against their days are the Livingston helper's checks (issue 35); these tests
add what reads the evaluation: a form with no receipt date once its deadline has passed, the
pond e-mail against the recorded discharge, the ESCP on a State-permit site, optional forms."""

from __future__ import annotations

from typing import Any

import pytest

from tests.plugins.form_cli import form_json, warned

POND = {
    "jurisdiction": "livingston",
    "as_of": "2025-12-26",
    "site": {"conditions": ["recycled_water_pond"]},
    "events": [{"kind": "recycled_pond_discharge", "at": "2025-12-24T18:00"}],
}
POND_FORM = {
    "discharge_at": "2025-12-24T18:00",
    "storm_25yr_24hr": False,
    "permittee_name": "X",
    "permit_id": "5B",
    "identifying_information": "pond 2",
}


def pond(tmp_path, capsys, **values: Any) -> dict[str, Any]:
    forms = {"livingston.recycled_pond_notice": {**POND_FORM, **values}}
    return form_json(tmp_path, capsys, "livingston.recycled_pond_notice", {**POND, "forms": forms})


def test_L129_pond_notice_for_a_storm_smaller_than_25yr_24hr(tmp_path, capsys):
    """C26: a pond may discharge only for a 25-year, 24-hour storm or greater."""
    entry = pond(tmp_path, capsys)
    assert entry["complete"] is True
    (message,) = [m for m in warned(entry, 129) if "25-year, 24-hour" in m]
    assert "did not result from a 25-year, 24-hour storm event or greater" in message
    assert not any(
        "25-year" in m for m in warned(pond(tmp_path, capsys, storm_25yr_24hr=True), 129)
    )


def test_L129_pond_notice_emailed_after_24_hours_and_against_the_event(tmp_path, capsys):
    """The e-mail 'no later than 24 hours after the discharge' (12-25T18:00); the form's
    discharge time is compared with the site's recorded event."""
    late = warned(pond(tmp_path, capsys, storm_25yr_24hr=True, emailed_at="2025-12-25T19:00"), 129)
    assert any(m.startswith("filed 2025-12-25T19:00, after the deadline") for m in late)
    assert "2025-12-25T18:00" in " ".join(late)
    on_time = pond(tmp_path, capsys, storm_25yr_24hr=True, emailed_at="2025-12-25T18:00")
    assert on_time["warnings"] == []
    moved = warned(
        pond(tmp_path, capsys, storm_25yr_24hr=True, discharge_at="2025-12-24T08:00"), 129
    )
    assert any("the site records it at 2025-12-24T18:00" in m for m in moved)


def test_L161_escp_saved_for_a_site_needing_the_state_permit(tmp_path, capsys):
    """C22: 90,000 sq ft disturbed, no erosivity waiver: the WDID and SWPPP, not an ESCP."""
    site = {"disturbed_area_sqft": 90000, "part_of_common_plan": False}
    escp = {"project_name": "X, 1 Main", "disturbed_area_sqft": 90000}
    scenario = {"jurisdiction": "livingston", "site": site, "forms": {"livingston.escp": escp}}
    (message,) = warned(form_json(tmp_path, capsys, "livingston.escp", scenario), 161)
    assert "subject to the State construction general permit (90,000 sq ft disturbed)" in message
    small = {**scenario, "site": {**site, "disturbed_area_sqft": 20000}}
    small["forms"] = {"livingston.escp": {**escp, "disturbed_area_sqft": 20000}}
    assert warned(form_json(tmp_path, capsys, "livingston.escp", small), 161) == []


def test_L453_appeal_received_late(tmp_path, capsys):
    """C24b: NOV 2025-12-10, due 12-25 (Christmas), extended to 12-26 under CCP § 12a."""
    appeal = {"appellant": "ACME", "nov_date": "2025-12-10", "determination": "inlet protection"}
    scenario = {
        "jurisdiction": "livingston",
        "as_of": "2026-01-20",
        "events": [{"kind": "notice_of_violation_received", "at": "2025-12-10"}],
        "forms": {"livingston.nov_appeal": appeal},
    }
    (message,) = warned(form_json(tmp_path, capsys, "livingston.nov_appeal", scenario), 453)
    assert message.startswith("no filing date is given, and as of 2026-01-20 the deadline")
    assert "by 2025-12-25, extended to 2025-12-26 under CCP § 12a" in message
    scenario["forms"] = {"livingston.nov_appeal": {**appeal, "received_on": "2025-12-29"}}
    (message,) = warned(form_json(tmp_path, capsys, "livingston.nov_appeal", scenario), 453)
    assert message.startswith("received 2025-12-29, after 2025-12-25")
    scenario["forms"] = {"livingston.nov_appeal": {**appeal, "received_on": "2025-12-26"}}
    (message,) = warned(form_json(tmp_path, capsys, "livingston.nov_appeal", scenario), 453)
    assert "CCP § 12a" in message and "may be timely" in message


def test_L153_petition_received_late(tmp_path, capsys):
    """C28b: ten working days from the notice of 2025-11-07 end 2025-11-24 (Veterans Day)."""
    petition = {
        "petitioner": "P",
        "notice_date": "2025-11-07",
        "issued_by": "Director",
        "bmp_required": "covers",
        "reasons": "none needed",
        "received_on": "2025-11-25",
    }
    scenario = {
        "jurisdiction": "livingston",
        "events": [{"kind": "bmp_requirement_notice", "at": "2025-11-07"}],
        "forms": {"livingston.bmp_petition": petition},
    }
    (message,) = warned(form_json(tmp_path, capsys, "livingston.bmp_petition", scenario), 153)
    assert message.startswith("received 2025-11-25, after 2025-11-24")
    scenario["forms"] = {"livingston.bmp_petition": {**petition, "received_on": "2025-11-24"}}
    assert form_json(tmp_path, capsys, "livingston.bmp_petition", scenario)["warnings"] == []


def test_L463_cost_protest_filed_late(tmp_path, capsys):
    """15 days from the cost notice of 2026-03-02: by 03-17."""
    protest = {
        "owner": "O",
        "cost_notice_date": "2026-03-02",
        "amount_usd": 1200,
        "objection": "too high",
        "filed_on": "2026-03-18",
    }
    scenario = {
        "jurisdiction": "livingston",
        "events": [{"kind": "abatement_cost_notice", "at": "2026-03-02"}],
        "forms": {"livingston.cost_protest": protest},
    }
    (message,) = warned(form_json(tmp_path, capsys, "livingston.cost_protest", scenario), 463)
    assert message.startswith("received 2026-03-18, after 2026-03-17")
    scenario["forms"] = {"livingston.cost_protest": {**protest, "filed_on": ""}}
    scenario["as_of"] = "2026-03-18"
    (message,) = warned(form_json(tmp_path, capsys, "livingston.cost_protest", scenario), 463)
    assert message.startswith("no filing date is given, and as of 2026-03-18 the deadline")


@pytest.mark.parametrize(
    ("form", "values"),
    [
        ("bmp_petition", {"petitioner": "P"}),  # L151 "may petition"
        ("nov_appeal", {"appellant": "A"}),  # L451 "may appeal"
        ("cost_protest", {"owner": "O"}),  # L463 "may file a written protest"
    ],
)
def test_L151_L451_L463_optional_forms_are_not_required(tmp_path, capsys, form, values):
    scenario = {"jurisdiction": "livingston", "forms": {f"livingston.{form}": values}}
    entry = form_json(tmp_path, capsys, f"livingston.{form}", scenario)
    assert (entry["required"], entry["optional"]) == ("no", True)


def test_L183_small_project_form_against_the_site_areas(tmp_path, capsys):
    """C29c: the form says 1,200 sq ft created or replaced; the site says 3,000 new."""
    site = {"new_impervious_sqft": 3000, "replaced_impervious_sqft": 0}
    small = {"created_replaced_sqft": 1200}
    scenario = {
        "jurisdiction": "livingston",
        "site": site,
        "forms": {"livingston.small_project_measures": small},
    }
    entry = form_json(tmp_path, capsys, "livingston.small_project_measures", scenario)
    assert any(
        "the site says 3,000 sq ft (new 3,000 + replaced 0)" in m for m in warned(entry, 183)
    )
    scenario["forms"] = {"livingston.small_project_measures": {"created_replaced_sqft": 3000}}
    entry = form_json(tmp_path, capsys, "livingston.small_project_measures", scenario)
    assert not any("the site says" in m for m in warned(entry, 183))
