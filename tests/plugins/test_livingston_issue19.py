"""Issue 19: what the ordinance review found wrong, misleading or missing in Livingston, each
case named after the ordinance line (../shared/seeds/002_8540cd4a663a2d61.txt) that decides it.
"""

from __future__ import annotations

import math

import pytest

from workbench.core.evaluate import InputError
from workbench.core.simulation import capture_curve, read_hourly_record

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("livingston")
ACRE = 43_560
SOURCE = "/work/shared/seeds/002_8540cd4a663a2d61.txt"
NEW_DEV = {"project_type": "new_development"}


def result(**parts):
    return result_for(HOST, make_scenario("livingston", **parts), "livingston")


def status(rule_id: str, **site) -> str:
    return finding(result(site=site), rule_id)["status"]


def tool(res, tool_id: str):
    return next(s for s in res["sizing"] if s["tool_id"] == tool_id)


def classification(res, cid: str):
    return next(c for c in res["classifications"] if c["id"] == cid)


# --------------------------------------------------------------------------- item 1, 4
@pytest.mark.parametrize(
    ("new", "expected"), [(4_999, "needs_info"), (5_000, "applies"), (5_001, "applies")]
)
def test_L201_created_area_alone_decides_at_5000(new, expected):
    """L201 '5,000 square feet or more': created area alone decides once it meets 5,000 sq ft;
    below it the replaced area could still reach it. The nine dependants follow."""
    res = result(site={"new_impervious_sqft": new, **NEW_DEV})
    assert classification(res, "regulated_project")["status"] == expected
    for rule_id in (
        "regulated_project",
        "lid_site_assessment",
        "numeric_sizing_criteria",
        "om_agreement",
    ):
        assert finding(res, rule_id)["status"] == expected


@pytest.mark.parametrize(
    ("new", "expected"), [(ACRE - 1, "does_not_apply"), (ACRE, "applies"), (ACRE + 1, "applies")]
)
def test_L349_one_acre_created_on_a_bare_site_is_hydromodification(new, expected):
    """L349: 'create and/or replace one acre or more'; with no existing impervious area the area
    'certainly increases' - no post-project area is needed (item 4). Replaced surface is existing
    surface, so on a bare site it is none (issue 35, D14): 43,559 sq ft created is decided."""
    site = {"new_impervious_sqft": new, "existing_impervious_sqft": 0}
    assert status("hydromodification_project", **site) == expected


def test_L349_no_increase_proviso_still_decides():
    """L349: 'A project that does not increase impervious surface area over the preproject
    condition is not a hydromodification management project'."""
    site = {
        "new_impervious_sqft": 0,
        "replaced_impervious_sqft": 2 * ACRE,
        "existing_impervious_sqft": 3 * ACRE,
    }
    assert status("hydromodification_project", **site) == "does_not_apply"
    site = {**site, "new_impervious_sqft": 1_000, "post_project_impervious_sqft": 3 * ACRE}
    assert status("hydromodification_project", **site) == "does_not_apply"


# --------------------------------------------------------------------------- item 2
def test_L233_grinding_and_resurfacing_excludes_the_activity_not_new_area():
    """L233 excludes 'pavement grinding and resurfacing' as an activity: a project that also
    creates 6,000 sq ft is still regulated (L201); resurfacing alone is not."""
    claim = {"exemptions_claimed": ["pavement_grinding_resurfacing"], **NEW_DEV}
    assert (
        status(
            "regulated_project", new_impervious_sqft=6_000, replaced_impervious_sqft=9_000, **claim
        )
        == "applies"
    )
    assert (
        status("regulated_project", new_impervious_sqft=0, replaced_impervious_sqft=9_000, **claim)
        == "does_not_apply"
    )


# --------------------------------------------------------------------------- item 3
def test_L243_a_restaurant_needs_source_controls():
    """L243 'Restaurants, grocery stores, and other food service operations': the facility type
    brings the source without listing the activity."""
    site = {"new_impervious_sqft": 20_000, "facility_types": ["restaurant"], **NEW_DEV}
    f = finding(result(site=site), "source_controls")
    assert f["status"] == "applies"
    assert any("other food service operations (L243)" in r for r in f["reasons"])


# --------------------------------------------------------------------------- item 5
def test_L161_escp_applies_with_an_erosivity_waiver_over_one_acre():
    """L161 'not subject to the construction general permit' and L165 'that have an erosivity
    waiver': 2 acres with a waiver need the ESCP, not the WDID/SWPPP; the reason cites L165."""
    site = {"disturbed_area_sqft": 2 * ACRE, "conditions": ["erosivity_waiver"]}
    res = result(site=site)
    escp = finding(res, "erosion_sediment_control_plan")
    assert escp["status"] == "applies"
    assert any("(L165)" in r for r in escp["reasons"])
    assert finding(res, "construction_general_permit")["status"] == "does_not_apply"


@pytest.mark.parametrize(
    ("disturbed", "escp", "cgp"),
    [(ACRE - 1, "applies", "does_not_apply"), (ACRE, "does_not_apply", "applies")],
)
def test_L161_escp_below_one_acre_cgp_at_one_acre(disturbed, escp, cgp):
    """L161 'less than an acre of soil disturbance' / L31 'one acre of land or more' (not part
    of a larger common plan)."""
    res = result(site={"disturbed_area_sqft": disturbed, "part_of_common_plan": False})
    assert finding(res, "erosion_sediment_control_plan")["status"] == escp
    assert finding(res, "construction_general_permit")["status"] == cgp


def test_L165_reason_names_the_erosivity_waiver_as_its_own_case():
    """L165 'Projects not subject to the CGP or that have an erosivity waiver': the inspection
    reason quotes the waiver case, not 'not subject to the CGP'."""
    site = {"disturbed_area_sqft": 2 * ACRE, "conditions": ["erosivity_waiver"]}
    f = finding(result(site=site), "city_construction_inspections")
    assert f["reasons"][0].startswith(
        "erosivity waiver: 'Projects ... that have an erosivity waiver'"
    )


# --------------------------------------------------------------------------- item 6
@pytest.mark.parametrize(
    ("rule_id", "site"),
    [
        (
            "redevelopment_entire_site",
            {"project_type": "redevelopment", "existing_impervious_sqft": 10_000},
        ),
        ("alternative_design_equivalence", {"conditions": ["alternative_design"]}),
        (
            "bioretention_exceptions",
            {"conditions": ["bioretention_infeasible_construction", "historic_site"]},
        ),
        ("cutoff_wall_variation", {"bmp_distance_to_structure_ft": 5}),
        ("flow_through_planter_variation", {"conditions": ["elevated_plaza"]}),
        ("omit_underdrain_variation", {"conditions": ["high_groundwater"]}),
        ("high_risk_additional_treatment", {"facility_types": ["fueling_station"]}),
    ],
)
def test_L207_L319_L337_reach_regulated_projects_only(rule_id, site):
    """L205 'a special class of regulated project', L319-345 adjust the bioretention of
    regulated projects: a 3,000 sq ft project is not asked for them."""
    small = {"new_impervious_sqft": 3_000, "replaced_impervious_sqft": 0, **NEW_DEV, **site}
    assert status(rule_id, **small) == "does_not_apply"
    regulated = {**small, "new_impervious_sqft": 20_000}
    assert status(rule_id, **regulated) != "does_not_apply"


# --------------------------------------------------------------------------- item 7
def test_L287_wef_volume_waits_for_the_manual_constant_then_computes():
    """L287 'the formula and volume capture coefficients in ... WEF Manual of Practice No. 23':
    needs_info naming the parameter until the user gives the constant for the chosen drawdown,
    then P0 = a C P6 and V = P0/12 A at once - for 72 h as well as 48 h."""
    areas = [{"name": "Roof", "area_sqft": 12_000, "impervious_fraction": 1.0}]
    base = {
        "site": {"new_impervious_sqft": 20_000, **NEW_DEV},
        "drainage_areas": areas,
        "rainfall": {"mean_storm_depth_in": 0.5},
    }
    s = tool(result(**base), "wef_asce_volume")
    assert s["status"] == "needs_info"
    assert any(
        "livingston.wef_a_48h" in w and "Manual of Practice No. 23" in w for w in s["warnings"]
    )
    s = tool(result(**base, parameters={"livingston.wef_a_48h": 1.545}), "wef_asce_volume")
    c = 0.858 - 0.78 + 0.774 + 0.04
    assert s["outputs"]["design_volume_cuft[Roof]"]["value"] == pytest.approx(
        round(1.545 * c * 0.5 / 12 * 12_000, 1)
    )
    params = {"livingston.wef_drawdown_hr": 72, "livingston.wef_a_72h": 1.9}
    s = tool(result(**base, parameters=params), "wef_asce_volume")
    assert s["status"] == "applies"
    assert s["outputs"]["design_volume_cuft"]["value"] == pytest.approx(
        round(1.9 * c * 0.5 / 12 * 12_000, 1), abs=0.1
    )


def test_L287_parameters_name_the_manual_table_and_drawdown():
    """The Sizing panel shows each constant as an input labelled with its manual, table and
    drawdown."""
    tool_ = HOST.descriptor("livingston", "sizing", "wef_asce_volume")
    labels = {p.id: p.label for p in tool_.parameters}
    for hours in (12, 24, 48, 72):
        label = labels[f"wef_a_{hours}h"]
        assert f"{hours}-hour drawdown" in label and "Manual of Practice No. 23" in label
        assert "table" in label
    assert all(p.value is None for p in tool_.parameters if p.id.startswith("wef_a_"))


# --------------------------------------------------------------------------- item 8
def test_L283_site_totals_and_composite_coefficient():
    """Every CONTRACT name a tool gives per DMA also has a site value: sums for flows and the
    area-weighted composite for the runoff coefficient."""
    areas = [
        {"name": "Roof", "area_sqft": 12_000, "runoff_coefficient": 0.9},
        {"name": "Yard", "area_sqft": 8_000, "runoff_coefficient": 0.2},
    ]
    res = result(site={"new_impervious_sqft": 20_000, **NEW_DEV}, drainage_areas=areas)
    s = tool(res, "flow_based")
    assert s["outputs"]["runoff_coefficient"]["value"] == pytest.approx((0.9 * 12 + 0.2 * 8) / 20)
    per = (
        s["outputs"]["design_flow_cfs[Roof]"]["value"]
        + s["outputs"]["design_flow_cfs[Yard]"]["value"]
    )
    assert s["outputs"]["design_flow_cfs"]["value"] == pytest.approx(per)
    assert tool(res, "baseline_bioretention")["outputs"]["bmp_area_sqft"]["value"] > 0


# --------------------------------------------------------------------------- item 9
TR55_SITE = {
    "new_impervious_sqft": 2 * ACRE,
    "existing_impervious_sqft": 0,
    "two_year_24hr_rainfall_in": 2.0,
    "pre_project_curve_number": 70,
    "post_project_curve_number": 90,
    "pre_project_tc_hr": 0.5,
    "post_project_tc_hr": 0.2,
    **NEW_DEV,
}
#: Stand-in coefficients for the arithmetic only, given as overrides: NOT the TR-55 table values
#: (the tool reads those from table F-1 when no coefficient is given).
TEST_COEFFICIENTS = {"c0": 2.5, "c1": -0.6, "c2": -0.1}


def _tr55(site=None, coefficients=True, areas=None):
    params = {}
    if coefficients:
        for which in ("pre", "post"):
            for k, v in TEST_COEFFICIENTS.items():
                params[f"livingston.tr55_{which}_{k}"] = v
    res = result(
        site=site or TR55_SITE,
        parameters=params,
        drainage_areas=areas
        or [{"name": "Site", "area_sqft": 2 * ACRE, "impervious_fraction": 0.8}],
    )
    return tool(res, "peak_flow_2yr_24hr")


def _hand(p, cn, tc, area_sqft):
    s = 1000 / cn - 10
    ia = 0.2 * s
    q = (p - ia) ** 2 / (p - ia + s) if p > ia else 0.0
    x = math.log10(tc)
    c = TEST_COEFFICIENTS
    qu = 10 ** (c["c0"] + c["c1"] * x + c["c2"] * x * x)
    return qu * area_sqft / 27_878_400 * q, ia / p


def test_L351_tr55_peak_flow_post_against_pre():
    """L351 'shall not exceed the estimated preproject flow rate for the two-year, 24-hour storm':
    TR-55 graphical method, qp = qu Am Q Fp, for each condition; post > pre fails."""
    s = _tr55()
    assert s["status"] == "applies" and s["required"] == "yes"
    pre, _ = _hand(2.0, 70, 0.5, 2 * ACRE)
    post, _ = _hand(2.0, 90, 0.2, 2 * ACRE)
    assert s["outputs"]["pre_project_peak_cfs"]["value"] == pytest.approx(pre, abs=1e-4)
    assert s["outputs"]["post_project_peak_cfs"]["value"] == pytest.approx(post, abs=1e-4)
    assert post > pre and any(w.startswith("FAIL") for w in s["warnings"])
    assert any(c.get("external") for c in s["citations"])


def test_L351_tr55_passes_when_post_does_not_exceed_pre():
    s = _tr55(site={**TR55_SITE, "post_project_curve_number": 70, "post_project_tc_hr": 0.5})
    assert s["outputs"]["post_minus_pre_peak_cfs"]["value"] == 0
    assert any(step.startswith("PASS") for step in s["steps"])


def test_L351_tr55_reads_table_f1_when_no_coefficient_is_given():
    """Issue 39 item 1: TR-55 table F-1 (type I) is shipped with its source: no coefficient is
    asked for; the steps name the table and the Ia/P it is read at."""
    s = _tr55(coefficients=False)
    assert s["status"] == "applies"
    text = " ".join(s["steps"])
    assert "table F-1" in text and "TR-55" in text
    _, ratio = _hand(2.0, 70, 0.5, 2 * ACRE)
    assert f"at Ia/P = {min(max(ratio, 0.1), 0.5):.3f}" in text
    assert not any("livingston.tr55_" in w for w in s["warnings"])


def test_L351_tr55_not_required_below_one_acre():
    s = _tr55(site={**TR55_SITE, "new_impervious_sqft": 10_000, "replaced_impervious_sqft": 0})
    assert s["required"] == "no"


# --------------------------------------------------------------------------- item 10
def test_L307_L313_L317_bioretention_rules_f_to_h_and_media_mix():
    f = finding(
        result(site={"new_impervious_sqft": 20_000, **NEW_DEV}), "bioretention_design_parameters"
    )
    text = " ".join(f["reasons"])
    assert f["status"] == "applies"
    for part in ("ASTM C33", "(L313)", "(L315)", "(L317)"):
        assert part in text


def test_L391_monitoring_at_the_owners_cost():
    assert status("monitoring_at_owner_cost") == "does_not_apply"
    f = finding(
        result(site={"conditions": ["monitoring_required_by_officer"]}), "monitoring_at_owner_cost"
    )
    assert f["status"] == "applies" and any(
        "borne by the owner/operator" in r for r in f["reasons"]
    )


def test_L429_notice_contents_and_L477_compensatory_actions():
    events = [{"kind": "notice_of_violation_received", "at": "2025-01-10"}]
    res = result(events=events)
    assert finding(res, "notice_of_violation_contents")["status"] == "applies"
    assert finding(res, "alternative_compensatory_actions")["status"] == "applies"
    res = result()
    assert finding(res, "notice_of_violation_contents")["status"] == "does_not_apply"


def test_L489_the_stricter_standard_governs():
    assert status("stricter_standard_governs") == "applies"


def test_L159_activities_exposed_to_stormwater():
    """L159 'having soil disturbance or activities exposed to stormwater'."""
    assert status("construction_bmps", disturbed_area_sqft=0) == "does_not_apply"
    assert (
        status("construction_bmps", disturbed_area_sqft=0, activities_exposed_to_stormwater=True)
        == "applies"
    )
    assert status("construction_bmps", activities_exposed_to_stormwater=True) == "applies"


# --------------------------------------------------------------------------- item 11
def test_L331_cutoff_wall_is_not_asked_of_every_project():
    assert (
        status("cutoff_wall_variation", new_impervious_sqft=20_000, **NEW_DEV) == "does_not_apply"
    )


def test_L171_no_construction_no_risk_elevation():
    assert status("construction_risk_elevation", disturbed_area_sqft=0) == "does_not_apply"


def test_L211_a_small_road_is_not_asked_for_its_contiguous_area():
    """L211 '5,000 square feet or more of newly constructed contiguous impervious surface': a
    road creating 3,000 sq ft cannot reach it, whatever its contiguous part."""
    site = {"project_type": "road", "new_impervious_sqft": 3_000, "replaced_impervious_sqft": 0}
    assert status("regulated_project", **site) == "does_not_apply"


def test_L183_part_of_common_plan_unknown_is_not_no():
    """L183 'detached single-family homes ... not part of a larger plan of development': with
    6,000 sq ft and the plan unknown, the small-project rule is open, not applied. (A road whose
    contiguous new surface is under 5,000 sq ft is not regulated (L211), so the home clause
    decides; a general project of 6,000 sq ft is regulated, issue 35 D2.)"""
    site = {
        "single_family_home": True,
        "new_impervious_sqft": 6_000,
        "replaced_impervious_sqft": 0,
        "project_type": "road",
        "new_contiguous_impervious_sqft": 0,
    }
    f = finding(result(site=site), "small_project_site_design")
    assert f["status"] == "needs_info" and "site.part_of_common_plan" in f["missing"]
    assert status("small_project_site_design", part_of_common_plan=False, **site) == "applies"
    assert status("small_project_site_design", part_of_common_plan=True, **site) == "does_not_apply"


def test_L223_an_unlisted_exemption_id_is_refused_naming_the_field():
    """docs/SCENARIO.md: exemption ids are those a city declares; the core refuses an unknown
    one with exit 2 and a line naming site.exemptions_claimed (docs/cities/livingston.md)."""
    with pytest.raises(InputError, match="exemptions_claimed"):
        result(site={"exemptions_claimed": ["not_an_exclusion"]})


def test_contract_example_evaluates():
    """The CONTRACT example (a 1.2 ac retail site with a restaurant) evaluates without error."""
    site = {
        "parcel_area_sqft": 52272,
        "disturbed_area_sqft": 52272,
        "existing_impervious_sqft": 0,
        "new_impervious_sqft": 20000,
        "replaced_impervious_sqft": 0,
        "altered_existing_impervious_sqft": 0,
        "project_type": "new_development",
        "facility_types": ["restaurant"],
        "single_family_home": False,
        "part_of_common_plan": False,
    }
    res = result(
        site=site,
        rainfall={"p85_24hr_in": 0.8, "p85_hourly_in_per_hr": 0.15, "mean_storm_depth_in": 0.5},
        drainage_areas=[
            {"name": "Roof", "area_sqft": 12000, "impervious_fraction": 1.0},
            {"name": "Landscape", "area_sqft": 8000, "impervious_fraction": 0.0},
        ],
        events=[
            {"kind": "penalty_received", "at": "2025-03-13"},
            {"kind": "spill_discovered", "at": "2025-03-14T18:00"},
        ],
    )
    assert all(f["status"] != "error" for f in res["findings"])
    assert all(s["status"] != "error" for s in res["sizing"])
    assert finding(res, "source_controls")["status"] == "applies"


# --------------------------------------------------------------------------- item 12
def test_L289_capture_is_exact_for_a_low_runoff_coefficient():
    """L289 '80% or more capture': the basin found for C = 0.04 captures 80% (to 1e-4) in a
    direct simulation of that DMA, and 1% less does not (the old 0.02-in grid overstated it)."""
    areas = [{"name": "Lawn", "area_sqft": 20_000, "runoff_coefficient": 0.04}]
    res = result(
        site={"new_impervious_sqft": 20_000, **NEW_DEV},
        drainage_areas=areas,
        rainfall={"record_csv": "rainfall/synthetic_hourly.csv"},
    )
    s = tool(res, "casqa_80pct_capture")
    volume = s["outputs"]["design_volume_cuft[Lawn]"]["value"]
    from workbench.core.paths import resources_dir

    _, rain = read_hourly_record(resources_dir() / "rainfall" / "synthetic_hourly.csv")
    at, below = capture_curve(rain, 0.04, 20_000, [volume, 0.99 * volume], 48.0)
    assert at == pytest.approx(0.80, abs=1e-4)
    assert below < 0.80


def test_L289_a_short_record_is_labelled_with_its_real_length(tmp_path):
    """A record of 9.99 years is not called 10 years: the length is never rounded up."""
    from workbench.core.simulation import synthetic_record

    hours, rain = synthetic_record(10, seed=3)
    keep = len(hours) - 100  # 100 hours short of 10 years
    wet = rain[:keep] > 0
    rows = ["timestamp,inches", f"{hours[0]},0.0"]
    rows += [f"{h},{r:.2f}" for h, r in zip(hours[:keep][wet], rain[:keep][wet], strict=True)]
    rows.append(f"{hours[keep - 1]},0.0")
    path = tmp_path / "short.csv"
    path.write_text("\n".join(dict.fromkeys(rows)) + "\n")
    areas = [{"name": "Roof", "area_sqft": 10_000, "impervious_fraction": 1.0}]
    res = result(
        site={"new_impervious_sqft": 20_000, **NEW_DEV},
        drainage_areas=areas,
        rainfall={"record_csv": str(path)},
    )
    s = tool(res, "casqa_80pct_capture")
    assert "(9.98 years)" in s["steps"][0] or "(9.99 years)" in s["steps"][0]
    # 2001-2010 each have at least 90% of their hours: 10 calendar years covered, no warning
    # (issue 40: the warning counts covered years, not the span)
    assert "10 calendar year(s) covered" in s["steps"][0]
    assert not any("less than 10 years" in w for w in s["warnings"])


def test_L289_the_short_record_warning_counts_covered_years_and_missing_hours_are_said(tmp_path):
    """Issue 40 item 7: a record spanning 12 years of which 3 calendar years have no values
    covers 9 years: warned, and the capture step says how many hours are simulated as dry."""
    import numpy as np

    from workbench.core.rainfall.base import MISSING
    from workbench.core.rainfall.record import Record
    from workbench.core.simulation import synthetic_record

    hours, rain = synthetic_record(12, seed=5)
    flags = np.zeros(rain.size, dtype=np.uint8)
    years = hours.astype("datetime64[Y]").astype(int) + 1970
    gone = (years >= 2004) & (years <= 2006)
    flags[gone], rain = MISSING, np.where(gone, 0.0, rain)
    start = int(hours[0].astype("datetime64[h]").astype(np.int64))
    path = tmp_path / "gappy.csv"
    path.write_text(Record(start=start, inches=rain, flags=flags).to_text())
    areas = [{"name": "Roof", "area_sqft": 10_000, "impervious_fraction": 1.0}]
    res = result(
        site={"new_impervious_sqft": 20_000, **NEW_DEV},
        drainage_areas=areas,
        rainfall={"record_csv": str(path)},
    )
    s = tool(res, "casqa_80pct_capture")
    missing = int(gone.sum())
    assert f"{missing:,} of its {rain.size:,} hours" in s["steps"][0]
    assert "simulated as dry; 9 calendar year(s) covered" in s["steps"][0]
    assert s["steps"][0].endswith("; 1 gap(s) longer than 24 hours")  # 2004-2006
    assert any(
        w.startswith(
            "the record covers 9 calendar year(s) with at least 90% of their hours, "
            "less than 10 years (it spans 12.00 years)"
        )
        for w in s["warnings"]
    )
    assert any(f"{missing:,} hour(s) of the record have no value" in w for w in s["warnings"])


def test_quotes_match_the_texts_own_apostrophes():
    """Every Livingston quote occurs in its lines with the text's own characters (only white
    space and case folded): 'city’s', not 'city's'."""
    lines = open(SOURCE, encoding="utf-8").read().splitlines()
    bad = []
    for kind in (
        "applicability",
        "classification",
        "sizing",
        "deadline",
        "penalty",
        "form",
        "discharge",
    ):
        for item in HOST.descriptors("livingston", kind):
            citations = list(item.citations)
            for field in getattr(item, "fields", ()):
                citations += list(field.citations)
            for cit in citations:
                if cit.external:
                    continue
                text = " ".join(" ".join(lines[cit.lines[0] - 1 : cit.lines[1]]).split()).lower()
                if " ".join(cit.quote.split()).lower() not in text:
                    bad.append(f"{item.id}: {cit.quote!r}")
    assert bad == []


def test_L211_contiguous_area_is_part_of_the_created_area():
    """L211 'create 5,000 square feet or more of newly constructed contiguous impervious
    surface': the contiguous area is created area, so both must reach 5,000 sq ft; a contiguous
    figure alone leaves the created area to be given."""
    road = {"project_type": "road", "replaced_impervious_sqft": 0}
    assert (
        status(
            "regulated_project", new_impervious_sqft=0, new_contiguous_impervious_sqft=5_000, **road
        )
        == "does_not_apply"
    )
    f = finding(result(site={"new_contiguous_impervious_sqft": 6_000, **road}), "regulated_project")
    assert f["status"] == "needs_info" and f["missing"] == ["site.new_impervious_sqft"]
    assert (
        status(
            "regulated_project",
            new_impervious_sqft=6_000,
            new_contiguous_impervious_sqft=5_000,
            **road,
        )
        == "applies"
    )


def test_L207_no_created_area_is_no_increase():
    """L207 'an increase of more than 50%': with nothing created the increase is 0, whatever the
    existing area (only regulated projects are asked)."""
    site = {
        "project_type": "redevelopment",
        "new_impervious_sqft": 0,
        "replaced_impervious_sqft": 9_000,
    }
    assert status("redevelopment_entire_site", **site) == "does_not_apply"


@pytest.mark.parametrize(
    ("post", "expected"), [(4_999, "does_not_apply"), (5_000, "needs_info"), (30_000, "needs_info")]
)
def test_L207_post_project_area_below_5000_is_no_regulated_redevelopment(post, expected):
    """L201/L205: a regulated project creates or replaces 5,000 sq ft or more, all impervious
    after the project, so a post-project area below 5,000 sq ft settles L207 without the rest."""
    site = {"project_type": "redevelopment", "post_project_impervious_sqft": post}
    assert status("redevelopment_entire_site", **site) == expected


# --------------------------------------------------------------------------- harness cases
@pytest.mark.parametrize("post", [None, 0, 9_999, 100_000])
def test_L207_nothing_created_is_no_increase_whatever_the_post_project_area(post):
    """L207 'results in an increase of more than 50% of the impervious surface': with nothing
    created there is no increase, whether or not the post-project area is given (the model
    refuses a post-project area above existing plus created)."""
    site = {"project_type": "redevelopment", "new_impervious_sqft": 0}
    if post is not None:
        site["post_project_impervious_sqft"] = post
    assert status("redevelopment_entire_site", **site) == "does_not_apply"


def test_L283_site_totals_are_the_cores_and_wait_for_every_dma():
    """The core states the site value once (its step), and none while a DMA is open."""
    areas = [
        {"name": "Roof", "area_sqft": 12_000, "runoff_coefficient": 0.9},
        {"name": "Yard", "area_sqft": 8_000, "runoff_coefficient": 0.2},
    ]
    res = result(site={"new_impervious_sqft": 20_000, **NEW_DEV}, drainage_areas=areas)
    s = tool(res, "flow_based")
    sums = [step for step in s["steps"] if step.startswith("site design flow = sum")]
    assert len(sums) == 1
    open_yard = [areas[0], {"name": "Yard", "area_sqft": 8_000}]
    res = result(site={"new_impervious_sqft": 20_000, **NEW_DEV}, drainage_areas=open_yard)
    s = tool(res, "flow_based")
    assert s["outputs"]["design_flow_cfs[Yard]"]["value"] is None
    assert "design_flow_cfs" not in s["outputs"]
    assert "runoff_coefficient" not in s["outputs"]
