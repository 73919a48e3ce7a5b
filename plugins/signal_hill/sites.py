"""Vacant parcels, construction sites, facility duties, discharge prohibitions, reporting and
inspections: the parts of Ch. 12.16 outside §§ 12.16.114 and 12.16.116.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Classification,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    applies,
    does_not_apply,
    negate,
    unknown,
)

from . import flags as F
from .common import (
    ACRE_SQFT,
    CO_CONTIGUOUS,
    CO_DEDICATION,
    CO_HOA,
    CO_PERMITTED_STRUCTURE,
    CO_REPAVING,
    CO_WAIVER,
    FT_TREATMENT,
    S120,
    c,
    condition,
    declared,
    ext,
    kind_in,
)

CONSTRUCTION_TYPES = ("new_development", "redevelopment", "road", "linear_utility")
COMMERCIAL_LIKE = ("commercial", "industrial", "mixed", "public")


def land_use_in(ctx: Context, uses: tuple[str, ...], yes: str, no: str) -> Tri:
    land_use = ctx.get("land_use")
    if land_use is None:
        return unknown("site.land_use")
    if land_use in uses:
        return Tri(True, (f"site.land_use = {land_use}: {yes}",))
    return Tri(False, (f"site.land_use = {land_use}: {no}",))


# --------------------------------------------------------------------------- vacant parcels
def vacant(ctx: Context) -> Tri:
    """A vacant parcel (or vacant area) of one acre or more (L231, L239, L251, L626)."""
    wording = "equal to or greater than 43,560 square feet (one acre or more)"
    if ctx.has_condition(CO_CONTIGUOUS):
        label = "contiguous vacant parcels of one owner, taken together (L231)"
    elif ctx.has_condition(CO_PERMITTED_STRUCTURE):
        label = "unimproved portion of a partially vacant parcel (L239)"
    else:
        label = "vacant area (L251)"
    if ctx.get("vacant_area_sqft") is not None:
        return ctx.area("vacant_area_sqft", label=label).at_least(ACRE_SQFT, wording)
    return all_of(
        kind_in(
            ctx,
            ("vacant_parcel",),
            "a vacant parcel",
            "no vacant area is declared (site.vacant_area_sqft not given)",
        ),
        ctx.area("parcel_area_sqft", label=f"{label}, the parcel").at_least(ACRE_SQFT, wording),
    )


def _vacant(ctx: Context) -> Outcome:
    answer = vacant(ctx)
    return answer.outcome(
        applies=[
            "submit a compliance plan following the City's guidance manual (L626), with sediment "
            "control measures (L630) and a maintenance section keeping the soil erosion and "
            "sediment control measures in proper working condition indefinitely (L632)",
            "install devices consistent with the guidance manual 'no later than 180 days from the "
            "date of the original mailing or posting', approved or not, unless the director "
            'grants additional time on a written, signed request (L636; deadline "Vacant '
            'parcel: install devices consistent with the guidance manual")',
            "maintain the measures and do not create a nuisance (L640); the Director inspects "
            "annually or as necessary (L642); on written notice of non-compliance fix or replace "
            "the measures and submit an amendment (L646-650)",
            "failing to submit a plan, to construct the improvements in time or to maintain them "
            f"is a violation enforced under § {S120}(B) (L656-660)",
        ],
        flags=[F.VACANT_AREA, F.VACANT_DEADLINES, F.VACANT_MANUAL]
        if not answer.no
        else [F.VACANT_AREA],
    )


# --------------------------------------------------------------------------- construction
def construction(ctx: Context) -> Outcome:
    """Classification ``construction_activity`` (L33): construction, demolition, clearing,
    grading or excavation, not emergency work nor routine maintenance; clearing, grading or
    excavating soil during a repaving operation is land disturbance (L33, L371)."""
    disturbed = ctx.area(
        "disturbed_area_sqft", label="disturbed area (clearing, grading, excavation)"
    )
    building = all_of(
        negate(
            kind_in(
                ctx,
                ("maintenance",),
                "routine maintenance is not Construction Activity (L33)",
                "not routine maintenance",
            )
        ),
        any_of(
            disturbed.more_than(0),
            kind_in(
                ctx,
                CONSTRUCTION_TYPES,
                "construction activity (L33)",
                "no construction project",
            ),
        ),
    )
    repaving = condition(
        ctx,
        CO_REPAVING,
        "clearing, grading or excavating of underlying soil during a repaving operation (L371) "
        "is land disturbance, Construction Activity (L33)",
    )
    emergency = ctx.is_true("emergency_work", "emergency construction activity (L33)")
    return all_of(negate(emergency), any_of(repaving, building)).outcome()


def _construction_bmps(ctx: Context) -> Outcome:
    answer = ctx.classification("construction_activity")
    return answer.outcome(
        applies=[
            "BMPs to avoid, to the maximum extent practicable, discharge of pollutants to the "
            "MS4, per the City's grading manual and any approved grading plan (L369)",
            "minimum requirements at all construction sites: retain sediment; retain construction "
            "materials, wastes, spills and residues; contain non-storm water runoff from washing; "
            "control erosion from slopes and channels (L375-383)",
            "from demolition or commencement of construction until a certificate of occupancy: "
            "retain sediment and waste, structural controls, cover soil piles, no vehicle "
            "washing adjacent to the site (L397-405)",
            "the City may limit clearing of natural vegetation and bare soil (L407); the Director "
            "may require a wet weather erosion control plan or SWPPP before a building or "
            "grading permit (L409); a written waiver may be requested (L411)",
        ],
        flags=[F.GRADING_MANUAL] if not answer.no else [],
    )


def _one_acre(ctx: Context) -> Outcome:
    area = ctx.area("disturbed_area_sqft", label="construction project disturbed area")
    answer = all_of(
        ctx.classification("construction_activity"),
        area.at_least(ACRE_SQFT, "construction projects which are one acre and greater"),
    )
    return answer.outcome(
        applies=[
            "where state construction general permit coverage is required: proof of a WDID "
            "number for the notice of intent and a certification that an SWPPP has been prepared "
            "(L387)",
            "on transfer of ownership of any part of the property while construction is ongoing: "
            "proof of a notice of intent and a copy of the SWPPP (L389)",
        ],
        flags=[F.CONSTRUCTION_ACRE, F.ACRE] if not answer.no else [],
    )


def _cgp(ctx: Context) -> Outcome:
    area = ctx.area("disturbed_area_sqft", label="disturbed area")
    common_plan = ctx.is_true("part_of_common_plan", "part of a larger plan")
    if ctx.has_condition(CO_REPAVING):
        coverage = any_of(
            area.more_than(ACRE_SQFT, "required if more than one acre is disturbed"),
            common_plan,
        ).because(f"site.conditions includes '{CO_REPAVING}' (L371)")
        flags = [F.CONSTRUCTION_ACRE]
    else:
        limit = ctx.param("state_cgp_threshold_sqft")
        if limit is None:
            threshold = unknown(
                "parameter signal_hill.state_cgp_threshold_sqft",
                reason="the ordinance leaves coverage to the State Construction General Permit "
                "(L361, L395)",
            )
        else:
            threshold = area.at_least(
                limit,
                'the State CGP threshold (parameter "Disturbed area at which the State '
                'Construction General Permit requires coverage", external, verify)',
            )
        coverage = any_of(threshold, common_plan)
        flags = []
    answer = all_of(ctx.classification("construction_activity"), coverage)
    return answer.outcome(
        applies=[
            "keep at the construction site a copy of the notice of intent, the WDID number and a "
            "copy of the SWPPP and storm water monitoring plan (L361-365)",
            "retain those documents for three years from the date generated or submitted, "
            'whichever is last (L367; deadline "Retain the NOI, WDID, SWPPP and monitoring plan '
            'for three years")',
            "no grading permit unless a notice of intent has been filed and an SWPPP prepared "
            "(L395)",
        ],
        flags=flags if not answer.no else [],
    )


def _construction_waiver(ctx: Context) -> Outcome:
    answer = all_of(
        ctx.classification("construction_activity"),
        condition(
            ctx,
            CO_WAIVER,
            "a full or partial waiver of the construction requirements is requested (L411)",
            "no waiver of the construction requirements is requested (site.conditions "
            f"'{CO_WAIVER}'); one may be requested in writing (L411)",
        ),
    )
    return answer.outcome(
        applies=[
            "the request is 'in writing to the director' and shows that the design elements are "
            "'impracticable, and are non-economical or otherwise physically impossible due to "
            "the site characteristics' (L411; form \"Construction requirements: written request "
            'for a full or partial waiver")',
            "it 'may only be approved where permitted in accordance with the terms of the "
            "existing construction general permit' (L411); until approved, every construction "
            "requirement stands",
        ],
        flags=[F.CONSTRUCTION_WAIVER] if not answer.no else [],
    )


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


def _reporting(ctx: Context) -> Outcome:
    events = [e for e in ctx.scenario.events if e.kind == "pollutant_discharge"]
    violations = [
        v for v in ctx.scenario.violations if v.kind in ("illicit_discharge", "failure_to_report")
    ]
    if not events and not violations:
        return does_not_apply(
            "no discharge of a pollutant is recorded (events 'pollutant_discharge' or violations "
            "'illicit_discharge'); the duty arises on any discharge resulting from a violation "
            "(L331)"
        )
    why = (
        f"events include {len(events)} 'pollutant_discharge'"
        if events
        else "violations include an illicit discharge"
    )
    return applies(
        why,
        "notify the Director immediately by telephone or in person: location, date and time, type "
        "and concentration of the volume discharged, corrective action (L331)",
        "written notification within forty-eight hours of the discharge (L331)",
        "detailed written report within ten calendar days: cause, date and time, type, "
        "concentration and volume, location, information to explain potential impacts, corrective "
        "and preventive measures (L333); filing it is not a waiver of liability (L333)",
        flags=[F.NOTICE_GARBLED],
    )


CGP = ext(
    "State Water Resources Control Board, Construction General Permit (Order 2022-0057-DWQ)",
    "applicability",
    "coverage for construction disturbing one or more acres",
)

RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="vacant_parcel_compliance_plan",
        title="Vacant parcels of one acre or more: compliance plan, devices within 180 days, "
        "maintenance",
        category="vacant_parcel",
        evaluate=_vacant,
        citations=(
            c(
                626,
                626,
                "equal to or greater than 43,560 square feet (one acre or more)",
                "vacant parcels C.1",
            ),
            c(
                630,
                632,
                "The compliance plan must incorporate measures to control sediment",
                "vacant parcels C.2",
            ),
            c(
                636,
                636,
                "no later than 180 days from the date of the original mailing or posting",
                "vacant parcels D",
            ),
            c(
                231,
                231,
                "shall collectively be considered a single unimproved vacant parcel",
                "definitions YYY",
            ),
            c(
                239,
                239,
                "whose unimproved portion totals 1.0 acre or more in size",
                "definitions CCCC",
            ),
            c(251, 251, "an unimproved parcel without a permitted structure", "definitions IIII"),
        ),
        uses=(
            "site.vacant_area_sqft",
            "site.parcel_area_sqft",
            "site.project_type",
            "site.conditions",
        ),
    ),
    ApplicabilityRule(
        id="construction_minimum_bmps",
        title="Construction sites: minimum BMP requirements until certificate of occupancy",
        category="construction_bmps",
        evaluate=_construction_bmps,
        citations=(
            c(
                369,
                369,
                "All persons engaged in Construction Activity within the City shall implement best "
                "management practices",
                "construction B",
            ),
            c(
                375,
                375,
                "Runoff from construction activity at all construction sites",
                "construction C.1",
            ),
            c(397, 397, "until receipt of a certificate of occupancy", "construction D.3"),
            c(
                33,
                33,
                "Construction does not include emergency construction activities",
                "definitions O",
            ),
        ),
        uses=("site.disturbed_area_sqft", "site.project_type", "site.emergency_work"),
    ),
    ApplicabilityRule(
        id="construction_one_acre_duties",
        title="Construction projects of one acre and greater: WDID, SWPPP certification, proof on "
        "transfer",
        category="construction_state_permit",
        evaluate=_one_acre,
        citations=(
            c(385, 385, "construction projects which are one acre and greater", "construction C.2"),
            c(387, 387, "proof of a waste discharger identification number", "construction C.2.a"),
            c(
                389,
                389,
                "upon the transfer of ownership of any part or portion of the subject property",
                "construction C.2.b",
            ),
        ),
        uses=("site.disturbed_area_sqft", "site.project_type"),
    ),
    ApplicabilityRule(
        id="construction_cgp_documents",
        title="State Construction General Permit coverage: documents on site, three-year "
        "retention, grading permit",
        category="construction_state_permit",
        evaluate=_cgp,
        citations=(
            c(361, 361, "requiring State Construction General Permit coverage", "construction A"),
            c(363, 365, "One (1) copy of the notice of intent", "construction A"),
            c(
                367,
                367,
                "retained for three (3) years from the date generated or date submitted",
                "construction A",
            ),
            c(
                371,
                371,
                "required if more than one acre is disturbed or the activities are part of a "
                "larger plan",
                "construction B.1",
            ),
            c(
                395,
                395,
                "No grading permit for developments requiring coverage",
                "construction D.2",
            ),
            CGP,
        ),
        uses=(
            "site.disturbed_area_sqft",
            "site.part_of_common_plan",
            "site.conditions",
            "site.project_type",
        ),
    ),
    ApplicabilityRule(
        id="construction_waiver",
        title="Construction requirements: full or partial waiver on written application",
        category="exemption",
        evaluate=_construction_waiver,
        citations=(
            c(411, 411, "Full or partial waivers of compliance", "construction D.6"),
            c(
                411,
                411,
                "Any waiver request shall be in writing to the director",
                "construction D.6",
            ),
            c(
                411,
                411,
                "in accordance with the terms of the existing construction general permit",
                "construction D.6",
            ),
        ),
        uses=("site.conditions", "site.disturbed_area_sqft", "site.project_type"),
    ),
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
        uses=("site.facility_types", "site.conditions"),
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
        uses=("events", "violations"),
    ),
]

CLASSIFICATIONS: list[Classification] = [
    Classification(
        "construction_activity",
        "Construction Activity (clearing, grading, excavation, construction or demolition)",
        (
            c(
                33,
                33,
                "Construction activity includes any construction or demolition activity",
                "definitions O",
            ),
            c(
                33,
                33,
                "Construction does not include emergency construction activities",
                "definitions O",
            ),
            c(
                371,
                371,
                "Where clearing, grading or excavating of underlying soil takes place during a "
                "repaving",
                "construction B.1",
            ),
        ),
        construction,
        uses=(
            "site.disturbed_area_sqft",
            "site.project_type",
            "site.emergency_work",
            "site.conditions",
        ),
    ),
]
