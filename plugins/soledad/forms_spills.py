"""Soledad spill and release forms: the notification and its written confirmation."""

from __future__ import annotations

from workbench.api import FormSpec

from . import flags as F
from .common import c
from .form_parts import f
from .timing import (
    HAZARDOUS_NOT_DISPATCH,
    HAZARDOUS_NOT_IMMEDIATE,
    SPILL_CONFIRMATION_LATE,
    SPILL_NOTICE_LATE,
)

_SP = "Spills and releases"
SPILL_NOTIFICATION = FormSpec(
    id="spill_notification",
    title="Notification of a release",
    description="Hazardous materials: immediately notify emergency response agencies via "
    "emergency dispatch. Non-hazardous: notify the city no later than the next working day; "
    "confirm in-person or phone notices in writing within three working days (L689).",
    citations=(c(689, 689, "has information of any known or suspected release of materials", _SP),),
    fields=(
        f(
            "hazardous",
            "The release is of hazardous materials",
            "bool",
            True,
            c(689, 689, "In the event of such a release of hazardous materials", _SP),
            help="Hazardous materials as defined at L81.",
        ),
        f("discovered_at", "When the release became known or suspected", "datetime", True),
        f("location", "Facility or operation and location of the release", "text", True),
        f("materials", "Materials released and estimated quantity", "multiline", True),
        f(
            "method",
            "How notice was given",
            "choice",
            True,
            c(
                689,
                689,
                "by the designated phone number for reporting spills or the designated electronic "
                "transmission address",
                _SP,
            ),
            choices=(
                "emergency dispatch services (hazardous)",
                "in person",
                "designated phone number",
                "designated electronic transmission address",
            ),
        ),
        f("notified_at", "When notice was given", "datetime", True),
        f(
            "containment_cleanup",
            "Steps taken to ensure the discovery, containment, and cleanup of the release",
            "multiline",
            True,
            c(689, 689, "ensure the discovery, containment, and cleanup of such release", _SP),
        ),
        f(
            "commercial_industrial",
            "The discharge emanates from a commercial or industrial establishment",
            "bool",
            False,
            c(689, 689, "emanates from a commercial or industrial establishment", _SP),
            help="If so, keep an on-site written record for at least five years (L689).",
        ),
    ),
    checks=(SPILL_NOTICE_LATE, HAZARDOUS_NOT_DISPATCH, HAZARDOUS_NOT_IMMEDIATE),
)

SPILL_CONFIRMATION = FormSpec(
    id="spill_written_confirmation",
    title="Written confirmation of a spill notice",
    description="In-person or phone notices 'shall be confirmed by written notice addressed and "
    "mailed to the city manager within three working days of the phone notice' (L689). "
    + F.plain(F.A29_SPILL_CONFIRMATION),
    citations=(
        c(689, 689, "confirmed by written notice addressed and mailed to the city manager", _SP),
    ),
    fields=(
        f(
            "phone_notice_at",
            "When the phone or in-person notice was given",
            "datetime",
            True,
            c(689, 689, "within three working days of the phone notice", _SP),
        ),
        f(
            "addressed_to",
            "Addressed to",
            "text",
            True,
            c(689, 689, "addressed and mailed to the city manager", _SP),
            help="The city manager (L689).",
        ),
        f("mailed_on", "Date mailed", "date", True),
        f("release_summary", "The release and the notice given", "multiline", True),
        f(
            "recurrence_prevention",
            "Action taken to prevent recurrence (commercial or industrial establishments)",
            "multiline",
            False,
            c(689, 689, "the action taken to prevent its recurrence", _SP),
        ),
    ),
    checks=(SPILL_CONFIRMATION_LATE,),
)
