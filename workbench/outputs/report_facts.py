"""A site's facts in the full report: the scenario's site, rainfall, drainage areas, events,
violations, discharges, closures, overrides and forms, and the rainfall record used."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from workbench.core.reader import record_view
from workbench.core.results import Evaluation, RecordInUse
from workbench.core.user_text import glossary, readable
from workbench.outputs.report_format import (
    e,
    fact_value,
    fmt_num,
    ident,
    kv_table,
    label_unit,
    table,
)

#: site fields holding terms -> their vocabulary kind (labelled in the facts)
_TERM_FIELDS = {
    "facility_types": "facility_type",
    "activities": "activity",
    "conditions": "condition",
    "exemptions_claimed": "exemption",
}


#: the drainage-area fields the facts show, in this order, where any area gives them
_AREA_KEYS = (
    "name",
    "area_sqft",
    "impervious_fraction",
    "surface",
    "runoff_coefficient",
    "dma_type",
    "bmp_area_sqft",
    "bmp",
)

#: a term's label: (vocabulary kind, term id) -> text
Term = Callable[[str, str], str]


def _facts(name: str | None, scenario: Any, host: Any = None) -> str:
    """A site's facts; terms by their labels where the host is given (ids otherwise)."""
    data = scenario.to_json()
    jid = data.get("jurisdiction")

    words = None if host is None else glossary(host, jid)

    def term(kind: str, value: str) -> str:
        if host is None or words is None:
            return value.replace("_", " ")
        from workbench.core.evaluate import term_label

        # a label may quote another id ("enter 'correction_period_ended' for ..."): read it too
        return readable(term_label(host, kind, value, jid), words)

    title = e(name or data.get("name") or "(unnamed)")
    return "".join(
        [
            f'<h1 style="page-break-before: always;">Site: {title}</h1>',
            "<h2>Project and site facts</h2>",
            _general(data, host),
            _site(data.get("site") or {}, term),
            _rainfall(data.get("rainfall") or {}),
            _areas(data.get("drainage_areas") or []),
            _events(data.get("events") or [], term),
            _violations(data.get("violations") or [], term),
            _discharges(data.get("discharges") or [], term),
            _declared(data, host),
        ]
    )


def _general(data: dict[str, Any], host: Any = None) -> str:
    """The scenario's name, city and date, and who and where (the ``project`` block: the
    plan-check title block's, issue 42 N8)."""
    jid = data.get("jurisdiction")
    city = jid or "all loaded"
    if jid and host is not None:
        try:
            city = host.jurisdiction(jid).name  # the city, not its plugin id
        except KeyError:
            pass
    info = data.get("project") or {}
    preparer = info.get("preparer") or ""
    if preparer and info.get("preparer_license"):
        preparer += f" ({info['preparer_license']})"
    general = [
        ("Scenario name", e(data.get("name") or "\u2014")),
        ("Jurisdiction", e(city)),
        ("As of", e(data.get("as_of") or "\u2014")),
        ("Site address", e(info.get("address") or "not given")),
        ("APN", e(info.get("apn") or "not given")),
        ("Applicant", e(info.get("applicant") or "not given")),
        ("Preparer", e(preparer or "not given")),
    ]
    return kv_table(general, columns=1)


def _site(site: dict[str, Any], term: Term) -> str:
    """The site's fields; lists of terms by their labels."""
    if not site:
        return '<p class="muted">No site facts given: rules that need them answer needs info.</p>'

    def value(key: str, value: Any) -> str:
        if key in _TERM_FIELDS and isinstance(value, list):
            return "; ".join(term(_TERM_FIELDS[key], v) for v in value) if value else "none"
        return fact_value(key, value)

    pairs = [(e(label_unit(k)[0]), e(value(k, v))) for k, v in site.items()]
    return "<h4>Site</h4>" + kv_table(pairs)


def _rainfall(rain: dict[str, Any]) -> str:
    if not rain:
        return ""
    pairs = [(e(label_unit(k)[0]), e(fact_value(k, v))) for k, v in rain.items()]
    return "<h4>Design rainfall</h4>" + kv_table(pairs)


def _area_cell(value: Any) -> str:
    if isinstance(value, int | float):
        return e(fmt_num(value))
    return e(value if value is not None else "\u2014")


#: the drainage-area types in words (the desktop's labels)
_DMA_TYPES = {
    "to_bmp": "drains to a BMP",
    "self_treating": "self-treating area",
    "self_retaining": "self-retaining area",
}


def _areas(areas: list[dict[str, Any]]) -> str:
    if not areas:
        return ""
    present = [k for k in _AREA_KEYS if any(k in a for a in areas)]
    headers = []
    for key in present:
        label, unit = label_unit(key)
        label = {"dma_type": "type", "bmp": "BMP as designed"}.get(key, label)
        headers.append(e(label + (f" ({unit})" if unit else "")))

    def cell(key: str, value: Any) -> str:  # words for the reader, not the model's ids
        if key == "dma_type" and isinstance(value, str):
            return e(_DMA_TYPES.get(value, value.replace("_", " ")))
        if key == "bmp" and isinstance(value, dict):
            figures = [
                f"{label_unit(k)[0]} {fmt_num(v)} {label_unit(k)[1]}".strip()
                for k, v in value.items()
                if k != "type" and v is not None
            ]
            return e(f"{value.get('type', '')}" + (f": {', '.join(figures)}" if figures else ""))
        return _area_cell(value)

    rows = [[cell(k, a.get(k)) for k in present] for a in areas]
    return "<h4>Drainage areas</h4>" + table(headers, rows)


def _events(events: list[dict[str, Any]], term: Term) -> str:
    if not events:
        return ""
    rows = [[e(term("event", ev["kind"])), e(ev["at"]), e(ev.get("note", ""))] for ev in events]
    return "<h4>Events (deadline triggers)</h4>" + table(
        ["Event", "At", "Note"], rows, [40, 25, 35]
    )


def _violations(violations: list[dict[str, Any]], term: Term) -> str:
    if not violations:
        return ""
    rows = [
        [
            e(term("violation", v["kind"])),
            f'<p class="num">{fmt_num(v.get("count", 1))}</p>',
            f'<p class="num">{fmt_num(v.get("days", 1))}</p>',
        ]
        for v in violations
    ]
    return "<h4>Violations (penalty exposure)</h4>" + table(
        ["Violation", "Count", "Days"], rows, [60, 12, 12]
    )


def _discharges(discharges: list[dict[str, Any]], term: Term) -> str:
    if not discharges:
        return ""
    rows = [
        [
            e(term("discharge", d["kind"])),
            e("; ".join(d.get("conditions_met", [])) or "none"),
            e(d.get("note", "")),
        ]
        for d in discharges
    ]
    return "<h4>Described discharges</h4>" + table(
        ["Discharge", "Conditions confirmed", "Note"], rows, [30, 45, 25]
    )


def _declared(data: dict[str, Any], host: Any = None) -> str:
    """Declared closures, parameter overrides and saved forms (by their titles)."""
    out = []
    if data.get("closures"):
        out.append(f"<p><b>Declared closures:</b> {e(', '.join(data['closures']))}</p>")
    if data.get("parameters"):
        pairs = [
            (ident(k).replace(".", ".\u200b"), e(fmt_num(v))) for k, v in data["parameters"].items()
        ]
        out.append("<h4>Parameter overrides</h4>" + kv_table(pairs))
    if data.get("forms"):
        titles = {}
        if host is not None:
            for key in data["forms"]:
                jid, _, form_id = key.partition(".")
                try:
                    specs = host.descriptors(jid, "form")
                except KeyError:
                    continue
                for spec in specs:
                    if spec.id == form_id:
                        titles[key] = spec.title
        named = [titles.get(key, key) for key in data["forms"]]
        out.append(f"<p><b>Saved forms:</b> {e('; '.join(named))}</p>")
    return "".join(out)


def _record_origin(use: RecordInUse | None) -> str:
    """Which record was used: the copy kept in the project, or a file (issue 26)."""
    if use is None:
        return ""
    if use.origin == "project":
        return f" (the copy kept in the project, sha256 {use.sha256})"
    if use.file:
        return f" (file {use.file}, sha256 {use.sha256})"
    return ""


def _rainfall_record(evaluation: Evaluation) -> str:
    """The record report of the site's rainfall record (evaluate's ``rainfall_record``,
    issue 26), or nothing when the site names no record: the reader's view of it (missing
    hours simulated as dry, covered years), then its figures year by year."""
    report = next((r.rainfall_record for r in evaluation.results if r.rainfall_record), None)
    if report is None:
        return ""
    told = record_view(report)
    assert told is not None  # a record gives a view
    t = report.thresholds
    pairs = [
        ("Record", e(report.record + _record_origin(report.in_use))),
        ("Station", e(f"{report.station} {report.station_name}".strip() or "\u2014")),
        ("Period", e(f"{report.first_hour} to {report.last_hour} ({report.time})")),
        ("Years spanned / covered", e(f"{report.span_years} / {report.covered_years}")),
        ("Hours with a value", e(f"{report.completeness:.1%}")),
        ("Missing (deleted) hours", e(f"{report.missing_hours:,} ({report.deleted_hours:,})")),
        (
            "Accumulated hours",
            e(
                f"{report.accumulated_hours:,}"
                + (f" (totals {report.accumulation})" if report.accumulated_hours else "")
            ),
        ),
        (
            "Trace / quality-flagged hours",
            e(f"{report.trace_hours:,} / {report.quality_flagged_hours:,}"),
        ),
        ("Gaps longer than a day", e(f"{report.gaps_over_a_day_count:,}")),
        (
            "Thresholds",
            e(
                f"a year is covered with {t.min_year_completeness:.0%} of its hours; "
                f"{t.min_years:g} covered years ({t.source})"
            ),
        ),
    ]
    pairs += [(e(f"Source {s.file}"), e(f"{s.format}, sha256 {s.sha256}")) for s in report.sources]
    years = table(
        ["Year", "Hours with a value", "Total (in)", "Covered"],
        [
            [
                e(y.year),
                e(f"{y.completeness:.1%}"),
                f'<p class="num">{e(y.total_in)}</p>',
                e("yes" if y.covered else "no"),
            ]
            for y in report.per_year
        ],
        [20, 30, 25, 25],
    )
    summary = "".join(f"<p>{e(line)}</p>" for line in told.lines)
    warnings = "".join(f"<p><b>Warning:</b> {e(w)}</p>" for w in told.warnings)
    return "<h4>Rainfall record</h4>" + summary + kv_table(pairs, columns=1) + years + warnings
