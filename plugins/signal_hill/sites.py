"""Vacant parcels, construction sites, facility duties, discharge prohibitions, reporting and
inspections: the parts of Ch. 12.16 outside §§ 12.16.114 and 12.16.116.

The rules are declared in ``sites_construction`` (vacant parcels and construction sites, with
the classification ``construction_activity``) and ``sites_facilities`` (facility duties,
discharges, reporting and inspections); this module lists them in their published order.
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule

from .sites_construction import VACANT_CONSTRUCTION_RULES
from .sites_facilities import FACILITY_DISCHARGE_RULES

RULES: list[ApplicabilityRule] = [*VACANT_CONSTRUCTION_RULES, *FACILITY_DISCHARGE_RULES]
