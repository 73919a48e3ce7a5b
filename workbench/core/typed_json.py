"""The JSON codec of the typed results (``workbench.core.results``): a dataclass that derives
from ``Typed`` reads itself from a JSON object (``from_json``) and writes itself back
(``to_json``) by its fields' types, with nothing converted (a number stays the int or float
it was, so a document comes back byte for byte). A field's JSON key is its name unless
``key(...)`` names it; an ``optional()`` field is left out of the JSON when it is None. A key
the class does not know is refused (``ValueError``), as is a missing key without a default.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import field
from functools import cache
from typing import Any, TypeVar

T = TypeVar("T")

_KEY = "key"  # field metadata: the JSON key when it is not the field's name
_OPTIONAL = "optional"  # field metadata: the key is left out of the JSON when None


def key(name: str) -> dict[str, str]:
    """Field metadata: the JSON key of a field whose name differs (``pass``)."""
    return {_KEY: name}


def optional() -> Any:
    """A key the document may leave out (None here)."""
    return field(default=None, metadata={_OPTIONAL: True})


# --------------------------------------------------------------------------- the codec
#: (field name, JSON key, value reader, value writer, optional, has default)
_Field = tuple[str, str, Callable[[Any], Any], Callable[[Any], Any], bool, bool]


@cache
def _plan(cls: type[Any]) -> tuple[tuple[_Field, ...], frozenset[str]]:
    """Each field of ``cls`` (see ``_Field``) and the JSON keys it knows; built once a class
    (the codec runs for every result every output reads: it stays a few dict lookups)."""
    hints = typing.get_type_hints(cls)
    plan = []
    for f in dataclasses.fields(cls):
        has_default = (
            f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        )
        read, write = _codec(hints[f.name])
        plan.append(
            (
                f.name,
                f.metadata.get(_KEY, f.name),
                read,
                write,
                bool(f.metadata.get(_OPTIONAL)),
                has_default,
            )
        )
    return tuple(plan), frozenset(json_key for _n, json_key, *_rest in plan)


def _same(value: Any) -> Any:
    return value


def _codec(hint: Any) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    """How a JSON value becomes the value of a field typed ``hint``, and back (values are
    never converted: a number stays the int or float it is, so the JSON comes back the same;
    lists and dicts are copied, so no two documents share one)."""
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if dataclasses.is_dataclass(hint) and isinstance(hint, type):
        cls: type[Any] = hint
        return (lambda value: _load(cls, value)), _dump_object
    if origin is list:
        read, write = _codec(args[0])
        if read is _same:
            return list, list
        return (lambda value: [read(v) for v in value]), (lambda value: [write(v) for v in value])
    if origin is dict:
        read, write = _codec(args[1])
        if read is _same:
            return dict, dict
        return (
            (lambda value: {k: read(v) for k, v in value.items()}),
            (lambda value: {k: write(v) for k, v in value.items()}),
        )
    if origin in (typing.Union, types.UnionType):
        inner = [a for a in args if a is not type(None)]
        if len(inner) == 1:
            read, write = _codec(inner[0])
            if read is _same:
                return _same, _same
            return (
                (lambda value: None if value is None else read(value)),
                (lambda value: None if value is None else write(value)),
            )
    return _same, _same


def _load(cls: type[T], data: Mapping[str, Any]) -> T:
    if not isinstance(data, Mapping):
        raise ValueError(f"{cls.__name__}: expected an object, got {type(data).__name__}")
    plan, known = _plan(cls)  # type: ignore[arg-type]  # a class is hashable; not type[T] to mypy
    if not known.issuperset(data):
        unknown = [key for key in data if key not in known]
        raise ValueError(f"{cls.__name__}: unknown keys {unknown} (add them to core/results.py)")
    values = {}
    for name, json_key, read, _write, may_lack, has_default in plan:
        if json_key in data:
            values[name] = read(data[json_key])
        elif not (may_lack or has_default):
            raise ValueError(f"{cls.__name__}: the key {json_key!r} is missing")
    return cls(**values)


def _dump_object(value: Any) -> dict[str, Any]:
    out = {}
    plan = _plan(type(value))[0]  # type: ignore[arg-type]  # a class is hashable
    for name, json_key, _read, write, may_lack, _default in plan:
        item = getattr(value, name)
        if may_lack and item is None:
            continue
        out[json_key] = write(item)
    return out


class Typed:
    """A part of the result document: ``from_json`` and ``to_json``."""

    @classmethod
    def from_json(cls: type[T], data: Mapping[str, Any]) -> T:
        return _load(cls, data)

    def to_json(self) -> dict[str, Any]:
        return _dump_object(self)
