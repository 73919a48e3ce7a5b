"""The PDF report and the plan-check summary name things by their labels (issue 22 item 14):
every text a rule writes (reasons, flags, steps, warnings, notes, arithmetic, missing facts,
form problems) reads through ``core/user_text``; the rule ids printed as references in small
type are broken for wrapping (``ident``) and are not texts."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from workbench.core.evaluate import evaluate
from workbench.core.model import SiteFacts
from workbench.core.plugins.host import load_host
from workbench.core.scenario import load
from workbench.core.user_text import glossary, ids_left
from workbench.outputs.report import site_part
from workbench.outputs.report_pdf import Images
from workbench.outputs.summary import site_html as summary_site_html

DEMOS = sorted((Path(__file__).resolve().parents[2] / "resources" / "demo").glob("*.json"))
_TAG = re.compile(r"<[^>]+>")


@pytest.fixture(scope="module")
def host() -> Any:
    return load_host()


def _sites() -> Iterator[tuple[str, Any]]:
    """Each demo site, and the same site with no facts (every rule asks for what it needs)."""
    for path in DEMOS:
        scenario = load(path)
        yield path.stem, scenario
        yield f"{path.stem}/no facts", scenario.model_copy(update={"site": SiteFacts()})


#: an id printed as a reference (``ident``: breakable after its underscores), not a text
_REFERENCE = re.compile(r"\S*\u200b\S*")


def _text(page: str) -> str:
    return _REFERENCE.sub(" ", html.unescape(_TAG.sub(" ", page.replace("<br/>", "\n"))))


def _left(host: Any, build: Any) -> dict[str, list[str]]:
    left: dict[str, list[str]] = {}
    for name, scenario in _sites():
        doc = evaluate(host, scenario, "all")
        for result in doc["results"]:
            words = glossary(host, result["jurisdiction"])
            one = {**doc, "results": [result]}
            found = ids_left(_text(build(name, scenario, one)), words)
            if found:
                left[f"{name} under {result['jurisdiction']}"] = found
    return left


def test_the_full_reports_texts_name_no_id(host: Any) -> None:
    def build(name: str, scenario: Any, doc: dict[str, Any]) -> str:
        return site_part(name, scenario, doc, Images(), host)

    assert _left(host, build) == {}


def test_the_summarys_texts_name_no_id(host: Any) -> None:
    def build(name: str, scenario: Any, doc: dict[str, Any]) -> str:
        return summary_site_html(doc, scenario, None, host=host)

    assert _left(host, build) == {}


def test_the_check_sees_a_raw_id_in_a_page(host: Any) -> None:
    """Not vacuous: a rule's text as written, printed raw, is found."""
    words = glossary(host, "signal_hill")
    page = "<td>&bull;&nbsp;site.conditions does not include 'industrial_park'</td>"
    assert ids_left(_text(page), words) == ["site.conditions", "industrial_park"]
