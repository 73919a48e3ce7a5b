"""Livingston two-year peak flow check of hydromodification management projects (L351), by the
TR-55 method.
"""

from __future__ import annotations

from workbench.api import (
    Context,
    MissingFact,
    Quantity,
    SizingResult,
)
from workbench.api import hydrology as hy

from .sizing_parameters import TR55_SOURCE

# --------------------------------------------------------------------------- 2-year peak flow
# (L351)
# The NRCS runoff equation and TR-55's unit peak discharge are core hydrology
# (workbench.api.hydrology: scs_runoff_in, tr55_ia_over_p, tr55_unit_peak_csm_in,
# tr55_peak_discharge_cfs).
TR55_IA_P = hy.TR55_IA_P_RANGE
TR55_TC_HR = hy.TR55_TC_HR_RANGE


def _watershed_sqft(ctx: Context, steps: list[str]) -> float:
    areas = ctx.scenario.drainage_areas
    if areas:
        total = sum(da.area_sqft for da in areas)
        steps.append(f"drainage area = sum of the DMAs = {total:,.0f} sq ft")
        return total
    parcel = ctx.fact("parcel_area_sqft")
    steps.append(f"drainage area = the parcel, {parcel:,.0f} sq ft (no DMAs given)")
    return parcel


def _tr55_peak(
    ctx: Context,
    which: str,
    rain_in: float,
    area_sqmi: float,
    steps: list[str],
    warnings: list[str],
    outputs: dict[str, Quantity],
) -> float | None:
    """The peak of one condition (pre or post), or None while its coefficients are not given."""
    cn = ctx.fact(f"{which}_project_curve_number")
    tc = ctx.fact(f"{which}_project_tc_hr")
    if not 0 < cn <= 100:
        raise MissingFact(f"site.{which}_project_curve_number", "a curve number above 0, up to 100")
    if tc <= 0:
        raise MissingFact(f"site.{which}_project_tc_hr", "a time of concentration above 0 hours")
    s, ia, q = hy.scs_runoff_in(rain_in, cn)
    ratio, used = hy.tr55_ia_over_p(ia, rain_in)
    steps.append(
        f"{which}-project: CN = {cn:g}; S = 1000/CN - 10 = {s:.3f} in; Ia = 0.2 S = {ia:.3f} in; Q "
        f"= (P - Ia)^2 / (P - Ia + S) = {q:.3f} in; Ia/P = {ratio:.3f}"
        + (
            f" (outside TR-55's {TR55_IA_P[0]:g}-{TR55_IA_P[1]:g}: the limiting value {used:g} is "
            "used)"
            if used != ratio
            else ""
        )
    )
    outputs[f"{which}_project_runoff_depth_in"] = Quantity(round(q, 4), "in")
    outputs[f"{which}_project_ia_over_p"] = Quantity(round(used, 4), "-")
    if tc < TR55_TC_HR[0]:
        warnings.append(
            f"{which}-project Tc = {tc:g} h is below {TR55_TC_HR[0]:g} h, the least time of "
            f"concentration TR-55 uses ({TR55_SOURCE}, chapter 3): {TR55_TC_HR[0]:g} h is used"
        )
        tc = TR55_TC_HR[0]
    elif tc > TR55_TC_HR[1]:
        warnings.append(
            f"{which}-project Tc = {tc:g} h is outside the graphical method's range "
            f"({TR55_TC_HR[0]:g}-{TR55_TC_HR[1]:g} h, {TR55_SOURCE}); the result is an "
            "extrapolation"
        )
    c0, c1, c2 = _coefficients(ctx, which, used, steps)
    qu = hy.tr55_unit_peak_csm_in(tc, c0, c1, c2)
    fp = ctx.param("tr55_pond_factor")
    fp = 1.0 if fp is None else fp
    qp = hy.tr55_peak_discharge_cfs(qu, area_sqmi, q, fp)
    steps.append(
        f"{which}-project: Tc = {tc:g} h; log10 qu = {c0:g} + {c1:g} log10 Tc + {c2:g} (log10 "
        f"Tc)^2: qu = {qu:,.1f} csm/in; qp = qu Am Q Fp = {qu:,.1f} x {area_sqmi:.6f} sq mi x "
        f"{q:.3f} in x {fp:g} = {qp:.4f} cfs"
    )
    outputs[f"{which}_project_unit_peak_csm_in"] = Quantity(round(qu, 2), "csm/in")
    outputs[f"{which}_project_peak_cfs"] = Quantity(round(qp, 4), "cfs")
    return qp


def _coefficients(
    ctx: Context, which: str, ia_p: float, steps: list[str]
) -> tuple[float, float, float]:
    """C0, C1, C2 at the condition's Ia/P: TR-55 table F-1 (type I) by default, each given
    parameter an override shown as one."""
    table = hy.tr55_type_i_coefficients(ia_p)
    given = [ctx.param(f"tr55_{which}_c{k}") for k in (0, 1, 2)]
    used = tuple(t if g is None else g for t, g in zip(table, given, strict=True))
    steps.append(
        f"{which}-project: C0, C1, C2 = {table[0]:.5f}, {table[1]:.5f}, {table[2]:.5f} at Ia/P = "
        f"{ia_p:.3f} ({hy.TR55_TABLE_F1}; between rows linearly interpolated)"
    )
    for k, g in enumerate(given):
        if g is not None:
            steps.append(
                f"{which}-project: C{k} = {g:g} (override, parameter livingston.tr55_{which}_c{k}; "
                f"table value {table[k]:.5f})"
            )
    return used  # type: ignore[return-value]


def _peak_flow_2yr(ctx: Context) -> SizingResult:
    steps: list[str] = [
        "L351: 'The postproject runoff from a hydromodification management project shall not "
        "exceed the estimated preproject flow rate for the two-year, 24-hour storm'. The chapter "
        f"names no method; this tool uses {TR55_SOURCE} (an outside method, Type I rainfall "
        "distribution)"
    ]
    warnings: list[str] = []
    outputs: dict[str, Quantity] = {}
    hm = ctx.classification("hydromodification_management_project")
    if hm.no:  # the peak-flow standard binds hydromodification management projects only
        steps.append(
            "not a hydromodification management project (L349): the two-year peak-flow standard "
            "(L351) does not apply, so no inputs are asked for"
        )
        return SizingResult(outputs=outputs, steps=steps, status="does_not_apply")
    rain_in = ctx.fact("two_year_24hr_rainfall_in")
    if rain_in <= 0:
        raise MissingFact("site.two_year_24hr_rainfall_in", "a 2-year, 24-hour depth above 0 in")
    steps.append(f"P = 2-year, 24-hour rainfall {rain_in:g} in (site.two_year_24hr_rainfall_in)")
    area_sqft = _watershed_sqft(ctx, steps)
    area_sqmi = area_sqft / hy.SQMI_SQFT
    steps.append(
        f"Am = {area_sqft:,.0f} / {hy.SQMI_SQFT:,} sq ft per sq mi = {area_sqmi:.6f} sq mi"
    )
    pre = _tr55_peak(ctx, "pre", rain_in, area_sqmi, steps, warnings, outputs)
    post = _tr55_peak(ctx, "post", rain_in, area_sqmi, steps, warnings, outputs)
    inputs = {
        "two_year_24hr_rainfall_in": Quantity(rain_in, "in"),
        "drainage_area_sqft": Quantity(area_sqft, "sq ft"),
    }
    if pre is None or post is None:
        return SizingResult(
            outputs=outputs, steps=steps, warnings=warnings, status="needs_info", inputs=inputs
        )
    passes = post <= pre
    outputs["post_minus_pre_peak_cfs"] = Quantity(round(post - pre, 4), "cfs")
    verdict = (
        f"PASS: post-project peak {post:.4f} cfs <= pre-project peak {pre:.4f} cfs (L351)"
        if passes
        else f"FAIL: post-project peak {post:.4f} cfs > pre-project peak {pre:.4f} cfs: 'shall "
        "not exceed the estimated preproject flow rate' (L351)"
    )
    steps.append(verdict)
    if not passes:
        warnings.append(verdict)
    return SizingResult(
        outputs=outputs, steps=steps, warnings=warnings, status="applies", inputs=inputs
    )
