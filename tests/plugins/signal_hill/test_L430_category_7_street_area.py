"""L430: 'Streets and roads construction with 10,000 square feet or more of impervious surface
area'. The street-area flag says what is computed (new plus replaced surface of a road project)
and names no field the code does not read (review defect 5, C01; coverage row 68)."""

from __future__ import annotations

from .helpers import BASE, get, run

C01 = {
    **BASE,
    "project_type": "road",
    "land_use": "public",
    "facility_types": ["street_or_road"],
    "new_impervious_sqft": 6_000,
    "replaced_impervious_sqft": 6_000,
    "existing_impervious_sqft": 6_000,
    "new_contiguous_impervious_sqft": 6_000,
    "disturbed_area_sqft": 14_000,
}


def test_L430_the_flag_states_the_area_computed():
    c07 = get(run(C01), "lid114_c07_streets_roads")
    assert c07["status"] == "applies"
    assert any("= 12,000 sq ft" in reason for reason in c07["reasons"])
    flag = next(f for f in c07["flags"] if f.startswith("AMBIGUITY (L430"))
    assert "read as site.new_contiguous_impervious_sqft" not in flag
    assert "new_impervious_sqft + site.replaced_impervious_sqft" in flag
    assert "L450" in flag and "new surface only" in flag


def test_L430_the_contiguous_field_changes_nothing():
    """The field is not read: L430 says nothing of 'contiguous' (docs/cities/signal_hill.md)."""
    bare = {k: v for k, v in C01.items() if k != "new_contiguous_impervious_sqft"}
    assert get(run(bare), "lid114_c07_streets_roads") == get(run(C01), "lid114_c07_streets_roads")
