"""Every folder of tests runs: pytest skips folders whose names match ``norecursedirs`` (by
default ``build``, which left tests/build, the architecture and style guards, uncollected
from the day it was written; issue 37). This fails when a folder under tests/ holding
``test_*.py`` files would not be collected by ``python run.py test`` (and so by CI)."""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent


def _test_folders() -> list[Path]:
    """The folders under tests/ that hold test files (``test_*.py``)."""
    return sorted({p.parent for p in TESTS.rglob("test_*.py") if "__pycache__" not in p.parts})


def _skipped_by(folder: Path, patterns: list[str]) -> str | None:
    """The ``norecursedirs`` pattern that keeps pytest out of ``folder`` (or one of the
    folders above it, up to tests/), or None."""
    for part in folder.relative_to(TESTS.parent).parts:
        for pattern in patterns:
            if fnmatch(part, pattern):
                return f"{part!r} matches norecursedirs {pattern!r}"
    return None


def test_the_guards_are_a_test_folder():
    """The check below sees tests/build (it is not vacuous)."""
    assert TESTS / "build" in _test_folders()


def test_every_test_folder_is_collected(pytestconfig: pytest.Config):
    patterns = list(pytestconfig.getini("norecursedirs"))
    assert "tests" in pytestconfig.getini("testpaths")
    skipped = {
        str(folder.relative_to(TESTS.parent)): why
        for folder in _test_folders()
        if (why := _skipped_by(folder, patterns))
    }
    assert skipped == {}, "test folders pytest never collects"


def test_every_test_file_name_is_collected(pytestconfig: pytest.Config):
    """``python_files`` takes every ``test_*.py`` (a narrower pattern would drop some)."""
    patterns = list(pytestconfig.getini("python_files"))
    names = {p.name for folder in _test_folders() for p in folder.glob("test_*.py")}
    assert {n for n in names if not any(fnmatch(n, pat) for pat in patterns)} == set()


def test_no_conftest_ignores_a_test_folder():
    """``collect_ignore`` in a conftest drops files silently: none is used."""
    users = [p for p in TESTS.rglob("conftest.py") if "collect_ignore" in p.read_text("utf-8")]
    assert users == []
