"""Did a change alter any result? Dump the evaluate JSON of generated scenarios, compare dumps.

    python bench/results_diff.py dump before.jsonl [--count 500] [--seed 7]
    ... change the code ...
    python bench/results_diff.py dump after.jsonl
    python bench/results_diff.py compare before.jsonl after.jsonl

The scenarios are the benchmark's (bench/run.py); every fifth is evaluated under all four
jurisdictions and every seventh twice (a cache must not change a second evaluation). Each
line is the JSON exactly as ``workbench evaluate --json`` would print it (key order kept).
``compare`` reports every difference by path; differing floats are listed with their
relative difference, so floating-point rounding can be told from a changed result. Exit 0
when the dumps are identical, 1 otherwise. (Used for issue 9: the speed-ups kept all 1,142
evaluations of two seeds identical but for the Livingston capture-curve floats.)
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def _bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench_run", HERE / "run.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def dump(out: Path, count: int, seed: int) -> int:
    bench = _bench()
    from workbench.core.evaluate import evaluate
    from workbench.core.model import Scenario
    from workbench.core.plugins.host import load_host

    host = bench._HOST.setdefault("host", load_host())
    rng = random.Random(seed)
    lines = []
    for i in range(count):
        raw = bench.generated_scenario(rng, i)
        if i % 5 == 4:
            raw["jurisdiction"] = None
        scenario = Scenario.model_validate(raw)
        for _ in range(2 if i % 7 == 3 else 1):
            lines.append(json.dumps(evaluate(host, scenario, scenario.jurisdiction or "all")))
    out.write_text("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} evaluations to {out}")
    return 0


def _walk(a: Any, b: Any, path: str, found: list[tuple[str, str, Any, Any]]) -> None:
    if type(a) is not type(b):
        found.append((path, "type", a, b))
    elif isinstance(a, dict):
        if list(a) != list(b):
            found.append((path, "keys", list(a), list(b)))
        else:
            for key in a:
                _walk(a[key], b[key], f"{path}/{key}", found)
    elif isinstance(a, list):
        if len(a) != len(b):
            found.append((path, "length", len(a), len(b)))
        else:
            for index, (x, y) in enumerate(zip(a, b, strict=True)):
                _walk(x, y, f"{path}[{index}]", found)
    elif a != b:
        found.append((path, "float" if isinstance(a, float) else "value", a, b))


def compare(first: Path, second: Path) -> int:
    a_lines = first.read_text().splitlines()
    b_lines = second.read_text().splitlines()
    if len(a_lines) != len(b_lines):
        print(f"different numbers of evaluations: {len(a_lines)} and {len(b_lines)}")
        return 1
    found: list[tuple[str, str, Any, Any]] = []
    for index, (x, y) in enumerate(zip(a_lines, b_lines, strict=True)):
        if x != y:
            _walk(json.loads(x), json.loads(y), f"evaluation {index}", found)
    if not found:
        print(f"{len(a_lines)} evaluations, identical")
        return 0
    kinds: dict[tuple[str, str], int] = {}
    worst = 0.0
    for path, kind, a, b in found:
        key = (re.sub(r"\[\d+\]|evaluation \d+", "", path), kind)
        kinds[key] = kinds.get(key, 0) + 1
        if kind == "float":
            worst = max(worst, abs(a - b) / max(abs(a), abs(b)))
    for (path, kind), n in sorted(kinds.items()):
        print(f"{n:8} {kind:6} {path}")
    if worst:
        print(f"largest relative difference of a float: {worst:.3g}")
    for path, _kind, a, b in [f for f in found if f[1] != "float"][:20]:
        print(f"{path}: {str(a)[:160]!r} -> {str(b)[:160]!r}")
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("dump")
    p.add_argument("out", type=Path)
    p.add_argument("--count", type=int, default=500)
    p.add_argument("--seed", type=int, default=7)
    p = sub.add_parser("compare")
    p.add_argument("first", type=Path)
    p.add_argument("second", type=Path)
    args = parser.parse_args(argv)
    if args.command == "dump":
        return dump(args.out, args.count, args.seed)
    return compare(args.first, args.second)


if __name__ == "__main__":
    sys.path.insert(0, str(HERE.parent))
    raise SystemExit(main())
