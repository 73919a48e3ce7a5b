"""Modules stay small enough to read (issue 25 item 7): a module of the workbench, its cities or
its benchmark over 500 lines says why at its top, in its docstring ("Over 500 lines: ...").
Test modules are left out: each holds the tests of one capability, and their size follows it."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LIMIT = 500
PACKAGES = ("workbench", "plugins", "bench")


def modules() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in (ROOT / pkg).rglob("*.py"))


def long_modules() -> list[Path]:
    return [p for p in modules() if len(p.read_text(encoding="utf-8").splitlines()) > LIMIT]


@pytest.mark.parametrize("path", long_modules(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_a_module_over_500_lines_states_why(path: Path) -> None:
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    assert "Over 500 lines" in doc, (
        f"{path.relative_to(ROOT)} has over {LIMIT} lines: split it into modules whose names say "
        'what they hold, or say why at its top ("Over 500 lines: ..." in its docstring)'
    )


def test_the_size_check_sees_the_packages() -> None:
    assert len(modules()) > 50
