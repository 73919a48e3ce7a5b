"""Soledad notice of termination of construction (Construction D.5) and its amendment."""

from __future__ import annotations

from workbench.api import FormSpec

from . import flags as F
from .common import c
from .form_parts import f
from .timing import (
    NOTC_AMENDMENT_LATE,
)

_D5 = "Construction D.5"
NOTC = FormSpec(
    id="notice_of_termination",
    gated_by=("notice_of_termination",),
    title="Notice of termination of construction (NOTC)",
    description="Submitted by the owner and/or operator at the completion of construction, no "
    "later than fourteen calendar days after the termination date in the construction stormwater "
    "permit (L395, L403).",
    citations=(
        c(397, 397, "the following shall be submitted with the NOTC", f"{_D5}.a"),
        c(
            395,
            395,
            "shall be submitted by the owner and/or operator at the completion of construction",
            _D5,
        ),
    ),
    fields=(
        f(
            "permit_reference",
            "Construction stormwater permit identifying the site",
            "text",
            False,
            c(395, 395, "a construction site identified in a construction stormwater permit", _D5),
        ),
        f(
            "termination_date",
            "Date of termination of construction",
            "date",
            False,
            c(
                407,
                407,
                "the date of termination of construction specified in the NOTC",
                f"{_D5}.c.i",
            ),
            help=F.plain(F.A24_NOTC_DATE),
        ),
        f(
            "stabilization_description",
            "Means, methods and extent of final stabilization of the construction site",
            "multiline",
            True,
            c(
                399,
                399,
                "A description of the means, methods and extent of final stabilization",
                f"{_D5}.a.i",
            ),
        ),
        f(
            "post_notc_actions",
            "Summary of actions, procedures or practices to be performed, by the owner/operator "
            "or by agreement with others, after issuance of the NOTC",
            "multiline",
            True,
            c(
                399,
                399,
                "performed by agreement with others after issuance of the NOTC",
                f"{_D5}.a.i",
            ),
        ),
        f(
            "other_information",
            "Any other information the city manager may deem necessary",
            "multiline",
            False,
            c(399, 399, "any other information the city manager may deem necessary", f"{_D5}.a.i"),
        ),
        f(
            "closure_completed",
            "Proper closure items completed",
            "multichoice",
            False,
            c(
                365,
                387,
                "Proper closure includes, but is not limited to, the following",
                "Construction D.3.b",
            ),
            choices=(
                "final stabilization",
                "surplus and residual materials and containers removed",
                "soaps, cleaners, solvents and soil amendments removed",
                "vehicle maintenance fluids removed",
                "wastes, trash and debris removed",
                "temporary waste bins removed",
                "temporary stormwater pollution control devices removed",
                "damaged conveyances and drainage works repaired",
            ),
        ),
        f(
            "certification_basis",
            "The operator certifies that",
            "choice",
            True,
            c(
                401,
                401,
                "the site has been stabilized or that agreement for stabilization has been "
                "accomplished",
                f"{_D5}.a.ii",
            ),
            choices=(
                "the site has been stabilized",
                "agreement for stabilization has been accomplished",
            ),
        ),
        f(
            "operator_certification",
            "Operator certifies stabilization in accordance with the approved erosion and "
            "sediment control plan",
            "bool",
            True,
            c(
                401,
                401,
                "in accordance with an erosion and sediment control plan approved by the city "
                "manager",
                f"{_D5}.a.ii",
            ),
            help="Certification by the operator of the construction site (L401).",
        ),
    ),
)

NOTC_AMENDMENT = FormSpec(
    id="notc_amendment",
    gated_by=("notice_of_termination",),
    title="Amended notice of termination of construction",
    description="Without penalty if filed at least two working days before the termination date "
    "specified in the NOTC; filed later it may be rejected or require a reasonable additional fee "
    "(L407-409).",
    citations=(c(407, 407, "by filing application of an amended NOTC", f"{_D5}.c.i"),),
    fields=(
        f(
            "notc_termination_date",
            "Date of termination of construction specified in the NOTC",
            "date",
            True,
            c(
                407,
                407,
                "the date of termination of construction specified in the NOTC",
                f"{_D5}.c.i",
            ),
        ),
        f("amended_termination_date", "Amended date of termination of construction", "date", True),
        f(
            "filing_date",
            "Date this amendment is filed",
            "date",
            True,
            c(409, 409, "filed less than two working days prior", f"{_D5}.c.ii"),
        ),
        f("amendment_description", "What the amendment changes", "multiline", True),
    ),
    checks=(NOTC_AMENDMENT_LATE,),
)
