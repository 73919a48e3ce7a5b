"""§ 12.16.114(C) as rules: one rule per project category (C)(1)-(11) and the classification
``lid114_project`` that combines them.

(C) is the one subsection split in two for size: its tests are ``lid114_categories`` (over 500
lines on its own, which states why) and their descriptors, with the citations of each category,
are here; together they would be about 900 lines. Every other part of § 12.16.114 has its own
module ((D) and (C)(11)(b)-(c) ``lid114_plan``, (E) ``lid114_infeasibility``, (F)-(G)
``lid114_exemptions``).
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Classification,
)

from .common import (
    S114,
    c,
)
from .lid114_categories import CATEGORIES, _rule, category_rule, listed

_FN = {rid: category_rule(rid) for rid in CATEGORIES}

CLASSIFICATIONS: list[Classification] = [
    Classification(
        "lid114_project",
        "Project identified in § 12.16.114(C) (any of categories 1-11)",
        (c(419, 419, "This section applies to the following projects", f"{S114}(C)"),),
        listed,
        uses=(
            "site.project_type",
            "site.facility_types",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.disturbed_area_sqft",
        ),
        band="signal_hill_plan_size",  # with plan_bands.py: § 114, § 116 or neither
    ),
]

CATEGORY_RULES: list[ApplicabilityRule] = [
    _rule(
        "lid114_c01_development_one_acre",
        "§ 12.16.114(C)(1): development of one acre or more of disturbed area adding more than "
        "10,000 sq ft",
        _FN["lid114_c01_development_one_acre"],
        (
            c(421, 421, "equal to one acre or greater of disturbed area", f"{S114}(C)(1)"),
            c(
                421,
                421,
                "adds more than 10,000 square feet of impervious surface area",
                f"{S114}(C)(1)",
            ),
            c(
                49,
                49,
                "an area that is altered as a result of clearing, grading, and/or excavation",
                "definitions W",
            ),
        ),
        (
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c02_industrial_park",
        "§ 12.16.114(C)(2): industrial parks of 10,000 sq ft or more of surface area",
        _FN["lid114_c02_industrial_park"],
        (
            c(
                423,
                423,
                "Industrial parks with 10,000 square feet or more of surface area",
                f"{S114}(C)(2)",
            ),
            c(
                79,
                79,
                "land development that is set aside for industrial development",
                "definitions KK",
            ),
        ),
        (
            "site.facility_types",
            "site.development_area_sqft",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c03_commercial_mall",
        "§ 12.16.114(C)(3): commercial malls of 10,000 sq ft or more of surface area",
        _FN["lid114_c03_commercial_mall"],
        (
            c(
                424,
                424,
                "Commercial malls with 10,000 square feet or more of surface area",
                f"{S114}(C)(3)",
            ),
            c(29, 29, "a complex of stores which sells various merchandise", "definitions M"),
        ),
        (
            "site.facility_types",
            "site.development_area_sqft",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c04_retail_gasoline_outlet",
        "§ 12.16.114(C)(4): retail gasoline outlets of 5,000 sq ft or more of surface area",
        _FN["lid114_c04_retail_gasoline_outlet"],
        (
            c(
                425,
                425,
                "Retail gasoline outlets with 5,000 square feet or more of surface area",
                f"{S114}(C)(4)",
            ),
            c(
                171,
                171,
                "any facility engaged in selling gasoline and lubricating oils",
                "definitions KKK",
            ),
        ),
        (
            "site.facility_types",
            "site.development_area_sqft",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c05_restaurant",
        "§ 12.16.114(C)(5): restaurants of 5,000 sq ft or more of surface area",
        _FN["lid114_c05_restaurant"],
        (
            c(
                426,
                426,
                "Restaurants with 5,000 square feet or more of surface area",
                f"{S114}(C)(5)",
            ),
            c(
                169,
                169,
                "a facility that sells prepared foods and drinks for consumption",
                "definitions JJJ",
            ),
        ),
        (
            "site.facility_types",
            "site.development_area_sqft",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c06_parking_lot",
        "§ 12.16.114(C)(6): parking lots of 5,000 sq ft or more of impervious surface or 25 or "
        "more spaces",
        _FN["lid114_c06_parking_lot"],
        (
            c(
                428,
                428,
                "5,000 square feet or more of impervious surface area, or with 25 or more parking "
                "spaces",
                f"{S114}(C)(6)",
            ),
            c(
                127,
                127,
                "with a lot size of 5,000 square feet or more of surface area",
                "definitions YY",
            ),
        ),
        (
            "site.facility_types",
            "site.parking_lot_area_sqft",
            "site.parking_spaces",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c07_streets_roads",
        "§ 12.16.114(C)(7): streets and roads construction of 10,000 sq ft or more of impervious "
        "surface",
        _FN["lid114_c07_streets_roads"],
        (
            c(
                430,
                430,
                "Streets and roads construction with 10,000 square feet or more of impervious "
                "surface area",
                f"{S114}(C)(7)",
            ),
            c(430, 430, "also applies to streets within larger projects", f"{S114}(C)(7)"),
            c(468, 468, "the city's most current Green Streets Manual", f"{S114}(D)(2)"),
            c(512, 512, "Infrastructure projects within the public right-of-way", f"{S114}(F)(2)"),
        ),
        (
            "site.project_type",
            "site.facility_types",
            "site.street_impervious_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.disturbed_area_sqft",
        ),
    ),
    _rule(
        "lid114_c08_automotive_service",
        "§ 12.16.114(C)(8): automotive service facilities of 5,000 sq ft or more of surface area",
        _FN["lid114_c08_automotive_service"],
        (
            c(
                432,
                432,
                "Automotive service facilities with 5,000 square feet or more of surface area",
                f"{S114}(C)(8)",
            ),
            c(
                7,
                7,
                "categorized in any one of the following Standard Industrial Classification",
                "definitions B",
            ),
        ),
        (
            "site.facility_types",
            "site.development_area_sqft",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c09_sensitive_area",
        "§ 12.16.114(C)(9): projects in, directly adjacent to or discharging directly to an ESA",
        _FN["lid114_c09_sensitive_area"],
        (
            c(
                434,
                434,
                "Projects located in or directly adjacent to, or discharging directly to an "
                "environmentally sensitive area",
                f"{S114}(C)(9)",
            ),
            c(
                436,
                436,
                "likely to impact a sensitive biological species or habitat",
                f"{S114}(C)(9)(a)",
            ),
            c(
                438,
                438,
                "Create 2,500 square feet or more of Impervious Surface area",
                f"{S114}(C)(9)(b)",
            ),
            c(41, 41, "situated within 200 feet of the contiguous zone", "definitions S"),
        ),
        (
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "site.conditions",
            "site.new_impervious_sqft",
            "site.disturbed_area_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c10_hillside_single_family",
        "§ 12.16.114(C)(10): single-family hillside properties (D.1 measures)",
        _FN["lid114_c10_hillside_single_family"],
        (
            c(440, 440, "Single-family hillside properties", f"{S114}(C)(10)"),
            c(
                456,
                466,
                "A new single-family hillside property development shall prepare a LID plan",
                f"{S114}(D)(1)",
            ),
            c(67, 67, "any natural slope that is 25% or greater", "definitions EE"),
        ),
        (
            "site.single_family_home",
            "site.hillside",
            "site.project_type",
            "site.disturbed_area_sqft",
            "site.land_use",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c11_redevelopment",
        "§ 12.16.114(C)(11): redevelopment creating, adding or replacing 5,000 sq ft or more",
        _FN["lid114_c11_redevelopment"],
        (
            c(
                444,
                444,
                "creation, addition or replacement of 5,000 square feet or more of impervious "
                "surface area",
                f"{S114}(C)(11)(a)",
            ),
            c(
                444,
                444,
                "of one of the projects identified in this subsection",
                f"{S114}(C)(11)(a)",
            ),
            c(
                450,
                450,
                "Redevelopment does not include routine maintenance activities",
                f"{S114}(C)(11)(d)",
            ),
            c(
                452,
                452,
                "exempt from the redevelopment requirements unless such projects create, add, or "
                "replace 10,000 square feet",
                f"{S114}(C)(11)(e)",
            ),
            c(165, 165, "on an already developed site", "definitions HHH"),
            c(421, 421, "equal to one acre or greater of disturbed area", f"{S114}(C)(1)"),
        ),
        (
            "site.project_type",
            "site.existing_impervious_sqft",
            "site.parcel_area_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.single_family_home",
            "site.emergency_work",
            "site.facility_types",
            "site.conditions",
            "site.discharges_to_sensitive_area",
            "site.distance_to_sensitive_area_ft",
            "site.disturbed_area_sqft",
            "site.hillside",
            "site.land_use",
            "site.parking_lot_area_sqft",
            "site.parking_spaces",
        ),
    ),
]
