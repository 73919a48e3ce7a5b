"""Issue 24 item 6: "a project may hold at least 10,000 sites": saved, opened again (also
read-only), changed and saved once more, every site still there and nothing left beside it."""

from __future__ import annotations

from pathlib import Path

import pytest

from workbench.core.scenario import load
from workbench.core.store import close_project, new_project, open_project, save_project

ROOT = Path(__file__).resolve().parents[2]
SITES = 10_000


@pytest.mark.slow
def test_a_project_holds_ten_thousand_sites(tmp_path: Path) -> None:
    scenario = load(ROOT / "resources" / "demo" / "signal_hill.json")
    project = new_project("big")
    for i in range(SITES):
        project.add_site(scenario, name=f"Site {i}")
    path = tmp_path / "big.swproj"
    save_project(project, path)
    close_project(project)

    opened = open_project(path)
    try:
        assert len(opened.sites) == SITES
        assert opened.sites[SITES - 1].name == f"Site {SITES - 1}"
        opened.rename_site(opened.sites[5_000].id, "renamed")
        save_project(opened)
    finally:
        close_project(opened)

    view = open_project(path, readonly=True)
    try:
        assert len(view.sites) == SITES and view.sites[5_000].name == "renamed"
        assert view.sites[SITES - 1].scenario.name == scenario.name
    finally:
        close_project(view)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.swproj"]
