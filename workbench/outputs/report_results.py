"""A site's results under each jurisdiction in the full report: classifications, applicable
requirements, sizing (with provided versus required and plots), deadlines and penalties.

Reads the typed results (``workbench.core.results``) by attribute and tells what the
reader's view (``workbench.core.reader``) holds: the same reasons, required states, check
verdicts, deadline kinds and penalty caveats as the text of ``evaluate`` (issue 37)."""

from __future__ import annotations

from typing import Any

from workbench.core.reader import ResultView, result_view
from workbench.core.results import Check, Citation, Extension, Quantity, Result
from workbench.core.user_text import Glossary, glossary, humanise
from workbench.outputs import site_label
from workbench.outputs.report_format import (
    STATUS_ORDER,
    badge,
    cite_html,
    e,
    entry,
    fmt_num,
    ident,
    label_unit,
    table,
    usd,
)
from workbench.outputs.report_pdf import Images, _plot_img


def plain(text: str, words: Glossary) -> str:
    """``report.plain`` (kept there, where the core's display function is called)."""
    from workbench.outputs.report import plain as report_plain

    return report_plain(text, words)


def _cites(citations: list[Citation]) -> str:
    return cite_html(citations)


def _classifications(r: Result, view: ResultView) -> str:
    """The city's classifications, decided once; findings that follow them say so."""
    if not r.classifications:
        return ""
    entries = []
    for c, told in zip(r.classifications, view.classifications, strict=True):
        reasons = "<br/>".join(f"&bull;&nbsp;{e(x)}" for x in told.reasons)
        reasons += "".join(
            f'<br/><span class="flag">&#9873;&nbsp;{e(x)}</span>' for x in told.flags
        )
        entries.append(
            entry(
                f"{badge(c.status)}&nbsp; {e(c.title)}",
                ident(c.id),
                reasons,
                _cites(c.citations),
            )
        )
    return "<h3>Classifications</h3>" + "".join(entries)


def _findings(r: Result, view: ResultView, words: Glossary | None = None) -> str:
    told = dict(zip((id(f) for f in r.findings), view.findings, strict=True))
    findings = sorted(r.findings, key=lambda f: STATUS_ORDER.get(f.status, 9))
    counts = {s: sum(1 for f in findings if f.status == s) for s in STATUS_ORDER}
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
    for f in findings:
        item = told[id(f)]
        items = [f"&bull;&nbsp;{e(x)}" for x in item.reasons] or [
            '<span class="muted">no reason given</span>'
        ]
        items += [f'<span class="flag">&#9873;&nbsp;{e(x)}</span>' for x in item.flags]
        if item.missing:
            items.append(f'<span class="small">missing: {e("; ".join(item.missing))}</span>')
        if item.follows:
            items.append(
                '<span class="small">follows the classification(s) '
                + ", ".join(e(x) for x in item.follows)
                + "</span>"
            )
        if f.would_change:  # issue 45: one line, the changes that flip it
            items.append(
                '<span class="small">What would change this: '
                + "; ".join(
                    e(plain(str(c["text"]), words if words is not None else glossary(None, None)))
                    for c in f.would_change
                )
                + "</span>"
            )
        out.append(
            entry(
                f"{badge(f.status)}&nbsp; {e(f.title)}",
                f"{e(item.category)} &middot; {ident(f.rule_id)}",
                "<br/>".join(items),
                _cites(f.citations),
            )
        )
    return "".join(out)


def _quantities(quantities: dict[str, Quantity], bold: bool = False) -> str:
    rows = []
    for k, q in quantities.items():
        field = k.partition(".")[2] if k.startswith(("site.", "rainfall.")) else ""
        label = humanise(field) if field else label_unit(k)[0]
        value = fmt_num(q.value)
        rows.append(
            [  # the quantity's id stays in small type, a reference for experts
                e(label) + f' <span class="small muted">({ident(k)})</span>',
                f'<p class="num">{"<b>" if bold else ""}{e(value)}{"</b>" if bold else ""}</p>',
                e(q.unit),
            ]
        )
    return table(["Quantity", "Value", "Unit"], rows, [55, 25, 20])


def _sizing(r: Result, view: ResultView, images: Images) -> str:
    out = ["<h3>Sizing</h3>"]
    if not r.sizing:
        out.append('<p class="muted">No sizing tool applies to this site under this ordinance.</p>')
        return "".join(out)
    from workbench.core.plots import sizing_figure

    for s, told in zip(r.sizing, view.sizing, strict=True):
        out.append(f"<h4>{e(s.title)} &nbsp;{badge(s.status)}</h4>")
        out.append(f'<p class="small">{ident(s.tool_id)}</p>')
        if s.required != "yes":  # a gated tool that is not (yet) required says so first
            out.append(f'<p class="flag"><b>{e(told.required_words)}</b></p>')
        if s.inputs:
            out.append("<h5>Inputs</h5>" + _quantities(s.inputs))
        if told.steps:
            out.append(
                "<h5>Steps</h5><ol>" + "".join(f"<li>{e(x)}</li>" for x in told.steps) + "</ol>"
            )
        if s.outputs:
            out.append("<h5>Results</h5>" + _quantities(s.outputs, bold=True))
        if s.checks:
            out.append("<h5>Provided versus required</h5>" + _checks(s.checks))
        for w in told.warnings:
            out.append(f'<p class="flag">&#9873;&nbsp;{e(w)}</p>')
        out.append(f'<p class="small"><b>Citations:</b> {_cites(s.citations)}</p>')
        if s.plot is not None:
            plot = s.plot.to_json()

            def draw(fig: Any, plot: dict[str, Any] = plot) -> Any:
                return sizing_figure(plot, fig)

            out.append(_plot_img(images, draw, s.tool_id))
    return "".join(out)


def _checks(rows: list[Check]) -> str:
    """The provided-versus-required table of a sizing result (PASS, FAIL, NOT SHOWN)."""

    def number(x: Any) -> str:
        return "not shown" if x is None else f"{x:,.2f}"

    body = [
        [
            e(row.area),
            e(row.quantity),
            f"{'&ge;' if row.direction == 'at_least' else '&le;'} {number(row.required)}",
            number(row.provided),
            e(row.unit),
            f"<b>{row.verdict}</b>",
        ]
        for row in rows
    ]
    return table(
        ["Area", "Quantity", "Required", "Provided", "Unit", "Result"],
        body,
        [16, 26, 16, 16, 10, 16],
    )


def _left_out(view: ResultView) -> str:
    """How many deadlines were left out because their duty does not apply, and why."""
    if not view.left_out:
        return ""
    items = "".join(f"<li>{e(d.title)} ({e(d.trigger)}): {e(d.reason)}</li>" for d in view.left_out)
    return (
        f'<p class="small">{len(view.left_out)} deadline(s) left out: the findings they follow do '
        f'not apply to this site, so they are not due.</p><ul class="small">{items}</ul>'
    )


def _deadlines(r: Result, view: ResultView) -> str:
    out = ["<h3>Deadlines</h3>"]
    if not r.deadlines:
        out.append(
            '<p class="muted">No event in the scenario starts a deadline of this ordinance.</p>'
        )
        out.append(_left_out(view))
        return "".join(out)
    for d, told in zip(r.deadlines, view.deadlines, strict=True):
        due = told.date
        if told.kind == "keep until":  # the earliest discard day, never a due date
            due = f"keep until {due}"
        sub = [f"responsible: {e(d.responsible)}"] if d.responsible else []
        if told.condition:
            sub.append(f'<span class="flag">conditional: {e(told.condition)}</span>')
        body = [
            e(told.counting),
            f"trigger at {e(told.trigger_at)}",
            *(f'<span class="small muted">{e(x)}</span>' for x in told.steps),
        ]
        cited: list[Citation | Extension] = list(d.citations)
        if d.extension is not None and told.extended:  # CCP 12a moves the last day (issue 21)
            cited.append(d.extension)
            sub.append(f"last day extended to <b>{e(told.extended)}</b> (CCP § 12a)")
            body += [
                f'<span class="small">{e(told.extension_step)}</span>',
                f'<span class="small muted">{e(d.extension.use)}</span>',
            ]
        body += [f'<span class="small">note: {e(n)}</span>' for n in told.notes]
        body += [f'<span class="small flag">&#9873;&nbsp;{e(x)}</span>' for x in told.flags]
        out.append(
            entry(
                f"{badge(d.status)}&nbsp; {e(due)} &mdash; {e(d.title)}",
                " &middot; ".join(sub),
                "<br/>".join(body),
                cite_html(cited),
            )
        )
    out.append(_left_out(view))
    out.append(
        f'<p class="small">Status as of {e(r.as_of)}: overdue, due soon (within 7 days) or '
        "upcoming; "
        "keep until: a record kept at least until that day (never overdue). "
        "Date-times are local time in America/Los_Angeles.</p>"
    )
    return "".join(out)


def _penalties(r: Result, view: ResultView, images: Images) -> str:
    out = ["<h3>Penalty exposure</h3>"]
    if not r.penalties:
        out.append(
            '<p class="muted">No violations are described in the scenario, so no exposure is '
            "computed.</p>"
        )
        return "".join(out)
    for p, told in zip(r.penalties, view.penalties, strict=True):
        parts = [e(a) for a in told.arithmetic]
        parts += [f'<span class="small flag">&#9873;&nbsp;{e(c)}</span>' for c in told.caveats]
        out.append(
            entry(
                f"{e(p.title)} &mdash; "
                + (
                    f"maximum {e(usd(p.max_usd))}" if p.max_usd is not None else "amount not stated"
                ),
                f"{e(told.basis)} &middot; {ident(p.rule_id)}",
                "<br/>".join(parts),
                _cites(p.citations),
            )
        )
    if any(p.cumulative_by_day and None not in p.cumulative_by_day for p in r.penalties):
        from workbench.core.plots import penalty_figure

        schedules = [p.to_json() for p in r.penalties]
        out.append(
            _plot_img(
                images,
                lambda fig: penalty_figure(schedules, fig),
                f"penalty-{r.jurisdiction}",
                width=560,
            )
        )
    out.append(
        '<p class="small">Maxima are what the ordinance allows for the violations described, '
        "under each "
        "schedule separately; schedules are alternatives or cumulative as the ordinance and the "
        "city decide, "
        "so they are not added up here.</p>"
    )
    return "".join(out)


def _result(doc: dict[str, Any], r: Result, images: Images, host: Any = None) -> str:
    view = result_view(r, host)
    out = [
        f'<h2 style="page-break-before: always;">{e(site_label(doc))} &mdash; '
        f"{e(r.jurisdiction_name)}</h2>",
        f'<p class="sub">{e(r.ordinance)}</p>',
        f'<p class="small">ruleset {e(r.ruleset_version)} &middot; plugin '
        f"{e(r.plugin_version)} "
        f"({e(r.plugin_status)}) &middot; as of {e(r.as_of)}</p>",
    ]
    out += [f'<p class="small">override: {e(p)}</p>' for p in view.overrides]
    out += [f'<p class="small flag">note: {e(n)}</p>' for n in view.notes]
    out += [
        _classifications(r, view),
        _findings(r, view, glossary(host, r.jurisdiction)),
        _sizing(r, view, images),
        _deadlines(r, view),
        _penalties(r, view, images),
    ]
    return "".join(out)
