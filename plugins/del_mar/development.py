"""Land development and redevelopment (11.30.040.F, 11.30.150, 11.30.160, 11.30.170):
permit plans, the Post-Construction Stormwater Management Plan, post-construction BMPs, the
Priority Development Project screen (external: Order R9-2013-0001, Provision E.3.b),
hydromodification and treatment sizing by the Manual, and the maintenance plan, access
easement and maintenance assurance required before a discretionary permit is issued.

Over 500 lines: the 12 land development and redevelopment rules, each a short decider and one
declaration with its citations (the table is some 280 lines), sharing the Order and Manual flags
and ``follow``.
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule, Context, Outcome, Tri, all_of, any_of, negate, unknown

from .classify import (
    L219_AMBIGUITY,
    classification_title,
    classified,
    l157_exclusion,
    missing_reason,
    within_wqsa,
)
from .common import c, public_row_proviso, q
from .construction import application, l661_flags, similar_private_application
from .parameters import PDP_CITE, PERMIT

ORDER_FLAG = (
    "Order number typo: the Priority Development Project definition cites 'Provision E.3.b of "
    "Order No. R9-2013-001' (L151); the chapter defines the permit as 'Order No. R9-2013-0001' "
    "(L127)"
)
DISCHARGES_FLAG = "L765 says 'All Discharges engaged'; read as 'All Dischargers engaged'"
EXTERNAL_FLAG = (
    "External reference, not ordinance text: Priority Development Project categories and "
    f"thresholds are in {PERMIT} and the City Stormwater Standards Manual (L151, L767); figures "
    "marked for verification"
)


def follow(
    ctx: Context,
    cid: str,
    more: tuple[str, ...] | list[str] = (),
    flags: tuple[str, ...] | list[str] = (),
) -> Outcome:
    """A duty that follows a classification (its reasons are listed once, under classifications)."""
    decided = ctx.classify(cid)
    reasons = [f"{classification_title(cid)}: {decided.status.replace('_', ' ')}"]
    if decided.status == "applies":
        reasons += list(more)
    reasons += [missing_reason(name) for name in decided.missing]
    return Outcome(decided.status, reasons, list(flags), list(decided.missing))


# --------------------------------------------------------------------------- permits and plans
_PLANS_DISCRETIONARY = (
    "site.discretionary_permit yes: the application "
    + q(
        "shall be accompanied by plans demonstrating how the requirements of this Chapter will be "
        "met"
    )
    + " (L239)",
    "the permit shall not be approved unless the decision maker determines the application "
    "complies (L239); Performance Standards of the Manual apply through permit conditions (L671)",
)
_PLANS_PERMIT_UNKNOWN_KIND = (
    "site.requires_city_permit yes: the application needs plans (L239, L279)",
    "site.discretionary_permit is not given: a discretionary permit needs plans for every "
    "requirement of the Chapter (L239), a ministerial one only the Manual's specifically "
    "applicable requirements (L279)",
)
_PLANS_MINISTERIAL = (
    "site.requires_city_permit yes and site.discretionary_permit no (ministerial): plans "
    "demonstrating "
    + q(
        "the specifically applicable requirements, if any, set out in corresponding sections of "
        "the City Stormwater Standards Manuals"
    )
    + " (L279)",
    "only the Manual's sections for ministerial projects apply during development (L669)",
)
_PLANS_UNKNOWN = (
    "site.requires_city_permit and site.discretionary_permit: the 19 discretionary and 5 "
    "ministerial permits of 11.30.040.F need plans (L239-L289)",
)
_PLANS_NONE = (
    "site.requires_city_permit no and site.discretionary_permit no: no City permit or approval "
    "listed in 11.30.040.F (L239-L289)",
)


PERMIT_CONTRADICTION = (
    "CONTRADICTION: site.discretionary_permit is yes but site.requires_city_permit is no; a "
    "discretionary permit is a City permit (11.30.040.F, L239): the discretionary permit is read, "
    "correct the other fact"
)


def permit_contradiction(ctx: Context) -> list[str]:
    """A discretionary permit stated beside "no City permit" (review defect 16, s26b)."""
    site = ctx.site
    return (
        [PERMIT_CONTRADICTION]
        if site.discretionary_permit and site.requires_city_permit is False
        else []
    )


def _permit_plans(ctx: Context) -> Outcome:
    site = ctx.site
    if site.discretionary_permit:
        return Outcome("applies", list(_PLANS_DISCRETIONARY), permit_contradiction(ctx))
    if site.requires_city_permit and site.discretionary_permit is None:
        return Outcome("applies", list(_PLANS_PERMIT_UNKNOWN_KIND))
    if site.requires_city_permit:
        return Outcome("applies", list(_PLANS_MINISTERIAL))
    return application(ctx).outcome(
        does_not_apply=_PLANS_NONE,
        needs_info=(
            "the 19 discretionary and 5 ministerial permits of 11.30.040.F need plans (L239-L289)",
        ),
    )


_CEQA_FLAG = (
    "The plan must address aspects subject to further environmental review under 'Section 15162 of "
    "the California Environmental Quality Act' (L739), an outside reference"
)
_SWMP_REQUIRED = (
    f"{q('must be accompanied by a Post-Construction Stormwater Management Plan')} on a form or "
    "in a format specified by the City (L739); BMPs selected, designed and sized with the Manual's "
    "plans and City templates (L737)"
)


def _pc_swmp(ctx: Context) -> Outcome:
    """L739: every application for a permit or approval associated with land development or
    redevelopment."""
    flags = [_CEQA_FLAG]
    if ctx.claimed("completed_under_valid_permit"):
        flags.append(
            "Grandfathering claimed: post-construction requirements do not apply to aspects "
            "completed or substantially completed under a valid City permit when a complete "
            "application is submitted (L731); the rest of the project still needs the plan"
        )
    development = classified(ctx, "land_development")
    answer = all_of(development, similar_private_application(ctx, development))
    if application(ctx).value is not True:
        flags += l661_flags(ctx)
    return answer.outcome(
        applies=(_SWMP_REQUIRED,),
        does_not_apply=(
            "the plan accompanies applications for a permit or approval (L739); where there is "
            "land development or redevelopment, its post-construction BMPs apply "
            + q("whether a Post-Construction Stormwater Management Plan is required to be")
            + " submitted or not (L743; see that finding)",
        ),
        flags=flags,
    )


_PC_BMPS = (
    f"{q('Whether a City permit or approval is required or not')}, implement post-construction "
    "BMPs in these areas if applicable (L743): permanent slope erosion control; flow, velocity "
    "and erosion control; pollution prevention and source control; site design (impervious surface "
    "minimization, buffers); site planning; storm drain tiles or stamping and signage; trash "
    "and materials storage; structural treatment or infiltration BMPs where needed to meet water "
    "quality standards; infiltration BMP siting; other Manual BMPs (L745-L763)",
    f"flow control {q('shall prevent any significant increase in downstream erosion')} without "
    "preventing flows that sustain riparian habitats or wetlands (L747)",
)
_PC_PUBLIC = (
    "site.land_use 'public': public improvement projects "
    + q(
        "shall conform to the requirements this Chapter would impose on similar private "
        "development projects"
    )
    + " (L661)"
)
_PC_AGRICULTURAL = (
    "site.land_use 'agricultural': 11.30.150 applies to land development associated with "
    "agricultural operations (L645)"
)


def _pc_bmps(ctx: Context) -> Outcome:
    more = list(_PC_BMPS)
    land_use = ctx.get("land_use")
    if land_use == "public":
        more.append(_PC_PUBLIC)
    if land_use == "agricultural":
        more.append(_PC_AGRICULTURAL)
    return follow(ctx, "land_development", more, [DISCHARGES_FLAG])


_RESPONSIBLE = (
    q(
        "Developers, Development Project Proponents, and Land Owners for land on which Development "
        "Activities are performed, are Dischargers"
    )
    + " (L733)",
    "except that "
    + q(
        "a local government or public authority is not a Discharger as to activities conducted by "
        "others in public rights-of-way"
    )
    + " (L733)",
)


def _responsible(ctx: Context) -> Outcome:
    return follow(ctx, "land_development", (*_RESPONSIBLE, *public_row_proviso(ctx.has_condition)))


def _wqsa(ctx: Context) -> Outcome:
    """L219: Development Projects located within a WQSA are categorized as high priority."""
    inside = within_wqsa(ctx)
    answer = all_of(classified(ctx, "land_development"), inside)
    turns = "site.conditions: located_within_wqsa" in inside.missing
    return answer.outcome(
        flags=[L219_AMBIGUITY] if turns else [],
        applies=(
            q(
                "Development Projects, commercial and industrial dischargers located within WQSA "
                "are categorized as high priority"
            )
            + " (L219)",
            "the area "
            f"{q('may be subject to additional BMP or other water quality protection measures')}: "
            "the Manual and the City set them (L219)",
        ),
    )


# --------------------------------------------------------------------------- PDP (external)
_PDP_METHODS = (
    "PDPs "
    + q(
        "shall be designed using the methods and including the studies and reviews described in "
        "the City Stormwater Standards Manual"
    )
    + " (L767)",
)
_REDEV_METHODS = (
    q("All priority development projects and redevelopment projects (including ministerial")
    + " projects) "
    + q(
        "shall be designed using the methods and including the studies and reviews described in "
        "the City Stormwater Standards Manual"
    )
    + " (L767): this redevelopment project is designed so, whether or not it is a PDP",
)
_HMP_FLAG = (
    "No hydromodification criteria (flow range, duration matching) are in Ch. 11.30: the HMP is "
    "defined (L77) and reached only through the Manual (L767)"
)
_HMP = (
    "a Hydromodification Management Plan manages "
    + q("increases in runoff discharge rates and durations from all Priority Development Projects")
    + " (L77)",
)
_TREATMENT = (
    "structural treatment BMPs are selected, designed and sized with the Manual's documents and "
    "City templates (L737); see the sizing tool 'Design capture volume' (external method)",
    "structural BMPs are required "
    + q(
        "where a development project would otherwise cause or contribute to a violation of water "
        "quality standards"
    )
    + " (L759)",
    "off-site structural BMPs may be used for treatment and infiltration "
    + q(
        "only if the conveyance of run-off to those facilities prior to treatment will not cause "
        "or contribute to an exceedance of water quality standards, or deprive wetlands or "
        "riparian habitats of needed flows"
    )
    + "; "
    + q("Offsite facilities shall not substitute for the use of any on-site source control BMPs")
    + " (L759)",
)


L767_FLAG = (
    "L767 reaches 'All priority development projects and redevelopment projects (including "
    "ministerial projects)': read literally, every redevelopment project is designed with the "
    "Manual's methods, whatever the Provision E.3.b screen says; hydromodification and treatment "
    "sizing follow the PDP classification only"
)


def _pdp(ctx: Context) -> Outcome:
    """L767: PDPs and redevelopment projects are designed with the Manual's methods."""
    kind = ctx.get("project_type")
    is_redevelopment = (
        unknown("site.project_type")
        if kind is None
        else Tri(kind == "redevelopment", (f"site.project_type '{kind}'",))
    )
    redevelopment = all_of(is_redevelopment, negate(l157_exclusion(ctx)))
    answer = any_of(classified(ctx, "pdp"), redevelopment)
    methods = _PDP_METHODS if ctx.classification("pdp").yes else _REDEV_METHODS
    return answer.outcome(applies=methods, flags=[ORDER_FLAG, EXTERNAL_FLAG, L767_FLAG])


_PRE_DEVELOPMENT_REDEV = (
    "pre-development runoff conditions of a redevelopment project are "
    + q(
        "runoff conditions from the project footprint assuming infiltration characteristics of "
        "the underlying soil, and existing grade"
    )
    + "; "
    + q("Runoff coefficients of concrete or asphalt must not be used")
    + " (L147): the existing pavement does not count as the pre-development cover"
)
_PRE_DEVELOPMENT_NEW = (
    "for new development, pre-development runoff conditions are "
    + q("runoff conditions immediately before project construction")
    + " (L147)"
)


def _hydromod(ctx: Context) -> Outcome:
    """L77 with L147: the HMP compares post-project runoff with pre-development runoff; for
    redevelopment the pre-development condition is the underlying soil and grade, never the
    existing concrete or asphalt."""
    kind = ctx.get("project_type")
    if kind == "redevelopment":
        more = (*_HMP, _PRE_DEVELOPMENT_REDEV)
    elif kind == "new_development":
        more = (*_HMP, _PRE_DEVELOPMENT_NEW)
    else:
        more = (*_HMP, _PRE_DEVELOPMENT_NEW, _PRE_DEVELOPMENT_REDEV)
    return follow(ctx, "pdp", more, [ORDER_FLAG, EXTERNAL_FLAG, _HMP_FLAG])


def _treatment(ctx: Context) -> Outcome:
    return follow(ctx, "pdp", _TREATMENT, [ORDER_FLAG, EXTERNAL_FLAG])


# --------------------------------------------------------------------------- maintenance
# (11.30.160)
def structural_bmps(ctx: Context) -> bool:
    """Structural post-construction BMPs: stated, or drainage areas draining to a BMP."""
    if ctx.has_condition("structural_post_construction_bmps"):
        return True
    return any(
        (a.bmp_area_sqft or 0) > 0 or a.dma_type == "to_bmp" for a in ctx.scenario.drainage_areas
    )


def _discretionary(ctx: Context, what: str) -> Outcome:
    """L781-L785: land development or redevelopment projects that require a discretionary City
    permit, for their post-construction structural BMPs."""
    if structural_bmps(ctx):
        structural = Tri(True, ("the project has post-construction structural BMPs",))
    else:
        structural = unknown(
            "site.conditions: structural_post_construction_bmps",
            reason=f"does the project have post-construction structural BMPs? the {what} covers "
            "them: add 'structural_post_construction_bmps' to site.conditions (or drainage areas "
            "draining to a BMP)",
        )
    answer = all_of(
        classified(ctx, "land_development"),
        ctx.is_true("discretionary_permit", "discretionary City permit"),
        structural,
    )
    return answer.outcome(
        applies=("provide it to the City prior to issuance of the discretionary permit",),
        does_not_apply=(
            "required of land development or redevelopment projects "
            f"{q('that requires a discretionary City permit')} (L781)",
        ),
    )


def _maintenance_plan(ctx: Context) -> Outcome:
    out = _discretionary(ctx, "maintenance plan")
    if out.status == "applies":
        out.reasons += [
            "the plan shall specify who maintains and who funds, schedules and procedures for "
            "inspection and maintenance, worker training requirements and any other activities "
            "necessary (L781)",
            "it shall provide for servicing of all post-construction structural treatment BMPs "
            f"{q('at least annually and prior to the start of the rainy season')} (L781)",
            "and "
            + q("for the retention of inspection and maintenance records for at least three years")
            + " (L781)",
        ]
    out.flags.append(
        "'at least annually and prior to the start of the rainy season' does not say whether "
        "one servicing before October 1 each year suffices, nor when the three years of record "
        "retention begin; the workbench counts them from each record's date (L781)"
    )
    return out


def _easement(ctx: Context) -> Outcome:
    out = _discretionary(ctx, "access easement")
    if out.status == "applies":
        out.reasons.append(
            q(
                "an executed, permanent, easement onto the land on which post-construction "
                "structural BMPs will be located"
            )
            + " (and across other lands as necessary for access) to allow inspection, operation "
            "and/or maintenance (L783)"
        )
    out.flags.append(
        "Two easement clauses overlap: this one (discretionary permits, executed permanent "
        "easement, L783) and the City inspection easement for any new structural BMP on a "
        "permitted project (L791)"
    )
    return out


def _assurance(ctx: Context) -> Outcome:
    out = _discretionary(ctx, "maintenance assurance")
    if out.status == "applies":
        out.reasons += [
            q(
                "proof of a mechanism acceptable to the City which will ensure ongoing long-term "
                "maintenance"
            )
            + " of all structural post-construction BMPs (L785)",
            "the proponents remain responsible for maintenance until an alternative mechanism is "
            "accepted and effective (L785)",
        ]
    return out


def _bmp_upkeep(ctx: Context) -> Outcome:
    if not structural_bmps(ctx):
        return Outcome("does_not_apply", [_NO_STRUCTURAL], [])
    reasons = list(_UPKEEP)
    site = ctx.site
    if site.requires_city_permit or site.discretionary_permit:
        reasons.append(_UPKEEP_EASEMENT)
    return Outcome("applies", reasons, [])


_NO_STRUCTURAL = (
    "no structural post-construction BMPs: 'structural_post_construction_bmps' is not in "
    "site.conditions and no drainage area drains to a BMP (L773)"
)
_UPKEEP = (
    f"owners and occupants {q('shall ensure the maintenance of those BMPs')}, and maintain them "
    "themselves if others obliged fail to (L773)",
    "no contract or agreement relieves anyone of the obligation to maintain a BMP (L777)",
    "a developer transferring the land or the BMP must give "
    f"{q('clear written notice of the maintenance obligations')} prior to the transfer (L779)",
)
_UPKEEP_EASEMENT = (
    "new structural BMP on a project that requires a City permit: "
    "grant the City an easement to enter at reasonable times, including "
    f"{q('without prior notice once per year for routine inspections')} (L791)"
)


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="city_permit_plans",
        title="Plans demonstrating compliance with discretionary or ministerial permit "
        "applications",
        category="construction_local_permit",
        citations=(
            c(
                239,
                239,
                "shall be accompanied by plans demonstrating how the requirements of this Chapter "
                "will be met",
                "11.30.040.F.1",
            ),
            c(279, 279, "specifically applicable requirements, if any", "11.30.040.F.2"),
        ),
        evaluate=_permit_plans,
        uses=("site.discretionary_permit", "site.requires_city_permit"),
    ),
    ApplicabilityRule(
        id="post_construction_swmp",
        title="Post-Construction Stormwater Management Plan with the development permit "
        "application",
        category="post_construction_plan",
        citations=(
            c(
                739,
                739,
                "must be accompanied by a Post-Construction Stormwater Management Plan",
                "11.30.150.E",
            ),
            c(737, 737, "using the City templates or forms", "11.30.150.D"),
            c(
                731,
                731,
                "completed or substantially completed pursuant to and as required by a valid City "
                "permit",
                "11.30.150.A",
            ),
        ),
        evaluate=_pc_swmp,
        uses=(
            "site.project_type",
            "site.requires_city_permit",
            "site.discretionary_permit",
            "site.exemptions_claimed",
            "site.conditions",
        ),
    ),
    ApplicabilityRule(
        id="post_construction_bmps",
        title="Post-construction BMPs for land development and redevelopment",
        category="site_design_measures",
        citations=(
            c(
                735,
                735,
                "shall be designed to include and shall implement post-construction BMPs",
                "11.30.150.C",
            ),
            c(
                743,
                743,
                "Additional Minimum Post-Construction BMPs for Land Development Activities",
                "11.30.150.G",
            ),
            c(
                157,
                157,
                "Redevelopment does not include trenching and resurfacing associated with utility "
                "work",
                "11.30.030",
            ),
        ),
        evaluate=_pc_bmps,
        uses=("site.project_type", "site.exemptions_claimed", "site.land_use"),
    ),
    ApplicabilityRule(
        id="development_dischargers",
        title="Developers, project proponents and land owners are Dischargers",
        category="post_construction_plan",
        citations=(c(733, 733, "Owners and Developers Responsible and Liable", "11.30.150.B"),),
        evaluate=_responsible,
        uses=(
            "site.project_type",
            "site.conditions",
        ),
    ),
    ApplicabilityRule(
        id="wqsa_high_priority_development",
        title="Development Project located within a Water Quality Sensitive Area: high priority",
        category="post_construction_plan",
        citations=(
            c(
                219,
                219,
                "Development Projects, commercial and industrial dischargers located within WQSA",
                "11.30.030",
            ),
            c(
                219,
                219,
                "may be subject to additional BMP or other water quality protection measures",
                "11.30.030",
            ),
        ),
        evaluate=_wqsa,
        uses=(
            "site.project_type",
            "site.distance_to_sensitive_area_ft",
            "site.conditions",
            "site.discharges_to_sensitive_area",
        ),
        flags=(
            "The chapter states no duty specific to high priority development; "
            "the additional measures are in the Manual and set by the City (L219). "
            "site.distance_to_sensitive_area_ft 0 is read as located within a WQSA",
        ),
    ),
    ApplicabilityRule(
        id="priority_development_project",
        title="Design by the Manual's methods: Priority Development Projects and all "
        "redevelopment projects (L767; PDP categories external: Order R9-2013-0001 E.3.b)",
        category="post_construction_plan",
        citations=(
            c(
                151,
                151,
                "Priority Development Project refers to development project categories",
                "11.30.030",
            ),
            c(
                767,
                767,
                "All priority development projects and redevelopment projects (including "
                "ministerial projects)",
                "11.30.150.I",
            ),
            PDP_CITE,
        ),
        evaluate=_pdp,
        uses=(
            "site.project_type",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.conditions",
            "site.exemptions_claimed",
            "parameters",
        ),
    ),
    ApplicabilityRule(
        id="hydromodification_management",
        title="Hydromodification management for Priority Development Projects (criteria in the "
        "Manual)",
        category="hydromodification",
        citations=(
            c(
                77,
                77,
                "Hydromodification Management Plan (HMP) means a plan to manage increases in "
                "runoff",
                "11.30.030",
            ),
            c(
                767,
                767,
                "designed using the methods and including the studies and reviews",
                "11.30.150.I",
            ),
            c(147, 147, "Runoff coefficients of concrete or asphalt must not be used", "11.30.030"),
            PDP_CITE,
        ),
        evaluate=_hydromod,
        uses=(
            "site.project_type",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.conditions",
            "parameters",
        ),
    ),
    ApplicabilityRule(
        id="structural_treatment_bmps",
        title="Structural treatment BMPs sized by the Manual (design capture volume, external)",
        category="treatment_sizing",
        citations=(
            c(
                737,
                737,
                "Post-construction BMPs shall be selected, designed, and sized for approval by the "
                "City",
                "11.30.150.D",
            ),
            c(
                759,
                759,
                "Structural BMPs to treat and/or to infiltrate stormwater",
                "11.30.150.G.8",
            ),
            PDP_CITE,
        ),
        evaluate=_treatment,
        uses=(
            "site.project_type",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.conditions",
            "parameters",
        ),
    ),
    ApplicabilityRule(
        id="maintenance_plan",
        title="BMP maintenance plan before a discretionary permit is issued",
        category="bmp_maintenance",
        citations=(
            c(
                781,
                781,
                "a plan for maintenance of all post-construction structural BMPs",
                "11.30.160.F",
            ),
            c(
                781,
                781,
                "at least annually and prior to the start of the rainy season",
                "11.30.160.F",
            ),
        ),
        evaluate=_maintenance_plan,
        uses=(
            "site.project_type",
            "site.discretionary_permit",
            "site.conditions",
            "drainage_areas",
        ),
    ),
    ApplicabilityRule(
        id="maintenance_access_easement",
        title="Executed permanent access easement before a discretionary permit is issued",
        category="bmp_maintenance",
        citations=(
            c(783, 783, "an executed, permanent, easement onto the land", "11.30.160.G"),
            c(791, 791, "the property owner shall grant to the City an easement", "11.30.170.B"),
        ),
        evaluate=_easement,
        uses=(
            "site.project_type",
            "site.discretionary_permit",
            "site.conditions",
            "drainage_areas",
        ),
    ),
    ApplicabilityRule(
        id="maintenance_assurance",
        title="Proof of a long-term maintenance mechanism before a discretionary permit is issued",
        category="bmp_maintenance",
        citations=(c(785, 785, "proof of a mechanism acceptable to the City", "11.30.160.H"),),
        evaluate=_assurance,
        uses=(
            "site.project_type",
            "site.discretionary_permit",
            "site.conditions",
            "drainage_areas",
        ),
    ),
    ApplicabilityRule(
        id="structural_bmp_upkeep",
        title="Maintenance of installed structural post-construction BMPs, transfer notice, "
        "City easement",
        category="bmp_maintenance",
        citations=(
            c(773, 773, "shall ensure the maintenance of those BMPs", "11.30.160.B"),
            c(779, 779, "clear written notice of the maintenance obligations", "11.30.160.E"),
            c(
                791,
                791,
                "without prior notice once per year for routine inspections",
                "11.30.170.B",
            ),
        ),
        evaluate=_bmp_upkeep,
        uses=(
            "site.conditions",
            "drainage_areas",
            "site.requires_city_permit",
            "site.discretionary_permit",
        ),
    ),
)
