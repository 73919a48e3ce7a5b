"""The plugin host: discovers city plugins, calls each in isolation, indexes what they declare.

Cities are found by ``discover()``: the ``workbench.plugins`` entry points (of the environment,
of the folders in ``WORKBENCH_PLUGIN_DIR`` and of ``cities/`` beside the frozen app), then the
bundled sub-packages of ``plugins`` no entry point names. A plugin that fails to import, raises
in a hook or returns malformed descriptors (``validate.malformed``) becomes a visible error
record; the other plugins keep working. ``WORKBENCH_DISABLE_PLUGINS=a,b``
skips plugins by name; ``WORKBENCH_STRICT_PLUGINS=1`` (or ``Host(strict=True)``) re-raises
for debugging.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.metadata
import os
import pkgutil
import sys
import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pluggy

from workbench.core.paths import PACKAGED_TEXTS, packaged_text
from workbench.core.plugins.hookspecs import PROJECT, WorkbenchSpec
from workbench.core.plugins.validate import malformed
from workbench.core.rules import (
    ApplicabilityRule,
    Classification,
    DeadlineRule,
    DischargeRule,
    Exemption,
    FormSpec,
    Jurisdiction,
    Parameter,
    PenaltySchedule,
    SizingTool,
    TermMap,
)
from workbench.core.watchdog import PluginTimeout, time_limit

if TYPE_CHECKING:  # imported on use: the vocabulary is built once the plugins are loaded
    from workbench.core.vocabulary import Vocabulary

ENTRY_POINT_GROUP = "workbench.plugins"
#: The package that holds the cities shipped with the workbench, one sub-package per city.
BUNDLED_PACKAGE = "plugins"
#: Folders of cities installed beside the app (``os.pathsep``-separated), e.g. by
#: ``pip install --no-deps --target FOLDER city-package``; the frozen app also reads ``cities/``
#: beside its executable.
PLUGIN_DIR_VARIABLE = "WORKBENCH_PLUGIN_DIR"


def bundled_plugins() -> dict[str, str]:
    """The cities shipped with the workbench: name -> module, one per sub-package of
    ``plugins`` (found by listing the package, so the core names no city)."""
    try:
        package = importlib.import_module(BUNDLED_PACKAGE)
    except ImportError:
        return {}
    return {
        m.name: f"{BUNDLED_PACKAGE}.{m.name}"
        for m in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name)
        if m.ispkg
    }


#: The bundled cities (a checkout run without installation, or a frozen build without metadata).
BUNDLED: dict[str, str] = bundled_plugins()


def plugin_dirs() -> list[Path]:
    """Folders searched for installed cities besides the Python environment: the folders named
    by ``WORKBENCH_PLUGIN_DIR`` and, in the frozen app, ``cities`` beside the executable."""
    folders = [Path(p) for p in os.environ.get(PLUGIN_DIR_VARIABLE, "").split(os.pathsep) if p]
    if getattr(sys, "frozen", False):
        folders.append(Path(sys.executable).resolve().parent / "cities")
    return [folder for folder in folders if folder.is_dir()]


def discover() -> dict[str, str]:
    """Every city to load, name -> module: the ``workbench.plugins`` entry points (of the
    environment and of the plugin folders), then each bundled city no entry point provides."""
    for folder in plugin_dirs():
        if str(folder) not in sys.path:
            sys.path.append(str(folder))
    found: dict[str, str] = {}
    for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
        found.setdefault(ep.name, ep.value)
    modules = set(found.values())
    for name, module in BUNDLED.items():
        if module not in modules:
            found.setdefault(name, module)
    return found


#: hook name -> (descriptor kind, descriptor type)
CONTRIBUTIONS: dict[str, tuple[str, type]] = {
    "wb_applicability_rules": ("applicability", ApplicabilityRule),
    "wb_deadline_rules": ("deadline", DeadlineRule),
    "wb_penalty_schedules": ("penalty", PenaltySchedule),
    "wb_sizing_tools": ("sizing", SizingTool),
    "wb_forms": ("form", FormSpec),
    "wb_discharge_catalog": ("discharge", DischargeRule),
    "wb_parameters": ("parameter", Parameter),
    "wb_classifications": ("classification", Classification),
    "wb_exemptions": ("exemption", Exemption),
    "wb_terms": ("term", TermMap),
}


#: The vocabulary keys ``wb_vocabulary`` may map (term id -> label), and what each names.
#: docs/PLUGIN_GUIDE.md lists every one (tests/fifthcity checks it).
VOCABULARY_KEYS: dict[str, str] = {
    "event": "event kinds (events[].kind) that start deadlines",
    "violation": "violation kinds (violations[].kind) that penalty schedules apply to",
    "facility_type": "facility types (site.facility_types)",
    "activity": "activities on the site (site.activities)",
    "discharge": "non-stormwater discharge kinds (discharges[].kind)",
    "condition": "conditions the rules read (site.conditions)",
    "exemption": "exemptions a user may claim (site.exemptions_claimed)",
}


class PluginError(Exception):
    """A plugin misbehaved (used in strict mode)."""


@dataclass
class PluginRecord:
    """One plugin as the host sees it. ``status``: ok, degraded, broken, disabled, conflict."""

    name: str
    module: str
    status: str = "ok"
    jurisdiction: Jurisdiction | None = None
    errors: list[str] = field(default_factory=list)
    plugin: Any = None

    def to_json(self) -> dict[str, Any]:
        j = self.jurisdiction
        return {
            "name": self.name,
            "module": self.module,
            "jurisdiction": j.id if j else None,
            "jurisdiction_name": j.name if j else None,
            "ordinance": f"{j.ordinance} ({j.chapter})" if j else None,
            "source_file": j.source_file if j else None,
            "plugin_version": j.plugin_version if j else None,
            "ruleset_version": j.ruleset_version if j else None,
            "status": self.status,
            "error": "; ".join(self.errors) if self.errors else None,
        }


def _env_list(name: str) -> set[str]:
    return {part.strip() for part in os.environ.get(name, "").split(",") if part.strip()}


def _short_error(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    where = f" ({frames[-1].filename.rsplit(os.sep, 1)[-1]}:{frames[-1].lineno})" if frames else ""
    return f"{type(error).__name__}: {error}{where}"


class Host:
    """Loads plugins and holds what they declare, indexed by (jurisdiction, kind, id)."""

    def __init__(
        self, *, strict: bool | None = None, disabled: Iterable[str] | None = None
    ) -> None:
        self.strict = (
            strict if strict is not None else os.environ.get("WORKBENCH_STRICT_PLUGINS") == "1"
        )
        self.disabled = (
            set(disabled) if disabled is not None else _env_list("WORKBENCH_DISABLE_PLUGINS")
        )
        self.pm = pluggy.PluginManager(PROJECT)
        self.pm.add_hookspecs(WorkbenchSpec)
        self.records: dict[str, PluginRecord] = {}
        self._jurisdictions: dict[str, Jurisdiction] = {}
        self._owner: dict[str, str] = {}  # jurisdiction id -> plugin name
        self._index: dict[tuple[str, str], dict[str, Any]] = {}
        self._vocab: dict[str, dict[str, dict[str, str]]] = {}
        #: jid -> parameter id -> its Parameter (declared, then each sizing tool's), built once
        self._parameters: dict[str, dict[str, Parameter]] = {}
        #: terms(): built on first use, dropped when plugins change
        self._terms: Vocabulary | None = None

    # ----------------------------------------------------------------- discovery
    def load_entry_points(self) -> None:
        """Register every city found (``discover``): installed entry points, the folders of
        ``WORKBENCH_PLUGIN_DIR`` (and ``cities/`` beside the frozen app), the bundled cities."""
        for name, module in discover().items():
            self.load_module(name, module)

    def load_module(self, name: str, module: str) -> PluginRecord:
        """Import a plugin module and register it, recording any failure."""
        if name in self.disabled:
            record = PluginRecord(
                name, module, status="disabled", errors=["disabled by WORKBENCH_DISABLE_PLUGINS"]
            )
            self.records[name] = record
            return record
        try:
            with time_limit():
                plugin = importlib.import_module(module.split(":")[0])
            if ":" in module:
                for attr in module.split(":")[1].split("."):
                    plugin = getattr(plugin, attr)
        except BaseException as error:  # noqa: BLE001 - a plugin may raise anything at import
            if self.strict or isinstance(error, KeyboardInterrupt):
                raise
            record = PluginRecord(
                name, module, status="broken", errors=[f"import failed: {_short_error(error)}"]
            )
            self.records[name] = record
            return record
        return self.register(plugin, name, module)

    def register(self, plugin: Any, name: str, module: str = "") -> PluginRecord:
        """Register a plugin object (a module or an instance with hook implementations)."""
        self._terms = None
        record = PluginRecord(name, module or getattr(plugin, "__name__", name), plugin=plugin)
        self.records[name] = record
        if name in self.disabled:
            record.status = "disabled"
            record.errors.append("disabled by WORKBENCH_DISABLE_PLUGINS")
            return record
        try:
            self.pm.register(plugin, name=name)
        except Exception as error:  # pluggy validation errors, duplicate names
            if self.strict:
                raise
            record.status = "broken"
            record.errors.append(f"registration failed: {_short_error(error)}")
            return record
        self._collect(record)
        return record

    # ----------------------------------------------------------------- calling
    def _call(self, record: PluginRecord, hook: str) -> tuple[bool, Any]:
        """Call one plugin's implementation of one hook; (False, None) if it has none or failed."""
        impls = [
            i for i in getattr(self.pm.hook, hook).get_hookimpls() if i.plugin_name == record.name
        ]
        if not impls:
            return False, None
        try:
            with time_limit():
                return True, impls[0].function()
        except PluginTimeout:
            record.errors.append(f"{hook} did not return within the time limit and was stopped")
            return False, None
        except BaseException as error:  # noqa: BLE001 - isolate the plugin
            if self.strict or isinstance(error, KeyboardInterrupt):
                raise
            record.errors.append(f"{hook} raised {_short_error(error)}")
            return False, None

    def _collect(self, record: PluginRecord) -> None:
        """Call every hook of a newly registered plugin and index what it declares."""
        jurisdiction = self._claim(record)
        if jurisdiction is None:
            self._fail_strict(record)
            self._unregister(record)
            return
        jid = jurisdiction.id
        for hook, (kind, kind_type) in CONTRIBUTIONS.items():
            index = self._index.setdefault((jid, kind), {})
            called, items = self._call(record, hook)
            if called:
                self._add_items(record, hook, kind, kind_type, items, index)
        self._parameters[jid] = _parameter_index(
            self._index.get((jid, "parameter"), {}).values(),
            self._index.get((jid, "sizing"), {}).values(),
        )
        self._vocab[jid] = _complete_vocabulary(
            self._vocabulary_of(record), self._index.get((jid, "deadline"), {})
        )
        record.errors.extend(self._unknown_gates(jid))
        record.errors.extend(self._bad_terms(jid))
        if record.errors:
            record.status = "degraded"
            self._fail_strict(record)

    def _claim(self, record: PluginRecord) -> Jurisdiction | None:
        """The plugin's jurisdiction, now owned by it; None (broken or conflict) otherwise."""
        called, jurisdiction = self._call(record, "wb_jurisdiction")
        if not called or not isinstance(jurisdiction, Jurisdiction):
            if called:
                record.errors.append(
                    f"wb_jurisdiction returned {type(jurisdiction).__name__}, not a Jurisdiction"
                )
            elif not record.errors:
                record.errors.append("does not implement wb_jurisdiction")
            record.status = "broken"
            return None
        jid = jurisdiction.id
        record.jurisdiction = jurisdiction
        if jid in self._owner:
            record.status = "conflict"
            record.errors.append(
                f"jurisdiction id {jid!r} is already provided by plugin {self._owner[jid]!r}"
            )
            return None
        self._jurisdictions[jid] = jurisdiction
        self._owner[jid] = record.name
        if jurisdiction.source_package:
            shipped = packaged_text(jurisdiction.source_package, jurisdiction.source_file)
            if shipped is None:
                record.errors.append(
                    f"its ordinance text {jurisdiction.source_file} is not in package "
                    f"{jurisdiction.source_package!r}"
                )
            else:
                PACKAGED_TEXTS[jurisdiction.source_file] = shipped
        return jurisdiction

    def _add_items(
        self,
        record: PluginRecord,
        hook: str,
        kind: str,
        kind_type: type[Any],
        items: Any,
        index: dict[str, Any],
    ) -> None:
        """Index the well-formed descriptors one hook returned; name each problem."""
        if not isinstance(items, list | tuple):
            record.errors.append(f"{hook} returned {type(items).__name__}, not a list")
            return
        for item in items:
            problem = malformed(item, kind_type)
            if problem:
                record.errors.append(f"{hook}: {problem}")
            elif item.id in index:
                record.errors.append(f"conflict: duplicate {kind} id {item.id!r}")
            else:
                if (
                    record.jurisdiction is not None
                    and dataclasses.is_dataclass(item)
                    and not isinstance(item, type)
                    and hasattr(item, "jurisdiction")
                ):
                    item = dataclasses.replace(item, jurisdiction=record.jurisdiction.id)
                index[item.id] = item

    def _vocabulary_of(self, record: PluginRecord) -> dict[str, dict[str, str]]:
        """The plugin's ``wb_vocabulary``, keeping only the keys the core reads."""
        called, vocab = self._call(record, "wb_vocabulary")
        if not called:
            return {}
        if not (isinstance(vocab, dict) and all(isinstance(v, dict) for v in vocab.values())):
            record.errors.append("wb_vocabulary must return a dict of dicts")
            return {}
        unknown = sorted(set(vocab) - set(VOCABULARY_KEYS))
        if unknown:
            record.errors.append(
                f"wb_vocabulary: unknown key {unknown[0]!r} (known: {', '.join(VOCABULARY_KEYS)})"
            )
        return {k: v for k, v in vocab.items() if k in VOCABULARY_KEYS}

    def _unknown_gates(self, jid: str) -> list[str]:
        """Gates (``gated_by``) that name no finding or classification of the jurisdiction."""
        known = set(self._index.get((jid, "applicability"), {}))
        known |= set(self._index.get((jid, "classification"), {}))
        problems = []
        for kind in ("applicability", "sizing", "deadline", "form", "penalty"):
            for item in self._index.get((jid, kind), {}).values():
                for gate in getattr(item, "gated_by", ()):
                    if gate not in known:
                        problems.append(f"{kind} {item.id!r} is gated by unknown id {gate!r}")
        return problems

    def _bad_terms(self, jid: str) -> list[str]:
        """Term maps naming a term the city does not define or a core term that does not exist."""
        from workbench.core.vocabulary import CORE_TERMS

        problems = []
        own = self._vocab.get(jid, {})
        for item in self._index.get((jid, "term"), {}).values():
            if item.term not in own.get(item.kind, {}) and not (
                item.kind == "facility_type"
                and item.term in self._jurisdictions[jid].facility_types
            ):
                problems.append(f"term map {item.id!r}: the city defines no such {item.kind}")
            for core in item.core:
                kind, _, term = core.partition(":")
                if term not in CORE_TERMS.get(kind, {}):
                    problems.append(f"term map {item.id!r}: unknown core term {core!r}")
        return problems

    def terms(self) -> Vocabulary:
        """The vocabulary of every loaded city with its core mappings (``Vocabulary``), built
        once per plugin set."""
        from workbench.core.vocabulary import Vocabulary

        if self._terms is None:
            own = {}
            for jid, j in self._jurisdictions.items():
                kinds = {k: dict(v) for k, v in self._vocab.get(jid, {}).items()}
                facilities = kinds.setdefault("facility_type", {})
                for term in j.facility_types:
                    facilities.setdefault(term, term.replace("_", " "))
                violations = kinds.setdefault("violation", {})
                for schedule in self._index.get((jid, "penalty"), {}).values():
                    for kind in schedule.applies_to:
                        violations.setdefault(kind, kind.replace("_", " "))
                own[jid] = kinds
            maps = {jid: list(self._index.get((jid, "term"), {}).values()) for jid in own}
            chapters = {
                jid: f"{j.name} {' '.join(j.chapter.split()[:2])}"
                for jid, j in self._jurisdictions.items()
            }
            self._terms = Vocabulary(own, maps, chapters)
        return self._terms

    def _fail_strict(self, record: PluginRecord) -> None:
        if self.strict:
            raise PluginError(f"plugin {record.name}: {'; '.join(record.errors)}")

    def _unregister(self, record: PluginRecord) -> None:
        self._terms = None
        if self.pm.is_registered(record.plugin):
            self.pm.unregister(record.plugin)

    # ----------------------------------------------------------------- queries
    def jurisdictions(self) -> list[Jurisdiction]:
        return list(self._jurisdictions.values())

    def jurisdiction(self, jid: str) -> Jurisdiction:
        try:
            return self._jurisdictions[jid]
        except KeyError:
            known = ", ".join(self._jurisdictions) or "none loaded"
            raise KeyError(f"unknown jurisdiction {jid!r} (loaded: {known})") from None

    def record_for(self, jid: str) -> PluginRecord:
        return self.records[self._owner[jid]]

    def descriptors(self, jid: str, kind: str) -> list[Any]:
        """Every descriptor of one kind (applicability, deadline, ...) of one jurisdiction."""
        return list(self._index.get((jid, kind), {}).values())

    def descriptor(self, jid: str, kind: str, item_id: str) -> Any:
        return self._index.get((jid, kind), {}).get(item_id)

    def vocabulary(self, jid: str) -> dict[str, dict[str, str]]:
        return self._vocab.get(jid, {})

    def parameters(self, jid: str) -> dict[str, Parameter]:
        """A jurisdiction's parameters by id: its own, then those its sizing tools declare
        (the first declaration of an id wins)."""
        return self._parameters.get(jid, {})


def _parameter_index(
    declared: Iterable[Parameter], tools: Iterable[SizingTool]
) -> dict[str, Parameter]:
    index = {p.id: p for p in declared}
    for tool in tools:
        for p in tool.parameters:
            index.setdefault(p.id, p)
    return index


def _complete_vocabulary(
    vocab: dict[str, dict[str, str]], deadlines: dict[str, DeadlineRule]
) -> dict[str, dict[str, str]]:
    """Every deadline trigger is an event kind, labelled by the plugin or by its rule."""
    result = {key: dict(value) for key, value in vocab.items()}
    events = result.setdefault("event", {})
    for rule in deadlines.values():
        events.setdefault(rule.trigger, rule.trigger_label or rule.trigger.replace("_", " "))
    for key in VOCABULARY_KEYS:
        result.setdefault(key, {})
    return result


def load_host(*, strict: bool | None = None) -> Host:
    """A host with every installed (or bundled) plugin loaded."""
    host = Host(strict=strict)
    host.load_entry_points()
    return host
