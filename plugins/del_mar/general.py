"""Requirements for every Discharger (11.30.050, 11.30.070) and agricultural operations
(11.30.110): prohibitions, minimum BMPs, slopes, inspections by facility and season, spills,
SWPPPs and Orders on demand, manure, the tilling exemption.

The rules are declared in the modules named for what they hold (``general_dischargers``,
``general_inspections_spills``, ``general_agriculture``, ``general_city_powers``); this module
lists them in their published order."""

from __future__ import annotations

from workbench.api import ApplicabilityRule

from .general_agriculture import AGRICULTURE_RULES
from .general_city_powers import CITY_POWER_RULES
from .general_dischargers import DISCHARGER_RULES
from .general_inspections_spills import INSPECTION_SPILL_RULES

RULES: tuple[ApplicabilityRule, ...] = (
    *DISCHARGER_RULES,
    *INSPECTION_SPILL_RULES,
    *AGRICULTURE_RULES,
    *CITY_POWER_RULES,
)
