"""§ 12.16.114(D) (L454-478) and (C)(11)(b)-(c): whether the LID plan is required, what it must do
(including the D.3 retention of the SWQDV and hydromodification), and the extent of
mitigation for redevelopment.
"""

from __future__ import annotations

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
from .claims import label_given
from .common import (
    CO_NOT_SUBJECT,
    CO_OPT_IN,
    CO_SUBJECT,
    PLAN_FACTS,
    S114,
    c,
    either_condition,
    is_project,
    kind_in,
    pct,
    sqft,
)
from .lid114_categories import (
    CATEGORIES,
    D1_D2,
    _rule,
    category,
    created_or_replaced,
    listed_project,
    road_project,
    streets_within,
)
from .lid114_exemptions import exemption, opted_in, right_of_way_conflict


# --------------------------------------------------------------------------- the LID plan
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


HILLSIDE_ADDITION_READINGS = (
    "reading A: category 10 names 'Single-family hillside properties' (L440) and 'The site for "
    "every project identified in § 12.16.114(C)' is designed to LID standards with a LID plan "
    "(L454): the addition owes a LID plan",
    "reading B: L452 exempts 'Existing single-family dwelling and accessory structures' from 'the "
    "redevelopment requirements' unless they 'create, add, or replace 10,000 square feet', and "
    "D.1 binds only 'A new single-family hillside property development' (L456): no § 12.16.114 "
    "plan; § 12.16.116 applies at 500 sq ft or more (L544)",
)


def hillside_addition(ctx: Context) -> Tri:
    """Work at an existing single-family hillside home, listed only by category 10 and below the
    10,000 sq ft of L452: whether it owes a § 114 LID plan is open (L440 vs L452, L456)."""
    p = d3_parts(ctx)
    amount = created_or_replaced(ctx)
    return all_of(
        p["existing_hillside"],
        negate(p["others"]),
        amount.less_than(10_000, "below 'create, add, or replace 10,000 square feet' (L452)"),
    )


def _plan(ctx: Context) -> Outcome:
    ctx.classify("lid114_project")  # reported once; this finding links to it
    label_given(ctx)
    answer = ctx.derived("lid114_plan", plan)
    if answer.yes and hillside_addition(ctx).yes:
        return Outcome(
            "needs_info",
            [
                *hillside_addition(ctx).reasons,
                "whether work at an existing single-family hillside home below 10,000 sq ft owes "
                "a LID plan is not stated; the Director decides between:",
                *HILLSIDE_ADDITION_READINGS,
            ],
            [F.HILLSIDE],
        )
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
    return answer.outcome(applies=PLAN_DUTIES)


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
    a larger project with streets that is also identified otherwise; it is ambiguous for a
    D.1/D.2 project also identified in another category, for a project identified only by its
    streets (its lots are identified in no category, L470 vs L544), and for an addition to an
    existing single-family hillside home."""
    p = d3_parts(ctx)
    required = ctx.derived("lid114_plan", plan)
    applies = all_of(
        required,
        any_of(
            all_of(p["others"], negate(p["d1"]), negate(p["d2"])),
            all_of(p["street_part"], p["others"]),
        ),
    )
    ambiguous = all_of(
        required,
        any_of(
            all_of(p["others"], any_of(p["d1"], p["d2"])),
            all_of(p["existing_hillside"], negate(p["others"])),
            all_of(p["street_part"], negate(p["others"])),
        ),
    )
    return applies, ambiguous


def streets_only(ctx: Context) -> Tri:
    """A larger project identified in § 12.16.114(C) only by its streets (L430): its lots are
    identified in no category."""
    p = d3_parts(ctx)
    return all_of(p["street_part"], negate(p["others"]))


#: reading B of D.3 for a larger project with streets: the street drainage areas are left out
STREET_READING_B = (
    "D.2 takes the street part out of D.3 ('the remainder', L470): the drainage areas marked as "
    "street (surface 'street') are left out"
)
STREETS_ONLY_READINGS = (
    "the project is identified in § 12.16.114(C) by its streets ('also applies to streets within "
    "larger projects', L430), so the whole project is among 'the remainder of Projects "
    "identified' (L470): D.3 applies to its lots",
    "only the streets are identified (L430) and they follow D.2 (L468); the lots are identified "
    "in no category, so they are not among 'the remainder of Projects identified' (L470) and fall "
    "to § 12.16.116 when they create, add or replace 500 sq ft or more (L544): no D.3 retention",
)


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
    if ambiguous.yes and p["street_part"].yes and p["others"].no:
        return STREETS_ONLY_READINGS
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
            STREET_READING_B,
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


def entire_project(ctx: Context) -> tuple[Tri, list[str]]:
    """Which part is mitigated under (C)(11)(b)-(c) (L446-448): yes the entire project, no only
    the alteration, unknown while the share or the controls the existing development was subject
    to are not known, and where the text leaves the case open (exactly 50 %; development that
    was subject to controls): the Director decides. Also the flags this answer carries; raises
    ValueError for an altered area larger than the existing one."""
    share = alteration_share(ctx)
    flags = [F.ALTERATION_MEASURE]
    subject = either_condition(
        ctx,
        CO_SUBJECT,
        CO_NOT_SUBJECT,
        "the existing development was subject to post-construction controls",
        "the existing development was 'not subject to post-construction storm water quality "
        "control requirements' (L446-448)",
        "was the existing development 'not subject to post-construction storm water quality "
        "control requirements' (L446-448)?",
    )
    if subject.yes:
        flags.append(F.SUBJECT_GAP)
        return Tri(
            None,
            (
                *subject.reasons,
                "L446 and L448 both cover only existing development that 'was not subject to "
                "post-construction storm water quality control requirements'; this case is not "
                "addressed: the Director decides whether the entire project or only the "
                "alteration is mitigated",
            ),
        ), flags
    if share is None:
        missing = tuple(
            f"site.{name}"
            for name in ("existing_impervious_sqft", "altered_existing_impervious_sqft")
            if ctx.get(name) is None
        )
        part = Tri(
            None,
            (
                "which part is mitigated is not yet known: the altered share of the existing "
                "impervious surfaces decides it (L446-448)",
            ),
            missing,
        )
        return all_of(part, subject) if not subject.no else part, flags
    value, how = share
    if value == 50:
        flags.append(F.HALF_GAP)
        half = Tri(
            None,
            (
                how,
                "exactly 50%: neither 'more than fifty percent' (L446, the entire project) nor "
                "'less than fifty percent' (L448, only the alteration): the Director decides",
            ),
        )
        return half, flags
    if value > 50:
        part = Tri(True, (how, "> 50%: 'the entire project must be mitigated' (L446)"))
    else:
        part = Tri(
            False,
            (
                how,
                "< 50%: 'only the alteration must be mitigated, and not the entire development' "
                "(L448)",
            ),
        )
    if subject.unknown:
        return Tri(None, (*part.reasons, *subject.reasons), subject.missing), flags
    return Tri(part.value, (*part.reasons, *subject.reasons)), flags


def mitigation_extent(ctx: Context) -> Outcome:
    existing = ctx.area("existing_impervious_sqft", label="existing impervious surfaces")
    answer = all_of(category(ctx, "lid114_c11_redevelopment"), existing.more_than(0))
    try:
        extent, flags = entire_project(ctx)
    except ValueError as error:
        return Outcome("error", [str(error)])
    if answer.no:
        return answer.outcome()
    decided = Tri(True, extent.reasons) if not extent.unknown else extent
    return all_of(answer, decided).outcome(flags=flags)


PLAN_RULES: list[ApplicabilityRule] = [
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
            "site.discharges_to_sensitive_area",
            "site.distance_to_sensitive_area_ft",
            "site.disturbed_area_sqft",
            "site.emergency_work",
            "site.facility_types",
            "site.hillside",
            "site.land_use",
            "site.new_impervious_sqft",
            "site.parcel_area_sqft",
            "site.parking_lot_area_sqft",
            "site.parking_spaces",
            "site.project_type",
            "site.replaced_impervious_sqft",
            "site.single_family_home",
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
        PLAN_FACTS,
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
        PLAN_FACTS,
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
        PLAN_FACTS,
        category="hydromodification",
    ),
]
