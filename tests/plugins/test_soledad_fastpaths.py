"""Soledad sizing fast paths give exactly what workbench.core.hydrology gives (same floats, same
errors), and the per-evaluation context never serves another scenario's answer."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from plugins.soledad import sizing as S
from plugins.soledad.context import Facts, facts, once
from workbench.core import hydrology as H
from workbench.core.model import Scenario

_ANY = st.one_of(
    st.floats(allow_nan=True, allow_infinity=True),
    st.integers(-10, 10**6),
    st.floats(min_value=0, max_value=1),
    st.floats(min_value=0, max_value=1e7),
)


def _same(fast, slow, *args):
    try:
        expected = slow(*args)
    except ValueError as error:
        with pytest.raises(ValueError) as raised:
            fast(*args)
        assert str(raised.value) == str(error)
        return
    got = fast(*args)
    assert got == expected or (got != got and expected != expected)
    assert type(got) is type(expected)


@settings(max_examples=2000, deadline=None)
@given(c=_ANY, d=_ANY, a=_ANY)
def test_design_volume_matches_hydrology(c, d, a):
    _same(S._design_volume, H.design_volume_cuft, c, d, a)


@settings(max_examples=2000, deadline=None)
@given(c=_ANY, i=_ANY, a=_ANY)
def test_rational_flow_matches_hydrology(c, i, a):
    _same(S._rational_flow, H.rational_flow_cfs_from_sqft, c, i, a)


def _scenario(areas):
    return Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "soledad",
            "drainage_areas": [
                {"name": f"A{k}", "area_sqft": a, "runoff_coefficient": c}
                for k, (a, c) in enumerate(areas)
            ],
        }
    )


@settings(max_examples=500, deadline=None)
@given(
    areas=st.lists(
        st.tuples(st.floats(min_value=0, max_value=1e7), st.floats(min_value=0, max_value=1)),
        min_size=1,
        max_size=5,
    )
)
def test_composite_matches_hydrology(areas):
    ctx = Facts(_scenario(areas), {})
    pairs = [(a.area_sqft, c) for a, c in once(ctx, S._areas)[1]]
    try:
        expected = H.composite_coefficient(pairs)
    except ValueError as error:
        with pytest.raises(ValueError, match="total area"):
            once(ctx, S._composite)
        assert "total area" in str(error)
        return
    composite, total, _, _, _ = once(ctx, S._composite)
    assert composite == expected
    assert total == sum(a for a, _ in pairs)


def test_context_is_per_scenario_and_params_object():
    one, two = _scenario([(1000.0, 0.5)]), _scenario([(2000.0, 0.9)])
    params = {}
    assert facts(one, params) is facts(one, params)
    assert facts(two, params) is not facts(one, params)
    assert facts(one, dict(params)) is not facts(one, params)  # a new params mapping: a new context
    assert once(facts(two, params), S._areas)[1][0][0].area_sqft == 2000.0
    assert once(facts(one, params), S._areas)[1][0][0].area_sqft == 1000.0


@settings(max_examples=500, deadline=None)
@given(
    areas=st.lists(
        st.tuples(st.floats(min_value=0, max_value=1e7), st.floats(min_value=0, max_value=1)),
        min_size=1,
        max_size=5,
    ),
    depth=st.one_of(st.floats(min_value=0, max_value=50), st.integers(0, 5)),
    intensity=st.one_of(st.floats(min_value=0, max_value=5), st.integers(0, 5)),
)
def test_volume_and_flow_rows_match_the_hydrology_formulas(areas, depth, intensity):
    """The tools' inline arithmetic (when the inputs plainly pass the checks) equals the checked
    hydrology functions, and each area's texts and rounded values are num() and round() of them."""
    from plugins.soledad.common import num

    ctx = Facts(_scenario(areas), {})
    try:
        once(ctx, S._composite)
    except ValueError:
        return  # no area: the tools raise as before
    steps: list[str] = []
    result = S._volume(ctx, depth, num(depth), "label", steps, [], "applies")
    rows = once(ctx, S._areas)[2]
    for k, (coef, a, coef4, a_text, prefix, _c_q, _) in enumerate(rows):
        volume = H.design_volume_cuft(coef, depth, a)
        assert result.outputs[prefix + "design_volume_cuft"] == (round(volume, 1), "cu ft")
        assert result.outputs[prefix + "runoff_coefficient"] == (round(coef, 4), "")
        assert coef4 == num(coef, 4) and a_text == num(a)
        assert f"= {num(volume, 1)} cu ft" in steps[len(rows) + k]
    flow = S._treatment_flow(ctx.s, {"pr2_treatment_intensity_in_per_hr": intensity})
    if flow.status != "does_not_apply":
        for coef, a, _, _, prefix, _, _ in rows:
            q = H.rational_flow_cfs_from_sqft(coef, intensity, a)
            assert flow.outputs[prefix + "design_flow_cfs"] == (round(q, 4), "cfs")
