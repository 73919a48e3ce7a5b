"""Provided versus required: what a drainage area's control provides against what a sizing tool
requires of it, per area and for the site (issue 23).

A drainage area names its control in ``drainage_areas[i].bmp`` (``workbench.core.model.Bmp``).
Each sizing output that a control's quantity answers is compared in its direction: volumes,
areas and capacities provided must be at least those required; a surface drawdown at most the
limit. A value not provided is "not shown" (``pass`` null), never a pass; the site passes only
where every area passes.
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
    if bmp is None:
        return None
    if quantity == "drawdown_hr":  # surface ponding drained by the site's infiltration rate
        rate = scenario.site.soil_infiltration_in_per_hr
        if bmp.ponding_depth_in is None or not rate:
            return None
        return float(bmp.ponding_depth_in / rate)
    value = getattr(bmp, quantity)
    return None if value is None else float(value)


def _pass(required: float | None, given: float | None, direction: str) -> bool | None:
    if required is None or given is None:
        return None
    return given >= required if direction == "at_least" else given <= required


def checks(outputs: dict[str, Any], scenario: Scenario) -> list[dict[str, Any]]:
    """The ``checks`` of one sizing result: one row per area and quantity, then the site's."""
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
            area_rows.append(
                {
                    "area": area_name,
                    "quantity": name,
                    "required": quantity["value"],
                    "provided": given,
                    "unit": quantity["unit"],
                    "direction": direction,
                    "pass": _pass(quantity["value"], given, direction),
                }
            )
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
