"""Descriptor types that city plugins declare and the core selects and runs.

Every descriptor carries citations into its city's ordinance text. Plugins build these
objects; the core never needs to know a city's logic beyond what they declare.

Over 500 lines: every descriptor type a plugin declares, in one module that is the plugin
author's reference (re-exported by ``workbench.api``); each type is a small frozen dataclass.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, NamedTuple

if TYPE_CHECKING:
    from workbench.core.holidays_ca import HolidayList
    from workbench.core.model import Scenario

Status = Literal["applies", "does_not_apply", "needs_info", "error"]
STATUSES: tuple[str, ...] = ("applies", "does_not_apply", "needs_info", "error")

CATEGORIES: tuple[str, ...] = (
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
)

DeadlineUnit = Literal[
    "calendar_days",
    "working_days",
    "business_days",
    "hours",
    "next_working_day",
    "months",
    "years",
    "immediate",
]
DEADLINE_UNITS: tuple[str, ...] = (
    "calendar_days",
    "working_days",
    "business_days",
    "hours",
    "next_working_day",
    "months",
    "years",
    "immediate",
)

PenaltyBasis = Literal["criminal", "civil", "infraction", "administrative", "cost_recovery"]
PENALTY_BASES: tuple[str, ...] = (
    "criminal",
    "civil",
    "infraction",
    "administrative",
    "cost_recovery",
)


@dataclass(frozen=True)
class Citation:
    """Where a rule comes from.

    For ordinance text: ``source`` is the ordinance file name, ``lines`` the 1-based inclusive
    line range and ``quote`` a short verbatim phrase occurring within those lines (checked by
    ``workbench check-citations``). For a figure from outside the ordinance (a regional
    permit, a design manual) set ``external=True``: ``source`` names the document, ``lines``
    is None, and ``verify`` says it has not been confirmed against the primary text.
    """

    source: str
    section: str | None
    lines: tuple[int, int] | None
    quote: str
    external: bool = False
    verify: bool = False

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "source": self.source,
            "section": self.section,
            "lines": list(self.lines) if self.lines else None,
            "quote": self.quote,
        }
        if self.external:
            data["external"] = True
            data["verify"] = self.verify
        return data


def cite(source: str, section: str | None, first: int, last: int, quote: str) -> Citation:
    """Shorthand for an ordinance citation."""
    return Citation(source=source, section=section, lines=(first, last), quote=quote)


def external(source: str, section: str | None, quote: str, verify: bool = True) -> Citation:
    """Shorthand for a citation to a document outside the ordinance."""
    return Citation(
        source=source, section=section, lines=None, quote=quote, external=True, verify=verify
    )


class MissingFact(Exception):
    """Raised by a rule that needs a fact the scenario does not give; becomes ``needs_info``."""

    def __init__(self, field_name: str, why: str = "") -> None:
        super().__init__(field_name)
        self.field_name = field_name
        self.why = why


@dataclass
class Outcome:
    """What a rule's ``evaluate`` returns: status, human reasons, ambiguity flags, and (for
    ``needs_info``) the facts whose absence leaves the answer open."""

    status: Status
    reasons: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


def applies(*reasons: str, flags: list[str] | tuple[str, ...] = ()) -> Outcome:
    return Outcome("applies", list(reasons), list(flags))


def does_not_apply(*reasons: str, flags: list[str] | tuple[str, ...] = ()) -> Outcome:
    return Outcome("does_not_apply", list(reasons), list(flags))


def needs_info(
    *reasons: str,
    flags: list[str] | tuple[str, ...] = (),
    missing: list[str] | tuple[str, ...] = (),
) -> Outcome:
    return Outcome("needs_info", list(reasons), list(flags), list(missing))


@dataclass(frozen=True)
class Parameter:
    """A figure a rule or sizing tool uses that the user may override.

    Figures from outside the ordinance carry an external citation saying where they come
    from. The override key in a scenario's ``parameters`` is ``"<jurisdiction>.<id>"``.
    """

    id: str
    label: str
    value: float | None
    unit: str
    citations: tuple[Citation, ...] = ()
    note: str = ""
    #: the only values the rule accepts (empty: any number); an override outside them is bad input
    choices: tuple[float, ...] = ()


@dataclass(frozen=True)
class ApplicabilityRule:
    """Does a requirement apply to a site? ``evaluate(ctx)`` reads the evaluation context
    (``workbench.core.context.Context``) and returns an Outcome.

    ``uses`` lists the scenario fields the rule reads (shown beside those fields in the UI).
    ``evaluate`` may raise MissingFact(field) for the core to turn into ``needs_info``.
    ``gated_by`` names the classifications (or findings declared before it) whose duty this
    requirement belongs to, as on sizing tools and deadlines: where every gate is known not to
    apply the finding does not apply (the rule is not run); where a gate is open, an
    "applies" of the rule is ``needs_info`` naming what the gate misses.
    """

    id: str
    title: str
    category: str
    citations: tuple[Citation, ...]
    evaluate: Callable[..., Outcome]
    uses: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    jurisdiction: str = ""
    gated_by: tuple[str, ...] = ()


DeadlineKind = Literal["deadline", "retention"]
DEADLINE_KINDS: tuple[str, ...] = ("deadline", "retention")


@dataclass(frozen=True)
class DeadlineRule:
    """A duration the ordinance sets, counted from a trigger event.

    ``kind``: ``deadline`` (something is due by the date) or ``retention`` (a record is kept at
    least until the date: the date is the earliest day it may be discarded, never a due date;
    results show it as ``keep_until``, never overdue).
    ``inclusive_end``: the trigger day is the period's first day, so the period ends the day
    before the date N units later ("two storm events in a year" that begins on July 1 ends on
    June 30); for calendar days, months and years only.
    ``direction="before"`` counts backwards ("at least N working days prior").
    ``roll_forward`` moves a due date that lands on a weekend or holiday to the next working
    day, and only when the text says so; ``flags`` carries the note where the text is silent.
    ``gated_by`` names the findings (applicability rule ids) or classifications whose duty
    this deadline counts: the result says ``required`` yes/conditional/no from them, and a
    deadline of a duty that does not apply is never shown as due or exported.
    ``when(scenario)`` (optional, older form of a gate) returns False for sites the duty does
    not concern.
    ``ends_on_extended``: the period ends on the CCP § 12a extended last day, for the status
    too (``extended_due``): a period the city runs against a filer (a late filing is a
    waiver), or the city's own clock ("deemed accepted"); a filing or decision on the day the
    result prints as the extended last day is never shown as overdue.
    """

    id: str
    title: str
    trigger: str
    amount: int
    unit: DeadlineUnit
    citations: tuple[Citation, ...]
    direction: Literal["after", "before"] = "after"
    roll_forward: bool = False
    responsible: str = ""
    notes: str = ""
    flags: tuple[str, ...] = ()
    trigger_label: str = ""
    when: Callable[[Scenario], bool] | None = None
    gated_by: tuple[str, ...] = ()
    jurisdiction: str = ""
    kind: DeadlineKind = "deadline"
    inclusive_end: bool = False
    ends_on_extended: bool = False


@dataclass(frozen=True)
class PenaltyTier:
    """One step of an escalating schedule: the Nth violation (1-based) and up, within ``within``."""

    from_violation: int
    max_usd: float | None
    label: str


@dataclass(frozen=True)
class PenaltySchedule:
    """A maximum the ordinance sets (or refers to).

    ``per``: ``violation_day`` (amount times violations times days), ``violation`` (times
    violations), ``occurrence`` (once). ``tiers`` escalate per counted violation; when
    ``each_day_separate`` each day of each violation counts as a new violation for the tiers.
    ``max_usd=None`` where the ordinance states no amount (``notes`` says where it lives).
    ``applies_to`` lists the violation kinds it covers (empty: every kind).
    """

    id: str
    title: str
    basis: PenaltyBasis
    citations: tuple[Citation, ...]
    max_usd: float | None = None
    per: Literal["violation_day", "violation", "occurrence"] = "violation_day"
    tiers: tuple[PenaltyTier, ...] = ()
    each_day_separate: bool = False
    imprisonment: str | None = None
    factors: tuple[str, ...] = ()
    notes: str = ""
    applies_to: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    gated_by: tuple[str, ...] = ()
    jurisdiction: str = ""


class Quantity(NamedTuple):
    """A value with its unit (immutable; a named tuple: sizing makes tens per site)."""

    value: float | None
    unit: str

    def to_json(self) -> dict[str, Any]:
        return {"value": self.value, "unit": self.unit}


class PlotSeries(NamedTuple):
    label: str
    x: tuple[float, ...]
    y: tuple[float, ...]


class PlotSpec(NamedTuple):
    """Data for a chart; the core draws it with matplotlib (Agg), the UI embeds it."""

    title: str
    x_label: str
    y_label: str
    series: tuple[PlotSeries, ...]
    marker_x: float | None = None
    marker_label: str = ""
    hline_y: float | None = None


@dataclass
class SizingResult:
    outputs: dict[str, Quantity]
    steps: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    plot: PlotSpec | None = None
    status: Status = "applies"
    inputs: dict[str, Quantity] = field(default_factory=dict)
    #: per-area output key -> the criterion that sets it, where the law lets a design meet any
    #: one of several ("at least one of": the least governs); shown beside the check
    governs: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class SizingTool:
    """A sizing calculation. ``compute(ctx)`` returns a SizingResult; ``ctx.params`` maps
    parameter ids to values (defaults from ``parameters`` with the scenario's overrides).

    ``gated_by`` names the findings or classifications that make the controls required: the
    result carries ``required`` yes/conditional/no. ``when`` (optional, older form) decides
    whether the tool is shown for a scenario at all.
    """

    id: str
    title: str
    citations: tuple[Citation, ...]
    compute: Callable[..., SizingResult]
    parameters: tuple[Parameter, ...] = ()
    when: Callable[[Scenario], bool] | None = None
    uses: tuple[str, ...] = ()
    gated_by: tuple[str, ...] = ()
    jurisdiction: str = ""


FieldKind = Literal[
    "text",
    "multiline",
    "number",
    "integer",
    "date",
    "datetime",
    "choice",
    "multichoice",
    "bool",
    "table",
]


@dataclass(frozen=True)
class FormField:
    """One field of a declarative form. ``columns`` describe the rows of a ``table`` field."""

    id: str
    label: str
    kind: FieldKind = "text"
    required: bool = False
    unit: str = ""
    choices: tuple[str, ...] = ()
    minimum: float | None = None
    maximum: float | None = None
    help: str = ""
    section: str = ""
    columns: tuple[FormField, ...] = ()
    citations: tuple[Citation, ...] = ()
    after: str = ""  # a date field this one may not precede (date order, e.g. termination)


@dataclass(frozen=True)
class FormCheck:
    """A check of a form across its own fields (timing, consistency): "filed later than the
    ordinance allows", "reported more than 24 hours after discovery".

    ``check(form)`` receives a ``workbench.core.forms.FormValues`` (the values, parsed dates,
    the site's working-day calendar and, within an evaluation, ``form.site``,
    ``form.events(kind)``, ``form.status(rule_id)``, ``form.sized(tool, output)``,
    ``form.deadlines(rule_id)`` and ``form.filed``) and returns the problems it finds, one
    message each (an empty list when there is none). The core runs it only when every field
    in ``fields`` holds a valid value, and shows each message as a warning citing
    ``citations`` beside the form's field problems: a warning does not make the form
    incomplete (what was filed late is still the form that was filed), it says what the
    ordinance makes of it; the printed form carries a DRAFT mark while one stands. A check
    that reads the evaluation is skipped where the form is checked without one; a site fact
    it needs and the site does not give (``MissingFact``) is reported as "not checked".
    """

    id: str
    title: str
    fields: tuple[str, ...]
    citations: tuple[Citation, ...]
    check: Callable[..., list[str]]


@dataclass(frozen=True)
class FormWarning:
    """One problem a ``FormCheck`` found: the check, its message, the fields it concerns and
    the ordinance lines it cites."""

    check_id: str
    title: str
    message: str
    fields: tuple[str, ...]
    citations: tuple[Citation, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "check_id": self.check_id,
            "title": self.title,
            "message": self.message,
            "fields": list(self.fields),
            "citations": [c.to_json() for c in self.citations],
        }

    def text(self) -> str:
        """One line: the message and the lines it cites (``(L409)``)."""
        lines = ", ".join(
            f"L{c.lines[0]}" if c.lines[0] == c.lines[1] else f"L{c.lines[0]}-{c.lines[1]}"
            for c in self.citations
            if c.lines
        )
        return f"{self.message} ({lines})" if lines else self.message


@dataclass(frozen=True)
class FormSpec:
    """A submittal's form. ``gated_by``: the findings or classifications that require it.
    ``checks``: the form's own cross-field checks (``FormCheck``), shown as cited warnings.
    ``optional``: a form the ordinance lets a person file ("may appeal", "may petition"): never
    reported as required (``required: "no"`` and ``optional: true``). ``answers``: the id of
    the deadline rule the form answers and ``filed_field`` the field with the date it was
    filed: the core warns
    when it was filed after that deadline's last day (the ordinance's date, and the CCP § 12a
    extended date where the deadline shows one)."""

    id: str
    title: str
    fields: tuple[FormField, ...]
    citations: tuple[Citation, ...]
    description: str = ""
    gated_by: tuple[str, ...] = ()
    jurisdiction: str = ""
    checks: tuple[FormCheck, ...] = ()
    optional: bool = False
    answers: str | tuple[str, ...] = ""
    filed_field: str = ""


@dataclass(frozen=True)
class TermMap:
    """How one of a city's defined terms reads in the core vocabulary
    (``workbench.core.vocabulary``).

    ``kind``: the vocabulary key of the city's term (``facility_type``, ``activity``,
    ``event``, ``violation``); ``core``: qualified core terms (``"facility_type:restaurant"``);
    ``relation``: ``same`` (the city term is exactly one of them), ``broader`` (each of them is
    the city term, and it covers more), ``narrower`` (the city term is one of them, but not
    every one of them is it), ``own`` (no core term is it: ``core`` is empty and ``reason`` says
    why, so that no term a city declares is left unmapped unnoticed); ``citations``: the
    defining lines (an ``own`` term's label already names its lines: citations optional).
    """

    kind: str
    term: str
    core: tuple[str, ...]
    relation: Literal["same", "broader", "narrower", "own"]
    citations: tuple[Citation, ...]
    jurisdiction: str = ""
    reason: str = ""

    @property
    def id(self) -> str:
        return f"{self.kind}:{self.term}"


def own_terms(kind: str, reason: str, *terms: str) -> list[TermMap]:
    """A city's terms of one kind that no core term is (relation ``own``), with the reason."""
    return [TermMap(kind, term, (), "own", (), reason=reason) for term in terms]


@dataclass(frozen=True)
class Classification:
    """A named classification a city declares once (a regulated project, a Regulated
    Industrial Facility, construction activity ...): ``decide(ctx)`` returns an Outcome,
    computed at most once per evaluation (``ctx.classify(id)``). Rules, tools, deadlines and
    forms refer to it by id; its reasons appear once in the result and dependent findings
    link to it (``based_on``)."""

    id: str
    title: str
    citations: tuple[Citation, ...]
    decide: Callable[..., Outcome]
    uses: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    jurisdiction: str = ""
    #: classifications sharing a ``band`` are complementary ranges of one quantity (a small
    #: project, a regulated project): for any facts exactly one applies, or none applies and
    #: at least one is open (needs_info). A core property test checks every declared band.
    band: str = ""


@dataclass(frozen=True)
class Exemption:
    """An exemption, exclusion or proviso, declared beside the rule it qualifies (the way
    Catala writes an exception to a base rule): its own conditions, citation and the claim
    that invokes it. Rules ask ``ctx.exempt(id)``; the core checks the claim against the facts.

    ``conditions(ctx)`` returns a ``Tri``: do the facts given meet the exemption's conditions?
    Its reasons name the fact and the condition with the line ("new_impervious_sqft 3,000 > 0:
    routine maintenance adds no impervious surface (L517)"). A condition no fact of the model
    can test is taken from the claim itself (the claim is the user's statement of it).
    ``claim``: the ``site.exemptions_claimed`` id that invokes it; ``label``: a
    ``site.project_type`` label that invokes it ("maintenance"). With neither, the exemption
    is read from the facts alone.
    """

    id: str
    title: str
    citations: tuple[Citation, ...]
    conditions: Callable[..., Any]
    claim: str = ""
    label: str = ""
    uses: tuple[str, ...] = ()
    jurisdiction: str = ""


@dataclass(frozen=True)
class DischargeRule:
    """A non-stormwater discharge the ordinance names.

    ``status``: ``exempt`` (allowed), ``conditional`` (allowed only when every condition
    holds) or ``prohibited``. ``conditions`` are plain statements the user confirms.
    """

    id: str
    title: str
    status: Literal["exempt", "conditional", "prohibited"]
    citations: tuple[Citation, ...]
    conditions: tuple[str, ...] = ()
    notes: str = ""
    flags: tuple[str, ...] = ()
    jurisdiction: str = ""


@dataclass(frozen=True)
class Jurisdiction:
    """What a city plugin is: its id, ordinance, versions and calendar facts."""

    id: str
    name: str
    ordinance: str
    chapter: str
    source_file: str
    ruleset_version: str
    plugin_version: str
    effective_date: str = ""
    facility_types: tuple[str, ...] = ()
    closures: tuple[str, ...] = ()
    working_day_note: str = ""
    seasons: tuple[tuple[str, str, str], ...] = ()  # (label, "MM-DD" start, "MM-DD" end)
    #: events the ordinance fixes to a calendar day: (event kind, "MM-DD", why, citing the
    #: line); an event of that kind on another day is refused as bad input
    fixed_date_events: tuple[tuple[str, str, str], ...] = ()
    #: BMP types the ordinance names (id -> label); the core list (checks.CORE_BMP_TYPES) is
    #: accepted too, labelled as not from the ordinance
    bmp_types: tuple[tuple[str, str], ...] = ()
    #: the Python package that ships ``source_file`` as package data (a city installed from
    #: outside the repository); empty: the text is in the ordinance folder
    source_package: str = ""
    #: the holidays the city's working and business days skip (``api.gov6700_adopted``); None:
    #: the stand-in ``holidays_ca.CITY_STANDIN``, shown as not declared by the city
    holiday_list: HolidayList | None = None


DESCRIPTOR_KINDS: dict[str, type] = {
    "applicability": ApplicabilityRule,
    "deadline": DeadlineRule,
    "penalty": PenaltySchedule,
    "sizing": SizingTool,
    "form": FormSpec,
    "discharge": DischargeRule,
    "classification": Classification,
    "exemption": Exemption,
}
