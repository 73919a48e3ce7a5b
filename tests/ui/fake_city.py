"""A small, fully declared test city ("Testville") and a broken plugin, for UI tests that must
not depend on how far the real city plugins are. Citations point into a real ordinance text
(the Livingston file) so the ordinance viewer has something to show."""

from __future__ import annotations

from workbench.core.plugins.hookspecs import hookimpl
from workbench.core.rules import (
    ApplicabilityRule,
    DeadlineRule,
    FormField,
    FormSpec,
    Jurisdiction,
    Parameter,
    PenaltySchedule,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    applies,
    cite,
    does_not_apply,
)

SOURCE = "002_8540cd4a663a2d61.txt"


def _regulated(ctx):
    area = (ctx.fact("new_impervious_sqft") or 0) + (ctx.site.replaced_impervious_sqft or 0)
    if area >= 5000:
        return applies(f"created and replaced impervious {area:,.0f} sq ft >= 5,000 sq ft")
    return does_not_apply(f"created and replaced impervious {area:,.0f} sq ft < 5,000 sq ft")


def _cgp(ctx):
    area = ctx.fact("disturbed_area_sqft")
    if area >= 43560:
        return applies(f"disturbed area {area:,.0f} sq ft >= 1 acre")
    return does_not_apply(f"disturbed area {area:,.0f} sq ft < 1 acre")


def _volume(ctx):
    area = ctx.fact("new_impervious_sqft")
    depth = ctx.rain("p85_24hr_in")
    volume = area * depth / 12
    xs = tuple(float(x) for x in range(0, 21000, 2500))
    return SizingResult(
        outputs={"design_volume_cuft": Quantity(round(volume, 1), "cu ft")},
        inputs={
            "new_impervious_sqft": Quantity(area, "sq ft"),
            "p85_24hr_in": Quantity(depth, "in"),
        },
        steps=[f"V = A x d / 12 = {area:,.0f} x {depth} / 12 = {volume:,.1f} cu ft"],
        plot=PlotSpec(
            "Design volume against impervious area",
            "impervious area (sq ft)",
            "volume (cu ft)",
            (PlotSeries("V", xs, tuple(x * depth / 12 for x in xs)),),
            marker_x=area,
            marker_label="this site",
        ),
    )


@hookimpl
def wb_jurisdiction():
    return Jurisdiction(
        id="testville",
        name="Testville",
        ordinance="Testville Code",
        chapter="Ch. 12",
        source_file=SOURCE,
        ruleset_version="t-1",
        plugin_version="9.9",
        seasons=(("Rainy season", "10-01", "04-30"),),
    )


@hookimpl
def wb_applicability_rules():
    return [
        ApplicabilityRule(
            "regulated",
            "Regulated project",
            "post_construction_plan",
            (cite(SOURCE, None, 201, 201, "5,000 square feet or more of impervious surface"),),
            _regulated,
            uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft"),
            flags=("the text does not say whether replaced area counts in full",),
        ),
        ApplicabilityRule(
            "cgp",
            "State construction permit",
            "construction_state_permit",
            (
                cite(
                    SOURCE,
                    None,
                    161,
                    161,
                    "construction activity NPDES stormwater discharge permit",
                ),
            ),
            _cgp,
            uses=("site.disturbed_area_sqft",),
        ),
    ]


@hookimpl
def wb_sizing_tools():
    return [
        SizingTool(
            "volume",
            "Design capture volume",
            (cite(SOURCE, None, 201, 201, "Regulated projects"),),
            _volume,
            parameters=(Parameter("depth_factor", "Depth factor", 1.0, ""),),
        )
    ]


@hookimpl
def wb_deadline_rules():
    return [
        DeadlineRule(
            "appeal",
            "Appeal of a notice of violation",
            "notice_of_violation_received",
            15,
            "calendar_days",
            (cite(SOURCE, None, 451, 451, "may appeal the determination"),),
            trigger_label="Notice of violation received",
        ),
        DeadlineRule(
            "report",
            "Written report of a release",
            "spill_discovered",
            3,
            "working_days",
            (cite(SOURCE, None, 383, 383, "By written report"),),
            trigger_label="Spill discovered",
        ),
    ]


@hookimpl
def wb_penalty_schedules():
    return [
        PenaltySchedule(
            "criminal",
            "Criminal penalty",
            "criminal",
            (cite(SOURCE, None, 403, 403, "not to exceed $15,000 per day per violation"),),
            max_usd=15000,
            imprisonment="up to 6 months",
            factors=("willful or negligent",),
        ),
        PenaltySchedule(
            "fine",
            "Fine on conviction",
            "criminal",
            (cite(SOURCE, None, 399, 399, "payment of a fine or imprisonment"),),
            notes="The text states no amount.",
        ),
    ]


@hookimpl
def wb_forms():
    return [
        FormSpec(
            "report",
            "Written release report",
            (
                FormField("source", "Discharge source", "text", required=True),
                FormField("description", "Description", "multiline"),
                FormField("volume", "Volume released", "number", unit="gal", minimum=0),
                FormField("crew", "Crew size", "integer", minimum=1, maximum=50),
                FormField("discovered", "Discovered on", "date", required=True),
                FormField("reported_at", "Reported at", "datetime"),
                FormField("pollutant", "Pollutant", "choice", choices=("sediment", "oil", "other")),
                FormField(
                    "measures", "Measures", "multichoice", choices=("berm", "vacuum", "absorbent")
                ),
                FormField("hazmat", "Hazardous material", "bool"),
                FormField(
                    "samples",
                    "Samples",
                    "table",
                    columns=(
                        FormField("where", "Location", "text", required=True),
                        FormField("ntu", "Turbidity", "number", unit="NTU"),
                    ),
                ),
            ),
            (cite(SOURCE, None, 383, 383, "By written report"),),
            description="Written report of a release.",
        )
    ]


@hookimpl
def wb_vocabulary():
    return {
        "event": {
            "notice_of_violation_received": "Notice of violation received",
            "spill_discovered": "Spill discovered",
        },
        "violation": {"illicit_discharge": "Illicit discharge", "general": "Any violation"},
    }


class BrokenPlugin:
    """A plugin whose jurisdiction hook raises."""

    @hookimpl
    def wb_jurisdiction(self):
        raise RuntimeError("ordinance table failed to load")


def scenario_json() -> dict:
    return {
        "format": "workbench-scenario/1",
        "name": "Test corner lot",
        "jurisdiction": "testville",
        "as_of": "2025-03-10",
        "site": {
            "new_impervious_sqft": 3000,
            "disturbed_area_sqft": 20000,
            "project_type": "new_development",
        },
        "rainfall": {"p85_24hr_in": 0.8},
    }
