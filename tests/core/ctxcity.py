"""A small city written against the evaluation context, for the core's tests: one
classification, rules that reuse it, and a sizing tool, deadline, form and penalty gated by
its findings. Citations point at real lines of the Soledad text so they check."""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Classification,
    Context,
    DeadlineRule,
    FormField,
    FormSpec,
    Jurisdiction,
    Outcome,
    PenaltySchedule,
    Quantity,
    SizingResult,
    SizingTool,
    any_of,
    cite,
    hookimpl,
)

SOURCE = "000_085165dcaf1d7ca0.txt"
C_ACRE = cite(
    SOURCE, "13.52.050(B)(1)", 273, 273, "land disturbance of equal to or greater than one acre"
)
C_APPEAL = cite(SOURCE, "13.52.110(D)(2)", 749, 749, "within five working days of the discharger")


def regulated(ctx: Context) -> Outcome:
    """Created + replaced >= 5,000 sq ft, or a classification fact that makes it regulated."""
    total = ctx.area("new_impervious_sqft", "replaced_impervious_sqft", label="created + replaced")
    return any_of(total.at_least(5_000, "5,000 or more"), ctx.is_true("hillside")).outcome()


def plan(ctx: Context) -> Outcome:
    decided = ctx.classify("regulated")
    return Outcome(
        decided.status,
        ["follows the regulated-project classification"],
        missing=list(decided.missing),
    )


def volume(ctx: Context) -> SizingResult:
    area = ctx.fact("new_impervious_sqft")
    return SizingResult(
        outputs={
            f"design_volume_cuft[{a.name}]": Quantity(a.area_sqft / 12, "cu ft")
            for a in ctx.scenario.drainage_areas
        }
        | {
            f"runoff_coefficient[{a.name}]": Quantity(0.5 + 0.1 * i, "")
            for i, a in enumerate(ctx.scenario.drainage_areas)
        },
        steps=[f"new impervious area {area}"],
    )


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id="ctxcity",
        name="Context City",
        ordinance="Test Code",
        chapter="Ch. 1",
        source_file=SOURCE,
        ruleset_version="t1",
        plugin_version="0",
    )


@hookimpl
def wb_classifications():
    return [
        Classification(
            "regulated",
            "Regulated project",
            (C_ACRE,),
            regulated,
            uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft"),
        )
    ]


@hookimpl
def wb_applicability_rules():
    return [
        ApplicabilityRule(
            "plan", "Post-construction plan", "post_construction_plan", (C_ACRE,), plan
        )
    ]


@hookimpl
def wb_sizing_tools():
    return [SizingTool("volume", "Design volume", (C_ACRE,), volume, gated_by=("plan",))]


@hookimpl
def wb_deadline_rules():
    return [
        DeadlineRule(
            "plan_due",
            "Plan due",
            "application_filed",
            5,
            "working_days",
            (C_APPEAL,),
            gated_by=("plan",),
        ),
        DeadlineRule("appeal", "Appeal", "notice_received", 5, "working_days", (C_APPEAL,)),
    ]


@hookimpl
def wb_forms():
    return [
        FormSpec(
            "plan_form",
            "Plan",
            (FormField("name", "Name", required=True),),
            (C_ACRE,),
            gated_by=("regulated",),
        )
    ]


@hookimpl
def wb_penalty_schedules():
    return [
        PenaltySchedule(
            "fine",
            "Fine",
            "criminal",
            (C_APPEAL,),
            max_usd=1000,
            applies_to=("any",),
            gated_by=("plan",),
        )
    ]
