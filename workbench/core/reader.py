"""One reader's view of a result: what the text output, the desktop panels, the PDF report and
the plan-check summary tell a reader, decided once here (issue 37 item 2; ARCHITECTURE.md,
"Typed results, one reader's view"). Headless: no Qt, no HTML; each output only lays it out.

From a typed ``Result`` (``workbench.core.results``):

- each finding: its status in words, whether it is required (applies: yes; does not apply:
  no; open: needs information), why (each reason once, in the words the user reads; reasons a
  classification it follows already states are told there, once), its flags, the facts it
  misses, its citations;
- each classification the same way;
- each sizing tool: required, not required or required only if a gate applies (a tool that is
  not required is never shown as if it applied), its figures, and every provided-versus-
  required check as PASS, FAIL or NOT SHOWN;
- each deadline: its kind (due, keep until, or conditional: the duty may not apply), the
  ordinance's date and the date CCP § 12a extends it to; the deadlines left out, with why;
- each penalty: its arithmetic and every caveat (the schedule's notes, such as a cap that is
  not a fine; imprisonment; the Gov. Code §§ 36900/36901 flags; the factors a court weighs);
- the rainfall record's completeness: missing hours (simulated as dry), covered years, gaps.

Every text is a plain string; ``readable`` has already named ids by their labels.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from workbench.core.results import (
    Citation,
    Classification,
    Deadline,
    Evaluation,
    Finding,
    Penalty,
    RainfallRecord,
    Result,
    SizingTool,
)
from workbench.core.user_text import glossary, readable

STATUS_WORDS = {
    "applies": "applies",
    "does_not_apply": "does not apply",
    "needs_info": "needs information",
    "error": "error (the rule failed)",
}
#: whether a finding's duty is required, by its status
FINDING_REQUIRED = {"applies": "yes", "does_not_apply": "no", "needs_info": "conditional"}
REQUIRED_WORDS = {
    "yes": "required",
    "no": "not required",
    "conditional": "required only if",
}
UNITS = (
    ("_in_per_hr", "in/hr"),
    ("_sqft", "sq ft"),
    ("_cuft", "cu ft"),
    ("_cfs", "cfs"),
    ("_ft", "ft"),
    ("_in", "in"),
    ("_pct", "%"),
    ("_hr", "hr"),
    ("_usd", "USD"),
)


def quantity_label(name: str) -> str:
    """``design_volume_cuft`` -> "design volume"; ``design_volume_cuft[Roof]`` -> "design
    volume, Roof"."""
    if name.endswith("]") and "[" in name:
        base, _, area = name[:-1].partition("[")
        return f"{quantity_label(base)}, {area}"
    for suffix, _unit in UNITS:
        if name.endswith(suffix):
            return name[: -len(suffix)].replace("_", " ")
    return name.replace("_", " ")


def number(value: float | None) -> str:
    """A figure as the reader sees it: thousands separated, at most 4 significant decimals."""
    if value is None:
        return "not shown"
    if isinstance(value, bool):
        return str(value)
    if float(value).is_integer():
        return f"{value:,.0f}"
    return f"{value:,.4g}" if abs(value) < 1 else f"{value:,.2f}".rstrip("0").rstrip(".")


def once(texts: Iterable[str], already: Iterable[str] = ()) -> tuple[str, ...]:
    """Each text once, in order, without those in ``already`` (compared without case and
    surrounding space and quotes, so "“Hillside” is not given" said twice counts once)."""
    seen = {_key(t) for t in already}
    out = []
    for text in texts:
        key = _key(text)
        if key and key not in seen:
            seen.add(key)
            out.append(text)
    return tuple(out)


_QUOTES = str.maketrans("", "", "\u201c\u201d\"'")


def _key(text: str) -> str:
    return " ".join(text.translate(_QUOTES).split()).strip(" .;").casefold()


def cite_text(citation: Citation) -> str:
    """``§ 12.16.114 lines 12-14: "the quote"``."""
    return f'{citation.section or citation.source} {citation.where}: "{citation.quote}"'


# --------------------------------------------------------------------------- the view
@dataclass(frozen=True, slots=True)
class ItemView:
    """A finding or a classification as a reader is told it."""

    id: str
    title: str
    status: str  # the contract's status
    status_words: str
    required: str  # yes, no, conditional
    category: str  # a finding's category in words ("" for a classification)
    reasons: tuple[str, ...]
    follows: tuple[str, ...]  # titles of the classifications whose reasons are told there
    flags: tuple[str, ...]
    missing: tuple[str, ...]
    citations: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class CheckView:
    area: str
    quantity: str
    required: str
    provided: str
    unit: str
    verdict: str  # PASS, FAIL, NOT SHOWN
    governs: str = ""  # the criterion that governs ("at least one of", issue 39)

    @property
    def text(self) -> str:
        text = (
            f"{self.verdict}: {self.area}: {self.quantity} provided {self.provided} vs "
            f"required {self.required} {self.unit}".rstrip()
        )
        return text + (f" (governs: {self.governs})" if self.governs else "")


@dataclass(frozen=True, slots=True)
class ToolView:
    id: str
    title: str
    status: str
    status_words: str
    required: str  # yes, no, conditional
    required_words: str  # "required", "not required: <gate>: does not apply", ...
    figures: tuple[str, ...]  # "design volume = 282.7 cu ft"
    steps: tuple[str, ...]
    warnings: tuple[str, ...]
    checks: tuple[CheckView, ...]
    citations: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class DeadlineView:
    id: str
    title: str
    kind: str  # due, keep until, conditional
    date: str  # the ordinance's date
    extended: str  # the date CCP § 12a extends it to ("" when it does not move)
    extension_step: str
    status: str  # overdue, due soon, upcoming, keep until
    counting: str  # "2 working days before start of construction"
    trigger_at: str  # when the trigger happened: "2026-05-01" or "2026-05-01 09:00"
    responsible: str
    condition: str  # what the duty waits for, when conditional
    steps: tuple[str, ...]
    notes: tuple[str, ...]
    flags: tuple[str, ...]
    citations: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class LeftOutView:
    title: str
    trigger: str
    reason: str


@dataclass(frozen=True, slots=True)
class PenaltyView:
    id: str
    title: str
    basis: str
    amount: str  # "maximum $105,000.00" or "amount not stated"
    required: str
    arithmetic: tuple[str, ...]
    caveats: tuple[str, ...]  # notes, imprisonment, state-law flags, the court's factors
    citations: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class RecordView:
    name: str
    lines: tuple[str, ...]  # span, covered years, completeness, missing hours, gaps
    warnings: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ResultView:
    jurisdiction: str
    heading: str  # "Livingston: Ordinance ... (ruleset 1.2, as of 2026-06-01)"
    notes: tuple[str, ...]
    overrides: tuple[str, ...]
    classifications: tuple[ItemView, ...]
    findings: tuple[ItemView, ...]
    sizing: tuple[ToolView, ...]
    deadlines: tuple[DeadlineView, ...]
    left_out: tuple[LeftOutView, ...]
    penalties: tuple[PenaltyView, ...]
    forms: tuple[str, ...]  # one line per checked form, then its problems
    record: RecordView | None


# --------------------------------------------------------------------------- building it
def view(evaluation: Evaluation, host: Any = None) -> list[ResultView]:
    """The reader's view of each city's result (``host``: the loaded plugins, for labels)."""
    return [result_view(result, host) for result in evaluation.results]


def result_view(result: Result, host: Any = None) -> ResultView:
    words = glossary(host, result.jurisdiction)

    def said(text: str) -> str:
        return readable(text, words)

    classifications = tuple(_item(c, said) for c in result.classifications)
    told = {c.id: c for c in classifications}
    return ResultView(
        jurisdiction=result.jurisdiction,
        heading=(
            f"{result.jurisdiction_name}: {result.ordinance} "
            f"(ruleset {result.ruleset_version}, as of {result.as_of})"
        ),
        notes=once(said(n) for n in result.notes),
        overrides=once(said(p) for p in result.parameters),
        classifications=classifications,
        findings=tuple(_item(f, said, told) for f in result.findings),
        sizing=tuple(_tool(s, said) for s in result.sizing),
        deadlines=tuple(_deadline(d, said) for d in result.deadlines),
        left_out=tuple(
            LeftOutView(
                d.title, f"{d.trigger.label or d.trigger.kind} {d.trigger.at}", said(d.reason)
            )
            for d in result.deadlines_left_out
        ),
        penalties=tuple(_penalty(p, said) for p in result.penalties),
        forms=tuple(_form_lines(result)),
        record=record_view(result.rainfall_record),
    )


def _item(
    item: Finding | Classification,
    said: Callable[[str], str],
    classifications: dict[str, ItemView] | None = None,
) -> ItemView:
    follows: list[ItemView] = []
    if isinstance(item, Finding) and classifications:
        follows = [classifications[c] for c in item.based_on if c in classifications]
    told = [reason for c in follows for reason in c.reasons]
    reasons = once((said(r) for r in item.reasons), already=told)
    told_flags = [flag for c in follows for flag in c.flags]
    missing = once(said(m) for m in item.missing)
    return ItemView(
        id=item.rule_id if isinstance(item, Finding) else item.id,
        title=item.title,
        status=item.status,
        status_words=STATUS_WORDS.get(item.status, item.status),
        required=FINDING_REQUIRED.get(item.status, "conditional"),
        category=item.category.replace("_", " ") if isinstance(item, Finding) else "",
        reasons=reasons,
        follows=tuple(c.title for c in follows),
        flags=once((said(f) for f in item.flags), already=[*reasons, *told_flags]),
        missing=missing,
        citations=tuple(cite_text(c) for c in item.citations),
    )


def required_words(required: str, gates: list[str]) -> str:
    """ "required", "not required: <gates> does not apply", "required only if <gates> applies
    (still open)" (``required`` yes, no, conditional)."""
    if required == "yes":
        return "required"
    listing = ", ".join(gates)
    if required == "no":
        return f"not required: {listing} does not apply" if gates else "not required"
    return f"required only if {listing} applies (still open)" if gates else "open: not decided"


def _tool(tool: SizingTool, said: Callable[[str], str]) -> ToolView:
    figures = tuple(
        f"{quantity_label(name)} = {number(q.value)} {q.unit.strip('-')}".rstrip()
        for name, q in tool.outputs.items()
    )
    checks = tuple(
        CheckView(
            area=c.area,
            quantity=quantity_label(c.quantity),
            required=("at least " if c.direction == "at_least" else "at most ")
            + number(c.required),
            provided=number(c.provided),
            unit=c.unit,
            verdict=c.verdict,
            governs=c.governs or "",
        )
        for c in tool.checks
    )
    return ToolView(
        id=tool.tool_id,
        title=tool.title,
        status=tool.status,
        status_words=STATUS_WORDS.get(tool.status, tool.status),
        required=tool.required,
        required_words=required_words(tool.required, tool.gated_by_titles),
        figures=figures,
        steps=tuple(said(s) for s in tool.steps),
        warnings=once(said(w) for w in tool.warnings),
        checks=checks,
        citations=tuple(cite_text(c) for c in tool.citations),
    )


def counting(d: Deadline) -> str:
    """How a deadline counts, in words: "2 working days before start of construction"."""
    if d.unit in ("immediate", "next_working_day"):
        amount = "immediately" if d.unit == "immediate" else "next working day"
    else:
        unit = d.unit.replace("_", " ")
        amount = f"{d.amount} {unit[:-1] if d.amount == 1 else unit}"
    event = d.trigger.label or d.trigger.kind.replace("_", " ")
    text = f"{amount} {d.direction} {event}"
    return text + (", the start day counted" if d.inclusive_end else "")


def _deadline(d: Deadline, said: Callable[[str], str]) -> DeadlineView:
    if d.kind == "retention":
        kind = "keep until"
    elif d.required == "conditional":
        kind = "conditional"
    else:
        kind = "due"
    condition = ""
    if d.required == "conditional":
        gates = ", ".join(d.gated_by_titles) or "an open finding"
        condition = f"due only if {gates} applies (still open)"
    return DeadlineView(
        id=d.rule_id,
        title=d.title,
        kind=kind,
        date=d.due.replace("T", " "),
        extended=d.extended_due or "",
        extension_step=d.extension.step if d.extension is not None else "",
        status=d.status.replace("_", " "),
        counting=counting(d),
        trigger_at=d.trigger.at.replace("T", " "),
        responsible=d.responsible,
        condition=condition,
        steps=tuple(said(s) for s in d.steps),
        notes=once(said(n) for n in d.notes),
        flags=once(said(f) for f in d.flags),
        citations=tuple(cite_text(c) for c in d.citations)
        + ((cite_text(_extension_cite(d)),) if d.extension is not None else ()),
    )


def _extension_cite(d: Deadline) -> Citation:
    assert d.extension is not None
    e = d.extension
    return Citation(e.source, e.section, e.lines, e.quote, e.external, e.verify)


def usd(value: float) -> str:
    """``$105,000`` (cents only where there are any: ``$2,500.50``)."""
    return f"${value:,.0f}" if float(value).is_integer() else f"${value:,.2f}"


def _penalty(p: Penalty, said: Callable[[str], str]) -> PenaltyView:
    caveats = []
    if p.notes:
        caveats.append(said(p.notes))
    if p.imprisonment:
        caveats.append(f"imprisonment: {p.imprisonment}")
    caveats += [said(f) for f in p.flags]
    if p.factors:
        caveats.append("the court weighs: " + "; ".join(p.factors))
    if p.required != "yes":
        caveats.append(required_words(p.required, p.gated_by_titles))
    return PenaltyView(
        id=p.rule_id,
        title=p.title,
        basis=p.basis.replace("_", " "),
        amount="amount not stated" if p.max_usd is None else f"maximum {usd(p.max_usd)}",
        required=p.required,
        arithmetic=tuple(said(a) for a in p.arithmetic),
        caveats=once(caveats),
        citations=tuple(cite_text(c) for c in p.citations),
    )


def _form_lines(result: Result) -> list[str]:
    """Each checked form: ``[complete|incomplete] <title> (<form id>)``, whether it is
    required (when not simply yes), its field problems, its own checks' warnings."""
    lines = []
    for form in result.forms:
        state = "complete" if form.complete else "incomplete"
        lines.append(f"[{state}] {form.title} ({form.form_id})")
        if form.optional:
            lines.append("  optional: a person may file it; the ordinance does not require it")
        elif form.required not in (None, "yes"):
            lines.append(f"  {required_words(form.required, form.gated_by_titles or [])}")
        lines += [f"  - {fid}: {problem}" for fid, problem in form.problems.items()]
        lines += [
            f"  ! {w.message} (cites {'; '.join(cite_text(c) for c in w.citations)})"
            for w in form.warnings or []
        ]
    return lines


def record_view(record: RainfallRecord | None) -> RecordView | None:
    if record is None:
        return None
    missing_share = record.missing_hours / record.hours if record.hours else 0.0
    lines = (
        f"{record.first_hour} to {record.last_hour}: {record.span_years:g} years, "
        f"{record.hours:,} hours, {record.wet_hours:,} wet, total {record.total_in:,.2f} in",
        f"completeness {record.completeness:.1%}: {record.missing_hours:,} missing hours "
        f"({missing_share:.1%}) are simulated as dry",
        f"covered years (at least {record.thresholds.min_year_completeness:.0%} of their "
        f"hours): {record.covered_years} of {len(record.per_year)}"
        f" (a simulation wants {record.thresholds.min_years:g})",
        f"gaps over a day: {record.gaps_over_a_day_count}",
    )
    return RecordView(name=record.record, lines=lines, warnings=once(record.warnings))
