"""Units: the one place the acre and the other conversions are defined, and the unit labels a
``Quantity`` carries. Plugins import them from ``workbench.api`` (issue 46: the acre was defined
in nine modules).
"""

from __future__ import annotations

__all__ = [
    "ACRE",
    "ACRE_INCH_CUFT",
    "ACRE_SQFT",
    "CFS",
    "CUFT",
    "INCH",
    "IN_PER_HR",
    "SQFT",
    "SQMI_SQFT",
    "acres",
    "sqft_from_acres",
]

ACRE_SQFT = 43_560
"""Square feet in one acre."""
ACRE_INCH_CUFT = 3_630
"""Cubic feet in one acre-inch (43,560 / 12)."""
SQMI_SQFT = 27_878_400
"""Square feet in one square mile (5,280 ft squared)."""

#: unit labels of a ``Quantity`` (and of ``ctx.area``)
SQFT = "sq ft"
CUFT = "cu ft"
ACRE = "ac"
INCH = "in"
IN_PER_HR = "in/hr"
CFS = "cfs"


def acres(sqft: float) -> float:
    """Square feet to acres."""
    return sqft / ACRE_SQFT


def sqft_from_acres(acres: float) -> float:
    """Acres to square feet."""
    return acres * ACRE_SQFT
