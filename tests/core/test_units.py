"""One module of units (issue 46): the acre is defined in workbench/core/units.py only; the
cities and the rest of the core take it from there (plugins through ``workbench.api``)."""

from __future__ import annotations

import ast
from pathlib import Path

from workbench import api
from workbench.core import hydrology, units

ROOT = Path(__file__).resolve().parents[2]
#: 43,560 sq ft per acre, 3,630 cu ft per acre-inch, 27,878,400 sq ft per square mile
CONSTANTS = {43_560, 3_630, 27_878_400}


def test_the_conversions() -> None:
    assert units.ACRE_SQFT == 43_560
    assert units.ACRE_INCH_CUFT * 12 == units.ACRE_SQFT
    assert units.SQMI_SQFT == 5_280**2
    assert units.acres(87_120) == 2
    assert units.sqft_from_acres(0.5) == 21_780
    assert api.units is units
    assert hydrology.ACRE_SQFT is units.ACRE_SQFT


def test_no_module_but_units_defines_the_acre() -> None:
    found = []
    for path in sorted([*ROOT.glob("workbench/**/*.py"), *ROOT.glob("plugins/**/*.py")]):
        if path == ROOT / "workbench" / "core" / "units.py":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if (
                isinstance(node, ast.Constant)
                and type(node.value) in (int, float)
                and node.value in CONSTANTS
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.value}")
    assert found == [], "use workbench.core.units (plugins: workbench.api.units)"
