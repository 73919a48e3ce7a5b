"""Duties that are not about construction or post-construction design: commercial and
industrial facilities (L265-267), the discharge prohibitions and illicit connections
(L193-247), MS4 access suspension (L249-261), spills and releases (L689), landscape runoff and
recycled-water ponds (L229-237).

Site facts read: ``facility_types`` (``commercial_facility``, ``industrial_facility``,
``recycled_water_pond``), ``land_use``, ``activities`` (``landscape_irrigation``),
``conditions`` (``ms4_access_suspended``, ``ms4_access_terminated``), and the scenario's
violations and events.
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule, Context, Outcome, Tri, any_of, applies, does_not_apply

from . import flags as F
from .classes import COMMERCIAL, INDUSTRIAL
from .common import c
from .construction import follows

RECYCLED_POND = "recycled_water_pond"
FACILITY_TYPES = {
    COMMERCIAL: "Commercial facility or commercial activities/operations (L265)",
    INDUSTRIAL: "Industrial facility or industrial activities/operations (L265)",
    RECYCLED_POND: "Pond containing recycled water (L237)",
}
LANDSCAPE = "landscape_irrigation"
ACTIVITIES = {LANDSCAPE: "Irrigation of landscaped areas (incidental runoff controls, L229-237)"}
MS4_SUSPENDED = "ms4_access_suspended"
MS4_TERMINATED = "ms4_access_terminated"

_DISCHARGES = "Discharge prohibitions"

_FACILITY_APPLIES = (
    "where the activities 'will, or may, result in pollutants entering stormwater', first obtain "
    "any required NPDES stormwater permit (L265)",
    "install and maintain BMPs 'consistent with the CASQA industrial/commercial BMP handbook or "
    "equivalent', designed to implement this chapter and any permit (L265)",
)
_DOCUMENTS = (
    "the city manager may require documentation of permit coverage and "
    "compliance: notice of intent, SWPPPs, inspection reports, monitoring results and other "
    "information (L267); the chapter sets no response time"
)
_SPILL_RECORD = (
    "if prohibited materials are discharged from the establishment, keep an "
    "on-site written record of the discharge and the action taken to prevent its recurrence "
    "'for at least five years' (L689)"
)


def _facility_rule(ctx: Context) -> Outcome:
    return follows(ctx, "commercial_industrial", _FACILITY_APPLIES)


def _facility_documents_rule(ctx: Context) -> Outcome:
    return follows(ctx, "commercial_industrial", [_DOCUMENTS])


def _facility_spill_record_rule(ctx: Context) -> Outcome:
    return follows(ctx, "commercial_industrial", [_SPILL_RECORD])


_FEASIBLE = (
    "applies to any person 'engaged in activities, which will or may result in pollutants "
    "entering the city storm drainage system': 'undertake all feasible measures to reduce the "
    "introduction of such pollutants, including the implementation of LID techniques' (L655)",
    "where BMP requirements are promulgated by the city or a federal, state or regional agency "
    "for an activity, operation or facility, every person undertaking it shall comply with "
    "them (L655)",
)


def _feasible_measures_rule(ctx: Context) -> Outcome:
    return Outcome("applies", list(_FEASIBLE))


_PROHIBITION = (
    "applies to every person: 'No person shall discharge or cause to be discharged into the "
    "municipal storm drain system or watercourses any materials ... other than stormwater' (L195)",
    "exceptions: the fifteen exempt discharges (L199-229), discharges the city specifies in "
    "writing as necessary for public health and safety (L239), dye testing with prior verbal "
    "notice (L241), and NPDES-permitted discharges in full compliance with written approval "
    "(L243); check a described discharge with the discharge checker",
)


def _prohibition_rule(ctx: Context) -> Outcome:
    return Outcome("applies", list(_PROHIBITION), [])


def _illicit_connection_rule(ctx: Context) -> Outcome:
    lines = [
        "applies to every premises: 'The construction, use, maintenance, or continued existence of "
        "illicit connections to the storm drain are prohibited' (L247)",
        "including 'illicit connections made in the past, regardless of whether the connection "
        "was permissible' at the time (L247); connecting a line conveying sewage to the MS4, or "
        "allowing it to continue, is a violation (L247)",
        "illicit connections include connections from indoor drains and sinks and unpermitted "
        "connections to the POTW (L83-91)",
    ]
    for v in ctx.scenario.violations:
        if v.kind == "illicit_connection":
            lines.append(
                "the scenario records the violation 'illicit_connection': the connection must be "
                "removed"
            )
            break
    return Outcome("applies", lines, [])


def _ms4_rule(ctx: Context) -> Outcome:
    conditions = set(ctx.site.conditions)
    recorded = [
        v.kind
        for v in ctx.scenario.violations
        if v.kind in ("illicit_discharge", "illicit_connection")
    ]
    if MS4_SUSPENDED in conditions or MS4_TERMINATED in conditions:
        state = "suspended" if MS4_SUSPENDED in conditions else "terminated"
        return applies(
            f"MS4 access {state} (site.conditions "
            f"'{MS4_SUSPENDED if state == 'suspended' else MS4_TERMINATED}')",
            "a person 'commits an offense if the person reinstates MS4 access to premises "
            "terminated pursuant to this section, without the prior approval of the city manager' "
            "(L261)",
            "termination may be petitioned for reconsideration and hearing (L259)",
        )
    if recorded:
        return applies(
            "the scenario records the violations "
            + ", ".join(f"'{kind}'" for kind in sorted(set(recorded))),
            "the city manager may, without prior notice, suspend MS4 discharge access to stop a "
            "discharge presenting 'imminent and substantial danger' (L253), and may terminate the "
            "access of a person discharging in violation 'if such termination would abate or "
            "reduce an illicit discharge', after notice of the proposed termination (L259)",
        )
    return does_not_apply(
        "no illicit discharge or connection recorded and no MS4 access suspension "
        "(site.conditions) (L253, L259)"
    )


def _spill_rule(ctx: Context) -> Outcome:
    lines = [
        "applies to any person responsible for a facility or operation, or for its emergency "
        "response, on information of a known or suspected release: 'take all necessary steps to "
        "ensure the discovery, containment, and cleanup of such release' (L689)",
        "hazardous materials: 'immediately notify emergency response agencies of the occurrence "
        "via emergency dispatch services' (L689)",
        "non-hazardous materials: notify the city in person, by the designated phone number or "
        "the designated electronic address 'no later than the next working day'; confirm "
        "in-person or phone notices by written notice mailed to the city manager within three "
        "working days (L689)",
    ]
    spills = [
        e
        for e in ctx.scenario.events
        if e.kind in ("nonhazardous_spill_discovered", "hazardous_release_discovered")
    ]
    if spills:
        lines.append(f"{len(spills)} release event(s) recorded: see the deadlines")
    return Outcome("applies", lines, [])


def _recorded(ctx: Context, kind: str, means: str) -> Tri:
    """Yes when an event of ``kind`` is recorded: it shows the activity or facility it
    concerns (review 2026-12-03 defect 19: a learned irrigation leak means irrigation on site,
    L231); no otherwise."""
    at = [e.at.isoformat() for e in ctx.scenario.events if e.kind == kind]
    if not at:
        return Tri(False, (f"no '{kind}' event",))
    return Tri(True, (f"event '{kind}' recorded ({', '.join(at)}): {means}",))


_LANDSCAPE_APPLIES = (
    "incidental runoff is exempt, but 'Discharges in excess of an amount deemed to be incidental "
    "runoff shall be controlled' (L229)",
    "parties responsible for runoff in excess of incidental runoff shall (a) detect and correct "
    "leaks 'within seventy two hours of learning of the leak', (b) properly design and aim "
    "sprinkler heads, (c) not irrigate during precipitation events (L231-235)",
    "runoff is not incidental if it is part of the facility design, due to excessive "
    "application, intentional overflow or application, or negligence (L95)",
)


def _landscape_rule(ctx: Context) -> Outcome:
    leak = _recorded(
        ctx, "irrigation_leak_learned", "an irrigation leak means landscape irrigation (L231)"
    )
    listed = ctx.includes("activities", LANDSCAPE, label="landscape irrigation")
    return any_of(leak, listed).outcome(
        applies=_LANDSCAPE_APPLIES, does_not_apply=["no landscape irrigation on the site"]
    )


_POND_APPLIES = (
    "manage it 'such that no discharge occurs unless the discharge is a result of a twenty-five "
    "year, twenty four hour storm event or greater' (L237)",
    "after such a discharge, notify the regional water board by email 'no later than twenty four "
    "hours after the discharge', with the pond owner's name and permit identification number "
    "(L237)",
)


def _pond_rule(ctx: Context) -> Outcome:
    spilled = _recorded(
        ctx, "recycled_pond_discharge", "a discharge from a recycled-water pond means a pond (L237)"
    )
    listed = ctx.includes("facility_types", RECYCLED_POND, label="a pond containing recycled water")
    return any_of(spilled, listed).outcome(
        applies=_POND_APPLIES, does_not_apply=["no pond containing recycled water on the site"]
    )


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="commercial_industrial_facility",
        title="Commercial and industrial facilities: required NPDES permit and CASQA BMPs",
        category="facility_program",
        citations=(
            c(
                265,
                265,
                "shall first obtain any required NPDES stormwater permit",
                "Industrial/commercial A",
            ),
            c(
                265,
                265,
                "consistent with the CASQA industrial/commercial BMP handbook or equivalent",
                "Industrial/commercial A",
            ),
        ),
        evaluate=_facility_rule,
        uses=("site.facility_types", "site.land_use"),
        flags=(F.A14_FACILITY_PERMIT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="facility_documents_on_request",
        title="Commercial and industrial facilities: permit and compliance documents on request",
        category="facility_program",
        citations=(
            c(
                267,
                267,
                "may require documentation demonstrating coverage by and compliance with any "
                "applicable permit",
                "Industrial/commercial B",
            ),
        ),
        evaluate=_facility_documents_rule,
        uses=("site.facility_types", "site.land_use"),
    ),
    ApplicabilityRule(
        id="facility_spill_records",
        title="Commercial and industrial establishments: on-site record of a discharge, kept five "
        "years",
        category="spill_response",
        citations=(
            c(689, 689, "retain an on-site written record of the discharge", "Spills and releases"),
            c(
                689,
                689,
                "Such records shall be retained for at least five years",
                "Spills and releases",
            ),
        ),
        evaluate=_facility_spill_record_rule,
        uses=("site.facility_types", "site.land_use"),
    ),
    ApplicabilityRule(
        id="feasible_measures_lid",
        title="All feasible measures to reduce pollutants, including LID techniques; comply with "
        "promulgated BMP requirements",
        category="source_controls",
        citations=(
            c(
                655,
                655,
                "shall undertake all feasible measures to reduce the introduction of such "
                "pollutants",
                "Post-construction",
            ),
            c(655, 655, "including the implementation of LID techniques", "Post-construction"),
        ),
        evaluate=_feasible_measures_rule,
    ),
    ApplicabilityRule(
        id="discharge_prohibition",
        title="Prohibition of illegal (non-stormwater) discharges",
        category="discharge_prohibition",
        citations=(
            c(
                195,
                195,
                "No person shall discharge or cause to be discharged into the municipal storm "
                "drain system",
                f"{_DISCHARGES} A.1",
            ),
            c(197, 197, "is prohibited except as described as follows", f"{_DISCHARGES} A.1"),
            c(
                93,
                93,
                "includes all non-stormwater discharges not composed entirely of stormwater",
                "Definitions: Illicit discharge",
            ),
        ),
        evaluate=_prohibition_rule,
        flags=(F.A15_PROHIBITION_SCOPE,),
    ),
    ApplicabilityRule(
        id="illicit_connections",
        title="Prohibition of illicit connections, including connections made in the past",
        category="discharge_prohibition",
        citations=(
            c(
                247,
                247,
                "illicit connections made in the past, regardless of whether the connection was "
                "permissible",
                f"{_DISCHARGES} A.2.a",
            ),
            c(247, 247, "connects a line conveying sewage to the MS4", f"{_DISCHARGES} A.2.a"),
            c(
                87,
                87,
                "Any connection to the storm drain system from indoor drains and sinks",
                "Definitions: Illicit connection",
            ),
        ),
        evaluate=_illicit_connection_rule,
        uses=("violations",),
    ),
    ApplicabilityRule(
        id="ms4_access_suspension",
        title="Suspension or termination of MS4 access; reinstating access without approval is an "
        "offense",
        category="discharge_prohibition",
        citations=(
            c(
                253,
                253,
                "may, without prior notice, suspend MS4 discharge access",
                "MS4 access B.1.a",
            ),
            c(
                259,
                259,
                "may have their MS4 access terminated if such termination would abate or reduce an "
                "illicit discharge",
                "MS4 access B.2.a",
            ),
            c(
                261,
                261,
                "commits an offense if the person reinstates MS4 access",
                "MS4 access B.2.b",
            ),
        ),
        evaluate=_ms4_rule,
        uses=("site.conditions", "violations"),
        flags=(F.A2_PETITION_XREF, F.A19_MS4_PETITION),
    ),
    ApplicabilityRule(
        id="spill_response",
        title="Known or suspected releases: contain, clean up and notify",
        category="spill_response",
        citations=(
            c(
                689,
                689,
                "take all necessary steps to ensure the discovery, containment, and cleanup",
                "Spills and releases",
            ),
            c(689, 689, "immediately notify emergency response agencies", "Spills and releases"),
            c(689, 689, "no later than the next working day", "Spills and releases"),
            c(689, 689, "within three working days of the phone notice", "Spills and releases"),
        ),
        evaluate=_spill_rule,
        uses=("events",),
        flags=(F.A29_SPILL_CONFIRMATION, F.A20_WORKING_DAY),
    ),
    ApplicabilityRule(
        id="landscape_runoff_controls",
        title="Landscape irrigation: incidental runoff and controls on runoff beyond it",
        category="source_controls",
        citations=(
            c(
                229,
                229,
                "Discharges in excess of an amount deemed to be incidental runoff shall be "
                "controlled",
                f"{_DISCHARGES} A.1.a.15",
            ),
            c(
                231,
                231,
                "correct the leaks within seventy two hours of learning of the leak",
                f"{_DISCHARGES} A.1.a.15.a",
            ),
            c(233, 235, "Not irrigate during precipitation events", f"{_DISCHARGES} A.1.a.15.b-c"),
            c(
                95,
                95,
                "Water leaving an intended use area is not considered incidental",
                "Definitions: Incidental runoff",
            ),
        ),
        evaluate=_landscape_rule,
        uses=("site.activities", "events"),
        flags=(F.A3_INCIDENTAL_XREF,),
    ),
    ApplicabilityRule(
        id="recycled_water_pond",
        title="Ponds containing recycled water: no discharge below a 25-year, 24-hour storm; "
        "email notice",
        category="source_controls",
        citations=(
            c(
                237,
                237,
                "twenty-five year, twenty four hour storm event or greater",
                f"{_DISCHARGES} A.1.a.15.d",
            ),
            c(
                237,
                237,
                "notified by email no later than twenty four hours after the discharge",
                f"{_DISCHARGES} A.1.a.15.d",
            ),
        ),
        evaluate=_pond_rule,
        uses=("site.facility_types", "events"),
        flags=(F.A3_INCIDENTAL_XREF,),
    ),
]
