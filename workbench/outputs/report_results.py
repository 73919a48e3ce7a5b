"""A site's results under each jurisdiction in the full report: classifications, applicable
requirements, sizing (with provided versus required and plots), deadlines and penalties."""

from __future__ import annotations

from typing import Any

from workbench.core.evaluate import counting_text
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


def _classifications(r: dict[str, Any], host: Any = None) -> str:
    """The city's classifications, decided once; findings that follow them say so."""
    items = r.get("classifications", [])
    if not items:
        return ""
    words = glossary(host, r["jurisdiction"])
    entries = []
    for c in items:
        reasons = "<br/>".join(f"&bull;&nbsp;{e(plain(x, words))}" for x in c["reasons"])
        reasons += "".join(
            f'<br/><span class="flag">&#9873;&nbsp;{e(plain(x, words))}</span>' for x in c["flags"]
        )
        entries.append(
            entry(
                f"{badge(c['status'])}&nbsp; {e(c['title'])}",
                ident(c["id"]),
                reasons,
                cite_html(c["citations"]),
            )
        )
    return "<h3>Classifications</h3>" + "".join(entries)


def _findings(r: dict[str, Any], host: Any = None) -> str:
    words = glossary(host, r["jurisdiction"])
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
    for f in findings:
        items = [f"&bull;&nbsp;{e(plain(x, words))}" for x in f["reasons"]] or [
            '<span class="muted">no reason given</span>'
        ]
        items += [
            f'<span class="flag">&#9873;&nbsp;{e(plain(x, words))}</span>' for x in f["flags"]
        ]
        if f.get("based_on"):
            items.append(
                '<span class="small">follows the classification(s) '
                + ", ".join(e(classified.get(x, x)) for x in f["based_on"])
                + "</span>"
            )
        if f.get("would_change"):  # issue 45: one line, the changes that flip it
            items.append(
                '<span class="small">What would change this: '
                + "; ".join(e(plain(c["text"], words)) for c in f["would_change"])
                + "</span>"
            )
        out.append(
            entry(
                f"{badge(f['status'])}&nbsp; {e(f['title'])}",
                f"{e(f['category'].replace('_', ' '))} &middot; {ident(f['rule_id'])}",
                "<br/>".join(items),
                cite_html(f["citations"]),
            )
        )
    return "".join(out)


def _quantities(quantities: dict[str, Any], bold: bool = False) -> str:
    rows = []
    for k, q in quantities.items():
        field = k.partition(".")[2] if k.startswith(("site.", "rainfall.")) else ""
        label = humanise(field) if field else label_unit(k)[0]
        value = fmt_num(q.get("value"))
        rows.append(
            [  # the quantity's id stays in small type, a reference for experts
                e(label) + f' <span class="small muted">({ident(k)})</span>',
                f'<p class="num">{"<b>" if bold else ""}{e(value)}{"</b>" if bold else ""}</p>',
                e(q.get("unit", "")),
            ]
        )
    return table(["Quantity", "Value", "Unit"], rows, [55, 25, 20])


def _sizing(r: dict[str, Any], images: Images, words: Glossary) -> str:
    out = ["<h3>Sizing</h3>"]
    if not r["sizing"]:
        out.append('<p class="muted">No sizing tool applies to this site under this ordinance.</p>')
        return "".join(out)
    from workbench.core.plots import sizing_figure

    for s in r["sizing"]:
        out.append(f"<h4>{e(s['title'])} &nbsp;{badge(s.get('status', 'applies'))}</h4>")
        out.append(f'<p class="small">{ident(s["tool_id"])}</p>')
        if s.get("inputs"):
            out.append("<h5>Inputs</h5>" + _quantities(s["inputs"]))
        if s.get("steps"):
            out.append(
                "<h5>Steps</h5><ol>"
                + "".join(f"<li>{e(plain(x, words))}</li>" for x in s["steps"])
                + "</ol>"
            )
        if s.get("outputs"):
            out.append("<h5>Results</h5>" + _quantities(s["outputs"], bold=True))
        if s.get("checks"):
            out.append("<h5>Provided versus required</h5>" + _checks(s["checks"]))
        for w in s.get("warnings", []):
            out.append(f'<p class="flag">&#9873;&nbsp;{e(plain(w, words))}</p>')
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


def _left_out(r: dict[str, Any], words: Glossary) -> str:
    """How many deadlines were left out because their duty does not apply, and why."""
    left = r.get("deadlines_left_out", [])
    if not left:
        return ""
    items = "".join(
        f"<li>{e(d['title'])} ({e(trigger_label(d['trigger']))} {e(str(d['trigger']['at']))}): "
        f"{e(plain(d.get('reason', ''), words))}</li>"
        for d in left
    )
    return (
        f'<p class="small">{len(left)} deadline(s) left out: the findings they follow do not '
        f'apply to this site, so they are not due.</p><ul class="small">{items}</ul>'
    )


def _deadlines(r: dict[str, Any], words: Glossary) -> str:
    out = ["<h3>Deadlines</h3>"]
    if not r["deadlines"]:
        out.append(
            '<p class="muted">No event in the scenario starts a deadline of this ordinance.</p>'
        )
        out.append(_left_out(r, words))
        return "".join(out)
    for d in r["deadlines"]:
        due = str(d["due"]).replace("T", " ")
        if d.get("kind") == "retention":  # the earliest discard day, never a due date
            due = f"keep until {due}"
        sub = [f"responsible: {e(d['responsible'])}"] if d.get("responsible") else []
        if d.get("required") == "conditional":
            sub.append('<span class="flag">conditional: the duty may not apply</span>')
        body = [
            e(counting_text(d)),
            f"trigger at {e(str(d['trigger']['at']).replace('T', ' '))}",
            *(f'<span class="small muted">{e(plain(x, words))}</span>' for x in d.get("steps", [])),
        ]
        extension = d.get("extension") if d.get("extended_due") else None
        cited = list(d["citations"])
        if extension:  # CCP 12a moves the last day (issue 21): why, which date, the statute
            cited.append(extension)
            sub.append(f"last day extended to <b>{e(d['extended_due'])}</b> (CCP § 12a)")
            body += [
                f'<span class="small">{e(extension.get("step", ""))}</span>',
                f'<span class="small muted">{e(extension.get("use", ""))}</span>',
            ]
        body += [
            f'<span class="small">note: {e(plain(n, words))}</span>' for n in d.get("notes", [])
        ]
        body += [
            f'<span class="small flag">&#9873;&nbsp;{e(plain(x, words))}</span>'
            for x in d.get("flags", [])
        ]
        out.append(
            entry(
                f"{badge(d.get('status', ''))}&nbsp; {e(due)} &mdash; {e(d['title'])}",
                " &middot; ".join(sub),
                "<br/>".join(body),
                cite_html(cited),
            )
        )
    out.append(_left_out(r, words))
    out.append(
        f'<p class="small">Status as of {e(r["as_of"])}: overdue, due soon (within 7 days) or '
        "upcoming; "
        "keep until: a record kept at least until that day (never overdue). "
        "Date-times are local time in America/Los_Angeles.</p>"
    )
    return "".join(out)


def _penalties(r: dict[str, Any], images: Images, words: Glossary) -> str:
    out = ["<h3>Penalty exposure</h3>"]
    if not r["penalties"]:
        out.append(
            '<p class="muted">No violations are described in the scenario, so no exposure is '
            "computed.</p>"
        )
        return "".join(out)
    for p in r["penalties"]:
        parts = [e(plain(a, words)) for a in p.get("arithmetic", [])]
        if p.get("imprisonment"):
            parts.append(f"<b>imprisonment:</b> {e(p['imprisonment'])}")
        if p.get("factors"):
            parts.append(
                '<span class="small"><b>the court weighs:</b> '
                + e("; ".join(p["factors"]))
                + "</span>"
            )
        if p.get("notes"):
            parts.append(f'<span class="small">note: {e(plain(p["notes"], words))}</span>')
        basis = p["basis"].replace("_", " ")  # "cost_recovery" -> "cost recovery"
        out.append(
            entry(
                f"{e(p['title'])} &mdash; "
                + (
                    f"maximum {e(usd(p['max_usd']))}"
                    if p.get("max_usd") is not None
                    else "amount not stated"
                ),
                f"{e(basis)} &middot; {ident(p['rule_id'])}",
                "<br/>".join(parts),
                cite_html(p["citations"]),
            )
        )
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
        '<p class="small">Maxima are what the ordinance allows for the violations described, '
        "under each "
        "schedule separately; schedules are alternatives or cumulative as the ordinance and the "
        "city decide, "
        "so they are not added up here.</p>"
    )
    return "".join(out)


def _result(doc: dict[str, Any], r: dict[str, Any], images: Images, host: Any = None) -> str:
    words = glossary(host, r["jurisdiction"])
    out = [
        f'<h2 style="page-break-before: always;">{e(site_label(doc))} &mdash; '
        f"{e(r['jurisdiction_name'])}</h2>",
        f'<p class="sub">{e(r["ordinance"])}</p>',
        f'<p class="small">ruleset {e(r["ruleset_version"])} &middot; plugin '
        f"{e(r.get('plugin_version', ''))} "
        f"({e(r.get('plugin_status', ''))}) &middot; as of {e(r['as_of'])}</p>",
    ]
    for p in r.get("parameters", []):
        out.append(f'<p class="small">override: {e(plain(p, words))}</p>')
    for n in r.get("notes", []):
        out.append(f'<p class="small flag">note: {e(plain(n, words))}</p>')
    out += [
        _classifications(r, host),
        _findings(r, host),
        _sizing(r, images, words),
        _deadlines(r, words),
        _penalties(r, images, words),
    ]
    return "".join(out)
