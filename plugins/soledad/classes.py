"""Soledad's classifications, declared once with their citations (``wb_classifications``) and
decided at most once per evaluation by the core (``ctx.classify``): construction activity,
the state CGP, the city construction stormwater permit and the ESCP, new development or
redevelopment, the Resolution's regulated project, and commercial/industrial activity.

Every answer is three-valued: a missing fact decides nothing the known facts do not, and a
``needs_info`` names only the facts (or external parameters) that would decide it.

Over 500 lines: the seven classifications share the helpers at the top and read one another (the
city permit and the ESCP follow construction activity and the CGP); their declaration table is
what ``wb_classifications`` returns. The exemptions the permit and ESCP classifications ask
(``EXEMPTIONS``, ``wb_exemptions``: residential maintenance, emergency; the waiver as a city
decision) live here too, beside the classifications that read them.
"""

from __future__ import annotations

from math import inf

from workbench.api import (
    AreaSum,
    Classification,
    Context,
    Exemption,
    Outcome,
    Parameter,
    Tri,
    all_of,
    any_of,
    negate,
    unknown,
)

from . import flags as F
from . import parameters as P
from .common import ACRE_SQFT, RESOLUTION, c, ext, num

# --------------------------------------------------------------------------- vocabulary ids
#: site.exemptions_claimed ids
RESIDENTIAL_MAINTENANCE = "residential_maintenance"
EMERGENCY = "emergency_construction"
WAIVER = "csp_waiver"

#: site.conditions ids
DEMOLITION = "demolition_or_building"
PERMIT_ISSUED = "construction_permit_issued"
EMERGENCY_DETERMINED = "emergency_determined_by_city_manager"
EMERGENCY_ENDED = "emergency_ended"
TEMPORARY_SUSPENSION = "temporary_suspension_shown"

#: site.conditions ids for the five waiver conditions (L519-527), with the text of each
WAIVER_CONDITIONS: dict[str, str] = {
    "waiver_no_violation": "(i) will not contribute to a violation of this chapter or any permit "
    "or license the city may hold to discharge stormwater (L519)",
    "waiver_no_significant_discharge": "(ii) of such size, extent, magnitude, or location as to "
    "neither allow, cause, or have potential to cause a significant discharge of sediments or "
    "other pollutants (L521)",
    "waiver_compelling_public_interest": "(iii) there is a compelling public interest for issuance "
    "of a waiver (L523)",
    "waiver_health_safety_interest": "(iv) in the general interest of the health and safety of "
    "people in the city or protection of the environment, not based upon cost or economic "
    "considerations (L525)",
    "waiver_city_conditions_met": "(v) other such conditions the city manager may deem necessary "
    "(L527)",
}

COMMERCIAL = "commercial_facility"
INDUSTRIAL = "industrial_facility"
DEV_TYPES = ("new_development", "redevelopment")


# --------------------------------------------------------------------------- helpers
def labelled(tri: Tri, yes: str, no: str, open_: str = "") -> Tri:
    """``tri`` with a heading reason saying what its answer means."""
    head = yes if tri.yes else no if tri.no else open_
    return Tri(tri.value, (head, *tri.reasons) if head else tri.reasons, tri.missing)


def see_classification(cid: str) -> str:
    """How a reason points the user at classification ``cid``: by its title."""
    title = next(c.title for c in CLASSIFICATIONS if c.id == cid)
    return f'(see the classification "{title}")'


def linked(ctx: Context, cid: str, yes: str, no: str, open_: str) -> Tri:
    """Classification ``cid`` as a part of another answer: one line naming it (its own reasons
    are reported once, with the classification), and its reasons only while it is open."""
    part = ctx.classification(cid)
    see = see_classification(cid)
    if part.unknown:
        return labelled(part, yes, no, f"{open_} {see}")
    return Tri(part.value, (f"{yes if part.yes else no} {see}",))


def disturbed(ctx: Context) -> AreaSum:
    return ctx.area("disturbed_area_sqft", label="disturbed area")


def created_replaced(ctx: Context) -> AreaSum:
    """Impervious surface created or replaced (neither area is defaulted: on new development
    the replaced area is normally 0, L105, but only the scenario says so)."""
    return ctx.area(
        "new_impervious_sqft",
        "replaced_impervious_sqft",
        label="impervious surface created + replaced",
    )


def created_replaced_most(ctx: Context) -> tuple[float, str]:
    """An upper bound on impervious surface created + replaced, from the areas that bound it
    (docs/SCENARIO.md, checked on input): created and replaced surface is impervious after the
    project (<= post-project), and the replaced surface is existing surface (<= existing).
    (inf, "") where nothing bounds it."""
    area = created_replaced(ctx)
    if area.exact:
        return area.known, ""
    new, replaced = (value for _, value in area.parts)
    existing = ctx.get("existing_impervious_sqft")
    post = ctx.get("post_project_impervious_sqft")
    bounds: list[tuple[float, str]] = []
    if post is not None:
        bounds.append(
            (
                float(post),
                f"created + replaced <= post-project impervious {num(post)} sq ft (created and "
                "replaced surface is impervious after the project)",
            )
        )
    if new is not None and replaced is None and existing is not None:
        bounds.append(
            (
                float(new) + float(existing),
                f"created + replaced <= new {num(new)} + existing {num(existing)} sq ft (the "
                "replaced surface is existing surface)",
            )
        )
    return min(bounds) if bounds else (inf, "")


def created_replaced_at_least(ctx: Context, param: Parameter) -> Tri:
    """``threshold_met`` over created + replaced, decided below the threshold where the areas
    that bound the sum keep it under (review 2026-12-03 C52: new 3,000 on existing 10,000 with
    post-project 13,000 is below 15,000 whatever the replaced area)."""
    answer = threshold_met(ctx, created_replaced(ctx), param)
    limit = ctx.param(param.id)
    if answer.value is not None or limit is None:
        return answer
    most, why = created_replaced_most(ctx)
    if most < float(limit):
        return Tri(
            False,
            (f"{why} < {num(limit)} sq ft ({param.label}; an external parameter)",),
        )
    return answer


def param_missing(param: Parameter) -> Tri:
    """An external figure that is not set: unknown, naming the parameter and its source."""
    return unknown(
        f"parameters.soledad.{param.id}",
        reason=f"{param.label}: no confirmed figure (the parameter is not set; "
        f'set it in the scenario\'s parameters as "soledad.{param.id}" from {RESOLUTION}). '
        f"{param.note}".strip(),
    )


def threshold_met(ctx: Context, area: AreaSum, param: Parameter) -> Tri:
    """``area >= `` the parameter's figure, or unknown naming the parameter when it is not set."""
    value = ctx.param(param.id)
    if value is None:
        return param_missing(param)
    return area.at_least(float(value), f"{param.label}; an external parameter")


def net_at_least(ctx: Context, param: Parameter) -> Tri:
    """Net impervious (created + replaced minus any pre-to-post reduction in total
    imperviousness) ``>=`` the parameter, decided by bounds where a fact is missing."""
    limit = ctx.param(param.id)
    if limit is None:
        return param_missing(param)
    gross = created_replaced(ctx)
    existing = ctx.get("existing_impervious_sqft")
    post = ctx.get("post_project_impervious_sqft")
    missing: tuple[str, ...] = ()
    if existing is not None and post is not None:
        low = high = max(0.0, existing - post)
        how = f"reduction max(0, existing {num(existing)} - post-project {num(post)}) = {num(low)}"
    elif existing is not None:
        low, high = 0.0, existing
        how = f"reduction between 0 and existing {num(existing)} sq ft (post-project not given)"
        missing = ("site.post_project_impervious_sqft",)
    else:
        low, high = 0.0, inf
        how = "reduction unknown (existing impervious area not given)"
        missing = ("site.existing_impervious_sqft",)
        if post is None:
            missing += ("site.post_project_impervious_sqft",)
    most = created_replaced_most(ctx)[0]
    text = f"net impervious = {gross.text()} minus {how}"
    wording = f"{param.label}; an external parameter"
    if gross.known - high >= limit:
        return Tri(
            True, (f"{text}: at least {num(gross.known - high)} >= {num(limit)} ({wording})",)
        )
    if most - low < limit:
        return Tri(False, (f"{text} = {num(most - low)} < {num(limit)} ({wording})",))
    return Tri(
        None, (f"{text}; the threshold is {num(limit)} ({wording})",), gross.missing + missing
    )


def by_home(sfh: Tri, home: Tri, other: Tri) -> Tri:
    """The answer of the single-family-home threshold or the other one; where it is not known
    whether the project is a single-family home, decided when both thresholds agree."""
    if sfh.yes:
        return Tri(home.value, (*sfh.reasons, *home.reasons), home.missing)
    if sfh.no:
        return Tri(other.value, (*sfh.reasons, *other.reasons), other.missing)
    if home.value is not None and home.value == other.value:
        return Tri(home.value, ("both thresholds give the same answer", *other.reasons))
    missing = list(sfh.missing)
    for part in (home, other):
        missing += [m for m in part.missing if m not in missing]
    return Tri(
        None, ("the threshold differs for single-family homes", *other.reasons), tuple(missing)
    )


# --------------------------------------------------------------------------- construction
def construction_activity(ctx: Context) -> Outcome:
    soil = disturbed(ctx).more_than(0, "activities 'which result in exposure of raw soil', L341")
    building = created_replaced(ctx).more_than(
        0,
        "'building of above and below ground structures' (L65); redevelopment is 'land "
        "disturbing activity' creating or replacing impervious surface (L145)",
    )
    stated = Tri(
        ctx.has_condition(DEMOLITION),
        ("demolition or building stated (site.conditions 'demolition_or_building', L65)",)
        if ctx.has_condition(DEMOLITION)
        else (),
    )
    return any_of(soil, building, stated).outcome(
        applies=[
            "construction activity: clearing, grading, demolition, excavation, filling or "
            "building (L65) or work exposing raw soil (L341)"
        ],
        does_not_apply=["no land disturbance, building or demolition: no construction activity"],
        flags=[F.A7_TWO_DEFINITIONS],
    )


def cgp_tri(ctx: Context) -> Tri:
    area = disturbed(ctx)
    acre = area.at_least(ACRE_SQFT, "'equal to or greater than one acre', L273")
    plan = all_of(
        area.more_than(0),
        ctx.is_true("part_of_common_plan", "part of a larger common plan of development or sale"),
    )
    return any_of(acre, plan)


def cgp_coverage(ctx: Context) -> Outcome:
    return cgp_tri(ctx).outcome(
        applies=[
            "subject to the statewide construction general permit (CGP): 'a land "
            "disturbance of equal to or greater than one acre, or less than one acre if ... "
            "part of a larger common plan of development or sale' (L273)"
        ],
        does_not_apply=["not subject to the state CGP (L273)"],
        flags=[F.A5_L273_GARBLED],
    )


REPLACEMENT_IS_MAINTENANCE = "replacement_is_maintenance"
#: the event that records the city manager's waiver (L517: the city manager "may provide" it)
WAIVER_GRANTED = "permit_waiver_granted"
MAINTENANCE_AMBIGUITY = (
    "AMBIGUITY (L513 vs L145): replacing impervious surface on a residential site reads two "
    "ways: as work 'for the sole purpose of maintenance' (L513: resurfacing or reroofing in "
    "kind), or as redevelopment, 'land disturbing activity that results in the ... replacement "
    "of exterior impervious surface area' (L145). The exemption stays open (needs_info) until "
    "the project states the first reading (site.conditions 'replacement_is_maintenance') or "
    "removes the replaced area."
)


def _sole_purpose_maintenance(ctx: Context) -> Tri:
    """L513 'for the sole purpose of maintenance', tested against the areas: work that creates
    impervious surface is new development (L105), not maintenance (review 2026-12-03 defect 3
    / C55: a maintenance label adding 3,000 sq ft does not exempt); replaced surface is read
    both ways (MAINTENANCE_AMBIGUITY)."""
    new = ctx.get("new_impervious_sqft")
    replaced = ctx.get("replaced_impervious_sqft")
    if new is not None and new > 0:
        return Tri(
            False,
            (
                f"new_impervious_sqft {num(new)} > 0: creating impervious surface is new "
                "development (L105), not construction 'for the sole purpose of maintenance' (L513)",
            ),
        )
    if replaced is not None and replaced > 0 and not ctx.has_condition(REPLACEMENT_IS_MAINTENANCE):
        return unknown(
            f"site.conditions:{REPLACEMENT_IS_MAINTENANCE}",
            reason=f"replaced_impervious_sqft {num(replaced)} > 0: {MAINTENANCE_AMBIGUITY}",
        )
    if new is None:
        return unknown(
            "site.new_impervious_sqft",
            reason="whether the work creates impervious surface decides whether it is 'for the "
            "sole purpose of maintenance' (L513) or new development (L105)",
        )
    return Tri(True, (f"new_impervious_sqft {num(new)}: no impervious surface created",))


def _maintenance_conditions(ctx: Context) -> Tri:
    """The conditions of L513 the facts can test: a residential property site, a project not
    typed as something else, and work for the sole purpose of maintenance (the areas)."""
    pt, lu = ctx.get("project_type"), ctx.get("land_use")
    residential = (
        unknown("site.land_use", reason="L513 exempts work at a residential property site")
        if lu is None
        else Tri(
            lu == "residential",
            (
                f"land use {lu}"
                + ("" if lu == "residential" else ": L513 is for a residential property site"),
            ),
        )
    )
    typed = Tri(
        pt in (None, "maintenance"),
        ()
        if pt in (None, "maintenance")
        else (f"project type {pt}: not construction for the sole purpose of maintenance (L513)",),
    )
    if residential.no or typed.no:
        return all_of(residential, typed)
    return all_of(residential, typed, _sole_purpose_maintenance(ctx))


MAINTENANCE_EXEMPTION = Exemption(
    id=RESIDENTIAL_MAINTENANCE,
    title="Residential property maintenance (L513)",
    citations=(
        c(
            513,
            513,
            "for the sole purpose of maintenance of the residential property site",
            "Construction E.5.a",
        ),
    ),
    conditions=_maintenance_conditions,
    claim=RESIDENTIAL_MAINTENANCE,
    label="maintenance",
    uses=(
        "site.project_type",
        "site.land_use",
        "site.new_impervious_sqft",
        "site.replaced_impervious_sqft",
        "site.conditions",
    ),
)


def residential_maintenance(ctx: Context) -> Tri:
    """Construction at a residential property site for the sole purpose of its maintenance
    (L513): the declared exemption (``MAINTENANCE_EXEMPTION``), invoked by the project type
    'maintenance' or the claim and checked against the facts by the core (a contradicted claim
    is flagged). While the project type is not given and nothing is claimed, the exemption is
    open unless the land use already rules it out."""
    if ctx.get("project_type") is None and not ctx.claimed(RESIDENTIAL_MAINTENANCE):
        facts = _maintenance_conditions(ctx)
        if facts.no:  # the facts rule it out whatever the project type
            return Tri(False, ("not residential property maintenance (L513)", *facts.reasons))
        return unknown(
            "site.project_type",
            reason="whether the work is residential property maintenance (L513): the project "
            "type is not given",
        )
    return labelled(
        ctx.exempt(RESIDENTIAL_MAINTENANCE),
        "exempt: construction 'undertaken at a single or multiple family residential property "
        "site for the sole purpose of maintenance' (L513)",
        "not residential property maintenance (L513)",
        "whether the work is residential property maintenance (L513)",
    )


def _emergency_conditions(ctx: Context) -> Tri:
    """L515: the city manager's determination that the construction is necessary on an
    emergency basis, and the harm or endangerment still lasting."""
    if ctx.has_condition(EMERGENCY_ENDED):
        return Tri(
            False,
            (
                "emergency stated but ended (site.conditions 'emergency_ended'): exempt 'only so "
                "long as such imminent harm or endangerment' exists (L515)",
            ),
        )
    if ctx.has_condition(EMERGENCY_DETERMINED):
        return Tri(
            True,
            (
                "exempt: 'the city manager determines the construction is necessary on an "
                "emergency basis because of imminent harm or endangerment', and 'only so long as "
                "such imminent harm or endangerment' exists (L515)",
            ),
        )
    return unknown(
        f"site.conditions:{EMERGENCY_DETERMINED}",
        reason="emergency work stated, but it is exempt only if 'the city manager determines the "
        "construction is necessary on an emergency basis' (L515): state the determination "
        f"(site.conditions '{EMERGENCY_DETERMINED}')",
    )


EMERGENCY_EXEMPTION = Exemption(
    id=EMERGENCY,
    title="Emergency construction determined by the city manager (L515)",
    citations=(
        c(
            515,
            515,
            "necessary on an emergency basis because of imminent harm or endangerment",
            "Construction E.5.b",
        ),
        c(515, 515, "only so long as such imminent harm or endangerment", "Construction E.5.b"),
    ),
    conditions=_emergency_conditions,
    claim=EMERGENCY,
    uses=("site.conditions",),
)

#: the exemptions Soledad declares (``wb_exemptions``)
EXEMPTIONS = (MAINTENANCE_EXEMPTION, EMERGENCY_EXEMPTION)


def emergency(ctx: Context) -> Tri:
    """Emergency construction: exempt only on the city manager's determination and only while
    the imminent harm or endangerment lasts (L515). Claimed: the declared exemption, checked
    by the core (a claim the conditions contradict is flagged); stated as emergency work
    without the claim: the same conditions."""
    if ctx.claimed(EMERGENCY):
        return ctx.exempt(EMERGENCY)
    if ctx.get("emergency_work") is True:
        return _emergency_conditions(ctx)
    return Tri(False, ("no emergency work stated",))


def waiver(ctx: Context) -> Tri:
    """The city manager's waiver of the permit (L517-527): 'The city manager may provide a
    waiver ... upon the request', 'only if' the five conditions are demonstrated to the city
    manager's satisfaction. A request with the conditions is not a waiver (review 2026-12-03
    defect 1 / C18): only the city's decision (``ctx.decision``, the event
    'permit_waiver_granted') lifts the permit; until then the permit stays."""
    decided = ctx.decision(
        WAIVER_GRANTED, "the city manager's waiver of the construction stormwater permit", "L517"
    )
    if decided.yes:
        return Tri(
            True,
            (
                *decided.reasons,
                "waived: given 'only if' the five conditions of L519-527 were demonstrated to "
                "the city manager's satisfaction (L517)",
            ),
        )
    if not ctx.claimed(WAIVER):
        return Tri(False, ("no waiver requested (site.exemptions_claimed has no 'csp_waiver')",))
    stated = [cid for cid in WAIVER_CONDITIONS if ctx.has_condition(cid)]
    return Tri(
        False,
        (
            "waiver requested, and waits for the city manager's decision: 'The city manager may "
            "provide a waiver' (L517), so a request is not a waiver",
            *decided.reasons,
            f"{len(stated)} of the 5 conditions of L519-527 stated by the applicant; the city "
            "manager must be satisfied of all of them",
        ),
    )


def _not_cgp(ctx: Context) -> Tri:
    return negate(
        linked(
            ctx,
            "cgp_coverage",
            "subject to the CGP: the city permit and ESCP are for construction 'not subject to "
            "the provisions of the CGP' (L353, L529)",
            "not subject to the CGP",
            "whether the site is subject to the CGP is open",
        )
    )


def _construction(ctx: Context) -> Tri:
    return linked(
        ctx,
        "construction_activity",
        "construction activity",
        "no construction activity",
        "whether there is construction activity is open",
    )


def city_permit(ctx: Context) -> Outcome:
    exempt = any_of(residential_maintenance(ctx), emergency(ctx), waiver(ctx))
    return all_of(_construction(ctx), _not_cgp(ctx), negate(exempt)).outcome(
        applies=[
            "a construction stormwater permit is required 'for any construction site for "
            "which construction activities are not subject to the provisions of the CGP' "
            "(L353); the text sets no minimum area"
        ],
        does_not_apply=["no city construction stormwater permit is required"],
    )


def escp(ctx: Context) -> Outcome:
    exempt = any_of(residential_maintenance(ctx), emergency(ctx))
    return all_of(_construction(ctx), _not_cgp(ctx), negate(exempt)).outcome(
        applies=[
            "'All other construction or demolition activity (i.e. those not subject to the CGP "
            "...) shall ... prepare an erosion and sediment control plan' (L275, L529); a waiver "
            "of the permit is not read as waiving the ESCP (the more restrictive reading, L9)"
        ],
        does_not_apply=["no erosion and sediment control plan is required by this chapter"],
    )


# --------------------------------------------------------------------------- post-construction
def _typed_development(ctx: Context) -> Tri:
    """The project type read against the areas: 'redevelopment' is land disturbing activity
    'that results in the creation, addition, or replacement of exterior impervious surface
    area' (L145), so a redevelopment that (by the given areas) creates, adds and replaces none
    is not one (review 2026-12-03 defect 15 / C51). New development (L105) also covers land
    disturbance, structures and subdivision, so its label stands."""
    pt = ctx.get("project_type")
    if pt is None:
        return unknown("site.project_type")
    area = created_replaced(ctx)
    if pt == "redevelopment" and area.exact and area.known == 0:
        return Tri(
            False,
            (
                f"project type redevelopment, but {area.text()}: redevelopment 'results in the "
                "creation, addition, or replacement of exterior impervious surface area' (L145)",
            ),
        )
    return Tri(pt in DEV_TYPES, (f"project type {pt}",))


def development(ctx: Context) -> Outcome:
    typed = _typed_development(ctx)
    created = created_replaced(ctx).more_than(
        0,
        "new development includes the 'creation of impervious surfaces' (L105); redevelopment "
        "'the creation, addition, or replacement of exterior impervious surface area' (L145)",
    )
    return any_of(typed, created).outcome(
        applies=[
            "new development or redevelopment: 'All new development and redevelopment "
            "projects must comply' (L673)"
        ],
        does_not_apply=["neither new development (L105) nor redevelopment (L145)"],
    )


def regulated_project(ctx: Context) -> Outcome:
    development = linked(
        ctx,
        "development",
        "new development or redevelopment",
        "neither new development nor redevelopment",
        "whether the project is new development or redevelopment is open",
    )
    return all_of(development, created_replaced_at_least(ctx, P.TIER1)).outcome(
        applies=["a regulated project under the Resolution's Tier 1 (external)"],
        does_not_apply=["not a regulated project under the Resolution's tiers (external)"],
        flags=[F.A13_REGULATED_PROJECT_EXTERNAL],
    )


# --------------------------------------------------------------------------- facilities
def commercial_industrial(ctx: Context) -> Outcome:
    """Commercial or industrial activities, operations or facilities (L265): a facility type
    named (``ctx.includes``, never the list read directly: a list not given is unknown, a
    foreign term that may be one is unknown) or the land use."""
    named = ctx.includes(
        "facility_types", COMMERCIAL, INDUSTRIAL, label="a commercial or industrial facility"
    )
    if named.yes:
        return Outcome(
            "applies",
            [
                *named.reasons,
                "'engaged in commercial or industrial activities or operations, or owning "
                "commercial or industrial facilities' (L265)",
            ],
        )
    lu = ctx.get("land_use")
    if lu in ("commercial", "industrial"):
        return Outcome(
            "applies",
            [f"land use {lu}: 'commercial or industrial activities or operations' (L265)"],
        )
    missing = (["site.land_use"] if lu is None else []) + list(named.missing)
    if missing:
        return Outcome(
            "needs_info",
            [
                f"land use {lu or 'not given'}; {'; '.join(named.reasons)}: state the land use, "
                "or name the facility type (site.facility_types 'commercial_facility' or "
                "'industrial_facility') (L265)"
            ],
            missing=missing,
        )
    return Outcome(
        "does_not_apply",
        [f"land use {lu}; {'; '.join(named.reasons)} (L265)"],
    )


_RES = ext(
    RESOLUTION,
    "Attachment 1, Performance Requirements No. 1-5",
    "Post-Construction Stormwater Management Requirements for Development Projects",
)
_AREA_USES = ("site.disturbed_area_sqft", "site.part_of_common_plan")
_IMPERVIOUS = ("site.project_type", "site.new_impervious_sqft", "site.replaced_impervious_sqft")
_EXEMPT_USES = (
    "site.exemptions_claimed",
    "site.conditions",
    "site.emergency_work",
    "site.project_type",
    "site.land_use",
)

CLASSIFICATIONS: list[Classification] = [
    Classification(
        "construction_activity",
        "Construction activity (clearing, grading, demolition, excavation, filling, building; "
        "work exposing raw soil)",
        (
            c(
                65,
                65,
                "clearing, grading, demolition, excavation, filling, or building",
                "Definitions: Construction activity",
            ),
            c(341, 341, "activities which result in exposure of raw soil", "Construction D.1.a"),
            c(
                145,
                145,
                "land disturbing activity that results in the creation, addition, or replacement",
                "Definitions: Redevelopment",
            ),
        ),
        construction_activity,
        uses=("site.disturbed_area_sqft", *_IMPERVIOUS, "site.conditions"),
        flags=(F.A7_TWO_DEFINITIONS,),
    ),
    Classification(
        "cgp_coverage",
        "Subject to the state construction general permit (CGP)",
        (
            c(273, 273, "land disturbance of equal to or greater than one acre", "Construction"),
            c(273, 273, "part of a larger common plan of development or sale", "Construction"),
        ),
        cgp_coverage,
        uses=_AREA_USES,
        flags=(F.A5_L273_GARBLED,),
    ),
    Classification(
        "city_permit_required",
        "City construction stormwater permit required (construction not subject to the CGP, "
        "not exempt)",
        (
            c(353, 353, "not subject to the provisions of the CGP", "Construction D.2.d"),
            c(
                511,
                511,
                "Exemptions from requirements for a construction stormwater permit",
                "Construction E.5",
            ),
        ),
        city_permit,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A9_NO_MINIMUM, F.A11_CGP_NOT_EXEMPTED),
    ),
    Classification(
        "escp_required",
        "Erosion and sediment control plan required (construction not subject to the CGP, "
        "not exempt)",
        (
            c(275, 275, "All other construction or demolition activity", "Construction"),
            c(
                529,
                529,
                "An erosion and sediment control plan is required for all projects",
                "Construction F",
            ),
        ),
        escp,
        uses=_AREA_USES + _EXEMPT_USES,
        flags=(F.A9_NO_MINIMUM, F.A10_WAIVER_SCOPE),
    ),
    Classification(
        "development",
        "New development or redevelopment",
        (
            c(
                673,
                673,
                "All new development and redevelopment projects must comply",
                "Post-construction F.1",
            ),
            c(105, 105, "creation of impervious surfaces", "Definitions: New development"),
            c(
                145,
                145,
                "creation, addition, or replacement of exterior impervious surface area",
                "Definitions: Redevelopment",
            ),
        ),
        development,
        uses=_IMPERVIOUS,
    ),
    Classification(
        "regulated_project",
        "Regulated project (Resolution Tier 1, external)",
        (
            c(
                675,
                675,
                'For projects determined to be a "regulated project,"',
                "Post-construction F.2",
            ),
            _RES,
        ),
        regulated_project,
        uses=_IMPERVIOUS,
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    Classification(
        "commercial_industrial",
        "Commercial or industrial activities, operations or facilities",
        (
            c(
                265,
                265,
                "engaged in commercial or industrial activities or operations",
                "Industrial/commercial A",
            ),
        ),
        commercial_industrial,
        uses=("site.facility_types", "site.land_use"),
    ),
]
