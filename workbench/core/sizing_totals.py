"""Site-level values of sizing outputs computed per drainage area.

Per-area outputs are named ``<contract name>[<area name>]`` in every city (docs/SCENARIO.md).
The core owns the site-level value of every CONTRACT name a tool gives per area: tools state
per-area values only (an open one as None), and the core states the site value, with its
aggregation in the steps, once every per-area value is known (replacing any value a tool
stated itself, so one rule aggregates for every city):

- volumes, areas and flows: the sum;
- ``runoff_coefficient``: the composite weighted by each drainage area's size;
- ``drawdown_hr``, ``design_intensity_in_per_hr``, ``design_depth_in`` and the minimum
  depths a control must have (``min_ponding_depth_in``, ``min_media_depth_in``): the governing
  (largest) value.
"""

from __future__ import annotations

import re
from typing import Any

from workbench.core.model import Scenario
from workbench.core.user_text import humanise

SUMMED = ("design_volume_cuft", "design_flow_cfs", "bmp_area_sqft", "biofiltration_volume_cuft")
GOVERNING = (
    "drawdown_hr",
    "design_intensity_in_per_hr",
    "design_depth_in",
    "min_ponding_depth_in",
    "min_media_depth_in",
)
WEIGHTED = ("runoff_coefficient",)
CONTRACT_NAMES = (*SUMMED, *GOVERNING, *WEIGHTED)

_PER_AREA = re.compile(r"^(?P<name>[a-z0-9_]+)\[(?P<area>.+)\]$")


def per_area(outputs: dict[str, Any]) -> dict[str, dict[str, dict[str, Any]]]:
    """``{contract name: {area name: quantity}}`` of the per-area outputs."""
    found: dict[str, dict[str, dict[str, Any]]] = {}
    for key, quantity in outputs.items():
        match = _PER_AREA.match(key)
        if match and match["name"] in CONTRACT_NAMES:
            found.setdefault(match["name"], {})[match["area"]] = quantity
    return found


def _in_sentence(label: str) -> str:
    """A label inside a sentence: "Design volume" -> "design volume", "BMP area" kept."""
    return label if label[1:2].isupper() else label[:1].lower() + label[1:]


def _number(value: float) -> str:
    return f"{value:,.4g}" if abs(value) < 10 else f"{value:,.1f}"


def add_site_totals(entry: dict[str, Any], scenario: Scenario) -> None:
    """Add the site-level value of each CONTRACT name given per area (in place)."""
    outputs = entry["outputs"]
    sizes = {area.name: area.area_sqft for area in scenario.drainage_areas}
    for name, areas in per_area(outputs).items():
        values = {area: q["value"] for area, q in areas.items()}
        units = {q["unit"] for q in areas.values()}
        if None in values.values() or len(units) != 1:
            continue  # an open or mixed per-area value: no site value can be stated
        unit = units.pop()
        label = _in_sentence(humanise(name))  # "design_volume_cuft" -> "design volume"
        shown = " + ".join(f"{area} {_number(v)}" for area, v in values.items())
        if name in SUMMED:
            total = sum(values.values())
            step = f"site {label} = sum over the drainage areas: {shown} = {_number(total)} {unit}"
        elif name in GOVERNING:
            total = max(values.values())
            step = (
                f"site {label} = the governing (largest) value of the drainage areas: "
                f"{_number(total)} {unit}"
            )
        else:
            if any(area not in sizes for area in values):
                continue
            weight = sum(sizes[area] for area in values)
            if weight <= 0:
                continue
            total = sum(v * sizes[area] for area, v in values.items()) / weight
            step = (
                f"site {label} = composite weighted by drainage area size: "
                + " + ".join(f"{_number(v)} x {sizes[a]:,.0f}" for a, v in values.items())
                + f" / {weight:,.0f} sq ft = {total:.3f}"
            )
        outputs[name] = {
            "value": round(total, 6),
            "unit": unit,
        }  # no float noise (0.1412 not 0.14120000000000002)
        entry["steps"].append(step)
