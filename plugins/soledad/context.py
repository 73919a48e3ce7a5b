"""Facts several Soledad rules and sizing tools share, worked out once per evaluation.

One evaluation asks the same questions many times (is this development? how much impervious
surface is created or replaced? does Performance Requirement No. 2 apply?); ``facts(s, p)``
gives the context of one (scenario, parameters) pair, and ``once(ctx, fn)`` runs ``fn(ctx)``
the first time and gives the remembered answer afterwards.

Safety: the context is keyed by the identity of BOTH the scenario and the parameters mapping
and holds strong references to them, so neither id can be reused by another object while the
context lives (the core builds a fresh parameters dict for every evaluation). Only the latest
pair is kept (one slot: bounded memory). A MissingFact or a missing external figure is
remembered as its data and raised afresh on every ask, exactly as the uncached code raised
it; any other exception is not remembered (it recurs on the next ask).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from workbench.api import MissingFact, Parameter, Scenario

Params = Mapping[str, float | None]


class NeedParameter(Exception):
    """An external figure the rule needs is not set (the rule answers needs_info naming it)."""

    def __init__(self, param: Parameter) -> None:
        super().__init__(param.id)
        self.param = param


class Facts:
    """The shared facts of one (scenario, parameters) pair; see the module docstring."""

    __slots__ = ("s", "p", "site", "memo")

    def __init__(self, s: Scenario, p: Params | None) -> None:
        self.s = s
        self.p = p
        self.site = s.site
        self.memo: dict[Any, tuple] = {}


_LAST: tuple[Any, Any, Facts | None] = (None, None, None)


def facts(s: Scenario, p: Params) -> Facts:
    """The context of (s, p): the latest one when both are the same objects, else a new one."""
    global _LAST
    last = _LAST  # one read: another thread may replace it, never half-way
    if last[0] is s and last[1] is p:
        return last[2]  # type: ignore[return-value]
    ctx = Facts(s, p)
    _LAST = (s, p, ctx)
    return ctx


def peek(ctx: Facts, fn: Callable[[Facts], Any]) -> tuple:
    """What ``once`` remembers of ``fn(ctx)``, computing it the first time, without raising:
    ``(answer,)``, ``(None, field_name, why)`` for a MissingFact, ``(None, param)`` for a
    NeedParameter (any other exception propagates and is not remembered)."""
    memo = ctx.memo
    hit = memo.get(fn)
    if hit is None:
        try:
            hit = (fn(ctx),)
        except MissingFact as missing:
            hit = (None, missing.field_name, missing.why)
        except NeedParameter as need:
            hit = (None, need.param)
        memo[fn] = hit
    return hit


def once(ctx: Facts, fn: Callable[[Facts], Any]) -> Any:
    """``fn(ctx)``, computed once per context (MissingFact / NeedParameter re-raised each time)."""
    hit = ctx.memo.get(fn)
    if hit is None:
        hit = peek(ctx, fn)
    if len(hit) == 1:
        return hit[0]
    if len(hit) == 3:
        raise MissingFact(hit[1], hit[2])
    raise NeedParameter(hit[1])
