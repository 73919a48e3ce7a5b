"""Signal Hill forms, discharge catalog, rule listing, the demo scenario and evaluation speed."""

from __future__ import annotations

import json
import time
from datetime import date
from pathlib import Path

from workbench.cli import main as cli_main
from workbench.core.evaluate import check_discharge, evaluate
from workbench.core.forms import validate_form
from workbench.core.scenario import load

from .conftest import host_for

HOST = host_for("signal_hill")
ROOT = Path(__file__).resolve().parents[2]


def form(form_id: str):
    return HOST.descriptor("signal_hill", "form", form_id)


def test_written_report_requires_every_item_the_text_lists():
    """L333: 'the cause of the discharge, the date and time ..., the type, concentration and volume
    ..., the location ..., [information] to fully explain the potential impacts ..., and any
    corrective action ..., including any measures taken to prevent similar Discharges in the
    future'."""
    problems = validate_form(form("discharge_written_report"), {})
    for field in (
        "cause",
        "discharged_at",
        "material",
        "concentration",
        "volume",
        "location",
        "impacts",
        "corrective_action",
        "prevention",
    ):
        assert problems[field] == "is required"


def test_immediate_notice_is_by_telephone_or_in_person():
    """L331: 'by telephone or in person'; location, date and time, type and concentration,
    corrective action."""
    spec = form("discharge_notification")
    method = next(f for f in spec.fields if f.id == "notified_by")
    assert method.choices == ("telephone", "in person")
    assert validate_form(spec, {"notified_by": "email"})["notified_by"].startswith("must be one of")


def test_vacant_parcel_plan_needs_sediment_controls_and_maintenance_plan():
    """L630: 'must incorporate measures to control sediment'; L632: 'must also include a maintenance
    section'."""
    problems = validate_form(form("vacant_parcel_compliance_plan"), {"vacant_area_sqft": 43_559})
    assert problems["sediment_control_measures"] == "is required"
    assert problems["maintenance_plan"] == "is required"
    assert "at least 43560" in problems["vacant_area_sqft"]


def test_additional_time_request_must_agree_to_comply_and_be_signed():
    """L636: 'shall include agreement to comply ..., shall provide justification ..., shall state an
    estimated completion date, and shall be signed by the property owner(s)'."""
    values = {
        "parcel": "APN 7214-001-001",
        "agreement_to_comply": False,
        "justification": "contractor backlog",
        "estimated_completion": "2026-02-01",
        "owner_signatures": [{"owner": "A. Owner", "signed_on": "2025-11-20"}],
    }
    assert validate_form(form("vacant_parcel_additional_time_request"), values) == {
        "agreement_to_comply": "must be confirmed"
    }
    values["agreement_to_comply"] = True
    assert validate_form(form("vacant_parcel_additional_time_request"), values) == {}


def test_infeasibility_request_is_endorsed_by_a_listed_professional():
    """L484: analysis 'conducted and endorsed by a registered professional engineer, geologist,
    architect, and/or landscape architect'; L482 'Full or partial waivers'."""
    spec = form("technical_infeasibility_request")
    fields = {f.id: f for f in spec.fields}
    assert fields["endorsed_by"].choices == (
        "registered professional engineer",
        "geologist",
        "architect",
        "landscape architect",
    )
    assert fields["waiver"].choices == ("full", "partial")
    assert fields["cannot_retain_100_percent"].required


def test_plan_extension_request_is_capped_at_180_days():
    """L530: extension 'for a period not to exceed one hundred eighty (180) days upon written
    request'."""
    values = {
        "applicant_name": "A",
        "project_address": "B",
        "plan": "LID plan (§ 12.16.114)",
        "approved_on": "2025-06-28",
        "circumstances": "utility delay",
        "extension_days": 181,
    }
    assert validate_form(form("lid_plan_extension_request"), values) == {
        "extension_days": "must be at most 180"
    }


def test_chlorinated_pool_water_prohibited_dechlorinated_only_by_the_permit_list():
    """L299: 'No person shall discharge ... any chlorinated/brominated swimming pool water or filter
    backwash'; L37 defines dechlorinated pool water but the chapter exempts only the MS4 permit's
    Part III.A list (L323)."""
    assert (
        check_discharge(HOST, "signal_hill", "chlorinated_pool_water_or_backwash")["status"]
        == "applies"
    )
    pool = check_discharge(HOST, "signal_hill", "dechlorinated_pool_water")
    assert pool["status"] == "needs_info"
    assert any("Part III.A" in r for r in pool["reasons"])
    rule = HOST.descriptor("signal_hill", "discharge", "ms4_permit_exempted")
    allowed = check_discharge(HOST, "signal_hill", "ms4_permit_exempted", rule.conditions)
    assert allowed["status"] == "does_not_apply"


def test_rules_listing_covers_every_kind(capsys):
    """Every descriptor of the city is listed with its citations (CONTRACT.md 'rules --json')."""
    assert cli_main(["rules", "--jurisdiction", "signal_hill", "--json"]) == 0
    listed = json.loads(capsys.readouterr().out)
    kinds = {item["kind"] for item in listed}
    assert {"applicability", "deadline", "penalty", "sizing", "form", "discharge"} <= kinds
    assert all(item["citations"] for item in listed if item["kind"] != "parameter")
    ids = {item["id"] for item in listed}
    assert {
        "lid114_c07_streets_roads",
        "lid116_small_site_plan",
        "vacant_parcel_compliance_plan",
        "sh_swqdv",
        "discharge_written_report",
        "infraction",
        "vacant_parcel_additional_time_request",
        "misdemeanor",
        "lid_plan_expiry",
        "dechlorinated_pool_water",
        "groundwater_infeasibility_depth_ft",
    } <= ids


def test_demo_scenario_evaluates_without_errors():
    """resources/demo/signal_hill.json: findings, sizing, deadlines and penalties, none with status
    error."""
    scenario = load(ROOT / "resources" / "demo" / "signal_hill.json")
    doc = evaluate(HOST, scenario)
    result = doc["results"][0]
    statuses = [f["status"] for f in result["findings"]] + [s["status"] for s in result["sizing"]]
    assert "error" not in statuses
    assert {s["tool_id"] for s in result["sizing"]} >= {
        "sh_swqdv",
        "sh_biofiltration",
        "sh_flow_through",
    }
    assert any(d["status"] == "overdue" for d in result["deadlines"])
    assert {p["rule_id"] for p in result["penalties"]} >= {"misdemeanor", "infraction"}


def test_demo_saved_form_is_complete():
    """L331: the demo's saved immediate notification gives every item the text lists."""
    data = json.loads(
        (ROOT / "resources" / "demo" / "signal_hill.json").read_text(encoding="utf-8")
    )
    values = data["forms"]["signal_hill.discharge_notification"]
    assert validate_form(form("discharge_notification"), values) == {}


def test_demo_through_the_command_line(capsys):
    """CONTRACT.md: 'evaluate FILE --json' exits 0 for the demo."""
    assert (
        cli_main(["evaluate", str(ROOT / "resources" / "demo" / "signal_hill.json"), "--json"]) == 0
    )
    doc = json.loads(capsys.readouterr().out)
    assert doc["results"][0]["jurisdiction"] == "signal_hill"


def test_full_evaluation_of_one_site_is_quick():
    """One full evaluation (findings, sizing, deadlines, penalties) of the demo stays well under a
    millisecond budget per rule."""
    scenario = load(ROOT / "resources" / "demo" / "signal_hill.json")
    evaluate(HOST, scenario, as_of=date(2025, 11, 20))
    start = time.perf_counter()
    for _ in range(50):
        evaluate(HOST, scenario, as_of=date(2025, 11, 20))
    assert (time.perf_counter() - start) / 50 < 0.05
