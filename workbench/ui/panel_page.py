"""A tab's page in the main window: the panel in a scroll area (issue 42 N6)."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class PanelPage(QScrollArea):
    """A tab's page: the panel, scrolled when the window is smaller than the panel can be
    (a 1280x720 screen at 150 % leaves 853x480: issue 42 N6); at any larger size the panel
    fills the page and no scroll bar shows."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.setObjectName(f"page_{panel.objectName().removeprefix('panel_')}")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setWidget(panel)


def page_of(panel: QWidget) -> QWidget:
    """The tab page holding ``panel`` (the panel itself while it has none)."""
    holder = panel.parentWidget()
    page = holder.parentWidget() if holder is not None else None
    return page if isinstance(page, PanelPage) else panel


def panel_in(page: QWidget | None) -> QWidget | None:
    """The panel a tab page shows."""
    return page.widget() if isinstance(page, PanelPage) else page
