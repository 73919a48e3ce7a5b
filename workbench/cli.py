"""The command line (CONTRACT.md). ``workbench`` alone opens the desktop; sub-commands never do.

Exit codes: 0 success; 2 bad input or usage, with one plain line on stderr; 1 internal error
(one line; the traceback only with ``WORKBENCH_DEBUG=1``).

Over 500 lines: every command's arguments and handler in one module, in the order of
``workbench --help``, with the work itself in the core and the outputs; several issues add
commands to it at once. Split it into one module per command group when that settles.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import traceback
from collections.abc import Callable, Iterator, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from workbench.core.inputs import load_sites, parse_day, workbench_version

if TYPE_CHECKING:  # imported on use, like the rest of the core
    from workbench.core.plugins.host import Host
    from workbench.core.results import Form

EXIT_OK, EXIT_INTERNAL, EXIT_INPUT = 0, 1, 2
KINDS = (
    "applicability",
    "classification",
    "deadline",
    "penalty",
    "sizing",
    "form",
    "discharge",
    "parameter",
    "vocabulary",
)


class UsageError(Exception):
    """Bad command-line input; one line for the user."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{self.prog}: {message}")


# --------------------------------------------------------------------------- helpers
def _host() -> Host:
    from workbench.core.plugins.host import load_host

    return load_host()


_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")  # keeps \t and \n
MAX_PENALTY_DAYS = 36_500  # the scenario format's limits for a violation (model.Violation)
MAX_PENALTY_VIOLATIONS = 1_000_000


def _stdout_is_utf8() -> bool:
    encoding = getattr(sys.stdout, "encoding", None) or "ascii"
    return encoding.replace("_", "-").lower() in ("utf-8", "utf8", "utf-8-sig")


def terminal_text(text: str) -> str:
    """``text`` without control characters (escape sequences, bells, NULs) except line breaks
    and tabs, so a name in a scenario can never drive the terminal."""
    return _CONTROL.sub("", text.replace("\r\n", "\n").replace("\r", "\n"))


def _write_out(text: str) -> None:
    """All of ``text`` to stdout at once, or nothing: characters the stream's encoding cannot
    hold (Windows cp1252 redirected to a file; a file name's undecodable bytes, review M3)
    become backslash escapes instead of an error. Standard output closed or full (review C6)
    is one line, exit 2."""
    stream = sys.stdout
    if stream is None:
        raise UsageError("cannot write the output: standard output is closed")
    encoding = getattr(stream, "encoding", None) or "utf-8"
    text = text.encode(encoding, "backslashreplace").decode(encoding)
    try:
        stream.write(text)
        stream.flush()
    except (OSError, ValueError) as error:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - no second error at exit
        why = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise UsageError(f"cannot write the output: {why}") from None


def _emit(data: Any, as_json: bool, text: str) -> None:
    if as_json:  # plain ASCII escapes when the output cannot hold every character
        ascii_only = not _stdout_is_utf8()
        _write_out(json.dumps(data, indent=2, ensure_ascii=ascii_only, default=str) + "\n")
    else:
        _write_out(terminal_text(text.rstrip("\n")) + "\n")


def _date(text: str, option: str = "--as-of") -> date:
    """A day given on the command line; a bad one is a UsageError naming ``option``."""
    try:
        return parse_day(text)
    except ValueError as error:
        raise UsageError(f"{option}: {error}") from None


def _cites(citations: list[dict[str, Any]]) -> str:
    parts = []
    for c in citations:
        where = f"lines {c['lines'][0]}-{c['lines'][1]}" if c.get("lines") else "external"
        parts.append(f'{c.get("section") or c["source"]} {where}: "{c["quote"]}"')
    return "; ".join(parts)


# --------------------------------------------------------------------------- commands
def cmd_plugins(args: argparse.Namespace) -> int:
    host = _host()
    data = [r.to_json() for r in host.records.values()]
    lines = [
        f"{d['name']:<12} {d['status']:<9} {d['jurisdiction_name'] or '-'}  "
        f"{d['ordinance'] or ''}  "
        f"plugin {d['plugin_version'] or '-'} ruleset {d['ruleset_version'] or '-'}"
        + (f"\n             error: {d['error']}" if d["error"] else "")
        for d in data
    ]
    _emit(data, args.json, "\n".join(lines) or "no plugins found")
    return EXIT_OK


def _describe(kind: str, item: Any) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "id": item.id,
        "kind": kind,
        "title": getattr(item, "title", getattr(item, "label", "")),
    }
    if kind == "applicability":
        entry["category"] = item.category
    if getattr(item, "gated_by", ()):
        entry["gated_by"] = list(item.gated_by)
    if kind == "deadline":
        entry.update(
            trigger=item.trigger,
            amount=item.amount,
            unit=item.unit,
            direction=item.direction,
            deadline_kind=item.kind,
            inclusive_end=item.inclusive_end,
        )
    if kind == "form" and item.checks:
        entry["checks"] = [
            {"id": c.id, "title": c.title, "fields": list(c.fields)} for c in item.checks
        ]
    if kind == "penalty":
        entry.update(basis=item.basis, max_usd=item.max_usd, per=item.per)
    if kind == "discharge":
        entry.update(status=item.status, conditions=list(item.conditions))
    if kind == "parameter":
        entry.update(value=item.value, unit=item.unit)
    entry["citations"] = [c.to_json() for c in getattr(item, "citations", ())]
    return entry


def cmd_rules(args: argparse.Namespace) -> int:
    host = _host()
    try:
        host.jurisdiction(args.jurisdiction)
    except KeyError as error:
        raise UsageError(f"--jurisdiction: {error.args[0]}") from None
    # the vocabulary (terms, some without citations) only when asked for
    kinds = [args.kind] if args.kind else [k for k in KINDS if k != "vocabulary"]
    data = [
        _describe(kind, item)
        for kind in kinds
        if kind != "vocabulary"
        for item in host.descriptors(args.jurisdiction, kind)
    ]
    if "vocabulary" in kinds:  # the city's terms and how they read in the core vocabulary
        data += host.terms().listing(args.jurisdiction)
    if args.json:
        _emit(data, True, "")
        return EXIT_OK
    lines = [f"{d['kind']:<13} {d['id']:<40} {d['title']}" for d in data]
    vocab = host.vocabulary(args.jurisdiction)
    for key, labels in vocab.items():
        if labels:
            lines.append(f"\n{key} kinds: " + ", ".join(sorted(labels)))
    _emit(data, False, "\n".join(lines))
    return EXIT_OK


def _evaluate_text(doc: dict[str, Any], host: Any = None) -> str:
    """The human-readable evaluation: the reader's view (``core.reader``) of each result,
    laid out as lines; rule texts name ids by their labels; ``--json`` keeps the ids."""
    from workbench.core.reader import view
    from workbench.core.results import Evaluation

    evaluation = Evaluation.from_json(doc)
    out = [f"Scenario: {evaluation.scenario or '(unnamed)'}"]
    for r in view(evaluation, host):
        out.append(f"\n== {r.heading}")
        out += [f"  note: {note}" for note in r.notes]
        out += [f"  override: {line}" for line in r.overrides]
        if r.classifications:
            out.append("  Classifications:")
            for c in r.classifications:
                out += _item_lines(c)
        if r.findings:
            out.append("  Findings:")
            for f in r.findings:
                out += _item_lines(f)
        out += _sizing_lines(r.sizing)
        out += _deadline_lines(r.deadlines, r.left_out)
        out += _penalty_lines(r.penalties)
        out += [f"  {'' if line.startswith(' ') else 'form '}{line}" for line in r.forms]
        if r.record is not None:
            out.append(f"  Rainfall record {r.record.name}:")
            out += [f"      {line}" for line in r.record.lines]
            out += [f"      ! {w}" for w in r.record.warnings]
    return "\n".join(out)


def _explain_text(doc: dict[str, Any]) -> str:
    """``evaluate --explain``: per city, what would change each answer (``would_change``:
    the single-fact changes that flip a finding's, classification's or gated sizing tool's
    status, each checked by evaluating again), one line per change."""
    out: list[str] = []
    for r in doc["results"]:
        out.append(f"\n== What would change these answers: {r['jurisdiction_name']}")
        items = [
            *((f"[{f['status']}] {f['title']}", f) for f in r["findings"]),
            *((f"classification [{c['status']}] {c['title']}", c) for c in r["classifications"]),
            *((f"sizing [required: {s['required']}] {s['title']}", s) for s in r["sizing"]),
        ]
        for head, item in items:
            changes = item.get("would_change")
            if changes is None:
                continue
            out.append(f"  {head}")
            if not changes:
                out.append("      no single change of a fact the rule compares flips it")
            out += [f"      -> {change['text']}" for change in changes]
    return "\n".join(out)


def _item_lines(item: Any) -> list[str]:
    """A finding or classification: status, why (each reason once), flags, missing, cites."""
    about = f" ({item.category})" if item.category else ""
    lines = [f"    [{item.status_words}] {item.title}{about}"]
    lines += [f"      - {reason}" for reason in item.reasons]
    if item.follows:
        lines.append(f"      - follows the classification(s): {'; '.join(item.follows)}")
    lines += [f"      ! {flag}" for flag in item.flags]
    if item.missing:
        lines.append(f"      missing: {'; '.join(item.missing)}")
    lines.append(f"      cites {'; '.join(item.citations)}")
    return lines


def _sizing_lines(tools: Sequence[Any]) -> list[str]:
    lines = ["  Sizing:"] if tools else []
    for s in tools:
        shown = s.status_words if s.required == "yes" else s.required_words
        lines.append(f"    [{shown}] {s.title}")
        if s.required != "yes":
            lines.append(f"      computed anyway ({s.status_words}), for reference")
        lines += [f"      = {figure}" for figure in s.figures]
        lines += [f"      {step}" for step in s.steps]
        lines += [f"      check {c.text}" for c in s.checks]
        lines += [f"      ! {w}" for w in s.warnings]
        lines.append(f"      cites {'; '.join(s.citations)}")
    return lines


def _deadline_lines(deadlines: Sequence[Any], left_out: Sequence[Any]) -> list[str]:
    lines = ["  Deadlines:"] if deadlines or left_out else []
    for d in deadlines:
        lines.append(f"    {d.kind} {d.date} [{d.status}] {d.title} ({d.counting} {d.trigger_at})")
        if d.condition:
            lines.append(f"      conditional: {d.condition}")
        if d.extended:  # CCP 12a (issue 21)
            lines.append(f"      extended to {d.extended}: {d.extension_step}")
        if d.responsible:
            lines.append(f"      responsible: {d.responsible}")
        lines += [f"      note: {n}" for n in d.notes]
        lines += [f"      ! {f}" for f in d.flags]
        lines.append(f"      cites {'; '.join(d.citations)}")
    for d in left_out:
        lines.append(f"    left out (not required): {d.title} ({d.trigger}): {d.reason}")
    return lines


def _penalty_lines(penalties: Sequence[Any]) -> list[str]:
    lines = ["  Penalties:"] if penalties else []
    for p in penalties:
        lines.append(f"    [{p.basis}] {p.title}: {p.amount}")
        lines += [f"      {line}" for line in p.arithmetic]
        lines += [f"      ! {caveat}" for caveat in p.caveats]
        lines.append(f"      cites {'; '.join(p.citations)}")
    return lines


def _form_lines(form: Form, indent: str = "  ") -> list[str]:
    """A checked form: complete or not, its field problems, its own checks' warnings."""
    from workbench.core.reader import cite_text

    state = "complete" if form.complete else "incomplete"
    required = (
        ", optional" if form.optional else ", not required here" if form.required == "no" else ""
    )
    lines = [f"{indent}form [{state}{required}] {form.title} ({form.form_id})"]
    lines += [f"{indent}    - {fid}: {problem}" for fid, problem in form.problems.items()]
    lines += [
        f"{indent}    ! {w.message} (cites {'; '.join(cite_text(c) for c in w.citations)})"
        for w in form.warnings or []
    ]
    return lines


def cmd_form(args: argparse.Namespace) -> int:
    """The saved form ``--form CITY.FORM`` of each site of FILE that has it: complete or not,
    the field problems, and the warnings of the form's own checks (timing, consistency)."""
    from workbench.core.evaluate import evaluate
    from workbench.core.results import Evaluation

    jid, _, form_id = args.form.partition(".")
    host = _host()
    try:
        host.jurisdiction(jid)
    except KeyError as error:
        raise UsageError(
            f"--form: {error.args[0]} (write CITY.FORM, e.g. soledad.notc_amendment)"
        ) from None
    if host.descriptor(jid, "form", form_id) is None:
        known = ", ".join(f"{jid}.{f.id}" for f in host.descriptors(jid, "form"))
        raise UsageError(f"--form: {jid} has no form {form_id!r} (known: {known})")
    as_of = _date(args.as_of) if args.as_of is not None else None
    project, sites = load_sites(args.file)
    checked: list[tuple[str | None, Form]] = []
    for name, scenario in sites:
        if args.form not in scenario.forms:
            continue
        doc = _per_site(name, lambda s=scenario: evaluate(host, s, jid, as_of))
        forms = Evaluation.from_json(doc).results[0].forms
        checked.append((name, next(f for f in forms if f.form_id == form_id)))
    if not checked:
        raise UsageError(
            f"{_shown(args.file)}: no site has the form {args.form} saved (in its forms)"
        )
    text = "\n".join(
        (f"{name}:\n" if project is not None else "") + "\n".join(_form_lines(form, indent=""))
        for name, form in checked
    )
    entries = [
        {"site": name, **form.to_json()} if project is not None else form.to_json()
        for name, form in checked
    ]
    data = {"project": project, "forms": entries} if project is not None else entries[0]
    _emit(data, args.json, text)
    return EXIT_OK


def _per_site(name: str | None, run: Any) -> Any:
    """Run one site's work; in a project, a bad-input error names the site it came from."""
    from workbench.core.evaluate import InputError

    try:
        return run()
    except InputError as error:
        raise _site_error(name, error) from None


def _site_error(name: str | None, error: Exception) -> Exception:
    """A site's bad-input error, naming the site when it belongs to a project."""
    from workbench.core.evaluate import InputError

    return error if name is None else InputError(f"site {name!r}: {error}")


def cmd_evaluate(args: argparse.Namespace) -> int:
    progress = _progress_printer(args.progress)
    from workbench.core.evaluate import InputError, evaluate_each

    as_of = _date(args.as_of) if args.as_of is not None else None
    project, sites = load_sites(args.file)
    host = _host()
    batch = [(scenario, args.jurisdiction) for _name, scenario in sites]
    explained = bool(getattr(args, "explain", False))
    if project is not None and args.json:
        each = evaluate_each(host, batch, as_of, explained=explained)
        _project_json(project, sites, each, progress)
        return EXIT_OK
    docs: list[Any] = [None] * len(batch)
    every = max(1, len(batch) // 100)  # at most about a hundred progress lines on stderr
    each = evaluate_each(host, batch, as_of, explained=explained)
    for done, (index, doc) in enumerate(each, start=1):
        docs[index] = doc
        if project is not None and (done % every == 0 or done == len(batch)):
            progress(done, len(batch), "sites evaluated")
    for (name, _scenario), doc in zip(sites, docs, strict=True):
        if isinstance(doc, InputError):  # the first site with bad input, in the project's order
            raise _site_error(name, doc) from None

    def text(d: dict[str, Any]) -> str:
        return _evaluate_text(d, host) + (f"\n{_explain_text(d)}" if explained else "")

    if project is None:  # --json never builds the text (issue 37)
        _emit(docs[0], args.json, "" if args.json else text(docs[0]))
    else:
        for (name, _), doc in zip(sites, docs, strict=True):
            doc["site"] = name
        joined = "" if args.json else "\n\n".join(map(text, docs))
        _emit({"project": project, "sites": docs}, args.json, joined)
    return EXIT_OK


def _project_json(
    project: str,
    sites: Sequence[tuple[str | None, Any]],
    documents: Iterator[tuple[int, Any]],
    progress: Callable[[int, int, str], None],
) -> None:
    """``evaluate --json`` of a project, streamed: the same bytes as ``_emit`` of
    ``{"project", "sites"}`` without holding every document (4.7 GB for 5,000 sites). Each
    document, as it comes (city by city), is written as its indented JSON to an unnamed
    temporary file; once every site is evaluated and none had bad input (else nothing is
    written, as before), the texts are copied to stdout in the project's order."""
    import tempfile

    from workbench.core.evaluate import InputError

    ascii_only = not _stdout_is_utf8()
    spans: list[tuple[int, int]] = [(0, 0)] * len(sites)
    first_bad: tuple[int, Exception] | None = None
    every = max(1, len(sites) // 100)  # at most about a hundred progress lines on stderr
    with tempfile.TemporaryFile() as spool:
        for done, (index, doc) in enumerate(documents, start=1):
            if isinstance(doc, InputError):
                if first_bad is None or index < first_bad[0]:
                    first_bad = (index, doc)
            else:
                doc["site"] = sites[index][0]
                text = json.dumps(doc, indent=2, ensure_ascii=ascii_only, default=str)
                data = "\n".join("    " + line for line in text.split("\n")).encode("utf-8")
                spans[index] = (spool.tell(), len(data))
                spool.write(data)
            if done % every == 0 or done == len(sites):
                progress(done, len(sites), "sites evaluated")
        if first_bad is not None:  # the first site with bad input, in the project's order
            raise _site_error(sites[first_bad[0]][0], first_bad[1]) from None
        name = json.dumps(project, ensure_ascii=ascii_only, default=str)
        _write_out(f'{{\n  "project": {name},\n  "sites": [' + ("" if sites else "]\n}\n"))
        for number, (start, length) in enumerate(spans):
            spool.seek(start)
            text = spool.read(length).decode("utf-8")
            ending = "\n  ]\n}\n" if number == len(spans) - 1 else ","
            _write_out(f"\n{text}{ending}")


def cmd_compare(args: argparse.Namespace) -> int:
    from workbench.core.compare import compare

    project, sites = load_sites(args.file)
    host = _host()
    explained = bool(getattr(args, "explain", False))
    docs = [
        _per_site(name, lambda s=scenario: compare(host, s, explained=explained))
        for name, scenario in sites
    ]
    lines = []
    for doc in docs:
        lines.append(
            f"Scenario: {doc['scenario']}\n{'category':<32}"
            + "".join(f"{j:<16}" for j in doc["jurisdictions"])
        )
        for row in doc["categories"]:
            cells = "".join(
                f"{_compare_cell(row['by_jurisdiction'][j]):<16}" for j in doc["jurisdictions"]
            )
            mark = ""
            if row["differs"]:
                mark = (
                    "  <- differs (vocabulary only)" if row["vocabulary_only"] else "  <- differs"
                )
            lines.append(f"{row['category']:<32}{cells}{mark}")
            lines += _nearest_lines(row, doc["jurisdictions"])
        notes = [f"  {j}: {n}" for j, ns in doc.get("notes", {}).items() for n in ns]
        if notes:
            lines.append("* open only because the site's terms are not that city's own; notes:")
            lines.extend(notes)
    data = docs[0] if project is None else {"project": project, "sites": docs}
    _emit(data, args.json, "\n".join(lines))
    return EXIT_OK


def _nearest_lines(row: dict[str, Any], jids: list[str]) -> list[str]:
    """``compare --explain``: under a category, each city's nearest thresholds, side by side
    (one line per city)."""
    lines = []
    for jid in jids:
        cell = row["by_jurisdiction"][jid]
        if not cell or "nearest" not in cell:
            continue
        told = "; ".join(f"{n['finding']}: {n['text']}" for n in cell["nearest"])
        lines.append(f"    {jid:<14} nearest: {told or 'no area threshold flips it'}")
    return lines


def _compare_cell(cell: dict[str, Any] | None) -> str:
    if not cell:
        return "-"
    return str(cell["status"]) + ("*" if cell.get("notes") else "")


def _days(texts: list[str], option: str) -> list[date]:
    """ISO dates given to a repeatable option; UsageError naming the option."""
    days = []
    for text in texts:
        try:
            days.append(date.fromisoformat(text))
        except ValueError:
            raise UsageError(f"{option}: {text!r} is not a date (write YYYY-MM-DD)") from None
    return days


def cmd_deadline(args: argparse.Namespace) -> int:
    from workbench.core.calendar import (
        WorkCalendar,
        compute_due,
        deadline_extension,
        local_time_exists,
    )
    from workbench.core.model import format_when, parse_when

    host = _host()
    try:
        jurisdiction = host.jurisdiction(args.jurisdiction)
    except KeyError as error:
        raise UsageError(f"--jurisdiction: {error.args[0]}") from None
    rule = host.descriptor(args.jurisdiction, "deadline", args.rule)
    if rule is None:
        known = ", ".join(r.id for r in host.descriptors(args.jurisdiction, "deadline"))
        raise UsageError(
            f"--rule: unknown deadline rule {args.rule!r} for {args.jurisdiction} (known: {known})"
        )
    try:
        start = parse_when(args.from_)
    except ValueError as error:
        raise UsageError(f"--from: {error}") from None
    if isinstance(start, datetime) and not local_time_exists(start):
        raise UsageError(
            f"--from: {args.from_} does not exist in Los Angeles "
            "(the clocks jump from 02:00 to 03:00)"
        )
    from workbench.core.evaluate import InputError, check_fixed_dates

    try:
        check_fixed_dates(host, args.jurisdiction, rule.trigger, start, "--from")
    except InputError as error:
        raise UsageError(str(error)) from None
    closures = [date.fromisoformat(d) for d in jurisdiction.closures]
    closures += _days(args.closure, "--closure")  # as a scenario's closures and open_days
    cal = WorkCalendar(
        closures=closures,
        open_days=_days(args.open_day, "--open-day"),
        holiday_list=jurisdiction.holiday_list,  # as evaluate.site_calendar
    )
    try:
        due = compute_due(
            rule.amount,
            rule.unit,
            start,
            cal,
            direction=rule.direction,
            roll_forward=rule.roll_forward,
            inclusive_end=rule.inclusive_end,
        )
    except ValueError as error:  # a year the pinned holiday list does not cover
        raise UsageError(f"--from: {error}") from None
    retention = rule.kind == "retention"  # a keep-until date never moves (not a last day to act)
    extension = (
        {} if retention else deadline_extension(due.due, rule.unit, rule.direction, closures)
    )
    data = {
        "rule_id": rule.id,
        "title": rule.title,
        "due": format_when(due.due),
        "from": format_when(start),
        "unit": rule.unit,
        "amount": rule.amount,
        "direction": rule.direction,
        "kind": rule.kind,
        "inclusive_end": rule.inclusive_end,
        "citations": [c.to_json() for c in rule.citations],
        "notes": ([rule.notes] if rule.notes else []) + list(due.notes) + list(rule.flags),
        "steps": list(due.steps),
        **extension,
    }
    extended = (
        f"  extended_due {extension['extended_due']}: {extension['extension']['step']}\n"
        f"  {extension['extension']['use']}\n"
        if extension
        else ""
    )
    text = (
        f"{rule.title}\n  {'keep until' if retention else 'due'} {data['due']} "
        f"({rule.amount} {rule.unit} {rule.direction} {data['from']}"
        f"{', the start day counted' if rule.inclusive_end else ''})\n"
        + extended
        + "".join(f"  {s}\n" for s in due.steps)
        + "".join(f"  note: {n}\n" for n in data["notes"])
        + f"  cites {_cites(data['citations'])}"
    )
    _emit(data, args.json, text)
    return EXIT_OK


def cmd_penalty(args: argparse.Namespace) -> int:
    from workbench.core.penalties import estimate

    host = _host()
    try:
        host.jurisdiction(args.jurisdiction)
    except KeyError as error:
        raise UsageError(f"--jurisdiction: {error.args[0]}") from None
    if args.violations < 1 or args.days < 1:
        raise UsageError("--violations and --days must be at least 1")
    if args.days > MAX_PENALTY_DAYS:
        raise UsageError(f"--days: at most {MAX_PENALTY_DAYS:,} (100 years; got {args.days:,})")
    if args.violations > MAX_PENALTY_VIOLATIONS:
        raise UsageError(
            f"--violations: at most {MAX_PENALTY_VIOLATIONS:,} (got {args.violations:,})"
        )
    schedules = host.descriptors(args.jurisdiction, "penalty")
    if args.rule:
        schedules = [s for s in schedules if s.id == args.rule]
        if not schedules:
            raise UsageError(
                f"--rule: unknown penalty schedule {args.rule!r} for {args.jurisdiction}"
            )
    exposures = [estimate(schedule, args.violations, args.days) for schedule in schedules]
    data = [
        {
            "rule_id": e.schedule_id,
            "title": e.title,
            "basis": e.basis,
            "max_usd": e.max_usd,
            "imprisonment": e.imprisonment,
            "notes": e.notes,
            "arithmetic": list(e.arithmetic),
            "factors": list(e.factors),
            "flags": list(e.flags),
            "citations": [c.to_json() for c in e.citations],
        }
        for e in exposures
    ]
    lines = []
    for e in exposures:  # every caveat, as evaluate's text tells it (Livingston #8)
        amount = (
            "amount not stated in the ordinance"
            if e.max_usd is None
            else f"up to ${e.max_usd:,.2f}"
        )
        lines.append(
            f"[{e.basis}] {e.title}: {amount}"
            + (f"; imprisonment {e.imprisonment}" if e.imprisonment else "")
        )
        lines += [f"    {a}" for a in e.arithmetic]
        lines += [f"    note: {e.notes}"] if e.notes else []
        lines += [f"    ! {flag}" for flag in dict.fromkeys(e.flags)]
        lines += ["    the court weighs: " + "; ".join(e.factors)] if e.factors else []
    _emit(data, args.json, "\n".join(lines))
    return EXIT_OK


def cmd_check_citations(args: argparse.Namespace) -> int:
    from workbench.core.citations import check_all
    from workbench.core.paths import ordinance_dir

    folder = Path(args.ordinance_dir) if args.ordinance_dir else None
    if folder is not None and not folder.is_dir():
        what = "is not a folder" if folder.exists() else "does not exist"
        raise UsageError(f"--ordinance-dir: {folder} {what}")
    host = _host()
    checked, externals, problems = check_all(host, folder)
    data = {
        "ordinance_dir": str(folder or ordinance_dir()),
        "checked": checked,
        "external": externals,
        "problems": [str(p) for p in problems],
        "ok": not problems,
    }
    text = "\n".join(
        [
            *(f"FAIL {p}" for p in problems),
            f"{checked} ordinance citations checked against {data['ordinance_dir']}, "
            f"{len(problems)} problem(s); {externals} external citations "
            "(not in the ordinance, marked)",
        ]
    )
    _emit(data, args.json, text)
    return EXIT_INTERNAL if problems else EXIT_OK


def _say(text: str) -> None:
    _write_out(terminal_text(text) + "\n")


def _output_error(error: Exception, flags: dict[str, str]) -> UsageError:
    """An outputs or rainfall error as a UsageError, its ``field`` named by this command's flag."""
    flag = flags.get(getattr(error, "field", None) or "")
    return UsageError(f"{flag}: {error}" if flag else str(error))


def _progress_printer(lines: bool) -> Callable[[int, int, str], None]:
    """Progress of a long command on stderr (``[3/1000] wrote Site 3``), per site: with
    ``--progress`` (``lines``) one line each; on a terminal one line rewritten in place;
    otherwise nothing, so that a script's stderr stays the one line of a refusal."""
    terminal = sys.stderr.isatty()

    def show(done: int, total: int, what: str) -> None:
        if total <= 1 or not (lines or terminal):
            return
        if lines:
            sys.stderr.write(f"[{done}/{total}] {what}\n")
        else:
            end = "\n" if done == total else ""
            sys.stderr.write(f"\r\x1b[K[{done}/{total}] {what[:60]}{end}")
        sys.stderr.flush()

    return show


def cmd_report(args: argparse.Namespace) -> int:
    progress = _progress_printer(args.progress)
    from workbench.outputs import OutputError, check_out_path
    from workbench.outputs.report import write_report

    as_of = _date(args.as_of) if args.as_of is not None else None
    try:
        check_out_path(args.out, [args.file])
        info: Any
        if args.summary:
            from workbench.outputs.summary import write_summary

            info = write_summary(
                args.file, args.out, args.jurisdiction or None, as_of, progress=progress
            )
        else:
            info = write_report(
                args.file, args.out, args.jurisdiction or None, as_of, progress=progress
            )
    except OutputError as error:
        raise _output_error(error, {"out_path": "--out"}) from None
    _say(f"wrote {args.out} ({info.pages} pages)")
    return EXIT_OK


def cmd_export(args: argparse.Namespace) -> int:
    from workbench.outputs import OutputError, check_out_path, evaluate_file

    option, target = next(
        (f"--{k}", getattr(args, k))
        for k in ("ics", "xlsx", "csv", "scenario")
        if getattr(args, k) is not None
    )
    flags = {"out_path": option, "site": "--site", "as_of": "--as-of"}
    if args.site and option != "--scenario":
        raise UsageError("--site: only used with --scenario (other exports cover every site)")
    try:
        if option == "--scenario":
            from workbench.outputs.scenario_io import export_scenario

            _say(f"wrote {export_scenario(args.file, args.site, target)}")
            return EXIT_OK
        out = check_out_path(target, [args.file])
        as_of = _date(args.as_of) if args.as_of is not None else None
        docs = evaluate_file(args.file, args.jurisdiction or None, as_of)
        if option == "--ics":
            from workbench.outputs.ics import write_ics

            count = write_ics(docs, out, host=_host())
            _say(f"wrote {out} ({count} event{'s' if count != 1 else ''})")
        elif option == "--xlsx":
            from workbench.outputs.workbook import write_xlsx

            _say(f"wrote {write_xlsx(docs, out, host=_host())}")
        else:
            from workbench.outputs.workbook import write_csv

            for path in write_csv(docs, out, host=_host()):
                _say(f"wrote {path}")
    except OutputError as error:
        raise _output_error(error, flags) from None
    return EXIT_OK


def cmd_import(args: argparse.Namespace) -> int:
    from workbench.outputs import OutputError
    from workbench.outputs.scenario_io import import_scenario

    try:
        site_id = import_scenario(args.file, args.project)
    except OutputError as error:
        raise _output_error(error, {"project_path": "--project"}) from None
    _say(f"added site {site_id} to {_shown(args.project)}")
    return EXIT_OK


def _shown(where: str) -> str:
    """A project's place for a message: an address without user, password or options."""
    from workbench.core.store import is_server_address

    if is_server_address(where):
        from workbench.core.store.server_db import ServerAddress

        return ServerAddress.parse(where).shown
    return where


def cmd_project(args: argparse.Namespace) -> int:
    """``workbench project copy SOURCE TARGET``: a project between a file and a server
    (``postgresql://HOST/DATABASE/PROJECT``), either way; never over a non-empty target."""
    from workbench.core.store import copy_project

    count = copy_project(args.source, args.target)
    plural = "s" if count != 1 else ""
    _say(f"copied {_shown(args.source)} to {_shown(args.target)} ({count} site{plural})")
    return EXIT_OK


def cmd_screenshot(args: argparse.Namespace) -> int:
    from workbench.ui.screenshot import run

    out = Path(args.out)
    if str(args.out).strip() == "":
        raise UsageError("--out: give a folder for the screenshots")
    if out.exists() and not out.is_dir():
        raise UsageError(f"--out: {out} is a file; give a folder for the screenshots")
    try:  # a folder that cannot be made (under /proc, read-only) is one line (review C5)
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"--out: {out} cannot be made ({error.strerror or error})") from None

    return run(args)


#: the rainfall functions' arguments (RecordError.field) -> the options that give them
RAINFALL_OPTIONS = {
    "out": "--out",
    "name": "--name",
    "units": "--units",
    "accumulation": "--accumulation",
    "overlap": "--overlap",
    "source_tz": "--source-tz",
    "lst_offset": "--lst-offset",
    "station": "--station",
    "min_years": "--min-years",
    "min_completeness": "--min-completeness",
}


def cmd_rainfall(args: argparse.Namespace) -> int:
    """``workbench rainfall import|report|extract`` (workbench.core.rainfall.files)."""
    from workbench.core.rainfall import RecordError, report_text
    from workbench.core.rainfall.base import Options
    from workbench.core.rainfall.files import (
        extract_record,
        file_report,
        import_record,
        restore_records,
    )

    if args.action == "extract" and (args.name is None) != (args.out is None):
        raise UsageError("workbench rainfall extract: give --name and --out together, or neither")
    try:
        options = Options(
            units=getattr(args, "units", None),
            accumulation=getattr(args, "accumulation", "spread"),
            overlap=getattr(args, "overlap", "refuse"),
            source_tz=getattr(args, "source_tz", None),
            lst_offset=getattr(args, "lst_offset", None),
            station=getattr(args, "station", None),
        )
        if args.action == "import":
            data = import_record(args.files, args.out, options, args.project, args.name)
            text = report_text(data) + f"\nwritten: {data['record']} (sha256 {data['sha256']})"
            if args.project:
                data["project"] = _shown(args.project)  # an address without its user
                text += f"\nstored in {data['project']} as {data['stored_as']!r}"
        elif args.action == "report":
            data = file_report(args.file, args.min_years, args.min_completeness, options)
            text = report_text(data)
        elif args.out:
            data = extract_record(args.project, args.name, args.out)
            text = f"written: {data['record']} (sha256 {data['sha256']})"
        else:
            data = restore_records(args.project)
            text = (
                "\n".join(
                    f"{'written' if r['written'] else 'already there'}: {r['file']}"
                    for r in data["records"]
                )
                or f"{args.project} keeps no rainfall record"
            )
    except RecordError as error:
        raise _output_error(error, RAINFALL_OPTIONS) from None
    _emit(data, args.json, text)
    return EXIT_OK


def _add_rainfall_parser(sub: Any) -> None:
    p = sub.add_parser("rainfall", help="import hourly rainfall records; report on one")
    actions = p.add_subparsers(dest="action", parser_class=_Parser, required=True)
    i = actions.add_parser("import", help="NCEI, IEM, CIMIS or workbench files -> one record")
    i.add_argument("files", nargs="+")
    i.add_argument("--out", required=True, help="the record CSV to write")
    i.add_argument("--project", help="also keep the record in this project file")
    i.add_argument("--name", help="its name in the project (default: the --out file name)")
    r = actions.add_parser("report", help="station, period, completeness, gaps of a record")
    r.add_argument("file")
    for q in (i, r):
        q.add_argument("--units", choices=("in", "mm", "hundredths_in", "tenths_mm"))
        q.add_argument("--accumulation", choices=("spread", "single"), default="spread")
        q.add_argument("--source-tz", help="time zone of IEM times: UTC, UTC-08:00, IANA name")
        q.add_argument("--lst-offset", type=float, help="station local standard time, h from UTC")
        q.add_argument("--overlap", choices=("refuse", "first"), default="refuse")
        q.add_argument("--station", help="take only this station of a multi-station file")
    i.add_argument("--json", action="store_true")
    r.add_argument("--min-years", type=float, default=10.0)
    r.add_argument("--min-completeness", type=float, default=0.90)
    r.add_argument("--json", action="store_true")
    e = actions.add_parser(
        "extract", help="write records kept in a project back to files (all beside it, or one)"
    )
    e.add_argument("project")
    e.add_argument("--name", help="with --out: the one record to write")
    e.add_argument("--out", help="with --name: the file to write it to")
    e.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rainfall)


# --------------------------------------------------------------------------- parser
def _record_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--record",
        action="append",
        default=[],
        metavar="FILE",
        help="a rainfall record you choose: the scenario may name it by an absolute path "
        "outside its folder (otherwise refused)",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="workbench", description="Stormwater Compliance Workbench")
    parser.add_argument("--version", action="version", version=f"workbench {workbench_version()}")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    p = sub.add_parser("plugins", help="loaded plugins and their status")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_plugins)

    p = sub.add_parser("rules", help="every descriptor of a city")
    p.add_argument("--jurisdiction", required=True)
    p.add_argument("--kind", choices=KINDS)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_rules)

    p = sub.add_parser(
        "evaluate", help="findings, sizing, deadlines and penalties of a scenario or project"
    )
    p.add_argument("file")
    _record_option(p)
    p.add_argument("--jurisdiction")
    p.add_argument("--as-of")
    p.add_argument("--json", action="store_true")
    p.add_argument("--progress", action="store_true", help="progress lines on stderr")
    p.add_argument(
        "--explain",
        action="store_true",
        help="what would change each answer (would_change; evaluates again per candidate)",
    )
    p.set_defaults(func=cmd_evaluate)

    p = sub.add_parser(
        "form", help="a saved form: complete or not, field problems, its own checks' warnings"
    )
    p.add_argument("file")
    p.add_argument("--form", required=True, help="CITY.FORM, e.g. soledad.notc_amendment")
    p.add_argument("--as-of")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_form)

    p = sub.add_parser("compare", help="one site under every jurisdiction, side by side")
    p.add_argument(
        "--explain", action="store_true", help="each city's nearest thresholds (would_change)"
    )
    p.add_argument("file")
    _record_option(p)
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser("deadline", help="the due date of one deadline rule")
    p.add_argument("--jurisdiction", required=True)
    p.add_argument("--rule", required=True)
    p.add_argument("--from", dest="from_", required=True)
    p.add_argument(
        "--closure", action="append", default=[], metavar="DATE", help="a day the city is closed"
    )
    p.add_argument(
        "--open-day",
        action="append",
        default=[],
        metavar="DATE",
        help="a listed holiday on which the city is open",
    )
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_deadline)

    p = sub.add_parser("penalty", help="maximum exposure under each penalty schedule")
    p.add_argument("--jurisdiction", required=True)
    p.add_argument("--violations", type=int, required=True)
    p.add_argument("--days", type=int, required=True)
    p.add_argument("--rule")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_penalty)

    p = sub.add_parser("check-citations", help="verify every citation against the ordinance text")
    p.add_argument("--ordinance-dir")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_check_citations)

    p = sub.add_parser("report", help="compliance report (PDF) of a scenario or project")
    p.add_argument("file")
    _record_option(p)
    p.add_argument("--out", required=True)
    p.add_argument("--jurisdiction")
    p.add_argument("--as-of")
    p.add_argument(
        "--summary", action="store_true", help="the plan-check summary (at most 3 pages a site)"
    )
    p.add_argument("--progress", action="store_true", help="a progress line per site on stderr")
    p.set_defaults(func=cmd_report)

    p = sub.add_parser(
        "export", help="deadlines as .ics; results as .xlsx or .csv; a project site as a scenario"
    )
    p.add_argument("file")
    _record_option(p)
    group = p.add_mutually_exclusive_group(required=True)
    group.add_argument("--ics")
    group.add_argument("--xlsx")
    group.add_argument("--csv")
    group.add_argument("--scenario")
    p.add_argument("--site", help="with --scenario from a project: the site name or id")
    p.add_argument("--jurisdiction")
    p.add_argument("--as-of")
    p.set_defaults(func=cmd_export)

    p = sub.add_parser("import", help="add a scenario to a project file as a site")
    p.add_argument("file")
    p.add_argument("--project", required=True)
    p.set_defaults(func=cmd_import)

    _add_rainfall_parser(sub)

    p = sub.add_parser("project", help="copy a project between a file and a PostgreSQL server")
    actions = p.add_subparsers(dest="action", parser_class=_Parser, required=True)
    c = actions.add_parser(
        "copy", help="SOURCE to TARGET: .swproj files or postgresql://HOST/DATABASE/PROJECT"
    )
    c.add_argument("source")
    c.add_argument("target", help="must be empty: a new file, or a project name not in use")
    p.set_defaults(func=cmd_project)

    p = sub.add_parser("screenshot", help="render each desktop panel offscreen to PNG")
    p.add_argument("--out", required=True)
    p.add_argument("file", nargs="?")
    p.set_defaults(func=cmd_screenshot)
    return parser


def _opens_a_file(argv: list[str]) -> bool:
    """``workbench PROJECT.swproj`` or ``workbench SCENARIO.json`` opens it in the desktop.

    Decided by the words alone, never by the files in the current folder: a file named
    ``plugins`` there must not turn ``workbench plugins`` into the desktop.
    """
    return len(argv) == 1 and (
        argv[0].lower().endswith((".swproj", ".json"))
        or argv[0].lower().startswith(("postgresql://", "postgres://"))
    )


def _fail(code: int, message: str) -> int:
    line = " ".join(terminal_text(str(message)).split())[:500] + "\n"
    encoding = getattr(sys.stderr, "encoding", None) or "utf-8"
    sys.stderr.write(line.encode(encoding, "backslashreplace").decode(encoding))
    return code


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or _opens_a_file(argv):
        from workbench.ui.app import main as gui_main

        return gui_main(argv)
    from workbench.core.evaluate import InputError
    from workbench.core.scenario import ScenarioError

    input_errors: tuple[type[BaseException], ...] = (UsageError, ScenarioError, InputError)
    try:
        from workbench.core.store import ProjectFileError

        input_errors += (ProjectFileError,)
    except ImportError:
        pass
    try:
        args = build_parser().parse_args(argv)
        if not getattr(args, "func", None):
            raise UsageError("workbench: give a sub-command (see workbench --help)")
        if getattr(args, "record", None):
            from workbench.core.rainfall.use import choose_record

            for record in args.record:
                choose_record(record)
        code: int = args.func(args)
        return code
    except input_errors as error:
        return _fail(EXIT_INPUT, f"error: {error}")
    except BrokenPipeError:
        return EXIT_OK
    except KeyboardInterrupt:
        return _fail(EXIT_INTERNAL, "interrupted")
    except Exception as error:  # noqa: BLE001 - one line, never a traceback
        if os.environ.get("WORKBENCH_DEBUG") == "1":
            traceback.print_exc()
        return _fail(EXIT_INTERNAL, f"internal error: {type(error).__name__}: {error}")


if __name__ == "__main__":
    raise SystemExit(main())
