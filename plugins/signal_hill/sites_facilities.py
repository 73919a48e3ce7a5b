"""Facility duties, discharge prohibitions, reporting and inspections under Ch. 12.16 (outside
§§ 12.16.114 and 12.16.116): parking lot sweeping, industrial and commercial BMPs, treatment
system maintenance, federal and state permits, city inspections, prohibited discharges,
illicit connections and the notification and report of a discharge.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    applies,
    does_not_apply,
    negate,
)

from . import flags as F
from .common import (
    CO_DEDICATION,
    CO_HOA,
    CO_WASTE_NOT_TO_MS4,
    CO_WASTE_TO_MS4,
    FT_TREATMENT,
    PLAN_FACTS,
    S120,
    c,
    declared,
    either_condition,
)
from .sites_construction import COMMERCIAL_LIKE, land_use_in


# --------------------------------------------------------------------------- facilities
def _sweeping(ctx: Context) -> Outcome:
    spaces = ctx.area("parking_spaces", label="parking spaces", unit="spaces")
    answer = all_of(
        land_use_in(
            ctx,
            COMMERCIAL_LIKE,
            "an industrial and/or commercial parking lot (L315; L77: ownership is not a factor)",
            "not an industrial and/or commercial parking lot (L315)",
        ),
        spaces.more_than(25, "containing more than twenty-five parking spaces"),
    )
    return answer.outcome(
        applies=[
            "'conduct regular sweeping and other similar measures' to minimize pollutants and "
            "debris in the municipal storm drain system (L315)"
        ],
        flags=[F.SWEEPING],
    )


def _industrial(ctx: Context) -> Outcome:
    industrial = land_use_in(ctx, ("industrial",), "an industrial site", "not an industrial use")
    building = ctx.classification("construction_activity").because(
        "a construction site, which L355 counts as an industrial site ('including construction "
        "sites')"
    )
    answer = any_of(industrial, building)
    reasons = [
        "implement the minimum BMPs the Director designates to control pollutants in runoff to "
        "the MS4 (L355)"
    ]
    if industrial.yes:
        reasons += [
            "BMPs in the use, maintenance, repair and operation of all machinery and equipment "
            "(L313)",
            "BMPs to avoid discharge where oils or other petroleum fluids have been released or "
            "threaten to be released from machinery or vehicles (L297)",
        ]
    sensitive = any_of(
        ctx.is_true("affects_impaired_or_sensitive_waters"),
        ctx.is_true("discharges_to_sensitive_area"),
    )
    if sensitive.yes:
        reasons.append(
            "located in an ESA or tributary to an impaired water body: the Director may impose "
            "additional BMPs or controls (L355)"
        )
    return answer.outcome(applies=reasons)


def _commercial(ctx: Context) -> Outcome:
    answer = negate(
        land_use_in(
            ctx,
            ("industrial",),
            "an industrial use: see the finding on Director-designated BMPs for industrial sites "
            "(L355)",
            "a commercial (including institutional), residential or other non-industrial "
            "operation (L357)",
        )
    )
    reasons = [
        "implement the BMPs the Director requires to reduce pollutants in the MS4, and controls "
        "needed to avoid exceeding a water quality standard or to reduce pollutants reaching an "
        "ESA or impaired water (L357)"
    ]
    if ctx.get("land_use") in ("commercial", "mixed"):
        reasons.append(
            "BMPs in the use, maintenance, repair and operation of all machinery and equipment "
            "(L313)"
        )
    return answer.outcome(applies=reasons)


def _maintenance(ctx: Context) -> Outcome:
    from .lid114_plan import plan as lid_plan
    from .lid116 import plan as small_plan

    answer = any_of(
        declared(ctx, FT_TREATMENT, "a treatment system"),
        ctx.derived("lid114_plan", lid_plan).because(
            "a LID plan is required: the site will have LID BMPs"
        ),
        small_plan(ctx).because("a small site LID plan is required: the site will have LID BMPs"),
    )
    reasons = [
        "maintain clarifiers, separators, sediment ponds, LID BMPs and other treatment systems "
        "'at all times' in good working order, prevent vector breeding, keep safe access, and "
        "keep operation and maintenance documentation onsite at all times (L353)",
        "a transfer or lease must require the transferee to assume maintenance of, or replace, "
        "each LID BMP, and to inspect all LID BMPs at least once a year and retain proof (L534, "
        "L606)",
    ]
    if ctx.has_condition(CO_HOA):
        reasons.append(
            "LID BMPs in a homeowners' association common area: maintenance language in the "
            "CC&Rs and printed educational materials with the first deed transfer and every "
            "later sale (L536, L608)"
        )
    if ctx.has_condition(CO_DEDICATION):
        reasons.append(
            "LID BMPs in an area proposed for dedication stay the developer's responsibility "
            "until the dedication is accepted (L538, L610)"
        )
    return answer.outcome(applies=reasons, flags=[F.OM_RETENTION] if not answer.no else [])


def _federal_state(ctx: Context) -> Outcome:
    answer = any_of(
        ctx.classification("construction_activity"),
        land_use_in(
            ctx,
            ("commercial", "industrial", "mixed"),
            "commercial or industrial activity",
            "no commercial or industrial activity",
        ),
    )
    return answer.outcome(
        applies=[
            "comply with all storm water discharge requirements of US EPA, the State Board or "
            "the Regional Board; the City may require proof before issuing any grading, building "
            "or occupancy permit or license (L349)"
        ]
    )


def _inspections(ctx: Context) -> Outcome:
    return applies(
        "any private premises may be entered and inspected for compliance by the City Manager or "
        "the Director on twenty-four hour oral or written notice, unless exigent circumstances "
        "justify a shorter time (L664); the inspection may cover processes, discharge points, "
        "records, sampling, dye and smoke tests and monitoring devices (L666-686)",
        "in an imminent danger the City may enter, abate and restore without notice or consent "
        "(L700)",
    )


def _prohibitions(ctx: Context) -> Outcome:
    return applies(
        "'all non-storm water discharges to the municipal storm drain system are prohibited' "
        "except as permitted (L283); no illicit discharge (L285); prohibitions C-T (L287-321) "
        "apply to every person and property",
        "exempt or conditionally exempt discharges are those identified in Part III.A of the 2012 "
        "NPDES MS4 permit (L323), a list not in the ordinance; describe a discharge in "
        "'discharges' to check it",
        "no refuse, hazardous or infectious waste into the storm drain system or onto property "
        "except in proper containers (L337); no use of banned pesticides, herbicides or "
        "fungicides (L345)",
        "a violator of the prohibitions must immediately commence response action and reimburse "
        "the City's costs (L325)",
        flags=[F.EXEMPT_LIST_EXTERNAL],
    )


def _illicit_connections(ctx: Context) -> Outcome:
    return applies(
        "no person may construct, use, maintain, operate or permit an illicit connection on "
        "premises it owns, controls or operates (L277); any such connection 'shall be terminated "
        "and removed and/or otherwise sealed' as the Director approves (L279); roof drains and "
        "similar connections are not illicit connections (L69)",
        flags=[F.ILLICIT_CONNECTION_DEADLINE],
    )


def _waste_to_ms4(ctx: Context) -> Tri:
    """Whether recorded refuse or hazardous waste (L337) reached the municipal storm drain
    system: L337 forbids it there 'or onto any public or private property', while the notice
    duties follow only 'a Discharge of a Pollutant ... to the municipal storm drain system'
    (L331)."""
    return either_condition(
        ctx,
        CO_WASTE_TO_MS4,
        CO_WASTE_NOT_TO_MS4,
        "the waste reached the municipal storm drain system: a discharge of a pollutant "
        "(hazardous substances are pollutants, L135) 'to the municipal storm drain system' (L331)",
        "the waste stayed on property: L337 is violated, but no discharge 'to the municipal "
        "storm drain system' (L331) starts the notice duties",
        "did the discharged waste reach the municipal storm drain system (L331, L337)?",
    )


def _reporting(ctx: Context) -> Outcome:
    events = [e for e in ctx.scenario.events if e.kind == "pollutant_discharge"]
    wastes = [e for e in ctx.scenario.events if e.kind == "waste_discharged"]
    violations = [
        v for v in ctx.scenario.violations if v.kind in ("illicit_discharge", "failure_to_report")
    ]
    duties = (
        "notify the Director immediately by telephone or in person: location, date and time, type "
        "and concentration of the volume discharged, corrective action (L331)",
        "written notification within forty-eight hours of the discharge (L331)",
        "detailed written report within ten calendar days: cause, date and time, type, "
        "concentration and volume, location, information to explain potential impacts, corrective "
        "and preventive measures (L333); filing it is not a waiver of liability (L333)",
    )
    if not events and not violations:
        if wastes:
            waste = _waste_to_ms4(ctx).because(
                f"events include {len(wastes)} 'waste_discharged' (L337)"
            )
            return waste.outcome(
                applies=[
                    *duties,
                    "record the discharge as a 'pollutant_discharge' event to date the notices",
                ],
                flags=[F.NOTICE_GARBLED],
            )
        return does_not_apply(
            "no discharge of a pollutant is recorded (events 'pollutant_discharge' or "
            "'waste_discharged', or violations 'illicit_discharge'); the duty arises on any "
            "discharge resulting from a violation (L331)"
        )
    why = (
        f"events include {len(events)} 'pollutant_discharge'"
        if events
        else "violations include an illicit discharge"
    )
    return applies(why, *duties, flags=[F.NOTICE_GARBLED])


FACILITY_DISCHARGE_RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="parking_lot_sweeping",
        title="Industrial/commercial parking lots of more than 25 spaces: regular sweeping",
        category="facility_program",
        evaluate=_sweeping,
        citations=(
            c(
                315,
                315,
                "containing more than twenty-five parking spaces shall conduct regular sweeping",
                "discharge prohibitions Q",
            ),
        ),
        uses=("site.land_use", "site.parking_spaces"),
    ),
    ApplicabilityRule(
        id="industrial_site_bmps",
        title="Industrial sites (including construction sites): Director-designated BMPs",
        category="facility_program",
        evaluate=_industrial,
        citations=(
            c(355, 355, "any industrial site (including construction sites)", "BMPs B"),
            c(
                313,
                313,
                "shall use BMPs in the use, maintenance, repair and operation of all machinery",
                "discharge prohibitions P",
            ),
            c(
                297,
                297,
                "unmitigated release or a threat of release of leaking oils",
                "discharge prohibitions H",
            ),
        ),
        uses=(
            "site.land_use",
            "site.disturbed_area_sqft",
            "site.affects_impaired_or_sensitive_waters",
            "site.discharges_to_sensitive_area",
        ),
    ),
    ApplicabilityRule(
        id="commercial_residential_bmps",
        title="Commercial, residential and other non-industrial uses: required BMPs",
        category="facility_program",
        evaluate=_commercial,
        citations=(
            c(
                357,
                357,
                "any commercial (including institutional) or residential facility",
                "BMPs C",
            ),
            c(
                313,
                313,
                "All owners or operators of industrial and/or commercial property",
                "discharge prohibitions P",
            ),
        ),
        uses=("site.land_use",),
    ),
    ApplicabilityRule(
        id="treatment_system_maintenance",
        title="Treatment systems and LID BMPs: maintenance, records, transfer conditions",
        category="bmp_maintenance",
        evaluate=_maintenance,
        citations=(
            c(
                353,
                353,
                "shall at all times maintain such systems in good working order and repair",
                "BMPs A",
            ),
            c(
                353,
                353,
                "Documentation on operation and maintenance activities shall be retained onsite",
                "BMPs A",
            ),
            c(
                534,
                534,
                "conduct maintenance inspections of all LID BMPs at least once a year",
                "12.16.114(I)(1)",
            ),
            c(536, 536, "conditions, covenants and restrictions (CC&Rs)", "12.16.114(I)(2)"),
            c(
                538,
                538,
                "the responsibility of the developer until the dedication is accepted",
                "12.16.114(I)(3)",
            ),
            c(
                606,
                606,
                "assume responsibility for maintenance of any existing LID BMP",
                "12.16.116(G)(1)",
            ),
        ),
        uses=PLAN_FACTS,
    ),
    ApplicabilityRule(
        id="federal_state_permit_compliance",
        title="Commercial, industrial and construction activity: comply with federal and state "
        "storm water requirements",
        category="facility_program",
        evaluate=_federal_state,
        citations=(
            c(
                349,
                349,
                "shall comply with all storm water discharge requirements",
                "permit compliance",
            ),
            c(
                349,
                349,
                "prior to the issuance of any grading, building or occupancy permit",
                "permit compliance",
            ),
        ),
        uses=("site.land_use", "site.disturbed_area_sqft", "site.project_type"),
    ),
    ApplicabilityRule(
        id="city_inspections",
        title="Inspections on twenty-four hour notice; entry without notice in imminent danger",
        category="facility_program",
        evaluate=_inspections,
        citations=(
            c(664, 664, "on twenty-four hour oral or written notice", f"{S120}(A)"),
            c(700, 700, "without notice to or consent from the owner or occupant", f"{S120}(B)(5)"),
        ),
        uses=(),
    ),
    ApplicabilityRule(
        id="discharge_prohibitions",
        title="Prohibited discharges to the municipal storm drain system",
        category="discharge_prohibition",
        evaluate=_prohibitions,
        citations=(
            c(
                283,
                283,
                "all non-storm water discharges to the municipal storm drain system are prohibited",
                "discharge prohibitions A",
            ),
            c(
                323,
                323,
                "Discharges Identified in Part III.A of the 2012 NPDES MS4 permit",
                "discharge prohibitions U",
            ),
            c(
                325,
                325,
                "shall immediately commence all appropriate response action",
                "discharge prohibitions V",
            ),
            c(337, 337, "into the municipal storm drain system", "refuse and hazardous waste A"),
            c(345, 345, "the manufacture of which has been prohibited", "banned pesticides"),
        ),
        uses=("discharges",),
    ),
    ApplicabilityRule(
        id="illicit_connections",
        title="Illicit connections prohibited; existing ones terminated, removed or sealed",
        category="discharge_prohibition",
        evaluate=_illicit_connections,
        citations=(
            c(277, 277, "permit the existence of any Illicit Connection", "illicit connections A"),
            c(
                279,
                279,
                "shall be terminated and removed and/or otherwise sealed",
                "illicit connections B",
            ),
            c(69, 69, "excluding roof drains and other similar type connections", "definitions FF"),
        ),
        uses=(),
    ),
    ApplicabilityRule(
        id="discharge_notification_and_report",
        title="Discharge of a pollutant: immediate notice, written notice in 48 hours, report in "
        "10 calendar days",
        category="spill_response",
        evaluate=_reporting,
        citations=(
            c(
                331,
                331,
                "shall immediately notify the Director by telephone or in person",
                "notification A",
            ),
            c(331, 331, "within forty-eight hours of the discharge", "notification A"),
            c(333, 333, "within ten calendar days after any such Discharge", "notification B"),
        ),
        uses=("events", "violations", "site.conditions"),
    ),
]
