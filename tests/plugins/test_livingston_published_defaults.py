"""Issue 39 item 1 for Livingston: the external constants a sizing tool needs are shipped with
their published source where one was found (TR-55 table F-1, L351), and overrides show as
overrides; the WEF/ASCE regression constants (L287), confirmed by no public document found,
stay inputs and the tool says where an engineer finds them."""

from __future__ import annotations

import math

import pytest

from tests.plugins.test_livingston_issue19 import ACRE, TR55_SITE, _tr55
from workbench.core import hydrology as h


def _peak(p, cn, tc, area_sqft, coefficients):
    s = 1000 / cn - 10
    ia = 0.2 * s
    q = (p - ia) ** 2 / (p - ia + s)
    c0, c1, c2 = coefficients
    x = math.log10(tc)
    return 10 ** (c0 + c1 * x + c2 * x * x) * area_sqft / 27_878_400 * q


def test_tr55_table_f1_type_i_rows_as_printed():
    """Values printed in TR-55 table F-1, rainfall type I (first, a middle and the last row)."""
    assert h.tr55_type_i_coefficients(0.10) == pytest.approx((2.30550, -0.51429, -0.11750))
    assert h.tr55_type_i_coefficients(0.30) == pytest.approx((2.10624, -0.45695, -0.02835))
    assert h.tr55_type_i_coefficients(0.50) == pytest.approx((1.67889, -0.06930, 0.0))


def test_tr55_table_f1_between_rows_and_outside_the_table():
    mid = h.tr55_type_i_coefficients(0.275)  # halfway between the 0.25 and 0.30 rows
    assert mid == pytest.approx(
        ((2.18219 + 2.10624) / 2, (-0.48488 - 0.45695) / 2, (-0.06589 - 0.02835) / 2)
    )
    assert h.tr55_type_i_coefficients(0.05) == h.tr55_type_i_coefficients(0.10)
    assert h.tr55_type_i_coefficients(0.9) == h.tr55_type_i_coefficients(0.50)


def test_L351_peak_flow_from_table_f1_by_hand():
    """The Livingston L351 tool with no coefficient given: each peak by hand from table F-1."""
    s = _tr55(coefficients=False)
    for which, cn, tc in (("pre", 70, 0.5), ("post", 90, 0.2)):
        ia_p = min(max(0.2 * (1000 / cn - 10) / 2.0, 0.1), 0.5)
        coefficients = h.tr55_type_i_coefficients(ia_p)
        expected = _peak(2.0, cn, tc, 2 * ACRE, coefficients)
        got = s["outputs"][f"{which}_project_peak_cfs"]["value"]
        assert got == pytest.approx(expected, abs=1e-4)


def test_L351_a_given_coefficient_is_shown_as_an_override():
    s = _tr55(coefficients=True)
    overrides = [step for step in s["steps"] if "override" in step]
    assert len(overrides) == 6  # C0-C2, pre and post
    assert "table value" in overrides[0]
    assert TR55_SITE["two_year_24hr_rainfall_in"] == 2.0


def test_L287_wef_constant_unconfirmed_says_where_to_find_it():
    """No public document found confirms the WEF/ASCE regression constants: the tool asks for
    one and names the manual and its table."""
    from tests.plugins.test_livingston_issue19 import result, tool

    res = result(
        rainfall={"mean_storm_depth_in": 0.5},
        drainage_areas=[{"name": "Roof", "area_sqft": 10_000, "impervious_fraction": 1.0}],
    )
    s = tool(res, "wef_asce_volume")
    assert s["status"] == "needs_info"
    text = " ".join(s["warnings"])
    assert "Manual of Practice No. 23" in text and "regression constant a" in text
