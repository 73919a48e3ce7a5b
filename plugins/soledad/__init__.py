"""Soledad: Soledad Municipal Code Ch. 13.52 Stormwater Quality, as a workbench plugin.

Hook implementations only; the classifications, rules, tools, deadlines and forms live in the
modules beside this file, all written against the evaluation context (``workbench.api``). See
docs/cities/soledad.md.
"""

from dataclasses import replace

from workbench.api import Jurisdiction, gov6700_adopted, hookimpl

SOURCE = "000_085165dcaf1d7ca0.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "soledad-2026.1"


#: The days Soledad's working days skip. L189 excludes "any legal holiday recognized by the city"
#: without naming one, and Gov. Code § 6700 binds a city only where it adopts it; nothing in the
#: chapter shows an adoption. The pinned California state-office holidays stand in (the days of
#: ``api.gov6700_adopted``, nothing added or dropped), named for what they are: they are not the
#: whole § 6700 list (no Native American Day; Lincoln Day only to 2009 and Columbus Day only to
#: 2008, the years state offices closed). Where a period's last day is a CCP § 135 holiday
#: (Lincoln Day, Native American Day included) CCP § 12a extends it, shown as extended_due.
_PINNED = gov6700_adopted("soledad", "Soledad", "")
HOLIDAY_LIST = replace(
    _PINNED,
    id="soledad-state-offices",
    title=(
        "Soledad: California state-office holidays, standing in for the city's own list "
        "(not every Gov. Code § 6700 day), pinned"
    ),
    note=(
        "Soledad's chapter lists no holidays: a working day excludes 'any legal holiday "
        "recognized by the city' (L189) without naming them, and nothing in it shows the city "
        "adopted Gov. Code § 6700. This list holds the days California state offices close: "
        "New Year's Day, Martin Luther King Jr. Day, Presidents' Day, Cesar Chavez Day, Memorial "
        "Day, Juneteenth, Independence Day, Labor Day, Veterans Day, Thanksgiving Day and the "
        "day after, Christmas Day (observed days included; Lincoln Day to 2009, Columbus Day to "
        "2008). Lincoln Day (from 2010) and Native American Day (Gov. Code § 6700 and CCP § 135 "
        "days) are working days here; CCP § 12a still extends a "
        "period ending on them. Declare the city's own closures (closures) or open days "
        "(open_days) in the project. " + _PINNED.note.split("Days: ", 1)[-1]
    ),
)


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    from .general import FACILITY_TYPES

    return Jurisdiction(
        id="soledad",
        name="Soledad",
        ordinance="Soledad Municipal Code",
        chapter="Ch. 13.52 Stormwater Quality",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
        # The latest amendment in the text's history notes: "Ord. No. 690 ... 7-1-2015".
        effective_date="2015-07-01",
        facility_types=tuple(FACILITY_TYPES),
        closures=(),  # the chapter declares none; a project declares its own (scenario closures)
        working_day_note=(
            "'Working day' means any calendar day, eight a.m. to five p.m., but not including "
            "Saturday, Sunday, any legal holiday recognized by the city or any day for which the "
            "city manager's offices are closed for ordinary and general business (L189). The "
            "chapter lists no holidays: the California state-office holidays stand in (not every "
            "Gov. Code § 6700 day: Lincoln Day and Native American Day count as working days); "
            "declare city closures, or listed holidays on which the city is open (open days), in "
            "the project. The text moves no due date off a weekend or holiday; state law extends "
            "a last day on a Saturday, Sunday or CCP § 135 holiday to the next day that is none "
            "(Code Civ. Proc. § 12a: the extended last day)."
        ),
        seasons=(),  # the text names no rainy or wet season
        # the list the city counts with: its chapter names none (L189). Named for what it holds
        # (the California state-office holidays), not for Gov. Code § 6700 (review 2026-12-03
        # defect 11): see HOLIDAY_LIST
        holiday_list=HOLIDAY_LIST,
    )


@hookimpl
def wb_classifications() -> list:
    from .classes import CLASSIFICATIONS

    return list(CLASSIFICATIONS)


@hookimpl
def wb_exemptions() -> list:
    from .classes import EXEMPTIONS

    return list(EXEMPTIONS)


@hookimpl
def wb_applicability_rules() -> list:
    from .construction import RULES as construction
    from .fees import RULES as fees
    from .general import RULES as general
    from .orders import RULES as orders
    from .postconstruction import RULES as post
    from .timing import RULES as timing

    return [*construction, *orders, *post, *general, *timing, *fees]


@hookimpl
def wb_sizing_tools() -> list:
    from .sizing import TOOLS

    return list(TOOLS)


@hookimpl
def wb_deadline_rules() -> list:
    from .deadlines import RULES

    return list(RULES)


@hookimpl
def wb_penalty_schedules() -> list:
    from .penalties import RULES

    return list(RULES)


@hookimpl
def wb_forms() -> list:
    from .forms import FORMS

    return list(FORMS)


@hookimpl
def wb_discharge_catalog() -> list:
    from .discharges import RULES

    return list(RULES)


@hookimpl
def wb_parameters() -> list:
    from .parameters import PARAMETERS

    return list(PARAMETERS)


@hookimpl
def wb_vocabulary() -> dict[str, dict[str, str]]:
    from .vocabulary import VOCABULARY

    return {key: dict(value) for key, value in VOCABULARY.items()}


@hookimpl
def wb_terms():
    from .terms import TERMS

    return list(TERMS)
