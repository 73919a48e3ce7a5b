"""Hook specifications every city plugin may implement (all prefixed ``wb_``).

Each contribution hook returns a list of descriptors (``workbench.core.rules``). The host
calls every plugin's implementation separately, so one failing plugin never hides another;
never rely on pluggy call order to pick a city. Only ``wb_jurisdiction`` is required.
"""

from __future__ import annotations

import pluggy

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

PROJECT = "workbench"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)


class WorkbenchSpec:
    """The contract between the core and a city plugin."""

    @hookspec
    def wb_jurisdiction(self) -> Jurisdiction:  # type: ignore[empty-body]
        """Who the plugin is: id, name, ordinance, chapter, source file, versions, calendar."""

    @hookspec
    def wb_applicability_rules(self) -> list[ApplicabilityRule]:  # type: ignore[empty-body]
        """Which requirements apply to a site, each with its category and citations."""

    @hookspec
    def wb_classifications(self) -> list[Classification]:  # type: ignore[empty-body]
        """Named classifications (regulated project, Regulated Industrial Facility, ...), each
        decided once per evaluation on the context and referred to by id from rules, gates."""

    @hookspec
    def wb_exemptions(self) -> list[Exemption]:  # type: ignore[empty-body]
        """Exemptions, exclusions and provisos with their own conditions and citations; rules
        ask ``ctx.exempt(id)``, and the core checks a claim against the facts given."""

    @hookspec
    def wb_sizing_tools(self) -> list[SizingTool]:  # type: ignore[empty-body]
        """Sizing calculations for stormwater controls."""

    @hookspec
    def wb_deadline_rules(self) -> list[DeadlineRule]:  # type: ignore[empty-body]
        """Every duration the ordinance sets, keyed by the event kind that starts it."""

    @hookspec
    def wb_penalty_schedules(self) -> list[PenaltySchedule]:  # type: ignore[empty-body]
        """Penalty maxima, tiers, imprisonment terms and what the court weighs."""

    @hookspec
    def wb_forms(self) -> list[FormSpec]:  # type: ignore[empty-body]
        """Declarative forms for each submittal the ordinance lists."""

    @hookspec
    def wb_discharge_catalog(self) -> list[DischargeRule]:  # type: ignore[empty-body]
        """Allowed, conditionally allowed and prohibited non-stormwater discharges."""

    @hookspec
    def wb_parameters(self) -> list[Parameter]:  # type: ignore[empty-body]
        """Overridable figures rules use (thresholds from outside manuals, default depths)."""

    @hookspec
    def wb_vocabulary(self) -> dict[str, dict[str, str]]:  # type: ignore[empty-body]
        """Labels for the plugin's vocabularies: ``{key: {term id: label}}`` for the keys in
        ``host.VOCABULARY_KEYS`` (event, violation, facility_type, activity, discharge,
        condition, exemption; docs/PLUGIN_GUIDE.md). Event kinds default to deadline triggers."""

    @hookspec
    def wb_terms(self) -> list[TermMap]:  # type: ignore[empty-body]
        """How the city's defined terms map onto the core vocabulary (workbench.core.vocabulary),
        each cited to its defining lines, so a site moves between cities."""
