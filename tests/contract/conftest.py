"""Run the command line in this process and read what it printed."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from workbench.cli import main

Run = Callable[..., tuple[int, Any, str]]


@pytest.fixture
def cli(capsys) -> Run:
    """``cli(*args)`` -> (exit code, the JSON printed (``None`` if not JSON), stderr)."""

    def run(*args: str) -> tuple[int, Any, str]:
        code = main(list(args))
        out, err = capsys.readouterr()
        try:
            data = json.loads(out)
        except ValueError:
            data = None
        return code, data, err

    return run
