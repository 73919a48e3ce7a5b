"""Scenario import and export between project files (``.swproj``) and ``workbench-scenario/1``
files. A round trip (import, then export) gives back the same JSON: the project stores the
scenario's own ``to_json()`` text and export writes ``dumps`` of it.

* ``import_scenario(scenario_path, project_path)`` adds the scenario as a new site, named by
  the scenario's ``name`` (else the file name), made unique within the project with " (2)",
  " (3)" ...; a project file that does not exist yet is created (named after the file).
* ``export_scenario(project_path, site, out_path)`` writes one site; ``site`` is a site name
  or id, and may be omitted when the project has exactly one site. Given a scenario file
  instead of a project, it writes the scenario back in the canonical form (validated).

A relative ``rainfall.record_csv`` path is kept as written (lossless); it is resolved
against the folder of the scenario file that names it, so keep the record beside the project.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.inputs import is_project_file, is_server_address
from workbench.outputs import OutputError, check_out_path, write_file


def _unique(name: str, taken: set[str]) -> str:
    if name not in taken:
        return name
    n = 2
    while f"{name} ({n})" in taken:
        n += 1
    return f"{name} ({n})"


def import_scenario(scenario_path: str | Path, project_path: str | Path) -> str:
    """Add a scenario file to a project file as a site; returns the new site's id."""
    from workbench.core.scenario import load
    from workbench.core.store import close_project, new_project, open_project, save_project

    source = Path(scenario_path)
    if source.exists() and not source.is_dir() and is_project_file(source):
        raise OutputError(f"{source}: is a project file; import takes a workbench-scenario/1 file")
    if is_server_address(project_path):  # a project on a server: it must exist there
        return _import_to_server(source, str(project_path))
    target = Path(project_path)
    if target.is_dir():
        raise OutputError(f"{target} is a folder; give a project file", field="project_path")
    if not target.exists() and not target.parent.exists():
        raise OutputError(f"folder {target.parent} does not exist", field="project_path")
    scenario = load(source)  # ScenarioError names the problem
    if not target.exists():
        from workbench.core.store.saving import ProjectExistsError

        project = new_project(target.stem)
        site = project.add_site(scenario, name=scenario.name.strip() or source.stem)
        try:
            save_project(project, target, replace=False)  # never over a file made meanwhile
            return site.id
        except ProjectExistsError:
            pass  # another import made it first: add to it (review D8)
        finally:
            close_project(project)
    project = open_project(target)
    try:
        if project.readonly:
            raise OutputError(
                f"{target} {project.readonly_reason or 'is read-only'}", field="project_path"
            )
        name = _unique(scenario.name.strip() or source.stem, {s.name for s in project.sites})
        site = project.add_site(scenario, name=name)
        save_project(project)
        return site.id
    finally:
        close_project(project)


def _pick(project: Any, site: str | None) -> Any:
    sites = list(project.sites)
    if not sites:
        raise OutputError(f"{project.path or project.name}: the project has no sites")
    if site is None:
        if len(sites) == 1:
            return sites[0]
        names = ", ".join(repr(s.name) for s in sites)
        raise OutputError(
            f"the project has {len(sites)} sites; name one ({names})"[:400], field="site"
        )
    matches = [s for s in sites if s.id == site] or [s for s in sites if s.name == site]
    if not matches:
        matches = [s for s in sites if s.name.casefold() == site.casefold()]
    if not matches:
        names = ", ".join(repr(s.name) for s in sites)
        raise OutputError(f"no site {site!r} in the project (sites: {names})"[:400], field="site")
    if len(matches) > 1:
        raise OutputError(
            f"{len(matches)} sites are named {site!r}; give the site id "
            f"({', '.join(s.id for s in matches)})",
            field="site",
        )
    return matches[0]


def _import_to_server(source: Path, address: str) -> str:
    """``import_scenario`` into a project on a PostgreSQL server (saved with row versions)."""
    from workbench.core.scenario import load
    from workbench.core.store import open_project, save_project

    scenario = load(source)  # ScenarioError names the problem
    with open_project(address) as project:
        if project.readonly:
            raise OutputError(
                f"{project.name}: {project.readonly_reason or 'is read-only'}",
                field="project_path",
            )
        name = _unique(scenario.name.strip() or source.stem, {s.name for s in project.sites})
        site = project.add_site(scenario, name=name)
        save_project(project)
        return site.id


def scenario_text(project_path: str | Path, site: str | None = None) -> str:
    """The ``workbench-scenario/1`` text of one site of a project (or of a scenario file)."""
    from workbench.core.scenario import dumps, load
    from workbench.core.store import close_project, open_project

    if is_server_address(project_path):  # a project on a server
        with open_project(str(project_path), readonly=True) as project:
            return dumps(_pick(project, site).scenario)

    path = Path(project_path)
    if not path.exists():
        raise OutputError(f"{path}: no such file")
    if path.is_dir():
        raise OutputError(f"{path}: is a folder, not a project file")
    if not is_project_file(path):
        if site:
            raise OutputError(f"{path} is a scenario file, not a project", field="site")
        return dumps(load(path))
    project = open_project(path, readonly=True)
    try:
        return dumps(_pick(project, site).scenario)
    finally:
        close_project(project)


def export_scenario(
    project_path: Any, site: str | None = None, out_path: str | Path | None = None
) -> Path:
    """Write one site as a ``workbench-scenario/1`` file; the path written.

    ``project_path``: a project file (``site``: a site name or id, optional when the project
    has one site), a scenario file, an in-memory project (``.sites``) or a ``Scenario``. For
    a ``Scenario`` the short form ``export_scenario(scenario, out_path)`` is accepted too.
    """
    from workbench.core.model import Scenario
    from workbench.core.scenario import dumps

    if out_path is None:
        if isinstance(project_path, Scenario) and site is not None:
            site, out_path = None, site
        else:
            raise TypeError("export_scenario() needs out_path")
    assert out_path is not None  # (set just above for the short form)
    source = (
        project_path
        if isinstance(project_path, str | Path)
        else getattr(project_path, "path", None)
    )
    out = check_out_path(out_path, [source])
    if isinstance(project_path, Scenario):
        text = dumps(project_path)
    elif hasattr(project_path, "sites"):
        text = dumps(_pick(project_path, site).scenario)
    else:
        text = scenario_text(project_path, site)
    return write_file(out, text.encode("utf-8"))
