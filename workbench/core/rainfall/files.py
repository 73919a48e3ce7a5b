"""Rainfall record files: import downloads into one record file (and keep it in a project),
report on a file, write records kept in a project back to files.

Plain functions over paths and ``Options``; each returns JSON-able data. Every problem is a
RecordError with one line in the user's terms; its ``field`` names the argument at fault
(``"out"``, ``"name"``, ``"min_years"``, ``"min_completeness"`` or an ``Options`` attribute)
for a caller such as the command line to name in its own words. Nothing is written until
every input has been read and joined, and every file is written atomically
(``workbench.core.atomic``).
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from workbench.core.atomic import SIDECAR_SUFFIXES, is_sidecar_name, write_atomic
from workbench.core.inputs import is_project_file, is_server_address
from workbench.core.rainfall import workbench_csv
from workbench.core.rainfall.base import Options, RecordError, read_text
from workbench.core.rainfall.record import detect, import_files, load_record
from workbench.core.rainfall.report import MIN_YEAR_COMPLETENESS, MIN_YEARS, record_report

PROJECT_SUFFIX = ".swproj"

PathLike = str | os.PathLike[str]
MAX_KEEP = 512 * 1024 * 1024  # an --out file larger than this is not read back to restore it


def _same(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _check_name(name: str, field: str = "name") -> None:
    """A record's file name may not be a project's or one SQLite or the workbench gives a file
    beside a project: written beside P, ``P.swproj-journal`` would be rolled into P (row D2)."""
    if Path(name).suffix.lower() == PROJECT_SUFFIX or is_sidecar_name(name):
        endings = ", ".join((PROJECT_SUFFIX, *SIDECAR_SUFFIXES))
        raise RecordError(
            f"the record's name {name[:80]!r} ends like a project file or the journal or lock "
            f"file beside one ({endings}); choose another name",
            field=field,
        )


def _check_out(out: Path, inputs: Sequence[Path]) -> None:
    """A record may be written to ``out`` (not a project, not an input, in a folder)."""
    if not out.name:
        raise RecordError("give a file name for the record", field="out")
    if is_sidecar_name(out.name):
        _check_name(out.name, "out")
    if out.suffix.lower() == PROJECT_SUFFIX:
        raise RecordError(f"{out}: a record is not written over a project file", field="out")
    if out.exists() and not out.is_file():
        raise RecordError(f"{out}: is not a regular file", field="out")
    if out.exists() and is_project_file(out):  # a project under another name (SQLite content)
        raise RecordError(f"{out}: is a project file; a record is not written over it", field="out")
    for path in inputs:
        if _same(out, path) or os.path.abspath(out) == os.path.abspath(path):
            raise RecordError(f"{out}: is one of the input files; choose another name", field="out")
    if not out.parent.is_dir():
        raise RecordError(f"{out}: its folder does not exist", field="out")


def _write(target: Path, data: bytes, field: str | None = None) -> None:
    """``data`` written atomically to ``target``; a failure is a RecordError (nothing changed)."""
    try:
        write_atomic(target, data)
    except OSError as error:
        raise RecordError(
            f"{target}: could not be written ({error.strerror or error}); nothing was changed",
            field=field,
        ) from None


def import_record(
    files: Sequence[PathLike],
    out: PathLike,
    options: Options | None = None,
    project: PathLike | None = None,
    name: str | None = None,
) -> dict[str, Any]:
    """Import ``files`` into one record, write it to ``out`` and (with ``project``) keep a
    copy in the project file under ``name`` (default: the out file's name). Returns the
    record report with ``record`` (the out path) and ``sha256`` of the written bytes."""
    inputs = [Path(f) for f in files]
    target = Path(out)
    _check_out(target, inputs)
    stored_name = name or target.name
    _check_name(stored_name)
    if Path(stored_name).is_absolute() or ".." in Path(stored_name).parts:
        raise RecordError(
            f"the record's name in the project, {stored_name!r}, must be a file name relative "
            "to the project",
            field="name",
        )
    if project is not None:
        for path in inputs:
            if _same(Path(project), path):
                raise RecordError(f"{project}: a project file is not a rainfall file")
    record = import_files(inputs, options or Options())  # all read and checked before writing
    data = record.to_text().encode("utf-8")
    report = record_report(record)
    stored = None
    previous = _previous(target) if project is not None else None
    _write(target, data, "out")  # first: a record is stored only once --out holds it (D7)
    if project is not None:
        where = str(project) if is_server_address(project) else Path(project)
        try:
            stored = _store(where, stored_name, data, record.sources)
        except BaseException:
            _put_back(target, previous)
            raise
    report["record"] = str(target)
    report["sha256"] = stored or hashlib.sha256(data).hexdigest()
    if project is not None:
        report["project"] = str(project)
        report["stored_as"] = stored_name
    return report


def _previous(target: Path) -> bytes | None:
    """The bytes of the file ``target`` now (None: none), to put back if storing fails."""
    try:
        with target.open("rb") as handle:
            return handle.read(MAX_KEEP + 1) if target.is_file() else None
    except OSError:
        return None


def _put_back(target: Path, previous: bytes | None) -> None:
    """``target`` as it was before ``import_record`` wrote it (the project was not changed)."""
    try:
        if previous is None:
            target.unlink()
        elif len(previous) <= MAX_KEEP:
            write_atomic(target, previous)
    except OSError:
        pass


def _store(path: Path | str, name: str, data: bytes, sources: list[dict[str, Any]]) -> str:
    """Keep the record in the project file (saved in one transaction); its sha256."""
    from workbench.core.store import StoredRecord, open_project, save_project

    with open_project(path) as project:
        if project.readonly:
            raise RecordError(
                f"{project.name}: {project.readonly_reason}; the record was not stored"
            )
        stored = StoredRecord(name, data, tuple(sources))
        project.rainfall_records[name] = stored
        save_project(project)
    return stored.sha256


def file_report(
    file: PathLike,
    min_years: float = MIN_YEARS,
    min_completeness: float = MIN_YEAR_COMPLETENESS,
    options: Options | None = None,
) -> dict[str, Any]:
    """The report of a workbench record file, or of a download in another format as
    ``import_record`` would make it (with the same options; nothing is written)."""
    if not 0 < min_completeness <= 1:
        raise RecordError(
            "the share of a year's hours that makes it covered must be in (0, 1] "
            f"(got {min_completeness:g})",
            field="min_completeness",
        )
    if not 0 <= min_years <= 1000:
        raise RecordError(
            f"the minimum of covered years must be between 0 and 1000 (got {min_years:g})",
            field="min_years",
        )
    path = os.fspath(file)
    text = read_text(path)
    if detect(path, text) == workbench_csv.FORMAT:
        record = load_record(path)
    else:
        record = import_files([path], options or Options())
    report = record_report(record, min_years=min_years, min_completeness=min_completeness)
    report["record"] = path
    return report


def extract_record(project: PathLike, name: str, out: PathLike) -> dict[str, Any]:
    """Write the record kept in ``project`` under ``name`` to ``out`` (on another machine,
    offline)."""
    from workbench.core.store import open_project

    target = Path(out)
    _check_out(target, [Path(project)])
    with open_project(project, readonly=True) as opened:
        stored = opened.rainfall_records.get(name)
        names = sorted(opened.rainfall_records)
    if stored is None:
        held = ", ".join(repr(n) for n in names) or "none"
        raise RecordError(
            f"{project}: holds no rainfall record {name!r} (it holds: {held})", field="name"
        )
    _write(target, stored.content, "out")
    return {
        "record": str(target),
        "name": name,
        "sha256": stored.sha256,
        "sources": list(stored.sources),
    }


def restore_records(project: PathLike) -> dict[str, Any]:
    """Write every record kept in a project to its name beside the project file, where a
    scenario's relative ``rainfall.record_csv`` finds it (a project moved offline). A file
    already there with the same bytes is left alone; one with other bytes is refused, and
    so is a name that leaves the project's folder."""
    from workbench.core.store import open_project

    if is_server_address(project):
        raise RecordError(
            "a project on a server has no folder to restore its records beside; write each "
            "record to a file by its name instead"
        )
    with open_project(project, readonly=True) as opened:
        records = dict(opened.rainfall_records)
    folder = Path(project).resolve().parent
    plan = []
    for name, stored in sorted(records.items()):
        _check_name(name)
        target = (folder / name).resolve()
        if Path(name).is_absolute() or not target.is_relative_to(folder) or target == folder:
            raise RecordError(f"{project}: record name {name!r} is not a file in its folder")
        if target.exists():
            if not target.is_file():
                raise RecordError(f"{target}: is not a regular file; nothing was written")
            if hashlib.sha256(target.read_bytes()).hexdigest() != stored.sha256:
                raise RecordError(
                    f"{target}: exists with other contents than the project's record {name!r}; "
                    "nothing was written (move it away, or extract that one record to another "
                    "file)"
                )
            plan.append((name, target, stored, False))
        else:
            if not target.parent.is_dir():
                raise RecordError(f"{target}: its folder does not exist; nothing was written")
            plan.append((name, target, stored, True))
    written = []
    for name, target, stored, write in plan:
        if write:
            _write(target, stored.content)
        written.append(
            {"name": name, "file": str(target), "sha256": stored.sha256, "written": write}
        )
    return {"project": os.fspath(project), "records": written}
