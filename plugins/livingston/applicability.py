"""Livingston applicability rules: construction, small and regulated projects, redevelopment
and road/LUP scope, exclusions, source controls, LID, bioretention variations and exceptions,
hydromodification, O&M, facility duties, discharges and releases.

Every rule reads the evaluation context (``ctx``): thresholds over areas through
``ctx.area(...)`` (decided by the known parts where they can be), yes/no facts through
``ctx.is_true``, and the classifications declared once in ``classifications``
(``regulated_project``, ``hydromodification_management_project``, ``cgp_coverage``) through
``ctx.classify``. Every threshold is tested exactly as written ("or more" >=, "more than" >,
"less than" <, "within ten feet" <=, "an acre or less" <=). Where the text leaves a case open
(exactly 50%, exactly 5,000 sq ft under the base-rock proviso) the rule answers needs_info with
a flag.

The rules are declared in the modules named for what they hold (``construction``,
``postconstruction``, ``treatment``, ``hydromod_maintenance``, ``facilities_discharges``,
``enforcement``); this module lists them in their published order.
"""

from __future__ import annotations

from dataclasses import replace

from workbench.api import ApplicabilityRule

from .construction import CONSTRUCTION_RULES
from .enforcement import ENFORCEMENT_RULES
from .facilities_discharges import FACILITY_DISCHARGE_RULES
from .hydromod_maintenance import HYDROMOD_MAINTENANCE_RULES
from .postconstruction import POST_CONSTRUCTION_RULES
from .rule_helpers import REG_USES
from .treatment import BIORETENTION_DESIGN_RULES, TREATMENT_RULES

RULES: list[ApplicabilityRule] = [
    *CONSTRUCTION_RULES,
    *POST_CONSTRUCTION_RULES,
    *TREATMENT_RULES,
    *HYDROMOD_MAINTENANCE_RULES,
    *FACILITY_DISCHARGE_RULES,
    *BIORETENTION_DESIGN_RULES,
    *ENFORCEMENT_RULES,
]

#: Rules of regulated projects only (``_only_regulated``): they also read what decides it.
REGULATED_ONLY = (
    "redevelopment_entire_site",
    "road_widening_entire_road",
    "source_controls",
    "lid_site_assessment",
    "drainage_management_areas",
    "numeric_sizing_criteria",
    "bioretention_design_parameters",
    "alternative_design_equivalence",
    "bioretention_exceptions",
    "cutoff_wall_variation",
    "flow_through_planter_variation",
    "omit_underdrain_variation",
    "high_risk_additional_treatment",
    "baseline_hydromodification",
    "om_agreement",
)
RULES = [
    replace(rule, uses=tuple(dict.fromkeys([*rule.uses, *REG_USES])))
    if rule.id in REGULATED_ONLY
    else rule
    for rule in RULES
]
