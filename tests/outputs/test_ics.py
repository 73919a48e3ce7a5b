"""The calendar export: RFC 5545 that icalendar parses, one VEVENT per deadline."""

from __future__ import annotations

import copy
import json
from datetime import UTC, date, datetime, timedelta
from typing import Any

import icalendar
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.outputs.conftest import AS_OF, SCENARIO
from tests.outputs.extended import DUE, EXTENDED, extended_doc
from workbench.core.evaluate import evaluate
from workbench.core.model import parse_when
from workbench.core.scenario import loads
from workbench.outputs import OutputError
from workbench.outputs.ics import calendar_text, clean, write_ics


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
    out = tmp_path / "esc.ics"
    write_ics(doc, out)
    _, cal = _parse(out)
    summaries = [str(ev["SUMMARY"]) for ev in cal.walk("VEVENT")]
    assert any(
        'Correct the leak; report; "quoted", commas, and a backslash \\' in s for s in summaries
    )
    descriptions = [str(ev["DESCRIPTION"]) for ev in cal.walk("VEVENT")]
    assert any("\nCitation: " in d for d in descriptions)  # newlines survive as newlines


def test_same_input_gives_the_same_file(doc):
    stamp = datetime(2025, 3, 1, tzinfo=UTC)
    first, _ = calendar_text(doc, dtstamp=stamp)
    second, _ = calendar_text(doc, dtstamp=stamp)
    assert first == second


def _uids(text: str) -> dict[str, str]:
    """UID by summary."""
    cal = icalendar.Calendar.from_ical(text)
    return {str(ev["SUMMARY"]): str(ev["UID"]) for ev in cal.walk("VEVENT")}


def _moved(days: int, kind: str = "construction_start") -> dict[str, Any]:
    data = copy.deepcopy(SCENARIO)
    for event in data["events"]:
        if event["kind"] == kind:
            at = parse_when(event["at"]) + timedelta(days=days)
            event["at"] = at.isoformat(timespec="minutes") if isinstance(at, datetime) else str(at)
    return data


@pytest.mark.parametrize("kind", ["construction_start", "leak_learned"])
def test_uids_stay_when_a_trigger_date_moves_so_a_reimport_updates(host, kind):
    """OUTPUTS.md: importing a newer export updates the same events (issue 25 item 3)."""
    texts = []
    for days in (0, 1, 40):
        result = evaluate(host, loads(json.dumps(_moved(days, kind))), None, AS_OF)
        result["site"] = "Retail site"
        texts.append(calendar_text(result, dtstamp=datetime(2025, 3, 1, tzinfo=UTC))[0])
    dues = [
        {
            str(ev["SUMMARY"]): ev.decoded("DTSTART")
            for ev in icalendar.Calendar.from_ical(t).walk("VEVENT")
        }
        for t in texts
    ]
    assert dues[0] != dues[1] != dues[2]  # the dates did move
    assert _uids(texts[0]) == _uids(texts[1]) == _uids(texts[2])


def test_uids_differ_by_site_rule_and_trigger_and_repeat_triggers_get_their_own(host):
    data = copy.deepcopy(SCENARIO)
    data["events"].append({"kind": "construction_start", "at": "2025-06-01"})
    result = evaluate(host, loads(json.dumps(data)), None, AS_OF)
    other = copy.deepcopy(result)
    result["site"], other["site"] = "North lot", "South lot"
    cal = icalendar.Calendar.from_ical(calendar_text([result, other])[0])
    uids = [str(ev["UID"]) for ev in cal.walk("VEVENT")]
    assert len(uids) == len(set(uids)) == 2 * sum(len(r["deadlines"]) for r in result["results"])


def test_newer_export_is_a_newer_revision(doc):
    def sequences(stamp: datetime) -> set[int]:
        cal = icalendar.Calendar.from_ical(calendar_text(doc, dtstamp=stamp)[0])
        for ev in cal.walk("VEVENT"):
            assert ev.decoded("DTSTAMP") == stamp
        return {int(ev["SEQUENCE"]) for ev in cal.walk("VEVENT")}

    earlier = sequences(datetime(2025, 3, 1, 9, 0, tzinfo=UTC))
    later = sequences(datetime(2025, 3, 2, 9, 0, tzinfo=UTC))
    assert len(earlier) == len(later) == 1 and min(later) > max(earlier) >= 0


def test_control_characters_are_stripped_from_names(tmp_path, host):
    data = copy.deepcopy(SCENARIO)
    data["name"] = "Bell\x07 site\x00 one\x1b[31m"
    result = evaluate(host, loads(json.dumps(data)), None, AS_OF)
    result["site"] = "Lot\x0b A\r\nnorth"
    out = tmp_path / "ctl.ics"
    write_ics(result, out)
    raw, cal = _parse(out)
    assert not any(b < 0x20 and b not in (0x0D, 0x0A) for b in raw.replace(b"\r\n ", b""))
    for ev in cal.walk("VEVENT"):
        assert "Lot A north" in str(ev["SUMMARY"])
        assert all(ch >= " " for ch in str(ev["SUMMARY"]))
    assert "Lot A north" in str(cal["X-WR-CALNAME"])


def test_no_deadlines_is_an_error(tmp_path, doc):
    for r in doc["results"]:
        r["deadlines"] = []
    with pytest.raises(OutputError, match="no deadlines"):
        write_ics(doc, tmp_path / "none.ics")
    assert not (tmp_path / "none.ics").exists()
    assert not list(tmp_path.iterdir())  # no temporary file left behind


@given(st.text(min_size=0, max_size=400))
def test_any_title_survives_as_text_within_the_line_limit(text):
    doc = {
        "scenario": "s",
        "results": [
            {
                "jurisdiction": "testcity",
                "as_of": "2025-03-01",
                "jurisdiction_name": "testcity",
                "ordinance": "",
                "ruleset_version": "",
                "findings": [],
                "sizing": [],
                "deadlines": [  # a whole deadline entry: the calendar reads typed results
                    {
                        "rule_id": "r",
                        "title": text,
                        "due": "2025-03-10",
                        "trigger": {"kind": "k", "at": "2025-03-01"},
                        **{"unit": "calendar_days", "amount": 9, "direction": "after"},
                        **{"responsible": "", "kind": "deadline", "inclusive_end": False},
                        **{"status": "upcoming", "steps": [], "notes": [], "flags": []},
                        "citations": [],
                    }
                ],
            }
        ],
    }
    raw = calendar_text(doc, dtstamp=datetime(2025, 3, 1, tzinfo=UTC))[0].encode("utf-8")
    assert all(len(line) <= 75 for line in raw.split(b"\r\n"))
    (event,) = icalendar.Calendar.from_ical(raw).walk("VEVENT")
    assert str(event["SUMMARY"]) == f"Due: {clean(text)} (testcity, s)"


def test_a_failed_export_keeps_the_previous_calendar(tmp_path, doc, monkeypatch):
    out = tmp_path / "d.ics"
    write_ics(doc, out)
    before = out.read_bytes()

    def broken_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", broken_disk)
    with pytest.raises(OutputError, match="the disk is full; the previous file is unchanged"):
        write_ics(doc, out, dtstamp=datetime(2030, 1, 1, tzinfo=UTC))
    assert out.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["d.ics"]  # no temporary file left


def test_a_deadline_that_may_not_be_required_says_so(doc):
    deadline = next(d for r in doc["results"] for d in r["deadlines"])
    deadline["required"], deadline["gated_by"] = "conditional", ["regulated_project"]
    deadline["gated_by_titles"] = ["Regulated project"]  # the gate as the reader reads it
    cal = icalendar.Calendar.from_ical(calendar_text(doc)[0])
    descriptions = [str(ev["DESCRIPTION"]).replace("\r\n ", "") for ev in cal.walk("VEVENT")]
    wording = "Required: conditional, due only if Regulated project applies (still open)"
    assert sum(wording in d for d in descriptions) == 1


def test_an_extended_last_day_is_the_event_date_and_the_description_names_both(tmp_path):
    """Issue 21: CCP § 12a moves the appeal's last day from Native American Day (Fri
    2025-09-26) over the weekend; the event is on Mon 09-29, the description names the
    ordinance's date, the reason and the statute, and the reminder still fires before 09-26."""
    doc = extended_doc()
    cal = icalendar.Calendar.from_ical(calendar_text(doc)[0])
    (event,) = [ev for ev in cal.walk("VEVENT") if "Appeal the penalty" in str(ev["SUMMARY"])]
    assert event.decoded("DTSTART") == date.fromisoformat(EXTENDED)
    assert event.decoded("DTEND") == date.fromisoformat(EXTENDED) + timedelta(days=1)
    assert f"extended from {DUE}" in str(event["SUMMARY"])
    description = str(event["DESCRIPTION"])
    assert f"Due: {DUE}" in description
    assert (
        f"Last day extended to {EXTENDED} (the event's date); the ordinance counts {DUE}"
        in description
    )
    assert "Native American Day (CCP § 135)" in description
    assert "For a filer the earlier date (due) is the safe one" in description
    assert "Holiday list: ccp-135" in description
    assert "Citation: external: California Code of Civil Procedure, §§ 12, 12a, 12b, 135" in (
        description
    )
    (alarm,) = event.walk("VALARM")
    fires = date.fromisoformat(EXTENDED) + alarm.decoded("TRIGGER")
    assert fires == date.fromisoformat(DUE) - timedelta(days=1)
    others = [ev for ev in cal.walk("VEVENT") if ev is not event]
    assert all("extended" not in str(ev["DESCRIPTION"]) for ev in others)
