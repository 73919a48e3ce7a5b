"""Del Mar plugin as a whole: what it declares, its citations, quotations inside reasons, the
discharge catalog of 11.30.050/060, forms, the demo scenario, seasons, and evaluation speed."""

from __future__ import annotations

import re
import time
from datetime import date
from pathlib import Path

import pytest

from workbench.core.citations import check_all, normalise
from workbench.core.evaluate import check_discharge, evaluate
from workbench.core.forms import validate_form
from workbench.core.paths import ordinance_lines
from workbench.core.scenario import load

from .conftest import host_for, make_scenario

HOST = host_for("del_mar")
ROOT = Path(__file__).resolve().parents[2]
DEMO = ROOT / "resources" / "demo" / "del_mar.json"


@pytest.mark.ordinances
def test_every_del_mar_citation_checks_out():
    """Every descriptor cites lines of 004_8d9d5682f72cc2fe.txt whose text holds its quote."""
    checked, externals, problems = check_all(HOST)
    assert not problems, "\n".join(map(str, problems))
    assert checked > 150 and externals >= 5


def test_the_plugin_declares_every_part_of_the_issue():
    """Issue 6: facility programs, construction, seasons, development, deadlines, penalties, forms
    and discharges."""
    ids = {
        kind: {d.id for d in HOST.descriptors("del_mar", kind)}
        for kind in (
            "applicability",
            "deadline",
            "penalty",
            "sizing",
            "form",
            "discharge",
            "parameter",
        )
    }
    assert {
        "regulated_commercial_facility",
        "high_priority_commercial",
        "regulated_industrial_facility",
        "high_priority_industrial",
        "high_priority_industrial_monitoring",
        "municipal_facility",
        "residential_activities",
        "slope_protection",
        "bmp_inspection_forecast_rain",
        "construction_rainy_season",
        "construction_dry_season",
        "agricultural_tilling_exemption",
        "manure_management",
        "priority_development_project",
        "maintenance_plan",
        "maintenance_access_easement",
        "maintenance_assurance",
    } <= ids["applicability"]
    assert {
        "spill_report_to_city",
        "treatment_bmp_servicing_before_rainy_season",
        "maintenance_records_retention",
        "unmanned_rainy_season_inspection",
        "unmanned_between_seasons_inspection",
        "failure_to_correct_separate_violations",
    } <= ids["deadline"]
    assert {
        "civil_penalty",
        "misdemeanor",
        "infraction",
        "administrative_penalty",
        "civil_remedies_costs",
        "abatement_cost_lien",
    } <= ids["penalty"]
    assert {
        "facility_swppp",
        "maintenance_plan",
        "access_easement",
        "maintenance_assurance",
        "spill_report",
        "monitoring_records",
        "notice_response",
    } <= ids["form"]
    assert {"design_capture_volume", "bioretention_footprint"} <= ids["sizing"]
    assert len(ids["discharge"]) >= 25


def test_seasons_and_effective_date_are_declared_for_the_calendar():
    """L153 Rainy Season October 1 - April 30; L61 Dry Season May 1 - September 30; L229 effective
    July 15, 2015."""
    j = HOST.jurisdiction("del_mar")
    assert j.seasons == (("Rainy Season", "10-01", "04-30"), ("Dry Season", "05-01", "09-30"))
    assert j.effective_date == "2015-07-15"


def test_every_external_figure_is_marked_for_verification():
    """Figures from outside the ordinance are overridable Parameters with external, verify=True
    citations; unconfirmed
    ones (PDP thresholds, runoff factors, bioretention geometry) default to None."""
    for p in HOST.descriptors("del_mar", "parameter"):
        assert p.citations and all(c.external and c.verify for c in p.citations), p.id
    params = {p.id: p.value for p in HOST.descriptors("del_mar", "parameter")}
    assert params["pdp_new_development_impervious_sqft"] is None
    assert params["runoff_factor_roof"] is None


QUOTED = re.compile(r'"([^"]{12,})"')


@pytest.mark.ordinances
@pytest.mark.parametrize("scenario_path", [DEMO])
def test_quotations_inside_reasons_are_verbatim(scenario_path):
    """Reasons quote the ordinance in double quotes; each quotation must occur in the text
    (whitespace folded)."""
    text = normalise(" ".join(ordinance_lines("004_8d9d5682f72cc2fe.txt")))
    scenarios = [
        load(scenario_path),
        make_scenario(
            "del_mar",
            as_of="2026-06-01",
            site={
                "facility_types": ["industrial", "residence"],
                "activities": ["animal_confinement", "welding"],
                "conditions": [
                    "sara_313",
                    "runoff_capture_impracticable",
                    "illegal_connection_present",
                    "city_required_swppp",
                    "city_order_additional_bmps",
                    "cgp_coverage_required",
                    "residential_activities_on_behalf",
                ],
                "exemptions_claimed": ["agricultural_tilling", "completed_under_valid_permit"],
                "manned_facility": True,
                "distance_to_sensitive_area_ft": 0,
                "disturbed_area_sqft": 50000,
                "project_type": "new_development",
                "new_impervious_sqft": 30000,
                "requires_city_permit": True,
            },
        ),
        make_scenario(
            "del_mar",
            as_of="2025-12-01",
            site={
                "facility_types": ["municipal"],
                "emergency_work": True,
                "project_type": "redevelopment",
                "land_use": "public",
                "exemptions_claimed": ["pothole_repair"],
            },
        ),
    ]
    for scenario in scenarios:
        result = evaluate(HOST, scenario, "del_mar", date(2025, 11, 20))["results"][0]
        for f in result["findings"]:
            for reason in f["reasons"]:
                for quote in QUOTED.findall(reason):
                    assert normalise(quote) in text, f"{f['rule_id']}: {quote!r}"


def test_discharge_catalog_conditions():
    """L351: saline pools allowed only "via a pipe or concrete channel directly to a naturally
    saline water body";
    L215/L331: water main breaks (4 in or more) need CAG679001 coverage; L311 illegal connections
    prohibited."""
    pool = HOST.descriptor("del_mar", "discharge", "saline_swimming_pool")
    assert pool.status == "conditional"
    assert (
        check_discharge(HOST, "del_mar", "saline_swimming_pool", [pool.conditions[0]])["status"]
        == "needs_info"
    )
    assert (
        check_discharge(HOST, "del_mar", "saline_swimming_pool", list(pool.conditions))["status"]
        == "does_not_apply"
    )
    main = HOST.descriptor("del_mar", "discharge", "water_main_break")
    assert any("four inches" in c for c in main.conditions) and any(
        "CAG679001" in c for c in main.conditions
    )
    assert (
        HOST.descriptor("del_mar", "discharge", "water_line_break_under_4_inch").status
        == "prohibited"
    )
    assert check_discharge(HOST, "del_mar", "illegal_connection_discharge")["status"] == "applies"


def test_maintenance_plan_form_requires_every_listed_content():
    """L781: responsible persons, funding, schedules and procedures, worker training, other
    activities, annual servicing
    before the rainy season and "retention of inspection and maintenance records for at least three
    years"."""
    spec = HOST.descriptor("del_mar", "form", "maintenance_plan")
    problems = validate_form(spec, {"record_retention_years": 2})
    for field_id in (
        "maintenance_responsible",
        "funding_responsible",
        "inspection_schedule",
        "worker_training",
        "other_activities",
        "servicing_before_rainy_season",
    ):
        assert problems[field_id] == "is required"
    assert problems["record_retention_years"] == "must be at least 3"
    assert (
        validate_form(spec, {"servicing_before_rainy_season": False}).get(
            "servicing_before_rainy_season"
        )
        == "must be confirmed"
    )


def test_demo_scenario_evaluates_without_errors():
    """resources/demo/del_mar.json: findings, sizing, deadlines and penalties with no status
    'error'."""
    scenario = load(DEMO)
    result = evaluate(HOST, scenario, None)["results"][0]
    assert result["jurisdiction"] == "del_mar"
    assert not [f for f in result["findings"] if f["status"] == "error"]
    assert not [s for s in result["sizing"] if s["status"] == "error"]
    assert {d["rule_id"] for d in result["deadlines"]} >= {
        "spill_report_to_city",
    }
    assert {p["rule_id"]: p["max_usd"] for p in result["penalties"]}["civil_penalty"] == 12_500


def test_evaluation_is_fast():
    """Readable rules, still quick: a whole Del Mar evaluation of the demo (findings,
    classifications, sizing, deadlines, penalties) takes well under the per-site budget of a
    loaded test machine."""
    scenario = load(DEMO)
    evaluate(HOST, scenario, None)
    start = time.perf_counter()
    n = 50
    for _ in range(n):
        evaluate(HOST, scenario, None)
    per_site = (time.perf_counter() - start) / n
    assert per_site < 0.05, f"{per_site * 1e3:.2f} ms per site"


def test_random_scenarios_never_raise_an_error():
    """Every rule and tool answers applies / does_not_apply / needs_info for any combination of
    facts (no 'error')."""
    import random

    from plugins.del_mar.vocabulary import (
        ALL_ACTIVITIES,
        CONDITIONS,
        EVENTS,
        EXEMPTIONS,
        FACILITY_TYPES,
    )

    rng = random.Random(11)

    def maybe(value):
        return value if rng.random() < 0.7 else None

    for _ in range(150):
        site = {
            k: v
            for k, v in {
                "facility_types": rng.sample(sorted(FACILITY_TYPES), rng.randint(0, 3)),
                "activities": rng.sample(sorted(ALL_ACTIVITIES), rng.randint(0, 4)),
                "conditions": rng.sample(sorted(CONDITIONS), rng.randint(0, 6)),
                "exemptions_claimed": rng.sample(sorted(EXEMPTIONS), rng.randint(0, 2)),
                "outdoor_industrial_area_sqft": maybe(rng.choice([0, 87_119, 87_120, 87_121])),
                "outdoor_parking_vehicles": maybe(rng.randint(0, 200)),
                "affects_impaired_or_sensitive_waters": maybe(rng.random() < 0.5),
                "distance_to_sensitive_area_ft": maybe(rng.uniform(0, 400)),
                "discharges_to_sensitive_area": maybe(rng.random() < 0.5),
                "manned_facility": maybe(rng.random() < 0.5),
                "forecast_rain_in": maybe(rng.uniform(0, 0.3)),
                "forecast_rain_probability_pct": maybe(rng.uniform(0, 100)),
                "slope_height_ft": maybe(rng.uniform(0, 10)),
                "slope_run_per_rise": maybe(rng.uniform(0, 6)),
                "disturbed_area_sqft": maybe(rng.uniform(0, 1e5)),
                "project_type": maybe(
                    rng.choice(["new_development", "redevelopment", "road", "existing_facility"])
                ),
                "new_impervious_sqft": maybe(rng.uniform(0, 5e4)),
                "requires_city_permit": maybe(rng.random() < 0.5),
                "discretionary_permit": maybe(rng.random() < 0.5),
            }.items()
            if v is not None
        }
        seasons = {"rainy_season_begins": "2025-10-01", "dry_season_begins": "2025-05-01"}
        events = [
            {
                "kind": k,
                "at": seasons.get(k, f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"),
            }
            for k in rng.sample(sorted(EVENTS), rng.randint(0, 3))
        ]
        areas = [
            {
                "name": f"A{k}",
                "area_sqft": rng.uniform(0, 2e4),
                "runoff_coefficient": rng.random(),
                "bmp_area_sqft": rng.uniform(0, 400),
            }
            for k in range(rng.randint(0, 2))
        ]
        scenario = make_scenario(
            "del_mar",
            as_of=rng.choice([None, "2025-04-30", "2025-05-01"]),
            site=site,
            events=events,
            drainage_areas=areas,
            rainfall={"p85_24hr_in": rng.uniform(0, 1.2)},
        )
        result = evaluate(HOST, scenario, "del_mar", date(2025, 11, 20))["results"][0]
        assert not [f for f in result["findings"] if f["status"] == "error"], site
        assert not [s for s in result["sizing"] if s["status"] == "error"], site
