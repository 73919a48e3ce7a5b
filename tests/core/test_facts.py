"""Three-valued facts: the combinators and threshold sums decide what the known facts decide."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from workbench.core.facts import NO, YES, AreaSum, Tri, all_of, any_of, negate, unknown

tris = st.sampled_from([YES, NO, unknown("site.a"), unknown("site.b")])


def test_any_of_and_all_of_follow_kleene() -> None:
    assert any_of(NO, unknown("site.x"), YES).value is True
    assert any_of(NO, NO).value is False
    assert any_of(NO, unknown("site.x")).missing == ("site.x",)
    assert all_of(YES, unknown("site.x"), NO).value is False
    assert all_of(YES, YES).value is True
    assert all_of(YES, unknown("site.x"), unknown("site.y")).missing == ("site.x", "site.y")
    assert negate(unknown("site.x")).value is None


@given(st.lists(tris, min_size=1, max_size=4), st.data())
def test_combinators_are_monotone_in_knowledge(parts: list[Tri], data: st.DataObject) -> None:
    """Deciding an unknown part never changes a decided combination."""
    decided = [p if p.value is not None else data.draw(st.sampled_from([YES, NO])) for p in parts]
    for combine in (any_of, all_of):
        before, after = combine(*parts), combine(*decided)
        assert before.value is None or before.value == after.value


def test_threshold_decided_by_the_known_part() -> None:
    total = AreaSum((("site.new", 6_000.0), ("site.replaced", None)))
    assert total.at_least(5_000).value is True
    assert total.more_than(6_000).value is None
    assert total.more_than(6_000).missing == ("site.replaced",)
    small = AreaSum((("site.new", 1_000.0), ("site.replaced", 3_999.0)))
    assert small.at_least(5_000).value is False
    assert small.less_than(5_000).value is True
    edge = AreaSum((("site.new", 5_000.0),))
    assert edge.at_least(5_000).value is True and edge.more_than(5_000).value is False


areas = st.one_of(st.none(), st.floats(min_value=0, max_value=1e7, allow_nan=False))


@given(st.lists(areas, min_size=1, max_size=4), st.floats(0, 1e6), st.data())
def test_area_thresholds_are_monotone(values: list, threshold: float, data: st.DataObject) -> None:
    parts = tuple((f"site.f{i}", v) for i, v in enumerate(values))
    filled = tuple(
        (n, v if v is not None else data.draw(st.floats(0, 1e7, allow_nan=False))) for n, v in parts
    )
    for test in ("at_least", "more_than", "less_than"):
        before = getattr(AreaSum(parts), test)(threshold)
        after = getattr(AreaSum(filled), test)(threshold)
        assert after.value is not None
        assert before.value is None or before.value == after.value
        if before.value is None:
            assert set(before.missing) <= {n for n, v in parts if v is None}


def test_outcome_names_the_missing_facts() -> None:
    outcome = unknown("site.x").outcome()
    assert outcome.status == "needs_info"
    assert outcome.missing == ["site.x"] and "site.x is not given" in outcome.reasons


def test_a_classification_read_twice_gives_each_reason_once() -> None:
    """Issue 46 item 5 (the sixth-city review): all_of over parts that share a missing fact
    listed "X is not given" twice, once from the parts and once from ``missing``."""
    from workbench.core.facts import Tri, all_of, any_of

    part = Tri(None, ("site.hillside is not given",), ("site.hillside",))
    outcome = all_of(part, any_of(part, Tri(False, ("no",)))).outcome()
    assert outcome.status == "needs_info"
    assert outcome.reasons.count("site.hillside is not given") == 1
    assert len(outcome.reasons) == len(set(outcome.reasons))
