"""The plugin host: discovers city plugins, calls each in isolation, indexes what they declare.

A plugin that fails to import, raises in a hook or returns malformed descriptors becomes a
visible error record; the other plugins keep working. ``WORKBENCH_DISABLE_PLUGINS=a,b``
skips plugins by name; ``WORKBENCH_STRICT_PLUGINS=1`` (or ``Host(strict=True)``) re-raises
for debugging.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.metadata
import math
import os
import sys
import traceback
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import pluggy

from workbench.core.plugins.hookspecs import PROJECT, WorkbenchSpec
from workbench.core.rules import (
    CATEGORIES,
    DEADLINE_KINDS,
    DEADLINE_UNITS,
    PENALTY_BASES,
    ApplicabilityRule,
    Citation,
    Classification,
    DeadlineRule,
    DischargeRule,
    FormCheck,
    FormSpec,
    Jurisdiction,
    Parameter,
    PenaltySchedule,
    PenaltyTier,
    SizingTool,
    TermMap,
)
from workbench.core.watchdog import PluginTimeout, time_limit

ENTRY_POINT_GROUP = "workbench.plugins"
#: Plugins bundled with the workbench; used when frozen or when no entry points are installed.
BUNDLED: dict[str, str] = {
    "soledad": "plugins.soledad",
    "signal_hill": "plugins.signal_hill",
    "livingston": "plugins.livingston",
    "del_mar": "plugins.del_mar",
}

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
    "wb_terms": ("term", TermMap),
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
        self._terms: Any = None  # terms(): built on first use, dropped when plugins change

    # ----------------------------------------------------------------- discovery
    def load_entry_points(self) -> None:
        """Register every plugin of the ``workbench.plugins`` entry-point group.

        A frozen build, or a checkout run without installation, has no entry-point metadata:
        then the bundled list is used.
        """
        found: dict[str, str] = {}
        if not getattr(sys, "frozen", False):
            for ep in importlib.metadata.entry_points(group=ENTRY_POINT_GROUP):
                found.setdefault(ep.name, ep.value)
        for name, module in (found or BUNDLED).items():
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
        called, jurisdiction = self._call(record, "wb_jurisdiction")
        if not called or not isinstance(jurisdiction, Jurisdiction):
            if called:
                record.errors.append(
                    f"wb_jurisdiction returned {type(jurisdiction).__name__}, not a Jurisdiction"
                )
            elif not record.errors:
                record.errors.append("does not implement wb_jurisdiction")
            record.status = "broken"
            self._fail_strict(record)
            self._unregister(record)
            return
        jid = jurisdiction.id
        if jid in self._owner:
            record.status = "conflict"
            record.jurisdiction = jurisdiction
            record.errors.append(
                f"jurisdiction id {jid!r} is already provided by plugin {self._owner[jid]!r}"
            )
            self._fail_strict(record)
            self._unregister(record)
            return
        record.jurisdiction = jurisdiction
        self._jurisdictions[jid] = jurisdiction
        self._owner[jid] = record.name
        for hook, (kind, kind_type) in CONTRIBUTIONS.items():
            called, items = self._call(record, hook)
            index = self._index.setdefault((jid, kind), {})
            if not called:
                continue
            if not isinstance(items, list | tuple):
                record.errors.append(f"{hook} returned {type(items).__name__}, not a list")
                continue
            for item in items:
                problem = _malformed(item, kind_type)
                if problem:
                    record.errors.append(f"{hook}: {problem}")
                    continue
                if item.id in index:
                    record.errors.append(f"conflict: duplicate {kind} id {item.id!r}")
                    continue
                if dataclasses.is_dataclass(item) and hasattr(item, "jurisdiction"):
                    item = dataclasses.replace(item, jurisdiction=jid)
                index[item.id] = item
        called, vocab = self._call(record, "wb_vocabulary")
        if called and not (
            isinstance(vocab, dict) and all(isinstance(v, dict) for v in vocab.values())
        ):
            record.errors.append("wb_vocabulary must return a dict of dicts")
            vocab = {}
        self._vocab[jid] = _complete_vocabulary(vocab or {}, self._index.get((jid, "deadline"), {}))
        record.errors.extend(self._unknown_gates(jid))
        record.errors.extend(self._bad_terms(jid))
        if record.errors:
            record.status = "degraded"
            self._fail_strict(record)

    def _unknown_gates(self, jid: str) -> list[str]:
        """Gates (``gated_by``) that name no finding or classification of the jurisdiction."""
        known = set(self._index.get((jid, "applicability"), {}))
        known |= set(self._index.get((jid, "classification"), {}))
        problems = []
        for kind in ("sizing", "deadline", "form", "penalty"):
            for item in self._index.get((jid, kind), {}).values():
                for gate in getattr(item, "gated_by", ()):
                    if gate not in known:
                        problems.append(f"{kind} {item.id!r} is gated by unknown id {gate!r}")
        return problems

    def _bad_terms(self, jid: str) -> list[str]:
        """Term maps that name a term the city does not define or a core term that does not exist."""
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

    def terms(self) -> Any:
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


def _complete_vocabulary(
    vocab: dict[str, dict[str, str]], deadlines: dict[str, DeadlineRule]
) -> dict[str, dict[str, str]]:
    """Every deadline trigger is an event kind, labelled by the plugin or by its rule."""
    result = {key: dict(value) for key, value in vocab.items()}
    events = result.setdefault("event", {})
    for rule in deadlines.values():
        events.setdefault(rule.trigger, rule.trigger_label or rule.trigger.replace("_", " "))
    for key in ("violation", "facility_type", "activity", "discharge"):
        result.setdefault(key, {})
    return result


def _check_citations(citations: Any) -> str | None:
    if not isinstance(citations, tuple | list) or not citations:
        return "has no citations"
    for c in citations:
        if not isinstance(c, Citation):
            return f"citation {c!r} is not a Citation"[:120]
        if not c.external and (
            c.lines is None or len(c.lines) != 2 or c.lines[0] > c.lines[1] or c.lines[0] < 1
        ):
            return f"citation lines {c.lines!r} are not a 1-based range"
    return None


def _malformed(item: Any, kind_type: type) -> str | None:
    """Why a returned descriptor is unusable, or None."""
    if not isinstance(item, kind_type):
        return f"{type(item).__name__} is not a {kind_type.__name__}"
    item_id = getattr(item, "id", None)
    if not isinstance(item_id, str) or not item_id:
        return f"{kind_type.__name__} without an id"
    label = f"{kind_type.__name__} {item_id!r}"
    if kind_type is Parameter:
        return None
    problem = _check_citations(item.citations)
    if problem:
        return f"{label} {problem}"
    if isinstance(item, ApplicabilityRule):
        if item.category not in CATEGORIES:
            return f"{label} has unknown category {item.category!r}"
        if not callable(item.evaluate):
            return f"{label} evaluate is not callable"
    if isinstance(item, Classification) and not callable(item.decide):
        return f"{label} decide is not callable"
    if isinstance(item, SizingTool) and not callable(item.compute):
        return f"{label} compute is not callable"
    if isinstance(item, SizingTool) and item.when is not None and not callable(item.when):
        return f"{label} when is not callable"
    if isinstance(item, DeadlineRule):
        if item.unit not in DEADLINE_UNITS:
            return f"{label} has unknown unit {item.unit!r}"
        if isinstance(item.amount, bool) or not isinstance(item.amount, int) or item.amount < 0:
            return f"{label} amount must be a non-negative integer"
        if not item.trigger or not isinstance(item.trigger, str):
            return f"{label} has no trigger"
        if item.direction not in ("after", "before"):
            return f"{label} has unknown direction {item.direction!r}"
        if item.when is not None and not callable(item.when):
            return f"{label} when is not callable"
        if item.kind not in DEADLINE_KINDS:
            return f"{label} has unknown kind {item.kind!r}"
        if item.inclusive_end and (
            item.unit not in ("calendar_days", "months", "years")
            or item.direction != "after"
            or item.amount < 1
        ):
            return f"{label} inclusive_end needs at least 1 calendar day, month or year after"
    if isinstance(item, FormSpec):
        return _malformed_form_checks(item, label)
    if isinstance(item, PenaltySchedule):
        return _malformed_penalty(item, label)
    if isinstance(item, DischargeRule) and item.status not in (
        "exempt",
        "conditional",
        "prohibited",
    ):
        return f"{label} has unknown status {item.status!r}"
    return None


def _malformed_form_checks(spec: FormSpec, label: str) -> str | None:
    """A form's own checks name its fields, cite their lines and can be called."""
    fields = {f.id for f in spec.fields}
    for check in spec.checks:
        if not isinstance(check, FormCheck) or not check.id:
            return f"{label} has a check that is not a FormCheck with an id"
        if not callable(check.check):
            return f"{label} check {check.id!r} is not callable"
        unknown = [fid for fid in check.fields if fid not in fields]
        if unknown:
            return f"{label} check {check.id!r} names unknown fields {unknown}"
        problem = _check_citations(check.citations)
        if problem:
            return f"{label} check {check.id!r} {problem}"
    return None


def _amount_problem(amount: Any) -> str | None:
    """Why a penalty amount is unusable (it must be None or a finite number >= 0), or None."""
    if amount is None:
        return None
    if isinstance(amount, bool) or not isinstance(amount, int | float):
        return f"is {type(amount).__name__} {amount!r}, not a number"[:120]
    if not math.isfinite(amount) or amount < 0:
        return f"is {amount!r}, not a finite amount >= 0"
    return None


def _malformed_penalty(item: PenaltySchedule, label: str) -> str | None:
    """A penalty schedule's fields are multiplied out for every evaluation: check them once."""
    if item.basis not in PENALTY_BASES:
        return f"{label} has unknown basis {item.basis!r}"
    if item.per not in ("violation_day", "violation", "occurrence"):
        return f"{label} has unknown per {item.per!r}"
    problem = _amount_problem(item.max_usd)
    if problem:
        return f"{label} max_usd {problem}"
    if not isinstance(item.tiers, tuple | list):
        return f"{label} tiers must be a list of PenaltyTier"
    for tier in item.tiers:
        if not isinstance(tier, PenaltyTier):
            return f"{label} tier {tier!r} is not a PenaltyTier"[:160]
        if isinstance(tier.from_violation, bool) or not isinstance(tier.from_violation, int):
            return f"{label} tier from_violation {tier.from_violation!r} is not a whole number"[
                :160
            ]
        problem = _amount_problem(tier.max_usd)
        if problem:
            return f"{label} tier max_usd {problem}"
    if not isinstance(item.applies_to, tuple | list) or not all(
        isinstance(k, str) for k in item.applies_to
    ):
        return f"{label} applies_to must be a list of violation kinds"
    if not isinstance(item.each_day_separate, bool):
        return f"{label} each_day_separate must be true or false"
    return None


def load_host(*, strict: bool | None = None) -> Host:
    """A host with every installed (or bundled) plugin loaded."""
    host = Host(strict=strict)
    host.load_entry_points()
    return host
