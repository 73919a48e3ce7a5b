"""Livingston: Livingston Municipal Code Ch. 12 Urban Stormwater Quality Management, as a workbench
plugin.

Hook implementations only; the rules live in the modules beside this file.
"""

from workbench.api import Jurisdiction, gov6700_adopted, hookimpl

SOURCE = "002_8540cd4a663a2d61.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "livingston-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    from .vocabulary import FACILITY_TYPES

    return Jurisdiction(
        id="livingston",
        name="Livingston",
        ordinance="Livingston Municipal Code",
        chapter="Ch. 12 Urban Stormwater Quality Management",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
        effective_date="2017-02-21 (Ord. 629 passed; the text gives passage dates only, no "
        "effective date)",
        facility_types=tuple(FACILITY_TYPES),
        closures=(),
        working_day_note=(
            "The chapter does not define 'working days' (L153, L175) or 'business days' (L447) "
            "and declares no city closures: working days are Mon-Fri without the city's pinned "
            "Gov. Code § 6700 list and project-declared closures; business days ignore closures. "
            "Unqualified 'days' are calendar days. The text moves no due date off a weekend or "
            "holiday (the due date); state law extends a last day on a Saturday, Sunday or CCP § "
            "135 holiday to the next day that is none (Code Civ. Proc. § 12a: the extended due "
            "date)."
        ),
        # the list the city counts with (issue 21): its chapter names none
        holiday_list=gov6700_adopted(
            "livingston",
            "Livingston",
            (
                "Livingston's chapter lists no holidays and does not define working or business "
                "days (L153, L175, L447); the city's closures are taken to follow Gov. Code § 6700 "
                "as adopted by the city."
            ),
        ),
    )


@hookimpl
def wb_applicability_rules():
    from .applicability import RULES

    return list(RULES)


@hookimpl
def wb_classifications():
    from .classifications import CLASSIFICATIONS

    return list(CLASSIFICATIONS)


@hookimpl
def wb_exemptions():
    from .counting import EXEMPTIONS

    return list(EXEMPTIONS)


@hookimpl
def wb_sizing_tools():
    from .sizing import TOOLS

    return list(TOOLS)


@hookimpl
def wb_deadline_rules():
    from .deadlines import RULES

    return list(RULES)


@hookimpl
def wb_penalty_schedules():
    from .penalties import SCHEDULES

    return list(SCHEDULES)


@hookimpl
def wb_forms():
    from .forms import FORMS

    return list(FORMS)


@hookimpl
def wb_discharge_catalog():
    from .discharges import RULES

    return list(RULES)


@hookimpl
def wb_parameters():
    from .sizing_parameters import PARAMETERS

    return list(PARAMETERS)


@hookimpl
def wb_vocabulary():
    from .vocabulary import vocabulary

    return vocabulary()


@hookimpl
def wb_terms():
    from .terms import TERMS

    return list(TERMS)
