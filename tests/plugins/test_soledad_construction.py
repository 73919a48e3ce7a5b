"""Soledad Ch. 13.52, construction (L271-649): golden cases from the ordinance text.

Line numbers (Lnnn) are 1-based lines of ../shared/seeds/000_085165dcaf1d7ca0.txt.
"""

from __future__ import annotations

import pytest

from plugins.soledad import flags as F

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("soledad")
ACRE = 43_560


def run(events=(), **site):
    """A site of a project type other than maintenance unless the test says otherwise (the
    residential maintenance exemption, L513, is open while the project type is not given)."""
    site.setdefault("project_type", "new_development")
    scenario = make_scenario("soledad", site=site, events=list(events))
    return result_for(HOST, scenario, "soledad")


def status(result, rule_id):
    return finding(result, rule_id)["status"]


def classification(result, cid):
    return next(c for c in result["classifications"] if c["id"] == cid)


@pytest.mark.parametrize(
    ("area", "cgp", "city_permit"),
    [
        (ACRE - 1, "does_not_apply", "applies"),
        (ACRE, "applies", "does_not_apply"),
        (ACRE + 1, "applies", "does_not_apply"),
    ],
)
def test_cgp_threshold_one_acre_below_at_above(area, cgp, city_permit):
    """L273: 'a land disturbance of equal to or greater than one acre' -> CGP and SWPPP; otherwise
    (L275, L353) the city construction stormwater permit. 43,559 / 43,560 / 43,561 sq ft."""
    r = run(disturbed_area_sqft=area, part_of_common_plan=False)
    assert status(r, "cgp_swppp") == cgp
    assert status(r, "construction_stormwater_permit") == city_permit
    assert status(r, "erosion_sediment_control_plan") == city_permit
    assert status(r, "swppp_on_site") == cgp


def test_cgp_reason_names_fact_value_and_threshold_as_written():
    """L273: the reason quotes 'equal to or greater than one acre' with the area and 43,560 sq
    ft."""
    r = run(disturbed_area_sqft=ACRE, part_of_common_plan=False)
    why = classification(r, "cgp_coverage")["reasons"]
    assert "disturbed area 43,560 sq ft >= 43,560 sq ft" in why[0]
    assert "equal to or greater than one acre" in why[0]
    reasons = finding(r, "cgp_swppp")["reasons"]
    # the classification is named by its title (issue 22 item 14), not its id
    assert 'classification "Subject to the state construction general permit (CGP)"' in reasons[0]
    assert "cgp_coverage" not in reasons[0]
    assert any(
        "Proof of compliance with the CGP is required prior to obtaining a grading or building "
        "permit" in x
        for x in reasons
    )


def test_below_one_acre_in_larger_common_plan_is_cgp():
    """L273: 'or less than one acre if the construction activity is part of a larger common plan of
    development or sale that is subject to the ... CGP'; L641 SWPPP."""
    r = run(disturbed_area_sqft=2_000, part_of_common_plan=True)
    assert status(r, "cgp_swppp") == "applies"
    assert status(r, "construction_stormwater_permit") == "does_not_apply"
    assert F.A5_L273_GARBLED in finding(r, "cgp_swppp")["flags"]


def test_below_one_acre_without_common_plan_fact_needs_info():
    """L273: below one acre the answer turns on the common plan; the finding names the missing
    field."""
    f = finding(run(disturbed_area_sqft=10_000), "cgp_swppp")
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.part_of_common_plan"]


def test_missing_disturbed_area_needs_info():
    """L273: the construction rules turn on land disturbance; no area -> needs_info naming the
    field."""
    f = finding(run(project_type="redevelopment"), "construction_stormwater_permit")
    assert f["status"] == "needs_info"
    assert "site.disturbed_area_sqft" in f["missing"]


def test_city_permit_has_no_minimum_area():
    """L351-353, L529 (A-9): no minimum area; 1 sq ft of disturbance not under the CGP needs the
    permit and the ESCP; 0 sq ft is no construction activity (L341)."""
    r = run(disturbed_area_sqft=1, part_of_common_plan=False)
    assert status(r, "construction_stormwater_permit") == "applies"
    assert status(r, "erosion_sediment_control_plan") == "applies"
    assert F.A9_NO_MINIMUM in finding(r, "construction_stormwater_permit")["flags"]
    zero = run(disturbed_area_sqft=0, new_impervious_sqft=0, replaced_impervious_sqft=0)
    assert status(zero, "construction_stormwater_permit") == "does_not_apply"
    assert status(zero, "cgp_swppp") == "does_not_apply"
    assert status(zero, "construction_bmps") == "does_not_apply"


def test_cgp_site_city_permit_flagged_not_guessed():
    """L353 'not subject to the provisions of the CGP' vs L471/L645 (A-8): the city permit is not
    required by the text for a CGP site, and the finding carries the A-8 flag."""
    f = finding(run(disturbed_area_sqft=50_000), "construction_stormwater_permit")
    assert f["status"] == "does_not_apply"
    assert F.A8_CSP_FOR_CGP_SITES in f["flags"]


def test_residential_maintenance_exempts_permit_and_escp():
    """L511, L513: construction 'at a single or multiple family residential property site for the
    sole purpose of maintenance' is exempt from the permit and the ESCP, not from BMPs (L291)."""
    r = run(
        disturbed_area_sqft=800,
        part_of_common_plan=False,
        project_type="maintenance",
        land_use="residential",
        new_impervious_sqft=0,  # no surface created: the areas bear the label out (issue 33)
    )
    assert status(r, "exemption_residential_maintenance") == "applies"
    assert status(r, "construction_stormwater_permit") == "does_not_apply"
    assert status(r, "erosion_sediment_control_plan") == "does_not_apply"
    assert status(r, "notice_of_termination") == "does_not_apply"
    assert status(r, "construction_bmps") == "applies"


def test_residential_maintenance_claim_fails_for_commercial_land_use():
    """L513: the exemption is for 'a single or multiple family residential property site' only."""
    r = run(
        disturbed_area_sqft=800,
        part_of_common_plan=False,
        project_type="maintenance",
        land_use="commercial",
        exemptions_claimed=["residential_maintenance"],
    )
    f = finding(r, "exemption_residential_maintenance")
    assert f["status"] == "does_not_apply"
    assert any("land use commercial" in x for x in f["reasons"])
    assert status(r, "construction_stormwater_permit") == "applies"


def test_city_exemption_does_not_exempt_from_cgp():
    """L273 and L511-513 (A-11): a one-acre residential maintenance project stays under the CGP."""
    r = run(
        disturbed_area_sqft=ACRE,
        project_type="maintenance",
        land_use="residential",
        new_impervious_sqft=0,
    )
    assert status(r, "cgp_swppp") == "applies"
    assert F.A11_CGP_NOT_EXEMPTED in finding(r, "cgp_swppp")["flags"]
    reasons = finding(r, "exemption_residential_maintenance")["reasons"]
    assert any("CGP and SWPPP still apply" in x for x in reasons)


def test_L515_emergency_exempt_only_on_city_manager_determination():
    """L515: exempt only if 'the city manager determines the construction is necessary on an
    emergency basis because of imminent harm or endangerment', and 'only so long as such imminent
    harm or endangerment' exists. Emergency work alone is needs_info naming the determination."""
    site = {"disturbed_area_sqft": 5_000, "part_of_common_plan": False, "emergency_work": True}
    r = run(**site)
    f = finding(r, "exemption_emergency")
    assert f["status"] == "needs_info"
    assert f["missing"] == ["site.conditions:emergency_determined_by_city_manager"]
    for rule in ("construction_stormwater_permit", "erosion_sediment_control_plan"):
        assert status(r, rule) == "needs_info"
    assert status(r, "notice_of_termination") == "needs_info"

    determined = run(**site, conditions=["emergency_determined_by_city_manager"])
    f = finding(determined, "exemption_emergency")
    assert f["status"] == "applies"
    assert any("only so long as" in x for x in f["reasons"])
    assert status(determined, "construction_stormwater_permit") == "does_not_apply"
    assert status(determined, "erosion_sediment_control_plan") == "does_not_apply"

    ended = run(**site, conditions=["emergency_determined_by_city_manager", "emergency_ended"])
    assert status(ended, "exemption_emergency") == "does_not_apply"
    assert status(ended, "construction_stormwater_permit") == "applies"


def test_L515_emergency_claimed_through_exemptions_needs_the_determination_too():
    r = run(
        disturbed_area_sqft=5_000,
        part_of_common_plan=False,
        exemptions_claimed=["emergency_construction"],
    )
    assert status(r, "exemption_emergency") == "needs_info"


WAIVER_IDS = [
    "waiver_no_violation",
    "waiver_no_significant_discharge",
    "waiver_compelling_public_interest",
    "waiver_health_safety_interest",
    "waiver_city_conditions_met",
]


def test_waiver_needs_all_five_conditions():
    """L517: the waiver is 'to be provided only if' all five conditions (L519-527) satisfy the
    city manager, who 'may provide' it: a request with four (or five) conditions and no recorded
    waiver leaves the permit required (issue 33: a request is not a grant)."""
    r = run(
        disturbed_area_sqft=3_000,
        part_of_common_plan=False,
        exemptions_claimed=["csp_waiver"],
        conditions=WAIVER_IDS[:4],
    )
    f = finding(r, "exemption_permit_waiver")
    assert f["status"] == "does_not_apply"
    assert any("4 of the 5 conditions" in x for x in f["reasons"])
    assert status(r, "construction_stormwater_permit") == "applies"


def test_waiver_removes_permit_but_escp_kept_with_flag():
    """L517 waives 'the requirement for a construction stormwater permit'; L511 lists it among
    exemptions from both (A-10): the ESCP is kept and flagged; no NOTC without a permit (L395).
    The waiver is the city manager's decision, recorded as an event."""
    r = run(
        disturbed_area_sqft=3_000,
        part_of_common_plan=False,
        exemptions_claimed=["csp_waiver"],
        conditions=WAIVER_IDS,
        events=[{"kind": "permit_waiver_granted", "at": "2025-01-10"}],
    )
    assert status(r, "exemption_permit_waiver") == "applies"
    assert status(r, "construction_stormwater_permit") == "does_not_apply"
    escp = finding(r, "erosion_sediment_control_plan")
    assert escp["status"] == "applies"
    assert F.A10_WAIVER_SCOPE in escp["flags"]
    assert status(r, "notice_of_termination") == "does_not_apply"


def test_notc_and_grading_evidence_follow_the_city_permit():
    """L395: a NOTC for 'any site for which a construction stormwater permit is required'; L471 and
    L553-555: evidence of grading-related permits (401, 404, 1600)."""
    r = run(disturbed_area_sqft=20_000, part_of_common_plan=False)
    assert status(r, "notice_of_termination") == "applies"
    g = finding(r, "grading_permit_evidence")
    assert g["status"] == "applies"
    assert any("404" in x and "1600" in x for x in g["reasons"])


def test_inactive_site_rule_and_temporary_suspension():
    """L389-393: 'halted for a period of fourteen continuous calendar days' is a violation unless a
    temporary suspension is shown and the site maintained: then not in violation (issue 33)."""
    f = finding(
        run(
            disturbed_area_sqft=20_000,
            part_of_common_plan=False,
            conditions=["temporary_suspension_shown"],
        ),
        "inactive_site",
    )
    assert f["status"] == "does_not_apply"
    assert any("temporary suspension shown" in x for x in f["reasons"])
    assert F.A30_INACTIVE_COUNT in f["flags"]


def test_swppp_on_site_and_on_request_for_cgp_sites():
    """L643: SWPPP 'retained on-site during the all phases of construction'; L645 request 'within a
    timeframe specified by the city manager' (no number: no invented deadline)."""
    f = finding(run(disturbed_area_sqft=60_000), "swppp_on_site")
    assert f["status"] == "applies"
    assert any("sets no number of days" in x for x in f["reasons"])
