"""What several Livingston forms share: the field constructors, the site design measures, the
site assessment methods and the numeric sizing criteria.
"""

from __future__ import annotations

from workbench.api import FormField

F = FormField


def _yes(fid: str, label: str, citation, required: bool = True, help: str = "") -> FormField:
    return F(fid, label, "bool", required=required, citations=(citation,), help=help)


SITE_DESIGN_MEASURES = (
    "stream_setbacks_buffers",
    "soil_quality",
    "tree_planting",
    "rooftop_disconnection",
    "porous_pavement",
    "green_roofs",
    "vegetated_swales",
)
SITE_ASSESSMENT_METHODS = (
    "development_envelope",
    "less_permeable_soils",
    "limit_impervious",
    "setbacks",
    "significant_trees",
    "natural_landforms",
    "avoid_grading",
    "natural_drainage",
    "detain_retain",
)
CRITERIA = ("wef_asce_volume", "casqa_80pct_capture", "flow_0_2_in_per_hr", "flow_2x_p85_hourly")
