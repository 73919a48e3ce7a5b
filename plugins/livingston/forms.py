"""Livingston submittals as declarative forms.

``required=True`` only where the text says what a submittal shall contain or must be. The
chapter never names a single post-construction plan ("stormwater control plan"): the
treatment submittal (``forms_postconstruction``) gathers what L259-351 require of regulated
projects, and says so.

The forms are declared in the modules named for what they hold (``forms_construction``,
``forms_postconstruction``, ``forms_appeals_reports``); this module lists them in their
published order.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .forms_appeals_reports import APPEAL_REPORT_FORMS
from .forms_construction import CONSTRUCTION_FORMS
from .forms_postconstruction import POST_CONSTRUCTION_FORMS

FORMS: list[FormSpec] = [*CONSTRUCTION_FORMS, *POST_CONSTRUCTION_FORMS, *APPEAL_REPORT_FORMS]
