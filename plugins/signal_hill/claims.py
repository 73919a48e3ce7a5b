"""The claims and labels Signal Hill reads, declared as ``Exemption``s checked against the facts
(Core 32): the § 12.16.114(F) exemptions a user claims in ``site.exemptions_claimed`` (L508-520,
repeated as § 12.16.116(D), L580-592) and the ``project_type`` labels that would take a site out
of "Project" (L39, L157, L450). A claim the areas contradict does not exempt; the core flags the
finding "CLAIM CONTRADICTED" (review defect 8: C14, C44).

Each condition states the fact, the test and the line. A condition no fact of the model can test
(the work is in the public right-of-way; the work is emergency work) is taken from the claim.
A fact that can test a condition but is not given leaves the exemption open. The conditions read
areas and lists only, never ``project_type``: a rule may ask with a project type assumed for a
missing one (``ctx.each_value``), and a claim must not be found contradicted by an assumed value.
"""

from __future__ import annotations

from workbench.api import Context, Exemption, Tri, all_of, negate

from .common import (
    EX_EMERGENCY,
    EX_FILM_FACADE,
    EX_NO_PERMIT,
    EX_PARKING_RESURFACING,
    EX_RIGHT_OF_WAY,
    EX_UTILITY,
    FT_PARKING_LOT,
    S114,
    c,
)

#: the project_type labels that would make a site no "Project" (L39, L157, L450)
LABEL_MAINTENANCE = "label_routine_maintenance"
LABEL_EXISTING = "label_existing_facility"
LABEL_VACANT = "label_vacant_parcel"
LABELS = {
    "maintenance": LABEL_MAINTENANCE,
    "existing_facility": LABEL_EXISTING,
    "vacant_parcel": LABEL_VACANT,
}


def _from_claim(what: str) -> Tri:
    return Tri(True, (f"{what}: no fact tests it; taken from the claim",))


def adds_nothing(ctx: Context, why: str) -> Tri:
    """No impervious surface created or added (site.new_impervious_sqft < 1)."""
    new = ctx.area("new_impervious_sqft", label="site.new_impervious_sqft")
    return new.less_than(1, why)


def replaces_nothing(ctx: Context, why: str) -> Tri:
    replaced = ctx.area("replaced_impervious_sqft", label="site.replaced_impervious_sqft")
    return replaced.less_than(1, why)


# --------------------------------------------------------------------------- § 114(F)
def emergency(ctx: Context) -> Tri:
    if ctx.get("emergency_work") is False:
        return Tri(
            False,
            (
                "site.emergency_work = false: F.1 covers 'only emergency construction "
                "activity' (L510)",
            ),
        )
    return _from_claim(
        "emergency construction activity 'required to immediately protect public "
        "health and safety' (L510)"
    )


def right_of_way(ctx: Context) -> Tri:
    return _from_claim("'Infrastructure projects within the public right-of-way' (L512)")


def utility(ctx: Context) -> Tri:
    return _from_claim(
        "'only activity related to gas, water, cable, or electricity services on private "
        "property' (L514)"
    )


def resurfacing(ctx: Context) -> Tri:
    """F.4 (L516): only resurfacing or re-striping of permitted parking lots, original line
    and grade, hydraulic capacity and purpose maintained."""
    lot = ctx.includes("facility_types", FT_PARKING_LOT, label="parking lot")
    return all_of(
        adds_nothing(
            ctx,
            "'only resurfacing and/or re-striping of permitted parking lots, where the original "
            "line and grade ... is maintained' adds no impervious surface (L516)",
        ),
        lot if lot.no else Tri(True, (*lot.reasons, "a parking lot (L516)")),
    )


def film_facades(ctx: Context) -> Tri:
    """F.5 (L518): only exterior film or television sets, or facades, on an existing developed
    site."""
    existing = ctx.area("existing_impervious_sqft", label="site.existing_impervious_sqft")
    return all_of(
        adds_nothing(
            ctx,
            "'only exterior movie or television production sets, or facades' adds no "
            "impervious surface (L518)",
        ),
        existing.more_than(0, "an existing developed site (L518)"),
    )


def no_permit(ctx: Context) -> Tri:
    if ctx.get("requires_city_permit") is True:
        return Tri(
            False,
            (
                "site.requires_city_permit = true: F.6 covers 'A project not requiring a City "
                "building, grading, demolition or other permit' (L520)",
            ),
        )
    return _from_claim(
        "'A project not requiring a City ... permit for construction activity' (L520)"
    )


# --------------------------------------------------------------------------- labels (L39, L157)
def maintenance(ctx: Context) -> Tri:
    """Routine maintenance (L39, L450): keeps the original line and grade, hydraulic capacity
    and purpose; replacing surface 'which does not disturb additional area'."""
    disturbed = ctx.area("disturbed_area_sqft", label="site.disturbed_area_sqft")
    replaced = ctx.get("replaced_impervious_sqft")
    if replaced is None:
        extra = Tri(None, (), ("site.replaced_impervious_sqft",))
    else:
        extra = disturbed.at_least(
            replaced + 1,
            f"more than the {replaced:,.0f} sq ft replaced: routine maintenance 'does not disturb "
            "additional area' (L450)",
        )
        extra = negate(extra)
    return all_of(
        adds_nothing(
            ctx,
            "routine maintenance maintains 'original line and grade, hydraulic capacity, or "
            "original purpose' (L39, L450) and adds no impervious surface",
        ),
        extra,
    )


def no_work(ctx: Context) -> Tri:
    """An existing facility or vacant parcel without work is no development (L157)."""
    why = "a site without development creates, adds and replaces nothing ('Project', L157)"
    return all_of(adds_nothing(ctx, why), replaces_nothing(ctx, why))


#: project_type label -> the conditions of its declared exemption
LABEL_CONDITIONS = {
    "maintenance": maintenance,
    "existing_facility": no_work,
    "vacant_parcel": no_work,
}


def label_given(ctx: Context) -> None:
    """Check the project_type label given against the areas (``ctx.exempt``), so that a rule
    reading it carries the core's CLAIM CONTRADICTED flag where the areas contradict it. Called
    by the rules on the evaluation's own context, never on one with a value assumed."""
    kind = ctx.get("project_type")
    if kind in LABELS:
        ctx.exempt(LABELS[kind])


C_F = f"{S114}(F)"
EXEMPTIONS: list[Exemption] = [
    Exemption(
        EX_EMERGENCY,
        "F.1 emergency construction only (L510)",
        (c(510, 510, "only emergency construction activity", f"{C_F}(1)"),),
        emergency,
        claim=EX_EMERGENCY,
        uses=("site.emergency_work",),
    ),
    Exemption(
        EX_RIGHT_OF_WAY,
        "F.2 infrastructure in the public right-of-way (L512)",
        (c(512, 512, "Infrastructure projects within the public right-of-way", f"{C_F}(2)"),),
        right_of_way,
        claim=EX_RIGHT_OF_WAY,
    ),
    Exemption(
        EX_UTILITY,
        "F.3 utility services only (L514)",
        (
            c(
                514,
                514,
                "gas, water, cable, or electricity services on private property",
                f"{C_F}(3)",
            ),
        ),
        utility,
        claim=EX_UTILITY,
    ),
    Exemption(
        EX_PARKING_RESURFACING,
        "F.4 parking lot resurfacing or re-striping only (L516)",
        (
            c(
                516,
                516,
                "only resurfacing and/or re-striping of permitted parking lots",
                f"{C_F}(4)",
            ),
        ),
        resurfacing,
        claim=EX_PARKING_RESURFACING,
        uses=("site.new_impervious_sqft", "site.facility_types"),
    ),
    Exemption(
        EX_FILM_FACADE,
        "F.5 film sets or facades on an existing developed site only (L518)",
        (c(518, 518, "facades on an existing developed site", f"{C_F}(5)"),),
        film_facades,
        claim=EX_FILM_FACADE,
        uses=("site.new_impervious_sqft", "site.existing_impervious_sqft"),
    ),
    Exemption(
        EX_NO_PERMIT,
        "F.6 no City permit required (L520)",
        (c(520, 520, "A project not requiring a City building, grading, demolition", f"{C_F}(6)"),),
        no_permit,
        claim=EX_NO_PERMIT,
        uses=("site.requires_city_permit",),
    ),
    Exemption(
        LABEL_MAINTENANCE,
        "Routine maintenance is no development (L39, L450)",
        (
            c(39, 39, "It does not include routine maintenance", "definitions R"),
            c(450, 450, "which does not disturb additional area", f"{S114}(C)(11)(d)"),
        ),
        maintenance,
        label="maintenance",
        uses=(
            "site.new_impervious_sqft",
            "site.disturbed_area_sqft",
            "site.replaced_impervious_sqft",
        ),
    ),
    Exemption(
        LABEL_EXISTING,
        "An existing facility without work is no project (L157)",
        (
            c(
                157,
                157,
                "all development, redevelopment, and land disturbing activities",
                "definitions DDD",
            ),
        ),
        no_work,
        label="existing_facility",
        uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft"),
    ),
    Exemption(
        LABEL_VACANT,
        "A vacant parcel without work is no project (L157)",
        (
            c(
                157,
                157,
                "all development, redevelopment, and land disturbing activities",
                "definitions DDD",
            ),
        ),
        no_work,
        label="vacant_parcel",
        uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft"),
    ),
]
