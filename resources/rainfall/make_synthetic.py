"""Write synthetic_hourly.csv: 2 years of synthetic hourly rain (NOT a real gauge record).

Run from the repository root: ``.venv/bin/python resources/rainfall/make_synthetic.py``.
The record comes from ``workbench.core.simulation.synthetic_record(YEARS, SEED)``. Only wet
hours are written, plus the first and last hour of the period (with 0.00) so the reader knows
the record's extent; every hour not listed had no rain. Leading ``# key: value`` lines say
what it is, so ``workbench rainfall report`` names it "synthetic" and not a station.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[1]))

from workbench.core.simulation import synthetic_record  # noqa: E402

YEARS = 2
SEED = 20250101
OUT = HERE / "synthetic_hourly.csv"


def main() -> None:
    hours, inches = synthetic_record(YEARS, SEED)
    keep = inches > 0
    keep[0] = keep[-1] = True
    lines = [
        "# record: workbench hourly rainfall record (inches)",
        "# time: local standard time, hour beginning",
        "# station: synthetic",
        "# station_name: NOT a rain gauge: synthetic record for demonstration only",
        f"# source: workbench.core.simulation.synthetic_record({YEARS}, {SEED})",
        "timestamp,inches",
    ]
    for when, depth in zip(hours[keep], inches[keep], strict=True):
        lines.append(f"{str(when)}:00,{depth:.2f}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    rows = sum(1 for line in lines if line[0].isdigit())
    print(f"wrote {OUT} ({rows} rows, {inches.sum():.2f} in over {YEARS} years)")


if __name__ == "__main__":
    main()
