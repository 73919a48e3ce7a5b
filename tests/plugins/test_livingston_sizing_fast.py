"""Livingston sizing: the fast path of each tool gives exactly what its general path gives.

The tools in plugins/livingston/sizing.py take a fast path for the values a validated scenario
holds (shared per-DMA facts, inline arithmetic); the general path is the plain code. On
generated scenarios both must return the same SizingResult (compared by repr, so -0.0 and 0.0
or 1 and 1.0 would differ) or fail with the same exception and message.
"""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from plugins.livingston import sizing
from workbench.core.model import Scenario
from workbench.core.rules import MissingFact

PAIRS = [
    (sizing._wef, sizing._wef_general),
    (sizing._casqa, sizing._casqa_general),
    (sizing._flow, sizing._flow_general),
    (sizing._bioretention, sizing._bioretention_general),
    (sizing._site_design_85, sizing._site_design_85_general),
]
DEFAULTS = {p.id: p.value for p in sizing.PARAMETERS}

# fractions and coefficients on a 0.01 grid (plus the edges) keep the capture curves few
grid = st.integers(0, 100).map(lambda k: k / 100)
fraction = st.one_of(st.none(), grid, st.sampled_from([0.0, -0.0, 1.0, 0.333333]))
area = st.one_of(
    st.floats(0, 2e5, allow_nan=False), st.sampled_from([0.0, -0.0, 1.0, 1e-9, 43_560.0, 1e15])
)
dma = st.fixed_dictionaries(
    {
        "name": st.sampled_from(["A", "B", "Roof", "DA 1", "A"]),
        "area_sqft": area,
        "impervious_fraction": fraction,
        "runoff_coefficient": st.one_of(st.none(), grid, st.just(-0.0)),
        "dma_type": st.sampled_from([None, "to_bmp", "self_treating", "self_retaining"]),
        "bmp_area_sqft": st.one_of(
            st.none(), st.sampled_from([0.0, 350.0]), st.floats(0, 1e4, allow_nan=False)
        ),
    }
)
depth = st.one_of(st.none(), st.floats(0, 3, allow_nan=False), st.sampled_from([0.0, -0.0, 1e15]))
rainfall = st.fixed_dictionaries(
    {
        "p85_24hr_in": depth,
        "p85_hourly_in_per_hr": depth,
        "mean_storm_depth_in": depth,
        "record_csv": st.sampled_from(
            [None, "rainfall/synthetic_hourly.csv", "no_such_record.csv"]
        ),
    }
)
parameters = st.fixed_dictionaries(
    {},
    optional={
        "wef_drawdown_hr": st.sampled_from([None, 12.0, 24.0, 48.0, 36.0, 48.5]),
        "wef_a_48h": st.one_of(st.none(), st.floats(-1, 3, allow_nan=False)),
        "wef_a_12h": st.one_of(st.none(), st.floats(0.1, 3, allow_nan=False)),
        "casqa_drawdown_hr": st.sampled_from([None, 48.0, 24.0, 0.0, -5.0]),
        "bioretention_media_porosity": st.one_of(st.none(), st.floats(-0.5, 1.5, allow_nan=False)),
        "bioretention_gravel_porosity": st.one_of(st.none(), st.floats(0, 1, allow_nan=False)),
    },
)


def _run(tool, scenario, params):
    try:
        return "ok", repr(tool(scenario, params))
    except MissingFact as missing:
        return "missing", missing.field_name, missing.why
    except Exception as error:  # noqa: BLE001 - the same error is the same result
        return "error", type(error).__name__, str(error)


def _scenario(areas, rain):
    return Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "livingston",
            "site": {
                "new_impervious_sqft": 20_000.0,
                "replaced_impervious_sqft": 0.0,
                "project_type": "new_development",
            },
            "rainfall": {k: v for k, v in rain.items() if v is not None},
            "drainage_areas": [{k: v for k, v in d.items() if v is not None} for d in areas],
        }
    )


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(areas=st.lists(dma, max_size=5), rain=rainfall, overrides=parameters)
def test_fast_paths_equal_the_general_paths(areas, rain, overrides):
    scenario = _scenario(areas, rain)
    params = {**DEFAULTS, **overrides}
    for fast, general in PAIRS:
        # twice: the second call reads the per-DMA facts from the cache
        assert _run(fast, scenario, params) == _run(general, scenario, params), fast.__name__
        assert _run(fast, scenario, params) == _run(general, scenario, params), fast.__name__


def test_values_a_validated_scenario_cannot_hold_take_the_general_path():
    """A DMA built without validation (model_construct) fails as the general path fails."""
    scenario = _scenario(
        [{"name": "A", "area_sqft": 1000.0, "impervious_fraction": 0.5}],
        {
            "p85_24hr_in": 0.8,
            "p85_hourly_in_per_hr": 0.2,
            "mean_storm_depth_in": 0.5,
            "record_csv": "rainfall/synthetic_hourly.csv",
        },
    )
    odd = [
        scenario.drainage_areas[0].model_construct(
            name="A", area_sqft=-5.0, impervious_fraction=0.5
        ),
        scenario.drainage_areas[0].model_construct(
            name="A", area_sqft=1000, impervious_fraction=1.5
        ),
        scenario.drainage_areas[0].model_construct(
            name="A", area_sqft=float("nan"), runoff_coefficient=0.5
        ),
        scenario.drainage_areas[0].model_construct(
            name="A", area_sqft=1000.0, runoff_coefficient=2.0
        ),
    ]
    for bad in odd:
        scenario.drainage_areas.clear()
        scenario.drainage_areas.append(bad)
        for fast, general in PAIRS:
            assert _run(fast, scenario, DEFAULTS) == _run(general, scenario, DEFAULTS), (
                fast.__name__,
                bad,
            )


def test_unit_curves_stay_bounded_and_keep_the_ones_asked_for(monkeypatch):
    """When the unit-basin curves reach their bound, the store starts again but still answers
    every coefficient of the call (old and new), with the curves a fresh record gives."""
    record = sizing._Record(sizing._bundled_record())
    monkeypatch.setattr(sizing, "_UNIT_CURVES_KEPT", 3)
    record.curves([0.3, 0.5], 48.0)
    got = record.curves([0.5, 0.7, 0.9], 48.0)  # 2 kept + 2 new > 3: starts again
    fresh = sizing._Record(sizing._bundled_record()).curves([0.5, 0.7, 0.9], 48.0)
    for coeff in (0.5, 0.7, 0.9):
        assert got[coeff].fractions == fresh[coeff].fractions
    assert record._kept <= 3 + 2 and 0.3 not in got
