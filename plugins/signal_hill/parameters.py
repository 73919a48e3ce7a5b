"""Overridable figures (scenario ``parameters``: ``{"signal_hill.<id>": value}``).

Figures from outside the ordinance carry an external citation marked for verification; a
figure no retrieved source confirms is None, and the tool using it answers needs_info.
"""

from __future__ import annotations

from workbench.api import Parameter, units

from .common import S114, S116, c, ext

GROUNDWATER_DEPTH = Parameter(
    id="groundwater_infeasibility_depth_ft",
    label="Seasonal high groundwater depth that makes retention infeasible (outer bound of 'five "
    "to ten feet')",
    value=10.0,
    unit="ft",
    citations=(
        c(488, 488, "within five to ten feet of surface grade", f"{S114}(E)(2)(b)"),
        c(566, 566, "within five to ten feet of surface grade", f"{S116}(C)(1)(a)"),
    ),
    note="The text gives a range, not one threshold; 10 ft is its outer bound. Set 5 for the "
    "narrow reading.",
)

CGP_THRESHOLD = Parameter(
    id="state_cgp_threshold_sqft",
    label="Disturbed area at which the State Construction General Permit requires coverage",
    value=float(units.ACRE_SQFT),
    unit="sq ft",
    citations=(
        ext(
            "State Water Resources Control Board, Construction General Permit (Order "
            "2022-0057-DWQ)",
            "applicability",
            "construction disturbing one or more acres of soil",
        ),
        c(361, 361, "requiring State Construction General Permit coverage", "construction A"),
    ),
    note="The ordinance leaves coverage to the State permit; the one-acre figure is that "
    "permit's, not the ordinance's (Order 2022-0057-DWQ, '>= 1 acre disturbance', as restated by "
    "a secondary source). Verify against the permit in force.",
)

USE_WEF_COEFFICIENT = Parameter(
    id="use_wef_runoff_coefficient",
    label="Compute a drainage area's runoff coefficient from its impervious fraction by the "
    "WEF/ASCE formula (1 = yes, 0 = require a runoff coefficient per drainage area)",
    value=1.0,
    unit="flag",
    citations=(
        ext(
            "Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of "
            "Practice No. 87 (1998)",
            "runoff coefficient",
            "C = 0.858 i^3 - 0.78 i^2 + 0.774 i + 0.04",
        ),
    ),
    note="The ordinance does not say how the design storm becomes runoff (L472-476). A drainage "
    "area's own runoff coefficient (for example a Los Angeles County Hydrology Manual value) "
    "always takes precedence.",
)

WEF_REGRESSION_A = Parameter(
    id="wef_regression_constant_a",
    label="WEF/ASCE maximized capture regression constant a for a 48 to 72-hour drawdown "
    "(small-site option a)",
    value=None,
    unit="",
    citations=(
        ext(
            "Urban Runoff Quality Management, WEF Manual of Practice No. 23 / ASCE Manual of "
            "Practice No. 87 (1998)",
            "maximized detention volume",
            "P0 = (a C) P6",
        ),
        c(
            548,
            548,
            "maximized capture storm water volume for the area using a 48 to 72-hour draw down "
            "time",
            f"{S116}(B)(1)(a)",
        ),
    ),
    note="No retrieved source confirms the constant (two candidate sets are in circulation, "
    "neither confirmed); enter the value for the chosen drawdown from WEF MOP 23 or the CASQA "
    "handbook.",
)

PARAMETERS: list[Parameter] = [
    GROUNDWATER_DEPTH,
    CGP_THRESHOLD,
    USE_WEF_COEFFICIENT,
    WEF_REGRESSION_A,
]
