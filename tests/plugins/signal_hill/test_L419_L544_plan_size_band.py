"""L419 'This section applies to the following projects' and L544 'projects not listed in
§ 12.16.114(C), but resulting in the creation or addition or replacement of 500 square feet or
more': a § 114 project, a § 116 small site or neither, exactly one (band
'signal_hill_plan_size'; the core property test checks it over generated sites)."""

from __future__ import annotations

import pytest

from .helpers import BASE, run

MEMBERS = ("lid114_project", "lid116_small_site_project", "no_lid_plan_size")
SITE = {**BASE, "project_type": "new_development", "land_use": "commercial"}
SITE.update(facility_types=[], replaced_impervious_sqft=0, disturbed_area_sqft=1_000)


@pytest.mark.parametrize(
    ("extra", "member"),
    [
        ({"facility_types": ["restaurant"], "development_area_sqft": 6_000}, "lid114_project"),
        ({"new_impervious_sqft": 500}, "lid116_small_site_project"),
        ({"new_impervious_sqft": 499}, "no_lid_plan_size"),
    ],
)
def test_L419_L544_exactly_one_plan_size(extra, member):
    site = {**SITE, "new_impervious_sqft": 600, **extra}
    found = {c["id"]: c["status"] for c in run(site)["classifications"]}
    assert [m for m in MEMBERS if found[m] == "applies"] == [member]


def test_L544_an_unknown_area_leaves_the_band_open():
    found = {c["id"]: c["status"] for c in run(SITE)["classifications"]}
    assert "applies" not in [found[m] for m in MEMBERS]
    assert "needs_info" in [found[m] for m in MEMBERS]
