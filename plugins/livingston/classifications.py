"""Livingston's classifications, declared once and read by the rules through ``ctx.classify``:
``small_project``, ``regulated_project`` and ``neither_small_nor_regulated`` (complementary
bands, L183/L201), ``hydromodification_management_project`` and ``cgp_coverage``. The count they
share is ``counting``'s.
"""

from __future__ import annotations

from workbench.api import (
    Classification,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    does_not_apply,
    negate,
    unknown,
)

from .common import ACRE_NOTE, ACRE_SQFT, c, sqft
from .counting import (
    _base_rock,
    _element_claims,
    _maintenance_claims,
    _total_at_least,
    counted_at_least,
    maintenance_excluded,
)
from .flags import (
    F_CONSTRUCTION_DOCS,
    F_COUNT_REGULATED,
    F_EXCLUSION_COUNT,
    F_EXCLUSION_SCOPE,
    F_HM_ANY_PROJECT,
    F_HM_METHOD,
    F_PHASES,
    F_PLAN_UNDEFINED,
    F_ROAD_GAP,
    F_ROAD_REPLACED,
    F_ROAD_WORDING,
    F_SFH_UPPER,
    F_SMALL_EDGES,
    F_SPECIAL_CLASS,
    F_WAIVER_FIVE_ACRES,
    REGULATED_MIN,
    ROAD_MIN,
    SMALL_MIN,
    WAIVER_MAX_SQFT,
)
from .rule_helpers import _total, _with


# --------------------------------------------------------------------------- classifications
def _road_lup(ctx: Context) -> Tri:
    """Road projects and LUPs (L211-221): newly constructed contiguous impervious area."""
    lup = ctx.get("project_type") == "linear_utility"
    label = "linear underground/overhead project (LUP)" if lup else "road project"
    contiguous = ctx.area(
        "new_contiguous_impervious_sqft",
        label=f"{label}: newly constructed contiguous impervious area",
    )
    test = contiguous.at_least(
        ROAD_MIN,
        "'create 5,000 square feet or more of newly constructed contiguous impervious surface' "
        "(L211)",
    )
    # The contiguous area is part of the newly constructed area: both must reach 5,000 sq ft,
    # so a road creating less is decided without its contiguous part, and a contiguous figure
    # alone never outweighs a created area that contradicts it.
    new = ctx.area("new_impervious_sqft", label="newly constructed impervious area")
    test = all_of(
        test,
        new.at_least(ROAD_MIN, "its contiguous part can be no larger (L211)"),
    )
    if lup and ctx.has_condition("lup_discrete_location"):
        discrete = new.at_least(
            ROAD_MIN,
            "'An LUP that is a discreet location that has 5,000 square feet or more of newly "
            "constructed impervious service' (L211)",
        ).because("LUP at a discrete location (condition 'lup_discrete_location')")
        test = any_of(test, discrete)
    return test


def _general(ctx: Context) -> Tri:
    """L201 with the L233 exclusions: created + replaced >= 5,000 sq ft. Maintenance work
    claimed as excluded (L233) removes the replaced (resurfaced) area, never the created."""
    return counted_at_least(
        ctx,
        REGULATED_MIN,
        "'Projects that create and/or replace 5,000 square feet or more of impervious surface' "
        "(L201)",
    )


def _by_type(ctx: Context, flags: list[str]) -> Tri:
    """L201 for a general project, L211 for a road or LUP, both when the type is not given
    (``flags`` gains the flags of the reading)."""
    ptype = ctx.get("project_type")
    if ptype in ("road", "linear_utility"):
        flags.append(F_ROAD_WORDING)
        replaced = ctx.get("replaced_impervious_sqft")
        if replaced:
            flags.append(F_ROAD_REPLACED.format(replaced=sqft(replaced)))
        return _road_lup(ctx)
    if ptype is None:
        general, road = _general(ctx), _road_lup(ctx)
        if general.value is not None and general.value == road.value:
            return general
        answer = Tri(
            None,
            general.reasons,
            tuple(dict.fromkeys(["site.project_type", *general.missing, *road.missing])),
        )
        return answer.because(
            "project type not given: road projects and LUPs are counted by newly constructed "
            "contiguous area (L211)"
        )
    answer = _general(ctx)
    if ptype == "redevelopment" and answer.no:
        flags.append(F_SPECIAL_CLASS)
    return answer


def regulated_project(ctx: Context) -> Outcome:
    """Is the project a regulated project (L201-233)?"""
    flags: list[str] = []
    if ctx.get("replaced_impervious_sqft") and not maintenance_excluded(ctx).yes:
        flags.append(F_COUNT_REGULATED)
    if _maintenance_claims(ctx) or _element_claims(ctx):
        flags.append(F_EXCLUSION_SCOPE)
    proviso = _base_rock(ctx)
    if proviso is not None and proviso.status == "applies":
        return _with(proviso, flags=flags)
    answer = _by_type(ctx, flags)
    if answer.yes and ctx.get("single_family_home") and not ctx.get("part_of_common_plan"):
        flags.append(F_SFH_UPPER)
    if proviso is not None and proviso.status == "needs_info" and answer.value is True:
        flags += proviso.flags
    if proviso is not None and answer.value is not True:
        if proviso.status == "needs_info":
            return Outcome(
                "needs_info",
                [*answer.reasons, *proviso.reasons],
                [*flags, *proviso.flags],
                list(dict.fromkeys([*answer.missing, *proviso.missing])) or [],
            )
        return answer.outcome(proviso.reasons, proviso.reasons, flags=flags)
    return answer.outcome(flags=flags)


def hydromodification_project(ctx: Context) -> Outcome:
    """L349: created + replaced >= 1 acre, unless impervious area does not increase."""
    wording = f"'create and/or replace one acre or more of impervious surface' (L349); {ACRE_NOTE}"
    acre = counted_at_least(ctx, ACRE_SQFT, wording)
    flags = [F_HM_METHOD]
    if maintenance_excluded(ctx).yes:
        counted_all = _total_at_least(ctx, ACRE_SQFT, wording)
        if counted_all.value != acre.value:
            flags.append(F_EXCLUSION_COUNT.format(rule="L349"))
    answer = all_of(acre, _increase(ctx))
    if answer.yes and ctx.classification("regulated_project").no:
        flags.append(F_HM_ANY_PROJECT)
    return answer.outcome(
        [
            "postproject runoff shall not exceed the estimated preproject flow rate for the "
            "two-year, 24-hour storm (L351)"
        ],
        flags=flags,
    )


def _increase(ctx: Context) -> Tri:
    """Does impervious area increase over the preproject condition (L349)?"""
    existing = ctx.get("existing_impervious_sqft")
    post = ctx.get("post_project_impervious_sqft")
    new = ctx.get("new_impervious_sqft")
    proviso = (
        "'A project that does not increase impervious surface area over the preproject condition "
        "is not a hydromodification management project' (L349)"
    )
    if post is not None and existing is not None:
        change = post - existing
        return Tri(
            change > 0,
            (
                f"impervious area {sqft(existing)} before, {sqft(post)} after: change "
                f"{sqft(change)}" + ("" if change > 0 else f": {proviso}"),
            ),
        )
    if post == 0:
        return Tri(False, (f"no impervious area after the project: {proviso}",))
    if new == 0:
        return Tri(
            False,
            (f"no impervious area created (replacing surface in place adds none): {proviso}",),
        )
    if existing == 0 and new is not None and new > 0:
        return Tri(
            True,
            (
                f"no existing impervious area and {sqft(new)} created: impervious area certainly "
                "increases",
            ),
        )
    missing = [
        f"site.{n}"
        for n, v in (("existing_impervious_sqft", existing), ("post_project_impervious_sqft", post))
        if v is None
    ]
    if new is None:
        missing.insert(0, "site.new_impervious_sqft")
    return unknown(
        *missing,
        reason="whether impervious area increases over the preproject condition (L349) is open",
    )


def small_project(ctx: Context) -> Outcome:
    """L183: created + replaced between 2,500 and 5,000 sq ft (counted as L201 counts, L233),
    or a detached single-family home of 2,500 sq ft or more not part of a larger plan; never a
    regulated project too (the bands are complementary, AMB-1/AMB-2)."""
    low = counted_at_least(
        ctx, SMALL_MIN, "'between 2,500 square feet and 5,000 square feet' (L183)"
    )
    high = counted_at_least(ctx, REGULATED_MIN, "L183's band ends at '5,000 square feet' (L183)")
    band = all_of(low, negate(high))
    home = all_of(
        ctx.is_true("single_family_home", "detached single-family home"),
        negate(ctx.is_true("part_of_common_plan", "part of a larger plan of development")),
        counted_at_least(
            ctx,
            SMALL_MIN,
            "'detached single-family homes that create and/or replace 2,500 square feet or more' "
            "(L183)",
        ),
    )
    total = _total(ctx)
    flags: list[str] = []
    if total.exact and total.known in (SMALL_MIN, REGULATED_MIN):
        flags.append(F_SMALL_EDGES)
    if ctx.get("replaced_impervious_sqft") and not ctx.get("new_impervious_sqft"):
        flags.append(
            "replaced area counts: 'including projects with no net increase in impervious "
            "footprint' (L183)"
        )
    regulated = ctx.classification("regulated_project")
    if regulated.yes:
        if home.yes:
            flags.append(F_SFH_UPPER)
        return does_not_apply(
            "a regulated project (L201): it implements the site design measures of regulated "
            "projects (L203), not the small-project measures of L183",
            flags=flags,
        )
    if home.yes and not band.yes:
        flags.append(F_PLAN_UNDEFINED)
    # regulated is no or open here; where it is open, so is the small project (unless the
    # bands exclude it: then the band's own reasons say why)
    in_band = any_of(band, home)
    return (in_band if in_band.no else all_of(in_band, negate(regulated))).outcome(flags=flags)


def neither_small_nor_regulated(ctx: Context) -> Outcome:
    """Neither band of L183/L201 holds: no post-construction measures under the chapter (the
    construction BMPs of L159 still apply)."""
    small = ctx.classification("small_project")
    regulated = ctx.classification("regulated_project")
    answer = all_of(negate(small), negate(regulated))
    flags = []
    if answer.yes and ctx.get("project_type") in ("road", "linear_utility"):
        if counted_at_least(ctx, REGULATED_MIN, "").yes:
            flags.append(F_ROAD_GAP)
    return answer.outcome(
        [
            "neither the small-project measures (L183-199) nor the regulated-project duties "
            "(L201-345) apply; the construction BMPs of L159 do, and L349 reads its own one-acre "
            "threshold"
        ],
        flags=flags,
    )


def _plan_reaches_acre(ctx: Context) -> Tri:
    """Does the larger common plan the site is part of disturb one acre or more, all phases
    together (L31 'in one or more phases of construction')?"""
    if ctx.has_condition("common_plan_one_acre_or_more"):
        return Tri(
            True,
            (
                "the common plan disturbs one acre or more in all its phases (condition "
                "'common_plan_one_acre_or_more'; L31 'in one or more phases of construction')",
            ),
        )
    if ctx.has_condition("common_plan_under_one_acre"):
        return Tri(
            False,
            (
                "the common plan disturbs less than one acre in all its phases (condition "
                "'common_plan_under_one_acre')",
            ),
        )
    return Tri(
        None,
        (
            "part of a larger common plan: the disturbance of all its phases counts (L31); state "
            "condition 'common_plan_one_acre_or_more' or 'common_plan_under_one_acre'",
        ),
        ("site.conditions",),
    )


def cgp_coverage(ctx: Context) -> Outcome:
    """Subject to the state construction general permit: disturbs one acre or more (L31) in one
    or more phases (a lot of a larger common plan counts the plan's disturbance), without an
    erosivity waiver (L165)."""
    flags = [F_PHASES] if ctx.get("part_of_common_plan") else []
    disturbed = ctx.area("disturbed_area_sqft", label="soil disturbance")
    if ctx.has_condition("erosivity_waiver"):
        if disturbed.more_than(WAIVER_MAX_SQFT).yes:
            flags.append(F_WAIVER_FIVE_ACRES)
        return does_not_apply(
            "erosivity waiver (condition 'erosivity_waiver'): not subject to the construction "
            "general permit (L161, L165)",
            flags=[F_CONSTRUCTION_DOCS, *flags],
        )
    lot = disturbed.at_least(
        ACRE_SQFT,
        f"an NOI covers 'projects that disturb one acre of land or more' (L31); {ACRE_NOTE}",
    )
    if lot.yes:
        return lot.outcome(flags=flags)
    plan = all_of(
        ctx.is_true("part_of_common_plan", "part of a larger common plan of development"),
        _plan_reaches_acre(ctx),
    )
    return any_of(lot, plan).outcome(flags=flags)


#: Small project, regulated project and neither: complementary bands of one count (L183, L201).
BAND = "livingston_project_size"

SIZE_USES = (
    "site.new_impervious_sqft",
    "site.replaced_impervious_sqft",
    "site.existing_impervious_sqft",
    "site.post_project_impervious_sqft",
    "site.project_type",
    "site.new_contiguous_impervious_sqft",
    "site.conditions",
    "site.exemptions_claimed",
    "site.single_family_home",
    "site.part_of_common_plan",
)

CLASSIFICATIONS: list[Classification] = [
    Classification(
        "regulated_project",
        "Regulated project (L201-233)",
        (
            c(
                201,
                201,
                "Projects that create and/or replace 5,000 square feet or more of impervious "
                "surface",
                "post",
            ),
            c(
                211,
                211,
                "5,000 square feet or more of newly constructed contiguous impervious surface",
                "post",
            ),
            c(
                233,
                233,
                "if more than 5,000 square feet is replaced it is a regulated project",
                "post",
            ),
        ),
        regulated_project,
        uses=(
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.project_type",
            "site.new_contiguous_impervious_sqft",
            "site.conditions",
            "site.exemptions_claimed",
        ),
        band=BAND,
    ),
    Classification(
        "small_project",
        "Small project: site design measures (L183)",
        (
            c(
                183,
                183,
                "between 2,500 square feet and 5,000 square feet of impervious surface",
                "post",
            ),
            c(
                183,
                183,
                "including detached single-family homes that create and/or replace 2,500 square "
                "feet or more",
                "post",
            ),
        ),
        small_project,
        uses=SIZE_USES,
        band=BAND,
    ),
    Classification(
        "neither_small_nor_regulated",
        "Neither a small project (L183) nor a regulated project (L201)",
        (
            c(183, 183, "between 2,500 square feet and 5,000 square feet", "post"),
            c(201, 201, "5,000 square feet or more of impervious surface", "post"),
        ),
        neither_small_nor_regulated,
        uses=SIZE_USES,
        band=BAND,
    ),
    Classification(
        "hydromodification_management_project",
        "Hydromodification management project (L349)",
        (
            c(349, 349, "create and/or replace one acre or more of impervious surface", "post"),
            c(
                349,
                349,
                "does not increase impervious surface area over the preproject condition",
                "post",
            ),
        ),
        hydromodification_project,
        uses=(
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.existing_impervious_sqft",
            "site.post_project_impervious_sqft",
        ),
    ),
    Classification(
        "cgp_coverage",
        "Subject to the state construction general permit (L31, L161)",
        (
            c(
                31,
                31,
                "projects that disturb one acre of land or more, in one or more phases",
                "definitions",
            ),
            c(165, 165, "have an erosivity waiver", "construction"),
        ),
        cgp_coverage,
        uses=("site.disturbed_area_sqft", "site.conditions", "site.part_of_common_plan"),
    ),
]
