"""Run one jurisdiction (or all) over a scenario: findings, sizing, deadlines, penalties.

The result is plain JSON-able data in the shape of CONTRACT.md (``evaluate --json``), with a
few added keys (steps, notes, arithmetic, plot data) that the desktop and reports show.

Speed (issue 9: >= 2,000 site evaluations a second on one core): what depends only on the
plugins' descriptors (citation JSON, parameter defaults, vocabulary name sets, deadline
rules by trigger with their counters, prepared penalty schedules) is built once per host and
jurisdiction (``Host.memo``, emptied when the plugin set changes), and each plugin call is a
time-limited step (``watchdog.steps``: a counter, no lock). The citation, ``uses``, (a
finding without extra flags; a deadline; a penalty) ``flags`` and (a penalty's) ``factors``
lists in a result are therefore shared with other results of the same descriptor, and the
deadlines of one event share its ``trigger`` dict; findings and sizing results keep the
lists of texts a plugin returned: treat an evaluation document as read-only
(``copy.deepcopy`` it, or round-trip it through JSON, before changing it in place).
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterable, Iterator, Mapping, Sequence
from datetime import date, datetime, timedelta
from functools import lru_cache
from operator import itemgetter
from typing import Any

from workbench.core.calendar import (
    Counter,
    HolidaysNotPinned,
    WorkCalendar,
    deadline_extension,
    due_counter,
)
from workbench.core.forms import validate_form
from workbench.core.model import Scenario, format_when
from workbench.core.penalties import prepare, result_entries
from workbench.core.plugins.host import Host
from workbench.core.rules import (
    STATUSES,
    ApplicabilityRule,
    DeadlineRule,
    DischargeRule,
    MissingFact,
    Outcome,
    Quantity,
    SizingResult,
    SizingTool,
)
from workbench.core.watchdog import DEFAULT_LIMIT_S, PluginTimeout, steps

DUE_SOON_DAYS = 7


class InputError(ValueError):
    """The scenario names something the selected plugins do not know; one line for the user."""


def citations_json(item: Any) -> list[dict[str, Any]]:
    return [c.to_json() for c in item.citations]


@lru_cache(maxsize=64)
def calendar_for(closures: tuple[date, ...], open_days: tuple[date, ...] = ()) -> WorkCalendar:
    return WorkCalendar(closures=closures, open_days=open_days)


def selected_jurisdictions(host: Host, scenario: Scenario, jurisdiction: str | None) -> list[str]:
    """Which jurisdictions to run: the one asked for, the scenario's own, or every loaded one."""
    wanted = jurisdiction or scenario.jurisdiction or "all"
    loaded = [j.id for j in host.jurisdictions()]
    if wanted == "all":
        return loaded
    if wanted not in loaded:
        record = host.records.get(wanted)
        if record is not None:
            raise InputError(
                f"jurisdiction: plugin {wanted!r} is {record.status}: {'; '.join(record.errors)}"
            )
        raise InputError(
            f"jurisdiction: unknown jurisdiction {wanted!r} (loaded: {', '.join(loaded) or 'none'})"
        )
    return [wanted]


def parameters_for(
    host: Host, jid: str, scenario: Scenario
) -> tuple[dict[str, float | None], list[str]]:
    """Defaults of a jurisdiction's parameters with the scenario's overrides; and the overrides applied."""
    try:
        params = dict(_plan(host, jid).parameters)
    except KeyError:  # not a loaded jurisdiction: no parameters
        params = _default_parameters(host, jid)
    applied = []
    for key, value in scenario.parameters.items():
        prefix, _, pid = key.partition(".")
        if prefix != jid:
            continue
        if pid not in params:
            raise InputError(
                f"parameters.{key}: unknown parameter for {jid} (see workbench rules --jurisdiction {jid})"
            )
        params[pid] = value
        applied.append(f"{pid} = {value} (project override)")
    return params, applied


def _default_parameters(host: Host, jid: str) -> dict[str, float | None]:
    params: dict[str, float | None] = {p.id: p.value for p in host.descriptors(jid, "parameter")}
    for tool in host.descriptors(jid, "sizing"):
        for p in tool.parameters:
            params.setdefault(p.id, p.value)
    return params


#: Vocabularies checked only against the plugins that declare them (a plugin that reads no
#: condition ids declares none, and cannot say an id is unknown).
_DECLARED_ONLY = ("condition", "exemption")


def check_vocabulary(host: Host, jids: list[str], scenario: Scenario) -> dict[str, list[str]]:
    """Reject kinds no selected plugin knows; return, per jurisdiction, the kinds it ignores."""
    site = scenario.site
    if len(jids) == 1:  # the common case, checked with set operations: every value known
        names = _plan(host, jids[0]).names
        if (
            names["facility_type"].issuperset(site.facility_types)
            and names["activity"].issuperset(site.activities)
            and names["condition"].issuperset(site.conditions)
            and names["exemption"].issuperset(site.exemptions_claimed)
            and _kinds_known(names["event"], scenario.events)
            and _kinds_known(names["violation"], scenario.violations)
            and _kinds_known(names["discharge"], scenario.discharges)
        ):
            return {jids[0]: []}
    checks: list[tuple[str, str, Iterable[str]]] = [
        ("facility_type", "site.facility_types", site.facility_types),
        ("activity", "site.activities", site.activities),
        ("condition", "site.conditions", site.conditions),
        ("exemption", "site.exemptions_claimed", site.exemptions_claimed),
        ("event", "events", [e.kind for e in scenario.events]),
        ("violation", "violations", [v.kind for v in scenario.violations]),
        ("discharge", "discharges", [d.kind for d in scenario.discharges]),
    ]
    ignored: dict[str, list[str]] = {jid: [] for jid in jids}
    plans = None
    only = _plan(host, jids[0]).names if len(jids) == 1 else None
    for vocab_key, field, values in checks:
        if not values:
            continue
        if only is not None and all(value in only[vocab_key] for value in values):
            continue  # one jurisdiction, and it knows every value: nothing to say
        if plans is None:
            plans = [_plan(host, jid) for jid in jids]
        label = vocab_key.replace("_", " ")
        names = {plan.jid: plan.names[vocab_key] for plan in plans}
        judges = [jid for jid in jids if names[jid] or vocab_key not in _DECLARED_ONLY]
        for index, value in enumerate(values):
            knowers = [jid for jid in jids if value in names[jid]]
            if len(knowers) == len(jids):
                continue  # known everywhere: nothing to say
            where = f"{field}[{index}]" if field.startswith("site.") else f"{field}[{index}].kind"
            if not knowers and judges and len(judges) == len(jids):
                known = sorted({k for jid in jids for k in names[jid]})
                listing = ", ".join(known[:12]) + (" ..." if len(known) > 12 else "")
                raise InputError(
                    f"{where}: unknown {label} {value!r} for {', '.join(jids)} (known: {listing or 'none'})"
                )
            for jid in judges:
                if jid not in knowers:
                    article = "an" if label[0] in "aeiou" else "a"
                    ignored[jid].append(
                        f"{where} {value!r} is not {article} {label} in this ordinance"
                    )
    return ignored


def _kinds_known(known: frozenset[str], items: Iterable[Any]) -> bool:
    """Whether every item's ``kind`` is one of ``known``."""
    for item in items:
        if item.kind not in known:
            return False
    return True


def _names(
    host: Host, jid: str, vocab_key: str, vocab: Mapping[str, Mapping[str, str]]
) -> frozenset[str]:
    names = set(vocab.get(vocab_key, {}))
    if vocab_key == "discharge":
        names |= {d.id for d in host.descriptors(jid, "discharge")}
    if vocab_key == "violation":
        for schedule in host.descriptors(jid, "penalty"):
            names |= set(schedule.applies_to)
    if vocab_key == "facility_type":
        names |= set(host.jurisdiction(jid).facility_types)
    return frozenset(names)


_VOCABULARY_KEYS = (
    "facility_type",
    "activity",
    "condition",
    "exemption",
    "event",
    "violation",
    "discharge",
)


class _Plan:
    """What evaluating one jurisdiction needs from its descriptors, derived once per host."""

    def __init__(self, host: Host, jid: str) -> None:
        jurisdiction = host.jurisdiction(jid)
        self.jid = jid
        self.jurisdiction = jurisdiction
        self.ordinance = f"{jurisdiction.ordinance} ({jurisdiction.chapter})"
        self.parameters = _default_parameters(host, jid)
        vocab = host.vocabulary(jid)
        self.names = {key: _names(host, jid, key, vocab) for key in _VOCABULARY_KEYS}
        # (rule, the static part of its finding)
        self.rules = [
            (rule, _finding_base(rule)) for rule in host.descriptors(jid, "applicability")
        ]
        self.sizing = [(tool, _sizing_base(tool)) for tool in host.descriptors(jid, "sizing")]
        # trigger -> (rule, its counter, the static part of its deadline entry)
        self.deadlines: dict[str, list[tuple[DeadlineRule, Counter, dict[str, Any]]]] = {}
        for rule in host.descriptors(jid, "deadline"):
            self.deadlines.setdefault(rule.trigger, []).append(
                (rule, _counter(rule), _deadline_base(rule, citations_json(rule)))
            )
        self.penalties = host.descriptors(jid, "penalty")
        self.prepared_penalties = [prepare(schedule) for schedule in self.penalties]
        self.discharges = {
            rule.id: (rule, citations_json(rule)) for rule in host.descriptors(jid, "discharge")
        }
        self.closures = frozenset(map(date.fromisoformat, jurisdiction.closures))
        self.calendar = calendar_for(tuple(sorted(self.closures)))  # without project closures


def _plan(host: Host, jid: str) -> _Plan:
    return host.memo(("evaluate.plan", jid), lambda: _Plan(host, jid))


# --------------------------------------------------------------------------- parts
def run_rule(
    rule: ApplicabilityRule, scenario: Scenario, params: Mapping[str, float | None]
) -> dict[str, Any]:
    """One finding; a rule that raises yields status ``error`` instead of a crash."""
    with steps() as slot:
        return _finding(rule, _finding_base(rule), scenario, params, slot)


def _finding_base(rule: ApplicabilityRule) -> dict[str, Any]:
    """A rule's finding without its outcome (``status`` and ``reasons`` are filled per site)."""
    return {
        "rule_id": rule.id,
        "category": rule.category,
        "title": rule.title,
        "status": None,
        "reasons": None,
        "flags": list(rule.flags),
        "uses": list(rule.uses),
        "citations": citations_json(rule),
    }


def _finding(
    rule: ApplicabilityRule,
    base: dict[str, Any],
    scenario: Scenario,
    params: Mapping[str, float | None],
    slot: Any,
) -> dict[str, Any]:
    slot.step = step = slot.step + 1  # a limited step (watchdog.steps)
    try:
        try:
            outcome = rule.evaluate(scenario, params)
        except PluginTimeout:
            outcome = slot.rerun_if_stray(step, rule.evaluate, scenario, params)
    except MissingFact as missing:
        why = f": {missing.why}" if missing.why else ""
        outcome = Outcome("needs_info", [f"{missing.field_name} is not given{why}"])
    except PluginTimeout:
        outcome = Outcome(
            "error", [f"the rule did not finish within {DEFAULT_LIMIT_S:g} s and was stopped"]
        )
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001 - isolate the plugin's rule (sys.exit() too)
        outcome = Outcome("error", [f"the rule raised {type(error).__name__}: {error}"])
    finding = base.copy()  # the static lists (flags, uses, citations) are shared
    try:
        if outcome.__class__ is not Outcome and not isinstance(outcome, Outcome):
            raise _Malformed(f"the rule returned {type(outcome).__name__}, not an Outcome")
        status = outcome.status
        if status.__class__ is not str or status not in STATUSES:
            raise _Malformed(f"the rule returned the unknown status {status!r}"[:200])
        finding["status"] = status
        finding["reasons"] = _texts(outcome.reasons)
        extra = outcome.flags
        if extra:
            finding["flags"] = [*base["flags"], *_texts(extra)]
    except Exception as error:  # noqa: BLE001 - a malformed Outcome is the rule's error
        why = (
            str(error)
            if isinstance(error, _Malformed)
            else (f"the rule returned a malformed Outcome ({type(error).__name__}: {error})"[:300])
        )
        finding["status"], finding["reasons"], finding["flags"] = (
            "error",
            [why],
            list(base["flags"]),
        )
    return finding


def _texts(items: Any) -> list[str]:
    """A plugin's list of texts as the result keeps it: the list itself when every item is a
    str (checked by ``str.join`` at C speed; the result treats it as read-only), else a new
    list of each item as text."""
    if items.__class__ is list:
        try:
            "".join(items)
            return items
        except TypeError:
            pass
    return list(map(str, items))


class _Malformed(Exception):
    """A plugin result that cannot be reported (the message says why)."""


def run_sizing(
    tool: SizingTool, scenario: Scenario, params: Mapping[str, float | None]
) -> dict[str, Any] | None:
    """One sizing result, or None when the tool does not apply to the scenario."""
    with steps() as slot:
        return _sizing(tool, _sizing_base(tool), scenario, params, slot)


def _sizing_base(tool: SizingTool) -> dict[str, Any]:
    """A tool's sizing result without its computed part (filled per site)."""
    return {
        "tool_id": tool.id,
        "title": tool.title,
        "citations": citations_json(tool),
        "status": None,
        "inputs": None,
        "outputs": None,
        "steps": None,
        "warnings": None,
        "plot": None,
    }


def _sizing_failed(base: dict[str, Any], status: str, warning: str) -> dict[str, Any]:
    return {
        "tool_id": base["tool_id"],
        "title": base["title"],
        "citations": base["citations"],
        "status": status,
        "inputs": {},
        "outputs": {},
        "plot": None,
        "steps": [],
        "warnings": [warning],
    }


def _quantities(quantities: Mapping[str, Quantity]) -> dict[str, dict[str, Any]]:
    return {
        k: {"value": q[0], "unit": q[1]} if q.__class__ is Quantity else q.to_json()
        for k, q in quantities.items()
    }


def _sizing(
    tool: SizingTool,
    base: dict[str, Any],
    scenario: Scenario,
    params: Mapping[str, float | None],
    slot: Any,
) -> dict[str, Any] | None:
    try:
        when = tool.when
        if when is not None:
            slot.step = step = slot.step + 1
            try:
                wanted = when(scenario)
            except PluginTimeout:
                wanted = slot.rerun_if_stray(step, when, scenario)
            if not wanted:
                return None
        slot.step = step = slot.step + 1
        try:
            result = tool.compute(scenario, params)
        except PluginTimeout:
            result = slot.rerun_if_stray(step, tool.compute, scenario, params)
    except MissingFact as missing:
        why = f": {missing.why}" if missing.why else ""
        return _sizing_failed(base, "needs_info", f"{missing.field_name} is not given{why}")
    except PluginTimeout:
        return _sizing_failed(
            base,
            "error",
            f"the sizing tool did not finish within {DEFAULT_LIMIT_S:g} s and was stopped",
        )
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001 - isolate the plugin's tool (sys.exit() too)
        return _sizing_failed(
            base, "error", f"the sizing tool raised {type(error).__name__}: {error}"
        )
    if not isinstance(result, SizingResult):
        return _sizing_failed(
            base,
            "error",
            f"the sizing tool raised TypeError: compute returned "
            f"{type(result).__name__}, not a SizingResult",
        )
    try:
        status = result.status
        if status.__class__ is not str or status not in STATUSES:
            raise _Malformed(f"the sizing tool returned the unknown status {status!r}"[:200])
        plot = result.plot
        sized = base.copy()
        sized["status"] = status
        sized["inputs"] = _quantities(result.inputs)
        sized["outputs"] = _quantities(result.outputs)
        sized["steps"] = _texts(result.steps)
        sized["warnings"] = _texts(result.warnings)
        if plot is not None:
            sized["plot"] = {
                "title": plot.title,
                "x_label": plot.x_label,
                "y_label": plot.y_label,
                "series": [{"label": s.label, "x": list(s.x), "y": list(s.y)} for s in plot.series],
                "marker_x": plot.marker_x,
                "marker_label": plot.marker_label,
                "hline_y": plot.hline_y,
            }
        return sized
    except Exception as error:  # noqa: BLE001 - a malformed result is the tool's error
        why = (
            str(error)
            if isinstance(error, _Malformed)
            else (
                f"the sizing tool returned a malformed SizingResult ({type(error).__name__}: {error})"[
                    :300
                ]
            )
        )
        return _sizing_failed(base, "error", why)


def due_status(due: date | datetime, as_of: date) -> str:
    day = due.date() if isinstance(due, datetime) else due
    if day < as_of:
        return "overdue"
    if day <= as_of + timedelta(days=DUE_SOON_DAYS):
        return "due_soon"
    return "upcoming"


def run_deadline(
    rule: DeadlineRule, kind: str, at: date | datetime, cal: WorkCalendar, as_of: date
) -> dict[str, Any]:
    return _deadline(
        rule,
        _counter(rule),
        _deadline_base(rule, citations_json(rule)),
        {"kind": kind, "at": format_when(at)},
        at,
        cal,
        as_of,
        as_of + timedelta(days=DUE_SOON_DAYS),
    )


def _counter(rule: DeadlineRule) -> Counter:
    return due_counter(
        rule.amount, rule.unit, direction=rule.direction, roll_forward=rule.roll_forward
    )


def _deadline_base(rule: DeadlineRule, citations: list[dict[str, Any]]) -> dict[str, Any]:
    """A deadline entry without what the trigger decides (None there), in the entries' key order."""
    return {
        "rule_id": rule.id,
        "title": rule.title,
        "trigger": None,
        "due": None,
        "unit": rule.unit,
        "amount": rule.amount,
        "direction": rule.direction,
        "responsible": rule.responsible,
        "status": None,
        "steps": None,
        "notes": None,
        "flags": list(rule.flags),  # shared by the rule's entries, like citations
        "citations": citations,
    }


def _deadline(
    rule: DeadlineRule,
    count: Counter,
    base: dict[str, Any],
    trigger: dict[str, str],
    at: date | datetime,
    cal: WorkCalendar,
    as_of: date,
    soon: date,
) -> dict[str, Any]:
    """One deadline entry: ``base`` completed for the trigger; ``soon`` is the last due_soon day."""
    try:
        when, steps, notes = count(at, cal)
    except HolidaysNotPinned as error:  # a year without a pinned holiday list: bad input
        raise InputError(f"events: {trigger['kind']} at {trigger['at']}: {error}") from None
    day = when.date() if isinstance(when, datetime) else when  # due_status, with soon given
    entry = base.copy()
    entry["trigger"] = trigger
    entry["due"] = format_when(when)
    entry.update(deadline_extension(when, rule.unit, rule.direction, cal.closures))  # CCP 12a
    entry["status"] = "overdue" if day < as_of else "due_soon" if day <= soon else "upcoming"
    entry["steps"] = steps  # made for this call
    entry["notes"] = [rule.notes, *notes] if rule.notes else notes
    return entry


_BY_DUE = itemgetter("due")


def _concerns(rule: DeadlineRule, scenario: Scenario, slot: Any) -> bool:
    """Whether a deadline concerns the site; a failing ``when`` keeps the deadline (safer)."""
    slot.step = step = slot.step + 1
    try:
        try:
            return bool(rule.when(scenario))
        except PluginTimeout:
            return bool(slot.rerun_if_stray(step, rule.when, scenario))
    except KeyboardInterrupt:
        raise
    except BaseException:  # noqa: BLE001 - a broken filter never hides a deadline
        return True


def run_discharge(rule: DischargeRule, conditions_met: list[str]) -> dict[str, Any]:
    """A discharge as a finding: ``applies`` means the prohibition applies to it."""
    return _discharge(rule, citations_json(rule), conditions_met)


def _discharge(
    rule: DischargeRule, citations: list[dict[str, Any]], conditions_met: list[str]
) -> dict[str, Any]:
    unmet = [c for c in rule.conditions if c not in conditions_met]
    if rule.status == "prohibited":
        status, reasons = "applies", [f"{rule.title}: prohibited"]
    elif rule.status == "exempt" and not rule.conditions:
        status, reasons = "does_not_apply", [f"{rule.title}: exempt from the prohibition"]
    elif not unmet:
        status, reasons = (
            "does_not_apply",
            [f"{rule.title}: allowed; every condition confirmed"]
            + [f"condition met: {c}" for c in rule.conditions],
        )
    else:
        status = "needs_info"
        reasons = [f"{rule.title}: allowed only if every condition holds; not confirmed:"] + [
            f"- {c}" for c in unmet
        ]
    return {
        "rule_id": f"discharge:{rule.id}",
        "category": "discharge_prohibition",
        "title": f"Discharge: {rule.title}",
        "status": status,
        "reasons": reasons + ([rule.notes] if rule.notes else []),
        "flags": list(rule.flags),
        "uses": ["discharges"],
        "citations": citations,
    }


def check_discharge(
    host: Host, jid: str, kind: str, conditions_met: Iterable[str] = ()
) -> dict[str, Any]:
    """The discharge checker: is a described discharge exempt, conditional or prohibited?"""
    rule = host.descriptor(jid, "discharge", kind)
    if rule is None:
        raise InputError(f"discharge: unknown discharge kind {kind!r} for {jid}")
    return run_discharge(rule, list(conditions_met))


# --------------------------------------------------------------------------- whole
def evaluate_jurisdiction(
    host: Host, jid: str, scenario: Scenario, as_of: date, ignored: list[str] | None = None
) -> dict[str, Any]:
    plan = _plan(host, jid)
    jurisdiction = plan.jurisdiction
    params, overrides = parameters_for(host, jid, scenario)
    deadlines = []
    with steps() as slot:  # every plugin call below is a time-limited step
        findings = [_finding(rule, base, scenario, params, slot) for rule, base in plan.rules]
        sizing = [
            s for tool, base in plan.sizing if (s := _sizing(tool, base, scenario, params, slot))
        ]
        if scenario.events:
            if scenario.closures or scenario.open_days:
                cal = calendar_for(
                    tuple(sorted(plan.closures | frozenset(scenario.closures))),
                    tuple(sorted(scenario.open_days)),
                )
            else:
                cal = plan.calendar
            soon = as_of + timedelta(DUE_SOON_DAYS)  # days, given positionally (cheaper)
            for event in scenario.events:
                rules = plan.deadlines.get(event.kind)
                if rules:
                    at = event.at
                    trigger = {
                        "kind": event.kind,
                        "at": format_when(at),
                    }  # shared by the event's deadlines
                    for rule, count, base in rules:
                        if rule.when is None or _concerns(rule, scenario, slot):
                            deadlines.append(
                                _deadline(rule, count, base, trigger, at, cal, as_of, soon)
                            )
            deadlines.sort(key=_BY_DUE)
    for discharge in scenario.discharges:
        known = plan.discharges.get(discharge.kind)
        if known is not None:
            findings.append(_discharge(known[0], known[1], discharge.conditions_met))
    penalties = (
        result_entries(
            plan.prepared_penalties, [(v.kind, v.count, v.days) for v in scenario.violations]
        )
        if (scenario.violations)
        else []
    )
    record = host.record_for(jid)
    forms = check_forms(host, jid, scenario) if scenario.forms else []
    return {
        "jurisdiction": jid,
        "jurisdiction_name": jurisdiction.name,
        "ordinance": plan.ordinance,
        "ruleset_version": jurisdiction.ruleset_version,
        "plugin_version": jurisdiction.plugin_version,
        "plugin_status": record.status,
        "as_of": as_of.isoformat(),
        "parameters": overrides,
        "notes": list(ignored or []),
        "findings": findings,
        "sizing": sizing,
        "deadlines": deadlines,
        "penalties": penalties,
        "forms": forms,
    }


def check_forms(host: Host, jid: str, scenario: Scenario) -> list[dict[str, Any]]:
    """Saved form submissions of this jurisdiction, each with its validation problems."""
    checked = []
    for key, values in scenario.forms.items():
        prefix, _, form_id = key.partition(".")
        if prefix != jid:
            continue
        spec = host.descriptor(jid, "form", form_id)
        if spec is None:
            checked.append(
                {
                    "form_id": form_id,
                    "title": form_id,
                    "complete": False,
                    "problems": {"": f"no form {form_id!r} in this plugin"},
                }
            )
            continue
        problems = validate_form(spec, values if isinstance(values, dict) else {})
        checked.append(
            {
                "form_id": form_id,
                "title": spec.title,
                "complete": not problems,
                "problems": problems,
            }
        )
    return checked


def evaluate(
    host: Host, scenario: Scenario, jurisdiction: str | None = None, as_of: date | None = None
) -> dict[str, Any]:
    """The ``evaluate --json`` document for a scenario. Raises InputError for bad input."""
    jids = selected_jurisdictions(host, scenario, jurisdiction)
    for key in scenario.parameters:
        prefix = key.partition(".")[0]
        if prefix not in {j.id for j in host.jurisdictions()}:
            raise InputError(
                f"parameters.{key}: must start with a loaded jurisdiction id and a dot"
            )
    ignored = check_vocabulary(host, jids, scenario)
    day = as_of or scenario.as_of or date.today()
    if scenario.as_of != day:  # rules read the evaluation date from the scenario
        scenario = scenario.model_copy(update={"as_of": day})
    with cyclic_gc_paused():
        results = [_evaluate_retrying(host, jid, scenario, day, ignored[jid]) for jid in jids]
    return {"scenario": scenario.name, "results": results}


def evaluate_each(
    host: Host, batch: Sequence[tuple[Scenario, str | None]], as_of: date | None = None
) -> Iterator[tuple[int, dict[str, Any] | InputError]]:
    """``evaluate(host, scenario, jurisdiction, as_of)`` for each (scenario, jurisdiction) of a
    batch (a project's sites, an export), as (index in the batch, document) pairs; an
    InputError in the place of the document of a site with bad input (nothing is raised).

    The sites are evaluated city by city (``batch_order``): the same documents, sooner, as a
    city's rules, plugin data and per-value caches stay in the processor's caches from one
    site to the next. The caller keeps what it needs of each document (all of them, a
    summary, nothing), so a batch of thousands of sites need not be held in memory at once.
    """
    for index in batch_order(batch):
        scenario, jurisdiction = batch[index]
        try:
            document: dict[str, Any] | InputError = evaluate(host, scenario, jurisdiction, as_of)
        except InputError as error:
            document = error
        yield index, document


def evaluate_batch(
    host: Host, batch: Sequence[tuple[Scenario, str | None]], as_of: date | None = None
) -> list[dict[str, Any] | InputError]:
    """``evaluate_each`` with every document kept, in the batch's order (for callers that
    write them all: a project's evaluate, a report or export)."""
    documents: list[Any] = [None] * len(batch)
    for index, document in evaluate_each(host, batch, as_of):
        documents[index] = document
    return documents


def batch_order(batch: Sequence[tuple[Scenario, str | None]]) -> list[int]:
    """The indexes of a batch, grouped by the jurisdiction each site is evaluated under (its
    own when none is given), in the batch's order within a group."""
    return sorted(range(len(batch)), key=lambda i: batch[i][1] or batch[i][0].jurisdiction or "")


class cyclic_gc_paused:  # noqa: N801 - used like a function: ``with cyclic_gc_paused(): ...``
    """Pause Python's cyclic garbage collector for one evaluation, then restore it.

    An evaluation builds a document of several hundred lists and dicts that all live until it
    returns. The cyclic collector runs every 700 new containers and scans the young ones each
    time, so during an evaluation it repeatedly scans a document that is still being built
    (about a sixth of an evaluation's time on the benchmark). Reference counting still frees
    everything as usual; only cycles wait for the collector, which runs again as soon as the
    evaluation ends. Nested and concurrent evaluations (threads) share one pause: the
    collector is re-enabled when the last one ends, and only if it was enabled before.
    ``ENABLED = False`` turns the pause off.
    """

    ENABLED = True
    __slots__ = ("entered",)

    def __enter__(self) -> None:
        self.entered = cyclic_gc_paused.ENABLED
        if self.entered:
            with _GC_LOCK:  # the shared state is module-level: class attribute writes are slow
                if not _GC_PAUSE[0]:
                    _GC_PAUSE[1] = gc.isenabled()
                    gc.disable()
                _GC_PAUSE[0] += 1

    def __exit__(self, *exc: object) -> None:
        if self.entered:
            with _GC_LOCK:
                _GC_PAUSE[0] -= 1
                if not _GC_PAUSE[0] and _GC_PAUSE[1]:
                    gc.enable()


_GC_LOCK = threading.Lock()
_GC_PAUSE: list[Any] = [0, False]  # [evaluations in progress, whether to re-enable the collector]


def _evaluate_retrying(
    host: Host, jid: str, scenario: Scenario, as_of: date, ignored: list[str]
) -> dict[str, Any]:
    """``evaluate_jurisdiction``, once more if a stray timeout reached it between two steps (a
    rule overran its limit and ended just as the watchdog fired; see ``watchdog.steps``)."""
    try:
        return evaluate_jurisdiction(host, jid, scenario, as_of, ignored)
    except PluginTimeout:
        return evaluate_jurisdiction(host, jid, scenario, as_of, ignored)
