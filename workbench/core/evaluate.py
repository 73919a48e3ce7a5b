"""Run one jurisdiction (or all) over a scenario: findings, sizing, deadlines, penalties.

The result is plain JSON-able data in the shape of CONTRACT.md (``evaluate --json``) with the
additions documented in docs/CLI.md. Each evaluation of a site under a city builds one
``Context`` (``workbench.core.context``) that every rule, classification and sizing tool
reads; the city's classifications are decided once on it and reported once
(``classifications``), and each finding names those it was based on (``based_on``).

Gating: a sizing tool, deadline rule, form or penalty schedule that declares ``gated_by``
(finding ids or classification ids) carries ``required``: ``yes`` when one of them applies,
``no`` when none can, ``conditional`` while one is open. Deadlines of duties that are not
required are left out of ``deadlines`` (never shown as due, never exported) and listed in
``deadlines_left_out`` with the reason.

Every result document is built fresh: no list or dict is shared between two documents.

Over 500 lines: the one evaluation pipeline (findings, classifications, sizing, deadlines,
discharges, penalties, forms) with the gating and the time-limited calls they share; a result
kind's runner moves to its own module when it grows beyond a page.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import date, datetime, timedelta
from functools import lru_cache
from typing import Any

from workbench.core.calendar import (
    HolidaysNotPinned,
    WorkCalendar,
    compute_due,
    deadline_extension,
)
from workbench.core.checks import CORE_BMP_TYPES, checks
from workbench.core.context import Context, run_guarded
from workbench.core.forms import (
    check_form,
    citation_from_json,
    stale_warnings,
    validate_form,
)
from workbench.core.holidays_ca import HolidayList
from workbench.core.model import Scenario, format_when
from workbench.core.penalties import penalty_entries
from workbench.core.plugins.host import Host
from workbench.core.results import Evaluation
from workbench.core.rules import (
    STATUSES,
    ApplicabilityRule,
    Classification,
    DeadlineRule,
    DischargeRule,
    FormWarning,
    Outcome,
    Quantity,
    SizingResult,
    SizingTool,
)
from workbench.core.sizing_totals import add_site_totals
from workbench.core.vocabulary import CORE_TERMS, FIELDS, Translation, kind_label
from workbench.core.watchdog import time_limit
from workbench.core.would_change import Recorded, changed_scenario, would_change

DUE_SOON_DAYS = 7


class InputError(ValueError):
    """The scenario names something the selected plugins do not know; one line for the user."""


def citations_json(item: Any) -> list[dict[str, Any]]:
    return [c.to_json() for c in item.citations]


@lru_cache(maxsize=64)
def calendar_for(
    closures: tuple[date, ...],
    open_days: tuple[date, ...] = (),
    holiday_list: HolidayList | None = None,
) -> WorkCalendar:
    """The working-day calendar with these closures and open days and the city's holiday list
    (None: the stand-in, shown as not declared by the city)."""
    return WorkCalendar(closures=closures, open_days=open_days, holiday_list=holiday_list)


def site_calendar(host: Host, jid: str, scenario: Scenario) -> WorkCalendar:
    """The working-day calendar of a site under a city: the city's holiday list, the city's and
    the project's closures, the project's open days."""
    jurisdiction = host.jurisdiction(jid)
    closures = frozenset(map(date.fromisoformat, jurisdiction.closures))
    return calendar_for(
        tuple(sorted(closures | frozenset(scenario.closures))),
        tuple(sorted(scenario.open_days)),
        jurisdiction.holiday_list,
    )


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


def default_parameters(host: Host, jid: str) -> dict[str, float | None]:
    """A jurisdiction's parameters with their default values."""
    return {pid: p.value for pid, p in host.parameters(jid).items()}


def parameters_for(
    host: Host, jid: str, scenario: Scenario
) -> tuple[dict[str, float | None], list[str]]:
    """Defaults of a jurisdiction's parameters with the scenario's overrides; and the overrides
    applied."""
    params = default_parameters(host, jid)
    applied = []
    for key, value in scenario.parameters.items():
        prefix, _, pid = key.partition(".")
        if prefix != jid:
            continue
        if pid not in params:
            raise InputError(
                f"parameters.{key}: unknown parameter for {jid} "
                "(the city's parameters are listed with its rules)"
            )
        allowed = host.parameters(jid)[pid].choices
        if allowed and value is not None and value not in allowed:
            listing = ", ".join(f"{c:g}" for c in allowed)
            raise InputError(f"parameters.{key}: must be one of {listing} (got {value:g})")
        params[pid] = value
        applied.append(f"{pid} = {value} (project override)")
    return params, applied


# --------------------------------------------------------------------------- vocabulary
#: Vocabularies of a city's own ids (no core terms): checked only against the plugins that
#: declare them (a plugin that reads no condition ids declares none).
_OWN_ONLY = (
    ("condition", "site.conditions"),
    ("exemption", "site.exemptions_claimed"),
    ("discharge", "discharges"),
)


def _given_terms(scenario: Scenario) -> dict[str, list[str]]:
    site = scenario.site
    return {
        "facility_type": list(site.facility_types or ()),
        "activity": list(site.activities or ()),
        "event": [e.kind for e in scenario.events],
        "violation": [v.kind for v in scenario.violations],
    }


def _own_ids(scenario: Scenario) -> dict[str, list[str]]:
    site = scenario.site
    return {
        "condition": list(site.conditions),
        "exemption": list(site.exemptions_claimed),
        "discharge": [d.kind for d in scenario.discharges],
    }


def check_vocabulary(host: Host, jids: list[str], scenario: Scenario) -> None:
    """Refuse a term that no loaded city and no core entry knows (one line naming it)."""
    vocab = host.terms()
    for kind, terms in _given_terms(scenario).items():
        field = FIELDS[kind]
        for index, term in enumerate(terms):
            if not vocab.known_anywhere(kind, term):
                where = (
                    f"{field}[{index}]" if field.startswith("site.") else f"{field}[{index}].kind"
                )
                known = sorted({t for k in vocab.own.values() for t in k.get(kind, {})})
                known += sorted(set(CORE_TERMS.get(kind, {})) - set(known))
                listing = ", ".join(known[:12]) + (" ..." if len(known) > 12 else "")
                label = kind.replace("_", " ")
                raise InputError(f"{where}: unknown {label} {term!r} (known: {listing or 'none'})")
    loaded = [j.id for j in host.jurisdictions()]
    for kind, field in _OWN_ONLY:
        judges = [jid for jid in loaded if vocab.own.get(jid, {}).get(kind)]
        if kind == "discharge":
            judges = loaded
        for index, term in enumerate(_own_ids(scenario)[kind]):
            if judges and not any(_knows(host, jid, kind, term) for jid in judges):
                where = (
                    f"{field}[{index}]" if field.startswith("site.") else f"{field}[{index}].kind"
                )
                raise InputError(f"{where}: unknown {kind} {term!r} for {', '.join(jids)}")


def _knows(host: Host, jid: str, kind: str, term: str) -> bool:
    if kind == "discharge":
        return host.descriptor(jid, "discharge", term) is not None
    return term in host.terms().own.get(jid, {}).get(kind, {})


def read_for(host: Host, jid: str, scenario: Scenario) -> tuple[Scenario, Translation]:
    """The scenario as city ``jid`` reads it: other cities' terms and core terms translated
    into its own (``workbench.core.vocabulary``, one call for every kind), with the notes on
    what it cannot read."""
    vocab = host.terms()
    translation = vocab.translate(jid, _given_terms(scenario))
    events = [
        event if kind == event.kind else event.model_copy(update={"kind": kind})
        for event in scenario.events
        if (kind := translation.first("event", event.kind)) is not None
    ]
    violations = [
        violation if kind == violation.kind else violation.model_copy(update={"kind": kind})
        for violation in scenario.violations
        if (kind := translation.first("violation", violation.kind)) is not None
    ]
    chapter = vocab.chapters.get(jid, jid)
    left_out: dict[str, set[str]] = {}  # conditions, exemptions, discharges the city lacks
    for kind, _field in _OWN_ONLY:
        for term in dict.fromkeys(_own_ids(scenario)[kind]):
            if not _knows(host, jid, kind, term) and (
                kind == "discharge" or vocab.own.get(jid, {}).get(kind)
            ):
                left_out.setdefault(kind, set()).add(term)
                translation.notes.append(
                    f'{kind_label(kind)} "{term_label(host, kind, term)}" is not '
                    f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} of {chapter}: left out"
                )
    site = scenario.site
    # A list not given stays not given (None), though the terms another list's terms imply
    # are known to be there (a restaurant has food service); "none of these" ([]) stays a fact.
    lists: dict[str, list[str] | None] = {}
    reading: dict[str, dict[str, tuple[str, ...]]] = {}
    for kind, name in (("facility_type", "facility_types"), ("activity", "activities")):
        terms = translation.terms.get(kind, [])
        lists[name] = None if getattr(site, name) is None else terms
        known = {"implied": tuple(terms) if lists[name] is None else ()}
        known["maybe"] = tuple(translation.possible.get(kind, ()))
        if any(known.values()):
            reading[name] = known
    facility_types, activities = lists["facility_types"], lists["activities"]
    if (
        facility_types == site.facility_types
        and activities == site.activities
        and not reading
        and events == list(scenario.events)
        and violations == list(scenario.violations)
        and not left_out
    ):
        return scenario, translation
    conditions, exemptions = left_out.get("condition", set()), left_out.get("exemption", set())
    discharges = left_out.get("discharge", set())
    read = scenario.model_copy(
        update={
            "site": site.model_copy(
                update={
                    "facility_types": facility_types,
                    "activities": activities,
                    "conditions": [c for c in site.conditions if c not in conditions],
                    "exemptions_claimed": [
                        e for e in site.exemptions_claimed if e not in exemptions
                    ],
                }
            ),
            "events": events,
            "violations": violations,
            "discharges": [d for d in scenario.discharges if d.kind not in discharges],
        }
    )
    read._list_reading = reading
    return read, translation


def term_label(host: Host, kind: str, term: str, jid: str | None = None) -> str:
    """A term's plain label for the user (facility type, activity, event, violation,
    condition, exemption or discharge): city ``jid``'s own first, then the core's, then the
    first city's that defines it; the id with spaces where nobody labels it."""
    if kind == "discharge":
        order = [jid] if jid else []
        order += [j.id for j in host.jurisdictions() if j.id != jid]
        for city in order:
            rule = host.descriptor(city, "discharge", term)
            if rule is not None:
                return str(rule.title)
        return term.replace("_", " ")
    label = host.terms().label(kind, term, jid)
    return label.replace("_", " ") if label == term else label


#: List fields whose open terms every rule already reads as unknown (``Context.includes`` and
#: ``Context.items``): the finding itself says where such a term decides (issue 32).
_LISTS_READ_THREE_VALUED = ("site.facility_types", "site.activities")


def _vocabulary_open(
    findings: list[dict[str, Any]],
    translation: Translation,
    reads: Mapping[str, Sequence[str]] = {},  # noqa: B006 - read only
) -> None:
    """Findings that read a field holding a term the city may or may not read as its own, and
    that do not apply, are open: ``needs_info`` with the note (in place). The list facts are
    left out: the context reads their open terms as unknown in every rule that asks."""
    for finding in findings:
        if finding["status"] != "does_not_apply":
            continue
        fields = dict.fromkeys([*finding["uses"], *reads.get(finding["rule_id"], ())])
        terms = [
            t
            for f in fields
            if f not in _LISTS_READ_THREE_VALUED
            for t in translation.open_fields.get(f, [])
        ]
        if not terms:
            continue
        finding["status"] = "needs_info"
        note = (
            "Vocabulary: " + ", ".join(f'"{t}"' for t in terms) + " may be a term this finding "
            "reads; choose the ordinance's own term to decide it"
        )
        finding["reasons"].append(note)
        finding["vocabulary_notes"] = [note]


# --------------------------------------------------------------------------- plugin calls
def call_plugin(fn: Callable[..., Any], *args: Any) -> Any:
    """One call of plugin code under the time limit (a runaway call raises PluginTimeout)."""
    with time_limit():
        return fn(*args)


def _run(fn: Callable[..., Any], ctx: Context) -> Any:
    """A rule's, tool's or classification's function on the context (``fn(ctx)``; the host
    refuses a function that cannot be called so, ``validate.malformed``)."""
    return call_plugin(fn, ctx)


class _Malformed(Exception):
    """A plugin result that cannot be reported (the message says why)."""


def _checked_outcome(outcome: Any, what: str) -> Outcome:
    """The plugin's Outcome, or an ``error`` Outcome saying what is wrong with it."""
    if not isinstance(outcome, Outcome):
        return Outcome("error", [f"the {what} returned {type(outcome).__name__}, not an Outcome"])
    if not isinstance(outcome.status, str) or outcome.status not in STATUSES:
        return Outcome(
            "error", [f"the {what} returned the unknown status {outcome.status!r}"[:200]]
        )
    try:
        return Outcome(
            outcome.status,
            [str(r) for r in outcome.reasons],
            [str(f) for f in outcome.flags],
            [str(m) for m in outcome.missing],
        )
    except Exception as error:  # noqa: BLE001 - a malformed Outcome is the rule's error
        return Outcome(
            "error",
            [f"the {what} returned a malformed Outcome ({type(error).__name__}: {error})"[:300]],
        )


def decide(fn: Callable[..., Any], ctx: Context, what: str = "rule") -> Outcome:
    """Run a rule or classification on the context; failures become outcomes."""
    return _checked_outcome(run_guarded(lambda: _run(fn, ctx), what), what)


def gated_decision(
    rule: ApplicabilityRule, ctx: Context, earlier: Sequence[Mapping[str, Any]]
) -> Outcome:
    """The rule's outcome under its gates (``ApplicabilityRule.gated_by``): not run where
    every gate is known not to apply; an "applies" left open (``needs_info``) while a gate is."""
    if not rule.gated_by:
        return decide(rule.evaluate, ctx)
    found = {f["rule_id"]: f for f in earlier}
    gates: list[tuple[str, Outcome]] = []
    for gate in rule.gated_by:
        if gate in found:
            entry = found[gate]
            gates.append((entry["title"], Outcome(entry["status"], [], [], entry["missing"])))
        else:
            item = ctx.classification_descriptor(gate)
            gates.append((item.title if item else gate, ctx.classify(gate)))
    statuses = [outcome.status for _, outcome in gates]
    if "applies" not in statuses and all(s == "does_not_apply" for s in statuses):
        named = "; ".join(f"{title} does not apply" for title, _ in gates)
        return Outcome("does_not_apply", [f"not required: {named}"])
    outcome = decide(rule.evaluate, ctx)
    if "applies" in statuses or outcome.status != "applies":
        return outcome
    missing = list(dict.fromkeys(m for _, o in gates for m in o.missing))
    open_gates = "; ".join(f"{t} is {o.status.replace('_', ' ')}" for t, o in gates)
    return Outcome(
        "needs_info",
        [*outcome.reasons, f"required only if its gate applies: {open_gates}"],
        outcome.flags,
        missing,
    )


# --------------------------------------------------------------------------- findings
def _flags(declared: Sequence[str], raised: Sequence[str]) -> list[str]:
    """The declaration's flags, then the outcome's, each once: a flag a rule both declares
    and raises (or raises twice) is one flag to its reader."""
    return list(dict.fromkeys([*declared, *raised]))


def classification_entry(item: Classification, outcome: Outcome) -> dict[str, Any]:
    return {
        "id": item.id,
        "title": item.title,
        "status": outcome.status,
        "reasons": list(outcome.reasons),
        "flags": _flags(item.flags, outcome.flags),
        "missing": list(outcome.missing),
        "uses": list(item.uses),
        "citations": citations_json(item),
    }


def finding_entry(rule: ApplicabilityRule, outcome: Outcome, based_on: list[str]) -> dict[str, Any]:
    return {
        "rule_id": rule.id,
        "category": rule.category,
        "title": rule.title,
        "status": outcome.status,
        "reasons": list(outcome.reasons),
        "flags": _flags(rule.flags, outcome.flags),
        "missing": list(outcome.missing),
        "based_on": based_on,
        "uses": list(rule.uses),
        "citations": citations_json(rule),
    }


# --------------------------------------------------------------------------- gating
def required_by(gates: Sequence[str], statuses: Mapping[str, str]) -> str:
    """``yes`` when a gating finding applies (or nothing gates), ``no`` when every gate is
    known not to apply, ``conditional`` while one is open (needs_info, error, unknown id)."""
    if not gates:
        return "yes"
    known = [statuses.get(gate) for gate in gates]
    if "applies" in known:
        return "yes"
    if all(status == "does_not_apply" for status in known):
        return "no"
    return "conditional"


def _gate_reason(
    gates: Sequence[str], statuses: Mapping[str, str], titles: Mapping[str, str]
) -> str:
    """Why gated duties are left out, naming each gate by its title."""
    return "; ".join(
        f"{titles.get(gate, gate)}: {statuses.get(gate, 'unknown').replace('_', ' ')}"
        for gate in gates
    )


# --------------------------------------------------------------------------- sizing
def _quantities(quantities: Mapping[str, Quantity]) -> dict[str, dict[str, Any]]:
    return {key: {"value": q.value, "unit": q.unit} for key, q in quantities.items()}


def _sizing_entry(tool: SizingTool, status: str, warning: str = "") -> dict[str, Any]:
    return {
        "tool_id": tool.id,
        "title": tool.title,
        "citations": citations_json(tool),
        "status": status,
        "inputs": {},
        "outputs": {},
        "steps": [],
        "warnings": [warning] if warning else [],
        "plot": None,
        "checks": [],
    }


def _plot_json(plot: Any) -> dict[str, Any] | None:
    if plot is None:
        return None
    return {
        "title": plot.title,
        "x_label": plot.x_label,
        "y_label": plot.y_label,
        "series": [{"label": s.label, "x": list(s.x), "y": list(s.y)} for s in plot.series],
        "marker_x": plot.marker_x,
        "marker_label": plot.marker_label,
        "hline_y": plot.hline_y,
    }


def _not_required(
    tool: SizingTool, titles: Mapping[str, str], computed: dict[str, Any]
) -> dict[str, Any]:
    """A sizing tool every gate of which does not apply: ``does_not_apply``, and the first step
    says which finding made it not required. What it computed stays for information; a tool
    that could not compute asks for nothing (its needs are dropped: no fact or value it lacks
    can make it required)."""
    named = "; ".join(f"{titles.get(gate, gate)} does not apply" for gate in tool.gated_by)
    if computed["status"] not in ("applies", "does_not_apply"):
        entry = _sizing_entry(tool, "does_not_apply")
        entry["steps"] = [f"not required: {named}; nothing to size"]
        return entry
    tail = "nothing to size"
    if computed["outputs"]:
        tail = "the figures below are for information only"
    computed["status"] = "does_not_apply"
    computed["steps"] = [f"not required: {named}; {tail}", *computed["steps"]]
    return computed


def _governs(result: SizingResult) -> dict[str, str]:
    """The result's governing criteria by output key (none from a tool that states none)."""
    governs = getattr(result, "governs", None)
    return {str(k): str(v) for k, v in governs.items()} if isinstance(governs, dict) else {}


def sizing_entry(tool: SizingTool, ctx: Context) -> dict[str, Any]:
    """One sizing result; a tool that fails yields status ``needs_info`` or ``error``."""
    result = run_guarded(lambda: _run(tool.compute, ctx), "sizing tool")
    if isinstance(result, Outcome):  # MissingFact or a failure, as an outcome
        return _sizing_entry(tool, result.status, "; ".join(result.reasons))
    if not isinstance(result, SizingResult):
        return _sizing_entry(
            tool,
            "error",
            f"the sizing tool raised TypeError: compute returned {type(result).__name__}, "
            "not a SizingResult",
        )
    try:
        if not isinstance(result.status, str) or result.status not in STATUSES:
            raise _Malformed(f"the sizing tool returned the unknown status {result.status!r}"[:200])
        entry = _sizing_entry(tool, result.status)
        entry["inputs"] = _quantities(result.inputs)
        entry["outputs"] = _quantities(result.outputs)
        entry["steps"] = [str(step) for step in result.steps]
        entry["warnings"] = [str(warning) for warning in result.warnings]
        entry["plot"] = _plot_json(result.plot)
    except Exception as error:  # noqa: BLE001 - a malformed result is the tool's error
        why = (
            str(error)
            if isinstance(error, _Malformed)
            else (
                "the sizing tool returned a malformed SizingResult "
                f"({type(error).__name__}: {error})"
            )[:300]
        )
        return _sizing_entry(tool, "error", why)
    add_site_totals(entry, ctx.scenario)
    entry["checks"] = checks(entry["outputs"], ctx.scenario, _governs(result))
    return entry


def _filter(when: Callable[[Scenario], bool], scenario: Scenario) -> bool | Outcome:
    """A plugin's ``when(scenario)`` filter, or the Outcome of its failure."""
    result = run_guarded(lambda: call_plugin(when, scenario), "filter")
    return result if isinstance(result, Outcome) else bool(result)


def _wanted(when: Callable[[Scenario], bool], scenario: Scenario, *, default: bool) -> bool:
    """A plugin's ``when(scenario)`` filter; ``default`` where it fails."""
    result = _filter(when, scenario)
    return default if isinstance(result, Outcome) else result


# --------------------------------------------------------------------------- deadlines
#: the status of a retention period (``DeadlineRule.kind == "retention"``): the date is the
#: earliest day a record may be discarded, never overdue
KEEP_UNTIL = "keep_until"


def due_status(due: date | datetime, as_of: date) -> str:
    day = due.date() if isinstance(due, datetime) else due
    if day < as_of:
        return "overdue"
    if day <= as_of + timedelta(days=DUE_SOON_DAYS):
        return "due_soon"
    return "upcoming"


def counting_text(entry: dict[str, Any], with_trigger: bool = True) -> str:
    """How a deadline entry counts, in words: "2 working days before start of construction",
    "1 year after monitoring year begins, the start day counted", "immediately after spill"."""
    unit, direction = entry.get("unit", ""), entry.get("direction", "after")
    if unit in ("immediate", "next_working_day"):
        amount = "immediately" if unit == "immediate" else "next working day"
    else:
        words = str(unit).replace("_", " ")
        amount = f"{entry.get('amount')} {words[:-1] if entry.get('amount') == 1 else words}"
    trigger = entry.get("trigger", {}) if with_trigger else {}
    event = trigger.get("label") or str(trigger.get("kind", "")).replace("_", " ")
    text = f"{amount} {direction}" + (f" {event}" if event else "")
    return text + (", the start day counted" if entry.get("inclusive_end") else "")


#: the ``use`` of an extension whose rule ``ends_on_extended`` (a period run against a filer)
ENDS_ON_EXTENDED = (
    "This period ends on extended_due (CCP § 12a): a filing or decision on that day is on time, "
    "and the status counts to it. For a filer the earlier date (due) is the safe one."
)


def deadline_entry(
    rule: DeadlineRule, kind: str, at: date | datetime, cal: WorkCalendar, as_of: date
) -> dict[str, Any]:
    """One deadline of ``rule`` triggered by an event of ``kind`` at ``at``."""
    try:
        due = compute_due(
            rule.amount,
            rule.unit,
            at,
            cal,
            direction=rule.direction,
            roll_forward=rule.roll_forward,
            inclusive_end=rule.inclusive_end,
        )
    except HolidaysNotPinned as error:  # a year without a pinned holiday list: bad input
        raise InputError(f"events: {kind} at {format_when(at)}: {error}") from None
    # CCP 12a: extended_due and extension where the last day moves (docs/DEADLINES.md);
    # a retention date is not a last day to act: it never moves
    extension = (
        deadline_extension(due.due, rule.unit, rule.direction, cal.closures)
        if rule.kind == "deadline"
        else {}
    )
    last_day: date | datetime = due.due
    if rule.ends_on_extended and "extended_due" in extension:
        last_day = date.fromisoformat(extension["extended_due"])
        extension["extension"]["use"] = ENDS_ON_EXTENDED
    return {
        "rule_id": rule.id,
        "title": rule.title,
        "trigger": {"kind": kind, "at": format_when(at)},
        "due": format_when(due.due),
        **extension,
        "unit": rule.unit,
        "amount": rule.amount,
        "direction": rule.direction,
        "responsible": rule.responsible,
        "kind": rule.kind,
        "inclusive_end": rule.inclusive_end,
        "status": KEEP_UNTIL if rule.kind == "retention" else due_status(last_day, as_of),
        "steps": list(due.steps),
        "notes": [rule.notes, *due.notes] if rule.notes else list(due.notes),
        "flags": list(rule.flags),
        "citations": citations_json(rule),
    }


# --------------------------------------------------------------------------- discharges
def run_discharge(rule: DischargeRule, conditions_met: list[str]) -> dict[str, Any]:
    """A discharge as a finding: ``applies`` means the prohibition applies to it."""
    unmet = [c for c in rule.conditions if c not in conditions_met]
    if rule.status == "prohibited":
        status, reasons = "applies", [f"{rule.title}: prohibited"]
    elif rule.status == "exempt" and not rule.conditions:
        status, reasons = "does_not_apply", [f"{rule.title}: exempt from the prohibition"]
    elif not unmet:
        status = "does_not_apply"
        reasons = [f"{rule.title}: allowed; every condition confirmed"]
        reasons += [f"condition met: {c}" for c in rule.conditions]
    else:
        status = "needs_info"
        reasons = [f"{rule.title}: allowed only if every condition holds; not confirmed:"]
        reasons += [f"- {c}" for c in unmet]
    return {
        "rule_id": f"discharge:{rule.id}",
        "category": "discharge_prohibition",
        "title": f"Discharge: {rule.title}",
        "status": status,
        "reasons": reasons + ([rule.notes] if rule.notes else []),
        "flags": list(rule.flags),
        "missing": [],
        "based_on": [],
        "uses": ["discharges"],
        "citations": citations_json(rule),
    }


def check_discharge(
    host: Host, jid: str, kind: str, conditions_met: Iterable[str] = ()
) -> dict[str, Any]:
    """The discharge checker: is a described discharge exempt, conditional or prohibited?"""
    rule = host.descriptor(jid, "discharge", kind)
    if rule is None:
        raise InputError(f"discharge: unknown discharge kind {kind!r} for {jid}")
    return run_discharge(rule, list(conditions_met))


# --------------------------------------------------------------------------- forms
def check_forms(
    host: Host,
    jid: str,
    scenario: Scenario,
    statuses: Mapping[str, str] | None = None,
    *,
    ctx: Context | None = None,
    results: Mapping[str, Any] | None = None,
) -> list[dict[str, Any]]:
    """Saved form submissions of this jurisdiction, each with its validation problems, the
    warnings of its own checks (which read the evaluation: ``ctx`` and ``results``, the
    result document so far), the prefilled values the site has changed since, and whether the
    findings require it (``required: "no"`` with ``optional: true`` for a form a person may
    file)."""
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
        values = values if isinstance(values, dict) else {}
        problems = validate_form(spec, values)
        calendar = site_calendar(host, jid, scenario)
        warnings = check_form(spec, values, calendar, ctx=ctx, results=results)
        warnings += stale_warnings(spec, values, scenario)
        checked.append(
            {
                "form_id": form_id,
                "title": spec.title,
                "complete": not problems,
                "problems": problems,
                "warnings": [w.to_json() for w in warnings],
                # a form a person "may" file is never required: "no", and optional says why
                "required": "no" if spec.optional else required_by(spec.gated_by, statuses or {}),
                "optional": spec.optional,
                "gated_by": list(spec.gated_by),
            }
        )
    return checked


def form_warnings(
    host: Host, jid: str, scenario: Scenario, form_id: str, values: Mapping[str, Any]
) -> list[FormWarning]:
    """The warnings of a form as typed (``values``, saved or not), checked within the site's
    evaluation: its own checks with the site, the events and the results, its filing date
    against its deadline, its stale prefilled values. For the desktop's Forms panel and printed
    form; raises InputError for a scenario that cannot be evaluated."""
    forms = {**scenario.forms, f"{jid}.{form_id}": dict(values)}
    day = scenario.as_of or date.today()
    result = evaluate_jurisdiction(
        host, jid, scenario.model_copy(update={"forms": forms, "as_of": day}), day
    )
    entry: dict[str, Any] = next((f for f in result["forms"] if f["form_id"] == form_id), {})
    return [
        FormWarning(
            w["check_id"],
            w["title"],
            w["message"],
            tuple(w["fields"]),
            tuple(citation_from_json(c) for c in w["citations"]),
        )
        for w in entry.get("warnings", [])
    ]


# --------------------------------------------------------------------------- whole
class _Decided:
    """The findings and classifications of one site under one city, with the comparisons each
    was decided by (``workbench.core.would_change``)."""

    def __init__(self, host: Host, jid: str, given: Scenario) -> None:
        scenario, translation = read_for(host, jid, given)
        self.scenario, self.translation = scenario, translation
        self.params, self.overrides = parameters_for(host, jid, scenario)
        declared = {c.id: c for c in host.descriptors(jid, "classification")}
        self.declared = declared
        exemptions = {e.id: e for e in host.descriptors(jid, "exemption")}
        ctx = Context(
            scenario,
            self.params,
            jurisdiction=jid,
            classifications=declared,
            call=call_plugin,
            exemptions=exemptions,
        )
        self.ctx = ctx
        findings: list[dict[str, Any]] = []
        self.compared: list[list[Recorded]] = []  # per finding of a rule
        reads: dict[str, list[str]] = {}  # rule id -> the site facts it read (Context.take_read)
        for rule in host.descriptors(jid, "applicability"):
            ctx.take_consulted()
            ctx.take_contradicted()
            ctx.take_read()
            ctx.begin_recording()
            outcome = gated_decision(rule, ctx, findings)
            found = ctx.end_recording()
            for gate in rule.gated_by:  # a gating finding's comparisons count (one deeper)
                for index, earlier in enumerate(findings):
                    if earlier["rule_id"] == gate:
                        found += [r.deeper() for r in self.compared[index]]
            self.compared.append(found)
            outcome.flags.extend(f for f in ctx.take_contradicted() if f not in outcome.flags)
            findings.append(finding_entry(rule, outcome, ctx.take_consulted()))
            reads[rule.id] = ctx.take_read()
        _vocabulary_open(findings, translation, reads)
        for item in declared.values():  # every classification is reported, consulted or not
            ctx.classify(item.id)
        self.findings = findings
        self.classified = ctx.classified()
        self.statuses = {cid: outcome.status for cid, outcome in self.classified.items()}
        self.statuses.update({f["rule_id"]: f["status"] for f in findings})

    def gate_compared(self, gates: Sequence[str]) -> list[Recorded]:
        """The comparisons that decide gates (findings and classifications), one deeper."""
        found: list[Recorded] = []
        for gate in gates:
            for index, finding in enumerate(self.findings):
                if finding["rule_id"] == gate:
                    found += [r.deeper() for r in self.compared[index]]
            found += [r.deeper() for r in self.ctx.compared(f"class:{gate}")]
        return found

    def status_map(self, host: Host, jid: str) -> dict[tuple[str, Any], str]:
        """Every finding's, classification's and gated sizing tool's status (a tool's
        ``required``), keyed as ``explain`` keys them."""
        out: dict[tuple[str, Any], str] = {
            ("finding", i): f["status"] for i, f in enumerate(self.findings)
        }
        out.update({("classification", c): o.status for c, o in self.classified.items()})
        for tool in host.descriptors(jid, "sizing"):
            if tool.gated_by:
                out[("sizing", tool.id)] = required_by(tool.gated_by, self.statuses)
        return out


def recorded_comparisons(
    host: Host, jid: str, scenario: Scenario
) -> dict[tuple[str, Any], list[Recorded]]:
    """The comparisons each finding (``("finding", index)``), classification
    (``("classification", id)``) and gated sizing tool (``("sizing", id)``) was decided by:
    what ``explain`` builds its candidates from (tests check would_change against them)."""
    decided = _Decided(host, jid, scenario)
    out: dict[tuple[str, Any], list[Recorded]] = {
        ("finding", index): found for index, found in enumerate(decided.compared)
    }
    for cid in decided.declared:
        out[("classification", cid)] = decided.ctx.compared(f"class:{cid}")
    for tool in host.descriptors(jid, "sizing"):
        if tool.gated_by:
            out[("sizing", tool.id)] = decided.gate_compared(tool.gated_by)
    return out


def explain(
    host: Host, jid: str, given: Scenario, decided: _Decided, document: dict[str, Any]
) -> None:
    """Add ``would_change`` to every finding, classification and gated sizing tool of the
    document (in place): the single-fact changes that flip its status, each checked by
    evaluating the city again with the change applied (``workbench.core.would_change``)."""
    items: dict[tuple[str, Any], tuple[str, Sequence[Recorded], Sequence[Any]]] = {}
    for index, found in enumerate(decided.compared):  # the rules' findings (no discharges)
        finding = decided.findings[index]
        items[("finding", index)] = (
            finding["status"],
            found,
            finding["citations"],
        )
    for entry in document["classifications"]:
        found = decided.ctx.compared(f"class:{entry['id']}")
        items[("classification", entry["id"])] = (entry["status"], found, entry["citations"])
    gated = {t.id: t for t in host.descriptors(jid, "sizing") if t.gated_by}
    for entry in document["sizing"]:
        tool = gated.get(entry["tool_id"])
        if tool is not None:
            found = decided.gate_compared(tool.gated_by)
            items[("sizing", tool.id)] = (entry["required"], found, entry["citations"])

    def statuses_after(fact: str, value: Any) -> Mapping[tuple[str, Any], str]:
        changed = changed_scenario(given, fact, value)
        if changed is None:  # the other facts rule this value out: nothing to report
            return {}
        return _Decided(host, jid, changed).status_map(host, jid)

    origins = {f"class:{c.id}": citations_json(c) for c in decided.declared.values()}
    origins.update(
        {f"exempt:{e.id}": citations_json(e) for e in host.descriptors(jid, "exemption")}
    )
    changes = would_change(items, given.site, statuses_after, origins)
    for index, finding in enumerate(document["findings"]):
        finding["would_change"] = changes.get(("finding", index), [])  # none for a discharge
    for entry in document["classifications"]:
        entry["would_change"] = changes.get(("classification", entry["id"]), [])
    for entry in document["sizing"]:
        if ("sizing", entry["tool_id"]) in changes:
            entry["would_change"] = changes[("sizing", entry["tool_id"])]


def evaluate_jurisdiction(
    host: Host, jid: str, given: Scenario, as_of: date, *, explained: bool = False
) -> dict[str, Any]:
    """The result document of one jurisdiction for one scenario (in any city's terms);
    ``explained``: with ``would_change`` (``explain``)."""
    decided = _Decided(host, jid, given)
    scenario, translation = decided.scenario, decided.translation
    jurisdiction = host.jurisdiction(jid)
    overrides = decided.overrides
    ctx = decided.ctx
    declared = decided.declared
    findings = decided.findings
    classified = decided.classified
    classifications = [classification_entry(declared[cid], classified[cid]) for cid in declared]
    statuses = dict(decided.statuses)

    sizing = []
    gate_titles = {f["rule_id"]: f["title"] for f in findings}
    gate_titles.update({c["id"]: c["title"] for c in classifications})
    for tool in host.descriptors(jid, "sizing"):
        wanted = True if tool.when is None else _filter(tool.when, scenario)
        if wanted is False:
            continue
        required = required_by(tool.gated_by, statuses)
        if isinstance(wanted, Outcome):  # the filter failed: the tool's error
            entry = _sizing_entry(tool, wanted.status, "; ".join(wanted.reasons))
        else:
            entry = sizing_entry(tool, ctx)
            if required == "no":  # issue 39 item 5: not required, says so, asks for nothing
                entry = _not_required(tool, gate_titles, entry)
        entry["required"] = required
        entry["gated_by"] = list(tool.gated_by)
        sizing.append(entry)

    deadlines, left_out = _deadlines(host, jid, scenario, as_of, statuses)

    for discharge in scenario.discharges:
        rule = host.descriptor(jid, "discharge", discharge.kind)
        if rule is not None:
            findings.append(run_discharge(rule, discharge.conditions_met))

    penalties = _penalties(host, jid, scenario, statuses)
    so_far = {
        "findings": findings,
        "classifications": classifications,
        "sizing": sizing,
        "deadlines": deadlines,
        "deadlines_left_out": left_out,
    }
    forms = (
        check_forms(host, jid, scenario, statuses, ctx=ctx, results=so_far)
        if scenario.forms
        else []
    )
    titles = {f["rule_id"]: f["title"] for f in findings}
    titles.update({c["id"]: c["title"] for c in classifications})
    for entry in [*sizing, *deadlines, *left_out, *penalties, *forms]:
        if "gated_by" in entry:  # what the user reads: the gates by title
            entry["gated_by_titles"] = [titles.get(g, g) for g in entry["gated_by"]]
    document = {
        "jurisdiction": jid,
        "jurisdiction_name": jurisdiction.name,
        "ordinance": f"{jurisdiction.ordinance} ({jurisdiction.chapter})",
        "ruleset_version": jurisdiction.ruleset_version,
        "plugin_version": jurisdiction.plugin_version,
        "plugin_status": host.record_for(jid).status,
        "as_of": as_of.isoformat(),
        "parameters": overrides,
        "notes": list(translation.notes),
        "classifications": classifications,
        "findings": findings,
        "sizing": sizing,
        "deadlines": deadlines,
        "deadlines_left_out": left_out,
        "penalties": penalties,
        "forms": forms,
        "rainfall_record": _rainfall_record(scenario),
    }
    if explained:
        explain(host, jid, given, decided, document)
    return document


def _rainfall_record(scenario: Scenario) -> dict[str, Any] | None:
    """The report of the rainfall record the scenario uses (issue 26, docs/SCENARIO.md): the
    copy kept in its project, else the file; None without one. A named record that cannot be
    used is bad input (InputError, one line). Imported on use: the rainfall package loads
    numpy."""
    if not scenario.rainfall.record_csv:
        return None
    from workbench.core.rainfall import RecordError, scenario_record_report

    try:
        return scenario_record_report(scenario)
    except RecordError as error:
        raise InputError(str(error)) from None


def _deadlines(
    host: Host, jid: str, scenario: Scenario, as_of: date, statuses: Mapping[str, str]
) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The deadlines the scenario's events start, and those left out as not required."""
    if not scenario.events:
        return [], []
    cal = site_calendar(host, jid, scenario)
    rules = host.descriptors(jid, "deadline")
    titles = {
        d.id: d.title
        for kind in ("applicability", "classification")
        for d in host.descriptors(jid, kind)
    }
    deadlines, left_out = [], []
    for event in scenario.events:
        trigger_label = term_label(host, "event", event.kind, jid)
        for rule in rules:
            if rule.trigger != event.kind:
                continue
            required = required_by(rule.gated_by, statuses)
            filtered = rule.when is not None and not _wanted(rule.when, scenario, default=True)
            if filtered or required == "no":
                if filtered:  # the rule's own condition, whatever its gates say
                    reason = "the rule's own condition leaves this trigger out for this site"
                else:
                    reason = _gate_reason(rule.gated_by, statuses, titles)
                left_out.append(
                    {
                        "rule_id": rule.id,
                        "title": rule.title,
                        "trigger": {
                            "kind": event.kind,
                            "at": format_when(event.at),
                            "label": trigger_label,
                        },
                        "gated_by": list(rule.gated_by),
                        "reason": reason,
                    }
                )
                continue
            entry = deadline_entry(rule, event.kind, event.at, cal, as_of)
            entry["trigger"]["label"] = trigger_label
            entry["required"] = required
            entry["gated_by"] = list(rule.gated_by)
            deadlines.append(entry)
    deadlines.sort(key=lambda entry: entry["due"])
    return deadlines, left_out


def _penalties(
    host: Host, jid: str, scenario: Scenario, statuses: Mapping[str, str]
) -> list[dict[str, Any]]:
    if not scenario.violations:
        return []
    schedules = host.descriptors(jid, "penalty")
    entries = penalty_entries(schedules, [(v.kind, v.count, v.days) for v in scenario.violations])
    gates = {schedule.id: schedule.gated_by for schedule in schedules}
    for entry in entries:
        entry["citations"] = citations_json(host.descriptor(jid, "penalty", entry["rule_id"]))
        gated_by = gates.get(entry["rule_id"], ())
        entry["required"] = required_by(gated_by, statuses)
        entry["gated_by"] = list(gated_by)
    return entries


def check_fixed_dates(host: Host, jid: str, kind: str, at: date | datetime, where: str) -> None:
    """Refuse an event of a kind the ordinance fixes to a calendar day, dated otherwise."""
    for fixed_kind, month_day, why in host.jurisdiction(jid).fixed_date_events:
        day = at.date() if isinstance(at, datetime) else at
        if fixed_kind == kind and day.strftime("%m-%d") != month_day:
            raise InputError(f"{where}: {kind} is dated {day.isoformat()}; {why}")


def check_bmp_types(host: Host, jids: list[str], scenario: Scenario) -> None:
    """Refuse a drainage area's BMP type that neither the cities nor the core list name."""
    known = set(CORE_BMP_TYPES)
    for jid in jids:
        known |= {bmp_id for bmp_id, _ in host.jurisdiction(jid).bmp_types}
    for index, area in enumerate(scenario.drainage_areas):
        if area.bmp is not None and area.bmp.type not in known:
            raise InputError(
                f"drainage_areas[{index}].bmp.type: unknown BMP type {area.bmp.type!r} "
                f"(known: {', '.join(sorted(known))})"
            )


def evaluate(
    host: Host,
    scenario: Scenario,
    jurisdiction: str | None = None,
    as_of: date | None = None,
    *,
    explained: bool = False,
) -> dict[str, Any]:
    """The ``evaluate --json`` document for a scenario. Raises InputError for bad input.
    ``explained``: each finding, classification and gated sizing tool with ``would_change``
    (``evaluate --explain``; it evaluates the city again once per candidate change)."""
    jids = selected_jurisdictions(host, scenario, jurisdiction)
    loaded = {j.id for j in host.jurisdictions()}
    for key in scenario.parameters:
        if key.partition(".")[0] not in loaded:
            raise InputError(
                f"parameters.{key}: must start with a loaded jurisdiction id and a dot"
            )
    check_vocabulary(host, jids, scenario)
    check_bmp_types(host, jids, scenario)
    for jid in jids:
        for index, event in enumerate(scenario.events):
            check_fixed_dates(host, jid, event.kind, event.at, f"events[{index}].at")
    _rainfall_record(scenario)  # a record that cannot be used is refused before any rule runs
    day = as_of or scenario.as_of or date.today()
    if scenario.as_of != day:  # rules read the evaluation date from the scenario
        scenario = scenario.model_copy(update={"as_of": day})
    results = [evaluate_jurisdiction(host, jid, scenario, day, explained=explained) for jid in jids]
    return {"scenario": scenario.name, "results": results}


def evaluate_results(
    host: Host, scenario: Scenario, jurisdiction: str | None = None, as_of: date | None = None
) -> Evaluation:
    """``evaluate`` as typed core objects (``workbench.core.results``): what every output
    reads by attribute; its ``to_json()`` is the ``evaluate --json`` document."""
    return Evaluation.from_json(evaluate(host, scenario, jurisdiction, as_of))


def evaluate_each(
    host: Host,
    batch: Sequence[tuple[Scenario, str | None]],
    as_of: date | None = None,
    *,
    explained: bool = False,
) -> Iterator[tuple[int, dict[str, Any] | InputError]]:
    """``evaluate`` for each (scenario, jurisdiction) of a batch (a project's sites, an
    export), as (index in the batch, document) pairs; an InputError in the place of the
    document of a site with bad input (nothing is raised). Sites are evaluated city by city
    (``batch_order``); the caller keeps what it needs of each document."""
    for index in batch_order(batch):
        scenario, jurisdiction = batch[index]
        try:
            document: dict[str, Any] | InputError = evaluate(
                host, scenario, jurisdiction, as_of, explained=explained
            )
        except InputError as error:
            document = error
        yield index, document


def evaluate_batch(
    host: Host,
    batch: Sequence[tuple[Scenario, str | None]],
    as_of: date | None = None,
    *,
    explained: bool = False,
) -> list[dict[str, Any] | InputError]:
    """``evaluate_each`` with every document kept, in the batch's order."""
    documents: list[Any] = [None] * len(batch)
    for index, document in evaluate_each(host, batch, as_of, explained=explained):
        documents[index] = document
    return documents


def batch_order(batch: Sequence[tuple[Scenario, str | None]]) -> list[int]:
    """The indexes of a batch, grouped by the jurisdiction each site is evaluated under (its
    own when none is given), in the batch's order within a group."""
    return sorted(range(len(batch)), key=lambda i: batch[i][1] or batch[i][0].jurisdiction or "")
