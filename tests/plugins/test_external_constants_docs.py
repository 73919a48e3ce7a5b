"""Issue 39: docs/cities/<city>.md lists every external constant of the city's sizing tools and
screens (value, source, default or input, why) in its "External constants" section."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from workbench.core.plugins.host import load_host

ROOT = Path(__file__).resolve().parents[2]
HEADING = "## External constants: value, source, default or input (issue 39)"


def section(city: str) -> str:
    text = (ROOT / "docs" / "cities" / f"{city}.md").read_text()
    assert HEADING in text, f"{city}.md has no external constants section"
    rest = text.split(HEADING, 1)[1]
    return rest.split("\n## ", 1)[0]


@pytest.mark.parametrize("city", ["livingston", "del_mar", "soledad"])
def test_every_parameter_is_listed_with_default_or_input(city):
    body = section(city)
    for pid in load_host().parameters(city):
        # a numbered family (wmz_1 .. wmz_10) is listed by its first and last member
        family = re.sub(r"_\d+$", "_1", pid)
        assert f"`{pid}`" in body or f"`{family}`" in body, f"{city}: {pid} not listed"
    rows = [line for line in body.splitlines() if line.startswith("| `")]
    assert rows and all(("default" in r or "input" in r or "built in" in r) for r in rows)
