"""Compare the evaluation speed of two checkouts on this noisy VM: they take turns.

    python bench/ab.py OLD_CHECKOUT NEW_CHECKOUT [--rounds 40] [--chunk 500]

One child process per checkout (its own ``workbench`` and ``plugins``, via PYTHONPATH)
generates the benchmark's 10,000 sites (bench/run.py, seed 7) and warms up as the benchmark
does. Both are pinned to one core and evaluate ``--chunk`` sites in turn, the order swapped
every round, so a slow minute of the machine (other guests) falls on both alike. Separate
benchmark runs of one checkout differed by up to 50% here; the speed-up this prints repeated
within a few per cent (1.01, 1.06, 1.07 for one pair). Prints each checkout's evaluations per
CPU second and the new one's speed-up.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

CHILD = """
import importlib.util, os, random, sys, time
if hasattr(os, "sched_setaffinity"):
    os.sched_setaffinity(0, {int(sys.argv[1])})
spec = importlib.util.spec_from_file_location("bench_run", os.path.join("bench", "run.py"))
bench = importlib.util.module_from_spec(spec)
spec.loader.exec_module(bench)
from workbench.core.evaluate import evaluate
from workbench.core.memory import hold_long_lived
from workbench.core.model import Scenario
from workbench.core.plugins.host import load_host
host = bench._HOST.setdefault("host", load_host())
rng = random.Random(7)
sites = [Scenario.model_validate(bench.generated_scenario(rng, i)) for i in range(10_000)]
for site in sites[:4]:
    evaluate(host, site, site.jurisdiction)
bench._one_time_work()
hold_long_lived()
print("ready", flush=True)
at = 0
for line in sys.stdin:
    count = int(line)
    start = time.process_time()
    for site in sites[at:at + count]:
        evaluate(host, site, site.jurisdiction)
    at = (at + count) % len(sites)
    print(time.process_time() - start, flush=True)
"""


def _child(checkout: Path, core: int) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(core)],
        cwd=checkout,
        env=env,
        text=True,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    assert child.stdout is not None
    if child.stdout.readline().strip() != "ready":
        raise SystemExit(f"{checkout}: the child did not start (see its error above)")
    return child


def _turn(child: subprocess.Popen[str], chunk: int) -> float:
    assert child.stdin is not None and child.stdout is not None
    child.stdin.write(f"{chunk}\n")
    child.stdin.flush()
    return float(child.stdout.readline())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("old", type=Path)
    parser.add_argument("new", type=Path)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--chunk", type=int, default=500)
    args = parser.parse_args(argv)
    core = max(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else 0
    children = [_child(args.old.resolve(), core), _child(args.new.resolve(), core)]
    seconds = [0.0, 0.0]
    try:
        for round_ in range(args.rounds):
            for which in (0, 1) if round_ % 2 == 0 else (1, 0):
                seconds[which] += _turn(children[which], args.chunk)
    finally:
        for child in children:
            if child.stdin is not None:
                child.stdin.close()
            child.wait()
    count = args.rounds * args.chunk
    print(
        f"old {count / seconds[0]:.0f}/s  new {count / seconds[1]:.0f}/s  "
        f"new is {seconds[0] / seconds[1]:.3f}x as fast ({count:,} evaluations each, core {core})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
