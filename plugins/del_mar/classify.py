"""Who a Discharger is under Ch. 11.30, declared once as classifications (``wb_classifications``):
Municipal Facility (L121), Regulated Industrial (L163) and Regulated Commercial (L159)
Facilities, the High Priority designations (11.30.090.B, 11.30.100.B, and L219 for
dischargers located within a WQSA), Land Disturbance Activity (L107), land development or
redevelopment (L105, L157), the Priority Development Project screen (L151, external) and
manned facilities (L393).

Every test is three-valued (``Tri``): a missing fact leaves open only what it could change.
Ids in ``site.conditions`` are statements the user makes when they hold (absent reads "no").

Over 500 lines: the nine classifications read one another (a Regulated Commercial Facility is
not an industrial or municipal one, the High Priority designations build on the regulated ones),
so their tests stay together with the one declaration table (some 210 lines).
"""

from __future__ import annotations

from datetime import date

from workbench.api import (
    NO,
    Classification,
    Context,
    MissingFact,
    Outcome,
    Tri,
    WorkCalendar,
    all_of,
    any_of,
    compute_due,
    negate,
    unknown,
)

from .common import ACRE_SQFT, c, day_of, events_of, num, q
from .exemptions import Q_REDEVELOPMENT, Q_ROUTINE
from .parameters import BY_ID, PDP_CITE
from .vocabulary import HP_COMMERCIAL_ACTIVITIES

TWO_ACRES_SQFT = 2 * ACRE_SQFT  # 87,120 sq ft
VEHICLES_100 = 100
WQSA_200_FT = 200.0
DESIGNATION_LAG_DAYS = 90
_CAL = WorkCalendar()

COMMERCIAL_TYPES = ("commercial", "mobile_business", "nursery_greenhouse")
#: "Industrial Activity means manufacturing, processing, or raw materials storage at a
#: commercial, industrial or municipal facility" (L89): the area prong of L163 reaches these.
ACTIVITY_TYPES = (
    "commercial",
    "mobile_business",
    "nursery_greenhouse",
    "industrial",
    "municipal",
    "agricultural",
    "residence_commercial_use",
)
DEVELOPMENT_TYPES = ("new_development", "redevelopment", "road", "linear_utility")
REDEVELOPMENT_EXCLUSIONS = (
    "utility_trenching_resurfacing",
    "parking_road_resurfacing",
    "sidewalk_ramp_bike_lane",
    "pothole_repair",
)
TILLING = (
    "tilled_material_stays_on_site",
    "drainage_way_not_blocked",
    "agricultural_production_1_of_5_years",
)
FACILITY_TYPES_MISSING = "site.facility_types"
L89_DAA = "This includes activities of the 22nd District Agricultural Association"


def given(ctx: Context, name: str) -> list[str] | None:
    """The list fact site.<name> as given (None when not given; [] is "none of these"), for
    the text of a reason; yes/no questions about it go through ``ctx.includes`` (Core 32)."""
    try:
        return ctx.items(name)
    except MissingFact:
        return None


def types_given(ctx: Context) -> list[str]:
    """The facility types given, [] when none is (for reason texts)."""
    return given(ctx, "facility_types") or []


def has_type(ctx: Context, *terms: str) -> bool:
    """A facility type certainly listed (or implied by another city's term)."""
    return ctx.includes("facility_types", *terms).yes


def _ids(ids: list[str]) -> str:
    """Term ids quoted for the reader (the display turns quoted ids into labels)."""
    return ", ".join(f"'{i}'" for i in ids)


def condition(ctx: Context, cid: str, text: str) -> Tri:
    """A ``site.conditions`` id as a Tri: stated is yes, absent reads "no"."""
    if ctx.has_condition(cid):
        return Tri(True, (f"site.conditions '{cid}': {text}",))
    return Tri(False, (f"'{cid}' is not in site.conditions",))


def classification_title(cid: str) -> str:
    """The title of this city's classification ``cid``, as the reader sees it."""
    return next((k.title for k in CLASSIFICATIONS if k.id == cid), cid)


def missing_reason(name: str) -> str:
    """A missing fact (an ``Outcome.missing`` entry) said for the reader: a condition id
    quoted, a parameter by its label."""
    if name.startswith("site.conditions: "):
        return f"'{name.removeprefix('site.conditions: ')}' is not stated (site.conditions)"
    pid = name.removeprefix("parameter del_mar.")
    if pid in BY_ID:
        return f"parameter '{BY_ID[pid].label}' is not given"
    return f"{name} is not given"


def classified(ctx: Context, cid: str) -> Tri:
    """A classification as a Tri for a rule that depends on it: its answer and missing facts,
    with one short reason (its own reasons are listed once, under classifications)."""
    full = ctx.classification(cid)
    state = {True: "applies", False: "does not apply", None: "open"}[full.value]
    return Tri(full.value, (f"{classification_title(cid)}: {state}",), full.missing)


# --------------------------------------------------------------------------- municipal
def municipal_tri(ctx: Context) -> Tri:
    """Municipal Facility (L121), decided by what is given: the facility types where given,
    else ``land_use`` (public)."""
    kinds, land_use = types_given(ctx), ctx.get("land_use")
    listed = ctx.includes("facility_types", "municipal")
    if kinds and not listed.unknown:
        return Tri(
            listed.value,
            (
                f"site.facility_types {_ids(kinds)}: "
                + ("" if listed.yes else "not ")
                + "a Municipal Facility (L121)",
            ),
        )
    if land_use is not None:
        public = land_use == "public"
        return Tri(
            public,
            (
                f"site.land_use '{land_use}': "
                + (
                    "a facility owned or operated by the City"
                    if public
                    else "not a Municipal Facility"
                )
                + " (L121)",
            ),
        )
    return unknown("site.facility_types", "site.land_use")


def municipal(ctx: Context) -> Outcome:
    return municipal_tri(ctx).outcome(
        applies=(
            q("a facility owned or operated by the City that is used for a governmental purpose")
            + " (L121)",
        )
    )


# --------------------------------------------------------------------------- industrial
def _industrial_prongs(ctx: Context) -> tuple[Tri, Tri]:
    """L163: (a) subject to the State Industrial General Stormwater Permit; (b)-(c) primarily
    engaged in the listed industrial activities, or more than two acres of outdoor uncovered
    area used for an Industrial Activity (strict)."""
    igp = condition(
        ctx,
        "subject_to_igp",
        f"{q('any facility subject to the State Industrial General Stormwater Permit')} (L163)",
    )
    kinds = types_given(ctx)
    industrial = ctx.includes("facility_types", "industrial")
    if kinds and not industrial.unknown:
        primary = Tri(
            industrial.value,
            (
                f"site.facility_types {_ids(kinds)}: "
                + ("" if industrial.yes else "not ")
                + q(
                    "primarily engaged in manufacturing, processing, storage or handling of raw "
                    "materials"
                )
                + " (L163)",
            ),
        )
    elif industrial.yes:
        primary = industrial
    else:
        primary = unknown(FACILITY_TYPES_MISSING)
    daa = ctx.has_condition("district_22_daa_activities")
    if daa:
        area_prong = (
            ctx.area(
                "outdoor_industrial_area_sqft",
                label="outdoor uncovered area used for Industrial Activity (22nd District "
                "Agricultural Association activities included)",
            )
            .more_than(TWO_ACRES_SQFT, f"{q('more than two acres')}, L163")
            .because(f"'district_22_daa_activities': {q(L89_DAA)} (L89)")
        )
    elif kinds and ctx.includes("facility_types", *ACTIVITY_TYPES).no:
        area_prong = Tri(
            False,
            (
                f"site.facility_types {_ids(kinds)}: an Industrial Activity is one "
                f"{q('at a commercial, industrial or municipal facility')} (L89)",
            ),
        )
    else:
        area_prong = ctx.area(
            "outdoor_industrial_area_sqft",
            label="outdoor uncovered area used for Industrial Activity",
        ).more_than(TWO_ACRES_SQFT, f"{q('more than two acres')}, L163")
    return igp, any_of(primary, area_prong)


def regulated_industrial_tri(ctx: Context) -> Tri:
    """L163: any one sufficient condition: subject to the State permit, even a Municipal
    Facility; for a facility that is not municipal, the use or the outdoor area."""
    igp, use = _industrial_prongs(ctx)
    if igp.yes:
        return igp.because(
            q(
                "Municipal Facilities are not Regulated Industrial Facilities, unless they are "
                "subject to the State Industrial General Stormwater Permit"
            )
            + " (L163)"
        )
    return any_of(igp, all_of(negate(municipal_tri(ctx)), use))


def industrial_or_municipal(ctx: Context) -> Tri:
    """A Regulated Industrial or a Municipal Facility, which L159 excludes from commercial:
    (a), or municipal, or (b)-(c) (a facility meeting (b)-(c) is one or the other)."""
    igp, use = _industrial_prongs(ctx)
    return any_of(igp, municipal_tri(ctx), use)


def regulated_industrial(ctx: Context) -> Outcome:
    return regulated_industrial_tri(ctx).outcome()


def business(ctx: Context) -> Tri:
    """L159's first half: a non-residential facility or entity engaged in business or commerce
    (Mobile Businesses, nurseries L641, and residences with a City-determined commercial
    activity included)."""
    kinds = types_given(ctx)
    found = [k for k in COMMERCIAL_TYPES if has_type(ctx, k)]
    if has_type(ctx, "residence_commercial_use") and ctx.has_condition(
        "city_determined_discharge_potential"
    ):
        found.append("residence_commercial_use")
    if found:
        nursery = (
            [
                f"nursery and greenhouse operations {q('are classified as commercial operations')} "
                "(L641)"
            ]
            if "nursery_greenhouse" in found
            else []
        )
        return Tri(
            True,
            (
                f"site.facility_types {_ids(found)}: "
                + q("all non-residential facilities or entities engaged in business or commerce")
                + " (L159)",
                *nursery,
            ),
        )
    trade = ctx.includes("facility_types", *COMMERCIAL_TYPES)
    if kinds and trade.unknown:  # another city's term that may be a business
        return trade
    if kinds:
        extra = (
            "; a residence used for commercial activity counts only when the City has determined "
            "it may result in a discharge ('city_determined_discharge_potential', L159)"
            if has_type(ctx, "residence_commercial_use")
            else ""
        )
        return Tri(
            False, (f"site.facility_types {_ids(kinds)}: no business or commerce (L159){extra}",)
        )
    if ctx.get("land_use") == "commercial":
        return Tri(
            True, ("site.land_use 'commercial': a facility engaged in business or commerce (L159)",)
        )
    return unknown(FACILITY_TYPES_MISSING)


def regulated_commercial_tri(ctx: Context) -> Tri:
    """L159: a business facility that is neither a Regulated Industrial Facility nor a
    Municipal Facility."""
    trade = business(ctx)
    if trade.no:
        return trade
    excluded = (
        f"{q('It does not include Regulated Industrial Facilities and Municipal Facilities')} "
        "(L159)"
    )
    return all_of(trade, negate(industrial_or_municipal(ctx))).because(excluded)


def commercial_or_industrial(ctx: Context) -> Tri:
    """A Commercial or an Industrial Discharger (L43, L91): a business that is not municipal is
    one or the other (L159, L163), so this is decided even where which one is open."""
    return any_of(
        all_of(business(ctx), negate(municipal_tri(ctx))),
        ctx.classification("regulated_industrial"),
    )


def regulated_commercial(ctx: Context) -> Outcome:
    return regulated_commercial_tri(ctx).outcome()


# --------------------------------------------------------------------------- designations
def designation(ctx: Context, event_kind: str, line: int) -> Tri:
    """A written designation takes effect 90 days after mailing or service of the notice."""
    notices = events_of(ctx.scenario, event_kind)
    if not notices:
        return Tri(False, (f"no '{event_kind}' event: no written designation notice (L{line})",))
    first = min(day_of(e.at) for e in notices)
    effective = compute_due(DESIGNATION_LAG_DAYS, "calendar_days", first, _CAL).due
    text = (
        f"designation notice mailed or served {first.isoformat()} + 90 days = "
        f"{effective.isoformat()}: {q('take effect 90 days after mailing or service')} (L{line})"
    )
    day = ctx.as_of or date.today()
    if day >= effective:
        return Tri(True, (f"{text}; in effect on {day.isoformat()}",))
    return Tri(False, (f"{text}; not yet in effect on {day.isoformat()}",))


L219_AMBIGUITY = (
    "AMBIGUITY (L219): a Water Quality Sensitive Area is "
    + q("the areas located within or discharging directly to, or Tributary to ESAs")
    + ". Reading 1: a site that discharges directly to the sensitive area lies in such an area, "
    "so it is located within a WQSA and high priority. Reading 2: a WQSA is an area the City "
    "maps; a site outside it is not located within it whatever it discharges to. The workbench "
    "does not pick: a site at a distance that discharges directly is asked for the City's "
    "decision ('located_within_wqsa' / 'not_located_within_wqsa'); docs/cities/del_mar.md"
)


def within_wqsa(ctx: Context) -> Tri:
    """L219: "located within" a WQSA: distance 0 to the area (site.distance_to_sensitive_area_ft
    is read as the distance to a Water Quality Sensitive Area). A WQSA includes areas
    "discharging directly to" ESAs, so a site at a distance that discharges directly is asked
    the City's decision (both readings in L219_AMBIGUITY); one that does not is outside."""
    if ctx.has_condition("located_within_wqsa"):
        return Tri(True, (f"'located_within_wqsa': {q('located within WQSA')} (L219)",))
    if ctx.has_condition("not_located_within_wqsa"):
        return Tri(False, ("'not_located_within_wqsa': not located within a WQSA (L219)",))
    distance = ctx.get("distance_to_sensitive_area_ft")
    if distance is None:
        return unknown(
            "site.distance_to_sensitive_area_ft",
            reason="distance to a Water Quality Sensitive Area not given (L219)",
        )
    if distance <= 0:
        return Tri(
            True,
            (
                f"site.distance_to_sensitive_area_ft {num(distance)} ft: "
                f"{q('located within WQSA')} (L219)",
            ),
        )
    away = f"site.distance_to_sensitive_area_ft {num(distance)} ft"
    direct = ctx.get("discharges_to_sensitive_area")
    if direct is None:
        return unknown(
            "site.discharges_to_sensitive_area",
            reason=f"{away}; a WQSA includes areas {q('discharging directly to')} ESAs (L219): "
            "does the site discharge directly to the sensitive area?",
        )
    if not direct:
        return Tri(
            False,
            (f"{away}, not discharging directly to it: not {q('located within WQSA')} (L219)",),
        )
    return unknown(
        "site.conditions: located_within_wqsa",
        reason=f"{away}, discharging directly to it: within a WQSA under one reading of L219, "
        "not under the other (see the AMBIGUITY flag): add the City's decision "
        "'located_within_wqsa' or 'not_located_within_wqsa'",
    )


L219_HIGH = f"{q('located within WQSA are categorized as high priority')} (L219)"


def hp_commercial_tri(ctx: Context) -> Tri:
    """High Priority Commercial Facility: a Regulated Commercial Facility with B.1, B.2 or B.3
    of 11.30.090.B, or located within a WQSA (L219)."""
    listed = [a for a in HP_COMMERCIAL_ACTIVITIES if ctx.includes("activities", a).yes]
    nursery = has_type(ctx, "nursery_greenhouse")
    if nursery and "nursery_greenhouse" not in listed:
        listed.append("nursery_greenhouse")
    # an activity implied by a facility type given (another city's 'restaurant' is an eating
    # establishment, review c36): a facility of that type is primarily engaged in it
    implied = [a for a in listed if a not in (given(ctx, "activities") or [])]
    if not listed:
        any_listed = ctx.includes("activities", *HP_COMMERCIAL_ACTIVITIES)
        if any_listed.unknown:  # not given (c14b), or a term of another city that may be one
            b1 = unknown(
                *any_listed.missing,
                reason="B.1: site.activities is not given or holds a term that may be one of "
                "the 23 listed commercial activities (L457-L503): list the facility's "
                "activities (an empty list: none of them)",
            )
        else:
            b1 = Tri(
                False, ("B.1: site.activities lists none of the 23 listed activities (L457-L503)",)
            )
    else:
        names = "; ".join(
            f"{HP_COMMERCIAL_ACTIVITIES[a][0]} (L{HP_COMMERCIAL_ACTIVITIES[a][1]})" for a in listed
        )
        if nursery or implied or ctx.has_condition("primarily_engaged_in_listed_activity"):
            b1 = Tri(
                True,
                (
                    f"B.1: {q('primarily engaged in any of the following commercial activities')}: "
                    f"{names}",
                ),
            )
        else:
            b1 = unknown(
                "site.conditions: primarily_engaged_in_listed_activity",
                reason=f"B.1: site.activities lists {names}; is the facility "
                f"{q('primarily engaged in')} it (L457)? add "
                "'primarily_engaged_in_listed_activity'",
            )
    size = any_of(
        ctx.area("outdoor_industrial_area_sqft", label="B.2: outdoor Industrial Areas").at_least(
            TWO_ACRES_SQFT, q("totaling two acres or more")
        ),
        _vehicles(ctx),
    )
    b2 = all_of(
        size,
        ctx.is_true(
            "affects_impaired_or_sensitive_waters",
            "B.2: may adversely affect impaired waters or waters within an ESA",
        ),
    )
    b3 = designation(ctx, "hp_commercial_designation_notice", 507)
    wqsa = within_wqsa(ctx)
    if wqsa.yes:
        wqsa = wqsa.because(L219_HIGH)
    return all_of(ctx.classification("regulated_commercial"), any_of(b1, b2, b3, wqsa))


def _vehicles(ctx: Context) -> Tri:
    vehicles = ctx.get("outdoor_parking_vehicles")
    if vehicles is None:
        return unknown("site.outdoor_parking_vehicles")
    ok = vehicles >= VEHICLES_100
    return Tri(
        ok,
        (
            f"site.outdoor_parking_vehicles {num(vehicles)} {'>=' if ok else '<'} 100: "
            f"{q('an outdoor parking lot for 100 or more vehicles')}",
        ),
    )


def hp_commercial(ctx: Context) -> Outcome:
    return hp_commercial_tri(ctx).outcome()


L303_PRESUMED = q(
    "Areas within which facilities and sources will be presumed to be tributary to an impaired "
    "water body are identified by the City"
)


def tributary_to_impaired(ctx: Context) -> Tri:
    """L531's first half with L303: stated by the user ('tributary_to_impaired_water'), or
    presumed for a site in an area the City identifies, unless the Discharger has overcome the
    presumption with site-specific facts and analysis."""
    if ctx.has_condition("tributary_to_impaired_water"):
        return Tri(
            True,
            (
                "site.conditions 'tributary_to_impaired_water': B.2: "
                f"{q('Tributary To or discharges directly to an Impaired Water Body')} (L531)",
            ),
        )
    if ctx.has_condition("in_city_tributary_presumption_area"):
        if ctx.has_condition("tributary_presumption_rebutted"):
            return Tri(
                False,
                (
                    "'in_city_tributary_presumption_area' with 'tributary_presumption_rebutted': "
                    + q(
                        "can be overcome for a particular discharge based on specific facts and "
                        "analysis presented by a Discharger"
                    )
                    + " (L303)",
                ),
            )
        return Tri(
            True,
            (
                f"'in_city_tributary_presumption_area': {L303_PRESUMED}; presumed tributary "
                "until overcome by the Discharger's site-specific analysis (L303)",
            ),
        )
    return Tri(False, ("'tributary_to_impaired_water' is not in site.conditions (L531, L303)",))


def generates_impairing(ctx: Context) -> Tri:
    """L531's second half: stated yes ('generates_impairing_pollutant') or no
    ('no_impairing_pollutant_generated'); otherwise asked (absent is not "no")."""
    if ctx.has_condition("generates_impairing_pollutant"):
        return Tri(
            True,
            (
                "site.conditions 'generates_impairing_pollutant': B.2: "
                f"{q('generates a pollutant for which that water body is impaired')} (L531)",
            ),
        )
    if ctx.has_condition("no_impairing_pollutant_generated"):
        return Tri(
            False,
            (
                "'no_impairing_pollutant_generated': B.2 needs a pollutant for which that water "
                "body is impaired (L531)",
            ),
        )
    return unknown(
        "site.conditions: generates_impairing_pollutant",
        reason="B.2: is it so that the facility "
        f"{q('generates a pollutant for which that water body is impaired')} (L531)? add "
        "'generates_impairing_pollutant' or 'no_impairing_pollutant_generated'",
    )


def hp_industrial_tri(ctx: Context) -> Tri:
    """High Priority Industrial Facility: a Regulated Industrial Facility with any of B.1-B.5."""
    b1 = condition(
        ctx,
        "subject_to_igp",
        f"B.1: {q('subject to the State Industrial General Stormwater Permit')} (L529)",
    )
    b2 = all_of(tributary_to_impaired(ctx), generates_impairing(ctx))
    distance = ctx.get("distance_to_sensitive_area_ft")
    if distance is None:
        near = unknown("site.distance_to_sensitive_area_ft")
    else:
        inside = distance <= WQSA_200_FT
        near = Tri(
            inside,
            (
                "B.3: site.distance_to_sensitive_area_ft "
                f"{num(distance)} ft {'<=' if inside else '>'} 200 ft: "
                f"{q('within or adjacent to (i.e., within 200 feet of)')} (L533)",
            ),
        )
    direct = ctx.is_true("discharges_to_sensitive_area", "B.3: discharges directly to a WQSA")
    b3 = any_of(near, direct)
    b4 = condition(ctx, "sara_313", "B.4: subject to Section 313 of Title III of SARA (L535)")
    b5 = designation(ctx, "hp_industrial_designation_notice", 537)
    return all_of(ctx.classification("regulated_industrial"), any_of(b1, b2, b3, b4, b5))


def hp_industrial(ctx: Context) -> Outcome:
    return hp_industrial_tri(ctx).outcome()


# --------------------------------------------------------------------------- land disturbance
def land_disturbance_tri(ctx: Context) -> Tri:
    """Land Disturbance Activity (L107): moving soils or altering the land's cover, paving and
    exterior construction included; not routine maintenance nor emergency construction; not
    tilling under the three conditions of L643."""
    if ctx.is_true("emergency_work").yes:
        return NO.because(
            "emergency work: Land Disturbance Activity does not include "
            + q(
                "emergency construction activities (i.e., land disturbances) required to protect "
                "public health and safety"
            )
            + " (L107)"
        )
    routine = ctx.exempt("routine_maintenance")  # declared in exemptions.py (L107)
    if routine.yes:
        return NO.because(
            f"exemption 'routine_maintenance': Land Disturbance Activity does not include "
            f"{Q_ROUTINE} (L107)",
            *routine.reasons,
        )
    tilling = ctx.exempt("agricultural_tilling")  # L643
    if tilling.yes:
        return NO.because(
            "exemption 'agricultural_tilling' with its three conditions confirmed: tilling or "
            f"cultivating {q('is not considered to be grading or clearing')} (L643)"
        )
    moves = (
        q(
            "moves soils or substantially alters the pre-existing vegetated or man-made cover of "
            "any land"
        )
        + " (L107)"
    )
    disturbs = any_of(
        ctx.area("disturbed_area_sqft", label="disturbed area").more_than(0, moves),
        ctx.area("new_impervious_sqft", label="new impervious area").more_than(
            0, f"{q('paving, pavement removal, exterior construction')} (L107)"
        ),
        ctx.area("replaced_impervious_sqft", label="replaced impervious area").more_than(
            0, f"{q('paving, pavement removal, exterior construction')} (L107)"
        ),
    )
    for exemption in (tilling, routine):  # an open claim leaves open what it would change
        if exemption.unknown:
            disturbs = all_of(disturbs, negate(exemption))
    return disturbs


TILLING_TEXTS = {
    "tilled_material_stays_on_site": q("all disturbed material remains on the same site"),
    "drainage_way_not_blocked": q("will not block or divert any natural drainage way"),
    "agricultural_production_1_of_5_years": q(
        "in agricultural production for at least one of the preceding five years"
    ),
}


def tilling_exempt(ctx: Context) -> Tri:
    """L643: the declared tilling exemption (exemptions.py), checked by the core."""
    return ctx.exempt("agricultural_tilling")


def land_disturbance(ctx: Context) -> Outcome:
    return land_disturbance_tri(ctx).outcome(applies=("the chapter sets no minimum size (L681)",))


# --------------------------------------------------------------------------- development
def development_tri(ctx: Context) -> Tri:
    """Land development or redevelopment project (L105, L157), by ``project_type``. A claimed
    L157 exclusion (resurfacing, trenching, sidewalks, potholes) holds only when no new
    impervious area is created: road widening and added impervious surface are Redevelopment."""
    kind = ctx.get("project_type")
    if kind is None:
        adds = ctx.area("new_impervious_sqft", label="new impervious area").more_than(0)
        if adds.yes:  # every project type then is development or a label the area contradicts
            return adds.because(
                f"creating impervious surface is land development or Redevelopment "
                f"({Q_REDEVELOPMENT}, L157) whatever site.project_type says"
            )
        return unknown("site.project_type")
    if kind not in DEVELOPMENT_TYPES:
        return label_not_development(ctx, kind)
    if kind == "redevelopment":
        is_dev = Tri(
            True,
            (
                "site.project_type 'redevelopment': "
                + q(
                    "the creation, addition, and or replacement of impervious surface on an "
                    "already developed site"
                )
                + " (L157)",
            ),
        )
    else:
        is_dev = Tri(True, (f"site.project_type '{kind}': land development activity (L105, L731)",))
    if kind == "new_development":
        return is_dev
    return all_of(is_dev, negate(l157_exclusion(ctx)))


def label_not_development(ctx: Context, kind: str) -> Tri:
    """A project_type that is not a development type ('existing_facility', 'maintenance',
    'vacant_parcel') is a label the areas must agree with (review defect 3, c50/c50b): its
    declared exemption (exemptions.py, L157) holds only where no impervious surface is created,
    added or (outside routine maintenance) replaced; the core flags a contradicted label and the
    facts decide; an area not given is asked."""
    label = ctx.exempt(f"label_{kind}")
    head = f"site.project_type '{kind}'"
    if label.yes:
        return Tri(
            False,
            (f"{head}: not a land development or redevelopment project (L731)", *label.reasons),
        )
    if label.no:
        return Tri(
            True,
            (f"{head}, but the areas say otherwise: Redevelopment is {Q_REDEVELOPMENT} (L157)",),
        )
    return Tri(None, label.reasons, label.missing)


def l157_exclusion(ctx: Context) -> Tri:
    """A claimed L157 exclusion (resurfacing, trenching, sidewalks, potholes), declared in
    exemptions.py: it holds only when no new impervious area is created ("road widening" and
    added impervious surface are Redevelopment); no claim, no exclusion."""
    excluded = [e for e in REDEVELOPMENT_EXCLUSIONS if ctx.claimed(e)]
    if not excluded:
        return Tri(False, ())
    return any_of(*(ctx.exempt(e) for e in excluded))


def development(ctx: Context) -> Outcome:
    return development_tri(ctx).outcome()


# --------------------------------------------------------------------------- PDP (external)
PDP_FLAG = (
    "External reference: Priority Development Project categories and thresholds are in Order "
    "R9-2013-0001 Provision E.3.b (L151); the screen reads only the impervious-area figures the "
    "user enters as parameters (verify), and 'pdp_confirmed' / 'not_pdp_confirmed'"
)


L87_CITE = c(87, 87, "measured in plan view (i.e., as if from directly above)", "11.30.030")
L87_FLAG = (
    "Impervious Surface Area is "
    + q("measured in plan view (i.e., as if from directly above)")
    + " (L87): site.new_impervious_sqft, site.replaced_impervious_sqft, "
    "site.existing_impervious_sqft and drainage-area sizes are read as plan-view areas; a "
    "pitched roof counts the ground area it shelters, not the roof's surface area"
)


def pdp_tri(ctx: Context) -> Tri:
    """Priority Development Project (L151): by the user's confirmation, or screened by the
    created + replaced impervious area against the parameter from Provision E.3.b (external);
    for redevelopment also the existing impervious area against its parameter."""
    dev = ctx.classification("land_development")
    if dev.no:
        return dev
    if ctx.has_condition("pdp_confirmed") and ctx.has_condition("not_pdp_confirmed"):
        return Tri(
            None,
            (
                "CONTRADICTION: site.conditions states both 'pdp_confirmed' and "
                "'not_pdp_confirmed'; remove the one that is wrong (L151)",
            ),
            ("site.conditions: pdp_confirmed",),
        )
    if ctx.has_condition("pdp_confirmed"):
        return all_of(
            dev,
            Tri(
                True,
                (
                    "'pdp_confirmed': a Priority Development Project under "
                    f"{q('Provision E.3.b of Order No. R9-2013-001')} (L151)",
                ),
            ),
        )
    if ctx.has_condition("not_pdp_confirmed"):
        return Tri(False, ("'not_pdp_confirmed': not a Priority Development Project (L151)",))
    redevelopment = ctx.get("project_type") == "redevelopment"
    pid = (
        "pdp_redevelopment_impervious_sqft"
        if redevelopment
        else "pdp_new_development_impervious_sqft"
    )
    limit = ctx.param(pid)
    if limit is None:
        size = unknown(
            f"parameter del_mar.{pid}",
            reason=f"parameter '{BY_ID[pid].label}' is not set (Provision E.3.b, not "
            "confirmed): enter it, or add 'pdp_confirmed' / 'not_pdp_confirmed'",
        )
    elif redevelopment:
        size = ctx.area(
            "new_impervious_sqft",
            "replaced_impervious_sqft",
            label="created + replaced impervious area",
        ).at_least(limit, f"parameter '{BY_ID[pid].label}', external: verify")
    else:  # E.3.b new development: impervious surface created (review defect 25, c25b)
        size = ctx.area("new_impervious_sqft", label="created impervious area").at_least(
            limit, f"parameter '{BY_ID[pid].label}', external: verify"
        )
    if redevelopment:
        eid = "pdp_redevelopment_existing_impervious_sqft"
        existing_limit = ctx.param(eid)
        if existing_limit is None:
            existing = unknown(
                f"parameter del_mar.{eid}",
                reason=f"parameter '{BY_ID[eid].label}' is not set (Provision E.3.b "
                "redevelopment category, not confirmed)",
            )
        else:
            existing = ctx.area(
                "existing_impervious_sqft", label="existing impervious area"
            ).at_least(existing_limit, f"parameter '{BY_ID[eid].label}', external: verify")
        size = all_of(existing, size)
    if size.no:  # other E.3.b categories (use, location, parking, roads) are not screened
        return Tri(
            None,
            (
                *size.reasons,
                "not a PDP by impervious area; the other Provision E.3.b categories are not "
                "screened: add 'pdp_confirmed' or 'not_pdp_confirmed'",
            ),
            ("site.conditions: pdp_confirmed",),
        )
    return all_of(dev, size)


def pdp(ctx: Context) -> Outcome:
    return pdp_tri(ctx).outcome()


def manned(ctx: Context) -> Outcome:
    return ctx.is_true("manned_facility").outcome()


CLASSIFICATIONS: tuple[Classification, ...] = (
    Classification(
        "municipal",
        "Municipal Facility",
        (
            c(
                121,
                121,
                "Municipal Facility means a facility owned or operated by the City",
                "11.30.030",
            ),
        ),
        municipal,
        uses=("site.facility_types", "site.land_use"),
    ),
    Classification(
        "regulated_industrial",
        "Regulated Industrial Facility (Industrial Discharger)",
        (
            c(
                163,
                163,
                "any facility subject to the State Industrial General Stormwater Permit",
                "11.30.030",
            ),
            c(163, 163, "total outdoor uncovered area of more than two acres", "11.30.030"),
            c(89, 89, L89_DAA, "11.30.030"),
            c(
                91,
                91,
                "Industrial Discharger means a Discharger who operates a Regulated Industrial "
                "Facility",
                "11.30.030",
            ),
        ),
        regulated_industrial,
        uses=(
            "site.conditions",
            "site.facility_types",
            "site.land_use",
            "site.outdoor_industrial_area_sqft",
        ),
        flags=(
            "Industrial Activity includes activities of the 22nd District Agricultural "
            "Association (the Del Mar Fairgrounds, L89): with 'district_22_daa_activities' the "
            "outdoor area used for them counts toward the two acres of L163 whatever the facility "
            "type",
        ),
    ),
    Classification(
        "regulated_commercial",
        "Regulated Commercial Facility (Commercial Discharger)",
        (
            c(
                159,
                159,
                "Regulated Commercial Facility means all non-residential facilities",
                "11.30.030",
            ),
            c(
                43,
                43,
                "Commercial Discharger means a Discharger who operates a Regulated Commercial "
                "Facility",
                "11.30.030",
            ),
            c(
                641,
                641,
                "nursery and greenhouse operations are classified as commercial operations",
                "11.30.110.A",
            ),
        ),
        regulated_commercial,
        uses=("site.facility_types", "site.land_use", "site.conditions"),
    ),
    Classification(
        "hp_commercial",
        "High Priority Commercial Facility",
        (
            c(
                455,
                455,
                "facilities in the City having any of the following characteristics",
                "11.30.090.B",
            ),
            c(505, 505, "outdoor Industrial Areas totaling two acres or more", "11.30.090.B.2"),
            c(
                507,
                507,
                "take effect 90 days after mailing or service of this notice",
                "11.30.090.B.3",
            ),
            c(219, 219, "located within WQSA are categorized as high priority", "11.30.030"),
        ),
        hp_commercial,
        uses=(
            "site.facility_types",
            "site.activities",
            "site.conditions",
            "site.outdoor_industrial_area_sqft",
            "site.outdoor_parking_vehicles",
            "site.affects_impaired_or_sensitive_waters",
            "site.distance_to_sensitive_area_ft",
            "events",
        ),
        flags=(
            "B.2 uses 'outdoor Industrial Areas' (undefined); the workbench reads "
            "site.outdoor_industrial_area_sqft. More than two acres used for an Industrial "
            "Activity makes the facility Regulated Industrial (L163), which is not commercial "
            "(L159)",
            "B.2 'may adversely affect impaired waters or waters within an ESA' states no test; "
            "the workbench takes site.affects_impaired_or_sensitive_waters as given (L505)",
            "L219 categorizes commercial dischargers located within a WQSA as high priority "
            "although 11.30.090.B does not list it; the workbench follows L219 (distance 0 to the "
            "WQSA)",
            L219_AMBIGUITY,
        ),
    ),
    Classification(
        "hp_industrial",
        "High Priority Industrial Facility",
        (
            c(
                527,
                527,
                "Regulated Industrial Facilities that have any of the characteristics listed below",
                "11.30.100.B",
            ),
            c(
                529,
                529,
                "subject to the State Industrial General Stormwater Permit",
                "11.30.100.B.1",
            ),
            c(533, 533, "within or adjacent to (i.e., within 200 feet of)", "11.30.100.B.3"),
            c(
                303,
                303,
                "presumed to be tributary to an impaired water body are identified by the City",
                "11.30.040.J",
            ),
            c(537, 537, "take effect 90 days after mailing or service of notice", "11.30.100.B.5"),
        ),
        hp_industrial,
        uses=(
            "site.conditions",
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "events",
        ),
        flags=(
            "'within 200 feet' gives no operator; exactly 200 ft counts as within (L533)",
            "L303: the areas presumed tributary to an impaired water body are identified by the "
            "City (external maps); a site in one is stated with "
            "'in_city_tributary_presumption_area', and a presumption the Discharger has overcome "
            "with site-specific facts and analysis with 'tributary_presumption_rebutted'",
        ),
    ),
    Classification(
        "land_disturbance",
        "Land Disturbance Activity",
        (
            c(
                107,
                107,
                "Land Disturbance Activity means any activity that moves soils",
                "11.30.030",
            ),
            c(107, 107, "paving, pavement removal, exterior construction", "11.30.030"),
            c(107, 107, "nor does it include emergency construction activities", "11.30.030"),
        ),
        land_disturbance,
        uses=(
            "site.disturbed_area_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.emergency_work",
            "site.exemptions_claimed",
        ),
    ),
    Classification(
        "land_development",
        "Land development or redevelopment project",
        (
            c(
                105,
                105,
                "Land Development Activity means any activity or proposed activity",
                "11.30.030",
            ),
            c(157, 157, "Redevelopment does not include trenching and resurfacing", "11.30.030"),
        ),
        development,
        uses=(
            "site.project_type",
            "site.exemptions_claimed",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
        ),
        flags=(
            "Land Development Activity is defined by the permits of 11.30.040.F (L105); the "
            "workbench reads site.project_type for it",
        ),
    ),
    Classification(
        "pdp",
        "Priority Development Project (external: Order R9-2013-0001 Provision E.3.b)",
        (
            c(
                151,
                151,
                "Priority Development Project refers to development project categories",
                "11.30.030",
            ),
            PDP_CITE,
            L87_CITE,
        ),
        pdp,
        uses=(
            "site.project_type",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.existing_impervious_sqft",
            "site.conditions",
            "parameters",
        ),
        flags=(PDP_FLAG, L87_FLAG),
    ),
    Classification(
        "manned",
        "Manned facility",
        (c(393, 393, "BMPs at manned facilities must be inspected", "11.30.070.C"),),
        manned,
        uses=("site.manned_facility",),
        flags=("'manned' and 'unmanned' are not defined in the chapter (L393)",),
    ),
)
