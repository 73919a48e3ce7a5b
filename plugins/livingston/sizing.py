"""Livingston sizing tools, per drainage management area (L281-317), and the two-year peak
flow check of hydromodification management projects (L351).

The ordinance lets the designer satisfy "at least one of" four hydraulic criteria (L283):
two volumetric (WEF/ASCE MOP volume, L287; 80% annual capture by the CASQA method with local
rainfall data, L289) and two flow-based (0.2 in/hr, L293; twice the 85th-percentile hourly
intensity, L295). Each tool computes one family for every DMA and shows its steps; the
baseline bioretention tool applies the L303-311 parameters and checks a provided facility
area. Figures from outside the ordinance are Parameters with external citations; where none is
confirmed (the WEF regression constants, media porosities, the TR-55 unit peak discharge
coefficients) the value is None and the tool answers needs_info naming the parameter.

Every tool reads the evaluation context and declares the findings that make it required
(``gated_by``); per-area outputs are named ``<name>[<DMA>]`` and the core adds the site value.

The tools are computed in the modules named for the criteria they hold (``sizing_volume``:
WEF/ASCE volume and 80% capture; ``sizing_flow_bioretention``: the flow criteria, the baseline
bioretention, equivalence and the 85th-percentile site design; ``sizing_peak_flow``: the
two-year peak flow), with their figures in ``sizing_parameters`` and per-DMA helpers in
``sizing_helpers``; this module declares them in their published order.
"""

from __future__ import annotations

from workbench.api import (
    SizingTool,
)

from .common import c, ext
from .sizing_flow_bioretention import _bioretention, _flow, _site_design_85
from .sizing_helpers import _has_areas
from .sizing_parameters import (
    CASQA_SOURCE,
    PARAMETER_IDS,
    TR55_SOURCE,
    WEF_C_TEXT,
    WEF_DRAWDOWNS,
    WEF_SOURCE,
)
from .sizing_peak_flow import _peak_flow_2yr
from .sizing_volume import _casqa, _wef

# --------------------------------------------------------------------------- descriptors
TREATMENT_GATES = ("numeric_sizing_criteria",)

TOOLS: list[SizingTool] = [
    SizingTool(
        "wef_asce_volume",
        "Volumetric: WEF MOP 23 / ASCE MOP 87 maximized capture volume",
        (
            c(
                287,
                287,
                "Water Environment Federation (WEF) Manual of Practice No. 23/ASCE Manual of "
                "Practice No. 87",
                "post",
            ),
            ext(WEF_SOURCE, "runoff coefficient regression", WEF_C_TEXT),
        ),
        _wef,
        parameters=tuple(
            PARAMETER_IDS[p] for p in ("wef_drawdown_hr", *(f"wef_a_{h}h" for h in WEF_DRAWDOWNS))
        ),
        when=_has_areas,
        gated_by=TREATMENT_GATES,
        uses=("drainage_areas", "rainfall.mean_storm_depth_in"),
    ),
    SizingTool(
        "casqa_80pct_capture",
        "Volumetric: 80% annual capture by continuous simulation",
        (
            c(289, 289, "required to achieve 80% or more capture", "post"),
            c(289, 289, "using local rainfall data", "post"),
            ext(CASQA_SOURCE, "unit basin storage", "80% capture by continuous simulation"),
        ),
        _casqa,
        parameters=(PARAMETER_IDS["casqa_drawdown_hr"],),
        when=_has_areas,
        gated_by=TREATMENT_GATES,
        uses=("drainage_areas", "rainfall.record_csv"),
    ),
    SizingTool(
        "flow_based",
        "Flow-based: 0.2 in/hr or twice the 85th-percentile hourly intensity",
        (
            c(293, 293, "equal to at least 0.2 inch per hour intensity", "post"),
            c(
                295,
                295,
                "at least two times the eighty-fifth percentile hourly rainfall intensity",
                "post",
            ),
        ),
        _flow,
        when=_has_areas,
        gated_by=TREATMENT_GATES,
        uses=("drainage_areas", "rainfall.p85_hourly_in_per_hr"),
    ),
    SizingTool(
        "baseline_bioretention",
        "Baseline bioretention: 5 in/hr loading or 4% factor, reservoir, media, gravel",
        (
            c(303, 303, "Maximum surface loading rate of five inches per hour", "post"),
            c(303, 303, "A sizing factor of 4% of tributary impervious area may be used", "post"),
            c(305, 305, "surface area times a depth of six inches", "post"),
            c(307, 307, "Minimum planting medium depth of 18 inches", "post"),
            c(309, 311, "having a minimum depth of 12 inches", "post"),
            c(319, 319, "measures of equivalent effectiveness are demonstrated", "post"),
        ),
        _bioretention,
        parameters=(
            PARAMETER_IDS["bioretention_media_porosity"],
            PARAMETER_IDS["bioretention_gravel_porosity"],
        ),
        when=_has_areas,
        gated_by=("bioretention_design_parameters",),
        uses=("drainage_areas", "rainfall.p85_hourly_in_per_hr"),
    ),
    SizingTool(
        "site_design_85th_volume",
        "Site design target: 85th-percentile 24-hour storm runoff",
        (c(297, 297, "eighty-fifth percentile 24-hour storm runoff event", "post"),),
        _site_design_85,
        when=_has_areas,
        gated_by=("regulated_project",),
        uses=("drainage_areas", "rainfall.p85_24hr_in"),
    ),
    SizingTool(
        "peak_flow_2yr_24hr",
        "Hydromodification: 2-year, 24-hour peak flow, post vs pre (TR-55 graphical, Type I)",
        (
            c(
                351,
                351,
                "shall not exceed the estimated preproject flow rate for the two-year",
                "post",
            ),
            ext(TR55_SOURCE, "chapter 4, graphical peak discharge method", "qp = qu Am Q Fp"),
        ),
        _peak_flow_2yr,
        parameters=tuple(
            PARAMETER_IDS[f"tr55_{which}_c{k}"] for which in ("pre", "post") for k in (0, 1, 2)
        )
        + (PARAMETER_IDS["tr55_pond_factor"],),
        gated_by=("hydromodification_management_project",),
        uses=(
            "site.two_year_24hr_rainfall_in",
            "site.pre_project_curve_number",
            "site.post_project_curve_number",
            "site.pre_project_tc_hr",
            "site.post_project_tc_hr",
            "drainage_areas",
        ),
    ),
]
