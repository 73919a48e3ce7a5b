"""What users take away: the PDF compliance report, calendar/workbook/CSV exports, and
scenario import/export between project files and ``workbench-scenario/1`` files.

Public functions (stable; the desktop shell's File > Export and Report button call them):

``write_report(sources, out_path, jurisdiction=None, as_of=None, *, host=None) -> ReportInfo``
    The compliance report as PDF; ``ReportInfo(path, pages)``. ``sources``: a scenario or
    project file path, a project (anything with ``.sites`` whose items have ``.name`` and
    ``.scenario``), a ``Scenario``, or a list of scenarios or ``(site name, Scenario)`` pairs.
``write_summary(sources, out_path, jurisdiction=None, as_of=None, *, host=None, progress=None)``
    The plan-check summary as PDF, at most three pages a site; ``SummaryInfo(path, pages,
    site_pages)``. ``write_report`` takes ``progress(done, total, text)`` too.
``write_ics(docs, out_path, *, dtstamp=None, host=None) -> int``
    Every computed deadline as one VEVENT (RFC 5545); returns the number of events.
``write_xlsx(docs, out_path, *, about=None, host=None) -> Path``
    Sheets ``findings``, ``sizing``, ``deadlines``, ``penalties`` and ``about``.
``write_csv(docs, out_path, *, host=None) -> list[Path]``
    ``OUT.csv`` becomes ``OUT-findings.csv``, ``OUT-sizing.csv``, ``OUT-deadlines.csv``,
    ``OUT-penalties.csv`` (UTF-8 with a byte-order mark, so Excel reads accents right).
``export_scenario(project_path, site, out_path) -> Path``
    One site of a project file as a ``workbench-scenario/1`` file. ``project_path`` may also
    be a scenario file, an in-memory project or a ``Scenario`` (then also
    ``export_scenario(scenario, out_path)``).
``import_scenario(scenario_path, project_path) -> str``
    Adds a scenario file to a project file (created when missing) as a site; the site id.

``check_out_path(out_path, inputs=()) -> Path``
    The checks every writer above runs first: refuses (OutputError, field ``out_path``) an
    empty name, a missing folder, a folder, a non-regular file, a project file and any of
    ``inputs`` by any path. Writers take their inputs from ``sources`` or the documents'
    ``"source"``; a caller exporting documents without ``"source"`` (the desktop) passes the
    open project's path here first.

Every file is written atomically by ``workbench.core.atomic`` (temporary file in the target
folder, fsync, rename, folder fsync; the CSV set all or none): a full disk, a kill or a file
held open by another program leaves the previous file intact and raises OutputError.

``docs`` is one ``evaluate --json`` document (``workbench.core.evaluate.evaluate``) or a list
of them; a document may carry ``"site"`` (the site name in a project) and ``"source"``.
``evaluate_file`` builds that list from a scenario or project file. User documentation:
``docs/OUTPUTS.md``.

Bad input raises ``OutputError`` (a ``ValueError``; ``str()`` is one line for the user and
``field`` names the parameter at fault), or the core's ``ScenarioError``/``InputError``/
``ProjectFileError``. The messages name no command-line option: ``workbench.cli`` parses the
command line, calls these functions and prefixes its own flag (exit code 2). This package
never imports the command line or the desktop (import-linter contracts in pyproject.toml).
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from collections.abc import Iterable, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import Any

from workbench.core.atomic import write_atomic_set
from workbench.core.inputs import PROJECT_SUFFIX, is_project_file, is_server_address, parse_day
from workbench.core.results import Citation, Evaluation, Extension

__all__ = [
    "OutputError",
    "check_out_path",
    "evaluate_file",
    "evaluate_sources",
    "export_scenario",
    "import_scenario",
    "write_csv",
    "write_ics",
    "write_report",
    "write_summary",
    "write_xlsx",
]


class OutputError(ValueError):
    """An output cannot be written from this input; ``str()`` is one line for the user.

    ``field`` names the parameter at fault (``"out_path"``, ``"site"``, ``"project_path"``)
    or is None; a caller such as the command line maps it to its own wording.
    """

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


# --------------------------------------------------------------------------- shared helpers
def as_docs(docs: dict[str, Any] | Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """One evaluate document, a list of them, or a project document ``{"sites": [...]}``."""
    if isinstance(docs, dict):
        if "sites" in docs and "results" not in docs:
            return [dict(d, project=docs.get("project")) for d in docs["sites"]]
        return [docs]
    return list(docs)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve() or os.path.samefile(a, b)
    except OSError:
        return False


def check_out_path(out_path: str | Path, inputs: Iterable[str | Path | None] = ()) -> Path:
    """The output path, or OutputError (field ``out_path``) when it cannot be a new file.

    Refused: an empty name, a missing folder, a folder, anything that is not a regular file
    (a device, a FIFO), a project file (``.swproj`` or SQLite content: an output never
    replaces a project) and any of ``inputs`` (the files the output is made from), whatever
    path names them (symlink, hard link).
    """
    if str(out_path).strip() == "":
        raise OutputError("give an output file name", field="out_path")
    out = Path(out_path)
    try:
        return _check_out_path(out, inputs)
    except OSError as error:  # a name too long, a folder that cannot be searched (C4)
        raise _write_error(out, error) from None


def _check_out_path(out: Path, inputs: Iterable[str | Path | None]) -> Path:
    parent = out.parent if str(out.parent) else Path(".")
    if not parent.exists():
        raise OutputError(f"folder {parent} does not exist", field="out_path")
    if not parent.is_dir():
        raise OutputError(f"{parent} is not a folder", field="out_path")
    if out.is_dir():
        raise OutputError(f"{out} is a folder; give a file name", field="out_path")
    if out.suffix.lower() == PROJECT_SUFFIX:
        raise OutputError(
            f"{out} is a project file name; an export never replaces a project (choose "
            "another name)",
            field="out_path",
        )
    try:
        st = out.stat()
    except (FileNotFoundError, NotADirectoryError):
        st = None
    if st is not None:
        if not stat.S_ISREG(st.st_mode):
            raise OutputError(f"{out} is not a regular file; choose a file name", field="out_path")
        if is_project_file(out):
            raise OutputError(
                f"{out} is a project file; an export never replaces a project", field="out_path"
            )
        for source in inputs:
            if source is not None and _same_file(out, Path(source)):
                raise OutputError(
                    f"{out} is the input file itself; choose another output name",
                    field="out_path",
                )
    return out


def _write_error(out: Path, error: OSError) -> OutputError:
    """One line saying why ``out`` could not be written (the previous file is unchanged)."""
    if getattr(error, "winerror", None) in (5, 32, 33) or (
        sys.platform == "win32" and isinstance(error, PermissionError)
    ):  # Windows: the file is open in another program (Excel)
        why = "it is open in another program (close it there and try again)"
    elif error.errno == errno.ENOSPC:
        why = "the disk is full"
    elif error.errno == errno.EROFS:
        why = "the disk is read-only"
    elif error.errno in (errno.EACCES, errno.EPERM):
        why = "permission denied"
    elif error.errno == errno.EBUSY:
        why = "it is in use (open in another program?)"
    elif error.errno == errno.ENAMETOOLONG:
        why = "the file name is too long"
    else:
        why = error.strerror or str(error)
    kept = "the previous file is unchanged" if os.path.lexists(out) else "nothing was written"
    return OutputError(f"cannot write {out}: {why}; {kept}", field="out_path")


def write_files(files: dict[Path, bytes]) -> list[Path]:
    """Write several files atomically and together (``workbench.core.atomic``); OutputError
    naming the file that could not be written when they cannot be (the previous files kept:
    all of them, row D6)."""
    try:
        return write_atomic_set(files)
    except OSError as error:
        named = [out for out in files if str(out) == error.filename]
        out = named[0] if named else next(iter(files))
        if len(files) == 1:
            raise _write_error(out, error) from None
        one = _write_error(out, error)
        kept = (
            "the previous files are unchanged"
            if any(os.path.lexists(p) for p in files)
            else ("nothing was written")
        )
        text = str(one).rsplit("; ", 1)[0]
        raise OutputError(f"{text}; {kept}", field="out_path") from None


def write_file(out: Path, data: bytes) -> Path:
    """Write ``data`` to ``out`` atomically: a temporary file in the same folder, fsynced,
    then renamed over ``out``. A failure leaves the previous file (or none) untouched."""
    return write_files({Path(out): data})[0]


def sources_to_sites(sources: Any) -> tuple[str | None, list[tuple[str | None, Any]], str | None]:
    """(project name, [(site name, Scenario)], source file) from what ``write_report`` accepts."""
    from workbench.core.model import Scenario

    if isinstance(sources, str) and is_server_address(sources):  # a project on a server
        from workbench.core.inputs import load_sites
        from workbench.core.store.server_db import ServerAddress

        project, sites = load_sites(sources)
        return project, list(sites), ServerAddress.parse(sources).shown
    if isinstance(sources, str | Path):
        from workbench.core.inputs import load_sites

        path = Path(sources)
        if not path.exists():
            raise OutputError(f"{path}: no such file")
        if path.is_dir():
            raise OutputError(f"{path}: is a folder, not a scenario or project file")
        project, sites = load_sites(path)
        return project, list(sites), str(path)
    if isinstance(sources, Scenario):
        return None, [(None, sources)], None
    if hasattr(sources, "sites"):
        name = getattr(sources, "name", None)
        where = getattr(sources, "path", None)
        return name, [(s.name, s.scenario) for s in sources.sites], str(where) if where else None
    if isinstance(sources, Iterable):
        given: list[tuple[str | None, Any]] = []
        for item in sources:
            if isinstance(item, Scenario):
                given.append((None, item))
            elif isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Scenario):
                given.append((item[0], item[1]))
            elif hasattr(item, "scenario"):
                given.append((getattr(item, "name", None), item.scenario))
            else:
                raise OutputError(
                    f"cannot report on {type(item).__name__}: give scenarios or sites"
                )
        return None, given, None
    raise OutputError(
        f"cannot report on {type(sources).__name__}: give a file, a project or scenarios"
    )


def evaluate_sources(
    sources: Any,
    jurisdiction: str | None = None,
    as_of: date | None = None,
    host: Any = None,
    *,
    explained: bool = False,
) -> tuple[str | None, list[tuple[str | None, Any]], list[dict[str, Any]], str | None]:
    """Evaluate every site of ``sources``: (project, [(site, Scenario)], [doc], source file);
    ``explained``: with what would change each answer (``would_change``)."""
    from workbench.core.evaluate import InputError, evaluate_batch

    project, sites, source = sources_to_sites(sources)
    if not sites:
        raise OutputError(f"{source or 'project'}: has no sites")
    if host is None:
        from workbench.core.plugins.host import load_host

        host = load_host()
    if isinstance(as_of, str):
        try:
            as_of = parse_day(as_of)
        except ValueError as error:
            raise OutputError(f"as_of {error}", field="as_of") from None
    docs: list[Any] = evaluate_batch(
        host, [(scenario, jurisdiction) for _name, scenario in sites], as_of, explained=explained
    )
    for (name, _scenario), doc in zip(sites, docs, strict=True):
        if isinstance(doc, InputError):  # the first site with bad input, in the sites' order
            raise doc
        if name is not None:
            doc["site"] = name
        if project is not None:
            doc["project"] = project
        if source is not None:
            doc["source"] = source
    return project, sites, docs, source


def evaluate_file(
    path: str | Path, jurisdiction: str | None = None, as_of: date | None = None, host: Any = None
) -> list[dict[str, Any]]:
    """The evaluate documents of every site of a scenario or project file."""
    return evaluate_sources(path, jurisdiction, as_of, host)[2]


def doc_sources(docs: Any) -> list[str]:
    """The files evaluate documents were made from, and the rainfall record files they read
    (an output must never replace them: review row D5)."""
    files = []
    for doc in as_docs(docs):
        if not isinstance(doc, dict):
            continue
        if doc.get("source"):
            files.append(doc["source"])
        results = doc.get("results")
        for part in [doc, *(results if isinstance(results, list) else [])]:
            record = part.get("rainfall_record") if isinstance(part, dict) else None
            in_use = record.get("in_use") if isinstance(record, dict) else None
            if isinstance(in_use, dict) and isinstance(in_use.get("file"), str):
                files.append(in_use["file"])
    return files


def record_files(scenarios: Iterable[Any]) -> list[str]:
    """The rainfall record files ``scenarios`` name (``rainfall.record_csv``, resolved as
    evaluation resolves it), read or not: an output never replaces them (row D5)."""
    files = []
    for scenario in scenarios:
        name = getattr(getattr(scenario, "rainfall", None), "record_csv", None)
        if isinstance(name, str) and name and hasattr(scenario, "resolve_file"):
            try:
                files.append(scenario.resolve_file(name)[0])
            except (OSError, ValueError):
                continue
    return files


def site_label(doc: Evaluation | dict[str, Any]) -> str:
    """The site's name in a project, else the scenario's name."""
    if isinstance(doc, dict):  # a document not typed yet (the desktop's, older callers)
        return str(doc.get("site") or doc.get("scenario") or "(unnamed site)")
    return doc.site or doc.scenario or "(unnamed site)"


def format_citation(c: Citation | Extension) -> str:
    """``§ 13.52.040, lines 120-125: "quote" (source)``; externals say so."""
    if c.external:
        where = (c.section or "").strip()
        verify = " [verify]" if c.verify else ""
        return f"external: {c.source}{', ' + where if where else ''}: \u201c{c.quote}\u201d{verify}"
    section = f"\u00a7 {c.section}, " if c.section else ""
    lines = c.lines or []
    span = (
        f"lines {lines[0]}\u2013{lines[1]}"
        if len(lines) == 2 and lines[0] != lines[1]
        else (f"line {lines[0]}" if lines else "")
    )
    return f"{section}{span}: \u201c{c.quote}\u201d ({c.source})"


def citations_text(citations: Iterable[Citation]) -> str:
    return "\n".join(format_citation(c) for c in citations)


def parse_when_text(text: str) -> date | datetime:
    from workbench.core.model import parse_when

    return parse_when(text)


# --------------------------------------------------------------------------- public API
def write_report(
    sources: Any,
    out_path: str | Path,
    jurisdiction: str | None = None,
    as_of: date | None = None,
    **kwargs: Any,
) -> Any:  # ReportInfo (imported on use: the report loads Qt)
    from workbench.outputs.report import write_report as _write

    return _write(sources, out_path, jurisdiction, as_of, **kwargs)


def write_summary(
    sources: Any,
    out_path: str | Path,
    jurisdiction: str | None = None,
    as_of: date | None = None,
    **kwargs: Any,
) -> Any:  # SummaryInfo (imported on use: the summary loads Qt)
    from workbench.outputs.summary import write_summary as _write

    return _write(sources, out_path, jurisdiction, as_of, **kwargs)


def write_ics(docs: Any, out_path: str | Path, **kwargs: Any) -> int:
    from workbench.outputs.ics import write_ics as _write

    return _write(docs, out_path, **kwargs)


def write_xlsx(docs: Any, out_path: str | Path, **kwargs: Any) -> Path:
    from workbench.outputs.workbook import write_xlsx as _write

    return _write(docs, out_path, **kwargs)


def write_csv(docs: Any, out_path: str | Path, **kwargs: Any) -> list[Path]:
    from workbench.outputs.workbook import write_csv as _write

    return _write(docs, out_path, **kwargs)


def export_scenario(
    project_path: Any, site: Any = None, out_path: str | Path | None = None
) -> Path:
    from workbench.outputs.scenario_io import export_scenario as _export

    return _export(project_path, site, out_path)


def import_scenario(scenario_path: str | Path, project_path: str | Path) -> str:
    from workbench.outputs.scenario_io import import_scenario as _import

    return _import(scenario_path, project_path)
