"""The Sizing panel asks for the values a tool needs that have no default (Livingston issue 19
item 7: the WEF/ASCE regression constant of L287), stores what the user types in the project
and shows the result computed at once; driven through the real widgets."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.ui.conftest import EVAL_TIMEOUT_MS, select_site

pytestmark = pytest.mark.filterwarnings("ignore:constrained_layout not applied")

KEY = "livingston.wef_a_48h"


def _type(qtbot, editor, text):
    editor.setFocus()
    editor.selectAll()
    qtbot.keyClick(editor, Qt.Key.Key_Backspace)
    if text:
        qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)


def _show_tool(qtbot, window, tool_id):
    site = next(s for s in window.doc.sites() if s.jurisdiction == "livingston")
    select_site(qtbot, window, site)
    window.show_panel("sizing")
    panel = window.sizing
    panel.tools.setCurrentRow(_row(panel, tool_id))
    return panel


def _row(panel, tool_id):
    """The row of the tools list that shows ``tool_id`` (the first line of its tooltip)."""
    tools = panel.tools
    return next(
        r for r in range(tools.count()) if tools.item(r).toolTip().split("\n")[0] == tool_id
    )


def _entry(window, tool_id):
    """The tool's result the panel shows ({} while the site is evaluated again)."""
    sizing = (window.sizing.result or {}).get("sizing", [])
    return next((s for s in sizing if s["tool_id"] == tool_id), {})


def test_L287_the_sizing_panel_asks_for_the_wef_constant_and_computes_at_once(qtbot, window):
    panel = _show_tool(qtbot, window, "wef_asce_volume")
    assert panel.needs_box.isVisibleTo(panel)
    assert set(panel.need_inputs) == {"wef_a_12h", "wef_a_24h", "wef_a_48h", "wef_a_72h"}
    assert list(panel.need_rows)[0] == "wef_a_48h"  # the one asked for comes first
    label, _, state = panel.need_rows["wef_a_48h"]
    assert "48-hour drawdown" in label.text() and "Manual of Practice No. 23" in label.text()
    assert "table" in label.text()
    assert state.text() == "needed now"
    assert panel.need_rows["wef_a_12h"][2].text() == ""  # 12 h: not asked for
    assert _entry(window, "wef_asce_volume").get("status") == "needs_info"

    _type(qtbot, panel.need_inputs["wef_a_48h"], "1.3")  # a test value, not the manual's
    qtbot.waitUntil(
        lambda: _entry(window, "wef_asce_volume").get("status") == "applies",
        timeout=EVAL_TIMEOUT_MS,
    )
    assert window.current_site().scenario.parameters[KEY] == 1.3
    volume = _entry(window, "wef_asce_volume")["outputs"]["design_volume_cuft"]["value"]
    assert volume > 0
    shown = {
        panel.outputs.item(r, 0).toolTip(): panel.outputs.item(r, 1).text()
        for r in range(panel.outputs.rowCount())
    }
    assert shown["design_volume_cuft"].replace(",", "").startswith(str(int(volume))[:3])
    assert panel.need_inputs["wef_a_48h"].text() == "1.3"
    assert panel.need_rows["wef_a_48h"][2].text() == "given"

    window.doc.undo_stack.undo()  # one undo step, and the tool waits again
    qtbot.waitUntil(
        lambda: _entry(window, "wef_asce_volume").get("status") == "needs_info",
        timeout=EVAL_TIMEOUT_MS,
    )
    assert KEY not in window.current_site().scenario.parameters


def test_a_value_that_is_not_a_number_is_refused_in_one_line(qtbot, window):
    panel = _show_tool(qtbot, window, "wef_asce_volume")
    before = dict(window.current_site().scenario.parameters)
    _type(qtbot, panel.need_inputs["wef_a_48h"], "about 1.3")
    assert panel.needs_error.text() == "wef_a_48h: must be a number; not stored"
    assert window.current_site().scenario.parameters == before
    assert window.doc.undo_stack.count() == 0


def test_L351_the_tr55_coefficients_are_asked_for_on_the_sizing_panel(qtbot, window):
    panel = _show_tool(qtbot, window, "peak_flow_2yr_24hr")
    assert {f"tr55_{w}_c{k}" for w in ("pre", "post") for k in (0, 1, 2)} <= set(panel.need_inputs)
    assert "tr55_pond_factor" not in panel.need_inputs  # it has a default (1.0)
    label = panel.need_rows["tr55_pre_c0"][0].text()
    assert "TR-55" in label and "Type I" in label
    # the demo lacks the 2-year depth, which the tool asks for first: no coefficient yet
    assert panel.need_rows["tr55_pre_c0"][2].text() == ""


def test_a_tool_without_such_values_shows_no_box(qtbot, window):
    panel = _show_tool(qtbot, window, "flow_based")
    assert not panel.needs_box.isVisibleTo(panel)
