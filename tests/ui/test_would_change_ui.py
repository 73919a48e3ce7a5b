"""What would change this (issue 45) where people look in the desktop: under each finding in
Applicability, each city's nearest threshold side by side in Compare, and the what-if offering
the facts would_change names. Real widgets on the demo project."""

from __future__ import annotations

from tests.ui.conftest import EVAL_TIMEOUT_MS, select_site


def test_applicability_shows_what_would_change_each_finding(qtbot, window) -> None:
    site = next(s for s in window.doc.sites() if s.scenario.jurisdiction == "livingston")
    select_site(qtbot, window, site)
    panel = window.applicability
    # the site in view is explained in the background once its result is shown
    qtbot.waitUntil(
        lambda: all("would_change" in f for f in panel.result["findings"]),
        timeout=EVAL_TIMEOUT_MS,
    )
    items = panel.finding_items()
    panel.tree.setCurrentItem(items["construction_general_permit"])
    text = panel.detail.toPlainText()
    assert "What would change this" in text
    assert "43,559" in text and "L31" in text


def test_compare_shows_each_city_nearest_threshold_and_the_what_if_offers_it(qtbot, window) -> None:
    window.show_panel("compare")
    panel = window.compare
    qtbot.waitUntil(
        lambda: (
            panel.data is not None
            and any(
                "nearest" in (cell or {})
                for entry in panel.data["categories"]
                for cell in entry["by_jurisdiction"].values()
            )
        ),
        timeout=EVAL_TIMEOUT_MS,
    )
    (row,) = [
        r
        for r in range(panel.table.rowCount())
        if panel.table.item(r, 1).toolTip() == "construction_state_permit"
    ]
    cells = [panel.table.item(row, c).text() for c in range(2, panel.table.columnCount())]
    assert len(cells) == 4
    for cell in cells:  # every city's nearest threshold, side by side
        assert "sq ft" in cell and "(L" in cell, cell
    assert "disturbed_area_sqft" in panel.what_if.offered()
    assert panel.what_if.field.currentData() == panel.what_if.offered()[0]
