"""L297-303: "Unless express written exception is made by the city manager, the SWO shall
prohibit any and all further construction activity at the site" (L301). Review 2026-12-03
defect 12 (coverage row 30, MISSING): no SWO event or duty existed."""

from __future__ import annotations

from .common import deadline, finding, run

SITE = {"disturbed_area_sqft": 20000, "part_of_common_plan": False}
SWO = [{"kind": "stop_work_order_issued", "at": "2026-03-02T10:00"}]


def test_L301_a_stop_work_order_stops_all_construction_at_once():
    r = run(SITE, events=SWO)
    f = finding(r, "stop_work_order")
    assert f["status"] == "applies"
    assert any("any and all further construction activity" in x for x in f["reasons"])
    assert [c["lines"] for c in f["citations"]][2] == [301, 301]
    d = deadline(r, "stop_work_order_cease")
    assert d["unit"] == "immediate" and d["due"].startswith("2026-03-02")


def test_L301_no_order_recorded_no_duty():
    assert finding(run(SITE), "stop_work_order")["status"] == "does_not_apply"


def test_L301_written_exception_is_named():
    r = run({**SITE, "conditions": ["swo_written_exception"]}, events=SWO)
    f = finding(r, "stop_work_order")
    assert f["status"] == "applies"
    assert any("express written exception" in x for x in f["reasons"])
