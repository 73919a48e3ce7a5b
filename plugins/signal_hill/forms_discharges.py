"""Signal Hill discharge forms: the immediate and 48-hour notification and the detailed report."""

from __future__ import annotations

from workbench.api import FormSpec

from .common import c
from .form_checks import NOTIFICATION_TIMING
from .form_checks_site import DISCHARGE_AGAINST_THE_RECORD
from .form_parts import f

DISCHARGE_FORMS: list[FormSpec] = [
    FormSpec(
        id="discharge_notification",
        checks=(NOTIFICATION_TIMING, DISCHARGE_AGAINST_THE_RECORD),
        gated_by=("discharge_notification_and_report",),
        title="Immediate and 48-hour written notification of a discharge",
        description="Immediately by telephone or in person; the same information in writing "
        "within 48 hours (L331).",
        citations=(
            c(
                331,
                331,
                "shall immediately notify the Director by telephone or in person",
                "notification A",
            ),
            c(331, 331, "Written notification of such discharge information", "notification A"),
        ),
        fields=(
            f(
                "notified_by",
                "Immediate notice given",
                "choice",
                True,
                choices=("telephone", "in person"),
            ),
            f("notified_at", "Immediate notice given at", "datetime", True),
            f(
                "location",
                "Location of the discharge",
                required=True,
                citations=(c(331, 331, "the location of the Discharge"),),
            ),
            f(
                "discharged_at",
                "Date and time of the discharge",
                "datetime",
                True,
                citations=(c(331, 331, "the date and time of the Discharge"),),
            ),
            f("pollutant", "Type of pollutant discharged", required=True),
            f(
                "concentration_volume",
                "Concentration and volume discharged",
                required=True,
                citations=(
                    c(331, 331, "the type and concentration of the volume of Pollutant Discharged"),
                ),
            ),
            f(
                "corrective_action",
                "Corrective action taken",
                "multiline",
                True,
                citations=(
                    c(331, 331, "any corrective action taken as a result of the Illicit Discharge"),
                ),
            ),
            f(
                "written_notification_at",
                "Written notification provided at (within 48 hours)",
                "datetime",
            ),
        ),
    ),
    FormSpec(
        id="discharge_written_report",
        gated_by=("discharge_notification_and_report",),
        title="Detailed written report of a discharge (10 calendar days)",
        description="Filed with the Director within ten calendar days; not a waiver of liability "
        "(L333).",
        citations=(
            c(333, 333, "file with the Director a detailed written report", "notification B"),
        ),
        fields=(
            f(
                "cause",
                "Cause of the discharge",
                "multiline",
                True,
                citations=(c(333, 333, "describing the cause of the discharge"),),
            ),
            f("discharged_at", "Date and time of the discharge", "datetime", True),
            f("material", "Type of material discharged", required=True),
            f("concentration", "Concentration", required=True),
            f(
                "volume",
                "Volume discharged",
                required=True,
                citations=(
                    c(333, 333, "the type, concentration and volume of material discharged"),
                ),
            ),
            f("location", "Location of the discharge", required=True),
            f(
                "impacts",
                "Information needed to fully explain the potential impacts",
                "multiline",
                True,
                citations=(
                    c(333, 333, "to fully explain the potential impacts from the Discharge"),
                ),
            ),
            f("corrective_action", "Corrective action or other measures taken", "multiline", True),
            f(
                "prevention",
                "Measures taken to prevent similar discharges in the future",
                "multiline",
                True,
                citations=(
                    c(333, 333, "any measures taken to prevent similar Discharges in the future"),
                ),
            ),
        ),
    ),
]
