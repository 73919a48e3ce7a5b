"""Labels for the event, violation, facility type, activity, condition and exemption kinds the
Soledad plugin knows (conditions and exemptions are the ids it reads from ``site.conditions``
and ``site.exemptions_claimed``)."""

from __future__ import annotations

from .classes import (
    DEMOLITION,
    EMERGENCY,
    EMERGENCY_DETERMINED,
    EMERGENCY_ENDED,
    PERMIT_ISSUED,
    REPLACEMENT_IS_MAINTENANCE,
    RESIDENTIAL_MAINTENANCE,
    TEMPORARY_SUSPENSION,
    WAIVER,
    WAIVER_CONDITIONS,
)
from .deadlines import EVENTS
from .general import ACTIVITIES, FACILITY_TYPES, MS4_SUSPENDED, MS4_TERMINATED
from .orders import SWO_EXCEPTION
from .penalties import VIOLATIONS

VOCABULARY: dict[str, dict[str, str]] = {
    "event": dict(EVENTS),
    "violation": dict(VIOLATIONS),
    "facility_type": dict(FACILITY_TYPES),
    "activity": dict(ACTIVITIES),
    "condition": {
        **{cid: f"Waiver condition {text}" for cid, text in WAIVER_CONDITIONS.items()},
        EMERGENCY_DETERMINED: "The city manager has determined the construction is necessary "
        "on an emergency basis because of imminent harm or endangerment (L515)",
        EMERGENCY_ENDED: "The imminent harm or endangerment of an emergency no longer exists "
        "(L515)",
        PERMIT_ISSUED: "A city construction stormwater permit has been issued for the site (L395)",
        DEMOLITION: "Demolition or building (construction activity under L65) even where no soil "
        "is exposed",
        TEMPORARY_SUSPENSION: "Halt of work shown to the city manager to be a temporary "
        "suspension (L391)",
        REPLACEMENT_IS_MAINTENANCE: "The replaced impervious surface is maintenance in kind "
        "(resurfacing, reroofing), not redevelopment (L513 read against L145)",
        SWO_EXCEPTION: "The city manager has made an express written exception to a stop "
        "work order (L301)",
        MS4_SUSPENDED: "The city has suspended the site's MS4 access (L251-255)",
        MS4_TERMINATED: "The city has terminated the site's MS4 access (L257-261)",
    },
    "exemption": {
        RESIDENTIAL_MAINTENANCE: "Residential property maintenance (L513)",
        EMERGENCY: "Emergency construction determined by the city manager (L515)",
        WAIVER: "Waiver of the construction stormwater permit (L517)",
    },
}
