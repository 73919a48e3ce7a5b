"""Rule texts for a reader (core.user_text, issue 22 item 14): known ids become labels, nothing
else changes; and no text a result shows keeps a known id, under any city."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from workbench.core.evaluate import evaluate
from workbench.core.model import SiteFacts
from workbench.core.plugins.host import load_host
from workbench.core.scenario import load
from workbench.core.user_text import (
    Glossary,
    glossary,
    humanise,
    ids_left,
    readable,
    readable_html,
    readable_source,
)
from workbench.core.vocabulary import CORE_TERMS

DEMOS = sorted((Path(__file__).resolve().parents[2] / "resources" / "demo").glob("*.json"))


@pytest.fixture(scope="module")
def host() -> Any:
    return load_host()


@pytest.fixture(scope="module")
def signal_hill(host: Any) -> Glossary:
    return glossary(host, "signal_hill")


def test_a_quoted_term_of_the_city_reads_as_its_label(signal_hill: Glossary) -> None:
    text = readable("site.facility_types does not include 'industrial_park'", signal_hill)
    assert text == "“Facility types” does not include “Industrial park”"


def test_a_condition_and_the_field_it_goes_in(signal_hill: Glossary) -> None:
    text = readable("add 'lid_opt_in' to site.conditions to opt in, L522", signal_hill)
    assert text == (
        "add “An exempt development opts in to the LID requirements” to “Conditions” to opt "
        "in, L522"
    )


def test_a_value_after_its_field_reads_in_that_fields_terms(host: Any) -> None:
    """Land use "commercial" is not Del Mar's facility type "commercial"."""
    del_mar = glossary(host, "del_mar")
    assert readable("site.land_use = commercial: x", del_mar) == "“Land use” = “commercial”: x"
    assert readable("site.project_type = redevelopment", del_mar) == (
        "“Project type” = “redevelopment”"
    )
    facility = readable("facility_types commercial: y", del_mar)
    assert facility.startswith("“Facility types” “Non-residential facility or entity")
    assert "L159" not in facility  # a label's line reference stays in the Site panel


def test_unknown_and_unquoted_words_are_untouched(signal_hill: Glossary) -> None:
    for text in (
        "the restaurant is commercial",  # single words, not quoted: English
        "'manned' and 'unmanned' are not defined",  # quoted words nobody declared as terms
        "site design_volume_cuft = sum over the drainage areas",  # not a known id
        "see drainage_areas[0].runoff_coefficient",
        "'MS4' is not defined",
    ):
        assert readable(text, signal_hill) == text


def test_a_core_term_reads_as_its_label(host: Any) -> None:
    words = glossary(None, None)  # no city at all: fields and core terms only
    label = CORE_TERMS["activity"]["vehicle_washing"]
    assert readable("activity 'vehicle_washing' given", words) == f"activity “{label}” given"
    assert readable("fuel_dispensing", glossary(host, "signal_hill")) == (
        f"“{CORE_TERMS['activity']['fuel_dispensing']}”"
    )


def test_a_field_path_reads_as_the_site_panels_label(signal_hill: Glossary) -> None:
    assert readable("site.parcel_area_sqft is not given", signal_hill) == (
        f"“{humanise('parcel_area_sqft')}” is not given"
    )
    assert readable("rainfall.p85_24hr_in = 0.55 in", signal_hill) == (
        "“85th percentile 24-hr” = 0.55 in"
    )
    assert readable("slope_height_ft 8 ft > 5 ft", signal_hill) == "“Slope height” 8 ft > 5 ft"


def test_parameters_by_label_and_where_the_desktop_sets_them(host: Any) -> None:
    soledad = glossary(host, "soledad")
    label = host.parameters("soledad")["pcr_tier4_threshold_sqft"].label
    assert readable("parameter soledad.pcr_tier4_threshold_sqft is not set", soledad) == (
        f"parameter “{label}” is not set"
    )
    assert readable("parameters.soledad.pcr_tier4_threshold_sqft is not given", soledad) == (
        f"“{label}” is not given"
    )
    desktop = readable(
        "parameters.soledad.pcr_tier4_threshold_sqft is not given", soledad, desktop=True
    )
    assert desktop == (
        f"the parameter “{label}” (Site panel, Parameters table) has no accepted value"
    )


def test_descriptor_ids_read_as_titles(host: Any) -> None:
    soledad = glossary(host, "soledad")
    title = host.descriptor("soledad", "classification", "cgp_coverage").title
    assert readable("(see the classification cgp_coverage)", soledad) == (
        f"(see the classification “{title}”)"
    )


def test_reference_note_files_are_named_by_what_they_hold() -> None:
    assert readable_source("as listed in shared/reference/engineering_methods.md)") == (
        "as listed in the reference notes on engineering methods)"
    )
    assert readable_source("design_rainfall.md section 4") == (
        "the reference notes on design rainfall section 4"
    )


def test_html_keeps_each_id_in_a_tooltip_and_escapes_the_rest(signal_hill: Glossary) -> None:
    html = readable_html("<b> site.conditions 'lid_opt_in'", signal_hill)
    assert html.startswith("&lt;b&gt; <span title='site.conditions'>“Conditions”</span> ")
    assert "<span title='lid_opt_in'>“An exempt development" in html


# ------------------------------------------------------------ every text, every city, every demo
def _shown(result: dict[str, Any]) -> Iterator[str]:
    """Every rule text the desktop shows of one result (reasons, flags, notes, steps,
    warnings, penalty arithmetic and notes)."""
    yield from result["notes"]
    for entry in [*result["findings"], *result["classifications"]]:
        yield from entry["reasons"]
        yield from entry["flags"]
        yield from entry.get("vocabulary_notes", [])
    for tool in result["sizing"]:
        yield from tool["steps"]
        yield from tool["warnings"]
    for deadline in result["deadlines"]:
        yield from deadline.get("steps", [])
        yield from deadline.get("notes", [])
        yield from deadline.get("flags", [])
    for left in result.get("deadlines_left_out", []):
        yield left.get("reason", "")
    for penalty in result["penalties"]:
        yield from penalty.get("arithmetic", [])
        yield from penalty.get("factors", [])
        yield penalty.get("notes") or ""


def _sites() -> Iterator[tuple[str, Any]]:
    """Each demo site, and varied sites made from it: no facts at all (every rule asks for
    what it needs), and each project type on the demo's facts."""
    for path in DEMOS:
        scenario = load(path)
        yield path.stem, scenario
        yield f"{path.stem}/no facts", scenario.model_copy(update={"site": SiteFacts()})
        for kind in ("new_development", "road", "vacant_parcel", "existing_facility"):
            site = scenario.site.model_copy(update={"project_type": kind})
            yield f"{path.stem}/{kind}", scenario.model_copy(update={"site": site})


def test_no_text_keeps_a_known_id_under_any_city(host: Any) -> None:
    """Each site evaluated under every city (as Compare and a city switch do), every text the
    desktop shows read through the mechanism: no known term id, field path or parameter id
    is left."""
    words = {j.id: glossary(host, j.id) for j in host.jurisdictions()}
    left: dict[str, list[str]] = {}
    count = 0
    for name, scenario in _sites():
        for result in evaluate(host, scenario, "all")["results"]:
            jid = result["jurisdiction"]
            for text in _shown(result):
                count += 1
                shown = readable(text, words[jid], desktop=True)
                if ids_left(shown, words[jid]):
                    left.setdefault(f"{name} under {jid}", []).append(shown)
    assert count > 1000
    assert not left, left


def test_the_check_finds_what_a_raw_text_leaves(signal_hill: Glossary) -> None:
    """ids_left is not vacuous: the texts as the rules write them are caught."""
    assert ids_left("site.conditions does not include 'industrial_park'", signal_hill) == [
        "site.conditions",
        "industrial_park",
    ]
    assert ids_left("parameter state_cgp_threshold_sqft (external)", signal_hill) == [
        "state_cgp_threshold_sqft"
    ]
    assert ids_left("site.no_such_field", signal_hill) == ["site.no_such_field"]
    assert ids_left("the restaurant is commercial", signal_hill) == []


def test_a_labels_line_note_stays_in_the_site_panel(signal_hill: Glossary) -> None:
    text = readable("site.facility_types does not include 'street_or_road'", signal_hill)
    assert text == "“Facility types” does not include “Streets or roads within a larger project”"


def test_where_to_set_a_parameter_keeps_the_sentence_case(host: Any) -> None:
    soledad = glossary(host, "soledad")
    label = host.parameters("soledad")["pcr_tier4_threshold_sqft"].label
    text = readable(
        'not set; set it in the scenario\'s parameters as "soledad.pcr_tier4_threshold_sqft"',
        soledad,
        desktop=True,
    )
    assert text == f"not set; set it in the Site panel's Parameters table (“{label}”)"


def test_the_site_panels_labels_and_notes_name_no_id(host: Any) -> None:
    """Term labels (the checklists) and parameter labels and notes (the Parameters table)
    read through the mechanism: some quote ids ("use hazardous_release_discovered ...")."""
    left = []
    for city in host.jurisdictions():
        words = glossary(host, city.id)
        texts = [label for kind in host.vocabulary(city.id).values() for label in kind.values()]
        texts += [t for p in host.parameters(city.id).values() for t in (p.label, p.note)]
        left += [(city.id, t) for t in texts if ids_left(readable(t, words), words)]
    assert not left
