"""Del Mar: Del Mar Municipal Code Ch. 11.30 Stormwater Management and Discharge Control, as a
workbench plugin.

Hook implementations only; the rules live in the modules beside this file (imported when a
hook is first called, so importing the package stays cheap).
"""

from workbench.api import Jurisdiction, gov6700_adopted, hookimpl

SOURCE = "004_8d9d5682f72cc2fe.txt"
PLUGIN_VERSION = "0.1.0"
RULESET_VERSION = "del_mar-2026.1"


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    from .common import SEASONS
    from .vocabulary import FACILITY_TYPES

    return Jurisdiction(
        id="del_mar",
        name="Del Mar",
        ordinance="Del Mar Municipal Code",
        chapter="Ch. 11.30 Stormwater Management and Discharge Control",
        source_file=SOURCE,
        ruleset_version=RULESET_VERSION,
        plugin_version=PLUGIN_VERSION,
        effective_date="2015-07-15",
        facility_types=tuple(FACILITY_TYPES),
        closures=(),
        working_day_note=(
            "Ch. 11.30 counts no working or business days: its durations are 24 clock hours, 90 "
            "calendar days, years and the two seasons, and the text never moves a due date that "
            "falls on a weekend or holiday (the due date). State law extends a last day counted "
            "in days or years that falls on a Saturday, Sunday or CCP § 135 holiday to the next "
            "day that is none (Code Civ. Proc. § 12a: the extended due date); clock hours are "
            "not extended. The City declares no closures in the chapter. Rainy Season October 1 "
            "through April 30 (L153); Dry Season May 1 through September 30 (L61)."
        ),
        seasons=SEASONS,
        fixed_date_events=(
            ("rainy_season_begins", "10-01", "the Rainy Season begins October 1 (L153)"),
            ("dry_season_begins", "05-01", "the Dry Season begins May 1 (L61)"),
        ),
        # the list the city counts with (issue 21): its chapter names none
        holiday_list=gov6700_adopted(
            "del_mar",
            "Del Mar",
            (
                "Del Mar's Ch. 11.30 lists no holidays and counts no working or business days; the "
                "city's closures are taken to follow Gov. Code § 6700 as adopted by the city. "
                "Unconfirmed: § 6700(a)(16)(B) leaves Martin Luther King, Jr. Day and Cesar Chavez "
                "Day to local adoption and no Del Mar source was found; they are counted as "
                "closures here (the list only affects working-day notes: Ch. 11.30 counts no "
                "working days; enter closures to correct it)."
            ),
        ),
    )


@hookimpl
def wb_classifications() -> list:
    from .classify import CLASSIFICATIONS

    return list(CLASSIFICATIONS)


@hookimpl
def wb_exemptions() -> list:
    from .exemptions import EXEMPTIONS_DECLARED

    return list(EXEMPTIONS_DECLARED)


@hookimpl
def wb_applicability_rules() -> list:
    from . import construction, development, facilities, general
    from .effective import EFFECTIVE_RULE, noting_effective_date

    rules = [*general.RULES, *facilities.RULES, *construction.RULES, *development.RULES]
    return [EFFECTIVE_RULE, *(noting_effective_date(rule) for rule in rules)]


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
    from .penalties import SCHEDULES

    return list(SCHEDULES)


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
def wb_vocabulary() -> dict:
    from .vocabulary import VOCABULARY

    return {key: dict(value) for key, value in VOCABULARY.items()}


@hookimpl
def wb_terms():
    from .terms import TERMS

    return list(TERMS)
