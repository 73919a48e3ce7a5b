"""Form checks across fields (review defect 9: C13b, C39, C40; coverage rows 137-139): each
field valid, the whole not what the ordinance asks. L331 'within forty-eight hours of the
discharge'; L456-466 D.1 measures (a)-(e); L472 'Retain storm water runoff onsite for the
storm water quality design volume'; L498 'biofiltrate 1.5 times the portion of the remaining
SWQDv that is not reliably retained onsite'; L502 'must be treated onsite'."""

from __future__ import annotations

from workbench.core.forms import check_form

from .helpers import HOST


def spec(form_id: str):
    return next(d for d in HOST.descriptors("signal_hill", "form") if d.id == form_id)


def messages(form_id: str, values: dict) -> str:
    return "\n".join(w.message for w in check_form(spec(form_id), values))


def test_L331_notice_before_the_discharge_and_written_notice_after_48_hours():
    values = {
        "notified_at": "2026-05-19T09:00",
        "discharged_at": "2026-05-20T10:00",
        "written_notification_at": "2026-05-27T10:00",
    }
    found = messages("discharge_notification", values)
    assert "before the discharge" in found
    assert "forty-eight hours" in found


def test_L331_timely_notices_pass():
    values = {
        "notified_at": "2026-05-20T10:30",
        "discharged_at": "2026-05-20T10:00",
        "written_notification_at": "2026-05-22T10:00",
    }
    assert messages("discharge_notification", values) == ""


def test_L498_biofiltration_short_of_one_and_a_half_times_the_unretained_volume():
    values = {
        "swqdv_cuft": 900,
        "retained_volume_cuft": 200,
        "biofiltration_volume_cuft": 10,
        "flow_through_design_flow_cfs": 0.0,
    }
    found = messages("technical_infeasibility_request", values)
    assert "1,050" in found and "L498" in found and "L502" in found


def test_L484_retaining_the_whole_swqdv_is_no_infeasibility():
    values = {"swqdv_cuft": 900, "retained_volume_cuft": 900}
    assert "L484" in messages("technical_infeasibility_request", values)


def test_L472_a_restaurant_plan_without_swqdv_or_retention():
    values = {"categories": ["5 restaurant: 5,000 sq ft or more of surface area"]}
    assert "D.3" in messages("lid_plan", values)


def test_L456_a_hillside_plan_without_the_d1_measures():
    values = {
        "categories": ["10 single-family hillside property"],
        "hillside_conserve_natural_areas": False,
        "hillside_protect_slopes_channels": True,
        "hillside_stenciling_signage": True,
        "hillside_roof_runoff_to_vegetation": True,
        "hillside_surface_flow_to_vegetation": True,
    }
    found = messages("lid_plan", values)
    assert "conserve natural areas" in found and "D.3" not in found
