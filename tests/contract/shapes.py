"""Every JSON shape the command line prints, as one pydantic model each, in one place.

These models are the contract of ``docs/CONTRACT.md`` and docs/CLI.md ("JSON
shapes") made executable: ``tests/contract/test_shapes.py`` validates the output of every
command for the four demo sites against them (and ``tests/fifthcity`` for a city built only
from ``workbench.api``). Keys are required and typed strictly (a number is never a string, a
list never a scalar); unknown keys are refused, so a key added to an output must be added here
and documented in docs/CLI.md in the same change (additions only: the contract never renames).

| command | model |
|---|---|
| ``evaluate --json`` (scenario) | ``EvaluateDocument`` (results: ``Result``) |
| ``evaluate --json`` (project file) | ``EvaluateProject`` |
| ``deadline --json`` | ``DeadlineAnswer`` |
| ``penalty --json`` | ``PENALTY_LIST`` (a list of ``PenaltyAnswer``) |
| sizing (in ``evaluate``) | ``SizingEntry`` |
| ``rules --json`` | ``RULES_LIST`` (a list of ``RuleEntry``, one model per kind) |
| ``plugins --json`` | ``PLUGINS_LIST`` |
| ``check-citations --json`` | ``CitationCheck`` |
| ``compare --json`` | ``CompareDocument``; of a project file ``CompareProject`` |
| ``rainfall report --json`` | ``RainfallReport`` |
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Literal, Self

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator

Date = Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}$")]
DateOrTime = Annotated[str, Field(pattern=r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$")]
Status = Literal["applies", "does_not_apply", "needs_info", "error"]
Required = Literal["yes", "conditional", "no"]
Unit = Literal[
    "calendar_days",
    "working_days",
    "business_days",
    "hours",
    "next_working_day",
    "months",
    "years",
    "immediate",
]
#: Finding categories (CONTRACT.md, "Shared vocabularies"): cities compare side by side by them.
Category = Literal[
    "construction_state_permit",
    "construction_local_permit",
    "erosion_sediment_control_plan",
    "construction_bmps",
    "post_construction_plan",
    "site_design_measures",
    "source_controls",
    "treatment_sizing",
    "hydromodification",
    "bmp_maintenance",
    "facility_program",
    "vacant_parcel",
    "slope_protection",
    "discharge_prohibition",
    "spill_response",
    "exemption",
]
Basis = Literal["criminal", "civil", "infraction", "administrative", "cost_recovery"]
Direction = Literal["after", "before"]
DeadlineKind = Literal["deadline", "retention"]


def due_problem(unit: str, due: str) -> str | None:
    """CONTRACT.md: ``due`` is a date for day counts and a date-time for hour counts (an
    ``immediate`` duty is due when its trigger is, date or time)."""
    if unit == "hours" and "T" not in due:
        return f"an hour count is due at a date-time, not {due}"
    if unit not in ("hours", "immediate") and "T" in due:
        return f"a count in {unit} is due on a date, not {due}"
    return None


class Shape(BaseModel):
    """A JSON object of the contract: every key known, every type exact."""

    model_config = ConfigDict(extra="forbid", strict=True)


# --------------------------------------------------------------------------- citations
class Citation(Shape):
    """An ordinance citation (lines 1-based), or an external one (``lines`` null)."""

    source: str = Field(min_length=1)
    section: str | None
    lines: Annotated[list[int], Field(min_length=2, max_length=2)] | None
    quote: str
    external: bool = False
    verify: bool = False


class HolidayList(Shape):
    id: str
    version: str
    title: str
    closures_ccp_12b: list[str]


class Extension(Citation):
    """CCP § 12a: where the last day of a period moves (docs/CLI.md, "Deadline results")."""

    holiday_list: HolidayList
    skipped: list[str]
    step: str
    use: str


#: Every rule, finding, deadline, penalty and sizing result carries its citations (CONTRACT.md).
Cited = Annotated[list[Citation], Field(min_length=1)]


# --------------------------------------------------------------------------- evaluate
class Change(Shape):
    """``evaluate --explain``: a single-fact change that flips a status (``would_change``)."""

    fact: str
    current: Any
    value: Any
    becomes: str
    kind: Literal["sum", "fact", "list"]
    comparison: str
    label: str
    unit: str
    line: str
    citation: Citation | None
    text: str
    operator: Literal[">=", ">", "<"] | None = None
    threshold: float | None = None
    at: float | None = None


class Classification(Shape):
    id: str
    title: str
    status: Status
    reasons: list[str]
    flags: list[str]
    missing: list[str]
    uses: list[str]
    citations: Cited
    would_change: list[Change] | None = None  # evaluate --explain


class Finding(Shape):
    rule_id: str
    category: Category
    title: str
    status: Status
    reasons: list[str]
    flags: list[str]
    missing: list[str]
    based_on: list[str]
    uses: list[str]
    citations: Cited
    vocabulary_notes: list[str] = []
    would_change: list[Change] | None = None  # evaluate --explain


class Quantity(Shape):
    value: float | None
    unit: str


class PlotSeries(Shape):
    label: str
    x: list[float]
    y: list[float]


class Plot(Shape):
    title: str
    x_label: str
    y_label: str
    series: list[PlotSeries]
    marker_x: float | None
    marker_label: str
    hline_y: float | None


class Check(Shape):
    """One row of provided versus required."""

    area: str
    quantity: str
    required: float | None
    provided: float | None
    unit: str
    direction: Literal["at_least", "at_most"]
    pass_: bool | None = Field(alias="pass")
    governs: str | None = None  # the criterion that sets the requirement (issue 39 item 2)


class SizingEntry(Shape):
    """A sizing result; ``outputs`` by the names CONTRACT.md lists, per area ``name[area]``."""

    tool_id: str
    title: str
    status: Status
    inputs: dict[str, Quantity]
    outputs: dict[str, Quantity]
    steps: list[str]
    warnings: list[str]
    plot: Plot | None
    checks: list[Check]
    required: Required
    gated_by: list[str]
    gated_by_titles: list[str]  # the gates by title, what the user reads
    citations: Cited
    would_change: list[Change] | None = None  # evaluate --explain, a gated tool


class Trigger(Shape):
    kind: str
    at: DateOrTime
    label: str | None = None  # the event kind's plain label (evaluate)


class DeadlineEntry(Shape):
    rule_id: str
    title: str
    trigger: Trigger
    due: DateOrTime
    extended_due: Date | None = None
    extension: Extension | None = None
    unit: Unit
    amount: int
    direction: Direction
    responsible: str
    status: Literal["overdue", "due_soon", "upcoming", "keep_until"]
    kind: DeadlineKind
    inclusive_end: bool
    steps: list[str]
    notes: list[str]
    flags: list[str]
    required: Required
    gated_by: list[str]
    gated_by_titles: list[str]  # the gates by title, what the user reads
    citations: Cited

    @model_validator(mode="after")
    def _due_by_unit(self) -> Self:
        problem = due_problem(self.unit, self.due)
        if problem:
            raise ValueError(problem)
        if (self.status == "keep_until") != (self.kind == "retention"):
            raise ValueError("a retention period, and only one, is kept until its date")
        return self


class DeadlineLeftOut(Shape):
    rule_id: str
    title: str
    trigger: Trigger
    gated_by: list[str]
    gated_by_titles: list[str]  # the gates by title, what the user reads
    reason: str


class PenaltyAnswer(Shape):
    """``penalty --json``: one schedule's maximum exposure."""

    rule_id: str
    title: str
    basis: Basis
    max_usd: float | None = Field(ge=0)
    imprisonment: str | None
    notes: str
    arithmetic: list[str]
    factors: list[str]
    flags: list[str]
    citations: Cited

    @model_validator(mode="after")
    def _says_where_the_amount_lives(self) -> Self:
        if self.max_usd is None and not self.notes.strip():
            raise ValueError("max_usd is null: notes must say where the amount lives")
        return self


class PenaltyEntry(PenaltyAnswer):
    """A penalty in ``evaluate``: the answer plus the running total and its gates."""

    cumulative_by_day: list[float | None]  # null where the schedule states no amount
    required: Required
    gated_by: list[str]
    gated_by_titles: list[str]  # the gates by title, what the user reads


class FormWarning(Shape):
    """What one of a form's own checks found (a filing later than the ordinance allows)."""

    check_id: str
    title: str
    message: str
    fields: list[str]
    citations: Cited


class FormEntry(Shape):
    form_id: str
    title: str
    complete: bool
    problems: dict[str, str]
    warnings: list[FormWarning]
    required: Required
    optional: bool  # a form a person "may" file (an appeal): required "no" (issue 38)
    gated_by: list[str]
    gated_by_titles: list[str]  # the gates by title, what the user reads


class YearRecord(Shape):
    year: int
    hours_in_record: int
    hours_with_value: int
    completeness: float
    total_in: float
    covered: bool


class Gap(Shape):
    first_hour: str
    last_hour: str
    hours: int


class Thresholds(Shape):
    min_years: float
    min_year_completeness: float
    gap_hours: int
    source: str


class RecordSource(Shape):
    file: str
    format: str
    documentation: str
    station: str
    station_name: str
    time: str
    unit: str
    first_hour: str
    last_hour: str
    hours_used: int
    sha256: str
    notes: list[str]


class RecordInUse(Shape):
    """Which copy of a record an evaluation used: the project's or the file."""

    name: str
    origin: Literal["project", "file"]
    file: str | None
    sha256: str
    kept_in_project: bool
    notes: list[str]


class RainfallReport(Shape):
    """``rainfall report --json``, and ``rainfall_record`` in an evaluation (with ``in_use``)."""

    record: str
    in_use: RecordInUse | None = None
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


class Result(Shape):
    """One city's result in ``evaluate --json``."""

    jurisdiction: str
    jurisdiction_name: str
    ordinance: str
    ruleset_version: str
    plugin_version: str
    plugin_status: Literal["ok", "degraded"]
    as_of: Date
    parameters: list[str]
    notes: list[str]
    classifications: list[Classification]
    findings: list[Finding]
    sizing: list[SizingEntry]
    deadlines: list[DeadlineEntry]
    deadlines_left_out: list[DeadlineLeftOut]
    penalties: list[PenaltyEntry]
    forms: list[FormEntry]
    rainfall_record: RainfallReport | None


class EvaluateDocument(Shape):
    scenario: str | None
    results: list[Result]


class EvaluateSite(EvaluateDocument):
    site: str


class EvaluateProject(Shape):
    project: str
    sites: list[EvaluateSite]


# --------------------------------------------------------------------------- deadline, penalty
class DeadlineAnswer(Shape):
    """``deadline --json``."""

    rule_id: str
    title: str
    due: DateOrTime
    extended_due: Date | None = None
    extension: Extension | None = None
    from_: DateOrTime = Field(alias="from")
    unit: Unit
    amount: int
    direction: Direction
    kind: DeadlineKind
    inclusive_end: bool
    citations: Cited
    notes: list[str]
    steps: list[str]

    @model_validator(mode="after")
    def _due_by_unit(self) -> Self:
        problem = due_problem(self.unit, self.due)
        if problem:
            raise ValueError(problem)
        return self


PENALTY_LIST = TypeAdapter(list[PenaltyAnswer])


# --------------------------------------------------------------------------- rules, plugins
class RuleBase(Shape):
    id: str
    title: str
    citations: Cited


class ApplicabilityEntry(RuleBase):
    kind: Literal["applicability"]
    category: Category
    gated_by: list[str] = []  # addition (issue 46): only where the rule is gated


class ClassificationEntry(RuleBase):
    kind: Literal["classification"]


class DeadlineRuleEntry(RuleBase):
    kind: Literal["deadline"]
    trigger: str
    amount: int
    unit: Unit
    direction: Direction
    deadline_kind: DeadlineKind
    inclusive_end: bool
    gated_by: list[str] = []


class PenaltyRuleEntry(RuleBase):
    kind: Literal["penalty"]
    basis: Basis
    max_usd: float | None
    per: Literal["violation_day", "violation", "occurrence"]
    gated_by: list[str] = []


class SizingRuleEntry(RuleBase):
    kind: Literal["sizing"]
    gated_by: list[str] = []


class FormCheckEntry(Shape):
    id: str
    title: str
    fields: list[str]


class FormRuleEntry(RuleBase):
    kind: Literal["form"]
    gated_by: list[str] = []
    checks: list[FormCheckEntry] = []


class DischargeRuleEntry(RuleBase):
    kind: Literal["discharge"]
    status: Literal["exempt", "conditional", "prohibited"]
    conditions: list[str]


class ParameterEntry(RuleBase):
    kind: Literal["parameter"]
    value: float | None
    unit: str


class CoreTerm(Shape):
    term: str
    label: str


class VocabularyEntry(RuleBase):
    kind: Literal["vocabulary"]
    citations: list[Citation]  # a term with no mapping to the core vocabulary cites nothing
    vocabulary: Literal["facility_type", "activity", "event", "violation"]
    core: list[CoreTerm]
    relation: Literal["same", "broader", "narrower", "own"] | None
    reason: str  # why an ``own`` term maps to no core term ("" otherwise)
    own_term: bool


RuleEntry = Annotated[
    ApplicabilityEntry
    | ClassificationEntry
    | DeadlineRuleEntry
    | PenaltyRuleEntry
    | SizingRuleEntry
    | FormRuleEntry
    | DischargeRuleEntry
    | ParameterEntry
    | VocabularyEntry,
    Field(discriminator="kind"),
]
RULES_LIST = TypeAdapter(list[RuleEntry])


class PluginEntry(Shape):
    name: str
    module: str
    jurisdiction: str | None
    jurisdiction_name: str | None
    ordinance: str | None
    source_file: str | None
    plugin_version: str | None
    ruleset_version: str | None
    status: Literal["ok", "degraded", "broken", "disabled", "conflict"]
    error: str | None


PLUGINS_LIST = TypeAdapter(list[PluginEntry])


class CitationCheck(Shape):
    """``check-citations --json``."""

    ordinance_dir: str
    checked: int
    external: int
    problems: list[str]
    ok: bool


# --------------------------------------------------------------------------- compare
class CompareFinding(Shape):
    rule_id: str
    title: str
    status: Status


class Nearest(Shape):
    """``compare --explain``: a city's nearest threshold for a category (issue 45)."""

    direction: Literal["more", "less"]
    finding: str
    rule_id: str
    fact: str
    current: float
    value: float
    becomes: str
    line: str
    text: str


class CompareCell(Shape):
    status: Status
    findings: list[CompareFinding]
    notes: list[str]
    vocabulary_only: bool
    nearest: list[Nearest] | None = None  # compare --explain


class CompareCategory(Shape):
    category: Category
    differs: bool
    vocabulary_only: bool
    by_jurisdiction: dict[str, CompareCell | None]


class CompareSizing(Shape):
    tool_id: str
    title: str
    value: float | None
    unit: str


class CompareDocument(Shape):
    """``compare --json``: ``sizing`` is output name -> city -> the tools that give it."""

    scenario: str | None
    jurisdictions: list[str]
    notes: dict[str, list[str]]
    categories: list[CompareCategory]
    sizing: dict[str, dict[str, list[CompareSizing]]]


class CompareProject(Shape):
    project: str
    sites: list[CompareDocument]


# --------------------------------------------------------------------------- sizing names
#: The sizing output names CONTRACT.md fixes (a city may add its own beside them).
CONTRACT_OUTPUTS = (
    "runoff_coefficient",
    "design_volume_cuft",
    "design_flow_cfs",
    "design_intensity_in_per_hr",
    "design_depth_in",
    "bmp_area_sqft",
    "biofiltration_volume_cuft",
    "drawdown_hr",
)
#: An output's name states its unit (the most specific part first).
UNIT_BY_SUFFIX = (
    ("_in_per_hr", {"in/hr"}),
    ("_cuft", {"cu ft"}),
    ("_sqft", {"sq ft"}),
    ("_cfs", {"cfs"}),
    ("_hr", {"hr"}),
    ("_in", {"in"}),
    ("runoff_coefficient", {"", "-"}),  # dimensionless
)
OUTPUT_NAME = re.compile(r"^(?P<name>[a-z][a-z0-9_]*)(\[(?P<area>[^\[\]]+)\])?$")


def output_name_problems(outputs: dict[str, dict], areas: set[str]) -> list[str]:
    """What breaks the sizing output naming (docs/SCENARIO.md, "Sizing output names"): names
    are ``<name>`` or ``<name>[<drainage area>]``, the unit follows the name, and a contract
    name given per area has its site value too."""
    problems = []
    for key, quantity in outputs.items():
        match = OUTPUT_NAME.match(key)
        if not match:
            problems.append(f"{key!r} is not <name> or <name>[<area>]")
            continue
        name, area = match["name"], match["area"]
        if area is not None and area not in areas:
            problems.append(f"{key!r} names no drainage area of the site")
        if area is not None and name in CONTRACT_OUTPUTS and name not in outputs:
            problems.append(f"{key!r} is given per area but {name!r} has no site value")
        for suffix, units in UNIT_BY_SUFFIX:  # variants (``bmp_area_sqft_4pct``) keep the unit
            if re.search(f"{suffix}(_|$)", name):
                if quantity["unit"] not in units:
                    problems.append(f"{key!r} is in {quantity['unit']!r}, not {sorted(units)}")
                break
    return problems
