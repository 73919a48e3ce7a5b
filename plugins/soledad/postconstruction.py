"""Post-construction (L651-685): new development and redevelopment must meet the Central Coast
post-construction requirements the chapter incorporates (Resolution R3-2013-0032, Attachment 1).

The chapter states no thresholds. The Resolution's performance-requirement tiers are applied
here as a clearly labelled external reference (``parameters.py``: cited to the Resolution,
marked verify, overridable); where a figure was not confirmed its parameter defaults to empty
and the answer is ``needs_info`` naming the parameter and its source.

The classifications ``development`` and ``regulated_project`` (``classes.py``) are decided once;
Performance Requirements No. 1-5 follow them. Site facts read: ``project_type``,
``new_impervious_sqft``, ``replaced_impervious_sqft``, ``existing_impervious_sqft``,
``post_project_impervious_sqft``, ``single_family_home``, ``watershed_management_zone``.
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule, Context, Outcome, Parameter, Tri, all_of, unknown

from . import flags as F
from . import parameters as P
from .classes import (
    by_home,
    created_replaced_at_least,
    labelled,
    linked,
    net_at_least,
    param_missing,
)
from .common import RESOLUTION, c, ext, num
from .construction import follows

_PC = "Post-construction"
_RES = ext(
    RESOLUTION,
    "Attachment 1, Performance Requirements No. 1-5",
    "Post-Construction Stormwater Management Requirements for Development Projects",
)
#: Performance Requirements 2-5: the chapter adopts them (L673, L675), the Resolution states them
_PR_CITES = (
    c(
        675,
        675,
        "the applicable performance requirements (No. 1 through No. 5, as applicable)",
        f"{_PC} F.2",
    ),
    c(673, 673, "the most recent post construction requirements adopted", f"{_PC} F.1"),
    _RES,
)
VESTING_FLAG = (
    "External: the Resolution applies to projects whose first discretionary approval (or, absent "
    "one, first ministerial permit) came after March 6, 2014 (secondary source: a regional "
    "program's restatement); no scenario fact records that date, so it is not checked."
)
FLOWCHART_FLAG = (
    "External (secondary): the Resolution's flow chart as reproduced by a third party sends "
    "projects below the Tier 3 size to Performance Requirements No. 1 and 2 only; that is used to "
    "rule out PR 3, PR 4 and PR 5 below the Tier 3 threshold."
)


# --------------------------------------------------------------------------- tiers
def _regulated(ctx: Context) -> Tri:
    return linked(
        ctx,
        "regulated_project",
        "a regulated project",
        "not a regulated project: Performance Requirements No. 1-5 do not apply",
        "whether the project is a regulated project is open",
    )


def _tier3(ctx: Context) -> Tri:
    """Impervious surface created or replaced at or above the Tier 3 threshold for the project
    (a different, unconfirmed one for single-family homes)."""
    return labelled(
        by_home(
            ctx.is_true("single_family_home", "single-family home"),
            created_replaced_at_least(ctx, P.TIER3_SFH),
            created_replaced_at_least(ctx, P.TIER3),
        ),
        "at or above the Resolution's Tier 3 size (external)",
        "below the Resolution's Tier 3 size (external): " + FLOWCHART_FLAG,
    )


def zone_figure(ctx: Context, table: dict[int, Parameter]) -> tuple[int | None, float | None, Tri]:
    """(zone, the zone's figure, unknown Tri when either is not known)."""
    zone = ctx.get("watershed_management_zone")
    if zone is None:
        return (
            None,
            None,
            unknown(
                "site.watershed_management_zone",
                reason="the Resolution's requirement depends on the watershed management zone",
            ),
        )
    param = table[zone]
    value = ctx.param(param.id)
    if value is None:
        return zone, None, param_missing(param)
    return zone, float(value), Tri(True)


def retention_required(ctx: Context) -> Tri:
    zone, pct, known = zone_figure(ctx, P.WMZ_PERCENTILE)
    if pct is None:
        return known
    label = P.WMZ_PERCENTILE[zone].label  # type: ignore[index]
    if pct == 0:
        return Tri(
            False,
            (
                f"watershed management zone {zone}: no runoff retention requirement "
                f'(parameter "{label}" = 0)',
            ),
        )
    return Tri(
        True,
        (
            f"watershed management zone {zone}: retain the {num(pct)}th percentile "
            f'24-hour rainfall runoff on site (parameter "{label}")',
        ),
    )


def peak_required(ctx: Context) -> Tri:
    zone, flag, known = zone_figure(ctx, P.WMZ_PEAK)
    if flag is None:
        return known
    label = P.WMZ_PEAK[zone].label  # type: ignore[index]
    return Tri(
        bool(flag),
        (
            f"watershed management zone {zone}: peak management "
            f'{"applies" if flag else "does not apply"} (parameter "{label}")',
        ),
    )


def special_circumstances(ctx: Context) -> Tri:
    value = ctx.param(P.PR5_SPECIAL.id)
    if value is None:
        return param_missing(P.PR5_SPECIAL)
    return Tri(
        bool(value),
        (
            f"special circumstances {'apply' if value else 'do not apply'} "
            f'(parameter "{P.PR5_SPECIAL.label}")',
        ),
    )


def tier3(ctx: Context) -> Tri:
    """The Tier 3 answer, worked out once per evaluation (PR 3, PR 4 and PR 5 ask it)."""
    return ctx.derived("soledad.tier3", _tier3)


# --------------------------------------------------------------------------- rule bodies
_POST_APPLIES = (
    "must comply with the post-construction requirements of the city's public works standard "
    "details and specifications and Resolution No. R3-2013-0032, Attachment 1 (L673)",
    "the responsible person, and on transfer its successors and assigns, must adhere to the terms "
    "imposed; failure is a violation (L677); implement the BMPs the city manager designates (L671)",
)


def _post_construction_rule(ctx: Context) -> Outcome:
    return follows(ctx, "development", _POST_APPLIES)


_SWCP_APPLIES = (
    "'prepare and process through the city a \"stormwater control plan\"' "
    "demonstrating compliance with each applicable set of requirements, and implement the "
    "applicable performance requirements No. 1 through No. 5 (L675)"
)
_PR1_APPLIES = (
    "Performance Requirement No. 1, site design and runoff reduction (external): "
    "the chapter's LID principles are to 'disturb only the smallest area necessary, minimize "
    "soil compaction and imperviousness, preserve natural drainages, vegetation and buffer "
    "zones' (L653)"
)


def _swcp_rule(ctx: Context) -> Outcome:
    return follows(ctx, "regulated_project", [_SWCP_APPLIES])


def _pr1_rule(ctx: Context) -> Outcome:
    return follows(ctx, "regulated_project", [_PR1_APPLIES])


def pr2(ctx: Context) -> Tri:
    tier2 = labelled(
        by_home(
            ctx.is_true("single_family_home", "single-family home"),
            net_at_least(ctx, P.TIER2_SFH),
            net_at_least(ctx, P.TIER2),
        ),
        "at or above the Resolution's Tier 2 net impervious size (external)",
        "below the Resolution's Tier 2 net impervious size (external)",
    )
    development = linked(
        ctx,
        "development",
        "new development or redevelopment",
        "neither new development nor redevelopment",
        "whether the project is new development or redevelopment is open",
    )
    return all_of(development, tier2)


def _pr2_rule(ctx: Context) -> Outcome:
    return pr2(ctx).outcome(
        applies=[
            "treat runoff with an appropriately sized LID treatment system (Performance "
            "Requirement No. 2); see the sizing results"
        ],
    )


def pr3(ctx: Context) -> Tri:
    return all_of(_regulated(ctx), tier3(ctx), retention_required(ctx))


def _pr3_rule(ctx: Context) -> Outcome:
    return pr3(ctx).outcome(
        applies=["Performance Requirement No. 3 (runoff retention); see the sizing results"],
    )


def _pr4_rule(ctx: Context) -> Outcome:
    tier4 = created_replaced_at_least(ctx, P.TIER4)
    return all_of(_regulated(ctx), tier3(ctx), tier4, peak_required(ctx)).outcome(
        applies=["manage post-development peak flows (Performance Requirement No. 4)"],
    )


def _pr5_rule(ctx: Context) -> Outcome:
    return all_of(_regulated(ctx), tier3(ctx), special_circumstances(ctx)).outcome(
        applies=[
            "Performance Requirement No. 5 (special circumstances) applies: follow the "
            "Resolution's special-circumstances provisions"
        ],
    )


_OM_APPLIES = (
    "the city manager 'may require' an agreement for the operation and maintenance of "
    "any structural control measures, recorded with the county recorder's office (L679); "
    "it is at the city manager's discretion"
)


def _om_rule(ctx: Context) -> Outcome:
    return follows(ctx, "development", [_OM_APPLIES])


# --------------------------------------------------------------------------- descriptors
_IMPERVIOUS = (
    "site.project_type",
    "site.new_impervious_sqft",
    "site.replaced_impervious_sqft",
    # the areas that bound created + replaced (classes.created_replaced_most)
    "site.existing_impervious_sqft",
    "site.post_project_impervious_sqft",
)
_NET = _IMPERVIOUS + ("site.single_family_home",)

RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="post_construction_requirements",
        title="Post-construction requirements for new development and redevelopment",
        category="post_construction_plan",
        citations=(
            c(673, 673, "All new development and redevelopment projects must comply", f"{_PC} F.1"),
            c(673, 673, "Resolution No. R3-2013-0032, Attachment 1", f"{_PC} F.1"),
            c(677, 677, "its successors and assigns, shall implement and adhere", f"{_PC} F.3"),
            c(
                671,
                671,
                "shall implement those BMPs as may be designated by the city manager",
                f"{_PC} F",
            ),
            c(105, 105, "creation of impervious surfaces", "Definitions: New development"),
            c(
                145,
                145,
                "creation, addition, or replacement of exterior impervious surface area",
                "Definitions: Redevelopment",
            ),
        ),
        evaluate=_post_construction_rule,
        uses=_IMPERVIOUS,
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL, VESTING_FLAG),
    ),
    ApplicabilityRule(
        id="stormwater_control_plan",
        title="Regulated project: stormwater control plan (Resolution Tier 1 threshold)",
        category="post_construction_plan",
        citations=(
            c(
                675,
                675,
                'prepare and process through the city a "stormwater control plan"',
                f"{_PC} F.2",
            ),
            c(
                169,
                169,
                'Stormwater control plan" means a plan, developed by the regulated '
                "project applicant",
                "Definitions: Stormwater control plan",
            ),
            _RES,
        ),
        evaluate=_swcp_rule,
        uses=_IMPERVIOUS,
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="pr1_site_design",
        title="Performance Requirement No. 1: site design and runoff reduction (Resolution Tier 1)",
        category="site_design_measures",
        citations=(
            c(
                675,
                675,
                "the applicable performance requirements (No. 1 through No. 5, as applicable)",
                f"{_PC} F.2",
            ),
            c(
                653,
                653,
                "disturb only the smallest area necessary, minimize soil compaction and "
                "imperviousness",
                _PC,
            ),
            _RES,
        ),
        evaluate=_pr1_rule,
        uses=_IMPERVIOUS,
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="pr2_water_quality_treatment",
        title="Performance Requirement No. 2: water quality treatment (Resolution Tier 2, net "
        "impervious)",
        category="treatment_sizing",
        citations=_PR_CITES,
        evaluate=_pr2_rule,
        uses=_NET,
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="pr3_runoff_retention",
        title="Performance Requirement No. 3: runoff retention (Resolution Tier 3, by watershed "
        "management zone)",
        category="hydromodification",
        citations=_PR_CITES,
        evaluate=_pr3_rule,
        uses=_IMPERVIOUS + ("site.single_family_home", "site.watershed_management_zone"),
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="pr4_peak_management",
        title="Performance Requirement No. 4: peak management (Resolution Tier 4, by watershed "
        "management zone)",
        category="hydromodification",
        citations=_PR_CITES,
        evaluate=_pr4_rule,
        uses=_IMPERVIOUS + ("site.single_family_home", "site.watershed_management_zone"),
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL, FLOWCHART_FLAG),
    ),
    ApplicabilityRule(
        id="pr5_special_circumstances",
        title="Performance Requirement No. 5: special circumstances (Resolution, above the Tier 3 "
        "size)",
        category="hydromodification",
        citations=_PR_CITES,
        evaluate=_pr5_rule,
        uses=_IMPERVIOUS + ("site.single_family_home",),
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL, FLOWCHART_FLAG),
    ),
    ApplicabilityRule(
        id="om_agreement",
        title="Operation and maintenance agreement for structural control measures (city manager "
        "may require)",
        category="bmp_maintenance",
        citations=(
            c(
                679,
                679,
                "enter into an agreement for the operation and maintenance of any structural "
                "control measures",
                f"{_PC} F.4",
            ),
            c(679, 679, "record such agreement with the county recorder's office", f"{_PC} F.4"),
        ),
        evaluate=_om_rule,
        uses=_IMPERVIOUS,
    ),
]
