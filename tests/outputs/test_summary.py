"""The plan-check summary PDF (issue 23 item 2) and the report's per-site rendering (item 4)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.outputs.pdftext import pdf_pages, pdf_text, squash
from workbench.core.scenario import loads
from workbench.outputs import evaluate_file, write_report, write_summary
from workbench.outputs.summary import MAX_PAGES

ROOT = Path(__file__).resolve().parents[2]
DEMOS = sorted((ROOT / "resources" / "demo").glob("*.json"))
SIGNATURE = ("Signature and stamp", "Signature of the preparer", "Name and license number")
TABLE = ("Provided versus required", "Tool", "Area", "Quantity", "Required", "Provided", "Result")


def _text(path: Path) -> tuple[str, int]:
    data = path.read_bytes()
    assert data[:5] == b"%PDF-"
    return squash(pdf_text(data)), pdf_pages(data)


@pytest.fixture(scope="module")
def real_host():
    from workbench.core.plugins.host import load_host

    return load_host()


@pytest.mark.parametrize("demo", DEMOS, ids=lambda p: p.stem)
def test_each_demo_summary_holds_the_table_and_signature_in_three_pages(demo, tmp_path, real_host):
    info = write_summary(demo, tmp_path / "s.pdf", host=real_host)
    text, pages = _text(info.path)
    assert pages == info.pages <= MAX_PAGES and info.site_pages == (pages,)
    for words in (*SIGNATURE, *TABLE, "Engineer's stamp", "Requirements that apply", "Open items"):
        assert squash(words) in text, words
    assert squash(f"page {pages} of {pages}") in text
    doc = evaluate_file(demo, host=real_host)[0]
    areas = {c["area"] for r in doc["results"] for s in r["sizing"] for c in s.get("checks", [])}
    for area in areas:  # every area the checks compare has its rows in the table
        assert squash(area)[:12] in text, area


def _livingston(**changes) -> str:
    data = json.loads((ROOT / "resources/demo/livingston.json").read_text(encoding="utf-8"))
    data.update(changes)
    return json.dumps(data)


def test_identification_and_provided_values_print(tmp_path, real_host):
    data = json.loads(_livingston())
    data["project"] = {
        "address": "1200 Main Street, Livingston CA",
        "apn": "044-120-017",
        "applicant": "Main Street Market LLC",
        "preparer": "R. Ortega, PE",
        "preparer_license": "C 81234",
    }
    areas = data["drainage_areas"]
    areas[0]["bmp"] = {"type": "bioretention", "footprint_sqft": 100000, "storage_cuft": 100000}
    areas[1]["bmp"] = {"type": "bioretention", "footprint_sqft": 1, "storage_cuft": 1}
    scenario = loads(json.dumps(data))
    info = write_summary([("Main Street", scenario)], tmp_path / "s.pdf", host=real_host)
    text, pages = _text(info.path)
    assert pages <= MAX_PAGES
    for words in ("1200 Main Street", "044-120-017", "Main Street Market LLC", "C 81234"):
        assert squash(words) in text
    assert "PASS" in text and "FAIL" in text  # area 1 passes, area 2 fails
    assert squash("fails: ") in text  # and the failure is an open item


def test_project_block_is_validated_and_round_trips():
    from workbench.core.scenario import ScenarioError, dumps

    scenario = loads(_livingston(project={"apn": "1-2-3"}))
    assert json.loads(dumps(scenario))["project"] == {"apn": "1-2-3"}
    assert "project" not in json.loads(dumps(loads(_livingston())))  # nothing added
    with pytest.raises(ScenarioError, match="project"):
        loads(_livingston(project={"parcel": "x"}))


def test_a_project_gets_three_pages_at_most_per_site_and_progress(tmp_path, real_host):
    sites = [(p.stem, loads(p.read_text(encoding="utf-8"))) for p in DEMOS[:2]]
    seen = []
    info = write_summary(
        sites, tmp_path / "s.pdf", host=real_host, progress=lambda d, t, w: seen.append((d, t))
    )
    text, pages = _text(info.path)
    assert pages == info.pages == sum(info.site_pages) and max(info.site_pages) <= MAX_PAGES
    assert squash(f"page {pages} of {pages}") in text
    assert (2, 2) in seen and (1, 2) in seen


def test_full_report_is_written_site_by_site_with_progress(tmp_path, real_host):
    sites = [(p.stem, loads(p.read_text(encoding="utf-8"))) for p in DEMOS[:2]]
    seen = []
    info = write_report(
        sites, tmp_path / "r.pdf", host=real_host, progress=lambda d, t, w: seen.append(w)
    )
    text, pages = _text(info.path)
    assert pages == info.pages
    assert squash(f"page {pages} of {pages}") in text  # the contents page counted right
    assert squash(f"page {pages + 1}") not in text
    assert [w.split()[0] for w in seen] == ["evaluated", "evaluated", "wrote", "wrote"]
    for site in sites:  # each site's pages name it, numbered within it, and the contents too
        assert squash(f"Site: {site[0]}, page 1 of ") in text
        assert text.count(squash(f"Site: {site[0]}")) >= 2


def test_cli_summary_with_progress_lines(tmp_path):
    project = tmp_path / "p.swproj"
    for demo in DEMOS[:2]:
        done = subprocess.run(
            [sys.executable, "-m", "workbench", "import", str(demo), "--project", str(project)],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        assert done.returncode == 0, done.stderr
    out = tmp_path / "summary.pdf"
    done = subprocess.run(
        [sys.executable, "-m", "workbench", "report", str(project), "--summary"]
        + ["--out", str(out), "--progress"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stderr
    assert "[2/2]" in done.stderr and done.stdout.startswith(f"wrote {out}")
    quiet = subprocess.run(  # without --progress (not a terminal): stderr stays empty
        [sys.executable, "-m", "workbench", "evaluate", str(project), "--json"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert quiet.returncode == 0 and quiet.stderr == ""


RSS_CHILD = """
import json, resource, sys
from pathlib import Path
from workbench.core.scenario import loads
from workbench.outputs import write_report
demos = sorted(Path("resources/demo").glob("*.json"))
sites = [(f"site {i}", loads(demos[i % len(demos)].read_text(encoding="utf-8")))
         for i in range(int(sys.argv[1]))]
write_report(sites, sys.argv[2])
print(json.dumps(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
"""


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="resource is POSIX")
def test_report_memory_stays_flat_as_sites_grow(tmp_path):
    """Peak RSS of a 16-site report is within 60 MB of a 4-site one (one site at a time)."""
    peaks = []
    for count in (4, 16):
        done = subprocess.run(
            [sys.executable, "-c", RSS_CHILD, str(count), str(tmp_path / f"r{count}.pdf")],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env={"QT_QPA_PLATFORM": "offscreen", **__import__("os").environ},
            timeout=1800,
        )
        assert done.returncode == 0, done.stderr
        peaks.append(json.loads(done.stdout.strip().splitlines()[-1]))
    assert peaks[1] - peaks[0] < 60, peaks


def test_the_summary_shows_an_extended_last_day(tmp_path, real_host):
    """Issue 21: Livingston's appeal from 2025-03-14 is due Sat 03-29 by the ordinance and
    Tue 04-01 under CCP § 12a (Cesar Chavez Day on Mon 03-31); the summary shows both."""
    data = json.loads(_livingston())
    data["events"] = [{"kind": "notice_of_violation_received", "at": "2025-03-14"}]
    info = write_summary(
        [("Main Street", loads(json.dumps(data)))], tmp_path / "s.pdf", host=real_host
    )
    text, _ = _text(info.path)
    assert squash("2025-03-29") in text and squash("extended to 2025-04-01") in text
