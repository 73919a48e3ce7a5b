"""L305 "Minimum surface reservoir volume equal to surface area times a depth of six inches" and
L307 "Minimum planting medium depth of 18 inches" (issue 35, review D8, C17): a designed
control's ponding and media depths are compared with the minimums, and a footprint below the
requirement is reported for ``bmp.footprint_sqft`` as for ``bmp_area_sqft``.
"""

from __future__ import annotations

from .helpers import BASE_SITE, result

C17 = {
    "site": {
        **BASE_SITE,
        "project_type": "new_development",
        "existing_impervious_sqft": 0,
        "new_impervious_sqft": 20_000,
        "replaced_impervious_sqft": 0,
        "disturbed_area_sqft": 30_000,
    },
    "rainfall": {"mean_storm_depth_in": 0.45, "p85_hourly_in_per_hr": 0.11, "p85_24hr_in": 0.65},
    "drainage_areas": [
        {
            "name": "Lot",
            "area_sqft": 15_000,
            "impervious_fraction": 0.6,
            "dma_type": "to_bmp",
            "bmp": {
                "type": "bioretention",
                "footprint_sqft": 250,
                "ponding_depth_in": 6,
                "media_depth_in": 18,
            },
        },
        {
            "name": "Lot2",
            "area_sqft": 15_000,
            "impervious_fraction": 0.6,
            "dma_type": "to_bmp",
            "bmp": {
                "type": "bioretention",
                "footprint_sqft": 240,
                "ponding_depth_in": 5,
                "media_depth_in": 16,
            },
        },
    ],
}


def _bio():
    res = result(**C17)
    return next(s for s in res["sizing"] if s["tool_id"] == "baseline_bioretention")


def test_L305_ponding_below_six_inches_fails():
    bio = _bio()
    assert any("Lot2" in w and "6 in minimum (L305)" in w for w in bio["warnings"])
    assert not any(w.startswith("Lot:") and "L305" in w for w in bio["warnings"])


def test_L307_media_below_18_inches_fails():
    assert any("Lot2" in w and "18 in minimum (L307)" in w for w in _bio()["warnings"])


def test_L303_a_footprint_below_the_requirement_is_warned():
    assert any("Lot2: provided area 240" in w for w in _bio()["warnings"])
