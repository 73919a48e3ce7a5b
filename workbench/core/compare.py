"""One site under every loaded jurisdiction, side by side by category; and what-if sweeps."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from datetime import date
from typing import Any

from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import Host
from workbench.core.rules import CATEGORIES

#: How a category's findings fold into one status, strongest first.
_PRECEDENCE = ("error", "applies", "needs_info", "does_not_apply")
COMPARED_OUTPUTS = (
    "design_volume_cuft",
    "design_flow_cfs",
    "bmp_area_sqft",
    "biofiltration_volume_cuft",
)


def category_status(findings: list[dict[str, Any]]) -> str | None:
    """applies if any finding applies (error first), then needs_info, else does_not_apply."""
    statuses = {f["status"] for f in findings}
    for status in _PRECEDENCE:
        if status in statuses:
            return status
    return None


def nearest_thresholds(findings: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The nearest threshold of a city for a category (issue 45): among its findings'
    ``would_change`` (``evaluate --explain``), the smallest change of an area that flips one
    of them, in each direction, each with the finding it flips, the threshold's line and the
    sentence. Empty where no area threshold the core saw is near enough to flip one."""
    best: dict[str, tuple[float, dict[str, Any]]] = {}
    for finding in findings:
        for change in finding.get("would_change") or []:
            current, value = change["current"], change["value"]
            if change["kind"] != "sum" or current is None:
                continue
            direction = "more" if value > current else "less"
            distance = abs(value - current)
            if direction not in best or distance < best[direction][0]:
                best[direction] = (
                    distance,
                    {
                        "direction": direction,
                        "finding": finding["title"],
                        "rule_id": finding["rule_id"],
                        "fact": change["fact"],
                        "current": current,
                        "value": value,
                        "becomes": change["becomes"],
                        "line": change["line"],
                        "text": change["text"],
                    },
                )
    return [best[d][1] for d in ("more", "less") if d in best]


def summarise(result: dict[str, Any]) -> dict[str, dict[str, Any]]:
    """Each category's folded status, its findings, and the vocabulary notes behind it:
    ``vocabulary_only`` where the status is open only because the site's terms are not
    this city's own (``workbench.core.vocabulary``)."""
    by_category: dict[str, dict[str, Any]] = {}
    for category in CATEGORIES:
        findings = [f for f in result["findings"] if f["category"] == category]
        if findings:
            status = category_status(findings)
            notes = sorted({n for f in findings for n in f.get("vocabulary_notes", [])})
            without = category_status(
                [
                    {**f, "status": "does_not_apply"} if f.get("vocabulary_notes") else f
                    for f in findings
                ]
            )
            by_category[category] = {
                "status": status,
                "notes": notes,
                "vocabulary_only": bool(notes) and without != status,
                "findings": [
                    {"rule_id": f["rule_id"], "title": f["title"], "status": f["status"]}
                    for f in findings
                ],
            }
            if any("would_change" in f for f in findings):  # explained (issue 45)
                by_category[category]["nearest"] = nearest_thresholds(findings)
    return by_category


def compare(
    host: Host, scenario: Scenario, as_of: date | None = None, *, explained: bool = False
) -> dict[str, Any]:
    """The ``compare --json`` document; ``explained``: each city's cell also gives its
    nearest thresholds (``nearest``, from ``would_change``: ``compare --explain``)."""
    doc = evaluate(host, scenario, "all", as_of, explained=explained)
    results = doc["results"]
    jids = [r["jurisdiction"] for r in results]
    summaries = {r["jurisdiction"]: summarise(r) for r in results}
    categories = []
    for category in CATEGORIES:
        cells = {jid: summaries[jid].get(category) for jid in jids}
        if not any(cells.values()):
            continue
        statuses = {cell["status"] if cell else "not_addressed" for cell in cells.values()}
        # the difference a city's own terms would remove is a vocabulary gap, not law
        legal = {
            "does_not_apply" if cell and cell["vocabulary_only"] else (cell or {}).get("status")
            for cell in cells.values()
        }
        differs = len(statuses) > 1
        categories.append(
            {
                "category": category,
                "differs": differs,
                "vocabulary_only": differs and len(legal) == 1,
                "by_jurisdiction": cells,
            }
        )
    sizing: dict[str, dict[str, Any]] = {}
    for result in results:
        for tool in result["sizing"]:
            for name in COMPARED_OUTPUTS:
                if name in tool["outputs"]:
                    entry = sizing.setdefault(name, {})
                    entry.setdefault(result["jurisdiction"], []).append(
                        {
                            "tool_id": tool["tool_id"],
                            "title": tool["title"],
                            **tool["outputs"][name],
                        }
                    )
    return {
        "scenario": scenario.name,
        "jurisdictions": jids,
        "notes": {r["jurisdiction"]: list(r["notes"]) for r in results},
        "categories": categories,
        "sizing": sizing,
    }


def sweep(
    host: Host, scenario: Scenario, field: str, values: Sequence[float], category: str | None = None
) -> dict[str, list[str | None]]:
    """For each jurisdiction, the status of a category (or of every category, joined) as a site
    field takes each value: where each city's thresholds flip."""
    out: dict[str, list[str | None]] = {}
    for value in values:
        trial = copy.deepcopy(scenario)
        setattr(trial.site, field, value)
        for result in evaluate(host, trial, "all")["results"]:
            summary = summarise(result)
            if category:
                status = summary.get(category, {}).get("status")
            else:
                status = ",".join(f"{c}={s['status']}" for c, s in sorted(summary.items()))
            out.setdefault(result["jurisdiction"], []).append(status)
    return out
