"""Who a Discharger is under Ch. 11.30: Regulated Commercial, Regulated Industrial, Municipal
and Residential, and the High Priority classifications (11.30.090.B, 11.30.100.B).

Each test returns ``(state, reasons)`` with ``state`` True, False or None (not decidable
from the facts given); reasons name the fact, its value and the threshold as written.
Absent ids in ``site.conditions`` mean "not confirmed" and the reason says which id to add.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date
from typing import TYPE_CHECKING

from workbench.api import WorkCalendar, compute_due

from .common import ACRE_SQFT, acres, day_of, events_of, num, q, sqft
from .vocabulary import HP_COMMERCIAL_ACTIVITIES

if TYPE_CHECKING:
    from workbench.api import Scenario

Tri = bool | None
Test = tuple[Tri, list[str]]

TWO_ACRES_SQFT = 2 * ACRE_SQFT  # 87,120 sq ft
VEHICLES_100 = 100
WQSA_200_FT = 200.0
DESIGNATION_LAG_DAYS = 90
_CAL = WorkCalendar()

COMMERCIAL_TYPES = ("commercial", "mobile_business", "nursery_greenhouse")
# "Industrial Activity means manufacturing, processing, or raw materials storage at a commercial,
# industrial or municipal facility" (L89): the area prong of L163 can only reach these.
ACTIVITY_TYPES = (
    "commercial",
    "mobile_business",
    "nursery_greenhouse",
    "industrial",
    "municipal",
    "agricultural",
    "residence_commercial_use",
)


def any3(states: Iterable[Tri]) -> Tri:
    states = list(states)
    if any(s is True for s in states):
        return True
    if any(s is None for s in states):
        return None
    return False


def all3(states: Iterable[Tri]) -> Tri:
    states = list(states)
    if any(s is False for s in states):
        return False
    if any(s is None for s in states):
        return None
    return True


def cond(scenario: Scenario, cid: str) -> bool:
    return cid in scenario.site.conditions


def types(scenario: Scenario) -> list[str]:
    return list(scenario.site.facility_types)


# --------------------------------------------------------------------------- definitions
def industrial_area_prong(scenario: Scenario) -> Test:
    """L163: "any other facility with a total outdoor uncovered area of more than two acres that
    is used for an Industrial Activity" (strict: 87,120 sq ft is not more than two acres)."""
    area = scenario.site.outdoor_industrial_area_sqft
    if area is None:
        return None, [
            "site.outdoor_industrial_area_sqft is not given: a facility with "
            f"{q('a total outdoor uncovered area of more than two acres')} used for an Industrial "
            "Activity is a Regulated Industrial Facility (L163)"
        ]
    text = f"outdoor_industrial_area_sqft {sqft(area)} ({acres(area)})"
    if area > TWO_ACRES_SQFT:
        return True, [
            f"{text} > 2 acres ({sqft(TWO_ACRES_SQFT)}): {q('more than two acres')} (L163)"
        ]
    return False, [
        f"{text} is not more than 2 acres ({sqft(TWO_ACRES_SQFT)}): {q('more than two acres')} (L163)"
    ]


def regulated_industrial(scenario: Scenario) -> Test:
    """Regulated Industrial Facility (L163), including the Municipal Facility exclusion."""
    kinds = types(scenario)
    if not kinds:
        return None, [
            "site.facility_types is not given (use 'none' for vacant land or a construction site)"
        ]
    igp = cond(scenario, "subject_to_igp")
    if "municipal" in kinds:
        if igp:
            return True, [
                "Municipal Facility subject to the State Industrial General Stormwater Permit "
                "(site.conditions 'subject_to_igp'): Municipal Facilities are not Regulated Industrial "
                f"Facilities {q('unless they are subject to the State Industrial General Stormwater Permit')} (L163)"
            ]
        return False, [
            "facility_types includes 'municipal': "
            f"{q('Municipal Facilities are not Regulated Industrial Facilities')} unless subject to the "
            "State Industrial General Stormwater Permit (L163; 'subject_to_igp' is not in site.conditions)"
        ]
    if igp:
        return True, [
            "site.conditions 'subject_to_igp': "
            f"{q('any facility subject to the State Industrial General Stormwater Permit')} (L163)"
        ]
    if "industrial" in kinds:
        return True, [
            "facility_types includes 'industrial': "
            f"{q('primarily engaged in manufacturing, processing, storage or handling of raw materials')} (L163)"
        ]
    if not any(k in ACTIVITY_TYPES for k in kinds):
        return False, [
            f"facility_types {', '.join(kinds)}: not subject to the State Industrial General Stormwater "
            "Permit, not primarily engaged in manufacturing, processing, storage or handling of raw "
            "materials, and an Industrial Activity is one "
            f"{q('at a commercial, industrial or municipal facility')} (L89, L163)"
        ]
    state, reasons = industrial_area_prong(scenario)
    return state, reasons


def regulated_commercial(scenario: Scenario) -> Test:
    """Regulated Commercial Facility (L159): non-residential business facilities, Mobile
    Businesses, nurseries (L641), residences with a City-determined commercial activity;
    never a Regulated Industrial Facility or a Municipal Facility."""
    kinds = types(scenario)
    if not kinds:
        return None, [
            "site.facility_types is not given (use 'none' for vacant land or a construction site)"
        ]
    reasons: list[str] = []
    candidate = [k for k in kinds if k in COMMERCIAL_TYPES]
    if "residence_commercial_use" in kinds:
        if cond(scenario, "city_determined_discharge_potential"):
            candidate.append("residence_commercial_use")
            reasons.append(
                "residence used for a commercial activity that the City has determined has "
                f"{q('the potential to result in the discharge of non-stormwater')} (L159)"
            )
        else:
            reasons.append(
                "residence_commercial_use counts only if the City has determined the activity has "
                "the potential to result in a discharge (L159); 'city_determined_discharge_potential' "
                "is not in site.conditions"
            )
    if not candidate:
        return False, reasons + [
            f"facility_types {', '.join(kinds)}: no "
            f"{q('non-residential facilities or entities engaged in business or commerce')} (L159)"
        ]
    if "municipal" in kinds:
        return False, reasons + [
            f"facility_types includes 'municipal': a Regulated Commercial Facility "
            f"{q('does not include Regulated Industrial Facilities and Municipal Facilities')} (L159)"
        ]
    industrial, ind_reasons = regulated_industrial(scenario)
    if industrial is True:
        return False, reasons + ind_reasons + [
            f"{q('It does not include Regulated Industrial Facilities and Municipal Facilities')} (L159)"
        ]
    kind_text = ", ".join(candidate)
    if "nursery_greenhouse" in candidate:
        reasons.append(
            f"nursery and greenhouse operations {q('are classified as commercial operations')} (L641)"
        )
    if industrial is None:
        return None, reasons + ind_reasons + [
            f"facility_types {kind_text} is commercial unless it is a Regulated Industrial Facility (L159)"
        ]
    return True, reasons + [
        f"facility_types {kind_text}: "
        f"{q('all non-residential facilities or entities engaged in business or commerce')}, "
        "and not a Regulated Industrial Facility (L159)"
    ]


def municipal(scenario: Scenario) -> Test:
    kinds = types(scenario)
    if not kinds:
        return None, ["site.facility_types is not given"]
    if "municipal" in kinds:
        return True, [
            f"facility_types includes 'municipal': {q('owned or operated by the City')} and "
            f"{q('used for a governmental purpose')} (L121)"
        ]
    return False, [f"facility_types {', '.join(kinds)} does not include 'municipal' (L121)"]


# --------------------------------------------------------------------------- designations
def designation(scenario: Scenario, event_kind: str, as_of: date | None, quote_line: int) -> Test:
    """A written designation takes effect 90 days after mailing or service of the notice."""
    notices = events_of(scenario, event_kind)
    if not notices:
        return False, [
            f"no {event_kind} event: no written designation notice given (L{quote_line})"
        ]
    first = min(day_of(e.at) for e in notices)
    effective = compute_due(DESIGNATION_LAG_DAYS, "calendar_days", first, _CAL).due
    text = (
        f"designation notice mailed or served {first.isoformat()} + 90 days = {effective.isoformat()}: "
        f"{q('take effect 90 days after mailing or service')} (L{quote_line})"
    )
    if as_of is None:
        return None, [
            text,
            "as_of is not given: whether the designation is in effect cannot be decided",
        ]
    if as_of >= effective:
        return True, [text + f"; in effect on as_of {as_of.isoformat()}"]
    return False, [text + f"; not yet in effect on as_of {as_of.isoformat()}"]


def hp_commercial(scenario: Scenario) -> tuple[Tri, list[str], list[str]]:
    """High Priority Commercial Facility (11.30.090.B): (state, reasons, flags)."""
    rcf, reasons = regulated_commercial(scenario)
    flags: list[str] = []
    if rcf is not True:
        return rcf, reasons, flags
    site = scenario.site
    # B.1: primarily engaged in a listed activity
    listed = [a for a in site.activities if a in HP_COMMERCIAL_ACTIVITIES]
    if "nursery_greenhouse" in site.facility_types and "nursery_greenhouse" not in listed:
        listed.append("nursery_greenhouse")
    if not listed:
        b1: Tri = False
        reasons.append(
            "B.1: site.activities lists none of the 23 High Priority commercial activities (L457-L503)"
        )
    else:
        names = "; ".join(
            f"{HP_COMMERCIAL_ACTIVITIES[a][0]} (L{HP_COMMERCIAL_ACTIVITIES[a][1]})" for a in listed
        )
        primary = (
            cond(scenario, "primarily_engaged_in_listed_activity")
            or "nursery_greenhouse" in site.facility_types
        )
        if primary:
            b1 = True
            reasons.append(
                f"B.1: {q('primarily engaged in any of the following commercial activities')}: {names}"
            )
        else:
            b1 = None
            reasons.append(
                f"B.1: site.activities lists {names}, but the facility must be "
                f"{q('primarily engaged in')} it (L457): add 'primarily_engaged_in_listed_activity' "
                "to site.conditions if it is"
            )
    # B.2: two acres of outdoor Industrial Areas or 100 vehicles, and an effect on impaired/ESA waters
    area = site.outdoor_industrial_area_sqft
    if area is None:
        size_area: Tri = None
        area_text = "outdoor_industrial_area_sqft not given"
    else:
        size_area = area >= TWO_ACRES_SQFT
        op = ">=" if size_area else "<"
        area_text = (
            f"outdoor_industrial_area_sqft {sqft(area)} ({acres(area)}) {op} 2 acres "
            f"({sqft(TWO_ACRES_SQFT)}): {q('totaling two acres or more')}"
        )
    vehicles = site.outdoor_parking_vehicles
    if vehicles is None:
        size_lot: Tri = None
        lot_text = "outdoor_parking_vehicles not given"
    else:
        size_lot = vehicles >= VEHICLES_100
        op = ">=" if size_lot else "<"
        lot_text = f"outdoor_parking_vehicles {num(vehicles)} {op} 100: {q('an outdoor parking lot for 100 or more vehicles')}"
    size = any3([size_area, size_lot])
    affects = site.affects_impaired_or_sensitive_waters
    affects_text = (
        "affects_impaired_or_sensitive_waters not given"
        if affects is None
        else f"affects_impaired_or_sensitive_waters {str(affects).lower()}: "
        f"{q('may adversely affect impaired waters or waters within an ESA')}"
    )
    b2 = all3([size, affects])
    verdict = {True: "met", False: "not met", None: "undecided"}[b2]
    reasons.append(f"B.2 {verdict} (L505): {area_text}; or {lot_text}; and {affects_text}")
    flags.append(
        "B.2 uses 'outdoor Industrial Areas' (undefined; only Industrial Activity is defined, L89); "
        "the workbench reads site.outdoor_industrial_area_sqft for it. More than two acres of outdoor "
        "uncovered area used for an Industrial Activity makes the facility a Regulated Industrial Facility "
        "(L163), which is not commercial (L159): the area prong reaches exactly two acres, or areas that "
        "are not uncovered (catalog F.27)"
    )
    flags.append(
        "B.2 'may adversely affect impaired waters or waters within an ESA' states no test; the "
        "workbench takes site.affects_impaired_or_sensitive_waters as given (L505)"
    )
    # B.3: designation by written notice
    b3, b3_reasons = designation(scenario, "hp_commercial_designation_notice", scenario.as_of, 507)
    reasons.extend(f"B.3: {r}" for r in b3_reasons)
    # L219: commercial dischargers located within a WQSA
    near = site.distance_to_sensitive_area_ft
    if (near is not None and near == 0) or site.discharges_to_sensitive_area:
        flags.append(
            "The Water Quality Sensitive Area definition says commercial dischargers located within a "
            "WQSA 'are categorized as high priority' (L219), but 11.30.090.B lists no such criterion; the "
            "workbench does not classify on L219 alone: ask the City (catalog F.26)"
        )
    return any3([b1, b2, b3]), reasons, flags


def hp_industrial(scenario: Scenario) -> tuple[Tri, list[str], list[str]]:
    """High Priority Industrial Facility (11.30.100.B): (state, reasons, flags)."""
    rif, reasons = regulated_industrial(scenario)
    flags: list[str] = []
    if rif is not True:
        return rif, reasons, flags
    site = scenario.site
    b1 = cond(scenario, "subject_to_igp")
    reasons.append(
        "B.1: "
        + (
            "subject to the State Industrial General Stormwater Permit (site.conditions "
            f"'subject_to_igp'): {q('taking into account all of the provisions of that permit')}"
            if b1
            else "'subject_to_igp' is not in site.conditions"
        )
        + " (L529)"
    )
    trib = cond(scenario, "tributary_to_impaired_water")
    gen = cond(scenario, "generates_impairing_pollutant")
    b2 = trib and gen
    reasons.append(
        "B.2: "
        + (
            f"{q('Tributary To or discharges directly to an Impaired Water Body')} and the facility "
            f"{q('generates a pollutant for which that water body is impaired')}"
            if b2
            else "needs both 'tributary_to_impaired_water' and 'generates_impairing_pollutant' in "
            "site.conditions"
        )
        + " (L531)"
    )
    if trib or gen:
        flags.append(
            "Areas presumed tributary to an impaired water body are identified by the City (maps outside "
            "the text); a Discharger may rebut the presumption with site-specific analysis (L303)"
        )
    dist = site.distance_to_sensitive_area_ft
    direct = site.discharges_to_sensitive_area
    parts: list[Tri] = []
    texts = []
    if dist is None:
        parts.append(None)
        texts.append("distance_to_sensitive_area_ft (distance to a WQSA) not given")
    else:
        inside = dist <= WQSA_200_FT
        parts.append(inside)
        texts.append(
            f"distance_to_sensitive_area_ft {num(dist)} ft {'<=' if inside else '>'} 200 ft: "
            f"{q('within or adjacent to (i.e., within 200 feet of)')}"
        )
    if direct is None:
        parts.append(None)
        texts.append("discharges_to_sensitive_area not given")
    else:
        parts.append(bool(direct))
        texts.append(
            f"discharges_to_sensitive_area {str(direct).lower()}: {q('or discharges directly to, a WQSA')}"
        )
    b3 = any3(parts)
    reasons.append(
        "B.3 "
        + {True: "met", False: "not met", None: "undecided"}[b3]
        + " (L533): "
        + "; ".join(texts)
    )
    flags.append(
        "'within 200 feet' gives no operator; the workbench counts exactly 200 ft as within (inclusive). "
        "WQSA is used as an abbreviation but only 'Water Quality Sensitive Area' is defined (L219, L533)"
    )
    b4 = cond(scenario, "sara_313")
    reasons.append(
        "B.4: "
        + (
            "subject to Section 313 of Title III of SARA"
            if b4
            else "'sara_313' is not in site.conditions"
        )
        + " (L535)"
    )
    b5, b5_reasons = designation(scenario, "hp_industrial_designation_notice", scenario.as_of, 537)
    reasons.extend(f"B.5: {r}" for r in b5_reasons)
    return any3([b1, b2, b3, b4, b5]), reasons, flags
