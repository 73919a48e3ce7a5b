"""Signal Hill construction site forms: the State permit documents kept on site and the request
for a waiver of the construction requirements.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import c
from .form_parts import APPLICANT, cert, f

CONSTRUCTION_FORMS: list[FormSpec] = [
    FormSpec(
        id="construction_permit_documents",
        gated_by=("construction_cgp_documents",),
        title="Construction site: State permit documents kept on site",
        description="Kept readily available at the construction site and retained three years "
        "(L361-367).",
        citations=(
            c(
                361,
                361,
                "shall have at least the following readily available at the construction site",
                "construction A",
            ),
            c(387, 387, "certification that an SWPPP has been prepared", "construction C.2.a"),
        ),
        fields=(
            cert(
                "noi_copy",
                "One copy of the notice of intent for the State Construction General Permit",
                c(363, 363, "One (1) copy of the notice of intent"),
            ),
            f(
                "wdid",
                "Waste discharge identification (WDID) number issued by the State Board",
                required=True,
                citations=(c(364, 364, "The waste discharge identification (WDID) number"),),
            ),
            cert(
                "swppp_copy",
                "One copy of the SWPPP and storm water monitoring plan",
                c(365, 365, "One (1) copy of the SWPPP and storm water monitoring plan"),
            ),
            f(
                "latest_document_date",
                "Date generated or submitted, whichever is last",
                "date",
                True,
                citations=(c(367, 367, "whichever is last"),),
            ),
        ),
    ),
    FormSpec(
        id="construction_waiver_request",
        gated_by=("construction_minimum_bmps",),
        title="Construction requirements: written request for a full or partial waiver",
        description="In writing to the Director; approvable only where the construction general "
        "permit allows (L411).",
        citations=(
            c(
                411,
                411,
                "Any waiver request shall be in writing to the director",
                "construction D.6",
            ),
            c(
                411,
                411,
                "may only be approved where permitted in accordance with the terms of the existing "
                "construction general permit",
                "construction D.6",
            ),
        ),
        fields=(
            *APPLICANT,
            f(
                "scope",
                "Full or partial waiver",
                "choice",
                True,
                choices=("full", "partial"),
                citations=(c(411, 411, "Full or partial waivers of compliance"),),
            ),
            f(
                "requirements",
                "Construction requirements the waiver is asked for",
                "multiline",
                True,
            ),
            f(
                "why_impracticable",
                "Why the design elements are impracticable, and non-economical or otherwise "
                "physically impossible due to the site characteristics or other characteristics "
                "unique to the project",
                "multiline",
                True,
                citations=(
                    c(
                        411,
                        411,
                        "are impracticable, and are non-economical or otherwise physically "
                        "impossible",
                    ),
                ),
            ),
            f(
                "cgp_provision",
                "Provision of the construction general permit that permits the waiver",
                required=True,
                citations=(c(411, 411, "the terms of the existing construction general permit"),),
            ),
        ),
    ),
]
