"""The attack harness, part two (issue 43): every kind of input the 2026-12-03 review tried
that ``test_attack_harness.py`` did not, checked the same way (refused cleanly: exit 2, one
line, nothing on stdout, no file in the case's folder changed or added; or succeeded
correctly: exit 0, nothing on stderr, no temporary file left, the output checked).

Two more checks here: a secret token placed in a file outside what the command was given
appears in no stream and no output, and a check may look at modes (a replaced file keeps
its mode). Kinds: journals beside a project, record and output names that are a project's
sidecar names, outputs over a file the command reads, the report's temporary file, modes,
JSON bombs in a project, rainfall values, long and undecodable output names, secrets,
scenario lists, the lock file's name, the screenshot folder. The figures are in
docs/RELIABILITY.md. (Over 500 lines: it is a table of inputs, one function a kind, kept in
one file so that the counts in docs/RELIABILITY.md come from one place.)
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.reliability.test_attack_harness import (
    BASE,
    OK,
    RAIN_RECORD,
    REFUSE,
    ROOT,
    Case,
    csv_ok,
    ics_ok,
    json_out,
    make_project,
    run_cli,
    scenario_ok,
    snapshot,
    write_json,
    xlsx_ok,
)
from workbench.core.rainfall import use
from workbench.core.store import StoredRecord, close_project, new_project, save_project

SECRET = "SECRET-FILE-TOKEN-4711"
LIV: dict = json.loads((ROOT / "resources/demo/livingston.json").read_text("utf-8"))
Setup = Callable[[Path], None]


# --------------------------------------------------------------------------- fixtures
def base(d: Path) -> None:
    write_json(d / "s.json", BASE)
    make_project(d / "P.swproj")
    victim = d / "victim"
    victim.mkdir()
    (victim / "secret.csv").write_text(f"timestamp,inches\n2020-01-01T00:00,{SECRET}\n")
    (victim / "important.docx").write_bytes(b"the user's document")
    (d / "in.csv").write_text("timestamp,inches\n2001-01-01T04:00,0.1\n2001-01-01T05:00,0.2\n")


def liv(d: Path, record: str = "rain.csv") -> None:
    base(d)
    data = json.loads(json.dumps(LIV))
    data["rainfall"]["record_csv"] = record
    write_json(d / "liv.json", data)
    (d / "rain.csv").write_text(RAIN_RECORD, encoding="utf-8")


def killed_save(path: Path, folder: Path) -> Path:
    """A copy of ``path`` in ``folder`` with the hot journal of a save killed mid-way."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA cache_size = 1")
    conn.execute("BEGIN IMMEDIATE")
    conn.execute("UPDATE site SET name = name || ' x', scenario_json = scenario_json || ' '")
    folder.mkdir(exist_ok=True)
    shutil.copyfile(path, folder / path.name)
    shutil.copyfile(f"{path}-journal", folder / f"{path.name}-journal")
    conn.execute("ROLLBACK")
    conn.close()
    return folder / path.name


def _foreign_journal(d: Path) -> None:
    other = d.parent / "other"
    other.mkdir()
    q = make_project(other / "Q.swproj", ("Q-one", "Q-two", "Q-three"))
    crashed = killed_save(q, d.parent / "crashQ")
    shutil.copyfile(f"{crashed}-journal", d / "P.swproj-journal")


def _restored_backup(d: Path) -> None:
    backup = d.parent / "backup.swproj"
    shutil.copyfile(d / "P.swproj", backup)
    for name in ("C", "D", "E"):
        from workbench.core.scenario import load
        from workbench.core.store import open_project

        project = open_project(d / "P.swproj")
        project.add_site(load(d / "s.json"), name=name)
        save_project(project)
        close_project(project)
    crashed = killed_save(d / "P.swproj", d.parent / "crashP")
    shutil.copyfile(backup, d / "P.swproj")
    shutil.copyfile(f"{crashed}-journal", d / "P.swproj-journal")


def _own_journal(d: Path) -> None:
    crashed = killed_save(d / "P.swproj", d.parent / "crashP")
    shutil.copyfile(crashed, d / "P.swproj")
    shutil.copyfile(f"{crashed}-journal", d / "P.swproj-journal")


JOURNALS: dict[str, tuple[Setup, str]] = {
    "another project's hot journal": (_foreign_journal, REFUSE),
    "a later save's journal beside a restored backup": (_restored_backup, REFUSE),
    "a FIFO": (lambda d: os.mkfifo(d / "P.swproj-journal"), REFUSE),
    "a symlink to a victim": (
        lambda d: (d / "P.swproj-journal").symlink_to(d / "victim" / "important.docx"),
        REFUSE,
    ),
    "a folder": (lambda d: (d / "P.swproj-journal").mkdir(), REFUSE),
    "600 bytes that are no journal": (
        lambda d: (d / "P.swproj-journal").write_bytes(b"x" * 600),
        REFUSE,
    ),
    "an empty file": (lambda d: (d / "P.swproj-journal").write_bytes(b""), OK),
}


def journals() -> list[Case]:
    """Review D1, D2, H1, M4: what lies at ``P.swproj-journal`` (read-only commands too: a
    foreign journal made ``evaluate`` show the other project's sites)."""
    commands = {
        "evaluate": (["evaluate", "{d}/P.swproj", "--json"], json_out),
        "import": (["import", "{d}/s.json", "--project", "{d}/P.swproj"], None),
        "export xlsx": (["export", "{d}/P.swproj", "--xlsx", "{d}/o.xlsx"], xlsx_ok("o.xlsx")),
        "rainfall extract": (["rainfall", "extract", "{d}/P.swproj"], None),
    }
    cases = []
    for what, (plant, expect) in JOURNALS.items():
        for command, (argv, check) in commands.items():

            def setup(d: Path, plant: Setup = plant) -> None:
                base(d)
                plant(d)

            cases.append(Case("journal", f"{what} / {command}", argv, expect, setup, check))
    for command, (argv, check) in commands.items():

        def own(d: Path) -> None:
            base(d)
            _own_journal(d)

        cases.append(
            Case("journal", f"the file's own hot journal / {command}", argv, OK, own, check)
        )
    return cases


SIDECARS = [
    "P.swproj-journal",
    "P.swproj-wal",
    "P.swproj-shm",
    "P.swproj.lock",
    "other.swproj",
    "X-JOURNAL",
    "a-wal",
]


def _received(d: Path) -> None:
    base(d)
    crashed = killed_save(make_project(d.parent / "Q.swproj"), d.parent / "crashQ")
    project = new_project("received")
    for name in ("P.swproj-journal", "a.csv"):
        content = Path(f"{crashed}-journal").read_bytes() if "journal" in name else b"x"
        project.rainfall_records[name] = StoredRecord(name, content, ())
    save_project(project, d / "received.swproj")
    close_project(project)


def sidecar_names() -> list[Case]:
    """Review D2: names SQLite or the workbench give files beside a project, as a record's
    name in a project, as a record file and as any output."""
    cases = []
    for name in SIDECARS:
        cases.append(
            Case(
                "sidecar name",
                f"rainfall import --name {name}",
                [
                    "rainfall",
                    "import",
                    "{d}/in.csv",
                    "--out",
                    "{d}/r.csv",
                    "--project",
                    "{d}/P.swproj",
                    "--name",
                    name,
                ],
                REFUSE,
                base,
            )
        )
        cases.append(
            Case(
                "sidecar name",
                f"rainfall import --out {name}",
                ["rainfall", "import", "{d}/in.csv", "--out", f"{{d}}/{name}"],
                REFUSE,
                base,
            )
        )
    for option, name in (
        ("--ics", "P.swproj-journal"),
        ("--xlsx", "x-wal"),
        ("--scenario", "y.lock"),
        ("--ics", "z-shm"),
    ):
        cases.append(
            Case(
                "sidecar name",
                f"export {option} {name}",
                ["export", "{d}/s.json", option, f"{{d}}/{name}"],
                REFUSE,
                base,
            )
        )
    cases.append(
        Case(
            "sidecar name",
            "report --out P.swproj-journal",
            ["report", "{d}/s.json", "--out", "{d}/P.swproj-journal"],
            REFUSE,
            base,
        )
    )
    cases.append(
        Case(
            "sidecar name",
            "extract a record named P.swproj-journal",
            ["rainfall", "extract", "{d}/received.swproj"],
            REFUSE,
            _received,
        )
    )
    cases.append(
        Case(
            "sidecar name",
            "extract --name P.swproj-journal --out it",
            [
                "rainfall",
                "extract",
                "{d}/received.swproj",
                "--name",
                "P.swproj-journal",
                "--out",
                "{d}/P.swproj-journal",
            ],
            REFUSE,
            _received,
        )
    )
    return cases


def outputs_over_reads() -> list[Case]:
    """Review D5: an output over the rainfall record the scenario names (not on the command
    line), by name, symlink or hard link."""

    def with_links(d: Path) -> None:
        liv(d)
        (d / "link.csv").symlink_to(d / "rain.csv")
        os.link(d / "rain.csv", d / "hard.csv")

    cases = []
    for target in ("rain.csv", "link.csv", "hard.csv"):
        for command, argv in {
            "report": ["report", "{d}/liv.json", "--out"],
            "summary": ["report", "{d}/liv.json", "--summary", "--out"],
            "ics": ["export", "{d}/liv.json", "--ics"],
            "xlsx": ["export", "{d}/liv.json", "--xlsx"],
        }.items():
            if command in ("report", "summary") and target != "rain.csv":
                continue  # the PDF's path is the same check; keep the harness quick
            cases.append(
                Case(
                    "output over a file read",
                    f"{command} over {target}",
                    [*argv, f"{{d}}/{target}"],
                    REFUSE,
                    with_links,
                )
            )
    return cases


def _plant_part(kind: str) -> Setup:
    def setup(d: Path) -> None:
        base(d)
        part = d / ".o.pdf.part"
        victim = d / "victim" / "important.docx"
        if kind == "symlink to a victim":
            part.symlink_to(victim)
        elif kind == "hard link to a victim":
            os.link(victim, part)
        elif kind == "FIFO":
            os.mkfifo(part)
        elif kind == "folder":
            part.mkdir()
        else:
            part.write_bytes(b"%PDF-1.4 half")

    return setup


def _victim_kept(d: Path, _stdout: str) -> None:
    assert (d / "victim" / "important.docx").read_bytes() == b"the user's document"
    assert not (d / "o.pdf").is_symlink() and (d / "o.pdf").read_bytes().startswith(b"%PDF")


def pdf_part() -> list[Case]:
    """Review D3, M2, M6: names planted at the old fixed temporary name ``.o.pdf.part``."""
    return [
        Case(
            "report's temporary file",
            kind,
            ["report", "{d}/s.json", "--out", "{d}/o.pdf"],
            OK,
            _plant_part(kind),
            _victim_kept,
        )
        for kind in (
            "symlink to a victim",
            "hard link to a victim",
            "FIFO",
            "folder",
            "a stale part file",
        )
    ]


MODE_WRITERS = {
    "ics": (["export", "{d}/s.json", "--ics", "{d}/old.ics"], ["old.ics"]),
    "xlsx": (["export", "{d}/s.json", "--xlsx", "{d}/old.xlsx"], ["old.xlsx"]),
    "csv": (
        ["export", "{d}/s.json", "--csv", "{d}/old.csv"],
        ["old-findings.csv", "old-sizing.csv"],
    ),
    "scenario": (
        ["export", "{d}/P.swproj", "--site", "Site A", "--scenario", "{d}/old.json"],
        ["old.json"],
    ),
    "report": (["report", "{d}/s.json", "--out", "{d}/old.pdf"], ["old.pdf"]),
    "rainfall import": (["rainfall", "import", "{d}/in.csv", "--out", "{d}/old.csv"], ["old.csv"]),
}


def modes() -> list[Case]:
    """Review L2: a replaced file keeps its mode (0600 stayed private; 0640 too)."""
    cases = []
    for writer, (argv, names) in MODE_WRITERS.items():
        for mode in (0o600, 0o640):

            def setup(d: Path, names: list[str] = names, mode: int = mode) -> None:
                base(d)
                for name in names:
                    (d / name).write_bytes(b"old")
                    (d / name).chmod(mode)

            def check(d: Path, _stdout: str, names: list[str] = names, mode: int = mode):
                for name in names:
                    assert stat.S_IMODE((d / name).stat().st_mode) == mode, name
                    assert (d / name).read_bytes() != b"old"

            cases.append(
                Case("replaced file's mode", f"{writer} over {mode:o}", argv, OK, setup, check)
            )
    return cases


DEEP = "[" * 100_000 + "]" * 100_000


def _bomb(where: str) -> Setup:
    def setup(d: Path) -> None:
        base(d)
        conn = sqlite3.connect(d / "P.swproj")
        if where == "meta.settings":
            conn.execute("UPDATE meta SET value = ? WHERE key = 'settings'", (DEEP,))
        elif where == "a record's sources_json":
            conn.execute(
                "INSERT INTO rainfall_record VALUES ('r.csv', 'x', ?, '2020', x'00')", (DEEP,)
            )
        else:
            conn.execute("UPDATE site SET scenario_json = ?", ("{" + '"a":' * 1 + DEEP + "}",))
        conn.commit()
        conn.close()

    return setup


def project_bombs() -> list[Case]:
    """Review C1: JSON nested 100,000 deep inside a project."""
    cases = []
    for where in ("meta.settings", "a record's sources_json", "a site's scenario"):
        for command, argv in {
            "evaluate": ["evaluate", "{d}/P.swproj"],
            "import": ["import", "{d}/s.json", "--project", "{d}/P.swproj"],
            "export": ["export", "{d}/P.swproj", "--ics", "{d}/o.ics"],
        }.items():
            # import adds a site without reading the others: the damaged one stays as it was
            expect = OK if (where, command) == ("a site's scenario", "import") else REFUSE
            cases.append(
                Case("project JSON nested deep", f"{where} / {command}", argv, expect, _bomb(where))
            )
    return cases


NCEI = "STATION,STATION_NAME,DATE,HPCP,Measurement Flag,Quality Flag\n"


def rainfall_values() -> list[Case]:
    """Review C2, C3: values no float or csv field holds."""
    cases = []
    for value in ("inf", "-inf", "1e400", "nan", "Infinity", "-1e400"):
        for units in ("hundredths_in", "in"):

            def setup(d: Path, value: str = value) -> None:
                base(d)
                (d / "hly.csv").write_text(f"{NCEI}COOP:1,X,20200101 01:00,{value},,\n")

            cases.append(
                Case(
                    "rainfall value",
                    f"HPCP {value} --units {units}",
                    ["rainfall", "import", "{d}/hly.csv", "--units", units, "--out", "{d}/r.csv"],
                    REFUSE,
                    setup,
                )
            )

        def wb(d: Path, value: str = value) -> None:
            base(d)
            (d / "w.csv").write_text(f"timestamp,inches\n2020-01-01T00:00,{value}\n")

        cases.append(
            Case(
                "rainfall value",
                f"workbench depth {value}",
                ["rainfall", "import", "{d}/w.csv", "--out", "{d}/r.csv"],
                REFUSE,
                wb,
            )
        )
    for size in (200_000, 10_000_000):

        def long_field(d: Path, size: int = size) -> None:
            base(d)
            (d / "w.csv").write_text("timestamp,inches\n2020-01-01T00:00," + "1" * size + "\n")

        for command in (
            ["rainfall", "import", "{d}/w.csv", "--out", "{d}/r.csv"],
            ["rainfall", "report", "{d}/w.csv"],
        ):
            cases.append(
                Case(
                    "rainfall value",
                    f"a {size:,}-character field / {command[1]}",
                    command,
                    REFUSE,
                    long_field,
                )
            )
    return cases


def output_names() -> list[Case]:
    """Review C4, M1, M2: long and undecodable output names."""
    writers = {
        "ics": ["export", "{d}/s.json", "--ics"],
        "xlsx": ["export", "{d}/s.json", "--xlsx"],
        "csv": ["export", "{d}/s.json", "--csv"],
        "scenario": ["export", "{d}/P.swproj", "--site", "Site A", "--scenario"],
        "report": ["report", "{d}/s.json", "--out"],
    }
    checks = {"ics": ics_ok, "xlsx": xlsx_ok, "scenario": scenario_ok}
    cases = []
    for writer, argv in writers.items():
        ext = {"ics": ".ics", "xlsx": ".xlsx", "scenario": ".json", "report": ".pdf"}.get(
            writer, ".o"
        )
        name250 = "y" * (252 - len(ext)) + ext
        cases.append(
            Case(
                "output name",
                f"{writer}: 252 characters",
                [*argv, f"{{d}}/{name250}"],
                REFUSE if writer == "csv" else OK,
                base,
                checks[writer](name250) if writer in checks else None,
            )
        )
        cases.append(
            Case(
                "output name",
                f"{writer}: 256 characters",
                [*argv, "{d}/" + "z" * 256],
                REFUSE,
                base,
            )
        )
        undecodable = os.fsdecode(b"\xff.o")
        cases.append(
            Case(
                "output name",
                f"{writer}: a byte that is not UTF-8",
                [*argv, f"{{d}}/{undecodable}"],
                OK,
                base,
                csv_ok(undecodable) if writer == "csv" else None,
            )
        )
    return cases


def secrets() -> list[Case]:
    """Review L1: a scenario naming a file outside its folder by an absolute path."""
    argvs = {
        "evaluate": ["evaluate", "{d}/liv.json"],
        "evaluate --json": ["evaluate", "{d}/liv.json", "--json"],
        "export ics": ["export", "{d}/liv.json", "--ics", "{d}/o.ics"],
        "export csv": ["export", "{d}/liv.json", "--csv", "{d}/o.csv"],
        "report": ["report", "{d}/liv.json", "--out", "{d}/o.pdf"],
        "compare": ["compare", "{d}/liv.json"],
    }

    def setup(d: Path) -> None:
        work = d / "work"
        liv(d, str(d / "victim" / "secret.csv"))
        work.mkdir()
        shutil.move(d / "liv.json", work / "liv.json")

    cases = []
    for command, argv in argvs.items():
        moved = [a.replace("{d}/liv.json", "{d}/work/liv.json") for a in argv]
        cases.append(Case("secret outside the folder", command, moved, REFUSE, setup))
        cases.append(
            Case(
                "secret outside the folder",
                f"{command} --record it",
                [*moved, "--record", "{d}/victim/secret.csv"],
                REFUSE,
                setup,
            )
        )
    return cases


def lists() -> list[Case]:
    """Review M5: violations, closures and open days bounded like areas and events."""
    cases = []
    for key, entry in (
        (
            "violations",
            BASE.get("violations", [{}])[0]
            if BASE.get("violations")
            else {"kind": "illicit_discharge", "count": 1, "days": 1},
        ),
        ("closures", "2024-07-05"),
        ("open_days", "2024-07-04"),
    ):
        for count, expect in ((1_001, REFUSE), (1_000, OK), (100_000, REFUSE)):

            def setup(d: Path, key: str = key, entry: object = entry, count: int = count):
                base(d)
                data = json.loads(json.dumps(BASE))
                data[key] = [entry] * count
                write_json(d / "t.json", data)

            cases.append(
                Case(
                    "scenario list",
                    f"{count:,} {key}",
                    ["evaluate", "{d}/t.json", "--json"],
                    expect,
                    setup,
                    json_out if expect == OK else None,
                )
            )
    return cases


def lock_names() -> list[Case]:
    """Review M4 and C5: the lock file's name taken; a screenshot folder that cannot be."""

    def folder(d: Path) -> None:
        base(d)
        (d / "P.swproj.lock").mkdir()

    return [
        Case(
            "lock file name",
            "taken by a folder / import",
            ["import", "{d}/s.json", "--project", "{d}/P.swproj"],
            REFUSE,
            folder,
        ),
        Case(
            "lock file name",
            "taken by a folder / evaluate",
            ["evaluate", "{d}/P.swproj", "--json"],
            OK,
            folder,
            json_out,
        ),
        Case(
            "lock file name",
            "screenshot folder under /proc",
            ["screenshot", "--out", "/proc/self/shots"],
            REFUSE,
            base,
        ),
    ]


CASES = (
    journals()
    + sidecar_names()
    + outputs_over_reads()
    + pdf_part()
    + modes()
    + project_bombs()
    + rainfall_values()
    + output_names()
    + secrets()
    + lists()
    + lock_names()
)


def test_part_two_tries_every_kind() -> None:
    kinds = {c.kind for c in CASES}
    assert len(kinds) == 11, kinds
    assert len({(c.kind, c.name) for c in CASES}) == len(CASES), "case names must be unique"


def _fill(value: str, d: Path) -> str:
    return value.replace("{d}", str(d))


@pytest.fixture(autouse=True)
def _nothing_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(use, "_CHOSEN", set(), raising=False)  # --record is per process


@pytest.mark.parametrize("case", CASES, ids=[f"{c.kind}: {c.name}" for c in CASES])
def test_attack_part_two(case: Case, tmp_path: Path) -> None:
    d = tmp_path / "case"
    d.mkdir()
    assert case.setup is not None
    case.setup(d)
    argv = [_fill(a, d) for a in case.argv]
    before = snapshot(d)
    code, stdout, stderr = run_cli(argv)
    after = snapshot(d)
    assert SECRET not in stdout + stderr, "a value of a file outside the input was quoted"
    for path in after:
        if Path(path).is_file() and "victim" not in path and Path(path).stat().st_size < 1 << 24:
            assert SECRET.encode() not in Path(path).read_bytes(), path
    if case.expect == REFUSE:
        assert code == 2, f"exit {code}, stderr {stderr!r}, stdout {stdout[:200]!r}"
        assert stderr.count("\n") == 1 and stderr.endswith("\n"), stderr
        assert stdout == "", stdout[:200]
        assert after == before, "a refused command changed or added files"
    else:
        assert code == 0, f"exit {code}, stderr {stderr!r}"
        assert stderr == "", stderr
        new = set(after) - set(before)
        assert not [p for p in new if p.endswith((".part", ".tmp"))], "temporary file left"
        if case.check:
            case.check(d, stdout)
