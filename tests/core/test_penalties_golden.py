"""Differential test of the penalty engine against a golden fixture.

``penalties_golden.json.gz`` (gzipped JSON, one value a line) holds the results of the engine as
it stood before its readable rewrite (commit named in the fixture's ``generated_from``): every
penalty schedule of the four cities over a grid of violations, the ``penalties`` entries of
``evaluate`` for generated sites,
and a seeded set of constructed schedules that reach every way of multiplying out (flat
amounts, tiers per violation, per violation-day and with each day separate, amounts with cents,
amounts too large to add up exactly, missing amounts, tiers that do not cover violation 1,
duplicate and non-positive tier starts) with refusals recorded as their messages.

The engine must reproduce all of it exactly: basis, arithmetic lines, maxima (float for float,
``repr`` compared so 2 and 2.0 differ), cumulative maxima by day, flags, notes and citations.

Regenerate (only when a change of results is intended, and say why in the commit):
``python -m tests.core.test_penalties_golden --write``.
"""

from __future__ import annotations

import dataclasses
import gzip
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from workbench.core.penalties import Exposure, estimate, estimate_many
from workbench.core.rules import PenaltySchedule, PenaltyTier, external

FIXTURE = Path(__file__).with_name("penalties_golden.json.gz")
#: the cities the fixture was recorded for (its data, not a list of the bundled cities)
CITIES = ("soledad", "signal_hill", "livingston", "del_mar")
GRID_COUNTS = (1, 2, 3, 10)
GRID_DAYS = (1, 2, 7, 30)
CITE = (external("test ordinance", "1.1", "a maximum"),)


def exposure_json(e: Exposure) -> dict[str, Any]:
    data = dataclasses.asdict(e)
    data["citations"] = [c.to_json() for c in e.citations]
    return data


def _outcome(call) -> Any:
    """The call's result, or its refusal as ``{"error": message}``."""
    try:
        return call()
    except ValueError as error:
        return {"error": str(error)}


def _host():
    from workbench.core.plugins.host import load_host

    return load_host()


# -- cities -------------------------------------------------------------------------------


def _city_kinds(host, jid: str) -> list[str]:
    kinds = {k for s in host.descriptors(jid, "penalty") for k in s.applies_to}
    return sorted(kinds | set(host.vocabulary(jid).get("violation", {})))


def _violation_lists(rng: random.Random, kinds: list[str], n: int) -> list[list[list[Any]]]:
    lists = []
    for _ in range(n):
        chosen = rng.sample(kinds, k=rng.randint(1, min(3, len(kinds))))
        lists.append(
            [[kind, rng.randint(1, 12), rng.choice([1, 2, 3, 5, 9, 14, 31])] for kind in chosen]
        )
    return lists


def city_cases() -> dict[str, Any]:
    host = _host()
    rng = random.Random(15)
    out: dict[str, Any] = {"estimate": {}, "estimate_many": {}}
    for jid in CITIES:
        schedules = host.descriptors(jid, "penalty")
        for schedule in schedules:
            out["estimate"][f"{jid}.{schedule.id}"] = [
                [c, d, _outcome(lambda s=schedule, c=c, d=d: exposure_json(estimate(s, c, d)))]
                for c in GRID_COUNTS
                for d in GRID_DAYS
            ]
        out["estimate_many"][jid] = [
            [
                items,
                _outcome(
                    lambda items=items, schedules=schedules: [
                        exposure_json(e)
                        for e in estimate_many(schedules, [tuple(i) for i in items])
                    ]
                ),
            ]
            for items in _violation_lists(rng, _city_kinds(host, jid), 40)
        ]
    return out


def evaluate_cases() -> list[list[Any]]:
    """The ``penalties`` entries of ``evaluate`` for sites of each city (without ``required``
    and ``gated_by``, which follow the findings, not the engine)."""
    import importlib.util

    from workbench.core.evaluate import evaluate
    from workbench.core.model import Scenario

    root = Path(__file__).resolve().parents[2]
    spec = importlib.util.spec_from_file_location("bench_run", root / "bench" / "run.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    host = _host()
    rng = random.Random(23)
    cases = []
    for index in range(40):
        data = bench.generated_scenario(rng, index)
        kinds = _city_kinds(host, data["jurisdiction"])
        data["violations"] = [
            {"kind": k, "count": c, "days": d} for k, c, d in _violation_lists(rng, kinds, 1)[0]
        ]
        scenario = Scenario.model_validate(data)
        document = evaluate(host, scenario, scenario.jurisdiction)
        entries = [
            {k: v for k, v in entry.items() if k not in ("required", "gated_by", "gated_by_titles")}
            for entry in document["results"][0]["penalties"]
        ]
        cases.append([data["jurisdiction"], data["violations"], entries])
    return cases


# -- constructed schedules ----------------------------------------------------------------

AMOUNTS: tuple[Any, ...] = (None, 0.0, 1.0, 100.0, 250.0, 2500.0, 500, 0.1, 99.99, 1234.56, 3.3e15)


def _tiers(rng: random.Random) -> list[list[Any]]:
    starts = rng.sample([-1, 0, 1, 1, 2, 3, 4, 5, 7, 12], k=rng.randint(1, 4))
    if rng.random() < 0.7 and not any(s <= 1 for s in starts):
        starts.append(1)
    return [[s, rng.choice(AMOUNTS), rng.choice(["", "first", "each additional"])] for s in starts]


def constructed_specs() -> list[dict[str, Any]]:
    rng = random.Random(1515)
    specs = []
    for index in range(180):
        specs.append(
            {
                "id": f"s{index}",
                "basis": rng.choice(["civil", "criminal", "administrative", "infraction"]),
                "max_usd": rng.choice(AMOUNTS),
                "per": rng.choice(["violation_day", "violation", "occurrence"]),
                "tiers": _tiers(rng) if rng.random() < 0.5 else [],
                "each_day_separate": rng.random() < 0.5,
                "imprisonment": rng.choice([None, "", "up to 6 months"]),
                "factors": rng.choice([[], ["willfulness"]]),
                "notes": rng.choice(["", "See Chapter 1.10."]),
                "applies_to": rng.choice([[], ["a"], ["a", "b"]]),
                "flags": rng.choice([[], ["ambiguous"]]),
            }
        )
    return specs


def constructed(spec: dict[str, Any]) -> PenaltySchedule:
    return PenaltySchedule(
        id=spec["id"],
        title=f"Schedule {spec['id']}",
        basis=spec["basis"],
        citations=CITE,
        max_usd=spec["max_usd"],
        per=spec["per"],
        tiers=tuple(PenaltyTier(*t) for t in spec["tiers"]),
        each_day_separate=spec["each_day_separate"],
        imprisonment=spec["imprisonment"],
        factors=tuple(spec["factors"]),
        notes=spec["notes"],
        applies_to=tuple(spec["applies_to"]),
        flags=tuple(spec["flags"]),
        jurisdiction="test",
    )


def constructed_violations() -> list[list[list[Any]]]:
    rng = random.Random(2323)
    lists: list[list[list[Any]]] = [
        [["", 1, 1]],
        [["a", 40, 60]],
        [["a", 2, 3], ["b", 1, 5]],
        [["a", 3, 4], ["b", 2, 4], ["c", 1, 2]],
        [["a", 1, 0]],  # refused: days
        [["a", 0, 1]],  # refused: violations
        [["a", 1.5, 1]],  # refused: not whole
        [["a", True, 1]],  # refused: a boolean is not a count
        [],  # refused: nothing given
    ]
    for _ in range(16):
        lists.append(
            [
                [rng.choice(["a", "b", "c", ""]), rng.randint(1, 12), rng.randint(1, 20)]
                for _ in range(rng.randint(1, 4))
            ]
        )
    return lists


def constructed_cases() -> list[list[Any]]:
    specs = constructed_specs()
    lists = constructed_violations()
    cases = []
    for index, spec in enumerate(specs):
        schedule = constructed(spec)
        single = [[c, d] for c in (1, 2, 5, 13) for d in (1, 3, 8)]
        cases.append(
            [
                "estimate",
                [index],
                single,
                [
                    _outcome(lambda c=c, d=d, s=schedule: exposure_json(estimate(s, c, d)))
                    for c, d in single
                ],
            ]
        )
    for start in range(0, len(specs), 3):  # three schedules at a time over every list
        chosen = list(range(start, min(start + 3, len(specs))))
        schedules = [constructed(specs[i]) for i in chosen]
        for items in lists:
            cases.append(
                [
                    "estimate_many",
                    chosen,
                    items,
                    _outcome(
                        lambda items=items, schedules=schedules: [
                            exposure_json(e)
                            for e in estimate_many(schedules, [tuple(i) for i in items])
                        ]
                    ),
                ]
            )
    return cases


def generate() -> dict[str, Any]:
    return {
        "generated_from": subprocess.run(
            ["git", "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            cwd=Path(__file__).parent,
        ).stdout.strip(),
        "cities": city_cases(),
        "evaluate": evaluate_cases(),
        "constructed": {"schedules": constructed_specs(), "cases": constructed_cases()},
    }


# -- the tests ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def golden() -> dict[str, Any]:
    return json.loads(gzip.decompress(FIXTURE.read_bytes()))


def _text(value: Any) -> str:
    """JSON text with sorted keys: equal texts are equal values, with 2 and 2.0 told apart."""
    return json.dumps(value, sort_keys=True)


def _same(actual: Any, expected: Any) -> None:
    assert _text(actual) == _text(expected)


def test_city_schedules_reproduce_the_golden_estimates(golden) -> None:
    _same(city_cases(), golden["cities"])


def test_evaluate_penalty_entries_reproduce_the_golden(golden) -> None:
    _same(evaluate_cases(), golden["evaluate"])


def test_constructed_schedules_reproduce_the_golden(golden) -> None:
    assert golden["constructed"]["schedules"] == json.loads(json.dumps(constructed_specs()))
    actual = constructed_cases()
    expected = golden["constructed"]["cases"]
    assert len(actual) == len(expected)
    for got, want in zip(actual, expected, strict=True):
        assert _text(got) == _text(want), (got[0], got[1], got[2])


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python -m tests.core.test_penalties_golden --write")
    text = json.dumps(generate(), indent=0, sort_keys=True) + "\n"
    FIXTURE.write_bytes(gzip.compress(text.encode("utf-8"), mtime=0))
    print(f"wrote {FIXTURE}")
