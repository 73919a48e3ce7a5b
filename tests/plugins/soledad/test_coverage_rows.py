"""Coverage rows of docs/cities/soledad.md that no narrower test covered: each test names the
ordinance line whose duty the finding must state (1-based lines of
../shared/seeds/000_085165dcaf1d7ca0.txt), on the demo site or a minimal one."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

from workbench.core.model import Scenario

from ..conftest import result_for
from .common import HOST, finding, run

DEMO = Path(__file__).resolve().parents[3] / "resources" / "demo" / "soledad.json"


@cache
def demo() -> dict:
    scenario = Scenario.model_validate(json.loads(DEMO.read_text(encoding="utf-8")))
    return result_for(HOST, scenario, "soledad", "2025-11-20")


def states(rule_id: str, *quotes: str, result: dict | None = None) -> None:
    f = finding(result or demo(), rule_id)
    assert f["status"] == "applies", (rule_id, f["status"])
    text = " ".join(f["reasons"])
    for quote in quotes:
        assert quote in text, (rule_id, quote)


def test_L273_proof_of_cgp_compliance_before_a_grading_permit():
    r = run({"disturbed_area_sqft": 60000})
    states("cgp_swppp", "Proof of compliance with the CGP is required prior to", result=r)


def test_L459_the_application_carries_the_escp():
    states("erosion_sediment_control_plan", "with the permit application (L459)", "(L355)")


def test_L463_permit_posted_no_work_outside_its_dates():
    states("construction_stormwater_permit", "post the permit at the site", "(L463)", "(L465)")


def test_L529_escp_not_required_on_a_cgp_site():
    r = run({"disturbed_area_sqft": 60000})
    assert finding(r, "erosion_sediment_control_plan")["status"] == "does_not_apply"


def test_L531_escp_kept_on_site_for_inspection():
    states("erosion_sediment_control_plan", "available for inspection (L531)")


def test_L291_L271_L349_bmps_and_documents_on_every_construction_site():
    states("construction_bmps", "(L291)", "(L271)", "keep on site")


def test_L363_closure_and_final_stabilization():
    states("closure_final_stabilization", "(L363)", "(L319)", "final stabilization")


def test_L395_no_construction_after_the_notc():
    states("notice_of_termination", "no construction after the NOTC", "(L403)")


def test_L655_feasible_measures_and_lid():
    states("feasible_measures_lid", "including the implementation of LID techniques", "(L655)")


def test_L267_facility_documents_on_request():
    states("facility_documents_on_request", "(L267)", "no response time")


def test_L727_petition_stays_compliance_and_remediation_orders():
    (entry,) = [d for d in demo()["deadlines"] if d["rule_id"] == "petition_for_reconsideration"]
    assert any("stayed while a petition is pending" in n and "(L727)" in n for n in entry["notes"])
