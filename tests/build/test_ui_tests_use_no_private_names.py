"""The desktop tests (tests/ui) drive the window as a user does: menus, buttons, keys, what the
widgets show. None reaches a private name (``obj._name``, dunders aside), so renaming an
internal of the UI never breaks a test while the behaviour stands (issue 25 item 8).

Checked on the syntax tree of every module under tests/ui: attribute access ``x._name`` and
the string form ``getattr(x, "_name")`` / ``setattr`` / ``hasattr`` / ``monkeypatch.setattr(x,
"_name", ...)``. Which object an attribute belongs to is not known statically, so every private
name counts; a use that is not of a workbench object would go in ``ALLOWED`` with its reason
(it is empty, and stays so unless there is one)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
UI_TESTS = ROOT / "tests" / "ui"

#: (file relative to the project, private name) -> why the test may use it
ALLOWED: dict[tuple[str, str], str] = {}

ATTRIBUTE_FUNCTIONS = {"getattr", "setattr", "hasattr", "delattr"}


def _private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def private_names(source: str) -> list[tuple[int, str]]:
    """(line, name) of each private attribute the code reaches."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and _private(node.attr):
            found.append((node.lineno, node.attr))
        elif isinstance(node, ast.Call) and len(node.args) >= 2:
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            key = node.args[1]
            if (
                name in ATTRIBUTE_FUNCTIONS
                and isinstance(key, ast.Constant)
                and isinstance(key.value, str)
                and _private(key.value)
            ):
                found.append((node.lineno, key.value))
    return sorted(found)


def test_the_check_finds_each_form_of_private_access() -> None:
    source = (
        "window._save_to(path)\n"
        "x = panel._sizing\n"
        "window._error = print\n"
        "getattr(editor, '_param_keys')\n"
        "monkeypatch.setattr(window, '_key', f)\n"
        "window.__class__, window.save_as(), getattr(window, 'results')\n"
    )
    assert private_names(source) == [
        (1, "_save_to"),
        (2, "_sizing"),
        (3, "_error"),
        (4, "_param_keys"),
        (5, "_key"),
    ]


def test_desktop_tests_reach_no_private_name() -> None:
    files = sorted(UI_TESTS.rglob("*.py"))
    assert files, UI_TESTS
    uses = [
        f"{path.relative_to(ROOT).as_posix()}:{line}: {name}"
        for path in files
        for line, name in private_names(path.read_text("utf-8"))
        if (path.relative_to(ROOT).as_posix(), name) not in ALLOWED
    ]
    assert not uses, "private names in desktop tests (drive the widgets instead):\n" + "\n".join(
        uses
    )
