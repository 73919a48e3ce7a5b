"""Real downloads (faithful excerpts, sources in rainfall_data/README.md): each imports, and
its annual totals, largest hour and counts of missing, deleted, accumulated and trace hours
equal a parse written here, independently of the importers."""

from __future__ import annotations

import csv
from collections import defaultdict
from datetime import date, timedelta
from pathlib import Path

import pytest

from workbench.core.rainfall import RecordError, import_files, record_report

DATA = Path(__file__).parent / "rainfall_data"


def summary_of(record) -> dict:
    """The figures compared, from the importer's record and report."""
    report = record_report(record)
    largest = int(record.inches.argmax())
    return {
        "years": {y["year"]: y["total_in"] for y in report["per_year"]},
        "largest_in": round(float(record.inches.max()), 4),
        "largest_at": str(record.hours[largest]),
        "missing": report["missing_hours"],
        "deleted": report["deleted_hours"],
        "accumulated": report["accumulated_hours"],
        "trace": report["trace_hours"],
    }


# --------------------------------------------------------------------------- HPD v2 (access)


def hpd_access_expected(path: Path) -> dict:
    """STATION, DATE, HR00Val..HR23Val in hundredths of an inch, -9999 missing, HRnn the hour
    nn:00-nn+1:00 local standard time; a day between the first and last without a row is 24
    missing hours."""
    with path.open(newline="") as handle:
        rows = list(csv.DictReader(handle))
    values: dict[tuple[date, int], int] = {}
    for row in rows:
        day = date.fromisoformat(row["DATE"])
        for h in range(24):
            values[(day, h)] = int(row[f"HR{h:02d}Val"])
    first = min(d for d, _h in values)
    last = max(d for d, _h in values)
    years: dict[int, float] = defaultdict(float)
    missing, best, best_at = 0, -1, None
    day = first
    while day <= last:
        for h in range(24):
            v = values.get((day, h), -9999)
            years[day.year] += 0 if v < 0 else v / 100
            missing += v == -9999
            if v > best:
                best, best_at = v, f"{day.isoformat()}T{h:02d}"
        day += timedelta(days=1)
    return {
        "years": {y: round(t, 2) for y, t in years.items()},
        "largest_in": best / 100,
        "largest_at": best_at,
        "missing": missing,
        "deleted": 0,
        "accumulated": 0,
        "trace": 0,
    }


def test_hpd_v2_from_the_access_service_without_flag_columns() -> None:
    path = DATA / "hpd_v2_access_USC00045741_modesto.csv"
    record = import_files([path])
    assert summary_of(record) == hpd_access_expected(path)
    assert record.station == "USC00045741"


def test_hpd_v2_without_an_hour_column_is_refused_naming_it(tmp_path: Path) -> None:
    source = (DATA / "hpd_v2_access_USC00045741_modesto.csv").read_text().splitlines()
    cut = [",".join(c for c in line.split(",") if c != '"HR05Val"') for line in source[:1]]
    path = tmp_path / "cut.csv"
    path.write_text("\n".join(cut + source[1:3]) + "\n")
    with pytest.raises(RecordError, match=r"cut.csv: line 1: .*HR05Val missing"):
        import_files([path])
