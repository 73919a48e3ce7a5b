"""Where the workbench finds its ordinance texts, bundled resources and user folders."""

from __future__ import annotations

import json
import os
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import platformdirs

APP = "StormwaterWorkbench"
CHECKOUT = Path(__file__).resolve().parents[2]


def resources_dir() -> Path:
    """Bundled resources (demo scenarios, rainfall record); inside the frozen app when frozen."""
    base = Path(getattr(sys, "_MEIPASS", CHECKOUT))
    return base / "resources"


def user_config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def user_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def settings_path() -> Path:
    return user_config_dir() / "settings.json"


def load_settings() -> dict[str, Any]:
    """User settings (ordinance folder, recent files); an unreadable file counts as empty."""
    try:
        data = json.loads(settings_path().read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def save_settings(settings: dict[str, Any]) -> None:
    """Write the user's settings through the atomic writer (all or nothing, fsynced)."""
    from workbench.core.atomic import write_atomic

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(settings, indent=2).encode("utf-8"))


#: Ordinance texts a plugin ships in its own package (``Jurisdiction.source_package``):
#: source file name -> path, registered by the plugin host as it loads each city.
PACKAGED_TEXTS: dict[str, Path] = {}


def packaged_text(package: str, source_file: str) -> Path | None:
    """The path of ``source_file`` shipped as package data of ``package`` (None: not there)."""
    from importlib.resources import files

    try:
        path = Path(str(files(package) / source_file))
    except (ModuleNotFoundError, TypeError, ValueError):
        return None
    return path if path.is_file() else None


def ordinance_dirs() -> list[Path]:
    """Every folder searched for ordinance texts, first first: ``WORKBENCH_ORDINANCE_DIR``
    (one folder, or several separated by ``os.pathsep``), else ``ordinance_dir()``."""
    env = os.environ.get("WORKBENCH_ORDINANCE_DIR")
    if env:
        return [Path(part) for part in env.split(os.pathsep) if part]
    return [ordinance_dir()]


def ordinance_dir() -> Path:
    """The folder holding the ordinance texts citations point into (the first of
    ``ordinance_dirs``).

    In order: ``WORKBENCH_ORDINANCE_DIR``; the user setting ``ordinance_dir``;
    ``../shared/seeds`` beside the checkout (or beside the frozen executable).
    """
    env = os.environ.get("WORKBENCH_ORDINANCE_DIR")
    if env:
        return Path(next((p for p in env.split(os.pathsep) if p), env))
    configured = load_settings().get("ordinance_dir")
    if isinstance(configured, str) and configured:
        return Path(configured)
    anchor = Path(sys.executable).resolve().parent if getattr(sys, "frozen", False) else CHECKOUT
    return anchor.parent / "shared" / "seeds"


@lru_cache(maxsize=16)
def _read_lines(path: str, mtime: float) -> tuple[str, ...]:
    return tuple(Path(path).read_text(encoding="utf-8").splitlines())


def ordinance_lines(source_file: str, folder: Path | None = None) -> tuple[str, ...] | None:
    """The ordinance text as lines (index 0 is line 1), or None when it is not available:
    a text a plugin ships (``PACKAGED_TEXTS``) from its package, else from ``folder`` where
    one is given, else from the first of ``ordinance_dirs()`` that holds it."""
    if source_file in PACKAGED_TEXTS:  # the plugin's own text, wherever it is installed
        candidates = [PACKAGED_TEXTS[source_file]]
    elif folder is not None:
        candidates = [folder / source_file]
    else:
        candidates = [d / source_file for d in ordinance_dirs()]
    for path in candidates:
        try:
            return _read_lines(str(path), path.stat().st_mtime)
        except (OSError, UnicodeDecodeError):
            continue
    return None
