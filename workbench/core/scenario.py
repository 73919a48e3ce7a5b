"""The ``workbench-scenario/1`` interchange file: load, validate, dump.

Every problem becomes a ScenarioError whose message is one plain line naming the field and
the problem, e.g. ``site.disturbed_area_sqft: must not be negative (got -5)``.
"""

from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from workbench.core.model import FORMAT, Scenario

MAX_BYTES = 20_000_000
MAX_DEPTH = 32


class ScenarioError(ValueError):
    """A scenario file that cannot be used; ``str()`` is one line for the user."""


def _location(loc: tuple[Any, ...]) -> str:
    text = ""
    for part in loc:
        if isinstance(part, int):
            text += f"[{part}]"
        else:
            part = str(part)
            if not part.isprintable():  # a key with a newline must not break the one line
                part = part.encode("unicode_escape", "backslashreplace").decode("ascii")
            text += ("." if text else "") + part
    return text or "(top level)"


def describe_validation_error(error: ValidationError) -> str:
    """The first problem of a pydantic error as 'field: problem'."""
    first = error.errors(include_url=False)[0]
    loc = tuple(p for p in first["loc"] if p not in ("function-after", "function-before"))
    # pydantic appends the union branch or literal names to loc; keep only the data path
    loc = tuple(
        p for p in loc if not (isinstance(p, str) and ("[" in p or p in ("date", "datetime")))
    )
    kind = first["type"]
    if kind == "extra_forbidden":
        problem = f"unknown field (not part of {FORMAT}; check the spelling)"
    elif kind == "missing":
        problem = "is required"
    elif kind == "literal_error":
        problem = f"must be one of {first['ctx']['expected']} (got {first.get('input')!r})"[:200]
    elif kind.startswith("int") and kind != "int_parsing":
        problem = f"{first['msg'].lower()} (got {first.get('input')!r})"[:160]
    else:
        problem = first["msg"].removeprefix("Value error, ")
        if problem.startswith("Input should be"):
            problem = "must be " + problem.removeprefix("Input should be ").removeprefix("a valid ")
    problem = problem.replace("\n", " ")
    more = len(error.errors()) - 1
    suffix = f" (and {more} more problem{'s' if more > 1 else ''})" if more > 0 else ""
    return f"{_location(loc)}: {problem}{suffix}"


_SURROGATES = re.compile("[\ud800-\udfff]")


def _surrogate(value: Any, loc: tuple[Any, ...]) -> tuple[Any, ...] | None:
    """Where a string (or a key) holds a lone surrogate: JSON's ``\\udc00`` escapes decode to one,
    and it cannot be encoded as UTF-8 (printing or saving it fails)."""
    if isinstance(value, str):
        return loc if _SURROGATES.search(value) else None
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(key, str) and _SURROGATES.search(key):
                return (*loc, "(a key)")
            found = _surrogate(item, (*loc, key))
            if found is not None:
                return found
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found = _surrogate(item, (*loc, index))
            if found is not None:
                return found
    return None


def _depth(value: Any, level: int = 0) -> int:
    if level > MAX_DEPTH:
        return level
    if isinstance(value, dict):
        return max((_depth(v, level + 1) for v in value.values()), default=level)
    if isinstance(value, list):
        return max((_depth(v, level + 1) for v in value), default=level)
    return level


def parse_scenario(data: Any) -> Scenario:
    """Validate a decoded JSON value as a scenario."""
    if not isinstance(data, dict):
        raise ScenarioError(f"(top level): must be a JSON object, not {type(data).__name__}")
    if data.get("format") != FORMAT:
        got = data.get("format")
        if got is None:
            raise ScenarioError(f"format: is required and must be {FORMAT!r}")
        raise ScenarioError(f"format: must be {FORMAT!r} (got {str(got)[:60]!r})")
    if _depth(data) > MAX_DEPTH:
        raise ScenarioError(f"(top level): nested more than {MAX_DEPTH} levels deep")
    where = _surrogate(data, ())
    if where is not None:
        raise ScenarioError(
            f"{_location(where)}: contains a lone UTF-16 surrogate (\\ud800-\\udfff), "
            "which is not a character; such text cannot be shown or saved"
        )
    try:
        return Scenario.model_validate(data)
    except ValidationError as error:
        raise ScenarioError(describe_validation_error(error)) from None
    except RecursionError:
        raise ScenarioError("(top level): nested too deeply") from None


def loads(text: str | bytes) -> Scenario:
    """Parse scenario JSON text."""
    if len(text) > MAX_BYTES:
        raise ScenarioError(f"(file): larger than {MAX_BYTES // 1_000_000} MB")
    try:
        data = json.loads(
            text, parse_constant=_reject_constant, object_pairs_hook=_no_duplicate_keys
        )
    except json.JSONDecodeError as error:
        raise ScenarioError(
            f"(file): not valid JSON at line {error.lineno} column {error.colno}: {error.msg}"
        ) from None
    except UnicodeDecodeError:
        raise ScenarioError("(file): not UTF-8 text") from None
    except RecursionError:
        raise ScenarioError("(file): nested too deeply") from None
    except ValueError as error:
        raise ScenarioError(f"(file): {error}") from None
    return parse_scenario(data)


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object; a key given twice is refused (a typo must never change a finding)."""
    data: dict[str, Any] = {}
    for key, value in pairs:
        if key in data:
            raise ValueError(f"the key {key!r} appears twice in one object"[:120])
        data[key] = value
    return data


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a scenario (numbers must be finite)")


def load(path: str | Path) -> Scenario:
    """Read and validate a scenario file."""
    path = Path(path)
    try:
        raw = _read_bounded(path)
    except FileNotFoundError:
        raise ScenarioError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise ScenarioError(f"{path}: is a folder, not a scenario file") from None
    except OSError as error:
        raise ScenarioError(f"{path}: cannot be read ({error.strerror})") from None
    try:
        scenario = loads(raw)
    except ScenarioError as error:  # the text's own problems name the file they are in
        text = str(error)
        if text.startswith("(file): "):
            raise ScenarioError(f"{path}: {text.removeprefix('(file): ')}") from None
        raise
    scenario._source_dir = str(path.resolve().parent)
    return scenario


def _read_bounded(path: Path) -> bytes:
    """The bytes of a regular file of at most MAX_BYTES, checked before reading: a device,
    a FIFO or a huge file is refused without reading it (nor waiting on it)."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    fd = os.open(path, flags)  # O_NONBLOCK: opening a FIFO never waits for a writer
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise IsADirectoryError(21, "Is a directory")
        if not stat.S_ISREG(st.st_mode):
            raise ScenarioError(f"{path}: is not a regular file (a device, pipe or socket)")
        if st.st_size > MAX_BYTES:
            raise ScenarioError(f"{path}: larger than {MAX_BYTES // 1_000_000} MB")
        with os.fdopen(os.dup(fd), "rb") as handle:
            raw = handle.read(MAX_BYTES + 1)
    finally:
        os.close(fd)
    if len(raw) > MAX_BYTES:
        raise ScenarioError(f"{path}: larger than {MAX_BYTES // 1_000_000} MB")
    return raw


def dumps(scenario: Scenario) -> str:
    """The scenario as pretty JSON text."""
    return json.dumps(scenario.to_json(), indent=2, ensure_ascii=False) + "\n"


def dump(scenario: Scenario, path: str | Path) -> None:
    """Write the scenario file atomically (``workbench.core.atomic``)."""
    from workbench.core.atomic import write_atomic

    write_atomic(Path(path), dumps(scenario).encode("utf-8"))
