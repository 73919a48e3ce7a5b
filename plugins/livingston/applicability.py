"""Livingston applicability rules: construction, small and regulated projects, redevelopment
and road/LUP scope, exclusions, source controls, LID, bioretention variations and exceptions,
hydromodification, O&M, facility duties, discharges and releases.

Every threshold is tested exactly as written ("or more" >=, "more than" >, "less than" <,
"within ten feet" <=, "an acre or less" <=). Where the text leaves a case open (exactly 50%,
exactly 5,000 sq ft under the base-rock proviso) the rule answers needs_info with a flag.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from workbench.api import (
    ApplicabilityRule,
    MissingFact,
    Outcome,
    applies,
    does_not_apply,
    needs_info,
)

from .common import (
    ACRE_NOTE,
    ACRE_SQFT,
    c,
    created_replaced,
    fact,
    has,
    net_increase,
    pct,
    sqft,
    total_text,
)
from .vocabulary import (
    ACTIVITIES,
    ACTIVITY_QUOTES,
    ELEMENT_EXCLUSIONS,
    EXCLUSIONS,
    HIGH_RISK_FACILITIES,
    IGP_EXAMPLES,
    MAINTENANCE_EXCLUSIONS,
)

if TYPE_CHECKING:
    from workbench.api import Scenario

Params = Mapping[str, float | None]

SMALL_MIN = 2_500.0
REGULATED_MIN = 5_000.0
ROAD_MIN = 5_000.0
BASE_ROCK_MORE_THAN = 5_000.0
COVERAGE_MIN_PCT = 85.0
CUTOFF_WALL_FT = 10.0

# --------------------------------------------------------------------------- flags
F_SMALL_EDGES = (
    "AMB-1: 'between 2,500 square feet and 5,000 square feet' (L183) does not say whether "
    "either end is included; the workbench includes 2,500 (the single-family clause says "
    "'2,500 square feet or more') and leaves 5,000 to the regulated-project rule "
    "('5,000 square feet or more', L201)"
)
F_SFH_UPPER = (
    "AMB-2: the detached single-family clause (L183) has no upper bound and L201 has no "
    "single-family exclusion: a home creating/replacing 5,000 sq ft or more is read as both"
)
F_COUNT_REGULATED = (
    "AMB-3: L201 lacks L183's 'including projects with no net increase in impervious "
    "footprint'; replaced area is counted in full under the same verb 'create and/or replace'"
)
F_HALF = (
    "AMB-4: exactly 50% is covered by neither 'more than 50%' nor 'less than 50%'; the city "
    "must decide whether the entire project or only the new/replaced surface is regulated"
)
F_REDEV_NUMERATOR = (
    "AMB-4: 'an increase of ... the impervious surface of a previously existing development' "
    "does not define the increase; the workbench uses the net increase (post-project minus "
    "existing impervious area)"
)
F_SPECIAL_CLASS = (
    "AMB-4: whether a redevelopment project below 5,000 sq ft created/replaced is regulated as "
    "a 'special class of regulated project' (L205) is not stated; the workbench applies the "
    "5,000 sq ft threshold of L201"
)
F_ROAD_WORDING = (
    "AMB-5: '(either a newly constructed public road project or new private development "
    "projects ...)' is unclear, and '(d) Construction. Construction of LUPs;' (L221) is a "
    "fragment; the workbench applies the 5,000 sq ft newly-constructed test of L211"
)
F_ROAD_REPLACED = (
    "AMB-5: L211 counts only 'newly constructed contiguous impervious surface'; whether "
    "replaced road surface counts is not stated (replaced area here is {replaced})"
)
F_ROAD_EPA = (
    "L211: 85th-percentile runoff that cannot feasibly be infiltrated follows 'U.S. EPA guidance "
    "regarding green infrastructure to the extent possible' - an outside document with no numbers "
    "in this chapter"
)
F_BASE_ROCK_5000 = (
    "AMB-6 conflict: at exactly 5,000 sq ft replaced, L233 ('if more than 5,000 square feet "
    "is replaced it is a regulated project') says routine maintenance, while L201 ('5,000 "
    "square feet or more') says regulated; the city must decide"
)
F_EXCLUSION_SCOPE = (
    "AMB-6: the text does not say whether an exclusion removes area from the count or "
    "exempts the whole project; the workbench treats sidewalk/bike-lane/trail exclusions "
    "(1)-(4) as removing their area and the maintenance exclusions (5) as making the work "
    "routine maintenance; 'short, noncontiguous sections' is undefined"
)
F_BASELINE_HM = (
    "AMB-7: 'baseline hydromodification management' (L203, L281, L301) has no numeric standard "
    "in the chapter"
)
F_HM_METHOD = (
    "AMB-7: the 'estimated preproject flow rate for the two-year, 24-hour storm' (L351) names no "
    "estimation method and no Livingston storm depth; the workbench does not compute it"
)
F_SIZING_EXTERNAL = (
    "AMB-8: the volumetric criteria defer to WEF MOP 23/ASCE MOP 87 (1998) and CASQA (2003) "
    "Section 5 with 'local rainfall data'; the flow criteria state no runoff coefficient; no "
    "Livingston rainfall figure appears in the chapter"
)
F_QUANTIFY = (
    "AMB-11: regulated projects must 'quantify the runoff reduction' (L203) but no method is named; "
    "small projects use the SMARTS postconstruction calculator or a city-accepted method (L199)"
)
F_SOURCE_EXTERNAL = (
    "AMB-12: source controls follow 'the CASQA stormwater BMP handbook for new development "
    "and redevelopment or equivalent manual' (L235), outside the chapter, 'as applicable'"
)
F_CONSTRUCTION_DOCS = (
    "AMB-13: the contents of the ESCP and the 'ESCP worksheet' are not specified in the "
    "chapter; for erosivity-waiver projects the text lists inspections (L165) but not which "
    "submittal applies"
)
F_PHASES = (
    "the NOI definition covers projects that disturb one acre or more 'in one or more phases of "
    "construction' (L31): disturbance of every phase of a common plan counts"
)
F_RISK_TOP = (
    "AMB-13: there is no category above risk 3/LUP type 3; the text does not say what elevation "
    "means for a project already there"
)
F_RISK_ONE = (
    "AMB-13: risk 1 and risk 2 share one inspection category (L167); the workbench reads 'the next "
    "highest category' as the next inspection category of L165-169"
)
F_INSPECTOR_DUE = "AMB-13: the 'due date set by the inspector' (L171) has no number in the chapter"
F_SMART_GROWTH = (
    "AMB-10: the 'designated pedestrian oriented commercial district' is not identified in the "
    "chapter, and who determines infeasibility is not stated"
)
F_GEOTECH = (
    "AMB-9: the 'geotechnical expert for the project' is not defined; the structures and hazards "
    "are those that expert establishes"
)
F_HIGH_RISK = (
    "AMB-9: 'may be required to provide additional treatment' (L337) is discretionary and "
    "unquantified"
)
F_VARIATION_TERMS = (
    "AMB-9: who decides what 'high groundwater' and 'highly infiltrative soils' mean is not stated"
)
F_OM_ASSESSMENT = (
    "AMB-23: assessment fees for public or right-of-way controls are set by the city 'at its "
    "sole discretion' (L363); no amounts are stated"
)
F_RELEASE_TIMES = (
    "AMB-17: 'immediate', 'promptly' and 'as soon as practical' are not quantified, and the "
    "written report (L383) has no deadline"
)
F_IGP_EXTERNAL = (
    "AMB-27: the facilities that need an industrial permit are 'identified in attachment A of "
    "the state's industrial general permit' (L137), outside the chapter"
)


# --------------------------------------------------------------------------- helpers
def _ptype(s: Scenario) -> str | None:
    return s.site.project_type


def _base_rock(s: Scenario) -> Outcome | None:
    """The L233 proviso: pavement removed, base rock or soil exposed, more than 5,000 sq ft replaced."""
    if not has(s, "pavement_removed_base_exposed"):
        return None
    replaced = fact(s, "replaced_impervious_sqft")
    head = (
        f"pavement removed and base rock or soil exposed (condition 'pavement_removed_base_exposed'); "
        f"replaced area {sqft(replaced)}"
    )
    if replaced > BASE_ROCK_MORE_THAN:
        return applies(
            f"{head} > 5,000 sq ft: 'if more than 5,000 square feet is replaced it is a regulated "
            f"project and not routine maintenance' (L233)"
        )
    if replaced == BASE_ROCK_MORE_THAN:
        return needs_info(
            f"{head} = 5,000 sq ft: not 'more than 5,000 square feet' (L233), but '5,000 "
            f"square feet or more' (L201)",
            flags=[F_BASE_ROCK_5000],
        )
    return does_not_apply(
        f"{head} <= 5,000 sq ft: not 'more than 5,000 square feet' (L233); routine maintenance"
    )


def _maintenance_claims(s: Scenario) -> list[str]:
    return [e for e in s.site.exemptions_claimed if e in MAINTENANCE_EXCLUSIONS]


def _element_claims(s: Scenario) -> list[str]:
    return [e for e in s.site.exemptions_claimed if e in ELEMENT_EXCLUSIONS]


def _road_lup(s: Scenario) -> Outcome:
    """Road projects and LUPs (L211-221): newly constructed (contiguous) impervious area."""
    ptype = _ptype(s)
    proviso = _base_rock(s)
    if proviso is not None and proviso.status != "does_not_apply":
        return proviso
    maintenance = _maintenance_claims(s)
    new_contig = fact(s, "new_contiguous_impervious_sqft")
    reasons: list[str] = []
    flags = [F_ROAD_WORDING]
    replaced = s.site.replaced_impervious_sqft
    if replaced:
        flags.append(F_ROAD_REPLACED.format(replaced=sqft(replaced)))
    if _element_claims(s):
        reasons.append(
            "excluded sidewalks/bicycle lanes/trails (L225-231) are left out of the newly "
            "constructed area: give new_contiguous_impervious_sqft without them"
        )
        flags.append(F_EXCLUSION_SCOPE)
    label = "road project" if ptype == "road" else "linear underground/overhead project (LUP)"
    if new_contig >= ROAD_MIN:
        return applies(
            f"{label}: newly constructed contiguous impervious area {sqft(new_contig)} >= 5,000 sq ft:"
            f" 'create 5,000 square feet or more of newly constructed contiguous impervious "
            f"surface' (L211)",
            *reasons,
            flags=flags,
        )
    reasons.insert(
        0,
        f"{label}: newly constructed contiguous impervious area {sqft(new_contig)} < 5,000 sq ft "
        f"(L211 requires '5,000 square feet or more')",
    )
    if ptype == "linear_utility" and has(s, "lup_discrete_location"):
        new = fact(s, "new_impervious_sqft")
        if new >= ROAD_MIN:
            return applies(
                f"LUP at a discrete location (condition 'lup_discrete_location'): newly constructed "
                f"impervious area {sqft(new)} >= 5,000 sq ft: 'An LUP that is a discreet location that "
                f"has 5,000 square feet or more of newly constructed impervious service' (L211)",
                flags=flags
                + [
                    "AMB-5: 'discreet location' and 'impervious service' read as "
                    "'discrete location' and 'impervious surface'; contiguity is not "
                    "required for this test"
                ],
            )
        reasons.append(
            f"LUP at a discrete location: newly constructed impervious area {sqft(new)} < 5,000 sq ft"
        )
    if maintenance:
        reasons.append("maintenance work claimed as excluded (L233): " + ", ".join(maintenance))
    if proviso is not None:
        reasons.extend(proviso.reasons)
    return does_not_apply(*reasons, flags=flags)


_REGULATED_CACHE: dict[tuple, tuple[str, tuple[str, ...], tuple[str, ...], str] | MissingFact] = {}


def _regulated_entry(
    s: Scenario,
) -> tuple[str, tuple[str, ...], tuple[str, ...], str] | MissingFact:
    """The memo of ``_regulated``: (status, reasons, flags, the "regulated project: ..." reason the
    rules quote), or the MissingFact it raised."""
    site = s.site
    key = (
        site.project_type,
        site.new_impervious_sqft,
        site.replaced_impervious_sqft,
        site.new_contiguous_impervious_sqft,
        tuple(site.conditions),
        tuple(site.exemptions_claimed),
    )
    hit = _REGULATED_CACHE.get(key)
    if hit is None:
        try:
            outcome = _regulated_uncached(s)
            hit = (
                outcome.status,
                tuple(outcome.reasons),
                tuple(outcome.flags),
                "regulated project: " + "; ".join(outcome.reasons),
            )
        except MissingFact as missing:
            hit = missing
        if len(_REGULATED_CACHE) > 4096:
            _REGULATED_CACHE.clear()
        _REGULATED_CACHE[key] = hit
    return hit


def _regulated(s: Scenario) -> Outcome:
    """Is the project a regulated project (L201-233)? Memoised on the facts it reads (many rules ask)."""
    hit = _regulated_entry(s)
    if isinstance(hit, MissingFact):
        raise MissingFact(hit.field_name, hit.why)
    return Outcome(hit[0], list(hit[1]), list(hit[2]))


def _regulated_uncached(s: Scenario) -> Outcome:
    ptype = _ptype(s)
    if ptype in ("road", "linear_utility"):
        return _road_lup(s)
    proviso = _base_rock(s)
    if proviso is not None and proviso.status != "does_not_apply":
        return proviso
    maintenance = _maintenance_claims(s)
    if maintenance:
        reasons = [f"claimed exclusion '{e}': {EXCLUSIONS[e][1]} (L233)" for e in maintenance]
        if proviso is not None:
            reasons += proviso.reasons
        return does_not_apply(
            *reasons,
            "routine maintenance is excluded from the regulated-project definition (L223-233)",
            flags=[F_EXCLUSION_SCOPE],
        )
    new, replaced, total = created_replaced(s)
    flags = [F_COUNT_REGULATED] if replaced else []
    if total >= REGULATED_MIN:
        return applies(
            f"{total_text(new, replaced)} >= 5,000 sq ft: 'Projects that create and/or replace 5,000 "
            f"square feet or more of impervious surface' (L201)",
            flags=flags,
        )
    if ptype == "redevelopment":
        flags.append(F_SPECIAL_CLASS)
    return does_not_apply(
        f"{total_text(new, replaced)} < 5,000 sq ft: below '5,000 square feet or more' (L201)",
        flags=flags,
    )


def regulated_status(s: Scenario) -> Outcome:
    """The regulated-project outcome, for rules that apply only to regulated projects."""
    return _regulated(s)


def may_be_regulated(s: Scenario) -> bool:
    """``regulated_status(s).status != "does_not_apply"``, True where a fact is missing; without
    building the Outcome (the sizing tools ask this once each)."""
    hit = _regulated_entry(s)
    return isinstance(hit, MissingFact) or hit[0] != "does_not_apply"


def _regulated_hit(s: Scenario) -> tuple[str, tuple[str, ...], tuple[str, ...], str]:
    """``_regulated_entry``, raising its MissingFact as ``_regulated`` does."""
    hit = _regulated_entry(s)
    if isinstance(hit, MissingFact):
        raise MissingFact(hit.field_name, hit.why)
    return hit


def _not_regulated(
    hit: tuple[str, tuple[str, ...], tuple[str, ...], str], what: str
) -> Outcome | None:
    """None when the project is regulated; otherwise the outcome to return for ``what``."""
    status = hit[0]
    if status == "applies":
        return None
    if status == "needs_info":
        return needs_info(
            f"{what} applies to regulated projects; whether this is one is open:",
            *hit[1],
            flags=hit[2],
        )
    return does_not_apply(
        f"{what} applies to regulated projects only; not a regulated project:", *hit[1]
    )


def _only_regulated(s: Scenario, what: str) -> Outcome | None:
    """None when the project is regulated; otherwise the outcome to return for ``what``."""
    return _not_regulated(_regulated_hit(s), what)


# --------------------------------------------------------------------------- construction
def _construction_bmps(s: Scenario, p: Params) -> Outcome:
    disturbed = fact(s, "disturbed_area_sqft")
    if disturbed > 0:
        return applies(
            f"soil disturbance {sqft(disturbed)} > 0: 'All construction projects, regardless of size, "
            f"having soil disturbance ... must, at a minimum, implement BMPs' (L159)",
            "BMPs for erosion and sediment controls, soil stabilization, dewatering, source controls, "
            "pollution prevention measures and prohibited discharges",
        )
    return does_not_apply(
        "soil disturbance 0 sq ft: no soil disturbance; the minimum construction BMPs also "
        "apply to 'activities exposed to stormwater' (L159)"
    )


def _cgp(s: Scenario, p: Params) -> Outcome:
    disturbed = fact(s, "disturbed_area_sqft")
    flags = [F_PHASES] if s.site.part_of_common_plan else []
    if has(s, "erosivity_waiver"):
        return does_not_apply(
            f"soil disturbance {sqft(disturbed)} with an erosivity waiver (condition "
            f"'erosivity_waiver'): the project is not subject to the construction general "
            f"permit (L165)",
            flags=[F_CONSTRUCTION_DOCS, *flags],
        )
    if disturbed >= ACRE_SQFT:
        return applies(
            f"soil disturbance {sqft(disturbed)} >= 1 acre ({ACRE_NOTE}): an NOI covers 'projects "
            f"that disturb one acre of land or more' (L31)",
            "submit the WDID number and the SWPPP to the city before a construction permit is issued "
            "or improvement plans are approved (L161)",
            flags=flags,
        )
    return does_not_apply(
        f"soil disturbance {sqft(disturbed)} < 1 acre ({ACRE_NOTE}): below 'one acre of land "
        f"or more' (L31)",
        flags=flags,
    )


def _escp(s: Scenario, p: Params) -> Outcome:
    disturbed = fact(s, "disturbed_area_sqft")
    if disturbed == 0:
        return does_not_apply(
            "soil disturbance 0 sq ft: no soil disturbance to control",
            flags=[
                "L161 says 'less than an acre of soil disturbance'; the workbench reads it "
                "as a project that has some soil disturbance"
            ],
        )
    if has(s, "erosivity_waiver"):
        return applies(
            "erosivity waiver (condition 'erosivity_waiver'): 'not subject to the construction general "
            "permit', so 'an erosion and sediment control plan (ESCP) and the ESCP worksheet must be "
            "submitted' (L161)",
            flags=[F_CONSTRUCTION_DOCS],
        )
    if disturbed < ACRE_SQFT:
        return applies(
            f"soil disturbance {sqft(disturbed)} < 1 acre ({ACRE_NOTE}): 'For projects with less than "
            f"an acre of soil disturbance ... an erosion and sediment control plan (ESCP) and the ESCP "
            f"worksheet must be submitted' (L161)",
            flags=[F_CONSTRUCTION_DOCS],
        )
    return does_not_apply(
        f"soil disturbance {sqft(disturbed)} >= 1 acre ({ACRE_NOTE}): subject to the "
        f"construction general permit (WDID and SWPPP instead, L161)"
    )


INSPECTIONS = {
    1: "a presoil disturbance inspection and a project completion inspection (L165)",
    2: "a presoil disturbance inspection, monthly inspections, and a project completion inspection (L167)",
    3: "a presoil disturbance inspection, bimonthly (twice per month) inspections, and a project completion "
    "inspection (L169)",
}


def _escalation(s: Scenario) -> Outcome:
    novs = s.site.notices_of_violation
    if has(s, "nov_not_corrected_by_due_date"):
        return applies(
            "a notice of violation was not corrected by the due date set by the inspector (condition "
            "'nov_not_corrected_by_due_date'): 'does not correct a previously issued notice of "
            "violation by the due date' (L171)",
            flags=[F_INSPECTOR_DUE],
        )
    if novs is None:
        raise MissingFact("site.notices_of_violation")
    if novs >= 2 and has(s, "novs_consecutive"):
        return applies(
            f"notices of violation {novs} >= 2, consecutive (condition 'novs_consecutive'): 'issued two "
            f"consecutive notices of violation' (L171)"
        )
    if novs >= 2:
        return needs_info(
            f"notices of violation {novs} >= 2, but L171 requires 'two consecutive notices of "
            f"violation': add condition 'novs_consecutive' if two were consecutive"
        )
    return does_not_apply(
        f"notices of violation {novs} < 2 consecutive, and no uncorrected notice (L171)"
    )


def _inspection_category(s: Scenario) -> tuple[int, str]:
    disturbed = fact(s, "disturbed_area_sqft")
    lup = _ptype(s) == "linear_utility"
    if has(s, "erosivity_waiver"):
        return (
            1,
            "erosivity waiver: 'Projects not subject to the CGP or that have an erosivity waiver' (L165)",
        )
    if disturbed < ACRE_SQFT:
        return 1, (
            f"soil disturbance {sqft(disturbed)} < 1 acre: not subject to the CGP; 'Projects not subject to "
            f"the CGP' (L165)"
        )
    risk = fact(s, "risk_level")
    name = f"LUP type {risk}" if lup else f"risk {risk}"
    if risk in (1, 2):
        return 2, f"{name}: 'risk 1/LUP type 1 or risk 2/LUP type 2' (L167)"
    return 3, f"{name}: 'risk 3/LUP type 3' (L169)"


def _inspections(s: Scenario, p: Params) -> Outcome:
    disturbed = fact(s, "disturbed_area_sqft")
    if disturbed == 0:
        return does_not_apply(
            "soil disturbance 0 sq ft: the city inspects 'construction sites that have areas of "
            "soil disturbance exposed to stormwater' (L163)"
        )
    category, why = _inspection_category(s)
    reasons = [why, f"base inspection category: {INSPECTIONS[category]}"]
    flags: list[str] = [
        "inspections are billed by the city to the project owner (L163); no fee is stated"
    ]
    try:
        escalation = _escalation(s)
    except MissingFact:
        escalation = does_not_apply()
        reasons.append(
            "site.notices_of_violation is not given: elevation after notices of violation (L171) not "
            "assessed"
        )
    if escalation.status == "applies":
        flags.extend(escalation.flags)
        if category == 3:
            reasons.append("elevation after notices of violation: already in the highest category")
            flags.append(F_RISK_TOP)
        else:
            if category == 2:
                flags.append(F_RISK_ONE)
            category += 1
            reasons.append(
                f"elevated to the next highest category (L171): {INSPECTIONS[category]}; the CGP risk "
                f"rating itself is not affected"
            )
        reasons.extend(escalation.reasons)
    elif escalation.status == "needs_info":
        return needs_info(*reasons, *escalation.reasons, flags=flags)
    if _ptype(s) == "linear_utility":
        flags.append(
            "for a linear underground/overhead project, site.risk_level is read as the LUP type"
        )
    return applies(*reasons, flags=flags)


def _risk_elevation(s: Scenario, p: Params) -> Outcome:
    return _escalation(s)


# --------------------------------------------------------------------------- post-construction
def _small(s: Scenario, p: Params) -> Outcome:
    new, replaced, total = created_replaced(s)
    sfh = s.site.single_family_home
    common = s.site.part_of_common_plan
    head = total_text(new, replaced)
    measures = (
        "implement one or more of the seven site design measures (a)-(g) (L185-197) and quantify the "
        "runoff reduction with the SMARTS postconstruction calculator or a city-accepted method (L199)"
    )
    if total < SMALL_MIN:
        return does_not_apply(
            f"{head} < 2,500 sq ft: below 'between 2,500 square feet and 5,000 square feet' (L183)"
        )
    if total < REGULATED_MIN:
        flags = [F_SMALL_EDGES] if total == SMALL_MIN and not sfh else []
        if replaced and not new:
            flags.append(
                "replaced area counts: 'including projects with no net increase in impervious "
                "footprint' (L183)"
            )
        return applies(
            f"{head} >= 2,500 sq ft and < 5,000 sq ft: 'between 2,500 square feet and 5,000 square "
            f"feet' (L183)",
            measures,
            flags=flags + [F_QUANTIFY],
        )
    if sfh is True and common is not True:
        return applies(
            f"detached single-family home not part of a larger plan of development; {head} >= 2,500 sq "
            f"ft: 'detached single-family homes that create and/or replace 2,500 square feet or more' "
            f"(L183)",
            measures,
            "it is also a regulated project (L201)",
            flags=[
                F_SFH_UPPER,
                F_QUANTIFY,
                "AMB-25: 'larger plan of development' is not defined in the "
                "chapter (site.part_of_common_plan stands for it)",
            ],
        )
    flags = [F_SMALL_EDGES] if total == REGULATED_MIN else []
    return does_not_apply(
        f"{head} >= 5,000 sq ft: a regulated project (L201); site design measures are required "
        f"under L203 instead",
        flags=flags,
    )


def _regulated_rule(s: Scenario, p: Params) -> Outcome:
    outcome = _regulated(s)
    if outcome.status == "applies":
        outcome.reasons.append(
            "implement site design measures, source control measures, LID standards and baseline "
            "hydromodification management, and quantify the runoff reduction (L203)"
        )
        outcome.flags.append(F_QUANTIFY)
    return outcome


def _redevelopment(s: Scenario, p: Params) -> Outcome:
    if _ptype(s) != "redevelopment":
        return does_not_apply(
            f"project type {_ptype(s) or 'not given'}: not a redevelopment project (L207-209)"
        )
    existing = fact(s, "existing_impervious_sqft")
    if existing <= 0:
        return does_not_apply(
            "existing impervious area 0 sq ft: no 'previously existing development' impervious "
            "surface to compare with (L207)"
        )
    increase = net_increase(s)
    share = increase / existing
    head = f"increase {sqft(increase)} of existing impervious {sqft(existing)} = {pct(share)}"
    flags = [F_REDEV_NUMERATOR]
    new, replaced = s.site.new_impervious_sqft, s.site.replaced_impervious_sqft
    if new is not None and replaced is not None:
        alt = new + replaced
        if (alt * 2 > existing) != (increase * 2 > existing) or (alt * 2 == existing) != (
            increase * 2 == existing
        ):
            flags.append(
                f"AMB-4: read as new + replaced area ({sqft(alt)} = {pct(alt / existing)} of the existing "
                f"impervious surface) the answer would differ"
            )
    regulated = _regulated_hit(s)[0]
    tail = (
        []
        if regulated == "applies"
        else [
            "the project is not (or not yet shown to be) a regulated project; the scope rule matters only if it is"
        ]
    )
    if increase * 2 > existing:
        return applies(
            f"{head} > 50%: 'an increase of more than 50% ... runoff from the entire project (including "
            f"the existing, new and replaced impervious area) is regulated' (L207)",
            *tail,
            flags=flags,
        )
    if increase * 2 < existing:
        return does_not_apply(
            f"{head} < 50%: 'only runoff from the new and/or replaced impervious surface of the "
            f"project is considered part of the regulated project' (L209)",
            *tail,
            flags=flags,
        )
    return needs_info(f"{head}: exactly 50%", *tail, flags=[F_HALF, *flags])


def _widening(s: Scenario, p: Params) -> Outcome:
    if _ptype(s) != "road" or not has(s, "widening_with_traffic_lanes"):
        return does_not_apply(
            "not a road project widening an existing street or road with additional traffic "
            "lanes (project_type 'road' and condition 'widening_with_traffic_lanes'; L215)"
        )
    existing = fact(s, "existing_impervious_sqft")
    altered = fact(s, "altered_existing_impervious_sqft")
    if existing <= 0:
        raise MissingFact(
            "site.existing_impervious_sqft", "the existing street or road's impervious surface"
        )
    share = altered / existing
    head = f"altered existing impervious {sqft(altered)} of {sqft(existing)} = {pct(share)}"
    if altered * 2 > existing:
        return applies(
            f"{head} > 50%: 'an alteration of more than 50% ... runoff from the entire project "
            f"(including the existing, new, and/or replaced impervious surfaces)' is regulated (L217)"
        )
    if altered * 2 < existing:
        return does_not_apply(
            f"{head} < 50%: 'only the runoff from new and/or replaced impervious surface of the "
            f"project' is regulated (L219)"
        )
    return needs_info(f"{head}: exactly 50%", flags=[F_HALF])


def _exclusions(s: Scenario, p: Params) -> Outcome:
    claims = list(s.site.exemptions_claimed)
    unknown = [e for e in claims if e not in EXCLUSIONS]
    flags = [
        f"exemptions_claimed '{e}' is not an exclusion of this chapter (ids: {', '.join(EXCLUSIONS)})"
        for e in unknown
    ]
    valid = [e for e in claims if e in EXCLUSIONS]
    if not valid:
        return does_not_apply(
            "no road/LUP exclusion claimed (site.exemptions_claimed; L223-233)", flags=flags
        )
    flags.append(F_EXCLUSION_SCOPE)
    reasons = [f"'{e}': {EXCLUSIONS[e][1]} (L{EXCLUSIONS[e][0]})" for e in valid]
    maintenance = [e for e in valid if e in MAINTENANCE_EXCLUSIONS]
    if maintenance:
        proviso = _base_rock(s)
        if proviso is not None and proviso.status == "applies":
            return does_not_apply(
                *reasons, *proviso.reasons, "the maintenance exclusion does not hold", flags=flags
            )
        if proviso is not None and proviso.status == "needs_info":
            return needs_info(*reasons, *proviso.reasons, flags=flags + proviso.flags)
        if proviso is not None:
            reasons += proviso.reasons
    return applies(*reasons, flags=flags)


def _source_controls(s: Scenario, p: Params) -> Outcome:
    gate = _only_regulated(s, "Source control measures (L235)")
    if gate is not None:
        return gate
    known = [a for a in s.site.activities if a in ACTIVITIES]
    if not known:
        return does_not_apply(
            "regulated project with no pollutant-generating activity or source listed "
            "(site.activities; the eighteen of L237-257)"
        )
    reasons = [
        f"pollutant-generating activity '{a}': {ACTIVITIES[a][1]} (L{ACTIVITIES[a][0]}): '"
        f"{ACTIVITY_QUOTES[a]}'"
        for a in known
    ]
    return applies(
        "regulated project with pollutant generating activities and sources: implement permanent "
        "and/or operation source control measures (L235)",
        *reasons,
        flags=[F_SOURCE_EXTERNAL],
    )


def _lid_site_assessment(s: Scenario, p: Params) -> Outcome:
    hit = _regulated_hit(s)
    gate = _not_regulated(hit, "LID site assessment (L261)")
    if gate is not None:
        return gate
    return applies(
        hit[3],
        "assess how soils, vegetation and flow paths influence placement of "
        "buildings and paved surfaces, using methods (a)-(i) (L261-279)",
    )


def _dmas(s: Scenario, p: Params) -> Outcome:
    hit = _regulated_hit(s)
    gate = _not_regulated(hit, "Drainage management areas (L281)")
    if gate is not None:
        return gate
    n = len(s.drainage_areas)
    have = (
        (f"{n} drainage management area(s) given: " + ", ".join(d.name for d in s.drainage_areas))
        if n
        else "no drainage areas given yet: divide the site into discrete DMAs"
    )
    return applies(hit[3], "'the project site shall be divided into discrete DMAs' (L281)", have)


def _numeric_sizing(s: Scenario, p: Params) -> Outcome:
    hit = _regulated_hit(s)
    gate = _not_regulated(hit, "Numeric sizing criteria (L283)")
    if gate is not None:
        return gate
    flags = [F_SIZING_EXTERNAL]
    if _ptype(s) in ("road", "linear_utility"):
        flags.append(F_ROAD_EPA)
    return applies(
        hit[3],
        "satisfy at least one of: WEF/ASCE volume (L287), 80% annual capture "
        "(L289), 0.2 in/hr flow (L293), twice the 85th-percentile hourly intensity (L295); remaining "
        "runoff from impervious DMAs to facilities at least as effective as the baseline bioretention "
        "(L301)",
        flags=flags,
    )


def _alternative(s: Scenario, p: Params) -> Outcome:
    if not has(s, "alternative_design"):
        return does_not_apply(
            "no alternative design proposed (condition 'alternative_design'; L319)"
        )
    measures = {
        "equal_infiltration_et": "(a) equal or greater amount of runoff infiltrated or evapotranspired (L321)",
        "equal_pollutant_concentrations": "(b) equal or lower pollutant concentrations after biotreatment (L323)",
        "equal_shock_spill_protection": "(c) equal or greater protection against shock loadings and spills (L325)",
        "equal_access_maintenance": "(d) equal or greater accessibility and ease of inspection and maintenance (L327)",
    }
    shown = [text for key, text in measures.items() if has(s, key)]
    missing = [
        f"not demonstrated: {text} (condition '{key}')"
        for key, text in measures.items()
        if not has(s, key)
    ]
    if missing:
        return needs_info(
            "an alternative design 'may be permitted if all of the following measures of equivalent "
            "effectiveness are demonstrated' (L319)",
            *missing,
            *[f"demonstrated: {t}" for t in shown],
        )
    return applies("all four measures of equivalent effectiveness demonstrated (L319-327)", *shown)


def _exceptions(s: Scenario, p: Params) -> Outcome:
    gate = _only_regulated(s, "Exceptions to bioretention (L339)")
    if gate is not None:
        return gate
    if not has(s, "bioretention_infeasible_construction"):
        return does_not_apply(
            "bioretention is not shown infeasible 'due to construction constraints, not financial "
            "constraints' (condition 'bioretention_infeasible_construction'; L339)"
        )
    reasons = ["bioretention infeasible due to construction constraints (L339)"]
    if has(s, "runoff_solely_from_existing_impervious"):
        return applies(
            *reasons,
            "(b) 'Facilities receiving runoff solely from existing (preproject) impervious "
            "areas' (L343): other biotreatment or media filters may be used",
        )
    if has(s, "historic_site"):
        return applies(
            *reasons,
            "(c) historic site, structure or landscape (L345): other biotreatment or media "
            "filters may be used",
        )
    new, replaced, total = created_replaced(s)
    smart = fact(s, "smart_growth")
    if not smart:
        return does_not_apply(
            *reasons,
            "not in a designated pedestrian oriented commercial district (site.smart_growth"
            " false; L341), and neither (b) nor (c) is claimed",
            flags=[F_SMART_GROWTH],
        )
    coverage = fact(s, "permanent_structure_coverage_pct")
    area_ok = total <= ACRE_SQFT
    cover_ok = coverage >= COVERAGE_MIN_PCT
    reasons.append(
        f"{total_text(new, replaced)} {'<=' if area_ok else '>'} 1 acre ({ACRE_NOTE}): 'creating or "
        f"replacing an acre or less of impervious area' (L341)"
    )
    reasons.append(
        f"permanent structures cover {coverage:g}% of the entire project site {'>=' if cover_ok else '<'} "
        f"85%: 'having at least 85% of the entire project site covered by permanent structures' (L341)"
    )
    if area_ok and cover_ok:
        return applies(
            *reasons,
            "(a) smart growth project: tree box type biofilters or in-vault media filters may "
            "be used",
            flags=[F_SMART_GROWTH],
        )
    return does_not_apply(*reasons, flags=[F_SMART_GROWTH])


def _cutoff_wall(s: Scenario, p: Params) -> Outcome:
    distance = fact(s, "bmp_distance_to_structure_ft")
    head = f"facility {distance:g} ft from a structure or geotechnical hazard"
    if distance <= CUTOFF_WALL_FT:
        return applies(
            f"{head} <= 10 ft: 'Facilities located within ten feet of structures or other potential "
            f"geotechnical hazards ... may incorporate an impervious cutoff wall' (L331)",
            flags=[F_GEOTECH],
        )
    return does_not_apply(f"{head} > 10 ft: not 'within ten feet' (L331)", flags=[F_GEOTECH])


def _flow_through(s: Scenario, p: Params) -> Outcome:
    why = []
    if has(s, "high_pollutant_soil_or_groundwater"):
        why.append("documented high concentrations of pollutants in underlying soil or groundwater")
    if s.site.geotechnical_hazard:
        why.append(
            "infiltration could contribute to a geotechnical hazard (site.geotechnical_hazard)"
        )
    if has(s, "elevated_plaza"):
        why.append("facility on an elevated plaza or other structure")
    if not why:
        return does_not_apply(
            "none of the L333 conditions is given (high pollutant concentrations, geotechnical "
            "hazard, elevated plaza)"
        )
    return applies(
        *why,
        "may incorporate an impervious liner with the underdrain at the bottom: 'flow through "
        "planter' (L333)",
    )


def _omit_underdrain(s: Scenario, p: Params) -> Outcome:
    why = [
        text
        for key, text in (
            ("high_groundwater", "high groundwater"),
            ("highly_infiltrative_soils", "highly infiltrative soils"),
            ("underdrain_connection_infeasible", "underdrain connection infeasible"),
        )
        if has(s, key)
    ]
    if not why:
        return does_not_apply("none of the L335 conditions is given")
    return applies(*why, "'may omit the underdrain' (L335)", flags=[F_VARIATION_TERMS])


def _high_risk(s: Scenario, p: Params) -> Outcome:
    risky = [f for f in s.site.facility_types if f in HIGH_RISK_FACILITIES]
    if not risky:
        return does_not_apply(
            "no high-risk area (fueling station, truck stop, auto repair, heavy industrial; L337)"
        )
    if has(s, "high_risk_area_isolated"):
        return does_not_apply(
            f"high-risk area(s) {', '.join(risky)} isolated from stormwater runoff or bioretention "
            f"areas (condition 'high_risk_area_isolated'; L337)",
            flags=[F_HIGH_RISK],
        )
    return applies(
        f"facilities serving high-risk area(s) {', '.join(risky)} 'may be required to provide additional "
        f"treatment to address pollutants of concern' (L337)",
        flags=[F_HIGH_RISK],
    )


def _hydromod(s: Scenario, p: Params) -> Outcome:
    new, replaced, total = created_replaced(s)
    head = total_text(new, replaced)
    if total < ACRE_SQFT:
        return does_not_apply(
            f"{head} < 1 acre ({ACRE_NOTE}): below 'one acre or more of impervious surface' (L349)"
        )
    increase = net_increase(s)
    if increase <= 0:
        return does_not_apply(
            f"{head} >= 1 acre, but impervious area change {sqft(increase)}: 'A project that does "
            f"not increase impervious surface area over the preproject condition is not a "
            f"hydromodification management project' (L349)"
        )
    return applies(
        f"{head} >= 1 acre ({ACRE_NOTE}): 'create and/or replace one acre or more of impervious "
        f"surface' (L349)",
        f"impervious area increases by {sqft(increase)} over the preproject condition",
        "postproject runoff shall not exceed the estimated preproject flow rate for the two-year, "
        "24-hour storm (L351)",
        flags=[F_HM_METHOD],
    )


def _baseline_hm(s: Scenario, p: Params) -> Outcome:
    hit = _regulated_hit(s)
    gate = _not_regulated(hit, "Baseline hydromodification management (L203)")
    if gate is not None:
        return gate
    return applies(
        hit[3],
        "implement 'baseline hydromodification management' (L203) in each DMA (L281)",
        flags=[F_BASELINE_HM],
    )


def _om(s: Scenario, p: Params) -> Outcome:
    hit = _regulated_hit(s)
    gate = _not_regulated(hit, "Operation and maintenance agreement (L357)")
    if gate is not None:
        return gate
    reasons = [
        hit[3],
        "signed and notarized operation and maintenance agreement recorded in the Merced County Recorder's "
        "office; responsibility transfers to successors in interest (L357)",
        "the agreement authorizes the city to access the site to inspect treatment systems and "
        "hydromodification controls (L365)",
    ]
    flags: list[str] = []
    if has(s, "multi_owner_project"):
        reasons.append(
            "multi-parcel or multiowner project: commonly owned controls through a homeowners' "
            "association, condominium agreement or other enforceable mechanism (L359)"
        )
    if has(s, "public_row_controls"):
        reasons.append(
            "public or right-of-way controls: maintained by the city funded by assessment districts; the "
            "owner consents to the assessment fees (L361-363)"
        )
        flags.append(F_OM_ASSESSMENT)
    return applies(*reasons, flags=flags)


# --------------------------------------------------------------------------- facilities, discharges
def _igp(s: Scenario, p: Params) -> Outcome:
    if has(s, "igp_coverage_required"):
        return applies(
            "required by federal or state law to submit an NOI (condition 'igp_coverage_required'): "
            "'shall provide proof of permit coverage and the stormwater pollution prevention plan (SWPPP) "
            "to the Director upon request' (L135)",
            flags=[F_IGP_EXTERNAL],
        )
    listed = [f for f in s.site.facility_types if f in IGP_EXAMPLES]
    if listed:
        return needs_info(
            f"facility type(s) {', '.join(listed)} 'may include' facilities required to apply for a "
            f"stormwater discharge permit (L137): confirm against IGP attachment A and add condition "
            f"'igp_coverage_required' if so",
            flags=[F_IGP_EXTERNAL],
        )
    return does_not_apply(
        "no NOI requirement given (condition 'igp_coverage_required') and no facility type the "
        "text names as an example (L137)",
        flags=[F_IGP_EXTERNAL],
    )


def _business_swppp(s: Scenario, p: Params) -> Outcome:
    if has(s, "swppp_required_by_city"):
        return applies(
            "the enforcement official required a SWPPP (condition 'swppp_required_by_city'): it 'shall "
            "include an employee training program' (L143)"
        )
    return does_not_apply(
        "no SWPPP required by the enforcement official (condition 'swppp_required_by_city'); the "
        "official 'may require' one of a business whose activities may result in pollutant "
        "discharges (L143)"
    )


def _hazmat(s: Scenario, p: Params) -> Outcome:
    reasons = []
    if has(s, "hazmat_business_plan"):
        reasons.append(
            "hazardous materials release response and inventory plan: include provisions for compliance "
            "with this chapter (L145)"
        )
    if has(s, "hazwaste_contingency_plan"):
        reasons.append(
            "hazardous waste generator contingency plan: include provisions for compliance with this "
            "chapter (L147)"
        )
    if not reasons:
        return does_not_apply(
            "no hazardous materials or hazardous waste plan required of the business (conditions "
            "'hazmat_business_plan', 'hazwaste_contingency_plan'; L145-147)"
        )
    return applies(*reasons)


def _casqa_bmps(s: Scenario, p: Params) -> Outcome:
    known = [a for a in s.site.activities if a in ACTIVITIES]
    if not known and not s.site.facility_types:
        return does_not_apply(
            "no activity or facility type given that may cause or contribute to stormwater "
            "pollution (site.activities, site.facility_types; L139)"
        )
    what = ", ".join(known + [f for f in s.site.facility_types if f not in known])
    return applies(
        f"activity or use of premises that may cause or contribute to stormwater pollution ({what}): "
        f"'shall comply with best management practice (BMPs) consistent with the California Stormwater "
        f"Quality Association (CASQA)' handbooks (L139)",
        flags=[F_SOURCE_EXTERNAL],
    )


def _irrigation(s: Scenario, p: Params) -> Outcome:
    reasons = []
    if has(s, "irrigated_landscape"):
        reasons += [
            "no irrigation runoff in excess of incidental runoff (L121)",
            "detect leaks and correct them within 72 hours of learning of the leak (L123)",
            "properly design and aim sprinkler heads (L125); do not irrigate during precipitation (L127)",
        ]
    if has(s, "recycled_water_pond"):
        reasons.append(
            "recycled-water pond: no discharge unless the result of a 25-year, 24-hour storm event or "
            "greater, and then e-mail the regional water board no later than 24 hours after (L129)"
        )
    if not reasons:
        return does_not_apply(
            "no irrigated landscape or recycled-water pond given (conditions 'irrigated_landscape', "
            "'recycled_water_pond'; L121-129)"
        )
    flags = [
        "AMB-21: the permissible categories (C)2 name only (C)3-(C)5 as overrides, not (C)6 irrigation (L75)"
    ]
    if has(s, "recycled_water_pond"):
        flags.append(
            "AMB-24: the 'appropriate regional water board' and 'permit identification number' assume a "
            "permit the chapter does not identify (L129)"
        )
    return applies(*reasons, flags=flags)


def _connections(s: Scenario, p: Params) -> Outcome:
    reasons = []
    if has(s, "sewage_connection"):
        reasons.append(
            "'connects a line conveying sewage to a stormwater conveyance system, or allows such a "
            "connection to continue' is a violation (L119)"
        )
    if has(s, "unpermitted_storm_drain_connection"):
        reasons.append(
            "a connection not permitted by the city is an 'unlawful connection' (L47); no person shall "
            "'establish, use, maintain or continue' one that has caused or is likely to cause a "
            "violation; the prohibition is retroactive (L119)"
        )
    if not reasons:
        return does_not_apply(
            "no unpermitted or sewage connection given (conditions 'unpermitted_storm_drain_"
            "connection', 'sewage_connection'; L119)"
        )
    return applies(*reasons)


def _release(s: Scenario, p: Params) -> Outcome:
    spills = [e for e in s.events if e.kind == "spill_discovered"]
    reasons = [
        "persons in charge of a facility, activity or development train personnel and keep notification "
        "procedures to assure immediate notification of any suspected, confirmed, or unconfirmed release (L377)",
        "on knowledge of a discharge: find its source and extent, contain and clean up promptly (L377)",
        "notify the Director or City Engineer by telephone as soon as practical (9-1-1 if hazardous materials "
        "are involved) and by written report (L379-383)",
    ]
    if spills:
        reasons.insert(
            0, f"{len(spills)} release(s) discovered: " + ", ".join(str(e.at) for e in spills)
        )
    return applies(*reasons, flags=[F_RELEASE_TIMES])


def _watercourse(s: Scenario, p: Params) -> Outcome:
    if not has(s, "watercourse_on_property"):
        return does_not_apply(
            "no watercourse or public canal originates in or passes through the property "
            "(condition 'watercourse_on_property'; L369)"
        )
    return applies(
        "keep the watercourse free of trash, debris and other obstacles; do not remove healthy bank "
        "vegetation beyond maintenance needs; stabilize to a reasonable standard as determined by the "
        "Director (L369)",
        "maintain existing privately owned structures in or next to it (L371)",
        "comply with state and federal wetland and waterway rules (L373)",
    )


# --------------------------------------------------------------------------- descriptors
NEW_REP = ("site.new_impervious_sqft", "site.replaced_impervious_sqft")
REG_USES = (
    *NEW_REP,
    "site.project_type",
    "site.new_contiguous_impervious_sqft",
    "site.conditions",
    "site.exemptions_claimed",
)


def _rule(
    rid: str, title: str, category: str, evaluate, citations, uses=(), flags=()
) -> ApplicabilityRule:
    return ApplicabilityRule(
        id=rid,
        title=title,
        category=category,
        citations=tuple(citations),
        evaluate=evaluate,
        uses=tuple(uses),
        flags=tuple(flags),
    )


RULES: list[ApplicabilityRule] = [
    _rule(
        "construction_bmps",
        "Minimum construction BMPs, regardless of size",
        "construction_bmps",
        _construction_bmps,
        [
            c(
                159,
                159,
                "All construction projects, regardless of size, having soil disturbance",
                "construction",
            )
        ],
        ["site.disturbed_area_sqft"],
    ),
    _rule(
        "construction_general_permit",
        "State construction general permit: WDID number and SWPPP to the city",
        "construction_state_permit",
        _cgp,
        [
            c(
                31,
                31,
                "projects that disturb one acre of land or more, in one or more phases",
                "definitions",
            ),
            c(
                161,
                161,
                "the WDID number and the SWPPP shall be submitted to the city",
                "construction",
            ),
        ],
        ["site.disturbed_area_sqft", "site.part_of_common_plan", "site.conditions"],
    ),
    _rule(
        "erosion_sediment_control_plan",
        "Erosion and sediment control plan (ESCP) and ESCP worksheet",
        "erosion_sediment_control_plan",
        _escp,
        [
            c(161, 161, "For projects with less than an acre of soil disturbance", "construction"),
            c(161, 161, "the ESCP worksheet must be submitted to the city", "construction"),
        ],
        ["site.disturbed_area_sqft", "site.conditions"],
    ),
    _rule(
        "city_construction_inspections",
        "City stormwater compliance inspections by risk level",
        "construction_local_permit",
        _inspections,
        [
            c(
                163,
                163,
                "Inspections will be billed by the city to the project owner",
                "construction",
            ),
            c(
                165,
                165,
                "a presoil disturbance inspection and a project completion inspection",
                "construction",
            ),
            c(167, 167, "risk 1/LUP type 1 or risk 2/LUP type 2", "construction"),
            c(169, 169, "bimonthly (twice per month) inspections", "construction"),
            c(171, 171, "elevated by the city to the next highest category", "construction"),
        ],
        [
            "site.disturbed_area_sqft",
            "site.risk_level",
            "site.project_type",
            "site.notices_of_violation",
            "site.conditions",
        ],
    ),
    _rule(
        "construction_risk_elevation",
        "Threat to water quality elevated after notices of violation",
        "construction_local_permit",
        _risk_elevation,
        [
            c(171, 171, "issued two consecutive notices of violation", "construction"),
            c(
                171,
                171,
                "will not affect the risk rating for the construction general permit",
                "construction",
            ),
        ],
        ["site.notices_of_violation", "site.conditions"],
    ),
    _rule(
        "small_project_site_design",
        "Small projects: site design measures and runoff-reduction quantification",
        "site_design_measures",
        _small,
        [
            c(
                183,
                183,
                "between 2,500 square feet and 5,000 square feet of impervious surface",
                "post",
            ),
            c(
                183,
                183,
                "including detached single-family homes that create and/or replace 2,500 square feet or more",
                "post",
            ),
            c(185, 197, "Vegetated swales", "post"),
            c(199, 199, "SMARTS) postconstruction calculator", "post"),
        ],
        [*NEW_REP, "site.single_family_home", "site.part_of_common_plan"],
    ),
    _rule(
        "regulated_project",
        "Regulated project: site design, source control, LID, baseline hydromodification",
        "post_construction_plan",
        _regulated_rule,
        [
            c(
                201,
                201,
                "Projects that create and/or replace 5,000 square feet or more of impervious surface",
                "post",
            ),
            c(
                203,
                203,
                "shall quantify the runoff reduction resulting from implementation of these measures",
                "post",
            ),
            c(
                211,
                211,
                "5,000 square feet or more of newly constructed contiguous impervious surface",
                "post",
            ),
            c(221, 221, "Construction of LUPs", "post"),
            c(
                233,
                233,
                "if more than 5,000 square feet is replaced it is a regulated project",
                "post",
            ),
        ],
        REG_USES,
    ),
    _rule(
        "redevelopment_entire_site",
        "Redevelopment: entire site regulated when the increase is more than 50%",
        "post_construction_plan",
        _redevelopment,
        [
            c(
                205,
                205,
                "Redevelopment projects, road projects, and linear underground/overhead projects",
                "post",
            ),
            c(
                207,
                207,
                "results in an increase of more than 50% of the impervious surface",
                "post",
            ),
            c(
                209,
                209,
                "results in an increase of less than 50% of the impervious surface",
                "post",
            ),
        ],
        [
            "site.project_type",
            "site.existing_impervious_sqft",
            "site.post_project_impervious_sqft",
            *NEW_REP,
        ],
    ),
    _rule(
        "road_widening_entire_road",
        "Road widening: entire road regulated when more than 50% is altered",
        "post_construction_plan",
        _widening,
        [
            c(
                215,
                215,
                "Widening of existing streets or roads with additional traffic lanes",
                "post",
            ),
            c(
                217,
                217,
                "results in an alteration of more than 50% of the impervious surface",
                "post",
            ),
            c(
                219,
                219,
                "results in an alteration of less than 50% of the impervious surface",
                "post",
            ),
        ],
        [
            "site.project_type",
            "site.conditions",
            "site.existing_impervious_sqft",
            "site.altered_existing_impervious_sqft",
        ],
    ),
    _rule(
        "road_lup_exclusions",
        "Exclusions: sidewalks, bicycle lanes, trails and routine maintenance",
        "exemption",
        _exclusions,
        [
            c(223, 223, "Exclusions. Specific exclusions are", "post"),
            c(
                225,
                231,
                "Sidewalks, bicycle lanes or trails constructed with permeable surfaces",
                "post",
            ),
            c(233, 233, "Where pavement is removed and base rock or soil is exposed", "post"),
        ],
        ["site.exemptions_claimed", "site.conditions", "site.replaced_impervious_sqft"],
    ),
    _rule(
        "source_controls",
        "Source control measures for pollutant-generating activities and sources",
        "source_controls",
        _source_controls,
        [
            c(
                235,
                235,
                "Operators of regulated projects with pollutant generating activities and sources",
                "post",
            ),
            c(237, 257, "Building and grounds maintenance", "post"),
        ],
        [*REG_USES, "site.activities"],
    ),
    _rule(
        "lid_site_assessment",
        "LID site assessment and site layout methods",
        "post_construction_plan",
        _lid_site_assessment,
        [
            c(
                259,
                259,
                "All regulated projects shall implement low impact development standards",
                "post",
            ),
            c(261, 261, "shall assess and evaluate how site conditions", "post"),
            c(263, 279, "Detain and retain runoff throughout the site", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "drainage_management_areas",
        "Drainage management areas (DMAs)",
        "post_construction_plan",
        _dmas,
        [c(281, 281, "the project site shall be divided into discrete DMAs", "post")],
        [*REG_USES, "drainage_areas"],
    ),
    _rule(
        "numeric_sizing_criteria",
        "Numeric sizing criteria for retention and treatment",
        "treatment_sizing",
        _numeric_sizing,
        [
            c(
                283,
                283,
                "satisfy at least one of the following hydraulic sizing design criteria",
                "post",
            ),
            c(287, 295, "two times the eighty-fifth percentile hourly rainfall intensity", "post"),
            c(301, 301, "at least as effective as a bioretention system", "post"),
        ],
        REG_USES,
    ),
    _rule(
        "alternative_design_equivalence",
        "Alternative designs: four measures of equivalent effectiveness",
        "treatment_sizing",
        _alternative,
        [
            c(
                319,
                319,
                "may be permitted if all of the following measures of equivalent effectiveness",
                "post",
            ),
            c(
                321,
                327,
                "Equal or greater accessibility and ease of inspection and maintenance",
                "post",
            ),
        ],
        ["site.conditions"],
    ),
    _rule(
        "bioretention_exceptions",
        "Exceptions: other biotreatment or media filters (smart growth and others)",
        "treatment_sizing",
        _exceptions,
        [
            c(339, 339, "due to construction constraints, not financial constraints", "post"),
            c(
                341,
                341,
                "having at least 85% of the entire project site covered by permanent structures",
                "post",
            ),
            c(
                343,
                345,
                "Facilities receiving runoff solely from existing (preproject) impervious areas",
                "post",
            ),
        ],
        [*REG_USES, "site.smart_growth", "site.permanent_structure_coverage_pct"],
    ),
    _rule(
        "cutoff_wall_variation",
        "Variation: impervious cutoff wall within ten feet of structures",
        "treatment_sizing",
        _cutoff_wall,
        [c(331, 331, "Facilities located within ten feet of structures", "post")],
        ["site.bmp_distance_to_structure_ft"],
    ),
    _rule(
        "flow_through_planter_variation",
        "Variation: impervious liner, underdrain at the bottom (flow through planter)",
        "treatment_sizing",
        _flow_through,
        [c(333, 333, "this configuration is commonly known as a", "post")],
        ["site.conditions", "site.geotechnical_hazard"],
    ),
    _rule(
        "omit_underdrain_variation",
        "Variation: omit the underdrain",
        "treatment_sizing",
        _omit_underdrain,
        [c(335, 335, "may omit the underdrain", "post")],
        ["site.conditions"],
    ),
    _rule(
        "high_risk_additional_treatment",
        "High-risk areas: additional treatment may be required",
        "treatment_sizing",
        _high_risk,
        [
            c(
                337,
                337,
                "fueling stations, truck stops, auto repairs and heavy industrial sites",
                "post",
            )
        ],
        ["site.facility_types", "site.conditions"],
    ),
    _rule(
        "hydromodification_project",
        "Hydromodification management project: two-year, 24-hour storm",
        "hydromodification",
        _hydromod,
        [
            c(
                349,
                349,
                "Projects that create and/or replace one acre or more of impervious surface",
                "post",
            ),
            c(
                349,
                349,
                "does not increase impervious surface area over the preproject condition",
                "post",
            ),
            c(351, 351, "estimated preproject flow rate for the two-year, 24-hour storm", "post"),
        ],
        [*NEW_REP, "site.existing_impervious_sqft", "site.post_project_impervious_sqft"],
    ),
    _rule(
        "baseline_hydromodification",
        "Baseline hydromodification management (regulated projects)",
        "hydromodification",
        _baseline_hm,
        [c(203, 203, "baseline hydromodification management described in this chapter", "post")],
        REG_USES,
    ),
    _rule(
        "om_agreement",
        "Operation and maintenance agreement, recorded",
        "bmp_maintenance",
        _om,
        [
            c(357, 357, "signed and notarized operation and maintenance agreement", "om"),
            c(359, 363, "through a homeowners' association, through a condominium agreement", "om"),
            c(365, 365, "a provision authorizing the city to access the project site", "om"),
        ],
        [*REG_USES, "site.conditions"],
    ),
    _rule(
        "industrial_permit_proof",
        "Proof of NPDES permit coverage and SWPPP on request",
        "facility_program",
        _igp,
        [
            c(
                135,
                135,
                "shall provide proof of permit coverage and the stormwater pollution prevention plan",
                "industrial",
            ),
            c(
                137,
                137,
                "identified in attachment A of the state's industrial general permit",
                "industrial",
            ),
        ],
        ["site.conditions", "site.facility_types"],
    ),
    _rule(
        "business_swppp",
        "Business SWPPP with an employee training program",
        "facility_program",
        _business_swppp,
        [c(143, 143, "which shall include an employee training program", "industrial")],
        ["site.conditions"],
    ),
    _rule(
        "hazmat_plan_coordination",
        "Hazardous materials and hazardous waste plans include this chapter",
        "facility_program",
        _hazmat,
        [
            c(
                145,
                145,
                "shall include in that plan provisions for compliance with this chapter",
                "industrial",
            ),
            c(
                147,
                147,
                "hazardous waste generator contingency plan and emergency procedures",
                "industrial",
            ),
        ],
        ["site.conditions"],
    ),
    _rule(
        "casqa_bmps",
        "BMPs consistent with the CASQA handbooks for polluting activities",
        "facility_program",
        _casqa_bmps,
        [
            c(
                139,
                139,
                "undertaking any activity or use of premises that may cause or contribute to stormwater "
                "pollution",
                "industrial",
            )
        ],
        ["site.activities", "site.facility_types"],
    ),
    _rule(
        "irrigation_runoff",
        "Excess irrigation runoff and recycled-water ponds",
        "discharge_prohibition",
        _irrigation,
        [
            c(
                121,
                121,
                "No person shall allow irrigation runoff in excess of incidental runoff to occur",
                "prohibitions",
            ),
            c(
                123,
                123,
                "correct the leaks within 72 hours of learning of the leak",
                "prohibitions",
            ),
            c(129, 129, "no later than 24 hours after the discharge", "prohibitions"),
        ],
        ["site.conditions"],
    ),
    _rule(
        "unlawful_connections",
        "Unlawful and sewage connections to the storm drain system",
        "discharge_prohibition",
        _connections,
        [
            c(
                47,
                47,
                "Any physical connection to a storm drain system which has not been permitted by the city",
                "definitions",
            ),
            c(119, 119, "This prohibition is retroactive", "prohibitions"),
        ],
        ["site.conditions"],
    ),
    _rule(
        "release_notification",
        "Release response: immediate notification, cleanup, telephone and written report",
        "spill_response",
        _release,
        [
            c(377, 377, "to assure immediate notification is provided to the city", "release"),
            c(381, 383, "By written report identifying the discharge source", "release"),
        ],
        ["events"],
    ),
    _rule(
        "watercourse_maintenance",
        "Watercourses on private property kept free of trash and obstacles",
        "bmp_maintenance",
        _watercourse,
        [
            c(
                369,
                369,
                "shall keep and maintain that part of the watercourse within the property free of trash",
                "watercourse",
            ),
            c(
                371,
                373,
                "Maintenance must be done in a manner that does not adversely impact waterway species",
                "watercourse",
            ),
        ],
        ["site.conditions"],
    ),
]
