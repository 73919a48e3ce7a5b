"""``workbench rainfall import|report|extract``: the command-line side of rainfall records.

Every problem is a RecordError with one line (the CLI exits 2); nothing is written until
every input has been read and joined, and the record file is written atomically (a
temporary file in the target folder, fsynced, renamed into place).
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import uuid
from pathlib import Path
from typing import Any

from workbench.core.inputs import is_project_file
from workbench.core.rainfall import workbench_csv
from workbench.core.rainfall.base import Options, RecordError, read_text
from workbench.core.rainfall.record import detect, import_files, load_record
from workbench.core.rainfall.report import MIN_YEAR_COMPLETENESS, MIN_YEARS, record_report

PROJECT_SUFFIX = ".swproj"


def _same(a: Path, b: Path) -> bool:
    try:
        return a.exists() and b.exists() and os.path.samefile(a, b)
    except OSError:
        return False


def _check_out(out: Path, inputs: list[Path]) -> None:
    if not out.name:
        raise RecordError("--out: give a file name")
    if out.suffix.lower() == PROJECT_SUFFIX:
        raise RecordError(f"--out {out}: a record is not written over a project file")
    if out.exists() and not out.is_file():
        raise RecordError(f"--out {out}: is not a regular file")
    if out.exists() and is_project_file(out):  # a project under another name (SQLite content)
        raise RecordError(f"--out {out}: is a project file; a record is not written over it")
    for path in inputs:
        if _same(out, path) or os.path.abspath(out) == os.path.abspath(path):
            raise RecordError(f"--out {out}: is one of the input files; choose another name")
    if not out.parent.is_dir():
        raise RecordError(f"--out {out}: its folder does not exist")


def write_atomic(out: Path, data: bytes) -> None:
    """Write ``data`` to ``out`` through a temporary file in its folder, fsynced, renamed."""
    temp = out.with_name(f".{out.name}.{uuid.uuid4().hex[:12]}.tmp")
    try:
        fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, out)
        if os.name == "posix":
            dir_fd = os.open(out.parent, os.O_RDONLY)
            try:
                os.fsync(dir_fd)
            finally:
                os.close(dir_fd)
    except OSError as error:
        with contextlib.suppress(OSError):
            temp.unlink()
        raise RecordError(
            f"--out {out}: could not be written ({error.strerror or error}); nothing was changed"
        ) from None


def run_import(
    files: list[str],
    out: str,
    options: Options,
    project: str | None = None,
    name: str | None = None,
) -> dict[str, Any]:
    """Import ``files`` into one record, write it to ``out`` and (with ``project``) keep a
    copy in the project file under ``name`` (default: the out file's name). Returns the
    record report with ``record`` (the out path) and ``sha256`` of the written bytes."""
    inputs = [Path(f) for f in files]
    target = Path(out)
    _check_out(target, inputs)
    stored_name = name or target.name
    if Path(stored_name).is_absolute() or ".." in Path(stored_name).parts or not stored_name:
        raise RecordError(f"--name {stored_name!r}: give a file name relative to the project")
    if project is not None:
        for path in inputs:
            if _same(Path(project), path):
                raise RecordError(f"{project}: a project file is not a rainfall file")
    record = import_files(inputs, options)  # everything read and checked before any write
    data = record.to_text().encode("utf-8")
    report = record_report(record)
    stored = None
    if project is not None:
        stored = _store(Path(project), stored_name, data, record.sources)
    write_atomic(target, data)
    report["record"] = str(target)
    report["sha256"] = stored or hashlib.sha256(data).hexdigest()
    if project is not None:
        report["project"] = str(project)
        report["stored_as"] = stored_name
    return report


def _store(path: Path, name: str, data: bytes, sources: list[dict[str, Any]]) -> str:
    """Keep the record in the project file (saved in one transaction); its sha256."""
    from workbench.core.store import StoredRecord, open_project, save_project

    with open_project(path) as project:
        if project.readonly:
            raise RecordError(f"{path}: {project.readonly_reason}; the record was not stored")
        stored = StoredRecord(name, data, tuple(sources))
        project.rainfall_records[name] = stored
        save_project(project)
    return stored.sha256


def run_report(
    file: str,
    min_years: float = MIN_YEARS,
    min_completeness: float = MIN_YEAR_COMPLETENESS,
    options: Options | None = None,
) -> dict[str, Any]:
    """The report of a workbench record file, or of a download in another format as
    ``import`` would make it (with the same options; nothing is written)."""
    if not 0 < min_completeness <= 1:
        raise RecordError(f"--min-completeness must be in (0, 1] (got {min_completeness:g})")
    if not 0 <= min_years <= 1000:
        raise RecordError(f"--min-years must be between 0 and 1000 (got {min_years:g})")
    text = read_text(file)
    if detect(file, text) == workbench_csv.FORMAT:
        record = load_record(file)
    else:
        record = import_files([file], options or Options())
    report = record_report(record, min_years=min_years, min_completeness=min_completeness)
    report["record"] = file
    return report


def run_extract(project: str, name: str, out: str) -> dict[str, Any]:
    """Write a record kept in a project back to a file (on another machine, offline)."""
    from workbench.core.store import open_project

    target = Path(out)
    _check_out(target, [Path(project)])
    with open_project(project, readonly=True) as opened:
        stored = opened.rainfall_records.get(name)
        names = sorted(opened.rainfall_records)
    if stored is None:
        held = ", ".join(repr(n) for n in names) or "none"
        raise RecordError(f"{project}: holds no rainfall record {name!r} (it holds: {held})")
    write_atomic(target, stored.content)
    return {
        "record": str(target),
        "name": name,
        "sha256": stored.sha256,
        "sources": list(stored.sources),
    }


def run_restore(project: str) -> dict[str, Any]:
    """Write every record kept in a project to its name beside the project file, where a
    scenario's relative ``rainfall.record_csv`` finds it (a project moved offline). A file
    already there with the same bytes is left alone; one with other bytes is refused, and
    so is a name that leaves the project's folder."""
    from workbench.core.store import open_project

    with open_project(project, readonly=True) as opened:
        records = dict(opened.rainfall_records)
    folder = Path(project).resolve().parent
    plan = []
    for name, stored in sorted(records.items()):
        target = (folder / name).resolve()
        if Path(name).is_absolute() or not target.is_relative_to(folder) or target == folder:
            raise RecordError(f"{project}: record name {name!r} is not a file in its folder")
        if target.exists():
            if not target.is_file():
                raise RecordError(f"{target}: is not a regular file; nothing was written")
            if hashlib.sha256(target.read_bytes()).hexdigest() != stored.sha256:
                raise RecordError(
                    f"{target}: exists with other contents than the project's record {name!r}; "
                    "nothing was written (move it away or use extract --out)"
                )
            plan.append((name, target, stored, False))
        else:
            if not target.parent.is_dir():
                raise RecordError(f"{target}: its folder does not exist; nothing was written")
            plan.append((name, target, stored, True))
    written = []
    for name, target, stored, write in plan:
        if write:
            write_atomic(target, stored.content)
        written.append(
            {"name": name, "file": str(target), "sha256": stored.sha256, "written": write}
        )
    return {"project": project, "records": written}
