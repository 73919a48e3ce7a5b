"""Helpers the Livingston applicability rules share: guarded decisions, rules of regulated
projects or of one project type only, and the descriptor constructor.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from workbench.api import (
    ApplicabilityRule,
    Context,
    MissingFact,
    Outcome,
    does_not_apply,
    needs_info,
)

from .flags import CREATED_REPLACED, NEW_REPLACED


# --------------------------------------------------------------------------- helpers
def _quoted(ids: Iterable[str]) -> str:
    """Term ids quoted for the reader (the display turns quoted ids into labels)."""
    return ", ".join(f"'{i}'" for i in ids)


def _guarded(decide: Callable[[], Outcome]) -> Outcome:
    """``decide()``, with a missing fact as needs_info naming it (so it can be combined)."""
    try:
        return decide()
    except MissingFact as missing:
        why = f": {missing.why}" if missing.why else ""
        return needs_info(f"{missing.field_name} is not given{why}", missing=[missing.field_name])


def _with(outcome: Outcome, *reasons: str, flags: tuple[str, ...] | list[str] = ()) -> Outcome:
    """The same outcome with more reasons and flags."""
    return Outcome(
        outcome.status,
        [*outcome.reasons, *reasons],
        [*outcome.flags, *flags],
        list(outcome.missing),
    )


def _total(ctx: Context):
    """Created + replaced impervious area: "create and/or replace" (L183, L201, L349)."""
    return ctx.area(*NEW_REPLACED, label=CREATED_REPLACED)


def _only_regulated(ctx: Context, what: str, decide: Callable[[], Outcome]) -> Outcome:
    """``decide()`` for a requirement of regulated projects only: does not apply when the
    project is not regulated; open while that is open, unless the requirement itself does
    not apply whatever the classification."""
    regulated = ctx.classification("regulated_project")
    if regulated.no:
        return does_not_apply(f"{what} applies to regulated projects only; not a regulated project")
    inner = _guarded(decide)
    if regulated.yes or inner.status == "does_not_apply":
        return inner
    return Outcome(
        "needs_info",
        [f"{what} applies to regulated projects; whether this is one is open", *inner.reasons],
        list(inner.flags),
        list(dict.fromkeys([*regulated.missing, *inner.missing])),
    )


def _of_type(ctx: Context, ptype: str, decide: Callable[[], Outcome]) -> Outcome:
    """``decide()`` for a rule of one project type: does not apply to another type; when the
    type is not given, the rule's answer stands only where it does not apply anyway."""
    given = ctx.get("project_type")
    if given is not None and given != ptype:
        return does_not_apply(
            f"site.project_type '{given}': not a {ptype.replace('_', ' ')} project"
        )
    inner = _guarded(decide)
    if given is not None or inner.status == "does_not_apply":
        return inner
    return Outcome(
        "needs_info",
        [
            f"project type not given: the rule is for {ptype.replace('_', ' ')} projects",
            *inner.reasons,
        ],
        list(inner.flags),
        list(dict.fromkeys(["site.project_type", *inner.missing])),
    )


NEW_REP = ("site.new_impervious_sqft", "site.replaced_impervious_sqft")
REG_USES = (
    *NEW_REP,
    "site.project_type",
    "site.new_contiguous_impervious_sqft",
    "site.conditions",
    "site.exemptions_claimed",
)


def _rule(
    rid: str, title: str, category: str, evaluate, citations, uses=(), flags=()
) -> ApplicabilityRule:
    return ApplicabilityRule(
        id=rid,
        title=title,
        category=category,
        citations=tuple(citations),
        evaluate=evaluate,
        uses=tuple(uses),
        flags=tuple(flags),
    )
