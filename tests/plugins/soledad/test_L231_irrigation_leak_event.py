"""L231: parties responsible for runoff beyond incidental runoff shall "correct the leaks within
seventy two hours of learning of the leak". Review 2026-12-03 defect 19 / C49 (coverage row 50):
an irrigation leak event started its 72-hour deadline while the irrigation finding said no
irrigation; a learned leak means irrigation on site. Likewise a recycled-water pond discharge
(L237) means a pond."""

from __future__ import annotations

from .common import finding, run

SITE = {"land_use": "commercial", "disturbed_area_sqft": 0, "activities": []}


def test_L231_a_learned_leak_means_irrigation_on_site():
    r = run(SITE, events=[{"kind": "irrigation_leak_learned", "at": "2026-03-02T08:00"}])
    f = finding(r, "landscape_runoff_controls")
    assert f["status"] == "applies"
    assert any("irrigation_leak_learned" in x for x in f["reasons"])
    assert [d for d in r["deadlines"] if d["rule_id"] == "irrigation_leak_correction"]


def test_L237_a_pond_discharge_means_a_pond():
    r = run(SITE, events=[{"kind": "recycled_pond_discharge", "at": "2026-03-02T08:00"}])
    assert finding(r, "recycled_water_pond")["status"] == "applies"


def test_L231_no_leak_no_irrigation_no_duty():
    assert finding(run(SITE), "landscape_runoff_controls")["status"] == "does_not_apply"
