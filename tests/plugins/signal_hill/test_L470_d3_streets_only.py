"""L468-470: D.3 binds 'The remainder of Projects identified in § 12.16.114(C)'. A project
identified only by its streets (L430 'also applies to streets within larger projects') has
lots that are identified in no category: whether they owe D.3 or fall to § 116 (L544) is open
(review defect 4, A2; part A row 2; coverage row 79)."""

from __future__ import annotations

from .helpers import BASE, get, run, text, tool

A2 = {
    **BASE,
    "project_type": "new_development",
    "land_use": "residential",
    "residential_units": 20,
    "facility_types": ["street_or_road"],
    "street_impervious_sqft": 12_000,
    "disturbed_area_sqft": 30_000,
    "new_impervious_sqft": 20_000,
    "replaced_impervious_sqft": 0,
    "existing_impervious_sqft": 0,
}
PARTS = {
    "rainfall": {"p85_24hr_in": 1.0, "one_year_one_hour_in_per_hr": 0.5},
    "drainage_areas": [
        {"name": "Street", "area_sqft": 12_000, "impervious_fraction": 1.0, "surface": "street"},
        {"name": "Lots", "area_sqft": 18_000, "impervious_fraction": 0.45},
    ],
}


def test_L470_d3_for_a_project_identified_only_by_its_streets_is_open():
    result = run(A2, **PARTS)
    d3 = get(result, "lid114_d3_retain_swqdv")
    assert d3["status"] == "needs_info", d3
    assert "reading A" in text(d3) and "reading B" in text(d3)
    assert "L544" in text(d3)


def test_L544_the_lots_fall_to_116_under_the_narrow_reading():
    result = run(A2, **PARTS)
    small = get(result, "lid116_small_site_plan")
    assert small["status"] == "needs_info", small
    assert "L470" in text(small)
    swqdv = tool(result, "sh_swqdv")
    assert swqdv["outputs"]["design_volume_cuft_reading_b"]["value"] == 0
    assert any("§ 116" in step or "L544" in step for step in swqdv["steps"])


def test_L470_a_project_also_in_category_1_keeps_d3():
    site = {**A2, "disturbed_area_sqft": 50_000}
    d3 = get(run(site, **PARTS), "lid114_d3_retain_swqdv")
    assert d3["status"] == "applies"


def test_L544_the_small_site_sizing_gives_the_lots_alone():
    """Option (b) for the lots: 0.75 / 12 x 18,000 x C(0.45) (the street area left out)."""
    small = tool(run(A2, **PARTS), "sh_small_site_design_storm")
    lots = small["outputs"]["design_volume_cuft_reading_b"]["value"]
    assert lots == small["outputs"]["design_volume_cuft[Lots]"]["value"]
    assert any("reading B" in step and "L544" in step for step in small["steps"])
