"""Site commands of the window (add with the city asked for, rename, duplicate, delete with
a question) and View > Zoom (the whole window's text, remembered)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu, QMessageBox

if TYPE_CHECKING:
    pass


class SiteCommandsMixin:
    """Site commands and zoom of ``MainWindow``."""

    def ask_city(self, default: str | None) -> str | None:
        """The city of a new site (Cancel: None); ``default`` is chosen first (tests replace
        this)."""
        from PySide6.QtWidgets import QInputDialog

        cities = self.host.jurisdictions()
        names = [j.name for j in cities]
        ids = [j.id for j in cities]
        if not cities:
            return None
        start = ids.index(default) if default in ids else 0
        name, ok = QInputDialog.getItem(
            self, "Add site", "City whose ordinance applies to the new site:", names, start, False
        )
        return ids[names.index(name)] if ok and name in names else None

    def add_site(self, jid: str = "") -> None:
        """A new, empty site; asks for its city (default: the last one chosen) unless ``jid``
        names one (issue 22 item 10)."""
        if self.doc is None:
            return
        jurisdiction = jid or self.ask_city(self.settings.get("last_city"))
        if not jurisdiction:
            return
        self.settings["last_city"] = jurisdiction
        self._save_settings()
        from workbench.core.model import FORMAT, Scenario

        n = len(self.doc.sites()) + 1
        scenario = Scenario(format=FORMAT, name=f"New site {n}", jurisdiction=jurisdiction)
        site_id = self.doc.add_site(scenario, f"New site {n}")
        self.tree.rebuild(select=site_id)
        self.show_panel("site")

    def rename_current(self) -> None:
        found = self.tree.site_item(self.site_id) if self.site_id else None
        if found is not None:
            self.tree.editItem(found, 0)

    def duplicate_site(self, site_id: str | None) -> None:
        if self.doc is None or not site_id:
            return
        new_id = self.doc.duplicate_site(site_id)
        if new_id:
            self.tree.rebuild(select=new_id)

    def delete_site(self, site_id: str | None) -> None:
        if self.doc is None or not site_id:
            return
        site = self.doc.site(site_id)
        if site is None or not self.confirm_delete(site.name):
            return
        self.doc.remove_site(site_id)
        self.statusBar().showMessage(f"Deleted “{site.name}”. Undo with Ctrl+Z.", 8000)

    def confirm_delete(self, name: str) -> bool:
        """Ask before deleting a site (tests replace this)."""
        answer = QMessageBox.question(
            self,
            "Delete site",
            f"Delete the site “{name}” with its facts, events and forms?\n\n"
            "Edit > Undo (Ctrl+Z) brings it back.",
        )
        return answer == QMessageBox.StandardButton.Yes

    # ----------------------------------------------------------------- screen
    def fit_screen(self) -> None:
        """The window no larger than the screen's free area (a 1280x720 screen at 150 % is
        853x480 of the window's pixels), the project tree a quarter of it at most (N6)."""
        screen = self.screen()
        if screen is None:
            return
        free = screen.availableGeometry()
        width, height = min(self.width(), free.width()), min(self.height(), free.height())
        if (width, height) != (self.width(), self.height()):
            self.resize(width, height)
            self.move(free.topLeft())
        self.size_tree()

    def size_tree(self) -> None:
        """The project tree a quarter of the window's width, 180 to 300 pixels."""
        width = max(180, min(300, self.width() // 4))
        self.resizeDocks([self.tree_dock], [width], Qt.Orientation.Horizontal)

    # ----------------------------------------------------------------- zoom
    ZOOM_STEPS = (80, 90, 100, 110, 125, 150, 175, 200)

    def zoom(self, direction: int) -> None:
        """View > Zoom in (+1), out (-1) or reset (0): the whole window's text and the widgets
        sized by it, remembered for the next start (issue 22 item 16)."""
        current = int(self.settings.get("zoom_percent", 100))
        steps = self.ZOOM_STEPS
        if direction == 0:
            percent = 100
        elif direction > 0:
            percent = next((z for z in steps if z > current), steps[-1])
        else:
            percent = next((z for z in reversed(steps) if z < current), steps[0])
        self.apply_zoom(percent)
        self.settings["zoom_percent"] = percent
        self._save_settings()
        self.statusBar().showMessage(f"Zoom {percent}%", 3000)

    def apply_zoom(self, percent: int) -> None:
        """Every widget's text at ``percent`` of the normal size: the application font, then
        the style sheet set again (a styled widget keeps the font it was polished with, so the
        menus, tree and tabs stayed small: issue 42 N5), then the site shown again (table
        cells with a font of their own are made anew)."""
        from PySide6.QtWidgets import QApplication

        from workbench.ui.theme import stylesheet

        app = QApplication.instance()
        if app is None:
            return
        base = app.property("base_point_size")
        if base is None:
            base = app.font().pointSizeF()
            app.setProperty("base_point_size", base)
        font = app.font()
        font.setPointSizeF(float(base) * percent / 100)
        app.setFont(font)
        for menu in self.menuBar().findChildren(QMenu):  # menus are windows of their own
            menu.setFont(font)
        app.setStyleSheet(stylesheet(percent))
        site = self.current_site() if getattr(self, "doc", None) is not None else None
        if site is not None and getattr(self, "site_editor", None) is not None:
            self.site_editor.set_site(site)
            self._show_result(site)
