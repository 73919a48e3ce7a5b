"""Findings, sizing, deadlines and penalties as an Excel workbook (openpyxl) or CSV files.

The tables are built once (``tables``) and written either way, so the workbook and the CSV
files always agree. Numbers stay numbers (sizing values, deadline amounts, maximum dollars),
dates and date-times are real Excel dates; in CSV they are ISO 8601 text. Lists (reasons,
flags, steps, citations) are one item per line inside a cell.

Sizing is long-format: one row per input or output quantity (``kind`` ``input``/``output``),
so a column of values can be summed, filtered and charted in Excel.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Sequence
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from workbench.core.inputs import workbench_version
from workbench.core.reader import ResultView, result_view
from workbench.core.results import Citation, Deadline, Evaluation, Result
from workbench.outputs import (
    OutputError,
    as_docs,
    check_out_path,
    citations_text,
    doc_sources,
    format_citation,
    parse_when_text,
    site_label,
    write_file,
    write_files,
)

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
    return _lines([x.step, x.use, format_citation(x.to_json())])


def _cites(citations: list[Citation]) -> str:
    return citations_text([c.to_json() for c in citations])


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
    for d in r.deadlines_left_out:  # duties that do not apply
        out["deadlines_left_out"].append(
            {
                **where,
                "rule_id": d.rule_id,
                "title": d.title,
                "trigger": d.trigger.kind,
                "trigger_at": _when(d.trigger.at),
                "gated_by": ", ".join(d.gated_by),
                "reason": d.reason,
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


def _xlsx_value(value: Any) -> Any:
    """A cell value Excel accepts: control characters (other than tab and line breaks),
    which the file format cannot hold, are removed from text."""
    if isinstance(value, str):
        from openpyxl.cell.cell import ILLEGAL_CHARACTERS_RE

        return ILLEGAL_CHARACTERS_RE.sub("", value)
    return value


def _versions(evaluations: list[Evaluation]) -> list[Result]:
    seen: dict[str, Result] = {}
    for doc in evaluations:
        for r in doc.results:
            seen.setdefault(r.jurisdiction, r)
    return list(seen.values())


def write_xlsx(
    docs: Any, out_path: str | Path, *, about: dict[str, Any] | None = None, host: Any = None
) -> Path:
    """The workbook: sheets findings, sizing, deadlines, penalties and about."""
    from openpyxl import Workbook
    from openpyxl.styles import Alignment, Font, PatternFill
    from openpyxl.utils import get_column_letter

    out = check_out_path(out_path, doc_sources(docs))
    docs = as_docs(docs)
    if not docs:
        raise OutputError("nothing to export: no evaluated sites")
    data = tables(docs, host)
    wb = Workbook()
    wb.remove(wb.active)
    bold = Font(bold=True, color="FFFFFF")
    fill = PatternFill("solid", fgColor="1F4E79")
    wrap = Alignment(wrap_text=True, vertical="top")
    top = Alignment(vertical="top")
    for name in TABLE_NAMES:
        ws = wb.create_sheet(name)
        columns = COLUMNS[name]
        ws.append(list(columns))
        for cell in ws[1]:
            cell.font, cell.fill = bold, fill
        for row in data[name]:
            ws.append([_xlsx_value(row[c]) for c in columns])
        for index, column in enumerate(columns, start=1):
            letter = get_column_letter(index)
            ws.column_dimensions[letter].width = WIDTHS.get(column, 16)
            long_text = WIDTHS.get(column, 16) >= 40
            for cell in ws[letter][1:]:
                cell.alignment = wrap if long_text else top
                if column == "max_usd" and cell.value is not None:
                    cell.number_format = '"$"#,##0.00'
                elif isinstance(cell.value, datetime):
                    cell.number_format = "yyyy-mm-dd hh:mm"
                elif isinstance(cell.value, date):
                    cell.number_format = "yyyy-mm-dd"
        ws.freeze_panes = "A2"
        if data[name]:
            ws.auto_filter.ref = f"A1:{get_column_letter(len(columns))}{len(data[name]) + 1}"
    ws = wb.create_sheet("about")
    ws.append(["key", "value"])

    def add(row: list[Any]) -> None:
        ws.append([_xlsx_value(v) for v in row])

    for cell in ws[1]:
        cell.font, cell.fill = bold, fill
    generated = datetime.now(UTC).astimezone().replace(microsecond=0)
    add(["generated", generated.isoformat()])
    add(["workbench version", workbench_version()])
    evaluations = [Evaluation.from_json(doc) for doc in docs]
    for source in sorted({d.source for d in evaluations if d.source}):
        add(["source file", source])
    for project in sorted({d.project for d in evaluations if d.project}):
        add(["project", project])
    for key, value in (about or {}).items():
        add([key, value])
    for doc in evaluations:
        add(["site", site_label(doc)])
        add(["as of", ", ".join(sorted({r.as_of for r in doc.results}))])

    add([])
    header = [
        "jurisdiction",
        "name",
        "ordinance",
        "plugin version",
        "ruleset version",
        "plugin status",
    ]
    add(header)
    for cell in ws[ws.max_row]:
        cell.font = Font(bold=True)
    for r in _versions(evaluations):
        add(
            [
                r.jurisdiction,
                r.jurisdiction_name,
                r.ordinance,
                r.plugin_version,
                r.ruleset_version,
                r.plugin_status,
            ]
        )
    add([])
    add(
        [
            "note",
            "Maximum penalties are the most the ordinance allows, not a predicted fine. "
            "Every row cites the ordinance section, lines and a verbatim quote.",
        ]
    )
    for letter, width in zip("ABCDEF", (22, 40, 50, 16, 18, 14), strict=True):
        ws.column_dimensions[letter].width = width
    wb.properties.creator = f"Stormwater Compliance Workbench {workbench_version()}"
    wb.properties.title = "Stormwater compliance results"
    for sheet in wb.worksheets:  # text such as "=HYPERLINK(...)" from a name stays text
        for row in sheet.iter_rows():
            for cell in row:
                if cell.data_type == "f":
                    cell.data_type = "s"
    buffer = io.BytesIO()
    wb.save(buffer)
    return write_file(out, buffer.getvalue())


def csv_paths(out_path: str | Path) -> dict[str, Path]:
    """``OUT.csv`` -> ``OUT-findings.csv``, ``OUT-sizing.csv``, ``OUT-deadlines.csv``,
    ``OUT-penalties.csv``."""
    out = Path(out_path)
    stem = out.name[:-4] if out.name.lower().endswith(".csv") else out.name
    return {name: out.with_name(f"{stem}-{name}.csv") for name in TABLE_NAMES}


#: A text cell starting with one of these is a formula to a spreadsheet (CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def _csv_value(value: Any) -> Any:
    if value is None:
        return ""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value  # shown as text by Excel, LibreOffice and Google Sheets
    if isinstance(value, datetime):
        return value.isoformat(timespec="minutes")
    if isinstance(value, date):
        return value.isoformat()
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def write_csv(docs: Any, out_path: str | Path, *, host: Any = None) -> list[Path]:
    """One CSV file per table beside ``out_path`` (see ``csv_paths``); the paths written."""
    sources = doc_sources(docs)
    check_out_path(out_path, sources)
    paths = csv_paths(out_path)
    for path in paths.values():
        check_out_path(path, sources)
    docs = as_docs(docs)
    if not docs:
        raise OutputError("nothing to export: no evaluated sites")
    data = tables(docs, host)
    files = {}
    for name, path in paths.items():
        text = io.StringIO(newline="")
        writer = csv.writer(text)
        writer.writerow(COLUMNS[name])
        for row in data[name]:
            writer.writerow([_csv_value(row[c]) for c in COLUMNS[name]])
        files[path] = text.getvalue().encode("utf-8-sig")
    return write_files(files)  # all four or none: a full disk never leaves a mixed set
