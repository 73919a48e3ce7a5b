"""Livingston applicability golden cases (Livingston MC Ch. 12,
../shared/seeds/002_8540cd4a663a2d61.txt).

Each test's docstring cites the line it checks. Thresholds are probed just below, at and just
above the value as written.
"""

from __future__ import annotations

import pytest

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("livingston")
ACRE = 43_560
#: A regulated project by created area alone (L201).
REGULATED = {"new_impervious_sqft": 6_000, "project_type": "new_development"}


def run(rule_id: str, **site):
    scenario = make_scenario("livingston", site=site)
    return finding(result_for(HOST, scenario, "livingston"), rule_id)


def status(rule_id: str, **site) -> str:
    return run(rule_id, **site)["status"]


# --------------------------------------------------------------------------- small projects
@pytest.mark.parametrize(
    ("new", "replaced", "expected"),
    [
        (2_499, 0, "does_not_apply"),
        (2_500, 0, "applies"),
        (2_501, 0, "applies"),
        (4_999, 0, "applies"),
        (5_000, 0, "does_not_apply"),
    ],
)
def test_small_project_band(new, replaced, expected):
    """L183: 'between 2,500 square feet and 5,000 square feet' - 2,500 included, 5,000 goes to
    L201."""
    assert (
        status(
            "small_project_site_design",
            new_impervious_sqft=new,
            replaced_impervious_sqft=replaced,
            single_family_home=False,
        )
        == expected
    )


def test_small_project_lower_edge_is_flagged():
    """L183: 'between' does not say whether 2,500 is included (AMB-1); the finding says so."""
    f = run(
        "small_project_site_design",
        new_impervious_sqft=2_500,
        replaced_impervious_sqft=0,
        single_family_home=False,
    )
    assert any("AMB-1" in flag for flag in f["flags"])
    assert (
        "2,500 sq ft" in f["reasons"][0]
        and "between 2,500 square feet and 5,000 square feet" in f["reasons"][0]
    )


def test_small_project_counts_replaced_area_with_no_net_increase():
    """L183: 'create and/or replace (including projects with no net increase in impervious
    footprint)'."""
    f = run("small_project_site_design", new_impervious_sqft=0, replaced_impervious_sqft=3_000)
    assert f["status"] == "applies"
    assert any("no net increase" in flag for flag in f["flags"])


def test_single_family_home_above_5000_is_regulated_not_small_and_flagged():
    """L183: detached single-family homes that create and/or replace '2,500 square feet or more', no
    upper bound; L201 '5,000 square feet or more'. The bands are complementary (issue 35, D2):
    the home is a regulated project, and AMB-2 states the other reading."""
    f = run(
        "small_project_site_design",
        new_impervious_sqft=6_000,
        replaced_impervious_sqft=0,
        single_family_home=True,
        part_of_common_plan=False,
        project_type="new_development",
    )
    assert f["status"] == "does_not_apply"
    assert any("AMB-2" in flag for flag in f["flags"])


def test_single_family_home_part_of_larger_plan_is_not_small_project_above_5000():
    """L183: the home clause covers homes that 'are not part of a larger plan of development'."""
    assert (
        status(
            "small_project_site_design",
            new_impervious_sqft=6_000,
            replaced_impervious_sqft=0,
            single_family_home=True,
            part_of_common_plan=True,
        )
        == "does_not_apply"
    )


# --------------------------------------------------------------------------- regulated projects
@pytest.mark.parametrize(
    ("total", "expected"), [(4_999, "does_not_apply"), (5_000, "applies"), (5_001, "applies")]
)
def test_regulated_project_threshold(total, expected):
    """L201: 'Projects that create and/or replace 5,000 square feet or more of impervious
    surface'."""
    f = run(
        "regulated_project",
        new_impervious_sqft=total - 1_000,
        replaced_impervious_sqft=1_000,
        project_type="new_development",
    )
    assert f["status"] == expected
    assert "5,000 sq ft" in f["reasons"][0]


def test_regulated_project_counts_replaced_area():
    """L201 'create and/or replace': replaced area counts in full (AMB-3 flagged)."""
    f = run(
        "regulated_project",
        new_impervious_sqft=0,
        replaced_impervious_sqft=5_000,
        project_type="redevelopment",
    )
    assert f["status"] == "applies"
    assert any("AMB-3" in flag for flag in f["flags"])


def test_L201_created_area_alone_decides_when_it_meets_5000():
    """L201 '5,000 square feet or more': 6,000 sq ft created is regulated whatever is replaced;
    3,000 created leaves it open and names the replaced area."""
    f = run("regulated_project", new_impervious_sqft=6_000, project_type="new_development")
    assert f["status"] == "applies"
    f = run("regulated_project", new_impervious_sqft=3_000, project_type="new_development")
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.replaced_impervious_sqft"]


# --------------------------------------------------------------------------- redevelopment 50 %
@pytest.mark.parametrize(
    ("post", "expected"),
    [
        (14_999, "does_not_apply"),
        (15_000, "needs_info"),
        (15_001, "applies"),
    ],
)
def test_redevelopment_half_rule(post, expected):
    """L207/L209: increase of 'more than 50%' -> entire project; 'less than 50%' -> new/replaced
    only."""
    f = run(
        "redevelopment_entire_site",
        project_type="redevelopment",
        existing_impervious_sqft=10_000,
        post_project_impervious_sqft=post,
        new_impervious_sqft=post - 10_000,
        replaced_impervious_sqft=3_000,
    )
    assert f["status"] == expected


def test_redevelopment_exact_half_is_flagged():
    """L207/L209: exactly 50% is covered by neither clause (AMB-4)."""
    f = run(
        "redevelopment_entire_site",
        project_type="redevelopment",
        existing_impervious_sqft=10_000,
        post_project_impervious_sqft=15_000,
        new_impervious_sqft=5_000,
        replaced_impervious_sqft=3_000,
    )
    assert any("exactly 50%" in flag for flag in f["flags"])
    assert "50%" in f["reasons"][0]


def test_redevelopment_numerator_reading_is_flagged_when_it_changes_the_answer():
    """L207: 'an increase of ... the impervious surface' - net increase 40%, new + replaced 70%:
    flagged."""
    f = run(
        "redevelopment_entire_site",
        project_type="redevelopment",
        existing_impervious_sqft=10_000,
        post_project_impervious_sqft=14_000,
        new_impervious_sqft=4_000,
        replaced_impervious_sqft=3_000,
    )
    assert f["status"] == "does_not_apply"
    assert any("would differ" in flag for flag in f["flags"])


# --------------------------------------------------------------------------- roads and LUPs
@pytest.mark.parametrize(
    ("area", "expected"), [(4_999, "does_not_apply"), (5_000, "applies"), (5_001, "applies")]
)
def test_road_newly_constructed_contiguous_threshold(area, expected):
    """L211: '5,000 square feet or more of newly constructed contiguous impervious surface'."""
    f = run(
        "regulated_project",
        project_type="road",
        new_contiguous_impervious_sqft=area,
        new_impervious_sqft=area,
        replaced_impervious_sqft=0,
    )
    assert f["status"] == expected
    assert "newly constructed contiguous" in f["reasons"][0]


def test_road_replaced_area_does_not_count_toward_new_construction():
    """L211 counts only newly constructed area: 8,000 sq ft replaced road surface is flagged, not
    counted."""
    f = run(
        "regulated_project",
        project_type="road",
        new_contiguous_impervious_sqft=1_000,
        new_impervious_sqft=1_000,
        replaced_impervious_sqft=8_000,
    )
    assert f["status"] == "does_not_apply"
    assert any("AMB-5" in flag and "8,000 sq ft" in flag for flag in f["flags"])


@pytest.mark.parametrize(
    ("new", "discrete", "expected"),
    [
        (5_000, True, "applies"),
        (4_999, True, "does_not_apply"),
        (5_000, False, "does_not_apply"),
    ],
)
def test_lup_at_discrete_location(new, discrete, expected):
    """L211: 'An LUP that is a discreet location that has 5,000 square feet or more of newly
    constructed'."""
    conditions = ["lup_discrete_location"] if discrete else []
    assert (
        status(
            "regulated_project",
            project_type="linear_utility",
            new_contiguous_impervious_sqft=2_000,
            new_impervious_sqft=new,
            replaced_impervious_sqft=0,
            conditions=conditions,
        )
        == expected
    )


@pytest.mark.parametrize(
    ("altered", "expected"),
    [
        (4_999, "does_not_apply"),
        (5_000, "needs_info"),
        (5_001, "applies"),
    ],
)
def test_road_widening_alteration_share(altered, expected):
    """L217/L219: alteration of 'more than 50%' -> entire road; 'less than 50%' -> new/replaced
    only."""
    f = run(
        "road_widening_entire_road",
        project_type="road",
        conditions=["widening_with_traffic_lanes"],
        existing_impervious_sqft=10_000,
        altered_existing_impervious_sqft=altered,
        new_contiguous_impervious_sqft=6_000,
        new_impervious_sqft=6_000,
    )
    assert f["status"] == expected
    if expected == "needs_info":
        assert any("AMB-4" in flag for flag in f["flags"])


def test_widening_rule_needs_the_widening_condition():
    """L215: the share rule applies to 'Widening of existing streets or roads with additional
    traffic lanes'."""
    assert (
        status(
            "road_widening_entire_road",
            project_type="road",
            existing_impervious_sqft=10_000,
            altered_existing_impervious_sqft=9_000,
        )
        == "does_not_apply"
    )


# --------------------------------------------------------------------------- exclusions
@pytest.mark.parametrize(
    ("replaced", "regulated", "exclusion"),
    [
        (4_999, "does_not_apply", "applies"),
        (5_000, "needs_info", "needs_info"),
        (5_001, "applies", "does_not_apply"),
    ],
)
def test_base_rock_proviso(replaced, regulated, exclusion):
    """L233: 'if more than 5,000 square feet is replaced it is a regulated project and not routine
    maintenance'."""
    site = dict(
        project_type="maintenance",
        new_impervious_sqft=0,
        replaced_impervious_sqft=replaced,
        conditions=["pavement_removed_base_exposed"],
        exemptions_claimed=["pavement_grinding_resurfacing"],
    )
    assert status("regulated_project", **site) == regulated
    assert status("road_lup_exclusions", **site) == exclusion


def test_base_rock_at_exactly_5000_flags_the_conflict_with_l201():
    """L233 'more than 5,000' vs L201 '5,000 square feet or more': the conflict at exactly 5,000 is
    flagged."""
    f = run(
        "regulated_project",
        project_type="maintenance",
        new_impervious_sqft=0,
        replaced_impervious_sqft=5_000,
        conditions=["pavement_removed_base_exposed"],
    )
    assert any(flag.startswith("AMB-6: the text conflicts") for flag in f["flags"])


def test_routine_pavement_maintenance_is_not_regulated():
    """L233: routine replacement of damaged pavement such as pothole repair is excluded."""
    f = run(
        "regulated_project",
        project_type="maintenance",
        new_impervious_sqft=0,
        replaced_impervious_sqft=9_000,
        exemptions_claimed=["routine_pavement_replacement"],
    )
    assert f["status"] == "does_not_apply"


@pytest.mark.parametrize(
    "exclusion",
    [
        "sidewalk_to_vegetation",
        "bike_lane_to_vegetation",
        "trail_to_vegetation",
        "permeable_sidewalk_bike_trail",
        "lup_trenching_resurfacing",
        "new_sidewalk_ramp_bike_on_existing_road",
    ],
)
def test_each_exclusion_is_recognised(exclusion):
    """L225-233: each listed exclusion applies when claimed."""
    f = run("road_lup_exclusions", exemptions_claimed=[exclusion])
    assert f["status"] == "applies"
    assert exclusion in f["reasons"][0]


def test_unknown_exclusion_id_is_refused():
    """L223: 'Specific exclusions are' (1)-(5); an id the chapter does not list is refused as bad
    input
    naming the field (the core checks site.exemptions_claimed against the plugin's vocabulary)."""
    from workbench.core.evaluate import InputError

    with pytest.raises(
        InputError, match=r"site.exemptions_claimed\[0\]: unknown exemption 'driveway'"
    ):
        run("road_lup_exclusions", exemptions_claimed=["driveway"])


# --------------------------------------------------------------------------- source controls, LID,
# O&M
def test_source_controls_list_each_activity_with_its_line():
    """L235-257: source controls for each pollutant-generating activity present (fuel dispensing is
    L249)."""
    f = run(
        "source_controls",
        new_impervious_sqft=6_000,
        replaced_impervious_sqft=0,
        project_type="new_development",
        activities=["fuel_dispensing", "refuse_areas", "fire_sprinkler_test_water"],
    )
    assert f["status"] == "applies"
    joined = " ".join(f["reasons"])
    assert "(L249)" in joined and "(L244)" in joined and "(L251)" in joined


def test_source_controls_only_for_regulated_projects():
    """L235: 'Operators of regulated projects with pollutant generating activities'."""
    assert (
        status(
            "source_controls",
            new_impervious_sqft=3_000,
            replaced_impervious_sqft=0,
            project_type="new_development",
            activities=["refuse_areas"],
        )
        == "does_not_apply"
    )


def test_om_agreement_for_regulated_projects():
    """L357: signed and notarized O&M agreement recorded with the Merced County Recorder; L365
    access clause."""
    f = run(
        "om_agreement",
        new_impervious_sqft=5_000,
        replaced_impervious_sqft=0,
        project_type="new_development",
        conditions=["multi_owner_project"],
    )
    assert f["status"] == "applies"
    assert any("Merced County Recorder" in r for r in f["reasons"])
    assert any("homeowners' association" in r for r in f["reasons"])


# --------------------------------------------------------------------------- hydromodification
@pytest.mark.parametrize(
    ("total", "expected"), [(ACRE - 1, "does_not_apply"), (ACRE, "applies"), (ACRE + 1, "applies")]
)
def test_hydromodification_one_acre(total, expected):
    """L349: 'create and/or replace one acre or more of impervious surface' (1 acre = 43,560 sq
    ft)."""
    assert (
        status(
            "hydromodification_project",
            new_impervious_sqft=total - 10_000,
            replaced_impervious_sqft=10_000,
            existing_impervious_sqft=20_000,
            post_project_impervious_sqft=20_000 + total - 10_000,
        )
        == expected
    )


def test_hydromodification_needs_a_net_increase():
    """L349: 'A project that does not increase impervious surface area over the preproject condition
    is not'."""
    f = run(
        "hydromodification_project",
        new_impervious_sqft=10_000,
        replaced_impervious_sqft=40_000,
        existing_impervious_sqft=60_000,
        post_project_impervious_sqft=60_000,
    )
    assert f["status"] == "does_not_apply"
    assert "does not increase" in f["reasons"][0]


def test_hydromodification_asks_for_post_project_area_when_area_is_created():
    """L349: whether impervious area increases needs the post-project area when new area is
    created."""
    f = run(
        "hydromodification_project",
        new_impervious_sqft=30_000,
        replaced_impervious_sqft=20_000,
        existing_impervious_sqft=60_000,
    )
    assert f["status"] == "needs_info"
    assert "site.post_project_impervious_sqft" in f["missing"]


# --------------------------------------------------------------------------- construction
@pytest.mark.parametrize(
    ("disturbed", "cgp", "escp"),
    [
        (ACRE - 1, "does_not_apply", "applies"),
        (ACRE, "applies", "does_not_apply"),
        (ACRE + 1, "applies", "does_not_apply"),
    ],
)
def test_construction_permit_or_escp(disturbed, cgp, escp):
    """L31/L161: NOI for 'one acre of land or more'; ESCP and worksheet for 'less than an acre'
    (a site not part of a larger common plan: the plan's phases would count, L31)."""
    site = dict(disturbed_area_sqft=disturbed, part_of_common_plan=False)
    assert status("construction_general_permit", **site) == cgp
    assert status("erosion_sediment_control_plan", **site) == escp


def test_erosivity_waiver_means_escp_not_cgp():
    """L161/L165: a project 'not subject to the construction general permit' (erosivity waiver)
    files an ESCP."""
    site = dict(disturbed_area_sqft=80_000, conditions=["erosivity_waiver"])
    assert status("construction_general_permit", **site) == "does_not_apply"
    assert status("erosion_sediment_control_plan", **site) == "applies"


@pytest.mark.parametrize(
    ("site", "expected"),
    [
        (
            dict(disturbed_area_sqft=20_000, notices_of_violation=0, part_of_common_plan=False),
            "a presoil disturbance inspection and a project completion",
        ),
        (
            dict(disturbed_area_sqft=ACRE, risk_level=1, notices_of_violation=0),
            "monthly inspections",
        ),
        (
            dict(disturbed_area_sqft=ACRE, risk_level=3, notices_of_violation=0),
            "bimonthly (twice per month)",
        ),
    ],
)
def test_inspection_frequency_by_risk(site, expected):
    """L165-169: presoil and completion; risk 1/2 monthly; risk 3 bimonthly (twice per month)."""
    f = run("city_construction_inspections", **site)
    assert f["status"] == "applies"
    assert expected in f["reasons"][1]


@pytest.mark.parametrize(
    ("novs", "conditions", "expected"),
    [
        (1, [], "does_not_apply"),
        (2, [], "does_not_apply"),
        (2, ["novs_consecutive"], "applies"),
        (0, ["nov_not_corrected_by_due_date"], "applies"),
    ],
)
def test_risk_elevation_after_notices_of_violation(novs, conditions, expected):
    """L171: 'two consecutive notices of violation' or not correcting a notice by the inspector's
    due date."""
    assert (
        status(
            "construction_risk_elevation",
            disturbed_area_sqft=10_000,
            notices_of_violation=novs,
            conditions=conditions,
        )
        == expected
    )


def test_elevation_moves_to_next_inspection_category():
    """L171: risk 1 (monthly, L167) elevated 'to the next highest category' -> twice per month
    (L169)."""
    f = run(
        "city_construction_inspections",
        disturbed_area_sqft=ACRE,
        risk_level=1,
        notices_of_violation=2,
        conditions=["novs_consecutive"],
    )
    assert any(
        "elevated to the next highest category" in r and "bimonthly" in r for r in f["reasons"]
    )


def test_elevation_at_risk_3_is_flagged():
    """L171: no category above risk 3/LUP type 3 (AMB-13)."""
    f = run(
        "city_construction_inspections",
        disturbed_area_sqft=ACRE,
        risk_level=3,
        notices_of_violation=2,
        conditions=["novs_consecutive"],
    )
    assert any("no category above risk 3" in flag for flag in f["flags"])


# --------------------------------------------------------------------------- bioretention
# variations, exceptions
@pytest.mark.parametrize(
    ("coverage", "total", "expected"),
    [
        (84.9, ACRE, "does_not_apply"),
        (85.0, ACRE, "applies"),
        (85.1, ACRE, "applies"),
        (90.0, ACRE + 1, "does_not_apply"),
    ],
)
def test_smart_growth_exception(coverage, total, expected):
    """L341: 'an acre or less' and 'at least 85% of the entire project site covered by permanent
    structures'."""
    assert (
        status(
            "bioretention_exceptions",
            new_impervious_sqft=total,
            replaced_impervious_sqft=0,
            project_type="new_development",
            smart_growth=True,
            permanent_structure_coverage_pct=coverage,
            conditions=["bioretention_infeasible_construction"],
        )
        == expected
    )


def test_exception_requires_construction_not_financial_infeasibility():
    """L339: infeasible 'due to construction constraints, not financial constraints'."""
    assert (
        status(
            "bioretention_exceptions",
            new_impervious_sqft=10_000,
            replaced_impervious_sqft=0,
            project_type="new_development",
            smart_growth=True,
            permanent_structure_coverage_pct=95,
        )
        == "does_not_apply"
    )


@pytest.mark.parametrize(
    ("distance", "expected"), [(9.9, "applies"), (10.0, "applies"), (10.1, "does_not_apply")]
)
def test_cutoff_wall_within_ten_feet(distance, expected):
    """L331: 'Facilities located within ten feet of structures ... may incorporate an impervious
    cutoff wall'."""
    assert (
        status("cutoff_wall_variation", bmp_distance_to_structure_ft=distance, **REGULATED)
        == expected
    )


def test_alternative_design_needs_all_four_measures():
    """L319: 'may be permitted if all of the following measures of equivalent effectiveness are
    demonstrated'."""
    three = [
        "alternative_design",
        "equal_infiltration_et",
        "equal_pollutant_concentrations",
        "equal_shock_spill_protection",
    ]
    assert status("alternative_design_equivalence", conditions=three, **REGULATED) == "needs_info"
    assert (
        status(
            "alternative_design_equivalence",
            conditions=[*three, "equal_access_maintenance"],
            **REGULATED,
        )
        == "applies"
    )


def test_high_risk_areas_may_need_additional_treatment_unless_isolated():
    """L337: fueling stations ... 'unless these high risk areas are isolated from stormwater
    runoff'."""
    assert (
        status("high_risk_additional_treatment", facility_types=["fueling_station"], **REGULATED)
        == "applies"
    )
    assert (
        status(
            "high_risk_additional_treatment",
            facility_types=["fueling_station"],
            conditions=["high_risk_area_isolated"],
        )
        == "does_not_apply"
    )


def test_inspection_frequency_without_notice_count():
    """L167: risk 2 gets monthly inspections even when the notices of violation (L171) are not
    given."""
    f = run("city_construction_inspections", disturbed_area_sqft=ACRE, risk_level=2)
    assert f["status"] == "applies"
    assert "monthly inspections" in f["reasons"][1]
