"""The workbook's and CSV files' tables (``tables``): one row per finding, classification,
sizing quantity, provided-versus-required check, deadline, deadline left out and penalty, read
from the typed results (``workbench.core.results``) and told as the reader's view
(``workbench.core.reader``) tells them. ``workbook`` writes them as sheets or CSV files."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from typing import Any

from workbench.core.reader import ResultView, result_view
from workbench.core.results import Citation, Deadline, Evaluation, Result
from workbench.outputs import as_docs, citations_text, format_citation, parse_when_text, site_label

TABLE_NAMES = (
    "findings",
    "sizing",
    "deadlines",
    "penalties",
    "deadlines_left_out",
    "checks",
    "classifications",
)

COLUMNS: dict[str, tuple[str, ...]] = {
    "findings": (
        "site",
        "jurisdiction",
        "rule_id",
        "category",
        "title",
        "status",
        "reasons",
        "flags",
        "missing",
        "follows",
        "citations",
    ),
    "sizing": (
        "site",
        "jurisdiction",
        "tool_id",
        "title",
        "status",
        "required",
        "kind",
        "quantity",
        "value",
        "unit",
        "steps",
        "warnings",
        "citations",
    ),
    "deadlines": (
        "site",
        "jurisdiction",
        "rule_id",
        "title",
        "trigger",
        "trigger_at",
        "amount",
        "unit",
        "direction",
        "due",
        "extended_due",
        "extension",
        "status",
        "required",
        "responsible",
        "notes",
        "flags",
        "citations",
    ),
    "penalties": (
        "site",
        "jurisdiction",
        "rule_id",
        "title",
        "basis",
        "max_usd",
        "imprisonment",
        "arithmetic",
        "factors",
        "notes",
        "caveats",
        "citations",
    ),
    "deadlines_left_out": (
        "site",
        "jurisdiction",
        "rule_id",
        "title",
        "trigger",
        "trigger_at",
        "gated_by",
        "reason",
    ),
    "checks": (
        "site",
        "jurisdiction",
        "tool_id",
        "area",
        "quantity",
        "required",
        "provided",
        "unit",
        "pass",
    ),
    "classifications": (
        "site",
        "jurisdiction",
        "id",
        "title",
        "status",
        "reasons",
        "flags",
        "missing",
        "citations",
    ),
}
WIDTHS = {
    "site": 22,
    "jurisdiction": 13,
    "rule_id": 28,
    "tool_id": 26,
    "category": 26,
    "title": 40,
    "status": 14,
    "reasons": 60,
    "flags": 40,
    "citations": 70,
    "kind": 8,
    "quantity": 26,
    "value": 14,
    "unit": 12,
    "steps": 60,
    "warnings": 40,
    "trigger": 22,
    "trigger_at": 18,
    "amount": 9,
    "direction": 10,
    "due": 18,
    "extended_due": 14,
    "extension": 60,
    "responsible": 20,
    "notes": 50,
    "basis": 14,
    "max_usd": 16,
    "imprisonment": 22,
    "arithmetic": 60,
    "factors": 40,
    "missing": 40,
    "follows": 30,
    "caveats": 60,
    "id": 28,
    "required": 30,
}


def _lines(items: Sequence[Any] | None) -> str:
    return "\n".join(str(i) for i in items or [])


def _when(text: Any) -> date | datetime | str | None:
    if text in (None, ""):
        return None
    try:
        return parse_when_text(str(text))
    except ValueError:
        return str(text)


def _extension(d: Deadline) -> str:
    """The CCP § 12a extension of a deadline in a cell: why, which date to use, the statute."""
    if not d.extended_due or d.extension is None:
        return ""
    x = d.extension
    return _lines([x.step, x.use, format_citation(x)])


def _cites(citations: list[Citation]) -> str:
    return citations_text(citations)


def tables(docs: Any, host: Any = None) -> dict[str, list[dict[str, Any]]]:
    """Rows of the tables, keyed by ``COLUMNS``, from evaluate documents: the typed results
    and what the reader's view tells of them (reasons once, in words; required states;
    PASS/FAIL/NOT SHOWN; penalty caveats). ``host``: the loaded cities, whose labels name
    the ids in rule texts."""
    out: dict[str, list[dict[str, Any]]] = {name: [] for name in TABLE_NAMES}
    for doc in as_docs(docs):
        evaluation = Evaluation.from_json(doc)
        site = site_label(evaluation)
        for r in evaluation.results:
            view = result_view(r, host)
            where = {"site": site, "jurisdiction": r.jurisdiction}
            _items(out, where, r, view)
            _sizing(out, where, r, view)
            _deadlines(out, where, r, view)
            for p, told in zip(r.penalties, view.penalties, strict=True):
                out["penalties"].append(
                    {
                        **where,
                        "rule_id": p.rule_id,
                        "title": p.title,
                        "basis": p.basis,
                        "max_usd": p.max_usd,
                        "imprisonment": p.imprisonment or "",
                        "arithmetic": _lines(told.arithmetic),
                        "factors": _lines(p.factors),
                        "notes": p.notes,
                        "caveats": _lines(told.caveats),
                        "citations": _cites(p.citations),
                    }
                )
    return out


def _items(
    out: dict[str, list[dict[str, Any]]], where: dict[str, str], r: Result, view: ResultView
) -> None:
    """The findings and classifications rows."""
    for finding, f in zip(r.findings, view.findings, strict=True):
        out["findings"].append(
            {
                **where,
                "rule_id": f.id,
                "category": f.category.replace(" ", "_"),
                "title": f.title,
                "status": f.status,
                "reasons": _lines(f.reasons),
                "flags": _lines(f.flags),
                "missing": _lines(f.missing),
                "follows": _lines(f.follows),
                "citations": _cites(finding.citations),
            }
        )
    for item, c in zip(r.classifications, view.classifications, strict=True):
        out["classifications"].append(
            {
                **where,
                "id": c.id,
                "title": c.title,
                "status": c.status,
                "reasons": _lines(c.reasons),
                "flags": _lines(c.flags),
                "missing": _lines(c.missing),
                "citations": _cites(item.citations),
            }
        )


def _sizing(
    out: dict[str, list[dict[str, Any]]], where: dict[str, str], r: Result, view: ResultView
) -> None:
    """The sizing rows (one per quantity) and the provided-versus-required rows."""
    for s, told in zip(r.sizing, view.sizing, strict=True):
        base = {
            **where,
            "tool_id": s.tool_id,
            "title": s.title,
            "status": s.status,
            "required": told.required_words,
            "steps": _lines(told.steps),
            "warnings": _lines(told.warnings),
            "citations": _cites(s.citations),
        }
        quantities = [("input", k, q) for k, q in s.inputs.items()]
        quantities += [("output", k, q) for k, q in s.outputs.items()]
        if not quantities:
            out["sizing"].append({**base, "kind": "", "quantity": "", "value": None, "unit": ""})
        for kind, name, q in quantities:
            out["sizing"].append(
                {**base, "kind": kind, "quantity": name, "value": q.value, "unit": q.unit}
            )
        for row in s.checks:  # provided versus required
            out["checks"].append(
                {
                    **where,
                    "tool_id": s.tool_id,
                    "area": row.area,
                    "quantity": row.quantity,
                    "required": row.required,
                    "provided": row.provided,
                    "unit": row.unit,
                    "pass": row.verdict,
                }
            )


def _deadlines(
    out: dict[str, list[dict[str, Any]]], where: dict[str, str], r: Result, view: ResultView
) -> None:
    for left in r.deadlines_left_out:  # duties that do not apply
        out["deadlines_left_out"].append(
            {
                **where,
                "rule_id": left.rule_id,
                "title": left.title,
                "trigger": left.trigger.kind,
                "trigger_at": _when(left.trigger.at),
                "gated_by": ", ".join(left.gated_by),
                "reason": left.reason,
            }
        )
    for d, told in zip(r.deadlines, view.deadlines, strict=True):
        out["deadlines"].append(
            {
                **where,
                "rule_id": d.rule_id,
                "title": d.title,
                "trigger": d.trigger.kind,
                "trigger_at": _when(d.trigger.at),
                "amount": d.amount,
                "unit": d.unit,
                "direction": d.direction,
                "due": _when(d.due),
                "extended_due": _when(d.extended_due),
                "extension": _extension(d),
                "status": d.status,
                "required": told.condition or d.required,
                "responsible": d.responsible,
                "notes": _lines(told.notes),
                "flags": _lines(told.flags),
                "citations": _cites(d.citations),
            }
        )
