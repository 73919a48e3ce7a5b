"""Validation of form submissions against a plugin's declarative FormSpec: each field on its
own (``validate_form``), then the form's own cross-field checks (``check_form``: timing and
consistency the ordinance sets, shown as cited warnings), the filing date against the deadline
the form answers, and prefilled values the site has changed since (``stale_values``).

Over 500 lines because these belong together: the fields, the checks reading the evaluation
(``FormValues``), prefilling and the memory of what was prefilled share the same field model."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from datetime import date, datetime
from typing import TYPE_CHECKING, Any

from workbench.core.calendar import WorkCalendar
from workbench.core.model import format_when, parse_when
from workbench.core.rules import Citation, FormCheck, FormField, FormSpec, FormWarning, MissingFact
from workbench.core.watchdog import PluginTimeout, time_limit

if TYPE_CHECKING:
    from workbench.core.context import Context
    from workbench.core.model import Event, Scenario, SiteFacts


def _empty(value: Any) -> bool:
    return value is None or value == "" or value == [] or value == {}


def validate_field(field: FormField, value: Any) -> str | None:
    """The problem with one field's value, or None."""
    if _empty(value):
        return "is required" if field.required else None
    kind = field.kind
    if kind in ("number", "integer"):
        if (
            isinstance(value, bool)
            or not isinstance(value, int | float)
            or not math.isfinite(value)
        ):
            return "must be a number"
        if kind == "integer" and int(value) != value:
            return "must be a whole number"
        if field.minimum is not None and value < field.minimum:
            return f"must be at least {field.minimum:g}"
        if field.maximum is not None and value > field.maximum:
            return f"must be at most {field.maximum:g}"
    elif kind in ("date", "datetime"):
        try:
            parsed = parse_when(value)
        except ValueError as error:
            return str(error)
        if kind == "date" and hasattr(parsed, "hour"):
            return "must be a date (YYYY-MM-DD)"
    elif kind == "choice":
        if value not in field.choices:
            return f"must be one of: {', '.join(field.choices)}"
    elif kind == "multichoice":
        if not isinstance(value, list) or any(v not in field.choices for v in value):
            return f"must be a list of: {', '.join(field.choices)}"
    elif kind == "bool":
        if not isinstance(value, bool):
            return "must be yes or no"
        if field.required and value is False and field.help.startswith("Certification"):
            return "must be confirmed"
    elif kind == "table":
        if not isinstance(value, list) or not all(isinstance(row, dict) for row in value):
            return "must be a list of rows"
        for index, row in enumerate(value, start=1):
            for column in field.columns:
                problem = validate_field(column, row.get(column.id))
                if problem:
                    return f"row {index}, {column.label}: {problem}"
    elif not isinstance(value, str):
        return "must be text"
    return None


def validate_form(spec: FormSpec, values: dict[str, Any]) -> dict[str, str]:
    """Field id -> problem, for every field with a problem (empty when the form is complete)."""
    problems = {}
    known = {f.id for f in spec.fields}
    for key in values:
        if key not in known and key != PREFILLED:
            problems[key] = "is not a field of this form"
    for field in spec.fields:
        problem = validate_field(field, values.get(field.id))
        if problem:
            problems[field.id] = problem
    for field in spec.fields:
        if field.after and field.id not in problems:
            problem = date_order_problem(spec, field, values)
            if problem:
                problems[field.id] = problem
    return problems


def date_order_problem(spec: FormSpec, field: FormField, values: dict[str, Any]) -> str | None:
    """The date order rule a field declares with ``after``: it may not be earlier than that
    field (the same day is allowed). Checked only when both are valid dates."""
    earlier = next((f for f in spec.fields if f.id == field.after), None)
    first, second = values.get(field.after), values.get(field.id)
    if earlier is None or _empty(first) or _empty(second):
        return None
    if validate_field(earlier, first) or validate_field(field, second):
        return None
    start, end = parse_when(first), parse_when(second)
    if isinstance(start, datetime) != isinstance(end, datetime):  # compare a date with a day
        start = start.date() if isinstance(start, datetime) else start
        end = end.date() if isinstance(end, datetime) else end
    elif (
        isinstance(start, datetime)
        and isinstance(end, datetime)  # both, after the branch above
        and (start.tzinfo is None) != (end.tzinfo is None)
    ):
        start, end = start.replace(tzinfo=None), end.replace(tzinfo=None)
    if end < start:
        return f"must not be before {earlier.label.lower()} ({first})"
    return None


class NotEvaluated(Exception):  # noqa: N818 - a state, not an error of the check
    """A check read the site, the events or the results of a form checked on its own (no
    evaluation given, e.g. a form typed before the site is evaluated): the check is skipped,
    not failed; ``workbench form`` and the evaluation always give it."""


@dataclass(frozen=True)
class FormValues:
    """What a ``FormCheck`` reads: the form's values, its date fields parsed, the site's
    working-day calendar (city holidays, the city's and the project's closures, open days),
    and, when the form is checked within an evaluation (``workbench form``, ``evaluate``, the
    plan-check summary), the evaluation: ``site``, ``events``, ``status``, ``sizing``,
    ``deadlines`` and the form's filing date ``filed``.

    ``ctx``: the evaluation's ``Context`` (the scenario, parameters, classifications);
    ``results``: the result document so far (findings, classifications, sizing, deadlines);
    ``filed_field``: the field holding the date the form was filed (``FormSpec.filed_field``).
    A check that reads the evaluation when none is given is skipped (``NotEvaluated``).
    """

    values: Mapping[str, Any]
    calendar: WorkCalendar = dataclass_field(default_factory=WorkCalendar)
    ctx: Context | None = None
    results: Mapping[str, Any] | None = None
    filed_field: str = ""

    def get(self, field_id: str, default: Any = None) -> Any:
        """The value as entered (``default`` when empty)."""
        value = self.values.get(field_id)
        return default if _empty(value) else value

    def when(self, field_id: str) -> date | datetime | None:
        """A date or date-time field parsed (None when empty or not a date)."""
        try:
            return parse_when(self.values[field_id])
        except (KeyError, ValueError):
            return None

    def day(self, field_id: str) -> date | None:
        """The date of a date or date-time field (None when empty or not a date)."""
        when = self.when(field_id)
        return when.date() if isinstance(when, datetime) else when

    # ----------------------------------------------------------- the evaluation
    def _context(self) -> Context:
        if self.ctx is None:
            raise NotEvaluated("the form is checked without its site's evaluation")
        return self.ctx

    @property
    def site(self) -> SiteFacts:
        """The site's facts (``site.disturbed_area_sqft`` ...), as the rules read them."""
        return self._context().site

    @property
    def scenario(self) -> Scenario:
        return self._context().scenario

    def fact(self, name: str) -> Any:
        """A site fact, or None when not given (a check says what it could not check)."""
        return getattr(self._context().site, name)

    def events(self, *kinds: str) -> list[Event]:
        """The site's recorded events of these kinds (every event without kinds), by time."""
        found = [e for e in self._context().scenario.events if not kinds or e.kind in kinds]
        return sorted(found, key=lambda e: _sort_key(e.at))

    def event_at(self, *kinds: str) -> date | datetime | None:
        """When the first recorded event of these kinds happened (None when none is)."""
        found = self.events(*kinds)
        return found[0].at if found else None

    def _results(self) -> Mapping[str, Any]:
        if self.results is None:
            raise NotEvaluated("the form is checked without its site's evaluation")
        return self.results

    def status(self, rule_id: str) -> str | None:
        """A finding's or classification's status (``applies``, ``does_not_apply``,
        ``needs_info``, ``error``), or None when the city has no such id."""
        results = self._results()
        for entry in results.get("findings", []):
            if entry.get("rule_id") == rule_id:
                return _text_or_none(entry.get("status"))
        for entry in results.get("classifications", []):
            if entry.get("id") == rule_id:
                return _text_or_none(entry.get("status"))
        return None

    def sizing(self, tool_id: str) -> Mapping[str, Any] | None:
        """A sizing tool's result entry (``status``, ``outputs`` {name: {value, unit}},
        ``inputs``), or None when the tool was not run."""
        return next(
            (s for s in self._results().get("sizing", []) if s.get("tool_id") == tool_id), None
        )

    def sized(self, tool_id: str, output: str) -> float | None:
        """One figure of a sizing tool that computed it (status ``applies``; None otherwise),
        e.g. the site's ``design_volume_cuft``."""
        entry = self.sizing(tool_id)
        if entry is None or entry.get("status") != "applies":
            return None
        value = entry.get("outputs", {}).get(output, {}).get("value")
        return value if isinstance(value, int | float) else None

    def deadlines(self, rule_id: str) -> list[Mapping[str, Any]]:
        """The deadline entries of a deadline rule (``due``, ``extended_due`` under CCP § 12a
        where the last day moves, ``trigger`` {kind, at}), required or left out."""
        results = self._results()
        return [
            d
            for key in ("deadlines", "deadlines_left_out")
            for d in results.get(key, [])
            if d.get("rule_id") == rule_id
        ]

    @property
    def filed(self) -> date | None:
        """The date the form was filed (its ``filed_field``), None when not given."""
        return self.day(self.filed_field) if self.filed_field else None


def _sort_key(at: date | datetime) -> datetime:
    moment = at if isinstance(at, datetime) else datetime.combine(at, datetime.min.time())
    return moment.replace(tzinfo=None)


def _run_check(check: FormCheck, form: FormValues) -> list[str]:
    """The messages of one check; a check that fails says so instead of stopping the form.
    A check that reads the evaluation where none is given is skipped; one that needs a site
    fact not given says what it could not check."""
    try:
        with time_limit():  # plugin code: a runaway check is stopped like a rule
            found = check.check(form)
    except NotEvaluated:
        return []
    except MissingFact as missing:
        return [f"not checked: {missing.args[0] if missing.args else 'a fact'} is not given"]
    except PluginTimeout:
        return ["the check ran past its time limit and was stopped"]
    except Exception as error:  # noqa: BLE001 - a failing plugin check is shown, not raised
        return [f"the check could not run ({type(error).__name__}: {error})"[:300]]
    if not isinstance(found, list | tuple) or not all(isinstance(m, str) for m in found):
        return [f"the check returned {type(found).__name__}, not a list of messages"]
    return list(found)


def check_form(
    spec: FormSpec,
    values: Mapping[str, Any],
    calendar: WorkCalendar | None = None,
    *,
    ctx: Context | None = None,
    results: Mapping[str, Any] | None = None,
) -> list[FormWarning]:
    """The warnings of the form's own checks (``spec.checks``), each citing its lines, and,
    for a form that answers a deadline (``spec.answers``), its filing date against it.

    A check runs only when every field it names is filled with a valid value: an empty or
    wrong field is the field's problem (``validate_form``), not a second warning. ``ctx`` and
    ``results`` (the evaluation) let a check read the site, the events and the results; without
    them a check that reads them is skipped.
    """
    form = FormValues(values, calendar or WorkCalendar(), ctx, results, spec.filed_field)
    by_id = {f.id: f for f in spec.fields}
    warnings = []
    for check in spec.checks:
        ready = all(
            fid in by_id
            and not _empty(values.get(fid))
            and validate_field(by_id[fid], values.get(fid)) is None
            for fid in check.fields
        )
        if not ready:
            continue
        warnings += [
            FormWarning(check.id, check.title, message, check.fields, check.citations)
            for message in _run_check(check, form)
        ]
    warnings += filing_warnings(spec, form)
    return warnings


def filing_warnings(spec: FormSpec, form: FormValues) -> list[FormWarning]:
    """A form that answers a deadline (``spec.answers``: the deadline rule's id, or several)
    filed after it: the filing date against the deadline's last day, the ordinance's date and,
    where CCP § 12a moves it, the extended date, as the deadline shows them. The deadline the
    form answers is the one whose trigger is the latest not after the filing date. A form with
    no filing date is warned when the evaluation's date (``as_of``) is past the last day: it
    can no longer be filed in time. A city check that reads the filing date (names
    ``filed_field`` in its fields) decides a given date's lateness itself: the core then warns
    only a form with no filing date."""
    if not spec.answers or form.results is None:
        return []
    filed = form.when(spec.filed_field) if spec.filed_field else None
    if filed is not None and any(spec.filed_field in check.fields for check in spec.checks):
        return []
    as_of = form.ctx.as_of if form.ctx is not None else None
    upto = filed if filed is not None else as_of
    if upto is None:
        return []
    ids = (spec.answers,) if isinstance(spec.answers, str) else tuple(spec.answers)
    started = [
        d
        for rid in ids
        for d in form.deadlines(rid)
        if (at := _trigger(d)) is not None and _day_of(at) <= _day_of(upto)
    ]
    if not started:
        return []
    deadline = max(started, key=lambda d: _sort_key(_trigger(d) or date.min))  # each has one
    due = parse_when(deadline["due"])
    last = parse_when(deadline.get("extended_due") or deadline["due"])
    if filed is not None:
        late = _later(filed, last)
        what = f"filed {format_when(filed)}, after the deadline"
    else:
        assert as_of is not None  # (upto is filed or as_of, and not None here)
        late = _day_of(as_of) > _day_of(last)
        what = f"no filing date is given, and as of {format_when(as_of)} the deadline has passed"
    if not late:
        return []
    extended = f", extended to {format_when(last)} under CCP § 12a" if last != due else ""
    trigger = deadline["trigger"]
    message = (
        f"{what}: {deadline['title']} by {format_when(due)}{extended}, counted from "
        f"{trigger['kind'].replace('_', ' ')} on {trigger['at']}"
    )
    cites = tuple(citation_from_json(c) for c in deadline.get("citations", []))
    title = "Filed after its deadline"
    return [FormWarning("filed_late", title, message, (spec.filed_field,), cites or spec.citations)]


def _text_or_none(value: Any) -> str | None:
    return None if value is None else str(value)


def _day_of(when: date | datetime) -> date:
    return when.date() if isinstance(when, datetime) else when


def _later(filed: date | datetime, last: date | datetime) -> bool:
    """Whether a filing is after the last moment (a date filed on a due date-time's day is
    not known to be late)."""
    if isinstance(filed, datetime) and isinstance(last, datetime):
        return _sort_key(filed) > _sort_key(last)
    return _day_of(filed) > _day_of(last)


def _trigger(deadline: Mapping[str, Any]) -> date | datetime | None:
    try:
        return parse_when(deadline["trigger"]["at"])
    except (KeyError, TypeError, ValueError):
        return None


def citation_from_json(data: Mapping[str, Any]) -> Citation:
    lines = data.get("lines")
    return Citation(
        source=data.get("source", ""),
        section=data.get("section"),
        lines=(int(lines[0]), int(lines[1])) if lines else None,
        quote=data.get("quote", ""),
        external=bool(data.get("external", False)),
        verify=bool(data.get("verify", False)),
    )


def missing_items(spec: FormSpec, values: dict[str, Any]) -> list[str]:
    """What keeps a form from being ready to sign, one line each (empty when complete)."""
    labels = {f.id: f.label for f in spec.fields}
    return [
        f"{labels.get(fid, fid)}: {problem}" for fid, problem in validate_form(spec, values).items()
    ]


# What a form field may be filled from when the site has not saved the form yet: site facts
# by the same name, these aliases, the scenario's project block, and events whose kind names
# the date (``<kind>``, ``<kind>_on``, ``<kind>_at``, ``<kind>_date`` or an alias below).
FACT_ALIASES = {
    "total_site_area_sqft": "parcel_area_sqft",
    "total_disturbed_area_sqft": "disturbed_area_sqft",
}
PROJECT_ALIASES = {
    "project_address": "address",
    "address": "address",
    "apn": "apn",
    "applicant_name": "applicant",
    "applicant": "applicant",
}
EVENT_ALIASES: dict[str, str | tuple[str, ...]] = {
    "commencement_date": "permit_commencement_date",
    "termination_date": "permit_termination_date",
    # the core event, and Soledad's narrower non-hazardous one (L689)
    "discovered_at": ("spill_discovered", "nonhazardous_spill_discovered"),
    "phone_notice_at": "spill_phone_notice",
    "penalty_received_on": "penalty_received",
    "nov_date": "notice_of_violation_received",
}


def _event_value(field: FormField, scenario: Any) -> str | None:
    alias = EVENT_ALIASES.get(field.id, field.id)
    kinds = {alias} if isinstance(alias, str) else set(alias)
    for suffix in ("_on", "_at", "_date"):
        if field.id.endswith(suffix):
            kinds.add(field.id[: -len(suffix)])
    at = next((e.at for e in scenario.events if e.kind in kinds), None)
    if at is None:
        return None
    if field.kind == "date" and isinstance(at, datetime):
        at = at.date()
    return at.isoformat(timespec="minutes") if isinstance(at, datetime) else at.isoformat()


def _source(field: FormField, scenario: Any) -> tuple[str, Any]:
    """Where a field is prefilled from (``site.<fact>``, ``project.<key>``, ``name``,
    ``events``) and the value it gives now ("" and None when it is filled from nothing)."""
    if field.kind in ("date", "datetime"):
        return "events", _event_value(field, scenario)
    if field.id == "project_name":
        return "name", scenario.name or None
    if field.id in PROJECT_ALIASES:
        return f"project.{PROJECT_ALIASES[field.id]}", getattr(
            scenario.project, PROJECT_ALIASES[field.id]
        )
    fact = FACT_ALIASES.get(field.id, field.id)
    if fact in type(scenario.site).model_fields:
        return f"site.{fact}", getattr(scenario.site, fact)
    return "", None


def prefill(spec: FormSpec, scenario: Any) -> dict[str, Any]:
    """Values for a new form from the site and its events (only fields that validate)."""
    values: dict[str, Any] = {}
    for field in spec.fields:
        _where, value = _source(field, scenario)
        if not _empty(value) and validate_field(field, value) is None:
            values[field.id] = value
    return values


#: The key of a saved form's values that remembers what the site gave each prefilled field
#: when it was filled ({field id: value}); ``remember_prefill`` writes it, ``stale_warnings``
#: reads it. It is not a field: ``validate_form`` ignores it, the printed form does not show it.
PREFILLED = "_prefilled"


def remember_prefill(spec: FormSpec, values: Mapping[str, Any], scenario: Any) -> dict[str, Any]:
    """``values`` with ``PREFILLED`` set to what the site gives now for each field whose value
    is the site's (call on saving a form; a field the user typed otherwise is not remembered,
    so a later change of the site is compared with what the user saw)."""
    old = values.get(PREFILLED)
    remembered = dict(old) if isinstance(old, Mapping) else {}
    for field in spec.fields:
        _where, now = _source(field, scenario)
        if not _empty(now) and values.get(field.id) == now:
            remembered[field.id] = now
    return {**values, PREFILLED: remembered}


def confirm_prefill(
    spec: FormSpec, values: Mapping[str, Any], scenario: Any, *field_ids: str
) -> dict[str, Any]:
    """``values`` with the site's values now remembered for ``field_ids`` (all stale ones when
    none is named): the user confirms the form's value although the site says otherwise; the
    field is flagged again only when the site changes again."""
    old = values.get(PREFILLED)
    remembered = dict(old) if isinstance(old, Mapping) else {}
    for fid, (_where, _value, now) in stale_values(spec, values, scenario).items():
        if not field_ids or fid in field_ids:
            remembered[fid] = now
    return {**values, PREFILLED: remembered}


def stale_values(
    spec: FormSpec, values: Mapping[str, Any], scenario: Any
) -> dict[str, tuple[str, Any, Any]]:
    """Field id -> (its source, the form's value, the source's value now) for each prefilled
    field whose source has changed since it was filled or confirmed (``PREFILLED`` remembers
    what the site said then) while the form holds another value than the site's now. Without
    that memory (a form saved before it existed, or written by hand), a field holding a number
    the site's fact of the same name now contradicts is stale too (issue 38: a form kept
    20,000 sq ft after the site said 25,000)."""
    memory = values.get(PREFILLED)
    memory = memory if isinstance(memory, Mapping) else {}
    stale = {}
    for field in spec.fields:
        where, now = _source(field, scenario)
        value = values.get(field.id)
        if not where or _empty(now) or _empty(value) or value == now:
            continue
        if field.id in memory:
            if memory[field.id] != now:
                stale[field.id] = (where, value, now)
        elif where.startswith("site.") and field.kind in ("number", "integer"):
            if isinstance(value, int | float) and not isinstance(value, bool):
                stale[field.id] = (where, value, now)
    return stale


def _shown(value: Any) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int | float):
        return f"{value:,.0f}" if float(value).is_integer() else f"{value:,}"
    return str(value)


def stale_warnings(spec: FormSpec, values: Mapping[str, Any], scenario: Any) -> list[FormWarning]:
    """One warning per stale prefilled field (``stale_values``): the form's value, the site's
    now and the source, until the user confirms or updates it."""
    labels = {f.id: f.label for f in spec.fields}
    return [
        FormWarning(
            "stale_value",
            "A prefilled value the site has changed since",
            f"{labels[fid]}: the form says {_shown(old)}, {where} now says {_shown(now)}; "
            "confirm or update it",
            (fid,),
            spec.citations,
        )
        for fid, (where, old, now) in stale_values(spec, values, scenario).items()
    ]
