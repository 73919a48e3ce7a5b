"""Penalty exposure: the maximum an ordinance allows for given violations, never a "fine".

A ``PenaltySchedule`` (``rules.py``) is multiplied out here:

* ``per="violation_day"``: amount x violations x days;
* ``per="violation"``: amount x violations (x days when ``each_day_separate``);
* ``per="occurrence"``: amount once.

Escalating tiers (e.g. $100 first, $200 second, $500 each further violation): the k-th
counted violation (1-based) uses the tier with the largest ``from_violation <= k``. With
``each_day_separate`` every day of every violation is a counted violation, numbered day 1 of
all violations, then day 2, and so on. Imprisonment is reported as text, never summed.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import repeat
from operator import mul

from workbench.core.rules import Citation, PenaltySchedule, PenaltyTier

__all__ = ["Exposure", "estimate", "estimate_many", "usd"]


@lru_cache(maxsize=8192, typed=True)
def usd(x: float) -> str:
    """Money as text: ``usd(12000) == "$12,000"``, cents only when there are any.

    Memoised: amounts repeat (a schedule's amount times small counts of violations and days)
    and formatting with thousands separators is slow next to a lookup.
    """
    sign = "-" if x < 0 else ""
    x = abs(x)
    cents = round(x, 2)
    whole = int(cents)
    if cents == whole:
        return f"{sign}${whole:,}"
    return f"{sign}${x:,.2f}"


@dataclass
class Exposure:
    """Maximum exposure under one schedule for the violations given.

    ``max_usd`` is None when the ordinance states no amount (``notes`` says why).
    ``cumulative_by_day[j]`` is the maximum cumulative exposure at the end of day j+1.
    """

    schedule_id: str
    title: str
    basis: str
    max_usd: float | None
    arithmetic: list[str]
    imprisonment: str | None
    factors: list[str]
    notes: str
    citations: list[Citation]
    cumulative_by_day: list[float | None]
    flags: list[str] = field(default_factory=list)
    jurisdiction: str = ""


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}" if n == 1 else f"{n:,} {word}s"


def _check(violations: int, days: int) -> None:
    for name, value in (("violations", violations), ("days", days)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{name} must be a whole number (got {value!r})")
        if value < 1:
            raise ValueError(f"{name} must be >= 1 (got {value})")


def _tier_for(tiers: Sequence[PenaltyTier], k: int) -> PenaltyTier:
    best: PenaltyTier | None = None
    for tier in tiers:
        if tier.from_violation <= k and (best is None or tier.from_violation > best.from_violation):
            best = tier
    if best is None:
        raise ValueError(f"no penalty tier covers violation {k} (lowest from_violation is higher)")
    return best


def _tier_runs(tiers: Sequence[PenaltyTier], n: int) -> list[tuple[int, int, PenaltyTier]]:
    """Counted violations 1..n grouped into runs (first, last, tier) of the same tier."""
    starts = sorted({max(1, t.from_violation) for t in tiers if t.from_violation <= n} | {1})
    runs: list[tuple[int, int, PenaltyTier]] = []
    for i, first in enumerate(starts):
        last = starts[i + 1] - 1 if i + 1 < len(starts) else n
        runs.append((first, last, _tier_for(tiers, first)))
    return runs


def _tier_sum(tiers: Sequence[PenaltyTier], n: int) -> float | None:
    """Sum of the tier amounts of counted violations 1..n (None if any used tier is None)."""
    total = 0.0
    for first, last, tier in _tier_runs(tiers, n):
        if tier.max_usd is None:
            return None
        total += tier.max_usd * (last - first + 1)
    return total


def _tier_sums(tiers: Sequence[PenaltyTier], counts: list[int]) -> list[float | None]:
    """``[_tier_sum(tiers, n) for n in counts]`` for increasing ``counts``, walking the tier
    runs once: the sum of the runs already complete is kept, and each count adds its open
    run (the same additions in the same order as ``_tier_sum``, so the same floats)."""
    starts = sorted({max(1, t.from_violation) for t in tiers} | {1})
    amounts = [_tier_for(tiers, first).max_usd for first in starts]
    sums: list[float | None] = []
    complete: float | None = 0.0  # runs 0..m-2, each complete (None: one states no amount)
    m = 0  # runs started: starts[:m] <= n
    for n in counts:
        while m < len(starts) and starts[m] <= n:
            if m:  # run m-1 is complete now: add it whole
                before = amounts[m - 1]
                complete = None if complete is None or before is None else (
                    complete + before * (starts[m] - starts[m - 1]))
            m += 1
        k = m - 1 if m else 0  # the open run (run 0, empty, for a count of 0)
        amount = amounts[k]
        sums.append(None if complete is None or amount is None else complete + amount * (n - starts[k] + 1))
    return sums


def _counted_by_day(items: Sequence[tuple[str, int, int]], horizon: int) -> list[int]:
    """``[sum(c * min(j, d) for _, c, d in items) for j in 1..horizon]``, by running total:
    day j adds the counts of the violations still going on that day (whole numbers: exact)."""
    if len(items) == 1:
        c = items[0][1]  # a single violation lasts the whole horizon: c, 2c, ... c x horizon
        return list(range(c, c * horizon + 1, c))
    ending: dict[int, int] = {}
    rate = 0
    for _, c, d in items:
        rate += c
        ending[d] = ending.get(d, 0) + c
    counted = []
    n = 0
    for j in range(1, horizon + 1):
        n += rate
        counted.append(n)
        rate -= ending.get(j, 0)
    return counted


def _exposure(schedule: PenaltySchedule, items: Sequence[tuple[str, int, int]]) -> Exposure:
    """Exposure for one schedule over (label, violations, days) items (labels may be "").

    The callers have checked the counts (``_check``). Evaluations call this for every
    schedule a site's violations fall under, so the common paths avoid helper calls.
    """
    arithmetic: list[str] = []
    notes: list[str] = []
    horizon = 0
    labelled = len(items) > 1
    for label, _, days in items:
        if days > horizon:
            horizon = days
        if label:
            labelled = True

    def tag(label: str) -> str:
        return f"{label}: " if labelled and label else ""

    total: float | None
    cumulative: list[float | None]
    floats = False  # True when every cumulative value is already a float

    if schedule.tiers:
        tiers = schedule.tiers
        if schedule.per == "occurrence":
            amount = _tier_for(tiers, 1).max_usd
            total = amount
            arithmetic.append(f"{_amount_text(amount)} once per occurrence")
            cumulative = [amount] * horizon
        elif schedule.each_day_separate:
            n = sum(c * d for _, c, d in items)
            arithmetic.append(
                "Assumes each day of each violation is a separate counted violation for the "
                "tiers, as the ordinance states (numbered day 1 of all violations, then day 2, "
                "...):"
            )
            for label, c, d in items:
                arithmetic.append(
                    f"  {tag(label)}{_plural(c, 'violation')} x {_plural(d, 'day')} = "
                    f"{_plural(c * d, 'counted violation')}"
                )
            if labelled:
                arithmetic.append(
                    f"  {_plural(n, 'counted violation')} in all; the tiers escalate across "
                    "every kind this schedule covers"
                )
            total = _tier_lines(tiers, n, arithmetic)
            cumulative = _tier_sums(tiers, _counted_by_day(items, horizon))
            floats = True  # sums started at 0.0: floats or None
        elif schedule.per == "violation_day":
            # The k-th violation's tier amount applies for each day that violation lasts.
            runs = _tier_day_runs(tiers, items)
            for label, c, d in items:
                arithmetic.append(f"  {tag(label)}{_plural(c, 'violation')} x {_plural(d, 'day')}")
            total = _tier_day_lines(runs, arithmetic)
            cumulative = [_tier_day_sum(runs, j) for j in range(1, horizon + 1)]
            floats = True  # sums started at 0.0
        else:  # per violation, days do not multiply
            n = sum(c for _, c, _ in items)
            for label, c, d in items:
                arithmetic.append(
                    f"  {tag(label)}{_plural(c, 'violation')} (lasting {_plural(d, 'day')}; "
                    "the amount is per violation, not per day)"
                )
            total = _tier_lines(tiers, n, arithmetic)
            cumulative = [total] * horizon
            floats = True  # the sum started at 0.0
    else:
        amount = schedule.max_usd
        if schedule.per == "occurrence":
            total = amount
            arithmetic.append(f"{_amount_text(amount)} once per occurrence")
            cumulative = [amount] * horizon
        else:
            per_day = schedule.per == "violation_day" or schedule.each_day_separate
            unit = "per violation per day" if schedule.per == "violation_day" else "per violation"
            head = f"{_amount_text(amount)} {unit} x "
            subtotals: list[float | None] = []
            for label, c, d in items:
                if per_day:
                    sub = None if amount is None else amount * c * d
                    expr = _violation_days_text(c, d)
                else:
                    sub = None if amount is None else amount * c
                    expr = _plural(c, "violation")
                line = f"{head}{expr} = {_amount_text(sub)}"
                arithmetic.append(f"{label}: {line}" if labelled and label else line)
                subtotals.append(sub)
            if schedule.each_day_separate and schedule.per == "violation":
                arithmetic.append(
                    "Assumes each day of each violation is a separate violation, as the "
                    "ordinance states (violations x days counted violations)."
                )
            total = None if amount is None else sum(s for s in subtotals if s is not None)
            if labelled and total is not None:
                arithmetic.append(f"Total = {usd(total)}")
            if amount is None:
                cumulative = [None] * horizon
                floats = True
            elif per_day:
                cumulative = list(map(mul, repeat(amount, horizon), _counted_by_day(items, horizon)))
                floats = type(amount) is float
            else:
                cumulative = [total] * horizon
                floats = type(total) is float

    if total is None:
        notes.append(
            "A tier these violations reach states no amount; no total can be given."
            if schedule.tiers
            else "The ordinance states no amount for this penalty; no total can be given."
        )
    if schedule.imprisonment:
        notes.append(f"Imprisonment ({schedule.imprisonment}) is reported, not summed.")
    if schedule.notes:
        notes.insert(0, schedule.notes)
    text = " ".join([n for n in notes if n])
    total = None if total is None else float(total)
    if not floats:
        cumulative = [None if v is None else float(v) for v in cumulative]
    return Exposure(
        schedule_id=schedule.id,
        title=schedule.title,
        basis=schedule.basis,
        max_usd=total,
        arithmetic=arithmetic,
        imprisonment=schedule.imprisonment,
        factors=list(schedule.factors),
        notes=text,
        citations=list(schedule.citations),
        cumulative_by_day=cumulative,
        flags=list(schedule.flags),
        jurisdiction=schedule.jurisdiction,
    )


@lru_cache(maxsize=4096)
def _violation_days_text(c: int, d: int) -> str:
    """``2 violations x 3 days`` (small whole numbers repeat: kept)."""
    return f"{_plural(c, 'violation')} x {_plural(d, 'day')}"


def _amount_text(amount: float | None) -> str:
    return "no stated amount" if amount is None else usd(amount)


def _tier_lines(tiers: Sequence[PenaltyTier], n: int, arithmetic: list[str]) -> float | None:
    """Append one line per run of the same tier over counted violations 1..n; return the sum."""
    total: float | None = 0.0
    for first, last, tier in _tier_runs(tiers, n):
        k = last - first + 1
        which = f"violation {first}" if k == 1 else f"violations {first}-{last}"
        label = f" ({tier.label})" if tier.label else ""
        if tier.max_usd is None:
            arithmetic.append(f"  {which}{label}: no stated amount")
            total = None
        else:
            sub = tier.max_usd * k
            arithmetic.append(f"  {which}{label}: {usd(tier.max_usd)} x {k:,} = {usd(sub)}")
            if total is not None:
                total += sub
    arithmetic.append(
        f"Total = {usd(total)}" if total is not None else "Total: not stated (a tier has no amount)"
    )
    return total


def _tier_day_runs(
    tiers: Sequence[PenaltyTier], items: Sequence[tuple[str, int, int]]
) -> list[tuple[int, int, PenaltyTier, int]]:
    """Violations numbered across items, grouped into runs (first, last, tier, days)."""
    runs: list[tuple[int, int, PenaltyTier, int]] = []
    start = 1
    for _, c, d in items:
        for first, last, tier in _tier_runs(tiers, start + c - 1):
            lo, hi = max(first, start), last
            if lo <= hi:
                runs.append((lo, hi, tier, d))
        start += c
    return runs


def _tier_day_lines(
    runs: Sequence[tuple[int, int, PenaltyTier, int]], arithmetic: list[str]
) -> float | None:
    """Lines for per-day tiers: violation k pays its tier's amount for each of its days."""
    total: float | None = 0.0
    for first, last, tier, d in runs:
        k = last - first + 1
        which = f"violation {first}" if k == 1 else f"violations {first}-{last}"
        label = f" ({tier.label})" if tier.label else ""
        if tier.max_usd is None:
            arithmetic.append(f"  {which}{label}: no stated amount")
            total = None
            continue
        sub = tier.max_usd * k * d
        arithmetic.append(
            f"  {which}{label}: {usd(tier.max_usd)} per day x {k:,} x {_plural(d, 'day')} "
            f"= {usd(sub)}"
        )
        if total is not None:
            total += sub
    arithmetic.append(
        f"Total = {usd(total)}" if total is not None else "Total: not stated (a tier has no amount)"
    )
    return total


def _tier_day_sum(runs: Sequence[tuple[int, int, PenaltyTier, int]], j: int) -> float | None:
    """Cumulative per-day tier exposure at the end of day ``j``."""
    total = 0.0
    for first, last, tier, d in runs:
        if tier.max_usd is None:
            return None
        total += tier.max_usd * (last - first + 1) * min(j, d)
    return total


def estimate(schedule: PenaltySchedule, violations: int, days: int) -> Exposure:
    """Maximum exposure under ``schedule`` for ``violations`` each lasting ``days`` days."""
    _check(violations, days)
    return _exposure(schedule, [("", violations, days)])


def estimate_many(
    schedules: Iterable[PenaltySchedule], violation_list: list[tuple[str, int, int]]
) -> list[Exposure]:
    """Exposure under each schedule for (kind, count, days) violations.

    A schedule covers a kind when ``applies_to`` is empty or contains it; schedules that
    cover none of the kinds are left out. Amounts are summed over the covered kinds with a
    line of arithmetic for each; escalating tiers number the counted violations across all
    covered kinds (the escalation does not restart for each kind).
    """
    if not violation_list:
        raise ValueError("violation_list must name at least one (kind, count, days)")
    for kind, count, days in violation_list:
        try:
            _check(count, days)
        except ValueError as exc:
            raise ValueError(f"violation {kind!r}: {exc}") from None
    out: list[Exposure] = []
    for schedule in schedules:
        covered = [
            item
            for item in violation_list
            if not schedule.applies_to or item[0] in schedule.applies_to
        ]
        if covered:
            out.append(_exposure(schedule, covered))
    return out
