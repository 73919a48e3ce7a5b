"""Issue 22 items 4 and 5: every panel at 1280x720, 1920x1080 and at 150% screen scale shows
no figure cut off (no input or table cell whose text is wider than its box, by
``QFontMetrics``), and the Deadlines table keeps what is due readable."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QScrollArea

from tests.ui.conftest import make_window, wait_evaluated
from workbench.ui.screenshot import audit

pytestmark = pytest.mark.filterwarnings("ignore:constrained_layout not applied")

ROOT = Path(__file__).resolve().parents[2]

#: the run in a subprocess (QT_SCALE_FACTOR is read when the application starts)
AUDIT = """
import json, sys
from pathlib import Path
from workbench.core.demo import demo_project
from workbench.core.plugins.host import load_host
from workbench.ui.app import application
from workbench.ui.main_window import MainWindow
from workbench.ui.screenshot import audit
from tests.ui.test_readable import big_figures

application()
window = MainWindow(load_host(), demo_project())
window.maybe_save = lambda: True
window.wait_idle(60)
big_figures(window)
window.wait_idle(60)
out = Path(sys.argv[1])
problems = audit(window, (1280, 720), out)
print(json.dumps(problems))
window.close()
"""


def big_figures(window):
    """Large figures in the current site's widest fields (what narrow boxes cut off)."""
    site = window.current_site()

    def change(s):
        s.site.parcel_area_sqft = 1_234_567
        s.site.disturbed_area_sqft = 987_654.5
        s.site.existing_impervious_sqft = 26_000_000

    window.doc.edit_scenario(site.id, change, "large figures")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_no_figure_is_cut_off(qtbot, host, tmp_path, size):
    window = make_window(qtbot, host)
    wait_evaluated(qtbot, window)
    big_figures(window)
    wait_evaluated(qtbot, window)
    assert window.site_editor.rows[("site", "parcel_area_sqft")].editor.text() == "1,234,567"
    problems = audit(window, size, tmp_path)
    assert {k: v for k, v in problems.items() if v} == {}
    assert (tmp_path / f"site-{size[0]}x{size[1]}.png").exists()
    window.show_panel("site")
    qtbot.wait(50)
    scroll = window.site_editor.findChild(QScrollArea)
    assert not scroll.horizontalScrollBar().isVisible()  # the Site panel fits its width
    window.runner.shutdown()


def test_the_deadline_column_keeps_its_room(qtbot, host):
    window = make_window(qtbot, host)
    wait_evaluated(qtbot, window)
    window.show_panel("deadlines")
    table = window.deadlines.due
    assert table.rowCount() > 0
    for width in (1280, 1366, 1600, 1680, 1920):
        window.resize(width, 900)
        qtbot.wait(50)
        deadline = table.columnWidth(2)
        assert deadline >= 220, (width, deadline)
        assert deadline >= max(table.columnWidth(3), table.columnWidth(4)), width
    window.runner.shutdown()


def test_no_figure_is_cut_off_at_150_percent_scale(tmp_path):
    env = dict(os.environ, QT_SCALE_FACTOR="1.5", QT_QPA_PLATFORM="offscreen")
    env["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", AUDIT, str(tmp_path)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=600,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    problems = json.loads(done.stdout.strip().splitlines()[-1])
    assert {k: v for k, v in problems.items() if v} == {}
    assert (tmp_path / "site-1280x720.png").exists()
