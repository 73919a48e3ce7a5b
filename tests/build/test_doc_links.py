"""Every relative link in the documentation points at a file the checkout has (issue 37: the
plugin guide pointed at CONTRACT.md, which lived outside the repository; it is
docs/CONTRACT.md now)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)\s#]+)(?:#[^)]*)?\)")


def _documents() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


def test_every_relative_link_resolves():
    broken = []
    for doc in _documents():
        for target in LINK.findall(doc.read_text("utf-8")):
            if "://" in target or target.startswith("mailto:"):
                continue
            if not (doc.parent / target).exists():
                broken.append(f"{doc.relative_to(ROOT)} -> {target}")
    assert broken == []


def test_the_contract_is_in_the_checkout():
    assert (ROOT / "docs" / "CONTRACT.md").is_file()
    guide = (ROOT / "docs" / "PLUGIN_GUIDE.md").read_text("utf-8")
    assert "[CONTRACT.md](CONTRACT.md)" in guide
