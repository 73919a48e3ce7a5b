"""Livingston enforcement notes: monitoring at the owner's cost, notice of violation contents,
alternative compensatory actions and the stricter standard governing.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    applies,
    does_not_apply,
)

from .common import c
from .rule_helpers import _rule


# --------------------------------------------------------------------------- enforcement notes
def _notice_received(ctx: Context) -> list[str]:
    return [str(e.at) for e in ctx.scenario.events if e.kind == "notice_of_violation_received"]


def _monitoring(ctx: Context) -> Outcome:
    if not ctx.has_condition("monitoring_required_by_officer"):
        return does_not_apply(
            "no monitoring or analysis required by an enforcement officer (condition "
            "'monitoring_required_by_officer'; L391)"
        )
    return applies(
        "an authorized enforcement officer required monitoring, analysis and reports of an "
        "activity or facility that causes or contributes to stormwater pollution (L391)",
        "'The costs of these activities, analysis and reports required shall be borne by the "
        "owner/operator of the facility and/or activity' (L391)",
    )


def _nov_contents(ctx: Context) -> Outcome:
    received = _notice_received(ctx)
    if not received:
        return does_not_apply("no notice of violation received (events; L429)")
    return applies(
        f"notice(s) of violation received: {', '.join(received)}",
        "the notice may require: (1) monitoring, analyses and reporting; (2) elimination of "
        "illicit connections or discharges; (3) that violating discharges, practices or operations "
        "cease and desist; (4) abatement or remediation and restoration of affected property; (5) "
        "source control or treatment BMPs (L429-437)",
    )


def _compensatory(ctx: Context) -> Outcome:
    received = _notice_received(ctx)
    if not received:
        return does_not_apply("no violation (notice of violation) given (L477)")
    return applies(
        "'In lieu of enforcement proceedings, penalties and remedies ... the Director may impose "
        "upon a violator alternative compensatory actions, such as storm drain stenciling, "
        "attendance at compliance workshops, creek cleanup and the like' (L477)",
        flags=["L477 is at the Director's discretion; the chapter sets no criteria or amounts"],
    )


def _inspection_authority(ctx: Context) -> Outcome:
    """L387-389: the Director inspects, and an officer sets sampling devices, with consent or
    under a court-issued inspection warrant; never without either."""
    reasons = [
        "the Director may conduct reasonable inspections of facilities, activities or "
        "developments described in the chapter, 'with the consent of the property owner and/or "
        "the person possessing or controlling the property' (L387)",
        "'If such consent cannot be obtained, an inspection shall be conducted pursuant to a court "
        "issued inspection warrant' (L387): no entry without consent or a warrant",
        "an authorized enforcement officer may establish sampling or recording devices on a "
        "property 'With the consent of the owner or occupant or pursuant to an inspection "
        "warrant' (L389)",
    ]
    if ctx.has_condition("inspection_consent_refused"):
        reasons.insert(
            0,
            "consent to inspect refused (condition 'inspection_consent_refused'): the city may "
            "inspect or sample only under a court-issued inspection warrant (L387, L389)",
        )
    return applies(*reasons)


def _stricter(ctx: Context) -> Outcome:
    return applies(
        "'In the event of any conflict between this chapter and any federal or state law, "
        "regulation, permit or other ordinance of the city, the requirement which establishes "
        "the stricter standard shall govern' (L489): where the construction general permit, the "
        "industrial general permit or another city ordinance is stricter, it governs"
    )


ENFORCEMENT_RULES: list[ApplicabilityRule] = [
    _rule(
        "monitoring_at_owner_cost",
        "Monitoring and reports required by an enforcement officer, at the owner's cost",
        "facility_program",
        _monitoring,
        [c(391, 391, "shall be borne by the owner/operator of the facility", "inspection")],
        ["site.conditions"],
    ),
    _rule(
        "notice_of_violation_contents",
        "What a notice of violation may require",
        "facility_program",
        _nov_contents,
        [c(429, 437, "Such notice may require without limitation", "nov")],
        ["events"],
    ),
    _rule(
        "alternative_compensatory_actions",
        "Alternative compensatory actions in lieu of enforcement",
        "facility_program",
        _compensatory,
        [
            c(
                477,
                477,
                "alternative compensatory actions, such as storm drain stenciling",
                "compensatory",
            )
        ],
        ["events"],
    ),
    _rule(
        "inspection_and_sampling_authority",
        "City inspections and sampling: with consent or an inspection warrant",
        "facility_program",
        _inspection_authority,
        [
            c(
                387,
                387,
                "an inspection shall be conducted pursuant to a court issued inspection warrant",
                "inspection",
            ),
            c(
                389,
                389,
                "With the consent of the owner or occupant or pursuant to an inspection warrant",
                "inspection",
            ),
        ],
        ["site.conditions"],
    ),
    _rule(
        "stricter_standard_governs",
        "The stricter standard governs",
        "discharge_prohibition",
        _stricter,
        [c(489, 489, "the stricter standard shall govern", "Conflict with other law (L489)")],
    ),
]
