"""Areas that are parts of others are no larger than them (docs/SCENARIO.md, "Areas that must
agree"): such a site is refused as bad input with one line naming the fields."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from workbench.core.model import SiteFacts


def site(**areas: Any) -> SiteFacts:
    return SiteFacts.model_validate(areas)


@pytest.mark.parametrize(
    ("areas", "names"),
    [
        (
            {"existing_impervious_sqft": 1_000, "altered_existing_impervious_sqft": 1_001},
            "altered_existing_impervious_sqft",
        ),
        (
            {"existing_impervious_sqft": 1_000, "replaced_impervious_sqft": 1_001},
            "replaced_impervious_sqft",
        ),
        (  # the monotonicity harness's case: replaced 100,000 > post-project 10,001
            {"replaced_impervious_sqft": 100_000, "post_project_impervious_sqft": 10_001},
            "new_impervious_sqft \\+ replaced_impervious_sqft",
        ),
        (
            {
                "new_impervious_sqft": 6_000,
                "replaced_impervious_sqft": 5_000,
                "post_project_impervious_sqft": 10_999,
            },
            "new_impervious_sqft \\+ replaced_impervious_sqft",
        ),
        (
            {
                "existing_impervious_sqft": 0,
                "new_impervious_sqft": 0,
                "post_project_impervious_sqft": 9_999,
            },
            "post_project_impervious_sqft",
        ),
    ],
)
def test_a_part_larger_than_its_whole_is_refused(areas: dict[str, Any], names: str) -> None:
    with pytest.raises(ValidationError, match=names):
        site(**areas)


@pytest.mark.parametrize(
    "areas",
    [
        {"existing_impervious_sqft": 1_000, "altered_existing_impervious_sqft": 1_000},
        {"existing_impervious_sqft": 1_000, "replaced_impervious_sqft": 1_000},
        {
            "existing_impervious_sqft": 10_000,
            "new_impervious_sqft": 6_000,
            "replaced_impervious_sqft": 4_000,
            "post_project_impervious_sqft": 16_000,  # the whole of both bounds
        },
        {"new_impervious_sqft": 6_000, "post_project_impervious_sqft": 6_000},
        {"replaced_impervious_sqft": 100_000},  # nothing to compare with
        {"post_project_impervious_sqft": 9_999, "new_impervious_sqft": 0},  # existing not given
    ],
)
def test_consistent_or_uncheckable_areas_are_accepted(areas: dict[str, Any]) -> None:
    site(**areas)
