"""What would change this answer (issue 45): the core's would_change on findings,
classifications and gated sizing tools."""

from __future__ import annotations

from typing import Any

from workbench.core.evaluate import evaluate
from workbench.core.model import Scenario
from workbench.core.plugins.host import load_host
from workbench.core.would_change import citation_for

HOST = load_host()


def _livingston(site: dict[str, Any], explained: bool = True) -> dict[str, Any]:
    scenario = Scenario.model_validate(
        {
            "format": "workbench-scenario/1",
            "jurisdiction": "livingston",
            "as_of": "2025-06-01",
            "site": site,
        }
    )
    return evaluate(HOST, scenario, explained=explained)["results"][0]


def _finding(result: dict[str, Any], rule_id: str) -> dict[str, Any]:
    (found,) = [f for f in result["findings"] if f["rule_id"] == rule_id]
    return found


SMALL_SITE = {
    "new_impervious_sqft": 4000,
    "replaced_impervious_sqft": 0,
    "project_type": "new_development",
}


def test_L201_4000_created_1000_more_makes_it_a_regulated_project() -> None:
    """Livingston, 4,000 sq ft created and nothing replaced: 1,000 sq ft more created or
    replaced impervious surface makes the regulated-project finding apply (L201)."""
    regulated = _finding(_livingston(SMALL_SITE), "regulated_project")
    assert regulated["status"] == "does_not_apply"
    by_fact = {c["fact"]: c for c in regulated["would_change"] if c["becomes"] == "applies"}
    created = by_fact["site.new_impervious_sqft"]
    replaced = by_fact["site.replaced_impervious_sqft"]
    assert (created["current"], created["value"]) == (4000, 5000)
    assert (replaced["current"], replaced["value"]) == (0, 1000)
    for change in (created, replaced):
        assert change["line"] == "L201"
        assert change["threshold"] == 5000 and change["operator"] == ">="
        assert "create and/or replace 5,000 square feet" in change["citation"]["quote"]
        assert change["text"].startswith("1,000 sq ft more of created + replaced impervious")
        assert change["text"].endswith("makes it apply (L201)")


def test_L183_small_project_names_both_edges() -> None:
    """The small-project finding at 4,000 sq ft: 2,499 sq ft (below 2,500) and 5,000 sq ft
    (the band's end) each make it not apply, both cited to L183."""
    small = _finding(_livingston(SMALL_SITE), "small_project_site_design")
    assert small["status"] == "applies"
    created = {
        c["value"]: c for c in small["would_change"] if c["fact"] == "site.new_impervious_sqft"
    }
    assert set(created) == {2499, 5000}
    assert created[2499]["text"].startswith("1,501 sq ft less")
    assert "below 2,500 sq ft" in created[2499]["text"]
    assert "reaches 5,000 sq ft" in created[5000]["text"]
    for change in created.values():
        assert change["becomes"] == "does_not_apply"
        assert change["line"] == "L183"


def test_needs_info_names_the_value_that_decides_each_way() -> None:
    """A missing area: which value decides it each way (L159 'soil disturbance')."""
    bmps = _finding(_livingston({"new_impervious_sqft": 4000}), "construction_bmps")
    assert bmps["status"] == "needs_info"
    disturbed = {
        c["value"]: c["becomes"]
        for c in bmps["would_change"]
        if c["fact"] == "site.disturbed_area_sqft"
    }
    assert disturbed[1] == "applies"


def test_each_reported_change_gives_its_status() -> None:
    result = _livingston(SMALL_SITE)
    for index, finding in enumerate(result["findings"]):
        for change in finding["would_change"]:
            site = {**SMALL_SITE, change["fact"].removeprefix("site."): change["value"]}
            again = _livingston(site, explained=False)["findings"][index]
            assert again["status"] == change["becomes"], change["text"]


def test_opt_in_the_document_is_unchanged_without_explain() -> None:
    result = _livingston(SMALL_SITE, explained=False)
    assert all("would_change" not in f for f in result["findings"])
    assert all("would_change" not in c for c in result["classifications"])


def test_citation_for_the_quote_the_wording_quotes() -> None:
    citations = [
        {"lines": [183, 183], "quote": "between 2,500 square feet and 5,000 square feet"},
        {"lines": [201, 201], "quote": "5,000 square feet or more of impervious surface"},
    ]
    wording = "'create and/or replace 5,000 square feet or more of impervious surface' (L201)"
    assert citation_for(wording, citations)["lines"] == [201, 201]
    assert citation_for("the band ends (L183)", citations)["lines"] == [183, 183]
    assert citation_for("no line named", citations)["lines"] == [183, 183]
    assert citation_for("anything", []) is None


def test_compare_shows_each_city_nearest_threshold_for_the_demo_sites() -> None:
    """Compare (explained), every demo site: the state construction permit row gives, for each
    city, its nearest threshold side by side (the one-acre line of each ordinance, its line)."""
    import json

    from workbench.core.compare import compare
    from workbench.core.paths import resources_dir

    demos = sorted((resources_dir() / "demo").glob("*.json"))
    assert len(demos) == 4
    for demo in demos:
        scenario = Scenario.model_validate(json.loads(demo.read_text("utf-8")))
        doc = compare(HOST, scenario, explained=True)
        (row,) = [r for r in doc["categories"] if r["category"] == "construction_state_permit"]
        cells = row["by_jurisdiction"]
        assert set(cells) == {"del_mar", "livingston", "signal_hill", "soledad"}
        for jid, cell in cells.items():
            (nearest,) = cell["nearest"]
            assert nearest["fact"] == "site.disturbed_area_sqft", (demo.name, jid)
            assert nearest["value"] in (43_559, 43_560), (demo.name, jid)
            assert nearest["line"].startswith("L") and nearest["text"], (demo.name, jid)
