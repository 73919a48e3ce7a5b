"""The band of plan sizes (``Classification.band``): every site is exactly one of a § 12.16.114
project (listed in (C), L419-452), a § 12.16.116 small site (not listed, 500 sq ft or more
created, added or replaced, L544) or neither (not a project, or not listed and under 500 sq ft),
or it is open. The core's property test checks the three never overlap and leave no gap.

The band is the listing and the size only: exemptions (L508-520, L580-592) and the readings left
open in the plan findings (streets only, hillside additions) are the plan findings' own.
"""

from __future__ import annotations

from collections.abc import Callable

from workbench.api import Classification, Context, Outcome, Tri, all_of, any_of, negate

from .common import S114, S116, c, is_project
from .lid114_categories import any_category, created_or_replaced

BAND = "signal_hill_plan_size"


def _size(ctx: Context) -> Tri:
    return created_or_replaced(ctx).at_least(
        500, "creation or addition or replacement of 500 square feet or more (L544)"
    )


def small_site(ctx: Context) -> Tri:
    return all_of(is_project(ctx), negate(any_category(ctx)), _size(ctx))


def below(ctx: Context) -> Tri:
    return any_of(negate(is_project(ctx)), all_of(negate(any_category(ctx)), negate(_size(ctx))))


def _classify(answer: Callable[[Context], Tri]) -> Callable[[Context], Outcome]:
    def evaluate(ctx: Context) -> Outcome:
        return ctx.each_value("project_type", answer).outcome()

    return evaluate


CLASSIFICATIONS: list[Classification] = [
    Classification(
        "lid116_small_site_project",
        "Small site: a project not listed in § 12.16.114(C), 500 sq ft or more (§ 12.16.116(B))",
        (
            c(544, 544, "projects not listed in § 12.16.114(C)", f"{S116}(B)"),
            c(544, 544, "creation or addition or replacement of 500 square feet or more"),
        ),
        _classify(small_site),
        uses=(
            "site.project_type",
            "site.facility_types",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
        ),
        band=BAND,
    ),
    Classification(
        "no_lid_plan_size",
        "Neither: not a project, or not listed in § 12.16.114(C) and under 500 sq ft",
        (
            c(419, 419, "This section applies to the following projects", f"{S114}(C)"),
            c(544, 544, "creation or addition or replacement of 500 square feet or more"),
        ),
        _classify(below),
        uses=(
            "site.project_type",
            "site.facility_types",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
        ),
        band=BAND,
    ),
]
