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
threshold is decided by the known ones where it can be.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import date
from typing import TYPE_CHECKING, Any, Literal

from workbench.core.facts import AreaSum, Tri
from workbench.core.rules import Classification, MissingFact, Outcome

if TYPE_CHECKING:
    from workbench.core.model import Rainfall, Scenario, SiteFacts

FactKind = Literal["exception", "classification"]

#: Every yes/no site fact and how an absent value reads (docs/SCENARIO.md lists the same; a
#: test pins both). "exception": something the user states when it holds (emergency work, a
#: spill, a claimed waiver): absent reads "no". "classification": a fact that decides which
#: rules apply: absent is unknown, and an answer it could change is ``needs_info``.
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
    "slope_over_five_feet": "exception",
}


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
    ) -> None:
        self.scenario = scenario
        self.params = params
        self.jurisdiction = jurisdiction
        self._declared = dict(classifications or {})
        self._call = call or (lambda fn, *args: fn(*args))
        self._classified: dict[str, Outcome] = {}
        self._derived: dict[str, Any] = {}
        self._consulted: list[str] = []

    # ----------------------------------------------------------------- the scenario
    @property
    def site(self) -> SiteFacts:
        return self.scenario.site

    @property
    def rainfall(self) -> Rainfall:
        return self.scenario.rainfall

    @property
    def as_of(self) -> date | None:
        return self.scenario.as_of

    def get(self, name: str) -> Any:
        """A site fact, or None when not given."""
        return getattr(self.scenario.site, name)

    def fact(self, name: str) -> Any:
        """A site fact; raises MissingFact (the finding becomes ``needs_info``) when not given."""
        value = getattr(self.scenario.site, name)
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
        return condition in self.scenario.site.conditions

    def claimed(self, exemption: str) -> bool:
        """Whether the user claims an exemption (``site.exemptions_claimed``)."""
        return exemption in self.scenario.site.exemptions_claimed

    # ----------------------------------------------------------------- three-valued facts
    def is_true(self, name: str, label: str = "") -> Tri:
        """A yes/no site fact as a ``Tri``, read by its kind in ``FACT_KINDS``."""
        value = getattr(self.scenario.site, name)
        text = label or _label(name)
        if value is None:
            if FACT_KINDS.get(name) == "exception":
                return Tri(False, (f"{text}: not stated (reads as no)",))
            return Tri(None, (), (f"site.{name}",))
        return Tri(bool(value), (f"{text}: {'yes' if value else 'no'}",))

    def area(self, *names: str, label: str = "area", unit: str = "sq ft") -> AreaSum:
        """The sum of non-negative site quantities (``AreaSum``): thresholds over it are
        decided by the given parts where they can be."""
        return AreaSum(
            tuple((f"site.{n}", getattr(self.scenario.site, n)) for n in names), label, unit
        )

    # ----------------------------------------------------------------- derived
    def classify(self, cid: str) -> Outcome:
        """The outcome of the city's classification ``cid``, decided once per evaluation."""
        self._consulted.append(cid)
        outcome = self._classified.get(cid)
        if outcome is None:
            outcome = self._classified[cid] = self._decide(cid)
        return outcome

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
        rules of a city need). MissingFact propagates each time."""
        if key not in self._derived:
            try:
                self._derived[key] = (True, compute(self))
            except MissingFact as missing:
                self._derived[key] = (False, missing)
        ok, value = self._derived[key]
        if not ok:
            raise MissingFact(value.field_name, value.why)
        return value

    def _decide(self, cid: str) -> Outcome:
        declared = self._declared.get(cid)
        if declared is None:
            return Outcome("error", [f"no classification {cid!r} is declared"])
        return run_guarded(lambda: self._call(declared.decide, self), "classification")

    def take_consulted(self) -> list[str]:
        """The classifications consulted since the last call (the core records them per rule)."""
        consulted, self._consulted = self._consulted, []
        return list(dict.fromkeys(consulted))

    def classified(self) -> dict[str, Outcome]:
        """Every classification decided so far."""
        return dict(self._classified)


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
