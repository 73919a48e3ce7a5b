"""Small widgets shared by the panels: detail browsers with citation links, plot canvases,
tables with sensible defaults, status items."""

from __future__ import annotations

import html
import warnings
from collections.abc import Callable, Sequence
from typing import Any

from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
from matplotlib.figure import Figure
from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QWidget,
)

from workbench.ui.theme import badge_html, citation_text, status_brush, status_colour, status_text

# A canvas drawn while its panel is hidden (zero size) is redrawn when shown; not a problem.
warnings.filterwarnings("ignore", message="constrained_layout not applied")


def esc(value: Any) -> str:
    return html.escape(str(value))


class DetailBrowser(QTextBrowser):
    """Rich text detail pane; ``cite:N`` links open citation N in the ordinance viewer."""

    citationActivated = Signal(dict, str)  # citation, context title

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        self.anchorClicked.connect(self._anchor)
        self._citations: list[dict[str, Any]] = []
        self._context = ""
        self.document().setDefaultStyleSheet(
            "h3 { color:#1f3a5f; margin-bottom:2px } .hint { color:#5d6d7e } .flag { color:#9a5b00 }"
            " td { padding: 2px 8px 2px 0 } a { color:#1a5fb4 } li { margin-bottom: 3px }")

    def set_detail(self, body: str, citations: Sequence[dict[str, Any]] = (), context: str = "") -> None:
        self._citations = list(citations)
        self._context = context
        self.setHtml(body + (citations_block(self._citations) if citations else ""))

    def _anchor(self, url: QUrl) -> None:
        text = url.toString()
        if text.startswith("cite:"):
            index = int(text.split(":", 1)[1])
            if 0 <= index < len(self._citations):
                self.citationActivated.emit(self._citations[index], self._context)

    def activate_citation(self, index: int = 0) -> None:
        """Open a citation as if its link was clicked (used by keyboard users and tests)."""
        if 0 <= index < len(self._citations):
            self.citationActivated.emit(self._citations[index], self._context)


def citations_block(citations: Sequence[dict[str, Any]]) -> str:
    items = []
    for i, c in enumerate(citations):
        quote = esc(c.get("quote") or "")
        items.append(f"<li><a href='cite:{i}'>{esc(citation_text(c))}</a>"
                     f"<br><span class='hint'>“{quote}”</span></li>")
    return "<h3>Citations</h3><ul>" + "".join(items) + "</ul>"


def bullet_list(items: Sequence[str], css: str = "") -> str:
    if not items:
        return ""
    cls = f" class='{css}'" if css else ""
    return "<ul>" + "".join(f"<li{cls}>{esc(i)}</li>" for i in items) + "</ul>"


def status_heading(title: str, status: str | None) -> str:
    return f"<h3>{esc(title)}</h3><p>{badge_html(status)}</p>"


class PlotCanvas(FigureCanvasQTAgg):
    """A matplotlib canvas; ``draw_with(builder)`` clears the figure and lets a core plot
    function (``workbench.core.plots``) draw into it."""

    def __init__(self, width: float = 6.0, height: float = 3.4, parent: QWidget | None = None) -> None:
        self.figure = Figure(figsize=(width, height), dpi=100, layout="constrained")
        super().__init__(self.figure)
        self.setParent(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(220)

        self._deferred: Callable[[Figure], Any] | None = None

    def draw_with(self, builder: Callable[[Figure], Any]) -> None:
        """Draw now when visible, else when first shown (drawing hidden charts is wasted time)."""
        self._deferred = builder
        if self.isVisible():
            self._draw_deferred()

    def _draw_deferred(self) -> None:
        builder, self._deferred = self._deferred, None
        if builder is None:
            return
        self.figure.clear()
        builder(self.figure)
        self.draw_idle()

    def flush(self) -> None:
        """Draw what was asked for while hidden (the main window calls this on a tab change)."""
        if self._deferred is not None:
            self._draw_deferred()

    def message(self, text: str) -> None:
        def build(fig: Figure) -> None:
            ax = fig.add_subplot()
            ax.axis("off")
            ax.text(0.5, 0.5, text, ha="center", va="center", color="#5d6d7e", fontsize=10, wrap=True)

        self.draw_with(build)


def make_table(headers: Sequence[str], stretch: int | None = None, parent: QWidget | None = None) -> QTableWidget:
    table = QTableWidget(0, len(headers), parent)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setAlternatingRowColors(True)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(True)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    if stretch is not None:
        header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    header.setHighlightSections(False)
    return table


def item(text: Any, *, tooltip: str = "", align_right: bool = False, data: Any = None) -> QTableWidgetItem:
    cell = QTableWidgetItem("" if text is None else str(text))
    if tooltip:
        cell.setToolTip(tooltip)
    if align_right:
        cell.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if data is not None:
        cell.setData(Qt.ItemDataRole.UserRole, data)
    return cell


def status_item(status: str | None) -> QTableWidgetItem:
    cell = QTableWidgetItem(status_text(status))
    cell.setBackground(status_brush(status))
    cell.setForeground(status_colour(status))
    font = cell.font()
    font.setBold(True)
    cell.setFont(font)
    cell.setData(Qt.ItemDataRole.UserRole + 1, status)
    return cell


def hint_label(text: str = "", wrap: bool = True) -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "hint")
    label.setWordWrap(wrap)
    return label


def title_label(text: str = "") -> QLabel:
    label = QLabel(text)
    label.setProperty("role", "title")
    label.setWordWrap(True)  # long site and form names must not widen the window
    return label
