"""Fifth City: a city plugin built only from ``workbench.api``, installed beside the workbench.

A test fixture (issue 25): it is its own distribution (``tests/fifthcity/pyproject.toml``)
that the workbench finds through the ``workbench.plugins`` entry point group, the way a city
installed beside the app is found. Its ordinance is fictitious
(``tests/fifthcity/fifth_city_code.txt``); every descriptor cites its lines. It implements every
hook of the plugin API and maps every vocabulary key (docs/PLUGIN_GUIDE.md).
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Citation,
    Classification,
    Context,
    DeadlineRule,
    DischargeRule,
    Exemption,
    FormField,
    FormSpec,
    Jurisdiction,
    Outcome,
    Parameter,
    PenaltySchedule,
    Quantity,
    SizingResult,
    SizingTool,
    TermMap,
    Tri,
    any_of,
    cite,
    does_not_apply,
    hookimpl,
    hydrology,
)

ID = "fifth_city"
SOURCE = "fifth_city_code.txt"


def c(first: int, last: int, quote: str, section: str) -> Citation:
    """A citation of the Fifth City code."""
    return cite(SOURCE, section, first, last, quote)


C_CAR_WASH = c(5, 5, '"Car wash" means a facility where vehicles are washed', "9.90.010")
C_MOBILE = c(6, 6, '"Mobile washing" means the washing of vehicles', "9.90.010")
C_PLAN = c(10, 10, "creates or replaces 2,500 square feet or more", "9.90.020(A)")
C_HILLSIDE = c(11, 11, "A project on a hillside is a regulated project", "9.90.020(B)")
C_LOG = c(12, 12, "A car wash shall keep a wash water recycling log", "9.90.020(C)")
C_EMERGENCY = c(13, 13, "Emergency repair work is exempt from subsection A", "9.90.020(D)")
C_VOLUME = c(16, 16, "runoff coefficient times the design storm depth times the area", "9.90.030")
C_DEPTH = c(17, 17, "The design storm depth is 0.75 inch", "9.90.030")
C_SPILL = c(20, 20, "within 24 hours of its discovery", "9.90.040(A)")
C_PLAN_DUE = c(
    21, 21, "within 10 working days after the permit application is filed", "9.90.040(B)"
)
C_FIRE = c(24, 24, "Discharges from fire fighting activities are exempt", "9.90.050(A)")
C_WASH = c(25, 25, "allowed only where the wash water is collected", "9.90.050(B)")
C_REPORT = c(28, 28, "A spill report shall include the name of the reporting party", "9.90.060")
C_FINE = c(31, 31, "a fine not exceeding $500 for each day the violation continues", "9.90.070")

EMERGENCY_REPAIR = "emergency_repair"
EMERGENCY_DECLARED = "emergency_declared"


def regulated(ctx: Context) -> Outcome:
    """9.90.020(A), (B): 2,500 sq ft or more created or replaced, or on a hillside."""
    total = ctx.area("new_impervious_sqft", "replaced_impervious_sqft", label="created + replaced")
    return any_of(
        total.at_least(2_500, "2,500 square feet or more"), ctx.is_true("hillside")
    ).outcome()


def control_plan(ctx: Context) -> Outcome:
    """9.90.020(A), (D): a regulated project needs a plan unless emergency repair work is claimed
    while the city engineer's emergency declaration stands."""
    exempt = ctx.exempt(EMERGENCY_REPAIR)
    if exempt.yes:
        return does_not_apply(*exempt.reasons)
    # gated_by=("regulated_project",): the core runs this only for a regulated project (or
    # one that may be), so the rule says only what it adds: the exemption
    return Outcome("applies", ["a regulated project makes a stormwater control plan (9.90.020(A))"])


def emergency_declared(ctx: Context) -> Tri:
    """9.90.020(D)'s condition: the work is done while an emergency is declared (a condition
    the user states: absent reads no)."""
    if ctx.has_condition(EMERGENCY_DECLARED):
        return Tri(True, ("an emergency is declared (9.90.020(D))",))
    return Tri(False, ("no emergency declaration is stated (9.90.020(D))",))


def recycling_log(ctx: Context) -> Outcome:
    """9.90.020(C): a car wash keeps a wash water recycling log."""
    return ctx.includes("facility_types", "car_wash", label="a car wash").outcome()


def volume(ctx: Context) -> SizingResult:
    """9.90.030: V = C x depth / 12 x area for each drainage area."""
    depth = ctx.param("design_depth_in")
    outputs: dict[str, Quantity] = {}
    steps = [f"design storm depth {depth} in (9.90.030)"]
    for area in ctx.scenario.drainage_areas:
        if area.runoff_coefficient is not None:
            coefficient = area.runoff_coefficient
        elif area.impervious_fraction is None:
            return SizingResult(
                outputs={},
                steps=[f"{area.name}: give impervious_fraction or runoff_coefficient"],
                status="needs_info",
            )
        else:
            coefficient = hydrology.wef_runoff_coefficient(area.impervious_fraction)
        value = hydrology.design_volume_cuft(coefficient, depth, area.area_sqft)
        outputs[f"runoff_coefficient[{area.name}]"] = Quantity(round(coefficient, 3), "")
        outputs[f"design_volume_cuft[{area.name}]"] = Quantity(round(value, 1), "cu ft")
        steps.append(f"{area.name}: {coefficient:.3f} x {depth} / 12 x {area.area_sqft:,.0f}")
    return SizingResult(outputs=outputs, steps=steps)


@hookimpl
def wb_jurisdiction() -> Jurisdiction:
    return Jurisdiction(
        id=ID,
        name="Fifth City",
        ordinance="Fifth City Municipal Code",
        chapter="Ch. 9.90 Stormwater",
        source_file=SOURCE,
        source_package="fifth_city",  # the text ships in this package (issue 46 item 2)
        ruleset_version="fifth_city-1",
        plugin_version="0.1.0",
        facility_types=("car_wash",),
    )


@hookimpl
def wb_classifications() -> list[Classification]:
    return [
        Classification(
            "regulated_project",
            "Regulated project",
            (C_PLAN, C_HILLSIDE),
            regulated,
            uses=("site.new_impervious_sqft", "site.replaced_impervious_sqft", "site.hillside"),
        )
    ]


@hookimpl
def wb_exemptions() -> list[Exemption]:
    return [
        Exemption(
            EMERGENCY_REPAIR,
            "Emergency repair work (9.90.020(D))",
            (C_EMERGENCY,),
            emergency_declared,
            claim=EMERGENCY_REPAIR,
            uses=("site.conditions",),
        )
    ]


@hookimpl
def wb_applicability_rules() -> list[ApplicabilityRule]:
    return [
        ApplicabilityRule(
            "control_plan",
            "Stormwater control plan",
            "post_construction_plan",
            (C_PLAN, C_EMERGENCY),
            control_plan,
            uses=("site.exemptions_claimed", "site.conditions"),
            gated_by=("regulated_project",),
        ),
        ApplicabilityRule(
            "recycling_log",
            "Wash water recycling log",
            "facility_program",
            (C_LOG,),
            recycling_log,
            uses=("site.facility_types",),
        ),
    ]


@hookimpl
def wb_parameters() -> list[Parameter]:
    return [
        Parameter(
            "design_depth_in",
            "Design storm depth (unless the city engineer approves another)",
            0.75,
            "in",
            (C_DEPTH,),
        )
    ]


@hookimpl
def wb_sizing_tools() -> list[SizingTool]:
    return [
        SizingTool(
            "capture_volume",
            "Design capture volume",
            (C_VOLUME, C_DEPTH),
            volume,
            uses=("drainage_areas",),
            gated_by=("control_plan",),
        )
    ]


@hookimpl
def wb_deadline_rules() -> list[DeadlineRule]:
    return [
        DeadlineRule("spill_report", "Spill report", "spill_discovered", 24, "hours", (C_SPILL,)),
        DeadlineRule(
            "plan_submittal",
            "Stormwater control plan submittal",
            "application_filed",
            10,
            "working_days",
            (C_PLAN_DUE,),
            trigger_label="Permit application filed",
            gated_by=("control_plan",),
        ),
    ]


@hookimpl
def wb_penalty_schedules() -> list[PenaltySchedule]:
    return [
        PenaltySchedule(
            "infraction",
            "Infraction",
            "infraction",
            (C_FINE,),
            max_usd=500,
            per="violation_day",
            each_day_separate=True,
        )
    ]


@hookimpl
def wb_forms() -> list[FormSpec]:
    return [
        FormSpec(
            "spill_report",
            "Spill report",
            (
                FormField("reporter", "Name of the reporting party", required=True),
                FormField("spill_date", "Date of the spill", "date", required=True),
                FormField("volume_gal", "Estimated volume", "number", unit="gal", minimum=0),
            ),
            (C_REPORT,),
        )
    ]


@hookimpl
def wb_discharge_catalog() -> list[DischargeRule]:
    return [
        DischargeRule("fire_fighting", "Fire fighting", "exempt", (C_FIRE,)),
        DischargeRule(
            "mobile_washing",
            "Mobile washing",
            "conditional",
            (C_WASH,),
            conditions=("wash_water_collected",),
        ),
    ]


@hookimpl
def wb_vocabulary() -> dict[str, dict[str, str]]:
    return {
        "event": {
            "spill_discovered": "Spill discovered",
            "application_filed": "Permit application filed",
        },
        "violation": {"general": "Any violation of the chapter"},
        "facility_type": {"car_wash": "Car wash"},
        "activity": {"mobile_washing": "Mobile washing"},
        "discharge": {"fire_fighting": "Fire fighting", "mobile_washing": "Mobile washing"},
        "condition": {EMERGENCY_DECLARED: "The city engineer has declared an emergency"},
        "exemption": {EMERGENCY_REPAIR: "Emergency repair work (9.90.020(D))"},
    }


@hookimpl
def wb_terms() -> list[TermMap]:
    return [
        TermMap(
            "facility_type",
            "car_wash",
            ("facility_type:commercial_facility",),
            "narrower",
            (C_CAR_WASH,),
        ),
        TermMap(
            "activity", "mobile_washing", ("activity:vehicle_washing",), "narrower", (C_MOBILE,)
        ),
        TermMap("event", "spill_discovered", ("event:spill_discovered",), "same", (C_SPILL,)),
        TermMap("violation", "general", ("violation:general",), "same", (C_FINE,)),
    ]
