"""Issue 38's examples in Soledad and Del Mar through ``workbench form --form CITY.FORM FILE
--json`` (the city helpers' checks: Soledad L689, Del Mar L619 and L401), each test named after
its line: the warning names the line, or, for Del Mar's c56, the lateness the form rules out is
not claimed."""

from __future__ import annotations

from typing import Any

from tests.plugins.form_cli import form_json, warned


def _row(spec: Any, **given: Any) -> dict[str, Any]:
    """A table row with every required column filled (numbers 7, text 'x'), then ``given``."""
    row: dict[str, Any] = {}
    for column in spec.columns:
        if column.required:
            row[column.id] = 7 if column.kind in ("number", "integer") else "x"
    return {**row, **given}


def test_L689_soledad_hazardous_release_phoned_to_the_city_four_days_later(tmp_path, capsys):
    """C46: found Fri 2026-01-16 10:00, phoned to the city Tue 01-20: neither 'immediately'
    nor 'via emergency dispatch services'."""
    spill = {
        "hazardous": True,
        "discovered_at": "2026-01-16T10:00",
        "location": "yard",
        "materials": "solvent, 5 gal",
        "containment_cleanup": "absorbent",
        "method": "designated phone number",
        "notified_at": "2026-01-20T09:00",
    }
    scenario = {"jurisdiction": "soledad", "forms": {"soledad.spill_notification": spill}}
    messages = warned(form_json(tmp_path, capsys, "soledad.spill_notification", scenario), 689)
    assert any("via emergency dispatch services" in m for m in messages)
    assert any("after the hazardous release became known" in m for m in messages)


def test_L619_del_mar_two_samples_on_one_day_are_one_storm_event(tmp_path, capsys):
    """c06b: two sampled rows dated 2025-12-10 are one storm event of the two L619 asks."""
    from workbench.cli import _host  # the CLI's own host: the bundled cities

    spec = next(f for f in _host().descriptor("del_mar", "form", "monitoring_records").fields
                if f.id == "events")  # fmt: skip
    records = {
        "year": "2025-26",
        "year_begins": "2025-03-01",
        "events": [_row(spec, date="2025-12-10"), _row(spec, date="2025-12-10")],
    }
    scenario = {"jurisdiction": "del_mar", "forms": {"del_mar.monitoring_records": records}}
    entry = form_json(tmp_path, capsys, "del_mar.monitoring_records", scenario)
    messages = warned(entry, 619)
    assert any("samples taken on one day are one storm event" in m for m in messages)
    assert any("1 storm event(s) recorded" in m for m in messages)


def test_L401_del_mar_spill_report_that_reached_neither_is_not_late(tmp_path, capsys):
    """c56: the saved form says the spill reached neither the storm drain nor receiving waters
    (``reached: []``): the 24-hour report is not called late, on the form or in the finding."""
    report = {
        "discovered_at": "2025-11-19T16:30",
        "reported_at": "2025-11-20T20:00",
        "reached": [],
        "may_endanger": True,
        "containment": "Absorbent on the parking lot; nothing reached a drain inlet",
    }
    scenario = {
        "jurisdiction": "del_mar",
        "as_of": "2025-11-20",
        "site": {"facility_types": ["commercial"], "conditions": ["spill_may_endanger"]},
        "events": [{"kind": "spill_discovered", "at": "2025-11-19T16:30"}],
        "forms": {"del_mar.spill_report": report},
    }
    entry = form_json(tmp_path, capsys, "del_mar.spill_report", scenario)
    assert not any("later than" in m for m in warned(entry, 401))
    scenario["forms"] = {"del_mar.spill_report": {**report, "reached": ["Receiving Waters"]}}
    entry = form_json(tmp_path, capsys, "del_mar.spill_report", scenario)
    assert any("later than" in m for m in warned(entry, 401))


def test_L401_del_mar_spill_report_against_the_site(tmp_path, capsys):
    """c10: the site states spill_may_endanger, the form says no potential to endanger; and a
    discovery time other than the recorded one. Both named with L401."""
    report = {
        "discovered_at": "2025-11-19T18:30",
        "reported_at": "2025-11-21T10:30",
        "reached": ["Stormwater Conveyance System"],
        "may_endanger": False,
    }
    scenario = {
        "jurisdiction": "del_mar",
        "site": {"facility_types": ["commercial"], "conditions": ["spill_may_endanger"]},
        "events": [{"kind": "spill_discovered", "at": "2025-11-19T16:30"}],
        "forms": {"del_mar.spill_report": report},
    }
    found = warned(form_json(tmp_path, capsys, "del_mar.spill_report", scenario), 401)
    assert any("the site states 'spill_may_endanger'" in m for m in found)
    assert any("the site records it at 2025-11-19T16:30" in m for m in found)
