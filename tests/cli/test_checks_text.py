"""Issue 39 items 3 and 4 on the command line: every provided-versus-required check is printed
under its tool in the text output (review C13: the text showed no check), the control's
ponding and media depths against Livingston's minimums (L305, L307; review C17 D8), and the
facility area given as ``bmp_area_sqft`` checked like a control's footprint."""

from __future__ import annotations

import json

from tests.cli.test_cli import run, write

C17 = {
    "format": "workbench-scenario/1",
    "jurisdiction": "livingston",
    "as_of": "2025-06-02",
    "site": {
        "land_use": "commercial",
        "project_type": "new_development",
        "existing_impervious_sqft": 0,
        "new_impervious_sqft": 20000,
        "replaced_impervious_sqft": 0,
        "disturbed_area_sqft": 30000,
        "single_family_home": False,
        "part_of_common_plan": False,
    },
    "drainage_areas": [
        {
            "name": "Lot2",
            "area_sqft": 15000,
            "impervious_fraction": 0.5,
            "dma_type": "to_bmp",
            "bmp": {
                "type": "bioretention",
                "footprint_sqft": 240,
                "ponding_depth_in": 5,
                "media_depth_in": 18,
            },
        }
    ],
}


def test_L305_L307_depth_checks_are_printed_with_pass_and_fail(tmp_path):
    proc = run("evaluate", write(tmp_path, json.dumps(C17)))
    assert proc.returncode == 0, proc.stderr
    lines = [line.strip() for line in proc.stdout.splitlines()]
    # the reader's view of each check (issue 37), as every output tells it
    assert "check FAIL: Lot2: min ponding depth provided 5 vs required at least 6 in" in lines
    assert "check PASS: Lot2: min media depth provided 18 vs required at least 18 in" in lines
    # C = 0.339 (WEF/ASCE at i = 0.5): 0.339 x 15,000 x 0.2 / 5 = 203.6 sq ft
    area = next(line for line in lines if line.startswith("check PASS: Lot2: bmp area"))
    assert area.startswith("check PASS: Lot2: bmp area provided 240 vs required at least 203.6")
    assert "(governs: 0.2 in/hr (L293)" in area  # the only criterion given (no P85)


def test_a_facility_area_given_without_a_control_is_checked(tmp_path):
    data = json.loads(json.dumps(C17))
    area = data["drainage_areas"][0]
    del area["bmp"]
    for given, verdict in ((203.6, True), (203.5, False)):  # 203.6 sq ft required
        area["bmp_area_sqft"] = given
        proc = run("evaluate", "--json", write(tmp_path, json.dumps(data)))
        assert proc.returncode == 0, proc.stderr
        sizing = json.loads(proc.stdout)["results"][0]["sizing"]
        bio = next(s for s in sizing if s["tool_id"] == "baseline_bioretention")
        row = next(
            r for r in bio["checks"] if r["area"] == "Lot2" and r["quantity"] == "bmp_area_sqft"
        )
        assert row["provided"] == given and row["pass"] is verdict
