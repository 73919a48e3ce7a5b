"""A test city with one rule that never returns (``loops``) beside one that does (``fine``).

``CALLS`` counts how often each rule body started, so a test can tell that a stopped rule
is never run a second time.
"""

from __future__ import annotations

import time
from collections import Counter

from workbench.api import ApplicabilityRule, Context, Jurisdiction, applies, cite, hookimpl

ID = "loopcity"
SOURCE = "000_085165dcaf1d7ca0.txt"
CALLS: Counter[str] = Counter()


def _loops(ctx: Context):
    CALLS["loops"] += 1
    while True:  # a bug in a city: never returns (sleeps, so the test machine stays usable)
        time.sleep(0.001)


def _fine(ctx: Context):
    CALLS["fine"] += 1
    return applies("the other rule of the same city still runs")


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id=ID,
        name="Loop City",
        ordinance="Test ordinance",
        chapter="1",
        source_file=SOURCE,
        ruleset_version="1",
        plugin_version="1",
    )


@hookimpl
def wb_applicability_rules() -> list[ApplicabilityRule]:
    where = (cite(SOURCE, None, 1, 1, "Stormwater Quality"),)
    return [
        ApplicabilityRule(id=rid, title=rid, category="exemption", citations=where, evaluate=fn)
        for rid, fn in (("loops", _loops), ("fine", _fine))
    ]
