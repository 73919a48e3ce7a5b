"""Ch. 11.30's exclusions, declared as exemptions (Core 32, ``wb_exemptions``): each with its
lines, the claim or project_type label that invokes it, and the conditions the facts must meet.
The core checks a claim against them: a claim the areas contradict does not exempt, and the
finding says "CLAIM CONTRADICTED" naming the fact and the condition.

- L107: routine maintenance "to maintain original line and grade, hydraulic capacity, or the
  original purpose of the facility" adds no impervious surface (review defect 2, c03).
- L157: the four Redevelopment exclusions cover work that adds no impervious area ("road
  widening" and "creation or addition of impervious surfaces" are Redevelopment).
- L157 for labels: a project called 'existing_facility', 'vacant_parcel' or 'maintenance' is no
  development project only where no impervious surface is created, added or (outside routine
  maintenance) replaced (review defect 3, c50/c50b).
- L643: the tilling exemption's three conditions, confirmed in site.conditions.
"""

from __future__ import annotations

from workbench.api import Context, Exemption, Tri, all_of, negate, unknown

from .common import c, q
from .vocabulary import CONDITIONS, EXEMPTIONS

Q_ROUTINE = q(
    "routine maintenance to maintain original line and grade, hydraulic capacity, or the original "
    "purpose of the facility"
)
Q_REDEVELOPMENT = q(
    "the creation, addition, and or replacement of impervious surface on an already developed site"
)
L157_CLAIMS = (
    "utility_trenching_resurfacing",
    "parking_road_resurfacing",
    "sidewalk_ramp_bike_lane",
    "pothole_repair",
)
TILLING = (
    "tilled_material_stays_on_site",
    "drainage_way_not_blocked",
    "agricultural_production_1_of_5_years",
)
LABELS = ("existing_facility", "vacant_parcel", "maintenance")
C107 = c(
    107,
    107,
    "does not include routine maintenance to maintain original line and grade",
    "11.30.030",
)
C157 = c(157, 157, "Redevelopment does not include trenching and resurfacing", "11.30.030")
C157_DEF = c(
    157, 157, "the creation, addition, and or replacement of impervious surface", "11.30.030"
)
C643 = c(643, 643, "is not considered to be grading or clearing", "11.30.110.B")


def _adds(ctx: Context, why: str) -> Tri:
    """New impervious area above 0, stated with the condition it breaks."""
    return ctx.area("new_impervious_sqft", label="site.new_impervious_sqft").more_than(0, why)


def routine_maintenance(ctx: Context) -> Tri:
    """L107: the claimed work adds no impervious surface."""
    return negate(_adds(ctx, f"{Q_ROUTINE} adds no impervious surface (L107)"))


def l157_exclusion(ctx: Context) -> Tri:
    """L157: a claimed exclusion covers only work that adds no impervious area."""
    return negate(
        _adds(
            ctx,
            f"{q('road widening')} and {q('creation or addition of impervious surfaces')} are "
            "Redevelopment: the exclusion covers only work that adds none (L157)",
        )
    )


def _no_impervious_change(ctx: Context, replaced_counts: bool) -> Tri:
    adds = _adds(ctx, f"Redevelopment is {Q_REDEVELOPMENT} (L157)")
    if not replaced_counts:
        return negate(adds)
    replaces = ctx.area(
        "replaced_impervious_sqft", label="site.replaced_impervious_sqft"
    ).more_than(0, f"Redevelopment is {Q_REDEVELOPMENT} (L157)")
    return all_of(negate(adds), negate(replaces))


def label_existing_facility(ctx: Context) -> Tri:
    return _no_impervious_change(ctx, replaced_counts=True)


def label_vacant_parcel(ctx: Context) -> Tri:
    return _no_impervious_change(ctx, replaced_counts=True)


def label_maintenance(ctx: Context) -> Tri:
    """Replacement "that is not part of a routine maintenance activity" is Redevelopment
    (L157): for a maintenance project only added area contradicts the label."""
    return _no_impervious_change(ctx, replaced_counts=False)


def tilling(ctx: Context) -> Tri:
    """L643: all three conditions confirmed in site.conditions; one not confirmed is asked
    (no fact of the model can deny them, so the exemption is never contradicted)."""
    open_ = [t for t in TILLING if not ctx.has_condition(t)]
    if not open_:
        return Tri(True, tuple(f"'{t}': {CONDITIONS[t]}" for t in TILLING))
    return unknown(
        *(f"site.conditions: {t}" for t in open_),
        reason="the tilling is not grading or clearing only if all three conditions hold (L643); "
        "not confirmed: " + "; ".join(f"'{t}'" for t in open_),
    )


def _label_title(kind: str) -> str:
    return f"Project type '{kind}': not a land development or redevelopment project (L157)"


EXEMPTIONS_DECLARED: tuple[Exemption, ...] = (
    Exemption(
        "routine_maintenance",
        "Routine maintenance is no Land Disturbance Activity (L107)",
        (C107,),
        routine_maintenance,
        claim="routine_maintenance",
        uses=("site.new_impervious_sqft",),
    ),
    *(
        Exemption(
            claim,
            f"Redevelopment exclusion: {EXEMPTIONS[claim].split(' (L')[0].lower()} (L157)",
            (C157,),
            l157_exclusion,
            claim=claim,
            uses=("site.new_impervious_sqft",),
        )
        for claim in L157_CLAIMS
    ),
    Exemption(
        "agricultural_tilling",
        "Tilling or cultivating to grow plants or animals is not grading or clearing (L643)",
        (C643,),
        tilling,
        claim="agricultural_tilling",
        uses=("site.conditions",),
    ),
    Exemption(
        "label_existing_facility",
        _label_title("existing_facility"),
        (C157_DEF,),
        label_existing_facility,
        label="existing_facility",
        uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft"),
    ),
    Exemption(
        "label_vacant_parcel",
        _label_title("vacant_parcel"),
        (C157_DEF,),
        label_vacant_parcel,
        label="vacant_parcel",
        uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft"),
    ),
    Exemption(
        "label_maintenance",
        _label_title("maintenance"),
        (C157_DEF,),
        label_maintenance,
        label="maintenance",
        uses=("site.new_impervious_sqft",),
    ),
)
