"""§ 12.16.116 small-site LID plans (L542-612): projects not listed in § 12.16.114(C) that
create, add or replace 500 sq ft or more of impervious surface; residential versus
commercial/industrial category; whole site versus incremental compliance; technical
infeasibility waiver; exemptions and opt-in.
"""

from __future__ import annotations

from collections.abc import Mapping

from workbench.api import ApplicabilityRule, Outcome, Scenario, applies, does_not_apply, needs_info

from . import flags as F
from .common import (
    CO_OPT_IN,
    S116,
    Test,
    all_of,
    c,
    compare,
    has_condition,
    impervious_created_or_replaced,
    memo,
    not_development,
    pct,
    safe,
    sqft,
)
from .lid114 import claimed_exemptions, infeasibility_tests, listed_status

Params = Mapping[str, float | None]


def _exempt(s: Scenario) -> list[tuple[str, str]]:
    return claimed_exemptions(s, letter="D", base_line=582)


@memo
def plan_outcome(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    status, hit, unknown = listed_status(s, p)
    if status == "applies":
        listed = Test(
            False,
            f"listed in § 12.16.114(C) (category {'; '.join(hit)}): § 12.16.116 covers "
            "'projects not listed in § 12.16.114(C)' (L544)",
        )
    elif status == "needs_info":
        listed = Test(
            None,
            "whether the project is listed in § 12.16.114(C) is not yet known (open: "
            + "; ".join(unknown)
            + ")",
        )
    else:
        listed = Test(True, "not listed in § 12.16.114(C) (no category applies)")
    area = impervious_created_or_replaced(
        s,
        label="impervious surface created, added or replaced",
        threshold=500,
        threshold_text="500 sq ft",
        quote="creation or addition or replacement of 500 square feet or more",
    )
    out = all_of([listed, area], lead="small site (L544)", flags=[F.SMALL_MANUAL])
    if out.status != "applies":
        if out.status == "does_not_apply":
            out.flags = []
        return out
    exempt = _exempt(s)
    if exempt and not has_condition(s, CO_OPT_IN):
        return does_not_apply(*out.reasons, "but exempt:", *(r for _, r in exempt))
    if exempt:
        out.reasons.append(
            f"exempt ({', '.join(e for e, _ in exempt)}) but opted in (site.conditions includes "
            f"{CO_OPT_IN!r}, L594)"
        )
    out.reasons += [
        "the applicant prepares a small site LID plan implementing the LID manual for small sites (L544)",
        "onsite techniques sized so no runoff leaves the site for at least the water quality design storm "
        "(L546-550; sizing tool sh_small_site_design_storm); pollutants kept onsite for that storm unless treated "
        "through an approved LID strategy (L552)",
        "'No building or grading permit shall be issued until a small site LID plan has been approved by the "
        "director' (L600)",
    ]
    return out


def _category(s: Scenario, p: Params) -> Outcome:
    plan = safe(plan_outcome.shared, s, p)
    if plan.status != "applies":
        return Outcome(
            plan.status,
            ["no small site LID plan is required (or it is not yet known)", *plan.reasons[:2]],
        )
    site = s.site
    if site.land_use is None:
        return needs_info(
            "site.land_use is not given: residential (by unit count) or nonresidential use decides "
            "the LID category (L554-556)"
        )
    if site.land_use == "residential":
        units = compare(
            site.residential_units,
            "<=",
            4,
            label="residential units",
            field="site.residential_units",
            threshold_text="4 units",
            quote="development of four or fewer units intended for residential use",
            unit="units",
        )
        if units.result is None:
            return needs_info(units.reason)
        if units.result:
            return applies(
                units.reason,
                "residential LID category of the LID manual for small sites (L554)",
                flags=[F.SMALL_MANUAL],
            )
        five = compare(
            site.residential_units,
            ">=",
            5,
            label="residential units",
            field="site.residential_units",
            threshold_text="5 units",
            quote="development of five or more units intended for residential use",
            unit="units",
        )
        return applies(
            five.reason,
            "commercial/industrial LID category of the LID manual for small sites (L556)",
            flags=[F.SMALL_MANUAL],
        )
    if site.land_use == "mixed":
        return applies(
            "site.land_use = mixed: development intended in part for nonresidential use",
            "commercial/industrial LID category of the LID manual for small sites (L556)",
            flags=[F.MIXED_USE, F.SMALL_MANUAL],
        )
    return applies(
        f"site.land_use = {site.land_use}: 'any development intended for nonresidential use'",
        "commercial/industrial LID category of the LID manual for small sites (L556)",
        flags=[F.SMALL_MANUAL],
    )


def _extent(s: Scenario, p: Params) -> Outcome:
    plan = safe(plan_outcome.shared, s, p)
    if plan.status != "applies":
        return Outcome(
            plan.status,
            ["no small site LID plan is required (or it is not yet known)", *plan.reasons[:2]],
        )
    site = s.site
    if site.project_type == "new_development":
        return does_not_apply(
            "site.project_type = new_development: not construction on an existing developed site; "
            "the whole project complies"
        )
    existing, altered = site.existing_impervious_sqft, site.altered_existing_impervious_sqft
    if existing is None or altered is None:
        missing = [
            f
            for f, v in (
                ("site.existing_impervious_sqft", existing),
                ("site.altered_existing_impervious_sqft", altered),
            )
            if v is None
        ]
        return needs_info(
            f"{' and '.join(missing)} not given: needed for the share of impervious surfaces altered "
            "(L558-560)",
            flags=[F.ALTERATION_MEASURE],
        )
    if existing <= 0:
        return does_not_apply(
            "site.existing_impervious_sqft is 0: not an existing developed site; the whole project "
            "complies"
        )
    share = 100.0 * altered / existing
    how = (
        f"altered share = site.altered_existing_impervious_sqft {sqft(altered)} / site.existing_impervious_sqft "
        f"{sqft(existing)} = {pct(share)}"
    )
    if share >= 50:
        return applies(
            how,
            ">= 50%: 'at least fifty percent (50%) or more': 'the entire site must comply' (L558)",
            flags=[F.ALTERATION_MEASURE],
        )
    return applies(
        how,
        "< 50%: 'less than fifty percent (50%)': 'only such incremental development shall comply' "
        "(L560)",
        flags=[F.ALTERATION_MEASURE],
    )


def _waiver(s: Scenario, p: Params) -> Outcome:
    plan = safe(plan_outcome.shared, s, p)
    if plan.status != "applies":
        return Outcome(
            plan.status,
            ["no small site LID plan is required (or it is not yet known)", *plan.reasons[:2]],
        )
    tests = infeasibility_tests(s, p, small_site=True)
    met = [t for t in tests if t.result]
    flags = [F.GROUNDWATER_RANGE, F.WELL_100, F.INFEASIBILITY_LIST]
    if not met:
        unknown = [t for t in tests if t.result is None]
        if unknown:
            return needs_info(
                "no listed technical infeasibility condition is established yet (L566-576):",
                *(t.reason for t in unknown),
                flags=flags,
            )
        return does_not_apply(
            "none of the listed conditions holds (L566-576):",
            *(t.reason for t in tests),
            flags=[F.INFEASIBILITY_LIST],
        )
    return applies(
        "technical infeasibility 'may result from conditions that may include' (L564):",
        *(t.reason for t in met),
        "the infeasibility is demonstrated in the submitted small site LID plan and reviewed in consultation with "
        "the Department of Building and Safety (L564)",
        "if the director determines onsite compliance is infeasible, 'the project site and LID plan will be granted "
        "a waiver' (L578); no 1.5x biofiltration is required of small sites",
        "for a partly infeasible site the applicant may propose an equivalent area within the same project area "
        "(L578)",
        flags=flags,
    )


def _exemptions(s: Scenario, p: Params) -> Outcome:
    found = _exempt(s)
    if not found:
        return does_not_apply(
            "no § 12.16.116(D) exemption is claimed (site.exemptions_claimed, site.emergency_work, "
            "site.requires_city_permit)"
        )
    out = applies("the provisions of § 12.16.116 'do not apply' (L580):", *(r for _, r in found))
    if has_condition(s, CO_OPT_IN):
        out.reasons.append(f"site.conditions includes {CO_OPT_IN!r}: the project opts in (E, L594)")
    return out


def _opt_in(s: Scenario, p: Params) -> Outcome:
    exempt = _exempt(s)
    if not exempt:
        return does_not_apply(
            "no § 12.16.116(D) exemption is claimed, so there is nothing to opt in from"
        )
    if has_condition(s, CO_OPT_IN):
        return applies(
            f"site.conditions includes {CO_OPT_IN!r}: the exempt development 'has the option to "
            "voluntarily opt in' and does (L594)",
            *(r for _, r in exempt),
        )
    return does_not_apply(
        f"the exempt development may 'voluntarily opt in' (L594); it does not (add {CO_OPT_IN!r} "
        "to site.conditions to opt in)"
    )


RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="lid116_small_site_plan",
        title="§ 12.16.116(B): small site LID plan (not listed in § 12.16.114(C), 500 sq ft or more)",
        category="post_construction_plan",
        evaluate=plan_outcome,
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
        ),
        uses=(
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.project_type",
            "site.exemptions_claimed",
            "site.conditions",
        ),
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
        uses=("site.land_use", "site.residential_units"),
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
        uses=(
            "site.project_type",
            "site.existing_impervious_sqft",
            "site.altered_existing_impervious_sqft",
        ),
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
            "site.soil_infiltration_in_per_hr",
            "site.groundwater_depth_ft",
            "site.drinking_water_well_distance_ft",
            "site.brownfield",
            "site.geotechnical_hazard",
            "site.conditions",
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
        uses=("site.exemptions_claimed", "site.conditions"),
    ),
]
