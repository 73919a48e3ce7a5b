"""Vacant parcels, construction sites, facility duties, discharge prohibitions, reporting and
inspections: the parts of Ch. 12.16 outside §§ 12.16.114 and 12.16.116.
"""

from __future__ import annotations

import operator
from collections.abc import Mapping

from workbench.api import ApplicabilityRule, Outcome, Scenario, applies, does_not_apply, needs_info

from . import flags as F
from .common import (
    ACRE_SQFT,
    CO_CONTIGUOUS,
    CO_DEDICATION,
    CO_HOA,
    CO_PERMITTED_STRUCTURE,
    CO_REPAVING,
    FT_TREATMENT,
    S120,
    Test,
    all_of,
    any_of,
    c,
    compare,
    ext,
    flag_test,
    has_condition,
    safe,
)
from .lid114 import _plan
from .lid116 import plan_outcome

Params = Mapping[str, float | None]

CONSTRUCTION_TYPES = ("new_development", "redevelopment", "road", "linear_utility")
COMMERCIAL_LIKE = ("commercial", "industrial", "mixed", "public")


# --------------------------------------------------------------------------- vacant parcels
def _vacant(s: Scenario, p: Params) -> Outcome:
    site = s.site
    area, field = site.vacant_area_sqft, "site.vacant_area_sqft"
    if area is None and site.project_type == "vacant_parcel":
        area, field = site.parcel_area_sqft, "site.parcel_area_sqft"
    if area is None:
        if site.project_type == "vacant_parcel":
            return needs_info(
                "site.vacant_area_sqft (or site.parcel_area_sqft) is not given: is the vacant parcel "
                "'equal to or greater than 43,560 square feet' (L626)?"
            )
        return does_not_apply(
            "no vacant or unimproved area is declared (site.vacant_area_sqft not given, "
            "site.project_type is not vacant_parcel)"
        )
    if has_condition(s, CO_CONTIGUOUS):
        label = "contiguous vacant parcels of one owner, taken together (L231)"
    elif has_condition(s, CO_PERMITTED_STRUCTURE):
        label = "unimproved portion of a partially vacant parcel (L239: it 'would qualify the entire parcel')"
    else:
        label = "vacant parcel area (L251)"
    test = compare(
        area,
        ">=",
        ACRE_SQFT,
        label=label,
        field=field,
        threshold_text="43,560 sq ft (one acre)",
        quote="equal to or greater than 43,560 square feet (one acre or more)",
    )
    out = all_of(
        [test],
        lead="Vacant Parcel Ordinance (L622)",
        flags=[F.VACANT_AREA, F.VACANT_DEADLINES, F.VACANT_MANUAL],
    )
    if out.status != "applies":
        if out.status == "does_not_apply":
            out.flags = [F.VACANT_AREA]
        return out
    out.reasons += [
        "submit a compliance plan following the City's guidance manual (L626), with sediment control measures "
        "(L630) and a maintenance section keeping the soil erosion and sediment control measures in proper working "
        "condition indefinitely (L632)",
        "install devices consistent with the guidance manual 'no later than 180 days from the date of the original "
        "mailing or posting', approved or not, unless the director grants additional time on a written, signed "
        "request (L636; deadline vacant_parcel_install_devices)",
        "maintain the measures and do not create a nuisance (L640); the Director inspects annually or as necessary "
        "(L642); on written notice of non-compliance fix or replace the measures and submit an amendment (L646-650)",
        "failing to submit a plan, to construct the improvements in time or to maintain them is a violation "
        f"enforced under § {S120}(B) (L656-660)",
    ]
    return out


# --------------------------------------------------------------------------- construction
_UNSET = object()
#: construction's last (project_type, emergency_work, disturbed_area_sqft, Test): five rules of a site ask. Keyed on
#: the identity of the three values, which it holds (their ids cannot be reused); the Test is only read by callers.
_LAST: list[tuple[object, object, object, Test | None]] = [(_UNSET, _UNSET, _UNSET, None)]
_CONSTRUCTION_FACTS = operator.itemgetter("project_type", "emergency_work", "disturbed_area_sqft")


def construction(s: Scenario) -> Test:
    kind, emergency, disturbed = _CONSTRUCTION_FACTS(
        s.site.__dict__
    )  # one read of the site's (validated) fields
    last = _LAST[0]
    if kind is last[0] and emergency is last[1] and disturbed is last[2]:
        return last[3]  # type: ignore[return-value]
    test = _construction(kind, emergency, disturbed)
    _LAST[0] = (kind, emergency, disturbed, test)
    return test


def _construction(kind: str | None, emergency: bool | None, disturbed: float | None) -> Test:
    if kind == "maintenance":
        return Test(
            False,
            "site.project_type = maintenance: routine maintenance is not Construction Activity (L33)",
        )
    if emergency:
        return Test(
            False,
            "site.emergency_work = true: 'emergency construction activities required to immediately "
            "protect public health and safety' are not Construction Activity (L33)",
        )
    if disturbed is not None and disturbed > 0:
        return Test(
            True,
            f"construction activity: site.disturbed_area_sqft {disturbed:,.0f} sq ft of "
            "clearing, grading or excavation (L33)",
        )
    if kind in CONSTRUCTION_TYPES:
        return Test(True, f"construction activity: site.project_type = {kind} (L33)")
    if disturbed == 0 or kind in ("existing_facility", "vacant_parcel"):
        return Test(False, "no construction activity (no disturbed area, no development project)")
    return Test(
        None,
        "site.disturbed_area_sqft or site.project_type is not given: is there construction activity?",
    )


def _construction_bmps(s: Scenario, p: Params) -> Outcome:
    test = construction(s)
    out = all_of([test], flags=[F.GRADING_MANUAL])
    if out.status != "applies":
        out.flags = []
        return out
    out.reasons += [
        "BMPs to avoid, to the maximum extent practicable, discharge of pollutants to the MS4, per the City's grading "
        "manual and any approved grading plan (L369)",
        "minimum requirements at all construction sites: retain sediment; retain construction materials, wastes, "
        "spills and residues; contain non-storm water runoff from washing; control erosion from slopes and channels "
        "(L375-383)",
        "from demolition or commencement of construction until a certificate of occupancy: retain sediment and "
        "waste, structural controls, cover soil piles, no vehicle washing adjacent to the site (L397-405)",
        "the City may limit clearing of natural vegetation and bare soil (L407); the Director may require a wet "
        "weather erosion control plan or SWPPP before a building or grading permit (L409)",
    ]
    return out


def _one_acre(s: Scenario, p: Params) -> Outcome:
    test = construction(s)
    if test.result is False:
        return does_not_apply(test.reason)
    area = compare(
        s.site.disturbed_area_sqft,
        ">=",
        ACRE_SQFT,
        label="construction project disturbed area",
        field="site.disturbed_area_sqft",
        threshold_text="1 acre (43,560 sq ft)",
        quote="construction projects which are one acre and greater",
    )
    out = all_of([test, area], flags=[F.CONSTRUCTION_ACRE, F.ACRE])
    if out.status == "applies":
        out.reasons += [
            "where state construction general permit coverage is required: proof of a WDID number for the notice of "
            "intent and a certification that an SWPPP has been prepared (L387)",
            "on transfer of ownership of any part of the property while construction is ongoing: proof of a notice "
            "of intent and a copy of the SWPPP (L389)",
        ]
    elif out.status == "does_not_apply":
        out.flags = []
    return out


def _cgp(s: Scenario, p: Params) -> Outcome:
    test = construction(s)
    repaving = has_condition(s, CO_REPAVING)
    if test.result is False and not repaving:
        return does_not_apply(test.reason)
    site = s.site
    plan = flag_test(
        site.part_of_common_plan,
        field="site.part_of_common_plan",
        yes="part of a larger plan",
        no="not part of a larger plan",
    )
    if repaving:
        area = compare(
            site.disturbed_area_sqft,
            ">",
            ACRE_SQFT,
            label="repaving with soil clearing, grading or excavation: disturbed area",
            field="site.disturbed_area_sqft",
            threshold_text="1 acre (43,560 sq ft)",
            quote="required if more than one acre is disturbed",
        )
        either = any_of([area, plan])
        out = all_of(
            [either],
            lead=f"site.conditions includes {CO_REPAVING!r} (L33, L371)",
            flags=[F.CONSTRUCTION_ACRE],
        )
    else:
        limit = p.get("state_cgp_threshold_sqft")
        if limit is None:
            return needs_info(
                "parameter state_cgp_threshold_sqft is not set: the ordinance leaves coverage to the "
                "State Construction General Permit (L361, L395)"
            )
        area = compare(
            site.disturbed_area_sqft,
            ">=",
            limit,
            label="disturbed area",
            field="site.disturbed_area_sqft",
            threshold_text=f"{limit:,.0f} sq ft (State CGP threshold, parameter state_cgp_threshold_sqft)",
            quote="requiring State Construction General Permit coverage",
        )
        either = any_of([area, plan])
        out = all_of(
            [test, either],
            lead="coverage is decided by the State Construction General Permit, not by "
            "this ordinance (external threshold, verify)",
        )
    if out.status == "applies":
        out.reasons += [
            "keep at the construction site a copy of the notice of intent, the WDID number and a copy of the SWPPP and "
            "storm water monitoring plan (L361-365)",
            "retain those documents for three years from the date generated or submitted, whichever is last (L367; "
            "deadline cgp_documents_retention)",
            "no grading permit unless a notice of intent has been filed and an SWPPP prepared (L395)",
        ]
    return out


# --------------------------------------------------------------------------- facilities
def _land_use(s: Scenario) -> Test:
    if s.site.land_use is None:
        return Test(None, "site.land_use is not given")
    return Test(True, f"site.land_use = {s.site.land_use}")


def _sweeping(s: Scenario, p: Params) -> Outcome:
    site = s.site
    if site.land_use is None:
        return needs_info(
            "site.land_use is not given: is the parking lot industrial or commercial (L315)?"
        )
    if site.land_use not in COMMERCIAL_LIKE:
        return does_not_apply(
            f"site.land_use = {site.land_use}: not an industrial and/or commercial parking lot (L315)"
        )
    spaces = compare(
        site.parking_spaces,
        ">",
        25,
        label="parking spaces",
        field="site.parking_spaces",
        threshold_text="25 spaces",
        quote="containing more than twenty-five parking spaces",
        unit="spaces",
    )
    lead = f"site.land_use = {site.land_use}: industrial and/or commercial"
    if site.land_use == "public":
        lead += " (L77: 'Facility ownership (federal, state, municipal, private) ... not factors')"
    out = all_of([spaces], lead=lead, flags=[F.SWEEPING])
    if out.status == "applies":
        out.reasons.append(
            "'conduct regular sweeping and other similar measures' to minimize pollutants and debris "
            "in the municipal storm drain system (L315)"
        )
    elif out.status == "does_not_apply":
        out.flags = [F.SWEEPING]
    return out


def _industrial(s: Scenario, p: Params) -> Outcome:
    site = s.site
    industrial = site.land_use == "industrial"
    building = construction(s).result is True
    if not industrial and not building:
        if site.land_use is None:
            return needs_info("site.land_use is not given: is this an industrial site (L355)?")
        return does_not_apply(
            f"site.land_use = {site.land_use} and no construction activity: not an industrial site "
            "(L355 includes construction sites)"
        )
    reasons = [
        "site.land_use = industrial"
        if industrial
        else "a construction site, which L355 counts as an industrial site ('including construction sites')",
        "implement the minimum BMPs the Director designates to control pollutants in runoff to the MS4 (L355)",
    ]
    if industrial:
        reasons += [
            "BMPs in the use, maintenance, repair and operation of all machinery and equipment (L313)",
            "BMPs to avoid discharge where oils or other petroleum fluids have been released or threaten to be "
            "released from machinery or vehicles (L297)",
        ]
    sensitive = site.affects_impaired_or_sensitive_waters or site.discharges_to_sensitive_area
    if sensitive:
        reasons.append(
            "located in an ESA or tributary to an impaired water body: the Director may impose additional "
            "BMPs or controls (L355)"
        )
    return applies(*reasons)


def _commercial(s: Scenario, p: Params) -> Outcome:
    site = s.site
    if site.land_use is None:
        return needs_info(
            "site.land_use is not given: commercial, residential or other non-industrial use (L357)?"
        )
    if site.land_use == "industrial":
        return does_not_apply("site.land_use = industrial: see industrial_site_bmps (L355)")
    reasons = [
        f"site.land_use = {site.land_use}: a commercial (including institutional), residential or other "
        "non-industrial operation (L357)",
        "implement the BMPs the Director requires to reduce pollutants in the MS4, and controls needed to avoid "
        "exceeding a water quality standard or to reduce pollutants reaching an ESA or impaired water (L357)",
    ]
    if site.land_use in ("commercial", "mixed"):
        reasons.append(
            "BMPs in the use, maintenance, repair and operation of all machinery and equipment (L313)"
        )
    return applies(*reasons)


def _maintenance(s: Scenario, p: Params) -> Outcome:
    site = s.site
    has_system = FT_TREATMENT in site.facility_types
    plan114 = safe(_plan.shared, s, p).status
    plan116 = safe(plan_outcome.shared, s, p).status
    if not has_system and "applies" not in (plan114, plan116):
        if "needs_info" in (plan114, plan116):
            return needs_info(
                "whether the project will have LID BMPs is not yet known (LID plan findings are open)"
            )
        return does_not_apply(
            "site.facility_types does not include 'treatment_system' and no LID plan is required"
        )
    reasons = [
        "site.facility_types includes 'treatment_system'"
        if has_system
        else "a LID plan is required, so the site will have LID BMPs",
        "maintain clarifiers, separators, sediment ponds, LID BMPs and other treatment systems 'at all times' in "
        "good working order, prevent vector breeding, keep safe access, and keep operation and maintenance "
        "documentation onsite at all times (L353)",
        "a transfer or lease must require the transferee to assume maintenance of, or replace, each LID BMP, "
        "and to inspect all LID BMPs at least once a year and retain proof (L534, L606)",
    ]
    if has_condition(s, CO_HOA):
        reasons.append(
            "LID BMPs in a homeowners' association common area: maintenance language in the CC&Rs and "
            "printed educational materials with the first deed transfer and every later sale (L536, L608)"
        )
    if has_condition(s, CO_DEDICATION):
        reasons.append(
            "LID BMPs in an area proposed for dedication stay the developer's responsibility until the "
            "dedication is accepted (L538, L610)"
        )
    return applies(*reasons, flags=[F.OM_RETENTION])


def _federal_state(s: Scenario, p: Params) -> Outcome:
    site = s.site
    building = construction(s)
    commercial = site.land_use in ("commercial", "industrial", "mixed") if site.land_use else None
    if building.result or commercial:
        why = (
            building.reason
            if building.result
            else f"site.land_use = {site.land_use}: commercial or industrial activity"
        )
        return applies(
            why,
            "comply with all storm water discharge requirements of US EPA, the State Board or the "
            "Regional Board; the City may require proof before issuing any grading, building or occupancy "
            "permit or license (L349)",
        )
    if building.result is None or commercial is None:
        return needs_info(
            "site.land_use or the construction facts are not given: is there commercial, industrial or "
            "construction activity (L349)?"
        )
    return does_not_apply(f"site.land_use = {site.land_use} and no construction activity (L349)")


def _inspections(s: Scenario, p: Params) -> Outcome:
    return applies(
        "any private premises may be entered and inspected for compliance by the City Manager or the "
        "Director on twenty-four hour oral or written notice, unless exigent circumstances justify a shorter "
        "time (L664); the inspection may cover processes, discharge points, records, sampling, dye and smoke "
        "tests and monitoring devices (L666-686)",
        "in an imminent danger the City may enter, abate and restore without notice or consent (L700)",
    )


def _prohibitions(s: Scenario, p: Params) -> Outcome:
    return applies(
        "'all non-storm water discharges to the municipal storm drain system are prohibited' except as permitted "
        "(L283); no illicit discharge (L285); prohibitions C-T (L287-321) apply to every person and property",
        "exempt or conditionally exempt discharges are those identified in Part III.A of the 2012 NPDES MS4 permit "
        "(L323), a list not in the ordinance; describe a discharge in 'discharges' to check it",
        "no refuse, hazardous or infectious waste into the storm drain system or onto property except in proper "
        "containers (L337); no use of banned pesticides, herbicides or fungicides (L345)",
        "a violator of the prohibitions must immediately commence response action and reimburse the City's costs "
        "(L325)",
        flags=[F.EXEMPT_LIST_EXTERNAL],
    )


def _illicit_connections(s: Scenario, p: Params) -> Outcome:
    return applies(
        "no person may construct, use, maintain, operate or permit an illicit connection on premises it "
        "owns, controls or operates (L277); any such connection 'shall be terminated and removed and/or "
        "otherwise sealed' as the Director approves (L279); roof drains and similar connections are not "
        "illicit connections (L69)",
        flags=[F.ILLICIT_CONNECTION_DEADLINE],
    )


def _reporting(s: Scenario, p: Params) -> Outcome:
    events = [e for e in s.events if e.kind == "pollutant_discharge"]
    violations = [v for v in s.violations if v.kind in ("illicit_discharge", "failure_to_report")]
    if not events and not violations:
        return does_not_apply(
            "no discharge of a pollutant is recorded (events 'pollutant_discharge' or violations "
            "'illicit_discharge'); the duty arises on any discharge resulting from a violation (L331)"
        )
    why = (
        f"events include {len(events)} 'pollutant_discharge'"
        if events
        else "violations include an illicit discharge"
    )
    return applies(
        why,
        "notify the Director immediately by telephone or in person: location, date and time, type and "
        "concentration of the volume discharged, corrective action (L331)",
        "written notification within forty-eight hours of the discharge (L331)",
        "detailed written report within ten calendar days: cause, date and time, type, concentration and "
        "volume, location, information to explain potential impacts, corrective and preventive measures "
        "(L333); filing it is not a waiver of liability (L333)",
        flags=[F.NOTICE_GARBLED],
    )


CGP = ext(
    "State Water Resources Control Board, Construction General Permit (Order 2022-0057-DWQ)",
    "applicability",
    "coverage for construction disturbing one or more acres",
)

RULES: list[ApplicabilityRule] = [
    ApplicabilityRule(
        id="vacant_parcel_compliance_plan",
        title="Vacant parcels of one acre or more: compliance plan, devices within 180 days, maintenance",
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
        title="Construction projects of one acre and greater: WDID, SWPPP certification, proof on transfer",
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
        title="State Construction General Permit coverage: documents on site, three-year retention, grading permit",
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
                "required if more than one acre is disturbed or the activities are part of a larger plan",
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
        id="parking_lot_sweeping",
        title="Industrial/commercial parking lots of more than 25 spaces: regular sweeping",
        category="facility_program",
        evaluate=_sweeping,
        citations=(
            c(
                315,
                315,
                "containing more than twenty-five parking spaces shall conduct regular sweeping",
                "discharge prohibitions Q",
            ),
        ),
        uses=("site.land_use", "site.parking_spaces"),
    ),
    ApplicabilityRule(
        id="industrial_site_bmps",
        title="Industrial sites (including construction sites): Director-designated BMPs",
        category="facility_program",
        evaluate=_industrial,
        citations=(
            c(355, 355, "any industrial site (including construction sites)", "BMPs B"),
            c(
                313,
                313,
                "shall use BMPs in the use, maintenance, repair and operation of all machinery",
                "discharge prohibitions P",
            ),
            c(
                297,
                297,
                "unmitigated release or a threat of release of leaking oils",
                "discharge prohibitions H",
            ),
        ),
        uses=(
            "site.land_use",
            "site.disturbed_area_sqft",
            "site.affects_impaired_or_sensitive_waters",
            "site.discharges_to_sensitive_area",
        ),
    ),
    ApplicabilityRule(
        id="commercial_residential_bmps",
        title="Commercial, residential and other non-industrial uses: required BMPs",
        category="facility_program",
        evaluate=_commercial,
        citations=(
            c(
                357,
                357,
                "any commercial (including institutional) or residential facility",
                "BMPs C",
            ),
            c(
                313,
                313,
                "All owners or operators of industrial and/or commercial property",
                "discharge prohibitions P",
            ),
        ),
        uses=("site.land_use",),
    ),
    ApplicabilityRule(
        id="treatment_system_maintenance",
        title="Treatment systems and LID BMPs: maintenance, records, transfer conditions",
        category="bmp_maintenance",
        evaluate=_maintenance,
        citations=(
            c(
                353,
                353,
                "shall at all times maintain such systems in good working order and repair",
                "BMPs A",
            ),
            c(
                353,
                353,
                "Documentation on operation and maintenance activities shall be retained onsite",
                "BMPs A",
            ),
            c(
                534,
                534,
                "conduct maintenance inspections of all LID BMPs at least once a year",
                "12.16.114(I)(1)",
            ),
            c(536, 536, "conditions, covenants and restrictions (CC&Rs)", "12.16.114(I)(2)"),
            c(
                538,
                538,
                "the responsibility of the developer until the dedication is accepted",
                "12.16.114(I)(3)",
            ),
            c(
                606,
                606,
                "assume responsibility for maintenance of any existing LID BMP",
                "12.16.116(G)(1)",
            ),
        ),
        uses=("site.facility_types", "site.conditions"),
    ),
    ApplicabilityRule(
        id="federal_state_permit_compliance",
        title="Commercial, industrial and construction activity: comply with federal and state storm water requirements",
        category="facility_program",
        evaluate=_federal_state,
        citations=(
            c(
                349,
                349,
                "shall comply with all storm water discharge requirements",
                "permit compliance",
            ),
            c(
                349,
                349,
                "prior to the issuance of any grading, building or occupancy permit",
                "permit compliance",
            ),
        ),
        uses=("site.land_use", "site.disturbed_area_sqft", "site.project_type"),
    ),
    ApplicabilityRule(
        id="city_inspections",
        title="Inspections on twenty-four hour notice; entry without notice in imminent danger",
        category="facility_program",
        evaluate=_inspections,
        citations=(
            c(664, 664, "on twenty-four hour oral or written notice", f"{S120}(A)"),
            c(700, 700, "without notice to or consent from the owner or occupant", f"{S120}(B)(5)"),
        ),
        uses=(),
    ),
    ApplicabilityRule(
        id="discharge_prohibitions",
        title="Prohibited discharges to the municipal storm drain system",
        category="discharge_prohibition",
        evaluate=_prohibitions,
        citations=(
            c(
                283,
                283,
                "all non-storm water discharges to the municipal storm drain system are prohibited",
                "discharge prohibitions A",
            ),
            c(
                323,
                323,
                "Discharges Identified in Part III.A of the 2012 NPDES MS4 permit",
                "discharge prohibitions U",
            ),
            c(
                325,
                325,
                "shall immediately commence all appropriate response action",
                "discharge prohibitions V",
            ),
            c(337, 337, "into the municipal storm drain system", "refuse and hazardous waste A"),
            c(345, 345, "the manufacture of which has been prohibited", "banned pesticides"),
        ),
        uses=("discharges",),
    ),
    ApplicabilityRule(
        id="illicit_connections",
        title="Illicit connections prohibited; existing ones terminated, removed or sealed",
        category="discharge_prohibition",
        evaluate=_illicit_connections,
        citations=(
            c(277, 277, "permit the existence of any Illicit Connection", "illicit connections A"),
            c(
                279,
                279,
                "shall be terminated and removed and/or otherwise sealed",
                "illicit connections B",
            ),
            c(69, 69, "excluding roof drains and other similar type connections", "definitions FF"),
        ),
        uses=(),
    ),
    ApplicabilityRule(
        id="discharge_notification_and_report",
        title="Discharge of a pollutant: immediate notice, written notice in 48 hours, report in 10 calendar days",
        category="spill_response",
        evaluate=_reporting,
        citations=(
            c(
                331,
                331,
                "shall immediately notify the Director by telephone or in person",
                "notification A",
            ),
            c(331, 331, "within forty-eight hours of the discharge", "notification A"),
            c(333, 333, "within ten calendar days after any such Discharge", "notification B"),
        ),
        uses=("events", "violations"),
    ),
]
