"""The rainfall record a scenario uses, and its report, for evaluation (issues 24 and 26).

A scenario names its record in ``rainfall.record_csv``. The record used is:

1. the copy kept in the scenario's project (schema 2 table ``rainfall_record``, put there by
   ``files.import_record`` with a project) under that name, when the project keeps one: a
   project moved to another machine evaluates the same bytes, offline, with no extraction
   first;
2. else the file of that name: absolute, beside the scenario or project file, or bundled.

A record that cannot be used is bad input: ``RecordError`` with one line naming the field,
the file and what is wrong, quoting nothing from the file's content (evaluate exits 2). That
covers a file that is not there, not a regular file (folder, device, FIFO, ``/proc``), too
large, not text, not a workbench record (a download is imported first), or one with a bad row.

A scenario is often received from someone else (review L1): a record it names by an absolute
path outside its own folder is refused unless the user chose that file (``choose_record``:
``--record`` on the command line, the desktop's file picker), and a record file reached
through a scenario is never quoted in a message (its problems name the line, not the value).

Each version of a record (a file's path, size, modification time and inode; a kept copy's
sha256) is read and reported once per process, not once per jurisdiction or site.
"""

from __future__ import annotations

import copy
import hashlib
import os
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from workbench.core.rainfall import workbench_csv
from workbench.core.rainfall.base import RecordError, fail, read_text
from workbench.core.rainfall.record import Record, detect, record_from_text
from workbench.core.rainfall.report import record_report, simulation_note

FIELD = "rainfall.record_csv"
PROJECT, FILE = "project", "file"

#: Record files the user chose in this process (real paths): read even when a scenario names
#: them by an absolute path outside its folder.
_CHOSEN: set[str] = set()
_QUOTED = re.compile(r"'[^']*'(\.\.\.)?|\"[^\"]*\"")


def choose_record(path: str | os.PathLike[str]) -> None:
    """The user chose ``path`` as a rainfall record (on the command line, in a file picker):
    a scenario may name it by an absolute path outside the scenario's folder."""
    _CHOSEN.add(os.path.realpath(path))


def _outside(scenario: Any, name: str, path: str) -> bool:
    """Whether ``name`` is an absolute path outside the scenario's folder not chosen by the
    user (a shared scenario could read any file with the workbench header)."""
    if not os.path.isabs(name) or os.path.realpath(path) in _CHOSEN:
        return False
    folder = getattr(scenario, "_source_dir", None)
    if not folder:  # built in memory by a program, not read from a (shared) file
        return False
    from workbench.core.paths import resources_dir

    real = os.path.realpath(path)
    for base in (folder, str(resources_dir())):
        base = os.path.realpath(base)
        if os.path.commonpath([real, base]) == base:
            return False
    return True


def _unquoted(error: RecordError) -> RecordError:
    """The error with every quoted value of the file left out (review L1)."""
    return RecordError(_QUOTED.sub("(a value)", str(error)), field=getattr(error, "field", None))


@dataclass(frozen=True)
class RecordInUse:
    """The record a scenario uses: its ``name`` (as the scenario writes it), where it was read
    (``origin``: ``"project"`` for the copy kept in the project, ``"file"``), the file read
    (None for a kept copy), the sha256 of the record's bytes, the record and its report."""

    name: str
    origin: str
    path: str | None
    sha256: str
    record: Record
    report: dict[str, Any]
    notes: tuple[str, ...] = ()

    @property
    def missing_hours(self) -> int:
        """Hours without a value: a simulation counts them as dry."""
        return int(self.report["missing_hours"])

    @property
    def covered_years(self) -> int:
        """Calendar years with at least the report's share of their hours with a value."""
        return int(self.report["covered_years"])

    @property
    def simulation_note(self) -> str:
        """What a simulation of this record assumes, in one sentence (``report``)."""
        return simulation_note(self.report)

    def report_json(self) -> dict[str, Any]:
        """The record report with what is in use (``record``, ``in_use``): a fresh copy."""
        report = copy.deepcopy(self.report)
        report["record"] = self.name
        report["in_use"] = {
            "name": self.name,
            "origin": self.origin,
            "file": self.path,
            "sha256": self.sha256,
            "kept_in_project": self.origin == PROJECT,
            "notes": list(self.notes),
        }
        report["warnings"] = list(self.notes) + report["warnings"]
        return report


def _bad(problem: RecordError | str) -> RecordError:
    return RecordError(f"{FIELD}: {problem}")


def record_in_use(scenario: Any) -> RecordInUse | None:
    """The record ``scenario`` uses (see the module docstring); None when it names none.

    Raises RecordError (one line) when the named record cannot be used.
    """
    name = scenario.rainfall.record_csv
    if not name:
        return None
    kept = _kept_copy(scenario, name)
    if kept is not None:
        try:
            record, report = _from_kept(name, kept.sha256, kept.content)
        except RecordError as error:
            raise _bad(f"{error} (the copy kept in the project)") from None
        notes = _differs_on_disk(scenario, name, kept.sha256)
        return RecordInUse(name, PROJECT, None, kept.sha256, record, report, notes)
    path, st = scenario.resolve_file(name)
    if _outside(scenario, name, path):
        raise _bad(
            f"{name} lies outside the scenario's folder; a scenario may name a record there "
            "only when you choose that file yourself (the command line's record option, or "
            "Choose… in the desktop), or put the record beside the scenario"
        )
    if st is None:
        raise _bad(f"{name}: file not found (beside the scenario or project, nor kept in it)")
    try:
        record, report, digest = _from_file(path, st.st_size, st.st_mtime_ns, st.st_ino)
    except RecordError as error:
        raise _bad(_unquoted(error)) from None
    return RecordInUse(name, FILE, path, digest, record, report)


def scenario_record_report(scenario: Any) -> dict[str, Any] | None:
    """The report of the record ``scenario`` uses (``RecordInUse.report_json``); None when it
    names none. Raises RecordError when the record cannot be used."""
    used = record_in_use(scenario)
    return None if used is None else used.report_json()


def _kept_copy(scenario: Any, name: str) -> Any:
    """The project's kept copy named ``name`` (also written ``./name``), or None."""
    kept = getattr(scenario, "_rainfall_records", None) or {}
    if name in kept:
        return kept[name]
    plain = os.path.normpath(name).replace(os.sep, "/")
    return kept.get(plain)


def _differs_on_disk(scenario: Any, name: str, sha256: str) -> tuple[str, ...]:
    """A note when a file of the same name beside the project holds other bytes than the kept
    copy (the kept copy is what results are computed from)."""
    if os.path.isabs(name):
        return ()
    path, st = scenario.resolve_file(name)
    if st is None or not os.path.isfile(path):
        return ()
    try:
        digest = _file_sha256(path, st.st_size, st.st_mtime_ns, st.st_ino)
    except RecordError:
        return ()
    if digest == sha256:
        return ()
    return (
        f"the file {name} beside the project holds other data than the record kept in the "
        "project; the kept copy is used (import the file into the project again to use it)",
    )


def _parse(name: str, text: str) -> tuple[Record, dict[str, Any]]:
    record = record_from_text(name, text)
    return record, record_report(record)


@lru_cache(maxsize=8)
def _from_kept(name: str, sha256: str, content: bytes) -> tuple[Record, dict[str, Any]]:
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        raise fail(name, None, "is not UTF-8 text") from None
    return _parse(name, text)


@lru_cache(maxsize=8)
def _from_file(
    path: str, size: int, mtime_ns: int, inode: int
) -> tuple[Record, dict[str, Any], str]:
    text = read_text(path)
    if detect(path, text) != workbench_csv.FORMAT:
        raise fail(
            path,
            None,
            "is not a workbench record ('timestamp,inches'); import it with "
            "'workbench rainfall import', which can also keep it in the project",
        )
    record, report = _parse(path, text)
    return record, report, hashlib.sha256(text.encode("utf-8")).hexdigest()


@lru_cache(maxsize=8)
def _file_sha256(path: str, size: int, mtime_ns: int, inode: int) -> str:
    return hashlib.sha256(read_text(path).encode("utf-8")).hexdigest()
