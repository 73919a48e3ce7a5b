"""Construction: which regime applies (state CGP + SWPPP, or the city permit + ESCP), the
exemptions and waiver, and the duties every construction site carries (L271-649).

Site facts read: ``disturbed_area_sqft``, ``part_of_common_plan``, ``project_type``,
``land_use``, ``emergency_work``, ``exemptions_claimed`` (ids ``residential_maintenance``,
``emergency_construction``, ``csp_waiver``) and ``conditions`` (the five waiver conditions,
``WAIVER_CONDITIONS``; ``temporary_suspension_shown`` for an inactive site).
"""

from __future__ import annotations

from collections.abc import Mapping

from workbench.api import (
    ApplicabilityRule,
    MissingFact,
    Outcome,
    Scenario,
    applies,
    does_not_apply,
    needs_info,
)

from . import flags as F
from .common import ACRE_SQFT, c, sqft
from .context import Facts, facts, once

Params = Mapping[str, float | None]

#: site.exemptions_claimed ids
RESIDENTIAL_MAINTENANCE = "residential_maintenance"
EMERGENCY = "emergency_construction"
WAIVER = "csp_waiver"
EXEMPTION_IDS = (RESIDENTIAL_MAINTENANCE, EMERGENCY, WAIVER)

#: site.conditions ids for the five waiver conditions (L519-527), with the text of each
WAIVER_CONDITIONS: dict[str, str] = {
    "waiver_no_violation": "(i) will not contribute to a violation of this chapter or any permit or "
    "license the city may hold to discharge stormwater (L519)",
    "waiver_no_significant_discharge": "(ii) of such size, extent, magnitude, or location as to neither "
    "allow, cause, or have potential to cause a significant discharge of sediments or other "
    "pollutants (L521)",
    "waiver_compelling_public_interest": "(iii) there is a compelling public interest for issuance of "
    "a waiver (L523)",
    "waiver_health_safety_interest": "(iv) in the general interest of the health and safety of people "
    "in the city or protection of the environment, not based upon cost or economic considerations "
    "(L525)",
    "waiver_city_conditions_met": "(v) other such conditions the city manager may deem necessary "
    "(L527)",
}
TEMPORARY_SUSPENSION = "temporary_suspension_shown"

_CONSTRUCTION = "Construction"


# --------------------------------------------------------------------------- shared tests
def disturbed_area(s: Scenario) -> float:
    area = s.site.disturbed_area_sqft
    if area is None:
        raise MissingFact(
            "site.disturbed_area_sqft",
            "the construction rules turn on land disturbance ('equal to or greater than one acre', L273)",
        )
    return area


def cgp_status(s: Scenario) -> tuple[bool, str]:
    """(subject to the state CGP?, reason naming the fact and the threshold as written)."""
    return _cgp(disturbed_area(s), s.site.part_of_common_plan)


def _cgp_status(ctx: Facts) -> tuple[bool, str]:
    return _cgp(disturbed_area(ctx.s), ctx.site.part_of_common_plan)


def _cgp(area: float, plan: bool | None) -> tuple[bool, str]:
    if area >= ACRE_SQFT:
        return True, (
            f"disturbed area {sqft(area)} >= 1 acre (43,560 sq ft): 'a land disturbance of "
            "equal to or greater than one acre' (L273)"
        )
    if area == 0:
        return False, (
            "disturbed area 0 sq ft: no land disturbance, so no construction activity "
            "(construction activities 'result in exposure of raw soil', L341)"
        )
    if plan is None:
        raise MissingFact(
            "site.part_of_common_plan",
            f"the disturbed area {sqft(area)} is below one acre (43,560 sq ft); the CGP then applies "
            "only 'if the construction activity is part of a larger common plan of development or "
            "sale' (L273)",
        )
    if plan:
        return True, (
            f"disturbed area {sqft(area)} < 1 acre (43,560 sq ft), but part of a larger "
            "common plan of development or sale: 'or less than one acre if the construction "
            "activity is part of a larger common plan' (L273)"
        )
    return False, (
        f"disturbed area {sqft(area)} < 1 acre (43,560 sq ft) and not part of a larger "
        "common plan of development or sale subject to the CGP (L273)"
    )


def residential_maintenance(s: Scenario) -> tuple[bool, str]:
    site = s.site
    claimed = RESIDENTIAL_MAINTENANCE in site.exemptions_claimed
    by_facts = site.project_type == "maintenance" and site.land_use == "residential"
    if not claimed and not by_facts:
        return False, (
            "residential maintenance exemption not claimed (site.exemptions_claimed has no "
            "'residential_maintenance'; project type "
            f"{site.project_type or 'not given'}, land use {site.land_use or 'not given'})"
        )
    if site.land_use is not None and site.land_use != "residential":
        return False, (
            f"land use {site.land_use} is not 'a single or multiple family residential "
            "property site' (L513)"
        )
    if site.project_type is not None and site.project_type != "maintenance":
        return False, (
            f"project type {site.project_type} is not 'for the sole purpose of maintenance of "
            "the residential property site' (L513)"
        )
    how = "claimed" if claimed else f"project type {site.project_type}, land use {site.land_use}"
    return True, (
        "construction 'undertaken at a single or multiple family residential property site "
        f"for the sole purpose of maintenance' (L513) ({how})"
    )


def emergency(s: Scenario) -> tuple[bool, str]:
    site = s.site
    if site.emergency_work or EMERGENCY in site.exemptions_claimed:
        return True, (
            "emergency work: exempt only if 'the city manager determines the construction is "
            "necessary on an emergency basis because of imminent harm or endangerment', and "
            "'only so long as such imminent harm or endangerment' exists (L515)"
        )
    return False, (
        "no emergency claimed (site.emergency_work is "
        f"{'false' if site.emergency_work is False else 'not given'})"
    )


def waiver(s: Scenario) -> tuple[bool | None, str, list[str]]:
    """(waiver available?, reason, waiver conditions not confirmed)."""
    if WAIVER not in s.site.exemptions_claimed:
        return False, "no waiver requested (site.exemptions_claimed has no 'csp_waiver')", []
    missing = [text for cid, text in WAIVER_CONDITIONS.items() if cid not in s.site.conditions]
    if missing:
        return (
            None,
            (
                f"waiver requested, but {len(missing)} of the 5 conditions the city manager must be "
                "satisfied of are not confirmed (site.conditions): 'all of the following "
                "conditions' (L517)"
            ),
            missing,
        )
    return (
        True,
        (
            "waiver requested and all 5 conditions of L519-527 confirmed; the city manager "
            "'may provide a waiver' (L517), it is not automatic"
        ),
        [],
    )


def csp_status(s: Scenario) -> Outcome:
    """Whether the city construction stormwater permit is required (L351, L353, L457, L511-527).

    Several rules ask this of the same site: the rules ask it once per evaluation (``_csp_of``);
    a fresh Outcome each call.
    """
    status, reasons, flags = _csp_triple(Facts(s, None))
    return Outcome(status, list(reasons), list(flags))


def _csp_triple(ctx: Facts) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    # Not cached across evaluations: the disturbed area differs from site to site, so a
    # value-keyed cache would miss almost always (and a miss costs more than the answer).
    outcome = _csp(ctx.s)
    return outcome.status, tuple(outcome.reasons), tuple(outcome.flags)


def _csp_of(ctx: Facts) -> Outcome:
    """csp_status, once per evaluation (a fresh Outcome each call)."""
    status, reasons, flags = once(ctx, _csp_triple)
    return Outcome(status, list(reasons), list(flags))


def _csp(s: Scenario) -> Outcome:
    subject, why = cgp_status(s)
    if disturbed_area(s) == 0:
        return does_not_apply(why)
    if subject:
        return does_not_apply(
            why,
            "the city permit is required 'for any construction site for which construction activities "
            "are not subject to the provisions of the CGP' (L353)",
            flags=[F.A8_CSP_FOR_CGP_SITES],
        )
    for test in (residential_maintenance, emergency):
        exempt, reason = test(s)
        if exempt:
            return does_not_apply(why, f"exempt: {reason}", flags=[F.A11_CGP_NOT_EXEMPTED])
    ok, reason, missing = waiver(s)
    if ok:
        return does_not_apply(why, f"waived: {reason}", flags=[F.A10_WAIVER_SCOPE])
    if ok is None:
        return needs_info(
            why, reason, *(f"- not confirmed: {m}" for m in missing), flags=[F.A10_WAIVER_SCOPE]
        )
    return applies(
        why,
        "not subject to the CGP, so a construction stormwater permit is required: 'shall be obtained "
        "for any construction site for which construction activities are not subject to the "
        "provisions of the CGP' (L353); the text sets no minimum area",
        "application at least two working days before beginning construction (L351); the permit "
        "must be obtained 'at least two working days prior to commencement of construction' (L461)",
        "post the permit at the site; no activity before its commencement date or after its "
        "termination date (L463); start no later than 30 calendar days after the commencement date "
        "or the permit is void (L465)",
    )


# --------------------------------------------------------------------------- rule bodies
# Facts several rules ask, once per evaluation (context.py); the texts are the same as above.
def _rm(ctx: Facts) -> tuple[bool, str]:
    return residential_maintenance(ctx.s)


def _em(ctx: Facts) -> tuple[bool, str]:
    return emergency(ctx.s)


def _wv(ctx: Facts) -> tuple[bool | None, str, list[str]]:
    return waiver(ctx.s)


_CGP_APPLIES = (
    "must 'comply with all provisions of such permit in addition to the provisions of this "
    "chapter' and a stormwater pollution prevention plan (SWPPP) 'will be required' (L273), "
    "prepared 'in accordance with applicable state and federal regulations' (L641)",
    "'Proof of compliance with the CGP is required prior to obtaining a grading or building "
    "permit' (L273)",
)


def _cgp_rule(s: Scenario, p: Params) -> Outcome:
    ctx = facts(s, p)
    subject, why = once(ctx, _cgp_status)
    extra = []
    if (
        once(ctx, _rm)[0]
        or once(ctx, _em)[0]
        or WAIVER in s.site.exemptions_claimed
        or RESIDENTIAL_MAINTENANCE in s.site.exemptions_claimed
    ):
        extra.append(F.A11_CGP_NOT_EXEMPTED)
    if subject:
        return Outcome("applies", [why, *_CGP_APPLIES], extra)
    return Outcome("does_not_apply", [why], extra)


_NO_SWPPP = "no SWPPP is required by this chapter (L641)"
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


def _swppp_rule(s: Scenario, p: Params) -> Outcome:
    subject, why = once(facts(s, p), _cgp_status)
    if not subject:
        return Outcome("does_not_apply", [why, _NO_SWPPP], [])
    return Outcome("applies", [why, *_SWPPP_APPLIES], [])


def _csp_rule(s: Scenario, p: Params) -> Outcome:
    return _csp_of(facts(s, p))


_ESCP_FOR_CGP = (
    "the ESCP is required for projects 'that are not subject to the provisions of the CGP' "
    "(L529); the SWPPP applies instead ('A SWPPP developed pursuant to the CGP may be "
    "substituted', L529)"
)
_ESCP_REQUIRED = (
    "'An erosion and sediment control plan is required for all projects with ground disturbing "
    "activities that are not subject to the provisions of the CGP' (L529); no minimum area"
)
_ESCP_WITH_PERMIT = (
    "submitted to, and approved by, the city manager prior to commencement of any "
    "construction activity (L355), with the permit application (L459)"
)
_ESCP_ON_SITE = (
    "retained on-site during construction and available for inspection (L531); revised "
    "no later than two working days after conditions requiring it (L633)"
)


def _escp_triple(ctx: Facts) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """The ESCP finding (status, reasons, flags): the ESCP and grading-evidence rules ask it."""
    subject, why = once(ctx, _cgp_status)
    if disturbed_area(ctx.s) == 0:
        return "does_not_apply", (why,), ()
    if subject:
        return "does_not_apply", (why, _ESCP_FOR_CGP), ()
    for test in (_rm, _em):
        exempt, reason = once(ctx, test)
        if exempt:
            return "does_not_apply", (why, f"exempt: {reason}"), (F.A11_CGP_NOT_EXEMPTED,)
    ok, reason, _ = once(ctx, _wv)
    flags = (F.A10_WAIVER_SCOPE,) if ok is not False else ()
    lines = [why, _ESCP_REQUIRED]
    if ok is not False:
        lines.append(f"a waiver of the permit ({reason}) is not read as waiving the ESCP")
    if once(ctx, _csp_triple)[0] == "applies":
        lines.append(_ESCP_WITH_PERMIT)
    lines.append(_ESCP_ON_SITE)
    return "applies", tuple(lines), flags


def _escp_rule(s: Scenario, p: Params) -> Outcome:
    status, reasons, flags = once(facts(s, p), _escp_triple)
    return Outcome(status, list(reasons), list(flags))


_GRADING_APPLIES = (
    "the erosion and sediment control plan is required (see that finding)",
    "'List applicable permits directly associated with grading activities' (CGP, 401 Water "
    "Quality Certification, Army Corps 404 Permit, Fish and Game 1600 Agreement) and 'include "
    "evidence' that they were obtained before soil disturbance (L553-555)",
    "the city manager 'will not issue a construction stormwater permit' until that evidence is "
    "submitted (L471); which of these permits a project needs is decided under those permits, "
    "not this chapter",
)


def _grading_evidence_rule(s: Scenario, p: Params) -> Outcome:
    status, reasons, flags = once(facts(s, p), _escp_triple)
    if status != "applies":
        return Outcome(status, list(reasons), list(flags))
    return Outcome("applies", list(_GRADING_APPLIES), [])


_NOTC_APPLIES = (
    "a construction stormwater permit is required (see that finding)",
    "a notice of termination of construction (NOTC) 'shall be submitted by the owner and/or "
    "operator at the completion of construction' (L395), with a description of final "
    "stabilization and the operator's certification (L397-401)",
    "no later than fourteen calendar days after the termination date in the permit (L403); no "
    "construction after the NOTC unless the permit is amended or another is applied for (L395)",
)


def _notc_rule(s: Scenario, p: Params) -> Outcome:
    status, reasons, flags = once(facts(s, p), _csp_triple)
    if status != "applies":
        return Outcome(status, list(reasons), list(flags))
    return Outcome("applies", list(_NOTC_APPLIES), [])


_NO_CONSTRUCTION = (
    "disturbed area 0 sq ft: no construction activity (construction activities "
    "'result in exposure of raw soil', L341)"
)


def _any_construction(s: Scenario) -> tuple[bool, str]:
    area = disturbed_area(s)
    if area == 0:
        return False, _NO_CONSTRUCTION
    return True, f"disturbed area {sqft(area)} > 0: construction activity (L341)"


def _active(ctx: Facts) -> tuple[bool, str]:
    return _any_construction(ctx.s)


_BMPS_APPLIES = (
    "owners, operators, contractors and subcontractors 'shall use best management practices to "
    "control, reduce, and prevent, to the maximum extent practicable, the discharge of "
    "pollutants' (L291); this holds whatever the permit regime or exemption",
    "'All discharges are prohibited except for the stormwater and non-stormwater discharges "
    "specifically authorized' by the CGP, this chapter or another NPDES permit (L271)",
    "keep on site and available for inspection any notice, permit or license and any required "
    "pollution control plan (L349)",
)


def _bmps_rule(s: Scenario, p: Params) -> Outcome:
    active, why = once(facts(s, p), _active)
    if not active:
        return Outcome("does_not_apply", [why], [])
    return Outcome("applies", [why, *_BMPS_APPLIES], [])


_CLOSURE_APPLIES = (
    "construction 'shall not be complete until proper closure of the site has been accomplished' "
    "(L363); the site remains a construction site until closure requirements are met (L319)",
    "proper closure includes final stabilization ('a uniform perennial vegetative cover, or "
    "equivalent permanent erosion prevention measures', L77), removal of surplus materials, "
    "fluids, wastes, non-permanent bins and temporary stormwater controls, and repair of damaged "
    "conveyances (L365-387)",
)


def _closure_rule(s: Scenario, p: Params) -> Outcome:
    active, why = once(facts(s, p), _active)
    if not active:
        return Outcome("does_not_apply", [why], [])
    return Outcome("applies", [why, *_CLOSURE_APPLIES], [])


_INACTIVE = (
    "a site where active on-site work 'halted for a period of fourteen continuous calendar days' "
    "without proper closure is in violation unless a NOTC was submitted or the city manager is "
    "satisfied the halt is a temporary suspension and the site is kept from discharging (L389-393)"
)
_SUSPENSION_SHOWN = (
    "temporary suspension shown to the city manager (site.conditions "
    "'temporary_suspension_shown'): not a violation while the site is maintained (L391-393)"
)


def _inactive_rule(s: Scenario, p: Params) -> Outcome:
    active, why = once(facts(s, p), _active)
    if not active:
        return Outcome("does_not_apply", [why], [])
    lines = [why, _INACTIVE]
    if TEMPORARY_SUSPENSION in s.site.conditions:
        lines.append(_SUSPENSION_SHOWN)
    return Outcome("applies", lines, [])


_MAINTENANCE_EXEMPT = (
    "exempt from the construction stormwater permit and the erosion and sediment "
    "control plan (L511)"
)


def _exempt_maintenance_rule(s: Scenario, p: Params) -> Outcome:
    exempt, reason = once(facts(s, p), _rm)
    if not exempt:
        return Outcome("does_not_apply", [reason], [])
    extra = []
    if (s.site.disturbed_area_sqft or 0) >= ACRE_SQFT:
        extra.append(
            f"the disturbed area {sqft(s.site.disturbed_area_sqft or 0)} >= 1 acre: the state "
            "CGP and SWPPP still apply (L273)"
        )
    return Outcome("applies", [reason, _MAINTENANCE_EXEMPT, *extra], [])


_EMERGENCY_EXEMPT = (
    "exempt from the construction stormwater permit and the erosion and sediment "
    "control plan while the emergency lasts (L511, L515)"
)


def _exempt_emergency_rule(s: Scenario, p: Params) -> Outcome:
    exempt, reason = once(facts(s, p), _em)
    if not exempt:
        return Outcome("does_not_apply", [reason], [])
    return Outcome("applies", [reason, _EMERGENCY_EXEMPT], [])


_WAIVER_COVERS = (
    "the waiver covers 'the requirement for a construction stormwater permit' "
    "(L517); the ESCP is kept (see the flag)"
)


def _waiver_rule(s: Scenario, p: Params) -> Outcome:
    ok, reason, missing = once(facts(s, p), _wv)
    if ok is False:
        return Outcome("does_not_apply", [reason], [])
    if ok is None:
        return Outcome("needs_info", [reason, *(f"- not confirmed: {m}" for m in missing)], [])
    return Outcome("applies", [reason, _WAIVER_COVERS], [])


# --------------------------------------------------------------------------- descriptors
_AREA_USES = ("site.disturbed_area_sqft", "site.part_of_common_plan")
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
        title="State construction general permit (CGP), SWPPP, and proof of CGP compliance before a "
        "grading or building permit",
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
        uses=_AREA_USES + ("site.exemptions_claimed", "site.emergency_work"),
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
        uses=("site.disturbed_area_sqft",),
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
        uses=("site.disturbed_area_sqft",),
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
        uses=("site.disturbed_area_sqft", "site.conditions"),
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
        ),
        flags=(F.A11_CGP_NOT_EXEMPTED,),
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
        uses=("site.emergency_work", "site.exemptions_claimed"),
        flags=(F.A11_CGP_NOT_EXEMPTED,),
    ),
    ApplicabilityRule(
        id="exemption_permit_waiver",
        title="Waiver of the construction stormwater permit (all five conditions)",
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
        uses=("site.exemptions_claimed", "site.conditions"),
        flags=(
            F.A10_WAIVER_SCOPE,
            F.A11_CGP_NOT_EXEMPTED,
            F.A18_UNDEFINED_TERMS,
            F.A41_NO_CITY_CLOCK,
        ),
    ),
]
