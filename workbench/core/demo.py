"""The bundled demo project: one example site per city, from resources/demo/*.json."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

from workbench.core.paths import resources_dir

if TYPE_CHECKING:
    from workbench.core.store import Project

DEMO_NAME = "Demo project (one site per city)"


def demo_scenario_paths() -> list[Path]:
    return sorted((resources_dir() / "demo").glob("*.json"))


def demo_project() -> Project:
    """An unsaved in-memory project holding every bundled demo scenario as a site."""
    from workbench.core.scenario import load
    from workbench.core.store import new_project

    project = new_project(DEMO_NAME)
    for path in demo_scenario_paths():
        scenario = load(path)
        project.add_site(scenario, name=scenario.name or path.stem)
    return project


def demo_listing() -> list[tuple[str, str | None]]:
    """(site name, jurisdiction id) of each demo site, in ``demo_project``'s order, read as
    plain JSON: what the desktop lists while the scenarios are validated in the background
    (validating needs the pydantic model, a few hundred milliseconds to import and build).
    A file that is not a JSON object is listed by its file name; ``demo_project`` reports it."""
    listing: list[tuple[str, str | None]] = []
    for path in demo_scenario_paths():
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            data = None
        if not isinstance(data, dict):
            listing.append((path.stem, None))
            continue
        name, jid = data.get("name"), data.get("jurisdiction")
        listing.append(
            (
                name if isinstance(name, str) and name else path.stem,
                jid if isinstance(jid, str) else None,
            )
        )
    return listing
