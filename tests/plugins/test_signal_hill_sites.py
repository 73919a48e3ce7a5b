"""Signal Hill § 12.16.116 small sites (L542-612), vacant parcels (L620-662), construction
(L361-413), facility duties, discharge reporting and inspections. L = line of the ordinance text."""

from __future__ import annotations

from typing import Any

import pytest

from plugins.signal_hill import flags as F

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("signal_hill")


def run(site: dict[str, Any], **parts: Any) -> dict[str, Any]:
    return result_for(HOST, make_scenario("signal_hill", site=site, **parts), "signal_hill")


def status(site: dict[str, Any], rule: str, **parts: Any) -> str:
    return finding(run(site, **parts), rule)["status"]


# a single-family home addition: listed in no § 12.16.114(C) category
HOME = {
    "requires_city_permit": True,
    "project_type": "new_development",
    "land_use": "residential",
    "residential_units": 1,
    "single_family_home": True,
    "hillside": False,
    "disturbed_area_sqft": 3_000,
    "replaced_impervious_sqft": 0,
    "distance_to_sensitive_area_ft": 5_000,
    "discharges_to_sensitive_area": False,
}


# --------------------------------------------------------------------------- § 12.16.116
@pytest.mark.parametrize(
    ("amount", "expected"), [(499, "does_not_apply"), (500, "applies"), (501, "applies")]
)
def test_small_site_500_sq_ft_or_more(amount, expected):
    """L544: 'projects not listed in § 12.16.114(C), but resulting in the creation or addition or
    replacement of
    500 square feet or more of impervious surface area'."""
    assert status({**HOME, "new_impervious_sqft": amount}, "lid116_small_site_plan") == expected


def test_small_site_counts_replaced_surface():
    """L544 counts 'creation or addition or replacement': 300 new + 200 replaced = 500."""
    assert (
        status(
            {**HOME, "new_impervious_sqft": 300, "replaced_impervious_sqft": 200},
            "lid116_small_site_plan",
        )
        == "applies"
    )


def test_a_project_listed_in_114_is_not_a_small_site():
    """L544: § 12.16.116 covers 'projects not listed in § 12.16.114(C)' (here a 6,000 sq ft
    restaurant, L426)."""
    site = {
        **HOME,
        "land_use": "commercial",
        "single_family_home": False,
        "facility_types": ["restaurant"],
        "development_area_sqft": 6_000,
        "new_impervious_sqft": 4_000,
    }
    result = run(site)
    assert finding(result, "lid114_lid_plan")["status"] == "applies"
    assert finding(result, "lid116_small_site_plan")["status"] == "does_not_apply"


@pytest.mark.parametrize(
    ("land_use", "units", "category"),
    [
        ("residential", 4, "residential LID category"),
        ("residential", 5, "commercial/industrial LID category"),
        ("commercial", 0, "commercial/industrial LID category"),
    ],
)
def test_small_site_lid_category(land_use, units, category):
    """L554: 'four or fewer units intended for residential use' -> residential category; L556: 'five
    or more units ... or any development intended for nonresidential use' -> commercial/industrial
    category."""
    site = {
        **HOME,
        "land_use": land_use,
        "residential_units": units,
        "single_family_home": units == 1,
        "new_impervious_sqft": 900,
    }
    result = finding(run(site), "lid116_lid_category")
    assert result["status"] == "applies"
    assert category in " ".join(result["reasons"])


def test_mixed_use_small_site_is_flagged():
    """L554-556 do not address mixed residential and nonresidential use."""
    site = {
        **HOME,
        "land_use": "mixed",
        "single_family_home": False,
        "residential_units": 2,
        "new_impervious_sqft": 900,
    }
    result = finding(run(site), "lid116_lid_category")
    assert result["status"] == "applies" and F.MIXED_USE in result["flags"]


@pytest.mark.parametrize(
    ("altered", "needle"),
    [
        (1_999, "only such incremental development"),
        (2_000, "the entire site must comply"),
        (2_001, "the entire site must comply"),
    ],
)
def test_small_site_whole_or_incremental(altered, needle):
    """L558: 'at least fifty percent (50%) or more' -> entire site; L560: 'less than fifty percent
    (50%)' -> only the incremental development (4,000 sq ft existing)."""
    site = {
        **HOME,
        "project_type": "redevelopment",
        "existing_impervious_sqft": 4_000,
        "altered_existing_impervious_sqft": altered,
        "new_impervious_sqft": 0,
        "replaced_impervious_sqft": altered,
    }
    result = finding(run(site), "lid116_compliance_extent")
    assert result["status"] == "applies" and needle in " ".join(result["reasons"])


def test_small_site_infeasibility_leads_to_a_waiver_not_biofiltration():
    """L574 'impermeable soil type as indicated in applicable soils and geotechnical reports'; L578
    'will be granted a waiver'; the § 114 smart-growth condition (L496) is not on the § 116 list."""
    base = {
        **HOME,
        "new_impervious_sqft": 900,
        "soil_infiltration_in_per_hr": 2.0,
        "groundwater_depth_ft": 40,
        "drinking_water_well_distance_ft": 900,
        "brownfield": False,
        "geotechnical_hazard": False,
    }
    assert (
        status({**base, "smart_growth": True}, "lid116_technical_infeasibility_waiver")
        == "does_not_apply"
    )
    result = finding(
        run({**base, "conditions": ["impermeable_soil_reported"]}),
        "lid116_technical_infeasibility_waiver",
    )
    assert result["status"] == "applies"
    assert "will be granted a waiver" in " ".join(result["reasons"])


def test_small_site_exemption_and_opt_in():
    """L592: 'A project not requiring a City building, grading, demolition or other permit'; L594
    opt in."""
    site = {**HOME, "new_impervious_sqft": 900, "requires_city_permit": False}
    result = run(site)
    assert finding(result, "lid116_exemptions")["status"] == "applies"
    assert finding(result, "lid116_small_site_plan")["status"] == "does_not_apply"
    opted = run({**site, "conditions": ["lid_opt_in"]})
    assert finding(opted, "lid116_small_site_plan")["status"] == "applies"
    assert finding(opted, "lid116_opt_in")["status"] == "applies"


# --------------------------------------------------------------------------- vacant parcels
@pytest.mark.parametrize(
    ("area", "expected"), [(43_559, "does_not_apply"), (43_560, "applies"), (43_561, "applies")]
)
def test_vacant_parcel_one_acre_or_more(area, expected):
    """L626: 'For vacant parcels that are equal to or greater than 43,560 square feet (one acre or
    more)'."""
    result = finding(
        run({"project_type": "vacant_parcel", "parcel_area_sqft": area}),
        "vacant_parcel_compliance_plan",
    )
    assert result["status"] == expected
    if expected == "applies":
        assert any("180 days" in r for r in result["reasons"])


def test_partially_vacant_and_contiguous_parcels():
    """L239: a parcel with a permitted structure whose 'unimproved portion totals 1.0 acre or more';
    L231: contiguous vacant parcels 'shall collectively be considered a single unimproved vacant
    parcel'."""
    partial = finding(
        run(
            {
                "project_type": "existing_facility",
                "vacant_area_sqft": 50_000,
                "conditions": ["permitted_structure_on_parcel"],
            }
        ),
        "vacant_parcel_compliance_plan",
    )
    assert partial["status"] == "applies" and "partially vacant" in " ".join(partial["reasons"])
    together = finding(
        run(
            {
                "project_type": "vacant_parcel",
                "vacant_area_sqft": 44_000,
                "conditions": ["contiguous_vacant_parcels"],
            }
        ),
        "vacant_parcel_compliance_plan",
    )
    assert together["status"] == "applies" and "contiguous" in " ".join(together["reasons"])


# --------------------------------------------------------------------------- construction
@pytest.mark.parametrize(("area", "expected"), [(43_559, "does_not_apply"), (43_560, "applies")])
def test_one_acre_and_greater_construction_duties(area, expected):
    """L385: 'For those construction projects which are one acre and greater' (WDID proof, SWPPP
    certification)."""
    result = finding(
        run({"project_type": "new_development", "disturbed_area_sqft": area}),
        "construction_one_acre_duties",
    )
    assert result["status"] == expected


@pytest.mark.parametrize(
    ("area", "plan", "expected"),
    [(43_560, False, "does_not_apply"), (43_561, False, "applies"), (2_000, True, "applies")],
)
def test_repaving_state_permit_more_than_one_acre_or_larger_plan(area, plan, expected):
    """L371: state permit coverage for repaving with soil disturbance 'is required if more than one
    acre is disturbed or the activities are part of a larger plan'."""
    site = {
        "project_type": "redevelopment",
        "disturbed_area_sqft": area,
        "part_of_common_plan": plan,
        "conditions": ["repaving_with_soil_disturbance"],
    }
    assert status(site, "construction_cgp_documents") == expected


def test_state_permit_threshold_is_an_overridable_external_figure():
    """L361 'requiring State Construction General Permit coverage': the one-acre figure is the State
    permit's (external, verify), so a project override changes the answer."""
    site = {
        "project_type": "new_development",
        "disturbed_area_sqft": 45_000,
        "part_of_common_plan": False,
    }
    assert status(site, "construction_cgp_documents") == "applies"
    assert (
        status(
            site,
            "construction_cgp_documents",
            parameters={"signal_hill.state_cgp_threshold_sqft": 50_000},
        )
        == "does_not_apply"
    )


def test_routine_maintenance_and_emergency_work_are_not_construction():
    """L33: 'Construction does not include emergency construction activities ... or routine
    maintenance'."""
    assert (
        status(
            {"project_type": "maintenance", "disturbed_area_sqft": 0}, "construction_minimum_bmps"
        )
        == "does_not_apply"
    )
    assert (
        status(
            {"project_type": "road", "disturbed_area_sqft": 800, "emergency_work": True},
            "construction_minimum_bmps",
        )
        == "does_not_apply"
    )
    assert (
        status({"project_type": "road", "disturbed_area_sqft": 800}, "construction_minimum_bmps")
        == "applies"
    )


# --------------------------------------------------------------------------- facility duties
@pytest.mark.parametrize(("spaces", "expected"), [(25, "does_not_apply"), (26, "applies")])
def test_parking_lot_sweeping_more_than_25_spaces(spaces, expected):
    """L315: 'industrial and/or commercial motor vehicle parking lots containing more than
    twenty-five parking spaces shall conduct regular sweeping' (compare '25 or more' at L428:
    flagged)."""
    result = finding(
        run({"land_use": "commercial", "parking_spaces": spaces}), "parking_lot_sweeping"
    )
    assert result["status"] == expected and F.SWEEPING in result["flags"]


def test_sweeping_does_not_reach_residential_lots():
    """L315 names industrial and/or commercial parking lots only."""
    assert (
        status({"land_use": "residential", "parking_spaces": 80}, "parking_lot_sweeping")
        == "does_not_apply"
    )


def test_industrial_site_in_sensitive_area_may_get_additional_bmps():
    """L355: 'For those industrial sites that are located within ESAs or that are tributary to
    Impaired Water Bodies ... the Director may impose additional BMPs'."""
    result = finding(
        run(
            {
                "land_use": "industrial",
                "project_type": "existing_facility",
                "affects_impaired_or_sensitive_waters": True,
            }
        ),
        "industrial_site_bmps",
    )
    assert result["status"] == "applies" and "additional BMPs" in " ".join(result["reasons"])


def test_discharge_reporting_arises_with_a_discharge():
    """L331-333: immediate notice, written notice within forty-eight hours, report within ten
    calendar days."""
    assert status({}, "discharge_notification_and_report") == "does_not_apply"
    result = finding(
        run({}, events=[{"kind": "pollutant_discharge", "at": "2025-11-17T14:30"}]),
        "discharge_notification_and_report",
    )
    assert result["status"] == "applies" and "ten calendar days" in " ".join(result["reasons"])


def test_lid_bmps_bring_maintenance_and_transfer_conditions():
    """L353 maintain 'at all times'; L534 transferee inspects 'at least once a year'; L536 CC&Rs for
    HOA areas."""
    site = {**HOME, "new_impervious_sqft": 900, "conditions": ["hoa_common_area_bmps"]}
    result = finding(run(site), "treatment_system_maintenance")
    text = " ".join(result["reasons"])
    assert result["status"] == "applies" and "at least once a year" in text and "CC&Rs" in text
