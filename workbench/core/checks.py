"""Provided versus required: what a drainage area's control provides against what a sizing tool
requires of it, per area and for the site (issue 23).

A drainage area names its control in ``drainage_areas[i].bmp`` (``workbench.core.model.Bmp``);
a footprint not given there is the area's ``bmp_area_sqft`` where that is given (one BMP size,
whichever way it is entered: Del Mar review row 14).
Each sizing output that a control's quantity answers is compared in its direction: volumes,
areas, capacities and the minimum ponding and media depths provided must be at least those
required; a surface drawdown at most the limit. A value not provided is "not shown" (``pass``
null), never a pass; the site passes only where every area passes.

Values are compared at the precision the requirement is printed with (its decimals, at least
one, at most six), so a design equal to the printed requirement passes whatever float noise the
arithmetic left (issue 39 item 3; Del Mar review c28: 450.00000000000006 > 450.0). Where a tool
says which criterion governs a requirement (``SizingResult.governs``, e.g. the least of the
criteria an "at least one of" provision allows), the row carries it as ``governs``.
"""

from __future__ import annotations

from typing import Any

from workbench.core.model import Scenario
from workbench.core.sizing_totals import per_area

#: sizing output -> (the control's quantity that answers it, direction)
ANSWERS: dict[str, tuple[str, str]] = {
    "design_volume_cuft": ("storage_cuft", "at_least"),
    "biofiltration_volume_cuft": ("storage_cuft", "at_least"),
    "bmp_area_sqft": ("footprint_sqft", "at_least"),
    "design_flow_cfs": ("treatment_flow_cfs", "at_least"),
    "drawdown_hr": ("drawdown_hr", "at_most"),
    "min_ponding_depth_in": ("ponding_depth_in", "at_least"),
    "min_media_depth_in": ("media_depth_in", "at_least"),
}

#: BMP types no ordinance names: labelled as not from the ordinance wherever shown.
CORE_BMP_TYPES: dict[str, str] = {
    "bioretention": "Bioretention",
    "biofiltration": "Biofiltration",
    "infiltration": "Infiltration basin or trench",
    "permeable_pavement": "Permeable pavement",
    "harvest_and_use": "Harvest and use (cistern)",
    "vegetated_swale": "Vegetated swale",
    "flow_through_planter": "Flow-through planter",
    "proprietary": "Proprietary treatment device",
}
CORE_BMP_NOTE = "BMP type list of the workbench, not from the ordinance"


def provided(area: Any, quantity: str, scenario: Scenario) -> float | None:
    """What the area's control provides of ``quantity`` (None: not shown)."""
    bmp = area.bmp
    if quantity == "footprint_sqft" and (bmp is None or bmp.footprint_sqft is None):
        size: float | None = area.bmp_area_sqft  # the facility's size given without a control
        return size
    if bmp is None:
        return None
    if quantity == "drawdown_hr":  # surface ponding drained by the site's infiltration rate
        rate = scenario.site.soil_infiltration_in_per_hr
        if bmp.ponding_depth_in is None or not rate:
            return None
        return float(bmp.ponding_depth_in / rate)
    value = getattr(bmp, quantity)
    return None if value is None else float(value)


#: the fewest and most decimals a comparison is made at
MIN_DECIMALS, MAX_DECIMALS = 1, 6


def decimals(value: float) -> int:
    """The decimals ``value`` is printed with (trailing zeros dropped), within the bounds."""
    text = f"{value:.{MAX_DECIMALS}f}".rstrip("0")
    return max(MIN_DECIMALS, len(text.split(".")[1]) if "." in text else 0)


def _pass(required: float | None, given: float | None, direction: str) -> bool | None:
    """Provided against required, both at the precision the requirement is printed with."""
    if required is None or given is None:
        return None
    places = decimals(required)
    need, have = round(required, places), round(given, places)
    return have >= need if direction == "at_least" else have <= need


def checks(
    outputs: dict[str, Any], scenario: Scenario, governs: dict[str, str] | None = None
) -> list[dict[str, Any]]:
    """The ``checks`` of one sizing result: one row per area and quantity, then the site's;
    ``governs`` (per output key) says which criterion sets a requirement."""
    governs = governs or {}
    areas = {area.name: area for area in scenario.drainage_areas}
    rows: list[dict[str, Any]] = []
    for name, by_area in per_area(outputs).items():
        if name not in ANSWERS:
            continue
        answer, direction = ANSWERS[name]
        area_rows = []
        for area_name, quantity in by_area.items():
            area = areas.get(area_name)
            given = provided(area, answer, scenario) if area is not None else None
            row = {
                "area": area_name,
                "quantity": name,
                "required": quantity["value"],
                "provided": given,
                "unit": quantity["unit"],
                "direction": direction,
                "pass": _pass(quantity["value"], given, direction),
            }
            if f"{name}[{area_name}]" in governs:
                row["governs"] = governs[f"{name}[{area_name}]"]
            area_rows.append(row)
        rows += area_rows
        site = outputs.get(name, {})
        verdicts = [row["pass"] for row in area_rows]
        given_all = [row["provided"] for row in area_rows]
        if direction == "at_least":
            total = None if None in given_all else sum(given_all)
        else:
            total = None if None in given_all else max(given_all)
        rows.append(
            {
                "area": "site",
                "quantity": name,
                "required": site.get("value"),
                "provided": total,
                "unit": site.get("unit", area_rows[0]["unit"] if area_rows else ""),
                "direction": direction,
                "pass": False if False in verdicts else None if None in verdicts else True,
            }
        )
    return rows
