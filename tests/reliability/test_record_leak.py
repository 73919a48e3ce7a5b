"""Review 2026-12-03 row L1: a shared scenario may not read, and quote, any file.

A record file reached through a scenario is never quoted in a message (its problems name
the line, not the value), and a scenario naming a record by an absolute path outside its
folder is refused unless the user chose that file (``--record``; the desktop's picker).
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.core.rainfall import use

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo"
RECORD = ROOT / "resources" / "rainfall" / "synthetic_hourly.csv"
SECRET = "SECRET-FILE-TOKEN-4711"


@pytest.fixture(autouse=True)
def _nothing_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(use, "_CHOSEN", set(), raising=False)


def scenario_naming(folder: Path, record: str) -> Path:
    data = json.loads((DEMO / "livingston.json").read_text("utf-8"))
    data.setdefault("rainfall", {})["record_csv"] = record
    path = folder / "liv.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


def victim(tmp_path: Path) -> Path:
    folder = tmp_path / "victim"
    folder.mkdir()
    secret = folder / "secret.csv"
    secret.write_text(f"timestamp,inches\n2020-01-01T00:00,{SECRET}\n")
    return secret


@pytest.mark.parametrize("command", ["evaluate", "export", "report"])
def test_L1_absolute_record_outside_the_scenarios_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """Review L1: a scenario naming ``/…/victim/secret.csv`` made evaluate quote
    "bad depth 'SECRET-…'". Now refused, quoting nothing, unless the user chose the file."""
    secret = victim(tmp_path)
    work = tmp_path / "work"
    work.mkdir()
    liv = scenario_naming(work, str(secret))
    argv = {
        "evaluate": ["evaluate", str(liv)],
        "export": ["export", str(liv), "--ics", str(work / "o.ics")],
        "report": ["report", str(liv), "--out", str(work / "o.pdf")],
    }[command]
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2 and "outside the scenario's folder" in err, err
    assert SECRET not in out + err
    code = main([*argv, "--record", str(secret)])  # chosen: read, but still not quoted
    out, err = capsys.readouterr()
    assert code == 2 and "line 2" in err, err
    assert SECRET not in out + err


def test_L1_record_beside_the_scenario_is_read_without_quoting(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A relative record is read as before; a bad value in it is not quoted either."""
    (tmp_path / "rain.csv").write_text(f"timestamp,inches\n2020-01-01T00:00,{SECRET}\n")
    liv = scenario_naming(tmp_path, "rain.csv")
    code = main(["evaluate", str(liv)])
    out, err = capsys.readouterr()
    assert code == 2 and "line 2" in err and SECRET not in out + err, err
    shutil.copyfile(RECORD, tmp_path / "rain.csv")
    assert main(["evaluate", str(liv), "--json"]) == 0
    absolute = scenario_naming(tmp_path, str(tmp_path / "rain.csv"))  # inside its folder
    assert main(["evaluate", str(absolute), "--json"]) == 0
