"""The bundled demo project: one example site per city, from resources/demo/*.json."""

from __future__ import annotations

from pathlib import Path

from workbench.core.paths import resources_dir
from workbench.core.scenario import load

DEMO_NAME = "Demo project (one site per city)"


def demo_scenario_paths() -> list[Path]:
    return sorted((resources_dir() / "demo").glob("*.json"))


def demo_project():
    """An unsaved in-memory project holding every bundled demo scenario as a site."""
    from workbench.core.store import new_project

    project = new_project(DEMO_NAME)
    for path in demo_scenario_paths():
        scenario = load(path)
        project.add_site(scenario, name=scenario.name or path.stem)
    return project
