"""What several Signal Hill forms share: the § 12.16.114 categories, the infeasibility lists of
§§ 12.16.114 and 12.16.116, the professions the text names, the field constructors and the
applicant fields.
"""

from __future__ import annotations

from workbench.api import FormField

CATEGORIES_114 = (
    "1 development: 1 acre or more disturbed, adds more than 10,000 sq ft impervious",
    "2 industrial park: 10,000 sq ft or more of surface area",
    "3 commercial mall: 10,000 sq ft or more of surface area",
    "4 retail gasoline outlet: 5,000 sq ft or more of surface area",
    "5 restaurant: 5,000 sq ft or more of surface area",
    "6 parking lot: 5,000 sq ft or more impervious, or 25 or more spaces",
    "7 streets and roads: 10,000 sq ft or more impervious",
    "8 automotive service facility: 5,000 sq ft or more of surface area",
    "9 in, directly adjacent to or discharging directly to an ESA, 2,500 sq ft or more impervious",
    "10 single-family hillside property",
    "11 redevelopment: 5,000 sq ft or more created, added or replaced",
)
INFEASIBILITY_114 = (
    "a infiltration rate below 0.3 in/hr and soil amendment not feasible",
    "b seasonal high groundwater within five to ten feet of grade",
    "c within 100 feet of a drinking water well",
    "d brownfield or documented pollutant mobilization",
    "e potential geotechnical hazards",
    "f smart growth, infill or redevelopment density",
)
INFEASIBILITY_116 = (
    "a seasonal high groundwater within five to ten feet of grade",
    "b within 100 feet of a drinking water well",
    "c brownfield or documented pollutant mobilization",
    "d potential geotechnical hazards",
    "e impermeable soil type in soils and geotechnical reports",
    "f infiltration rate below 0.3 in/hr and soil amendment not feasible",
    "other condition (the list is not exhaustive)",
)
PROFESSIONS = ("registered professional engineer", "geologist", "architect", "landscape architect")


def f(fid: str, label: str, kind: str = "text", required: bool = False, **more) -> FormField:
    return FormField(id=fid, label=label, kind=kind, required=required, **more)  # type: ignore[arg-type]


def cert(fid: str, label: str, citation=None) -> FormField:
    return FormField(
        id=fid,
        label=label,
        kind="bool",
        required=True,
        help="Certification: must be confirmed.",
        citations=(citation,) if citation else (),
    )


APPLICANT = (
    f("applicant_name", "Project applicant", required=True),
    f("project_address", "Project address or APN", required=True),
)
