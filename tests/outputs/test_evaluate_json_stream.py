"""``workbench evaluate PROJECT --json`` is streamed site by site (issue 23 item 4): the same
bytes as the whole document printed at once, and memory that does not grow with the sites."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.cli import main

ROOT = Path(__file__).resolve().parents[2]
AS_OF = "2025-06-01"


def _project(path: Path, copies: int) -> list[tuple[str, object]]:
    """A project of the demo sites, each ``copies`` times; its (name, scenario) pairs."""
    from workbench.core.demo import demo_project
    from workbench.core.store import close_project, new_project, save_project

    demo = demo_project()
    project = new_project("Demo \u00e9 copies")  # a name JSON escapes or not by the output
    sites = []
    for copy in range(copies):
        for site in demo.sites:
            name = f"{site.name} #{copy}"
            project.add_site(site.scenario, name=name)
            sites.append((name, site.scenario))
    save_project(project, path)
    close_project(project)
    return sites


def test_streamed_json_is_the_document_printed_at_once(tmp_path, capsys):
    """The streamed output equals, byte for byte, json.dumps of {"project", "sites"} (what
    evaluate printed before it streamed) for the demo project."""
    from datetime import date

    from workbench.core.evaluate import evaluate_batch
    from workbench.core.plugins.host import load_host

    path = tmp_path / "demo.swproj"
    sites = _project(path, 2)
    assert main(["evaluate", str(path), "--json", "--as-of", AS_OF]) == 0
    streamed = capsys.readouterr().out
    docs = evaluate_batch(load_host(), [(s, None) for _n, s in sites], date.fromisoformat(AS_OF))
    for (name, _scenario), doc in zip(sites, docs, strict=True):
        doc["site"] = name
    whole = {"project": "Demo \u00e9 copies", "sites": docs}
    assert streamed == json.dumps(whole, indent=2, ensure_ascii=False, default=str) + "\n"


def test_streamed_json_of_a_project_without_sites(tmp_path, capsys):
    from workbench.core.store import close_project, new_project, save_project

    project = new_project("Empty")
    save_project(project, tmp_path / "empty.swproj")
    close_project(project)
    assert main(["evaluate", str(tmp_path / "empty.swproj"), "--json"]) == 0
    out = capsys.readouterr().out
    assert out == json.dumps({"project": "Empty", "sites": []}, indent=2) + "\n"


def _peak_rss_mb(path: Path) -> float:
    """Peak RSS (MB) of a fresh process running ``evaluate PATH --json`` (stdout discarded)."""
    code = (
        "import resource, sys\n"
        "from workbench.cli import main\n"
        f"code = main(['evaluate', {str(path)!r}, '--json', '--as-of', {AS_OF!r}])\n"
        "sys.stdout.flush()\n"
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, file=sys.stderr)\n"
        "sys.exit(code)\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        cwd=ROOT,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr
    return float(done.stderr.strip().splitlines()[-1])


@pytest.mark.skipif(sys.platform != "linux", reason="ru_maxrss in kilobytes: Linux")
def test_memory_does_not_grow_with_the_sites(tmp_path):
    """50 and 500 sites (4 demo sites, 12 and 125 times): the larger peak is within a small
    bound of the smaller one. Keeping every document (as before) added about 0.15 MB a site,
    some 70 MB more for 450 more sites."""
    small, large = tmp_path / "small.swproj", tmp_path / "large.swproj"
    _project(small, 12)
    _project(large, 125)
    low, high = _peak_rss_mb(small), _peak_rss_mb(large)
    assert high - low < 25, (low, high)
