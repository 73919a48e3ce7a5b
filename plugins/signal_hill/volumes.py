"""Runoff coefficients and the storm water quality design volume (SWQDv) per drainage area,
shared by the sizing tools and the technical-infeasibility finding (which compares the
retained volume with the SWQDv, L484).

The ordinance does not say how rainfall becomes runoff: a drainage area's
``runoff_coefficient`` is used as given, else (parameter ``use_wef_runoff_coefficient`` = 1)
the WEF/ASCE formula from its ``impervious_fraction``. Formulas from ``workbench.api.hydrology``.
"""

from __future__ import annotations

from dataclasses import dataclass

from workbench.api import Context, DrainageArea, MissingFact, hydrology

from .common import num

FLOOR_DEPTH_IN = 0.75  # L476, L550
#: ``DrainageArea.surface`` values that mark the street part of a project (L430, L468)
STREET_SURFACES = ("street", "road", "street_or_road")


@dataclass(frozen=True)
class Area:
    """A drainage area with its runoff coefficient and how it was obtained."""

    name: str
    area_sqft: float
    c: float
    how: str
    wef: bool = False
    street: bool = False


def _area(index: int, da: DrainageArea, use_wef: bool) -> Area:
    street = (da.surface or "").lower() in STREET_SURFACES
    if da.runoff_coefficient is not None:
        how = f"C = {da.runoff_coefficient:.3f} (given for this area)"
        return Area(da.name, da.area_sqft, da.runoff_coefficient, how, street=street)
    if da.impervious_fraction is not None and use_wef:
        i = da.impervious_fraction
        value = hydrology.wef_runoff_coefficient(i)
        how = (
            f"C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04 with i = {i:g} (WEF MOP 23 / ASCE MOP 87, "
            f"external, verify) = {value:.3f}"
        )
        return Area(da.name, da.area_sqft, value, how, wef=True, street=street)
    why = (
        "no runoff coefficient is given, and the parameter \"Compute a drainage area's runoff "
        'coefficient from its impervious fraction" is 0'
        if da.impervious_fraction is not None
        else "neither a runoff coefficient nor an impervious fraction is given"
    )
    raise MissingFact(f"drainage_areas[{index}].runoff_coefficient", f'area "{da.name}": {why}')


def runoff_areas(ctx: Context) -> list[Area]:
    """Each drainage area with its runoff coefficient (MissingFact where one cannot be had)."""
    if not ctx.scenario.drainage_areas:
        raise MissingFact(
            "drainage_areas",
            "sizing is per drainage area (name, area, and runoff coefficient or impervious "
            "fraction)",
        )
    use_wef = (ctx.param("use_wef_runoff_coefficient") or 0) >= 0.5
    return [_area(i, da, use_wef) for i, da in enumerate(ctx.scenario.drainage_areas)]


@dataclass(frozen=True)
class Swqdv:
    """The SWQDv per drainage area (None while the 85th percentile depth is not given)."""

    areas: tuple[Area, ...]
    p85: float | None
    depth: float | None
    volumes: tuple[float, ...] | None
    floor_volumes: tuple[float, ...]
    steps: tuple[str, ...]
    which: str

    @property
    def total(self) -> float | None:
        return None if self.volumes is None else sum(self.volumes)


def _volumes(areas: list[Area], depth: float) -> tuple[float, ...]:
    return tuple(hydrology.design_volume_cuft(a.c, depth, a.area_sqft) for a in areas)


def swqdv(ctx: Context) -> Swqdv:
    """The SWQDv per drainage area: runoff of the greater of the 85th percentile 24-hour event
    and the 0.75-inch, 24-hour event (L472-476)."""
    areas = runoff_areas(ctx)
    p85 = ctx.rainfall.p85_24hr_in
    steps = ["runoff coefficient per drainage area (the ordinance names no method, L472-476):"]
    steps += [f"  {a.name}: {a.how}" for a in areas]
    floor = _volumes(areas, FLOOR_DEPTH_IN)
    steps.append("(ii) 0.75 inch, 24-hour event (L476): V = C x 0.75 in / 12 x A")
    steps += [
        f"  {a.name}: {a.c:.3f} x 0.75 / 12 x {num(a.area_sqft)} sq ft = {num(v, 1)} cu ft"
        for a, v in zip(areas, floor, strict=True)
    ]
    steps.append(f"  total {num(sum(floor), 1)} cu ft")
    if p85 is None:
        return Swqdv(tuple(areas), None, None, None, floor, tuple(steps), "")
    by85 = _volumes(areas, p85)
    steps.append(
        f"(i) 85th percentile 24-hour event, {p85:g} in from the Los Angeles County isohyetal map "
        "(rainfall.p85_24hr_in, L474): V = C x P85 / 12 x A"
    )
    steps += [
        f"  {a.name}: {a.c:.3f} x {p85:g} / 12 x {num(a.area_sqft)} sq ft = {num(v, 1)} cu ft"
        for a, v in zip(areas, by85, strict=True)
    ]
    steps.append(f"  total {num(sum(by85), 1)} cu ft")
    if p85 >= FLOOR_DEPTH_IN:
        which, depth, volumes = "the 85th percentile event", p85, by85
        steps.append(
            f"'whichever is greater' (L476): (i) {num(sum(by85), 1)} >= (ii) "
            f"{num(sum(floor), 1)} cu ft: SWQDv uses the 85th percentile depth {p85:g} in"
        )
    else:
        which, depth, volumes = "the 0.75-inch event", FLOOR_DEPTH_IN, floor
        steps.append(
            f"'whichever is greater' (L476): (ii) {num(sum(floor), 1)} > (i) "
            f"{num(sum(by85), 1)} cu ft: SWQDv uses the 0.75-inch, 24-hour event"
        )
    return Swqdv(tuple(areas), p85, depth, volumes, floor, tuple(steps), which)


def site_swqdv(ctx: Context) -> Swqdv:
    """``swqdv(ctx)``, computed once per evaluation."""
    return ctx.derived("signal_hill.swqdv", swqdv)
