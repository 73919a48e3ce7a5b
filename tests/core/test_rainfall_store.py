"""Rainfall records kept in the project file (schema 2), and the ``workbench rainfall``
command that puts them there and takes them out."""

from __future__ import annotations

import hashlib
import json
import re
import sqlite3
from pathlib import Path

import pytest

from tests.core.test_rainfall_formats import CIMIS, HLY_HEADER, hly
from workbench.cli import main
from workbench.core.store import (
    SCHEMA_VERSION,
    ProjectFileError,
    StoredRecord,
    close_project,
    new_project,
    open_project,
    save_project,
)

RECORD = b"timestamp,inches\n2001-01-01T00:00,0.1\n2001-01-01T05:00,0\n"


def saved(project, path: Path) -> Path:
    """Save As, then close (release the lock), as a user closing the project."""
    save_project(project, path)
    close_project(project)
    return path


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_record_round_trips_through_save_as_and_incremental_saves(tmp_path: Path) -> None:
    path = tmp_path / "p.swproj"
    project = new_project("P")
    project.rainfall_records["rain.csv"] = StoredRecord("rain.csv", RECORD, ({"file": "a"},))
    assert project.dirty
    save_project(project, path)
    assert not project.dirty
    close_project(project)
    with open_project(path) as opened:
        stored = opened.rainfall_records["rain.csv"]
        assert stored.content == RECORD and stored.sources == ({"file": "a"},)
        assert stored.sha256 == hashlib.sha256(RECORD).hexdigest()
        opened.rainfall_records["two.csv"] = StoredRecord("two.csv", b"timestamp,inches\n")
        assert opened.dirty
        save_project(opened)
        del opened.rainfall_records["rain.csv"]
        save_project(opened)
        assert not opened.dirty
    with open_project(path, readonly=True) as opened:
        assert sorted(opened.rainfall_records) == ["two.csv"]


def test_a_record_whose_hash_does_not_match_is_refused() -> None:
    with pytest.raises(ValueError, match="does not match its sha256"):
        StoredRecord("r", RECORD, sha256="0" * 64)


def test_schema_1_file_is_migrated_with_a_record_table(tmp_path: Path) -> None:
    path = tmp_path / "old.swproj"
    saved(new_project("Old"), path)
    conn = sqlite3.connect(path)
    conn.execute("DROP TABLE rainfall_record")
    conn.execute("DROP TABLE capture_curve")  # schema 4's table: a schema 1 file has none
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    with open_project(path) as project:
        assert project.migrated_from == 1 and project.rainfall_records == {}
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION >= 2
    assert conn.execute("SELECT count(*) FROM rainfall_record").fetchone()[0] == 0
    conn.close()
    assert (tmp_path / "old.v1.bak").exists()


def test_a_damaged_record_row_is_refused_on_open(tmp_path: Path) -> None:
    path = tmp_path / "p.swproj"
    project = new_project("P")
    project.rainfall_records["r"] = StoredRecord("r", RECORD)
    saved(project, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE rainfall_record SET content = ?", (b"changed",))
    conn.commit()
    conn.close()
    with pytest.raises(ProjectFileError, match="rainfall record 'r' is not readable"):
        open_project(path, readonly=True)


# --------------------------------------------------------------------------- command line


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_writes_the_record_and_stores_it_in_the_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "hly.csv"
    src.write_text(hly("20100105 14:00,12, ,", "20100105 16:00,99999,M,"), encoding="utf-8")
    project = tmp_path / "p.swproj"
    saved(new_project("P"), project)
    out = tmp_path / "rec.csv"
    code, text, err = run(
        capsys,
        "rainfall", "import", str(src), "--out", str(out), "--units", "hundredths_in",
        "--project", str(project), "--json",
    )  # fmt: skip
    assert code == 0, err
    data = json.loads(text)
    assert data["sha256"] == sha(out) and data["stored_as"] == "rec.csv"
    assert data["missing_hours"] == 1 and data["sources"][0]["sha256"] == sha(src)
    with open_project(project, readonly=True) as opened:
        assert opened.rainfall_records["rec.csv"].content == out.read_bytes()
    # offline on another machine: the record comes back byte for byte
    again = tmp_path / "again.csv"
    code, text, err = run(
        capsys, "rainfall", "extract", str(project), "--name", "rec.csv", "--out", str(again)
    )
    assert code == 0, err and again.read_bytes() == out.read_bytes()
    code, text, err = run(capsys, "rainfall", "report", str(again), "--json")
    assert code == 0 and json.loads(text)["missing_hours"] == 1


@pytest.mark.parametrize(
    ("files", "extra", "message"),
    [
        (["junk.csv"], [], r"junk.csv: line 1: header is in none of the rainfall formats"),
        (["hly.csv"], [], r"hly.csv: unit cannot be determined"),
        (["back.csv"], [], r"back.csv: line 3: date 2001-01-01T01:00 goes backwards"),
        (["cimis.csv", "cimis.csv"], [], r"cimis.csv: \(station 148\) overlaps .*cimis.csv"),
        (["missing.csv"], [], r"missing.csv: file not found"),
    ],
)
def test_bad_input_exits_2_with_one_line_and_nothing_written_or_stored(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    files: list[str],
    extra: list[str],
    message: str,
) -> None:
    (tmp_path / "junk.csv").write_text("a,b\n1,2\n", encoding="utf-8")
    (tmp_path / "hly.csv").write_text(HLY_HEADER, encoding="utf-8")
    (tmp_path / "back.csv").write_text(
        "timestamp,inches\n2001-01-01T02:00,0.1\n2001-01-01T01:00,0.2\n", encoding="utf-8"
    )
    (tmp_path / "cimis.csv").write_text(CIMIS, encoding="utf-8")
    project = tmp_path / "p.swproj"
    saved(new_project("P"), project)
    before = sha(project)
    out = tmp_path / "rec.csv"
    paths = [str(tmp_path / f) for f in files]
    code, text, err = run(
        capsys, "rainfall", "import", *paths, "--out", str(out), "--project", str(project), *extra
    )
    assert code == 2 and text == ""
    assert err.count("\n") == 1 and "Traceback" not in err
    assert re.search(message, err), err
    assert not out.exists() and sha(project) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        {"junk.csv", "hly.csv", "back.csv", "cimis.csv", "p.swproj"}
    )


def test_a_fifo_is_refused_quoting_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import os

    if not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this platform")
    fifo = tmp_path / "pipe.csv"
    os.mkfifo(fifo)
    code, _text, err = run(
        capsys, "rainfall", "import", str(fifo), "--out", str(tmp_path / "o.csv")
    )
    assert code == 2 and err.strip().endswith(
        "is not a regular file (a folder, device, FIFO or socket)"
    )


def test_out_may_not_replace_an_input_or_a_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "c.csv"
    src.write_text(CIMIS, encoding="utf-8")
    code, _t, err = run(capsys, "rainfall", "import", str(src), "--out", str(src))
    assert code == 2 and err.startswith("error: --out: ") and "is one of the input files" in err
    code, _t, err = run(capsys, "rainfall", "import", str(src), "--out", str(tmp_path / "x.swproj"))
    assert code == 2 and "not written over a project file" in err
    nowhere = tmp_path / "no" / "r.csv"
    code, _t, err = run(capsys, "rainfall", "import", str(src), "--out", str(nowhere))
    assert code == 2 and err == f"error: --out: {nowhere}: its folder does not exist\n"
    assert src.read_text(encoding="utf-8") == CIMIS


def test_extract_of_an_unknown_name_says_what_the_project_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    project = tmp_path / "p.swproj"
    p = new_project("P")
    p.rainfall_records["a.csv"] = StoredRecord("a.csv", RECORD)
    saved(p, project)
    code, _t, err = run(
        capsys, "rainfall", "extract", str(project), "--name", "b.csv", "--out", str(tmp_path / "o")
    )
    assert code == 2 and "holds no rainfall record 'b.csv' (it holds: 'a.csv')" in err


def test_report_reads_a_download_directly_and_checks_its_thresholds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "c.csv"
    src.write_text(CIMIS, encoding="utf-8")
    code, text, err = run(capsys, "rainfall", "report", str(src), "--json", "--min-years", "1")
    assert code == 0, err
    data = json.loads(text)
    assert data["station"] == "148" and data["missing_hours"] == 21
    assert data["quality_flagged_hours"] == 1 and data["thresholds"]["min_years"] == 1
    assert data["covered_years"] == 0 and data["warnings"]
    code, _t, err = run(capsys, "rainfall", "report", str(src), "--min-completeness", "0")
    assert code == 2 and err.startswith("error: --min-completeness: ")
    assert "must be in (0, 1]" in err
    code, _t, err = run(capsys, "rainfall", "report", str(src), "--lst-offset", "nan")
    assert code == 2 and err.count("\n") == 1 and err.startswith("error: --lst-offset: ")
    code, _t, err = run(capsys, "rainfall", "report", str(src), "--min-years", "-1")
    assert code == 2 and err.startswith("error: --min-years: the minimum of covered years"), err
    code, _t, err = run(capsys, "rainfall")
    assert code == 2 and err.count("\n") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["c.csv"]  # a report writes nothing


def test_a_project_open_elsewhere_is_refused_and_no_record_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    src = tmp_path / "c.csv"
    src.write_text(CIMIS, encoding="utf-8")
    project = saved(new_project("P"), tmp_path / "p.swproj")
    out = tmp_path / "rec.csv"
    with open_project(project):  # held by this workbench
        code, _t, err = run(
            capsys, "rainfall", "import", str(src), "--out", str(out), "--project", str(project)
        )
    assert code == 2 and "already open" in err and err.count("\n") == 1
    assert not out.exists()


def test_extract_restores_every_record_beside_the_moved_project(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = new_project("P")
    p.rainfall_records["rain.csv"] = StoredRecord("rain.csv", RECORD)
    p.rainfall_records["sub/other.csv"] = StoredRecord("sub/other.csv", b"timestamp,inches\n")
    moved = tmp_path / "other_machine"
    (moved / "sub").mkdir(parents=True)
    project = saved(p, moved / "p.swproj")
    code, text, err = run(capsys, "rainfall", "extract", str(project), "--json")
    assert code == 0, err
    assert [r["written"] for r in json.loads(text)["records"]] == [True, True]
    assert (moved / "rain.csv").read_bytes() == RECORD
    code, text, err = run(capsys, "rainfall", "extract", str(project))  # again: left alone
    assert code == 0 and text.count("already there") == 2
    (moved / "rain.csv").write_bytes(b"changed")
    code, _t, err = run(capsys, "rainfall", "extract", str(project))
    assert code == 2 and "exists with other contents" in err
    assert (moved / "rain.csv").read_bytes() == b"changed"
    code, _t, err = run(capsys, "rainfall", "extract", str(project), "--name", "rain.csv")
    assert code == 2 and "--name and --out together" in err


def test_extract_refuses_a_name_leaving_the_projects_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    p = new_project("P")
    p.rainfall_records["../escape.csv"] = StoredRecord("../escape.csv", RECORD)
    (tmp_path / "in").mkdir()
    project = saved(p, tmp_path / "in" / "p.swproj")
    code, _t, err = run(capsys, "rainfall", "extract", str(project))
    assert code == 2 and "is not a file in its folder" in err
    assert not (tmp_path / "escape.csv").exists()


def test_a_record_row_with_text_that_is_not_utf8_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "p.swproj"
    project = new_project("P")
    project.rainfall_records["r"] = StoredRecord("r", RECORD)
    saved(project, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE rainfall_record SET sources_json = CAST(? AS TEXT)", (b"\xff\xfe[",))
    conn.commit()
    conn.close()
    with pytest.raises(ProjectFileError, match="p.swproj is damaged"):
        open_project(path, readonly=True)
