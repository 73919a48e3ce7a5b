"""Soledad Ch. 13.52 discharges, facilities, spills and irrigation (L193-269, L689): golden
cases."""

from __future__ import annotations

import pytest

from plugins.soledad import flags as F
from workbench.core.evaluate import check_discharge

from .conftest import finding, host_for, make_scenario, result_for

HOST = host_for("soledad")


def run(**parts):
    return result_for(HOST, make_scenario("soledad", **parts), "soledad")


def test_fifteen_exempt_discharges():
    """L199-229: 'The following discharges are exempt from discharge prohibitions' - items 1 to
    15."""
    exempt = [d for d in HOST.descriptors("soledad", "discharge") if d.status == "exempt"]
    assert len(exempt) == 15
    titles = {d.title for d in exempt}
    assert {
        "Water line flushing",
        "Air conditioning condensation",
        "Dechlorinated swimming pool discharges",
        "Incidental runoff from landscaped areas",
        "Flows from riparian habitats and wetlands",
    } <= titles


@pytest.mark.parametrize(
    "kind", ["water_line_flushing", "foundation_drains", "springs", "crawl_space_pumps"]
)
def test_plain_exempt_discharges_are_allowed(kind):
    """L201, L215, L219, L221: listed without qualifiers, exempt outright."""
    assert check_discharge(HOST, "soledad", kind)["status"] == "does_not_apply"


def test_dechlorinated_pool_needs_dechlorination():
    """L227: only 'Dechlorinated swimming pool discharges' are exempt (no standard given, A-18)."""
    assert check_discharge(HOST, "soledad", "swimming_pool")["status"] == "needs_info"
    rule = HOST.descriptor("soledad", "discharge", "swimming_pool")
    assert (
        check_discharge(HOST, "soledad", "swimming_pool", rule.conditions)["status"]
        == "does_not_apply"
    )


def test_dye_testing_requires_prior_verbal_notice():
    """L241: 'Dye testing is an allowable discharge, but requires a verbal notification to the city
    prior to the time of the test'."""
    rule = HOST.descriptor("soledad", "discharge", "dye_testing")
    assert rule.status == "conditional"
    assert check_discharge(HOST, "soledad", "dye_testing")["status"] == "needs_info"
    assert (
        check_discharge(HOST, "soledad", "dye_testing", rule.conditions)["status"]
        == "does_not_apply"
    )


def test_npdes_permitted_discharge_needs_all_three_conditions():
    """L243: permitted discharge, full compliance, and 'written approval has been granted'; approver
    unstated (A-16)."""
    rule = HOST.descriptor("soledad", "discharge", "npdes_permitted")
    assert len(rule.conditions) == 3
    partial = check_discharge(HOST, "soledad", "npdes_permitted", rule.conditions[:2])
    assert partial["status"] == "needs_info"
    assert any("written approval" in x for x in partial["reasons"])
    assert F.A16_WRITTEN_APPROVAL in rule.flags and F.A16_WRITTEN_APPROVAL in partial["flags"]
    assert not any("A-16" in x for x in partial["reasons"])  # the code stays on the flag


def test_commercial_car_washing_and_excess_irrigation_prohibited():
    """L203 exempts only 'Individual residential car washing'; L229 runoff 'in excess of an amount
    deemed to be incidental runoff shall be controlled'."""
    assert check_discharge(HOST, "soledad", "commercial_car_washing")["status"] == "applies"
    assert check_discharge(HOST, "soledad", "excess_landscape_runoff")["status"] == "applies"
    assert check_discharge(HOST, "soledad", "sewage")["status"] == "applies"


def test_recycled_pond_discharge_conditions():
    """L237: no discharge 'unless the discharge is a result of a twenty-five year, twenty four hour
    storm event or greater' and the regional board is emailed within 24 hours."""
    rule = HOST.descriptor("soledad", "discharge", "recycled_water_pond")
    assert any("twenty-five year, twenty four hour storm" in x for x in rule.conditions)
    assert (
        check_discharge(HOST, "soledad", "recycled_water_pond", rule.conditions[:1])["status"]
        == "needs_info"
    )


def test_scenario_discharges_become_findings():
    """L195, L241: described discharges in a scenario are checked and reported as findings."""
    r = run(
        discharges=[
            {"kind": "dye_testing", "conditions_met": []},
            {"kind": "commercial_car_washing"},
        ]
    )
    assert finding(r, "discharge:dye_testing")["status"] == "needs_info"
    assert finding(r, "discharge:commercial_car_washing")["status"] == "applies"


def test_general_prohibition_and_illicit_connections_always_apply():
    """L195 'No person shall discharge...'; L247 prohibits 'illicit connections made in the past,
    regardless of whether the connection was permissible'."""
    r = run()
    assert finding(r, "discharge_prohibition")["status"] == "applies"
    assert F.A15_PROHIBITION_SCOPE in finding(r, "discharge_prohibition")["flags"]
    f = finding(r, "illicit_connections")
    assert f["status"] == "applies"
    assert any("made in the past" in x for x in f["reasons"])


def test_ms4_access_reinstatement_is_an_offense():
    """L261: 'commits an offense if the person reinstates MS4 access ... without the prior
    approval'; L259's petition cross-reference to 'Section 13.57.120' is flagged (A-2)."""
    r = run(site={"conditions": ["ms4_access_terminated"]})
    f = finding(r, "ms4_access_suspension")
    assert f["status"] == "applies"
    assert any("commits an offense" in x for x in f["reasons"])
    assert F.A2_PETITION_XREF in f["flags"]
    assert finding(run(), "ms4_access_suspension")["status"] == "does_not_apply"


@pytest.mark.parametrize(
    ("site", "expected"),
    [
        ({"facility_types": ["industrial_facility"]}, "applies"),
        ({"land_use": "commercial"}, "applies"),
        ({"land_use": "mixed", "facility_types": None}, "needs_info"),  # list not given
        ({"land_use": "mixed"}, "does_not_apply"),  # "none of these" facility types
        ({"land_use": "residential"}, "does_not_apply"),
        ({"land_use": "residential", "facility_types": None}, "needs_info"),
    ],
)
def test_commercial_industrial_facilities(site, expected):
    """L265: persons engaged in 'commercial or industrial activities or operations' first obtain any
    required NPDES permit and use CASQA BMPs; L267 documents on request."""
    r = run(site=site)
    assert finding(r, "commercial_industrial_facility")["status"] == expected
    assert finding(r, "facility_documents_on_request")["status"] == expected


def test_spill_response_and_facility_record():
    """L689: contain and clean up; hazardous -> immediately via emergency dispatch; non-hazardous ->
    the city by the next working day; commercial/industrial record 'for at least five years'."""
    r = run(
        site={"land_use": "industrial"},
        events=[{"kind": "nonhazardous_spill_discovered", "at": "2025-11-26T16:00"}],
    )
    f = finding(r, "spill_response")
    assert f["status"] == "applies"
    assert any("next working day" in x for x in f["reasons"])
    assert finding(r, "facility_spill_records")["status"] == "applies"


def test_landscape_irrigation_and_recycled_pond_rules():
    """L229-235 controls on runoff beyond incidental (cross-reference error flagged, A-3); L237
    ponds."""
    r = run(
        site={"activities": ["landscape_irrigation"], "facility_types": ["recycled_water_pond"]}
    )
    f = finding(r, "landscape_runoff_controls")
    assert f["status"] == "applies"
    assert F.A3_INCIDENTAL_XREF in f["flags"]
    assert finding(r, "recycled_water_pond")["status"] == "applies"
    none = run()
    assert finding(none, "landscape_runoff_controls")["status"] == "does_not_apply"
    assert finding(none, "recycled_water_pond")["status"] == "does_not_apply"
