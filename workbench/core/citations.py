"""Verify that every citation's quote occurs within its lines of the ordinance text."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.paths import ordinance_dir, ordinance_lines
from workbench.core.plugins.host import CONTRIBUTIONS, Host
from workbench.core.rules import Citation

_SPACE = re.compile(r"\s+")
_QUOTES = str.maketrans(
    {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2013": "-", "\u2014": "-"}
)


def normalise(text: str) -> str:
    """Fold white space and typographic quotes so a quote may span a line break."""
    return _SPACE.sub(" ", text.translate(_QUOTES)).strip().lower()


@dataclass
class CitationProblem:
    jurisdiction: str
    kind: str
    item_id: str
    citation: Citation
    problem: str

    def __str__(self) -> str:
        c = self.citation
        lines = f"{c.lines[0]}-{c.lines[1]}" if c.lines else "-"
        return (
            f"{self.jurisdiction} {self.kind} {self.item_id}: {c.source} lines {lines}: "
            f"{self.problem}"
        )


def check_citation(citation: Citation, folder: Path | None = None) -> str | None:
    """None when the citation checks out, else what is wrong."""
    if citation.external:
        return (
            None
            if citation.source and citation.quote
            else "external citation without source or quote"
        )
    if not citation.quote.strip():
        return "empty quote"
    lines = ordinance_lines(citation.source, folder)
    if lines is None:
        return f"ordinance text {citation.source} not found in {folder or ordinance_dir()}"
    first, last = citation.lines or (0, 0)
    if first < 1 or last > len(lines) or first > last:
        return f"lines out of range (the text has {len(lines)} lines)"
    window = normalise(" ".join(lines[first - 1 : last]))
    if normalise(citation.quote) not in window:
        return f"quote not found in those lines: {citation.quote[:80]!r}"
    return None


def _citations_of(item: Any) -> list[Citation]:
    found = list(getattr(item, "citations", ()) or ())
    for f in getattr(item, "fields", ()) or ():
        found.extend(f.citations)
    for check in getattr(item, "checks", ()) or ():  # a form's own checks cite their lines
        found.extend(check.citations)
    return found


def check_all(host: Host, folder: Path | None = None) -> tuple[int, int, list[CitationProblem]]:
    """(ordinance citations checked, external citations listed, problems) over every plugin."""
    checked = externals = 0
    problems: list[CitationProblem] = []
    for jurisdiction in host.jurisdictions():
        if ordinance_lines(jurisdiction.source_file, folder) is None:
            problems.append(
                CitationProblem(
                    jurisdiction.id,
                    "jurisdiction",
                    jurisdiction.id,
                    Citation(jurisdiction.source_file, None, None, ""),
                    "ordinance text not found",
                )
            )
        for kind, _ in CONTRIBUTIONS.values():
            for item in host.descriptors(jurisdiction.id, kind):
                for citation in _citations_of(item):
                    if citation.external:
                        externals += 1
                    else:
                        checked += 1
                        if citation.source != jurisdiction.source_file:
                            problems.append(
                                CitationProblem(
                                    jurisdiction.id,
                                    kind,
                                    item.id,
                                    citation,
                                    f"cites {citation.source}, not this city's ordinance",
                                )
                            )
                            continue
                    problem = check_citation(citation, folder)
                    if problem:
                        problems.append(
                            CitationProblem(jurisdiction.id, kind, item.id, citation, problem)
                        )
    return checked, externals, problems
