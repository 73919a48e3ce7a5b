"""Facility programs: Regulated Commercial (11.30.090), Regulated Industrial (11.30.100),
Municipal (11.30.120) and Residential (11.30.080) Dischargers, with each program's duties."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from workbench.api import ApplicabilityRule, Outcome, applies, does_not_apply, needs_info

from . import classify
from .common import c, q, shared
from .vocabulary import INDUSTRIAL_ACTIVITIES, RESIDENTIAL_ACTIVITIES

if TYPE_CHECKING:
    from workbench.api import Scenario

Params = Mapping[str, float | None]

MANUAL_FLAG = (
    "The BMPs themselves are those 'specified in the City Stormwater Standards Manuals' "
    "(outside the ordinance text); Ch. 11.30 names only the areas they cover"
)
CAS_FLAG = (
    "Permit number inconsistency: the High Priority commercial list is 'As required by NPDES Permit No. "
    "CAS 0108758' (L455; nurseries L641 'CAS0108758'), but the chapter's MS4 permit is 'NPDES Permit No. "
    "CAS0109266' / Order R9-2013-0001 (L127, L231); the classification follows the text as written"
)
IGP_FLAG = (
    "The State Industrial General Stormwater Permit is defined as 'NPDES Permit No. 99-08-DWQ' (L175), "
    "an order-style number unlike the construction permit's 'CAS000002' (L173), while L93 refers to 'the "
    "current' permit: confirm which industrial permit applies before relying on IGP coverage"
)


def outcome(
    state: classify.Tri,
    reasons: list[str] | tuple[str, ...],
    flags: list[str] | tuple[str, ...] | None = None,
) -> Outcome:
    status = "applies" if state is True else "does_not_apply" if state is False else "needs_info"
    return Outcome(status, list(reasons), list(flags) if flags else [])


# Classifications several rules read, once per evaluation (tuples: copy to extend).
def _regulated_commercial(
    scenario: Scenario, params: Params
) -> tuple[classify.Tri, tuple[str, ...]]:
    state, reasons = classify.regulated_commercial(scenario)
    return state, tuple(reasons)


def _regulated_industrial(
    scenario: Scenario, params: Params
) -> tuple[classify.Tri, tuple[str, ...]]:
    state, reasons = classify.regulated_industrial(scenario)
    return state, tuple(reasons)


def _hp_industrial_test(
    scenario: Scenario, params: Params
) -> tuple[classify.Tri, tuple[str, ...], tuple[str, ...]]:
    state, reasons, flags = classify.hp_industrial(scenario)
    return state, tuple(reasons), tuple(flags)


# --------------------------------------------------------------------------- commercial
def _commercial(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = shared(_regulated_commercial, scenario, params)
    flags = []
    if "nursery_greenhouse" in scenario.site.facility_types:
        flags.append(CAS_FLAG)
    if state is True:
        reasons += (
            f"review facilities, activities, operations and procedures {q('at least annually')} to detect and "
            "eliminate illicit connections and illegal discharges (L453)",
            f"corrective training {q('documented in training records')} whenever an illegal disposal practice is "
            "discovered (L453)",
            "install, implement and maintain the Manual BMPs for: employee training, including attendance logs; "
            "stormwater pollution prevention plans; storm drain tileage and signing; pollution prevention; materials "
            "and waste management loading and storage; vehicles and equipment storage and operations; building and "
            "outdoor areas, including power washing and cleaning (L509-L523)",
            "perform the sampling, analyzing, monitoring and reporting this Chapter requires; the City may order more (L403)",
        )
    return outcome(state, reasons, flags)


def _hp_commercial(scenario: Scenario, params: Params) -> Outcome:
    state, reasons, flags = classify.hp_commercial(scenario)
    if state is True:
        reasons.append(
            "High Priority: install, implement and maintain the additional minimum BMPs "
            f"{q('if any, specified in this section or in the City Stormwater Standards Manuals')} for the "
            "priority classification (L453)"
        )
    return outcome(state, reasons, flags)


# --------------------------------------------------------------------------- industrial
def _industrial(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = shared(_regulated_industrial, scenario, params)
    flags = []
    if "subject_to_igp" in scenario.site.conditions:
        flags.append(IGP_FLAG)
    if state is True:
        reasons += (
            f"review facilities, activities, operations and procedures {q('at least annually')} to detect and "
            "eliminate illicit connections and illegal discharges (L525)",
            "corrective training, documented in training records, whenever an illegal disposal practice is "
            "discovered (L525)",
            "install, implement and maintain the additional minimum BMPs, if any, in 11.30.100 or the Manual (L525)",
        )
    return outcome(state, reasons, flags)


def _hp_industrial(scenario: Scenario, params: Params) -> Outcome:
    state, reasons, flags = shared(_hp_industrial_test, scenario, params)
    reasons, flags = list(reasons), list(flags)
    if "subject_to_igp" in scenario.site.conditions:
        flags.append(IGP_FLAG)
    if state is True:
        conds = scenario.site.conditions
        if "subject_to_igp" in conds:
            reasons.append(
                "C.1: keep the WDID and a copy of the NOI on site; submit them by mail if directed (L541)"
            )
        if "igp_swppp_required" in conds:
            reasons.append(
                "C.2: prepare, implement and keep at the site the SWPPP the State permit requires (L543)"
            )
        else:
            reasons.append(
                f"C.2: not required to prepare a State SWPPP ('igp_swppp_required' not in site.conditions): "
                f"{q('the facility shall prepare a SWPPP, submit that SWPPP for approval')}, implement it "
                "and maintain it on site (L543)"
            )
        reasons += [
            "C.3: consider, and implement where the facility finds appropriate, the six pollution prevention "
            "measures (L545-L557)",
            "C.4: incorporate into the SWPPP and implement the non-structural BMPs: material handling and storage; "
            "waste handling and recycling; employee training; good housekeeping; preventive maintenance; self "
            "inspection; spill response planning and prevention (L559-L573)",
            "C.6: incorporate and install one or more additional structural BMPs "
            f"{q('where practicable, if use of such BMPs would significantly reduce pollution')} (L605)",
        ]
        present = [a for a in scenario.site.activities if a in INDUSTRIAL_ACTIVITIES]
        listed = "; ".join(
            f"{INDUSTRIAL_ACTIVITIES[a][0]} (L{INDUSTRIAL_ACTIVITIES[a][1]})" for a in present
        )
        reasons.append(
            "C.5: Manual BMPs for commercial activities and industrial areas at the facility"
            + (f": {listed}" if listed else "")
            + " (L575)"
        )
        flags.append(
            "Cross-reference error: C.5 points to the commercial activities 'as identified in Subsection "
            "11.30.090.C.', but 11.30.090.C lists BMP areas; the activities are in 11.30.090.B.1 (L575, "
            "L457). The workbench reads it as 090.B.1"
        )
        flags.append(MANUAL_FLAG)
    return outcome(state, reasons, flags)


def _hpif_monitoring(scenario: Scenario, params: Params) -> Outcome:
    state, reasons, flags = shared(_hp_industrial_test, scenario, params)
    reasons, flags = list(reasons), list(flags)
    if state is not True:
        return outcome(
            state,
            [
                "the monitoring duties of 11.30.100.D apply to High Priority Industrial Facilities",
                *reasons,
            ],
            flags,
        )
    conds = scenario.site.conditions
    flags.append(
        "No retention period is stated for monitoring records (L637); only maintenance records have one (L781)"
    )
    if "igp_monitoring_required" in conds:
        flags.append(IGP_FLAG)
        return applies(
            "'igp_monitoring_required' in site.conditions: make the State-required monitoring records "
            f"available and {q('submit a copy of such records to the City if directed')} (L617)",
            "State exceptions and State-approved group monitoring are also accepted (L617)",
            flags=flags,
        )
    manned = scenario.site.manned_facility
    if manned is None:
        return needs_info(
            "site.manned_facility is not given: manned High Priority Industrial Facilities not "
            "monitoring under the State permit must run their own monitoring program (L617)",
            flags=flags,
        )
    flags.append("'manned' and 'unmanned' are not defined in the chapter (L393, L617)")
    if not manned:
        return does_not_apply(
            "manned_facility false: the self-monitoring program binds "
            f"{q('manned High Priority Industrial Facilities')} only (L617)",
            flags=flags,
        )
    if "igp_monitoring_exemption_would_apply" in conds:
        return does_not_apply(
            "'igp_monitoring_exemption_would_apply' in site.conditions: the program binds "
            "facilities that "
            f"{q('would not qualify for an exemption from monitoring under the terms of that permit')} (L617)",
            flags=flags,
        )
    return applies(
        "manned High Priority Industrial Facility not required to monitor under the State permit and not exempt "
        "(L617): develop and implement a monitoring program",
        f"{q('Quantitative stormwater data must be obtained from two storm events in a year')} (L619)",
        "address: effluent-guideline pollutants; pollutants with NPDES effluent limits; oil/grease or total organic "
        "carbon; pH; total suspended solids; specific conductance; toxic chemicals and other likely pollutants (L621-L635)",
        "conduct it under the State permit's conditions; retain records on site, make them available, submit if "
        "directed (L637)",
        flags=flags,
    )


# --------------------------------------------------------------------------- municipal, residential
def _municipal(scenario: Scenario, params: Params) -> Outcome:
    state, reasons = classify.municipal(scenario)
    flags = []
    if state is True:
        reasons += [
            "meet Sections 11.30.010 through 11.30.070 and, where applicable, 11.30.140 and 11.30.150 (L659)",
            "install, implement and maintain the additional minimum BMPs, if any, "
            f"{q('specified in Section 11.30.090 or in the City Stormwater Standards Manual')} (L659)",
        ]
        flags.append(
            "Cross-reference: L659 gives municipal additional BMPs 'specified in Section 11.30.090', the "
            "commercial section; it may be an error (catalog D.17)"
        )
        if "subject_to_igp" in scenario.site.conditions:
            reasons.append(
                "subject to the State industrial permit: also a Regulated Industrial Facility (L163)"
            )
    return outcome(state, reasons, flags)


def _residential(scenario: Scenario, params: Params) -> Outcome:
    site = scenario.site
    if not site.facility_types and "residential_activities_on_behalf" not in site.conditions:
        return Outcome(
            "needs_info",
            [
                "site.facility_types is not given: 11.30.080 applies to Residential Dischargers "
                "(L425)"
            ],
            [],
        )
    resident = (
        "residence" in site.facility_types or "residence_commercial_use" in site.facility_types
    )
    on_behalf = "residential_activities_on_behalf" in site.conditions
    if not (resident or on_behalf):
        return does_not_apply(
            f"facility_types {', '.join(site.facility_types)}: no residence, and "
            "'residential_activities_on_behalf' is not in site.conditions (L425)"
        )
    reasons = []
    if resident:
        reasons.append(
            f"facility_types includes a residence: {q('all Residential Dischargers')} (L425; occupants, "
            "or owner and manager of a vacant residence, L165)"
        )
    if on_behalf:
        reasons.append(
            f"{q('any Regulated Commercial Business conducting residential activities on behalf of a Residential Discharger')} (L425)"
        )
    reasons.append(
        "install, implement and maintain the 11.30.070.B BMPs and at least the Manual's additional "
        "minimum BMPs for each category of activity conducted (L425)"
    )
    present = [a for a in site.activities if a in RESIDENTIAL_ACTIVITIES]
    if present:
        reasons.append(
            "activities: "
            + "; ".join(
                f"{RESIDENTIAL_ACTIVITIES[a][0]} (L{RESIDENTIAL_ACTIVITIES[a][1]})" for a in present
            )
        )
    reasons.append(
        "a violation of 11.30.080 is not a misdemeanor (L841) but may be charged as an infraction (L843)"
    )
    return applies(*reasons, flags=[MANUAL_FLAG])


RULES: tuple[ApplicabilityRule, ...] = (
    ApplicabilityRule(
        id="regulated_commercial_facility",
        title="Regulated Commercial Facility: annual review, training and minimum BMPs",
        category="facility_program",
        citations=(
            c(
                159,
                159,
                "Regulated Commercial Facility means all non-residential facilities",
                "11.30.030",
            ),
            c(
                453,
                453,
                "review their facilities, activities, operations and procedures at least annually",
                "11.30.090.A",
            ),
            c(
                509,
                509,
                "Additional Minimum Best Management Practices for All Regulated Commercial Facilities",
                "11.30.090.C",
            ),
            c(
                641,
                641,
                "nursery and greenhouse operations are classified as commercial operations",
                "11.30.110.A",
            ),
        ),
        evaluate=_commercial,
        uses=("site.facility_types", "site.conditions", "site.outdoor_industrial_area_sqft"),
        flags=(MANUAL_FLAG,),
    ),
    ApplicabilityRule(
        id="high_priority_commercial",
        title="High Priority Commercial Facility (activities; 2 acres or 100 vehicles with impaired/ESA waters; notice)",
        category="facility_program",
        citations=(
            c(
                455,
                455,
                "facilities in the City having any of the following characteristics",
                "11.30.090.B",
            ),
            c(
                457,
                457,
                "primarily engaged in any of the following commercial activities",
                "11.30.090.B.1",
            ),
            c(505, 505, "outdoor Industrial Areas totaling two acres or more", "11.30.090.B.2"),
            c(
                507,
                507,
                "take effect 90 days after mailing or service of this notice",
                "11.30.090.B.3",
            ),
        ),
        evaluate=_hp_commercial,
        uses=(
            "site.facility_types",
            "site.activities",
            "site.conditions",
            "site.outdoor_industrial_area_sqft",
            "site.outdoor_parking_vehicles",
            "site.affects_impaired_or_sensitive_waters",
            "events",
            "as_of",
        ),
        flags=(
            CAS_FLAG,
            "The chapter states no duty specific to High Priority commercial status; the additional BMPs for "
            "the priority classification are in the Manual (L453)",
        ),
    ),
    ApplicabilityRule(
        id="regulated_industrial_facility",
        title="Regulated Industrial Facility (State permit, primary industrial use, or more than two acres outdoors)",
        category="facility_program",
        citations=(
            c(163, 163, "total outdoor uncovered area of more than two acres", "11.30.030"),
            c(
                163,
                163,
                "Municipal Facilities are not Regulated Industrial Facilities",
                "11.30.030",
            ),
            c(
                525,
                525,
                "review their facilities, activities, operations and procedures at least annually",
                "11.30.100.A",
            ),
        ),
        evaluate=_industrial,
        uses=("site.facility_types", "site.conditions", "site.outdoor_industrial_area_sqft"),
        flags=(MANUAL_FLAG,),
    ),
    ApplicabilityRule(
        id="high_priority_industrial",
        title="High Priority Industrial Facility: SWPPP, non-structural and structural BMPs",
        category="facility_program",
        citations=(
            c(
                527,
                527,
                "Regulated Industrial Facilities that have any of the characteristics listed below",
                "11.30.100.B",
            ),
            c(533, 533, "within or adjacent to (i.e., within 200 feet of)", "11.30.100.B.3"),
            c(537, 537, "take effect 90 days after mailing or service of notice", "11.30.100.B.5"),
            c(543, 543, "the facility shall prepare a SWPPP", "11.30.100.C.2"),
            c(
                559,
                559,
                "shall incorporate into the SWPPP, and install implement and maintain",
                "11.30.100.C.4",
            ),
            c(605, 605, "one or more of the additional structural BMPs", "11.30.100.C.6"),
        ),
        evaluate=_hp_industrial,
        uses=(
            "site.facility_types",
            "site.conditions",
            "site.activities",
            "site.outdoor_industrial_area_sqft",
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "events",
            "as_of",
        ),
    ),
    ApplicabilityRule(
        id="high_priority_industrial_monitoring",
        title="High Priority Industrial monitoring: two storm events a year at manned facilities",
        category="facility_program",
        citations=(
            c(
                617,
                617,
                "Dischargers owning or operating manned High Priority Industrial Facilities",
                "11.30.100.D",
            ),
            c(619, 619, "obtained from two storm events in a year", "11.30.100.D.1"),
            c(637, 637, "retain records of such monitoring on site", "11.30.100.D"),
        ),
        evaluate=_hpif_monitoring,
        uses=(
            "site.facility_types",
            "site.conditions",
            "site.manned_facility",
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "events",
            "as_of",
        ),
    ),
    ApplicabilityRule(
        id="municipal_facility",
        title="Municipal Facility: general requirements plus additional minimum BMPs",
        category="facility_program",
        citations=(
            c(
                121,
                121,
                "Municipal Facility means a facility owned or operated by the City",
                "11.30.030",
            ),
            c(
                659,
                659,
                "Municipal Facilities must meet the requirements set out in Sections 11.30.010 through 11.30.070",
                "11.30.120.A",
            ),
        ),
        evaluate=_municipal,
        uses=("site.facility_types", "site.conditions"),
    ),
    ApplicabilityRule(
        id="residential_activities",
        title="Residential activities: minimum BMPs for the twelve activity categories",
        category="source_controls",
        citations=(
            c(
                425,
                425,
                "The requirements in this section apply to all Residential Dischargers",
                "11.30.080.A",
            ),
            c(
                165,
                165,
                "Residential Discharger means, for an occupied residence, the occupants",
                "11.30.030",
            ),
        ),
        evaluate=_residential,
        uses=("site.facility_types", "site.activities", "site.conditions"),
    ),
)
