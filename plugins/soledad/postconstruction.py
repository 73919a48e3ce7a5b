"""Post-construction (L651-685): new development and redevelopment must meet the Central Coast
post-construction requirements the chapter incorporates (Resolution R3-2013-0032, Attachment 1).

The chapter states no thresholds. The Resolution's performance-requirement tiers are applied
here as a clearly labelled external reference (``parameters.py``: cited to the Resolution,
marked verify, overridable); where a figure was not confirmed the rule answers needs_info.

Site facts read: ``project_type``, ``new_impervious_sqft``, ``replaced_impervious_sqft``,
``existing_impervious_sqft``, ``post_project_impervious_sqft``, ``single_family_home``,
``watershed_management_zone``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from workbench.api import (
    ApplicabilityRule,
    MissingFact,
    Outcome,
    Parameter,
    Scenario,
    applies,
    does_not_apply,
)

from . import flags as F
from . import parameters as P
from .common import RESOLUTION, c, ext, num, sqft, sqft_param
from .context import Facts, NeedParameter, facts, once

Params = Mapping[str, float | None]

_PC = "Post-construction"
_RES = ext(
    RESOLUTION,
    "Attachment 1, Performance Requirements No. 1-5",
    "Post-Construction Stormwater Management Requirements for Development Projects",
)
VESTING_FLAG = (
    "External: the Resolution applies to projects whose first discretionary approval (or, absent "
    "one, first ministerial permit) came after March 6, 2014 (secondary source, design_rainfall.md "
    "section 4); no scenario fact records that date, so it is not checked."
)
FLOWCHART_FLAG = (
    "External (secondary): the Resolution's flow chart as reproduced by a third party sends projects "
    "below the Tier 3 size to Performance Requirements No. 1 and 2 only; that is used to rule out "
    "PR 4 below the Tier 3 threshold."
)


# --------------------------------------------------------------------------- facts
def _need(value: float | None, name: str, why: str) -> float:
    if value is None:
        raise MissingFact(f"site.{name}", why)
    return value


_TIERS_COUNT = "the Resolution's tiers count impervious surface created or replaced"
_NEW_NOTE = " (new development is 'on an area that has not been previously developed', L105)"


def created_or_replaced(s: Scenario) -> tuple[float, str]:
    """(new + replaced impervious sq ft, arithmetic text)."""
    site = s.site
    new = _need(site.new_impervious_sqft, "new_impervious_sqft", _TIERS_COUNT)
    if site.replaced_impervious_sqft is None and site.project_type == "new_development":
        replaced, note = 0.0, _NEW_NOTE
    else:
        replaced = _need(site.replaced_impervious_sqft, "replaced_impervious_sqft", _TIERS_COUNT)
        note = ""
    total = new + replaced
    return total, f"new {sqft(new)} + replaced {sqft(replaced)}{note} = {sqft(total)}"


def _cr(ctx: Facts) -> tuple[float, str]:
    return created_or_replaced(ctx.s)


def net_impervious(s: Scenario, threshold: float | None = None) -> tuple[float, str]:
    """Net impervious = new + replaced - any pre-to-post reduction in total imperviousness.

    The existing and post-project areas are needed only when a reduction could change the
    answer against ``threshold``.
    """
    return _net_impervious(Facts(s, None), threshold)


_NET_WHY = "net impervious subtracts any reduction from existing to post-project impervious area"


def _net_impervious(ctx: Facts, threshold: float | None) -> tuple[float, str]:
    gross, text = once(ctx, _cr)
    site = ctx.site
    if site.project_type == "new_development" and site.existing_impervious_sqft is None:
        return (
            gross,
            f"net impervious {text} (no existing impervious surface on new development, L105)",
        )
    if threshold is not None and gross < threshold:
        return gross, f"net impervious <= {text}"
    existing = _need(site.existing_impervious_sqft, "existing_impervious_sqft", _NET_WHY)
    post = _need(site.post_project_impervious_sqft, "post_project_impervious_sqft", _NET_WHY)
    reduction = max(0.0, existing - post)
    net = gross - reduction
    return net, (
        f"net impervious = {text} - reduction max(0, existing {sqft(existing)} - post-project "
        f"{sqft(post)}) = {sqft(net)}"
    )


def development(s: Scenario) -> tuple[bool, str]:
    """Is this new development or redevelopment (L105, L145, L673)?"""
    return _development(Facts(s, None))


_DEV_TYPES = {
    pt: f"project type {pt}: 'All new development and redevelopment projects must comply' (L673)"
    for pt in ("new_development", "redevelopment")
}


def _development(ctx: Facts) -> tuple[bool, str]:
    site = ctx.site
    pt = site.project_type
    if pt in _DEV_TYPES:
        return True, _DEV_TYPES[pt]
    if pt is None and site.new_impervious_sqft is None:
        raise MissingFact(
            "site.project_type",
            "post-construction rules apply to new development and redevelopment (L673)",
        )
    gross, text = once(ctx, _cr)
    if gross > 0:
        return True, (
            f"project type {pt or 'not given'} with impervious surface created or replaced ({text}): "
            "new development includes 'creation of impervious surfaces' (L105) and redevelopment "
            "'the creation, addition, or replacement of exterior impervious surface area' (L145)"
        )
    return False, (
        f"project type {pt or 'not given'} and no impervious surface created or replaced ({text}): "
        "neither new development (L105) nor redevelopment (L145)"
    )


def _threshold(p: Params, param: Parameter) -> float:
    value = p.get(param.id)
    if value is None:
        raise _NeedParameter(param)
    return float(value)


_NeedParameter = (
    NeedParameter  # raised by _threshold; the rule answers needs_info naming the parameter
)


def _ask(param: Parameter, why: str = "") -> Outcome:
    first, last = _ask_texts(param)
    return Outcome("needs_info", [first, why, last] if why else [first, last], [])


#: parameter id -> (the parameter, the texts asking for it); the parameters are the module's own
#: (a fixed, small set), and the entry holds the parameter it was built from
_ASKED: dict[str, tuple[Parameter, str, str]] = {}


def _ask_texts(param: Parameter) -> tuple[str, str]:
    hit = _ASKED.get(param.id)
    if hit is None or hit[0] is not param:
        hit = (
            param,
            f"{param.label}: no confirmed figure (parameter soledad.{param.id} is not set). {param.note}".strip(),
            f'Set it in the scenario\'s parameters as "soledad.{param.id}" from {RESOLUTION}.',
        )
        if len(_ASKED) > 256:
            _ASKED.clear()
        _ASKED[param.id] = hit
    return hit[1], hit[2]


def _guard(body):  # decorator: a missing external figure becomes needs_info naming the parameter
    def run(s: Scenario, p: Params) -> Outcome:
        try:
            return body(s, p)
        except _NeedParameter as missing:
            return _ask(missing.param)

    run.__doc__ = body.__doc__
    return run


def tier1(s: Scenario, p: Params) -> tuple[bool, list[str]]:
    regulated, lines = _tier1(Facts(s, p))
    return regulated, list(lines)


def _tier1(ctx: Facts) -> tuple[bool, tuple[str, ...]]:
    dev, why = once(ctx, _development)
    if not dev:
        return False, (why,)
    t1 = _threshold(ctx.p, P.TIER1)  # type: ignore[arg-type]
    gross, text = once(ctx, _cr)
    if gross >= t1:
        return True, (
            why,
            f"impervious surface created or replaced {text} >= {sqft_param(t1)} (Resolution Tier 1 "
            "threshold, external parameter pcr_tier1_threshold_sqft): a regulated project",
        )
    return False, (
        why,
        f"impervious surface created or replaced {text} < {sqft_param(t1)} (Resolution Tier 1 "
        "threshold, external parameter pcr_tier1_threshold_sqft): not a regulated project "
        "under the Resolution's tiers",
    )


# --------------------------------------------------------------------------- rule bodies
_POST_APPLIES = (
    "must comply with the post-construction requirements of the city's public works standard "
    "details and specifications and Resolution No. R3-2013-0032, Attachment 1 (L673)",
    "the responsible person, and on transfer its successors and assigns, must adhere to the terms "
    "imposed; failure is a violation (L677); implement the BMPs the city manager designates (L671)",
)


def _post_construction_rule(s: Scenario, p: Params) -> Outcome:
    dev, why = once(facts(s, p), _development)
    if not dev:
        return Outcome("does_not_apply", [why], [])
    return Outcome("applies", [why, *_POST_APPLIES], [])


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


def _tier1_outcome(ctx: Facts) -> tuple[bool, tuple[str, ...]] | Outcome:
    try:
        return once(ctx, _tier1)
    except _NeedParameter as missing:
        return _ask(missing.param)


def _swcp_rule(s: Scenario, p: Params) -> Outcome:
    got = _tier1_outcome(facts(s, p))
    if got.__class__ is Outcome:
        return got  # type: ignore[return-value]
    regulated, lines = got  # type: ignore[misc]
    if not regulated:
        return Outcome("does_not_apply", list(lines), [])
    return Outcome("applies", [*lines, _SWCP_APPLIES], [])


def _pr1_rule(s: Scenario, p: Params) -> Outcome:
    got = _tier1_outcome(facts(s, p))
    if got.__class__ is Outcome:
        return got  # type: ignore[return-value]
    regulated, lines = got  # type: ignore[misc]
    if not regulated:
        return Outcome("does_not_apply", list(lines), [])
    return Outcome("applies", [*lines, _PR1_APPLIES], [])


def _pr2_body(ctx: Facts) -> Outcome:
    dev, why = once(ctx, _development)
    if not dev:
        return does_not_apply(why)
    p = ctx.p
    t2 = _threshold(p, P.TIER2)  # type: ignore[arg-type]
    t2s = _threshold(p, P.TIER2_SFH)  # type: ignore[arg-type]
    sfh = ctx.site.single_family_home
    if sfh is True:
        limit, label = (
            t2s,
            "single-family home threshold, external parameter pcr_tier2_sfh_threshold_sqft",
        )
    elif sfh is False:
        limit, label = (
            t2,
            "threshold for projects other than single-family homes, external parameter pcr_tier2_threshold_sqft",
        )
    else:
        net, text = _net_impervious(ctx, min(t2, t2s))
        if net < min(t2, t2s):
            return does_not_apply(
                why,
                f"{text} < {sqft_param(min(t2, t2s))} (the lower Resolution Tier 2 "
                "threshold, external): Performance Requirement No. 2 does not apply",
            )
        if net >= max(t2, t2s):
            return applies(
                why,
                f"{text} >= {sqft_param(max(t2, t2s))} (both Resolution Tier 2 thresholds, "
                "external): treat runoff with an appropriately sized LID treatment system "
                "(Performance Requirement No. 2); see the sizing results",
            )
        raise MissingFact(
            "site.single_family_home",
            f"net impervious {sqft(net)} lies between the Tier 2 thresholds for single-family "
            f"homes ({sqft_param(t2s)}) and other projects ({sqft_param(t2)})",
        )
    net, text = _net_impervious(ctx, limit)
    if net >= limit:
        return applies(
            why,
            f"{text} >= {sqft_param(limit)} (Resolution Tier 2 {label}): treat runoff with an "
            "appropriately sized LID treatment system (Performance Requirement No. 2); see the "
            "sizing results",
        )
    return does_not_apply(why, f"{text} < {sqft_param(limit)} (Resolution Tier 2 {label})")


def _frozen(
    body: Callable[[Facts], Outcome],
) -> Callable[[Facts], tuple[str, tuple[str, ...], tuple[str, ...]]]:
    """``body`` guarded (a missing external figure: needs_info naming it) as an immutable triple."""

    def run(ctx: Facts) -> tuple[str, tuple[str, ...], tuple[str, ...]]:
        try:
            outcome = body(ctx)
        except _NeedParameter as missing:
            outcome = _ask(missing.param)
        return outcome.status, tuple(outcome.reasons), tuple(outcome.flags)

    return run


#: PR2's outcome, once per evaluation: the rule and both PR2 sizing tools ask it
pr2_outcome = _frozen(_pr2_body)


def _pr2_rule(s: Scenario, p: Params) -> Outcome:
    status, reasons, flags = once(facts(s, p), pr2_outcome)
    return Outcome(status, list(reasons), list(flags))


def retention_percentile(s: Scenario, p: Params) -> tuple[float, int]:
    """(percentile to retain, zone) for the site's watershed management zone."""
    zone = s.site.watershed_management_zone
    if zone is None:
        raise MissingFact(
            "site.watershed_management_zone",
            "the Resolution's runoff retention requirement depends on the watershed management zone",
        )
    return _threshold(p, P.WMZ_PERCENTILE[zone]), zone


def tier3(s: Scenario, p: Params) -> tuple[bool, list[str]]:
    big, lines = _tier3(Facts(s, p))
    return big, list(lines)


def _tier3(ctx: Facts) -> tuple[bool, tuple[str, ...]]:
    dev, why = once(ctx, _development)
    if not dev:
        return False, (why,)
    gross, text = once(ctx, _cr)
    sfh = ctx.site.single_family_home
    if sfh is None:
        raise MissingFact(
            "site.single_family_home", "the Tier 3 threshold differs for single-family homes"
        )
    param = P.TIER3_SFH if sfh else P.TIER3
    limit = _threshold(ctx.p, param)  # type: ignore[arg-type]
    label = f"Resolution Tier 3 threshold, external parameter {param.id}"
    if gross >= limit:
        return True, (
            why,
            f"impervious surface created or replaced {text} >= {sqft_param(limit)} ({label})",
        )
    return False, (
        why,
        f"impervious surface created or replaced {text} < {sqft_param(limit)} ({label})",
    )


def _pr3_body(ctx: Facts) -> Outcome:
    big, lines = once(ctx, _tier3)
    if not big:
        return does_not_apply(*lines)
    pct, zone = retention_percentile(ctx.s, ctx.p)  # type: ignore[arg-type]
    if pct == 0:
        return does_not_apply(
            *lines,
            f"watershed management zone {zone}: no runoff retention requirement "
            f"(parameter pcr_pr3_percentile_wmz_{zone} = 0)",
        )
    return applies(
        *lines,
        f"watershed management zone {zone}: retain the {num(pct)}th percentile 24-hour "
        f"rainfall runoff on site (parameter pcr_pr3_percentile_wmz_{zone}; Performance "
        "Requirement No. 3); see the sizing results",
    )


#: PR3's outcome, once per evaluation: the rule and the PR3 sizing tool ask it
pr3_outcome = _frozen(_pr3_body)


def _pr3_rule(s: Scenario, p: Params) -> Outcome:
    status, reasons, flags = once(facts(s, p), pr3_outcome)
    return Outcome(status, list(reasons), list(flags))


_BELOW_TIER3 = (
    "below the Tier 3 size the Resolution's flow chart requires at most "
    "Performance Requirements No. 1 and 2 (secondary source)"
)


@_guard
def _pr4_rule(s: Scenario, p: Params) -> Outcome:
    ctx = facts(s, p)
    big, lines = once(ctx, _tier3)
    if not big:
        return Outcome("does_not_apply", [*lines, _BELOW_TIER3], [])
    gross, text = once(ctx, _cr)
    t4 = _threshold(p, P.TIER4)
    if gross < t4:
        return does_not_apply(
            f"impervious surface created or replaced {text} < {sqft_param(t4)} (Resolution "
            "Tier 4 threshold, external parameter pcr_tier4_threshold_sqft)"
        )
    zone = s.site.watershed_management_zone
    if zone is None:
        raise MissingFact(
            "site.watershed_management_zone",
            "the Resolution's peak management requirement depends on the watershed management zone",
        )
    inzone = _threshold(p, P.WMZ_PEAK[zone])
    if not inzone:
        return does_not_apply(
            f"{text} >= {sqft_param(t4)}, but watershed management zone {zone} has no peak "
            f"management requirement (parameter pcr_pr4_applies_wmz_{zone} = 0)"
        )
    return applies(
        f"impervious surface created or replaced {text} >= {sqft_param(t4)} (Resolution Tier 4 "
        f"threshold, external) in watershed management zone {zone}: manage post-development "
        "peak flows (Performance Requirement No. 4)"
    )


_OM_APPLIES = (
    "the city manager 'may require' an agreement for the operation and maintenance of "
    "any structural control measures, recorded with the county recorder's office (L679); "
    "it is at the city manager's discretion"
)


def _om_rule(s: Scenario, p: Params) -> Outcome:
    dev, why = once(facts(s, p), _development)
    if not dev:
        return Outcome("does_not_apply", [why], [])
    return Outcome("applies", [why, _OM_APPLIES], [])


# --------------------------------------------------------------------------- descriptors
_IMPERVIOUS = ("site.project_type", "site.new_impervious_sqft", "site.replaced_impervious_sqft")
_NET = _IMPERVIOUS + (
    "site.existing_impervious_sqft",
    "site.post_project_impervious_sqft",
    "site.single_family_home",
)

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
                'Stormwater control plan" means a plan, developed by the regulated project applicant',
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
                "disturb only the smallest area necessary, minimize soil compaction and imperviousness",
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
        title="Performance Requirement No. 2: water quality treatment (Resolution Tier 2, net impervious)",
        category="treatment_sizing",
        citations=(
            c(
                675,
                675,
                "the applicable performance requirements (No. 1 through No. 5, as applicable)",
                f"{_PC} F.2",
            ),
            c(673, 673, "the most recent post construction requirements adopted", f"{_PC} F.1"),
            _RES,
        ),
        evaluate=_pr2_rule,
        uses=_NET,
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="pr3_runoff_retention",
        title="Performance Requirement No. 3: runoff retention (Resolution Tier 3, by watershed management zone)",
        category="hydromodification",
        citations=(
            c(
                675,
                675,
                "the applicable performance requirements (No. 1 through No. 5, as applicable)",
                f"{_PC} F.2",
            ),
            c(673, 673, "the most recent post construction requirements adopted", f"{_PC} F.1"),
            _RES,
        ),
        evaluate=_pr3_rule,
        uses=_IMPERVIOUS + ("site.single_family_home", "site.watershed_management_zone"),
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL,),
    ),
    ApplicabilityRule(
        id="pr4_peak_management",
        title="Performance Requirement No. 4: peak management (Resolution Tier 4, by watershed management zone)",
        category="hydromodification",
        citations=(
            c(
                675,
                675,
                "the applicable performance requirements (No. 1 through No. 5, as applicable)",
                f"{_PC} F.2",
            ),
            c(673, 673, "the most recent post construction requirements adopted", f"{_PC} F.1"),
            _RES,
        ),
        evaluate=_pr4_rule,
        uses=_IMPERVIOUS + ("site.single_family_home", "site.watershed_management_zone"),
        flags=(F.A13_REGULATED_PROJECT_EXTERNAL, FLOWCHART_FLAG),
    ),
    ApplicabilityRule(
        id="om_agreement",
        title="Operation and maintenance agreement for structural control measures (city manager may require)",
        category="bmp_maintenance",
        citations=(
            c(
                679,
                679,
                "enter into an agreement for the operation and maintenance of any structural control "
                "measures",
                f"{_PC} F.4",
            ),
            c(679, 679, "record such agreement with the county recorder's office", f"{_PC} F.4"),
        ),
        evaluate=_om_rule,
        uses=_IMPERVIOUS,
    ),
]
