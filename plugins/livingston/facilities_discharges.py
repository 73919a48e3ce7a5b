"""Livingston facility duties and discharges: industrial permit proof, business SWPPPs, hazmat
plans, CASQA BMPs, irrigation runoff, unlawful connections, releases and watercourses.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    any_of,
    applies,
    does_not_apply,
    needs_info,
)

from .common import c
from .flags import F_IGP_EXTERNAL, F_RELEASE_TIMES, F_SOURCE_EXTERNAL
from .rule_helpers import _rule
from .vocabulary import (
    ACTIVITIES,
    FACILITY_TYPES,
    IGP_EXAMPLES,
)

#: Facility types the chapter names as uses of premises (L137, L243, L337); a recycled-water
#: pond is L129's own duty, not a polluting use.
POLLUTING_FACILITIES = tuple(f for f in FACILITY_TYPES if f != "recycled_water_pond")


# --------------------------------------------------------------------------- facilities, discharges
def _igp(ctx: Context) -> Outcome:
    if ctx.has_condition("igp_coverage_required"):
        return applies(
            "required by federal or state law to submit an NOI (condition "
            "'igp_coverage_required'): 'shall provide proof of permit coverage and the stormwater "
            "pollution prevention plan (SWPPP) to the Director upon request' (L135)",
            flags=[F_IGP_EXTERNAL],
        )
    example = ctx.includes(
        "facility_types", *IGP_EXAMPLES, label="a facility the text names as an example (L137)"
    )
    if example.no:
        return does_not_apply(
            "no NOI requirement given (condition 'igp_coverage_required') and no facility type "
            "the text names as an example (L137)",
            *example.reasons,
            flags=[F_IGP_EXTERNAL],
        )
    return needs_info(
        *example.reasons,
        "facilities 'required by federal or state law to submit a notice of intent' (L135) 'may "
        "include' these (L137): confirm against IGP attachment A and add condition "
        "'igp_coverage_required' if so",
        flags=[F_IGP_EXTERNAL],
        missing=list(example.missing),
    )


def _business_swppp(ctx: Context) -> Outcome:
    if ctx.has_condition("swppp_required_by_city"):
        return applies(
            "the enforcement official required a SWPPP (condition 'swppp_required_by_city'): it "
            "'shall include an employee training program' (L143)"
        )
    return does_not_apply(
        "no SWPPP required by the enforcement official (condition 'swppp_required_by_city'); "
        "the official 'may require' one of a business whose activities may result in pollutant "
        "discharges (L143)"
    )


def _hazmat(ctx: Context) -> Outcome:
    reasons = []
    if ctx.has_condition("hazmat_business_plan"):
        reasons.append(
            "hazardous materials release response and inventory plan: include provisions for "
            "compliance with this chapter (L145)"
        )
    if ctx.has_condition("hazwaste_contingency_plan"):
        reasons.append(
            "hazardous waste generator contingency plan: include provisions for compliance with "
            "this chapter (L147)"
        )
    if not reasons:
        return does_not_apply(
            "no hazardous materials or hazardous waste plan required of the business (conditions "
            "'hazmat_business_plan', 'hazwaste_contingency_plan'; L145-147)"
        )
    return applies(*reasons)


def _casqa_bmps(ctx: Context) -> Outcome:
    """L139: 'any activity or use of premises that may cause or contribute to stormwater
    pollution': a pollutant-generating activity (L237-257) or a facility the chapter names."""
    activity = ctx.includes(
        "activities", *ACTIVITIES, label="a pollutant-generating activity or source (L237-257)"
    )
    facility = ctx.includes(
        "facility_types", *POLLUTING_FACILITIES, label="a use of premises the chapter names"
    )
    return any_of(activity, facility).outcome(
        applies=[
            "activity or use of premises that may cause or contribute to stormwater pollution: "
            "'shall comply with best management practice (BMPs) consistent with the California "
            "Stormwater Quality Association (CASQA)' handbooks (L139)"
        ],
        does_not_apply=[
            "no activity or use of premises that may cause or contribute to stormwater "
            "pollution (L139)"
        ],
        flags=[F_SOURCE_EXTERNAL],
    )


def _irrigated(ctx: Context) -> Tri:
    """Does the site irrigate (L121-127)? Stated as a condition, as the activity (any
    ordinance's irrigation term read as it), or presupposed by a recorded leak or an
    excess-irrigation violation (an event implies the facts it presupposes); open while the
    activity list is not given."""
    if ctx.has_condition("irrigated_landscape"):
        return Tri(True, ("irrigated landscape (condition 'irrigated_landscape')",))
    if any(e.kind == "irrigation_leak_learned" for e in ctx.scenario.events):
        return Tri(
            True,
            (
                "an irrigation leak is recorded (event 'irrigation_leak_learned'): the site "
                "irrigates",
            ),
        )
    if any(v.kind == "excess_irrigation_runoff" for v in ctx.scenario.violations):
        return Tri(True, ("excess irrigation runoff is recorded (violation): the site irrigates",))
    return ctx.includes("activities", "landscape_irrigation", label="landscape irrigation")


def _pond(ctx: Context) -> Tri:
    """Does the site have a pond containing recycled water (L129)?"""
    if ctx.has_condition("recycled_water_pond"):
        return Tri(True, ("recycled-water pond (condition 'recycled_water_pond')",))
    if any(e.kind == "recycled_pond_discharge" for e in ctx.scenario.events):
        return Tri(
            True,
            (
                "a recycled-water pond discharge is recorded (event 'recycled_pond_discharge'): "
                "the site has the pond",
            ),
        )
    return ctx.includes(
        "facility_types", "recycled_water_pond", label="a pond containing recycled water"
    )


def _irrigation(ctx: Context) -> Outcome:
    irrigated, pond = _irrigated(ctx), _pond(ctx)
    reasons: list[str] = []
    if irrigated.yes:
        reasons += [
            *irrigated.reasons,
            "no irrigation runoff in excess of incidental runoff (L121)",
            "detect leaks and correct them within 72 hours of learning of the leak (L123)",
            "properly design and aim sprinkler heads (L125); do not irrigate during precipitation "
            "(L127)",
        ]
    if pond.yes:
        reasons += [
            *pond.reasons,
            "recycled-water pond: no discharge unless the result of a 25-year, 24-hour storm event "
            "or greater, and then e-mail the regional water board no later than 24 hours after "
            "(L129)",
        ]
    if not reasons:
        return any_of(irrigated, pond).outcome(
            does_not_apply=[
                "no irrigated landscape or recycled-water pond (conditions 'irrigated_landscape', "
                "'recycled_water_pond', or a recorded leak or pond discharge; L121-129)"
            ],
            needs_info=[
                "whether the site irrigates or has a recycled-water pond decides L121-129 "
                "(or state condition 'irrigated_landscape' / 'recycled_water_pond')"
            ],
        )
    flags = [
        "AMB-21: the permissible categories (C)2 name only (C)3-(C)5 as overrides, not (C)6 "
        "irrigation (L75)"
    ]
    if pond.yes:
        flags.append(
            "AMB-24: the 'appropriate regional water board' and 'permit identification number' "
            "assume a permit the chapter does not identify (L129)"
        )
    return applies(*reasons, flags=flags)


def _connections(ctx: Context) -> Outcome:
    reasons = []
    if ctx.has_condition("sewage_connection"):
        reasons.append(
            "'connects a line conveying sewage to a stormwater conveyance system, or allows such a "
            "connection to continue' is a violation (L119)"
        )
    if ctx.has_condition("unpermitted_storm_drain_connection"):
        reasons.append(
            "a connection not permitted by the city is an 'unlawful connection' (L47); no person "
            "shall 'establish, use, maintain or continue' one that has caused or is likely to "
            "cause a violation; the prohibition is retroactive (L119)"
        )
    if not reasons:
        return does_not_apply(
            "no unpermitted or sewage connection given (conditions 'unpermitted_storm_drain_"
            "connection', 'sewage_connection'; L119)"
        )
    return applies(*reasons)


def _release(ctx: Context) -> Outcome:
    spills = [e for e in ctx.scenario.events if e.kind == "spill_discovered"]
    reasons = [
        "persons in charge of a facility, activity or development train personnel and keep "
        "notification procedures to assure immediate notification of any suspected, confirmed, or "
        "unconfirmed release (L377)",
        "on knowledge of a discharge: find its source and extent, contain and clean up promptly "
        "(L377)",
        "notify the Director or City Engineer by telephone as soon as practical (9-1-1 if "
        "hazardous materials are involved) and by written report (L379-383)",
    ]
    if spills:
        reasons.insert(
            0, f"{len(spills)} release(s) discovered: " + ", ".join(str(e.at) for e in spills)
        )
    return applies(*reasons, flags=[F_RELEASE_TIMES])


def _watercourse(ctx: Context) -> Outcome:
    if not ctx.has_condition("watercourse_on_property"):
        return does_not_apply(
            "no watercourse or public canal originates in or passes through the property "
            "(condition 'watercourse_on_property'; L369)"
        )
    return applies(
        "keep the watercourse free of trash, debris and other obstacles; do not remove healthy "
        "bank vegetation beyond maintenance needs; stabilize to a reasonable standard as "
        "determined by the Director (L369)",
        "maintain existing privately owned structures in or next to it (L371)",
        "comply with state and federal wetland and waterway rules (L373)",
    )


FACILITY_DISCHARGE_RULES: list[ApplicabilityRule] = [
    _rule(
        "industrial_permit_proof",
        "Proof of NPDES permit coverage and SWPPP on request",
        "facility_program",
        _igp,
        [
            c(
                135,
                135,
                "shall provide proof of permit coverage and the stormwater pollution prevention "
                "plan",
                "industrial",
            ),
            c(
                137,
                137,
                "identified in attachment A of the state’s industrial general permit",
                "industrial",
            ),
        ],
        ["site.conditions", "site.facility_types"],
    ),
    _rule(
        "business_swppp",
        "Business SWPPP with an employee training program",
        "facility_program",
        _business_swppp,
        [c(143, 143, "which shall include an employee training program", "industrial")],
        ["site.conditions"],
    ),
    _rule(
        "hazmat_plan_coordination",
        "Hazardous materials and hazardous waste plans include this chapter",
        "facility_program",
        _hazmat,
        [
            c(
                145,
                145,
                "shall include in that plan provisions for compliance with this chapter",
                "industrial",
            ),
            c(
                147,
                147,
                "hazardous waste generator contingency plan and emergency procedures",
                "industrial",
            ),
        ],
        ["site.conditions"],
    ),
    _rule(
        "casqa_bmps",
        "BMPs consistent with the CASQA handbooks for polluting activities",
        "facility_program",
        _casqa_bmps,
        [
            c(
                139,
                139,
                "undertaking any activity or use of premises that may cause or contribute to "
                "stormwater pollution",
                "industrial",
            )
        ],
        ["site.activities", "site.facility_types"],
    ),
    _rule(
        "irrigation_runoff",
        "Excess irrigation runoff and recycled-water ponds",
        "discharge_prohibition",
        _irrigation,
        [
            c(
                121,
                121,
                "No person shall allow irrigation runoff in excess of incidental runoff to occur",
                "prohibitions",
            ),
            c(
                123,
                123,
                "correct the leaks within 72 hours of learning of the leak",
                "prohibitions",
            ),
            c(129, 129, "no later than 24 hours after the discharge", "prohibitions"),
        ],
        ["site.conditions", "site.activities", "site.facility_types", "events", "violations"],
    ),
    _rule(
        "unlawful_connections",
        "Unlawful and sewage connections to the storm drain system",
        "discharge_prohibition",
        _connections,
        [
            c(
                47,
                47,
                "Any physical connection to a storm drain system which has not been permitted by "
                "the city",
                "definitions",
            ),
            c(119, 119, "This prohibition is retroactive", "prohibitions"),
        ],
        ["site.conditions"],
    ),
    _rule(
        "release_notification",
        "Release response: immediate notification, cleanup, telephone and written report",
        "spill_response",
        _release,
        [
            c(377, 377, "to assure immediate notification is provided to the city", "release"),
            c(381, 383, "By written report identifying the discharge source", "release"),
        ],
        ["events"],
    ),
    _rule(
        "watercourse_maintenance",
        "Watercourses on private property kept free of trash and obstacles",
        "bmp_maintenance",
        _watercourse,
        [
            c(
                369,
                369,
                "shall keep and maintain that part of the watercourse within the property free of "
                "trash",
                "watercourse",
            ),
            c(
                371,
                373,
                "Maintenance must be done in a manner that does not adversely impact waterway "
                "species",
                "watercourse",
            ),
        ],
        ["site.conditions"],
    ),
]
