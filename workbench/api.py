"""The public plugin API: everything a city plugin imports, and nothing else.

A city (bundled or installed beside the workbench through the ``workbench.plugins`` entry
point group) imports only this module. It declares what its ordinance requires as
descriptors with citations, hooked in with ``hookimpl``; the core selects and runs them.
Rules, classifications and sizing tools receive one ``Context`` per evaluation (the
scenario, the parameters, the city's classifications decided once) and state their logic
with three-valued facts (``Tri``, ``any_of``, ``all_of``, ``ctx.area(...).at_least``) so
a missing fact decides nothing the known facts do not. See docs/PLUGIN_GUIDE.md.
"""

from workbench.core import hydrology, simulation, units
from workbench.core.calendar import WorkCalendar, compute_due, inclusive_last_day
from workbench.core.computing_time import extend_ccp12a
from workbench.core.context import FACT_KINDS, LIST_FACTS, Context
from workbench.core.facts import NO, YES, AreaSum, Tri, all_of, any_of, negate, unknown
from workbench.core.forms import FormValues
from workbench.core.holidays_ca import HolidayList, gov6700_adopted
from workbench.core.model import DrainageArea, Scenario, format_when
from workbench.core.paths import resources_dir
from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import (
    ApplicabilityRule,
    Citation,
    Classification,
    DeadlineRule,
    DischargeRule,
    Exemption,
    FormCheck,
    FormField,
    FormSpec,
    FormWarning,
    Jurisdiction,
    MissingFact,
    Outcome,
    Parameter,
    PenaltySchedule,
    PenaltyTier,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    TermMap,
    applies,
    cite,
    does_not_apply,
    external,
    needs_info,
    own_terms,
)

__all__ = [
    "FACT_KINDS",
    "LIST_FACTS",
    "NO",
    "YES",
    "ApplicabilityRule",
    "AreaSum",
    "Citation",
    "Classification",
    "Context",
    "DeadlineRule",
    "DischargeRule",
    "DrainageArea",
    "Exemption",
    "FormCheck",
    "FormField",
    "FormSpec",
    "FormValues",
    "FormWarning",
    "HolidayList",
    "Jurisdiction",
    "MissingFact",
    "Outcome",
    "Parameter",
    "PenaltySchedule",
    "PenaltyTier",
    "PlotSeries",
    "PlotSpec",
    "Quantity",
    "Scenario",
    "SizingResult",
    "SizingTool",
    "TermMap",
    "own_terms",
    "Tri",
    "WorkCalendar",
    "all_of",
    "any_of",
    "applies",
    "cite",
    "compute_due",
    "does_not_apply",
    "extend_ccp12a",
    "external",
    "format_when",
    "gov6700_adopted",
    "hookimpl",
    "inclusive_last_day",
    "hydrology",
    "units",
    "negate",
    "needs_info",
    "resources_dir",
    "simulation",
    "unknown",
]
