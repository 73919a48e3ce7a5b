"""The per-rule time limit (workbench.core.watchdog): nesting, re-arming, steps, no stray timeout.

A timeout fired just as a block ends must be raised inside the ``with`` statement (where the
caller handles it), never later in unrelated code.
"""

from __future__ import annotations

import random
import threading
import time

import pytest

from workbench.core import watchdog
from workbench.core.watchdog import PluginTimeout, thread_slot, time_limit


def _spin(seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        pass


@pytest.fixture
def fast_watchdog(monkeypatch):
    monkeypatch.setattr(watchdog, "_POLL_S", 0.001)
    with time_limit(1):  # make sure the watchdog thread runs, then let it pick up the poll
        pass
    time.sleep(0.06)


def test_a_runaway_block_is_stopped_and_the_next_one_is_not(fast_watchdog):
    with pytest.raises(PluginTimeout):
        with time_limit(0.05):
            _spin(5)
    with time_limit(0.5):  # re-armed: a fresh deadline
        _spin(0.1)


def test_an_inner_block_never_extends_the_outer_deadline(fast_watchdog):
    start = time.monotonic()
    with pytest.raises(PluginTimeout):
        with time_limit(0.1):
            with time_limit(10):
                _spin(5)
    assert time.monotonic() - start < 2


def test_the_outer_limit_is_re_armed_after_an_inner_block(fast_watchdog):
    with pytest.raises(PluginTimeout):
        with time_limit(0.2):
            with time_limit(10):
                _spin(0.01)
            _spin(5)  # the outer deadline still applies here


def test_an_inner_timeout_leaves_the_outer_block_running(fast_watchdog):
    with time_limit(5):
        with pytest.raises(PluginTimeout):
            with time_limit(0.05):
                _spin(5)
        _spin(0.1)  # the outer block is not interrupted


def test_no_limit_means_no_limit(fast_watchdog):
    with time_limit(0):
        _spin(0.05)


def test_the_slot_is_the_thread_s_own(fast_watchdog):
    slot = thread_slot()
    assert thread_slot() is slot
    others = []
    thread = threading.Thread(target=lambda: others.append(thread_slot()))
    thread.start()
    thread.join()
    assert others[0] is not slot


def test_no_timeout_escapes_a_finished_block(fast_watchdog):
    """Blocks ending right around their deadline, checked every millisecond: any timeout is
    raised inside the block's ``with``; the code after it never sees one."""
    rng = random.Random(4)
    inside = escaped = 0
    deadline = time.monotonic() + 4
    rounds = 0
    while time.monotonic() < deadline and rounds < 3000:
        rounds += 1
        limit = rng.uniform(0.0005, 0.002)
        try:
            with time_limit(limit):
                _spin(limit * rng.uniform(0.8, 1.2))
        except PluginTimeout:
            inside += 1
        try:
            for _ in range(200):  # plenty of check points for a stray exception
                str(rounds)
        except PluginTimeout:
            escaped += 1
    assert escaped == 0
    assert inside > 0  # the race was exercised: some blocks were stopped


def test_each_thread_has_its_own_limit(fast_watchdog):
    results: dict[str, str] = {}

    def worker(name: str, spin: float, limit: float) -> None:
        try:
            with time_limit(limit):
                _spin(spin)
            results[name] = "finished"
        except PluginTimeout:
            results[name] = "stopped"

    threads = [
        threading.Thread(target=worker, args=("slow", 5, 0.1)),
        threading.Thread(target=worker, args=("quick", 0.05, 5)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(10)
    assert results == {"slow": "stopped", "quick": "finished"}


def test_call_limits_one_call(fast_watchdog, monkeypatch):
    slot = thread_slot()
    depth = len(slot.outer)  # (a block cut short elsewhere may leave an entry at the bottom)
    assert slot.call(lambda a, b: a + b, 2, 3) == 5
    monkeypatch.setattr(watchdog, "DEFAULT_LIMIT_S", 0.05)
    with pytest.raises(PluginTimeout):
        slot.call(_spin, 5)
    with time_limit(5):  # nested in an outer block: the inner limit stops the call ...
        with pytest.raises(PluginTimeout):
            slot.call(_spin, 5)
        assert slot.armed  # ... and the outer block is watched again
    assert not slot.armed and len(slot.outer) == depth


def test_an_inner_block_cut_short_leaves_nothing_for_the_outer_one(fast_watchdog):
    slot = thread_slot()
    with time_limit(5):
        depth = len(slot.outer)
        slot.arm(10)  # inner blocks whose exits never run (as if cut short)
        slot.arm(10)
        with time_limit(10):
            pass
    assert not slot.armed and len(slot.outer) == depth - 1


# --------------------------------------------------------------------------- steps
def test_a_step_past_its_limit_is_stopped_and_the_next_step_runs(fast_watchdog):
    ran = []
    with watchdog.steps(0.05) as slot:
        slot.step = step = slot.step + 1
        with pytest.raises(PluginTimeout):
            try:
                _spin(5)
            except PluginTimeout:
                slot.rerun_if_stray(step, ran.append, "rerun")  # this step's own timeout: re-raised
        slot.step = step = slot.step + 1
        _spin(0.01)
    assert ran == []  # a genuine timeout is never re-run


def test_a_stray_timeout_re_runs_the_interrupted_step():
    """A timeout fired at an earlier step that arrives during the current one runs it again."""
    calls = []

    def rule() -> str:
        calls.append(1)
        return "done"

    with watchdog.steps() as slot:
        slot.step = step = slot.step + 1
        slot.fired = step - 1  # the watchdog fired at the previous step, which had just ended
        assert slot.rerun_if_stray(step, rule) == "done"
    assert calls == [1]


def test_an_idle_pause_between_runs_is_not_a_long_step(fast_watchdog):
    with watchdog.steps(0.05) as slot:
        slot.step += 1
    time.sleep(0.2)  # longer than the limit, outside any run
    with watchdog.steps(0.05) as slot:
        for _ in range(20):
            slot.step += 1
            _spin(0.002)


def test_no_timeout_escapes_a_run_of_steps(fast_watchdog):
    """Steps ending right around their limit: every timeout is met inside the run (the step's
    handler or, for one landing between steps, the run's caller), never after the run."""
    rng = random.Random(5)
    inside = escaped = 0
    deadline = time.monotonic() + 4
    rounds = 0
    while time.monotonic() < deadline and rounds < 300:
        rounds += 1
        limit = rng.uniform(0.002, 0.005)
        try:
            with watchdog.steps(limit) as slot:
                for _ in range(3):
                    slot.step = step = slot.step + 1
                    try:
                        _spin(limit * rng.uniform(0.5, 3))
                    except PluginTimeout:
                        inside += 1
                        try:
                            slot.rerun_if_stray(step, _spin, 0)
                        except PluginTimeout:
                            pass
        except PluginTimeout:
            inside += 1
        try:
            for _ in range(200):
                str(rounds)
        except PluginTimeout:
            escaped += 1
    assert escaped == 0
    assert inside > 0


def test_an_idle_watchdog_waits_and_wakes_for_the_next_block(fast_watchdog):
    """Nothing in progress: the watchdog waits instead of polling (an idle workbench uses no
    CPU); a block started then is still stopped at its limit."""
    with time_limit(1):
        pass
    deadline = time.monotonic() + 2
    while not watchdog._idle and time.monotonic() < deadline:
        time.sleep(0.01)
    assert watchdog._idle
    with pytest.raises(PluginTimeout):
        with time_limit(0.05):
            _spin(5)
    time.sleep(0.05)
    with pytest.raises(PluginTimeout):  # and a run of steps, started from idle
        with watchdog.steps(0.05) as slot:
            slot.step = step = slot.step + 1
            try:
                _spin(5)
            except PluginTimeout:
                slot.rerun_if_stray(step, _spin, 0)
