"""§ 12.16.114(F) and (G) (L508-522): the exemptions from the LID plan and the opt-in."""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    unknown,
)

from . import flags as F
from .common import (
    CO_OPT_IN,
    EX_EMERGENCY,
    EX_FILM_FACADE,
    EX_NO_PERMIT,
    EX_PARKING_RESURFACING,
    EX_RIGHT_OF_WAY,
    EX_UTILITY,
    S114,
    c,
    condition,
)
from .lid114_categories import _rule, category, is_street

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
            held = ctx.exempt(eid)  # the claim checked against the areas (claims.py)
            parts.append(held.because(f"site.exemptions_claimed includes '{eid}': {text}"))
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


EXEMPTION_RULES: list[ApplicabilityRule] = [
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
        (
            "site.exemptions_claimed",
            "site.conditions",
            "site.emergency_work",
            "site.requires_city_permit",
        ),
        category="exemption",
    ),
]
