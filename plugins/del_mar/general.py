"""Requirements for every Discharger (11.30.050, 11.30.070) and agricultural operations
(11.30.110): prohibitions, minimum BMPs, slopes, inspections by facility and season, spills,
SWPPPs and Orders on demand, manure, the tilling exemption."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from workbench.api import (
    ApplicabilityRule,
    Outcome,
    applies,
    does_not_apply,
    format_when,
    needs_info,
)

from . import classify
from .common import (
    RAINY,
    _misdated,
    c,
    events_of,
    num,
    q,
    season_of,
    season_reason,
    shared,
    sqft,
)
from .vocabulary import CONDITIONS, EXEMPTIONS

if TYPE_CHECKING:
    from workbench.api import Scenario

Params = Mapping[str, float | None]

SLOPE_HEIGHT_FT = 5.0
SLOPE_AREA_SQFT = 250.0
SLOPE_RUN_PER_RISE = 3.0
FORECAST_IN = 0.1
FORECAST_PCT = 50.0


def _input_flags(scenario: Scenario, params: Params) -> list[str]:
    """Ids in site.conditions / site.exemptions_claimed this plugin does not know (ignored)."""
    site = scenario.site
    conditions, exemptions = site.conditions, site.exemptions_claimed
    flags = (
        [
            f"site.conditions lists {x!r}, which is not a Del Mar condition id; it was ignored"
            for x in conditions
            if x not in CONDITIONS
        ]
        if conditions
        else []
    )
    if exemptions:
        flags += [
            f"site.exemptions_claimed lists {x!r}, which is not a Del Mar exemption id; it was ignored"
            for x in exemptions
            if x not in EXEMPTIONS
        ]
    flags += shared(_misdated, scenario, params)
    return flags


# --------------------------------------------------------------------------- all dischargers
_MINIMUM_BMPS = (
    f"{q('All Dischargers in the City must comply with the generally applicable prohibitions and requirements')} "
    "of 11.30.010 through 11.30.070 (L377)",
    "install, implement and maintain the Manual's minimum BMPs: soil erosion; pollution prevention; prevention "
    "of illegal discharges; slopes; storage of materials and wastes; use of materials (L379-L391)",
    f"BMPs {q('must be maintained so that they continue to function as designed')}; failed BMPs repaired "
    f"{q('as soon as it is safe to do so')}, and upgraded if they prove inadequate (L393)",
    f"{q('All dischargers shall provide access to authorized enforcement staff, upon reasonable notice')} (L421)",
)


def _minimum_bmps(scenario: Scenario, params: Params) -> Outcome:
    return Outcome("applies", list(_MINIMUM_BMPS), _input_flags(scenario, params))


_Q_HEIGHT = q("more than five feet in height")
_Q_AREA = q("more than 250 square feet in total area")
_Q_STEEPER = q("steeper than 3:1 (run-to-rise)")
_Q_DISTURBED = q("disturbed at any time by clearing, grading, or landscaping")
_SLOPE_PROTECT = f"the completed slope {q('shall be protected from erosion immediately following completion of the slope, and continuously thereafter')} (L387)"
_SLOPE_ALL_FOUR = "all four conditions must hold (L387)"


def _slope(scenario: Scenario, params: Params) -> Outcome:
    """L387: all four conditions, every inequality strict."""
    site = scenario.site
    h = site.slope_height_ft
    if h is None:
        s1, r1 = None, "site.slope_height_ft is not given"
    else:
        s1 = h > SLOPE_HEIGHT_FT
        r1 = f"slope_height_ft {num(h)} ft {'>' if s1 else '<='} 5 ft: {_Q_HEIGHT}"
    a = site.slope_area_sqft
    if a is None:
        s2, r2 = None, "site.slope_area_sqft is not given"
    else:
        s2 = a > SLOPE_AREA_SQFT
        r2 = f"slope_area_sqft {sqft(a)} {'>' if s2 else '<='} 250 sq ft: {_Q_AREA}"
    r = site.slope_run_per_rise
    if r is None:
        s3, r3 = None, "site.slope_run_per_rise is not given (3:1 is 3)"
    else:
        s3 = r < SLOPE_RUN_PER_RISE
        r3 = (
            f"slope_run_per_rise {num(r)}:1 is {'steeper' if s3 else 'not steeper'} than 3:1 "
            f"(run/rise {'<' if s3 else '>='} 3): {_Q_STEEPER}"
        )
    d = site.slope_disturbed
    if d is None:
        s4, r4 = None, "site.slope_disturbed is not given"
    else:
        s4 = bool(d)
        r4 = f"slope_disturbed {str(d).lower()}: {_Q_DISTURBED}"
    # classify.all3: any False -> False; else any None -> None; else True
    if s1 is False or s2 is False or s3 is False or s4 is False:
        return Outcome(
            "does_not_apply",
            [r for st, r in ((s1, r1), (s2, r2), (s3, r3), (s4, r4)) if st is False]
            + [_SLOPE_ALL_FOUR],
            [],
        )
    if s1 is None or s2 is None or s3 is None or s4 is None:
        return Outcome("needs_info", [r1, r2, r3, r4, _SLOPE_ALL_FOUR], [])
    return Outcome("applies", [r1, r2, r3, r4, _SLOPE_PROTECT], [])


_PROHIBITIONS = (
    f"{q('The discharge of Pollutants directly or indirectly into the Stormwater Conveyance System or Receiving Waters in non-stormwater is prohibited')}, "
    "except the discharges 11.30.060 allows (L309)",
    "pollutants in stormwater are prohibited unless the applicable requirements of this Chapter have been met (L309)",
    f"{q('The establishment of Illegal Connections is prohibited')}, and their use, even if legal when built (L311)",
    "litter, dumps and stockpiles that may result in an Illegal Discharge, and non-emergency flares, are "
    "prohibited without written City authorization (L313, L315)",
    "no product may be disposed of or rinsed into Receiving Waters or the Stormwater Conveyance System (L391)",
    f"all Illegal Discharges {q('must be mitigated within a reasonable period of time')} (L419)",
)


def _prohibitions(scenario: Scenario, params: Params) -> Outcome:
    return Outcome("applies", list(_PROHIBITIONS), [])


def _illegal_connection(scenario: Scenario, params: Params) -> Outcome:
    if "illegal_connection_present" not in scenario.site.conditions:
        return Outcome(
            "does_not_apply",
            [
                "'illegal_connection_present' is not in site.conditions: no Illegal "
                "Connection reported (L79)"
            ],
            [],
        )
    return applies(
        "'illegal_connection_present' in site.conditions: a connection not reviewed and authorized by the City, or "
        "one that conveys Illegal Discharges, is an Illegal Connection (L79)",
        f"{q('Illicit connections must be eliminated')} "
        f"{q('(even if the connection was established pursuant to a valid permit and was legal at the time it was constructed)')} (L385)",
        f"{q('The use of Illegal Connections is prohibited')} (L311)",
    )


# --------------------------------------------------------------------------- inspections
_FORECAST_FLAGS = (
    "'manned' and 'unmanned' are not defined in the chapter (L393)",
    "No lead time is stated: the inspection is due before the forecast event begins (L393)",
)


def _manned_forecast(scenario: Scenario, params: Params) -> Outcome:
    """Manned facilities inspect BMPs before a Forecast Rain Event (> 0.1 in at >= 50 %)."""
    site = scenario.site
    flags = _FORECAST_FLAGS
    if site.manned_facility is None:
        return Outcome("needs_info", ["site.manned_facility is not given (L393)"], list(flags))
    if not site.manned_facility:
        return Outcome(
            "does_not_apply",
            ["manned_facility false: unmanned facilities inspect by season instead (L393)"],
            list(flags),
        )
    inches, pct = site.forecast_rain_in, site.forecast_rain_probability_pct
    tests = []
    if inches is None:
        tests.append((None, "site.forecast_rain_in is not given"))
    else:
        ok = inches > FORECAST_IN
        tests.append(
            (
                ok,
                f"forecast_rain_in {num(inches)} in {'>' if ok else '<='} 0.1 in: "
                f"{q('greater than 1/10 th of an inch')}",
            )
        )
    if pct is None:
        tests.append((None, "site.forecast_rain_probability_pct is not given"))
    else:
        ok = pct >= FORECAST_PCT
        tests.append(
            (
                ok,
                f"forecast_rain_probability_pct {num(pct)} % {'>=' if ok else '<'} 50 %: "
                f"{q('equal or greater than 50 percent probability')}",
            )
        )
    state = classify.all3(s for s, _ in tests)
    reasons = [_FORECAST_HEAD] + [r for _, r in tests]
    if state is True:
        return applies(
            *reasons,
            "a Forecast Rain Event (L69): inspect the BMPs before it, and "
            f"{q('when safe and feasible during and after a rain event')} (L393)",
            flags=flags,
        )
    if state is False:
        return does_not_apply(
            *reasons,
            "the forecast is not a Forecast Rain Event (L69): no pre-rain inspection "
            "is triggered by it",
            flags=flags,
        )
    return needs_info(*reasons, flags=flags)


_FORECAST_HEAD = (
    "manned_facility true: BMPs must be inspected " + q("before forecast rain events") + " (L393)"
)
_UNMANNED_FLAGS = (
    "'at least once between each rainy season' is read as once in the Dry Season, May 1 through "
    "September 30 (L393, L61)",
    "'manned' and 'unmanned' are not defined in the chapter (L393)",
)
_UNMANNED = f"manned_facility false: BMPs {q('must be inspected by the Discharger at least once during the rainy season and at least once between each rainy season')} (L393)"


def _unmanned(scenario: Scenario, params: Params) -> Outcome:
    site = scenario.site
    flags = [*_UNMANNED_FLAGS, *shared(_misdated, scenario, params)]
    if site.manned_facility is None:
        return Outcome("needs_info", ["site.manned_facility is not given (L393)"], flags)
    if site.manned_facility:
        return Outcome(
            "does_not_apply",
            ["manned_facility true: manned facilities inspect before forecast rain events (L393)"],
            flags,
        )
    reasons = [_UNMANNED]
    day = scenario.as_of
    if day is None:
        reasons.append("as_of is not given: the current season is not shown")
    else:
        reasons.append(season_reason(day))
        if season_of(day) == RAINY:
            reasons.append(
                "the Rainy Season inspection is due by April 30 (enter event dry_season_begins)"
            )
        else:
            reasons.append(
                "the between-seasons inspection is due by September 30 (enter event rainy_season_begins)"
            )
    return Outcome("applies", reasons, flags)


# --------------------------------------------------------------------------- spills, SWPPP, orders
_SPILL_FLAGS = (
    "'within 24 hours after discovery' does not say discovery by whom, nor the reporting channel or "
    "content (L401)",
    "Mitigation text is garbled ('shall determine whether mitigation measures proposed Authorized "
    "Enforcement Official ... shall require'): the approval standard is unclear; plan and summary are due "
    "by dates the City specifies, none is in the text (L419)",
)


_SPILL_ASK = (
    "does it have the potential to endanger health, safety or the environment? If "
    "so add 'spill_may_endanger' to site.conditions: then it "
    f"{q('shall be reported to the City within 24 hours after discovery')} (L401)"
)
_SPILL_REPORT = (
    f"'spill_may_endanger': {q('shall be reported to the City within 24 hours after discovery')} "
    "(deadline spill_report_to_city) (L401)",
    f"{q('If safe to do so, necessary actions shall be taken to contain and minimize')} it (L401)",
)
_Q_REPORT_LAWS = q("as required by all applicable State and Federal laws")


def _spill(scenario: Scenario, params: Params) -> Outcome:
    flags = _SPILL_FLAGS
    spills = events_of(scenario, "spill_discovered")
    if not spills:
        return Outcome(
            "does_not_apply",
            ["no spill_discovered event: no spill, release or illegal discharge recorded (L401)"],
            list(flags),
        )
    first = min(spills, key=lambda e: format_when(e.at))
    reasons = [f"spill_discovered at {format_when(first.at)}: report {_Q_REPORT_LAWS} (L401)"]
    if "spill_may_endanger" not in scenario.site.conditions:
        reasons.append(_SPILL_ASK)
        return Outcome("needs_info", reasons, list(flags))
    reasons += _SPILL_REPORT
    return Outcome("applies", reasons, list(flags))


SWPPP_TYPES = (
    "commercial",
    "mobile_business",
    "nursery_greenhouse",
    "industrial",
    "residence_commercial_use",
)


_SWPPP_FLAGS = (
    "'should install, implement and maintain the BMPs specified in the approved SWPPP' is permissive, yet "
    "failure to conform to a SWPPP is a violation (L395, L835)",
    "No submission period is stated; the official sets it (L395)",
    "'significant source of contaminants' is not defined (L395)",
)


_SWPPP_NOT_ELIGIBLE = (
    "the official may require a SWPPP of a "
    f"{q('Commercial, Industrial or Land Disturbance Activities Discharger')} (L395); "
    "site.facility_types lists none and no disturbed area is given"
)


def _swppp_on_demand(scenario: Scenario, params: Params) -> Outcome:
    site = scenario.site
    flags = _SWPPP_FLAGS
    eligible = False
    for kind in site.facility_types:
        if kind in SWPPP_TYPES:
            eligible = True
            break
    else:
        eligible = bool(site.disturbed_area_sqft)
    if not eligible:
        return Outcome("does_not_apply", [_SWPPP_NOT_ELIGIBLE], list(flags))
    if "city_required_swppp" in site.conditions:
        return applies(
            "'city_required_swppp' in site.conditions: prepare and submit a SWPPP for approval (L395)",
            f"{q('The SWPPP shall identify the BMPs that will be used by the Discharger')} to prevent or "
            "control pollution of stormwater to the MEP; industrial: at least the State industrial permit's "
            "requirements; construction: at least the State construction permit's (L397)",
            flags=flags,
        )
    nov = site.notices_of_violation
    reasons = ["'city_required_swppp' is not in site.conditions: no SWPPP demanded (L395)"]
    if nov:
        reasons.append(
            f"notices_of_violation {nov}: the official may require a SWPPP if the Discharger "
            f"{q('does not come into compliance with this Chapter after one or more warnings or other enforcement action')} (L395)"
        )
    return Outcome("does_not_apply", reasons, list(flags))


_ORDER_FLAGS = (
    "The text sets no period: the BMPs are due by the 'reasonable date' the Order specifies (L301)",
)


def _order(scenario: Scenario, params: Params) -> Outcome:
    flags = _ORDER_FLAGS
    if "city_order_additional_bmps" not in scenario.site.conditions:
        return Outcome(
            "does_not_apply",
            [
                "'city_order_additional_bmps' is not in site.conditions: no Order for "
                "additional BMPs (L301)"
            ],
            list(flags),
        )
    return applies(
        "'city_order_additional_bmps': install, implement and maintain the additional BMPs the Order "
        f"requires; {q('A failure to install, implement, or maintain additional BMPs as required by any such Order is a violation')} (L301)",
        "guidance-document BMPs become mandatory once issued through such an Order (L297)",
        flags=flags,
    )


# --------------------------------------------------------------------------- agriculture
def _manure(scenario: Scenario, params: Params) -> Outcome:
    if "animal_confinement" not in scenario.site.activities:
        return Outcome(
            "does_not_apply",
            [
                "site.activities does not list 'animal_confinement': no areas where "
                "livestock, horses or other large animals are confined (L649)"
            ],
            [],
        )
    reasons = [
        f"'animal_confinement': {q('Where practicable, all runoff from areas where livestock, horses or other large animals are confined must be collected and managed')} (L649)"
    ]
    if "runoff_capture_impracticable" in scenario.site.conditions:
        reasons.append(
            f"'runoff_capture_impracticable': {q('manure must be cleaned up at least twice weekly')} and "
            "either composted or stored prior to disposal (L649)"
        )
    else:
        reasons.append(
            "if collecting the runoff is not practicable (add 'runoff_capture_impracticable'), manure "
            "must be cleaned up at least twice weekly (L649)"
        )
    reasons += [
        "storage and composting areas must be located, configured or managed to prevent runoff (L651)",
        f"{q('Animal wastes shall not be disposed to the stormwater conveyance system or receiving waters')} (L653)",
    ]
    return applies(
        *reasons,
        flags=[
            "'twice weekly' does not define the week; the workbench counts 7-day weeks from "
            "the manure_week_begins event (L649)"
        ],
    )


TILLING = (
    "tilled_material_stays_on_site",
    "drainage_way_not_blocked",
    "agricultural_production_1_of_5_years",
)


_TILLING_FLAGS = (
    "'at least one of the preceding five years' does not say calendar or rolling years (L643)",
)


def _tilling(scenario: Scenario, params: Params) -> Outcome:
    flags = _TILLING_FLAGS
    if "agricultural_tilling" not in scenario.site.exemptions_claimed:
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
    missing = [t for t in TILLING if t not in scenario.site.conditions]
    if missing:
        return needs_info(
            "tilling or cultivating exclusively to grow plants or animals is not grading or clearing "
            "only if all three conditions hold (L643); not confirmed in site.conditions:",
            *[f"- '{m}': {texts[m]}" for m in missing],
            flags=flags,
        )
    return applies(
        f"{q('Tilling or cultivating land exclusively for the purpose of growing plants or animals is not considered to be grading or clearing')} (L643):",
        *[f"- '{t}': {texts[t]}" for t in TILLING],
        "other agricultural grading and clearing remains subject to the 11.30.140 BMPs (L643)",
        flags=flags,
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
            "The minimum BMPs are those 'outlined in the City's Stormwater Standard Manuals' (outside the text) (L379)",
        ),
    ),
    ApplicabilityRule(
        id="slope_protection",
        title="Completed slope protection (over 5 ft high, over 250 sq ft, steeper than 3:1, disturbed)",
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
            "'MS4' is used (L123, L319-L367) but never defined; the workbench reads it as the Stormwater "
            "Conveyance System (L181)",
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
        title="Manned facility: inspect BMPs before a Forecast Rain Event (over 0.1 in at 50 % or more)",
        category="bmp_maintenance",
        citations=(
            c(
                69,
                69,
                "greater than 1/10 th of an inch with an equal or greater than 50 percent probability",
                "11.30.030",
            ),
            c(
                393,
                393,
                "BMPs at manned facilities must be inspected by the Discharger before forecast rain events",
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
        title="Unmanned facility: inspect BMPs once in the Rainy Season and once between Rainy Seasons",
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
                "may require a Commercial, Industrial or Land Disturbance Activities Discharger to prepare and submit a SWPPP",
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
                "Any such Order shall specify a reasonable date by which those BMPs must be put in place",
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
)
