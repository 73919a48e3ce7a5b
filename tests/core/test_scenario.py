"""The scenario file: strict validation with one plain line naming the field and the problem."""

from __future__ import annotations

import json

import pytest

from workbench.core.scenario import ScenarioError, dumps, load, loads

BASE = {"format": "workbench-scenario/1", "name": "t"}


def bad(**changes) -> str:
    data = {**BASE, **changes}
    with pytest.raises(ScenarioError) as info:
        loads(json.dumps(data))
    message = str(info.value)
    assert "\n" not in message
    return message


def test_contract_example_loads():
    text = json.dumps(
        {
            **BASE,
            "jurisdiction": "livingston",
            "as_of": "2025-03-10",
            "site": {
                "parcel_area_sqft": 52272,
                "distance_to_sensitive_area_ft": None,
                "facility_types": ["restaurant"],
                "project_type": "new_development",
                "land_use": "commercial",
                "single_family_home": False,
            },
            "rainfall": {"p85_24hr_in": 0.8},
            "drainage_areas": [{"name": "Roof", "area_sqft": 12000, "impervious_fraction": 1.0}],
            "events": [{"kind": "spill_discovered", "at": "2025-03-14T18:00"}],
            "violations": [{"kind": "illicit_discharge", "count": 2, "days": 3}],
        }
    )
    scenario = loads(text)
    assert scenario.site.parcel_area_sqft == 52272
    assert scenario.events[0].at.hour == 18


def test_unknown_key_is_named():
    assert bad(site={"disturbed_area_sqtf": 1}) == (
        "site.disturbed_area_sqtf: unknown field "
        "(not part of workbench-scenario/1; check the spelling)"
    )
    assert bad(extra=1).startswith("extra: unknown field")


@pytest.mark.parametrize(
    "value, problem",
    [
        (-5, "must not be negative (got -5)"),
        ("12", "must be a number, not str '12'"),
        (True, "must be a number, not bool True"),
        (None, None),
    ],
)
def test_area_must_be_a_non_negative_number(value, problem):
    if problem is None:
        assert (
            loads(
                json.dumps({**BASE, "site": {"new_impervious_sqft": value}})
            ).site.new_impervious_sqft
            is None
        )
    else:
        assert bad(site={"new_impervious_sqft": value}) == f"site.new_impervious_sqft: {problem}"


def test_nan_and_infinity_are_rejected():
    with pytest.raises(ScenarioError, match="NaN is not allowed"):
        loads('{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": NaN}}')
    assert "implausibly large" in bad(site={"parcel_area_sqft": 1e300})


def test_impossible_date_is_named():
    assert bad(events=[{"kind": "x", "at": "2025-02-30"}]) == (
        "events[0].at: is not a possible date or date-time: '2025-02-30'"
    )
    assert bad(as_of="2025-13-01").startswith("as_of: is not a possible date")


def test_truncated_json_names_the_position():
    with pytest.raises(ScenarioError, match=r"\(file\): not valid JSON at line 1 column"):
        loads('{"format": "workbench-scenario/1", "site": {')


def test_wrong_format_and_not_an_object():
    assert (
        bad(format="workbench-scenario/2")
        == "format: must be 'workbench-scenario/1' (got 'workbench-scenario/2')"
    )
    with pytest.raises(ScenarioError, match="must be a JSON object"):
        loads("[1, 2]")


def test_enumerations_and_fractions():
    assert "must be one of" in bad(site={"project_type": "skyscraper"})
    assert bad(drainage_areas=[{"name": "A", "area_sqft": 10, "impervious_fraction": 1.5}]) == (
        "drainage_areas[0].impervious_fraction: must be between 0 and 1 (got 1.5)"
    )
    assert "drainage_areas[0].name: is required" == bad(drainage_areas=[{"area_sqft": 10}])


def test_violation_counts_are_whole_and_positive():
    assert bad(violations=[{"kind": "x", "count": 0}]).startswith("violations[0].count:")
    assert bad(violations=[{"kind": "x", "days": 1.5}]).startswith("violations[0].days:")


def test_deep_nesting_is_refused():
    nested: dict = {}
    node = nested
    for _ in range(50):
        node["a"] = {}
        node = node["a"]
    with pytest.raises(ScenarioError, match="nested"):
        loads(json.dumps({**BASE, "forms": {"x": nested}}))


def test_round_trip_is_lossless(tmp_path):
    original = {
        **BASE,
        "as_of": "2025-03-10",
        "site": {"parcel_area_sqft": 52272, "impervious_fraction_note": None},
    }
    del original["site"]["impervious_fraction_note"]
    original["events"] = [{"kind": "spill_discovered", "at": "2025-03-14T18:00"}]
    original["drainage_areas"] = [{"name": "Roof", "area_sqft": 12000.5, "impervious_fraction": 1}]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(original))
    again = json.loads(dumps(load(path)))
    assert again == original


def test_missing_file_is_one_line(tmp_path):
    with pytest.raises(ScenarioError, match="no such file"):
        load(tmp_path / "nope.json")


def test_facts_set_on_a_new_scenarios_nested_models_are_kept():
    """Issue 22 item 1: a new scenario's ``site``/``rainfall`` were never assigned, so facts set
    on them afterwards (or items appended to a default list) were dropped by ``to_json``."""
    from workbench.core.model import FORMAT, Event, Scenario

    scenario = Scenario(format=FORMAT, jurisdiction="del_mar")
    scenario.site.parcel_area_sqft = 34848
    scenario.site.project_type = "redevelopment"
    scenario.site.facility_types = ["restaurant"]
    scenario.rainfall.p85_24hr_in = 0.8
    scenario.events.append(Event(kind="commencement", at="2026-01-12"))
    assert scenario.to_json() == {
        "format": FORMAT,
        "jurisdiction": "del_mar",
        "site": {
            "parcel_area_sqft": 34848,
            "project_type": "redevelopment",
            "facility_types": ["restaurant"],
        },
        "rainfall": {"p85_24hr_in": 0.8},
        "events": [{"kind": "commencement", "at": "2026-01-12"}],
    }
    again = loads(dumps(scenario))
    assert again.site.parcel_area_sqft == 34848 and again.rainfall.p85_24hr_in == 0.8
    assert Scenario(format=FORMAT).to_json() == {"format": FORMAT}  # nothing added


def test_scenario_file_round_trips_byte_for_byte():
    """What a file holds comes back unchanged: whole numbers stay whole (52272, not 52272.0),
    an empty ``site`` stays, an absent ``rainfall`` stays absent, no default is written."""
    text = (
        '{"format":"workbench-scenario/1","name":"x","site":{"parcel_area_sqft":52272,'
        '"new_impervious_sqft":2500.5},"drainage_areas":[{"name":"A","area_sqft":52272}],'
        '"parameters":{"p":0.2}}'
    )
    scenario = loads(text)
    assert json.dumps(scenario.to_json(), separators=(",", ":")) == text
    empty = '{"format":"workbench-scenario/1","site":{}}'
    assert json.dumps(loads(empty).to_json(), separators=(",", ":")) == empty
    assert dumps(loads(dumps(scenario))) == dumps(scenario)
