"""Facility programs: Regulated Commercial (11.30.090), Regulated Industrial (11.30.100),
Municipal (11.30.120) and Residential (11.30.080) Dischargers, with each program's duties.

Over 500 lines: the four discharger programs and their seven rule declarations with citations
share the Manual flags and ``follow``; a split by program would leave four small modules
importing the same flags.
"""

from __future__ import annotations

from datetime import date

from workbench.api import ApplicabilityRule, Context, Outcome, Tri, all_of, any_of, negate, unknown

from .classify import classification_title, classified, missing_reason, types_given
from .common import MONITORING_EVENTS, c, day_of, events_of, q, year_last_day
from .vocabulary import INDUSTRIAL_ACTIVITIES, RESIDENTIAL_ACTIVITIES

MANUAL_FLAG = (
    "The BMPs themselves are those 'specified in the City Stormwater Standards Manuals' (outside "
    "the ordinance text); Ch. 11.30 names only the areas they cover"
)
CAS_FLAG = (
    "Permit number inconsistency: the High Priority commercial list is 'As required by NPDES "
    "Permit No. CAS 0108758' (L455; nurseries L641 'CAS0108758'), but the chapter's MS4 permit is "
    "'NPDES Permit No. CAS0109266' / Order R9-2013-0001 (L127, L231); the classification follows "
    "the text as written"
)
IGP_FLAG = (
    "The State Industrial General Stormwater Permit is defined as 'NPDES Permit No. 99-08-DWQ' "
    "(L175), an order-style number unlike the construction permit's 'CAS000002' (L173), while L93 "
    "refers to 'the current' permit: confirm which industrial permit applies before relying on IGP "
    "coverage"
)


def follow(
    ctx: Context,
    cid: str,
    duties: tuple[str, ...] | list[str] = (),
    flags: tuple[str, ...] | list[str] = (),
) -> Outcome:
    """The finding of a duty that follows a classification: its status and missing facts (its
    reasons are reported once, in the classification), plus the duties when it applies."""
    decided = ctx.classify(cid)
    head = f"{classification_title(cid)}: {decided.status.replace('_', ' ')}"
    reasons = [f"{head} (its reasons are listed once, under classifications)"]
    if decided.status == "applies":
        reasons += list(duties)
    reasons += [missing_reason(name) for name in decided.missing]
    return Outcome(decided.status, reasons, list(flags), list(decided.missing))


# --------------------------------------------------------------------------- commercial
_COMMERCIAL_DUTIES = (
    f"review facilities, activities, operations and procedures {q('at least annually')} to detect "
    "and eliminate illicit connections and illegal discharges (L453)",
    f"corrective training {q('documented in training records')} whenever an illegal disposal "
    "practice is discovered (L453)",
    "install, implement and maintain the Manual BMPs for: employee training, including attendance "
    "logs; stormwater pollution prevention plans; storm drain tileage and signing; pollution "
    "prevention; materials and waste management loading and storage; vehicles and equipment "
    "storage and operations; building and outdoor areas, including power washing and cleaning "
    "(L509-L523)",
    "perform the sampling, analyzing, monitoring and reporting this Chapter requires; the City may "
    "order more (L403)",
)


def _commercial(ctx: Context) -> Outcome:
    flags = [CAS_FLAG] if ctx.includes("facility_types", "nursery_greenhouse").yes else []
    return follow(ctx, "regulated_commercial", _COMMERCIAL_DUTIES, flags)


_HP_COMMERCIAL_DUTY = (
    "High Priority: install, implement and maintain the additional minimum BMPs "
    f"{q('if any, specified in this section or in the City Stormwater Standards Manuals')} for the "
    "priority classification (L453)",
)


def _hp_commercial(ctx: Context) -> Outcome:
    return follow(ctx, "hp_commercial", _HP_COMMERCIAL_DUTY)


# --------------------------------------------------------------------------- industrial
_INDUSTRIAL_DUTIES = (
    f"review facilities, activities, operations and procedures {q('at least annually')} to detect "
    "and eliminate illicit connections and illegal discharges (L525)",
    "corrective training, documented in training records, whenever an illegal disposal practice is "
    "discovered (L525)",
    "install, implement and maintain the additional minimum BMPs, if any, in 11.30.100 or the "
    "Manual (L525)",
    "perform the sampling, analyzing, monitoring and reporting this Chapter requires; the City may "
    "order more (L403)",
)


def _industrial(ctx: Context) -> Outcome:
    flags = [IGP_FLAG] if ctx.has_condition("subject_to_igp") else []
    return follow(ctx, "regulated_industrial", _INDUSTRIAL_DUTIES, flags)


def _hp_industrial(ctx: Context) -> Outcome:
    flags = [IGP_FLAG] if ctx.has_condition("subject_to_igp") else []
    duties = []
    if ctx.has_condition("subject_to_igp"):
        duties.append(
            "C.1: keep the WDID and a copy of the NOI on site; submit them by mail if directed "
            "(L541)"
        )
    if ctx.has_condition("igp_swppp_required"):
        duties.append(
            "C.2: prepare, implement and keep at the site the SWPPP the State permit requires "
            "(L543)"
        )
    elif ctx.has_condition("subject_to_igp") and not ctx.has_condition("igp_swppp_not_required"):
        duties.append(
            "C.2 open: the facility is subject to the State industrial permit; "
            f"{q('Dischargers required to prepare a SWPPP under the State Industrial General')}"
            " Stormwater Permit must prepare the Plan (L543), and only a facility "
            f"{q('not required to prepare a State SWPPP')} prepares a City SWPPP for approval: "
            "does the State permit require a SWPPP of it? add 'igp_swppp_required' (State "
            "SWPPP) or 'igp_swppp_not_required' (City SWPPP submitted for approval)"
        )
    else:
        why = (
            "'igp_swppp_not_required'"
            if ctx.has_condition("igp_swppp_not_required")
            else "not subject to the State industrial permit"
        )
        duties.append(
            f"C.2: not required to prepare a State SWPPP ({why}): "
            f"{q('the facility shall prepare a SWPPP, submit that SWPPP for approval')}, implement "
            "it and maintain it on site (L543)"
        )
    duties += [
        "C.3: consider, and implement where the facility finds appropriate, the six pollution "
        "prevention measures (L545-L557)",
        "C.4: incorporate into the SWPPP and implement the non-structural BMPs: material handling "
        "and storage; waste handling and recycling; employee training; good housekeeping; "
        "preventive maintenance; self inspection; spill response planning and prevention "
        "(L559-L573)",
        "C.6: incorporate and install one or more additional structural BMPs "
        f"{q('where practicable, if use of such BMPs would significantly reduce pollution')} "
        "(L605)",
    ]
    present = [a for a in INDUSTRIAL_ACTIVITIES if ctx.includes("activities", a).yes]
    listed = "; ".join(
        f"{INDUSTRIAL_ACTIVITIES[a][0]} (L{INDUSTRIAL_ACTIVITIES[a][1]})" for a in present
    )
    duties.append(
        "C.5: Manual BMPs for commercial activities and industrial areas at the facility"
        + (f": {listed}" if listed else "")
        + " (L575)"
    )
    flags += [
        "Cross-reference error: C.5 points to the commercial activities 'as identified in "
        "Subsection 11.30.090.C.', but 11.30.090.C lists BMP areas; the activities are in "
        "11.30.090.B.1 (L575, L457). The workbench reads it as 090.B.1",
        MANUAL_FLAG,
    ]
    return follow(ctx, "hp_industrial", duties, flags)


def monitoring_year(ctx: Context) -> list[str]:
    """The current monitoring year (L619) from the latest ``monitoring_year_begins`` event on or
    before as_of, its last day, and the storm events still needed in it."""
    starts = sorted(day_of(e.at) for e in events_of(ctx.scenario, "monitoring_year_begins"))
    today = ctx.as_of or date.today()
    current = [d for d in starts if d <= today]
    if not current:
        return [
            "enter event 'monitoring_year_begins' for the start of the monitoring year (L619): the "
            "year runs one year from it, less one day"
        ]
    start = current[-1]
    last = year_last_day(start)
    sampled = sorted(  # samples on one day are one storm event (L619)
        {
            day_of(e.at)
            for e in events_of(ctx.scenario, "storm_event_sampled")
            if start <= day_of(e.at) <= last
        }
    )
    needed = max(0, MONITORING_EVENTS - len(sampled))
    return [
        f"monitoring year {start.isoformat()} to {last.isoformat()} (one year from the start, "
        f"less one day): {len(sampled)} storm event(s) sampled, {needed} still needed by "
        f"{last.isoformat()} ({q('two storm events in a year')}, L619)"
    ]


_PROGRAM = (
    f"{q('Quantitative stormwater data must be obtained from two storm events in a year')} (L619)",
    "address: effluent-guideline pollutants; pollutants with NPDES effluent limits; oil/grease or "
    "total organic carbon; pH; total suspended solids; specific conductance; toxic chemicals and "
    "other likely pollutants (L621-L635)",
    "conduct it under the State permit's conditions; retain records on site, make them available, "
    "submit if directed (L637)",
)
_RETENTION_FLAG = (
    "No retention period is stated for monitoring records (L637); only maintenance records have "
    "one (L781)"
)


def _would_not_be_exempt(ctx: Context) -> Tri:
    """L617: the City program binds only facilities "which would not qualify for an exemption
    from monitoring under the terms of that permit if the permit were applicable": stated no
    ('igp_monitoring_exemption_would_not_apply'), otherwise asked (absent is not "no"; the
    stated yes is handled before)."""
    if ctx.has_condition("igp_monitoring_exemption_would_not_apply"):
        return Tri(
            True,
            (
                "'igp_monitoring_exemption_would_not_apply': "
                + q(
                    "would not qualify for an exemption from monitoring under the terms of that "
                    "permit if the permit were applicable"
                )
                + " (L617)",
            ),
        )
    return unknown(
        "site.conditions: igp_monitoring_exemption_would_not_apply",
        reason="would the facility "
        + q("qualify for an exemption from monitoring under the terms of that permit")
        + " if the permit were applicable (L617)? add 'igp_monitoring_exemption_would_apply' or "
        "'igp_monitoring_exemption_would_not_apply'",
    )


def state_swppp(ctx: Context) -> Tri:
    """L543: is the facility required to prepare a SWPPP under the State industrial permit?
    Stated yes or no; a facility outside that permit is not; one under it is asked."""
    if ctx.has_condition("igp_swppp_required"):
        return Tri(True, ("'igp_swppp_required': the State SWPPP (L543)",))
    if ctx.has_condition("igp_swppp_not_required"):
        return Tri(False, ("'igp_swppp_not_required' (L543)",))
    if not ctx.has_condition("subject_to_igp"):
        return Tri(False, ("not subject to the State industrial permit: no State SWPPP (L543)",))
    return unknown(
        "site.conditions: igp_swppp_required",
        reason="subject to the State industrial permit: does it require a SWPPP of the facility "
        "(L543)? add 'igp_swppp_required' or 'igp_swppp_not_required'",
    )


def _hpif_city_swppp(ctx: Context) -> Outcome:
    """L543: the City SWPPP (the form facility_swppp) binds a High Priority Industrial Facility
    not required to prepare a State SWPPP (review defect 4, c02)."""
    answer = all_of(classified(ctx, "hp_industrial"), negate(state_swppp(ctx)))
    return answer.outcome(
        applies=(
            f"{q('the facility shall prepare a SWPPP, submit that SWPPP for approval')} or "
            "modification and approval, implement it and maintain it on site (L543)",
        ),
        does_not_apply=(
            "the City SWPPP binds a High Priority Industrial Facility not required to prepare a "
            "State SWPPP (L543)",
        ),
    )


def _hpif_monitoring(ctx: Context) -> Outcome:
    """L617: State-required monitoring records, or the City program of manned High Priority
    Industrial Facilities not required to monitor under the State permit and not exempt from
    it. A facility covered by the State permit is asked which it is: never "not required"."""
    hpif = classified(ctx, "hp_industrial")
    flags = [_RETENTION_FLAG, "'manned' and 'unmanned' are not defined in the chapter (L393, L617)"]
    if ctx.has_condition("igp_monitoring_required"):
        return hpif.outcome(
            applies=(
                "'igp_monitoring_required': make the State-required monitoring records available "
                f"and {q('submit a copy of such records to the City if directed')} (L617)",
                "State exceptions and State-approved group monitoring are also accepted (L617)",
            ),
            does_not_apply=_HPIF_ONLY,
            flags=[*flags, IGP_FLAG],
        )
    if ctx.has_condition("igp_monitoring_exemption_would_apply"):
        return Outcome(
            "does_not_apply",
            [
                "'igp_monitoring_exemption_would_apply': the City program binds facilities that "
                + q(
                    "would not qualify for an exemption from monitoring under the terms of that "
                    "permit"
                )
                + " (L617)"
            ],
            flags,
        )
    if ctx.has_condition("subject_to_igp"):
        which = unknown(
            "site.conditions: igp_monitoring_required",
            reason="subject to the State industrial permit: does that permit require the "
            "facility to monitor (add 'igp_monitoring_required': the records duty of L617 "
            "applies), or is it exempt under it (add 'igp_monitoring_exemption_would_apply': "
            "neither duty applies)?",
        )
        return all_of(hpif, which).outcome(does_not_apply=_HPIF_ONLY, flags=flags)
    program = all_of(hpif, classified(ctx, "manned"), _would_not_be_exempt(ctx))
    if program.yes:
        return Outcome(
            "applies",
            [
                "manned High Priority Industrial Facility not required to monitor under the State "
                "permit and not exempt (L617): develop and implement a monitoring program",
                *_PROGRAM,
                *monitoring_year(ctx),
            ],
            flags,
        )
    return program.outcome(
        does_not_apply=(
            f"the program binds {q('manned High Priority Industrial Facilities')} not monitoring "
            "under the State permit (L617)",
        ),
        flags=flags,
    )


_HPIF_ONLY = (
    "the monitoring duties of 11.30.100.D bind High Priority Industrial Facilities (L617)",
)


# --------------------------------------------------------------------------- municipal, residential
def _municipal(ctx: Context) -> Outcome:
    duties = [
        "meet Sections 11.30.010 through 11.30.070 and, where applicable, 11.30.140 and 11.30.150 "
        "(L659)",
        "install, implement and maintain the additional minimum BMPs, if any, "
        f"{q('specified in Section 11.30.090 or in the City Stormwater Standards Manual')} (L659)",
    ]
    if ctx.has_condition("subject_to_igp"):
        duties.append(
            "subject to the State industrial permit: also a Regulated Industrial Facility (L163)"
        )
    flags = [
        "Cross-reference: L659 gives municipal additional BMPs 'specified in Section 11.30.090', "
        "the commercial section; it may be an error"
    ]
    return follow(ctx, "municipal", duties, flags)


def _residential(ctx: Context) -> Outcome:
    site = ctx.site
    kinds = types_given(ctx)
    on_behalf = ctx.has_condition("residential_activities_on_behalf")
    home = ctx.includes("facility_types", "residence", "residence_commercial_use")
    if kinds and not home.unknown:
        resident = Tri(
            home.value,
            ("site.facility_types " + ", ".join(f"'{k}'" for k in kinds),),
        )
    elif site.land_use == "residential":
        resident = Tri(True, ("site.land_use 'residential': a residence",))
    else:
        resident = unknown(
            "site.facility_types", reason="11.30.080 applies to Residential Dischargers (L425)"
        )
    behalf = Tri(
        on_behalf,
        (
            q(
                "any Regulated Commercial Business conducting residential activities on behalf of "
                "a Residential Discharger"
            )
            + " (L425)"
            if on_behalf
            else "'residential_activities_on_behalf' is not in site.conditions",
        ),
    )
    answer = any_of(resident, behalf)
    duties = [
        f"{q('all Residential Dischargers')} (L425; occupants, or owner and manager of a vacant "
        "residence, L165)",
        "install, implement and maintain the 11.30.070.B BMPs and at least the Manual's additional "
        "minimum BMPs for each category of activity conducted (L425)",
    ]
    present = [a for a in RESIDENTIAL_ACTIVITIES if ctx.includes("activities", a).yes]
    if present:
        duties.append(
            "activities: "
            + "; ".join(
                f"{RESIDENTIAL_ACTIVITIES[a][0]} (L{RESIDENTIAL_ACTIVITIES[a][1]})" for a in present
            )
        )
    duties.append(
        "a violation of 11.30.080 is not a misdemeanor (L841) but may be charged as an infraction "
        "(L843)"
    )
    return answer.outcome(
        applies=duties,
        does_not_apply=("no residence and no residential activities on behalf of one (L425)",),
        flags=[MANUAL_FLAG],
    )


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="regulated_commercial_facility",
        title="Regulated Commercial Facility: annual review, training and minimum BMPs",
        category="facility_program",
        citations=(
            c(
                159,
                159,
                "Regulated Commercial Facility means all non-residential facilities",
                "11.30.030",
            ),
            c(
                453,
                453,
                "review their facilities, activities, operations and procedures at least annually",
                "11.30.090.A",
            ),
            c(
                509,
                509,
                "Additional Minimum Best Management Practices for All Regulated Commercial "
                "Facilities",
                "11.30.090.C",
            ),
            c(
                641,
                641,
                "nursery and greenhouse operations are classified as commercial operations",
                "11.30.110.A",
            ),
        ),
        evaluate=_commercial,
        uses=("site.facility_types", "site.conditions", "site.outdoor_industrial_area_sqft"),
        flags=(MANUAL_FLAG,),
    ),
    ApplicabilityRule(
        id="high_priority_commercial",
        title="High Priority Commercial Facility (activities; 2 acres or 100 vehicles with "
        "impaired/ESA waters; notice)",
        category="facility_program",
        citations=(
            c(
                455,
                455,
                "facilities in the City having any of the following characteristics",
                "11.30.090.B",
            ),
            c(
                457,
                457,
                "primarily engaged in any of the following commercial activities",
                "11.30.090.B.1",
            ),
            c(505, 505, "outdoor Industrial Areas totaling two acres or more", "11.30.090.B.2"),
            c(
                507,
                507,
                "take effect 90 days after mailing or service of this notice",
                "11.30.090.B.3",
            ),
        ),
        evaluate=_hp_commercial,
        uses=(
            "site.facility_types",
            "site.activities",
            "site.conditions",
            "site.outdoor_industrial_area_sqft",
            "site.outdoor_parking_vehicles",
            "site.affects_impaired_or_sensitive_waters",
            "events",
            "as_of",
        ),
        flags=(
            CAS_FLAG,
            "The chapter states no duty specific to High Priority commercial status; the "
            "additional BMPs for the priority classification are in the Manual (L453)",
        ),
    ),
    ApplicabilityRule(
        id="regulated_industrial_facility",
        title="Regulated Industrial Facility (State permit, primary industrial use, or more "
        "than two acres outdoors)",
        category="facility_program",
        citations=(
            c(163, 163, "total outdoor uncovered area of more than two acres", "11.30.030"),
            c(
                163,
                163,
                "Municipal Facilities are not Regulated Industrial Facilities",
                "11.30.030",
            ),
            c(
                525,
                525,
                "review their facilities, activities, operations and procedures at least annually",
                "11.30.100.A",
            ),
        ),
        evaluate=_industrial,
        uses=("site.facility_types", "site.conditions", "site.outdoor_industrial_area_sqft"),
        flags=(MANUAL_FLAG,),
    ),
    ApplicabilityRule(
        id="high_priority_industrial",
        title="High Priority Industrial Facility: SWPPP, non-structural and structural BMPs",
        category="facility_program",
        citations=(
            c(
                527,
                527,
                "Regulated Industrial Facilities that have any of the characteristics listed below",
                "11.30.100.B",
            ),
            c(533, 533, "within or adjacent to (i.e., within 200 feet of)", "11.30.100.B.3"),
            c(537, 537, "take effect 90 days after mailing or service of notice", "11.30.100.B.5"),
            c(543, 543, "the facility shall prepare a SWPPP", "11.30.100.C.2"),
            c(
                559,
                559,
                "shall incorporate into the SWPPP, and install implement and maintain",
                "11.30.100.C.4",
            ),
            c(605, 605, "one or more of the additional structural BMPs", "11.30.100.C.6"),
        ),
        evaluate=_hp_industrial,
        uses=(
            "site.facility_types",
            "site.conditions",
            "site.activities",
            "site.outdoor_industrial_area_sqft",
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "events",
            "as_of",
        ),
    ),
    ApplicabilityRule(
        id="hpif_city_swppp",
        title="City SWPPP of a High Priority Industrial Facility not required to prepare a State "
        "SWPPP, submitted for approval (L543)",
        category="facility_program",
        citations=(
            c(
                543,
                543,
                "If a High Priority Industrial Facility is not required to prepare a State SWPPP",
                "11.30.100.C.2",
            ),
        ),
        evaluate=_hpif_city_swppp,
        uses=("site.facility_types", "site.conditions", "site.distance_to_sensitive_area_ft"),
    ),
    ApplicabilityRule(
        id="high_priority_industrial_monitoring",
        title="High Priority Industrial monitoring: two storm events a year at manned facilities",
        category="facility_program",
        citations=(
            c(
                617,
                617,
                "Dischargers owning or operating manned High Priority Industrial Facilities",
                "11.30.100.D",
            ),
            c(619, 619, "obtained from two storm events in a year", "11.30.100.D.1"),
            c(637, 637, "retain records of such monitoring on site", "11.30.100.D"),
        ),
        evaluate=_hpif_monitoring,
        uses=(
            "site.facility_types",
            "site.conditions",
            "site.manned_facility",
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "events",
            "as_of",
        ),
    ),
    ApplicabilityRule(
        id="municipal_facility",
        title="Municipal Facility: general requirements plus additional minimum BMPs",
        category="facility_program",
        citations=(
            c(
                121,
                121,
                "Municipal Facility means a facility owned or operated by the City",
                "11.30.030",
            ),
            c(
                659,
                659,
                "Municipal Facilities must meet the requirements set out in Sections 11.30.010 "
                "through 11.30.070",
                "11.30.120.A",
            ),
        ),
        evaluate=_municipal,
        uses=("site.facility_types", "site.conditions"),
    ),
    ApplicabilityRule(
        id="residential_activities",
        title="Residential activities: minimum BMPs for the twelve activity categories",
        category="source_controls",
        citations=(
            c(
                425,
                425,
                "The requirements in this section apply to all Residential Dischargers",
                "11.30.080.A",
            ),
            c(
                165,
                165,
                "Residential Discharger means, for an occupied residence, the occupants",
                "11.30.030",
            ),
        ),
        evaluate=_residential,
        uses=(
            "site.facility_types",
            "site.activities",
            "site.conditions",
            "site.land_use",
        ),
    ),
)
