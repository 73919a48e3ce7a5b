"""Soledad Ch. 13.52 post-construction (L651-685): new development and redevelopment must meet
Resolution R3-2013-0032 Attachment 1 (L673); a regulated project prepares a stormwater control
plan (L675). The tier thresholds are external parameters (verify, overridable).
"""

from __future__ import annotations

import pytest

from plugins.soledad import flags as F

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("soledad")


def run(parameters=None, **site):
    """New development here replaces nothing and had no impervious surface (L105); the scenario
    says so, since no area is defaulted."""
    if site.get("project_type") == "new_development":
        site.setdefault("replaced_impervious_sqft", 0)
        site.setdefault("existing_impervious_sqft", 0)
    scenario = make_scenario("soledad", site=site, parameters=parameters or {})
    return result_for(HOST, scenario, "soledad")


def status(result, rule_id):
    return finding(result, rule_id)["status"]


@pytest.mark.parametrize(
    ("new", "expected"), [(2_499, "does_not_apply"), (2_500, "applies"), (2_501, "applies")]
)
def test_regulated_project_tier1_below_at_above(new, expected):
    """L675: a 'regulated project' prepares a stormwater control plan; Resolution Tier 1 (external):
    2,500 sq ft created or replaced. 2,499 / 2,500 / 2,501 (new development: nothing replaced,
    L105)."""
    r = run(project_type="new_development", new_impervious_sqft=new)
    assert status(r, "stormwater_control_plan") == expected
    assert status(r, "pr1_site_design") == expected
    assert status(r, "post_construction_requirements") == "applies"


def test_tier1_counts_new_plus_replaced():
    """L145 redevelopment is 'creation, addition, or replacement' of impervious surface: 1,500 new +
    1,000 replaced = 2,500 sq ft reaches Tier 1; the reason shows the arithmetic."""
    r = run(project_type="redevelopment", new_impervious_sqft=1_500, replaced_impervious_sqft=1_000)
    assert status(r, "stormwater_control_plan") == "applies"
    regulated = next(c for c in r["classifications"] if c["id"] == "regulated_project")
    assert any(
        "1,500 sq ft + 1,000 sq ft = 2,500 sq ft >= 2,500 sq ft" in x for x in regulated["reasons"]
    )


@pytest.mark.parametrize(
    ("net", "expected"), [(4_999, "does_not_apply"), (5_000, "applies"), (5_001, "applies")]
)
def test_pr2_treatment_net_impervious_below_at_above(net, expected):
    """L675 performance requirement No. 2; Resolution Tier 2 (external): 5,000 sq ft net impervious
    for projects other than single-family homes."""
    r = run(project_type="new_development", new_impervious_sqft=net, single_family_home=False)
    assert status(r, "pr2_water_quality_treatment") == expected


@pytest.mark.parametrize(
    ("net", "expected"), [(14_999, "does_not_apply"), (15_000, "applies"), (15_001, "applies")]
)
def test_pr2_single_family_home_below_at_above(net, expected):
    """Resolution Tier 2 (external) for single-family homes: 15,000 sq ft net impervious."""
    r = run(project_type="new_development", new_impervious_sqft=net, single_family_home=True)
    assert status(r, "pr2_water_quality_treatment") == expected


def test_pr2_net_impervious_subtracts_reduction():
    """Net impervious = new + replaced - pre-to-post reduction (external definition): 3,000 + 4,000
    - max(0, 10,000 - 7,000) = 4,000 < 5,000, so PR 2 does not apply although gross is 7,000."""
    f = finding(
        run(
            project_type="redevelopment",
            new_impervious_sqft=3_000,
            replaced_impervious_sqft=4_000,
            existing_impervious_sqft=10_000,
            post_project_impervious_sqft=7_000,
            single_family_home=False,
        ),
        "pr2_water_quality_treatment",
    )
    assert f["status"] == "does_not_apply"
    assert any("= 4,000 < 5,000" in x for x in f["reasons"])


def test_pr2_between_thresholds_without_home_type_needs_info():
    """Net 8,000 sq ft lies between the two Tier 2 thresholds: the answer needs
    site.single_family_home."""
    f = finding(
        run(project_type="new_development", new_impervious_sqft=8_000),
        "pr2_water_quality_treatment",
    )
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.single_family_home"]


@pytest.mark.parametrize(
    ("gross", "expected"), [(14_999, "does_not_apply"), (15_000, "applies"), (15_001, "applies")]
)
def test_pr3_retention_tier3_below_at_above_with_zone_figure(gross, expected):
    """Resolution Tier 3 (external): 15,000 sq ft created or replaced, in a watershed management
    zone that retains (figure supplied as a project override: pcr_pr3_percentile_wmz_1 = 95)."""
    r = run(
        {"soledad.pcr_pr3_percentile_wmz_1": 95},
        project_type="new_development",
        new_impervious_sqft=gross,
        single_family_home=False,
        watershed_management_zone=1,
    )
    assert status(r, "pr3_runoff_retention") == expected


def test_pr3_unconfirmed_zone_figure_needs_info_naming_parameter():
    """The zone table of the Resolution was not confirmed: no invented percentile, needs_info asks
    for the parameter by its scenario key."""
    f = finding(
        run(
            project_type="new_development",
            new_impervious_sqft=20_000,
            single_family_home=False,
            watershed_management_zone=4,
        ),
        "pr3_runoff_retention",
    )
    assert f["status"] == "needs_info"
    assert '"soledad.pcr_pr3_percentile_wmz_4"' in " ".join(f["reasons"])


def test_pr3_zone_without_retention():
    """A zone the project marks as having no retention requirement (parameter 0) ->
    does_not_apply."""
    r = run(
        {"soledad.pcr_pr3_percentile_wmz_3": 0},
        project_type="new_development",
        new_impervious_sqft=20_000,
        single_family_home=False,
        watershed_management_zone=3,
    )
    assert status(r, "pr3_runoff_retention") == "does_not_apply"


def test_pr3_single_family_home_threshold_not_confirmed():
    """The single-family-home Tier 3 variant was not found: needs_info naming
    pcr_tier3_sfh_threshold_sqft."""
    f = finding(
        run(
            project_type="new_development",
            new_impervious_sqft=20_000,
            single_family_home=True,
            watershed_management_zone=1,
        ),
        "pr3_runoff_retention",
    )
    assert f["status"] == "needs_info"
    assert "parameters.soledad.pcr_tier3_sfh_threshold_sqft" in f["missing"]


def test_pr4_peak_management_unconfirmed_then_overridden():
    """Tier 4 threshold not confirmed -> needs_info; below the Tier 3 size -> does_not_apply (flow
    chart, secondary); with the project's figures supplied it applies."""
    site = dict(
        project_type="new_development",
        new_impervious_sqft=30_000,
        single_family_home=False,
        watershed_management_zone=2,
    )
    assert status(run(**site), "pr4_peak_management") == "needs_info"
    assert (
        status(run(**{**site, "new_impervious_sqft": 10_000}), "pr4_peak_management")
        == "does_not_apply"
    )
    r = run(
        {"soledad.pcr_tier4_threshold_sqft": 22_500, "soledad.pcr_pr4_applies_wmz_2": 1}, **site
    )
    assert status(r, "pr4_peak_management") == "applies"
    r = run(
        {"soledad.pcr_tier4_threshold_sqft": 22_500, "soledad.pcr_pr4_applies_wmz_2": 0}, **site
    )
    assert status(r, "pr4_peak_management") == "does_not_apply"


def test_tier_threshold_is_overridable():
    """Figures from outside the ordinance are parameters the project may override (L673 incorporates
    the Resolution 'or revisions thereafter'): Tier 1 raised to 3,000 turns 2,500 sq ft into not
    regulated."""
    r = run(
        {"soledad.pcr_tier1_threshold_sqft": 3_000},
        project_type="new_development",
        new_impervious_sqft=2_500,
    )
    assert status(r, "stormwater_control_plan") == "does_not_apply"
    assert r["parameters"] == ["pcr_tier1_threshold_sqft = 3000.0 (project override)"]


def test_no_impervious_change_is_not_development():
    """L105/L145: a maintenance project creating or replacing no impervious surface is neither new
    development nor redevelopment; a road replacing 6,000 sq ft is redevelopment by definition."""
    r = run(project_type="maintenance", new_impervious_sqft=0, replaced_impervious_sqft=0)
    assert status(r, "post_construction_requirements") == "does_not_apply"
    assert status(r, "om_agreement") == "does_not_apply"
    road = run(project_type="road", new_impervious_sqft=0, replaced_impervious_sqft=6_000)
    assert status(road, "post_construction_requirements") == "applies"


def test_om_agreement_is_discretionary_and_external_flags_present():
    """L679: the city manager 'may require' a recorded O&M agreement; the PR findings carry flag
    A-13."""
    r = run(project_type="new_development", new_impervious_sqft=6_000, single_family_home=False)
    f = finding(r, "om_agreement")
    assert f["status"] == "applies"
    assert "may require" in f["reasons"][1]
    for rule_id in (
        "stormwater_control_plan",
        "pr1_site_design",
        "pr2_water_quality_treatment",
        "pr3_runoff_retention",
        "pr4_peak_management",
        "post_construction_requirements",
    ):
        assert F.A13_REGULATED_PROJECT_EXTERNAL in finding(r, rule_id)["flags"]
