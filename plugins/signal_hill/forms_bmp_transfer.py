"""Signal Hill form for the maintenance conditions of a property with LID BMPs transferred or
leased.
"""

from __future__ import annotations

from workbench.api import FormSpec

from .common import S114, S116, c
from .form_parts import cert, f

BMP_TRANSFER_FORMS: list[FormSpec] = [
    FormSpec(
        id="lid_bmp_transfer_conditions",
        gated_by=("treatment_system_maintenance",),
        title="Transfer or lease of a property with LID BMPs: maintenance conditions",
        description="Conditions included in the sale or lease agreement or deed (L534, L606).",
        citations=(
            c(534, 534, "shall include conditions requiring the transferee", f"{S114}(I)(1)"),
            c(
                606,
                606,
                "Such requirement shall be included in any sale or lease agreement or deed",
                f"{S116}(G)(1)",
            ),
        ),
        fields=(
            f("transferee", "Transferee or lessee", required=True),
            f(
                "obligation",
                "Transferee's obligation",
                "choice",
                True,
                choices=(
                    "(a) assume responsibility for maintenance of the existing LID BMPs",
                    "(b) replace the LID BMPs with measures meeting the then current City and MS4 "
                    "standards",
                ),
                citations=(
                    c(534, 534, "assume responsibility for maintenance of any existing LID BMP"),
                ),
            ),
            f(
                "instrument",
                "Included in",
                "multichoice",
                True,
                choices=("sale agreement", "lease agreement", "deed"),
            ),
            cert(
                "annual_inspection_provision",
                "The condition requires maintenance inspections of all LID BMPs at least "
                "once a year and retention of proof",
                c(534, 534, "at least once a year and retain proof of inspection"),
            ),
            f(
                "hoa_ccr_language",
                "HOA common-area BMPs: maintenance responsibility stated in the CC&Rs",
                "bool",
                citations=(
                    c(
                        536,
                        536,
                        "shall be included in the project's conditions, covenants and restrictions",
                    ),
                ),
            ),
            f(
                "educational_materials",
                "Printed educational materials accompany the deed transfer",
                "bool",
                citations=(
                    c(
                        536,
                        536,
                        "Printed educational materials will be required to accompany the first "
                        "deed transfer",
                    ),
                ),
            ),
            f(
                "dedication_pending",
                "BMPs in an area proposed for dedication (developer responsible until accepted)",
                "bool",
                citations=(
                    c(
                        538,
                        538,
                        "the responsibility of the developer until the dedication is accepted",
                    ),
                ),
            ),
        ),
    ),
]
