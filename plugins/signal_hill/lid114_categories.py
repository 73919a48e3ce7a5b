"""§ 12.16.114(C) (L419-452): the tests of the eleven project categories a development or
redevelopment LID plan is required for, each a three-valued answer (``workbench.api.Tri``)
computed once per evaluation (``ctx.derived``), and the descriptor constructor of the § 114
rules.

Over 500 lines: the eleven categories test one another (category 11(a) asks whether the existing
site is a site of categories 1-10, L444), so they stay in one module rather than importing each
other in a cycle.
"""

from __future__ import annotations

from collections.abc import Callable

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    negate,
)

from . import flags as F
from .common import (
    ACRE_SQFT,
    CO_ESA_IMPACT,
    CO_ESA_NO_IMPACT,
    FT_AUTOMOTIVE,
    FT_COMMERCIAL_MALL,
    FT_GAS_OUTLET,
    FT_INDUSTRIAL_PARK,
    FT_PARKING_LOT,
    FT_RESTAURANT,
    FT_STREET,
    NEW_WORK,
    declared,
    either_condition,
    is_project,
    kind_in,
    within,
)

Answer = Callable[[Context], Tri]

CATEGORY = "post_construction_plan"
NEW_AND_REPLACED = ("new_impervious_sqft", "replaced_impervious_sqft")


def created_or_replaced(ctx: Context, label: str = "impervious surface created, added or replaced"):
    """new + replaced impervious surface (each non-negative: a known part is a lower bound)."""
    return ctx.area(*NEW_AND_REPLACED, label=label)


# --------------------------------------------------------------------------- (C)(1)
def c1(ctx: Context) -> Tri:
    disturbed = ctx.area("disturbed_area_sqft", label="disturbed area (site.disturbed_area_sqft)")
    added = ctx.area(
        "new_impervious_sqft", label="impervious surface added (site.new_impervious_sqft)"
    )
    return all_of(
        disturbed.at_least(ACRE_SQFT, "equal to one acre or greater of disturbed area"),
        added.more_than(10_000, "adds more than 10,000 square feet of impervious surface area"),
    )


# --------------------------------------------------------------------------- (C)(2)-(6), (8)
def new_use(ctx: Context) -> Tri:
    """New development of a use (categories 2-6, 8); the redevelopment of an existing facility
    of that use is category 11(a)'s, with its own 5,000 sq ft threshold (L444)."""
    return kind_in(
        ctx,
        NEW_WORK,
        "new development of the use",
        "not new development of the use: the redevelopment of an existing facility is governed "
        "by the 5,000 sq ft threshold of category 11(a) (L444)",
    )


def use_category(facility: str, label: str, threshold: float, wording: str) -> Answer:
    def answer(ctx: Context) -> Tri:
        area = ctx.area("development_area_sqft", label=f"{label} surface area")
        return all_of(
            declared(ctx, facility, label),
            new_use(ctx),
            area.at_least(threshold, wording),
        )

    return answer


def parking_size(ctx: Context) -> Tri:
    lot = ctx.area("parking_lot_area_sqft", label="parking lot impervious surface")
    spaces = ctx.area("parking_spaces", label="parking spaces", unit="spaces")
    return any_of(
        lot.at_least(5_000, "5,000 square feet or more of impervious surface area"),
        spaces.at_least(25, "with 25 or more parking spaces"),
    )


def parking_lot(ctx: Context) -> Tri:
    """The site has a Parking Lot (L127): named in site.facility_types. Where the list is not
    given, figures below the definition ('with a lot size of 5,000 square feet or more of surface
    area, or with 25 or more parking spaces') decide no; otherwise it is open."""
    named = declared(ctx, FT_PARKING_LOT, "parking lot")
    if not named.unknown:
        return named
    size = parking_size(ctx)
    if size.no:
        return Tri(False, (*size.reasons, "not a Parking Lot by its figures (L127)"))
    return Tri(
        None,
        (
            *named.reasons,
            *size.reasons,
            "is the parking a Parking Lot, land area or facility 'for the parking or storage of "
            "motor vehicles' (L127)?",
        ),
        tuple(dict.fromkeys([*named.missing, *size.missing])),
    )


def c6(ctx: Context) -> Tri:
    return all_of(parking_lot(ctx), new_use(ctx), parking_size(ctx))


# --------------------------------------------------------------------------- (C)(7)
def is_road(ctx: Context) -> Tri:
    return kind_in(ctx, ("road",), "street and road construction", "not a street or road project")


def is_street(ctx: Context) -> Tri:
    """Street and road construction: a road project, or streets within a larger project (L430)."""
    return any_of(is_road(ctx), declared(ctx, FT_STREET, "streets within the project"))


STREET_WORDING = "10,000 square feet or more of impervious surface area"


def road_project(ctx: Context) -> Tri:
    """A street or road project with 10,000 sq ft or more of new and replaced surface."""
    whole = created_or_replaced(ctx, "road impervious surface created or replaced")
    return all_of(is_road(ctx), whole.at_least(10_000, STREET_WORDING))


def streets_within(ctx: Context) -> Tri:
    """Streets of 10,000 sq ft or more within a larger project (L430;
    site.street_impervious_sqft)."""
    part = ctx.area("street_impervious_sqft", label="street impervious surface")
    return all_of(
        declared(ctx, FT_STREET, "streets within the project"),
        negate(is_road(ctx)),
        part.at_least(10_000, STREET_WORDING),
    )


def c7(ctx: Context) -> Tri:
    """Street and road construction of 10,000 sq ft or more: a road project, or the streets
    within a larger project (L430)."""
    part = ctx.area("street_impervious_sqft", label="street impervious surface")
    return any_of(
        road_project(ctx),
        all_of(
            declared(ctx, FT_STREET, "streets within the project"),
            part.at_least(10_000, STREET_WORDING),
        ),
    )


# --------------------------------------------------------------------------- (C)(9)
def esa_impact(ctx: Context) -> Tri:
    return either_condition(
        ctx,
        CO_ESA_IMPACT,
        CO_ESA_NO_IMPACT,
        "runoff 'likely to impact a sensitive biological species or habitat' (L436)",
        "runoff is not likely to impact a sensitive biological species or habitat (L436)",
        "is the runoff 'likely to impact a sensitive biological species or habitat' (L436)?",
    )


def esa_where(ctx: Context) -> Tri:
    """Located in or directly adjacent to (within 200 ft, L41), or discharging directly to an
    ESA (L434)."""
    return any_of(
        within(
            ctx,
            "distance_to_sensitive_area_ft",
            200,
            "distance to the environmentally sensitive area",
            "situated within 200 feet",
        ),
        ctx.is_true("discharges_to_sensitive_area", "discharges directly to an ESA"),
    )


def c9(ctx: Context) -> Tri:
    where = esa_where(ctx)
    created = ctx.area("new_impervious_sqft", label="impervious surface created")
    return all_of(
        where,
        esa_impact(ctx),
        created.at_least(2_500, "Create 2,500 square feet or more of Impervious Surface area"),
    )


# --------------------------------------------------------------------------- (C)(10)
def single_family(ctx: Context) -> Tri:
    """A single-family property: site.single_family_home on a residential (or mixed) land use."""
    land_use = ctx.get("land_use")
    if land_use is None:
        residential = Tri(None, (), ("site.land_use",))
    else:
        residential = Tri(
            land_use in ("residential", "mixed"),
            (f"site.land_use = {land_use}",),
        )
    return all_of(residential, ctx.is_true("single_family_home", "single-family property"))


def hillside_home(ctx: Context) -> Tri:
    return all_of(
        single_family(ctx),
        ctx.is_true("hillside", "Hillside Property (L67)"),
    )


def c10(ctx: Context) -> Tri:
    return hillside_home(ctx)


HILLSIDE_MEASURES = (
    "D.1: the LID plan includes mitigation measures to (a) conserve natural areas; (b) protect "
    "slopes and channels; (c) provide storm drain system stenciling and signage; (d) divert roof "
    "runoff and (e) direct surface flow to vegetated areas before discharge unless the diversion "
    "would result in slope instability (L456-466)"
)


# --------------------------------------------------------------------------- (C)(11)
def existing_site_c1(ctx: Context) -> Tri:
    """The already developed site is a site of a category 1 project (L421, L444), read on the
    existing site's own facts: one acre or more, with more than 10,000 sq ft of impervious
    surface."""
    site = ctx.area("parcel_area_sqft", label="existing site area (site.parcel_area_sqft)")
    existing = ctx.area(
        "existing_impervious_sqft",
        label="existing impervious surface (site.existing_impervious_sqft)",
    )
    return all_of(
        existing.more_than(
            10_000, "the existing site has more than 10,000 square feet of impervious surface, L421"
        ),
        site.at_least(ACRE_SQFT, "the existing site is 'one acre or greater', L421"),
    )


def existing_site_c9(ctx: Context) -> Tri:
    """The already developed site is a site of a category 9 project (L434-438, L444): at or
    discharging to an ESA, runoff likely to impact it, 2,500 sq ft or more of impervious surface
    on the existing site."""
    existing = ctx.area(
        "existing_impervious_sqft",
        label="existing impervious surface (site.existing_impervious_sqft)",
    )
    return all_of(
        existing.at_least(2_500, "the existing site has 2,500 square feet or more, L438"),
        esa_where(ctx),
        esa_impact(ctx),
    )


def listed_use(ctx: Context) -> Tri:
    """The already developed site is a site 'of one of the projects identified in this
    subsection' (L444): its use is one of categories 2-8 (by type), it is a single-family
    hillside home, or the existing site itself meets category 1 or 9 (its own area and impervious
    surface), or the project's own facts meet category 1 or 9."""
    uses = [
        declared(ctx, ft, label)
        for ft, label in (
            (FT_INDUSTRIAL_PARK, "2 industrial park"),
            (FT_COMMERCIAL_MALL, "3 commercial mall"),
            (FT_GAS_OUTLET, "4 retail gasoline outlet"),
            (FT_RESTAURANT, "5 restaurant"),
            (FT_AUTOMOTIVE, "8 automotive service facility"),
        )
    ]
    return any_of(
        existing_site_c1(ctx),
        parking_lot(ctx),
        raw_category(ctx, "lid114_c01_development_one_acre"),
        *uses,
        declared(ctx, FT_STREET, "7 streets and roads"),
        existing_site_c9(ctx),
        raw_category(ctx, "lid114_c09_sensitive_area"),
        hillside_home(ctx),
    )


def c11(ctx: Context) -> Tri:
    """Redevelopment of a listed site (L444), unless an existing single-family dwelling below
    10,000 sq ft (L452). "Single-family" enters twice (the exemption and the listed hillside
    home), so the answer is decided over each value of the facts behind it."""
    return ctx.each_value(
        "single_family_home", lambda ctx: ctx.each_value("land_use", redevelopment_of_listed)
    )


def redevelopment_of_listed(ctx: Context) -> Tri:
    amount = created_or_replaced(ctx)
    single = single_family(ctx)
    dwelling_not_exempt = any_of(
        negate(single),
        amount.at_least(
            10_000, "unless such projects create, add, or replace 10,000 square feet (L452)"
        ),
    )
    return all_of(
        kind_in(
            ctx,
            ("redevelopment",),
            "redevelopment of an already developed site",
            "not redevelopment of an already developed site",
        ),
        negate(ctx.is_true("emergency_work", "emergency redevelopment activity (L450)")),
        amount.at_least(5_000, "creation, addition or replacement of 5,000 square feet or more"),
        dwelling_not_exempt,
        any_of(listed_use(ctx), dwelling_l452(ctx, single, amount)),
    )


L452_READINGS = (
    "reading A: category 11(a) covers only 'an already developed site of one of the projects "
    "identified in this subsection' (L444), and this site is none of them: not category 11; "
    "§ 12.16.116 applies (L544)",
    "reading B: L452 exempts 'Existing single-family dwelling and accessory structures' from 'the "
    "redevelopment requirements' only 'unless such projects create, add, or replace 10,000 square "
    "feet', which implies a single-family redevelopment of 10,000 sq ft is subject to them: "
    "category 11",
)


def dwelling_l452(ctx: Context, single: Tri, amount) -> Tri:
    """A single-family redevelopment of 10,000 sq ft or more on a site that is no listed site:
    L444 leaves it out, L452 implies it is in. Open (the Director decides); no where it is not a
    single-family dwelling or below 10,000 sq ft."""
    big = amount.at_least(10_000, "create, add, or replace 10,000 square feet (L452)")
    answer = all_of(single, big)
    if answer.yes:
        return Tri(
            None,
            (
                *answer.reasons,
                "whether an existing single-family dwelling creating, adding or replacing 10,000 "
                "sq ft on a site not otherwise listed is category 11 is not stated; the Director "
                "decides between:",
                *L452_READINGS,
            ),
        )
    return Tri(False, answer.reasons) if answer.no else answer


# --------------------------------------------------------------------------- categories
CATEGORIES: dict[str, tuple[str, Answer, tuple[str, ...]]] = {
    "lid114_c01_development_one_acre": (
        "1 development, 1 acre disturbed adding > 10,000 sq ft",
        c1,
        (F.ACRE, F.ADDS, F.DEVELOPMENT_INCLUDES_REDEVELOPMENT),
    ),
    "lid114_c02_industrial_park": (
        "2 industrial park",
        use_category(
            FT_INDUSTRIAL_PARK,
            "industrial park",
            10_000,
            "Industrial parks with 10,000 square feet or more of surface area",
        ),
        (F.SURFACE_AREA, F.NEW_OR_ANY),
    ),
    "lid114_c03_commercial_mall": (
        "3 commercial mall",
        use_category(
            FT_COMMERCIAL_MALL,
            "commercial mall",
            10_000,
            "Commercial malls with 10,000 square feet or more of surface area",
        ),
        (F.SURFACE_AREA, F.NEW_OR_ANY),
    ),
    "lid114_c04_retail_gasoline_outlet": (
        "4 retail gasoline outlet",
        use_category(
            FT_GAS_OUTLET,
            "retail gasoline outlet",
            5_000,
            "Retail gasoline outlets with 5,000 square feet or more",
        ),
        (F.SURFACE_AREA, F.NEW_OR_ANY),
    ),
    "lid114_c05_restaurant": (
        "5 restaurant",
        use_category(
            FT_RESTAURANT,
            "restaurant",
            5_000,
            "Restaurants with 5,000 square feet or more of surface area",
        ),
        (F.SURFACE_AREA, F.NEW_OR_ANY),
    ),
    "lid114_c06_parking_lot": ("6 parking lot", c6, (F.PARKING_DEF, F.NEW_OR_ANY)),
    "lid114_c07_streets_roads": (
        "7 streets and roads",
        c7,
        (F.ROW_CONFLICT, F.STREET_AREA, F.GREEN_STREETS),
    ),
    "lid114_c08_automotive_service": (
        "8 automotive service facility",
        use_category(
            FT_AUTOMOTIVE,
            "automotive service facility",
            5_000,
            "Automotive service facilities with 5,000 square feet or more",
        ),
        (F.SURFACE_AREA, F.NEW_OR_ANY, F.AUTO_CODES),
    ),
    "lid114_c09_sensitive_area": ("9 environmentally sensitive area", c9, (F.ESA,)),
    "lid114_c10_hillside_single_family": (
        "10 single-family hillside property",
        c10,
        (F.HILLSIDE,),
    ),
    "lid114_c11_redevelopment": (
        "11 redevelopment",
        c11,
        (F.REDEVELOPMENT_LISTED, F.SFH_10000),
    ),
}
#: categories whose plan follows D.1 (new hillside homes) or D.2 (street and road construction)
D1_D2 = ("lid114_c07_streets_roads", "lid114_c10_hillside_single_family")


def raw_category(ctx: Context, rid: str) -> Tri:
    """A category's test of the project's own facts, computed once per evaluation."""
    return ctx.derived(rid, CATEGORIES[rid][1])


def category(ctx: Context, rid: str) -> Tri:
    """A category's answer: a project (L157) that meets the category's test."""
    return ctx.derived(
        f"project:{rid}",
        lambda ctx: ctx.each_value(
            "project_type", lambda c: all_of(is_project(c), raw_category(c, rid))
        ),
    )


def category_rule(rid: str) -> Callable[[Context], Outcome]:
    label, _, flags = CATEGORIES[rid]

    def evaluate(ctx: Context) -> Outcome:
        answer = category(ctx, rid)
        extra = []
        if rid == "lid114_c07_streets_roads":
            extra.append(
                "D.2: follow US EPA guidance on managing wet weather with the city's most current "
                "Green Streets Manual to the maximum extent practicable (L468)"
            )
        if rid == "lid114_c10_hillside_single_family":
            extra.append(HILLSIDE_MEASURES)
        outcome = answer.outcome(applies=extra, flags=list(flags))
        if rid == "lid114_c06_parking_lot" and not declared(ctx, FT_PARKING_LOT, "").yes:
            if ctx.get("parking_lot_area_sqft") or ctx.get("parking_spaces"):
                outcome.flags.append(F.PARKING_UNDECLARED)
        return outcome

    evaluate.__name__ = rid
    return evaluate


def any_category(ctx: Context) -> Tri:
    """Whether the project's facts meet one of the categories (L419-452), project or not."""
    return ctx.derived(
        "any_category",
        lambda ctx: ctx.each_value(
            "project_type", lambda c: any_of(*(raw_category(c, rid) for rid in CATEGORIES))
        ),
    )


def listed(ctx: Context) -> Outcome:
    """Classification ``lid114_project``: a project identified in § 12.16.114(C)."""
    met = [CATEGORIES[rid][0] for rid in CATEGORIES if raw_category(ctx, rid).yes]
    answer = listed_project(ctx)
    if answer.yes:
        return Outcome("applies", [f"§ 12.16.114(C) category {label}" for label in met])
    if answer.no and not is_project(ctx).no:
        reasons = ("no § 12.16.114(C) category applies (L419-452); see the category findings",)
    else:
        open_ones = [CATEGORIES[rid][0] for rid in CATEGORIES if raw_category(ctx, rid).unknown]
        reasons = (
            *is_project(ctx).reasons,
            *(f"category {label}: not yet known" for label in open_ones),
        )
    return Tri(answer.value, reasons, answer.missing).outcome()


def listed_project(ctx: Context) -> Tri:
    """A project (L157) identified in one of the categories."""
    return ctx.derived(
        "listed_project",
        lambda ctx: ctx.each_value(
            "project_type", lambda c: all_of(is_project(c), any_category(c))
        ),
    )


# --------------------------------------------------------------------------- descriptors
def _rule(
    rid: str,
    title: str,
    evaluate: Callable[[Context], Outcome],
    citations: tuple,
    uses: tuple[str, ...],
    category: str = CATEGORY,
    flags: tuple[str, ...] = (),
) -> ApplicabilityRule:
    return ApplicabilityRule(
        id=rid,
        title=title,
        category=category,
        citations=citations,
        evaluate=evaluate,
        uses=uses,
        flags=flags,
    )
