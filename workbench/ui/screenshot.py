"""``workbench screenshot --out DIR [FILE]``: render each panel offscreen to a PNG.

Used by the tests and for the README's pictures. Runs with the offscreen Qt platform unless
another one is set, so it works without a display.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

SHOTS = ("site", "applicability", "sizing", "deadlines", "penalties", "forms", "compare", "plugins")
SIZE = (1600, 1000)
SWEEP_STEPS = 13


def capture(window: Any, out: Path) -> list[Path]:
    """Grab the main window once per panel (plus ``main.png``); returns the files written."""
    from PySide6.QtWidgets import QApplication

    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance()
    window.resize(*SIZE)
    window.show()
    written = []

    def settle() -> None:
        # the plugins, the project, evaluations and charts all arrive in the background
        for _ in range(3):
            app.processEvents()
        window.wait_idle(60)
        for _ in range(3):
            app.processEvents()

    settle()
    _prepare(window)
    settle()
    window.show_panel("applicability")
    settle()
    path = out / "main.png"
    window.grab().save(str(path))
    written.append(path)
    for key in SHOTS:
        # main.png shows the ordinance viewer; the panel shots give the panel the room
        window.viewer_dock.setVisible(False)
        window.show_panel(key)
        settle()
        if key == "compare" and window.current_site() is not None:
            _show_a_flip(window, settle)
        path = out / f"{key}.png"
        window.grab().save(str(path))
        written.append(path)
    return written


def _show_a_flip(window: Any, settle: Any) -> None:
    """Run the what-if on the sites in turn until one shows a city's threshold flipping."""
    start = window.site_id
    for site in window.doc.sites()[:6]:
        window.select_site(site.id)
        settle()
        window.compare.steps.setValue(SWEEP_STEPS)
        window.compare.start_sweep()
        settle()
        flipping = window.compare.flipping_categories()
        if flipping:
            window.compare.category.setCurrentIndex(window.compare.category.findData(flipping[0]))
            settle()
            return
    window.select_site(start)
    window.compare.start_sweep()
    settle()


def _prepare(window: Any) -> None:
    """Show something in every panel: open the first citation, pick a site with results."""
    site = window.current_site()
    if site is None:
        return
    items = window.applicability.finding_items()
    applies = [i for i in items.values() if i.data(1, 0x0100) == "applies"]
    if applies:
        window.applicability.tree.setCurrentItem(applies[0])
    window.applicability.detail.activate_citation(0)


def run(args: Any) -> int:
    """CLI entry: ``args.out`` folder, ``args.file`` optional project or scenario."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from workbench.ui.app import application, build_window

    out = Path(args.out)
    file = getattr(args, "file", None)
    if file and not Path(file).exists():
        import sys

        sys.stderr.write(f"error: {file}: no such file\n")
        return 2
    application()
    window = build_window(path=file)
    window.maybe_save = lambda: True  # type: ignore[method-assign]
    written = capture(window, out)
    window.close()
    for path in written:
        print(path)
    return 0
