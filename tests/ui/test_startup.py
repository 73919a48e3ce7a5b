"""Progressive startup (issue 9): the window opens at once with the demo project's sites listed,
and the plugins, the scenarios, the panels and the charts arrive without blocking it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from tests.ui import fake_city
from tests.ui.conftest import EVAL_TIMEOUT_MS, wait_evaluated
from workbench.core.demo import DEMO_NAME, demo_listing

pytestmark = pytest.mark.filterwarnings("ignore:constrained_layout not applied")
ROOT = Path(__file__).resolve().parents[2]
HEAVY = (
    "matplotlib",
    "numpy",
    "pydantic",
    "holidays",
    "workbench.core.model",
    "workbench.core.evaluate",
    "workbench.core.plugins.host",
    "plugins.soledad",
)

FIRST_PAINT = textwrap.dedent("""
    import json, sys
    from workbench.ui.app import application, build_window
    from workbench.ui.startup import LoadingPage

    app = application()
    window = build_window()
    seen = {}

    def painted():  # during the window's first paint
        seen["heavy"] = sorted(m for m in HEAVY if m in sys.modules)
        seen["listed"] = window.tree.pending_names()
        seen["loaded"] = window.is_loaded()
        seen["pages"] = [
            type(window.tabs.widget(i)) is LoadingPage for i in range(window.tabs.count())
        ]
        seen["status"] = window.eval_status.text()

    window.tree.firstPainted.connect(painted)
    window.show()
    assert window.wait_idle(60), "the plugins and the project did not load"
    seen["sites"] = [site.name for site in window.doc.sites()]
    seen["matplotlib_before_a_chart"] = "matplotlib" in sys.modules
    window.show_panel("sizing")
    for _ in range(5):
        app.processEvents()
    canvas = window.sizing.canvas
    seen["while_drawing"] = canvas.label.text() if canvas.pending() else None
    assert window.wait_idle(60), "the chart was not drawn"
    seen["drawn"] = bool(canvas.figure is not None and canvas.figure.axes)
    print(json.dumps(seen))
    window.runner.shutdown()
""")


def test_the_window_is_painted_with_the_demo_sites_before_anything_heavy_is_imported():
    code = f"HEAVY = {HEAVY!r}\n" + FIRST_PAINT
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=180
    )
    assert proc.returncode == 0, proc.stderr[-2000:]
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    names = [name for name, _jid in demo_listing()]
    assert (
        seen["listed"] == names and len(names) >= 1
    )  # the demo sites, in the tree, at the first paint
    assert (
        seen["heavy"] == []
    )  # no matplotlib, numpy, pydantic, holidays, evaluation core or plugin yet
    assert not seen["loaded"] and all(seen["pages"]) and "Loading city plugins" in seen["status"]
    assert seen["sites"] == names  # then the real project, with the same sites
    assert not seen["matplotlib_before_a_chart"]  # matplotlib waits for the first chart
    assert seen["while_drawing"] in (None, "Drawing the chart…")
    assert seen["drawn"]


def _progressive_window(qtbot):
    from workbench.ui.app import application, build_window

    application()
    window = build_window()
    window.ask_unsaved = lambda: QMessageBox.StandardButton.Discard  # never a modal dialog in tests
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    return window


def test_progressive_startup_loads_the_demo_and_evaluates(qtbot):
    window = _progressive_window(qtbot)
    assert window.tree.pending_names() == [name for name, _jid in demo_listing()]
    assert (
        not window.is_loaded()
        and not window.save_action.isEnabled()
        and not window.report_action.isEnabled()
    )
    window.runner.cancel()  # Esc ("cancel running work") must not stop the plugins loading
    qtbot.waitUntil(window.is_loaded, timeout=EVAL_TIMEOUT_MS)
    assert window.doc.name == DEMO_NAME and window.windowTitle().startswith(DEMO_NAME)
    assert window.tree.pending_names() == []
    assert window.save_action.isEnabled() and window.report_action.isEnabled()
    assert [window.tabs.widget(i).widget() for i in range(window.tabs.count())] == list(
        window.panels.values()
    )  # each panel in its page (a scroll area: issue 42 N6)
    assert "cities loaded" in window.plugin_status.text()
    wait_evaluated(qtbot, window)
    assert window.applicability.finding_items()
    window.runner.shutdown()


def test_a_broken_plugin_is_reported_after_a_progressive_start(qtbot, monkeypatch):
    import workbench.core.plugins.host as host_module

    real = host_module.load_host

    def with_broken(**kwargs):
        host = real(**kwargs)
        host.register(fake_city.BrokenPlugin(), "broken_city")
        return host

    monkeypatch.setattr(host_module, "load_host", with_broken)
    window = _progressive_window(qtbot)
    qtbot.waitUntil(window.is_loaded, timeout=EVAL_TIMEOUT_MS)
    wait_evaluated(qtbot, window)
    assert window.applicability.result is not None  # the working cities still evaluate
    assert "1 plugin problem" in window.plugin_status.text()
    table = window.plugins.table
    rows = {table.item(r, 0).text(): r for r in range(table.rowCount())}
    assert "broken" in table.item(rows["broken_city"], 1).text()
    window.runner.shutdown()


def test_the_window_opens_even_when_loading_the_plugins_fails(qtbot, monkeypatch):
    import workbench.core.plugins.host as host_module

    def failing(**_kwargs):
        raise RuntimeError("plugin discovery exploded")

    monkeypatch.setattr(host_module, "load_host", failing)
    window = _progressive_window(qtbot)
    qtbot.waitUntil(window.is_loaded, timeout=EVAL_TIMEOUT_MS)
    assert "plugin problem" in window.plugin_status.text()
    table = window.plugins.table
    assert any(
        "plugin discovery exploded" in table.item(r, 7).text() for r in range(table.rowCount())
    )
    assert [s.name for s in window.doc.sites()] == [name for name, _jid in demo_listing()]
    qtbot.waitUntil(lambda: window.applicability.error is not None, timeout=EVAL_TIMEOUT_MS)
    window.runner.shutdown()


def test_a_failing_startup_says_so_instead_of_loading_forever(qtbot, monkeypatch):
    import workbench.ui.startup as startup

    def broken(_progress, _read_project):
        raise SyntaxError("invalid syntax (panels.py, line 12)")

    monkeypatch.setattr(startup, "startup_work", broken)
    window = _progressive_window(qtbot)
    qtbot.waitUntil(lambda: window.startup_error is not None, timeout=EVAL_TIMEOUT_MS)
    assert not window.wait_loaded(1) and not window.is_loaded()
    page = window.tabs.currentWidget()
    assert isinstance(page, startup.LoadingPage)
    assert "could not start" in page.heading.text() and "panels.py, line 12" in page.text.text()
    assert "could not start" in window.eval_status.text()
    window.runner.shutdown()


def test_many_calls_returning_none_do_not_abort_the_interpreter():
    """PySide6 6.12.0 on Python 3.11 returns None without a reference from every void call;
    application() detects it and keeps None alive (see app.keep_none_alive)."""
    code = textwrap.dedent("""
        from PySide6.QtWidgets import QLabel
        from workbench.ui.app import application

        application()
        label = QLabel()
        for i in range(50_000):
            label.setText(str(i))  # each returns None
        print("alive")
    """)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=120
    )
    assert proc.returncode == 0 and proc.stdout.strip().endswith("alive"), proc.stderr[-1000:]
