"""Issue 39 item 1 for Del Mar: the runoff factors by surface of the San Diego region's BMP
Design Manual (Table B.1-1) could not be confirmed from a public copy, so they stay inputs; the
DCV tool then says where an engineer finds them (document and table), and an entered factor
is used and shown as the parameter it is."""

from __future__ import annotations

from .test_del_mar_sizing import sizing

AREAS = [{"name": "Roof", "area_sqft": 10_000, "surface": "roof"}]


def test_unconfirmed_runoff_factor_says_where_an_engineer_finds_it():
    s = sizing("design_capture_volume", rainfall={"p85_24hr_in": 0.6}, drainage_areas=AREAS)
    assert s["status"] == "needs_info"
    text = " ".join(s["warnings"])
    assert "BMP Design Manual" in text and "Appendix B, Table B.1-1" in text
    assert "runoff factors by surface type" in text


def test_an_entered_factor_is_used_as_the_parameter_it_is():
    s = sizing(
        "design_capture_volume",
        rainfall={"p85_24hr_in": 0.6},
        drainage_areas=AREAS,
        parameters={"del_mar.runoff_factor_roof": 0.9},
    )
    assert s["status"] == "applies"
    assert s["outputs"]["design_volume_cuft"]["value"] == 450.0
    assert any("runoff_factor_roof" in step or "parameter" in step for step in s["steps"])
