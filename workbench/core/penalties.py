"""Penalty exposure: the maximum an ordinance allows for given violations, never a "fine".

A ``PenaltySchedule`` (``rules.py``) is multiplied out here:

* ``per="violation_day"``: amount x violations x days;
* ``per="violation"``: amount x violations (x days when ``each_day_separate``);
* ``per="occurrence"``: amount once.

Escalating tiers (e.g. $100 first, $200 second, $500 each further violation): the k-th
counted violation (1-based) uses the tier with the largest ``from_violation <= k``. With
``each_day_separate`` every day of every violation is a counted violation, numbered day 1 of
all violations, then day 2, and so on. Imprisonment is reported as text, never summed.

Speed (issue 9): evaluations estimate every schedule a site's violations fall under, so what
depends only on the schedule (amounts as floats, texts, notes, tier runs, the entry's fixed
part) is derived once by ``prepare``, and ``result_entries`` builds an evaluation's entries
from that; ``estimate`` and ``estimate_many`` keep what they prepare for the next call with the
same schedule. Amounts of whole dollars add up exactly in floats, so a day's cumulative maximum is the
day before's plus that day's amounts (as exact as one product a day, and cheaper).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate, chain, repeat
from operator import itemgetter, mul
from typing import Any

from workbench.core.rules import Citation, Parameter, PenaltySchedule, PenaltyTier, external

__all__ = [
    "STATE_FINE_CAP",
    "Exposure",
    "Prepared",
    "estimate",
    "estimate_many",
    "prepare",
    "result_entries",
    "state_flags",
    "state_penalty_defaults",
    "usd",
]

#: (label or kind, violations, days); labels may be "".
Item = tuple[str, int, int]


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


@lru_cache(maxsize=4096)
def _violation_days_text(c: int, d: int) -> str:
    """``2 violations x 3 days`` (small whole numbers repeat: kept)."""
    return f"{_plural(c, 'violation')} x {_plural(d, 'day')}"


@lru_cache(maxsize=1024)
def _in_all(n: int) -> str:
    """The line under the items' lines of escalating tiers over several kinds."""
    return (
        f"  {_plural(n, 'counted violation')} in all; the tiers escalate across every kind this "
        "schedule covers"
    )


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


def _money(amount: float | None) -> float | None:
    """An amount as a float (exact for whole dollars below 2**53), so every sum is a float."""
    return None if amount is None else float(amount)


def _amount_text(amount: float | None) -> str:
    return "no stated amount" if amount is None else usd(amount)


# How a prepared schedule multiplies out (``Prepared.path``).
_ONCE = 0  # per occurrence (flat, or the first tier's amount)
_PER_VIOLATION = 1  # flat amount x violations
_PER_DAY = 2  # flat amount x violations x days (per violation_day, or each day separate)
_TIERS_EACH_DAY = 3  # tiers over every day of every violation
_TIERS_PER_DAY = 4  # the k-th violation's tier amount for each of its days
_TIERS_PER_VIOLATION = 5  # tiers over violations, days do not multiply
_NO_FIRST_TIER = 6  # tiers that do not cover violation 1: estimating raises

_SEPARATE_VIOLATIONS = (
    "Assumes each day of each violation is a separate violation, as the ordinance states "
    "(violations x days counted violations)."
)
_SEPARATE_TIERS = (
    "Assumes each day of each violation is a separate counted violation for the tiers, as the "
    "ordinance states (numbered day 1 of all violations, then day 2, ...):"
)


class Prepared:
    """What estimating one schedule needs, derived once from it (``prepare``).

    ``entry`` (made by ``prepare``) is the schedule's part of a ``result_entries`` entry,
    copied for each one: its ``factors``, ``flags`` and ``citations`` (as JSON) lists are made
    once and shared by every entry (read-only); ``Exposure`` gets lists of its own.
    """

    __slots__ = (
        "schedule",
        "entry",
        "applies_to",
        "path",
        "amount",
        "whole",
        "text",
        "separate",
        "lines",
        "open_lines",
        "notes",
        "notes_no_total",
        "starts",
        "tiers",
        "amounts",
        "complete",
        "run_lines",
        "error",
    )

    def __init__(self, schedule: PenaltySchedule) -> None:
        self.schedule = schedule
        #: the violation kinds covered; None: every kind
        self.applies_to = frozenset(schedule.applies_to) if schedule.applies_to else None
        imprisonment = (
            f"Imprisonment ({schedule.imprisonment}) is reported, not summed."
            if (schedule.imprisonment)
            else ""
        )
        no_total = (
            "A tier these violations reach states no amount; no total can be given."
            if schedule.tiers
            else "The ordinance states no amount for this penalty; no total can be given."
        )
        self.notes = " ".join(filter(None, (schedule.notes, imprisonment)))
        self.notes_no_total = " ".join(filter(None, (schedule.notes, no_total, imprisonment)))
        self.separate = ""  # a line after the items' lines, or ""
        #: item lines by count (and days), made on first use: they repeat (see _figures); and
        #: tiers: the line of the last run reached by n counted violations, by n
        self.lines: dict[int, str] = {}
        self.open_lines: dict[int, str] = {}
        self.error = ""
        #: the amounts that days add up (flat: the amount; tiers: the last run's, and the sum of
        #: the runs before it) are whole dollars: running sums of them are exact (below 2**53)
        self.whole = False
        # Tier runs: counted violations starts[i]..starts[i+1]-1 use tiers[i] (amounts[i] as a
        # float); complete[i] sums the runs before run i (None once one states no amount), and
        # run_lines[i] is the line of run i once complete (every run but the last).
        self.starts: list[int] = []
        self.tiers: list[PenaltyTier] = []
        self.amounts: list[float | None] = []
        self.complete: list[float | None] = []
        self.run_lines: list[str] = []
        if schedule.tiers:
            starts = self.starts = sorted({max(1, t.from_violation) for t in schedule.tiers} | {1})
            try:
                self.tiers = [_tier_for(schedule.tiers, first) for first in starts]
            except ValueError as error:  # raised when an estimate needs the tiers
                self.path, self.error = _NO_FIRST_TIER, str(error)
                self.amount, self.text = None, ""
                return
            self.amounts = [_money(t.max_usd) for t in self.tiers]
            total: float | None = 0.0
            for i, amount in enumerate(self.amounts):
                self.complete.append(total)
                if i + 1 < len(starts):  # the same additions in the same order as _tier_lines
                    self.run_lines.append(
                        _run_line(starts[i], starts[i + 1] - 1, self.tiers[i], amount)
                    )
                    total = (
                        None
                        if total is None or amount is None
                        else (total + amount * (starts[i + 1] - starts[i]))
                    )
            last, before = self.amounts[-1], self.complete[-1]
            self.whole = (
                last is not None
                and last.is_integer()
                and before is not None
                and before.is_integer()
            )
            self.amount = self.amounts[0]
            if schedule.per == "occurrence":
                self.path = _ONCE
            elif schedule.each_day_separate:
                self.path = _TIERS_EACH_DAY
                self.separate = _SEPARATE_TIERS
            elif schedule.per == "violation_day":
                self.path = _TIERS_PER_DAY
            else:
                self.path = _TIERS_PER_VIOLATION
        else:
            self.amount = _money(schedule.max_usd)
            self.whole = self.amount is not None and self.amount.is_integer()
            if schedule.per == "occurrence":
                self.path = _ONCE
            else:
                per_day = schedule.per == "violation_day" or schedule.each_day_separate
                self.path = _PER_DAY if per_day else _PER_VIOLATION
                if schedule.each_day_separate and schedule.per == "violation":
                    self.separate = _SEPARATE_VIOLATIONS
        unit = "per violation per day" if schedule.per == "violation_day" else "per violation"
        # per occurrence: the whole line; per violation (day): the head of each item's line
        self.text = (
            f"{_amount_text(self.amount)} once per occurrence"
            if self.path == _ONCE
            else f"{_amount_text(self.amount)} {unit} x "
        )

    def runs(self, n: int) -> Iterator[tuple[int, int, PenaltyTier]]:
        """Counted violations 1..n grouped into runs (first, last, tier) of the same tier."""
        starts = self.starts
        last_run = len(starts) - 1
        for i, first in enumerate(starts):
            if first > n:
                return
            end = starts[i + 1] - 1 if i < last_run else n
            yield first, min(end, n), self.tiers[i]


def prepare(schedule: PenaltySchedule) -> Prepared:
    """A schedule's constants for ``result_entries`` (derive once, use for every estimate)."""
    p = Prepared(schedule)
    p.entry = {
        "rule_id": schedule.id,
        "title": schedule.title,
        "basis": schedule.basis,
        "max_usd": None,
        "imprisonment": schedule.imprisonment,
        "notes": "",
        "arithmetic": [],
        "factors": list(schedule.factors),
        "flags": [*schedule.flags, *state_flags(schedule)],
        "cumulative_by_day": [],
        "citations": [c.to_json() for c in schedule.citations],
    }
    return p


_DAYS = itemgetter(2)
_KIND = itemgetter(0)
_EXACT = 2.0**53  # whole numbers of dollars below this add up exactly in floats


def _figures(
    p: Prepared, items: Sequence[Item], horizon: int
) -> tuple[float | None, list[str], list[float | None]]:
    """(total, arithmetic, cumulative_by_day) under ``p`` for checked, covered items lasting
    up to ``horizon`` days.

    Every number is a float or None (``Prepared`` holds the amounts as floats, sums start at
    0.0). A label prefixes its item's line; the lines that sum up several items appear when
    there are several items or a label.
    """
    path = p.path
    if path == _ONCE:
        return p.amount, [p.text], [p.amount] * horizon
    labelled = len(items) > 1 or bool(items[0][0])
    arithmetic: list[str] = []
    if path <= _PER_DAY:  # a flat amount
        amount, lines = p.amount, p.lines
        per_day = path == _PER_DAY
        total = 0.0
        for label, c, d in items:
            # p.lines keeps the line of each count (and days): they repeat across sites
            key = (c << 16 | d if d < 65536 else -1) if per_day else c
            line = lines.get(key) or _flat_line(p, c, d, key)
            if amount is not None:
                total += amount * c * d if per_day else amount * c
            arithmetic.append(f"{label}: {line}" if label else line)
        if p.separate:
            arithmetic.append(p.separate)
        if amount is None:
            return None, arithmetic, [None] * horizon
        if labelled:
            arithmetic.append(f"Total = {usd(total)}")
        if not per_day:
            return total, arithmetic, [total] * horizon
        spans = _spans(items)
        if p.whole and total < _EXACT:  # running sums of whole dollars equal the products
            return total, arithmetic, _running(spans, amount)
        return total, arithmetic, list(map(mul, repeat(amount, horizon), _counted(spans)))
    if path == _TIERS_EACH_DAY:
        arithmetic.append(p.separate)
        n = 0
        lines = p.lines
        for label, c, d in items:
            n += c * d
            key = c << 16 | d if d < 65536 else -1
            line = lines.get(key)
            if line is None:
                line = _keep(
                    lines,
                    key,
                    f"{_violation_days_text(c, d)} = {_plural(c * d, 'counted violation')}",
                )
            arithmetic.append(f"  {label}: {line}" if label else f"  {line}")
        if labelled:
            arithmetic.append(_in_all(n))
        tier_total = _tier_lines(p, n, arithmetic)
        return tier_total, arithmetic, _tier_sums_by_day(p, _spans(items), tier_total)
    if path == _TIERS_PER_DAY:
        # The k-th violation's tier amount applies for each day that violation lasts.
        runs = _tier_day_runs(p, items)
        for label, c, d in items:
            arithmetic.append(f"  {label + ': ' if label else ''}{_violation_days_text(c, d)}")
        tier_total = _tier_day_lines(runs, arithmetic)
        return tier_total, arithmetic, [_tier_day_sum(runs, j) for j in range(1, horizon + 1)]
    if path == _TIERS_PER_VIOLATION:
        n = 0
        for label, c, d in items:
            n += c
            arithmetic.append(
                f"  {label + ': ' if label else ''}{_plural(c, 'violation')} (lasting "
                f"{_plural(d, 'day')}; the amount is per violation, not per day)"
            )
        tier_total = _tier_lines(p, n, arithmetic)
        return tier_total, arithmetic, [tier_total] * horizon
    raise ValueError(p.error)


def _flat_line(p: Prepared, c: int, d: int, key: int) -> str:
    """``$2,000 per violation per day x 2 violations x 3 days = $12,000``: one item's line under
    a flat amount, kept in ``p.lines`` by ``key`` (-1: not kept)."""
    if p.path == _PER_DAY:
        expr, sub = _violation_days_text(c, d), None if p.amount is None else p.amount * c * d
    else:
        expr, sub = _plural(c, "violation"), None if p.amount is None else p.amount * c
    return _keep(p.lines, key, f"{p.text}{expr} = {_amount_text(sub)}")


def _keep(lines: dict[int, str], key: int, line: str) -> str:
    """Keep a line of a schedule's (``Prepared.lines``, ``.open_lines``) by its key (-1: not
    kept); return it."""
    if key >= 0:
        if len(lines) >= 1024:  # counts and days beyond the common ones: start afresh
            lines.clear()
        lines[key] = line
    return line


def _spans(items: Sequence[Item]) -> list[tuple[int, int]]:
    """(days, rate): the counted violation-days ``sum(c * min(j, d))`` grow by ``rate`` a day
    for ``days`` days, span after span (the rate drops as violations end) up to the horizon."""
    if len(items) == 1:
        return [(items[0][2], items[0][1])]
    if len(items) == 2:
        (_, c1, d1), (_, c2, d2) = items
        if d1 == d2:
            return [(d1, c1 + c2)]
        return [(d1, c1 + c2), (d2 - d1, c2)] if d1 < d2 else [(d2, c1 + c2), (d1 - d2, c1)]
    ending: dict[int, int] = {}
    rate = 0
    for _, c, d in items:
        rate += c
        ending[d] = ending.get(d, 0) + c
    spans = []
    day = 0
    for d in sorted(ending):
        spans.append((d - day, rate))
        day = d
        rate -= ending[d]
    return spans


def _counted(spans: Sequence[tuple[int, int]]) -> Iterable[int]:
    """The counted violation-days at the end of each day of the spans (whole numbers: exact)."""
    runs = []
    n = 0
    for days, rate in spans:
        runs.append(range(n + rate, n + rate * days + 1, rate))
        n += rate * days
    return runs[0] if len(runs) == 1 else chain.from_iterable(runs)


def _running(
    spans: Sequence[tuple[int, int]], amount: float, start: float | None = None
) -> list[float | None]:
    """Running sums of ``amount`` x each day's rate over the spans (after ``start``, which comes
    first when given): equal to the products only while they are whole dollars below 2**53."""
    if start is None and len(spans) == 1:
        days, rate = spans[0]
        return [*accumulate(repeat(amount * rate, days))]
    steps: list[float] = [] if start is None else [start]
    for days, rate in spans:
        steps += [amount * rate] * days
    return [*accumulate(steps)]


def _counted_by_day(items: Sequence[Item]) -> Iterable[int]:
    """``sum(c * min(j, d) for _, c, d in items)`` for j in 1..max(d)."""
    return _counted(_spans(items))


def _run_line(first: int, last: int, tier: PenaltyTier, amount: float | None) -> str:
    """The arithmetic line of the counted violations first..last under one tier."""
    k = last - first + 1
    which = f"violation {first}" if k == 1 else f"violations {first}-{last}"
    label = f" ({tier.label})" if tier.label else ""
    if amount is None:
        return f"  {which}{label}: no stated amount"
    return f"  {which}{label}: {usd(amount)} x {k:,} = {usd(amount * k)}"


def _tier_lines(p: Prepared, n: int, arithmetic: list[str]) -> float | None:
    """Append one line per run of the same tier over counted violations 1..n; return the sum.

    The runs before n's own are complete: their lines and sum are the schedule's
    (``Prepared.run_lines``, ``Prepared.complete``)."""
    i = bisect_right(p.starts, n) - 1  # n's run
    arithmetic += p.run_lines[:i]
    first, amount, before = p.starts[i], p.amounts[i], p.complete[i]
    line = p.open_lines.get(n)
    arithmetic.append(line or _keep(p.open_lines, n, _run_line(first, n, p.tiers[i], amount)))
    if before is None or amount is None:
        arithmetic.append("Total: not stated (a tier has no amount)")
        return None
    total = before + amount * (n - first + 1)
    arithmetic.append(f"Total = {usd(total)}")
    return total


def _tier_sums(p: Prepared, counts: Iterable[int]) -> list[float | None]:
    """The sum of the tier amounts of counted violations 1..n for each of the increasing
    ``counts`` (None once a tier used states no amount): the runs already complete
    (``Prepared.complete``) plus n's share of its open run."""
    starts, amounts, complete = p.starts, p.amounts, p.complete
    sums: list[float | None] = []
    last = len(starts) - 1
    k = 0  # the open run
    nxt = starts[1] if last else 0
    for n in counts:
        while k < last and nxt <= n:
            k += 1
            nxt = starts[k + 1] if k < last else 0
        before, amount = complete[k], amounts[k]
        sums.append(
            None if before is None or amount is None else before + amount * (n - starts[k] + 1)
        )
    return sums


def _tier_sums_by_day(
    p: Prepared, spans: Sequence[tuple[int, int]], total: float | None
) -> list[float | None]:
    """``_tier_sums`` of the counted violations at the end of each day of the spans.

    Once the count reaches the last run, each day adds that run's amount x the day's rate:
    whole dollars below 2**53 (``total`` is the last sum) add up exactly, so from that day on
    the sums are running sums (``_running``) instead of one sum a day.
    """
    if total is None or not p.whole or total >= _EXACT:
        return _tier_sums(p, _counted(spans))
    last = p.starts[-1]
    n = 0
    for i, (days, rate) in enumerate(spans):
        if n + rate * days >= last:  # the count reaches the last run on day k of this span
            k = (last - n + rate - 1) // rate
            n += rate * k
            sums = _tier_sums(p, _counted([*spans[:i], (k - 1, rate)])) if i or k > 1 else []
            amount, before = p.amounts[-1], p.complete[-1]
            assert amount is not None and before is not None  # p.whole
            # day k's sum as _tier_sums makes it, then each day adds its count's amounts
            steps = [before + amount * (n - last + 1)]
            steps += [amount * rate] * (days - k)
            for later_days, later_rate in spans[i + 1 :]:
                steps += [amount * later_rate] * later_days
            sums += accumulate(steps)
            return sums
        n += rate * days
    return _tier_sums(p, _counted(spans))


def _tier_day_runs(p: Prepared, items: Sequence[Item]) -> list[tuple[int, int, PenaltyTier, int]]:
    """Violations numbered across items, grouped into runs (first, last, tier, days)."""
    runs: list[tuple[int, int, PenaltyTier, int]] = []
    start = 1
    for _, c, d in items:
        for first, last, tier in p.runs(start + c - 1):
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
        amount = _money(tier.max_usd)
        if amount is None:
            arithmetic.append(f"  {which}{label}: no stated amount")
            total = None
            continue
        sub = amount * k * d
        arithmetic.append(
            f"  {which}{label}: {usd(amount)} per day x {k:,} x {_plural(d, 'day')} = {usd(sub)}"
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
        amount = _money(tier.max_usd)
        if amount is None:
            return None
        total += amount * (last - first + 1) * min(j, d)
    return total


def _checked(violation_list: list[Item]) -> int:
    """Check the (kind, count, days) violations; return the longest days."""
    if not violation_list:
        raise ValueError("violation_list must name at least one (kind, count, days)")
    horizon = 0
    for kind, count, days in violation_list:
        if type(count) is not int or type(days) is not int or count < 1 or days < 1:
            try:
                _check(count, days)
            except ValueError as exc:
                raise ValueError(f"violation {kind!r}: {exc}") from None
        if days > horizon:
            horizon = days
    return horizon


def _covered(
    prepared: Iterable[Prepared], violation_list: list[Item]
) -> Iterator[tuple[Prepared, list[Item], int]]:
    """Each schedule with the violations it covers and their longest days, leaving out those
    that cover none; a bad violation list raises ValueError before the first."""
    horizon = _checked(violation_list)
    kinds = list(map(_KIND, violation_list))
    for p in prepared:
        applies_to = p.applies_to
        if applies_to is None or applies_to.issuperset(kinds):
            yield p, violation_list, horizon
        elif not applies_to.isdisjoint(kinds):
            items = [item for item in violation_list if item[0] in applies_to]
            yield p, items, max(map(_DAYS, items))


def result_entries(
    prepared: Iterable[Prepared], violation_list: list[Item]
) -> list[dict[str, Any]]:
    """The ``penalties`` entries of an evaluation (``evaluate --json``): ``estimate_many`` on
    prepared schedules, straight into the entries. Their ``factors``, ``flags`` and
    ``citations`` lists are the schedule's own (``Prepared.entry``), shared by every entry."""
    horizon = _checked(violation_list)
    kinds = list(map(_KIND, violation_list))
    entries = []
    for p in prepared:  # _covered, written out: evaluations call this for every site
        applies_to = p.applies_to
        items, days = violation_list, horizon
        if applies_to is not None and not applies_to.issuperset(kinds):
            if applies_to.isdisjoint(kinds):
                continue
            items = [item for item in violation_list if item[0] in applies_to]
            days = max(map(_DAYS, items))
        if p.path == _ONCE:  # the most common schedule: an amount (or none) once
            total, arithmetic, cumulative = p.amount, [p.text], [p.amount] * days
        else:
            total, arithmetic, cumulative = _figures(p, items, days)
        entry = p.entry.copy()  # the keys in order, with the schedule's values
        entry["max_usd"] = total
        entry["notes"] = p.notes_no_total if total is None else p.notes
        entry["arithmetic"] = arithmetic
        entry["cumulative_by_day"] = cumulative
        entries.append(entry)
    return entries


def _exposure(p: Prepared, items: Sequence[Item], horizon: int) -> Exposure:
    total, arithmetic, cumulative = _figures(p, items, horizon)
    schedule = p.schedule
    return Exposure(
        schedule_id=schedule.id,
        title=schedule.title,
        basis=schedule.basis,
        max_usd=total,
        arithmetic=arithmetic,
        imprisonment=schedule.imprisonment,
        factors=list(schedule.factors),
        notes=p.notes_no_total if total is None else p.notes,
        citations=list(schedule.citations),
        cumulative_by_day=cumulative,
        flags=[*schedule.flags, *state_flags(schedule)],
        jurisdiction=schedule.jurisdiction,
    )


_PREPARED: dict[int, Prepared] = {}


def _prepared(schedule: PenaltySchedule) -> Prepared:
    """``Prepared(schedule)`` for ``estimate`` and ``estimate_many``, kept by the schedule's id
    (the Prepared holds the schedule, so the id stays its own) for the next call with the same
    descriptor; a few hundred at most (descriptors live as long as their plugin)."""
    p = _PREPARED.get(id(schedule))
    if p is None or p.schedule is not schedule:
        if len(_PREPARED) >= 256:
            _PREPARED.clear()
        p = _PREPARED[id(schedule)] = Prepared(schedule)
    return p


def estimate(schedule: PenaltySchedule, violations: int, days: int) -> Exposure:
    """Maximum exposure under ``schedule`` for ``violations`` each lasting ``days`` days."""
    _check(violations, days)
    return _exposure(_prepared(schedule), [("", violations, days)], days)


def estimate_many(
    schedules: Iterable[PenaltySchedule], violation_list: list[Item]
) -> list[Exposure]:
    """Exposure under each schedule for (kind, count, days) violations.

    A schedule covers a kind when ``applies_to`` is empty or contains it; schedules that
    cover none of the kinds are left out. Amounts are summed over the covered kinds with a
    line of arithmetic for each; escalating tiers number the counted violations across all
    covered kinds (the escalation does not restart for each kind).
    """
    return [_exposure(*covered) for covered in _covered(map(_prepared, schedules), violation_list)]


# -- state law beside the ordinance (issue 21, item 4) --------------------------------------

GOV_36900 = external(
    "California Government Code",
    "§ 36900(a)",
    "(summary, not the statute's words) a violation of a city ordinance is a misdemeanor "
    "unless the ordinance makes it an infraction",
)
GOV_36901 = external("California Government Code", "§ 36901", "Except as otherwise provided by law")
#: The cap on the fine for a misdemeanor violation of a city ordinance. A labelled figure, not
#: read from the statute's own text here: city codes restating § 36901 give $1,000 and six
#: months (e.g. Thousand Oaks and San Joaquin, which cite "Government Code § 36901"); verify.
STATE_FINE_CAP = Parameter(
    id="state_misdemeanor_fine_cap_usd",
    label="Fine cap for a misdemeanor violation of a city ordinance (Gov. Code § 36901)",
    value=1_000.0,
    unit="USD per offense",
    citations=(GOV_36901,),
    note=(
        "$1,000 (and imprisonment of up to six months) as city codes restate § 36901; not "
        "confirmed against the statute's text in the workbench: verify. 'Except as otherwise "
        "provided by law': a charter city or another statute may allow more."
    ),
)
STATE_JAIL_CAP = "six months"


def state_flags(schedule: PenaltySchedule) -> tuple[str, ...]:
    """What Gov. Code §§ 36900-36901 add to a criminal schedule: a check where a fine exceeds the
    cap, or the state default where the ordinance states no amount. Civil, administrative,
    infraction and cost-recovery schedules get nothing (the § 36901 cap is on misdemeanors)."""
    if schedule.basis != "criminal":
        return ()
    cap = STATE_FINE_CAP.value or 0.0
    amounts = [schedule.max_usd, *(tier.max_usd for tier in schedule.tiers)]
    stated = [a for a in amounts if a is not None]
    if not stated:
        return (
            f"State default (Gov. Code §§ 36900-36901, verify): a violation of a city ordinance "
            f"is a misdemeanor unless the ordinance makes it an infraction, punishable by a fine "
            f"of up to {usd(cap)}, up to {STATE_JAIL_CAP} in jail, or both, 'except as otherwise "
            "provided by law'.",
        )
    highest = max(stated)
    if highest <= cap:
        return ()
    return (
        f"CHECK (state law): {usd(highest)} per offense is above the {usd(cap)} fine Gov. Code "
        f"§ 36901 allows for a misdemeanor violation of a city ordinance 'except as otherwise "
        "provided by law'; a charter city may provide otherwise: check the city's charter "
        "status before relying on the ordinance's figure.",
    )


def state_penalty_defaults() -> dict[str, Any]:
    """What state law provides where an ordinance does not classify an offense, with sources."""
    return {
        "classification": "misdemeanor unless the ordinance makes it an infraction",
        "fine_cap": {
            "id": STATE_FINE_CAP.id,
            "label": STATE_FINE_CAP.label,
            "value": STATE_FINE_CAP.value,
            "unit": STATE_FINE_CAP.unit,
            "note": STATE_FINE_CAP.note,
        },
        "imprisonment_cap": STATE_JAIL_CAP,
        "civil_penalties": "not under the § 36901 cap; no state-law flag",
        "citations": [GOV_36900.to_json(), GOV_36901.to_json()],
    }
