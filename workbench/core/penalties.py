"""Penalty exposure: the maximum an ordinance allows for given violations, never a "fine".

A ``PenaltySchedule`` (``rules.py``) is multiplied out here:

* ``per="violation_day"``: amount x violations x days;
* ``per="violation"``: amount x violations (x days when ``each_day_separate``);
* ``per="occurrence"``: amount once.

Escalating tiers (e.g. $100 first, $200 second, $500 each further violation): the k-th
counted violation (1-based) uses the tier with the largest ``from_violation <= k``. With
``each_day_separate`` every day of every violation is a counted violation, numbered day 1 of
all violations, then day 2, and so on. Imprisonment is reported as text, never summed.

Every amount is handled as a float (``float(max_usd)``), so every maximum is a float or None
(no stated amount). ``cumulative_by_day[j]`` is worked out for each day j from the counted
violations at the end of that day.

Over 500 lines: the arithmetic and the step-by-step explanation it prints stay together, so
the steps a user reads are the ones computed (pinned by tests/core/penalties_golden.json.gz).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from workbench.core.rules import Citation, Parameter, PenaltySchedule, PenaltyTier, external

__all__ = [
    "STATE_FINE_CAP",
    "Exposure",
    "entry_json",
    "estimate",
    "estimate_many",
    "penalty_entries",
    "state_flags",
    "state_penalty_defaults",
    "usd",
]

#: (label or kind, violations, days); labels may be "".
Item = tuple[str, int, int]
#: Counted violations first..last (1-based) that use one tier.
Run = tuple[int, int, PenaltyTier]

_SEPARATE_VIOLATIONS = (
    "Assumes each day of each violation is a separate violation, as the ordinance states "
    "(violations x days counted violations)."
)
_SEPARATE_TIERS = (
    "Assumes each day of each violation is a separate counted violation for the tiers, as the "
    "ordinance states (numbered day 1 of all violations, then day 2, ...):"
)
_NO_TIER_TOTAL = "Total: not stated (a tier has no amount)"


def usd(x: float) -> str:
    """Money as text: ``usd(12000) == "$12,000"``, cents only when there are any."""
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


# -- the public entry points --------------------------------------------------------------


def estimate(schedule: PenaltySchedule, violations: int, days: int) -> Exposure:
    """Maximum exposure under ``schedule`` for ``violations`` each lasting ``days`` days."""
    _check(violations, days)
    return _exposure(schedule, [("", violations, days)])


def estimate_many(
    schedules: Iterable[PenaltySchedule], violation_list: list[Item]
) -> list[Exposure]:
    """Exposure under each schedule for (kind, count, days) violations.

    A schedule covers a kind when ``applies_to`` is empty or contains it; schedules that
    cover none of the kinds are left out. Amounts are summed over the covered kinds with a
    line of arithmetic for each; escalating tiers number the counted violations across all
    covered kinds (the escalation does not restart for each kind). A bad violation list
    raises ValueError before any schedule is estimated.
    """
    _check_list(violation_list)
    exposures = []
    for schedule in schedules:
        items = [item for item in violation_list if _covers(schedule, item[0])]
        if items:
            exposures.append(_exposure(schedule, items))
    return exposures


def entry_json(exposure: Exposure) -> dict[str, Any]:
    """An exposure as an entry of an evaluation's ``penalties`` (``evaluate --json``)."""
    return {
        "rule_id": exposure.schedule_id,
        "title": exposure.title,
        "basis": exposure.basis,
        "max_usd": exposure.max_usd,
        "imprisonment": exposure.imprisonment,
        "notes": exposure.notes,
        "arithmetic": exposure.arithmetic,
        "factors": exposure.factors,
        "flags": exposure.flags,
        "cumulative_by_day": exposure.cumulative_by_day,
        "citations": [c.to_json() for c in exposure.citations],
    }


def penalty_entries(
    schedules: Iterable[PenaltySchedule], violation_list: list[Item]
) -> list[dict[str, Any]]:
    """The ``penalties`` entries of an evaluation: ``estimate_many`` as JSON entries."""
    return [entry_json(e) for e in estimate_many(schedules, violation_list)]


# -- checking the input -------------------------------------------------------------------


def _check(violations: int, days: int) -> None:
    for name, value in (("violations", violations), ("days", days)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"{name} must be a whole number (got {value!r})")
        if value < 1:
            raise ValueError(f"{name} must be >= 1 (got {value})")


def _check_list(violation_list: list[Item]) -> None:
    if not violation_list:
        raise ValueError("violation_list must name at least one (kind, count, days)")
    for kind, count, days in violation_list:
        try:
            _check(count, days)
        except ValueError as exc:
            raise ValueError(f"violation {kind!r}: {exc}") from None


def _covers(schedule: PenaltySchedule, kind: str) -> bool:
    return not schedule.applies_to or kind in schedule.applies_to


# -- one schedule -------------------------------------------------------------------------


def _exposure(schedule: PenaltySchedule, items: Sequence[Item]) -> Exposure:
    """The exposure under ``schedule`` for checked items it covers."""
    total, arithmetic, cumulative = _figures(schedule, items)
    return Exposure(
        schedule_id=schedule.id,
        title=schedule.title,
        basis=schedule.basis,
        max_usd=total,
        arithmetic=arithmetic,
        imprisonment=schedule.imprisonment,
        factors=list(schedule.factors),
        notes=_notes(schedule, total),
        citations=list(schedule.citations),
        cumulative_by_day=cumulative,
        flags=[*schedule.flags, *state_flags(schedule)],
        jurisdiction=schedule.jurisdiction,
    )


def _notes(schedule: PenaltySchedule, total: float | None) -> str:
    """The schedule's notes, why there is no total (when there is none), and imprisonment."""
    no_total = ""
    if total is None:
        no_total = (
            "A tier these violations reach states no amount; no total can be given."
            if schedule.tiers
            else "The ordinance states no amount for this penalty; no total can be given."
        )
    imprisonment = (
        f"Imprisonment ({schedule.imprisonment}) is reported, not summed."
        if schedule.imprisonment
        else ""
    )
    return " ".join(filter(None, (schedule.notes, no_total, imprisonment)))


def _figures(
    schedule: PenaltySchedule, items: Sequence[Item]
) -> tuple[float | None, list[str], list[float | None]]:
    """(total, arithmetic, cumulative_by_day) under ``schedule`` for checked, covered items.

    A label prefixes its item's line; the lines that sum up several items appear when there
    are several items or a label.
    """
    horizon = max(days for _, _, days in items)
    if schedule.tiers:
        first = _money(_tier_for(schedule.tiers, 1).max_usd)  # raises: no tier for violation 1
    else:
        first = _money(schedule.max_usd)
    if schedule.per == "occurrence":
        return first, [f"{_amount_text(first)} once per occurrence"], [first] * horizon
    labelled = len(items) > 1 or bool(items[0][0])
    if not schedule.tiers:
        return _flat(schedule, first, items, labelled, horizon)
    if schedule.each_day_separate:
        return _tiers_each_day_separate(schedule.tiers, items, labelled, horizon)
    if schedule.per == "violation_day":
        return _tiers_per_violation_day(schedule.tiers, items, horizon)
    return _tiers_per_violation(schedule.tiers, items, horizon)


def _flat(
    schedule: PenaltySchedule,
    amount: float | None,
    items: Sequence[Item],
    labelled: bool,
    horizon: int,
) -> tuple[float | None, list[str], list[float | None]]:
    """One amount per violation (per day when ``per="violation_day"`` or each day of a
    violation is a separate violation)."""
    per_day = schedule.per == "violation_day" or schedule.each_day_separate
    unit = "per violation per day" if schedule.per == "violation_day" else "per violation"
    arithmetic = []
    total = 0.0
    for label, c, d in items:
        if per_day:
            expr, sub = _violation_days_text(c, d), None if amount is None else amount * c * d
        else:
            expr, sub = _plural(c, "violation"), None if amount is None else amount * c
        line = f"{_amount_text(amount)} {unit} x {expr} = {_amount_text(sub)}"
        arithmetic.append(f"{label}: {line}" if label else line)
        if sub is not None:
            total += sub
    if schedule.each_day_separate and schedule.per == "violation":
        arithmetic.append(_SEPARATE_VIOLATIONS)
    if amount is None:
        return None, arithmetic, [None] * horizon
    if labelled:
        arithmetic.append(f"Total = {usd(total)}")
    if not per_day:
        return total, arithmetic, [total] * horizon
    return total, arithmetic, [amount * n for n in _counted_by_day(items, horizon)]


def _tiers_each_day_separate(
    tiers: Sequence[PenaltyTier], items: Sequence[Item], labelled: bool, horizon: int
) -> tuple[float | None, list[str], list[float | None]]:
    """Tiers over every day of every violation, numbered day 1 of all violations, then day 2."""
    arithmetic = [_SEPARATE_TIERS]
    for label, c, d in items:
        line = f"{_violation_days_text(c, d)} = {_plural(c * d, 'counted violation')}"
        arithmetic.append(f"  {label}: {line}" if label else f"  {line}")
    n = sum(c * d for _, c, d in items)
    if labelled:
        arithmetic.append(
            f"  {_plural(n, 'counted violation')} in all; the tiers escalate across every kind "
            "this schedule covers"
        )
    total = _tier_lines(tiers, n, arithmetic)
    runs = _runs(tiers, n)  # the last day's runs hold every earlier day's
    return total, arithmetic, [_runs_sum(runs, k) for k in _counted_by_day(items, horizon)]


def _tiers_per_violation(
    tiers: Sequence[PenaltyTier], items: Sequence[Item], horizon: int
) -> tuple[float | None, list[str], list[float | None]]:
    """Tiers over the violations; the days do not multiply."""
    arithmetic = [
        f"  {label + ': ' if label else ''}{_plural(c, 'violation')} (lasting "
        f"{_plural(d, 'day')}; the amount is per violation, not per day)"
        for label, c, d in items
    ]
    total = _tier_lines(tiers, sum(c for _, c, _ in items), arithmetic)
    return total, arithmetic, [total] * horizon


def _tiers_per_violation_day(
    tiers: Sequence[PenaltyTier], items: Sequence[Item], horizon: int
) -> tuple[float | None, list[str], list[float | None]]:
    """The k-th violation's tier amount applies for each day that violation lasts."""
    runs = _tier_day_runs(tiers, items)
    arithmetic = [
        f"  {label + ': ' if label else ''}{_violation_days_text(c, d)}" for label, c, d in items
    ]
    total = _tier_day_lines(runs, arithmetic)
    return total, arithmetic, [_tier_day_sum(runs, j) for j in range(1, horizon + 1)]


# -- helpers --------------------------------------------------------------------------------


def _plural(n: int, word: str) -> str:
    return f"{n:,} {word}" if n == 1 else f"{n:,} {word}s"


def _violation_days_text(c: int, d: int) -> str:
    """``2 violations x 3 days``."""
    return f"{_plural(c, 'violation')} x {_plural(d, 'day')}"


def _money(amount: float | None) -> float | None:
    """An amount as a float (exact for whole dollars below 2**53), so every sum is a float."""
    return None if amount is None else float(amount)


def _amount_text(amount: float | None) -> str:
    return "no stated amount" if amount is None else usd(amount)


def _counted_by_day(items: Sequence[Item], horizon: int) -> list[int]:
    """The counted violation-days at the end of each day 1..horizon: ``sum(c * min(j, d))``."""
    return [sum(c * min(j, d) for _, c, d in items) for j in range(1, horizon + 1)]


def _tier_for(tiers: Sequence[PenaltyTier], k: int) -> PenaltyTier:
    """The tier of the k-th counted violation: the largest ``from_violation <= k`` (the first
    listed of equal ones)."""
    best: PenaltyTier | None = None
    for tier in tiers:
        if tier.from_violation <= k and (best is None or tier.from_violation > best.from_violation):
            best = tier
    if best is None:
        raise ValueError(f"no penalty tier covers violation {k} (lowest from_violation is higher)")
    return best


def _runs(tiers: Sequence[PenaltyTier], n: int) -> list[Run]:
    """Counted violations 1..n grouped into runs (first, last, tier) of the same tier."""
    starts = sorted({max(1, t.from_violation) for t in tiers} | {1})
    runs = []
    for i, first in enumerate(starts):
        if first > n:
            break
        end = starts[i + 1] - 1 if i + 1 < len(starts) else n
        runs.append((first, min(end, n), _tier_for(tiers, first)))
    return runs


def _runs_sum(runs: Sequence[Run], n: int) -> float | None:
    """The sum of the tier amounts of counted violations 1..n, run by run over ``runs`` (those
    of n or more counted violations; None once a tier used states no amount)."""
    total = 0.0
    for first, last, tier in runs:
        if first > n:
            break
        amount = _money(tier.max_usd)
        if amount is None:
            return None
        total += amount * (min(last, n) - first + 1)
    return total


def _run_line(first: int, last: int, tier: PenaltyTier) -> str:
    """The arithmetic line of the counted violations first..last under one tier."""
    k = last - first + 1
    which = f"violation {first}" if k == 1 else f"violations {first}-{last}"
    label = f" ({tier.label})" if tier.label else ""
    amount = _money(tier.max_usd)
    if amount is None:
        return f"  {which}{label}: no stated amount"
    return f"  {which}{label}: {usd(amount)} x {k:,} = {usd(amount * k)}"


def _tier_lines(tiers: Sequence[PenaltyTier], n: int, arithmetic: list[str]) -> float | None:
    """Append one line per run of the same tier over counted violations 1..n and the total;
    return the total."""
    runs = _runs(tiers, n)
    arithmetic += [_run_line(first, last, tier) for first, last, tier in runs]
    total = _runs_sum(runs, n)
    arithmetic.append(_NO_TIER_TOTAL if total is None else f"Total = {usd(total)}")
    return total


def _tier_day_runs(
    tiers: Sequence[PenaltyTier], items: Sequence[Item]
) -> list[tuple[int, int, PenaltyTier, int]]:
    """Violations numbered across items, grouped into runs (first, last, tier, days)."""
    runs: list[tuple[int, int, PenaltyTier, int]] = []
    start = 1
    for _, c, d in items:
        for first, last, tier in _runs(tiers, start + c - 1):
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
    arithmetic.append(_NO_TIER_TOTAL if total is None else f"Total = {usd(total)}")
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
