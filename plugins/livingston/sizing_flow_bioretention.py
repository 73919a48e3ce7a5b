"""Livingston flow-based sizing criteria (0.2 in/hr, L293; twice the 85th-percentile hourly
intensity, L295), the baseline bioretention (L303-311), design equivalence and the
85th-percentile site design.
"""

from __future__ import annotations

from workbench.api import (
    Context,
    DrainageArea,
    Quantity,
    SizingResult,
)
from workbench.api import hydrology as hy

from .sizing_helpers import _coefficient, _name, _open, _status, _treated
from .sizing_parameters import (
    FLOW_INTENSITY_IN_PER_HR,
    GRAVEL_IN,
    LOADING_RATE_IN_PER_HR,
    MEDIA_IN,
    P85_MULTIPLIER,
    PARAMETER_IDS,
    PONDING_IN,
    SIZING_FACTOR,
)


# --------------------------------------------------------------------------- flow (L293, L295)
def _flow(ctx: Context) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    governs: dict[str, str] = {}
    missing = False
    intensities = [("design_flow_cfs", FLOW_INTENSITY_IN_PER_HR, "0.2 in/hr (L293)")]
    p85 = ctx.rainfall.p85_hourly_in_per_hr
    if p85 is None:
        warnings.append(
            "rainfall.p85_hourly_in_per_hr is not given: the 85th-percentile hourly intensity from "
            "local rainfall records (L295) is needed for the second flow criterion"
        )
    else:
        i2 = P85_MULTIPLIER * p85
        intensities.append(("design_flow_cfs_2x_p85", i2, f"2 x {p85:g} = {i2:g} in/hr (L295)"))
        outputs["design_intensity_in_per_hr_2x_p85"] = Quantity(round(i2, 4), "in/hr")
    outputs["design_intensity_in_per_hr"] = Quantity(FLOW_INTENSITY_IN_PER_HR, "in/hr")
    steps.append(hy.RATIONAL_UNITS_STEP)  # the flow units, as in every city (issue 21 item 5)
    for da in _treated(ctx, steps):
        coeff = _coefficient(da, steps, warnings, rational=da.runoff_coefficient is None)
        if coeff is None:
            missing = True
            _open(outputs, da, runoff_coefficient="-", design_flow_cfs="cfs")
            continue
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        flows = []
        for key, i, label in intensities:
            q = hy.rational_flow_cfs_from_sqft(coeff, i, da.area_sqft)
            steps.append(
                f"{da.name}: Q = C i A = {coeff:.3f} x {i:g} in/hr x {da.area_sqft:,.0f}/43,560 ac "
                f"= {q:.4f} cfs [{label}]"
            )
            flows.append((q, key, label))
        _governing(da, flows, "design_flow_cfs", "cfs", 5, outputs, steps, governs)
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        governs=governs,
    )


# --------------------------------------------------------------------------- baseline bioretention
# (L301-317)
def _bioretention(ctx: Context) -> SizingResult:
    steps: list[str] = [
        "baseline bioretention (L303-317): surface loading <= 5 in/hr (or 4% of tributary "
        "impervious area); surface reservoir >= area x 6 in; planting medium >= 18 in at >= 5 "
        "in/hr (60-70% ASTM C33 sand and 30-40% compost may be used, L307); gravel layer >= 12 in "
        "over the same area; underdrain discharging at the top of the gravel layer; no compaction "
        "beneath, no liners, a suitable plant palette (L313-317)"
    ]
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    governs: dict[str, str] = {}
    missing = False
    n_media = ctx.param("bioretention_media_porosity")
    n_gravel = ctx.param("bioretention_gravel_porosity")
    p85 = ctx.rainfall.p85_hourly_in_per_hr
    for da in _treated(ctx, steps):
        if da.impervious_fraction is None:
            warnings.append(
                f"{da.name}: the impervious fraction is needed for the 4% sizing factor (tributary "
                "impervious area)"
            )
            missing = True
        else:
            imp = da.area_sqft * da.impervious_fraction
            a4 = hy.bioretention_area_sizing_factor_sqft(imp, 1.0, SIZING_FACTOR)
            steps.append(
                f"{da.name}: 4% sizing factor: 0.04 x tributary impervious area "
                f"{da.area_sqft:,.0f} x {da.impervious_fraction:g} = 0.04 x {imp:,.0f} sq ft = "
                f"{a4:,.1f} sq ft (L303)"
            )
            outputs[_name("bmp_area_sqft_4pct", da)] = Quantity(round(a4, 1), "sq ft")
        coeff = _coefficient(da, steps, warnings, rational=da.runoff_coefficient is None)
        if coeff is None:
            missing = True
            _open(outputs, da, bmp_area_sqft="sq ft", biofiltration_volume_cuft="cu ft")
            continue
        flows = [("bmp_area_sqft", FLOW_INTENSITY_IN_PER_HR, "0.2 in/hr")]
        if p85 is not None:
            flows.append(("bmp_area_sqft_2x_p85", P85_MULTIPLIER * p85, f"2 x {p85:g} in/hr"))
        areas = []
        for key, i, label in flows:
            area = hy.bioretention_area_flow_sqft(coeff, da.area_sqft, i, LOADING_RATE_IN_PER_HR)
            steps.append(
                f"{da.name}: loading-rate area = C A i / 5 in/hr = {coeff:.3f} x "
                f"{da.area_sqft:,.0f} x {i:g} / 5 = {area:,.1f} sq ft [{label}]"
            )
            areas.append((area, key, label))
        area_req = _governing(da, areas, "bmp_area_sqft", "sq ft", 1, outputs, steps, governs)
        i_gov = flows[[a for a, _, _ in areas].index(area_req)][1]
        reservoir = hy.bioretention_storage_cuft(area_req, PONDING_IN, MEDIA_IN, 0.0)
        steps.append(
            f"{da.name}: surface reservoir >= {area_req:,.1f} sq ft x 6 in / 12 = {reservoir:,.1f} "
            "cu ft (L305)"
        )
        outputs[_name("surface_reservoir_cuft", da)] = Quantity(round(reservoir, 1), "cu ft")
        # the minimum depths a designed control is checked against (core checks: L305, L307)
        outputs[_name("min_ponding_depth_in", da)] = Quantity(PONDING_IN, "in")
        outputs[_name("min_media_depth_in", da)] = Quantity(MEDIA_IN, "in")
        if n_media is not None and n_gravel is not None:
            storage = hy.bioretention_storage_cuft(
                area_req, PONDING_IN, MEDIA_IN, n_media, GRAVEL_IN, n_gravel
            )
            steps.append(
                f"{da.name}: storage = A (6 + {n_media:g} x 18 + {n_gravel:g} x 12) / 12 = "
                f"{storage:,.1f} cu ft"
            )
            outputs[_name("biofiltration_volume_cuft", da)] = Quantity(round(storage, 1), "cu ft")
        if _provided_area(da) is not None:
            _equivalence(da, coeff, area_req, i_gov, outputs, steps, warnings)
        _depths(da, steps, warnings)
    if n_media is None or n_gravel is None:
        warnings.append(
            "planting medium and gravel storage not counted: the parameters "
            f"'{PARAMETER_IDS['bioretention_media_porosity'].label}' and "
            f"'{PARAMETER_IDS['bioretention_gravel_porosity'].label}' are not stated in the "
            "chapter (give them to count storage)"
        )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        inputs={"loading_rate_in_per_hr": Quantity(LOADING_RATE_IN_PER_HR, "in/hr")},
        governs=governs,
    )


def _governing(
    da: DrainageArea,
    values: list[tuple[float, str, str]],
    key: str,
    unit: str,
    digits: int,
    outputs: dict[str, Quantity],
    steps: list[str],
    governs: dict[str, str] | None = None,
) -> float:
    """L283 'satisfy at least one of the following hydraulic sizing design criteria': the least
    value any flow criterion allows is the requirement (``key``); each criterion's own value is
    kept beside it (``key`` + ``_0_2`` / ``_2x_p85``), and ``governs`` says which criterion the
    requirement's check is made against (issue 39 item 2). Returns the governing value."""
    least, least_key, label = min(values, key=lambda v: v[0])
    for value, vkey, _ in values:
        if len(values) > 1:
            own = vkey if vkey != key else f"{key}_0_2"
            outputs[_name(own, da)] = Quantity(round(value, digits), unit)
    outputs[_name(key, da)] = Quantity(round(least, digits), unit)
    if len(values) > 1:
        steps.append(
            f"{da.name}: governing criterion [{label}]: {least:,.{digits}f} {unit}, the least any "
            "criterion allows ('satisfy at least one of the following hydraulic sizing design "
            "criteria', L283)"
        )
    if governs is not None:
        line = "L295" if least_key.endswith("_2x_p85") else "L293"
        label = label if line in label else f"{label} ({line})"
        governs[_name(key, da)] = (
            f"{label}, the least any criterion allows (L283 'at least one of')"
            if len(values) > 1
            else f"{label}, the only criterion with its figures given: without the 85th "
            "percentile hourly intensity a design that fails it may still meet L295"
        )
    return least


def _provided_area(da: DrainageArea) -> float | None:
    """The facility area as designed: the control's footprint, else the area's bmp_area_sqft."""
    if da.bmp is not None and da.bmp.footprint_sqft is not None:
        return da.bmp.footprint_sqft
    return da.bmp_area_sqft


def _depths(da: DrainageArea, steps: list[str], warnings: list[str]) -> None:
    """A designed control's ponding and planting-medium depths against L305 (six inches) and
    L307 (18 inches)."""
    if da.bmp is None:
        return
    for depth, minimum, what, line in (
        (da.bmp.ponding_depth_in, PONDING_IN, "surface reservoir (ponding) depth", "L305"),
        (da.bmp.media_depth_in, MEDIA_IN, "planting medium depth", "L307"),
    ):
        if depth is None:
            continue
        ok = depth >= minimum
        steps.append(
            f"{da.name}: designed {what} {depth:g} in {'>=' if ok else '<'} {minimum:g} in "
            f"minimum ({line}): {'PASS' if ok else 'FAIL'}"
        )
        if not ok:
            warnings.append(
                f"{da.name}: designed {what} {depth:g} in is less than the {minimum:g} in minimum "
                f"({line}); an alternative design must show all four measures of L319-327"
            )


def _equivalence(
    da: DrainageArea,
    coeff: float,
    required: float,
    intensity: float,
    outputs: dict[str, Quantity],
    steps: list[str],
    warnings: list[str],
) -> None:
    """Check a provided facility area against the baseline loading rate at the governing flow
    criterion's intensity."""
    provided = _provided_area(da) or 0.0
    if provided <= 0:
        warnings.append(f"{da.name}: provided facility area is 0 sq ft")
        return
    loading = coeff * intensity * da.area_sqft / provided  # in/hr over the facility
    steps.append(
        f"{da.name}: provided facility {provided:,.0f} sq ft; surface loading = C i A / A_bmp "
        f"= {coeff:.3f} x {intensity:g} x {da.area_sqft:,.0f} / {provided:,.0f} = "
        f"{loading:.2f} in/hr "
        f"({'<=' if loading <= LOADING_RATE_IN_PER_HR else '>'} 5 in/hr)"
    )
    outputs[_name("surface_loading_in_per_hr", da)] = Quantity(round(loading, 3), "in/hr")
    if provided < required:
        warnings.append(
            f"{da.name}: provided area {provided:,.0f} sq ft < {required:,.1f} sq ft required at 5 "
            "in/hr (L303); an alternative design must show all four measures of L319-327"
        )


# --------------------------------------------------------------------------- 85th-percentile site
# design (L297)
def _site_design_85(ctx: Context) -> SizingResult:
    steps: list[str] = []
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    p85 = ctx.rain("p85_24hr_in")
    missing = False
    for da in ctx.scenario.drainage_areas:
        coeff = _coefficient(da, steps, warnings)
        if coeff is None:
            missing = True
            _open(outputs, da, runoff_coefficient="-", design_volume_cuft="cu ft")
            continue
        volume = hy.design_volume_cuft(coeff, p85, da.area_sqft)
        steps.append(
            f"{da.name}: V = C P85/12 A = {coeff:.3f} x {p85:g}/12 x {da.area_sqft:,.0f} = "
            f"{volume:,.1f} cu ft"
        )
        outputs[_name("runoff_coefficient", da)] = Quantity(round(coeff, 4), "-")
        outputs[_name("design_volume_cuft", da)] = Quantity(round(volume, 1), "cu ft")
    outputs["design_depth_in"] = Quantity(p85, "in")
    warnings.append(
        "L297 sets this as a site-design target 'to the extent technically feasible', not a sizing "
        "criterion of L283; the chapter states no Livingston 85th-percentile depth"
    )
    return SizingResult(
        outputs=outputs,
        steps=steps,
        warnings=warnings,
        status=_status(missing),
        inputs={"p85_24hr_in": Quantity(p85, "in")},
    )
