"""Forms ready to sign: the date order rule (``FormField.after``), missing items, prefill."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.core.forms import missing_items, prefill, validate_form
from workbench.core.rules import FormField, FormSpec
from workbench.core.scenario import load

SPEC = FormSpec(
    id="permit",
    title="Permit",
    fields=(
        FormField("commencement_date", "Commencement", "date", required=True),
        FormField(
            "termination_date", "Termination", "date", required=True, after="commencement_date"
        ),
        FormField("finished_at", "Finished at", "datetime", after="commencement_date"),
    ),
    citations=(),
)
DEMO = Path(__file__).resolve().parents[2] / "resources" / "demo"


@pytest.mark.parametrize(
    ("start", "end", "refused"),
    [
        ("2025-03-14", "2025-03-13", True),
        ("2025-03-14", "2025-03-14", False),
        ("2025-03-14", "2025-03-15", False),
    ],
)
def test_termination_before_commencement_is_refused(start, end, refused):
    problems = validate_form(SPEC, {"commencement_date": start, "termination_date": end})
    assert ("termination_date" in problems) is refused
    if refused:
        assert "must not be before commencement (2025-03-14)" == problems["termination_date"]


def test_date_order_compares_a_datetime_with_a_date_by_day():
    base = {"commencement_date": "2025-03-14", "termination_date": "2025-03-20"}
    assert "finished_at" in validate_form(SPEC, {**base, "finished_at": "2025-03-13T23:00"})
    assert validate_form(SPEC, {**base, "finished_at": "2025-03-14T08:00"}) == {}


def test_date_order_waits_for_both_dates_and_for_valid_ones():
    assert validate_form(SPEC, {"termination_date": "2025-03-13"}) == {
        "commencement_date": "is required"
    }
    problems = validate_form(
        SPEC, {"commencement_date": "2025-02-30", "termination_date": "2025-03-01"}
    )
    assert set(problems) == {"commencement_date"}


def test_missing_items_name_the_fields_by_label():
    assert missing_items(SPEC, {}) == ["Commencement: is required", "Termination: is required"]
    assert (
        missing_items(SPEC, {"commencement_date": "2025-03-14", "termination_date": "2025-03-15"})
        == []
    )


def test_prefill_takes_dates_from_events_and_facts_from_the_site():
    scenario = load(DEMO / "soledad.json")
    values = prefill(SPEC, scenario)
    kinds = {e.kind: e.at for e in scenario.events}
    assert values["commencement_date"] == kinds["permit_commencement_date"].isoformat()[:10]
    assert values["termination_date"] == kinds["permit_termination_date"].isoformat()[:10]
    assert validate_form(SPEC, values) == {}  # a prefilled form keeps the date order


def test_the_soledad_permit_application_declares_the_order():
    from workbench.core.plugins.host import load_host

    spec = next(
        s
        for s in load_host().descriptors("soledad", "form")
        if s.id == "construction_permit_application"
    )
    field = next(f for f in spec.fields if f.id == "termination_date")
    assert field.after == "commencement_date"


def test_prefill_takes_the_discovery_time_from_soledad_own_release_event():
    """Soledad's release event is its own narrower term (L689), not the core's spelling: the
    spill notification's discovery time still comes from it."""
    from workbench.core.plugins.host import load_host

    spec = next(
        s for s in load_host().descriptors("soledad", "form") if s.id == "spill_notification"
    )
    scenario = load(DEMO / "soledad.json")
    found = next(e.at for e in scenario.events if e.kind == "nonhazardous_spill_discovered")
    assert prefill(spec, scenario)["discovered_at"] == found.isoformat(timespec="minutes")
