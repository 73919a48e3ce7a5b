"""Time limits for plugin code: a plugin call that runs too long is stopped, not waited on.

``with time_limit(): call_plugin()`` raises ``PluginTimeout`` inside the block when it runs
longer than ``DEFAULT_LIMIT_S`` seconds (``WORKBENCH_RULE_TIME_LIMIT``, default 10). The
caller records an ``error`` for that call and goes on; nothing is run again.

How: while blocks are in progress, one daemon thread looks every ``_POLL_S`` seconds for a
block past its deadline and raises ``PluginTimeout`` in that block's thread (CPython's
``PyThreadState_SetAsyncExc``); with none in progress it waits for one to start. The
exception arrives at the thread's next bytecode check: a pure-Python loop is stopped, a
long call into C code when it returns. Each block is stopped at most once, so plugin code
that catches every exception and carries on cannot be stopped this way (only a separate
process could).

No timeout escapes its block: the watchdog raises only while holding ``_lock``, only in a
thread whose innermost block is in progress and past its deadline, and a block ends under
the same lock. So the exception arrives inside the ``with`` statement (at the latest in its
exit), never in the code after it.
"""

from __future__ import annotations

import ctypes
import math
import os
import threading
import time

__all__ = ["DEFAULT_LIMIT_S", "PluginTimeout", "time_limit"]

DEFAULT_LIMIT_S = float(os.environ.get("WORKBENCH_RULE_TIME_LIMIT", "10"))
_POLL_S = 0.05  # how often the watchdog looks while blocks are in progress
_IDLE_S = 1.0  # how often it looks anyway while none is (a missed wake costs at most this)


class PluginTimeout(Exception):
    """Plugin code ran past its time limit."""


_lock = threading.Lock()  # held by the watchdog while it stops a block, and by a block ending
_blocks: dict[int, time_limit] = {}  # thread ident -> its innermost block in progress
_idle = False  # the watchdog is waiting for a block to start (see ``time_limit.__enter__``)
_started = threading.Event()
_thread: threading.Thread | None = None


class time_limit:  # noqa: N801 - used like a function: ``with time_limit(): ...``
    """Raise PluginTimeout in this thread if the block runs longer than ``seconds``.

    ``seconds``: default ``DEFAULT_LIMIT_S``; ``0`` or less: no limit of its own. Blocks
    may nest; an inner block ends no later than the block around it.
    """

    __slots__ = ("seconds", "deadline", "stopped", "outer", "ident")
    deadline: float  # monotonic seconds (math.inf: no limit), set on entering
    outer: time_limit | None  # the running block around this one
    stopped: bool
    ident: int

    def __init__(self, seconds: float | None = None) -> None:
        self.seconds = DEFAULT_LIMIT_S if seconds is None else seconds

    def __enter__(self) -> time_limit:
        self.ident = ident = threading.get_ident()
        self.stopped = False  # set by the watchdog when it raises PluginTimeout here
        deadline = time.monotonic() + self.seconds if self.seconds > 0 else math.inf
        outer = _running(_blocks.get(ident))
        if outer is not None and outer.deadline < deadline:
            deadline = outer.deadline
        self.outer, self.deadline = outer, deadline
        _blocks[ident] = self  # before reading _idle: the watchdog sees it or is woken
        if _idle or _thread is None:
            _wake_watchdog()
        return self

    def __exit__(self, *exc: object) -> None:
        outer = self.outer
        with _lock:
            if outer is None:
                _blocks.pop(self.ident, None)
            else:
                _blocks[self.ident] = outer
        if outer is not None and _idle:  # the outer block is watched again
            _started.set()


def _running(block: time_limit | None) -> time_limit | None:
    """The innermost block not stopped yet, from ``block`` outwards. (A stopped block may be
    left in ``_blocks`` when its timeout arrived as it was about to end; it is over.)"""
    while block is not None and block.stopped:
        block = block.outer
    return block


def _wake_watchdog() -> None:
    global _thread
    with _lock:
        if _thread is None:
            _thread = threading.Thread(target=_watch, name="workbench-time-limit", daemon=True)
            _thread.start()
    _started.set()


def _after_fork() -> None:
    """A forked child has no watchdog thread (the first block there starts one), and its
    copy of the lock may be held by a thread that does not exist there."""
    global _thread, _idle, _lock, _started
    _thread, _idle = None, False
    _lock, _started = threading.Lock(), threading.Event()
    _blocks.clear()


if hasattr(os, "register_at_fork"):  # not on Windows, which has no fork
    os.register_at_fork(after_in_child=_after_fork)


def _deadline(top: time_limit) -> float:
    block = _running(top)
    return math.inf if block is None else block.deadline


def _watch() -> None:
    """Stop the blocks past their deadline every ``_POLL_S``; wait while there are none."""
    global _idle
    while True:
        _idle = True  # before looking: a block starting now is either seen or wakes us
        if not any(_deadline(block) < math.inf for block in list(_blocks.values())):
            _started.wait(_IDLE_S)
            _started.clear()
            continue
        _idle = False
        time.sleep(_POLL_S)
        now = time.monotonic()
        with _lock:
            for ident, top in list(_blocks.items()):
                block = _running(top)
                if block is not None and block.deadline <= now:
                    block.stopped = True
                    ctypes.pythonapi.PyThreadState_SetAsyncExc(
                        ctypes.c_ulong(ident), ctypes.py_object(PluginTimeout)
                    )
