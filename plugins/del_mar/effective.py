"""The chapter's effective date (L229): "This Chapter shall take effect on July 15, 2015."

One finding says whether the chapter is in force on the evaluation date, and every other
finding carries a flag when it is not, so an answer for an earlier date never reads as law
then in force."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import date

from workbench.api import ApplicabilityRule, Context, Outcome

from .common import EFFECTIVE_DATE, EFFECTIVE_NOTE, c, q

CITE = c(229, 229, "This Chapter shall take effect on July 15, 2015", "11.30.040.B")


def _not_in_force(ctx: Context) -> Outcome:
    """Applies (the whole chapter is lifted, hence the category 'exemption') only before the
    effective date; on and after it the finding does not apply, so a comparison never reads a
    site in force as exempt (review defect 15)."""
    day = ctx.as_of or date.today()
    if day >= EFFECTIVE_DATE:
        return Outcome(
            "does_not_apply",
            [
                f"as of {day.isoformat()}: in force since July 15, 2015 "
                f"({q('shall take effect on July 15, 2015')}, L229)"
            ],
        )
    return Outcome("applies", [EFFECTIVE_NOTE], [EFFECTIVE_NOTE])


EFFECTIVE_RULE = ApplicabilityRule(
    id="chapter_not_yet_in_force",
    title="Ch. 11.30 not yet in force on the evaluation date (effective July 15, 2015)",
    category="exemption",
    citations=(CITE,),
    evaluate=_not_in_force,
    uses=("as_of",),
)


def noting_effective_date(rule: ApplicabilityRule) -> ApplicabilityRule:
    """``rule`` whose finding carries the effective-date note when as_of is earlier (L229)."""
    decide: Callable[[Context], Outcome] = rule.evaluate

    def evaluate(ctx: Context) -> Outcome:
        outcome = decide(ctx)
        if (ctx.as_of or date.today()) < EFFECTIVE_DATE:
            outcome.flags.append(EFFECTIVE_NOTE)
        return outcome

    evaluate.__doc__ = decide.__doc__
    return replace(rule, evaluate=evaluate)
