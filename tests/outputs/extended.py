"""A test-city evaluation with one deadline whose last day CCP § 12a moves (issue 21).

The test city's appeal is due 5 working days after the penalty is received. From Fri
2025-09-19 that is Fri 09-26, Native American Day: a working day on the city's stand-in list
but a judicial holiday under CCP § 135, so the last day moves over the weekend to Mon 09-29.
"""

from __future__ import annotations

import copy
import json
from typing import Any

from tests.outputs.conftest import AS_OF, SCENARIO, make_host
from workbench.core.evaluate import evaluate
from workbench.core.scenario import loads

RECEIVED = "2025-09-19"
DUE = "2025-09-26"
EXTENDED = "2025-09-29"


def extended_doc() -> dict[str, Any]:
    """The evaluation of the retail scenario with the penalty received on ``RECEIVED``."""
    data = copy.deepcopy(SCENARIO)
    for event in data["events"]:
        if event["kind"] == "penalty_received":
            event["at"] = RECEIVED
    doc = evaluate(make_host(), loads(json.dumps(data)), None, AS_OF)
    doc["site"] = "Retail site"
    (appeal,) = [d for d in doc["results"][0]["deadlines"] if d["rule_id"] == "appeal"]
    assert (appeal["due"], appeal.get("extended_due")) == (DUE, EXTENDED)
    return doc


def appeal(doc: dict[str, Any]) -> dict[str, Any]:
    """The appeal deadline of ``doc``."""
    return next(d for d in doc["results"][0]["deadlines"] if d["rule_id"] == "appeal")
