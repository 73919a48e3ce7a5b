"""Declarative forms for each submittal Ch. 12.16 lists, field by field.

``required=True`` where the text says the item "shall" or "must" be included; a required yes/no
field whose help starts with "Certification" must be confirmed (``workbench.core.forms``).

The forms are declared in the modules named for the submittals they hold (``forms_lid_plans``,
``forms_lid_waivers``, ``forms_vacant_parcels``, ``forms_discharges``, ``forms_bmp_transfer``,
``forms_construction``); this module lists them in their published order.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .forms_bmp_transfer import BMP_TRANSFER_FORMS
from .forms_construction import CONSTRUCTION_FORMS
from .forms_discharges import DISCHARGE_FORMS
from .forms_lid_plans import LID_PLAN_FORMS
from .forms_lid_waivers import LID_WAIVER_FORMS
from .forms_vacant_parcels import VACANT_PARCEL_FORMS

FORMS: list[FormSpec] = [
    *LID_PLAN_FORMS,
    *LID_WAIVER_FORMS,
    *VACANT_PARCEL_FORMS,
    *DISCHARGE_FORMS,
    *BMP_TRANSFER_FORMS,
    *CONSTRUCTION_FORMS,
]
