"""The sites of a project in memory: ``Site``, its ``StoredResult``s and the project's
``StoredRecord``s (rainfall records), with the JSON text each is stored as.

A site read from a file keeps its scenario and results as the stored JSON text until they are
first used (``Site.scenario``, ``StoredResult.data``), so that large projects open quickly.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from workbench.core.model import Scenario
from workbench.core.scenario import ScenarioError
from workbench.core.scenario import loads as loads_scenario
from workbench.core.store.errors import _describe, _fail

if TYPE_CHECKING:
    from workbench.core.store.opening import _ResultSource


def utc_now() -> str:
    """The current time as ISO 8601 text (UTC, seconds)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


class StoredResult:
    """A computed result of one site under one jurisdiction, with the versions that made it.

    ``data`` is the JSON-able result. It may be given as JSON text instead (``data_json``):
    results read from a file, or handed over already serialised, stay text until ``data`` is
    first read (a project of thousands of sites holds its results compactly, and a result is
    decoded only when somebody looks at it). Text that is not JSON raises ProjectFileError
    then, naming the site.
    """

    __slots__ = (
        "jurisdiction",
        "plugin_version",
        "ruleset_version",
        "computed_at",
        "_data",
        "_json",
        "_where",
    )

    def __init__(
        self,
        jurisdiction: str,
        plugin_version: str,
        ruleset_version: str,
        computed_at: str,
        data: dict[str, Any] | None = None,
        *,
        data_json: str | None = None,
        where: tuple[Path, str] | None = None,
    ) -> None:
        if (data is None) == (data_json is None):
            raise TypeError("give a StoredResult either data or data_json")
        self.jurisdiction = jurisdiction
        self.plugin_version = plugin_version
        self.ruleset_version = ruleset_version
        self.computed_at = computed_at  # ISO 8601
        self._data = data
        self._json = data_json
        self._where = where  # (file, site name) for the message if the text is damaged

    @property
    def data(self) -> dict[str, Any]:
        if self._data is None:
            try:
                self._data = json.loads(self._json or "")
            except (TypeError, ValueError, RecursionError) as error:
                path, name = self._where or (Path("project"), "?")
                raise _fail(
                    path,
                    f"is damaged: the {self.jurisdiction} result of site {name!r} cannot "
                    f"be read ({_describe(error)})",
                ) from None
            self._json = None
        return self._data

    def json_text(self) -> str:
        """The result as the file stores it (strict, compact JSON); ValueError if it is not JSON
        data."""
        if self._json is not None:
            return self._json
        return _dumps(self._data)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, StoredResult):
            return NotImplemented
        return (
            self.jurisdiction,
            self.plugin_version,
            self.ruleset_version,
            self.computed_at,
            self.data,
        ) == (
            other.jurisdiction,
            other.plugin_version,
            other.ruleset_version,
            other.computed_at,
            other.data,
        )

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (
            f"StoredResult({self.jurisdiction!r}, {self.plugin_version!r}, "
            f"{self.ruleset_version!r}, "
            f"{self.computed_at!r}, {'<json text>' if self._data is None else '{...}'})"
        )


def _dumps(value: Any) -> str:
    """Strict, compact, ASCII JSON (no NaN; any string encodes safely into SQLite)."""
    return json.dumps(value, allow_nan=False, separators=(",", ":"))


def _scenario_text(scenario: Scenario) -> str:
    return _dumps(scenario.to_json())


class _Results(dict[str, StoredResult]):
    """A site's results by jurisdiction id; every change marks the site's results dirty."""

    def __init__(self, items: Iterable[tuple[str, StoredResult]], changed: Callable[[], None]):
        super().__init__()
        for key, value in items:
            dict.__setitem__(self, key, value)
        self._changed = changed

    def __setitem__(self, key: str, value: StoredResult) -> None:
        if not isinstance(value, StoredResult):
            raise TypeError(f"results hold StoredResult values, not {type(value).__name__}")
        if key != value.jurisdiction:
            raise ValueError(f"result for {value.jurisdiction!r} stored under key {key!r}")
        super().__setitem__(key, value)
        self._changed()

    def __delitem__(self, key: str) -> None:
        super().__delitem__(key)
        self._changed()

    # dict.__or__ returns a plain dict; |= keeps this class (and its change callback)
    def __ior__(self, other: Any) -> _Results:  # type: ignore[override,misc]
        self.update(other)
        return self

    def clear(self) -> None:
        super().clear()
        self._changed()

    def pop(self, key: str, *default: Any) -> Any:
        value = super().pop(key, *default)
        self._changed()
        return value

    def popitem(self) -> tuple[str, StoredResult]:
        item = super().popitem()
        self._changed()
        return item

    def setdefault(self, key: str, default: Any = None) -> Any:
        if key not in self:
            self[key] = default
        return self[key]

    def update(self, *args: Any, **kwargs: Any) -> None:
        for key, value in dict(*args, **kwargs).items():
            self[key] = value


@dataclass(frozen=True)
class StoredRecord:
    """A rainfall record kept in the project file (table ``rainfall_record``): the record's
    CSV bytes as imported, their sha256 and the files it came from, so that a project moves
    between machines offline and its results can be reproduced."""

    name: str
    content: bytes
    sources: tuple[dict[str, Any], ...] = ()
    imported_at: str = field(default_factory=lambda: utc_now())
    sha256: str = ""

    def __post_init__(self) -> None:
        digest = hashlib.sha256(self.content).hexdigest()
        if self.sha256 and self.sha256 != digest:
            raise ValueError(
                f"rainfall record {self.name!r}: its content does not match its sha256"
            )
        object.__setattr__(self, "sha256", digest)

    def _row(self) -> tuple[str, str, str, str, bytes]:
        return (self.name, self.sha256, _dumps(list(self.sources)), self.imported_at, self.content)


class Site:
    """One site of a project: a name, the jurisdiction it is evaluated under, its scenario and
    the results computed for it.

    Setting ``name``, ``jurisdiction``, ``scenario`` or ``results``, or changing ``results``
    (``site.results[j] = StoredResult(...)``) marks the site dirty. A ``Scenario`` is a mutable
    model: after changing one in place, call ``project.update_site(site.id, site.scenario)`` or
    ``site.mark_dirty()``, or the change is not saved. (Comparing every scenario that has been
    read with its stored text at each save would catch that, but costs about 80 us a site:
    0.4 s per save once a comparison has read all 5,000 sites.) The scenario is parsed from its
    stored JSON on first access.
    """

    __slots__ = (
        "id",
        "updated_at",
        "_name",
        "_jurisdiction",
        "_scenario",
        "_scenario_json",
        "_results",
        "_result_rows",
        "_fetch",
        "_dirty",
        "_results_dirty",
        "_source",
        "_records",
    )

    def __init__(
        self,
        id: str,
        name: str,
        jurisdiction: str | None,
        scenario: Scenario,
        results: dict[str, StoredResult] | None = None,
    ) -> None:
        self.id = id
        self.updated_at = utc_now()
        self._name = _clean_name(name)
        self._jurisdiction = jurisdiction
        self._scenario: Scenario | None = scenario
        self._scenario_json: str | None = None  # the text as stored in the file, if any
        self._results: _Results | None = None
        self._result_rows: list[tuple[Any, ...]] | None = []  # None: still in the file
        self._fetch: _ResultSource | None = None
        self._dirty = True
        self._results_dirty = True
        self._source: Path | None = None
        self._records: dict[str, StoredRecord] = {}  # the project's, once it holds the site
        self.results = dict(results or {})
        self._results_dirty = True

    @classmethod
    def _stored(
        cls,
        row: tuple[Any, ...],
        result_rows: list[tuple[Any, ...]] | None,
        source: Path,
        fetch: _ResultSource | None,
    ) -> Site:
        """A clean site from a ``site`` row; scenario and results are decoded on first use
        (results are read from the file then if ``result_rows`` is None)."""
        site = cls.__new__(cls)
        site.id, _position, site._name, site._jurisdiction, site._scenario_json, site.updated_at = (
            row
        )
        site._scenario = None
        site._results = None
        site._result_rows = result_rows
        site._fetch = fetch
        site._dirty = False
        site._results_dirty = False
        site._source = source
        site._records = {}
        return site

    def __repr__(self) -> str:
        return f"Site(id={self.id!r}, name={self._name!r}, jurisdiction={self._jurisdiction!r})"

    # -- tracked attributes

    @property
    def name(self) -> str:
        return self._name

    @name.setter
    def name(self, value: str) -> None:
        value = _clean_name(value)
        if value != self._name:
            self._name = value
            self._dirty = True

    @property
    def jurisdiction(self) -> str | None:
        return self._jurisdiction

    @jurisdiction.setter
    def jurisdiction(self, value: str | None) -> None:
        if value is not None and not isinstance(value, str):
            raise TypeError("jurisdiction must be a string or None")
        if value != self._jurisdiction:
            self._jurisdiction = value
            self._dirty = True

    @property
    def scenario(self) -> Scenario:
        if self._scenario is None:
            try:
                # as a scenario file is read: a key given twice is refused (part A row 16)
                scenario = loads_scenario(self._scenario_json or "")
            except (ValueError, ScenarioError, RecursionError) as error:
                raise _fail(
                    self._source or Path("project"),
                    f"is damaged: the scenario of site {self._name!r} cannot be read "
                    f"({_describe(error)})",
                ) from None
            if self._source is not None:  # relative file names resolve beside the project
                scenario._source_dir = str(self._source.parent)
            self._scenario = scenario
        # a record the project keeps is read from there, not from a file (issue 26)
        self._scenario._rainfall_records = self._records
        return self._scenario

    @scenario.setter
    def scenario(self, value: Scenario) -> None:
        if not isinstance(value, Scenario):
            raise TypeError(f"scenario must be a Scenario, not {type(value).__name__}")
        self._scenario = value
        self._dirty = True

    @property
    def results(self) -> dict[str, StoredResult]:
        if self._results is None:
            where = (self._source or Path("project"), self._name)
            stored = []
            for (
                _site_id,
                jurisdiction,
                plugin_v,
                ruleset_v,
                computed_at,
                data_json,
            ) in self._stored_result_rows():
                if not isinstance(data_json, str):
                    raise _fail(
                        where[0],
                        f"is damaged: the {jurisdiction} result of site {self._name!r} cannot be "
                        "read (not JSON text)",
                    )
                stored.append(
                    (
                        jurisdiction,
                        StoredResult(
                            jurisdiction,
                            plugin_v,
                            ruleset_v,
                            computed_at,
                            data_json=data_json,
                            where=where,
                        ),
                    )
                )
            self._results = _Results(stored, self._results_changed)
            self._result_rows = []
        return self._results

    @results.setter
    def results(self, value: dict[str, StoredResult]) -> None:
        fresh = _Results((), self._results_changed)
        fresh.update(value)
        self._results = fresh
        self._result_rows = []
        self._results_dirty = True

    def _stored_result_rows(self) -> list[tuple[Any, ...]]:
        if self._result_rows is None:
            assert self._fetch is not None
            return self._fetch(self.id)
        return self._result_rows

    def _keep_results(self) -> None:
        """Read results still in the file into memory (before the file forgets them)."""
        if self._results is None and self._result_rows is None:
            self._result_rows = self._stored_result_rows()

    def _results_changed(self) -> None:
        self._results_dirty = True

    def mark_dirty(self) -> None:
        """Save this site (its scenario and results) with the next save."""
        self._dirty = True
        self._results_dirty = True

    @property
    def dirty(self) -> bool:
        """True if the site has changes the file does not hold yet."""
        return self._dirty or self._results_dirty

    def scenario_text(self) -> str:
        """The scenario as JSON text, as the file stores it: the stored text while the site is
        unchanged (no parsing), else the current scenario's. For comparing scenarios and for
        handing one to another thread (``workbench.core.scenario.loads``)."""
        return self._text()

    def rainfall_records(self) -> dict[str, StoredRecord]:
        """The rainfall records the site's project keeps (what its scenario's
        ``rainfall.record_csv`` names is read from there first): for a worker thread."""
        return self._records

    def scenario_folder(self) -> str | None:
        """The folder relative file names of the scenario resolve against (the project's)."""
        if self._scenario is not None:
            return self._scenario._source_dir
        return str(self._source.parent) if self._source is not None else None

    # -- serialisation helpers

    def _text(self) -> str:
        if self._scenario is not None and (self._dirty or self._scenario_json is None):
            return _scenario_text(self._scenario)
        assert self._scenario_json is not None
        return self._scenario_json

    def _result_params(self) -> list[tuple[str, str, str, str, str, str]]:
        if self._results is None:  # never decoded: write back what was stored
            return [tuple(row) for row in self._stored_result_rows()]
        params = []
        for key, result in self._results.items():
            try:
                data_json = result.json_text()
            except (TypeError, ValueError) as error:
                raise ValueError(
                    f"the {key} result of site {self._name!r} is not JSON data ({error})"
                ) from None
            params.append(
                (
                    self.id,
                    key,
                    str(result.plugin_version),
                    str(result.ruleset_version),
                    str(result.computed_at),
                    data_json,
                )
            )
        return params


def _clean_name(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a site name must be a string, not {type(value).__name__}")
    name = " ".join(value.split())
    if not name:
        raise ValueError("a site name must not be empty")
    return name
