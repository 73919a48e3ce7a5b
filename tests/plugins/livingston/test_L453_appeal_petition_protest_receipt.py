"""Receipt dates of the appeal (L453 "must be received by the City Manager within 15 days"), the
BMP petition (L153 "must be received by the City Clerk within ten working days") and the cost
protest (L463 "with the City Clerk within 15 days") are checked (issue 35, review D10, C24b,
C28b); a pond notice for a storm smaller than the 25-year, 24-hour storm is warned (L129, C26).
"""

from __future__ import annotations

from .helpers import result


def _warnings(form_id: str, values: dict, as_of: str = "2026-01-20") -> list[str]:
    res = result(as_of=as_of, site={}, forms={f"livingston.{form_id}": values})
    form = next(f for f in res["forms"] if f["form_id"] == form_id)
    return [w["message"] for w in form.get("warnings", [])]


APPEAL = {"appellant": "ACME", "nov_date": "2025-12-10", "determination": "inlet protection"}


def test_L453_appeal_received_41_days_late_is_warned():
    found = _warnings("nov_appeal", {**APPEAL, "received_on": "2026-01-20"})
    assert found and "2025-12-25" in found[0] and "L453" in found[0]


def test_L453_appeal_on_the_day_after_a_holiday_due_date_may_be_timely():
    found = _warnings("nov_appeal", {**APPEAL, "received_on": "2025-12-26"})
    assert found and "CCP § 12a" in found[0]


def test_L453_appeal_in_time_is_not_warned():
    assert _warnings("nov_appeal", {**APPEAL, "received_on": "2025-12-24"}) == []


def test_L153_petition_received_late_is_warned():
    petition = {
        "petitioner": "ACME",
        "notice_date": "2025-11-07",
        "issued_by": "Director",
        "bmp_required": "covered storage",
        "reasons": "none",
    }
    assert _warnings("bmp_petition", {**petition, "received_on": "2025-11-24"}) == []
    late = _warnings("bmp_petition", {**petition, "received_on": "2025-11-25"})
    assert late and "L153" in late[0]


def test_L463_cost_protest_filed_late_is_warned():
    protest = {
        "owner": "ACME",
        "cost_notice_date": "2026-03-16",
        "amount_usd": 100,
        "objection": "too high",
    }
    assert _warnings("cost_protest", {**protest, "filed_on": "2026-04-10"})


def test_L129_pond_notice_for_a_smaller_storm_is_warned():
    notice = {
        "discharge_at": "2025-12-24T18:00",
        "storm_25yr_24hr": False,
        "permittee_name": "X",
        "permit_id": "5B",
        "identifying_information": "pond 2",
    }
    found = _warnings("recycled_pond_notice", notice, as_of="2025-12-26")
    assert found and "L129" in found[0]


def test_L183_small_project_form_outside_the_band_is_warned():
    """L183 'between 2,500 square feet and 5,000 square feet' (review row 63, C29b)."""
    form = {
        "measures": ["green_roofs"],
        "quantification_method": "SMARTS postconstruction calculator",
        "runoff_reduction": "10 %",
    }
    assert _warnings("small_project_measures", {**form, "created_replaced_sqft": 3_000}) == []
    found = _warnings("small_project_measures", {**form, "created_replaced_sqft": 9_000})
    assert found and "L201" in found[0]


def test_L381_telephone_notice_before_the_discovery_is_warned():
    """L381 'By telephone as soon as practical' (review C25, minor)."""
    report = {
        "discovered_at": "2025-11-18T10:00",
        "phoned_at": "2025-11-18T09:00",
        "source": "tank",
        "extent": "small",
        "pollutant": "oil",
        "mitigation": "absorbent",
        "prevention": "berm",
    }
    found = _warnings("release_report", report, as_of="2025-11-20")
    assert found and "before the discovery" in found[0]
    assert _warnings("release_report", {**report, "phoned_at": "2025-11-18T11:00"}) == []
