"""Issue 24 item 6: a date outside the years the calendar handles is refused with a message
that says so ("must be within the years 1900-2199"), for dates and date-times alike, never
"is not a possible date" (years 1 and 9999 are possible dates)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.cli import main

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "when", ["0001-01-01", "1899-12-31", "2200-01-01", "9999-12-31", "9999-12-31T23:00"]
)
def test_dates_outside_the_calendar_years_say_so(
    when: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["deadline", "--jurisdiction", "signal_hill", "--rule", "discharge_written_report"]
    assert main([*argv, "--from", when]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--from: must be within the years 1900-2199" in err, err

    data = json.loads((ROOT / "resources/demo/signal_hill.json").read_text("utf-8"))
    data["as_of"] = when[:10]
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["evaluate", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "as_of: must be within the years 1900-2199" in err, err


def test_an_impossible_date_is_still_called_one(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["evaluate", str(ROOT / "resources/demo/signal_hill.json"), "--as-of", "2025-02-30"]
    assert main(argv) == 2
    assert "is not a possible date or date-time: '2025-02-30'" in capsys.readouterr().err
