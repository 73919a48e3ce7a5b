"""Del Mar speed-ups must not change a single character: the facts shared within one evaluation
(development, land disturbance, PDP screen, classifications, drainage-area rows) equal the
plain functions, never leak from one evaluation into another, and the cached ``num`` formats
exactly like the formula it caches."""

from __future__ import annotations

import json
from datetime import date

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plugins.del_mar import classify, common, construction, development, facilities, sizing
from plugins.del_mar.vocabulary import (
    ALL_ACTIVITIES,
    CONDITIONS,
    EVENTS,
    EXEMPTIONS,
    FACILITY_TYPES,
)
from workbench.core.evaluate import evaluate

from .conftest import host_for, make_scenario

HOST = host_for("del_mar")
RULES = HOST.descriptors("del_mar", "applicability")
TOOLS = HOST.descriptors("del_mar", "sizing")
DEFAULTS = {p.id: p.value for p in HOST.descriptors("del_mar", "parameter")}

maybe_area = st.none() | st.sampled_from([0.0, 1.0, 43_560.0, 87_120.0]) | st.floats(0, 2e5)
maybe_bool = st.none() | st.booleans()

sites = st.fixed_dictionaries(
    {},
    optional={
        "facility_types": st.lists(
            st.sampled_from(sorted(FACILITY_TYPES)), max_size=3, unique=True
        ),
        "activities": st.lists(st.sampled_from(sorted(ALL_ACTIVITIES)), max_size=4, unique=True),
        "conditions": st.lists(st.sampled_from(sorted(CONDITIONS)), max_size=6, unique=True),
        "exemptions_claimed": st.lists(
            st.sampled_from(sorted(EXEMPTIONS)), max_size=2, unique=True
        ),
        "disturbed_area_sqft": maybe_area,
        "outdoor_industrial_area_sqft": maybe_area,
        "new_impervious_sqft": maybe_area,
        "replaced_impervious_sqft": maybe_area,
        "project_type": st.none()
        | st.sampled_from(["new_development", "redevelopment", "road", "existing_facility"]),
        "requires_city_permit": maybe_bool,
        "discretionary_permit": maybe_bool,
        "emergency_work": maybe_bool,
        "manned_facility": maybe_bool,
        "distance_to_sensitive_area_ft": st.none() | st.floats(0, 400),
        "discharges_to_sensitive_area": maybe_bool,
    },
)
areas = st.lists(
    st.fixed_dictionaries(
        {"name": st.sampled_from(["A", "B", "C"]), "area_sqft": st.floats(0, 4e4)},
        optional={
            "runoff_coefficient": st.floats(0, 1),
            "surface": st.sampled_from(["roof", "landscape", "dirt"]),
            "dma_type": st.sampled_from(["to_bmp", "self_treating", "self_retaining"]),
            "bmp_area_sqft": st.floats(0, 600),
        },
    ),
    max_size=3,
)
events = st.lists(
    st.fixed_dictionaries(
        {
            "kind": st.sampled_from(sorted(EVENTS)),
            "at": st.dates(date(2024, 1, 1), date(2026, 12, 31)).map(str),
        }
    ),
    max_size=3,
)
overrides = st.fixed_dictionaries(
    {},
    optional={
        "del_mar.pdp_new_development_impervious_sqft": st.floats(0, 5e4),
        "del_mar.pdp_redevelopment_impervious_sqft": st.floats(0, 5e4),
        "del_mar.runoff_factor_roof": st.floats(0, 1),
        "del_mar.bioretention_ponding_in": st.floats(0, 12),
        "del_mar.bioretention_media_depth_in": st.floats(0, 36),
        "del_mar.bioretention_media_porosity": st.floats(0, 1),
        "del_mar.bioretention_gravel_depth_in": st.floats(0, 24),
        "del_mar.bioretention_gravel_porosity": st.floats(0, 1),
    },
)


def scenario_of(site, drainage, evs, params):
    return make_scenario(
        "del_mar",
        as_of="2025-06-01",
        site=site,
        drainage_areas=drainage,
        events=evs,
        rainfall={"p85_24hr_in": 0.6},
        parameters=params,
    )


def params_of(scenario):
    params = dict(DEFAULTS)
    params.update({k.partition(".")[2]: v for k, v in scenario.parameters.items()})
    return params


def outcomes(scenario, params):
    found = []
    for rule in RULES:
        out = rule.evaluate(scenario, params)
        found.append((rule.id, out.status, list(out.reasons), list(out.flags)))
    for tool in TOOLS:
        result = tool.compute(scenario, params)
        found.append(
            (
                tool.id,
                result.status,
                repr(result.outputs),
                list(result.steps),
                list(result.warnings),
            )
        )
    return found


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sites, areas, events, overrides)
def test_shared_facts_equal_the_plain_functions(site, drainage, evs, params):
    scenario = scenario_of(site, drainage, evs, params)
    values = params_of(scenario)
    outcomes(scenario, values)  # fills the shared facts of this (scenario, params)
    state, reasons = development.development(scenario)
    assert development._dev(scenario, values) == (state, tuple(reasons))
    state, reasons = construction.land_disturbance(scenario)
    assert construction._disturbance(scenario, values) == (state, tuple(reasons))
    state, reasons, flags = development._pdp_lists(scenario, values)
    assert development.pdp(scenario, values) == (state, reasons, flags)
    assert common.misdated_flags(scenario, values) == tuple(common.misdated_season_events(scenario))
    assert development.pdp_state(scenario, values) is state
    assert common.shared(facilities._hp_industrial_test, scenario, values) == tuple(
        tuple(x) if isinstance(x, list) else x for x in classify.hp_industrial(scenario)
    )
    assert sizing._rows(scenario, values) == tuple(sizing.area_volumes(scenario, values, 0.6))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sites, areas, events, overrides, sites)
def test_facts_never_leak_between_evaluations(site, drainage, evs, params, other_site):
    """Interleaving another scenario, or changing this one, gives what a fresh evaluation gives."""
    first = scenario_of(site, drainage, evs, params)
    other = scenario_of(other_site, drainage, evs, params)
    values = params_of(first)
    alone = outcomes(first, values)
    outcomes(other, params_of(other))
    assert outcomes(first, values) == alone
    assert outcomes(first, params_of(first)) == alone
    # evaluate() builds fresh parameters each time: an edited scenario is never answered from old facts
    evaluate(HOST, first, "del_mar", date(2025, 6, 1))
    first.site.disturbed_area_sqft = (first.site.disturbed_area_sqft or 0.0) + 1234.5
    first.site.project_type = "redevelopment"
    changed = json.dumps(evaluate(HOST, first, "del_mar", date(2025, 6, 1)), sort_keys=True)
    fresh = scenario_of(
        {
            **site,
            "disturbed_area_sqft": first.site.disturbed_area_sqft,
            "project_type": "redevelopment",
        },
        drainage,
        evs,
        params,
    )
    assert changed == json.dumps(evaluate(HOST, fresh, "del_mar", date(2025, 6, 1)), sort_keys=True)


def _num_formula(x, places=3):
    if float(x).is_integer():
        return f"{int(x):,}"
    return f"{x:,.{places}f}".rstrip("0").rstrip(".")


@settings(max_examples=300, deadline=None)
@given(
    st.one_of(
        st.floats(allow_nan=False, allow_infinity=False, min_value=-1e12, max_value=1e12),
        st.integers(-(10**9), 10**9),
        st.booleans(),
    ),
    st.sampled_from([None, 0, 1, 3, 4]),
)
def test_cached_num_formats_like_the_formula(x, places):
    args = (x,) if places is None else (x, places)
    assert common.num(*args) == _num_formula(*args)
    assert common.num(*args) == _num_formula(*args)  # and again from the cache
