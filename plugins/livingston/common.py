"""Shared helpers for the Livingston plugin: citations bound to the ordinance file, area
arithmetic and the wording used in reasons.

The ordinance copy has no section numbers and no headings (see the catalog): citations carry
line ranges and a short section label in words, never an invented section number.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from workbench.api import Citation, MissingFact, cite, external

if TYPE_CHECKING:
    from workbench.api import Scenario

SOURCE = "002_8540cd4a663a2d61.txt"
JID = "livingston"

#: 1 acre in square feet. The ordinance states its acre thresholds in acres only (L31, L161,
#: L341, L349); the conversion is the standard unit definition, stated in every reason that
#: uses it.
ACRE_SQFT = 43_560.0
ACRE_NOTE = "1 acre = 43,560 sq ft (unit conversion; the text states the threshold in acres only)"

#: Lines of the sections, as the catalog maps them (no section numbers in the text).
SECTION = {
    "definitions": "Definitions (L11-53)",
    "prohibitions": "Discharge prohibitions (L67-131)",
    "industrial": "Industrial/commercial requirements (L133-155)",
    "construction": "Construction activities (L157-177)",
    "post": "Development standards (L179-353)",
    "om": "Operation and maintenance (L355-367)",
    "watercourse": "Watercourse maintenance (L369-375)",
    "release": "Release response and notification (L377-385)",
    "inspection": "Inspection and monitoring (L387-393)",
    "violation": "Violations (L395-397)",
    "penalties": "Penalties (L399-405)",
    "aiding": "Aiding and abetting (L407-409)",
    "nuisance": "Nuisance and abatement costs (L411-415)",
    "civil_action": "Civil action (L417-427)",
    "nov": "Notice of violation and abatement (L429-449)",
    "appeal": "Appeal (L451-457)",
    "city_abatement": "Abatement by the city (L459-461)",
    "cost": "Cost of abatement (L463-467)",
    "urgency": "Urgency abatement (L469-475)",
    "compensatory": "Alternative compensatory actions (L477-479)",
    "cwa": "Clean Water Act and Porter-Cologne (L481-483)",
}


def c(first: int, last: int, quote: str, section: str | None = None) -> Citation:
    """A citation of lines ``first``-``last`` of the Livingston ordinance text."""
    return cite(SOURCE, SECTION.get(section or "", section), first, last, quote)


def ext(source: str, section: str | None, quote: str) -> Citation:
    """A citation to a document outside the ordinance (never confirmed here: verify=True)."""
    return external(source, section, quote, verify=True)


def fact(s: Scenario, name: str) -> Any:
    """``s.fact(name)``: a site fact, MissingFact when not given (without its per-call import)."""
    value = getattr(s.site, name)
    if value is None:
        raise MissingFact(f"site.{name}")
    return value


def _sqft(value: float) -> str:
    if float(value).is_integer():
        return f"{int(value):,} sq ft"
    return f"{value:,.2f} sq ft"


_sqft_float = lru_cache(maxsize=1024)(_sqft)


def sqft(value: float) -> str:
    """``5,000 sq ft`` (decimals only when there are any). Floats are memoised: several rules
    quote the same areas of one site (0.0 and -0.0, one key, both give ``0 sq ft``)."""
    return _sqft_float(value) if value.__class__ is float else _sqft(value)


def pct(value: float) -> str:
    text = f"{value * 100:.2f}".rstrip("0").rstrip(".")
    return f"{text}%"


def created_replaced(s: Scenario) -> tuple[float, float, float]:
    """(created, replaced, created + replaced) impervious area: "create and/or replace" (L183, L201)."""
    site = s.site
    new = site.new_impervious_sqft
    if new is None:
        raise MissingFact("site.new_impervious_sqft")
    replaced = site.replaced_impervious_sqft
    if replaced is None:
        raise MissingFact("site.replaced_impervious_sqft")
    return new, replaced, new + replaced


def _total_text(new: float, replaced: float) -> str:
    return f"created + replaced impervious area {sqft(new)} + {sqft(replaced)} = {sqft(new + replaced)}"


_total_text_floats = lru_cache(maxsize=512)(_total_text)


def total_text(new: float, replaced: float) -> str:
    """The created + replaced sum as the reasons quote it (floats memoised, as ``sqft``)."""
    if new.__class__ is float and replaced.__class__ is float:
        return _total_text_floats(new, replaced)
    return _total_text(new, replaced)


def net_increase(s: Scenario) -> float:
    """Post-project minus pre-project impervious area.

    Without ``post_project_impervious_sqft`` the increase is known only when nothing is
    created (replacing surface in place cannot add area).
    """
    existing = fact(s, "existing_impervious_sqft")
    post = s.site.post_project_impervious_sqft
    if post is None:
        if s.site.new_impervious_sqft == 0:
            return 0.0
        raise MissingFact(
            "site.post_project_impervious_sqft",
            "needed to tell whether impervious area increases over the preproject condition",
        )
    return post - existing


def has(s: Scenario, condition: str) -> bool:
    return condition in s.site.conditions


def claimed(s: Scenario, exemption: str) -> bool:
    return exemption in s.site.exemptions_claimed
