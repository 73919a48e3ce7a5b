"""Background work: evaluation, what-if sweeps and project-wide runs off the GUI thread.

Work is submitted on a named *channel* ("evaluate", "sweep", "project"). Each submission
bumps the channel's generation counter; a result that arrives for an older generation is
dropped, so a fast typist never sees a stale finding. Every task receives a ``Progress``
object: long tasks report steps through it and stop early when it is cancelled; a task that
cannot stop mid-way (a single continuous simulation inside a sizing tool) is abandoned: its
result is dropped when it arrives.
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal


class Cancelled(Exception):
    """Raised inside a task by ``Progress.check()`` after the user cancelled it."""


class Progress:
    """Handed to a task: report ``step(done, total, text)``; ``check()`` raises when cancelled."""

    def __init__(self, signals: _Signals, channel: str, generation: int) -> None:
        self._signals = signals
        self._channel = channel
        self._generation = generation
        self.event = threading.Event()

    @property
    def cancelled(self) -> bool:
        return self.event.is_set()

    def check(self) -> None:
        if self.event.is_set():
            raise Cancelled()

    def step(self, done: int, total: int, text: str = "") -> None:
        self.check()
        self._signals.progress.emit(self._channel, self._generation, done, total, text)


class _Signals(QObject):
    # channel, generation, payload
    done = Signal(str, int, object)
    failed = Signal(str, int, str)
    cancelled = Signal(str, int)
    progress = Signal(str, int, int, int, str)


class _Task(QRunnable):
    def __init__(
        self,
        fn: Callable[[Progress], Any],
        signals: _Signals,
        progress: Progress,
        channel: str,
        generation: int,
    ) -> None:
        super().__init__()
        self.setAutoDelete(True)
        self.fn = fn
        self.signals = signals
        self.progress = progress
        self.channel = channel
        self.generation = generation

    def run(self) -> None:  # runs on a pool thread
        try:
            result = self.fn(self.progress)
        except Cancelled:
            self.signals.cancelled.emit(self.channel, self.generation)
            return
        except Exception as error:  # noqa: BLE001 - reported to the user, never a crash
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            self.signals.failed.emit(self.channel, self.generation, detail)
            return
        if self.progress.cancelled:
            self.signals.cancelled.emit(self.channel, self.generation)
        else:
            self.signals.done.emit(self.channel, self.generation, result)


class _Job:
    """One live submission (a plain class: ``dataclasses`` costs the desktop's startup an
    import)."""

    __slots__ = (
        "generation",
        "label",
        "progress",
        "on_done",
        "on_error",
        "on_cancel",
        "cancellable",
        "started",
        "step",
    )

    def __init__(
        self,
        generation: int,
        label: str,
        progress: Progress,
        on_done: Callable[[Any], None],
        on_error: Callable[[str], None] | None,
        on_cancel: Callable[[], None] | None,
        cancellable: bool,
    ) -> None:
        self.generation = generation
        self.label = label
        self.progress = progress
        self.on_done = on_done
        self.on_error = on_error
        self.on_cancel = on_cancel
        self.cancellable = cancellable
        self.started = time.monotonic()
        self.step: tuple[int, int, str] = (0, 0, "")


class TaskRunner(QObject):
    """Runs tasks on a thread pool, one live job per channel, and reports busy state."""

    #: (label of the most recent busy job or "", done, total, cancellable); total 0 = busy
    activity = Signal(str, int, int, bool)
    error = Signal(str, str)  # channel, message

    def __init__(self, parent: QObject | None = None, max_threads: int = 2) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(max_threads)
        self._signals = _Signals()
        self._signals.done.connect(self._on_done)
        self._signals.failed.connect(self._on_failed)
        self._signals.cancelled.connect(self._on_cancelled)
        self._signals.progress.connect(self._on_progress)
        self._generation: dict[str, int] = {}
        self._jobs: dict[str, _Job] = {}

    # ----------------------------------------------------------------- API
    def submit(
        self,
        channel: str,
        fn: Callable[[Progress], Any],
        on_done: Callable[[Any], None],
        *,
        label: str = "",
        on_error: Callable[[str], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
        cancellable: bool = True,
    ) -> int:
        """Run ``fn(progress)`` off the GUI thread; ``on_done(result)`` runs on the GUI thread
        unless a newer job was submitted on the same channel meanwhile."""
        old = self._jobs.get(channel)
        if old is not None:
            old.progress.event.set()
        generation = self._generation.get(channel, 0) + 1
        self._generation[channel] = generation
        progress = Progress(self._signals, channel, generation)
        self._jobs[channel] = _Job(
            generation, label, progress, on_done, on_error, on_cancel, cancellable
        )
        self.pool.start(_Task(fn, self._signals, progress, channel, generation))
        self._emit_activity()
        return generation

    def cancel(self, channel: str | None = None, *, everything: bool = False) -> None:
        """Cancel one channel's job, or every cancellable job (``everything``: every job, e.g.
        the startup's plugin loading, which Esc must not stop). A cancelled job's result, if it
        still arrives, is dropped."""
        if channel:
            channels = [channel]
        else:
            channels = [name for name, job in self._jobs.items() if everything or job.cancellable]
        for name in channels:
            job = self._jobs.pop(name, None)
            if job is None:
                continue
            job.progress.event.set()
            self._generation[name] = self._generation.get(name, 0) + 1
            if job.on_cancel:
                job.on_cancel()
        self._emit_activity()

    def busy(self, channel: str | None = None) -> bool:
        return bool(self._jobs) if channel is None else channel in self._jobs

    def wait_idle(self, timeout_s: float = 30.0) -> bool:
        """Process events until no job is live (for screenshots and scripts)."""
        from PySide6.QtCore import QCoreApplication

        deadline = time.monotonic() + timeout_s
        while self._jobs and time.monotonic() < deadline:
            self.pool.waitForDone(20)
            QCoreApplication.processEvents()
        QCoreApplication.processEvents()
        return not self._jobs

    def shutdown(self) -> None:
        self.cancel(everything=True)
        self.pool.clear()
        self.pool.waitForDone(2000)

    # ----------------------------------------------------------------- slots
    def _current(self, channel: str, generation: int) -> _Job | None:
        job = self._jobs.get(channel)
        if job is None or job.generation != generation:
            return None
        return job

    def _on_done(self, channel: str, generation: int, result: object) -> None:
        job = self._current(channel, generation)
        if job is None:
            return  # stale: a newer job replaced it, or it was cancelled
        del self._jobs[channel]
        self._emit_activity()
        job.on_done(result)

    def _on_failed(self, channel: str, generation: int, message: str) -> None:
        job = self._current(channel, generation)
        if job is None:
            return
        del self._jobs[channel]
        self._emit_activity()
        if job.on_error:
            job.on_error(message)
        else:
            self.error.emit(channel, message)

    def _on_cancelled(self, channel: str, generation: int) -> None:
        job = self._current(channel, generation)
        if job is None:
            return
        del self._jobs[channel]
        self._emit_activity()
        if job.on_cancel:
            job.on_cancel()

    def _on_progress(self, channel: str, generation: int, done: int, total: int, text: str) -> None:
        job = self._current(channel, generation)
        if job is None:
            return
        job.step = (done, total, text)
        self._emit_activity()

    def _emit_activity(self) -> None:
        if not self._jobs:
            self.activity.emit("", 0, 0, False)
            return
        job = max(self._jobs.values(), key=lambda j: j.started)
        done, total, text = job.step
        label = job.label + (f": {text}" if text else "")
        self.activity.emit(label, done, total, any(j.cancellable for j in self._jobs.values()))
