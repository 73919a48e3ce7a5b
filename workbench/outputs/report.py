"""The compliance report (PDF), written with Qt's own PDF writer: no browser, no new dependency.

The report is print-friendly HTML with CSS tables laid out by ``QTextDocument`` and painted
page by page onto a ``QPdfWriter`` (US Letter), so every page gets a running header and a
"page N of M" footer. Tables break between rows and repeat their header row on the next
page. Sizing plots and the penalty chart are drawn by ``workbench.core.plots`` with
matplotlib (Agg) and embedded as PNG images.

Contents: a cover with project, sites, jurisdictions, the plugin and ruleset versions, the
dates and the command that reproduces the report; per site the project and site facts; per
site and jurisdiction the applicable requirements (reasons, flags, citations with section,
lines and quote), sizing (inputs, steps, results, plot), deadlines and penalty exposure
(arithmetic, chart); an appendix with each scenario exactly as evaluated.

Qt needs a ``QGuiApplication``: when none exists one is created, on Linux and macOS with
``QT_QPA_PLATFORM=offscreen`` unless the variable is set. On Windows the native platform is
kept (it shows nothing, and Qt's offscreen platform there has no system fonts).
"""

from __future__ import annotations

import errno
import hashlib
import html
import os
import re
import shutil
import sys
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from workbench.core.atomic import fsync_dir
from workbench.core.evaluate import counting_text
from workbench.core.inputs import workbench_version
from workbench.outputs import (
    OutputError,
    _write_error,
    check_out_path,
    evaluate_sources,
    site_label,
)

# page geometry in CSS pixels (96 per inch); the PDF writer uses the same resolution, so the
# layout and the painting share one unit (text and images stay vector/full resolution)
DPI = 96
PAGE_W, PAGE_H = int(8.5 * DPI), int(11 * DPI)
MARGIN_X = int(0.75 * DPI)
MARGIN_TOP = int(0.85 * DPI)
MARGIN_BOTTOM = int(0.8 * DPI)
BODY_W, BODY_H = PAGE_W - 2 * MARGIN_X, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM
PLOT_W = 560

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
FONT_FAMILIES = ["Segoe UI", "Helvetica", "Arial", "DejaVu Sans", "Liberation Sans"]
MONO_FAMILIES = ["Consolas", "Menlo", "DejaVu Sans Mono", "Liberation Mono", "Courier New"]

CSS = """
body { color: #1a1a1a; }
h1 { font-size: 17pt; color: #1f3b5c; margin-top: 0px; margin-bottom: 4px; }
h2 { font-size: 13pt; color: #1f3b5c; margin-top: 14px; margin-bottom: 4px; }
h3 { font-size: 11pt; color: #1f3b5c; margin-top: 12px; margin-bottom: 4px; }
h4 { font-size: 9.5pt; color: #1a1a1a; margin-top: 10px; margin-bottom: 2px; }
h5 { font-size: 8.5pt; color: #1a1a1a; margin-top: 6px; margin-bottom: 2px; }
p { margin-top: 2px; margin-bottom: 4px; }
table.grid { border-collapse: collapse; border-width: 1px; border-color: #b8c2cc; border-style: solid; }
table.grid th { background-color: #e8edf3; color: #1f3b5c; font-weight: bold; text-align: left; }
table.grid td { vertical-align: top; }
table.kv td { vertical-align: top; }
.sub { color: #555555; font-size: 10pt; }
.small { font-size: 7.5pt; color: #333333; }
.muted { color: #666666; }
.quote { color: #333333; font-style: italic; }
.num { text-align: right; }
.flag { color: #7a4b00; }
.mono { font-family: 'DejaVu Sans Mono', 'Consolas', monospace; font-size: 7pt; }
.box { background-color: #f3f5f8; }
"""


@dataclass(frozen=True)
class ReportInfo:
    """What ``write_report`` wrote: the file and its page count."""

    path: Path
    pages: int


# --------------------------------------------------------------------------- formatting
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
        text += f" sq ft ({value / 43560:,.2f} ac)"
    elif unit and value is not None:
        text += f" {unit}"
    return text


_FIELD = re.compile(r"\b(?:site|rainfall)\.([a-z][a-z0-9_]*)")


def plain(text: str) -> str:
    """A rule's text for the reader: a scenario field by its label ("site.parcel_area_sqft"
    -> "parcel area"), as the facts page names it (issue 22 item 14)."""
    return _FIELD.sub(lambda m: f'"{label_unit(m.group(1))[0]}"', text)


def ident(value: str) -> str:
    """An identifier that may wrap after its underscores in a narrow column."""
    return e(value).replace("_", "_\u200b")


def badge(status: str) -> str:
    bg, fg = STATUS_STYLE.get(status, ("#eeeeee", "#333333"))
    label = STATUS_LABELS.get(status, status.replace("_", " ").upper())
    return f'<span style="background-color:{bg}; color:{fg}; font-weight:bold; font-size:7pt;">&nbsp;{e(label)}&nbsp;</span>'


def cite_html(citations: Sequence[dict[str, Any]]) -> str:
    parts = []
    for c in citations:
        if c.get("external"):
            head = f"<b>external</b>: {e(c['source'])}" + (
                f", {e(c['section'])}" if c.get("section") else ""
            )
            tail = " <b>[verify]</b>" if c.get("verify") else ""
        else:
            lines = c.get("lines") or []
            span = (
                (
                    f"lines {lines[0]}\u2013{lines[1]}"
                    if lines[0] != lines[1]
                    else f"line {lines[0]}"
                )
                if len(lines) == 2
                else ""
            )
            head = (f"<b>\u00a7\u00a0{e(c['section'])}</b>, " if c.get("section") else "") + e(span)
            tail = ""
        parts.append(f'{head}: <span class="quote">\u201c{e(c["quote"])}\u201d</span>{tail}')
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


def kv_table(pairs: Sequence[tuple[str, str]], columns: int = 2) -> str:
    """Label/value pairs, ``columns`` pairs per row."""
    rows = []
    for i in range(0, len(pairs), columns):
        chunk = list(pairs[i : i + columns]) + [("", "")] * (columns - len(pairs[i : i + columns]))
        rows.append(
            "<tr>"
            + "".join(
                f'<td width="{int(18 / columns * 2)}%" class="muted">{k}</td><td width="{int(32 / columns * 2)}%">{v}</td>'
                for k, v in chunk
            )
            + "</tr>"
        )
    return f'<table class="grid" width="100%" border="1" cellspacing="0" cellpadding="3">{"".join(rows)}</table>'


# --------------------------------------------------------------------------- images
#: Pixels per inch of the plots: 150 prints sharp at the width they are shown (about 5.8 in)
#: and makes a third fewer pixels to draw, encode and embed than 200 did.
PLOT_DPI = 150
PLOT_SIZE_IN = (6.0, 3.6)
#: matplotlib settings of the report's plots: the title at the top of the axes (where it is
#: placed anyway when no tick labels are above them), not moved by measuring every tick
#: label's box first (about a tenth of drawing a plot).
PLOT_RC = {"axes.titley": 1.0}


class Images:
    """Images of matplotlib figures (QImage), registered in the QTextDocument by name."""

    def __init__(self, *, dry: bool = False) -> None:
        self.items: dict[str, Any] = {}
        self.dry = dry  # only name the images (a layout that counts pages needs no pixels)
        self.count = 0

    def add(self, draw: Callable[[Any], Any], stem: str) -> str:
        """Name an image and, unless dry, draw it: ``draw(figure)`` on a figure of
        ``PLOT_SIZE_IN`` without a layout engine (``plots.fixed_figure``), rendered by Agg
        straight into a QImage (the PDF writer re-encodes images itself: a PNG in between
        was encoded and decoded for nothing)."""
        name = f"plot-{self.count}-{stem}.png"
        self.count += 1
        if not self.dry:
            from matplotlib import rc_context
            from matplotlib.backends.backend_agg import FigureCanvasAgg
            from PySide6.QtGui import QImage

            from workbench.core.plots import fixed_figure

            with rc_context(PLOT_RC):
                figure = fixed_figure(*PLOT_SIZE_IN)
                draw(figure)
                figure.set_dpi(PLOT_DPI)
                figure.set_facecolor("white")
                canvas = FigureCanvasAgg(figure)
                canvas.draw()
            width, height = canvas.get_width_height(physical=True)
            pixels = bytes(canvas.buffer_rgba())
            self.items[name] = QImage(
                pixels, width, height, 4 * width, QImage.Format.Format_RGBA8888
            ).copy()  # the QImage owns its pixels
        return name


def _plot_img(images: Images, draw: Callable[[Any], Any], stem: str, width: int = PLOT_W) -> str:
    name = images.add(draw, stem)
    w, h = PLOT_SIZE_IN
    return (
        f'<p align="center" style="margin-top: 10px; margin-bottom: 6px;">'
        f'<img src="{name}" width="{width}" height="{int(width * h / w)}"/></p>'
    )


# --------------------------------------------------------------------------- sections
def _cover(
    project: str | None,
    sites: list[tuple[str | None, Any]],
    docs: list[dict[str, Any]],
    source: str | None,
    jurisdiction: str | None,
    as_of: date | None,
    generated: datetime,
) -> str:
    title = project or site_label(docs[0])
    as_ofs = sorted({r["as_of"] for d in docs for r in d["results"]})
    juris = []
    for d in docs:
        for r in d["results"]:
            if r["jurisdiction"] not in [j["jurisdiction"] for j in juris]:
                juris.append(r)
    out = [f'<h1>Stormwater compliance report</h1><p class="sub">{e(title)}</p>']
    pairs = [
        ("Project", e(project or "\u2014 (a single scenario file)")),
        ("Sites", e(", ".join(site_label(d) for d in docs))),
        (
            "Jurisdictions",
            e(", ".join(f"{r['jurisdiction_name']} ({r['jurisdiction']})" for r in juris)),
        ),
        ("As of", e(", ".join(as_ofs))),
        ("Generated", e(generated.strftime("%Y-%m-%d %H:%M %Z").strip())),
        ("Workbench", e(f"Stormwater Compliance Workbench {workbench_version()}")),
        ("Source file", e(source or "(in-memory project)")),
    ]
    out.append(kv_table(pairs, columns=1))
    out.append("<h3>Plugins and rulesets used</h3>")
    out.append(
        table(
            ["Jurisdiction", "Ordinance", "Plugin version", "Ruleset version", "Plugin status"],
            [
                [
                    e(f"{r['jurisdiction_name']} ({r['jurisdiction']})"),
                    e(r["ordinance"]),
                    e(r.get("plugin_version", "")),
                    e(r["ruleset_version"]),
                    e(r.get("plugin_status", "")),
                ]
                for r in juris
            ],
            [20, 38, 13, 17, 12],
        )
    )
    command = ["workbench", "report", f'"{source}"' if source else "FILE", "--out", "REPORT.pdf"]
    if jurisdiction:
        command += ["--jurisdiction", jurisdiction]
    command += [
        "--as-of",
        as_of.isoformat() if as_of else (as_ofs[0] if len(as_ofs) == 1 else "DATE"),
    ]
    out.append("<h3>Reproducing this report</h3>")
    out.append(
        "<p>Run the same workbench and ruleset versions on the scenario printed in the appendix "
        "(its SHA-256 is shown there):</p>"
    )
    out.append(f'<p class="mono box">&nbsp;{e(" ".join(command))}</p>')
    out.append("<h3>Summary</h3>")
    rows = []
    for d in docs:
        for index, r in enumerate(d["results"]):
            counts = {s: sum(1 for f in r["findings"] if f["status"] == s) for s in STATUS_ORDER}
            overdue = sum(1 for x in r["deadlines"] if x.get("status") == "overdue")
            stated = [p["max_usd"] for p in r["penalties"] if p.get("max_usd") is not None]
            largest = usd(max(stated)) if stated else ("not stated" if r["penalties"] else "\u2014")
            rows.append(
                [
                    e(site_label(d)) if index == 0 else "",
                    e(r["jurisdiction_name"]),
                    f'<p class="num">{counts["applies"]}</p>',
                    f'<p class="num">{counts["needs_info"]}</p>',
                    f'<p class="num">{counts["does_not_apply"]}</p>',
                    f'<p class="num">{counts["error"]}</p>',
                    f'<p class="num">{len(r["sizing"])}</p>',
                    f'<p class="num">{len(r["deadlines"])}'
                    + (f" ({overdue} overdue)" if overdue else "")
                    + "</p>",
                    f'<p class="num">{e(largest)}</p>',
                ]
            )
    out.append(
        table(
            [
                "Site",
                "Jurisdiction",
                "Applies",
                "Needs info",
                "Does not apply",
                "Errors",
                "Sizing",
                "Deadlines",
                "Largest max. penalty",
            ],
            rows,
            [16, 13, 9, 8, 9, 8, 8, 13, 16],
        )
    )
    out.append(
        '<p class="small">Statuses: <b>applies</b> the requirement applies to the site; '
        "<b>needs info</b> a fact the rule needs is missing (the reason names it); <b>does not apply</b>; "
        "<b>error</b> the rule failed (report it). Penalties are the maxima the ordinance allows for the "
        "violations described, never a predicted fine. Every finding cites the ordinance section, "
        "the line numbers in the ordinance text and a verbatim quote: the ordinance text governs.</p>"
    )
    return "".join(out)


SCENARIO_TOP = (
    "rainfall",
    "drainage_areas",
    "events",
    "violations",
    "discharges",
    "closures",
    "parameters",
    "forms",
)


#: site fields holding terms -> their vocabulary kind (labelled in the facts)
_TERM_FIELDS = {
    "facility_types": "facility_type",
    "activities": "activity",
    "conditions": "condition",
    "exemptions_claimed": "exemption",
}


def _facts(name: str | None, scenario: Any, host: Any = None) -> str:
    """A site's facts; terms by their labels where the host is given (ids otherwise)."""
    data = scenario.to_json()
    jid = data.get("jurisdiction")

    def term(kind: str, value: str) -> str:
        if host is None:
            return value.replace("_", " ")
        from workbench.core.evaluate import term_label

        return term_label(host, kind, value, jid)

    def site_value(key: str, value: Any) -> str:
        if key in _TERM_FIELDS and isinstance(value, list):
            return "; ".join(term(_TERM_FIELDS[key], v) for v in value) if value else "none"
        return fact_value(key, value)

    out = [
        f'<h1 style="page-break-before: always;">Site: {e(name or data.get("name") or "(unnamed)")}</h1>'
    ]
    out.append("<h2>Project and site facts</h2>")
    general = [
        ("Scenario name", e(data.get("name") or "\u2014")),
        ("Jurisdiction in file", e(data.get("jurisdiction") or "all loaded")),
        ("As of in file", e(data.get("as_of") or "\u2014")),
    ]
    out.append(kv_table(general, columns=1))
    site = data.get("site") or {}
    if site:
        pairs = [(e(label_unit(k)[0]), e(site_value(k, v))) for k, v in site.items()]
        out.append("<h4>Site</h4>" + kv_table(pairs))
    else:
        out.append(
            '<p class="muted">No site facts given: rules that need them answer needs info.</p>'
        )
    rain = data.get("rainfall") or {}
    if rain:
        out.append(
            "<h4>Design rainfall</h4>"
            + kv_table([(e(label_unit(k)[0]), e(fact_value(k, v))) for k, v in rain.items()])
        )
    areas = data.get("drainage_areas") or []
    if areas:
        keys = [
            "name",
            "area_sqft",
            "impervious_fraction",
            "surface",
            "runoff_coefficient",
            "dma_type",
            "bmp_area_sqft",
        ]
        present = [k for k in keys if any(k in a for a in areas)]
        out.append(
            "<h4>Drainage areas</h4>"
            + table(
                [
                    e(label_unit(k)[0] + (f" ({label_unit(k)[1]})" if label_unit(k)[1] else ""))
                    for k in present
                ],
                [
                    [
                        e(
                            fmt_num(a.get(k))
                            if isinstance(a.get(k), int | float)
                            else (a.get(k) if a.get(k) is not None else "\u2014")
                        )
                        for k in present
                    ]
                    for a in areas
                ],
            )
        )
    events = data.get("events") or []
    if events:
        out.append(
            "<h4>Events (deadline triggers)</h4>"
            + table(
                ["Event", "At", "Note"],
                [
                    [e(term("event", ev["kind"])), e(ev["at"]), e(ev.get("note", ""))]
                    for ev in events
                ],
                [40, 25, 35],
            )
        )
    violations = data.get("violations") or []
    if violations:
        out.append(
            "<h4>Violations (penalty exposure)</h4>"
            + table(
                ["Violation", "Count", "Days"],
                [
                    [
                        e(term("violation", v["kind"])),
                        f'<p class="num">{fmt_num(v.get("count", 1))}</p>',
                        f'<p class="num">{fmt_num(v.get("days", 1))}</p>',
                    ]
                    for v in violations
                ],
                [60, 12, 12],
            )
        )
    discharges = data.get("discharges") or []
    if discharges:
        out.append(
            "<h4>Described discharges</h4>"
            + table(
                ["Discharge", "Conditions confirmed", "Note"],
                [
                    [
                        e(term("discharge", d["kind"])),
                        e("; ".join(d.get("conditions_met", [])) or "none"),
                        e(d.get("note", "")),
                    ]
                    for d in discharges
                ],
                [30, 45, 25],
            )
        )
    if data.get("closures"):
        out.append(f"<p><b>Declared closures:</b> {e(', '.join(data['closures']))}</p>")
    if data.get("parameters"):
        out.append(
            "<h4>Parameter overrides</h4>"
            + kv_table(
                [
                    (ident(k).replace(".", ".\u200b"), e(fmt_num(v)))
                    for k, v in data["parameters"].items()
                ]
            )
        )
    if data.get("forms"):
        out.append(f"<p><b>Saved forms:</b> {e(', '.join(data['forms']))}</p>")
    return "".join(out)


def _classifications(r: dict[str, Any]) -> str:
    """The city's classifications, decided once; findings that follow them say so."""
    items = r.get("classifications", [])
    if not items:
        return ""
    rows = []
    for c in items:
        reasons = "<br/>".join(f"&bull;&nbsp;{e(plain(x))}" for x in c["reasons"])
        reasons += "".join(
            f'<br/><span class="flag">&#9873;&nbsp;{e(x)}</span>' for x in c["flags"]
        )
        rows.append(
            [
                badge(c["status"]),
                f'<b>{e(c["title"])}</b><br/><span class="small">{ident(c["id"])}</span>',
                reasons,
                f'<span class="small">{cite_html(c["citations"])}</span>',
            ]
        )
    return "<h3>Classifications</h3>" + table(
        ["Status", "Classification", "Reasons", "Citations"], rows, [12, 26, 40, 22]
    )


def _findings(r: dict[str, Any]) -> str:
    classified = {c["id"]: c["title"] for c in r.get("classifications", [])}
    findings = sorted(r["findings"], key=lambda f: STATUS_ORDER.get(f["status"], 9))
    counts = {s: sum(1 for f in findings if f["status"] == s) for s in STATUS_ORDER}
    out = [
        "<h3>Applicable requirements</h3>",
        f"<p>{counts['applies']} apply, {counts['needs_info']} need information, "
        f"{counts['does_not_apply']} do not apply"
        + (f", {counts['error']} failed" if counts["error"] else "")
        + ".</p>",
    ]
    if not findings:
        out.append('<p class="muted">This plugin declares no applicability rules yet.</p>')
        return "".join(out)
    rows = []
    for f in findings:
        items = [f"&bull;&nbsp;{e(plain(x))}" for x in f["reasons"]] or [
            '<span class="muted">no reason given</span>'
        ]
        items += [f'<span class="flag">&#9873;&nbsp;{e(x)}</span>' for x in f["flags"]]
        if f.get("based_on"):
            items.append(
                '<span class="small">follows the classification(s) '
                + ", ".join(e(classified.get(x, x)) for x in f["based_on"])
                + "</span>"
            )
        reasons, flags = "<br/>".join(items), ""
        rows.append(
            [
                badge(f["status"]),
                f'<b>{e(f["title"])}</b><br/><span class="small">{e(f["category"].replace("_", " "))}'
                f" &middot; {ident(f['rule_id'])}</span>",
                reasons + flags,
                f'<span class="small">{cite_html(f["citations"])}</span>',
            ]
        )
    out.append(
        table(
            ["Status", "Requirement", "Reasons and flags", "Citations (section, lines, quote)"],
            rows,
            [12, 24, 34, 30],
        )
    )
    return "".join(out)


def _quantities(quantities: dict[str, Any], bold: bool = False) -> str:
    rows = []
    for k, q in quantities.items():
        label, _ = label_unit(k)
        value = fmt_num(q.get("value"))
        rows.append(
            [
                e(label) + f' <span class="small muted">({e(k)})</span>',
                f'<p class="num">{"<b>" if bold else ""}{e(value)}{"</b>" if bold else ""}</p>',
                e(q.get("unit", "")),
            ]
        )
    return table(["Quantity", "Value", "Unit"], rows, [55, 25, 20])


def _sizing(r: dict[str, Any], images: Images) -> str:
    out = ["<h3>Sizing</h3>"]
    if not r["sizing"]:
        out.append('<p class="muted">No sizing tool applies to this site under this ordinance.</p>')
        return "".join(out)
    from workbench.core.plots import sizing_figure

    for s in r["sizing"]:
        out.append(f"<h4>{e(s['title'])} &nbsp;{badge(s.get('status', 'applies'))}</h4>")
        out.append(f'<p class="small">{e(s["tool_id"])}</p>')
        if s.get("inputs"):
            out.append("<h5>Inputs</h5>" + _quantities(s["inputs"]))
        if s.get("steps"):
            out.append(
                "<h5>Steps</h5><ol>" + "".join(f"<li>{e(x)}</li>" for x in s["steps"]) + "</ol>"
            )
        if s.get("outputs"):
            out.append("<h5>Results</h5>" + _quantities(s["outputs"], bold=True))
        if s.get("checks"):
            out.append("<h5>Provided versus required</h5>" + _checks(s["checks"]))
        for w in s.get("warnings", []):
            out.append(f'<p class="flag">&#9873;&nbsp;{e(w)}</p>')
        out.append(f'<p class="small"><b>Citations:</b> {cite_html(s["citations"])}</p>')
        if s.get("plot"):
            plot = s["plot"]
            out.append(
                _plot_img(images, lambda fig, plot=plot: sizing_figure(plot, fig), s["tool_id"])
            )
    return "".join(out)


def _checks(rows: list[dict[str, Any]]) -> str:
    """The provided-versus-required table of a sizing result."""

    def number(x: Any) -> str:
        return "not shown" if x is None else f"{x:,.2f}"

    verdict = {True: "pass", False: "FAIL", None: "not shown"}
    body = [
        [
            e(row["area"]),
            e(row["quantity"]),
            f"{'&ge;' if row.get('direction') == 'at_least' else '&le;'} {number(row['required'])}",
            number(row["provided"]),
            e(row.get("unit", "")),
            f"<b>{verdict[row['pass']]}</b>",
        ]
        for row in rows
    ]
    return table(
        ["Area", "Quantity", "Required", "Provided", "Unit", "Result"],
        body,
        [16, 26, 16, 16, 10, 16],
    )


def trigger_label(trigger: dict[str, Any]) -> str:
    """The event that starts a deadline, by its label (older documents: the kind)."""
    return trigger.get("label") or trigger["kind"].replace("_", " ")


def _left_out(r: dict[str, Any]) -> str:
    """How many deadlines were left out because their duty does not apply, and why."""
    left = r.get("deadlines_left_out", [])
    if not left:
        return ""
    items = "".join(
        f"<li>{e(d['title'])} ({e(trigger_label(d['trigger']))} {e(str(d['trigger']['at']))}): "
        f"{e(d.get('reason', ''))}</li>"
        for d in left
    )
    return (
        f'<p class="small">{len(left)} deadline(s) left out: the findings they follow do not '
        f'apply to this site, so they are not due.</p><ul class="small">{items}</ul>'
    )


def _deadlines(r: dict[str, Any]) -> str:
    out = ["<h3>Deadlines</h3>"]
    if not r["deadlines"]:
        out.append(
            '<p class="muted">No event in the scenario starts a deadline of this ordinance.</p>'
        )
        out.append(_left_out(r))
        return "".join(out)
    rows = []
    for d in r["deadlines"]:
        due = str(d["due"]).replace("T", " ")
        if d.get("kind") == "retention":  # the earliest discard day, never a due date
            due = f"keep until {due}"
        extra = "".join(f'<br/><span class="small">note: {e(n)}</span>' for n in d.get("notes", []))
        extra += "".join(
            f'<br/><span class="small flag">&#9873;&nbsp;{e(x)}</span>' for x in d.get("flags", [])
        )
        steps = "".join(f'<br/><span class="small muted">{e(x)}</span>' for x in d.get("steps", []))
        extension = d.get("extension") if d.get("extended_due") else None
        cited = list(d["citations"])
        if extension:  # CCP 12a moves the last day (issue 21): why, which date, the statute
            cited.append(extension)
            steps += (
                f'<br/><span class="small">{e(extension.get("step", ""))}</span>'
                f'<br/><span class="small muted">{e(extension.get("use", ""))}</span>'
            )
        rows.append(
            [
                f"<b>{e(due)}</b><br/>{badge(d.get('status', ''))}"
                + (
                    f'<br/><span class="small">last day extended to '
                    f"<b>{e(d['extended_due'])}</b> (CCP § 12a)</span>"
                    if extension
                    else ""
                )
                + (
                    '<br/><span class="small flag">conditional: the duty may not apply</span>'
                    if d.get("required") == "conditional"
                    else ""
                ),
                f"<b>{e(d['title'])}</b>"
                + (
                    f'<br/><span class="small">responsible: {e(d["responsible"])}</span>'
                    if d.get("responsible")
                    else ""
                )
                + extra,
                e(counting_text(d))
                + f'<br/><span class="small">trigger at {e(str(d["trigger"]["at"]).replace("T", " "))}</span>'
                + steps,
                f'<span class="small">{cite_html(cited)}</span>',
            ]
        )
    out.append(table(["Due", "Requirement", "Rule and count", "Citations"], rows, [15, 33, 24, 28]))
    out.append(_left_out(r))
    out.append(
        f'<p class="small">Status as of {e(r["as_of"])}: overdue, due soon (within 7 days) or upcoming; '
        "keep until: a record kept at least until that day (never overdue). "
        "Date-times are local time in America/Los_Angeles.</p>"
    )
    return "".join(out)


def _penalties(r: dict[str, Any], images: Images) -> str:
    out = ["<h3>Penalty exposure</h3>"]
    if not r["penalties"]:
        out.append(
            '<p class="muted">No violations are described in the scenario, so no exposure is computed.</p>'
        )
        return "".join(out)
    rows = []
    for p in r["penalties"]:
        parts = [e(a) for a in p.get("arithmetic", [])]
        if p.get("imprisonment"):
            parts.append(f"<b>imprisonment:</b> {e(p['imprisonment'])}")
        if p.get("factors"):
            parts.append(
                '<span class="small"><b>the court weighs:</b> '
                + e("; ".join(p["factors"]))
                + "</span>"
            )
        if p.get("notes"):
            parts.append(f'<span class="small">note: {e(p["notes"])}</span>')
        detail = "<br/>".join(parts)
        rows.append(
            [
                f'<b>{e(p["title"])}</b><br/><span class="small">{e(p["basis"])} &middot; {ident(p["rule_id"])}</span>',
                f'<p class="num"><b>{e(usd(p.get("max_usd")))}</b></p>',
                detail,
                f'<span class="small">{cite_html(p["citations"])}</span>',
            ]
        )
    out.append(table(["Schedule", "Maximum", "Arithmetic", "Citations"], rows, [24, 14, 35, 27]))
    if any(
        p.get("cumulative_by_day") and None not in p["cumulative_by_day"] for p in r["penalties"]
    ):
        from workbench.core.plots import penalty_figure

        out.append(
            _plot_img(
                images,
                lambda fig: penalty_figure(r["penalties"], fig),
                f"penalty-{r['jurisdiction']}",
                width=560,
            )
        )
    out.append(
        '<p class="small">Maxima are what the ordinance allows for the violations described, under each '
        "schedule separately; schedules are alternatives or cumulative as the ordinance and the city decide, "
        "so they are not added up here.</p>"
    )
    return "".join(out)


def _result(doc: dict[str, Any], r: dict[str, Any], images: Images) -> str:
    out = [
        f'<h2 style="page-break-before: always;">{e(site_label(doc))} &mdash; {e(r["jurisdiction_name"])}</h2>',
        f'<p class="sub">{e(r["ordinance"])}</p>',
        f'<p class="small">ruleset {e(r["ruleset_version"])} &middot; plugin {e(r.get("plugin_version", ""))} '
        f"({e(r.get('plugin_status', ''))}) &middot; as of {e(r['as_of'])}</p>",
    ]
    for p in r.get("parameters", []):
        out.append(f'<p class="small">override: {e(p)}</p>')
    for n in r.get("notes", []):
        out.append(f'<p class="small flag">note: {e(n)}</p>')
    out += [
        _classifications(r),
        _findings(r),
        _sizing(r, images),
        _deadlines(r),
        _penalties(r, images),
    ]
    return "".join(out)


def _appendix(sites: list[tuple[str | None, Any]], docs: list[dict[str, Any]]) -> str:
    from workbench.core.scenario import dumps

    out = [
        '<h1 style="page-break-before: always;">Appendix: scenarios as evaluated</h1>',
        "<p>Each site's scenario exactly as evaluated (<code>workbench-scenario/1</code>). Save the text as a "
        "<code>.json</code> file to re-run the evaluation; its SHA-256 identifies it.</p>",
    ]
    for (_name, scenario), doc in zip(sites, docs, strict=True):
        text = dumps(scenario)
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        out.append(f'<h3>{e(site_label(doc))}</h3><p class="small">SHA-256 {digest}</p>')
        out.append(f'<pre class="mono">{e(text)}</pre>')
    return "".join(out)


def _record_origin(use: dict[str, Any]) -> str:
    """Which record was used: the copy kept in the project, or a file (issue 26)."""
    if use.get("origin") == "project":
        return f" (the copy kept in the project, sha256 {use.get('sha256', '')})"
    if use.get("file"):
        return f" (file {use['file']}, sha256 {use.get('sha256', '')})"
    return ""


def _rainfall_record(doc: dict[str, Any]) -> str:
    """The record report of the site's rainfall record (evaluate's ``rainfall_record``,
    issue 26), or nothing when the site names no record."""
    report = next(
        (r.get("rainfall_record") for r in doc["results"] if r.get("rainfall_record")), None
    )
    if not report:
        return ""
    if "error" in report:
        return f"<h4>Rainfall record</h4><p>{e(report['record'])}: {e(report['error'])}</p>"
    t = report["thresholds"]
    pairs = [
        ("Record", e(report["record"] + _record_origin(report.get("in_use") or {}))),
        ("Station", e(f"{report['station']} {report['station_name']}".strip() or "\u2014")),
        ("Period", e(f"{report['first_hour']} to {report['last_hour']} ({report['time']})")),
        ("Years spanned / covered", e(f"{report['span_years']} / {report['covered_years']}")),
        ("Hours with a value", e(f"{report['completeness']:.1%}")),
        (
            "Missing (deleted) hours",
            e(f"{report['missing_hours']:,} ({report['deleted_hours']:,})"),
        ),
        (
            "Accumulated hours",
            e(
                f"{report['accumulated_hours']:,}"
                + (f" (totals {report['accumulation']})" if report["accumulated_hours"] else "")
            ),
        ),
        (
            "Trace / quality-flagged hours",
            e(f"{report['trace_hours']:,} / {report['quality_flagged_hours']:,}"),
        ),
        ("Gaps longer than a day", e(f"{report['gaps_over_a_day_count']:,}")),
        (
            "Thresholds",
            e(
                f"a year is covered with {t['min_year_completeness']:.0%} of its hours; "
                f"{t['min_years']:g} covered years ({t['source']})"
            ),
        ),
    ]
    pairs += [
        (
            e(f"Source {s.get('file', '')}"),
            e(f"{s.get('format', '')}, sha256 {s.get('sha256', '')}"),
        )
        for s in report["sources"]
    ]
    years = table(
        ["Year", "Hours with a value", "Total (in)", "Covered"],
        [
            [
                e(y["year"]),
                e(f"{y['completeness']:.1%}"),
                f'<p class="num">{e(y["total_in"])}</p>',
                e("yes" if y["covered"] else "no"),
            ]
            for y in report["per_year"]
        ],
        [20, 30, 25, 25],
    )
    warnings = "".join(f"<p><b>Warning:</b> {e(w)}</p>" for w in report["warnings"])
    return "<h4>Rainfall record</h4>" + kv_table(pairs, columns=1) + years + warnings


def build_html(
    project: str | None,
    sites: list[tuple[str | None, Any]],
    docs: list[dict[str, Any]],
    source: str | None,
    jurisdiction: str | None,
    as_of: date | None,
    generated: datetime,
) -> tuple[str, Images]:
    """The report as HTML for QTextDocument, and the images it refers to."""
    images = Images()
    parts = [_cover(project, sites, docs, source, jurisdiction, as_of, generated)]
    for (name, scenario), doc in zip(sites, docs, strict=True):
        parts.append(_facts(name, scenario))
        parts.append(_rainfall_record(doc))
        if not doc["results"]:
            parts.append('<p class="muted">No jurisdiction was evaluated (no plugin loaded).</p>')
        for r in doc["results"]:
            parts.append(_result(doc, r, images))
    parts.append(_appendix(sites, docs))
    return f"<html><body>{''.join(parts)}</body></html>", images


# --------------------------------------------------------------------------- Qt rendering
_APP: Any = None


def ensure_gui_app() -> Any:
    """The running QGuiApplication, or a new offscreen QApplication (see the module docstring)."""
    global _APP
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    app = QCoreApplication.instance()
    if app is None:
        if not sys.platform.startswith("win"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        try:  # a QApplication (a QGuiApplication that also allows widgets), so that the
            # desktop or pytest-qt can still show widgets later in the same process
            from PySide6.QtWidgets import QApplication

            _APP = app = QApplication(["workbench-report"])
        except ImportError:
            _APP = app = QGuiApplication(["workbench-report"])
    elif not isinstance(app, QGuiApplication):
        raise OutputError("the report needs a QGuiApplication, but a QCoreApplication is running")
    return app


def keep_headings_with_next(doc: Any) -> int:
    """Move a heading (h1-h6, or a run of them) that ends a page to the next page, so it stays
    with the text or table it introduces. Qt has no keep-with-next; this sets a page break
    before the heading after layout. Returns the number of breaks added."""
    from PySide6.QtGui import QTextCursor, QTextFormat

    layout = doc.documentLayout()
    added = 0
    first = doc.characterCount()  # where the first break was added
    chain_start = None
    block = doc.begin()
    while block.isValid():
        nxt = block.next()
        if block.blockFormat().headingLevel() > 0 and nxt.isValid():
            chain_start = chain_start if chain_start is not None else block
            if nxt.blockFormat().headingLevel() == 0:
                top = layout.blockBoundingRect(chain_start).top()
                page = int(top // BODY_H)
                at_page_top = top - page * BODY_H < 4
                if int(layout.blockBoundingRect(nxt).top() // BODY_H) > page and not at_page_top:
                    fmt = chain_start.blockFormat()
                    fmt.setPageBreakPolicy(
                        fmt.pageBreakPolicy() | QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
                    )
                    QTextCursor(chain_start).setBlockFormat(fmt)
                    first = min(first, chain_start.position())
                    added += 1
                chain_start = None
        else:
            chain_start = None
        block = nxt
    if added:  # incremental relayout after format changes can leave stale paint positions:
        # lay out again from the first heading moved on (what precedes it stays where it is)
        doc.markContentsDirty(first, doc.characterCount() - first)
    return added


def layout_document(body_html: str, images: Images) -> Any:
    """``body_html`` laid out on US Letter body pages: a QTextDocument (needs a GUI app).

    Headings are kept with what follows (``keep_headings_with_next``, a few rounds of
    layout); the document returned is laid out, ready to count and paint."""
    ensure_gui_app()
    from PySide6.QtCore import QSizeF, QUrl
    from PySide6.QtGui import QFont, QTextDocument

    doc = QTextDocument()
    doc.setUseDesignMetrics(True)
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPointSizeF(8.5)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setDefaultStyleSheet(CSS)
    for name, image in images.items.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    doc.setHtml(body_html)
    doc.setPageSize(QSizeF(BODY_W, BODY_H))
    for _round in range(5):  # a moved heading shifts what follows; settle in a few rounds
        if not keep_headings_with_next(doc):
            break
    return doc


@dataclass(frozen=True)
class Part:
    """A part of a PDF, starting on a new page: its HTML and images, and a label the footer
    names with the part's own page numbers ("Site: North lot, page 2 of 22"; none: only the
    report's page number)."""

    html: str
    images: Images
    label: str = ""


@dataclass(frozen=True)
class PartPages:
    """Where a painted part landed: its label, first page and page count."""

    label: str
    first: int
    pages: int


#: Parts of a PDF, one by one: ``Part`` or (HTML, images).
Parts = Callable[[], Iterator[Part | tuple[str, Images]]]


class _PdfPages:
    """A PDF being painted page by page: each page's body from a laid-out document, and
    around it the running header and footer."""

    def __init__(self, out: Path, tmp: Path, title: str, header: tuple[str, str], footer: str):
        ensure_gui_app()
        from PySide6.QtCore import QMarginsF
        from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

        self.writer = QPdfWriter(str(tmp))
        self.writer.setResolution(DPI)
        self.writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.Letter),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
            )
        )
        self.writer.setTitle(title)
        self.writer.setCreator(f"Stormwater Compliance Workbench {workbench_version()}")
        self.painter = QPainter()
        if not self.painter.begin(self.writer):
            raise OutputError(f"cannot write {out}", field="out_path")
        self.header, self.footer = header, footer
        self.small = QFont()
        self.small.setFamilies(FONT_FAMILIES)
        self.small.setPointSizeF(7.5)
        self.ink = QColor("#44546a")
        self.rule = QPen(QColor("#9aa5b1"))
        self.rule.setWidthF(0.6)
        self.page_no = 0

    def paint(self, doc: Any, number: Callable[[int, int], str]) -> None:
        """Paint every page of a laid-out document; ``number(page, pages)`` (1-based, of
        this document) is the footer's page text."""
        from PySide6.QtCore import QRectF

        pages = doc.pageCount()
        for page in range(pages):
            if self.page_no:
                self.writer.newPage()
            self.page_no += 1
            self.painter.save()
            self.painter.translate(MARGIN_X, MARGIN_TOP - page * BODY_H)
            doc.drawContents(self.painter, QRectF(0, page * BODY_H, BODY_W, BODY_H))
            self.painter.restore()
            self._frame(number(page + 1, pages))

    def _frame(self, page_text: str) -> None:
        """The running header and footer of the current page and their rules."""
        from PySide6.QtCore import QPointF, QRectF, Qt

        painter = self.painter
        painter.setFont(self.small)
        painter.setPen(self.ink)
        metrics = painter.fontMetrics()
        align = Qt.AlignmentFlag
        head = QRectF(MARGIN_X, MARGIN_TOP - 44, BODY_W, 20)
        foot = QRectF(MARGIN_X, PAGE_H - MARGIN_BOTTOM + 18, BODY_W, 20)
        for box, (left, right), vertical in (
            (head, self.header, align.AlignBottom),
            (foot, (self.footer, page_text), align.AlignTop),
        ):
            room = int(BODY_W - metrics.horizontalAdvance(right) - 24)
            left = metrics.elidedText(left, Qt.TextElideMode.ElideRight, room)
            painter.drawText(box, align.AlignLeft | vertical, left)
            painter.drawText(box, align.AlignRight | vertical, right)
        painter.setPen(self.rule)
        for y in (MARGIN_TOP - 20, PAGE_H - MARGIN_BOTTOM + 14):
            painter.drawLine(QPointF(MARGIN_X, y), QPointF(MARGIN_X + BODY_W, y))

    def finish(self) -> bool:
        """End the painting; whether Qt reports the file written."""
        ended = self.painter.end() if self.painter.isActive() else False
        del self.writer
        return ended


def _part_number(label: str, before: int) -> Callable[[int, int], str]:
    """The footer's page text of a part painted before the report's total is known
    (``before``: the pages painted before the part)."""

    def number(page: int, pages: int) -> str:
        where = f"page {before + page}"
        return f"{label[:48]}, page {page} of {pages} \u00b7 {where}" if label else where

    return number


def _total_number(before: int, total: int) -> Callable[[int, int], str]:
    """The footer's "page N of M" of a part, the report's total known."""
    return lambda page, _pages: f"page {before + page} of {max(total, before + page)}"


def render_pdf(
    body_html: str | Parts,
    images: Images | None,
    out: Path,
    *,
    title: str,
    header_left: str,
    header_right: str,
    footer_left: str,
    pages_total: int | None = None,
    progress: Callable[[int], None] | None = None,
    contents: Callable[[list[PartPages], int], str] | None = None,
) -> int:
    """Lay out the body on US Letter pages and paint them into a PDF; the page count.

    ``body_html`` is one HTML text (with ``images``), laid out once and numbered "page N of
    M"; or a function giving parts one by one (``Part`` or (HTML, images); each starts on a
    new page): each part is laid out once, painted and dropped before the next, so memory
    stays that of one part however many there are. With ``pages_total`` (counted by the
    caller) the parts are numbered "page N of M"; without, each page names its part and the
    part's own "page k of K" beside the report's page number, and ``contents(parts, total)``,
    when given, makes a closing part from where every part landed and the report's total
    (numbered "page N of M"). ``progress`` is called with the number of each part painted."""
    first_doc = None
    if isinstance(body_html, str):
        text, imgs = body_html, images or Images()
        first_doc = layout_document(text, imgs)
        pages_total = first_doc.pageCount()

        def parts() -> Iterator[Part | tuple[str, Images]]:
            yield Part(text, imgs)

    else:
        parts = body_html
    tmp = out.with_name(f".{out.name}.part")
    pdf = _PdfPages(out, tmp, title, (header_left, header_right), footer_left)
    try:
        landed: list[PartPages] = []
        for part_no, item in enumerate(parts(), start=1):
            part = item if isinstance(item, Part) else Part(*item)
            doc = first_doc or layout_document(part.html, part.images)
            first_doc = None
            before = pdf.page_no
            if pages_total is None:
                pdf.paint(doc, _part_number(part.label, before))
            else:
                pdf.paint(doc, _total_number(before, pages_total))
            landed.append(PartPages(part.label, before + 1, pdf.page_no - before))
            del doc
            if progress is not None:
                progress(part_no)
        if contents is not None and pages_total is None:
            _paint_contents(pdf, landed, contents)
    finally:
        ended = pdf.finish()
    page_no = pdf.page_no
    del pdf
    try:  # checked (Qt reports a failed write only through end()), fsynced, renamed into place
        if not ended or not _complete_pdf(tmp):
            full = shutil.disk_usage(out.parent).free < 1 << 20
            raise OSError(errno.ENOSPC if full else errno.EIO, "the PDF could not be completed")
        with open(tmp, "rb+") as handle:
            os.fsync(handle.fileno())
        os.replace(tmp, out)
        fsync_dir(out.parent)
    except OSError as error:
        tmp.unlink(missing_ok=True)
        raise _write_error(out, error) from None
    return page_no


def _paint_contents(
    pdf: _PdfPages, landed: list[PartPages], contents: Callable[[list[PartPages], int], str]
) -> None:
    """The closing contents part, laid out with the report's total in it (again should the
    total change its own page count) and numbered "page N of M"."""
    before = pdf.page_no
    own = 1
    for _try in range(3):
        doc = layout_document(contents(landed, before + own), Images())
        if doc.pageCount() == own:
            break
        own = doc.pageCount()
    pdf.paint(doc, _total_number(before, before + doc.pageCount()))


def _complete_pdf(path: Path) -> bool:
    """Whether a written file is a whole PDF (header and end-of-file marker)."""
    with open(path, "rb") as handle:
        head = handle.read(5)
        handle.seek(max(0, os.path.getsize(path) - 64))
        tail = handle.read()
    return head.startswith(b"%PDF") and b"%%EOF" in tail


APPENDIX_SITES_PER_PART = 20
COVER_RESULT_KEYS = (
    "jurisdiction",
    "jurisdiction_name",
    "ordinance",
    "plugin_version",
    "ruleset_version",
    "plugin_status",
    "as_of",
)


def cover_doc(doc: dict[str, Any]) -> dict[str, Any]:
    """What the cover needs of a site's document: its name and per result the versions and
    the statuses it counts (small, so a project of any size can keep one per site)."""
    return {
        "site": doc.get("site"),
        "scenario": doc.get("scenario"),
        "results": [
            {
                **{k: r.get(k) for k in COVER_RESULT_KEYS},
                "findings": [{"status": f["status"]} for f in r["findings"]],
                "sizing": [None] * len(r["sizing"]),
                "deadlines": [{"status": d.get("status")} for d in r["deadlines"]],
                "penalties": [{"max_usd": p.get("max_usd")} for p in r["penalties"]],
            }
            for r in doc["results"]
        ],
    }


def site_part(
    name: str | None, scenario: Any, doc: dict[str, Any], images: Images, host: Any = None
) -> str:
    """One site's facts, rainfall record and results as HTML (a part that starts a page)."""
    parts = [_facts(name, scenario, host), _rainfall_record(doc)]
    if not doc["results"]:
        parts.append('<p class="muted">No jurisdiction was evaluated (no plugin loaded).</p>')
    for r in doc["results"]:
        parts.append(_result(doc, r, images))
    return f"<html><body>{''.join(parts)}</body></html>"


def write_report(
    sources: Any,
    out_path: str | Path,
    jurisdiction: str | None = None,
    as_of: date | None = None,
    *,
    host: Any = None,
    progress: Callable[[int, int, str], None] | None = None,
) -> ReportInfo:
    """Write the compliance report of ``sources`` (see ``workbench.outputs``) as a PDF.

    ``jurisdiction``: an id or ``"all"``; default the scenario's own, else all loaded.
    ``as_of``: the date deadlines are judged against; default the scenario's ``as_of``, else
    today. Safe to call from a worker thread once a QGuiApplication exists.

    Every site is evaluated first for the cover (keeping only the little it needs), then
    evaluated again, laid out once and painted, one site at a time, so memory stays that of
    one site however many the project has. Pages are numbered as they are painted (each
    site's part names its own "page k of K"); a closing contents page gives the first page
    of every part and the report's total. ``progress(done, total, text)`` is called per site
    and pass."""
    from workbench.outputs import sources_to_sites

    inputs = [sources] if isinstance(sources, str | Path) else [getattr(sources, "path", None)]
    out = check_out_path(out_path, inputs)
    project, sites, source = sources_to_sites(sources)
    if not sites:
        raise OutputError(f"{source or 'project'}: has no sites")
    if host is None:
        from workbench.core.plugins.host import load_host

        host = load_host()
    generated = datetime.now(UTC).astimezone()
    total = len(sites)

    def evaluate_one(index: int) -> dict[str, Any]:
        return evaluate_sources([sites[index]], jurisdiction, as_of, host)[2][0]

    covers: list[dict[str, Any]] = []
    for index in range(total):
        covers.append(cover_doc(evaluate_one(index)))
        if progress is not None:
            progress(index + 1, total, f"evaluated {site_label(covers[index])}")
    cover = _cover(project, sites, covers, source, jurisdiction, as_of, generated)
    chunks = [
        range(i, min(i + APPENDIX_SITES_PER_PART, total))
        for i in range(0, total, APPENDIX_SITES_PER_PART)
    ]

    def appendix(chunk: range) -> str:
        body = _appendix([sites[i] for i in chunk], [covers[i] for i in chunk])
        if chunk.start:  # the heading once, on the first appendix page
            body = body[body.index("<h3>") :]
        return f"<html><body>{body}</body></html>"

    def parts() -> Iterator[Part]:
        yield Part(f"<html><body>{cover}</body></html>", Images(), "Cover")
        for index, (name, scenario) in enumerate(sites):
            images = Images()
            html_text = site_part(name, scenario, evaluate_one(index), images, host)
            yield Part(html_text, images, f"Site: {site_label(covers[index])}")
        for chunk in chunks:
            yield Part(appendix(chunk), Images())

    def painted(part_no: int) -> None:
        if progress is not None and 2 <= part_no <= total + 1:
            progress(part_no - 1, total, f"wrote {site_label(covers[part_no - 2])}")

    title = f"Stormwater compliance report: {project or site_label(covers[0])}"
    as_ofs = sorted({r["as_of"] for d in covers for r in d["results"]})
    rulesets = dict.fromkeys(r["ruleset_version"] for d in covers for r in d["results"])
    pages = render_pdf(
        parts,
        None,
        out,
        title=title,
        header_left=title,
        header_right=f"as of {', '.join(as_ofs) or '-'} \u00b7 generated {generated:%Y-%m-%d %H:%M}",
        footer_left=f"Stormwater Compliance Workbench {workbench_version()} \u00b7 rulesets "
        + ", ".join(rulesets),
        progress=painted,
        contents=_contents,
    )
    return ReportInfo(out, pages)


def _contents(landed: list[PartPages], total: int) -> str:
    """The closing contents: the first page and page count of the cover, every site and the
    appendix (whose parts are counted together), and the report's total."""
    rows: list[list[str]] = []
    appendix: list[PartPages] = []
    for part in landed:
        if part.label:
            rows.append(
                [
                    e(part.label),
                    f'<p class="num">{part.first:,}</p>',
                    f'<p class="num">{part.pages:,}</p>',
                ]
            )
        else:
            appendix.append(part)
    if appendix:
        pages = sum(p.pages for p in appendix)
        rows.append(
            [
                e("Appendix: scenarios as evaluated"),
                f'<p class="num">{appendix[0].first:,}</p>',
                f'<p class="num">{pages:,}</p>',
            ]
        )
    return (
        "<html><body><h1>Contents</h1>"
        f"<p>This report has {total:,} pages, this contents included; each site's pages "
        "also name the site and their number within it.</p>"
        + table(["Part", "First page", "Pages"], rows, [70, 15, 15])
        + "</body></html>"
    )


__all__ = [
    "Part",
    "ReportInfo",
    "build_html",
    "ensure_gui_app",
    "layout_document",
    "render_pdf",
    "write_report",
]
