"""Labels for the event, violation, facility type and activity kinds the Soledad plugin knows."""

from __future__ import annotations

from .deadlines import EVENTS
from .general import ACTIVITIES, FACILITY_TYPES
from .penalties import VIOLATIONS

VOCABULARY: dict[str, dict[str, str]] = {
    "event": dict(EVENTS),
    "violation": dict(VIOLATIONS),
    "facility_type": dict(FACILITY_TYPES),
    "activity": dict(ACTIVITIES),
}
