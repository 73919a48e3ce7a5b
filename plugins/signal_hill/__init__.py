"""Signal Hill: Municipal Code Ch. 12.16 Storm Water / Urban Runoff, as a workbench plugin.

Hook implementations only; the rules live in the modules beside this file (common, flags,
lid114, lid116, sites, volumes, sizing, parameters, deadlines, penalties, forms, discharges,
vocabulary). docs/cities/signal_hill.md describes what is implemented and every choice made.
"""

from workbench.api import (
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
    gov6700_adopted,
    hookimpl,
)

SOURCE = "001_b9d915ebd0357d68.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "signal_hill-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    from .vocabulary import FACILITY_TYPES

    return Jurisdiction(
        id="signal_hill",
        name="Signal Hill",
        ordinance="Signal Hill Municipal Code",
        chapter="Ch. 12.16 Storm Water / Urban Runoff",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
        # The text carries ordinance numbers but no dates; the latest amendment is Ord. 2017-09-1495
        # (L253, L662), whose effective date the text does not state.
        effective_date="not stated in the text (latest amendment Ord. 2017-09-1495)",
        facility_types=tuple(FACILITY_TYPES),
        closures=(),
        working_day_note=(
            "Ch. 12.16 counts only clock hours (48-hour notice, 24-hour inspection notice), "
            "calendar days and years; it never uses working or business days, and the text never "
            "moves a due date off a weekend or holiday. State law extends a last day counted in "
            "days or years that falls on a Saturday, Sunday or CCP § 135 holiday to the next day "
            "that is none (Code Civ. Proc. § 12a: the extended last day); clock hours are not "
            "extended. The City declares no closures in the text."
        ),
        # the list the city counts with (issue 21): its chapter names none
        holiday_list=gov6700_adopted(
            "signal_hill",
            "Signal Hill",
            (
                "Signal Hill's Ch. 12.16 lists no holidays and counts no working or business days; "
                "the city's closures are taken to follow Gov. Code § 6700 as adopted by the city."
            ),
        ),
    )


@hookimpl
def wb_applicability_rules() -> list[ApplicabilityRule]:
    from .applicability import RULES

    return list(RULES)


@hookimpl
def wb_classifications() -> list[Classification]:
    from .lid114_category_rules import CLASSIFICATIONS as LID
    from .plan_bands import CLASSIFICATIONS as BANDS
    from .sites_construction import CLASSIFICATIONS as SITES

    return [*LID, *BANDS, *SITES]


@hookimpl
def wb_sizing_tools() -> list[SizingTool]:
    from .sizing import TOOLS

    return list(TOOLS)


@hookimpl
def wb_deadline_rules() -> list[DeadlineRule]:
    from .deadlines import RULES

    return list(RULES)


@hookimpl
def wb_penalty_schedules() -> list[PenaltySchedule]:
    from .penalties import SCHEDULES

    return list(SCHEDULES)


@hookimpl
def wb_forms() -> list[FormSpec]:
    from .forms import FORMS

    return list(FORMS)


@hookimpl
def wb_discharge_catalog() -> list[DischargeRule]:
    from .discharges import RULES

    return list(RULES)


@hookimpl
def wb_parameters() -> list[Parameter]:
    from .parameters import PARAMETERS

    return list(PARAMETERS)


@hookimpl
def wb_vocabulary() -> dict[str, dict[str, str]]:
    from .vocabulary import vocabulary

    return vocabulary()


@hookimpl
def wb_exemptions() -> list[Exemption]:
    from .claims import EXEMPTIONS

    return EXEMPTIONS


@hookimpl
def wb_terms():
    from .terms import TERMS

    return list(TERMS)
