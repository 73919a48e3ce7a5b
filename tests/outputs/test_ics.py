"""The calendar export: RFC 5545 that icalendar parses, one VEVENT per deadline."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

import icalendar
import pytest
from hypothesis import given
from hypothesis import strategies as st

from workbench.outputs import OutputError
from workbench.outputs.ics import calendar_text, escape_text, fold, write_ics


def _parse(path):
    raw = path.read_bytes()
    return raw, icalendar.Calendar.from_ical(raw)


def test_one_event_per_deadline_and_it_parses(tmp_path, doc):
    deadlines = [d for r in doc["results"] for d in r["deadlines"]]
    assert len(deadlines) == 3
    out = tmp_path / "deadlines.ics"
    assert write_ics(doc, out) == len(deadlines)
    raw, cal = _parse(out)
    events = list(cal.walk("VEVENT"))
    assert len(events) == len(deadlines)
    assert cal["VERSION"] == "2.0" and "PRODID" in cal
    by_title = {str(ev["SUMMARY"]): ev for ev in events}
    for d in deadlines:
        ev = next(ev for summary, ev in by_title.items() if d["title"] in summary)
        start, end = ev.decoded("DTSTART"), ev.decoded("DTEND")
        if "T" in d["due"]:  # hour count: timed, in Los Angeles time
            assert isinstance(start, datetime)
            assert start.tzinfo is not None and "Los_Angeles" in str(start.tzinfo)
            assert start.replace(tzinfo=None) == datetime.fromisoformat(d["due"])
            assert end - start == timedelta(minutes=30)
        else:  # day count: all-day, DTEND the next day
            assert not isinstance(start, datetime) and start == date.fromisoformat(d["due"])
            assert end == start + timedelta(days=1)
        description = str(ev["DESCRIPTION"])
        assert "Rule: " in description and d["trigger"]["kind"].replace("_", " ") in description
        for c in d["citations"]:
            assert c["quote"] in description and c["section"] in description
        assert str(ev["UID"]).endswith("@stormwater-workbench")
        assert ev.decoded("DTSTAMP").tzinfo is not None
    assert len({str(ev["UID"]) for ev in events}) == len(events)
    assert len(list(cal.walk("VTIMEZONE"))) == 1  # the 72-hour deadline is timed
    assert raw.count(b"\r\n") == raw.count(b"\n")  # CRLF everywhere
    for line in raw.split(b"\r\n"):
        assert len(line) <= 75
        line.decode("utf-8")  # folding never splits a character


def test_escaping_round_trips(tmp_path, doc):
    _, cal = _parse(tmp_path / "x.ics") if False else (None, None)
    out = tmp_path / "esc.ics"
    write_ics(doc, out)
    _, cal = _parse(out)
    summaries = [str(ev["SUMMARY"]) for ev in cal.walk("VEVENT")]
    assert any(
        'Correct the leak; report; "quoted", commas, and a backslash \\' in s for s in summaries
    )
    descriptions = [str(ev["DESCRIPTION"]) for ev in cal.walk("VEVENT")]
    assert any("\nCitation: " in d for d in descriptions)  # newlines survive as newlines


def test_uids_are_stable_so_a_reimport_updates(doc):
    stamp = datetime(2025, 3, 1, tzinfo=UTC)
    first, _ = calendar_text(doc, dtstamp=stamp)
    second, _ = calendar_text(doc, dtstamp=stamp)
    assert first == second


def test_no_deadlines_is_an_error(tmp_path, doc):
    for r in doc["results"]:
        r["deadlines"] = []
    with pytest.raises(OutputError, match="no deadlines"):
        write_ics(doc, tmp_path / "none.ics")
    assert not (tmp_path / "none.ics").exists()


def test_escape_text():
    assert escape_text("a\\b;c,d\ne") == "a\\\\b\\;c\\,d\\ne"


@given(st.text(min_size=0, max_size=400))
def test_folding_keeps_text_and_octet_limit(text):
    line = "DESCRIPTION:" + escape_text(text)
    folded = fold(line)
    parts = folded.split("\r\n")
    assert all(len(p.encode("utf-8")) <= 75 for p in parts)
    assert all(p.startswith(" ") for p in parts[1:])
    assert parts[0] + "".join(p[1:] for p in parts[1:]) == line
