"""Livingston applicability rules: construction, small and regulated projects, redevelopment
and road/LUP scope, exclusions, source controls, LID, bioretention variations and exceptions,
hydromodification, O&M, facility duties, discharges and releases.

Every rule reads the evaluation context (``ctx``): thresholds over areas through
``ctx.area(...)`` (decided by the known parts where they can be), yes/no facts through
``ctx.is_true``, and the classifications declared once below (``regulated_project``,
``hydromodification_management_project``, ``cgp_coverage``) through ``ctx.classify``. Every
threshold is tested exactly as written ("or more" >=, "more than" >, "less than" <, "within
ten feet" <=, "an acre or less" <=). Where the text leaves a case open (exactly 50%, exactly
5,000 sq ft under the base-rock proviso) the rule answers needs_info with a flag.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import replace

from workbench.api import (
    ApplicabilityRule,
    Classification,
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
    unknown,
)

from .common import ACRE_NOTE, ACRE_SQFT, c, pct, sqft
from .vocabulary import (
    ACTIVITIES,
    ACTIVITY_QUOTES,
    ELEMENT_EXCLUSIONS,
    EXCLUSIONS,
    FACILITY_ACTIVITIES,
    HIGH_RISK_FACILITIES,
    IGP_EXAMPLES,
    MAINTENANCE_EXCLUSIONS,
)

SMALL_MIN = 2_500.0
REGULATED_MIN = 5_000.0
ROAD_MIN = 5_000.0
BASE_ROCK_MORE_THAN = 5_000.0
COVERAGE_MIN_PCT = 85.0
CUTOFF_WALL_FT = 10.0
NEW_REPLACED = ("new_impervious_sqft", "replaced_impervious_sqft")
CREATED_REPLACED = "created + replaced impervious area"

# --------------------------------------------------------------------------- flags
F_SMALL_EDGES = (
    "AMB-1: 'between 2,500 square feet and 5,000 square feet' (L183) does not say whether either "
    "end is included; the workbench includes 2,500 (the single-family clause says '2,500 square "
    "feet or more') and leaves 5,000 to the regulated-project rule ('5,000 square feet or more', "
    "L201)"
)
F_SFH_UPPER = (
    "AMB-2: the detached single-family clause (L183) has no upper bound and L201 has no "
    "single-family exclusion: a home creating/replacing 5,000 sq ft or more is read as both"
)
F_COUNT_REGULATED = (
    "AMB-3: L201 lacks L183's 'including projects with no net increase in impervious footprint'; "
    "replaced area is counted in full under the same verb 'create and/or replace'"
)
F_HALF = (
    "AMB-4: exactly 50% is covered by neither 'more than 50%' nor 'less than 50%'; the city must "
    "decide whether the entire project or only the new/replaced surface is regulated"
)
F_REDEV_NUMERATOR = (
    "AMB-4: 'an increase of ... the impervious surface of a previously existing development' does "
    "not define the increase; the workbench uses the net increase (post-project minus existing "
    "impervious area)"
)
F_SPECIAL_CLASS = (
    "AMB-4: whether a redevelopment project below 5,000 sq ft created/replaced is regulated as a "
    "'special class of regulated project' (L205) is not stated; the workbench applies the 5,000 sq "
    "ft threshold of L201"
)
F_ROAD_WORDING = (
    "AMB-5: '(either a newly constructed public road project or new private development projects "
    "...)' is unclear, and '(d) Construction. Construction of LUPs;' (L221) is a fragment; the "
    "workbench applies the 5,000 sq ft newly-constructed test of L211"
)
F_ROAD_REPLACED = (
    "AMB-5: L211 counts only 'newly constructed contiguous impervious surface'; whether replaced "
    "road surface counts is not stated (replaced area here is {replaced})"
)
F_ROAD_EPA = (
    "L211: 85th-percentile runoff that cannot feasibly be infiltrated follows 'U.S. EPA guidance "
    "regarding green infrastructure to the extent possible' - an outside document with no numbers "
    "in this chapter"
)
F_BASE_ROCK_5000 = (
    "AMB-6: the text conflicts at exactly 5,000 sq ft replaced: L233 ('if more than 5,000 square "
    "feet is replaced it is a regulated project') says routine maintenance, while L201 ('5,000 "
    "square feet or more') says regulated; the city must decide"
)
F_EXCLUSION_SCOPE = (
    "AMB-6: the text does not say whether an exclusion removes area from the count or exempts the "
    "whole project; the workbench treats sidewalk/bike-lane/trail exclusions (1)-(4) as removing "
    "their area and the maintenance exclusions (5) as making the work routine maintenance; 'short, "
    "noncontiguous sections' is undefined"
)
F_BASELINE_HM = (
    "AMB-7: 'baseline hydromodification management' (L203, L281, L301) has no numeric standard in "
    "the chapter"
)
F_HM_METHOD = (
    "AMB-7: the 'estimated preproject flow rate for the two-year, 24-hour storm' (L351) names no "
    "estimation method and no Livingston storm depth; the workbench does not compute it"
)
F_SIZING_EXTERNAL = (
    "AMB-8: the volumetric criteria defer to WEF MOP 23/ASCE MOP 87 (1998) and CASQA (2003) "
    "Section 5 with 'local rainfall data'; the flow criteria state no runoff coefficient; no "
    "Livingston rainfall figure appears in the chapter"
)
F_QUANTIFY = (
    "AMB-11: regulated projects must 'quantify the runoff reduction' (L203) but no method is "
    "named; small projects use the SMARTS postconstruction calculator or a city-accepted method "
    "(L199)"
)
F_SOURCE_EXTERNAL = (
    "AMB-12: source controls follow 'the CASQA stormwater BMP handbook for new development and "
    "redevelopment or equivalent manual' (L235), outside the chapter, 'as applicable'"
)
F_CONSTRUCTION_DOCS = (
    "AMB-13: the contents of the ESCP and the 'ESCP worksheet' are not specified in the chapter; "
    "for erosivity-waiver projects the text lists inspections (L165) but not which submittal "
    "applies"
)
F_PHASES = (
    "the NOI definition covers projects that disturb one acre or more 'in one or more phases of "
    "construction' (L31): disturbance of every phase of a common plan counts"
)
F_RISK_TOP = (
    "AMB-13: there is no category above risk 3/LUP type 3; the text does not say what elevation "
    "means for a project already there"
)
F_RISK_ONE = (
    "AMB-13: risk 1 and risk 2 share one inspection category (L167); the workbench reads 'the next "
    "highest category' as the next inspection category of L165-169"
)
F_INSPECTOR_DUE = "AMB-13: the 'due date set by the inspector' (L171) has no number in the chapter"
F_SMART_GROWTH = (
    "AMB-10: the 'designated pedestrian oriented commercial district' is not identified in the "
    "chapter, and who determines infeasibility is not stated"
)
F_GEOTECH = (
    "AMB-9: the 'geotechnical expert for the project' is not defined; the structures and hazards "
    "are those that expert establishes"
)
F_HIGH_RISK = (
    "AMB-9: 'may be required to provide additional treatment' (L337) is discretionary and "
    "unquantified"
)
F_VARIATION_TERMS = (
    "AMB-9: who decides what 'high groundwater' and 'highly infiltrative soils' mean is not stated"
)
F_OM_ASSESSMENT = (
    "AMB-23: assessment fees for public or right-of-way controls are set by the city 'at its sole "
    "discretion' (L363); no amounts are stated"
)
F_RELEASE_TIMES = (
    "AMB-17: 'immediate', 'promptly' and 'as soon as practical' are not quantified, and the "
    "written report (L383) has no deadline"
)
F_IGP_EXTERNAL = (
    "AMB-27: the facilities that need an industrial permit are 'identified in attachment A of the "
    "state's industrial general permit' (L137), outside the chapter"
)


# --------------------------------------------------------------------------- helpers
def _quoted(ids: Iterable[str]) -> str:
    """Term ids quoted for the reader (the display turns quoted ids into labels)."""
    return ", ".join(f"'{i}'" for i in ids)


def _guarded(decide: Callable[[], Outcome]) -> Outcome:
    """``decide()``, with a missing fact as needs_info naming it (so it can be combined)."""
    try:
        return decide()
    except MissingFact as missing:
        why = f": {missing.why}" if missing.why else ""
        return needs_info(f"{missing.field_name} is not given{why}", missing=[missing.field_name])


def _with(outcome: Outcome, *reasons: str, flags: tuple[str, ...] | list[str] = ()) -> Outcome:
    """The same outcome with more reasons and flags."""
    return Outcome(
        outcome.status,
        [*outcome.reasons, *reasons],
        [*outcome.flags, *flags],
        list(outcome.missing),
    )


def _total(ctx: Context):
    """Created + replaced impervious area: "create and/or replace" (L183, L201, L349)."""
    return ctx.area(*NEW_REPLACED, label=CREATED_REPLACED)


def _only_regulated(ctx: Context, what: str, decide: Callable[[], Outcome]) -> Outcome:
    """``decide()`` for a requirement of regulated projects only: does not apply when the
    project is not regulated; open while that is open, unless the requirement itself does
    not apply whatever the classification."""
    regulated = ctx.classification("regulated_project")
    if regulated.no:
        return does_not_apply(f"{what} applies to regulated projects only; not a regulated project")
    inner = _guarded(decide)
    if regulated.yes or inner.status == "does_not_apply":
        return inner
    return Outcome(
        "needs_info",
        [f"{what} applies to regulated projects; whether this is one is open", *inner.reasons],
        list(inner.flags),
        list(dict.fromkeys([*regulated.missing, *inner.missing])),
    )


# --------------------------------------------------------------------------- classifications
def _base_rock(ctx: Context) -> Outcome | None:
    """The L233 proviso: pavement removed, base rock or soil exposed, more than 5,000 sq ft
    replaced (None when the condition is not stated)."""
    if not ctx.has_condition("pavement_removed_base_exposed"):
        return None
    replaced = ctx.area("replaced_impervious_sqft", label="replaced area")
    head = (
        "pavement removed and base rock or soil exposed (condition 'pavement_removed_base_exposed')"
    )
    more = replaced.more_than(BASE_ROCK_MORE_THAN, "'if more than 5,000 square feet is replaced'")
    if more.yes:
        return applies(
            head,
            *more.reasons,
            "'it is a regulated project and not routine maintenance' (L233)",
        )
    if more.unknown:
        return more.because(head).outcome()
    if replaced.known == BASE_ROCK_MORE_THAN:
        return needs_info(
            head,
            f"replaced area {sqft(replaced.known)} = 5,000 sq ft: not 'more than 5,000 square "
            "feet' (L233), but '5,000 square feet or more' (L201)",
            flags=[F_BASE_ROCK_5000],
        )
    return does_not_apply(head, *more.reasons, "routine maintenance (L233)")


def _maintenance_claims(ctx: Context) -> list[str]:
    return [e for e in ctx.site.exemptions_claimed if e in MAINTENANCE_EXCLUSIONS]


def _element_claims(ctx: Context) -> list[str]:
    return [e for e in ctx.site.exemptions_claimed if e in ELEMENT_EXCLUSIONS]


def _road_lup(ctx: Context) -> Tri:
    """Road projects and LUPs (L211-221): newly constructed contiguous impervious area."""
    lup = ctx.get("project_type") == "linear_utility"
    label = "linear underground/overhead project (LUP)" if lup else "road project"
    contiguous = ctx.area(
        "new_contiguous_impervious_sqft",
        label=f"{label}: newly constructed contiguous impervious area",
    )
    test = contiguous.at_least(
        ROAD_MIN,
        "'create 5,000 square feet or more of newly constructed contiguous impervious surface' "
        "(L211)",
    )
    # The contiguous area is part of the newly constructed area: both must reach 5,000 sq ft,
    # so a road creating less is decided without its contiguous part, and a contiguous figure
    # alone never outweighs a created area that contradicts it.
    new = ctx.area("new_impervious_sqft", label="newly constructed impervious area")
    test = all_of(
        test,
        new.at_least(ROAD_MIN, "its contiguous part can be no larger (L211)"),
    )
    if lup and ctx.has_condition("lup_discrete_location"):
        discrete = new.at_least(
            ROAD_MIN,
            "'An LUP that is a discreet location that has 5,000 square feet or more of newly "
            "constructed impervious service' (L211)",
        ).because("LUP at a discrete location (condition 'lup_discrete_location')")
        test = any_of(test, discrete)
    return test


def _general(ctx: Context) -> Tri:
    """L201 with the L233 exclusions: created + replaced >= 5,000 sq ft. Maintenance work
    claimed as excluded (L233) removes the replaced (resurfaced) area, never the created."""
    if _maintenance_claims(ctx):
        claims = _quoted(_maintenance_claims(ctx))
        created = ctx.area("new_impervious_sqft", label="created impervious area")
        return created.at_least(
            REGULATED_MIN,
            "'Projects that create and/or replace 5,000 square feet or more of impervious surface' "
            "(L201)",
        ).because(
            f"maintenance work claimed as excluded (L233): {claims}; the resurfaced or replaced "
            "area is routine maintenance and not counted, created area still is"
        )
    return _total(ctx).at_least(
        REGULATED_MIN,
        "'Projects that create and/or replace 5,000 square feet or more of impervious surface' "
        "(L201)",
    )


def regulated_project(ctx: Context) -> Outcome:
    """Is the project a regulated project (L201-233)?"""
    flags: list[str] = []
    if ctx.get("replaced_impervious_sqft"):
        flags.append(F_COUNT_REGULATED)
    if _maintenance_claims(ctx) or _element_claims(ctx):
        flags.append(F_EXCLUSION_SCOPE)
    proviso = _base_rock(ctx)
    if proviso is not None and proviso.status == "applies":
        return _with(proviso, flags=flags)
    ptype = ctx.get("project_type")
    if ptype in ("road", "linear_utility"):
        flags.append(F_ROAD_WORDING)
        replaced = ctx.get("replaced_impervious_sqft")
        if replaced:
            flags.append(F_ROAD_REPLACED.format(replaced=sqft(replaced)))
        answer = _road_lup(ctx)
    elif ptype is None:
        general, road = _general(ctx), _road_lup(ctx)
        if general.value is not None and general.value == road.value:
            answer = general
        else:
            answer = Tri(
                None,
                general.reasons,
                tuple(dict.fromkeys(["site.project_type", *general.missing, *road.missing])),
            )
            answer = answer.because(
                "project type not given: road projects and LUPs are counted by newly constructed "
                "contiguous area (L211)"
            )
    else:
        answer = _general(ctx)
        if ptype == "redevelopment" and answer.no:
            flags.append(F_SPECIAL_CLASS)
    if proviso is not None and proviso.status == "needs_info" and answer.value is True:
        flags += proviso.flags
    if proviso is not None and answer.value is not True:
        if proviso.status == "needs_info":
            return Outcome(
                "needs_info",
                [*answer.reasons, *proviso.reasons],
                [*flags, *proviso.flags],
                list(dict.fromkeys([*answer.missing, *proviso.missing])) or [],
            )
        return answer.outcome(proviso.reasons, proviso.reasons, flags=flags)
    return answer.outcome(flags=flags)


def hydromodification_project(ctx: Context) -> Outcome:
    """L349: created + replaced >= 1 acre, unless impervious area does not increase."""
    acre = _total(ctx).at_least(
        ACRE_SQFT,
        f"'create and/or replace one acre or more of impervious surface' (L349); {ACRE_NOTE}",
    )
    return all_of(acre, _increase(ctx)).outcome(
        [
            "postproject runoff shall not exceed the estimated preproject flow rate for the "
            "two-year, 24-hour storm (L351)"
        ],
        flags=[F_HM_METHOD],
    )


def _increase(ctx: Context) -> Tri:
    """Does impervious area increase over the preproject condition (L349)?"""
    existing = ctx.get("existing_impervious_sqft")
    post = ctx.get("post_project_impervious_sqft")
    new = ctx.get("new_impervious_sqft")
    proviso = (
        "'A project that does not increase impervious surface area over the preproject condition "
        "is not a hydromodification management project' (L349)"
    )
    if post is not None and existing is not None:
        change = post - existing
        return Tri(
            change > 0,
            (
                f"impervious area {sqft(existing)} before, {sqft(post)} after: change "
                f"{sqft(change)}" + ("" if change > 0 else f": {proviso}"),
            ),
        )
    if post == 0:
        return Tri(False, (f"no impervious area after the project: {proviso}",))
    if new == 0:
        return Tri(
            False,
            (f"no impervious area created (replacing surface in place adds none): {proviso}",),
        )
    if existing == 0 and new is not None and new > 0:
        return Tri(
            True,
            (
                f"no existing impervious area and {sqft(new)} created: impervious area certainly "
                "increases",
            ),
        )
    missing = [
        f"site.{n}"
        for n, v in (("existing_impervious_sqft", existing), ("post_project_impervious_sqft", post))
        if v is None
    ]
    if new is None:
        missing.insert(0, "site.new_impervious_sqft")
    return unknown(
        *missing,
        reason="whether impervious area increases over the preproject condition (L349) is open",
    )


def cgp_coverage(ctx: Context) -> Outcome:
    """Subject to the state construction general permit: disturbs one acre or more (L31),
    without an erosivity waiver (L165)."""
    flags = [F_PHASES] if ctx.get("part_of_common_plan") else []
    if ctx.has_condition("erosivity_waiver"):
        return does_not_apply(
            "erosivity waiver (condition 'erosivity_waiver'): not subject to the construction "
            "general permit (L161, L165)",
            flags=[F_CONSTRUCTION_DOCS, *flags],
        )
    disturbed = ctx.area("disturbed_area_sqft", label="soil disturbance")
    return disturbed.at_least(
        ACRE_SQFT,
        f"an NOI covers 'projects that disturb one acre of land or more' (L31); {ACRE_NOTE}",
    ).outcome(flags=flags)


CLASSIFICATIONS: list[Classification] = [
    Classification(
        "regulated_project",
        "Regulated project (L201-233)",
        (
            c(
                201,
                201,
                "Projects that create and/or replace 5,000 square feet or more of impervious "
                "surface",
                "post",
            ),
            c(
                211,
                211,
                "5,000 square feet or more of newly constructed contiguous impervious surface",
                "post",
            ),
            c(
                233,
                233,
                "if more than 5,000 square feet is replaced it is a regulated project",
                "post",
            ),
        ),
        regulated_project,
        uses=(
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.project_type",
            "site.new_contiguous_impervious_sqft",
            "site.conditions",
            "site.exemptions_claimed",
        ),
    ),
    Classification(
        "hydromodification_management_project",
        "Hydromodification management project (L349)",
        (
            c(349, 349, "create and/or replace one acre or more of impervious surface", "post"),
            c(
                349,
                349,
                "does not increase impervious surface area over the preproject condition",
                "post",
            ),
        ),
        hydromodification_project,
        uses=(
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.existing_impervious_sqft",
            "site.post_project_impervious_sqft",
        ),
    ),
    Classification(
        "cgp_coverage",
        "Subject to the state construction general permit (L31, L161)",
        (
            c(
                31,
                31,
                "projects that disturb one acre of land or more, in one or more phases",
                "definitions",
            ),
            c(165, 165, "have an erosivity waiver", "construction"),
        ),
        cgp_coverage,
        uses=("site.disturbed_area_sqft", "site.conditions", "site.part_of_common_plan"),
    ),
]


def _of_type(ctx: Context, ptype: str, decide: Callable[[], Outcome]) -> Outcome:
    """``decide()`` for a rule of one project type: does not apply to another type; when the
    type is not given, the rule's answer stands only where it does not apply anyway."""
    given = ctx.get("project_type")
    if given is not None and given != ptype:
        return does_not_apply(
            f"site.project_type '{given}': not a {ptype.replace('_', ' ')} project"
        )
    inner = _guarded(decide)
    if given is not None or inner.status == "does_not_apply":
        return inner
    return Outcome(
        "needs_info",
        [
            f"project type not given: the rule is for {ptype.replace('_', ' ')} projects",
            *inner.reasons,
        ],
        list(inner.flags),
        list(dict.fromkeys(["site.project_type", *inner.missing])),
    )


# --------------------------------------------------------------------------- construction
def _disturbance(ctx: Context) -> Tri:
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
    """L171: two consecutive notices of violation, or one not corrected by its due date.
    Notices of violation are stated by the user: none given reads as none."""
    if ctx.has_condition("nov_not_corrected_by_due_date"):
        return applies(
            "a notice of violation was not corrected by the due date set by the inspector "
            "(condition 'nov_not_corrected_by_due_date'): 'does not correct a previously issued "
            "notice of violation by the due date' (L171)",
            flags=[F_INSPECTOR_DUE],
        )
    novs = ctx.get("notices_of_violation") or 0
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


# --------------------------------------------------------------------------- post-construction
SMALL_MEASURES = (
    "implement one or more of the seven site design measures (a)-(g) (L185-197) and quantify the "
    "runoff reduction with the SMARTS postconstruction calculator or a city-accepted method (L199)"
)


def _small(ctx: Context) -> Outcome:
    total = _total(ctx)
    band = all_of(
        total.at_least(SMALL_MIN, "'between 2,500 square feet and 5,000 square feet' (L183)"),
        total.less_than(
            REGULATED_MIN, "the regulated-project rule takes '5,000 square feet or more' (L201)"
        ),
    )
    home = all_of(
        ctx.is_true("single_family_home", "detached single-family home"),
        negate(ctx.is_true("part_of_common_plan", "part of a larger plan of development")),
        total.at_least(
            SMALL_MIN,
            "'detached single-family homes that create and/or replace 2,500 square feet or more' "
            "(L183)",
        ),
    )
    flags = [F_QUANTIFY]
    if total.exact and total.known in (SMALL_MIN, REGULATED_MIN):
        flags.append(F_SMALL_EDGES)
    if home.yes and not band.yes:
        flags += [
            F_SFH_UPPER,
            "AMB-25: 'larger plan of development' is not defined in the chapter "
            "(site.part_of_common_plan stands for it)",
        ]
    if band.yes and ctx.get("replaced_impervious_sqft") and not ctx.get("new_impervious_sqft"):
        flags.append(
            "replaced area counts: 'including projects with no net increase in impervious "
            "footprint' (L183)"
        )
    return any_of(band, home).outcome([SMALL_MEASURES], flags=flags)


def _regulated_rule(ctx: Context) -> Outcome:
    """The regulated-project classification as a finding, with what it requires (L203)."""
    decided = ctx.classify("regulated_project")
    if decided.status == "applies":
        return _with(
            decided,
            "implement site design measures, source control measures, LID standards and baseline "
            "hydromodification management, and quantify the runoff reduction (L203)",
            flags=[F_QUANTIFY],
        )
    return decided


def _net_increase(ctx: Context) -> float:
    """Post-project minus pre-project impervious area; without the post-project area it is
    known only when nothing is created (replacing surface in place adds none). Nothing created
    means no increase either way: the model refuses a post-project area above existing plus
    created (docs/SCENARIO.md)."""
    existing = ctx.fact("existing_impervious_sqft")
    post = ctx.get("post_project_impervious_sqft")
    if post is None:
        if ctx.get("new_impervious_sqft") == 0:
            return 0.0
        raise MissingFact(
            "site.post_project_impervious_sqft",
            "needed to tell whether impervious area increases over the preproject condition",
        )
    return post - existing


def _redevelopment(ctx: Context) -> Outcome:
    post = ctx.get("post_project_impervious_sqft")
    if post is not None and post < REGULATED_MIN:
        return does_not_apply(
            f"post-project impervious area {sqft(post)} < 5,000 sq ft: a regulated project's "
            "created and replaced area (5,000 sq ft or more, L201) is all impervious after the "
            "project, so this is not a regulated redevelopment project (L205-209)"
        )
    return _only_regulated(
        ctx,
        "The redevelopment scope rule (L207-209)",
        lambda: _of_type(ctx, "redevelopment", lambda: _redevelopment_share(ctx)),
    )


def _redevelopment_share(ctx: Context) -> Outcome:
    post = ctx.get("post_project_impervious_sqft")
    if post == 0 or ctx.get("new_impervious_sqft") == 0:
        return does_not_apply(
            "no impervious area created (or none after the project): no increase of the impervious "
            "surface of a previously existing development (L207-209)"
        )
    existing = ctx.fact("existing_impervious_sqft")
    if existing <= 0:
        return does_not_apply(
            "existing impervious area 0 sq ft: no 'previously existing development' impervious "
            "surface to compare with (L207)"
        )
    increase = _net_increase(ctx)
    share = increase / existing
    head = f"increase {sqft(increase)} of existing impervious {sqft(existing)} = {pct(share)}"
    flags = [F_REDEV_NUMERATOR]
    new, replaced = ctx.get("new_impervious_sqft"), ctx.get("replaced_impervious_sqft")
    if new is not None and replaced is not None:
        alt = new + replaced
        if (alt * 2 > existing) != (increase * 2 > existing) or (alt * 2 == existing) != (
            increase * 2 == existing
        ):
            flags.append(
                f"AMB-4: read as new + replaced area ({sqft(alt)} = {pct(alt / existing)} of the "
                "existing impervious surface) the answer would differ"
            )
    if increase * 2 > existing:
        return applies(
            f"{head} > 50%: 'an increase of more than 50% ... runoff from the entire project "
            "(including the existing, new and replaced impervious area) is regulated' (L207)",
            flags=flags,
        )
    if increase * 2 < existing:
        return does_not_apply(
            f"{head} < 50%: 'only runoff from the new and/or replaced impervious surface of the "
            f"project is considered part of the regulated project' (L209)",
            flags=flags,
        )
    return needs_info(f"{head}: exactly 50%", flags=[F_HALF, *flags])


def _widening(ctx: Context) -> Outcome:
    if not ctx.has_condition("widening_with_traffic_lanes"):
        return does_not_apply(
            "not a road project widening an existing street or road with additional traffic lanes "
            "(condition 'widening_with_traffic_lanes'; L215)"
        )
    return _only_regulated(
        ctx,
        "The road-widening scope rule (L217-219)",
        lambda: _of_type(ctx, "road", lambda: _widening_share(ctx)),
    )


def _widening_share(ctx: Context) -> Outcome:
    existing = ctx.fact("existing_impervious_sqft")
    altered = ctx.fact("altered_existing_impervious_sqft")
    if existing <= 0:
        raise MissingFact(
            "site.existing_impervious_sqft", "the existing street or road's impervious surface"
        )
    share = altered / existing
    head = f"altered existing impervious {sqft(altered)} of {sqft(existing)} = {pct(share)}"
    if altered * 2 > existing:
        return applies(
            f"{head} > 50%: 'an alteration of more than 50% ... runoff from the entire project "
            "(including the existing, new, and/or replaced impervious surfaces)' is regulated "
            "(L217)"
        )
    if altered * 2 < existing:
        return does_not_apply(
            f"{head} < 50%: 'only the runoff from new and/or replaced impervious surface of the "
            f"project' is regulated (L219)"
        )
    return needs_info(f"{head}: exactly 50%", flags=[F_HALF])


def _exclusions(ctx: Context) -> Outcome:
    claims = list(ctx.site.exemptions_claimed)
    unknown_ids = [e for e in claims if e not in EXCLUSIONS]
    flags = [
        f"site.exemptions_claimed '{e}' is not an exclusion of this chapter and is ignored (the "
        f"exclusions: {_quoted(EXCLUSIONS)})"
        for e in unknown_ids
    ]
    valid = [e for e in claims if e in EXCLUSIONS]
    if not valid:
        return does_not_apply(
            "no road/LUP exclusion claimed (site.exemptions_claimed; L223-233)", flags=flags
        )
    flags.append(F_EXCLUSION_SCOPE)
    reasons = [f"'{e}': {EXCLUSIONS[e][1]} (L{EXCLUSIONS[e][0]})" for e in valid]
    if any(e in MAINTENANCE_EXCLUSIONS for e in valid):
        reasons.append(
            "L233 excludes the maintenance activity: its resurfaced or replaced area is not "
            "counted; impervious area the project creates still is (L201)"
        )
        proviso = _base_rock(ctx)
        if proviso is not None and proviso.status == "applies":
            return does_not_apply(
                *reasons, *proviso.reasons, "the maintenance exclusion does not hold", flags=flags
            )
        if proviso is not None and proviso.status == "needs_info":
            return Outcome(
                "needs_info",
                [*reasons, *proviso.reasons],
                flags + proviso.flags,
                list(proviso.missing),
            )
        if proviso is not None:
            reasons += proviso.reasons
    return applies(*reasons, flags=flags)


def _source_activities(ctx: Context) -> list[str]:
    """The L237-257 activities and sources given, directly or through a facility type."""
    found = [a for a in ctx.site.activities if a in ACTIVITIES]
    for facility in ctx.site.facility_types:
        for activity in FACILITY_ACTIVITIES.get(facility, ()):
            if activity not in found:
                found.append(activity)
    return found


def _source_controls(ctx: Context) -> Outcome:
    return _only_regulated(ctx, "Source control measures (L235)", lambda: _source_inner(ctx))


def _source_inner(ctx: Context) -> Outcome:
    known = _source_activities(ctx)
    if not known:
        return does_not_apply(
            "no pollutant-generating activity or source given (site.activities, or a facility type "
            "such as a restaurant; the eighteen of L237-257)"
        )
    reasons = [
        f"pollutant-generating activity: {ACTIVITIES[a][1]} (L{ACTIVITIES[a][0]}): '"
        f"{ACTIVITY_QUOTES[a]}'"
        for a in known
    ]
    return applies(
        "regulated project with pollutant generating activities and sources: implement permanent "
        "and/or operation source control measures (L235)",
        *reasons,
        flags=[F_SOURCE_EXTERNAL],
    )


def _lid_site_assessment(ctx: Context) -> Outcome:
    return _only_regulated(
        ctx,
        "LID site assessment (L261)",
        lambda: applies(
            "assess how soils, vegetation and flow paths influence placement of buildings and "
            "paved surfaces, using methods (a)-(i) (L261-279)"
        ),
    )


def _dmas(ctx: Context) -> Outcome:
    areas = ctx.scenario.drainage_areas
    have = (
        f"{len(areas)} drainage management area(s) given: " + ", ".join(d.name for d in areas)
        if areas
        else "no drainage areas given yet: divide the site into discrete DMAs"
    )
    return _only_regulated(
        ctx,
        "Drainage management areas (L281)",
        lambda: applies("'the project site shall be divided into discrete DMAs' (L281)", have),
    )


def _numeric_sizing(ctx: Context) -> Outcome:
    flags = [F_SIZING_EXTERNAL]
    if ctx.get("project_type") in ("road", "linear_utility"):
        flags.append(F_ROAD_EPA)
    return _only_regulated(
        ctx,
        "Numeric sizing criteria (L283)",
        lambda: applies(
            "satisfy at least one of: WEF/ASCE volume (L287), 80% annual capture (L289), 0.2 in/hr "
            "flow (L293), twice the 85th-percentile hourly intensity (L295); remaining runoff from "
            "impervious DMAs to facilities at least as effective as the baseline bioretention "
            "(L301)",
            flags=flags,
        ),
    )


def _bioretention_design(ctx: Context) -> Outcome:
    return _only_regulated(
        ctx,
        "The baseline bioretention design parameters (L301-317)",
        lambda: applies(
            "facilities at least as effective as a bioretention system with (a) surface loading <= "
            "5 in/hr or a 4% sizing factor, (b) a surface reservoir of area x 6 in, (c) planting "
            "medium >= 18 in sustaining >= 5 in/hr (a mix of 60-70% ASTM C33 sand and 30-40% "
            "compost 'may be used'), (d) a gravel layer >= 12 in, (e) an underdrain discharging at "
            "the top of the gravel (L303-311)",
            "(f) no compaction of soils beneath the facility, or ripping/loosening of soils if "
            "compacted (L313)",
            "(g) no liners or other barriers interfering with infiltration (L315), unless a "
            "variation of L333 applies",
            "(h) an appropriate plant palette for the specified soil mix and maximum available "
            "water use (L317)",
        ),
    )


def _alternative(ctx: Context) -> Outcome:
    if not ctx.has_condition("alternative_design"):
        return does_not_apply(
            "no alternative design proposed (condition 'alternative_design'; L319)"
        )
    return _only_regulated(ctx, "An alternative design (L319)", lambda: _alternative_inner(ctx))


def _alternative_inner(ctx: Context) -> Outcome:
    measures = {
        "equal_infiltration_et": "(a) equal or greater amount of runoff infiltrated or "
        "evapotranspired (L321)",
        "equal_pollutant_concentrations": "(b) equal or lower pollutant concentrations after "
        "biotreatment (L323)",
        "equal_shock_spill_protection": "(c) equal or greater protection against shock loadings "
        "and spills (L325)",
        "equal_access_maintenance": "(d) equal or greater accessibility and ease of inspection "
        "and maintenance (L327)",
    }
    shown = [text for key, text in measures.items() if ctx.has_condition(key)]
    missing = [
        f"not demonstrated: {text} (condition '{key}')"
        for key, text in measures.items()
        if not ctx.has_condition(key)
    ]
    if missing:
        return needs_info(
            "an alternative design 'may be permitted if all of the following measures of "
            "equivalent effectiveness are demonstrated' (L319)",
            *missing,
            *[f"demonstrated: {t}" for t in shown],
            missing=["site.conditions"],
        )
    return applies("all four measures of equivalent effectiveness demonstrated (L319-327)", *shown)


def _exceptions(ctx: Context) -> Outcome:
    if not ctx.has_condition("bioretention_infeasible_construction"):
        return does_not_apply(
            "bioretention is not shown infeasible 'due to construction constraints, not financial "
            "constraints' (condition 'bioretention_infeasible_construction'; L339)"
        )
    return _only_regulated(ctx, "Exceptions to bioretention (L339)", lambda: _exceptions_inner(ctx))


def _exceptions_inner(ctx: Context) -> Outcome:
    reasons = ["bioretention infeasible due to construction constraints (L339)"]
    if ctx.has_condition("runoff_solely_from_existing_impervious"):
        return applies(
            *reasons,
            "(b) 'Facilities receiving runoff solely from existing (preproject) impervious areas' "
            "(L343): other biotreatment or media filters may be used",
        )
    if ctx.has_condition("historic_site"):
        return applies(
            *reasons,
            "(c) historic site, structure or landscape (L345): other biotreatment or media filters "
            "may be used",
        )
    smart = ctx.is_true("smart_growth", "designated pedestrian oriented commercial district")
    if smart.no:
        return does_not_apply(
            *reasons,
            *smart.reasons,
            "not a smart growth project (L341), and neither (b) nor (c) is claimed",
            flags=[F_SMART_GROWTH],
        )
    acre = negate(
        _total(ctx).more_than(
            ACRE_SQFT,
            f"'creating or replacing an acre or less of impervious area' (L341); {ACRE_NOTE}",
        )
    )
    coverage = ctx.get("permanent_structure_coverage_pct")
    if coverage is None:
        covered = unknown("site.permanent_structure_coverage_pct")
    else:
        ok = coverage >= COVERAGE_MIN_PCT
        covered = Tri(
            ok,
            (
                f"permanent structures cover {coverage:g}% of the entire project site "
                f"{'>=' if ok else '<'} 85%: 'having at least 85% of the entire project site "
                "covered by permanent structures' (L341)",
            ),
        )
    return (
        all_of(smart, acre, covered)
        .because(*reasons)
        .outcome(
            [
                "(a) smart growth project: tree box type biofilters or in-vault media filters may "
                "be used"
            ],
            flags=[F_SMART_GROWTH],
        )
    )


def _cutoff_wall(ctx: Context) -> Outcome:
    distance = ctx.get("bmp_distance_to_structure_ft")
    if distance is None:
        return does_not_apply(
            "no facility within ten feet of a structure or geotechnical hazard is given "
            "(site.bmp_distance_to_structure_ft; L331)"
        )
    head = f"facility {distance:g} ft from a structure or geotechnical hazard"

    def decide() -> Outcome:
        if distance <= CUTOFF_WALL_FT:
            return applies(
                f"{head} <= 10 ft: 'Facilities located within ten feet of structures or other "
                "potential geotechnical hazards ... may incorporate an impervious cutoff wall' "
                "(L331)",
                flags=[F_GEOTECH],
            )
        return does_not_apply(f"{head} > 10 ft: not 'within ten feet' (L331)", flags=[F_GEOTECH])

    return _only_regulated(ctx, "A bioretention variation (L329-331)", decide)


def _flow_through(ctx: Context) -> Outcome:
    why = []
    if ctx.has_condition("high_pollutant_soil_or_groundwater"):
        why.append("documented high concentrations of pollutants in underlying soil or groundwater")
    if ctx.is_true("geotechnical_hazard").yes:
        why.append(
            "infiltration could contribute to a geotechnical hazard (site.geotechnical_hazard)"
        )
    if ctx.has_condition("elevated_plaza"):
        why.append("facility on an elevated plaza or other structure")
    if not why:
        return does_not_apply(
            "none of the L333 conditions is given (high pollutant concentrations, geotechnical "
            "hazard, elevated plaza)"
        )
    return _only_regulated(
        ctx,
        "A bioretention variation (L329, L333)",
        lambda: applies(
            *why,
            "may incorporate an impervious liner with the underdrain at the bottom: 'flow through "
            "planter' (L333)",
        ),
    )


def _omit_underdrain(ctx: Context) -> Outcome:
    why = [
        text
        for key, text in (
            ("high_groundwater", "high groundwater"),
            ("highly_infiltrative_soils", "highly infiltrative soils"),
            ("underdrain_connection_infeasible", "underdrain connection infeasible"),
        )
        if ctx.has_condition(key)
    ]
    if not why:
        return does_not_apply("none of the L335 conditions is given")
    return _only_regulated(
        ctx,
        "A bioretention variation (L329, L335)",
        lambda: applies(*why, "'may omit the underdrain' (L335)", flags=[F_VARIATION_TERMS]),
    )


def _high_risk(ctx: Context) -> Outcome:
    risky = [f for f in ctx.site.facility_types if f in HIGH_RISK_FACILITIES]
    if not risky:
        return does_not_apply(
            "no high-risk area (fueling station, truck stop, auto repair, heavy industrial; L337)"
        )
    if ctx.has_condition("high_risk_area_isolated"):
        return does_not_apply(
            f"high-risk area(s) {_quoted(risky)} isolated from stormwater runoff or bioretention "
            f"areas (condition 'high_risk_area_isolated'; L337)",
            flags=[F_HIGH_RISK],
        )
    return _only_regulated(
        ctx,
        "A bioretention variation (L329, L337)",
        lambda: applies(
            f"facilities serving high-risk area(s) {_quoted(risky)} 'may be required to provide "
            f"additional treatment to address pollutants of concern' (L337)",
            flags=[F_HIGH_RISK],
        ),
    )


def _hydromod(ctx: Context) -> Outcome:
    """The hydromodification-management classification as a finding (L349-351)."""
    return ctx.classify("hydromodification_management_project")


def _baseline_hm(ctx: Context) -> Outcome:
    return _only_regulated(
        ctx,
        "Baseline hydromodification management (L203)",
        lambda: applies(
            "implement 'baseline hydromodification management' (L203) in each DMA (L281)",
            flags=[F_BASELINE_HM],
        ),
    )


def _om(ctx: Context) -> Outcome:
    reasons = [
        "signed and notarized operation and maintenance agreement recorded in the Merced County "
        "Recorder's office; responsibility transfers to successors in interest (L357)",
        "the agreement authorizes the city to access the site to inspect treatment systems and "
        "hydromodification controls (L365)",
    ]
    flags: list[str] = []
    if ctx.has_condition("multi_owner_project"):
        reasons.append(
            "multi-parcel or multiowner project: commonly owned controls through a homeowners' "
            "association, condominium agreement or other enforceable mechanism (L359)"
        )
    if ctx.has_condition("public_row_controls"):
        reasons.append(
            "public or right-of-way controls: maintained by the city funded by assessment "
            "districts; the owner consents to the assessment fees (L361-363)"
        )
        flags.append(F_OM_ASSESSMENT)
    return _only_regulated(
        ctx, "Operation and maintenance agreement (L357)", lambda: applies(*reasons, flags=flags)
    )


# --------------------------------------------------------------------------- facilities, discharges
def _igp(ctx: Context) -> Outcome:
    if ctx.has_condition("igp_coverage_required"):
        return applies(
            "required by federal or state law to submit an NOI (condition "
            "'igp_coverage_required'): 'shall provide proof of permit coverage and the stormwater "
            "pollution prevention plan (SWPPP) to the Director upon request' (L135)",
            flags=[F_IGP_EXTERNAL],
        )
    listed = [f for f in ctx.site.facility_types if f in IGP_EXAMPLES]
    if listed:
        return needs_info(
            f"facility type(s) {_quoted(listed)} 'may include' facilities required to apply for "
            "a stormwater discharge permit (L137): confirm against IGP attachment A and add "
            "condition 'igp_coverage_required' if so",
            flags=[F_IGP_EXTERNAL],
        )
    return does_not_apply(
        "no NOI requirement given (condition 'igp_coverage_required') and no facility type the "
        "text names as an example (L137)",
        flags=[F_IGP_EXTERNAL],
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
    known = [a for a in ctx.site.activities if a in ACTIVITIES]
    if not known and not ctx.site.facility_types:
        return does_not_apply(
            "no activity or facility type given that may cause or contribute to stormwater "
            "pollution (site.activities, site.facility_types; L139)"
        )
    what = _quoted(known + [f for f in ctx.site.facility_types if f not in known])
    return applies(
        "activity or use of premises that may cause or contribute to stormwater pollution "
        f"({what}): 'shall comply with best management practice (BMPs) consistent with the "
        "California Stormwater Quality Association (CASQA)' handbooks (L139)",
        flags=[F_SOURCE_EXTERNAL],
    )


def _irrigation(ctx: Context) -> Outcome:
    reasons = []
    if ctx.has_condition("irrigated_landscape"):
        reasons += [
            "no irrigation runoff in excess of incidental runoff (L121)",
            "detect leaks and correct them within 72 hours of learning of the leak (L123)",
            "properly design and aim sprinkler heads (L125); do not irrigate during precipitation "
            "(L127)",
        ]
    if ctx.has_condition("recycled_water_pond"):
        reasons.append(
            "recycled-water pond: no discharge unless the result of a 25-year, 24-hour storm event "
            "or greater, and then e-mail the regional water board no later than 24 hours after "
            "(L129)"
        )
    if not reasons:
        return does_not_apply(
            "no irrigated landscape or recycled-water pond given (conditions "
            "'irrigated_landscape', 'recycled_water_pond'; L121-129)"
        )
    flags = [
        "AMB-21: the permissible categories (C)2 name only (C)3-(C)5 as overrides, not (C)6 "
        "irrigation (L75)"
    ]
    if ctx.has_condition("recycled_water_pond"):
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


# --------------------------------------------------------------------------- enforcement notes
def _notice_received(ctx: Context) -> list[str]:
    return [str(e.at) for e in ctx.scenario.events if e.kind == "notice_of_violation_received"]


def _monitoring(ctx: Context) -> Outcome:
    if not ctx.has_condition("monitoring_required_by_officer"):
        return does_not_apply(
            "no monitoring or analysis required by an enforcement officer (condition "
            "'monitoring_required_by_officer'; L391)"
        )
    return applies(
        "an authorized enforcement officer required monitoring, analysis and reports of an "
        "activity or facility that causes or contributes to stormwater pollution (L391)",
        "'The costs of these activities, analysis and reports required shall be borne by the "
        "owner/operator of the facility and/or activity' (L391)",
    )


def _nov_contents(ctx: Context) -> Outcome:
    received = _notice_received(ctx)
    if not received:
        return does_not_apply("no notice of violation received (events; L429)")
    return applies(
        f"notice(s) of violation received: {', '.join(received)}",
        "the notice may require: (1) monitoring, analyses and reporting; (2) elimination of "
        "illicit connections or discharges; (3) that violating discharges, practices or operations "
        "cease and desist; (4) abatement or remediation and restoration of affected property; (5) "
        "source control or treatment BMPs (L429-437)",
    )


def _compensatory(ctx: Context) -> Outcome:
    received = _notice_received(ctx)
    if not received:
        return does_not_apply("no violation (notice of violation) given (L477)")
    return applies(
        "'In lieu of enforcement proceedings, penalties and remedies ... the Director may impose "
        "upon a violator alternative compensatory actions, such as storm drain stenciling, "
        "attendance at compliance workshops, creek cleanup and the like' (L477)",
        flags=["L477 is at the Director's discretion; the chapter sets no criteria or amounts"],
    )


def _stricter(ctx: Context) -> Outcome:
    return applies(
        "'In the event of any conflict between this chapter and any federal or state law, "
        "regulation, permit or other ordinance of the city, the requirement which establishes "
        "the stricter standard shall govern' (L489): where the construction general permit, the "
        "industrial general permit or another city ordinance is stricter, it governs"
    )


# --------------------------------------------------------------------------- descriptors
NEW_REP = ("site.new_impervious_sqft", "site.replaced_impervious_sqft")
REG_USES = (
    *NEW_REP,
    "site.project_type",
    "site.new_contiguous_impervious_sqft",
    "site.conditions",
    "site.exemptions_claimed",
)


def _rule(
    rid: str, title: str, category: str, evaluate, citations, uses=(), flags=()
) -> ApplicabilityRule:
    return ApplicabilityRule(
        id=rid,
        title=title,
        category=category,
        citations=tuple(citations),
        evaluate=evaluate,
        uses=tuple(uses),
        flags=tuple(flags),
    )


RULES: list[ApplicabilityRule] = [
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
        ["site.notices_of_violation", "site.conditions"],
    ),
    _rule(
        "small_project_site_design",
        "Small projects: site design measures and runoff-reduction quantification",
        "site_design_measures",
        _small,
        [
            c(
                183,
                183,
                "between 2,500 square feet and 5,000 square feet of impervious surface",
                "post",
            ),
            c(
                183,
                183,
                "including detached single-family homes that create and/or replace 2,500 square "
                "feet or more",
                "post",
            ),
            c(185, 197, "Vegetated swales", "post"),
            c(199, 199, "SMARTS) postconstruction calculator", "post"),
        ],
        [*NEW_REP, "site.single_family_home", "site.part_of_common_plan"],
    ),
    _rule(
        "regulated_project",
        "Regulated project: site design, source control, LID, baseline hydromodification",
        "post_construction_plan",
        _regulated_rule,
        [
            c(
                201,
                201,
                "Projects that create and/or replace 5,000 square feet or more of impervious "
                "surface",
                "post",
            ),
            c(
                203,
                203,
                "shall quantify the runoff reduction resulting from implementation of these "
                "measures",
                "post",
            ),
            c(
                211,
                211,
                "5,000 square feet or more of newly constructed contiguous impervious surface",
                "post",
            ),
            c(221, 221, "Construction of LUPs", "post"),
            c(
                233,
                233,
                "if more than 5,000 square feet is replaced it is a regulated project",
                "post",
            ),
        ],
        REG_USES,
    ),
    _rule(
        "redevelopment_entire_site",
        "Redevelopment: entire site regulated when the increase is more than 50%",
        "post_construction_plan",
        _redevelopment,
        [
            c(
                205,
                205,
                "Redevelopment projects, road projects, and linear underground/overhead projects",
                "post",
            ),
            c(
                207,
                207,
                "results in an increase of more than 50% of the impervious surface",
                "post",
            ),
            c(
                209,
                209,
                "results in an increase of less than 50% of the impervious surface",
                "post",
            ),
        ],
        [
            "site.project_type",
            "site.existing_impervious_sqft",
            "site.post_project_impervious_sqft",
            *NEW_REP,
        ],
    ),
    _rule(
        "road_widening_entire_road",
        "Road widening: entire road regulated when more than 50% is altered",
        "post_construction_plan",
        _widening,
        [
            c(
                215,
                215,
                "Widening of existing streets or roads with additional traffic lanes",
                "post",
            ),
            c(
                217,
                217,
                "results in an alteration of more than 50% of the impervious surface",
                "post",
            ),
            c(
                219,
                219,
                "results in an alteration of less than 50% of the impervious surface",
                "post",
            ),
        ],
        [
            "site.project_type",
            "site.conditions",
            "site.existing_impervious_sqft",
            "site.altered_existing_impervious_sqft",
        ],
    ),
    _rule(
        "road_lup_exclusions",
        "Exclusions: sidewalks, bicycle lanes, trails and routine maintenance",
        "exemption",
        _exclusions,
        [
            c(223, 223, "Exclusions. Specific exclusions are", "post"),
            c(
                225,
                231,
                "Sidewalks, bicycle lanes or trails constructed with permeable surfaces",
                "post",
            ),
            c(233, 233, "Where pavement is removed and base rock or soil is exposed", "post"),
        ],
        ["site.exemptions_claimed", "site.conditions", "site.replaced_impervious_sqft"],
    ),
    _rule(
        "source_controls",
        "Source control measures for pollutant-generating activities and sources",
        "source_controls",
        _source_controls,
        [
            c(
                235,
                235,
                "Operators of regulated projects with pollutant generating activities and sources",
                "post",
            ),
            c(237, 257, "Building and grounds maintenance", "post"),
        ],
        [*REG_USES, "site.activities", "site.facility_types"],
    ),
    _rule(
        "lid_site_assessment",
        "LID site assessment and site layout methods",
        "post_construction_plan",
        _lid_site_assessment,
        [
            c(
                259,
                259,
                "All regulated projects shall implement low impact development standards",
                "post",
            ),
            c(261, 261, "shall assess and evaluate how site conditions", "post"),
            c(263, 279, "Detain and retain runoff throughout the site", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "drainage_management_areas",
        "Drainage management areas (DMAs)",
        "post_construction_plan",
        _dmas,
        [c(281, 281, "the project site shall be divided into discrete DMAs", "post")],
        [*REG_USES, "drainage_areas"],
    ),
    _rule(
        "numeric_sizing_criteria",
        "Numeric sizing criteria for retention and treatment",
        "treatment_sizing",
        _numeric_sizing,
        [
            c(
                283,
                283,
                "satisfy at least one of the following hydraulic sizing design criteria",
                "post",
            ),
            c(287, 295, "two times the eighty-fifth percentile hourly rainfall intensity", "post"),
            c(301, 301, "at least as effective as a bioretention system", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "alternative_design_equivalence",
        "Alternative designs: four measures of equivalent effectiveness",
        "treatment_sizing",
        _alternative,
        [
            c(
                319,
                319,
                "may be permitted if all of the following measures of equivalent effectiveness",
                "post",
            ),
            c(
                321,
                327,
                "Equal or greater accessibility and ease of inspection and maintenance",
                "post",
            ),
        ],
        ["site.conditions"],
    ),
    _rule(
        "bioretention_exceptions",
        "Exceptions: other biotreatment or media filters (smart growth and others)",
        "treatment_sizing",
        _exceptions,
        [
            c(339, 339, "due to construction constraints, not financial constraints", "post"),
            c(
                341,
                341,
                "having at least 85% of the entire project site covered by permanent structures",
                "post",
            ),
            c(
                343,
                345,
                "Facilities receiving runoff solely from existing (preproject) impervious areas",
                "post",
            ),
        ],
        [*REG_USES, "site.smart_growth", "site.permanent_structure_coverage_pct"],
    ),
    _rule(
        "cutoff_wall_variation",
        "Variation: impervious cutoff wall within ten feet of structures",
        "treatment_sizing",
        _cutoff_wall,
        [c(331, 331, "Facilities located within ten feet of structures", "post")],
        ["site.bmp_distance_to_structure_ft"],
    ),
    _rule(
        "flow_through_planter_variation",
        "Variation: impervious liner, underdrain at the bottom (flow through planter)",
        "treatment_sizing",
        _flow_through,
        [c(333, 333, "this configuration is commonly known as a", "post")],
        ["site.conditions", "site.geotechnical_hazard"],
    ),
    _rule(
        "omit_underdrain_variation",
        "Variation: omit the underdrain",
        "treatment_sizing",
        _omit_underdrain,
        [c(335, 335, "may omit the underdrain", "post")],
        ["site.conditions"],
    ),
    _rule(
        "high_risk_additional_treatment",
        "High-risk areas: additional treatment may be required",
        "treatment_sizing",
        _high_risk,
        [
            c(
                337,
                337,
                "fueling stations, truck stops, auto repairs and heavy industrial sites",
                "post",
            )
        ],
        ["site.facility_types", "site.conditions"],
    ),
    _rule(
        "hydromodification_project",
        "Hydromodification management project: two-year, 24-hour storm",
        "hydromodification",
        _hydromod,
        [
            c(
                349,
                349,
                "Projects that create and/or replace one acre or more of impervious surface",
                "post",
            ),
            c(
                349,
                349,
                "does not increase impervious surface area over the preproject condition",
                "post",
            ),
            c(351, 351, "estimated preproject flow rate for the two-year, 24-hour storm", "post"),
        ],
        [*NEW_REP, "site.existing_impervious_sqft", "site.post_project_impervious_sqft"],
    ),
    _rule(
        "baseline_hydromodification",
        "Baseline hydromodification management (regulated projects)",
        "hydromodification",
        _baseline_hm,
        [c(203, 203, "baseline hydromodification management described in this chapter", "post")],
        REG_USES,
    ),
    _rule(
        "om_agreement",
        "Operation and maintenance agreement, recorded",
        "bmp_maintenance",
        _om,
        [
            c(357, 357, "signed and notarized operation and maintenance agreement", "om"),
            c(359, 363, "through a homeowners’ association, through a condominium agreement", "om"),
            c(365, 365, "a provision authorizing the city to access the project site", "om"),
        ],
        [*REG_USES, "site.conditions"],
    ),
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
        ["site.conditions"],
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
    _rule(
        "bioretention_design_parameters",
        "Baseline bioretention design parameters (a)-(h), media mix",
        "treatment_sizing",
        _bioretention_design,
        [
            c(301, 301, "at least as effective as a bioretention system", "post"),
            c(307, 307, "A mixture of sand (60% to 70%)", "post"),
            c(313, 313, "No compaction of soils beneath the facility", "post"),
            c(315, 315, "No liners or other barriers interfering with infiltration", "post"),
            c(317, 317, "Appropriate plant palette for the specified soil mix", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "monitoring_at_owner_cost",
        "Monitoring and reports required by an enforcement officer, at the owner's cost",
        "facility_program",
        _monitoring,
        [c(391, 391, "shall be borne by the owner/operator of the facility", "inspection")],
        ["site.conditions"],
    ),
    _rule(
        "notice_of_violation_contents",
        "What a notice of violation may require",
        "facility_program",
        _nov_contents,
        [c(429, 437, "Such notice may require without limitation", "nov")],
        ["events"],
    ),
    _rule(
        "alternative_compensatory_actions",
        "Alternative compensatory actions in lieu of enforcement",
        "facility_program",
        _compensatory,
        [
            c(
                477,
                477,
                "alternative compensatory actions, such as storm drain stenciling",
                "compensatory",
            )
        ],
        ["events"],
    ),
    _rule(
        "stricter_standard_governs",
        "The stricter standard governs",
        "discharge_prohibition",
        _stricter,
        [c(489, 489, "the stricter standard shall govern", "Conflict with other law (L489)")],
    ),
]

#: Rules of regulated projects only (``_only_regulated``): they also read what decides it.
REGULATED_ONLY = (
    "redevelopment_entire_site",
    "road_widening_entire_road",
    "source_controls",
    "lid_site_assessment",
    "drainage_management_areas",
    "numeric_sizing_criteria",
    "bioretention_design_parameters",
    "alternative_design_equivalence",
    "bioretention_exceptions",
    "cutoff_wall_variation",
    "flow_through_planter_variation",
    "omit_underdrain_variation",
    "high_risk_additional_treatment",
    "baseline_hydromodification",
    "om_agreement",
)
RULES = [
    replace(rule, uses=tuple(dict.fromkeys([*rule.uses, *REG_USES])))
    if rule.id in REGULATED_ONLY
    else rule
    for rule in RULES
]
