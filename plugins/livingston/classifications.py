"""Livingston's classifications, declared once and read by the rules through ``ctx.classify``:
``regulated_project``, ``hydromodification_management_project`` and ``cgp_coverage``.
"""

from __future__ import annotations

from workbench.api import (
    Classification,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    applies,
    does_not_apply,
    needs_info,
    unknown,
)

from .common import ACRE_NOTE, ACRE_SQFT, c, sqft
from .flags import (
    BASE_ROCK_MORE_THAN,
    F_BASE_ROCK_5000,
    F_CONSTRUCTION_DOCS,
    F_COUNT_REGULATED,
    F_EXCLUSION_SCOPE,
    F_HM_METHOD,
    F_PHASES,
    F_ROAD_REPLACED,
    F_ROAD_WORDING,
    F_SPECIAL_CLASS,
    REGULATED_MIN,
    ROAD_MIN,
)
from .rule_helpers import _quoted, _total, _with
from .vocabulary import (
    ELEMENT_EXCLUSIONS,
    MAINTENANCE_EXCLUSIONS,
)


# --------------------------------------------------------------------------- classifications
def _base_rock(ctx: Context) -> Outcome | None:
    """The L233 proviso: pavement removed, base rock or soil exposed, more than 5,000 sq ft
    replaced (None when the condition is not stated)."""
    if not ctx.has_condition("pavement_removed_base_exposed"):
        return None
    replaced = ctx.area("replaced_impervious_sqft", label="replaced area")
    head = (
        "pavement removed and base rock or soil exposed (condition 'pavement_removed_base_exposed')"
    )
    more = replaced.more_than(BASE_ROCK_MORE_THAN, "'if more than 5,000 square feet is replaced'")
    if more.yes:
        return applies(
            head,
            *more.reasons,
            "'it is a regulated project and not routine maintenance' (L233)",
        )
    if more.unknown:
        return more.because(head).outcome()
    if replaced.known == BASE_ROCK_MORE_THAN:
        return needs_info(
            head,
            f"replaced area {sqft(replaced.known)} = 5,000 sq ft: not 'more than 5,000 square "
            "feet' (L233), but '5,000 square feet or more' (L201)",
            flags=[F_BASE_ROCK_5000],
        )
    return does_not_apply(head, *more.reasons, "routine maintenance (L233)")


def _maintenance_claims(ctx: Context) -> list[str]:
    return [e for e in ctx.site.exemptions_claimed if e in MAINTENANCE_EXCLUSIONS]


def _element_claims(ctx: Context) -> list[str]:
    return [e for e in ctx.site.exemptions_claimed if e in ELEMENT_EXCLUSIONS]


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
    if _maintenance_claims(ctx):
        claims = _quoted(_maintenance_claims(ctx))
        created = ctx.area("new_impervious_sqft", label="created impervious area")
        return created.at_least(
            REGULATED_MIN,
            "'Projects that create and/or replace 5,000 square feet or more of impervious surface' "
            "(L201)",
        ).because(
            f"maintenance work claimed as excluded (L233): {claims}; the resurfaced or replaced "
            "area is routine maintenance and not counted, created area still is"
        )
    return _total(ctx).at_least(
        REGULATED_MIN,
        "'Projects that create and/or replace 5,000 square feet or more of impervious surface' "
        "(L201)",
    )


def regulated_project(ctx: Context) -> Outcome:
    """Is the project a regulated project (L201-233)?"""
    flags: list[str] = []
    if ctx.get("replaced_impervious_sqft"):
        flags.append(F_COUNT_REGULATED)
    if _maintenance_claims(ctx) or _element_claims(ctx):
        flags.append(F_EXCLUSION_SCOPE)
    proviso = _base_rock(ctx)
    if proviso is not None and proviso.status == "applies":
        return _with(proviso, flags=flags)
    ptype = ctx.get("project_type")
    if ptype in ("road", "linear_utility"):
        flags.append(F_ROAD_WORDING)
        replaced = ctx.get("replaced_impervious_sqft")
        if replaced:
            flags.append(F_ROAD_REPLACED.format(replaced=sqft(replaced)))
        answer = _road_lup(ctx)
    elif ptype is None:
        general, road = _general(ctx), _road_lup(ctx)
        if general.value is not None and general.value == road.value:
            answer = general
        else:
            answer = Tri(
                None,
                general.reasons,
                tuple(dict.fromkeys(["site.project_type", *general.missing, *road.missing])),
            )
            answer = answer.because(
                "project type not given: road projects and LUPs are counted by newly constructed "
                "contiguous area (L211)"
            )
    else:
        answer = _general(ctx)
        if ptype == "redevelopment" and answer.no:
            flags.append(F_SPECIAL_CLASS)
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
    acre = _total(ctx).at_least(
        ACRE_SQFT,
        f"'create and/or replace one acre or more of impervious surface' (L349); {ACRE_NOTE}",
    )
    return all_of(acre, _increase(ctx)).outcome(
        [
            "postproject runoff shall not exceed the estimated preproject flow rate for the "
            "two-year, 24-hour storm (L351)"
        ],
        flags=[F_HM_METHOD],
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


def cgp_coverage(ctx: Context) -> Outcome:
    """Subject to the state construction general permit: disturbs one acre or more (L31),
    without an erosivity waiver (L165)."""
    flags = [F_PHASES] if ctx.get("part_of_common_plan") else []
    if ctx.has_condition("erosivity_waiver"):
        return does_not_apply(
            "erosivity waiver (condition 'erosivity_waiver'): not subject to the construction "
            "general permit (L161, L165)",
            flags=[F_CONSTRUCTION_DOCS, *flags],
        )
    disturbed = ctx.area("disturbed_area_sqft", label="soil disturbance")
    return disturbed.at_least(
        ACRE_SQFT,
        f"an NOI covers 'projects that disturb one acre of land or more' (L31); {ACRE_NOTE}",
    ).outcome(flags=flags)


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
