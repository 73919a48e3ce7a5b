"""Agricultural operations (11.30.110): manure management and the tilling exemption."""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    applies,
)

from .classify import TILLING, TILLING_TEXTS, tilling_exempt
from .common import (
    c,
    q,
)


# --------------------------------------------------------------------------- agriculture
def _manure(ctx: Context) -> Outcome:
    confined = ctx.includes("activities", "animal_confinement")
    if confined.no:
        return Outcome(
            "does_not_apply",
            [
                "site.activities does not list 'animal_confinement': no areas where livestock, "
                "horses or other large animals are confined (L649)"
            ],
            [],
        )
    if confined.unknown:
        return confined.outcome(
            needs_info=("manure management binds areas where large animals are confined (L649)",)
        )
    reasons = [
        "'animal_confinement': "
        + q(
            "Where practicable, all runoff from areas where livestock, horses or other large "
            "animals are confined must be collected and managed"
        )
        + " (L649)"
    ]
    if ctx.has_condition("runoff_capture_impracticable"):
        reasons.append(
            "'runoff_capture_impracticable': "
            f"{q('manure must be cleaned up at least twice weekly')} and either composted or "
            "stored prior to disposal (L649)"
        )
    else:
        reasons.append(
            "if collecting the runoff is not practicable (add 'runoff_capture_impracticable'), "
            "manure must be cleaned up at least twice weekly (L649)"
        )
    reasons += [
        "storage and composting areas must be located, configured or managed to prevent runoff "
        "(L651)",
        q(
            "Animal wastes shall not be disposed to the stormwater conveyance system or receiving "
            "waters"
        )
        + " (L653)",
    ]
    return applies(
        *reasons,
        flags=[
            "'twice weekly' does not define the week; the workbench counts 7-day weeks from the "
            "'manure_week_begins' event (L649)"
        ],
    )


_TILLING_FLAGS = (
    "'at least one of the preceding five years' does not say calendar or rolling years (L643)",
)


def _tilling(ctx: Context) -> Outcome:
    flags = _TILLING_FLAGS
    if not ctx.claimed("agricultural_tilling"):
        return Outcome(
            "does_not_apply",
            ["'agricultural_tilling' is not in site.exemptions_claimed (L643)"],
            list(flags),
        )
    texts = TILLING_TEXTS
    exempt = tilling_exempt(ctx)
    if not exempt.yes:
        return exempt.outcome(flags=list(flags))
    return applies(
        q(
            "Tilling or cultivating land exclusively for the purpose of growing plants or animals "
            "is not considered to be grading or clearing"
        )
        + " (L643):",
        *[f"- '{t}': {texts[t]}" for t in TILLING],
        "other agricultural grading and clearing remains subject to the 11.30.140 BMPs (L643)",
        flags=flags,
    )


AGRICULTURE_RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="manure_management",
        title="Manure management where large animals are confined (cleanup at least twice weekly)",
        category="source_controls",
        citations=(
            c(649, 649, "manure must be cleaned up at least twice weekly", "11.30.110.D.1"),
            c(
                653,
                653,
                "Animal wastes shall not be disposed to the stormwater conveyance system",
                "11.30.110.D.3",
            ),
        ),
        evaluate=_manure,
        uses=("site.activities", "site.conditions"),
    ),
    ApplicabilityRule(
        id="agricultural_tilling_exemption",
        title="Agricultural tilling or cultivating is not grading or clearing",
        category="exemption",
        citations=(
            c(643, 643, "is not considered to be grading or clearing", "11.30.110.B"),
            c(643, 643, "at least one of the preceding five years", "11.30.110.B"),
        ),
        evaluate=_tilling,
        uses=("site.exemptions_claimed", "site.conditions"),
    ),
)
