"""Land Disturbance Activities (11.30.140): BMPs with no size threshold, the Stormwater
Management Plan with permit applications, Rainy Season and Dry Season duties, and the State
construction permit duties."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from workbench.api import ApplicabilityRule, Outcome

from . import classify
from .common import (
    DRY,
    RAINY,
    _misdated,
    c,
    num,
    q,
    season_of,
    season_reason,
    shared,
    sqft,
)
from .general import TILLING
from .parameters import CGP_SOURCE

if TYPE_CHECKING:
    from workbench.api import Scenario

Params = Mapping[str, float | None]

MAX_AREA_FLAG = (
    "The 'maximum disturbed area' and the 'set amount' of a temporary increase are not defined in the "
    "text; they are left to the Manual and the City (L695)"
)
DISCHARGES_FLAG = "L681 and L765 say 'all Discharges engaged'; read as 'all Dischargers engaged'"


_Q_MOVES_SOILS = q(
    "moves soils or substantially alters the pre-existing vegetated or man-made cover of any land"
)


def land_disturbance(scenario: Scenario) -> classify.Test:
    """Land Disturbance Activity (L107), with its two exclusions and the tilling exemption (L643)."""
    site = scenario.site
    if site.emergency_work:
        return False, [
            "emergency_work true: Land Disturbance Activity does not include routine maintenance, "
            f"{q('nor does it include emergency construction activities (i.e., land disturbances) required to protect public health and safety')} (L107)"
        ]
    if "routine_maintenance" in site.exemptions_claimed:
        return False, [
            "exemption 'routine_maintenance': Land Disturbance Activity does not include "
            f"{q('routine maintenance to maintain original line and grade, hydraulic capacity, or the original purpose of the facility')} (L107)"
        ]
    if "agricultural_tilling" in site.exemptions_claimed and all(
        t in site.conditions for t in TILLING
    ):
        return False, [
            "exemption 'agricultural_tilling' with its three conditions confirmed: tilling or cultivating "
            f"{q('is not considered to be grading or clearing')} (L643)"
        ]
    area = site.disturbed_area_sqft
    if area is None:
        return None, [
            "site.disturbed_area_sqft is not given: any activity "
            f"{q('that moves soils or substantially alters the pre-existing vegetated or man-made cover of any land')} "
            "is a Land Disturbance Activity (L107)"
        ]
    if area <= 0:
        return False, [
            "disturbed_area_sqft 0 sq ft: no activity that moves soils or alters the land's cover (L107)"
        ]
    return True, [
        f"disturbed_area_sqft {sqft(area)} > 0: a Land Disturbance Activity {_Q_MOVES_SOILS} "
        "(L107); the chapter sets no minimum size (L681)"
    ]


def _land_disturbance(scenario: Scenario, params: Params) -> tuple[classify.Tri, tuple[str, ...]]:
    state, reasons = land_disturbance(scenario)
    return state, tuple(reasons)


def _disturbance(scenario: Scenario, params: Params) -> tuple[classify.Tri, tuple[str, ...]]:
    """``land_disturbance`` once per evaluation (reasons as a tuple: copy to extend)."""
    return shared(_land_disturbance, scenario, params)


def _outcome(
    state: classify.Tri, reasons: list[str] | tuple[str, ...], flags: list[str] | tuple[str, ...]
) -> Outcome:
    status = "applies" if state is True else "does_not_apply" if state is False else "needs_info"
    return Outcome(status, list(reasons), list(flags))


_BMPS_FLAGS = (
    MAX_AREA_FLAG,
    DISCHARGES_FLAG,
    "'Advanced Treatment Control' is not defined in the chapter (L719)",
)
_BMPS_REASONS = (
    f"{q('Whether a City permit or approval is required or not')}, implement General Site Management and "
    "Erosion and Sediment Control BMPs as detailed in the Manual (L681)",
    "General Site Management: pollution prevention; a stormwater management plan; minimize cleared and graded "
    "areas; minimize exposure time; minimize rainy-season grading; limit the maximum disturbed area; "
    "temporary stabilization and reseeding as rapidly as feasible; preserve natural hydrologic features and "
    "riparian buffers; maintain all BMPs until removed; manage pollutant discharges to the MEP (L683-L705)",
    "Erosion and Sediment Controls: erosion prevention as the primary BMP; sediment controls; slope "
    "stabilization; permanent revegetation or landscaping as early as feasible (L707-L717)",
    f"the persons performing the work {q('and the owners of land on which Land Disturbance Activities are performed, are Dischargers')} (L677)",
    "Advanced Treatment Control for sediment may replace these BMPs if shown at least as effective (L719)",
)
_BMPS_AGRICULTURAL = (
    f"agricultural grading and clearing: these BMPs apply "
    f"{q('whether or not a City-issued grading and clearing permit is required')} (L643)"
)


def _bmps(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = shared(_land_disturbance, scenario, params)
    if state is True:
        reasons += _BMPS_REASONS
        if "agricultural_grading_clearing" in scenario.site.activities:
            reasons += (_BMPS_AGRICULTURAL,)
    return Outcome(
        "applies" if state is True else "does_not_apply" if state is False else "needs_info",
        list(reasons),
        list(_BMPS_FLAGS),
    )


_SWMP_PERMIT_UNKNOWN = (
    "site.requires_city_permit is not given: applications for a permit or approval "
    "associated with a Land Disturbance Activity need a Stormwater Management Plan (L679)"
)
_SWMP_NO_PERMIT = (
    "requires_city_permit false: no application, so no Stormwater Management "
    "Plan; the 11.30.140.D BMPs still apply (L681)"
)


def _swmp(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = shared(_land_disturbance, scenario, params)
    if state is not True:
        return Outcome("does_not_apply" if state is False else "needs_info", list(reasons), [])
    permit = scenario.site.requires_city_permit
    if permit is None:
        return Outcome("needs_info", [*reasons, _SWMP_PERMIT_UNKNOWN], [])
    if not permit:
        return Outcome("does_not_apply", [*reasons, _SWMP_NO_PERMIT], [])
    return Outcome("applies", [*reasons, *_SWMP_REQUIRED], [])


_SWMP_REQUIRED = (
    f"requires_city_permit true: {q('must be accompanied by a Stormwater Management Plan')}, "
    "on a form or in a format specified by the City (L679)",
    f"{q('No land owner or development project proponent shall receive any City grading, clearing, building or other land development permit')} "
    "required for Land Disturbance Activity without first meeting the requirements (L675)",
)


_ALWAYS = f"{q('Slope stabilization on all active slopes during rain events regardless of the season')} (L715)"
_RAINY_DUTIES = (
    f"{q('Minimization of grading during the rainy season')} and correlation of grading with "
    "seasonal dry weather periods to the extent feasible (L693)",
    f"{q('Slope stabilization on all inactive slopes during the rainy season')} (L713)",
    _ALWAYS,
)
_DRY_DUTIES = (
    f"slope stabilization on all inactive slopes {q('during rain events in the dry season')} (L713)",
    _ALWAYS,
    "correlate grading with seasonal dry weather periods to the extent feasible (L693)",
)


def _season(want: str) -> Callable[[Scenario, Params], Outcome]:
    """The rule for one season (a factory: no shared helper layer per call)."""
    duties = _RAINY_DUTIES if want == RAINY else _DRY_DUTIES

    def rule(scenario: Scenario, params: Params) -> Outcome:
        state, reasons = shared(_land_disturbance, scenario, params)
        flags = shared(_misdated, scenario, params)
        if state is not True:
            return Outcome(
                "does_not_apply" if state is False else "needs_info", list(reasons), list(flags)
            )
        day = scenario.as_of
        if day is None:
            return Outcome(
                "needs_info",
                [*reasons, "as_of is not given: the season cannot be determined (L153, L61)"],
                list(flags),
            )
        if season_of(day) != want:
            return Outcome("does_not_apply", [*reasons, season_reason(day), _ALWAYS], list(flags))
        return Outcome("applies", [*reasons, season_reason(day), *duties], list(flags))

    return rule


_rainy = _season(RAINY)
_dry = _season(DRY)


_STATE_FLAGS = (
    "L725 says 'State General Construction Stormwater Permit'; the defined term is 'State Construction "
    "General Stormwater Permit' (NPDES Permit No. CAS000002, L173)",
    f"Coverage is decided by the State permit, not by Ch. 11.30; the area screen is an external figure "
    f"({CGP_SOURCE}) marked for verification",
    "No retention period is stated for the State-required monitoring records kept on site (L727)",
)
_CGP_REQUIRED = (
    "'cgp_coverage_required' in site.conditions: "
    f"{q('Dischargers required to comply with the State Construction General Stormwater Permit')} (L723)"
)
_STATE_DUTIES = (
    f"keep on site {q('any State-issued Waste Discharge Identification Number (WDID)')} and a copy of the NOI, "
    "available on request (L723)",
    "prepare the SWPPP, implement it and keep it at the site, readily available; "
    f"{q('Failure to comply with an applicable State-required SWPPP is a violation of this Chapter')} (L725)",
    "conduct the State-required monitoring, retain records on site and make them available (L727)",
)


def _state_permit(scenario: Scenario, params: Params) -> Outcome:
    flags = _STATE_FLAGS
    if "cgp_coverage_required" in scenario.site.conditions:
        return Outcome("applies", [_CGP_REQUIRED, *_STATE_DUTIES], list(flags))
    state, shared_reasons = shared(_land_disturbance, scenario, params)
    reasons = list(shared_reasons)
    if state is True:
        limit = params.get("cgp_disturbance_threshold_sqft")
        area = scenario.site.disturbed_area_sqft or 0.0
        if limit is None:
            state = None
            reasons.append(
                "parameter del_mar.cgp_disturbance_threshold_sqft is not set and 'cgp_coverage_required' is "
                "not in site.conditions: whether the State permit applies is not decided (L723)"
            )
        elif area >= limit:
            reasons.append(
                f"disturbed_area_sqft {sqft(area)} >= {num(limit)} sq ft (external screening figure, verify): "
                "the State construction permit likely applies; confirm with 'cgp_coverage_required'"
            )
        else:
            state = False
            reasons.append(
                f"disturbed_area_sqft {sqft(area)} < {num(limit)} sq ft (external screening figure, verify) "
                "and 'cgp_coverage_required' is not in site.conditions"
            )
    if state is True:
        reasons += _STATE_DUTIES
    return _outcome(state, reasons, flags)


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="land_disturbance_bmps",
        title="Land disturbance: General Site Management and Erosion and Sediment Control BMPs (no size threshold)",
        category="construction_bmps",
        citations=(
            c(
                107,
                107,
                "Land Disturbance Activity means any activity that moves soils",
                "11.30.030",
            ),
            c(681, 681, "Whether a City permit or approval is required or not", "11.30.140.D"),
            c(677, 677, "are Dischargers for purposes of this Chapter", "11.30.140.B"),
        ),
        evaluate=_bmps,
        uses=(
            "site.disturbed_area_sqft",
            "site.emergency_work",
            "site.exemptions_claimed",
            "site.activities",
            "site.conditions",
        ),
    ),
    ApplicabilityRule(
        id="construction_stormwater_management_plan",
        title="Stormwater Management Plan with the land disturbance permit application",
        category="erosion_sediment_control_plan",
        citations=(
            c(679, 679, "must be accompanied by a Stormwater Management Plan", "11.30.140.C"),
            c(
                675,
                675,
                "No land owner or development project proponent shall receive any City grading",
                "11.30.140.A",
            ),
        ),
        evaluate=_swmp,
        uses=(
            "site.disturbed_area_sqft",
            "site.requires_city_permit",
            "site.emergency_work",
            "site.exemptions_claimed",
        ),
    ),
    ApplicabilityRule(
        id="construction_rainy_season",
        title="Rainy Season (October 1 - April 30) construction duties",
        category="construction_bmps",
        citations=(
            c(153, 153, "Rainy Season means, from October 1 through April 30", "11.30.030"),
            c(693, 693, "Minimization of grading during the rainy season", "11.30.140.D.1"),
            c(
                713,
                713,
                "Slope stabilization on all inactive slopes during the rainy season",
                "11.30.140.D.2",
            ),
        ),
        evaluate=_rainy,
        uses=(
            "site.disturbed_area_sqft",
            "as_of",
            "site.emergency_work",
            "site.exemptions_claimed",
        ),
    ),
    ApplicabilityRule(
        id="construction_dry_season",
        title="Dry Season (May 1 - September 30) construction duties",
        category="construction_bmps",
        citations=(
            c(61, 61, "Dry Season means May 1 through September 30 of each year", "11.30.030"),
            c(713, 713, "during rain events in the dry season", "11.30.140.D.2"),
            c(715, 715, "during rain events regardless of the season", "11.30.140.D.2"),
        ),
        evaluate=_dry,
        uses=(
            "site.disturbed_area_sqft",
            "as_of",
            "site.emergency_work",
            "site.exemptions_claimed",
        ),
    ),
    ApplicabilityRule(
        id="construction_state_permit",
        title="State Construction General Permit: WDID/NOI, SWPPP and monitoring on site",
        category="construction_state_permit",
        citations=(
            c(
                723,
                723,
                "Dischargers required to comply with the State Construction General Stormwater Permit",
                "11.30.140.G",
            ),
            c(
                725,
                725,
                "Failure to comply with an applicable State-required SWPPP is a violation",
                "11.30.140.H",
            ),
            c(727, 727, "retain records of such monitoring on site", "11.30.140.I"),
        ),
        evaluate=_state_permit,
        uses=("site.disturbed_area_sqft", "site.conditions", "parameters"),
    ),
)
