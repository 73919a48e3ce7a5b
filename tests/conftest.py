"""Shared fixtures: the ordinance folder is ../shared/seeds beside the checkout (or
``WORKBENCH_ORDINANCE_DIR``); plugins are registered explicitly (tests never depend on what
else is installed).

Tests that read the ordinance texts carry ``@pytest.mark.ordinances``. Without the texts (a
fresh clone with no ../shared beside it) they are skipped with the reason; with
``WORKBENCH_REQUIRE_ORDINANCES=1`` (set by .ci/run) they fail instead, so CI always checks
every citation.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SEEDS = Path(os.environ.get("WORKBENCH_ORDINANCE_DIR") or ROOT.parent / "shared" / "seeds")
os.environ["WORKBENCH_ORDINANCE_DIR"] = str(SEEDS)
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def ordinances_present() -> bool:
    """Whether the ordinance folder holds the texts."""
    return SEEDS.is_dir() and any(SEEDS.glob("*.txt"))


def needs_ordinances() -> None:
    """Skip the running test when the ordinance texts are missing (fail when they are required)."""
    if ordinances_present():
        return
    reason = (
        f"the ordinance texts are not in {SEEDS}: put them in ../shared/seeds beside the "
        "checkout or set WORKBENCH_ORDINANCE_DIR"
    )
    if os.environ.get("WORKBENCH_REQUIRE_ORDINANCES") == "1":
        pytest.fail(f"{reason} (WORKBENCH_REQUIRE_ORDINANCES=1 requires them)", pytrace=False)
    pytest.skip(reason)


def pytest_runtest_setup(item: pytest.Item) -> None:
    if item.get_closest_marker("ordinances"):
        needs_ordinances()


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path_factory, monkeypatch):
    """Keep settings and recent files of tests out of the real user folders."""
    home = tmp_path_factory.mktemp("userdirs")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(home / "data"))
    monkeypatch.setenv("WORKBENCH_ORDINANCE_DIR", str(SEEDS))
