"""Figures from outside Ch. 11.30, as overridable Parameters with external citations.

The chapter states no design storm, no design capture volume, no runoff factor and no Priority
Development Project threshold: it defers them to the City Stormwater Standards Manual (the
San Diego region's BMP Design Manual) and to Order R9-2013-0001 (L151, L737, L767). None of
those figures could be confirmed from a primary source for this project
(``shared/reference/design_rainfall.md``): their defaults are None, and the rule or tool that
needs one answers needs_info naming the parameter until the user enters it (scenario
``parameters``: ``{"del_mar.<id>": value}``).
"""

from __future__ import annotations

from workbench.api import Parameter, units

from .common import ext

PERMIT = "San Diego RWQCB Order No. R9-2013-0001 (NPDES No. CAS0109266), Provision E.3.b"
MANUAL = "City of Del Mar BMP Design Manual (Feb 2016) / San Diego Model BMP Design Manual"
CGP_SOURCE = (
    "State Water Board Construction General Permit, Order 2022-0057-DWQ (secondary summary: "
    "legalclarity.org)"
)

PDP_CITE = ext(
    PERMIT,
    "E.3.b",
    "Priority Development Project categories (figures not retrieved; enter them from the permit)",
)
RUNOFF_CITE = ext(
    MANUAL, "Appendix B, Table B.1-1", "runoff factors by surface type (values not retrieved)"
)
DCV_CITE = ext(
    MANUAL, "Appendix B.1", "DCV = C x d x A, d the 85th percentile 24-hour depth (Fig. B.1-1)"
)
BIO_CITE = ext(
    MANUAL,
    "bioretention design criteria",
    "ponding, media and gravel depths and porosities (not retrieved)",
)

#: Surface types the DCV tool understands (``drainage_areas[].surface``).
SURFACES = ("roof", "concrete", "asphalt", "pervious_concrete", "gravel", "landscape")

PARAMETERS: tuple[Parameter, ...] = (
    Parameter(
        id="pdp_new_development_impervious_sqft",
        label="PDP screening: new development creating at least this impervious area (sq ft)",
        value=None,
        unit="sq ft",
        citations=(PDP_CITE,),
        note="Not in Ch. 11.30 (L151 defers to Provision E.3.b). Not confirmed: enter the "
        "figure from the permit; the workbench compares the created impervious area at or above "
        "it.",
    ),
    Parameter(
        id="pdp_redevelopment_impervious_sqft",
        label="PDP screening: redevelopment creating or replacing at least this impervious area "
        "(sq ft)",
        value=None,
        unit="sq ft",
        citations=(PDP_CITE,),
        note="Not in Ch. 11.30 (L151 defers to Provision E.3.b). Not confirmed: enter the "
        "figure from the permit.",
    ),
    Parameter(
        id="pdp_redevelopment_existing_impervious_sqft",
        label="PDP screening: redevelopment of a site with at least this existing impervious "
        "area (sq ft)",
        value=None,
        unit="sq ft",
        citations=(PDP_CITE,),
        note="Not in Ch. 11.30 (L151 defers to Provision E.3.b; the review of this plugin "
        "understood the redevelopment category to need at least 10,000 sq ft of existing "
        "impervious area, unchecked). Not confirmed: enter the figure from the permit; the screen "
        "compares site.existing_impervious_sqft at or above it.",
    ),
    Parameter(
        id="cgp_disturbance_threshold_sqft",
        label="State Construction General Permit screening: disturbed area at or above (sq ft)",
        value=float(units.ACRE_SQFT),
        unit="sq ft",
        citations=(
            ext(CGP_SOURCE, None, "CGP (construction) Order 2022-0057-DWQ; >= 1 acre disturbance"),
        ),
        note="Screening only: coverage is decided by the State permit, not by Ch. 11.30 (L723). "
        "Secondary source; verify.",
    ),
    *(
        Parameter(
            id=f"runoff_factor_{surface}",
            label=f"DCV runoff factor C for {surface.replace('_', ' ')} surfaces",
            value=None,
            unit="-",
            citations=(RUNOFF_CITE,),
            note="Not confirmed (Table B.1-1 could not be retrieved): enter it, or give the "
            "drainage area's runoff coefficient.",
        )
        for surface in SURFACES
    ),
    Parameter(
        id="bioretention_ponding_in",
        label="Bioretention surface ponding depth (in)",
        value=None,
        unit="in",
        citations=(BIO_CITE,),
        note="Design value from the Manual's bioretention criteria; not confirmed.",
    ),
    Parameter(
        id="bioretention_media_depth_in",
        label="Bioretention soil media depth (in)",
        value=None,
        unit="in",
        citations=(BIO_CITE,),
        note="Design value from the Manual's bioretention criteria; not confirmed.",
    ),
    Parameter(
        id="bioretention_media_porosity",
        label="Bioretention soil media porosity (0-1)",
        value=None,
        unit="-",
        citations=(BIO_CITE,),
        note="Design value from the Manual's bioretention criteria; not confirmed.",
    ),
    Parameter(
        id="bioretention_gravel_depth_in",
        label="Bioretention gravel layer depth (in)",
        value=None,
        unit="in",
        citations=(BIO_CITE,),
        note="Design value from the Manual; 0 if the design has no gravel layer.",
    ),
    Parameter(
        id="bioretention_gravel_porosity",
        label="Bioretention gravel porosity (0-1)",
        value=None,
        unit="-",
        citations=(BIO_CITE,),
        note="Design value from the Manual; not confirmed.",
    ),
    Parameter(
        id="infiltration_factor_of_safety",
        label="Factor of safety on the measured infiltration rate",
        value=None,
        unit="-",
        citations=(BIO_CITE,),
        note="Used only for the drawdown time shown beside the footprint check; not confirmed.",
    ),
)

BY_ID = {p.id: p for p in PARAMETERS}
