"""Where one jurisdiction's evaluation time goes: each rule and sizing tool, and the whole.

    python bench/profile_rules.py --jurisdiction livingston [--count 4000] [--top 25]

Generates the benchmark's scenarios (bench/run.py, seed 7), keeps the given jurisdiction's,
and measures in CPU time (``time.process_time``, so other load on the machine matters less):

* ``evaluate``: the whole ``evaluate()`` per site, as the benchmark times it (every site
  once, caches as cold as in the benchmark);
* ``plugin``: the plugin's own rules and sizing tools called directly, once per site, in
  a second pass (value-keyed caches are warm by then, so this is a lower bound);
* the costliest rules and tools of that second pass, in microseconds per site.
"""

from __future__ import annotations

import argparse
import gc
import importlib.util
import random
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _bench():
    spec = importlib.util.spec_from_file_location("bench_run", HERE / "run.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(module)
    return module


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--jurisdiction", required=True, choices=("soledad", "signal_hill", "livingston", "del_mar")
    )
    parser.add_argument(
        "--count", type=int, default=4000, help="generated scenarios (a quarter are this city's)"
    )
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args(argv)

    from workbench.core.evaluate import _plan, evaluate, parameters_for
    from workbench.core.model import Scenario
    from workbench.core.plugins.host import load_host
    from workbench.core.rules import MissingFact

    bench = _bench()
    host = bench._HOST.setdefault("host", load_host())
    rng = random.Random(7)
    scenarios = [
        Scenario.model_validate(bench.generated_scenario(rng, i)) for i in range(args.count)
    ]
    jid = args.jurisdiction
    mine = [s for s in scenarios if s.jurisdiction == jid]
    evaluate(host, mine[0], jid)
    gc.collect()

    clock = time.process_time
    start = clock()
    for scenario in mine:
        evaluate(host, scenario, jid)
    whole = (clock() - start) / len(mine)

    plan = _plan(host, jid)
    spent: dict[str, float] = {}
    start = clock()
    for scenario in mine:
        params, _ = parameters_for(host, jid, scenario)
        for rule, _ in plan.rules:
            t = clock()
            try:
                rule.evaluate(scenario, params)
            except MissingFact:
                pass
            spent[rule.id] = spent.get(rule.id, 0.0) + clock() - t
        for tool, _ in plan.sizing:
            t = clock()
            try:
                if tool.when is None or tool.when(scenario):
                    tool.compute(scenario, params)
            except MissingFact:
                pass
            key = f"sizing:{tool.id}"
            spent[key] = spent.get(key, 0.0) + clock() - t
    plugin = (clock() - start) / len(mine)

    print(
        f"{jid}: {len(mine)} sites; evaluate {1000 * whole:.3f} ms/site; "
        f"plugin rules+sizing {1000 * plugin:.3f} ms/site (second pass)"
    )
    for name, seconds in sorted(spent.items(), key=lambda kv: -kv[1])[: args.top]:
        print(f"  {1e6 * seconds / len(mine):8.1f} us  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
