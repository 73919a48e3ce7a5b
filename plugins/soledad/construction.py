"""Construction: which regime applies (state CGP + SWPPP, or the city permit + ESCP), the
exemptions and waiver, and the duties every construction site carries (L271-649).

The regimes are classifications (``classes.py``: ``construction_activity``, ``cgp_coverage``,
``city_permit_required``, ``escp_required``), decided once per evaluation; the findings here
follow them and state the duties. Site facts read: ``disturbed_area_sqft``,
``part_of_common_plan``, ``new_impervious_sqft``, ``replaced_impervious_sqft``,
``project_type``, ``land_use``, ``emergency_work``, ``exemptions_claimed`` (ids
``residential_maintenance``, ``emergency_construction``, ``csp_waiver``) and ``conditions``
(the five waiver conditions, ``emergency_determined_by_city_manager``, ``emergency_ended``,
``construction_permit_issued``, ``demolition_or_building``, ``temporary_suspension_shown``).

Over 500 lines: most of it is the table of the 14 construction rules with their citations (some
420 lines); the findings follow the classifications of ``classes.py``, so the deciders above the
table are short.
"""

from __future__ import annotations

from collections.abc import Iterable

from workbench.api import ApplicabilityRule, Context, Outcome, Tri, any_of

from . import flags as F
from .classes import (
    EMERGENCY,
    MAINTENANCE_AMBIGUITY,
    PERMIT_ISSUED,
    RESIDENTIAL_MAINTENANCE,
    TEMPORARY_SUSPENSION,
    WAIVER,
    WAIVER_CONDITIONS,
    disturbed,
    emergency,
    linked,
    residential_maintenance,
    see_classification,
    waiver,
)
from .common import ACRE_SQFT, c

__all__ = ["RULES", "WAIVER_CONDITIONS", "follows"]

EXEMPTION_IDS = (RESIDENTIAL_MAINTENANCE, EMERGENCY, WAIVER)
_CONSTRUCTION = "Construction"

#: classification id -> (what it holding means, what it not holding means)
_TITLES = {
    "construction_activity": ("construction activity", "no construction activity"),
    "cgp_coverage": ("subject to the state CGP", "not subject to the state CGP"),
    "city_permit_required": (
        "a city construction stormwater permit is required",
        "no city construction stormwater permit is required",
    ),
    "escp_required": (
        "an erosion and sediment control plan is required",
        "no erosion and sediment control plan is required",
    ),
    "development": ("new development or redevelopment", "not new development or redevelopment"),
    "regulated_project": (
        "a regulated project (Resolution Tier 1, external)",
        "not a regulated project (Resolution Tier 1, external)",
    ),
    "commercial_industrial": (
        "commercial or industrial activities or facilities",
        "no commercial or industrial activities or facilities",
    ),
}


def follows(
    ctx: Context, cid: str, duties: Iterable[str] = (), flags: Iterable[str] = ()
) -> Outcome:
    """The finding of a duty that holds exactly when classification ``cid`` does: its status,
    a line pointing at the classification (its reasons are reported once, there), and the
    duties when it applies."""
    decided = ctx.classify(cid)
    title, negated = _TITLES[cid]
    see = see_classification(cid)
    if decided.status == "applies":
        return Outcome("applies", [f"{title} {see}", *duties], list(flags))
    if decided.status == "does_not_apply":
        return Outcome("does_not_apply", [f"{negated} {see}"], list(flags))
    return Outcome(
        decided.status,
        [f"not decided: {title} {see}", *decided.reasons],
        list(flags),
        list(decided.missing),
    )


# --------------------------------------------------------------------------- rule bodies
_CGP_APPLIES = (
    "must 'comply with all provisions of such permit in addition to the provisions of this "
    "chapter' and a stormwater pollution prevention plan (SWPPP) 'will be required' (L273), "
    "prepared 'in accordance with applicable state and federal regulations' (L641)",
    "'Proof of compliance with the CGP is required prior to obtaining a grading or building "
    "permit' (L273)",
)


def _cgp_rule(ctx: Context) -> Outcome:
    claimed = any(e in ctx.site.exemptions_claimed for e in EXEMPTION_IDS)
    exempt = any_of(residential_maintenance(ctx), emergency(ctx))
    flags = [F.A11_CGP_NOT_EXEMPTED] if claimed or not exempt.no else []
    return follows(ctx, "cgp_coverage", _CGP_APPLIES, flags)


_SWPPP_APPLIES = (
    "the SWPPP 'shall be retained on-site during the all phases of construction and made available "
    "to inspection by the city upon request'; failure to produce it is grounds for a stop work "
    "order (L643)",
    "the city manager may request a copy 'at the time of, or after application for a construction "
    "stormwater permit'; failure to provide it within the timeframe the city manager specifies "
    "is grounds for a stop work order (L645); the chapter sets no number of days",
    "the city manager may require additional information, plans or specifications in the SWPPP "
    "(L647)",
)


def _swppp_rule(ctx: Context) -> Outcome:
    return follows(ctx, "cgp_coverage", _SWPPP_APPLIES)


_CSP_APPLIES = (
    "application at least two working days before beginning construction (L351); the permit "
    "must be obtained 'at least two working days prior to commencement of construction' (L461)",
    "post the permit at the site; no activity before its commencement date or after its "
    "termination date (L463); start no later than 30 calendar days after the commencement date "
    "or the permit is void (L465)",
)


def _csp_rule(ctx: Context) -> Outcome:
    flags = [F.A8_CSP_FOR_CGP_SITES] if ctx.classification("cgp_coverage").yes else []
    return follows(ctx, "city_permit_required", _CSP_APPLIES, flags)


_ESCP_APPLIES = (
    "submitted to, and approved by, the city manager prior to commencement of any "
    "construction activity (L355), with the permit application (L459)",
    "retained on-site during construction and available for inspection (L531); revised "
    "no later than two working days after conditions requiring it (L633)",
)


def _escp_rule(ctx: Context) -> Outcome:
    flags = [F.A10_WAIVER_SCOPE] if ctx.claimed(WAIVER) else []
    return follows(ctx, "escp_required", _ESCP_APPLIES, flags)


_INSPECTIONS_APPLIES = (
    "inspect the entire construction site at the inspection frequencies of the project's "
    "priority level (L603; the frequencies are set outside this chapter)",
    "'Complete an inspection report (provided by the city) for each inspection performed' "
    "(L605) and 'Provide a copy of each inspection report to the city' (L607); the chapter "
    "sets no number of days for the copy",
    "retain the inspection reports on-site as part of the ESCP (L609)",
    "perform maintenance on applicable BMPs 'as soon as possible' in areas identified in the "
    "inspection reports (L613), to the manufacturer's specifications or other sources the "
    "city manager accepts (L615), and retain the maintenance records on-site as part of the "
    "ESCP (L617)",
)


def _inspections_rule(ctx: Context) -> Outcome:
    return follows(ctx, "escp_required", _INSPECTIONS_APPLIES)


_GRADING_APPLIES = (
    "'List applicable permits directly associated with grading activities' (CGP, 401 Water "
    "Quality Certification, Army Corps 404 Permit, Fish and Game 1600 Agreement) and 'include "
    "evidence' that they were obtained before soil disturbance (L553-555)",
    "the city manager 'will not issue a construction stormwater permit' until that evidence is "
    "submitted (L471); which of these permits a project needs is decided under those permits, "
    "not this chapter",
)


def _grading_evidence_rule(ctx: Context) -> Outcome:
    return follows(ctx, "escp_required", _GRADING_APPLIES)


_NOTC_APPLIES = (
    "a notice of termination of construction (NOTC) 'shall be submitted by the owner and/or "
    "operator at the completion of construction' (L395), with a description of final "
    "stabilization and the operator's certification (L397-401)",
    "no later than fourteen calendar days after the termination date in the permit (L403); no "
    "construction after the NOTC unless the permit is amended or another is applied for (L395)",
)


def notc_required(ctx: Context) -> Tri:
    """A NOTC 'for any site for which a construction stormwater permit is required or issued'
    (L395)."""
    required = linked(
        ctx,
        "city_permit_required",
        "a construction stormwater permit is required",
        "no construction stormwater permit is required",
        "whether a construction stormwater permit is required is open",
    )
    issued = ctx.has_condition(PERMIT_ISSUED)
    issued_tri = Tri(
        issued,
        (f"a construction stormwater permit has been issued (site.conditions '{PERMIT_ISSUED}')",)
        if issued
        else (f"no issued permit stated (site.conditions '{PERMIT_ISSUED}')",),
    )
    return any_of(required, issued_tri)


_NOTC_NOT = (
    "a NOTC is required 'for any site for which a construction stormwater permit is required "
    "or issued' (L395)"
)


def _notc_rule(ctx: Context) -> Outcome:
    return notc_required(ctx).outcome(applies=_NOTC_APPLIES, does_not_apply=[_NOTC_NOT])


_ACCEPTANCE = (
    "the city manager accepts the NOTC, in writing or by default, when satisfied that closure "
    "conditions are met, the site is stabilized or final stabilization provided for, the person "
    "submitting it is not in violation, and it was submitted in a timely fashion (L413-421)",
    "a conditional acceptance may be issued where stabilization is progressing, will be "
    "accomplished by others, closure deficiencies will be remedied by others, or site conditions "
    "do not now warrant further stabilization (L423-431); final acceptance is then applied for, "
    "and a certification request the city does not answer within thirty calendar days of receipt "
    "is accepted (L433-439; see the deadline \"City's 30 calendar days to accept or deny a "
    'certification after conditional NOTC acceptance")',
    "a rejection 'shall include notice to the owner and/or operator receiving the rejection, with "
    "the reasons for the rejection' (L441-443); the city manager may revoke a NOTC within three "
    "years of issuance (L445)",
)


def _notc_acceptance_rule(ctx: Context) -> Outcome:
    return notc_required(ctx).outcome(applies=_ACCEPTANCE, does_not_apply=[_NOTC_NOT])


_BMPS_APPLIES = (
    "owners, operators, contractors and subcontractors 'shall use best management practices to "
    "control, reduce, and prevent, to the maximum extent practicable, the discharge of "
    "pollutants' (L291); this holds whatever the permit regime or exemption",
    "'All discharges are prohibited except for the stormwater and non-stormwater discharges "
    "specifically authorized' by the CGP, this chapter or another NPDES permit (L271)",
    "keep on site and available for inspection any notice, permit or license and any required "
    "pollution control plan (L349)",
)


def _bmps_rule(ctx: Context) -> Outcome:
    return follows(ctx, "construction_activity", _BMPS_APPLIES)


_CLOSURE_APPLIES = (
    "construction 'shall not be complete until proper closure of the site has been accomplished' "
    "(L363); the site remains a construction site until closure requirements are met (L319)",
    "proper closure includes final stabilization ('a uniform perennial vegetative cover, or "
    "equivalent permanent erosion prevention measures', L77), removal of surplus materials, "
    "fluids, wastes, non-permanent bins and temporary stormwater controls, and repair of damaged "
    "conveyances (L365-387)",
)


def _closure_rule(ctx: Context) -> Outcome:
    return follows(ctx, "construction_activity", _CLOSURE_APPLIES)


_INACTIVE = (
    "a site where active on-site work 'halted for a period of fourteen continuous calendar days' "
    "without proper closure is in violation unless a NOTC was submitted or the city manager is "
    "satisfied the halt is a temporary suspension and the site is kept from discharging (L389-393)"
)
_SUSPENSION_SHOWN = (
    "temporary suspension shown to the city manager (site.conditions "
    "'temporary_suspension_shown'): not a violation while the site is maintained (L391-393)"
)


def _inactive_rule(ctx: Context) -> Outcome:
    """L389-393: the fourteen-day rule binds every construction site, unless a temporary
    suspension is shown to the city manager and the site is maintained (review 2026-12-03
    defect 8 / C62: then the finding, and its deadline, do not apply)."""
    decided = follows(ctx, "construction_activity", [_INACTIVE])
    if decided.status != "applies" or not ctx.has_condition(TEMPORARY_SUSPENSION):
        return decided
    return Outcome(
        "does_not_apply",
        [
            decided.reasons[0],
            _SUSPENSION_SHOWN,
            "the halt is not counted against the site while the suspension is shown and the site "
            "is maintained; it applies again once either stops (withdraw the condition)",
        ],
    )


_MAINTENANCE_EXEMPT = (
    "exempt from the construction stormwater permit and the erosion and sediment "
    "control plan (L511)"
)


def _exempt_maintenance_rule(ctx: Context) -> Outcome:
    extra = []
    if disturbed(ctx).at_least(ACRE_SQFT).yes:
        extra.append(
            "the disturbed area is 1 acre or more: the state CGP and SWPPP still apply (L273)"
        )
    return residential_maintenance(ctx).outcome(applies=[_MAINTENANCE_EXEMPT, *extra])


_EMERGENCY_EXEMPT = (
    "exempt from the construction stormwater permit and the erosion and sediment "
    "control plan while the emergency lasts (L511, L515)"
)


def _exempt_emergency_rule(ctx: Context) -> Outcome:
    return emergency(ctx).outcome(applies=[_EMERGENCY_EXEMPT])


_WAIVER_COVERS = (
    "the waiver covers 'the requirement for a construction stormwater permit' "
    "(L517); the ESCP is kept (see the flag)"
)


def _waiver_rule(ctx: Context) -> Outcome:
    return waiver(ctx).outcome(applies=[_WAIVER_COVERS])


# --------------------------------------------------------------------------- descriptors
_AREA_USES = ("site.disturbed_area_sqft", "site.part_of_common_plan")
_ACTIVITY_USES = (
    "site.disturbed_area_sqft",
    "site.new_impervious_sqft",
    "site.replaced_impervious_sqft",
    "site.conditions",
)
_EXEMPT_USES = (
    "site.exemptions_claimed",
    "site.conditions",
    "site.emergency_work",
    "site.project_type",
    "site.land_use",
)

RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="cgp_swppp",
        title="State construction general permit (CGP), SWPPP, and proof of CGP compliance before "
        "a grading or building permit",
        category="construction_state_permit",
        citations=(
            c(273, 273, "land disturbance of equal to or greater than one acre", _CONSTRUCTION),
            c(273, 273, "part of a larger common plan of development or sale", _CONSTRUCTION),
            c(
                273,
                273,
                "Proof of compliance with the CGP is required prior to obtaining a grading or "
                "building permit",
                _CONSTRUCTION,
            ),
            c(
                641,
                641,
                "the SWPPP shall be prepared in accordance with applicable state and federal "
                "regulations",
                "Construction C (SWPPP).1",
            ),
        ),
        evaluate=_cgp_rule,
        uses=_AREA_USES
        + (
            "site.exemptions_claimed",
            "site.emergency_work",
            "site.land_use",
            "site.new_impervious_sqft",
            "site.project_type",
            "site.replaced_impervious_sqft",
        ),
        flags=(F.A5_L273_GARBLED,),
    ),
    ApplicabilityRule(
        id="swppp_on_site",
        title="SWPPP retained on site and produced on request",
        category="construction_state_permit",
        citations=(
            c(
                643,
                643,
                "retained on-site during the all phases of construction",
                "Construction C (SWPPP).2",
            ),
            c(
                643,
                643,
                "Failure to produce such required SWPPPs shall be grounds for issuance of a SWO",
                "Construction C (SWPPP).2",
            ),
            c(
                645,
                645,
                "within a timeframe specified by the city manager",
                "Construction C (SWPPP).3",
            ),
            c(
                647,
                647,
                "The city manager may require additional information",
                "Construction C (SWPPP).4",
            ),
        ),
        evaluate=_swppp_rule,
        uses=_AREA_USES,
        flags=(F.A4_SWPPP_LETTER, F.A5_L273_GARBLED),
    ),
    ApplicabilityRule(
        id="construction_stormwater_permit",
        title="City construction stormwater permit (construction not subject to the CGP)",
        category="construction_local_permit",
        citations=(
            c(275, 275, "All other construction or demolition activity", _CONSTRUCTION),
            c(
                351,
                351,
                "at least two working days prior to beginning construction activities",
                "Construction D.2.c",
            ),
            c(353, 353, "not subject to the provisions of the CGP", "Construction D.2.d"),
            c(
                461,
                461,
                "at least two working days prior to commencement of construction",
                "Construction E.1.d",
            ),
            c(463, 463, "shall be posted at the construction site", "Construction E.1.e"),
            c(
                511,
                511,
                "Exemptions from requirements for a construction stormwater permit",
                "Construction E.5",
            ),
        ),
        evaluate=_csp_rule,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A9_NO_MINIMUM, F.A7_TWO_DEFINITIONS, F.A23_CSP_LEAD_CONFLICT, F.A41_NO_CITY_CLOCK),
    ),
    ApplicabilityRule(
        id="erosion_sediment_control_plan",
        title="Erosion and sediment control plan (construction not subject to the CGP)",
        category="erosion_sediment_control_plan",
        citations=(
            c(
                529,
                529,
                "An erosion and sediment control plan is required for all projects with ground "
                "disturbing activities",
                "Construction F",
            ),
            c(
                529,
                529,
                "A SWPPP developed pursuant to the CGP may be substituted",
                "Construction F",
            ),
            c(
                355,
                355,
                "submitted to, and approved by, the city manager prior to commencement",
                "Construction D.2.e",
            ),
            c(
                531,
                531,
                "shall be retained on-site during the course of construction",
                "Construction F",
            ),
            c(
                275,
                275,
                "subsection E.10 of the state water resources control board",
                _CONSTRUCTION,
            ),
        ),
        evaluate=_escp_rule,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A9_NO_MINIMUM, F.A7_TWO_DEFINITIONS, F.E10_EXTERNAL),
    ),
    ApplicabilityRule(
        id="escp_inspections_records",
        title="ESCP inspections, inspection reports to the city, BMP maintenance and records on "
        "site",
        category="erosion_sediment_control_plan",
        citations=(
            c(
                603,
                603,
                "An inspection of the entire construction site should be performed",
                "Construction F.1.d.i(A)",
            ),
            c(
                605,
                605,
                "Complete an inspection report (provided by the city) for each inspection",
                "Construction F.1.d.i(B)",
            ),
            c(
                607,
                607,
                "Provide a copy of each inspection report to the city",
                "Construction F.1.d.i(C)",
            ),
            c(609, 609, "Inspection reports should be retained on-site", "Construction F.1.d.i(D)"),
            c(
                613,
                613,
                "Maintenance shall be performed on applicable BMPs as soon as possible",
                "Construction F.1.d.ii(A)",
            ),
            c(
                617,
                617,
                "Maintenance records shall be retained on-site",
                "Construction F.1.d.ii(C)",
            ),
        ),
        evaluate=_inspections_rule,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(
            "L603 ties inspection frequency to 'the project's priority level', which this chapter "
            "does not define; the frequencies are left to the city.",
        ),
    ),
    ApplicabilityRule(
        id="grading_permit_evidence",
        title="Grading-related permits (CGP, 401, 404, 1600) listed and evidenced",
        category="construction_local_permit",
        citations=(
            c(
                471,
                471,
                "will not issue a construction stormwater permit until",
                "Construction E.1.i",
            ),
            c(
                471,
                471,
                "U.S. Army Corps 404 Permit, and California Department of Fish and Game 1600 "
                "Agreement",
                "Construction E.1.i",
            ),
            c(
                553,
                555,
                "List applicable permits directly associated with grading activities",
                "Construction F.1.a.ix-x",
            ),
        ),
        evaluate=_grading_evidence_rule,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A8_CSP_FOR_CGP_SITES,),
    ),
    ApplicabilityRule(
        id="notice_of_termination",
        title="Notice of termination of construction (NOTC)",
        category="construction_local_permit",
        citations=(
            c(
                357,
                357,
                "A notice of termination of construction (NOTC) shall be submitted",
                "Construction D.2.f",
            ),
            c(
                395,
                395,
                "at the completion of construction for any site for which a construction "
                "stormwater permit is required or issued",
                "Construction D.5",
            ),
            c(
                403,
                403,
                "no later than fourteen calendar days after the date for termination",
                "Construction D.5.b",
            ),
        ),
        evaluate=_notc_rule,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A24_NOTC_TIMING, F.A32_DEFAULT_ACCEPTANCE, F.A41_NO_CITY_CLOCK),
    ),
    ApplicabilityRule(
        id="notc_acceptance",
        title="NOTC acceptance, conditional acceptance, final acceptance and rejection",
        category="construction_local_permit",
        citations=(
            c(
                413,
                413,
                "shall issue an acceptance of an NOTC by written communication or default",
                "Construction D.5.d.i",
            ),
            c(423, 423, "may issue a conditional acceptance of the NOTC", "Construction D.5.d.ii"),
            c(
                433,
                433,
                "shall make application to the city manager in a manner specified",
                "Construction D.5.d.iii",
            ),
            c(443, 443, "with the reasons for the rejection", "Construction D.5.d.iv"),
        ),
        evaluate=_notc_acceptance_rule,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A32_DEFAULT_ACCEPTANCE,),
    ),
    ApplicabilityRule(
        id="construction_bmps",
        title="Construction BMPs and pollution prevention (every construction site)",
        category="construction_bmps",
        citations=(
            c(
                291,
                291,
                "shall use best management practices to control, reduce, and prevent",
                "Construction A.2.a",
            ),
            c(
                271,
                271,
                "All discharges are prohibited except for the stormwater and non-stormwater "
                "discharges",
                _CONSTRUCTION,
            ),
            c(
                347,
                347,
                "performed so as to reduce, to the maximum extent practicable",
                "Construction D.2.a",
            ),
            c(349, 349, "maintain on-site and make available for inspection", "Construction D.2.b"),
        ),
        evaluate=_bmps_rule,
        uses=_ACTIVITY_USES,
        flags=(F.A7_TWO_DEFINITIONS,),
    ),
    ApplicabilityRule(
        id="closure_final_stabilization",
        title="Closure and final stabilization of the construction site",
        category="construction_bmps",
        citations=(
            c(
                363,
                363,
                "shall not be complete until proper closure of the site has been accomplished",
                "Construction D.3.a",
            ),
            c(365, 367, "Final stabilization of the site", "Construction D.3.b"),
            c(
                379,
                379,
                "Removal of all temporary stormwater pollution control devices",
                "Construction D.3.b.vii",
            ),
            c(
                77,
                77,
                "a uniform perennial vegetative cover, or equivalent permanent erosion prevention "
                "measures",
                "Definitions: Final stabilization",
            ),
        ),
        evaluate=_closure_rule,
        uses=_ACTIVITY_USES,
    ),
    ApplicabilityRule(
        id="inactive_site",
        title="Inactive construction site: fourteen continuous calendar days without closure",
        category="construction_bmps",
        citations=(
            c(
                389,
                389,
                "halted for a period of fourteen continuous calendar days",
                "Construction D.4",
            ),
            c(391, 391, "only temporary suspension of activities", "Construction D.4.i"),
            c(
                393,
                393,
                "maintained in a condition satisfactory to prevent the discharge of pollutants",
                "Construction D.4.ii",
            ),
        ),
        evaluate=_inactive_rule,
        uses=_ACTIVITY_USES,
        flags=(F.A30_INACTIVE_COUNT,),
    ),
    ApplicabilityRule(
        id="exemption_residential_maintenance",
        title="Exemption: residential property maintenance (from the city permit and ESCP)",
        category="exemption",
        citations=(
            c(
                511,
                511,
                "Exemptions from requirements for a construction stormwater permit and erosion "
                "and sediment control plan",
                "Construction E.5",
            ),
            c(
                513,
                513,
                "for the sole purpose of maintenance of the residential property site",
                "Construction E.5.a",
            ),
        ),
        evaluate=_exempt_maintenance_rule,
        uses=(
            "site.exemptions_claimed",
            "site.project_type",
            "site.land_use",
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.conditions",
        ),
        flags=(F.A11_CGP_NOT_EXEMPTED, MAINTENANCE_AMBIGUITY),
    ),
    ApplicabilityRule(
        id="exemption_emergency",
        title="Exemption: emergency construction determined by the city manager",
        category="exemption",
        citations=(
            c(
                515,
                515,
                "necessary on an emergency basis because of imminent harm or endangerment",
                "Construction E.5.b",
            ),
            c(515, 515, "only so long as such imminent harm or endangerment", "Construction E.5.b"),
        ),
        evaluate=_exempt_emergency_rule,
        uses=("site.emergency_work", "site.exemptions_claimed", "site.conditions"),
        flags=(F.A11_CGP_NOT_EXEMPTED,),
    ),
    ApplicabilityRule(
        id="exemption_permit_waiver",
        title="Waiver of the construction stormwater permit (the city manager's decision)",
        category="exemption",
        citations=(
            c(
                517,
                517,
                "may provide a waiver to the requirement for a construction stormwater permit",
                "Construction E.5.c",
            ),
            c(517, 517, "to meet all of the following conditions", "Construction E.5.c"),
            c(
                519,
                527,
                "There is a compelling public interest for issuance of a waiver",
                "Construction E.5.c.i-v",
            ),
            c(
                525,
                525,
                "not to be based upon cost or economic considerations",
                "Construction E.5.c.iv",
            ),
        ),
        evaluate=_waiver_rule,
        uses=("site.exemptions_claimed", "site.conditions", "events"),
        flags=(
            F.A10_WAIVER_SCOPE,
            F.A11_CGP_NOT_EXEMPTED,
            F.A18_UNDEFINED_TERMS,
            F.A41_NO_CITY_CLOCK,
        ),
    ),
]
