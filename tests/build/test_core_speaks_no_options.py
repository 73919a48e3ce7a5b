"""The headless core speaks no command-line option (issue 25, item 1).

Its messages are read in the desktop as well as in the terminal, so they name an input in
the user's words and leave option names to ``workbench/cli.py`` (a ``RecordError`` or
``OutputError`` carries ``field``, which the command line maps to its option). The import
contract in pyproject.toml keeps ``argparse`` out of the core; this test keeps ``--option``
out of the core's strings (docstrings and comments may still say which option a value
comes from).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "workbench" / "core"
OPTION = re.compile(r"(?<![\w-])--[a-z][a-z0-9-]*")

#: (file relative to workbench/core, option) -> why it stays
ALLOWED: dict[tuple[str, str], str] = {}


def _docstrings(tree: ast.Module) -> set[int]:
    """ids of the constant nodes that are docstrings."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def options_in_strings(path: Path) -> set[str]:
    """Option-like words (``--name``) in a module's string literals, docstrings left out."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree)
    words: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
            words |= set(OPTION.findall(node.value))
    return words


def test_core_strings_name_no_command_line_option() -> None:
    found = {
        (str(path.relative_to(CORE)), word)
        for path in sorted(CORE.rglob("*.py"))
        for word in options_in_strings(path)
    }
    assert found - set(ALLOWED) == set(), "name the input in words and give it a field"
    assert set(ALLOWED) - found == set(), "no longer there: drop it from ALLOWED"


def test_the_scan_sees_an_option_in_a_message(tmp_path: Path) -> None:
    module = tmp_path / "m.py"
    module.write_text(
        '"""Docstring: --json is fine here."""\n'
        'def f(x):\n    """--out too."""\n    raise ValueError(f"{x}: check --units")\n',
        encoding="utf-8",
    )
    assert options_in_strings(module) == {"--units"}
