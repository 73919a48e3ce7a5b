"""Vacant parcels and construction sites under Ch. 12.16 (outside §§ 12.16.114 and
12.16.116): the vacant parcel compliance plan, the minimum construction BMPs, the duties of
projects of one acre and more, the State CGP documents and the construction waiver, with the
classification ``construction_activity``.
"""

from __future__ import annotations

from workbench.api import (
    ApplicabilityRule,
    Classification,
    Context,
    Outcome,
    Tri,
    all_of,
    any_of,
    negate,
    unknown,
)

from . import flags as F
from .common import (
    ACRE_SQFT,
    CO_CONTIGUOUS,
    CO_PERMITTED_STRUCTURE,
    CO_REPAVING,
    CO_WAIVER,
    S120,
    c,
    condition,
    ext,
    kind_in,
)

CONSTRUCTION_TYPES = ("new_development", "redevelopment", "road", "linear_utility")
COMMERCIAL_LIKE = ("commercial", "industrial", "mixed", "public")


def land_use_in(ctx: Context, uses: tuple[str, ...], yes: str, no: str) -> Tri:
    land_use = ctx.get("land_use")
    if land_use is None:
        return unknown("site.land_use")
    if land_use in uses:
        return Tri(True, (f"site.land_use = {land_use}: {yes}",))
    return Tri(False, (f"site.land_use = {land_use}: {no}",))


# --------------------------------------------------------------------------- vacant parcels
def vacant(ctx: Context) -> Tri:
    """A vacant parcel (or vacant area) of one acre or more (L231, L239, L251, L626)."""
    wording = "equal to or greater than 43,560 square feet (one acre or more)"
    if ctx.has_condition(CO_CONTIGUOUS):
        label = "contiguous vacant parcels of one owner, taken together (L231)"
    elif ctx.has_condition(CO_PERMITTED_STRUCTURE):
        label = "unimproved portion of a partially vacant parcel (L239)"
    else:
        label = "vacant area (L251)"
    if ctx.get("vacant_area_sqft") is not None:
        return ctx.area("vacant_area_sqft", label=label).at_least(ACRE_SQFT, wording)
    return all_of(
        kind_in(
            ctx,
            ("vacant_parcel",),
            "a vacant parcel",
            "no vacant area is declared (site.vacant_area_sqft not given)",
        ),
        ctx.area("parcel_area_sqft", label=f"{label}, the parcel").at_least(ACRE_SQFT, wording),
    )


def _vacant(ctx: Context) -> Outcome:
    answer = vacant(ctx)
    return answer.outcome(
        applies=[
            "submit a compliance plan following the City's guidance manual (L626), with sediment "
            "control measures (L630) and a maintenance section keeping the soil erosion and "
            "sediment control measures in proper working condition indefinitely (L632)",
            "install devices consistent with the guidance manual 'no later than 180 days from the "
            "date of the original mailing or posting', approved or not, unless the director "
            'grants additional time on a written, signed request (L636; deadline "Vacant '
            'parcel: install devices consistent with the guidance manual")',
            "maintain the measures and do not create a nuisance (L640); the Director inspects "
            "annually or as necessary (L642); on written notice of non-compliance fix or replace "
            "the measures and submit an amendment (L646-650)",
            "failing to submit a plan, to construct the improvements in time or to maintain them "
            f"is a violation enforced under § {S120}(B) (L656-660)",
        ],
        flags=[F.VACANT_AREA, F.VACANT_DEADLINES, F.VACANT_MANUAL]
        if not answer.no
        else [F.VACANT_AREA],
    )


# --------------------------------------------------------------------------- construction
def maintenance_disturbing(answer: Tri) -> Tri:
    """Routine maintenance that disturbs land: open between the two halves of L33."""
    if not answer.yes:
        return answer
    return Tri(
        None,
        (
            *answer.reasons,
            "land 'altered as a result of clearing, grading, and/or excavation' (L49) at a "
            "project described as maintenance; whether it is Construction Activity is not "
            "stated; the Director decides between:",
            "reading A: 'routine maintenance activities required to maintain the integrity of "
            "structures by performing minor repair and restoration work' are not construction "
            "(L33)",
            "reading B: construction includes 'any other activity that results in land "
            "disturbance' (L33); where soil under a repaving is disturbed, add "
            "'repaving_with_soil_disturbance' to site.conditions (L33, L371)",
        ),
    )


def construction(ctx: Context) -> Outcome:
    """Classification ``construction_activity`` (L33): construction, demolition, clearing,
    grading or excavation, not emergency work nor routine maintenance; clearing, grading or
    excavating soil during a repaving operation is land disturbance (L33, L371)."""
    disturbed = ctx.area(
        "disturbed_area_sqft", label="disturbed area (clearing, grading, excavation)"
    )
    maintenance = kind_in(
        ctx,
        ("maintenance",),
        "routine maintenance is not Construction Activity (L33)",
        "not routine maintenance",
    )
    disturbing = disturbed.more_than(0)
    building = any_of(
        all_of(
            negate(maintenance),
            any_of(
                disturbing,
                kind_in(
                    ctx,
                    CONSTRUCTION_TYPES,
                    "construction activity (L33)",
                    "no construction project",
                ),
            ),
        ),
        maintenance_disturbing(all_of(maintenance, disturbing)),
    )
    repaving = condition(
        ctx,
        CO_REPAVING,
        "clearing, grading or excavating of underlying soil during a repaving operation (L371) "
        "is land disturbance, Construction Activity (L33)",
    )
    emergency = ctx.is_true("emergency_work", "emergency construction activity (L33)")
    return all_of(negate(emergency), any_of(repaving, building)).outcome()


def _construction_bmps(ctx: Context) -> Outcome:
    answer = ctx.classification("construction_activity")
    return answer.outcome(
        applies=[
            "BMPs to avoid, to the maximum extent practicable, discharge of pollutants to the "
            "MS4, per the City's grading manual and any approved grading plan (L369)",
            "minimum requirements at all construction sites: retain sediment; retain construction "
            "materials, wastes, spills and residues; contain non-storm water runoff from washing; "
            "control erosion from slopes and channels (L375-383)",
            "from demolition or commencement of construction until a certificate of occupancy: "
            "retain sediment and waste, structural controls, cover soil piles, no vehicle "
            "washing adjacent to the site (L397-405)",
            "the City may limit clearing of natural vegetation and bare soil (L407); the Director "
            "may require a wet weather erosion control plan or SWPPP before a building or "
            "grading permit (L409); a written waiver may be requested (L411)",
        ],
        flags=[F.GRADING_MANUAL] if not answer.no else [],
    )


def _one_acre(ctx: Context) -> Outcome:
    area = ctx.area("disturbed_area_sqft", label="construction project disturbed area")
    answer = all_of(
        ctx.classification("construction_activity"),
        area.at_least(ACRE_SQFT, "construction projects which are one acre and greater"),
    )
    return answer.outcome(
        applies=[
            "where state construction general permit coverage is required: proof of a WDID "
            "number for the notice of intent and a certification that an SWPPP has been prepared "
            "(L387)",
            "on transfer of ownership of any part of the property while construction is ongoing: "
            "proof of a notice of intent and a copy of the SWPPP (L389)",
        ],
        flags=[F.CONSTRUCTION_ACRE, F.ACRE] if not answer.no else [],
    )


def _cgp(ctx: Context) -> Outcome:
    area = ctx.area("disturbed_area_sqft", label="disturbed area")
    common_plan = ctx.is_true("part_of_common_plan", "part of a larger plan")
    if ctx.has_condition(CO_REPAVING):
        coverage = any_of(
            area.more_than(ACRE_SQFT, "required if more than one acre is disturbed"),
            common_plan,
        ).because(f"site.conditions includes '{CO_REPAVING}' (L371)")
        flags = [F.CONSTRUCTION_ACRE]
    else:
        limit = ctx.param("state_cgp_threshold_sqft")
        if limit is None:
            threshold = unknown(
                "parameter signal_hill.state_cgp_threshold_sqft",
                reason="the ordinance leaves coverage to the State Construction General Permit "
                "(L361, L395)",
            )
        else:
            threshold = area.at_least(
                limit,
                'the State CGP threshold (parameter "Disturbed area at which the State '
                'Construction General Permit requires coverage", external, verify)',
            )
        coverage = any_of(threshold, common_plan)
        flags = []
    answer = all_of(ctx.classification("construction_activity"), coverage)
    return answer.outcome(
        applies=[
            "keep at the construction site a copy of the notice of intent, the WDID number and a "
            "copy of the SWPPP and storm water monitoring plan (L361-365)",
            "retain those documents for three years from the date generated or submitted, "
            'whichever is last (L367; deadline "Retain the NOI, WDID, SWPPP and monitoring plan '
            'for three years")',
            "no grading permit unless a notice of intent has been filed and an SWPPP prepared "
            "(L395)",
        ],
        flags=flags if not answer.no else [],
    )


def _construction_waiver(ctx: Context) -> Outcome:
    answer = all_of(
        ctx.classification("construction_activity"),
        condition(
            ctx,
            CO_WAIVER,
            "a full or partial waiver of the construction requirements is requested (L411)",
            "no waiver of the construction requirements is requested (site.conditions "
            f"'{CO_WAIVER}'); one may be requested in writing (L411)",
        ),
    )
    return answer.outcome(
        applies=[
            "the request is 'in writing to the director' and shows that the design elements are "
            "'impracticable, and are non-economical or otherwise physically impossible due to "
            "the site characteristics' (L411; form \"Construction requirements: written request "
            'for a full or partial waiver")',
            "it 'may only be approved where permitted in accordance with the terms of the "
            "existing construction general permit' (L411); until approved, every construction "
            "requirement stands",
        ],
        flags=[F.CONSTRUCTION_WAIVER] if not answer.no else [],
    )


CGP = ext(
    "State Water Resources Control Board, Construction General Permit (Order 2022-0057-DWQ)",
    "applicability",
    "coverage for construction disturbing one or more acres",
)

VACANT_CONSTRUCTION_RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="vacant_parcel_compliance_plan",
        title="Vacant parcels of one acre or more: compliance plan, devices within 180 days, "
        "maintenance",
        category="vacant_parcel",
        evaluate=_vacant,
        citations=(
            c(
                626,
                626,
                "equal to or greater than 43,560 square feet (one acre or more)",
                "vacant parcels C.1",
            ),
            c(
                630,
                632,
                "The compliance plan must incorporate measures to control sediment",
                "vacant parcels C.2",
            ),
            c(
                636,
                636,
                "no later than 180 days from the date of the original mailing or posting",
                "vacant parcels D",
            ),
            c(
                231,
                231,
                "shall collectively be considered a single unimproved vacant parcel",
                "definitions YYY",
            ),
            c(
                239,
                239,
                "whose unimproved portion totals 1.0 acre or more in size",
                "definitions CCCC",
            ),
            c(251, 251, "an unimproved parcel without a permitted structure", "definitions IIII"),
        ),
        uses=(
            "site.vacant_area_sqft",
            "site.parcel_area_sqft",
            "site.project_type",
            "site.conditions",
        ),
    ),
    ApplicabilityRule(
        id="construction_minimum_bmps",
        title="Construction sites: minimum BMP requirements until certificate of occupancy",
        category="construction_bmps",
        evaluate=_construction_bmps,
        citations=(
            c(
                369,
                369,
                "All persons engaged in Construction Activity within the City shall implement best "
                "management practices",
                "construction B",
            ),
            c(
                375,
                375,
                "Runoff from construction activity at all construction sites",
                "construction C.1",
            ),
            c(397, 397, "until receipt of a certificate of occupancy", "construction D.3"),
            c(
                33,
                33,
                "Construction does not include emergency construction activities",
                "definitions O",
            ),
        ),
        uses=("site.disturbed_area_sqft", "site.project_type", "site.emergency_work"),
    ),
    ApplicabilityRule(
        id="construction_one_acre_duties",
        title="Construction projects of one acre and greater: WDID, SWPPP certification, proof on "
        "transfer",
        category="construction_state_permit",
        evaluate=_one_acre,
        citations=(
            c(385, 385, "construction projects which are one acre and greater", "construction C.2"),
            c(387, 387, "proof of a waste discharger identification number", "construction C.2.a"),
            c(
                389,
                389,
                "upon the transfer of ownership of any part or portion of the subject property",
                "construction C.2.b",
            ),
        ),
        uses=("site.disturbed_area_sqft", "site.project_type"),
    ),
    ApplicabilityRule(
        id="construction_cgp_documents",
        title="State Construction General Permit coverage: documents on site, three-year "
        "retention, grading permit",
        category="construction_state_permit",
        evaluate=_cgp,
        citations=(
            c(361, 361, "requiring State Construction General Permit coverage", "construction A"),
            c(363, 365, "One (1) copy of the notice of intent", "construction A"),
            c(
                367,
                367,
                "retained for three (3) years from the date generated or date submitted",
                "construction A",
            ),
            c(
                371,
                371,
                "required if more than one acre is disturbed or the activities are part of a "
                "larger plan",
                "construction B.1",
            ),
            c(
                395,
                395,
                "No grading permit for developments requiring coverage",
                "construction D.2",
            ),
            CGP,
        ),
        uses=(
            "site.disturbed_area_sqft",
            "site.part_of_common_plan",
            "site.conditions",
            "site.project_type",
        ),
    ),
    ApplicabilityRule(
        id="construction_waiver",
        title="Construction requirements: full or partial waiver on written application",
        category="exemption",
        evaluate=_construction_waiver,
        citations=(
            c(411, 411, "Full or partial waivers of compliance", "construction D.6"),
            c(
                411,
                411,
                "Any waiver request shall be in writing to the director",
                "construction D.6",
            ),
            c(
                411,
                411,
                "in accordance with the terms of the existing construction general permit",
                "construction D.6",
            ),
        ),
        uses=("site.conditions", "site.disturbed_area_sqft", "site.project_type"),
    ),
]


CLASSIFICATIONS: list[Classification] = [
    Classification(
        "construction_activity",
        "Construction Activity (clearing, grading, excavation, construction or demolition)",
        (
            c(
                33,
                33,
                "Construction activity includes any construction or demolition activity",
                "definitions O",
            ),
            c(
                33,
                33,
                "Construction does not include emergency construction activities",
                "definitions O",
            ),
            c(
                371,
                371,
                "Where clearing, grading or excavating of underlying soil takes place during a "
                "repaving",
                "construction B.1",
            ),
        ),
        construction,
        uses=(
            "site.disturbed_area_sqft",
            "site.project_type",
            "site.emergency_work",
            "site.conditions",
        ),
    ),
]
