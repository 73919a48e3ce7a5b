"""Helpers the Livingston sizing tools share, per drainage management area: areas, runoff
coefficients, output names, status and open outputs.
"""

from __future__ import annotations

from workbench.api import (
    Context,
    DrainageArea,
    Quantity,
)
from workbench.api import hydrology as hy

from .sizing_parameters import WEF_C_TEXT, WEF_SOURCE


# --------------------------------------------------------------------------- helpers
def _has_areas(scenario) -> bool:
    """Sizing is shown once drainage areas are given (whether it is required is its gate)."""
    return bool(scenario.drainage_areas)


def _coefficient(
    da: DrainageArea, steps: list[str], warnings: list[str], *, rational: bool = False
) -> float | None:
    """The DMA's runoff coefficient: given, else the WEF/ASCE formula from its impervious
    fraction."""
    if da.runoff_coefficient is not None:
        steps.append(f"{da.name}: C = {da.runoff_coefficient:g} (given for the DMA)")
        return da.runoff_coefficient
    if da.impervious_fraction is None:
        warnings.append(f"{da.name}: give the impervious fraction or the runoff coefficient")
        return None
    i = da.impervious_fraction
    value = hy.wef_runoff_coefficient(i)
    steps.append(
        f"{da.name}: C = 0.858({i:g})^3 - 0.78({i:g})^2 + 0.774({i:g}) + 0.04 = {value:.3f} "
        f"({WEF_C_TEXT}; {WEF_SOURCE})"
    )
    if rational:
        warnings.append(
            f"{da.name}: the chapter states no runoff coefficient for the flow criteria; the "
            f"WEF/ASCE volumetric coefficient {value:.3f} is used as the rational C - give the "
            "DMA's runoff coefficient to override"
        )
    return value


def _treated(ctx: Context, steps: list[str]) -> list[DrainageArea]:
    """DMAs whose runoff goes to a facility (L301: 'remaining runoff from impervious DMAs must be
    directed to
    one or more facilities'); self-treating and self-retaining DMAs are listed and skipped."""
    out = []
    for da in ctx.scenario.drainage_areas:
        if da.dma_type in ("self_treating", "self_retaining"):
            steps.append(
                f"{da.name}: {da.dma_type.replace('_', '-')} DMA, managed without a facility; not "
                "sized"
            )
        else:
            out.append(da)
    return out


def _name(key: str, da: DrainageArea) -> str:
    return f"{key}[{da.name}]"


def _status(missing: bool) -> str:
    return "needs_info" if missing else "applies"


def _open(outputs: dict[str, Quantity], da: DrainageArea, **units: str) -> None:
    """Mark a DMA's outputs open (value None) where its coefficient is not known, so no site
    value is stated from the other DMAs alone (the core states site values, docs/SCENARIO.md)."""
    for key, unit in units.items():
        outputs[_name(key, da)] = Quantity(None, unit)
