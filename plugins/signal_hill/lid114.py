"""§ 12.16.114 development and redevelopment LID plans (L415-540): the eleven project
categories of (C), the exemptions of (F) and the opt-in of (G), what the plan must do (D) and
the alternatives of (E).

Each category is its own rule, stated with three-valued facts (``workbench.api.Tri``) and
computed once per evaluation (``ctx.derived``); the classification ``lid114_project`` combines
them, and ``lid114_lid_plan`` adds the exemptions.

The rules are declared in the modules named for the parts of the section they hold
(``lid114_categories`` and ``lid114_category_rules`` for (C), ``lid114_plan`` for (D) and
(C)(11)(b)-(c), ``lid114_infeasibility`` for (E), ``lid114_exemptions`` for (F) and (G)); this
module lists them in their published order.
"""

from __future__ import annotations

from workbench.api import ApplicabilityRule

from .lid114_category_rules import CATEGORY_RULES
from .lid114_exemptions import EXEMPTION_RULES
from .lid114_infeasibility import INFEASIBILITY_RULES
from .lid114_plan import PLAN_RULES

RULES: list[ApplicabilityRule] = [
    *CATEGORY_RULES,
    *PLAN_RULES,
    *INFEASIBILITY_RULES,
    *EXEMPTION_RULES,
]
