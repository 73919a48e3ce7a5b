"""Signal Hill vacant parcel forms: the compliance plan and the request for additional time."""

from __future__ import annotations

from workbench.api import FormSpec, units

from .common import c
from .form_parts import cert, f

VACANT_PARCEL_FORMS: list[FormSpec] = [
    FormSpec(
        id="vacant_parcel_compliance_plan",
        gated_by=("vacant_parcel_compliance_plan",),
        title="Vacant parcel compliance plan (sediment controls and maintenance plan)",
        description="For vacant parcels of 43,560 sq ft (one acre) or more, following the City's "
        "guidance manual; reviewed by the City's stormwater consulting firm (L634).",
        citations=(
            c(
                626,
                626,
                "shall submit a compliance plan following the guidance manual",
                "vacant parcels C.1",
            ),
            c(630, 630, "must incorporate measures to control sediment", "vacant parcels C.2.a"),
            c(632, 632, "must also include a maintenance section", "vacant parcels C.2.b"),
        ),
        fields=(
            f("owner_name", "Property owner or other responsible party", required=True),
            f("parcel", "Parcel address or APN(s)", required=True),
            f(
                "parcel_kind",
                "Parcel",
                "choice",
                True,
                choices=(
                    "vacant parcel",
                    "partially vacant parcel (permitted structure, unimproved portion)",
                    "contiguous vacant parcels of one owner",
                ),
                citations=(
                    c(231, 231, "collectively be considered a single unimproved vacant parcel"),
                    c(239, 239, "unimproved portion totals 1.0 acre or more in size"),
                ),
            ),
            f(
                "vacant_area_sqft",
                "Vacant (unimproved) area",
                "number",
                True,
                unit="sq ft",
                minimum=units.ACRE_SQFT,
                citations=(
                    c(626, 626, "equal to or greater than 43,560 square feet (one acre or more)"),
                ),
            ),
            f(
                "sediment_control_measures",
                "Sediment control measures",
                "table",
                True,
                columns=(
                    f("device", "Device or measure", required=True),
                    f(
                        "source",
                        "Source",
                        "choice",
                        True,
                        choices=(
                            "listed in the guidance manual",
                            "alternate device of equal effectiveness",
                        ),
                    ),
                    f("location", "Location on the parcel", required=True),
                    f("quantity", "Quantity or extent"),
                ),
                citations=(c(630, 630, "can propose alternate devices of equal effectiveness"),),
            ),
            f(
                "maintenance_plan",
                "Maintenance procedures keeping soil erosion and sediment control measures in "
                "proper working condition indefinitely",
                "multiline",
                True,
                citations=(c(632, 632, "in proper working condition indefinitely"),),
            ),
            f(
                "notice_date",
                "Date of the original mailing or posting of the notice",
                "date",
                citations=(c(636, 636, "from the date of the original mailing or posting"),),
            ),
        ),
    ),
    FormSpec(
        id="vacant_parcel_additional_time_request",
        gated_by=("vacant_parcel_compliance_plan",),
        title="Vacant parcel: request for additional time",
        description="Written request to the Director for time beyond the 180 days (L636).",
        citations=(
            c(
                636,
                636,
                "Any request for additional time shall be made in writing",
                "vacant parcels D",
            ),
        ),
        fields=(
            f("parcel", "Parcel address or APN(s)", required=True),
            cert(
                "agreement_to_comply",
                "The owner agrees to comply with the requirements of this section",
                c(
                    636,
                    636,
                    "shall include agreement to comply with the requirements of this section",
                ),
            ),
            f(
                "justification",
                "Justification for the request",
                "multiline",
                True,
                citations=(c(636, 636, "shall provide justification for the request"),),
            ),
            f(
                "estimated_completion",
                "Estimated completion date",
                "date",
                True,
                citations=(c(636, 636, "shall state an estimated completion date"),),
            ),
            f(
                "owner_signatures",
                "Signatures of the property owner(s)",
                "table",
                True,
                columns=(
                    f("owner", "Owner", required=True),
                    f("signed_on", "Signed on", "date", True),
                ),
                citations=(c(636, 636, "shall be signed by the property owner(s)"),),
            ),
        ),
    ),
]
