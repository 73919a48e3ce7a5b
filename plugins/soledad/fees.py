"""Implementation fees (L777-795): the city "may adopt reasonable fees for reimbursement of costs
of implementing this chapter"; the amounts are set "by adoption of resolutions by the city
council" (L795), none in the chapter. The finding lists the fees that concern the site by what
the classifications decide; spill-response fees are also a cost-recovery schedule
(``spill_response_fees``) beside the penalties."""

from __future__ import annotations

from workbench.api import ApplicabilityRule, Context, Outcome

from .common import c

_F = "Fees"
FEES_CITES = (
    c(777, 777, "The city may adopt reasonable fees for reimbursement of costs", f"{_F} A"),
    c(779, 779, "Fees for monitoring, inspection, and surveillance procedures", f"{_F} A.1"),
    c(781, 781, "Fees for issuance of permits", f"{_F} A.2"),
    c(
        783,
        783,
        "Fees for review of notices and plans for construction, termination of construction",
        f"{_F} A.3",
    ),
    c(785, 785, "when requested by an operator of a site or facility", f"{_F} A.4"),
    c(
        787,
        787,
        "compliance to conditions of a conditional notice of termination of construction",
        f"{_F} A.5",
    ),
    c(789, 789, "Fees for responding to spills and releases", f"{_F} A.6"),
    c(795, 795, "adoption of resolutions by the city council", f"{_F} C"),
)


def _fees_rule(ctx: Context) -> Outcome:
    lines = [
        "the city may charge fees set by city council resolution (L795; no amount in the "
        "chapter), separate from fines and penalties (L793):",
        "monitoring, inspection and surveillance, including reviewing monitoring reports (L779)",
        "site inspections the operator requests, required or not (L785)",
        "responding to spills and releases (L789; see the cost-recovery schedule)",
    ]
    permit = ctx.classification("city_permit_required")
    if not permit.no:
        lines.append(
            "issuance of the construction stormwater permit (L781), review of the ESCP and the "
            "notice of termination (L783), and inspection for a conditional NOTC acceptance (L787)"
            + ("" if permit.yes else ", if the permit is required")
        )
    cgp = ctx.classification("cgp_coverage")
    if not cgp.no:
        lines.append(
            "review of stormwater pollution prevention plans (L783)"
            + ("" if cgp.yes else ", if the CGP applies")
        )
    return Outcome("applies", lines)


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="implementation_fees",
        title="Implementation fees the city may charge (amounts by council resolution)",
        category="construction_local_permit",
        citations=FEES_CITES,
        evaluate=_fees_rule,
        uses=(),
    ),
]
