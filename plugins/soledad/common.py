"""Shared helpers for the Soledad plugin: citations bound to the ordinance file, number text.

The ordinance file has no section numbers or headings (catalog section 1): ``section``
labels below are descriptive ("Construction E.1.d"), never invented code numbers.
"""

from __future__ import annotations

from workbench.api import Citation, cite, external, units

JID = "soledad"
SOURCE = (
    "000_085165dcaf1d7ca0.txt"  # same value as plugins.soledad.SOURCE (kept here to avoid a cycle)
)

#: 1 acre in square feet (plain unit arithmetic, not a figure from outside the text).
ACRE_SQFT = units.ACRE_SQFT

#: The Central Coast post-construction requirements the chapter incorporates (L169, L673).
RESOLUTION = (
    "Central Coast RWQCB Resolution No. R3-2013-0032, Attachment 1: Post-Construction "
    "Stormwater Management Requirements for Development Projects in the Central Coast Region "
    "(July 12, 2013)"
)
RESOLUTION_RESTATED = (
    RESOLUTION + ", as restated by the Monterey regional stormwater program (montereysea.org) and "
    "Arroyo Grande (arroyogrande.org/590); not checked against the Resolution itself"
)


def c(first: int, last: int, quote: str, section: str | None = None) -> Citation:
    """A citation into the Soledad ordinance text (1-based inclusive lines)."""
    return cite(SOURCE, section, first, last, quote)


def ext(source: str, section: str | None, quote: str) -> Citation:
    """A citation to a document outside the ordinance, always marked for verification."""
    return external(source, section, quote, verify=True)


def sqft(value: float) -> str:
    """``43,560 sq ft`` (decimals only when there are any)."""
    return num(value, 2) + " sq ft"


def num(value: float, places: int = 3) -> str:
    """A number rounded to ``places`` without trailing zeros: 0.892, 713.6, 12,000."""
    rounded = round(value, places)
    if rounded == int(rounded):
        return f"{int(rounded):,}"
    return f"{rounded:,}"
