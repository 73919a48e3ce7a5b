"""Livingston construction rules: minimum BMPs, the state construction permit, the erosion and
sediment control plan, city inspections and their escalation.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    MissingFact,
    Outcome,
    Tri,
    all_of,
    any_of,
    applies,
    does_not_apply,
    needs_info,
    negate,
)

from .common import c
from .flags import F_CONSTRUCTION_DOCS, F_INSPECTOR_DUE, F_RISK_ONE, F_RISK_TOP
from .rule_helpers import _rule, _with


# --------------------------------------------------------------------------- construction
def _disturbance(ctx: Context) -> Tri:
    area = ctx.get("disturbed_area_sqft")
    if area == 0:
        return Tri(False, ("no soil disturbance (site.disturbed_area_sqft 0 sq ft)",))
    return ctx.area("disturbed_area_sqft", label="soil disturbance").more_than(0)


def _construction_bmps(ctx: Context) -> Outcome:
    exposed = ctx.is_true(
        "activities_exposed_to_stormwater", "construction activities exposed to stormwater"
    )
    return any_of(_disturbance(ctx), exposed).outcome(
        [
            "'All construction projects, regardless of size, having soil disturbance or activities "
            "exposed to stormwater must, at a minimum, implement BMPs' (L159)",
            "BMPs for erosion and sediment controls, soil stabilization, dewatering, source "
            "controls, pollution prevention measures and prohibited discharges",
        ],
        ["no soil disturbance and no construction activities exposed to stormwater (L159)"],
    )


def _cgp(ctx: Context) -> Outcome:
    """The construction-general-permit classification as a finding, with its submittal (L161)."""
    decided = ctx.classify("cgp_coverage")
    if decided.status == "applies":
        return _with(
            decided,
            "submit the WDID number and the SWPPP to the city before a construction permit is "
            "issued or improvement plans are approved (L161)",
        )
    return decided


def _escp(ctx: Context) -> Outcome:
    """L161: 'For projects with less than an acre of soil disturbance or not subject to the
    construction general permit', read as projects that have some soil disturbance."""
    cgp = ctx.classification("cgp_coverage")
    waiver = ctx.has_condition("erosivity_waiver")
    why = (
        "erosivity waiver (condition 'erosivity_waiver'): a project 'that [has] an erosivity "
        "waiver' (L165) is not subject to the construction general permit, so 'an erosion and "
        "sediment control plan (ESCP) and the ESCP worksheet must be submitted' (L161)"
        if waiver
        else "'For projects with less than an acre of soil disturbance or not subject to the "
        "construction general permit, an erosion and sediment control plan (ESCP) and the ESCP "
        "worksheet must be submitted' (L161)"
    )
    return all_of(_disturbance(ctx), negate(cgp)).outcome(
        [why],
        [
            "no soil disturbance, or subject to the construction general permit (WDID and SWPPP "
            "instead, L161)"
        ],
        flags=[
            F_CONSTRUCTION_DOCS,
            "L161 says 'less than an acre of soil disturbance'; the workbench reads it as a "
            "project that has some soil disturbance",
        ],
    )


INSPECTIONS = {
    1: "a presoil disturbance inspection and a project completion inspection (L165)",
    2: "a presoil disturbance inspection, monthly inspections, and a project completion "
    "inspection (L167)",
    3: "a presoil disturbance inspection, bimonthly (twice per month) inspections, and a "
    "project completion inspection (L169)",
}


def _escalation(ctx: Context) -> Outcome:
    """L171: two consecutive notices of violation, or one not corrected by its due date. The
    count is never defaulted: not given, the elevation is open (issue 35, D15)."""
    if ctx.has_condition("nov_not_corrected_by_due_date"):
        return applies(
            "a notice of violation was not corrected by the due date set by the inspector "
            "(condition 'nov_not_corrected_by_due_date'): 'does not correct a previously issued "
            "notice of violation by the due date' (L171)",
            flags=[F_INSPECTOR_DUE],
        )
    novs = ctx.get("notices_of_violation")
    if novs is None:
        return needs_info(
            "notices of violation issued to the project not given: two consecutive notices "
            "elevate the inspection category (L171)",
            missing=["site.notices_of_violation"],
        )
    if novs >= 2 and ctx.has_condition("novs_consecutive"):
        return applies(
            f"notices of violation {novs} >= 2, consecutive (condition 'novs_consecutive'): "
            "'issued two consecutive notices of violation' (L171)"
        )
    if novs >= 2:
        return does_not_apply(
            f"notices of violation {novs} >= 2 but not stated consecutive (condition "
            f"'novs_consecutive'); L171 requires 'two consecutive notices of violation'"
        )
    return does_not_apply(
        f"notices of violation {novs} < 2 consecutive, and no uncorrected notice (L171)"
    )


def _inspection_category(ctx: Context) -> tuple[int, str]:
    if ctx.has_condition("erosivity_waiver"):
        return 1, "erosivity waiver: 'Projects ... that have an erosivity waiver' (L165)"
    cgp = ctx.classify("cgp_coverage")
    if cgp.status == "does_not_apply":
        return 1, "not subject to the CGP: 'Projects not subject to the CGP' (L165)"
    if cgp.status != "applies":
        raise MissingFact(cgp.missing[0] if cgp.missing else "site.disturbed_area_sqft")
    risk = ctx.fact("risk_level")
    name = f"LUP type {risk}" if ctx.get("project_type") == "linear_utility" else f"risk {risk}"
    if risk in (1, 2):
        return 2, f"{name}: 'risk 1/LUP type 1 or risk 2/LUP type 2' (L167)"
    return 3, f"{name}: 'risk 3/LUP type 3' (L169)"


def _inspections(ctx: Context) -> Outcome:
    disturbed = _disturbance(ctx)
    if not disturbed.yes:
        return disturbed.outcome(
            does_not_apply=[
                "the city inspects 'construction sites that have areas of soil disturbance exposed "
                "to stormwater' (L163)"
            ]
        )
    category, why = _inspection_category(ctx)
    reasons = [why, f"base inspection category: {INSPECTIONS[category]}"]
    flags: list[str] = [
        "inspections are billed by the city to the project owner (L163); no fee is stated"
    ]
    escalation = _escalation(ctx)
    if escalation.status == "applies":
        flags.extend(escalation.flags)
        if category == 3:
            reasons.append("elevation after notices of violation: already in the highest category")
            flags.append(F_RISK_TOP)
        else:
            if category == 2:
                flags.append(F_RISK_ONE)
            category += 1
            reasons.append(
                f"elevated to the next highest category (L171): {INSPECTIONS[category]}; the CGP "
                "risk rating itself is not affected"
            )
        reasons.extend(escalation.reasons)
    elif escalation.status == "needs_info":
        reasons.append(
            "whether the category is elevated after notices of violation (L171) is open: "
            "site.notices_of_violation is not given"
        )
    if ctx.get("project_type") == "linear_utility":
        flags.append(
            "for a linear underground/overhead project, site.risk_level is read as the LUP type"
        )
    return applies(*reasons, flags=flags)


def _risk_elevation(ctx: Context) -> Outcome:
    disturbed = _disturbance(ctx)
    if disturbed.no:
        return disturbed.outcome(
            does_not_apply=[
                "no construction site to inspect, so no category to elevate (L163, L171)"
            ]
        )
    escalation = _escalation(ctx)
    if disturbed.unknown and escalation.status == "applies":
        return disturbed.because(*escalation.reasons).outcome()
    return escalation


CONSTRUCTION_RULES: list[ApplicabilityRule] = [
    _rule(
        "construction_bmps",
        "Minimum construction BMPs, regardless of size",
        "construction_bmps",
        _construction_bmps,
        [
            c(
                159,
                159,
                "All construction projects, regardless of size, having soil disturbance",
                "construction",
            )
        ],
        ["site.disturbed_area_sqft", "site.activities_exposed_to_stormwater"],
    ),
    _rule(
        "construction_general_permit",
        "State construction general permit: WDID number and SWPPP to the city",
        "construction_state_permit",
        _cgp,
        [
            c(
                31,
                31,
                "projects that disturb one acre of land or more, in one or more phases",
                "definitions",
            ),
            c(
                161,
                161,
                "the WDID number and the SWPPP shall be submitted to the city",
                "construction",
            ),
        ],
        ["site.disturbed_area_sqft", "site.part_of_common_plan", "site.conditions"],
    ),
    _rule(
        "erosion_sediment_control_plan",
        "Erosion and sediment control plan (ESCP) and ESCP worksheet",
        "erosion_sediment_control_plan",
        _escp,
        [
            c(161, 161, "For projects with less than an acre of soil disturbance", "construction"),
            c(161, 161, "the ESCP worksheet must be submitted to the city", "construction"),
        ],
        ["site.disturbed_area_sqft", "site.conditions"],
    ),
    _rule(
        "city_construction_inspections",
        "City stormwater compliance inspections by risk level",
        "construction_local_permit",
        _inspections,
        [
            c(
                163,
                163,
                "Inspections will be billed by the city to the project owner",
                "construction",
            ),
            c(
                165,
                165,
                "a presoil disturbance inspection and a project completion inspection",
                "construction",
            ),
            c(167, 167, "risk 1/LUP type 1 or risk 2/LUP type 2", "construction"),
            c(169, 169, "bimonthly (twice per month) inspections", "construction"),
            c(171, 171, "elevated by the city to the next highest category", "construction"),
        ],
        [
            "site.disturbed_area_sqft",
            "site.risk_level",
            "site.project_type",
            "site.notices_of_violation",
            "site.conditions",
        ],
    ),
    _rule(
        "construction_risk_elevation",
        "Threat to water quality elevated after notices of violation",
        "construction_local_permit",
        _risk_elevation,
        [
            c(171, 171, "issued two consecutive notices of violation", "construction"),
            c(
                171,
                171,
                "will not affect the risk rating for the construction general permit",
                "construction",
            ),
        ],
        ["site.notices_of_violation", "site.conditions", "site.disturbed_area_sqft"],
    ),
]
