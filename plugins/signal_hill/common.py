"""Shared helpers of the Signal Hill plugin: citations bound to the ordinance file, number
formatting, three-valued threshold tests and the ids this plugin declares for
``site.conditions`` and ``site.exemptions_claimed``.

The ordinance text has no section headings. Only §§ 12.16.114, 12.16.116 and 12.16.120 can
be confirmed from cross-references inside the text (L87, L454, L544, L85, L213, L598, L656,
L698); every other citation names its place descriptively ("definitions YY", "discharge
prohibitions Q") and never guesses a section number.
"""

from __future__ import annotations

from workbench.api import Citation, Context, Tri, cite, external, negate, units, unknown

SOURCE = "001_b9d915ebd0357d68.txt"
JID = "signal_hill"

S114 = "12.16.114"
S116 = "12.16.116"
S120 = "12.16.120"

#: one acre in square feet; the text states the conversion only for vacant parcels (L626).
ACRE_SQFT = units.ACRE_SQFT


def c(first: int, last: int, quote: str, section: str | None = None) -> Citation:
    """A citation of lines ``first``-``last`` (1-based, inclusive) of the Signal Hill text."""
    return cite(SOURCE, section, first, last, quote)


def ext(source: str, section: str | None, quote: str) -> Citation:
    """A citation of a document outside the ordinance (always marked for verification)."""
    return external(source, section, quote, verify=True)


# --------------------------------------------------------------------------- ids
# site.exemptions_claimed ids: the six exemptions of § 12.16.114(F) (L508-520), repeated as
# § 12.16.116(D) (L580-592). Items 1 and 6 are also read from site.emergency_work and
# site.requires_city_permit.
EX_EMERGENCY = "emergency_construction_only"
EX_RIGHT_OF_WAY = "public_right_of_way_infrastructure"
EX_UTILITY = "utility_services_only"
EX_PARKING_RESURFACING = "parking_lot_resurfacing_only"
EX_FILM_FACADE = "film_sets_or_facades_only"
EX_NO_PERMIT = "no_city_permit"
EXEMPTION_IDS = (
    EX_EMERGENCY,
    EX_RIGHT_OF_WAY,
    EX_UTILITY,
    EX_PARKING_RESURFACING,
    EX_FILM_FACADE,
    EX_NO_PERMIT,
)

# site.conditions ids
CO_OPT_IN = "lid_opt_in"  # § 12.16.114(G) L522, § 12.16.116(E) L594
CO_ESA_IMPACT = "esa_impact_likely"  # L436
CO_ESA_NO_IMPACT = "esa_impact_unlikely"  # L436
CO_NOT_SUBJECT = "existing_not_subject_to_post_construction"  # L446, L448
CO_SUBJECT = "existing_subject_to_post_construction"  # L446, L448 (not addressed)
CO_AMEND_INFEASIBLE = "soil_amendment_infeasible"  # L486, L576
CO_IMPERMEABLE = "impermeable_soil_reported"  # L574
CO_REPAVING = "repaving_with_soil_disturbance"  # L33, L371
CO_HOA = "hoa_common_area_bmps"  # L536, L608
CO_CONTIGUOUS = "contiguous_vacant_parcels"  # L231
CO_PERMITTED_STRUCTURE = "permitted_structure_on_parcel"  # L239
CO_DEDICATION = "bmps_in_area_for_public_dedication"  # L538, L610
CO_WAIVER = "construction_waiver_requested"  # L411
CO_WASTE_TO_MS4 = "waste_reached_storm_drain"  # L331, L337
CO_WASTE_NOT_TO_MS4 = "waste_did_not_reach_storm_drain"  # L331, L337
CONDITION_IDS = (
    CO_OPT_IN,
    CO_ESA_IMPACT,
    CO_ESA_NO_IMPACT,
    CO_NOT_SUBJECT,
    CO_SUBJECT,
    CO_AMEND_INFEASIBLE,
    CO_IMPERMEABLE,
    CO_REPAVING,
    CO_HOA,
    CO_CONTIGUOUS,
    CO_PERMITTED_STRUCTURE,
    CO_DEDICATION,
    CO_WAIVER,
    CO_WASTE_TO_MS4,
    CO_WASTE_NOT_TO_MS4,
)

# site.facility_types this ordinance names
FT_INDUSTRIAL_PARK = "industrial_park"
FT_COMMERCIAL_MALL = "commercial_mall"
FT_GAS_OUTLET = "retail_gasoline_outlet"
FT_RESTAURANT = "restaurant"
FT_AUTOMOTIVE = "automotive_service_facility"
FT_PARKING_LOT = "parking_lot"
FT_STREET = "street_or_road"
FT_TREATMENT = "treatment_system"


# --------------------------------------------------------------------------- formatting
def num(value: float, digits: int = 2) -> str:
    """``43560.0 -> '43,560'``, ``0.3 -> '0.3'``: thousands separators, no needless decimals."""
    if float(value).is_integer():
        return f"{value:,.0f}"
    return f"{value:,.{digits}f}".rstrip("0").rstrip(".")


def sqft(value: float) -> str:
    return f"{num(value)} sq ft"


def pct(value: float) -> str:
    return f"{num(value, 2)}%"


# --------------------------------------------------------------------------- three-valued facts
#: project types that are no development, redevelopment or land disturbing activity (L39, L157)
NOT_A_PROJECT = ("maintenance", "existing_facility", "vacant_parcel")
#: project types that build something new rather than redevelop an already developed site
NEW_WORK = ("new_development", "road", "linear_utility")


def kind_in(ctx: Context, kinds: tuple[str, ...], yes: str, no: str) -> Tri:
    """Whether ``site.project_type`` is one of ``kinds`` (unknown when it is not given)."""
    kind = ctx.get("project_type")
    if kind is None:
        return unknown("site.project_type")
    if kind in kinds:
        return Tri(True, (f"site.project_type = {kind}: {yes}",))
    return Tri(False, (f"site.project_type = {kind}: {no}",))


def is_project(ctx: Context) -> Tri:
    """A development, redevelopment or land disturbing activity (L157). The labels
    'maintenance' (L39, L450), 'existing_facility' and 'vacant_parcel' take a site out only where
    the areas given agree (declared ``Exemption``s, plugins/signal_hill/claims.py); a label the
    areas contradict is flagged and the site is a project."""
    from .claims import LABEL_CONDITIONS

    kind = ctx.get("project_type")
    if kind is None:
        return unknown("site.project_type")
    if kind not in LABEL_CONDITIONS:
        return Tri(True, (f"site.project_type = {kind}: a development project (L157)",))
    # the declared exemption's own conditions: here project_type may be a value assumed for a
    # missing fact (ctx.each_value), so the core's CLAIM CONTRADICTED flag is raised only by
    # the rules that read the label given (claims.label_given)
    held = LABEL_CONDITIONS[kind](ctx)
    if held.yes:
        why = (
            "routine maintenance is not development ('It does not include routine maintenance "
            "to maintain original line and grade', L39; L450)"
            if kind == "maintenance"
            else "no development, redevelopment or land disturbing activity ('Project' means "
            "'all development, redevelopment, and land disturbing activities', L157)"
        )
        return Tri(False, (f"site.project_type = {kind}: {why}", *held.reasons))
    if held.no:
        return Tri(
            True,
            (
                f"site.project_type = {kind}, but the areas given contradict the label: a "
                "development project (L157)",
                *held.reasons,
            ),
        )
    return Tri(None, (f"site.project_type = {kind}: {'; '.join(held.reasons)}",), held.missing)


def declared(ctx: Context, facility: str, label: str) -> Tri:
    """Whether ``site.facility_types`` names ``facility``: yes when listed, no when the given list
    holds neither it nor a foreign term that may be it, unknown otherwise (``ctx.includes``)."""
    return ctx.includes("facility_types", facility, label=label)


def condition(ctx: Context, cid: str, yes: str, no: str = "") -> Tri:
    """A ``site.conditions`` entry (an exception the user states: absent reads no)."""
    if ctx.has_condition(cid):
        return Tri(True, (f"site.conditions includes '{cid}': {yes}",))
    return Tri(False, (no or f"site.conditions does not include '{cid}'",))


def either_condition(ctx: Context, yes_id: str, no_id: str, yes: str, no: str, ask: str) -> Tri:
    """A question the user answers with one of two ``site.conditions`` ids (unknown otherwise)."""
    said_yes, said_no = ctx.has_condition(yes_id), ctx.has_condition(no_id)
    if said_yes and not said_no:
        return Tri(True, (f"site.conditions includes '{yes_id}': {yes}",))
    if said_no and not said_yes:
        return Tri(False, (f"site.conditions includes '{no_id}': {no}",))
    return Tri(
        None,
        (f"site.conditions must include '{yes_id}' or '{no_id}': {ask}",),
        ("site.conditions",),
    )


def within(ctx: Context, name: str, limit: float, label: str, wording: str) -> Tri:
    """``site.<name> <= limit`` (a distance or depth "within" a limit), unknown when not given."""
    return negate(ctx.area(name, label=label, unit="ft").more_than(limit, wording))


def flag_if(answer: Tri, *flags: str) -> list[str]:
    """The flags that concern an answer that is not a plain no."""
    return [] if answer.no else list(flags)


#: The site facts the answer "is a § 12.16.114 or § 12.16.116 LID plan required?" reads: the
#: eleven categories (L419-452), the § 114 exemptions and opt-ins and § 116. Every rule that
#: builds on that answer reads them (the core records it; tests/core/test_uses_recorded.py).
PLAN_FACTS: tuple[str, ...] = (
    "site.conditions",
    "site.development_area_sqft",
    "site.discharges_to_sensitive_area",
    "site.distance_to_sensitive_area_ft",
    "site.disturbed_area_sqft",
    "site.emergency_work",
    "site.exemptions_claimed",
    "site.existing_impervious_sqft",
    "site.facility_types",
    "site.hillside",
    "site.land_use",
    "site.new_impervious_sqft",
    "site.parcel_area_sqft",
    "site.parking_lot_area_sqft",
    "site.parking_spaces",
    "site.project_type",
    "site.replaced_impervious_sqft",
    "site.requires_city_permit",
    "site.single_family_home",
    "site.street_impervious_sqft",
)
