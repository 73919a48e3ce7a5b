"""Review 2026-12-03 rows C1-C6 and M3: inputs that ended in ``internal error`` (exit 1) or in
output a UTF-8 reader rejects. Each now exits 2 with one line (or succeeds with valid output).
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.cli import main
from workbench.core.scenario import load
from workbench.core.store import close_project, new_project, save_project

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo"
DEEP = "[" * 100_000 + "]" * 100_000


def one_line_refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    code = main(argv)
    out, err = capsys.readouterr()
    assert code == 2, (argv, out, err)
    assert len(err.strip().splitlines()) == 1 and "internal error" not in err, err
    return err


def project(path: Path) -> Path:
    p = new_project(path.stem)
    p.add_site(load(DEMO / "soledad.json"), name="A")
    save_project(p, path)
    close_project(p)
    return path


@pytest.mark.parametrize("where", ["settings", "sources_json"])
def test_C1_json_nested_100000_deep_in_a_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str
) -> None:
    """Review C1: ``meta.settings`` or a record's ``sources_json`` nested 100,000 deep gave
    "internal error: RecursionError". Now "is damaged"."""
    p = project(tmp_path / "X.swproj")
    conn = sqlite3.connect(p)
    if where == "settings":
        conn.execute("UPDATE meta SET value = ? WHERE key = 'settings'", (DEEP,))
    else:
        conn.execute(
            "INSERT INTO rainfall_record VALUES ('r.csv', 'x', ?, '2020-01-01', x'00')", (DEEP,)
        )
    conn.commit()
    conn.close()
    for argv in (["evaluate", str(p)], ["import", str(DEMO / "soledad.json"), "--project", str(p)]):
        assert "is damaged" in one_line_refusal(argv, capsys)


@pytest.mark.parametrize("value", ["inf", "1e400", "-inf"])
def test_C2_hpcp_infinite(tmp_path: Path, capsys: pytest.CaptureFixture[str], value: str):
    """Review C2: HPCP ``inf``/``1e400`` with ``--units hundredths_in``: OverflowError."""
    src = tmp_path / "in.csv"
    src.write_text(
        "STATION,STATION_NAME,DATE,HPCP,Measurement Flag,Quality Flag\n"
        f"COOP:1,X,20200101 01:00,{value},,\n"
    )
    err = one_line_refusal(
        [
            "rainfall",
            "import",
            str(src),
            "--units",
            "hundredths_in",
            "--out",
            str(tmp_path / "r.csv"),
        ],
        capsys,
    )
    assert "line 2" in err


def test_C3_field_of_10_mb(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Review C3: a 10 MB field: "internal error: field larger than field limit"."""
    src = tmp_path / "in.csv"
    src.write_text("timestamp,inches\n2020-01-01T00:00," + "1" * 10_000_000 + "\n")
    err = one_line_refusal(
        ["rainfall", "import", str(src), "--out", str(tmp_path / "r.csv")], capsys
    )
    assert "in.csv" in err and "line 2" in err and len(err) < 400


def test_C4_csv_names_too_long(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Review C4: ``export --csv yyy….o`` (250 characters): the derived names are too long."""
    out = tmp_path / ("y" * 250 + ".o")
    err = one_line_refusal(["export", str(DEMO / "soledad.json"), "--csv", str(out)], capsys)
    assert "too long" in err
    assert os.listdir(tmp_path) == []


def test_C5_screenshot_folder_under_proc(capsys: pytest.CaptureFixture[str]) -> None:
    """Review C5: ``screenshot --out /proc/self/shots``: internal error FileNotFoundError."""
    if not Path("/proc/self").is_dir():
        pytest.skip("no /proc here")
    one_line_refusal(["screenshot", "--out", "/proc/self/shots"], capsys)


def _workbench(argv: list[str], **kwargs: object) -> subprocess.CompletedProcess[bytes]:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [sys.executable, "-m", "workbench", *argv],
        env=env,
        capture_output=False,
        timeout=120,
        **kwargs,  # type: ignore[arg-type]
    )


@pytest.mark.slow
def test_C6_stdout_full_or_closed(tmp_path: Path) -> None:
    """Review C6: ``evaluate s.json > /dev/full`` and ``>&-``: internal error (OSError,
    AttributeError). Now exit 2 with one line saying the output could not be written."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    argv = ["evaluate", str(DEMO / "soledad.json")]
    with open("/dev/full", "w") as full:
        proc = _workbench(argv, stdout=full, stderr=subprocess.PIPE)
    assert proc.returncode == 2 and proc.stderr.decode().count("\n") == 1, proc.stderr
    assert b"cannot write the output" in proc.stderr
    proc = subprocess.run(
        f"{sys.executable} -m workbench evaluate {DEMO / 'soledad.json'} >&-",
        shell=True,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        stderr=subprocess.PIPE,
        timeout=120,
    )
    assert proc.returncode == 2 and proc.stderr.decode().count("\n") == 1, proc.stderr


def test_M3_json_with_an_undecodable_file_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Review M3: ``rainfall import … --out $'\\xfd.csv' --json`` put a raw 0xFD byte in the
    JSON. Now the JSON is valid (the byte escaped)."""
    if sys.platform == "win32":
        pytest.skip("POSIX file names")
    src = tmp_path / "in.csv"
    src.write_text("timestamp,inches\n2001-01-01T04:00,0.1\n2001-01-01T05:00,0.2\n")
    out = os.fsdecode(os.fsencode(str(tmp_path)) + b"/\xfd.csv")
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONIOENCODING="utf-8")
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "workbench",
            "rainfall",
            "import",
            str(src),
            "--out",
            os.fsencode(out),
            "--json",
        ],
        env=env,
        capture_output=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    data = json.loads(proc.stdout.decode("utf-8"))
    assert data["record"].endswith(".csv")


@pytest.mark.parametrize("key", ["violations", "closures", "open_days"])
def test_M5_lists_bounded_like_areas_and_events(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], key: str
) -> None:
    """Review M5: 100,000 ``violations`` (5 MB) were accepted (9.7 s of CPU); 40,000
    ``open_days`` too. Now each list holds at most 1,000 entries, like areas and events."""
    data = json.loads((DEMO / "soledad.json").read_text("utf-8"))
    entry = data["violations"][0] if key == "violations" else "2024-07-04"
    data[key] = [entry] * 1_001
    path = tmp_path / "x.json"
    path.write_text(json.dumps(data), "utf-8")
    err = one_line_refusal(["evaluate", str(path)], capsys)
    assert key in err and "1000" in err
    data[key] = [entry] * 1_000
    path.write_text(json.dumps(data), "utf-8")
    assert main(["evaluate", str(path), "--json"]) == 0, capsys.readouterr().err


def test_M4_lock_name_taken_by_a_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]):
    """Review M4: the lock name ``X.swproj.lock`` taken by a folder gave "is in a folder that
    cannot be written" (the folder is writable). Now the message names the cause."""
    p = project(tmp_path / "X.swproj")
    (tmp_path / "X.swproj.lock").mkdir()
    err = one_line_refusal(["import", str(DEMO / "soledad.json"), "--project", str(p)], capsys)
    assert "X.swproj.lock, is taken by a folder" in err, err


def test_A16_duplicate_key_in_a_projects_stored_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Review part A row 16: a key given twice inside a project's stored scenario JSON was
    taken silently (``proj-site-dupkey-ev``: exit 0). Refused as in a scenario file."""
    p = project(tmp_path / "X.swproj")
    conn = sqlite3.connect(p)
    text = conn.execute("SELECT scenario_json FROM site").fetchone()[0]
    twice = text.replace("{", '{"name": "first", ', 1)
    conn.execute("UPDATE site SET scenario_json = ?", (twice,))
    conn.commit()
    conn.close()
    err = one_line_refusal(["evaluate", str(p)], capsys)
    assert "twice" in err and "damaged" in err, err
