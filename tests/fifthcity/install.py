"""Install Fifth City into a folder the way ``pip install --target FOLDER tests/fifthcity`` does,
without pip or a network: the package and a ``.dist-info`` holding the metadata and the
``workbench.plugins`` entry points read from ``pyproject.toml``. The workbench finds it through
``importlib.metadata`` once the folder is on the path (``WORKBENCH_PLUGIN_DIR``, or ``cities/``
beside the frozen app)."""

from __future__ import annotations

import shutil
import tomllib
from pathlib import Path

HERE = Path(__file__).resolve().parent
ORDINANCE = HERE / "fifth_city" / "fifth_city_code.txt"  # shipped in the package
SCENARIO = HERE / "site.json"


def install(target: Path) -> Path:
    """Copy the package and write its dist-info into ``target``; returns ``target``."""
    project = tomllib.loads((HERE / "pyproject.toml").read_text("utf-8"))["project"]
    target.mkdir(parents=True, exist_ok=True)
    for package in ("fifth_city",):
        shutil.copytree(
            HERE / package, target / package, ignore=shutil.ignore_patterns("__pycache__")
        )
    name = project["name"].replace("-", "_")
    info = target / f"{name}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n",
        "utf-8",
    )
    groups = project["entry-points"]
    (info / "entry_points.txt").write_text(
        "".join(
            f"[{group}]\n" + "".join(f"{key} = {value}\n" for key, value in points.items())
            for group, points in groups.items()
        ),
        "utf-8",
    )
    (info / "INSTALLER").write_text("workbench-tests\n", "utf-8")
    return target
