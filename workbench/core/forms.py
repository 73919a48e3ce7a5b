"""Validation of form submissions against a plugin's declarative FormSpec: each field on its
own (``validate_form``), then the form's own cross-field checks (``check_form``: timing and
consistency the ordinance sets, shown as cited warnings)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from datetime import date, datetime
from typing import Any

from workbench.core.calendar import WorkCalendar
from workbench.core.model import parse_when
from workbench.core.rules import FormCheck, FormField, FormSpec, FormWarning
from workbench.core.watchdog import PluginTimeout, time_limit


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
        if key not in known:
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


@dataclass(frozen=True)
class FormValues:
    """What a ``FormCheck`` reads: the form's values, its date fields parsed, and the site's
    working-day calendar (city holidays, the city's and the project's closures, open days)."""

    values: Mapping[str, Any]
    calendar: WorkCalendar = dataclass_field(default_factory=WorkCalendar)

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


def _run_check(check: FormCheck, form: FormValues) -> list[str]:
    """The messages of one check; a check that fails says so instead of stopping the form."""
    try:
        with time_limit():  # plugin code: a runaway check is stopped like a rule
            found = check.check(form)
    except PluginTimeout:
        return ["the check ran past its time limit and was stopped"]
    except Exception as error:  # noqa: BLE001 - a failing plugin check is shown, not raised
        return [f"the check could not run ({type(error).__name__}: {error})"[:300]]
    if not isinstance(found, list | tuple) or not all(isinstance(m, str) for m in found):
        return [f"the check returned {type(found).__name__}, not a list of messages"]
    return list(found)


def check_form(
    spec: FormSpec, values: Mapping[str, Any], calendar: WorkCalendar | None = None
) -> list[FormWarning]:
    """The warnings of the form's own checks (``spec.checks``), each citing its lines.

    A check runs only when every field it names is filled with a valid value: an empty or
    wrong field is the field's problem (``validate_form``), not a second warning.
    """
    form = FormValues(values, calendar or WorkCalendar())
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
    return warnings


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


def prefill(spec: FormSpec, scenario: Any) -> dict[str, Any]:
    """Values for a new form from the site and its events (only fields that validate)."""
    values: dict[str, Any] = {}
    for field in spec.fields:
        value: Any = None
        if field.kind in ("date", "datetime"):
            value = _event_value(field, scenario)
        elif field.id == "project_name" and scenario.name:
            value = scenario.name
        elif field.id in PROJECT_ALIASES:
            value = getattr(scenario.project, PROJECT_ALIASES[field.id])
        else:
            fact = FACT_ALIASES.get(field.id, field.id)
            if fact in type(scenario.site).model_fields:
                value = getattr(scenario.site, fact)
        if not _empty(value) and validate_field(field, value) is None:
            values[field.id] = value
    return values
