"""Issue 39 item 3 (Del Mar review c28): a footprint equal to the printed requirement passes in
the provided-versus-required checks, one a tenth of a square foot under fails; the facility
area given as the drainage area's ``bmp_area_sqft`` is the footprint checked (review row 14)."""

from __future__ import annotations

import pytest

from .test_del_mar_sizing import BIO, sizing


@pytest.mark.parametrize(("given", "verdict"), [(375, True), (375.1, True), (374.9, False)])
def test_c28_footprint_at_the_boundary(given, verdict):
    s = sizing(
        "bioretention_footprint",
        rainfall={"p85_24hr_in": 0.6},
        drainage_areas=[
            {"name": "Roof", "area_sqft": 10_000, "runoff_coefficient": 0.9, "bmp_area_sqft": given}
        ],
        parameters=BIO,
    )
    row = next(r for r in s["checks"] if r["area"] == "Roof" and r["quantity"] == "bmp_area_sqft")
    assert row["required"] == 375.0 and row["provided"] == given and row["pass"] is verdict
