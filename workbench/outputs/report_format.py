"""Values and HTML building blocks of the PDF reports: numbers, units, statuses, citations,
tables and entries, as print-friendly HTML for ``QTextDocument`` (``report_pdf``)."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from workbench.core.results import Citation, Extension
from workbench.core.units import acres

STATUS_LABELS = {
    "applies": "APPLIES",
    "needs_info": "NEEDS INFO",
    "does_not_apply": "DOES NOT APPLY",
    "error": "ERROR",
}
STATUS_ORDER = {"applies": 0, "needs_info": 1, "error": 2, "does_not_apply": 3}
STATUS_STYLE = {  # (background, text) light fills that print well in grey too
    "applies": ("#f6d5d1", "#7b1f14"),
    "needs_info": ("#fbe7c2", "#7a4b00"),
    "does_not_apply": ("#d6eedc", "#1d5c2e"),
    "error": ("#e6d7ef", "#4a2562"),
    "overdue": ("#f6d5d1", "#7b1f14"),
    "due_soon": ("#fbe7c2", "#7a4b00"),
    "upcoming": ("#e3e9f2", "#1f3b5c"),
    "keep_until": ("#e8e8e8", "#333333"),
}


def e(value: Any) -> str:
    return html.escape("" if value is None else str(value), quote=True)


def fmt_num(value: Any) -> str:
    """A number for reading: thousands separators, no float noise (raw numbers: the workbook)."""
    if value is None:
        return "\u2014"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if not isinstance(value, int | float):
        return str(value)
    if float(value).is_integer() and abs(value) < 1e15:
        return f"{int(value):,}"
    magnitude = abs(value)
    if magnitude >= 1000:
        return f"{value:,.1f}"
    if magnitude >= 1:
        return f"{value:,.3f}".rstrip("0").rstrip(".")
    return f"{value:.3g}"


def usd(value: Any) -> str:
    if value is None:
        return "amount not stated"
    if float(value).is_integer():
        return f"${int(value):,}"
    return f"${value:,.2f}"


UNITS = (
    ("_in_per_hr", "in/hr"),
    ("_sqft", "sq ft"),
    ("_cuft", "cu ft"),
    ("_cfs", "cfs"),
    ("_ft", "ft"),
    ("_in", "in"),
    ("_pct", "%"),
    ("_hr", "hr"),
    ("_usd", "USD"),
)


def label_unit(name: str) -> tuple[str, str]:
    """``parcel_area_sqft`` -> ("parcel area", "sq ft"); ``design_volume_cuft[Roof]`` ->
    ("design volume, Roof", "cu ft")."""
    if name.endswith("]") and "[" in name:
        base, _, qualifier = name[:-1].partition("[")
        label, unit = label_unit(base)
        return f"{label}, {qualifier}", unit
    for suffix, unit in UNITS:
        if name.endswith(suffix):
            return name[: -len(suffix)].replace("_", " "), unit
    return name.replace("_", " "), ""


def fact_value(name: str, value: Any) -> str:
    if isinstance(value, list):
        return ", ".join(str(v).replace("_", " ") for v in value) if value else "none"
    if isinstance(value, str):
        return value.replace("_", " ") if name in ("project_type", "land_use") else value
    _, unit = label_unit(name)
    text = fmt_num(value)
    if unit == "sq ft" and isinstance(value, int | float) and value >= 4356:
        text += f" sq ft ({acres(value):,.2f} ac)"
    elif unit and value is not None:
        text += f" {unit}"
    return text


def ident(value: str) -> str:
    """An identifier that may wrap after its underscores in a narrow column."""
    return e(value).replace("_", "_\u200b")


def badge(status: str) -> str:
    bg, fg = STATUS_STYLE.get(status, ("#eeeeee", "#333333"))
    label = STATUS_LABELS.get(status, status.replace("_", " ").upper())
    return (
        f'<span style="background-color:{bg}; color:{fg}; font-weight:bold; font-size:7pt;">'
        f"&nbsp;{e(label)}&nbsp;</span>"
    )


def cite_html(citations: Sequence[Citation | Extension]) -> str:
    parts = []
    for c in citations:
        if c.external:
            head = f"<b>external</b>: {e(c.source)}" + (f", {e(c.section)}" if c.section else "")
            tail = " <b>[verify]</b>" if c.verify else ""
        else:
            lines = c.lines or []
            span = (
                (
                    f"lines {lines[0]}\u2013{lines[1]}"
                    if lines[0] != lines[1]
                    else f"line {lines[0]}"
                )
                if len(lines) == 2
                else ""
            )
            head = (f"<b>\u00a7\u00a0{e(c.section)}</b>, " if c.section else "") + e(span)
            tail = ""
        parts.append(f'{head}: <span class="quote">\u201c{e(c.quote)}\u201d</span>{tail}')
    return "<br/>".join(parts) or '<span class="muted">no citation</span>'


def table(
    headers: Sequence[str],
    rows: Sequence[Sequence[str]],
    widths: Sequence[int] | None = None,
    cls: str = "grid",
) -> str:
    """An HTML table; cells are already HTML. ``widths`` in percent."""
    attrs = [f' width="{w}%"' for w in widths] if widths else [""] * len(headers)
    head = "".join(f"<th{attrs[i]}>{h}</th>" for i, h in enumerate(headers))
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (
        f'<table class="{cls}" width="100%" border="1" cellspacing="0" cellpadding="4">'
        f"<thead><tr>{head}</tr></thead>{body}</table>"
    )


def entry(title: str, sub: str, body: str, citations: str) -> str:
    """A finding, classification, deadline or penalty schedule as a block across the page:
    its title (with its status) as a heading, kept with what follows, a small line naming
    it, then its reasons, notes and arithmetic and its citations, indented. Full-width text
    reads better than four narrow columns and takes a quarter fewer pages, which Qt lays
    out and paints a third faster than table cells."""
    return (
        f'<h5 style="margin-top: 9px;">{title}'
        + (f'<br/><span class="small" style="font-weight: normal;">{sub}</span>' if sub else "")
        + "</h5>"
        f'<p style="margin-left: 14px; margin-top: 2px; margin-bottom: 2px;">{body}</p>'
        f'<p class="small" style="margin-left: 14px; margin-top: 1px;">{citations}</p>'
    )


def kv_table(pairs: Sequence[tuple[str, str]], columns: int = 2) -> str:
    """Label/value pairs, ``columns`` pairs per row."""
    rows = []
    for i in range(0, len(pairs), columns):
        chunk = list(pairs[i : i + columns]) + [("", "")] * (columns - len(pairs[i : i + columns]))
        rows.append(
            "<tr>"
            + "".join(
                f'<td width="{int(18 / columns * 2)}%" class="muted">{k}</td>'
                f'<td width="{int(32 / columns * 2)}%">{v}</td>'
                for k, v in chunk
            )
            + "</tr>"
        )
    return (
        '<table class="grid" width="100%" border="1" cellspacing="0" cellpadding="3">'
        f"{''.join(rows)}</table>"
    )
