"""A small but complete plugin for output tests: every kind of result the outputs render
(all four statuses, flags, a sizing tool with inputs/steps/plot, day and hour deadlines, a
"before" deadline, penalties with and without a stated amount). Citations point at real
lines of the Soledad ordinance text so the report looks like a real one."""

from __future__ import annotations

from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import (
    ApplicabilityRule,
    DeadlineRule,
    Jurisdiction,
    MissingFact,
    PenaltySchedule,
    PenaltyTier,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    applies,
    cite,
    does_not_apply,
    external,
)

SOURCE = "000_085165dcaf1d7ca0.txt"
C_ACRE = cite(
    SOURCE, "13.52.050(B)(1)", 273, 273, "land disturbance of equal to or greater than one acre"
)
C_PERMIT = cite(
    SOURCE,
    "13.52.060(C)(1)(c)",
    351,
    351,
    "at least two working days prior to beginning construction",
)
C_LEAK = cite(SOURCE, "13.52.040(A)(2)", 231, 231, "correct the leaks within seventy two hours")
C_APPEAL = cite(SOURCE, "13.52.110(D)(2)", 749, 749, "within five working days of the discharger")


def _cgp(ctx):
    area = ctx.fact("disturbed_area_sqft")
    if area >= 43560:
        return applies(
            f"disturbed area {area:,.0f} sq ft >= 1 acre (43,560 sq ft)",
            flags=["the text does not say whether stockpile areas count; assumed they do"],
        )
    return does_not_apply(f"disturbed area {area:,.0f} sq ft < 1 acre (43,560 sq ft)")


def _small(ctx):
    return does_not_apply(
        "new impervious area 20,000 sq ft; threshold 2,500 sq ft applies only to "
        "single-family homes"
    )


def _well(ctx):
    raise MissingFact("site.drinking_water_well_distance_ft", "needed for the infiltration setback")


def _broken(ctx):
    raise RuntimeError("division by zero in test rule")


def _size(ctx):
    area = sum(a.area_sqft for a in ctx.scenario.drainage_areas) or 1.0
    imp = (
        sum(a.area_sqft * (a.impervious_fraction or 0) for a in ctx.scenario.drainage_areas) / area
    )
    c = round(0.858 * imp**3 - 0.78 * imp**2 + 0.774 * imp + 0.04, 4)
    depth = ctx.rain("p85_24hr_in")
    volume = round(c * depth / 12 * area, 1)
    xs = tuple(round(0.1 * i, 2) for i in range(0, 21))
    return SizingResult(
        inputs={
            "tributary_area_sqft": Quantity(area, "sq ft"),
            "impervious_fraction": Quantity(round(imp, 4), ""),
            "p85_24hr_in": Quantity(depth, "in"),
        },
        outputs={
            "runoff_coefficient": Quantity(c, ""),
            "design_volume_cuft": Quantity(volume, "cu ft"),
            "bmp_area_sqft": Quantity(round(volume / 1.5, 1), "sq ft"),
        },
        steps=[
            f"imperviousness i = {imp:.4f}",
            f"C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 = {c}",
            f"V = C x P85 / 12 x A = {c} x {depth} / 12 x {area:,.0f} = {volume:,.1f} cu ft",
        ],
        warnings=[
            "85th percentile depth taken from the scenario; confirm against the regional map"
        ],
        plot=PlotSpec(
            "Design volume vs. design depth",
            "design storm depth (in)",
            "volume (cu ft)",
            (PlotSeries("design volume", xs, tuple(round(c * x / 12 * area, 1) for x in xs)),),
            marker_x=depth,
            marker_label=f"P85 = {depth} in",
        ),
    )


@hookimpl
def wb_jurisdiction():
    return Jurisdiction(
        id="testcity",
        name="Test City",
        ordinance="Test City Municipal Code",
        chapter="Ch. 99 Stormwater",
        source_file=SOURCE,
        ruleset_version="testcity-2026.1",
        plugin_version="9.9.9",
    )


@hookimpl
def wb_applicability_rules():
    return [
        ApplicabilityRule(
            "cgp",
            "Construction general permit (SWPPP)",
            "construction_state_permit",
            (C_ACRE,),
            _cgp,
            uses=("site.disturbed_area_sqft",),
        ),
        ApplicabilityRule(
            "sfh", "Single-family home measures", "site_design_measures", (C_ACRE,), _small
        ),
        ApplicabilityRule(
            "well", "Infiltration setback from wells", "treatment_sizing", (C_LEAK,), _well
        ),
        ApplicabilityRule("broken", "A rule that fails", "exemption", (C_LEAK,), _broken),
    ]


@hookimpl
def wb_sizing_tools():
    return [
        SizingTool(
            "dcv",
            "Design capture volume (Simple Method)",
            (
                C_ACRE,
                external(
                    "Central Coast post-construction requirements", "Att. 1", "85th percentile"
                ),
            ),
            _size,
        )
    ]


@hookimpl
def wb_deadline_rules():
    return [
        DeadlineRule(
            "permit_application",
            "Apply for the construction stormwater permit",
            "construction_start",
            2,
            "working_days",
            (C_PERMIT,),
            direction="before",
            responsible="applicant",
            flags=("the text does not say whether the day of filing counts",),
        ),
        DeadlineRule(
            "leak_repair",
            'Correct the leak; report; "quoted", commas, and a backslash \\',
            "leak_learned",
            72,
            "hours",
            (C_LEAK,),
            responsible="owner",
        ),
        DeadlineRule(
            "appeal",
            "Appeal the penalty (hearing request)",
            "penalty_received",
            5,
            "working_days",
            (C_APPEAL,),
            notes="Filed with the city clerk.",
        ),
    ]


@hookimpl
def wb_penalty_schedules():
    return [
        PenaltySchedule(
            "civil",
            "Civil penalty per violation per day",
            "civil",
            (C_APPEAL,),
            max_usd=1000.0,
            per="violation_day",
            factors=("the degree of harm", "good faith"),
        ),
        PenaltySchedule(
            "admin",
            "Administrative citations (escalating)",
            "administrative",
            (C_APPEAL,),
            per="violation",
            each_day_separate=True,
            tiers=(
                PenaltyTier(1, 100.0, "first"),
                PenaltyTier(2, 200.0, "second"),
                PenaltyTier(3, 500.0, "each further"),
            ),
        ),
        PenaltySchedule(
            "criminal",
            "Misdemeanor",
            "criminal",
            (C_APPEAL,),
            max_usd=None,
            per="violation",
            imprisonment="up to six months in the county jail",
            notes="The amount is set by Government Code 36901, not by this chapter.",
        ),
    ]


@hookimpl
def wb_vocabulary():
    return {
        "event": {
            "construction_start": "construction starts",
            "leak_learned": "leak learned of",
            "penalty_received": "penalty received",
        },
        "violation": {"illicit_discharge": "illicit discharge"},
    }
