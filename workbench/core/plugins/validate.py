"""Checks on what a plugin returns: a descriptor the core cannot use is named and left out.

``malformed(item, kind_type)`` says why one descriptor (``workbench.core.rules``) is unusable:
the wrong type, no id, no or bad citations, or a field of its own out of range (a category,
unit, kind, basis or status the core does not know, a function that is not callable, a form
check naming a field its form lacks, a rule, tool or classification function that cannot be
called with the one evaluation context, ``fn(ctx)``). Penalty schedules are checked whole,
because their figures are multiplied out in every evaluation.
"""

from __future__ import annotations

import inspect
import math
from typing import Any

from workbench.core.rules import (
    CATEGORIES,
    DEADLINE_KINDS,
    DEADLINE_UNITS,
    PENALTY_BASES,
    ApplicabilityRule,
    Citation,
    Classification,
    DeadlineRule,
    DischargeRule,
    Exemption,
    FormCheck,
    FormSpec,
    Parameter,
    PenaltySchedule,
    PenaltyTier,
    SizingTool,
    TermMap,
)


def _check_citations(citations: Any) -> str | None:
    if not isinstance(citations, tuple | list) or not citations:
        return "has no citations"
    for c in citations:
        if not isinstance(c, Citation):
            return f"citation {c!r} is not a Citation"[:120]
        if not c.external and (
            c.lines is None or len(c.lines) != 2 or c.lines[0] > c.lines[1] or c.lines[0] < 1
        ):
            return f"citation lines {c.lines!r} are not a 1-based range"
    return None


def malformed(item: Any, kind_type: type[Any]) -> str | None:
    """Why a returned descriptor is unusable, or None."""
    if not isinstance(item, kind_type):
        return f"{type(item).__name__} is not a {kind_type.__name__}"
    item_id = getattr(item, "id", None)
    if not isinstance(item_id, str) or not item_id:
        return f"{kind_type.__name__} without an id"
    label = f"{kind_type.__name__} {item_id!r}"
    if kind_type is Parameter:
        return None
    if isinstance(item, TermMap) and item.relation == "own":
        if item.core or not item.reason:
            return f"{label} is the city's own term: no core terms, and a reason"
        return None
    problem = _check_citations(item.citations)
    if problem:
        return f"{label} {problem}"
    check = _CHECKS.get(kind_type)
    return check(item, label) if check else None


def _not_callable(label: str, **functions: Any) -> str | None:
    """The first of ``functions`` (name -> value; ``when`` may be None) that is not callable."""
    for name, function in functions.items():
        if not callable(function) and not (name == "when" and function is None):
            return f"{label} {name} is not callable"
    return None


def _takes_context(label: str, name: str, function: Any) -> str | None:
    """Why ``function`` (callable) cannot be called as ``function(ctx)``, or None: a rule,
    tool or classification takes the evaluation context and nothing else."""
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):  # a builtin without a signature: let the call decide
        return None
    try:
        signature.bind(None)
    except TypeError:
        return (
            f"{label} {name} must take one argument, the evaluation context "
            f"({name}(ctx)), not {name}{signature}"
        )[:200]
    return None


def _context_function(label: str, name: str, function: Any) -> str | None:
    """A callable that takes the evaluation context (see ``_takes_context``)."""
    return _not_callable(label, **{name: function}) or _takes_context(label, name, function)


def _malformed_applicability(item: ApplicabilityRule, label: str) -> str | None:
    if item.category not in CATEGORIES:
        return f"{label} has unknown category {item.category!r}"
    return _context_function(label, "evaluate", item.evaluate)


def _malformed_sizing(item: SizingTool, label: str) -> str | None:
    return _context_function(label, "compute", item.compute) or _not_callable(label, when=item.when)


def _malformed_deadline(item: DeadlineRule, label: str) -> str | None:
    if item.unit not in DEADLINE_UNITS:
        return f"{label} has unknown unit {item.unit!r}"
    if isinstance(item.amount, bool) or not isinstance(item.amount, int) or item.amount < 0:
        return f"{label} amount must be a non-negative integer"
    if not item.trigger or not isinstance(item.trigger, str):
        return f"{label} has no trigger"
    if item.direction not in ("after", "before"):
        return f"{label} has unknown direction {item.direction!r}"
    if item.kind not in DEADLINE_KINDS:
        return f"{label} has unknown kind {item.kind!r}"
    if item.inclusive_end and (
        item.unit not in ("calendar_days", "months", "years")
        or item.direction != "after"
        or item.amount < 1
    ):
        return f"{label} inclusive_end needs at least 1 calendar day, month or year after"
    return _not_callable(label, when=item.when)


def _malformed_form_checks(spec: FormSpec, label: str) -> str | None:
    """A form's own checks name its fields, cite their lines and can be called."""
    fields = {f.id for f in spec.fields}
    if spec.filed_field and not any(
        f.id == spec.filed_field and f.kind in ("date", "datetime") for f in spec.fields
    ):
        return f"{label} filed_field {spec.filed_field!r} is not a date field of the form"
    for check in spec.checks:
        if not isinstance(check, FormCheck) or not check.id:
            return f"{label} has a check that is not a FormCheck with an id"
        if not callable(check.check):
            return f"{label} check {check.id!r} is not callable"
        unknown = [fid for fid in check.fields if fid not in fields]
        if unknown:
            return f"{label} check {check.id!r} names unknown fields {unknown}"
        problem = _check_citations(check.citations)
        if problem:
            return f"{label} check {check.id!r} {problem}"
    return None


def _malformed_discharge(item: DischargeRule, label: str) -> str | None:
    if item.status not in ("exempt", "conditional", "prohibited"):
        return f"{label} has unknown status {item.status!r}"
    return None


def _amount_problem(amount: Any) -> str | None:
    """Why a penalty amount is unusable (it must be None or a finite number >= 0), or None."""
    if amount is None:
        return None
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        return f"is {type(amount).__name__} {amount!r}, not a number"[:120]
    if not math.isfinite(amount) or amount < 0:
        return f"is {amount!r}, not a finite amount >= 0"
    return None


def _malformed_penalty(item: PenaltySchedule, label: str) -> str | None:
    """A penalty schedule's fields are multiplied out for every evaluation: check them once."""
    if item.basis not in PENALTY_BASES:
        return f"{label} has unknown basis {item.basis!r}"
    if item.per not in ("violation_day", "violation", "occurrence"):
        return f"{label} has unknown per {item.per!r}"
    problem = _amount_problem(item.max_usd)
    if problem:
        return f"{label} max_usd {problem}"
    if not isinstance(item.tiers, tuple | list):
        return f"{label} tiers must be a list of PenaltyTier"
    for tier in item.tiers:
        if not isinstance(tier, PenaltyTier):
            return f"{label} tier {tier!r} is not a PenaltyTier"[:160]
        if isinstance(tier.from_violation, bool) or not isinstance(tier.from_violation, int):
            problem = f"tier from_violation {tier.from_violation!r} is not a whole number"
            return f"{label} {problem}"[:160]
        problem = _amount_problem(tier.max_usd)
        if problem:
            return f"{label} tier max_usd {problem}"
    if not isinstance(item.applies_to, tuple | list) or not all(
        isinstance(k, str) for k in item.applies_to
    ):
        return f"{label} applies_to must be a list of violation kinds"
    if not isinstance(item.each_day_separate, bool):
        return f"{label} each_day_separate must be true or false"
    return None


#: descriptor type -> the check of its own fields (after the id and citations)
_CHECKS: dict[type, Any] = {
    ApplicabilityRule: _malformed_applicability,
    Classification: lambda item, label: _context_function(label, "decide", item.decide),
    Exemption: lambda item, label: _context_function(label, "conditions", item.conditions),
    SizingTool: _malformed_sizing,
    DeadlineRule: _malformed_deadline,
    FormSpec: _malformed_form_checks,
    PenaltySchedule: _malformed_penalty,
    DischargeRule: _malformed_discharge,
}
