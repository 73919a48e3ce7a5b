"""§ 12.16.114 development and redevelopment LID plans (L415-540): the eleven project
categories of (C), the exemptions of (F) and the opt-in of (G), what the plan must do (D) and
the alternatives of (E).

Each category is its own rule; ``lid114_lid_plan`` combines them with the exemptions.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from workbench.api import (
    ApplicabilityRule,
    MissingFact,
    Outcome,
    Scenario,
    applies,
    does_not_apply,
    needs_info,
)

from . import flags as F
from .common import (
    ACRE_SQFT,
    CO_AMEND_INFEASIBLE,
    CO_ESA_IMPACT,
    CO_ESA_NO_IMPACT,
    CO_IMPERMEABLE,
    CO_NOT_SUBJECT,
    CO_OPT_IN,
    CO_SUBJECT,
    EX_EMERGENCY,
    EX_FILM_FACADE,
    EX_NO_PERMIT,
    EX_PARKING_RESURFACING,
    EX_RIGHT_OF_WAY,
    EX_UTILITY,
    FT_AUTOMOTIVE,
    FT_COMMERCIAL_MALL,
    FT_GAS_OUTLET,
    FT_INDUSTRIAL_PARK,
    FT_PARKING_LOT,
    FT_RESTAURANT,
    FT_STREET,
    S114,
    Test,
    all_of,
    any_of,
    c,
    compare,
    flag_test,
    has_condition,
    impervious_created_or_replaced,
    memo,
    new_plus_replaced,
    not_development,
    pct,
    safe,
    sqft,
)

Params = Mapping[str, float | None]
Evaluate = Callable[[Scenario, Params], Outcome]

CATEGORY = "post_construction_plan"


# --------------------------------------------------------------------------- (C)(1)
def _c1(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    quote_area = "equal to one acre or greater of disturbed area"
    quote_adds = "adds more than 10,000 square feet of impervious surface area"
    tests = [
        compare(
            s.site.disturbed_area_sqft,
            ">=",
            ACRE_SQFT,
            label="disturbed area",
            field="site.disturbed_area_sqft",
            threshold_text="1 acre (43,560 sq ft)",
            quote=quote_area,
        ),
        compare(
            s.site.new_impervious_sqft,
            ">",
            10_000,
            label="impervious surface added",
            field="site.new_impervious_sqft",
            threshold_text="10,000 sq ft",
            quote=quote_adds,
        ),
    ]
    out = all_of(tests, flags=[F.ACRE, F.ADDS, F.DEVELOPMENT_INCLUDES_REDEVELOPMENT])
    if out.status == "does_not_apply":
        out.flags = [F.ADDS] if tests[0].result else []
    return out


# --------------------------------------------------------------------------- (C)(2)-(5), (8)
def _surface_category(
    ft: str, label: str, threshold: float, quote: str, extra_flags: tuple[str, ...] = ()
) -> Evaluate:
    # the texts that do not depend on the site, built once
    is_reason = f"site.facility_types includes {ft!r} ({label})"
    not_reason = f"site.facility_types does not include {ft!r} ({label})"
    area_label = f"{label} surface area"
    threshold_text = sqft(threshold)
    flags = (F.SURFACE_AREA, F.NEW_OR_ANY, *extra_flags)

    def evaluate(s: Scenario, p: Params) -> Outcome:
        if o := not_development(s):
            return o
        if ft not in s.site.facility_types:
            return Outcome("does_not_apply", [not_reason], [])
        area = compare(
            s.site.development_area_sqft,
            ">=",
            threshold,
            label=area_label,
            field="site.development_area_sqft",
            threshold_text=threshold_text,
            quote=quote,
        )
        return all_of([Test(True, is_reason), area], flags=flags)

    return evaluate


# --------------------------------------------------------------------------- (C)(6)
def _c6(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    site = s.site
    declared = FT_PARKING_LOT in site.facility_types
    if not declared and site.parking_lot_area_sqft is None and not site.parking_spaces:
        return does_not_apply(
            "no parking lot: site.facility_types does not include 'parking_lot' and neither "
            "site.parking_lot_area_sqft nor site.parking_spaces is given"
        )
    either = any_of(
        [
            compare(
                site.parking_lot_area_sqft,
                ">=",
                5_000,
                label="parking lot impervious surface",
                field="site.parking_lot_area_sqft",
                threshold_text="5,000 sq ft",
                quote="5,000 square feet or more of impervious surface area",
            ),
            compare(
                site.parking_spaces,
                ">=",
                25,
                label="parking spaces",
                field="site.parking_spaces",
                threshold_text="25 spaces",
                quote="with 25 or more parking spaces",
                unit="spaces",
            ),
        ]
    )
    return all_of([either], lead="parking lot (L428)", flags=[F.PARKING_DEF, F.NEW_OR_ANY])


# --------------------------------------------------------------------------- (C)(7)
def street_area(s: Scenario) -> tuple[float | None, str]:
    site = s.site
    if site.new_contiguous_impervious_sqft is not None:
        return site.new_contiguous_impervious_sqft, "site.new_contiguous_impervious_sqft"
    if site.project_type == "road":
        total, how = new_plus_replaced(s)
        return total, how
    return None, "site.new_contiguous_impervious_sqft"


def is_street(s: Scenario) -> bool:
    return s.site.project_type == "road" or FT_STREET in s.site.facility_types


def _c7(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    if not is_street(s):
        return does_not_apply(
            "no street or road construction: site.project_type is not 'road' and "
            "site.facility_types does not include 'street_or_road'"
        )
    area, how = street_area(s)
    test = compare(
        area,
        ">=",
        10_000,
        label="street and road impervious surface",
        field=how,
        threshold_text="10,000 sq ft",
        quote="10,000 square feet or more of impervious surface area",
    )
    out = all_of(
        [test],
        lead="street and road construction (L430)",
        flags=[F.ROW_CONFLICT, F.STREET_AREA, F.GREEN_STREETS],
    )
    if out.status == "applies":
        out.reasons.append(
            "D.2: follow US EPA guidance on managing wet weather with the city's most current "
            "Green Streets Manual to the maximum extent practicable (L468)"
        )
    return out


# --------------------------------------------------------------------------- (C)(9)
_ESA_LIKELY = (
    f"site.conditions includes {CO_ESA_IMPACT!r}: runoff 'likely to impact a sensitive "
    "biological species or habitat'"
)
_ESA_UNLIKELY = (
    f"site.conditions includes {CO_ESA_NO_IMPACT!r}: runoff is not likely to impact a "
    "sensitive biological species or habitat (L436)"
)
_ESA_UNKNOWN = (
    f"site.conditions must include {CO_ESA_IMPACT!r} or {CO_ESA_NO_IMPACT!r}: is the "
    "runoff 'likely to impact a sensitive biological species or habitat' (L436)?"
)


def _c9(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    site = s.site
    where = any_of(
        [
            compare(
                site.distance_to_sensitive_area_ft,
                "<=",
                200,
                label="distance to the environmentally sensitive area",
                field="site.distance_to_sensitive_area_ft",
                threshold_text="200 ft (in or directly adjacent)",
                quote="situated within 200 feet",
                unit="ft",
            ),
            flag_test(
                site.discharges_to_sensitive_area,
                field="site.discharges_to_sensitive_area",
                yes="discharging directly to an environmentally sensitive area",
                no="does not discharge directly to an environmentally sensitive area",
            ),
        ]
    )
    likely = has_condition(s, CO_ESA_IMPACT)
    unlikely = has_condition(s, CO_ESA_NO_IMPACT)
    if likely and not unlikely:
        impact = Test(True, _ESA_LIKELY)
    elif unlikely and not likely:
        impact = Test(False, _ESA_UNLIKELY)
    else:
        impact = Test(None, _ESA_UNKNOWN)
    created = compare(
        site.new_impervious_sqft,
        ">=",
        2_500,
        label="impervious surface created",
        field="site.new_impervious_sqft",
        threshold_text="2,500 sq ft",
        quote="Create 2,500 square feet or more of Impervious Surface area",
    )
    return all_of(
        [where, impact, created], lead="environmentally sensitive area (L434-438)", flags=[F.ESA]
    )


# --------------------------------------------------------------------------- (C)(10)
HILLSIDE_MEASURES = (
    "D.1: the LID plan includes mitigation measures to (a) conserve natural areas; (b) protect slopes and "
    "channels; (c) provide storm drain system stenciling and signage; (d) divert roof runoff and (e) direct "
    "surface flow to vegetated areas before discharge unless the diversion would result in slope "
    "instability (L456-466)"
)


def _c10(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    site = s.site
    if site.single_family_home is None and site.land_use not in (None, "residential"):
        family = Test(False, f"site.land_use = {site.land_use}: not a single-family property")
    else:
        family = flag_test(
            site.single_family_home,
            field="site.single_family_home",
            yes="a single-family property",
            no="not a single-family property",
        )
    tests = [
        family,
        flag_test(
            site.hillside,
            field="site.hillside",
            yes="a Hillside Property (L67: known erosive soil conditions, grading on a natural slope of "
            "25% or greater, cut or fill slopes)",
            no="not a Hillside Property as defined at L67",
        ),
    ]
    out = all_of(tests, lead="single-family hillside property (L440)", flags=[F.HILLSIDE])
    if out.status == "applies":
        out.reasons.append(HILLSIDE_MEASURES)
    elif out.status == "does_not_apply":
        out.flags = []
    return out


# --------------------------------------------------------------------------- (C)(11)
_USE_NAMES = {
    FT_INDUSTRIAL_PARK: "2 industrial park",
    FT_COMMERCIAL_MALL: "3 commercial mall",
    FT_GAS_OUTLET: "4 retail gasoline outlet",
    FT_RESTAURANT: "5 restaurant",
    FT_PARKING_LOT: "6 parking lot",
    FT_AUTOMOTIVE: "8 automotive service facility",
}


def listed_uses(
    s: Scenario, p: Params, c1: Outcome | None = None, c9: Outcome | None = None
) -> list[str]:
    """Which of categories 1-10 the site's use belongs to (by type, for category 11(a)). ``c1`` and ``c9``: the
    outcomes of categories 1 and 9 for this very site and parameters when already computed (``categories``)."""
    site = s.site
    uses = []
    names = _USE_NAMES
    if (safe(_c1, s, p) if c1 is None else c1).status == "applies":
        uses.append("1 development of one acre or more adding more than 10,000 sq ft")
    declared = site.facility_types
    uses += [label for ft, label in names.items() if ft in declared]
    if is_street(s):
        uses.append("7 streets and roads")
    if (safe(_c9, s, p) if c9 is None else c9).status == "applies":
        uses.append("9 environmentally sensitive area")
    if site.single_family_home and site.hillside:
        uses.append("10 single-family hillside property")
    return uses


def _already_developed(s: Scenario) -> Test:
    site = s.site
    if site.project_type == "redevelopment":
        return Test(True, "site.project_type = redevelopment (an already developed site)")
    if site.project_type is not None:
        return Test(
            False,
            f"site.project_type = {site.project_type}: not redevelopment of an already developed site",
        )
    if site.existing_impervious_sqft is None:
        return Test(
            None,
            "site.project_type or site.existing_impervious_sqft is not given: is this an already "
            "developed site?",
        )
    ok = site.existing_impervious_sqft > 0
    return Test(
        ok,
        f"site.existing_impervious_sqft {sqft(site.existing_impervious_sqft)}: "
        + ("an already developed site" if ok else "no existing development"),
    )


def _c11(s: Scenario, p: Params, c1: Outcome | None = None, c9: Outcome | None = None) -> Outcome:
    if o := not_development(s):
        return o
    site = s.site
    developed = _already_developed(s)
    if developed.result is False:
        return does_not_apply(developed.reason)
    if site.emergency_work:
        return does_not_apply(
            "site.emergency_work = true: redevelopment does not include 'emergency "
            "redevelopment activity required to protect public health and safety' (L450)"
        )
    amount = impervious_created_or_replaced(
        s,
        label="impervious surface created, added or replaced",
        threshold=5_000,
        threshold_text="5,000 sq ft",
        quote="creation, addition or replacement of 5,000 square feet or more",
    )
    tests = [developed, amount]
    flags = [F.REDEVELOPMENT_LISTED]
    if site.single_family_home:
        sfh = impervious_created_or_replaced(
            s,
            label="existing single-family dwelling: impervious surface created, added or replaced",
            threshold=10_000,
            threshold_text="10,000 sq ft (exemption ends)",
            quote="unless such projects create, add, or replace 10,000 square feet",
        )
        if sfh.result is False:
            return does_not_apply(
                "existing single-family dwelling and accessory structures are exempt from the "
                "redevelopment requirements (L452)",
                sfh.reason,
                flags=[F.SFH_10000],
            )
        tests.append(sfh)
        flags.append(F.SFH_10000)
    out = all_of(tests, lead="redevelopment (L444)", flags=flags)
    if out.status != "applies":
        return out
    uses = listed_uses(s, p, c1, c9)
    if not uses:
        return does_not_apply(
            *out.reasons,
            "the site's use is not one of 'the projects identified in this subsection' (categories 1-10: "
            "site.facility_types names none of them, and it is not a street, ESA or single-family hillside "
            "project)",
            flags=flags,
        )
    out.reasons.append(
        "the site is one of the projects identified in this subsection: category " + ", ".join(uses)
    )
    return out


# --------------------------------------------------------------------------- (C)(11)(b)-(c)
@memo
def mitigation_extent(s: Scenario, p: Params) -> Outcome:
    redevelopment = categories.shared(s, p)[10][2]  # safe(_c11, s, p), computed once per site
    if redevelopment.status != "applies":
        return Outcome(
            redevelopment.status if redevelopment.status == "needs_info" else "does_not_apply",
            [
                "category 11 redevelopment does not apply (or is not yet known):",
                *redevelopment.reasons[:3],
            ],
        )
    site = s.site
    existing = site.existing_impervious_sqft
    altered = site.altered_existing_impervious_sqft
    if existing is None or altered is None:
        missing = [
            f
            for f, v in (
                ("site.existing_impervious_sqft", existing),
                ("site.altered_existing_impervious_sqft", altered),
            )
            if v is None
        ]
        return needs_info(
            f"{' and '.join(missing)} not given: needed for the share of existing impervious "
            "surfaces altered (L446-448)",
            flags=[F.ALTERATION_MEASURE],
        )
    if existing <= 0:
        return does_not_apply(
            "site.existing_impervious_sqft is 0: there are no existing impervious surfaces "
            "whose alteration L446-448 measures"
        )
    share = 100.0 * altered / existing
    how = (
        f"altered share = site.altered_existing_impervious_sqft {sqft(altered)} / "
        f"site.existing_impervious_sqft {sqft(existing)} = {pct(share)}"
    )
    subject = has_condition(s, CO_SUBJECT)
    not_subject = has_condition(s, CO_NOT_SUBJECT)
    flags = [F.ALTERATION_MEASURE]
    if subject and not not_subject:
        return needs_info(
            how,
            f"site.conditions includes {CO_SUBJECT!r}: the existing development was subject "
            "to post-construction storm water quality control requirements, a case L446-448 do not "
            "address",
            flags=[*flags, F.SUBJECT_GAP],
        )
    if not (not_subject and not subject):
        return needs_info(
            how,
            f"site.conditions must include {CO_NOT_SUBJECT!r} or {CO_SUBJECT!r}: was the "
            "existing development 'not subject to post-construction storm water quality control "
            "requirements' (L446-448)?",
            flags=flags,
        )
    if share > 50:
        return applies(
            how,
            "> 50%: 'alteration to more than fifty percent of impervious surfaces': 'the entire "
            "project must be mitigated' (L446)",
            flags=flags,
        )
    if share < 50:
        return applies(
            how,
            "< 50%: 'alteration to less than fifty percent of impervious surfaces': 'only the "
            "alteration must be mitigated, and not the entire development' (L448)",
            flags=flags,
        )
    return needs_info(
        how,
        "exactly 50%: neither 'more than fifty percent' (L446) nor 'less than fifty percent' "
        "(L448) applies; the Director must decide whether the entire project or only the "
        "alteration is mitigated",
        flags=[*flags, F.HALF_GAP],
    )


# --------------------------------------------------------------------------- (F), (G)
EXEMPTIONS = (
    (
        EX_EMERGENCY,
        "F.1 'only emergency construction activity required to immediately protect public health and safety'",
        510,
    ),
    (EX_RIGHT_OF_WAY, "F.2 'Infrastructure projects within the public right-of-way'", 512),
    (
        EX_UTILITY,
        "F.3 'only activity related to gas, water, cable, or electricity services on private property'",
        514,
    ),
    (
        EX_PARKING_RESURFACING,
        "F.4 'only resurfacing and/or re-striping of permitted parking lots', original line and grade, hydraulic capacity and purpose maintained",
        516,
    ),
    (
        EX_FILM_FACADE,
        "F.5 'only exterior movie or television production sets, or facades on an existing developed site'",
        518,
    ),
    (
        EX_NO_PERMIT,
        "F.6 'A project not requiring a City building, grading, demolition or other permit for construction activity'",
        520,
    ),
)


_EXEMPTION_TEXTS: dict[tuple[str, int], tuple[tuple[str, str, str], ...]] = {}


def _exemption_texts(letter: str, base_line: int) -> tuple[tuple[str, str, str], ...]:
    """(id, text, 'L<line>') of each exemption as § 114(F) (letter F, L510) or § 116(D) (letter D, L582) words it."""
    key = (letter, base_line)
    texts = _EXEMPTION_TEXTS.get(key)
    if texts is None:
        shift = base_line - 510
        texts = tuple(
            (eid, text.replace("F.", f"{letter}.", 1), f"L{line + shift}")
            for eid, text, line in EXEMPTIONS
        )
        if len(_EXEMPTION_TEXTS) < 16:  # two in use; bounded all the same
            _EXEMPTION_TEXTS[key] = texts
    return texts


def claimed_exemptions(
    s: Scenario, *, letter: str = "F", base_line: int = 510
) -> list[tuple[str, str]]:
    """(id, reason) of each exemption the site claims or its facts establish."""
    site = s.site
    claimed = site.exemptions_claimed
    emergency = site.emergency_work
    no_permit = site.requires_city_permit is False
    if not (claimed or emergency or no_permit):
        return []
    found = []
    for eid, text, where in _exemption_texts(letter, base_line):
        if eid in claimed:
            found.append((eid, f"site.exemptions_claimed includes {eid!r}: {text} ({where})"))
        elif eid == EX_EMERGENCY and emergency:
            found.append(
                (
                    eid,
                    f"site.emergency_work = true: {text} ({where}); applies only if the project "
                    "involves only emergency work",
                )
            )
        elif eid == EX_NO_PERMIT and no_permit:
            found.append((eid, f"site.requires_city_permit = false: {text} ({where})"))
    return found


def _exemptions(s: Scenario, p: Params) -> Outcome:
    found = claimed_exemptions(s)
    if not found:
        return does_not_apply(
            "no § 12.16.114(F) exemption is claimed (site.exemptions_claimed, site.emergency_work, "
            "site.requires_city_permit)"
        )
    out = applies("the provisions of § 12.16.114 'do not apply' (L508):", *(r for _, r in found))
    if has_condition(s, CO_OPT_IN):
        out.reasons.append(
            f"site.conditions includes {CO_OPT_IN!r}: the project opts in to the LID requirements (G, L522)"
        )
    if any(eid == EX_RIGHT_OF_WAY for eid, _ in found) and is_street(s):
        out.flags.append(F.ROW_CONFLICT)
    return out


def _opt_in(s: Scenario, p: Params) -> Outcome:
    exempt = claimed_exemptions(s)
    opted = has_condition(s, CO_OPT_IN)
    if not exempt:
        return does_not_apply(
            "no § 12.16.114(F) exemption is claimed, so there is nothing to opt in from"
        )
    if opted:
        return applies(
            f"site.conditions includes {CO_OPT_IN!r}: the exempt development 'has the option to voluntarily "
            "opt in' and does (L522)",
            *(r for _, r in exempt),
        )
    return does_not_apply(
        "the exempt development may 'voluntarily opt in' (L522); it does not "
        f"(add {CO_OPT_IN!r} to site.conditions to opt in)"
    )


# --------------------------------------------------------------------------- combined
CATEGORY_RULES: tuple[tuple[str, str, Evaluate], ...] = (
    (
        "lid114_c01_development_one_acre",
        "1 development, 1 acre disturbed adding > 10,000 sq ft",
        _c1,
    ),
    (
        "lid114_c02_industrial_park",
        "2 industrial park",
        _surface_category(
            FT_INDUSTRIAL_PARK,
            "industrial park",
            10_000,
            "Industrial parks with 10,000 square feet or more of surface area",
        ),
    ),
    (
        "lid114_c03_commercial_mall",
        "3 commercial mall",
        _surface_category(
            FT_COMMERCIAL_MALL,
            "commercial mall",
            10_000,
            "Commercial malls with 10,000 square feet or more of surface area",
        ),
    ),
    (
        "lid114_c04_retail_gasoline_outlet",
        "4 retail gasoline outlet",
        _surface_category(
            FT_GAS_OUTLET,
            "retail gasoline outlet",
            5_000,
            "Retail gasoline outlets with 5,000 square feet or more",
        ),
    ),
    (
        "lid114_c05_restaurant",
        "5 restaurant",
        _surface_category(
            FT_RESTAURANT,
            "restaurant",
            5_000,
            "Restaurants with 5,000 square feet or more of surface area",
        ),
    ),
    ("lid114_c06_parking_lot", "6 parking lot", _c6),
    ("lid114_c07_streets_roads", "7 streets and roads", _c7),
    (
        "lid114_c08_automotive_service",
        "8 automotive service facility",
        _surface_category(
            FT_AUTOMOTIVE,
            "automotive service facility",
            5_000,
            "Automotive service facilities with 5,000 square feet or more",
            (F.AUTO_CODES,),
        ),
    ),
    ("lid114_c09_sensitive_area", "9 environmentally sensitive area", _c9),
    ("lid114_c10_hillside_single_family", "10 single-family hillside property", _c10),
    ("lid114_c11_redevelopment", "11 redevelopment", _c11),
)


_FIRST_TEN = CATEGORY_RULES[:10]
_C11_ID, _C11_LABEL, _ = CATEGORY_RULES[10]


@memo
def categories(s: Scenario, p: Params) -> list[tuple[str, str, Outcome]]:
    """Every category's outcome; category 11 reads categories 1 and 9 from here instead of computing them again."""
    results = []
    for rid, label, fn in _FIRST_TEN:  # safe(fn, s, p), inlined
        try:
            outcome = fn(s, p)
        except MissingFact as missing:
            outcome = needs_info(f"{missing.field_name} is not given")
        results.append((rid, label, outcome))
    try:
        c11 = _c11(s, p, results[0][2], results[8][2])
    except MissingFact as missing:
        c11 = needs_info(f"{missing.field_name} is not given")
    results.append((_C11_ID, _C11_LABEL, c11))
    return results


def listed_status(s: Scenario, p: Params) -> tuple[str, list[str], list[str]]:
    """('applies'|'needs_info'|'does_not_apply', labels that apply, labels not yet known)."""
    hit = []
    unknown = []
    for _, label, o in categories.shared(s, p):
        status = o.status
        if status == "applies":
            hit.append(label)
        elif status == "needs_info" or status == "error":
            unknown.append(label)
    if hit:
        return "applies", hit, unknown
    return ("needs_info" if unknown else "does_not_apply"), hit, unknown


@memo
def _plan(s: Scenario, p: Params) -> Outcome:
    if o := not_development(s):
        return o
    hit = []
    unknown = []
    for _, label, o in categories.shared(s, p):
        status = o.status
        if status == "applies":
            hit.append((label, o))
        elif status == "needs_info" or status == "error":
            unknown.append((label, o))
    if not hit:
        if unknown:
            return needs_info(
                "no § 12.16.114(C) category is met yet; still open:",
                *(
                    f"category {label}: {o.reasons[0] if o.reasons else 'not known'}"
                    for label, o in unknown
                ),
            )
        return does_not_apply(
            "no § 12.16.114(C) category applies (L419-452); see the category findings"
        )
    flags: list[str] = []
    reasons = [f"§ 12.16.114(C) category {label}" for label, _ in hit]
    exempt = claimed_exemptions(s)
    opted = has_condition(s, CO_OPT_IN)
    if exempt and not opted:
        street_hit = any(label.startswith("7 ") for label, _ in hit)
        if street_hit and all(eid == EX_RIGHT_OF_WAY for eid, _ in exempt):
            return needs_info(
                *reasons,
                *(r for _, r in exempt),
                "the street category (L430) and the right-of-way exemption (L512) conflict; the "
                "Director must decide whether the LID plan is required",
                flags=[F.ROW_CONFLICT],
            )
        return does_not_apply(*reasons, "but exempt:", *(r for _, r in exempt))
    if exempt and opted:
        reasons.append(
            f"exempt ({', '.join(eid for eid, _ in exempt)}) but opted in (site.conditions "
            f"includes {CO_OPT_IN!r}, L522)"
        )
    reasons += [
        "the applicant prepares a LID plan that 'provides documentation to demonstrate compliance with the MS4 "
        "Permit on the plans and permit application' (L454)",
        "'No building or grading permit shall be issued until a LID plan has been approved by the director' (L528)",
        "a LID plan check fee is paid before review; its amount is set by City Council resolution (L614-616)",
    ]
    return applies(*reasons, flags=flags)


@memo
def d3_outcome(s: Scenario, p: Params) -> Outcome:
    """§ 12.16.114(D)(3): the 'remainder' of (C) projects retain the SWQDv (L470-476)."""
    site = s.site
    if site.project_type == "road":
        return does_not_apply(
            "site.project_type = road: street and road construction follows D.2 (Green Streets, "
            "L468), not the SWQDv retention of D.3",
            flags=[F.GREEN_STREETS],
        )
    if site.single_family_home and site.hillside and site.project_type != "redevelopment":
        return does_not_apply(
            "a new single-family hillside property development follows the D.1 measures "
            "(L456-466), not the SWQDv retention of D.3",
            flags=[F.HILLSIDE],
        )
    plan = safe(_plan.shared, s, p)
    if plan.status != "applies":
        return Outcome(
            plan.status,
            ["no § 12.16.114 LID plan is required (or it is not yet known)", *plan.reasons[:3]],
            list(plan.flags),
        )
    out = applies(
        "'The remainder of Projects identified in § 12.16.114(C)' (L470): retain storm water runoff onsite "
        "for the SWQDv, the runoff from the 85th percentile 24-hour event (Los Angeles County isohyetal map) "
        "or a 0.75 inch, 24-hour rain event, whichever is greater (L472-476); see the sizing tool "
        "sh_swqdv",
        flags=[F.SWQDV_METHOD, F.ISOHYETAL],
    )
    if FT_STREET in site.facility_types:
        out.reasons.append("streets within the project follow D.2 (L468)")
    return out


def _d3(s: Scenario, p: Params) -> Outcome:
    return d3_outcome(s, p)


def _hydromod(s: Scenario, p: Params) -> Outcome:
    d3 = d3_outcome.shared(s, p)
    if d3.status != "applies":
        return Outcome(d3.status, ["D.3 does not apply (or is not yet known)", *d3.reasons[:2]])
    return applies(
        "the LID plan must 'Minimize hydromodification impacts to natural drainage systems' (L478)",
        flags=[F.HYDROMOD],
    )


# --------------------------------------------------------------------------- (E)
def infeasibility_tests(s: Scenario, p: Params, *, small_site: bool) -> list[Test]:
    """The listed technical infeasibility conditions (§ 114(E)(2) a-f or § 116(C)(1) a-f)."""
    site = s.site
    depth_limit = p.get("groundwater_infeasibility_depth_ft")
    rate = site.soil_infiltration_in_per_hr
    if rate is None:
        soil = Test(
            None,
            "site.soil_infiltration_in_per_hr is not given: is the saturated in-situ infiltration rate "
            "'less than 0.3 inch per hour'?",
        )
    elif rate >= 0.3:
        soil = Test(
            False,
            f"infiltration rate (site.soil_infiltration_in_per_hr) {rate:g} in/hr >= 0.3 in/hr: not "
            "'less than 0.3 inch per hour'",
        )
    elif has_condition(s, CO_AMEND_INFEASIBLE):
        soil = Test(
            True,
            f"infiltration rate (site.soil_infiltration_in_per_hr) {rate:g} in/hr < 0.3 in/hr: 'less "
            "than 0.3 inch per hour' and amending the soil is not technically feasible "
            f"(site.conditions {CO_AMEND_INFEASIBLE!r})",
        )
    else:
        soil = Test(
            None,
            f"infiltration rate (site.soil_infiltration_in_per_hr) {rate:g} in/hr < 0.3 in/hr, but the "
            "condition also needs 'it is not technically feasible to amend the in-situ soils' (add "
            f"{CO_AMEND_INFEASIBLE!r} to site.conditions if so)",
        )
    if depth_limit is None:
        groundwater = Test(None, "parameter groundwater_infeasibility_depth_ft is not set")
    else:
        groundwater = compare(
            site.groundwater_depth_ft,
            "<=",
            depth_limit,
            label="seasonal high groundwater depth",
            field="site.groundwater_depth_ft",
            threshold_text=f"{depth_limit:g} ft",
            quote="within five to ten feet of surface grade",
            unit="ft",
        )
    tests = [
        soil,
        groundwater,
        compare(
            site.drinking_water_well_distance_ft,
            "<=",
            100,
            label="distance to a drinking water well",
            field="site.drinking_water_well_distance_ft",
            threshold_text="100 ft",
            quote="Locations within 100 feet of a groundwater well used for drinking water",
            unit="ft",
        ),
        flag_test(
            site.brownfield,
            field="site.brownfield",
            yes="a brownfield development site",
            no="not a brownfield development site",
        ),
        flag_test(
            site.geotechnical_hazard,
            field="site.geotechnical_hazard",
            yes="a location with potential geotechnical hazards",
            no="no potential geotechnical hazards",
        ),
    ]
    if small_site:
        tests.append(
            Test(
                True,
                f"site.conditions includes {CO_IMPERMEABLE!r}: impermeable soil type indicated in "
                "soils and geotechnical reports (L574)",
            )
            if has_condition(s, CO_IMPERMEABLE)
            else Test(
                False,
                f"impermeable soil type not reported ({CO_IMPERMEABLE!r} not in site.conditions)",
            )
        )
    else:
        tests.append(
            flag_test(
                site.smart_growth,
                field="site.smart_growth",
                yes="a smart growth, infill or redevelopment location where density makes onsite "
                "retention significantly difficult",
                no="not a smart growth or infill location",
            )
        )
    return tests


@memo
def infeasibility_outcome(s: Scenario, p: Params) -> Outcome:
    d3 = d3_outcome.shared(s, p)
    if d3.status != "applies":
        return Outcome(
            d3.status,
            ["the SWQDv retention of D.3 does not apply (or is not yet known)", *d3.reasons[:2]],
        )
    tests = infeasibility_tests(s, p, small_site=False)
    met = [t for t in tests if t.result]
    flags = [F.GROUNDWATER_RANGE, F.WELL_100, F.INFEASIBILITY_LIST, F.WAIVER_RELATION]
    if not met:
        unknown = [t for t in tests if t.result is None]
        if unknown:
            return needs_info(
                "no listed technical infeasibility condition is established yet (L486-496):",
                *(t.reason for t in unknown),
                flags=flags,
            )
        return does_not_apply(
            "none of the listed conditions holds (L486-496):",
            *(t.reason for t in tests),
            flags=[F.INFEASIBILITY_LIST],
        )
    return applies(
        "technical infeasibility 'may result from' (L484):",
        *(t.reason for t in met),
        "to demonstrate it, show the project 'cannot reliably retain 100 percent of the SWQDv on-site, even with "
        "the maximum application of green roofs and rainwater harvest and use', by a site-specific analysis "
        "'conducted and endorsed by a registered professional engineer, geologist, architect, and/or landscape "
        "architect' (L484)",
        "then 'biofiltrate 1.5 times the portion of the remaining SWQDv that is not reliably retained onsite' "
        "(L498; sizing tool sh_biofiltration)",
        "what cannot be retained or biofiltered is treated onsite; flow-through BMPs are sized on the greater of "
        "0.2 in/hr and the one-year, one-hour intensity (L502-506; sizing tool sh_flow_through)",
        "offsite infiltration and groundwater replenishment may be available: contact the Director (L500); a "
        "written full or partial waiver may be requested where the MS4 permit allows (L482)",
        flags=[*flags, F.OFFSITE, F.BIOFILTRATION_PARTIAL, F.MS4_SPECS],
    )


# --------------------------------------------------------------------------- descriptors
def _rule(
    rid: str,
    title: str,
    evaluate: Evaluate,
    citations: tuple,
    uses: tuple[str, ...],
    category: str = CATEGORY,
    flags: tuple[str, ...] = (),
) -> ApplicabilityRule:
    return ApplicabilityRule(
        id=rid,
        title=title,
        category=category,
        citations=citations,
        evaluate=evaluate,
        uses=uses,
        flags=flags,
    )


def _from_categories(index: int) -> Evaluate:
    """A category rule as the core runs it: its entry of the once-per-site ``categories`` list."""

    def evaluate(s: Scenario, p: Params) -> Outcome:
        o = categories.shared(s, p)[index][2]
        return Outcome(o.status, list(o.reasons), list(o.flags))

    return evaluate


_FN = {rid: _from_categories(i) for i, (rid, _, _) in enumerate(CATEGORY_RULES)}

RULES: list[ApplicabilityRule] = [
    _rule(
        "lid114_c01_development_one_acre",
        "§ 12.16.114(C)(1): development of one acre or more of disturbed area adding more than 10,000 sq ft",
        _FN["lid114_c01_development_one_acre"],
        (
            c(421, 421, "equal to one acre or greater of disturbed area", f"{S114}(C)(1)"),
            c(
                421,
                421,
                "adds more than 10,000 square feet of impervious surface area",
                f"{S114}(C)(1)",
            ),
            c(
                49,
                49,
                "an area that is altered as a result of clearing, grading, and/or excavation",
                "definitions W",
            ),
        ),
        ("site.disturbed_area_sqft", "site.new_impervious_sqft", "site.project_type"),
    ),
    _rule(
        "lid114_c02_industrial_park",
        "§ 12.16.114(C)(2): industrial parks of 10,000 sq ft or more of surface area",
        _FN["lid114_c02_industrial_park"],
        (
            c(
                423,
                423,
                "Industrial parks with 10,000 square feet or more of surface area",
                f"{S114}(C)(2)",
            ),
            c(
                79,
                79,
                "land development that is set aside for industrial development",
                "definitions KK",
            ),
        ),
        ("site.facility_types", "site.development_area_sqft"),
    ),
    _rule(
        "lid114_c03_commercial_mall",
        "§ 12.16.114(C)(3): commercial malls of 10,000 sq ft or more of surface area",
        _FN["lid114_c03_commercial_mall"],
        (
            c(
                424,
                424,
                "Commercial malls with 10,000 square feet or more of surface area",
                f"{S114}(C)(3)",
            ),
            c(29, 29, "a complex of stores which sells various merchandise", "definitions M"),
        ),
        ("site.facility_types", "site.development_area_sqft"),
    ),
    _rule(
        "lid114_c04_retail_gasoline_outlet",
        "§ 12.16.114(C)(4): retail gasoline outlets of 5,000 sq ft or more of surface area",
        _FN["lid114_c04_retail_gasoline_outlet"],
        (
            c(
                425,
                425,
                "Retail gasoline outlets with 5,000 square feet or more of surface area",
                f"{S114}(C)(4)",
            ),
            c(
                171,
                171,
                "any facility engaged in selling gasoline and lubricating oils",
                "definitions KKK",
            ),
        ),
        ("site.facility_types", "site.development_area_sqft"),
    ),
    _rule(
        "lid114_c05_restaurant",
        "§ 12.16.114(C)(5): restaurants of 5,000 sq ft or more of surface area",
        _FN["lid114_c05_restaurant"],
        (
            c(
                426,
                426,
                "Restaurants with 5,000 square feet or more of surface area",
                f"{S114}(C)(5)",
            ),
            c(
                169,
                169,
                "a facility that sells prepared foods and drinks for consumption",
                "definitions JJJ",
            ),
        ),
        ("site.facility_types", "site.development_area_sqft"),
    ),
    _rule(
        "lid114_c06_parking_lot",
        "§ 12.16.114(C)(6): parking lots of 5,000 sq ft or more of impervious surface or 25 or more spaces",
        _FN["lid114_c06_parking_lot"],
        (
            c(
                428,
                428,
                "5,000 square feet or more of impervious surface area, or with 25 or more parking spaces",
                f"{S114}(C)(6)",
            ),
            c(
                127,
                127,
                "with a lot size of 5,000 square feet or more of surface area",
                "definitions YY",
            ),
        ),
        ("site.facility_types", "site.parking_lot_area_sqft", "site.parking_spaces"),
    ),
    _rule(
        "lid114_c07_streets_roads",
        "§ 12.16.114(C)(7): streets and roads construction of 10,000 sq ft or more of impervious surface",
        _FN["lid114_c07_streets_roads"],
        (
            c(
                430,
                430,
                "Streets and roads construction with 10,000 square feet or more of impervious surface area",
                f"{S114}(C)(7)",
            ),
            c(430, 430, "also applies to streets within larger projects", f"{S114}(C)(7)"),
            c(468, 468, "the city's most current Green Streets Manual", f"{S114}(D)(2)"),
            c(512, 512, "Infrastructure projects within the public right-of-way", f"{S114}(F)(2)"),
        ),
        (
            "site.project_type",
            "site.facility_types",
            "site.new_contiguous_impervious_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c08_automotive_service",
        "§ 12.16.114(C)(8): automotive service facilities of 5,000 sq ft or more of surface area",
        _FN["lid114_c08_automotive_service"],
        (
            c(
                432,
                432,
                "Automotive service facilities with 5,000 square feet or more of surface area",
                f"{S114}(C)(8)",
            ),
            c(
                7,
                7,
                "categorized in any one of the following Standard Industrial Classification",
                "definitions B",
            ),
        ),
        ("site.facility_types", "site.development_area_sqft"),
    ),
    _rule(
        "lid114_c09_sensitive_area",
        "§ 12.16.114(C)(9): projects in, directly adjacent to or discharging directly to an ESA",
        _FN["lid114_c09_sensitive_area"],
        (
            c(
                434,
                434,
                "Projects located in or directly adjacent to, or discharging directly to an environmentally "
                "sensitive area",
                f"{S114}(C)(9)",
            ),
            c(
                436,
                436,
                "likely to impact a sensitive biological species or habitat",
                f"{S114}(C)(9)(a)",
            ),
            c(
                438,
                438,
                "Create 2,500 square feet or more of Impervious Surface area",
                f"{S114}(C)(9)(b)",
            ),
            c(41, 41, "situated within 200 feet of the contiguous zone", "definitions S"),
        ),
        (
            "site.distance_to_sensitive_area_ft",
            "site.discharges_to_sensitive_area",
            "site.conditions",
            "site.new_impervious_sqft",
        ),
    ),
    _rule(
        "lid114_c10_hillside_single_family",
        "§ 12.16.114(C)(10): single-family hillside properties (D.1 measures)",
        _FN["lid114_c10_hillside_single_family"],
        (
            c(440, 440, "Single-family hillside properties", f"{S114}(C)(10)"),
            c(
                456,
                466,
                "A new single-family hillside property development shall prepare a LID plan",
                f"{S114}(D)(1)",
            ),
            c(67, 67, "any natural slope that is 25% or greater", "definitions EE"),
        ),
        ("site.single_family_home", "site.hillside", "site.project_type"),
    ),
    _rule(
        "lid114_c11_redevelopment",
        "§ 12.16.114(C)(11): redevelopment creating, adding or replacing 5,000 sq ft or more",
        _FN["lid114_c11_redevelopment"],
        (
            c(
                444,
                444,
                "creation, addition or replacement of 5,000 square feet or more of impervious surface area",
                f"{S114}(C)(11)(a)",
            ),
            c(
                444,
                444,
                "of one of the projects identified in this subsection",
                f"{S114}(C)(11)(a)",
            ),
            c(
                450,
                450,
                "Redevelopment does not include routine maintenance activities",
                f"{S114}(C)(11)(d)",
            ),
            c(
                452,
                452,
                "exempt from the redevelopment requirements unless such projects create, add, or replace "
                "10,000 square feet",
                f"{S114}(C)(11)(e)",
            ),
            c(165, 165, "on an already developed site", "definitions HHH"),
        ),
        (
            "site.project_type",
            "site.existing_impervious_sqft",
            "site.new_impervious_sqft",
            "site.replaced_impervious_sqft",
            "site.single_family_home",
            "site.emergency_work",
            "site.facility_types",
        ),
    ),
    _rule(
        "lid114_c11_mitigation_extent",
        "§ 12.16.114(C)(11)(b)-(c): entire project or only the alteration mitigated (50% rules)",
        mitigation_extent,
        (
            c(
                446,
                446,
                "alteration to more than fifty percent of impervious surfaces",
                f"{S114}(C)(11)(b)",
            ),
            c(446, 446, "the entire project must be mitigated", f"{S114}(C)(11)(b)"),
            c(
                448,
                448,
                "alteration to less than fifty percent of impervious surfaces",
                f"{S114}(C)(11)(c)",
            ),
            c(448, 448, "only the alteration must be mitigated", f"{S114}(C)(11)(c)"),
        ),
        (
            "site.existing_impervious_sqft",
            "site.altered_existing_impervious_sqft",
            "site.conditions",
        ),
        category="treatment_sizing",
    ),
    _rule(
        "lid114_lid_plan",
        "§ 12.16.114: LID plan required (any (C) category, no (F) exemption)",
        _plan,
        (
            c(419, 419, "This section applies to the following projects", f"{S114}(C)"),
            c(454, 454, "The project applicant shall prepare a LID plan", f"{S114}(D)"),
            c(
                508,
                508,
                "The provisions of this section do not apply to any of the following",
                f"{S114}(F)",
            ),
            c(
                528,
                528,
                "No building or grading permit shall be issued until a LID plan has been approved",
                f"{S114}(H)(2)",
            ),
            c(614, 616, "the applicant shall pay a LID plan check fee", "LID plan check fee"),
        ),
        (
            "site.project_type",
            "site.exemptions_claimed",
            "site.conditions",
            "site.emergency_work",
            "site.requires_city_permit",
        ),
    ),
    _rule(
        "lid114_d3_retain_swqdv",
        "§ 12.16.114(D)(3)(a): retain the storm water quality design volume onsite",
        _d3,
        (
            c(470, 470, "The remainder of Projects identified in § 12.16.114(C)", f"{S114}(D)(3)"),
            c(
                472,
                476,
                "Retain storm water runoff onsite for the storm water quality design volume",
                f"{S114}(D)(3)(a)",
            ),
            c(476, 476, "whichever is greater", f"{S114}(D)(3)(a)(ii)"),
        ),
        ("site.project_type", "site.single_family_home", "site.hillside"),
        category="treatment_sizing",
    ),
    _rule(
        "lid114_d3_hydromodification",
        "§ 12.16.114(D)(3)(b): minimize hydromodification impacts",
        _hydromod,
        (
            c(
                478,
                478,
                "Minimize hydromodification impacts to natural drainage systems",
                f"{S114}(D)(3)(b)",
            ),
        ),
        ("site.project_type",),
        category="hydromodification",
    ),
    _rule(
        "lid114_technical_infeasibility",
        "§ 12.16.114(E): technical infeasibility and alternative compliance (1.5x biofiltration, flow-through)",
        infeasibility_outcome,
        (
            c(484, 484, "cannot reliably retain 100 percent of the SWQDv on-site", f"{S114}(E)(2)"),
            c(486, 486, "less than 0.3 inch per hour", f"{S114}(E)(2)(a)"),
            c(
                488,
                488,
                "seasonal high groundwater is within five to ten feet of surface grade",
                f"{S114}(E)(2)(b)",
            ),
            c(
                490,
                490,
                "within 100 feet of a groundwater well used for drinking water",
                f"{S114}(E)(2)(c)",
            ),
            c(492, 492, "Brownfield development sites", f"{S114}(E)(2)(d)"),
            c(494, 494, "potential geotechnical hazards", f"{S114}(E)(2)(e)"),
            c(496, 496, "Smart growth and infill or redevelopment locations", f"{S114}(E)(2)(f)"),
            c(
                498,
                498,
                "biofiltrate 1.5 times the portion of the remaining SWQDv",
                f"{S114}(E)(3)",
            ),
            c(
                500,
                500,
                "offsite infiltration and groundwater replenishment projects",
                f"{S114}(E)(4)",
            ),
            c(482, 482, "Full or partial waivers of compliance", f"{S114}(E)(1)"),
        ),
        (
            "site.soil_infiltration_in_per_hr",
            "site.groundwater_depth_ft",
            "site.drinking_water_well_distance_ft",
            "site.brownfield",
            "site.geotechnical_hazard",
            "site.smart_growth",
            "site.conditions",
        ),
        category="treatment_sizing",
    ),
    _rule(
        "lid114_exemptions",
        "§ 12.16.114(F): exemptions from the LID requirements",
        _exemptions,
        (
            c(508, 508, "Exemptions from LID requirements", f"{S114}(F)"),
            c(
                510,
                510,
                "emergency construction activity required to immediately protect public health and safety",
                f"{S114}(F)(1)",
            ),
            c(512, 512, "Infrastructure projects within the public right-of-way", f"{S114}(F)(2)"),
            c(
                514,
                514,
                "gas, water, cable, or electricity services on private property",
                f"{S114}(F)(3)",
            ),
            c(
                516,
                516,
                "resurfacing and/or re-striping of permitted parking lots",
                f"{S114}(F)(4)",
            ),
            c(
                518,
                518,
                "exterior movie or television production sets, or facades",
                f"{S114}(F)(5)",
            ),
            c(
                520,
                520,
                "A project not requiring a City building, grading, demolition or other permit",
                f"{S114}(F)(6)",
            ),
        ),
        (
            "site.exemptions_claimed",
            "site.emergency_work",
            "site.requires_city_permit",
            "site.conditions",
        ),
        category="exemption",
    ),
    _rule(
        "lid114_opt_in",
        "§ 12.16.114(G): exempt development opting in to the LID requirements",
        _opt_in,
        (c(522, 522, "has the option to voluntarily opt in", f"{S114}(G)"),),
        ("site.exemptions_claimed", "site.conditions"),
        category="exemption",
    ),
]
