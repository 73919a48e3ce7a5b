"""Issue 38's check: ``workbench form --form CITY.FORM FILE --json`` in process, on a scenario
written to a file, and the warnings it reports."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from workbench.cli import main


def form_json(tmp_path: Path, capsys: Any, form: str, scenario: dict[str, Any]) -> dict[str, Any]:
    """The form's entry as ``workbench form --form FORM FILE --json`` prints it."""
    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"format": "workbench-scenario/1", **scenario}), encoding="utf-8")
    capsys.readouterr()
    assert main(["form", "--form", form, str(path), "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def warned(entry: dict[str, Any], line: int) -> list[str]:
    """The warnings' messages that cite ``line``."""
    return [
        w["message"]
        for w in entry["warnings"]
        if any(c.get("lines") and c["lines"][0] <= line <= c["lines"][1] for c in w["citations"])
    ]
