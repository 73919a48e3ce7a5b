"""CIMIS qc flags read as their documentation says (issue 26 item 2), each labelled with its
source, and a flag the tables found do not list reported as unconfirmed (never guessed)."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.core.rainfall import import_files, record_report, report_text
from workbench.core.rainfall.base import MISSING, QUALITY
from workbench.core.rainfall.cimis import CIMIR, CIMIS_FORMER, FLAGS, UNCONFIRMED

HEADER = "Stn Id,Stn Name,CIMIS Region,Date,Hour (PST),Jul,Precip (in),qc\n"


def cimis(tmp_path: Path, flag: str, value: str = "0.12") -> Path:
    path = tmp_path / "cimis.csv"
    path.write_text(
        HEADER
        + "148,Merced,San Joaquin Valley,1/5/2020,0100,5,0.02, \n"
        + f"148,Merced,San Joaquin Valley,1/5/2020,0200,5,{value},{flag}\n",
        encoding="utf-8",
    )
    return path


SEVERE_OR_NOT_COLLECTED = ["I", "M", "S", "N/A", "N", "N/C"]
INFORMATIVE = ["A", "E", "T", "H", "J", "K", "L", "P", "Q", "R", "Y"]


def test_the_table_holds_the_documented_flags_with_their_sources() -> None:
    assert set(FLAGS) == set(SEVERE_OR_NOT_COLLECTED) | set(INFORMATIVE)
    former = {"I", "N/A", "S", "H", "N/C", "Q", "R", "Y"}  # CIMIS's own former-flag page
    for code, flag in FLAGS.items():
        assert (CIMIS_FORMER in flag.source) == (code in former), code
        assert (CIMIR in flag.source) == (code not in {"N/A", "N/C"}), code


@pytest.mark.parametrize("flag", SEVERE_OR_NOT_COLLECTED)
def test_severe_and_not_collected_flags_make_the_hour_missing(tmp_path: Path, flag: str) -> None:
    record = import_files([cimis(tmp_path, flag)])
    assert record.flags[1] == MISSING and record.inches[1] == 0.0
    (source,) = record_report(record)["sources"]
    assert source["notes"] == [
        f"CIMIS qc flag {flag} on 1 hour(s): {FLAGS[flag].meaning}; counted as missing "
        f"(source: {FLAGS[flag].source})"
    ]


@pytest.mark.parametrize("flag", INFORMATIVE)
def test_informative_flags_keep_the_value_and_count_it(tmp_path: Path, flag: str) -> None:
    record = import_files([cimis(tmp_path, flag)])
    assert record.flags[1] == QUALITY and record.inches[1] == pytest.approx(0.12)
    report = record_report(record)
    assert report["quality_flagged_hours"] == 1
    assert "kept, counted as quality-flagged" in report["sources"][0]["notes"][0]


def test_an_unknown_flag_is_kept_and_reported_unconfirmed(tmp_path: Path) -> None:
    record = import_files([cimis(tmp_path, "Z")])
    assert record.flags[1] == QUALITY and record.inches[1] == pytest.approx(0.12)
    report = record_report(record)
    (note,) = report["sources"][0]["notes"]
    assert "'Z'" in note and UNCONFIRMED in note
    assert f"note: {note}" in report_text(report)


def test_an_unflagged_record_has_no_flag_notes(tmp_path: Path) -> None:
    record = import_files([cimis(tmp_path, " ")])
    assert record.flags[1] == 0
    assert record_report(record)["sources"][0]["notes"] == []
