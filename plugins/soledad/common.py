"""Shared helpers for the Soledad plugin: citations bound to the ordinance file, number text.

The ordinance file has no section numbers or headings (catalog section 1): ``section``
labels below are descriptive ("Construction E.1.d"), never invented code numbers.
"""

from __future__ import annotations

from functools import lru_cache

from workbench.api import Citation, cite, external

JID = "soledad"
SOURCE = (
    "000_085165dcaf1d7ca0.txt"  # same value as plugins.soledad.SOURCE (kept here to avoid a cycle)
)

#: 1 acre in square feet (plain unit arithmetic, not a figure from outside the text).
ACRE_SQFT = 43_560

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


#: sqft of a parameter (a threshold): few distinct values, so remembered (bounded)
sqft_param = lru_cache(maxsize=256, typed=True)(sqft)


def num(value: float, places: int = 3) -> str:
    """A number rounded to ``places`` without trailing zeros: 0.892, 713.6, 12,000.

    Not cached: most values are site measurements that differ on every call (a cache miss
    costs more than the formatting).
    """
    if value.__class__ is float:
        spec = None
        if -999.5 < value < 999.5:
            spec = _PLAIN.get(places)  # below 999.5 the rounded value has no thousands to group
        elif places in _BOUND and -_BOUND[places] < value < _BOUND[places]:
            spec = _GROUPED[places]
        if spec is not None:
            # One fixed-point format: the same correctly rounded digits as round(value, places), and
            # with at most 15 significant digits the float round() returns prints as exactly those
            # digits (tests/plugins/test_soledad_numbers.py checks this against num_reference).
            text = format(value, spec).rstrip("0")
            if text[-1] == ".":
                text = text[:-1]
                if text == "-0":
                    return "0"
            return text
    return num_reference(value, places)


def num_round(value: float, places: int) -> tuple[str, float]:
    """``(num(value, places), round(value, places))`` from one formatting.

    round(x, n) is the correctly rounded n-place decimal of x read back as a float, and the
    fixed-point format prints exactly that decimal, so reading the printed digits back gives
    round()'s float (tests/plugins/test_soledad_numbers.py checks both against the definitions).
    """
    if value.__class__ is float and places in _PLAIN:
        if -999.5 < value < 999.5:
            fixed = format(value, _PLAIN[places])
            rounded = float(fixed)
        elif -_BOUND[places] < value < _BOUND[places]:
            fixed = format(value, _GROUPED[places])
            rounded = float(fixed.replace(",", ""))
        else:
            return num(value, places), round(value, places)
        text = fixed.rstrip("0")
        if text[-1] == ".":
            text = text[:-1]
            if text == "-0":
                text = "0"
        return text, rounded
    return num(value, places), round(value, places)


def num_reference(value: float, places: int = 3) -> str:
    """``num`` by its definition: round, then print the integer or the float with thousands commas."""
    rounded = round(value, places)
    if rounded == int(rounded):
        return f"{int(rounded):,}"
    return f"{rounded:,}"


#: places -> format spec without grouping (values below 999.5) and with grouping (below the bound,
#: where the rounded value has at most 15 significant digits)
_PLAIN = {places: f".{places}f" for places in (1, 2, 3, 4)}
_GROUPED = {places: f",.{places}f" for places in (1, 2, 3, 4)}
_BOUND = {places: 10.0 ** (15 - places) for places in (1, 2, 3, 4)}
