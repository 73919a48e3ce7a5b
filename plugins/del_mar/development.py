"""Land development and redevelopment (11.30.040.F, 11.30.150, 11.30.160, 11.30.170):
permit plans, the Post-Construction Stormwater Management Plan, post-construction BMPs, the
Priority Development Project screen (external: Order R9-2013-0001, Provision E.3.b),
hydromodification and treatment sizing by the Manual, and the maintenance plan, access
easement and maintenance assurance required before a discretionary permit is issued."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from workbench.api import ApplicabilityRule, Outcome, applies

from . import classify
from .common import c, num, q, shared, sqft
from .parameters import PDP_CITE, PERMIT
from .vocabulary import EXEMPTIONS

if TYPE_CHECKING:
    from workbench.api import Scenario

Params = Mapping[str, float | None]

DEVELOPMENT_TYPES = ("new_development", "redevelopment", "road", "linear_utility")
REDEVELOPMENT_EXCLUSIONS = (
    "utility_trenching_resurfacing",
    "parking_road_resurfacing",
    "sidewalk_ramp_bike_lane",
    "pothole_repair",
)
ORDER_FLAG = (
    "Order number typo: the Priority Development Project definition cites 'Provision E.3.b of Order No. "
    "R9-2013-001' (L151); the chapter defines the permit as 'Order No. R9-2013-0001' (L127)"
)
DISCHARGES_FLAG = "L765 says 'All Discharges engaged'; read as 'All Dischargers engaged'"
EXTERNAL_FLAG = (
    "External reference, not ordinance text: Priority Development Project categories and thresholds "
    f"are in {PERMIT} and the City Stormwater Standards Manual (L151, L767); figures marked for verification"
)


_REDEVELOPMENT = f"project_type redevelopment: {q('the creation, addition, and or replacement of impervious surface on an already developed site')} (L157)"


def development(scenario: Scenario) -> classify.Test:
    """Land development or redevelopment activity (L105, L157)."""
    state, reasons = _development(scenario, None)
    return state, list(reasons)


_NO_PROJECT_TYPE = (None, ("site.project_type is not given",))
_IS_REDEVELOPMENT = (True, (_REDEVELOPMENT,))


def _development(scenario: Scenario, params: Params | None) -> tuple[classify.Tri, tuple[str, ...]]:
    """``development`` with the reasons as a tuple (immutable: the rules share it through ``shared``)."""
    site = scenario.site
    kind = site.project_type
    if kind is None:
        return _NO_PROJECT_TYPE
    if kind not in DEVELOPMENT_TYPES:
        return False, (
            f"project_type {kind}: not a land development or redevelopment project (L731)",
        )
    exemptions = site.exemptions_claimed
    if exemptions and kind != "new_development":
        excluded = [e for e in REDEVELOPMENT_EXCLUSIONS if e in exemptions]
        if excluded:
            return False, tuple(
                [
                    f"exemption '{e}': {q('Redevelopment does not include')} "
                    f"{EXEMPTIONS[e].split(' (L')[0].lower()} (L157)"
                    for e in excluded
                ]
            )
    if kind == "redevelopment":
        return _IS_REDEVELOPMENT
    return True, (f"project_type {kind}: land development activity (L105, L731)",)


def _dev(scenario: Scenario, params: Params) -> tuple[classify.Tri, tuple[str, ...]]:
    """``development`` once per evaluation (reasons as a tuple: copy to extend)."""
    return shared(_development, scenario, params)


def _outcome(
    state: classify.Tri,
    reasons: list[str] | tuple[str, ...],
    flags: list[str] | tuple[str, ...] | None = None,
) -> Outcome:
    status = "applies" if state is True else "does_not_apply" if state is False else "needs_info"
    return Outcome(status, list(reasons), list(flags) if flags else [])


# --------------------------------------------------------------------------- permits and plans
_PLANS_DISCRETIONARY = (
    f"discretionary_permit true: the application {q('shall be accompanied by plans demonstrating how the requirements of this Chapter will be met')} (L239)",
    "the permit shall not be approved unless the decision maker determines the application complies "
    "(L239); Performance Standards of the Manual apply through permit conditions (L671)",
)
_PLANS_PERMIT_UNKNOWN_KIND = (
    "requires_city_permit true: the application needs plans (L239, L279)",
    "site.discretionary_permit is not given: a discretionary permit needs plans for every "
    "requirement of the Chapter (L239), a ministerial one only the Manual's specifically "
    "applicable requirements (L279)",
)
_PLANS_MINISTERIAL = (
    "requires_city_permit true and discretionary_permit false (ministerial): plans demonstrating "
    f"{q('the specifically applicable requirements, if any, set out in corresponding sections of the City Stormwater Standards Manuals')} (L279)",
    "only the Manual's sections for ministerial projects apply during development (L669)",
)
_PLANS_UNKNOWN = (
    "site.requires_city_permit and site.discretionary_permit: the 19 discretionary and 5 "
    "ministerial permits of 11.30.040.F need plans (L239-L289)",
)
_PLANS_NONE = (
    "requires_city_permit false and discretionary_permit false: no City permit or approval "
    "listed in 11.30.040.F (L239-L289)",
)


def _permit_plans(scenario: Scenario, params: Params) -> Outcome:
    site = scenario.site
    if site.discretionary_permit:
        return Outcome("applies", list(_PLANS_DISCRETIONARY), [])
    if site.requires_city_permit and site.discretionary_permit is None:
        return Outcome("applies", list(_PLANS_PERMIT_UNKNOWN_KIND), [])
    if site.requires_city_permit:
        return Outcome("applies", list(_PLANS_MINISTERIAL), [])
    if site.requires_city_permit is None or site.discretionary_permit is None:
        return Outcome("needs_info", list(_PLANS_UNKNOWN), [])
    return Outcome("does_not_apply", list(_PLANS_NONE), [])


_CEQA_FLAG = (
    "The plan must address aspects subject to further environmental review under 'Section 15162 of the "
    "California Environmental Quality Act' (L739), an outside reference"
)
_SWMP_REQUIRED = (
    f"{q('must be accompanied by a Post-Construction Stormwater Management Plan')} on a form or in a "
    "format specified by the City (L739); BMPs selected, designed and sized with the Manual's plans and "
    "City templates (L737)"
)


_PC_SWMP_NO_PERMIT_ANSWER = (
    "site.requires_city_permit is not given: every application for a permit or "
    "approval associated with land development or redevelopment needs the plan (L739)"
)
_PC_SWMP_NO_PERMIT = (
    "no City permit or approval is applied for (requires_city_permit false, "
    "discretionary_permit false); the post-construction BMPs still apply (L743)"
)


def _pc_swmp(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = shared(_development, scenario, params)
    if state is not True:
        return Outcome(
            "does_not_apply" if state is False else "needs_info", list(reasons), [_CEQA_FLAG]
        )
    site = scenario.site
    answers = (site.requires_city_permit, site.discretionary_permit)
    if True not in answers and None in answers:
        return Outcome("needs_info", [*reasons, _PC_SWMP_NO_PERMIT_ANSWER], [_CEQA_FLAG])
    if True not in answers:
        return Outcome("does_not_apply", [*reasons, _PC_SWMP_NO_PERMIT], [_CEQA_FLAG])
    flags = [_CEQA_FLAG]
    reasons = [*reasons, _SWMP_REQUIRED]
    if "completed_under_valid_permit" in site.exemptions_claimed:
        flags.append(
            "Grandfathering claimed: post-construction requirements do not apply to aspects completed or "
            "substantially completed under a valid City permit when a complete application is submitted "
            "(L731); the rest of the project still needs the plan"
        )
    return applies(*reasons, flags=flags)


_PC_BMPS = (
    f"{q('Whether a City permit or approval is required or not')}, implement post-construction BMPs in these "
    "areas if applicable (L743): permanent slope erosion control; flow, velocity and erosion control; pollution "
    "prevention and source control; site design (impervious surface minimization, buffers); site planning; "
    "storm drain tiles or stamping and signage; trash and materials storage; structural treatment or infiltration "
    "BMPs where needed to meet water quality standards; infiltration BMP siting; other Manual BMPs (L745-L763)",
    f"flow control {q('shall prevent any significant increase in downstream erosion')} without preventing flows "
    "that sustain riparian habitats or wetlands (L747)",
)
_PC_PUBLIC = f"land_use public: public improvement projects {q('shall conform to the requirements this Chapter would impose on similar private development projects')} (L661)"
_PC_AGRICULTURAL = (
    "land_use agricultural: 11.30.150 applies to land development associated with agricultural "
    "operations (L645)"
)


def _pc_bmps(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = shared(_development, scenario, params)
    if state is not True:
        return Outcome("does_not_apply" if state is False else "needs_info", list(reasons), [])
    reasons = [*reasons, *_PC_BMPS]
    land_use = scenario.site.land_use
    if land_use == "public":
        reasons.append(_PC_PUBLIC)
    if land_use == "agricultural":
        reasons.append(_PC_AGRICULTURAL)
    return Outcome("applies", reasons, [DISCHARGES_FLAG])


# --------------------------------------------------------------------------- PDP (external)
_PDP_CATEGORIES = (
    f"Priority Development Project {q('refers to development project categories as more fully set forth in Provision E.3.b')} "
    "(L151): the categories are not in Ch. 11.30"
)


def pdp(scenario: Scenario, params: Params) -> tuple[classify.Tri, list[str], list[str]]:
    state, reasons, flags = shared(_pdp_screen, scenario, params)
    return state, list(reasons), list(flags)


def pdp_state(scenario: Scenario, params: Params) -> classify.Tri:
    """Whether the project is a Priority Development Project (the screen runs once per evaluation)."""
    return shared(_pdp_screen, scenario, params)[0]


def _pdp_screen(
    scenario: Scenario, params: Params
) -> tuple[classify.Tri, tuple[str, ...], tuple[str, ...]]:
    state, reasons, flags = _pdp_lists(scenario, params)
    return state, tuple(reasons), tuple(flags)


def _pdp_lists(scenario: Scenario, params: Params) -> tuple[classify.Tri, list[str], list[str]]:
    state, reasons = shared(_development, scenario, params)
    reasons = list(reasons)
    flags = [ORDER_FLAG, EXTERNAL_FLAG]
    site = scenario.site
    if site.project_type == "redevelopment":
        flags.append(
            "'All priority development projects and redevelopment projects (including ministerial "
            "projects)' (L767) may require every redevelopment project to use the Manual's PDP methods; ask "
            "the City"
        )
    if state is False:
        return False, reasons, flags
    if "pdp_confirmed" in site.conditions:
        return (
            True,
            reasons
            + [
                "'pdp_confirmed' in site.conditions: a Priority Development Project under "
                f"{q('Provision E.3.b of Order No. R9-2013-001')} (L151)"
            ],
            flags,
        )
    if "not_pdp_confirmed" in site.conditions:
        return (
            False,
            reasons
            + ["'not_pdp_confirmed' in site.conditions: not a Priority Development Project (L151)"],
            flags,
        )
    if state is None:
        return None, reasons, flags
    pid = (
        "pdp_redevelopment_impervious_sqft"
        if site.project_type == "redevelopment"
        else "pdp_new_development_impervious_sqft"
    )
    limit = params.get(pid)
    new, replaced = site.new_impervious_sqft, site.replaced_impervious_sqft
    if limit is None:
        return (
            None,
            reasons
            + [
                _PDP_CATEGORIES,
                f"parameter del_mar.{pid} is not set (no confirmed figure): enter it from the permit, or add "
                "'pdp_confirmed' or 'not_pdp_confirmed' to site.conditions",
            ],
            flags,
        )
    if new is None:
        return None, reasons + ["site.new_impervious_sqft is not given"], flags
    area = new + (replaced or 0.0)
    text = f"new_impervious_sqft {sqft(new)} + replaced_impervious_sqft {sqft(replaced or 0.0)} = {sqft(area)}"
    if area >= limit:
        return (
            True,
            reasons + [f"{text} >= {num(limit)} sq ft (parameter del_mar.{pid}; external, verify)"],
            flags
            + [
                "Screened by created or replaced impervious area only; confirm the category against Provision E.3.b"
            ],
        )
    return (
        None,
        reasons
        + [
            f"{text} < {num(limit)} sq ft (parameter del_mar.{pid}; external, verify): not a PDP by impervious area",
            "the other Provision E.3.b categories (use, location, parking, roads) are not screened: add 'pdp_confirmed' "
            "or 'not_pdp_confirmed' to site.conditions",
        ],
        flags,
    )


_PDP_METHODS = (
    f"PDPs {q('shall be designed using the methods and including the studies and reviews described in the City Stormwater Standards Manual')} (L767)",
)
_HMP_FLAG = (
    "No hydromodification criteria (flow range, duration matching) are in Ch. 11.30: the HMP is "
    "defined (L77) and reached only through the Manual (L767)"
)
_HMP = (
    f"a Hydromodification Management Plan manages {q('increases in runoff discharge rates and durations from all Priority Development Projects')} (L77)",
)
_TREATMENT = (
    "structural treatment BMPs are selected, designed and sized with the Manual's documents and City "
    "templates (L737); see the sizing tool del_mar DCV (external method)",
    f"structural BMPs are required {q('where a development project would otherwise cause or contribute to a violation of water quality standards')} (L759)",
)


def _pdp_outcome(
    more: tuple[str, ...], flag: str | None = None
) -> Callable[[Scenario, Params], Outcome]:
    """A PDP-dependent rule: the screen's reasons, plus ``more`` when it is a PDP (one call
    layer less than a shared helper called by three rules)."""
    extra = (flag,) if flag else ()

    def rule(scenario: Scenario, params: Params) -> Outcome:
        state, reasons, flags = shared(_pdp_screen, scenario, params)
        if state is True:
            return Outcome("applies", [*reasons, *more], [*flags, *extra])
        return Outcome(
            "does_not_apply" if state is False else "needs_info", list(reasons), [*flags, *extra]
        )

    return rule


_pdp = _pdp_outcome(_PDP_METHODS)
_hydromod = _pdp_outcome(_HMP, _HMP_FLAG)
_treatment = _pdp_outcome(_TREATMENT)


# --------------------------------------------------------------------------- maintenance (11.30.160)
def structural_bmps(scenario: Scenario) -> bool:
    return _structural_bmps(scenario, None)


def _structural_bmps(scenario: Scenario, params: Params | None) -> bool:
    if "structural_post_construction_bmps" in scenario.site.conditions:
        return True
    for a in scenario.drainage_areas:
        if (a.bmp_area_sqft or 0) > 0 or a.dma_type == "to_bmp":
            return True
    return False


_NO_DISCRETIONARY = (
    "discretionary_permit false: required of projects "
    f"{q('that requires a discretionary City permit')} (L781)"
)


def _discretionary(scenario: Scenario, what: str, params: Params) -> Outcome:
    state, reasons = shared(_development, scenario, params)
    if state is not True:
        return Outcome("does_not_apply" if state is False else "needs_info", list(reasons), [])
    d = scenario.site.discretionary_permit
    if d is None:
        return Outcome(
            "needs_info", [*reasons, "site.discretionary_permit is not given (L781-L785)"], []
        )
    if not d:
        return Outcome("does_not_apply", [*reasons, _NO_DISCRETIONARY], [])
    reasons = [
        *reasons,
        "discretionary_permit true: provide to the City prior to issuance of that permit",
    ]
    if not shared(_structural_bmps, scenario, params):
        reasons.append(
            f"does the project have post-construction structural BMPs? the {what} covers them: "
            "add 'structural_post_construction_bmps' to site.conditions (or drainage areas draining to a BMP)"
        )
        return Outcome("needs_info", reasons, [])
    return Outcome("applies", reasons, [])


def _maintenance_plan(scenario: Scenario, params: Params) -> Outcome:
    out = _discretionary(scenario, "maintenance plan", params)
    if out.status == "applies":
        out.reasons += [
            "the plan shall specify who maintains and who funds, schedules and procedures for inspection and "
            "maintenance, worker training requirements and any other activities necessary (L781)",
            f"it shall provide for servicing of all post-construction structural treatment BMPs {q('at least annually and prior to the start of the rainy season')} (L781)",
            f"and {q('for the retention of inspection and maintenance records for at least three years')} (L781)",
        ]
    out.flags.append(
        "'at least annually and prior to the start of the rainy season' does not say whether one "
        "servicing before October 1 each year suffices, nor when the three years of record retention "
        "begin; the workbench counts them from each record's date (L781)"
    )
    return out


def _easement(scenario: Scenario, params: Params) -> Outcome:
    out = _discretionary(scenario, "access easement", params)
    if out.status == "applies":
        out.reasons.append(
            f"{q('an executed, permanent, easement onto the land on which post-construction structural BMPs will be located')} "
            "(and across other lands as necessary for access) to allow inspection, operation and/or "
            "maintenance (L783)"
        )
    out.flags.append(
        "Two easement clauses overlap: this one (discretionary permits, executed permanent easement, "
        "L783) and the City inspection easement for any new structural BMP on a permitted project (L791)"
    )
    return out


def _assurance(scenario: Scenario, params: Params) -> Outcome:
    out = _discretionary(scenario, "maintenance assurance", params)
    if out.status == "applies":
        out.reasons += [
            f"{q('proof of a mechanism acceptable to the City which will ensure ongoing long-term maintenance')} "
            "of all structural post-construction BMPs (L785)",
            "the proponents remain responsible for maintenance until an alternative mechanism is accepted "
            "and effective (L785)",
        ]
    return out


def _bmp_upkeep(scenario: Scenario, params: Params) -> Outcome:
    if not shared(_structural_bmps, scenario, params):
        return Outcome("does_not_apply", [_NO_STRUCTURAL], [])
    reasons = list(_UPKEEP)
    site = scenario.site
    if site.requires_city_permit or site.discretionary_permit:
        reasons.append(_UPKEEP_EASEMENT)
    return Outcome("applies", reasons, [])


_NO_STRUCTURAL = (
    "no structural post-construction BMPs: 'structural_post_construction_bmps' "
    "is not in site.conditions and no drainage area drains to a BMP (L773)"
)
_UPKEEP = (
    f"owners and occupants {q('shall ensure the maintenance of those BMPs')}, and maintain them themselves "
    "if others obliged fail to (L773)",
    "no contract or agreement relieves anyone of the obligation to maintain a BMP (L777)",
    f"a developer transferring the land or the BMP must give {q('clear written notice of the maintenance obligations')} prior to the transfer (L779)",
)
_UPKEEP_EASEMENT = (
    "new structural BMP on a project that requires a City permit: grant the City an easement to "
    f"enter at reasonable times, including {q('without prior notice once per year for routine inspections')} (L791)"
)


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="city_permit_plans",
        title="Plans demonstrating compliance with discretionary or ministerial permit applications",
        category="construction_local_permit",
        citations=(
            c(
                239,
                239,
                "shall be accompanied by plans demonstrating how the requirements of this Chapter will be met",
                "11.30.040.F.1",
            ),
            c(279, 279, "specifically applicable requirements, if any", "11.30.040.F.2"),
        ),
        evaluate=_permit_plans,
        uses=("site.discretionary_permit", "site.requires_city_permit"),
    ),
    ApplicabilityRule(
        id="post_construction_swmp",
        title="Post-Construction Stormwater Management Plan with the development permit application",
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
                "completed or substantially completed pursuant to and as required by a valid City permit",
                "11.30.150.A",
            ),
        ),
        evaluate=_pc_swmp,
        uses=(
            "site.project_type",
            "site.requires_city_permit",
            "site.discretionary_permit",
            "site.exemptions_claimed",
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
                "Redevelopment does not include trenching and resurfacing associated with utility work",
                "11.30.030",
            ),
        ),
        evaluate=_pc_bmps,
        uses=("site.project_type", "site.exemptions_claimed", "site.land_use"),
    ),
    ApplicabilityRule(
        id="priority_development_project",
        title="Priority Development Project screen (external: Order R9-2013-0001 Provision E.3.b)",
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
                "All priority development projects and redevelopment projects (including ministerial projects)",
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
        title="Hydromodification management for Priority Development Projects (criteria in the Manual)",
        category="hydromodification",
        citations=(
            c(
                77,
                77,
                "Hydromodification Management Plan (HMP) means a plan to manage increases in runoff",
                "11.30.030",
            ),
            c(
                767,
                767,
                "designed using the methods and including the studies and reviews",
                "11.30.150.I",
            ),
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
                "Post-construction BMPs shall be selected, designed, and sized for approval by the City",
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
        title="Maintenance of installed structural post-construction BMPs, transfer notice, City easement",
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
