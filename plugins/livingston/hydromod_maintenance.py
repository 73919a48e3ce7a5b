"""Livingston hydromodification (the project finding and the baseline requirement) and the
operation and maintenance agreement.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    applies,
)

from .common import c
from .flags import F_BASELINE_HM, F_OM_ASSESSMENT
from .rule_helpers import NEW_REP, REG_USES, _only_regulated, _rule


def _hydromod(ctx: Context) -> Outcome:
    """The hydromodification-management classification as a finding (L349-351)."""
    return ctx.classify("hydromodification_management_project")


def _baseline_hm(ctx: Context) -> Outcome:
    return _only_regulated(
        ctx,
        "Baseline hydromodification management (L203)",
        lambda: applies(
            "implement 'baseline hydromodification management' (L203) in each DMA (L281)",
            flags=[F_BASELINE_HM],
        ),
    )


def _om(ctx: Context) -> Outcome:
    reasons = [
        "signed and notarized operation and maintenance agreement recorded in the Merced County "
        "Recorder's office; responsibility transfers to successors in interest (L357)",
        "the agreement authorizes the city to access the site to inspect treatment systems and "
        "hydromodification controls (L365)",
    ]
    flags: list[str] = []
    if ctx.has_condition("multi_owner_project"):
        reasons.append(
            "multi-parcel or multiowner project: commonly owned controls through a homeowners' "
            "association, condominium agreement or other enforceable mechanism (L359)"
        )
    if ctx.has_condition("public_row_controls"):
        reasons.append(
            "public or right-of-way controls: maintained by the city funded by assessment "
            "districts; the owner consents to the assessment fees (L361-363)"
        )
        flags.append(F_OM_ASSESSMENT)
    return _only_regulated(
        ctx, "Operation and maintenance agreement (L357)", lambda: applies(*reasons, flags=flags)
    )


HYDROMOD_MAINTENANCE_RULES: list[ApplicabilityRule] = [
    _rule(
        "hydromodification_project",
        "Hydromodification management project: two-year, 24-hour storm",
        "hydromodification",
        _hydromod,
        [
            c(
                349,
                349,
                "Projects that create and/or replace one acre or more of impervious surface",
                "post",
            ),
            c(
                349,
                349,
                "does not increase impervious surface area over the preproject condition",
                "post",
            ),
            c(351, 351, "estimated preproject flow rate for the two-year, 24-hour storm", "post"),
        ],
        [*NEW_REP, "site.existing_impervious_sqft", "site.post_project_impervious_sqft"],
    ),
    _rule(
        "baseline_hydromodification",
        "Baseline hydromodification management (regulated projects)",
        "hydromodification",
        _baseline_hm,
        [c(203, 203, "baseline hydromodification management described in this chapter", "post")],
        REG_USES,
    ),
    _rule(
        "om_agreement",
        "Operation and maintenance agreement, recorded",
        "bmp_maintenance",
        _om,
        [
            c(357, 357, "signed and notarized operation and maintenance agreement", "om"),
            c(359, 363, "through a homeowners’ association, through a condominium agreement", "om"),
            c(365, 365, "a provision authorizing the city to access the project site", "om"),
        ],
        [*REG_USES, "site.conditions"],
    ),
]
