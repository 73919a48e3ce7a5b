"""Time limits for plugin code: a runaway rule is interrupted, not waited on forever.

One daemon thread watches the deadlines of calls made under ``time_limit``; when one passes,
it raises ``PluginTimeout`` inside the calling thread (CPython's asynchronous exception,
delivered at the thread's next check point: pure-Python loops are interrupted, a blocking C
call is interrupted when it returns). While nothing is limited it waits, woken by the next
block, so an idle workbench spends no CPU on it.

Cost: ``time_limit`` (and ``_Slot.call``) arm a block with a clock read and attribute
writes and disarm it with one uncontended lock round trip (plugin loading uses them);
evaluations use the cheaper ``steps`` below for their tens of plugin calls per site.

Race-free disarm: the watchdog fires only while holding ``_lock`` and only at a slot that is
armed with a passed deadline, and a block disarms its slot under the same lock. So once a
block has left, nothing can fire at it; an exception fired just before the block disarms is
delivered at the latest inside ``__exit__`` (the lock's release is a check point), that is
still within the ``with`` statement, where the caller handles it as a timeout.

Steps: an evaluation calls a plugin tens of times in a row, and even a lock round trip per
call is a measurable part of it. Inside ``with steps(): ...`` each plugin call is a *step*:
the caller only increments ``slot.step`` (no clock, no lock) and the watchdog times the
steps itself, firing at a step it has seen unchanged for longer than the limit (so a step
may run up to one poll, 50 ms, past it). Before firing it records the step in
``slot.fired``. A timeout that arrives after its step has ended (the step finished just as
the watchdog fired) is a *stray*: ``rerun_if_stray`` tells it from a timeout of the current
step by ``slot.fired`` and runs the interrupted call again. One that lands between steps
leaves the block like any exception (the evaluation then runs once more, see
``evaluate.py``); none arrives after the block has ended.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time
from typing import Any

DEFAULT_LIMIT_S = float(os.environ.get("WORKBENCH_RULE_TIME_LIMIT", "10"))
_POLL_S = 0.05
_PRUNE_EVERY = 200  # polls (10 s) between removals of the slots of finished threads


class PluginTimeout(Exception):
    """Plugin code ran past its time limit."""


class _Slot:
    """The time limit of one thread: a deadline (``time.monotonic``) and whether it is armed.

    ``call(fn, *args)`` limits one call (the default limit, read at each call);
    ``time_limit`` is the general form; ``steps`` the cheap one for a run of calls. ``outer`` holds, for each block in progress,
    the state to restore when it ends (None: disarmed, else the enclosing deadline). Each
    block truncates ``outer`` back to its own depth when it ends, so an inner block whose
    exit was cut short by a timeout leaves nothing behind for the enclosing block.
    """

    __slots__ = (
        "deadline",
        "armed",
        "ident",
        "outer",
        "step",
        "stepping",
        "step_limit",
        "fired",
        "seen_step",
        "seen_at",
    )

    def __init__(self, ident: int) -> None:
        self.ident = ident
        self.deadline = 0.0
        self.armed = False
        self.outer: list[float | None] = []
        self.step = 0  # incremented by the thread for every step (see ``steps``)
        self.stepping = False
        self.step_limit = DEFAULT_LIMIT_S
        self.fired: int | None = None  # the step a timeout was last fired at (_OUTER: a block's)
        self.seen_step = -1  # the watchdog's view: the step it last saw, and since when
        self.seen_at = 0.0

    def rerun_if_stray(self, step: int, fn: Any, *args: Any) -> Any:
        """After a PluginTimeout during ``step``: re-raise it when it was fired at this step
        (or by an enclosing ``time_limit``); otherwise it was meant for an earlier step that
        ended just as the watchdog fired, so run ``fn(*args)`` again as a new step."""
        while True:
            fired = self.fired
            if fired == step or fired == _OUTER:
                raise PluginTimeout
            self.step = step = self.step + 1
            try:
                return fn(*args)
            except PluginTimeout:
                continue

    def arm(self, seconds: float | None = None) -> int:
        """Watch a block of ``seconds`` (default ``DEFAULT_LIMIT_S``); returns the depth to
        give ``disarm``."""
        deadline = _monotonic() + (DEFAULT_LIMIT_S if seconds is None else seconds)
        outer = self.outer
        depth = len(outer)
        if self.armed:  # nested: an inner block never extends the enclosing deadline
            enclosing = self.deadline
            outer.append(enclosing)
            if enclosing < deadline:
                deadline = enclosing
        else:
            outer.append(None)
        self.deadline = deadline  # written before ``armed``: never armed with a stale deadline
        self.armed = True
        _started()
        return depth

    def disarm(self, depth: int) -> None:
        """End the block armed at ``depth``, under the lock: nothing fires at a block that has
        ended. (``with _lock`` rather than acquire/try: a timeout fired just before may be
        delivered right after the lock is taken; the ``with`` statement still releases it.)"""
        with _lock:
            outer = self.outer
            previous = outer[depth] if depth < len(outer) else None
            del outer[depth:]
            if previous is None:
                self.armed = False
            else:
                self.deadline = previous
                self.armed = True

    def call(self, fn: Any, *args: Any) -> Any:
        """``fn(*args)`` under the default limit (one call; evaluations use ``steps``)."""
        depth = self.arm()
        try:
            return fn(*args)
        finally:
            self.disarm(depth)


_lock = threading.Lock()
_slots: dict[int, _Slot] = {}  # thread ident -> its slot
_wake = threading.Event()  # set when a block starts while the watchdog waits idle
_idle = False
_IDLE_WAIT_S = 10.0  # an idle watchdog looks again after this long anyway


def _started() -> None:
    """Called after arming a slot: wake the watchdog if it is waiting idle."""
    if _idle:
        _wake.set()


_thread: threading.Thread | None = None
_get_ident = threading.get_ident
_monotonic = time.monotonic


_OUTER = -1  # ``slot.fired`` when a ``time_limit`` block's deadline passed


def _fire(slot: _Slot, step: int = _OUTER) -> None:
    """Raise PluginTimeout in the slot's thread (caller holds ``_lock``)."""
    if step == _OUTER:
        slot.armed = False
    slot.fired = step
    ctypes.pythonapi.PyThreadState_SetAsyncExc(
        ctypes.c_ulong(slot.ident), ctypes.py_object(PluginTimeout)
    )


def _watch() -> None:
    """Poll every ``_POLL_S`` while some block or run of steps is in progress; otherwise wait
    for one to start (an idle workbench wakes no CPU), pruning finished threads' slots."""
    global _idle
    polls = 0
    while True:
        _idle = True  # set before looking: a block starting now either is seen or wakes us
        if not any(slot.armed or slot.stepping for slot in list(_slots.values())):
            _wake.wait(_IDLE_WAIT_S)
            _wake.clear()
            _idle = False
            polls += 1
            if polls % 10 == 0:
                _prune()
            continue
        _idle = False
        time.sleep(_POLL_S)
        now = _monotonic()
        for slot in list(_slots.values()):
            if slot.armed and now > slot.deadline:
                with _lock:
                    if slot.armed and now > slot.deadline and _slots.get(slot.ident) is slot:
                        _fire(slot)
            if slot.stepping:
                _watch_steps(slot, now)
            else:
                slot.seen_step = -1
        polls += 1
        if polls % _PRUNE_EVERY == 0:
            _prune()


def _watch_steps(slot: _Slot, now: float) -> None:
    """Fire at a step seen unchanged for longer than the slot's step limit (once per step)."""
    step = slot.step
    if step != slot.seen_step:
        slot.seen_step, slot.seen_at = step, now
    elif now - slot.seen_at > slot.step_limit:
        with _lock:
            if slot.stepping and slot.step == step and _slots.get(slot.ident) is slot:
                slot.seen_at = float("inf")  # fired once; the next step resets it
                _fire(slot, step)


def _prune() -> None:
    """Forget the slots of threads that have ended (a new thread may reuse an ident)."""
    alive = {t.ident for t in threading.enumerate()}
    with _lock:
        for ident in [i for i in _slots if i not in alive]:
            del _slots[ident]


def _ensure_thread() -> None:
    global _thread
    with _lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_watch, name="workbench-watchdog", daemon=True)
            _thread.start()


def thread_slot() -> _Slot:
    """This thread's slot (made on first use); ``slot.call(fn, *args)`` limits a call."""
    ident = _get_ident()
    slot = _slots.get(ident)
    if slot is None:
        if _thread is None or not _thread.is_alive():
            _ensure_thread()
        slot = _Slot(ident)
        with _lock:
            _slots[ident] = slot
    return slot


class time_limit:  # noqa: N801 - used like a function: ``with time_limit(): ...``
    """Raise PluginTimeout in this thread if the block runs longer than ``seconds``.

    Blocks may nest: an inner block never extends the enclosing block's deadline (the
    earlier deadline is watched), and the enclosing one is re-armed when the inner one ends.
    ``seconds <= 0`` means no limit for the block (an enclosing limit stays armed).
    """

    __slots__ = ("limit", "slot", "depth")

    def __init__(self, seconds: float | None = None) -> None:
        self.limit = DEFAULT_LIMIT_S if seconds is None else seconds

    def __enter__(self) -> None:
        if self.limit <= 0:
            self.slot = None
            return
        self.slot = slot = thread_slot()
        self.depth = slot.arm(self.limit)

    def __exit__(self, *exc: object) -> None:
        if self.slot is not None:
            self.slot.disarm(self.depth)


class steps:  # noqa: N801 - used like a function: ``with steps() as slot: ...``
    """A run of plugin calls, each limited to ``seconds`` (default ``DEFAULT_LIMIT_S``).

    ``with steps() as slot:``, then for every call ``slot.step = step = slot.step + 1`` before
    it and, when it raises PluginTimeout, ``slot.rerun_if_stray(step, fn, *args)``. Nested
    runs share the outer run's limit. Leaving the block takes the lock once, so nothing fires
    at the slot afterwards; a stray that arrives while leaving is dropped (its step ended).
    """

    __slots__ = ("seconds", "slot", "outer")

    def __init__(self, seconds: float | None = None) -> None:
        self.seconds = DEFAULT_LIMIT_S if seconds is None else seconds

    def __enter__(self) -> _Slot:
        self.slot = slot = thread_slot()
        self.outer = slot.stepping
        if not slot.stepping:
            slot.step_limit = self.seconds
            slot.step += 1  # a fresh step: the watchdog's view of an earlier run is stale
            slot.stepping = True
            _started()
        return slot

    def __exit__(self, *exc: object) -> None:
        if self.outer:
            return
        slot = self.slot
        try:
            with _lock:
                slot.stepping = False
            _check_point()
        except PluginTimeout:  # fired at the last step as it ended: that step had finished
            pass


def _check_point() -> None:
    """A function call: a pending asynchronous exception is delivered here at the latest."""
