"""Land Disturbance Activities (11.30.140): BMPs with no size threshold, the Stormwater
Management Plan with permit applications, Rainy Season and Dry Season duties, and the State
construction permit duties."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from workbench.api import ApplicabilityRule, Context, Outcome, Tri, all_of, any_of, unknown

from .classify import classification_title, classified, missing_reason
from .common import (
    DRY,
    RAINY,
    c,
    misdated_season_events,
    public_row_proviso,
    q,
    season_of,
    season_reason,
)
from .parameters import BY_ID, CGP_SOURCE

MAX_AREA_FLAG = (
    "The 'maximum disturbed area' and the 'set amount' of a temporary increase are not defined in "
    "the text; they are left to the Manual and the City (L695)"
)
DISCHARGES_FLAG = "L681 and L765 say 'all Discharges engaged'; read as 'all Dischargers engaged'"


def _follow(
    ctx: Context, more: tuple[str, ...] | list[str], flags: tuple[str, ...] | list[str] = ()
) -> Outcome:
    """A duty of every Land Disturbance Activity (the classification decides it)."""
    decided = ctx.classify("land_disturbance")
    reasons = [f"{classification_title('land_disturbance')}: {decided.status.replace('_', ' ')}"]
    if decided.status == "applies":
        reasons += list(more)
    reasons += [missing_reason(name) for name in decided.missing]
    return Outcome(decided.status, reasons, list(flags), list(decided.missing))


_BMPS_FLAGS = (
    MAX_AREA_FLAG,
    DISCHARGES_FLAG,
    "'Advanced Treatment Control' is not defined in the chapter (L719)",
)
_BMPS_REASONS = (
    f"{q('Whether a City permit or approval is required or not')}, implement General Site "
    "Management and Erosion and Sediment Control BMPs as detailed in the Manual (L681)",
    "General Site Management: pollution prevention; a stormwater management plan; minimize cleared "
    "and graded areas; minimize exposure time; minimize rainy-season grading; limit the maximum "
    "disturbed area; temporary stabilization and reseeding as rapidly as feasible; preserve "
    "natural hydrologic features and riparian buffers; maintain all BMPs until removed; manage "
    "pollutant discharges to the MEP (L683-L705)",
    "Erosion and Sediment Controls: erosion prevention as the primary BMP; sediment controls; "
    "slope stabilization; permanent revegetation or landscaping as early as feasible (L707-L717)",
    "the persons performing the work "
    + q(
        "and the owners of land on which Land Disturbance Activities are performed, are Dischargers"
    )
    + " (L677)",
    "Advanced Treatment Control for sediment may replace these BMPs if shown at least as effective "
    "(L719)",
    "install, implement and maintain "
    + q(
        "those additional BMPs, if any that are needed to prevent or reduce pollutant "
        "discharges in stormwater from land disturbance to the MEP"
    )
    + " (L721)",
)
_BMPS_AGRICULTURAL = (
    f"agricultural grading and clearing: these BMPs apply "
    f"{q('whether or not a City-issued grading and clearing permit is required')} (L643)"
)


def _bmps(ctx: Context) -> Outcome:
    more = [*_BMPS_REASONS, *public_row_proviso(ctx.has_condition)]
    if ctx.includes("activities", "agricultural_grading_clearing").yes:
        more.append(_BMPS_AGRICULTURAL)
    return _follow(ctx, more, _BMPS_FLAGS)


_SWMP_REQUIRED = (
    f"{q('must be accompanied by a Stormwater Management Plan')}, on a form or in a format "
    "specified by the City (L679)",
    q(
        "No land owner or development project proponent shall receive any City grading, clearing, "
        "building or other land development permit"
    )
    + " required for Land Disturbance Activity without first meeting the requirements (L675)",
)


def application(ctx: Context) -> Tri:
    """An application to the City for a permit or approval: a City permit (ministerial or
    discretionary) or a discretionary permit (L239, L279)."""
    return any_of(
        ctx.is_true("requires_city_permit", "requires a City permit or approval"),
        ctx.is_true("discretionary_permit", "discretionary City permit"),
    )


def similar_private_application(ctx: Context, project: Tri) -> Tri:
    """L661: a public improvement project (a Municipal Facility's project, ``project`` being its
    land disturbance or development) "shall conform to the requirements this Chapter would impose
    on similar private development projects": where the City's own project has no application,
    the plan a similar private project would file with its application is asked
    ('similar_private_project_needs_permit' / 'similar_private_project_needs_no_permit')."""
    if ctx.has_condition("similar_private_project_needs_permit"):
        similar = Tri(True, ("'similar_private_project_needs_permit' (L661)",))
    elif ctx.has_condition("similar_private_project_needs_no_permit"):
        similar = Tri(False, ("'similar_private_project_needs_no_permit' (L661)",))
    else:
        similar = unknown(
            "site.conditions: similar_private_project_needs_permit",
            reason="a public improvement project "
            + q("shall conform to the requirements this Chapter would impose on similar private")
            + " development projects (L661): would a similar private project need a City permit "
            "or approval? add 'similar_private_project_needs_permit' or "
            "'similar_private_project_needs_no_permit'",
        )
    public = all_of(classified(ctx, "municipal"), project)
    return any_of(application(ctx), all_of(public, similar))


L661_AMBIGUITY = (
    "AMBIGUITY (L661): 'It is the policy of the City that public improvement projects ... shall "
    "conform to the requirements this Chapter would impose on similar private development "
    "projects'. Reading 1 (applied): binding, as the next sentence says 'These projects must meet "
    "the requirements set out in this Chapter': the City's own project is held to the plans a "
    "similar private project files with its application, so that is asked. Reading 2: a policy "
    "statement; without an application no plan is due"
)


def l661_flags(ctx: Context) -> list[str]:
    """The L661 reading, on the plan findings of a site that may be the City's own project."""
    return [] if ctx.classification("municipal").no else [L661_AMBIGUITY]


def _swmp(ctx: Context) -> Outcome:
    """L679: every application for a permit or approval associated with a Land Disturbance
    Activity, discretionary permits included; for a public improvement project, the application
    a similar private project would make (L661)."""
    disturbance = classified(ctx, "land_disturbance")
    answer = all_of(disturbance, similar_private_application(ctx, disturbance))
    flags = l661_flags(ctx) if application(ctx).value is not True else []
    return answer.outcome(
        flags=flags,
        applies=_SWMP_REQUIRED,
        does_not_apply=(
            "a Stormwater Management Plan accompanies applications for a permit or approval "
            "associated with a Land Disturbance Activity (L679); where there is a Land "
            "Disturbance Activity, its 11.30.140.D BMPs apply "
            + q("whether a Stormwater Management Plan is required to be submitted or not")
            + " (L681; see that finding)",
        ),
    )


_ALWAYS = (
    f"{q('Slope stabilization on all active slopes during rain events regardless of the season')} "
    "(L715)"
)
_RAINY_DUTIES = (
    f"{q('Minimization of grading during the rainy season')} and correlation of grading with "
    "seasonal dry weather periods to the extent feasible (L693)",
    f"{q('Slope stabilization on all inactive slopes during the rainy season')} (L713)",
    _ALWAYS,
)
_DRY_DUTIES = (
    f"slope stabilization on all inactive slopes {q('during rain events in the dry season')} "
    "(L713)",
    _ALWAYS,
    "correlate grading with seasonal dry weather periods to the extent feasible (L693)",
)


def _season(want: str) -> Callable[[Context], Outcome]:
    """The rule for one season."""
    duties = _RAINY_DUTIES if want == RAINY else _DRY_DUTIES

    def rule(ctx: Context) -> Outcome:
        flags = misdated_season_events(ctx.scenario)
        day = ctx.as_of or date.today()
        if season_of(day) != want:
            return Outcome("does_not_apply", [season_reason(day), _ALWAYS], flags)
        return _follow(ctx, (season_reason(day), *duties), flags)

    return rule


_rainy = _season(RAINY)
_dry = _season(DRY)


_STATE_FLAGS = (
    "L725 says 'State General Construction Stormwater Permit'; the defined term is 'State "
    "Construction General Stormwater Permit' (NPDES Permit No. CAS000002, L173)",
    "Coverage is decided by the State permit, not by Ch. 11.30; the area screen is an external "
    f"figure ({CGP_SOURCE}) marked for verification",
    "No retention period is stated for the State-required monitoring records kept on site (L727)",
)
_CGP_REQUIRED = (
    "'cgp_coverage_required' in site.conditions: "
    f"{q('Dischargers required to comply with the State Construction General Stormwater Permit')} "
    "(L723)"
)
_STATE_DUTIES = (
    f"keep on site {q('any State-issued Waste Discharge Identification Number (WDID)')} and a copy "
    "of the NOI, available on request (L723)",
    "prepare the SWPPP, implement it and keep it at the site, readily available; "
    + q("Failure to comply with an applicable State-required SWPPP is a violation of this Chapter")
    + " (L725)",
    "conduct the State-required monitoring, retain records on site and make them available (L727)",
)


_COMMON_PLAN_FLAG = (
    "The State construction permit also covers sites under its area screen that are part of a "
    "larger common plan of development; whether the plan as a whole reaches the screen is for the "
    "State permit to decide (site.part_of_common_plan; external, verify)"
)


def _state_permit(ctx: Context) -> Outcome:
    """L723-L727 bind Dischargers required to comply with the State Construction General
    Stormwater Permit: stated ('cgp_coverage_required'), or screened by the disturbed area
    against an external figure or by being part of a larger common plan of development."""
    flags = [*_STATE_FLAGS, _COMMON_PLAN_FLAG]
    if ctx.has_condition("cgp_coverage_required"):
        return Outcome("applies", [_CGP_REQUIRED, *_STATE_DUTIES], flags)
    limit = ctx.param("cgp_disturbance_threshold_sqft")
    if limit is None:
        size = unknown(
            "parameter del_mar.cgp_disturbance_threshold_sqft",
            reason=f"parameter '{BY_ID['cgp_disturbance_threshold_sqft'].label}' is not set",
        )
    else:
        size = ctx.area("disturbed_area_sqft", label="disturbed area").at_least(
            limit, f"{CGP_SOURCE}: external screening figure, verify"
        )
    if ctx.has_condition("cgp_coverage_not_required"):
        return Outcome(
            "does_not_apply",
            [
                "'cgp_coverage_not_required': the State construction permit does not require "
                "coverage; L723-L727 bind only "
                f"{q('Dischargers required to comply with the State Construction General')} "
                "Stormwater Permit (L723)"
            ],
            flags,
        )
    plan = ctx.is_true("part_of_common_plan", "part of a larger common plan of development")
    answer = all_of(classified(ctx, "land_disturbance"), any_of(size, plan))
    if answer.yes:  # a screen says "likely": the State permit decides, so it is asked (A row 10)
        return Outcome(
            "needs_info",
            [
                *answer.reasons,
                "the State construction permit likely applies by this screen, but coverage is "
                "the State permit's to decide: confirm with 'cgp_coverage_required' or "
                "'cgp_coverage_not_required' (L723)",
            ],
            flags,
            ["site.conditions: cgp_coverage_required"],
        )
    return answer.outcome(
        does_not_apply=("'cgp_coverage_required' is not in site.conditions (L723)",),
        flags=flags,
    )


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="land_disturbance_bmps",
        title="Land disturbance: General Site Management and Erosion and Sediment Control BMPs "
        "(no size threshold)",
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
            "site.new_impervious_sqft",
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
            "site.discretionary_permit",
            "site.emergency_work",
            "site.exemptions_claimed",
            "site.conditions",
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
                "Dischargers required to comply with the State Construction General Stormwater "
                "Permit",
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
        uses=(
            "site.disturbed_area_sqft",
            "site.part_of_common_plan",
            "site.conditions",
            "parameters",
        ),
    ),
)
