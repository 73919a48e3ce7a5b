"""Validation of form submissions against a plugin's declarative FormSpec."""

from __future__ import annotations

import math
from typing import Any

from workbench.core.model import parse_when
from workbench.core.rules import FormField, FormSpec


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
    return problems
