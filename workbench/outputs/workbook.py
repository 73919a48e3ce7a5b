"""Findings, sizing, deadlines and penalties as an Excel workbook (openpyxl) or CSV files.

The tables are built once (``tables``, in ``workbook_tables``) and written either way, so
the workbook and the CSV files always agree. Numbers stay numbers (sizing values, deadline
amounts, maximum dollars), dates and date-times are real Excel dates; in CSV they are ISO
8601 text. Lists (reasons, flags, steps, citations) are one item per line inside a cell.

Sizing is long-format: one row per input or output quantity (``kind`` ``input``/``output``),
so a column of values can be summed, filtered and charted in Excel.
"""

from __future__ import annotations

import csv
import io
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from workbench.core.inputs import workbench_version
from workbench.core.results import Evaluation, Result
from workbench.outputs import (
    OutputError,
    as_docs,
    check_out_path,
    doc_sources,
    site_label,
    write_file,
    write_files,
)
from workbench.outputs.workbook_tables import COLUMNS, TABLE_NAMES, WIDTHS, tables

__all__ = ["COLUMNS", "TABLE_NAMES", "csv_paths", "tables", "write_csv", "write_xlsx"]


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
