"""The text output of ``evaluate`` tells what the JSON holds (issue 37; the 2026-12-03
reviews): the provided-versus-required checks (Soledad C13: a 250 cu ft BMP against 282.7
required FAILS), sizing tools that are not required as "not required" (never ``[applies]``),
the penalties' caveats (the cap that is not a fine, imprisonment, the Gov. Code §§ 36900/36901
flags), the classifications the findings follow, a deadline's conditional state, the rainfall
record's completeness; and no reason twice in one entry (Signal Hill #16). ``--json`` never
builds the text. Each test failed on the text output before the reader's view."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import workbench.cli as cli
from workbench.cli import main

ROOT = Path(__file__).resolve().parents[2]
DEMOS = sorted((ROOT / "resources" / "demo").glob("*.json"))
DEMO = {p.stem: p for p in DEMOS}

#: Soledad review, scenario C13_sizing_hand (defect 6)
C13 = json.dumps(
    {
        "format": "workbench-scenario/1",
        "jurisdiction": "soledad",
        "as_of": "2026-03-02",
        "site": {
            "parcel_area_sqft": 60000,
            "disturbed_area_sqft": 30000,
            "part_of_common_plan": False,
            "project_type": "new_development",
            "land_use": "commercial",
            "single_family_home": False,
            "existing_impervious_sqft": 0,
            "new_impervious_sqft": 20000,
            "replaced_impervious_sqft": 0,
            "post_project_impervious_sqft": 20000,
            "watershed_management_zone": 3,
        },
        "rainfall": {"p85_24hr_in": 1.0},
        "drainage_areas": [
            {
                "name": "Lot",
                "area_sqft": 10000,
                "impervious_fraction": 0.5,
                "dma_type": "to_bmp",
                "bmp": {"type": "bioretention", "storage_cuft": 250, "treatment_flow_cfs": 0.02},
            }
        ],
    }
)
#: Signal Hill review, scenario C04c (defects 1 and 16)
C04C = json.dumps(
    {
        "format": "workbench-scenario/1",
        "name": "C04c_delmar_commercial",
        "jurisdiction": "signal_hill",
        "site": {
            "project_type": "new_development",
            "land_use": "commercial",
            "disturbed_area_sqft": 8000,
            "new_impervious_sqft": 6000,
            "replaced_impervious_sqft": 0,
            "existing_impervious_sqft": 0,
            "requires_city_permit": True,
            "part_of_common_plan": False,
            "single_family_home": False,
            "hillside": False,
            "distance_to_sensitive_area_ft": 5000,
            "discharges_to_sensitive_area": False,
            "facility_types": ["commercial"],
            "development_area_sqft": 6000,
        },
    }
)


def text(capsys, *args: str) -> str:
    assert main(["evaluate", *args]) == 0
    return capsys.readouterr().out


def scenario(tmp_path: Path, data: str, name: str) -> str:
    path = tmp_path / f"{name}.json"
    path.write_text(data, encoding="utf-8")
    return str(path)


def entries(output: str) -> list[list[str]]:
    """The output as entries: a heading line (indent 4 or less) and the lines under it."""
    blocks: list[list[str]] = []
    for line in output.splitlines():
        if not line.startswith("     ") or not blocks:
            blocks.append([line])
        else:
            blocks[-1].append(line.strip())
    return blocks


def test_soledad_c13_the_undersized_bmp_fails(capsys, tmp_path):
    """Soledad review defect 6 (Performance Requirement No. 2): 250 cu ft provided against
    282.7 cu ft required is a FAIL in the text too; the flow check (0.02 >= 0.0156) passes."""
    out = text(capsys, scenario(tmp_path, C13, "c13"))
    assert "check FAIL: Lot: design volume provided 250 vs required at least 282.7 cu ft" in out
    assert "check PASS: Lot: design flow provided 0.02 vs required at least 0.0156 cfs" in out


def test_a_tool_that_is_not_required_says_so(capsys):
    """All four reviews: a gated tool that is not required printed ``[applies]``."""
    out = text(capsys, str(DEMO["signal_hill"]))
    (heading,) = [line for line in out.splitlines() if "small-site water quality" in line]
    assert "[not required:" in heading and "[applies]" not in heading


def test_penalty_caveats_reach_the_text(capsys):
    """Soledad #7, Livingston #8 (D9): the Gov. Code §§ 36900/36901 flags, imprisonment and the
    cap that is not a fine are printed with the penalty."""
    soledad = text(capsys, str(DEMO["soledad"]))
    assert "CHECK (state law)" in soledad and "36900(a)" in soledad
    livingston = text(capsys, str(DEMO["livingston"]))
    assert "imprisonment: not to exceed six months" in livingston
    assert "Cap, not a fine" in livingston
    assert "CHECK (state law): $15,000 per offense" in livingston


@pytest.mark.parametrize("demo", DEMOS, ids=[p.stem for p in DEMOS])
def test_the_classifications_are_shown(capsys, demo):
    """Del Mar #6: findings say they follow classifications; the text lists them."""
    data = json.loads(demo.read_text("utf-8"))
    out = text(capsys, str(demo))
    assert main(["evaluate", str(demo), "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    for result in document["results"]:
        if result["classifications"]:
            assert "  Classifications:" in out, data.get("jurisdiction")
            for item in result["classifications"]:
                assert item["title"] in out


def test_a_conditional_deadline_says_so(capsys):
    """Del Mar A15 (sc/a15_s52): a deadline whose duty is still open is marked conditional,
    not shown as plainly due."""
    out = text(capsys, str(DEMO["livingston"]), "--jurisdiction", "del_mar")
    lines = out.splitlines()
    (at,) = [i for i, line in enumerate(lines) if line.startswith("    conditional ")]
    assert lines[at + 1].strip().startswith("conditional: due only if")


def test_the_record_report_tells_missing_hours_and_covered_years(capsys):
    """Numbers review #7: missing hours simulated as dry, covered years."""
    out = text(capsys, str(DEMO["livingston"]))
    assert "missing hours (0.0%) are simulated as dry" in out
    assert "covered years (at least 90% of their hours): 2 of 2" in out


@pytest.mark.parametrize("name", [*DEMO, "C04c", "C13"])
def test_no_reason_twice(capsys, tmp_path, name):
    """Signal Hill #16: reasons repeated two to four times in one finding (C04c: 8 entries)."""
    path = {
        "C04c": lambda: scenario(tmp_path, C04C, "c04c"),
        "C13": lambda: scenario(tmp_path, C13, "c13"),
    }.get(name, lambda: str(DEMO[name]))()
    for block in entries(text(capsys, path, "--jurisdiction", "all")):
        said = [line for line in block[1:] if line.startswith(("- ", "! "))]
        repeated = sorted({line for line in said if said.count(line) > 1})
        assert repeated == [], block[0]


def test_json_does_not_build_the_text(capsys, monkeypatch):
    def refuse(*_args, **_kwargs):
        raise AssertionError("evaluate --json built the text output")

    monkeypatch.setattr(cli, "_evaluate_text", refuse)
    assert main(["evaluate", str(DEMO["soledad"]), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["results"]


def test_ids_do_not_stand_in_for_words_in_status(capsys):
    out = text(capsys, str(DEMO["soledad"]))
    assert not re.search(r"\[(does_not_apply|needs_info)\]", out)


def test_the_penalty_command_text_gives_the_flags(capsys):
    """Livingston #8 (D9): `penalty --violations 1 --days 365` printed notes but none of the
    flags (Gov. Code § 36901 CHECK, AMB-18 day counting); fails before."""
    args = ["penalty", "--jurisdiction", "livingston", "--violations", "1", "--days", "365"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "! CHECK (state law): $15,000 per offense" in out
    assert "AMB-18" in out
