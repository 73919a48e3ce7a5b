"""§ 12.16.116 small-site LID plans (L542-612): projects not listed in § 12.16.114(C) that
create, add or replace 500 sq ft or more of impervious surface; residential versus
commercial/industrial category; whole site versus incremental compliance; technical
infeasibility waiver; exemptions and opt-in.
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule, Context, Outcome, Tri, all_of, any_of, negate

from . import flags as F
from .claims import label_given
from .common import PLAN_FACTS, S116, c, is_project
from .lid114_categories import any_category, created_or_replaced
from .lid114_exemptions import exemption, opted_in
from .lid114_infeasibility import infeasibility_conditions
from .lid114_plan import alteration_share, hillside_addition, streets_only


def exempt(ctx: Context) -> Tri:
    return exemption(ctx, letter="D", base_line=582)


def small_site(ctx: Context) -> Tri:
    """Not listed in § 12.16.114(C), 500 sq ft or more created, added or replaced (L544), not
    exempt under (D) unless it opts in (E)."""
    return all_of(
        is_project(ctx),
        not_listed(ctx),
        created_or_replaced(ctx).at_least(
            500, "creation or addition or replacement of 500 square feet or more"
        ),
        any_of(negate(exempt(ctx)), opted_in(ctx, 594)),
    )


def not_listed(ctx: Context) -> Tri:
    """'projects not listed in § 12.16.114(C)' (L544). A project listed only by its streets
    (L430) is open: under one reading of D.3 (L470) its lots, identified in no category, are
    such a project."""
    answer = negate(any_category(ctx)).because(
        "§ 12.16.116 covers 'projects not listed in § 12.16.114(C)' (L544)"
    )
    if answer.no and streets_only(ctx).yes:
        return Tri(
            None,
            (
                "the project is listed in § 12.16.114(C) only by its streets (L430); whether its "
                "lots, identified in no category, owe D.3 as part of 'the remainder of Projects "
                "identified' (L470) or fall to § 12.16.116 as 'projects not listed' (L544) is "
                "not stated: the Director decides (see the D.3 finding for both readings)",
            ),
        )
    if answer.no and hillside_addition(ctx).yes:
        return Tri(
            None,
            (
                "the project is listed in § 12.16.114(C) only as work at an existing "
                "single-family hillside home below 10,000 sq ft (L440, L452); under the reading "
                "that L452 and D.1 (L456) leave it out of § 12.16.114 it is a project 'not "
                "listed' (L544): the Director decides (see the LID plan finding)",
            ),
        )
    return answer


def plan(ctx: Context) -> Tri:
    return ctx.derived("lid116_plan", lambda c: c.each_value("project_type", small_site))


def _plan(ctx: Context) -> Outcome:
    label_given(ctx)
    return plan(ctx).outcome(
        applies=[
            "the applicant prepares a small site LID plan implementing the LID manual for small "
            "sites (L544)",
            "onsite techniques sized so no runoff leaves the site for at least the water quality "
            "design storm (L546-550; the small-site design storm sizing tool); pollutants kept "
            "onsite for that storm unless treated through an approved LID strategy (L552)",
            "'No building or grading permit shall be issued until a small site LID plan has been "
            "approved by the director' (L600)",
            "a LID plan check fee is paid 'Before review and approval of a set of plans and "
            "specifications'; its amount is set by City Council resolution (L614-616); a renewed "
            "plan pays 'a new plan review fee' (L602)",
        ],
        flags=[F.SMALL_MANUAL],
    )


def _category(ctx: Context) -> Outcome:
    answer = plan(ctx)
    land_use = ctx.get("land_use")
    units = ctx.get("residential_units")
    flags = [F.SMALL_MANUAL]
    if land_use is None:
        which = [
            "which LID category is not yet known: site.land_use (residential by unit count, or "
            "nonresidential) decides it (L554-556)"
        ]
    elif land_use == "residential" and units is None:
        which = [
            "site.land_use = residential; which LID category is not yet known: "
            "site.residential_units (four or fewer, or five or more) decides it (L554-556)"
        ]
    elif land_use == "residential" and units <= 4:
        which = [
            f"residential units (site.residential_units) {units} <= 4: 'four or fewer units "
            "intended for residential use': residential LID category (L554)"
        ]
    elif land_use == "residential":
        which = [
            f"residential units (site.residential_units) {units} >= 5: 'five or more units "
            "intended for residential use': commercial/industrial LID category (L556)"
        ]
    else:
        which = [
            f"site.land_use = {land_use}: 'any development intended for nonresidential use': "
            "commercial/industrial LID category (L556)"
        ]
        if land_use == "mixed":
            flags.append(F.MIXED_USE)
    return answer.outcome(applies=which, flags=flags if not answer.no else [])


def existing_site(ctx: Context) -> Tri:
    """Construction on an existing developed site (L558-560): a redevelopment, or another
    project on a site with existing impervious surfaces; new development is not."""
    kind = ctx.get("project_type")
    if kind is None:
        return Tri(None, (), ("site.project_type",))
    if kind == "new_development":
        return Tri(
            False,
            (
                "site.project_type = new_development: not construction on an existing developed "
                "site; the whole project complies",
            ),
        )
    if kind == "redevelopment":
        return Tri(True, ("site.project_type = redevelopment: an existing developed site",))
    existing = ctx.area("existing_impervious_sqft", label="existing impervious surfaces")
    return existing.more_than(0)


def _extent(ctx: Context) -> Outcome:
    answer = all_of(plan(ctx), existing_site(ctx))
    try:
        share = alteration_share(ctx)
    except ValueError as error:
        return Outcome("error", [str(error)])
    if share is None:
        extent = [
            "whether the entire site or only the incremental development complies is not yet "
            "known: site.existing_impervious_sqft and site.altered_existing_impervious_sqft give "
            "the altered share (L558-560)"
        ]
    elif share[0] >= 50:
        extent = [
            share[1],
            ">= 50%: 'at least fifty percent (50%) or more': 'the entire site must comply' (L558)",
        ]
    else:
        extent = [
            share[1],
            "< 50%: 'less than fifty percent (50%)': 'only such incremental development shall "
            "comply' (L560)",
        ]
    return answer.outcome(applies=extent, flags=[F.ALTERATION_MEASURE] if not answer.no else [])


def _waiver(ctx: Context) -> Outcome:
    answer = all_of(plan(ctx), any_of(*infeasibility_conditions(ctx, small_site=True)))
    flags = [F.GROUNDWATER_RANGE, F.WELL_100, F.INFEASIBILITY_LIST]
    return answer.outcome(
        applies=[
            "technical infeasibility 'may result from conditions that may include' (L564); it is "
            "demonstrated in the submitted small site LID plan and reviewed in consultation with "
            "the Department of Building and Safety (L564)",
            "if the director determines onsite compliance is infeasible, 'the project site and "
            "LID plan will be granted a waiver' (L578); no 1.5x biofiltration is required of "
            "small sites",
            "for a partly infeasible site the applicant may propose an equivalent area within the "
            "same project area (L578)",
        ],
        does_not_apply=[
            "none of the listed conditions holds (L566-576); the list is not exhaustive ('may "
            "include, but are not limited to', L564): the Director may still find infeasibility"
        ],
        flags=flags if not answer.no else [F.INFEASIBILITY_LIST],
    )


def _exemptions(ctx: Context) -> Outcome:
    return exempt(ctx).outcome(applies=["the provisions of § 12.16.116 'do not apply' (L580)"])


def _opt_in(ctx: Context) -> Outcome:
    return all_of(exempt(ctx), opted_in(ctx, 594)).outcome()


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="lid116_small_site_plan",
        title="§ 12.16.116(B): small site LID plan (not listed in § 12.16.114(C), 500 sq ft or "
        "more)",
        category="post_construction_plan",
        evaluate=_plan,
        citations=(
            c(544, 544, "projects not listed in § 12.16.114(C)", f"{S116}(B)"),
            c(
                544,
                544,
                "creation or addition or replacement of 500 square feet or more",
                f"{S116}(B)",
            ),
            c(544, 544, "shall prepare a small site LID plan", f"{S116}(B)"),
            c(
                600,
                600,
                "No building or grading permit shall be issued until a small site LID plan",
                f"{S116}(F)(2)",
            ),
            c(614, 614, "the applicant shall pay a LID plan check fee", "LID plan check fee"),
            c(602, 602, "pay a new plan review fee", f"{S116}(F)(3)"),
        ),
        uses=PLAN_FACTS,
    ),
    ApplicabilityRule(
        id="lid116_lid_category",
        title="§ 12.16.116(B)(3)-(4): residential or commercial/industrial LID category",
        category="site_design_measures",
        evaluate=_category,
        citations=(
            c(554, 554, "four or fewer units intended for residential use", f"{S116}(B)(3)"),
            c(554, 554, "for the residential LID category", f"{S116}(B)(3)"),
            c(
                556,
                556,
                "five or more units intended for residential use or any development intended for "
                "nonresidential use",
                f"{S116}(B)(4)",
            ),
            c(556, 556, "for the commercial/industrial LID category", f"{S116}(B)(4)"),
        ),
        uses=(*PLAN_FACTS, "site.residential_units"),
    ),
    ApplicabilityRule(
        id="lid116_compliance_extent",
        title="§ 12.16.116(B)(5)-(6): whole site or incremental compliance",
        category="treatment_sizing",
        evaluate=_extent,
        citations=(
            c(
                558,
                558,
                "at least fifty percent (50%) or more of the impervious surfaces",
                f"{S116}(B)(5)",
            ),
            c(558, 558, "the entire site must comply", f"{S116}(B)(5)"),
            c(560, 560, "only such incremental development shall comply", f"{S116}(B)(6)"),
        ),
        uses=(*PLAN_FACTS, "site.altered_existing_impervious_sqft"),
    ),
    ApplicabilityRule(
        id="lid116_technical_infeasibility_waiver",
        title="§ 12.16.116(C): technical infeasibility of a small site and the waiver it leads to",
        category="exemption",
        evaluate=_waiver,
        citations=(
            c(
                564,
                564,
                "the infeasibility shall be demonstrated in the submitted small site LID plan",
                f"{S116}(C)(1)",
            ),
            c(
                566,
                566,
                "seasonal high groundwater is within five to ten feet of surface grade",
                f"{S116}(C)(1)(a)",
            ),
            c(
                568,
                568,
                "within 100 feet of a groundwater well used for drinking water",
                f"{S116}(C)(1)(b)",
            ),
            c(570, 570, "Brownfield development sites", f"{S116}(C)(1)(c)"),
            c(572, 572, "potential geotechnical hazards", f"{S116}(C)(1)(d)"),
            c(
                574,
                574,
                "impermeable soil type as indicated in applicable soils and geotechnical reports",
                f"{S116}(C)(1)(e)",
            ),
            c(576, 576, "less than 0.3 inch per hour", f"{S116}(C)(1)(f)"),
            c(
                578,
                578,
                "will be granted a waiver from the requirements of this section",
                f"{S116}(C)(2)",
            ),
            c(578, 578, "propose an equivalent area within the same project area", f"{S116}(C)(2)"),
        ),
        uses=(
            *PLAN_FACTS,
            "site.soil_infiltration_in_per_hr",
            "site.groundwater_depth_ft",
            "site.drinking_water_well_distance_ft",
            "site.brownfield",
            "site.geotechnical_hazard",
        ),
    ),
    ApplicabilityRule(
        id="lid116_exemptions",
        title="§ 12.16.116(D): exemptions from the small-site LID requirements",
        category="exemption",
        evaluate=_exemptions,
        citations=(
            c(580, 580, "Exemptions from LID requirements", f"{S116}(D)"),
            c(
                582,
                582,
                "emergency construction activity required to immediately protect public health",
                f"{S116}(D)(1)",
            ),
            c(584, 584, "Infrastructure projects within the public right-of-way", f"{S116}(D)(2)"),
            c(
                586,
                586,
                "gas, water, cable, or electricity services on private property",
                f"{S116}(D)(3)",
            ),
            c(
                588,
                588,
                "resurfacing and/or re-striping of permitted parking lots",
                f"{S116}(D)(4)",
            ),
            c(
                590,
                590,
                "exterior movie or television production sets, or facades",
                f"{S116}(D)(5)",
            ),
            c(
                592,
                592,
                "A project not requiring a City building, grading, demolition or other permit",
                f"{S116}(D)(6)",
            ),
        ),
        uses=(
            "site.exemptions_claimed",
            "site.emergency_work",
            "site.requires_city_permit",
            "site.conditions",
        ),
    ),
    ApplicabilityRule(
        id="lid116_opt_in",
        title="§ 12.16.116(E): exempt development opting in to the small-site LID requirements",
        category="exemption",
        evaluate=_opt_in,
        citations=(c(594, 594, "has the option to voluntarily opt in", f"{S116}(E)"),),
        uses=(
            "site.exemptions_claimed",
            "site.conditions",
            "site.emergency_work",
            "site.requires_city_permit",
        ),
    ),
]
