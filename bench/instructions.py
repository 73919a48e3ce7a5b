"""Instructions per site evaluation, counted by valgrind: deterministic where timings are not.

    python bench/instructions.py [--jurisdiction ID]     (needs valgrind; 2-5 minutes)

Runs the benchmark's generated scenarios (bench/run.py, seed 7) under ``valgrind
--tool=cachegrind --cache-sim=no`` twice, evaluating 40 and 240 sites after the same warm-up,
and prints the difference per site: start-up and imports cancel out. The watchdog does not
poll during the count (its polls would add instructions in proportion to how long the run
takes) and the rule time limit is lifted (valgrind runs ~50x slower). Counts ignore cache
misses and memory stalls, so they guide, and the benchmark judges.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import os
import random
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _evaluate(count: int, jurisdiction: str | None, collect: bool = True) -> None:
    warm = int(os.environ.get("WORKBENCH_BENCH_WARM", "8"))  # sites evaluated before the count
    """The counted child: warm up, then evaluate ``count`` sites."""
    from workbench.core import watchdog

    watchdog._POLL_S = 1e6  # no polling while counting
    from workbench.core.evaluate import evaluate
    from workbench.core.model import Scenario
    from workbench.core.plugins.host import load_host

    spec = importlib.util.spec_from_file_location("bench_run", HERE / "run.py")
    bench = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(bench)
    host = load_host()
    rng = random.Random(7)
    raw = [bench.generated_scenario(rng, i) for i in range(max(1200, 4 * (warm + 240)))]
    sites = [Scenario.model_validate(r) for r in raw if jurisdiction in (None, r["jurisdiction"])]
    for scenario in sites[:warm]:
        evaluate(host, scenario, scenario.jurisdiction)
    gc.collect()
    if not collect:
        gc.disable()
    for scenario in sites[warm : warm + count]:
        evaluate(host, scenario, scenario.jurisdiction)


def _count(count: int, jurisdiction: str | None, collect: bool = True) -> int:
    command = [
        "valgrind",
        "--tool=cachegrind",
        "--cache-sim=no",
        "--cachegrind-out-file=/dev/null",
        sys.executable,
        str(Path(__file__).resolve()),
        "--child",
        str(count),
    ]
    if jurisdiction:
        command += ["--jurisdiction", jurisdiction]
    if not collect:
        command.append("--no-gc")
    env = {**os.environ, "WORKBENCH_RULE_TIME_LIMIT": "100000"}
    proc = subprocess.run(command, capture_output=True, text=True, env=env, cwd=HERE.parent)
    found = re.search(r"I\s+refs:\s+([\d,]+)", proc.stderr)
    if proc.returncode != 0 or not found:
        raise SystemExit(f"valgrind run failed: {proc.stderr.strip().splitlines()[-1:]}")
    return int(found.group(1).replace(",", ""))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--jurisdiction", choices=("soledad", "signal_hill", "livingston", "del_mar")
    )
    parser.add_argument(
        "--no-gc",
        action="store_true",
        help="count with the cyclic garbage collector off: the code's own work, without the "
        "collections, whose share depends on when they happen to fall",
    )
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        _evaluate(args.child, args.jurisdiction, not args.no_gc)
        return 0
    if shutil.which("valgrind") is None:
        print("valgrind is not installed", file=sys.stderr)
        return 2
    with ThreadPoolExecutor(2) as pool:  # the two counts run side by side
        few, many = pool.map(lambda n: _count(n, args.jurisdiction, not args.no_gc), (40, 240))
    print(
        f"{args.jurisdiction or 'all four cities'}: {(many - few) // 200:,} instructions per "
        "site evaluation" + (" (collector off)" if args.no_gc else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
