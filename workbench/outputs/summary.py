"""The plan-check summary (PDF): at most three pages per site for a plan checker.

Per site: project and site identification (``project`` block of the scenario: address, APN,
applicant, preparer), a signature and stamp block, the requirements that apply (one line
each with its citation), the provided-versus-required table (sizing ``checks``), the
deadlines that apply (with ``extended_due`` where the last day moves) and the open items
(``needs_info`` with the facts they miss, flags, checks not shown or failing, incomplete
forms, forms their own checks flag). The full compliance report (``write_report``) is the
appendix with every step.

Each site is evaluated, laid out and painted on its own (``report_pdf.render_pdf`` parts), so a
project of any size keeps the memory of one site. When a site would take more than three
pages, its longest lists are cut to fit and say how many lines the full report holds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from workbench.core.inputs import workbench_version
from workbench.core.reader import ItemView, ResultView, result_view
from workbench.core.results import Citation, Evaluation, Result
from workbench.core.user_text import glossary, readable
from workbench.outputs import (
    OutputError,
    check_out_path,
    evaluate_sources,
    record_files,
    site_label,
)
from workbench.outputs.report_format import badge, e, fmt_num, kv_table, label_unit, table
from workbench.outputs.report_pdf import Images, layout_document, render_pdf

MAX_PAGES = 3
# (list length, flag lines) tried in turn until a site fits in MAX_PAGES: the ambiguity flags
# (which the full report keeps with their findings) are cut first, then the long lists
LIMITS = ((None, None), (None, 12), (None, 6), (None, 0), (40, 0), (24, 0), (14, 0), (8, 0))


@dataclass(frozen=True)
class SummaryInfo:
    """What ``write_summary`` wrote: the file, its page count and the pages of each site."""

    path: Path
    pages: int
    site_pages: tuple[int, ...]


def short_cite(citations: list[Citation]) -> str:
    """``§ 13.52.040, lines 120–125`` for each citation (the quotes are in the full report)."""
    parts = []
    for c in citations:
        if c.external:
            parts.append(c.source + (f", {c.section}" if c.section else ""))
            continue
        lines = c.lines or []
        span = ""
        if len(lines) == 2:
            span = (
                f"lines {lines[0]}\u2013{lines[1]}" if lines[0] != lines[1] else f"line {lines[0]}"
            )
        section = f"\u00a7\u00a0{c.section}" if c.section else ""
        parts.append(", ".join(x for x in (section, span) if x))
    return "; ".join(dict.fromkeys(p for p in parts if p)) or "no citation"


def _cut(items: list[str], limit: int | None, what: str) -> list[str]:
    if limit is None or len(items) <= limit:
        return items
    return items[:limit] + [
        f'<span class="muted">{len(items) - limit} more {what}: see the full report</span>'
    ]


def _lines(items: list[str]) -> str:
    return "".join(f'<p style="margin-top:0px; margin-bottom:1px;">{x}</p>' for x in items)


def _identification(doc: Evaluation, scenario: Any, project: str | None) -> str:
    info = scenario.project
    missing = '<span class="muted">not given</span>'
    preparer = e(info.preparer) if info.preparer else missing
    if info.preparer_license:
        preparer += f" ({e(info.preparer_license)})"
    results = doc.results
    pairs = [
        ("Project", e(project or scenario.name or "\u2014")),
        ("Site", e(site_label(doc))),
        ("Address", e(info.address) if info.address else missing),
        ("APN", e(info.apn) if info.apn else missing),
        ("Applicant", e(info.applicant) if info.applicant else missing),
        ("Preparer", preparer),
        (
            "Jurisdiction",
            e(", ".join(f"{r.jurisdiction_name} ({r.jurisdiction})" for r in results)) or "\u2014",
        ),
        ("As of", e(", ".join(sorted({r.as_of for r in results})) or "\u2014")),
        (
            "Ordinance",
            e("; ".join(f"{r.ordinance}, ruleset {r.ruleset_version}" for r in results))
            or "\u2014",
        ),
    ]
    return kv_table(pairs, columns=1)


def _signature() -> str:
    cell = 'style="height: 34px;"'
    return (
        "<h3>Signature and stamp</h3>"
        '<p class="small">I have reviewed this summary and the full compliance report it '
        "summarises; the facts given for the site are true to the best of my knowledge.</p>"
        '<table class="grid" width="100%" border="1" cellspacing="0" cellpadding="4"><tr>'
        f'<td width="62%" {cell}><span class="muted">Signature of the preparer</span></td>'
        '<td width="38%" rowspan="3" align="center" valign="middle">'
        '<span class="muted">Engineer\'s stamp</span><br/><br/><br/><br/><br/></td></tr>'
        f'<tr><td {cell}><span class="muted">Name and license number</span></td></tr>'
        f'<tr><td {cell}><span class="muted">Date</span></td></tr></table>'
    )


def _requirements(r: Result, limit: int | None) -> str:
    rows = [
        f"<b>{e(f.title)}</b> \u2014 {e(short_cite(f.citations))}"
        for f in r.findings
        if f.status == "applies"
    ]
    if not rows:
        return '<p class="muted">No requirement of this ordinance applies on the facts given.</p>'
    return _lines(_cut(rows, limit, "requirements"))


VERDICT_STYLE = {"PASS": "#1d5c2e", "FAIL": "#7b1f14", "NOT SHOWN": "#7a4b00"}


def _verdict(verdict: str) -> str:
    """PASS, FAIL or NOT SHOWN (``Check.verdict``), coloured."""
    return f'<span style="color:{VERDICT_STYLE[verdict]}; font-weight:bold;">{verdict}</span>'


def _checks(r: Result, view: ResultView, limit: int | None) -> str:
    rows = []
    for s, told in zip(r.sizing, view.sizing, strict=True):
        tool = e(s.title)
        if s.required != "yes":  # a gated tool that is not (yet) required says so
            tool += f'<br/><span class="small flag">{e(told.required_words)}</span>'
        for c in s.checks:
            label, _unit = label_unit(c.quantity)
            direction = "\u2265" if c.direction == "at_least" else "\u2264"
            rows.append(
                [
                    tool,
                    ("<b>site</b>" if c.area == "site" else e(c.area)),
                    e(label),
                    f'<p class="num">{direction} {e(fmt_num(c.required))}</p>',
                    f'<p class="num">{e(fmt_num(c.provided))}</p>',
                    e(c.unit),
                    _verdict(c.verdict),
                ]
            )
    if not rows:  # the table still prints, so the checker sees that nothing was compared
        rows = [
            ['<span class="muted">no sizing tool applies: nothing to compare</span>'] + [""] * 6
        ]
    if limit is not None and len(rows) > limit:  # keep the site rows, which decide the result
        site_rows = [row for row in rows if row[1] == "<b>site</b>"]
        rows = (rows[: max(limit - len(site_rows), 0)] + site_rows)[: max(limit, len(site_rows))]
        rows.append(['<span class="muted">more areas: see the full report</span>'] + [""] * 6)
    return table(
        ["Tool", "Area", "Quantity", "Required", "Provided", "Unit", "Result"],
        rows,
        [22, 17, 19, 12, 11, 8, 11],
    )


def _deadlines(r: Result, view: ResultView, limit: int | None) -> str:
    rows = []
    for d, told in zip(r.deadlines, view.deadlines, strict=True):
        due = e(told.date if told.kind != "keep until" else f"keep until {told.date}")
        if told.extended:
            due += f'<br/><span class="small">extended to {e(told.extended)}</span>'
        condition = ""
        if told.condition:
            condition = f'<br/><span class="small flag">conditional: {e(told.condition)}</span>'
        rows.append(
            [
                f"<b>{due}</b>",
                badge(d.status),
                e(d.title) + condition,
                f'<span class="small">{e(short_cite(d.citations))}</span>',
            ]
        )
    left = len(view.left_out)
    note = (
        f'<p class="small">{left} deadline(s) left out: their duty does not apply to this site.</p>'
        if left
        else ""
    )
    if not rows:
        return '<p class="muted">No event in the scenario starts a deadline.</p>' + note
    if limit is not None and len(rows) > limit:
        more = len(rows) - limit
        rows = rows[:limit] + [
            [f'<span class="muted">{more} more: see the full report</span>', "", "", ""]
        ]
    return table(["Due", "Status", "Requirement", "Citation"], rows, [18, 14, 43, 25]) + note


#: caveats a plan checker must not lose when the summary is cut to fit (state law on city
#: ordinance penalties, imprisonment, an amount that is a cap and not a fine)
KEY_CAVEATS = ("state law", "gov. code", "36900", "36901", "imprisonment", "cap, not a fine")


def _penalties(view: ResultView, limit: int | None) -> str:
    """Each penalty schedule: its maximum and its caveats (state-law flags, imprisonment, a
    cap that is not a fine; cut to those when the site must fit, ``limit`` not None); the
    arithmetic is in the full report."""
    if not view.penalties:
        return '<p class="muted">No violations are described in the scenario.</p>'
    items = []
    for p in view.penalties:
        items.append(f"<b>{e(p.title)}</b> ({e(p.basis)}) \u2014 {e(p.amount)}")
        caveats = list(p.caveats)
        if limit is not None:
            caveats = [c for c in caveats if any(k in c.casefold() for k in KEY_CAVEATS)]
            if len(caveats) < len(p.caveats):
                more = len(p.caveats) - len(caveats)
                items.append(f'<span class="small muted">{more} caveat(s) more: full report</span>')
        items += [f'<span class="small">&#9873; {e(c)}</span>' for c in caveats]
    return _lines(items)


def open_items(r: Result, view: ResultView, host: Any = None) -> list[str]:
    """Open items of one result as HTML lines: needs_info with missing facts (named by the
    labels of the reader's view), checks failing or not shown, incomplete forms and the
    warnings of a form's own checks, errors; a form's fields by the labels the form gives
    them (with ``host``)."""
    items = []
    for c in view.classifications:
        if c.status == "needs_info":
            items.append(f"<b>needs info</b>: {e(c.title)} \u2014 missing {e(_missing(c))}")
    for f in view.findings:
        if f.status == "needs_info":
            items.append(f"<b>needs info</b>: {e(f.title)} \u2014 missing {e(_missing(f))}")
        elif f.status == "error":
            items.append(f"<b>error</b>: {e(f.title)} (the rule failed; report it)")
    for s in r.sizing:
        for check in s.checks:
            if check.passed is not True and check.area != "site":
                label, _unit = label_unit(check.quantity)
                state = "fails" if check.passed is False else "not shown"
                items.append(f"<b>{state}</b>: {e(s.title)}, {e(check.area)}, {e(label)}")
    words = glossary(host, r.jurisdiction)
    for form in r.forms:
        if not form.complete:
            labels = _field_labels(host, r.jurisdiction, form.form_id)
            problems = "; ".join(
                f"{labels.get(k, k)} {v}".strip() for k, v in form.problems.items()
            )
            items.append(f"<b>form incomplete</b>: {e(form.title)} \u2014 {e(problems)}")
        for w in form.warnings or []:  # the form's own checks (timing, consistency)
            lines = ", ".join(f"L{c.lines[0]}" for c in w.citations if c.lines)
            items.append(
                f"<b>form flagged</b>: {e(form.title)} \u2014 {e(readable(w.message, words))}"
                + (f" ({e(lines)})" if lines else "")
            )
    return items


def _field_labels(host: Any, jid: str, form_id: str) -> dict[str, str]:
    """A form's field ids -> their labels (none without a host or the form)."""
    spec = host.descriptor(jid, "form", form_id) if host is not None else None
    return {f.id: f"“{f.label}”" for f in spec.fields} if spec is not None else {}


def _missing(item: ItemView) -> str:
    """The facts a needs_info entry lacks, by their labels."""
    return ", ".join(item.missing) or "a fact (see the full report)"


def flag_items(view: ResultView) -> list[str]:
    """The ambiguity flags of the findings that apply or need info, and of the deadlines, as
    the reader's view tells them (each once)."""
    flag = '<span class="flag">&#9873;</span>'
    items = [
        f"{flag} {e(f.title)}: {e(x)}"
        for f in view.findings
        if f.status in ("applies", "needs_info")
        for x in f.flags
    ]
    return items + [f"{flag} {e(d.title)}: {e(x)}" for d in view.deadlines for x in d.flags]


def site_html(
    doc: dict[str, Any],
    scenario: Any,
    project: str | None,
    limit: int | None = None,
    flag_limit: int | None = None,
    host: Any = None,
) -> str:
    """One site's summary as HTML (starting on a new page when laid out as its own part);
    ``host`` names the city's terms and parameters by their labels in the open items."""
    evaluation = Evaluation.from_json(doc)
    out = [
        "<h1>Plan-check summary</h1>",
        f'<p class="sub">{e(site_label(evaluation))}</p>',
        _identification(evaluation, scenario, project),
        _signature(),
    ]
    if not evaluation.results:
        out.append('<p class="muted">No jurisdiction was evaluated (no plugin loaded).</p>')
    for r in evaluation.results:
        view = result_view(r, host)
        title = f" \u2014 {e(r.jurisdiction_name)}" if len(evaluation.results) > 1 else ""
        out.append(f"<h2>Requirements that apply{title}</h2>")
        out.append(_requirements(r, limit))
        out.append(f"<h2>Provided versus required{title}</h2>")
        out.append(_checks(r, view, limit))
        out.append(f"<h2>Deadlines{title}</h2>")
        out.append(_deadlines(r, view, limit))
        out.append(f"<h2>Penalties{title}</h2>")
        out.append(_penalties(view, flag_limit))
        out.append(f"<h2>Open items{title}</h2>")
        items = _cut(open_items(r, view, host), limit, "open items")
        flags = flag_items(view)
        if flag_limit is not None and len(flags) > flag_limit:
            items += flags[:flag_limit] + [
                f'<span class="muted">{len(flags) - flag_limit} ambiguity flag(s) more: each '
                "is printed with its finding in the full report</span>"
            ]
        else:
            items += flags
        out.append(
            _lines(items)
            if items
            else '<p class="muted">None: every fact the rules need is given.</p>'
        )
    out.append(
        '<p class="small">Citations give the ordinance section and lines of the ordinance text; '
        "the full compliance report of the same project is the appendix with each quote, reason, "
        "sizing step and count. The ordinance text governs.</p>"
    )
    return f"<html><body>{''.join(out)}</body></html>"


def fitted_site_html(
    doc: dict[str, Any], scenario: Any, project: str | None, host: Any = None
) -> tuple[str, int]:
    """The site's summary cut to fit ``MAX_PAGES`` pages, and its page count."""
    for limit, flag_limit in LIMITS:
        body = site_html(doc, scenario, project, limit, flag_limit, host)
        pages = layout_document(body, Images()).pageCount()
        if pages <= MAX_PAGES:
            return body, pages
    return body, pages


def write_summary(
    sources: Any,
    out_path: str | Path,
    jurisdiction: str | None = None,
    as_of: date | None = None,
    *,
    host: Any = None,
    progress: Callable[[int, int, str], None] | None = None,
) -> SummaryInfo:
    """Write the plan-check summary of ``sources`` (as ``write_report`` takes) as a PDF.

    ``progress(done, total, site)`` is called after each site is laid out and after each is
    painted (two passes: the first counts the pages for "page N of M")."""
    inputs = [sources] if isinstance(sources, str | Path) else [getattr(sources, "path", None)]
    out = check_out_path(out_path, inputs)
    from workbench.outputs import sources_to_sites

    project, sites, source = sources_to_sites(sources)
    if not sites:
        raise OutputError(f"{source or 'project'}: has no sites")
    check_out_path(out, [*inputs, *record_files(scenario for _name, scenario in sites)])
    if host is None:
        from workbench.core.plugins.host import load_host

        host = load_host()
    generated = datetime.now(UTC).astimezone()
    site_pages: list[int] = []

    def one(index: int) -> tuple[dict[str, Any], Any]:
        name, scenario = sites[index]
        _p, _s, docs, _src = evaluate_sources([(name, scenario)], jurisdiction, as_of, host)
        doc = docs[0]
        if project is not None:
            doc["project"] = project
        return doc, scenario

    for index in range(len(sites)):  # pass 1: fit each site and count its pages
        doc, scenario = one(index)
        site_pages.append(fitted_site_html(doc, scenario, project, host)[1])
        if progress is not None:
            progress(index + 1, len(sites), f"laid out {site_label(doc)}")

    def parts() -> Iterator[tuple[str, Images]]:
        for index in range(len(sites)):
            doc, scenario = one(index)
            yield fitted_site_html(doc, scenario, project, host)[0], Images()

    def painted(part_no: int) -> None:
        if progress is not None:
            progress(part_no, len(sites), f"wrote {sites[part_no - 1][0] or 'site'}")

    title = f"Plan-check summary: {project or (sites[0][0] or sites[0][1].name or 'site')}"
    pages = render_pdf(
        parts,
        None,
        out,
        title=title,
        header_left=title,
        header_right=f"generated {generated:%Y-%m-%d %H:%M}",
        footer_left=f"Stormwater Compliance Workbench {workbench_version()} \u00b7 "
        "plan-check summary",
        pages_total=sum(site_pages),
        progress=painted,
    )
    return SummaryInfo(out, pages, tuple(site_pages))


__all__ = [
    "MAX_PAGES",
    "SummaryInfo",
    "flag_items",
    "open_items",
    "short_cite",
    "site_html",
    "write_summary",
]
