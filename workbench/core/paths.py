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
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(settings, indent=2), encoding="utf-8")
    os.replace(tmp, path)


def ordinance_dir() -> Path:
    """The folder holding the ordinance texts citations point into.

    In order: ``WORKBENCH_ORDINANCE_DIR``; the user setting ``ordinance_dir``;
    ``../shared/seeds`` beside the checkout (or beside the frozen executable).
    """
    env = os.environ.get("WORKBENCH_ORDINANCE_DIR")
    if env:
        return Path(env)
    configured = load_settings().get("ordinance_dir")
    if isinstance(configured, str) and configured:
        return Path(configured)
    anchor = Path(sys.executable).resolve().parent if getattr(sys, "frozen", False) else CHECKOUT
    return anchor.parent / "shared" / "seeds"


@lru_cache(maxsize=16)
def _read_lines(path: str, mtime: float) -> tuple[str, ...]:
    return tuple(Path(path).read_text(encoding="utf-8").splitlines())


def ordinance_lines(source_file: str, folder: Path | None = None) -> tuple[str, ...] | None:
    """The ordinance text as lines (index 0 is line 1), or None when it is not available."""
    path = (folder or ordinance_dir()) / source_file
    try:
        return _read_lines(str(path), path.stat().st_mtime)
    except (OSError, UnicodeDecodeError):
        return None
