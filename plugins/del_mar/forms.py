"""Declarative forms for the submittals Ch. 11.30 names. ``required=True`` only where the text
says what the submittal shall contain or the deadline depends on the field; other fields are
aids and say so in their help.

The forms are declared in the modules named for what they hold (``forms_plans``,
``forms_reports``, their checks in ``form_checks``); this module lists them in their published
order."""

from __future__ import annotations

from workbench.api import FormSpec

from .forms_plans import PLAN_FORMS
from .forms_reports import REPORT_FORMS

FORMS: tuple[FormSpec, ...] = (*PLAN_FORMS, *REPORT_FORMS)
