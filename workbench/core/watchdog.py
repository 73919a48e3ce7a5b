"""Time limits for plugin code: a runaway rule is interrupted, not waited on forever.

One daemon thread watches the deadlines of calls made under ``time_limit``; when one passes,
it raises ``PluginTimeout`` inside the calling thread (CPython's asynchronous exception,
delivered at the next bytecode: pure-Python loops are interrupted, a blocking C call is
interrupted when it returns). Cheap enough to wrap every rule evaluation.
"""

from __future__ import annotations

import ctypes
import os
import threading
import time

DEFAULT_LIMIT_S = float(os.environ.get("WORKBENCH_RULE_TIME_LIMIT", "10"))
_POLL_S = 0.05


class PluginTimeout(Exception):
    """Plugin code ran past its time limit."""


class _Entry:
    __slots__ = ("deadline", "armed")

    def __init__(self, deadline: float) -> None:
        self.deadline = deadline
        self.armed = True


_lock = threading.Lock()
_entries: dict[int, _Entry] = {}
_thread: threading.Thread | None = None


def _watch() -> None:
    while True:
        time.sleep(_POLL_S)
        now = time.monotonic()
        for ident, entry in list(_entries.items()):
            if entry.armed and now > entry.deadline:
                with _lock:
                    if entry.armed and _entries.get(ident) is entry:
                        entry.armed = False
                        ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(ident), ctypes.py_object(PluginTimeout))


def _ensure_thread() -> None:
    global _thread
    with _lock:
        if _thread is None or not _thread.is_alive():
            _thread = threading.Thread(target=_watch, name="workbench-watchdog", daemon=True)
            _thread.start()


class time_limit:  # noqa: N801 - used like a function: ``with time_limit(): ...``
    """Raise PluginTimeout in this thread if the block runs longer than ``seconds``.

    A class rather than a generator context manager: it wraps every rule evaluation, so it
    must cost well under a microsecond.
    """

    __slots__ = ("limit", "entry", "outer", "ident")

    def __init__(self, seconds: float | None = None) -> None:
        self.limit = DEFAULT_LIMIT_S if seconds is None else seconds

    def __enter__(self) -> None:
        if self.limit <= 0:
            self.entry = None
            return
        if _thread is None:
            _ensure_thread()
        self.ident = ident = threading.get_ident()
        self.outer = _entries.get(ident)
        self.entry = entry = _Entry(time.monotonic() + self.limit)
        _entries[ident] = entry

    def __exit__(self, *exc: object) -> None:
        entry = self.entry
        if entry is None:
            return
        with _lock:
            entry.armed = False
            if self.outer is not None:
                _entries[self.ident] = self.outer
            else:
                _entries.pop(self.ident, None)
