"""The evaluation context: what one evaluation of one site under one city knows.

The core builds a ``Context`` for every (scenario, jurisdiction) evaluation and hands it to
every rule, sizing tool, classification and form check. It holds the scenario, the
parameters (defaults with the project's overrides), the evaluation date, and what is derived
for this evaluation, each at most once: the city's declared classifications
(``ctx.classify``) and any derived value a plugin asks for (``ctx.derived``). Nothing
outlives the evaluation, so plugins need no caches of their own.

Facts are three-valued (``workbench.core.facts``): ``ctx.is_true`` answers a boolean fact by
its kind (``FACT_KINDS``): an exception a user would state reads "no" when absent; a fact that
decides a classification is unknown when absent. ``ctx.area`` sums non-negative areas so a
threshold is decided by the known ones where it can be. ``ctx.each_value`` decides an answer
that reads one missing fact in several places by trying every value the fact can take.

Over 500 lines: the one evaluation context every rule reads, with what it records of each
reading (the facts read, the comparisons decided for ``workbench.core.would_change``), which
must stay on the object the rules hold; the recorded shapes themselves live in
``would_change``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from typing import TYPE_CHECKING, Any, Literal, cast, get_args, get_origin

from workbench.core.facts import AreaSum, Tri
from workbench.core.rules import Classification, Exemption, MissingFact, Outcome
from workbench.core.would_change import Comparison, Recorded

if TYPE_CHECKING:
    from workbench.core.model import Rainfall, Scenario, SiteFacts

FactKind = Literal["exception", "classification", "decision"]

#: Every yes/no site fact and how an absent value reads (docs/SCENARIO.md lists the same; a
#: test pins both). "exception": something the user states when it holds (emergency work, a
#: spill, a claimed waiver): absent reads "no". "classification": a fact that decides which
#: rules apply: absent is unknown, and an answer it could change is ``needs_info``. The lists
#: ``facility_types`` and ``activities`` are classification facts too (``LIST_FACTS``); a
#: "decision" (the city granted a waiver) is an event of its own (``Context.decision``),
#: never inferred from a request.
FACT_KINDS: dict[str, FactKind] = {
    "single_family_home": "classification",
    "hillside": "classification",
    "part_of_common_plan": "classification",
    "discharges_to_sensitive_area": "classification",
    "requires_city_permit": "classification",
    "discretionary_permit": "classification",
    "manned_facility": "classification",
    "affects_impaired_or_sensitive_waters": "classification",
    "slope_disturbed": "classification",
    "emergency_work": "exception",
    "brownfield": "exception",
    "geotechnical_hazard": "exception",
    "smart_growth": "exception",
    "activities_exposed_to_stormwater": "exception",
    "slope_over_five_feet": "exception",
}


#: The list facts a rule reads through ``Context.includes``: None is "not given", an empty
#: list is "none of these" (a fact). Both are classification facts.
LIST_FACTS: tuple[str, ...] = ("facility_types", "activities")


def _label(name: str) -> str:
    return name.replace("_", " ")


class Context:
    """One evaluation's facts, parameters and derived classifications.

    ``params`` maps parameter ids to values. ``classifications`` are the city's declared
    ``Classification`` descriptors by id; ``call`` runs plugin code (the core passes its
    time-limited caller).
    """

    def __init__(
        self,
        scenario: Scenario,
        params: Mapping[str, float | None],
        *,
        jurisdiction: str = "",
        classifications: Mapping[str, Classification] | None = None,
        call: Callable[..., Any] | None = None,
        exemptions: Mapping[str, Exemption] | None = None,
    ) -> None:
        self.scenario = scenario
        self.params = params
        self.jurisdiction = jurisdiction
        self._declared = dict(classifications or {})
        self._call = call or (lambda fn, *args: fn(*args))
        self._classified: dict[str, Outcome] = {}
        self._derived: dict[str, Any] = {}
        self._consulted: list[str] = []
        self._assumed: dict[tuple[str, Any], Context] = {}
        self._exemptions = dict(exemptions or {})
        self._exempted: dict[str, Tri] = {}
        self._contradicted: list[str] = []
        self._read: list[str] = []
        self._class_reads: dict[str, list[str]] = {}
        # what would change the answer (workbench.core.would_change): the comparisons decided,
        # per open scope (a rule, or a classification, exemption or derived value being
        # decided); shared with contexts that assume a fact, like the consulted list
        self._scopes: list[tuple[str, list[Recorded]]] = []
        self._compared: dict[str, list[Recorded]] = {}

    # ----------------------------------------------------------------- the scenario
    @property
    def site(self) -> SiteFacts:
        """The site's facts; each fact a rule reads is recorded (``take_read``)."""
        return cast("SiteFacts", _SiteReader(self.scenario.site, self._read, self.record))

    def _note(self, *names: str) -> None:
        self._read.extend(f"site.{name}" for name in names)

    def take_read(self) -> list[str]:
        """The site facts read since the last call, each once (the core records them per rule:
        what a rule reads is what it relies on, whatever its ``uses`` declares)."""
        read = list(dict.fromkeys(self._read))
        self._read.clear()  # in place: contexts with an assumed fact share the list
        return read

    @property
    def rainfall(self) -> Rainfall:
        return self.scenario.rainfall

    @property
    def as_of(self) -> date | None:
        return self.scenario.as_of

    def get(self, name: str) -> Any:
        """A site fact, or None when not given."""
        self._note(name)
        value = getattr(self.scenario.site, name)
        self.record(Comparison("read", ((f"site.{name}", value),), "read"))
        return value

    def fact(self, name: str) -> Any:
        """A site fact; raises MissingFact (the finding becomes ``needs_info``) when not given."""
        self._note(name)
        value = getattr(self.scenario.site, name)
        self.record(Comparison("read", ((f"site.{name}", value),), "read"))
        if value is None:
            raise MissingFact(f"site.{name}")
        return value

    def rain(self, name: str) -> Any:
        """A rainfall figure; raises MissingFact when not given."""
        return self.scenario.rain(name)

    def param(self, pid: str) -> Any:
        """A parameter's value (None where it has no default and no override)."""
        return self.params.get(pid)

    def has_condition(self, condition: str) -> bool:
        """Whether the user states a condition (``site.conditions``); absent reads "no"."""
        self._note("conditions")
        return condition in self.scenario.site.conditions

    def claimed(self, exemption: str) -> bool:
        """Whether the user claims an exemption (``site.exemptions_claimed``)."""
        self._note("exemptions_claimed")
        return exemption in self.scenario.site.exemptions_claimed

    # ----------------------------------------------------------------- three-valued facts
    def is_true(self, name: str, label: str = "") -> Tri:
        """A yes/no site fact as a ``Tri``, read by its kind in ``FACT_KINDS``."""
        self._note(name)
        value = getattr(self.scenario.site, name)
        text = label or _label(name)
        kind = FACT_KINDS.get(name, "classification")
        self.record(Comparison("fact", ((f"site.{name}", value),), "is", kind, label=text))
        if value is None:
            if FACT_KINDS.get(name) == "exception":
                return Tri(False, (f"{text}: not stated (reads as no)",))
            return Tri(None, (), (f"site.{name}",))
        return Tri(bool(value), (f"{text}: {'yes' if value else 'no'}",))

    def area(self, *names: str, label: str = "area", unit: str = "sq ft") -> AreaSum:
        """The sum of non-negative site quantities (``AreaSum``): thresholds over it are
        decided by the given parts where they can be."""
        self._note(*names)
        return AreaSum(
            tuple((f"site.{n}", getattr(self.scenario.site, n)) for n in names),
            label,
            unit,
            record=self._record_sum,
        )

    # ----------------------------------------------------------------- what is compared
    def record(self, comparison: Comparison) -> None:
        """Note a comparison decided for the rule or classification being decided (what
        would change the answer is computed from these, ``workbench.core.would_change``)."""
        if self._scopes:
            owner, found = self._scopes[-1]
            found.append(Recorded(comparison, owner, 0))

    def _record_sum(self, total: AreaSum, op: str, threshold: float, wording: str) -> None:
        if op == "read":  # the rule reads the sum itself: a comparison the core cannot see
            self.record(Comparison("read", total.parts, "read"))
            return
        self.record(Comparison("sum", total.parts, op, threshold, wording, total.label, total.unit))

    def begin_recording(self, owner: str = "") -> None:
        """Open a scope: the comparisons decided until ``end_recording`` are the owner's."""
        self._scopes.append((owner, []))

    def end_recording(self) -> list[Recorded]:
        """Close the scope opened last; its comparisons."""
        return self._scopes.pop()[1]

    def compared(self, key: str) -> list[Recorded]:
        """The comparisons a classification (``class:<id>``), exemption (``exempt:<id>``) or
        derived value (``derived:<key>``) was decided by."""
        return list(self._compared.get(key, ()))

    def _scoped(self, key: str, decide: Callable[[], Any]) -> Any:
        """``decide()`` with its comparisons kept under ``key`` (decided once, replayed into
        the scope of every rule that asks again)."""
        self.begin_recording(key)
        try:
            return decide()
        finally:
            self._compared[key] = self.end_recording()

    def _replay(self, key: str) -> None:
        if self._scopes:
            found = self._scopes[-1][1]
            found.extend(r.deeper() for r in self._compared.get(key, ()))

    def each_value(self, name: str, answer: Callable[[Context], Tri]) -> Tri:
        """``answer(self)``, decided over every value a missing fact could take.

        Where ``site.<name>`` is given (or, for an "exception" fact, reads "no" when absent)
        this is ``answer(self)``. Where it is missing, ``answer`` runs once per possible value
        (yes and no for a yes/no fact, each choice of a fact with a fixed list of choices) on
        this context with that value assumed. The same decided answer for every value is the
        answer (with the reasons all of them share, or else each value's). An answer open alike
        for every value (the same facts missing) stays open naming those facts; otherwise it
        is open naming the fact first, then what the open answers miss. Use it where one fact
        enters an answer in several places (``all_of(negate(x), any_of(y, x))``), which
        Kleene logic alone leaves open.
        """
        choices = _choices(name)
        if getattr(self.scenario.site, name) is not None or FACT_KINDS.get(name) == "exception":
            return answer(self)
        children = [self._assuming(name, value) for value in choices]
        answers = [answer(child) for child in children]
        for flag in children[0]._contradicted:
            if all(flag in child._contradicted for child in children) and (
                flag not in self._contradicted
            ):
                self._contradicted.append(flag)
        for child in children:
            child._contradicted.clear()
        values = {a.value for a in answers}
        if len(values) == 1 and None not in values:
            shared = [r for r in answers[0].reasons if all(r in a.reasons for a in answers)]
            if not shared:  # no reason holds for every value: each value's own reasons
                shared = [
                    f"if site.{name} = {value}: {'; '.join(a.reasons)}"
                    for value, a in zip(choices, answers, strict=True)
                ]
            note = f"site.{name} is not given; every value it can take gives this answer"
            return Tri(answers[0].value, (note, *shared))
        if values == {None} and len({a.missing for a in answers}) == 1:
            # open alike for every value: what is missing decides first
            return Tri(None, answers[0].reasons, answers[0].missing)
        missing = [f"site.{name}"]
        for a in answers:
            missing += [m for m in a.missing if m not in missing]
        note = f"site.{name} is not given, and its value decides"
        return Tri(None, (note,), tuple(missing))

    def _assuming(self, name: str, value: Any) -> Context:
        """This evaluation with ``site.<name> = value`` assumed: the same parameters and
        classifications, its own derived values (they may depend on the fact); kept for the
        rest of the evaluation, so every rule that asks reuses what it derived."""
        key = (name, value)
        if key not in self._assumed:
            site = self.scenario.site.model_copy(update={name: value})
            child = Context(
                self.scenario.model_copy(update={"site": site}),
                self.params,
                jurisdiction=self.jurisdiction,
                classifications=self._declared,
                call=self._call,
                exemptions=self._exemptions,
            )
            child._consulted = self._consulted  # classifications consulted count for the rule
            child._read = self._read  # and so do the facts read
            # a claim contradicted only under an assumed value is no finding of this site:
            # each_value keeps the contradictions every assumed value finds
            child._scopes = self._scopes  # and the comparisons decided
            self._assumed[key] = child
        return self._assumed[key]

    # ----------------------------------------------------------------- lists
    def includes(self, name: str, *terms: str, label: str = "") -> Tri:
        """Whether the list fact ``site.<name>`` (``LIST_FACTS``) names any of ``terms``.

        Yes when one is listed; no when the list is given (an empty list is "none of these")
        and neither names one of them nor holds another city's term that may be one of them
        (``maybe``); otherwise unknown, naming ``site.<name>``."""
        self._note(name)
        listed = getattr(self.scenario.site, name)
        what = label or " or ".join(f"'{t}'" for t in terms)
        self.record(Comparison("list", ((f"site.{name}", listed),), "includes", terms, label=what))
        implied = [t for t in terms if t in self._reading(name, "implied")]
        if listed is None and not implied:
            return Tri(None, (f"site.{name} is not given ({what})",), (f"site.{name}",))
        if listed is None:
            shown = ", ".join(f"'{t}'" for t in implied)
            return Tri(True, (f"{shown}: implied by another term given ({what})",))
        found = [t for t in terms if t in listed]
        if found:
            shown = ", ".join(f"'{t}'" for t in found)
            return Tri(True, (f"site.{name} includes {shown}" + (f" ({label})" if label else ""),))
        possible = [t for t in terms if t in self.maybe(name)]
        if possible:
            shown = ", ".join(f"'{t}'" for t in possible)
            reason = f"site.{name} holds a term of another ordinance that may be {shown}"
            return Tri(None, (reason,), (f"site.{name}",))
        given = "none of these" if not listed else ", ".join(f"'{t}'" for t in listed)
        return Tri(False, (f"site.{name} ({given}) does not include {what}",))

    def items(self, name: str) -> list[str]:
        """The list fact ``site.<name>`` as given; raises MissingFact when it is not given.
        Rules that iterate over a list use it; a yes/no question about it is ``includes``."""
        self._note(name)
        listed = getattr(self.scenario.site, name)
        if listed is None:
            raise MissingFact(f"site.{name}")
        if self.maybe(name):  # a term of another city may be one more of the city's terms
            shown = ", ".join(f"'{t}'" for t in self.maybe(name))
            raise MissingFact(f"site.{name}", f"a term of another ordinance may be {shown}")
        return list(listed)

    def maybe(self, name: str) -> tuple[str, ...]:
        """The city's terms that a given term of another ordinance may be (the vocabulary
        step leaves them open): ``includes`` answers unknown for them."""
        return self._reading(name, "maybe")

    def _reading(self, name: str, part: str) -> tuple[str, ...]:
        reading: Mapping[str, Mapping[str, tuple[str, ...]]] = self.scenario._list_reading
        return tuple(reading.get(name, {}).get(part, ()))

    # ----------------------------------------------------------------- claims, decisions
    def exempt(self, eid: str) -> Tri:
        """Whether the city's declared exemption ``eid`` holds, checked against the facts.

        Not invoked (declared with a claim or label the site does not make): no. Invoked, or
        read from the facts alone: its ``conditions`` decide; conditions the facts contradict
        make it no, and the rule's finding is flagged "CLAIM CONTRADICTED" naming them."""
        key = f"exempt:{eid}"
        if eid not in self._exempted:
            self._exempted[eid] = self._scoped(key, lambda: self._check_exemption(eid))
        self._replay(key)
        answer = self._exempted[eid]
        declared = self._exemptions.get(eid)
        if declared is not None and answer.no and self._invoked(declared):
            flag = "CLAIM CONTRADICTED: " + "; ".join(answer.reasons)  # names the exemption
            if flag not in self._contradicted:
                self._contradicted.append(flag)
        return answer

    def _invoked(self, item: Exemption) -> bool:
        site = self.scenario.site
        return (bool(item.claim) and item.claim in site.exemptions_claimed) or (
            bool(item.label) and site.project_type == item.label
        )

    def _check_exemption(self, eid: str) -> Tri:
        item = self._exemptions.get(eid)
        if item is None:
            raise ValueError(f"no exemption {eid!r} is declared")
        if (item.claim or item.label) and not self._invoked(item):
            how = f"'{item.claim}' is not claimed" if item.claim else f"not a {item.label} project"
            return Tri(False, (f"{item.title}: {how}",))
        answer = self._call(item.conditions, self)
        if not isinstance(answer, Tri):
            raise TypeError(f"exemption {eid!r} conditions returned {type(answer).__name__}")
        if answer.yes:
            return answer.because(f"{item.title}: its conditions are met")
        if answer.no:
            return Tri(False, (f"{item.title} does not apply: {'; '.join(answer.reasons)}",))
        return Tri(None, (f"{item.title}: {'; '.join(answer.reasons)}",), answer.missing)

    def take_contradicted(self) -> list[str]:
        """The claims found contradicted since the last call (the core flags the finding)."""
        found = list(self._contradicted)
        self._contradicted.clear()
        return found

    def decision(self, event_kind: str, label: str, where: str = "") -> Tri:
        """A decision the city makes at its discretion ("may grant"), never assumed: yes when
        an event of ``event_kind`` is recorded, else no, naming the decision it waits for (the
        duties it would lift stay)."""
        recorded = [e for e in self.scenario.events if e.kind == event_kind]
        cited = f" ({where})" if where else ""
        if recorded:
            when = recorded[0].at.isoformat()
            return Tri(True, (f"{label}: recorded ({event_kind} event, {when}){cited}",))
        return Tri(
            False,
            (
                f"{label}: no such decision is recorded (an event '{event_kind}'); until the "
                f"city decides, the duties it would lift stay{cited}",
            ),
        )

    # ----------------------------------------------------------------- derived
    def classify(self, cid: str) -> Outcome:
        """The outcome of the city's classification ``cid``, decided once per evaluation."""
        self._consulted.append(cid)
        outcome = self._classified.get(cid)
        key = f"class:{cid}"
        if outcome is None:
            outcome = self._classified[cid] = self._scoped(key, lambda: self._decide(cid))
        self._replay(key)
        return outcome

    def classification_descriptor(self, cid: str) -> Classification | None:
        """The city's declared classification ``cid`` (None where there is none)."""
        return self._declared.get(cid)

    def classification(self, cid: str) -> Tri:
        """``classify(cid)`` as a ``Tri`` (an error or open classification is unknown)."""
        outcome = self.classify(cid)
        if outcome.status == "applies":
            return Tri(True, tuple(outcome.reasons))
        if outcome.status == "does_not_apply":
            return Tri(False, tuple(outcome.reasons))
        return Tri(None, tuple(outcome.reasons), tuple(outcome.missing) or (f"class:{cid}",))

    def derived(self, key: str, compute: Callable[[Context], Any]) -> Any:
        """``compute(self)``, computed once per evaluation under ``key`` (a value several
        rules of a city need). MissingFact propagates each time. The facts the computation
        read are recorded again for every rule that reuses the value (what a rule reads must not
        depend on which rule asked first)."""
        if key not in self._derived:
            reading = len(self._read)
            self._derived[key] = self._scoped(f"derived:{key}", lambda: _computed(compute, self))
            ok, value, _ = self._derived[key]
            self._derived[key] = (ok, value, tuple(self._read[reading:]))
        else:
            self._read.extend(self._derived[key][2])
        self._replay(f"derived:{key}")
        ok, value, _ = self._derived[key]
        if not ok:
            raise MissingFact(value.field_name, value.why)
        return value

    def capture_curve(self, drawdown_hr: float) -> Any:
        """The capture curve (``capture_curves.CaptureCurve``: ``.fractions(depths_in)``) of
        the scenario's hourly record and this drawdown, derived by the core once per record
        content, drawdown and engine version and kept with the project (issue 41). Raises
        ValueError when the scenario names no record or it cannot be used."""
        from workbench.core import capture_curves, simulation

        return capture_curves.curve_for(simulation.scenario_record(self.scenario), drawdown_hr)

    def _decide(self, cid: str) -> Outcome:
        declared = self._declared.get(cid)
        if declared is None:
            return Outcome("error", [f"no classification {cid!r} is declared"])
        before, reading = len(self._contradicted), len(self._read)
        outcome: Outcome = run_guarded(lambda: self._call(declared.decide, self), "classification")
        # what the classification read is its own (the rule that asks links to it: based_on)
        self._class_reads[cid] = list(dict.fromkeys(self._read[reading:]))
        del self._read[reading:]
        if isinstance(outcome, Outcome):  # a claim it found contradicted flags it too
            outcome.flags.extend(f for f in self._contradicted[before:] if f not in outcome.flags)
        return outcome

    def take_consulted(self) -> list[str]:
        """The classifications consulted since the last call (the core records them per rule)."""
        consulted = list(dict.fromkeys(self._consulted))
        self._consulted.clear()  # in place: contexts with an assumed fact share the list
        return consulted

    def classification_reads(self) -> dict[str, list[str]]:
        """The site facts each classification decided so far read."""
        return dict(self._class_reads)

    def classified(self) -> dict[str, Outcome]:
        """Every classification decided so far."""
        return dict(self._classified)


def _computed(compute: Callable[[Context], Any], ctx: Context) -> tuple[bool, Any, tuple[str, ...]]:
    try:
        return (True, compute(ctx), ())
    except MissingFact as missing:
        return (False, missing, ())


def _choices(name: str) -> tuple[Any, ...]:
    """Every value ``site.<name>`` can take: yes and no for a yes/no fact (``FACT_KINDS``),
    the choices of a fact with a fixed list (a ``Literal``, e.g. ``project_type``)."""
    from workbench.core.model import SiteFacts

    if name in FACT_KINDS:
        return (True, False)
    field = SiteFacts.model_fields.get(name)
    if field is None:
        raise ValueError(f"site.{name} is not a site fact")
    lists = [k for k in get_args(field.annotation) if get_origin(k) is Literal]
    if len(lists) != 1:
        raise ValueError(f"site.{name} has no fixed list of values to decide over")
    return get_args(lists[0])


def run_guarded(call: Callable[[], Any], what: str) -> Any:
    """``call()`` with the plugin's failures as outcomes: MissingFact is ``needs_info`` naming
    the fact; any other exception (a timeout included) is ``error``."""
    from workbench.core.watchdog import PluginTimeout

    try:
        return call()
    except MissingFact as missing:
        why = f": {missing.why}" if missing.why else ""
        return Outcome(
            "needs_info", [f"{missing.field_name} is not given{why}"], [], [missing.field_name]
        )
    except PluginTimeout:
        return Outcome(
            "error", [f"the {what} did not finish within the time limit and was stopped"]
        )
    except KeyboardInterrupt:
        raise
    except BaseException as error:  # noqa: BLE001 - isolate the plugin's code (sys.exit() too)
        return Outcome("error", [f"the {what} raised {type(error).__name__}: {error}"])


class _SiteReader:
    """``ctx.site``: the site's facts as attributes, each fact read recorded."""

    __slots__ = ("_facts", "_read", "_record")

    def __init__(
        self, facts: Any, read: list[str], record: Callable[[Comparison], None] | None = None
    ) -> None:
        self._facts = facts
        self._read = read
        self._record = record

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._facts, name)
        if name in type(self._facts).model_fields:
            self._read.append(f"site.{name}")
            if self._record is not None:  # a plain read: would_change cannot see into it
                self._record(Comparison("read", ((f"site.{name}", value),), "read"))
        return value
