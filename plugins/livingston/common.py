"""Shared helpers for the Livingston plugin: citations bound to the ordinance file, area
arithmetic and the wording used in reasons.

The ordinance copy has no section numbers and no headings (see the catalog): citations carry
line ranges and a short section label in words, never an invented section number.
"""

from __future__ import annotations

from workbench.api import Citation, cite, external, units

SOURCE = "002_8540cd4a663a2d61.txt"
JID = "livingston"

#: 1 acre in square feet. The ordinance states its acre thresholds in acres only (L31, L161,
#: L341, L349); the conversion is the standard unit definition, stated in every reason that
#: uses it.
ACRE_SQFT = units.ACRE_SQFT
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


def sqft(value: float) -> str:
    """``5,000 sq ft`` (decimals only when there are any)."""
    if float(value).is_integer():
        return f"{int(value):,} sq ft"
    return f"{value:,.2f} sq ft"


def pct(value: float) -> str:
    text = f"{value * 100:.2f}".rstrip("0").rstrip(".")
    return f"{text}%"
