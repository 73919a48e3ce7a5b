"""Shared fixtures: the ordinance folder is ../shared/seeds beside the checkout; plugins are
registered explicitly (tests never depend on what else is installed)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
os.environ.setdefault("WORKBENCH_ORDINANCE_DIR", str(SEEDS))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory, monkeypatch):
    """Keep settings and recent files of tests out of the real user folders."""
    home = tmp_path_factory.mktemp("userdirs")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("WORKBENCH_ORDINANCE_DIR", str(SEEDS))
