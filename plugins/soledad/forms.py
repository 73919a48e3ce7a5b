"""Declarative forms for each submittal Ch. 13.52 lists (rendered by the shell, validated by
workbench.core.forms). ``required=True`` where the text says "shall", "must" or lists an item
as contents; "should" and "may include" items are optional. A certification is a ``bool``
whose help starts with "Certification", so the validator demands it be confirmed.

The forms are declared in the modules named for the submittals they hold (``forms_permit``,
``forms_escp``, ``forms_termination``, ``forms_review``, ``forms_spills``); this module lists
them in their published order.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .forms_escp import ESCP
from .forms_permit import PERMIT_AMENDMENT, PERMIT_APPLICATION, WAIVER_REQUEST
from .forms_review import APPEAL, PETITION
from .forms_spills import SPILL_CONFIRMATION, SPILL_NOTIFICATION
from .forms_termination import NOTC, NOTC_AMENDMENT

FORMS: list[FormSpec] = [
    PERMIT_APPLICATION,
    ESCP,
    NOTC,
    NOTC_AMENDMENT,
    PERMIT_AMENDMENT,
    WAIVER_REQUEST,
    PETITION,
    APPEAL,
    SPILL_NOTIFICATION,
    SPILL_CONFIRMATION,
]
