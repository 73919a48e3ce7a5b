"""What several Soledad forms share: the order types, the permits associated with grading,
the permit table and the field constructor ``f``.
"""

from __future__ import annotations

from workbench.api import FormField

ORDER_TYPES = (
    "stop work order",
    "compliance order",
    "remediation, abatement and restoration order",
    "emergency cease and desist order",
)
GRADING_PERMITS = (
    "State construction general permit (CGP)",
    "State Water Board 401 Water Quality Certification",
    "U.S. Army Corps 404 Permit",
    "California Department of Fish and Game 1600 Agreement",
    "other permit directly associated with grading",
)
_PERMIT_TABLE = (
    FormField("permit", "Permit", "choice", required=True, choices=GRADING_PERMITS),
    FormField("identifier", "Permit number or identifier", "text", required=True),
    FormField("obtained_on", "Date obtained", "date"),
)


def f(fid: str, label: str, kind: str = "text", required: bool = False, *cites, **kw) -> FormField:
    return FormField(fid, label, kind, required=required, citations=tuple(cites), **kw)  # type: ignore[arg-type]
