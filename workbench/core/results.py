"""The result of ``evaluate`` as typed core objects: findings, classifications, sizing tools
with their provided-versus-required checks, deadlines (and those left out), penalties, forms
and the rainfall record's report (issue 37; docs/CLI.md, "JSON shapes", is their JSON).

Every output reads these by attribute: ``Evaluation.from_json(document)`` types a document
(``evaluate`` builds one with ``evaluate_results``), ``to_json()`` gives back the very
document (same keys, same order, same values: ``evaluate --json`` is one rendering of these
objects). ``workbench.core.reader`` builds from them what a reader is told.

The field names are the contract's keys, except ``pass`` (``Check.passed``) and Python's
reserved words. A key the contract marks optional (``vocabulary_notes``, ``extended_due``,
``extension``, a form's ``warnings`` and gates) is ``None`` here when the document leaves it
out, and left out again by ``to_json``. A key the types do not know is refused (``ValueError``),
so a key added to the document must be added here, in tests/contract/shapes.py and in
docs/CLI.md in the same change. Keys the contract gained after its first version have
defaults (``required`` "yes", empty lists, no rainfall record), so an older document (a
result stored in a project file before the key existed) still reads.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from workbench.core.typed_json import Typed, key
from workbench.core.typed_json import optional as absent  # a form has a field "optional"

Status = Literal["applies", "does_not_apply", "needs_info", "error"]
Required = Literal["yes", "conditional", "no"]


# --------------------------------------------------------------------------- citations
@dataclass(slots=True)
class Citation(Typed):
    """An ordinance citation (``lines`` 1-based, first and last) or an external one."""

    source: str
    section: str | None
    lines: list[int] | None
    quote: str
    external: bool | None = absent()  # present (True) only on an external citation
    verify: bool | None = absent()

    @property
    def where(self) -> str:
        """``lines 12-14`` or ``external``."""
        return f"lines {self.lines[0]}-{self.lines[1]}" if self.lines else "external"


@dataclass(slots=True)
class HolidayListUsed(Typed):
    id: str
    version: str
    title: str
    closures_ccp_12b: list[str]


@dataclass(slots=True, kw_only=True)
class Extension(Typed):
    """CCP § 12a: the last day moved past holidays (docs/DEADLINES.md): its citation, then
    what it moved over."""

    source: str
    section: str | None
    lines: list[int] | None
    quote: str
    external: bool | None = absent()
    verify: bool | None = absent()
    holiday_list: HolidayListUsed
    skipped: list[str]
    step: str
    use: str


# --------------------------------------------------------------------------- findings
@dataclass(slots=True)
class Classification(Typed):
    id: str
    title: str
    status: str
    reasons: list[str]
    flags: list[str]
    missing: list[str]
    uses: list[str]
    citations: list[Citation]
    # evaluate --explain (issue 45, docs/CLI.md): the single-fact changes that flip it
    would_change: list[dict[str, object]] | None = absent()


@dataclass(slots=True, kw_only=True)
class Finding(Typed):
    rule_id: str
    category: str
    title: str
    status: str
    reasons: list[str]
    flags: list[str]
    missing: list[str] = field(default_factory=list)
    based_on: list[str] = field(default_factory=list)
    uses: list[str] = field(default_factory=list)
    citations: list[Citation]
    vocabulary_notes: list[str] | None = absent()
    would_change: list[dict[str, object]] | None = absent()  # evaluate --explain (issue 45)


# --------------------------------------------------------------------------- sizing
@dataclass(slots=True)
class Quantity(Typed):
    value: float | None
    unit: str


@dataclass(slots=True)
class PlotSeries(Typed):
    label: str
    x: list[float]
    y: list[float]


@dataclass(slots=True)
class Plot(Typed):
    title: str
    x_label: str
    y_label: str
    series: list[PlotSeries]
    marker_x: float | None
    marker_label: str
    hline_y: float | None


@dataclass(slots=True)
class Check(Typed):
    """One row of provided versus required (``passed`` None: the provided figure is not
    shown)."""

    area: str
    quantity: str
    required: float | None
    provided: float | None
    unit: str
    direction: str  # at_least, at_most
    passed: bool | None = field(metadata=key("pass"))
    #: the criterion that governs where the text allows "at least one of" (issue 39)
    governs: str | None = absent()

    @property
    def verdict(self) -> str:
        """PASS, FAIL or NOT SHOWN."""
        return "NOT SHOWN" if self.passed is None else ("PASS" if self.passed else "FAIL")


@dataclass(slots=True, kw_only=True)
class SizingTool(Typed):
    tool_id: str
    title: str
    citations: list[Citation]
    status: str
    inputs: dict[str, Quantity]
    outputs: dict[str, Quantity]
    steps: list[str]
    warnings: list[str]
    plot: Plot | None
    checks: list[Check] = field(default_factory=list)
    required: str = "yes"
    gated_by: list[str] = field(default_factory=list)
    gated_by_titles: list[str] = field(default_factory=list)
    would_change: list[dict[str, object]] | None = absent()  # evaluate --explain, gated


# --------------------------------------------------------------------------- deadlines
@dataclass(slots=True)
class Trigger(Typed):
    kind: str
    at: str
    label: str | None = absent()


@dataclass(slots=True, kw_only=True)
class Deadline(Typed):
    """A deadline (or retention period) a scenario's event starts; ``extended_due`` where
    CCP § 12a moves its last day."""

    rule_id: str
    title: str
    trigger: Trigger
    due: str
    extended_due: str | None = absent()
    extension: Extension | None = absent()
    unit: str
    amount: int
    direction: str
    responsible: str
    kind: str  # deadline, retention
    inclusive_end: bool
    status: str  # overdue, due_soon, upcoming, keep_until
    steps: list[str]
    notes: list[str]
    flags: list[str]
    citations: list[Citation]
    required: str = "yes"
    gated_by: list[str] = field(default_factory=list)
    gated_by_titles: list[str] = field(default_factory=list)


@dataclass(slots=True, kw_only=True)
class DeadlineLeftOut(Typed):
    rule_id: str
    title: str
    trigger: Trigger
    gated_by: list[str]
    reason: str
    gated_by_titles: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- penalties
@dataclass(slots=True, kw_only=True)
class Penalty(Typed):
    rule_id: str
    title: str
    basis: str
    max_usd: float | None
    imprisonment: str | None
    notes: str
    arithmetic: list[str]
    factors: list[str]
    flags: list[str]
    cumulative_by_day: list[float | None]
    citations: list[Citation]
    required: str = "yes"
    gated_by: list[str] = field(default_factory=list)
    gated_by_titles: list[str] = field(default_factory=list)


# --------------------------------------------------------------------------- forms
@dataclass(slots=True)
class FormWarning(Typed):
    check_id: str
    title: str
    message: str
    fields: list[str]
    citations: list[Citation]


@dataclass(slots=True)
class Form(Typed):
    form_id: str
    title: str
    complete: bool
    problems: dict[str, str]
    warnings: list[FormWarning] | None = absent()  # None: the city has no such form
    required: str | None = absent()
    optional: bool | None = absent()  # a form a person "may" file (an appeal): required no
    gated_by: list[str] | None = absent()
    gated_by_titles: list[str] | None = absent()


# --------------------------------------------------------------------------- rainfall record
@dataclass(slots=True)
class YearRecord(Typed):
    year: int
    hours_in_record: int
    hours_with_value: int
    completeness: float
    total_in: float
    covered: bool


@dataclass(slots=True)
class Gap(Typed):
    first_hour: str
    last_hour: str
    hours: int


@dataclass(slots=True)
class Thresholds(Typed):
    min_years: float
    min_year_completeness: float
    gap_hours: int
    source: str


@dataclass(slots=True)
class RecordSource(Typed):
    file: str
    sha256: str
    format: str
    documentation: str
    station: str
    station_name: str
    first_hour: str
    last_hour: str
    time: str
    unit: str
    hours_used: int
    notes: list[str]


@dataclass(slots=True)
class RecordInUse(Typed):
    name: str
    origin: str  # project, file
    file: str | None
    sha256: str
    kept_in_project: bool
    notes: list[str]


@dataclass(slots=True)
class RainfallRecord(Typed):
    """The report of the hourly record a scenario uses: its completeness (missing hours are
    simulated as dry), its covered years and gaps."""

    station: str
    station_name: str
    time: str
    first_hour: str
    last_hour: str
    span_years: float
    years_with_values: float
    covered_years: int
    completeness: float
    total_in: float
    hours: int
    hours_with_value: int
    missing_hours: int
    deleted_hours: int
    accumulated_hours: int
    trace_hours: int
    quality_flagged_hours: int
    wet_hours: int
    accumulation: str
    overlap: str
    per_year: list[YearRecord]
    gaps_over_a_day: list[Gap]
    gaps_over_a_day_count: int
    thresholds: Thresholds
    sources: list[RecordSource]
    warnings: list[str]
    record: str
    in_use: RecordInUse | None = absent()


# --------------------------------------------------------------------------- whole
@dataclass(slots=True, kw_only=True)
class Result(Typed):
    """One city's result for one scenario."""

    jurisdiction: str
    jurisdiction_name: str
    ordinance: str
    ruleset_version: str
    plugin_version: str = ""
    plugin_status: str = ""
    as_of: str
    parameters: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    classifications: list[Classification] = field(default_factory=list)
    findings: list[Finding]
    sizing: list[SizingTool]
    deadlines: list[Deadline]
    deadlines_left_out: list[DeadlineLeftOut] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    forms: list[Form] = field(default_factory=list)
    rainfall_record: RainfallRecord | None = None

    def title_of(self, item_id: str) -> str:
        """The title of a finding or classification by its id (the id where none has it)."""
        for finding in self.findings:
            if finding.rule_id == item_id:
                return finding.title
        for item in self.classifications:
            if item.id == item_id:
                return item.title
        return item_id


@dataclass(slots=True)
class Evaluation(Typed):
    """``evaluate``'s document: the scenario's name and one result per city (``site``: the
    site's name in a project; ``project`` and ``source``: added by the outputs, never in
    ``evaluate --json``)."""

    scenario: str | None
    results: list[Result]
    site: str | None = absent()
    project: str | None = absent()  # the outputs' additions: the project file's name
    source: str | None = absent()  # and the file the site was read from
