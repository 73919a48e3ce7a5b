"""The full compliance report (PDF): ``write_report``, its cover, appendix and contents.

Contents: a cover with project, sites, jurisdictions, the plugin and ruleset versions, the
dates and the command that reproduces the report; per site the project and site facts and
the rainfall record (``report_facts``); per site and jurisdiction the applicable requirements
(reasons, flags, citations with section, lines and quote), sizing (inputs, steps, results,
provided versus required, plot), deadlines and penalty exposure (arithmetic, chart)
(``report_results``); an appendix with each scenario exactly as evaluated; and a closing
contents page with the first page of every part and the report's total.

The HTML is laid out and painted by Qt (``report_pdf``), site by site (each site laid out
once), with values formatted by ``report_format``. The names those modules held when this
was one module are still importable from here.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from workbench.core.inputs import workbench_version
from workbench.core.results import Evaluation
from workbench.core.user_text import Glossary, readable
from workbench.outputs import (
    OutputError,
    check_out_path,
    evaluate_sources,
    record_files,
    site_label,
)
from workbench.outputs.report_facts import _facts, _rainfall_record
from workbench.outputs.report_format import (
    STATUS_ORDER,
    e,
    fact_value,
    fmt_num,
    kv_table,
    label_unit,
    table,
    usd,
)
from workbench.outputs.report_pdf import (
    BODY_H,
    Images,
    Part,
    PartPages,
    ensure_gui_app,
    keep_headings_with_next,
    layout_document,
    render_pdf,
)
from workbench.outputs.report_results import _result


@dataclass(frozen=True)
class ReportInfo:
    """What ``write_report`` wrote: the file and its page count."""

    path: Path
    pages: int


def plain(text: str, words: Glossary) -> str:
    """A rule's text for the reader: ids named by their labels (``core.user_text``, the same
    mechanism as the desktop's; issue 22 item 14)."""
    return readable(text, words)


# ------------------------------------------------------------ cover, appendix, contents
def _cover(
    project: str | None,
    sites: list[tuple[str | None, Any]],
    covers: list[CoverSite],
    source: str | None,
    jurisdiction: str | None,
    as_of: date | None,
    generated: datetime,
) -> str:
    title = project or covers[0].label
    as_ofs = sorted({r.as_of for d in covers for r in d.results})
    juris: list[CoverResult] = []
    for d in covers:
        for r in d.results:
            if r.jurisdiction not in [j.jurisdiction for j in juris]:
                juris.append(r)
    out = [f'<h1>Stormwater compliance report</h1><p class="sub">{e(title)}</p>']
    pairs = [
        ("Project", e(project or "\u2014 (a single scenario file)")),
        ("Sites", e(", ".join(d.label for d in covers))),
        (
            "Jurisdictions",
            e(", ".join(f"{r.jurisdiction_name} ({r.jurisdiction})" for r in juris)),
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
                    e(f"{r.jurisdiction_name} ({r.jurisdiction})"),
                    e(r.ordinance),
                    e(r.plugin_version),
                    e(r.ruleset_version),
                    e(r.plugin_status),
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
    for d in covers:
        for index, r in enumerate(d.results):
            counts = r.statuses
            largest = (
                usd(r.largest_usd)
                if r.largest_usd is not None
                else ("not stated" if r.penalties else "\u2014")
            )
            rows.append(
                [
                    e(d.label) if index == 0 else "",
                    e(r.jurisdiction_name),
                    f'<p class="num">{counts["applies"]}</p>',
                    f'<p class="num">{counts["needs_info"]}</p>',
                    f'<p class="num">{counts["does_not_apply"]}</p>',
                    f'<p class="num">{counts["error"]}</p>',
                    f'<p class="num">{r.sizing}</p>',
                    f'<p class="num">{r.deadlines}'
                    + (f" ({r.overdue} overdue)" if r.overdue else "")
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
        "<b>needs info</b> a fact the rule needs is missing (the reason names it); "
        "<b>does not apply</b>; "
        "<b>error</b> the rule failed (report it). Penalties are the maxima the ordinance "
        "allows for the "
        "violations described, never a predicted fine. Every finding cites the ordinance section, "
        "the line numbers in the ordinance text and a verbatim quote: the ordinance text "
        "governs.</p>"
    )
    return "".join(out)


def _appendix(sites: list[tuple[str | None, Any]], covers: list[CoverSite]) -> str:
    from workbench.core.scenario import dumps

    out = [
        '<h1 style="page-break-before: always;">Appendix: scenarios as evaluated</h1>',
        "<p>Each site's scenario exactly as evaluated (<code>workbench-scenario/1</code>). "
        "Save the text as a "
        "<code>.json</code> file to re-run the evaluation; its SHA-256 identifies it.</p>",
    ]
    for (_name, scenario), cover in zip(sites, covers, strict=True):
        text = dumps(scenario)
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
        out.append(f'<h3>{e(cover.label)}</h3><p class="small">SHA-256 {digest}</p>')
        out.append(f'<pre class="mono">{e(text)}</pre>')
    return "".join(out)


APPENDIX_SITES_PER_PART = 20


@dataclass(frozen=True, slots=True)
class CoverResult:
    """What the cover tells of one city's result: versions and counts."""

    jurisdiction: str
    jurisdiction_name: str
    ordinance: str
    plugin_version: str
    ruleset_version: str
    plugin_status: str
    as_of: str
    statuses: dict[str, int]  # findings by status
    sizing: int
    deadlines: int
    overdue: int
    penalties: int
    largest_usd: float | None  # the largest stated maximum (None: none stated)


@dataclass(frozen=True, slots=True)
class CoverSite:
    """What the cover needs of a site's result (small, so a project of any size can keep
    one per site)."""

    label: str
    results: tuple[CoverResult, ...]


def cover_doc(doc: dict[str, Any] | Evaluation) -> CoverSite:
    """The cover's record of a site's evaluation, read from the typed results."""
    evaluation = doc if isinstance(doc, Evaluation) else Evaluation.from_json(doc)
    results = []
    for r in evaluation.results:
        stated = [p.max_usd for p in r.penalties if p.max_usd is not None]
        results.append(
            CoverResult(
                jurisdiction=r.jurisdiction,
                jurisdiction_name=r.jurisdiction_name,
                ordinance=r.ordinance,
                plugin_version=r.plugin_version,
                ruleset_version=r.ruleset_version,
                plugin_status=r.plugin_status,
                as_of=r.as_of,
                statuses={s: sum(1 for f in r.findings if f.status == s) for s in STATUS_ORDER},
                sizing=len(r.sizing),
                deadlines=len(r.deadlines),
                overdue=sum(1 for d in r.deadlines if d.status == "overdue"),
                penalties=len(r.penalties),
                largest_usd=max(stated) if stated else None,
            )
        )
    return CoverSite(site_label(evaluation), tuple(results))


def site_part(
    name: str | None, scenario: Any, doc: dict[str, Any], images: Images, host: Any = None
) -> str:
    """One site's facts, rainfall record and results as HTML (a part that starts a page)."""
    return f"<html><body>{_site_body(name, scenario, doc, images, host)}</body></html>"


def _site_body(
    name: str | None, scenario: Any, doc: dict[str, Any], images: Images, host: Any = None
) -> str:
    evaluation = Evaluation.from_json(doc)
    parts = [_facts(name, scenario, host), _rainfall_record(evaluation)]
    if not evaluation.results:
        parts.append('<p class="muted">No jurisdiction was evaluated (no plugin loaded).</p>')
    for r in evaluation.results:
        parts.append(_result(doc, r, images, host))
    return "".join(parts)


def build_html(
    project: str | None,
    sites: list[tuple[str | None, Any]],
    docs: list[dict[str, Any]],
    source: str | None,
    jurisdiction: str | None,
    as_of: date | None,
    generated: datetime,
    host: Any = None,
) -> tuple[str, Images]:
    """The whole report as one HTML text, and the images it refers to: the same sections as
    ``write_report`` paints site by site (without the contents, which needs the pages)."""
    images = Images()
    covers = [cover_doc(doc) for doc in docs]
    parts = [_cover(project, sites, covers, source, jurisdiction, as_of, generated)]
    for (name, scenario), doc in zip(sites, docs, strict=True):
        parts.append(_site_body(name, scenario, doc, images, host))
    parts.append(_appendix(sites, covers))
    return f"<html><body>{''.join(parts)}</body></html>", images


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
    check_out_path(out, [*inputs, *record_files(scenario for _name, scenario in sites)])
    if host is None:
        from workbench.core.plugins.host import load_host

        host = load_host()
    generated = datetime.now(UTC).astimezone()
    total = len(sites)
    say = progress or (lambda _done, _total, _text: None)

    def evaluate_one(index: int, explained: bool = False) -> dict[str, Any]:
        return evaluate_sources([sites[index]], jurisdiction, as_of, host, explained=explained)[2][
            0
        ]

    covers: list[CoverSite] = []
    for index in range(total):
        covers.append(cover_doc(evaluate_one(index)))
        say(index + 1, total, f"evaluated {covers[index].label}")
    cover = _cover(project, sites, covers, source, jurisdiction, as_of, generated)

    def parts() -> Iterator[Part]:
        yield Part(f"<html><body>{cover}</body></html>", Images(), "Cover")
        for index, (name, scenario) in enumerate(sites):
            images = Images()
            # each finding with what would change it (issue 45): one line in the report
            html_text = site_part(name, scenario, evaluate_one(index, True), images, host)
            yield Part(html_text, images, f"Site: {covers[index].label}")
        yield from _appendix_parts(sites, covers)

    def painted(part_no: int) -> None:
        if 2 <= part_no <= total + 1:
            say(part_no - 1, total, f"wrote {covers[part_no - 2].label}")

    title = f"Stormwater compliance report: {project or covers[0].label}"
    as_ofs = sorted({r.as_of for d in covers for r in d.results})
    rulesets = dict.fromkeys(r.ruleset_version for d in covers for r in d.results)
    pages = render_pdf(
        parts,
        None,
        out,
        title=title,
        header_left=title,
        header_right=f"as of {', '.join(as_ofs) or '-'} \u00b7 generated "
        f"{generated:%Y-%m-%d %H:%M}",
        footer_left=f"Stormwater Compliance Workbench {workbench_version()} \u00b7 rulesets "
        + ", ".join(rulesets),
        progress=painted,
        contents=_contents,
    )
    return ReportInfo(out, pages)


def _appendix_parts(sites: list[tuple[str | None, Any]], covers: list[CoverSite]) -> Iterator[Part]:
    """The appendix in parts of ``APPENDIX_SITES_PER_PART`` sites (its heading once)."""
    for start in range(0, len(sites), APPENDIX_SITES_PER_PART):
        chunk = range(start, min(start + APPENDIX_SITES_PER_PART, len(sites)))
        body = _appendix([sites[i] for i in chunk], [covers[i] for i in chunk])
        if start:  # the heading once, on the first appendix page
            body = body[body.index("<h3>") :]
        yield Part(f"<html><body>{body}</body></html>", Images())


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


__all__ = [  # with the names kept importable from here since the split
    "BODY_H",
    "Images",
    "Part",
    "PartPages",
    "ReportInfo",
    "build_html",
    "ensure_gui_app",
    "fact_value",
    "fmt_num",
    "keep_headings_with_next",
    "label_unit",
    "layout_document",
    "plain",
    "render_pdf",
    "write_report",
]
