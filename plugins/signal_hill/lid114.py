"""§ 12.16.114 development and redevelopment LID plans (L415-540): the eleven project
categories of (C), the exemptions of (F) and the opt-in of (G), what the plan must do (D) and
the alternatives of (E).

Each category is its own rule, stated with three-valued facts (``workbench.api.Tri``) and
computed once per evaluation (``ctx.derived``); the classification ``lid114_project`` combines
them, and ``lid114_lid_plan`` adds the exemptions.
"""

from __future__ import annotations

from collections.abc import Callable

from workbench.api import (
    ApplicabilityRule,
    Classification,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    negate,
    unknown,
)

from . import flags as F
from .common import (
    ACRE_SQFT,
    CO_AMEND_INFEASIBLE,
    CO_ESA_IMPACT,
    CO_ESA_NO_IMPACT,
    CO_IMPERMEABLE,
    CO_NOT_SUBJECT,
    CO_OPT_IN,
    CO_SUBJECT,
    EX_EMERGENCY,
    EX_FILM_FACADE,
    EX_NO_PERMIT,
    EX_PARKING_RESURFACING,
    EX_RIGHT_OF_WAY,
    EX_UTILITY,
    FT_AUTOMOTIVE,
    FT_COMMERCIAL_MALL,
    FT_GAS_OUTLET,
    FT_INDUSTRIAL_PARK,
    FT_PARKING_LOT,
    FT_RESTAURANT,
    FT_STREET,
    NEW_WORK,
    S114,
    c,
    condition,
    declared,
    either_condition,
    is_project,
    kind_in,
    num,
    pct,
    sqft,
    within,
)
from .volumes import FLOOR_DEPTH_IN, site_swqdv

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


def c6(ctx: Context) -> Tri:
    lot = ctx.area("parking_lot_area_sqft", label="parking lot impervious surface")
    spaces = ctx.area("parking_spaces", label="parking spaces", unit="spaces")
    return all_of(
        declared(ctx, FT_PARKING_LOT, "parking lot"),
        new_use(ctx),
        any_of(
            lot.at_least(5_000, "5,000 square feet or more of impervious surface area"),
            spaces.at_least(25, "with 25 or more parking spaces"),
        ),
    )


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


def c9(ctx: Context) -> Tri:
    where = any_of(
        within(
            ctx,
            "distance_to_sensitive_area_ft",
            200,
            "distance to the environmentally sensitive area",
            "situated within 200 feet",
        ),
        ctx.is_true("discharges_to_sensitive_area", "discharges directly to an ESA"),
    )
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
def listed_use(ctx: Context) -> Tri:
    """The already developed site is one of the projects identified in (C)(1)-(10) (L444), its
    use-categories read by type."""
    uses = [
        declared(ctx, ft, label)
        for ft, label in (
            (FT_INDUSTRIAL_PARK, "2 industrial park"),
            (FT_COMMERCIAL_MALL, "3 commercial mall"),
            (FT_GAS_OUTLET, "4 retail gasoline outlet"),
            (FT_RESTAURANT, "5 restaurant"),
            (FT_PARKING_LOT, "6 parking lot"),
            (FT_AUTOMOTIVE, "8 automotive service facility"),
        )
    ]
    return any_of(
        raw_category(ctx, "lid114_c01_development_one_acre"),
        *uses,
        declared(ctx, FT_STREET, "7 streets and roads"),
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
        listed_use(ctx),
    )


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
        if rid == "lid114_c06_parking_lot" and FT_PARKING_LOT not in ctx.site.facility_types:
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


# --------------------------------------------------------------------------- (F), (G)
EXEMPTIONS = (
    (
        EX_EMERGENCY,
        "F.1 'only emergency construction activity required to immediately protect public health "
        "and safety'",
        510,
    ),
    (EX_RIGHT_OF_WAY, "F.2 'Infrastructure projects within the public right-of-way'", 512),
    (
        EX_UTILITY,
        "F.3 'only activity related to gas, water, cable, or electricity services on private "
        "property'",
        514,
    ),
    (
        EX_PARKING_RESURFACING,
        "F.4 'only resurfacing and/or re-striping of permitted parking lots', original line and "
        "grade, hydraulic capacity and purpose maintained",
        516,
    ),
    (
        EX_FILM_FACADE,
        "F.5 'only exterior movie or television production sets, or facades on an existing "
        "developed site'",
        518,
    ),
    (
        EX_NO_PERMIT,
        "F.6 'A project not requiring a City building, grading, demolition or other permit for "
        "construction activity'",
        520,
    ),
)


def exemption(ctx: Context, letter: str = "F", base_line: int = 510) -> Tri:
    """Whether an exemption of § 114(F) (or § 116(D), the same list at L582-592) holds: one
    claimed in site.exemptions_claimed, emergency work, or no City permit required."""
    shift = base_line - 510
    parts = []
    for eid, text, line in EXEMPTIONS:
        text = f"{text.replace('F.', f'{letter}.', 1)} (L{line + shift})"
        if ctx.claimed(eid):
            parts.append(Tri(True, (f"site.exemptions_claimed includes '{eid}': {text}",)))
        elif eid == EX_EMERGENCY and ctx.is_true("emergency_work").yes:
            parts.append(
                Tri(
                    True,
                    (
                        f"site.emergency_work = true: {text}; applies only if the project "
                        "involves only emergency work",
                    ),
                )
            )
        elif eid == EX_NO_PERMIT:
            permit = ctx.get("requires_city_permit")
            if permit is None:
                parts.append(unknown("site.requires_city_permit", reason=f"does {text} hold?"))
            elif not permit:
                parts.append(Tri(True, (f"site.requires_city_permit = false: {text}",)))
    parts.append(Tri(False, ("no other exemption is claimed (site.exemptions_claimed)",)))
    return any_of(*parts)


def right_of_way_conflict(ctx: Context) -> bool:
    """The street category applies and the only exemption is the right-of-way one (L430 vs L512)."""
    others = [eid for eid, _, _ in EXEMPTIONS if eid != EX_RIGHT_OF_WAY and ctx.claimed(eid)]
    return (
        ctx.claimed(EX_RIGHT_OF_WAY)
        and not others
        and not ctx.is_true("emergency_work").yes
        and category(ctx, "lid114_c07_streets_roads").yes
    )


def opted_in(ctx: Context, line: int = 522) -> Tri:
    return condition(
        ctx,
        CO_OPT_IN,
        f"the exempt development 'has the option to voluntarily opt in' and does (L{line})",
        f"the project does not opt in (add '{CO_OPT_IN}' to site.conditions to opt in, L{line})",
    )


def _exemptions(ctx: Context) -> Outcome:
    exempt = exemption(ctx)
    flags = [F.ROW_CONFLICT] if ctx.claimed(EX_RIGHT_OF_WAY) and is_street(ctx).yes else []
    return exempt.outcome(
        applies=["the provisions of § 12.16.114 'do not apply' (L508)"], flags=flags
    )


def _opt_in(ctx: Context) -> Outcome:
    return all_of(exemption(ctx), opted_in(ctx)).outcome()


# --------------------------------------------------------------------------- the LID plan
def listed_project(ctx: Context) -> Tri:
    """A project (L157) identified in one of the categories."""
    return ctx.derived(
        "listed_project",
        lambda ctx: ctx.each_value(
            "project_type", lambda c: all_of(is_project(c), any_category(c))
        ),
    )


def plan(ctx: Context) -> Tri:
    """A LID plan is required: a (C) project, not exempt under (F) unless it opts in (G)."""
    return all_of(listed_project(ctx), any_of(negate(exemption(ctx)), opted_in(ctx)))


PLAN_DUTIES = (
    "the applicant prepares a LID plan that 'provides documentation to demonstrate compliance "
    "with the MS4 Permit on the plans and permit application' (L454)",
    "'No building or grading permit shall be issued until a LID plan has been approved by the "
    "director' (L528)",
    "a LID plan check fee is paid before review; its amount is set by City Council resolution "
    "(L614-616)",
)


def _plan(ctx: Context) -> Outcome:
    ctx.classify("lid114_project")  # reported once; this finding links to it
    if right_of_way_conflict(ctx) and not ctx.has_condition(CO_OPT_IN):
        return Outcome(
            "needs_info",
            [
                "§ 12.16.114(C) category 7 streets and roads applies, and the only exemption "
                "claimed is F.2 'Infrastructure projects within the public right-of-way' (L512)",
                "the street category (L430) and the right-of-way exemption (L512) conflict; the "
                "Director must decide whether the LID plan is required",
            ],
            [F.ROW_CONFLICT],
        )
    return ctx.derived("lid114_plan", plan).outcome(applies=PLAN_DUTIES)


# --------------------------------------------------------------------------- D.3
def d3_parts(ctx: Context) -> dict[str, Tri]:
    """The facts D.3's reach turns on (L456, L468, L470, L452)."""
    others = any_of(*(category(ctx, rid) for rid in CATEGORIES if rid not in D1_D2))
    new_home = kind_in(ctx, ("new_development",), "a new development", "not a new development")
    hillside = category(ctx, "lid114_c10_hillside_single_family")
    return {
        "others": others,
        "d1": all_of(hillside, new_home),  # a new single-family hillside home (L456)
        "d2": all_of(is_project(ctx), road_project(ctx)),  # street and road construction (L468)
        "street_part": all_of(is_project(ctx), streets_within(ctx)),  # streets in a project (L430)
        "existing_hillside": all_of(hillside, negate(new_home)),  # item 5: L452 vs L470
    }


def d3_answer(ctx: Context) -> tuple[Tri, Tri]:
    """``d3_reach`` for each project type where it is not given."""
    return (
        ctx.each_value("project_type", lambda c: d3_reach(c)[0]),
        ctx.each_value("project_type", lambda c: d3_reach(c)[1]),
    )


def d3_reach(ctx: Context) -> tuple[Tri, Tri]:
    """(D.3 applies, D.3's reach is ambiguous), each three-valued. D.3 applies to a plan
    project identified in a category other than D.1's and D.2's, and (under either reading) to
    a larger project with streets; it is ambiguous for a D.1/D.2 project also identified in
    another category, and for an addition to an existing single-family hillside home."""
    p = d3_parts(ctx)
    required = ctx.derived("lid114_plan", plan)
    applies = all_of(
        required,
        any_of(all_of(p["others"], negate(p["d1"]), negate(p["d2"])), p["street_part"]),
    )
    ambiguous = all_of(
        required,
        any_of(
            all_of(p["others"], any_of(p["d1"], p["d2"])),
            all_of(p["existing_hillside"], negate(p["others"])),
        ),
    )
    return applies, ambiguous


def d3_readings(ctx: Context) -> tuple[str, str] | None:
    """The two readings of D.3 where its reach is ambiguous: (the broad reading, the narrow
    reading, which sizes what it excludes); None where D.3 is not ambiguous."""
    p = d3_parts(ctx)
    applies, ambiguous = ctx.derived("lid114_d3", d3_answer)
    if ambiguous.yes and p["existing_hillside"].yes and not p["others"].yes:
        return (
            "category 10 names 'Single-family hillside properties' (L440) and D.3 binds 'the "
            "remainder of Projects identified' (L470): D.3 applies to the addition",
            "L452 exempts 'Existing single-family dwelling and accessory structures' from 'the "
            "redevelopment requirements' below 10,000 sq ft, and D.1 concerns only 'A new "
            "single-family hillside property development' (L456): no D.3 retention",
        )
    if ambiguous.yes:
        which = "D.1 (L456)" if p["d1"].yes else "D.2 (L468)"
        return (
            "the project is also identified in another (C) category, so it is among 'the "
            "remainder of Projects identified' (L470): D.3 applies",
            f"the project is one whose plan follows {which}, so it is not part of 'the remainder' "
            "(L470): no D.3 retention",
        )
    if applies.yes and p["street_part"].yes:
        return (
            "D.2 (L468) adds the Green Streets guidance for the streets and D.3 (L470) still "
            "covers the whole project: the street drainage areas are included",
            "D.2 takes the street part out of D.3 ('the remainder', L470): the drainage areas "
            "marked as street (surface 'street') are left out",
        )
    return None


def _d3(ctx: Context) -> Outcome:
    applies, ambiguous = ctx.derived("lid114_d3", d3_answer)
    readings = d3_readings(ctx)
    lines = [f"reading {n}: {text}" for n, text in zip("AB", readings or (), strict=False)]
    if ambiguous.yes:
        return Outcome(
            "needs_info",
            [
                "whether D.3 reaches this project is not stated; the Director decides between:",
                *lines,
                "the SWQDv sizing tool shows the SWQDv under each reading",
            ],
            [F.D3_SCOPE, F.SWQDV_METHOD, F.ISOHYETAL],
        )
    if applies.yes:
        return Outcome(
            "applies",
            [
                *applies.reasons,
                "'The remainder of Projects identified in § 12.16.114(C)' (L470): retain storm "
                "water runoff onsite for the SWQDv, the runoff from the 85th percentile 24-hour "
                "event (Los Angeles County isohyetal map) or a 0.75 inch, 24-hour rain event, "
                "whichever is greater (L472-476); see the SWQDv sizing tool",
                *lines,
            ],
            [F.SWQDV_METHOD, F.ISOHYETAL, *([F.D3_SCOPE] if readings else [])],
        )
    if applies.no and ambiguous.no:
        p = d3_parts(ctx)
        why = []
        if p["d1"].yes:
            why.append(
                "a new single-family hillside property development follows the D.1 measures "
                "(L456-466), not the SWQDv retention of D.3"
            )
        if p["d2"].yes:
            why.append(
                "street and road construction follows D.2 (Green Streets, L468), not the SWQDv "
                "retention of D.3"
            )
        return Outcome("does_not_apply", [*why, *applies.reasons])
    open_answer = all_of(applies, ambiguous) if applies.unknown else ambiguous
    return Outcome(
        "needs_info",
        ["whether D.3 applies is not yet known", *applies.reasons],
        [],
        list(dict.fromkeys([*applies.missing, *open_answer.missing])),
    )


def d3_status(ctx: Context) -> Tri:
    """D.3 as one three-valued answer: an ambiguous reach is open (unknown)."""
    applies, ambiguous = ctx.derived("lid114_d3", d3_answer)
    if ambiguous.yes:
        return Tri(None, ("the reach of D.3 is ambiguous (L452, L456, L468, L470)",))
    if applies.yes or (applies.no and ambiguous.no):
        return applies
    return Tri(None, applies.reasons, tuple(dict.fromkeys([*applies.missing, *ambiguous.missing])))


def _hydromod(ctx: Context) -> Outcome:
    return d3_status(ctx).outcome(
        applies=[
            "the LID plan must 'Minimize hydromodification impacts to natural drainage systems' "
            "(L478)"
        ],
        flags=[F.HYDROMOD],
    )


# --------------------------------------------------------------------------- (C)(11)(b)-(c)
def alteration_share(ctx: Context) -> tuple[float, str] | None:
    """The altered share of existing impervious surfaces (L446-448, L558-560), or None when a
    figure is missing; raises ValueError for an altered area larger than the existing one."""
    existing = ctx.get("existing_impervious_sqft")
    altered = ctx.get("altered_existing_impervious_sqft")
    if existing is None or altered is None or existing <= 0:
        return None
    if altered > existing:
        raise ValueError(
            f"site.altered_existing_impervious_sqft {sqft(altered)} is larger than "
            f"site.existing_impervious_sqft {sqft(existing)}: bad input"
        )
    share = 100.0 * altered / existing
    return share, (
        f"altered share = site.altered_existing_impervious_sqft {sqft(altered)} / "
        f"site.existing_impervious_sqft {sqft(existing)} = {pct(share)}"
    )


def mitigation_extent(ctx: Context) -> Outcome:
    existing = ctx.area("existing_impervious_sqft", label="existing impervious surfaces")
    answer = all_of(category(ctx, "lid114_c11_redevelopment"), existing.more_than(0))
    try:
        share = alteration_share(ctx)
    except ValueError as error:
        return Outcome("error", [str(error)])
    flags = [F.ALTERATION_MEASURE]
    if share is None:
        extent = [
            "which part is mitigated is not yet known: site.existing_impervious_sqft and "
            "site.altered_existing_impervious_sqft give the altered share (L446-448)"
        ]
    else:
        value, how = share
        if value > 50:
            extent = [how, "> 50%: 'the entire project must be mitigated' (L446)"]
        elif value < 50:
            extent = [
                how,
                "< 50%: 'only the alteration must be mitigated, and not the entire "
                "development' (L448)",
            ]
        else:
            extent = [
                how,
                "exactly 50%: neither 'more than fifty percent' (L446) nor 'less than fifty "
                "percent' (L448); the Director decides whether the entire project or only the "
                "alteration is mitigated",
            ]
            flags.append(F.HALF_GAP)
    subject = either_condition(
        ctx,
        CO_SUBJECT,
        CO_NOT_SUBJECT,
        "the existing development was subject to post-construction controls, a case L446-448 "
        "do not address",
        "the existing development was 'not subject to post-construction storm water quality "
        "control requirements' (L446-448)",
        "was the existing development 'not subject to post-construction storm water quality "
        "control requirements' (L446-448)?",
    )
    if not subject.no:
        flags.append(F.SUBJECT_GAP)
    return answer.outcome(applies=[*extent, *subject.reasons], flags=flags)


# --------------------------------------------------------------------------- (E)
def infeasibility_conditions(ctx: Context, *, small_site: bool) -> list[Tri]:
    """The listed technical infeasibility conditions (§ 114(E)(2) a-f or § 116(C)(1) a-f)."""
    rate = ctx.get("soil_infiltration_in_per_hr")
    if rate is None:
        soil = unknown(
            "site.soil_infiltration_in_per_hr",
            reason="is the saturated in-situ infiltration rate 'less than 0.3 inch per hour'?",
        )
    elif rate >= 0.3:
        soil = Tri(
            False,
            (
                f"infiltration rate (site.soil_infiltration_in_per_hr) {rate:g} in/hr >= 0.3 "
                "in/hr: not 'less than 0.3 inch per hour'",
            ),
        )
    else:
        soil = condition(
            ctx,
            CO_AMEND_INFEASIBLE,
            f"infiltration rate {rate:g} in/hr < 0.3 in/hr and 'it is not technically feasible "
            "to amend the in-situ soils'",
            f"infiltration rate {rate:g} in/hr < 0.3 in/hr, but amending the soil is not shown "
            f"infeasible (add '{CO_AMEND_INFEASIBLE}' to site.conditions if so)",
        )
    depth_limit = ctx.param("groundwater_infeasibility_depth_ft")
    if depth_limit is None:
        groundwater = unknown(
            "parameter signal_hill.groundwater_infeasibility_depth_ft",
            reason="the depth of 'within five to ten feet' is not set",
        )
    else:
        groundwater = within(
            ctx,
            "groundwater_depth_ft",
            depth_limit,
            "seasonal high groundwater depth",
            "within five to ten feet of surface grade",
        )
    tests = [
        soil,
        groundwater,
        within(
            ctx,
            "drinking_water_well_distance_ft",
            100,
            "distance to a drinking water well",
            "within 100 feet of a groundwater well used for drinking water",
        ),
        ctx.is_true("brownfield", "brownfield development site"),
        ctx.is_true("geotechnical_hazard", "potential geotechnical hazards"),
    ]
    if small_site:
        tests.append(
            condition(
                ctx,
                CO_IMPERMEABLE,
                "impermeable soil type indicated in soils and geotechnical reports (L574)",
            )
        )
    else:
        tests.append(ctx.is_true("smart_growth", "smart growth or infill location"))
    return tests


def retention_shortfall(ctx: Context) -> Tri:
    """Whether the project cannot reliably retain 100 percent of the SWQDv on-site (L484):
    site.retained_volume_cuft against the SWQDv (at least the 0.75-inch volume)."""
    retained = ctx.get("retained_volume_cuft")
    if retained is None:
        return unknown(
            "site.retained_volume_cuft",
            reason="the site-specific analysis (L484) shows how much is reliably retained",
        )
    try:
        volume = site_swqdv(ctx)
    except Exception:  # noqa: BLE001 - no drainage areas or coefficients: the SWQDv is open
        return unknown("drainage_areas", reason="the SWQDv needs the drainage areas (L472-476)")
    floor = sum(volume.floor_volumes)
    text = f"retained {num(retained, 1)} cu ft (site.retained_volume_cuft)"
    if retained < floor:
        return Tri(
            True,
            (
                f"{text} < the SWQDv, at least {num(floor, 1)} cu ft ({FLOOR_DEPTH_IN:g}-inch "
                "event): it 'cannot reliably retain 100 percent of the SWQDv on-site' (L484)",
            ),
        )
    if volume.total is None:
        return unknown(
            "rainfall.p85_24hr_in", reason=f"{text}; the SWQDv needs the 85th percentile depth"
        )
    if retained < volume.total:
        return Tri(
            True,
            (
                f"{text} < SWQDv {num(volume.total, 1)} cu ft: it 'cannot reliably retain 100 "
                "percent of the SWQDv on-site' (L484)",
            ),
        )
    return Tri(
        False,
        (f"{text} >= SWQDv {num(volume.total, 1)} cu ft: onsite retention is shown feasible",),
    )


def infeasible(ctx: Context) -> Tri:
    """Technical infeasibility of onsite retention under D.3 (L484): the shortfall, with the
    listed conditions (an open list, 'including') as its causes."""
    return all_of(d3_status(ctx), retention_shortfall(ctx))


def _infeasibility(ctx: Context) -> Outcome:
    answer = ctx.derived("lid114_infeasible", infeasible)
    causes = [t for t in infeasibility_conditions(ctx, small_site=False) if t.yes]
    flags = [F.GROUNDWATER_RANGE, F.WELL_100, F.INFEASIBILITY_LIST, F.WAIVER_RELATION]
    return answer.outcome(
        applies=[
            *(f"listed cause ('may result from', L484): {r}" for t in causes for r in t.reasons),
            "to demonstrate it, a site-specific hydrologic and/or design analysis 'conducted "
            "and endorsed by a registered professional engineer, geologist, architect, and/or "
            "landscape architect' (L484)",
            "then 'biofiltrate 1.5 times the portion of the remaining SWQDv that is not reliably "
            "retained onsite' (L498; the biofiltration sizing tool)",
            "what cannot be retained or biofiltered is treated onsite; flow-through BMPs are "
            "sized on the greater of 0.2 in/hr and the one-year, one-hour intensity (L502-506; "
            "the flow-through sizing tool)",
            "offsite infiltration and groundwater replenishment may be available: contact the "
            "Director (L500); a written full or partial waiver may be requested where the MS4 "
            "permit allows (L482)",
        ],
        needs_info=[
            f"listed cause ('may result from', L484): {r}" for t in causes for r in t.reasons
        ],
        flags=[*flags, F.OFFSITE, F.BIOFILTRATION_PARTIAL, F.MS4_SPECS]
        if not answer.no
        else [F.INFEASIBILITY_LIST],
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
    ),
]

RULES: list[ApplicabilityRule] = [
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
        ("site.disturbed_area_sqft", "site.new_impervious_sqft", "site.project_type"),
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
        ("site.facility_types", "site.development_area_sqft"),
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
        ("site.facility_types", "site.development_area_sqft"),
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
        ("site.facility_types", "site.development_area_sqft"),
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
        ("site.facility_types", "site.development_area_sqft"),
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
        ("site.facility_types", "site.parking_lot_area_sqft", "site.parking_spaces"),
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
        ("site.facility_types", "site.development_area_sqft"),
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
        ("site.single_family_home", "site.hillside", "site.project_type"),
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
        ),
        (
            "site.project_type",
            "site.existing_impervious_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.single_family_home",
            "site.emergency_work",
            "site.facility_types",
        ),
    ),
    _rule(
        "lid114_c11_mitigation_extent",
        "§ 12.16.114(C)(11)(b)-(c): entire project or only the alteration mitigated (50% rules)",
        mitigation_extent,
        (
            c(
                446,
                446,
                "alteration to more than fifty percent of impervious surfaces",
                f"{S114}(C)(11)(b)",
            ),
            c(446, 446, "the entire project must be mitigated", f"{S114}(C)(11)(b)"),
            c(
                448,
                448,
                "alteration to less than fifty percent of impervious surfaces",
                f"{S114}(C)(11)(c)",
            ),
            c(448, 448, "only the alteration must be mitigated", f"{S114}(C)(11)(c)"),
        ),
        (
            "site.existing_impervious_sqft",
            "site.altered_existing_impervious_sqft",
            "site.conditions",
        ),
        category="treatment_sizing",
    ),
    _rule(
        "lid114_lid_plan",
        "§ 12.16.114: LID plan required (any (C) category, no (F) exemption)",
        _plan,
        (
            c(419, 419, "This section applies to the following projects", f"{S114}(C)"),
            c(454, 454, "The project applicant shall prepare a LID plan", f"{S114}(D)"),
            c(
                508,
                508,
                "The provisions of this section do not apply to any of the following",
                f"{S114}(F)",
            ),
            c(
                528,
                528,
                "No building or grading permit shall be issued until a LID plan has been approved",
                f"{S114}(H)(2)",
            ),
            c(614, 616, "the applicant shall pay a LID plan check fee", "LID plan check fee"),
        ),
        (
            "site.project_type",
            "site.exemptions_claimed",
            "site.conditions",
            "site.emergency_work",
            "site.requires_city_permit",
        ),
    ),
    _rule(
        "lid114_d3_retain_swqdv",
        "§ 12.16.114(D)(3)(a): retain the storm water quality design volume onsite",
        _d3,
        (
            c(470, 470, "The remainder of Projects identified in § 12.16.114(C)", f"{S114}(D)(3)"),
            c(
                472,
                476,
                "Retain storm water runoff onsite for the storm water quality design volume",
                f"{S114}(D)(3)(a)",
            ),
            c(476, 476, "whichever is greater", f"{S114}(D)(3)(a)(ii)"),
            c(456, 456, "A new single-family hillside property development", f"{S114}(D)(1)"),
            c(468, 468, "Street and road construction of 10,000 square feet", f"{S114}(D)(2)"),
            c(
                452,
                452,
                "Existing single-family dwelling and accessory structures are exempt",
                f"{S114}(C)(11)(e)",
            ),
        ),
        (
            "site.project_type",
            "site.single_family_home",
            "site.hillside",
            "site.facility_types",
            "site.street_impervious_sqft",
        ),
        category="treatment_sizing",
    ),
    _rule(
        "lid114_d3_hydromodification",
        "§ 12.16.114(D)(3)(b): minimize hydromodification impacts",
        _hydromod,
        (
            c(
                478,
                478,
                "Minimize hydromodification impacts to natural drainage systems",
                f"{S114}(D)(3)(b)",
            ),
        ),
        ("site.project_type",),
        category="hydromodification",
    ),
    _rule(
        "lid114_technical_infeasibility",
        "§ 12.16.114(E): technical infeasibility and alternative compliance (1.5x biofiltration, "
        "flow-through)",
        _infeasibility,
        (
            c(484, 484, "cannot reliably retain 100 percent of the SWQDv on-site", f"{S114}(E)(2)"),
            c(486, 486, "less than 0.3 inch per hour", f"{S114}(E)(2)(a)"),
            c(
                488,
                488,
                "seasonal high groundwater is within five to ten feet of surface grade",
                f"{S114}(E)(2)(b)",
            ),
            c(
                490,
                490,
                "within 100 feet of a groundwater well used for drinking water",
                f"{S114}(E)(2)(c)",
            ),
            c(492, 492, "Brownfield development sites", f"{S114}(E)(2)(d)"),
            c(494, 494, "potential geotechnical hazards", f"{S114}(E)(2)(e)"),
            c(496, 496, "Smart growth and infill or redevelopment locations", f"{S114}(E)(2)(f)"),
            c(
                498,
                498,
                "biofiltrate 1.5 times the portion of the remaining SWQDv",
                f"{S114}(E)(3)",
            ),
            c(
                500,
                500,
                "offsite infiltration and groundwater replenishment projects",
                f"{S114}(E)(4)",
            ),
            c(482, 482, "Full or partial waivers of compliance", f"{S114}(E)(1)"),
        ),
        (
            "site.soil_infiltration_in_per_hr",
            "site.groundwater_depth_ft",
            "site.drinking_water_well_distance_ft",
            "site.brownfield",
            "site.geotechnical_hazard",
            "site.smart_growth",
            "site.conditions",
        ),
        category="treatment_sizing",
    ),
    _rule(
        "lid114_exemptions",
        "§ 12.16.114(F): exemptions from the LID requirements",
        _exemptions,
        (
            c(508, 508, "Exemptions from LID requirements", f"{S114}(F)"),
            c(
                510,
                510,
                "emergency construction activity required to immediately protect public health "
                "and safety",
                f"{S114}(F)(1)",
            ),
            c(512, 512, "Infrastructure projects within the public right-of-way", f"{S114}(F)(2)"),
            c(
                514,
                514,
                "gas, water, cable, or electricity services on private property",
                f"{S114}(F)(3)",
            ),
            c(
                516,
                516,
                "resurfacing and/or re-striping of permitted parking lots",
                f"{S114}(F)(4)",
            ),
            c(
                518,
                518,
                "exterior movie or television production sets, or facades",
                f"{S114}(F)(5)",
            ),
            c(
                520,
                520,
                "A project not requiring a City building, grading, demolition or other permit",
                f"{S114}(F)(6)",
            ),
        ),
        (
            "site.exemptions_claimed",
            "site.emergency_work",
            "site.requires_city_permit",
            "site.conditions",
        ),
        category="exemption",
    ),
    _rule(
        "lid114_opt_in",
        "§ 12.16.114(G): exempt development opting in to the LID requirements",
        _opt_in,
        (c(522, 522, "has the option to voluntarily opt in", f"{S114}(G)"),),
        ("site.exemptions_claimed", "site.conditions"),
        category="exemption",
    ),
]
