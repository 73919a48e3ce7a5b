"""The record report: how much of a rainfall record is there, and is it enough.

``record_report(record)`` returns plain JSON-able data (for ``evaluate --json``, the Sizing
panel and the PDF report): station, period, years covered, completeness per calendar year,
gaps longer than a day, accumulated, trace and flagged hours, the sources with their
sha256, and warnings where the record is short or incomplete for a continuous simulation.

Thresholds are labelled parameters. No regulation or manual in the project's references
states a minimum record length or completeness for continuous simulation
(/work/shared/reference/design_rainfall.md finds none), so the defaults are the workbench's
own, said to be so in the report, and can be overridden.
"""

from __future__ import annotations

from datetime import date
from typing import Any

import numpy as np

from workbench.core.rainfall.base import ACCUMULATED, DELETED, MISSING, QUALITY, TRACE, hour_text
from workbench.core.rainfall.record import Record

#: A calendar year counts as covered when at least this share of its hours has a value.
MIN_YEAR_COMPLETENESS = 0.90
#: Fewer covered years than this draws a warning (the Livingston 80%-capture tool already
#: warns below 10 years that "a short record gives an unstable capture curve").
MIN_YEARS = 10.0
THRESHOLD_SOURCE = (
    "workbench default, not from a regulation or manual: no minimum record length or "
    "completeness for continuous simulation was found in the project's references; "
    "other minimums can be chosen for a report on the record file"
)
#: A run of missing hours longer than this is listed as a gap.
GAP_HOURS = 24
#: Gaps listed at most (the count of all of them is always given).
MAX_GAPS_LISTED = 50
HOURS_PER_YEAR = 8766.0  # 365.25 days


def _runs(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Start and end (exclusive) indices of the runs of True in ``mask``."""
    padded = np.concatenate(([False], mask, [False])).astype(np.int8)
    change = np.diff(padded)
    return np.flatnonzero(change == 1), np.flatnonzero(change == -1)


def record_report(
    record: Record,
    *,
    min_years: float = MIN_YEARS,
    min_completeness: float = MIN_YEAR_COMPLETENESS,
) -> dict[str, Any]:
    """The report of ``record`` (see the module docstring); JSON-able."""
    flags = record.flags
    n = int(flags.size)
    missing = (flags & MISSING) != 0
    present = ~missing
    hours = record.hours
    years = hours.astype("datetime64[Y]").astype(np.int64) + 1970
    per_year = []
    covered = 0
    for year in range(int(years[0]), int(years[-1]) + 1):
        in_year = years == year
        total = 8784 if date(year, 12, 31).timetuple().tm_yday == 366 else 8760
        have = int((present & in_year).sum())
        share = have / total
        covered += share >= min_completeness
        per_year.append(
            {
                "year": year,
                "hours_in_record": int(in_year.sum()),
                "hours_with_value": have,
                "completeness": round(share, 4),
                "total_in": round(float(record.inches[in_year & present].sum()), 2),
                "covered": share >= min_completeness,
            }
        )
    starts, ends = _runs(missing)
    lengths = ends - starts
    long_gaps = np.flatnonzero(lengths > GAP_HOURS)
    gaps = [
        {
            "first_hour": hour_text(record.start + int(starts[i])),
            "last_hour": hour_text(record.start + int(ends[i]) - 1),
            "hours": int(lengths[i]),
        }
        for i in long_gaps[:MAX_GAPS_LISTED]
    ]
    completeness = float(present.sum()) / n if n else 0.0
    counts = {
        "hours": n,
        "hours_with_value": int(present.sum()),
        "missing_hours": int(missing.sum()),
        "deleted_hours": int(((flags & DELETED) != 0).sum()),
        "accumulated_hours": int(((flags & ACCUMULATED) != 0).sum()),
        "trace_hours": int(((flags & TRACE) != 0).sum()),
        "quality_flagged_hours": int(((flags & QUALITY) != 0).sum()),
        "wet_hours": int((record.inches > 0).sum()),
    }
    warnings = []
    if covered < min_years:
        warnings.append(
            f"the record covers {covered} calendar year(s) with at least "
            f"{min_completeness:.0%} of their hours; fewer than {min_years:g} is short for a "
            "continuous simulation (its capture curve is unstable)"
        )
    if completeness < min_completeness:
        warnings.append(
            f"{1 - completeness:.1%} of the record's hours have no value; the simulation "
            "treats them as dry, which understates runoff"
        )
    if long_gaps.size:
        warnings.append(f"{int(long_gaps.size)} gap(s) longer than {GAP_HOURS} hours")
    joined = [s for s in record.station.split("; ") if s]
    if len(joined) > 1:
        warnings.append(
            f"the record joins {len(joined)} stations ({'; '.join(joined[:5])}"
            + ("; ..." if len(joined) > 5 else "")
            + f"), overlapping hours by the rule '{record.overlap}': one gauge's record is "
            "what a continuous simulation needs (choose one with the station option)"
        )
    if counts["accumulated_hours"]:
        how = (
            "spread evenly over their hours"
            if record.accumulation == "spread"
            else "kept as one value at each period's last hour"
            if record.accumulation == "single"
            else f"handled as '{record.accumulation}'"
        )
        warnings.append(
            f"{counts['accumulated_hours']} hour(s) lie in accumulation periods whose totals "
            f"are {how}; their timing within the period is not known"
        )
    return {
        "station": record.station,
        "station_name": record.station_name,
        "time": record.time_basis,
        "first_hour": hour_text(record.start),
        "last_hour": hour_text(record.start + n - 1),
        "span_years": round(n / HOURS_PER_YEAR, 2),
        "years_with_values": round(float(present.sum()) / HOURS_PER_YEAR, 2),
        "covered_years": int(covered),
        "completeness": round(completeness, 4),
        "total_in": round(float(record.inches.sum()), 2),
        **counts,
        "accumulation": record.accumulation,
        "overlap": record.overlap,
        "per_year": per_year,
        "gaps_over_a_day": gaps,
        "gaps_over_a_day_count": int(long_gaps.size),
        "thresholds": {
            "min_years": min_years,
            "min_year_completeness": min_completeness,
            "gap_hours": GAP_HOURS,
            "source": THRESHOLD_SOURCE,
        },
        "sources": record.sources,
        "warnings": warnings,
    }


def simulation_note(report: dict[str, Any]) -> str:
    """What a simulation of the record assumes, in one sentence: the hours without a value
    (simulated as dry) and the calendar years covered."""
    n, missing = report["hours"], report["missing_hours"]
    share = missing / n if n else 0.0
    t = report["thresholds"]
    return (
        f"{missing:,} of its {n:,} hours ({share:.1%}) have no value and are simulated as dry; "
        f"{report['covered_years']} calendar year(s) covered (at least "
        f"{t['min_year_completeness']:.0%} of their hours with a value) in "
        f"{report['span_years']} years spanned; {report['gaps_over_a_day_count']} gap(s) "
        f"longer than {t['gap_hours']} hours"
    )


def report_text(report: dict[str, Any]) -> str:
    """The report as plain lines for the terminal."""
    lines = [
        f"station: {report['station'] or '(not stated)'} {report['station_name']}".rstrip(),
        f"period: {report['first_hour']} to {report['last_hour']} ({report['time']})",
        f"span: {report['span_years']} years; hours with a value: {report['completeness']:.1%} "
        f"({report['years_with_values']} years); covered years: {report['covered_years']}",
        f"total: {report['total_in']} in; wet hours {report['wet_hours']:,}; missing "
        f"{report['missing_hours']:,} (deleted {report['deleted_hours']:,}); accumulated "
        f"{report['accumulated_hours']:,}"
        + (f" ({report['accumulation']})" if report["accumulated_hours"] else "")
        + f"; trace "
        f"{report['trace_hours']:,}; quality-flagged {report['quality_flagged_hours']:,}",
        "completeness per year:",
    ]
    for y in report["per_year"]:
        mark = "" if y["covered"] else "  (not covered)"
        lines.append(f"  {y['year']}: {y['completeness']:.1%}, {y['total_in']} in{mark}")
    if report["gaps_over_a_day"]:
        lines.append(f"gaps longer than a day: {report['gaps_over_a_day_count']}")
        for g in report["gaps_over_a_day"]:
            lines.append(f"  {g['first_hour']} to {g['last_hour']} ({g['hours']} h)")
    for s in report["sources"]:
        lines.append(f"source: {s.get('file')} ({s.get('format')}) sha256 {s.get('sha256')}")
        lines += [f"  note: {note}" for note in s.get("notes", [])]
    t = report["thresholds"]
    lines.append(
        f"thresholds: {t['min_years']:g} covered years, {t['min_year_completeness']:.0%} of a "
        f"year's hours ({t['source']})"
    )
    lines += [f"warning: {w}" for w in report["warnings"]]
    return "\n".join(lines)
