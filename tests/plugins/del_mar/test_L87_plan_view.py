"""L87: "Impervious Surface Area means the ground area covered or sheltered by an impervious
surface, measured in plan view (i.e., as if from directly above)." Review B19 (MISSING): nothing
told a user the areas are plan-view areas."""

from __future__ import annotations

from .helpers import classification, evaluate


def test_L87_impervious_areas_are_read_as_plan_view_areas():
    result = evaluate(site={"project_type": "new_development", "new_impervious_sqft": 12_000})
    pdp = classification(result, "pdp")
    assert any("plan view" in f and "(L87)" in f for f in pdp["flags"])
    assert any((c.get("lines") or [0])[0] == 87 for c in pdp["citations"])
