"""Sizing tools: the § 12.16.114 storm water quality design volume (SWQDv), biofiltration of
1.5 times the unretained SWQDv, flow-through treatment on the greater of 0.2 in/hr and the
one-year, one-hour intensity, and the § 12.16.116 small-site water quality design storm.

All per drainage area; formulas from ``workbench.core.hydrology``. The ordinance does not say
how rainfall becomes runoff: a drainage area's ``runoff_coefficient`` is used as given, else
(parameter ``use_wef_runoff_coefficient`` = 1) the WEF/ASCE formula from its
``impervious_fraction``. Depths and intensities from the Los Angeles County isohyetal maps are
project inputs (``rainfall``); none is assumed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from itertools import repeat
from operator import mul, truediv

from workbench.api import (
    MissingFact,
    PlotSeries,
    PlotSpec,
    Quantity,
    Scenario,
    SizingResult,
    SizingTool,
    hydrology,
)

from . import flags as F
from .common import S114, S116, c, num, safe
from .lid114 import d3_outcome, infeasibility_outcome, mitigation_extent
from .lid116 import plan_outcome
from .parameters import USE_WEF_COEFFICIENT, WEF_REGRESSION_A, for_scenario

Params = Mapping[str, float | None]

FLOOR_DEPTH_IN = 0.75  # L476, L550
FLOOR_INTENSITY_IN_PER_HR = 0.2  # L504
BIOFILTRATION_FACTOR = 1.5  # L498
CUFT = "cu ft"
PLOT_DEPTHS_IN = tuple(round(0.4 + 0.05 * k, 2) for k in range(25))  # 0.40 ... 1.60 in
_PLOT_DESIGN_DEPTHS_IN = tuple(
    max(x, FLOOR_DEPTH_IN) for x in PLOT_DEPTHS_IN
)  # the depth each x is sized on


#: how many of the plot's design depths are the 0.75-inch floor (their points are one value, computed once), and the rest
_PLOT_FLOOR_COUNT = sum(1 for depth in _PLOT_DESIGN_DEPTHS_IN if depth == FLOOR_DEPTH_IN)
_PLOT_ABOVE_FLOOR = _PLOT_DESIGN_DEPTHS_IN[_PLOT_FLOOR_COUNT:]
assert all(depth == FLOOR_DEPTH_IN for depth in _PLOT_DESIGN_DEPTHS_IN[:_PLOT_FLOOR_COUNT])


class Area:
    """A drainage area with its runoff coefficient and how it was obtained (slotted: built per area per tool).

    ``c_text`` is the coefficient as the steps print it (``f"{c:.3f}"``), formatted once; ``wef`` says whether the
    coefficient came from the WEF/ASCE formula."""

    __slots__ = ("name", "area_sqft", "c", "how", "c_text", "wef")

    def __init__(
        self,
        name: str,
        area_sqft: float,
        c: float,
        how: str,
        c_text: str | None = None,
        wef: bool = False,
    ) -> None:
        self.name = name
        self.area_sqft = area_sqft
        self.c = c
        self.how = how
        self.c_text = f"{c:.3f}" if c_text is None else c_text
        self.wef = wef

    def __repr__(self) -> str:
        return f"Area(name={self.name!r}, area_sqft={self.area_sqft!r}, c={self.c!r}, how={self.how!r})"


def runoff_areas(s: Scenario, p: Params) -> list[Area]:
    """Each drainage area with its runoff coefficient and how it was obtained."""
    if not s.drainage_areas:
        raise MissingFact(
            "drainage_areas",
            "sizing is per drainage area (name, area_sqft, runoff_coefficient or "
            "impervious_fraction)",
        )
    use_wef = (p.get("use_wef_runoff_coefficient") or 0) >= 0.5
    out = []
    for index, da in enumerate(s.drainage_areas):
        given = da.runoff_coefficient
        if given is not None:
            c_text = f"{given:.3f}"
            out.append(
                Area(
                    da.name,
                    da.area_sqft,
                    given,
                    f"C = {c_text} (drainage_areas[{index}].runoff_coefficient, as given)",
                    c_text,
                )
            )
        elif da.impervious_fraction is not None and use_wef:
            i = da.impervious_fraction
            value = hydrology.wef_runoff_coefficient(i)
            c_text = f"{value:.3f}"
            out.append(
                Area(
                    da.name,
                    da.area_sqft,
                    value,
                    f"C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 with i = {i:g} (WEF MOP 23 / ASCE MOP 87, "
                    f"external, verify) = {c_text}",
                    c_text,
                    True,
                )
            )
        else:
            why = (
                "no runoff_coefficient, and parameter use_wef_runoff_coefficient is 0"
                if da.impervious_fraction is not None
                else "neither runoff_coefficient nor impervious_fraction is given"
            )
            raise MissingFact(f"drainage_areas[{index}].runoff_coefficient", f"{da.name!r}: {why}")
    return out


_INF = float("inf")


def _volume(c: float, depth_in: float, area_sqft: float) -> float:
    """``hydrology.design_volume_cuft(c, depth_in, area_sqft)``: the same arithmetic, without its checks when plain floats
    pass them (0 <= c <= 1, finite depth and area >= 0); anything else goes to the core function and its message."""
    if (
        c.__class__ is float
        and depth_in.__class__ is float
        and area_sqft.__class__ is float
        and 0.0 <= c <= 1.0
        and 0.0 <= depth_in < _INF
        and 0.0 <= area_sqft < _INF
    ):
        return c * depth_in / 12.0 * area_sqft
    return hydrology.design_volume_cuft(c, depth_in, area_sqft)


def _volumes(areas: list[Area], depth_in: float) -> list[float]:
    return [_volume(a.c, depth_in, a.area_sqft) for a in areas]


def _area_inputs(areas: list[Area]) -> dict[str, Quantity]:
    inputs: dict[str, Quantity] = {}
    for a in areas:
        name = a.name
        inputs[f"area_sqft[{name}]"] = Quantity(a.area_sqft, "sq ft")
        inputs[f"runoff_coefficient[{name}]"] = Quantity(round(a.c, 4), "")
    return inputs


def _composite(areas: list[Area]) -> float | None:
    if sum([a.area_sqft for a in areas]) <= 0:
        return None
    # composite_coefficient's arithmetic, without its checks while plain floats pass them; else the core function
    total_area = 0.0
    weighted = 0.0
    for a in areas:
        area, c = a.area_sqft, a.c
        if not (
            area.__class__ is float
            and c.__class__ is float
            and 0.0 <= area < _INF
            and 0.0 <= c <= 1.0
        ):
            return hydrology.composite_coefficient([(a.area_sqft, a.c) for a in areas])
        total_area += area
        weighted += area * c
    return weighted / total_area


@dataclass
class Swqdv:
    areas: list[Area]
    p85: float | None
    depth: float | None
    volumes: list[float] | None
    floor_volumes: list[float]
    steps: list[str]
    which: str

    @property
    def total(self) -> float | None:
        return None if self.volumes is None else sum(self.volumes)


def swqdv(s: Scenario, p: Params) -> Swqdv:
    """The SWQDv per drainage area: runoff of max(85th percentile depth, 0.75 in) (L472-476)."""
    areas = runoff_areas(s, p)
    p85 = s.rainfall.p85_24hr_in
    steps = ["runoff coefficient per drainage area (the ordinance names no method, L472-476):"]
    # each area's texts once: '  NAME: C x ' and ' / 12 x AREA sq ft = ' are shared by the (i) and (ii) lines
    heads = []
    mids = []
    floor = []
    for a in areas:
        name = a.name
        steps.append(f"  {name}: {a.how}")
        heads.append(f"  {name}: {a.c_text} x ")
        mids.append(f" / 12 x {num(a.area_sqft)} sq ft = ")
        floor.append(_volume(a.c, FLOOR_DEPTH_IN, a.area_sqft))
    steps.append("(ii) 0.75 inch, 24-hour event (L476): V = C x 0.75 in / 12 x A")
    for head, mid, v in zip(heads, mids, floor, strict=True):
        steps.append(f"{head}0.75{mid}{num(v, 1)} cu ft")
    floor_total = sum(floor)
    floor_text = num(floor_total, 1)
    steps.append(f"  total {floor_text} cu ft")
    if p85 is None:
        return Swqdv(areas, None, None, None, floor, steps, "")
    by85 = [_volume(a.c, p85, a.area_sqft) for a in areas]
    p85_text = f"{p85:g}"
    steps.append(
        f"(i) 85th percentile 24-hour event, {p85_text} in from the Los Angeles County isohyetal map "
        "(rainfall.p85_24hr_in, L474): V = C x P85 / 12 x A"
    )
    for head, mid, v in zip(heads, mids, by85, strict=True):
        steps.append(f"{head}{p85_text}{mid}{num(v, 1)} cu ft")
    by85_total = sum(by85)
    by85_text = num(by85_total, 1)
    steps.append(f"  total {by85_text} cu ft")
    if by85_total >= floor_total and p85 >= FLOOR_DEPTH_IN:
        which, depth, volumes = "the 85th percentile event", p85, by85
        steps.append(
            f"'whichever is greater' (L476): (i) {by85_text} >= (ii) {floor_text} cu ft: "
            f"SWQDv uses the 85th percentile depth {p85_text} in"
        )
    else:
        which, depth, volumes = "the 0.75-inch event", FLOOR_DEPTH_IN, floor
        steps.append(
            f"'whichever is greater' (L476): (ii) {floor_text} > (i) {by85_text} cu ft: "
            "SWQDv uses the 0.75-inch, 24-hour event"
        )
    return Swqdv(areas, p85, depth, volumes, floor, steps, which)


def _swqdv_plot(areas: list[Area], p85: float | None) -> PlotSpec:
    ca = sum([a.c * a.area_sqft for a in areas])
    at_floor = round(
        ca * FLOOR_DEPTH_IN / 12.0, 1
    )  # every depth at or below the floor is sized on the floor
    # round(ca * depth / 12.0, 1) for each depth above the floor, evaluated by map in C (the same operations)
    ys = (at_floor,) * _PLOT_FLOOR_COUNT + tuple(
        map(round, map(truediv, map(mul, repeat(ca), _PLOT_ABOVE_FLOOR), repeat(12.0)), repeat(1))
    )
    return PlotSpec(
        "SWQDv: greater of the 85th percentile and 0.75-inch events",
        "85th percentile 24-hour depth (in)",
        "SWQDv (cu ft)",
        (PlotSeries("SWQDv, all drainage areas", PLOT_DEPTHS_IN, ys),),
        p85,
        "project depth" if p85 is not None else "",
        at_floor,
    )


_SWQDV_WARNINGS = (F.SWQDV_METHOD, F.ISOHYETAL)
_WEF_WARNING = (
    "Runoff coefficients from the WEF/ASCE formula are an outside method (verify); give "
    "runoff_coefficient per drainage area to use another (e.g. Los Angeles County Cd)."
)


def _compute_swqdv(s: Scenario, p: Params) -> SizingResult:
    r = swqdv(s, p)
    areas = r.areas
    inputs = _area_inputs(areas)
    composite = _composite(areas)
    outputs: dict[str, Quantity] = {
        "runoff_coefficient": Quantity(None if composite is None else round(composite, 4), "")
    }
    warnings = list(_SWQDV_WARNINGS)
    for a in areas:
        if a.wef:  # its 'how' names the WEF formula
            warnings.append(_WEF_WARNING)
            break
    warnings += _basis_warnings(s, p)
    plot = _swqdv_plot(areas, r.p85)
    total = r.total
    if total is None:
        outputs.update(
            design_depth_in=Quantity(None, "in"), design_volume_cuft=Quantity(None, CUFT)
        )
        warnings.insert(
            0,
            "rainfall.p85_24hr_in is not given: the 85th percentile 24-hour depth from the Los Angeles "
            "County 85th percentile precipitation isohyetal map (L474) is a project input. The SWQDv is "
            f"at least {num(sum(r.floor_volumes), 1)} cu ft (the 0.75-inch event).",
        )
        return SizingResult(
            outputs=outputs,
            steps=r.steps,
            warnings=warnings,
            plot=plot,
            status="needs_info",
            inputs=inputs,
        )
    inputs["p85_24hr_in"] = Quantity(r.p85, "in")
    outputs["design_depth_in"] = Quantity(r.depth, "in")
    outputs["design_volume_cuft"] = Quantity(round(total, 1), CUFT)
    for a, v in zip(areas, r.volumes or [], strict=True):
        outputs[f"design_volume_cuft[{a.name}]"] = Quantity(round(v, 1), CUFT)
    r.steps.append(f"SWQDv = {num(total, 1)} cu ft ({r.which}); retain onsite (L472)")
    return SizingResult(outputs=outputs, steps=r.steps, warnings=warnings, plot=plot, inputs=inputs)


def _basis_warnings(s: Scenario, p: Params) -> list[str]:
    """Which area the drainage areas must cover under the 50% redevelopment rules (L446-448)."""
    extent = safe(mitigation_extent.shared, s, p)
    text = " ".join(extent.reasons)
    if extent.status == "applies" and "only the alteration" in text:
        return [
            "L448: only the alteration must be mitigated, not the entire development: the drainage areas should "
            "cover the altered and added impervious area only."
        ]
    if extent.status == "applies":
        return [
            "L446: the entire project must be mitigated: the drainage areas should cover the entire project."
        ]
    if extent.status == "needs_info" and "exactly 50%" in text:
        return [F.HALF_GAP + " The drainage areas given are sized as entered."]
    return []


def _compute_biofiltration(s: Scenario, p: Params) -> SizingResult:
    r = swqdv(s, p)
    retained = s.site.retained_volume_cuft
    inputs = _area_inputs(r.areas)
    warnings = [F.MS4_SPECS, F.BIOFILTRATION_PARTIAL]
    if retained is None:
        raise MissingFact(
            "site.retained_volume_cuft",
            "the volume reliably retained onsite, from the site-specific analysis (L484, L498)",
        )
    inputs["retained_volume_cuft"] = Quantity(retained, CUFT)
    if r.total is None:
        return SizingResult(
            outputs={"biofiltration_volume_cuft": Quantity(None, CUFT)},
            steps=r.steps,
            warnings=[
                "rainfall.p85_24hr_in is not given: the SWQDv, and so the biofiltration volume, "
                "cannot be computed (L474)",
                *warnings,
            ],
            status="needs_info",
            inputs=inputs,
        )
    shortfall = max(0.0, r.total - retained)
    volume = BIOFILTRATION_FACTOR * shortfall
    steps = [
        *r.steps,
        f"SWQDv = {num(r.total, 1)} cu ft ({r.which})",
        f"not reliably retained = max(0, SWQDv {num(r.total, 1)} - retained {num(retained, 1)}) = "
        f"{num(shortfall, 1)} cu ft",
        f"biofiltrate 1.5 times that portion (L498): 1.5 x {num(shortfall, 1)} = {num(volume, 1)} cu ft",
    ]
    if shortfall == 0:
        steps.append(
            "the project reliably retains 100 percent of the SWQDv: no biofiltration is needed (L484)"
        )
    outputs = {
        "design_volume_cuft": Quantity(round(r.total, 1), CUFT),
        "unretained_volume_cuft": Quantity(round(shortfall, 1), CUFT),
        "biofiltration_volume_cuft": Quantity(round(volume, 1), CUFT),
    }
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, inputs=inputs)


def _compute_flow_through(s: Scenario, p: Params) -> SizingResult:
    areas = runoff_areas(s, p)
    inputs = _area_inputs(areas)
    i1 = s.rainfall.one_year_one_hour_in_per_hr
    steps = ["runoff coefficient per drainage area:", *(f"  {a.name}: {a.how}" for a in areas)]
    warnings = [F.ISOHYETAL, F.MS4_SPECS]
    if i1 is None:
        floor = [
            hydrology.rational_flow_cfs_from_sqft(a.c, FLOOR_INTENSITY_IN_PER_HR, a.area_sqft)
            for a in areas
        ]
        steps.append("at 0.2 in/hr (L504): Q = C x i x A / 43,560")
        steps += [
            f"  {a.name}: {a.c_text} x 0.2 x {num(a.area_sqft)} / 43,560 = {q:.4f} cfs"
            for a, q in zip(areas, floor, strict=True)
        ]
        warnings.insert(
            0,
            "rainfall.one_year_one_hour_in_per_hr is not given: the one-year, one-hour intensity from "
            "the most recent Los Angeles County isohyetal map (L506) is a project input. The design "
            f"flow is at least {sum(floor):.4f} cfs (0.2 in/hr).",
        )
        return SizingResult(
            outputs={
                "design_intensity_in_per_hr": Quantity(None, "in/hr"),
                "design_flow_cfs": Quantity(None, "cfs"),
            },
            steps=steps,
            warnings=warnings,
            status="needs_info",
            inputs=inputs,
        )
    inputs["one_year_one_hour_in_per_hr"] = Quantity(i1, "in/hr")
    if i1 > FLOOR_INTENSITY_IN_PER_HR:
        intensity = i1
        steps.append(
            f"'whichever is greater' (L506): one-year, one-hour {i1:g} in/hr > 0.2 in/hr: i = {i1:g} in/hr"
        )
    else:
        intensity = FLOOR_INTENSITY_IN_PER_HR
        steps.append(
            f"'whichever is greater' (L506): 0.2 in/hr >= one-year, one-hour {i1:g} in/hr: i = 0.2 in/hr"
        )
    flows = [hydrology.rational_flow_cfs_from_sqft(a.c, intensity, a.area_sqft) for a in areas]
    steps.append("rational method per drainage area: Q = C x i x A / 43,560 (cfs)")
    steps += [
        f"  {a.name}: {a.c_text} x {intensity:g} x {num(a.area_sqft)} / 43,560 = {q:.4f} cfs"
        for a, q in zip(areas, flows, strict=True)
    ]
    outputs = {
        "design_intensity_in_per_hr": Quantity(intensity, "in/hr"),
        "design_flow_cfs": Quantity(round(sum(flows), 4), "cfs"),
    }
    for a, q in zip(areas, flows, strict=True):
        outputs[f"design_flow_cfs[{a.name}]"] = Quantity(round(q, 4), "cfs")
    steps.append(
        f"total design flow {sum(flows):.4f} cfs; flow-through BMPs treat the SWQDv not retained or "
        "biofiltered (L502)"
    )
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, inputs=inputs)


def _compute_small_site(s: Scenario, p: Params) -> SizingResult:
    areas = runoff_areas(s, p)
    inputs = _area_inputs(areas)
    steps = [
        "runoff coefficient per drainage area (the ordinance names no method):",
        *(f"  {a.name}: {a.c_text} ({a.how})" for a in areas),
    ]
    by_b = _volumes(areas, FLOOR_DEPTH_IN)
    steps.append("(b) 0.75 inch, 24 hour rain event (L550): V = C x 0.75 / 12 x A")
    steps += [
        f"  {a.name}: {a.c_text} x 0.75 / 12 x {num(a.area_sqft)} sq ft = {num(v, 1)} cu ft"
        for a, v in zip(areas, by_b, strict=True)
    ]
    outputs: dict[str, Quantity] = {
        "design_depth_in": Quantity(FLOOR_DEPTH_IN, "in"),
        "design_volume_cuft": Quantity(round(sum(by_b), 1), CUFT),
    }
    for a, v in zip(areas, by_b, strict=True):
        outputs[f"design_volume_cuft[{a.name}]"] = Quantity(round(v, 1), CUFT)
    warnings = [F.SMALL_OR, F.SMALL_MANUAL]
    a_const = p.get("wef_regression_constant_a")
    p6 = s.rainfall.mean_storm_depth_in
    if a_const is None or p6 is None:
        missing = [
            m
            for m, v in (
                ("parameter signal_hill.wef_regression_constant_a", a_const),
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
            f"(a) maximized capture (L548): P0 = a x C x P6 with a = {a_const:g} (parameter, external) and "
            f"P6 = {p6:g} in; V = P0 / 12 x A"
        )
        steps += [
            f"  {a.name}: P0 = {a_const:g} x {a.c_text} x {p6:g} = {d:.3f} in; V = {num(v, 1)} cu ft"
            for a, d, v in zip(areas, depths, by_a, strict=True)
        ]
        outputs["design_volume_cuft_option_a"] = Quantity(round(sum(by_a), 1), CUFT)
    steps.append(
        f"design volume shown: option (b), {num(sum(by_b), 1)} cu ft, whose depth the ordinance states; the "
        "text allows (a) or (b) (L546-550)"
    )
    return SizingResult(outputs=outputs, steps=steps, warnings=warnings, inputs=inputs)


# --------------------------------------------------------------------------- when
def _sizing_wanted(status: str, s: Scenario) -> bool:
    return status == "applies" or (status == "needs_info" and bool(s.drainage_areas))


def _when_swqdv(s: Scenario, params: Params | None = None) -> bool:
    return _sizing_wanted(
        d3_outcome.shared(s, for_scenario(s) if params is None else params).status, s
    )


def _when_alternative(s: Scenario) -> bool:
    params = for_scenario(s)
    if not _when_swqdv(s, params):
        return False
    return (
        s.site.retained_volume_cuft is not None
        or safe(infeasibility_outcome.shared, s, params).status == "applies"
    )


def _when_small(s: Scenario) -> bool:
    return _sizing_wanted(safe(plan_outcome.shared, s, for_scenario(s)).status, s)


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
        when=_when_swqdv,
        uses=("drainage_areas", "rainfall.p85_24hr_in"),
    ),
    SizingTool(
        id="sh_biofiltration",
        title="§ 12.16.114(E)(3): biofiltration of 1.5 times the SWQDv not reliably retained",
        citations=(
            c(
                498,
                498,
                "biofiltrate 1.5 times the portion of the remaining SWQDv that is not reliably retained "
                "onsite",
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
        when=_when_alternative,
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
        when=_when_alternative,
        uses=("drainage_areas", "rainfall.one_year_one_hour_in_per_hr"),
    ),
    SizingTool(
        id="sh_small_site_design_storm",
        title="§ 12.16.116(B)(1): small-site water quality design storm volume, per drainage area",
        citations=(
            c(546, 546, "without any storm water runoff leaving the site", f"{S116}(B)(1)"),
            c(
                548,
                548,
                "maximized capture storm water volume for the area using a 48 to 72-hour draw down time",
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
        when=_when_small,
        uses=("drainage_areas", "rainfall.mean_storm_depth_in"),
    ),
]
