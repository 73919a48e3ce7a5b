"""City powers the site meets: regulatory inspections, analyzing or monitoring ordered by the
Authorized Enforcement Official, and requirements modified for the use of stormwater.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
)

from .common import (
    c,
    q,
)

# --------------------------------------------------------------------------- City powers the site
# meets
_INSPECTIONS = (
    q(
        "Authorized Enforcement Officials and Authorized Enforcement Staff may inspect facilities, "
        "activities and residences subject to this Chapter"
    )
    + " at reasonable times and in a reasonable manner (L789)",
    f"if entry is refused, {q('an inspection warrant shall be obtained prior to inspection')} "
    "(L789)",
    "inspections may include sampling, metering, visual inspections and records review; the owner "
    f"or operator {q('may request and receive split samples')} (L793)",
)


def _inspections(ctx: Context) -> Outcome:
    return Outcome("applies", list(_INSPECTIONS))


def _monitoring_order(ctx: Context) -> Outcome:
    """L403: the official may order analyzing or monitoring and reporting of the results."""
    if not ctx.has_condition("city_monitoring_order"):
        return Outcome(
            "does_not_apply",
            [
                "'city_monitoring_order' is not in site.conditions: no order to analyze or monitor "
                "(L403); Commercial, Industrial and Land Disturbance Dischargers still perform the "
                "sampling the Chapter itself requires"
            ],
        )
    return Outcome(
        "applies",
        [
            "'city_monitoring_order': conduct the analyzing or monitoring ordered and report the "
            "results to the City (L403); it may include visual monitoring, laboratory analyses, "
            "baseline monitoring and monitoring of Receiving Waters or sediments (L407-L415)",
            "the official "
            + q(
                "may direct the manner in which the results of required analyzing and monitoring "
                "are reported"
            )
            + " and decides when it may be discontinued (L417)",
        ],
        ["The text sets no period for the ordered monitoring; the order does (L403, L417)"],
    )


def _stormwater_use(ctx: Context) -> Outcome:
    """L305: an official may modify any requirement to allow collection and use of stormwater."""
    if not ctx.has_condition("stormwater_use_modification_granted"):
        return Outcome(
            "does_not_apply",
            [
                "'stormwater_use_modification_granted' is not in site.conditions: the requirements "
                "of the Chapter apply unmodified (L305)"
            ],
        )
    return Outcome(
        "applies",
        [
            "'stormwater_use_modification_granted': an Authorized Enforcement Official modified "
            f"requirements {q('to allow the on-site collection and use of stormwater')} (L305)",
            "the modified requirements must be "
            f"{q('enforceable and provide equivalent environmental protection')} (L305): follow "
            "them as modified",
        ],
    )


CITY_POWER_RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="regulatory_inspections",
        title="City regulatory inspections: access, warrant if refused, split samples",
        category="bmp_maintenance",
        citations=(
            c(
                789,
                789,
                "may inspect facilities, activities and residences subject to this Chapter",
                "11.30.170.A",
            ),
            c(793, 793, "may request and receive split samples", "11.30.170.C"),
        ),
        evaluate=_inspections,
    ),
    ApplicabilityRule(
        id="city_ordered_monitoring",
        title="Analyzing or monitoring ordered by the Authorized Enforcement Official",
        category="facility_program",
        citations=(
            c(403, 403, "may order a Discharger to conduct analyzing or monitoring", "11.30.070.F"),
            c(
                417,
                417,
                "may determine when required sampling, analyzing or monitoring may be discontinued",
                "11.30.070.F",
            ),
        ),
        evaluate=_monitoring_order,
        uses=("site.conditions",),
    ),
    ApplicabilityRule(
        id="stormwater_use_modification",
        title="Requirements modified to allow collection and use of stormwater",
        category="exemption",
        citations=(
            c(305, 305, "may modify any requirement imposed by this Chapter", "11.30.040.K"),
        ),
        evaluate=_stormwater_use,
        uses=("site.conditions",),
    ),
)
