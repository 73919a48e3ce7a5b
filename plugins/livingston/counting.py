"""One count of "create and/or replace" for every threshold that reads the words (L183, L201,
L349), with L233's routine-maintenance exclusion declared as exemptions the facts check (the
base-rock proviso), and the bounds the areas that must agree put on a replaced area not given.
"""

from __future__ import annotations

from workbench.api import (
    Context,
    Exemption,
    Outcome,
    Tri,
    any_of,
    applies,
    does_not_apply,
    needs_info,
)

from .common import c, sqft
from .flags import BASE_ROCK_MORE_THAN, CREATED_REPLACED, F_BASE_ROCK_5000
from .rule_helpers import _quoted, _total
from .vocabulary import (
    ELEMENT_EXCLUSIONS,
    EXCLUSIONS,
    FOREIGN_EXCLUSIONS,
    MAINTENANCE_EXCLUSIONS,
    claimed_exclusions,
)


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


def exemption_id(claim: str) -> str:
    """The declared exemption a maintenance claim invokes."""
    return f"l233_{claim}"


def _maintenance_claim_ids(ctx: Context) -> list[str]:
    """The claims as made (Livingston's or another ordinance's ids) that name a maintenance
    exclusion of L233."""
    return [
        e
        for e in ctx.site.exemptions_claimed
        if e in MAINTENANCE_EXCLUSIONS
        or FOREIGN_EXCLUSIONS.get(e, ("",))[0] in MAINTENANCE_EXCLUSIONS
    ]


def _maintenance_claims(ctx: Context) -> list[str]:
    claimed = claimed_exclusions(ctx.site.exemptions_claimed)
    return [e for e in claimed if e in MAINTENANCE_EXCLUSIONS]


def _element_claims(ctx: Context) -> list[str]:
    claimed = claimed_exclusions(ctx.site.exemptions_claimed)
    return [e for e in claimed if e in ELEMENT_EXCLUSIONS]


def _replaced_bound(ctx: Context) -> float | None:
    """The most the replaced area can be when it is not given: replaced surface is existing
    surface, and created + replaced surface is impervious after the project (docs/SCENARIO.md
    'Areas that must agree'); None when neither bound is given."""
    bounds = []
    existing = ctx.get("existing_impervious_sqft")
    if existing is not None:
        bounds.append(existing)
    post = ctx.get("post_project_impervious_sqft")
    if post is not None:
        bounds.append(max(0.0, post - (ctx.get("new_impervious_sqft") or 0.0)))
    return min(bounds) if bounds else None


def _total_at_least(ctx: Context, threshold: float, wording: str) -> Tri:
    """created + replaced >= threshold, deciding "no" also where the replaced area is not given
    but the areas that must agree bound it below the threshold."""
    total = _total(ctx)
    answer = total.at_least(threshold, wording)
    new = ctx.get("new_impervious_sqft")
    bound = _replaced_bound(ctx)
    if (
        answer.unknown
        and new is not None
        and bound is not None
        and total.missing == ("site.replaced_impervious_sqft",)
    ):
        if new + bound < threshold:
            return Tri(
                False,
                (
                    f"{CREATED_REPLACED} {sqft(new)} + replaced not given, at most {sqft(bound)} "
                    "(replaced surface is existing surface and is impervious after the project): "
                    f"at most {sqft(new + bound)} < {sqft(threshold)} ({wording})",
                ),
            )
    return answer


def routine_maintenance_conditions(ctx: Context) -> Tri:
    """The conditions of L233's routine-maintenance exclusion the facts can test: it holds
    unless pavement is removed, base rock or soil is exposed and more than 5,000 sq ft is
    replaced ('it is a regulated project and not routine maintenance'). That the work is the
    resurfacing, trenching or repair claimed is the claim itself (no fact of the model tests
    it)."""
    proviso = _base_rock(ctx)
    if proviso is None:
        return Tri(
            True,
            (
                "no pavement removal exposing base rock or soil is stated (condition "
                "'pavement_removed_base_exposed'): routine maintenance as claimed (L233)",
            ),
        )
    if proviso.status == "applies":
        return Tri(False, tuple(proviso.reasons))
    if proviso.status == "needs_info":
        return Tri(None, tuple(proviso.reasons), tuple(proviso.missing))
    return Tri(True, tuple(proviso.reasons))


def maintenance_excluded(ctx: Context) -> Tri:
    """Is replaced (resurfaced) area left out of the count as routine maintenance (L233)? Yes
    when a maintenance exclusion is claimed (in Livingston's or another ordinance's words) and
    the facts do not contradict it (``ctx.exempt``: the base-rock proviso); open while the
    proviso is."""
    claims = _maintenance_claims(ctx)
    if not claims:
        return Tri(False)
    answer = any_of(*(ctx.exempt(exemption_id(c)) for c in _maintenance_claim_ids(ctx)))
    if answer.yes:
        return Tri(
            True,
            (
                f"maintenance work claimed as excluded (L233): {_quoted(claims)}; the resurfaced "
                "or replaced area is routine maintenance and not counted, created area still is",
            ),
        )
    return answer


def counted_at_least(ctx: Context, threshold: float, wording: str) -> Tri:
    """The one reading of "create and/or replace" (L183, L201, L349): created + replaced area,
    without the replaced area that L233 excludes as routine maintenance, at least
    ``threshold``. Where the proviso leaves open whether it is excluded, the answer stands
    only if both counts agree."""
    excluded = maintenance_excluded(ctx)
    created = ctx.area("new_impervious_sqft", label="created impervious area")
    if excluded.yes:
        return created.at_least(threshold, wording).because(*excluded.reasons)
    if excluded.no:
        return _total_at_least(ctx, threshold, wording)
    without, with_ = created.at_least(threshold, wording), _total_at_least(ctx, threshold, wording)
    if without.value is not None and without.value == with_.value:
        return with_
    return Tri(
        None,
        (*excluded.reasons, *with_.reasons),
        tuple(dict.fromkeys([*excluded.missing, *without.missing, *with_.missing])),
    )


def _exemption(claim: str) -> Exemption:
    own = claim if claim in EXCLUSIONS else FOREIGN_EXCLUSIONS[claim][0]
    line, label, quote = EXCLUSIONS[own]
    whose = "" if claim == own else f" (claimed as another ordinance's '{claim}')"
    return Exemption(
        id=exemption_id(claim),
        title=f"Routine maintenance: {label} (L{line}){whose}",
        citations=(
            c(line, line, quote, "post"),
            c(
                233,
                233,
                "if more than 5,000 square feet is replaced it is a regulated project",
                "post",
            ),
        ),
        conditions=routine_maintenance_conditions,
        claim=claim,
        uses=("site.conditions", "site.replaced_impervious_sqft"),
    )


#: L233's routine-maintenance exclusions, one per claim id that invokes one.
EXEMPTIONS: list[Exemption] = [
    _exemption(claim)
    for claim in (
        *MAINTENANCE_EXCLUSIONS,
        *(f for f, (own, _) in FOREIGN_EXCLUSIONS.items() if own in MAINTENANCE_EXCLUSIONS),
    )
]
