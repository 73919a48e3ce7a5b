"""Requirements for every Discharger: minimum BMPs, completed slope protection, prohibited
discharges and illegal connections, with the thresholds the text sets.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Context,
    Outcome,
    Tri,
    all_of,
    applies,
    unknown,
)

from .common import (
    c,
    events_of,
    misdated_season_events,
    num,
    q,
    sqft,
)
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


_EXISTING = (
    q(
        "Residential, commercial, industrial, agricultural and municipal dischargers shall "
        "maintain the BMPs implemented to achieve and maintain compliance with this Chapter"
    )
    + " (L771)"
)
_AGRICULTURAL = (
    "'agricultural': "
    + q("Other agricultural operations are subject to the discharge prohibitions")
    + " and other requirements of 11.30.010 through 11.30.070 (L655)"
)


def _minimum_bmps(ctx: Context) -> Outcome:
    reasons = [*_MINIMUM_BMPS, _EXISTING]
    if ctx.includes("facility_types", "agricultural").yes:
        reasons.append(_AGRICULTURAL)
    return Outcome("applies", reasons, _input_flags(ctx))


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


#: The measurements that describe a slope on the site. site.slope_disturbed alone does not: it
#: answers "disturbed?" for a slope the other facts describe, and as a yes/no fact whose absence
#: is unknown, making it the trigger would let removing it decide the answer (monotonicity).
_SLOPE_FACTS = ("slope_area_sqft", "slope_run_per_rise")


def _slope_described(ctx: Context) -> str:
    """Why the site has a slope in question, or "": its area or steepness is given, or a
    completion of a slope is recorded (review defect 1: c01, c47)."""
    given = [f"site.{n}" for n in _SLOPE_FACTS if ctx.get(n) is not None]
    if given:
        return f"{', '.join(given)} given"
    if events_of(ctx.scenario, "slope_completed"):
        return "a 'slope_completed' event is recorded"
    return ""


def _height(ctx: Context) -> Tri:
    """More than five feet in height: the measured height where given, else the yes/no fact
    site.slope_over_five_feet. That fact is absent = no only where nothing describes a slope on
    the site; once another slope fact or a slope_completed event is given, a height not given is
    asked (L387 needs all four conditions; the height is one of them)."""
    height = ctx.get("slope_height_ft")
    if height is not None:
        ok = height > SLOPE_HEIGHT_FT
        return Tri(
            ok, (f"site.slope_height_ft {num(height)} ft {'>' if ok else '<='} 5 ft: {_Q_HEIGHT}",)
        )
    if ctx.get("slope_over_five_feet") is None:
        described = _slope_described(ctx)
        if described:
            return unknown(
                "site.slope_height_ft",
                reason=f"a slope is described ({described}) but its height is not given: "
                f"{_Q_HEIGHT} (L387)",
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


DISCHARGER_RULES: tuple[ApplicabilityRule, ...] = (
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
        uses=(
            "site.conditions",
            "site.exemptions_claimed",
            "events",
            "site.facility_types",
        ),
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
            "site.slope_over_five_feet",
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
)
