"""Review 2026-12-03 rows D3-D6, L2, M1, M2, M6: how outputs reach the disk.

Every output, the PDF too, is painted or written into a new private temporary file
(``workbench.core.atomic.new_part``: exclusive create, no link followed) and moved into place
by the atomic writer; the CSV set is replaced all or none; a replaced file keeps its mode; no
output replaces a file the command reads, named on the command line or not.
"""

from __future__ import annotations

import errno
import hashlib
import json
import os
import shutil
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

import workbench.core.atomic as atomic
from workbench.cli import main
from workbench.outputs.workbook import TABLE_NAMES

ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo"
RECORD = ROOT / "resources" / "rainfall" / "synthetic_hourly.csv"
TABLES = TABLE_NAMES  # every member of the CSV set


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def liv_with_record(folder: Path) -> Path:
    """The Livingston demo naming ``rain.csv`` beside it (the review's ``liv.json``)."""
    data = json.loads((DEMO / "livingston.json").read_text("utf-8"))
    data.setdefault("rainfall", {})["record_csv"] = "rain.csv"
    shutil.copyfile(RECORD, folder / "rain.csv")
    (folder / "liv.json").write_text(json.dumps(data), "utf-8")
    return folder / "liv.json"


def test_D3_planted_symlink_at_the_pdf_part_name(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Review D3: a symlink planted at ``.report.pdf.part`` was written through (the victim
    became the PDF and report.pdf a symlink to it). Now the PDF is painted into a new file."""
    victim = tmp_path / "important.docx"
    victim.write_bytes(b"the user's document")
    (tmp_path / ".report.pdf.part").symlink_to(victim)
    out = tmp_path / "report.pdf"
    code, _out, err = run(["report", str(DEMO / "soledad.json"), "--out", str(out)], capsys)
    assert code == 0, err
    assert victim.read_bytes() == b"the user's document"
    assert not out.is_symlink() and out.read_bytes().startswith(b"%PDF")
    assert os.readlink(tmp_path / ".report.pdf.part") == str(victim)  # not ours: left alone


def _pdf_whole(path: Path) -> None:
    """The PDF's cross-reference table points at its objects (what pdfinfo found broken)."""
    data = path.read_bytes()
    assert data.startswith(b"%PDF") and data.rstrip().endswith(b"%%EOF")
    start = int(data[data.rindex(b"startxref") + 9 :].split()[0])
    assert data[start : start + 4] == b"xref", "startxref does not point at the xref table"
    lines = data[start:].split(b"\n")
    first, count = map(int, lines[1].split())
    assert count > 10
    for index, entry in enumerate(lines[2 : 2 + count]):
        offset, _generation, kind = entry.split()[:3]
        if kind == b"n":
            assert data[int(offset) :].startswith(b"%d 0 obj" % (first + index)), index


@pytest.mark.slow
def test_D4_two_reports_to_one_name(tmp_path: Path) -> None:
    """Review D4: two reports to one output at once gave a damaged PDF with exit 0 (both wrote
    the one fixed ``.o.pdf.part``). Now each paints its own file; the last rename wins and the
    PDF is whole."""
    out = tmp_path / "o.pdf"
    env = dict(os.environ, PYTHONPATH=str(ROOT))

    def report(scenario: str) -> subprocess.Popen[bytes]:
        argv = [sys.executable, "-m", "workbench", "report", str(DEMO / scenario)]
        return subprocess.Popen(
            [*argv, "--out", str(out)], env=env, stderr=subprocess.PIPE, stdout=subprocess.PIPE
        )

    a = report("soledad.json")
    time.sleep(0.2)
    b = report("livingston.json")
    results = [(p.wait(timeout=300), p.stderr.read()) for p in (a, b)]  # type: ignore[union-attr]
    assert [code for code, _err in results] == [0, 0], results
    _pdf_whole(out)
    assert sorted(os.listdir(tmp_path)) == ["o.pdf"]


@pytest.mark.parametrize(
    "argv",
    [
        ["report", "{liv}", "--out", "{rain}"],
        ["export", "{liv}", "--ics", "{rain}"],
        ["export", "{liv}", "--xlsx", "{rain}"],
        ["report", "{liv}", "--summary", "--out", "{rain}"],
    ],
    ids=["report", "ics", "xlsx", "summary"],
)
def test_D5_output_over_the_scenarios_rainfall_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    """Review D5: ``report liv.json --out rain.csv`` (rain.csv: the record liv.json names)
    replaced the record with exit 0. Now refused like the input itself."""
    liv = liv_with_record(tmp_path)
    rain = tmp_path / "rain.csv"
    before = digest(rain)
    filled = [a.format(liv=liv, rain=rain) for a in argv]
    code, out, err = run(filled, capsys)
    assert code == 2 and "input file itself" in err, (out, err)
    assert len(err.strip().splitlines()) == 1
    assert digest(rain) == before


def _old_csv_set(folder: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, str]:
    code, _out, err = run(
        ["export", str(DEMO / "del_mar.json"), "--csv", str(folder / "old.csv")], capsys
    )
    assert code == 0, err
    return {t: digest(folder / f"old-{t}.csv") for t in TABLES}


@pytest.mark.parametrize("stuck", ["sizing", "deadlines", "penalties"])
def test_D6_csv_set_all_or_none(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, stuck: str
) -> None:
    """Review D6: when a later member of the CSV set cannot be replaced (immutable; held open
    as Excel does on Windows: EBUSY), the earlier members were replaced and the message said
    "the previous file is unchanged". Now the old set is restored and the message names the
    member that could not be written."""
    old = _old_csv_set(tmp_path, capsys)
    real_replace = os.replace

    def replace(src: object, dst: object) -> None:
        if str(dst).endswith(f"old-{stuck}.csv") and str(src).endswith(".part"):
            raise OSError(errno.EBUSY, "Device or resource busy", str(src), None, str(dst))
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", replace)
    code, _out, err = run(
        ["export", str(DEMO / "soledad.json"), "--csv", str(tmp_path / "old.csv")], capsys
    )
    assert code == 2 and len(err.strip().splitlines()) == 1, err
    assert f"old-{stuck}.csv" in err and "previous files are unchanged" in err, err
    assert {t: digest(tmp_path / f"old-{t}.csv") for t in TABLES} == old
    assert sorted(os.listdir(tmp_path)) == sorted(f"old-{t}.csv" for t in TABLES)


def test_D6_csv_set_with_an_immutable_member(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Review D6 with ``chattr +i`` (root on a file system that has it; skipped otherwise)."""
    old = _old_csv_set(tmp_path, capsys)
    member = tmp_path / "old-deadlines.csv"
    if (
        shutil.which("chattr") is None
        or subprocess.run(["chattr", "+i", str(member)], capture_output=True).returncode
    ):
        pytest.skip("chattr +i is not available here")
    try:
        code, _out, err = run(
            ["export", str(DEMO / "soledad.json"), "--csv", str(tmp_path / "old.csv")], capsys
        )
    finally:
        subprocess.run(["chattr", "-i", str(member)], check=True)
    assert code == 2 and "old-deadlines.csv" in err and "unchanged" in err, err
    assert {t: digest(tmp_path / f"old-{t}.csv") for t in TABLES} == old
    assert sorted(os.listdir(tmp_path)) == sorted(f"old-{t}.csv" for t in TABLES)


@pytest.mark.parametrize(
    "option,name",
    [
        ("--xlsx", "old.xlsx"),
        ("--ics", "old.ics"),
        ("--csv", "old.csv"),
        ("--scenario", "old.json"),
        ("report", "old.pdf"),
    ],
)
def test_L2_replaced_file_keeps_its_mode(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str, name: str
) -> None:
    """Review L2: ``chmod 600 old.xlsx`` then an export over it left it 0644 (umask)."""
    scenario = str(DEMO / "soledad.json")
    argv = ["report", scenario, "--out"] if option == "report" else ["export", scenario, option]
    targets = (
        [tmp_path / f"old-{t}.csv" for t in TABLES] if option == "--csv" else [tmp_path / name]
    )
    code, _out, err = run([*argv, str(tmp_path / name)], capsys)
    assert code == 0, err
    for target in targets:
        target.chmod(0o600)
    code, _out, err = run([*argv, str(tmp_path / name)], capsys)
    assert code == 0, err
    for target in targets:
        assert stat.S_IMODE(target.stat().st_mode) == 0o600, target


@pytest.mark.slow
def test_M1_report_refusals_are_one_line_without_qt_noise(tmp_path: Path) -> None:
    """Review M1: a report into a folder that cannot be written, or with a 252-character name,
    printed "QPainter::begin(): Returned false" before the error. Now one line."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    names = [tmp_path / ("y" * 252 + ".pdf")]
    if os.geteuid() != 0:
        names.append(locked / "o.pdf")
    for out in names:
        proc = subprocess.run(
            [
                sys.executable,
                "-m",
                "workbench",
                "report",
                str(DEMO / "soledad.json"),
                "--out",
                str(out),
            ],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert proc.returncode == 2, proc.stderr
        assert len(proc.stderr.strip().splitlines()) == 1, proc.stderr
        assert "QPainter" not in proc.stderr
    assert sorted(os.listdir(tmp_path)) == ["locked"]


def test_M2_report_name_that_is_not_utf8(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Review M2: ``report --out $'\\xff.o'`` was refused and left a 393 KB part file whose
    name Qt had turned into U+FFFD. Now written like the other outputs, nothing left."""
    if sys.platform == "win32":
        pytest.skip("POSIX file names")
    out = os.fsdecode(os.fsencode(str(tmp_path)) + b"/\xff.o")
    code, _out, err = run(["report", str(DEMO / "soledad.json"), "--out", out], capsys)
    assert code == 0, err
    assert os.listdir(os.fsencode(str(tmp_path))) == [b"\xff.o"]


def test_M6_killed_report_leaves_no_debris_after_the_next(tmp_path: Path) -> None:
    """Review M6: a killed report's ``.o.pdf.part`` stayed (the PDF did not remove stale
    temporary files). Now the next write to that name removes it."""
    out = tmp_path / "o.pdf"
    stale = tmp_path / ".o.pdf.0123456789ab.part"
    stale.write_bytes(b"%PDF-1.4 half")  # as a killed report leaves it (no longer locked)
    code = main(["report", str(DEMO / "soledad.json"), "--out", str(out)])
    assert code == 0
    assert sorted(os.listdir(tmp_path)) == ["o.pdf"]
