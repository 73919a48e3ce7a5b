"""Inspections by facility and season (manned facilities before a Forecast Rain Event,
unmanned ones in and between Rainy Seasons), spills, and SWPPPs and Orders on demand.
"""

from __future__ import annotations

from datetime import date, datetime

from workbench.api import (
    ApplicabilityRule,
    Context,
    FormValues,
    Outcome,
    Tri,
    all_of,
    any_of,
    applies,
    format_when,
    negate,
    unknown,
)

from .classify import classified, commercial_or_industrial
from .common import (
    RAINY,
    c,
    elapsed_hours,
    events_of,
    misdated_season_events,
    num,
    q,
    season_of,
    season_reason,
)
from .form_checks import reached_neither, spill_report_hours
from .general_dischargers import FORECAST_IN, FORECAST_PCT

# --------------------------------------------------------------------------- inspections
_FORECAST_FLAGS = (
    "'manned' and 'unmanned' are not defined in the chapter (L393)",
    "No lead time is stated: the inspection is due before the forecast event begins (L393)",
)


def _manned_forecast(ctx: Context) -> Outcome:
    """Manned facilities inspect BMPs before a Forecast Rain Event (> 0.1 in at >= 50 %)."""
    site = ctx.site
    inches, pct = site.forecast_rain_in, site.forecast_rain_probability_pct
    if inches is None:
        depth = unknown("site.forecast_rain_in")
    else:
        ok = inches > FORECAST_IN
        depth = Tri(
            ok,
            (
                f"site.forecast_rain_in {num(inches)} in {'>' if ok else '<='} 0.1 in: "
                f"{q('greater than 1/10 th of an inch')}",
            ),
        )
    if pct is None:
        chance = unknown("site.forecast_rain_probability_pct")
    else:
        ok = pct >= FORECAST_PCT
        chance = Tri(
            ok,
            (
                f"site.forecast_rain_probability_pct {num(pct)} % {'>=' if ok else '<'} 50 %: "
                f"{q('equal or greater than 50 percent probability')}",
            ),
        )
    answer = all_of(classified(ctx, "manned"), depth, chance)
    return answer.outcome(
        applies=(
            _FORECAST_HEAD,
            "a Forecast Rain Event (L69): inspect the BMPs before it, and "
            f"{q('when safe and feasible during and after a rain event')} (L393)",
        ),
        does_not_apply=(
            "no pre-rain inspection is triggered: not a manned facility, or not a Forecast Rain "
            "Event (L69, L393)",
        ),
        flags=_FORECAST_FLAGS,
    )


_FORECAST_HEAD = (
    "manned facility: BMPs must be inspected " + q("before forecast rain events") + " (L393)"
)
_UNMANNED_FLAGS = (
    "'at least once between each rainy season' is read as once in the Dry Season, May 1 through "
    "September 30 (L393, L61)",
    "'manned' and 'unmanned' are not defined in the chapter (L393)",
)
_UNMANNED = (
    "unmanned facility: BMPs "
    + q(
        "must be inspected by the Discharger at least once during the rainy season and at least "
        "once between each rainy season"
    )
    + " (L393)"
)


def _unmanned(ctx: Context) -> Outcome:
    flags = [*_UNMANNED_FLAGS, *misdated_season_events(ctx.scenario)]
    day = ctx.as_of or date.today()
    season = [season_reason(day)]
    if season_of(day) == RAINY:
        season.append(
            "the Rainy Season inspection is due by April 30 (enter event 'dry_season_begins')"
        )
    else:
        season.append(
            "the between-seasons inspection is due by September 30 (enter event "
            "'rainy_season_begins')"
        )
    return negate(classified(ctx, "manned")).outcome(
        applies=(_UNMANNED, *season),
        does_not_apply=("manned facilities inspect before forecast rain events instead (L393)",),
        flags=flags,
    )


# --------------------------------------------------------------------------- spills, SWPPP, orders
_SPILL_FLAGS = (
    "AMBIGUITY (L401): the duties bind 'Spills, releases, and illegal discharges of Pollutants "
    "to Receiving Waters or to the Stormwater Conveyance System'. Reading 1: a recorded spill is "
    "one of them until shown otherwise. Reading 2: only a spill shown to have reached them. The "
    "workbench reads the saved spill report's 'Reached': empty (neither) decides no duty; not "
    "answered, reading 1 is applied and this flag stays",
    "'within 24 hours after discovery' does not say discovery by whom, nor the reporting channel "
    "or content (L401)",
    "Mitigation text is garbled ('shall determine whether mitigation measures proposed Authorized "
    "Enforcement Official ... shall require'): the approval standard is unclear; plan and summary "
    "are due by dates the City specifies, none is in the text (L419)",
)


_SPILL_ASK = (
    "does it have the potential to endanger health, safety or the "
    "environment? If so add 'spill_may_endanger' to site.conditions: then it "
    f"{q('shall be reported to the City within 24 hours after discovery')} (L401)"
)
_SPILL_REPORT = (
    f"'spill_may_endanger': {q('shall be reported to the City within 24 hours after discovery')} "
    "(see the deadline to report to the City) (L401)",
    f"{q('If safe to do so, necessary actions shall be taken to contain and minimize')} it (L401)",
)
_Q_REPORT_LAWS = q("as required by all applicable State and Federal laws")


def spill_report_timing(ctx: Context) -> list[str]:
    """The saved spill report's times against the 24 hours of L401 (``forms`` del_mar.spill_report):
    the form's own check (``SPILL_REPORT_LATE``), read here for the finding too."""
    values = ctx.scenario.forms.get("del_mar.spill_report")
    if not isinstance(values, dict):
        return []
    form = FormValues(values)
    found, made = form.when("discovered_at"), form.when("reported_at")
    if not (isinstance(found, datetime) and isinstance(made, datetime)):
        return []
    late = spill_report_hours(FormValues({**values, "may_endanger": True}))
    if late:
        return [f"spill report form: {late[0]} (L401)"]
    shown = num(elapsed_hours(found, made), 2)
    return [f"spill report form: reported {shown} hours after discovery, within 24 hours (L401)"]


def form_says_no_danger(ctx: Context) -> bool:
    """The saved spill report answers 'Potential to endanger' with no."""
    form = ctx.scenario.forms.get("del_mar.spill_report")
    return isinstance(form, dict) and form.get("may_endanger") is False


def _spill(ctx: Context) -> Outcome:
    flags = list(_SPILL_FLAGS)
    timing = spill_report_timing(ctx)
    spills = events_of(ctx.scenario, "spill_discovered")
    if not spills:
        return Outcome(
            "does_not_apply",
            [
                "no 'spill_discovered' event: no spill, release or illegal discharge recorded "
                "(L401)",
                *timing,
            ],
            flags,
        )
    first = min(spills, key=lambda e: format_when(e.at))
    reasons = [
        f"'spill_discovered' at {format_when(first.at)}: report {_Q_REPORT_LAWS} (L401)",
        *timing,
    ]
    late = [t for t in timing if "later than" in t]
    form = ctx.scenario.forms.get("del_mar.spill_report")
    if isinstance(form, dict) and reached_neither(FormValues(form)):
        return Outcome(
            "does_not_apply",
            [
                f"'spill_discovered' at {format_when(first.at)}",
                "spill report form: 'Reached' names neither the Stormwater Conveyance System "
                "nor Receiving Waters: L401 covers "
                + q("releases, and illegal discharges of Pollutants to Receiving Waters")
                + " or to the Stormwater Conveyance System, and the 24-hour City report "
                + q("any such spills")
                + " (L401): not due, so not late",
            ],
            flags,
        )
    if ctx.has_condition("spill_may_endanger") and form_says_no_danger(ctx):
        return Outcome(
            "needs_info",
            [
                *reasons,
                "CONTRADICTION: site.conditions states 'spill_may_endanger' but the saved spill "
                "report answers 'Potential to endanger' no: which is right decides whether it "
                f"{q('shall be reported to the City within 24 hours after discovery')} (L401)",
            ],
            [*flags, *late],
            ["site.conditions: spill_may_endanger"],
        )
    if not ctx.has_condition("spill_may_endanger"):
        return Outcome(
            "needs_info",
            [*reasons, _SPILL_ASK],
            [*flags, *late],
            ["site.conditions: spill_may_endanger"],
        )
    return Outcome("applies", [*reasons, *_SPILL_REPORT], [*flags, *late])


_SWPPP_FLAGS = (
    "'should install, implement and maintain the BMPs specified in the approved SWPPP' is "
    "permissive, yet failure to conform to a SWPPP is a violation (L395, L835)",
    "No submission period is stated; the official sets it (L395)",
    "'significant source of contaminants' is not defined (L395)",
)


def _swppp_on_demand(ctx: Context) -> Outcome:
    """L395: the official may require a SWPPP of a Commercial, Industrial or Land Disturbance
    Activities Discharger: the plugin's own classifications decide who that is (L43, L91, L107)."""
    flags = list(_SWPPP_FLAGS)
    if not ctx.has_condition("city_required_swppp"):
        reasons = ["'city_required_swppp' is not in site.conditions: no SWPPP demanded (L395)"]
        nov = ctx.site.notices_of_violation
        if nov:
            reasons.append(
                f"site.notices_of_violation {nov}: the official may require a SWPPP if the "
                "Discharger "
                + q(
                    "does not come into compliance with this Chapter after one or more warnings or "
                    "other enforcement action"
                )
                + " (L395)"
            )
        return Outcome("does_not_apply", reasons, flags)
    eligible = any_of(commercial_or_industrial(ctx), classified(ctx, "land_disturbance"))
    return eligible.outcome(
        applies=(
            "'city_required_swppp' in site.conditions: prepare and submit a SWPPP for approval "
            "(L395)",
            f"{q('The SWPPP shall identify the BMPs that will be used by the Discharger')} to "
            "prevent or control pollution of stormwater to the MEP; industrial: at least the "
            "State industrial permit's requirements; construction: at least the State construction "
            "permit's (L397)",
        ),
        does_not_apply=(
            "the official may require a SWPPP of a "
            f"{q('Commercial, Industrial or Land Disturbance Activities Discharger')} only (L395)",
        ),
        flags=flags,
    )


_ORDER_FLAGS = (
    "The text sets no period: the BMPs are due by the 'reasonable date' the Order specifies (L301)",
)


def _order(ctx: Context) -> Outcome:
    flags = _ORDER_FLAGS
    if not ctx.has_condition("city_order_additional_bmps"):
        return Outcome(
            "does_not_apply",
            [
                "'city_order_additional_bmps' is not in site.conditions: no Order for additional "
                "BMPs (L301)"
            ],
            list(flags),
        )
    return applies(
        "'city_order_additional_bmps': install, implement and maintain the additional BMPs the "
        "Order requires; "
        + q(
            "A failure to install, implement, or maintain additional BMPs as required by any such "
            "Order is a violation"
        )
        + " (L301)",
        "guidance-document BMPs become mandatory once issued through such an Order (L297)",
        flags=flags,
    )


INSPECTION_SPILL_RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="bmp_inspection_forecast_rain",
        title="Manned facility: inspect BMPs before a Forecast Rain Event (over 0.1 in at 50 % "
        "or more)",
        category="bmp_maintenance",
        citations=(
            c(
                69,
                69,
                "greater than 1/10 th of an inch with an equal or greater than 50 percent "
                "probability",
                "11.30.030",
            ),
            c(
                393,
                393,
                "BMPs at manned facilities must be inspected by the Discharger before forecast "
                "rain events",
                "11.30.070.C",
            ),
        ),
        evaluate=_manned_forecast,
        uses=(
            "site.manned_facility",
            "site.forecast_rain_in",
            "site.forecast_rain_probability_pct",
        ),
    ),
    ApplicabilityRule(
        id="bmp_inspection_unmanned_seasons",
        title="Unmanned facility: inspect BMPs once in the Rainy Season and once between Rainy "
        "Seasons",
        category="bmp_maintenance",
        citations=(
            c(
                393,
                393,
                "at least once during the rainy season and at least once between each rainy season",
                "11.30.070.C",
            ),
            c(153, 153, "Rainy Season means, from October 1 through April 30", "11.30.030"),
            c(61, 61, "Dry Season means May 1 through September 30 of each year", "11.30.030"),
        ),
        evaluate=_unmanned,
        uses=("site.manned_facility", "as_of", "events"),
    ),
    ApplicabilityRule(
        id="spill_notification",
        title="Spill, release or illegal discharge: report to the City within 24 hours",
        category="spill_response",
        citations=(
            c(
                401,
                401,
                "shall be reported to the City within 24 hours after discovery",
                "11.30.070.E",
            ),
            c(419, 419, "must be mitigated within a reasonable period of time", "11.30.070.G"),
        ),
        evaluate=_spill,
        uses=("events", "site.conditions"),
    ),
    ApplicabilityRule(
        id="swppp_on_demand",
        title="SWPPP required by the Authorized Enforcement Official",
        category="facility_program",
        citations=(
            c(
                395,
                395,
                "may require a Commercial, Industrial or Land Disturbance Activities Discharger to "
                "prepare and submit a SWPPP",
                "11.30.070.D",
            ),
            c(397, 397, "The SWPPP shall identify the BMPs", "11.30.070.D"),
        ),
        evaluate=_swppp_on_demand,
        uses=(
            "site.facility_types",
            "site.disturbed_area_sqft",
            "site.conditions",
            "site.notices_of_violation",
        ),
    ),
    ApplicabilityRule(
        id="order_additional_bmps",
        title="Order for additional BMPs at a significant source",
        category="source_controls",
        citations=(
            c(
                301,
                301,
                "Any such Order shall specify a reasonable date by which those BMPs must be put in "
                "place",
                "11.30.040.I",
            ),
        ),
        evaluate=_order,
        uses=("site.conditions",),
    ),
)
