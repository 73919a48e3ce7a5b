"""Qt's side of the PDF reports: HTML laid out by ``QTextDocument`` on US Letter pages and
painted page by page onto a ``QPdfWriter``, with a running header and footer; plots drawn by
matplotlib (Agg) into images the documents show. No browser, no new dependency.

Qt needs a ``QGuiApplication``: when none exists one is created, on Linux and macOS with
``QT_QPA_PLATFORM=offscreen`` unless the variable is set. On Windows the native platform is
kept (it shows nothing, and Qt's offscreen platform there has no system fonts).
"""

from __future__ import annotations

import errno
import os
import shutil
import sys
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.atomic import commit_part, discard_part, new_part
from workbench.core.inputs import workbench_version
from workbench.outputs import OutputError, _write_error

# layout and the painting share one unit (text and images stay vector/full resolution)
DPI = 96
PAGE_W, PAGE_H = int(8.5 * DPI), int(11 * DPI)
MARGIN_X = int(0.75 * DPI)
MARGIN_TOP = int(0.85 * DPI)
MARGIN_BOTTOM = int(0.8 * DPI)
BODY_W, BODY_H = PAGE_W - 2 * MARGIN_X, PAGE_H - MARGIN_TOP - MARGIN_BOTTOM
PLOT_W = 560

FONT_FAMILIES = ["Segoe UI", "Helvetica", "Arial", "DejaVu Sans", "Liberation Sans"]

#: The reports' style. Tables keep Qt's separate cell borders (cellspacing 0: neighbouring
#: cells' borders meet in one light two-pixel rule): ``border-collapse: collapse`` drew the
#: same grid with one-pixel rules but made laying out and painting a report a third slower.
CSS = (
    """
body { color: #1a1a1a; }
h1 { font-size: 17pt; color: #1f3b5c; margin-top: 0px; margin-bottom: 4px; }
h2 { font-size: 13pt; color: #1f3b5c; margin-top: 14px; margin-bottom: 4px; }
h3 { font-size: 11pt; color: #1f3b5c; margin-top: 12px; margin-bottom: 4px; }
h4 { font-size: 9.5pt; color: #1a1a1a; margin-top: 10px; margin-bottom: 2px; }
h5 { font-size: 8.5pt; color: #1a1a1a; margin-top: 6px; margin-bottom: 2px; }
p { margin-top: 2px; margin-bottom: 4px; }
"""
    "table.grid { border-width: 1px; border-color: #c9d1da; border-style: solid; }\n"
    "table.grid th { background-color: #e8edf3; color: #1f3b5c; font-weight: bold; "
    "text-align: left; }\n"
    """table.grid td { vertical-align: top; }
table.kv td { vertical-align: top; }
.sub { color: #555555; font-size: 10pt; }
.small { font-size: 7.5pt; color: #333333; }
.muted { color: #666666; }
.quote { color: #333333; font-style: italic; }
.num { text-align: right; }
.flag { color: #7a4b00; }
.mono { font-family: 'DejaVu Sans Mono', 'Consolas', monospace; font-size: 7pt; }
.box { background-color: #f3f5f8; }
"""
)


# --------------------------------------------------------------------------- images
#: Pixels per inch of the plots: 150 prints sharp at the width they are shown (about 5.8 in)
#: and makes a third fewer pixels to draw, encode and embed than 200 did.
PLOT_DPI = 150
PLOT_SIZE_IN = (6.0, 3.6)
#: matplotlib settings of the report's plots: the title at the top of the axes (where it is
#: placed anyway when no tick labels are above them), not moved by measuring every tick
#: label's box first (about a tenth of drawing a plot).
PLOT_RC = {"axes.titley": 1.0}


class Images:
    """Images of matplotlib figures (QImage), registered in the QTextDocument by name."""

    def __init__(self) -> None:
        self.items: dict[str, Any] = {}

    def add(self, draw: Callable[[Any], Any], stem: str) -> str:
        """Draw an image and name it: ``draw(figure)`` on this thread's report figure
        (``_figure``), rendered by Agg straight into a QImage (the PDF writer re-encodes
        images itself: a PNG in between was encoded and decoded for nothing)."""
        from matplotlib import rc_context
        from matplotlib.backends.backend_agg import FigureCanvasAgg
        from PySide6.QtGui import QImage

        name = f"plot-{len(self.items)}-{stem}.png"
        with rc_context(PLOT_RC):  # type: ignore[arg-type]  # stubs list only known keys
            figure = _figure()
            draw(figure)
            canvas = FigureCanvasAgg(figure)
            canvas.draw()
        width, height = canvas.get_width_height(physical=True)
        pixels = bytes(canvas.buffer_rgba())
        # opaque (white face): RGB32, so the PDF writer stores no alpha mask beside the image
        # (converting makes a QImage that owns its pixels)
        self.items[name] = QImage(
            pixels, width, height, 4 * width, QImage.Format.Format_RGBA8888
        ).convertToFormat(QImage.Format.Format_RGB32)
        return name


_FIGURES = threading.local()


def _figure() -> Any:
    """This thread's figure for report plots, made once and drawn on again (each plot
    empties its axes first, ``plots.plot_axes``): a figure of ``PLOT_SIZE_IN`` without a
    layout engine (``plots.fixed_figure``)."""
    figure = getattr(_FIGURES, "figure", None)
    if figure is None:
        from workbench.core.plots import fixed_figure

        figure = fixed_figure(*PLOT_SIZE_IN)
        figure.set_dpi(PLOT_DPI)
        figure.set_facecolor("white")
        _FIGURES.figure = figure
    return figure


def _plot_img(images: Images, draw: Callable[[Any], Any], stem: str, width: int = PLOT_W) -> str:
    name = images.add(draw, stem)
    w, h = PLOT_SIZE_IN
    return (
        f'<p align="center" style="margin-top: 10px; margin-bottom: 6px;">'
        f'<img src="{name}" width="{width}" height="{int(width * h / w)}"/></p>'
    )


# --------------------------------------------------------------------------- Qt rendering
_APP: Any = None


def ensure_gui_app() -> Any:
    """The running QGuiApplication, or a new offscreen QApplication (see the module docstring)."""
    global _APP
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QGuiApplication

    app = QCoreApplication.instance()
    if app is None:
        if not sys.platform.startswith("win"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        try:  # a QApplication (a QGuiApplication that also allows widgets), so that the
            # desktop or pytest-qt can still show widgets later in the same process
            from PySide6.QtWidgets import QApplication

            _APP = app = QApplication(["workbench-report"])
        except ImportError:
            _APP = app = QGuiApplication(["workbench-report"])
    elif not isinstance(app, QGuiApplication):
        raise OutputError("the report needs a QGuiApplication, but a QCoreApplication is running")
    return app


def keep_headings_with_next(doc: Any) -> int:
    """Move a heading (h1-h6, or a run of them) that ends a page to the next page, so it stays
    with the text or table it introduces. Qt has no keep-with-next; this sets a page break
    before the heading after layout. Returns the number of breaks added."""
    from PySide6.QtGui import QTextCursor, QTextFormat

    layout = doc.documentLayout()
    added = 0
    first = doc.characterCount()  # where the first break was added
    chain_start = None
    block = doc.begin()
    while block.isValid():
        nxt = block.next()
        if block.blockFormat().headingLevel() > 0 and nxt.isValid():
            chain_start = chain_start if chain_start is not None else block
            if nxt.blockFormat().headingLevel() == 0:
                top = layout.blockBoundingRect(chain_start).top()
                page = int(top // BODY_H)
                at_page_top = top - page * BODY_H < 4
                if int(_first_line_top(layout, nxt) // BODY_H) > page and not at_page_top:
                    fmt = chain_start.blockFormat()
                    fmt.setPageBreakPolicy(
                        fmt.pageBreakPolicy() | QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
                    )
                    QTextCursor(chain_start).setBlockFormat(fmt)
                    first = min(first, chain_start.position())
                    added += 1
                chain_start = None
        else:
            chain_start = None
        block = nxt
    if added:  # incremental relayout after format changes can leave stale paint positions:
        # lay out again from the first heading moved on (what precedes it stays where it is)
        doc.markContentsDirty(first, doc.characterCount() - first)
    return added


def _no_break_before_first(doc: Any) -> None:
    """A part starts on a new page of its own: a page break before its first heading ("Site:
    …", "Appendix") made a page holding nothing but that heading at its foot (issue 42 N12)."""
    from PySide6.QtGui import QTextCursor, QTextFormat

    first = doc.begin()
    fmt = first.blockFormat()
    always = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
    if fmt.pageBreakPolicy() & always:
        fmt.setPageBreakPolicy(fmt.pageBreakPolicy() & ~always)
        QTextCursor(first).setBlockFormat(fmt)


def _first_line_top(layout: Any, block: Any) -> float:
    """Where a laid-out block's first line starts: a block that starts at the foot of a page
    may have its first line moved to the next page (its bounding box still starts above)."""
    top = layout.blockBoundingRect(block).top()
    text_layout = block.layout()
    if text_layout is not None and text_layout.lineCount():
        top = max(top, text_layout.position().y() + text_layout.lineAt(0).y())
    return float(top)


def layout_document(body_html: str, images: Images) -> Any:
    """``body_html`` laid out on US Letter body pages: a QTextDocument (needs a GUI app).

    Headings are kept with what follows (``keep_headings_with_next``, a few rounds of
    layout); the document returned is laid out, ready to count and paint."""
    ensure_gui_app()
    from PySide6.QtCore import QSizeF, QUrl
    from PySide6.QtGui import QFont, QTextDocument

    doc = QTextDocument()
    doc.setUseDesignMetrics(True)
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setPointSizeF(8.5)
    doc.setDefaultFont(font)
    doc.setDocumentMargin(0)
    doc.setDefaultStyleSheet(CSS)
    for name, image in images.items.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    doc.setHtml(body_html)
    _no_break_before_first(doc)
    doc.setPageSize(QSizeF(BODY_W, BODY_H))
    for _round in range(5):  # a moved heading shifts what follows; settle in a few rounds
        if not keep_headings_with_next(doc):
            break
    return doc


@dataclass(frozen=True)
class Part:
    """A part of a PDF, starting on a new page: its HTML and images, and a label the footer
    names with the part's own page numbers ("Site: North lot, page 2 of 22"; none: only the
    report's page number)."""

    html: str
    images: Images
    label: str = ""


@dataclass(frozen=True)
class PartPages:
    """Where a painted part landed: its label, first page and page count."""

    label: str
    first: int
    pages: int


#: Parts of a PDF, one by one: ``Part`` or (HTML, images).
Parts = Callable[[], Iterator[Part | tuple[str, Images]]]


class _PdfPages:
    """A PDF being painted page by page: each page's body from a laid-out document, and
    around it the running header and footer."""

    def __init__(self, out: Path, fd: int, title: str, header: tuple[str, str], footer: str):
        ensure_gui_app()
        from PySide6.QtCore import QFile, QFileDevice, QIODevice, QMarginsF
        from PySide6.QtGui import QColor, QFont, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

        # Qt writes through the descriptor of the atomic writer's temporary file (made with
        # O_EXCL, no link followed): it never opens a file by name (rows D3/D4/M1/M2).
        self.device = QFile()
        if not self.device.open(
            fd, QIODevice.OpenModeFlag.WriteOnly, QFileDevice.FileHandleFlag.DontCloseHandle
        ):
            raise OSError(errno.EIO, "the PDF could not be started")
        self.writer = QPdfWriter(self.device)
        self.writer.setResolution(DPI)
        self.writer.setPageLayout(
            QPageLayout(
                QPageSize(QPageSize.PageSizeId.Letter),
                QPageLayout.Orientation.Portrait,
                QMarginsF(0, 0, 0, 0),
            )
        )
        self.writer.setTitle(title)
        self.writer.setCreator(f"Stormwater Compliance Workbench {workbench_version()}")
        self.painter = QPainter()
        if not self.painter.begin(self.writer):
            raise OutputError(f"cannot write {out}", field="out_path")
        self.header, self.footer = header, footer
        self.small = QFont()
        self.small.setFamilies(FONT_FAMILIES)
        self.small.setPointSizeF(7.5)
        self.ink = QColor("#44546a")
        self.rule = QPen(QColor("#9aa5b1"))
        self.rule.setWidthF(0.6)
        self.page_no = 0

    def paint(self, doc: Any, number: Callable[[int, int], str]) -> None:
        """Paint every page of a laid-out document; ``number(page, pages)`` (1-based, of
        this document) is the footer's page text."""
        from PySide6.QtCore import QRectF

        pages = doc.pageCount()
        for page in range(pages):
            if self.page_no:
                self.writer.newPage()
            self.page_no += 1
            self.painter.save()
            self.painter.translate(MARGIN_X, MARGIN_TOP - page * BODY_H)
            doc.drawContents(self.painter, QRectF(0, page * BODY_H, BODY_W, BODY_H))
            self.painter.restore()
            self._frame(number(page + 1, pages))

    def _frame(self, page_text: str) -> None:
        """The running header and footer of the current page and their rules."""
        from PySide6.QtCore import QPointF, QRectF, Qt

        painter = self.painter
        painter.setFont(self.small)
        painter.setPen(self.ink)
        metrics = painter.fontMetrics()
        align = Qt.AlignmentFlag
        head = QRectF(MARGIN_X, MARGIN_TOP - 44, BODY_W, 20)
        foot = QRectF(MARGIN_X, PAGE_H - MARGIN_BOTTOM + 18, BODY_W, 20)
        for box, (left, right), vertical in (
            (head, self.header, align.AlignBottom),
            (foot, (self.footer, page_text), align.AlignTop),
        ):
            room = int(BODY_W - metrics.horizontalAdvance(right) - 24)
            left = metrics.elidedText(left, Qt.TextElideMode.ElideRight, room)
            painter.drawText(box, align.AlignLeft | vertical, left)
            painter.drawText(box, align.AlignRight | vertical, right)
        painter.setPen(self.rule)
        for y in (MARGIN_TOP - 20, PAGE_H - MARGIN_BOTTOM + 14):
            painter.drawLine(QPointF(MARGIN_X, y), QPointF(MARGIN_X + BODY_W, y))

    def finish(self) -> bool:
        """End the painting; whether Qt reports the file written."""
        ended = self.painter.end() if self.painter.isActive() else False
        del self.writer
        ended = self.device.flush() and ended
        self.device.close()  # the descriptor stays open (DontCloseHandle)
        return ended


def _part_number(label: str, before: int) -> Callable[[int, int], str]:
    """The footer's page text of a part painted before the report's total is known
    (``before``: the pages painted before the part)."""

    def number(page: int, pages: int) -> str:
        where = f"page {before + page}"
        return f"{label[:48]}, page {page} of {pages} \u00b7 {where}" if label else where

    return number


def _total_number(before: int, total: int) -> Callable[[int, int], str]:
    """The footer's "page N of M" of a part, the report's total known."""
    return lambda page, _pages: f"page {before + page} of {max(total, before + page)}"


def render_pdf(
    body_html: str | Parts,
    images: Images | None,
    out: Path,
    *,
    title: str,
    header_left: str,
    header_right: str,
    footer_left: str,
    pages_total: int | None = None,
    progress: Callable[[int], None] | None = None,
    contents: Callable[[list[PartPages], int], str] | None = None,
) -> int:
    """Lay out the body on US Letter pages and paint them into a PDF; the page count.

    ``body_html`` is one HTML text (with ``images``), laid out once and numbered "page N of
    M"; or a function giving parts one by one (``Part`` or (HTML, images); each starts on a
    new page): each part is laid out once, painted and dropped before the next, so memory
    stays that of one part however many there are. With ``pages_total`` (counted by the
    caller) the parts are numbered "page N of M"; without, each page names its part and the
    part's own "page k of K" beside the report's page number, and ``contents(parts, total)``,
    when given, makes a closing part from where every part landed and the report's total
    (numbered "page N of M"). ``progress`` is called with the number of each part painted."""
    first_doc = None
    if isinstance(body_html, str):
        text, imgs = body_html, images or Images()
        first_doc = layout_document(text, imgs)
        pages_total = first_doc.pageCount()

        def parts() -> Iterator[Part | tuple[str, Images]]:
            yield Part(text, imgs)

    else:
        parts = body_html
    try:
        tmp, fd = new_part(out)
    except OSError as error:
        raise _write_error(out, error) from None
    try:
        page_no, ended = _paint_all(
            out,
            fd,
            parts,
            first_doc,
            pages_total,
            progress,
            contents,
            (title, (header_left, header_right), footer_left),
        )
    except BaseException:
        discard_part(tmp, fd)
        raise
    try:  # checked (Qt reports a failed write only through end()), fsynced, renamed into place
        if not ended or not _complete_pdf(fd):
            full = shutil.disk_usage(out.parent).free < 1 << 20
            raise OSError(errno.ENOSPC if full else errno.EIO, "the PDF could not be completed")
    except OSError as error:
        discard_part(tmp, fd)
        raise _write_error(out, error) from None
    try:
        commit_part(out, tmp, fd)
    except OSError as error:
        raise _write_error(out, error) from None
    return page_no


def _paint_contents(
    pdf: _PdfPages, landed: list[PartPages], contents: Callable[[list[PartPages], int], str]
) -> None:
    """The closing contents part, laid out with the report's total in it (again should the
    total change its own page count) and numbered "page N of M"."""
    before = pdf.page_no
    own = 1
    for _try in range(3):
        doc = layout_document(contents(landed, before + own), Images())
        if doc.pageCount() == own:
            break
        own = doc.pageCount()
    pdf.paint(doc, _total_number(before, before + doc.pageCount()))


def _complete_pdf(fd: int) -> bool:
    """Whether the written file is a whole PDF (header and end-of-file marker)."""
    size = os.fstat(fd).st_size
    os.lseek(fd, 0, os.SEEK_SET)
    head = os.read(fd, 5)
    os.lseek(fd, max(0, size - 64), os.SEEK_SET)
    tail = os.read(fd, 64)
    return head.startswith(b"%PDF") and b"%%EOF" in tail


def _paint_all(
    out: Path,
    fd: int,
    parts: Parts,
    first_doc: Any,
    pages_total: int | None,
    progress: Callable[[int], None] | None,
    contents: Callable[[list[PartPages], int], str] | None,
    frame: tuple[str, tuple[str, str], str],
) -> tuple[int, bool]:
    """Paint every part through ``fd``; (the page count, whether Qt ended the PDF)."""
    pdf = _PdfPages(out, fd, *frame)
    try:
        landed: list[PartPages] = []
        for part_no, item in enumerate(parts(), start=1):
            part = item if isinstance(item, Part) else Part(*item)
            doc = first_doc or layout_document(part.html, part.images)
            first_doc = None
            before = pdf.page_no
            if pages_total is None:
                pdf.paint(doc, _part_number(part.label, before))
            else:
                pdf.paint(doc, _total_number(before, pages_total))
            landed.append(PartPages(part.label, before + 1, pdf.page_no - before))
            del doc
            if progress is not None:
                progress(part_no)
        if contents is not None and pages_total is None:
            _paint_contents(pdf, landed, contents)
    finally:
        ended = pdf.finish()
    return pdf.page_no, ended
