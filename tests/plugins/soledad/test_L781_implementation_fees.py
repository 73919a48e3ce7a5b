"""L777-795: "The city may adopt reasonable fees" for monitoring and inspection (L779), "issuance
of permits" (L781), "review of notices and plans" (L783), requested inspections (L785),
conditional-NOTC inspections (L787) and spill response (L789), by council resolution (L795).
Review 2026-12-03 coverage row 71 (PARTLY): only the spill and late-NOTC fees were listed."""

from __future__ import annotations

from .common import finding, run


def test_L781_a_permit_site_is_told_of_the_permit_review_and_inspection_fees():
    f = finding(
        run({"disturbed_area_sqft": 20000, "part_of_common_plan": False}), "implementation_fees"
    )
    assert f["status"] == "applies"
    text = " ".join(f["reasons"])
    for line in ("L779", "L781", "L783", "L785", "L787", "L789", "L795"):
        assert line in text, line


def test_L781_no_permit_fee_where_no_permit_is_required():
    """A CGP site (L353: no city permit): the SWPPP review fee, not the permit fee."""
    f = finding(run({"disturbed_area_sqft": 60000}), "implementation_fees")
    text = " ".join(f["reasons"])
    assert "L781" not in text and "stormwater pollution prevention plans (L783)" in text
