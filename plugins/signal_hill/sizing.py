"""Sizing tools: the § 12.16.114 storm water quality design volume (SWQDv), biofiltration of
1.5 times the unretained SWQDv, flow-through treatment of the remaining SWQDv on the greater of
0.2 in/hr and the one-year, one-hour intensity, and the § 12.16.116 small-site water quality
design storm.

Per drainage area (outputs ``<name>[<area>]``; the core adds the site values). Each tool is
gated by the finding that requires it. Depths and intensities from the Los Angeles County
isohyetal maps are project inputs (``rainfall``); none is assumed.
"""

from __future__ import annotations

from workbench.api import (
    Context,
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    SizingResult,
    SizingTool,
    hydrology,
    units,
)

from . import flags as F
from .common import S114, S116, c, num
from .lid114_plan import STREET_READING_B, d3_readings
from .parameters import USE_WEF_COEFFICIENT, WEF_REGRESSION_A
from .volumes import FLOOR_DEPTH_IN, Area, runoff_areas, site_swqdv

FLOOR_INTENSITY_IN_PER_HR = 0.2  # L504
BIOFILTRATION_FACTOR = 1.5  # L498
CUFT = units.CUFT
PLOT_DEPTHS_IN = tuple(round(0.4 + 0.05 * k, 2) for k in range(25))  # 0.40 ... 1.60 in
WEF_WARNING = (
    "Runoff coefficients from the WEF/ASCE formula are an outside method (verify); give a runoff "
    "coefficient per drainage area to use another (e.g. Los Angeles County Cd)."
)


def _area_inputs(areas: tuple[Area, ...] | list[Area]) -> dict[str, Quantity]:
    inputs: dict[str, Quantity] = {}
    for a in areas:
        inputs[f"area_sqft[{a.name}]"] = Quantity(a.area_sqft, "sq ft")
    return inputs


def _coefficients(areas: tuple[Area, ...] | list[Area]) -> dict[str, Quantity]:
    """Each area's runoff coefficient (the core adds the site's, weighted by area size)."""
    return {f"runoff_coefficient[{a.name}]": Quantity(round(a.c, 4), "") for a in areas}


def _swqdv_plot(areas: tuple[Area, ...], p85: float | None) -> PlotSpec:
    ca = sum(a.c * a.area_sqft for a in areas)
    ys = tuple(round(ca * max(x, FLOOR_DEPTH_IN) / 12.0, 1) for x in PLOT_DEPTHS_IN)
    return PlotSpec(
        "SWQDv: greater of the 85th percentile and 0.75-inch events",
        "85th percentile 24-hour depth (in)",
        "SWQDv (cu ft)",
        (PlotSeries("SWQDv, all drainage areas", PLOT_DEPTHS_IN, ys),),
        p85,
        "project depth" if p85 is not None else "",
        round(ca * FLOOR_DEPTH_IN / 12.0, 1),
    )


def _basis_warnings(ctx: Context) -> list[str]:
    """Which area the drainage areas must cover under the 50% redevelopment rules (L446-448),
    as the finding on the extent of mitigation decides it."""
    from .lid114_categories import category
    from .lid114_plan import entire_project

    if ctx.get("project_type") != "redevelopment":
        return []
    if category(ctx, "lid114_c11_redevelopment").no:
        return []  # (C)(11)(b)-(c) governs category 11 only; a § 116 site has L558-560
    try:
        extent, _ = entire_project(ctx)
    except ValueError:
        return []
    if extent.no:
        return [
            "L448: only the alteration must be mitigated, not the entire development: the "
            "drainage areas should cover the altered and added impervious area only."
        ]
    if extent.yes:
        return [
            "L446: the entire project must be mitigated: the drainage areas should cover the "
            "entire project."
        ]
    return [
        "Whether the entire project (L446) or only the alteration (L448) is mitigated is open "
        "(see the extent of mitigation finding); the drainage areas given are sized as entered."
    ]


def _narrow(
    ctx: Context, volumes: tuple[float, ...], areas: tuple[Area, ...]
) -> tuple[list[str], dict[str, Quantity]]:
    """The SWQDv under each reading of D.3 where its reach is ambiguous (steps, outputs)."""
    readings = d3_readings(ctx)
    if readings is None:
        return [], {}
    broad, narrow = readings
    total = sum(volumes)
    steps = [
        "D.3's reach is ambiguous (L452, L456, L468, L470); the SWQDv under each reading:",
        f"  reading A: {broad}: {num(total, 1)} cu ft",
    ]
    if narrow == STREET_READING_B:
        kept = [v for a, v in zip(areas, volumes, strict=True) if not a.street]
        if len(kept) == len(areas):
            steps.append(
                f"  reading B: {narrow}: not computed, no drainage area is marked as street "
                "(give the street drainage areas surface 'street')"
            )
            return steps, {"design_volume_cuft_reading_b": Quantity(None, CUFT)}
        value = sum(kept)
    else:
        value = 0.0
    steps.append(f"  reading B: {narrow}: {num(value, 1)} cu ft")
    return steps, {"design_volume_cuft_reading_b": Quantity(round(value, 1), CUFT)}


def _compute_swqdv(ctx: Context) -> SizingResult:
    r = site_swqdv(ctx)
    steps = list(r.steps)
    outputs = _coefficients(r.areas)
    warnings = [F.SWQDV_METHOD, F.ISOHYETAL]
    if any(a.wef for a in r.areas):
        warnings.append(WEF_WARNING)
    warnings += _basis_warnings(ctx)
    plot = _swqdv_plot(r.areas, r.p85)
    inputs = _area_inputs(r.areas)
    if r.volumes is None:
        warnings.insert(
            0,
            "rainfall.p85_24hr_in is not given: the 85th percentile 24-hour depth from the Los "
            "Angeles County 85th percentile precipitation isohyetal map (L474) is a project "
            f"input. The SWQDv is at least {num(sum(r.floor_volumes), 1)} cu ft (the 0.75-inch "
            "event).",
        )
        outputs["design_depth_in"] = Quantity(None, "in")
        outputs["design_volume_cuft"] = Quantity(None, CUFT)
        return SizingResult(outputs, steps, warnings, plot, "needs_info", inputs)
    inputs["p85_24hr_in"] = Quantity(r.p85, "in")
    outputs["design_depth_in"] = Quantity(r.depth, "in")
    per_area = {a.name: round(v, 1) for a, v in zip(r.areas, r.volumes, strict=True)}
    for name, v in per_area.items():
        outputs[f"design_volume_cuft[{name}]"] = Quantity(v, CUFT)
    steps.append(f"SWQDv = {num(r.total or 0.0, 1)} cu ft ({r.which}); retain onsite (L472)")
    more_steps, more = _narrow(ctx, r.volumes, r.areas)
    if more:
        warnings.insert(0, F.D3_SCOPE)
    return SizingResult(outputs | more, steps + more_steps, warnings, plot, "applies", inputs)


def _retained(ctx: Context) -> float:
    retained = ctx.get("retained_volume_cuft")
    if retained is None:
        raise MissingFact(
            "site.retained_volume_cuft",
            "the volume reliably retained onsite, from the site-specific analysis (L484, L498)",
        )
    return retained


def _compute_biofiltration(ctx: Context) -> SizingResult:
    r = site_swqdv(ctx)
    retained = _retained(ctx)
    inputs = _area_inputs(r.areas) | {"retained_volume_cuft": Quantity(retained, CUFT)}
    warnings = [F.MS4_SPECS, F.BIOFILTRATION_PARTIAL]
    if r.total is None:
        return SizingResult(
            {"biofiltration_volume_cuft": Quantity(None, CUFT)},
            list(r.steps),
            [
                "rainfall.p85_24hr_in is not given: the SWQDv, and so the biofiltration volume, "
                "cannot be computed (L474)",
                *warnings,
            ],
            None,
            "needs_info",
            inputs,
        )
    shortfall = max(0.0, r.total - retained)
    volume = BIOFILTRATION_FACTOR * shortfall
    steps = [
        *r.steps,
        f"SWQDv = {num(r.total, 1)} cu ft ({r.which})",
        f"not reliably retained = max(0, SWQDv {num(r.total, 1)} - retained {num(retained, 1)}) "
        f"= {num(shortfall, 1)} cu ft",
        f"biofiltrate 1.5 times that portion (L498): 1.5 x {num(shortfall, 1)} = "
        f"{num(volume, 1)} cu ft",
    ]
    if shortfall == 0:
        steps.append(
            "the project reliably retains 100 percent of the SWQDv: no biofiltration is needed "
            "(L484)"
        )
    outputs = {
        "unretained_volume_cuft": Quantity(round(shortfall, 1), CUFT),
        "biofiltration_volume_cuft": Quantity(round(volume, 1), CUFT),
    }
    return SizingResult(outputs, steps, warnings, None, "applies", inputs)


def _compute_flow_through(ctx: Context) -> SizingResult:
    r = site_swqdv(ctx)
    areas = r.areas
    retained = _retained(ctx)
    biofiltered = ctx.get("biofiltered_volume_cuft")
    inputs = _area_inputs(areas) | {"retained_volume_cuft": Quantity(retained, CUFT)}
    warnings = [F.FLOW_REMAINING, F.ISOHYETAL, F.MS4_SPECS]
    i1 = ctx.rainfall.one_year_one_hour_in_per_hr
    steps = ["runoff coefficient per drainage area:", *(f"  {a.name}: {a.how}" for a in areas)]
    missing = [
        name
        for name, value in (
            ("rainfall.p85_24hr_in (the SWQDv, L474)", r.total),
            ("rainfall.one_year_one_hour_in_per_hr (L506)", i1),
        )
        if value is None
    ]
    if missing:
        warnings.insert(
            0,
            f"{' and '.join(missing)} not given: the design flow of the remaining SWQDv cannot "
            "be computed; the isohyetal map figures are project inputs.",
        )
        outputs = {
            "design_intensity_in_per_hr": Quantity(None, "in/hr"),
            "design_flow_cfs": Quantity(None, "cfs"),
        }
        return SizingResult(outputs, steps, warnings, None, "needs_info", inputs)
    assert r.total is not None and i1 is not None
    inputs["one_year_one_hour_in_per_hr"] = Quantity(i1, "in/hr")
    covered = 0.0 if biofiltered is None else biofiltered / BIOFILTRATION_FACTOR
    remaining = max(0.0, r.total - retained - covered)
    if biofiltered is None:
        steps.append(
            "site.biofiltered_volume_cuft is not given: sized as if nothing were biofiltrated "
            "(the largest remaining SWQDv)"
        )
    else:
        inputs["biofiltered_volume_cuft"] = Quantity(biofiltered, CUFT)
    steps.append(
        f"remaining SWQDv (L502) = max(0, SWQDv {num(r.total, 1)} - retained {num(retained, 1)} "
        f"- biofiltrated {num(biofiltered or 0.0, 1)} / 1.5) = {num(remaining, 1)} cu ft"
    )
    share = remaining / r.total if r.total > 0 else 0.0
    intensity = max(i1, FLOOR_INTENSITY_IN_PER_HR)
    steps.append(
        f"'whichever is greater' (L506): max(0.2 in/hr, one-year, one-hour {i1:g} in/hr) = "
        f"{intensity:g} in/hr"
    )
    steps.append(
        f"Q = C x i x A / 43,560 x remaining share {share:.4f} (remaining / SWQDv), per drainage "
        "area"
    )
    steps.append(hydrology.RATIONAL_UNITS_STEP)  # the flow units (issue 21 item 5)
    outputs = {"design_intensity_in_per_hr": Quantity(intensity, "in/hr")}
    flows = {}
    for a in areas:
        q = hydrology.rational_flow_cfs_from_sqft(a.c, intensity, a.area_sqft) * share
        steps.append(
            f"  {a.name}: {a.c:.3f} x {intensity:g} x {num(a.area_sqft)} / 43,560 x "
            f"{share:.4f} = {q:.4f} cfs"
        )
        flows[a.name] = round(q, 4)
        outputs[f"design_flow_cfs[{a.name}]"] = Quantity(flows[a.name], "cfs")
    if remaining == 0:
        steps.append("nothing remains after retention and biofiltration: no flow-through BMP")
    return SizingResult(outputs, steps, warnings, None, "applies", inputs)


def _compute_small_site(ctx: Context) -> SizingResult:
    areas = runoff_areas(ctx)
    inputs = _area_inputs(areas)
    steps = [
        "runoff coefficient per drainage area (the ordinance names no method):",
        *(f"  {a.name}: {a.how}" for a in areas),
    ]
    by_b = [hydrology.design_volume_cuft(a.c, FLOOR_DEPTH_IN, a.area_sqft) for a in areas]
    steps.append("(b) 0.75 inch, 24 hour rain event (L550): V = C x 0.75 / 12 x A")
    steps += [
        f"  {a.name}: {a.c:.3f} x 0.75 / 12 x {num(a.area_sqft)} sq ft = {num(v, 1)} cu ft"
        for a, v in zip(areas, by_b, strict=True)
    ]
    outputs: dict[str, Quantity] = {"design_depth_in": Quantity(FLOOR_DEPTH_IN, "in")}
    outputs |= _coefficients(areas)
    per_area = {a.name: round(v, 1) for a, v in zip(areas, by_b, strict=True)}
    for name, v in per_area.items():
        outputs[f"design_volume_cuft[{name}]"] = Quantity(v, CUFT)
    warnings = [F.SMALL_OR, F.SMALL_MANUAL]
    a_const = ctx.param("wef_regression_constant_a")
    p6 = ctx.rainfall.mean_storm_depth_in
    if a_const is None or p6 is None:
        missing = [
            m
            for m, v in (
                ('the parameter "WEF/ASCE maximized capture regression constant a"', a_const),
                ("rainfall.mean_storm_depth_in", p6),
            )
            if v is None
        ]
        steps.append(
            "(a) maximized capture volume, 48 to 72-hour drawdown (L548): not computed, "
            f"{' and '.join(missing)} not given"
        )
    else:
        inputs["mean_storm_depth_in"] = Quantity(p6, "in")
        depths = [hydrology.wef_maximized_capture_depth_in(a.c, p6, a_const) for a in areas]
        by_a = [
            hydrology.design_volume_cuft(1.0, d, a.area_sqft)
            for a, d in zip(areas, depths, strict=True)
        ]
        steps.append(
            f"(a) maximized capture (L548): P0 = a x C x P6 with a = {a_const:g} (parameter, "
            f"external) and P6 = {p6:g} in; V = P0 / 12 x A"
        )
        steps += [
            f"  {a.name}: P0 = {a_const:g} x {a.c:.3f} x {p6:g} = {d:.3f} in; V = {num(v, 1)} cu ft"
            for a, d, v in zip(areas, depths, by_a, strict=True)
        ]
        outputs["design_volume_cuft_option_a"] = Quantity(round(sum(by_a), 1), CUFT)
    steps.append(
        f"design volume shown: option (b), {num(sum(by_b), 1)} cu ft, whose depth the ordinance "
        "states; the text allows (a) or (b) (L546-550)"
    )
    steps += _lots_only(ctx, areas, by_b, outputs)
    return SizingResult(outputs, steps, warnings, None, "applies", inputs)


def _lots_only(
    ctx: Context, areas: list[Area], volumes: list[float], outputs: dict[str, Quantity]
) -> list[str]:
    """A project identified only by its streets: under reading B of D.3 only its lots fall to
    § 12.16.116 (L470, L544), so option (b) is also given for the drainage areas not marked
    'street' (``design_volume_cuft_reading_b``); under reading A no small-site plan is owed."""
    from .lid114_plan import streets_only

    if not streets_only(ctx).yes:
        return []
    lots = [v for a, v in zip(areas, volumes, strict=True) if not a.street]
    if len(lots) == len(areas):
        return [
            "D.3 reading B (L470, L544): only the lots fall to § 12.16.116; mark the street "
            "drainage areas (surface 'street') to size the lots alone"
        ]
    outputs["design_volume_cuft_reading_b"] = Quantity(round(sum(lots), 1), CUFT)
    return [
        "the project is identified only by its streets (L430): under D.3 reading B the lots fall "
        f"to § 12.16.116 (L544): option (b) for the drainage areas not marked street = "
        f"{num(sum(lots), 1)} cu ft; under reading A no small-site plan is owed (D.3 covers them)"
    ]


TOOLS: list[SizingTool] = [
    SizingTool(
        id="sh_swqdv",
        title="§ 12.16.114(D)(3)(a): storm water quality design volume (SWQDv), per drainage area",
        citations=(
            c(472, 472, "storm water quality design volume (SWQDv)", f"{S114}(D)(3)(a)"),
            c(
                474,
                474,
                "Los Angeles County 85th percentile precipitation isohyetal map",
                f"{S114}(D)(3)(a)(i)",
            ),
            c(
                476,
                476,
                "0.75 inch, 24-hour rain event, whichever is greater",
                f"{S114}(D)(3)(a)(ii)",
            ),
            *USE_WEF_COEFFICIENT.citations,
        ),
        compute=_compute_swqdv,
        parameters=(USE_WEF_COEFFICIENT,),
        gated_by=("lid114_d3_retain_swqdv",),
        uses=("drainage_areas", "rainfall.p85_24hr_in"),
    ),
    SizingTool(
        id="sh_biofiltration",
        title="§ 12.16.114(E)(3): biofiltration of 1.5 times the SWQDv not reliably retained",
        citations=(
            c(
                498,
                498,
                "biofiltrate 1.5 times the portion of the remaining SWQDv that is not reliably "
                "retained onsite",
                f"{S114}(E)(3)",
            ),
            c(
                13,
                13,
                "biofiltration of 1.5 times the storm water quality design volume",
                "definitions E",
            ),
        ),
        compute=_compute_biofiltration,
        parameters=(USE_WEF_COEFFICIENT,),
        gated_by=("lid114_technical_infeasibility",),
        uses=("drainage_areas", "rainfall.p85_24hr_in", "site.retained_volume_cuft"),
    ),
    SizingTool(
        id="sh_flow_through",
        title="§ 12.16.114(E)(5): flow-through treatment design flow, per drainage area",
        citations=(
            c(
                502,
                502,
                "Flow-through BMPs may be used to treat the remaining SWQDv",
                f"{S114}(E)(5)",
            ),
            c(504, 504, "0.2 inches per hour", f"{S114}(E)(5)(a)"),
            c(506, 506, "The one year, one-hour rainfall intensity", f"{S114}(E)(5)(b)"),
            c(506, 506, "whichever is greater", f"{S114}(E)(5)(b)"),
        ),
        compute=_compute_flow_through,
        parameters=(USE_WEF_COEFFICIENT,),
        gated_by=("lid114_technical_infeasibility",),
        uses=(
            "drainage_areas",
            "rainfall.p85_24hr_in",
            "rainfall.one_year_one_hour_in_per_hr",
            "site.retained_volume_cuft",
            "site.biofiltered_volume_cuft",
        ),
    ),
    SizingTool(
        id="sh_small_site_design_storm",
        title="§ 12.16.116(B)(1): small-site water quality design storm volume, per drainage area",
        citations=(
            c(546, 546, "without any storm water runoff leaving the site", f"{S116}(B)(1)"),
            c(
                548,
                548,
                "maximized capture storm water volume for the area using a 48 to 72-hour draw "
                "down time",
                f"{S116}(B)(1)(a)",
            ),
            c(
                550,
                550,
                "The volume of runoff produced from a 0.75 inch, 24 hour rain event",
                f"{S116}(B)(1)(b)",
            ),
            *WEF_REGRESSION_A.citations[:1],
        ),
        compute=_compute_small_site,
        parameters=(USE_WEF_COEFFICIENT, WEF_REGRESSION_A),
        gated_by=("lid116_small_site_plan",),
        uses=("drainage_areas", "rainfall.mean_storm_depth_in"),
    ),
]
