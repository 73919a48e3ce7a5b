"""How Soledad Ch. 13.52's terms read in the core vocabulary (issue 16; docs/SCENARIO.md).

Terms spelled as core terms (``spill_discovered``, ``illicit_discharge`` ...) map onto them as
they are; ``recycled_water_pond`` is Soledad's own.
"""

from __future__ import annotations

from workbench.api import TermMap, cite

SOURCE = "000_085165dcaf1d7ca0.txt"

TERMS = [
    TermMap(
        "facility_type",
        "commercial_facility",
        ("facility_type:commercial_facility",),
        "same",
        (cite(SOURCE, "13.52.050(A)", 265, 265, "owning commercial or industrial facilities"),),
    ),
    TermMap(
        "facility_type",
        "industrial_facility",
        ("facility_type:industrial_facility",),
        "same",
        (cite(SOURCE, "13.52.050(A)", 265, 265, "owning commercial or industrial facilities"),),
    ),
    TermMap(
        "activity",
        "landscape_irrigation",
        ("activity:landscape_irrigation",),
        "same",
        (cite(SOURCE, None, 621, 621, "Return flows from landscape irrigation"),),
    ),
]
