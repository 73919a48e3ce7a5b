"""Requirements for every Discharger (11.30.050, 11.30.070) and agricultural operations
(11.30.110): prohibitions, minimum BMPs, slopes, inspections by facility and season, spills,
SWPPPs and Orders on demand, manure, the tilling exemption."""

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
    needs_info,
    negate,
    unknown,
)

from .classify import TILLING, classified, commercial_or_industrial
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
    sqft,
)
from .form_checks import spill_report_hours
from .vocabulary import CONDITIONS, EXEMPTIONS

SLOPE_HEIGHT_FT = 5.0
SLOPE_AREA_SQFT = 250.0
SLOPE_RUN_PER_RISE = 3.0
FORECAST_IN = 0.1
FORECAST_PCT = 50.0


def _input_flags(ctx: Context) -> list[str]:
    """Ids in site.conditions / site.exemptions_claimed this plugin does not know (ignored),
    season events dated off the season's first day, and an as_of before the effective date."""
    site = ctx.site
    flags = [
        f"site.conditions lists '{x}', which is not a Del Mar condition; it was ignored"
        for x in site.conditions
        if x not in CONDITIONS
    ]
    flags += [
        f"site.exemptions_claimed lists '{x}', which is not a Del Mar exemption; it was ignored"
        for x in site.exemptions_claimed
        if x not in EXEMPTIONS
    ]
    flags += misdated_season_events(ctx.scenario)
    return flags


# --------------------------------------------------------------------------- all dischargers
_MINIMUM_BMPS = (
    q(
        "All Dischargers in the City must comply with the generally applicable prohibitions and "
        "requirements"
    )
    + " of 11.30.010 through 11.30.070 (L377)",
    "install, implement and maintain the Manual's minimum BMPs: soil erosion; pollution "
    "prevention; prevention of illegal discharges; slopes; storage of materials and wastes; use of "
    "materials (L379-L391)",
    f"BMPs {q('must be maintained so that they continue to function as designed')}; failed BMPs "
    f"repaired {q('as soon as it is safe to do so')}, and upgraded if they prove inadequate (L393)",
    q(
        "All dischargers shall provide access to authorized enforcement staff, upon reasonable "
        "notice"
    )
    + " (L421)",
)


def _minimum_bmps(ctx: Context) -> Outcome:
    return Outcome("applies", list(_MINIMUM_BMPS), _input_flags(ctx))


_Q_HEIGHT = q("more than five feet in height")
_Q_AREA = q("more than 250 square feet in total area")
_Q_STEEPER = q("steeper than 3:1 (run-to-rise)")
_Q_DISTURBED = q("disturbed at any time by clearing, grading, or landscaping")
_SLOPE_PROTECT = (
    "the completed slope "
    + q(
        "shall be protected from erosion immediately following completion of the slope, and "
        "continuously thereafter"
    )
    + " (L387)"
)
_SLOPE_ALL_FOUR = "all four conditions must hold (L387)"


def _height(ctx: Context) -> Tri:
    """More than five feet in height: the measured height where given, else the yes/no fact
    site.slope_over_five_feet (absent reads "no": no such slope on the site)."""
    height = ctx.get("slope_height_ft")
    if height is not None:
        ok = height > SLOPE_HEIGHT_FT
        return Tri(
            ok, (f"site.slope_height_ft {num(height)} ft {'>' if ok else '<='} 5 ft: {_Q_HEIGHT}",)
        )
    return ctx.is_true("slope_over_five_feet", "slope over five feet on the site")


def _slope(ctx: Context) -> Outcome:
    """L387: a completed slope more than five feet high, more than 250 sq ft, steeper than
    3:1 and disturbed: every inequality strict."""
    area = ctx.get("slope_area_sqft")
    if area is None:
        big = unknown("site.slope_area_sqft")
    else:
        big = Tri(
            area > SLOPE_AREA_SQFT,
            (
                f"site.slope_area_sqft {sqft(area)} {'>' if area > SLOPE_AREA_SQFT else '<='} 250 "
                f"sq ft: {_Q_AREA}",
            ),
        )
    run = ctx.get("slope_run_per_rise")
    if run is None:
        steep = unknown("site.slope_run_per_rise", reason="3:1 is site.slope_run_per_rise 3")
    else:
        ok = run < SLOPE_RUN_PER_RISE
        steep = Tri(
            ok,
            (
                f"site.slope_run_per_rise {num(run)}:1 is {'steeper' if ok else 'not steeper'} "
                f"than 3:1 (run/rise {'<' if ok else '>='} 3): {_Q_STEEPER}",
            ),
        )
    disturbed = ctx.is_true("slope_disturbed", f"slope disturbed ({_Q_DISTURBED})")
    answer = all_of(_height(ctx), big, steep, disturbed)
    return answer.outcome(
        applies=(_SLOPE_PROTECT,), does_not_apply=(_SLOPE_ALL_FOUR,), needs_info=(_SLOPE_ALL_FOUR,)
    )


_PROHIBITIONS = (
    q(
        "The discharge of Pollutants directly or indirectly into the Stormwater Conveyance System "
        "or Receiving Waters in non-stormwater is prohibited"
    )
    + ", except the discharges 11.30.060 allows (L309)",
    "pollutants in stormwater are prohibited unless the applicable requirements of this Chapter "
    "have been met (L309)",
    f"{q('The establishment of Illegal Connections is prohibited')}, and their use, even if legal "
    "when built (L311)",
    "litter, dumps and stockpiles that may result in an Illegal Discharge, and non-emergency "
    "flares, are prohibited without written City authorization (L313, L315)",
    "no product may be disposed of or rinsed into Receiving Waters or the Stormwater Conveyance "
    "System (L391)",
    f"all Illegal Discharges {q('must be mitigated within a reasonable period of time')} (L419)",
)


def _prohibitions(ctx: Context) -> Outcome:
    return Outcome("applies", list(_PROHIBITIONS), [])


def _illegal_connection(ctx: Context) -> Outcome:
    if not ctx.has_condition("illegal_connection_present"):
        return Outcome(
            "does_not_apply",
            [
                "'illegal_connection_present' is not in site.conditions: no Illegal Connection "
                "reported (L79)"
            ],
            [],
        )
    return applies(
        "'illegal_connection_present' in site.conditions: a connection not reviewed and authorized "
        "by the City, or one that conveys Illegal Discharges, is an Illegal Connection (L79)",
        f"{q('Illicit connections must be eliminated')} "
        + q(
            "(even if the connection was established pursuant to a valid permit and was legal at "
            "the time it was constructed)"
        )
        + " (L385)",
        f"{q('The use of Illegal Connections is prohibited')} (L311)",
    )


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


# --------------------------------------------------------------------------- agriculture
def _manure(ctx: Context) -> Outcome:
    if "animal_confinement" not in ctx.site.activities:
        return Outcome(
            "does_not_apply",
            [
                "site.activities does not list 'animal_confinement': no areas where livestock, "
                "horses or other large animals are confined (L649)"
            ],
            [],
        )
    reasons = [
        "'animal_confinement': "
        + q(
            "Where practicable, all runoff from areas where livestock, horses or other large "
            "animals are confined must be collected and managed"
        )
        + " (L649)"
    ]
    if ctx.has_condition("runoff_capture_impracticable"):
        reasons.append(
            "'runoff_capture_impracticable': "
            f"{q('manure must be cleaned up at least twice weekly')} and either composted or "
            "stored prior to disposal (L649)"
        )
    else:
        reasons.append(
            "if collecting the runoff is not practicable (add 'runoff_capture_impracticable'), "
            "manure must be cleaned up at least twice weekly (L649)"
        )
    reasons += [
        "storage and composting areas must be located, configured or managed to prevent runoff "
        "(L651)",
        q(
            "Animal wastes shall not be disposed to the stormwater conveyance system or receiving "
            "waters"
        )
        + " (L653)",
    ]
    return applies(
        *reasons,
        flags=[
            "'twice weekly' does not define the week; the workbench counts 7-day weeks from the "
            "'manure_week_begins' event (L649)"
        ],
    )


_TILLING_FLAGS = (
    "'at least one of the preceding five years' does not say calendar or rolling years (L643)",
)


def _tilling(ctx: Context) -> Outcome:
    flags = _TILLING_FLAGS
    if not ctx.claimed("agricultural_tilling"):
        return Outcome(
            "does_not_apply",
            ["'agricultural_tilling' is not in site.exemptions_claimed (L643)"],
            list(flags),
        )
    texts = {
        "tilled_material_stays_on_site": q("all disturbed material remains on the same site"),
        "drainage_way_not_blocked": q("will not block or divert any natural drainage way"),
        "agricultural_production_1_of_5_years": q(
            "in agricultural production for at least one of the preceding five years"
        ),
    }
    missing = [t for t in TILLING if not ctx.has_condition(t)]
    if missing:
        return needs_info(
            "tilling or cultivating exclusively to grow plants or animals is not grading or "
            "clearing only if all three conditions hold (L643); not confirmed in site.conditions:",
            *[f"- '{m}': {texts[m]}" for m in missing],
            flags=flags,
        )
    return applies(
        q(
            "Tilling or cultivating land exclusively for the purpose of growing plants or animals "
            "is not considered to be grading or clearing"
        )
        + " (L643):",
        *[f"- '{t}': {texts[t]}" for t in TILLING],
        "other agricultural grading and clearing remains subject to the 11.30.140 BMPs (L643)",
        flags=flags,
    )


# --------------------------------------------------------------------------- City powers the site
# meets
_INSPECTIONS = (
    q(
        "Authorized Enforcement Officials and Authorized Enforcement Staff may inspect facilities, "
        "activities and residences subject to this Chapter"
    )
    + " at reasonable times and in a reasonable manner (L789)",
    f"if entry is refused, {q('an inspection warrant shall be obtained prior to inspection')} "
    "(L789)",
    "inspections may include sampling, metering, visual inspections and records review; the owner "
    f"or operator {q('may request and receive split samples')} (L793)",
)


def _inspections(ctx: Context) -> Outcome:
    return Outcome("applies", list(_INSPECTIONS))


def _monitoring_order(ctx: Context) -> Outcome:
    """L403: the official may order analyzing or monitoring and reporting of the results."""
    if not ctx.has_condition("city_monitoring_order"):
        return Outcome(
            "does_not_apply",
            [
                "'city_monitoring_order' is not in site.conditions: no order to analyze or monitor "
                "(L403); Commercial, Industrial and Land Disturbance Dischargers still perform the "
                "sampling the Chapter itself requires"
            ],
        )
    return Outcome(
        "applies",
        [
            "'city_monitoring_order': conduct the analyzing or monitoring ordered and report the "
            "results to the City (L403); it may include visual monitoring, laboratory analyses, "
            "baseline monitoring and monitoring of Receiving Waters or sediments (L407-L415)",
            "the official "
            + q(
                "may direct the manner in which the results of required analyzing and monitoring "
                "are reported"
            )
            + " and decides when it may be discontinued (L417)",
        ],
        ["The text sets no period for the ordered monitoring; the order does (L403, L417)"],
    )


def _stormwater_use(ctx: Context) -> Outcome:
    """L305: an official may modify any requirement to allow collection and use of stormwater."""
    if not ctx.has_condition("stormwater_use_modification_granted"):
        return Outcome(
            "does_not_apply",
            [
                "'stormwater_use_modification_granted' is not in site.conditions: the requirements "
                "of the Chapter apply unmodified (L305)"
            ],
        )
    return Outcome(
        "applies",
        [
            "'stormwater_use_modification_granted': an Authorized Enforcement Official modified "
            f"requirements {q('to allow the on-site collection and use of stormwater')} (L305)",
            "the modified requirements must be "
            f"{q('enforceable and provide equivalent environmental protection')} (L305): follow "
            "them as modified",
        ],
    )


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="minimum_bmps_all_dischargers",
        title="Minimum BMPs, maintenance and access for all Dischargers",
        category="source_controls",
        citations=(
            c(377, 377, "All Dischargers in the City must comply", "11.30.070.A"),
            c(379, 379, "must install, implement and maintain the minimum BMPs", "11.30.070.B"),
            c(
                393,
                393,
                "These BMPs must be maintained so that they continue to function as designed",
                "11.30.070.C",
            ),
            c(
                421,
                421,
                "All dischargers shall provide access to authorized enforcement staff",
                "11.30.070.H",
            ),
        ),
        evaluate=_minimum_bmps,
        uses=("site.conditions", "site.exemptions_claimed", "events"),
        flags=(
            "The minimum BMPs are those 'outlined in the City's Stormwater Standard Manuals' "
            "(outside the text) (L379)",
        ),
    ),
    ApplicabilityRule(
        id="slope_protection",
        title="Completed slope protection (over 5 ft high, over 250 sq ft, steeper than 3:1, "
        "disturbed)",
        category="slope_protection",
        citations=(
            c(387, 387, "Completed slopes that are more than five feet in height", "11.30.070.B.4"),
            c(387, 387, "steeper than 3:1 (run-to-rise)", "11.30.070.B.4"),
        ),
        evaluate=_slope,
        uses=(
            "site.slope_height_ft",
            "site.slope_area_sqft",
            "site.slope_run_per_rise",
            "site.slope_disturbed",
        ),
    ),
    ApplicabilityRule(
        id="discharge_prohibitions",
        title="Prohibited discharges, connections, dumping and flares",
        category="discharge_prohibition",
        citations=(
            c(309, 309, "except as exempted in Section 11.30.060 of this Chapter", "11.30.050.A"),
            c(311, 311, "The establishment of Illegal Connections is prohibited", "11.30.050.B"),
            c(313, 315, "unless written authorization is provided by the City", "11.30.050.C-D"),
        ),
        evaluate=_prohibitions,
        flags=(
            "'MS4' is used (L123, L319-L367) but never defined; the workbench reads it as the "
            "Stormwater Conveyance System (L181)",
        ),
    ),
    ApplicabilityRule(
        id="illegal_connection",
        title="Illegal Connection to be eliminated",
        category="discharge_prohibition",
        citations=(
            c(79, 79, "Illegal Connection means a pipe, facility, or other device", "11.30.030"),
            c(385, 385, "Illicit connections must be eliminated", "11.30.070.B.3"),
        ),
        evaluate=_illegal_connection,
        uses=("site.conditions",),
    ),
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
    ApplicabilityRule(
        id="manure_management",
        title="Manure management where large animals are confined (cleanup at least twice weekly)",
        category="source_controls",
        citations=(
            c(649, 649, "manure must be cleaned up at least twice weekly", "11.30.110.D.1"),
            c(
                653,
                653,
                "Animal wastes shall not be disposed to the stormwater conveyance system",
                "11.30.110.D.3",
            ),
        ),
        evaluate=_manure,
        uses=("site.activities", "site.conditions"),
    ),
    ApplicabilityRule(
        id="agricultural_tilling_exemption",
        title="Agricultural tilling or cultivating is not grading or clearing",
        category="exemption",
        citations=(
            c(643, 643, "is not considered to be grading or clearing", "11.30.110.B"),
            c(643, 643, "at least one of the preceding five years", "11.30.110.B"),
        ),
        evaluate=_tilling,
        uses=("site.exemptions_claimed", "site.conditions"),
    ),
    ApplicabilityRule(
        id="regulatory_inspections",
        title="City regulatory inspections: access, warrant if refused, split samples",
        category="bmp_maintenance",
        citations=(
            c(
                789,
                789,
                "may inspect facilities, activities and residences subject to this Chapter",
                "11.30.170.A",
            ),
            c(793, 793, "may request and receive split samples", "11.30.170.C"),
        ),
        evaluate=_inspections,
    ),
    ApplicabilityRule(
        id="city_ordered_monitoring",
        title="Analyzing or monitoring ordered by the Authorized Enforcement Official",
        category="facility_program",
        citations=(
            c(403, 403, "may order a Discharger to conduct analyzing or monitoring", "11.30.070.F"),
            c(
                417,
                417,
                "may determine when required sampling, analyzing or monitoring may be discontinued",
                "11.30.070.F",
            ),
        ),
        evaluate=_monitoring_order,
        uses=("site.conditions",),
    ),
    ApplicabilityRule(
        id="stormwater_use_modification",
        title="Requirements modified to allow collection and use of stormwater",
        category="exemption",
        citations=(
            c(305, 305, "may modify any requirement imposed by this Chapter", "11.30.040.K"),
        ),
        evaluate=_stormwater_use,
        uses=("site.conditions",),
    ),
)
