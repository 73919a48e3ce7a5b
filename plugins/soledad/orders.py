"""Stop work orders (L297-303): an order the city manager may issue to the operator of a
construction site that violates the chapter; unless the city manager makes an express written
exception it "shall prohibit any and all further construction activity at the site" (L301).

The order is an event the project records (``stop_work_order_issued``); its duty to cease starts
at once (deadline ``stop_work_order_cease``). The petition clock of L721 runs from the
operator's notice of the order (event ``order_notice_received``), which the project records
separately (notice may come later than issuance, A-33).
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule, Context, Outcome

from . import flags as F
from .common import c

SWO_EVENT = "stop_work_order_issued"
SWO_EXCEPTION = "swo_written_exception"

_SWO = "Construction A.3"
SWO_CITES = (
    c(
        297,
        297,
        "the city manager may order that a SWO be issued",
        f"{_SWO}.a",
    ),
    c(
        299,
        299,
        "issued to the operator of the construction site for which construction is to stop, be "
        "posted at the site",
        f"{_SWO}.b",
    ),
    c(
        301,
        301,
        "the SWO shall prohibit any and all further construction activity at the site",
        f"{_SWO}.c",
    ),
    c(
        303,
        303,
        "shall not be a bar against, or a prerequisite for, taking any other action",
        f"{_SWO}.d",
    ),
)


def _swo_rule(ctx: Context) -> Outcome:
    issued = [e for e in ctx.scenario.events if e.kind == SWO_EVENT]
    if not issued:
        return Outcome(
            "does_not_apply",
            [f"no stop work order is recorded (event '{SWO_EVENT}', L297-301)"],
        )
    when = ", ".join(str(e.at) for e in issued)
    lines = [
        f"stop work order recorded ({when}): 'Unless express written exception is made by the "
        "city manager, the SWO shall prohibit any and all further construction activity at the "
        "site' (L301): cease all construction activity at once (see the deadline)",
        "while it stands the city makes no further inspection or approval of work under a "
        "building permit, construction stormwater permit or any other approval needed to "
        "commence construction or assume occupancy (L301)",
        "the order does not bar, and is not needed for, any other action against the operator "
        "(L303); a petition for reconsideration is due within ten calendar days of notice of "
        "the order (L721: record 'order_notice_received')",
    ]
    if ctx.has_condition(SWO_EXCEPTION):
        lines.append(
            "an express written exception by the city manager is stated (site.conditions "
            f"'{SWO_EXCEPTION}'): only the activities it names may continue (L301)"
        )
    return Outcome("applies", lines)


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="stop_work_order",
        title="Stop work order: cease any and all further construction activity at the site",
        category="construction_local_permit",
        citations=SWO_CITES,
        evaluate=_swo_rule,
        uses=("events", "site.conditions"),
        flags=(F.A38_SWO_STAY,),
    ),
]
