"""L401: "Spills, releases, and illegal discharges of Pollutants to Receiving Waters or to the
Stormwater Conveyance System shall be reported ... any such spills ... shall be reported to the
City within 24 hours after discovery". Review defect 7 (c56): the saved form said the spill
reached neither, yet the report applied and was called late."""

from __future__ import annotations

from plugins.del_mar.form_checks import spill_report_hours
from workbench.api import FormValues

from .helpers import evaluate, finding

FORM = {
    "discovered_at": "2025-11-19T16:30",
    "reported_at": "2025-11-20T20:00",
    "may_endanger": True,
    "containment": "Absorbent on the parking lot; nothing reached a drain inlet",
}


def c56(reached):
    form = dict(FORM) if reached is None else {**FORM, "reached": reached}
    return evaluate(
        site={"facility_types": ["commercial"], "conditions": ["spill_may_endanger"]},
        events=[{"kind": "spill_discovered", "at": "2025-11-19T16:30"}],
        forms={"del_mar.spill_report": form},
    )


def test_L401_a_spill_that_reached_neither_is_not_late():
    result = c56([])
    f = finding(result, "spill_notification")
    assert f["status"] == "does_not_apply"
    assert not any("later than" in r for r in f["reasons"] + f["flags"])
    assert not [d for d in result["deadlines"] if d["rule_id"] == "spill_report_to_city"]
    assert spill_report_hours(FormValues({**FORM, "reached": []})) == []


def test_L401_a_spill_that_reached_the_conveyance_system_is_late():
    f = finding(c56(["Stormwater Conveyance System"]), "spill_notification")
    assert f["status"] == "applies"
    assert any("later than" in x for x in f["reasons"] + f["flags"])
    assert finding(c56(None), "spill_notification")["status"] == "applies"


def test_L401_both_readings_of_reached_are_stated():
    f = finding(c56(None), "spill_notification")
    assert any(x.startswith("AMBIGUITY (L401)") and "Reading 2" in x for x in f["flags"])
