"""L233's routine-maintenance exclusions named in other ordinances' words (issue 35, review D1,
C11a, C15a, C15b): a site claiming Del Mar's ``pothole_repair`` or ``parking_road_resurfacing``
or Signal Hill's ``parking_lot_resurfacing_only`` with 0 sq ft created and 6,000 sq ft replaced
is routine maintenance, as with Livingston's own ``routine_pavement_replacement`` (C11b).

L233: "pavement grinding and resurfacing of existing roadways and parking lots; ... or routine
replacement of damaged pavement such as pothole repair"
"""

from __future__ import annotations

import pytest

from .helpers import BASE_SITE, all_cities_result, status

SITE = {
    **BASE_SITE,
    "disturbed_area_sqft": 20_000,
    "project_type": "redevelopment",
    "existing_impervious_sqft": 30_000,
    "new_impervious_sqft": 0,
    "replaced_impervious_sqft": 6_000,
    "post_project_impervious_sqft": 30_000,
}


@pytest.mark.parametrize(
    "claim",
    [
        "routine_pavement_replacement",  # Livingston's own (C11b)
        "pothole_repair",  # Del Mar L157 (C11a)
        "parking_road_resurfacing",  # Del Mar L157 (C15a)
        "parking_lot_resurfacing_only",  # Signal Hill L516 (C15b)
    ],
)
def test_L233_other_ordinances_maintenance_terms_exclude_the_replaced_area(claim):
    res = all_cities_result(site={**SITE, "exemptions_claimed": [claim]})
    assert status(res, "regulated_project") == "does_not_apply"
    assert status(res, "road_lup_exclusions") == "applies"
    assert not any("left out" in n for n in res.get("notes", [])), res.get("notes")


def test_L233_a_claim_the_base_rock_proviso_contradicts_is_flagged_and_changes_nothing():
    """L233 'Where pavement is removed and base rock or soil is exposed, if more than 5,000 square
    feet is replaced it is a regulated project and not routine maintenance': the claim is checked
    against the facts (issue 32's Exemption), flagged CLAIM CONTRADICTED, and the answer is the
    one without the claim."""
    site = {**SITE, "new_impervious_sqft": 0, "conditions": ["pavement_removed_base_exposed"]}
    claimed = all_cities_result(site={**site, "exemptions_claimed": ["pothole_repair"]})
    plain = all_cities_result(site=site)
    assert status(claimed, "regulated_project") == status(plain, "regulated_project") == "applies"
    flags = [f for c in claimed["classifications"] for f in c["flags"]] + [
        f for x in claimed["findings"] for f in x["flags"]
    ]
    assert any(f.startswith("CLAIM CONTRADICTED") and "L233" in f for f in flags), flags
