"""``workbench screenshot --out DIR [FILE]``: render each panel offscreen to a PNG, then the
new-project flow (``new_project.png``, ``new_site.png``); ``audit`` checks figures for truncation.

Used by the tests and for the README's pictures. Runs with the offscreen Qt platform unless
another one is set, so it works without a display.
"""

from __future__ import annotations

import os
import re
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
    if os.environ.get("WORKBENCH_SCREENSHOT_FIT"):  # the window as it opens on this screen
        window.show()  # (a 1280x720 screen at 150 %: see docs/DESKTOP.md)
        window.fit_screen()
    else:
        window.resize(*SIZE)
        window.show()
        window.size_tree()
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


def capture_new_project(window: Any, out: Path) -> list[Path]:
    """The new-project flow: File > New (an empty project), then Add site in the city asked
    for (the last used, else the first) and the Site panel it opens."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()

    def settle() -> None:
        for _ in range(3):
            app.processEvents()
        window.wait_idle(60)

    written = []
    window.viewer_dock.setVisible(False)
    window.new_project()
    window.show_panel("site")
    settle()
    for name in ("new_project", "new_site"):
        if name == "new_site":
            window.ask_city = lambda default: default or window.host.jurisdictions()[0].id
            window.add_site("")
            settle()
        path = out / f"{name}.png"
        window.grab().save(str(path))
        written.append(path)
    return written


#: text that is a figure (a number, an amount, a date or a time): never shown cut off
_FIGURE = re.compile(r"[\d\s,.$%:/+-]*\d[\d\s,.$%:/+-]*")


def truncated(root: Any) -> list[str]:
    """Every visible input or table cell under ``root`` whose figure is wider than its box
    (``QFontMetrics`` width of the text against the room the widget gives it)."""
    from PySide6.QtGui import QFontMetrics
    from PySide6.QtWidgets import QLineEdit, QStyle, QTableWidget

    found = []
    for edit in root.findChildren(QLineEdit):
        text = edit.text()
        if not edit.isVisible() or not _FIGURE.fullmatch(text):
            continue
        frame = edit.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, edit)
        margins = edit.textMargins()
        room = edit.width() - 2 * frame - margins.left() - margins.right() - 4
        need = edit.fontMetrics().horizontalAdvance(text)
        if need > room:
            found.append(
                f"{edit.objectName() or edit.accessibleName()}: '{text}' {need} > {room} px"
            )
    for table in root.findChildren(QTableWidget):
        if not table.isVisible():
            continue
        for r in range(table.rowCount()):
            for c in range(table.columnCount()):
                cell = table.item(r, c)
                if cell is None or not _FIGURE.fullmatch(cell.text()):
                    continue
                rect = table.visualItemRect(cell)
                metrics = QFontMetrics(cell.font())
                need = metrics.horizontalAdvance(cell.text())
                if rect.width() and need > rect.width() - 6:  # Qt: 3 px each side
                    found.append(
                        f"{table.objectName()}[{r},{c}]: '{cell.text()}' {need} > "
                        f"{rect.width() - 6} px"
                    )
    return found


def audit(window: Any, size: tuple[int, int], out: Path | None = None) -> dict[str, list[str]]:
    """Show each panel at ``size`` (logical pixels) and list its truncated figures; with
    ``out``, also save each panel as ``<key>-<w>x<h>.png`` there."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    window.resize(*size)
    window.show()
    problems = {}
    for key in SHOTS:
        window.show_panel(key)
        for _ in range(3):
            app.processEvents()
        window.wait_idle(60)
        app.processEvents()
        if out is not None:
            out.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(out / f"{key}-{size[0]}x{size[1]}.png"))
        problems[key] = truncated(window.panels[key])
    return problems


def _show_a_flip(window: Any, settle: Any) -> None:
    """Run the what-if on the sites in turn until one shows a city's threshold flipping."""
    start = window.site_id
    for site in window.doc.sites()[:6]:
        window.select_site(site.id)
        settle()
        what_if = window.compare.what_if
        what_if.steps.setValue(SWEEP_STEPS)
        what_if.start_sweep()
        settle()
        flipping = what_if.flipping_categories()
        if flipping:
            what_if.category.setCurrentIndex(what_if.category.findData(flipping[0]))
            settle()
            return
    window.select_site(start)
    window.compare.what_if.start_sweep()
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
    written += capture_new_project(window, out)
    window.close()
    for path in written:
        print(path)
    return 0
