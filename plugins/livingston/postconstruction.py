"""Livingston post-construction scope: small projects, regulated projects, redevelopment and
road widening of the entire site or road, the road/LUP exclusions and source controls.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    MissingFact,
    Outcome,
    any_of,
    applies,
    does_not_apply,
    needs_info,
)

from .common import c, pct, sqft
from .counting import _base_rock
from .flags import (
    F_EXCLUSION_SCOPE,
    F_HALF,
    F_QUANTIFY,
    F_REDEV_NUMERATOR,
    F_SOURCE_EXTERNAL,
    REGULATED_MIN,
)
from .rule_helpers import (
    NEW_REP,
    REG_USES,
    _of_type,
    _only_regulated,
    _quoted,
    _rule,
    _with,
)
from .vocabulary import (
    ACTIVITIES,
    ACTIVITY_QUOTES,
    EXCLUSIONS,
    FACILITY_ACTIVITIES,
    FOREIGN_EXCLUSIONS,
    MAINTENANCE_EXCLUSIONS,
    claimed_exclusions,
)

# --------------------------------------------------------------------------- post-construction
SMALL_MEASURES = (
    "implement one or more of the seven site design measures (a)-(g) (L185-197) and quantify the "
    "runoff reduction with the SMARTS postconstruction calculator or a city-accepted method (L199)"
)


def _small(ctx: Context) -> Outcome:
    """The small-project classification (L183) as a finding, with what it requires."""
    decided = ctx.classify("small_project")
    if decided.status == "applies":
        return _with(decided, SMALL_MEASURES, flags=[F_QUANTIFY])
    return decided


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
    unknown_ids = [e for e in claims if e not in EXCLUSIONS and e not in FOREIGN_EXCLUSIONS]
    flags = [
        f"site.exemptions_claimed '{e}' is not an exclusion of this chapter and is ignored (the "
        f"exclusions: {_quoted(EXCLUSIONS)})"
        for e in unknown_ids
    ]
    for e in claims:
        if e in FOREIGN_EXCLUSIONS:
            own = FOREIGN_EXCLUSIONS[e][0]
            flags.append(
                f"'{e}' is another ordinance's term for L233's '{own}' ({EXCLUSIONS[own][1]}): "
                "read as it"
            )
    valid = claimed_exclusions(claims)
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


def _given(ctx: Context, name: str) -> list[str]:
    """The list as given ([] when it is not: the caller has asked ``includes`` already)."""
    try:
        return ctx.items(name)
    except MissingFact:
        return []


def _source_activities(ctx: Context) -> list[str]:
    """The L237-257 activities and sources given, directly or through a facility type."""
    found = [a for a in _given(ctx, "activities") if a in ACTIVITIES]
    for facility in _given(ctx, "facility_types"):
        for activity in FACILITY_ACTIVITIES.get(facility, ()):
            if activity not in found:
                found.append(activity)
    return found


def _source_controls(ctx: Context) -> Outcome:
    return _only_regulated(ctx, "Source control measures (L235)", lambda: _source_inner(ctx))


def _source_inner(ctx: Context) -> Outcome:
    present = any_of(
        ctx.includes(
            "activities", *ACTIVITIES, label="a pollutant-generating activity or source (L237-257)"
        ),
        ctx.includes(
            "facility_types",
            *FACILITY_ACTIVITIES,
            label="a facility type that brings one (L243, L248, L249)",
        ),
    )
    if not present.yes:
        return present.outcome(
            does_not_apply=[
                "no pollutant-generating activity or source (the eighteen of L237-257, directly "
                "or through a facility type such as a restaurant)"
            ],
            needs_info=[
                "the activities and facility types decide which source controls of L237-257 "
                "apply (L235)"
            ],
        )
    known = _source_activities(ctx)
    reasons = [
        f"pollutant-generating activity: {ACTIVITIES[a][1]} (L{ACTIVITIES[a][0]}): '"
        f"{ACTIVITY_QUOTES[a]}'"
        for a in known
    ]
    return applies(
        "regulated project with pollutant generating activities and sources: implement permanent "
        "and/or operation source control measures (L235)",
        *(reasons or present.reasons),
        flags=[F_SOURCE_EXTERNAL],
    )


POST_CONSTRUCTION_RULES: list[ApplicabilityRule] = [
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
]
