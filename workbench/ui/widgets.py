"""Small widgets shared by the panels: detail browsers with citation links, plot canvases,
tables with sensible defaults, status items."""

from __future__ import annotations

import html
import re
import sys
import threading
import warnings
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QUrl, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QStackedLayout,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QWidget,
)

from workbench.ui.theme import badge_html, citation_text, status_brush, status_colour, status_text

if TYPE_CHECKING:
    from matplotlib.figure import Figure

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
            "h3 { color:#1f3a5f; margin-bottom:2px } .hint { color:#5d6d7e }"
            " .flag { color:#9a5b00 }"
            " td { padding: 2px 8px 2px 0 } a { color:#1a5fb4 } li { margin-bottom: 3px }"
        )

    def set_detail(
        self, body: str, citations: Sequence[dict[str, Any]] = (), context: str = ""
    ) -> None:
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
    """The citations, each once (a rule may cite the same lines twice); links keep the
    index of the first occurrence."""
    items = []
    seen: set[str] = set()
    for i, c in enumerate(citations):
        key = f"{citation_text(c)}|{c.get('quote')}"
        if key in seen:
            continue
        seen.add(key)
        quote = esc(c.get("quote") or "")
        items.append(
            f"<li><a href='cite:{i}'>{esc(citation_text(c))}</a>"
            f"<br><span class='hint'>“{quote}”</span></li>"
        )
    return "<h3>Citations</h3><ul>" + "".join(items) + "</ul>"


#: an ambiguity's code at the start of a flag ("A-5/A-12: …"): for experts, in a tooltip
_FLAG_CODE = re.compile(r"^([A-Z]{1,4}-\d+[a-z]?(?:/[A-Z]{1,4}-\d+[a-z]?)*): ")


def bullet_list(items: Sequence[str], css: str = "", render: Callable[[str], str] = esc) -> str:
    """An HTML list; a flag's code moves from the text to the item's tooltip (item 14).
    ``render``: a text as HTML (escaped; ``result_panel.html_for_desktop`` names ids by their
    labels)."""
    if not items:
        return ""
    cls = f" class='{css}'" if css else ""
    out = []
    for text in items:
        code = _FLAG_CODE.match(text)
        if code:
            out.append(f"<li{cls} title='{esc(code.group(1))}'>{render(text[code.end() :])}</li>")
        else:
            out.append(f"<li{cls}>{render(text)}</li>")
    return "<ul>" + "".join(out) + "</ul>"


def status_heading(title: str, status: str | None) -> str:
    return f"<h3>{esc(title)}</h3><p>{badge_html(status)}</p>"


# --------------------------------------------------------------------------- charts
_BACKEND = "matplotlib.backends.backend_qtagg"


class _ChartBackend(QObject):
    """Imports matplotlib (about a second, with numpy) once, on a background thread, the first
    time a chart is asked for; canvases waiting for it draw when it arrives."""

    loaded = Signal(str)  # "" when matplotlib is ready, else the import error

    def __init__(self) -> None:
        super().__init__()
        self.error: str | None = None
        self._thread: threading.Thread | None = None

    def ready(self) -> bool:
        return _BACKEND in sys.modules and self._thread is None

    def loading(self) -> bool:
        return self._thread is not None

    def request(self) -> None:
        if self.ready() or self._thread is not None or self.error is not None:
            return
        self._thread = threading.Thread(target=self._load, name="matplotlib import", daemon=True)
        self._thread.start()

    def _load(self) -> None:  # background thread: imports only, no Qt object is made here
        try:
            import matplotlib.backends.backend_qtagg  # noqa: F401
            import matplotlib.figure  # noqa: F401
            import matplotlib.ticker  # noqa: F401
        except Exception as error:  # noqa: BLE001 - shown in place of the chart
            self.loaded.emit(f"{type(error).__name__}: {error}")
        else:
            self.loaded.emit("")

    def _finished(self, error: str) -> None:  # GUI thread (queued from the loader)
        thread, self._thread = self._thread, None
        if thread is not None:
            thread.join()
        self.error = error or None


_backend: _ChartBackend | None = None


def chart_backend() -> _ChartBackend:
    """The one loader (made on the GUI thread at the first chart)."""
    global _backend
    if _backend is None:
        _backend = _ChartBackend()
        _backend.loaded.connect(_backend._finished)
    return _backend


def charts_loading() -> bool:
    """True while matplotlib is being imported for a chart (screenshots wait for it)."""
    return _backend is not None and _backend.loading()


class PlotCanvas(QWidget):
    """A chart area: a short message, or a matplotlib figure drawn by a core plot function
    (``workbench.core.plots``) through ``draw_with(builder)``.

    matplotlib is not imported until the first chart is drawn, and then on a background
    thread: meanwhile the area says "Drawing the chart…". Messages are plain labels and never
    need matplotlib."""

    def __init__(
        self, width: float = 6.0, height: float = 3.4, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._size = (width, height)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(220)
        self._stack = QStackedLayout(self)
        self.label = QLabel()
        self.label.setObjectName("chart_message")
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setMargin(24)
        self.label.setStyleSheet("color: #5d6d7e; background: #ffffff; font-size: 10pt;")
        self._stack.addWidget(self.label)
        self.canvas: Any = None  # the FigureCanvasQTAgg, made at the first chart
        self._deferred: Callable[[Figure], Any] | None = None
        self._waiting = False  # for matplotlib to arrive

    @property
    def figure(self) -> Figure | None:
        """The figure of the last chart drawn (None before the first one)."""
        return self.canvas.figure if self.canvas is not None else None

    def draw_with(self, builder: Callable[[Figure], Any]) -> None:
        """Draw now when visible, else when first shown (drawing hidden charts is wasted time)."""
        self._deferred = builder
        if self.isVisible():
            self._draw_deferred()

    def _draw_deferred(self) -> None:
        if self._deferred is None:
            return
        backend = chart_backend()
        if not backend.ready():
            if backend.error is not None:
                self._deferred = None
                self._show_text(f"Charts are not available: {backend.error}")
                return
            self._show_text("Drawing the chart…")
            if not self._waiting:
                self._waiting = True
                backend.loaded.connect(self._backend_loaded)
            backend.request()
            return
        builder, self._deferred = self._deferred, None
        canvas = self._ensure_canvas()
        canvas.figure.clear()
        builder(canvas.figure)
        self._stack.setCurrentWidget(canvas)
        canvas.draw_idle()

    def _backend_loaded(self, _error: str) -> None:
        self._waiting = False
        try:
            chart_backend().loaded.disconnect(self._backend_loaded)
        except (RuntimeError, TypeError):
            pass
        if self.isVisible():
            self._draw_deferred()

    def _ensure_canvas(self) -> Any:
        if self.canvas is None:
            from matplotlib.backends.backend_qtagg import FigureCanvasQTAgg
            from matplotlib.figure import Figure

            figure = Figure(figsize=self._size, dpi=100, layout="constrained")
            self.canvas = FigureCanvasQTAgg(figure)
            self.canvas.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
            self._stack.addWidget(self.canvas)
        return self.canvas

    def flush(self) -> None:
        """Draw what was asked for while hidden (the main window calls this on a tab change)."""
        if self._deferred is not None:
            self._draw_deferred()

    def pending(self) -> bool:
        """A chart was asked for and is not drawn yet."""
        return self._deferred is not None

    def message(self, text: str) -> None:
        """A short text in place of a chart (no matplotlib needed)."""
        self._deferred = None
        self._show_text(text)

    def _show_text(self, text: str) -> None:
        self.label.setText(text)
        self._stack.setCurrentWidget(self.label)


def make_table(
    headers: Sequence[str], stretch: int | None = None, parent: QWidget | None = None
) -> QTableWidget:
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


def item(
    text: Any, *, tooltip: str = "", align_right: bool = False, data: Any = None
) -> QTableWidgetItem:
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


def shrinkable(combo: QComboBox, chars: int = 16) -> QComboBox:
    """A choice box whose width does not follow its longest entry (a city's long event labels
    made the Deadlines panel wider than a 1280x720 screen at 150 %: issue 42 N6); the full
    entry shows in the open list."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(chars)
    return combo


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
