"""Soledad: Soledad Municipal Code Ch. 13.52 Stormwater Quality, as a workbench plugin.

Hook implementations only; the classifications, rules, tools, deadlines and forms live in the
modules beside this file, all written against the evaluation context (``workbench.api``). See
docs/cities/soledad.md.
"""

from workbench.api import Jurisdiction, gov6700_adopted, hookimpl

SOURCE = "000_085165dcaf1d7ca0.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "soledad-2026.1"


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
            "chapter lists no holidays: the city declares the pinned Gov. Code § 6700 list; "
            "declare city closures, or listed holidays on which the city is open (open days), in "
            "the project. The text moves no due date off a weekend or holiday; state law extends "
            "a last day on a Saturday, Sunday or CCP § 135 holiday to the next day that is none "
            "(Code Civ. Proc. § 12a: the extended last day)."
        ),
        seasons=(),  # the text names no rainy or wet season
        # the list the city counts with (issue 21): its chapter names none
        holiday_list=gov6700_adopted(
            "soledad",
            "Soledad",
            (
                "Soledad's chapter lists no holidays: a working day excludes 'any legal holiday "
                "recognized by the city' (L189) without naming them; the city's closures are "
                "taken to follow Gov. Code § 6700 as adopted by the city."
            ),
        ),
    )


@hookimpl
def wb_classifications() -> list:
    from .classes import CLASSIFICATIONS

    return list(CLASSIFICATIONS)


@hookimpl
def wb_applicability_rules() -> list:
    from .construction import RULES as construction
    from .general import RULES as general
    from .orders import RULES as orders
    from .postconstruction import RULES as post
    from .timing import RULES as timing

    return [*construction, *orders, *post, *general, *timing]


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
