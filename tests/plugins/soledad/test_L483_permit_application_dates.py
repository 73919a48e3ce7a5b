"""L481-483: the permit application states the "Earliest date of commencement of construction
activity" and the "Proposed dates of termination of construction activity, completion of final
stabilization activities, and closure of the site"; proper closure includes final stabilization
(L365-367). Review 2026-12-03 defect 14 / C46 (coverage row 12): commencement 05-01, final
stabilization 02-01, closure 01-01 were not caught."""

from __future__ import annotations

from workbench.core.forms import validate_form

from .common import HOST

SPEC = HOST.descriptor("soledad", "form", "construction_permit_application")


def problems(**dates: str) -> dict:
    values = {
        "commencement_date": "2026-05-01",
        "termination_date": "2026-09-30",
        "final_stabilization_date": "2026-10-15",
        "closure_date": "2026-10-30",
        **dates,
    }
    found = validate_form(SPEC, values)
    return {k: v for k, v in found.items() if k in values}


def test_L483_stabilization_before_commencement_is_caught():
    assert "final_stabilization_date" in problems(final_stabilization_date="2026-02-01")


def test_L367_closure_before_final_stabilization_is_caught():
    assert "closure_date" in problems(closure_date="2026-10-01")


def test_L483_dates_in_order_pass():
    assert problems() == {}
